#include "solver/fortress_solver.h"

#include <array>

#include "patience/fortress.h"
#include "solver/compact_search.h"

namespace ct {

namespace {

using compact::Code;
using compact::rankOf;
using compact::suitOf;

constexpr int kRows = 2 * FortressState::kRowsPerGroup;
// A row holds at most its six dealt cards and a run of one suit built on
// them; the run is monotonic (one pack: a card never comes back next to
// itself), so thirteen cards at most.
constexpr int kRowCapacity = 6 + 13;
constexpr std::uint8_t kHome = kRows; // Move::to for a card going home

struct Position {
    std::array<std::array<Code, kRowCapacity>, kRows> row {};
    std::array<std::uint8_t, kRows> length {};
    std::array<std::uint8_t, 4> home {}; // the rank on each suit's foundation

    Code top(int r) const { return length[r] ? row[r][length[r] - 1] : Code {0}; }
};

struct Move {
    std::uint8_t from = 0;
    std::uint8_t to = 0; // a row, or kHome
};

class Rules {
public:
    using Position = ct::Position;
    using Move = ct::Move;

    void generate(const Position& p, bool, std::vector<Move>& out) const
    {
        out.clear();
        // Every move home is forced (the proof is at hooksFor("fortress")).
        for (int r = 0; r < kRows; ++r) {
            const Code card = p.top(r);
            if (card && p.home[suitOf(card)] == rankOf(card) - 1) {
                out.push_back(Move {static_cast<std::uint8_t>(r), kHome});
                return;
            }
        }
        int firstEmpty = -1;
        for (int r = 0; r < kRows && firstEmpty < 0; ++r)
            if (p.length[r] == 0)
                firstEmpty = r;
        for (int from = 0; from < kRows; ++from) {
            const Code card = p.top(from);
            if (!card)
                continue;
            for (int to = 0; to < kRows; ++to) {
                if (to == from)
                    continue;
                const Code onto = p.top(to);
                if (!onto) {
                    // Every lane is alike: one stands for all; a lone card
                    // gains nothing by moving to another.
                    if (to == firstEmpty && p.length[from] > 1)
                        out.push_back(Move {static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(to)});
                    continue;
                }
                if (suitOf(onto) == suitOf(card)
                    && (rankOf(onto) == rankOf(card) + 1 || rankOf(onto) + 1 == rankOf(card)))
                    out.push_back(Move {static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(to)});
            }
        }
    }

    void apply(Position& p, const Move& m) const
    {
        const Code card = p.row[m.from][--p.length[m.from]];
        if (m.to == kHome)
            ++p.home[suitOf(card)];
        else
            p.row[m.to][p.length[m.to]++] = card;
    }

    bool won(const Position& p) const { return p.home[0] + p.home[1] + p.home[2] + p.home[3] == 52; }

    // The rows are alike (left and right differ only on screen), so their
    // hashes are added: positions that differ in the order of the rows are
    // one. The foundations count by suit (any empty one takes any ace).
    std::uint64_t key(const Position& p) const
    {
        std::uint64_t sum = 0;
        for (int r = 0; r < kRows; ++r)
            sum += compact::pileKey(p.row[r].data(), p.length[r]);
        for (int s = 0; s < 4; ++s)
            sum += compact::zobristValue(10000 + static_cast<std::uint64_t>(s) * 16 + p.home[s]);
        return compact::mix64(sum);
    }

    // The same with every row in its place, to shorten won lines.
    std::uint64_t exactKey(const Position& p) const
    {
        std::uint64_t sum = 0;
        for (int r = 0; r < kRows; ++r)
            sum += compact::pileKey(p.row[r].data(), p.length[r], r);
        for (int s = 0; s < 4; ++s)
            sum += compact::zobristValue(10000 + static_cast<std::uint64_t>(s) * 16 + p.home[s]);
        return compact::mix64(sum);
    }

    // Cards out, and each card lying above a lower card of its suit (which
    // it must leave before that one can go home) once more.
    int distance(const Position& p, int) const
    {
        int out = 0;
        for (int r = 0; r < kRows; ++r)
            for (int i = 0; i < p.length[r]; ++i) {
                ++out;
                for (int j = 0; j < i; ++j)
                    if (suitOf(p.row[r][j]) == suitOf(p.row[r][i])
                        && rankOf(p.row[r][j]) < rankOf(p.row[r][i])) {
                        ++out;
                        break;
                    }
            }
        return out;
    }
};

// True when every row fits the engine's arrays (any position of a real game
// does; one laid out by hand might not).
bool fits(const FortressState& state)
{
    for (int r = 0; r < kRows; ++r)
        if (state.piles()[static_cast<std::size_t>(FortressState::kFirstLeftRow + r)].size() > kRowCapacity)
            return false;
    return true;
}

bool positionOf(const FortressState& state, Position& p)
{
    if (!fits(state))
        return false;
    const auto& piles = state.piles();
    for (int f = 0; f < FortressState::kFoundations; ++f) {
        const Pile& pile = piles[static_cast<std::size_t>(FortressState::kFirstFoundation + f)];
        if (!pile.empty())
            p.home[static_cast<std::size_t>(pile.top().card.suit)] = pile.top().card.rank;
    }
    for (int r = 0; r < kRows; ++r) {
        const Pile& pile = piles[static_cast<std::size_t>(FortressState::kFirstLeftRow + r)];
        for (const PlacedCard& placed : pile.cards)
            if (p.length[r] < kRowCapacity)
                p.row[r][p.length[r]++] = compact::codeOf(placed.card);
    }
    return true;
}

} // namespace

SolveResult solveFortress(const PatienceState& start, const SolveLimits& limits)
{
    compact::Plan plan;
    // Best-first first: its lines are far shorter than a depth-first
    // search's; the depth-first pass after it decides the rest.
    plan.firstBudget = 0;
    plan.bestFirstBudget = 200000;
    return compact::solve<Rules, FortressState>(
        start, limits, plan, positionOf,
        [](const PatienceState& now, const Move& m) {
            const int from = FortressState::kFirstLeftRow + m.from;
            if (m.to == kHome)
                return *now.foundationMove(from);
            return PatienceState::move(from, FortressState::kFirstLeftRow + m.to);
        },
        compact::kTooLarge);
}

} // namespace ct
