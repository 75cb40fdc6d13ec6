#include "ai/pope_joan_player.h"

#include <algorithm>
#include <tuple>

#include "parlour/pope_joan.h"

namespace ct {

namespace {

bool contains(const std::vector<Card>& cards, Card card)
{
    return std::find(cards.begin(), cards.end(), card) != cards.end();
}

// What the leader knows: its own hand and the public table.
struct LeaderView {
    std::vector<Card> hand;
    std::vector<Card> dead; // played this deal, or the turn-up
    std::vector<Card> inStops; // proved by the play to lie in the stops hand
    Suit trumps = Suit::Clubs;

    // Whether `card`, played now, would certainly end the run.
    bool knownStop(Card card) const
    {
        if (card.rank == kKing || card == Card{Suit::Diamonds, 7, 0})
            return true;
        const Card next = PopeJoanState::successor(card);
        return contains(dead, next) || contains(inStops, next);
    }
    // Whether nobody can ever play up to `card`: it comes out only if led.
    bool cutOff(Card card) const
    {
        if (card.rank == kAce)
            return true;
        const Card before{card.suit, static_cast<std::uint8_t>(card.rank - 1), 0};
        return contains(dead, before) || contains(inStops, before) || before == Card{Suit::Diamonds, 8, 0};
    }
    bool honour(Card card) const
    {
        return (card.suit == trumps && (card.rank == kAce || card.rank >= kJack)) ||
               card == PopeJoanState::kPope;
    }
};

class PopeJoanBasicPlayer : public Player {
public:
    std::string name() const override { return "pope-joan-basic"; }

    Action choose(const State& state, Rng& rng, const Budget&) override
    {
        const auto actions = state.legalActions();
        const auto* game = dynamic_cast<const PopeJoanState*>(&state);
        if (!game || actions.size() == 1)
            return actions[rng.below(static_cast<std::uint32_t>(actions.size()))];
        const Seat seat = state.currentPlayer();
        LeaderView view;
        view.trumps = game->trumps();
        for (const Zone& zone : state.observe(seat).zones)
            if (zone.id == "hand" + std::to_string(seat))
                for (const PlacedCard& placed : zone.cards)
                    view.hand.push_back(placed.card);
        for (const auto& play : game->played())
            view.dead.push_back(play.card);
        view.dead.push_back(game->turnUp());
        view.inStops = game->stopsKnownFromPlay();

        // Rank every lead; the smallest key wins.
        auto key = [&](Card card) {
            int length = 1;
            int honours = view.honour(card) ? 1 : 0;
            Card end = card;
            while (!view.knownStop(end) && contains(view.hand, PopeJoanState::successor(end))) {
                end = PopeJoanState::successor(end);
                ++length;
                honours += view.honour(end) ? 1 : 0;
            }
            const bool keepsLead = view.knownStop(end);
            const Card below{card.suit, static_cast<std::uint8_t>(card.rank - 1), 0};
            const bool bottomOfRun = card.rank == kAce || !contains(view.hand, below);
            int tier = 6;
            if (keepsLead && length == 1)
                tier = 1; // a known stop: play it and lead again
            else if (card == PopeJoanState::kPope)
                tier = 2;
            else if (length >= 2 && bottomOfRun)
                tier = 3; // a run of its own, from the bottom
            else if (card.rank == kAce)
                tier = 4;
            else if (view.cutOff(card))
                tier = 5; // nobody can ever play up to it
            return std::make_tuple(tier, keepsLead ? 0 : 1, -honours, -length, card.rank, card);
        };
        Card bestCard = actions.front().cards.front();
        for (const Action& action : actions)
            if (key(action.cards.front()) < key(bestCard))
                bestCard = action.cards.front();
        return PopeJoanState::lead(seat, bestCard);
    }
};

} // namespace

std::unique_ptr<Player> makePopeJoanBasicPlayer()
{
    return std::make_unique<PopeJoanBasicPlayer>();
}

} // namespace ct
