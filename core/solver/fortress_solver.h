// The solver's engine for Fortress: the same search as the generic one over
// a compact position (ten rows of card bytes and the four foundation
// heights), chosen through SolverHooks::engine. Its lines are written in the
// game's own actions and replayed through the rules like any other.
#pragma once

#include "solver/solver.h"

namespace ct {

class PatienceState;

// Solves a Fortress position, seeing every card. Does not change `start`.
SolveResult solveFortress(const PatienceState& start, const SolveLimits& limits = {});

} // namespace ct
