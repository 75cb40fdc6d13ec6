// The solver's engine for The Sultan: the compact search (compact_search.h)
// over the Divan, the foundation tops, the stock and the waste as one
// sequence, the redeals left and the shuffle generator's state (a redeal
// plays its shuffle as the rules do), chosen through SolverHooks::engine.
// Its lines are replayed through the rules like any other.
#pragma once

#include "solver/solver.h"

namespace ct {

class PatienceState;

// Solves a position of The Sultan. Does not change `start`.
SolveResult solveTheSultan(const PatienceState& start, const SolveLimits& limits = {});

} // namespace ct
