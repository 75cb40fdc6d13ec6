// The solver's engine for Babette: the compact search (compact_search.h)
// over a position that is the round's dealing order, a mask of the cards
// gone home and the rows dealt, chosen through SolverHooks::engine. Its
// lines are replayed through the rules like any other.
#pragma once

#include "solver/solver.h"

namespace ct {

class PatienceState;

// Solves a position of Babette, seeing the stock. Does not change `start`.
SolveResult solveBabette(const PatienceState& start, const SolveLimits& limits = {});

} // namespace ct
