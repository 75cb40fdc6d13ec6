// The set pass: Klondike searched over classes of positions instead of
// positions. Two positions are in one class when they have the same cards
// home, the same face-down cards, the same talon and waste size (keyed as
// keyedWaste() keys it: wastes that reach the same cards are one), and the
// same foot card in each column where the face-down cards are gone; they
// may differ in how the other face-up cards are stacked. A class is won or
// lost as a whole, so a depth-first search over classes, with a table of
// the classes seen, says "won" or "lost" exactly, over far fewer entries
// than the positions of the full pass.
//
// Why a class is won or lost as a whole. In a position of play, each
// column's face-up cards are one run, whose lowest card is its base: the
// card on the face-down cards, or the column's foot card when none are left
// (a king, or the non-king card the column was dealt with at the bottom).
// With d face-down cards in column c the base is the dealt card at height d
// (it can leave only by uncovering the card below, which turns up), so the
// class fixes every base but the kings that head columns of their own. Every
// other face-up card is "placed": it lies on a face-up card one rank higher
// of the other colour, and each card carries at most one. For a type t (a
// rank and a colour) with children u (one rank lower, the other colour), the
// t cards that carry nothing number |face-up t| - |placed u| in every
// position of the class, and the empty columns number the columns without
// face-down cards or a non-king foot, less the kings that head columns.
//
// Take positions P and P' of one class and a move m from P'. P can make a
// move with the same effect on the class, after at most one move between
// columns that keeps it (and so P wins whenever P' does, by induction along
// P''s winning line):
// - a card laid on a column (from the talon, from home, or a run whose base
//   leaves its column, uncovering a card or emptying the column): the card
//   it lands on is a t card that carries nothing, or an empty column, and P
//   has as many of those as P' (above); a run's base is the same card in P;
// - a card X sent home from a column: X carries nothing in P', so some t
//   card carries nothing in P. If that is X, the move is as in P'. If not,
//   it is X's twin Y, and the card on X in P (a u card) with the cards on it
//   can move onto Y first, which keeps the class;
// - talon moves to home, and cards home: the talon and the foundations are
//   part of the class;
// - every other move between columns (a run whose base is placed, or a
//   king's column moved to an empty one) keeps the class: it is the move
//   made first above, or leaves the class as it was.
// So a class's moves are the moves of any one of its positions, and the
// pass asks only counts: a card can go home when it is face up, next on its
// foundation, and its type has a card that carries nothing; a card can be
// laid when its parent type has one (or, for a king, a column is empty).
// Its table holds classes, not keys that stand for them: each class's
// number is exact (home heights, the face-down counts with the feet, the
// talon's cards and the waste size in mixed radix) and then scrambled by a
// one-to-one mix, so two classes never share a slot's key (but for the key
// 0, which the table stores as 1).
//
// A won class's line is played out on the real position: before a card
// goes home from under another, the cards on it move onto its twin, and a
// card laid on a column goes to a column whose top takes it. The solver
// replays that line through the rules as it does every line.
#include <array>
#include <bit>
#include <cstdint>
#include <vector>

#include "solver/compact_passes.h"
#include "solver/key_set.h"
#include "solver/klondike_live.h"
#include "solver/klondike_passes.h"

namespace ct::klondike {

namespace {

constexpr std::uint64_t bit(int code)
{
    return std::uint64_t {1} << code;
}

// One lane of 16 bits a suit, ranks 1 to 13 at bits 1 to 13.
constexpr std::uint64_t kLane = 0x3FFE;
constexpr std::uint64_t kAll = kLane | kLane << 16 | kLane << 32 | kLane << 48;
constexpr std::uint64_t kKings = bit(13) | bit(29) | bit(45) | bit(61);

} // namespace

// A class of positions (see the top of the file).
struct SetPass::Class {
    std::array<std::uint8_t, 4> home {};
    std::array<std::uint8_t, kColumns> down {};
    std::uint8_t feet = 0; // bit c: column c (no face-down cards) still has its non-king foot card
    std::uint8_t pos = 0; // the waste's size, in cards still in the talon
    std::uint32_t talon = 0; // bit i: the root's talon card i is still there
};

// A move between classes, as much as the line needs to play it.
struct SetPass::Step {
    enum Kind : std::uint8_t { Home, TalonHome, TalonLaid, HomeLaid, Uncover, Foot };
    Kind kind = Home;
    Code card = 0;
    std::uint8_t column = 0;
    bool ask = false; // a card turned up, or a talon card was laid: the deadlock proof is asked
};

struct SetPass::Frame {
    Class at;
    Step step; // the move that led here
    std::uint32_t first = 0, end = 0, next = 0; // its children in children_
    std::uint64_t key = 0;
};

SetPass::SetPass(const Position& root, int draw)
    : root_(root)
    , draw_(draw)
    , table_(std::size_t {1} << 16)
{
    usable_ = layOut();
}

SetPass::~SetPass() = default;

// The deal's fixed parts, and whether the pass can take the root: each
// column's face-up cards one run (a position laid out by hand need not be),
// and a class number that fits in 64 bits.
bool SetPass::layOut()
{
    Class c;
    c.home = root_.home;
    for (int col = 0; col < kColumns; ++col) {
        const int down = root_.down[col];
        c.down[col] = static_cast<std::uint8_t>(down);
        if (root_.length[col] == 0) {
            if (down > 0)
                return false;
            foot_[col] = 0;
        } else {
            if (down >= root_.length[col])
                return false; // a face-down top: never so in play
            for (int i = down + 1; i < root_.length[col]; ++i)
                if (!Position::chains(root_.column[col][i - 1], root_.column[col][i]))
                    return false;
            foot_[col] = root_.column[col][0];
            if (down == 0 && rankOf(foot_[col]) != kKing)
                c.feet |= static_cast<std::uint8_t>(1 << col);
        }
        hidden_[col][0] = 0;
        for (int d = 1; d <= down; ++d)
            hidden_[col][d] = hidden_[col][d - 1] | bit(root_.column[col][d - 1]);
        for (int d = 0; d <= down && d < root_.length[col]; ++d)
            base_[col][d] = root_.column[col][d];
    }
    for (int s = 0; s < 4; ++s) {
        homeCards_[s][0] = 0;
        for (int r = 1; r <= 13; ++r)
            homeCards_[s][r] = homeCards_[s][r - 1] | bit(s * 16 + r);
    }
    talonLength_ = root_.talonLength;
    for (int i = 0; i < talonLength_; ++i) {
        talonCards_[i] = root_.talon[i];
        talonIndex_[root_.talon[i]] = static_cast<std::uint8_t>(i);
    }
    for (int b = 0; b < 3; ++b)
        for (int byte = 0; byte < 256; ++byte)
            for (int i = 0; i < 8; ++i)
                if (((byte >> i) & 1) && 8 * b + i < talonLength_)
                    talonBytes_[b][byte] |= bit(talonCards_[8 * b + i]);
    c.talon = talonLength_ == 32 ? ~0u : (std::uint32_t {1} << talonLength_) - 1;
    c.pos = wasteKey(root_.pos, talonLength_);
    // The class number's radices; the product must stay under 2^63.
    double size = 14.0 * 14 * 14 * 14 * static_cast<double>(talonLength_ + 1)
        * static_cast<double>(std::uint64_t {1} << talonLength_);
    for (int col = 0; col < kColumns; ++col)
        size *= root_.down[col] + 2;
    if (size >= 9.0e18)
        return false;
    // Each digit's place value, from the last (the talon's bits) up.
    posPlace_ = std::uint64_t {1} << talonLength_;
    std::uint64_t place = posPlace_ * static_cast<std::uint64_t>(talonLength_ + 1);
    for (int col = kColumns - 1; col >= 0; --col) {
        columnPlace_[col] = place;
        place *= static_cast<std::uint64_t>(root_.down[col] + 2);
    }
    for (int s = 3; s >= 0; --s) {
        homePlace_[s] = place;
        place *= 14;
    }
    frames_.push_back(Frame {c, {}, 0, 0, 0});
    return true;
}

std::uint64_t SetPass::keyOf(const Class& c) const
{
    // The digits times their place values (layOut()): the products are
    // independent, where the digits one after another were a chain.
    std::uint64_t n = c.talon + c.pos * posPlace_;
    for (int s = 0; s < 4; ++s)
        n += c.home[s] * homePlace_[s];
    for (int col = 0; col < kColumns; ++col) {
        const unsigned value = c.down[col] > 0 ? c.down[col] + 1u : (c.feet >> col) & 1u;
        n += value * columnPlace_[col];
    }
    // A one-to-one mix (splitmix64's), so the table's slots spread.
    n = (n ^ (n >> 30)) * 0xBF58476D1CE4E5B9ULL;
    n = (n ^ (n >> 27)) * 0x94D049BB133111EBULL;
    return n ^ (n >> 31);
}

// Where a class's cards are, as sets of card codes.
struct SetPass::Sets {
    std::uint64_t talon = 0; // in the talon
    std::uint64_t up = 0; // face up in the columns
    std::uint64_t bases = 0; // the columns' bases: on face-down cards, or non-king feet
    std::uint64_t placed = 0; // face up on another face-up card
    int slots = 0; // columns with no face-down cards and no non-king foot
    int empty = 0; // empty columns
    // By rank (bit r), the black and the red types with a card that
    // carries nothing.
    std::uint64_t freeBlack = 0, freeRed = 0;

    // Some card of `card`'s type carries nothing.
    bool carriesNothing(Code card) const { return (((isRed(card) ? freeRed : freeBlack) >> rankOf(card)) & 1) != 0; }
    // `card` can be laid on a column.
    bool canLay(Code card) const
    {
        if (rankOf(card) == kKing)
            return empty > 0;
        return (((isRed(card) ? freeBlack : freeRed) >> (rankOf(card) + 1)) & 1) != 0;
    }
};

SetPass::Sets SetPass::setsOf(const Class& c) const
{
    Sets sets;
    for (int b = 0; b < 3; ++b)
        sets.talon |= talonBytes_[b][(c.talon >> (8 * b)) & 0xFF];
    std::uint64_t hidden = 0;
    for (int col = 0; col < kColumns; ++col) {
        hidden |= hidden_[col][c.down[col]];
        if (c.down[col] > 0)
            sets.bases |= bit(base_[col][c.down[col]]);
        else if ((c.feet >> col) & 1)
            sets.bases |= bit(foot_[col]);
        else
            ++sets.slots;
    }
    std::uint64_t home = 0;
    for (int s = 0; s < 4; ++s)
        home |= homeCards_[s][c.home[s]];
    sets.up = kAll & ~hidden & ~sets.talon & ~home;
    sets.placed = sets.up & ~sets.bases & ~kKings;
    sets.empty = sets.slots - std::popcount(sets.up & kKings & ~sets.bases);
    // By rank (bit r): black and red types with one or two face-up cards,
    // placed cards of each colour, and the types with a card that carries
    // nothing.
    auto lane = [](std::uint64_t cards, int suit) { return (cards >> (16 * suit)) & 0xFFFF; };
    const std::uint64_t up = sets.up, placed = sets.placed;
    const std::uint64_t black1 = lane(up, 0) | lane(up, 3), black2 = lane(up, 0) & lane(up, 3);
    const std::uint64_t red1 = lane(up, 1) | lane(up, 2), red2 = lane(up, 1) & lane(up, 2);
    const std::uint64_t pBlack1 = lane(placed, 0) | lane(placed, 3), pBlack2 = lane(placed, 0) & lane(placed, 3);
    const std::uint64_t pRed1 = lane(placed, 1) | lane(placed, 2), pRed2 = lane(placed, 1) & lane(placed, 2);
    sets.freeBlack = (black2 & ~(pRed2 << 1)) | (black1 & ~(pRed1 << 1));
    sets.freeRed = (red2 & ~(pBlack2 << 1)) | (red1 & ~(pBlack1 << 1));
    return sets;
}

// Whether class `c` (with its sets) is dominated by a class in the table:
// the same with one of its face-up cards X home, X not a column's base or
// foot and carrying nothing in some position of the class, and a three or
// more (so that it may come back). From there X can come back where it
// lay, which gives c: that class wins if c does, in one more move, with one
// more card home. Leaving c out (and out of the table, so that another way
// to it still plays it) loses no win, by the proof in DepthFirst::run()
// (klondike_solver.cpp) with its measure s = 130 w - 128 h - t taken over
// classes (w: the shortest win in steps between classes): the move that
// led to c must not be a card brought back from home.
bool SetPass::dominated(const Class& c, const Sets& sets)
{
    for (int s = 0; s < 4; ++s) {
        if (c.home[s] < 2 || c.home[s] == 13)
            continue;
        const Code card = static_cast<Code>(s * 16 + c.home[s] + 1);
        if (!(sets.up & ~sets.bases & bit(card)) || !sets.carriesNothing(card))
            continue;
        Class home = c;
        ++home.home[s];
        if (table_.contains(keyOf(home)))
            return true;
    }
    return false;
}

// The children of class `c`, appended to children_; with `kingsOnly`, only
// the kings laid into an empty column (after a Foot step, see run()).
void SetPass::expand(const Class& c, const Sets& sets, bool kingsOnly)
{
    const std::uint64_t talon = sets.talon, up = sets.up;
    auto carriesNothing = [&](Code card) { return sets.carriesNothing(card); };
    auto canLay = [&](Code card) { return sets.canLay(card); };
    // The card under column col's base turns up (the column's foot, once
    // no face-down card is left).
    auto turnUp = [&](Class& child, int col) {
        if (--child.down[col] == 0 && rankOf(foot_[col]) != kKing)
            child.feet |= static_cast<std::uint8_t>(1 << col);
    };
    // `child` once `card` has left the columns: a card turns up under a
    // base, or a foot's column empties.
    auto fromColumn = [&](Class child, Code card) {
        for (int col = 0; col < kColumns; ++col) {
            if (c.down[col] > 0 && base_[col][c.down[col]] == card)
                turnUp(child, col);
            else if (c.down[col] == 0 && ((c.feet >> col) & 1) && foot_[col] == card)
                child.feet &= static_cast<std::uint8_t>(~(1 << col));
        }
        return child;
    };
    auto add = [&](const Class& child, Step::Kind kind, Code card, int column) {
        if (kingsOnly
            && !(rankOf(card) == kKing && (kind == Step::TalonLaid || kind == Step::HomeLaid || kind == Step::Uncover)))
            return;
        bool ask = kind == Step::Uncover || kind == Step::TalonLaid;
        for (int col = 0; col < kColumns && !ask; ++col)
            ask = child.down[col] < c.down[col];
        const std::uint64_t key = keyOf(child);
        table_.prefetch(key);
        children_.push_back(Frame {child, Step {kind, card, static_cast<std::uint8_t>(column), ask}, 0, 0, 0, key});
    };
    // A safe move home (safeOnceHome() in klondike_moves.cpp, with its
    // proof) is the only move, from a column or the talon as generate()
    // takes them. The proof's line L' has no more steps between classes
    // than the line L it comes from (it only leaves out moves of the card
    // and puts its move home first), so along it a class's shortest win
    // still gets shorter at each step, and an exhausted search still proves
    // the loss. A card whose type carries nothing is the top of a column in
    // some position of the class, where the proof applies.
    const int length = std::popcount(c.talon);
    const std::uint32_t reach = reachableWaste(length, c.pos, draw_);
    for (int s = 0; s < 4; ++s) {
        if (c.home[s] == 13)
            continue;
        const Code card = static_cast<Code>(s * 16 + c.home[s] + 1);
        if (!safeOnceHome(c.home, card))
            continue;
        Class child = c;
        ++child.home[s];
        if ((up & bit(card)) && carriesNothing(card)) {
            add(fromColumn(child, card), Step::Home, card, 0);
            return;
        }
        if (talon & bit(card)) {
            const int i = talonIndex_[card];
            const int q = std::popcount(c.talon & ((std::uint32_t {2} << i) - 1)); // the waste size that shows it
            // One card a turn: any talon card; more: the last, with the
            // waste as turned over.
            if (draw_ == 1 || (q == length && c.pos == 0)) {
                child.talon &= ~(std::uint32_t {1} << i);
                child.pos = wasteKey(q - 1, length - 1);
                add(child, Step::TalonHome, card, 0);
                return;
            }
        }
    }
    // Cards home from the columns.
    for (int s = 0; s < 4; ++s) {
        if (c.home[s] == 13)
            continue;
        const Code card = static_cast<Code>(s * 16 + c.home[s] + 1);
        if (!(up & bit(card)) || !carriesNothing(card))
            continue;
        Class child = c;
        ++child.home[s];
        add(fromColumn(child, card), Step::Home, card, 0);
    }
    // A run whose base leaves its column: a card turns up, or the column
    // empties.
    for (int col = 0; col < kColumns; ++col) {
        Class child = c;
        Code card = 0;
        if (c.down[col] > 0) {
            card = base_[col][c.down[col]];
            turnUp(child, col);
        } else if ((c.feet >> col) & 1) {
            card = foot_[col];
            child.feet &= static_cast<std::uint8_t>(~(1 << col));
        } else {
            continue;
        }
        if (canLay(card))
            add(child, c.down[col] > 0 ? Step::Uncover : Step::Foot, card, col);
    }
    // Talon cards, home or laid on a column.
    std::uint64_t reachable = 0; // the talon cards in reach
    int q = 0;
    for (std::uint32_t t = c.talon; t; t &= t - 1) {
        ++q;
        if (!((reach >> q) & 1))
            continue;
        const int i = std::countr_zero(t);
        const Code card = talonCards_[i];
        reachable |= bit(card);
        Class child = c;
        child.talon &= ~(std::uint32_t {1} << i);
        child.pos = wasteKey(q - 1, length - 1);
        const bool homeNext = c.home[suitOf(card)] == rankOf(card) - 1;
        if (homeNext) {
            Class toHome = child;
            ++toHome.home[suitOf(card)];
            add(toHome, Step::TalonHome, card, 0);
        }
        // No shortest win lays an ace on a column (see generate()), nor a
        // card that could go home safely (safeOnceHome()): laid, it is a
        // column's top that can go home safely, and by that rule's proof
        // some shortest win from there sends it home first, which reaches
        // the class of the move home from the talon in one step more.
        if (rankOf(card) > 1 && canLay(card) && !(homeNext && safeOnceHome(c.home, card)))
            add(child, Step::TalonLaid, card, 0);
    }
    // Foundation tops back on a column; no shortest win takes an ace or a
    // two back, and a card comes back only when a card could be laid on it
    // at once, or the card below it in its suit could then follow it out
    // (see generate(): a shortest win can bring each card back just before
    // the move that uses it; played out on the real cards, such a line has
    // no more steps between classes, and where it brings the card back what
    // is face up, in reach in the talon and on top of the foundations is
    // the class's).
    std::uint64_t homeTops = 0;
    for (int s = 0; s < 4; ++s)
        if (c.home[s] > 0)
            homeTops |= bit(s * 16 + c.home[s]);
    for (int s = 0; s < 4; ++s) {
        if (c.home[s] <= 2)
            continue;
        const Code card = static_cast<Code>(s * 16 + c.home[s]);
        Class child = c;
        --child.home[s];
        // Nor a card that would be safe home at once (safeOnceHome()): by
        // that rule's proof some shortest win from the child sends it home
        // first, back to c, so no shortest win from c brings it back.
        if (worthBringingBack(card, draw_, up, reachable, homeTops) && canLay(card)
            && !safeOnceHome(child.home, card)) {
            add(child, Step::HomeLaid, card, 0);
        }
    }
}

// A waste of `pos` cards in a talon of `length`, as the class keeps it:
// keyed as keyedWaste() keys it (wastes that reach the same cards are one).
std::uint8_t SetPass::wasteKey(int pos, int length) const
{
    return static_cast<std::uint8_t>(keyedWaste(pos, length, draw_));
}

// Nothing face down and nothing in the talon: the game plays itself out.
bool SetPass::decided(const Class& c) const
{
    if (c.talon)
        return false;
    for (int col = 0; col < kColumns; ++col)
        if (c.down[col])
            return false;
    return true;
}

Search SetPass::run(double untilSeconds, const SolveLimits& limits, const SolveTimer& timer, SolveResult& result,
    std::vector<Move>& line)
{
    if (!usable_)
        return Search::Stopped;
    if (!started_) {
        started_ = true;
        positions_.assign(1, Placed {root_, false});
        table_.insert(keyOf(frames_[0].at));
        if (decided(frames_[0].at))
            return finished(result, line);
        frames_[0].first = 0;
        expand(frames_[0].at, setsOf(frames_[0].at), false);
        frames_[0].end = static_cast<std::uint32_t>(children_.size());
        frames_[0].next = 0;
        ++result.states;
    }
    for (;;) {
        Frame& frame = frames_.back();
        if (frame.next >= frame.end) {
            children_.resize(frame.first);
            if (frames_.size() == 1)
                return Search::Exhausted;
            frames_.pop_back();
            positions_.pop_back();
            continue;
        }
        const Frame child = children_[frame.next++];
        if (table_.contains(child.key))
            continue;
        if (decided(child.at)) {
            frames_.push_back(child);
            return finished(result, line);
        }
        const Sets sets = setsOf(child.at);
        if (child.step.kind != Step::HomeLaid && dominated(child.at, sets))
            continue;
        // A Foot step (a column emptied by its foot card, not a king) is
        // one move with the king laid into an empty column that follows it:
        // the class in between, B, is expanded with only those moves and
        // never goes in the table (so another way to it still plays all its
        // moves), as the full pass puts off such a move with one card a
        // turn (isPutOff(), followsPutOff() in klondike_moves.cpp; its
        // proof in DepthFirst::run(), in klondike_solver.cpp, holds here
        // with the steps between classes as its moves). Proof that some
        // shortest win from the parent P plays a king into an empty column
        // just after each Foot step: take one, L. After a Foot step f of a
        // foot card F onto a t card, the class differs from the one without
        // f only in one more empty column and one t card fewer that carries
        // nothing. So a step g after f that is not a king laid into an empty
        // column can be played before f, and f after it (f needs a t card
        // that carries nothing, and without f there is one more of those
        // than L has after g), which reaches the same class. So f moves
        // later in L, its length kept, until the step after it lays a king
        // into an empty column: F goes home before L ends, and f never
        // meets that step (f then F home would be the one step of F home
        // from its column, and L is shortest). Where f meets another Foot
        // step f' with a king after it, the king goes between them (f left
        // a column empty) and f' moves on the same way. Each exchange moves
        // a Foot step later, so this ends, with every Foot step followed at
        // once by a king. A safe move home at B would have been P's only
        // move: f sends no card home and leaves no card carrying nothing
        // that did not before, so B has no safe move home that P had not.
        // On ten hard deals of three cards a turn, 3% to 6% faster.
        const bool putOff = child.step.kind == Step::Foot;
        if (!putOff)
            table_.insert(child.key);
        // The child's position: the parent's with the step played. A class
        // with a deadlocked position is lost (all its positions are): it is
        // left unexpanded, as the full pass leaves a dead position (see
        // solveWith()). The proof is asked as the full pass asks it, and
        // stops early where the parent's relaxation is known to bring
        // every card home (liveOnce(), staysLive()): that can only leave a
        // lost class unproved, never cut a won one.
        positions_.push_back(positions_.back());
        Placed& placed = positions_.back();
        const Placed& parent = positions_[positions_.size() - 2];
        std::array<Move, 2> moves;
        int count = 0;
        if (!playStep(placed.position, child.step, moves, count)) {
            result.why = "a class's step did not play";
            return Search::Stopped;
        }
        bool dead = false;
        if (child.step.ask) {
            const LiveOnce known = count == 1 && parent.live ? liveOnce(parent.position, moves[0], draw_) : LiveOnce {};
            dead = deadlocked(placed.position, draw_, true, &pairs_, known);
            placed.live = !dead;
        } else {
            placed.live = parent.live && count == 1 && staysLive(parent.position, moves[0], draw_);
        }
        if (dead) {
            positions_.pop_back(); // nothing to expand
        } else {
            frames_.push_back(child);
            Frame& pushed = frames_.back();
            pushed.first = static_cast<std::uint32_t>(children_.size());
            expand(pushed.at, sets, putOff);
            pushed.end = static_cast<std::uint32_t>(children_.size());
            pushed.next = pushed.first;
        }
        ++result.states;
        // A table this full will grow large: room for it at once (as the
        // full pass's, see kFullPassRoom).
        if (table_.size() == (std::size_t {1} << 16))
            table_.reserve(std::size_t {1} << 22);
        const bool clock = (result.states & 4095) == 0;
        if (compact::limitReached(limits, timer, clock, result))
            return Search::Stopped;
        if (clock && untilSeconds > 0 && timer.seconds() >= untilSeconds)
            return Search::Budget;
    }
}

// The end of a search that reached a decided class: its line, or (were
// the argument at the top of the file wrong) a stop that says why.
Search SetPass::finished(SolveResult& result, std::vector<Move>& line) const
{
    if (lineTo(line))
        return Search::Won;
    result.why = "a won class's line did not play";
    return Search::Stopped;
}

// Plays the steps on the stack out on the root position (see the top of
// the file) and finishes the game; false if a step cannot be played, which
// the argument above rules out.
bool SetPass::lineTo(std::vector<Move>& line) const
{
    line.clear();
    Position p = root_;
    for (std::size_t f = 1; f < frames_.size(); ++f) {
        std::array<Move, 2> moves;
        int count = 0;
        if (!playStep(p, frames_[f].step, moves, count))
            return false;
        line.insert(line.end(), moves.begin(), moves.begin() + count);
    }
    for (const Move& m : finishDecided(p))
        line.push_back(m);
    return true;
}

// Plays `step` on `p`, a position of the class it leaves, as the moves of
// the real game it stands for (one, or two when the cards on a card going
// home first move onto its twin), put in `moves`; false if it cannot be
// played, which the argument at the top of the file rules out.
bool SetPass::playStep(Position& p, const Step& step, std::array<Move, 2>& moves, int& count)
{
    count = 0;
    auto play = [&](const Move& m) {
        moves[static_cast<std::size_t>(count++)] = m;
        apply(p, m);
    };
    // A column other than `not` whose top takes `card`, or -1.
    auto landing = [&](Code card, int not_) {
        for (int col = 0; col < kColumns; ++col)
            if (col != not_ && p.fitsOn(card, col))
                return col;
        return -1;
    };
    auto talonSize = [&](Code card) {
        for (int i = 0; i < p.talonLength; ++i)
            if (p.talon[i] == card)
                return i + 1;
        return 0;
    };
    const Code card = step.card;
    switch (step.kind) {
    case Step::Home: {
        int col = -1, at = -1;
        for (int c = 0; c < kColumns && col < 0; ++c)
            for (int i = p.down[c]; i < p.length[c]; ++i)
                if (p.column[c][i] == card) {
                    col = c;
                    at = i;
                }
        if (col < 0)
            return false;
        if (at + 1 < p.length[col]) {
            int to = -1;
            for (int c = 0; c < kColumns; ++c)
                if (p.length[c] && p.top(c) == twinOf(card))
                    to = c;
            if (to < 0)
                return false;
            const int moved = p.length[col] - at - 1;
            play(Move {TableauTableau, static_cast<std::uint8_t>(col), static_cast<std::uint8_t>(to),
                static_cast<std::uint8_t>(moved), 0, p.column[col][at + 1]});
        }
        play(Move {TableauHome, static_cast<std::uint8_t>(col), 0, 1, 0, card});
        return true;
    }
    case Step::TalonHome: {
        const int q = talonSize(card);
        if (q == 0)
            return false;
        play(Move {TalonHome, static_cast<std::uint8_t>(q), 0, 1, 0, card});
        return true;
    }
    case Step::TalonLaid: {
        const int q = talonSize(card);
        const int to = landing(card, -1);
        if (q == 0 || to < 0)
            return false;
        play(Move {TalonTableau, static_cast<std::uint8_t>(q), static_cast<std::uint8_t>(to), 1, 0, card});
        return true;
    }
    case Step::HomeLaid: {
        const int to = landing(card, -1);
        if (to < 0)
            return false;
        play(Move {HomeTableau, 0, static_cast<std::uint8_t>(to), 1, 0, card});
        return true;
    }
    case Step::Uncover:
    case Step::Foot: {
        const int col = step.column;
        const int at = step.kind == Step::Uncover ? p.down[col] : 0;
        const int to = landing(card, col);
        if (at >= p.length[col] || p.column[col][at] != card || to < 0)
            return false;
        play(Move {TableauTableau, static_cast<std::uint8_t>(col), static_cast<std::uint8_t>(to),
            static_cast<std::uint8_t>(p.length[col] - at), 0, card});
        return true;
    }
    }
    return false;
}

} // namespace ct::klondike
