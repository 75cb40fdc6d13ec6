// Babette, Cadogan's "garden" (RULES-PATIENCE.md §4): two packs dealt in rows
// of eight into a garden whose gaps are never filled; a card is free when the
// cell just below it is empty; free cards go to an ace foundation (up) or a
// king foundation (down) of their suit; two take-ups gather the garden by
// columns, without a shuffle, for a second and a third round.
//
// Action text:
//   move r3c5 afh     the card at row 3, column 5 of the garden to a foundation:
//                     afs afh afd afc build up from the ace, kfs kfh kfd kfc down
//                     from the king (s h d c = the suit)
//   stock             deal the next row
//   take-up           gather the garden into a new stock and deal its first row
//   resign
#pragma once

#include "patience/patience.h"

namespace ct {

class BabetteGame : public PatienceGame {
public:
    std::string id() const override { return "babette"; }
    std::string name() const override { return "Babette"; }
    std::vector<Card> deck(const Options&, int) const override;
    std::unique_ptr<State> create(
        const Options& options, int players, std::vector<Card> deal, std::uint64_t rngSeed) const override;
};

class BabetteState : public PatienceState {
public:
    enum GameKind {
        TakeUp = FirstGameKind,
    };

    BabetteState(const std::vector<Card>& deal, std::uint64_t rngSeed);

    std::unique_ptr<State> clone() const override { return std::make_unique<BabetteState>(*this); }
    const Game& game() const override;
    TableLayout layout() const override;
    int cardsToWin() const override { return 104; }
    std::optional<Action> safeAutoMove() const override;
    std::string describe() const override;
    void writeJsonExtras(JsonWriter& json) const override;

    Verdict check(const Action& action) const override;
    void apply(const Action& action) override;
    std::string actionText(const Action& action) const override;
    Expected<Action> parseAction(std::string_view text) const override;

    // Take-ups left, for the "Take up (n left)" button.
    int redealsLeft() const override { return takeUpsLeft_; }
    int takeUpsLeft() const { return takeUpsLeft_; }
    // Rows dealt in this round; the next stock click deals row rowsDealt().
    int rowsDealt() const { return rowsDealt_; }
    // A card in the garden is free when the cell below it is empty: a gap,
    // or a row not dealt yet.
    bool isAvailable(int row, int column) const;
    static Action takeUp() { return Action {TakeUp, 0, 0, 0, {}}; }

    static constexpr int kColumns = 8;
    // 104 cards make thirteen rows; later rounds, with fewer cards, make fewer.
    static constexpr int kRows = 13;
    static constexpr int kTakeUps = 2;
    // Pile indices: the eight foundations afs afh afd afc and kfs kfh kfd kfc
    // (numbered as in suit_foundations.h), the garden r0c0 .. r12c7 row by
    // row, then the stock.
    static constexpr int kFoundations = 8;
    static constexpr int kFirstCell = kFoundations;
    static constexpr int kStock = kFirstCell + kRows * kColumns;
    static constexpr int cell(int row, int column) { return kFirstCell + row * kColumns + column; }

protected:
    Verdict checkMove(int from, int count, int to) const override;
    Verdict checkStock() const override;
    void applyStock() override;
    std::vector<Action> gameActions() const override;
    bool stuck() const override;
    std::string extraFingerprint() const override;

private:
    static bool isCell(int pile) { return pile >= kFirstCell && pile < kStock; }
    static bool isFoundation(int pile) { return pile >= 0 && pile < kFoundations; }
    const Pile& cellPile(int row, int column) const
    {
        return piles_[static_cast<std::size_t>(cell(row, column))];
    }
    Verdict checkTakeUp() const;
    void applyTakeUp();
    // Deals up to eight stock cards into the next row, from column 0.
    void dealRow();

    int rowsDealt_ = 0;
    int takeUpsLeft_ = kTakeUps;
};

} // namespace ct
