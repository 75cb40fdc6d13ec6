// The Clock, also called Big Ben (RULES-PATIENCE.md §11): two packs, twelve
// "hour" foundations on fixed base cards that build up in suit with wrap until
// they show their hour, and a circle of twelve packets of three kept topped up
// from the stock.
#pragma once

#include "patience/patience.h"

namespace ct {

class TheClockGame : public PatienceGame {
public:
    std::string id() const override { return "the-clock"; }
    std::string name() const override { return "The Clock"; }
    std::vector<Card> deck(const Options&, int) const override;
    std::unique_ptr<State> create(
        const Options& options, int players, std::vector<Card> deal, std::uint64_t rngSeed) const override;
};

class TheClockState : public PatienceState {
public:
    TheClockState(const std::vector<Card>& deal, std::uint64_t rngSeed);

    std::unique_ptr<State> clone() const override { return std::make_unique<TheClockState>(*this); }
    const Game& game() const override;
    TableLayout layout() const override;
    int cardsToWin() const override { return 104; }
    std::optional<Action> safeAutoMove() const override;
    std::string describe() const override;

    // True when a stock click would refill short packets rather than turn a
    // card, so the app can label the stock "Refill" or "Turn".
    bool stockRefills() const;
    std::string stockAction() const override;

    static constexpr int kHours = 12;
    static constexpr int kPacketSize = 3;
    // Pile indices: foundations h1..h12 (hour h at h - 1), packets p1..p12,
    // then the stock and the waste.
    static constexpr int kFirstFoundation = 0;
    static constexpr int kFirstPacket = kFirstFoundation + kHours;
    static constexpr int kStock = kFirstPacket + kHours;
    static constexpr int kWaste = kStock + 1;

    // The card laid on the foundation of `hour` (1..12) before the deal.
    static Card baseCard(int hour);
    // The rank that closes the foundation of `hour`: I = A ... X = 10, XI = J, XII = Q.
    static int closingRank(int hour) { return hour; }
    // "I" .. "XII".
    static std::string hourNumeral(int hour);

protected:
    Verdict checkMove(int from, int count, int to) const override;
    Verdict checkStock() const override;
    void applyStock() override;

private:
    bool isPacket(int pile) const { return pile >= kFirstPacket && pile < kFirstPacket + kHours; }
    bool isFoundation(int pile) const { return pile >= kFirstFoundation && pile < kFirstPacket; }
    Verdict checkFoundation(Card card, int foundation) const;
};

} // namespace ct
