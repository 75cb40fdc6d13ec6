// The rule-based computer player of the trick-taking games. It decides from a
// TrickView alone (the seat's own cards and the public history), so it can
// never peek at hidden cards. The card play is shared; each game adds its
// bidding, trump, discard and exchange policies (trick_players.cpp).
#pragma once

#include <memory>
#include <vector>

#include "ai/player.h"
#include "tricks/trick_state.h"

namespace ct {

class TrickPlayer : public Player {
public:
    std::string name() const override { return "basic"; }
    // Falls back to a random legal action for states that are no trick game.
    Action choose(const State& state, Rng& rng, const Budget& budget) override;
    // The decision for view.seat, which must be the seat to act.
    Action decide(const TrickView& view) const;
    // The most points a side expects to take when this hand names its best
    // trump, from the hand alone: what the player bids up to (and what the
    // search player assumes other bidders went by, ai/trick_inference.h).
    virtual int expectedPoints(const std::vector<Card>& hand, const CardRules& rules,
                               const AuctionRules& auction) const;
    // How far a bid the player would reach drops when its partner holds the
    // high bid (it leaves the contract with the partner unless much stronger).
    static constexpr int kPartnerBidMargin = 15;

protected:
    virtual Action bidOrPass(const TrickView& view) const;
    virtual Action chooseTrump(const TrickView& view) const;
    virtual Action chooseDiscard(const TrickView& view) const;
    virtual Action chooseExchange(const TrickView& view) const;
    virtual Action choosePlay(const TrickView& view) const;
    // Whether a card is better kept than led while other cards remain
    // (High 14's 14s, which capture any trick later).
    virtual bool saveForLater(const TrickView&, Card) const { return false; }
};

// Helpers the game policies share.
namespace trickplay {

// How strong a card is in play: trumps above the rest, the game's
// special cards (14s in High 14, the Bird) above all.
int power(const TrickView& view, Card card);
// The colour this hand would name as trump: length and height, with the
// cards that join any trump (the Bird, the top red 1) counted for every colour.
Suit bestTrump(const std::vector<Card>& hand, const CardRules& rules);
int suitScore(const std::vector<Card>& hand, Suit colour, const CardRules& rules);
// Cards of `hand` in the effective suit `suit`.
int countSuit(const std::vector<Card>& hand, Suit suit, const CardRules& rules);
// Sure or likely tricks the hand holds with `trump`: top trumps and length,
// side-suit 14s (1s in Buckeye) and guarded 13s.
double likelyTricks(const std::vector<Card>& hand, Suit trump, const CardRules& rules);

} // namespace trickplay

// The rule-based policies, also used inside the search player's playouts.
std::unique_ptr<TrickPlayer> makeHigh14Policy();
std::unique_ptr<TrickPlayer> makeRookForTwoPolicy();
std::unique_ptr<TrickPlayer> makeKentuckyDiscardPolicy();

std::unique_ptr<Player> makeHigh14Player();
std::unique_ptr<Player> makeRookForTwoPlayer();
std::unique_ptr<Player> makeKentuckyDiscardPlayer();

} // namespace ct
