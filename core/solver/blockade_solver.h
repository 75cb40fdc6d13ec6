// The solver's engine for The Blockade: the compact search
// (compact_search.h) over twelve columns of card bytes, each suit's two
// foundation heights and how far the stock has been dealt, chosen through
// SolverHooks::engine. Its lines are replayed through the rules like any
// other.
#pragma once

#include "solver/solver.h"

namespace ct {

class PatienceState;

// Solves a position of The Blockade, seeing the stock. Does not change `start`.
SolveResult solveTheBlockade(const PatienceState& start, const SolveLimits& limits = {});

} // namespace ct
