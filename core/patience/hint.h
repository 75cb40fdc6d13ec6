// A hint for any patience game: the most useful-looking legal move, by rules
// of thumb every player knows (play home, uncover cards, free piles, then
// draw). The solver (when it has a line) gives better hints; this one is
// instant and never suggests a move that merely shifts cards back and forth.
#pragma once

#include <optional>

#include "engine/action.h"

namespace ct {

class PatienceState;

std::optional<Action> patienceHint(const PatienceState& state);

} // namespace ct
