#include "solver/klondike_solver.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdint>
#include <vector>

#include "patience/klondike.h"
#include "solver/klondike_deadlock.h"

namespace ct {

namespace {

// A card as one byte: suit * 16 + rank (suits in the notation's order C D H
// S, so 1 and 2 are red). 0 is no card.
using Code = std::uint8_t;
constexpr int kColumns = KlondikeTableau::kColumns;
constexpr int kColumnCapacity = KlondikeTableau::kColumnCapacity; // six face-down cards and a run of thirteen at most
constexpr int kTalonCapacity = 24;

int rankOf(Code card)
{
    return card & 15;
}
int suitOf(Code card)
{
    return card >> 4;
}
bool isRed(Code card)
{
    return suitOf(card) == 1 || suitOf(card) == 2;
}
Code codeOf(Card card)
{
    return static_cast<Code>(static_cast<int>(card.suit) * 16 + card.rank);
}

// The position as the search sees it. The stock and the waste are one
// sequence, the talon, in the order its cards come off the stock: the waste
// is talon[0, pos) with its top at pos - 1, the stock talon[pos, talonLen).
// Turning the waste over keeps that order, so the talon only ever loses
// cards. Columns hold their cards bottom first; the first `down` are face
// down, and the top card is always face up (turning it is never a choice).
struct Position {
    std::array<std::array<Code, kColumnCapacity>, kColumns> column {};
    std::array<std::uint8_t, kColumns> length {};
    std::array<std::uint8_t, kColumns> down {};
    std::array<std::uint8_t, 4> home {}; // the rank on each suit's foundation
    std::array<Code, kTalonCapacity> talon {};
    std::uint8_t talonLength = 0;
    std::uint8_t pos = 0;

    Code top(int c) const { return length[c] ? column[c][length[c] - 1] : Code {0}; }
    bool canGoHome(Code card) const { return home[suitOf(card)] == rankOf(card) - 1; }
    bool fitsOn(Code card, int c) const
    {
        if (length[c] == 0)
            return rankOf(card) == kKing;
        const Code onto = top(c);
        return rankOf(onto) == rankOf(card) + 1 && isRed(onto) != isRed(card);
    }
    void turnUp(int c)
    {
        if (length[c] > 0 && down[c] == length[c])
            --down[c];
    }
    Code takeFromTalon(int q) // q: the waste size that shows the card on top
    {
        const Code card = talon[q - 1];
        std::copy(talon.begin() + q, talon.begin() + talonLength, talon.begin() + q - 1);
        --talonLength;
        pos = static_cast<std::uint8_t>(q - 1);
        return card;
    }
    bool won() const { return home[0] == 13 && home[1] == 13 && home[2] == 13 && home[3] == 13; }
    // Where the run on top of column c begins: the lowest card from which
    // every card up to the top is face up, one rank lower and of the other
    // colour. In play the face-up cards always form one run; a position
    // laid out by hand need not.
    int runStart(int c) const
    {
        int i = length[c] - 1;
        while (i > down[c] && rankOf(column[c][i - 1]) == rankOf(column[c][i]) + 1
            && isRed(column[c][i - 1]) != isRed(column[c][i]))
            --i;
        return i;
    }
    // Nothing hidden, nothing left in the talon and each column one run: the
    // lowest card still out is always on top of a column, and the game
    // plays itself out.
    bool decided() const
    {
        if (talonLength)
            return false;
        for (int c = 0; c < kColumns; ++c)
            if (down[c] || (length[c] && runStart(c) != 0))
                return false;
        return true;
    }
};

enum MoveKind : std::uint8_t { TableauHome, TalonHome, TalonTableau, TableauTableau, HomeTableau };

struct Move {
    MoveKind kind = TableauHome;
    std::uint8_t from = 0; // a column, or for talon moves the waste size q showing the card
    std::uint8_t to = 0; // a column
    std::uint8_t count = 1; // cards moved between columns
    std::uint8_t priority = 0;
    Code card = 0; // the (first) card moved
};

void apply(Position& p, const Move& m)
{
    switch (m.kind) {
    case TableauHome:
        --p.length[m.from];
        ++p.home[suitOf(m.card)];
        p.turnUp(m.from);
        break;
    case TalonHome:
        p.takeFromTalon(m.from);
        ++p.home[suitOf(m.card)];
        break;
    case TalonTableau: p.column[m.to][p.length[m.to]++] = p.takeFromTalon(m.from); break;
    case TableauTableau: {
        const int first = p.length[m.from] - m.count;
        for (int i = 0; i < m.count; ++i)
            p.column[m.to][p.length[m.to]++] = p.column[m.from][first + i];
        p.length[m.from] = static_cast<std::uint8_t>(first);
        p.turnUp(m.from);
        break;
    }
    case HomeTableau:
        --p.home[suitOf(m.card)];
        p.column[m.to][p.length[m.to]++] = m.card;
        break;
    }
}

// Hash tables for the position key, filled from a fixed seed.
struct Zobrist {
    std::array<std::array<std::uint64_t, 64>, kColumnCapacity> columnCard {};
    std::array<std::uint64_t, kColumnCapacity> columnDown {};
    std::array<std::uint64_t, 64> talonCard {};
    std::array<std::uint64_t, kTalonCapacity + 1> talonPos {};

    Zobrist()
    {
        std::uint64_t x = 0x5EED5EED2026ULL;
        auto next = [&] {
            x += 0x9E3779B97F4A7C15ULL;
            std::uint64_t z = x;
            z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
            z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
            return z ^ (z >> 31);
        };
        for (auto& row : columnCard)
            for (auto& v : row)
                v = next();
        for (auto& v : columnDown)
            v = next();
        for (auto& v : talonCard)
            v = next();
        for (auto& v : talonPos)
            v = next();
    }
};

const Zobrist& zobrist()
{
    static const Zobrist tables;
    return tables;
}

std::uint64_t mix(std::uint64_t z)
{
    z = (z ^ (z >> 33)) * 0xFF51AFD7ED558CCDULL;
    z = (z ^ (z >> 33)) * 0xC4CEB9FE1A85EC53ULL;
    return z ^ (z >> 33);
}

// The waste size a position is keyed by. Two positions that differ only in
// the waste size have the same future whenever the same waste cards can be
// brought to the top from both (see reachableWaste()): every move but a
// talon move keeps the waste size, and a talon move sets it to the same value
// from both. That set is {pos, pos + draw, ...} and {draw, 2 draw, ...},
// each up to the last card, plus the last card. When pos is 0, the last card
// or a multiple of the draw, the first part lies inside the second, so all
// those positions have the set of a waste turned over: they are keyed as 0.
// With one card a turn that is every waste size: the waste size never counts.
int keyedWaste(const Position& p, int draw)
{
    if (p.pos == p.talonLength || p.pos % draw == 0)
        return 0;
    return p.pos;
}

// The key of a position. Columns are hashed one by one and added, so the
// order of the columns does not count: positions that differ only by which
// column holds which pile are one (the pile-order symmetry). The
// foundations need no part: they hold exactly the cards that are nowhere
// else. 64 bits: a false "seen" among the few million positions of a search
// is far less likely than one in a million, won lines are replayed anyway,
// and only a "lost" verdict could suffer.
std::uint64_t keyOf(const Position& p, int draw)
{
    const Zobrist& z = zobrist();
    std::uint64_t key = 0;
    for (int c = 0; c < kColumns; ++c) {
        std::uint64_t h = z.columnDown[p.down[c]];
        for (int i = 0; i < p.length[c]; ++i)
            h ^= z.columnCard[i][p.column[c][i]];
        key += mix(h + static_cast<std::uint64_t>(p.length[c]));
    }
    std::uint64_t talon = z.talonPos[keyedWaste(p, draw)];
    for (int i = 0; i < p.talonLength; ++i)
        talon ^= z.talonCard[p.talon[i]];
    return key ^ mix(talon);
}

// A card may go home at once, as the only move, when every card lower than
// it of the other colour is home, and every card two or more ranks lower of
// the other suit of its colour: see the proof in hooksFor() (solver.cpp). It
// covers the tableau tops, and the top of the waste only with one card a
// turn (with three, taking a card out of the talon changes which of the
// others can be reached).
bool safeHome(const Position& p, Code card)
{
    if (!p.canGoHome(card))
        return false;
    const int rank = rankOf(card);
    const int suit = suitOf(card);
    for (int other = 0; other < 4; ++other) {
        if (other == suit)
            continue;
        const int needed = isRed(static_cast<Code>(other * 16 + 1)) != isRed(card) ? rank - 1 : rank - 2;
        if (p.home[other] < needed)
            return false;
    }
    return true;
}

// Which waste sizes can show their top card from here: the current one,
// every draw further on (the last card when the stock runs short), and after
// turning the waste over, every draw from the start. Turning the stock is
// never a move of its own: a position only ever gains choices by playing.
void reachableWaste(const Position& p, int draw, std::array<bool, kTalonCapacity + 1>& reach)
{
    reach.fill(false);
    const int n = p.talonLength;
    if (n == 0)
        return;
    if (p.pos > 0)
        reach[p.pos] = true;
    for (int q = p.pos + draw;; q += draw) {
        if (q >= n) {
            reach[n] = true;
            break;
        }
        reach[q] = true;
    }
    for (int q = draw;; q += draw) {
        if (q >= n) {
            reach[n] = true;
            break;
        }
        reach[q] = true;
    }
}

// `narrow`: leave out the moves that winning lines seldom need (parts of
// runs that uncover nothing going home, cards back from the foundations,
// columns emptied with no king to fill them). The narrow search only finds
// wins faster; only the full search may say a deal is lost.
void generate(const Position& p, int draw, bool narrow, std::vector<Move>& moves)
{
    moves.clear();
    // A safe move home is the only move.
    for (int c = 0; c < kColumns; ++c)
        if (p.length[c] && safeHome(p, p.top(c))) {
            moves.push_back(Move {TableauHome, static_cast<std::uint8_t>(c), 0, 1, 0, p.top(c)});
            return;
        }
    if (draw == 1 && p.pos > 0 && safeHome(p, p.talon[p.pos - 1])) {
        moves.push_back(Move {TalonHome, p.pos, 0, 1, 0, p.talon[p.pos - 1]});
        return;
    }

    int firstEmpty = -1;
    for (int c = 0; c < kColumns && firstEmpty < 0; ++c)
        if (p.length[c] == 0)
            firstEmpty = c;
    // With several empty columns, one stands for all: the key does not tell
    // them apart.
    auto targetUsable = [&](int c) { return p.length[c] > 0 || c == firstEmpty; };

    for (int c = 0; c < kColumns; ++c)
        if (p.length[c] && p.canGoHome(p.top(c)))
            moves.push_back(Move {TableauHome, static_cast<std::uint8_t>(c), 0, 1, 0, p.top(c)});

    std::array<bool, kTalonCapacity + 1> reach {};
    reachableWaste(p, draw, reach);
    for (int q = 1; q <= p.talonLength; ++q) {
        if (!reach[q])
            continue;
        const Code card = p.talon[q - 1];
        if (p.canGoHome(card))
            moves.push_back(Move {TalonHome, static_cast<std::uint8_t>(q), 0, 1, 0, card});
        for (int c = 0; c < kColumns; ++c)
            if (targetUsable(c) && p.fitsOn(card, c)) {
                moves.push_back(Move {
                    TalonTableau, static_cast<std::uint8_t>(q), static_cast<std::uint8_t>(c), 1, 2, card});
                if (narrow)
                    break; // the other twin would do the same work
            }
    }

    bool kingToPlace = false;
    if (narrow) {
        for (int q = 1; q <= p.talonLength && !kingToPlace; ++q)
            kingToPlace = reach[q] && rankOf(p.talon[q - 1]) == kKing;
        for (int c = 0; c < kColumns && !kingToPlace; ++c)
            for (int i = std::max<int>(p.down[c], 1); i < p.length[c] && !kingToPlace; ++i)
                kingToPlace = rankOf(p.column[c][i]) == kKing;
    }
    for (int from = 0; from < kColumns; ++from) {
        const int length = p.length[from];
        const int run = length ? p.runStart(from) : 0;
        for (int i = run; i < length; ++i) {
            const Code card = p.column[from][i];
            // A king already at the bottom of its column gains nothing by
            // moving to an empty one.
            if (i == 0 && rankOf(card) == kKing)
                continue;
            if (narrow && i > run && !p.canGoHome(p.column[from][i - 1]))
                continue;
            if (narrow && i == 0 && !kingToPlace)
                continue;
            std::uint8_t priority = 3; // a part of a run: rarely useful
            if (i == p.down[from])
                priority = i > 0 ? 1 : 2; // uncovers a card, or empties the column
            else if (i == run)
                priority = 2;
            for (int to = 0; to < kColumns; ++to)
                if (to != from && targetUsable(to) && p.fitsOn(card, to)) {
                    moves.push_back(
                        Move {TableauTableau, static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(to),
                            static_cast<std::uint8_t>(length - i), priority, card});
                    if (narrow)
                        break;
                }
        }
    }

    for (int suit = 0; suit < 4 && !narrow; ++suit) {
        if (p.home[suit] == 0)
            continue;
        const Code card = static_cast<Code>(suit * 16 + p.home[suit]);
        for (int c = 0; c < kColumns; ++c)
            if (targetUsable(c) && p.fitsOn(card, c))
                moves.push_back(Move {
                    HomeTableau, static_cast<std::uint8_t>(suit), static_cast<std::uint8_t>(c), 1, 4, card});
    }
    if (narrow) {
        // Guided by what each move leads to: fewer hidden cards, more cards
        // home, then the kind of move.
        for (Move& m : moves) {
            Position next = p;
            apply(next, m);
            int hidden = 0, homeCards = 0;
            for (int c = 0; c < kColumns; ++c)
                hidden += next.down[c];
            for (int suit = 0; suit < 4; ++suit)
                homeCards += next.home[suit];
            const int score = 4 * hidden - homeCards + m.priority;
            m.priority = static_cast<std::uint8_t>(std::clamp(score + 60, 0, 255));
        }
    }
    std::stable_sort(
        moves.begin(), moves.end(), [](const Move& a, const Move& b) { return a.priority < b.priority; });
}

// The cards still out go home one by one: in a decided position the lowest
// card of some suit is always on top of a column.
std::vector<Move> finishDecided(Position p)
{
    std::vector<Move> moves;
    while (!p.won()) {
        bool moved = false;
        for (int c = 0; c < kColumns && !moved; ++c)
            if (p.length[c] && p.canGoHome(p.top(c))) {
                const Move m {TableauHome, static_cast<std::uint8_t>(c), 0, 1, 0, p.top(c)};
                apply(p, m);
                moves.push_back(m);
                moved = true;
            }
        if (!moved)
            break; // not decided after all; the replay will say so
    }
    return moves;
}

Position positionOf(const KlondikeState& state)
{
    Position p;
    const KlondikeTableau tableau = klondikeTableauOf(state);
    p.column = tableau.column;
    p.length = tableau.length;
    p.down = tableau.down;
    p.home = tableau.home;
    const auto& piles = state.piles();
    const Pile& waste = piles[KlondikeState::kWaste];
    const Pile& stock = piles[KlondikeState::kStock];
    for (const PlacedCard& placed : waste.cards)
        p.talon[p.talonLength++] = codeOf(placed.card);
    p.pos = p.talonLength;
    for (auto it = stock.cards.rbegin(); it != stock.cards.rend(); ++it)
        p.talon[p.talonLength++] = codeOf(it->card);
    return p;
}

// The game's own actions for a line of search moves, found by playing them
// on a copy of the real game: stock turns until the wanted waste card shows,
// the foundation that takes a card, flips when the game does not turn cards
// itself. Stops once the game is won (it finishes itself when it can).
std::vector<Action> actionsFor(const KlondikeState& start, const std::vector<Move>& line)
{
    std::vector<Action> actions;
    auto state = start.clone();
    // The game may finish itself in the middle of a move (a stock turn can
    // leave nothing to decide): nothing is played after that.
    auto play = [&](const Action& action) {
        if (state->isTerminal())
            return;
        actions.push_back(action);
        state->apply(action);
    };
    auto flipTops = [&] {
        for (int c = 0; c < kColumns; ++c) {
            const Action flip {PatienceState::Flip, KlondikeState::kFirstTableau + c, 0, 0, {}};
            if (!state->isTerminal() && state->check(flip).legal())
                play(flip);
        }
    };
    auto won = [&] { return state->isTerminal() && state->outcome().result == Result::Won; };
    auto legalMove = [&](int from, int to, int count) -> bool {
        const Action action = PatienceState::move(from, to, count);
        if (state->isTerminal() || !state->check(action).legal())
            return false;
        play(action);
        return true;
    };
    auto home = [&](int from) {
        for (int f = KlondikeState::kFirstFoundation; f < KlondikeState::kFirstTableau; ++f)
            if (legalMove(from, f, 1))
                return;
    };
    flipTops();
    for (const Move& m : line) {
        if (won())
            break;
        switch (m.kind) {
        case TableauHome: home(KlondikeState::kFirstTableau + m.from); break;
        case TalonHome:
        case TalonTableau: {
            const auto& piles = static_cast<const KlondikeState&>(*state).piles();
            const std::size_t limit
                = 2 * (piles[KlondikeState::kStock].size() + piles[KlondikeState::kWaste].size()) + 4;
            for (std::size_t i = 0; i < limit; ++i) {
                const Pile& waste = piles[KlondikeState::kWaste];
                if (!waste.empty() && codeOf(waste.top().card) == m.card)
                    break;
                play(PatienceState::stockClick());
            }
            if (m.kind == TalonHome)
                home(KlondikeState::kWaste);
            else
                legalMove(KlondikeState::kWaste, KlondikeState::kFirstTableau + m.to, 1);
            break;
        }
        case TableauTableau:
            legalMove(KlondikeState::kFirstTableau + m.from, KlondikeState::kFirstTableau + m.to, m.count);
            break;
        case HomeTableau: {
            const auto& piles = static_cast<const KlondikeState&>(*state).piles();
            for (int f = KlondikeState::kFirstFoundation; f < KlondikeState::kFirstTableau; ++f) {
                const Pile& pile = piles[static_cast<std::size_t>(f)];
                if (!pile.empty() && codeOf(pile.top().card) == m.card) {
                    legalMove(f, KlondikeState::kFirstTableau + m.to, 1);
                    break;
                }
            }
            break;
        }
        }
        flipTops();
    }
    return actions;
}

// An open-addressing set of 64-bit keys (0 stands for empty; a key of 0 is
// stored as 1), doubling at half full.
class KeySet {
public:
    KeySet()
        : slots_(1u << 16, 0)
    { }
    bool insert(std::uint64_t key)
    {
        if (key == 0)
            key = 1;
        if (2 * (size_ + 1) > slots_.size())
            grow();
        std::size_t mask = slots_.size() - 1;
        for (std::size_t i = static_cast<std::size_t>(key) & mask;; i = (i + 1) & mask) {
            if (slots_[i] == key)
                return false;
            if (slots_[i] == 0) {
                slots_[i] = key;
                ++size_;
                return true;
            }
        }
    }

private:
    void grow()
    {
        std::vector<std::uint64_t> old(slots_.size() * 2, 0);
        old.swap(slots_);
        size_ = 0;
        for (std::uint64_t key : old)
            if (key)
                insert(key);
    }
    std::vector<std::uint64_t> slots_;
    std::size_t size_ = 0;
};

struct Frame {
    Position position;
    std::vector<Move> moves;
    std::size_t next = 0;
};

} // namespace

namespace {

// Stopped: a limit of the caller's; Budget: the pass's own budget ran out.
enum class Search { Won, Exhausted, Stopped, Budget };

// The caller's limits: true (with the reason in `result.why`) once one is
// reached. `clock` says whether to look at the cancel flag and the time.
bool stopped(const SolveLimits& limits, const SolveTimer& timer, bool clock, SolveResult& result)
{
    if (clock && limits.cancel && limits.cancel->load(std::memory_order_relaxed))
        result.why = "cancelled";
    else if (clock && timer.expired(limits))
        result.why = "time";
    else if (limits.maxStates > 0 && result.states >= limits.maxStates)
        result.why = "states";
    else
        return false;
    return true;
}

// One depth-first search from `root`, of at most `budget` positions (0: no
// budget); on a win `line` holds its moves.
Search search(const Position& root, int draw, bool narrow, std::uint64_t budget, const SolveLimits& limits,
    const SolveTimer& timer, SolveResult& result, std::vector<Move>& line)
{
    const std::uint64_t first = result.states;
    std::vector<Frame> frames(64);
    std::size_t depth = 0;
    frames[0].position = root;
    KeySet seen;
    seen.insert(keyOf(root, draw));
    generate(root, draw, narrow, frames[0].moves);
    frames[0].next = 0;
    ++result.states;
    for (;;) {
        Frame& frame = frames[depth];
        if (frame.next >= frame.moves.size()) {
            if (depth == 0)
                return Search::Exhausted;
            --depth;
            continue;
        }
        const Move move = frame.moves[frame.next++];
        if (depth + 1 >= frames.size())
            frames.resize(frames.size() * 2);
        Frame& child = frames[depth + 1];
        child.position = frames[depth].position;
        apply(child.position, move);
        if (child.position.decided()) {
            line.clear();
            for (std::size_t d = 0; d <= depth; ++d)
                line.push_back(frames[d].moves[frames[d].next - 1]);
            const std::vector<Move> rest = finishDecided(child.position);
            line.insert(line.end(), rest.begin(), rest.end());
            return Search::Won;
        }
        if (!seen.insert(keyOf(child.position, draw)))
            continue;
        ++result.states;
        if (stopped(limits, timer, (result.states & 4095) == 0, result))
            return Search::Stopped;
        if (budget > 0 && result.states - first >= budget)
            return Search::Budget;
        generate(child.position, draw, narrow, child.moves);
        child.next = 0;
        if (!child.moves.empty())
            ++depth;
    }
}

} // namespace

namespace {

// The passes' budgets: positions for the narrow search, positions and a
// share of the time limit for the best-first one.
constexpr std::uint64_t kNarrowBudget = 20000;
constexpr std::uint64_t kBestFirstBudget = 1500000;
constexpr double kBestFirstShare = 0.4;

// A position packed into 40 bytes for the best-first pass, which keeps every
// position it has reached. A column is its count of face-down cards (which
// are always the bottom cards of the same column at the root: nothing ever
// goes under a face-down card) and its face-up run, stored as the run's first
// card, its length and one bit per further card (each is one rank lower and
// of the other colour, so a bit picks between the two suits of that colour).
// The talon only ever loses cards, so a mask over the root's talon says which
// are left.
struct Packed {
    std::array<std::uint32_t, kColumns> column {};
    std::uint32_t talonLeft = 0;
    std::uint8_t pos = 0;
    std::array<std::uint8_t, 4> home {};
};

class Packer {
public:
    explicit Packer(const Position& root)
        : root_(root)
    { }

    // False when a column's face-up cards are not one run (a position laid
    // out by hand): the best-first pass is then skipped.
    bool pack(const Position& p, Packed& out) const
    {
        for (int c = 0; c < kColumns; ++c) {
            const int up = p.length[c] - p.down[c];
            if (up > 0 && p.runStart(c) != p.down[c])
                return false;
            std::uint32_t word = p.down[c];
            if (up > 0) {
                word |= static_cast<std::uint32_t>(up) << 3;
                word |= static_cast<std::uint32_t>(p.column[c][p.down[c]]) << 8;
                for (int i = 1; i < up; ++i) {
                    const int suit = suitOf(p.column[c][p.down[c] + i]);
                    if (suit == 2 || suit == 3) // the second suit of its colour
                        word |= 1u << (15 + i);
                }
            }
            out.column[c] = word;
        }
        // Which root talon cards are left (the talon keeps its order).
        std::uint32_t mask = 0;
        int j = 0;
        for (int i = 0; i < root_.talonLength && j < p.talonLength; ++i)
            if (root_.talon[i] == p.talon[j]) {
                mask |= 1u << i;
                ++j;
            }
        if (j != p.talonLength)
            return false;
        out.talonLeft = mask;
        out.pos = p.pos;
        out.home = p.home;
        return true;
    }

    void unpack(const Packed& in, Position& p) const
    {
        for (int c = 0; c < kColumns; ++c) {
            const std::uint32_t word = in.column[c];
            const int down = static_cast<int>(word & 7);
            const int up = static_cast<int>((word >> 3) & 31);
            p.down[c] = static_cast<std::uint8_t>(down);
            p.length[c] = static_cast<std::uint8_t>(down + up);
            for (int i = 0; i < down; ++i)
                p.column[c][i] = root_.column[c][i];
            if (up > 0) {
                Code card = static_cast<Code>((word >> 8) & 0xFF);
                p.column[c][down] = card;
                for (int i = 1; i < up; ++i) {
                    const bool second = (word >> (15 + i)) & 1;
                    const int suit = isRed(card) ? (second ? 3 : 0) : (second ? 2 : 1);
                    card = static_cast<Code>(suit * 16 + rankOf(card) - 1);
                    p.column[c][down + i] = card;
                }
            }
        }
        p.talonLength = 0;
        for (int i = 0; i < root_.talonLength; ++i)
            if (in.talonLeft & (1u << i))
                p.talon[p.talonLength++] = root_.talon[i];
        p.pos = in.pos;
        p.home = in.home;
    }

private:
    const Position& root_;
};

// How far a position looks from a win (lower is better): hidden cards weigh
// most, then cards not yet home.
int distance(const Position& p)
{
    int hidden = 0, homeCards = 0;
    for (int c = 0; c < kColumns; ++c)
        hidden += p.down[c];
    for (int suit = 0; suit < 4; ++suit)
        homeCards += p.home[suit];
    return 6 * hidden + 2 * (52 - homeCards) + p.talonLength;
}

bool deadlocked(const Position& p)
{
    KlondikeTableau tableau;
    tableau.column = p.column;
    tableau.length = p.length;
    tableau.down = p.down;
    tableau.home = p.home;
    return klondikeDeadlocked(tableau);
}

// Best-first search: always expands the reached position that looks closest
// to a win, wherever it lies in the tree, so an early wrong turn costs
// little (a depth-first search must exhaust everything below it first). It
// searches the narrow moves only, so it finds wins but never claims a loss;
// it stops at `budget` positions or at `untilSeconds` (0: none).
Search bestFirst(const Position& root, int draw, std::uint64_t budget, double untilSeconds,
    const SolveLimits& limits, const SolveTimer& timer, SolveResult& result, std::vector<Move>& line)
{
    struct Node {
        Packed packed;
        std::uint32_t parent;
        Move move;
    };
    const Packer packer(root);
    std::vector<Node> nodes;
    Packed packedRoot;
    if (!packer.pack(root, packedRoot))
        return Search::Exhausted;
    nodes.reserve(static_cast<std::size_t>(std::min<std::uint64_t>(budget, 1u << 20)));
    nodes.push_back(Node {packedRoot, 0, Move {}});
    // The open list: (distance << 32 | node), smallest first.
    std::vector<std::uint64_t> open;
    auto push = [&](int score, std::uint32_t index) {
        open.push_back((static_cast<std::uint64_t>(score) << 32) | (0xFFFFFFFFu - index));
        std::push_heap(open.begin(), open.end(), std::greater<>());
    };
    push(distance(root), 0);
    KeySet seen;
    seen.insert(keyOf(root, draw));
    std::vector<Move> moves;
    Position p, child;
    Packed packed;
    while (!open.empty()) {
        std::pop_heap(open.begin(), open.end(), std::greater<>());
        const auto index = 0xFFFFFFFFu - static_cast<std::uint32_t>(open.back() & 0xFFFFFFFFu);
        open.pop_back();
        packer.unpack(nodes[index].packed, p);
        generate(p, draw, true, moves);
        for (const Move& move : moves) {
            child = p;
            apply(child, move);
            if (child.decided()) {
                line.clear();
                line.push_back(move);
                for (std::uint32_t at = index; at != 0; at = nodes[at].parent)
                    line.push_back(nodes[at].move);
                std::reverse(line.begin(), line.end());
                const std::vector<Move> rest = finishDecided(child);
                line.insert(line.end(), rest.begin(), rest.end());
                return Search::Won;
            }
            if (!seen.insert(keyOf(child, draw)))
                continue;
            if (!packer.pack(child, packed))
                continue;
            ++result.states;
            nodes.push_back(Node {packed, index, move});
            push(distance(child), static_cast<std::uint32_t>(nodes.size() - 1));
        }
        if (nodes.size() >= budget)
            return Search::Budget;
        const bool clock = (nodes.size() & 4095) < moves.size() + 1;
        if (stopped(limits, timer, clock, result))
            return Search::Stopped;
        if (clock && untilSeconds > 0 && timer.seconds() >= untilSeconds)
            return Search::Budget;
    }
    return Search::Exhausted;
}

} // namespace

SolveResult solveKlondike(const KlondikeState& start, const SolveLimits& limits)
{
    const SolveTimer timer(limits.cpuTime);
    SolveResult result;
    auto finish = [&](SolveStatus status) {
        result.status = status;
        result.seconds = timer.seconds();
        return result;
    };
    if (start.isTerminal())
        return finish(start.outcome().result == Result::Won ? SolveStatus::Won : SolveStatus::Lost);
    const Position root = positionOf(start);
    std::vector<Move> line;
    if (root.decided()) {
        result.line = actionsFor(start, finishDecided(root));
        return finish(SolveStatus::Won);
    }
    // No line can win a deadlocked position (klondike_deadlock.cpp). Asked
    // at the root only: a position reached from it holds every fact the
    // relaxed game grants the root (a card face up, in the talon or home
    // stays face up, in the talon, home or back face up on a column; the
    // face-down cards and the cards that first cover them are the root's),
    // so it is never deadlocked when the root is not.
    if (deadlocked(root))
        return finish(SolveStatus::Lost);
    const int draw = start.drawCount();
    // Three passes. The narrow depth-first search finds most wins within a
    // few thousand positions. The best-first pass finds most of the others,
    // where the first one went wrong early. Only the full depth-first search
    // that ends it may answer "lost": it alone sees every move.
    bool narrowExhausted = false;
    switch (search(root, draw, true, kNarrowBudget, limits, timer, result, line)) {
    case Search::Won: result.line = actionsFor(start, line); return finish(SolveStatus::Won);
    case Search::Stopped: return finish(SolveStatus::Unknown);
    case Search::Exhausted: narrowExhausted = true; break;
    case Search::Budget: break;
    }
    if (!narrowExhausted) {
        const double until
            = limits.maxMillis > 0 ? kBestFirstShare * static_cast<double>(limits.maxMillis) / 1000.0 : 0;
        switch (bestFirst(root, draw, kBestFirstBudget, until, limits, timer, result, line)) {
        case Search::Won: result.line = actionsFor(start, line); return finish(SolveStatus::Won);
        case Search::Stopped: return finish(SolveStatus::Unknown);
        case Search::Exhausted:
        case Search::Budget: break;
        }
    }
    switch (search(root, draw, false, 0, limits, timer, result, line)) {
    case Search::Won: result.line = actionsFor(start, line); return finish(SolveStatus::Won);
    case Search::Stopped:
    case Search::Budget: return finish(SolveStatus::Unknown);
    case Search::Exhausted: break;
    }
    return finish(SolveStatus::Lost);
}

} // namespace ct
