// The one list of every game core knows. Each game file exposes an accessor
// (`klondikeGame()`); adding a game is one line in games.cpp.
#pragma once

#include "engine/game.h"

namespace ct {

const Game& klondikeGame();
const Game& laBelleLucieGame();
const Game& theClockGame();
const Game& theSultanGame();
const Game& fortressGame();
const Game& theBlockadeGame();
const Game& empressOfIndiaGame();
const Game& theZodiacGame();
const Game& theMillGame();
const Game& napoleonsSquareGame();
const Game& theFourteenthGame();
const Game& theFifteenGame();
const Game& magicFifteenGame();
const Game& babetteGame();
const Game& beggarMyNeighborGame();
const Game& popeJoanGame();
const Game& allFoursGame();
const Game& speculationGame();
const Game& high14Game();
const Game& rookForTwoGame();
const Game& kentuckyDiscardGame();
const Game& quatorzeGame();
const Game& iSuspectYouGame();
const Game& oldMaidGame();
const Game& snipSnapSnorumGame();
const Game& snapGame();

} // namespace ct
