// Klondike (RULES-PATIENCE.md §14): seven columns built down in alternating
// colours, draw one or three, unlimited passes, auto-finish.
#pragma once

#include "patience/patience.h"

namespace ct {

class KlondikeGame : public PatienceGame {
public:
    std::string id() const override { return "klondike"; }
    std::string name() const override { return "Klondike"; }
    std::vector<OptionSpec> optionSpecs() const override;
    std::vector<Card> deck(const Options&, int) const override;
    std::unique_ptr<State> create(const Options& options, int players, std::vector<Card> deal,
                                  std::uint64_t rngSeed) const override;
};

class KlondikeState : public PatienceState {
public:
    KlondikeState(const Options& options, const std::vector<Card>& deal, std::uint64_t rngSeed);

    std::unique_ptr<State> clone() const override { return std::make_unique<KlondikeState>(*this); }
    const Game& game() const override;
    TableLayout layout() const override;
    int cardsToWin() const override { return 52; }
    std::optional<Action> safeAutoMove() const override;

    int drawCount() const { return drawCount_; }

    static constexpr int kStock = 0;
    static constexpr int kWaste = 1;
    static constexpr int kFirstFoundation = 2;
    static constexpr int kFirstTableau = 6;

protected:
    Verdict checkMove(int from, int count, int to) const override;
    int maxGroup(int from) const override;
    Verdict checkStock() const override;
    void applyStock() override;
    Verdict checkFlip(int pile) const override;
    void afterAction() override;
    bool stuck() const override;
    std::string extraFingerprint() const override;
    std::optional<std::vector<Action>> candidateMoves() const override;

private:
    bool isTableau(int pile) const { return pile >= kFirstTableau && pile < kFirstTableau + 7; }
    bool isFoundation(int pile) const { return pile >= kFirstFoundation && pile < kFirstTableau; }
    bool canAutoFinish() const;
    void autoFinish();

    int drawCount_ = 1;
    bool autoFlip_ = true;
};

} // namespace ct
