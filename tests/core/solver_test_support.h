// Shared by the solver's tests: starting a deal, card text, random endgames
// of the games whose foundations build up in suit from the ace, and the
// check of a game's own search against the plain one.
#pragma once

#include <algorithm>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "cards/rng.h"
#include "engine/game.h"
#include "patience/patience.h"
#include "solver/solver.h"

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

// A layout for PatienceState::arrange(): each pile's name and cards.
using Layout = std::vector<std::pair<std::string, std::string>>;

// Adds a card to a pile's text, one space between.
inline void append(std::string& text, const std::string& card)
{
    text += (text.empty() ? "" : " ") + card;
}

// `state` laid out as `layout` says, or null where the rules refuse it.
inline std::unique_ptr<PatienceState> arranged(std::unique_ptr<PatienceState> state, const Layout& layout)
{
    if (!state->arrange(layout).ok())
        return nullptr;
    return state;
}

inline const char* const kRanks[] = {"", "A", "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K"};
inline const char kSuits[] = {'C', 'D', 'H', 'S'};

// "AC 2C ... toC" for one suit letter: a foundation holding the ace up to
// rank `to`.
inline std::string run(char suit, int to)
{
    std::string out;
    for (int r = 1; r <= to; ++r)
        append(out, std::string(kRanks[r]) + suit);
    return out;
}

// A random endgame of a game whose foundations build up in suit from the
// ace: `packs` foundations per suit hold the ace up to a random rank, and
// the cards still out are dealt at random, face up (face down under the
// top card of each pile with `hideUnderTop`), over `piles`, in a game started
// with `options`. Small enough for the plain search to decide.
inline std::unique_ptr<PatienceState> randomEndgame(const std::string& game, std::uint32_t seed, int packs,
    const std::vector<std::string>& piles, int cardsOut, bool hideUnderTop = false, Options options = {})
{
    auto state = start(game, 1, std::move(options));
    Rng rng(seed);
    Layout layout;
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
            append(text, std::string(kRanks[r]) + suit);
        for (int r = height[static_cast<std::size_t>(f)] + 1; r <= 13; ++r)
            out.push_back(std::string(kRanks[r]) + suit);
        layout.push_back({"f" + std::to_string(f), text});
    }
    rng.shuffle(out);
    std::vector<std::vector<std::string>> dealt(piles.size());
    for (const std::string& card : out)
        dealt[rng.below(static_cast<std::uint32_t>(piles.size()))].push_back(card);
    // A pile named more than once takes the cards of each of its places
    // (so it gets more of them).
    std::vector<std::string> names;
    std::vector<std::vector<std::string>> cards;
    for (std::size_t i = 0; i < piles.size(); ++i) {
        const auto at = std::find(names.begin(), names.end(), piles[i]);
        if (at == names.end()) {
            names.push_back(piles[i]);
            cards.push_back(dealt[i]);
        } else {
            auto& more = cards[static_cast<std::size_t>(at - names.begin())];
            more.insert(more.end(), dealt[i].begin(), dealt[i].end());
        }
    }
    for (std::size_t i = 0; i < names.size(); ++i) {
        std::string text;
        for (std::size_t j = 0; j < cards[i].size(); ++j) {
            const bool down = names[i] == "stock" || (hideUnderTop && j + 1 < cards[i].size());
            append(text, cards[i][j] + (down ? "-" : ""));
        }
        layout.push_back({names[i], text});
    }
    return arranged(std::move(state), layout);
}

inline std::vector<std::string> named(const std::string& prefix, int count)
{
    std::vector<std::string> names;
    for (int i = 0; i < count; ++i)
        names.push_back(prefix + std::to_string(i));
    return names;
}

// What the plain search (every move, the position's own hash, no forced
// move) and a game's own hooks made of a run of positions: the verdicts both
// reached, and the first disagreement or won line that did not replay.
struct Agreement {
    int won = 0;
    int lost = 0;
    std::vector<std::vector<Action>> wonLines; // the game's own search's
    std::string error; // empty when all is well
};

// Solves `positionFor(seed)` for each seed from 1 to `seeds` (skipping a
// position already over) with the plain search and with `hooks`, each under
// `maxStates`, and compares them wherever both decide. Forced moves, folded
// keys and engines must never change a verdict.
inline Agreement compareWithThePlainSearch(std::uint32_t seeds, std::uint64_t maxStates,
    const SolverHooks& hooks, const std::function<std::unique_ptr<PatienceState>(std::uint32_t)>& positionFor)
{
    SolverHooks plain;
    plain.key = [](const PatienceState& state) { return state.positionHash(); };
    Agreement agreement;
    for (std::uint32_t seed = 1; seed <= seeds; ++seed) {
        const auto state = positionFor(seed);
        const std::string where = "endgame " + std::to_string(seed) + ": ";
        if (!state) {
            agreement.error = where + "no position";
            return agreement;
        }
        if (state->isTerminal())
            continue;
        SolveLimits limits;
        limits.maxStates = maxStates;
        const SolveResult slow = solve(*state, limits, plain);
        const SolveResult fast = solve(*state, limits, hooks);
        if (slow.status == SolveStatus::Unknown || fast.status == SolveStatus::Unknown)
            continue;
        if (slow.status != fast.status) {
            agreement.error
                = where + "plain " + solveStatusText(slow.status) + ", own " + solveStatusText(fast.status);
            return agreement;
        }
        if (fast.status == SolveStatus::Won) {
            std::string error;
            if (!replayWins(*state, fast.line, &error)) {
                agreement.error = where + error;
                return agreement;
            }
            ++agreement.won;
            agreement.wonLines.push_back(fast.line);
        } else {
            ++agreement.lost;
        }
    }
    return agreement;
}

// Plays up to `steps` random legal actions (stock turns too) from `state`,
// drawn with Rng(seed); false once the game is over.
inline bool playOnAtRandom(PatienceState& state, std::uint32_t seed, int steps)
{
    Rng rng(seed);
    for (int step = 0; step < steps && !state.isTerminal(); ++step) {
        const std::vector<Action> actions = state.legalActions();
        if (actions.empty())
            break;
        state.apply(actions[rng.below(static_cast<std::uint32_t>(actions.size()))]);
    }
    return !state.isTerminal();
}

} // namespace ct::solvertest
