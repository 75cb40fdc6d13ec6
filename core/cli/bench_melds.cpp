// cardtable-cli bench melds: the speed of the best-meld search (core/rummy/
// melds) on random 15-card Quatorze hands, and its agreement with the plain
// brute-force search of core/testing/meld_reference on many random hands.
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "cli/commands.h"
#include "testing/meld_reference.h"
#include "util/text.h"

namespace ct::cli {

namespace {

const char* const kBenchMeldsUsage =
    "Usage: cardtable-cli bench melds [--hands N] [--seed S]\n"
    "       cardtable-cli bench melds --check N [--seed S] [--jobs J]\n"
    "\n"
    "Times the best-meld search on one core over N random 15-card hands\n"
    "(default 200000) from two packs with two jokers, in two kinds: hands dealt\n"
    "from the whole deck, and dense hands drawn from two suits and six ranks,\n"
    "where melds crowd and the search has the most to do. Prints the mean time\n"
    "per hand of the profile (the question computer players ask), of the best\n"
    "melds by value and of the fewest cards reaching 51, and percentiles of\n"
    "the best melds timed hand by hand.\n"
    "\n"
    "With --check, compares the search with a plain brute force (every subset\n"
    "that is a meld, every packing of disjoint ones) on N random hands: half\n"
    "of them dense, one in seven of 3 to 15 cards instead of 15, with 0, 1 or\n"
    "2 jokers. Each hand's whole profile (the best value for every number of\n"
    "cards melded) must agree; the first disagreement is printed and the\n"
    "exit status is 1.\n"
    "\n"
    "  --hands N   hands to time (default 200000)\n"
    "  --check N   hands to check against the brute force\n"
    "  --seed S    the hands' seed (default 1)\n"
    "  --jobs J    worker threads for --check (default 1)\n";

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start)
{
    return std::chrono::duration<double>(Clock::now() - start).count();
}

struct MeldBenchArguments {
    int hands = 200'000;
    int check = 0;
    std::uint64_t seed = 1;
    int jobs = 1;
};

std::optional<int> parseBenchMelds(const std::vector<std::string>& args, MeldBenchArguments& parsed)
{
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& arg = args[i];
        if (isHelp(arg)) {
            std::cout << kBenchMeldsUsage;
            return 0;
        }
        auto number = [&](long long low, long long high) -> std::optional<long long> {
            auto value = i + 1 < args.size() ? parseInteger(args[++i]) : std::nullopt;
            return value && *value >= low && *value <= high ? value : std::nullopt;
        };
        if (arg == "--hands") {
            auto value = number(1, 100'000'000);
            if (!value)
                return usageError("--hands needs a number from 1 to 100000000", kBenchMeldsUsage);
            parsed.hands = static_cast<int>(*value);
        } else if (arg == "--check") {
            auto value = number(1, 1'000'000'000);
            if (!value)
                return usageError("--check needs a number of hands from 1", kBenchMeldsUsage);
            parsed.check = static_cast<int>(*value);
        } else if (arg == "--seed") {
            auto value = number(0, 0xFFFFFFFFLL);
            if (!value)
                return usageError("--seed needs a number from 0 to 4294967295", kBenchMeldsUsage);
            parsed.seed = static_cast<std::uint64_t>(*value);
        } else if (arg == "--jobs") {
            auto value = number(1, 256);
            if (!value)
                return usageError("--jobs needs a number from 1 to 256", kBenchMeldsUsage);
            parsed.jobs = static_cast<int>(*value);
        } else {
            return usageError("bench melds: unknown argument '" + arg + "'", kBenchMeldsUsage);
        }
    }
    return std::nullopt;
}

// Mean microseconds per hand of `search` over all hands (one pass, after a
// warm-up pass over the first thousand).
template <typename Search> double meanMicros(const std::vector<std::vector<Card>>& hands, long& sink, Search search)
{
    for (std::size_t i = 0; i < std::min<std::size_t>(hands.size(), 1000); ++i)
        sink += search(hands[i]);
    const auto start = Clock::now();
    for (const auto& hand : hands)
        sink += search(hand);
    return 1e6 * secondsSince(start) / static_cast<double>(hands.size());
}

void timeSearch(const MeldBenchArguments& parsed)
{
    std::printf("Best-meld search, 15-card hands from two packs with two jokers, one core, %d hands of each kind\n",
                parsed.hands);
    for (bool dense : {false, true}) {
        Rng rng(parsed.seed * 2 + (dense ? 1 : 0));
        std::vector<std::vector<Card>> hands;
        hands.reserve(static_cast<std::size_t>(parsed.hands));
        for (int i = 0; i < parsed.hands; ++i)
            hands.push_back(testing::randomMeldHand(rng, 15, 2, dense));
        long sink = 0;
        const double profile = meanMicros(hands, sink, [](const auto& hand) { return meldProfile(hand).bestValue(); });
        const double best = meanMicros(hands, sink, [](const auto& hand) { return bestMelds(hand).value; });
        const double open = meanMicros(hands, sink, [](const auto& hand) {
            auto plan = fewestCardsToReach(hand, kOpeningTarget, 14);
            return plan ? plan->cards : 0;
        });
        // Hands timed one by one: the spread (on a busy machine the top
        // percentiles also catch the moments the process was not running).
        std::vector<double> micros;
        micros.reserve(hands.size());
        for (const auto& hand : hands) {
            const auto start = Clock::now();
            sink += bestMelds(hand).value;
            micros.push_back(1e6 * secondsSince(start));
        }
        std::sort(micros.begin(), micros.end());
        auto at = [&](double q) { return micros[std::min(micros.size() - 1, std::size_t(q * double(micros.size())))]; };
        std::printf("%s hands:\n", dense ? "Dense (two suits, six ranks)" : "Random");
        std::printf("  meldProfile          %8.3f us/hand (mean)\n", profile);
        std::printf("  bestMelds            %8.3f us/hand (mean)\n", best);
        std::printf("  fewestCardsToReach   %8.3f us/hand (mean, target 51 with 14 cards at most)\n", open);
        std::printf("  bestMelds one by one %8.3f / %.3f / %.3f us (median / 99th / 99.9th percentile)\n", at(0.5),
                    at(0.99), at(0.999));
        std::printf("  (checksum %ld)\n", sink);
    }
}

// The hand number `index` of the check: the same whatever the number of jobs.
std::vector<Card> checkHand(std::uint64_t seed, int index)
{
    Rng rng(seed * 1'000'003ULL + static_cast<std::uint64_t>(index));
    const bool dense = index % 2 == 1;
    const int size = index % 7 == 0 ? 3 + static_cast<int>(rng.below(13)) : 15;
    return testing::randomMeldHand(rng, size, static_cast<int>(rng.below(3)), dense);
}

int checkSearch(const MeldBenchArguments& parsed)
{
    std::atomic<int> next {0};
    std::atomic<int> checked {0};
    std::atomic<bool> failed {false};
    std::mutex lock;
    std::string mismatch;
    const auto start = Clock::now();
    auto worker = [&] {
        for (;;) {
            const int index = next++;
            if (index >= parsed.check || failed)
                return;
            const std::vector<Card> hand = checkHand(parsed.seed, index);
            const testing::ReferenceProfile expected = testing::referenceProfile(hand);
            const MeldProfile profile = meldProfile(hand);
            for (int k = 0; k <= kMaxMeldHand; ++k) {
                const auto at = static_cast<std::size_t>(k);
                if (profile.best[at] == expected[at])
                    continue;
                std::lock_guard guard(lock);
                if (!failed) {
                    failed = true;
                    mismatch = "hand " + std::to_string(index) + " (" + cardsText(hand, PackSuffix::Always) +
                               "): best[" + std::to_string(k) + "] = " + std::to_string(profile.best[at]) +
                               ", brute force " + std::to_string(expected[at]);
                }
                return;
            }
            const int done = ++checked;
            if (done % 100'000 == 0) {
                std::lock_guard guard(lock);
                std::printf("  %d hands agree (%.0f s)\n", done, secondsSince(start));
                std::fflush(stdout);
            }
        }
    };
    std::vector<std::thread> threads;
    for (int job = 1; job < parsed.jobs; ++job)
        threads.emplace_back(worker);
    worker();
    for (std::thread& thread : threads)
        thread.join();
    if (failed) {
        std::printf("MISMATCH at %s\n", mismatch.c_str());
        return 1;
    }
    std::printf("All %d hands agree with the brute force (seed %llu, %.0f s, %d job%s)\n", parsed.check,
                static_cast<unsigned long long>(parsed.seed), secondsSince(start), parsed.jobs,
                parsed.jobs == 1 ? "" : "s");
    return 0;
}

} // namespace

int benchMelds(const std::vector<std::string>& args)
{
    MeldBenchArguments parsed;
    if (auto exit = parseBenchMelds(args, parsed))
        return *exit;
    if (parsed.check > 0)
        return checkSearch(parsed);
    timeSearch(parsed);
    return 0;
}

} // namespace ct::cli
