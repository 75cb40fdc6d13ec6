// Computer players against each other, for measuring strength: whole games
// from numbered seeds, optionally in duplicate (every game played again with
// the players moved round the seats, so each side gets the other's cards),
// with per-deal score differences, game wins and decision times collected.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "ai/player.h"
#include "engine/game.h"

namespace ct {

// A player id of the match command: random, basic, strong, cheat (which
// sees every card; for measurement only), strong-infer (the strong player
// drawing deals in line with the auction, ai/trick_inference.h; an
// experiment, not offered in the app), or the strong player or the cheat
// with search options changed for experiments, "strong:auction=80",
// "cheat:edge=0.05:margin=0" (TrickSearchOptions: auction =
// auctionPlayoutsPerIteration, margin = decisiveMargin, edge = playEdge).
std::unique_ptr<Player> makeMatchPlayer(const std::string& gameId, const std::string& playerId);
bool isMatchPlayerId(const std::string& playerId);

struct MatchSettings {
    const Game* game = nullptr;
    Options options;            // resolved
    int seats = 0;              // players at the table
    std::vector<std::string> players; // ids; seat s plays players[(s + rotation) % size]
    int deals = 100;            // distinct deals to play (each game brings several)
    bool duplicate = false;     // play every game once per rotation
    std::uint32_t seed = 1;     // the first game's seed; game g uses seed + g
    Budget budget;              // per decision of the searching players
    int jobs = 1;               // games played at once
    int maxRoundsPerGame = 200; // a game still running then is left unfinished
};

// One deal as one player (entry) saw it.
struct DealResult {
    std::vector<double> points;     // per entry: mean over its seats of their side's points
};

struct GamePlay {
    int rotation = 0;
    std::vector<DealResult> deals;
    bool finished = false;
    std::vector<bool> won;          // per entry: an own seat's side won the game
    std::vector<std::vector<double>> decisionMs; // per entry
    // (estimated make-probability, made) for each contract whose declarer
    // reported an estimate when bidding.
    std::vector<std::pair<double, bool>> calibration;
};

struct GameUnit {
    std::uint32_t seed = 0;
    std::vector<GamePlay> plays;    // one per rotation
    // Deals in this unit: the longest of its plays.
    int dealCount() const;
};

// Plays one game (one rotation of one unit).
GamePlay playMatchGame(const MatchSettings& settings, std::uint32_t seed, int rotation);

// Plays units until `deals` distinct deals are reached; `progress` (if set)
// is called from the calling thread after each unit is collected.
std::vector<GameUnit> runMatch(const MatchSettings& settings,
                               const std::function<void(int dealsDone)>& progress = {});

// ---- statistics ----

struct Interval {
    double mean = 0;
    double low = 0;  // 95% interval
    double high = 0;
    int count = 0;
};

// Mean with a normal 95% interval.
Interval meanInterval(const std::vector<double>& values);
// A share of successes with Wilson's 95% interval.
Interval shareInterval(int successes, int trials);
// The q-quantile (0..1) by nearest rank; 0 when empty.
double percentile(std::vector<double> values, double q);

// Per-deal observations of entry `entry`'s points minus the mean of the other
// entries' points; in duplicate, deals with the same cards are averaged over
// the rotations into one observation.
std::vector<double> dealDifferences(const std::vector<GameUnit>& units, std::size_t entry);

} // namespace ct
