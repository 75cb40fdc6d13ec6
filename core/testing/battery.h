// The shared battery every game must pass (after OpenSpiel's basic tests):
// random play from many seeds that checks, at every step, that each card
// exists exactly once, that legal actions are non-empty until the end and each
// passes check(), that action text round-trips, that clones are exact and
// independent, that undo restores the earlier state, and that a saved record
// replays to the same state. A game joins with one row in battery_test.cpp;
// `cardtable-cli soak` runs the same checks over every game and variant.
#pragma once

#include <string>

#include "engine/game.h"

namespace ct::testing {

struct BatteryConfig {
    std::string gameId;
    Options options;
    int players = 0;
    int games = 20;      // seeds 1..games
    int maxSteps = 400;  // actions per game at most (patience may cycle)
    int firstSeed = 1;   // seeds firstSeed .. firstSeed + games - 1
    // Light checks for long soak runs: card conservation and the end-of-game
    // rules at every step, the record's replay at the end; no per-step clone,
    // undo or action-text round trip.
    bool light = false;
};

struct BatteryStats {
    long long games = 0;
    long long steps = 0;
};

// Empty when every check passed; otherwise what failed, with game, seed and
// step. `stats`, if given, counts the games and actions played.
std::string runBattery(const BatteryConfig& config, BatteryStats* stats = nullptr);

// Checks a table layout against the zones it must place: every zone has a
// place, no id repeats, and each zone's footprint (its card plus its fan
// reach) lies inside the table and overlaps no other. A zone's (x, y) is where
// its bottom card lies; Right/Down fans grow towards +x/+y, Left/Up towards
// -x/-y. Empty when the layout is sound, otherwise what is wrong.
std::string checkLayout(const TableLayout& layout, const std::vector<Zone>& zones);

} // namespace ct::testing
