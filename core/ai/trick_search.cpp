#include "ai/trick_search.h"

#include "ai/trick_ismcts.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>

namespace ct {

TrickSearchPlayer::TrickSearchPlayer(std::unique_ptr<TrickPlayer> policy, bool seesAllCards,
                                     TrickSearchOptions options)
    : policy_(std::move(policy))
    , seesAllCards_(seesAllCards)
    , options_(options)
{
}

Action TrickSearchPlayer::choose(const State& state, Rng& rng, const Budget& budget)
{
    const auto* tricks = dynamic_cast<const TrickState*>(&state);
    if (!tricks)
        return policy_->choose(state, rng, budget);
    using Clock = std::chrono::steady_clock;
    const auto start = Clock::now();
    // A time budget is aimed 2% short, so that the answer (and a wait for
    // a core on a busy machine) still comes within it.
    const int aim = std::max(1, budget.milliseconds - budget.milliseconds / 50);
    const auto deadline = start + std::chrono::milliseconds(aim);
    bidConfidence_.reset();
    lastSampledDeals_ = 0;
    const Seat seat = state.currentPlayer();
    const TrickView view = tricks->view(seat);
    const std::vector<Action> candidates = candidatesFor(view);
    if (candidates.size() <= 1 || (budget.cancel && budget.cancel->load()))
        return policy_->decide(view);
    std::optional<DealInference> inference;
    if (!seesAllCards_ && options_.inferFromAuction)
        inference.emplace(*tricks, seat, *policy_, options_.inference);
    if (view.phase == TrickPhase::Play) {
        Budget play = budget;
        if (budget.iterations > 0)
            play.iterations = budget.iterations * kPlayIterationsPerDeal;
        else
            play.milliseconds = std::max<int>(
                1, aim - static_cast<int>(
                             std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start).count()));
        IsmctsSettings settings;
        settings.seesAllCards = seesAllCards_;
        settings.playoutGreed = options_.playoutGreed;
        settings.determinizations = options_.determinizations;
        settings.inference = inference ? &*inference : nullptr;
        return ismctsChoosePlay(*tricks, rng, play, settings).action;
    }

    // Every candidate is tried in the same sampled deals; values[deal * n + i].
    const std::size_t n = candidates.size();
    std::vector<double> values;
    std::vector<double> totals(n, 0.0);
    std::vector<int> declared(n, 0);
    std::vector<int> made(n, 0);
    // Ties go to the rule-based choice, then to the first candidate.
    const Action preferred = policy_->decide(view);
    std::size_t fallback = static_cast<std::size_t>(
        std::find(candidates.begin(), candidates.end(), preferred) - candidates.begin());
    if (fallback >= n)
        fallback = 0;
    auto leader = [&] {
        std::size_t best = fallback;
        for (std::size_t i = 0; i < n; ++i)
            if (totals[i] > totals[best] + 1e-9)
                best = i;
        return best;
    };
    // Whether the leader is ahead of every other candidate by more than
    // chance: its mean paired advantage against the margin's standard errors.
    auto decided = [&](int deals) {
        const std::size_t best = leader();
        for (std::size_t i = 0; i < n; ++i) {
            if (i == best)
                continue;
            double sum = 0;
            double squares = 0;
            for (int deal = 0; deal < deals; ++deal) {
                const std::size_t row = static_cast<std::size_t>(deal) * n;
                const double difference = values[row + best] - values[row + i];
                sum += difference;
                squares += difference * difference;
            }
            const double mean = sum / deals;
            const double variance = std::max(0.0, squares / deals - mean * mean);
            if (mean <= options_.decisiveMargin * std::sqrt(variance / (deals - 1)))
                return false;
        }
        return true;
    };
    const int dealLimit = budget.iterations > 0 ? dealsFor(budget, n) : std::numeric_limits<int>::max();
    int deals = 0;
    for (;;) {
        // With a time budget, no deal is begun that would likely end past it.
        const bool late = budget.iterations <= 0 && deals > 0 &&
                          Clock::now() + (Clock::now() - start) / deals >= deadline;
        if (deals >= dealLimit || late)
            break;
        if (budget.cancel && budget.cancel->load())
            break;
        // The true deal gives the same playouts every time: once is enough.
        if (seesAllCards_ && deals > 0)
            break;
        if (options_.decisiveMargin > 0 && deals >= 32 && deals % 16 == 0 && decided(deals))
            break;
        const std::unique_ptr<State> world = seesAllCards_ ? state.clone()
                                             : inference      ? inference->sample(*tricks, rng)
                                                              : state.resample(seat, rng);
        for (std::size_t i = 0; i < n; ++i) {
            std::unique_ptr<State> trial = world->clone();
            trial->apply(candidates[i]);
            const PlayoutResult result = playOut(*trial, seat);
            values.push_back(result.value);
            totals[i] += result.value;
            declared[i] += result.declared ? 1 : 0;
            made[i] += result.made ? 1 : 0;
        }
        ++deals;
    }
    lastSampledDeals_ = deals;
    if (deals == 0)
        return preferred;
    const std::size_t best = leader();
    if (candidates[best].kind == TrickState::Bid && declared[best] > 0)
        bidConfidence_ = static_cast<double>(made[best]) / declared[best];
    return candidates[best];
}

int TrickSearchPlayer::dealsFor(const Budget& budget, std::size_t candidates) const
{
    const long long playouts =
        static_cast<long long>(budget.iterations) * std::max(1, options_.auctionPlayoutsPerIteration);
    const long long deals = playouts / static_cast<long long>(std::max<std::size_t>(1, candidates));
    return static_cast<int>(std::clamp<long long>(deals, kMinDeals, std::numeric_limits<int>::max()));
}

std::vector<Action> TrickSearchPlayer::candidatesFor(const TrickView& view) const
{
    switch (view.phase) {
    case TrickPhase::Play:
    case TrickPhase::Trump:
    case TrickPhase::Discard: return view.legal;
    case TrickPhase::Bidding: {
        // Whether to go on at all: pass, or the lowest bid allowed.
        // (Legal actions are sorted: the bids upwards, then the pass.)
        std::vector<Action> choices;
        if (view.legal.front().kind == TrickState::Bid)
            choices.push_back(view.legal.front());
        if (view.legal.back().kind == TrickState::Pass)
            choices.push_back(view.legal.back());
        return choices;
    }
    case TrickPhase::Exchange: {
        // Too many exchanges to try them all: the rule-based one against none.
        std::vector<Action> choices{TrickState::exchangeNone()};
        const Action preferred = policy_->decide(view);
        if (!(preferred == choices.front()))
            choices.push_back(preferred);
        return choices;
    }
    case TrickPhase::Over: break;
    }
    return {};
}

TrickSearchPlayer::PlayoutResult TrickSearchPlayer::playOut(State& state, Seat seat) const
{
    const auto& tricks = static_cast<const TrickState&>(state);
    const std::size_t roundsBefore = tricks.rounds().size();
    // The round in progress ends within a few dozen decisions; one view
    // serves them all.
    TrickView view;
    while (!state.isTerminal() && tricks.rounds().size() == roundsBefore) {
        tricks.fillView(state.currentPlayer(), view);
        state.apply(policy_->decide(view));
    }
    PlayoutResult result;
    if (tricks.rounds().size() == roundsBefore)
        return result;
    RoundSummary round = tricks.rounds()[roundsBefore];
    const auto mine = static_cast<std::size_t>(tricks.sideOf(seat));
    if (options_.playEdge != 0 && !round.thrownIn && round.taken.size() > mine) {
        // The edge moves points from the best other side to the seat's,
        // never more than that side took.
        int inPlay = round.unclaimed;
        for (int points : round.taken)
            inPlay += points;
        std::size_t other = mine == 0 ? 1 : 0;
        for (std::size_t side = 0; side < static_cast<std::size_t>(tricks.sideCount()); ++side)
            if (side != mine && round.taken[side] > round.taken[other])
                other = side;
        const int edge =
            std::min(round.taken[other], static_cast<int>(std::lround(options_.playEdge * inPlay)));
        round.taken[mine] += edge;
        round.taken[other] -= edge;
        if (round.declarer != kNoSeat)
            tricks.rescore(round);
        else
            round.points = round.taken;
    }
    int bestOther = std::numeric_limits<int>::min();
    for (std::size_t side = 0; side < static_cast<std::size_t>(tricks.sideCount()); ++side)
        if (side != mine)
            bestOther = std::max(bestOther, round.points[side]);
    result.value = round.points[mine] - bestOther;
    result.declared = round.declarer != kNoSeat && !round.thrownIn && tricks.sideOf(round.declarer) == tricks.sideOf(seat);
    result.made = result.declared && round.made;
    return result;
}

std::unique_ptr<Player> makeHigh14SearchPlayer()
{
    return std::make_unique<TrickSearchPlayer>(makeHigh14Policy());
}

std::unique_ptr<Player> makeRookForTwoSearchPlayer()
{
    return std::make_unique<TrickSearchPlayer>(makeRookForTwoPolicy());
}

std::unique_ptr<Player> makeKentuckyDiscardSearchPlayer()
{
    return std::make_unique<TrickSearchPlayer>(makeKentuckyDiscardPolicy());
}

std::unique_ptr<Player> makeTrickSearchPlayer(const std::string& gameId, TrickSearchOptions options,
                                              bool seesAllCards)
{
    std::unique_ptr<TrickPlayer> policy;
    if (gameId == "high14")
        policy = makeHigh14Policy();
    else if (gameId == "rook-for-two")
        policy = makeRookForTwoPolicy();
    else if (gameId == "kentucky-discard")
        policy = makeKentuckyDiscardPolicy();
    else
        return nullptr;
    return std::make_unique<TrickSearchPlayer>(std::move(policy), seesAllCards, options);
}

std::unique_ptr<Player> makeCheatingPlayer(const std::string& gameId)
{
    // It sees every card: nothing to infer.
    TrickSearchOptions options;
    options.inferFromAuction = false;
    return makeTrickSearchPlayer(gameId, options, true);
}

} // namespace ct
