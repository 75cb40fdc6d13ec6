// The solver's engine for The Clock: the generic search's passes over a
// compact position (twelve packets of card bytes, the hour foundations'
// tops, the waste and how far the stock has been dealt), chosen through
// SolverHooks::engine. Its lines are written in the game's own actions and
// replayed through the rules like any other.
#pragma once

#include "solver/solver.h"

namespace ct {

class PatienceState;

// Solves a position of The Clock, seeing the stock. Does not change `start`.
SolveResult solveTheClock(const PatienceState& start, const SolveLimits& limits = {});

} // namespace ct
