#include "solverwatch.h"

#include <QtConcurrent>

#include "engine/game.h"
#include "patience/patience.h"

SolverWatch::SolverWatch(QObject* parent) : QObject(parent) {}

SolverWatch::~SolverWatch()
{
    cancel();
}

void SolverWatch::setEnabled(bool on)
{
    enabled_ = on;
    if (!on) {
        cancel();
        setVerdict(Verdict::Off);
    }
}

void SolverWatch::reset(const QString& gameId)
{
    cancel();
    gameId_ = gameId;
    known_.clear();
    everWinnable_ = false;
    current_.clear();
    states_ = 0;
    setVerdict(Verdict::Off);
}

void SolverWatch::cancel()
{
    if (cancel_)
        *cancel_ = true;
    if (running_) {
        running_->disconnect(this);
        // The search sees the flag within a few thousand positions; the
        // watcher is left to finish on its own and deletes itself.
        connect(running_, &QFutureWatcherBase::finished, running_, &QObject::deleteLater);
        if (running_->isFinished())
            running_->deleteLater();
        running_ = nullptr;
    }
    cancel_.reset();
}

void SolverWatch::watch(const ct::State* state)
{
    cancel();
    const auto* patience = dynamic_cast<const ct::PatienceState*>(state);
    if (!enabled_ || !patience) {
        current_.clear();
        setVerdict(Verdict::Off);
        return;
    }
    current_ = patience->fingerprint();
    if (auto it = known_.find(current_); it != known_.end() && it->second.status != ct::SolveStatus::Unknown) {
        settle({{current_, it->second}});
        return;
    }
    states_ = 0;
    setVerdict(Verdict::Thinking);
    cancel_ = std::make_shared<std::atomic<bool>>(false);
    std::shared_ptr<ct::State> copy(patience->clone());
    const std::string gameId = gameId_.toStdString();
    const int limit = timeLimitMs_;
    auto flag = cancel_;
    running_ = new QFutureWatcher<Findings>(this);
    connect(running_, &QFutureWatcherBase::finished, this, [this, watcher = running_] {
        if (watcher != running_)
            return;
        const Findings findings = watcher->result();
        running_ = nullptr;
        watcher->deleteLater();
        settle(findings);
    });
    running_->setFuture(QtConcurrent::run([copy, gameId, limit, flag]() -> Findings {
        const auto& start = static_cast<const ct::PatienceState&>(*copy);
        ct::SolveLimits limits;
        limits.maxMillis = limit;
        limits.cancel = flag.get();
        const ct::SolveResult result = ct::solve(start, limits, ct::hooksFor(gameId));
        Findings findings;
        findings.push_back({start.fingerprint(), Answer{result.status, result.line, result.states}});
        if (result.status == ct::SolveStatus::Won) {
            // Every position along the line is winnable by the rest of it.
            auto walk = start.clone();
            for (std::size_t i = 0; i + 1 < result.line.size(); ++i) {
                walk->apply(result.line[i]);
                findings.push_back({walk->fingerprint(),
                                    Answer{ct::SolveStatus::Won,
                                           std::vector<ct::Action>(result.line.begin() + std::ptrdiff_t(i) + 1,
                                                                   result.line.end()),
                                           0}});
            }
        }
        return findings;
    }));
}

void SolverWatch::settle(const Findings& findings)
{
    if (findings.empty())
        return;
    for (const auto& [key, answer] : findings) {
        if (answer.status == ct::SolveStatus::Won)
            everWinnable_ = true;
        auto& slot = known_[key];
        if (slot.status != ct::SolveStatus::Won || answer.status == ct::SolveStatus::Won)
            slot = answer;
    }
    const auto& [key, answer] = findings.front();
    if (key != current_)
        return; // the position moved on meanwhile
    states_ = answer.states;
    switch (answer.status) {
    case ct::SolveStatus::Won:
        setVerdict(Verdict::Winnable);
        break;
    case ct::SolveStatus::Lost:
        setVerdict(everWinnable_ ? Verdict::NoLongerWinnable : Verdict::CannotBeWon);
        break;
    case ct::SolveStatus::Unknown:
        setVerdict(Verdict::Unknown);
        break;
    }
}

void SolverWatch::setVerdict(Verdict verdict)
{
    const bool changed = verdict != verdict_;
    verdict_ = verdict;
    if (changed || verdict == Verdict::Winnable)
        emit verdictChanged(verdict);
}

std::optional<ct::Action> SolverWatch::nextMove() const
{
    if (verdict_ != Verdict::Winnable)
        return std::nullopt;
    auto it = known_.find(current_);
    if (it == known_.end() || it->second.status != ct::SolveStatus::Won || it->second.line.empty())
        return std::nullopt;
    return it->second.line.front();
}

std::optional<ct::SolveStatus> SolverWatch::known(const ct::State& state) const
{
    auto it = known_.find(state.fingerprint());
    if (it == known_.end() || it->second.status == ct::SolveStatus::Unknown)
        return std::nullopt;
    return it->second.status;
}

QString SolverWatch::text(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Off: return {};
    case Verdict::Thinking: return tr("Solver: thinking...");
    case Verdict::Winnable: return tr("Solver: winnable");
    case Verdict::NoLongerWinnable: return tr("Solver: no longer winnable");
    case Verdict::CannotBeWon: return tr("Solver: cannot be won");
    case Verdict::Unknown: return tr("Solver: unknown");
    }
    return {};
}

QString SolverWatch::difficulty(std::uint64_t states)
{
    if (states < 2000)
        return tr("easy");
    if (states < 200000)
        return tr("medium");
    return tr("hard");
}
