// Shared by the solver's tests: starting a deal, card text, and random
// endgames of the games whose foundations build up in suit from the ace.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "cards/rng.h"
#include "engine/game.h"
#include "patience/patience.h"

namespace ct::solvertest {

inline std::unique_ptr<PatienceState> start(const std::string& game, std::uint32_t seed, Options options = {})
{
    GameSetup setup;
    setup.seed = seed;
    setup.options = std::move(options);
    auto state = findGame(game)->start(setup);
    if (!state.ok())
        return nullptr;
    return std::unique_ptr<PatienceState>(static_cast<PatienceState*>(state->release()));
}

inline const char* const kRanks[] = {"", "A", "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K"};
inline const char kSuits[] = {'C', 'D', 'H', 'S'};

// A random endgame of a game whose foundations build up in suit from the
// ace: `packs` foundations per suit hold the ace up to a random rank, and
// the cards still out are dealt at random, face up (face down under the
// top card of each pile with `hideUnderTop`), over `piles`. Small enough for
// the plain search to decide.
inline std::unique_ptr<PatienceState> randomEndgame(const std::string& game, std::uint32_t seed, int packs,
    const std::vector<std::string>& piles, int cardsOut, bool hideUnderTop = false)
{
    auto state = start(game, 1);
    Rng rng(seed);
    std::vector<std::pair<std::string, std::string>> layout;
    std::vector<std::string> out;
    // Each foundation's height: the cards above it are out, about cardsOut in all.
    const int foundations = 4 * packs;
    std::vector<int> height(static_cast<std::size_t>(foundations), 13);
    for (int i = 0; i < cardsOut; ++i) {
        auto& h = height[static_cast<std::size_t>(rng.below(static_cast<std::uint32_t>(foundations)))];
        if (h > 0)
            --h;
    }
    for (int f = 0; f < foundations; ++f) {
        const char suit = kSuits[f / packs];
        std::string text;
        for (int r = 1; r <= height[static_cast<std::size_t>(f)]; ++r)
            text += std::string(text.empty() ? "" : " ") + kRanks[r] + suit;
        for (int r = height[static_cast<std::size_t>(f)] + 1; r <= 13; ++r)
            out.push_back(std::string(kRanks[r]) + suit);
        layout.push_back({"f" + std::to_string(f), text});
    }
    for (std::size_t i = out.size(); i > 1; --i)
        std::swap(out[i - 1], out[rng.below(static_cast<std::uint32_t>(i))]);
    std::vector<std::vector<std::string>> dealt(piles.size());
    for (const std::string& card : out)
        dealt[rng.below(static_cast<std::uint32_t>(piles.size()))].push_back(card);
    for (std::size_t i = 0; i < piles.size(); ++i) {
        std::string text;
        for (std::size_t j = 0; j < dealt[i].size(); ++j) {
            const bool down = piles[i] == "stock" || (hideUnderTop && j + 1 < dealt[i].size());
            text += std::string(text.empty() ? "" : " ") + dealt[i][j] + (down ? "-" : "");
        }
        layout.push_back({piles[i], text});
    }
    if (!state->arrange(layout).ok())
        return nullptr;
    return state;
}

inline std::vector<std::string> named(const std::string& prefix, int count)
{
    std::vector<std::string> names;
    for (int i = 0; i < count; ++i)
        names.push_back(prefix + std::to_string(i));
    return names;
}

} // namespace ct::solvertest
