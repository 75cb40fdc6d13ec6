// The solver's engine for The Fifteen: the compact search (compact_search.h)
// over the fifteen columns (one sequence of card bytes with the columns'
// bounds) and each suit's two foundation heights, with the opening relief,
// chosen through SolverHooks::engine. Its lines are replayed through the
// rules like any other.
#pragma once

#include "solver/solver.h"

namespace ct {

class PatienceState;

// Solves a position of The Fifteen. Does not change `start`.
SolveResult solveTheFifteen(const PatienceState& start, const SolveLimits& limits = {});

} // namespace ct
