// The compact Klondike position the solver's engine searches (klondike_solver.cpp),
// its moves and its key. Internal to the engine; the tests reach it only
// through solve().
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "cards/card.h"
#include "solver/klondike_deadlock.h"

namespace ct::klondike {

// A card as one byte: suit * 16 + rank (suits in the notation's order C D H
// S, so 1 and 2 are red). 0 is no card.
using Code = std::uint8_t;
constexpr int kColumns = KlondikeTableau::kColumns;
constexpr int kColumnCapacity
    = KlondikeTableau::kColumnCapacity; // six face-down cards and a run of thirteen at most
constexpr int kTalonCapacity = 24;

inline int rankOf(Code card)
{
    return card & 15;
}
inline int suitOf(Code card)
{
    return card >> 4;
}
inline bool isRed(Code card)
{
    return suitOf(card) == 1 || suitOf(card) == 2;
}
// The card of the same rank and colour in the other suit (clubs and
// spades, diamonds and hearts).
inline Code twinOf(Code card)
{
    return static_cast<Code>((3 - suitOf(card)) * 16 + rankOf(card));
}
inline Code codeOf(Card card)
{
    return static_cast<Code>(static_cast<int>(card.suit) * 16 + card.rank);
}

// The tables of the position's key (keyOf() in klondike_keys.cpp): a
// number for each card at each height of a column, for each count of
// face-down cards, for each card in the talon and for each keyed waste size,
// filled from a fixed seed.
struct Zobrist {
    std::array<std::array<std::uint64_t, 64>, kColumnCapacity> columnCard {};
    std::array<std::uint64_t, kColumnCapacity> columnDown {};
    std::array<std::uint64_t, 64> talonCard {};
    std::array<std::uint64_t, kTalonCapacity + 1> talonPos {};
    Zobrist();
};
inline const Zobrist kZobrist;

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
    // The key's parts, kept up to date by every change (see rehash()): each
    // column's, and the talon's cards'.
    std::array<std::uint64_t, kColumns> hash {};
    std::uint64_t talonHash = 0;
    // Where each column's run begins (see runStart()), kept up to date by
    // apply() as well; 0 for an empty column.
    std::array<std::uint8_t, kColumns> run {};

    // Works the key's parts and the runs out afresh; called once a position
    // is laid out card by card (any change to the cards other than apply()'s
    // must end with it). A column's part is the number of its face-down
    // count and of each card at its height; the talon's is the number of
    // each of its cards (the talon keeps the root's order, so its cards alone
    // tell it).
    void rehash()
    {
        for (int c = 0; c < kColumns; ++c) {
            hash[c] = kZobrist.columnDown[down[c]];
            for (int i = 0; i < length[c]; ++i)
                hash[c] ^= kZobrist.columnCard[i][column[c][i]];
        }
        talonHash = 0;
        for (int i = 0; i < talonLength; ++i)
            talonHash ^= kZobrist.talonCard[talon[i]];
        for (int c = 0; c < kColumns; ++c)
            run[c] = static_cast<std::uint8_t>(walkRun(c, length[c] - 1));
    }
    void push(int c, Code card)
    {
        hash[c] ^= kZobrist.columnCard[length[c]][card];
        column[c][length[c]++] = card;
    }
    Code pop(int c)
    {
        const Code card = column[c][--length[c]];
        hash[c] ^= kZobrist.columnCard[length[c]][card];
        return card;
    }

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
        if (length[c] > 0 && down[c] == length[c]) {
            hash[c] ^= kZobrist.columnDown[down[c]] ^ kZobrist.columnDown[down[c] - 1];
            --down[c];
        }
    }
    Code takeFromTalon(int q) // q: the waste size that shows the card on top
    {
        const Code card = talon[q - 1];
        talonHash ^= kZobrist.talonCard[card];
        std::copy(talon.begin() + q, talon.begin() + talonLength, talon.begin() + q - 1);
        --talonLength;
        pos = static_cast<std::uint8_t>(q - 1);
        return card;
    }
    bool won() const { return home[0] == 13 && home[1] == 13 && home[2] == 13 && home[3] == 13; }
    // Where the run on top of column c begins: the lowest card from which
    // every card up to the top is face up, one rank lower and of the other
    // colour (0 for an empty column). In play the face-up cards always form
    // one run; a position laid out by hand need not.
    int runStart(int c) const { return run[c]; }
    // The run's start walking down from card `i` of column c (0 when there is
    // no card).
    int walkRun(int c, int i) const
    {
        if (i < 0)
            return 0;
        while (i > down[c] && chains(column[c][i - 1], column[c][i]))
            --i;
        return i;
    }
    static bool chains(Code below, Code above)
    {
        return rankOf(below) == rankOf(above) + 1 && isRed(below) != isRed(above);
    }
    // Sets run[c] again once cards have been laid on column c, which had
    // `before` cards: below them nothing changed, so a walk that gets down to
    // the old top goes on as the old walk did.
    void runAfterLaying(int c, int before)
    {
        int i = length[c] - 1;
        while (i > down[c] && i >= before && chains(column[c][i - 1], column[c][i]))
            --i;
        run[c] = static_cast<std::uint8_t>(i == before - 1 ? run[c] : i);
    }
    // Sets run[c] again once cards have left column c (and its top was
    // turned up): the run is the same while it still has a card, since the
    // cards from it up to the new top are as they were and no card turned
    // up (that happens only once every face-up card has left).
    void runAfterTaking(int c)
    {
        if (run[c] >= length[c])
            run[c] = static_cast<std::uint8_t>(walkRun(c, length[c] - 1));
    }
    // Nothing hidden, nothing left in the talon and each column one run: the
    // lowest card still out is always on top of a column, and the game
    // plays itself out.
    bool decided() const
    {
        if (talonLength)
            return false;
        for (int c = 0; c < kColumns; ++c)
            if (down[c] || run[c] != 0)
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

inline void apply(Position& p, const Move& m)
{
    switch (m.kind) {
    case TableauHome:
        p.pop(m.from);
        ++p.home[suitOf(m.card)];
        p.turnUp(m.from);
        p.runAfterTaking(m.from);
        break;
    case TalonHome:
        p.takeFromTalon(m.from);
        ++p.home[suitOf(m.card)];
        break;
    case TalonTableau: {
        const int before = p.length[m.to];
        p.push(m.to, p.takeFromTalon(m.from));
        p.runAfterLaying(m.to, before);
        break;
    }
    case TableauTableau: {
        const int first = p.length[m.from] - m.count;
        const int before = p.length[m.to];
        for (int i = 0; i < m.count; ++i) {
            const Code card = p.column[m.from][first + i];
            p.hash[m.from] ^= kZobrist.columnCard[first + i][card];
            p.push(m.to, card);
        }
        p.length[m.from] = static_cast<std::uint8_t>(first);
        p.turnUp(m.from);
        p.runAfterTaking(m.from);
        p.runAfterLaying(m.to, before);
        break;
    }
    case HomeTableau: {
        const int before = p.length[m.to];
        --p.home[suitOf(m.card)];
        p.push(m.to, m.card);
        p.runAfterLaying(m.to, before);
        break;
    }
    }
}

// The cards of a position and of the deadlock proof's tableau
// (klondike_deadlock.h), copied from one to the other.
template <class To, class From>
void copyCards(To& to, const From& from)
{
    to.column = from.column;
    to.length = from.length;
    to.down = from.down;
    to.home = from.home;
    to.talon = from.talon;
    to.talonLength = from.talonLength;
    to.pos = from.pos;
}
// The position as the deadlock proof's tableau, with the draw.
inline KlondikeTableau tableauOf(const Position& p, int draw)
{
    KlondikeTableau tableau;
    copyCards(tableau, p);
    tableau.draw = static_cast<std::uint8_t>(draw);
    return tableau;
}
// A position laid out from the deadlock proof's tableau.
inline Position positionFrom(const KlondikeTableau& tableau)
{
    Position p;
    copyCards(p, tableau);
    p.rehash();
    return p;
}

// The waste size a position is keyed by (see klondike_keys.cpp).
int keyedWaste(const Position& p, int draw);
// The same for a waste of `pos` cards in a talon of `talonLength`.
int keyedWaste(int pos, int talonLength, int draw);
// The key of a position: equal for positions with the same future.
std::uint64_t keyOf(const Position& p, int draw);
// The key of a position that `p` dominates by its waste alone (the same but
// for a waste of no cards, which reaches a part of what p's reaches), or 0;
// `key` is p's own.
std::uint64_t dominatedKey(const Position& p, int draw, std::uint64_t key);
// The keys of the positions with one of `p`'s column tops home that could
// come back onto the card it lies on (each dominates `p`; `key` is p's own);
// returns their count.
int homeDominators(const Position& p, int draw, std::uint64_t key, std::array<std::uint64_t, kColumns + 1>& keys);
// With one card a turn, the keys of the positions with one of `p`'s column
// tops from the root's talon (`talonCards`, a bit per card) back in the
// talon (each dominates `p`; `key` is p's own); returns their count.
int talonDominators(
    const Position& p, std::uint64_t key, std::uint64_t talonCards, std::array<std::uint64_t, kColumns>& keys);
// The keys of the positions that `moves` lead to from `p`, without playing them.
void childKeys(const Position& p, int draw, const std::vector<Move>& moves, std::vector<std::uint64_t>& keys);
// A move home that loses no win: the search takes it as the only move.
bool safeHome(const Position& p, Code card);
// The same once the card can go home, by the foundations' heights alone.
bool safeOnceHome(const std::array<std::uint8_t, 4>& home, Code card);
// Which waste sizes can show their top card from here: bit q for size q.
std::uint32_t reachableWaste(const Position& p, int draw);
// The same for a talon of `length` cards with a waste of `pos`.
std::uint32_t reachableWaste(int length, int pos, int draw);
// A random nudge to the narrow moves' order, so that a search started again
// takes other turns (see the restarts in klondike_solver.cpp): each move's
// score gains a number from 0 to `amplitude`.
struct Jitter {
    std::uint64_t state = 0;
    int amplitude = 0;
    int next()
    {
        state = state * 6364136223846793005ULL + 1442695040888963407ULL;
        return static_cast<int>((state >> 33) % static_cast<std::uint64_t>(amplitude + 1));
    }
};
// The moves from `p`, best first; `narrow` leaves out the moves that winning
// lines seldom need (only a search over all of them may say "lost").
void generate(const Position& p, int draw, bool narrow, std::vector<Move>& moves, Jitter* jitter = nullptr);
// Whether the full search brings `card`, a foundation's top, back to a
// column (see generate()): a card that fits on it is available, or the card
// below it in its suit could follow it out. One bit per card code: `runs`,
// the columns' face-up cards; `talon`, the talon cards within reach;
// `homeTops`, the foundations' tops (those of rank 3 or more are enough).
bool worthBringingBack(Code card, int draw, std::uint64_t runs, std::uint64_t talon, std::uint64_t homeTops);
// Whether `next`, a move from the position that `back` (a card X brought
// back from its foundation) led to, uses X: the full pass tries only those
// after such a move (the proof is at usesCardBack() in klondike_moves.cpp).
bool usesCardBack(const Position& p, const Move& back, const Move& next);
// Whether the full pass plays `m`, a move from `before`, only together
// with a move that follows it at once, and whether `next`, a move from the
// position `first` led to, is one of those (the proof is at isPutOff() in
// klondike_moves.cpp).
bool isPutOff(const Position& before, const Move& m, int draw);
bool followsPutOff(const Position& p, const Move& first, const Move& next);
// The moves home that finish a decided position.
std::vector<Move> finishDecided(Position p);

} // namespace ct::klondike
