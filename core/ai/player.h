// Computer players. A player decides for the seat to act using only what that
// seat may know: State::observe(seat), the public history, and
// State::resample(seat) for search. It must never read hidden cards from the
// state it is given (tests check that decisions do not change when the hidden
// cards are dealt differently).
#pragma once

#include <atomic>
#include <memory>
#include <optional>
#include <string>

#include "cards/rng.h"
#include "engine/state.h"

namespace ct {

enum class Level {
    Random,   // any legal action: for tests and soak runs
    Basic,    // rule-based: sensible and fast
    Strong,   // search (determinization, ISMCTS/PIMC) within a time budget
};

std::string levelId(Level level); // "random", "basic", "strong"

struct Budget {
    int milliseconds = 1000;   // per decision, for searching players
    int iterations = 0;        // if > 0, a fixed amount of work (repeatable)
    const std::atomic<bool>* cancel = nullptr; // set to stop early
};

class Player {
public:
    virtual ~Player() = default;
    virtual std::string name() const = 0;
    // An action for state.currentPlayer(); `rng` makes the choice repeatable.
    virtual Action choose(const State& state, Rng& rng, const Budget& budget) = 0;
    // After choosing a bid: the chance the player put on its side making the
    // contract should it end up declaring (for calibration); none from
    // players that make no such estimate.
    virtual std::optional<double> bidConfidence() const { return std::nullopt; }
};

// A player that picks uniformly among the legal actions.
std::unique_ptr<Player> makeRandomPlayer();
// The best player this build has for `game` at `level`; falls back to a lower
// level where a game has none.
std::unique_ptr<Player> makePlayer(const std::string& gameId, Level level);

} // namespace ct
