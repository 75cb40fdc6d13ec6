// A game being played: the states it went through, unlimited undo and redo,
// the move counter, and its record. The app and the command line both play
// through a session, so undo and saving work the same everywhere.
#pragma once

#include <memory>
#include <vector>

#include "engine/record.h"

namespace ct {

class GameSession {
public:
    static Expected<GameSession> start(const Game& game, const GameSetup& setup);
    // Replays a record; undo then reaches back to the first position.
    static Expected<GameSession> fromRecord(const GameRecord& record);

    const Game& game() const { return *game_; }
    const State& state() const { return *states_[cursor_]; }
    const GameSetup& setup() const { return setup_; }

    // Checks and applies an action; a legal one drops the redo history.
    Verdict play(const Action& action);

    bool canUndo() const { return cursor_ > 0; }
    bool canRedo() const { return cursor_ + 1 < states_.size(); }
    void undo();
    void redo();
    // Back to the first position, keeping nothing to redo.
    void restart();

    // Actions played to reach the current position.
    std::vector<Action> actions() const;
    std::size_t actionCount() const { return cursor_; }
    // Every action played, undone or redone counts one move; the counter never
    // goes down (RULES-PATIENCE §14).
    int moveCount() const { return moves_; }
    int undoCount() const { return undos_; }
    // The position before action `i` of actions() (0 = the first position).
    const State& stateBefore(std::size_t i) const { return *states_[i]; }
    // The state before the last action (for animating what changed).
    const State* previousState() const { return cursor_ > 0 ? states_[cursor_ - 1].get() : nullptr; }

    GameRecord record() const;

private:
    GameSession() = default;

    const Game* game_ = nullptr;
    GameSetup setup_;
    std::vector<std::unique_ptr<State>> states_;
    std::vector<Action> actions_; // actions_[i] leads from states_[i] to states_[i + 1]
    std::size_t cursor_ = 0;
    int undos_ = 0;
    int moves_ = 0;
};

} // namespace ct
