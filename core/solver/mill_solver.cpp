#include "solver/mill_solver.h"

#include <algorithm>
#include <array>
#include <limits>

#include "patience/the_mill.h"
#include "solver/compact_search.h"

namespace ct {

namespace {

constexpr int kWings = TheMillState::kWings;
constexpr int kAngles = TheMillState::kAngles;
constexpr int kCentreSize = TheMillState::kCentreSize;
constexpr int kStockCapacity = 104;
constexpr std::uint8_t kFromWaste = kWings; // Move::from for the waste top
// The best-first measures' weights of a waste card above one wanted sooner.
constexpr std::array<int, 2> kWasteWeights {4, 0};

int rankAfter(int rank)
{
    return rank == kKing ? kAce : rank + 1;
}

// The key's table entries, worked out once: the waste's by place and card,
// the folded wings' and King piles' by card, height and lock.
struct KeyTable {
    std::array<std::array<std::uint64_t, 14>, kStockCapacity> waste {};
    std::array<std::uint64_t, 14> wing {};
    std::array<std::uint64_t, 28> angle {};
    std::array<std::uint64_t, kStockCapacity + 1> dealt {};
    std::array<std::uint64_t, kCentreSize + 1> centre {};
    KeyTable()
    {
        for (int d = 0; d <= kStockCapacity; ++d)
            dealt[static_cast<std::size_t>(d)] = compact::zobristValue(5000 + static_cast<std::uint64_t>(d));
        for (int c = 0; c <= kCentreSize; ++c)
            centre[static_cast<std::size_t>(c)] = compact::zobristValue(6000 + static_cast<std::uint64_t>(c));
        for (int i = 0; i < kStockCapacity; ++i)
            for (int card = 0; card < 14; ++card)
                waste[static_cast<std::size_t>(i)][static_cast<std::size_t>(card)] = compact::zobristValue(
                    2000 + static_cast<std::uint64_t>(i) * 16 + static_cast<std::uint64_t>(card));
        for (int card = 0; card < 14; ++card)
            wing[static_cast<std::size_t>(card)] = compact::zobristValue(static_cast<std::uint64_t>(card));
        for (int i = 0; i < 28; ++i)
            angle[static_cast<std::size_t>(i)] = compact::zobristValue(1000 + static_cast<std::uint64_t>(i));
    }
};
const KeyTable& keyTable()
{
    static const KeyTable table;
    return table;
}

// Cards are ranks (1..13, 0 for none): suits never matter in The Mill.
struct Position {
    std::array<std::uint8_t, kWings> wing {};
    std::array<std::uint8_t, kAngles> angle {}; // cards on each King pile, 0 when empty
    std::array<bool, kAngles> locked {}; // lent a card to the centre, see TheMillState
    std::array<std::uint8_t, kStockCapacity> waste {};
    std::uint8_t wasteLength = 0;
    // For stockWindowClosed()'s floors, which hold in every later position
    // too: the cards dealt at the last position on the way here that had
    // just turned the stock, its number (`anchor`, 0 for none) and the least
    // waste length since (`kept`: the cards below it have not moved); and
    // this position's own number if the last move turned the stock (else
    // 0). The fields are laid out to fill the gaps of the others.
    std::uint8_t anchorDealt = 0;
    std::uint8_t kept = 0;
    std::uint32_t serial = 0;
    // The xor of keyTable().waste[i][card] over the waste's cards, kept up
    // to date as cards come and go (key() then costs no pass over the waste).
    std::uint64_t wasteKey = 0;
    std::uint8_t dealt = 0; // stock cards turned or taken so far
    std::uint8_t centre = 0; // cards on the centre
    // The root, or the last move turned the stock: windowClosed() is asked
    // about these positions only. Not in the key: the bound is a proof
    // wherever it is asked, so positions that differ only here are alike.
    // Nor are the numbers above: they only spare the bound work.
    bool fresh = true;
    std::uint32_t anchor = 0;

    // The rank each pile wants next (0: none).
    int centreWants() const { return centre >= kCentreSize ? 0 : centre % 13 + 1; }
    int angleWants(int a) const { return angle[a] == 0 ? kKing : angle[a] >= 13 ? 0 : 13 - angle[a]; }
    int angleTop(int a) const { return 14 - angle[a]; }
    int wasteTop() const { return wasteLength ? waste[wasteLength - 1] : 0; }
    void pushWaste(std::uint8_t card)
    {
        wasteKey ^= keyTable().waste[wasteLength][card];
        waste[wasteLength++] = card;
    }
    std::uint8_t popWaste()
    {
        const std::uint8_t card = waste[--wasteLength];
        wasteKey ^= keyTable().waste[wasteLength][card];
        return card;
    }
};

enum class Kind : std::uint8_t { ToCentre, ToAngle, Transfer, Stock };

struct Move {
    Kind kind = Kind::Stock;
    std::uint8_t from = 0; // a wing, kFromWaste, or for a transfer an angle
    std::uint8_t to = 0; // an angle
};

class Rules {
public:
    using Position = ct::Position;
    using Move = ct::Move;

    explicit Rules(const TheMillState& state)
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

    int stockLength() const { return stockLength_; }

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
    bool windowClosed(const Position& p) const
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
    // each position left open keeps its floors by card (floors_), and the
    // next position just after a stock turn on the way from it starts each
    // card that has not moved since (below `kept`: the top card is new, and
    // is never asked) from them. The bound is at least as strong as before,
    // and the search over the counts starts higher. Deal 215's full
    // depth-first pass alone: 0.20 s instead of 0.31 s, the same 64,434
    // positions; deal 316's 3.4 s instead of 4.5 s, the same 802,894.
    bool stockWindowClosed(const Position& p, const std::array<int, 14>& now, int founded, int wings) const
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
            for (int r = 1; r <= 13; ++r)
                u[r] = inS[r] + stockCount_[p.dealt][r] - stockCount_[p.dealt + witnessT][r];
            if (witnessT >= tFloor && witnessC >= cFloor
                && homeWith(witnessC, founded, now, u, u) >= inWindow + witnessT - kWings) {
                out.turned[index] = static_cast<std::uint8_t>(p.dealt + tFloor);
                out.centre[index] = static_cast<std::uint8_t>(cFloor);
                continue;
            }
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
            if (!open)
                return true;
            tFloor = leastT;
            cFloor = leastC;
            out.turned[index] = static_cast<std::uint8_t>(p.dealt + tFloor);
            out.centre[index] = static_cast<std::uint8_t>(cFloor);
        }
        out.serial = p.serial;
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
    // (King pile cards now) + sum n(r). n(r) >= j holds from the first t at
    // which each rank from r up has j spare (its cards home now, less those
    // the centre takes, plus u), and the heights fit from the first t at
    // which each rank has the spare its lowest rank below asks for; the sum
    // only rises at those t, so only they are counted. Half the calls fail,
    // and most of those failed only after a scan over every t up to
    // `latest`: the bound on t narrowed from the rises' count (below)
    // decides them without it.
    // Rows of 18: a rank has eight cards, and a need and a spare lie
    // within -8..9 of each other.
    using TurnTable = std::array<std::array<int, 18>, 14>;
    int reachedByStock(const Position& p, const TurnTable& turnAt, int c, const std::array<int, 14>& now,
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
        // The t at which n(r) >= j first holds, for each j and rank r from
        // the King down: one list for each j, rising, since n(r) <= n(r + 1)
        // (only those up to `latest` are kept). sum(t), the sum of n(r) at
        // t, counts the entries up to t.
        std::array<std::array<int, 13>, kAngles> rises;
        std::array<int, kAngles> count {};
        int total = 0;
        std::array<int, kAngles + 1> first {}; // over the ranks from r up
        // first[j] never falls as r falls or j rises: once past `latest`
        // it stays there for every lower rank and every larger j.
        int active = kAngles;
        for (int r = 13; r >= 1 && active > 0; --r)
            for (int j = 1; j <= active; ++j) {
                first[j] = std::max(first[j], from(r, spare[r], j));
                if (first[j] > latest) {
                    active = j - 1;
                    break;
                }
                rises[static_cast<std::size_t>(j - 1)][static_cast<std::size_t>(count[j - 1]++)] = first[j];
                ++total;
            }
        const int earliest = std::max(fits, when);
        // A t that reaches the goal has sum(t) >= goal + t, so if every such
        // t is at most `bound`, each is at most sum(bound) - goal too. Once
        // that no longer narrows, t = bound itself reaches the goal; below
        // `earliest`, none does. (sum(t) <= total gives the first bound.)
        int bound = std::min(latest, total - goal);
        for (;;) {
            if (bound < earliest)
                return 0;
            int within = 0;
            for (std::size_t j = 0; j < kAngles; ++j) {
                while (count[j] > 0 && rises[j][static_cast<std::size_t>(count[j] - 1)] > bound)
                    --count[j];
                within += count[j];
            }
            if (within - goal >= bound)
                break;
            bound = within - goal;
        }
        // The least t from `earliest` on that reaches it, at most `bound`:
        // sum(t) over 0..bound from the rises counted there.
        std::array<int, kStockCapacity + 1> at;
        std::fill_n(at.begin(), bound + 1, 0);
        for (std::size_t j = 0; j < kAngles; ++j)
            for (int i = 0; i < count[j]; ++i)
                ++at[static_cast<std::size_t>(rises[j][static_cast<std::size_t>(i)])];
        int sum = 0;
        for (int t = 0; t <= bound; ++t) {
            sum += at[static_cast<std::size_t>(t)];
            if (t >= earliest && sum - t >= goal) {
                when = t;
                return 1;
            }
        }
        return 0; // not reached: t = bound reaches the goal
    }

    // The depth-first passes (the only ones that may answer "lost") ask
    // both bounds of each position just after a stock turn (and
    // compact::run() asks them of the root). It is dear: with it the
    // depth-first pass searches 160,000 to 390,000 positions a second
    // (deals 183, 215, 316 and 890; 130,000 to 180,000 before the floors
    // were passed on and the scans narrowed), where the other passes search
    // about 6 million, so the play-outs and beams do without it (and without the
    // first bound, see generate()). But it proves most
    // lost deals within a few hundred positions (deal 78 in 19, 86 in 130,
    // 91 in 10: all open at 10 s before): 51 of the 53 lost deals of
    // 1-1,000 at 1 s within 1,100 positions, the other two (598 and 689)
    // within 10,000 and 21,000, in the last depth-first pass.
    bool deadEnd(const Position& p) const { return p.fresh && windowClosed(p); }
    bool provenLost(const Position& p) const { return windowClosed(p); }

    // The automatic rules after every action, as TheMillState::settle()
    // plays them: Kings to the first empty angle (wings in order, then the
    // waste top), empty wings refilled from the waste top or else the stock.
    void settle(Position& p) const
    {
        for (bool changed = true; changed;) {
            changed = false;
            for (int a = 0; a < kAngles; ++a) {
                if (p.angle[a] != 0)
                    continue;
                int source = -1;
                for (int w = 0; w < kWings && source < 0; ++w)
                    if (p.wing[w] == kKing)
                        source = w;
                if (source >= 0)
                    p.wing[source] = 0;
                else if (p.wasteTop() == kKing)
                    p.popWaste();
                else
                    break;
                p.angle[a] = 1;
                changed = true;
            }
            for (int w = 0; w < kWings; ++w) {
                if (p.wing[w] != 0)
                    continue;
                if (p.wasteLength)
                    p.wing[w] = p.popWaste();
                else if (p.dealt < stockLength_)
                    p.wing[w] = stock_[p.dealt++];
                else
                    continue;
                changed = true;
            }
        }
    }

    bool followerAfter(const Position& p, int moved) const
    {
        if (p.centre + 1 >= kCentreSize)
            return false;
        const int wanted = rankAfter(moved);
        for (int w = 0; w < kWings; ++w)
            if (p.wing[w] == wanted)
                return true;
        return p.wasteTop() == wanted;
    }

    void generate(const Position& p, bool, std::vector<Move>& out) const
    {
        out.clear();
        // No proof is asked here: the depth-first passes ask deadEnd() of
        // every new position just after a stock turn before they come here
        // (and run() asks provenLost() of the root), and the beams and
        // play-outs, which only find wins, do better without the window
        // bound: a third of a beam's time went on it, and a dead line it
        // would have cut dies at the stock's end anyway. On deals 1-1,000 at
        // 1 s (with the beams by measures 1 and 0, see solveTheMill()): 926
        // won, 21 open without it, 921 and 26 with it.
        const int centre = p.centreWants();
        // Sources: each rank once (wings holding the same rank are alike),
        // the waste top after the wings.
        std::array<bool, 14> seen {};
        for (int from = 0; from <= kWings; ++from) {
            const int card = from == kWings ? p.wasteTop() : p.wing[from];
            if (card == 0 || (from < kWings && seen[card]))
                continue;
            if (from < kWings)
                seen[card] = true;
            if (card == centre)
                out.push_back(Move {Kind::ToCentre, static_cast<std::uint8_t>(from), 0});
            // King piles showing the same card (and the same lock) are alike.
            for (int a = 0; a < kAngles; ++a) {
                if (p.angleWants(a) != card || p.angle[a] == 0)
                    continue;
                bool twin = false;
                for (int b = 0; b < a && !twin; ++b)
                    twin = p.angle[b] == p.angle[a] && p.locked[b] == p.locked[a];
                if (!twin)
                    out.push_back(
                        Move {Kind::ToAngle, static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(a)});
            }
        }
        for (int a = 0; a < kAngles; ++a) {
            if (p.angle[a] < 2 || p.locked[a] || p.angleTop(a) != centre || !followerAfter(p, centre))
                continue;
            bool twin = false;
            for (int b = 0; b < a && !twin; ++b)
                twin = p.angle[b] == p.angle[a] && !p.locked[b];
            if (!twin)
                out.push_back(Move {Kind::Transfer, static_cast<std::uint8_t>(a), 0});
        }
        if (p.dealt < stockLength_)
            out.push_back(Move {Kind::Stock, 0, 0});
    }

    void apply(Position& p, const Move& m) const
    {
        auto take = [&](int from) {
            if (from == kFromWaste)
                p.popWaste();
            else
                p.wing[from] = 0;
        };
        if (p.fresh) {
            p.anchor = p.serial;
            p.anchorDealt = p.dealt;
            p.kept = p.wasteLength;
        }
        p.fresh = m.kind == Kind::Stock;
        switch (m.kind) {
        case Kind::ToCentre:
            take(m.from);
            ++p.centre;
            p.locked.fill(false);
            break;
        case Kind::ToAngle:
            take(m.from);
            ++p.angle[m.to];
            break;
        case Kind::Transfer:
            --p.angle[m.from];
            ++p.centre;
            p.locked[m.from] = true;
            break;
        case Kind::Stock: p.pushWaste(stock_[p.dealt++]); break;
        }
        settle(p);
        // Cards leave the waste only from the top, and only a turn adds
        // one, first: so the least length on the way is the one now.
        p.kept = std::min(p.kept, p.wasteLength);
        p.serial = p.fresh ? nextSerial() : 0;
    }

    // The play-outs (compact::Search::playOuts) run until the stock is out;
    // a depth-first search of what is left takes over (measured on the
    // open deals of 1-100: better than stopping 5, 12 or 25 cards sooner).
    bool playedOut(const Position& p) const { return p.dealt >= stockLength_; }
    // The beam searches' levels (compact::Search::beam): the stock cards dealt.
    int level(const Position& p) const { return p.dealt; }
    // A play-out plays to the centre where it can (seven times in eight),
    // else a random card home or transfer, and turns the stock where
    // nothing plays, or now and then although something does: never, one
    // time in eight or one in four, by turns, and every other three
    // play-outs never while a card goes to the centre. The turns matter:
    // play-outs that always played where they could won none of 16 open
    // deals, these won 9. Varied play-outs win more deals between them.
    Move playOutMove(const Position&, const std::vector<Move>& moves, Rng& rng, std::uint64_t round) const
    {
        const bool click = moves.back().kind == Kind::Stock;
        const std::size_t plays = moves.size() - (click ? 1 : 0);
        const std::uint32_t hold = static_cast<std::uint32_t>(round % 3) * 2;
        const bool centre = moves.front().kind == Kind::ToCentre && rng.below(8) != 0;
        if (centre && (round / 3) % 2 == 1)
            return moves.front();
        if (plays == 0 || (click && rng.below(16) < hold))
            return moves.back();
        if (centre)
            return moves.front();
        return moves[rng.below(static_cast<std::uint32_t>(plays))];
    }

    bool won(const Position& p) const
    {
        return p.centre == kCentreSize && p.angle[0] == 13 && p.angle[1] == 13 && p.angle[2] == 13
            && p.angle[3] == 13;
    }

    // The wings are alike (any wing card is available; several empty wings
    // refill in order, which gives the same cards), and so are the King
    // piles with their locks: both are hashed as sets.
    std::uint64_t key(const Position& p) const { return keyOf(p, true); }
    std::uint64_t exactKey(const Position& p) const { return keyOf(p, false); }

    // Cards still to go home, twice, and each waste card lying above a card
    // the foundations want sooner, weighted by the variant's measure.
    int distance(const Position& p, int variant) const
    {
        int out = 2 * (kCentreSize - p.centre);
        for (int a = 0; a < kAngles; ++a)
            out += 2 * (13 - p.angle[a]);
        const int weight = kWasteWeights[static_cast<std::size_t>(variant)];
        if (weight == 0)
            return out;
        // soonest[r]: how many cards some foundation takes before one of rank r.
        std::array<int, 14> soonest {};
        soonest.fill(99);
        if (const int next = p.centreWants())
            for (int k = 0, r = next; k < 13; ++k, r = rankAfter(r))
                soonest[r] = std::min(soonest[r], k);
        for (int a = 0; a < kAngles; ++a)
            for (int k = 0, r = p.angleWants(a); r >= 1 && p.angle[a] > 0 && p.angle[a] < 13; ++k, --r)
                soonest[r] = std::min(soonest[r], k);
        int lowest = 99;
        for (int i = 0; i < p.wasteLength; ++i) {
            const int when = soonest[p.waste[i]];
            if (when > lowest)
                out += weight;
            lowest = std::min(lowest, when);
        }
        return out;
    }

private:
    // Cards of rank r among the first `count` of the centre.
    static int centreHolds(int count, int r) { return count / 13 + (r - 1 < count % 13 ? 1 : 0); }

    // windowClosed()'s bound for one count c of the centre: the most cards
    // of S (counted by rank in inS) on the foundations at once, when they
    // hold `now` of each rank, `founded` King piles are founded and only the
    // cards counted in `spare` can be added (-1: no heights fit; kOverrun:
    // the centre would need more cards of some rank than there are, and so
    // would every larger count).
    static constexpr int kOverrun = -2;
    static constexpr int kNever = 1 << 20;
    static int homeWith(int c, int founded, const std::array<int, 14>& now, const std::array<int, 14>& inS,
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

    std::uint64_t keyOf(const Position& p, bool fold) const
    {
        if (fold) {
            // The same key as below, from the tables and the waste's key.
            const KeyTable& table = keyTable();
            std::uint64_t sum = 0;
            for (int w = 0; w < kWings; ++w)
                sum += table.wing[p.wing[w]];
            for (int a = 0; a < kAngles; ++a)
                sum += table.angle[static_cast<std::size_t>(p.angle[a] * 2 + p.locked[a])];
            sum += compact::mix64((p.wasteLength ^ p.wasteKey) + 0x3117) + table.dealt[p.dealt]
                + table.centre[p.centre];
            return compact::mix64(sum);
        }
        std::uint64_t sum = 0;
        for (int w = 0; w < kWings; ++w)
            sum += compact::zobristValue(static_cast<std::uint64_t>(fold ? 0 : w + 1) * 16 + p.wing[w]);
        for (int a = 0; a < kAngles; ++a)
            sum += compact::zobristValue(
                1000 + static_cast<std::uint64_t>(fold ? 0 : a + 1) * 64 + p.angle[a] * 2 + p.locked[a]);
        std::uint64_t waste = p.wasteLength;
        for (int i = 0; i < p.wasteLength; ++i)
            waste ^= compact::zobristValue(2000 + static_cast<std::uint64_t>(i) * 16 + p.waste[i]);
        sum += compact::mix64(waste + 0x3117) + compact::zobristValue(5000 + p.dealt)
            + compact::zobristValue(6000 + p.centre);
        return compact::mix64(sum);
    }

    std::array<std::uint8_t, kStockCapacity> stock_ {};
    int stockLength_ = 0;
    // stockCount_[d][r]: cards of rank r in the stock once d cards are dealt.
    std::array<std::array<std::uint8_t, 14>, kStockCapacity + 1> stockCount_ {};
    // turnOf_[r][i]: where the i-th card of rank r lies in the stock (of ofRank_[r]).
    std::array<std::array<std::uint8_t, kStockCapacity>, 14> turnOf_ {};
    std::array<int, 14> ofRank_ {};
    // The floors stockWindowClosed() proved for each waste card (by its
    // place from the bottom) of the last position it left open with each
    // count of cards dealt, as the stock turned (dealt + t) and the centre's
    // count; `serial` is that position's (0 while being written).
    struct Floors {
        std::uint32_t serial = 0;
        std::array<std::uint8_t, kStockCapacity> turned {};
        std::array<std::uint8_t, kStockCapacity> centre {};
    };
    mutable std::array<Floors, kStockCapacity + 1> floors_ {};
    mutable std::uint32_t serials_ = 0;
    // A new number for a position that has just turned the stock. Once
    // they run out every position gets 0 and no floors are passed on (an
    // old number used again could pick up another position's floors).
    std::uint32_t nextSerial() const
    {
        if (serials_ == std::numeric_limits<std::uint32_t>::max())
            return 0;
        return ++serials_;
    }
};

bool fits(const TheMillState& state)
{
    const auto& piles = state.piles();
    if (piles[TheMillState::kStock].size() + piles[TheMillState::kWaste].size() > kStockCapacity)
        return false;
    for (int w = 0; w < kWings; ++w)
        if (piles[static_cast<std::size_t>(TheMillState::kFirstWing + w)].size() > 1)
            return false;
    return true;
}

// Positions laid out by hand may break what the engine assumes of a real
// game: the centre built from an ace up, each King pile from a King down.
bool regular(const TheMillState& state)
{
    const auto& piles = state.piles();
    const Pile& centre = piles[TheMillState::kCentre];
    for (std::size_t i = 0; i < centre.size(); ++i)
        if (centre.cards[i].card.rank != static_cast<int>(i % 13) + 1)
            return false;
    for (int a = 0; a < kAngles; ++a) {
        const Pile& pile = piles[static_cast<std::size_t>(TheMillState::kFirstAngle + a)];
        for (std::size_t i = 0; i < pile.size(); ++i)
            if (pile.cards[i].card.rank != kKing - static_cast<int>(i))
                return false;
    }
    return true;
}

bool positionOf(const TheMillState& state, Position& p)
{
    if (!fits(state) || !regular(state))
        return false;
    const auto& piles = state.piles();
    p.centre = static_cast<std::uint8_t>(piles[TheMillState::kCentre].size());
    for (int w = 0; w < kWings; ++w) {
        const Pile& pile = piles[static_cast<std::size_t>(TheMillState::kFirstWing + w)];
        p.wing[w] = pile.empty() ? 0 : pile.top().card.rank;
    }
    for (int a = 0; a < kAngles; ++a) {
        p.angle[a] = static_cast<std::uint8_t>(
            piles[static_cast<std::size_t>(TheMillState::kFirstAngle + a)].size());
        p.locked[a] = state.transferLocked(a);
    }
    for (const PlacedCard& placed : piles[TheMillState::kWaste].cards)
        p.pushWaste(placed.card.rank);
    return true;
}

} // namespace

SolveResult solveTheMill(const PatienceState& start, const SolveLimits& limits)
{
    compact::Plan plan;
    // A first depth-first pass of 5,000 positions: the stock's order
    // (stockWindowClosed()) proves most lost deals within a few hundred.
    // Then play-outs to 15% of the limit, beam searches to 76%, play-outs
    // again to 78% and the full depth-first pass for the last 22% (no
    // best-first pass). The last pass had 20% before (beams to 78%): deal
    // 215 needs 0.16 s of it, and was proved lost at 0.96 s with 20%,
    // 0.94 s with 22%; no other verdict of 1-1,000 changed, nor did any
    // win's time by more than 0.03 s.
    //
    // Each width of the beams is tried four times by measure 1, each time with
    // other noise, before it doubles: which positions the noise keeps decides
    // a hard deal more than the width does (deal 758, open at 30 s before, is
    // won at 0.17 s by one seed and not by others). On deals 1-1,000 at 1 s:
    // 930 won, 53 lost, 17 open, against 926, 53 and 21 before: 209, 398, 758,
    // 805 and 809 won, 684 (won at 0.29 s before) open. With the first
    // play-outs to 12%, 929 won and 18 open (630, won by them at 0.13 s, open
    // too); with that and each width once by measure 1 and once by measure 0
    // (as before), 928 and 19 (398 and 561 won); measure 1 once a width, 926
    // and 21; three times, 929 and 18. The second play-outs, with other random
    // numbers, win deals 227, 428 and 756 within milliseconds, and the last
    // pass needs 0.1 to 0.2 s for deals 598 and 689 (with it at 15%, 689 was
    // open by timing).
    //
    // Before: play-outs to 27.5% of the limit, beam searches to 77.5%,
    // play-outs again to 80% and the full depth-first pass for the last 20%
    // (no best-first pass). At 1 s that pass needs at most 0.17 s (deal
    // 366 won, 689 proved lost after 0.15 s); the beams keep their half
    // second, and the first play-outs, which win deals 359 and 756 after
    // 0.25 s, get the time both lost. Of the 13 deals open at 1 s and won
    // at 10 s before, the first play-outs win 359, 756, 129, 447, 952 and
    // 381 (0.25 to 1.6 s), the beams the other seven (2.9 to 4.4 s, 0.9
    // to 2.4 s into the beams): only the first two fit in 1 s. Before: play-outs to 20%, beams to 70%,
    // play-outs to 75%. On the 89 deals of 1-1,000 open at 1 s before the
    // stock's order was asked (measured before its floors): 50 lost, 5
    // won; with play-outs to 85% and best-first to 95% as before, 47 lost
    // and 3 won; with the beams to 55% and the last pass from 65%, 50 lost,
    // 2 won. Before: play-outs first
    // and beams to 70% left 87 open of 1-1,000 where the older passes alone
    // left 140: most deals are won by the first play-outs within
    // milliseconds, and the later ones go on with other random numbers
    // (deals 129 and 650, open without the first play-outs, were won at 0.8
    // and 0.7 s). The noise (six cards out) won 13 more of the 96 deals a
    // beam without it left open, against 8 with a noise of two cards.
    //
    // Each round of beams took measure 1 (cards out, with the noise), then
    // measure 0 (the waste's order at weight 4) at one width; the waste's
    // order at weights 10 and 20 is left out. At 1 s on deals 1-1,000 those
    // two won 4 deals where the other two won 67, and past 1 s measure 1
    // won 12 of the 15 deals the beams won at 10 and 30 s (widths 1,024 to
    // 16,384), measure 3 two and measure 0 one. With both changes (and no
    // window bound in the beams, see generate()) 926 won and 21 open,
    // against 918 and 29 (measure 1 alone: 925 and 22, but deal 768, won
    // by measure 0, open).
    plan.firstBudget = 5000;
    plan.bestFirstBudget = 0;
    plan.variants = static_cast<int>(kWasteWeights.size());
    plan.beamMeasures = {1, 1, 1, 1};
    plan.playOutsFirstShare = 0.15;
    plan.beamShare = 0.76;
    plan.playOutShare = 0.78;
    plan.beamNoise = 12;
    return compact::solve<Rules, TheMillState>(
        start, limits, plan, positionOf, [](const PatienceState&, const Move& m) {
            const int from = m.from == kFromWaste ? TheMillState::kWaste : TheMillState::kFirstWing + m.from;
            switch (m.kind) {
            case Kind::ToCentre: return PatienceState::move(from, TheMillState::kCentre);
            case Kind::ToAngle: return PatienceState::move(from, TheMillState::kFirstAngle + m.to);
            case Kind::Transfer:
                return PatienceState::move(TheMillState::kFirstAngle + m.from, TheMillState::kCentre);
            case Kind::Stock: break;
            }
            return PatienceState::stockClick();
        });
}

} // namespace ct
