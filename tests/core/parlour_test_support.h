// Helpers for the parlour game tests: starting a game of a known state type
// from a deck order, building deck orders with chosen cards in chosen places,
// and playing on with computer players.
#pragma once

#include <QtTest>

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "ai/player.h"
#include "cards/deck.h"
#include "engine/game.h"

namespace ct::testing {

inline std::vector<Card> cards(const char* text)
{
    auto parsed = parseCards(text);
    if (!parsed)
        qFatal("bad cards in a test: %s", parsed.error().message.c_str());
    return *parsed;
}

inline Card card(const char* text)
{
    return cards(text).at(0);
}

// Starts `gameId` from an explicit deck order (or a seed) as its state type.
template <typename GameState>
std::unique_ptr<GameState> startGame(const std::string& gameId, int players, const Options& options,
                                     std::optional<std::vector<Card>> deal, std::uint32_t seed = 1)
{
    GameSetup setup;
    setup.players = players;
    setup.options = options;
    setup.deal = std::move(deal);
    if (!setup.deal)
        setup.seed = seed;
    auto state = findGame(gameId)->start(setup);
    if (!state)
        qFatal("cannot start %s: %s", gameId.c_str(), state.error().text().c_str());
    auto* typed = dynamic_cast<GameState*>(state->get());
    if (!typed)
        qFatal("%s does not make the expected state type", gameId.c_str());
    state->release();
    return std::unique_ptr<GameState>(typed);
}

// A deck order with `fixed` cards at their positions; every other position
// takes the next unused card of `deck` in deck order.
inline std::vector<Card> orderWith(const std::vector<Card>& deck, const std::map<std::size_t, Card>& fixed)
{
    std::vector<Card> rest;
    for (const Card& c : deck) {
        bool used = false;
        for (const auto& [position, placed] : fixed)
            used = used || placed == c;
        if (!used)
            rest.push_back(c);
    }
    std::vector<Card> order;
    std::size_t next = 0;
    for (std::size_t i = 0; i < deck.size(); ++i) {
        const auto found = fixed.find(i);
        order.push_back(found != fixed.end() ? found->second : rest.at(next++));
    }
    return order;
}

// Plays `state` with `player` at every seat for at most `steps` actions,
// calling `check` after each; stops at the end of the game.
template <typename GameState, typename Check>
void playWith(GameState& state, Player& player, Rng& rng, int steps, Check check)
{
    const Budget quick{0, 1, nullptr};
    for (int step = 0; step < steps && !state.isTerminal(); ++step) {
        const Action action = player.choose(state, rng, quick);
        const Verdict verdict = state.check(action);
        if (!verdict.legal())
            qFatal("a computer player chose an illegal action '%s': %s", state.actionText(action).c_str(),
                   describe(verdict).c_str());
        state.apply(action);
        check(state);
    }
}

} // namespace ct::testing
