// The rule-based Pope Joan player (RULES-PARLOUR.md §3, computer player
// notes): leads that keep the lead, then the Pope, runs from the bottom,
// aces, and cards nobody can play up to.
#pragma once

#include <memory>

#include "ai/player.h"

namespace ct {

std::unique_ptr<Player> makePopeJoanBasicPlayer();

} // namespace ct
