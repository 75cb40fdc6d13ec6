// The rule-based computer player of Snip Snap Snorum (RULES-PARLOUR.md §5,
// computer player notes): matches when it must, and otherwise lays the card
// least likely to be matched, judged by the copies of each rank it has not seen.
#pragma once

#include <memory>

#include "ai/player.h"
#include "engine/state.h"

namespace ct {

class SnipSnapSnorumState;

namespace snipsnap {

// The card `seat` lays when the choice is free: the rank with the fewest
// copies unseen (its own cards and the cards laid this deal count as seen),
// then the rank it holds most of, then the lower rank. Decides from
// observe(seat) only.
Card chooseFreeCard(const SnipSnapSnorumState& state, Seat seat);

} // namespace snipsnap

std::unique_ptr<Player> makeSnipSnapSnorumPlayer(Level level);

} // namespace ct
