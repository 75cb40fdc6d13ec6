// The score sheet of a multi-round game, kept in the state so that the app's
// score sheet model is a thin view over it: one row per round with each
// side's points and running totals, and the target that ends the game.
#pragma once

#include <string>
#include <vector>

namespace ct {

struct ScoreRow {
    int round = 0;
    std::vector<int> points;  // per side (seat or team) this round
    std::vector<int> totals;  // running totals after this round
    // Round details for the sheet: "bid 75 by seat 1, made", "thrown in".
    // Words are keys the front ends translate; numbers are data.
    std::string note;
    int bidder = -1;          // side that won the auction, -1 if none
    int bid = 0;
    bool made = false;        // the bidder reached the bid
    int winner = -1;          // the side that won the round (Quatorze: went out), -1 if none
    std::vector<int> eliminated; // sides out of the game from this round on
};

struct ScoreSheet {
    // One entry per side: "0", "1" ... or "0+2" for a team of seats 0 and 2.
    std::vector<std::string> sides;
    std::vector<ScoreRow> rows;
    int target = 0;           // the game ends when a side reaches it (0: no target)
    bool lowWins = false;     // Quatorze: the lowest total is best
    bool hasBids = false;     // rounds are played to a contract won in an auction

    std::vector<int> totals() const
    {
        return rows.empty() ? std::vector<int>(sides.size(), 0) : rows.back().totals;
    }
};

} // namespace ct
