#include "solver/fifteen_solver.h"

#include <array>
#include <cstdlib>

#include "patience/suit_foundations.h"
#include "patience/the_fifteen.h"
#include "solver/compact_piles.h"

namespace ct {

namespace {

using compact::Code;
using compact::kNoKing;
using compact::rankOf;
using compact::suitOf;

constexpr int kColumns = TheFifteenState::kColumns;
constexpr int kCards = 104;
constexpr std::uint8_t kNone = 255; // a relief without its ace or its king

// The columns as packed piles, the last card of each the available one.
struct Position : compact::PackedPiles<kCards, kColumns>, compact::AceKingFoundations { };

enum class Kind : std::uint8_t { Ace, King, Column, Relief };

struct Move {
    Kind kind = Kind::Column;
    std::uint8_t from = 0; // a column; for the relief, the ace's column or kNone
    std::uint8_t to = 0; // a column; for the relief, the king's column or kNone
};

class Rules {
public:
    using Position = ct::Position;
    using Move = ct::Move;

    // A card C (suit s, rank r) goes home by force to the ace foundation
    // (which wants it) when the king foundation of s holds r - 1 already
    // (for an ace: the whole king foundation is built), and to the king
    // foundation when the ace foundation holds r + 1 (for a king: the
    // whole ace foundation).
    //
    // Proof for the ace foundation (the king's is its mirror). Every face
    // of s from r - 1 up has a copy on the king foundation, so C is the
    // last card of its face out, no card of r - 1 is out, and each face
    // above r has one copy out, which only the ace foundation can take
    // (the king one is past it). So the only cards ever laid on C are
    // cards of s above r, and so on up: whatever lies on C at any time is
    // a run of those single copies. Take a line L that wins from here and
    // play from here, after C goes home, the line L' that follows L except
    // that a card L lays on a card already home in L' goes home instead
    // and a move of a card already home in L' is skipped. Throughout,
    // L''s position is L's with some cards moved home, the run r, r + 1,
    // ... , h of s on the ace foundation (h is the foundation's height
    // in L'): in L each of them lies on C or on another of them, or was
    // laid home, so lifting them out leaves every other card where it is
    // and every top card of L that is not one of them a top card in L'.
    // A card L lays on one of them is s r + 1 or up (r - 1 is home) with
    // one copy out: either h + 1, which the ace foundation of L' takes
    // next, or one of r + 1 .. h, home in L' already. Any other move of
    // L lays a card on a top card of L', or into a column empty in L and
    // so in L', or home on a foundation as far on in L' as in L (the ace
    // foundation of L stays at r - 1 until L plays C, and from then on
    // each card L plays there is one of the run or the next one L' wants
    // too; the king foundation is the same in both and takes no card of s
    // above r). The relief is gone already (a foundation holds cards).
    // L ends with every card home, so does L'.
    static bool forcedAce(const Position& p, Code card)
    {
        const int k = p.king[suitOf(card)];
        return k != kNoKing && k <= std::max(rankOf(card) - 1, 1);
    }
    static bool forcedKing(const Position& p, Code card)
    {
        return p.ace[suitOf(card)] >= std::min(rankOf(card) + 1, static_cast<int>(kKing));
    }

    void generate(const Position& p, bool, std::vector<Move>& out) const
    {
        out.clear();
        int firstEmpty = -1;
        for (int c = 0; c < kColumns; ++c) {
            const Code card = p.top(c);
            if (!card) {
                if (firstEmpty < 0)
                    firstEmpty = c;
                continue;
            }
            const auto from = static_cast<std::uint8_t>(c);
            if (p.aceTakes(card) && forcedAce(p, card)) {
                out.assign(1, Move {Kind::Ace, from, 0});
                return;
            }
            if (p.kingTakes(card) && forcedKing(p, card)) {
                out.assign(1, Move {Kind::King, from, 0});
                return;
            }
        }
        if (p.foundationsEmpty())
            reliefs(p, out);
        // Home first, then marriages, then a move into a lane (all lanes
        // are alike; a column's only card gains nothing there).
        for (int c = 0; c < kColumns; ++c) {
            const Code card = p.top(c);
            if (!card)
                continue;
            const auto from = static_cast<std::uint8_t>(c);
            if (p.aceTakes(card))
                out.push_back(Move {Kind::Ace, from, 0});
            if (p.kingTakes(card))
                out.push_back(Move {Kind::King, from, 0});
        }
        for (int c = 0; c < kColumns; ++c) {
            const Code card = p.top(c);
            if (!card)
                continue;
            for (int d = 0; d < kColumns; ++d) {
                const Code onto = p.top(d);
                if (d != c && onto && suitOf(onto) == suitOf(card)
                    && std::abs(rankOf(onto) - rankOf(card)) == 1)
                    out.push_back(
                        Move {Kind::Column, static_cast<std::uint8_t>(c), static_cast<std::uint8_t>(d)});
            }
            if (firstEmpty >= 0 && p.length(c) > 1)
                out.push_back(
                    Move {Kind::Column, static_cast<std::uint8_t>(c), static_cast<std::uint8_t>(firstEmpty)});
        }
    }

    // While every foundation is empty: one ace, one king, or one of each,
    // lying just under a column's last card.
    static void reliefs(const Position& p, std::vector<Move>& out)
    {
        std::array<std::uint8_t, kColumns> aces {}, kings {};
        int aceCount = 0, kingCount = 0;
        for (int c = 0; c < kColumns; ++c) {
            if (p.length(c) < 2)
                continue;
            const int rank = rankOf(p.cards[p.begin[c + 1] - 2u]);
            if (rank == kAce)
                aces[aceCount++] = static_cast<std::uint8_t>(c);
            else if (rank == kKing)
                kings[kingCount++] = static_cast<std::uint8_t>(c);
        }
        for (int i = 0; i < aceCount; ++i)
            out.push_back(Move {Kind::Relief, aces[i], kNone});
        for (int j = 0; j < kingCount; ++j)
            out.push_back(Move {Kind::Relief, kNone, kings[j]});
        for (int i = 0; i < aceCount; ++i)
            for (int j = 0; j < kingCount; ++j)
                out.push_back(Move {Kind::Relief, aces[i], kings[j]});
    }

    void apply(Position& p, const Move& m) const
    {
        switch (m.kind) {
        case Kind::Ace:
        case Kind::King: p.playHome(p.pop(m.from), m.kind == Kind::Ace); break;
        case Kind::Column: p.push(m.to, p.pop(m.from)); break;
        case Kind::Relief:
            for (const std::uint8_t c : {m.from, m.to})
                if (c != kNone) {
                    const Code card = p.remove(c, p.begin[c + 1] - 2);
                    p.playHome(card, rankOf(card) == kAce);
                }
            break;
        }
    }

    bool won(const Position& p) const { return p.begin[kColumns] == 0; }

    // The columns obey the same rules (the relief too looks at each column
    // alone), so they are hashed as a set.
    std::uint64_t key(const Position& p) const { return keyOf(p, true); }
    std::uint64_t exactKey(const Position& p) const { return keyOf(p, false); }

    // Cards out, twice, and each card lying above a card of its suit that
    // the foundations want sooner, by the variant's weight.
    int distance(const Position& p, int variant) const
    {
        int out = 2 * p.begin[kColumns];
        std::array<std::array<int, 14>, 4> soon;
        for (int s = 0; s < 4; ++s)
            for (int r = 1; r <= kKing; ++r) {
                int best = 99;
                if (p.ace[s] < r)
                    best = r - p.ace[s] - 1;
                const int k = p.king[s];
                if (k > r)
                    best = std::min(best, k - r - 1);
                soon[s][r] = best;
            }
        const int weight = variant == 0 ? 1 : 3;
        for (int c = 0; c < kColumns; ++c) {
            std::array<int, 4> lowest {99, 99, 99, 99};
            for (int i = p.begin[c]; i < p.begin[c + 1]; ++i) {
                const int s = suitOf(p.cards[i]);
                const int when = soon[s][rankOf(p.cards[i])];
                if (lowest[s] < when)
                    out += weight;
                lowest[s] = std::min(lowest[s], when);
            }
        }
        return out;
    }

private:
    std::uint64_t keyOf(const Position& p, bool fold) const
    {
        return compact::mix64(p.pilesKey(fold) + p.foundationsKey(100000));
    }
};

// False for a position laid out by hand that the engine cannot hold (more
// than 104 cards out, or a foundation not built from its ace or king).
bool positionOf(const TheFifteenState& state, Position& p)
{
    const auto& piles = state.piles();
    if (!p.readPiles(piles, TheFifteenState::kFirstColumn))
        return false;
    for (int s = 0; s < 4; ++s) {
        const Suit suit = static_cast<Suit>(s);
        const Pile& ace = piles[static_cast<std::size_t>(suitFoundations::aceFoundation(suit))];
        const Pile& king = piles[static_cast<std::size_t>(suitFoundations::kingFoundation(suit))];
        if (!p.readFoundations(s, suit, ace, king))
            return false;
    }
    return true;
}

} // namespace

SolveResult solveTheFifteen(const PatienceState& start, const SolveLimits& limits)
{
    compact::Plan plan;
    plan.firstBudget = 20000;
    plan.bestFirstBudget = 2000000;
    plan.variants = 2;
    plan.bestFirstShare = 0.5;
    return compact::solve<Rules, TheFifteenState>(
        start, limits, plan, positionOf, [](const PatienceState& now, const Move& m) {
            const int from = TheFifteenState::kFirstColumn + m.from;
            switch (m.kind) {
            case Kind::Ace:
            case Kind::King: {
                const Suit suit = now.piles()[static_cast<std::size_t>(from)].top().card.suit;
                return PatienceState::move(from,
                    m.kind == Kind::Ace ? suitFoundations::aceFoundation(suit)
                                        : suitFoundations::kingFoundation(suit));
            }
            case Kind::Column: return PatienceState::move(from, TheFifteenState::kFirstColumn + m.to);
            case Kind::Relief: break;
            }
            const int ace = m.from == kNone ? -1 : TheFifteenState::kFirstColumn + m.from;
            const int king = m.to == kNone ? -1 : TheFifteenState::kFirstColumn + m.to;
            return ace < 0 ? TheFifteenState::relief(king) : TheFifteenState::relief(ace, king);
        });
}

} // namespace ct
