// Klondike's engine: its verdicts against the generic and the plain
// search, its deadlock proof (with twins in turn and the talon's order),
// its forced moves and the full pass's move rules (the other parts of the
// solver: solver_test.cpp and solver_engines_test.cpp).
#include <QtTest>

#include <functional>

#include "cards/rng.h"
#include "patience/klondike.h"
#include "patience/patience.h"
#include "solver/klondike_deadlock.h"
#include "solver/klondike_solver.h"
#include "solver/solver.h"
#include "solver_test_support.h"
#include "test_sample.h"
#include "test_shard.h"

using namespace ct;
using namespace ct::solvertest;

namespace {

// start(), run(), kRanks, kSuits, randomEndgame() and named() are in
// solver_test_support.h.

// The Klondike deadlock proof against the plain search on one endgame,
// counted in `counts` (won, lost, flagged and lost, decided by both): a
// flagged position is never won, the engine (forced moves, folded keys, the
// deadlock proof at every position) agrees wherever both decide, and its
// wins replay. Empty, or what went wrong.
struct DeadlockCounts {
    int won = 0, lost = 0, flaggedLost = 0, agreed = 0;
};
std::string compareDeadlock(const PatienceState& state, std::uint32_t seed, DeadlockCounts& counts)
{
    // The stronger proof (twins needing one base in turn) flags at least as
    // much, so it is the one checked.
    const bool flagged = klondikeDeadlocked(static_cast<const KlondikeState&>(state), true);
    SolveLimits limits;
    limits.maxStates = 20000;
    const SolveResult plain = solve(state, limits, {});
    counts.won += plain.status == SolveStatus::Won;
    counts.lost += plain.status == SolveStatus::Lost;
    if (flagged && plain.status == SolveStatus::Won)
        return "flagged but won: seed " + std::to_string(seed);
    const SolveResult engine = solve(state, limits, hooksFor("klondike"));
    if (plain.status != SolveStatus::Unknown && engine.status != SolveStatus::Unknown) {
        if (engine.status != plain.status)
            return "the engine disagrees: seed " + std::to_string(seed);
        counts.agreed += 1;
    }
    std::string error;
    if (engine.status == SolveStatus::Won && !replayWins(state, engine.line, &error))
        return error;
    if (flagged && plain.status == SolveStatus::Lost)
        ++counts.flaggedLost;
    return {};
}

// Every position along the engine's winning lines of Klondike deals `from` to
// `to` with `draw` cards a turn: none may be flagged by the deadlock proof
// (with twins in turn and the talon's order). Counts them in `positions`;
// empty, or the first flagged one.
std::string wonLinesNeverFlagged(const char* draw, std::uint32_t from, std::uint32_t to, int& positions)
{
    for (std::uint32_t seed = from; seed <= to; ++seed) {
        auto state = start("klondike", seed, {{"draw", draw}});
        SolveLimits limits;
        limits.maxStates = 300000;
        const SolveResult result = solve(*state, limits, hooksFor("klondike"));
        if (result.status != SolveStatus::Won)
            continue;
        for (const Action& action : result.line) {
            if (klondikeDeadlocked(static_cast<const KlondikeState&>(*state), true))
                return "flagged on a won line: draw " + std::string(draw) + ", deal " + std::to_string(seed);
            state->apply(action);
            ++positions;
        }
    }
    return {};
}

// Plays up to `steps` random legal actions (stock turns too) from `state`,
// drawn with Rng(seed); false once the game is over.
bool playOnAtRandom(PatienceState& state, std::uint32_t seed, int steps)
{
    Rng rng(seed);
    for (int step = 0; step < steps && !state.isTerminal(); ++step) {
        const std::vector<Action> actions = state.legalActions();
        if (actions.empty())
            break;
        state.apply(actions[rng.below(static_cast<std::uint32_t>(actions.size()))]);
    }
    return !state.isTerminal();
}

// A random Klondike endgame for the twins' tests (seed `seed`, `columns`
// columns, with a stock or not), played on by four random actions; null
// when none could be laid out, or (`over` set) once the game is over.
std::unique_ptr<PatienceState> twinsEndgame(std::uint32_t seed, int columns, bool stock, bool& over)
{
    std::vector<std::string> piles = named("t", columns);
    if (stock)
        piles.push_back("stock");
    auto state = randomEndgame("klondike", seed, 1, piles, 22 + static_cast<int>(seed % 14), true);
    over = state && !playOnAtRandom(*state, seed * 7919u, 4);
    return state;
}

// Twins in turn against the plain search: random Klondike endgames (seven
// columns, half the time with a stock; or, `stockHeavy`, four columns and a
// stock that holds a fifth of the cards out, where twins in the talon
// count), played on by a few random actions, until 40 are flagged by the
// proof with the twins and not without. None may be won; `lost` counts
// those the plain search decides lost. Empty, or what went wrong.
std::string twinsInTurnAgree(bool stockHeavy, int& flagged, int& lost)
{
    for (std::uint32_t seed = 1; seed <= 3000 && flagged < testsample::sampled(40); ++seed) {
        bool over = false;
        auto state = twinsEndgame(seed, stockHeavy ? 4 : 7, stockHeavy || seed % 2, over);
        if (over)
            continue;
        if (!state)
            return "no endgame: seed " + std::to_string(seed);
        const auto& game = static_cast<const KlondikeState&>(*state);
        if (!klondikeDeadlocked(game, true) || klondikeDeadlocked(game))
            continue;
        ++flagged;
        SolveLimits limits;
        limits.maxStates = 20000;
        const SolveResult plain = solve(*state, limits, {});
        if (plain.status == SolveStatus::Won)
            return "flagged but won: seed " + std::to_string(seed);
        lost += plain.status == SolveStatus::Lost;
    }
    return {};
}

// Calls `check(seed, tableau)` on the random endgames with a stock of
// seeds 1 to 3,000 (twinsEndgame(), seven columns, or four for every third
// seed); empty, or the first error, its own or check()'s.
template <typename Check>
std::string forTwinsTableaus(Check&& check)
{
    for (std::uint32_t seed = 1; seed <= 3000; ++seed) {
        bool over = false;
        auto state = twinsEndgame(seed, seed % 3 ? 7 : 4, true, over);
        if (over)
            continue;
        if (!state)
            return "no endgame: seed " + std::to_string(seed);
        const std::string error = check(seed, klondikeTableauOf(static_cast<const KlondikeState&>(*state)));
        if (!error.empty())
            return error;
    }
    return {};
}

// A search's proof with TwinPairs (every pair of twins only at one proof
// in 64, otherwise the pairs that proved a loss before) against the proof
// that looks at every pair, over the same random endgames as
// twinsInTurnAgree(), one TwinPairs for all as in a search: it may flag
// only positions the full proof flags, and at a proof that looks at every
// pair it flags them all. `flagged` counts the positions the full proof
// flags and the relaxation alone does not, `both` those the search's
// flags as well. Empty, or what went wrong.
std::string twinPairsFlagNoMore(int& flagged, int& both)
{
    TwinPairs pairs;
    return forTwinsTableaus([&](std::uint32_t seed, const KlondikeTableau& tableau) -> std::string {
        const bool everyPair = pairs.asked % 64 == 0;
        const bool full = klondikeDeadlocked(tableau, true);
        const bool learnt = klondikeDeadlocked(tableau, true, &pairs);
        if (learnt && !full)
            return "flagged only with TwinPairs: seed " + std::to_string(seed);
        if (everyPair && full != learnt)
            return "every pair, yet not flagged: seed " + std::to_string(seed);
        // Counted: the positions only twins in turn flag.
        const bool twins = full && !klondikeDeadlocked(tableau);
        flagged += twins;
        both += twins && learnt;
        return {};
    });
}

// The order in which a proof with TwinPairs asks whether each twin is
// stuck if it leaves first (TwinPairs::secondFirst) changes only its cost:
// over the endgames of twinPairsFlagNoMore(), with every pair looked at and
// each pair's order drawn at random, the proof answers as the one that
// looks at every pair in the fixed order. `flagged` counts the positions
// only twins in turn flag. Empty, or what went wrong.
std::string twinOrderAgrees(int& flagged)
{
    std::uint32_t draw = 12345;
    return forTwinsTableaus([&](std::uint32_t seed, const KlondikeTableau& tableau) -> std::string {
        const bool full = klondikeDeadlocked(tableau, true);
        for (int round = 0; round < 4; ++round) {
            draw = draw * 1664525u + 1013904223u;
            TwinPairs pairs;
            pairs.hot = 0xFFFFFF; // every pair, every time
            pairs.asked = 1;
            pairs.secondFirst = draw >> 8;
            if (klondikeDeadlocked(tableau, true, &pairs) != full)
                return "the order changed the answer: seed " + std::to_string(seed);
        }
        flagged += full && !klondikeDeadlocked(tableau);
        return {};
    });
}

// Random endgames with a stock and cards face down (`draw` cards a turn),
// played on by random actions: calls check(where, game, action) for every
// card move (its count no more than its pile holds) at every position
// that fits the engine's arrays and, unless `anyParent`, that the plain
// relaxation does not flag (`where` names the seed and the step). Empty,
// or the first error check() returns.
template <typename Check>
std::string forMovesOfLiveParents(const char* draw, bool anyParent, Check&& check)
{
    for (std::uint32_t seed = 1; seed <= 400; ++seed) {
        std::vector<std::string> piles = named("t", 7);
        piles.push_back("stock");
        auto state = randomEndgame(
            "klondike", seed, 1, piles, 24 + static_cast<int>(seed % 16), true, {{"draw", draw}});
        if (!state)
            return "no endgame: seed " + std::to_string(seed);
        Rng rng(seed * 7727u);
        for (int step = 0; step < 12 && !state->isTerminal(); ++step) {
            const auto& game = static_cast<const KlondikeState&>(*state);
            const std::vector<Action> actions = state->legalActions();
            if (actions.empty())
                break;
            if (klondikeFits(game) && (anyParent || !klondikeDeadlocked(game))) {
                const std::string where = "draw " + std::string(draw) + ", seed " + std::to_string(seed)
                    + ", step " + std::to_string(step);
                for (const Action& action : actions) {
                    if (action.kind != PatienceState::MoveCards
                        || static_cast<std::size_t>(action.c)
                            > game.piles()[static_cast<std::size_t>(action.a)].size())
                        continue;
                    const std::string error = check(where, game, action);
                    if (!error.empty())
                        return error;
                }
            }
            state->apply(actions[rng.below(static_cast<std::uint32_t>(actions.size()))]);
        }
    }
    return {};
}

bool isTableauPile(int pile)
{
    return pile >= KlondikeState::kFirstTableau && pile < KlondikeState::kFirstTableau + 7;
}

bool isFoundationPile(int pile)
{
    return pile >= KlondikeState::kFirstFoundation && pile < KlondikeState::kFirstTableau;
}

// The position after `action` in `game`, if it fits the engine's arrays.
std::unique_ptr<State> childFitting(const KlondikeState& game, const Action& action)
{
    auto child = game.clone();
    child->apply(action);
    if (!klondikeFits(static_cast<const KlondikeState&>(*child)))
        return nullptr;
    return child;
}

// The engine's liveOnce() (klondike_solver.cpp): after a run is moved onto
// a top turning a card up, or with one card a turn a talon card is laid on
// a top, the relaxation of the child of a position it does not flag stops
// as soon as the moved card leaves its place on its own; after a card is
// sent home from a column turning a card up, as soon as that card is a top
// again; and answers "not flagged" then. Random endgames with a stock and
// cards face down (`draw` cards a turn), played on by random actions: at
// every position the relaxation does not flag, every such move's child gets
// the same answer from the proof stopped that way as from the whole proof.
// `anyParent` looks at the children of flagged positions too, where the
// argument does not hold (the test must find that). Counts the children
// looked at and those flagged; empty, or the first that differs.
std::string liveOnceAgrees(const char* draw, bool anyParent, int& checked, int& flagged)
{
    return forMovesOfLiveParents(draw, anyParent, [&](const std::string& where, const KlondikeState& game,
                                                      const Action& action) -> std::string {
        const Pile& from = game.piles()[static_cast<std::size_t>(action.a)];
        const auto count = static_cast<std::size_t>(action.c);
        const bool home = isFoundationPile(action.b);
        if (!home && (!isTableauPile(action.b) || game.piles()[static_cast<std::size_t>(action.b)].empty()))
            return {};
        const bool turnsUp
            = isTableauPile(action.a) && count < from.size() && !from.cards[from.size() - count - 1].faceUp;
        const bool talon = !home && action.a == KlondikeState::kWaste && std::string(draw) == "1";
        if (!turnsUp && !talon)
            return {};
        const Card moved = from.cards[from.size() - count].card;
        const auto child = childFitting(game, action);
        if (!child)
            return {};
        const KlondikeTableau tableau = klondikeTableauOf(static_cast<const KlondikeState&>(*child));
        const bool dead = klondikeDeadlocked(tableau);
        ++checked;
        flagged += dead;
        const int code = static_cast<int>(moved.suit) * 16 + moved.rank;
        const LiveOnce known = home ? LiveOnce {0, code} : LiveOnce {code, 0};
        if (klondikeDeadlocked(tableau, false, nullptr, known) != dead)
            return where + ": the stopped relaxation answers otherwise";
        return {};
    });
}

// The engine's staysLive() (klondike_solver.cpp): after a move the proof is
// not asked about, the child's plain relaxation brings every card home
// whenever the parent's does, for part of a run moved off a face-up card of
// its run onto a top, a card sent home off a face-up card of its run, a card
// brought back from its foundation, and (one card a turn) a talon card sent
// home. Random endgames as in liveOnceAgrees(): at every position the plain
// relaxation does not flag, no such move's child is flagged by it.
// `anyParent` looks at the children of flagged positions too, and
// `emptying` at moves that empty a column as well, where the argument does
// not hold (the test must find that). Counts the children looked at; empty,
// or the first child flagged.
std::string staysLiveAgrees(const char* draw, bool anyParent, bool emptying, int& checked)
{
    return forMovesOfLiveParents(draw, anyParent, [&](const std::string& where, const KlondikeState& game,
                                                      const Action& action) -> std::string {
        const Pile& from = game.piles()[static_cast<std::size_t>(action.a)];
        const auto count = static_cast<std::size_t>(action.c);
        if (count == 0)
            return {};
        bool kept = false;
        if (isTableauPile(action.a) && (isTableauPile(action.b) || isFoundationPile(action.b))) {
            // Off a face-up card of its run (or, `emptying`, the whole
            // column).
            if (count == from.size())
                kept = emptying;
            else {
                const PlacedCard& under = from.cards[from.size() - count - 1];
                const Card moved = from.cards[from.size() - count].card;
                kept = under.faceUp && under.card.rank == moved.rank + 1 && under.card.isRed() != moved.isRed();
            }
        } else if (isFoundationPile(action.a) && isTableauPile(action.b))
            kept = true;
        else if (action.a == KlondikeState::kWaste && isFoundationPile(action.b))
            kept = std::string(draw) == "1";
        if (!kept)
            return {};
        const auto child = childFitting(game, action);
        if (!child)
            return {};
        ++checked;
        if (klondikeDeadlocked(static_cast<const KlondikeState&>(*child)))
            return where + ": the child is flagged";
        return {};
    });
}

// The engine's liveOnce() for a talon card X laid on a top with three cards
// a turn: the child's relaxation stopped once X leaves on its own and the
// talon cards the parent could bring up now before X, and every card after
// X, are within reach, answers as the whole one. Random draw-3 endgames
// with a stock, played on by random actions; at every position the
// relaxation does not flag, every talon card within reach (not only the
// waste's top: the engine plays any of them in one move) laid on every top
// it fits, the child laid out by hand. `withReach` false stops as soon as X
// leaves, which is not sound (the test must find that). Counts the
// children looked at and those flagged; empty, or the first that differs.
std::string talonLiveOnceAgrees(bool withReach, int& checked, int& flagged)
{
    for (std::uint32_t seed = 1; seed <= 600; ++seed) {
        // Four columns and the stock every other time, as in
        // klondikeTalonOrderAgreesWithThePlainSearch: the talon's order
        // counts more there.
        std::vector<std::string> piles = named("t", seed % 2 ? 4 : 7);
        piles.push_back("stock");
        auto state = randomEndgame(
            "klondike", seed, 1, piles, 24 + static_cast<int>(seed % 16), seed % 3 != 0, {{"draw", "3"}});
        if (!state)
            return "no endgame: seed " + std::to_string(seed);
        Rng rng(seed * 4421u);
        for (int step = 0; step < 12 && !state->isTerminal(); ++step) {
            const auto& game = static_cast<const KlondikeState&>(*state);
            const std::vector<Action> actions = state->legalActions();
            if (actions.empty())
                break;
            const KlondikeTableau parent = klondikeFits(game) ? klondikeTableauOf(game) : KlondikeTableau {};
            if (klondikeFits(game) && parent.draw == 3 && !klondikeDeadlocked(parent)) {
                // The talon indices within reach now: the waste's top, each
                // draw on from it and from a turned-over waste, the last.
                const int n = parent.talonLength;
                std::uint32_t within = n > 0 ? 1u << (n - 1) : 0;
                if (parent.pos > 0)
                    within |= 1u << (parent.pos - 1);
                for (int q = parent.pos + 3; q < n; q += 3)
                    within |= 1u << (q - 1);
                for (int q = 3; q < n; q += 3)
                    within |= 1u << (q - 1);
                for (int i = 0; i < n; ++i) {
                    if (!(within >> i & 1))
                        continue;
                    const std::uint8_t x = parent.talon[static_cast<std::size_t>(i)];
                    std::uint64_t reach = 0;
                    for (int j = 0; j < n; ++j)
                        if (j > i || (j < i && (within >> j & 1)))
                            reach |= std::uint64_t {1} << parent.talon[static_cast<std::size_t>(j)];
                    for (int c = 0; c < KlondikeTableau::kColumns; ++c) {
                        const int length = parent.length[static_cast<std::size_t>(c)];
                        if (length == 0 || length >= KlondikeTableau::kColumnCapacity)
                            continue;
                        const std::uint8_t onto = parent.column[static_cast<std::size_t>(c)][length - 1];
                        const bool red = (x >> 4) == 1 || (x >> 4) == 2;
                        const bool ontoRed = (onto >> 4) == 1 || (onto >> 4) == 2;
                        if ((onto & 15) != (x & 15) + 1 || red == ontoRed)
                            continue;
                        KlondikeTableau child = parent;
                        child.column[static_cast<std::size_t>(c)][length] = x;
                        child.length[static_cast<std::size_t>(c)] = static_cast<std::uint8_t>(length + 1);
                        for (int j = i; j + 1 < n; ++j)
                            child.talon[static_cast<std::size_t>(j)]
                                = parent.talon[static_cast<std::size_t>(j + 1)];
                        child.talonLength = static_cast<std::uint8_t>(n - 1);
                        child.pos = static_cast<std::uint8_t>(i);
                        const bool dead = klondikeDeadlocked(child);
                        ++checked;
                        flagged += dead;
                        const LiveOnce known {x, 0, withReach ? reach : 0};
                        if (klondikeDeadlocked(child, false, nullptr, known) != dead)
                            return "seed " + std::to_string(seed) + ", step " + std::to_string(step)
                                + ": the stopped relaxation answers otherwise";
                    }
                }
            }
            state->apply(actions[rng.below(static_cast<std::uint32_t>(actions.size()))]);
        }
    }
    return {};
}

// Klondike endgames, each played on by up to `steps` random card moves (the
// moves drawn with Rng(seed * stir)), solved by the plain search and by the
// engine under 20,000 positions each: the verdicts both reached, and the
// first disagreement or won line of the engine's that did not replay.
Agreement klondikeEndgamesAgree(std::uint32_t seeds, int steps, std::uint32_t stir,
    const std::function<std::unique_ptr<PatienceState>(std::uint32_t)>& endgame, bool fullPassOnly = false)
{
    Agreement agreement;
    for (std::uint32_t seed = 1; seed <= testsample::sampled(seeds); ++seed) {
        auto state = endgame(seed);
        if (!state) {
            agreement.error = "no endgame for seed " + std::to_string(seed);
            return agreement;
        }
        Rng rng(seed * stir);
        for (int step = 0; step < steps && !state->isTerminal(); ++step) {
            std::vector<Action> moves;
            for (const Action& action : state->legalActions())
                if (action.kind == PatienceState::MoveCards)
                    moves.push_back(action);
            if (moves.empty())
                break;
            state->apply(moves[rng.below(static_cast<std::uint32_t>(moves.size()))]);
        }
        if (state->isTerminal())
            continue;
        SolveLimits limits;
        limits.maxStates = 20000;
        const SolveResult plain = solve(*state, limits, {});
        const SolveResult engine = fullPassOnly
            ? solveKlondikeFullPass(static_cast<const KlondikeState&>(*state), limits)
            : solve(*state, limits, hooksFor("klondike"));
        std::string error;
        if (engine.status == SolveStatus::Won && !replayWins(*state, engine.line, &error)) {
            agreement.error = "seed " + std::to_string(seed) + ": " + error;
            return agreement;
        }
        if (plain.status == SolveStatus::Unknown || engine.status == SolveStatus::Unknown)
            continue;
        if (engine.status != plain.status) {
            agreement.error = "seed " + std::to_string(seed) + ": the engine and the plain search disagree";
            return agreement;
        }
        agreement.won += plain.status == SolveStatus::Won;
        agreement.lost += plain.status == SolveStatus::Lost;
    }
    return agreement;
}

} // namespace

class KlondikeSolverTest : public QObject {
    Q_OBJECT

private slots:
    // CTest splits this program's rows among several runs (test_shard.h).
    void init() { CARDTABLE_SKIP_OTHER_SHARDS(); }

    // Klondike's dedicated engine (a compact position) and the generic
    // search over the game's own state must reach the same verdict wherever
    // the generic one decides within its budget; a lost verdict from the
    // engine is only trusted because of this.
    void klondikeEngineAgreesWithTheGenericSearch()
    {
        SolverHooks generic = hooksFor("klondike");
        generic.engine = nullptr;
        QVERIFY(hooksFor("klondike").engine);
        int won = 0, lost = 0, engineUndecided = 0;
        for (const char* draw : {"1", "3"})
            for (std::uint32_t seed = 1; seed <= 60; ++seed) {
                auto state = start("klondike", seed, {{"draw", draw}});
                SolveLimits small;
                small.maxStates = 3000;
                const SolveResult slow = solve(*state, small, generic);
                if (slow.status == SolveStatus::Unknown)
                    continue;
                SolveLimits enough;
                enough.maxMillis = 2000;
                const SolveResult fast = solve(*state, enough, hooksFor("klondike"));
                if (fast.status == SolveStatus::Unknown && fast.why == "time") {
                    ++engineUndecided; // its move order can miss what the generic one finds
                    continue;
                }
                QVERIFY2(fast.status == slow.status,
                    qPrintable(QStringLiteral("draw %1 deal %2: engine %3 (%4), generic %5")
                                   .arg(draw)
                                   .arg(seed)
                                   .arg(QString::fromStdString(solveStatusText(fast.status)),
                                       QString::fromStdString(fast.why),
                                       QString::fromStdString(solveStatusText(slow.status)))));
                if (fast.status == SolveStatus::Won) {
                    std::string error;
                    QVERIFY2(replayWins(*state, fast.line, &error), error.c_str());
                    ++won;
                } else {
                    ++lost;
                }
            }
        qInfo("decided by both: %d won, %d lost; by the generic search only: %d", won, lost, engineUndecided);
        QVERIFY(won >= 5);
        QVERIFY(lost >= 3);
    }
    // The quick proof of a lost Klondike position (klondike_deadlock.cpp):
    // a laid-out deadlock (the queen of spades lies face down over the jack
    // of spades and both red kings) is found and the plain search agrees;
    // with one red king moved to the stock the position is winnable and not
    // flagged.
    void klondikeDeadlockIsFound()
    {
        auto lay = [](const std::string& column, const std::string& stock) {
            auto state = start("klondike", 1);
            const bool ok = state
                                ->arrange({{"f0", run('C', 13)}, {"f1", run('D', 12)}, {"f2", run('H', 12)},
                                    {"f3", run('S', 10)}, {"t0", column}, {"stock", stock}})
                                .ok();
            return ok ? std::move(state) : nullptr;
        };
        auto dead = lay("KH- JS- KD- QS", "KS-");
        auto alive = lay("KH- JS- QS", "KD- KS-");
        QVERIFY(dead && alive);
        auto deadlocked = [](const PatienceState& state) {
            return klondikeDeadlocked(static_cast<const KlondikeState&>(state));
        };
        QVERIFY(deadlocked(*dead));
        QVERIFY(!deadlocked(*alive));
        QCOMPARE(solve(*dead).status, SolveStatus::Lost);
        QCOMPARE(solve(*alive).status, SolveStatus::Won);
        const SolveResult engine = solve(*dead, {}, hooksFor("klondike"));
        QCOMPARE(engine.status, SolveStatus::Lost);
        QCOMPARE(engine.states, std::uint64_t {0}); // found before any search
    }

    // A position laid out by hand can hold more than the engine's arrays (a
    // deal makes at most 24 cards in the stock and 19 on a column): the
    // engine answers unknown and says why, the deadlock proof flags
    // nothing, and neither reads past its arrays (the sanitizer build would
    // catch it).
    void klondikeEngineRefusesPositionsLargerThanADeal()
    {
        std::string stock, column;
        for (const char suit : {'C', 'D'})
            for (const char rank : std::string("A23456789TJQK"))
                stock += std::string(stock.empty() ? "" : " ") + rank + suit + "-";
        for (const char rank : std::string("A23456789TJQK"))
            column += std::string(column.empty() ? "" : " ") + rank + "H-";
        for (const char rank : std::string("A23456789T"))
            column += std::string(" ") + rank + "S-";
        column += " KS";
        for (const auto& [stockCards, columnCards] :
            {std::pair {stock, std::string("JS- QS- KS")}, std::pair {std::string("JS- QS-"), column}}) {
            auto state = start("klondike", 1);
            QVERIFY(state->arrange({{"t0", columnCards}, {"stock", stockCards}}).ok());
            QVERIFY(!klondikeDeadlocked(static_cast<const KlondikeState&>(*state), true));
            const SolveResult result = solve(*state, {}, hooksFor("klondike"));
            QCOMPARE(result.status, SolveStatus::Unknown);
            QVERIFY(result.why.find("larger than a deal") != std::string::npos);
        }
    }

    // The rules the proof gained (klondike_deadlock.cpp), each on a laid-out
    // position it alone finds lost, which the plain search proves lost too,
    // and on a changed one that can be won and is not flagged:
    //  - a card on a foundation is a base only once it can be laid back on
    //    a column (the jack of hearts is home, but both black queens lie
    //    under the ten of spades that needs it);
    //  - a card in the stock is a base only once it can be laid on a column
    //    (the queen of diamonds, for the jack of clubs over the ten; the
    //    queen of hearts is home, and both black kings lie under the ten);
    //  - a king leaves its place only for a column that can become empty
    //    (no column can: the king of hearts never leaves the nine of
    //    spades).
    void klondikeDeadlockNeedsATopAndAnEmptyColumn()
    {
        struct Row {
            const char* name;
            std::array<int, 4> home;
            std::array<const char*, 7> columns;
            const char* stock;
            bool lost;
        };
        const Row rows[] = {
            {"base back from home", {9, 12, 11, 8},
                {"", "JC", "QS- KH- 9S- QC- TS", "KS- KD- KC", "TC", "JS", ""}, "QH-", true},
            {"base back from home, ten in the stock", {9, 12, 11, 8},
                {"", "JC", "QS- KH- 9S- QC", "KS- KD- KC", "TC", "JS", ""}, "QH- TS-", false},
            {"base in the stock", {9, 10, 12, 12}, {"", "", "", "QC", "KD", "KC- KS- TC- JC", "JD"}, "QD- KH-",
                true},
            {"base in the stock, a king free", {9, 10, 12, 12}, {"", "", "", "QC", "KD", "KC- TC- JC", "JD"},
                "QD- KH- KS-", false},
            {"no empty column for a king", {8, 10, 10, 8},
                {"JD- TS", "9C- JC", "QC- KS- KC", "TC", "JH- QD- KD", "9S- KH", "QH- JS"}, "QS-", true},
            {"a column that can empty", {8, 10, 10, 8},
                {"JD- TS", "9C- JC", "QC- KS- KC", "", "JH- QD- KD", "9S- KH", "QH- JS"}, "QS- TC-", false},
        };
        for (const Row& row : rows) {
            auto state = start("klondike", 1);
            Layout layout;
            const char suits[] = {'C', 'D', 'H', 'S'};
            for (int suit = 0; suit < 4; ++suit)
                layout.push_back({"f" + std::to_string(suit), run(suits[suit], row.home[suit])});
            for (int c = 0; c < 7; ++c)
                layout.push_back({"t" + std::to_string(c), row.columns[static_cast<std::size_t>(c)]});
            layout.push_back({"stock", row.stock});
            state = arranged(std::move(state), layout);
            QVERIFY2(state, row.name);
            QVERIFY2(klondikeDeadlocked(static_cast<const KlondikeState&>(*state)) == row.lost, row.name);
            const SolveResult plain = solve(*state);
            QVERIFY2(plain.status == (row.lost ? SolveStatus::Lost : SolveStatus::Won), row.name);
            const SolveResult engine = solve(*state, {}, hooksFor("klondike"));
            QVERIFY2(engine.status == plain.status, row.name);
            if (row.lost)
                QVERIFY2(engine.states == 0, row.name); // found before any search
        }
    }

    // A forced move home must not throw away a win that borrows a card back
    // from the foundations: here the ten of diamonds can only leave the nine
    // (and the queen) under it by going onto a black jack brought back onto
    // the queen of hearts. Sending the queen of hearts home because both
    // black jacks are home would lose the deal; it is not forced, since the
    // diamonds are far behind.
    void klondikeForcedMovesKeepAWinThatBorrowsFromHome()
    {
        for (const char* draw : {"1", "3"}) {
            auto state = start("klondike", 1, {{"draw", draw}});
            QVERIFY(state
                        ->arrange({{"f0", run('C', 11)}, {"f1", run('D', 8)}, {"f2", run('H', 11)},
                            {"f3", run('S', 11)}, {"t0", "KS QH"}, {"t1", "QD- 9D- TD"},
                            {"stock", "QC- KC- QS- KH- JD- KD-"}})
                        .ok());
            QCOMPARE(solve(*state).status, SolveStatus::Won); // the plain search
            for (const char* game : {"klondike", "klondike-generic"}) {
                SolverHooks hooks = hooksFor("klondike");
                if (std::string(game) == "klondike-generic")
                    hooks.engine = nullptr;
                const SolveResult result = solve(*state, {}, hooks);
                QVERIFY2(result.status == SolveStatus::Won, game);
                std::string error;
                QVERIFY2(replayWins(*state, result.line, &error), error.c_str());
            }
        }
    }

    // The deadlock proof never flags a position that can be won, and the
    // engine agrees with the plain search: random Klondike endgames (cards
    // face down under each column's top) decided by the plain search, and
    // every position along the engine's winning lines of whole deals.
    void klondikeDeadlockAgreesWithThePlainSearch()
    {
        DeadlockCounts counts;
        for (std::uint32_t seed = 1; seed <= testsample::sampled(300u); ++seed) {
            auto state = randomEndgame("klondike", seed, 1, named("t", 7), 22, true);
            QVERIFY(state);
            const std::string error = compareDeadlock(*state, seed, counts);
            QVERIFY2(error.empty(), error.c_str());
        }
        qInfo("endgames: %d won, %d lost, %d of them flagged; the engine agreed on %d", counts.won, counts.lost,
            counts.flaggedLost, counts.agreed);
        CARDTABLE_CHECK_AT_LEAST(counts.agreed, 250);
        CARDTABLE_CHECK_AT_LEAST(counts.won, 20);
        CARDTABLE_CHECK_AT_LEAST(counts.flaggedLost, 3);

        int positions = 0;
        for (const char* draw : {"1", "3"}) {
            const std::string error = wonLinesNeverFlagged(draw, 1, testsample::sampled(20u), positions);
            QVERIFY2(error.empty(), error.c_str());
        }
        CARDTABLE_CHECK_AT_LEAST(positions, 2000);
    }

    // Twins that need one base in turn (twinsNeedOneBase() in
    // klondike_deadlock.cpp): random endgames with a stock and cards face
    // down, played on by a few random moves, where the proof with the twins
    // flags a position the relaxation alone does not (see
    // twinsInTurnAgree(); the second kind of endgame has twins in the
    // talon). The plain search never wins such a position, and decides
    // enough of them lost.
    void klondikeTwinsInTurnAgreeWithThePlainSearch()
    {
        for (const bool stockHeavy : {false, true}) {
            int flagged = 0, lost = 0;
            const std::string error = twinsInTurnAgree(stockHeavy, flagged, lost);
            QVERIFY2(error.empty(), error.c_str());
            qInfo("%s: flagged only with the twins: %d, of them lost by the plain search: %d",
                stockHeavy ? "four columns and a stock" : "seven columns", flagged, lost);
            CARDTABLE_CHECK_AT_LEAST(lost, 5);
        }
    }

    // The full pass's cheaper twins in turn (TwinPairs, see
    // klondikeDeadlocked()): never flags a position the proof with every
    // pair does not, and flags all of them when it looks at every pair.
    void klondikeTwinPairsFlagNoMoreThanEveryPair()
    {
        int flagged = 0, both = 0;
        const std::string error = twinPairsFlagNoMore(flagged, both);
        QVERIFY2(error.empty(), error.c_str());
        qInfo("flagged only by twins in turn: %d, of them with the pairs learnt: %d", flagged, both);
        QVERIFY(both >= 10);
    }

    // Which twin of a pair is asked first (TwinPairs::secondFirst) never
    // changes the answer (see twinOrderAgrees()).
    void klondikeTwinOrderChangesNoAnswer()
    {
        int flagged = 0;
        const std::string error = twinOrderAgrees(flagged);
        QVERIFY2(error.empty(), error.c_str());
        qInfo("flagged only by twins in turn: %d", flagged);
        QVERIFY(flagged >= 10);
    }

    // The relaxation stopped once the moved card leaves on its own or is a
    // top again (see liveOnceAgrees()) answers as the whole one, with one and with three
    // cards a turn, on enough children it flags; not where the parent is
    // flagged.
    void klondikeRelaxationStopsOnceTheMovedCardLeaves()
    {
        for (const char* draw : {"1", "3"}) {
            int checked = 0, flagged = 0;
            const std::string error = liveOnceAgrees(draw, false, checked, flagged);
            QVERIFY2(error.empty(), error.c_str());
            qInfo("draw %s: children looked at %d, flagged %d", draw, checked, flagged);
            QVERIFY(checked >= 1000);
            QVERIFY(flagged >= 20);
        }
        int checked = 0, flagged = 0;
        QVERIFY(!liveOnceAgrees("1", true, checked, flagged).empty());
    }

    // After the moves the proof is not asked about that keep the plain
    // relaxation bringing every card home (see staysLiveAgrees()), no
    // child of a position it does not flag is flagged, with one and with
    // three cards a turn; not so for the children of flagged positions, nor
    // after a move that empties a column.
    void klondikeRelaxationStaysLiveAfterMovesNotAskedAbout()
    {
        for (const char* draw : {"1", "3"}) {
            int checked = 0;
            const std::string error = staysLiveAgrees(draw, false, false, checked);
            QVERIFY2(error.empty(), error.c_str());
            qInfo("draw %s: children looked at %d", draw, checked);
            QVERIFY(checked >= 1000);
        }
        int checked = 0;
        QVERIFY(!staysLiveAgrees("1", true, false, checked).empty());
        checked = 0;
        QVERIFY(!staysLiveAgrees("3", false, true, checked).empty());
    }

    // With three cards a turn, the relaxation after a talon card is laid on
    // a top stops once that card leaves on its own and the talon cards the
    // parent reached are within reach (see talonLiveOnceAgrees()); stopping
    // once the card leaves alone gives other answers.
    void klondikeTalonRelaxationStopsOnceTheTalonIsReached()
    {
        int checked = 0, flagged = 0;
        const std::string error = talonLiveOnceAgrees(true, checked, flagged);
        QVERIFY2(error.empty(), error.c_str());
        qInfo("children looked at %d, flagged %d", checked, flagged);
        QVERIFY(checked >= 1000);
        QVERIFY(flagged >= 20);
        checked = flagged = 0;
        QVERIFY(!talonLiveOnceAgrees(false, checked, flagged).empty());
    }

    // The same with a stock (a base there counts only once it can be laid
    // on a column), played on by a few random moves so that runs form and
    // cards lie on other cards' bases.
    void klondikeDeadlockAgreesOnEndgamesWithAStock()
    {
        DeadlockCounts counts;
        for (std::uint32_t seed = 1; seed <= testsample::sampled(300u); ++seed) {
            std::vector<std::string> piles = named("t", 7);
            piles.push_back("stock");
            auto state = randomEndgame("klondike", seed, 1, piles, 20 + static_cast<int>(seed % 8), true);
            QVERIFY(state);
            if (!playOnAtRandom(*state, seed * 104729u, 6))
                continue;
            const std::string error = compareDeadlock(*state, seed, counts);
            QVERIFY2(error.empty(), error.c_str());
        }
        qInfo("endgames with a stock: %d won, %d lost, %d of them flagged; the engine agreed on %d", counts.won,
            counts.lost, counts.flaggedLost, counts.agreed);
        CARDTABLE_CHECK_AT_LEAST(counts.agreed, 240);
        CARDTABLE_CHECK_AT_LEAST(counts.flaggedLost, 3);
    }

    // With three cards a turn, a talon card out of reach is brought up only
    // once another talon card has left (reachable() in
    // klondike_deadlock.cpp). Random endgames with a stock, three cards a
    // turn, played on by a few random actions (stock turns too, so that the
    // waste holds cards): the proof with the talon's order never flags a
    // position the plain search wins, and flags enough lost ones that it
    // does not flag without the order; the engine (which leaves flagged
    // positions unexpanded) agrees with the plain search wherever both
    // decide, and its wins replay. Then every position along the engine's
    // winning lines of whole draw-3 deals is never flagged.
    void klondikeTalonOrderAgreesWithThePlainSearch()
    {
        DeadlockCounts counts;
        int flagged = 0, lost = 0;
        for (std::uint32_t seed = 1; seed <= testsample::sampled(500u); ++seed) {
            // Four columns and the stock: a fifth of the cards out are in
            // the stock, enough for its order to count.
            std::vector<std::string> piles = named("t", 4);
            piles.push_back("stock");
            auto state = randomEndgame(
                "klondike", seed, 1, piles, 24 + static_cast<int>(seed % 16), seed % 3 != 0, {{"draw", "3"}});
            QVERIFY(state);
            if (!playOnAtRandom(*state, seed * 6151u, 2 + static_cast<int>(seed % 5)))
                continue;
            const auto& game = static_cast<const KlondikeState&>(*state);
            KlondikeTableau unordered = klondikeTableauOf(game);
            QVERIFY(unordered.draw == 3);
            unordered.draw = 0;
            const int flaggedLost = counts.flaggedLost;
            const std::string error = compareDeadlock(*state, seed, counts);
            QVERIFY2(error.empty(), error.c_str());
            if (!klondikeDeadlocked(game, true) || klondikeDeadlocked(unordered, true))
                continue;
            ++flagged;
            lost += counts.flaggedLost > flaggedLost;
        }
        qInfo("endgames: %d won, %d lost, the engine agreed on %d; flagged only with the talon's order: %d, of them "
              "lost: %d",
            counts.won, counts.lost, counts.agreed, flagged, lost);
        CARDTABLE_CHECK_AT_LEAST(counts.agreed, 320);
        CARDTABLE_CHECK_AT_LEAST(counts.won, 50);
        CARDTABLE_CHECK_AT_LEAST(lost, 12);

        int positions = 0;
        const std::string error = wonLinesNeverFlagged("3", 21, 20 + testsample::sampled(30u), positions);
        QVERIFY2(error.empty(), error.c_str());
        CARDTABLE_CHECK_AT_LEAST(positions, 2000);
    }

    // The engine leaves out moves of part of a run that uncover a card which
    // can neither go home nor take the moved card's twin at once (the proof
    // is at generate() in klondike_moves.cpp). Random endgames with most
    // cards face up, played on by a few random card moves so that runs form
    // and split: the plain search and the engine agree wherever both
    // decide, and the engine's wins replay.
    void klondikeEngineAgreesOnEndgamesWithRuns()
    {
        const Agreement agreement = klondikeEndgamesAgree(200, 12, 7919u, [](std::uint32_t seed) {
            return randomEndgame("klondike", seed, 1, named("t", 7), 20 + static_cast<int>(seed % 8));
        });
        QVERIFY2(agreement.error.empty(), agreement.error.c_str());
        qInfo("endgames with runs decided by both: %d won, %d lost", agreement.won, agreement.lost);
        CARDTABLE_CHECK_AT_LEAST(agreement.won, 20);
        CARDTABLE_CHECK_AT_LEAST(agreement.lost, 5);
    }

    // With one card a turn the full search lays a talon card on a column
    // only when a card could be laid on it at once, and empties a column
    // with a card that is not a king only when a king could fill it at once
    // (the proofs are at generate() in klondike_moves.cpp). Random endgames
    // with a stock and few cards on the columns, so that columns empty and
    // kings and their queens are out, played on by a few random card moves:
    // the plain search and the engine agree wherever both decide, and the
    // engine's wins replay.
    void klondikeEngineAgreesOnEndgamesWithAStockAndSpaces()
    {
        const Agreement agreement = klondikeEndgamesAgree(150, 6, 15485863u, [](std::uint32_t seed) {
            std::vector<std::string> piles = named("t", 7);
            piles.push_back("stock");
            return randomEndgame("klondike", seed, 1, piles, 16 + static_cast<int>(seed % 12), seed % 2 == 0);
        });
        QVERIFY2(agreement.error.empty(), agreement.error.c_str());
        qInfo("endgames with a stock and spaces decided by both: %d won, %d lost", agreement.won, agreement.lost);
        CARDTABLE_CHECK_AT_LEAST(agreement.won, 20);
        CARDTABLE_CHECK_AT_LEAST(agreement.lost, 5);
    }

    // The full search brings a card back from its foundation only when a
    // card could be laid on it at once, or the card below it in its suit
    // could then come back onto a base within reach (the proof is at
    // generate() in klondike_moves.cpp); with three cards a turn it takes a
    // position as seen once it has seen the same one with a waste that
    // reaches more of the talon (dominatedKeys()). Random endgames with a
    // stock and high foundations, so that cards can come back, played on
    // by a few random card moves (some from the foundations): the plain
    // search and the engine's full pass alone (the passes that only look for
    // wins would find most wins before it) agree wherever both decide, with
    // one and with three cards a turn, and its wins replay.
    void klondikeEngineAgreesOnEndgamesWithCardsToComeBack()
    {
        for (const char* draw : {"1", "3"}) {
            const Agreement agreement = klondikeEndgamesAgree(
                160, 10, 7757u,
                [draw](std::uint32_t seed) {
                    // With three cards a turn the stock is named four
                    // times: it gets about a third of the cards out, so
                    // that the waste's size decides which can be reached.
                    std::vector<std::string> piles = named("t", 7);
                    piles.insert(piles.end(), draw[0] == '3' ? 2 : 1, "stock");
                    // Cards under each top face down: with face-up cards
                    // that are not one run the game would finish itself
                    // where it cannot, which no search foresees.
                    return randomEndgame("klondike", seed, 1, piles, 24 + static_cast<int>(seed % 16), true,
                        {{"draw", draw}});
                },
                true);
            QVERIFY2(agreement.error.empty(), agreement.error.c_str());
            qInfo("draw %s, endgames with cards to come back decided by both: %d won, %d lost", draw, agreement.won,
                agreement.lost);
            CARDTABLE_CHECK_AT_LEAST(agreement.won, 20);
            CARDTABLE_CHECK_AT_LEAST(agreement.lost, 5);
        }
    }

    // A three is forced home only once both twos of the other colour are
    // home (safeHome() in klondike_moves.cpp). Here the two of spades lies
    // on the four and the ace of spades, face down, and can only leave them
    // onto the three of hearts: sending that three home at once would lose
    // the deal (no black four can take it back, and no column can empty for
    // the kings at home), so it must not be forced while the two of spades
    // is out.
    void klondikeForcedThreesWaitForTheTwos()
    {
        for (const char* draw : {"1", "3"}) {
            auto state = start("klondike", 1, {{"draw", draw}});
            QVERIFY(state
                        ->arrange({{"f0", run('C', 13)}, {"f1", run('D', 13)}, {"f2", run('H', 2)},
                            {"t0", "AS- 4S- 2S"}, {"t1", "KH- 3H"}, {"t2", "KS QH JS TH 9S 8H 7S 6H 5S 4H 3S"},
                            {"t3", "QS JH TS 9H 8S 7H 6S 5H"}})
                        .ok());
            QCOMPARE(solve(*state).status, SolveStatus::Won); // the plain search
            const SolveResult result = solve(*state, {}, hooksFor("klondike"));
            QCOMPARE(result.status, SolveStatus::Won);
            std::string error;
            QVERIFY2(replayWins(*state, result.line, &error), error.c_str());
        }
    }

    void klondikeEngineAgreesOnEndgamesWithSafeCardsInTheStock()
    {
        // With one card a turn a safe card anywhere in the talon goes home
        // as the only move, with three the talon's last card when the waste
        // is keyed as turned over (safeHome() in klondike_moves.cpp):
        // endgames with five columns and a stock that holds about three
        // cards out of eight (at most 24: the engine's talon), so that low
        // cards often lie deep in it.
        for (const char* draw : {"1", "3"}) {
            const Agreement agreement = klondikeEndgamesAgree(160, 4, 15485863u, [draw](std::uint32_t seed) {
                std::vector<std::string> piles = named("t", 5);
                for (int i = 0; i < 3; ++i)
                    piles.push_back("stock");
                return randomEndgame("klondike", seed, 1, piles, 24 + static_cast<int>(seed % 12), seed % 2 != 0,
                    {{"draw", draw}});
            });
            QVERIFY2(agreement.error.empty(), agreement.error.c_str());
            qInfo("draw %s, endgames with safe cards in the stock decided by both: %d won, %d lost", draw,
                agreement.won, agreement.lost);
            CARDTABLE_CHECK_AT_LEAST(agreement.won, 20);
            CARDTABLE_CHECK_AT_LEAST(agreement.lost, 3);
        }
    }

    // The engine sends a two home whenever it can, and a three once both
    // twos of the other colour are home (the proof is at safeHome() in
    // klondike_moves.cpp). Random endgames with many cards out, so that
    // twos and threes are on the columns, some with cards face down or a
    // stock, played on by a few random card moves: the plain search and the
    // engine agree wherever both decide, and the engine's wins replay.
    void klondikeEngineAgreesOnEndgamesWithLowCardsOut()
    {
        const Agreement agreement = klondikeEndgamesAgree(240, 8, 104729u, [](std::uint32_t seed) {
            std::vector<std::string> piles = named("t", 7);
            if (seed % 3 == 0)
                piles.push_back("stock");
            return randomEndgame("klondike", seed, 1, piles, 30 + static_cast<int>(seed % 16), seed % 4 != 0);
        });
        QVERIFY2(agreement.error.empty(), agreement.error.c_str());
        qInfo("endgames with low cards out decided by both: %d won, %d lost", agreement.won, agreement.lost);
        CARDTABLE_CHECK_AT_LEAST(agreement.won, 20);
        CARDTABLE_CHECK_AT_LEAST(agreement.lost, 5);
    }
};

QTEST_GUILESS_MAIN(KlondikeSolverTest)
#include "klondike_solver_test.moc"
