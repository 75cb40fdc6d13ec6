// The Klondike engine's best-first pass (klondike_passes.h): positions
// packed small, the measure that orders them, the search.
#include "solver/klondike_passes.h"

#include <algorithm>
#include <array>
#include <functional>

#include "solver/compact_search.h"

namespace ct::klondike {

namespace {

using compact::KeySet;

// A position packed into 40 bytes for the best-first pass, which keeps every
// position it has reached. A column is its count of face-down cards (which
// are always the bottom cards of the same column at the root: nothing ever
// goes under a face-down card) and its face-up run, stored as the run's first
// card, its length and one bit per further card (each is one rank lower and
// of the other colour, so a bit picks between the two suits of that colour).
// The talon only ever loses cards, so a mask over the root's talon says which
// are left.
struct Packed {
    std::array<std::uint32_t, kColumns> column {};
    std::uint32_t talonLeft = 0;
    std::uint8_t pos = 0;
    std::array<std::uint8_t, 4> home {};
};

class Packer {
public:
    explicit Packer(const Position& root)
        : root_(root)
    {
        // What unpack() needs of the root, worked out once: the key's part of
        // each column's first d cards with d of them face down (they are the
        // root's own), and each talon card's place in the root's talon.
        for (int c = 0; c < kColumns; ++c) {
            std::uint64_t cards = 0;
            for (int d = 0; d <= root.down[c]; ++d) {
                downHash_[c][d] = cards ^ kZobrist.columnDown[d];
                if (d < root.length[c])
                    cards ^= kZobrist.columnCard[d][root.column[c][d]];
            }
        }
        talonIndex_.fill(-1);
        for (int i = 0; i < root.talonLength; ++i)
            talonIndex_[root.talon[i]] = static_cast<std::int8_t>(i);
    }

    // False when a column's face-up cards are not one run (a position laid
    // out by hand): the best-first pass is then skipped.
    bool pack(const Position& p, Packed& out) const
    {
        for (int c = 0; c < kColumns; ++c) {
            const int up = p.length[c] - p.down[c];
            if (up > 0 && p.runStart(c) != p.down[c])
                return false;
            std::uint32_t word = p.down[c];
            if (up > 0) {
                word |= static_cast<std::uint32_t>(up) << 3;
                word |= static_cast<std::uint32_t>(p.column[c][p.down[c]]) << 8;
                for (int i = 1; i < up; ++i) {
                    const int suit = suitOf(p.column[c][p.down[c] + i]);
                    if (suit == 2 || suit == 3) // the second suit of its colour
                        word |= 1u << (15 + i);
                }
            }
            out.column[c] = word;
        }
        // Which root talon cards are left (the talon keeps its order: each
        // card lies further on in the root's talon than the one before).
        std::uint32_t mask = 0;
        int last = -1;
        for (int j = 0; j < p.talonLength; ++j) {
            const int i = talonIndex_[p.talon[j]];
            if (i <= last)
                return false;
            mask |= 1u << i;
            last = i;
        }
        out.talonLeft = mask;
        out.pos = p.pos;
        out.home = p.home;
        return true;
    }

    // Lays the position out with its key's parts (as Position::rehash()
    // would work them out) and its runs: each column's face-up cards are
    // one run, from its first face-up card.
    void unpack(const Packed& in, Position& p) const
    {
        for (int c = 0; c < kColumns; ++c) {
            const std::uint32_t word = in.column[c];
            const int down = static_cast<int>(word & 7);
            const int up = static_cast<int>((word >> 3) & 31);
            p.down[c] = static_cast<std::uint8_t>(down);
            p.length[c] = static_cast<std::uint8_t>(down + up);
            for (int i = 0; i < down; ++i)
                p.column[c][i] = root_.column[c][i];
            std::uint64_t hash = downHash_[c][down];
            if (up > 0) {
                Code card = static_cast<Code>((word >> 8) & 0xFF);
                p.column[c][down] = card;
                hash ^= kZobrist.columnCard[down][card];
                for (int i = 1; i < up; ++i) {
                    const bool second = (word >> (15 + i)) & 1;
                    const int suit = isRed(card) ? (second ? 3 : 0) : (second ? 2 : 1);
                    card = static_cast<Code>(suit * 16 + rankOf(card) - 1);
                    p.column[c][down + i] = card;
                    hash ^= kZobrist.columnCard[down + i][card];
                }
            }
            p.hash[c] = hash;
            p.run[c] = static_cast<std::uint8_t>(up > 0 ? down : 0); // a column's top is always face up
        }
        p.talonLength = 0;
        std::uint64_t talonHash = 0;
        for (std::uint32_t left = in.talonLeft; left != 0; left &= left - 1) {
            const Code card = root_.talon[__builtin_ctz(left)];
            p.talon[p.talonLength++] = card;
            talonHash ^= kZobrist.talonCard[card];
        }
        p.talonHash = talonHash;
        p.pos = in.pos;
        p.home = in.home;
    }

private:
    Position root_;
    std::array<std::array<std::uint64_t, 8>, kColumns> downHash_ {};
    std::array<std::int8_t, 64> talonIndex_ {};
};

// How far a position looks from a win (lower is better): hidden cards weigh
// most, each by how many face-down cards lie on it and itself (a column of
// k face-down cards counts 1 + 2 + ... + k, so the search digs out the
// tallest stacks first), then cards not yet home, then the talon.
int distance(const Position& p)
{
    int buried = 0, homeCards = 0;
    for (int c = 0; c < kColumns; ++c)
        buried += p.down[c] * (p.down[c] + 1) / 2;
    for (int suit = 0; suit < 4; ++suit)
        homeCards += p.home[suit];
    return 2 * buried + 2 * (52 - homeCards) + p.talonLength;
}

// The best-first pass (see BestFirst in klondike_passes.h).
class Pass {
public:
    Pass(const Position& root, int draw, std::uint64_t budget)
        : packer_(root)
        , draw_(draw)
        , budget_(budget)
    {
        Packed packedRoot;
        if (!packer_.pack(root, packedRoot)) {
            done_ = true;
            return;
        }
        nodes_.reserve(static_cast<std::size_t>(std::min<std::uint64_t>(budget, 1u << 20)));
        nodes_.push_back(Node {packedRoot, 0, Move {}});
        push(distance(root), 0);
        seen_.insert(keyOf(root, draw));
    }

    bool done() const { return done_; }

    Search run(double untilSeconds, const SolveLimits& limits, const SolveTimer& timer, SolveResult& result,
        std::vector<Move>& line)
    {
        if (done_)
            return Search::Exhausted;
        while (!open_.empty()) {
            std::pop_heap(open_.begin(), open_.end(), std::greater<>());
            const auto index = 0xFFFFFFFFu - static_cast<std::uint32_t>(open_.back() & 0xFFFFFFFFu);
            open_.pop_back();
            packer_.unpack(nodes_[index].packed, p_);
            generate(p_, draw_, true, moves_);
            childKeys(p_, draw_, moves_, keys_);
            for (const std::uint64_t key : keys_)
                seen_.prefetch(key);
            for (std::size_t k = 0; k < moves_.size(); ++k) {
                const Move& move = moves_[k];
                // Seen before: not played at all (a decided position is
                // never stored: the search ends at the first).
                if (!seen_.insert(keys_[k]))
                    continue;
                child_ = p_;
                apply(child_, move);
                if (child_.decided()) {
                    line.clear();
                    line.push_back(move);
                    for (std::uint32_t at = index; at != 0; at = nodes_[at].parent)
                        line.push_back(nodes_[at].move);
                    std::reverse(line.begin(), line.end());
                    const std::vector<Move> rest = finishDecided(child_);
                    line.insert(line.end(), rest.begin(), rest.end());
                    done_ = true;
                    return Search::Won;
                }
                if (worthAsking(p_, move) && deadlocked(child_, draw_))
                    continue; // cannot be won (asked only where it may be: see worthAsking())
                if (!packer_.pack(child_, packed_))
                    continue;
                ++result.states;
                nodes_.push_back(Node {packed_, index, move});
                push(distance(child_), static_cast<std::uint32_t>(nodes_.size() - 1));
            }
            if (nodes_.size() >= budget_) {
                done_ = true;
                return Search::Budget;
            }
            const bool clock = (nodes_.size() & 4095) < moves_.size() + 1;
            if (compact::limitReached(limits, timer, clock, result))
                return Search::Stopped;
            if (clock && untilSeconds > 0 && timer.seconds() >= untilSeconds)
                return Search::Budget;
        }
        done_ = true;
        return Search::Exhausted;
    }

private:
    struct Node {
        Packed packed;
        std::uint32_t parent;
        Move move;
    };

    // The open list: (distance << 32 | node), smallest first.
    void push(int score, std::uint32_t index)
    {
        open_.push_back((static_cast<std::uint64_t>(score) << 32) | (0xFFFFFFFFu - index));
        std::push_heap(open_.begin(), open_.end(), std::greater<>());
    }

    Packer packer_;
    int draw_;
    std::uint64_t budget_;
    bool done_ = false;
    std::vector<Node> nodes_;
    std::vector<std::uint64_t> open_;
    KeySet seen_;
    std::vector<Move> moves_;
    std::vector<std::uint64_t> keys_;
    Position p_, child_;
    Packed packed_;
};

} // namespace

struct BestFirst::Impl : Pass {
    using Pass::Pass;
};

BestFirst::BestFirst(const Position& root, int draw, std::uint64_t budget)
    : impl_(std::make_unique<Impl>(root, draw, budget))
{
}

BestFirst::~BestFirst() = default;

bool BestFirst::done() const
{
    return impl_->done();
}

Search BestFirst::run(double untilSeconds, const SolveLimits& limits, const SolveTimer& timer, SolveResult& result,
    std::vector<Move>& line)
{
    return impl_->run(untilSeconds, limits, timer, result, line);
}

} // namespace ct::klondike
