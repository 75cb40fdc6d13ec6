// The thin QObject adapter between core and the table: it owns the game
// session, turns gestures into actions, asks core whether they are legal,
// runs automatic moves and computer turns, and tells the view what changed.
// No rule lives here.
#pragma once

#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QObject>
#include <QStringList>
#include <QTimer>

#include <algorithm>
#include <functional>
#include <optional>

#include "ai/player.h"
#include "cards/rng.h"
#include "engine/session.h"
#include "engine/statistics.h"

namespace ct {
class PatienceState;
}

class GameController : public QObject {
    Q_OBJECT

public:
    // How the table should show a change.
    enum class Change {
        NewDeal,  // deal the cards out
        Move,     // a player's action: animate the difference
        AutoMove, // an automatic move: animate quickly
        Jump,     // undo, redo, restart: animate the difference
    };
    Q_ENUM(Change)

    explicit GameController(QObject* parent = nullptr);

    // Starts a game; on failure returns false with a message in `error`.
    bool newGame(const QString& gameId, std::optional<quint32> seed, const ct::Options& options = {},
                 QString* error = nullptr);
    // Starts a game from a full setup: an explicit deal, options, players.
    bool newGame(const QString& gameId, const ct::GameSetup& setup, QString* error = nullptr);
    bool loadRecord(const ct::GameRecord& record, QString* error = nullptr);
    void restart();

    bool hasGame() const { return session_.has_value(); }
    const ct::State* state() const;
    const ct::PatienceState* patience() const;
    QString gameId() const;
    std::optional<quint32> dealNumber() const;
    ct::GameRecord record() const;
    const ct::Options& options() const;

    int moves() const { return moves_; }
    // The player has made a move in this game (abandoning it then counts as a loss).
    bool started() const { return moves_ > 0; }
    bool isOver() const { return over_; }
    // How the game stands, for the statistics.
    ct::FinishedGame finishedGame(bool abandoned) const;
    std::string statisticsKey() const;
    qint64 elapsedMilliseconds() const;
    bool usedUndo() const { return undos_ > 0; }
    bool usedHint() const { return hints_ > 0; }

    bool canUndo() const;
    bool canRedo() const;
    // How many steps Undo can take back, and the position `steps` undos
    // back (0: the current one).
    int undoableSteps() const { return int(steps_.size()); }
    const ct::State* positionStepsBack(int steps) const;
    // Takes back `steps` steps at once (counted as that many undos).
    void undoSteps(int steps);
    // Automatic moves or a computer turn are still to come.
    bool busy() const { return followUp_.isActive() || thinking_ != nullptr || pending_.has_value(); }

    // Plays `count` cards from `fromZone` onto `toZone`. Returns core's verdict.
    ct::Verdict tryMove(const QString& fromZone, int count, const QString& toZone);
    // The zones a group of `count` cards from `fromZone` may legally go to.
    QStringList legalTargets(const QString& fromZone, int count) const;
    // The largest group that may be picked up from `zone` starting at `index`
    // (0 when those cards cannot move at all).
    bool canPickUp(const QString& zone, int index) const;
    // A click on a card or an empty place: the stock deals, a face-down top
    // card turns, a free card goes to a foundation. True if something happened.
    bool activate(const QString& zone, int index);
    bool sendToFoundation(const QString& zone);
    bool redeal();
    // Plays any legal action as the player's move (game-specific buttons).
    bool playAction(const ct::Action& action);
    // Plays several actions as one decision of the player (Kentucky
    // Discard's five discards): one undo takes them all back. Checks each
    // before it is played; stops at the first refused, saying why.
    bool playActions(const std::vector<ct::Action>& actions);
    // A click on `card` in `zone` of a table game: what core says the click
    // asks for (the card played, laid aside), if legal; otherwise the
    // reason is given through message().
    bool playCard(const QString& zone, ct::Card card);
    // Asks the strongest computer player what it would do in the player's
    // place, on a worker thread; computerHintReady() answers (counts as
    // assisted play).
    void requestComputerHint();
    bool hintPending() const { return hintWatcher_ != nullptr; }

    // The table may still be showing a change (a trick lying complete, a
    // round's summary): a computer player's decision waits until it is done.
    void setPresentationGate(std::function<bool()> presenting) { presenting_ = std::move(presenting); }

    // A useful move, for the Hint command (counts as assisted play): the
    // solver's move when it has one and it is legal here, else core's hint.
    std::optional<ct::Action> hint(std::optional<ct::Action> solverMove = std::nullopt);
    // Marks the game as assisted (the solver's demo).
    void noteAssisted();
    QString describeAction(const ct::Action& action) const;
    // What has been played so far, oldest first: who acted and what.
    struct LogEntry {
        int seat;
        QString text;
    };
    // From entry `from` on; cards another seat laid face down, unseen by
    // the player, are not named.
    QList<LogEntry> history(int from = 0) const;
    QString zoneOfPile(int pile) const;

    bool autoMoves() const { return autoMoves_; }
    void setAutoMoves(bool on);

    // How strong the computer players are.
    ct::Level computerLevel() const { return level_; }
    void setComputerLevel(ct::Level level) { level_ = level; }
    bool computerThinking() const { return thinking_ != nullptr; }
    // The least time a computer turn takes, so the player can follow it
    // (before the animation speed applies; a table may change it as play goes).
    int computerPace() const { return pace_; }
    void setComputerPace(int milliseconds) { pace_ = std::max(0, milliseconds); }
    // Games played against the clock (Snap, Beggar My Neighbor's pacing)
    // leave the computers' turns to their table, which plays them with
    // playComputerAction() when its own timers say so.
    bool tablePacesComputers() const { return tablePaced_; }
    void setTablePacesComputers(bool on);
    // Plays a computer seat's action (or an automatic one) chosen by the
    // table; false, with nothing changed, if core refuses it.
    bool playComputerAction(const ct::Action& action);
    // Plays on while each position has exactly one legal action (Beggar My
    // Neighbor's turns), at most `limit` actions, as one step shown as one
    // change. Returns how many were played.
    int playForcedActions(int limit);
    // True when seat 0, the player at this table, is to act.
    bool humanToAct() const;

public slots:
    void undo();
    void redo();
    // The table has shown everything: a decision that waited is played.
    void presentationDone();

signals:
    void gameStarted();
    void stateChanged(GameController::Change change);
    void message(const QString& text);
    void statusChanged();
    void gameOver(bool won);
    // A computer player started or stopped thinking.
    void thinkingChanged();
    void computerHintReady(const ct::Action& action, const QString& text);

private:
    bool playUserAction(const ct::Action& action);
    void playAutomatic(const ct::Action& action);
    void scheduleFollowUps();
    void runFollowUp();
    void startComputerTurn();
    void cancelComputer();
    void resetPacing();
    // Whether seat 0 may know every card `action` names, once it is played.
    static bool seesCards(const ct::State& after, const ct::Action& action);
    // The cards seat 0 may see after an action that it could not see before.
    static std::vector<ct::Card> newlyShown(const ct::State& before, const ct::State& after);
    void afterChange(Change change);
    int pileIndex(const QString& zone) const;

    std::optional<ct::GameSession> session_;
    QString gameId_;
    // Session actions per user step, so one undo takes back a move together
    // with the automatic moves that followed it.
    std::vector<int> steps_;
    std::vector<int> redoSteps_;
    int moves_ = 0;
    int undos_ = 0;
    int hints_ = 0;
    bool autoMoves_ = true;
    bool timing_ = false;
    bool over_ = false;
    QElapsedTimer clock_;
    qint64 banked_ = 0;
    QTimer followUp_;
    ct::Rng computer_{1};
    ct::Level level_ = ct::Level::Basic;
    // The computer player thinking on a worker thread, and how to stop it.
    QFutureWatcher<ct::Action>* thinking_ = nullptr;
    std::shared_ptr<std::atomic<bool>> cancel_;
    int generation_ = 0;
    QElapsedTimer turnClock_;
    int pace_ = kDefaultPace;
    bool tablePaced_ = false;
    static constexpr int kDefaultPace = 450;
    std::function<bool()> presenting_;
    std::optional<ct::Action> pending_; // a computer decision waiting for the table
    QFutureWatcher<ct::Action>* hintWatcher_ = nullptr;
    std::shared_ptr<std::atomic<bool>> hintCancel_;
};
