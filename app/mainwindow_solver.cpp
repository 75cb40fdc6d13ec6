// The main window's solver commands: the verdict in the status bar, Demo,
// Undo to Last Winnable Position and the search for a winnable deal. The
// solving itself is core's, run by SolverWatch.
#include "mainwindow.h"

#include <QAction>
#include <QFutureWatcher>
#include <QLabel>
#include <QRandomGenerator>
#include <QtConcurrent>

#include "gamecontroller.h"
#include "solverwatch.h"
#include "table/speeds.h"
#include "table/tablescene.h"

void MainWindow::updateSolverLabel()
{
    const bool playing = isShowingTable() && controller_->hasGame();
    const SolverWatch::Verdict verdict = playing ? solver_->verdict() : SolverWatch::Verdict::Off;
    solverLabel_->setText(SolverWatch::text(verdict));
    solverLabel_->setVisible(verdict != SolverWatch::Verdict::Off);
}

void MainWindow::startDemo(bool on)
{
    const bool was = demo_;
    demo_ = on && controller_->patience() && !controller_->isOver() && solver_->isEnabled();
    actions_["demo"]->setChecked(demo_);
    if (!demo_) {
        demoTimer_.stop();
        if (was)
            showMessage(tr("The demo has stopped."));
        return;
    }
    controller_->noteAssisted();
    showMessage(tr("Demo: the solver plays on from here. Press D to stop it."));
    demoStep();
}

void MainWindow::demoStep()
{
    if (!demo_)
        return;
    if (!controller_->patience() || controller_->isOver()) {
        startDemo(false);
        return;
    }
    if (controller_->busy()) {
        demoTimer_.start(50); // automatic moves first
        return;
    }
    switch (solver_->verdict()) {
    case SolverWatch::Verdict::Thinking:
        return; // the verdict calls again
    case SolverWatch::Verdict::Winnable:
        if (auto move = solver_->nextMove()) {
            scene_->showHint(*move);
            controller_->playAction(*move);
            return;
        }
        break;
    default:
        break;
    }
    startDemo(false);
    showMessage(tr("The solver has no winning line from here; the demo has stopped."));
}

int MainWindow::stepsToLastWinnable() const
{
    if (!controller_->patience() || solver_->verdict() == SolverWatch::Verdict::Winnable)
        return 0;
    for (int steps = 1; steps <= controller_->undoableSteps(); ++steps)
        if (const ct::State* earlier = controller_->positionStepsBack(steps);
            earlier && solver_->known(*earlier) == ct::SolveStatus::Won)
            return steps;
    return 0;
}

void MainWindow::stopDealSearch()
{
    if (dealSearchStop_)
        *dealSearchStop_ = true;
    dealSearchStop_.reset();
    dealSearch_ = nullptr; // its watcher deletes itself when the search returns
}

void MainWindow::startWinnableGame(const QString& gameId)
{
    const ct::Game* game = ct::findGame(gameId.toStdString());
    if (!game)
        return;
    stopDealSearch();
    startDemo(false);
    const ct::Options options = savedOptions(gameId);
    auto stop = std::make_shared<std::atomic<bool>>(false);
    dealSearchStop_ = stop;
    struct Found {
        qint64 seed = -1;
        quint64 states = 0;
        int tried = 0;
    };
    auto* watcher = new QFutureWatcher<Found>(this);
    dealSearch_ = watcher;
    const quint32 first = QRandomGenerator::global()->generate();
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, gameId, stop] {
        watcher->deleteLater();
        if (dealSearch_ != watcher || *stop)
            return;
        dealSearch_ = nullptr;
        dealSearchStop_.reset();
        const Found found = watcher->result();
        if (found.seed < 0) {
            startGame(gameId, QRandomGenerator::global()->generate());
            showMessage(tr("No winnable deal turned up in %n tries; this deal has not been checked.", "", found.tried));
            return;
        }
        const QString difficulty = SolverWatch::difficulty(found.states);
        startGame(gameId, quint32(found.seed));
        difficulty_ = difficulty;
        updateStatus();
        showMessage(tr("Deal %1 can be won; difficulty: %2.").arg(found.seed).arg(difficulty));
    });
    watcher->setFuture(QtConcurrent::run([game, options, first, stop]() -> Found {
        Found found;
        for (quint32 i = 0; i < 100 && !*stop; ++i) {
            ct::GameSetup setup;
            setup.seed = first + i * 7919u;
            setup.options = options;
            ct::SolveLimits limits;
            limits.maxMillis = 2000;
            limits.cancel = stop.get();
            ++found.tried;
            auto result = ct::solveDeal(*game, setup, limits);
            if (result.ok() && result->status == ct::SolveStatus::Won) {
                found.seed = *setup.seed;
                found.states = result->states;
                break;
            }
        }
        return found;
    }));
    showMessage(tr("Looking for a winnable deal..."));
}
