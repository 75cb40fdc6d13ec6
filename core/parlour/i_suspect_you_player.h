// The rule-based computer player of I Suspect You (RULES-PARLOUR.md §2,
// computer player notes): truthful when it can, bluffs with the card it needs
// latest, keeps a truthful card for its last play, and challenges by counting
// the copies of the called rank it has not seen.
#pragma once

#include <memory>
#include <vector>

#include "ai/player.h"
#include "engine/state.h"

namespace ct {

class ISuspectYouState;

namespace isuspect {

// The card to lay from `hand` when `call` is due, with `players` at the table.
Card chooseCard(const std::vector<Card>& hand, int call, int players);
// P(truth) that a hand of `handBefore` unseen cards drawn from `unseen` cards
// holds at least one of `copies` unseen copies: 1 - C(U-u, h) / C(U, h).
double truthChance(int unseen, int copies, int handBefore);
// Whether `seat`, asked in the window, says "I suspect you". Decides from
// observe(seat) and the public counts only.
bool wantsToChallenge(const ISuspectYouState& state, Seat seat);

} // namespace isuspect

std::unique_ptr<Player> makeISuspectYouPlayer(Level level);

} // namespace ct
