// The Sultan (RULES-PATIENCE.md §9): two packs; the eight Kings and one Ace
// of hearts laid out as a 3x3 block around the Sultan, an eight-cell Divan
// that refills itself from the waste, and two shuffled redeals of the waste.
//
// Piles: f0..f7 the foundations of the block in reading order (f0 KC, f1 AH,
// f2 KC, f3 KS, f4 KS, f5 KD, f6 KH, f7 KD), `sultan` the centre King of
// hearts (never takes or gives a card), d0..d7 the Divan (d0..d3 down the
// left of the block, d4..d7 down its right), `stock` and `waste`.
//
// Action text: `move d3 f4` or `move waste f6` plays an available card home;
// `stock` turns a card onto the waste or, once the stock is empty, gathers
// and shuffles the waste into a new stock (a redeal); `resign`.
#pragma once

#include "patience/patience.h"

namespace ct {

class TheSultanGame : public PatienceGame {
public:
    std::string id() const override { return "the-sultan"; }
    std::string name() const override { return "The Sultan"; }
    std::vector<Card> deck(const Options&, int) const override;
    std::unique_ptr<State> create(
        const Options& options, int players, std::vector<Card> deal, std::uint64_t rngSeed) const override;
};

class TheSultanState : public PatienceState {
public:
    TheSultanState(const std::vector<Card>& deal, std::uint64_t rngSeed);

    std::unique_ptr<State> clone() const override { return std::make_unique<TheSultanState>(*this); }
    const Game& game() const override;
    TableLayout layout() const override;
    // Seven King piles of 13 and the Ace pile of 12; the Sultan is not counted.
    int cardsToWin() const override { return 7 * 13 + 12; }
    std::optional<Action> safeAutoMove() const override;
    std::string describe() const override;
    int redealsLeft() const override { return redealsLeft_; }
    // "turn" while the stock has cards, then "redeal" while a redeal is left.
    std::string stockAction() const override;

    static constexpr int kFoundations = 8;
    static constexpr int kDivanCells = 8;
    static constexpr int kRedeals = 2;
    // Pile indices.
    static constexpr int kFirstFoundation = 0;
    static constexpr int kSultan = kFirstFoundation + kFoundations;
    static constexpr int kFirstDivan = kSultan + 1;
    static constexpr int kStock = kFirstDivan + kDivanCells;
    static constexpr int kWaste = kStock + 1;

    // The card that founds foundation `index` (0..7): its King, or the Ace of
    // hearts for f1.
    static Card baseCard(int index);

protected:
    Verdict checkMove(int from, int count, int to) const override;
    // Every card move is to a foundation, an empty pile or onto the same
    // suit one rank away: the shared in-suit candidates.
    std::optional<std::vector<Action>> candidateMoves() const override { return inSuitCandidates(); }
    Verdict checkStock() const override;
    void applyStock() override;
    void afterAction() override;
    std::string extraFingerprint() const override;

private:
    bool isFoundation(int pile) const { return pile >= kFirstFoundation && pile < kSultan; }
    bool isDivan(int pile) const { return pile >= kFirstDivan && pile < kFirstDivan + kDivanCells; }
    Verdict checkFoundation(Card card, int foundation) const;
    // Fills every empty Divan cell, d0 first, from the waste top or else the
    // stock top.
    void refillDivan();

    int redealsLeft_ = kRedeals;
};

} // namespace ct
