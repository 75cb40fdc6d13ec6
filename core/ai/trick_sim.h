// The card play of one trick-taking round in compact form, for search: hands
// are bit sets over the round's deck, a card's suit, strength and points are
// table look-ups, and a copy is a few hundred bytes with no allocation. It
// follows the rules of TrickState's Play phase exactly (following, cards
// playable any time, High 14's 14s, the Bird, the Dummy's top card, the nest
// going to the first or last trick's winner) and scores the round as the game
// does; tests hold the two to the same results.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "cards/card.h"
#include "cards/rng.h"
#include "tricks/trick_state.h"

namespace ct {

inline constexpr int kSimMaxHands = 8;
inline constexpr int kSimMaxCards = 64;

// How a round's taken points become the score it writes (TrickState::scoreRound).
enum class SimScoring {
    Taken,         // High 14: each side scores what it took
    LoseTheBid,    // Kentucky Discard: a failed contract scores minus the bid
    DoubleAgainst, // Rook for Two: a failed bidder scores 0, the other side double
};

// What does not change while a round is played: the deck with this round's
// trump, who sits where, and how the round is scored.
struct SimRules {
    int cardCount = 0;
    std::array<Card, kSimMaxCards> cards{};
    std::array<std::uint8_t, kSimMaxCards> suit{};      // effective suit, 0..3 (Rook colours)
    std::array<std::int16_t, kSimMaxCards> strength{};  // within its suit
    std::array<std::int16_t, kSimMaxCards> points{};
    std::array<std::uint64_t, 4> suitMask{};
    std::uint64_t anyTime = 0;    // cards exempt from following
    std::uint64_t fourteens = 0;  // High 14: cards that capture any trick
    int trump = -1;               // effective suit of trump, -1 for none

    int hands = 0;                // seats, then the Dummy
    int players = 0;
    int dummyHand = -1;
    std::array<std::int8_t, kSimMaxHands> next{};       // order of play
    std::array<std::int8_t, kSimMaxHands> sideOfHand{}; // the Dummy's side is `sides`
    int sides = 0;
    int trickPoints = 0;
    int nestPoints = 0;
    NestFate nestFate = NestFate::OutOfPlay;
    SimScoring scoring = SimScoring::Taken;
    int declarerSide = -1;
    int contract = 0;

    // The card's index in `cards`, or -1.
    int indexOf(Card card) const;
};

// A round in play: every hand's cards (the whole truth of one deal, sampled or
// real), the trick on the table and the points taken so far.
struct SimState {
    std::array<std::uint64_t, kSimMaxHands> hand{};
    std::array<std::int8_t, 16> dummyPile{};  // top card last
    std::int8_t dummyCount = 0;
    std::array<std::int8_t, kSimMaxHands> trickCard{};
    std::int8_t trickCount = 0;
    std::int8_t leader = 0;
    std::int8_t toAct = 0;
    std::int8_t tricksDone = 0;
    std::int8_t cardsLeft = 0;                // in all hands and the Dummy's pile
    std::array<std::int16_t, kSimMaxHands + 1> taken{}; // per side, then the Dummy's

    bool over() const { return cardsLeft == 0 && trickCount == 0; }
};

// Builds the compact round from a state in its Play phase (all its cards,
// which must be a real or a sampled deal, not an observation).
void simFromState(const TrickState& state, SimRules& rules, SimState& sim);

// The cards the hand to act may play (the Dummy: its top card only).
std::uint64_t simLegal(const SimRules& rules, const SimState& sim);
// Plays card `card` (an index) for the hand to act; completes the trick and
// the round's end (the nest) when due.
void simPlay(const SimRules& rules, SimState& sim, int card);
// Plays the rest of the round with uniformly random legal cards.
void simRandomPlayout(const SimRules& rules, SimState& sim, Rng& rng);
// A card by a rule of thumb for the hand to act, among `legal` (non-empty):
// on a trick a partner is winning, the richest card when last to play, else
// the cheapest; on one an opponent (or the Dummy) is winning, the cheapest
// card that takes it, else the cheapest; leading, any card at random.
// "Cheap" weighs points first, then 14s that capture, trumps and height.
int simGreedyCard(const SimRules& rules, const SimState& sim, std::uint64_t legal, Rng& rng);
// Plays the rest of the round, each card by the rule of thumb with
// probability `greed`, else at random.
void simMixedPlayout(const SimRules& rules, SimState& sim, Rng& rng, double greed);
// The round's score per side as the score sheet will show it, once over.
std::array<int, kSimMaxHands> simScores(const SimRules& rules, const SimState& sim);
// That score for `side` minus the best other side's.
int simMargin(const SimRules& rules, const SimState& sim, int side);

// A uniformly random set bit of a non-empty mask.
int randomBit(std::uint64_t mask, Rng& rng);

} // namespace ct
