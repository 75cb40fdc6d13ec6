// The table conventions the parlour games share (RULES-PARLOUR.md §0): the
// first dealer, dealing one card at a time from eldest, places with ties, the
// human's result, and redistributing hidden cards when a seat resamples.
#pragma once

#include "parlour/parlour_support.h"  // firstDealer()

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "cards/card.h"
#include "engine/game.h"
#include "engine/state.h"

namespace ct {
class Rng;
}

namespace ct::parlour {

// A set of seats, one bit per seat (parlour games seat at most 8).
using SeatMask = std::uint32_t;
constexpr SeatMask seatBit(Seat seat)
{
    return SeatMask{1} << seat;
}
constexpr bool hasSeat(SeatMask mask, Seat seat)
{
    return (mask & seatBit(seat)) != 0;
}

// The "dealer" option of every parlour game:
//   dealer=random  the first dealer is drawn from the game's seed (§0)
//   dealer=last    the last seat deals, so seat 0 is eldest: the layout the
//                  rule scenarios are written for
OptionSpec dealerOption();

// Deals `deal` one card at a time to `order` (eldest first), round and round:
// when the cards do not divide evenly the first seats dealt to get one more.
// Returns one hand per seat (seats not in `order` get none), in the order
// received.
std::vector<std::vector<Card>> dealAround(const std::vector<Card>& deal, int players,
                                          const std::vector<Seat>& order);
// Every seat clockwise starting with `first`, for dealAround().
std::vector<Seat> seatsFrom(Seat first, int players);

// Places from standings: the higher a seat's standing the better its place;
// equal standings share a place (1, 1, 3 ...).
std::vector<int> placesByStanding(const std::vector<long long>& standing);
// Seat 0's result: won alone in first place, a draw when sharing it, lost otherwise.
Result humanResult(const std::vector<int>& places);

// The index 0..51 of a card of the 52-card French pack (suit by suit, ace to
// king): for per-card tables such as who knows where a card lies.
int cardIndex(Card card);
inline constexpr int kFrenchCards = 52;

// The cards of `hands` that `known` rejects are dealt afresh among the same
// places, at random, so that each hand keeps its size and every known card its
// place. `allowed(hand, holding, card)` may forbid a card in a hand given the
// cards it holds so far (known ones included), for games where play has shown
// what a hand cannot hold. Random assignment with restarts; false when no
// assignment was found (the hands are then left as they were).
using KnownCard = std::function<bool(std::size_t hand, Card card)>;
using AllowedCard = std::function<bool(std::size_t hand, const std::vector<Card>& holding, Card card)>;
bool redealUnknown(std::vector<std::vector<Card>>& hands, const KnownCard& known, const AllowedCard& allowed,
                   Rng& rng);

// For observations: lists the cards of another seat's hand that the observer
// knows first and the masked ones after, so that the order of a hand never
// tells where a known card lies among the unknown ones.
void hidePositions(Zone& zone);
// For observations: the hand's owner sees its faces, though the hand lies
// face down to the table.
void faceUpToOwner(Zone& zone);

// Text helpers for describe() and fingerprint().
std::string seatName(Seat seat); // "seat 2"
std::string plural(int count, const char* word);
std::string numbersText(const std::vector<int>& numbers); // "3,0,-1"

} // namespace ct::parlour
