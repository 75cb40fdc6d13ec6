// The solver's engine for The Fourteenth: the compact search
// (compact_search.h) over the grid's ranks (suits never matter here), how
// far the stock has been dealt and whether the exchange is used, chosen
// through SolverHooks::engine. Its lines are replayed through the rules like
// any other.
#pragma once

#include "solver/solver.h"

namespace ct {

class PatienceState;

// Solves a position of The Fourteenth, seeing the stock. Does not change `start`.
SolveResult solveTheFourteenth(const PatienceState& start, const SolveLimits& limits = {});

} // namespace ct
