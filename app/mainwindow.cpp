#include "mainwindow.h"

#include <map>

#include <QAction>
#include <QActionGroup>
#include <QMenu>
#include <QToolButton>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QHeaderView>
#include <QListWidget>
#include <QSpinBox>
#include <QTableView>
#include <QFile>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QPushButton>
#include <QFormLayout>
#include <QInputDialog>
#include <QLabel>
#include <QListView>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTextBrowser>
#include <QRandomGenerator>
#include <QToolBar>
#include <QVBoxLayout>
#include <QtConcurrent>

#include "appearance.h"
#include "deck/decktheme.h"
#include "engine/game.h"
#include "gamechooser.h"
#include "gamecontroller.h"
#include "gametexts.h"
#include "models/scoresheetmodel.h"
#include "solverwatch.h"
#include "statisticsdialog.h"
#include "patience/patience.h"
#include "table/speeds.h"
#include "table/tabledecoration.h"
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

QString MainWindow::optionLabel(const QString& gameId, const QString& key)
{
    if (key == "draw") return MainWindow::tr("Cards turned from the stock");
    if (key == "autoflip") return MainWindow::tr("Turn uncovered cards automatically");
    if (key == "singleCardSquare") return MainWindow::tr("Deal single cards instead of packets of four");
    if (key == "dealer") return MainWindow::tr("First dealer");
    if (key == "rounds")
        return gameId == "quatorze" ? MainWindow::tr("Rounds at most (then the lowest total wins)")
                                    : MainWindow::tr("Deals per player");
    if (key == "target") return MainWindow::tr("Points to win");
    if (key == "holdBack") return MainWindow::tr("The best card's owner turns no more cards until it is beaten");
    if (key == "partnerships") return MainWindow::tr("Partnerships");
    if (key == "all-pass") return MainWindow::tr("When everybody passes");
    if (key == "variant") return MainWindow::tr("Variant");
    if (key == "jokers") return MainWindow::tr("Jokers in the two packs");
    if (key == "swap") return MainWindow::tr("A joker on the table may be exchanged for its natural card");
    if (key == "animal") return MainWindow::tr("Your animal");
    return key;
}

QString MainWindow::optionValueLabel(const QString&, const QString& value)
{
    if (value == "on") return MainWindow::tr("On");
    if (value == "off") return MainWindow::tr("Off");
    if (value == "random") return MainWindow::tr("Drawn at random");
    if (value == "first") return MainWindow::tr("You");
    if (value == "last") return MainWindow::tr("The last seat");
    if (value == "thrown-in") return MainWindow::tr("The deal is thrown in");
    if (value == "dealer-bids") return MainWindow::tr("The dealer must bid");
    if (value == "standard") return MainWindow::tr("Standard");
    if (value == "original") return MainWindow::tr("Original");
    if (value == "red1") return MainWindow::tr("Red 1");
    if (value == "buckeye") return MainWindow::tr("Buckeye");
    if (value == "snap") return MainWindow::tr("Snap");
    if (value == "animal") return MainWindow::tr("Animal Snap");
    if (const QString animal = GameTexts::animalName(value); !animal.isEmpty())
        return animal;
    return value;
}

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

QAction* MainWindow::action(const QString& name) const
{
    return actions_.value(name);
}

void MainWindow::createActions()
{
    auto add = [this](const QString& name, const QString& text, QKeySequence shortcut, auto slot) {
        auto* act = new QAction(text, this);
        act->setObjectName(name);
        if (!shortcut.isEmpty())
            act->setShortcut(shortcut);
        connect(act, &QAction::triggered, this, slot);
        actions_.insert(name, act);
        return act;
    };
    add("newDeal", tr("&New Deal"), QKeySequence::New, [this] { startGame(controller_->gameId()); });
    add("numberedDeal", tr("N&umbered Deal..."), QKeySequence(Qt::CTRL | Qt::Key_D), [this] { numberedDeal(); });
    add("restart", tr("&Restart Deal"), QKeySequence(Qt::Key_F5), [this] { controller_->restart(); });
    add("chooseGame", tr("&Choose Game..."), QKeySequence::Open, [this] { chooseGame(); });
    add("startPage", tr("&All Games"), QKeySequence(), [this] { showStartPage(); });
    add("gameOptions", tr("Game &Options..."), QKeySequence(), [this] { showGameOptions(); });
    add("saveGame", tr("&Save Game..."), QKeySequence::Save, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Save Game"), QStringLiteral("game.cardtable"),
                                                          tr("Card Table games (*.cardtable);;All files (*)"));
        if (!path.isEmpty())
            saveGameFile(path);
    });
    add("loadGame", tr("&Load Game..."), QKeySequence(Qt::CTRL | Qt::Key_L), [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Load Game"), QString(),
                                                          tr("Card Table games (*.cardtable);;All files (*)"));
        if (!path.isEmpty())
            loadGameFile(path);
    });
    add("statistics", tr("S&tatistics..."), QKeySequence(), [this] { showStatistics(); });
    add("quit", tr("&Quit"), QKeySequence::Quit, [this] { close(); });
    add("undo", tr("&Undo"), QKeySequence::Undo, [this] { controller_->undo(); });
    add("redo", tr("&Redo"), QKeySequence::Redo, [this] { controller_->redo(); })
        ->setShortcuts({QKeySequence::Redo, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z),
                        QKeySequence(Qt::CTRL | Qt::Key_Y)});
    add("hint", tr("&Hint"), QKeySequence(Qt::Key_H), [this] {
        if (!controller_->patience()) {
            askComputerHint();
            return;
        }
        if (auto action = controller_->hint(solver_->nextMove())) {
            scene_->showHint(*action);
            showMessage(tr("Hint: %1").arg(controller_->describeAction(*action)));
        } else {
            showMessage(tr("No hint: there is no useful move."));
        }
    });
    add("redeal", tr("Re&deal"), QKeySequence(Qt::Key_R), [this] { controller_->redeal(); });
    add("demo", tr("&Demo"), QKeySequence(Qt::Key_D), [this](bool on) { startDemo(on); })->setCheckable(true);
    add("undoToWinnable", tr("Undo to Last &Winnable Position"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_Z), [this] {
        if (const int steps = stepsToLastWinnable(); steps > 0) {
            controller_->undoSteps(steps);
            showMessage(tr("Back %n step(s), to the last position the solver could win.", "", steps));
        }
    });
    auto* verdict = add("solverVerdict", tr("Show &Solver Verdict"), QKeySequence(), [this](bool on) {
        QSettings().setValue(QStringLiteral("solver/enabled"), on);
        solver_->setEnabled(on);
        if (on)
            solver_->watch(controller_->state());
        updateSolverLabel();
        updateActions();
    });
    verdict->setCheckable(true);
    add("winnableDeals", tr("Deal &Winnable Games Only"), QKeySequence(), [this](bool on) {
        QSettings().setValue(QStringLiteral("solver/winnableOnly"), on);
    })->setCheckable(true);
    auto* autoMoves = add("autoMoves", tr("&Automatic Moves to Foundations"), QKeySequence(), [this](bool on) {
        controller_->setAutoMoves(on);
        QSettings().setValue("autoMoves/" + controller_->gameId(), on);
    });
    autoMoves->setCheckable(true);
    add("howToPlay", tr("&How to Play"), QKeySequence::HelpContents, [this] { showHowToPlay(); });
    add("about", tr("&About Card Table"), QKeySequence(), [this] { showAbout(); });

    actions_["undo"]->setIcon(QIcon::fromTheme("edit-undo"));
    actions_["redo"]->setIcon(QIcon::fromTheme("edit-redo"));
    actions_["newDeal"]->setIcon(QIcon::fromTheme("document-new"));
}

void MainWindow::createMenus()
{
    QMenu* game = menuBar()->addMenu(tr("&Game"));
    gameMenu_ = game;
    for (const char* name : {"newDeal", "numberedDeal", "restart", "winnableDeals"})
        game->addAction(actions_[name]);
    game->addSeparator();
    for (const char* name : {"chooseGame", "startPage", "gameOptions"})
        game->addAction(actions_[name]);
    game->addSeparator();
    for (const char* name : {"saveGame", "loadGame", "statistics"})
        game->addAction(actions_[name]);
    game->addSeparator();
    game->addAction(actions_["quit"]);

    QMenu* move = menuBar()->addMenu(tr("&Move"));
    for (const char* name : {"undo", "redo", "hint", "redeal"})
        move->addAction(actions_[name]);
    move->addSeparator();
    for (const char* name : {"demo", "undoToWinnable"})
        move->addAction(actions_[name]);
    move->addSeparator();
    move->addAction(actions_["autoMoves"]);
    move->addAction(actions_["solverVerdict"]);
    // The game's own actions (bids, reliefs, exchanges ...) follow here too,
    // so that the keyboard reaches them through the menu bar.
    move->addSeparator();
    moveMenu_ = move;

    QMenu* view = menuBar()->addMenu(tr("&View"));
    QMenu* decks = view->addMenu(tr("Card &Deck"));
    deckGroup_ = new QActionGroup(this);
    for (const DeckInfo& info : DeckTheme::availableFrenchDecks()) {
        QAction* act = decks->addAction(info.name);
        act->setCheckable(true);
        act->setData(info.id);
        act->setChecked(info.id == deck_->frenchDeckId());
        deckGroup_->addAction(act);
        connect(act, &QAction::triggered, this, [this, id = info.id] { loadDeck(id); });
    }
    decks->addSeparator();
    QAction* marks = decks->addAction(tr("&Shapes on Rook Cards (Colour-Blind Aid)"));
    marks->setObjectName(QStringLiteral("rookMarks"));
    marks->setCheckable(true);
    marks->setChecked(true);
    connect(marks, &QAction::toggled, this, [this](bool on) {
        QSettings().setValue(QStringLiteral("rookMarks"), on);
        deck_->setRookMarks(on);
    });
    // Animations, the pause a finished trick lies for, and the computer
    // players' pace all follow this one setting.
    QMenu* speed = view->addMenu(tr("Game &Speed"));
    speedGroup_ = new QActionGroup(this);
    const std::pair<QString, double> speeds[] = {
        {tr("Off"), 0.0}, {tr("Fast"), 0.5}, {tr("Normal"), 1.0}, {tr("Slow"), 2.0}};
    for (const auto& [label, factor] : speeds) {
        QAction* act = speed->addAction(label);
        act->setCheckable(true);
        act->setData(factor);
        speedGroup_->addAction(act);
        connect(act, &QAction::triggered, this, [this, f = factor] { setAnimationSpeed(f); });
    }

    QMenu* colours = view->addMenu(tr("&Colours"));
    auto* colourGroup = new QActionGroup(this);
    const std::pair<QString, QString> palettes[] = {{QStringLiteral("system"), tr("As the &System")},
                                                    {QStringLiteral("light"), tr("&Light")},
                                                    {QStringLiteral("dark"), tr("&Dark")}};
    for (const auto& [mode, label] : palettes) {
        QAction* act = colours->addAction(label);
        act->setCheckable(true);
        act->setChecked(mode == Appearance::current());
        act->setObjectName("palette:" + mode);
        colourGroup->addAction(act);
        connect(act, &QAction::triggered, this, [mode = mode] {
            QSettings().setValue(QStringLiteral("palette"), mode);
            Appearance::apply(mode);
        });
    }

    QMenu* languages = view->addMenu(tr("&Language"));
    auto* languageGroup = new QActionGroup(this);
    const QString current = QSettings().value(QStringLiteral("language")).toString();
    const std::pair<QString, QString> choices[] = {{QString(), tr("System language")},
                                                   {QStringLiteral("en"), QStringLiteral("English")},
                                                   {QStringLiteral("fr"), QStringLiteral("Fran\u00e7ais")},
                                                   {QStringLiteral("de"), QStringLiteral("Deutsch")},
                                                   {QStringLiteral("ar"), QStringLiteral("\u0627\u0644\u0639\u0631\u0628\u064a\u0629")}};
    for (const auto& [code, label] : choices) {
        QAction* act = languages->addAction(label);
        act->setCheckable(true);
        act->setChecked(code == current);
        languageGroup->addAction(act);
        connect(act, &QAction::triggered, this, [this, code = code] {
            QSettings().setValue(QStringLiteral("language"), code);
            showMessage(tr("The new language applies the next time Card Table starts."));
        });
    }

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(actions_["howToPlay"]);
    help->addAction(actions_["about"]);

    QToolBar* bar = addToolBar(tr("Main"));
    bar->setObjectName(QStringLiteral("MainToolBar"));
    bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    for (const char* name : {"newDeal", "restart", "undo", "redo", "hint", "redeal", "chooseGame"})
        bar->addAction(actions_[name]);
    gameBar_ = addToolBar(tr("Game Actions"));
    gameBar_->setObjectName(QStringLiteral("GameActionsToolBar"));
}

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

void MainWindow::updateActions()
{
    const bool playing = isShowingTable() && controller_->hasGame();
    for (const char* name : {"newDeal", "numberedDeal", "restart", "hint", "autoMoves", "saveGame"})
        actions_[name]->setEnabled(playing);
    if (playing && !controller_->patience())
        actions_["hint"]->setEnabled(controller_->humanToAct() && !controller_->hintPending());
    if (QAction* last = actions_.value(QStringLiteral("lastTrick")))
        last->setEnabled(playing && controller_->state()
            && controller_->state()->game().family() == ct::Family::TrickTaking);
    if (QAction* setup = actions_.value(QStringLiteral("newGameSetup")))
        setup->setEnabled(isTableGame(isShowingTable() ? controller_->gameId() : chooser_->currentGameId()));
    actions_["undo"]->setEnabled(playing && controller_->canUndo());
    actions_["redo"]->setEnabled(playing && controller_->canRedo());
    const auto* patience = controller_->patience();
    const ct::Action redeal{ct::PatienceState::Redeal, 0, 0, 0, {}};
    const bool canRedeal = playing && patience && patience->check(redeal).legal();
    actions_["redeal"]->setEnabled(canRedeal);
    const int redeals = patience ? patience->redealsLeft() : -1;
    const QString redealText = patience ? QString::fromStdString(patience->actionText(redeal)) : QString();
    actions_["redeal"]->setText(GameTexts::redealLabel(redealText, redeals));
    updateGameActions();
    actions_["redeal"]->setVisible(patience && patience->check(redeal).reason !=
                                                  ct::Reason::NotAvailableNow ||
                                   canRedeal);
    const ct::Game* game = ct::findGame(controller_->gameId().toStdString());
    actions_["gameOptions"]->setEnabled(playing && game && !game->optionSpecs().empty());
    const bool solving = playing && patience && solver_->isEnabled();
    actions_["demo"]->setEnabled(solving && (demo_ || !controller_->isOver()));
    actions_["undoToWinnable"]->setEnabled(solving && stepsToLastWinnable() > 0);
    actions_["solverVerdict"]->setEnabled(!playing || patience);
}

void MainWindow::updateGameActions()
{
    // Game-specific actions that are not a card dropped on a pile (a relief,
    // a take-up ...) appear as buttons while they are legal.
    for (QAction* act : std::as_const(gameActions_)) {
        gameBar_->removeAction(act);
        if (moveMenu_)
            moveMenu_->removeAction(act);
        act->deleteLater();
    }
    gameActions_.clear();
    const ct::State* state = controller_->state();
    const auto* patience = controller_->patience();
    if (!isShowingTable() || !state || state->isTerminal() || (!patience && !controller_->humanToAct()))
        return;
    // A table with its own controls for the game's actions (a sale panel)
    // leaves them out of the toolbar; the Move menu keeps them for the keyboard.
    const bool toolbar = !(scene_->decoration() && scene_->decoration()->ownsActions());
    // Each action is labelled by its verb and the cards it concerns; many
    // actions of one verb (The Fourteenth's exchanges) share a menu.
    QMap<QString, QList<QAction*>> byVerb;
    QStringList verbs;
    for (const ct::Action& action : state->legalActions()) {
        if (patience && action.kind < ct::PatienceState::FirstGameKind)
            continue;
        const QString text = QString::fromStdString(state->actionText(action));
        // Playing a card is done on the card itself.
        if (!patience && ct::parseCard(text.toStdString()).ok())
            continue;
        const QString verb = text.section(QLatin1Char(' '), 0, 0);
        const QString label = patience ? GameTexts::gameActionLabel(verb, cardsConcerned(*state, action))
                                       : GameTexts::actionLabel(controller_->gameId(), text);
        auto* act = new QAction(label, this);
        act->setObjectName("game:" + text);
        connect(act, &QAction::triggered, this, [this, action] { controller_->playAction(action); });
        if (!byVerb.contains(verb))
            verbs << verb;
        byVerb[verb] << act;
    }
    for (const QString& verb : std::as_const(verbs)) {
        const QList<QAction*>& acts = byVerb[verb];
        // Twin cards of several packs make twin labels: number them.
        QMap<QString, int> seen;
        for (QAction* act : acts)
            if (const int n = ++seen[act->text()]; n > 1)
                act->setText(act->text() + QStringLiteral(" (%1)").arg(n));
        // The trick games decide on their panels; the menu keeps the keyboard's way.
        const bool panels = state->game().family() == ct::Family::TrickTaking;
        if (acts.size() <= 3) {
            for (QAction* act : acts) {
                if (toolbar && !panels)
                    gameBar_->addAction(act);
                if (moveMenu_)
                    moveMenu_->addAction(act);
                gameActions_ << act;
            }
            continue;
        }
        auto* group = new QAction(GameTexts::gameActionGroup(verb), this);
        group->setObjectName("game-group:" + verb);
        auto* menu = new QMenu(this);
        for (QAction* act : acts)
            menu->addAction(act);
        group->setMenu(menu);
        connect(group, &QObject::destroyed, menu, &QObject::deleteLater);
        if (toolbar && !panels)
            gameBar_->addAction(group);
        if (moveMenu_)
            moveMenu_->addAction(group);
        if (auto* button = qobject_cast<QToolButton*>(gameBar_->widgetForAction(group)))
            button->setPopupMode(QToolButton::InstantPopup);
        gameActions_ << group;
    }
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

void MainWindow::numberedDeal()
{
    bool ok = false;
    const QString current = controller_->dealNumber() ? QString::number(*controller_->dealNumber()) : QString();
    const QString text = QInputDialog::getText(this, tr("Numbered Deal"),
                                               tr("Deal number (0 to 4294967295):"), QLineEdit::Normal,
                                               current, &ok);
    if (!ok)
        return;
    bool valid = false;
    const qulonglong number = text.trimmed().toULongLong(&valid);
    if (!valid || number > 0xFFFFFFFFULL) {
        QMessageBox::warning(this, tr("Numbered Deal"),
                             tr("\"%1\" is not a deal number. Deal numbers are whole numbers from 0 to "
                                "4294967295.")
                                 .arg(text));
        return;
    }
    startGame(controller_->gameId(), quint32(number));
}

void MainWindow::showHowToPlay()
{
    QString id = isShowingTable() ? controller_->gameId() : chooser_->currentGameId();
    QDialog dialog(this);
    dialog.setWindowTitle(tr("How to Play %1").arg(GameTexts::name(id)));
    auto* text = new QTextBrowser(&dialog);
    text->setHtml(GameTexts::howToPlay(id) +
                  tr("<h3>Playing with the mouse and keyboard</h3>"
                     "<p>Drag cards with the mouse; while you drag, the places where they may go "
                     "light up. Click a card to send it to a foundation. Click the stock to deal.</p>"
                     "<p>With the keyboard: the arrow keys move between piles (and up and down a "
                     "column), Space or Enter picks up and puts down, Escape cancels. "
                     "Ctrl+Z undoes, Ctrl+Shift+Z redoes, H shows a hint.</p>"));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, &dialog);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    auto* layout = new QVBoxLayout(&dialog);
    layout->addWidget(text);
    layout->addWidget(buttons);
    dialog.resize(560, 520);
    dialog.exec();
}

void MainWindow::showGameOptions()
{
    const QString id = controller_->gameId();
    const ct::Game* game = ct::findGame(id.toStdString());
    if (!game)
        return;
    QDialog dialog(this);
    dialog.setWindowTitle(tr("%1 Options").arg(GameTexts::name(id)));
    auto* form = new QFormLayout;
    QSettings settings;
    settings.beginGroup("options/" + id);
    QList<QPair<QString, QComboBox*>> boxes;
    for (const ct::OptionSpec& spec : game->optionSpecs()) {
        auto* box = new QComboBox(&dialog);
        const QString key = QString::fromStdString(spec.key);
        for (const std::string& value : spec.values)
            box->addItem(optionValueLabel(id, QString::fromStdString(value)), QString::fromStdString(value));
        const auto current = controller_->options().find(spec.key);
        const QString chosen = settings.value(key, current != controller_->options().end()
                                                       ? QString::fromStdString(current->second)
                                                       : QString())
                                   .toString();
        box->setCurrentIndex(std::max(0, box->findData(chosen)));
        box->setAccessibleName(optionLabel(id, key));
        form->addRow(optionLabel(id, key), box);
        boxes << qMakePair(key, box);
    }
    settings.endGroup();
    auto* note = new QLabel(tr("Changes take effect with the next deal."), &dialog);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    auto* layout = new QVBoxLayout(&dialog);
    layout->addLayout(form);
    layout->addWidget(note);
    layout->addWidget(buttons);
    if (dialog.exec() != QDialog::Accepted)
        return;
    settings.beginGroup("options/" + id);
    for (const auto& [key, box] : boxes)
        settings.setValue(key, box->currentData().toString());
    settings.endGroup();
    showMessage(tr("The new options apply from the next deal."));
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About Card Table"),
                       tr("<h3>Card Table %1</h3><p>Patience, Rook trick-taking games, rummy and parlour "
                          "games, with the rules enforced exactly.</p>")
                           .arg(QApplication::applicationVersion()));
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

void MainWindow::closeEvent(QCloseEvent* event)
{
    QSettings().setValue(QStringLiteral("geometry"), saveGeometry());
    QMainWindow::closeEvent(event);
}
