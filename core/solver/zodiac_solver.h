// The solver's engine for The Zodiac, chosen through SolverHooks::engine.
// In the placing phase it decides the game suit by suit (zodiac_suits.h):
// what each packet takes, what the Equator keeps, and each suit's building
// phase. Elsewhere (the building phase, or packets laid out by hand in
// mixed suits) it runs the compact search (compact_search.h) over the
// packets, the Equator, the stock and waste as a set of cards (turned over
// as often as wanted, any of them can be brought up) and the foundation
// heights. Its lines are replayed through the rules like any other.
#pragma once

#include "solver/solver.h"

namespace ct {

class PatienceState;

// Solves a position of The Zodiac. Does not change `start`.
SolveResult solveTheZodiac(const PatienceState& start, const SolveLimits& limits = {});

} // namespace ct
