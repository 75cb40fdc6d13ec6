// The rule-based Speculation player (RULES-PARLOUR.md §8, computer player
// notes): it values the best card by its chance to stay the highest trump
// and trades at that value.
#pragma once

#include <memory>

#include "ai/player.h"

namespace ct {

class SpeculationState;

// The chance that none of `faceDown` cards still to be turned, drawn from
// `unseen` cards of which `higher` are trumps above the best card, beats it:
// C(unseen - higher, faceDown) / C(unseen, faceDown).
double speculationWinChance(int unseen, int faceDown, int higher);

// The worth of the best card to `owner` (the seat that would own it): its
// chance to win times the pool. With the holdBack option the owner's own
// face-down cards are not turned while it stays best, so they do not count.
double speculationCardValue(const SpeculationState& state, Seat owner);

std::unique_ptr<Player> makeSpeculationBasicPlayer();

} // namespace ct
