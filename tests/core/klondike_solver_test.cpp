// Klondike's engine: its verdicts against the generic and the plain
// search, its deadlock proof (the twins in turn and the full pass's early
// stops: klondike_proof_test.cpp), its forced moves and the full pass's
// move rules (the other parts of the solver: solver_test.cpp and
// solver_engines_test.cpp).
#include <QtTest>

#include <array>
#include <functional>

#include "cards/rng.h"
#include "patience/klondike.h"
#include "patience/patience.h"
#include "solver/klondike_deadlock.h"
#include "solver/klondike_position.h"
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

// Plays up to `steps` card moves on `state`, each drawn at random (with
// Rng(seed)) from the legal ones, stopping early at the end of the game.
void playRandomCardMoves(PatienceState& state, int steps, std::uint32_t seed)
{
    Rng rng(seed);
    for (int step = 0; step < steps && !state.isTerminal(); ++step) {
        std::vector<Action> moves;
        for (const Action& action : state.legalActions())
            if (action.kind == PatienceState::MoveCards)
                moves.push_back(action);
        if (moves.empty())
            break;
        state.apply(moves[rng.below(static_cast<std::uint32_t>(moves.size()))]);
    }
}

// Klondike endgames, each played on by up to `steps` random card moves (the
// moves drawn with Rng(seed * stir)), solved by the plain search and by the
// engine under 20,000 positions each: the verdicts both reached, and the
// first disagreement or won line of the engine's that did not replay.
// Which of the engine's searches a test asks: the whole solver, the full
// pass alone, or the set pass alone.
enum class Engine { Solver, FullPass, SetPass };

Agreement klondikeEndgamesAgree(std::uint32_t seeds, int steps, std::uint32_t stir,
    const std::function<std::unique_ptr<PatienceState>(std::uint32_t)>& endgame, Engine which = Engine::Solver)
{
    Agreement agreement;
    for (std::uint32_t seed = 1; seed <= testsample::sampled(seeds); ++seed) {
        auto state = endgame(seed);
        if (!state) {
            agreement.error = "no endgame for seed " + std::to_string(seed);
            return agreement;
        }
        playRandomCardMoves(*state, steps, seed * stir);
        if (state->isTerminal())
            continue;
        SolveLimits limits;
        limits.maxStates = 20000;
        const SolveResult plain = solve(*state, limits, {});
        const auto& klondike = static_cast<const KlondikeState&>(*state);
        const SolveResult engine = which == Engine::FullPass ? solveKlondikeFullPass(klondike, limits)
            : which == Engine::SetPass                      ? solveKlondikeSetPass(klondike, limits)
                                                            : solve(*state, limits, hooksFor("klondike"));
        std::string error;
        if (engine.status == SolveStatus::Won && !replayWins(*state, engine.line, &error)) {
            agreement.error = "seed " + std::to_string(seed) + ": " + error;
            return agreement;
        }
        // The set pass stops short only at its budget (a won class whose
        // line does not play would say so).
        if (which == Engine::SetPass && engine.status == SolveStatus::Unknown && engine.why != "states") {
            agreement.error = "seed " + std::to_string(seed) + ": the set pass stopped: " + engine.why;
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

// The engine's full pass alone (the passes that only look for wins would
// find most wins before it) against the plain search on random endgames of
// seven columns and a stock named stocks[0] times with one card a turn,
// stocks[1] times with three (each name takes its share of the cards out),
// with about cardsOut + seed % spread cards out, played on by `steps` random
// card moves: they agree wherever both decide, and its wins replay. The
// cards under each top are face down: with face-up cards that are not one
// run the game would finish itself where it cannot, which no search
// foresees. `what` names the endgames in the log.
void fullPassAgreesOnEndgames(std::uint32_t seeds, int steps, std::uint32_t stir, std::array<int, 2> stocks,
    int cardsOut, int spread, const char* what, Engine which = Engine::FullPass)
{
    for (const int draw : {1, 3}) {
        const Agreement agreement = klondikeEndgamesAgree(
            seeds, steps, stir,
            [&](std::uint32_t seed) {
                std::vector<std::string> piles = named("t", 7);
                piles.insert(piles.end(), static_cast<std::size_t>(stocks[draw == 1 ? 0 : 1]), "stock");
                return randomEndgame("klondike", seed, 1, piles, cardsOut + static_cast<int>(seed % spread), true,
                    {{"draw", std::to_string(draw)}});
            },
            which);
        QVERIFY2(agreement.error.empty(), agreement.error.c_str());
        qInfo("draw %d, endgames %s decided by both: %d won, %d lost", draw, what, agreement.won, agreement.lost);
        CARDTABLE_CHECK_AT_LEAST(agreement.won, 20);
        CARDTABLE_CHECK_AT_LEAST(agreement.lost, 5);
    }
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
        // With three cards a turn the stock is named twice: it gets about a
        // fifth of the cards out, so that the waste's size decides which can
        // be reached.
        fullPassAgreesOnEndgames(160, 10, 7757u, {1, 2}, 24, 16, "with cards to come back");
    }

    // The full pass plays a card brought back from its foundation and the
    // move that uses it as one move: after the card's return it tries only
    // a card laid on it, the card below it in its suit brought back, or a
    // move that makes a base for that card a top, and the position in
    // between never enters its table (the proof is at usesCardBack() in
    // klondike_moves.cpp). Random endgames with a stock and high
    // foundations, played on by more random card moves than above (some
    // from the foundations), so that cards come back in other orders: the
    // plain search and the full pass alone agree wherever both decide, with
    // one and with three cards a turn, and its wins replay.
    void klondikeFullPassAgreesWithCardsBackAsOneMove()
    {
        fullPassAgreesOnEndgames(200, 14, 15485863u, {1, 2}, 20, 14, "with cards back as one move");
    }

    // With one card a turn the full pass plays a talon card laid on a
    // column, or a column emptied by a card that is not a king, as one move
    // with the move that follows it (a card laid on the talon card, a king
    // into the empty column), and the position in between never enters its
    // table (the proof is at isPutOff() in klondike_moves.cpp). Random
    // endgames with a larger stock and few cards on the columns, so that
    // talon cards are laid and columns empty, played on by a few random
    // card moves: the plain search and the full pass alone agree wherever
    // both decide, and its wins replay.
    void klondikeFullPassAgreesWithTalonCardsAndSpacesPutOff()
    {
        fullPassAgreesOnEndgames(200, 10, 32452843u, {2, 2}, 26, 10, "with talon cards and spaces put off");
    }

    // The full pass leaves out a position dominated by one in its table: the
    // same with column tops sent home that could come back onto the cards
    // they lie on, or (one card a turn) with a column top taken back into
    // the talon (the proof is in DepthFirst::run() in klondike_solver.cpp).
    // Random endgames with a stock, most cards face up and high
    // foundations, so that runs with tops that can go home form, played on
    // by a few random card moves: the plain search and the full pass alone
    // agree wherever both decide, with one and with three cards a turn. It
    // fails if a card brought back from home may lead to a position left
    // out by the first rule, or a talon card laid on a column by the second.
    void klondikeFullPassAgreesWhereCardsHomeOrInTheTalonDominate()
    {
        fullPassAgreesOnEndgames(200, 12, 104729u, {2, 3}, 22, 12, "with dominated positions");
    }

    // The set pass (klondike_sets.cpp) searches classes of positions that
    // differ only in how the face-up cards lie on one another; a class is
    // won or lost as a whole (the argument is at the top of that file), and
    // a won class's line is played out on the real cards. Random endgames
    // with a stock, with cards to come back from home, with talon cards to
    // lay and columns to empty, and with runs to break up, played on by
    // random card moves: the plain search and the set pass alone agree
    // wherever both decide, with one and with three cards a turn, and its
    // wins replay, and it stops short only at its budget. It fails when a
    // card may go home while every card of its type carries another, when
    // a king may be laid with no column empty (both: a won class whose line
    // does not play), and with a loss where the plain search wins: when
    // every card that can go home is forced there, when a class reached by
    // a card brought back from home may be left out as dominated, or when a
    // card comes back only for a card to be laid on it.
    void klondikeSetPassAgreesOnEndgames()
    {
        fullPassAgreesOnEndgames(160, 10, 7757u, {1, 2}, 24, 16, "with cards to come back", Engine::SetPass);
        fullPassAgreesOnEndgames(
            200, 10, 32452843u, {2, 2}, 26, 10, "with talon cards and spaces", Engine::SetPass);
        fullPassAgreesOnEndgames(200, 12, 104729u, {2, 3}, 22, 12, "with runs to break up", Engine::SetPass);
    }

    // On whole deals, the set pass and the full pass agree wherever both
    // decide within their budgets, with one and with three cards a turn,
    // and the set pass's wins replay. Of the draw-3 deals no pass decided
    // within a second before it came in, 1651 is lost and 982 won.
    void klondikeSetPassAgreesWithTheFullPassOnDeals()
    {
        for (const char* draw : {"1", "3"}) {
            int won = 0, lost = 0;
            for (std::uint32_t seed = 1; seed <= testsample::sampled(40); ++seed) {
                auto deal = start("klondike", seed, {{"draw", draw}});
                const auto& klondike = static_cast<const KlondikeState&>(*deal);
                SolveLimits limits;
                limits.maxStates = 400000;
                const SolveResult sets = solveKlondikeSetPass(klondike, limits);
                std::string error;
                if (sets.status == SolveStatus::Won)
                    QVERIFY2(replayWins(*deal, sets.line, &error), error.c_str());
                const SolveResult full = solveKlondikeFullPass(klondike, limits);
                if (sets.status == SolveStatus::Unknown || full.status == SolveStatus::Unknown)
                    continue;
                QVERIFY2(sets.status == full.status,
                    ("draw " + std::string(draw) + ", deal " + std::to_string(seed) + ": the passes disagree")
                        .c_str());
                won += sets.status == SolveStatus::Won;
                lost += sets.status == SolveStatus::Lost;
            }
            qInfo("draw %s, deals decided by both passes: %d won, %d lost", draw, won, lost);
            CARDTABLE_CHECK_AT_LEAST(won, 10);
            CARDTABLE_CHECK_AT_LEAST(lost, 3);
        }
        SolveLimits limits;
        limits.maxStates = 2000000;
        for (const auto& [seed, status] : {std::pair {1651u, SolveStatus::Lost}, std::pair {982u, SolveStatus::Won}}) {
            auto deal = start("klondike", seed, {{"draw", "3"}});
            const SolveResult sets = solveKlondikeSetPass(static_cast<const KlondikeState&>(*deal), limits);
            QCOMPARE(sets.status, status);
            std::string error;
            if (status == SolveStatus::Won)
                QVERIFY2(replayWins(*deal, sets.line, &error), error.c_str());
        }
    }

    // With three cards a turn the solver also plays the same layout with
    // one card a turn, which is a relaxation of the deal: a relaxed game
    // that cannot be won proves the deal lost (see solveWith() in
    // klondike_solver.cpp). On random draw-3 endgames with a stock, played
    // on by a few random card moves, the plain search never wins where the
    // relaxed pass says lost, and both decide some losses; the relaxed game
    // wins some that are lost with three a turn. Draw-3 deal 1395, which no
    // pass of the deal's own decided within a second, is lost one card a
    // turn.
    void klondikeRelaxedPassProvesOnlyLosses()
    {
        int bothLost = 0;
        int relaxedWonOnly = 0;
        for (std::uint32_t seed = 1; seed <= testsample::sampled(200); ++seed) {
            std::vector<std::string> piles = named("t", 7);
            piles.insert(piles.end(), 3, "stock");
            auto state = randomEndgame("klondike", seed, 1, piles, 28 + static_cast<int>(seed % 12), true,
                {{"draw", "3"}});
            QVERIFY(state);
            playRandomCardMoves(*state, 6, seed * 7919u);
            if (state->isTerminal())
                continue;
            SolveLimits limits;
            limits.maxStates = 20000;
            const SolveResult plain = solve(*state, limits, {});
            const SolveResult relaxed = solveKlondikeRelaxedPass(static_cast<const KlondikeState&>(*state), limits);
            QVERIFY(relaxed.line.empty());
            if (relaxed.status == SolveStatus::Lost)
                QVERIFY2(plain.status != SolveStatus::Won,
                    ("seed " + std::to_string(seed) + ": lost one card a turn, won with three").c_str());
            bothLost += relaxed.status == SolveStatus::Lost && plain.status == SolveStatus::Lost;
            relaxedWonOnly += relaxed.status == SolveStatus::Won && plain.status == SolveStatus::Lost;
        }
        qInfo("draw-3 endgames: %d lost in both, %d won only one card a turn", bothLost, relaxedWonOnly);
        CARDTABLE_CHECK_AT_LEAST(bothLost, 5);
        CARDTABLE_CHECK_AT_LEAST(relaxedWonOnly, 1);

        auto deal = start("klondike", 1395, {{"draw", "3"}});
        SolveLimits limits;
        limits.maxStates = 2000000;
        QCOMPARE(solveKlondikeRelaxedPass(static_cast<const KlondikeState&>(*deal), limits).status,
            SolveStatus::Lost);
    }

    // The keys homeDominators(), talonDominators() and dominatedKey()
    // (klondike_keys.cpp) work out from a position's key are those of the
    // positions they name, laid out card by card and keyed afresh, along
    // random lines of the full pass's moves from random endgames.
    void klondikeDominatorKeysAreThoseOfThePositions()
    {
        using namespace ct::klondike;
        int homeKeys = 0, talonKeys = 0, wasteKeys = 0;
        for (const int draw : {1, 3}) {
            for (std::uint32_t seed = 1; seed <= testsample::sampled(60u); ++seed) {
                std::vector<std::string> piles = named("t", 7);
                piles.insert(piles.end(), 2, "stock");
                const auto state = randomEndgame("klondike", seed, 1, piles, 24 + static_cast<int>(seed % 14),
                    seed % 2 == 0, {{"draw", std::to_string(draw)}});
                QVERIFY(state);
                Position p = positionFrom(klondikeTableauOf(static_cast<const KlondikeState&>(*state)));
                std::uint64_t talonCards = 0;
                for (int i = 0; i < p.talonLength; ++i)
                    talonCards |= std::uint64_t {1} << p.talon[i];
                Rng rng(seed * 7001u);
                std::vector<Move> moves;
                for (int step = 0; step < 40; ++step) {
                    const std::uint64_t key = keyOf(p, draw);
                    // Each column top that can go home off a card of its
                    // run, alone, then all that can, one after another.
                    std::vector<std::uint64_t> expected;
                    for (int c = 0; c < kColumns; ++c) {
                        const int length = p.length[c];
                        if (length >= 2 && p.run[c] <= length - 2 && p.canGoHome(p.top(c))) {
                            Position q = p;
                            apply(q, Move {TableauHome, static_cast<std::uint8_t>(c), 0, 1, 0, p.top(c)});
                            expected.push_back(keyOf(q, draw));
                        }
                    }
                    if (!expected.empty()) {
                        Position q = p;
                        int sent = 0;
                        for (bool more = true; more;) {
                            more = false;
                            for (int c = 0; c < kColumns; ++c) {
                                while (q.length[c] >= 2 && p.run[c] <= q.length[c] - 2 && q.canGoHome(q.top(c))) {
                                    q.pop(c);
                                    ++q.home[suitOf(p.column[c][q.length[c]])];
                                    ++sent;
                                    more = true;
                                }
                            }
                        }
                        q.rehash();
                        if (sent >= 2)
                            expected.push_back(keyOf(q, draw));
                    }
                    std::array<std::uint64_t, kColumns + 1> keys {};
                    const int count = homeDominators(p, draw, key, keys);
                    QCOMPARE(count, static_cast<int>(expected.size()));
                    for (int i = 0; i < count; ++i)
                        QCOMPARE(keys[static_cast<std::size_t>(i)], expected[static_cast<std::size_t>(i)]);
                    homeKeys += count;
                    if (draw == 1) {
                        // Each column top from the talon that lies on a card
                        // of its run, or a king alone, back in the talon.
                        expected.clear();
                        for (int c = 0; c < kColumns; ++c) {
                            const int length = p.length[c];
                            if (length == 0 || !((talonCards >> p.top(c)) & 1))
                                continue;
                            if (length >= 2 ? p.run[c] > length - 2 : rankOf(p.top(c)) != kKing)
                                continue;
                            Position q = p;
                            q.talon[q.talonLength++] = q.pop(c);
                            q.rehash();
                            expected.push_back(keyOf(q, draw));
                        }
                        std::array<std::uint64_t, kColumns> talonKeysFound {};
                        const int found = talonDominators(p, key, talonCards, talonKeysFound);
                        QCOMPARE(found, static_cast<int>(expected.size()));
                        for (int i = 0; i < found; ++i)
                            QCOMPARE(
                                talonKeysFound[static_cast<std::size_t>(i)], expected[static_cast<std::size_t>(i)]);
                        talonKeys += found;
                    }
                    // The position with a waste of no cards, which p
                    // dominates when its waste size is keyed as itself.
                    Position noWaste = p;
                    noWaste.pos = 0;
                    const std::uint64_t dominated = keyedWaste(p, draw) == 0 ? 0 : keyOf(noWaste, draw);
                    QCOMPARE(dominatedKey(p, draw, key), dominated);
                    wasteKeys += dominated != 0;
                    generate(p, draw, false, moves);
                    if (moves.empty())
                        break;
                    // The full pass's moves come by priority (a counting sort).
                    for (std::size_t i = 1; i < moves.size(); ++i)
                        QVERIFY(moves[i - 1].priority <= moves[i].priority);
                    apply(p, moves[rng.below(static_cast<std::uint32_t>(moves.size()))]);
                }
            }
        }
        qInfo("dominators checked: %d by cards home, %d by a card back in the talon, %d dominated by the waste",
            homeKeys, talonKeys, wasteKeys);
        CARDTABLE_CHECK_AT_LEAST(homeKeys, 50);
        CARDTABLE_CHECK_AT_LEAST(talonKeys, 20);
        CARDTABLE_CHECK_AT_LEAST(wasteKeys, 20);
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
