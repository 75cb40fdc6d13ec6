// cardtable-cli solve: runs the patience solver over a range of deals and
// prints one line per deal and a summary (win rate with its interval, times,
// search speed).
#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "ai/match.h"
#include "cli/commands.h"
#include "engine/game.h"
#include "solver/solver.h"
#include "util/text.h"

namespace ct::cli {

namespace {

const char* const kSolveUsage = "Usage: cardtable-cli solve GAME --from N --to M [--limit-ms T] [--jobs J]\n"
                                "                           [--option KEY=VALUE ...]\n"
                                "\n"
                                "Solves the deals of patience GAME from seed N to seed M (both included),\n"
                                "seeing every card, and prints for each deal whether it can be won ('won',\n"
                                "with the line checked by replaying it), cannot be won ('lost': every\n"
                                "reachable position was searched) or was not decided within the limit\n"
                                "('unknown'), with the time and positions searched. The summary gives the\n"
                                "counts, the win rate with a 95% Wilson interval (an unknown deal counts as\n"
                                "lost for the lower bound and as won for the upper), the median and 99th\n"
                                "percentile time per deal and the positions searched per second.\n"
                                "\n"
                                "  --limit-ms T      give up on a deal after T milliseconds of the solving\n"
                                "                    thread's CPU time (default 10000; 0 means no limit);\n"
                                "                    the times printed are CPU times too\n"
                                "  --jobs J          solve J deals at once (default 1, at most 64)\n"
                                "  --option K=V      a game option, e.g. --option draw=3\n";

struct SolveArguments {
    const Game* game = nullptr;
    long long from = -1;
    long long to = -1;
    long long limitMs = 10000;
    int jobs = 1;
    Options options;
};

std::optional<int> parse(const std::vector<std::string>& args, SolveArguments& parsed)
{
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& arg = args[i];
        auto number = [&](long long low, long long high) -> std::optional<long long> {
            auto value = i + 1 < args.size() ? parseInteger(args[++i]) : std::nullopt;
            return value && *value >= low && *value <= high ? value : std::nullopt;
        };
        if (isHelp(arg)) {
            std::cout << kSolveUsage;
            return 0;
        }
        if (arg == "--from" || arg == "--to") {
            auto value = number(0, 0xFFFFFFFFLL);
            if (!value)
                return usageError(arg + " needs a seed from 0 to 4294967295", kSolveUsage);
            (arg == "--from" ? parsed.from : parsed.to) = *value;
        } else if (arg == "--limit-ms") {
            auto value = number(0, 86'400'000);
            if (!value)
                return usageError("--limit-ms needs milliseconds from 0 to 86400000", kSolveUsage);
            parsed.limitMs = *value;
        } else if (arg == "--jobs") {
            auto value = number(1, 64);
            if (!value)
                return usageError("--jobs needs a number from 1 to 64", kSolveUsage);
            parsed.jobs = static_cast<int>(*value);
        } else if (arg == "--option") {
            const std::string pair = i + 1 < args.size() ? args[++i] : std::string();
            const auto eq = pair.find('=');
            if (eq == std::string::npos || eq == 0)
                return usageError("--option needs KEY=VALUE", kSolveUsage);
            parsed.options[pair.substr(0, eq)] = pair.substr(eq + 1);
        } else if (!arg.empty() && arg[0] == '-') {
            return usageError("solve: unknown argument '" + arg + "'", kSolveUsage);
        } else if (!parsed.game) {
            parsed.game = findGame(arg);
            if (!parsed.game)
                return usageError("solve: unknown game '" + arg + "'", kSolveUsage);
            if (parsed.game->family() != Family::Patience)
                return usageError("solve: " + arg + " is not a patience game", kSolveUsage);
        } else {
            return usageError("solve: unexpected argument '" + arg + "'", kSolveUsage);
        }
    }
    if (!parsed.game)
        return usageError("solve: which game?", kSolveUsage);
    if (parsed.from < 0 || parsed.to < 0)
        return usageError("solve: --from and --to are required", kSolveUsage);
    if (parsed.to < parsed.from)
        return usageError("solve: --to must not be below --from", kSolveUsage);
    auto resolved = parsed.game->resolveOptions(parsed.options);
    if (!resolved.ok())
        return usageError("solve: " + resolved.error().message, kSolveUsage);
    parsed.options = *resolved;
    return std::nullopt;
}

// The Wilson score interval bound for `wins` of `n` at 95% (z = 1.96).
double wilson(double wins, double n, bool upper)
{
    if (n <= 0)
        return upper ? 1.0 : 0.0;
    const double z = 1.959964;
    const double p = wins / n;
    const double centre = p + z * z / (2 * n);
    const double spread = z * std::sqrt(p * (1 - p) / n + z * z / (4 * n * n));
    const double bound = (centre + (upper ? spread : -spread)) / (1 + z * z / n);
    return std::clamp(bound, 0.0, 1.0);
}

int runSolve(const std::vector<std::string>& args)
{
    SolveArguments parsed;
    if (auto done = parse(args, parsed))
        return *done;

    const long long count = parsed.to - parsed.from + 1;
    std::vector<std::optional<SolveResult>> results(static_cast<std::size_t>(count));
    std::atomic<long long> nextDeal {0};
    std::mutex printing;
    long long printed = 0;
    bool failed = false;

    auto worker = [&] {
        for (;;) {
            const long long index = nextDeal++;
            if (index >= count)
                return;
            GameSetup setup;
            setup.seed = static_cast<std::uint32_t>(parsed.from + index);
            setup.options = parsed.options;
            SolveLimits limits;
            limits.maxMillis = parsed.limitMs;
            limits.cpuTime = true; // the same work whatever else the machine is doing
            auto result = solveDeal(*parsed.game, setup, limits);
            std::lock_guard lock(printing);
            if (!result.ok()) {
                std::fprintf(stderr, "cardtable-cli: deal %lld: %s\n", parsed.from + index,
                    result.error().message.c_str());
                failed = true;
                continue;
            }
            results[static_cast<std::size_t>(index)] = *result;
            // Lines come out in seed order whatever order the jobs finish in.
            while (printed < count && results[static_cast<std::size_t>(printed)]) {
                const SolveResult& r = *results[static_cast<std::size_t>(printed)];
                std::printf("deal %lld: %-7s %9.3f s %12llu states%s\n", parsed.from + printed,
                    solveStatusText(r.status).c_str(), r.seconds, static_cast<unsigned long long>(r.states),
                    r.status == SolveStatus::Won ? (" (" + std::to_string(r.line.size()) + " moves)").c_str()
                                                 : "");
                ++printed;
            }
            std::fflush(stdout);
        }
    };
    std::vector<std::thread> threads;
    for (int j = 0; j < std::min<long long>(parsed.jobs, count); ++j)
        threads.emplace_back(worker);
    for (auto& thread : threads)
        thread.join();
    if (failed)
        return 1;

    long long won = 0, lost = 0, unknown = 0;
    unsigned long long states = 0;
    double searchSeconds = 0;
    std::vector<double> times;
    for (const auto& r : results) {
        (r->status == SolveStatus::Won ? won : r->status == SolveStatus::Lost ? lost : unknown)++;
        states += r->states;
        searchSeconds += r->seconds;
        times.push_back(r->seconds);
    }
    const double n = static_cast<double>(count);
    std::printf("\n%s, deals %lld to %lld:\n", parsed.game->name().c_str(), parsed.from, parsed.to);
    std::printf("  won %lld, lost %lld, unknown %lld\n", won, lost, unknown);
    std::printf("  win rate %.1f%% (95%% interval %.1f%% to %.1f%%)\n", 100.0 * static_cast<double>(won) / n,
        100.0 * wilson(static_cast<double>(won), n, false),
        100.0 * wilson(static_cast<double>(won + unknown), n, true));
    std::printf(
        "  time per deal: median %.3f s, p99 %.3f s\n", percentile(times, 0.5), percentile(times, 0.99));
    std::printf("  %.0f states per second per job\n",
        searchSeconds > 0 ? static_cast<double>(states) / searchSeconds : 0.0);
    return 0;
}

} // namespace

Command solveCommand()
{
    return {"solve", "GAME --from N --to M [options]",
        "solve a range of patience deals and report the win rate", kSolveUsage, runSolve};
}

} // namespace ct::cli
