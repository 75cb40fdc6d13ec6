// The Empress of India's compact position and the order its talons and stock
// give their cards, shared by the solver's engine (empress_solver.cpp) and its
// proofs of a lost position (empress_proofs.cpp). Internal to the engine; the
// tests reach it only through solve().
#pragma once

#include <array>
#include <cstdint>
#include <utility>

#include "patience/empress_of_india.h"

namespace ct::empress {

using Empress = EmpressOfIndiaState;

// A card in play is its colour, one of the colour's two suits and its stage:
// the place it takes on its foundation, 1 to 11 (a black 2 or a red queen is
// stage 1, a black king or a red ace stage 11). Within a colour a card's type
// is suit * 11 + stage - 1; twins of the four packs share it (no rule tells
// them apart).
constexpr int kStages = 11;
constexpr int kTypes = 2 * kStages; // per colour
constexpr int kSlots = Empress::kSlots;
constexpr int kMaxPairs = 2 * kSlots;
constexpr int kMaxStock = 176;

// home[] index of a type's suit: spades, clubs, hearts, diamonds.
inline int homeOf(bool red, int type)
{
    return (red ? 2 : 0) + type / kStages;
}

// A locked pair: the red and the black card's types, and whether it lies in
// a Navy slot (the red card was laid on the black one: the Army slot was
// freed) or an Army slot.
using PairCode = std::uint16_t;
constexpr PairCode pairCode(int red, int black, bool navy)
{
    return static_cast<PairCode>((navy ? 1 << 10 : 0) | red << 5 | black);
}
inline int pairRed(PairCode code)
{
    return (code >> 5) & 31;
}
inline int pairBlack(PairCode code)
{
    return code & 31;
}
inline bool pairInNavy(PairCode code)
{
    return (code >> 10) & 1;
}

struct Position {
    std::array<std::uint8_t, kTypes> red {}; // unpaired Army cards of each type
    std::array<std::uint8_t, kTypes> black {}; // unpaired Navy cards of each type
    std::array<PairCode, kMaxPairs> pair {};
    std::uint8_t pairs = 0;
    std::uint8_t emptyArmy = 0; // slots with no card (for good once no card of their colour is left to come)
    std::uint8_t emptyNavy = 0;
    std::uint8_t dealt = 0; // stock cards turned so far
    // Each talon as a set: bit i stands for the colour's supply card i (the
    // talon's cards at the start, bottom first, then the colour's stock
    // cards in the order they are turned). A card goes onto a talon only
    // when it is turned, after every card there, and only the top leaves,
    // so the set gives the order, the highest bit on top.
    std::array<std::uint64_t, 2> talon[2] {}; // red, black
    // Each suit's four foundation heights (cards above the base), highest
    // first: spades, clubs, hearts, diamonds.
    std::array<std::array<std::uint8_t, 4>, 4> home {};

    bool fits(bool isRed, int type) const
    {
        const auto& h = home[static_cast<std::size_t>(homeOf(isRed, type))];
        const int below = type % kStages; // the height the card goes onto
        return h[0] == below || h[1] == below || h[2] == below || h[3] == below;
    }
    // How many cards of its suit must go home before a card of this type
    // fits: from the highest foundation still at or under its place.
    int wait(bool isRed, int type) const
    {
        const auto& h = home[static_cast<std::size_t>(homeOf(isRed, type))];
        const int below = type % kStages;
        for (int f = 0; f < 4; ++f)
            if (h[f] <= below)
                return below - h[f];
        return kStages; // all four copies home already: never out
    }
    void sendHome(bool isRed, int type)
    {
        auto& h = home[static_cast<std::size_t>(homeOf(isRed, type))];
        const int below = type % kStages;
        for (int f = 0; f < 4; ++f)
            if (h[f] == below) {
                ++h[f];
                for (int g = f; g > 0 && h[g] > h[g - 1]; --g)
                    std::swap(h[g], h[g - 1]);
                return;
            }
    }
    int cardsHome() const
    {
        int n = 0;
        for (const auto& h : home)
            n += h[0] + h[1] + h[2] + h[3];
        return n;
    }
    bool talonEmpty(int colour) const { return talon[colour][0] == 0 && talon[colour][1] == 0; }
};

// What the talons and the stock give, in order: fixed for a deal, filled by
// the engine's rules (Rules in empress_solver.cpp) and read by the timing
// proof.
struct Supply {
    std::array<std::array<std::uint8_t, 128>, 2> supply_ {};
    std::array<int, 2> supplyLength_ {};
    std::array<bool, kMaxStock> stockRed_ {};
    std::array<std::uint8_t, kMaxStock> stockType_ {};
    std::array<std::uint8_t, kMaxStock> stockSupply_ {}; // the card's place in its colour's supply
    std::array<std::array<std::uint8_t, kMaxStock + 1>, 2>
        left_ {}; // cards of each colour in the stock from a point on
    int stockLength_ = 0;

    // True when some colour cannot send a card home at every move left (the
    // timing proof; the argument is at its code in empress_proofs.cpp).
    bool tooLate(const Position& p) const;
};

// True when some card out can never go home, even in a relaxed game (the
// argument is at its code in empress_proofs.cpp).
bool deadlocked(const Position& p);

} // namespace ct::empress
