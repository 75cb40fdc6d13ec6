// The trick games' table through real clicks on the view and the panels: a
// whole round of High 14, Rook for Two and Kentucky Discard against computer
// players up to the score sheet; a card refused with core's reason; the
// auction, the exchange and the discards on their panels; undo back to the
// player's decision; the computer's hint; the last trick; the set-up dialog;
// the end of a game; the score sheet as a proper item model.
#include <QtTest>

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTranslator>

#include "gamecontroller.h"
#include "gametexts.h"
#include "mainwindow.h"
#include "models/scoresheetmodel.h"
#include "table/carditem.h"
#include "table/speeds.h"
#include "table/tablescene.h"
#include "table/tableview.h"
#include "tablegames/decisionpanel.h"
#include "tablegames/gameoverdialog.h"
#include "tablegames/seatplate.h"
#include "tablegames/setupdialog.h"
#include "translations.h"
#include "tricks/high14.h"
#include "tricks/lasttrick.h"
#include "tricks/trick_state.h"
#include "tricks/trickpanels.h"

namespace {

constexpr int kWait = 60000; // generous: a loaded two-core machine

} // namespace

class TrickTableTest : public QObject {
    Q_OBJECT

    std::unique_ptr<MainWindow> window;
    int exchanges = 0;
    int discards = 0;
    int bids = 0;

    GameController* controller() { return window->controller(); }
    TableScene* scene() { return window->tableScene(); }
    QWidget* viewport() { return window->tableView()->viewport(); }
    const ct::TrickState* tricks() { return dynamic_cast<const ct::TrickState*>(controller()->state()); }

    void configure(const QString& game, int players, const ct::Options& options, const char* level)
    {
        QSettings settings;
        settings.setValue("players/" + game, players);
        settings.setValue("level/" + game, level);
        settings.remove("options/" + game);
        for (const auto& [key, value] : options)
            settings.setValue(
                "options/" + game + "/" + QString::fromStdString(key), QString::fromStdString(value));
    }

    void clickAt(QPointF scenePoint)
    {
        const QPoint at = window->tableView()->mapFromScene(scenePoint);
        QTest::mouseClick(viewport(), Qt::LeftButton, {}, at);
    }

    // The cards of the player's hand on the table, left to right.
    QList<CardItem*> hand()
    {
        QList<CardItem*> cards;
        for (int i = 0;; ++i) {
            CardItem* item = scene()->cardAt("hand0", i);
            if (!item)
                break;
            cards << item;
        }
        return cards;
    }

    QPointF pointOf(CardItem* item)
    {
        // The card's visible strip: from its left edge to the next card's.
        const QSizeF size = scene()->cardSize();
        return item->pos() + QPointF(size.width() * 0.2, size.height() * 0.5);
    }

    // Waits until the player has something to do (or the table holds a
    // round's summary, or the game is over).
    void waitForPlayer()
    {
        QTRY_VERIFY_WITH_TIMEOUT(
            (controller()->humanToAct() && !scene()->presenting() && !controller()->busy())
                || scene()->holding() || (controller()->isOver() && !scene()->presenting()),
            kWait);
        QTest::qWait(1); // the panels follow a moment later
    }

    template <typename Panel> Panel* panel()
    {
        Panel* shown = nullptr;
        [&] {
            QTRY_VERIFY_WITH_TIMEOUT((shown = qobject_cast<Panel*>(window->decisions()->current())), kWait);
        }();
        return shown;
    }

    // One decision of the player's through the interface. False at the end of
    // a round (the summary is left showing).
    bool decide()
    {
        waitForPlayer();
        if (scene()->holding() || controller()->isOver())
            return false;
        const ct::TrickState* state = tricks();
        const auto movesBefore = controller()->record().actions.size();
        switch (state->phase()) {
        case ct::TrickPhase::Bidding: {
            auto* bidding = panel<BiddingPanel>();
            // Only the bids core allows are offered.
            QList<int> offered;
            for (int i = 0; i < bidding->amounts()->count(); ++i)
                offered << bidding->amounts()->itemData(i).toInt();
            QList<int> legal;
            bool mayPass = false;
            for (const ct::Action& action : state->legalActions()) {
                if (action.kind == ct::TrickState::Bid)
                    legal << action.a;
                mayPass = mayPass || action.kind == ct::TrickState::Pass;
            }
            [&] { QCOMPARE(offered, legal); }();
            [&] { QCOMPARE(bidding->passButton()->isEnabled(), mayPass); }();
            // Bid as high as allowed: the contract is ours.
            bidding->amounts()->setCurrentIndex(bidding->amounts()->count() - 1);
            QTest::mouseClick(bidding->bidButton(), Qt::LeftButton);
            ++bids;
            break;
        }
        case ct::TrickPhase::Trump: {
            auto* trump = panel<TrumpPanel>();
            QTest::mouseClick(trump->buttons().first(), Qt::LeftButton);
            break;
        }
        case ct::TrickPhase::Exchange: {
            auto* exchange = panel<ExchangePanel>();
            [&] { QVERIFY(!exchange->exchangeButton()->isEnabled()); }();
            const QList<CardItem*> held = hand();
            clickAt(pointOf(held[0]));
            clickAt(pointOf(held[1]));
            const QString nest = QString::fromStdString(state->config().nestZone);
            clickAt(scene()->cardPoint(nest, 0));
            clickAt(scene()->cardPoint(nest, 1));
            [&] { QCOMPARE(exchange->picks().size(), 4); }();
            [&] { QVERIFY(exchange->exchangeButton()->isEnabled()); }();
            const ct::Card given = held[0]->card();
            QTest::mouseClick(exchange->exchangeButton(), Qt::LeftButton);
            // The card given now lies in the nest, out of the hand.
            const auto& now = tricks()->hand(0);
            [&] { QVERIFY(std::find(now.begin(), now.end(), given) == now.end()); }();
            ++exchanges;
            break;
        }
        case ct::TrickPhase::Discard: {
            auto* discard = panel<DiscardPanel>();
            const int count = state->config().discards - state->nestSize();
            const QList<CardItem*> held = hand();
            for (int i = 0; i < count; ++i)
                clickAt(pointOf(held[held.size() - 1 - i]));
            [&] { QCOMPARE(discard->picks().size(), count); }();
            QTest::mouseClick(discard->discardButton(), Qt::LeftButton);
            [&] { QCOMPARE(tricks()->nestSize(), state->config().discards); }();
            ++discards;
            break;
        }
        case ct::TrickPhase::Play: {
            // A lifted card (core allows it); the dimmed ones carry the reason.
            CardItem* chosen = nullptr;
            for (CardItem* item : hand())
                if (!chosen && item->mark() != CardItem::Mark::Dimmed)
                    chosen = item;
            [&] { QVERIFY(chosen); }();
            clickAt(pointOf(chosen));
            break;
        }
        default: return false;
        }
        [&] { QTRY_VERIFY_WITH_TIMEOUT(controller()->record().actions.size() > movesBefore, kWait); }();
        return true;
    }

    // How many views of the score sheet show its Bid column.
    int bidColumnShown()
    {
        int shown = 0;
        for (QTableView* view : window->findChildren<QTableView*>())
            if (view->model() == window->scoreSheetModel()
                && !view->isColumnHidden(ScoreSheetModel::kBidColumn))
                ++shown;
        return shown;
    }

    // Plays decisions until the round's summary shows; checks the sheet.
    void playRoundToTheSheet()
    {
        for (int step = 0; step < 200 && !QTest::currentTestFailed(); ++step)
            if (!decide())
                break;
        QVERIFY(scene()->holding());
        auto* summary = panel<RoundSummaryPanel>();
        QVERIFY(summary->isVisible());
        const ct::ScoreSheet* sheet = controller()->state()->scoreSheet();
        QVERIFY(sheet && !sheet->rows.empty());
        ScoreSheetModel* model = window->scoreSheetModel();
        // A row per round, and once the game is over a last row naming how it ended.
        QCOMPARE(model->rowCount(), int(sheet->rows.size()) + (model->result().isEmpty() ? 0 : 1));
        QCOMPARE(model->result().isEmpty(), !controller()->state()->isTerminal());
        // Running totals: each row's totals are the last row's plus its points,
        // in the model as in core.
        std::vector<int> running(sheet->sides.size(), 0);
        for (int row = 0; row < int(sheet->rows.size()); ++row)
            for (int side = 0; side < int(sheet->sides.size()); ++side) {
                const int points = model->index(row, ScoreSheetModel::pointsColumn(side)).data().toInt();
                const int total = model->index(row, ScoreSheetModel::totalColumn(side)).data().toInt();
                running[size_t(side)] += points;
                QCOMPARE(total, running[size_t(side)]);
                QCOMPARE(total, sheet->rows[size_t(row)].totals[size_t(side)]);
            }
        QCOMPARE(model->target(), sheet->target);
        QVERIFY(model->headerData(ScoreSheetModel::totalColumn(0), Qt::Horizontal, Qt::ToolTipRole)
                    .toString()
                    .contains(QString::number(sheet->target)));
    }

private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName("CardTableTest");
        QCoreApplication::setApplicationName("tricktable_test");
        QStandardPaths::setTestModeEnabled(true);
        QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).removeRecursively();
        QSettings().clear();
    }

    void init()
    {
        window = std::make_unique<MainWindow>();
        Speeds::setFactor(0); // after the window, which reads the setting
        window->resize(1280, 800);
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    }

    void cleanup() { window.reset(); }

    void cardCountsReadAsEnglishWhateverTheLocale()
    {
        // Without a language of ours (the C locale of a bare session, or a
        // language we have no file for) the English file still gives the
        // plural forms; French gets its own.
        for (const auto& [locale, one, many] : {std::tuple {QLocale::c(), "1 card", "14 cards"},
                 std::tuple {QLocale(QLocale::Spanish), "1 card", "14 cards"},
                 std::tuple {QLocale(QLocale::French), "1 carte", "14 cartes"}}) {
            QTranslator qtTranslator, appTranslator;
            Translations::install(locale, qtTranslator, appTranslator);
            QCOMPARE(SeatPlate::tr("%n card(s)", "", 1), QString::fromUtf8(one));
            QCOMPARE(SeatPlate::tr("%n card(s)", "", 14), QString::fromUtf8(many));
        }
        QLocale::setDefault(QLocale::c());
    }

    void aWholeRoundOfHigh14ReachesTheScoreSheet()
    {
        configure("high14", 4, {{"partnerships", "on"}}, "basic");
        QVERIFY(window->startGame("high14", 11));
        QAbstractItemModelTester tester(
            window->scoreSheetModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        // Plates: names, the dealer button, the partnership marks.
        QTRY_VERIFY_WITH_TIMEOUT(scene()->seatPlate(3), kWait);
        QCOMPARE(scene()->seatPlate(0)->info().name, GameTexts::seatName(0, 4));
        QCOMPARE(scene()->seatPlate(2)->info().team, scene()->seatPlate(0)->info().team);
        QVERIFY(scene()->seatPlate(1)->info().team != scene()->seatPlate(0)->info().team);
        QCOMPARE(scene()->seatPlate(tricks()->dealer())->info().dealer, true);
        playRoundToTheSheet();
        // Every card played is named in the play so far, the last card of
        // each trick too (it is swept face down at once, but all saw it).
        const auto entries = controller()->history();
        QCOMPARE(int(entries.size()), int(controller()->record().actions.size()));
        for (const auto& entry : entries)
            QVERIFY2(ct::parseCard(entry.text.toStdString()).ok(), qPrintable(entry.text));
        // High 14 has no auction: no view of the sheet shows a Bid column.
        QVERIFY(bidColumnShown() == 0);
        QTest::mouseClick(panel<RoundSummaryPanel>()->continueButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!scene()->holding(), kWait);
        QCOMPARE(tricks()->round(), 2);
    }

    void aWholeRoundOfRookForTwoWithTheExchange()
    {
        configure("rook-for-two", 2, {}, "basic");
        QVERIFY(window->startGame("rook-for-two", 5));
        QAbstractItemModelTester tester(
            window->scoreSheetModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        // The Dummy: a face-down pile with its caption.
        QTRY_VERIFY_WITH_TIMEOUT(scene()->cardAt("dummy", 0), kWait);
        QVERIFY(!scene()->cardAt("dummy", 12)->faceUp());
        exchanges = 0;
        playRoundToTheSheet();
        QCOMPARE(exchanges, 1);
    }

    void aWholeRoundOfKentuckyDiscardWithTheDiscards()
    {
        configure("kentucky-discard", 4, {}, "basic");
        QVERIFY(window->startGame("kentucky-discard", 4));
        QAbstractItemModelTester tester(
            window->scoreSheetModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        bids = discards = 0;
        playRoundToTheSheet();
        QVERIFY(bids >= 1);
        QCOMPARE(discards, 1);
        // The dock and the round's summary both show the bid.
        QCOMPARE(bidColumnShown(), 2);
        // The sheet names the contract and whether it was made.
        const ct::ScoreRow& row = controller()->state()->scoreSheet()->rows.back();
        const QString result = window->scoreSheetModel()->index(0, 2).data().toString();
        QCOMPARE(result, row.made ? ScoreSheetModel::tr("made") : ScoreSheetModel::tr("set"));
    }

    void anIllegalCardIsRefusedWithTheReason()
    {
        configure("high14", 4, {}, "basic");
        // Play until the player must follow and holds a card that does not.
        for (std::uint32_t seed = 1; seed < 40; ++seed) {
            QVERIFY(window->startGame("high14", seed));
            waitForPlayer();
            CardItem* dimmed = nullptr;
            for (CardItem* item : hand())
                if (!dimmed && item->mark() == CardItem::Mark::Dimmed)
                    dimmed = item;
            if (!dimmed)
                continue;
            const QString reason = scene()->refusalFor("hand0", dimmed->card());
            QVERIFY(reason.startsWith(GameTexts::tr("You must follow %1.").section(' ', 0, 2)));
            QCOMPARE(dimmed->toolTip(), reason);
            const auto before = controller()->record().actions.size();
            clickAt(pointOf(dimmed));
            QCOMPARE(window->statusBar()->currentMessage(), reason);
            QCOMPARE(controller()->record().actions.size(), before);
            QCOMPARE(controller()->state()->currentPlayer(), 0);
            return;
        }
        QFAIL("no deal had a card to refuse");
    }

    void undoGoesBackToThePlayersDecision()
    {
        configure("high14", 4, {}, "basic");
        QVERIFY(window->startGame("high14", 3));
        waitForPlayer();
        const std::size_t held = tricks()->hand(0).size();
        QVERIFY(decide());
        waitForPlayer();
        QVERIFY(tricks()->hand(0).size() == held - 1);
        QVERIFY(controller()->canUndo());
        window->action("undo")->trigger();
        QCOMPARE(controller()->state()->currentPlayer(), 0);
        QCOMPARE(tricks()->hand(0).size(), held);
        QVERIFY(controller()->finishedGame(false).assisted);
        // A saved game resumed undoes the same way.
        QVERIFY(decide());
        waitForPlayer();
        const ct::GameRecord record = controller()->record();
        QVERIFY(controller()->loadRecord(record));
        window->action("undo")->trigger();
        QCOMPARE(controller()->state()->currentPlayer(), 0);
        QCOMPARE(tricks()->hand(0).size(), held);
    }

    void computerPlayersThinkVisiblyAndUndoCancelsThem()
    {
        configure("high14", 3, {}, "strong");
        Speeds::setFactor(0.05);
        QVERIFY(window->startGame("high14", 8));
        // The strongest players search for a while: the plate says so.
        QTRY_VERIFY_WITH_TIMEOUT(controller()->computerThinking() || controller()->humanToAct(), kWait);
        if (controller()->humanToAct()) {
            waitForPlayer();
            QVERIFY(decide());
        }
        QTRY_VERIFY_WITH_TIMEOUT(controller()->computerThinking(), kWait);
        const int seat = controller()->state()->currentPlayer();
        QTRY_VERIFY_WITH_TIMEOUT(scene()->seatPlate(seat)->info().thinking, kWait);
        if (controller()->canUndo()) {
            window->action("undo")->trigger();
            QVERIFY(!controller()->computerThinking());
            QCOMPARE(controller()->state()->currentPlayer(), 0);
        }
        // A new game cancels a search too.
        QVERIFY(window->startGame("high14", 9));
        QTRY_VERIFY_WITH_TIMEOUT(!scene()->presenting(), kWait);
    }

    void theHintNamesTheStrongestPlayersCard()
    {
        configure("high14", 4, {}, "basic");
        QVERIFY(window->startGame("high14", 3));
        waitForPlayer();
        QSignalSpy ready(controller(), &GameController::computerHintReady);
        window->action("hint")->trigger();
        QVERIFY(ready.wait(kWait));
        const auto action = ready.first().first().value<ct::Action>();
        QVERIFY(controller()->state()->check(action).legal());
        const QString expected = TrickPanels::hintText(*controller()->state(), action);
        QVERIFY(expected.contains(GameTexts::cardName(action.cards.at(0))));
        QCOMPARE(window->statusBar()->currentMessage(), expected);
        QVERIFY(controller()->usedHint());
    }

    void theLastTrickCanBeReviewed()
    {
        configure("high14", 4, {}, "basic");
        QVERIFY(window->startGame("high14", 6));
        while (tricks()->completedTricks().empty())
            QVERIFY(decide());
        waitForPlayer();
        window->action("lastTrick")->trigger();
        QVERIFY(window->lastTrickDialog()->isVisible());
        const ct::Trick& trick = tricks()->completedTricks().back();
        QVERIFY(window->lastTrickDialog()->summary().contains(GameTexts::seatName(trick.winner, 4)));
    }

    void theSetupDialogOffersTheGamesPlayersAndOptions()
    {
        window->showSetupDialog("high14");
        SetupDialog* dialog = nullptr;
        QTRY_VERIFY((dialog = window->findChild<SetupDialog*>()));
        QList<int> counts;
        for (int i = 0; i < dialog->playersBox()->count(); ++i)
            counts << dialog->playersBox()->itemData(i).toInt();
        QCOMPARE(counts, (QList<int> {3, 4, 5, 6}));
        dialog->playersBox()->setCurrentIndex(dialog->playersBox()->findData(6));
        QComboBox* partners = dialog->optionBox("partnerships");
        QVERIFY(partners);
        partners->setCurrentIndex(partners->findData("on"));
        QComboBox* target = dialog->optionBox("target");
        QVERIFY(target);
        target->setCurrentIndex(target->findData("150"));
        dialog->levelBox()->setCurrentIndex(dialog->levelBox()->findData("random"));
        dialog->accept();
        QTRY_COMPARE(controller()->gameId(), QString("high14"));
        QCOMPARE(controller()->state()->playerCount(), 6);
        QCOMPARE(controller()->state()->scoreSheet()->target, 150);
        QCOMPARE(controller()->computerLevel(), ct::Level::Random);
        QTRY_VERIFY_WITH_TIMEOUT(scene()->seatPlate(5), kWait);
        QCOMPARE(scene()->seatPlate(1)->info().team, scene()->seatPlate(3)->info().team);
        QVERIFY(scene()->seatPlate(1)->info().team != scene()->seatPlate(0)->info().team);
        // Rook for Two seats two players only.
        window->showSetupDialog("rook-for-two");
        SetupDialog* two = nullptr;
        QTRY_VERIFY((two = [&] {
            for (SetupDialog* d : window->findChildren<SetupDialog*>())
                if (d->isVisible() && d->playersBox()->count() == 1)
                    return d;
            return static_cast<SetupDialog*>(nullptr);
        }()));
        QVERIFY(!two->playersBox()->isEnabled());
        two->reject();
    }

    void aGameEndsWithItsWinnerAndOffersANewOne()
    {
        // The dialog names the side that reached the target.
        auto state = ct::findGame("high14")->start({4, {{"partnerships", "on"}}, 3u, std::nullopt});
        QVERIFY(state.ok());
        auto& tricksState = dynamic_cast<ct::TrickState&>(**state);
        tricksState.arrangeTotals({120, 260});
        QVERIFY((*state)->isTerminal());
        GameOverDialog dialog(**state);
        QCOMPARE(dialog.headline(),
            GameOverDialog::tr("%1 won.").arg(
                GameTexts::seatName(1, 4) + GameOverDialog::tr(" & ") + GameTexts::seatName(3, 4)));
        tricksState.arrangeTotals({300, 260});
        GameOverDialog won(**state);
        QCOMPARE(won.headline(), GameOverDialog::tr("You and %1 won!").arg(GameTexts::seatName(2, 4)));

        // Through the table: a short game played to its end.
        configure("high14", 4, {{"partnerships", "on"}, {"target", "150"}}, "random");
        QVERIFY(window->startGame("high14", 21));
        GameOverDialog* shown = nullptr;
        for (int round = 0; round < 12 && !shown; ++round) {
            playRoundToTheSheet();
            QTest::mouseClick(panel<RoundSummaryPanel>()->continueButton(), Qt::LeftButton);
            QTRY_VERIFY_WITH_TIMEOUT(!scene()->holding(), kWait);
            if (controller()->isOver())
                QTRY_VERIFY_WITH_TIMEOUT((shown = window->findChild<GameOverDialog*>()), kWait);
        }
        QVERIFY(shown);
        QCOMPARE(shown->headline(), GameOverDialog::winnerText(*controller()->state()));
        QTest::mouseClick(shown->newGameButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!controller()->isOver(), kWait);
        QCOMPARE(tricks()->round(), 1);
    }
};

QTEST_MAIN(TrickTableTest)
#include "tricktable_test.moc"
