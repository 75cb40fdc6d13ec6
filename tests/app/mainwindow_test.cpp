// The main window opens with the list of every registered game, starts a
// game from it, and closes cleanly.
#include <QtTest>

#include <QStandardPaths>

#include <QAbstractItemModelTester>
#include <QLineEdit>
#include <QListView>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>
#include <QMenu>
#include <QLabel>
#include <QGraphicsItem>

#include "cards/deck.h"
#include "engine/game.h"
#include "engine/record.h"
#include "gamechooser.h"
#include "deck/decktheme.h"
#include "gamecontroller.h"
#include "gametexts.h"
#include "mainwindow.h"
#include "models/statisticsmodel.h"
#include "patience/patience.h"
#include "storage.h"
#include "table/speeds.h"
#include "table/tablescene.h"

class MainWindowTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName("CardTableTest");
        QCoreApplication::setApplicationName("mainwindow_test");
        QStandardPaths::setTestModeEnabled(true);
        QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).removeRecursively();
    }

    void saveAndLoadKeepTheHistory()
    {
        Speeds::setFactor(0);
        QTemporaryDir dir;
        MainWindow window;
        window.show();
        QVERIFY(window.startGame("klondike", 4));
        window.controller()->setAutoMoves(false);
        QVERIFY(window.controller()->activate("stock", 0));
        QVERIFY(window.controller()->activate("stock", 0));
        const std::string position = window.controller()->state()->fingerprint();
        const QString path = dir.path() + "/game.cardtable";
        QVERIFY(window.saveGameFile(path));
        QVERIFY(window.startGame("la-belle-lucie", 1));
        QVERIFY(window.loadGameFile(path));
        QCOMPARE(window.controller()->gameId(), QString("klondike"));
        QCOMPARE(window.controller()->state()->fingerprint(), position);
        QVERIFY(window.controller()->canUndo());
        window.controller()->undo();
        QCOMPARE(window.controller()->patience()->piles()[1].size(), size_t(1));
    }

    // A game's own actions appear as buttons named by their cards, never by
    // pile ids; many of one kind share a menu; pressing one plays it.
    void gameActionButtonsNameTheirCards()
    {
        Speeds::setFactor(0);
        MainWindow window;
        window.show();
        QVERIFY(window.startGame("the-fifteen", 4));
        window.controller()->setAutoMoves(false);
        QList<QAction*> actions;
        for (QAction* act : window.findChildren<QAction*>())
            if (act->objectName().startsWith("game:relief") && !act->text().isEmpty())
                actions << act;
        QVERIFY(!actions.isEmpty());
        const QRegularExpression rawId("\\b[a-z]+\\d+\\b");
        for (QAction* act : actions) {
            QVERIFY2(!rawId.match(act->text()).hasMatch(), qPrintable(act->text()));
            QVERIFY2(act->text().contains(QChar(0x2660)) || act->text().contains(QChar(0x2663)) ||
                         act->text().contains(QChar(0x2665)) || act->text().contains(QChar(0x2666)),
                     qPrintable(act->text()));
        }
        QAction* group = window.findChild<QAction*>("game-group:relief");
        if (actions.size() > 3)
            QVERIFY(group && group->menu());
        // The keyboard reaches them through the Move menu.
        QAction* inMenu = group ? group : actions.first();
        bool listed = false;
        for (QObject* owner : inMenu->associatedObjects())
            if (auto* menu = qobject_cast<QMenu*>(owner); menu && menu->title() == MainWindow::tr("&Move"))
                listed = true;
        QVERIFY(listed);
        const int home = window.controller()->patience()->cardsHome();
        actions.first()->trigger();
        QVERIFY(window.controller()->patience()->cardsHome() > home);
    }

    // Every patience game through the window: the hint is a legal move,
    // undo and redo restore the positions exactly, and when the game says
    // it is over it says so once, as a loss unless it was won.
    void everyPatienceGameHintsUndoesAndEndsHonestly()
    {
        Speeds::setFactor(0);
        MainWindow window;
        window.show();
        for (const ct::Game* game : ct::allGames()) {
            if (game->family() != ct::Family::Patience)
                continue;
            const QString id = QString::fromStdString(game->id());
            QVERIFY2(window.startGame(id, 4), qPrintable(id));
            GameController* controller = window.controller();
            controller->setAutoMoves(false);
            const std::string start = controller->state()->fingerprint();
            const auto hint = controller->hint();
            QVERIFY2(hint, qPrintable(id + ": no hint on the opening position"));
            QVERIFY2(controller->state()->check(*hint).legal(), qPrintable(id));
            QVERIFY2(controller->playAction(*hint), qPrintable(id));
            const std::string after = controller->state()->fingerprint();
            QVERIFY(after != start);
            controller->undo();
            QCOMPARE(controller->state()->fingerprint(), start);
            controller->redo();
            QCOMPARE(controller->state()->fingerprint(), after);
            // Play on by the hints to the end of the game.
            QSignalSpy over(controller, &GameController::gameOver);
            for (int moves = 0; moves < 300 && !controller->state()->isTerminal(); ++moves) {
                const auto next = controller->hint();
                if (!next)
                    break;
                controller->playAction(*next);
            }
            if (controller->state()->isTerminal() && !controller->patience()->resigned() &&
                controller->state()->outcome().result != ct::Result::Won) {
                QVERIFY2(!over.isEmpty() && !over.last().at(0).toBool(), qPrintable(id + ": no game-over signal"));
            }
        }
    }

    // Every pile of every patience game has a name a player can read (the
    // status bar, tooltips and screen readers use it), never its raw id.
    void everyPatiencePileHasAName()
    {
        for (const ct::Game* game : ct::allGames()) {
            if (game->family() != ct::Family::Patience)
                continue;
            ct::GameSetup setup;
            setup.seed = 4;
            auto state = game->start(setup);
            QVERIFY(state);
            const QString id = QString::fromStdString(game->id());
            for (const ct::Zone& zone : (*state)->zones()) {
                const QString pile = QString::fromStdString(zone.id);
                const QString name = GameTexts::pileName(id, pile);
                // Ids that are plain English words are their own name.
                const bool word = pile == "stock" || pile == "waste" || pile == "pack";
                QVERIFY2(!name.isEmpty() && (word || name != pile), qPrintable(id + ": " + pile));
            }
        }
    }

    // Cards of a second (or fourth) pack are told apart in the record
    // ("QH#2") but never on screen: no text the window shows while a game of
    // two or four packs is played carries the pack mark.
    void packMarksStayInTheRecord()
    {
        Speeds::setFactor(0);
        // The texts are what this test reads: the solver searching after
        // every move would only slow it down on a loaded machine.
        QSettings().setValue(QStringLiteral("solver/enabled"), false);
        const auto solverBackOn = qScopeGuard([] { QSettings().remove(QStringLiteral("solver/enabled")); });
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        int severalPackGames = 0;
        for (const ct::Game* game : ct::allGames()) {
            if (game->family() != ct::Family::Patience)
                continue;
            const QString id = QString::fromStdString(game->id());
            const auto options = game->resolveOptions({});
            QVERIFY2(options, qPrintable(id));
            const std::vector<ct::Card> deck = game->deck(*options, 1);
            const bool severalPacks =
                std::any_of(deck.begin(), deck.end(), [](const ct::Card& c) { return c.pack > 0; });
            if (!severalPacks)
                continue;
            ++severalPackGames;
            QVERIFY2(window.startGame(id, 1), qPrintable(id));
            GameController* controller = window.controller();
            controller->setAutoMoves(false);
            ct::GameSetup setup;
            setup.deal = ct::shuffledDeck(deck, 7);
            QString error;
            QVERIFY2(controller->newGame(id, setup, &error), qPrintable(id + ": " + error));

            auto screenTexts = [&] {
                QStringList texts;
                for (QAction* action : window.findChildren<QAction*>())
                    texts << action->text() << action->toolTip() << action->statusTip();
                for (QLabel* label : window.findChildren<QLabel*>())
                    texts << label->text();
                texts << window.statusBar()->currentMessage() << window.tableScene()->bannerText();
                for (QGraphicsItem* item : window.tableScene()->items())
                    texts << item->toolTip();
                for (const auto& entry : controller->history())
                    texts << entry.text;
                return texts;
            };
            for (int moves = 0; moves < 25 && !controller->state()->isTerminal(); ++moves) {
                const auto hint = controller->hint();
                if (!hint)
                    break;
                QVERIFY2(!controller->describeAction(*hint).contains(u'#'),
                         qPrintable(id + ": " + controller->describeAction(*hint)));
                QVERIFY(controller->playAction(*hint));
                QCoreApplication::processEvents();
                for (const QString& text : screenTexts())
                    QVERIFY2(!text.contains(u'#'), qPrintable(id + " shows: " + text));
            }
            const std::string record = ct::formatRecord(controller->record());
            QVERIFY2(record.find("#2") != std::string::npos, qPrintable(id + ": " + QString::fromStdString(record)));
        }
        QVERIFY(severalPackGames >= 2); // The Clock's two packs and Empress of India's four, at least
    }

    // View > Colours switches to a dark or light palette and back to the
    // system's at once, and remembers the choice.
    void darkAndLightPalettes()
    {
        MainWindow window;
        window.show();
        const QColor system = QApplication::palette().color(QPalette::Window);
        QAction* dark = window.findChild<QAction*>("palette:dark");
        QVERIFY(dark);
        dark->trigger();
        QVERIFY(QApplication::palette().color(QPalette::Window).lightness() < 80);
        QVERIFY(QApplication::palette().color(QPalette::WindowText).lightness() > 200);
        QCOMPARE(QSettings().value("palette").toString(), QString("dark"));
        window.findChild<QAction*>("palette:light")->trigger();
        QVERIFY(QApplication::palette().color(QPalette::Window).lightness() > 180);
        window.findChild<QAction*>("palette:system")->trigger();
        QCOMPARE(QApplication::palette().color(QPalette::Window), system);
    }

    // The colour-blind shapes on the Rook cards can be turned off and on
    // again; the choice changes the card images and is remembered.
    void rookShapesCanBeTurnedOff()
    {
        MainWindow window;
        window.show();
        DeckTheme* deck = window.deck();
        deck->setCardWidth(120, 1);
        QAction* marks = window.findChild<QAction*>("rookMarks");
        QVERIFY(marks && marks->isChecked() && deck->rookMarks());
        const ct::Card yellow5{ct::Suit::Yellow, 5, 0};
        const QImage with = deck->face(yellow5).toImage();
        marks->trigger();
        QVERIFY(!deck->rookMarks());
        QCOMPARE(QSettings().value("rookMarks").toBool(), false);
        const QImage without = deck->face(yellow5).toImage();
        QCOMPARE(with.size(), without.size());
        QVERIFY(with != without);
        marks->trigger();
        QVERIFY(deck->rookMarks());
        QCOMPARE(deck->face(yellow5).toImage(), with);
    }

    // A data directory that cannot be written (here a file stands where it
    // should be) costs the autosave only: the player is told, and plays on.
    void unwritableDataDirectoryIsReportedAndPlayGoesOn()
    {
        Speeds::setFactor(0);
        const QString data = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
        QDir(data).removeRecursively();
        QDir().mkpath(QFileInfo(data).path());
        {
            QFile blocker(data);
            QVERIFY(blocker.open(QIODevice::WriteOnly));
            blocker.write("not a directory");
        }
        {
            MainWindow window;
            window.show();
            QVERIFY(window.startGame("klondike", 4));
            window.controller()->setAutoMoves(false);
            QVERIFY(window.controller()->activate("stock", 0));
            QTRY_VERIFY(window.statusBar()->currentMessage().contains(
                MainWindow::tr("Your game could not be saved automatically. %1").section("%1", 0, 0).trimmed()));
            QVERIFY(window.controller()->activate("stock", 0));
            QCOMPARE(window.controller()->moves(), 2);
        }
        QFile::remove(data);
    }

    // Settings that cannot be read give a plain message and the defaults.
    void unreadableSettingsAreReportedAndDefaultsUsed()
    {
        QTemporaryDir dir;
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, dir.path());
        const QString file = QSettings().fileName();
        QVERIFY(file.startsWith(dir.path()));
        QDir().mkpath(file); // a directory where the file should be: unreadable
        {
            MainWindow window;
            window.show();
            QVERIFY2(!window.settingsProblem().isEmpty(), qPrintable(file));
            QTRY_VERIFY(window.statusBar()->currentMessage().contains(QDir::toNativeSeparators(file)));
            QVERIFY(window.startGame("la-belle-lucie", 2));
        }
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope,
                           QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation));
    }

    void theZodiacShowsItsPhase()
    {
        Speeds::setFactor(0);
        MainWindow window;
        window.show();
        QVERIFY(window.startGame("the-zodiac", 4));
        bool shown = false;
        for (QLabel* label : window.statusBar()->findChildren<QLabel*>())
            shown = shown || label->text() == GameTexts::phaseName("placing");
        QVERIFY(shown);
    }

    void badFilesAreRefusedAndTheGameIsUntouched_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::newRow("corrupt") << QByteArray("cardtable-record 1\ngame klondike\nseed 1\naction move t9 f0\nend\n");
        QTest::newRow("truncated") << QByteArray("cardtable-record 1\ngame klondike\nseed 1\naction stock\n");
        QTest::newRow("binary") << QByteArray("\x7f" "ELF\x02\x01\x01\x00\x00\x00", 10);
        QTest::newRow("newer") << QByteArray("cardtable-record 99\ngame klondike\nend\n");
        QTest::newRow("oversized") << QByteArray(17 << 20, '#');
    }

    void badFilesAreRefusedAndTheGameIsUntouched()
    {
        QFETCH(QByteArray, content);
        Speeds::setFactor(0);
        QTemporaryDir dir;
        const QString path = dir.path() + "/bad.cardtable";
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(content);
        file.close();
        MainWindow window;
        window.show();
        QVERIFY(window.startGame("klondike", 9));
        window.controller()->setAutoMoves(false);
        window.controller()->activate("stock", 0);
        const std::string position = window.controller()->state()->fingerprint();
        QString shown;
        QTimer::singleShot(0, [&shown] {
            if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
                shown = box->text();
                box->close();
            }
        });
        QVERIFY(!window.loadGameFile(path));
        QVERIFY2(shown.contains("cannot be loaded"), qPrintable(shown));
        QCOMPARE(window.controller()->state()->fingerprint(), position);
        QVERIFY(QFile::exists(path)); // nothing deleted
    }

    void statisticsCountAbandonedGamesAsLost()
    {
        Speeds::setFactor(0);
        MainWindow window;
        window.show();
        window.store()->statistics().resetAll();
        QVERIFY(window.startGame("klondike", 2));
        window.controller()->activate("stock", 0);
        QVERIFY(window.startGame("klondike", 3)); // abandons the first
        const ct::GameStatistics s = window.store()->statistics().get("klondike");
        QCOMPARE(s.played, 1);
        QCOMPARE(s.lost, 1);
        QCOMPARE(s.abandoned, 1);
        // A game not begun is not counted.
        QVERIFY(window.startGame("klondike", 4));
        QCOMPARE(window.store()->statistics().get("klondike").played, 1);
        // The book survives a restart of the window.
        MainWindow later;
        QCOMPARE(later.store()->statistics().get("klondike").played, 1);
    }

    void statisticsModelIsAProperModel()
    {
        ct::StatisticsBook book;
        book.record("klondike", {ct::Result::Won, false, false, 61000, 90});
        book.record("klondike draw=3", {ct::Result::Lost});
        book.record("the-clock", {ct::Result::Won});
        StatisticsModel model(&book);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.index(0, StatisticsModel::GameColumn).data().toString(), QString("Klondike"));
        QCOMPARE(model.index(1, StatisticsModel::GameColumn).data().toString(), QString("Klondike (draw=3)"));
        QCOMPARE(model.index(0, StatisticsModel::BestTimeColumn).data().toString(), QString("1:01"));
        QCOMPARE(model.index(0, StatisticsModel::WinRateColumn).data().toString(), QString("100.0%"));
        model.resetRow(1);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(book.entries().size(), size_t(2));
    }

    void resumeOfferOnTheStartPage()
    {
        Speeds::setFactor(0);
        {
            MainWindow window;
            window.show();
            QVERIFY(window.startGame("la-belle-lucie", 12));
            window.controller()->setAutoMoves(false);
            QVERIFY(window.controller()->redeal());
        }
        MainWindow window;
        window.show();
        auto* resume = window.findChild<QPushButton*>("resumeButton");
        QVERIFY(resume && resume->isVisible());
        QTest::mouseClick(resume, Qt::LeftButton);
        QVERIFY(window.isShowingTable());
        QCOMPARE(window.controller()->gameId(), QString("la-belle-lucie"));
        QCOMPARE(window.controller()->patience()->redealsLeft(), 1);
    }

    void opensWithEveryGameListed()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(!window.isShowingTable());
        QListView* list = window.startPage()->list();
        QCOMPARE(list->model()->rowCount(), int(ct::allGames().size()));
        QStringList names;
        for (int row = 0; row < list->model()->rowCount(); ++row)
            names << list->model()->index(row, 0).data().toString();
        QVERIFY(names.contains("Klondike"));
        QVERIFY(names.contains("La Belle Lucie"));
        QVERIFY(names.contains("The Clock"));
        QVERIFY(window.close());
    }

    void searchFiltersTheList()
    {
        MainWindow window;
        window.show();
        QTest::keyClicks(window.startPage()->searchField(), "lucie");
        QCOMPARE(window.startPage()->list()->model()->rowCount(), 1);
        QCOMPARE(window.startPage()->currentGameId(), QString("la-belle-lucie"));
    }

    void startsAGameFromTheList()
    {
        Speeds::setFactor(0);
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.startPage()->selectGame("klondike");
        QListView* list = window.startPage()->list();
        QTest::keyClick(list, Qt::Key_Return);
        QTRY_VERIFY(window.isShowingTable());
        QCOMPARE(window.controller()->gameId(), QString("klondike"));
        QVERIFY(window.controller()->state() != nullptr);
    }

    void unknownGameIsRefused()
    {
        MainWindow window;
        QVERIFY(!window.startGame("no-such-game"));
        QVERIFY(!window.isShowingTable());
    }

    void previewsRender()
    {
        for (const ct::Game* game : ct::allGames()) {
            const QPixmap picture = GameChooser::preview(QString::fromStdString(game->id()), QSize(200, 125));
            QCOMPARE(picture.size(), QSize(200, 125));
            // Something was drawn: the image is not one flat colour.
            const QImage image = picture.toImage();
            QVERIFY(image.pixel(100, 62) != image.pixel(2, 2) || image.pixel(50, 30) != image.pixel(2, 2));
        }
    }
};

QTEST_MAIN(MainWindowTest)
#include "mainwindow_test.moc"
