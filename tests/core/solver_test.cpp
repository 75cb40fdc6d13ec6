// The patience solver: known positions won and lost, the replay check
// rejecting a corrupted line, the limits and cancellation, Klondike's and
// Magic Fifteen's engines, and the pruning of the generic search against
// the plain one (the other engines: solver_engines_test.cpp).
#include <QtTest>

#include <algorithm>
#include <array>
#include <atomic>
#include <deque>
#include <functional>
#include <thread>
#include <unordered_map>

#include "cards/rng.h"
#include "engine/game.h"
#include "patience/patience.h"
#include "patience/klondike.h"
#include "solver/compact_search.h"
#include "solver/klondike_deadlock.h"
#include "solver/klondike_solver.h"
#include "solver/solver.h"
#include "solver_test_support.h"
#include "test_shard.h"

using namespace ct;
using namespace ct::solvertest;

namespace {

// start(), kRanks, kSuits, randomEndgame() and named() are in solver_test_support.h.

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
    if (!state
             ->arrange({{"f0", run('C', 12)}, {"f1", run('D', 11)}, {"f2", run('H', 11)},
                 {"f3", run('S', 11)}, {"t0", "QH- KS"}, {"t1", "QS- KD- QD KH"}, {"t2", "KC"}})
             .ok())
        return nullptr;
    return state;
}


// The fewest swaps from a grid of ranks to a magic square, by a plain
// breadth-first search over every arrangement.
int fewestSwapsToMagic(const std::array<int, 9>& grid)
{
    auto magic = [](const std::array<int, 9>& g) {
        static const int lines[8][3]
            = {{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}};
        for (const auto& line : lines)
            if (g[line[0]] + g[line[1]] + g[line[2]] != 15)
                return false;
        return true;
    };
    auto code = [](const std::array<int, 9>& g) {
        int c = 0;
        for (int v : g)
            c = c * 10 + v;
        return c;
    };
    std::unordered_map<int, int> distance {{code(grid), 0}};
    std::deque<std::array<int, 9>> queue {grid};
    while (!queue.empty()) {
        const auto g = queue.front();
        queue.pop_front();
        const int d = distance[code(g)];
        if (magic(g))
            return d;
        for (int i = 0; i < 9; ++i)
            for (int j = i + 1; j < 9; ++j) {
                auto next = g;
                std::swap(next[i], next[j]);
                if (distance.emplace(code(next), d + 1).second)
                    queue.push_back(next);
            }
    }
    return -1;
}

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

// Twins in turn against the plain search: random Klondike endgames (seven
// columns, half the time with a stock; or, `stockHeavy`, four columns and a
// stock that holds a fifth of the cards out, where twins in the talon
// count), played on by a few random actions, until 40 are flagged by the
// proof with the twins and not without. None may be won; `lost` counts
// those the plain search decides lost. Empty, or what went wrong.
std::string twinsInTurnAgree(bool stockHeavy, int& flagged, int& lost)
{
    for (std::uint32_t seed = 1; seed <= 3000 && flagged < 40; ++seed) {
        std::vector<std::string> piles = named("t", stockHeavy ? 4 : 7);
        if (stockHeavy || seed % 2)
            piles.push_back("stock");
        auto state = randomEndgame("klondike", seed, 1, piles, 22 + static_cast<int>(seed % 14), true);
        if (!state)
            return "no endgame: seed " + std::to_string(seed);
        if (!playOnAtRandom(*state, seed * 7919u, 4))
            continue;
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

// Klondike endgames, each played on by up to `steps` random card moves (the
// moves drawn with Rng(seed * stir)), solved by the plain search and by the
// engine under 20,000 positions each: the verdicts both reached, and the
// first disagreement or won line of the engine's that did not replay.
Agreement klondikeEndgamesAgree(std::uint32_t seeds, int steps, std::uint32_t stir,
    const std::function<std::unique_ptr<PatienceState>(std::uint32_t)>& endgame, bool fullPassOnly = false)
{
    Agreement agreement;
    for (std::uint32_t seed = 1; seed <= seeds; ++seed) {
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

// A toy game for compact::Search: a number from 1 to `target`, by adding
// 1 or 5, doubling or squaring, all modulo 1000. The measure is scrambled,
// so a best-first pass wanders over much of the space before it wins.
struct ToyRules {
    using Position = int;
    using Move = std::uint8_t;
    int target = 997;
    void generate(const Position&, bool, std::vector<Move>& out) const { out = {0, 1, 2, 3}; }
    void apply(Position& p, const Move& m) const
    {
        p = (m == 0 ? p + 1 : m == 1 ? p + 5 : m == 2 ? 2 * p : p * p) % 1000;
    }
    bool won(const Position& p) const { return p == target; }
    std::uint64_t key(const Position& p) const { return compact::mix64(static_cast<std::uint64_t>(p) + 1); }
    int distance(const Position& p, int variant) const { return (p * 37 + variant * 11) % 101; }
};

} // namespace

class SolverTest : public QObject {
    Q_OBJECT

private slots:
    // CTest splits this program's rows among several runs (test_shard.h).
    void init() { CARDTABLE_SKIP_OTHER_SHARDS(); }

    // A best-first pass resumed with growing budgets (Plan::resumeBestFirst)
    // expands the same positions in the same order as one pass with the
    // whole budget: the same win, line and count, or the same exhaustion.
    void bestFirstGoesOnWhereItStopped()
    {
        for (const int target : {997, 1000}) { // 1000: never reached
            ToyRules rules;
            rules.target = target;
            const SolveLimits limits;
            const SolveTimer timer(false);
            SolveResult whole, parts;
            std::vector<ToyRules::Move> wholeLine, partLine;
            compact::Search<ToyRules> once(rules, limits, timer, whole);
            const compact::Pass expected = once.bestFirst(1, false, 1, 1u << 20, 0, 1u << 20, wholeLine);
            QCOMPARE(expected, target == 1000 ? compact::Pass::Exhausted : compact::Pass::Won);
            compact::Search<ToyRules> resumed(rules, limits, timer, parts);
            compact::Search<ToyRules>::BestFirstRun run;
            compact::Pass pass = compact::Pass::Budget;
            int rounds = 0;
            for (std::uint64_t budget = 4; pass == compact::Pass::Budget; budget *= 2, ++rounds)
                pass = resumed.bestFirst(run, 1, false, 1, budget, 0, 1u << 20, partLine);
            qInfo("target %d: %llu positions, %d rounds", target, static_cast<unsigned long long>(parts.states),
                rounds);
            QCOMPARE(pass, expected);
            QVERIFY(rounds > 4);
            QCOMPARE(parts.states, whole.states);
            QVERIFY(partLine == wholeLine);
            int p = 1;
            for (const auto move : partLine)
                rules.apply(p, move);
            QCOMPARE(rules.won(p), target == 997);
            // Once exhausted, it stays so.
            if (target == 1000)
                QCOMPARE(resumed.bestFirst(run, 1, false, 1, 1u << 20, 0, 1u << 20, partLine), expected);
        }
    }

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

    // Draw-3 deal 30 is open after 10 s (deal 6, used before, is now proved
    // lost at the root by the deadlock proof).
    void stateLimitGivesUnknown()
    {
        auto state = start("klondike", 30, {{"draw", "3"}});
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
        std::atomic<bool> cancel {false};
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
        for (std::uint32_t seed = 1; seed <= 300; ++seed) {
            auto state = randomEndgame("klondike", seed, 1, named("t", 7), 22, true);
            QVERIFY(state);
            const std::string error = compareDeadlock(*state, seed, counts);
            QVERIFY2(error.empty(), error.c_str());
        }
        qInfo("endgames: %d won, %d lost, %d of them flagged; the engine agreed on %d", counts.won, counts.lost,
            counts.flaggedLost, counts.agreed);
        QVERIFY(counts.agreed >= 250);
        QVERIFY(counts.won >= 20);
        QVERIFY(counts.flaggedLost >= 3);

        int positions = 0;
        for (const char* draw : {"1", "3"}) {
            const std::string error = wonLinesNeverFlagged(draw, 1, 20, positions);
            QVERIFY2(error.empty(), error.c_str());
        }
        QVERIFY(positions >= 2000);
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
            QVERIFY(lost >= 5);
        }
    }

    // The same with a stock (a base there counts only once it can be laid
    // on a column), played on by a few random moves so that runs form and
    // cards lie on other cards' bases.
    void klondikeDeadlockAgreesOnEndgamesWithAStock()
    {
        DeadlockCounts counts;
        for (std::uint32_t seed = 1; seed <= 300; ++seed) {
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
        QVERIFY(counts.agreed >= 240);
        QVERIFY(counts.flaggedLost >= 3);
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
        for (std::uint32_t seed = 1; seed <= 500; ++seed) {
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
        QVERIFY(counts.agreed >= 320);
        QVERIFY(counts.won >= 50);
        QVERIFY(lost >= 12);

        int positions = 0;
        const std::string error = wonLinesNeverFlagged("3", 21, 50, positions);
        QVERIFY2(error.empty(), error.c_str());
        QVERIFY(positions >= 2000);
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
        QVERIFY(agreement.won >= 20);
        QVERIFY(agreement.lost >= 5);
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
        QVERIFY(agreement.won >= 20);
        QVERIFY(agreement.lost >= 5);
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
            QVERIFY(agreement.won >= 20);
            QVERIFY(agreement.lost >= 5);
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
        QVERIFY(agreement.won >= 20);
        QVERIFY(agreement.lost >= 5);
    }

    // The command line's limit counts the solving thread's CPU time: a
    // search stopped by it says "time" and reports CPU seconds near the
    // limit, however long the wall clock ran.
    void cpuTimeLimitStopsTheSearch()
    {
        auto state = start("la-belle-lucie", 2);
        SolveLimits limits;
        limits.maxMillis = 200;
        limits.cpuTime = true;
        const SolveResult result = solve(*state, limits, hooksFor("la-belle-lucie"));
        if (result.status == SolveStatus::Unknown) {
            QCOMPARE(result.why, std::string("time"));
            QVERIFY(result.seconds >= 0.2);
            QVERIFY(result.seconds < 5);
        }
        const SolveTimer timer(true);
        volatile double sink = 0;
        for (int i = 0; i < 2000000; ++i)
            sink = sink + i;
        QVERIFY(timer.seconds() > 0);
    }

    // Magic Fifteen needs no search: every deal is won, and the line is as
    // short as a breadth-first search over every arrangement says it can be.
    void magicFifteenIsWonInTheFewestSwaps()
    {
        QVERIFY(hooksFor("magic-fifteen").engine);
        for (std::uint32_t seed = 1; seed <= 6; ++seed) {
            auto state = start("magic-fifteen", seed);
            std::array<int, 9> grid {};
            for (int cell = 0; cell < 9; ++cell)
                grid[static_cast<std::size_t>(cell)]
                    = state->piles()[static_cast<std::size_t>(cell)].top().card.rank;
            const SolveResult result = solve(*state, {}, hooksFor("magic-fifteen"));
            QCOMPARE(result.status, SolveStatus::Won);
            std::string error;
            QVERIFY2(replayWins(*state, result.line, &error), error.c_str());
            QCOMPARE(static_cast<int>(result.line.size()), fewestSwapsToMagic(grid));
        }
    }

    // The one-card-in-suit games ask the rules only about the moves the
    // shared in-suit candidates name; over random play those must hold
    // every legal card move that asking about every pair of piles finds.
    void inSuitCandidatesMissNothing()
    {
        int positions = 0;
        for (const char* game :
            {"fortress", "the-blockade", "napoleons-square", "la-belle-lucie", "the-sultan"})
            for (std::uint32_t seed = 1; seed <= 6; ++seed) {
                auto state = start(game, seed);
                Rng choose(seed);
                for (int step = 0; step < 150 && !state->isTerminal(); ++step) {
                    std::vector<Action> moves;
                    for (const Action& action : state->legalActions())
                        if (action.kind == PatienceState::MoveCards)
                            moves.push_back(action);
                    auto full = state->legalMovesByFullSearch();
                    std::sort(moves.begin(), moves.end());
                    std::sort(full.begin(), full.end());
                    QVERIFY2(moves == full,
                        qPrintable(QStringLiteral("%1 seed %2 step %3").arg(game).arg(seed).arg(step)));
                    ++positions;
                    const auto actions = state->legalActions();
                    if (actions.empty())
                        break;
                    state->apply(actions[choose.below(static_cast<std::uint32_t>(actions.size()))]);
                }
            }
        QVERIFY(positions > 500);
    }

    // Forced moves and folded keys (rows, packets and foundations taken as
    // sets, twin cards as one) must never change a verdict: on random small
    // endgames (whole deals of Fortress, which are mostly lost) the game's
    // hooks and the plain search (every move, the
    // position's own hash) agree wherever both decide, and won lines replay.
    void prunedSearchAgreesWithThePlainOne_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<int>("packs");
        QTest::addColumn<QStringList>("piles");
        QTest::addColumn<int>("cardsOut");
        auto list = [](const std::vector<std::string>& names) {
            QStringList out;
            for (const auto& name : names)
                out << QString::fromStdString(name);
            return out;
        };
        std::vector<std::string> fortressRows = named("l", 5);
        for (const auto& row : named("r", 5))
            fortressRows.push_back(row);
        QTest::newRow("fortress") << "fortress" << 1 << list(fortressRows) << 0; // whole deals
        QTest::newRow("fortress endgames") << "fortress" << 1 << list(fortressRows) << 44;
        std::vector<std::string> blockade = named("b", 4);
        blockade.push_back("stock");
        QTest::newRow("the-blockade") << "the-blockade" << 2 << list(blockade) << 34;
        std::vector<std::string> square = named("p", 5);
        square.push_back("stock");
        QTest::newRow("napoleons-square") << "napoleons-square" << 2 << list(square) << 24;
        QTest::newRow("la-belle-lucie") << "la-belle-lucie" << 1 << list(named("t", 4)) << 30;
    }

    void prunedSearchAgreesWithThePlainOne()
    {
        QFETCH(QString, game);
        QFETCH(int, packs);
        QFETCH(QStringList, piles);
        QFETCH(int, cardsOut);
        std::vector<std::string> names;
        for (const QString& pile : piles)
            names.push_back(pile.toStdString());
        const std::string id = game.toStdString();
        const Agreement agreement = compareWithThePlainSearch(
            30, 20000, hooksFor(id), [&](std::uint32_t seed) {
                auto state = cardsOut > 0 ? randomEndgame(id, seed, packs, names, cardsOut) : start(id, seed);
                // La Belle Lucie's forced moves and folded fans start once no
                // redeal is left: use both up first.
                const Action redeal {PatienceState::Redeal, 0, 0, 0, {}};
                while (state && state->redealsLeft() > 0 && state->check(redeal).legal())
                    state->apply(redeal);
                return state;
            });
        QVERIFY2(agreement.error.empty(), qPrintable(game + ": " + QString::fromStdString(agreement.error)));
        const int won = agreement.won, lost = agreement.lost;
        qInfo("%s: decided by both: %d won, %d lost", qPrintable(game), won, lost);
        QVERIFY(won >= 3);
        // The Blockade's endgames are won: once the stock is out an empty
        // column takes any card. They still show that no win is called lost.
        QVERIFY(lost >= (game == "the-blockade" ? 0 : 3));
    }
};

QTEST_GUILESS_MAIN(SolverTest)
#include "solver_test.moc"
