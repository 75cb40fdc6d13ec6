#include "solver/fourteenth_solver.h"

#include <array>

#include "patience/the_fourteenth.h"
#include "solver/compact_search.h"

namespace ct {

namespace {

constexpr int kSize = TheFourteenthState::kSize;
constexpr int kCells = TheFourteenthState::kCells;
constexpr int kTotal = TheFourteenthState::kPairTotal;
constexpr int kStockCapacity = 104;

// The ten lines of the grid (five rows, five columns), five cells each.
constexpr std::array<std::array<std::uint8_t, kSize>, 2 * kSize> kLines = [] {
    std::array<std::array<std::uint8_t, kSize>, 2 * kSize> lines {};
    for (int i = 0; i < kSize; ++i)
        for (int j = 0; j < kSize; ++j) {
            lines[i][j] = static_cast<std::uint8_t>(i * kSize + j);
            lines[kSize + i][j] = static_cast<std::uint8_t>(j * kSize + i);
        }
    return lines;
}();

bool sharesLine(int a, int b)
{
    return a / kSize == b / kSize || a % kSize == b % kSize;
}

// Ranks only: no rule of The Fourteenth looks at a suit.
struct Position {
    std::array<std::uint8_t, kCells> cell {}; // 0 for an empty cell
    std::uint8_t dealt = 0; // stock cards dealt so far
    bool exchangeUsed = false;
};

struct Move {
    std::uint8_t a = 0, b = 0; // a pair's cells (a < b); for an exchange the first swap
    std::uint8_t c = 0, d = 0; // an exchange's second swap (c == d: none)
    bool exchange = false;
};

class Rules {
public:
    using Position = ct::Position;
    using Move = ct::Move;

    explicit Rules(const TheFourteenthState& state)
    {
        const Pile& stock = state.piles()[TheFourteenthState::kStock];
        for (std::size_t i = stock.size(); i > 0; --i)
            stock_[stockLength_++] = stock.cards[i - 1].card.rank;
        for (int d = stockLength_; d > 0; --d) {
            stockCount_[d - 1] = stockCount_[d];
            ++stockCount_[d - 1][stock_[d - 1]];
        }
    }

    // How many cards of the grid no winning line can pair off the way the
    // grid lies (a lower bound on the cards the exchange must account for).
    //
    // The proof. No card ever moves but by the exchange, so a card of the
    // grid that the exchange leaves alone is paired, in any winning line,
    // either with another card of the grid that also stays where it lies
    // (and so shares a line with it now), or with a card still in the stock.
    // Take a winning line and every pair it makes of a card now in the grid:
    // the exchange moves at most four cards (two swaps), so all but at most
    // four of those pairs touch no moved card, and those form a matching of
    // the grid's cards among themselves (pairs adding up to fourteen in one
    // line) and with the stock's cards (each stock card at most once). So at
    // most eight cards of the grid (four pairs) lie outside such a matching,
    // and none once the exchange is used. What this returns is the fewest
    // cards any such matching leaves out, worked out rank class by rank
    // class (r with 14 - r; the sevens among themselves): with m pairs inside
    // the grid, the stock's cards of rank 14 - r take at most as many of the
    // grid's other cards of rank r, and one more pair inside the grid never
    // leaves more cards out (it covers two, and takes at most one stock card
    // from each side's share), so the largest matching inside the grid is
    // the best. More than eight (or any at all once the exchange is used)
    // proves the position lost.
    int uncovered(const Position& p) const
    {
        const auto& stock = stockCount_[p.dealt];
        std::array<std::array<std::uint8_t, kCells>, 14> at {};
        std::array<int, 14> count {};
        for (int c = 0; c < kCells; ++c)
            if (p.cell[c])
                at[p.cell[c]][count[p.cell[c]]++] = static_cast<std::uint8_t>(c);
        int out = 0;
        for (int r = 1; r < 7; ++r) {
            const int excess = count[r] - stock[kTotal - r]; // the same on the other side
            if (excess <= 0)
                continue;
            const int m = bipartiteMatching(at[r].data(), count[r], at[kTotal - r].data(), count[kTotal - r]);
            out += 2 * std::max(0, excess - m);
        }
        if (count[7] > stock[7]) {
            const int m = sevensMatching(at[7].data(), count[7]);
            out += std::max(0, count[7] - 2 * m - stock[7]);
        }
        return out;
    }

    int stockLength() const { return stockLength_; }

    // True when some line holds two cards adding up to fourteen; with
    // `through`, only lines through one of those cells are looked at.
    static bool hasPair(const Position& p)
    {
        for (const auto& line : kLines) {
            std::array<bool, 14> seen {};
            for (std::uint8_t c : line) {
                const int r = p.cell[c];
                if (r == 0)
                    continue;
                if (seen[kTotal - r])
                    return true;
                seen[r] = true;
            }
        }
        return false;
    }

    void generate(const Position& p, bool, std::vector<Move>& out) const
    {
        out.clear();
        // A dead end when uncovered() proves the position lost.
        const int left = uncovered(p);
        if (left > (p.exchangeUsed ? 0 : 8))
            return;
        // Once the stock is out no card ever comes or moves but by the
        // exchange, and taking a pair away changes no other pair, so when
        // the grid's cards all pair off in lines (left == 0) any pair of
        // such a pairing is a winning move: it alone is tried.
        const bool allPairOff = left == 0 && p.dealt == stockLength_;
        for (int a = 0; a < kCells; ++a) {
            if (p.cell[a] == 0)
                continue;
            for (int b = a + 1; b < kCells; ++b)
                if (p.cell[b] != 0 && p.cell[a] + p.cell[b] == kTotal && sharesLine(a, b)) {
                    const Move move {static_cast<std::uint8_t>(a), static_cast<std::uint8_t>(b), 0, 0, false};
                    if (allPairOff) {
                        Position next = p;
                        apply(next, move);
                        if (uncovered(next) != 0)
                            continue;
                        out.assign(1, move);
                        return;
                    }
                    out.push_back(move);
                }
        }
        if (!out.empty() || p.exchangeUsed)
            return;
        // The exchange, as the rules list it: every swap of two occupied
        // cells, and every two swaps of four, after which a pair exists.
        // Swapping equal ranks changes nothing, so such swaps are left out
        // (the exchange they would be part of gives the grid of a shorter one).
        Position q = p;
        auto occupied = [&](int i) { return p.cell[i] != 0; };
        for (int a = 0; a < kCells; ++a) {
            if (!occupied(a))
                continue;
            for (int b = a + 1; b < kCells; ++b) {
                if (!occupied(b) || p.cell[a] == p.cell[b])
                    continue;
                std::swap(q.cell[a], q.cell[b]);
                if (hasPair(q))
                    out.push_back(
                        Move {static_cast<std::uint8_t>(a), static_cast<std::uint8_t>(b), 0, 0, true});
                for (int c = a + 1; c < kCells; ++c) {
                    if (c == b || !occupied(c))
                        continue;
                    for (int d = c + 1; d < kCells; ++d) {
                        if (d == b || !occupied(d) || p.cell[c] == p.cell[d])
                            continue;
                        std::swap(q.cell[c], q.cell[d]);
                        if (hasPair(q))
                            out.push_back(Move {static_cast<std::uint8_t>(a), static_cast<std::uint8_t>(b),
                                static_cast<std::uint8_t>(c), static_cast<std::uint8_t>(d), true});
                        std::swap(q.cell[c], q.cell[d]);
                    }
                }
                std::swap(q.cell[a], q.cell[b]);
            }
        }
    }

    void apply(Position& p, const Move& m) const
    {
        if (m.exchange) {
            std::swap(p.cell[m.a], p.cell[m.b]);
            if (m.c != m.d)
                std::swap(p.cell[m.c], p.cell[m.d]);
            p.exchangeUsed = true;
            return;
        }
        // The refill: the cell first in reading order takes the stock's top.
        for (int c : {m.a, m.b})
            p.cell[c] = p.dealt < stockLength_ ? stock_[p.dealt++] : 0;
    }

    bool won(const Position& p) const
    {
        if (p.dealt < stockLength_)
            return false;
        for (std::uint8_t r : p.cell)
            if (r)
                return false;
        return true;
    }

    std::uint64_t key(const Position& p) const
    {
        std::uint64_t h
            = compact::zobristValue(1000 + static_cast<std::uint64_t>(p.dealt) * 2 + p.exchangeUsed);
        for (int c = 0; c < kCells; ++c)
            h += compact::zobristValue(static_cast<std::uint64_t>(c) * 16 + p.cell[c]);
        return compact::mix64(h);
    }
    std::uint64_t exactKey(const Position& p) const { return key(p); }

    // Cards left, less the pairs on offer (variant 1 weighs those more;
    // variant 2 adds the cards no pairing can take, uncovered(), which found
    // deal 282's win in 0.03 s where the other two needed a second).
    int distance(const Position& p, int variant) const
    {
        int left = stockLength_ - p.dealt, pairs = 0;
        for (int a = 0; a < kCells; ++a) {
            if (p.cell[a] == 0)
                continue;
            ++left;
            for (int b = a + 1; b < kCells; ++b)
                if (p.cell[b] != 0 && p.cell[a] + p.cell[b] == kTotal && sharesLine(a, b))
                    ++pairs;
        }
        if (variant == 2)
            return 4 * left + 8 * uncovered(p) - std::min(pairs, 8) + (p.exchangeUsed ? 0 : -8);
        return 4 * left - (variant == 0 ? 1 : 4) * std::min(pairs, 8) + (p.exchangeUsed ? 0 : -8);
    }

private:
    // The most pairs between cells a[0..na) and b[0..nb) sharing a line
    // (augmenting paths).
    static int bipartiteMatching(const std::uint8_t* a, int na, const std::uint8_t* b, int nb)
    {
        std::array<int, kCells> partnerOfB;
        partnerOfB.fill(-1);
        int matched = 0;
        for (int i = 0; i < na; ++i) {
            unsigned visited = 0;
            if (augment(i, a, b, nb, partnerOfB, visited))
                ++matched;
        }
        return matched;
    }
    static bool augment(
        int i, const std::uint8_t* a, const std::uint8_t* b, int nb, std::array<int, kCells>& partnerOfB, unsigned& visited)
    {
        for (int j = 0; j < nb; ++j) {
            if ((visited >> j & 1u) || !sharesLine(a[i], b[j]))
                continue;
            visited |= 1u << j;
            if (partnerOfB[j] < 0 || augment(partnerOfB[j], a, b, nb, partnerOfB, visited)) {
                partnerOfB[j] = i;
                return true;
            }
        }
        return false;
    }
    // The most pairs among the sevens' cells (eight at most in a deal): the
    // first cell left unpaired, or paired with each cell it shares a line
    // with. Past sixteen cells (only in positions laid out by hand) half the
    // cells, which is never less than the most pairs, and so never claims
    // too many cards left out.
    static int sevensMatching(const std::uint8_t* cells, int n)
    {
        return n > 16 ? n / 2 : sevensFrom(cells, n, (1u << n) - 1);
    }
    static int sevensFrom(const std::uint8_t* cells, int n, unsigned left)
    {
        if (left == 0)
            return 0;
        int i = 0;
        while (!(left >> i & 1u))
            ++i;
        left &= ~(1u << i);
        int best = sevensFrom(cells, n, left);
        for (int j = i + 1; j < n; ++j)
            if ((left >> j & 1u) && sharesLine(cells[i], cells[j]))
                best = std::max(best, 1 + sevensFrom(cells, n, left & ~(1u << j)));
        return best;
    }

    std::array<std::uint8_t, kStockCapacity> stock_ {};
    int stockLength_ = 0;
    // stockCount_[d][r]: cards of rank r in the stock once d are dealt.
    std::array<std::array<std::uint8_t, 14>, kStockCapacity + 1> stockCount_ {};
};

// The grid's ranks; false when the stock is longer than the rules' array.
bool positionOf(const TheFourteenthState& state, Position& p)
{
    if (state.piles()[TheFourteenthState::kStock].size() > kStockCapacity)
        return false;
    for (int c = 0; c < kCells; ++c) {
        const Pile& pile = state.piles()[static_cast<std::size_t>(c)];
        p.cell[c] = pile.empty() ? 0 : pile.top().card.rank;
    }
    p.exchangeUsed = state.exchangeUsed();
    return true;
}

} // namespace

SolveResult solveTheFourteenth(const PatienceState& start, const SolveLimits& limits)
{
    compact::Plan plan;
    plan.firstBudget = 20000;
    plan.bestFirstBudget = 2000000;
    plan.variants = 3;
    return compact::solve<Rules, TheFourteenthState>(
        start, limits, plan, positionOf,
        [](const PatienceState&, const Move& m) {
            if (!m.exchange)
                return PatienceState::move(m.a, m.b);
            if (m.c == m.d)
                return TheFourteenthState::exchange(m.a, m.b);
            return TheFourteenthState::exchange(m.a, m.b, m.c, m.d);
        },
        compact::kTooLarge);
}

} // namespace ct
