#include "patience/hint.h"

#include "patience/patience.h"

namespace ct {

namespace {

// Higher is better; negative means "do not suggest".
int scoreMove(const PatienceState& state, const Action& action)
{
    const auto& piles = state.piles();
    switch (action.kind) {
    case PatienceState::Flip: return 90;
    case PatienceState::StockClick: return 10;
    case PatienceState::Redeal: return 5;
    case PatienceState::MoveCards: break;
    default: {
        // A game's own action (Empress of India's pairs, The Fifteen's
        // relief ...): worth most when it brings cards home.
        auto after = state.clone();
        after->apply(action);
        return static_cast<const PatienceState&>(*after).cardsHome() > state.cardsHome() ? 100 : 20;
    }
    }
    const Pile& from = piles[static_cast<std::size_t>(action.a)];
    const Pile& to = piles[static_cast<std::size_t>(action.b)];
    const std::size_t left = from.size() - static_cast<std::size_t>(action.c);
    if (from.kind == ZoneKind::Foundation)
        return -1; // taking cards back home is for players who know why
    if (to.kind == ZoneKind::Foundation)
        return 100;
    if (from.kind == ZoneKind::Waste)
        return 60;
    if (left == 0)
        // Emptying a pile helps, unless the group just moves to another empty pile.
        return to.empty() ? -1 : 70;
    if (!from.cards[left - 1].faceUp)
        return 80; // uncovers a face-down card
    // The group already sits on a card: moving it only helps if the card
    // beneath can then go somewhere useful, which is worth a look.
    auto after = state.clone();
    after->apply(action);
    const auto& next = static_cast<const PatienceState&>(*after);
    if (next.foundationMove(action.a))
        return 50;
    return -1;
}

} // namespace

std::optional<Action> patienceHint(const PatienceState& state)
{
    std::optional<Action> best;
    int bestScore = -1;
    for (const Action& action : state.legalActions()) {
        const int score = scoreMove(state, action);
        if (score > bestScore) {
            bestScore = score;
            best = action;
        }
    }
    return best;
}

} // namespace ct
