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
        for (int a = 0; a < kCells; ++a) {
            if (p.cell[a] == 0)
                continue;
            for (int b = a + 1; b < kCells; ++b)
                if (p.cell[b] != 0 && p.cell[a] + p.cell[b] == kTotal && sharesLine(a, b))
                    out.push_back(
                        Move {static_cast<std::uint8_t>(a), static_cast<std::uint8_t>(b), 0, 0, false});
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

    // Cards left, less the pairs on offer (variant 1 weighs those more).
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
        return 4 * left - (variant == 0 ? 1 : 4) * std::min(pairs, 8) + (p.exchangeUsed ? 0 : -8);
    }

private:
    std::array<std::uint8_t, kStockCapacity> stock_ {};
    int stockLength_ = 0;
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
    plan.variants = 2;
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
