// The Mill, also called Windmill (RULES-PATIENCE.md §7): two packs; an ace in
// the centre builds up regardless of suit four times round, four Kings in the
// angles build down to the ace, eight wing cards and the waste top feed them.
// Kings go to empty angles by themselves and the wings refill by themselves;
// a King pile may lend its top card to the centre when that brings another
// card into play.
//
// Action notation: the generic `move FROM TO` (a wing card or the waste top to
// `c` or to a King pile `k0`..`k3`; a King pile's top card to `c`, the
// transfer), `stock` (turn one card) and `resign`.
#pragma once

#include <array>

#include "patience/patience.h"

namespace ct {

class TheMillGame : public PatienceGame {
public:
    std::string id() const override { return "the-mill"; }
    std::string name() const override { return "The Mill"; }
    std::vector<Card> deck(const Options&, int) const override;
    std::unique_ptr<State> create(
        const Options& options, int players, std::vector<Card> deal, std::uint64_t rngSeed) const override;
};

class TheMillState : public PatienceState {
public:
    TheMillState(const std::vector<Card>& deal, std::uint64_t rngSeed);

    std::unique_ptr<State> clone() const override { return std::make_unique<TheMillState>(*this); }
    const Game& game() const override;
    TableLayout layout() const override;
    int cardsToWin() const override { return kCentreSize + kAngles * kAngleSize; }
    std::string stockAction() const override;
    std::string describe() const override;

    static constexpr int kWings = 8;
    static constexpr int kAngles = 4;
    static constexpr int kCentreSize = 52; // A to K four times, regardless of suit
    static constexpr int kAngleSize = 13; // K down to A, regardless of suit
    // Pile indices: the centre c, the wings w0..w7 (north inner and outer,
    // then east, south, west), the King piles k0..k3 (NW, NE, SE, SW), the
    // stock and the waste.
    static constexpr int kCentre = 0;
    static constexpr int kFirstWing = 1;
    static constexpr int kFirstAngle = kFirstWing + kWings;
    static constexpr int kStock = kFirstAngle + kAngles;
    static constexpr int kWaste = kStock + 1;

    // True when King pile `angle` (0..3) has given a card to the centre and
    // must wait for a wing or waste card to go there before it gives another.
    bool transferLocked(int angle) const { return transferLocked_[static_cast<std::size_t>(angle)]; }

protected:
    Verdict checkMove(int from, int count, int to) const override;
    Verdict checkStock() const override;
    void applyStock() override;
    void applyMove(int from, int count, int to) override;
    void afterAction() override;
    std::string extraFingerprint() const override;

private:
    bool isWing(int pile) const { return pile >= kFirstWing && pile < kFirstAngle; }
    bool isAngle(int pile) const { return pile >= kFirstAngle && pile < kStock; }
    Verdict checkCentre(Card card) const;
    Verdict checkAngle(Card card, int angle) const;
    // The rank the centre wants after `card`: up by one, the ace after a King.
    static int rankAfter(int rank) { return rank == kKing ? kAce : rank + 1; }
    // The transfer rule: after `moved` goes to the centre, can a wing card or
    // the waste top follow it there?
    bool followerAfter(Card moved) const;
    // The automatic rules: Kings to empty angles, empty wings refilled, until
    // nothing more happens.
    void settle();

    std::array<bool, kAngles> transferLocked_ {};
};

} // namespace ct
