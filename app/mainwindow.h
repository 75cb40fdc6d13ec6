// The main window: the start page (the list of games), the table, menus and
// toolbar, the status bar, and the settings kept between runs.
#pragma once

#include <QMainWindow>
#include <QTimer>

#include <atomic>
#include <memory>
#include <optional>

#include "engine/game.h"
#include "storage.h"

class DecisionHost;
class DeckTheme;
class LastTrickDialog;
class GameChooser;
class GameController;
class QAction;
class QActionGroup;
class QLabel;
class QMenu;
class QDockWidget;
class QTableView;
class QListWidget;
class QStackedWidget;
class ScoreSheetModel;
class SolverWatch;
class QToolBar;
class TableScene;
class TableView;

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // Starts a game; an empty id or an unknown one shows an error.
    bool startGame(const QString& gameId, std::optional<quint32> seed = std::nullopt);
    void showStartPage();

    GameController* controller() const { return controller_; }
    TableView* tableView() const { return view_; }
    TableScene* tableScene() const { return scene_; }
    GameChooser* startPage() const { return chooser_; }
    DeckTheme* deck() const { return deck_; }
    SolverWatch* solver() const { return solver_; }
    QLabel* solverLabel() const { return solverLabel_; }
    // Deals a game known to be winnable: seeds are tried in the background
    // until the solver wins one (for the "winnable deals only" option).
    void startWinnableGame(const QString& gameId);
    bool isShowingTable() const;
    QAction* action(const QString& name) const; // by objectName, for tests

    void loadDeck(const QString& id);
    // Games against computer players (mainwindow_tables.cpp): the set-up of a
    // new game, the decision panels, the last trick and the end of the game.
    void showSetupDialog(const QString& gameId);
    DecisionHost* decisions() const { return decisions_; }
    LastTrickDialog* lastTrickDialog() const { return lastTrick_; }
    // Words for a table option and its values (the options and set-up dialogs).
    static QString optionLabel(const QString& gameId, const QString& key);
    static QString optionValueLabel(const QString& gameId, const QString& value);
    // Continues the automatically saved game; false if there is none.
    bool resumeAutosave();
    bool loadGameFile(const QString& path);
    bool saveGameFile(const QString& path);
    GameStore* store() { return &store_; }
    void showStatistics();
    void setAnimationSpeed(double factor);

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void createActions();
    void createMenus();
    void updateStatus();
    void updateActions();
    void updateGameActions();
    static QStringList cardsConcerned(const ct::State& state, const ct::Action& action);
    void showMessage(const QString& text);
    void chooseGame();
    void numberedDeal();
    void showHowToPlay();
    void showGameOptions();
    void showAbout();
    void onGameOver(bool won);
    void setUpTableGames();
    bool startTableGame(const QString& gameId, std::optional<quint32> seed);
    void showGameOverWhenShown();
    void showLastTrick();
    void askComputerHint();
    bool isTableGame(const QString& gameId) const;
    void autosave();
    void recordAbandoned();
    void updateResumeBar();
    void createDocks();
    void updateDocks();
    void updateSolverLabel();
    void startDemo(bool on);
    void demoStep();
    int stepsToLastWinnable() const;
    void stopDealSearch();
    // The table options last chosen for a game.
    static ct::Options savedOptions(const QString& gameId);

    GameController* controller_;
    DeckTheme* deck_;
    TableScene* scene_;
    TableView* view_;
    GameChooser* chooser_;
    QStackedWidget* pages_;
    QLabel* gameLabel_;
    QLabel* dealLabel_;
    QLabel* movesLabel_;
    QLabel* timeLabel_;
    QLabel* phaseLabel_;
    QLabel* solverLabel_;
    SolverWatch* solver_;
    QTimer demoTimer_;
    bool demo_ = false;
    // The background search for a winnable deal, and its stop flag.
    QObject* dealSearch_ = nullptr;
    std::shared_ptr<std::atomic<bool>> dealSearchStop_;
    QString difficulty_; // of a deal found winnable, for the status bar
    QString settingsProblem_;

public:
    // What went wrong reading the settings at start-up, if anything.
    QString settingsProblem() const { return settingsProblem_; }

private:
    QMenu* moveMenu_ = nullptr;
    QMenu* gameMenu_ = nullptr;
    DecisionHost* decisions_ = nullptr;
    LastTrickDialog* lastTrick_ = nullptr;
    QTimer clockTimer_;
    QActionGroup* deckGroup_ = nullptr;
    QActionGroup* speedGroup_ = nullptr;
    QHash<QString, QAction*> actions_;
    GameStore store_;
    QString lastStorageError_;
    QWidget* resumeBar_ = nullptr;
    QDockWidget* scoreDock_ = nullptr;
    QDockWidget* logDock_ = nullptr;
    ScoreSheetModel* scoreModel_ = nullptr;
    QTableView* scoreView_ = nullptr;
public:
    ScoreSheetModel* scoreSheetModel() const { return scoreModel_; }
    QListWidget* tableLog() const { return log_; }

private:
    QListWidget* log_ = nullptr;
    QLabel* resumeText_ = nullptr;
    QToolBar* gameBar_ = nullptr;
    QList<QAction*> gameActions_;
};
