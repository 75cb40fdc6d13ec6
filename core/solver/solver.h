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
#include <string>
#include <vector>

#include "engine/action.h"
#include "engine/game.h"

namespace ct {

class PatienceState;

enum class SolveStatus { Won, Lost, Unknown };

std::string solveStatusText(SolveStatus status); // "won", "lost", "unknown"

struct SolveLimits {
    std::uint64_t maxStates = 0; // 0: no limit
    std::int64_t maxMillis = 0;  // 0: no limit
    // Polled during the search; set it from any thread to stop.
    const std::atomic<bool>* cancel = nullptr;
};

struct SolveResult {
    SolveStatus status = SolveStatus::Unknown;
    std::vector<Action> line; // from the start, when won
    std::uint64_t states = 0; // positions expanded
    double seconds = 0;
    std::string why; // for unknown: "states", "time", "cancelled"; errors
};

// Per-game refinements. Every member may be left empty: the defaults are a
// key built from the whole position and the generic move order.
struct SolverHooks {
    // A key equal for positions the search may treat as one (fold symmetries
    // here). Must never equate positions with different futures.
    std::function<std::string(const PatienceState&)> key;
    // Reorders (or prunes, only where provably harmless) the candidate actions.
    std::function<void(const PatienceState&, std::vector<Action>&)> order;
    // When set, the game's safeAutoMove() is taken as the only move whenever
    // it offers one. Only for games whose safe move is proven (see
    // hooksFor()).
    bool forceSafeAutoMoves = false;
    // A dedicated search for the game (a compact position instead of the
    // game's state), used instead of the generic one when set. Its won lines
    // are replayed through the rules like the generic search's.
    std::function<SolveResult(const PatienceState&, const SolveLimits&)> engine;
};

// The hooks the solver uses for a game id (the defaults for most games).
SolverHooks hooksFor(const std::string& gameId);

// Searches from `start`. Does not change `start`.
SolveResult solve(const PatienceState& start, const SolveLimits& limits = {},
                  const SolverHooks& hooks = {});

// Replays `line` from a copy of `start` through check()/apply(); true when
// every action is legal and the game ends won. Otherwise false, with the
// reason in `error`.
bool replayWins(const PatienceState& start, const std::vector<Action>& line, std::string* error = nullptr);

// Starts `game` from `setup`, solves it with the game's hooks, and replays a
// winning line on a second, freshly started state from the same setup; a line
// that fails the replay is reported as an error, never as won.
Expected<SolveResult> solveDeal(const Game& game, const GameSetup& setup, const SolveLimits& limits = {});

} // namespace ct
