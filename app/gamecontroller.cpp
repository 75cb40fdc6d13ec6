// The game controller: a game's session for the window, with its moves, undo
// and redo, hints and the record kept for saving and statistics.
#include "gamecontroller.h"

#include <QRandomGenerator>

#include <algorithm>
#include <iterator>

#include "engine/game.h"
#include "gametexts.h"
#include "patience/hint.h"
#include "patience/patience.h"

using ct::Action;
using ct::Verdict;

GameController::GameController(QObject* parent)
    : QObject(parent)
{
    followUp_.setSingleShot(true);
    connect(&followUp_, &QTimer::timeout, this, &GameController::runFollowUp);
}

bool GameController::newGame(const QString& gameId, std::optional<quint32> seed, const ct::Options& options,
                             QString* error)
{
    ct::GameSetup setup;
    setup.options = options;
    setup.seed = seed ? *seed : quint32(QRandomGenerator::global()->bounded(1u, 1000000u));
    if (newGame(gameId, setup, nullptr))
        return true;
    // A stale option from an older version: start with the defaults.
    setup.options.clear();
    return newGame(gameId, setup, error);
}

bool GameController::newGame(const QString& gameId, const ct::GameSetup& setup, QString* error)
{
    const ct::Game* game = ct::findGame(gameId.toStdString());
    if (!game) {
        if (error)
            *error = tr("There is no game called \"%1\".").arg(gameId);
        return false;
    }
    auto session = ct::GameSession::start(*game, setup);
    if (!session) {
        if (error)
            *error = QString::fromStdString(session.error().text());
        return false;
    }
    followUp_.stop();
    cancelComputer();
    session_ = std::move(*session);
    gameId_ = gameId;
    steps_.clear();
    redoSteps_.clear();
    moves_ = undos_ = hints_ = 0;
    timing_ = over_ = false;
    banked_ = 0;
    computer_.reseed(setup.seed.value_or(0) * 31ULL + 7);
    resetPacing();
    emit gameStarted();
    afterChange(Change::NewDeal);
    return true;
}

bool GameController::loadRecord(const ct::GameRecord& record, QString* error)
{
    auto session = ct::GameSession::fromRecord(record);
    if (!session) {
        if (error)
            *error = QString::fromStdString(session.error().text());
        return false;
    }
    followUp_.stop();
    cancelComputer();
    session_ = std::move(*session);
    gameId_ = QString::fromStdString(record.gameId);
    steps_.clear();
    if (session_->state().playerCount() > 1) {
        // Undo goes back to the player's decisions: each of the player's
        // actions starts a step that takes the computer players' replies with
        // it; computer moves before the player's first stay.
        for (std::size_t i = 0; i < record.actions.size(); ++i) {
            if (session_->stateBefore(i).currentPlayer() == 0)
                steps_.push_back(1);
            else if (!steps_.empty())
                ++steps_.back();
        }
    } else {
        steps_.assign(record.actions.size(), 1);
    }
    redoSteps_.clear();
    moves_ = int(record.actions.size()) + record.undos;
    undos_ = record.undos;
    hints_ = record.hints;
    timing_ = false;
    over_ = session_->state().isTerminal();
    banked_ = record.elapsedMs;
    computer_.reseed(record.seed.value_or(1) * 31ULL + 7);
    resetPacing();
    emit gameStarted();
    afterChange(Change::NewDeal);
    return true;
}

void GameController::restart()
{
    if (!session_)
        return;
    followUp_.stop();
    cancelComputer();
    session_->restart();
    steps_.clear();
    redoSteps_.clear();
    over_ = false;
    afterChange(Change::Jump);
}

const ct::State* GameController::state() const
{
    return session_ ? &session_->state() : nullptr;
}

const ct::PatienceState* GameController::patience() const
{
    return dynamic_cast<const ct::PatienceState*>(state());
}

QString GameController::gameId() const
{
    return gameId_;
}

std::optional<quint32> GameController::dealNumber() const
{
    if (!session_ || !session_->setup().seed)
        return std::nullopt;
    return *session_->setup().seed;
}

ct::GameRecord GameController::record() const
{
    ct::GameRecord record = session_ ? session_->record() : ct::GameRecord{};
    record.undos = undos_;
    record.hints = hints_;
    record.elapsedMs = elapsedMilliseconds();
    return record;
}

ct::FinishedGame GameController::finishedGame(bool abandoned) const
{
    ct::FinishedGame finished;
    const ct::State* now = state();
    finished.result = abandoned || !now ? ct::Result::Lost : now->outcome().result;
    finished.abandoned = abandoned;
    finished.assisted = undos_ > 0 || hints_ > 0;
    finished.timeMs = elapsedMilliseconds();
    finished.moves = moves_;
    if (now) {
        if (const ct::ScoreSheet* sheet = now->scoreSheet()) {
            finished.roundsPlayed = int(sheet->rows.size());
            for (const ct::ScoreRow& row : sheet->rows) {
                if (row.points.empty())
                    continue;
                const int mine = row.points.front();
                bool best = true;
                for (int other : row.points)
                    best = best && (sheet->lowWins ? mine <= other : mine >= other);
                finished.roundsWon += best ? 1 : 0;
                if (row.bidder == 0)
                    (row.made ? finished.bidsMade : finished.bidsSet) += 1;
            }
            const auto totals = sheet->totals();
            finished.score = totals.empty() ? 0 : totals.front();
        }
    }
    return finished;
}

std::string GameController::statisticsKey() const
{
    const ct::Game* game = session_ ? &session_->game() : nullptr;
    return game ? ct::StatisticsBook::variantKey(*game, session_->setup().options) : std::string();
}

const ct::Options& GameController::options() const
{
    static const ct::Options none;
    return session_ ? session_->setup().options : none;
}

qint64 GameController::elapsedMilliseconds() const
{
    return banked_ + (timing_ ? clock_.elapsed() : 0);
}

bool GameController::canUndo() const
{
    return session_ && !steps_.empty();
}

bool GameController::canRedo() const
{
    return session_ && !redoSteps_.empty();
}

int GameController::pileIndex(const QString& zone) const
{
    if (const auto* p = patience())
        return p->pileIndex(zone.toStdString());
    return -1;
}

QString GameController::zoneOfPile(int pile) const
{
    const auto* p = patience();
    if (!p || pile < 0 || pile >= int(p->piles().size()))
        return {};
    return QString::fromStdString(p->piles()[size_t(pile)].id);
}

Verdict GameController::tryMove(const QString& fromZone, int count, const QString& toZone)
{
    if (!session_)
        return Verdict::refuse(ct::Reason::GameOver);
    const int from = pileIndex(fromZone);
    const int to = pileIndex(toZone);
    if (from < 0 || to < 0)
        return Verdict::refuse(ct::Reason::NoSuchPile);
    const Action action = ct::PatienceState::move(from, to, count);
    Verdict verdict = state()->check(action);
    if (verdict.legal())
        playUserAction(action);
    return verdict;
}

QStringList GameController::legalTargets(const QString& fromZone, int count) const
{
    QStringList targets;
    const auto* p = patience();
    const int from = pileIndex(fromZone);
    if (!p || from < 0)
        return targets;
    for (const Action& action : p->legalActions())
        if (action.kind == ct::PatienceState::MoveCards && action.a == from && action.c == count)
            targets << zoneOfPile(action.b);
    return targets;
}

bool GameController::canPickUp(const QString& zone, int index) const
{
    const auto* p = patience();
    const int pile = pileIndex(zone);
    if (!p || pile < 0 || p->isTerminal())
        return false;
    const auto& cards = p->piles()[size_t(pile)].cards;
    if (index < 0 || index >= int(cards.size()))
        return false;
    for (int i = index; i < int(cards.size()); ++i)
        if (!cards[size_t(i)].faceUp)
            return false;
    // Only as many cards as one move may carry.
    if (int(cards.size()) - index > p->movableGroup(pile))
        return false;
    return p->piles()[size_t(pile)].kind != ct::ZoneKind::Stock;
}

bool GameController::activate(const QString& zone, int index)
{
    if (!session_ || state()->isTerminal())
        return false;
    const auto* p = patience();
    if (!p) {
        if (!humanToAct())
            return false;
        const auto actions = state()->legalActions();
        // A click on a card plays the one action that names it ("R14",
        // "discard R5"); elsewhere it plays the only thing there is to do.
        const ct::Observation view = state()->observe(0);
        for (const ct::Zone& z : view.zones) {
            if (QString::fromStdString(z.id) != zone || index < 0 || index >= int(z.cards.size()) ||
                !z.cards[size_t(index)].known)
                continue;
            const std::string card = ct::cardText(z.cards[size_t(index)].card, ct::PackSuffix::Never);
            std::vector<Action> naming;
            for (const Action& action : actions) {
                const std::string text = state()->actionText(action);
                if (text == card || (text.size() > card.size() && text.compare(text.size() - card.size(), card.size(), card) == 0 &&
                                     text[text.size() - card.size() - 1] == ' '))
                    naming.push_back(action);
            }
            if (naming.size() == 1)
                return playUserAction(naming.front());
            if (naming.empty()) {
                // A card no action may play now: core says why (a chain
                // to match ...), and nothing else is played in its place.
                for (const Action& action : actions) {
                    if (action.cards.size() != 1)
                        continue;
                    Action instead = action;
                    instead.cards.front() = z.cards[size_t(index)].card;
                    const Verdict verdict = state()->check(instead);
                    if (!verdict.legal())
                        emit message(GameTexts::verdict(verdict, gameId_));
                    return false;
                }
            }
        }
        if (actions.size() == 1)
            return playUserAction(actions.front());
        return false;
    }
    const int pile = pileIndex(zone);
    if (pile < 0)
        return false;
    const ct::Pile& target = p->piles()[size_t(pile)];
    if (target.kind == ct::ZoneKind::Stock) {
        const Action click = ct::PatienceState::stockClick();
        Verdict verdict = p->check(click);
        if (!verdict.legal()) {
            emit message(GameTexts::verdict(verdict, gameId_));
            return false;
        }
        return playUserAction(click);
    }
    if (!target.empty() && index == int(target.size()) - 1 && !target.top().faceUp) {
        const Action flip{ct::PatienceState::Flip, pile, 0, 0, {}};
        if (p->check(flip).legal())
            return playUserAction(flip);
    }
    if (!target.empty() && index == int(target.size()) - 1 && target.kind != ct::ZoneKind::Foundation)
        return sendToFoundation(zone);
    return false;
}

bool GameController::sendToFoundation(const QString& zone)
{
    const auto* p = patience();
    if (!p || p->isTerminal())
        return false;
    if (auto action = p->foundationMove(pileIndex(zone)))
        return playUserAction(*action);
    return false;
}

bool GameController::redeal()
{
    const auto* p = patience();
    if (!p)
        return false;
    const Action action{ct::PatienceState::Redeal, 0, 0, 0, {}};
    Verdict verdict = p->check(action);
    if (!verdict.legal()) {
        emit message(GameTexts::verdict(verdict, gameId_));
        return false;
    }
    return playUserAction(action);
}

bool GameController::playActions(const std::vector<Action>& actions)
{
    if (!session_ || actions.empty() || !humanToAct())
        return false;
    followUp_.stop();
    std::size_t played = 0;
    for (const Action& action : actions) {
        const Verdict verdict = session_->play(action);
        if (!verdict.legal()) {
            emit message(GameTexts::verdict(verdict, gameId_));
            break;
        }
        ++played;
    }
    if (played == 0)
        return false;
    steps_.push_back(int(played));
    redoSteps_.clear();
    ++moves_;
    if (!timing_ && !over_) {
        timing_ = true;
        clock_.start();
    }
    afterChange(Change::Move);
    return played == actions.size();
}

bool GameController::playCard(const QString& zone, ct::Card card)
{
    if (!session_ || state()->isTerminal())
        return false;
    if (!humanToAct()) {
        emit message(GameTexts::verdict(
            Verdict {ct::Reason::NotYourTurn, {}, {}, state()->currentPlayer(), {}}, gameId_));
        return false;
    }
    const auto action = state()->actionForCard(zone.toStdString(), card);
    if (!action)
        return false;
    const Verdict verdict = state()->check(*action);
    if (!verdict.legal()) {
        emit message(GameTexts::verdict(verdict, gameId_));
        return false;
    }
    return playUserAction(*action);
}

bool GameController::playAction(const Action& action)
{
    if (!session_)
        return false;
    Verdict verdict = state()->check(action);
    if (!verdict.legal()) {
        emit message(GameTexts::verdict(verdict, gameId_));
        return false;
    }
    return playUserAction(action);
}

std::optional<Action> GameController::hint(std::optional<Action> solverMove)
{
    const auto* p = patience();
    if (!p || p->isTerminal())
        return std::nullopt;
    std::optional<Action> action;
    if (solverMove && p->check(*solverMove).legal())
        action = solverMove;
    else
        action = ct::patienceHint(*p);
    if (action) {
        ++hints_;
        emit statusChanged();
    }
    return action;
}

QString GameController::describeAction(const Action& action) const
{
    const auto* p = patience();
    if (!p)
        return state() ? QString::fromStdString(state()->actionText(action)) : QString();
    switch (action.kind) {
    case ct::PatienceState::MoveCards: {
        const auto& from = p->piles()[size_t(action.a)];
        const ct::Card card = from.cards[from.size() - size_t(action.c)].card;
        return tr("Move %1 to the %2.").arg(GameTexts::cardName(card),
                                             GameTexts::pileName(gameId_, zoneOfPile(action.b)));
    }
    case ct::PatienceState::StockClick: return tr("Click the stock.");
    case ct::PatienceState::Flip: return tr("Turn over the top card of the %1.").arg(GameTexts::pileName(gameId_, zoneOfPile(action.a)));
    case ct::PatienceState::Redeal: return tr("Redeal the cards.");
    default: return QString::fromStdString(p->actionText(action));
    }
}

QList<GameController::LogEntry> GameController::history(int from) const
{
    QList<LogEntry> entries;
    if (!session_)
        return entries;
    const auto actions = session_->actions();
    for (std::size_t i = std::size_t(std::max(0, from)); i < actions.size(); ++i) {
        const ct::State& before = session_->stateBefore(i);
        const ct::State& after = i + 1 < actions.size() ? session_->stateBefore(i + 1) : session_->state();
        QString text = QString::fromStdString(before.actionText(actions[i]));
        if (!before.showsCardsToAll(actions[i]) && !seesCards(after, actions[i])) {
            // A card laid or thrown face down by another seat is not named.
            const QString verb = text.contains(QLatin1Char(' ')) ? text.section(QLatin1Char(' '), 0, 0) : QString();
            text = verb.isEmpty() ? tr("a card, face down") : tr("%1 a card, face down").arg(verb);
        } else if (actions[i].cards.empty() && after.playerCount() > 1) {
            // An action that names no card ("turn", "draw") but shows the
            // player one: the card turned up, or the card the player drew.
            const std::vector<ct::Card> shown = newlyShown(before, after);
            if (shown.size() == 1)
                text = tr("%1 (%2)").arg(text, QString::fromStdString(ct::cardText(shown.front())));
        }
        entries.append({before.currentPlayer(), text});
    }
    return entries;
}

std::vector<ct::Card> GameController::newlyShown(const ct::State& before, const ct::State& after)
{
    auto known = [](const ct::State& state) {
        std::vector<ct::Card> cards;
        for (const ct::Zone& zone : state.observe(0).zones)
            for (const ct::PlacedCard& placed : zone.cards)
                if (placed.known)
                    cards.push_back(placed.card);
        std::sort(cards.begin(), cards.end());
        return cards;
    };
    const std::vector<ct::Card> was = known(before);
    const std::vector<ct::Card> now = known(after);
    std::vector<ct::Card> shown;
    std::set_difference(now.begin(), now.end(), was.begin(), was.end(), std::back_inserter(shown));
    return shown;
}

bool GameController::seesCards(const ct::State& after, const Action& action)
{
    if (action.cards.empty() || after.playerCount() < 2)
        return true;
    const ct::Observation view = after.observe(0);
    for (const ct::Card& card : action.cards) {
        bool known = false;
        for (const ct::Zone& zone : view.zones)
            for (const ct::PlacedCard& placed : zone.cards)
                known = known || (placed.known && placed.card == card);
        if (!known)
            return false;
    }
    return true;
}

bool GameController::playUserAction(const Action& action)
{
    followUp_.stop();
    Verdict verdict = session_->play(action);
    if (!verdict.legal()) {
        emit message(GameTexts::verdict(verdict, gameId_));
        return false;
    }
    steps_.push_back(1);
    redoSteps_.clear();
    ++moves_;
    if (!timing_ && !over_) {
        timing_ = true;
        clock_.start();
    }
    afterChange(Change::Move);
    return true;
}

void GameController::playAutomatic(const Action& action)
{
    if (!session_->play(action).legal())
        return;
    if (steps_.empty()) {
        // Computer moves before the player's first decision are no step of
        // the player's to take back.
        if (session_->state().playerCount() > 1) {
            afterChange(Change::AutoMove);
            return;
        }
        steps_.push_back(0);
    }
    ++steps_.back();
    afterChange(Change::AutoMove);
}

int GameController::playForcedActions(int limit)
{
    if (!session_)
        return 0;
    followUp_.stop();
    cancelComputer();
    int played = 0;
    while (played < limit && !session_->state().isTerminal()) {
        const auto actions = session_->state().legalActions();
        if (actions.size() != 1 || !session_->play(actions.front()).legal())
            break;
        ++played;
    }
    if (played == 0)
        return 0;
    steps_.push_back(played);
    redoSteps_.clear();
    ++moves_;
    if (!timing_ && !over_) {
        timing_ = true;
        clock_.start();
    }
    afterChange(Change::Jump);
    return played;
}

void GameController::noteAssisted()
{
    ++hints_;
    emit statusChanged();
}

const ct::State* GameController::positionStepsBack(int steps) const
{
    if (!session_ || steps < 0 || steps > int(steps_.size()))
        return nullptr;
    std::size_t index = session_->actionCount();
    for (int i = 0; i < steps; ++i)
        index -= std::size_t(steps_[steps_.size() - 1 - std::size_t(i)]);
    return &session_->stateBefore(index);
}

void GameController::undoSteps(int steps)
{
    if (!session_ || steps <= 0 || steps > int(steps_.size()))
        return;
    followUp_.stop();
    cancelComputer();
    for (int s = 0; s < steps; ++s) {
        const int count = steps_.back();
        steps_.pop_back();
        for (int i = 0; i < count; ++i)
            session_->undo();
        redoSteps_.push_back(count);
        ++moves_;
        ++undos_;
    }
    over_ = false;
    afterChange(Change::Jump);
}

void GameController::undo()
{
    if (canUndo())
        undoSteps(1);
}

void GameController::redo()
{
    if (!canRedo())
        return;
    followUp_.stop();
    cancelComputer();
    const int count = redoSteps_.back();
    redoSteps_.pop_back();
    for (int i = 0; i < count; ++i)
        session_->redo();
    steps_.push_back(count);
    ++moves_;
    afterChange(Change::Jump);
}

void GameController::setAutoMoves(bool on)
{
    autoMoves_ = on;
    if (on)
        scheduleFollowUps();
}

bool GameController::humanToAct() const
{
    return session_ && !session_->state().isTerminal() && session_->state().currentPlayer() == 0;
}

void GameController::afterChange(Change change)
{
    emit stateChanged(change);
    const ct::State& now = session_->state();
    if (now.isTerminal()) {
        if (timing_) {
            banked_ += clock_.elapsed();
            timing_ = false;
        }
        if (!over_) {
            over_ = true;
            emit statusChanged();
            emit gameOver(now.outcome().result == ct::Result::Won);
        }
        return;
    }
    emit statusChanged();
    if (change != Change::Jump || now.currentPlayer() > 0)
        scheduleFollowUps();
}
