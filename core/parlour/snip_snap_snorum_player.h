// The rule-based computer player of Snip Snap Snorum (RULES-PARLOUR.md §5,
// computer player notes): matches when it must, and otherwise lays the card
// least likely to be matched, judged by the copies of each rank it has not
// seen and what the next seat has shown it lacks.
#pragma once

#include <memory>

#include "ai/player.h"
#include "engine/state.h"

namespace ct {

class SnipSnapSnorumState;

namespace snipsnap {

// The card `seat` lays when the choice is free: the rank the next seat is
// least likely to hold (only it can match the card). That chance comes from
// the copies of the rank this seat has not seen (its own cards and the cards
// laid this deal are seen), the hidden cards and the next seat's hand size,
// and is nil for a rank the next seat showed it lacks by not matching it.
// Ties go to the rank it holds most of, then the lower card. Decides from
// observe(seat) and the public play only.
Card chooseFreeCard(const SnipSnapSnorumState& state, Seat seat);

} // namespace snipsnap

std::unique_ptr<Player> makeSnipSnapSnorumPlayer(Level level);

} // namespace ct
