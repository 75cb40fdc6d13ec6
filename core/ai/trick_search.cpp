#include "ai/trick_search.h"

#include <algorithm>
#include <chrono>
#include <limits>

namespace ct {

TrickSearchPlayer::TrickSearchPlayer(std::unique_ptr<TrickPlayer> policy)
    : policy_(std::move(policy))
{
}

Action TrickSearchPlayer::choose(const State& state, Rng& rng, const Budget& budget)
{
    const auto* tricks = dynamic_cast<const TrickState*>(&state);
    if (!tricks)
        return policy_->choose(state, rng, budget);
    const Seat seat = state.currentPlayer();
    const TrickView view = tricks->view(seat);
    if (view.legal.size() == 1 || view.phase != TrickPhase::Play)
        return policy_->decide(view);

    using Clock = std::chrono::steady_clock;
    const auto deadline = Clock::now() + std::chrono::milliseconds(std::max(1, budget.milliseconds));
    std::vector<double> totals(view.legal.size(), 0.0);
    int deals = 0;
    for (;;) {
        if (budget.iterations > 0 ? deals >= budget.iterations : (deals > 0 && Clock::now() >= deadline))
            break;
        if (budget.cancel && budget.cancel->load())
            break;
        const std::unique_ptr<State> world = state.resample(seat, rng);
        for (std::size_t i = 0; i < view.legal.size(); ++i) {
            std::unique_ptr<State> trial = world->clone();
            trial->apply(view.legal[i]);
            totals[i] += playOut(*trial, seat);
        }
        ++deals;
    }
    if (deals == 0)
        return policy_->decide(view);
    // Ties go to the rule-based choice, then to the first card.
    const Action preferred = policy_->decide(view);
    std::size_t best = static_cast<std::size_t>(
        std::find(view.legal.begin(), view.legal.end(), preferred) - view.legal.begin());
    if (best >= view.legal.size())
        best = 0;
    for (std::size_t i = 0; i < totals.size(); ++i)
        if (totals[i] > totals[best] + 1e-9)
            best = i;
    return view.legal[best];
}

double TrickSearchPlayer::playOut(State& state, Seat seat) const
{
    const auto& tricks = static_cast<const TrickState&>(state);
    const std::size_t roundsBefore = tricks.rounds().size();
    // The round in progress ends within a few dozen decisions.
    while (!state.isTerminal() && tricks.rounds().size() == roundsBefore)
        state.apply(policy_->decide(tricks.view(state.currentPlayer())));
    if (tricks.rounds().size() == roundsBefore)
        return 0.0;
    const RoundSummary& round = tricks.rounds()[roundsBefore];
    const auto mine = static_cast<std::size_t>(tricks.sideOf(seat));
    int bestOther = std::numeric_limits<int>::min();
    for (std::size_t side = 0; side < round.points.size(); ++side)
        if (side != mine)
            bestOther = std::max(bestOther, round.points[side]);
    return round.points[mine] - bestOther;
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

} // namespace ct
