// The reaction model of Snap and Animal Snap (RULES-PARLOUR.md §6): how fast
// and how reliably a computer cries, the pause before it turns, and how cries
// made in one window are put in time order. The front ends own the clock;
// this file turns the seeded generator into delays, and can also play a
// window offline (for the command line and tests).
//
// For a front end: apply "turn" when the flip animation ends (the moment the
// card is fully shown, from which reaction times count); a press during the
// flip is then applied first, against the position before the card, as the
// ruling asks. Plan each computer's cry with computerCry() right after the
// turn, apply cries in time order, and drop those check() refuses.
#pragma once

#include <memory>
#include <optional>
#include <vector>

#include "ai/player.h"
#include "engine/action.h"
#include "engine/table.h"

namespace ct {

class Rng;
class SnapState;

// The window W after each turned card before the next may be turned
// (snapWindowMs, default 1200).
inline constexpr int kSnapWindowMs = 1200;
// A computer turns when W ends plus up to this much (uniform).
inline constexpr int kSnapTurnJitterMs = 300;

// A computer caller's reflexes (the ruling's table; all configurable).
struct SnapReflexes {
    int minDelayMs = 450;
    int maxDelayMs = 900;
    double missChance = 0.08;
    int namingDelayMs = 250;      // Animal Snap: added to the delay
    double wrongNameChance = 0.0; // Animal Snap: calls a wrong name (and pays)

    static SnapReflexes easy() { return {700, 1400, 0.20, 250, 0.05}; }
    static SnapReflexes normal() { return {450, 900, 0.08, 250, 0.0}; }
    static SnapReflexes hard() { return {250, 550, 0.02, 250, 0.0}; }
};

// Random plays easy, Basic normal, Strong hard.
SnapReflexes snapReflexesFor(Level level);

// A cry planned or made: who, how many milliseconds after the card was fully
// shown, and the call action.
struct SnapCry {
    Seat seat = kNoSeat;
    int delayMs = 0;
    Action action;
};

// What a computer at `seat` does about the card just turned: no cry (not
// eligible, or a miss), or a cry after a delay drawn from `reflexes` with the
// maximum kept below `windowMs`. Eligibility is judged from the piles' tops
// the seat sees, never from the packs.
std::optional<SnapCry> computerCry(const SnapState& state, Seat seat, const SnapReflexes& reflexes, Rng& rng,
                                   int windowMs = kSnapWindowMs);
// The pause after the window before a computer turns its card.
int computerTurnDelayMs(Rng& rng);
// Earliest first; cries at the very same millisecond in an order drawn from `rng`.
void orderCries(std::vector<SnapCry>& cries, Rng& rng);

// Plays the window of the card just turned without a clock: every computer
// seat in `computers` plans its cry, `others` (the human's, for example) join
// them, and the cries that fall inside the window are applied in time order.
// Cries the engine refuses (an eligible seat after the snap was won) are
// dropped. Returns the cries applied.
std::vector<SnapCry> playSnapWindow(SnapState& state, const std::vector<Seat>& computers,
                                    const SnapReflexes& reflexes, Rng& rng, std::vector<SnapCry> others = {},
                                    int windowMs = kSnapWindowMs);

// A computer seat of Snap: choose() turns its card when it is on turn (the
// only turn-based action); cry() is its reaction to each card turned.
class SnapPlayer : public Player {
public:
    explicit SnapPlayer(SnapReflexes reflexes) : reflexes_(reflexes) {}
    std::string name() const override { return "snap reflexes"; }
    Action choose(const State& state, Rng& rng, const Budget& budget) override;
    std::optional<SnapCry> cry(const SnapState& state, Seat seat, Rng& rng) const;
    const SnapReflexes& reflexes() const { return reflexes_; }

private:
    SnapReflexes reflexes_;
};

std::unique_ptr<Player> makeSnapPlayer(Level level);

} // namespace ct
