// Computer players for Quatorze: a rule-based player (meld distance, card
// counting, caution towards the next player) and a sampling player that
// weighs its draw and discard choices by playing the round out.
#pragma once

#include <memory>

#include "ai/player.h"

namespace ct {

// Level::Basic. Opens with the most valuable melds as soon as it can reach
// 51, then melds and lays off all it can; takes the top discard whenever it
// can meld it; discards the card that least helps its hand (few live cards
// left to complete it, high points while an opponent is close to going out)
// and least helps the next player (cards they picked up or can lay off).
std::unique_ptr<Player> makeQuatorzeBasicPlayer();

// Level::Strong. For draw-or-take and for the discard (among the basic
// player's four best), deals the unseen cards anew with State::resample,
// plays the round out with basic players, and compares each choice with the
// basic player's own on the same deals: it departs from the basic choice only
// for one that does better by more than two standard errors. Budget:
// milliseconds, or a fixed number of samples (Budget::iterations).
std::unique_ptr<Player> makeQuatorzeStrongPlayer();

} // namespace ct
