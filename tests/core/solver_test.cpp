// The patience solver: known positions won and lost, agreement with a game
// that has no choices (The Clock), the replay check rejecting a corrupted
// line, the limits and cancellation.
#include <QtTest>

#include <atomic>
#include <thread>

#include "engine/game.h"
#include "patience/patience.h"
#include "solver/solver.h"

using namespace ct;

namespace {

std::unique_ptr<PatienceState> start(const std::string& game, std::uint32_t seed, Options options = {})
{
    GameSetup setup;
    setup.seed = seed;
    setup.options = std::move(options);
    auto state = findGame(game)->start(setup);
    if (!state.ok())
        return nullptr;
    return std::unique_ptr<PatienceState>(static_cast<PatienceState*>(state->release()));
}

// "AC 2C ... toC" for one suit letter.
std::string run(char suit, int to)
{
    static const char* ranks[] = {"A", "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K"};
    std::string out;
    for (int r = 0; r < to; ++r)
        out += std::string(out.empty() ? "" : " ") + ranks[r] + suit;
    return out;
}

// Klondike with a few cards left, needing a real order: the red queens lie
// under the black kings, which must first go to empty piles.
std::unique_ptr<PatienceState> nearlyWonKlondike()
{
    auto state = start("klondike", 1);
    if (!state->arrange({{"f0", run('C', 12)}, {"f1", run('D', 11)}, {"f2", run('H', 11)},
                         {"f3", run('S', 11)}, {"t0", "QH- KS"}, {"t1", "QS- KD- QD KH"}, {"t2", "KC"}})
             .ok())
        return nullptr;
    return state;
}

} // namespace

class SolverTest : public QObject {
    Q_OBJECT

private slots:
    void arrangedPositionIsWonAndReplays()
    {
        auto state = nearlyWonKlondike();
        QVERIFY(state);
        const std::string before = state->fingerprint();
        const SolveResult result = solve(*state, {}, hooksFor("klondike"));
        QCOMPARE(solveStatusText(result.status), std::string("won"));
        QVERIFY(!result.line.empty());
        QCOMPARE(state->fingerprint(), before); // the start is left alone
        std::string error;
        QVERIFY2(replayWins(*state, result.line, &error), error.c_str());
    }

    void corruptedLineIsRejected()
    {
        auto state = nearlyWonKlondike();
        QVERIFY(state);
        const SolveResult result = solve(*state);
        QCOMPARE(result.status, SolveStatus::Won);
        std::string error;
        QVERIFY(replayWins(*state, result.line, &error));
        // Dropping the last action leaves the game unfinished.
        auto shortened = result.line;
        shortened.pop_back();
        QVERIFY(!replayWins(*state, shortened, &error));
        QVERIFY(!error.empty());
        // Swapping the first action for an illegal one is caught at once.
        auto corrupted = result.line;
        corrupted.front() = PatienceState::move(state->pileIndex("f0"), state->pileIndex("t5"));
        error.clear();
        QVERIFY(!replayWins(*state, corrupted, &error));
        QVERIFY2(error.find("action 1") != std::string::npos, error.c_str());
    }

    void solveDealChecksOnAFreshGame()
    {
        GameSetup setup;
        setup.seed = 3;
        const Game* clock = findGame("the-clock");
        QVERIFY(clock);
        auto result = solveDeal(*clock, setup);
        QVERIFY(result.ok());
        QVERIFY(result->status != SolveStatus::Unknown);
        auto bad = solveDeal(*findGame("snap"), setup);
        QVERIFY(!bad.ok());
    }

    void stateLimitGivesUnknown()
    {
        auto state = start("klondike", 7, {{"draw", "3"}});
        SolveLimits limits;
        limits.maxStates = 500;
        const SolveResult result = solve(*state, limits, hooksFor("klondike"));
        if (result.status != SolveStatus::Won) { // a quick win would be fine too
            QCOMPARE(result.status, SolveStatus::Unknown);
            QCOMPARE(result.why, std::string("states"));
            QVERIFY(result.states <= 500);
        }
    }

    void cancelStopsTheSearch()
    {
        // A hard position, searched with no limit but the flag.
        auto state = start("klondike", 11, {{"draw", "3"}});
        std::atomic<bool> cancel{false};
        SolveLimits limits;
        limits.cancel = &cancel;
        limits.maxMillis = 60000; // a safety net only
        std::thread stopper([&] {
            std::this_thread::sleep_for(std::chrono::milliseconds(30));
            cancel = true;
        });
        const SolveResult result = solve(*state, limits, {}); // no forced moves: slower, wider
        stopper.join();
        if (result.status == SolveStatus::Unknown) {
            QCOMPARE(result.why, std::string("cancelled"));
            QVERIFY(result.seconds < 5);
        } else {
            // Decided within 30 ms: not the case to test; cancel a fresh search up front.
            cancel = true;
            const SolveResult again = solve(*start("klondike", 11, {{"draw", "3"}}), limits, {});
            QVERIFY(again.status != SolveStatus::Lost);
        }
    }

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
};

QTEST_GUILESS_MAIN(SolverTest)
#include "solver_test.moc"
