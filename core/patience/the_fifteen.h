// The Fifteen (RULES-PATIENCE.md §2): two packs dealt face up into fifteen
// columns; an ace foundation building up and a king foundation building down
// for each suit; columns built in suit one rank up or down; any card into an
// empty column; and a relief at the opening that frees one covered ace and one
// covered king.
//
// Action text:
//   move t3 t7        the last card of t3 onto t7 (or into it, when t7 is empty)
//   move t3 afh       ... onto a foundation: afs afh afd afc build up from the ace,
//                     kfs kfh kfd kfc build down from the king (s h d c = the suit)
//   relief t4         the relief: the ace or king lying under t4's last card goes to
//   relief t4 t9      its foundation; two columns name one ace and one king
//   resign
#pragma once

#include "patience/patience.h"

namespace ct {

class TheFifteenGame : public PatienceGame {
public:
    std::string id() const override { return "the-fifteen"; }
    std::string name() const override { return "The Fifteen"; }
    std::vector<Card> deck(const Options&, int) const override;
    std::unique_ptr<State> create(
        const Options& options, int players, std::vector<Card> deal, std::uint64_t rngSeed) const override;
};

class TheFifteenState : public PatienceState {
public:
    enum GameKind {
        // a = a column's pile index; b = a second column's, or -1 (a < b when both).
        Relief = FirstGameKind,
    };

    TheFifteenState(const std::vector<Card>& deal, std::uint64_t rngSeed);

    std::unique_ptr<State> clone() const override { return std::make_unique<TheFifteenState>(*this); }
    const Game& game() const override;
    TableLayout layout() const override;
    int cardsToWin() const override { return 104; }
    std::optional<Action> safeAutoMove() const override;

    Verdict check(const Action& action) const override;
    void apply(const Action& action) override;
    std::string actionText(const Action& action) const override;
    Expected<Action> parseAction(std::string_view text) const override;

    // True while the relief may still be used: every foundation is empty.
    bool reliefOpen() const;
    // The relief naming one column, or two in either order.
    static Action relief(int column, int otherColumn = -1);

    static constexpr int kColumns = 15;
    static constexpr int kRows = 7;
    // Pile indices: the eight foundations afs afh afd afc (up from the ace)
    // and kfs kfh kfd kfc (down from the king), numbered as in
    // suit_foundations.h, then the columns t0..t14.
    static constexpr int kFoundations = 8;
    static constexpr int kFirstColumn = kFoundations;

protected:
    Verdict checkMove(int from, int count, int to) const override;
    std::vector<Action> gameActions() const override;

private:
    static bool isColumn(int pile) { return pile >= kFirstColumn && pile < kFirstColumn + kColumns; }
    static bool isFoundation(int pile) { return pile >= 0 && pile < kFoundations; }
    Verdict checkRelief(const Action& action) const;
    // The card the relief would free from `column`: its second card from the
    // end, if that is an ace or a king.
    std::optional<Card> reliefCard(int column) const;
};

} // namespace ct
