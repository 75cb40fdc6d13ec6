// The decks the games are dealt from, in a fixed canonical order, and the
// seeded shuffle that turns a deal number into a card order.
#pragma once

#include <cstdint>
#include <vector>

#include "cards/card.h"
#include "util/expected.h"

namespace ct {

// `packs` French packs of 52 in suit order C D H S, ace to king, each pack
// followed by its jokers (numbered JK1, JK2 across all packs).
std::vector<Card> frenchDeck(int packs = 1, int jokers = 0);
// Rook cards lowNumber..highNumber in the colours R Y G B, then the Bird if
// asked for. Rook for Two uses 4..14, Kentucky Discard 5..14 with the Bird,
// High 14 1..14.
std::vector<Card> rookDeck(int lowNumber, int highNumber, bool withBird);

// The card order of a seeded deal: the canonical deck shuffled by the
// project's own generator (see core/cards/rng.h and docs/deals.md).
std::vector<Card> shuffledDeck(std::vector<Card> deck, std::uint32_t seed);

// Checks that `deal` holds exactly the cards of `deck` (any order). The error
// names the first card that is unknown to the game, repeated or missing.
Expected<bool> checkDealMatchesDeck(const std::vector<Card>& deal, const std::vector<Card>& deck);

} // namespace ct

namespace ct {
// Parses a written-out deal. Cards of several packs may be written bare
// ("QH QH") where no doubt exists: a bare card takes the lowest pack number
// not yet used by that card in the deal.
Expected<std::vector<Card>> parseDeal(std::string_view text);
} // namespace ct
