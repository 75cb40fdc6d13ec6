// The counter games list every payment of their last action (Pope Joan,
// Snip Snap Snorum, Speculation): replaying those moves on the balances and
// pools before an action gives exactly the balances and pools after it, at
// every step of many games, and a few known steps move what the rules say.
#include <QtTest>

#include <map>

#include "ai/player.h"
#include "cards/rng.h"
#include "parlour/pope_joan.h"
#include "parlour/snip_snap_snorum.h"
#include "parlour/speculation.h"
#include "parlour_test_support.h"

using namespace ct;
using namespace ct::testing;

namespace {

using Counts = std::map<std::string, int>;

Counts countsOf(const State& state)
{
    Counts counts;
    const std::vector<int> seats = state.scores();
    for (Seat seat = 0; seat < state.playerCount(); ++seat)
        counts[counterPlace(seat)] = seats[static_cast<std::size_t>(seat)];
    if (const auto* pope = dynamic_cast<const PopeJoanState*>(&state))
        for (int pool = 0; pool < PopeJoanState::kPoolCount; ++pool)
            counts[PopeJoanState::poolId(pool)] = pope->pool(pool);
    if (const auto* snip = dynamic_cast<const SnipSnapSnorumState*>(&state))
        counts["pool"] = snip->pool();
    if (const auto* spec = dynamic_cast<const SpeculationState*>(&state))
        counts["pool"] = spec->pool();
    return counts;
}

const std::vector<CounterMove>& movesOf(const State& state)
{
    if (const auto* pope = dynamic_cast<const PopeJoanState*>(&state))
        return pope->lastMoves();
    if (const auto* snip = dynamic_cast<const SnipSnapSnorumState*>(&state))
        return snip->lastMoves();
    return dynamic_cast<const SpeculationState&>(state).lastMoves();
}

// The counts before, with the moves replayed on them.
Counts replayed(Counts counts, const std::vector<CounterMove>& moves)
{
    for (const CounterMove& move : moves) {
        if (!counts.count(move.from) || !counts.count(move.to))
            qFatal("a move names an unknown place: %s", movesText({move}).c_str());
        if (move.amount <= 0)
            qFatal("a move of nothing: %s", movesText({move}).c_str());
        counts[move.from] -= move.amount;
        counts[move.to] += move.amount;
    }
    return counts;
}

} // namespace

class CounterMovesTest : public QObject {
    Q_OBJECT

private slots:
    void movesAccountForEveryChange_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<int>("players");
        for (const char* game : {"pope-joan", "snip-snap-snorum", "speculation"})
            for (int players : {3, 4, 6})
                QTest::addRow("%s/%d", game, players) << QString(game) << players;
    }

    void movesAccountForEveryChange()
    {
        QFETCH(QString, game);
        QFETCH(int, players);
        for (std::uint32_t seed = 1; seed <= 4; ++seed) {
            GameSetup setup;
            setup.players = players;
            setup.seed = seed;
            auto started = findGame(game.toStdString())->start(setup);
            QVERIFY(started.ok());
            std::unique_ptr<State> state = std::move(*started);
            // The first position's moves (a dressing, the stakes) start from
            // every seat's opening balance and empty pools.
            Counts opening = countsOf(*state);
            for (const CounterMove& move : movesOf(*state)) {
                opening[move.from] += move.amount;
                opening[move.to] -= move.amount;
            }
            for (const auto& [place, count] : opening)
                QCOMPARE(count, place.rfind("seat", 0) == 0 ? (game == "snip-snap-snorum" ? 5 : 100) : 0);
            auto player = makePlayer(game.toStdString(), seed % 2 ? Level::Basic : Level::Random);
            Rng rng(seed);
            int moved = 0;
            for (int step = 0; step < 5000 && !state->isTerminal(); ++step) {
                const Counts before = countsOf(*state);
                QVERIFY(state->play(player->choose(*state, rng, Budget{0, 1, nullptr})).legal());
                QCOMPARE(replayed(before, movesOf(*state)), countsOf(*state));
                moved += static_cast<int>(movesOf(*state).size());
            }
            QVERIFY(moved > 0);
        }
    }

    void knownSteps()
    {
        // Snip Snap Snorum, scenario 1's first match: A is snipped and pays 1.
        auto snip = startGame<SnipSnapSnorumState>("snip-snap-snorum", 4, {{"dealer", "last"}}, std::nullopt);
        QVERIFY(snip->arrange({cards("6S 2C"), cards("6H 3C"), cards("6D 4C"), cards("6C 5C")}, {5, 5, 5, 5}, 0,
                              0, 0, 0, kNoSeat)
                    .ok());
        QVERIFY(snip->play("6S").legal());
        QVERIFY(snip->lastMoves().empty());
        QVERIFY(snip->play("6H").legal());
        QCOMPARE(snip->lastMoves(), (std::vector<CounterMove>{{"seat0", "pool", 1}}));

        // Speculation: the stakes, then a sale pays the seller.
        auto spec = startGame<SpeculationState>("speculation", 3, {{"dealer", "first"}}, std::nullopt, 7);
        QCOMPARE(spec->lastMoves(), (std::vector<CounterMove>{
                                        {"seat0", "pool", 6}, {"seat1", "pool", 4}, {"seat2", "pool", 4}}));

        // Pope Joan: the dealer dresses the board, eight moves.
        auto pope = startGame<PopeJoanState>("pope-joan", 4, {{"dealer", "first"}}, std::nullopt, 3);
        if (pope->turnUp() != PopeJoanState::kPope) {
            QVERIFY(pope->lastMoves().size() >= 8);
            for (int pool = 0; pool < PopeJoanState::kPoolCount; ++pool)
                QCOMPARE(pope->lastMoves()[static_cast<std::size_t>(pool)],
                         (CounterMove{"seat0", PopeJoanState::poolId(pool),
                                      PopeJoanState::kDressing[static_cast<std::size_t>(pool)]}));
        }
    }
};

QTEST_GUILESS_MAIN(CounterMovesTest)
#include "counter_moves_test.moc"
