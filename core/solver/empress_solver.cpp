#include "solver/empress_solver.h"

#include <algorithm>
#include <array>
#include <cstdlib>

#include "patience/empress_of_india.h"
#include "solver/compact_search.h"
#include "solver/empress_position.h"

namespace ct {

using namespace empress;

namespace {

// A card's stage (see empress_position.h), or 0 for a card that is never
// played.
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
    {2, Click::Never}, {0, Click::TalonsEmpty}, {0, Click::Anywhere}, {3, Click::Never},
    {1, Click::TalonsEmpty}, {4, Click::TalonsEmpty}, {3, Click::Anywhere}};
constexpr int kPassCount = static_cast<int>(std::size(kPasses));

class Rules : private Supply {
public:
    using Position = empress::Position;
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
            && (where == Click::Anywhere
                || (where == Click::TalonsEmpty && p.talonEmpty(0) && p.talonEmpty(1))))
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
