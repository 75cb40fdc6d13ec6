#include "parlour/snip_snap_snorum_player.h"

#include <array>
#include <cmath>

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
    int hidden = 0; // cards this seat cannot see: other hands, dead cards
    for (const Zone& zone : view.zones) {
        for (const PlacedCard& placed : zone.cards) {
            if (zone.id == ownZone) {
                ++own[placed.card.rank];
                hand.push_back(placed.card);
            } else if (zone.id == "played") {
                ++laid[placed.card.rank];
            } else if (!placed.known) {
                ++hidden;
            }
        }
    }
    // Only the next seat still in can match the card: it is snipped or the
    // chain is gone. The chance it holds a copy of the rank, from the copies
    // unseen and its hand size; none if its play showed it has none.
    Seat next = seat;
    for (int step = 1; step < state.playerCount(); ++step) {
        const Seat other = (seat + step) % state.playerCount();
        if (!state.retired(other)) {
            next = other;
            break;
        }
    }
    const int nextHand = state.handSize(next);
    auto risk = [&](int rank) {
        const int unseen = 4 - own[rank] - laid[rank];
        if (unseen <= 0 || nextHand == 0 || (state.lacks(next) & (1u << rank)) != 0)
            return 0.0;
        // 1 - C(hidden - unseen, h) / C(hidden, h)
        double none = 1.0;
        for (int i = 0; i < nextHand; ++i)
            none *= hidden - unseen - i <= 0 ? 0.0 : double(hidden - unseen - i) / double(hidden - i);
        return 1.0 - none;
    };
    Card best = hand.front();
    double bestRisk = 2.0;
    for (const Card& card : hand) {
        const double chance = risk(card.rank);
        const bool tied = std::abs(chance - bestRisk) < 1e-12;
        const bool better = (!tied && chance < bestRisk) || (tied && own[card.rank] > own[best.rank]) ||
                            (tied && own[card.rank] == own[best.rank] && card < best);
        if (better) {
            best = card;
            bestRisk = chance;
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
