// The Fourteenth (RULES-PATIENCE.md §1): two packs, a five-by-five grid of
// single cards. Two cards in one row or column that add up to fourteen are
// discarded together and their cells refilled from the stock; once a game, a
// grid without any pair may be rescued by an exchange of one or two swaps.
//
// Action text:
//   move r1c2 r3c2               pair the cards of the two cells: either card may be
//                                dropped on the other (same row or column, sum 14)
//   exchange r0c0 r2c3           the exchange, made of one swap ...
//   exchange r0c0 r2c3 r1c1 r4c4 ... or of two swaps of four different cells
//   resign
#pragma once

#include <array>

#include "patience/patience.h"

namespace ct {

class TheFourteenthGame : public PatienceGame {
public:
    std::string id() const override { return "the-fourteenth"; }
    std::string name() const override { return "The Fourteenth"; }
    std::vector<Card> deck(const Options&, int) const override;
    std::unique_ptr<State> create(
        const Options& options, int players, std::vector<Card> deal, std::uint64_t rngSeed) const override;
};

class TheFourteenthState : public PatienceState {
public:
    enum GameKind {
        // a, b = the cells of the first swap; c = 0 for a single swap, else
        // 1 + third * kCells + fourth for the second swap (cells 0..24, see cell()).
        Exchange = FirstGameKind,
    };

    TheFourteenthState(const std::vector<Card>& deal, std::uint64_t rngSeed);

    std::unique_ptr<State> clone() const override { return std::make_unique<TheFourteenthState>(*this); }
    const Game& game() const override;
    TableLayout layout() const override;
    int cardsToWin() const override { return 104; }
    std::string describe() const override;
    void writeJsonExtras(JsonWriter& json) const override;

    Verdict check(const Action& action) const override;
    void apply(const Action& action) override;
    std::string actionText(const Action& action) const override;
    Expected<Action> parseAction(std::string_view text) const override;

    // True while some two cards of the grid make a pair.
    bool hasPair() const;
    bool exchangeUsed() const { return exchangeUsed_; }
    // The exchange of one swap (third < 0) or two, in the canonical order
    // legalActions() lists: each swap's cells ascending, the swaps ascending.
    static Action exchange(int first, int second, int third = -1, int fourth = -1);

    static constexpr int kSize = 5;
    static constexpr int kCells = kSize * kSize;
    static constexpr int kPairTotal = 14;
    // Pile indices: the cells r0c0 .. r4c4 in reading order, then these.
    static constexpr int kStock = kCells;
    static constexpr int kDiscard = kCells + 1;
    static constexpr int cell(int row, int column) { return row * kSize + column; }
    static std::string cellId(int cell);

protected:
    Verdict checkMove(int from, int count, int to) const override;
    void applyMove(int from, int count, int to) override;
    Verdict checkFlip(int pile) const override;
    std::vector<Action> gameActions() const override;
    bool stuck() const override;
    std::string extraFingerprint() const override;

private:
    static bool isCell(int pile) { return pile >= 0 && pile < kCells; }
    Verdict checkExchange(const Action& action) const;
    // The rank in every cell, 0 for an empty one.
    std::array<int, kCells> ranks() const;

    bool exchangeUsed_ = false;
};

} // namespace ct
