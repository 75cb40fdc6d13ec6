// The proofs that a position of The Mill is lost, for the solver's engine
// (mill_solver.cpp): the window bound and the stock-window bound with its floors.
#include "solver/mill_position.h"

#include <algorithm>

namespace ct::mill {

namespace {

// Cards of rank r among the first `count` of the centre.
int centreHolds(int count, int r)
{
    return count / 13 + (r - 1 < count % 13 ? 1 : 0);
}

// windowClosed()'s bound for one count c of the centre: the most cards
// of S (counted by rank in inS) on the foundations at once, when they
// hold `now` of each rank, `founded` King piles are founded and only the
// cards counted in `spare` can be added (-1: no heights fit; kOverrun:
// the centre would need more cards of some rank than there are, and so
// would every larger count).
constexpr int kOverrun = -2;
constexpr int kNever = 1 << 20;
int homeWith(int c, int founded, const std::array<int, 14>& now, const std::array<int, 14>& inS,
    const std::array<int, 14>& spare)
{
    int sum = 0;
    int n = kAngles; // n(r + 1), none above the King
    const int rounds = c / 13, past = c % 13;
    for (int r = 13; r >= 1; --r) {
        const int centreThen = rounds + (r <= past ? 1 : 0); // centreHolds(c, r)
        if (now[r] - centreThen + spare[r] < 0)
            return kOverrun;
        n = std::min(n, now[r] - centreThen + spare[r]);
        if (n < std::max(r == 13 ? founded : 0, now[r] - centreThen))
            return -1; // no heights fit this count
        sum += std::min(centreThen + n - now[r], inS[r]);
    }
    return sum;
}

} // namespace

Bounds::Bounds(const TheMillState& state)
{
    const Pile& stock = state.piles()[TheMillState::kStock];
    for (std::size_t i = stock.size(); i > 0; --i)
        stock_[stockLength_++] = stock.cards[i - 1].card.rank;
    for (int d = stockLength_ - 1; d >= 0; --d) {
        stockCount_[static_cast<std::size_t>(d)] = stockCount_[static_cast<std::size_t>(d) + 1];
        ++stockCount_[static_cast<std::size_t>(d)][stock_[static_cast<std::size_t>(d)]];
    }
    for (int d = 0; d < stockLength_; ++d) {
        const int r = stock_[static_cast<std::size_t>(d)];
        turnOf_[static_cast<std::size_t>(r)][static_cast<std::size_t>(ofRank_[static_cast<std::size_t>(r)]++)]
            = static_cast<std::uint8_t>(d);
    }
}

// A proof that `p` is lost: some waste card can never come to the top.
//
// Take the k-th waste card from the top, w, and S, the wing cards with
// the k - 1 waste cards above it. When w first lies on top, every card
// that ever lay above it has left the waste, to a foundation or a wing,
// and so has every stock card turned by then (a stock card goes straight
// to a wing only while the waste is empty). Of those cards and S, only
// what the wings hold is not home, at most eight; so at least |S| - 8
// cards of S are home. Until then no card below w was ever available:
// the cards that went home came from S and the stock (a transfer only
// moves a card from one foundation to another). w must come to the top
// some day, since every card goes home in a won game.
//
// A foundation only grows in how many cards of each rank it holds
// altogether (a transfer moves a card from a King pile to the centre).
// So, at that day, the centre holds c' >= c cards and the King piles
// some heights, and for each rank r the cards of rank r on all five
// grew by d(r) >= 0, with d(r) at most the cards of rank r in S and the
// stock; at most min(d(r), cards of rank r in S) of S's cards of rank r
// are home then. The largest sum of those over every c' and every set
// of heights (nothing here asks whether the cards could come in that
// order, so the real game reaches no more) is an upper bound; below
// |S| - 8 the position is lost. The heights enter only as n(r), how
// many King piles hold a card of rank r (heights of 14 - r or more),
// which never falls as r rises, lies within 0..4, and keeps every
// King pile founded now; for each c' the largest n allowed at each rank
// (taken from the King down) gives the largest sum, since the sum only
// grows with n.
//
// stockWindowClosed() is asked too where this bound leaves the
// position open.
bool Bounds::windowClosed(const Position& p) const
{
    const int depth = p.wasteLength;
    if (depth < 2)
        return false;
    std::array<int, 14> now {}; // cards of each rank on the foundations
    std::array<int, 14> inS {}; // cards of each rank in S
    std::array<int, 14> spare {}; // in S or in the stock
    int founded = 0, wings = 0;
    for (int r = 1; r <= 13; ++r)
        now[r] = centreHolds(p.centre, r);
    for (int a = 0; a < kAngles; ++a) {
        founded += p.angle[a] > 0;
        for (int r = 14 - p.angle[a]; r <= 13; ++r)
            ++now[r];
    }
    for (int w = 0; w < kWings; ++w)
        if (p.wing[w]) {
            ++inS[p.wing[w]];
            ++wings;
        }
    for (int r = 1; r <= 13; ++r)
        spare[r] = inS[r] + stockCount_[p.dealt][r];
    // A sum found for one k, at one count of the centre: adding a card
    // to S lowers no sum, so it holds for every deeper k too, and the
    // bound is worked out again only once `needed` passes it; then that
    // count is tried first, the others only when it falls short.
    int witness = p.centre;
    int reached = -1;
    for (int k = 2; k <= depth; ++k) {
        const int above = p.waste[depth - k + 1]; // the (k - 1)-th from the top
        ++inS[above];
        ++spare[above];
        const int needed = wings + k - 1 - kWings;
        if (needed <= reached)
            continue;
        reached = homeWith(witness, founded, now, inS, spare);
        // The other counts, nearest the witness first (the sums change
        // little from one count to the next, so one near it tends to
        // reach enough soonest); every count from the centre's own up to
        // the first that overruns is tried before the bound closes.
        int high = reached == kOverrun ? witness - 1 : kCentreSize;
        const int from = witness;
        for (int d = 1; reached < needed && (from + d <= high || from - d >= p.centre); ++d)
            for (const int c : {from + d, from - d}) {
                if (c > high || c < p.centre || reached >= needed)
                    continue;
                const int sum = homeWith(c, founded, now, inS, spare);
                if (sum >= needed) {
                    reached = sum;
                    witness = c;
                } else if (sum == kOverrun)
                    high = c - 1;
            }
        if (reached < needed)
            return true;
    }
    return stockWindowClosed(p, now, founded, wings);
}

// The same bound made tighter by the stock's order, for each waste
// card w in turn (k-th from the top, S as above). Say t stock cards are
// turned by the day w first lies on top, and T_t are the first t of
// them. Then U = S + T_t are exactly the cards that were ever available
// by that day (every card turned lands on the waste above w, and
// nothing under w has come up), and all of U but the wing cards, at
// most eight, is home. So the foundations grew by d(r) cards of each
// rank r, at most u(r), the cards of rank r in U, and by at least
// |U| - 8 in all. windowClosed() lets every stock card feed the
// foundations without ever having to go home itself; here a stock card
// helps only if the cards turned before it go home too, and the cards
// under w help none. The largest sum of d over every count of the
// centre and every set of King pile heights is worked out as there
// (homeWith() with U both for S and for what may be added); if it falls
// below |U| - 8 for every t from 0 to the cards left in the stock, w
// never comes up and the position is lost. (This bound holds wherever
// windowClosed()'s does: of a sum reached here, at most t cards are not
// S's.) With the deepest card no card lies under w, so the bound is
// strong for the cards above a key card, which must go home without it.
//
// The cards are asked from the top down, and each answer bounds the
// next: a card w' under w comes to the top only after w did (w leaves
// the waste from the top), and neither the stock cards turned nor the
// centre's count ever fall. So if w came up only with t >= t0 and with
// a centre of c0 or more, w' needs t >= t0 and a centre of c0 or more
// too (t0, c0: the least t and the least count that reach enough for w,
// each over every value of the other).
//
// A card for which the t and count that last reached enough still do is
// passed at once (they bound nothing then, so the floors stay).
//
// The floors are facts about every later position too: the day w comes
// up lies in the future of each position on the way, so w comes up
// only once dealt + t0 cards are dealt and the centre holds c0 (t0 and
// c0 as found for w at any earlier position, the same argument). So
// each position left open keeps its floors by card (floors_, and by its
// serial in bySerial_ for the beams), and the
// next position just after a stock turn on the way from it starts each
// card that has not moved since (below `kept`: the top card is new, and
// is never asked) from them. The bound is at least as strong as before,
// and the search over the counts starts higher. Deal 215's full
// depth-first pass alone: 0.20 s instead of 0.31 s, the same 64,434
// positions; deal 316's 3.4 s instead of 4.5 s, the same 802,894.
//
// The day w leaves the waste it lies on top too, so all of the above
// holds for that day as well (and a card under w leaves only after w
// did). Where canLeave(k) says that k cards cannot leave the waste before
// the next stock card is dealt, w cannot leave before then either (its
// leaving would make k): so for it and every card under it t starts at
// 1, and these floors hold for every later position too.
bool Bounds::stockWindowClosed(
    const Position& p, const std::array<int, 14>& now, int founded, int wings) const
{
    const int depth = p.wasteLength;
    std::array<int, 14> inS {}, u {};
    int onAngles = 0;
    for (int a = 0; a < kAngles; ++a)
        onAngles += p.angle[a];
    for (int w = 0; w < kWings; ++w)
        ++inS[p.wing[w]];
    // The t and the count of the centre that last reached enough: tried
    // first for the next card down.
    int witnessT = 0, witnessC = p.centre;
    int tFloor = 0, cFloor = p.centre;
    // turnAt[r][m]: the t at which the m-th stock card of rank r still
    // to come is turned (0 for m = 0, kNever past the last), for
    // reachedByStock(), which asks it many times a call.
    TurnTable turnAt;
    for (int r = 1; r <= 13; ++r) {
        const int gone = ofRank_[static_cast<std::size_t>(r)] - stockCount_[p.dealt][r];
        auto& row = turnAt[static_cast<std::size_t>(r)];
        row[0] = 0;
        for (std::size_t m = 1; m < row.size(); ++m) {
            const int i = gone + static_cast<int>(m) - 1;
            row[m] = i < ofRank_[static_cast<std::size_t>(r)]
                ? turnOf_[static_cast<std::size_t>(r)][static_cast<std::size_t>(i)] - p.dealt + 1
                : kNever;
        }
    }
    const Floors* before
        = p.anchor != 0 && floors_[p.anchorDealt].serial == p.anchor ? &floors_[p.anchorDealt] : nullptr;
    if (!before && p.anchor != 0) {
        if (bySerial_.empty())
            bySerial_.resize(kBySerial);
        const Floors& row = bySerial_[p.anchor & (kBySerial - 1)];
        if (row.serial == p.anchor)
            before = &row;
    }
    // The card at the place (from the waste's bottom) where the bound last
    // closed is asked first, alone: most closures in a search come at one
    // place, a few cards above a card buried early. It starts from only
    // the floors passed on to it and canLeave()'s, each a fact (see above),
    // so where even these leave no count and no t, the position is lost.
    // Deal 316's full depth-first pass alone: 89,856 of its 96,528
    // closures come here; 1.24 to 1.31 s instead of 1.47 to 1.81 s (the
    // same 298,459 positions; a loaded machine), deal 215's 0.20 s
    // instead of 0.21 s.
    if (lastClosed_ >= 0 && lastClosed_ < depth - 1) {
        const int k = depth - lastClosed_;
        std::array<int, 14> above = inS;
        for (int i = lastClosed_ + 1; i < depth; ++i)
            ++above[p.waste[static_cast<std::size_t>(i)]];
        int t0 = 0, c0 = p.centre;
        if (before && lastClosed_ < p.kept) {
            t0 = std::max(t0, before->turned[static_cast<std::size_t>(lastClosed_)] - p.dealt);
            c0 = std::max<int>(c0, before->centre[static_cast<std::size_t>(lastClosed_)]);
        }
        if (t0 == 0 && !canLeave(k))
            t0 = 1;
        const int goal = wings + k - 1 - kWings + p.centre + onAngles;
        bool open = false;
        for (int c = c0; c <= kCentreSize && !open; ++c) {
            int t = t0;
            const int got = reachedByStock(p, turnAt, c, now, above, founded, goal - c, t, kNever);
            if (got == kOverrun)
                break;
            open = got != 0;
        }
        if (!open)
            return true;
    }
    Floors& out = floors_[p.dealt];
    out.serial = 0;
    out.turned[static_cast<std::size_t>(depth - 1)] = p.dealt;
    out.centre[static_cast<std::size_t>(depth - 1)] = p.centre;
    for (int k = 2; k <= depth; ++k) {
        ++inS[p.waste[depth - k + 1]];
        const int inWindow = wings + k - 1;
        const std::size_t index = static_cast<std::size_t>(depth - k);
        if (before && static_cast<int>(index) < p.kept) {
            tFloor = std::max(tFloor, before->turned[index] - p.dealt);
            cFloor = std::max<int>(cFloor, before->centre[index]);
        }
        // Once more with t from 1 where the counts let the card leave
        // before any turn and canLeave() says it cannot.
        for (bool asked = false;; asked = true) {
            for (int r = 1; r <= 13; ++r)
                u[r] = inS[r] + stockCount_[p.dealt][r] - stockCount_[p.dealt + witnessT][r];
            if (witnessT >= tFloor && witnessC >= cFloor
                && homeWith(witnessC, founded, now, u, u) >= inWindow + witnessT - kWings) {
                out.turned[index] = static_cast<std::uint8_t>(p.dealt + tFloor);
                out.centre[index] = static_cast<std::uint8_t>(cFloor);
            } else {
                const int goal = inWindow - kWings + p.centre + onAngles;
                bool open = false;
                int leastT = kNever, leastC = kNever;
                for (int c = cFloor; c <= kCentreSize; ++c) {
                    int t = tFloor;
                    const int got = reachedByStock(p, turnAt, c, now, inS, founded, goal - c, t, leastT);
                    if (got == kOverrun)
                        break;
                    if (got) {
                        if (!open)
                            witnessC = c;
                        open = true;
                        leastC = std::min(leastC, c);
                        if (t < leastT) {
                            leastT = t;
                            witnessT = t;
                            witnessC = c;
                        }
                        if (leastT == tFloor)
                            break; // no count reaches sooner
                    }
                }
                if (!open) {
                    lastClosed_ = depth - k;
                    return true;
                }
                tFloor = leastT;
                cFloor = leastC;
                out.turned[index] = static_cast<std::uint8_t>(p.dealt + tFloor);
                out.centre[index] = static_cast<std::uint8_t>(cFloor);
            }
            if (tFloor > 0 || asked || canLeave(k))
                break;
            tFloor = 1; // see canLeave() above
        }
    }
    out.serial = p.serial;
    if (!bySerial_.empty() && p.serial != 0)
        bySerial_[p.serial & (kBySerial - 1)] = out;
    return false;
}

// For stockWindowClosed(), at one count c of the centre: whether some t
// from `when` on and before `before` reaches sum n(r) - t >= `goal`
// (then 1, with `when` set to the least such t),
// where n(r) is the most King piles that could hold a card of rank r,
// with U = S (`inS`) + T_t (0 when none does, kOverrun when the centre
// would need more cards of a rank than S and the whole stock hold: so
// would every larger count). This is homeWith() with U for both its
// sets, for every t at once: homeWith()'s sum is c - (centre now) -
// (King pile cards now) + sum n(r). n(r) >= j holds once each rank from
// r up has j spare (its cards home now, less those the centre takes,
// plus u), and the heights fit from the first t at which each rank has
// the spare its lowest rank below asks for. Half the calls fail, and
// most of those failed only after a scan over every t up to `latest`:
// the bound on t narrowed from sum(t) (below) decides them without it.
int Bounds::reachedByStock(const Position& p, const TurnTable& turnAt, int c, const std::array<int, 14>& now,
    const std::array<int, 14>& inS, int founded, int goal, int& when, int before) const
{
    const int left = stockLength_ - p.dealt;
    const int latest = std::min({left, kAngles * 13 - goal, before - 1}); // sum n(r) <= 52
    const int rounds = c / 13, past = c % 13;
    // The first t at which rank r has `need` spare, when it has `spare` at t = 0.
    auto from = [&](int r, int spare, int need) {
        if (spare >= need)
            return 0;
        const auto& row = turnAt[static_cast<std::size_t>(r)];
        return need - spare < static_cast<int>(row.size()) ? row[static_cast<std::size_t>(need - spare)]
                                                           : kNever;
    };
    std::array<int, 14> spare {}, lowest {};
    int floor = 0; // the most any rank below asks for
    for (int r = 1; r <= 13; ++r) {
        const int centreThen = rounds + (r <= past ? 1 : 0);
        spare[r] = now[r] - centreThen + inS[r];
        floor = std::max({floor, now[r] - centreThen, r == 13 ? founded : 0});
        lowest[r] = floor;
    }
    int fits = 0; // the first t at which the heights fit
    for (int r = 1; r <= 13; ++r) {
        if (from(r, spare[r], 0) == kNever)
            return kOverrun;
        fits = std::max(fits, from(r, spare[r], lowest[r]));
    }
    if (fits > latest)
        return 0;
    // sum(t), the sum of n(r) at t: n(r) is the least spare of the ranks
    // from r up (at most kAngles, at least 0), the spare of a rank at t
    // counting the cards of it among the first t turned. A dozen steps,
    // where listing the t at which each n(r) rises (as this did before)
    // took some fifty lookups a call: the same answers, and the failing
    // calls (four in five) need only one to three sums.
    const auto& stockNow = stockCount_[static_cast<std::size_t>(p.dealt)];
    auto sumAt = [&](int t) {
        const auto& stockThen = stockCount_[static_cast<std::size_t>(p.dealt + t)];
        int sum = 0;
        for (int r = 13, n = kAngles; r >= 1; --r) {
            n = std::min(n, spare[r] + stockNow[r] - stockThen[r]);
            if (n <= 0)
                break; // and so for every rank below
            sum += n;
        }
        return sum;
    };
    const int earliest = std::max(fits, when);
    // A t that reaches the goal has sum(t) >= goal + t, so if every such
    // t is at most `bound`, each is at most sum(bound) - goal too (sum(t)
    // never falls as t rises). Once that no longer narrows, t = bound
    // itself reaches the goal; below `earliest`, none does.
    int bound = std::min(latest, sumAt(latest) - goal);
    for (;;) {
        if (bound < earliest)
            return 0;
        const int within = sumAt(bound);
        if (within - goal >= bound)
            break;
        bound = within - goal;
    }
    // The least t from `earliest` on that reaches it, at most `bound`.
    for (int t = earliest; t < bound; ++t)
        if (sumAt(t) - t >= goal) {
            when = t;
            return 1;
        }
    when = bound;
    return 1;
}

} // namespace ct::mill
