// The solver's engines for the patience games other than Klondike and Magic
// Fifteen, each against the plain search (every move, the position's own
// hash, no forced move) on random endgames small enough for it: the same
// verdict wherever both decide, and every won line replays.
#include <QtTest>

#include <algorithm>
#include <functional>
#include <string>
#include <vector>

#include "cards/rng.h"
#include "engine/game.h"
#include "patience/babette.h"
#include "patience/napoleons_square.h"
#include "patience/patience.h"
#include "patience/the_fourteenth.h"
#include "solver/napoleon_solver.h"
#include "solver/solver.h"
#include "solver_endgames.h"
#include "solver_test_support.h"
#include "test_sample.h"
#include "test_shard.h"

using namespace ct;
using namespace ct::solvertest;

namespace {

// What a game's engine proves lost at the root (one position searched) of
// `positionFor(seed)`, seeds 1 to `seeds`, and how many of those the plain
// search exhausts as lost; `error` names one it wins.
struct RootProofs {
    int proved = 0;
    int confirmed = 0;
    std::string error;
};

RootProofs rootProofsAgainstThePlainSearch(const std::string& game, std::uint32_t seeds,
    const std::function<std::unique_ptr<PatienceState>(std::uint32_t seed)>& positionFor)
{
    SolverHooks plain;
    plain.key = [](const PatienceState& state) { return state.positionHash(); };
    RootProofs proofs;
    for (std::uint32_t seed = 1; seed <= testsample::sampled(seeds); ++seed) {
        const auto state = positionFor(seed);
        if (!state || state->isTerminal())
            continue;
        SolveLimits limits;
        limits.maxStates = 1;
        if (solve(*state, limits, hooksFor(game)).status != SolveStatus::Lost)
            continue;
        ++proofs.proved;
        limits.maxStates = 20000;
        const SolveResult slow = solve(*state, limits, plain);
        if (slow.status == SolveStatus::Won) {
            proofs.error = "endgame " + std::to_string(seed) + " is won";
            break;
        }
        proofs.confirmed += slow.status == SolveStatus::Lost;
    }
    qInfo("%s, lost before any search: %d, of which the plain search exhausted %d", game.c_str(),
        proofs.proved, proofs.confirmed);
    return proofs;
}

// A game's proofs of a lost position (asked at the root, before any search)
// along the won lines its own search finds (within `maxStates`) for deals 1
// to `deals`: `error` names the first position of a line proved lost; from
// every fifth position each move is tried, and `offLine(child, where)` is
// called for each child proved lost.
struct WonLineProofs {
    int lines = 0;
    int positions = 0;
    int tried = 0;
    int cut = 0;
    std::string error;
};

WonLineProofs proofsAlongWonLines(const std::string& game, std::uint32_t deals, std::uint64_t maxStates,
    const std::function<void(PatienceState&, const std::string&)>& offLine = {})
{
    const SolverHooks hooks = hooksFor(game);
    WonLineProofs proofs;
    for (std::uint32_t deal = 1; deal <= testsample::sampled(deals) && proofs.error.empty(); ++deal) {
        const auto state = start(game, deal);
        if (!state)
            continue;
        SolveLimits limits;
        limits.maxStates = maxStates;
        const SolveResult result = solve(*state, limits, hooks);
        if (result.status != SolveStatus::Won)
            continue;
        ++proofs.lines;
        auto now = state->clone();
        auto& patience = static_cast<PatienceState&>(*now);
        limits.maxStates = 1;
        for (std::size_t i = 0; i < result.line.size() && !patience.isTerminal(); ++i) {
            const std::string where = "deal " + std::to_string(deal) + ", move " + std::to_string(i);
            ++proofs.positions;
            if (solve(patience, limits, hooks).status == SolveStatus::Lost) {
                proofs.error = where + " proved lost";
                break;
            }
            if (i % 5 == 0)
                for (const Action& action : patience.legalActions()) {
                    auto child = patience.clone();
                    auto& off = static_cast<PatienceState&>(*child);
                    off.apply(action);
                    ++proofs.tried;
                    if (off.isTerminal() || solve(off, limits, hooks).status != SolveStatus::Lost)
                        continue;
                    ++proofs.cut;
                    if (offLine)
                        offLine(off, where + " off the line");
                }
            patience.apply(result.line[i]);
        }
    }
    qInfo("%s won lines: %d, their positions: %d, none proved lost; moves tried off them: %d, proved lost: %d",
        game.c_str(), proofs.lines, proofs.positions, proofs.tried, proofs.cut);
    return proofs;
}

// A game's engine against the plain search: the random positions it is
// tried on, how many, the budget of each search, and what a sound run must
// show (won lines counted by an action kind where one matters).
struct EngineCase {
    const char* game;
    std::uint32_t seeds;
    std::uint64_t maxStates;
    std::function<std::unique_ptr<PatienceState>(std::uint32_t seed)> positionFor;
    int minWon;
    int minLost;
    int countedKind = -1; // none
    int minCounted = 0;
    const char* tag = nullptr; // the row's name, where a game has several (else the game's)
};

const std::vector<EngineCase>& engineCases()
{
    static const std::vector<EngineCase> cases = {
        // The Clock: forced moves home, the deadlock and relaxed-game proofs
        // of a lost position, packets folded once the stock is out.
        {"the-clock", 200, 20000,
            [](std::uint32_t seed) { return clockEndgame(seed, 16 + static_cast<int>(seed % 10)); }, 10, 10},
        // The Mill: ranks only, wings and King piles folded as sets.
        {"the-mill", 200, 20000,
            [](std::uint32_t seed) { return millEndgame(seed, 30 + static_cast<int>(seed % 12)); }, 10, 10},
        // The Mill with a third of the cards out in the stock: the engine's
        // passes turn it often, and each position just after a turn starts
        // from the floors of the last one (stockWindowClosed()). With those
        // floors one turn too high, endgame 3 (won) is called lost.
        {"the-mill", 200, 20000,
            [](std::uint32_t seed) { return millEndgame(seed + 2000, 30 + static_cast<int>(seed % 16), 3); },
            10, 3, -1, 0, "the-mill with a stock"},
        // Babette: the round as its dealing order, forced moves home in the
        // last round; every other endgame is played with no take-up left.
        {"babette", 200, 20000,
            [](std::uint32_t seed) {
                auto state = babetteEndgame(seed, 20 + static_cast<int>(seed % 16));
                for (int i = 0; state && seed % 2 == 0 && i < 40 && !state->isTerminal(); ++i) {
                    const Action deal = PatienceState::stockClick();
                    const Action takeUp {BabetteState::TakeUp, 0, 0, 0, {}};
                    if (state->check(deal).legal())
                        state->apply(deal);
                    else if (state->check(takeUp).legal())
                        state->apply(takeUp);
                }
                return state;
            },
            10, 10},
        // La Belle Lucie plays the redeals' shuffles as the rules do: with
        // both redeals left, its lines (redeals included) replay.
        {"la-belle-lucie", 60, 50000,
            [](std::uint32_t seed) {
                auto state = randomEndgame(
                    "la-belle-lucie", seed, 1, named("t", 5), 14 + static_cast<int>(seed % 8));
                return state && state->redealsLeft() == 2 ? std::move(state) : nullptr;
            },
            10, 0, PatienceState::Redeal, 5},
        // The Fifteen: forced moves home, columns as a set, one lane for all;
        // whole deals first (the relief is open there, and the plain search
        // decides them only when they are lost at once), then endgames.
        // Lost positions are rare (a lane undoes almost any block); the two
        // lost here are whole deals (34 and 44) that come to a standstill
        // within a few dozen positions. What this checks is that no
        // winnable position is called lost.
        {"the-fifteen", 200, 30000,
            [](std::uint32_t seed) {
                return seed <= 50 ? start("the-fifteen", seed)
                    : seed % 2 == 0
                    ? fifteenEndgame(seed, 8 + static_cast<int>(seed % 12), 3 + static_cast<int>(seed % 4))
                    : fifteenEndgame(seed, 30 + static_cast<int>(seed % 16), 15);
            },
            100, 2},
        // The Zodiac decides the placing phase suit by suit (every packet's
        // walk, the Equator's eight cells, each suit's building phase played
        // out).
        {"the-zodiac", 200, 30000,
            [](std::uint32_t seed) { return zodiacEndgame(seed, 6 + static_cast<int>(seed % 9)); }, 30, 15},
        // The Empress of India: the slots' unpaired cards as counts, the
        // locked pairs as a set, locks that bring no card in left out.
        {"empress-of-india", 150, 20000,
            [](std::uint32_t seed) {
                return empressEndgame(seed, 8 + 2 * static_cast<int>(seed % 10), seed % 2 == 0);
            },
            50, 5},
        // The Empress of India with deep talons (the stages wanted first at
        // the bottom): the timing proof of a lost position (cards come in
        // no faster than the other colour's unpaired cards and the moves
        // home allow) fires here now and then, though few such small
        // endgames are lost (see also empressTimingSparesWonLines).
        {"empress-of-india", 200, 20000,
            [](std::uint32_t seed) {
                return empressEndgame(seed, 6 + 2 * static_cast<int>(seed % 6), true, true);
            },
            100, 2, -1, 0, "empress-of-india deep talons"},
        // The Fourteenth: ranks only, the exchange as the rules list it.
        {"the-fourteenth", 120, 20000,
            [](std::uint32_t seed) { return fourteenthEndgame(seed, 6 + static_cast<int>(seed % 8)); }, 10, 5,
            TheFourteenthState::Exchange, 3},
        // The Blockade: forced moves home, columns folded once the stock is
        // out, and the one best-first measure (the cards in the way). Once
        // the stock is out an empty column takes any card, so lost endgames
        // are rare: what this checks is that no winnable one is called lost.
        {"the-blockade", 120, 20000,
            [](std::uint32_t seed) {
                std::vector<std::string> piles = named("b", 6);
                piles.push_back("stock");
                return randomEndgame("the-blockade", seed, 2, piles, 20 + static_cast<int>(seed % 14));
            },
            30, 0},
        // The Fourteenth with the exchange used up first (random pairs until
        // the grid is stuck, then the first exchange offered): every lost
        // position here is one the engine's matching bound (no card left
        // out once the exchange is used) may cut off. Nearly all are lost:
        // what this checks is that no won one is called lost.
        {"the-fourteenth", 120, 20000,
            [](std::uint32_t seed) {
                auto state = fourteenthEndgame(seed, 8 + static_cast<int>(seed % 10));
                Rng choose(seed * 7 + 1);
                for (int i = 0; state && i < 60 && !state->isTerminal()
                     && !static_cast<const TheFourteenthState&>(*state).exchangeUsed();
                     ++i) {
                    const auto actions = state->legalActions();
                    if (actions.empty())
                        break;
                    const auto exchange = std::find_if(actions.begin(), actions.end(),
                        [](const Action& action) { return action.kind == TheFourteenthState::Exchange; });
                    state->apply(exchange != actions.end()
                            ? *exchange
                            : actions[choose.below(static_cast<std::uint32_t>(actions.size()))]);
                }
                return state;
            },
            1, 20, -1, 0, "the-fourteenth exchange used"},
        // Napoleon's Square: forced moves home, packets folded, and the
        // relaxed game's proof of a lost root; three tall packets and the
        // waste (and a stock one time in three), so that cards often lie
        // over what their foundations need first.
        {"napoleons-square", 150, 20000,
            [](std::uint32_t seed) { return napoleonTallEndgame(seed, seed % 3 == 0); }, 10, 10},
        // Napoleon's Square again, with a stock every time: the depth-first
        // passes ask the relaxed game's proof after every stock turn
        // (Rules::deadEnd), and what they leave unexpanded must hold no win.
        // No turn is offered after a packet card's move (Rules::apply());
        // with the turn also left out after a waste card's move, or after a
        // forced move home, both rows call a won endgame lost.
        {"napoleons-square", 150, 20000, [](std::uint32_t seed) { return napoleonTallEndgame(seed, true); },
            90, 2, -1, 0, "napoleons-square with stock"},
        // The Sultan: the redeals' shuffles played as the rules do, forced
        // moves home once no redeal is left, the Divan and a suit's
        // foundations folded; every other endgame has its redeals used up
        // first. With eight Divan cells such endgames are nearly always won:
        // what this checks is that the engine never calls a winnable one lost.
        {"the-sultan", 120, 30000,
            [](std::uint32_t seed) {
                auto state = sultanEndgame(seed, 30 + static_cast<int>(seed % 14));
                for (int i = 0;
                     state && seed % 2 == 0 && i < 200 && state->redealsLeft() > 0 && !state->isTerminal();
                     ++i)
                    state->apply(PatienceState::stockClick());
                return state;
            },
            50, 0},
    };
    return cases;
}

} // namespace

class SolverEnginesTest : public QObject {
    Q_OBJECT

private slots:
    // CTest splits this program's rows among several runs (test_shard.h).
    void init() { CARDTABLE_SKIP_OTHER_SHARDS(); }

    // Each engine and the plain search agree on random endgames wherever
    // both decide, and the engine's won lines replay.
    void engineAgreesWithThePlainSearch_data()
    {
        QTest::addColumn<int>("index");
        const auto& cases = engineCases();
        for (std::size_t i = 0; i < cases.size(); ++i)
            QTest::newRow(cases[i].tag ? cases[i].tag : cases[i].game) << static_cast<int>(i);
    }

    void engineAgreesWithThePlainSearch()
    {
        QFETCH(int, index);
        const EngineCase& test = engineCases()[static_cast<std::size_t>(index)];
        QVERIFY(hooksFor(test.game).engine);
        const Agreement agreement = compareWithThePlainSearch(
            testsample::sampled(test.seeds), test.maxStates, hooksFor(test.game), test.positionFor);
        QVERIFY2(agreement.error.empty(), agreement.error.c_str());
        int counted = 0;
        for (const auto& line : agreement.wonLines)
            for (const Action& action : line)
                counted += action.kind == test.countedKind;
        qInfo("%s endgames decided by both: %d won (%d with the counted action), %d lost", test.game,
            agreement.won, counted, agreement.lost);
        CARDTABLE_CHECK_AT_LEAST(agreement.won, test.minWon);
        CARDTABLE_CHECK_AT_LEAST(agreement.lost, test.minLost);
        CARDTABLE_CHECK_AT_LEAST(counted, test.minCounted);
    }

    // The random play-outs (compact::Search::playOuts) and the beam
    // searches (compact::Search::beam) run only under a time limit, which
    // the rows above never set: on whole deals that the other passes leave
    // open at one second, they find wins within a few hundred milliseconds,
    // and the lines replay through the rules. The Mill's deals 14 and 101
    // were open at 10 s before the beams, which win them within 0.3 s;
    // its deals 351 and 467, open at 100 s before, are won within 0.3 s by
    // the beams with proofs (Plan::proofBeamDivisor), and not within 5 s
    // when the floors those beams pass on (Bounds::bySerial_) are two
    // stock turns too high;
    // Napoleon's Square's deals 4 and 6 were open at 10 s before its beams
    // (levels of stock cards turned and cards home), which win them within
    // 0.6 s. Its deal 27 (won by the best-first passes before the beams,
    // Plan::bestFirstBeforeBeams, in 0.05 s once) is no row now: since the
    // depth-first passes take the waste top's moves first
    // (napoleon_solver.cpp), a later pass wins it after 6.8 million
    // positions, 3.6 s, too near the limit below. Its deal 184 was open at
    // 5 s before the beams kept only the best of each group of positions
    // alike but for the packets (Rules::beamGroup() in napoleon_solver.cpp),
    // which win it in 0.4 s.
    void playOutsFindWinsThatReplay_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<int>("deal");
        QTest::newRow("the-mill 6") << QString("the-mill") << 6;
        QTest::newRow("the-mill 9") << QString("the-mill") << 9;
        QTest::newRow("the-mill 14") << QString("the-mill") << 14;
        QTest::newRow("the-mill 101") << QString("the-mill") << 101;
        QTest::newRow("the-mill 351") << QString("the-mill") << 351;
        QTest::newRow("the-mill 467") << QString("the-mill") << 467;
        QTest::newRow("the-sultan 3") << QString("the-sultan") << 3;
        QTest::newRow("the-sultan 13") << QString("the-sultan") << 13;
        QTest::newRow("the-blockade 607") << QString("the-blockade") << 607;
        QTest::newRow("the-blockade 855") << QString("the-blockade") << 855;
        QTest::newRow("napoleons-square 4") << QString("napoleons-square") << 4;
        QTest::newRow("napoleons-square 6") << QString("napoleons-square") << 6;
        QTest::newRow("napoleons-square 184") << QString("napoleons-square") << 184;
    }

    void playOutsFindWinsThatReplay()
    {
        QFETCH(QString, game);
        QFETCH(int, deal);
        const auto state = start(game.toStdString(), static_cast<std::uint32_t>(deal));
        QVERIFY(state);
        SolveLimits limits;
        // CPU time; the play-outs' generator has a fixed seed, so a slower
        // build finds the same win later. AddressSanitizer makes the search
        // several times slower, and each pass's share of the limit grows
        // with it: The Blockade's deal 855, won in 0.47 s of a 5 s limit
        // here, takes 9.1 s under it alone (5 s of it the system's, in
        // page faults: its allocator maps each large block afresh), and
        // with 40 s it was once left open in the full sanitizer suite, two
        // tests at a time. A win ends the search, so the longer limit
        // costs nothing where the row passes.
#if defined(__SANITIZE_ADDRESS__)
        limits.maxMillis = 150000;
#else
        limits.maxMillis = 5000;
#endif
        limits.cpuTime = true;
        const SolveResult result = solve(*state, limits, hooksFor(game.toStdString()));
        QCOMPARE(solveStatusText(result.status), std::string("won"));
        std::string error;
        QVERIFY2(replayWins(*state, result.line, &error), error.c_str());
    }

    // The Empress of India's proofs of a lost position (the relaxed game's
    // deadlock and the timing proof, asked at the root before any search)
    // never fire on a position of a won line: whole deals, whose slots are
    // full and talons deep, unlike the small endgames above. The locks
    // tried from every fifth position of the lines show that the proofs do
    // cut there.
    void empressTimingSparesWonLines()
    {
        const WonLineProofs proofs = proofsAlongWonLines("empress-of-india", 30, 100000);
        QVERIFY2(proofs.error.empty(), proofs.error.c_str());
        CARDTABLE_CHECK_AT_LEAST(proofs.lines, 25);
        CARDTABLE_CHECK_AT_LEAST(proofs.cut, 1);
    }

    // Napoleon's Square's relaxed game proves lost roots: a King over both
    // copies of a lower card of its suit (deal 90 has one), and on random
    // endgames and late positions of whole deals (where the dig bound does
    // nearly all the proving) whatever it proves lost the plain search
    // never wins.
    void napoleonDeadlockIsFound()
    {
        auto deal = start("napoleons-square", 90);
        QCOMPARE(solve(*deal, {}, hooksFor("napoleons-square")).status, SolveStatus::Lost);
        const RootProofs proofs
            = rootProofsAgainstThePlainSearch("napoleons-square", 300, [](std::uint32_t seed) {
                  return napoleonTallEndgame(seed, false);
              });
        QVERIFY2(proofs.error.empty(), proofs.error.c_str());
        CARDTABLE_CHECK_AT_LEAST(proofs.proved, 30);
        CARDTABLE_CHECK_AT_LEAST(proofs.confirmed, 15);
        // Late positions of whole deals (deep wastes, most packets full):
        // nearly all are lost, most of them by the dig bound.
        const RootProofs late
            = rootProofsAgainstThePlainSearch("napoleons-square", 150, [](std::uint32_t seed) {
                  return napoleonLatePosition(seed, seed % 4);
              });
        QVERIFY2(late.error.empty(), late.error.c_str());
        CARDTABLE_CHECK_AT_LEAST(late.proved, 100);
        CARDTABLE_CHECK_AT_LEAST(late.confirmed, 75);
        // Earlier positions, 10 to 17 stock cards left, where packets are
        // emptied more often: the joint form of the dig bound (the packets
        // emptied together share their carriers) proves some of these that
        // the other forms do not; the plain search must win none.
        const RootProofs earlier
            = rootProofsAgainstThePlainSearch("napoleons-square", 100, [](std::uint32_t seed) {
                  return napoleonLatePosition(seed + 1000, 10 + seed % 8);
              });
        QVERIFY2(earlier.error.empty(), earlier.error.c_str());
        CARDTABLE_CHECK_AT_LEAST(earlier.proved, 30);
    }

    // Napoleon's Square's first depth-first pass (50,000 positions,
    // solveNapoleonsSquare()) exhausts deals 797 and 990 (25,668 and
    // 20,766 positions): lost before any beam. With the old 20,000 the
    // first pass stopped short, and only the last pass, after the beams,
    // could prove them: deal 797 at 5 s after 7.9 million positions, so
    // the row then fails.
    void napoleonFirstPassProvesLosses()
    {
        for (const std::uint32_t number : {797u, 990u}) {
            const auto deal = start("napoleons-square", number);
            QVERIFY(deal);
            SolveLimits limits;
            limits.maxMillis = 5000;
            limits.cpuTime = true;
            const SolveResult result = solve(*deal, limits, hooksFor("napoleons-square"));
            QCOMPARE(solveStatusText(result.status), std::string("lost"));
            QVERIFY2(result.states <= 50000, std::to_string(result.states).c_str());
        }
    }

    // Napoleon's Square's dug form of the dig bound (napoleon_proofs.cpp:
    // the packets' remnants chosen, buried carriers charged for the cards
    // above them) proves late positions of whole deals lost that the other
    // forms leave, and of those the plain search never wins one.
    void napoleonDugFormAgreesWithThePlainSearch()
    {
        SolverHooks plain;
        plain.key = [](const PatienceState& state) { return state.positionHash(); };
        int dugOnly = 0;
        int confirmed = 0;
        // Random endgames: 50 to 79 cards out over the twelve packets and
        // the waste (named 8 to 19 times, so it gets most of them): deep
        // wastes over full packets, like the positions the search leaves
        // open (23 proved by the dug form alone, 3 of them with a stock; 19
        // exhausted by the plain search). (With fewer cards or some packets empty the
        // other forms prove all that the dug form proves.)
        for (std::uint32_t seed = 1; seed <= testsample::sampled(3000u); ++seed) {
            std::vector<std::string> piles = named("p", 12);
            for (std::uint32_t w = 0; w < 8 + seed % 12; ++w)
                piles.push_back("waste");
            // Every other one with a stock too (the engine asks the dug
            // form for each number of stock cards turned before the held
            // waste card leaves).
            for (std::uint32_t k = 0; k < (seed % 2) * (1 + seed % 3); ++k)
                piles.push_back("stock");
            const auto state
                = randomEndgame("napoleons-square", seed, 2, piles, 50 + static_cast<int>(seed % 30));
            if (state->isTerminal() || napoleonProvenLost(*state, false) || !napoleonProvenLost(*state, true))
                continue;
            ++dugOnly;
            SolveLimits limits;
            limits.maxStates = 20000;
            const SolveStatus status = solve(*state, limits, plain).status;
            QVERIFY2(status != SolveStatus::Won, qPrintable(QStringLiteral("endgame %1 is won").arg(seed)));
            confirmed += status == SolveStatus::Lost;
        }
        qInfo("proved lost by the dug form alone: %d, of which the plain search exhausted %d", dugOnly,
            confirmed);
        CARDTABLE_CHECK_AT_LEAST(dugOnly, 10);
        CARDTABLE_CHECK_AT_LEAST(confirmed, 5);
    }

    // Napoleon's Square's dig bound (napoleon_proofs.cpp) never fires on a
    // position of a won line of a whole deal, and where it proves lost a
    // move tried off a line (every fifth position), the plain search never
    // wins. Deals 1-40: with the depth-first passes taking the waste top's
    // moves first (napoleon_solver.cpp), deals 1-30 gave 4 won lines
    // within 150,000 positions, one short of the bound below.
    void napoleonDigBoundSparesWonLines()
    {
        SolverHooks plain;
        plain.key = [](const PatienceState& state) { return state.positionHash(); };
        int confirmed = 0;
        std::string won;
        const WonLineProofs proofs = proofsAlongWonLines(
            "napoleons-square", 40, 150000, [&](PatienceState& off, const std::string& where) {
                SolveLimits limits;
                limits.maxStates = 20000;
                const SolveStatus status = solve(off, limits, plain).status;
                if (status == SolveStatus::Won && won.empty())
                    won = where + " is won";
                confirmed += status == SolveStatus::Lost;
            });
        QVERIFY2(proofs.error.empty(), proofs.error.c_str());
        QVERIFY2(won.empty(), won.c_str());
        qInfo("of those proved lost off the lines, the plain search exhausted %d", confirmed);
        CARDTABLE_CHECK_AT_LEAST(proofs.lines, 5);
        CARDTABLE_CHECK_AT_LEAST(proofs.cut, 1);
    }

    // The Mill's window bound (mill_bounds.cpp, windowClosed()): a waste
    // card that can never come to the top, since fewer of the cards above
    // it and in the wings could ever go home than must have gone before it
    // does. The engine asks it at the root and after every stock turn; here
    // it is asked about the root alone (one position searched), and
    // whatever it proves lost the plain search never wins.
    void millWindowProofAgreesWithThePlainSearch()
    {
        const RootProofs proofs = rootProofsAgainstThePlainSearch("the-mill", 400, [](std::uint32_t seed) {
            return millEndgame(seed, 30 + static_cast<int>(seed % 20));
        });
        QVERIFY2(proofs.error.empty(), proofs.error.c_str());
        CARDTABLE_CHECK_AT_LEAST(proofs.proved, 10);
        CARDTABLE_CHECK_AT_LEAST(proofs.confirmed, 5);
        // The stock's order (stockWindowClosed()) matters where the stock
        // holds more: a third of the cards out here.
        const RootProofs byStock = rootProofsAgainstThePlainSearch("the-mill", 120, [](std::uint32_t seed) {
            return millEndgame(seed + 1000, 30 + static_cast<int>(seed % 16), 3);
        });
        QVERIFY2(byStock.error.empty(), byStock.error.c_str());
        CARDTABLE_CHECK_AT_LEAST(byStock.proved, 10);
        CARDTABLE_CHECK_AT_LEAST(byStock.confirmed, 3);
        // No position along a won line of a whole deal is proved lost (the
        // engine asks the bound only after stock turns, these are asked
        // after every move).
        int asked = 0;
        for (std::uint32_t deal = 1; deal <= testsample::sampled(12u); ++deal) {
            auto state = start("the-mill", deal);
            SolveLimits limits;
            limits.maxMillis = 5000;
            limits.cpuTime = true;
            const SolveResult won = solve(*state, limits, hooksFor("the-mill"));
            if (won.status != SolveStatus::Won)
                continue;
            for (const Action& action : won.line) {
                state->apply(action);
                if (state->isTerminal())
                    break;
                SolveLimits one;
                one.maxStates = 1;
                QVERIFY2(solve(*state, one, hooksFor("the-mill")).status != SolveStatus::Lost,
                    qPrintable(QStringLiteral("deal %1").arg(deal)));
                ++asked;
            }
        }
        qInfo("positions along won lines asked: %d", asked);
        CARDTABLE_CHECK_AT_LEAST(asked, 1000);
    }
};

QTEST_GUILESS_MAIN(SolverEnginesTest)
#include "solver_engines_test.moc"
