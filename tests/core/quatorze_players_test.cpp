// Quatorze computer players: legal, blind to hidden cards, better than
// chance, and registered with makePlayer.
#include <QtTest>

#include "ai/thinking.h"
#include "engine/game.h"
#include "rummy/quatorze.h"
#include "rummy/quatorze_players.h"

using namespace ct;

namespace {

std::unique_ptr<QuatorzeState> start(int players, std::uint32_t seed, Options options = {})
{
    GameSetup setup;
    setup.players = players;
    setup.seed = seed;
    setup.options = std::move(options);
    auto state = findGame("quatorze")->start(setup);
    return std::unique_ptr<QuatorzeState>(static_cast<QuatorzeState*>(state->release()));
}

// Seat 0 minus the others' average, per round, over `rounds` rounds.
double roundMargin(Level seat0, Level others, int players, int games, int rounds)
{
    double margin = 0;
    int counted = 0;
    for (int seed = 1; seed <= games; ++seed) {
        auto state = start(players, static_cast<std::uint32_t>(seed));
        std::vector<std::unique_ptr<Player>> seats;
        for (int seat = 0; seat < players; ++seat)
            seats.push_back(makePlayer("quatorze", seat == 0 ? seat0 : others));
        Rng rng(static_cast<std::uint64_t>(seed));
        while (!state->isTerminal() && state->round() <= rounds) {
            const Action action
                = seats[static_cast<std::size_t>(state->currentPlayer())]->choose(*state, rng, Budget {});
            const Verdict verdict = state->check(action);
            if (!verdict.legal())
                qFatal("illegal choice %s: %s", state->actionText(action).c_str(), describe(verdict).c_str());
            state->apply(action);
        }
        for (const ScoreRow& row : state->scoreSheet()->rows) {
            if (row.totals[0] - row.points[0] >= QuatorzeState::kTarget)
                continue;
            double sum = 0;
            int active = 0;
            for (int seat = 1; seat < players; ++seat)
                if (row.totals[static_cast<std::size_t>(seat)] - row.points[static_cast<std::size_t>(seat)]
                    < QuatorzeState::kTarget) {
                    sum += row.points[static_cast<std::size_t>(seat)];
                    ++active;
                }
            if (active) {
                margin += row.points[0] - sum / active;
                ++counted;
            }
        }
    }
    return margin / counted;
}

} // namespace

class QuatorzePlayersTest : public QObject {
    Q_OBJECT

private slots:
    // Two careful players can go out round after round with little left in
    // the other's hand, both totals sinking below zero: without the round
    // limit some of these games never end (deals 2, 3, 4 and 6 ran on for
    // hundreds of rounds). With it, every game ends by its last round and the
    // lower total wins.
    void twoPlayerGamesEndAtTheRoundLimit()
    {
        int limited = 0;
        for (std::uint32_t seed : {2u, 3u, 4u, 6u}) {
            auto state = start(2, seed, {{"rounds", "20"}});
            QCOMPARE(state->roundLimit(), 20);
            std::vector<std::unique_ptr<Player>> seats;
            for (int seat = 0; seat < 2; ++seat)
                seats.push_back(makePlayer("quatorze", Level::Basic));
            Rng rng(seed);
            for (int step = 0; step < 400000 && !state->isTerminal(); ++step) {
                const Action action
                    = seats[static_cast<std::size_t>(state->currentPlayer())]->choose(*state, rng, Budget {});
                QVERIFY(state->check(action).legal());
                state->apply(action);
            }
            QVERIFY2(state->isTerminal(), qPrintable(QString("deal %1 did not end").arg(seed)));
            QVERIFY(state->round() <= 20);
            const Outcome outcome = state->outcome();
            const auto totals = state->scores();
            if (outcome.why == "round-limit") {
                ++limited;
                QCOMPARE(state->round(), 20);
                QVERIFY(totals[0] < 201 && totals[1] < 201);
                const int first = totals[0] < totals[1] ? 0 : 1;
                if (totals[0] != totals[1])
                    QCOMPARE(outcome.places[static_cast<std::size_t>(first)], 1);
            } else {
                QCOMPARE(outcome.why, std::string("target"));
            }
        }
        QVERIFY(limited >= 1);
    }

    void registered()
    {
        QCOMPARE(makePlayer("quatorze", Level::Basic)->name(), std::string("quatorze-basic"));
        QCOMPARE(makePlayer("quatorze", Level::Strong)->name(), std::string("quatorze-strong"));
        QCOMPARE(makePlayer("quatorze", Level::Random)->name(), std::string("random"));
        QCOMPARE(makePlayer("klondike", Level::Strong)->name(), std::string("patience"));
    }

    // The app gives the sampling player half a second a decision; other
    // games keep the default budget.
    void thinkingTime()
    {
        QCOMPARE(thinkingMilliseconds("quatorze"), 500);
        QCOMPARE(thinkingMilliseconds("high14"), Budget {}.milliseconds);
    }

    // The basic player decides from what its seat may know: the same choice
    // whatever the hidden cards are.
    void basicIgnoresHiddenCards()
    {
        auto player = makeQuatorzeBasicPlayer();
        for (std::uint32_t seed = 1; seed <= 4; ++seed) {
            auto state = start(4, seed, {{"swap", "on"}});
            Rng rng(seed);
            for (int step = 0; step < 400 && !state->isTerminal(); ++step) {
                const Action action = player->choose(*state, rng, Budget {});
                Rng sampler(seed * 1000u + static_cast<std::uint32_t>(step));
                auto other = state->resample(state->currentPlayer(), sampler);
                QCOMPARE(player->choose(*other, rng, Budget {}), action);
                state->apply(action);
            }
        }
    }

    void basicBeatsRandom()
    {
        // Lower is better: the basic player's rounds score far below a
        // random player's.
        const double margin = roundMargin(Level::Basic, Level::Random, 3, 4, 6);
        QVERIFY2(margin < -20, qPrintable(QString::number(margin)));
    }

    void strongPlaysLegallyWithinItsBudget()
    {
        auto state = start(3, 5);
        auto player = makeQuatorzeStrongPlayer();
        Rng rng(9);
        Budget budget;
        budget.iterations = 3;
        for (int step = 0; step < 40 && !state->isTerminal(); ++step) {
            const Action action = player->choose(*state, rng, budget);
            QVERIFY2(state->check(action).legal(), state->actionText(action).c_str());
            state->apply(action);
        }
    }
};

QTEST_GUILESS_MAIN(QuatorzePlayersTest)
#include "quatorze_players_test.moc"
