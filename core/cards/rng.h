// The project's own random number generator. Deals must be identical on every
// machine and compiler, so nothing here uses std::*_distribution (their output
// is implementation-defined); the algorithms are spelled out in docs/deals.md.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace ct {

// xoshiro256** seeded through SplitMix64.
class Rng {
public:
    explicit Rng(std::uint64_t seed = 0) { reseed(seed); }

    void reseed(std::uint64_t seed);
    std::uint64_t next();
    // A uniform whole number in [0, bound), bound >= 1: Lemire's multiply and
    // reject method, so every value is exactly equally likely.
    std::uint32_t below(std::uint32_t bound);
    // A uniform double in [0, 1).
    double unit();

    // Fisher-Yates from the back: for i = n-1 down to 1, swap item i with item
    // below(i + 1).
    template <typename T>
    void shuffle(std::vector<T>& items)
    {
        for (std::size_t i = items.size(); i > 1; --i) {
            std::size_t j = below(static_cast<std::uint32_t>(i));
            std::swap(items[i - 1], items[j]);
        }
    }

    // The full generator state as text, so a saved game resumes its randomness.
    std::string stateText() const;
    bool operator==(const Rng&) const = default;

private:
    std::uint64_t s_[4] = {};
};

} // namespace ct
