// The card table through real gestures on the view's viewport: drags, clicks,
// double-clicks, the keyboard, undo and redo, and a whole won deal of
// La Belle Lucie played through the interface.
#include <QtTest>

#include <QStandardPaths>
#include <QSvgRenderer>

#include "app_testing.h"
#include "cards/deck.h"
#include "deck/deckcheck.h"
#include "deck/decktheme.h"
#include "gamecontroller.h"
#include "gametexts.h"
#include <QAccessible>
#include "mainwindow.h"
#include "patience/patience.h"
#include "table/carditem.h"
#include "table/pileitem.h"
#include "table/speeds.h"
#include "table/tablescene.h"
#include "table/tableview.h"

namespace {

std::vector<ct::Card> cards(const char* text)
{
    return *ct::parseDeal(text);
}

// Lucie fans are dealt in threes, the third card of each on top. This deal
// puts every suit in order so that the top cards can go home one by one.
std::vector<ct::Card> lucieInOrder()
{
    std::vector<ct::Card> ordered;
    for (ct::Suit suit : {ct::Suit::Clubs, ct::Suit::Diamonds, ct::Suit::Hearts, ct::Suit::Spades})
        for (int rank = 1; rank <= 13; ++rank)
            ordered.push_back(ct::french(rank, suit));
    std::vector<ct::Card> deal;
    for (std::size_t start = 0; start < ordered.size(); start += 3) {
        const std::size_t end = std::min(start + 3, ordered.size());
        for (std::size_t i = end; i > start; --i)
            deal.push_back(ordered[i - 1]);
    }
    return deal;
}

} // namespace

class TableTest : public QObject {
    Q_OBJECT

    std::unique_ptr<MainWindow> window;

    GameController* controller() { return window->controller(); }
    TableScene* scene() { return window->tableScene(); }
    QWidget* viewport() { return window->tableView()->viewport(); }
    QPoint at(QPointF scenePoint) { return window->tableView()->mapFromScene(scenePoint); }

    void start(const QString& game, const std::vector<ct::Card>& deal, const ct::Options& options = {})
    {
        ct::GameSetup setup;
        setup.deal = deal;
        setup.options = options;
        QString error;
        QVERIFY2(window->startGame(game, 1), "start");
        controller()->setAutoMoves(false);
        QVERIFY2(controller()->newGame(game, setup, &error), qPrintable(error));
        settle();
    }

    void settle() { apptest::settle(scene()); }
    void drag(QPointF from, QPointF to) { apptest::drag(window->tableView(), from, to); }

    const ct::Pile& pile(const char* id)
    {
        const auto* p = controller()->patience();
        return p->piles()[size_t(p->pileIndex(id))];
    }

private slots:
    void initTestCase() { apptest::useCleanProfile("table_test"); }
    void init() { window = apptest::openWindow(); }

    void cleanup() { window.reset(); }

    void dealAndResizeEndWithEveryCardInPlace()
    {
        Speeds::setFactor(1);
        QVERIFY(window->startGame("klondike", 7));
        QSignalSpy done(scene(), &TableScene::animationsFinished);
        QVERIFY(done.wait(5000) || scene()->runningAnimations() == 0);
        window->resize(1100, 700);
        settle();
        QTest::qWait(50);
        for (const char* zone : {"t0", "t3", "t6", "stock"}) {
            const ct::Pile& p = pile(zone);
            QVERIFY(!p.cards.empty());
            CardItem* bottom = scene()->cardAt(zone, 0);
            QVERIFY(bottom);
            QCOMPARE(bottom->pos(), scene()->pileItem(zone)->pos());
            for (int i = 0; i < int(p.cards.size()); ++i) {
                CardItem* item = scene()->cardAt(zone, i);
                QCOMPARE(item->pos(), item->targetPos());
                QCOMPARE(item->faceUp(), p.cards[size_t(i)].faceUp);
            }
        }
    }

    // A resize while the deal is still flying (a window manager sizing the
    // window at start-up) must not leave a card where its old flight ended.
    void resizeDuringTheDealLeavesNoCardAstray()
    {
        Speeds::setFactor(1);
        QVERIFY(window->startGame("klondike", 3));
        QTRY_VERIFY_WITH_TIMEOUT(scene()->runningAnimations() > 0, 3000);
        window->resize(1100, 700);
        QTest::qWait(Speeds::scaled(Speeds::kDealPerCard) * 60 + Speeds::scaled(Speeds::kDealFlight) + 500);
        settle();
        for (const char* zone : {"t0", "t3", "t4", "t5", "t6", "f0"}) {
            const ct::Pile& p = pile(zone);
            for (int i = 0; i < int(p.cards.size()); ++i) {
                CardItem* item = scene()->cardAt(zone, i);
                QVERIFY(item);
                QCOMPARE(item->pos(), item->targetPos());
            }
        }
    }

    // A screen reader can explore the whole table: the view lists every pile
    // with its name, its count and its top card.
    void screenReadersSeeEveryPile()
    {
        start("klondike", cards("AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH "
                                "AD 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AC 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC"));
        QAccessibleInterface* table = QAccessible::queryAccessibleInterface(window->tableView());
        QVERIFY(table);
        QCOMPARE(table->role(), QAccessible::List);
        const int piles = table->childCount();
        QCOMPARE(piles, int(scene()->pileDescriptions().size()));
        QVERIFY(piles >= 13); // stock, waste, four foundations, seven columns
        QStringList names;
        for (int i = 0; i < piles; ++i) {
            QAccessibleInterface* pile = table->child(i);
            QVERIFY(pile && pile->isValid());
            QCOMPARE(table->indexOfChild(pile), i);
            QVERIFY(!pile->text(QAccessible::Name).isEmpty());
            QVERIFY(pile->rect().isValid());
            names << pile->text(QAccessible::Name);
        }
        const QString column = GameTexts::pileName("klondike", "t6");
        bool found = false;
        for (const QString& name : names)
            found = found || (name.startsWith(column) && name.contains(GameTexts::cardName(controller()->patience()->piles()[size_t(controller()->patience()->pileIndex("t6"))].cards.back().card)));
        QVERIFY2(found, qPrintable(names.join(" | ")));
    }

    void dragToALegalPile()
    {
        // t0 gets 5H face up; t1's face-up card is the 8th card dealt: 6S.
        start("klondike", cards("5H 2C 3C 4C 5C 6C 7C 6S 8C 9C 10C JC QC KC AD 2D 3D 4D 5D 6D 7D 8D 9D "
                                "10D JD QD KD AH 2H 3H 4H 6H 7H 8H 9H 10H JH QH KH AS 2S 3S 4S 5S 7S 8S "
                                "9S 10S JS QS KS AC"));
        QCOMPARE(cardText(pile("t0").top().card), std::string("5H"));
        QCOMPARE(cardText(pile("t1").top().card), std::string("6S"));
        drag(scene()->cardPoint("t0", 0), scene()->cardPoint("t1", 1));
        QCOMPARE(pile("t0").size(), size_t(0));
        QCOMPARE(cardText(pile("t1").top().card), std::string("5H"));
        QCOMPARE(controller()->moves(), 1);
        // The card's item now lies on t1, fanned below the 6S.
        CardItem* moved = scene()->cardAt("t1", 2);
        QVERIFY(moved);
        QCOMPARE(moved->pos(), moved->targetPos());
        QVERIFY(moved->pos().y() > scene()->cardAt("t1", 1)->pos().y());
    }

    void illegalDropIsRefusedAndNothingChanges()
    {
        start("klondike", cards("5H 2C 3C 4C 5C 6C 7C 6D 8C 9C 10C JC QC KC AD 2D 3D 4D 5D 6S 7D 8D 9D "
                                "10D JD QD KD AH 2H 3H 4H 6H 7H 8H 9H 10H JH QH KH AS 2S 3S 4S 5S 7S 8S "
                                "9S 10S JS QS KS AC"));
        const std::string before = controller()->state()->fingerprint();
        QSignalSpy messages(scene(), &TableScene::message);
        const QPointF home = scene()->cardAt("t0", 0)->pos();
        drag(scene()->cardPoint("t0", 0), scene()->cardPoint("t1", 1)); // 5H on 6D
        QCOMPARE(controller()->state()->fingerprint(), before);
        QCOMPARE(controller()->moves(), 0);
        QCOMPARE(scene()->cardAt("t0", 0)->pos(), home);
        QCOMPARE(messages.count(), 1);
        QVERIFY2(messages.first().first().toString().contains("alternate"),
                 qPrintable(messages.first().first().toString()));
    }

    void doubleClickSendsACardHome()
    {
        start("klondike", cards("AS 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AD 2D 3D 4D 5D 6D 7D 8D 9D 10D "
                                "JD QD KD AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH 2S 3S 4S 5S 6S 7S 8S 9S "
                                "10S JS QS KS AC"),
              {{"draw", "1"}});
        controller()->setAutoMoves(false);
        QTest::mouseDClick(viewport(), Qt::LeftButton, {}, at(scene()->cardPoint("t0", 0)));
        settle();
        QCOMPARE(pile("f0").size(), size_t(1));
        QCOMPARE(cardText(pile("f0").top().card), std::string("AS"));
        QCOMPARE(pile("t0").size(), size_t(0));
        // The second click of the double-click did not play anything else.
        QCOMPARE(controller()->moves(), 1);
    }

    void stockClickUndoAndRedo()
    {
        QVERIFY(window->startGame("klondike", 11));
        settle();
        const std::string start = controller()->state()->fingerprint();
        QTest::mouseClick(viewport(), Qt::LeftButton, {}, at(scene()->zonePoint("stock")));
        settle();
        QCOMPARE(pile("waste").size(), size_t(1));
        QVERIFY(window->action("undo")->isEnabled());
        QTest::keyClick(window.get(), Qt::Key_Z, Qt::ControlModifier);
        settle();
        QCOMPARE(controller()->state()->fingerprint(), start);
        QCOMPARE(pile("waste").size(), size_t(0));
        QVERIFY(window->action("redo")->isEnabled());
        QTest::keyClick(window.get(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        settle();
        QCOMPARE(pile("waste").size(), size_t(1));
        // Every action, undo and redo counts a move.
        QCOMPARE(controller()->moves(), 3);
    }

    void keyboardPicksUpAndPutsDown()
    {
        start("la-belle-lucie", lucieInOrder());
        controller()->setAutoMoves(false);
        window->tableView()->setFocus();
        // The first key shows the focus on the first pile in reading order (f0).
        QTest::keyClick(window->tableView(), Qt::Key_Right);
        QCOMPARE(scene()->focusZone(), QString("f0"));
        QTest::keyClick(window->tableView(), Qt::Key_Down); // to the nearest fan below
        QVERIFY(scene()->focusZone().startsWith("t"));
        for (int i = 0; i < 6; ++i)
            QTest::keyClick(window->tableView(), Qt::Key_Left); // along the row to the first fan
        QCOMPARE(scene()->focusZone(), QString("t0"));
        QVERIFY(scene()->focusDescription().contains("Ace of clubs"));
        QTest::keyClick(window->tableView(), Qt::Key_Space); // pick up AC
        QTest::keyClick(window->tableView(), Qt::Key_Up);    // back to the foundations
        QVERIFY(scene()->focusZone().startsWith("f"));
        QTest::keyClick(window->tableView(), Qt::Key_Space); // put it down
        settle();
        QCOMPARE(pile("t0").size(), size_t(2));
        QCOMPARE(controller()->patience()->cardsHome(), 1);
        // Escape cancels a pick-up.
        QTest::keyClick(window->tableView(), Qt::Key_Down);
        QTest::keyClick(window->tableView(), Qt::Key_Space);
        QTest::keyClick(window->tableView(), Qt::Key_Escape);
        QTest::keyClick(window->tableView(), Qt::Key_Right);
        QTest::keyClick(window->tableView(), Qt::Key_Space);
        QCOMPARE(controller()->patience()->cardsHome(), 1);
    }

    void aWholeDealOfLaBelleLucieIsWonThroughTheTable()
    {
        start("la-belle-lucie", lucieInOrder());
        controller()->setAutoMoves(false);
        // Play every card home by double-clicking the top of each fan in turn.
        for (int fan = 0; fan < 18; ++fan) {
            const QString zone = QString("t%1").arg(fan);
            while (!pile(qPrintable(zone)).empty()) {
                const int top = int(pile(qPrintable(zone)).size()) - 1;
                QTest::mouseDClick(viewport(), Qt::LeftButton, {}, at(scene()->cardPoint(zone, top)));
                settle();
            }
        }
        QVERIFY(controller()->state()->isTerminal());
        QCOMPARE(controller()->state()->outcome().result, ct::Result::Won);
        QVERIFY(scene()->bannerText().contains("won"));
        QCOMPARE(controller()->patience()->cardsHome(), 52);
    }

    void hintMarksAUsefulMove()
    {
        start("la-belle-lucie", lucieInOrder());
        window->action("hint")->trigger();
        bool marked = false;
        for (int i = 0; i < 3; ++i)
            if (CardItem* item = scene()->cardAt("t0", i))
                marked |= item->mark() == CardItem::Mark::Hint;
        QVERIFY(marked);
        QVERIFY(controller()->usedHint());
    }

    void brokenDeckFallsBackToOurs()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        // A KDE-style theme whose SVG is broken.
        QDir(dir.path()).mkpath("carddecks/broken");
        QFile index(dir.path() + "/carddecks/broken/index.desktop");
        QVERIFY(index.open(QIODevice::WriteOnly));
        index.write("[KDE Backdeck]\nName=Broken\nSVG=broken.svg\n");
        index.close();
        QFile svg(dir.path() + "/carddecks/broken/broken.svg");
        QVERIFY(svg.open(QIODevice::WriteOnly));
        svg.write("<svg><g id='back'></g"); // cut short
        svg.close();
        qputenv("XDG_DATA_DIRS", dir.path().toUtf8());
        bool listed = false;
        for (const DeckInfo& info : DeckTheme::availableFrenchDecks())
            listed |= info.id == "kde:broken";
        QVERIFY(listed);
        DeckTheme deck;
        QString problem;
        QVERIFY(!deck.loadFrenchDeck("kde:broken", &problem));
        QVERIFY2(problem.contains("Broken"), qPrintable(problem));
        QCOMPARE(deck.frenchDeckId(), QString("cardtable-french"));
        QVERIFY(!deck.loadFrenchDeck("kde:not-installed", &problem));
        QVERIFY(problem.contains("not installed"));
        deck.setCardWidth(80, 1);
        QVERIFY(!deck.face(ct::french(12, ct::Suit::Hearts)).isNull());
    }

    // The deck check the app makes (and the deck fuzz target drives), on the
    // decks of the fuzz corpus: each problem is named, a good deck passes.
    void deckCheckNamesEachProblem_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("problem");
        QTest::newRow("good") << "valid-deck.svg" << "";
        QTest::newRow("missing cards") << "missing-cards.svg" << "lacks 23 card image";
        QTest::newRow("empty back") << "empty-back.svg" << "empty card back";
        QTest::newRow("not svg") << "not-svg.svg" << "not a valid SVG file";
        QTest::newRow("cut short") << "truncated.svg" << "not a valid SVG file";
    }
    void deckCheckNamesEachProblem()
    {
        QFETCH(QString, file);
        QFETCH(QString, problem);
        QFile svg(QStringLiteral(CARDTABLE_SOURCE_DIR "/tests/fuzz/corpus/deck/") + file);
        QVERIFY(svg.open(QIODevice::ReadOnly));
        std::unique_ptr<QSvgRenderer> renderer;
        const QString found = deckcheck::frenchDeckProblem(svg.readAll(), QStringLiteral("Test"), &renderer);
        if (problem.isEmpty()) {
            QVERIFY2(found.isEmpty(), qPrintable(found));
            QVERIFY(renderer && renderer->elementExists(QStringLiteral("queen_heart")));
        } else {
            QVERIFY2(found.contains(problem) && found.contains("Test"), qPrintable(found));
            QVERIFY(!renderer);
        }
    }
};

QTEST_MAIN(TableTest)
#include "table_test.moc"
