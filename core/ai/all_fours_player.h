// Computer players for All Fours (RULES-PARLOUR.md §7): a rule-based player
// for begging, giving, discarding and play, and a search player that samples
// the unseen cards and plays each deal out with the rule-based one.
#pragma once

#include <memory>

#include "ai/player.h"

namespace ct {

std::unique_ptr<Player> makeAllFoursBasicPlayer();
std::unique_ptr<Player> makeAllFoursSearchPlayer();

} // namespace ct
