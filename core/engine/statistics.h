// Statistics per game and variant: games played and won, streaks, best time
// and fewest moves (patience), rounds, scores and bids (table games), with
// assisted games (undo, hints) counted apart. Stored as a small text file the
// app writes atomically; the format is versioned and a damaged file is
// refused with the line, never half-read.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <string_view>

#include "engine/game.h"
#include "util/expected.h"

namespace ct {

struct GameStatistics {
    int played = 0;
    int won = 0;
    int lost = 0;
    int drawn = 0;
    int abandoned = 0;       // counted among the losses as well
    int assisted = 0;        // games in which undo or a hint was used
    int currentStreak = 0;   // > 0: wins in a row; < 0: losses in a row
    int bestStreak = 0;
    int worstStreak = 0;     // the longest run of losses, as a positive number
    std::int64_t bestTimeMs = 0;  // fastest win (0 = none yet)
    int fewestMoves = 0;          // fewest moves in a win (0 = none yet)
    // Table games.
    int roundsPlayed = 0;
    int roundsWon = 0;
    std::int64_t totalScore = 0;  // sum of seat 0's final scores
    int bidsMade = 0;
    int bidsSet = 0;

    double winRate() const { return played > 0 ? double(won) / played : 0.0; }
    double averageScore() const { return played > 0 ? double(totalScore) / played : 0.0; }
    bool operator==(const GameStatistics&) const = default;
};

// How one game ended, for recording.
struct FinishedGame {
    Result result = Result::Lost;
    bool abandoned = false;
    bool assisted = false;
    std::int64_t timeMs = 0;
    int moves = 0;
    int roundsPlayed = 0;
    int roundsWon = 0;
    int score = 0;
    int bidsMade = 0;
    int bidsSet = 0;
};

class StatisticsBook {
public:
    // The key of a game and variant: "klondike" or "klondike draw=3" (options
    // that differ from their defaults, in key order).
    static std::string variantKey(const Game& game, const Options& options);

    void record(const std::string& key, const FinishedGame& game);
    void reset(const std::string& key);
    void resetAll() { entries_.clear(); }
    const std::map<std::string, GameStatistics>& entries() const { return entries_; }
    GameStatistics get(const std::string& key) const;

    std::string toText() const;
    static Expected<StatisticsBook> fromText(std::string_view text);
    // CSV with a header row, one row per game and variant.
    std::string toCsv() const;

private:
    std::map<std::string, GameStatistics> entries_;
};

} // namespace ct
