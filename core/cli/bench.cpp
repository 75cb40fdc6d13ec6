// cardtable-cli bench: benchmarks that print figures. Each subject is a row
// of the table below; `bench ai` measures the trick-taking players' engine.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include "ai/match.h"
#include "ai/trick_ismcts.h"
#include "ai/trick_search.h"
#include "ai/trick_sim.h"
#include "cli/commands.h"
#include "engine/game.h"
#include "parlour/beggar_duel.h"
#include "tricks/trick_state.h"
#include "util/text.h"

namespace ct::cli {

namespace {

const char* const kBenchUsage =
    "Usage: cardtable-cli bench SUBJECT [OPTIONS]\n"
    "\n"
    "Runs a benchmark and prints its figures. Subjects:\n"
    "  ai      the trick-taking players: random playouts per second, search\n"
    "          iterations per second, decision times per level\n"
    "  bmn     Beggar My Neighbor: searches seeded two-player deals for the\n"
    "          longest game and tells the endless deals apart\n"
    "  melds   the Quatorze best-meld search: time per hand, and a check\n"
    "          against a brute-force search\n"
    "\n"
    "Run 'cardtable-cli bench SUBJECT --help' for a subject's options.\n";

const char* const kBenchAiUsage =
    "Usage: cardtable-cli bench ai [--game GAME] [--seed S] [--seconds X]\n"
    "                              [--movetime MS] [--deals N]\n"
    "\n"
    "On one core: deals GAME (default kentucky-discard) from seed S (default 1),\n"
    "lets the rule-based players bid, discard and name trump, then measures\n"
    "  - random playouts of the deal from its first trick per second, and\n"
    "    playouts as the search runs them (partly by a rule of thumb),\n"
    "  - search (ISMCTS) iterations per second from the first trick and from\n"
    "    the middle of the play,\n"
    "  - the deals the strong player samples in MS behind the first bid, trump,\n"
    "    discard and exchange of the deal (Rook for Two, Kentucky Discard),\n"
    "  - decision times at each level over N whole deals (default 1) with every\n"
    "    seat at that level, the searching level at MS per decision (default 1000).\n"
    "Also prints a signature: the summed scores of the first 100000 playouts,\n"
    "the same on every machine for the same seed.\n"
    "\n"
    "  --seconds X   time for each rate measured (default 2)\n";

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start)
{
    return std::chrono::duration<double>(Clock::now() - start).count();
}

// Processor time this (single-threaded) process has used: on a shared
// machine a rate per second of it is the rate of one core of one's own.
double cpuSeconds()
{
    return static_cast<double>(std::clock()) / CLOCKS_PER_SEC;
}

struct BenchAiArguments {
    std::string gameId = "kentucky-discard";
    std::uint32_t seed = 1;
    double seconds = 2;
    int movetime = 1000;
    int deals = 1;
};

std::optional<int> parseBenchAi(const std::vector<std::string>& args, BenchAiArguments& parsed)
{
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& arg = args[i];
        auto number = [&](long long low, long long high) -> std::optional<long long> {
            auto value = i + 1 < args.size() ? parseInteger(args[++i]) : std::nullopt;
            return value && *value >= low && *value <= high ? value : std::nullopt;
        };
        if (isHelp(arg)) {
            std::cout << kBenchAiUsage;
            return 0;
        }
        if (arg == "--game" && i + 1 < args.size()) {
            parsed.gameId = args[++i];
        } else if (arg == "--seed") {
            auto value = number(0, 0xFFFFFFFFLL);
            if (!value)
                return usageError("--seed needs a number from 0 to 4294967295", kBenchAiUsage);
            parsed.seed = static_cast<std::uint32_t>(*value);
        } else if (arg == "--seconds") {
            auto value = number(1, 600);
            if (!value)
                return usageError("--seconds needs a whole number of seconds from 1 to 600", kBenchAiUsage);
            parsed.seconds = static_cast<double>(*value);
        } else if (arg == "--movetime") {
            auto value = number(1, 600'000);
            if (!value)
                return usageError("--movetime needs milliseconds from 1 to 600000", kBenchAiUsage);
            parsed.movetime = static_cast<int>(*value);
        } else if (arg == "--deals") {
            auto value = number(1, 1000);
            if (!value)
                return usageError("--deals needs a number from 1 to 1000", kBenchAiUsage);
            parsed.deals = static_cast<int>(*value);
        } else {
            return usageError("bench ai: unknown argument '" + arg + "'", kBenchAiUsage);
        }
    }
    return std::nullopt;
}

// The game from `seed`, with the rule-based players' bidding, discards and
// trump done: the first card is to be played.
std::unique_ptr<State> dealReadyToPlay(const Game& game, std::uint32_t seed)
{
    auto player = makePlayer(game.id(), Level::Basic);
    for (std::uint32_t attempt = seed;; ++attempt) {
        GameSetup setup;
        setup.seed = attempt;
        auto started = game.start(setup);
        if (!started)
            return nullptr;
        std::unique_ptr<State> state = std::move(*started);
        const auto& tricks = static_cast<const TrickState&>(*state);
        Rng rng(attempt);
        while (!state->isTerminal() && tricks.phase() != TrickPhase::Play)
            state->apply(player->choose(*state, rng, Budget{}));
        // A deal thrown in goes back to the auction: take the next seed.
        if (tricks.phase() == TrickPhase::Play && tricks.rounds().empty())
            return state;
    }
}

void benchPlayouts(const TrickState& state, double seconds)
{
    SimRules rules;
    SimState start;
    simFromState(state, rules, start);
    Rng rng(12345);
    long long signature = 0;
    for (int i = 0; i < 100'000; ++i) {
        SimState sim = start;
        simRandomPlayout(rules, sim, rng);
        signature += simScores(rules, sim)[0];
    }
    long long playouts = 0;
    long long sideZero = 0;
    const auto begin = Clock::now();
    const double cpuBegin = cpuSeconds();
    double elapsed = 0;
    while ((elapsed = secondsSince(begin)) < seconds) {
        for (int i = 0; i < 4096; ++i) {
            SimState sim = start;
            simRandomPlayout(rules, sim, rng);
            sideZero += sim.taken[0];
        }
        playouts += 4096;
    }
    std::printf("Random playouts from the first trick (%d cards): %.0f per second on one core "
                "(%.0f per second of processor time)\n",
                static_cast<int>(start.cardsLeft), playouts / elapsed, playouts / (cpuSeconds() - cpuBegin));
    // The playouts the search runs: half the cards by the rule of thumb.
    const double greed = IsmctsSettings{}.playoutGreed;
    long long mixed = 0;
    const auto mixedBegin = Clock::now();
    const double mixedCpuBegin = cpuSeconds();
    double mixedElapsed = 0;
    while ((mixedElapsed = secondsSince(mixedBegin)) < seconds) {
        for (int i = 0; i < 4096; ++i) {
            SimState sim = start;
            simMixedPlayout(rules, sim, rng, greed);
        }
        mixed += 4096;
    }
    std::printf("Playouts as the search runs them (%.0f%% of the cards by the rule of thumb): %.0f per "
                "second on one core (%.0f per second of processor time)\n",
                100 * greed, mixed / mixedElapsed, mixed / (cpuSeconds() - mixedCpuBegin));
    std::printf("Points taken by side 0 in a random playout: %.2f on average\n",
                static_cast<double>(sideZero) / static_cast<double>(playouts));
    std::printf("Signature (summed scores of the first 100000 playouts): %lld\n", signature);
}

void benchSearch(const TrickState& start, const char* where, double seconds)
{
    Rng rng(7);
    Budget budget;
    budget.milliseconds = static_cast<int>(seconds * 1000);
    const auto begin = Clock::now();
    const double cpuBegin = cpuSeconds();
    const IsmctsOutcome outcome = ismctsChoosePlay(start, rng, budget);
    const double elapsed = secondsSince(begin);
    const double cpu = cpuSeconds() - cpuBegin;
    std::printf("ISMCTS iterations %s: %.0f per second on one core (%d in %.2f s, %.2f s of processor "
                "time: %.0f per second of it; plays %s)\n",
                where, outcome.iterations / elapsed, outcome.iterations, elapsed, cpu, outcome.iterations / cpu,
                start.actionText(outcome.action).c_str());
}

// The sampled deals the strong player's simulation buys in MS of a bid,
// the trump, a discard and the exchange (the first of each in the deal,
// the other seats rule-based), with the early stop off.
void benchAuction(const Game& game, const BenchAiArguments& parsed)
{
    GameSetup setup;
    setup.seed = parsed.seed;
    auto started = game.start(setup);
    if (!started)
        return;
    std::unique_ptr<State> state = std::move(*started);
    const auto& tricks = static_cast<const TrickState&>(*state);
    auto basic = makePlayer(game.id(), Level::Basic);
    TrickSearchOptions options;
    options.decisiveMargin = 0;
    auto strong = makeTrickSearchPlayer(game.id(), options);
    auto* search = static_cast<TrickSearchPlayer*>(strong.get());
    Rng rng(parsed.seed);
    Budget budget;
    budget.milliseconds = parsed.movetime;
    std::vector<TrickPhase> measured;
    while (!state->isTerminal() && tricks.phase() != TrickPhase::Play && tricks.rounds().empty()) {
        const TrickPhase phase = tricks.phase();
        const std::size_t choices = state->legalActions().size();
        if (choices > 1 && std::find(measured.begin(), measured.end(), phase) == measured.end()) {
            measured.push_back(phase);
            const auto begin = Clock::now();
            const double cpuBegin = cpuSeconds();
            strong->choose(*state, rng, budget);
            const double cpu = cpuSeconds() - cpuBegin;
            const int deals = search->lastSampledDeals();
            std::printf("Sampled deals behind the first %s decision (%zu legal actions): %d in %.0f ms, "
                        "%.2f s of processor time: %.0f per second of it\n",
                        phaseId(phase).c_str(), choices, deals, secondsSince(begin) * 1000, cpu,
                        cpu > 0 ? deals / cpu : 0.0);
        }
        state->apply(basic->choose(*state, rng, Budget{}));
    }
}

void benchDecisions(const Game& game, const BenchAiArguments& parsed)
{
    std::printf("Decision times over %d deal%s with every seat at the level (decisions with a choice):\n",
                parsed.deals, parsed.deals == 1 ? "" : "s");
    for (Level level : {Level::Random, Level::Basic, Level::Strong}) {
        std::vector<double> times;
        for (int deal = 0; deal < parsed.deals; ++deal) {
            GameSetup setup;
            setup.seed = parsed.seed + static_cast<std::uint32_t>(deal);
            auto started = game.start(setup);
            std::unique_ptr<State> state = std::move(*started);
            const auto& tricks = static_cast<const TrickState&>(*state);
            std::vector<std::unique_ptr<Player>> players;
            for (int seat = 0; seat < state->playerCount(); ++seat)
                players.push_back(makePlayer(game.id(), level));
            Rng rng(setup.seed.value());
            Budget budget;
            budget.milliseconds = parsed.movetime;
            while (!state->isTerminal() && tricks.rounds().empty()) {
                const bool choice = state->legalActions().size() > 1;
                const auto begin = Clock::now();
                const Action action =
                    players[static_cast<std::size_t>(state->currentPlayer())]->choose(*state, rng, budget);
                if (choice)
                    times.push_back(secondsSince(begin) * 1000);
                state->apply(action);
            }
        }
        std::printf("  %-7s p50 %8.2f ms   p95 %8.2f ms   max %8.2f ms   (%zu decisions%s)\n",
                    levelId(level).c_str(), percentile(times, 0.5), percentile(times, 0.95), percentile(times, 1.0),
                    times.size(), level == Level::Strong ? (", " + std::to_string(parsed.movetime) + " ms budget").c_str() : "");
    }
}

int benchAi(const std::vector<std::string>& args)
{
    BenchAiArguments parsed;
    if (auto exit = parseBenchAi(args, parsed))
        return *exit;
    const Game* game = findGame(parsed.gameId);
    if (!game || game->family() != Family::TrickTaking || !makeMatchPlayer(game->id(), "cheat"))
        return usageError("bench ai: the game must be high14, rook-for-two or kentucky-discard", kBenchAiUsage);
    const std::unique_ptr<State> ready = dealReadyToPlay(*game, parsed.seed);
    if (!ready)
        return usageError("bench ai: cannot deal " + parsed.gameId, kBenchAiUsage);
    const auto& first = static_cast<const TrickState&>(*ready);
    std::printf("%s, seed %u: %s named trump; bench on one core\n", game->name().c_str(), parsed.seed,
                first.declarer() == kNoSeat ? "the cut" : ("seat " + std::to_string(first.declarer())).c_str());
    benchPlayouts(first, parsed.seconds);
    benchSearch(first, "from the first trick", parsed.seconds);
    // Half the cards played by the rule-based players.
    std::unique_ptr<State> middle = ready->clone();
    auto basic = makePlayer(game->id(), Level::Basic);
    Rng rng(parsed.seed);
    const int half = static_cast<int>(first.handSize(first.currentPlayer())) / 2 * first.playerCount();
    for (int i = 0; i < half && !middle->isTerminal(); ++i)
        middle->apply(basic->choose(*middle, rng, Budget{}));
    const auto& midway = static_cast<const TrickState&>(*middle);
    if (!middle->isTerminal() && midway.phase() == TrickPhase::Play && midway.rounds().empty())
        benchSearch(midway, "from the middle of the play", parsed.seconds);
    benchAuction(*game, parsed);
    benchDecisions(*game, parsed);
    return 0;
}


const char* const kBenchBmnUsage =
    "Usage: cardtable-cli bench bmn [--from N] [--to M]\n"
    "\n"
    "Plays every two-player Beggar My Neighbor deal of the seeds N to M\n"
    "(default 1 to 1000000, each dealt as 'play beggar-my-neighbor --seed S'\n"
    "deals it) with the fast simulator on one core, and prints the longest\n"
    "game by cards played and by tricks, the deals that never end, and the\n"
    "deals per minute.\n";

int benchBmn(const std::vector<std::string>& args)
{
    std::uint32_t from = 1;
    std::uint32_t to = 1'000'000;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& arg = args[i];
        if (isHelp(arg)) {
            std::cout << kBenchBmnUsage;
            return 0;
        }
        if (arg != "--from" && arg != "--to")
            return usageError("bench bmn: unknown argument '" + arg + "'", kBenchBmnUsage);
        auto value = i + 1 < args.size() ? parseInteger(args[++i]) : std::nullopt;
        if (!value || *value < 0 || *value > 0xFFFFFFFFLL)
            return usageError(arg + " needs a seed from 0 to 4294967295", kBenchBmnUsage);
        (arg == "--from" ? from : to) = static_cast<std::uint32_t>(*value);
    }
    if (to < from)
        return usageError("bench bmn: --to must not be below --from", kBenchBmnUsage);

    struct Best {
        std::uint32_t seed = 0;
        BeggarDuelResult result;
    };
    Best longest;
    Best mostTricks;
    std::vector<std::uint32_t> endless;
    std::vector<std::uint32_t> capped;
    long long cards = 0;
    long long deals = 0;
    BeggarDuelDeal deal;
    std::vector<std::uint8_t> scratch;
    const auto begin = Clock::now();
    for (std::uint64_t seed = from; seed <= to; ++seed) {
        beggarDuelDeal(static_cast<std::uint32_t>(seed), deal, scratch);
        const BeggarDuelResult result = playBeggarDuel(deal);
        ++deals;
        cards += result.cardsPlayed;
        const auto s = static_cast<std::uint32_t>(seed);
        if (result.ending == BeggarDuelResult::Ending::Endless) {
            endless.push_back(s);
            continue;
        }
        if (result.ending == BeggarDuelResult::Ending::Cap) {
            capped.push_back(s);
            continue;
        }
        if (result.cardsPlayed > longest.result.cardsPlayed)
            longest = {s, result};
        if (result.tricks > mostTricks.result.tricks)
            mostTricks = {s, result};
    }
    const double elapsed = secondsSince(begin);
    auto seedsText = [](const std::vector<std::uint32_t>& seeds) {
        std::string text;
        for (std::size_t i = 0; i < seeds.size() && i < 10; ++i)
            text += (i ? ", " : "") + std::to_string(seeds[i]);
        if (seeds.size() > 10)
            text += ", ...";
        return text;
    };
    std::printf("Beggar My Neighbor, two players, seeds %u to %u: %lld deals in %.2f s on one core\n", from, to,
                deals, elapsed);
    std::printf("Rate: %.0f deals per minute (%.0f cards per second)\n", deals / elapsed * 60, cards / elapsed);
    std::printf("Longest game: seed %u, %d cards played, %d tricks\n", longest.seed, longest.result.cardsPlayed,
                longest.result.tricks);
    std::printf("Most tricks:  seed %u, %d tricks, %d cards played\n", mostTricks.seed, mostTricks.result.tricks,
                mostTricks.result.cardsPlayed);
    std::printf("Endless deals (a position repeats): %zu%s%s\n", endless.size(), endless.empty() ? "" : ": seeds ",
                seedsText(endless).c_str());
    if (!capped.empty())
        std::printf("Deals stopped at the cap of 20000 tricks: %zu: seeds %s\n", capped.size(),
                    seedsText(capped).c_str());
    return 0;
}

struct BenchSubject {
    const char* name;
    int (*run)(const std::vector<std::string>& args);
};

// Other subjects join this table.
const BenchSubject kSubjects[] = {
    {"ai", benchAi},
    {"bmn", benchBmn},
    {"melds", benchMelds},
};

int runBench(const std::vector<std::string>& args)
{
    if (args.empty())
        return usageError("bench: which subject?", kBenchUsage);
    if (isHelp(args.front())) {
        std::cout << kBenchUsage;
        return 0;
    }
    for (const BenchSubject& subject : kSubjects)
        if (args.front() == subject.name)
            return subject.run(std::vector<std::string>(args.begin() + 1, args.end()));
    return usageError("bench: unknown subject '" + args.front() + "'", kBenchUsage);
}

} // namespace

Command benchCommand()
{
    return {"bench", "SUBJECT [OPTIONS]", "benchmarks that print figures (bench ai, bench bmn, bench melds)", kBenchUsage, runBench};
}

} // namespace ct::cli
