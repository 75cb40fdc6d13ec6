// Kentucky Discard, or Tournament Rook (RULES.md "Kentucky Discard"): four
// players in two partnerships bid for the nest, the declarer lays 5 cards
// aside and names trump, the Bird is the highest trump, and the last trick
// also takes the cards laid aside. Game to 300.
#pragma once

#include "tricks/trick_state.h"

namespace ct {

// Options:
//   all-pass=thrown-in    four passes throw the hand in; the deal moves on
//   all-pass=dealer-bids  after three passes the dealer must bid the minimum
//   variant=standard  5-14 and the Bird (20): 41 cards, 120 points, bids 70-120
//   variant=original  5-14 without the Bird: 40 cards, 100 points, bids 60-100
//   variant=red1      the standard deck and the red 1, highest trump, worth 30:
//                     42 cards, 150 points, bids 90-150
//   variant=buckeye   the standard deck and the four 1s, each the highest of its
//                     colour and worth 15: 45 cards, 180 points, bids 105-180
//
// The bid range scales with the points in play: from 70/120 of them (rounded
// to the nearest 5) up to all of them. Every player gets the same number of
// cards, so the nest holds what is left: 5 cards (standard, buckeye), 4
// (original) or 6 (red1); it is dealt one card after each of the first
// rounds of dealing, and the declarer lays aside as many cards as it held.
class KentuckyDiscardGame : public Game {
public:
    std::string id() const override { return "kentucky-discard"; }
    std::string name() const override { return "Kentucky Discard"; }
    Family family() const override { return Family::TrickTaking; }
    int minPlayers() const override { return 4; }
    int maxPlayers() const override { return 4; }
    std::vector<OptionSpec> optionSpecs() const override;
    std::vector<Card> deck(const Options& options, int) const override;
    std::unique_ptr<State> create(const Options& options, int players, std::vector<Card> deal,
                                  std::uint64_t rngSeed) const override;
};

// Actions: "bid N" / "pass" (left of the dealer first; a pass is final);
// then the declarer, holding the nest, lays cards aside one at a time with
// "discard R5" (one card per action keeps each decision to at most 15
// choices instead of the 2002 ways to choose 5 of 14); then "trump R|Y|G|B";
// then card plays, left of the dealer leading. A bid of the maximum ends the
// auction, since nobody can raise it. The first dealer is drawn from the seed.
class KentuckyDiscardState : public TrickState {
public:
    KentuckyDiscardState(const Options& options, const std::vector<Card>& deal, std::uint64_t rngSeed);

    std::unique_ptr<State> clone() const override { return std::make_unique<KentuckyDiscardState>(*this); }
    const Game& game() const override;

    // Points in play in one round for a variant ("standard" ...).
    static int pointsInPlay(const std::string& variant);
    static std::vector<Card> variantDeck(const std::string& variant);

protected:
    void deal(const std::vector<Card>& order) override;
    void scoreRound(RoundSummary& summary) const override;
};

} // namespace ct
