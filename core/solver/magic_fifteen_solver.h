// The solver's engine for Magic Fifteen: no search is needed. Any
// arrangement can be turned into any other by swaps, so every deal is won,
// and the fewest swaps to a magic square are found directly: for each of the
// eight magic squares, the swaps that sort the cells into it are the cells'
// count less the cycles of the permutation between the two.
#pragma once

#include "solver/solver.h"

namespace ct {

class MagicFifteenState;

// A shortest winning line of swaps from `start`; "won" for every complete
// grid. Does not change `start`.
SolveResult solveMagicFifteen(const MagicFifteenState& start, const SolveLimits& limits = {});

} // namespace ct
