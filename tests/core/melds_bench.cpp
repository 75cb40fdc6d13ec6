// melds_bench: the speed of the best-meld search on random 15-card hands, and
// (with --check) its agreement with the brute-force reference.
//
//   melds_bench [hands]            time meldProfile and bestMelds (default 200000)
//   melds_bench --check [hands]    compare with the brute force (default 1000000)
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "meld_reference.h"

using namespace ct;

namespace {

double secondsSince(std::chrono::steady_clock::time_point start)
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

std::vector<std::vector<Card>> hands(int count, bool dense)
{
    Rng rng(dense ? 77 : 15);
    std::vector<std::vector<Card>> out;
    out.reserve(static_cast<std::size_t>(count));
    for (int i = 0; i < count; ++i)
        out.push_back(testing::randomMeldHand(rng, 15, 2, dense));
    return out;
}

void timeSearch(int count)
{
    for (bool dense : {false, true}) {
        const auto all = hands(count, dense);
        long sink = 0;
        auto start = std::chrono::steady_clock::now();
        for (const auto& hand : all)
            sink += meldProfile(hand).bestValue();
        const double profileSeconds = secondsSince(start);
        start = std::chrono::steady_clock::now();
        for (const auto& hand : all)
            sink += bestMelds(hand).value;
        const double planSeconds = secondsSince(start);
        start = std::chrono::steady_clock::now();
        for (const auto& hand : all)
            if (auto plan = fewestCardsToReach(hand, kOpeningTarget, 14))
                sink += plan->cards;
        const double openSeconds = secondsSince(start);
        std::printf(
            "%s hands (15 cards, 2 packs + 2 jokers), %d of them:\n", dense ? "dense" : "random", count);
        std::printf("  meldProfile         %8.3f us/hand\n", 1e6 * profileSeconds / count);
        std::printf("  bestMelds           %8.3f us/hand\n", 1e6 * planSeconds / count);
        std::printf(
            "  fewestCardsToReach  %8.3f us/hand   (checksum %ld)\n", 1e6 * openSeconds / count, sink);
    }
}

int check(int count)
{
    Rng rng(1000003);
    auto start = std::chrono::steady_clock::now();
    for (int i = 0; i < count; ++i) {
        const bool dense = i % 2 == 1;
        const int size = i % 7 == 0 ? 3 + static_cast<int>(rng.below(13)) : 15;
        const auto hand = testing::randomMeldHand(rng, size, static_cast<int>(rng.below(3)), dense);
        const auto expected = testing::referenceProfile(hand);
        const MeldProfile profile = meldProfile(hand);
        for (int k = 0; k <= kMaxMeldHand; ++k) {
            if (profile.best[static_cast<std::size_t>(k)] != expected[static_cast<std::size_t>(k)]) {
                std::printf("MISMATCH at hand %d (%s): best[%d] = %d, brute force %d\n", i,
                    cardsText(hand, PackSuffix::Always).c_str(), k, profile.best[static_cast<std::size_t>(k)],
                    expected[static_cast<std::size_t>(k)]);
                return 1;
            }
        }
        if ((i + 1) % 100000 == 0)
            std::printf("  %d hands agree (%.0f s)\n", i + 1, secondsSince(start));
    }
    std::printf("all %d hands agree with the brute force\n", count);
    return 0;
}

} // namespace

int main(int argc, char** argv)
{
    if (argc >= 2 && std::strcmp(argv[1], "--check") == 0)
        return check(argc >= 3 ? std::atoi(argv[2]) : 1000000);
    timeSearch(argc >= 2 ? std::atoi(argv[1]) : 200000);
    return 0;
}
