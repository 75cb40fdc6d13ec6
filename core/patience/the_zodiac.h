// The Zodiac (RULES-PATIENCE.md §6): two packs; an Equator of eight cells
// inside a ring of twenty-four packets. First every card must be placed by
// marrying it onto the ring (up or down in suit) or parking it on the Equator,
// going through the stock as often as needed; only then do the Ace-up and
// King-down foundations open.
//
// Action notation: the generic `move FROM TO` (the waste top or an Equator
// card onto a packet, the waste top into an empty Equator cell, a card home in
// the building phase), `stock` (turn a card, or turn the waste over when the
// stock is out) and `resign`.
#pragma once

#include <array>

#include "patience/patience.h"

namespace ct {

class TheZodiacGame : public PatienceGame {
public:
    std::string id() const override { return "the-zodiac"; }
    std::string name() const override { return "The Zodiac"; }
    std::vector<Card> deck(const Options&, int) const override;
    std::unique_ptr<State> create(
        const Options& options, int players, std::vector<Card> deal, std::uint64_t rngSeed) const override;
};

class TheZodiacState : public PatienceState {
public:
    TheZodiacState(const std::vector<Card>& deal, std::uint64_t rngSeed);

    std::unique_ptr<State> clone() const override { return std::make_unique<TheZodiacState>(*this); }
    const Game& game() const override;
    TableLayout layout() const override;
    int cardsToWin() const override { return 104; }
    void apply(const Action& action) override;
    std::optional<Action> safeAutoMove() const override;
    std::string stockAction() const override;
    std::string describe() const override;

    // The placing phase lasts while the stock or the waste holds cards; then
    // the building phase begins, with every card in the Equator and the ring.
    bool building() const { return piles_[kStock].empty() && piles_[kWaste].empty(); }
    std::string phase() const override { return building() ? "building" : "placing"; }

    static constexpr int kEquatorCells = 8;
    static constexpr int kPackets = 24;
    static constexpr int kPacketsPerRow = 12;
    // The foundations' suits, in pile order: af s h d c, then kf s h d c.
    static constexpr std::array<Suit, 4> kFoundationSuits
        = {Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs};
    // Pile indices: eq0..eq7, z0..z23, the Ace foundations afs afh afd afc,
    // the King foundations kfs kfh kfd kfc, then the stock and the waste.
    static constexpr int kFirstEquator = 0;
    static constexpr int kFirstPacket = kFirstEquator + kEquatorCells;
    static constexpr int kFirstAceFoundation = kFirstPacket + kPackets;
    static constexpr int kFirstKingFoundation = kFirstAceFoundation + 4;
    static constexpr int kStock = kFirstKingFoundation + 4;
    static constexpr int kWaste = kStock + 1;

protected:
    Verdict checkMove(int from, int count, int to) const override;
    Verdict checkStock() const override;
    void applyStock() override;
    bool stuck() const override;
    std::string extraFingerprint() const override;

private:
    bool isEquator(int pile) const { return pile >= kFirstEquator && pile < kFirstPacket; }
    bool isPacket(int pile) const { return pile >= kFirstPacket && pile < kFirstAceFoundation; }
    bool isFoundation(int pile) const { return pile >= kFirstAceFoundation && pile < kStock; }
    Verdict checkFoundation(Card card, int foundation) const;
    // Placing phase: can the waste top go anywhere now?
    bool wasteTopPlaceable() const;

    // Whether anything but stock turns has happened since the current pass
    // through the stock began (at the start, or at the last turn-over).
    bool passMoved_ = false;
    // The waste was turned over after a pass in which nothing moved: the
    // passes would only repeat, and the ruling calls the game lost.
    bool futilePass_ = false;
};

} // namespace ct
