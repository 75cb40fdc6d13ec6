#include "solver/napoleon_solver.h"

#include <array>
#include <span>

#include "patience/napoleons_square.h"
#include "solver/compact_search.h"
#include "solver/napoleon_position.h"

namespace ct {

using namespace napoleon;

namespace {

constexpr std::uint8_t kFromWaste = kPackets; // Move::from for the waste top
constexpr std::uint8_t kHome = kPackets; // Move::to for a card going home
constexpr std::uint8_t kTurn = kPackets + 1; // Move::from for a stock turn

struct Move {
    std::uint8_t from = 0; // a packet, kFromWaste or kTurn
    std::uint8_t to = 0; // a packet or kHome
};

class Rules {
public:
    using Position = napoleon::Position;
    using Move = ct::Move;

    explicit Rules(const NapoleonsSquareState& state)
    {
        const Pile& stock = state.piles()[NapoleonsSquareState::kStock];
        for (std::size_t i = stock.size(); i > 0; --i)
            stock_[stockLength_++] = compact::codeOf(stock.cards[i - 1].card);
    }

    // A card forced home is the one move; otherwise the packet cards'
    // moves home, the waste top's, the marriages (the packet cards', then
    // the waste top's), the waste top into a space and the turn.
    void generate(const Position& p, bool, std::vector<Move>& out) const { moves(p, false, out); }

    // The depth-first passes take the waste top's moves first. The order
    // changes no verdict of an exhausted search, but it decides which of
    // two lines to one position the search takes first. A waste card's
    // move w that leaves the packet or suit of packet moves m1 ... mk alone
    // commutes with them: from R, the lines m1 ... mk w and w m1 ... mk
    // reach the same position. Reached the first way it offers its turn (w
    // ends the packet moves, Position::turnDeferred) and the proofs are
    // asked just after it; reached the second way it does not (its turn is
    // R w's followed by m1 ... mk). With w first, the search reaches it the
    // second way first, inside R w's subtree, and the key set keeps it from
    // being expanded again. On deal 5's depth-first pass for 3 s, 43% of
    // the proofs asked (116,973 of 271,233) came just after such a turn
    // with the packet moves first, none with the waste first; the pass
    // reached 2.28 million positions instead of 1.80 million. Deal 8 is
    // lost in 13,561 positions (0.09 s) instead of 14,255 (0.18 s), 143 in
    // 39,271 (0.22 s) instead of 40,238 (0.38 s), 695 in 10,119 (0.04 s)
    // instead of 10,663 (0.07 s), 415 in 37,159 (0.33 s) instead of 39,773
    // (1.33 s, open at 1 s before). On deals 1-1,000 at 1 s: 645 won, 28
    // lost, 327 open, against 642, 27 and 331 (415 lost; 167, 902 and 977
    // won by the first pass, 27 and 280 no longer; 107 and 813 won near
    // 1 s). The beams and best-first keep the order above: with the waste
    // first there too, they won other deals (639 won, 28 lost, 333 open,
    // 19 deals from open to won and 22 from won to open), and deal 184 was
    // open at 5 s instead of won in 0.36 s.
    void generateDepthFirst(const Position& p, bool, std::vector<Move>& out) const { moves(p, true, out); }

    // A stock turn is offered only where the last move was not a packet
    // card's (Position::turnDeferred). A move of a packet card, onto a
    // packet or home, neither takes nor needs the waste, and a turn touches
    // nothing else, so the two commute: if Q is reached from R by packet
    // moves m1 ... mk, the turn from Q reaches what the turn from R followed
    // by m1 ... mk reaches, and those moves are legal there (the tops and
    // the foundations they need are the same). So the turn is offered at R,
    // the last position on the line reached otherwise (by a turn or a
    // waste card's move, or the root), and left out after it. Where R
    // offered no turn, because its one move was forced home (generate()
    // then offers nothing else), the position after that forced move
    // offers it instead.
    //
    // An exhausted depth-first search still proves a loss. Of the positions
    // it reached, take a winnable one with the fewest stock cards left and,
    // among those, the shortest win. If that win starts with a move the
    // search offered, the position reached is winnable and smaller in that
    // order (a forced move home only brings forward a move of the win), and
    // the search reached it too. Otherwise the win starts with a deferred
    // turn from Q: then R was reached and offered its turn, and R's turn is
    // winnable (Q's turn is reached from it) with one stock card fewer
    // left, smaller again. So no position reached is winnable. The flag is
    // not in the key: a position is expanded as it was first reached, and
    // the argument follows that line. The passes that only find wins lose
    // none either: what Q's turn reaches is reached from R's turn.
    //
    // The positions after R's turn are reached by packet moves and not
    // asked of the proofs one by one, as each position's own turn was:
    // deal 8 is lost in 14,255 positions (0.19 s) instead of 15,940
    // (0.29 s), deal 695 in 10,663 (0.07 s) instead of 12,487 (0.12 s).
    // The passes that find wins see fewer near copies of each turn: on
    // deals 1-1,000 at 1 s, 607 won, 21 lost and 372 open against 586, 21
    // and 393 before (46 deals from open to won, 25 from won to open, no
    // loss changed). No open deal falls, though: what they need is a
    // stronger proof, not fewer turns.
    void apply(Position& p, const Move& m) const
    {
        p.justTurned = m.from == kTurn;
        p.turnDeferred = turnDeferredAfter(p, m);
        if (m.from == kTurn) {
            p.pushWaste(stock_[p.dealt++]);
            return;
        }
        const Code card = m.from == kFromWaste ? p.popWaste() : p.pop(m.from);
        if (m.to == kHome) {
            auto& h = p.home[suitOf(card)];
            ++h[h[0] + 1 == rankOf(card) ? 0 : 1];
            if (h[1] > h[0])
                std::swap(h[0], h[1]);
        } else {
            p.push(m.to, card);
        }
    }

    // For the beam searches: the stock cards turned and the cards home, which
    // no move lowers. A level of stock cards alone would leave the whole
    // play after the stock is out on one level; each card home starts a
    // new one, so the beam keeps choosing the best positions to the end.
    int level(const Position& p) const
    {
        int out = p.dealt;
        for (const auto& h : p.home)
            out += h[0] + h[1];
        return out;
    }

    // For the beams: the waste, the foundations, the stock cards turned
    // and the number of spaces, not how the packets are arranged. A turn
    // with its packets rearranged in ten ways gave ten near copies of one
    // position, which filled the beam (deal 5's depth-first pass, with the
    // stock out: 0.86 million positions, 61,000 of waste and foundations
    // apart, 4,500 wastes apart); the beams keep only the best-ranked of
    // each group, so a beam of the same width holds more lines. A beam
    // proves nothing, so folding positions that are not alike loses no
    // loss proof, and a win it finds is replayed through the rules. Half
    // the beams are grouped (the figures are at solveNapoleonsSquare()).
    std::uint64_t beamGroup(const Position& p) const
    {
        int spaces = 0;
        for (int q = 0; q < kPackets; ++q)
            spaces += p.length[q] == 0;
        return compact::mix64(restOf(p) + compact::zobristValue(40000 + spaces));
    }

    bool won(const Position& p) const
    {
        for (const auto& h : p.home)
            if (h[0] != kKing || h[1] != kKing)
                return false;
        return true;
    }

    // The packets obey the same rules (nothing is ever dealt to them), so
    // they are hashed as a set.
    std::uint64_t key(const Position& p) const { return keyOf(p, true); }
    // The keys are kept up to date by the moves (Position::push() and so
    // on), so key() is cheap next to the key set's cache misses.
    static constexpr bool kPrefetchKeys = true;
    std::uint64_t exactKey(const Position& p) const { return keyOf(p, false); }

    // Cards out, twice; each packet card above a lower card of its suit, and
    // each waste card above a lower card of its suit, once more (variant 1:
    // three times).
    int distance(const Position& p, int variant) const
    {
        const int weight = variant == 0 ? 1 : 3;
        int out = stockLength_ - p.dealt + 2 * p.wasteLength;
        // One pass a pile from the bottom up, with each suit's lowest rank
        // so far.
        std::array<int, 4> lowest;
        for (int q = 0; q < kPackets; ++q) {
            lowest = {99, 99, 99, 99};
            out += 2 * p.length[q];
            for (int i = 0; i < p.length[q]; ++i) {
                const int s = suitOf(p.packet[q][i]);
                if (rankOf(p.packet[q][i]) > lowest[s])
                    out += weight;
                lowest[s] = std::min(lowest[s], rankOf(p.packet[q][i]));
            }
        }
        lowest = {99, 99, 99, 99};
        for (int i = 0; i < p.wasteLength; ++i) {
            const int s = suitOf(p.waste[i]);
            if (rankOf(p.waste[i]) > lowest[s])
                out += weight;
            lowest[s] = std::min(lowest[s], rankOf(p.waste[i]));
        }
        return out;
    }

    // The proofs that a position is lost (the relaxed game, the dig bound
    // and its dug form), with their argument, are in napoleon_proofs.cpp;
    // the depth-first passes ask them just after each stock turn.
    bool deadEnd(const Position& p) const { return p.justTurned && provenLost(p); }

    bool provenLost(const Position& p) const { return provenLost(p, true); }

    bool provenLost(const Position& p, bool dugForm) const
    {
        return napoleon::provenLost(p, std::span<const Code>(stock_.data(), stockLength_), dugForm);
    }

private:
    void moves(const Position& p, bool wasteFirst, std::vector<Move>& out) const
    {
        out.clear();
        for (int from = 0; from <= kPackets; ++from) {
            const Code card = from == kPackets ? p.wasteTop() : p.top(from);
            if (card && p.goesHome(card) && p.forcedHome(card)) {
                out.assign(1, Move {static_cast<std::uint8_t>(from), kHome});
                return;
            }
        }
        if (wasteFirst)
            wasteMoves(p, true, out);
        for (int from = 0; from < kPackets; ++from)
            if (p.length[from] && p.goesHome(p.top(from)))
                out.push_back(Move {static_cast<std::uint8_t>(from), kHome});
        if (!wasteFirst && p.wasteLength && p.goesHome(p.wasteTop()))
            out.push_back(Move {kFromWaste, kHome});
        for (int from = 0; from < kPackets; ++from) {
            const Code card = p.top(from);
            if (!card)
                continue;
            for (int to = 0; to < kPackets; ++to)
                if (to != from && p.length[to] && p.top(to) == card + 1)
                    out.push_back(Move {static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(to)});
        }
        if (!wasteFirst)
            wasteMoves(p, false, out);
        if (p.dealt < stockLength_ && !p.turnDeferred)
            out.push_back(Move {kTurn, 0});
    }

    // The waste top's moves: home (with `home`), onto packets, into the
    // first space (all spaces are alike).
    static void wasteMoves(const Position& p, bool home, std::vector<Move>& out)
    {
        const Code card = p.wasteTop();
        if (!card)
            return;
        if (home && p.goesHome(card))
            out.push_back(Move {kFromWaste, kHome});
        for (int to = 0; to < kPackets; ++to)
            if (p.length[to] && p.top(to) == card + 1)
                out.push_back(Move {kFromWaste, static_cast<std::uint8_t>(to)});
        for (int q = 0; q < kPackets; ++q)
            if (p.length[q] == 0) {
                out.push_back(Move {kFromWaste, static_cast<std::uint8_t>(q)});
                break;
            }
    }

    // Whether the position `m` reaches from `p` leaves its turn out (see
    // apply()): a packet card moved from a position that offered a turn,
    // or left its turn out itself.
    bool turnDeferredAfter(const Position& p, const Move& m) const
    {
        if (m.from == kTurn || m.from == kFromWaste)
            return false;
        if (p.turnDeferred)
            return true;
        // A card forced home was p's one move (generate()), so p offered
        // no turn.
        const bool forced = m.to == kHome && p.forcedHome(p.top(m.from));
        return !forced && p.dealt < stockLength_;
    }

    static std::uint64_t keyOf(const Position& p, bool fold)
    {
        std::uint64_t sum = 0;
        for (int q = 0; q < kPackets; ++q)
            sum += compact::pileKeyOf(p.packetCards[q], p.length[q], fold ? 0 : q + 1);
        return compact::mix64(sum + restOf(p));
    }

    // The key's part for the foundations, the waste and the stock.
    static std::uint64_t restOf(const Position& p)
    {
        std::uint64_t sum = 0;
        for (int s = 0; s < 4; ++s)
            sum += compact::zobristValue(
                10000 + static_cast<std::uint64_t>(s) * 256 + p.home[s][0] * 16 + p.home[s][1]);
        return sum + compact::pileKeyOf(p.wasteCards, p.wasteLength, 0xA11)
            + compact::zobristValue(30000 + p.dealt);
    }

    std::array<Code, kStockCapacity> stock_ {};
    int stockLength_ = 0;
};

bool positionOf(const NapoleonsSquareState& state, Position& p)
{
    const auto& piles = state.piles();
    for (int f = 0; f < NapoleonsSquareState::kFoundations; ++f) {
        const Pile& pile = piles[static_cast<std::size_t>(NapoleonsSquareState::kFirstFoundation + f)];
        if (pile.empty())
            continue;
        auto& h = p.home[static_cast<std::size_t>(pile.top().card.suit)];
        if (h[1] != 0)
            return false; // a third foundation of a suit: laid out by hand
        h[1] = pile.top().card.rank;
        if (h[1] > h[0])
            std::swap(h[0], h[1]);
    }
    for (int q = 0; q < kPackets; ++q) {
        const Pile& pile = piles[static_cast<std::size_t>(NapoleonsSquareState::kFirstPacket + q)];
        if (pile.size() + 13 > kPacketCapacity)
            return false;
        for (const PlacedCard& placed : pile.cards)
            p.push(q, compact::codeOf(placed.card));
    }
    const Pile& waste = piles[NapoleonsSquareState::kWaste];
    if (waste.size() + piles[NapoleonsSquareState::kStock].size() > kStockCapacity)
        return false;
    for (const PlacedCard& placed : waste.cards)
        p.pushWaste(compact::codeOf(placed.card));
    return true;
}

} // namespace

bool napoleonProvenLost(const PatienceState& state, bool dugForm)
{
    Position p;
    const auto& napoleon = static_cast<const NapoleonsSquareState&>(state);
    if (!positionOf(napoleon, p))
        return false;
    return Rules(napoleon).provenLost(p, dugForm);
}

SolveResult solveNapoleonsSquare(const PatienceState& start, const SolveLimits& limits)
{
    compact::Plan plan;
    // The first depth-first pass, whose exhaustion proves a loss: 50,000
    // positions. Alone for 1 s, the depth-first pass exhausts 10 of the
    // 337 deals of 1-1,000 the whole engine left open with 20,000, in
    // 20,766 to 41,145 positions (deals 143, 250, 501, 797, 968 and 990,
    // 0.15 to 0.41 s) or in 110,280 to 397,787 (414, 452, 475 and 689),
    // and wins 6 (461, 776, 856 and 898 in 122,285 to 214,299 positions,
    // 274 and 341 in 0.6 and 1.0 million). With 50,000, deals 1-1,000 at
    // 1 s gave 642 won, 27 lost, 331 open, against 642, 21, 337 (those six
    // lost; 541, won in 0.86 s before, open, and 820 won, both near 1 s).
    // A won deal waits a median 0.026 s more for the passes after this
    // one. With 150,000 the pass took the time of the best-first passes
    // and beams that follow: on 686 deals, 10 won deals became open (275,
    // 682 and 736, won in 0.04 s before, among them) for 4 more lost. A
    // depth-first pass of 100,000 after the first best-first passes did
    // worse as well (2 more lost, 5 fewer won on 407 deals).
    plan.firstBudget = 50000;
    plan.bestFirstBudget = 2000000;
    plan.variants = 2;
    // The best-first passes find nearly every win; the depth-first pass
    // that may answer "lost" exhausts a deal within a second hardly ever
    // (4 of deals 1-1,000: 255, 296, 713 and 972, besides 7 proved lost at the root). With 80% of
    // the time for best-first instead of 40%, deals 1-300 gave 97 won for 74.
    // With a time limit, beam searches by levels (level() above) take the
    // time after the first depth-first pass up to 95% of the limit, where
    // the best-first passes had 80% before. They find wins far sooner: of
    // 30 deals of 1-46 that were open at 1 s, 13 won at 1 s (deals 4 and
    // 6 among them, which stayed open at 10 s before; deal 17 in 0.09 s
    // instead of 17 s), against 7 with beams for 40% and best-first for
    // the next 40%. The noise (a few cards, fixed by the key and the pass)
    // matters: with beams to 80%, 8 without it and 12 with 12; to 95%, 11
    // with 24 and 13 with 12. A starting width of
    // 256 or 16 instead of 64 did no better on other open deals. The last
    // depth-first pass, which alone may answer "lost" after the first, gets
    // the last 5%: every deal of 1-1,000 proved lost at 1 s before was
    // proved so within the first pass's 20,000 positions (now 50,000,
    // above). Without a time limit no beam runs, and the best-first
    // passes work as before. On deals 1-1,000 at 1 s (two `--jobs 1`
    // processes): 574 won, 17 lost, 409 open, against 339, 17, 644 before
    // on the same machine; 251 deals went from open to won and 16 from won to open (best-first wins the
    // beams miss), and no loss changed.
    //
    // Best-first still wins deals the beams miss (27, 134, 512, 733 and
    // 736 within 0.12 s), so it runs first, briefly: budgets of 5,000 to
    // 40,000 for each measure (150,000 positions in all, about 0.1 s), at
    // most 15% of the limit. On deals 1-1,000 at 1 s: 577 won, 17 lost,
    // 406 open, against 574, 17, 409 for the build before in the same
    // runs; 8 deals went from open to won, 5 from won to open (deals the
    // beams had won at 0.78 to 1.01 s), no loss changed. Best-first
    // between the beams' widths as well (from 10,000 positions a measure,
    // doubling with the width) did worse: 572, 17, 411.
    plan.bestFirstBeforeBeams = 40000;
    plan.bestFirstBeforeBeamsShare = 0.15;
    plan.beamShare = 0.95;
    plan.beamNoise = 12;
    // Each width's beams: both measures as before, then both again with
    // one position kept of each group alike but for the packets
    // (Rules::beamGroup()). On deals 1-1,000 at 1 s (two `--jobs 1`
    // processes): 639 won, 21 lost, 340 open, against 603, 21, 376 for
    // the build before in the same session; 49 deals went from open to
    // won, 13 from won to open, no loss changed. Every beam grouped: 622
    // won (54 from open, 35 from won). Every beam grouped, on 84 deals of
    // 1-235 that were open (main won none of them): 15 won with these
    // groups, 13 without the spaces, 12 with the packets' tops as well, 9
    // with the waste's length for the waste; a key folding twin carriers
    // (a card alone on one of two twin carriers, the other bare) for the
    // beams instead of groups won 9, and with the groups 10.
    plan.beamMeasures = {0, 1, 0, 1};
    plan.beamGrouped = {false, false, true, true};
    plan.bestFirstShare = 0.95;
    return compact::solve<Rules, NapoleonsSquareState>(
        start, limits, plan, positionOf, [](const PatienceState& now, const Move& m) {
            if (m.from == kTurn)
                return PatienceState::stockClick();
            const int from = m.from == kFromWaste ? NapoleonsSquareState::kWaste
                                                  : NapoleonsSquareState::kFirstPacket + m.from;
            if (m.to == kHome)
                return *now.foundationMove(from);
            return PatienceState::move(from, NapoleonsSquareState::kFirstPacket + m.to);
        });
}

} // namespace ct
