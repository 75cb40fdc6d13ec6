// The solver's engine for Klondike: the same depth-first search with a
// transposition table as the generic one (solver.h), over a compact position
// instead of a KlondikeState, so it expands positions hundreds of times
// faster. The solver picks it through SolverHooks::engine; its lines are
// written in the game's own actions and replayed through the rules like any
// other.
#pragma once

#include "solver/solver.h"

namespace ct {

class KlondikeState;

// Solves a Klondike position (any draw count, unlimited passes), seeing
// every card. Does not change `start`.
SolveResult solveKlondike(const KlondikeState& start, const SolveLimits& limits = {});

// The engine's full depth-first pass alone (every pruning, forced move and
// dominance it uses, without the passes that only look for wins), for the
// tests: its verdicts must agree with the plain search's.
SolveResult solveKlondikeFullPass(const KlondikeState& start, const SolveLimits& limits = {});

// The full pass over the same layout played one card a turn, whatever the
// deal's draw, for the tests. The game with one card a turn is a relaxation
// of the game with three (see solveWith() in klondike_solver.cpp): "lost"
// proves the deal lost; "won" says nothing with three a turn, and no line
// is given.
SolveResult solveKlondikeRelaxedPass(const KlondikeState& start, const SolveLimits& limits = {});

// The set pass alone (klondike_sets.cpp), for the tests: a search over
// classes of positions that differ only in how the face-up cards lie,
// which answers "won" (with a line) or "lost" exactly, as the full pass
// does. Unknown for a position laid out by hand that it cannot take.
SolveResult solveKlondikeSetPass(const KlondikeState& start, const SolveLimits& limits = {});

} // namespace ct
