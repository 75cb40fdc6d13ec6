#include "solver/klondike_solver.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdint>
#include <memory>
#include <vector>

#include "patience/klondike.h"
#include "solver/compact_search.h"
#include "solver/klondike_deadlock.h"
#include "solver/klondike_live.h"
#include "solver/klondike_passes.h"
#include "solver/klondike_position.h"

namespace ct {

using namespace klondike;

namespace klondike {

// The proof of klondike_deadlock.cpp on the engine's position, with the
// talon's order and the draw (which cards can be brought up).
bool deadlocked(const Position& p, int draw, bool inTurn, TwinPairs* pairs, LiveOnce liveOnce)
{
    return klondikeDeadlocked(tableauOf(p, draw), inTurn, pairs, liveOnce);
}

// Whether the passes ask the deadlock proof after move `m` from `p`:
// only when the move turns a face-down card up or lays a talon card on a
// column. Leaving the proof out never changes an answer (it only prunes),
// and after the other moves (a card home from a column's face-up part or
// from the talon, a face-up run moved without turning a card up) it all
// but never found a dead position: in the best-first pass on draw 3 deals
// 242 and 769, none of about a million such children was dead, against 7%
// to 49% of the children reached by turning a card up, and 1% to 2% of
// those with a talon card laid on a column. The full depth-first pass,
// which alone may answer "lost", asks on the same terms: a position it does
// not ask about is searched instead, and an exhausted search is a proof all
// the same. On deals 1-1,000 at 1 s that gave draw 3 deals 571 and 715 and
// draw 1 deal 322 proved lost, and draw 1 deals 779 and 982 won, against
// asking at every position, with no verdict lost.
bool worthAsking(const Position& p, const Move& m)
{
    switch (m.kind) {
    case TableauHome:
    case TableauTableau: {
        const int left = p.length[m.from] - m.count;
        return left > 0 && p.down[m.from] == left;
    }
    case TalonTableau: return true;
    case TalonHome:
    case HomeTableau: return false;
    }
    return true;
}

} // namespace klondike

namespace {

Position positionOf(const KlondikeState& state)
{
    Position p;
    const KlondikeTableau tableau = klondikeTableauOf(state);
    p.column = tableau.column;
    p.length = tableau.length;
    p.down = tableau.down;
    p.home = tableau.home;
    const auto& piles = state.piles();
    const Pile& waste = piles[KlondikeState::kWaste];
    const Pile& stock = piles[KlondikeState::kStock];
    for (const PlacedCard& placed : waste.cards)
        p.talon[p.talonLength++] = codeOf(placed.card);
    p.pos = p.talonLength;
    for (auto it = stock.cards.rbegin(); it != stock.cards.rend(); ++it)
        p.talon[p.talonLength++] = codeOf(it->card);
    p.rehash();
    return p;
}

// The game's own actions for a line of search moves, found by playing them
// on a copy of the real game: stock turns until the wanted waste card shows,
// the foundation that takes a card, flips when the game does not turn cards
// itself. Stops once the game is won (it finishes itself when it can).
std::vector<Action> actionsFor(const KlondikeState& start, const std::vector<Move>& line)
{
    std::vector<Action> actions;
    auto state = start.clone();
    // The game may finish itself in the middle of a move (a stock turn can
    // leave nothing to decide): nothing is played after that.
    auto play = [&](const Action& action) {
        if (state->isTerminal())
            return;
        actions.push_back(action);
        state->apply(action);
    };
    auto flipTops = [&] {
        for (int c = 0; c < kColumns; ++c) {
            const Action flip {PatienceState::Flip, KlondikeState::kFirstTableau + c, 0, 0, {}};
            if (!state->isTerminal() && state->check(flip).legal())
                play(flip);
        }
    };
    auto won = [&] { return state->isTerminal() && state->outcome().result == Result::Won; };
    auto legalMove = [&](int from, int to, int count) -> bool {
        const Action action = PatienceState::move(from, to, count);
        if (state->isTerminal() || !state->check(action).legal())
            return false;
        play(action);
        return true;
    };
    auto home = [&](int from) {
        for (int f = KlondikeState::kFirstFoundation; f < KlondikeState::kFirstTableau; ++f)
            if (legalMove(from, f, 1))
                return;
    };
    flipTops();
    for (const Move& m : line) {
        if (won())
            break;
        switch (m.kind) {
        case TableauHome: home(KlondikeState::kFirstTableau + m.from); break;
        case TalonHome:
        case TalonTableau: {
            const auto& piles = static_cast<const KlondikeState&>(*state).piles();
            const std::size_t limit
                = 2 * (piles[KlondikeState::kStock].size() + piles[KlondikeState::kWaste].size()) + 4;
            for (std::size_t i = 0; i < limit; ++i) {
                const Pile& waste = piles[KlondikeState::kWaste];
                if (!waste.empty() && codeOf(waste.top().card) == m.card)
                    break;
                play(PatienceState::stockClick());
            }
            if (m.kind == TalonHome)
                home(KlondikeState::kWaste);
            else
                legalMove(KlondikeState::kWaste, KlondikeState::kFirstTableau + m.to, 1);
            break;
        }
        case TableauTableau:
            legalMove(KlondikeState::kFirstTableau + m.from, KlondikeState::kFirstTableau + m.to, m.count);
            break;
        case HomeTableau: {
            const auto& piles = static_cast<const KlondikeState&>(*state).piles();
            for (int f = KlondikeState::kFirstFoundation; f < KlondikeState::kFirstTableau; ++f) {
                const Pile& pile = piles[static_cast<std::size_t>(f)];
                if (!pile.empty() && codeOf(pile.top().card) == m.card) {
                    legalMove(f, KlondikeState::kFirstTableau + m.to, 1);
                    break;
                }
            }
            break;
        }
        }
        flipTops();
    }
    return actions;
}

using compact::KeySet;

struct Frame {
    Position position;
    std::vector<Move> moves;
    std::vector<std::uint64_t> keys; // of the positions the moves lead to
    std::size_t next = 0;
    // The plain relaxation of the deadlock proof is known to bring every
    // card home from this position (see liveOnce()).
    bool relaxationLive = false;
};

// The moves from a frame's position and the keys of where they lead; the
// keys' slots in `seen` are fetched ahead, while the search still works on
// the moves before them. After `putOff`, a move the full pass plays only
// together with the move that follows it (isPutOff(); not null only in the
// full pass), only those moves (followsPutOff()): the others are dropped
// before their keys are worked out.
void expand(Frame& frame, int draw, bool narrow, const KeySet& seen, Jitter* jitter, const Move* putOff = nullptr)
{
    generate(frame.position, draw, narrow, frame.moves, jitter);
    if (putOff) {
        auto& moves = frame.moves;
        moves.erase(std::remove_if(moves.begin(), moves.end(),
                        [&](const Move& m) { return !followsPutOff(frame.position, *putOff, m); }),
            moves.end());
    }
    childKeys(frame.position, draw, frame.moves, frame.keys);
    for (const std::uint64_t key : frame.keys)
        seen.prefetch(key);
    frame.next = 0;
}

} // namespace

namespace {

// The full pass's table, once it holds kFullPassLarge keys, takes room for
// kFullPassRoom at once instead of doubling its way there: each doubling
// zeroes a new table and puts every key in it again, and a fuller table
// reads more slots per look-up. (The pages of a table this large are
// zeroed only as look-ups first touch them.) The full pass alone, best of
// three: draw 1 deals 178, 244, 707, 747 and 897 took 2% to 13% less time;
// passes won at 34,000 to 460,000 positions (deals 929, 1172, 1223, 1511,
// 2193, 2994) took up to 6% less, or at most 5 ms more (1223).
constexpr std::size_t kFullPassLarge = std::size_t {1} << 16;
constexpr std::size_t kFullPassRoom = std::size_t {1} << 22;

// A depth-first search from a root that can stop at a budget and go on
// later where it left off, with its transposition table: the full pass runs
// in slices between the winning passes (see solveWith()). It stops only
// between positions: every position in its table has been expanded or is
// on its stack with moves still to try, so a resumed search that ends
// exhausted has seen everything, as one run would have.
class DepthFirst {
public:
    DepthFirst(const Position& root, int draw, bool narrow, Jitter* jitter = nullptr)
        : draw_(draw)
        , narrow_(narrow)
        , jitter_(jitter)
        , frames_(64)
    {
        frames_[0].position = root;
        for (int i = 0; i < root.talonLength; ++i)
            talonCards_ |= std::uint64_t {1} << root.talon[i];
    }

    // Searches on, for at most `budget` more positions (0: no budget) and
    // until `untilSeconds` of the timer (0: none); on a win `line` holds its
    // moves.
    Search run(std::uint64_t budget, double untilSeconds, const SolveLimits& limits, const SolveTimer& timer,
        SolveResult& result, std::vector<Move>& line)
    {
        const std::uint64_t first = result.states;
        if (!started_) {
            started_ = true;
            seen_.insert(keyOf(frames_[0].position, draw_));
            expand(frames_[0], draw_, narrow_, seen_, jitter_);
            ++result.states;
        }
        for (;;) {
            Frame& frame = frames_[depth_];
            if (frame.next >= frame.moves.size()) {
                if (depth_ == 0)
                    return Search::Exhausted;
                --depth_;
                continue;
            }
            const std::size_t k = frame.next++;
            // The next child's slot again: the one fetched at expand() is
            // long gone once this child's subtree has been searched, while
            // a child seen before or dead leaves only a moment.
            if (k + 1 < frame.keys.size())
                seen_.prefetch(frame.keys[k + 1]);
            // Seen before: not played at all. (A position that is decided is
            // never stored: the search ends as soon as it reaches one.) In
            // the full pass a child is put in the table only once it is
            // known not to be dominated, and one reached by a move put off
            // (isPutOff()) never is (below).
            const bool dominance = !narrow_ && !jitter_;
            if (dominance ? seen_.contains(frame.keys[k]) : !seen_.insert(frame.keys[k]))
                continue;
            if (depth_ + 1 >= frames_.size())
                frames_.resize(frames_.size() * 2);
            Frame& child = frames_[depth_ + 1];
            const Frame& parent = frames_[depth_];
            child.position = parent.position;
            apply(child.position, parent.moves[k]);
            if (child.position.decided()) {
                line.clear();
                for (std::size_t d = 0; d <= depth_; ++d)
                    line.push_back(frames_[d].moves[frames_[d].next - 1]);
                const std::vector<Move> rest = finishDecided(child.position);
                line.insert(line.end(), rest.begin(), rest.end());
                return Search::Won;
            }
            // The full pass leaves out a child C that the table shows to be
            // dominated; C is then not put in the table, so another way to
            // it still plays it.
            // - By cards sent home (not after a card brought back from
            //   home): C with k column tops that lie on face-up cards they
            //   fit on sent home, one or several one after another
            //   (homeDominators()). From there, D, the cards come back in
            //   the other order, each onto the card it lay on (a
            //   foundation's top onto a column's top), which gives C: D wins
            //   if C does, in at most k more moves, with k more cards home.
            // - With one card a turn, by a card back in the talon (not after
            //   a card brought back from home or a talon card laid on a
            //   column): C with a column top X from the root's talon that
            //   lies on a face-up card it fits on (or a king alone in its
            //   column) back in the talon (talonDominators()). From there, T,
            //   X can be brought up and laid where it is: T wins if C does,
            //   in at most one more move, with the same cards home and one
            //   more talon card.
            // Proof that an exhausted search still proves the loss. Measure
            // a winnable position by s = 130 w - 128 h - t: w its shortest
            // win's length in the search's moves, h its cards home, t its
            // talon cards. Were some position in the table winnable, take
            // one of least s, Q, among those reached (put in the table and
            // expanded). Some move m the search tries from Q begins a
            // shortest win (see generate()) and leads to C with w one less;
            // m changes h by +1 (a card sent home), -1 (brought back; t stays)
            // or 0, and t by 0 or -1, so C's s is lower than Q's by at least 2.
            // C is not decided (the search would have ended), so it was
            // reached (impossible: Q has the least s), or marked by a reached
            // position with the same cards and a win as short (the same;
            // see `dominated` below), or left out here. By cards sent home:
            // m brought no card back, so C's s is at least 129 below Q's,
            // and D's at most 2k <= 104 above C's. By a card back in the
            // talon: m sent a card home (C's s at least 257 below Q's), or
            // moved cards between columns (130 below), and T's s is at most
            // 129 above C's. Either way the dominating position, which is
            // winnable (or marked by a reached one as good), was reached
            // with a lower s than Q's: Q was not the one taken. (A dead
            // dominating position is no win, so neither is C.)
            //
            // A move put off (isPutOff(), with its proof: a card brought
            // back from home, and with one card a turn a talon card laid on
            // a column or a column emptied by a card that is not a king)
            // and the move that follows it are one move: the position in
            // between, B, is expanded with only the moves that may follow
            // (followsPutOff()), and never goes in the table, so that
            // another way to B (which may need B's other moves) still plays
            // them all; B's key is only looked up (above: if B was reached,
            // it was searched in full, and the first move alone leads Q to
            // a reached position with s lower by 2, as before), and B is
            // left out when dominated as after any move of its kind (the
            // argument above, for the first move alone). Otherwise the
            // proof here holds with such a pair as one move m of two steps
            // from Q to C: w goes down by 2 and each step lowers s by at
            // least 2 (by 129 for a talon card laid, 130 between columns),
            // so C's s is lower than Q's by at least 3 after a card from
            // home, 131 after a talon card, 132 after an emptied column.
            // The dominance rules at C are those of the second step's kind:
            // none after a card from home; by cards sent home after any
            // other, where C's s is at least 131 lower (> 2k); by a talon
            // card after a move between columns, where it is at least 132
            // lower (> 129). So the argument goes through as for one move.
            // B is asked by the deadlock proof as after any move of its
            // kind, and its relaxationLive follows the usual way
            // (staysLive()); the position its waste dominates is not marked
            // (see `dominated`).
            const bool putOff = dominance && isPutOff(parent.position, parent.moves[k], draw_);
            if (dominance) {
                const MoveKind kind = parent.moves[k].kind;
                bool skip = false;
                if (kind != HomeTableau) {
                    std::array<std::uint64_t, kColumns + 1> dominators;
                    const int count = homeDominators(child.position, draw_, parent.keys[k], dominators);
                    for (int i = 0; i < count && !skip; ++i)
                        skip = seen_.contains(dominators[i]);
                }
                if (!skip && draw_ == 1 && kind != HomeTableau && kind != TalonTableau) {
                    std::array<std::uint64_t, kColumns> dominators;
                    const int count = talonDominators(child.position, parent.keys[k], talonCards_, dominators);
                    for (int i = 0; i < count && !skip; ++i)
                        skip = seen_.contains(dominators[i]);
                }
                if (skip)
                    continue;
                if (!putOff)
                    seen_.insert(parent.keys[k]);
                // A full pass this large mostly goes on to millions of
                // positions: its table takes the room for them at once
                // (kFullPassRoom).
                if (!large_ && seen_.size() >= kFullPassLarge) {
                    seen_.reserve(kFullPassRoom);
                    large_ = true;
                }
            }
            ++result.states;
            // The full search takes the position with the same cards and a
            // waste that reaches less as seen (dominatedKey(): whatever wins
            // from there wins from here, as soon, with the same cards). That
            // an exhausted search still proves the loss is part of the proof
            // above: a position marked so has a reached one as good.
            // (It is put in the table once the child is asked about and
            // expanded, which inserts nothing: meanwhile its slot is fetched.)
            const std::uint64_t dominated
                = !narrow_ && !putOff && draw_ > 1 ? dominatedKey(child.position, draw_, parent.keys[k]) : 0;
            if (dominated != 0)
                seen_.prefetch(dominated);
            // A position the deadlock proof flags cannot be won, so nothing
            // below it can: it is left unexpanded (see solveWith()). The
            // passes ask only where it may be (worthAsking()). The
            // restarts (the passes with a jitter) do not ask: they are short
            // and cut by time, and there the check cost more time than the
            // dead positions it saved (wins found at 0.05 to 0.08 s were
            // missed). Only the full search asks as well whether twins need
            // one base in turn: it costs a few times as much, and it is the
            // search that must see every position to answer "lost". It
            // looks at all pairs of twins only now and then, and otherwise
            // at those that proved a loss before in this search (`pairs_`;
            // see klondikeDeadlocked()).
            const bool asked = !jitter_ && worthAsking(parent.position, parent.moves[k]);
            const LiveOnce known = asked && parent.relaxationLive
                ? liveOnce(parent.position, parent.moves[k], draw_)
                : LiveOnce {};
            const bool dead = asked && deadlocked(child.position, draw_, !narrow_, &pairs_, known);
            // (A position asked about and not flagged passed the plain
            // relaxation, which klondikeDeadlocked() asks first.)
            // (After a move it is not asked about, see staysLive().)
            child.relaxationLive = asked
                ? !dead
                : !jitter_ && parent.relaxationLive && staysLive(parent.position, parent.moves[k], draw_);
            if (!dead) {
                expand(child, draw_, narrow_, seen_, jitter_, putOff ? &parent.moves[k] : nullptr);
                if (!child.moves.empty())
                    ++depth_;
            }
            if (dominated != 0)
                seen_.insert(dominated);
            // The limits are looked at only here, once the new position is
            // expanded (or known dead), so the search can go on from here.
            const bool clock = (result.states & 4095) == 0;
            if (compact::limitReached(limits, timer, clock, result))
                return Search::Stopped;
            if (budget > 0 && result.states - first >= budget)
                return Search::Budget;
            if (clock && untilSeconds > 0 && timer.seconds() >= untilSeconds)
                return Search::Budget;
        }
    }

private:
    int draw_;
    bool narrow_;
    Jitter* jitter_;
    std::vector<Frame> frames_;
    std::size_t depth_ = 0;
    KeySet seen_;
    TwinPairs pairs_;
    // The root's talon cards, a bit per card (see talonDominators()).
    std::uint64_t talonCards_ = 0;
    bool started_ = false;
    bool large_ = false; // the table has had its room for a large pass
};

// One depth-first search from `root`, of at most `budget` positions (0: no
// budget); on a win `line` holds its moves.
Search search(const Position& root, int draw, bool narrow, std::uint64_t budget, const SolveLimits& limits,
    const SolveTimer& timer, SolveResult& result, std::vector<Move>& line, Jitter* jitter = nullptr,
    double untilSeconds = 0)
{
    DepthFirst dfs(root, draw, narrow, jitter);
    return dfs.run(budget, untilSeconds, limits, timer, result, line);
}

} // namespace

namespace {

// The passes' budgets: positions for the narrow search; the restarts' count,
// first budget, nudge and share of the time limit; positions for the
// best-first pass; and the slices in which the best-first pass and the full
// pass take turns after the restarts, as a share of the time limit, with
// the full pass's part of each slice by the draw.
//
// The full pass used to start only once the best-first pass had used its
// share (0.45 of the limit with one card a turn, 0.6 with three), while
// most deals left open are lost: run alone, the full pass proves draw-3
// deal 35 lost in 0.023 s instead of 0.614 s. In turns, a deal is decided
// by whichever pass gets there first. With one card a turn the full pass
// takes 0.7 of each slice (deals 1-1,000 at 1 s: two more open deals
// decided, no win lost, where 0.5 decided none); with three, 0.5. It was
// 0.4 (0.6 lost two wins the best-first pass finds at 0.45 to 0.6 s and
// decided no more); since the full pass's twins in turn look mostly at the
// pairs that proved a loss before (see klondikeDeadlocked()), the full
// pass is 1.5 to 2 times faster, and 0.5 decides draw 3 deal 715 as well on
// deals 1-1,000, with no win lost (0.55 deal 484 too, but deal 518's win
// came at 0.87 s instead of 0.67).
//
// With one card a turn the best-first pass stops once it has had 0.22 of
// the limit of its own time, and the full pass has the rest. On draw 1
// deals 1-5,000 at 1 s it won 19 deals; 15 of them within 0.03 s of its
// own time, the others at 0.054, 0.099, 0.186 and 0.189 s (4671, 3869,
// 2416, 3331), while the full pass goes on proving losses as long as it
// runs: without a cap the best-first pass had about 0.29 s of each open
// deal. A cap of 0.2 lost no win and decided three more deals (897 and
// 1215 lost, 3195 won); 0.05 decided five but lost the wins of 2416 and
// 3869. 0.22 keeps a margin over 0.19 s, since the passes run slower
// beside other work.
constexpr std::uint64_t kNarrowBudget = 20000;
constexpr int kRestarts = 24;
constexpr std::uint64_t kRestartBudget = 20000;
constexpr int kJitter = 10;
constexpr double kRestartShare = 0.1;
constexpr std::uint64_t kBestFirstBudget = 1500000;
constexpr double kSlice = 0.1;
constexpr double kFullShareDrawOne = 0.7;
constexpr double kFullShareDrawThree = 0.5;
constexpr double kBestFirstCapDrawOne = 0.22;
//
// With more than one card a turn, the same layout played one card a turn
// (the relaxed game, see solveWith()) runs for 0.75 of the limit after the
// restarts, then takes 0.6 of the full pass's part of each slice. It costs
// a won deal little: a deal won three cards a turn is won one card a turn
// too, and the relaxed game stops at its first win, which its narrow search
// mostly finds within a few milliseconds. Of the 168 draw-3 deals of
// 1-10,000 left open at 1 s without it, 59 are lost one card a turn: its
// full pass alone proves 38 of them within 0.14 s and all within 0.6 s.
// The shares come from the 555 deals of 1-10,000 that took over 0.1 s:
// each pass was run alone on each for 3 s (how long it needs to decide),
// and schedules were played over those times. 0.25 and 0.5 left 127 open
// there, 0.5 and 0.7 116, 0.75 and 0.6 115 (no win lost), 0.9 114 with two
// wins lost. Run for real at 1 s, 0.75 and 0.6 left 116 of the 555 open
// against 128: 15 lost deals were decided at 0.5 to 0.8 s, while two wins
// found at 0.95 and 0.97 s (1172, 9506) and a loss at 0.99 s (438) went
// open. A slot before the restarts starves them (their deadline is 0.1 of
// the limit): quick wins were lost.
constexpr double kRelaxedFirst = 0.75;
constexpr double kRelaxedShare = 0.6;
//
// With more than one card a turn the set pass has all the time after the
// restarts, and the passes above run only for a position it cannot take
// (laid out by hand). Run alone for 3 s on each of the 555 draw-3 deals of
// 1-10,000 that took main over 0.1 s, it decided 502 within 1 s (the full
// pass alone 407, the relaxed game's losses 202, the best-first pass's
// wins 102) and 539 within 3 s, and no verdict differed from main's.
// Schedules played over those times: the set pass alone after the restarts
// leaves 56 of the 555 open at 1 s; a tenth of each slice for the
// best-first pass 59, a fifth 67; a tenth for the relaxed game 56.
//
// Before it, short looks by the other passes: 0.02 of the limit for the
// relaxed game, 0.01 for the best-first pass, 0.01 for the full pass.
// Run for real on the 155 draw-3 deals of 1-10,000 that the set pass
// alone after the restarts left open or decided after 0.3 s, they decided
// four more (1618 lost, 2051, 4272 and 6656 won, each within 0.14 s) and
// one fewer (7598, lost at 0.91 s). 0.05, 0.01 and 0.01: the same four,
// three fewer; 0.03, 0.02 and 0.02: the same four, four fewer.
constexpr double kQuickRelaxed = 0.02;
constexpr double kQuickBestFirst = 0.01;
constexpr double kQuickFull = 0.01;

// The engine's search; with `fullPassOnly`, the full depth-first pass alone
// (for the tests).
// `draw`: 0 for the deal's own; 1 for the relaxed game (see below) alone.
SolveResult solveWith(
    const KlondikeState& start, const SolveLimits& limits, bool fullPassOnly, int drawOverride = 0, bool setPassOnly = false)
{
    const SolveTimer timer(limits.cpuTime);
    SolveResult result;
    auto finish = [&](SolveStatus status) {
        result.status = status;
        result.seconds = timer.seconds();
        return result;
    };
    if (start.isTerminal())
        return finish(start.outcome().result == Result::Won ? SolveStatus::Won : SolveStatus::Lost);
    // A position laid out by hand may hold more than a deal can make (a
    // longer column, a larger stock); the engine's arrays do not, so it says
    // nothing about it rather than overrun them.
    if (!klondikeFits(start)) {
        result.why = "a column or the stock is larger than a deal can make";
        return finish(SolveStatus::Unknown);
    }
    const Position root = positionOf(start);
    std::vector<Move> line;
    if (root.decided()) {
        result.line = actionsFor(start, finishDecided(root));
        return finish(SolveStatus::Won);
    }
    // No line can win a deadlocked position (klondike_deadlock.cpp). Asked
    // at the root and at every position the passes reach but the restarts
    // (see search()): the relaxed game looks at which cards lie on which
    // and which columns can empty, so a position reached from a root that
    // is not deadlocked may be. Leaving such a position unexpanded loses no
    // win (none lies below it), so the depth-first search still finds a win
    // whenever there is one and answers "lost" only when there is none; the
    // positions left out are counted as reached.
    const int draw = drawOverride > 0 ? drawOverride : start.drawCount();
    if (deadlocked(root, draw, true))
        return finish(SolveStatus::Lost);
    // The set pass (klondike_sets.cpp) to the end; false when it cannot
    // take the root (a position laid out by hand).
    auto runSets = [&] {
        SetPass sets(root, draw);
        if (!sets.usable())
            return false;
        switch (sets.run(0, limits, timer, result, line)) {
        case Search::Won: result.line = actionsFor(start, line); finish(SolveStatus::Won); break;
        case Search::Exhausted: finish(SolveStatus::Lost); break;
        case Search::Stopped:
        case Search::Budget: finish(SolveStatus::Unknown); break;
        }
        return true;
    };
    if (setPassOnly) {
        if (runSets())
            return result;
        result.why = "the face-up cards of a column are not one run";
        return finish(SolveStatus::Unknown);
    }
    // Four passes. The narrow depth-first search finds most wins within a
    // few thousand positions. Restarts of it and the best-first pass find
    // most of the others, where the first one went wrong early. Only the
    // full depth-first search, which takes turns with the best-first pass,
    // may answer "lost": it alone sees every move.
    bool narrowExhausted = fullPassOnly; // then straight to the full pass
    switch (fullPassOnly ? Search::Exhausted
                         : search(root, draw, true, kNarrowBudget, limits, timer, result, line)) {
    case Search::Won: result.line = actionsFor(start, line); return finish(SolveStatus::Won);
    case Search::Stopped: return finish(SolveStatus::Unknown);
    case Search::Exhausted: narrowExhausted = true; break;
    case Search::Budget: break;
    }
    const double limit = static_cast<double>(limits.maxMillis) / 1000.0;
    // The full pass runs in slices between the best-first pass's (below),
    // one search that goes on where it stopped, with its table.
    DepthFirst full(root, draw, false);
    // Ends the solve with `status` (in `result`); true, for the passes
    // below to return.
    auto decide = [&](SolveStatus status) {
        finish(status);
        return true;
    };
    // Runs the full pass to `until` (0: to the end); true once it decided.
    auto runFull = [&](double until) {
        switch (full.run(0, until, limits, timer, result, line)) {
        case Search::Won: result.line = actionsFor(start, line); return decide(SolveStatus::Won);
        case Search::Stopped: return decide(SolveStatus::Unknown);
        case Search::Exhausted: return decide(SolveStatus::Lost);
        case Search::Budget: break;
        }
        return false;
    };
    // With more than one card a turn, the same layout played with one card a
    // turn is a relaxation of the deal: every card the waste can show with
    // three a turn it can show with one (with one, every talon card can be
    // brought up at any time), and every other rule is the same, so every
    // line of play of the real game is a line of the relaxed one, and a
    // relaxed game that cannot be won proves the deal lost. Its positions
    // carry no waste size, and its search puts off and pairs moves that
    // three a turn does not allow (klondike_moves.cpp), so its full pass is
    // often many times smaller: of the draw-3 deals that no pass decided in a
    // second, a third are lost one card a turn, most of them proved so
    // within 0.15 s (figures at kRelaxedFirst). A relaxed win says nothing,
    // so its search then stops for good. It runs only with a time limit: a
    // slot of its own after the restarts, then in turns with the full
    // pass. The narrow search goes first, since most relaxed games are won
    // within its budget.
    bool relaxedLive = draw > 1 && limits.maxMillis > 0 && !fullPassOnly;
    std::unique_ptr<DepthFirst> relaxed;
    std::vector<Move> relaxedLine; // a relaxed win's line is of no use
    auto runRelaxed = [&](double until) {
        if (!relaxedLive)
            return false;
        if (!relaxed) {
            switch (search(root, 1, true, kNarrowBudget, limits, timer, result, relaxedLine)) {
            case Search::Won: relaxedLive = false; return false;
            case Search::Stopped: return decide(SolveStatus::Unknown);
            case Search::Exhausted: // the narrow search proves nothing
            case Search::Budget: break;
            }
            relaxed = std::make_unique<DepthFirst>(root, 1, false);
        }
        switch (relaxed->run(0, until, limits, timer, result, relaxedLine)) {
        case Search::Won: relaxedLive = false; relaxed.reset(); return false;
        case Search::Stopped: return decide(SolveStatus::Unknown);
        case Search::Exhausted: return decide(SolveStatus::Lost);
        case Search::Budget: break;
        }
        return false;
    };
    // The full pass's part of a slice, shared with the relaxed game while it
    // runs; true once either decided.
    auto runFullFor = [&](double seconds) {
        if (!relaxedLive)
            return runFull(timer.seconds() + seconds);
        if (runFull(timer.seconds() + (1 - kRelaxedShare) * seconds))
            return true;
        return runRelaxed(timer.seconds() + kRelaxedShare * seconds);
    };
    // Restarts: the narrow search again with its order nudged at random,
    // each with a small budget (doubled every eight restarts), for a share
    // of the time. A depth-first search that took a wrong early turn rarely
    // recovers within its budget; a few fresh starts find many of the wins
    // the first one missed.
    const double restartsUntil = limits.maxMillis > 0 ? kRestartShare * limit : 0;
    for (int r = 0; r < kRestarts && !narrowExhausted; ++r) {
        if (restartsUntil > 0 && timer.seconds() >= restartsUntil)
            break;
        Jitter jitter {0x9E3779B97F4A7C15ULL * static_cast<std::uint64_t>(r + 1), kJitter};
        switch (search(root, draw, true, kRestartBudget << (r / 8), limits, timer, result, line, &jitter,
            restartsUntil)) {
        case Search::Won: result.line = actionsFor(start, line); return finish(SolveStatus::Won);
        case Search::Stopped: return finish(SolveStatus::Unknown);
        case Search::Exhausted: narrowExhausted = true; break; // the same moves in another order
        case Search::Budget: break;
        }
    }
    // With more than one card a turn, the set pass (klondike_sets.cpp) has
    // the rest: it answers both ways, as the full pass does, over classes
    // of positions, and decides far more of the hard deals than the passes
    // below together (figures at kQuickRelaxed).
    if (draw > 1 && !fullPassOnly) {
        // First short looks by the relaxed game, the best-first pass and
        // the full pass: each decides a few deals in a few milliseconds
        // that the set pass needs seconds for.
        if (limits.maxMillis > 0 && !narrowExhausted) {
            if (runRelaxed(timer.seconds() + kQuickRelaxed * limit))
                return result;
            BestFirst best(root, draw, kBestFirstBudget);
            switch (best.run(timer.seconds() + kQuickBestFirst * limit, limits, timer, result, line)) {
            case Search::Won: result.line = actionsFor(start, line); return finish(SolveStatus::Won);
            case Search::Stopped: return finish(SolveStatus::Unknown);
            case Search::Exhausted:
            case Search::Budget: break;
            }
            if (runFull(timer.seconds() + kQuickFull * limit))
                return result;
        }
        if (runSets())
            return result;
    }
    if (!narrowExhausted && runRelaxed(timer.seconds() + kRelaxedFirst * limit))
        return result;
    // Then the best-first pass and the full pass in turns, each slice split
    // between them, until one decides; once the best-first pass has ended
    // (or without a time limit, after it) the full pass has the rest.
    if (!narrowExhausted) {
        BestFirst best(root, draw, kBestFirstBudget);
        const double quantum = kSlice * limit;
        const double fullShare = draw == 1 ? kFullShareDrawOne : kFullShareDrawThree;
        // With one card a turn the best-first pass stops once it has had
        // its own share of the limit (kBestFirstCapDrawOne); the full pass
        // then has the rest.
        const double bestCap = draw == 1 && limits.maxMillis > 0 ? kBestFirstCapDrawOne * limit : 0;
        double bestSeconds = 0; // the best-first pass's own time so far
        while (!best.done()) {
            double bestFor = (1 - fullShare) * quantum;
            if (bestCap > 0) {
                if (bestSeconds >= bestCap)
                    break;
                bestFor = std::min(bestFor, bestCap - bestSeconds);
            }
            const double bestFrom = timer.seconds();
            const double bestUntil = limits.maxMillis > 0 ? bestFrom + bestFor : 0;
            const Search bestGot = best.run(bestUntil, limits, timer, result, line);
            bestSeconds += timer.seconds() - bestFrom;
            switch (bestGot) {
            case Search::Won: result.line = actionsFor(start, line); return finish(SolveStatus::Won);
            case Search::Stopped: return finish(SolveStatus::Unknown);
            case Search::Exhausted:
            case Search::Budget: break;
            }
            if (limits.maxMillis == 0 || best.done())
                break;
            if (fullShare > 0 && runFullFor(fullShare * quantum))
                return result;
        }
    }
    while (relaxedLive)
        if (runFullFor(kSlice * limit))
            return result;
    if (runFull(0))
        return result;
    return finish(SolveStatus::Unknown);
}

} // namespace

SolveResult solveKlondike(const KlondikeState& start, const SolveLimits& limits)
{
    return solveWith(start, limits, false);
}

SolveResult solveKlondikeFullPass(const KlondikeState& start, const SolveLimits& limits)
{
    return solveWith(start, limits, true);
}

SolveResult solveKlondikeSetPass(const KlondikeState& start, const SolveLimits& limits)
{
    return solveWith(start, limits, true, 0, true);
}

SolveResult solveKlondikeRelaxedPass(const KlondikeState& start, const SolveLimits& limits)
{
    SolveResult result = solveWith(start, limits, true, 1);
    result.line.clear(); // moves of another game
    return result;
}

} // namespace ct
