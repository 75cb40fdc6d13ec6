#include "solver/mill_solver.h"

#include <algorithm>
#include <array>

#include "patience/the_mill.h"
#include "solver/compact_search.h"
#include "solver/mill_position.h"

namespace ct {

using namespace mill;

mill::KeyTable::KeyTable()
{
    for (int d = 0; d <= kStockCapacity; ++d)
        dealt[static_cast<std::size_t>(d)] = compact::zobristValue(5000 + static_cast<std::uint64_t>(d));
    for (int c = 0; c <= kCentreSize; ++c)
        centre[static_cast<std::size_t>(c)] = compact::zobristValue(6000 + static_cast<std::uint64_t>(c));
    for (int i = 0; i < kStockCapacity; ++i)
        for (int card = 0; card < 14; ++card)
            waste[static_cast<std::size_t>(i)][static_cast<std::size_t>(card)] = compact::zobristValue(
                2000 + static_cast<std::uint64_t>(i) * 16 + static_cast<std::uint64_t>(card));
    for (int card = 0; card < 14; ++card)
        wing[static_cast<std::size_t>(card)] = compact::zobristValue(static_cast<std::uint64_t>(card));
    for (int i = 0; i < 28; ++i)
        angle[static_cast<std::size_t>(i)] = compact::zobristValue(1000 + static_cast<std::uint64_t>(i));
}

namespace {

constexpr std::uint8_t kFromWaste = kWings; // Move::from for the waste top
// The best-first measures' weights of a waste card above one wanted sooner.
constexpr std::array<int, 2> kWasteWeights {4, 0};

int rankAfter(int rank)
{
    return rank == kKing ? kAce : rank + 1;
}

enum class Kind : std::uint8_t { ToCentre, ToAngle, Transfer, Stock };

struct Move {
    Kind kind = Kind::Stock;
    std::uint8_t from = 0; // a wing, kFromWaste, or for a transfer an angle
    std::uint8_t to = 0; // an angle
};

// The search behind Rules::canLeave(): the positions reachable from one
// without a stock turn, taken as far as the questions need.
//
// Between turns a position is fixed by its foundations alone. Every move
// that takes a card home (or a King to an angle) brings the next waste
// card into play, so after m of them the cards in play are the wings and
// the top m + 1 waste cards of the start, less those gone home; a
// transfer takes none. So the search keeps only the foundations, m and
// the count of each rank in play, and folds the King piles as a set.
class Leaving {
public:
    void start(const Position& p)
    {
        if (++stamp_ == 0) {
            stamps_.fill(0);
            stamp_ = 1;
        }
        length_ = p.wasteLength;
        for (int i = 0; i < length_; ++i)
            waste_[static_cast<std::size_t>(i)] = p.waste[static_cast<std::size_t>(length_ - 1 - i)];
        State root;
        root.centre = p.centre;
        root.angle = p.angle;
        root.locked = p.locked;
        for (int w = 0; w < kWings; ++w)
            ++root.inPlay[p.wing[w]];
        if (length_ > 0)
            ++root.inPlay[waste_[0]];
        root.inPlay[0] = 0;
        stack_.clear();
        stack_.push_back(root);
        firstVisit(root);
        seen_ = 0;
        most_ = 0;
        unlimited_ = length_ == 0;
    }

    // The most cards found leaving the waste so far, searching on until
    // `wanted` do (the waste's length: no limit known).
    int most(int wanted)
    {
        while (most_ < wanted && !unlimited_ && !stack_.empty()) {
            const State q = stack_.back();
            stack_.pop_back();
            expand(q);
        }
        return unlimited_ ? length_ : most_;
    }

    static constexpr std::size_t kBudget = 512;

private:
    struct State {
        std::array<std::uint8_t, 14> inPlay {}; // cards of each rank in play
        std::array<std::uint8_t, kAngles> angle {};
        std::array<bool, kAngles> locked {};
        std::uint8_t centre = 0;
        std::uint8_t left = 0; // waste cards taken off, m
    };

    // A card of rank r goes home: the next waste card comes into play,
    // and a King goes on to an empty King pile, as the rules move it.
    void takeHome(State& s, int r) const
    {
        --s.inPlay[r];
        for (;;) {
            ++s.left;
            if (s.left >= length_)
                return; // every waste card has left
            const int next = waste_[s.left];
            int empty = 0;
            while (empty < kAngles && s.angle[empty] != 0)
                ++empty;
            if (next != kKing || empty == kAngles) {
                ++s.inPlay[next];
                return;
            }
            s.angle[empty] = 1;
        }
    }

    void push(const State& s)
    {
        if (s.left >= length_) {
            unlimited_ = true;
            return;
        }
        most_ = std::max<int>(most_, s.left);
        if (!firstVisit(s))
            return;
        if (++seen_ > kBudget) {
            unlimited_ = true;
            return;
        }
        stack_.push_back(s);
    }

    void expand(const State& q)
    {
        const int centre = centreWantsAt(q.centre);
        if (centre && q.inPlay[centre]) {
            State s = q;
            takeHome(s, centre);
            ++s.centre;
            s.locked.fill(false);
            push(s);
        }
        for (int a = 0; a < kAngles && !unlimited_; ++a) {
            const int height = q.angle[a];
            bool twin = false;
            for (int b = 0; b < a && !twin; ++b)
                twin = q.angle[b] == height && q.locked[b] == q.locked[a];
            if (twin || height == 0)
                continue;
            const int wants = angleWantsAt(height);
            if (wants && q.inPlay[wants]) {
                State s = q;
                takeHome(s, wants);
                ++s.angle[a];
                push(s);
            }
            // A transfer, where a card in play could follow it.
            if (height >= 2 && !q.locked[a] && angleTopAt(height) == centre && q.centre + 1 < kCentreSize
                && q.inPlay[rankAfter(centre)]) {
                State s = q;
                --s.angle[a];
                ++s.centre;
                s.locked[a] = true;
                push(s);
            }
        }
    }

    static constexpr int kSlotBits = 11;
    static constexpr std::size_t kSlots = std::size_t {1} << kSlotBits;
    static_assert(kSlots >= 4 * kBudget, "the set must stay at most a quarter full");
    // A set of states by their foundations (which fix the rest), the King
    // piles as a set; emptied by a new stamp.
    bool firstVisit(const State& s)
    {
        std::array<std::uint32_t, kAngles> piles {};
        for (int a = 0; a < kAngles; ++a)
            piles[a] = s.angle[a] * 2u + s.locked[a];
        // Sorted by a network of five exchanges.
        auto order = [&](int i, int j) {
            if (piles[i] > piles[j])
                std::swap(piles[i], piles[j]);
        };
        order(0, 1);
        order(2, 3);
        order(0, 2);
        order(1, 3);
        order(1, 2);
        const std::uint32_t key
            = ((((s.centre + 1u) * 28 + piles[0]) * 28 + piles[1]) * 28 + piles[2]) * 28 + piles[3];
        for (std::size_t i = (key * 0x9E3779B1u) >> (32 - kSlotBits);; i = (i + 1) & (kSlots - 1)) {
            if (stamps_[i] != stamp_) {
                stamps_[i] = stamp_;
                keys_[i] = key;
                return true;
            }
            if (keys_[i] == key)
                return false;
        }
    }

    std::array<std::uint8_t, kStockCapacity> waste_ {}; // the start's, from the top
    int length_ = 0;
    std::vector<State> stack_;
    std::array<std::uint32_t, kSlots> keys_ {};
    std::array<std::uint32_t, kSlots> stamps_ {};
    std::uint32_t stamp_ = 0;
    std::size_t seen_ = 0;
    int most_ = 0;
    bool unlimited_ = false;
};

class Rules final : public Bounds {
public:
    using Position = mill::Position;
    using Move = ct::Move;

    explicit Rules(const TheMillState& state)
        : Bounds(state)
    { }

    // The depth-first passes (the only ones that may answer "lost") ask
    // both bounds of each position just after a stock turn (and
    // compact::run() asks them of the root). It is dear: with it the
    // depth-first pass searches 160,000 to 390,000 positions a second
    // (deals 183, 215, 316 and 890; 130,000 to 180,000 before the floors
    // were passed on and the scans narrowed), where the other passes search
    // about 6 million, so the play-outs and most beams do without it (and
    // without the first bound, see generate()); the beams with proofs ask
    // it only of the positions they would keep (see solveTheMill()). But it
    // proves most
    // lost deals within a few hundred positions (deal 78 in 19, 86 in 130,
    // 91 in 10: all open at 10 s before): 51 of the 53 lost deals of
    // 1-1,000 at 1 s within 1,100 positions, the other two (598 and 689)
    // within 10,000 and 21,000, in the last depth-first pass.
    bool deadEnd(const Position& p) const { return p.fresh && closed(p); }
    bool provenLost(const Position& p) const { return closed(p); }

    // Both bounds, the stock-window bound asking canLeave() below.
    bool closed(const Position& p) const
    {
        leaving_.start(p);
        return windowClosed(p);
    }

    // Whether `cards` cards can leave the waste before the next stock turn.
    //
    // Each card played home, and each King moved to an angle, takes one
    // card off the waste: the waste top itself, or the one that refills
    // the wing it left. Nothing else does (a transfer moves a card between
    // foundations). So `cards` cards can leave only if some line of moves
    // without a turn makes that many of those moves. The lines are searched
    // exhaustively (Leaving), for as long as the questions ask (the search
    // goes on where the last question left it); past Leaving::kBudget
    // positions, or once the waste runs out, the answer is yes.
    //
    // Most positions just after a turn were left open only because the
    // bound let a deep waste card come up with no turn at all. The full
    // depth-first pass alone (CPU seconds, the same load): deal 316 is
    // lost in 293,459 positions and 1.35 s instead of 797,894 and 3.25 s,
    // 598 in 6,616 instead of 10,120, 215 in 56,794 instead of 59,434
    // (0.17 s either way); deal 548 in 4,663,227 positions instead of
    // 5,464,528 but 26.6 s instead of 24.0 s (the searches cost more
    // than they save there: a quarter of the time, most of it on the
    // questions answered no, each a whole search of some 30 positions).
    bool canLeave(int cards) const override { return leaving_.most(cards) >= cards; }

    // The automatic rules after every action, as TheMillState::settle()
    // plays them: Kings to the first empty angle (wings in order, then the
    // waste top), empty wings refilled from the waste top or else the stock.
    void settle(Position& p) const
    {
        for (bool changed = true; changed;) {
            changed = false;
            for (int a = 0; a < kAngles; ++a) {
                if (p.angle[a] != 0)
                    continue;
                int source = -1;
                for (int w = 0; w < kWings && source < 0; ++w)
                    if (p.wing[w] == kKing)
                        source = w;
                if (source >= 0)
                    p.wing[source] = 0;
                else if (p.wasteTop() == kKing)
                    p.popWaste();
                else
                    break;
                p.angle[a] = 1;
                changed = true;
            }
            for (int w = 0; w < kWings; ++w) {
                if (p.wing[w] != 0)
                    continue;
                if (p.wasteLength)
                    p.wing[w] = p.popWaste();
                else if (p.dealt < stockLength_)
                    p.wing[w] = stock_[p.dealt++];
                else
                    continue;
                changed = true;
            }
        }
    }

    bool followerAfter(const Position& p, int moved) const
    {
        if (p.centre + 1 >= kCentreSize)
            return false;
        const int wanted = rankAfter(moved);
        for (int w = 0; w < kWings; ++w)
            if (p.wing[w] == wanted)
                return true;
        return p.wasteTop() == wanted;
    }

    void generate(const Position& p, bool, std::vector<Move>& out) const
    {
        out.clear();
        // No proof is asked here: the depth-first passes ask deadEnd() of
        // every new position just after a stock turn before they come here
        // (and run() asks provenLost() of the root), and the beams and
        // play-outs, which only find wins, do better without the window
        // bound: a third of a beam's time went on it, and a dead line it
        // would have cut dies at the stock's end anyway. On deals 1-1,000 at
        // 1 s (with the beams by measures 1 and 0, see solveTheMill()): 926
        // won, 21 open without it, 921 and 26 with it.
        const int centre = p.centreWants();
        // The ranks some foundation takes (bit r): a source of any other
        // rank has no move, and is passed over at once (generate() took a
        // sixth of the time of the beams and play-outs).
        unsigned takes = 1u << centre;
        for (int a = 0; a < kAngles; ++a)
            if (p.angle[a] != 0)
                takes |= 1u << p.angleWants(a);
        takes &= ~1u; // no card
        // Sources: each rank once (wings holding the same rank are alike),
        // the waste top after the wings.
        std::array<bool, 14> seen {};
        for (int from = 0; from <= kWings; ++from) {
            const int card = from == kWings ? p.wasteTop() : p.wing[from];
            if (!((takes >> card) & 1u) || (from < kWings && seen[card]))
                continue;
            if (from < kWings)
                seen[card] = true;
            if (card == centre)
                out.push_back(Move {Kind::ToCentre, static_cast<std::uint8_t>(from), 0});
            // King piles showing the same card (and the same lock) are alike.
            for (int a = 0; a < kAngles; ++a) {
                if (p.angleWants(a) != card || p.angle[a] == 0)
                    continue;
                bool twin = false;
                for (int b = 0; b < a && !twin; ++b)
                    twin = p.angle[b] == p.angle[a] && p.locked[b] == p.locked[a];
                if (!twin)
                    out.push_back(
                        Move {Kind::ToAngle, static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(a)});
            }
        }
        for (int a = 0; a < kAngles; ++a) {
            if (p.angle[a] < 2 || p.locked[a] || p.angleTop(a) != centre || !followerAfter(p, centre))
                continue;
            bool twin = false;
            for (int b = 0; b < a && !twin; ++b)
                twin = p.angle[b] == p.angle[a] && !p.locked[b];
            if (!twin)
                out.push_back(Move {Kind::Transfer, static_cast<std::uint8_t>(a), 0});
        }
        if (p.dealt < stockLength_)
            out.push_back(Move {Kind::Stock, 0, 0});
    }

    void apply(Position& p, const Move& m) const
    {
        auto take = [&](int from) {
            if (from == kFromWaste)
                p.popWaste();
            else
                p.wing[from] = 0;
        };
        if (p.fresh) {
            p.anchor = p.serial;
            p.anchorDealt = p.dealt;
            p.kept = p.wasteLength;
        }
        p.fresh = m.kind == Kind::Stock;
        switch (m.kind) {
        case Kind::ToCentre:
            take(m.from);
            ++p.centre;
            p.locked.fill(false);
            break;
        case Kind::ToAngle:
            take(m.from);
            ++p.angle[m.to];
            break;
        case Kind::Transfer:
            --p.angle[m.from];
            ++p.centre;
            p.locked[m.from] = true;
            break;
        case Kind::Stock: p.pushWaste(stock_[p.dealt++]); break;
        }
        settle(p);
        // Cards leave the waste only from the top, and only a turn adds
        // one, first: so the least length on the way is the one now.
        p.kept = std::min(p.kept, p.wasteLength);
        p.serial = p.fresh ? nextSerial() : 0;
    }

    // The play-outs (compact::Search::playOuts) run until the stock is out;
    // a depth-first search of what is left takes over (measured on the
    // open deals of 1-100: better than stopping 5, 12 or 25 cards sooner).
    bool playedOut(const Position& p) const { return p.dealt >= stockLength_; }
    // The beam searches' levels (compact::Search::beam): the stock cards dealt.
    int level(const Position& p) const { return p.dealt; }
    // A play-out plays to the centre where it can (seven times in eight),
    // else a random card home or transfer, and turns the stock where
    // nothing plays, or now and then although something does: never, one
    // time in eight or one in four, by turns, and every other three
    // play-outs never while a card goes to the centre. The turns matter:
    // play-outs that always played where they could won none of 16 open
    // deals, these won 9. Varied play-outs win more deals between them.
    Move playOutMove(const Position&, const std::vector<Move>& moves, Rng& rng, std::uint64_t round) const
    {
        const bool click = moves.back().kind == Kind::Stock;
        const std::size_t plays = moves.size() - (click ? 1 : 0);
        const std::uint32_t hold = static_cast<std::uint32_t>(round % 3) * 2;
        const bool centre = moves.front().kind == Kind::ToCentre && rng.below(8) != 0;
        if (centre && (round / 3) % 2 == 1)
            return moves.front();
        if (plays == 0 || (click && rng.below(16) < hold))
            return moves.back();
        if (centre)
            return moves.front();
        return moves[rng.below(static_cast<std::uint32_t>(plays))];
    }

    bool won(const Position& p) const
    {
        return p.centre == kCentreSize && p.angle[0] == 13 && p.angle[1] == 13 && p.angle[2] == 13
            && p.angle[3] == 13;
    }

    // The wings are alike (any wing card is available; several empty wings
    // refill in order, which gives the same cards), and so are the King
    // piles with their locks: both are hashed as sets.
    std::uint64_t key(const Position& p) const { return keyOf(p, true); }
    std::uint64_t exactKey(const Position& p) const { return keyOf(p, false); }

    // Cards still to go home, twice, and each waste card lying above a card
    // the foundations want sooner, weighted by the variant's measure.
    int distance(const Position& p, int variant) const
    {
        int out = 2 * (kCentreSize - p.centre);
        for (int a = 0; a < kAngles; ++a)
            out += 2 * (13 - p.angle[a]);
        const int weight = kWasteWeights[static_cast<std::size_t>(variant)];
        if (weight == 0)
            return out;
        // soonest[r]: how many cards some foundation takes before one of rank r.
        std::array<int, 14> soonest {};
        soonest.fill(99);
        if (const int next = p.centreWants())
            for (int k = 0, r = next; k < 13; ++k, r = rankAfter(r))
                soonest[r] = std::min(soonest[r], k);
        for (int a = 0; a < kAngles; ++a)
            for (int k = 0, r = p.angleWants(a); r >= 1 && p.angle[a] > 0 && p.angle[a] < 13; ++k, --r)
                soonest[r] = std::min(soonest[r], k);
        int lowest = 99;
        for (int i = 0; i < p.wasteLength; ++i) {
            const int when = soonest[p.waste[i]];
            if (when > lowest)
                out += weight;
            lowest = std::min(lowest, when);
        }
        return out;
    }

private:
    mutable Leaving leaving_;

    std::uint64_t keyOf(const Position& p, bool fold) const
    {
        if (fold) {
            // The same key as below, from the tables and the waste's key.
            const KeyTable& table = keyTable();
            std::uint64_t sum = 0;
            for (int w = 0; w < kWings; ++w)
                sum += table.wing[p.wing[w]];
            for (int a = 0; a < kAngles; ++a)
                sum += table.angle[static_cast<std::size_t>(p.angle[a] * 2 + p.locked[a])];
            sum += compact::mix64((p.wasteLength ^ p.wasteKey) + 0x3117) + table.dealt[p.dealt]
                + table.centre[p.centre];
            return compact::mix64(sum);
        }
        std::uint64_t sum = 0;
        for (int w = 0; w < kWings; ++w)
            sum += compact::zobristValue(static_cast<std::uint64_t>(fold ? 0 : w + 1) * 16 + p.wing[w]);
        for (int a = 0; a < kAngles; ++a)
            sum += compact::zobristValue(
                1000 + static_cast<std::uint64_t>(fold ? 0 : a + 1) * 64 + p.angle[a] * 2 + p.locked[a]);
        std::uint64_t waste = p.wasteLength;
        for (int i = 0; i < p.wasteLength; ++i)
            waste ^= compact::zobristValue(2000 + static_cast<std::uint64_t>(i) * 16 + p.waste[i]);
        sum += compact::mix64(waste + 0x3117) + compact::zobristValue(5000 + p.dealt)
            + compact::zobristValue(6000 + p.centre);
        return compact::mix64(sum);
    }
};

bool fits(const TheMillState& state)
{
    const auto& piles = state.piles();
    if (piles[TheMillState::kStock].size() + piles[TheMillState::kWaste].size() > kStockCapacity)
        return false;
    for (int w = 0; w < kWings; ++w)
        if (piles[static_cast<std::size_t>(TheMillState::kFirstWing + w)].size() > 1)
            return false;
    return true;
}

// Positions laid out by hand may break what the engine assumes of a real
// game: the centre built from an ace up, each King pile from a King down.
bool regular(const TheMillState& state)
{
    const auto& piles = state.piles();
    const Pile& centre = piles[TheMillState::kCentre];
    for (std::size_t i = 0; i < centre.size(); ++i)
        if (centre.cards[i].card.rank != static_cast<int>(i % 13) + 1)
            return false;
    for (int a = 0; a < kAngles; ++a) {
        const Pile& pile = piles[static_cast<std::size_t>(TheMillState::kFirstAngle + a)];
        for (std::size_t i = 0; i < pile.size(); ++i)
            if (pile.cards[i].card.rank != kKing - static_cast<int>(i))
                return false;
    }
    return true;
}

bool positionOf(const TheMillState& state, Position& p)
{
    if (!fits(state) || !regular(state))
        return false;
    const auto& piles = state.piles();
    p.centre = static_cast<std::uint8_t>(piles[TheMillState::kCentre].size());
    for (int w = 0; w < kWings; ++w) {
        const Pile& pile = piles[static_cast<std::size_t>(TheMillState::kFirstWing + w)];
        p.wing[w] = pile.empty() ? 0 : pile.top().card.rank;
    }
    for (int a = 0; a < kAngles; ++a) {
        p.angle[a] = static_cast<std::uint8_t>(
            piles[static_cast<std::size_t>(TheMillState::kFirstAngle + a)].size());
        p.locked[a] = state.transferLocked(a);
    }
    for (const PlacedCard& placed : piles[TheMillState::kWaste].cards)
        p.pushWaste(placed.card.rank);
    return true;
}

} // namespace

SolveResult solveTheMill(const PatienceState& start, const SolveLimits& limits)
{
    compact::Plan plan;
    // A first depth-first pass of 5,000 positions: the stock's order
    // (stockWindowClosed()) proves most lost deals within a few hundred.
    // Then play-outs to 15% of the limit, beam searches to 74%, play-outs
    // again to 76% and the full depth-first pass for the last 24% (no
    // best-first pass). Deal 215 needs about 0.1 s of that pass (0.16 s
    // before reachedByStock() was made cheaper) and is proved lost at
    // 0.87 s, 654 is won by the beams at 0.55 s; with the beams to 76% as
    // before, 215 at 0.89 to 0.90 s. No verdict of 1-1,000 changed. The
    // last pass had 20% before that (beams to 78%): 215 was proved lost
    // at 0.96 s with 20%, 0.94 s with 22%.
    //
    // Each width of the beams is tried four times by measure 1, each time with
    // other noise, before it doubles: which positions the noise keeps decides
    // a hard deal more than the width does (deal 758, open at 30 s before, is
    // won at 0.17 s by one seed and not by others). On deals 1-1,000 at 1 s:
    // 930 won, 53 lost, 17 open, against 926, 53 and 21 before: 209, 398, 758,
    // 805 and 809 won, 684 (won at 0.29 s before) open. With the first
    // play-outs to 12%, 929 won and 18 open (630, won by them at 0.13 s, open
    // too); with that and each width once by measure 1 and once by measure 0
    // (as before), 928 and 19 (398 and 561 won); measure 1 once a width, 926
    // and 21; three times, 929 and 18. The second play-outs, with other random
    // numbers, win deals 227, 428 and 756 within milliseconds, and the last
    // pass needs 0.1 to 0.2 s for deals 598 and 689 (with it at 15%, 689 was
    // open by timing).
    //
    // Before: play-outs to 27.5% of the limit, beam searches to 77.5%,
    // play-outs again to 80% and the full depth-first pass for the last 20%
    // (no best-first pass). At 1 s that pass needs at most 0.17 s (deal
    // 366 won, 689 proved lost after 0.15 s); the beams keep their half
    // second, and the first play-outs, which win deals 359 and 756 after
    // 0.25 s, get the time both lost. Of the 13 deals open at 1 s and won
    // at 10 s before, the first play-outs win 359, 756, 129, 447, 952 and
    // 381 (0.25 to 1.6 s), the beams the other seven (2.9 to 4.4 s, 0.9
    // to 2.4 s into the beams): only the first two fit in 1 s. Before: play-outs to 20%, beams to 70%,
    // play-outs to 75%. On the 89 deals of 1-1,000 open at 1 s before the
    // stock's order was asked (measured before its floors): 50 lost, 5
    // won; with play-outs to 85% and best-first to 95% as before, 47 lost
    // and 3 won; with the beams to 55% and the last pass from 65%, 50 lost,
    // 2 won. Before: play-outs first
    // and beams to 70% left 87 open of 1-1,000 where the older passes alone
    // left 140: most deals are won by the first play-outs within
    // milliseconds, and the later ones go on with other random numbers
    // (deals 129 and 650, open without the first play-outs, were won at 0.8
    // and 0.7 s). The noise (six cards out) won 13 more of the 96 deals a
    // beam without it left open, against 8 with a noise of two cards.
    //
    // Each round of beams took measure 1 (cards out, with the noise), then
    // measure 0 (the waste's order at weight 4) at one width; the waste's
    // order at weights 10 and 20 is left out. At 1 s on deals 1-1,000 those
    // two won 4 deals where the other two won 67, and past 1 s measure 1
    // won 12 of the 15 deals the beams won at 10 and 30 s (widths 1,024 to
    // 16,384), measure 3 two and measure 0 one. With both changes (and no
    // window bound in the beams, see generate()) 926 won and 21 open,
    // against 918 and 29 (measure 1 alone: 925 and 22, but deal 768, won
    // by measure 0, open).
    //
    // After the first of each round's four beams, one beam with proofs at
    // an eighth of the round's width, at least 64 (Plan::proofBeamDivisor):
    // of the positions it would keep it drops those deadEnd() proves lost
    // (both window bounds) and keeps the next in rank. Such a beam takes 25
    // to 45 ms at width 64 and about 60 ms at 128 (some 5 microseconds a
    // position kept; the floors passed on through Bounds::bySerial_ made it
    // about 1.7 times faster), a plain one 2 to 40 ms at widths 64 to 1,024.
    // But the greedy measure fills a plain beam with positions already
    // lost: these beams win deals 241, 351, 388, 403, 467, 684 and 728 at
    // widths 64 and 128, open at 1 s before (351 and 467 open at 100 s, 684
    // won at 23.7 s and 241 at 46 s). On deals 1-1,000 at 1 s: 937 won, 54
    // lost, 9 open, against 930, 54 and 16 for main's binary run beside it;
    // no other verdict changed. The plain beams' wins come later (deal 654,
    // won by the first beam at width 2,048: 0.74 s instead of 0.48 s, near
    // the beams' end at 0.76 s; open in three runs of it alone on a loaded
    // machine). With the proof beam after the round's fourth beam instead
    // of its first: the same verdicts, 388 and 403 won at 0.6 s instead of
    // 0.49 s. With the proofs in every beam: those 7 won too, but 7 others
    // (209, 398, 619, 654, 693, 768 and 911, won by the plain beams at widths
    // 64 to 2,048) open. At a sixteenth of the width: 654 won at 0.71 s,
    // but 388 and 403 open; asking the proofs of only the first half of the
    // positions kept: 654 won at 0.26 s and 388 at 0.19 s, but 241, 403 and
    // 467 open.
    //
    // At width 1,024 the first and the fourth plain beam are left out
    // (seeds 16 and 19; the others keep theirs): of deals 1-1,000 at 1 s
    // they won none, the second won 398 and the third 961. Each took some
    // 35 ms, so the beam with proofs after the round's first beam wins 388
    // and 403 at 0.40 s instead of 0.50 s, and the first beam at width
    // 2,048 wins 654 at 0.60 s instead of 0.73 s (0.74 to 0.76 s before
    // reachedByStock() was made cheaper; 0.55 s with generate() made
    // cheaper too), well before the beams end. No other verdict changed.
    //
    plan.firstBudget = 5000;
    plan.bestFirstBudget = 0;
    plan.variants = static_cast<int>(kWasteWeights.size());
    plan.beamMeasures = {1, 1, 1, 1};
    plan.playOutsFirstShare = 0.15;
    plan.beamShare = 0.74;
    plan.playOutShare = 0.76;
    plan.beamNoise = 12;
    plan.proofBeamDivisor = 8;
    plan.beamsLeftOut = {16, 19};
    return compact::solve<Rules, TheMillState>(
        start, limits, plan, positionOf, [](const PatienceState&, const Move& m) {
            const int from = m.from == kFromWaste ? TheMillState::kWaste : TheMillState::kFirstWing + m.from;
            switch (m.kind) {
            case Kind::ToCentre: return PatienceState::move(from, TheMillState::kCentre);
            case Kind::ToAngle: return PatienceState::move(from, TheMillState::kFirstAngle + m.to);
            case Kind::Transfer:
                return PatienceState::move(TheMillState::kFirstAngle + m.from, TheMillState::kCentre);
            case Kind::Stock: break;
            }
            return PatienceState::stockClick();
        });
}

} // namespace ct
