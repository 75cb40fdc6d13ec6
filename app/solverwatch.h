// The solver at the table: after every change it searches the position on
// a worker thread (core's solver, a copy of the state, cancelled as soon as
// the position changes again) and says whether the game can still be won.
// It remembers what it learnt about each position of the game, so Hint and
// Demo can follow its winning line and the player can go back to the last
// position that could still be won. It never decides a rule itself.
#pragma once

#include <QFutureWatcher>
#include <QObject>

#include <atomic>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "engine/action.h"
#include "solver/solver.h"

namespace ct {
class State;
}

class SolverWatch : public QObject {
    Q_OBJECT

public:
    enum class Verdict {
        Off,              // not a patience game, or switched off
        Thinking,         // searching this position
        Winnable,         // a winning line from here was found (and replayed)
        NoLongerWinnable, // lost from here, though an earlier position could be won
        CannotBeWon,      // lost from here, and nothing earlier was found winnable
        Unknown,          // the search gave up (time limit) without an answer
    };
    Q_ENUM(Verdict)

    explicit SolverWatch(QObject* parent = nullptr);
    ~SolverWatch() override;

    // Switches the watch on or off (off: no search, verdict Off).
    void setEnabled(bool on);
    bool isEnabled() const { return enabled_; }
    // How long one search may run before the verdict is Unknown.
    void setTimeLimit(int milliseconds) { timeLimitMs_ = milliseconds; }

    // A new game: forgets every position.
    void reset(const QString& gameId);
    // Looks at this position: a known one is answered at once, otherwise a
    // copy is searched in the background. Null or not patience: Off.
    void watch(const ct::State* state);

    Verdict verdict() const { return verdict_; }
    // The verdict in words, for the status bar.
    static QString text(Verdict verdict);
    // The first move of the winning line from the position watched.
    std::optional<ct::Action> nextMove() const;
    // Whether a position was found winnable, lost or neither.
    std::optional<ct::SolveStatus> known(const ct::State& state) const;
    // The solver's effort for the position watched (positions searched).
    std::uint64_t states() const { return states_; }

    // The verdict as difficulty words for a deal found winnable with this
    // effort: "easy", "medium", "hard".
    static QString difficulty(std::uint64_t states);

signals:
    void verdictChanged(SolverWatch::Verdict verdict);

private:
    struct Answer {
        ct::SolveStatus status = ct::SolveStatus::Unknown;
        std::vector<ct::Action> line;
        std::uint64_t states = 0;
    };
    // The search's answer for the position and, along a winning line, for
    // every position the line passes through.
    using Findings = std::vector<std::pair<std::string, Answer>>;
    void cancel();
    void settle(const Findings& findings);
    void setVerdict(Verdict verdict);

    bool enabled_ = true;
    int timeLimitMs_ = 20000;
    QString gameId_;
    Verdict verdict_ = Verdict::Off;
    std::uint64_t states_ = 0;
    std::string current_; // the fingerprint of the position watched
    bool everWinnable_ = false;
    std::unordered_map<std::string, Answer> known_;
    QFutureWatcher<Findings>* running_ = nullptr;
    std::shared_ptr<std::atomic<bool>> cancel_;
};
