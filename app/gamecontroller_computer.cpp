// The game controller's computer side: the computer players' turns run on a
// worker thread, the computer's hint, automatic follow-up moves and pacing.
#include "gamecontroller.h"

#include <QtConcurrent>

#include <algorithm>

#include "ai/thinking.h"
#include "patience/patience.h"
#include "table/speeds.h"

using ct::Action;

void GameController::requestComputerHint()
{
    if (!session_ || !humanToAct() || hintWatcher_)
        return;
    std::shared_ptr<const ct::State> position(session_->state().clone().release());
    hintCancel_ = std::make_shared<std::atomic<bool>>(false);
    auto cancel = hintCancel_;
    const std::string id = gameId_.toStdString();
    const std::uint64_t seed = computer_.next();
    const int generation = generation_;
    hintWatcher_ = new QFutureWatcher<ct::Action>(this);
    connect(hintWatcher_, &QFutureWatcherBase::finished, this, [this, position, generation] {
        auto* watcher = hintWatcher_;
        hintWatcher_ = nullptr;
        if (!watcher)
            return;
        const ct::Action action = watcher->result();
        watcher->deleteLater();
        if (generation != generation_ || !session_ || !session_->state().check(action).legal())
            return;
        ++hints_;
        emit statusChanged();
        emit computerHintReady(action, QString::fromStdString(position->actionText(action)));
    });
    hintWatcher_->setFuture(QtConcurrent::run([position, id, seed, cancel] {
        auto player = ct::makePlayer(id, ct::Level::Strong);
        ct::Rng rng(seed);
        ct::Budget budget;
        budget.milliseconds = 800;
        budget.cancel = cancel.get();
        return player->choose(*position, rng, budget);
    }));
}

void GameController::presentationDone()
{
    if (!pending_ || !session_)
        return;
    const Action action = *pending_;
    pending_.reset();
    if (session_->state().check(action).legal())
        playAutomatic(action);
}

bool GameController::playComputerAction(const Action& action)
{
    if (!session_ || session_->state().isTerminal() || !session_->state().check(action).legal())
        return false;
    playAutomatic(action);
    return true;
}

void GameController::setTablePacesComputers(bool on)
{
    if (tablePaced_ == on)
        return;
    tablePaced_ = on;
    if (on) {
        followUp_.stop();
        cancelComputer();
    } else {
        scheduleFollowUps();
    }
}

void GameController::resetPacing()
{
    // Each game starts with the common pace; its table may change it.
    pace_ = kDefaultPace;
    tablePaced_ = false;
}

void GameController::cancelComputer()
{
    ++generation_;
    pending_.reset();
    if (cancel_)
        cancel_->store(true);
    if (hintCancel_)
        hintCancel_->store(true);
    if (hintWatcher_) {
        hintWatcher_->disconnect(this);
        connect(hintWatcher_, &QFutureWatcherBase::finished, hintWatcher_, &QObject::deleteLater);
        hintWatcher_ = nullptr;
    }
    if (thinking_) {
        // The worker finishes on its own; its answer is ignored.
        thinking_->disconnect(this);
        connect(thinking_, &QFutureWatcherBase::finished, thinking_, &QObject::deleteLater);
        thinking_ = nullptr;
        emit thinkingChanged();
    }
}

void GameController::startComputerTurn()
{
    if (thinking_ || !session_ || session_->state().isTerminal())
        return;
    std::shared_ptr<const ct::State> position(session_->state().clone().release());
    cancel_ = std::make_shared<std::atomic<bool>>(false);
    const std::string id = gameId_.toStdString();
    const ct::Level level = level_;
    const std::uint64_t seed = computer_.next();
    auto cancel = cancel_;
    const int generation = generation_;
    turnClock_.start();
    thinking_ = new QFutureWatcher<ct::Action>(this);
    connect(thinking_, &QFutureWatcherBase::finished, this, [this, generation] {
        auto* watcher = thinking_;
        thinking_ = nullptr;
        if (!watcher)
            return;
        const ct::Action action = watcher->result();
        watcher->deleteLater();
        emit thinkingChanged();
        if (generation != generation_ || !session_)
            return;
        // Let the player see each computer turn: never faster than the pace.
        const int pace = Speeds::scaled(pace_);
        const int wait = int(std::max<qint64>(0, pace - turnClock_.elapsed()));
        QTimer::singleShot(wait, this, [this, action, generation] {
            if (generation != generation_ || !session_ || !session_->state().check(action).legal())
                return;
            if (presenting_ && presenting_()) {
                pending_ = action; // played when the table has shown the last change
                return;
            }
            playAutomatic(action);
        });
    });
    thinking_->setFuture(QtConcurrent::run([position, id, level, seed, cancel] {
        auto player = ct::makePlayer(id, level);
        ct::Rng rng(seed);
        ct::Budget budget;
        budget.milliseconds = ct::thinkingMilliseconds(id);
        budget.cancel = cancel.get();
        return player->choose(*position, rng, budget);
    }));
    emit thinkingChanged();
}

void GameController::scheduleFollowUps()
{
    if (!session_ || session_->state().isTerminal())
        return;
    const ct::State& now = session_->state();
    const bool computerTurn = now.currentPlayer() > 0 && !tablePaced_;
    const auto* p = patience();
    const bool autoMove = p && autoMoves_ && p->safeAutoMove();
    if (!computerTurn && !autoMove)
        return;
    followUp_.start(computerTurn ? 0 : Speeds::scaled(Speeds::kAutoMove + Speeds::kAutoStepPause));
}

void GameController::runFollowUp()
{
    if (!session_ || session_->state().isTerminal())
        return;
    const ct::State& now = session_->state();
    if (now.currentPlayer() > 0 && !tablePaced_) {
        startComputerTurn();
        return;
    }
    if (const auto* p = patience(); p && autoMoves_)
        if (auto action = p->safeAutoMove())
            playAutomatic(*action);
}
