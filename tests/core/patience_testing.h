// Small helpers for the scenario tests of patience games: start a game as its
// own state type, ask about an action written in the notation, read a pile by
// its id, and write a run of one suit as card text.
#pragma once

#include <memory>
#include <string>

#include "engine/game.h"
#include "patience/patience.h"

namespace ct::testing {

// Deal `seed` of game `id`, as the game's own state type.
template <typename GameState>
std::unique_ptr<GameState> startPatience(const std::string& id, std::uint32_t seed)
{
    GameSetup setup;
    setup.seed = seed;
    auto state = findGame(id)->start(setup);
    return std::unique_ptr<GameState>(static_cast<GameState*>(state->release()));
}

// The verdict on an action given as text; NotUnderstood when it does not parse.
inline Verdict verdict(const State& state, const std::string& action)
{
    auto parsed = state.parseAction(action);
    return parsed.ok() ? state.check(*parsed) : Verdict::refuse(Reason::NotUnderstood);
}

inline bool legal(const State& state, const std::string& action)
{
    return verdict(state, action).legal();
}

inline const Pile& pile(const PatienceState& state, const std::string& id)
{
    return state.piles()[static_cast<std::size_t>(state.pileIndex(id))];
}

// The top card of a pile as text.
inline std::string topText(const PatienceState& state, const std::string& id)
{
    return cardText(pile(state, id).top().card);
}

// A suit from rank `from` to rank `to` as card text: run('C', 1, 3) is "AC 2C 3C".
inline std::string run(char suit, int from, int to)
{
    static const char* const kRanks[]
        = {"", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"};
    std::string out;
    for (int rank = from; rank <= to; ++rank)
        out += std::string(out.empty() ? "" : " ") + kRanks[rank] + suit;
    return out;
}

} // namespace ct::testing
