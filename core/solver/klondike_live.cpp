#include "solver/klondike_live.h"

#include <bit>
#include <cstdint>

namespace ct::klondike {

// What the plain relaxation of the deadlock proof (relaxedHome() in
// klondike_deadlock.cpp) is known to do from a position reached from
// `parent` by `m`, given that it brings every card home from `parent` (see
// LiveOnce). Three kinds of move:
//
//  - a run with bottom card Z moved from a column, turning up the card D
//    under it, onto a top T: the rules of the child's relaxation differ from
//    the parent's in that D is a top now, Z lies on T (face up: Z may ride
//    on T's run as well), and T is a top only once Z leaves it on its own.
//    Once Z leaves on its own in the child's relaxation, T is a top there
//    and Z and the cards on it leave, so every rule of the parent's
//    relaxation holds in the child's fixpoint: T is a top in it; D is a top
//    in it; a column the parent's has empty (its cards all leaving) is empty
//    in it (the child's column of D has fewer cards to leave, T's column
//    more, and those leave with Z); the cards that ride on Z in the
//    parent's ride on it in the child's. The fixpoint is closed under the
//    parent's rules, so it holds the parent's least fixpoint, in which every
//    card goes home. And where the child's relaxation never has Z leave on
//    its own, Z never goes home there (a card home leaves on its own): so
//    "every card home" comes exactly with Z leaving on its own (`leaves`);
//  - with one card a turn, a talon card X laid on a top T: the same with
//    Z = X (in the parent X was laid from the talon once T or its other base
//    was a top, and with one card a turn every talon card is within reach,
//    in the parent as in the child, whose talon is the parent's without X).
//    With three cards a turn the child's relaxation may bring up fewer
//    talon cards: once X has left, the parent's brings up every card
//    after X, and the parent's waste may reach cards before X that the
//    child's (the cards before X, with its top the card before X) does
//    not. So there the run stops only once X leaves on its own and every
//    talon card in `reach` is within reach too: those before X within
//    reach in the parent now, and every card after X. From then on each
//    talon card the parent's relaxation brings up is within reach in the
//    child's (see reachable() in klondike_deadlock.cpp: one within reach
//    now lies before X or after it, both in `reach`; one above a talon
//    card that left is after X, or above a card before X that left in the
//    child's as well; the card before one that left is after X, is X, or
//    has the same neighbour in the child, and the card before X is the
//    child's waste top), so the parent's talon rules hold as well. (The
//    argument needs the cards before X; the tests find no case that does:
//    with the cards after X alone they pass too. Without `reach` they
//    fail.);
//  - a card Z sent home from a column, turning up the card D under it: in
//    the child D is a top now and Z is home now, and Z is a top only once
//    it is laid back from its foundation on a base. Once it is, every rule
//    of the parent's relaxation holds in the child's fixpoint (Z is a top
//    and home, D is a top, a column the parent's has empty has fewer cards
//    to leave in the child), so every card goes home (`top`; without Z a
//    top the child's relaxation may still bring every card home: it then
//    runs to its end).
LiveOnce liveOnce(const Position& parent, const Move& m, int draw)
{
    const auto turnsUp = [&] {
        const int left = parent.length[m.from] - m.count;
        return left > 0 && parent.down[m.from] == left;
    };
    switch (m.kind) {
    case TableauHome: return turnsUp() ? LiveOnce {0, m.card} : LiveOnce {};
    case TableauTableau: return turnsUp() && parent.length[m.to] > 0 ? LiveOnce {m.card, 0} : LiveOnce {};
    case TalonTableau: {
        if (parent.length[m.to] == 0)
            return {};
        if (draw == 1)
            return LiveOnce {m.card, 0};
        // The parent's talon cards within reach now that lie before the
        // one laid, and every card after it.
        const int laid = m.from - 1;
        std::uint64_t reach = 0;
        for (std::uint32_t sizes = reachableWaste(parent, draw); sizes; sizes &= sizes - 1) {
            const int index = std::countr_zero(sizes) - 1;
            if (index < laid)
                reach |= std::uint64_t {1} << parent.talon[static_cast<std::size_t>(index)];
        }
        for (int index = laid + 1; index < parent.talonLength; ++index)
            reach |= std::uint64_t {1} << parent.talon[static_cast<std::size_t>(index)];
        return LiveOnce {m.card, 0, reach};
    }
    default: return {};
    }
}

} // namespace ct::klondike
