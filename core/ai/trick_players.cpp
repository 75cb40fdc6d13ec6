// The game policies of the rule-based trick players: how High 14, Rook for
// Two and Kentucky Discard value a hand for bidding, and what each keeps back.
#include <algorithm>

#include "ai/trick_player.h"

namespace ct {

namespace {

// High 14: no bidding; a 14 captures any trick (unless the led colour's 14
// comes too), so it is kept to take counters rather than led.
class High14Player : public TrickPlayer {
protected:
    bool saveForLater(const TrickView& view, Card card) const override
    {
        if (!card.isRook() || card.rank != 14)
            return false;
        return std::any_of(view.hand.begin(), view.hand.end(),
                           [](const Card& held) { return !(held.isRook() && held.rank == 14); });
    }
};

// Rook for Two: what a declarer takes grows slowly with the hand's likely
// tricks (the Dummy and the nest blur it); constants fitted on self-play so
// that most contracts are made.
class RookForTwoPlayer : public TrickPlayer {
protected:
    int expectedPoints(const std::vector<Card>& hand, const CardRules& rules, const AuctionRules&) const override
    {
        const Suit trump = trickplay::bestTrump(hand, rules);
        return static_cast<int>(50 + 5 * trickplay::likelyTricks(hand, trump, rules));
    }
};

// Kentucky Discard: the partner and the nest add to what the hand takes; as a
// share of the points in play, so that it serves every variant.
class KentuckyDiscardPlayer : public TrickPlayer {
protected:
    int expectedPoints(const std::vector<Card>& hand, const CardRules& rules,
                       const AuctionRules& auction) const override
    {
        const Suit trump = trickplay::bestTrump(hand, rules);
        const double tricks = trickplay::likelyTricks(hand, trump, rules);
        return static_cast<int>(auction.maximum * (0.52 + 0.04 * tricks));
    }
};

} // namespace

std::unique_ptr<TrickPlayer> makeHigh14Policy()
{
    return std::make_unique<High14Player>();
}

std::unique_ptr<TrickPlayer> makeRookForTwoPolicy()
{
    return std::make_unique<RookForTwoPlayer>();
}

std::unique_ptr<TrickPlayer> makeKentuckyDiscardPolicy()
{
    return std::make_unique<KentuckyDiscardPlayer>();
}

std::unique_ptr<Player> makeHigh14Player()
{
    return makeHigh14Policy();
}

std::unique_ptr<Player> makeRookForTwoPlayer()
{
    return makeRookForTwoPolicy();
}

std::unique_ptr<Player> makeKentuckyDiscardPlayer()
{
    return makeKentuckyDiscardPolicy();
}

} // namespace ct
