// The solver's engine for Napoleon's Square: the compact search
// (compact_search.h) over twelve packets of card bytes, each suit's two
// foundation heights, the waste and how far the stock has been turned,
// chosen through SolverHooks::engine. Its lines are replayed through the
// rules like any other.
#pragma once

#include "solver/solver.h"

namespace ct {

class PatienceState;

// Solves a position of Napoleon's Square, seeing the stock. Does not change `start`.
SolveResult solveNapoleonsSquare(const PatienceState& start, const SolveLimits& limits = {});

// For tests: whether the engine's proofs (napoleon_proofs.cpp) find the
// position lost without a search, with or without the dug form of the dig
// bound. False where the engine cannot take the position.
bool napoleonProvenLost(const PatienceState& state, bool dugForm);

} // namespace ct
