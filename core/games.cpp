#include "games.h"

namespace ct {

const std::vector<const Game*>& allGames()
{
    static const std::vector<const Game*> games = {
        &klondikeGame(),
        &laBelleLucieGame(),
        &theClockGame(),
        &theSultanGame(),
        &fortressGame(),
        &theBlockadeGame(),
        &empressOfIndiaGame(),
        &theZodiacGame(),
        &theMillGame(),
        &napoleonsSquareGame(),
        &theFourteenthGame(),
        &theFifteenGame(),
        &magicFifteenGame(),
        &babetteGame(),
        &beggarMyNeighborGame(),
        &popeJoanGame(),
        &allFoursGame(),
        &speculationGame(),
        &high14Game(),
        &rookForTwoGame(),
        &kentuckyDiscardGame(),
        &quatorzeGame(),
        &iSuspectYouGame(),
        &oldMaidGame(),
        &snipSnapSnorumGame(),
        &snapGame(),
    };
    return games;
}

} // namespace ct
