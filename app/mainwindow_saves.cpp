// MainWindow's part for what is kept between sessions: the autosave and
// resuming it, saved game files, and the statistics of finished games.
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QLabel>
#include <QMessageBox>
#include <QStackedWidget>

#include "engine/game.h"
#include "gamecontroller.h"
#include "gametexts.h"
#include "mainwindow.h"
#include "statisticsdialog.h"
#include "table/tableview.h"

void MainWindow::onGameOver(bool won)
{
    store_.statistics().record(controller_->statisticsKey(), controller_->finishedGame(false));
    QString error;
    if (!store_.saveStatistics(&error))
        showMessage(error);
    updateStatus();
    updateActions();
    // Table games: the score sheet's result row now, the verdict once the
    // table has shown the last of the play.
    if (const ct::State* state = controller_->state(); state && state->playerCount() > 1)
        updateDocks();
    if (won)
        showMessage(tr("You won in %n move(s).", "", controller_->moves()));
    else if (const ct::State* state = controller_->state(); state && state->outcome().why == "no-moves")
        showMessage(tr("No more moves are possible."));
    if (const ct::State* state = controller_->state(); state && state->playerCount() > 1)
        showGameOverWhenShown();
}

void MainWindow::autosave()
{
    if (!controller_->hasGame())
        return;
    if (controller_->isOver() || !controller_->started()) {
        // Nothing worth resuming: a finished game, or one not yet begun.
        if (controller_->isOver())
            store_.clearAutosave();
        return;
    }
    QString error;
    if (!store_.writeAutosave(controller_->record(), &error)) {
        if (error != lastStorageError_)
            showMessage(tr("Your game could not be saved automatically. %1").arg(error));
        lastStorageError_ = error;
    } else {
        lastStorageError_.clear();
    }
}

void MainWindow::recordAbandoned()
{
    if (!controller_->hasGame() || !controller_->started() || controller_->isOver())
        return;
    store_.statistics().record(controller_->statisticsKey(), controller_->finishedGame(true));
    QString error;
    if (!store_.saveStatistics(&error))
        showMessage(error);
    store_.clearAutosave();
}

void MainWindow::updateResumeBar()
{
    const QString path = store_.autosavePath();
    std::optional<ct::GameRecord> record;
    if (QFile::exists(path)) {
        QString problem;
        record = store_.readAutosave(&problem);
        if (!problem.isEmpty())
            showMessage(problem);
    }
    if (!record || (controller_->hasGame() && controller_->started() && !controller_->isOver())) {
        resumeBar_->hide();
        return;
    }
    resumeText_->setText(tr("Your game of %1 (deal %2, %n move(s)) is waiting.", "", int(record->actions.size()))
                             .arg(GameTexts::name(QString::fromStdString(record->gameId)))
                             .arg(record->seed ? QString::number(*record->seed) : tr("custom")));
    resumeBar_->show();
}

bool MainWindow::resumeAutosave()
{
    QString problem;
    auto record = store_.readAutosave(&problem);
    if (!record) {
        if (!problem.isEmpty())
            showMessage(problem);
        updateResumeBar();
        return false;
    }
    QString error;
    if (!controller_->loadRecord(*record, &error)) {
        showMessage(error);
        return false;
    }
    pages_->setCurrentWidget(view_);
    view_->setFocus();
    updateDocks(); // the game was shown before the table was
    setWindowTitle(tr("%1 - Card Table").arg(GameTexts::name(controller_->gameId())));
    showMessage(tr("Welcome back: your game continues where you left it."));
    updateStatus();
    updateActions();
    return true;
}

bool MainWindow::loadGameFile(const QString& path)
{
    QString error;
    auto record = GameStore::loadRecordFile(path, &error);
    if (!record) {
        // The game in progress is left exactly as it was.
        QMessageBox::warning(this, tr("Load Game"), tr("This game cannot be loaded: %1").arg(error));
        return false;
    }
    recordAbandoned();
    if (!controller_->loadRecord(*record, &error)) {
        QMessageBox::warning(this, tr("Load Game"), tr("This game cannot be loaded: %1").arg(error));
        return false;
    }
    pages_->setCurrentWidget(view_);
    view_->setFocus();
    updateDocks(); // the game was shown before the table was
    setWindowTitle(tr("%1 - Card Table").arg(GameTexts::name(controller_->gameId())));
    updateStatus();
    updateActions();
    return true;
}

bool MainWindow::saveGameFile(const QString& path)
{
    QString error;
    if (!controller_->hasGame() || !GameStore::saveRecordFile(path, controller_->record(), &error)) {
        QMessageBox::warning(this, tr("Save Game"), error.isEmpty() ? tr("There is no game to save.") : error);
        return false;
    }
    showMessage(tr("Saved to %1.").arg(QDir::toNativeSeparators(path)));
    return true;
}

void MainWindow::showStatistics()
{
    StatisticsDialog dialog(&store_, this);
    dialog.exec();
}
