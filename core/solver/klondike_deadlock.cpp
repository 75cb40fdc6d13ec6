#include "solver/klondike_deadlock.h"

#include "patience/klondike.h"

#include <bit>

namespace ct {

KlondikeTableau klondikeTableauOf(const KlondikeState& state)
{
    KlondikeTableau t;
    auto code
        = [](Card card) { return static_cast<std::uint8_t>(static_cast<int>(card.suit) * 16 + card.rank); };
    const auto& piles = state.piles();
    for (int c = 0; c < KlondikeTableau::kColumns; ++c) {
        const Pile& pile = piles[static_cast<std::size_t>(KlondikeState::kFirstTableau + c)];
        t.length[c] = static_cast<std::uint8_t>(pile.size());
        for (std::size_t i = 0; i < pile.size(); ++i) {
            t.column[c][i] = code(pile.cards[i].card);
            if (!pile.cards[i].faceUp)
                t.down[c] = static_cast<std::uint8_t>(i + 1);
        }
        // The top card is always turned up in play (turning it is no choice).
        if (t.length[c] > 0 && t.down[c] == t.length[c])
            --t.down[c];
    }
    for (int f = KlondikeState::kFirstFoundation; f < KlondikeState::kFirstTableau; ++f) {
        const Pile& pile = piles[static_cast<std::size_t>(f)];
        if (!pile.empty())
            t.home[static_cast<std::size_t>(pile.top().card.suit)] = pile.top().card.rank;
    }
    // The talon in the order its cards come off the stock: the waste bottom
    // first, then the stock top first.
    const Pile& waste = piles[KlondikeState::kWaste];
    const Pile& stock = piles[KlondikeState::kStock];
    if (waste.size() + stock.size() <= KlondikeTableau::kTalonCapacity) {
        for (const PlacedCard& placed : waste.cards)
            t.talon[t.talonLength++] = code(placed.card);
        t.pos = t.talonLength;
        for (auto it = stock.cards.rbegin(); it != stock.cards.rend(); ++it)
            t.talon[t.talonLength++] = code(it->card);
        t.draw = static_cast<std::uint8_t>(state.drawCount());
    }
    return t;
}

bool klondikeFits(const KlondikeState& state)
{
    const auto& piles = state.piles();
    for (int c = 0; c < KlondikeTableau::kColumns; ++c)
        if (piles[static_cast<std::size_t>(KlondikeState::kFirstTableau + c)].size()
            > std::size_t {KlondikeTableau::kColumnCapacity})
            return false;
    return piles[KlondikeState::kWaste].size() + piles[KlondikeState::kStock].size()
        <= std::size_t {KlondikeTableau::kTalonCapacity};
}

bool klondikeDeadlocked(const KlondikeState& state, bool inTurn)
{
    return klondikeFits(state) && klondikeDeadlocked(klondikeTableauOf(state), inTurn);
}

// The argument. Take any line of play from the position and four kinds of
// event in it, for a card X: "X is a column's top" (at some moment), "X
// leaves the place it holds now" (only for cards on the columns), "X goes
// home", and for a column c, "c is empty" (at some moment). Every event
// that happens in the line has a reason among events that happened before
// it (or, for a run moving together, the move of the run's bottom card):
//
//  - X is a top: it is one now; or it is face down and every card above it
//    now has left its place (nothing can be laid on a face-down card, so the
//    cards above it are exactly those above it now, and it turns up as it
//    becomes the top); or it is face up with a card Z on it now and Z moves
//    off it on its own: Z goes home, or Z (alone or with the cards on it) is
//    laid on a top, or Z (a king) goes to an empty column. Until X is a top
//    nothing else can be laid on it, so Z stays the card on it, whether or
//    not X's run is moved meanwhile; once Z leaves it on its own, X is a
//    top. A card in the stock or the waste or on a foundation becomes a
//    top only by being laid on a column: on one of its bases (the two cards
//    of the other colour one rank higher) while that base is a top, or (a
//    king) on an empty column, and a talon card only once it can be brought
//    up (see reachable());
//  - X leaves its place by going home, by being laid (alone or at the
//    bottom of the cards moved) on a base while the base is a top, by going
//    (a king) to an empty column, or, when it is face up with a face-up card
//    below it, by riding on a run whose bottom card, below it, leaves (a
//    face-down card has only face-down cards below it, which cannot move
//    before it does);
//  - X goes home once the card one rank lower of its suit is home (an ace
//    needs nothing) and X can be taken: it is a top, or it is in the stock
//    or the waste and can be brought up: with one card a turn every talon
//    card can; with more (when the caller gives the talon's order) one not
//    within reach now only once another talon card has left, as
//    reachable() shows;
//  - a column is empty once every card on it now has left its place (its
//    bottom card leaves last, since it can only go with the cards on it) or
//    it is empty now.
//
// So every event of every line lies in the least set closed under those
// rules, read as "at some moment" and with no thought of order: the
// fixpoint computed below (every rule only asks for events, never for
// their absence, so the least fixpoint exists and a round-robin reaches
// it). If that set lacks "goes home" for some card, no line brings that card
// home, and the position cannot be won. The relaxation only adds events, so
// the answer is never "deadlocked" for a position that can be won.
//
// Unlike a relaxation that asks only whether a base is ever face up (which
// the engine had first), this one is not monotone along lines: laying a
// card on a base, or a king into an empty column, can take events away
// (the base is a top again only once that card leaves on its own; a
// column with a king at its bottom empties only if the king can go
// elsewhere). So the engine asks it at every position it reaches, as a
// prune, not only at the root.
namespace {

using Mask = std::uint64_t; // one bit per card code (suit * 16 + rank)

constexpr Mask kRanks = 0x3FFEULL; // ranks 1 to 13 of one suit
constexpr Mask kAllCards = kRanks | kRanks << 16 | kRanks << 32 | kRanks << 48;
constexpr Mask kAces = 0x2ULL | 0x2ULL << 16 | 0x2ULL << 32 | 0x2ULL << 48;
constexpr Mask kKings = kAces << 12;
constexpr Mask kLaneBase = 0x1ULL | 0x1ULL << 16 | 0x1ULL << 32 | 0x1ULL << 48;

Mask bit(int card)
{
    return Mask {1} << card;
}

// The cards with a base in `tops`: a black card of rank r has one where a
// red card of rank r + 1 is in it, and the other way round (suits C D H S:
// the lanes 16 and 32 are red).
Mask withBase(Mask tops)
{
    const Mask red = ((tops >> 16) | (tops >> 32)) & 0xFFFF;
    const Mask black = (tops | (tops >> 48)) & 0xFFFF;
    const Mask onRed = (red >> 1) & kRanks; // black cards
    const Mask onBlack = (black >> 1) & kRanks; // red cards
    return onRed | onRed << 48 | onBlack << 16 | onBlack << 32;
}

// What every relaxation of one tableau shares: each column's cards, the
// cards in the stock or the waste, those home now, the tops now.
struct Layout {
    std::array<Mask, KlondikeTableau::kColumns> cards {};
    Mask talon = 0; // the stock and the waste
    Mask homeNow = 0;
    Mask top = 0;
    bool empty = false;
    // Each column's face-up cards; for a face-up card, itself and the cards
    // on it, and the card under it if that is face up too (only those
    // entries are set).
    std::array<Mask, KlondikeTableau::kColumns> up {};
    std::array<Mask, 64> above;
    std::array<Mask, 64> under;
    // The cards with no face-up card under them: each leaves its place only
    // by going home or onto a base (or, a king, to an empty column).
    Mask fixedPlace = 0;
    // The talon cards within reach now (see reachable(); all of them unless
    // the talon's order is known and more than one card a turn); for each
    // talon card, those within reach once it has left: every card after it
    // and the one right before it (set only when reachNow is not the whole
    // talon).
    Mask reachNow = 0;
    std::array<Mask, 64> reachIfLeft;

    explicit Layout(const KlondikeTableau& t)
    {
        Mask onColumn = 0;
        for (int c = 0; c < KlondikeTableau::kColumns; ++c) {
            const auto& column = t.column[c];
            const int length = t.length[c], down = t.down[c];
            if (length == 0) {
                empty = true;
                continue;
            }
            top |= bit(column[length - 1]);
            Mask run = 0;
            for (int i = length - 1; i > down; --i) {
                run |= bit(column[i]);
                above[column[i]] = run;
                under[column[i]] = bit(column[i - 1]);
            }
            run |= bit(column[down]);
            above[column[down]] = run;
            under[column[down]] = 0;
            up[c] = run;
            fixedPlace |= bit(column[down]);
            for (int i = 0; i < down; ++i) {
                run |= bit(column[i]);
                fixedPlace |= bit(column[i]);
            }
            cards[c] = run;
            onColumn |= run;
        }
        for (int suit = 0; suit < 4; ++suit)
            homeNow |= (kRanks & ((Mask {2} << t.home[suit]) - 1)) << (16 * suit);
        talon = kAllCards & ~onColumn & ~homeNow;
        reachNow = talon;
        const int n = t.talonLength, draw = t.draw;
        if (draw > 1 && n > 0 && n <= KlondikeTableau::kTalonCapacity && t.pos <= n) {
            // As the engine's reachableWaste(): the waste top, each draw on
            // from it, and after the waste is turned over each draw from the
            // start; the last card either way.
            unsigned indices = 1u << (n - 1);
            if (t.pos > 0)
                indices |= 1u << (t.pos - 1);
            for (int q = t.pos + draw; q < n; q += draw)
                indices |= 1u << (q - 1);
            for (int q = draw; q < n; q += draw)
                indices |= 1u << (q - 1);
            Mask listed = 0, within = 0;
            int distinct = 0;
            for (int i = n - 1; i >= 0; --i) {
                const std::uint8_t card = t.talon[static_cast<std::size_t>(i)];
                reachIfLeft[card] = listed | (i > 0 ? bit(t.talon[static_cast<std::size_t>(i - 1)]) : 0);
                distinct += !(listed & bit(card));
                listed |= bit(card);
                if (indices >> i & 1)
                    within |= bit(card);
            }
            // (Only an order that lists exactly the talon's cards counts.)
            if (listed == talon && distinct == n)
                reachNow = within;
        }
    }
};

// The facts a relaxation has gathered so far, apart from those settle()
// works out again each time (the cards home, the cards that leave on their
// own).
struct Facts {
    Mask top;
    Mask leaves;
    bool empty;
};

// A record of one run of the relaxation, at each call of its settle(): the
// facts on the way in, and the cards home and leaving on their own that it
// worked out; and each look at a column: the settle() calls before it, and
// the column's cards that left on their own then. `complete`: every call is
// recorded.
struct Trace {
    static constexpr int kCapacity = 64;
    int count = 0;
    bool complete = true;
    std::array<Facts, kCapacity> before;
    std::array<Mask, kCapacity> home;
    std::array<Mask, kCapacity> alone;
    struct Look {
        std::uint8_t settled; // settle() calls before the look
        std::uint8_t column;
        Mask alone;
    };
    static constexpr int kLooks = 128;
    int looks = 0;
    std::array<Look, kLooks> look;
};

// Facts to start a run from (see relaxedHome()), with, for each column,
// the cards of it leaving on their own with which a look at it brings
// nothing the facts lack; `home`, cards known to go home in that run.
struct Start {
    const Facts* facts = nullptr;
    std::array<Mask, KlondikeTableau::kColumns> seen {};
    Mask home = 0;
};

// Where a run of the relaxation ended, once it reached its least fixpoint
// (`reached`; not when it stopped early): its facts, the cards home, and
// each column's cards leaving on their own at its last look at it. That is
// a Start for another run whose fixpoint holds this one's (see
// twinsNeedOneBase()).
struct End {
    bool reached = false;
    Facts facts {};
    std::array<Mask, KlondikeTableau::kColumns> seen {};
    Mask home = 0;
    Start start() const { return Start {&facts, seen, home}; }
};

// The least fixpoint of the rules above, with two kinds of card held back:
// a card in `noBase` leaves its place only by going home (not onto a base
// or an empty column; a talon card may come back from its foundation onto
// a base once home), a card in `frozen` never leaves it (nor goes home; a
// talon card is then never laid).
// With both empty it is the relaxation itself. Returns the cards that can
// go home, and in `topOut` those that can be a column's top.
//
// It may stop early once a card of `stopHome` can go home, or every card of
// `stopTops` (if any) can be a top: those only grow, so the caller learns
// what it asks, and the sets returned are then only part of the fixpoint.
//
// `start`, if given, holds facts the run may take as known: they must all
// be in this relaxation's fixpoint (see twinsNeedOneBase()), and so must
// what a look at each column brings with the cards it gives as leaving on
// their own there (a look at a column only adds what the newly leaving
// cards bring). The run then reaches the same fixpoint (it is
// the least one holding them, and the least one of all holds them), only
// sooner. `trace`, if given, records the run; `end`, if given, where it
// ended (see End). With `stopAlone` it stops as soon as that card leaves
// its place on its own, with `stopTop` as soon as that card is a top, and
// says so in `stoppedLive` (the home it returns is then only part of the
// fixpoint's; see LiveOnce).
// With more than one card a turn, a talon card that cannot be brought up now
// can be only once another talon card has left (been laid on a column or gone
// home): one before it in the talon's order, or the one right after it.
// Proof: while neither has happened, the card keeps its index i and the card
// at i + 1 stays after it, so it is the waste's top only when the waste holds
// i + 1 cards. A waste shrinks only by its top card leaving: to i + 1 cards
// only from i + 2 by the card at i + 1 leaving, and below that only by a
// card before it leaving; turning the waste over empties it. So the waste
// reaches i + 1 cards only by draws from a size it held below i + 1: from
// its size now (if that is at most i + 1) or from 0 after a turn-over, in
// steps of the draw, or by the last draw taking all the stock, which makes
// the card the last one of the talon (the card after it has left). Those are
// the cards within reach now (the engine's reachableWaste()).
//
// Adds to `reach` the talon cards within reach once the talon cards
// `newlyLeft` have left (every card after one that left, and the one right
// before it: Layout::reachIfLeft); true when that added any.
bool reachable(const Layout& layout, Mask newlyLeft, Mask& reach)
{
    Mask more = 0;
    for (; newlyLeft; newlyLeft &= newlyLeft - 1)
        more |= layout.reachIfLeft[static_cast<std::size_t>(std::countr_zero(newlyLeft))];
    if (!(more & ~reach))
        return false;
    reach |= more;
    return true;
}

Mask relaxedHome(const KlondikeTableau& t, const Layout& layout, Mask noBase, Mask frozen, Mask& topOut,
    Mask stopHome = 0, Mask stopTops = 0, const Start* start = nullptr, Trace* trace = nullptr,
    End* end = nullptr, Mask stopAlone = 0, Mask stopTop = 0, bool* stoppedLive = nullptr, Mask stopReach = 0)
{
    const auto& cards = layout.cards;
    const Mask talon = layout.talon, homeNow = layout.homeNow;

    Mask top = layout.top, leaves = 0, home = homeNow;
    bool empty = layout.empty;
    if (start && start->facts) {
        top |= start->facts->top;
        leaves = start->facts->leaves;
        empty = empty || start->facts->empty;
    }

    Mask alone = 0;
    // The talon cards within reach at some moment (all of them unless the
    // talon's order counts); the talon cards known to leave.
    Mask reach = layout.reachNow, left = 0;
    // The facts that follow from the tops: cards laid from the talon or the
    // foundations, the cards home, the cards that leave on their own. True
    // once every card can go home.
    auto settle = [&] {
        if (trace) {
            if (trace->count == Trace::kCapacity)
                trace->complete = false;
            else
                trace->before[static_cast<std::size_t>(trace->count)] = Facts {top, leaves, empty};
        }
        // The cards with a base among the tops, or a column to go to.
        Mask based = withBase(top) | (empty ? kKings : 0);
        // Laid from the talon or the foundations onto a top or an empty
        // column (again and again: a card so laid is a top for the next;
        // withBase() of a union is the union of withBase()).
        // Only the talon cards within reach at some moment (reachable()) are
        // laid or go home; which are depends on which talon cards leave, so
        // the rules are run again until it settles. (What is within reach
        // only grows with the facts, so it is kept from one call to the
        // next.)
        for (;;) {
            const Mask takable = (reach | homeNow) & ~frozen & ~(noBase & talon);
            for (Mask laid = based & takable & ~top; laid; laid = based & takable & ~top) {
                top |= laid;
                based |= withBase(laid);
            }
            // Home in suit order, once it can be taken: in each suit, the
            // ranks from the ace up to the first that cannot be taken (the
            // cards home now can). With bit 0 of each suit's lane set, the
            // lowest clear bit of the lane is the first rank missing; the
            // carries of the addition stay in the lane (bits 14 and 15 are
            // clear).
            const Mask chain = ((top | reach | homeNow) & kAllCards & ~frozen) | kLaneBase;
            const Mask firstMissing = ~chain & (chain + kLaneBase);
            home = (firstMissing - kLaneBase) & kAllCards;
            // A talon card in `noBase` leaves the talon only by going home;
            // from there it may come back onto a base.
            if (const Mask back = based & noBase & talon & home & ~top) {
                top |= back;
                based |= withBase(back);
                continue;
            }
            if (reach == talon)
                break;
            const Mask newlyLeft = (top | home) & talon & ~left;
            if (!newlyLeft)
                break;
            left |= newlyLeft;
            if (!reachable(layout, newlyLeft, reach))
                break;
        }
        // Leaves on its own: home, onto a top, or a king to an empty column.
        alone = (home | (based & ~noBase)) & ~frozen;
        if (trace && trace->count < Trace::kCapacity) {
            trace->home[static_cast<std::size_t>(trace->count)] = home;
            trace->alone[static_cast<std::size_t>(trace->count)] = alone;
            ++trace->count;
        }
        if (((alone & stopAlone) && (reach & stopReach) == stopReach) || (top & stopTop)) {
            *stoppedLive = true;
            if (trace)
                trace->complete = false;
            return true;
        }
        return home == kAllCards || (home & stopHome) || (stopTops && (top & stopTops) == stopTops);
    };
    // A column's part of the facts depends only on which of its cards leave
    // on their own: a column is looked at again only when that changed.
    std::array<Mask, KlondikeTableau::kColumns> seen {};
    if (start)
        seen = start->seen;
    if (settle()) {
        topOut = top;
        return home; // every card can go home: nothing more to learn
    }
    for (bool changed = true; changed;) {
        changed = false;
        for (int c = 0; c < KlondikeTableau::kColumns; ++c) {
            // (A column with none of its cards leaving on its own yet has
            // nothing to add: its face-up cards stay, the cards under them
            // are no tops.)
            if ((alone & cards[c]) == seen[c])
                continue;
            const Mask seenBefore = seen[c]; // their part is among the facts
            seen[c] = alone & cards[c];
            if (trace) {
                if (trace->looks == Trace::kLooks)
                    trace->complete = false;
                else
                    trace->look[static_cast<std::size_t>(trace->looks++)]
                        = Trace::Look {static_cast<std::uint8_t>(trace->count), static_cast<std::uint8_t>(c), seen[c]};
            }
            const Mask oldTop = top;
            const bool oldEmpty = empty;
            // The face-up cards that newly leave on their own: each takes
            // the cards on it along (up to a card held in place), and the
            // card under it is a top.
            for (Mask fresh = seen[c] & ~seenBefore & layout.up[c]; fresh; fresh &= fresh - 1) {
                const int card = std::countr_zero(fresh);
                Mask run = layout.above[static_cast<std::size_t>(card)];
                for (Mask held = frozen & run; held; held &= held - 1)
                    run &= ~layout.above[static_cast<std::size_t>(std::countr_zero(held))];
                leaves |= run;
                top |= layout.under[static_cast<std::size_t>(card)];
            }
            // The face-down cards, top down: each is a top once every card
            // above it has left.
            bool aboveAllLeave = (leaves & layout.up[c]) == layout.up[c];
            const auto& column = t.column[c];
            for (int i = t.down[c] - 1; i >= 0 && aboveAllLeave; --i) {
                const Mask card = bit(column[i]);
                top |= card;
                if (alone & card)
                    leaves |= card;
                else
                    aboveAllLeave = false;
            }
            if (aboveAllLeave)
                empty = true;
            // New tops or an empty column: settle() works out what follows
            // once the round over the columns is done (any order of the
            // rules reaches the same least fixpoint).
            if (top != oldTop || empty != oldEmpty)
                changed = true;
        }
        if (changed && settle()) {
            topOut = top;
            return home;
        }
    }
    // The least fixpoint: a round over the columns brought nothing new, so
    // each column was last looked at with the cards of it that leave on
    // their own now, and what that look brings is among the facts.
    if (end)
        *end = End {true, Facts {top, leaves, empty}, seen, home};
    topOut = top;
    return home;
}

// The relaxation has no order: a base that is a top at some moment may take
// any number of cards. Twins (the two cards of one rank and colour) that
// both must be laid on a base while only one base can be a top need it in
// turn, and that is asked here. Take twins X1 and X2, not kings, each on a
// column with nothing face up below it (face down, or the bottom card of
// its column's face-up run), or in the talon: such a card cannot ride on a
// card below it, so it leaves its place only by going home or by being laid
// on a base (B or B', the two cards of the other colour one rank higher).
// The proof needs four relaxations, each the one above with a card held
// back:
//
//  - if the relaxation in which X1 leaves its place only by going home
//    cannot bring every card home, every winning line lays X1 on a base
//    as it leaves its place (X1 going home first and coming back from the
//    foundation later is a line that relaxation allows: a card on a column
//    is a top before it goes home, and a talon card may be laid once home);
//    the same for X2;
//  - let t1 and t2 be those moments. If t1 < t2, every event before t2 has
//    its reason among earlier events, none of which is X2's leaving: so
//    every such event is in the relaxation in which X2 never leaves its
//    place (nor goes home). If one base, say B', is no top there, it is no
//    top before t2, so X1 (at t1) and X2 (at t2) are both laid on B. Then X1
//    leaves B between t1 and t2, on its own (a group that carries it
//    carries B too): by going home, since B' is no top before t2. So X1
//    goes home before t2, and that relaxation has X1 home;
//  - the same with X1 and X2 the other way round if t2 < t1.
//
// So when both twins must be laid on a base, and in the relaxation with X2
// held in place a base is never a top and X1 never goes home, and the same
// with X1 held in place and X2, no line wins.
//
// The four relaxations start from the run of the relaxation itself
// (`plain`, traced; it brought every card home). A run depends on the card
// held back only through the cards that leave on their own at each
// settle(): with X held in place, X is not among them (nor, then, among
// those that leave, nor home, nor the higher cards of its suit); with X
// laid on no base, X is among them only when it is home. X cannot ride on a
// card below it, so that is the whole difference (the cards home and the
// cards laid from the talon come from the tops alone, and X on a top but
// not home leaves the cards home as they are). X in the talon is among them
// whenever the plain run lays it (it has a base among the tops then) or it
// is home; held in place it is neither laid nor home, and laid on no base
// it is laid only once home, in the same settle() as the plain run lays
// it, so again nothing else differs (which talon cards can be brought up
// follows from the talon cards laid or home). So up to
// the first settle() at which the plain run had X among the cards that
// leave on their own (held in place), or had X so without X home (laid on
// no base), the restricted run is the plain run step by step, and the
// facts on the way into that settle() are facts of the restricted
// relaxation: it may start from them, and from the plain run's looks at the
// columns before it (a look depends on nothing but the column's cards that
// leave on their own, and X, which rides on no card, leaves in neither run
// before then). A plain run with no such settle() at all is the restricted
// run itself, and brought every card home.
Start startFor(const Trace& plain, Mask card, bool heldInPlace, bool& same)
{
    same = false;
    int k = 0;
    while (k < plain.count) {
        const auto i = static_cast<std::size_t>(k);
        const Mask differs = heldInPlace ? plain.alone[i] : plain.alone[i] & ~plain.home[i];
        if (differs & card)
            break;
        ++k;
    }
    if (k == plain.count) {
        same = plain.complete;
        --k;
    }
    Start start;
    if (k < 0)
        return start;
    start.facts = &plain.before[static_cast<std::size_t>(k)];
    if (k > 0)
        start.home = plain.home[static_cast<std::size_t>(k - 1)];
    for (int e = 0; e < plain.looks && plain.look[static_cast<std::size_t>(e)].settled <= k; ++e) {
        const Trace::Look& look = plain.look[static_cast<std::size_t>(e)];
        start.seen[look.column] = look.alone;
    }
    return start;
}

// Looks at the pairs in `which` (see TwinPairs: bit colour * 12 + rank -
// 1); returns the first that needs one base in turn, or -1.
// With `pairs`, each look at a hot pair uses up one of its looks left (see
// klondikeDeadlocked()), and the order of its twins comes from there.
int twinsNeedOneBase(const KlondikeTableau& t, const Layout& layout, const Trace& plain, std::uint32_t which,
    TwinPairs* pairs = nullptr)
{
    std::uint32_t* secondFirst = pairs ? &pairs->secondFirst : nullptr;
    // Each twin leaves its place only by going home or onto a base: a card
    // with nothing face up under it, or a talon card.
    const Mask fixedPlace = layout.fixedPlace | layout.talon;
    const Mask topNow = layout.top;
    for (; which; which &= which - 1) {
        const int pair = std::countr_zero(which);
        const int colour = pair / 12, rank = pair % 12 + 1;
        // Suits C D H S: black 0 and 3, red 1 and 2.
        const int a = colour == 0 ? 0 : 1, b = colour == 0 ? 3 : 2;
        const int baseA = colour == 0 ? 1 : 0, baseB = colour == 0 ? 2 : 3;
        const Mask x1 = bit(a * 16 + rank), x2 = bit(b * 16 + rank);
        if (!(fixedPlace & x1) || !(fixedPlace & x2))
            continue;
        const Mask bases = bit(baseA * 16 + rank + 1) | bit(baseB * 16 + rank + 1);
        // Tops now are tops in every relaxation: two of them leave the
        // twins a choice.
        if ((topNow & bases) == bases)
            continue;
        // `first` leaving first, `held` held in place until then: it
        // never goes home and a base is never a top. (The cards home at
        // the plain run's settle() before it parts from this one are
        // home in this one too: they may answer.)
        // (`end`: where the run with `held` held in place ended.)
        const auto stuckIfFirst = [&](Mask first, Mask held, End& end) {
            bool same = false;
            const Start start = startFor(plain, held, true, same);
            if ((start.home & first) || (start.facts && (start.facts->top & bases) == bases))
                return false;
            Mask top = 0;
            const Mask home = relaxedHome(t, layout, 0, held, top, first, bases, &start, nullptr, &end);
            return !(home & first) && (top & bases) != bases;
        };
        // `x` must be laid on a base: allowed to leave only by going
        // home, not every card goes home. It starts where the run with x
        // held in place ended (`heldEnd`), when that run reached its
        // fixpoint: every rule of that run is a rule of this one (holding
        // X in place forbids all that laying it on no base forbids, and
        // its going home too), so this one's least fixpoint holds that
        // one's facts; and a look at a column brings the same in both for
        // the same cards leaving on their own (X rides on no card, so a
        // card leaving never takes X along in either). So it may start
        // from them (see relaxedHome()), with far less left to work out
        // than from the plain run's facts before X leaves there.
        const auto needsABase = [&](Mask x, const End& heldEnd) {
            bool same = false;
            Start start = startFor(plain, x, false, same);
            if (same)
                return false;
            if (heldEnd.reached)
                start = heldEnd.start();
            Mask unused = 0;
            return relaxedHome(t, layout, x, 0, unused, 0, 0, &start) != kAllCards;
        };
        // Both twins stuck if first: which is asked first changes only the
        // cost. In a search the same pair fails the same way again and
        // again (draw 3 deal 438: 194,000 times the second of the two
        // failed after the first had run), so the twin that failed last
        // time is asked first (`secondFirst`).
        End held1, held2;
        const std::uint32_t me = 1u << pair;
        if (pairs && (pairs->hot & me)) {
            auto& left = pairs->looksLeft[static_cast<std::size_t>(pair)];
            if (left <= 1) {
                left = 0;
                pairs->hot &= ~me;
            } else {
                --left;
            }
        }
        const bool swap = secondFirst && (*secondFirst & me);
        const bool firstStuck = swap ? stuckIfFirst(x2, x1, held1) : stuckIfFirst(x1, x2, held2);
        if (!firstStuck)
            continue;
        const bool secondStuck = swap ? stuckIfFirst(x1, x2, held2) : stuckIfFirst(x2, x1, held1);
        if (!secondStuck) {
            if (secondFirst)
                *secondFirst ^= me;
            continue;
        }
        if (needsABase(x1, held1) && needsABase(x2, held2))
            return pair;
    }
    return -1;
}

} // namespace

bool klondikeDeadlocked(const KlondikeTableau& t, bool inTurn, TwinPairs* pairs, LiveOnce liveOnce)
{
    const Layout layout(t);
    Mask top = 0;
    // The ranks (not kings) whose twins of one colour both have nothing
    // face up under them and do not both have their bases on top now:
    // twinsNeedOneBase() looks at no others.
    const Mask fixed = layout.fixedPlace | layout.talon, tops = layout.top;
    const Mask blackTwins = fixed & (fixed >> 48) & ~(tops >> 17 & tops >> 33) & kRanks & ~kKings;
    const Mask redTwins = fixed >> 16 & fixed >> 32 & ~(tops >> 1 & tops >> 49) & kRanks & ~kKings;
    // As pairs (see TwinPairs).
    const auto candidates = static_cast<std::uint32_t>(blackTwins >> 1 | (redTwins >> 1) << 12);
    // In a search the pairs that prove positions lost are few and the same
    // again and again (draw 3 deal 475: 129,000 positions flagged by three
    // pairs of 24; deal 554: 407 by three), while a proof that flags
    // nothing looks at 12 pairs on average. So with `pairs` the pairs that
    // proved a loss before are looked at every time, the others only at one
    // proof in 64, where a pair that proves a loss joins them. Any pair that
    // is looked at and needs one base in turn proves the position lost (the
    // argument at twinsNeedOneBase() looks at one pair alone), so this only
    // leaves some lost positions unflagged, which the search then expands:
    // it stays exhaustive. Full passes of draw 3 deals 475, 484 and 747 take
    // 35 to 50% less time for 0.1% more positions; one proof in 16 or in 256
    // did about as well, and never looking at the others (but at the first
    // proof) let up to nine times as many positions through.
    //
    // A pair stays hot only while it keeps proving losses: once it has been
    // looked at kHotLooks times since its last, it is cold again (looked at
    // only in one proof of 64, where it may turn hot once more). Some pairs
    // prove a loss once in a few hundred looks and cost about a relaxation
    // each look: on draw 3 deal 1531, 2.26 million looks at three pairs
    // proved 13,252 positions lost. The same argument holds (a pair looked
    // at less only leaves lost positions unflagged). The full passes of
    // eight lost draw-3 deals (438, 475, 1531, 2094, 2621, 2947, 4764 and
    // 5684) took 7.56 s instead of 9.45 s in all (best of three), for 2%
    // to 7% more positions; 128 looks did as well, 1,024 less well (8.23 s).
    constexpr std::uint32_t kEveryPairEvery = 64;
    constexpr std::uint16_t kHotLooks = 256;
    std::uint32_t hot = candidates, rest = 0;
    if (pairs) {
        hot &= pairs->hot;
        if (pairs->asked++ % kEveryPairEvery == 0)
            rest = candidates & ~pairs->hot;
    }
    const Mask stopAlone = liveOnce.leaves ? bit(liveOnce.leaves) : 0;
    const Mask stopTop = liveOnce.top ? bit(liveOnce.top) : 0;
    const Mask stopReach = liveOnce.reach;
    bool stopped = false;
    if (!inTurn || !(hot | rest))
        return relaxedHome(t, layout, 0, 0, top, 0, 0, nullptr, nullptr, nullptr, stopAlone, stopTop,
                   &stopped, stopReach)
            != kAllCards
            && !stopped;
    Trace plain;
    if (relaxedHome(
            t, layout, 0, 0, top, 0, 0, nullptr, &plain, nullptr, stopAlone, stopTop, &stopped, stopReach)
            != kAllCards
        && !stopped)
        return true;
    if (!pairs)
        return twinsNeedOneBase(t, layout, plain, hot) >= 0;
    // The pair that proved the last loss first (the next positions the
    // search reaches are mostly close to that one), then the other hot
    // pairs, then the rest.
    const std::uint32_t last = hot & pairs->last;
    int found = last ? twinsNeedOneBase(t, layout, plain, last, pairs) : -1;
    if (found < 0 && (hot & ~last))
        found = twinsNeedOneBase(t, layout, plain, hot & ~last, pairs);
    if (found < 0 && rest)
        found = twinsNeedOneBase(t, layout, plain, rest, pairs);
    if (found < 0)
        return false;
    pairs->last = 1u << found;
    pairs->hot |= pairs->last;
    pairs->looksLeft[static_cast<std::size_t>(found)] = kHotLooks;
    return true;
}

} // namespace ct
