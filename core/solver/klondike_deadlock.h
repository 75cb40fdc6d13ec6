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
struct KlondikeTableau {
    static constexpr int kColumns = 7;
    static constexpr int kColumnCapacity = 20;
    std::array<std::array<std::uint8_t, kColumnCapacity>, kColumns> column {};
    std::array<std::uint8_t, kColumns> length {};
    std::array<std::uint8_t, kColumns> down {};
    std::array<std::uint8_t, 4> home {};
};

// True only when no line of play from `tableau` brings every card home (any
// draw count, any number of passes, cards allowed back from the
// foundations). False says nothing.
// `inTurn` asks as well whether two twins need one base in turn (see
// twinsNeedOneBase() in klondike_deadlock.cpp): a stronger proof, a few
// times as costly.
bool klondikeDeadlocked(const KlondikeTableau& tableau, bool inTurn = false);
bool klondikeDeadlocked(const KlondikeState& state, bool inTurn = false);

// The columns and foundations of a game (a face-up card lying under a
// face-down one, in a position laid out by hand, counts as face down).
KlondikeTableau klondikeTableauOf(const KlondikeState& state);

} // namespace ct
