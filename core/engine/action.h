// An action of any game: a small value whose meaning each game defines, and
// whose text form (the notation of RULES.md) is what records, tests and the
// command line use.
#pragma once

#include <compare>
#include <vector>

#include "cards/card.h"

namespace ct {

struct Action {
    int kind = 0; // game-defined: a move, a stock click, a bid, a card play ...
    int a = 0;    // game-defined operands: pile indices, counts, amounts
    int b = 0;
    int c = 0;
    std::vector<Card> cards; // the cards the action names, if any

    auto operator<=>(const Action&) const = default;
};

} // namespace ct
