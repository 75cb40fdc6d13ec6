// The proofs that a Napoleon's Square position is lost, for the solver's
// engine (napoleon_solver.cpp): a relaxed game, the dig bound and its dug form.
#include "solver/napoleon_position.h"

#include <algorithm>
#include <array>

namespace ct::napoleon {

namespace {

// The dig bound (provenLost() below) is asked of the waste cards this deep
// from the top at most: deeper ones hardly ever prove more.
constexpr int kDigDepth = 8;
// ... and, counting the stock cards turned before a waste card leaves, of
// the top ones this deep.
constexpr int kTurnedDepth = 4;
// The dug form of the dig bound (provenLost() below) gives up, without a
// verdict, after this many steps of its searches over the packets'
// remnants, all of one position's together.
constexpr int kDugSteps = 1000;

} // namespace

// A proof that the position can never be won: a card that could not go
// home even in a relaxed game in which nothing is ever in the way at the
// wrong moment. It is the least fixpoint of these rules, over every card
// still out (each copy on its own):
//
//   free(c)    every card above c in its packet or in the waste could
//              leave (a stock card is free: turning brings it to the top);
//   home(c)    c is free, and c is an ace, or a foundation of its suit
//              stands one below it now, or some card of its suit one rank
//              lower could go home;
//   top(c)     c could ever lie on top of a packet: it is in a packet and
//              free, or it could be laid on a packet (marry(c)), or it is
//              in the waste or the stock, free, and a space could ever be;
//   marry(c)   c is free and some card of its suit one rank higher could
//              be a packet's top;
//   leave(c)   home(c) or marry(c), or c is in the waste or the stock,
//              free, and a space could ever be;
//   space      some packet is empty, or each of its cards could leave.
//
// Every event of a real game has its reason among these: a card leaves
// its packet or the waste only once every card above it has left (cards
// laid on it later, or turned onto it, would only have to leave as
// well); it goes home only onto a foundation one rank below it, which
// either stands there now or gets there when a card of that rank still
// out goes home; it is laid only on a packet's top of its suit one rank
// higher; only a waste card fills a space, and a space is a packet whose
// every card has left. So whatever happens in a real game is allowed by
// the rules above, and a card outside home() can never go home: the
// position is lost. Only cards out count (the rules' twins each on its
// own), and every rule only grows as the others grow, so the fixpoint is
// reached by repeating the rules from nothing until nothing changes.
//
// It is asked about the root (compact::run), where it decides deals
// such as 90 (a King of diamonds over both fours of diamonds in its
// packet), and by the depth-first passes (Rules::deadEnd() in
// napoleon_solver.cpp) of each position just after a stock turn. The proof holds for any position, so a
// position it proves lost holds no win, and a search that leaves such
// positions unexpanded and still runs out of positions has proved the
// deal lost. Asked of every position it cut deal 8's depth-first
// search from 5.4 to 2.4 million positions but took longer (a fixpoint
// costs about three times a position's search); after turns only, 3.1
// million positions in 12% less time. Once some packet could be
// emptied the proof fails (every waste card may then wait in a space):
// on deal 8 it proves about 60% of the positions at 35 to 50 stock
// cards turned, and the same rules with no space for waste cards
// would prove nearly all the others.
//
// The dig bound. Once a packet could be emptied, the rules above let
// every waste card wait in a space, and prove little; but a space holds
// one card at its bottom. Take any waste card x. It must leave the waste
// at some moment T, and every card now above it must leave before T,
// while x and the cards under it stay where they are until T (the waste
// is a stack). The same rules with x and the cards under it held (never
// free, never leaving) therefore allow everything that can happen before
// T, by the argument above; a card outside home() in that game cannot be
// home at T. Take such a card y above x: just after T it is neither home
// nor in the waste nor in the stock, so it lies in a packet, either on
// the card it was last laid on, a card of its suit one rank higher that
// was a packet's top before T (nothing under a card changes while it
// lies there), or at the bottom of a packet that is empty now or was
// emptied before T. So does x itself just after T, unless it goes home
// at T, which needs a foundation one below it now or a card one below
// it in home() of the held game. Each card carries one card and each
// packet has one bottom. A packet emptied before T had every card in it
// leave before T; those outside home() were laid on carriers (only waste
// cards fill spaces) and lie on them just after T, so such a packet
// needs, for each of them, a card one rank higher of its suit that
// could be a top before T and that the cards above do not need.
// Hence, when the cards y and x that need a carrier, less as many of
// each kind as there are copies one rank higher that could be a top
// before T, outnumber the packets that are empty now or could be
// emptied before T in that way, x never leaves the waste and the
// position is lost. Each copy of a card counts on its own throughout.
//
// The stock cards need no care in that form: they are free and left
// uncounted, whatever is turned before T. A sharper form looks at how
// many stock cards, m, are turned before T: exactly the first m, which
// lie above x once turned and so must leave the waste before T, while
// the others stay in the stock until T. So for each m the same count
// holds with the stock cards from the m-th on held as well and the
// first m counted like the waste cards above x; when the count fails
// for every m from none to the whole stock, x never leaves the waste.
//
// The joint form. The count above lets each packet that could be
// emptied before T count as a space on its own, the carriers its cards
// need judged against the cards counted above alone; but several
// packets emptied together share the same carriers. So take the set E
// of packets whose remnant (the cards that never left since now, always
// a bottom part of the packet) is empty just after T: each is empty now
// or had every card leave before T. Just after T every card is home, in
// the talon (held), in its packet's remnant, or laid there since now:
// on a card of its suit one rank higher, which carries one card only
// and was a packet's top before T, or on the floor of a packet of E,
// one card a packet, and only a talon card (spaces are filled from the
// waste). The cards that must be laid there are the needy cards above
// (N) and, for each packet of E, its cards that could not go home by T
// (D). So for every kind c at least max(0, N_c + D_c - carriers of c)
// cards lie on floors, and D_c is at most the carriers of c (a packet
// card lies on no floor). If no E meets both, the position is lost. The
// count above is this with each packet judged alone; this form is
// asked only where that one fails, and gives up (no proof) after 4,000
// steps of its search. On deal 143 it cuts the depth-first search
// from 199,728 to 124,932 positions.
//
// The dug form. The forms above count as a carrier every copy one rank
// higher that could ever be a top, even one buried under cards that
// cannot go home by T; but to bare it those cards must leave, and each
// of them then needs a place too. So, as in the joint form, look at the
// snapshot just after T, now with each packet's remnant R_q (the cards
// of the packet that never left since now: a bottom part of it, every
// card above it having left before T, so each of those could leave in
// the held game). Just after T each card out lies home, in the talon
// (held, or in the stock), in its remnant, or was laid since now: on a
// card of its suit one rank higher, one card on each, or on the floor
// of a packet whose remnant is empty, one card a packet and only a
// talon card. The cards that must be laid are the needy cards above
// (N, talon cards) and the cards above the remnants that could not go
// home by T (M, packet cards). A card that carries a laid card just
// after T lies in a packet then: it is a remnant's top, or was laid
// itself (a card above a remnant, or a free talon card that could be a
// top); a card inside a remnant below its top carries the remnant card
// above it. So with A_k the remnants' tops and the cards above the
// remnants and free talon cards that could be tops, of each kind k, a
// win needs remnants with M_c <= A_(c+1) for every kind c and the sum
// of max(0, N_c + M_c - A_(c+1)) at most the packets with an empty
// remnant. The search tries the remnants packet by packet. Lowering a
// remnant past a card that could go home adds nothing to M and bares
// one more carrier (or a floor), so remnants are tried only just above
// the cards that could not go home, and only where the cards moved past
// the last such choice bare a carrier some kind needs or a floor (the
// choice before does at least as well otherwise). The search is cut
// where even the best the packets still to choose could add (every
// carrier of their lowest remnant, no card moved) cannot fit, and gives
// up (no proof) after kDugSteps steps over the position. It is asked
// only where the count fails, in the second form (for each m), or in
// the first once the stock is out. With the remnants all
// whole or empty and every buried carrier counted, it is the joint form
// again, so it proves at least what that proves. Asked in both forms,
// on deal 5's depth-first search it proved 55% of the positions after a
// stock turn that the other forms leave (36,404 of 66,342), and deal
// 143 was lost in 39,729 positions (0.75 s) instead of 124,932 (0.45
// s); but in the first form it proved few (deal 5: 4% of its calls;
// deal 143: 76 of 86,000 calls) for much of the time (deal 947, won
// in 0.26 s before, took 1.09 s). In the second form alone, deals 139,
// 656 and 695 are lost within the first depth-first pass (0.17, 0.06
// and 0.11 s), deal 8 in the same 15,940 positions in 0.29 s instead of
// 0.15, and deal 947 is won in 0.68 s. Deals 5, 9, 10, 16, 18, 19, 20
// and 22 stay open at 10 s.
//
// The first form is asked for the waste cards from the top down, at
// most kDigDepth of them: the fixpoint for each goes on from the one
// before (holding fewer cards only lets more happen), and the last one,
// with nothing held, is the proof above. The second is asked for the
// top kTurnedDepth waste cards, m going up from none (again each
// fixpoint goes on from the one before) and stopping at the first m the
// count allows. On deal 8 the depth-first search with these proofs
// after each stock turn runs out after 16,000 positions (0.3 s) instead
// of 10 million (9.5 s); the first form alone needs 0.45 million.
bool provenLost(const Position& p, std::span<const Code> stock, bool dugForm)
{
    struct Out {
        Code card;
        std::uint8_t flags; // what c could ever do, of the enum below
        bool inTalon; // in the waste or the stock
    };
    enum : std::uint8_t { kCanHome = 1, kCanMarry = 2, kCanTop = 4, kCanLeave = 8 };
    std::array<Out, 104> cards;
    int n = 0;
    // copies[code]: up to two indexes into cards.
    std::array<std::array<std::int8_t, 2>, 64> copies;
    for (auto& c : copies)
        c = {-1, -1};
    bool twoCopies = true; // false for a third copy of a card (laid out by hand): no proof then
    auto add = [&](Code card, bool inTalon) {
        auto& c = copies[card];
        if (c[1] >= 0 || n >= static_cast<int>(cards.size())) {
            twoCopies = false;
            return;
        }
        c[c[0] < 0 ? 0 : 1] = static_cast<std::int8_t>(n);
        cards[n++] = Out {card, 0, inTalon};
    };
    for (int q = 0; q < kPackets; ++q)
        for (int i = 0; i < p.length[q]; ++i)
            add(p.packet[q][i], false);
    const int wasteStart = n;
    for (int i = 0; i < p.wasteLength; ++i)
        add(p.waste[i], true);
    const int stockStart = n;
    for (int i = p.dealt; i < static_cast<int>(stock.size()); ++i)
        add(stock[i], true);
    if (n == 0 || !twoCopies)
        return false;
    auto any = [&](int code, std::uint8_t flag) {
        const auto& c = copies[code];
        return (c[0] >= 0 && (cards[c[0]].flags & flag)) || (c[1] >= 0 && (cards[c[1]].flags & flag));
    };
    // Whether `card` can go home once it is free: it could now, or a copy
    // of the card below it can go home.
    auto homeOpen
        = [&](Code card) { return rankOf(card) == kAce || p.goesHome(card) || any(card - 1, kCanHome); };
    bool spaceNow = false;
    for (int q = 0; q < kPackets; ++q)
        spaceNow = spaceNow || p.length[q] == 0;
    bool space = spaceNow;
    // The waste cards at indexes up to `frozen` are held, and so are the
    // stock cards from the `turned`-th on (see the dig bound above
    // provenLost()): they never leave, so they and what lies under them do
    // nothing. A fixpoint with fewer cards held may go on from one with
    // more: every rule only grows as fewer cards are held.
    const int stockLeft = n - stockStart;
    int frozen = p.wasteLength - 1;
    int turned = stockLeft;
    // The fixpoint is worked out by propagation: a card is settled again
    // only when something it depends on has grown (a copy one rank lower
    // could go home, a copy one rank higher could be a top, the card
    // above it could leave, a space could appear, or it is held no
    // longer), which reaches the same least fixpoint as sweeping every
    // card until nothing changes, at a fraction of the cost: the same
    // positions searched, deal 8 lost in 0.13 s instead of 0.34, deal
    // 143's 199,728 positions in 0.52 s instead of 1.14.
    std::array<std::int8_t, 104> above; // the card lying on each card (-1: none, or in the stock)
    std::array<std::int8_t, 104> below;
    std::array<std::int8_t, 104> packetOf; // -1 in the talon
    {
        int i = 0;
        for (int q = 0; q < kPackets; ++q)
            for (int k = 0; k < p.length[q]; ++k, ++i) {
                above[i] = static_cast<std::int8_t>(k + 1 < p.length[q] ? i + 1 : -1);
                below[i] = static_cast<std::int8_t>(k > 0 ? i - 1 : -1);
                packetOf[i] = static_cast<std::int8_t>(q);
            }
        for (; i < n; ++i) {
            const bool waste = i < stockStart;
            above[i] = static_cast<std::int8_t>(waste && i + 1 < stockStart ? i + 1 : -1);
            below[i] = static_cast<std::int8_t>(waste && i > wasteStart ? i - 1 : -1);
            packetOf[i] = -1;
        }
    }
    std::array<std::int8_t, kPackets> leaving {}; // each packet's cards that could leave
    std::array<std::int8_t, 104> queue;
    std::array<bool, 104> inQueue {};
    int pending = 0;
    auto touch = [&](int i) {
        if (i >= 0 && !inQueue[i]) {
            inQueue[i] = true;
            queue[pending++] = static_cast<std::int8_t>(i);
        }
    };
    auto held = [&](int i) {
        if (i < wasteStart)
            return false;
        if (i < stockStart)
            return i - wasteStart <= frozen;
        return i - stockStart >= turned;
    };
    // A card could be free while it is not held and the card on it (in
    // its packet or in the waste; none for a stock card, which a turn
    // brings to the top) could leave.
    auto settle = [&](int i) {
        if (held(i) || (above[i] >= 0 && !(cards[above[i]].flags & kCanLeave)))
            return;
        Out& c = cards[i];
        std::uint8_t f = c.flags;
        const int rank = rankOf(c.card);
        if (!(f & kCanHome) && homeOpen(c.card))
            f |= kCanHome;
        if (!(f & kCanMarry) && rank < kKing && any(c.card + 1, kCanTop))
            f |= kCanMarry;
        if (!c.inTalon || (f & kCanMarry) || space)
            f |= kCanTop;
        if ((f & (kCanHome | kCanMarry)) || (c.inTalon && space))
            f |= kCanLeave;
        const std::uint8_t gained = f & ~c.flags;
        if (!gained)
            return;
        c.flags = f;
        if ((gained & kCanHome) && rank < kKing)
            for (int k : copies[c.card + 1])
                touch(k);
        if (gained & kCanTop)
            for (int k : copies[c.card - 1])
                touch(k);
        if (gained & kCanLeave) {
            touch(below[i]);
            const int q = packetOf[i];
            if (q >= 0 && ++leaving[q] == p.length[q] && !space) {
                space = true;
                for (int k = wasteStart; k < n; ++k)
                    touch(k);
            }
        }
    };
    auto converge = [&] {
        while (pending > 0) {
            const int i = queue[--pending];
            inQueue[i] = false;
            settle(i);
        }
    };
    // Every flag cleared, every card to be settled again.
    auto restart = [&] {
        for (int i = 0; i < n; ++i) {
            cards[i].flags = 0;
            touch(i);
        }
        leaving = {};
        space = spaceNow;
    };
    restart();
    // The dug form (the proof is above provenLost()): is there a choice of
    // each packet's remnant just after T such that the cards that must
    // be laid somewhere (the needy talon cards and the packet cards above
    // the remnants that cannot go home by T) find carriers among the
    // cards that could be tops just after T (every card that left, the
    // remnants' tops, the talon cards that could be tops), packet cards
    // on carriers only, and the rest one to a floor? False when no
    // choice fits; true when one does, or after kDugSteps steps (no
    // proof). `need` holds minus the needy cards of each kind counted.
    int dugSteps = 0; // over all the dug form's searches for this position
    auto dug = [&](const std::array<std::int8_t, 64>& need) {
        std::array<std::int8_t, 64> talonNeed {};
        for (int c = 0; c < 64; ++c)
            talonNeed[c] = static_cast<std::int8_t>(-std::min<int>(need[c], 0));
        // Carriers by their own kind (a card of kind k carries one of
        // kind k - 1): first the talon's free cards that could be tops.
        std::array<std::int8_t, 64> avail {};
        for (int j = wasteStart; j < n; ++j)
            if (cards[j].flags & kCanTop)
                ++avail[cards[j].card];
        std::array<std::int8_t, 64>
            moved {}; // packet cards of each kind above the remnants that cannot go home
        int floors = 0;
        // The kinds that may need a place: needy in the talon, or a
        // packet card that could leave but not go home by T.
        std::array<bool, 64> listed {};
        std::array<Code, 64> kinds;
        int kindCount = 0;
        for (int c = 1; c < 64; ++c)
            listed[c] = talonNeed[c] > 0;
        // (Cards under a card that could not leave never move.)
        for (int q = 0, i = 0; q < kPackets; i += p.length[q++])
            for (int k = p.length[q] - 1; k >= 0 && (cards[i + k].flags & kCanLeave); --k)
                if (!(cards[i + k].flags & kCanHome))
                    listed[cards[i + k].card] = true;
        for (int c = 1; c < 64; ++c)
            if (listed[c])
                kinds[kindCount++] = static_cast<Code>(c);
        // Each packet's choices. Lowering a remnant past a card that
        // could go home costs nothing and bares one more carrier (or a
        // floor), so a choice is only worth making just above a card
        // that cannot go home: the choices are the remnants reached
        // from the whole packet down through cards that could go home,
        // then past each card that cannot, in turn, never below the
        // lowest card that could not leave. A packet with one choice is
        // settled at once.
        struct Step {
            Code card; // the card moved, or 0
            Code bared; // the carrier bared, or 0
            bool floor;
        };
        std::array<std::array<Step, kPacketCapacity>, kPackets> steps;
        std::array<std::array<std::int8_t, kPacketCapacity + 1>, kPackets>
            choiceEnd; // steps taken by each choice
        std::array<int, kPackets> choiceCount {};
        int open = 0;
        auto take = [&](const Step& step, int sign) {
            if (step.card)
                moved[step.card] = static_cast<std::int8_t>(moved[step.card] + sign);
            if (step.bared)
                avail[step.bared] = static_cast<std::int8_t>(avail[step.bared] + sign);
            floors += step.floor ? sign : 0;
        };
        for (int q = 0, i = 0; q < kPackets; i += p.length[q++]) {
            const int len = p.length[q];
            if (len == 0) {
                ++floors;
                continue;
            }
            int lowest = len;
            while (lowest > 0 && (cards[i + lowest - 1].flags & kCanLeave))
                --lowest;
            // The whole packet: its top is a carrier.
            Step first {0, (cards[i + len - 1].flags & kCanTop) ? cards[i + len - 1].card : Code {0}, false};
            take(first, 1);
            int count = 0, ends = 0;
            auto& list = steps[open];
            for (int r = len; r > lowest; --r) {
                const Out& c = cards[i + r - 1];
                const bool homes = (c.flags & kCanHome) != 0;
                if (!homes)
                    choiceEnd[open][ends++] = static_cast<std::int8_t>(count);
                Step step {homes ? Code {0} : c.card,
                    r > 1 && (cards[i + r - 2].flags & kCanTop) ? cards[i + r - 2].card : Code {0}, r == 1};
                list[count++] = step;
            }
            choiceEnd[open][ends++] = static_cast<std::int8_t>(count);
            // A choice whose own steps (past the choice before) bare no
            // carrier that a kind above needs and no floor only adds
            // cards to place: the choice before it does at least as
            // well, so it is dropped.
            int kept = 1;
            for (int e = 1; e < ends; ++e) {
                bool useful = false;
                for (int k = choiceEnd[open][e - 1]; k < choiceEnd[open][e] && !useful; ++k) {
                    const Step& step = list[k];
                    useful = step.floor || (step.bared && rankOf(step.bared) > 1 && listed[step.bared - 1]);
                }
                if (useful)
                    choiceEnd[open][kept++] = choiceEnd[open][e];
            }
            ends = kept;
            if (ends == 1) {
                for (int k = 0; k < choiceEnd[open][0]; ++k)
                    take(list[k], 1);
                continue;
            }
            choiceCount[open++] = ends;
        }
        // For the cut: the best the packets from j on could add (every
        // step of their deepest choice bares, none moves a card).
        std::array<std::array<std::int8_t, 64>, kPackets + 1> bestAvail;
        std::array<int, kPackets + 1> bestFloors;
        bestAvail[open] = {};
        bestFloors[open] = 0;
        for (int j = open - 1; j >= 0; --j) {
            bestAvail[j] = bestAvail[j + 1];
            bestFloors[j] = bestFloors[j + 1];
            for (int k = 0; k < choiceEnd[j][choiceCount[j] - 1]; ++k) {
                if (steps[j][k].bared)
                    ++bestAvail[j][steps[j][k].bared];
                bestFloors[j] += steps[j][k].floor;
            }
        }
        auto fitsWith = [&](const std::array<std::int8_t, 64>& extra, int extraFloors) {
            int over = 0;
            for (int k = 0; k < kindCount; ++k) {
                const int c = kinds[k];
                const int carriers = rankOf(static_cast<Code>(c)) < kKing ? avail[c + 1] + extra[c + 1] : 0;
                if (moved[c] > carriers)
                    return false;
                over += std::max(0, talonNeed[c] + moved[c] - carriers);
            }
            return over <= floors + extraFloors;
        };
        bool gaveUp = false;
        auto choose = [&](auto&& self, int j) -> bool {
            if (!fitsWith(bestAvail[j], bestFloors[j]))
                return false;
            if (j == open)
                return true;
            if (++dugSteps > kDugSteps) {
                gaveUp = true;
                return true;
            }
            bool found = false;
            int done = 0;
            for (int e = 0; e < choiceCount[j] && !found; ++e) {
                for (; done < choiceEnd[j][e]; ++done)
                    take(steps[j][done], 1);
                found = self(self, j + 1);
            }
            while (done > 0)
                take(steps[j][--done], -1);
            return found;
        };
        const bool fit = choose(choose, 0);
        return fit || gaveUp;
    };
    // The dig bound for the held waste card x = waste[frozen] (the proof
    // is above provenLost()): the cards above x that could not go home
    // before x leaves (with `countTurned`, the stock cards turned before
    // it too), and x itself unless it could go home then, less those
    // that cards one rank higher of their suit could carry, each need a
    // packet's bottom; true when there are fewer packets that could be
    // empty.
    auto dig = [&](bool countTurned) {
        std::array<std::int8_t, 64> need {}; // such cards of each kind
        auto carriers = [&](Code card) {
            int m = 0;
            if (rankOf(card) < kKing)
                for (int c : copies[card + 1])
                    m += c >= 0 && (cards[c].flags & kCanTop);
            return m;
        };
        const Code x = p.waste[frozen];
        if (!homeOpen(x))
            ++need[x];
        const int last = countTurned ? stockStart + turned : stockStart;
        for (int j = wasteStart + frozen + 1; j < last; ++j)
            if (!(cards[j].flags & kCanHome))
                ++need[cards[j].card];
        int bottoms = 0;
        for (int j = wasteStart + frozen; j < last; ++j) {
            const Code card = cards[j].card;
            if (need[card] > 0) {
                bottoms += std::max(0, need[card] - carriers(card));
                need[card] = static_cast<std::int8_t>(-need[card]); // counted
            }
        }
        if (bottoms == 0)
            return false;
        // A packet emptied before T: its cards that could not go home by
        // then lie on carriers at T (only waste cards fill spaces), which
        // the cards counted above leave over.
        int spaces = 0;
        for (int q = 0, i = 0; q < kPackets; i += p.length[q++]) {
            bool all = true;
            for (int k = 0; k < p.length[q] && all; ++k) {
                const Out& c = cards[i + k];
                all = (c.flags & kCanHome)
                    || ((c.flags & kCanLeave) && carriers(c.card) + std::min<int>(need[c.card], 0) > 0);
            }
            spaces += all;
        }
        if (bottoms > spaces)
            return true;
        // The same count over the packets emptied by T taken together
        // (the joint form, proof above provenLost()): is there a set E of
        // packets, each of whose cards could leave before T, such that
        // the cards that must lie on a floor, over every kind c
        // max(0, needy c + cards c of E that cannot go home by T -
        // carriers of c), are at most the packets of E and those empty
        // now, and no kind has more such cards of E than carriers? The
        // search takes the packets in turn, in or out, and gives up (no
        // proof) after 4,000 steps.
        int free = 0; // packets that add nothing
        std::array<std::array<Code, kPacketCapacity>, kPackets> adds;
        std::array<int, kPackets> addCount {};
        int candidates = 0;
        for (int q = 0, i = 0; q < kPackets; i += p.length[q++]) {
            bool all = true;
            int m = 0;
            for (int k = 0; k < p.length[q] && all; ++k) {
                const Out& c = cards[i + k];
                all = (c.flags & (kCanHome | kCanLeave)) != 0;
                if (all && !(c.flags & kCanHome))
                    adds[candidates][m++] = c.card;
            }
            if (!all)
                continue;
            if (m == 0)
                ++free;
            else
                addCount[candidates++] = m;
        }
        std::array<std::int8_t, 64> extra {};
        std::array<std::int8_t, 64> spare {};
        for (int c = 0; c < 64; ++c)
            spare[c] = static_cast<std::int8_t>(c % 16 >= 1 ? carriers(static_cast<Code>(c)) : 0);
        int nodes = 0;
        auto fits = [&](auto&& self, int j, int over) -> bool {
            if (over <= 0)
                return true;
            if (j >= candidates || over > candidates - j || ++nodes > 4000)
                return j < candidates && nodes > 4000; // out of nodes: no proof
            // with packet j emptied
            int delta = 0;
            bool ok = true;
            int k = 0;
            for (; k < addCount[j]; ++k) {
                const Code c = adds[j][k];
                const int needy = -std::min<int>(need[c], 0);
                const int before = std::max(0, needy + extra[c] - spare[c]);
                ++extra[c];
                if (extra[c] > spare[c])
                    ok = false;
                delta += std::max(0, needy + extra[c] - spare[c]) - before;
            }
            const bool with = ok && self(self, j + 1, over + delta - 1);
            for (k = 0; k < addCount[j]; ++k)
                --extra[adds[j][k]];
            return with || self(self, j + 1, over);
        };
        if (!fits(fits, 0, bottoms - free))
            return true;
        // The dug form (proof above provenLost()), in the second form, or
        // in the first once the stock is out (the second then never
        // runs): in the first form with a stock it proved little for
        // its time.
        return dugForm && (countTurned || stockLeft == 0) && !dug(need);
    };
    // The waste cards from the top down, the whole stock free (whatever
    // is turned before x leaves need not leave before it in this form),
    // then nothing held: the proof above.
    for (;;) {
        converge();
        if (frozen < 0)
            break;
        if (dig(false))
            return true;
        const int was = frozen;
        frozen = frozen > p.wasteLength - 1 - kDigDepth ? frozen - 1 : -1;
        for (int k = frozen + 1; k <= was; ++k)
            touch(wasteStart + k);
    }
    for (int i = 0; i < n; ++i)
        if (!(cards[i].flags & kCanHome))
            return true;
    // For each of the top kTurnedDepth waste cards x, every number of
    // stock cards that could be turned before x leaves, from none up
    // (each turned card must then leave before x does).
    for (frozen = p.wasteLength - 1; stockLeft > 0 && frozen >= std::max(0, p.wasteLength - kTurnedDepth);
         --frozen) {
        turned = 0;
        restart();
        for (;; ++turned) {
            if (turned > 0)
                touch(stockStart + turned - 1);
            converge();
            if (!dig(true))
                break;
            if (turned == stockLeft)
                return true;
        }
    }
    return false;
}

} // namespace ct::napoleon
