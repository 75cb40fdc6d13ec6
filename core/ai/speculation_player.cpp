#include "ai/speculation_player.h"

#include <algorithm>
#include <cmath>

#include "parlour/speculation.h"

namespace ct {

double speculationWinChance(int unseen, int faceDown, int higher)
{
    if (faceDown <= 0 || higher <= 0)
        return 1.0;
    if (faceDown > unseen - higher)
        return 0.0;
    // The ratio of binomials as a product, to stay exact in doubles.
    double chance = 1.0;
    for (int i = 0; i < faceDown; ++i)
        chance *= static_cast<double>(unseen - higher - i) / static_cast<double>(unseen - i);
    return chance;
}

double speculationCardValue(const SpeculationState& state, Seat owner)
{
    const std::vector<Card> seen = state.seenCards();
    const int unseen = 52 - static_cast<int>(seen.size());
    int faceDown = state.faceDownLeft();
    if (state.holdBack() && owner != kNoSeat)
        faceDown -= static_cast<int>(state.stack(owner).size());
    int higher = 0;
    for (int rank = kAce; rank <= kKing; ++rank) {
        const Card card{state.trumps(), static_cast<std::uint8_t>(rank), 0};
        if (SpeculationState::power(card) > SpeculationState::power(state.best()) &&
            !std::binary_search(seen.begin(), seen.end(), card))
            ++higher;
    }
    return speculationWinChance(unseen, faceDown, higher) * state.pool();
}

namespace {

using Spec = SpeculationState;

class SpeculationBasicPlayer : public Player {
public:
    std::string name() const override { return "speculation-basic"; }

    Action choose(const State& state, Rng& rng, const Budget&) override
    {
        const auto actions = state.legalActions();
        const auto* game = dynamic_cast<const Spec*>(&state);
        if (!game || actions.size() == 1)
            return actions[rng.below(static_cast<std::uint32_t>(actions.size()))];
        const Seat seat = state.currentPlayer();
        switch (game->phase()) {
        case Spec::Phase::Deciding: {
            // Offering never hurts: a bid below the card's worth is refused.
            const bool certain = speculationCardValue(*game, seat) >= game->pool();
            return Spec::action(certain ? Spec::Keep : Spec::Offer, seat);
        }
        case Spec::Phase::Bidding: {
            const double worth = speculationCardValue(*game, seat);
            const int limit = std::min(static_cast<int>(std::floor(0.85 * worth)), game->balance(seat));
            if (game->highBid() + 1 <= limit)
                return Spec::action(Spec::Bid, seat, game->highBid() + 1);
            return Spec::action(Spec::Pass, seat);
        }
        case Spec::Phase::Answering: {
            const bool good = game->highBid() >= speculationCardValue(*game, seat);
            return Spec::action(good ? Spec::Accept : Spec::Refuse, seat);
        }
        case Spec::Phase::Over: break;
        }
        return actions.front();
    }
};

} // namespace

std::unique_ptr<Player> makeSpeculationBasicPlayer()
{
    return std::make_unique<SpeculationBasicPlayer>();
}

} // namespace ct
