#include "solver/sultan_solver.h"

#include <array>

#include "patience/the_sultan.h"
#include "solver/compact_search.h"

namespace ct {

namespace {

using compact::Code;
using compact::rankOf;
using compact::suitOf;

constexpr int kFoundations = TheSultanState::kFoundations;
constexpr int kCells = TheSultanState::kDivanCells;
constexpr int kTalonCapacity = 104;
constexpr std::uint8_t kFromWaste = kCells; // Move::from for the waste top
constexpr std::uint8_t kStockClick = kCells + 1; // Move::from for a turn or a redeal

std::uint64_t rngKeyOf(const Rng& rng)
{
    return compact::rngKeyOf(rng, 0x5017A9);
}

// The waste and the stock are one sequence, the talon: the waste is
// talon[0, waste) with its top at waste - 1, and the stock's top is
// talon[waste], so a turn only moves the boundary.
struct Position {
    std::array<Code, kCells> divan {};
    std::array<std::uint8_t, kFoundations> top {}; // rank on each foundation (13: a bare King)
    std::array<Code, kTalonCapacity> talon {};
    std::uint8_t talonLength = 0;
    std::uint8_t waste = 0;
    std::uint8_t redeals = 0;
    Rng rng;
    std::uint64_t rngKey = 0;

    Code wasteTop() const { return waste ? talon[waste - 1] : Code {0}; }
    Code take(int at)
    {
        const Code card = talon[at];
        std::copy(talon.begin() + at + 1, talon.begin() + talonLength, talon.begin() + at);
        --talonLength;
        return card;
    }
};

struct Move {
    std::uint8_t from = 0; // a Divan cell, kFromWaste or kStockClick
    std::uint8_t to = 0; // a foundation
};

class Rules {
public:
    using Position = ct::Position;
    using Move = ct::Move;

    Rules()
    {
        for (int f = 0; f < kFoundations; ++f)
            suit_[f] = static_cast<int>(TheSultanState::baseCard(f).suit);
    }

    bool accepts(const Position& p, int f, Code card) const
    {
        return suitOf(card) == suit_[f] && p.top[f] != kQueen
            && rankOf(card) == (p.top[f] == kKing ? kAce : p.top[f] + 1);
    }
    // True when a foundation of the card's suit holds its face already
    // (the twin, or the Ace of hearts' base).
    bool faceHome(const Position& p, Code card) const
    {
        for (int f = 0; f < kFoundations; ++f)
            if (suit_[f] == suitOf(card) && p.top[f] != kKing && rankOf(card) <= p.top[f])
                return true;
        return false;
    }

    // The Divan refill, as TheSultanState::refillDivan(): cells in order,
    // from the waste's top, else the stock's.
    static void refill(Position& p)
    {
        for (int c = 0; c < kCells; ++c) {
            if (p.divan[c])
                continue;
            if (p.waste) {
                p.divan[c] = p.take(--p.waste);
            } else if (p.talonLength) {
                p.divan[c] = p.take(0);
            } else {
                return;
            }
        }
    }

    void generate(const Position& p, bool, std::vector<Move>& out) const
    {
        out.clear();
        for (int from = 0; from <= kCells; ++from) {
            const Code card = from == kCells ? p.wasteTop() : p.divan[from];
            if (!card)
                continue;
            bool twin = false; // the same face in an earlier cell: the same moves
            for (int c = 0; c < from && c < kCells && !twin; ++c)
                twin = p.divan[c] == card;
            if (twin)
                continue;
            int first = -1;
            for (int f = 0; f < kFoundations; ++f) {
                if (!accepts(p, f, card))
                    continue;
                // Two foundations of a suit at the same height are alike.
                if (first >= 0 && p.top[first] == p.top[f])
                    continue;
                // Forced with no redeal left (the proof is at
                // hooksFor("the-sultan")): the twin is home, or another
                // foundation takes the card as well.
                if (p.redeals == 0 && (faceHome(p, card) || first >= 0 || acceptsElsewhere(p, f, card))) {
                    out.assign(1, Move {static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(f)});
                    return;
                }
                if (first < 0)
                    first = f;
                out.push_back(Move {static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(f)});
            }
        }
        if (p.waste < p.talonLength || (p.redeals > 0 && p.waste > 0))
            out.push_back(Move {kStockClick, 0});
    }

    // The play-outs (compact::Search::playOuts) run to the last round: from
    // there the depth-first search sees no more shuffles.
    bool playedOut(const Position& p) const { return p.redeals == 0; }
    // A play-out plays a random card home, or turns the stock (the last of
    // `moves`) where nothing plays, or now and then although something does
    // (never, one time in eight or one in four, by turns).
    Move playOutMove(const Position&, const std::vector<Move>& moves, Rng& rng, std::uint64_t round) const
    {
        const bool click = moves.back().from == kStockClick;
        const std::size_t plays = moves.size() - (click ? 1 : 0);
        const std::uint32_t hold = static_cast<std::uint32_t>(round % 3) * 2;
        if (plays == 0 || (click && rng.below(16) < hold))
            return moves.back();
        return moves[rng.below(static_cast<std::uint32_t>(plays))];
    }

    bool acceptsElsewhere(const Position& p, int f, Code card) const
    {
        for (int g = 0; g < kFoundations; ++g)
            if (g != f && accepts(p, g, card))
                return true;
        return false;
    }

    void apply(Position& p, const Move& m) const
    {
        if (m.from == kStockClick) {
            if (p.waste < p.talonLength) {
                ++p.waste;
            } else {
                // The redeal, as TheSultanState::applyStock(): the waste
                // gathered from its bottom, shuffled, the first card on top.
                std::vector<Card> gathered;
                for (int i = 0; i < p.waste; ++i)
                    gathered.push_back(compact::cardOf(p.talon[i]));
                p.rng.shuffle(gathered);
                for (std::size_t i = 0; i < gathered.size(); ++i)
                    p.talon[i] = compact::codeOf(gathered[i]);
                p.waste = 0;
                --p.redeals;
                p.rngKey = rngKeyOf(p.rng);
            }
        } else {
            if (m.from == kFromWaste)
                p.take(--p.waste);
            else
                p.divan[m.from] = 0;
            p.top[m.to] = static_cast<std::uint8_t>(p.top[m.to] == kKing ? kAce : p.top[m.to] + 1);
        }
        refill(p);
    }

    bool won(const Position& p) const
    {
        for (int f = 0; f < kFoundations; ++f)
            if (p.top[f] != kQueen)
                return false;
        return true;
    }

    // The Divan cells are alike (see hooksFor("the-sultan")), and so are
    // the foundations of a suit with the same top: both are hashed as sets.
    std::uint64_t key(const Position& p) const { return keyOf(p, true); }
    std::uint64_t exactKey(const Position& p) const { return keyOf(p, false); }

    // Cards out, and waste cards over a card of their suit wanted sooner.
    int distance(const Position& p, int variant) const
    {
        int out = 0;
        for (int f = 0; f < kFoundations; ++f)
            out += 2 * (p.top[f] == kKing ? 12 : kQueen - p.top[f]);
        if (variant == 0)
            return out;
        std::array<int, 4> lowest {99, 99, 99, 99};
        for (int i = 0; i < p.waste; ++i) {
            const int s = suitOf(p.talon[i]);
            if (rankOf(p.talon[i]) > lowest[s])
                out += 4;
            lowest[s] = std::min(lowest[s], rankOf(p.talon[i]));
        }
        return out;
    }

private:
    std::uint64_t keyOf(const Position& p, bool fold) const
    {
        std::uint64_t sum = 0;
        for (int c = 0; c < kCells; ++c)
            sum += compact::zobristValue(static_cast<std::uint64_t>(fold ? 0 : c + 1) * 64 + p.divan[c]);
        for (int f = 0; f < kFoundations; ++f)
            sum += compact::zobristValue(
                1000 + static_cast<std::uint64_t>(fold ? suit_[f] : 4 + f) * 16 + p.top[f]);
        std::uint64_t talon = p.talonLength;
        for (int i = 0; i < p.talonLength; ++i)
            talon = compact::mix64(talon ^ (p.talon[i] + (static_cast<std::uint64_t>(i) << 8)));
        sum += talon + compact::zobristValue(2000 + p.waste) + compact::mix64(p.rngKey + p.redeals);
        return compact::mix64(sum);
    }

    std::array<int, kFoundations> suit_ {};
};

bool positionOf(const TheSultanState& state, Position& p)
{
    const auto& piles = state.piles();
    for (int f = 0; f < kFoundations; ++f) {
        const Pile& pile = piles[static_cast<std::size_t>(TheSultanState::kFirstFoundation + f)];
        if (pile.empty())
            return false; // laid out by hand: a foundation waits for its base
        p.top[f] = pile.top().card.rank;
    }
    for (int c = 0; c < kCells; ++c) {
        const Pile& cell = piles[static_cast<std::size_t>(TheSultanState::kFirstDivan + c)];
        if (cell.size() > 1)
            return false;
        p.divan[c] = cell.empty() ? 0 : compact::codeOf(cell.top().card);
    }
    const Pile& waste = piles[TheSultanState::kWaste];
    const Pile& stock = piles[TheSultanState::kStock];
    if (waste.size() + stock.size() > kTalonCapacity)
        return false;
    for (const PlacedCard& placed : waste.cards)
        p.talon[p.talonLength++] = compact::codeOf(placed.card);
    p.waste = p.talonLength;
    for (std::size_t i = stock.size(); i > 0; --i)
        p.talon[p.talonLength++] = compact::codeOf(stock.cards[i - 1].card);
    p.redeals = static_cast<std::uint8_t>(std::max(state.redealsLeft(), 0));
    p.rng = state.rng();
    p.rngKey = rngKeyOf(p.rng);
    return true;
}

} // namespace

SolveResult solveTheSultan(const PatienceState& start, const SolveLimits& limits)
{
    compact::Plan plan;
    plan.firstBudget = 20000;
    plan.bestFirstBudget = 2000000;
    plan.variants = 2;
    plan.playOutShare = 0.5;
    plan.bestFirstShare = 0.75;
    return compact::solve<Rules, TheSultanState>(
        start, limits, plan, positionOf, [](const PatienceState&, const Move& m) {
            if (m.from == kStockClick)
                return PatienceState::stockClick();
            const int from
                = m.from == kFromWaste ? TheSultanState::kWaste : TheSultanState::kFirstDivan + m.from;
            return PatienceState::move(from, TheSultanState::kFirstFoundation + m.to);
        });
}

} // namespace ct
