// Dealing hidden cards anew for a player who cannot see them (resampling for
// computer players): the unseen cards go back into the same places, each place
// keeping its size, the cards known to lie there, and the suits it is known to
// lack (voids shown by failing to follow).
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "cards/card.h"
#include "cards/rng.h"

namespace ct {

struct HiddenPlace {
    std::size_t size = 0; // cards the place must hold
    std::vector<Card> known; // cards known to be there (part of size)
    std::vector<Suit> voidSuits; // suits the place cannot hold
};

// Deals `cards` into `places` (sizes must add up to the number of cards, and
// every known card must be among them). The other cards land at random,
// respecting every void; nullopt only when no such deal exists.
std::optional<std::vector<std::vector<Card>>> dealHidden(const std::vector<Card>& cards,
                                                         const std::vector<HiddenPlace>& places, Rng& rng);

} // namespace ct
