// Napoleon's Square (RULES-PATIENCE.md §8): two packs; twelve packets of four
// on three sides of a square (or twelve single cards, as an option), built
// down in suit one card at a time, eight foundations up in suit from the aces,
// and one pass through the stock. Spaces take only the waste top.
//
// Action notation: the generic `move FROM TO` (a packet top or the waste top
// to a foundation `f0`..`f7` or onto a packet `p0`..`p11`; the waste top into
// an empty packet), `stock` (turn one card) and `resign`.
#pragma once

#include "patience/patience.h"

namespace ct {

class NapoleonsSquareGame : public PatienceGame {
public:
    std::string id() const override { return "napoleons-square"; }
    std::string name() const override { return "Napoleon's Square"; }
    std::vector<OptionSpec> optionSpecs() const override;
    std::vector<Card> deck(const Options&, int) const override;
    std::unique_ptr<State> create(
        const Options& options, int players, std::vector<Card> deal, std::uint64_t rngSeed) const override;
};

class NapoleonsSquareState : public PatienceState {
public:
    NapoleonsSquareState(const Options& options, const std::vector<Card>& deal, std::uint64_t rngSeed);

    std::unique_ptr<State> clone() const override { return std::make_unique<NapoleonsSquareState>(*this); }
    const Game& game() const override;
    TableLayout layout() const override;
    int cardsToWin() const override { return 104; }
    std::optional<Action> safeAutoMove() const override;
    std::string stockAction() const override;
    std::string describe() const override;
    void writeJsonExtras(JsonWriter& json) const override;

    bool singleCardSquare() const { return singleCards_; }
    // What the deal check did, one line per King it slipped under its packet,
    // e.g. "KH to the bottom of p1" (empty when it did nothing).
    const std::vector<std::string>& dealCheckLog() const { return dealCheckLog_; }

    // The source's deal check, as ruled: for each suit whose two Kings both
    // lie above a lower card of their suit in their own packets, the King in
    // the packet with the lower index goes to the bottom of its packet.
    // Public so that tests can run it on an arranged square.
    void applyDealCheck();

    static constexpr int kPackets = 12;
    static constexpr int kPacketSize = 4;
    static constexpr int kFoundations = 8;
    // Pile indices: the packets p0..p11 (left side top to bottom, top side
    // left to right, right side top to bottom), the foundations f0..f7, the
    // stock and the waste.
    static constexpr int kFirstPacket = 0;
    static constexpr int kFirstFoundation = kFirstPacket + kPackets;
    static constexpr int kStock = kFirstFoundation + kFoundations;
    static constexpr int kWaste = kStock + 1;

protected:
    Verdict checkMove(int from, int count, int to) const override;
    // Every card move is to a foundation, an empty pile or onto the same
    // suit one rank away: the shared in-suit candidates.
    std::optional<std::vector<Action>> candidateMoves() const override { return inSuitCandidates(); }
    Verdict checkStock() const override;
    void applyStock() override;
    std::string extraFingerprint() const override;

private:
    bool isPacket(int pile) const { return pile >= kFirstPacket && pile < kFirstFoundation; }
    bool isFoundation(int pile) const { return pile >= kFirstFoundation && pile < kStock; }

    bool singleCards_ = false;
    std::vector<std::string> dealCheckLog_;
};

} // namespace ct
