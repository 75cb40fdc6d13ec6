#include "games.h"

namespace ct {

const std::vector<const Game*>& allGames()
{
    static const std::vector<const Game*> games = {
        &klondikeGame(),
        &laBelleLucieGame(),
        &theClockGame(),
        &beggarMyNeighborGame(),
        &iSuspectYouGame(),
        &oldMaidGame(),
        &snipSnapSnorumGame(),
        &snapGame(),
    };
    return games;
}

} // namespace ct
