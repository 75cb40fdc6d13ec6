#include "solver/zodiac_solver.h"

#include <array>

#include "patience/the_zodiac.h"
#include "solver/compact_piles.h"
#include "solver/zodiac_suits.h"

namespace ct {

namespace {

using compact::Code;
using compact::kNoKing;
using compact::rankOf;
using compact::suitOf;

constexpr int kPackets = TheZodiacState::kPackets;
constexpr int kCells = TheZodiacState::kEquatorCells;
constexpr int kCards = 104;
constexpr int kFaces = 64; // card codes: suit * 16 + rank

// The placing phase lasts while the talon (the stock and the waste) holds
// cards. The talon is kept as a count of each face, not in order: the waste
// is turned over, unshuffled, as often as wanted, so any of its cards can be
// brought to the waste's top by turning. (The rules call a game lost after
// a pass through the stock with no move; fetching a card never makes one:
// every fetch ends with the card placed, a move, before the next pass.)
// The packets are packed piles.
struct Position : compact::PackedPiles<kCards, kPackets>, compact::AceKingFoundations {
    std::array<Code, kCells> equator {}; // 0: an empty cell
    std::array<std::uint8_t, kFaces> talon {}; // copies of each face in the stock or the waste
    std::uint8_t talonSize = 0;

    bool building() const { return talonSize == 0; }
};

enum class Kind : std::uint8_t {
    TalonToPacket, // the card `face` from the talon onto packet `to`
    TalonToCell, // the card `face` from the talon into Equator cell `to`
    CellToPacket, // Equator cell `from` onto packet `to`
    Ace, // building: Equator cell `from` (or packet `from` - kCells) home
    King,
};

struct Move {
    Kind kind = Kind::TalonToPacket;
    std::uint8_t from = 0;
    std::uint8_t to = 0;
    Code face = 0;
};

bool marries(Code card, Code onto)
{
    return onto && suitOf(card) == suitOf(onto)
        && (rankOf(card) + 1 == rankOf(onto) || rankOf(card) == rankOf(onto) + 1);
}

class Rules {
public:
    using Position = ct::Position;
    using Move = ct::Move;

    // Narrow (for the passes that only look for wins): a packet grows only
    // as a run, never turning back (a card goes on a packet's top only in
    // the direction the top was laid, where it was laid in suit), and an
    // Equator cell takes only a card that no packet takes now.
    void generate(const Position& p, bool narrow, std::vector<Move>& out) const
    {
        out.clear();
        if (p.building()) {
            generateHome(p, out);
            return;
        }
        int emptyCell = -1;
        for (int c = 0; c < kCells; ++c)
            if (!p.equator[c] && emptyCell < 0)
                emptyCell = c;
        std::array<bool, kFaces> placeable {};
        for (int q = 0; q < kPackets; ++q) {
            const Code top = p.top(q);
            if (!top)
                continue;
            int direction = 0; // +1: the top was laid going up, -1 going down
            if (p.length(q) >= 2) {
                const Code below = p.cards[p.begin[q + 1] - 2u];
                if (marries(top, below))
                    direction = rankOf(top) - rankOf(below);
            }
            for (const int step : {-1, 1}) {
                const int rank = rankOf(top) + step;
                if (rank < kAce || rank > kKing)
                    continue;
                if (narrow && direction != 0 && step != direction)
                    continue;
                const Code card = static_cast<Code>((top & 0xF0) | rank);
                placeable[card] = true;
                if (p.talon[card])
                    out.push_back(Move {Kind::TalonToPacket, 0, static_cast<std::uint8_t>(q), card});
                for (int c = 0; c < kCells; ++c)
                    if (p.equator[c] == card) {
                        out.push_back(Move {Kind::CellToPacket, static_cast<std::uint8_t>(c),
                            static_cast<std::uint8_t>(q), card});
                        break; // twins in two cells are alike
                    }
            }
        }
        if (emptyCell >= 0)
            for (int face = 0; face < kFaces; ++face)
                if (p.talon[face] && !(narrow && placeable[face]))
                    out.push_back(Move {
                        Kind::TalonToCell, 0, static_cast<std::uint8_t>(emptyCell), static_cast<Code>(face)});
    }

    // The building phase: only moves home. A card whose twin is on the
    // suit's other foundation goes home by force: nothing is ever laid on
    // a card any more, so lifting it only uncovers another, and no other
    // foundation will ever take it.
    void generateHome(const Position& p, std::vector<Move>& out) const
    {
        for (int from = 0; from < kCells + kPackets; ++from) {
            const Code card = from < kCells ? p.equator[from] : p.top(from - kCells);
            if (!card)
                continue;
            const int s = suitOf(card), r = rankOf(card);
            const auto at = static_cast<std::uint8_t>(from);
            if (p.aceTakes(card)) {
                if (p.king[s] != kNoKing && p.king[s] <= r) {
                    out.assign(1, Move {Kind::Ace, at, 0, card});
                    return;
                }
                out.push_back(Move {Kind::Ace, at, 0, card});
            }
            if (p.kingTakes(card)) {
                if (p.ace[s] >= r) {
                    out.assign(1, Move {Kind::King, at, 0, card});
                    return;
                }
                out.push_back(Move {Kind::King, at, 0, card});
            }
        }
    }

    void apply(Position& p, const Move& m) const
    {
        switch (m.kind) {
        case Kind::TalonToPacket:
            --p.talon[m.face];
            --p.talonSize;
            p.push(m.to, m.face);
            break;
        case Kind::TalonToCell:
            --p.talon[m.face];
            --p.talonSize;
            p.equator[m.to] = m.face;
            break;
        case Kind::CellToPacket:
            p.equator[m.from] = 0;
            p.push(m.to, m.face);
            break;
        case Kind::Ace:
        case Kind::King: {
            if (m.from < kCells)
                p.equator[m.from] = 0;
            else
                p.pop(m.from - kCells);
            p.playHome(m.face, m.kind == Kind::Ace);
            break;
        }
        }
    }

    bool won(const Position& p) const { return p.foundationsFull(); }

    // The packets obey the same rules (the ring's order is only drawn), and
    // so do the Equator cells: both are hashed as sets.
    std::uint64_t key(const Position& p) const { return keyOf(p, true); }
    std::uint64_t exactKey(const Position& p) const { return keyOf(p, false); }

    // Cards still in the talon, three times; cards out, once; and each
    // packet card lying above a card of its suit that the foundations will
    // want sooner (which the building phase must dig out), by the
    // variant's weight.
    int distance(const Position& p, int variant) const
    {
        int out = 3 * p.talonSize;
        for (int s = 0; s < 4; ++s)
            out += (13 - p.ace[s]) + (p.king[s] == kNoKing ? 13 : p.king[s] - 1);
        const int weight = variant == 0 ? 2 : 6;
        for (int q = 0; q < kPackets; ++q) {
            std::array<int, 4> lowestUp {99, 99, 99, 99}, highestDown {0, 0, 0, 0};
            for (int i = p.begin[q]; i < p.begin[q + 1]; ++i) {
                const int s = suitOf(p.cards[i]), r = rankOf(p.cards[i]);
                // Under a card of its suit both lower (the ace foundation
                // wants it first) and higher (the king foundation does):
                // whichever foundation takes it, one of them is in the way.
                if (lowestUp[s] < r && highestDown[s] > r)
                    out += weight;
                lowestUp[s] = std::min(lowestUp[s], r);
                highestDown[s] = std::max(highestDown[s], r);
            }
        }
        return out;
    }

private:
    std::uint64_t keyOf(const Position& p, bool fold) const
    {
        std::uint64_t sum = p.pilesKey(fold);
        for (int c = 0; c < kCells; ++c)
            sum += compact::zobristValue(
                50000 + static_cast<std::uint64_t>(fold ? 0 : c + 1) * 64 + p.equator[c]);
        std::uint64_t talon = 0;
        for (int face = 0; face < kFaces; ++face)
            if (p.talon[face])
                talon += compact::zobristValue(60000 + static_cast<std::uint64_t>(face) * 4 + p.talon[face]);
        sum += compact::mix64(talon + 0x2D1AC);
        sum += p.foundationsKey(100000);
        return compact::mix64(sum);
    }
};

int suitIndex(Suit suit)
{
    for (int i = 0; i < 4; ++i)
        if (TheZodiacState::kFoundationSuits[static_cast<std::size_t>(i)] == suit)
            return i;
    return 0;
}

// False for a position laid out by hand that the engine cannot hold, or
// whose foundations are not built from their ace or king.
bool positionOf(const TheZodiacState& state, Position& p)
{
    const auto& piles = state.piles();
    if (!p.readPiles(piles, TheZodiacState::kFirstPacket))
        return false;
    for (int c = 0; c < kCells; ++c) {
        const Pile& cell = piles[static_cast<std::size_t>(TheZodiacState::kFirstEquator + c)];
        if (cell.size() > 1)
            return false;
        p.equator[c] = cell.empty() ? Code {0} : compact::codeOf(cell.top().card);
    }
    for (const int pile : {TheZodiacState::kStock, TheZodiacState::kWaste})
        for (const PlacedCard& placed : piles[static_cast<std::size_t>(pile)].cards) {
            ++p.talon[compact::codeOf(placed.card)];
            ++p.talonSize;
        }
    for (int s = 0; s < 4; ++s) {
        const Suit suit = static_cast<Suit>(s);
        const Pile& ace
            = piles[static_cast<std::size_t>(TheZodiacState::kFirstAceFoundation + suitIndex(suit))];
        const Pile& king
            = piles[static_cast<std::size_t>(TheZodiacState::kFirstKingFoundation + suitIndex(suit))];
        if (!p.readFoundations(s, suit, ace, king))
            return false;
    }
    return true;
}

// The line as the game's actions: a card from the talon is first brought to
// the waste's top by turning (and turning the waste over).
std::vector<Action> actionsFor(const PatienceState& start, const std::vector<Move>& line)
{
    std::vector<Action> actions;
    auto state = start.clone();
    auto& now = static_cast<PatienceState&>(*state);
    auto play = [&](const Action& action) {
        actions.push_back(action);
        now.apply(action);
    };
    for (const Move& m : line) {
        if (now.isTerminal())
            break;
        switch (m.kind) {
        case Kind::TalonToPacket:
        case Kind::TalonToCell: {
            const Pile& waste = now.piles()[TheZodiacState::kWaste];
            const int turns = static_cast<int>(now.piles()[TheZodiacState::kStock].size() + waste.size()) + 2;
            for (int i = 0; i < turns && (waste.empty() || compact::codeOf(waste.top().card) != m.face)
                 && !now.isTerminal();
                 ++i)
                play(PatienceState::stockClick());
            if (now.isTerminal())
                return actions;
            play(PatienceState::move(TheZodiacState::kWaste,
                m.kind == Kind::TalonToPacket ? TheZodiacState::kFirstPacket + m.to
                                              : TheZodiacState::kFirstEquator + m.to));
            break;
        }
        case Kind::CellToPacket:
            play(PatienceState::move(
                TheZodiacState::kFirstEquator + m.from, TheZodiacState::kFirstPacket + m.to));
            break;
        case Kind::Ace:
        case Kind::King: {
            const int from = m.from < kCells ? TheZodiacState::kFirstEquator + m.from
                                             : TheZodiacState::kFirstPacket + (m.from - kCells);
            const int index = suitIndex(static_cast<Suit>(suitOf(m.face)));
            play(PatienceState::move(from,
                m.kind == Kind::Ace ? TheZodiacState::kFirstAceFoundation + index
                                    : TheZodiacState::kFirstKingFoundation + index));
            break;
        }
        }
    }
    return actions;
}

// The position as four suit problems (zodiac_suits.h); false when a packet
// mixes suits (laid out by hand), where the suits cannot be taken apart.
bool suitsOf(const Position& p, std::array<zodiac::SuitLayout, 4>& suits)
{
    for (int q = 0; q < kPackets; ++q) {
        if (p.length(q) == 0)
            continue;
        const int s = suitOf(p.cards[p.begin[q]]);
        std::vector<int> ranks;
        for (int i = p.begin[q]; i < p.begin[q + 1]; ++i) {
            if (suitOf(p.cards[i]) != s)
                return false;
            ranks.push_back(rankOf(p.cards[i]));
        }
        suits[s].packets.push_back(ranks);
        suits[s].ring.push_back(q);
    }
    for (int face = 0; face < kFaces; ++face)
        if (p.talon[face])
            suits[suitOf(static_cast<Code>(face))].talon[rankOf(static_cast<Code>(face))] += p.talon[face];
    for (int c = 0; c < kCells; ++c)
        if (p.equator[c])
            ++suits[suitOf(p.equator[c])].equator[rankOf(p.equator[c])];
    for (int s = 0; s < 4; ++s) {
        suits[s].ace = p.ace[s];
        suits[s].king = p.king[s];
    }
    return true;
}

// The plans as the engine's moves: the walks packet by packet (a card from
// the Equator where a copy lies there, else from the talon), the talon's
// left-over cards into the Equator, then the moves home. The talon's last
// card must be the placing phase's last move (the building phase begins
// when the talon is empty): if the walks in their first order break that,
// each walk in turn is tried last, its last card from the talon. False
// when no order works.
bool linePlayed(const Position& root, const std::array<zodiac::SuitLayout, 4>& suits,
    const std::array<zodiac::SuitPlan, 4>& plans, std::vector<Move>& line)
{
    struct Walk {
        int suit;
        int packet; // among the suit's packets
    };
    std::vector<Walk> walks;
    for (int s = 0; s < 4; ++s)
        for (std::size_t i = 0; i < plans[s].walks.size(); ++i)
            if (!plans[s].walks[i].empty())
                walks.push_back({s, static_cast<int>(i)});
    auto attempt = [&](int last) {
        line.clear();
        Position p = root;
        std::vector<Walk> order = walks;
        if (last >= 0)
            std::rotate(order.begin() + last, order.begin() + last + 1, order.end());
        const Rules rules;
        for (std::size_t w = 0; w < order.size(); ++w) {
            const auto& ranks = plans[order[w].suit].walks[order[w].packet];
            const int ring = suits[order[w].suit].ring[order[w].packet];
            for (std::size_t i = 0; i < ranks.size(); ++i) {
                if (p.building())
                    return false; // the talon ran out with a placing move left
                const Code face = static_cast<Code>(order[w].suit * 16 + ranks[i]);
                const bool talonFirst = last >= 0 && w + 1 == order.size() && i + 1 == ranks.size();
                int cell = -1;
                for (int c = 0; c < kCells && cell < 0; ++c)
                    if (p.equator[c] == face)
                        cell = c;
                Move m {Kind::TalonToPacket, 0, static_cast<std::uint8_t>(ring), face};
                if (cell >= 0 && !(talonFirst && p.talon[face]))
                    m = Move {Kind::CellToPacket, static_cast<std::uint8_t>(cell),
                        static_cast<std::uint8_t>(ring), face};
                else if (!p.talon[face])
                    return false;
                rules.apply(p, m);
                line.push_back(m);
            }
        }
        for (int face = 0; face < kFaces; ++face)
            while (p.talon[face]) {
                int cell = 0;
                while (cell < kCells && p.equator[cell])
                    ++cell;
                if (cell == kCells)
                    return false;
                const Move m {Kind::TalonToCell, 0, static_cast<std::uint8_t>(cell), static_cast<Code>(face)};
                rules.apply(p, m);
                line.push_back(m);
            }
        if (!p.building())
            return false;
        for (int s = 0; s < 4; ++s)
            for (const zodiac::HomeMove& home : plans[s].home) {
                const Code face = static_cast<Code>(s * 16 + home.rank);
                int from = -1;
                if (home.packet >= 0) {
                    from = kCells + suits[s].ring[home.packet];
                } else {
                    for (int c = 0; c < kCells && from < 0; ++c)
                        if (p.equator[c] == face)
                            from = c;
                }
                if (from < 0)
                    return false;
                const Move m {home.toAce ? Kind::Ace : Kind::King, static_cast<std::uint8_t>(from), 0, face};
                rules.apply(p, m);
                line.push_back(m);
            }
        return rules.won(p);
    };
    if (attempt(-1))
        return true;
    for (int last = 0; last < static_cast<int>(walks.size()); ++last)
        if (attempt(last))
            return true;
    return false;
}

} // namespace

SolveResult solveTheZodiac(const PatienceState& start, const SolveLimits& limits)
{
    const auto& state = static_cast<const TheZodiacState&>(start);
    const SolveTimer timer(limits.cpuTime);
    SolveResult result;
    Position root;
    if (!compact::needsSearch(start, positionOf(state, root), compact::kNotSupported, timer, result))
        return result;
    const Rules rules;
    std::vector<Move> line;
    // In the placing phase the suits are decided apart (zodiac_suits.cpp).
    std::array<zodiac::SuitLayout, 4> suits;
    if (!root.building() && suitsOf(root, suits)) {
        const std::uint64_t budget = limits.maxStates > 0 ? limits.maxStates : std::uint64_t {1} << 62;
        const std::function<bool()> stop = [&] {
            return timer.expired(limits) || (limits.cancel && limits.cancel->load(std::memory_order_relaxed));
        };
        std::array<zodiac::SuitPlan, 4> plans;
        std::uint64_t nodes = 0;
        const zodiac::Outcome outcome = zodiac::decide(suits, kCells, budget, stop, plans, nodes);
        result.states = nodes;
        if (outcome == zodiac::Outcome::Lost) {
            result.status = SolveStatus::Lost;
        } else if (outcome == zodiac::Outcome::Won && linePlayed(root, suits, plans, line)) {
            result.status = SolveStatus::Won;
            result.line = actionsFor(start, line);
        } else {
            result.why = outcome == zodiac::Outcome::Won ? "no order of the placing moves"
                : timer.expired(limits)                  ? "time"
                                                         : "states";
        }
        result.seconds = timer.seconds();
        return result;
    }
    compact::Plan plan;
    plan.narrow = true;
    plan.firstBudget = 20000;
    plan.bestFirstBudget = 2000000;
    plan.variants = 2;
    plan.bestFirstShare = 0.9;
    result.status = compact::run(rules, root, plan, limits, timer, result, line);
    if (result.status == SolveStatus::Won)
        result.line = actionsFor(start, line);
    result.seconds = timer.seconds();
    return result;
}

} // namespace ct
