// A solver for every patience game, written against the generic game
// interface: depth-first search over legalActions()/apply() with a
// transposition table keyed on the position, so no position is searched
// twice. It sees every card (the "thoughtful" variant: face-down cards and
// the stock order are known to it).
//
// A "won" answer always carries its line of actions, and that line has been
// replayed through the rules from a fresh copy of the start before it is
// reported. "lost" means the whole reachable space was searched without a
// win. "unknown" means a limit (states, time, cancellation) stopped it first.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/action.h"
#include "engine/game.h"

namespace ct {

class PatienceState;

enum class SolveStatus { Won, Lost, Unknown };

std::string solveStatusText(SolveStatus status); // "won", "lost", "unknown"

struct SolveLimits {
    std::uint64_t maxStates = 0; // 0: no limit
    std::int64_t maxMillis = 0; // 0: no limit
    // Measure maxMillis (and SolveResult::seconds) in the CPU time of the
    // solving thread instead of wall time, so a limit means the same work on
    // a loaded machine. The command line uses it; the app keeps wall time.
    bool cpuTime = false;
    // Polled during the search; set it from any thread to stop.
    const std::atomic<bool>* cancel = nullptr;
};

struct SolveResult {
    SolveStatus status = SolveStatus::Unknown;
    std::vector<Action> line; // from the start, when won
    std::uint64_t states = 0; // positions expanded
    double seconds = 0; // wall or thread CPU time, as SolveLimits::cpuTime says
    std::string why; // for unknown: "states", "time", "cancelled"; errors
};

// Time since construction, in wall time or in the calling thread's CPU time.
class SolveTimer {
public:
    explicit SolveTimer(bool cpuTime);
    double seconds() const;
    // True once `limits.maxMillis` (if any) has passed.
    bool expired(const SolveLimits& limits) const
    {
        return limits.maxMillis > 0 && seconds() * 1000.0 >= static_cast<double>(limits.maxMillis);
    }

private:
    bool cpu_;
    double start_;
    double now() const;
};

// Per-game refinements. Every member may be left empty: the defaults are a
// key built from the whole position (twin cards of two packs folded, see
// PatienceState::canonicalHash()) and the generic move order.
struct SolverHooks {
    // A key equal for positions the search may treat as one (fold symmetries
    // here). Must never equate positions with different futures.
    std::function<std::pair<std::uint64_t, std::uint64_t>(const PatienceState&)> key;
    // Reorders (or prunes, only where provably harmless) the candidate actions.
    std::function<void(const PatienceState&, std::vector<Action>&)> order;
    // A move the search takes as the only one when offered: only a move
    // proven never to turn a winnable position into a lost one (the proofs
    // are in hooksFor()).
    std::function<std::optional<Action>(const PatienceState&)> forced;
    // A dedicated search for the game (a compact position instead of the
    // game's state), used instead of the generic one when set. Its won lines
    // are replayed through the rules like the generic search's.
    std::function<SolveResult(const PatienceState&, const SolveLimits&)> engine;
};

// The hooks the solver uses for a game id (the defaults for most games).
SolverHooks hooksFor(const std::string& gameId);

// Searches from `start`. Does not change `start`.
SolveResult solve(const PatienceState& start, const SolveLimits& limits = {}, const SolverHooks& hooks = {});

// Replays `line` from a copy of `start` through check()/apply(); true when
// every action is legal and the game ends won. Otherwise false, with the
// reason in `error`.
bool replayWins(const PatienceState& start, const std::vector<Action>& line, std::string* error = nullptr);

// Starts `game` from `setup`, solves it with the game's hooks, and replays a
// winning line on a second, freshly started state from the same setup; a line
// that fails the replay is reported as an error, never as won.
Expected<SolveResult> solveDeal(const Game& game, const GameSetup& setup, const SolveLimits& limits = {});

} // namespace ct
