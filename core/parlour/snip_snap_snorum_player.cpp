#include "parlour/snip_snap_snorum_player.h"

#include <array>

#include "parlour/snip_snap_snorum.h"

namespace ct {

namespace snipsnap {

Card chooseFreeCard(const SnipSnapSnorumState& state, Seat seat)
{
    const Observation view = state.observe(seat);
    const std::string ownZone = "hand" + std::to_string(seat);
    std::array<int, 14> own{};
    std::array<int, 14> laid{};
    std::vector<Card> hand;
    for (const Zone& zone : view.zones) {
        for (const PlacedCard& placed : zone.cards) {
            if (zone.id == ownZone) {
                ++own[placed.card.rank];
                hand.push_back(placed.card);
            } else if (zone.id == "played") {
                ++laid[placed.card.rank];
            }
        }
    }
    Card best = hand.front();
    int bestUnseen = 5;
    for (const Card& card : hand) {
        const int unseen = 4 - own[card.rank] - laid[card.rank];
        const bool tied = unseen == bestUnseen;
        const bool better = unseen < bestUnseen || (tied && own[card.rank] > own[best.rank]) ||
                            (tied && own[card.rank] == own[best.rank] && card < best);
        if (better) {
            best = card;
            bestUnseen = unseen;
        }
    }
    return best;
}

} // namespace snipsnap

namespace {

class SnipSnapSnorumPlayer : public Player {
public:
    std::string name() const override { return "snip-snap-snorum rules"; }

    Action choose(const State& state, Rng& rng, const Budget&) override
    {
        const auto* game = dynamic_cast<const SnipSnapSnorumState*>(&state);
        if (!game)
            return makeRandomPlayer()->choose(state, rng, Budget{});
        const Seat seat = state.currentPlayer();
        const auto actions = state.legalActions();
        // A forced match: the suits do not matter.
        if (game->chainOpen() && actions.front().cards.front().rank == game->chainRank())
            return actions.front();
        return SnipSnapSnorumState::playCard(seat, snipsnap::chooseFreeCard(*game, seat));
    }
};

} // namespace

std::unique_ptr<Player> makeSnipSnapSnorumPlayer(Level level)
{
    if (level == Level::Random)
        return makeRandomPlayer();
    return std::make_unique<SnipSnapSnorumPlayer>();
}

} // namespace ct
