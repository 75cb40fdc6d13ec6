// Pieces the multi-deal parlour games share (RULES-PARLOUR.md §0): the first
// dealer and the rounds options, the deck order of each new deal (shuffled,
// or queued by a test), and places from final balances.
#pragma once

#include <string>
#include <vector>

#include "cards/card.h"
#include "cards/rng.h"
#include "engine/game.h"
#include "engine/state.h"

namespace ct::parlour {

// dealer=random (drawn from the game's seed, §0), dealer=first (seat 0 deals),
// dealer=last (the last seat deals, so seat 0 is eldest).
OptionSpec firstDealerOption();
// rounds=1..5: every player deals that many times (default 2).
OptionSpec roundsOption();

// The first dealer the options ask for; a random one comes from `rng`.
Seat firstDealer(const Options& options, int players, Rng& rng);
// A whole-number option, or `fallback` when it is missing or not a number.
int numberOption(const Options& options, const std::string& key, int fallback);

// The deck order of the next deal: the first queued order if a test queued
// one (see queueDeals() of the games), otherwise `deck` shuffled by `rng`.
std::vector<Card> nextDeckOrder(std::vector<std::vector<Card>>& queued, std::vector<Card> deck, Rng& rng);
// Checks that every order holds exactly the cards of `deck`.
Expected<bool> checkDeckOrders(const std::vector<std::vector<Card>>& orders, const std::vector<Card>& deck);

// Places from final scores, highest first; equal scores share a place. The
// result is seen from seat 0: a tie for first place is a draw.
Outcome placesByScore(const std::vector<int>& scores, const std::string& why);

// "3C 4D" style text of several deck orders, for fingerprints.
std::string ordersText(const std::vector<std::vector<Card>>& orders);

// Every row of a score sheet (points and note), for fingerprints.
std::string rowsText(const ScoreSheet& sheet);

// Sorts a hand for display and stable zones: by suit, then rank.
void sortHand(std::vector<Card>& hand);

} // namespace ct::parlour
