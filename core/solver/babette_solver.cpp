#include "solver/babette_solver.h"

#include <array>

#include "patience/babette.h"
#include "patience/suit_foundations.h"
#include "solver/compact_piles.h"

namespace ct {

namespace {

using compact::Code;
using compact::kNoKing;
using compact::rankOf;
using compact::suitOf;

constexpr int kColumns = BabetteState::kColumns;
constexpr int kRows = BabetteState::kRows;
constexpr int kCells = kColumns * kRows;

// A round is its dealing order: cell i of the garden (row i / 8, column
// i % 8) takes card i, and the stock holds the cards past the rows dealt.
struct Position : compact::AceKingFoundations {
    std::array<Code, kCells> order {};
    std::array<std::uint64_t, 2> gone {}; // cells played home (or never dealt)
    std::uint64_t orderKey = 0; // identifies the round's order
    std::uint8_t length = 0; // cards in the round's order
    std::uint8_t rows = 0; // rows dealt this round
    std::uint8_t takeUps = 0; // take-ups left

    bool isGone(int i) const { return (gone[i >> 6] >> (i & 63)) & 1; }
    void setGone(int i) { gone[i >> 6] |= std::uint64_t {1} << (i & 63); }
    int dealt() const { return std::min<int>(rows * kColumns, length); }
    bool holds(int i) const { return i < dealt() && !isGone(i); }
    // The Labyrinth rule: free when the cell just below is empty.
    bool available(int i) const { return holds(i) && !holds(i + kColumns); }
};

enum class Kind : std::uint8_t { Ace, King, Deal, TakeUp };

struct Move {
    Kind kind = Kind::Deal;
    std::uint8_t cell = 0;
};

std::uint64_t orderKeyOf(const std::array<Code, kCells>& order, int length)
{
    std::uint64_t h = static_cast<std::uint64_t>(length);
    for (int i = 0; i < length; ++i)
        h = compact::mix64(h ^ (static_cast<std::uint64_t>(order[i]) + (static_cast<std::uint64_t>(i) << 8)));
    return h;
}

class Rules {
public:
    using Position = ct::Position;
    using Move = ct::Move;

    // How many foundations could still take a card of the face (one per
    // card of the face still out, with two packs).
    static int places(const Position& p, Code card)
    {
        const int s = suitOf(card), r = rankOf(card);
        const int king = p.king[s] == kNoKing ? 14 : p.king[s];
        return (p.ace[s] < r ? 1 : 0) + (king > r ? 1 : 0);
    }

    // In the last round (no take-up left) a card goes home by force when
    // its twin is home already, so only one foundation will ever take it.
    // Proof: take a line L that wins from here; L plays the card C to that
    // foundation F at some point, and lays nothing on F before (F wants C
    // next). Play C first, then L without its move of C. In the last round
    // nothing is gathered again, the rows are dealt from the same stock in
    // the same order, and a cell once empty stays empty, so every card L
    // plays is free here too (the cell below it is empty in L, so here) and
    // every foundation is as far on as in L, F one card ahead until L
    // plays C. So the line wins.
    static bool forced(const Position& p, Code card) { return p.takeUps == 0 && places(p, card) == 1; }

    // Narrow (for the passes that only look for wins) forces the same
    // moves in every round, where they are not proved safe: a card left
    // in the garden is gathered again, and leaving it changes the next
    // round's dealing order.
    void generate(const Position& p, bool narrow, std::vector<Move>& out) const
    {
        out.clear();
        const int dealt = p.dealt();
        for (int i = 0; i < dealt; ++i) {
            if (!p.available(i))
                continue;
            const Code card = p.order[i];
            const bool ace = p.aceTakes(card), king = p.kingTakes(card);
            if ((ace || king) && (forced(p, card) || (narrow && places(p, card) == 1))) {
                out.assign(1, Move {ace ? Kind::Ace : Kind::King, static_cast<std::uint8_t>(i)});
                return;
            }
            if (ace)
                out.push_back(Move {Kind::Ace, static_cast<std::uint8_t>(i)});
            if (king)
                out.push_back(Move {Kind::King, static_cast<std::uint8_t>(i)});
        }
        if (dealt < p.length && p.rows < kRows)
            out.push_back(Move {Kind::Deal, 0});
        else if (dealt >= p.length && p.takeUps > 0 && !empty(p))
            out.push_back(Move {Kind::TakeUp, 0});
    }

    static bool empty(const Position& p)
    {
        for (int i = 0; i < p.dealt(); ++i)
            if (!p.isGone(i))
                return false;
        return true;
    }

    void apply(Position& p, const Move& m) const
    {
        switch (m.kind) {
        case Kind::Ace:
        case Kind::King:
            p.playHome(p.order[m.cell], m.kind == Kind::Ace);
            p.setGone(m.cell);
            break;
        case Kind::Deal: ++p.rows; break;
        case Kind::TakeUp: {
            // Column 7 first, each from row 0 down, then column 6 ... 0.
            std::array<Code, kCells> order {};
            int length = 0;
            for (int column = kColumns - 1; column >= 0; --column)
                for (int row = 0; row < kRows; ++row) {
                    const int i = row * kColumns + column;
                    if (p.holds(i))
                        order[length++] = p.order[i];
                }
            p.order = order;
            p.length = static_cast<std::uint8_t>(length);
            p.gone = {};
            p.rows = 1;
            --p.takeUps;
            p.orderKey = orderKeyOf(p.order, length);
            break;
        }
        }
    }

    bool won(const Position& p) const { return p.foundationsFull(); }

    std::uint64_t key(const Position& p) const
    {
        std::uint64_t h = compact::mix64(p.orderKey ^ p.gone[0]) + compact::mix64(p.gone[1] + 0x7F4A7C15);
        h += compact::zobristValue(static_cast<std::uint64_t>(p.rows) * 4 + p.takeUps);
        h += p.foundationsKey(100);
        return compact::mix64(h);
    }
    std::uint64_t exactKey(const Position& p) const { return key(p); }

    // How many cards a foundation of its suit takes before the card, at
    // the fewest.
    static int soonest(const Position& p, Code card)
    {
        const int s = suitOf(card), r = rankOf(card);
        const int king = p.king[s] == kNoKing ? 14 : p.king[s];
        int best = 99;
        if (p.ace[s] < r)
            best = r - p.ace[s] - 1;
        if (king > r)
            best = std::min(best, king - r - 1);
        return best;
    }

    // Cards out; then (by variant) cards not free, or cards over a card
    // wanted sooner.
    int distance(const Position& p, int variant) const
    {
        int out = 0;
        for (int s = 0; s < 4; ++s)
            out += 2 * (13 - p.ace[s]) + 2 * (p.king[s] == kNoKing ? 13 : p.king[s] - 1);
        if (variant == 1) {
            for (int i = 0; i < p.dealt(); ++i)
                if (p.holds(i) && !p.available(i))
                    ++out;
        } else if (variant == 2) {
            // A card over one its foundations want sooner.
            for (int i = kColumns; i < p.dealt(); ++i)
                if (p.holds(i) && p.holds(i - kColumns)
                    && soonest(p, p.order[i - kColumns]) < soonest(p, p.order[i]))
                    out += 3;
        }
        return out;
    }
};

// The engine reads the garden as the round's order: false for a position
// laid out by hand that a real game could not reach (a card past the rows
// dealt, or a part-dealt row while the stock still has cards).
bool positionOf(const BabetteState& state, Position& p)
{
    const auto& piles = state.piles();
    const Pile& stock = piles[BabetteState::kStock];
    const int rows = state.rowsDealt();
    int length = 0;
    for (int i = 0; i < kCells; ++i) {
        const Pile& cell = piles[static_cast<std::size_t>(BabetteState::kFirstCell + i)];
        if (i >= rows * kColumns) {
            if (!cell.empty())
                return false;
            continue;
        }
        if (cell.empty())
            p.setGone(i);
        else
            p.order[i] = compact::codeOf(cell.top().card);
        length = i + 1;
    }
    if (!stock.empty()) {
        if (length != rows * kColumns || length + static_cast<int>(stock.size()) > kCells)
            return false;
        for (std::size_t i = stock.size(); i > 0; --i)
            p.order[length++] = compact::codeOf(stock.cards[i - 1].card);
    }
    p.length = static_cast<std::uint8_t>(length);
    p.rows = static_cast<std::uint8_t>(rows);
    p.takeUps = static_cast<std::uint8_t>(state.takeUpsLeft());
    p.orderKey = orderKeyOf(p.order, length);
    for (int s = 0; s < 4; ++s) {
        const Suit suit = static_cast<Suit>(s);
        const Pile& ace = piles[static_cast<std::size_t>(suitFoundations::aceFoundation(suit))];
        const Pile& king = piles[static_cast<std::size_t>(suitFoundations::kingFoundation(suit))];
        p.ace[s] = ace.empty() ? 0 : ace.top().card.rank;
        p.king[s] = king.empty() ? kNoKing : king.top().card.rank;
    }
    return true;
}

} // namespace

SolveResult solveBabette(const PatienceState& start, const SolveLimits& limits)
{
    compact::Plan plan;
    plan.narrow = true;
    plan.firstBudget = 0;
    plan.bestFirstBudget = 2000000;
    plan.variants = 3;
    // Most wins the depth-first pass finds early are found by the measures
    // too, and the hard ones mostly only by them: give them most of the time.
    plan.bestFirstShare = 0.8;
    return compact::solve<Rules, BabetteState>(
        start, limits, plan, positionOf, [](const PatienceState& now, const Move& m) {
            switch (m.kind) {
            case Kind::Ace:
            case Kind::King: {
                const int cell = BabetteState::kFirstCell + m.cell;
                const Suit suit = now.piles()[static_cast<std::size_t>(cell)].top().card.suit;
                return PatienceState::move(cell,
                    m.kind == Kind::Ace ? suitFoundations::aceFoundation(suit)
                                        : suitFoundations::kingFoundation(suit));
            }
            case Kind::Deal: return PatienceState::stockClick();
            case Kind::TakeUp: break;
            }
            return BabetteState::takeUp();
        });
}

} // namespace ct
