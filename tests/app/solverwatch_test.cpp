// The solver at the table, through the main window: the verdict in the
// status bar follows the game, Hint takes the solver's move, Demo plays a
// deal to its end, Undo goes back to the last winnable position, and the
// "winnable deals only" option deals a game the solver has won.
#include <QtTest>

#include <QAction>
#include <QLabel>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>

#include "gamecontroller.h"
#include "mainwindow.h"
#include "patience/patience.h"
#include "solverwatch.h"
#include "table/speeds.h"

namespace {

void play(GameController* controller, const char* text)
{
    auto action = controller->state()->parseAction(text);
    QVERIFY2(action.ok(), text);
    QVERIFY2(controller->playAction(*action), text);
}

// Klondike, draw one, deal 93: winnable, and after "move t1 t3" and
// "move t4 t5" (the solver's own opening) the move "move t5:2 t3" loses it.
constexpr quint32 kTrapDeal = 93;

} // namespace

class SolverWatchTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName("CardTableTest");
        QCoreApplication::setApplicationName("solverwatch_test");
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        QSettings().setValue("options/klondike/draw", "1");
        Speeds::setFactor(0);
    }

    void verdictFollowsTheGameAndUndoFindsTheWay()
    {
        MainWindow window;
        window.setAnimationSpeed(0);
        window.show();
        QVERIFY(window.startGame("klondike", kTrapDeal));
        GameController* controller = window.controller();
        controller->setAutoMoves(false);
        QLabel* label = window.solverLabel();
        QTRY_COMPARE_WITH_TIMEOUT(label->text(), QString("Solver: winnable"), 20000);
        QVERIFY(label->isVisible());
        QVERIFY(!window.action("undoToWinnable")->isEnabled());

        play(controller, "move t1 t3");
        QTRY_COMPARE_WITH_TIMEOUT(label->text(), QString("Solver: winnable"), 20000);
        play(controller, "move t4 t5");
        QTRY_COMPARE_WITH_TIMEOUT(label->text(), QString("Solver: winnable"), 20000);
        const std::string lastGood = controller->state()->fingerprint();
        play(controller, "move t5:2 t3");
        QTRY_COMPARE_WITH_TIMEOUT(label->text(), QString("Solver: no longer winnable"), 20000);
        QCOMPARE(window.solver()->verdict(), SolverWatch::Verdict::NoLongerWinnable);
        QVERIFY(!window.solver()->nextMove());

        // A wrong turn more, then back in one go past both.
        controller->activate("stock", 0);
        QTRY_VERIFY(window.action("undoToWinnable")->isEnabled());
        window.action("undoToWinnable")->trigger();
        QCOMPARE(controller->state()->fingerprint(), lastGood);
        QTRY_COMPARE(label->text(), QString("Solver: winnable"));
        QVERIFY(window.statusBar()->currentMessage().contains("Back 2 step"));
        QVERIFY(controller->usedUndo());
    }

    void hintTakesTheSolversMove()
    {
        MainWindow window;
        window.setAnimationSpeed(0);
        window.show();
        QVERIFY(window.startGame("klondike", kTrapDeal));
        QTRY_COMPARE_WITH_TIMEOUT(window.solver()->verdict(), SolverWatch::Verdict::Winnable, 20000);
        const auto move = window.solver()->nextMove();
        QVERIFY(move);
        window.action("hint")->trigger();
        QCOMPARE(window.statusBar()->currentMessage(),
                 QString("Hint: %1").arg(window.controller()->describeAction(*move)));
        QVERIFY(window.controller()->usedHint());
    }

    void demoPlaysTheDealToTheEnd()
    {
        MainWindow window;
        window.setAnimationSpeed(0);
        window.show();
        QVERIFY(window.startGame("klondike", kTrapDeal));
        QSignalSpy over(window.controller(), &GameController::gameOver);
        window.action("demo")->trigger();
        QVERIFY(window.action("demo")->isChecked());
        QTRY_VERIFY_WITH_TIMEOUT(window.controller()->isOver(), 60000);
        QCOMPARE(window.controller()->state()->outcome().result, ct::Result::Won);
        QCOMPARE(over.count(), 1);
        QVERIFY(over.first().at(0).toBool());
        QVERIFY(!window.action("demo")->isChecked());
        QVERIFY(window.controller()->usedHint()); // an assisted game in the statistics
    }

    void aLostDealSaysSoAndTheDemoDeclines()
    {
        QSettings().setValue("options/klondike/draw", "3");
        MainWindow window;
        window.setAnimationSpeed(0);
        window.show();
        QVERIFY(window.startGame("klondike", 8)); // draw three, deal 8: no win at all
        QTRY_COMPARE_WITH_TIMEOUT(window.solverLabel()->text(), QString("Solver: cannot be won"), 20000);
        window.action("demo")->trigger();
        QTRY_VERIFY(!window.action("demo")->isChecked());
        QVERIFY(window.statusBar()->currentMessage().contains("no winning line"));
        QSettings().setValue("options/klondike/draw", "1");
    }

    void winnableDealsOnly()
    {
        MainWindow window;
        window.setAnimationSpeed(0);
        window.show();
        window.action("winnableDeals")->setChecked(true);
        QVERIFY(window.startGame("klondike"));
        QTRY_VERIFY_WITH_TIMEOUT(window.statusBar()->currentMessage().contains("can be won"), 60000);
        QVERIFY(window.isShowingTable());
        QVERIFY(window.controller()->dealNumber());
        QTRY_COMPARE_WITH_TIMEOUT(window.solver()->verdict(), SolverWatch::Verdict::Winnable, 20000);
        const QString message = window.statusBar()->currentMessage();
        QVERIFY2(message.contains("easy") || message.contains("medium") || message.contains("hard"),
                 qPrintable(message));
        window.action("winnableDeals")->setChecked(false);
    }

    void theSolverCanBeSwitchedOffAndSitsOutTableGames()
    {
        MainWindow window;
        window.setAnimationSpeed(0);
        window.show();
        QVERIFY(window.startGame("klondike", kTrapDeal));
        QTRY_COMPARE_WITH_TIMEOUT(window.solver()->verdict(), SolverWatch::Verdict::Winnable, 20000);
        window.action("solverVerdict")->trigger(); // off
        QCOMPARE(window.solver()->verdict(), SolverWatch::Verdict::Off);
        QVERIFY(!window.solverLabel()->isVisible());
        QVERIFY(!window.action("demo")->isEnabled());
        window.action("solverVerdict")->trigger(); // on again
        QTRY_COMPARE_WITH_TIMEOUT(window.solver()->verdict(), SolverWatch::Verdict::Winnable, 20000);

        QVERIFY(window.startGame("high14", 1));
        QCOMPARE(window.solver()->verdict(), SolverWatch::Verdict::Off);
        QVERIFY(!window.solverLabel()->isVisible());
    }
};

QTEST_MAIN(SolverWatchTest)
#include "solverwatch_test.moc"
