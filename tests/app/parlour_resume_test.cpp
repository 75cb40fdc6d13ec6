// Every parlour game autosaves each move and resumes where it was left: a
// game is played a few moves in one main window, the window is closed, and
// a new one resumes the autosave with the same actions, the same position
// and the player's own hand face up on the table.
#include <QtTest>

#include "app_testing.h"
#include "engine/record.h"
#include "gamecontroller.h"
#include "table/carditem.h"

class ParlourResumeTest : public QObject {
    Q_OBJECT

    // The cards of the player's own hands as the scene shows them: each must
    // lie face up (a hand the player holds is never hidden from him).
    static QString hiddenOwnCard(MainWindow& window)
    {
        const ct::State* state = window.controller()->state();
        for (const ct::Zone& zone : state->observe(0).zones) {
            if (zone.kind != ct::ZoneKind::Hand || zone.owner != 0)
                continue;
            for (int i = 0; i < int(zone.cards.size()); ++i) {
                CardItem* item = window.tableScene()->cardAt(QString::fromStdString(zone.id), i);
                if (!item || !item->faceUp())
                    return QStringLiteral("%1 %2").arg(QString::fromStdString(zone.id)).arg(i);
            }
        }
        return {};
    }

private slots:
    void initTestCase() { apptest::useCleanProfile("parlour_resume_test"); }

    void resumesWhereItWasLeft_data()
    {
        QTest::addColumn<QString>("game");
        // Beggar My Neighbor's and Snap's piles are face down by the rules;
        // the others are held as hands.
        QTest::addColumn<bool>("holdsHand");
        QTest::newRow("beggar-my-neighbor") << "beggar-my-neighbor" << false;
        QTest::newRow("snap") << "snap" << false;
        QTest::newRow("old-maid") << "old-maid" << true;
        QTest::newRow("i-suspect-you") << "i-suspect-you" << true;
        QTest::newRow("all-fours") << "all-fours" << true;
        QTest::newRow("pope-joan") << "pope-joan" << true;
        QTest::newRow("snip-snap-snorum") << "snip-snap-snorum" << true;
        QTest::newRow("speculation") << "speculation" << true;
    }

    void resumesWhereItWasLeft()
    {
        QFETCH(QString, game);
        QFETCH(bool, holdsHand);
        ct::GameRecord before;
        {
            auto window = apptest::openWindow();
            QVERIFY(window->startGame(game, 7));
            GameController* controller = window->controller();
            // The player takes his first legal action whenever it is his
            // turn; the computers play on their own.
            QTRY_VERIFY_WITH_TIMEOUT(
                [&] {
                    const ct::State* state = controller->state();
                    if (!state || state->isTerminal())
                        return true;
                    if (controller->humanToAct() && window->tableScene()->runningAnimations() == 0) {
                        const auto actions = state->legalActions();
                        if (!actions.empty())
                            controller->playAction(actions.front());
                    }
                    return controller->record().actions.size() >= 8;
                }(),
                60000);
            apptest::settle(window->tableScene());
            if (holdsHand)
                QCOMPARE(hiddenOwnCard(*window), QString());
            // The autosave holds every action played so far (closing the
            // window stops the computers).
            before = controller->record();
            QVERIFY(!before.actions.empty());
        }
        auto window = apptest::openWindow();
        QVERIFY(window->resumeAutosave());
        GameController* controller = window->controller();
        QCOMPARE(controller->gameId(), game);
        const ct::GameRecord after = controller->record();
        QCOMPARE(after.seed, before.seed);
        QVERIFY2(
            after.actions.size() >= before.actions.size(), qPrintable(QString::number(after.actions.size())));
        for (std::size_t i = 0; i < before.actions.size(); ++i)
            QCOMPARE(after.actions[i], before.actions[i]);
        apptest::settle(window->tableScene());
        if (holdsHand)
            QCOMPARE(hiddenOwnCard(*window), QString());
    }
};

QTEST_MAIN(ParlourResumeTest)
#include "parlour_resume_test.moc"
