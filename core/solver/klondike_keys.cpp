// The key of the solver's compact Klondike position: its tables, the
// waste size it counts, the keys of a position's children worked out
// without playing the moves, and the keys of the positions that dominate
// one (the full pass leaves out a position when its table holds one of
// those).
#include "solver/klondike_position.h"

#include <array>

namespace ct::klondike {

Zobrist::Zobrist()
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

namespace {

std::uint64_t mix(std::uint64_t z)
{
    z = (z ^ (z >> 33)) * 0xFF51AFD7ED558CCDULL;
    z = (z ^ (z >> 33)) * 0xC4CEB9FE1A85EC53ULL;
    return z ^ (z >> 33);
}

} // namespace

// The waste size a position is keyed by. Two positions that differ only in
// the waste size have the same future whenever the same waste cards can be
// brought to the top from both (see reachableWaste()): every move but a
// talon move keeps the waste size, and a talon move sets it to the same value
// from both. That set is {pos, pos + draw, ...} and {draw, 2 draw, ...},
// each up to the last card, plus the last card. When pos is 0, the last card
// or a multiple of the draw, the first part lies inside the second, so all
// those positions have the set of a waste turned over: they are keyed as 0.
// With one card a turn that is every waste size: the waste size never counts.
int keyedWaste(int pos, int talonLength, int draw)
{
    if (pos == talonLength || pos % draw == 0)
        return 0;
    return pos;
}

int keyedWaste(const Position& p, int draw)
{
    return keyedWaste(p.pos, p.talonLength, draw);
}

// The key of a position. Columns are hashed one by one (the position keeps
// each column's part up to date, see Position::rehash()) and added, so the
// order of the columns does not count: positions that differ only by which
// column holds which pile are one (the pile-order symmetry). The
// foundations need no part: they hold exactly the cards that are nowhere
// else. 64 bits: a false "seen" among the few million positions of a search
// is far less likely than one in a million, won lines are replayed anyway,
// and only a "lost" verdict could suffer.
std::uint64_t keyOf(const Position& p, int draw)
{
    std::uint64_t key = 0;
    for (int c = 0; c < kColumns; ++c)
        key += mix(p.hash[c] + static_cast<std::uint64_t>(p.length[c]));
    return key ^ mix(p.talonHash ^ kZobrist.talonPos[keyedWaste(p, draw)]);
}

// The key of a position that `p` dominates by its waste alone, or 0 when
// there is none: the same columns, foundations and talon with a waste of
// no cards. With the waste size w keyed as itself (not 0: see keyedWaste()),
// p reaches w, w + draw, ... up to the last card, and every draw from the
// start; the waste of no cards (keyed as 0, like a multiple of the draw or
// all the talon) reaches only the second part. Every line of the search's
// moves from that position Q is a line from p too: a talon move plays a
// card at a waste size Q reaches, which p reaches as well, and leads to the
// same position from both (the waste size becomes the card's place); any
// other move keeps the talon and the waste size on both sides. So Q can be
// won only if p can, and in no fewer moves. (Waste sizes w + j draw are
// dominated by p as well; keying them too cut fewer positions than it cost
// in lookups.)
//
// `key` is p's own key: the columns' part is taken from it (one mix instead
// of one per column).
std::uint64_t dominatedKey(const Position& p, int draw, std::uint64_t key)
{
    const int waste = keyedWaste(p, draw);
    if (waste == 0)
        return 0;
    const std::uint64_t columns = key ^ mix(p.talonHash ^ kZobrist.talonPos[waste]);
    return columns ^ mix(p.talonHash ^ kZobrist.talonPos[0]);
}

namespace {

// With only column c's top X able to go home (on a face-up card it fits
// on), whether another card could follow it once it has: the card X lies
// on, if it lies on a face-up card it fits on and its foundation is one
// below it (X is of the other colour, so X's going home does not change
// that), or another column's top of X's suit one rank higher on a face-up
// card it fits on. Nothing else changes when X goes home. Asked first, it
// spares the walk over every column below: with one card home the full
// pass alone on draw 1 deals 244, 707, 747 and 897 took 1% to 3% less time
// (best of three), with the same positions.
// KlondikeSolverTest::klondikeDominatorKeysAreThoseOfThePositions fails
// without either of its two checks.
bool secondFollows(const Position& p, int c)
{
    const int length = p.length[c];
    if (length >= 3 && p.run[c] <= length - 3 && p.canGoHome(p.column[c][length - 2]))
        return true;
    const Code next = static_cast<Code>(p.column[c][length - 1] + 1);
    for (int other = 0; other < kColumns; ++other) {
        const int n = p.length[other];
        if (other != c && n >= 2 && p.run[other] <= n - 2 && p.column[other][n - 1] == next)
            return true;
    }
    return false;
}

} // namespace

// The keys of the positions that dominate `p` by a card sent home: for each
// column whose top X can go home and lies on a face-up card Y of its run (X
// fits on Y), the same position with X home. From there X can come back
// onto Y (it is its foundation's top, and Y is a column's top), which gives
// p again: whatever wins from p wins from there, in at most one more move.
// Nothing else changes: no card turns up, the talon and the waste are the
// same. `key` is p's own key. Writes the keys to `keys` and returns how
// many there are.
int homeDominators(const Position& p, int draw, std::uint64_t key, std::array<std::uint64_t, kColumns + 1>& keys)
{
    int count = 0;
    int only = -1; // the column of the first top that can go
    std::uint64_t columns = 0; // the columns' part of `key`, once it is needed
    for (int c = 0; c < kColumns; ++c) {
        const int length = p.length[c];
        if (length < 2 || p.run[c] > length - 2)
            continue;
        const Code top = p.column[c][length - 1];
        if (!p.canGoHome(top))
            continue;
        if (count == 0) {
            only = c;
            columns = key ^ mix(p.talonHash ^ kZobrist.talonPos[keyedWaste(p, draw)]);
        }
        const std::uint64_t part = mix(p.hash[c] + static_cast<std::uint64_t>(length));
        const std::uint64_t hash = p.hash[c] ^ kZobrist.columnCard[length - 1][top];
        keys[count++] = (columns - part + mix(hash + static_cast<std::uint64_t>(length - 1)))
            ^ (key ^ columns);
    }
    if (count == 0)
        return 0;
    if (count == 1 && !secondFollows(p, only))
        return 1;
    // Then every card that can go so, sent home one after another (a card
    // home may let another follow it, on the same column or another): they
    // come back in the other order, each onto the card it lay on.
    std::array<std::uint8_t, 4> home = p.home;
    std::array<std::uint8_t, kColumns> length = p.length;
    std::array<std::uint64_t, kColumns> hash = p.hash;
    int sent = 0;
    for (bool more = true; more;) {
        more = false;
        for (int c = 0; c < kColumns; ++c) {
            while (length[c] >= 2 && p.run[c] <= length[c] - 2) {
                const Code top = p.column[c][length[c] - 1];
                if (home[suitOf(top)] != rankOf(top) - 1)
                    break;
                hash[c] ^= kZobrist.columnCard[length[c] - 1][top];
                --length[c];
                ++home[suitOf(top)];
                ++sent;
                more = true;
            }
        }
    }
    if (sent >= 2) {
        std::uint64_t all = columns;
        for (int c = 0; c < kColumns; ++c)
            if (length[c] != p.length[c])
                all += mix(hash[c] + static_cast<std::uint64_t>(length[c]))
                    - mix(p.hash[c] + static_cast<std::uint64_t>(p.length[c]));
        keys[count++] = all ^ (key ^ columns);
    }
    return count;
}

// With one card a turn, the keys of the positions that dominate `p` by a
// card taken back into the talon: for each column top X that came from the
// talon (it is in `talonCards`, the root's talon) and lies on a face-up
// card it fits on, or is a king alone in its column, the same position with
// X back in the talon. Any talon card can be brought up with one card a
// turn, so from there X can be laid where it is, which gives p again.
// Nothing else changes. `key` is p's own key. Writes the keys to `keys` and
// returns how many there are.
int talonDominators(
    const Position& p, std::uint64_t key, std::uint64_t talonCards, std::array<std::uint64_t, kColumns>& keys)
{
    int count = 0;
    for (int c = 0; c < kColumns; ++c) {
        const int length = p.length[c];
        if (length == 0)
            continue;
        const Code top = p.column[c][length - 1];
        if (!((talonCards >> top) & 1))
            continue;
        if (length >= 2 ? p.run[c] > length - 2 : rankOf(top) != kKing)
            continue;
        const std::uint64_t columns = key ^ mix(p.talonHash ^ kZobrist.talonPos[0]);
        const std::uint64_t part = mix(p.hash[c] + static_cast<std::uint64_t>(length));
        const std::uint64_t hash = p.hash[c] ^ kZobrist.columnCard[length - 1][top];
        keys[count++] = (columns - part + mix(hash + static_cast<std::uint64_t>(length - 1)))
            ^ mix(p.talonHash ^ kZobrist.talonCard[top] ^ kZobrist.talonPos[0]);
    }
    return count;
}

// The keys of the positions the moves lead to, each worked out from the
// key's parts as apply() would change them, without playing the move: the
// columns a move takes from and lays on, and the talon when it takes a card
// from there.
void childKeys(const Position& p, int draw, const std::vector<Move>& moves, std::vector<std::uint64_t>& keys)
{
    keys.resize(moves.size());
    std::array<std::uint64_t, kColumns> part {};
    std::uint64_t columns = 0;
    for (int c = 0; c < kColumns; ++c) {
        part[c] = mix(p.hash[c] + static_cast<std::uint64_t>(p.length[c]));
        columns += part[c];
    }
    const std::uint64_t talon = mix(p.talonHash ^ kZobrist.talonPos[keyedWaste(p, draw)]);
    // A column's part once `count` cards leave it (turning its new top up).
    auto taken = [&](int c, int count, std::uint64_t hash) {
        const int left = p.length[c] - count;
        for (int i = left; i < p.length[c]; ++i)
            hash ^= kZobrist.columnCard[i][p.column[c][i]];
        if (left > 0 && p.down[c] == left)
            hash ^= kZobrist.columnDown[left] ^ kZobrist.columnDown[left - 1];
        return mix(hash + static_cast<std::uint64_t>(left));
    };
    // A column's part once cards[0, count) are laid on it.
    auto laid = [&](int c, const Code* cards, int count) {
        std::uint64_t hash = p.hash[c];
        for (int i = 0; i < count; ++i)
            hash ^= kZobrist.columnCard[p.length[c] + i][cards[i]];
        return mix(hash + static_cast<std::uint64_t>(p.length[c] + count));
    };
    // The talon's part once the card showing at waste size q leaves.
    auto fromTalon = [&](int q) {
        const std::uint64_t hash = p.talonHash ^ kZobrist.talonCard[p.talon[q - 1]];
        return mix(hash ^ kZobrist.talonPos[keyedWaste(q - 1, p.talonLength - 1, draw)]);
    };
    for (std::size_t k = 0; k < moves.size(); ++k) {
        const Move& m = moves[k];
        switch (m.kind) {
        case TableauHome: keys[k] = (columns - part[m.from] + taken(m.from, 1, p.hash[m.from])) ^ talon; break;
        case TalonHome: keys[k] = columns ^ fromTalon(m.from); break;
        case TalonTableau:
            keys[k] = (columns - part[m.to] + laid(m.to, &m.card, 1)) ^ fromTalon(m.from);
            break;
        case TableauTableau:
            keys[k] = (columns - part[m.from] - part[m.to] + taken(m.from, m.count, p.hash[m.from])
                          + laid(m.to, &p.column[m.from][p.length[m.from] - m.count], m.count))
                ^ talon;
            break;
        case HomeTableau: keys[k] = (columns - part[m.to] + laid(m.to, &m.card, 1)) ^ talon; break;
        }
    }
}

} // namespace ct::klondike
