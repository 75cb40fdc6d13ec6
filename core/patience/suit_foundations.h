// Ace and king foundations by suit, as The Fifteen and Babette use them: for
// each suit one pile built up from its ace and one built down from its king,
// thirteen cards each. The first ace (king) of a suit founds its pile; the
// other copy is an ordinary card that ends up on the opposite pile.
#pragma once

#include <string>

#include "engine/verdict.h"
#include "patience/patience.h"

namespace ct::suitFoundations {

inline constexpr int kSuits = 4;
inline constexpr int kCount = 2 * kSuits;

// Foundations are numbered 0..7: the ace piles of spades, hearts, diamonds
// and clubs (RULES-PATIENCE §0.1's order), then the king piles in the same order.
int aceFoundation(Suit suit);
int kingFoundation(Suit suit);
inline bool buildsDown(int foundation)
{
    return foundation >= kSuits;
}
Suit suitOf(int foundation);
// "afs" .. "afc" for the ace piles, "kfs" .. "kfc" for the king piles.
std::string pileId(int foundation);
// What an empty foundation shows on the table: "A♠", "K♥" ...
std::string label(int foundation);
// Whether `card` may go on `pile`, the foundation numbered `foundation`.
Verdict check(const Pile& pile, int foundation, Card card);

} // namespace ct::suitFoundations
