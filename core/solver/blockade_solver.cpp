#include "solver/blockade_solver.h"

#include <array>

#include "patience/the_blockade.h"
#include "solver/compact_search.h"

namespace ct {

namespace {

using compact::Code;
using compact::rankOf;
using compact::suitOf;

constexpr int kColumns = TheBlockadeState::kColumns;
// A column is its bottom card and the cards dealt onto it since, each with
// a run down in suit on it: up to 117 cards in principle, far more than any
// search meets. A move that would overflow this room is left out, and the
// search may then not answer "lost" (see overflowed()).
constexpr int kColumnCapacity = 48;
constexpr int kStockCapacity = 104;
constexpr std::uint8_t kHome = kColumns; // Move::to for a card going home
constexpr std::uint8_t kDeal = kColumns + 1; // Move::from for a row deal

struct Position {
    std::array<std::array<Code, kColumnCapacity>, kColumns> column {};
    std::array<std::uint8_t, kColumns> length {};
    // Each suit's two foundations, the higher first (0: empty).
    std::array<std::array<std::uint8_t, 2>, 4> home {};
    std::uint8_t dealt = 0;

    Code top(int c) const { return length[c] ? column[c][length[c] - 1] : Code {0}; }
    int accepting(Code card) const // which of the suit's two foundations takes it (-1: none)
    {
        const auto& h = home[suitOf(card)];
        for (int i = 0; i < 2; ++i)
            if (h[i] + 1 == rankOf(card))
                return i;
        return -1;
    }
};

struct Move {
    std::uint8_t from = 0; // a column, or kDeal
    std::uint8_t to = 0; // a column, or kHome
};

class Rules {
public:
    using Position = ct::Position;
    using Move = ct::Move;

    explicit Rules(const TheBlockadeState& state)
    {
        const Pile& stock = state.piles()[TheBlockadeState::kStock];
        for (std::size_t i = stock.size(); i > 0; --i)
            stock_[stockLength_++] = compact::codeOf(stock.cards[i - 1].card);
    }

    bool stockLeft(const Position& p) const { return p.dealt < stockLength_; }

    // hooksFor("the-blockade") has the proof: the twin keeps a foundation
    // (its face is home, or the other foundation of the suit takes it too),
    // and the move empties no column while the stock lasts.
    bool forced(const Position& p, int from, Code card) const
    {
        if (p.length[from] == 1 && stockLeft(p))
            return false;
        const auto& h = p.home[suitOf(card)];
        const int r = rankOf(card);
        return h[0] >= r || h[1] >= r || (h[0] + 1 == r && h[1] + 1 == r);
    }

    void generate(const Position& p, bool, std::vector<Move>& out) const
    {
        out.clear();
        for (int from = 0; from < kColumns; ++from) {
            const Code card = p.top(from);
            if (card && p.accepting(card) >= 0) {
                if (forced(p, from, card)) {
                    out.assign(1, Move {static_cast<std::uint8_t>(from), kHome});
                    return;
                }
                out.push_back(Move {static_cast<std::uint8_t>(from), kHome});
            }
        }
        const bool stock = stockLeft(p);
        int firstEmpty = -1;
        for (int c = 0; c < kColumns && firstEmpty < 0; ++c)
            if (p.length[c] == 0)
                firstEmpty = c;
        for (int from = 0; from < kColumns; ++from) {
            const Code card = p.top(from);
            if (!card)
                continue;
            for (int to = 0; to < kColumns; ++to) {
                if (to == from)
                    continue;
                const Code onto = p.top(to);
                if (!onto) {
                    // After the stock, any card may go to an empty column
                    // (all are alike); a lone card gains nothing by moving.
                    if (!stock && to == firstEmpty && p.length[from] > 1)
                        out.push_back(Move {static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(to)});
                    continue;
                }
                if (onto == card + 1 && roomIn(p, to))
                    out.push_back(Move {static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(to)});
            }
        }
        if (stock) {
            bool room = true;
            for (int c = 0; c < kColumns && c < stockLength_ - p.dealt; ++c)
                room = roomIn(p, c) && room;
            if (room)
                out.push_back(Move {kDeal, 0});
        }
    }

    // True once a move was left out for want of room in a column.
    bool overflowed() const { return overflowed_; }

    void apply(Position& p, const Move& m) const
    {
        if (m.from == kDeal) {
            for (int c = 0; c < kColumns && stockLeft(p); ++c)
                p.column[c][p.length[c]++] = stock_[p.dealt++];
            return;
        }
        const Code card = p.column[m.from][--p.length[m.from]];
        if (m.to == kHome) {
            auto& h = p.home[suitOf(card)];
            ++h[p.accepting(card)];
            if (h[1] > h[0])
                std::swap(h[0], h[1]);
        } else {
            p.column[m.to][p.length[m.to]++] = card;
        }
        // The refill, as TheBlockadeState::refillColumns().
        for (int c = 0; c < kColumns && stockLeft(p); ++c)
            if (p.length[c] == 0)
                p.column[c][p.length[c]++] = stock_[p.dealt++];
    }

    // The play-outs (compact::Search::playOuts) run until the stock is out;
    // a depth-first search of what is left takes over.
    bool playedOut(const Position& p) const { return !stockLeft(p); }
    // A play-out sends a card home where it can (seven times in eight),
    // else marries a random card, and deals a row where nothing plays or,
    // now and then, although something does (one time in eight, four or
    // two, by turns: varied play-outs win more deals between them). The
    // deal keeps a play-out from marrying twins to and fro for ever.
    Move playOutMove(const Position&, const std::vector<Move>& moves, Rng& rng, std::uint64_t round) const
    {
        const bool deal = moves.back().from == kDeal;
        const std::size_t plays = moves.size() - (deal ? 1 : 0);
        if (plays == 0)
            return moves.back();
        if (moves.front().to == kHome && rng.below(8) != 0)
            return moves.front();
        if (deal && rng.below(8) < (1u << (round % 3)))
            return moves.back();
        return moves[rng.below(static_cast<std::uint32_t>(plays))];
    }

    bool won(const Position& p) const
    {
        for (const auto& h : p.home)
            if (h[0] != kKing || h[1] != kKing)
                return false;
        return true;
    }

    // While the stock lasts each column has its place in the row deals and
    // refills; after that the columns are alike and hashed as a set.
    std::uint64_t key(const Position& p) const { return keyOf(p, !stockLeft(p)); }
    std::uint64_t exactKey(const Position& p) const { return keyOf(p, false); }

    // The cards in the stock and in the columns, once each, and each column
    // card lying above a card of lower rank, of any suit, once more. The
    // foundations rise together, so a card above a lower one is in the way
    // more often than not; weighing that as much as a card out won 21 of 26
    // deals that the earlier measures (cards out twice, a card above a
    // lower one of its suit once or three times, taken in turn) left open
    // at 1 s.
    int distance(const Position& p, int) const
    {
        int out = stockLength_ - p.dealt;
        for (int c = 0; c < kColumns; ++c) {
            int lowest = kKing + 1;
            for (int i = 0; i < p.length[c]; ++i) {
                const int r = rankOf(p.column[c][i]);
                out += lowest < r ? 2 : 1;
                lowest = std::min(lowest, r);
            }
        }
        return out;
    }

private:
    bool roomIn(const Position& p, int column) const
    {
        if (p.length[column] < kColumnCapacity)
            return true;
        overflowed_ = true;
        return false;
    }

    static std::uint64_t keyOf(const Position& p, bool fold)
    {
        std::uint64_t sum = 0;
        for (int c = 0; c < kColumns; ++c)
            sum += compact::pileKey(p.column[c].data(), p.length[c], fold ? 0 : c + 1);
        for (int s = 0; s < 4; ++s)
            sum += compact::zobristValue(
                10000 + static_cast<std::uint64_t>(s) * 256 + p.home[s][0] * 16 + p.home[s][1]);
        sum += compact::zobristValue(20000 + p.dealt);
        return compact::mix64(sum);
    }

    std::array<Code, kStockCapacity> stock_ {};
    int stockLength_ = 0;
    mutable bool overflowed_ = false;
};

bool positionOf(const TheBlockadeState& state, Position& p)
{
    const auto& piles = state.piles();
    for (int f = 0; f < TheBlockadeState::kFoundations; ++f) {
        const Pile& pile = piles[static_cast<std::size_t>(TheBlockadeState::kFirstFoundation + f)];
        if (pile.empty())
            continue;
        auto& h = p.home[static_cast<std::size_t>(pile.top().card.suit)];
        if (h[1] != 0)
            return false; // more than two foundations of a suit: laid out by hand
        h[1] = pile.top().card.rank;
        if (h[1] > h[0])
            std::swap(h[0], h[1]);
    }
    for (int c = 0; c < kColumns; ++c) {
        const Pile& pile = piles[static_cast<std::size_t>(TheBlockadeState::kFirstColumn + c)];
        if (pile.size() + 13 > kColumnCapacity)
            return false;
        for (const PlacedCard& placed : pile.cards)
            p.column[c][p.length[c]++] = compact::codeOf(placed.card);
    }
    return piles[TheBlockadeState::kStock].size() <= kStockCapacity;
}

} // namespace

SolveResult solveTheBlockade(const PatienceState& start, const SolveLimits& limits)
{
    compact::Plan plan;
    plan.firstBudget = 20000;
    plan.bestFirstBudget = 2000000;
    // Random play-outs to the end of the stock, each ended by a depth-first
    // search of at most 20,000 positions, for half the time: with them 19
    // of the 20 deals of 1-1,000 that best-first left open at 1 s are won,
    // most within a tenth of a second, and no deal won before is lost
    // (with a third of the time 5 stayed open, with 70% 2; tails of 10,000
    // positions left 2, of 40,000 the same one). Best-first with the
    // one measure then takes the rest up to 95% (more wins at 1 s than
    // with measures taken in turn, each of which gets too little); no
    // whole deal has been proved lost, so the depth-first pass that ends
    // the search gets what little is left.
    plan.playOutShare = 0.5;
    plan.playOutTail = 20000;
    plan.bestFirstShare = 0.95;
    return compact::solve<Rules, TheBlockadeState>(
        start, limits, plan, positionOf, [](const PatienceState& now, const Move& m) {
            if (m.from == kDeal)
                return PatienceState::stockClick();
            const int from = TheBlockadeState::kFirstColumn + m.from;
            if (m.to == kHome)
                return *now.foundationMove(from);
            return PatienceState::move(from, TheBlockadeState::kFirstColumn + m.to);
        });
}

} // namespace ct
