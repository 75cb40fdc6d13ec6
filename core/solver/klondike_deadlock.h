// A quick proof that a Klondike position can never be won, for the solver's
// engine: a relaxed game, in which nothing is ever in the way at the wrong
// moment, still cannot bring every card home. See klondike_deadlock.cpp for
// the argument. It is cheap enough (about a microsecond) to ask at every
// position the engine reaches.
#pragma once

#include <array>
#include <cstdint>

namespace ct {

class KlondikeState;

// A Klondike tableau as the engine holds it: a card is suit * 16 + rank
// (suits C D H S, so 1 and 2 are red), columns bottom first, the first
// `down[c]` cards of column c face down. Every card on no column and no
// foundation is in the stock or the waste. `home[s]` is the rank on suit s's
// foundation.
//
// The talon's order may be given as well (`draw` not 0): its cards in the
// order they come off the stock, the waste being talon[0, pos) with its top
// at pos - 1, turned `draw` at a time with unlimited passes. The proof then
// knows that with more than one card a turn some cards cannot be brought up
// until another talon card has left. With `draw` 0 every card there counts
// as within reach.
struct KlondikeTableau {
    static constexpr int kColumns = 7;
    static constexpr int kColumnCapacity = 20;
    static constexpr int kTalonCapacity = 24;
    std::array<std::array<std::uint8_t, kColumnCapacity>, kColumns> column {};
    std::array<std::uint8_t, kColumns> length {};
    std::array<std::uint8_t, kColumns> down {};
    std::array<std::uint8_t, 4> home {};
    std::array<std::uint8_t, kTalonCapacity> talon {};
    std::uint8_t talonLength = 0;
    std::uint8_t pos = 0;
    std::uint8_t draw = 0;
};

// True only when no line of play from `tableau` brings every card home (any
// draw count, any number of passes, cards allowed back from the
// foundations). False says nothing.
// `inTurn` asks as well whether two twins need one base in turn (see
// twinsNeedOneBase() in klondike_deadlock.cpp): a stronger proof, a few
// times as costly.
bool klondikeDeadlocked(const KlondikeTableau& tableau, bool inTurn = false);
bool klondikeDeadlocked(const KlondikeState& state, bool inTurn = false);

// The columns, foundations and talon of a game (a face-up card lying under a
// face-down one, in a position laid out by hand, counts as face down).
KlondikeTableau klondikeTableauOf(const KlondikeState& state);

} // namespace ct
