// Small helpers shared by Quatorze's rule files (quatorze.cpp,
// quatorze_checks.cpp, quatorze_actions.cpp): card lists and refusals.
#pragma once

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "cards/card.h"
#include "engine/verdict.h"

namespace ct::quatorze_support {

// A meld on the table is named m1, m2, ... in the action notation.
inline std::string meldName(int index)
{
    return "m" + std::to_string(index + 1);
}

inline bool contains(const std::vector<Card>& cards, Card card)
{
    return std::find(cards.begin(), cards.end(), card) != cards.end();
}

// Removes one copy of `card` (a two-pack game has twins); false if none.
inline bool eraseOne(std::vector<Card>& cards, Card card)
{
    const auto it = std::find(cards.begin(), cards.end(), card);
    if (it == cards.end())
        return false;
    cards.erase(it);
    return true;
}

inline Verdict refuse(Reason reason, Card card = {}, int number = 0, std::string pile = {})
{
    Verdict verdict {reason};
    verdict.card = card;
    verdict.number = number;
    verdict.pile = std::move(pile);
    return verdict;
}

} // namespace ct::quatorze_support
