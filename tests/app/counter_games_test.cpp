// The counter games' tables through real gestures (Pope Joan, Snip Snap
// Snorum, Speculation): the player's own cards face up, a deal played to
// its end by clicking cards on the view's viewport or the sale panel's
// buttons, and after every step the chips on the table adding up to core's
// balances and pools.
#include <QtTest>

#include <QGraphicsProxyWidget>
#include <QMenu>
#include <QPushButton>
#include <QToolBar>
#include <QSpinBox>
#include <QStandardPaths>

#include <numeric>

#include "gamecontroller.h"
#include "mainwindow.h"
#include "parlour/countertable.h"
#include "parlour/pope_joan.h"
#include "parlour/popejoantable.h"
#include "parlour/snip_snap_snorum.h"
#include "parlour/snipsnaptable.h"
#include "parlour/speculation.h"
#include "parlour/speculationpanel.h"
#include "parlour/speculationtable.h"
#include "table/carditem.h"
#include "table/counteritems.h"
#include "table/speeds.h"
#include "table/tablescene.h"
#include "table/tableview.h"

namespace {

constexpr int kWait = 30000; // generous: the build machine is shared

int total(const QMap<QString, int>& counts)
{
    return std::accumulate(counts.begin(), counts.end(), 0);
}

} // namespace

class CounterGamesTest : public QObject {
    Q_OBJECT

    std::unique_ptr<MainWindow> window;

    GameController* controller() { return window->controller(); }
    TableScene* scene() { return window->tableScene(); }
    QWidget* viewport() { return window->tableView()->viewport(); }
    QPoint at(QPointF scenePoint) { return window->tableView()->mapFromScene(scenePoint); }
    CounterTable* table() { return qobject_cast<CounterTable*>(scene()->decoration()); }

    void start(const QString& game, quint32 seed, const ct::Options& options)
    {
        window = std::make_unique<MainWindow>();
        window->resize(1280, 800);
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        QVERIFY(window->startGame(game, seed));
        QString error;
        QVERIFY2(controller()->newGame(game, seed, options, &error), qPrintable(error));
        QVERIFY(table());
    }

    // Waits until the computers have played up to the player's turn (or the
    // end) and every card and chip has come to rest.
    void settle()
    {
        QTRY_VERIFY_WITH_TIMEOUT((controller()->humanToAct() || controller()->isOver()) &&
                                     scene()->runningAnimations() == 0 && table()->ledger()->running() == 0,
                                 kWait);
    }

    // The chips on the table against core's books.
    void checkChips(const QMap<QString, int>& core, int expectedTotal)
    {
        const QMap<QString, int> shown = table()->ledger()->counts();
        QCOMPARE(shown, core);
        QCOMPARE(total(shown), expectedTotal);
    }

    // Clicks the player's card `card` where it shows on the table.
    void clickCard(ct::Card card)
    {
        for (int i = 0;; ++i) {
            CardItem* item = scene()->cardAt(QStringLiteral("hand0"), i);
            QVERIFY2(item, "the card is not in the player's hand");
            if (item->card() == card) {
                QTest::mouseClick(viewport(), Qt::LeftButton, {}, at(scene()->cardPoint("hand0", i)));
                return;
            }
        }
    }

    void clickButton(const char* name)
    {
        auto* panel = qobject_cast<SpeculationTable*>(table())->panel();
        auto* button = panel->findChild<QPushButton*>(QLatin1String(name));
        QVERIFY(button && button->isVisible());
        QGraphicsProxyWidget* proxy = panel->graphicsProxyWidget();
        QVERIFY(proxy);
        const QPointF centre = proxy->mapToScene(QRectF(button->mapTo(panel, QPoint(0, 0)), button->size()).center());
        QTest::mouseClick(viewport(), Qt::LeftButton, {}, at(centre));
    }

    // The player's own hand is face up on the table; nobody else's is.
    void checkOwnHandShown(int players)
    {
        int shown = 0;
        for (int seat = 0; seat < players; ++seat)
            for (int i = 0;; ++i) {
                CardItem* item = scene()->cardAt(QStringLiteral("hand%1").arg(seat), i);
                if (!item)
                    break;
                QCOMPARE(item->faceUp() && item->known(), seat == 0);
                shown += seat == 0 ? 1 : 0;
            }
        QVERIFY(shown > 0);
    }

private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName("CardTableTest");
        QCoreApplication::setApplicationName("counter_games_test");
        QStandardPaths::setTestModeEnabled(true);
        QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).removeRecursively();
    }

    void cleanup()
    {
        window.reset();
        Speeds::setFactor(1);
    }

    void counterLedgerPairsPayments()
    {
        using T = CounterLedger::Transfer;
        const QMap<QString, int> before{{"a", 10}, {"b", 5}, {"pool", 0}};
        const QMap<QString, int> after{{"a", 4}, {"b", 3}, {"pool", 8}};
        QCOMPARE(CounterLedger::transfers(before, after), (QList<T>{{"a", "pool", 6}, {"b", "pool", 2}}));
        QVERIFY(CounterLedger::transfers(before, before).isEmpty());
        // Chips fly for the game's own account when it explains the change,
        // and the stacks end where the game says.
        QGraphicsScene graphics;
        CounterLedger ledger(&graphics);
        ledger.add("a");
        ledger.add("pool");
        ledger.reset({{"a", 10}, {"pool", 0}});
        Speeds::setFactor(1);
        ledger.settle({{"a", 7}, {"pool", 3}}, 60, {{"a", "pool", 3}});
        QCOMPARE(ledger.running(), 1);
        QCOMPARE(ledger.stack("a")->count(), 7); // the payer's stack at once
        QCOMPARE(ledger.stack("pool")->count(), 0); // the payee's when the chips land
        QTRY_COMPARE_WITH_TIMEOUT(ledger.running(), 0, kWait);
        QCOMPARE(ledger.counts(), (QMap<QString, int>{{"a", 7}, {"pool", 3}}));
        // A new change lands any chip still in flight first.
        ledger.settle({{"a", 5}, {"pool", 5}}, 10000);
        ledger.settle({{"a", 5}, {"pool", 5}}, 0);
        QCOMPARE(ledger.running(), 0);
        QCOMPARE(ledger.counts(), (QMap<QString, int>{{"a", 5}, {"pool", 5}}));
        // How a count is drawn: tens and ones.
        QCOMPARE(CounterStackItem::tensShown(86), 8);
        QCOMPARE(CounterStackItem::onesShown(86), 6);
        QCOMPARE(CounterStackItem::tensShown(-4), 0);
        QCOMPARE(CounterStackItem::onesShown(500), 0);
        QCOMPARE(CounterStackItem::tensShown(500), CounterStackItem::kMaxShown);
    }

    void popeJoanDealByClicks()
    {
        Speeds::setFactor(0.1); // chips and cards really fly, quickly
        start("pope-joan", 4, {{"rounds", "1"}});
        const auto pope = [this] { return dynamic_cast<const ct::PopeJoanState*>(controller()->state()); };
        settle();
        checkOwnHandShown(pope()->playerCount());
        auto* popeTable = qobject_cast<PopeJoanTable*>(table());
        QVERIFY(popeTable);
        auto books = [&] {
            QMap<QString, int> counts;
            for (int seat = 0; seat < pope()->playerCount(); ++seat)
                counts.insert(QStringLiteral("seat%1").arg(seat), pope()->balance(seat));
            for (int pool = 0; pool < ct::PopeJoanState::kPoolCount; ++pool)
                counts.insert(QString::fromLatin1(ct::PopeJoanState::poolId(pool)), pope()->pool(pool));
            return counts;
        };
        checkChips(books(), 100 * pope()->playerCount());
        // Eight compartments, each holding its stack of counters.
        for (int pool = 0; pool < ct::PopeJoanState::kPoolCount; ++pool) {
            CounterStackItem* stack = table()->ledger()->stack(QString::fromLatin1(ct::PopeJoanState::poolId(pool)));
            QVERIFY(stack);
            QCOMPARE(popeTable->board()->compartmentAt(stack->pos() - QPointF(0, stack->chipSize() * 0.25)), pool);
        }
        const int dealsBefore = pope()->dealsPlayed();
        int leads = 0;
        while (pope()->dealsPlayed() == dealsBefore && !controller()->isOver()) {
            QVERIFY(controller()->humanToAct());
            QVERIFY(!popeTable->stopText().isEmpty()); // who leads is marked
            const std::size_t before = pope()->hand(0).size();
            clickCard(pope()->hand(0).front());
            QTRY_VERIFY_WITH_TIMEOUT(pope()->hand(0).size() < before || pope()->dealsPlayed() != dealsBefore,
                                     kWait);
            ++leads;
            settle();
            checkChips(books(), 100 * pope()->playerCount());
            if (pope()->dealsPlayed() == dealsBefore)
                checkOwnHandShown(pope()->playerCount());
        }
        QVERIFY(leads > 0);
        // The deal's end is told: who went out and the stops.
        QVERIFY(!popeTable->dealText().isEmpty() || controller()->isOver());
        QVERIFY(table()->descriptions().join(' ').contains(PopeJoanTable::poolName(ct::PopeJoanState::PopePool)));
    }

    void snipSnapDealByClicks()
    {
        Speeds::setFactor(0.1);
        start("snip-snap-snorum", 5, {});
        const auto snip = [this] { return dynamic_cast<const ct::SnipSnapSnorumState*>(controller()->state()); };
        settle();
        const int players = snip()->playerCount();
        checkOwnHandShown(players);
        auto books = [&] {
            QMap<QString, int> counts;
            for (int seat = 0; seat < players; ++seat)
                counts.insert(QStringLiteral("seat%1").arg(seat), snip()->counters(seat));
            counts.insert(QStringLiteral("pool"), snip()->pool());
            return counts;
        };
        checkChips(books(), 5 * players);
        const int deal = snip()->dealNumber();
        bool sawForcedMatch = false;
        while (snip()->dealNumber() == deal && !controller()->isOver()) {
            QVERIFY(controller()->humanToAct());
            const auto legal = snip()->legalActions();
            // Core's choice of cards: the others are dimmed and a click on one does nothing.
            for (int i = 0;; ++i) {
                CardItem* item = scene()->cardAt(QStringLiteral("hand0"), i);
                if (!item)
                    break;
                const bool playable = std::any_of(legal.begin(), legal.end(), [&](const ct::Action& action) {
                    return action.cards.front() == item->card();
                });
                QCOMPARE(item->mark() == CardItem::Mark::Dimmed, !playable);
                if (!playable && !sawForcedMatch) {
                    sawForcedMatch = true;
                    const std::string before = snip()->fingerprint();
                    QSignalSpy told(controller(), &GameController::message);
                    QTest::mouseClick(viewport(), Qt::LeftButton, {}, at(scene()->cardPoint("hand0", i)));
                    QCOMPARE(snip()->fingerprint(), before);
                    // Core's reason, in words: the chain's rank must be laid.
                    QCOMPARE(told.count(), 1);
                    QVERIFY(!told.first().first().toString().isEmpty());
                    QCOMPARE(item->mark(), CardItem::Mark::Dimmed);
                }
            }
            const int held = snip()->handSize(0);
            clickCard(legal.front().cards.front());
            QTRY_VERIFY_WITH_TIMEOUT(snip()->handSize(0) < held || snip()->dealNumber() != deal, kWait);
            settle();
            checkChips(books(), 5 * players);
        }
        QVERIFY(snip()->dealNumber() > deal || controller()->isOver());
        QVERIFY(sawForcedMatch);
    }

    void speculationDealThroughThePanel()
    {
        Speeds::setFactor(0.1);
        start("speculation", 2, {{"dealer", "first"}, {"rounds", "1"}});
        const auto spec = [this] { return dynamic_cast<const ct::SpeculationState*>(controller()->state()); };
        auto* specTable = qobject_cast<SpeculationTable*>(table());
        QVERIFY(specTable);
        settle();
        const int players = spec()->playerCount();
        auto books = [&] {
            QMap<QString, int> counts;
            for (int seat = 0; seat < players; ++seat)
                counts.insert(QStringLiteral("seat%1").arg(seat), spec()->balance(seat));
            counts.insert(QStringLiteral("pool"), spec()->pool());
            return counts;
        };
        checkChips(books(), 100 * players);
        // The sale's actions are on the panel, not in the toolbar; the Move
        // menu keeps them for the keyboard.
        int inMenu = 0;
        for (QAction* act : window->findChildren<QAction*>()) {
            if (!act->objectName().startsWith("game"))
                continue;
            for (QObject* owner : act->associatedObjects()) {
                QVERIFY2(!qobject_cast<QToolBar*>(owner), qPrintable(act->objectName()));
                inMenu += qobject_cast<QMenu*>(owner) ? 1 : 0;
            }
        }
        QVERIFY(inMenu > 0);
        const int deals = spec()->dealsPlayed();
        bool offered = false, bid = false;
        while (spec()->dealsPlayed() == deals && !controller()->isOver()) {
            QVERIFY(controller()->humanToAct());
            // The crown sits on the best card.
            CardItem* crowned = scene()->cardAt(specTable->crownedZone(), specTable->crownedIndex());
            QVERIFY(crowned);
            QCOMPARE(crowned->card(), spec()->best());
            const std::string before = spec()->fingerprint();
            switch (spec()->phase()) {
            case ct::SpeculationState::Phase::Deciding:
                QVERIFY(specTable->panel()->title().contains(QStringLiteral("best card")));
                clickButton(offered ? "speculation-keep" : "speculation-offer");
                offered = true;
                break;
            case ct::SpeculationState::Phase::Bidding: {
                QSpinBox* amount = specTable->panel()->bidBox();
                if (!bid && amount->isVisible()) {
                    // The spinner holds what core allows: from above the high bid to the balance.
                    QCOMPARE(amount->minimum(), spec()->highBid() + 1);
                    QCOMPARE(amount->maximum(), spec()->balance(0));
                    clickButton("speculation-bid");
                    bid = true;
                } else {
                    clickButton("speculation-pass");
                }
                break;
            }
            case ct::SpeculationState::Phase::Answering: clickButton("speculation-accept"); break;
            case ct::SpeculationState::Phase::Over: break;
            }
            QTRY_VERIFY_WITH_TIMEOUT(spec()->fingerprint() != before, kWait);
            settle();
            checkChips(books(), 100 * players);
        }
        QVERIFY(offered);
        QCOMPARE(spec()->pool() > 0 || controller()->isOver(), true);
    }
};

QTEST_MAIN(CounterGamesTest)
#include "counter_games_test.moc"
