// A slow, plainly written meld search for checking the fast one in
// core/rummy/melds: every subset of the hand that is a meld, valued on its
// own terms, then every packing of disjoint melds.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "cards/card.h"
#include "cards/rng.h"
#include "rummy/melds.h"

namespace ct::testing {

using ReferenceProfile = std::array<int, kMaxMeldHand + 1>;

// best[k] = highest value of disjoint melds using exactly k cards, -1 if none.
ReferenceProfile referenceProfile(const std::vector<Card>& hand);

// A random hand of `size` cards from two packs and `jokers` jokers. With
// `dense`, the cards come from two suits and six ranks, so melds crowd.
std::vector<Card> randomMeldHand(Rng& rng, int size, int jokers, bool dense);

} // namespace ct::testing
