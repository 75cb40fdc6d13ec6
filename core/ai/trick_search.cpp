#include "ai/trick_search.h"

#include "ai/trick_ismcts.h"

#include <algorithm>
#include <chrono>
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
    const auto deadline = start + std::chrono::milliseconds(std::max(1, budget.milliseconds));
    bidConfidence_.reset();
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
            play.milliseconds = std::max<int>(1, budget.milliseconds -
                static_cast<int>(std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start).count()));
        IsmctsSettings settings;
        settings.seesAllCards = seesAllCards_;
        settings.inference = inference ? &*inference : nullptr;
        return ismctsChoosePlay(*tricks, rng, play, settings).action;
    }

    std::vector<double> totals(candidates.size(), 0.0);
    std::vector<int> declared(candidates.size(), 0);
    std::vector<int> made(candidates.size(), 0);
    int deals = 0;
    for (;;) {
        // With a time budget, no deal is begun that would likely end past it.
        if (budget.iterations > 0 ? deals >= budget.iterations * options_.auctionDealsPerIteration
                                  : (deals > 0 && Clock::now() + (Clock::now() - start) / deals >= deadline))
            break;
        if (budget.cancel && budget.cancel->load())
            break;
        // The true deal gives the same playouts every time: once is enough.
        if (seesAllCards_ && deals > 0)
            break;
        const std::unique_ptr<State> world = seesAllCards_ ? state.clone()
                                             : inference      ? inference->sample(*tricks, rng)
                                                              : state.resample(seat, rng);
        for (std::size_t i = 0; i < candidates.size(); ++i) {
            std::unique_ptr<State> trial = world->clone();
            trial->apply(candidates[i]);
            const PlayoutResult result = playOut(*trial, seat);
            totals[i] += result.value;
            declared[i] += result.declared ? 1 : 0;
            made[i] += result.made ? 1 : 0;
        }
        ++deals;
    }
    if (deals == 0)
        return policy_->decide(view);
    // Ties go to the rule-based choice, then to the first candidate.
    const Action preferred = policy_->decide(view);
    std::size_t best = static_cast<std::size_t>(
        std::find(candidates.begin(), candidates.end(), preferred) - candidates.begin());
    if (best >= candidates.size())
        best = 0;
    for (std::size_t i = 0; i < totals.size(); ++i)
        if (totals[i] > totals[best] + 1e-9)
            best = i;
    if (candidates[best].kind == TrickState::Bid && declared[best] > 0)
        bidConfidence_ = static_cast<double>(made[best]) / declared[best];
    return candidates[best];
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
    // The round in progress ends within a few dozen decisions.
    while (!state.isTerminal() && tricks.rounds().size() == roundsBefore)
        state.apply(policy_->decide(tricks.view(state.currentPlayer())));
    PlayoutResult result;
    if (tricks.rounds().size() == roundsBefore)
        return result;
    const RoundSummary& round = tricks.rounds()[roundsBefore];
    const auto mine = static_cast<std::size_t>(tricks.sideOf(seat));
    int bestOther = std::numeric_limits<int>::min();
    for (std::size_t side = 0; side < round.points.size(); ++side)
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
