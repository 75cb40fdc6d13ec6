// The shared battery every game must pass (after OpenSpiel's basic tests):
// random play from many seeds that checks, at every step, that each card
// exists exactly once, that the state's accounts (counters, pools, score
// totals) add up, that legal actions are non-empty until the end and each
// passes check(), that action text round-trips, that clones are exact and
// independent, that undo restores the earlier state, and that a saved record
// replays to the same state. A game joins with one row in battery_test.cpp;
// `cardtable-cli soak` runs the same checks over every game and variant.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "engine/game.h"
#include "engine/state.h"

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

// The card census of every step: does a state hold each card of its deck
// exactly once? It counts kinds of card in a flat table, as it runs at every
// step of every game; cards outside the table's range are compared by sorting.
class CardCensus {
public:
    explicit CardCensus(const std::vector<Card>& deck);
    // Empty when `state` holds each card of the deck exactly once, otherwise
    // "cards not conserved:" and each card extra or missing.
    std::string check(const State& state);

private:
    static constexpr std::size_t kKeys = 1u << 13;
    static bool fits(Card card);
    static std::size_t key(Card card);
    std::string difference(const std::vector<Card>& held) const;

    std::vector<Card> deck_;
    std::vector<std::uint16_t> counts_;
    bool exact_ = true;
};

// Checks a table layout against the zones it must place: every zone has a
// place, no id repeats, and each zone's footprint (its card plus its fan
// reach) lies inside the table and overlaps no other. A zone's (x, y) is where
// its bottom card lies; Right/Down fans grow towards +x/+y, Left/Up towards
// -x/-y. Empty when the layout is sound, otherwise what is wrong.
std::string checkLayout(const TableLayout& layout, const std::vector<Zone>& zones);

} // namespace ct::testing
