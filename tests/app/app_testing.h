// Shared pieces of the app's GUI tests: a fresh main window on a clean
// profile, waiting for the table to settle, and a drag made of real mouse
// events on the view's viewport.
#pragma once

#include <QtTest>

#include <QStandardPaths>

#include <memory>

#include "mainwindow.h"
#include "table/speeds.h"
#include "table/tablescene.h"
#include "table/tableview.h"

namespace apptest {

// For initTestCase(): settings and saved data of this test only, emptied.
inline void useCleanProfile(const char* testName)
{
    QCoreApplication::setOrganizationName("CardTableTest");
    QCoreApplication::setApplicationName(testName);
    QStandardPaths::setTestModeEnabled(true);
    QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).removeRecursively();
}

// For init(): a shown 1280x800 main window, animations off.
inline std::unique_ptr<MainWindow> openWindow()
{
    Speeds::setFactor(0);
    auto window = std::make_unique<MainWindow>();
    window->resize(1280, 800);
    window->show();
    if (!QTest::qWaitForWindowExposed(window.get()))
        qWarning("the main window was not exposed");
    return window;
}

// Until no card is moving.
inline void settle(TableScene* scene)
{
    QTRY_COMPARE(scene->runningAnimations(), 0);
    QTest::qWait(1);
}

// Press at `from`, move in steps, release at `to` (scene coordinates).
inline void drag(TableView* view, QPointF from, QPointF to)
{
    QWidget* viewport = view->viewport();
    QTest::mousePress(viewport, Qt::LeftButton, {}, view->mapFromScene(from));
    const int steps = 8;
    for (int i = 1; i <= steps; ++i)
        QTest::mouseMove(viewport, view->mapFromScene(from + (to - from) * i / steps));
    QTest::mouseRelease(viewport, Qt::LeftButton, {}, view->mapFromScene(to));
    settle(view->table());
}

} // namespace apptest
