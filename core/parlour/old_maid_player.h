// The computer player of Old Maid (RULES-PARLOUR.md §4): there is no skill,
// so it draws a position uniformly at random. Its own hand is shuffled by the
// rules engine whenever it offers (see OldMaidState).
#pragma once

#include <memory>

#include "ai/player.h"

namespace ct {

std::unique_ptr<Player> makeOldMaidPlayer(Level level);

} // namespace ct
