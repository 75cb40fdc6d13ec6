// Quatorze at the table through real gestures on the view's viewport: cards
// selected by clicks and dragged onto the table, an opening of 51 gathered
// meld by meld with its count shown, a refused meld and a refused opening
// with core's reasons, lay-offs on another player's meld, the hand
// rearranged and sorted, and whole rounds against computer players with the
// score sheet following. The test's own moves are the rule-based player's
// choices for seat 0, each made by the gestures a person would use.
#include <QtTest>

#include <QDockWidget>
#include <QLabel>
#include <QPushButton>
#include "ai/player.h"
#include "app_testing.h"
#include "gamecontroller.h"
#include "gametexts.h"
#include "mainwindow.h"
#include "models/scoresheetmodel.h"
#include "rummy/quatorze.h"
#include "rummy/quatorzetable.h"
#include "table/carditem.h"
#include "table/speeds.h"
#include "table/tablescene.h"
#include "table/tableview.h"

using ct::QuatorzeState;

class QuatorzeTableTest : public QObject {
    Q_OBJECT

    std::unique_ptr<MainWindow> window;
    std::unique_ptr<ct::Player> basic = ct::makePlayer("quatorze", ct::Level::Basic);
    ct::Rng rng {7};

    GameController* controller() { return window->controller(); }
    TableScene* scene() { return window->tableScene(); }
    QWidget* viewport() { return window->tableView()->viewport(); }
    QPoint at(QPointF scenePoint) { return window->tableView()->mapFromScene(scenePoint); }
    QuatorzeTable* table() { return qobject_cast<QuatorzeTable*>(scene()->extension()); }
    const QuatorzeState& state() { return *dynamic_cast<const QuatorzeState*>(controller()->state()); }
    int rounds() { return int(state().scoreSheet()->rows.size()); }

    void start(int players, quint32 seed)
    {
        QVERIFY(window->startGame("quatorze", seed));
        ct::GameSetup setup;
        setup.players = players;
        setup.seed = seed;
        QString error;
        QVERIFY2(controller()->newGame("quatorze", setup, &error), qPrintable(error));
        QVERIFY(table());
        waitForTurn();
    }

    void settle() { apptest::settle(scene()); }

    // Until the player is to act (or the game is over).
    void waitForTurn()
    {
        QTRY_VERIFY_WITH_TIMEOUT(state().isTerminal() || (controller()->humanToAct() && !controller()->busy()), 60000);
        settle();
    }

    void click(QPointF point)
    {
        QTest::mouseClick(viewport(), Qt::LeftButton, {}, at(point));
        settle();
    }

    void drag(QPointF from, QPointF to) { apptest::drag(window->tableView(), from, to); }

    // The hand as the table shows it: the player's order less cards set aside.
    std::vector<ct::Card> shownHand()
    {
        std::vector<ct::Card> shown = table()->handOrder();
        for (const auto& group : table()->gathered())
            for (const ct::Card& card : group)
                shown.erase(std::find(shown.begin(), shown.end(), card));
        return shown;
    }

    QPointF handPoint(ct::Card card)
    {
        const auto shown = shownHand();
        const auto it = std::find(shown.begin(), shown.end(), card);
        if (it == shown.end())
            qFatal("not in the shown hand: %s", ct::cardText(card, ct::PackSuffix::Always).c_str());
        return scene()->cardPoint("hand0", int(it - shown.begin()));
    }

    QPointF handMiddle() { return scene()->cardPoint("hand0", int(shownHand().size()) / 2); }

    QPointF meldPoint(int meld, ct::MeldEnd end)
    {
        const QString zone = QStringLiteral("m%1").arg(meld + 1);
        const int size = int(state().tableMelds()[std::size_t(meld)].meld.cards.size());
        return scene()->cardPoint(zone, end == ct::MeldEnd::Low ? 0 : size - 1);
    }

    QString countText() { return window->findChild<QLabel*>("quatorzeCount")->text(); }

    // Selects exactly `cards` in the hand by clicking them.
    void select(const std::vector<ct::Card>& cards)
    {
        for (const ct::Card& card : std::vector<ct::Card>(table()->selected()))
            click(handPoint(card));
        for (const ct::Card& card : cards)
            click(handPoint(card));
        QCOMPARE(int(table()->selected().size()), int(cards.size()));
    }

    // One meld dropped on the table's place for a new meld.
    void dropMeld(const std::vector<ct::Card>& group)
    {
        select(group);
        drag(handPoint(group.front()), scene()->zonePoint(QuatorzeTable::newMeldZone()));
    }

    // Plays `action` for seat 0 by gestures; returns whether the state moved on.
    void perform(const ct::Action& action)
    {
        const std::size_t before = controller()->history().size();
        switch (action.kind) {
        case QuatorzeState::ActDraw: click(scene()->zonePoint("stock")); break;
        case QuatorzeState::ActTake: {
            const int top = int(state().discardPile().size()) - 1;
            drag(scene()->cardPoint("discard", top), handMiddle());
            break;
        }
        case QuatorzeState::ActMeld: {
            auto groups = QuatorzeState::meldGroups(action);
            // The taken card's meld first: the others may wait for it.
            if (const auto taken = state().takenCard(); taken && !state().takenCardMelded())
                std::stable_partition(groups.begin(), groups.end(), [&](const std::vector<ct::Card>& g) {
                    return std::find(g.begin(), g.end(), *taken) != g.end();
                });
            if (state().opened(0)) {
                for (const auto& group : groups) {
                    const std::size_t was = controller()->history().size();
                    dropMeld(group);
                    QCOMPARE(controller()->history().size(), was + 1);
                }
                break;
            }
            int value = 0;
            for (const auto& group : groups) {
                dropMeld(group);
                value += ct::meldValue(*ct::formMeld(group).meld);
                QCOMPARE(countText().section('\n', 0, 0),
                         QuatorzeTable::tr("Opening: %1 of %2").arg(value).arg(ct::kOpeningTarget));
            }
            QCOMPARE(int(table()->gathered().size()), int(groups.size()));
            QTest::mouseClick(window->findChild<QPushButton*>("quatorzePutDown"), Qt::LeftButton);
            settle();
            break;
        }
        case QuatorzeState::ActAdd:
            select({});
            drag(handPoint(action.cards[0]), meldPoint(action.a, action.b ? ct::MeldEnd::Low : ct::MeldEnd::High));
            break;
        case QuatorzeState::ActSwap:
            select({});
            drag(handPoint(action.cards[0]), meldPoint(action.a, ct::MeldEnd::High));
            break;
        case QuatorzeState::ActDiscard:
            select({});
            drag(handPoint(action.cards[0]), scene()->zonePoint("discard"));
            break;
        default: QFAIL("unexpected action");
        }
        QVERIFY2(controller()->history().size() > before,
                 qPrintable("not played through the table: " + controller()->describeAction(action)));
    }

    // The player's turn, by gestures, as the rule-based player would play it.
    void playTurn()
    {
        const int round = state().round();
        while (!state().isTerminal() && controller()->humanToAct() && state().round() == round) {
            perform(basic->choose(state(), rng, {}));
            if (QTest::currentTestFailed())
                return;
        }
    }

private slots:
    void initTestCase() { apptest::useCleanProfile("quatorze_table_test"); }
    void init() { window = apptest::openWindow(); }
    void cleanup() { window.reset(); }

    void anOpeningOf51IsGatheredAndPutDown()
    {
        start(2, 3);
        QSignalSpy said(scene(), &TableScene::message);
        QSignalSpy refused(controller(), &GameController::message);
        // Turns go by until the rule-based choice is to open.
        for (int turn = 0; turn < 80 && !state().opened(0); ++turn) {
            const ct::Action action = basic->choose(state(), rng, {});
            if (action.kind != QuatorzeState::ActMeld) {
                perform(action);
                if (QTest::currentTestFailed())
                    return;
                waitForTurn();
                continue;
            }
            const auto groups = QuatorzeState::meldGroups(action);
            // Three cards that make no meld are refused with core's reason.
            std::vector<ct::Card> wrong;
            for (const ct::Card& card : shownHand())
                if (wrong.size() < 3 && !card.isJoker() &&
                    std::none_of(wrong.begin(), wrong.end(), [&](ct::Card c) { return c.rank == card.rank; }) &&
                    std::none_of(wrong.begin(), wrong.end(), [&](ct::Card c) { return c.suit == card.suit; }))
                    wrong.push_back(card);
            QCOMPARE(int(wrong.size()), 3);
            dropMeld(wrong);
            QVERIFY(table()->gathered().empty());
            QCOMPARE(said.last().at(0).toString(),
                     GameTexts::verdict(ct::Verdict::refuse(ct::Reason::NotAMeld), "quatorze"));
            // The first meld alone is under 51: Put Down says so and nothing goes down.
            const int first = ct::meldValue(*ct::formMeld(groups.front()).meld);
            if (first < ct::kOpeningTarget && !state().takenCard()) {
                dropMeld(groups.front());
                QCOMPARE(countText(), QuatorzeTable::tr("Opening: %1 of %2").arg(first).arg(ct::kOpeningTarget));
                QTest::mouseClick(window->findChild<QPushButton*>("quatorzePutDown"), Qt::LeftButton);
                QVERIFY(!state().opened(0));
                ct::Verdict under {ct::Reason::OpeningUnder51};
                under.number = first;
                QCOMPARE(refused.last().at(0).toString(), GameTexts::verdict(under, "quatorze"));
                QTest::mouseClick(window->findChild<QPushButton*>("quatorzeTakeBack"), Qt::LeftButton);
                settle();
                QVERIFY(table()->gathered().empty());
                QCOMPARE(countText().section('\n', 0, 0),
                         QuatorzeTable::tr("Opening: %1 of %2").arg(0).arg(ct::kOpeningTarget));
            }
            const std::size_t melds = state().tableMelds().size();
            perform(action);
            if (QTest::currentTestFailed())
                return;
            QVERIFY(state().opened(0));
            QCOMPARE(state().tableMelds().size(), melds + groups.size());
            int value = 0;
            for (std::size_t i = melds; i < state().tableMelds().size(); ++i) {
                QCOMPARE(state().tableMelds()[i].owner, 0);
                value += ct::meldValue(state().tableMelds()[i].meld);
                // Each meld lies on the table, face up.
                QVERIFY(scene()->cardAt(QStringLiteral("m%1").arg(i + 1), 0));
            }
            QVERIFY(value >= ct::kOpeningTarget);
        }
        QVERIFY2(state().opened(0), "the player never opened");
    }

    void layingOffOnAnotherPlayersMeld()
    {
        start(2, 5);
        bool laidOff = false;
        for (int turn = 0; turn < 400 && !laidOff && !state().isTerminal(); ++turn) {
            const ct::Action action = basic->choose(state(), rng, {});
            const bool others = action.kind == QuatorzeState::ActAdd &&
                                state().tableMelds()[std::size_t(action.a)].owner != 0;
            const std::size_t size = others ? state().tableMelds()[std::size_t(action.a)].meld.cards.size() : 0;
            perform(action);
            if (QTest::currentTestFailed())
                return;
            if (others) {
                const auto& meld = state().tableMelds()[std::size_t(action.a)];
                QCOMPARE(meld.meld.cards.size(), size + 1);
                QVERIFY(std::find(meld.meld.cards.begin(), meld.meld.cards.end(), action.cards[0]) !=
                        meld.meld.cards.end());
                laidOff = true;
            }
            if (!controller()->humanToAct())
                waitForTurn();
        }
        QVERIFY2(laidOff, "no lay-off on another player's meld came up");
    }

    void theHandIsRearrangedAndSorted()
    {
        start(2, 3);
        QTest::mouseClick(window->findChild<QPushButton*>("quatorzeSortRuns"), Qt::LeftButton);
        settle();
        auto hand = shownHand();
        QVERIFY(std::is_sorted(hand.begin(), hand.end(), [](ct::Card a, ct::Card b) {
            return std::tuple(a.isJoker(), int(a.suit), int(a.rank)) < std::tuple(b.isJoker(), int(b.suit), int(b.rank));
        }));
        QTest::mouseClick(window->findChild<QPushButton*>("quatorzeSortSets"), Qt::LeftButton);
        settle();
        hand = shownHand();
        QVERIFY(std::is_sorted(hand.begin(), hand.end(), [](ct::Card a, ct::Card b) {
            return std::tuple(a.isJoker(), int(a.rank)) < std::tuple(b.isJoker(), int(b.rank));
        }));
        // The first card dragged to the right end stays there, and the cards
        // on the table follow the order.
        const ct::Card first = hand.front();
        const QPointF end =
            scene()->cardPoint("hand0", int(hand.size()) - 1) + QPointF(0.3 * scene()->cardSize().width(), 0);
        drag(handPoint(first), end);
        hand = shownHand();
        QCOMPARE(hand.back(), first);
        QCOMPARE(scene()->cardAt("hand0", int(hand.size()) - 1)->card(), first);
        QVERIFY(scene()->cardAt("hand0", int(hand.size()) - 1)->pos().x() >
                scene()->cardAt("hand0", 0)->pos().x());
    }

    void aRoundAgainstComputerPlayersFillsTheScoreSheet()
    {
        start(3, 11);
        const int before = rounds();
        for (int turn = 0; turn < 300 && rounds() == before && !state().isTerminal(); ++turn) {
            playTurn();
            if (QTest::currentTestFailed())
                return;
            if (rounds() == before)
                waitForTurn();
        }
        QCOMPARE(rounds(), before + 1);
        settle();
        // The sheet in the dock agrees with core's, and its totals add up.
        const ct::ScoreSheet& sheet = *state().scoreSheet();
        ScoreSheetModel* model = window->scoreSheetModel();
        QVERIFY(window->findChild<QDockWidget*>("ScoreSheetDock")->isVisible());
        QCOMPARE(model->rowCount(), int(sheet.rows.size()));
        for (int row = 0; row < model->rowCount(); ++row)
            for (int side = 0; side < 3; ++side) {
                const int points = model->index(row, ScoreSheetModel::kFixedColumns + 2 * side).data().toInt();
                const int total = model->index(row, ScoreSheetModel::kFixedColumns + 2 * side + 1).data().toInt();
                const int earlier =
                    row == 0 ? 0 : model->index(row - 1, ScoreSheetModel::kFixedColumns + 2 * side + 1).data().toInt();
                QCOMPARE(points, sheet.rows[std::size_t(row)].points[std::size_t(side)]);
                QCOMPARE(total, earlier + points);
            }
        // The round's note names who went out.
        const ct::ScoreRow& last = sheet.rows.back();
        if (last.winner >= 0) {
            const QString note = model->index(model->rowCount() - 1, ScoreSheetModel::kResultColumn).data().toString();
            QVERIFY2(note.contains(GameTexts::seatName(last.winner, 3)), qPrintable(note));
            QVERIFY(last.points[std::size_t(last.winner)] < 0);
        }
    }
};

QTEST_MAIN(QuatorzeTableTest)
#include "quatorze_table_test.moc"
