// The solver's engine for La Belle Lucie: the compact search
// (compact_search.h) over eighteen fans of card bytes, the foundation heights,
// the redeals left and the shuffle generator's state (the solver sees the
// shuffles: a redeal plays them as the rules do), chosen through
// SolverHooks::engine. Its lines are replayed through the rules like any
// other.
#pragma once

#include "solver/solver.h"

namespace ct {

class PatienceState;

// Solves a position of La Belle Lucie. Does not change `start`.
SolveResult solveLaBelleLucie(const PatienceState& start, const SolveLimits& limits = {});

} // namespace ct
