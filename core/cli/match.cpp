// cardtable-cli match: computer players against each other, with the
// statistics that tell whether one is really stronger (see ai/match.h).
#include <algorithm>
#include <cstdio>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include "ai/match.h"
#include "cli/commands.h"
#include "util/text.h"

namespace ct::cli {

namespace {

const char* const kMatchUsage =
    "Usage: cardtable-cli match GAME --players A,B[,C...] --deals N [--duplicate]\n"
    "                           [--seed S] [--movetime MS | --iterations K]\n"
    "                           [--seats N] [--option KEY=VALUE]... [--jobs J]\n"
    "\n"
    "Plays computer players against each other in a trick-taking game (high14,\n"
    "rook-for-two, kentucky-discard) or another game of rounds with a score\n"
    "sheet (quatorze) and prints how they fared. Seat s is taken\n"
    "by player number (s + rotation) modulo the number of players given, so with\n"
    "two players in a four-seat game each holds a partnership.\n"
    "\n"
    "Players: random, basic (rule-based), strong (search), cheat (search that\n"
    "sees every card; trick-taking games only, for measurement), strong-infer\n"
    "(search drawing deals in line with the other seats' bids, trump and\n"
    "discards; trick-taking games only, an experiment). The strong player or\n"
    "the cheat with search options changed, for experiments:\n"
    "strong:KEY=VALUE[:KEY=VALUE...] or cheat:..., keys auction (playouts per\n"
    "unit of --iterations behind each bid, trump, discard and exchange; 80),\n"
    "margin (standard errors by which the best choice must lead for the\n"
    "sampling to stop early; 3, 0 never stops early), edge (share of the\n"
    "points in play credited to the player's side in those playouts; 0),\n"
    "greed (share of the card-play search's playout cards chosen by a rule of\n"
    "thumb; 0.5) and pimc (search that many sampled deals separately instead\n"
    "of one ISMCTS tree; 0).\n"
    "\n"
    "  --players A,B,...  the players, at least two\n"
    "  --deals N          deals to play; whole games are played, game after game\n"
    "                     (seed S, S+1 ...), until N deals are reached\n"
    "  --duplicate        play every game again with the players moved round the\n"
    "                     seats, once per player, so that each gets every hand\n"
    "  --seed S           the first game's seed (default 1)\n"
    "  --movetime MS      time per decision of the searching players (default 1000)\n"
    "  --iterations K     a fixed amount of search per decision instead: repeatable\n"
    "  --seats N          players at the table (default: the game's usual number,\n"
    "                     or the number of players given when the game allows it)\n"
    "  --option K=V       a table option (see 'cardtable-cli list')\n"
    "  --jobs J           games played at once (default 1)\n"
    "\n"
    "Prints the mean score difference per deal (a deal is a round of the score\n"
    "sheet; in Quatorze, where the lowest total wins, lower is better, and\n"
    "a player already out is left out of later rounds) with its 95% interval (in\n"
    "duplicate, the plays of one deal count as one observation), the share of\n"
    "finished games won with its 95% interval, decision-time percentiles, and\n"
    "for players that estimate it the observed make rate per decile of their\n"
    "predicted chance of making the contract.\n";

std::vector<std::string> splitList(const std::string& text)
{
    std::vector<std::string> parts;
    std::string current;
    for (char c : text) {
        if (c == ',') {
            parts.push_back(current);
            current.clear();
        } else {
            current += c;
        }
    }
    parts.push_back(current);
    return parts;
}

std::string signedText(double value, int decimals = 2)
{
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%+.*f", decimals, value);
    return buffer;
}

std::string fixedText(double value, int decimals = 2)
{
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f", decimals, value);
    return buffer;
}

struct MatchArguments {
    std::string gameId;
    MatchSettings settings;
    Options options;
};

// Parses the arguments into `parsed`; returns an exit code when done.
std::optional<int> parseMatchArguments(const std::vector<std::string>& args, MatchArguments& parsed)
{
    bool dealsGiven = false;
    bool movetimeGiven = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& arg = args[i];
        auto needValue = [&]() -> const std::string* { return i + 1 < args.size() ? &args[++i] : nullptr; };
        auto needNumber = [&](long long low, long long high) -> std::optional<long long> {
            const std::string* value = needValue();
            auto number = value ? parseInteger(*value) : std::nullopt;
            if (!number || *number < low || *number > high)
                return std::nullopt;
            return number;
        };
        if (isHelp(arg)) {
            std::cout << kMatchUsage;
            return 0;
        }
        if (arg == "--players") {
            const std::string* value = needValue();
            if (!value)
                return usageError("--players needs a list such as strong,basic", kMatchUsage);
            parsed.settings.players = splitList(*value);
            for (const std::string& id : parsed.settings.players)
                if (!isMatchPlayerId(id))
                    return usageError("--players: unknown player '" + id +
                                          "' (random, basic, strong, cheat, strong:KEY=VALUE)",
                                      kMatchUsage);
            if (parsed.settings.players.size() < 2)
                return usageError("--players needs at least two players", kMatchUsage);
        } else if (arg == "--deals") {
            auto number = needNumber(1, 10'000'000);
            if (!number)
                return usageError("--deals needs a number of deals from 1", kMatchUsage);
            parsed.settings.deals = static_cast<int>(*number);
            dealsGiven = true;
        } else if (arg == "--duplicate") {
            parsed.settings.duplicate = true;
        } else if (arg == "--seed") {
            auto number = needNumber(0, 0xFFFFFFFFLL);
            if (!number)
                return usageError("--seed needs a number from 0 to 4294967295", kMatchUsage);
            parsed.settings.seed = static_cast<std::uint32_t>(*number);
        } else if (arg == "--movetime") {
            auto number = needNumber(1, 600'000);
            if (!number)
                return usageError("--movetime needs milliseconds from 1 to 600000", kMatchUsage);
            parsed.settings.budget.milliseconds = static_cast<int>(*number);
            movetimeGiven = true;
        } else if (arg == "--iterations") {
            auto number = needNumber(1, 100'000'000);
            if (!number)
                return usageError("--iterations needs a number from 1", kMatchUsage);
            parsed.settings.budget.iterations = static_cast<int>(*number);
        } else if (arg == "--seats") {
            auto number = needNumber(1, 16);
            if (!number)
                return usageError("--seats needs a number of seats", kMatchUsage);
            parsed.settings.seats = static_cast<int>(*number);
        } else if (arg == "--jobs") {
            auto number = needNumber(1, 256);
            if (!number)
                return usageError("--jobs needs a number from 1 to 256", kMatchUsage);
            parsed.settings.jobs = static_cast<int>(*number);
        } else if (arg == "--option") {
            const std::string* value = needValue();
            if (!value || value->find('=') == std::string::npos)
                return usageError("--option needs KEY=VALUE", kMatchUsage);
            const auto equals = value->find('=');
            parsed.options[value->substr(0, equals)] = value->substr(equals + 1);
        } else if (startsWith(arg, "-")) {
            return usageError("match: unknown option '" + arg + "'", kMatchUsage);
        } else if (parsed.gameId.empty()) {
            parsed.gameId = arg;
        } else {
            return usageError("match: unexpected argument '" + arg + "'", kMatchUsage);
        }
    }
    if (parsed.gameId.empty())
        return usageError("match: which game? (high14, rook-for-two, kentucky-discard, quatorze)", kMatchUsage);
    if (parsed.settings.players.empty())
        return usageError("match: --players is required", kMatchUsage);
    if (!dealsGiven)
        return usageError("match: --deals is required", kMatchUsage);
    if (movetimeGiven && parsed.settings.budget.iterations > 0)
        return usageError("match: give --movetime or --iterations, not both", kMatchUsage);
    return std::nullopt;
}

// The players' ids, numbered where one plays more than once: "basic(2)".
std::vector<std::string> playerLabels(const std::vector<std::string>& players)
{
    std::vector<std::string> labels;
    for (std::size_t entry = 0; entry < players.size(); ++entry) {
        const auto same = std::count(players.begin(), players.end(), players[entry]);
        const auto before = std::count(players.begin(), players.begin() + static_cast<long>(entry), players[entry]);
        labels.push_back(same > 1 ? players[entry] + "(" + std::to_string(before + 1) + ")" : players[entry]);
    }
    return labels;
}

void printDecisionTimes(const MatchSettings& settings, const std::vector<GameUnit>& units)
{
    const std::vector<std::string> labels = playerLabels(settings.players);
    std::printf("Decision times in ms (p50 / p90 / p95 / p99 / max, decisions with a choice):\n");
    for (std::size_t entry = 0; entry < settings.players.size(); ++entry) {
        std::vector<double> times;
        for (const GameUnit& unit : units)
            for (const GamePlay& play : unit.plays)
                times.insert(times.end(), play.decisionMs[entry].begin(), play.decisionMs[entry].end());
        std::printf("  %-8s %s / %s / %s / %s / %s  (%zu decisions)\n", labels[entry].c_str(),
                    fixedText(percentile(times, 0.5)).c_str(), fixedText(percentile(times, 0.9)).c_str(),
                    fixedText(percentile(times, 0.95)).c_str(), fixedText(percentile(times, 0.99)).c_str(),
                    fixedText(percentile(times, 1.0)).c_str(), times.size());
    }
}

void printCalibration(const std::vector<GameUnit>& units)
{
    int made[10] = {};
    int bids[10] = {};
    double predicted[10] = {};
    int total = 0;
    for (const GameUnit& unit : units)
        for (const GamePlay& play : unit.plays)
            for (const auto& [estimate, success] : play.calibration) {
                const int decile = std::min(9, std::max(0, static_cast<int>(estimate * 10)));
                ++bids[decile];
                predicted[decile] += estimate;
                made[decile] += success ? 1 : 0;
                ++total;
            }
    if (total == 0)
        return;
    std::printf("Bidding calibration (%d contracts whose declarer estimated its chance):\n", total);
    std::printf("  predicted   contracts   mean predicted   made   95%% interval\n");
    for (int decile = 0; decile < 10; ++decile) {
        if (bids[decile] == 0)
            continue;
        const Interval rate = shareInterval(made[decile], bids[decile]);
        std::printf("  %3d-%3d%%    %9d   %13.1f%%   %4.1f%%  [%.1f%%, %.1f%%]\n", decile * 10, decile * 10 + 10,
                    bids[decile], 100.0 * predicted[decile] / bids[decile], 100.0 * rate.mean, 100.0 * rate.low,
                    100.0 * rate.high);
    }
}

int runMatchCommand(const std::vector<std::string>& args)
{
    MatchArguments parsed;
    if (auto exit = parseMatchArguments(args, parsed))
        return *exit;
    const Game* game = findGame(parsed.gameId);
    if (!game)
        return usageError("unknown game '" + parsed.gameId + "' (see 'cardtable-cli list')", kMatchUsage);
    for (const std::string& id : parsed.settings.players)
        if (!makeMatchPlayer(game->id(), id))
            return usageError("match: " + game->name() + " has no '" + id + "' player", kMatchUsage);
    auto options = game->resolveOptions(parsed.options);
    if (!options)
        return usageError(options.error().message, kMatchUsage);
    MatchSettings& settings = parsed.settings;
    settings.game = game;
    settings.options = *options;
    if (settings.seats == 0) {
        const int given = static_cast<int>(settings.players.size());
        settings.seats = game->supportsPlayers(given) && given > 2 ? given : game->defaultPlayers();
    }
    if (!game->supportsPlayers(settings.seats))
        return usageError(game->name() + " is played by " + game->playersText() + " players, not " +
                              std::to_string(settings.seats),
                          kMatchUsage);
    GameSetup probe;
    probe.players = settings.seats;
    probe.options = settings.options;
    auto started = game->start(probe);
    if (!started)
        return usageError(started.error().message, kMatchUsage);
    const ScoreSheet* sheet = (*started)->scoreSheet();
    if (game->family() != Family::TrickTaking && !sheet)
        return usageError("match: " + game->name() + " keeps no score sheet of rounds to measure", kMatchUsage);
    const bool lowWins = sheet && sheet->lowWins;

    const std::vector<GameUnit> units = runMatch(settings);

    const std::string budget = settings.budget.iterations > 0
                                   ? std::to_string(settings.budget.iterations) + " iterations"
                                   : std::to_string(settings.budget.milliseconds) + " ms";
    std::printf("%s, %d seats, players %s, seeds from %u, %s per search decision%s\n", game->name().c_str(),
                settings.seats, join(settings.players, ",").c_str(), settings.seed, budget.c_str(),
                settings.duplicate ? ", duplicate" : "");
    const std::vector<std::string> labels = playerLabels(settings.players);
    int deals = 0;
    int dealsPlayed = 0;
    int games = 0;
    int finished = 0;
    for (const GameUnit& unit : units) {
        deals += unit.dealCount();
        for (const GamePlay& play : unit.plays) {
            ++games;
            finished += play.finished ? 1 : 0;
            dealsPlayed += static_cast<int>(play.deals.size());
        }
    }
    std::printf("Deals: %d distinct, %d played, in %d games (%d finished)\n", deals, dealsPlayed, games, finished);

    std::printf("Mean points per deal%s:", lowWins ? " (lower is better)" : "");
    for (std::size_t entry = 0; entry < settings.players.size(); ++entry) {
        double sum = 0;
        int count = 0;
        for (const GameUnit& unit : units)
            for (const GamePlay& play : unit.plays)
                for (const DealResult& deal : play.deals) {
                    sum += deal.points[entry];
                    ++count;
                }
        std::printf(" %s %s", labels[entry].c_str(), fixedText(count ? sum / count : 0).c_str());
    }
    std::printf("\n");

    const std::size_t shown = settings.players.size() == 2 ? 1 : settings.players.size();
    for (std::size_t entry = 0; entry < shown; ++entry) {
        const Interval difference = meanInterval(dealDifferences(units, entry));
        const std::string against = settings.players.size() == 2 ? labels[1] : "the others";
        std::printf("Score difference per deal, %s - %s: %s  (95%% interval %s to %s, %d observations%s)\n",
                    labels[entry].c_str(), against.c_str(), signedText(difference.mean).c_str(),
                    signedText(difference.low).c_str(), signedText(difference.high).c_str(), difference.count,
                    lowWins ? "; below zero is better" : "");
    }
    for (std::size_t entry = 0; entry < settings.players.size(); ++entry) {
        int won = 0;
        for (const GameUnit& unit : units)
            for (const GamePlay& play : unit.plays)
                won += play.finished && play.won[entry] ? 1 : 0;
        const Interval share = shareInterval(won, finished);
        std::printf("Games won by %s: %d of %d, %s%%  (95%% interval %s%% to %s%%)\n",
                    labels[entry].c_str(), won, finished, fixedText(100 * share.mean, 1).c_str(),
                    fixedText(100 * share.low, 1).c_str(), fixedText(100 * share.high, 1).c_str());
    }
    printDecisionTimes(settings, units);
    printCalibration(units);
    return 0;
}

} // namespace

Command matchCommand()
{
    return {"match", "GAME --players A,B ...", "computer players against each other, with statistics",
            kMatchUsage, runMatchCommand};
}

} // namespace ct::cli
