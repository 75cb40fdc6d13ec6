// Klondike's deadlock proof in parts: twins that need one base in turn
// (and the search's TwinPairs), and the full pass's early stops of the
// relaxed game (LiveOnce, staysLive()), each against the whole proof or
// the plain search (the engine's verdicts and the proof's other parts:
// klondike_solver_test.cpp).
#include <QtTest>

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

} // namespace

class KlondikeProofTest : public QObject {
    Q_OBJECT

private slots:
    // CTest splits this program's rows among several runs (test_shard.h).
    void init() { CARDTABLE_SKIP_OTHER_SHARDS(); }

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
    // (Of the 100 positions only twins in turn flag, the learnt pairs flag
    // 6: these random endgames share few pairs, and a pair turns cold after
    // 256 looks without a loss; 12 while pairs stayed hot for good.)
    void klondikeTwinPairsFlagNoMoreThanEveryPair()
    {
        int flagged = 0, both = 0;
        const std::string error = twinPairsFlagNoMore(flagged, both);
        QVERIFY2(error.empty(), error.c_str());
        qInfo("flagged only by twins in turn: %d, of them with the pairs learnt: %d", flagged, both);
        QVERIFY(both >= 5);
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
};

QTEST_GUILESS_MAIN(KlondikeProofTest)
#include "klondike_proof_test.moc"
