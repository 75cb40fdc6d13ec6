#include "solver/solver.h"

#include <algorithm>
#include <chrono>
#include <memory>
#include <unordered_set>

#include "patience/klondike.h"
#include "patience/patience.h"
#include "solver/klondike_solver.h"

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
    std::size_t operator()(const Key128& key) const { return static_cast<std::size_t>(key.a ^ (key.b * 0x9E3779B97F4A7C15ULL)); }
};

Key128 hashKey(const std::string& text)
{
    std::uint64_t fnv = 1469598103934665603ULL;
    std::uint64_t mix = 0x84222325CBF29CE4ULL;
    for (unsigned char ch : text) {
        fnv = (fnv ^ ch) * 1099511628211ULL;
        mix = (mix + ch + 1) * 0xBF58476D1CE4E5B9ULL;
        mix ^= mix >> 29;
    }
    return {fnv, mix};
}

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
    case PatienceState::Flip:
        return 0;
    case PatienceState::StockClick:
        return 3;
    case PatienceState::Redeal:
        return 5;
    default:
        return 3;
    }
}

void defaultOrder(const PatienceState& state, std::vector<Action>& actions)
{
    std::stable_sort(actions.begin(), actions.end(), [&](const Action& x, const Action& y) {
        return defaultPriority(state, x) < defaultPriority(state, y);
    });
}

struct Frame {
    std::unique_ptr<PatienceState> state;
    std::vector<Action> actions;
    std::size_t next = 0;
};

std::unique_ptr<PatienceState> clonePatience(const PatienceState& state)
{
    return std::unique_ptr<PatienceState>(static_cast<PatienceState*>(state.clone().release()));
}

} // namespace

std::string solveStatusText(SolveStatus status)
{
    switch (status) {
    case SolveStatus::Won:
        return "won";
    case SolveStatus::Lost:
        return "lost";
    case SolveStatus::Unknown:
        break;
    }
    return "unknown";
}

SolverHooks hooksFor(const std::string& gameId)
{
    SolverHooks hooks;
    if (gameId == "klondike") {
        // Klondike's safeAutoMove() sends a card home only when it is an ace
        // or a two, or both cards of the other colour one rank lower are home.
        // Proof that taking it as the only move loses no win: in Klondike a
        // card C of rank r on the tableau or waste serves only as a base for
        // the two cards of the other colour and rank r-1. An ace is never a
        // base; a two's only possible lodgers are aces, which always have a
        // free foundation of their own; otherwise both possible lodgers are
        // already home. So in any winning continuation from the position with
        // C out, C can be sent home at once and every later move stays legal
        // (C never carried a card, and moving it home only uncovers what lay
        // under it, which can only add moves; a foundation move of C's suit
        // for rank r+1 later needs C home, which it then is). Hence the
        // position after the move is winnable whenever the one before was.
        hooks.forceSafeAutoMoves = true;
        // The dedicated engine makes the same forced moves, on the same proof.
        hooks.engine = [](const PatienceState& state, const SolveLimits& limits) {
            return solveKlondike(static_cast<const KlondikeState&>(state), limits);
        };
    }
    // Single-pack suit-building games share no symmetry the generic key could
    // fold safely without knowing the layout; two- and four-pack games get no
    // forced moves: their safe moves are not proven here.
    return hooks;
}

SolveResult solve(const PatienceState& start, const SolveLimits& limits, const SolverHooks& hooks)
{
    using Clock = std::chrono::steady_clock;
    const auto began = Clock::now();
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

    auto keyOf = [&](const PatienceState& state) {
        if (hooks.key)
            return hashKey(hooks.key(state));
        const auto [a, b] = state.positionHash();
        return Key128{a, b};
    };
    auto candidates = [&](const PatienceState& state) {
        std::vector<Action> actions;
        if (state.isTerminal())
            return actions;
        if (hooks.forceSafeAutoMoves) {
            if (auto forced = state.safeAutoMove()) {
                actions.push_back(*forced);
                return actions;
            }
        }
        actions = state.legalActions();
        if (hooks.order)
            hooks.order(state, actions);
        else
            defaultOrder(state, actions);
        return actions;
    };
    auto finish = [&](SolveStatus status, std::string why) {
        result.status = status;
        result.why = std::move(why);
        result.seconds = std::chrono::duration<double>(Clock::now() - began).count();
        return result;
    };

    std::unordered_set<Key128, Key128Hash> seen;
    std::vector<Frame> stack;
    {
        auto root = clonePatience(start);
        if (root->isTerminal() && root->outcome().result == Result::Won)
            return finish(SolveStatus::Won, {});
        seen.insert(keyOf(*root));
        auto actions = candidates(*root);
        stack.push_back({std::move(root), std::move(actions), 0});
        result.states = 1;
    }

    while (!stack.empty()) {
        Frame& top = stack.back();
        if (top.next >= top.actions.size()) {
            stack.pop_back();
            continue;
        }
        const Action action = top.actions[top.next++];
        auto child = clonePatience(*top.state);
        child->apply(action);
        if (child->isTerminal() && child->outcome().result == Result::Won) {
            for (const Frame& frame : stack)
                result.line.push_back(frame.actions[frame.next - 1]);
            if (!replayWins(start, result.line, &result.why)) {
                result.line.clear();
                return finish(SolveStatus::Unknown, "replay failed: " + result.why);
            }
            return finish(SolveStatus::Won, {});
        }
        if (!seen.insert(keyOf(*child)).second)
            continue;
        ++result.states;
        if ((result.states & 1023) == 0) {
            if (limits.cancel && limits.cancel->load(std::memory_order_relaxed))
                return finish(SolveStatus::Unknown, "cancelled");
            if (limits.maxMillis > 0
                && std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - began).count() >= limits.maxMillis)
                return finish(SolveStatus::Unknown, "time");
        }
        if (limits.maxStates > 0 && result.states >= limits.maxStates)
            return finish(SolveStatus::Unknown, "states");
        auto actions = candidates(*child);
        if (!actions.empty())
            stack.push_back({std::move(child), std::move(actions), 0});
    }
    if (limits.cancel && limits.cancel->load())
        return finish(SolveStatus::Unknown, "cancelled");
    return finish(SolveStatus::Lost, {});
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
                *error = "action " + std::to_string(i + 1) + " (" + state->actionText(line[i]) + ") is not legal";
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
