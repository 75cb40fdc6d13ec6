// cardtable-cli soak: random play over every registered game and variant with
// the shared battery's invariant checks, for long runs outside the unit tests.
#include <atomic>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "cli/commands.h"
#include "engine/game.h"
#include "testing/battery.h"
#include "util/text.h"

namespace ct::cli {

namespace {

const char* const kSoakUsage =
    "Usage: cardtable-cli soak [--games N] [--game ID] [--seed S] [--full] [--jobs J]\n"
    "\n"
    "Plays N games in all (default 10000) by random legal moves, shared out over\n"
    "every registered game and variant: each player count the game allows and\n"
    "each value of each table option (the others at their defaults). At every\n"
    "step it checks that each card exists exactly once, that counters, pools and\n"
    "score totals add up, and that the game ends by its rules; at the end of\n"
    "each game, that the record replays to the same position. --full adds the\n"
    "unit tests' heavier checks at every step (clone, undo and redo, action\n"
    "text). Prints a line per variant and a summary;\n"
    "exit status 1 at the first violation, which it names.\n"
    "\n"
    "  --games N     games in all (default 10000)\n"
    "  --game ID     only this game's variants\n"
    "  --seed S      first deal number (default 1)\n"
    "  --full        the heavier per-step checks\n"
    "  --jobs J      worker threads (default 1)\n";

struct Variant {
    std::string gameId;
    int players = 0;
    Options options;
    std::string label;
};

std::vector<Variant> variants(const std::string& only)
{
    std::vector<Variant> out;
    for (const Game* game : allGames()) {
        if (!only.empty() && game->id() != only)
            continue;
        for (int players = game->minPlayers(); players <= game->maxPlayers(); ++players) {
            if (!game->supportsPlayers(players))
                continue;
            const std::string base = game->id() + " players=" + std::to_string(players);
            out.push_back({game->id(), players, {}, base});
            for (const OptionSpec& spec : game->optionSpecs())
                for (std::size_t v = 1; v < spec.values.size(); ++v)
                    out.push_back({game->id(), players, {{spec.key, spec.values[v]}},
                                   base + " " + spec.key + "=" + spec.values[v]});
        }
    }
    return out;
}

int soak(const std::vector<std::string>& args)
{
    long long games = 10000;
    long long seed = 1;
    int jobs = 1;
    bool full = false;
    std::string only;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& arg = args[i];
        const std::string* value = i + 1 < args.size() ? &args[i + 1] : nullptr;
        auto number = [&](long long low, long long high) -> std::optional<long long> {
            if (!value)
                return std::nullopt;
            auto n = parseInteger(*value);
            ++i;
            if (!n || *n < low || *n > high)
                return std::nullopt;
            return n;
        };
        if (isHelp(arg)) {
            std::cout << kSoakUsage;
            return 0;
        } else if (arg == "--games") {
            auto n = number(1, 100000000);
            if (!n)
                return usageError("--games needs a number from 1 to 100000000", kSoakUsage);
            games = *n;
        } else if (arg == "--seed") {
            auto n = number(0, 4000000000LL);
            if (!n)
                return usageError("--seed needs a deal number", kSoakUsage);
            seed = *n;
        } else if (arg == "--jobs") {
            auto n = number(1, 64);
            if (!n)
                return usageError("--jobs needs a number from 1 to 64", kSoakUsage);
            jobs = int(*n);
        } else if (arg == "--game") {
            if (!value)
                return usageError("--game needs a game id", kSoakUsage);
            only = *value;
            ++i;
            if (!findGame(only))
                return usageError("unknown game '" + only + "' (see 'cardtable-cli list')", kSoakUsage);
        } else if (arg == "--full") {
            full = true;
        } else {
            return usageError("soak: unknown argument '" + arg + "'", kSoakUsage);
        }
    }

    const std::vector<Variant> all = variants(only);
    const long long per = games / static_cast<long long>(all.size());
    const long long extra = games % static_cast<long long>(all.size());
    std::vector<testing::BatteryStats> stats(all.size());
    std::vector<std::string> errors(all.size());
    std::vector<double> seconds(all.size());
    std::atomic<std::size_t> next{0};
    std::atomic<bool> failed{false};
    const auto start = std::chrono::steady_clock::now();
    auto work = [&] {
        for (std::size_t v = next++; v < all.size() && !failed; v = next++) {
            testing::BatteryConfig config;
            config.gameId = all[v].gameId;
            config.players = all[v].players;
            config.options = all[v].options;
            config.games = int(per + (static_cast<long long>(v) < extra ? 1 : 0));
            config.firstSeed = int(seed);
            config.light = !full;
            config.maxSteps = 5000;
            const auto begin = std::chrono::steady_clock::now();
            errors[v] = testing::runBattery(config, &stats[v]);
            seconds[v] = std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
            if (!errors[v].empty())
                failed = true;
        }
    };
    std::vector<std::thread> threads;
    for (int j = 1; j < jobs; ++j)
        threads.emplace_back(work);
    work();
    for (auto& t : threads)
        t.join();
    const double total = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

    long long played = 0, steps = 0;
    for (std::size_t v = 0; v < all.size(); ++v) {
        played += stats[v].games;
        steps += stats[v].steps;
        char line[256];
        std::snprintf(line, sizeof line, "%-62s %8lld games %10lld actions %8.2f s%s", all[v].label.c_str(),
                      stats[v].games, stats[v].steps, seconds[v], errors[v].empty() ? "" : "  VIOLATION");
        std::cout << line << "\n";
    }
    int violations = 0;
    for (std::size_t v = 0; v < all.size(); ++v)
        if (!errors[v].empty()) {
            ++violations;
            std::cout << "violation: " << all[v].label << ": " << errors[v] << "\n";
        }
    char summary[256];
    std::snprintf(summary, sizeof summary,
                  "soak: %zu variants, %lld games, %lld actions, %d violations, %.1f s, %.0f games/s (%s checks, %d jobs)",
                  all.size(), played, steps, violations, total, total > 0 ? double(played) / total : 0.0,
                  full ? "full" : "light", jobs);
    std::cout << summary << "\n";
    return violations == 0 ? 0 : 1;
}

} // namespace

Command soakCommand()
{
    return {"soak", "[--games N] [--game ID] ...", "random play over every game and variant, checking invariants",
            kSoakUsage, soak};
}

} // namespace ct::cli
