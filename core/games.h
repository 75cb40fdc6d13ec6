// The one list of every game core knows. Each game file exposes an accessor
// (`klondikeGame()`); adding a game is one line in games.cpp.
#pragma once

#include "engine/game.h"

namespace ct {

const Game& klondikeGame();
const Game& laBelleLucieGame();
const Game& theClockGame();
const Game& beggarMyNeighborGame();
const Game& iSuspectYouGame();
const Game& oldMaidGame();
const Game& snipSnapSnorumGame();
const Game& snapGame();

} // namespace ct
