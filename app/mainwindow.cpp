#include "mainwindow.h"

#include <map>

#include <QAction>
#include <QActionGroup>
#include <QCloseEvent>
#include <QDialog>
#include <QDir>
#include <QLabel>
#include <QListView>
#include <QPushButton>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QVBoxLayout>

#include "deck/decktheme.h"
#include "engine/game.h"
#include "gamechooser.h"
#include "gamecontroller.h"
#include "gametexts.h"
#include "patience/patience.h"
#include "solverwatch.h"
#include "table/speeds.h"
#include "table/tablescene.h"
#include "table/tableview.h"

namespace {

// The Clock's rules make playing to the foundations optional, so its
// automatic moves start off (RULES-PATIENCE §0.3).
bool defaultAutoMoves(const QString& gameId)
{
    return gameId != QLatin1String("the-clock");
}

} // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , controller_(new GameController(this))
    , deck_(new DeckTheme(this))
{
    setWindowTitle(tr("Card Table"));
    setObjectName(QStringLiteral("MainWindow"));
    scene_ = new TableScene(controller_, deck_, this);
    view_ = new TableView(scene_, this);
    chooser_ = new GameChooser(this);
    // The start page: an offer to continue the saved game, then the chooser.
    auto* start = new QWidget(this);
    resumeBar_ = new QWidget(start);
    resumeText_ = new QLabel(resumeBar_);
    auto* resume = new QPushButton(tr("&Continue"), resumeBar_);
    resume->setObjectName(QStringLiteral("resumeButton"));
    auto* discard = new QPushButton(tr("&Discard"), resumeBar_);
    discard->setObjectName(QStringLiteral("discardButton"));
    auto* barLayout = new QHBoxLayout(resumeBar_);
    barLayout->addWidget(resumeText_, 1);
    barLayout->addWidget(resume);
    barLayout->addWidget(discard);
    auto* startLayout = new QVBoxLayout(start);
    startLayout->setContentsMargins(0, 0, 0, 0);
    startLayout->addWidget(resumeBar_);
    startLayout->addWidget(chooser_, 1);
    connect(resume, &QPushButton::clicked, this, [this] { resumeAutosave(); });
    connect(discard, &QPushButton::clicked, this, [this] {
        // A started game thrown away counts as lost, as players expect.
        if (auto record = store_.readAutosave()) {
            auto session = ct::GameSession::fromRecord(*record);
            if (session && !session->state().isTerminal() && !record->actions.empty()) {
                ct::FinishedGame lost;
                lost.abandoned = true;
                lost.assisted = record->undos > 0 || record->hints > 0;
                const ct::Game& game = session->game();
                store_.statistics().record(ct::StatisticsBook::variantKey(game, session->setup().options), lost);
                store_.saveStatistics();
            }
        }
        store_.clearAutosave();
        updateResumeBar();
    });
    pages_ = new QStackedWidget(this);
    pages_->addWidget(start);
    pages_->addWidget(view_);
    setCentralWidget(pages_);

    gameLabel_ = new QLabel(this);
    dealLabel_ = new QLabel(this);
    movesLabel_ = new QLabel(this);
    timeLabel_ = new QLabel(this);
    phaseLabel_ = new QLabel(this);
    solverLabel_ = new QLabel(this);
    solverLabel_->setObjectName(QStringLiteral("solverLabel"));
    solverLabel_->setAccessibleName(tr("Solver verdict"));
    for (QLabel* label : {solverLabel_, phaseLabel_, gameLabel_, dealLabel_, movesLabel_, timeLabel_})
        statusBar()->addPermanentWidget(label);

    // The solver follows the game: a new search after every change.
    solver_ = new SolverWatch(this);
    connect(controller_, &GameController::gameStarted, this, [this] { solver_->reset(controller_->gameId()); });
    connect(controller_, &GameController::stateChanged, this, [this] { solver_->watch(controller_->state()); });
    connect(solver_, &SolverWatch::verdictChanged, this, [this] {
        updateSolverLabel();
        updateActions();
        if (demo_)
            demoTimer_.start(Speeds::scaled(Speeds::kDemoStep));
    });
    // The demo ends with the game (before the game-over message is shown).
    connect(controller_, &GameController::gameOver, this, [this] {
        if (demo_)
            startDemo(false);
    });
    demoTimer_.setSingleShot(true);
    connect(&demoTimer_, &QTimer::timeout, this, &MainWindow::demoStep);

    createDocks();
    connect(controller_, &GameController::stateChanged, this, [this] { updateDocks(); });

    createActions();
    createMenus();
    setUpTableGames();

    QSettings settings;
    if (settings.status() != QSettings::NoError) {
        // An unreadable or garbled settings file: play on with the defaults
        // and say so; the file is rewritten when a setting next changes.
        settingsProblem_ = tr("Your settings could not be read (%1); the defaults are used.")
                               .arg(QDir::toNativeSeparators(settings.fileName()));
    }
    setAnimationSpeed(settings.value(QStringLiteral("animationSpeed"), 1.0).toDouble());
    const QString deckId = settings.value(QStringLiteral("deck")).toString();
    if (!deckId.isEmpty())
        loadDeck(deckId);
    deck_->setRookMarks(settings.value(QStringLiteral("rookMarks"), true).toBool());
    const bool solverOn = settings.value(QStringLiteral("solver/enabled"), true).toBool();
    actions_["solverVerdict"]->setChecked(solverOn);
    solver_->setEnabled(solverOn);
    actions_["winnableDeals"]->setChecked(settings.value(QStringLiteral("solver/winnableOnly"), false).toBool());
    if (QAction* marks = findChild<QAction*>(QStringLiteral("rookMarks")))
        marks->setChecked(deck_->rookMarks());
    if (!restoreGeometry(settings.value(QStringLiteral("geometry")).toByteArray()))
        resize(1280, 800);

    QString problem;
    store_.loadStatistics(&problem);
    if (!problem.isEmpty())
        QTimer::singleShot(0, this, [this, problem] { showMessage(problem); });
    if (!settingsProblem_.isEmpty())
        QTimer::singleShot(0, this, [this] { showMessage(settingsProblem_); });
    connect(controller_, &GameController::stateChanged, this, [this] { autosave(); });

    connect(chooser_, &GameChooser::gameChosen, this, [this](const QString& id) {
        if (isTableGame(id))
            showSetupDialog(id);
        else
            startGame(id);
    });
    connect(controller_, &GameController::statusChanged, this, [this] {
        updateStatus();
        updateActions();
    });
    connect(controller_, &GameController::message, this, &MainWindow::showMessage);
    connect(scene_, &TableScene::message, this, &MainWindow::showMessage);
    connect(scene_, &TableScene::focusChanged, this, &MainWindow::showMessage);
    connect(controller_, &GameController::gameOver, this, &MainWindow::onGameOver);
    connect(&clockTimer_, &QTimer::timeout, this, &MainWindow::updateStatus);
    clockTimer_.start(1000);
    showStartPage();
}

MainWindow::~MainWindow() = default;

ct::Options MainWindow::savedOptions(const QString& gameId)
{
    ct::Options options;
    const ct::Game* game = ct::findGame(gameId.toStdString());
    if (!game)
        return options;
    QSettings settings;
    settings.beginGroup("options/" + gameId);
    for (const ct::OptionSpec& spec : game->optionSpecs()) {
        const QString value = settings.value(QString::fromStdString(spec.key)).toString();
        if (!value.isEmpty())
            options[spec.key] = value.toStdString();
    }
    settings.endGroup();
    return options;
}

bool MainWindow::startGame(const QString& gameId, std::optional<quint32> seed)
{
    QSettings settings;
    const ct::Options options = savedOptions(gameId);
    const ct::Game* game = ct::findGame(gameId.toStdString());
    const bool autoMoves = settings.value("autoMoves/" + gameId, defaultAutoMoves(gameId)).toBool();
    controller_->setAutoMoves(autoMoves);
    actions_["autoMoves"]->setChecked(autoMoves);
    if (!game) {
        showMessage(tr("There is no game called \"%1\".").arg(gameId));
        return false;
    }
    if (game->family() != ct::Family::Patience)
        return startTableGame(gameId, seed);
    if (!seed && game->family() == ct::Family::Patience && actions_["winnableDeals"]->isChecked()) {
        startWinnableGame(gameId);
        return true;
    }
    stopDealSearch();
    startDemo(false);
    difficulty_.clear();
    recordAbandoned();
    QString error;
    if (!controller_->newGame(gameId, seed, options, &error)) {
        showMessage(error);
        return false;
    }
    settings.setValue(QStringLiteral("lastGame"), gameId);
    pages_->setCurrentWidget(view_);
    view_->setFocus();
    setWindowTitle(tr("%1 - Card Table").arg(GameTexts::name(gameId)));
    updateStatus();
    updateActions();
    return true;
}

void MainWindow::showStartPage()
{
    pages_->setCurrentIndex(0);
    updateResumeBar();
    chooser_->selectGame(QSettings().value(QStringLiteral("lastGame")).toString());
    chooser_->list()->setFocus();
    setWindowTitle(tr("Card Table"));
    updateStatus();
    updateActions();
}

bool MainWindow::isShowingTable() const
{
    return pages_->currentWidget() == view_;
}

QStringList MainWindow::cardsConcerned(const ct::State& state, const ct::Action& action)
{
    // The cards the action moves: those that reach a foundation if any (a
    // pair sent home, a relief), else every card that changes place (an
    // exchange). Refills that follow are not what the player chooses.
    std::map<ct::Card, std::string> before;
    for (const ct::Zone& zone : state.zones())
        for (const ct::PlacedCard& placed : zone.cards)
            before[placed.card] = zone.id;
    auto after = state.clone();
    after->apply(action);
    QStringList home, moved;
    for (const ct::Zone& zone : after->zones())
        for (const ct::PlacedCard& placed : zone.cards) {
            const auto it = before.find(placed.card);
            if (it == before.end() || it->second == zone.id)
                continue;
            const QString name = GameTexts::cardSymbol(placed.card);
            (zone.kind == ct::ZoneKind::Foundation ? home : moved) << name;
        }
    return home.isEmpty() ? moved : home;
}

void MainWindow::updateStatus()
{
    if (!isShowingTable() || !controller_->hasGame()) {
        gameLabel_->clear();
        dealLabel_->clear();
        movesLabel_->clear();
        timeLabel_->clear();
        phaseLabel_->clear();
        solverLabel_->clear();
        return;
    }
    updateSolverLabel();
    const auto* patience = controller_->patience();
    const QString phase = patience ? QString::fromStdString(patience->phase()) : QString();
    phaseLabel_->setText(phase.isEmpty() ? QString() : GameTexts::phaseName(phase));
    gameLabel_->setText(GameTexts::name(controller_->gameId()));
    const auto deal = controller_->dealNumber();
    dealLabel_->setText(deal ? (difficulty_.isEmpty() ? tr("Deal %1").arg(*deal)
                                                     : tr("Deal %1 (%2)").arg(*deal).arg(difficulty_))
                             : tr("Custom deal"));
    movesLabel_->setText(tr("Moves: %1").arg(controller_->moves()));
    const qint64 seconds = controller_->elapsedMilliseconds() / 1000;
    timeLabel_->setText(tr("Time: %1:%2").arg(seconds / 60).arg(seconds % 60, 2, 10, QLatin1Char('0')));
}

void MainWindow::showMessage(const QString& text)
{
    if (!text.isEmpty())
        statusBar()->showMessage(text, 8000);
}

void MainWindow::chooseGame()
{
    GameChooserDialog dialog(controller_->gameId(), this);
    if (dialog.exec() == QDialog::Accepted)
        startGame(dialog.chosenGame());
}

void MainWindow::loadDeck(const QString& id)
{
    QString problem;
    if (!deck_->loadFrenchDeck(id, &problem))
        showMessage(problem);
    QSettings().setValue(QStringLiteral("deck"), deck_->frenchDeckId());
    if (deckGroup_)
        for (QAction* act : deckGroup_->actions())
            act->setChecked(act->data().toString() == deck_->frenchDeckId());
    scene_->setViewSize(view_->viewport()->size(), view_->devicePixelRatioF());
}

void MainWindow::setAnimationSpeed(double factor)
{
    Speeds::setFactor(factor);
    QSettings().setValue(QStringLiteral("animationSpeed"), factor);
    if (speedGroup_)
        for (QAction* act : speedGroup_->actions())
            act->setChecked(qFuzzyCompare(act->data().toDouble() + 1, factor + 1));
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    QSettings().setValue(QStringLiteral("geometry"), saveGeometry());
    QMainWindow::closeEvent(event);
}
