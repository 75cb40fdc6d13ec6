// What the full depth-first pass knows of a child's plain relaxed game
// (relaxedHome() in klondike_deadlock.cpp) from its parent's, so that the
// child's proof may stop early (LiveOnce). Internal to Klondike's engine.
#pragma once

#include "solver/klondike_deadlock.h"
#include "solver/klondike_position.h"

namespace ct::klondike {

// What the child's relaxation must show, after `m` from `parent`, to bring
// every card home, given that the parent's does (none: it must run).
LiveOnce liveOnce(const Position& parent, const Move& m, int draw);

// Whether the plain relaxation brings every card home from the position
// reached from `parent` by `m` whenever it does from `parent`, with nothing
// to run: the moves the proof is not asked about (worthAsking()) that keep
// it so, so that their children may stop early too (liveOnce()). In each
// case the child's least fixpoint holds every event of the parent's
// (compare liveOnce()):
//
//  - part of a run moved off the card U under it onto a top T (no card
//    turned up, the column not emptied): U is a top in the child now and a
//    base of the moved run's bottom card Z (they are in one run), so Z
//    leaves on its own from the first round, and then T is a top, Z and the
//    cards on it leave, and U's column has fewer cards to leave: every rule
//    of the parent's relaxation holds there;
//  - a card Z sent home from the top of a run, onto the card U under it: U
//    is a top now and a base of Z, so Z, home now, is laid back on U at
//    once and is a top, and the case of liveOnce() with a card turned up
//    applies with U for the card turned up;
//  - a card X brought back from its foundation onto a top T (or a king
//    onto an empty column): X is a top and the card below it in its suit
//    is home, so X goes home, leaves on its own, and T is a top again (or
//    the column empty) from the first round; X home and a top is all the
//    parent had of it;
//  - with one card a turn, a talon card X sent home: every talon card is
//    within reach in both, and X, home now, can be laid from there
//    wherever the parent's relaxation laid it from the talon.
//
// (A wrong "true" here could only stop a child's proof early, which answers
// "not flagged": a lost position would be expanded, never a won one cut.)
// KlondikeProofTest::klondikeRelaxationStaysLiveAfterMovesNotAskedAbout
// checks each case against the whole proof.
inline bool staysLive(const Position& parent, const Move& m, int draw)
{
    switch (m.kind) {
    case TableauHome:
    case TableauTableau: {
        // The card under the moved one is face up and in its run.
        const int under = parent.length[m.from] - m.count - 1;
        return under >= 0 && under >= parent.runStart(m.from) && parent.down[m.from] <= under;
    }
    case HomeTableau: return true;
    case TalonHome: return draw == 1;
    case TalonTableau: return false;
    }
    return false;
}

} // namespace ct::klondike
