// The passes of the search shared by the solver's dedicated engines (one per
// game, each on a compact position of its own): depth-first with a
// transposition table, best-first, play-outs and beams (class Search), and
// the keys' helpers. A game supplies its rules as a small class (see Rules
// below). compact_search.h runs the passes in turn (Plan, run(), solve()).
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <functional>
#include <new>
#include <type_traits>
#include <unordered_map>
#include <utility>
#include <vector>

#include "cards/rng.h"
#include "patience/patience.h"
#include "solver/key_set.h"
#include "solver/solver.h"

namespace ct::compact {

// A finaliser for keys built from sums or xors of table entries.
inline std::uint64_t mix64(std::uint64_t z)
{
    z = (z ^ (z >> 33)) * 0xFF51AFD7ED558CCDULL;
    z = (z ^ (z >> 33)) * 0xC4CEB9FE1A85EC53ULL;
    return z ^ (z >> 33);
}

// A fixed pseudo-random 64-bit value for each index (SplitMix64), for
// Zobrist-style keys that must be the same on every run.
inline std::uint64_t zobristValue(std::uint64_t index)
{
    std::uint64_t z = 0x5EED5EED2026ULL + (index + 1) * 0x9E3779B97F4A7C15ULL;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

// One pile's part of a position key, to be summed with the rest: its cards
// by place, and where the pile lies, `place` (0 for piles folded as a set,
// positions that differ only in their order being one).
//
// An engine may keep the cards' part up to date as the pile changes (xor in
// pileCardKey() when a card comes to a place and again when it leaves it)
// and finish it with pileKeyOf(), the same key for less work.
inline std::uint64_t pileCardKey(int index, std::uint8_t card)
{
    return zobristValue(static_cast<std::uint64_t>(index) * 64 + card);
}
inline std::uint64_t pileKeyOf(std::uint64_t cards, int length, std::uint64_t place = 0)
{
    return mix64((static_cast<std::uint64_t>(length) ^ cards) + place * 0x9E3779B97F4A7C15ULL);
}
inline std::uint64_t pileKey(const std::uint8_t* cards, int length, std::uint64_t place = 0)
{
    std::uint64_t h = 0;
    for (int i = 0; i < length; ++i)
        h ^= pileCardKey(i, cards[i]);
    return pileKeyOf(h, length, place);
}

enum class Pass { Won, Exhausted, Stopped, Budget };

// The caller's limits: true (with the reason in `result.why`) once one is
// reached. `clock` says whether to look at the cancel flag and the time,
// which cost more than a count and are asked only now and then.
inline bool limitReached(const SolveLimits& limits, const SolveTimer& timer, bool clock, SolveResult& result)
{
    if (clock && limits.cancel && limits.cancel->load(std::memory_order_relaxed))
        result.why = "cancelled";
    else if (clock && timer.expired(limits))
        result.why = "time";
    else if (limits.maxStates > 0 && result.states >= limits.maxStates)
        result.why = "states";
    else
        return false;
    return true;
}

// How a game's rules are given to the search:
//
//   struct Rules {
//       using Position = ...;   // a value type, cheap to copy
//       using Move = ...;
//       // The moves to search from `p` (none at a dead end). With `narrow`,
//       // a subset that finds most wins sooner; without, every move that
//       // can matter (a forced move alone where one is proven safe).
//       void generate(const Position& p, bool narrow, std::vector<Move>& out) const;
//       // Optional: the moves for the best-first pass by measure `variant`
//       // (a narrow set may suit one measure and not another).
//       void generate(const Position& p, bool narrow, int variant, std::vector<Move>& out) const;
//       // Optional: the same moves in the order the depth-first passes
//       // try them (the order decides which of two lines to a position
//       // the search takes first; the beams and best-first keep generate()'s).
//       void generateDepthFirst(const Position& p, bool narrow, std::vector<Move>& out) const;
//       void apply(Position& p, const Move& m) const;
//       bool won(const Position& p) const;
//       std::uint64_t key(const Position& p) const; // equal only for positions with the same future
//       // For best-first: lower looks closer to a win. A game may offer
//       // several measures (Plan::variants), tried in turn.
//       int distance(const Position& p, int variant) const;
//       // Optional: a key that tells apart every two different positions
//       // (no symmetry folded), with which a won line is shortened.
//       std::uint64_t exactKey(const Position& p) const;
//       // Optional: true only when `p` is proven lost; asked about the
//       // root alone, before any pass.
//       bool provenLost(const Position& p) const;
//       // Optional: true only when `p` is proven lost; asked by the
//       // depth-first passes of every new position, which is then not
//       // expanded (cheap enough to ask that often, or asked of some
//       // positions only), and by beams with proofs of the positions
//       // they would keep (Plan::proofBeamDivisor).
//       bool deadEnd(const Position& p) const;
//       // Optional: true where key() costs little next to the key set's
//       // cache misses: the searches then work out the keys of all of a
//       // position's children first, apply() running twice a move, and
//       // fetch their slots of the set ahead (Napoleon's Square: 1.4 times
//       // the positions a second).
//       static constexpr bool kPrefetchKeys = true;
//       // Optional: the beams the plan groups (Plan::beamGrouped) keep,
//       // of each level's positions with the same group, only the
//       // best-ranked (see Search::beam).
//       std::uint64_t beamGroup(const Position& p) const;
//   };
template <class Rules> class Search {
public:
    using Position = typename Rules::Position;
    using Move = typename Rules::Move;
    static constexpr bool kPrefetch = [] {
        if constexpr (requires { Rules::kPrefetchKeys; })
            return Rules::kPrefetchKeys;
        else
            return false;
    }();

    Search(const Rules& rules, const SolveLimits& limits, const SolveTimer& timer, SolveResult& result)
        : rules_(rules)
        , limits_(limits)
        , timer_(timer)
        , result_(result)
    { }

    // Depth-first over at most `budget` new positions (0: no budget). Only
    // an exhausted pass over every move (not narrow) with no budget proves
    // a loss.
    Pass depthFirst(const Position& root, bool narrow, std::uint64_t budget, std::vector<Move>& line)
    {
        const std::uint64_t first = result_.states;
        if (frames_.size() < 64)
            frames_.resize(64);
        std::size_t depth = 0;
        frames_[0].position = root;
        // A pass with a small budget (a play-out's tail) holds few keys;
        // its set starts small rather than clearing the default room each
        // time (The Mill: 6.2 million positions a second on deals 1-1,000
        // at 1 s, against 3.9 million, with the beams' sets below).
        std::size_t room = 1024;
        while (room < std::size_t {1} << 16 && (budget == 0 || room < 2 * budget))
            room *= 2;
        KeySet seen(room);
        seen.insert(rules_.key(root));
        generateDepthFirst(root, narrow, frames_[0].moves);
        childKeys(frames_[0], seen);
        frames_[0].next = 0;
        ++result_.states;
        for (;;) {
            Frame& frame = frames_[depth];
            if (frame.next >= frame.moves.size()) {
                if (depth == 0)
                    return Pass::Exhausted;
                --depth;
                continue;
            }
            const Move move = frame.moves[frame.next++];
            if (depth + 1 >= frames_.size())
                frames_.resize(frames_.size() * 2);
            Frame& child = frames_[depth + 1];
            child.position = frames_[depth].position;
            rules_.apply(child.position, move);
            if (rules_.won(child.position)) {
                line.clear();
                for (std::size_t d = 0; d <= depth; ++d)
                    line.push_back(frames_[d].moves[frames_[d].next - 1]);
                return Pass::Won;
            }
            if (!seen.insert(
                    kPrefetch ? frames_[depth].keys[frames_[depth].next - 1] : rules_.key(child.position)))
                continue;
            ++result_.states;
            if (stopped((result_.states & 4095) == 0))
                return Pass::Stopped;
            if (budget > 0 && result_.states - first >= budget)
                return Pass::Budget;
            if (deadEnd(child.position))
                continue;
            generateDepthFirst(child.position, narrow, child.moves);
            childKeys(child, seen);
            child.next = 0;
            if (!child.moves.empty())
                ++depth;
        }
    }

    // What a best-first pass keeps: every position it reached (its parent
    // and move), the ones not expanded yet, the queue of those by distance
    // and the keys seen. Given the same one again, a pass goes on where the
    // last one stopped.
    struct BestFirstRun {
        struct Node {
            std::uint32_t parent;
            std::uint32_t slot; // where its position waits to be expanded
            Move move;
        };
        std::vector<Node> nodes;
        std::vector<Position> waiting;
        std::vector<std::uint32_t> freeSlots;
        // (distance << 32 | ~node): the smallest distance first, then the newest.
        std::vector<std::uint64_t> open;
        KeySet seen;
    };

    // Best-first: always expands the reached position with the smallest
    // distance (the newest among equals), wherever it lies, so an early
    // wrong turn costs little. It keeps the positions it has not expanded
    // yet, within `memoryBytes`; it finds wins and never claims a loss. It
    // stops once it holds `budget` positions or at `untilSeconds` (0: none).
    Pass bestFirst(const Position& root, bool narrow, int variant, std::uint64_t budget, double untilSeconds,
        std::size_t memoryBytes, std::vector<Move>& line)
    {
        BestFirstRun run;
        return bestFirst(run, root, narrow, variant, budget, untilSeconds, memoryBytes, line);
    }
    // The same, going on from `run` (empty the first time, then left as the
    // pass stopped; the same root and measure each time).
    Pass bestFirst(BestFirstRun& run, const Position& root, bool narrow, int variant, std::uint64_t budget,
        double untilSeconds, std::size_t memoryBytes, std::vector<Move>& line)
    {
        using Node = typename BestFirstRun::Node;
        auto& nodes = run.nodes;
        auto& waiting = run.waiting;
        auto& freeSlots = run.freeSlots;
        auto& open = run.open;
        auto& seen = run.seen;
        const std::size_t perNode = sizeof(Node) + sizeof(Position) + 2 * sizeof(std::uint64_t);
        budget = std::min<std::uint64_t>(budget, memoryBytes / perNode);
        auto push = [&](int score, std::uint32_t index) {
            open.push_back((static_cast<std::uint64_t>(std::max(score, 0)) << 32) | (0xFFFFFFFFu - index));
            std::push_heap(open.begin(), open.end(), std::greater<>());
        };
        if (nodes.empty()) {
            nodes.push_back(Node {0, 0, Move {}});
            waiting.push_back(root);
            push(rules_.distance(root, variant), 0);
            seen.insert(rules_.key(root));
        } else if (nodes.size() >= budget && !open.empty())
            return Pass::Budget;
        std::vector<Move> moves;
        std::vector<std::uint64_t> keys; // of the positions the moves reach, prefetched
        Position p, child;
        while (!open.empty()) {
            std::pop_heap(open.begin(), open.end(), std::greater<>());
            const auto index = 0xFFFFFFFFu - static_cast<std::uint32_t>(open.back() & 0xFFFFFFFFu);
            open.pop_back();
            p = waiting[nodes[index].slot];
            freeSlots.push_back(nodes[index].slot);
            generate(p, narrow, variant, moves);
            childKeys(p, moves, keys, seen);
            for (std::size_t m = 0; m < moves.size(); ++m) {
                const Move& move = moves[m];
                child = p;
                rules_.apply(child, move);
                if (rules_.won(child)) {
                    line.clear();
                    line.push_back(move);
                    for (std::uint32_t at = index; at != 0; at = nodes[at].parent)
                        line.push_back(nodes[at].move);
                    std::reverse(line.begin(), line.end());
                    return Pass::Won;
                }
                if (!seen.insert(kPrefetch ? keys[m] : rules_.key(child)))
                    continue;
                ++result_.states;
                std::uint32_t slot;
                if (!freeSlots.empty()) {
                    slot = freeSlots.back();
                    freeSlots.pop_back();
                    waiting[slot] = child;
                } else {
                    slot = static_cast<std::uint32_t>(waiting.size());
                    waiting.push_back(child);
                }
                nodes.push_back(Node {index, slot, move});
                push(rules_.distance(child, variant), static_cast<std::uint32_t>(nodes.size() - 1));
            }
            if (nodes.size() >= budget)
                return Pass::Budget;
            if (Pass pass; paused(untilSeconds, pass))
                return pass;
        }
        return Pass::Exhausted;
    }

    // Random play-outs, for games whose redeals shuffle with a generator
    // the solver sees (so every different waste gathered is a new deal for
    // the next round): each play-out picks the rules' playOutMove() until
    // playedOut() (no redeal left, say), and a depth-first search of at most
    // `tailBudget` positions takes over from there. Finds wins only; stops
    // at `untilSeconds`. The play-outs' own generator has a fixed seed, so
    // a deal gets the same answer on every run.
    Pass playOuts(const Position& root, double untilSeconds, std::uint64_t tailBudget, std::vector<Move>& line)
    {
        // A later call goes on with other play-outs than the first.
        Rng rng(0x9E3779B97F4A7C15ULL + 0x2545F4914F6CDD1DULL * playOutCalls_++);
        std::vector<Move> moves, tail, best;
        int bestScore = 0;
        for (std::uint64_t round = 0;; ++round) {
            if (stopped(true))
                return Pass::Stopped;
            if (timer_.seconds() >= untilSeconds)
                return Pass::Budget;
            Position p = root;
            line.clear();
            // Every other play-out follows the best one so far (the
            // smallest first distance measure where it stopped) for a
            // random number of moves, then goes its own way: play-outs
            // gather round a good first part (on The Mill's deals 1-100
            // left open by the other passes, 9 won of 15 against 5).
            if (!best.empty() && rng.below(2) != 0) {
                const std::size_t keep = rng.below(static_cast<std::uint32_t>(best.size()));
                for (std::size_t i = 0; i < keep; ++i) {
                    rules_.apply(p, best[i]);
                    line.push_back(best[i]);
                }
            }
            while (!rules_.playedOut(p)) {
                rules_.generate(p, false, moves);
                if (moves.empty())
                    break;
                const Move move = rules_.playOutMove(p, moves, rng, round);
                rules_.apply(p, move);
                line.push_back(move);
                ++result_.states;
                if (rules_.won(p))
                    return Pass::Won;
            }
            const int score = rules_.distance(p, 0);
            if (best.empty() || score <= bestScore) {
                best = line;
                bestScore = score;
            }
            if (!rules_.playedOut(p))
                continue;
            switch (depthFirst(p, false, tailBudget, tail)) {
            case Pass::Won: line.insert(line.end(), tail.begin(), tail.end()); return Pass::Won;
            case Pass::Stopped: return Pass::Stopped;
            case Pass::Exhausted:
            case Pass::Budget: break;
            }
        }
    }

    // A beam search by levels, for games whose positions have a level that
    // no move lowers (the rules' level(): The Mill's stock cards dealt). All
    // positions one level holds are reached from the level's kept positions
    // by the moves that keep the level (at most `levelBudget` of them a
    // level, in order of discovery); of the positions the other moves reach,
    // the `width` with the smallest distance `variant` are kept for the next
    // level. Every kept position stands on the same level, so the measure
    // compares like with like, and the kept ones stay many and different,
    // where best-first tends to dive down one line. With `noise`, each
    // position's distance gets 0 to noise - 1 more, fixed by its key and
    // `seed`: the same measure then keeps a different set in each pass, and
    // ties among near-twins no longer fill the beam. Finds wins only; stops
    // at `untilSeconds` (0: none), when no position is kept, or when its
    // positions would take more than `memoryBytes` (then beamFilled() says
    // so, and a wider beam would not fit either). With `proofs`, a position
    // the rules' deadEnd() proves lost is not kept, and the next in rank
    // takes its place (a dear proof, asked only of the few kept). With
    // `grouped`, where the rules have beamGroup(), only the best-ranked
    // position of each group is kept: near copies of one position (the
    // same group) would otherwise fill the beam.
    Pass beam(const Position& root, int variant, std::size_t width, std::size_t levelBudget,
        std::uint64_t noise, std::uint64_t seed, double untilSeconds, std::size_t memoryBytes,
        std::vector<Move>& line, bool proofs = false, bool grouped = false)
    {
        struct Node {
            std::uint32_t parent;
            Move move;
        };
        struct Entry {
            Entry(std::uint32_t n, std::uint64_t k, const Position& p)
                : node(n)
                , key(k)
                , position(p)
            { }
            std::uint32_t node;
            std::uint64_t key; // the position's, worked out once
            Position position;
        };
        std::vector<Node> nodes {Node {0, Move {}}};
        std::vector<Entry> level {Entry(0, rules_.key(root), root)}, next, within;
        std::vector<std::pair<std::uint64_t, std::size_t>> ranked;
        std::vector<Move> moves;
        auto lineTo = [&](std::uint32_t at, const Move& last) {
            line.clear();
            line.push_back(last);
            for (; at != 0; at = nodes[at].parent)
                line.push_back(nodes[at].move);
            std::reverse(line.begin(), line.end());
        };
        // The sets of one level start at about four times the width and
        // grow as they fill: a narrow beam's levels hold a few hundred
        // positions, where each level used to clear two sets of 65,536
        // slots.
        std::size_t room = 256;
        while (room < 4 * width)
            room *= 2;
        while (!level.empty()) {
            KeySet seen(room), seenNext(room);
            for (const Entry& entry : level)
                seen.insert(entry.key);
            within.swap(level); // `level` is filled again below
            next.clear();
            for (std::size_t i = 0; i < within.size(); ++i) {
                rules_.generate(within[i].position, false, moves);
                const int here = rules_.level(within[i].position);
                for (const Move& move : moves) {
                    Position child = within[i].position;
                    rules_.apply(child, move);
                    if (rules_.won(child)) {
                        lineTo(within[i].node, move);
                        return Pass::Won;
                    }
                    const bool up = rules_.level(child) > here;
                    if (!up && within.size() >= levelBudget)
                        continue;
                    const std::uint64_t key = rules_.key(child);
                    if (!(up ? seenNext : seen).insert(key))
                        continue;
                    ++result_.states;
                    nodes.push_back(Node {within[i].node, move});
                    const auto node = static_cast<std::uint32_t>(nodes.size() - 1);
                    (up ? next : within).emplace_back(node, key, child); // copied once, into its place
                }
                if (nodes.size() * sizeof(Node) + (within.size() + next.size()) * sizeof(Entry) > memoryBytes) {
                    beamFilled_ = true;
                    return Pass::Budget;
                }
                if (Pass pass; paused(untilSeconds, pass))
                    return pass;
            }
            ranked.clear();
            for (std::size_t i = 0; i < next.size(); ++i)
                ranked.emplace_back(
                    static_cast<std::uint64_t>(std::max(rules_.distance(next[i].position, variant), 0))
                        + (noise > 0 ? mix64(next[i].key ^ seed) % noise : 0),
                    i);
            // Grouped, the best-ranked of each group alone stays in the
            // running.
            if constexpr (requires(const Position& p) { rules_.beamGroup(p); })
                if (grouped) {
                    std::sort(ranked.begin(), ranked.end());
                    KeySet groups(room);
                    std::size_t out = 0;
                    for (const auto& entry : ranked)
                        if (groups.insert(rules_.beamGroup(next[entry.second].position)))
                            ranked[out++] = entry;
                    ranked.resize(out);
                }
            // The `keep` smallest, in order (the same as a partial sort,
            // for less: each pair is unique). With proofs, up to twice as
            // many are ranked, and those proved lost are passed over.
            const std::size_t keep = std::min(width, ranked.size());
            const std::size_t rank = proofs ? std::min(2 * width, ranked.size()) : keep;
            const auto kept = ranked.begin() + static_cast<std::ptrdiff_t>(rank);
            if (rank < ranked.size())
                std::nth_element(ranked.begin(), kept, ranked.end());
            std::sort(ranked.begin(), kept);
            level.clear();
            for (std::size_t i = 0; i < rank && level.size() < keep; ++i) {
                if (proofs) {
                    const bool dead = deadEnd(next[ranked[i].second].position);
                    if (Pass pass; paused(untilSeconds, pass))
                        return pass;
                    if (dead)
                        continue;
                }
                level.push_back(next[ranked[i].second]);
            }
        }
        return Pass::Budget; // nothing is proved by a beam
    }
    bool beamFilled() const { return beamFilled_; }

private:
    struct Frame {
        Position position;
        std::vector<Move> moves;
        std::vector<std::uint64_t> keys; // of the position each move reaches
        std::size_t next = 0;
    };

    // With kPrefetch, the keys of the positions a frame's moves reach, each
    // slot prefetched: the set's inserts wait on memory otherwise, and the
    // prefetches for the frame's children overlap.
    void childKeys(const Position& p, const std::vector<Move>& moves, std::vector<std::uint64_t>& keys,
        const KeySet& seen)
    {
        if constexpr (!kPrefetch)
            return;
        keys.clear();
        for (const Move& move : moves) {
            scratch_ = p;
            rules_.apply(scratch_, move);
            keys.push_back(rules_.key(scratch_));
            seen.prefetch(keys.back());
        }
    }
    void childKeys(Frame& frame, const KeySet& seen) { childKeys(frame.position, frame.moves, frame.keys, seen); }

    bool stopped(bool clock) { return limitReached(limits_, timer_, clock, result_); }

    // The moves a best-first pass by measure `variant` searches: the rules
    // may narrow them differently for each measure (an optional
    // generate(p, narrow, variant, out)).
    void generate(const Position& p, bool narrow, int variant, std::vector<Move>& out) const
    {
        if constexpr (requires { rules_.generate(p, narrow, variant, out); })
            rules_.generate(p, narrow, variant, out);
        else
            rules_.generate(p, narrow, out);
    }

    // Asked after each position a best-first or beam pass expands: true,
    // with `pass` Stopped at the caller's limits or Budget at `untilSeconds`
    // (0: none), when the pass must end.
    bool paused(double untilSeconds, Pass& pass)
    {
        const bool clock = (++expanded_ & 255) == 0;
        if (stopped(clock))
            pass = Pass::Stopped;
        else if (clock && untilSeconds > 0 && timer_.seconds() >= untilSeconds)
            pass = Pass::Budget;
        else
            return false;
        return true;
    }

    // The moves a depth-first pass searches, in the order it tries them
    // (an optional generateDepthFirst(p, narrow, out): the same moves as
    // generate(), perhaps in another order).
    void generateDepthFirst(const Position& p, bool narrow, std::vector<Move>& out) const
    {
        if constexpr (requires { rules_.generateDepthFirst(p, narrow, out); })
            rules_.generateDepthFirst(p, narrow, out);
        else
            rules_.generate(p, narrow, out);
    }

    // The game's optional proof that a position is lost (Rules::deadEnd).
    bool deadEnd(const Position& p) const
    {
        if constexpr (requires { rules_.deadEnd(p); })
            return rules_.deadEnd(p);
        else
            return false;
    }

    const Rules& rules_;
    const SolveLimits& limits_;
    const SolveTimer& timer_;
    SolveResult& result_;
    std::vector<Frame> frames_;
    Position scratch_; // for childKeys()
    std::uint64_t expanded_ = 0;
    bool beamFilled_ = false;
    std::uint64_t playOutCalls_ = 0;
};

// Shortens a won line from `root`: wherever a move from a position on the
// line reaches a position the line visits later, the line jumps there. The
// depth-first search wanders (its line holds every detour it made before it
// found the way), and a player watching a demo or asking for hints should
// not follow those detours. Needs the game's exactKey().
template <class Rules>
void shorten(
    const Rules& rules, const typename Rules::Position& root, std::vector<typename Rules::Move>& line)
{
    if constexpr (requires(const typename Rules::Position& p) { rules.exactKey(p); }) {
        using Position = typename Rules::Position;
        using Move = typename Rules::Move;
        std::vector<Position> positions {root};
        positions.reserve(line.size() + 1);
        for (const Move& move : line) {
            positions.push_back(positions.back());
            rules.apply(positions.back(), move);
        }
        std::unordered_map<std::uint64_t, std::size_t> last; // the latest visit of each position
        for (std::size_t i = 0; i < positions.size(); ++i)
            last[rules.exactKey(positions[i])] = i;
        std::vector<Move> shorter;
        std::vector<Move> moves;
        std::size_t at = last[rules.exactKey(root)];
        while (at < line.size()) {
            // The move that reaches furthest along the line, the line's own at least.
            std::size_t best = at + 1;
            Move chosen = line[at];
            rules.generate(positions[at], false, moves);
            for (const Move& move : moves) {
                Position next = positions[at];
                rules.apply(next, move);
                const auto found = last.find(rules.exactKey(next));
                if (found != last.end() && found->second > best) {
                    best = found->second;
                    chosen = move;
                }
            }
            shorter.push_back(chosen);
            at = best;
        }
        line = std::move(shorter);
    }
}

} // namespace ct::compact
