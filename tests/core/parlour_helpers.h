// Helpers shared by the parlour game tests: card lists from text, stacked
// deals that give each seat the cards asked for, and starting a game as its
// concrete state type.
#pragma once

#include <QtTest>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "cards/deck.h"
#include "engine/game.h"

namespace parlour_test {

using Hands = std::vector<std::vector<ct::Card>>;

inline std::vector<ct::Card> cards(const std::string& text)
{
    auto parsed = ct::parseCards(text);
    if (!parsed)
        qFatal("bad cards '%s': %s", text.c_str(), parsed.error().text().c_str());
    return *parsed;
}

inline ct::Card card(const std::string& text)
{
    return cards(text).front();
}

// The cards of `deck` that none of `hands` holds, in deck order.
inline std::vector<ct::Card> restOf(const std::vector<ct::Card>& deck, const Hands& hands)
{
    std::vector<ct::Card> rest;
    for (const ct::Card& c : deck) {
        bool used = false;
        for (const auto& hand : hands)
            used = used || std::find(hand.begin(), hand.end(), c) != hand.end();
        if (!used)
            rest.push_back(c);
    }
    return rest;
}

// The deal, dealt one at a time from seat 0 (eldest when the last seat deals),
// that gives each seat exactly `hands` in the order received.
inline std::vector<ct::Card> dealFor(const Hands& hands)
{
    std::vector<ct::Card> deal;
    std::size_t total = 0;
    for (const auto& hand : hands)
        total += hand.size();
    for (std::size_t i = 0; i < total; ++i) {
        const auto& hand = hands[i % hands.size()];
        if (i / hands.size() >= hand.size())
            qFatal("the hands do not fit a deal one card at a time");
        deal.push_back(hand[i / hands.size()]);
    }
    return deal;
}

// Hands beginning with `tops`, each filled up to its share of `deck` (the
// first seats take the odd cards) with the rest in deck order.
inline Hands handsWithTops(const std::vector<ct::Card>& deck, const std::vector<std::string>& tops)
{
    Hands hands;
    for (const std::string& top : tops)
        hands.push_back(top.empty() ? std::vector<ct::Card>{} : cards(top));
    const std::vector<ct::Card> rest = restOf(deck, hands);
    const std::size_t players = hands.size();
    std::size_t next = 0;
    for (std::size_t seat = 0; seat < players; ++seat) {
        const std::size_t share = deck.size() / players + (seat < deck.size() % players ? 1 : 0);
        while (hands[seat].size() < share)
            hands[seat].push_back(rest.at(next++));
    }
    return hands;
}

// Starts `gameId` as `State` (the concrete type) from a seed or a deal.
template <typename State>
std::unique_ptr<State> start(const std::string& gameId, int players, ct::Options options,
                             std::optional<std::vector<ct::Card>> deal = std::nullopt, std::uint32_t seed = 1)
{
    const ct::Game* game = ct::findGame(gameId);
    if (!game)
        qFatal("no game %s", gameId.c_str());
    ct::GameSetup setup;
    setup.players = players;
    setup.options = std::move(options);
    setup.deal = std::move(deal);
    if (!setup.deal)
        setup.seed = seed;
    auto state = game->start(setup);
    if (!state)
        qFatal("cannot start %s: %s", gameId.c_str(), state.error().text().c_str());
    auto* typed = dynamic_cast<State*>(state->get());
    if (!typed)
        qFatal("%s does not make the state type asked for", gameId.c_str());
    state->release();
    return std::unique_ptr<State>(typed);
}

inline int sum(const std::vector<int>& numbers)
{
    int total = 0;
    for (int n : numbers)
        total += n;
    return total;
}

} // namespace parlour_test
