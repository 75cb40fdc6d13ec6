// The Blockade (RULES-PATIENCE.md §12): two packs, twelve columns fed a row at
// a time from the stock, built down in suit one card at a time, eight
// foundations up from the Aces. A column that empties takes the next stock
// card at once; once the stock is out, any available card may fill it.
//
// Piles: f0..f7 the foundations, b0..b11 the columns (the ruling's B0..B11),
// `stock`. A column's top card is its last card, the only one available.
//
// Action text: `move b2 b7`, `move b5 f0`, `stock` (deal a row), `resign`.
#pragma once

#include "patience/patience.h"

namespace ct {

class TheBlockadeGame : public PatienceGame {
public:
    std::string id() const override { return "the-blockade"; }
    std::string name() const override { return "The Blockade"; }
    std::vector<Card> deck(const Options&, int) const override;
    std::unique_ptr<State> create(
        const Options& options, int players, std::vector<Card> deal, std::uint64_t rngSeed) const override;
};

class TheBlockadeState : public PatienceState {
public:
    TheBlockadeState(const std::vector<Card>& deal, std::uint64_t rngSeed);

    std::unique_ptr<State> clone() const override { return std::make_unique<TheBlockadeState>(*this); }
    const Game& game() const override;
    TableLayout layout() const override;
    int cardsToWin() const override { return 104; }
    std::optional<Action> safeAutoMove() const override;

    static constexpr int kFoundations = 8;
    static constexpr int kColumns = 12;
    // Pile indices: f0..f7, b0..b11, stock.
    static constexpr int kFirstFoundation = 0;
    static constexpr int kFirstColumn = kFirstFoundation + kFoundations;
    static constexpr int kStock = kFirstColumn + kColumns;

protected:
    Verdict checkMove(int from, int count, int to) const override;
    // Every card move is to a foundation, an empty pile or onto the same
    // suit one rank away: the shared in-suit candidates.
    std::optional<std::vector<Action>> candidateMoves() const override { return inSuitCandidates(); }
    Verdict checkStock() const override;
    void applyStock() override;
    void afterAction() override;

private:
    bool isColumn(int pile) const { return pile >= kFirstColumn && pile < kStock; }
    bool isFoundation(int pile) const { return pile >= kFirstFoundation && pile < kFirstColumn; }
    // Gives every empty column, b0 first, one card from the stock while it lasts.
    void refillColumns();
};

} // namespace ct
