// La Belle Lucie (RULES-PATIENCE.md §13): one pack in eighteen fans of three,
// built down in suit one card at a time, foundations up in suit from the
// aces, and two shuffled redeals the player may call at any time.
#pragma once

#include "patience/patience.h"

namespace ct {

class LaBelleLucieGame : public PatienceGame {
public:
    std::string id() const override { return "la-belle-lucie"; }
    std::string name() const override { return "La Belle Lucie"; }
    std::vector<Card> deck(const Options&, int) const override;
    std::unique_ptr<State> create(
        const Options& options, int players, std::vector<Card> deal, std::uint64_t rngSeed) const override;
};

class LaBelleLucieState : public PatienceState {
public:
    LaBelleLucieState(const std::vector<Card>& deal, std::uint64_t rngSeed);

    std::unique_ptr<State> clone() const override { return std::make_unique<LaBelleLucieState>(*this); }
    const Game& game() const override;
    TableLayout layout() const override;
    int cardsToWin() const override { return 52; }
    std::optional<Action> safeAutoMove() const override;
    std::string describe() const override;

    // For the "Redeal (n left)" button.
    int redealsLeft() const override { return redealsLeft_; }

    static constexpr int kFoundations = 4;
    static constexpr int kFans = 18;
    static constexpr int kCardsPerFan = 3;
    static constexpr int kRedeals = 2;
    // Pile indices: f0..f3, then the fans t0..t17 (the ruling's F0..F17).
    static constexpr int kFirstFoundation = 0;
    static constexpr int kFirstFan = kFirstFoundation + kFoundations;

protected:
    Verdict checkMove(int from, int count, int to) const override;
    // Every card move is to a foundation, an empty pile or onto the same
    // suit one rank away: the shared in-suit candidates.
    std::optional<std::vector<Action>> candidateMoves() const override { return inSuitCandidates(); }
    Verdict checkRedeal() const override;
    void applyRedeal() override;
    std::string extraFingerprint() const override;

private:
    bool isFan(int pile) const { return pile >= kFirstFan && pile < kFirstFan + kFans; }
    bool isFoundation(int pile) const { return pile >= kFirstFoundation && pile < kFirstFan; }
    // Deals `cards` in threes into t0, t1, ...; the last fan used takes what
    // is left (1 to 3), the rest stay empty.
    void dealFans(const std::vector<Card>& cards);

    int redealsLeft_ = kRedeals;
};

} // namespace ct
