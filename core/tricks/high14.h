// High 14 (RULES.md "High 14"): 3-6 players with the 56-card Rook deck and no
// Bird; trump is cut for each round, every 14 beats every other card, and the
// widow goes to the first trick's winner. Tricks, 5s and 10s score; game to 250.
#pragma once

#include "tricks/trick_state.h"

namespace ct {

// Options:
//   partnerships=off  everyone plays for themselves
//   partnerships=on   with 4 players two teams of partners opposite (0+2, 1+3),
//                     with 6 players two teams of alternate seats (0+2+4, 1+3+5);
//                     with 3 or 5 players there are no partnerships
class High14Game : public Game {
public:
    std::string id() const override { return "high14"; }
    std::string name() const override { return "High 14"; }
    Family family() const override { return Family::TrickTaking; }
    int minPlayers() const override { return 3; }
    int maxPlayers() const override { return 6; }
    int defaultPlayers() const override { return 4; }
    std::vector<OptionSpec> optionSpecs() const override;
    std::vector<Card> deck(const Options&, int) const override;
    std::unique_ptr<State> create(const Options& options, int players, std::vector<Card> deal,
                                  std::uint64_t rngSeed) const override;
};

// The only actions are card plays ("R14"); dealing and the cut are automatic.
//
// The cut: the deal order given (or shuffled from the seed) is the pack after
// the dealer's cut. The card shown at the cut is the bottom card of the
// cut-off part, which completing the cut puts at the bottom of the pack: it
// is the last card in dealing order. Its colour is trump, and since everyone
// saw it, every seat knows where it lies (the widow with 3, 5 or 6 players,
// the dealer's hand with 4). Cards are dealt one at a time from the dealer's
// left; the cards left over when the pack does not divide form the widow.
// The first dealer is drawn from the game's seed.
class High14State : public TrickState {
public:
    High14State(const Options& options, int players, const std::vector<Card>& deal, std::uint64_t rngSeed);

    std::unique_ptr<State> clone() const override { return std::make_unique<High14State>(*this); }
    const Game& game() const override;

    // The card shown at this round's cut.
    Card cutCard() const { return shown_.empty() ? Card{} : shown_.front(); }
    // Points in play in one round: 5 per trick, plus the 5s and 10s (60).
    static int pointsInPlay(int players) { return 5 * (56 / players) + 60; }

protected:
    void deal(const std::vector<Card>& order) override;
    std::string describeExtras() const override;
    void writeGameJson(JsonWriter& json) const override;
};

} // namespace ct
