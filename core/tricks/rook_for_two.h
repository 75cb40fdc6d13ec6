// Rook for Two (RULES.md "Rook for Two"): two players and a Dummy that plays
// the top card of its face-down pile; the dealer opens the bidding at 30, the
// winner names trump and may swap two cards with the nest. Game to 150.
#pragma once

#include "tricks/trick_state.h"

namespace ct {

class RookForTwoGame : public Game {
public:
    std::string id() const override { return "rook-for-two"; }
    std::string name() const override { return "Rook for Two"; }
    Family family() const override { return Family::TrickTaking; }
    int minPlayers() const override { return 2; }
    int maxPlayers() const override { return 2; }
    std::vector<OptionSpec> optionSpecs() const override;
    std::vector<Card> deck(const Options&, int) const override;
    std::unique_ptr<State> create(const Options& options, int players, std::vector<Card> deal,
                                  std::uint64_t rngSeed) const override;
};

// Seats 0 and 1; the Dummy is hand 2, which never decides: whenever its turn
// comes (after the non-dealer, before the dealer, or as leader after winning
// a trick) it plays the top card of its pile at once.
//
// Actions: "bid N" (35..125 in steps of 5) or "pass" -- the dealer's opening
// 30 is recorded automatically, and a bid of 125 ends the auction since nobody
// can raise it; "trump R|Y|G|B"; then "exchange none" or "exchange G4 B7 for
// R5 Y10" (two hand cards given, two nest cards taken); then card plays.
//
// Dealing: one card at a time to the non-dealer, the Dummy and the dealer in
// turn, 13 each; the Dummy's pile is built face down, so the last card it was
// dealt is its top card. The last 5 cards are the nest. The first dealer is
// found by drawing from a pack shuffled from the game's seed: seat 0 then
// seat 1 draw a card, the higher number deals, equal numbers draw again.
class RookForTwoState : public TrickState {
public:
    static constexpr int kPointsInPlay = 126; // counters 100 + 2 for each of 13 tricks

    RookForTwoState(const Options& options, const std::vector<Card>& deal, std::uint64_t rngSeed);

    std::unique_ptr<State> clone() const override { return std::make_unique<RookForTwoState>(*this); }
    const Game& game() const override;

    // The cards drawn for the first deal, seat 0's and seat 1's in turn.
    const std::vector<Card>& dealerDraw() const { return draw_; }
    // The Dummy's pile, top card last (the whole truth: for tests).
    const std::vector<Card>& dummyPile() const { return hands_.back(); }

protected:
    void deal(const std::vector<Card>& order) override;
    int nextHand(int hand) const override;
    void scoreRound(RoundSummary& summary) const override;
    void writeGameJson(JsonWriter& json) const override;
    std::string fingerprintExtras() const override;

private:
    std::vector<Card> draw_;
};

} // namespace ct
