// How long the app lets a game's strong player think per decision.
#pragma once

#include <string>

#include "ai/player.h"

namespace ct {

// Milliseconds per decision: Budget's default, or less where a game's player
// decides often and its issue asks for a shorter pace (Quatorze's sampling
// player draws, opens and discards every turn: half a second each).
inline int thinkingMilliseconds(const std::string& gameId)
{
    if (gameId == "quatorze")
        return 500;
    return Budget {}.milliseconds;
}

} // namespace ct
