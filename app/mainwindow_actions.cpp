// MainWindow's actions and menus: the game, move, view and settings
// actions, the menus and toolbars that hold them, and keeping them enabled
// as the game and the solver change.
#include <QAction>
#include <QActionGroup>
#include <QFileDialog>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QToolBar>
#include <QToolButton>

#include "appearance.h"
#include "deck/decktheme.h"
#include "engine/game.h"
#include "gamechooser.h"
#include "gamecontroller.h"
#include "gametexts.h"
#include "mainwindow.h"
#include "patience/patience.h"
#include "solverwatch.h"
#include "table/speeds.h"
#include "table/tabledecoration.h"
#include "table/tablescene.h"
#include "table/tableview.h"

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
