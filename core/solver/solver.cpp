#include "solver/solver.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <ctime>
#include <memory>
#include <optional>
#include <unordered_set>

#include "patience/klondike.h"
#include "patience/magic_fifteen.h"
#include "patience/patience.h"
#include "solver/babette_solver.h"
#include "solver/blockade_solver.h"
#include "solver/clock_solver.h"
#include "solver/empress_solver.h"
#include "solver/fifteen_solver.h"
#include "solver/fortress_solver.h"
#include "solver/fourteenth_solver.h"
#include "solver/klondike_solver.h"
#include "solver/lucie_solver.h"
#include "solver/magic_fifteen_solver.h"
#include "solver/mill_solver.h"
#include "solver/napoleon_solver.h"
#include "solver/sultan_solver.h"
#include "solver/zodiac_solver.h"

namespace ct {

namespace {

// Two independent 64-bit hashes of the key: a false "seen" needs both to
// collide, which for the state counts searched here is far below any other
// risk. (A won line is replayed anyway; only "lost" could suffer.)
struct Key128 {
    std::uint64_t a = 0;
    std::uint64_t b = 0;
    bool operator==(const Key128&) const = default;
};

struct Key128Hash {
    std::size_t operator()(const Key128& key) const
    {
        return static_cast<std::size_t>(key.a ^ (key.b * 0x9E3779B97F4A7C15ULL));
    }
};

// Rank of an action for the default order: cards home first (they only ever
// help in most positions and end the search fastest when the deal is
// winnable), then flips, then moves between piles, then the stock and
// redeals, which open the most new positions.
int defaultPriority(const PatienceState& state, const Action& action)
{
    switch (action.kind) {
    case PatienceState::MoveCards: {
        const auto& piles = state.piles();
        const auto& to = piles[static_cast<std::size_t>(action.b)];
        if (to.kind == ZoneKind::Foundation)
            return 0;
        const auto& from = piles[static_cast<std::size_t>(action.a)];
        if (from.kind == ZoneKind::Foundation)
            return 4; // taking a card back from home: rarely needed
        // A move that empties a pile or uncovers a face-down card comes first.
        const std::size_t left = from.size() - static_cast<std::size_t>(std::max(action.c, 1));
        if (left == 0 || !from.cards[left - 1].faceUp)
            return 1;
        return 2;
    }
    case PatienceState::Flip: return 0;
    case PatienceState::StockClick: return 3;
    case PatienceState::Redeal: return 5;
    default: return 3;
    }
}

void defaultOrder(const PatienceState& state, std::vector<Action>& actions)
{
    std::stable_sort(actions.begin(), actions.end(), [&](const Action& x, const Action& y) {
        return defaultPriority(state, x) < defaultPriority(state, y);
    });
}

std::unique_ptr<PatienceState> clonePatience(const PatienceState& state)
{
    return std::unique_ptr<PatienceState>(static_cast<PatienceState*>(state.clone().release()));
}

} // namespace

SolveTimer::SolveTimer(bool cpuTime)
    : cpu_(cpuTime)
    , start_(0)
{
    start_ = now();
}

double SolveTimer::now() const
{
    if (cpu_) {
        timespec spec {};
        if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec) == 0)
            return static_cast<double>(spec.tv_sec) + static_cast<double>(spec.tv_nsec) * 1e-9;
    }
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

double SolveTimer::seconds() const
{
    return now() - start_;
}

std::string solveStatusText(SolveStatus status)
{
    switch (status) {
    case SolveStatus::Won: return "won";
    case SolveStatus::Lost: return "lost";
    case SolveStatus::Unknown: break;
    }
    return "unknown";
}

namespace {

// The piles of one kind, as a group of interchangeable piles.
std::vector<int> pilesOfKind(const PatienceState& state, ZoneKind kind)
{
    std::vector<int> group;
    for (int i = 0; i < static_cast<int>(state.piles().size()); ++i)
        if (state.piles()[static_cast<std::size_t>(i)].kind == kind)
            group.push_back(i);
    return group;
}

bool stockEmpty(const PatienceState& state)
{
    for (const Pile& pile : state.piles())
        if (pile.kind == ZoneKind::Stock && !pile.empty())
            return false;
    return true;
}

} // namespace

SolverHooks hooksFor(const std::string& gameId)
{
    SolverHooks hooks;
    auto safeMove = [](const PatienceState& state) { return state.safeAutoMove(); };
    if (gameId == "klondike") {
        // Forced: a card C (suit s, rank r) that can go home (s is at r-1),
        // when every card of the other colour below r is home (both of those
        // foundations at r-1 or more) and every card of the other suit of C's
        // colour below r-1 (that foundation at r-2 or more); C must be a
        // column's top card, or with one card a turn the waste's top card.
        // (Klondike's own safeAutoMove(), for play, asks less and is not used:
        // cards may come back from the foundations here, and
        // SolverTest::klondikeForcedMovesKeepAWinThatBorrowsFromHome shows a
        // deal it would lose.)
        //
        // Proof that the position P' after the move can be won whenever the
        // position P before it can. Call "low" C and every card lower than
        // the foundation levels above (the other colour below r, C's other
        // suit below r-1, C's suit below r). In P every low card but C is
        // home; low cards are closed under "can be laid on": a card laid on
        // a low card is of the other colour one rank lower, so low too. Take
        // a winning line L from P and play from P' the line L' that skips
        // every move of a low card (alone or at the bottom of a group),
        // plays every other move without the low cards a moved group may
        // carry, and turns the stock as often as it needs to bring up each
        // card L plays from the waste. Throughout, L''s position is L's
        // with the low cards moved home: in L the low cards off the
        // foundations are only ever the top cards of columns (none is ever
        // face down, in the talon or under a card that is not low), so
        // removing them leaves every column's other cards, every face-down
        // card and the talon as they are (C is not in the talon, or with one
        // card a turn every talon card can be brought up by turning, in any
        // order, as often as needed). Each move L' plays is legal: a card
        // that goes home finds its foundation as far on as in L; a card or
        // group laid on a column in L lands on a card that is not low (it is
        // not low itself), which is then that column's top in L' too, or on
        // an empty column, empty in L' too; a card that L takes back from a
        // foundation is not low, so its rank is above the level there and it
        // is the top of that foundation in L' as in L. L' ends with every
        // card home, since L does, and it is shorter than L (C's own move
        // home is skipped), so a search that follows forced moves never walks
        // away from a win for ever. So the forced move loses no win.
        hooks.forced = [](const PatienceState& state) -> std::optional<Action> {
            const auto& game = static_cast<const KlondikeState&>(state);
            const auto& piles = game.piles();
            std::array<int, 4> home {};
            for (int f = KlondikeState::kFirstFoundation; f < KlondikeState::kFirstTableau; ++f)
                if (!piles[static_cast<std::size_t>(f)].empty()) {
                    const Card top = piles[static_cast<std::size_t>(f)].top().card;
                    home[static_cast<std::size_t>(top.suit)] = top.rank;
                }
            auto safe = [&](const PlacedCard& placed) {
                const Card card = placed.card;
                if (!placed.faceUp || home[static_cast<std::size_t>(card.suit)] != card.rank - 1)
                    return false;
                for (int other = 0; other < 4; ++other) {
                    const Card peer {static_cast<Suit>(other), 1};
                    if (peer.suit == card.suit)
                        continue;
                    if (home[static_cast<std::size_t>(other)] < card.rank - (peer.isRed() != card.isRed() ? 1 : 2))
                        return false;
                }
                return true;
            };
            auto toHome = [&](int from) -> std::optional<Action> {
                for (int f = KlondikeState::kFirstFoundation; f < KlondikeState::kFirstTableau; ++f) {
                    const Action action = PatienceState::move(from, f);
                    if (state.check(action).legal())
                        return action;
                }
                return std::nullopt;
            };
            for (int t = KlondikeState::kFirstTableau; t < KlondikeState::kFirstTableau + 7; ++t)
                if (!piles[static_cast<std::size_t>(t)].empty() && safe(piles[static_cast<std::size_t>(t)].top()))
                    return toHome(t);
            const Pile& waste = piles[KlondikeState::kWaste];
            if (game.drawCount() == 1 && !waste.empty() && safe(waste.top()))
                return toHome(KlondikeState::kWaste);
            return std::nullopt;
        };
        // The dedicated engine makes the same forced moves, on the same proof
        // (with one card a turn for any talon card, not only the waste's top:
        // see safeHome() in klondike_moves.cpp).
        hooks.engine = [](const PatienceState& state, const SolveLimits& limits) {
            return solveKlondike(static_cast<const KlondikeState&>(state), limits);
        };
    } else if (gameId == "magic-fifteen") {
        hooks.engine = [](const PatienceState& state, const SolveLimits& limits) {
            return solveMagicFifteen(static_cast<const MagicFifteenState&>(state), limits);
        };
    } else if (gameId == "empress-of-india") {
        // A compact engine; what it folds and leaves out is argued in
        // empress_solver.cpp (it forces no move).
        hooks.engine = [](const PatienceState& state, const SolveLimits& limits) {
            return solveEmpressOfIndia(state, limits);
        };
    } else if (gameId == "the-clock") {
        // A compact engine; its forced moves home and its proofs of a lost
        // position are in clock_solver.cpp.
        hooks.engine = [](const PatienceState& state, const SolveLimits& limits) {
            return solveTheClock(state, limits);
        };
    } else if (gameId == "babette") {
        // A compact engine; its forced moves home are proved in babette_solver.cpp.
        hooks.engine = [](const PatienceState& state, const SolveLimits& limits) {
            return solveBabette(state, limits);
        };
    } else if (gameId == "the-fourteenth") {
        // A compact engine over ranks (no rule of The Fourteenth looks at suits).
        hooks.engine = [](const PatienceState& state, const SolveLimits& limits) {
            return solveTheFourteenth(state, limits);
        };
    } else if (gameId == "the-fifteen") {
        // A compact engine; its forced moves home are proved in fifteen_solver.cpp.
        hooks.engine = [](const PatienceState& state, const SolveLimits& limits) {
            return solveTheFifteen(state, limits);
        };
    } else if (gameId == "the-zodiac") {
        // A compact engine; what it folds and forces is argued in zodiac_solver.cpp.
        hooks.engine = [](const PatienceState& state, const SolveLimits& limits) {
            return solveTheZodiac(state, limits);
        };
    } else if (gameId == "the-mill") {
        // A compact engine over ranks (no rule of The Mill looks at suits).
        hooks.engine = [](const PatienceState& state, const SolveLimits& limits) {
            return solveTheMill(state, limits);
        };
    } else if (gameId == "fortress") {
        // Every move home is forced. Proof: let C (suit s, rank r) be able to
        // go home, so s r-1 is home, and let L be any winning line from here.
        // Play C home first, then follow L, except that each card of suit s
        // that L would lay on a card of s already home here goes home
        // instead (it is the next card its foundation wants), and each move
        // of such a card already home is skipped. Cards of s are only ever
        // built on by s one rank away, so every card L builds on a home card
        // is of s and can follow it home; every other move of L stays legal,
        // since the rows here hold L's cards less some home ones (each top
        // card of L is a top card here, and an emptied row is a lane, which
        // takes anything but need not be filled). Foundation cards never
        // leave in Fortress, and nothing is dealt later: nothing depends on
        // where a card sat. So the new line wins too.
        hooks.forced = safeMove;
        // The dedicated engine forces the same moves, on the same proof.
        hooks.engine = [](const PatienceState& state, const SolveLimits& limits) {
            return solveFortress(state, limits);
        };
        // The ten rows obey the same rules (left and right differ only on
        // screen), and any empty foundation takes any ace.
        hooks.key = [](const PatienceState& state) {
            return state.canonicalHash(
                {pilesOfKind(state, ZoneKind::Foundation), pilesOfKind(state, ZoneKind::Tableau)});
        };
    } else if (gameId == "napoleons-square") {
        // safeAutoMove() plays C (suit s, rank r) home only when it is an ace
        // or both copies of s r-1 are home. The packets build down in suit,
        // so only s r-1 could ever be built on C, and foundation cards never
        // leave: C can carry nothing for the rest of the game. Lifting it
        // uncovers a card, turns up the next waste card or leaves a space
        // (which need not be filled), so the cards available afterwards
        // include every card available before but C, and any winning line
        // can skip its own move of C home. Where two foundations take C they
        // show the same card and are interchangeable; where one does, the
        // other already holds C's twin. Hence the move is forced.
        hooks.forced = safeMove;
        // The dedicated engine forces the same moves, on the same proof.
        hooks.engine = [](const PatienceState& state, const SolveLimits& limits) {
            return solveNapoleonsSquare(state, limits);
        };
        // The packets obey the same rules, and so do the eight foundations.
        hooks.key = [](const PatienceState& state) {
            return state.canonicalHash(
                {pilesOfKind(state, ZoneKind::Foundation), pilesOfKind(state, ZoneKind::Tableau)});
        };
    } else if (gameId == "the-blockade") {
        // safeAutoMove() plays C (suit s, rank r) home only when its twin
        // keeps a foundation (so both copies of s r-1 are home and nothing
        // can be built on C any more: the columns build down in suit) and
        // only when the move does not empty a column while the stock lasts
        // (a refill would take a stock card and shift every later row deal).
        // Otherwise a later row deal falls on the card under C instead of on
        // C, which only leaves one card fewer in that column. Hence forced.
        hooks.forced = safeMove;
        // The dedicated engine forces the same moves, on the same proof.
        hooks.engine = [](const PatienceState& state, const SolveLimits& limits) {
            return solveTheBlockade(state, limits);
        };
        // Any empty foundation takes any ace; once the stock is empty no
        // more rows are dealt and nothing refills, so the columns are alike.
        hooks.key = [](const PatienceState& state) {
            std::vector<std::vector<int>> groups {pilesOfKind(state, ZoneKind::Foundation)};
            if (stockEmpty(state))
                groups.push_back(pilesOfKind(state, ZoneKind::Tableau));
            return state.canonicalHash(groups);
        };
    } else if (gameId == "la-belle-lucie") {
        // safeAutoMove() plays any card home; that is forced only once no
        // redeal is left. Then the proof is short: the fans build down in
        // suit, so only s r-1 could be built on C (suit s, rank r), and it is
        // home, where cards stay; lifting C uncovers what a move of C
        // elsewhere would. While a redeal is left it is not safe for a solver
        // that sees the shuffles: one card fewer in the fans changes every
        // card's place after the shuffle.
        hooks.forced = [](const PatienceState& state) -> std::optional<Action> {
            if (state.redealsLeft() != 0)
                return std::nullopt;
            return state.safeAutoMove();
        };
        // The dedicated engine forces the same moves, on the same proof.
        hooks.engine = [](const PatienceState& state, const SolveLimits& limits) {
            return solveLaBelleLucie(state, limits);
        };
        // Any empty foundation takes any ace. The fans are alike once no
        // redeal is left (a redeal gathers and deals them in order).
        hooks.key = [](const PatienceState& state) {
            std::vector<std::vector<int>> groups {pilesOfKind(state, ZoneKind::Foundation)};
            if (state.redealsLeft() == 0)
                groups.push_back(pilesOfKind(state, ZoneKind::Tableau));
            return state.canonicalHash(groups);
        };
    } else if (gameId == "the-sultan") {
        // safeAutoMove() plays a Divan or waste card home when its twin keeps
        // a foundation. Nothing is ever built on a Divan or waste card, and
        // the cell it leaves takes the next waste (or stock) card, which then
        // stays available: with no redeal left, the cards available after
        // the move include every card available before but the one played,
        // the waste and stock keep their order less the cards lifted out,
        // and a winning line can be followed skipping its own move of the
        // card. While a redeal is left this fails for a solver that sees the
        // shuffles: the waste it gathers would hold different cards.
        hooks.forced = [](const PatienceState& state) -> std::optional<Action> {
            if (state.redealsLeft() != 0)
                return std::nullopt;
            return state.safeAutoMove();
        };
        // The dedicated engine forces the same moves, on the same proof.
        hooks.engine = [](const PatienceState& state, const SolveLimits& limits) {
            return solveTheSultan(state, limits);
        };
        // The Divan cells obey the same rules: a cell refills at once when
        // its card is played, and cells left empty by an empty waste and
        // stock refill in order at a redeal, which gives the same cards.
        hooks.key = [](const PatienceState& state) {
            return state.canonicalHash({pilesOfKind(state, ZoneKind::Reserve)});
        };
    }
    // The other games use no forced moves: no safe move is proven for them
    // (see each game's safeAutoMove()).
    return hooks;
}

namespace {

// The generic search's passes share the hooks, the limits and the result.
class GenericSearch {
public:
    GenericSearch(
        const PatienceState& start, const SolveLimits& limits, const SolverHooks& hooks, SolveResult& result)
        : start_(start)
        , limits_(limits)
        , hooks_(hooks)
        , timer_(limits.cpuTime)
        , result_(result)
    { }

    enum class Pass { Won, Exhausted, Stopped, Budget };

    const SolveTimer& timer() const { return timer_; }

    // Depth-first with a transposition table, over at most `budget` new
    // positions (0: no budget). Only an exhausted pass with no budget proves
    // a loss.
    Pass depthFirst(std::uint64_t budget)
    {
        const std::uint64_t first = result_.states;
        std::unordered_set<Key128, Key128Hash> seen;
        std::vector<Frame> stack;
        auto root = clonePatience(start_);
        seen.insert(keyOf(*root));
        auto actions = candidates(*root);
        stack.push_back({std::move(root), std::move(actions), 0});
        ++result_.states;
        while (!stack.empty()) {
            Frame& top = stack.back();
            if (top.next >= top.actions.size()) {
                stack.pop_back();
                continue;
            }
            const Action action = top.actions[top.next++];
            auto child = clonePatience(*top.state);
            child->apply(action);
            if (child->hasWon()) {
                result_.line.clear();
                for (const Frame& frame : stack)
                    result_.line.push_back(frame.actions[frame.next - 1]);
                return Pass::Won;
            }
            if (!seen.insert(keyOf(*child)).second)
                continue;
            ++result_.states;
            if (auto stop = checkLimits())
                return *stop;
            if (budget > 0 && result_.states - first >= budget)
                return Pass::Budget;
            auto next = candidates(*child);
            if (!next.empty())
                stack.push_back({std::move(child), std::move(next), 0});
        }
        return Pass::Exhausted;
    }

    // Best-first: expands the reached position with the most progress (the
    // most recent one among equals), wherever it lies in the tree, so an
    // early wrong turn costs little. Keeps only the open positions; finds
    // wins, never claims a loss. Stops after `budget` positions or at
    // `untilSeconds` (0: none).
    Pass bestFirst(std::uint64_t budget, double untilSeconds)
    {
        struct Node {
            std::uint32_t parent;
            Action action;
        };
        std::vector<Node> nodes {{0, Action {}}};
        std::vector<std::unique_ptr<PatienceState>> states;
        states.push_back(clonePatience(start_));
        std::unordered_set<Key128, Key128Hash> seen {keyOf(start_)};
        // (progress, node) with the best progress, then the newest, on top.
        std::vector<std::pair<int, std::uint32_t>> open {{start_.progress(), 0}};
        const std::uint64_t first = result_.states;
        while (!open.empty()) {
            std::pop_heap(open.begin(), open.end());
            const std::uint32_t index = open.back().second;
            open.pop_back();
            std::unique_ptr<PatienceState> state = std::move(states[index]);
            for (const Action& action : candidates(*state)) {
                auto child = clonePatience(*state);
                child->apply(action);
                if (child->hasWon()) {
                    result_.line.assign(1, action);
                    for (std::uint32_t at = index; at != 0; at = nodes[at].parent)
                        result_.line.push_back(nodes[at].action);
                    std::reverse(result_.line.begin(), result_.line.end());
                    return Pass::Won;
                }
                if (!seen.insert(keyOf(*child)).second)
                    continue;
                ++result_.states;
                const int progress = child->progress();
                nodes.push_back({index, action});
                states.push_back(std::move(child));
                open.emplace_back(progress, static_cast<std::uint32_t>(nodes.size() - 1));
                std::push_heap(open.begin(), open.end());
            }
            if (auto stop = checkLimits())
                return *stop;
            if (result_.states - first >= budget || (untilSeconds > 0 && timer_.seconds() >= untilSeconds))
                return Pass::Budget;
        }
        return Pass::Exhausted;
    }

private:
    struct Frame {
        std::unique_ptr<PatienceState> state;
        std::vector<Action> actions;
        std::size_t next = 0;
    };

    std::optional<Pass> checkLimits()
    {
        if ((++ticks_ & 255) == 0) {
            if (limits_.cancel && limits_.cancel->load(std::memory_order_relaxed)) {
                result_.why = "cancelled";
                return Pass::Stopped;
            }
            if (timer_.expired(limits_)) {
                result_.why = "time";
                return Pass::Stopped;
            }
        }
        if (limits_.maxStates > 0 && result_.states >= limits_.maxStates) {
            result_.why = "states";
            return Pass::Stopped;
        }
        return std::nullopt;
    }

    Key128 keyOf(const PatienceState& state) const
    {
        const auto [a, b] = hooks_.key ? hooks_.key(state) : state.canonicalHash();
        return Key128 {a, b};
    }

    // The moves to search from `state`, which is not won; none when the game
    // has ended there.
    std::vector<Action> candidates(const PatienceState& state) const
    {
        std::vector<Action> actions;
        if (hooks_.forced) {
            if (auto forced = hooks_.forced(state)) {
                actions.push_back(*forced);
                return actions;
            }
        }
        actions = state.legalActions();
        if (hooks_.order)
            hooks_.order(state, actions);
        else
            defaultOrder(state, actions);
        return actions;
    }

    const PatienceState& start_;
    const SolveLimits& limits_;
    const SolverHooks& hooks_;
    SolveTimer timer_;
    SolveResult& result_;
    std::uint64_t ticks_ = 0;
};

// The generic passes' budgets: positions for the first depth-first pass,
// positions and a share of the time limit for the best-first one.
constexpr std::uint64_t kFirstBudget = 5000;
constexpr std::uint64_t kBestFirstBudget = 400000;
constexpr double kBestFirstShare = 0.5;

} // namespace

SolveResult solve(const PatienceState& start, const SolveLimits& limits, const SolverHooks& hooks)
{
    SolveResult result;
    if (hooks.engine) {
        result = hooks.engine(start, limits);
        if (result.status == SolveStatus::Won && !replayWins(start, result.line, &result.why)) {
            result.line.clear();
            result.status = SolveStatus::Unknown;
            result.why = "replay failed: " + result.why;
        }
        return result;
    }
    GenericSearch search(start, limits, hooks, result);
    auto finish = [&](SolveStatus status, std::string why) {
        result.status = status;
        if (!why.empty())
            result.why = std::move(why);
        result.seconds = search.timer().seconds();
        return result;
    };
    if (start.isTerminal())
        return finish(start.outcome().result == Result::Won ? SolveStatus::Won : SolveStatus::Lost, {});
    auto won = [&] {
        if (!replayWins(start, result.line, &result.why)) {
            result.line.clear();
            return finish(SolveStatus::Unknown, "replay failed: " + result.why);
        }
        result.why.clear();
        return finish(SolveStatus::Won, {});
    };
    // A short depth-first pass decides the small games and finds the easy
    // wins; a best-first pass finds most other wins; the last, exhaustive
    // depth-first pass alone may answer "lost".
    switch (search.depthFirst(kFirstBudget)) {
    case GenericSearch::Pass::Won: return won();
    case GenericSearch::Pass::Exhausted: return finish(SolveStatus::Lost, {});
    case GenericSearch::Pass::Stopped: return finish(SolveStatus::Unknown, {});
    case GenericSearch::Pass::Budget: break;
    }
    const double until
        = limits.maxMillis > 0 ? kBestFirstShare * static_cast<double>(limits.maxMillis) / 1000.0 : 0;
    switch (search.bestFirst(kBestFirstBudget, until)) {
    case GenericSearch::Pass::Won: return won();
    case GenericSearch::Pass::Stopped: return finish(SolveStatus::Unknown, {});
    case GenericSearch::Pass::Exhausted: // every position reached without a win
        return finish(SolveStatus::Lost, {});
    case GenericSearch::Pass::Budget: break;
    }
    switch (search.depthFirst(0)) {
    case GenericSearch::Pass::Won: return won();
    case GenericSearch::Pass::Exhausted:
        if (limits.cancel && limits.cancel->load())
            return finish(SolveStatus::Unknown, "cancelled");
        return finish(SolveStatus::Lost, {});
    case GenericSearch::Pass::Stopped:
    case GenericSearch::Pass::Budget: break;
    }
    return finish(SolveStatus::Unknown, {});
}

bool replayWins(const PatienceState& start, const std::vector<Action>& line, std::string* error)
{
    auto state = clonePatience(start);
    for (std::size_t i = 0; i < line.size(); ++i) {
        if (state->isTerminal()) {
            if (error)
                *error = "the game ended before action " + std::to_string(i + 1);
            return false;
        }
        const Verdict verdict = state->check(line[i]);
        if (!verdict.legal()) {
            if (error)
                *error = "action " + std::to_string(i + 1) + " (" + state->actionText(line[i])
                    + ") is not legal";
            return false;
        }
        state->apply(line[i]);
    }
    if (!state->isTerminal() || state->outcome().result != Result::Won) {
        if (error)
            *error = "the line does not win the game";
        return false;
    }
    return true;
}

Expected<SolveResult> solveDeal(const Game& game, const GameSetup& setup, const SolveLimits& limits)
{
    if (game.family() != Family::Patience)
        return makeError("the solver handles patience games only; " + game.id() + " is not one");
    auto first = game.start(setup);
    if (!first.ok())
        return first.error();
    const auto* state = dynamic_cast<const PatienceState*>(first->get());
    if (!state)
        return makeError("game " + game.id() + " has no patience state");
    SolveResult result = solve(*state, limits, hooksFor(game.id()));
    if (result.status == SolveStatus::Won) {
        // Check the line against a freshly started game, not the solver's copy.
        auto fresh = game.start(setup);
        if (!fresh.ok())
            return fresh.error();
        std::string error;
        if (!replayWins(static_cast<const PatienceState&>(**fresh), result.line, &error))
            return makeError("the solver's line failed the replay: " + error);
    }
    return result;
}

} // namespace ct
