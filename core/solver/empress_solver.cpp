#include "solver/empress_solver.h"

#include <algorithm>
#include <array>
#include <cstdlib>

#include "patience/empress_of_india.h"
#include "solver/compact_search.h"

namespace ct {

namespace {

using Empress = EmpressOfIndiaState;

// A card in play is its colour, one of the colour's two suits and its stage:
// the place it takes on its foundation, 1 to 11 (a black 2 or a red queen is
// stage 1, a black king or a red ace stage 11). Within a colour a card's type
// is suit * 11 + stage - 1; twins of the four packs share it (no rule tells
// them apart).
constexpr int kStages = 11;
constexpr int kTypes = 2 * kStages; // per colour
constexpr int kSlots = Empress::kSlots;
constexpr int kMaxPairs = 2 * kSlots;
constexpr int kMaxStock = 176;

int stageOf(Card card)
{
    if (!card.isFrench())
        return 0;
    if (card.isBlack()) {
        if (card.rank >= 2 && card.rank <= kJack)
            return card.rank - 1;
        return card.rank == kKing ? kStages : 0;
    }
    if (card.rank == kQueen)
        return 1;
    return card.rank <= 10 ? 12 - card.rank : 0;
}

// The type of a card in play within its colour, or -1 for a card that is
// never played (a base, a black queen, a red jack).
int typeOf(Card card)
{
    const int stage = stageOf(card);
    if (stage == 0)
        return -1;
    const bool second = card.suit == Suit::Clubs || card.suit == Suit::Diamonds;
    return (second ? kStages : 0) + stage - 1;
}

// home[] index of a type's suit: spades, clubs, hearts, diamonds.
int homeOf(bool red, int type)
{
    return (red ? 2 : 0) + type / kStages;
}

// A locked pair: the red and the black card's types, and whether it lies in
// a Navy slot (the red card was laid on the black one: the Army slot was
// freed) or an Army slot.
using PairCode = std::uint16_t;
constexpr PairCode pairCode(int red, int black, bool navy)
{
    return static_cast<PairCode>((navy ? 1 << 10 : 0) | red << 5 | black);
}
int pairRed(PairCode code)
{
    return (code >> 5) & 31;
}
int pairBlack(PairCode code)
{
    return code & 31;
}
bool pairInNavy(PairCode code)
{
    return (code >> 10) & 1;
}

struct Position {
    std::array<std::uint8_t, kTypes> red {}; // unpaired Army cards of each type
    std::array<std::uint8_t, kTypes> black {}; // unpaired Navy cards of each type
    std::array<PairCode, kMaxPairs> pair {};
    std::uint8_t pairs = 0;
    std::uint8_t emptyArmy = 0; // slots with no card (for good once no card of their colour is left to come)
    std::uint8_t emptyNavy = 0;
    std::uint8_t dealt = 0; // stock cards turned so far
    // Each talon as a set: bit i stands for the colour's supply card i (the
    // talon's cards at the start, bottom first, then the colour's stock
    // cards in the order they are turned). A card goes onto a talon only
    // when it is turned, after every card there, and only the top leaves,
    // so the set gives the order, the highest bit on top.
    std::array<std::uint64_t, 2> talon[2] {}; // red, black
    // Each suit's four foundation heights (cards above the base), highest
    // first: spades, clubs, hearts, diamonds.
    std::array<std::array<std::uint8_t, 4>, 4> home {};

    bool fits(bool isRed, int type) const
    {
        const auto& h = home[static_cast<std::size_t>(homeOf(isRed, type))];
        const int below = type % kStages; // the height the card goes onto
        return h[0] == below || h[1] == below || h[2] == below || h[3] == below;
    }
    // How many cards of its suit must go home before a card of this type
    // fits: from the highest foundation still at or under its place.
    int wait(bool isRed, int type) const
    {
        const auto& h = home[static_cast<std::size_t>(homeOf(isRed, type))];
        const int below = type % kStages;
        for (int f = 0; f < 4; ++f)
            if (h[f] <= below)
                return below - h[f];
        return kStages; // all four copies home already: never out
    }
    void sendHome(bool isRed, int type)
    {
        auto& h = home[static_cast<std::size_t>(homeOf(isRed, type))];
        const int below = type % kStages;
        for (int f = 0; f < 4; ++f)
            if (h[f] == below) {
                ++h[f];
                for (int g = f; g > 0 && h[g] > h[g - 1]; --g)
                    std::swap(h[g], h[g - 1]);
                return;
            }
    }
    int cardsHome() const
    {
        int n = 0;
        for (const auto& h : home)
            n += h[0] + h[1] + h[2] + h[3];
        return n;
    }
    bool talonEmpty(int colour) const { return talon[colour][0] == 0 && talon[colour][1] == 0; }
};

// The moves: two unpaired cards home, a locked pair home, a lock, and the
// stock click that deals the rest onto the talons. No move is forced: a
// pair home looks harmless, but every move home takes one card of each
// colour, so a card sent home now may be the only partner some other card
// would have had later, and the two refills reorder what the talons give.
enum Kind : std::uint8_t { PlayFree, PlayPair, Lock, Deal };

struct Move {
    Kind kind = Deal;
    std::uint8_t red = 0; // types
    std::uint8_t black = 0;
    bool navy = false; // PlayPair: the pair's slot; Lock: the red card goes onto the black one
};

// Where the narrow moves offer the stock click (see generate()): wherever
// no pair can go home, only there once both talons are empty, or never.
enum class Click : std::uint8_t { Anywhere, TalonsEmpty, Never };

// The best-first passes, taken in turn: each a measure (see distance()) and
// where its narrow moves offer the stock click. The depth-first passes
// offer it anywhere.
struct BestFirstPass {
    int measure;
    Click click;
};
constexpr BestFirstPass kPasses[] = {{2, Click::TalonsEmpty}, {3, Click::TalonsEmpty}, {2, Click::Anywhere},
    {2, Click::Never}, {0, Click::TalonsEmpty}, {0, Click::Anywhere}, {3, Click::Never}, {1, Click::TalonsEmpty},
    {4, Click::TalonsEmpty}, {3, Click::Anywhere}};
constexpr int kPassCount = static_cast<int>(std::size(kPasses));

class Rules {
public:
    using Position = ct::Position;
    using Move = ct::Move;

    explicit Rules(const Empress& state)
    {
        const auto& piles = state.piles();
        // The supply sequences: each talon bottom first, then the stock in
        // the order it is turned.
        for (int colour = 0; colour < 2; ++colour)
            for (const PlacedCard& placed :
                piles[colour == 0 ? Empress::kRedTalon : Empress::kBlackTalon].cards)
                supply_[colour][supplyLength_[colour]++] = static_cast<std::uint8_t>(typeOf(placed.card));
        const Pile& stock = piles[Empress::kStock];
        for (std::size_t i = stock.size(); i > 0 && stockLength_ < kMaxStock; --i) {
            const Card card = stock.cards[i - 1].card;
            const int colour = card.isRed() ? 0 : 1;
            stockRed_[stockLength_] = colour == 0;
            stockType_[stockLength_] = static_cast<std::uint8_t>(typeOf(card));
            stockSupply_[stockLength_] = supplyLength_[colour];
            supply_[colour][supplyLength_[colour]++] = stockType_[stockLength_];
            ++stockLength_;
        }
        for (int i = stockLength_; i > 0; --i)
            for (int colour = 0; colour < 2; ++colour)
                left_[colour][i - 1] = left_[colour][i] + ((colour == 0) == stockRed_[i - 1]);
    }

    void generate(const Position& p, bool narrow, std::vector<Move>& out) const
    {
        generate(p, narrow, -1, out);
    }
    // The moves of best-first pass `variant` (-1: the depth-first passes).
    void generate(const Position& p, bool narrow, int variant, std::vector<Move>& out) const
    {
        out.clear();
        if (deadlocked(p))
            return; // lost: no move can help (see deadlocked())
        // Pairs home: two unpaired cards, or a locked pair.
        for (int r = 0; r < kTypes; ++r) {
            if (!p.red[r] || !p.fits(true, r))
                continue;
            for (int b = 0; b < kTypes; ++b)
                if (p.black[b] && p.fits(false, b))
                    out.push_back(
                        Move {PlayFree, static_cast<std::uint8_t>(r), static_cast<std::uint8_t>(b), false});
        }
        for (int i = 0; i < p.pairs; ++i) {
            const PairCode code = p.pair[i];
            if (!p.fits(true, pairRed(code)) || !p.fits(false, pairBlack(code)))
                continue;
            bool again = false; // a twin pair offered already
            for (int j = 0; j < i && !again; ++j)
                again = p.pair[j] == code;
            if (!again)
                out.push_back(Move {PlayPair, static_cast<std::uint8_t>(pairRed(code)),
                    static_cast<std::uint8_t>(pairBlack(code)), pairInNavy(code)});
        }
        // The timing proof (tooLate()) costs several times the rest, so it
        // is asked only where no pair can go home: there the locks that
        // dig for cards begin, and those are the lines it cuts.
        if (out.empty() && tooLate(p))
            return;
        // Narrow: the stock click wherever no pair can go home, in the
        // depth-first passes and some best-first ones; in others only once
        // both talons are empty (it then turns the rest of the stock onto
        // them, each colour's cards in reverse order, where before it
        // buries what a talon holds), or never. Offered everywhere, it makes
        // a third child of nearly every position the narrow passes reach,
        // and the passes dig a line of locks twice over, with it and
        // without; yet some deals need it early (deal 9 is won in 234
        // positions with it, and stays open at 1 s in passes without it).
        // On 108 hard deals of 1-1,000 (the 22 open at 1 s and the 86 won
        // after more than 0.1 s), with every best-first pass offering it
        // everywhere, once both talons are empty, or never: 88, 101 and 98
        // won (the last two winning different deals). On the 332 deals that
        // needed more than the first depth-first pass: 310 won as before,
        // 326 with the passes of kPasses.
        const Click where = narrow && variant >= 0 ? kPasses[variant % kPassCount].click : Click::Anywhere;
        if (p.dealt < stockLength_
            && (where == Click::Anywhere || (where == Click::TalonsEmpty && p.talonEmpty(0) && p.talonEmpty(1))))
            out.push_back(Move {Deal, 0, 0, false});
        // Locking two cards into a pair. Left out where no slot would be
        // refilled after it: the pair's two cards then only lose their
        // freedom. Proof: say the lock leaves its freed slot empty (no card
        // of that colour is left on the talon or in the stock, and none
        // ever comes: cards only leave the stock) and no other slot is
        // refilled. Any line from after the lock plays from before it, with
        // the pair's move home made as a play of the two unpaired cards
        // (both fit then): that play empties the Army and the Navy slot,
        // and the one of the freed colour stays empty as the lock's freed
        // slot did, so every refill turns the same cards. Every other move
        // of the line stays legal (nothing in it asks for the cards to be
        // locked), and the rules' loss (no pair home and no pairing left
        // to bring a card in) strikes no sooner with two more unpaired
        // cards.
        const bool supply[2]
            = {!p.talonEmpty(0) || left_[0][p.dealt] > 0, !p.talonEmpty(1) || left_[1][p.dealt] > 0};
        const bool pending = (p.emptyArmy && supply[0]) || (p.emptyNavy && supply[1]);
        if (!narrow) {
            for (int r = 0; r < kTypes; ++r) {
                if (!p.red[r])
                    continue;
                for (int b = 0; b < kTypes; ++b) {
                    if (!p.black[b])
                        continue;
                    for (int navy = 0; navy < 2; ++navy)
                        if (pending || supply[navy ? 0 : 1])
                            out.push_back(Move {
                                Lock, static_cast<std::uint8_t>(r), static_cast<std::uint8_t>(b), navy == 1});
                }
            }
            return;
        }
        // Narrow: no lock while a pair can go home (deals 1-100: 4 open
        // instead of 8; 101-200: 2 instead of 6); otherwise one lock, in each
        // direction that brings a card in: the two cards whose waits are
        // closest, the latest among those (they will fit at about the same
        // time, and nothing needs them soon). Offering the best two or three
        // instead left more deals open (deals 1-30: 3 open with one, 5 with
        // two, 7 with three).
        if (!out.empty() && out.front().kind != Deal)
            return;
        int bestScore = 0;
        Move best {};
        bool found = false;
        for (int r = 0; r < kTypes; ++r) {
            if (!p.red[r])
                continue;
            const int waitRed = p.wait(true, r);
            for (int b = 0; b < kTypes; ++b) {
                if (!p.black[b])
                    continue;
                const int waitBlack = p.wait(false, b);
                const int score = 64 * std::abs(waitRed - waitBlack) - waitRed - waitBlack;
                if (!found || score < bestScore) {
                    found = true;
                    bestScore = score;
                    best = Move {Lock, static_cast<std::uint8_t>(r), static_cast<std::uint8_t>(b), false};
                }
            }
        }
        for (int navy = 0; found && navy < 2; ++navy)
            if (pending || supply[navy ? 0 : 1]) {
                best.navy = navy == 1;
                out.push_back(best);
            }
    }

    // True when some card out can never go home, which proves the position
    // lost. A card of stage k goes home onto a foundation at height k - 1;
    // the highest foundation at or under k - 1 needs the fewest cards first
    // (those of the stages between), and any lower one needs those and more.
    // So in a relaxed game in which a card goes home as soon as some copy of
    // each of those stages could (any copy, on any foundation), an unpaired,
    // talon or stock card whenever that holds, and a locked pair when it
    // holds for both its cards, the cards that could ever go home are a
    // least fixpoint. Every card that goes home in a real line is in it: at
    // its move, its foundation was raised from a height it had here by
    // cards of each stage between, which went home earlier (and so are in
    // it, by induction over the line), and a locked card goes with its
    // partner, whose own foundation was raised the same way. A card out of
    // the fixpoint (such as a pair waiting on a card whose every copy is
    // locked to a card that waits on the pair) never goes home.
    static bool deadlocked(const Position& p)
    {
        std::array<std::array<std::uint8_t, kStages>, 4> free {};
        for (int s = 0; s < 4; ++s)
            for (int j = 0; j < kStages; ++j) {
                int home = 0;
                for (int f = 0; f < 4; ++f)
                    home += p.home[s][f] > j;
                free[s][j] = static_cast<std::uint8_t>(4 - home);
            }
        for (int i = 0; i < p.pairs; ++i) {
            --free[homeOf(true, pairRed(p.pair[i]))][pairRed(p.pair[i]) % kStages];
            --free[homeOf(false, pairBlack(p.pair[i]))][pairBlack(p.pair[i]) % kStages];
        }
        std::array<std::uint16_t, 4> can {}; // per suit, the stages (from 0) some copy of which could go home
        auto ready = [&](int s, int j) {
            int base = -1; // the highest foundation at or under j
            for (int f = 0; f < 4 && base < 0; ++f)
                if (p.home[s][f] <= j)
                    base = p.home[s][f];
            if (base < 0)
                return false;
            const unsigned need = ((1u << j) - 1) & ~((1u << base) - 1);
            return (can[s] & need) == need;
        };
        std::uint64_t pairsIn = 0;
        for (bool changed = true; changed;) {
            changed = false;
            for (int s = 0; s < 4; ++s)
                for (int j = 0; j < kStages; ++j)
                    if (free[s][j] && !(can[s] >> j & 1) && ready(s, j)) {
                        can[s] |= static_cast<std::uint16_t>(1u << j);
                        changed = true;
                    }
            for (int i = 0; i < p.pairs; ++i) {
                if (pairsIn >> i & 1)
                    continue;
                const int r = pairRed(p.pair[i]), b = pairBlack(p.pair[i]);
                const int sr = homeOf(true, r), sb = homeOf(false, b);
                if (ready(sr, r % kStages) && ready(sb, b % kStages)) {
                    pairsIn |= std::uint64_t {1} << i;
                    can[sr] |= static_cast<std::uint16_t>(1u << (r % kStages));
                    can[sb] |= static_cast<std::uint16_t>(1u << (b % kStages));
                    changed = true;
                }
            }
        }
        for (int s = 0; s < 4; ++s)
            for (int j = 0; j < kStages; ++j)
                if (free[s][j] && !(can[s] >> j & 1))
                    return true;
        return p.pairs > 0
            && pairsIn != (p.pairs == 64 ? ~std::uint64_t {0} : (std::uint64_t {1} << p.pairs) - 1);
    }

    // True when some colour cannot send a card home at every move left,
    // which proves the position lost. Call the moves home still to come
    // steps 1 to M (M cards of each colour are out; step k is the k-th move
    // home from here, and it sends one card of each colour).
    //
    // Slots run out: say R red and B black cards lie unpaired in the slots
    // now. An unpaired red card leaves only by going home (its Army slot
    // refilled: no change), into a pair in the Navy (its Army slot refilled:
    // no change) or into a pair in the Army (no refill: one fewer); a pair
    // in the Army going home lets one red card in (one more). So the pairs
    // made in the Army are at most R plus the Army pairs gone home, and as
    // only those pairs, plain moves home and Navy pairs gone home open a
    // Navy slot, at most R + (moves home made) black cards come in; alike
    // at most B + (moves home made) red cards. Before step k, then, at most
    // B + k - 1 red cards have come in.
    //
    // So each card out has a first step it could go home at, its release:
    // 1 for a card in a slot; for a card at depth d on its talon (1 the
    // top), d - B + 1 for red (every card above it comes in first), the
    // same with R for black. A card still in the stock goes onto its talon
    // under every card of its colour dealt after it, if the stock click
    // deals it; or comes straight into a slot of its colour, once its talon
    // (and every card of its colour turned before it) came in; or onto its
    // talon when a slot of the other colour turns it, once every card of
    // that colour on its talon or turned before it came in. Its release is
    // the earliest of the three.
    //
    // Within a suit, the i-th copy of a stage to go home (in time) goes
    // later than the i-th copy of the stage below (each foundation takes
    // every stage once, and the i-th copy of a stage needs a foundation at
    // its height, of which there are only as many as copies of the stage
    // below home beyond the copies of its own): so the i-th copy goes no
    // sooner than the i-th smallest release of the stage's copies, nor
    // than one step after the i-th copy of the stage below (chains, one per
    // foundation). A locked pair's two cards go at the same step, so each
    // gets the later of the two cards' bounds, a card's own bound being one
    // step after the first copy below it goes (unless a foundation already
    // waits for its stage); iterated up to four rounds (every round's
    // bounds hold, so stopping early only proves less). At step k exactly
    // k cards of a colour are home from here, each at a step no sooner than
    // its bound: if fewer than k of the colour's bounds are at most k, or a
    // pair's bound passes M, no line wins.
    bool tooLate(const Position& p) const
    {
        const int left = 16 * kStages - p.cardsHome();
        const int steps = left / 2;
        const int cap = steps + 1;
        // Empty slots waiting for a refill count as unpaired cards of
        // either colour (a slot is left empty only once its colour has no
        // card left to come, but a position may be set up otherwise).
        const int empty = p.emptyArmy + p.emptyNavy;
        int unpaired[2] = {empty, empty};
        for (int t = 0; t < kTypes; ++t) {
            unpaired[0] += p.red[t];
            unpaired[1] += p.black[t];
        }
        // Each type's unlocked copies' releases, per colour, kept sorted.
        using Copies = std::array<std::uint8_t, 4>;
        std::array<std::array<Copies, kTypes>, 2> release;
        std::array<std::array<std::uint8_t, kTypes>, 2> count {};
        auto insert = [](Copies& c, std::uint8_t& n, int step) {
            if (n >= 4)
                return;
            int at = n++;
            for (; at > 0 && c[at - 1] > step; --at)
                c[at] = c[at - 1];
            c[at] = static_cast<std::uint8_t>(step);
        };
        for (int colour = 0; colour < 2; ++colour) {
            const int other = unpaired[1 - colour];
            auto add = [&](int type, int step) {
                insert(release[colour][type], count[colour][type], std::clamp(step, 1, cap));
            };
            const auto& slot = colour == 0 ? p.red : p.black;
            for (int t = 0; t < kTypes; ++t)
                for (int k = 0; k < slot[t]; ++k)
                    add(t, 1);
            int depth = 0;
            for (int word = 1; word >= 0; --word)
                for (std::uint64_t bits = p.talon[colour][word]; bits;) {
                    const int bit = 63 - __builtin_clzll(bits);
                    bits &= ~(std::uint64_t {1} << bit);
                    ++depth;
                    add(supply_[colour][word * 64 + bit], depth - other + 1);
                }
            const int otherTalon = __builtin_popcountll(p.talon[1 - colour][0])
                + __builtin_popcountll(p.talon[1 - colour][1]);
            int before = 0, beforeOther = 0;
            const int total = left_[colour][p.dealt];
            for (int i = p.dealt; i < stockLength_; ++i) {
                if (stockRed_[i] != (colour == 0)) {
                    ++beforeOther;
                    continue;
                }
                const int dealtOnto = total - before + 1 - other; // by the stock click
                const int straight = depth + before + 2 - other; // by a slot of its colour
                const int turned = otherTalon + beforeOther + 1 - unpaired[colour]; // by one of the other colour
                add(stockType_[i], std::min({dealtOnto, straight, turned}));
                ++before;
            }
        }
        // Copies of each stage home, per suit.
        std::array<std::array<std::uint8_t, kStages>, 4> homeCount;
        for (int s = 0; s < 4; ++s)
            for (int j = 0; j < kStages; ++j) {
                int home = 0;
                for (int f = 0; f < 4; ++f)
                    home += p.home[s][f] > j;
                homeCount[s][j] = static_cast<std::uint8_t>(home);
            }
        std::array<std::uint8_t, kMaxPairs> together {};
        for (int i = 0; i < p.pairs; ++i)
            together[i] = 1;
        std::array<std::array<std::array<std::uint8_t, kStages>, 4>, 4> chain; // per suit, foundation, stage
        // Each round's bounds hold whether or not the next round would
        // raise them, so a few rounds are enough.
        for (int round = 0; round < 4; ++round) {
            for (int colour = 0; colour < 2; ++colour) {
                auto copies = release[colour];
                auto n = count[colour];
                for (int i = 0; i < p.pairs; ++i) {
                    const int t = colour == 0 ? pairRed(p.pair[i]) : pairBlack(p.pair[i]);
                    insert(copies[t], n[t], together[i]);
                }
                std::array<std::uint8_t, 92> atStep {};
                for (int half = 0; half < 2; ++half) {
                    const int s = (colour == 0 ? 2 : 0) + half;
                    const auto& h = p.home[s];
                    for (int j = 0; j < kStages; ++j) {
                        const int t = half * kStages + j;
                        const int home = homeCount[s][j];
                        if (4 - home != n[t])
                            return false; // not a whole game (cannot happen)
                        for (int f = home; f < 4; ++f) {
                            int step = copies[t][f - home];
                            if (j > h[f])
                                step = std::max(step, chain[s][f][j - 1] + 1);
                            step = std::min(step, cap);
                            chain[s][f][j] = static_cast<std::uint8_t>(step);
                            ++atStep[step];
                        }
                    }
                }
                int ready = 0;
                for (int k = 1; k <= steps; ++k)
                    if ((ready += atStep[k]) < k)
                        return true;
            }
            // A card's own bound: one step after the first copy of the
            // stage below goes, unless a foundation waits at its height.
            auto own = [&](bool isRed, int type, int step) {
                const int s = homeOf(isRed, type), j = type % kStages;
                const int home = homeCount[s][j];
                if (j == 0 || homeCount[s][j - 1] > home)
                    return step;
                return std::max(step, chain[s][home][j - 1] + 1);
            };
            bool grew = false;
            for (int i = 0; i < p.pairs; ++i) {
                const int step = std::min(cap,
                    std::max(own(true, pairRed(p.pair[i]), together[i]), own(false, pairBlack(p.pair[i]), together[i])));
                if (step > together[i]) {
                    together[i] = static_cast<std::uint8_t>(step);
                    grew = true;
                }
            }
            if (!grew)
                break;
        }
        for (int i = 0; i < p.pairs; ++i)
            if (together[i] > steps)
                return true;
        return false;
    }

    // The root's proofs (generate() asks them at every position too).
    bool provenLost(const Position& p) const { return deadlocked(p) || tooLate(p); }

    void apply(Position& p, const Move& m) const
    {
        switch (m.kind) {
        case PlayFree:
            --p.red[m.red];
            --p.black[m.black];
            p.sendHome(true, m.red);
            p.sendHome(false, m.black);
            ++p.emptyArmy;
            ++p.emptyNavy;
            break;
        case PlayPair: {
            const PairCode code = pairCode(m.red, m.black, m.navy);
            for (int i = 0; i < p.pairs; ++i)
                if (p.pair[i] == code) {
                    p.pair[i] = p.pair[--p.pairs];
                    break;
                }
            p.sendHome(true, m.red);
            p.sendHome(false, m.black);
            ++(m.navy ? p.emptyNavy : p.emptyArmy);
            break;
        }
        case Lock:
            --p.red[m.red];
            --p.black[m.black];
            p.pair[p.pairs++] = pairCode(m.red, m.black, m.navy);
            ++(m.navy ? p.emptyArmy : p.emptyNavy);
            break;
        case Deal:
            while (p.dealt < stockLength_) {
                const int colour = stockRed_[p.dealt] ? 0 : 1;
                setBit(p.talon[colour], stockSupply_[p.dealt]);
                ++p.dealt;
            }
            break;
        }
        // The rules' refills: every empty Army slot, then every empty Navy
        // slot, each from its talon or else by turning the stock.
        while (p.emptyArmy && refill(p, 0))
            --p.emptyArmy;
        while (p.emptyNavy && refill(p, 1))
            --p.emptyNavy;
    }

    bool won(const Position& p) const { return p.cardsHome() == 16 * kStages; }

    std::uint64_t key(const Position& p) const
    {
        std::uint64_t sum = 0;
        for (int t = 0; t < kTypes; ++t)
            sum += compact::zobristValue(static_cast<std::uint64_t>(1000 + t * 32 + p.red[t]))
                + compact::zobristValue(static_cast<std::uint64_t>(2000 + t * 32 + p.black[t]));
        for (int i = 0; i < p.pairs; ++i)
            sum += compact::zobristValue(5000 + p.pair[i]);
        for (int colour = 0; colour < 2; ++colour)
            for (int w = 0; w < 2; ++w)
                sum += compact::mix64(p.talon[colour][w]
                    + static_cast<std::uint64_t>(0x7A1 + colour * 2 + w) * 0x9E3779B97F4A7C15ULL);
        sum += compact::zobristValue(9000 + p.dealt);
        for (int s = 0; s < 4; ++s) {
            const auto& h = p.home[s];
            sum += compact::zobristValue(
                static_cast<std::uint64_t>(20000 + s * 20736 + ((h[0] * 12 + h[1]) * 12 + h[2]) * 12 + h[3]));
        }
        return compact::mix64(sum);
    }
    std::uint64_t exactKey(const Position& p) const { return key(p); }

    // The measure of best-first pass `pass` (kPasses): cards out, twice, and
    // for each locked pair one more and how far apart its two cards' waits
    // are (measure 1: twice that). Measure 2 adds, for each foundation, how
    // many cards of its colour come before the next card it wants (none
    // when a copy is unpaired in a slot, the partner's wait when the first
    // copy is locked), up to eight; measures 3 and 4 twice and three times
    // that. (Deals 1-1,000: 35 open with measures 0-2, 28 with 0-3, 25 with
    // 0-4 and 25 with 0-5.)
    int distance(const Position& p, int pass) const
    {
        // The passes take the measures in the order of kPasses: with the
        // timing proof cutting dead lines, the reach measures (2 and 3)
        // find wins soonest. (On 104 hard deals, the reach measure first,
        // then 0, 1, 3 and 4, passes from 20,000 positions and the whole
        // time limit for them won 74 against 66 for the order 0-4, and lost
        // none of the 66; passes from 40,000 positions won one more of
        // deals 1-1,000.)
        const int variant = kPasses[pass % kPassCount].measure;
        int out = 2 * (16 * kStages - p.cardsHome());
        for (int i = 0; i < p.pairs; ++i) {
            const PairCode code = p.pair[i];
            out += (variant == 1 ? 2 : 1)
                    * std::abs(p.wait(true, pairRed(code)) - p.wait(false, pairBlack(code)))
                + 1;
        }
        if (variant >= 2)
            out += (variant - 1) * reach(p);
        return out;
    }

    int reach(const Position& p) const
    {
        constexpr int kFar = 8;
        std::array<std::array<std::uint8_t, kTypes>, 2> cost;
        for (int colour = 0; colour < 2; ++colour) {
            auto& c = cost[colour];
            const auto& slot = colour == 0 ? p.red : p.black;
            for (int t = 0; t < kTypes; ++t)
                c[t] = slot[t] ? 0 : kFar;
            int depth = 0;
            for (int word = 1; word >= 0 && depth < kFar; --word)
                for (std::uint64_t bits = p.talon[colour][word]; bits && depth < kFar; ++depth) {
                    const int bit = 63 - __builtin_clzll(bits);
                    bits &= ~(std::uint64_t {1} << bit);
                    auto& at = c[supply_[colour][word * 64 + bit]];
                    at = std::min<std::uint8_t>(at, static_cast<std::uint8_t>(depth));
                }
            for (int i = p.dealt; i < stockLength_ && depth < kFar; ++i)
                if (stockRed_[i] == (colour == 0)) {
                    auto& at = c[stockType_[i]];
                    at = std::min<std::uint8_t>(at, static_cast<std::uint8_t>(depth++));
                }
        }
        for (int i = 0; i < p.pairs; ++i) {
            const PairCode code = p.pair[i];
            const int r = pairRed(code), b = pairBlack(code);
            cost[0][r] = std::min<std::uint8_t>(
                cost[0][r], static_cast<std::uint8_t>(std::min(kFar, p.wait(false, b))));
            cost[1][b] = std::min<std::uint8_t>(
                cost[1][b], static_cast<std::uint8_t>(std::min(kFar, p.wait(true, r))));
        }
        int out = 0;
        for (int s = 0; s < 4; ++s)
            for (int f = 0; f < 4; ++f) {
                const int h = p.home[s][f];
                if (h < kStages)
                    out += cost[s >= 2 ? 0 : 1][(s & 1) * kStages + h];
            }
        return out;
    }

private:
    static void setBit(std::array<std::uint64_t, 2>& set, int bit)
    {
        set[bit >> 6] |= std::uint64_t {1} << (bit & 63);
    }

    // Fills one slot of the colour (0 red, 1 black); false when no card of
    // the colour is left.
    bool refill(Position& p, int colour) const
    {
        auto& talon = p.talon[colour];
        if (talon[0] || talon[1]) {
            const int word = talon[1] ? 1 : 0;
            const int bit = 63 - __builtin_clzll(talon[word]);
            talon[word] &= ~(std::uint64_t {1} << bit);
            const int type = supply_[colour][word * 64 + bit];
            ++(colour == 0 ? p.red : p.black)[type];
            return true;
        }
        while (p.dealt < stockLength_) {
            const int at = p.dealt++;
            const int cardColour = stockRed_[at] ? 0 : 1;
            if (cardColour == colour) {
                ++(colour == 0 ? p.red : p.black)[stockType_[at]];
                return true;
            }
            setBit(p.talon[cardColour], stockSupply_[at]);
        }
        return false;
    }

    std::array<std::array<std::uint8_t, 128>, 2> supply_ {};
    std::array<int, 2> supplyLength_ {};
    std::array<bool, kMaxStock> stockRed_ {};
    std::array<std::uint8_t, kMaxStock> stockType_ {};
    std::array<std::uint8_t, kMaxStock> stockSupply_ {}; // the card's place in its colour's supply
    std::array<std::array<std::uint8_t, kMaxStock + 1>, 2>
        left_ {}; // cards of each colour in the stock from a point on
    int stockLength_ = 0;
};

bool positionOf(const Empress& state, Position& p)
{
    const auto& piles = state.piles();
    // Four foundations per suit, each founded.
    std::array<int, 4> founded {};
    for (int f = 0; f < Empress::kFoundations; ++f) {
        const Pile& pile = piles[static_cast<std::size_t>(Empress::kFirstFoundation + f)];
        if (pile.empty())
            return false;
        const Card top = pile.top().card;
        const Card base = pile.cards.front().card;
        const bool red = base.isRed();
        if (red != top.isRed() || base.suit != top.suit || (red ? base.rank != kKing : base.rank != kAce))
            return false;
        const int s = (red ? 2 : 0) + (top.suit == Suit::Clubs || top.suit == Suit::Diamonds ? 1 : 0);
        if (founded[s] == 4)
            return false;
        p.home[s][founded[s]++] = static_cast<std::uint8_t>(stageOf(top));
    }
    for (auto& h : p.home)
        std::sort(h.begin(), h.end(), std::greater<>());
    // The slots: an unpaired card of the slot's colour, or a locked pair
    // (the slot's own colour under the other).
    for (int group = 0; group < 2; ++group)
        for (int i = 0; i < kSlots; ++i) {
            const Pile& pile = piles[static_cast<std::size_t>(
                (group == 0 ? Empress::kFirstArmy : Empress::kFirstNavy) + i)];
            const bool ownRed = group == 0;
            if (pile.empty()) {
                ++(group == 0 ? p.emptyArmy : p.emptyNavy);
                continue;
            }
            if (pile.size() > 2)
                return false;
            const Card bottom = pile.cards[0].card;
            if (bottom.isRed() != ownRed || typeOf(bottom) < 0)
                return false;
            if (pile.size() == 1) {
                ++(ownRed ? p.red : p.black)[static_cast<std::size_t>(typeOf(bottom))];
                continue;
            }
            const Card top = pile.cards[1].card;
            if (top.isRed() == ownRed || typeOf(top) < 0 || p.pairs >= kMaxPairs)
                return false;
            const Card red = ownRed ? bottom : top;
            const Card black = ownRed ? top : bottom;
            p.pair[p.pairs++] = pairCode(typeOf(red), typeOf(black), group == 1);
        }
    // The talons and the stock: only cards in play, each of its talon's colour.
    int supply[2] = {0, 0};
    for (int colour = 0; colour < 2; ++colour) {
        const Pile& talon = piles[colour == 0 ? Empress::kRedTalon : Empress::kBlackTalon];
        for (const PlacedCard& placed : talon.cards) {
            if (placed.card.isRed() != (colour == 0) || typeOf(placed.card) < 0)
                return false;
            const int bit = supply[colour]++;
            p.talon[colour][static_cast<std::size_t>(bit >> 6)] |= std::uint64_t {1} << (bit & 63);
        }
    }
    const Pile& stock = piles[Empress::kStock];
    if (stock.size() > static_cast<std::size_t>(kMaxStock))
        return false;
    for (const PlacedCard& placed : stock.cards) {
        if (typeOf(placed.card) < 0)
            return false;
        ++supply[placed.card.isRed() ? 0 : 1];
    }
    return supply[0] <= 128 && supply[1] <= 128;
}

// The slot of a group holding an unpaired card of a type, or a locked pair.
int findSlot(const Empress& state, bool navy, int single, int red = -1, int black = -1)
{
    const auto& piles = state.piles();
    for (int i = 0; i < kSlots; ++i) {
        const int slot = (navy ? Empress::kFirstNavy : Empress::kFirstArmy) + i;
        const Pile& pile = piles[static_cast<std::size_t>(slot)];
        if (single >= 0 && pile.size() == 1 && typeOf(pile.top().card) == single)
            return slot;
        if (single < 0 && pile.size() == 2) {
            const Card bottom = pile.cards[0].card;
            const Card top = pile.cards[1].card;
            if (typeOf(navy ? top : bottom) == red && typeOf(navy ? bottom : top) == black)
                return slot;
        }
    }
    return -1;
}

} // namespace

SolveResult solveEmpressOfIndia(const PatienceState& start, const SolveLimits& limits)
{
    compact::Plan plan;
    plan.narrow = true;
    plan.firstBudget = 20000;
    plan.bestFirstBudget = 2000000;
    // Under a time limit the best-first passes take it all: the last
    // depth-first pass over every move never ended on a whole deal.
    plan.bestFirstShare = 1.0;
    plan.variants = kPassCount;
    // Each pass goes on where it stopped (on the 108 hard deals of the note
    // in generate(), with the old narrow moves: 87 won against 86), so the
    // passes may start small at no cost: from 20,000 positions, the 332
    // deals that needed more than the first depth-first pass (same note)
    // were won alike, in 31 s of CPU time against 36 from 40,000.
    plan.firstBestFirstBudget = 20000;
    plan.resumeBestFirst = true;
    plan.bestFirstMemory = std::size_t {1} << 30; // shared by the ten passes
    return compact::solve<Rules, Empress>(
        start, limits, plan, positionOf, [](const PatienceState& now, const Move& m) {
            const auto& state = static_cast<const Empress&>(now);
            switch (m.kind) {
            case PlayFree:
                return Empress::pairPlay(findSlot(state, false, m.red), findSlot(state, true, m.black));
            case PlayPair: {
                const int slot = findSlot(state, m.navy, -1, m.red, m.black);
                if (auto home = now.foundationMove(slot))
                    return *home;
                return PatienceState::move(slot, Empress::kFirstFoundation);
            }
            case Lock: {
                const int army = findSlot(state, false, m.red);
                const int navy = findSlot(state, true, m.black);
                return m.navy ? PatienceState::move(army, navy) : PatienceState::move(navy, army);
            }
            case Deal: break;
            }
            return PatienceState::stockClick();
        });
}

} // namespace ct
