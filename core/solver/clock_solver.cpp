#include "solver/clock_solver.h"

#include <array>

#include "patience/the_clock.h"
#include "solver/compact_search.h"

namespace ct {

namespace {

using compact::Code;
using compact::rankOf;
using compact::suitOf;

constexpr int kHours = TheClockState::kHours;
constexpr int kPacketCapacity = 40;
constexpr int kWasteCapacity = 64;
constexpr int kStockCapacity = 104;
// The best-first measures' weights: of a waste card above a card of its
// suit wanted sooner (`waste`), or above one of another suit wanted sooner
// (`wasteAny`); of a packet card above a card of its suit wanted sooner
// (`packet`), or above any card wanted sooner (`packetAny`); and of each
// packet card (`perCard`; a card in the stock or the waste counts once).
// Which measure suits a deal varies a great deal (one finds a win within a
// few thousand positions where another finds none in a million), so the
// passes take them in turn. The first four weigh cards out most; the
// others weigh the cards in the way most, which won 16 of 20 deals the
// first four left open at 1 s, and lost some the first four win.
struct Weights {
    int waste;
    int packet;
    int packetAny;
    int perCard;
    int wasteAny;
};
constexpr std::array<Weights, 11> kWeights {{
    {10, 1, 1, 1, 0},
    {10, 1, 0, 2, 0},
    {20, 1, 1, 1, 0},
    {20, 1, 0, 2, 0},
    {10, 1, 1, 0, 0},
    {4, 1, 0, 2, 0},
    {4, 1, 1, 1, 0},
    {20, 3, 0, 2, 0},
    {10, 1, 1, 1, 2},
    {20, 3, 1, 1, 0},
    {10, 0, 1, 1, 0},
}};

int rankAfter(int rank)
{
    return rank == kKing ? kAce : rank + 1;
}
int rankBefore(int rank)
{
    return rank == kAce ? kKing : rank - 1;
}

struct Position {
    std::array<std::array<Code, kPacketCapacity>, kHours> packet {};
    std::array<std::uint8_t, kHours> length {};
    std::array<std::uint8_t, kHours> top {}; // the rank on each hour's foundation
    std::array<Code, kWasteCapacity> waste {};
    std::uint8_t wasteLength = 0;
    std::uint8_t dealt = 0; // stock cards dealt so far, to the packets or the waste

    Code packetTop(int p) const { return length[p] ? packet[p][length[p] - 1] : Code {0}; }
};

enum class Kind : std::uint8_t { PacketHome, WasteHome, Marry, Stock };

struct Move {
    Kind kind = Kind::Stock;
    std::uint8_t from = 0; // a packet
    std::uint8_t to = 0; // an hour - 1, or a packet
};

class Rules {
public:
    using Position = ct::Position;
    using Move = ct::Move;

    explicit Rules(const TheClockState& state)
    {
        for (int h = 0; h < kHours; ++h) {
            suit_[h] = static_cast<int>(TheClockState::baseCard(h + 1).suit);
            hoursOf_[suit_[h]].push_back(h);
        }
        const Pile& stock = state.piles()[TheClockState::kStock];
        for (std::size_t i = stock.size(); i > 0; --i)
            stock_[stockLength_++] = compact::codeOf(stock.cards[i - 1].card);
    }

    int stockLength() const { return stockLength_; }

    bool closed(const Position& p, int h) const { return p.top[h] == h + 1; }
    bool accepts(const Position& p, int h, Code card) const
    {
        return suitOf(card) == suit_[h] && !closed(p, h) && rankOf(card) == rankAfter(p.top[h]);
    }
    // How many open foundations still need a card of `suit` and `rank`:
    // with two packs, how many such cards are still out.
    int needed(const Position& p, int suit, int rank) const
    {
        int count = 0;
        for (int h = 0; h < kHours; ++h) {
            if (suit_[h] != suit || closed(p, h))
                continue;
            // The ranks from after the top up to the hour, with wrap.
            for (int r = rankAfter(p.top[h]);; r = rankAfter(r)) {
                if (r == rank) {
                    ++count;
                    break;
                }
                if (r == h + 1)
                    break;
            }
        }
        return count;
    }

    // A card going home is forced when (1) no other foundation will ever
    // want a card of its face (its twin is home or a base already), and it
    // is the waste's top, or (2) no card could ever be laid on it (both
    // cards one rank lower in its suit are home or bases: packets build
    // down in suit) and (3) lifting it leaves its packet three cards or more
    // (or the stock is empty), so no packet turns short. (Nothing is ever
    // laid on a waste card, and the waste refills nothing.)
    //
    // Proof that this loses no win. Let L win from the position P; in L the
    // card C goes to its one foundation H at some point, and nothing goes
    // on H before it. Play C home first, then L, skipping L's moves of C.
    // Until L moves C, P' (after the move) holds L's position with C lifted
    // out: C is only ever a pile's top in L (nothing is laid on it, by
    // (2)), so every other card is where it is in L, every top card of L
    // but C is a top card in P', and each move of L but those of C is
    // legal in P' too: a card bound for home finds its foundation as in L
    // (H alone differs, and L lays nothing on H before C); a marriage finds
    // its target on top, and a target of three cards or more in L while
    // the stock lasts holds as many in P' unless C lies on it, in which
    // case L's target is C itself (excluded by (2)) or below C (not a top).
    // A packet that holds C in L holds one card fewer in P'; by (3) it is
    // short in P' only when it is short in L (C in the waste is in no
    // packet; C laid by L on a packet of three or more leaves three or
    // more), so every stock click refills the same packets with the same
    // cards, or turns the same card, as in L. When L plays C home the two
    // positions are equal. So the line wins.
    bool forcedHome(const Position& p, Code card, bool fromWaste, int packetLength) const
    {
        if (needed(p, suitOf(card), rankOf(card)) != 1)
            return false;
        if (fromWaste)
            return true;
        return needed(p, suitOf(card), rankBefore(rankOf(card))) == 0
            && (p.dealt == stockLength_ || packetLength >= 4);
    }

    // A position no line can win: some card X can only ever leave its pile
    // for the foundations (it is in the waste, whose cards go nowhere else,
    // or in a packet while both cards it could be laid on are home or
    // bases), every foundation that wants X wants a card of the face of Y
    // before it, and every card of that face still out lies under X in the
    // same pile. Then X can go home only after one of those cards, which
    // can leave only after X: neither ever goes home. A deadlock stays one
    // (nothing is ever put under a card), so it is looked for at every
    // position and the search never goes past one.
    bool deadlocked(const Position& p) const
    {
        using Mask = std::uint16_t;
        // out[s][r]: cards of the face still out; wanted[s][r]: some open
        // foundation wants the face; first[s][r]: the faces every
        // foundation that wants (s, r) wants before it.
        std::array<std::array<std::int8_t, 14>, 4> out {};
        std::array<std::array<Mask, 14>, 4> first;
        for (auto& suit : first)
            suit.fill(0x3FFE);
        for (int h = 0; h < kHours; ++h) {
            if (closed(p, h))
                continue;
            const int s = suit_[h];
            Mask before = 0;
            for (int r = rankAfter(p.top[h]);; r = rankAfter(r)) {
                ++out[s][r];
                first[s][r] &= before;
                before |= static_cast<Mask>(1u << r);
                if (r == h + 1)
                    break;
            }
        }
        auto stuckPile = [&](const Code* pile, int length, bool onlyHome) {
            // under[s][y]: cards of the face below the card looked at;
            // allUnder[s]: the faces with every card still out below it.
            std::array<std::array<std::int8_t, 14>, 4> under {};
            std::array<Mask, 4> allUnder {};
            for (int i = 0; i < length; ++i) {
                const int suit = suitOf(pile[i]);
                const int rank = rankOf(pile[i]);
                if (i > 0 && (onlyHome || out[suit][rankAfter(rank)] == 0)
                    && (allUnder[suit] & first[suit][rank]))
                    return true;
                if (++under[suit][rank] >= out[suit][rank])
                    allUnder[suit] |= static_cast<Mask>(1u << rank);
            }
            return false;
        };
        if (stuckPile(p.waste.data(), p.wasteLength, true))
            return true;
        for (int q = 0; q < kHours; ++q)
            if (stuckPile(p.packet[q].data(), p.length[q], false))
                return true;
        return false;
    }

    // A relaxed game in which a card leaves its pile whenever every card
    // above it can leave, a packet card can also always be laid on a card
    // of the face above it once one such card could be on top of a packet
    // or the stock still holds one, the stock's cards come out whenever
    // wanted, and a foundation takes a card whenever some card of each face
    // it wants first can go home. Its least fixpoint says which cards could
    // ever go home; a card that cannot even there proves the position lost.
    //
    // Faces are bits of one mask per suit (bit r for rank r).
    bool hopeless(const Position& p) const
    {
        using Mask = std::uint16_t;
        constexpr Mask kAllRanks = 0x3FFE;
        std::array<Mask, 4> out {}; // faces some open foundation still wants
        for (int h = 0; h < kHours; ++h) {
            if (closed(p, h))
                continue;
            for (int r = rankAfter(p.top[h]);; r = rankAfter(r)) {
                out[suit_[h]] |= static_cast<Mask>(1u << r);
                if (r == h + 1)
                    break;
            }
        }
        // home: some card of the face can go home (or none is out).
        // packetTop: a card of the face could be a packet's top.
        std::array<Mask, 4> home {}, packetTop {}, stock {};
        for (int s = 0; s < 4; ++s)
            home[s] = static_cast<Mask>(kAllRanks & ~out[s]);
        for (int i = p.dealt; i < stockLength_; ++i)
            stock[suitOf(stock_[i])] |= static_cast<Mask>(1u << rankOf(stock_[i]));
        packetTop = stock;
        // canGo: faces a foundation takes once every face it wants before
        // them can go home: the first face not yet home of each foundation.
        std::array<Mask, 4> canGo {};
        auto reach = [&](int s) {
            canGo[s] = home[s];
            for (int h : hoursOf_[s]) {
                if (closed(p, h))
                    continue;
                for (int r = rankAfter(p.top[h]);; r = rankAfter(r)) {
                    if (!((home[s] >> r) & 1)) {
                        canGo[s] |= static_cast<Mask>(1u << r);
                        break;
                    }
                    if (r == h + 1)
                        break;
                }
            }
        };
        auto goHome = [&](int s, Mask faces) {
            home[s] |= faces;
            reach(s);
        };
        for (int s = 0; s < 4; ++s)
            reach(s);
        for (bool changed = true; changed;) {
            changed = false;
            // Stock cards come whenever wanted.
            for (int s = 0; s < 4; ++s)
                while (const Mask add = static_cast<Mask>(stock[s] & canGo[s] & ~home[s])) {
                    goHome(s, add);
                    changed = true;
                }
            // Pile cards reached from the top.
            auto walk = [&](const Code* pile, int length, bool packet) {
                for (int i = length - 1; i >= 0; --i) {
                    const Code card = pile[i];
                    const int s = suitOf(card), r = rankOf(card);
                    const Mask bit = static_cast<Mask>(1u << r);
                    if (packet && !(packetTop[s] & bit)) {
                        packetTop[s] |= bit;
                        changed = true;
                    }
                    const bool goes = canGo[s] & bit;
                    if (goes && !(home[s] & bit)) {
                        goHome(s, bit);
                        changed = true;
                    }
                    const bool leaves = packet ? (goes || ((packetTop[s] >> rankAfter(r)) & 1)) : goes;
                    if (!leaves)
                        return;
                }
            };
            walk(p.waste.data(), p.wasteLength, false);
            for (int q = 0; q < kHours; ++q)
                walk(p.packet[q].data(), p.length[q], true);
        }
        for (int s = 0; s < 4; ++s)
            if (home[s] != kAllRanks)
                return true;
        return false;
    }

    void generate(const Position& p, bool, std::vector<Move>& out) const
    {
        out.clear();
        if (deadlocked(p) || hopeless(p))
            return;
        const bool stockLeft = p.dealt < stockLength_;
        // Home first: a forced move alone.
        for (int from = 0; from <= kHours; ++from) {
            const bool fromWaste = from == kHours;
            const Code card
                = fromWaste ? (p.wasteLength ? p.waste[p.wasteLength - 1] : Code {0}) : p.packetTop(from);
            if (!card)
                continue;
            for (int h = 0; h < kHours; ++h) {
                if (!accepts(p, h, card))
                    continue;
                const Move move {fromWaste ? Kind::WasteHome : Kind::PacketHome,
                    static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(h)};
                if (forcedHome(p, card, fromWaste, fromWaste ? 0 : p.length[from])) {
                    out.assign(1, move);
                    return;
                }
                out.push_back(move);
            }
        }
        for (int from = 0; from < kHours; ++from) {
            const Code card = p.packetTop(from);
            if (!card)
                continue;
            for (int to = 0; to < kHours; ++to) {
                if (to == from || p.length[to] == 0
                    || (stockLeft && p.length[to] < TheClockState::kPacketSize))
                    continue;
                const Code onto = p.packetTop(to);
                if (suitOf(onto) == suitOf(card) && rankOf(card) == rankBefore(rankOf(onto)))
                    out.push_back(
                        Move {Kind::Marry, static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(to)});
            }
        }
        if (stockLeft)
            out.push_back(Move {Kind::Stock, 0, 0});
    }

    void apply(Position& p, const Move& m) const
    {
        switch (m.kind) {
        case Kind::PacketHome:
            --p.length[m.from];
            p.top[m.to] = static_cast<std::uint8_t>(rankAfter(p.top[m.to]));
            break;
        case Kind::WasteHome:
            --p.wasteLength;
            p.top[m.to] = static_cast<std::uint8_t>(rankAfter(p.top[m.to]));
            break;
        case Kind::Marry: p.packet[m.to][p.length[m.to]++] = p.packet[m.from][--p.length[m.from]]; break;
        case Kind::Stock: {
            bool refill = false;
            for (int q = 0; q < kHours; ++q)
                refill = refill || p.length[q] < TheClockState::kPacketSize;
            if (!refill) {
                p.waste[p.wasteLength++] = stock_[p.dealt++];
                break;
            }
            for (int q = 0; q < kHours; ++q)
                while (p.length[q] < TheClockState::kPacketSize && p.dealt < stockLength_)
                    p.packet[q][p.length[q]++] = stock_[p.dealt++];
            break;
        }
        }
    }

    bool won(const Position& p) const
    {
        for (int h = 0; h < kHours; ++h)
            if (!closed(p, h))
                return false;
        return true;
    }

    // While the stock lasts the packets are refilled in order, so each has
    // its place; once it is empty they are alike and hashed as a set.
    std::uint64_t key(const Position& p) const { return keyOf(p, p.dealt == stockLength_); }
    std::uint64_t exactKey(const Position& p) const { return keyOf(p, false); }

    // Cards in the stock and the waste once, packet cards `perCard` times,
    // and the weights above for cards lying above cards wanted sooner.
    int distance(const Position& p, int variant) const
    {
        const Weights& w = kWeights[static_cast<std::size_t>(variant)];
        int out = stockLength_ - p.dealt + p.wasteLength;
        const auto soon = soonestTable(p);
        auto soonest = [&](Code card) { return soon[suitOf(card)][rankOf(card)]; };
        // A waste card above a card of its suit that its foundations want
        // sooner can only wait: weigh such pairs heavily.
        std::array<int, 4> lowest {99, 99, 99, 99};
        int any = 99;
        for (int i = 0; i < p.wasteLength; ++i) {
            const int s = suitOf(p.waste[i]);
            const int when = soonest(p.waste[i]);
            if (when > lowest[s])
                out += w.waste;
            else if (when > any)
                out += w.wasteAny;
            lowest[s] = std::min(lowest[s], when);
            any = std::min(any, when);
        }
        for (int q = 0; q < kHours; ++q) {
            lowest = {99, 99, 99, 99};
            any = 99;
            for (int i = 0; i < p.length[q]; ++i) {
                out += w.perCard;
                const int s = suitOf(p.packet[q][i]);
                const int when = soonest(p.packet[q][i]);
                if (lowest[s] < when)
                    out += w.packet;
                if (any < when)
                    out += w.packetAny;
                lowest[s] = std::min(lowest[s], when);
                any = std::min(any, when);
            }
        }
        return out;
    }

private:
    // For each face, how many cards the foundations that want it need
    // before it, at the fewest (99: none wants it).
    std::array<std::array<int, 14>, 4> soonestTable(const Position& p) const
    {
        std::array<std::array<int, 14>, 4> soon;
        for (auto& suit : soon)
            suit.fill(99);
        for (int h = 0; h < kHours; ++h) {
            if (closed(p, h))
                continue;
            int k = 0;
            for (int r = rankAfter(p.top[h]);; r = rankAfter(r), ++k) {
                soon[suit_[h]][r] = std::min(soon[suit_[h]][r], k);
                if (r == h + 1)
                    break;
            }
        }
        return soon;
    }

    std::uint64_t keyOf(const Position& p, bool foldPackets) const
    {
        std::uint64_t sum = 0;
        for (int q = 0; q < kHours; ++q)
            sum += compact::pileKey(p.packet[q].data(), p.length[q], foldPackets ? 0 : q + 1);
        for (int h = 0; h < kHours; ++h)
            sum += compact::zobristValue(100000 + static_cast<std::uint64_t>(h) * 16 + p.top[h]);
        std::uint64_t waste = p.wasteLength;
        for (int i = 0; i < p.wasteLength; ++i)
            waste ^= compact::zobristValue(200000 + static_cast<std::uint64_t>(i) * 64 + p.waste[i]);
        sum += compact::mix64(waste + 0x51ED27) + compact::zobristValue(300000 + p.dealt);
        return compact::mix64(sum);
    }

    std::array<int, kHours> suit_ {};
    std::array<std::vector<int>, 4> hoursOf_ {};
    std::array<Code, kStockCapacity> stock_ {};
    int stockLength_ = 0;
};

bool fits(const TheClockState& state)
{
    const auto& piles = state.piles();
    for (int q = 0; q < kHours; ++q)
        if (piles[static_cast<std::size_t>(TheClockState::kFirstPacket + q)].size() + 26 > kPacketCapacity)
            return false;
    return piles[TheClockState::kStock].size() + piles[TheClockState::kWaste].size() <= kWasteCapacity;
}

bool positionOf(const TheClockState& state, Position& p)
{
    if (!fits(state))
        return false;
    const auto& piles = state.piles();
    for (int h = 0; h < kHours; ++h) {
        const Pile& pile = piles[static_cast<std::size_t>(TheClockState::kFirstFoundation + h)];
        // An empty foundation (laid out by hand) waits for its base card.
        p.top[h] = static_cast<std::uint8_t>(
            pile.empty() ? rankBefore(TheClockState::baseCard(h + 1).rank) : pile.top().card.rank);
    }
    for (int q = 0; q < kHours; ++q)
        for (const PlacedCard& placed :
            piles[static_cast<std::size_t>(TheClockState::kFirstPacket + q)].cards)
            p.packet[q][p.length[q]++] = compact::codeOf(placed.card);
    for (const PlacedCard& placed : piles[TheClockState::kWaste].cards)
        p.waste[p.wasteLength++] = compact::codeOf(placed.card);
    return true;
}

} // namespace

SolveResult solveTheClock(const PatienceState& start, const SolveLimits& limits)
{
    compact::Plan plan;
    plan.firstBudget = 0;
    plan.bestFirstBudget = 2000000;
    plan.variants = static_cast<int>(kWeights.size());
    // Best-first finds the wins; no whole deal has been proved lost, so the
    // depth-first pass that ends the search gets what little is left.
    plan.bestFirstShare = 0.95;
    return compact::solve<Rules, TheClockState>(
        start, limits, plan, positionOf,
        [](const PatienceState&, const Move& m) {
            switch (m.kind) {
            case Kind::PacketHome:
                return PatienceState::move(
                    TheClockState::kFirstPacket + m.from, TheClockState::kFirstFoundation + m.to);
            case Kind::WasteHome:
                return PatienceState::move(TheClockState::kWaste, TheClockState::kFirstFoundation + m.to);
            case Kind::Marry:
                return PatienceState::move(
                    TheClockState::kFirstPacket + m.from, TheClockState::kFirstPacket + m.to);
            case Kind::Stock: break;
            }
            return PatienceState::stockClick();
        },
        compact::kTooLarge);
}

} // namespace ct
