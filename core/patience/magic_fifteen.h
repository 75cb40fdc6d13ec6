// Magic Fifteen (RULES-PATIENCE.md §3): the three-by-three magic square as a
// puzzle. The ace to nine of one pack lie in a grid; swap any two of them until
// every row, column and diagonal adds up to fifteen.
//
// Action text:
//   move r0c0 r1c2    swap the cards of the two cells (drop one card on the other)
//   resign
#pragma once

#include <array>

#include "patience/patience.h"

namespace ct {

class MagicFifteenGame : public PatienceGame {
public:
    std::string id() const override { return "magic-fifteen"; }
    std::string name() const override { return "Magic Fifteen"; }
    // A whole pack: the puzzle takes its ace to nine, whatever their suits.
    std::vector<Card> deck(const Options&, int) const override;
    std::unique_ptr<State> create(
        const Options& options, int players, std::vector<Card> deal, std::uint64_t rngSeed) const override;
};

class MagicFifteenState : public PatienceState {
public:
    MagicFifteenState(const std::vector<Card>& deal, std::uint64_t rngSeed);

    std::unique_ptr<State> clone() const override { return std::make_unique<MagicFifteenState>(*this); }
    const Game& game() const override;
    TableLayout layout() const override;
    // The puzzle is won by its lines, not by cards sent home (see isWon()).
    int cardsToWin() const override { return kCells; }
    int progress() const override { return fifteens(); }
    // The lines that add up to fifteen, the figure shown as "fifteens: n/8".
    std::vector<int> scores() const override { return {fifteens()}; }
    std::string describe() const override;
    void writeJsonExtras(JsonWriter& json) const override;

    static constexpr int kSize = 3;
    static constexpr int kCells = kSize * kSize;
    static constexpr int kLines = 8;
    static constexpr int kMagicSum = 15;
    // Pile indices: the cells r0c0 .. r2c2 in reading order, then the rest of
    // the pack, set aside face down.
    static constexpr int kSetAside = kCells;
    static constexpr int cell(int row, int column) { return row * kSize + column; }
    // The cells of each line: three rows, three columns, then the diagonal
    // from r0c0 and the one from r0c2.
    static constexpr std::array<std::array<int, kSize>, kLines> kLineCells = {{
        {0, 1, 2},
        {3, 4, 5},
        {6, 7, 8},
        {0, 3, 6},
        {1, 4, 7},
        {2, 5, 8},
        {0, 4, 8},
        {2, 4, 6},
    }};

    // True when the three cards of `line` (0..7) add up to fifteen, so the app
    // can highlight it.
    bool lineMakesFifteen(int line) const;
    int fifteens() const;
    int swaps() const { return swaps_; }

protected:
    Verdict checkMove(int from, int count, int to) const override;
    void applyMove(int from, int count, int to) override;
    Verdict checkFlip(int pile) const override;
    bool isWon() const override { return fifteens() == kLines; }
    bool stuck() const override;
    std::string extraFingerprint() const override;

private:
    static bool isCell(int pile) { return pile >= 0 && pile < kCells; }

    int swaps_ = 0;
};

} // namespace ct
