// The parts of the Klondike engine's search that its passes share:
// klondike_solver.cpp holds the depth-first passes and the schedule that
// runs them, klondike_best_first.cpp the best-first pass.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "solver/klondike_deadlock.h"
#include "solver/klondike_live.h"
#include "solver/klondike_position.h"
#include "solver/solver.h"

namespace ct::klondike {

// Stopped: a limit of the caller's; Budget: the pass's own budget ran out.
enum class Search { Won, Exhausted, Stopped, Budget };


// The proof of klondike_deadlock.cpp on the engine's position, with the
// talon's order and the draw (which cards can be brought up).
bool deadlocked(
    const Position& p, int draw, bool inTurn = false, TwinPairs* pairs = nullptr, LiveOnce liveOnce = {});

// Whether the passes ask the deadlock proof after move `m` from `p` (the
// reasons and figures are at its definition).
bool worthAsking(const Position& p, const Move& m);

// Best-first search: always expands the reached position that looks closest
// to a win, wherever it lies in the tree, so an early wrong turn costs
// little (a depth-first search must exhaust everything below it first). It
// searches the narrow moves only, so it finds wins but never claims a loss.
// It runs in slices (see solveWith() in klondike_solver.cpp): each run()
// goes on where the last stopped, until `untilSeconds` (0: none), and the
// whole pass stops at `budget` positions.
class BestFirst {
public:
    BestFirst(const Position& root, int draw, std::uint64_t budget);
    ~BestFirst();

    // Whether the pass has ended (exhausted or at its budget): it finds
    // nothing more.
    bool done() const;

    // On a win `line` holds its moves.
    Search run(double untilSeconds, const SolveLimits& limits, const SolveTimer& timer, SolveResult& result,
        std::vector<Move>& line);

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

} // namespace ct::klondike
