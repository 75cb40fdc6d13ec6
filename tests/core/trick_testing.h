// Helpers shared by the trick-taking games' tests: starting and arranging
// games, playing action lists, and the random-play checks every trick game
// runs (each round's points add up; resampling keeps what a seat has seen).
#pragma once

#include <algorithm>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "cards/deck.h"
#include "cards/rng.h"
#include "engine/game.h"
#include "tricks/trick_state.h"
#include "util/text.h"

namespace ct::testing {

// A game, a number of players and options: the variants the tests go through.
struct TrickGameCase {
    const char* id;
    int players;
    Options options;
};

inline const TrickGameCase kTrickGameCases[] = {
    {"high14", 3, {}},
    {"high14", 4, {{"partnerships", "on"}}},
    {"high14", 6, {{"partnerships", "on"}}},
    {"rook-for-two", 2, {}},
    {"kentucky-discard", 4, {}},
    {"kentucky-discard", 4, {{"variant", "red1"}, {"all-pass", "dealer-bids"}}},
    {"kentucky-discard", 4, {{"variant", "buckeye"}}},
    {"kentucky-discard", 4, {{"variant", "original"}}},
};

inline std::unique_ptr<State> startGame(const std::string& id, int players, const Options& options,
                                        std::uint32_t seed)
{
    GameSetup setup;
    setup.players = players;
    setup.options = options;
    setup.seed = seed;
    auto started = findGame(id)->start(setup);
    if (!started)
        return nullptr;
    return std::move(*started);
}

inline TrickState& tricksOf(State& state)
{
    return dynamic_cast<TrickState&>(state);
}

inline const TrickState& tricksOf(const State& state)
{
    return dynamic_cast<const TrickState&>(state);
}

// Plays the comma-separated actions in turn; empty when all were legal,
// otherwise the first refusal.
inline std::string playAll(State& state, std::string_view actions)
{
    std::string remaining(actions);
    std::size_t start = 0;
    while (start <= remaining.size()) {
        const std::size_t comma = remaining.find(',', start);
        const std::string text(trim(remaining.substr(start, comma == std::string::npos ? std::string::npos
                                                                                          : comma - start)));
        start = comma == std::string::npos ? remaining.size() + 1 : comma + 1;
        if (text.empty())
            continue;
        auto action = state.parseAction(text);
        if (!action)
            return "'" + text + "' does not parse: " + action.error().message;
        const Verdict verdict = state.play(*action);
        if (!verdict.legal())
            return "'" + text + "' refused: " + describe(verdict);
    }
    return {};
}

inline std::vector<Card> cards(std::string_view text)
{
    return *parseCards(text);
}

// Hands of the given sizes: each starts with the cards named for it, and is
// filled up in deck order from the cards nobody named (nor `reserved`),
// leaving out the colours listed in `without` for that hand ("RY"; "*"
// leaves out the Bird).
inline std::vector<std::vector<Card>> fillHands(const std::vector<std::string>& named,
    const std::vector<int>& sizes, const std::vector<Card>& deck, const std::vector<Card>& reserved,
    const std::vector<std::string>& without = {})
{
    std::vector<std::vector<Card>> hands(sizes.size());
    std::vector<Card> used = reserved;
    for (std::size_t hand = 0; hand < named.size(); ++hand) {
        hands[hand] = cards(named[hand]);
        used.insert(used.end(), hands[hand].begin(), hands[hand].end());
    }
    // Hands that must go without some cards choose first.
    std::vector<std::size_t> order(hands.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return (a < without.size() && !without[a].empty()) > (b < without.size() && !without[b].empty());
    });
    for (std::size_t hand : order) {
        const std::string skip = hand < without.size() ? without[hand] : std::string();
        for (std::size_t next = 0; static_cast<int>(hands[hand].size()) < sizes[hand]; ++next) {
            const Card card = deck.at(next);
            if (std::find(used.begin(), used.end(), card) != used.end() ||
                (card.isRook() && skip.find(suitLetter(card.suit)) != std::string::npos) ||
                (card.isBird() && skip.find('*') != std::string::npos))
                continue;
            hands[hand].push_back(card);
            used.push_back(card);
        }
    }
    return hands;
}

inline bool sameObservation(const Observation& a, const Observation& b)
{
    return a.seat == b.seat && a.currentPlayer == b.currentPlayer && a.zones == b.zones
        && a.scores == b.scores;
}

// Random play from `seeds` deals for up to `rounds` rounds each: every round
// played must share out exactly `inPlay` points between the sides and nobody.
inline std::string checkRoundTotals(const std::string& id, int players, const Options& options, int inPlay,
                                    int seeds, int rounds)
{
    for (std::uint32_t seed = 1; seed <= static_cast<std::uint32_t>(seeds); ++seed) {
        auto state = startGame(id, players, options, seed);
        if (!state)
            return id + ": cannot start";
        Rng choose(seed * 31u + 7u);
        const TrickState& tricks = tricksOf(*state);
        while (!state->isTerminal() && tricks.round() <= rounds) {
            const auto actions = state->legalActions();
            state->apply(actions[choose.below(static_cast<std::uint32_t>(actions.size()))]);
        }
        for (const RoundSummary& summary : tricks.rounds()) {
            int sum = summary.unclaimed;
            for (int points : summary.taken)
                sum += points;
            if (sum != inPlay)
                return id + " seed " + std::to_string(seed) + " round " + std::to_string(summary.round) +
                       ": the points taken add up to " + std::to_string(sum) + ", not " +
                       std::to_string(inPlay);
            if (summary.points.size() != summary.taken.size())
                return id + ": a round scored for the wrong number of sides";
        }
        if (tricks.rounds().empty())
            return id + " seed " + std::to_string(seed) + ": no round was completed";
    }
    return {};
}

// Deals the hidden cards of a state anew for a seat.
using Resampler = std::function<std::unique_ptr<State>(const State&, Seat, Rng&)>;

inline std::unique_ptr<State> plainResample(const State& state, Seat seat, Rng& rng)
{
    return state.resample(seat, rng);
}

// At random points of random games, deals the hidden cards anew for a seat
// (by State::resample, or `resample`) and checks the seat cannot tell: same
// observation, same legal actions, every card once, no card where a void was
// shown, and the known cards stay.
inline std::string checkResampling(const std::string& id, int players, const Options& options, int seeds,
                                   const Resampler& resample = plainResample)
{
    int changed = 0;
    int samples = 0;
    for (std::uint32_t seed = 1; seed <= static_cast<std::uint32_t>(seeds); ++seed) {
        auto state = startGame(id, players, options, seed);
        Rng choose(seed * 131u + 3u);
        Rng sampler(seed);
        for (int step = 0; step < 400 && !state->isTerminal(); ++step) {
            if (step % 7 == 3) {
                const TrickState& original = tricksOf(*state);
                for (Seat seat = 0; seat < players; ++seat) {
                    auto copy = resample(*state, seat, sampler);
                    ++samples;
                    const std::string at = id + " seed " + std::to_string(seed) + " step " +
                                           std::to_string(step) + " seat " + std::to_string(seat) + ": ";
                    if (!copy)
                        return at + "no resampled state";
                    const TrickState& other = tricksOf(*copy);
                    if (!sameObservation(original.observe(seat), other.observe(seat)))
                        return at + "the observation changed";
                    if (original.view(seat).unseen != other.view(seat).unseen)
                        return at + "the unseen cards changed";
                    if (seat == state->currentPlayer() && state->legalActions() != copy->legalActions())
                        return at + "the legal actions changed";
                    std::vector<Card> before = state->allCards();
                    std::vector<Card> after = copy->allCards();
                    std::sort(before.begin(), before.end());
                    std::sort(after.begin(), after.end());
                    if (before != after)
                        return at + "cards are not conserved";
                    for (int hand = 0; hand < other.handCount(); ++hand)
                        for (const Card& card : other.hand(hand))
                            if (other.voids(hand) & suitBit(other.rules().suitOf(card)))
                                return at + cardText(card) + " dealt to hand " + std::to_string(hand) +
                                       ", which showed it holds no such card";
                    for (const Card& card : original.shownCards())
                        for (int hand = 0; hand < original.handCount(); ++hand) {
                            const auto& held = original.hand(hand);
                            const auto& now = other.hand(hand);
                            if ((std::find(held.begin(), held.end(), card) != held.end()) !=
                                (std::find(now.begin(), now.end(), card) != now.end()))
                                return at + "a card shown to all moved";
                        }
                    if (copy->fingerprint() != state->fingerprint())
                        ++changed;
                    // What a seat cannot tell apart resamples alike.
                    Rng first(seed + static_cast<std::uint32_t>(step));
                    Rng second(seed + static_cast<std::uint32_t>(step));
                    if (resample(*state, seat, first)->fingerprint() != resample(*copy, seat, second)->fingerprint())
                        return at + "states the seat cannot tell apart resample differently";
                }
            }
            const auto actions = state->legalActions();
            state->apply(actions[choose.below(static_cast<std::uint32_t>(actions.size()))]);
        }
    }
    if (changed * 2 < samples)
        return id + ": resampling rarely changes anything (" + std::to_string(changed) + " of " +
               std::to_string(samples) + ")";
    return {};
}

} // namespace ct::testing
