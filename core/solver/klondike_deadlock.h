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

// What a search's deadlock proofs have learnt about twins in turn (see
// twinsNeedOneBase() in klondike_deadlock.cpp), kept from one proof to the
// next: bit c * 12 + r - 1 of `hot` stands for the twins of rank r (not
// kings) of colour c (0 black, 1 red), set once that pair proved a
// position lost, and cleared once it has been looked at many times since
// without proving another.
struct TwinPairs {
    std::uint32_t hot = 0;
    std::uint32_t last = 0; // the pair that proved the last loss (one bit), looked at first
    std::uint32_t asked = 0; // the proofs asked with it so far
    // The pairs whose second twin (of the red or the black suit that comes
    // later) is asked first whether it is stuck if it leaves first (see
    // twinsNeedOneBase()): a pair's bit flips whenever the twin asked
    // second is the one not stuck. Only the cost depends on it, never the
    // answer.
    std::uint32_t secondFirst = 0;
    // For each hot pair, the looks at it left before it turns cold again
    // unless it proves another loss (see klondikeDeadlocked()).
    std::array<std::uint16_t, 24> looksLeft {};
};

// What a caller may know of a position's plain relaxation (the proof
// without the twins; see klondike_deadlock.cpp), as card codes (0: none):
// it brings every card home as soon as card `leaves` leaves its place on
// its own (and every talon card in `reach`, one bit per card code, is
// within reach), and cannot without that; or it brings every card home as
// soon as card `top` is a column's top.
struct LiveOnce {
    int leaves = 0;
    int top = 0;
    std::uint64_t reach = 0;
};

// True only when no line of play from `tableau` brings every card home (any
// draw count, any number of passes, cards allowed back from the
// foundations). False says nothing.
// `inTurn` asks as well whether two twins need one base in turn (see
// twinsNeedOneBase() in klondike_deadlock.cpp): a stronger proof, a few
// times as costly.
// `pairs`, when given with `inTurn`, makes the twins' part cheaper: every
// pair of twins is looked at only in one proof of 64 (the first among
// them), the others look only at the pairs that proved a position lost
// before. Looking at fewer pairs can only leave a lost position unflagged.
// `liveOnce`: what the caller knows of the plain relaxation (the proof
// without the twins), from the position's parent (see the engine's
// liveOnce()). The relaxation then stops as soon as that tells.
bool klondikeDeadlocked(
    const KlondikeTableau& tableau, bool inTurn = false, TwinPairs* pairs = nullptr, LiveOnce liveOnce = {});
bool klondikeDeadlocked(const KlondikeState& state, bool inTurn = false);

// Whether a game fits the fixed arrays above: at most kColumnCapacity cards
// on a column and kTalonCapacity in the stock and the waste, which is all a
// deal can make. Only a position laid out by hand can be larger; such a
// position is never flagged, and the engine answers unknown for it.
bool klondikeFits(const KlondikeState& state);

// The columns, foundations and talon of a game (a face-up card lying under a
// face-down one, in a position laid out by hand, counts as face down). The
// game must fit (klondikeFits()).
KlondikeTableau klondikeTableauOf(const KlondikeState& state);

} // namespace ct
