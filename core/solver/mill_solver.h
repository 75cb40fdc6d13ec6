// The solver's engine for The Mill: the compact search (compact_search.h)
// over a position of ranks only (no rule of The Mill looks at a suit), with
// the wings and the King piles folded as sets in its key. Chosen through
// SolverHooks::engine; its lines are replayed through the rules like any
// other.
#pragma once

#include "solver/solver.h"

namespace ct {

class PatienceState;

// Solves a position of The Mill, seeing the stock. Does not change `start`.
SolveResult solveTheMill(const PatienceState& start, const SolveLimits& limits = {});

} // namespace ct
