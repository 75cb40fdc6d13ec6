// The Empress of India (RULES-PATIENCE.md §5): four packs; a red Army and a
// black Navy of single-card slots kept filled from two colour talons; cards go
// home only in red-and-black pairs, and a red card may be locked to a black one
// in advance.
//
// Action notation (besides the generic `stock` and `resign`):
//   move a5 n2   pairing: the unpaired Army card of a5 goes onto the unpaired
//                Navy card of n2 (or `move n2 a5` the other way round); the two
//                stay locked together in the target slot
//   move n2 f9   a locked pair goes home: its top card to f9, its partner to
//                the lowest-index foundation of the other colour that takes it
//   play a5 n2   two unpaired cards go home together, the red one of Army slot
//                a5 and the black one of Navy slot n2, each to the lowest-index
//                foundation that takes it ("play n2 a5" is read the same way)
//   stock        deal the whole rest of the stock onto the talons
#pragma once

#include "patience/patience.h"

namespace ct {

class EmpressOfIndiaGame : public PatienceGame {
public:
    std::string id() const override { return "empress-of-india"; }
    std::string name() const override { return "The Empress of India"; }
    std::vector<Card> deck(const Options&, int) const override;
    std::unique_ptr<State> create(
        const Options& options, int players, std::vector<Card> deal, std::uint64_t rngSeed) const override;
};

class EmpressOfIndiaState : public PatienceState {
public:
    EmpressOfIndiaState(const std::vector<Card>& deal, std::uint64_t rngSeed);

    std::unique_ptr<State> clone() const override { return std::make_unique<EmpressOfIndiaState>(*this); }
    const Game& game() const override;
    TableLayout layout() const override;
    int cardsToWin() const override { return kFoundations * kFoundationSize; }

    Verdict check(const Action& action) const override;
    void apply(const Action& action) override;
    std::string actionText(const Action& action) const override;
    Expected<Action> parseAction(std::string_view text) const override;

    // Playing two unpaired cards home: `army` and `navy` are pile indices.
    static Action pairPlay(int army, int navy) { return Action {PairPlay, army, navy, 0, {}}; }

    enum GameKind {
        PairPlay = FirstGameKind, // a = Army slot, b = Navy slot
    };

    static constexpr int kFoundations = 16;
    static constexpr int kFoundationSize = 12;
    static constexpr int kSlots = 24; // per group, two rows of twelve
    static constexpr int kSlotsPerRow = 12;
    // Pile indices: f0..f7 black (spades, then clubs), f8..f15 red (hearts,
    // then diamonds); the Army a0..a23, the Navy n0..n23; the talons, the
    // stock, and the cards set apart.
    static constexpr int kFirstFoundation = 0;
    static constexpr int kFirstRedFoundation = 8;
    static constexpr int kFirstArmy = kFirstFoundation + kFoundations;
    static constexpr int kFirstNavy = kFirstArmy + kSlots;
    static constexpr int kRedTalon = kFirstNavy + kSlots;
    static constexpr int kBlackTalon = kRedTalon + 1;
    static constexpr int kStock = kBlackTalon + 1;
    static constexpr int kEmpress = kStock + 1; // one queen of clubs
    static constexpr int kGuard = kEmpress + 1; // the eight red jacks
    static constexpr int kQueens = kGuard + 1; // the other seven black queens, face down

    // The lowest-index foundation that takes `card` now, if any.
    std::optional<int> homeFor(Card card) const;

protected:
    Verdict checkMove(int from, int count, int to) const override;
    Verdict checkStock() const override;
    void applyStock() override;
    void applyMove(int from, int count, int to) override;
    Verdict checkFlip(int pile) const override;
    void afterAction() override;
    bool stuck() const override;
    std::vector<Action> gameActions() const override;

private:
    bool isFoundation(int pile) const { return pile >= kFirstFoundation && pile < kFirstArmy; }
    bool isArmy(int pile) const { return pile >= kFirstArmy && pile < kFirstNavy; }
    bool isNavy(int pile) const { return pile >= kFirstNavy && pile < kRedTalon; }
    bool isSlot(int pile) const { return isArmy(pile) || isNavy(pile); }
    bool isTalon(int pile) const { return pile == kRedTalon || pile == kBlackTalon; }
    // A slot holding two cards holds a locked pair; one card is unpaired.
    bool isLocked(int slot) const { return piles_[static_cast<std::size_t>(slot)].size() >= 2; }
    bool isUnpaired(int slot) const { return piles_[static_cast<std::size_t>(slot)].size() == 1; }

    Verdict checkFoundation(Card card, int foundation) const;
    Verdict checkPairPlay(int army, int navy) const;
    // Sends the top card of `pile` to the lowest-index foundation taking it.
    void sendHome(int pile);
    // Fills the empty `slot` from its colour's talon, or else by turning the
    // stock until a card of its colour comes up.
    void refill(int slot);
    // True when some pair can go home now (locked, or two unpaired cards).
    // Cheap, because the loss test runs inside every check().
    bool canPlayHome() const;
};

} // namespace ct
