// The Empress of India's proofs of a lost position, which the solver's engine
// (empress_solver.cpp) asks at every position: the relaxed game's deadlock and
// the timing proof.
#include "solver/empress_position.h"

#include <algorithm>
#include <array>

namespace ct::empress {

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
bool deadlocked(const Position& p)
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
bool Supply::tooLate(const Position& p) const
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
        const int otherTalon
            = __builtin_popcountll(p.talon[1 - colour][0]) + __builtin_popcountll(p.talon[1 - colour][1]);
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
                std::max(own(true, pairRed(p.pair[i]), together[i]),
                    own(false, pairBlack(p.pair[i]), together[i])));
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

} // namespace ct::empress
