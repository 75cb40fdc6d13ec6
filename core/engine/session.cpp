#include "engine/session.h"

namespace ct {

Expected<GameSession> GameSession::start(const Game& game, const GameSetup& setup)
{
    auto state = game.start(setup);
    if (!state)
        return state.error();
    GameSession session;
    session.game_ = &game;
    session.setup_ = setup;
    session.setup_.players = (*state)->playerCount();
    session.setup_.options = *game.resolveOptions(setup.options);
    if (!setup.seed && !setup.deal)
        session.setup_.seed = 1;
    session.states_.push_back(std::move(*state));
    return session;
}

Expected<GameSession> GameSession::fromRecord(const GameRecord& record)
{
    const Game* game = findGame(record.gameId);
    if (!game)
        return makeError("unknown game '" + record.gameId + "'");
    auto session = start(*game, record.setup());
    if (!session)
        return session.error();
    for (std::size_t i = 0; i < record.actions.size(); ++i) {
        const int line = i < record.actionLines.size() ? record.actionLines[i] : 0;
        const State& state = session->state();
        if (state.isTerminal())
            return makeError("action '" + record.actions[i] + "' comes after the game has ended", line);
        auto action = state.parseAction(record.actions[i]);
        if (!action)
            return makeError("action '" + record.actions[i] + "': " + action.error().message, line);
        Verdict verdict = session->play(*action);
        if (!verdict.legal())
            return makeError("action '" + record.actions[i] + "' is illegal here: " + describe(verdict),
                             line);
    }
    session->undos_ = record.undos;
    session->moves_ += record.undos;
    return session;
}

Verdict GameSession::play(const Action& action)
{
    const State& current = state();
    Verdict verdict = current.check(action);
    if (!verdict.legal())
        return verdict;
    auto next = current.clone();
    next->apply(action);
    states_.resize(cursor_ + 1);
    actions_.resize(cursor_);
    states_.push_back(std::move(next));
    actions_.push_back(action);
    ++cursor_;
    ++moves_;
    return verdict;
}

void GameSession::undo()
{
    if (!canUndo())
        return;
    --cursor_;
    ++undos_;
    ++moves_;
}

void GameSession::redo()
{
    if (!canRedo())
        return;
    ++cursor_;
    ++moves_;
}

void GameSession::restart()
{
    states_.resize(1);
    actions_.clear();
    cursor_ = 0;
}

std::vector<Action> GameSession::actions() const
{
    return {actions_.begin(), actions_.begin() + static_cast<std::ptrdiff_t>(cursor_)};
}

GameRecord GameSession::record() const
{
    GameRecord record;
    record.gameId = game_->id();
    record.players = setup_.players;
    record.options = setup_.options;
    record.seed = setup_.seed;
    record.deal = setup_.deal;
    record.undos = undos_;
    for (std::size_t i = 0; i < cursor_; ++i)
        record.actions.push_back(states_[i]->actionText(actions_[i]));
    return record;
}

} // namespace ct
