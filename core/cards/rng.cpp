#include "cards/rng.h"

namespace ct {

namespace {

std::uint64_t rotl(std::uint64_t x, int k)
{
    return (x << k) | (x >> (64 - k));
}

std::uint64_t splitMix64(std::uint64_t& x)
{
    std::uint64_t z = (x += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

} // namespace

void Rng::reseed(std::uint64_t seed)
{
    std::uint64_t x = seed;
    for (auto& word : s_)
        word = splitMix64(x);
}

std::uint64_t Rng::next()
{
    const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
    const std::uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = rotl(s_[3], 45);
    return result;
}

std::uint32_t Rng::below(std::uint32_t bound)
{
    if (bound <= 1)
        return 0;
    // Take 32 random bits from the high half of next().
    std::uint64_t product = (next() >> 32) * bound;
    auto low = static_cast<std::uint32_t>(product);
    if (low < bound) {
        const std::uint32_t threshold = static_cast<std::uint32_t>(-bound) % bound;
        while (low < threshold) {
            product = (next() >> 32) * bound;
            low = static_cast<std::uint32_t>(product);
        }
    }
    return static_cast<std::uint32_t>(product >> 32);
}

double Rng::unit()
{
    return static_cast<double>(next() >> 11) * 0x1.0p-53;
}

std::string Rng::stateText() const
{
    std::string out;
    for (auto word : s_) {
        if (!out.empty())
            out += ':';
        out += std::to_string(word);
    }
    return out;
}

} // namespace ct
