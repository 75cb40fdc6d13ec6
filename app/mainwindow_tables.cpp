// MainWindow's part for games against computer players: the set-up dialog,
// the decision panels over the table, the computer's hint, the last trick
// and the game-over dialog; the docks of the score sheet and of the play.
#include <QAction>
#include <QDockWidget>
#include <QHeaderView>
#include <QListWidget>
#include <QScrollBar>
#include <QTableView>
#include <QMenu>
#include <QPointer>
#include <QRandomGenerator>
#include <QSettings>
#include <QTimer>

#include "gamechooser.h"
#include "gamecontroller.h"
#include "gametexts.h"
#include "mainwindow.h"
#include "models/scoresheetmodel.h"
#include "table/tabledecoration.h"
#include "table/tablescene.h"
#include "table/tableview.h"
#include "tablegames/decisionpanel.h"
#include "tablegames/gameoverdialog.h"
#include "tablegames/setupdialog.h"
#include "tricks/lasttrick.h"
#include "tricks/trickpanels.h"
#include "tricks/trickpresenter.h"
#include <QStackedWidget>

void MainWindow::setUpTableGames()
{
    TrickPresenter::install();
    decisions_ = new DecisionHost(scene_, view_);
    TrickPanels::addTo(decisions_, controller_, scene_, scoreModel_);
    // The panels follow the table: what it shows, and what is to decide.
    auto refresh = [this] {
        QTimer::singleShot(0, decisions_, [this] {
            if (!isShowingTable())
                decisions_->hide();
            else
                decisions_->refresh();
        });
    };
    connect(scene_, &TableScene::presentationIdle, this, refresh);
    connect(scene_, &TableScene::holdChanged, this, refresh);
    connect(controller_, &GameController::stateChanged, this, refresh);
    connect(controller_, &GameController::gameStarted, this, refresh);
    // A game resumed or loaded plays against the strength chosen for it.
    connect(controller_, &GameController::gameStarted, this,
        [this] { controller_->setComputerLevel(SetupDialog::savedLevel(controller_->gameId())); });
    connect(controller_, &GameController::thinkingChanged, this, [this] { updateActions(); });
    connect(controller_, &GameController::computerHintReady, this, [this](const ct::Action& action) {
        scene_->showHint(action);
        if (const ct::State* state = controller_->state())
            showMessage(TrickPanels::hintText(*state, action));
        updateActions();
    });

    auto* setup = new QAction(tr("New &Game..."), this);
    setup->setObjectName(QStringLiteral("newGameSetup"));
    setup->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    connect(setup, &QAction::triggered, this,
        [this] { showSetupDialog(isShowingTable() ? controller_->gameId() : chooser_->currentGameId()); });
    actions_.insert(setup->objectName(), setup);
    if (gameMenu_)
        gameMenu_->insertAction(actions_["numberedDeal"], setup);

    auto* last = new QAction(tr("&Last Trick"), this);
    last->setObjectName(QStringLiteral("lastTrick"));
    last->setShortcut(QKeySequence(Qt::Key_L));
    connect(last, &QAction::triggered, this, [this] { showLastTrick(); });
    actions_.insert(last->objectName(), last);
    if (moveMenu_)
        moveMenu_->insertAction(actions_["redeal"], last);
    lastTrick_ = new LastTrickDialog(controller_, deck_, this);
}

bool MainWindow::startTableGame(const QString& gameId, std::optional<quint32> seed)
{
    // The set-up last chosen for the game: players, options, strength.
    QSettings settings;
    ct::GameSetup setup = SetupDialog::savedSetup(gameId);
    setup.seed = seed ? *seed : quint32(QRandomGenerator::global()->bounded(1u, 1000000u));
    stopDealSearch();
    startDemo(false);
    difficulty_.clear();
    recordAbandoned();
    controller_->setComputerLevel(SetupDialog::savedLevel(gameId));
    QString error;
    if (!controller_->newGame(gameId, setup, &error)) {
        // A stale set-up from an older version: the game's defaults.
        ct::GameSetup plain;
        plain.seed = setup.seed;
        if (!controller_->newGame(gameId, plain, &error)) {
            showMessage(error);
            return false;
        }
    }
    settings.setValue(QStringLiteral("lastGame"), gameId);
    pages_->setCurrentWidget(view_);
    view_->setFocus();
    setWindowTitle(tr("%1 - Card Table").arg(GameTexts::name(gameId)));
    updateStatus();
    updateActions();
    return true;
}

bool MainWindow::isTableGame(const QString& gameId) const
{
    const ct::Game* game = ct::findGame(gameId.toStdString());
    return game && game->family() != ct::Family::Patience;
}

void MainWindow::showSetupDialog(const QString& gameId)
{
    if (!isTableGame(gameId)) {
        startGame(gameId);
        return;
    }
    auto* dialog = new SetupDialog(gameId, &MainWindow::optionLabel, &MainWindow::optionValueLabel, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog, gameId] {
        dialog->save();
        startGame(gameId);
    });
    dialog->open();
}

void MainWindow::askComputerHint()
{
    if (!controller_->humanToAct() || controller_->hintPending())
        return;
    showMessage(tr("The strongest computer player is looking at your cards..."));
    controller_->requestComputerHint();
    updateActions();
}

void MainWindow::showLastTrick()
{
    if (!lastTrick_->refresh()) {
        showMessage(lastTrick_->summary());
        return;
    }
    lastTrick_->show();
    lastTrick_->raise();
}

void MainWindow::showGameOverWhenShown()
{
    // The last trick and the round's summary first, then the verdict.
    if (scene_->presenting()) {
        auto connection = std::make_shared<QMetaObject::Connection>();
        *connection = connect(scene_, &TableScene::presentationIdle, this, [this, connection] {
            disconnect(*connection);
            showGameOverWhenShown();
        });
        return;
    }
    const ct::State* state = controller_->state();
    if (!state || !state->isTerminal())
        return;
    auto* dialog = new GameOverDialog(*state, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    const QString id = controller_->gameId();
    connect(dialog, &GameOverDialog::newGameRequested, this, [this, id] { startGame(id); });
    dialog->open();
}

// Docks for table games: the score sheet and what has been played.
void MainWindow::createDocks()
{
    scoreModel_ = new ScoreSheetModel(this);
    auto* scores = scoreView_ = new QTableView(this);
    scores->setModel(scoreModel_);
    scores->verticalHeader()->hide();
    scores->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    scores->setAccessibleName(tr("Score sheet"));
    scoreDock_ = new QDockWidget(tr("Score Sheet"), this);
    scoreDock_->setObjectName(QStringLiteral("ScoreSheetDock"));
    scoreDock_->setWidget(scores);
    addDockWidget(Qt::RightDockWidgetArea, scoreDock_);
    log_ = new QListWidget(this);
    log_->setAccessibleName(tr("Play so far"));
    logDock_ = new QDockWidget(tr("Play So Far"), this);
    logDock_->setObjectName(QStringLiteral("LogDock"));
    logDock_->setWidget(log_);
    addDockWidget(Qt::RightDockWidgetArea, logDock_);
    scoreDock_->hide();
    logDock_->hide();
}

void MainWindow::updateDocks()
{
    const ct::State* state = controller_->state();
    const bool table = isShowingTable() && state && state->playerCount() > 1;
    const ct::ScoreSheet* sheet = state ? state->scoreSheet() : nullptr;
    QStringList names;
    if (sheet)
        for (const std::string& side : sheet->sides) {
            QStringList seats;
            for (const QString& seat : QString::fromStdString(side).split(QLatin1Char('+')))
                seats << GameTexts::seatName(seat.toInt(), state->playerCount());
            names << seats.join(QStringLiteral(" & "));
        }
    scoreModel_->setSheet(sheet, names);
    scoreModel_->setResult(state && sheet ? GameTexts::tableResult(*state) : QString());
    // A game without an auction (High 14, Quatorze) has no bid to show.
    scoreView_->setColumnHidden(ScoreSheetModel::kBidColumn, !sheet || !sheet->hasBids);
    scoreDock_->setWindowTitle(
        sheet && sheet->target > 0 ? tr("Score Sheet (to %1)").arg(sheet->target) : tr("Score Sheet"));
    const bool showing = scoreDock_->isVisible();
    // The parlour tables draw their own account (All Fours's sheet, the
    // counters and pools): a second sheet beside them would only repeat it.
    const bool sheetDock = table && sheet && !hasTableDecoration(controller_->gameId());
    scoreDock_->setVisible(sheetDock);
    logDock_->setVisible(table);
    if (sheetDock && !showing) {
        // Wide enough for every column at first (the player may narrow it),
        // but never more than a third of the window.
        const int wanted = scoreView_->horizontalHeader()->length() + 2 * scoreView_->frameWidth() +
                           scoreView_->verticalScrollBar()->sizeHint().width() + 8;
        const int width = std::min(wanted, std::max(240, this->width() / 3));
        resizeDocks({scoreDock_, logDock_}, {width, width}, Qt::Horizontal);
    }
    if (!table)
        return;
    // Only the entries not yet listed are worded (a long game has thousands).
    const int entries = int(controller_->record().actions.size());
    if (log_->count() > entries)
        log_->clear();
    for (const auto& entry : controller_->history(log_->count()))
        log_->addItem(tr("%1: %2").arg(GameTexts::seatName(entry.seat, state->playerCount()), entry.text));
    log_->scrollToBottom();
}
