// The computer player of every patience game, for `cardtable-cli play --auto`,
// the demo and soak runs: it plays the hint's move (home first, uncover,
// free piles, then draw), never walks back into a position it has already
// been in, and resigns honestly when every legal move would only repeat one.
#pragma once

#include <memory>

#include "ai/player.h"

namespace ct {

std::unique_ptr<Player> makePatiencePlayer();

} // namespace ct
