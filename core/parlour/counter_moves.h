// Counters changing hands in the counter games (Pope Joan, Snip Snap Snorum,
// Speculation). Each of those states lists what its last action moved, in
// order, so a table can show every payment as it happened; the moves always
// account for the whole change in the balances and pools (tested).
#pragma once

#include <string>
#include <vector>

#include "engine/table.h"

namespace ct {

struct CounterMove {
    // A seat ("seat0", "seat1" ...) or a pool (the game's own names:
    // "pool", or Pope Joan's "ace", "pope" ...).
    std::string from;
    std::string to;
    int amount = 0;

    bool operator==(const CounterMove&) const = default;
};

inline std::string counterPlace(Seat seat)
{
    return "seat" + std::to_string(seat);
}

// "seat0>pope:6 pope>seat2:6", for fingerprints.
inline std::string movesText(const std::vector<CounterMove>& moves)
{
    std::string out;
    for (const CounterMove& move : moves) {
        if (!out.empty())
            out += ' ';
        out += move.from + '>' + move.to + ':' + std::to_string(move.amount);
    }
    return out;
}

} // namespace ct
