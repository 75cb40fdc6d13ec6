#include "solver/zodiac_suits.h"

#include <algorithm>
#include <cstring>
#include <unordered_set>

// Why The Zodiac can be decided suit by suit, for a position in the placing
// phase whose packets each hold one suit (as in every position reached in
// play: a card goes on a packet only by marrying its top, in suit):
//
// 1. Cards of a suit go, in the placing phase, onto packets of that suit or
//    into the Equator, and in the building phase onto that suit's two
//    foundations. So the suits share nothing but the Equator's cells.
//
// 2. The order of the placing phase does not matter, only its outcome. The
//    talon (stock and waste) is turned over without a shuffle as often as
//    wanted, so any card in it can be brought to the waste's top and placed
//    (each such fetch ends with a card placed, so no pass through the stock
//    is ever without a move, the rules' loss); an Equator card goes onto a
//    packet whenever the packet's top marries it. What the phase decides is
//    what each packet holds at its end: its cards so far, then a walk, each
//    card one rank from the card before in the packet's suit, using each
//    copy once; every card no walk takes must then lie in an Equator cell,
//    so at most eight are left over. Any such outcome can be played: build
//    the walks one packet after another (a card from the Equator where a
//    copy lies there, else from the talon), then lay the talon's left-over
//    cards in the cells the Equator cards left. One proviso: the building
//    phase begins as soon as the talon is empty, so the talon's last card
//    must be the phase's last move, which needs a walk that ends on a card
//    with a copy in the talon or a left-over card with one. A plan that
//    fails it is not used (the engine then says nothing); it can only make
//    a position harder, never easier, so a loss found without it stands.
//
// 3. The building phase of a suit, given its packets and its left-over
//    cards (free: in the Equator), is played out exactly by a small search
//    over how many cards have left each packet and the two foundations'
//    heights. A card from a packet's top is taken before a copy from the
//    Equator (nothing is laid on a card any more, so a top stays available
//    and lifting it can only uncover another); a card whose twin is home
//    goes home by force (safeAutoMove()'s argument).
//
// So a position is won exactly when the suits' fewest left-over cards,
// each over the walks whose building phase can be played out, add up to at
// most eight (and the proviso holds). Each suit's search is a depth-first
// search over the walks, packet by packet, pruned by two sound rules:
//
// - a bound (fewestLeftOver): walks are trails on the ranks 1..13. Count
//   the steps up from r to r + 1 and down from r + 1 to r over all walks: a
//   card of rank r is laid once per step arriving at r (at most the free
//   copies of r), walks leave r at most as often as they start there (a
//   packet's top) or arrive, and every stretch of ranks that steps cross
//   holds a packet's top where a walk starts. Any walks meet these counts,
//   so the most cards the counts allow (a dynamic programme over the ranks)
//   bounds the cards walks can take;
// - a deadlock: a card X in a packet such that every foundation still
//   wanting X's rank wants first a rank whose every copy still out lies
//   under X in the same packet. Cards only go on top in the placing phase
//   and only off the top in the building phase, so X never leaves;
// - when a packet is closed, the building phase as it would be if every
//   card not laid yet stayed free: cards laid later only go on top of
//   packets, and a card on top can only be in the way, so a building
//   phase that cannot be played out now never can.

namespace ct::zodiac {

namespace {

constexpr int kNoKing = 14;
constexpr int kInfinity = 1000;

// The most cards walks from `starts` (packet tops by rank) can take from
// `free` (copies by rank), by the counts of the bound above.
int mostPlaced(const std::array<int, 14>& free, const std::array<int, 14>& starts)
{
    // best[u][d][ok]: u steps up and d steps down cross between r - 1 and
    // r; ok: the stretch they belong to holds a start at or below r - 1.
    constexpr int kNone = -kInfinity;
    int best[3][3][2];
    for (auto& a : best)
        for (auto& b : a)
            for (int& v : b)
                v = kNone;
    best[0][0][0] = 0;
    for (int r = 1; r <= 13; ++r) {
        int next[3][3][2];
        for (auto& a : next)
            for (auto& b : a)
                for (int& v : b)
                    v = kNone;
        const int maxStep = r < 13 ? 2 : 0;
        for (int up = 0; up < 3; ++up)
            for (int down = 0; down < 3; ++down)
                for (int ok = 0; ok < 2; ++ok) {
                    const int value = best[up][down][ok];
                    if (value == kNone)
                        continue;
                    const bool crossing = up + down > 0;
                    const bool okHere = (crossing && ok) || starts[r] > 0;
                    for (int u = 0; u <= maxStep; ++u)
                        for (int d = 0; d <= maxStep; ++d) {
                            const int arrive = up + d;
                            if (arrive > free[r] || u + down > starts[r] + arrive)
                                continue;
                            const bool onward = u + d > 0;
                            if (!onward && crossing && !okHere)
                                continue; // a stretch with no start
                            int& slot = next[u][d][onward && okHere ? 1 : 0];
                            slot = std::max(slot, value + arrive);
                        }
                }
        std::memcpy(best, next, sizeof best);
    }
    return std::max(best[0][0][0], best[0][0][1]);
}

class SuitSearch {
public:
    SuitSearch(const SuitLayout& suit, const std::function<bool()>& stop)
        : suit_(suit)
        , stop_(stop)
        , walks_(suit.packets.size())
    {
        for (int r = 1; r <= 13; ++r) {
            free_[r] = suit.talon[r] + suit.equator[r];
            out_[r] = 2 - (r <= suit.ace ? 1 : 0) - (suit.king != kNoKing && r >= suit.king ? 1 : 0);
        }
    }

    // Looks for walks with at most `leftOver` cards left over whose building
    // phase can be played out. Won, Lost (none, the search was complete) or
    // Unknown (the budget ran out).
    Outcome run(int leftOver, std::uint64_t budget, SuitPlan& plan)
    {
        limit_ = leftOver;
        budget_ = budget;
        nodes_ = 0;
        stopped_ = false;
        if (walk(0)) {
            plan = plan_;
            return Outcome::Won;
        }
        return stopped_ ? Outcome::Unknown : Outcome::Lost;
    }

    std::uint64_t nodes() const { return nodes_; }

private:
    int top(int p) const
    {
        if (!walks_[p].empty())
            return walks_[p].back();
        return suit_.packets[p].empty() ? 0 : suit_.packets[p].back();
    }
    int freeCount() const
    {
        int n = 0;
        for (int r = 1; r <= 13; ++r)
            n += free_[r];
        return n;
    }

    // Counts a node; false (and stopped) once the budget is spent or `stop` says so.
    bool tick()
    {
        if (++nodes_ > budget_ || ((nodes_ & 4095) == 0 && stop_())) {
            stopped_ = true;
            return false;
        }
        return true;
    }

    // True when X, just laid on packet p, can never leave it.
    bool deadlocked(int p) const
    {
        std::array<int, 14> under {};
        for (int r : suit_.packets[p])
            ++under[r];
        for (std::size_t i = 0; i + 1 < walks_[p].size(); ++i)
            ++under[walks_[p][i]];
        const int x = walks_[p].back();
        auto blocked = [&](int from, int to) { // some rank strictly between, all its copies under X
            for (int y = from + 1; y < to; ++y)
                if (under[y] > 0 && under[y] >= out_[y])
                    return true;
            return false;
        };
        const bool aceWants = suit_.ace < x;
        const bool kingWants = suit_.king > x;
        return (!aceWants || blocked(suit_.ace, x)) && (!kingWants || blocked(x, suit_.king));
    }

    bool walk(int p)
    {
        if (stopped_)
            return false;
        if (!tick())
            return false;
        const int n = static_cast<int>(suit_.packets.size());
        std::array<int, 14> starts {};
        for (int q = p; q < n; ++q)
            if (const int t = top(q))
                ++starts[t];
        const int freeNow = freeCount();
        if (freeNow - mostPlaced(free_, starts) > limit_)
            return false;
        if (p == n)
            return building();
        if (const int t = top(p)) {
            // Keep going the way the packet goes first (runs come off whole).
            int way = 1;
            const auto& w = walks_[p];
            if (w.size() >= 2)
                way = w.back() - w[w.size() - 2];
            else if (w.size() == 1 && !suit_.packets[p].empty())
                way = w.back() - suit_.packets[p].back();
            for (const int step : {way, -way}) {
                const int r = t + step;
                if (r < 1 || r > 13 || free_[r] == 0)
                    continue;
                --free_[r];
                walks_[p].push_back(r);
                if (!deadlocked(p) && walk(p))
                    return true;
                walks_[p].pop_back();
                ++free_[r];
                if (stopped_)
                    return false;
            }
        }
        // Closing the packet: the building phase must be playable already
        // with every card not yet laid counted free (cards laid later only
        // go on top of packets, which can make it harder, never easier).
        if (!walks_[p].empty() && !building())
            return false;
        return walk(p + 1);
    }

    // The building phase, played out: packets pop from the top, left-over
    // cards (and, before the last packet is closed, cards not laid yet)
    // are free.
    bool building()
    {
        const int n = static_cast<int>(suit_.packets.size());
        full_.assign(static_cast<std::size_t>(n), {});
        for (int p = 0; p < n; ++p) {
            full_[p] = suit_.packets[p];
            full_[p].insert(full_[p].end(), walks_[p].begin(), walks_[p].end());
        }
        seen_.clear();
        std::vector<int> height(static_cast<std::size_t>(n));
        for (int p = 0; p < n; ++p)
            height[p] = static_cast<int>(full_[p].size());
        home_.clear();
        if (!playHome(height, suit_.ace, suit_.king, free_))
            return false;
        plan_.walks = walks_;
        plan_.leftover = free_;
        plan_.home = home_;
        return true;
    }

    bool playHome(std::vector<int>& height, int ace, int king, std::array<int, 14>& free)
    {
        if (ace == 13 && king == 1)
            return true;
        if (!tick())
            return false;
        std::uint64_t key = static_cast<std::uint64_t>(ace) * 16 + static_cast<std::uint64_t>(king);
        for (int h : height)
            key = key * 0x9E3779B97F4A7C15ULL + static_cast<std::uint64_t>(h) + 1;
        if (!seen_.insert(key).second)
            return false;
        // The moves: each foundation's next rank, from any packet's top that
        // shows it, else from the free cards. A foundation whose rank the
        // other one has passed is the only place for the one copy out: its
        // move is forced.
        struct Choice {
            int packet;
            int rank;
            bool toAce;
        };
        std::array<Choice, 8> choices {};
        int count = 0;
        auto add = [&](int rank, bool toAce) {
            const int first = count;
            for (int p = 0; p < static_cast<int>(height.size()) && count < 7; ++p)
                if (height[p] > 0 && full_[p][height[p] - 1] == rank)
                    choices[count++] = {p, rank, toAce};
            if (count == first && free[rank] > 0)
                choices[count++] = {-1, rank, toAce};
            return count > first;
        };
        if (ace < 13 && add(ace + 1, true) && king != kNoKing && king <= ace + 1) {
            count = 1;
        } else if (king > 1) {
            const int rank = king == kNoKing ? 13 : king - 1;
            const int first = count;
            if (add(rank, false) && ace >= rank) {
                choices[0] = choices[first];
                count = 1;
            }
        }
        for (int i = 0; i < count; ++i) {
            const Choice c = choices[i];
            if (c.packet >= 0)
                --height[c.packet];
            else
                --free[c.rank];
            home_.push_back({c.packet, c.rank, c.toAce});
            const int nextAce = c.toAce ? ace + 1 : ace;
            const int nextKing = c.toAce ? king : (king == kNoKing ? 13 : king - 1);
            const bool done = playHome(height, nextAce, nextKing, free);
            if (c.packet >= 0)
                ++height[c.packet];
            else
                ++free[c.rank];
            if (done)
                return true;
            home_.pop_back();
            if (stopped_)
                return false;
        }
        return false;
    }

    const SuitLayout& suit_;
    const std::function<bool()>& stop_;
    std::vector<std::vector<int>> walks_;
    std::array<int, 14> free_ {};
    std::array<int, 14> out_ {};
    int limit_ = 0;
    std::uint64_t budget_ = 0;
    std::uint64_t nodes_ = 0;
    bool stopped_ = false;
    std::vector<std::vector<int>> full_;
    std::unordered_set<std::uint64_t> seen_;
    std::vector<HomeMove> home_;
    SuitPlan plan_;
};

} // namespace

int fewestLeftOver(const SuitLayout& suit)
{
    std::array<int, 14> free {}, starts {};
    int count = 0;
    for (int r = 1; r <= 13; ++r) {
        free[r] = suit.talon[r] + suit.equator[r];
        count += free[r];
    }
    for (const auto& packet : suit.packets)
        if (!packet.empty())
            ++starts[packet.back()];
    return count - mostPlaced(free, starts);
}

Outcome decide(const std::array<SuitLayout, 4>& suits, int cells, std::uint64_t nodeBudget,
    const std::function<bool()>& stop, std::array<SuitPlan, 4>& plans, std::uint64_t& nodes)
{
    // fewest[s]: a lower bound on suit s's left-over cards, raised each
    // time a complete search finds no plan with that few; found[s]: the
    // left-over cards of the best plan found. Searches get a small budget
    // first, four times more each round: a plan with a few more cards left
    // over than the fewest is usually quick to find, and enough.
    std::array<int, 4> fewest {}, found {};
    found.fill(kInfinity);
    for (int s = 0; s < 4; ++s)
        fewest[s] = fewestLeftOver(suits[s]);
    auto sum = [](const std::array<int, 4>& a) { return a[0] + a[1] + a[2] + a[3]; };
    std::uint64_t& used = nodes;
    used = 0;
    for (std::uint64_t budget = 2000;; budget *= 4) {
        bool complete = true; // every search this round ran to its end
        for (int s = 0; s < 4; ++s) {
            if (sum(fewest) > cells)
                return Outcome::Lost;
            if (sum(found) <= cells)
                return Outcome::Won;
            SuitSearch search(suits[s], stop);
            const int cap = cells - (sum(fewest) - fewest[s]);
            for (int limit = fewest[s]; limit < std::min(found[s], cap + 1); ++limit) {
                if (used >= nodeBudget || stop())
                    return Outcome::Unknown;
                SuitPlan plan;
                const Outcome outcome = search.run(limit, std::min(budget, nodeBudget - used), plan);
                used += search.nodes();
                if (outcome == Outcome::Won) {
                    int left = 0;
                    for (int r = 1; r <= 13; ++r)
                        left += plan.leftover[r];
                    found[s] = left;
                    plans[s] = plan;
                    break;
                }
                if (outcome == Outcome::Lost)
                    fewest[s] = limit + 1;
                else
                    complete = false;
            }
        }
        if (sum(fewest) > cells)
            return Outcome::Lost;
        if (sum(found) <= cells)
            return Outcome::Won;
        if (complete && budget > nodeBudget)
            return Outcome::Unknown;
    }
}

} // namespace ct::zodiac
