// The parlour tables of Beggar My Neighbor, Snap, I Suspect You, Old Maid
// and All Fours played through real gestures: clicks on the view's viewport
// (cards, and the tables' own buttons standing on the table), keys, and each
// game played to its end.
#include <QtTest>

#include <QCheckBox>
#include <QGraphicsProxyWidget>
#include <QPushButton>
#include <QSlider>
#include <QStandardPaths>

#include "cards/card.h"
#include "cards/deck.h"
#include "gamecontroller.h"
#include "gametexts.h"
#include "mainwindow.h"
#include <QAbstractItemModelTester>
#include <QTableView>

#include "models/allfoursscoremodel.h"
#include "parlour/all_fours.h"
#include "parlour/beggar_my_neighbor.h"
#include "parlour/beggartable.h"
#include "parlour/fourstable.h"
#include "parlour/i_suspect_you.h"
#include "parlour/old_maid.h"
#include "parlour/oldmaidtable.h"
#include "parlour/snap.h"
#include "parlour/snaptable.h"
#include "parlour/suspecttable.h"
#include "parlour/tablepanel.h"
#include "table/carditem.h"
#include "table/speeds.h"
#include "table/tablescene.h"
#include "table/tableview.h"

namespace {

// A deal for two players from two packs written as classes, top card first
// ("A", "K", "Q", "J" or "-" for a plain card), dealt one at a time from the
// first: the notation of the Beggar My Neighbor rulings.
std::vector<ct::Card> beggarDeal(const std::string& first, const std::string& second)
{
    std::map<char, std::vector<ct::Card>> pools;
    for (ct::Card card : ct::frenchDeck())
        pools[ct::BeggarMyNeighborState::classOf(card)].push_back(card);
    auto take = [&](char cls) {
        auto& pool = pools[cls];
        const ct::Card card = pool.back();
        pool.pop_back();
        return card;
    };
    std::vector<ct::Card> deal;
    for (std::size_t i = 0; i < first.size(); ++i) {
        deal.push_back(take(first[i]));
        deal.push_back(take(second[i]));
    }
    return deal;
}

// The pack rank by rank: with two players every two cards dealt share a
// rank, so each card the second player turns matches the first's.
std::vector<ct::Card> pairedDeal()
{
    std::vector<ct::Card> deal = ct::frenchDeck();
    std::sort(deal.begin(), deal.end(),
        [](ct::Card a, ct::Card b) { return a.rank != b.rank ? a.rank < b.rank : a.suit < b.suit; });
    return deal;
}

} // namespace

class ParlourPlayTest : public QObject {
    Q_OBJECT

    std::unique_ptr<MainWindow> window;

    GameController* controller() { return window->controller(); }
    TableScene* scene() { return window->tableScene(); }
    QWidget* viewport() { return window->tableView()->viewport(); }
    QPoint at(QPointF scenePoint) { return window->tableView()->mapFromScene(scenePoint); }

    void start(const QString& game, const ct::GameSetup& setup)
    {
        QString error;
        QVERIFY2(window->startGame(game, 1), "start");
        QVERIFY2(controller()->newGame(game, setup, &error), qPrintable(error));
        settle();
    }

    void settle() { QTRY_COMPARE_WITH_TIMEOUT(scene()->runningAnimations(), 0, 10000); }

    // A click on a control standing on the table, through the view.
    void click(QWidget* control)
    {
        QVERIFY(control);
        QVERIFY2(control->isVisible() && control->isEnabled(), qPrintable(control->objectName()));
        QWidget* top = control->window();
        QGraphicsProxyWidget* proxy = top->graphicsProxyWidget();
        QVERIFY(proxy);
        const QPointF inPanel = control->mapTo(top, control->rect().center());
        QTest::mouseClick(viewport(), Qt::LeftButton, {}, at(proxy->mapToScene(inPanel)));
    }

    // A click on a card where it lies on the table now.
    void clickCard(const QString& zone, int index)
    {
        CardItem* item = scene()->cardAt(zone, index);
        QVERIFY2(item, qPrintable(QStringLiteral("%1 %2").arg(zone).arg(index)));
        const QSizeF size = scene()->cardSize();
        QTest::mouseClick(viewport(), Qt::LeftButton, {},
            at(item->targetPos() + QPointF(size.width() * 0.2, size.height() / 2)));
    }

    template <typename T> const T* current() { return dynamic_cast<const T*>(controller()->state()); }

private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName("CardTableTest");
        QCoreApplication::setApplicationName("parlour_play_test");
        QStandardPaths::setTestModeEnabled(true);
        QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).removeRecursively();
    }

    void init()
    {
        Speeds::setFactor(0);
        window = std::make_unique<MainWindow>();
        window->resize(1280, 800);
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    }

    void cleanup() { window.reset(); }

    // A short duel: the player turns his first card with the button, the
    // computer pays on the pacing timer, and the automatic mode at full
    // speed plays the deal to its end.
    void beggarDuelToTheEnd()
    {
        ct::GameSetup setup;
        setup.players = 2;
        setup.options = {{"dealer", "last"}};
        setup.deal = beggarDeal("AAAAKKKKQQQQJJJJ----------", "--------------------------");
        start("beggar-my-neighbor", setup);
        auto* table = dynamic_cast<BeggarTable*>(scene()->decoration());
        QVERIFY(table);
        QVERIFY(table->countdownText().isEmpty());
        QVERIFY(table->panel()->status().contains(tr("Your turn")));
        click(table->turnButton());
        // The position after each action is a new state in the session.
        auto game = [this] { return dynamic_cast<const ct::BeggarMyNeighborState*>(controller()->state()); };
        QVERIFY(game());
        QCOMPARE(game()->cardsPlayed(), 1);
        // The play so far names the card turned up.
        QVERIFY2(controller()->history().front().text.startsWith(QLatin1String("turn (A")),
                 qPrintable(controller()->history().front().text));
        QCOMPARE(game()->claimant(), 0);
        // The ace asks four cards of North: the count-down says so.
        QCOMPARE(game()->owed(), 4);
        QVERIFY2(table->countdownText().contains("4"), qPrintable(table->countdownText()));
        QVERIFY(!table->turnButton()->isEnabled()); // North's turn: his cards come on the timer
        // North pays on the timer and the player takes the pile.
        QTRY_COMPARE_WITH_TIMEOUT(game()->tricksCompleted(), 1, 15000);
        QCOMPARE(game()->packSize(0), 30);
        QVERIFY(table->turnButton()->isEnabled());
        // The Space key turns the player's card too.
        QTest::keyClick(window->tableView(), Qt::Key_Space);
        QCOMPARE(game()->cardsPlayed(), 6);
        // Full speed, then automatic: the deal plays itself out.
        QTest::keyClick(table->speedSlider(), Qt::Key_End);
        QCOMPARE(table->interval(), 15);
        click(table->autoBox());
        QVERIFY(table->autoBox()->isChecked());
        QTRY_VERIFY_WITH_TIMEOUT(controller()->isOver(), 60000);
        QCOMPARE(game()->packSize(0), 52);
        QCOMPARE(controller()->state()->outcome().result, ct::Result::Won);
        QVERIFY2(table->panel()->status().contains(tr("52")), qPrintable(table->panel()->status()));
        QVERIFY(!table->turnButton()->isEnabled());
        QVERIFY(!table->endButton()->isEnabled());
    }

    // Casella's deal never ends: "Play to end" finds the repeat and the table
    // says the game is endless, a draw.
    void beggarEndlessDealIsAnnounced()
    {
        ct::GameSetup setup;
        setup.players = 2;
        setup.options = {{"dealer", "last"}};
        setup.deal = beggarDeal("---K---Q-KQAJ-----AAJ--J--", "----------Q----KQ-J-----KA");
        start("beggar-my-neighbor", setup);
        auto* table = dynamic_cast<BeggarTable*>(scene()->decoration());
        QVERIFY(table);
        click(table->endButton());
        QTRY_VERIFY_WITH_TIMEOUT(controller()->isOver(), 30000);
        auto game = [this] { return dynamic_cast<const ct::BeggarMyNeighborState*>(controller()->state()); };
        QCOMPARE(game()->ending(), ct::BeggarMyNeighborState::Ending::Repeat);
        QCOMPARE(game()->cardsPlayed(), 474);
        QCOMPARE(controller()->state()->outcome().result, ct::Result::Draw);
        QVERIFY2(table->panel()->status().contains("never ends"), qPrintable(table->panel()->status()));
        QCOMPARE(scene()->bannerText(), TableScene::tr("An endless game: the position repeated."));
        // The whole run is one step: one undo takes it back.
        QVERIFY(controller()->canUndo());
        controller()->undo();
        QCOMPARE(dynamic_cast<const ct::BeggarMyNeighborState*>(controller()->state())->cardsPlayed(), 0);
    }

    // Two players whose cards come in pairs of a rank: each card North turns
    // matches the player's, the player cries "Snap!" with Space first and
    // takes both piles, until North has nothing left.
    void snapPlayedToTheEnd()
    {
        ct::GameSetup setup;
        setup.players = 2;
        setup.options = {{"dealer", "last"}};
        setup.deal = pairedDeal();
        start("snap", setup);
        auto* table = dynamic_cast<SnapTable*>(scene()->decoration());
        QVERIFY(table);
        table->setWindowMs(40);
        // North never cries here (its reflexes are tried below): the race
        // is the player's alone, whatever the machine's load.
        ct::SnapReflexes asleep = ct::SnapReflexes::easy();
        asleep.missChance = 1.0;
        table->setReflexes(asleep);
        QCOMPARE(table->cryButtons().size(), 1);
        int snaps = 0;
        while (!controller()->isOver() && snaps < 30) {
            // The player turns (the button, or Enter) ...
            QTRY_VERIFY_WITH_TIMEOUT(table->turnButton()->isEnabled() || controller()->isOver(), 10000);
            if (controller()->isOver())
                break;
            if (snaps % 2 == 0)
                click(table->turnButton());
            else
                QTest::keyClick(window->tableView(), Qt::Key_Return);
            // ... North turns a card of the same rank, and Space wins it.
            QTRY_VERIFY2_WITH_TIMEOUT(current<ct::SnapState>()->snapOpen(),
                qPrintable(QStringLiteral("round %1: %2")
                               .arg(snaps)
                               .arg(QString::fromStdString(current<ct::SnapState>()->describe()))),
                10000);
            QCOMPARE(current<ct::SnapState>()->lastTurner(), 1);
            if (snaps == 3) {
                click(table->cryButtons().front());
            } else {
                QTest::keyClick(window->tableView(), Qt::Key_Space);
            }
            const auto& call = current<ct::SnapState>()->lastCall();
            QVERIFY(call && call->valid && call->caller == 0);
            QCOMPARE(call->cardsWon, 2);
            QVERIFY2(table->panel()->status().contains(tr("You called first")),
                qPrintable(table->panel()->status()));
            ++snaps;
        }
        QTRY_VERIFY_WITH_TIMEOUT(controller()->isOver(), 10000);
        QCOMPARE(snaps, 26);
        QCOMPARE(controller()->state()->outcome().result, ct::Result::Won);
        QCOMPARE(current<ct::SnapState>()->scores()[0], 52);
    }

    // A cry with nothing to snap costs a card; computers cry on their own,
    // after a reaction time of their level.
    void snapFalseCallsAndComputerCries()
    {
        ct::GameSetup setup;
        setup.players = 2;
        setup.options = {{"dealer", "last"}};
        setup.deal = pairedDeal();
        start("snap", setup);
        auto* table = dynamic_cast<SnapTable*>(scene()->decoration());
        table->setWindowMs(1200);
        QTest::keyClick(window->tableView(), Qt::Key_Space);
        QVERIFY(current<ct::SnapState>()->lastCall() && !current<ct::SnapState>()->lastCall()->valid);
        QCOMPARE(current<ct::SnapState>()->packSize(0), 25);
        QCOMPARE(current<ct::SnapState>()->packSize(1), 27);
        QVERIFY(table->panel()->status().contains(tr("false call")));
        // The player turns and leaves North's matching card to North.
        controller()->setComputerLevel(ct::Level::Strong); // reflexes 250-550 ms, rarely a miss
        click(table->turnButton());
        QElapsedTimer clock;
        clock.start();
        QTRY_VERIFY_WITH_TIMEOUT(
            current<ct::SnapState>()->snapOpen() || current<ct::SnapState>()->snapWon(), 10000);
        QTRY_VERIFY_WITH_TIMEOUT(current<ct::SnapState>()->snapWon(), 10000);
        const auto& call = current<ct::SnapState>()->lastCall();
        QVERIFY(call && call->valid && call->caller == 1);
        QVERIFY2(table->panel()->status().contains(tr("North called first")),
            qPrintable(table->panel()->status()));
    }

    // Animal Snap: the number keys call the other seats' animals.
    void animalSnapCallsByName()
    {
        ct::GameSetup setup;
        setup.players = 2;
        setup.options = {{"dealer", "last"}, {"variant", "animal"}, {"animal", "owl"}};
        setup.deal = pairedDeal();
        start("snap", setup);
        auto* table = dynamic_cast<SnapTable*>(scene()->decoration());
        table->setWindowMs(2000);
        QCOMPARE(table->ownAnimal(), GameTexts::animalName("owl"));
        QCOMPARE(table->cryButtons().size(), 1);
        click(table->turnButton());
        QTRY_VERIFY_WITH_TIMEOUT(current<ct::SnapState>()->snapOpen(), 10000);
        QTest::keyClick(window->tableView(), Qt::Key_1); // North's animal: the turner's
        const auto& call = current<ct::SnapState>()->lastCall();
        QVERIFY(call && call->valid && call->caller == 0 && call->named == 1);
    }

    // A whole game of I Suspect You for two: the player lays cards by
    // clicking them, suspects or passes with the buttons (or lets the
    // count-down pass for him), and the game ends with a winner.
    void iSuspectYouToTheEnd()
    {
        ct::GameSetup setup;
        setup.players = 2;
        setup.seed = 11;
        setup.options = {{"dealer", "last"}};
        start("i-suspect-you", setup);
        auto* table = dynamic_cast<SuspectTable*>(scene()->decoration());
        QVERIFY(table);
        table->setChallengeWindowMs(0); // wait for the buttons
        bool suspected = false, revealed = false;
        int plays = 0;
        // The rules end every game within 1,000 plays.
        while (!controller()->isOver() && plays < 3000) {
            QTRY_VERIFY_WITH_TIMEOUT(controller()->humanToAct() || controller()->isOver(), 10000);
            if (controller()->isOver())
                break;
            const auto* game = current<ct::ISuspectYouState>();
            QVERIFY(!table->callText().isEmpty());
            if (game->phase() == ct::ISuspectYouState::Phase::Window) {
                QVERIFY(table->suspectButton()->isVisible());
                click(plays % 7 == 0 ? table->suspectButton() : table->passButton());
                suspected = suspected || plays % 7 == 0;
            } else {
                const int before = game->handSize(0);
                // Truthful when he can: the card of the rank called.
                int pick = 0;
                for (int i = 0; i < before; ++i)
                    if (scene()->cardAt("hand0", i)
                        && scene()->cardAt("hand0", i)->card().rank == game->call())
                        pick = i;
                clickCard("hand0", pick);
                QTRY_VERIFY_WITH_TIMEOUT(current<ct::ISuspectYouState>()->handSize(0) != before
                        || controller()->isOver() || current<ct::ISuspectYouState>()->toPlay() != 0,
                    5000);
            }
            ++plays;
            if (current<ct::ISuspectYouState>()->lastChallenge()
                && (table->panel()->status().contains(tr("Truthful!"))
                    || table->panel()->status().contains(tr("Caught!"))))
                revealed = true;
        }
        QVERIFY(controller()->isOver());
        QVERIFY(suspected);
        QVERIFY(revealed);
        QVERIFY(
            table->panel()->status().contains(tr("win")) || table->panel()->status().contains(tr("over")));
    }

    // The count-down passes for a player who does not answer.
    void iSuspectYouCountdownPasses()
    {
        ct::GameSetup setup;
        setup.players = 3;
        setup.seed = 5;
        setup.options = {{"dealer", "last"}};
        start("i-suspect-you", setup);
        auto* table = dynamic_cast<SuspectTable*>(scene()->decoration());
        table->setChallengeWindowMs(300);
        // In a computer's play the player is asked; left alone, he passes.
        QTRY_VERIFY_WITH_TIMEOUT(table->passButton()->isVisible() || controller()->humanToAct(), 10000);
        if (!table->passButton()->isVisible()) {
            clickCard("hand0", 0); // his own play first
            QTRY_VERIFY_WITH_TIMEOUT(table->passButton()->isVisible(), 10000);
        }
        QVERIFY(table->passButton()->text().contains("s)"));
        const int answers = int(controller()->history().size());
        QTRY_VERIFY_WITH_TIMEOUT(!table->passButton()->isVisible(), 5000);
        bool passed = false;
        const auto entries = controller()->history(answers);
        for (const auto& entry : entries)
            passed = passed || (entry.seat == 0 && entry.text == QLatin1String("pass"));
        QVERIFY(passed);
        // The log never names a card another seat laid face down.
        for (const auto& entry : controller()->history())
            if (entry.seat != 0)
                QVERIFY2(!ct::parseCard(entry.text.toStdString()).ok(), qPrintable(entry.text));
    }

    // Old Maid for two to the end: the player picks from the offered fan,
    // shuffles his hand when it is offered, and someone is the Old Maid.
    void oldMaidToTheEnd()
    {
        ct::GameSetup setup;
        setup.players = 3;
        setup.seed = 8;
        setup.options = {{"dealer", "last"}};
        start("old-maid", setup);
        auto* table = dynamic_cast<OldMaidTable*>(scene()->decoration());
        QVERIFY(table);
        int draws = 0, shuffles = 0;
        while (!controller()->isOver() && draws < 200) {
            QTRY_VERIFY_WITH_TIMEOUT(
                table->offering() || table->shuffleButton()->isEnabled() || controller()->isOver(), 15000);
            if (controller()->isOver())
                break;
            if (!table->offering()) {
                click(table->shuffleButton());
                ++shuffles;
                QTRY_VERIFY_WITH_TIMEOUT(
                    table->offering() || controller()->isOver() || !table->shuffleButton()->isEnabled(),
                    15000);
                continue;
            }
            const auto* game = current<ct::OldMaidState>();
            const QString offered = QStringLiteral("hand%1").arg(game->offerer());
            settle();
            // The offered hand lies spread wide, whatever made it the
            // player's turn (a move, a window resized, a game loaded).
            if (draws == 0)
                window->resize(1100, 760);
            settle();
            for (int i = 1; i < game->handSize(game->offerer()); ++i)
                QVERIFY(scene()->cardAt(offered, i)->pos().x() - scene()->cardAt(offered, i - 1)->pos().x()
                        >= scene()->cardSize().width() / 2);
            clickCard(offered, game->handSize(game->offerer()) - 1);
            QTRY_VERIFY_WITH_TIMEOUT(
                current<ct::OldMaidState>()->draws() > game->draws() || controller()->isOver(), 5000);
            ++draws;
        }
        QVERIFY(controller()->isOver());
        QVERIFY(draws > 0);
        const auto* game = current<ct::OldMaidState>();
        QVERIFY(game->oldMaid() != ct::kNoSeat);
        QCOMPARE(game->discards().size(), std::size_t(50));
        QVERIFY(table->panel()->status().contains(tr("Old Maid")));
        Q_UNUSED(shuffles);
    }

    // A deal of All Fours through the table: the choices as buttons, cards
    // clicked (never a dimmed one), and the score sheet's row for the deal
    // through the model, checked by QAbstractItemModelTester all along.
    void allFoursDealOnTheSheet()
    {
        ct::GameSetup setup;
        setup.players = 2;
        setup.seed = 4;
        start("all-fours", setup);
        auto* table = dynamic_cast<FoursTable*>(scene()->decoration());
        QVERIFY(table);
        QAbstractItemModelTester tester(
            table->scoreModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(table->scoreModel()->rowCount(), 0);
        QCOMPARE(
            table->scoreModel()->headerData(AllFoursScoreModel::High, Qt::Horizontal).toString(), tr("High"));
        int steps = 0;
        while (current<ct::AllFoursState>()->dealsPlayed() == 0 && !controller()->isOver() && steps < 100) {
            QTRY_VERIFY_WITH_TIMEOUT(controller()->humanToAct()
                    || current<ct::AllFoursState>()->dealsPlayed() > 0 || controller()->isOver(),
                20000);
            if (current<ct::AllFoursState>()->dealsPlayed() > 0 || controller()->isOver())
                break;
            settle();
            QPushButton* choice = nullptr;
            for (QPushButton* button : table->choiceButtons())
                if (button->isVisible() && !choice)
                    choice = button;
            const int before = int(controller()->record().actions.size());
            if (choice) {
                click(choice);
            } else {
                const auto& hand = current<ct::AllFoursState>()->hand(0);
                int pick = -1;
                for (int i = 0; i < int(hand.size()) && pick < 0; ++i)
                    if (CardItem* item = scene()->cardAt("hand0", i);
                        item && item->mark() != CardItem::Mark::Dimmed)
                        pick = i;
                QVERIFY(pick >= 0);
                // A dimmed card is refused by core: nothing happens.
                clickCard("hand0", pick);
            }
            QTRY_VERIFY_WITH_TIMEOUT(int(controller()->record().actions.size()) > before, 5000);
            ++steps;
        }
        QTRY_VERIFY_WITH_TIMEOUT(table->scoreModel()->rowCount() >= 1, 20000);
        const ct::ScoreRow& row = current<ct::AllFoursState>()->scoreSheet()->rows.front();
        AllFoursScoreModel* model = table->scoreModel();
        QCOMPARE(model->data(model->index(0, AllFoursScoreModel::Deal)).toInt(), 1);
        const QStringList sides = table->sideNames();
        for (int column : {AllFoursScoreModel::High, AllFoursScoreModel::Low, AllFoursScoreModel::Jack,
                 AllFoursScoreModel::Game}) {
            const QString what = QStringList {"", "high", "low", "jack", "game"}[column];
            const int side = AllFoursScoreModel::sideCredited(row, what);
            const QString shown = model->data(model->index(0, column)).toString();
            QCOMPARE(shown, side < 0 ? QStringLiteral("\u2013") : sides[side]);
        }
        QCOMPARE(model->data(model->index(0, AllFoursScoreModel::FirstTotal)).toInt(), row.totals[0]);
        QCOMPARE(model->data(model->index(0, AllFoursScoreModel::FirstTotal + 1)).toInt(), row.totals[1]);
        QVERIFY(!table->lastDealText().isEmpty());
        QVERIFY(table->panel()->status().contains(table->lastDealText()));
    }
};

QTEST_MAIN(ParlourPlayTest)
#include "parlour_play_test.moc"
