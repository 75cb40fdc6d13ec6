// The main window opens with the list of every registered game, starts a
// game from it, and closes cleanly.
#include <QtTest>

#include <QLineEdit>
#include <QListView>

#include "engine/game.h"
#include "gamechooser.h"
#include "gamecontroller.h"
#include "mainwindow.h"
#include "table/speeds.h"

class MainWindowTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName("CardTableTest");
        QCoreApplication::setApplicationName("mainwindow_test");
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
