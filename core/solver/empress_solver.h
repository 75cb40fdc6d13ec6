// The solver's engine for The Empress of India: the compact search
// (compact_search.h) over the unpaired cards of the Army and the Navy as
// counts of each card, the locked pairs as a set, each talon as the set of
// its colour's supply cards it holds, how far the stock has been turned and
// each suit's four foundation heights, chosen through SolverHooks::engine.
// Its lines are replayed through the rules like any other.
#pragma once

#include "solver/solver.h"

namespace ct {

class PatienceState;

// Solves a position of The Empress of India, seeing the stock. Does not change `start`.
SolveResult solveEmpressOfIndia(const PatienceState& start, const SolveLimits& limits = {});

} // namespace ct
