#include "solver/magic_fifteen_solver.h"

#include <array>

#include "patience/magic_fifteen.h"

namespace ct {

namespace {

constexpr int kCells = MagicFifteenState::kCells;
using Grid = std::array<int, kCells>; // the rank in each cell, reading order

// The eight magic squares: the rotations and mirror images of one.
std::array<Grid, 8> magicSquares()
{
    std::array<Grid, 8> squares {};
    Grid square = {2, 7, 6, 9, 5, 1, 4, 3, 8};
    auto rotate = [](const Grid& g) { // a quarter turn clockwise
        Grid out {};
        for (int r = 0; r < 3; ++r)
            for (int c = 0; c < 3; ++c)
                out[c * 3 + (2 - r)] = g[r * 3 + c];
        return out;
    };
    auto mirror = [](const Grid& g) {
        Grid out {};
        for (int r = 0; r < 3; ++r)
            for (int c = 0; c < 3; ++c)
                out[r * 3 + (2 - c)] = g[r * 3 + c];
        return out;
    };
    for (int i = 0; i < 4; ++i) {
        squares[static_cast<std::size_t>(2 * i)] = square;
        squares[static_cast<std::size_t>(2 * i + 1)] = mirror(square);
        square = rotate(square);
    }
    return squares;
}

} // namespace

SolveResult solveMagicFifteen(const MagicFifteenState& start, const SolveLimits& limits)
{
    const SolveTimer timer(limits.cpuTime);
    SolveResult result;
    Grid grid {};
    for (int cell = 0; cell < kCells; ++cell) {
        const Pile& pile = start.piles()[static_cast<std::size_t>(cell)];
        if (pile.empty()) {
            result.why = "the grid is not complete";
            result.seconds = timer.seconds();
            return result;
        }
        grid[static_cast<std::size_t>(cell)] = pile.top().card.rank;
    }
    // Each target is reached by swapping every misplaced cell with the cell
    // holding the rank it wants: one swap settles at least one cell, and a
    // cycle of k cells takes k - 1, which is the fewest.
    std::vector<Action> best;
    bool found = false;
    for (const Grid& target : magicSquares()) {
        ++result.states;
        Grid now = grid;
        std::vector<Action> line;
        bool possible = true;
        for (int cell = 0; cell < kCells && possible; ++cell) {
            const int want = target[static_cast<std::size_t>(cell)];
            if (now[static_cast<std::size_t>(cell)] == want)
                continue;
            int from = cell + 1;
            while (from < kCells && now[static_cast<std::size_t>(from)] != want)
                ++from;
            if (from == kCells) {
                possible = false; // the grid does not hold the ranks ace to nine
                break;
            }
            std::swap(now[static_cast<std::size_t>(cell)], now[static_cast<std::size_t>(from)]);
            line.push_back(PatienceState::move(from, cell));
        }
        if (possible && (!found || line.size() < best.size())) {
            best = std::move(line);
            found = true;
        }
    }
    result.seconds = timer.seconds();
    if (!found) {
        result.why = "the grid does not hold the ranks ace to nine";
        return result;
    }
    result.status = SolveStatus::Won;
    result.line = std::move(best);
    return result;
}

} // namespace ct
