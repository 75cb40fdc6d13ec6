// A search player for games with hidden cards (perfect-information Monte
// Carlo, after the determinization of DESIGN.md): it deals the unseen cards
// anew with State::resample, tries every legal action in each sampled world,
// finishes the world with fast rule-based play up to a horizon, and picks the
// action with the best average worth for its seat. It sees only what
// resample() lets it see.
#pragma once

#include <functional>
#include <memory>
#include <string>

#include "ai/player.h"

namespace ct {

struct DeterminizedSearchSettings {
    std::string name;
    // Plays every seat in the sampled worlds.
    std::function<std::unique_ptr<Player>()> rolloutPlayer;
    // Whether a playout stops at `now` (the end of the deal, say); `root` is
    // the position searched from.
    std::function<bool(const State& root, const State& now)> horizon;
    // The worth to `seat` of `end`, measured from `root`.
    std::function<double(const State& root, const State& end, Seat seat)> evaluate;
    // Where to search; elsewhere the rollout player decides alone (for
    // decisions where its rules beat a noisy sampled estimate). Empty: always.
    std::function<bool(const State& state)> searchWhen;
    int maxPlayoutSteps = 1000;
    // Worlds sampled per decision when the budget gives a time instead of a
    // number of iterations: at least this many, whatever the clock says.
    int minimumWorlds = 4;
};

std::unique_ptr<Player> makeDeterminizedSearchPlayer(DeterminizedSearchSettings settings);

} // namespace ct
