// Fortress (RULES-PATIENCE.md §10): one pack in two groups of five rows with
// the four foundations between them. Only the outside card of a row moves: to
// a foundation, onto another row's outside card of its suit one rank up or
// down, or into an empty row (a lane).
//
// Piles: f0..f3 the foundations, l0..l4 the left rows and r0..r4 the right
// rows (the ruling's L0..L4 and R0..R4). A row's top card is its outside card:
// the leftmost of a left row, the rightmost of a right row.
//
// Action text: `move l2 r4`, `move r0 f1`, `move l3 l1` (into a lane),
// `resign`. There is no stock and no redeal.
#pragma once

#include "patience/patience.h"

namespace ct {

class FortressGame : public PatienceGame {
public:
    std::string id() const override { return "fortress"; }
    std::string name() const override { return "Fortress"; }
    std::vector<Card> deck(const Options&, int) const override;
    std::unique_ptr<State> create(
        const Options& options, int players, std::vector<Card> deal, std::uint64_t rngSeed) const override;
};

class FortressState : public PatienceState {
public:
    FortressState(const std::vector<Card>& deal, std::uint64_t rngSeed);

    std::unique_ptr<State> clone() const override { return std::make_unique<FortressState>(*this); }
    const Game& game() const override;
    TableLayout layout() const override;
    int cardsToWin() const override { return 52; }
    std::optional<Action> safeAutoMove() const override;

    static constexpr int kFoundations = 4;
    static constexpr int kRowsPerGroup = 5;
    // Pile indices: f0..f3, l0..l4, r0..r4.
    static constexpr int kFirstFoundation = 0;
    static constexpr int kFirstLeftRow = kFirstFoundation + kFoundations;
    static constexpr int kFirstRightRow = kFirstLeftRow + kRowsPerGroup;
    static constexpr int kPileCount = kFirstRightRow + kRowsPerGroup;

protected:
    Verdict checkMove(int from, int count, int to) const override;
    // Every card move is to a foundation, an empty pile or onto the same
    // suit one rank away: the shared in-suit candidates.
    std::optional<std::vector<Action>> candidateMoves() const override { return inSuitCandidates(); }

private:
    bool isRow(int pile) const { return pile >= kFirstLeftRow && pile < kPileCount; }
    bool isFoundation(int pile) const { return pile >= kFirstFoundation && pile < kFirstLeftRow; }
};

} // namespace ct
