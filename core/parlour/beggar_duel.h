// A fast simulator of two-player Beggar My Neighbor for searching many deals
// (cardtable-cli bench bmn). It follows the same rules as
// BeggarMyNeighborState (RULES-PARLOUR.md §1) but keeps only what the play
// depends on, each card's penalty (A 4, K 3, Q 2, J 1, plain 0), in fixed
// ring buffers, with no allocation per deal. Seats are counted from the
// eldest hand: seat 0 leads the first trick.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

namespace ct {

struct BeggarDuelResult {
    enum class Ending {
        AllCards, // one seat holds the whole deck
        Endless,  // a trick began from a position seen before: the game never ends
        Cap,      // the safety cap of tricks was reached without a decision
    };
    Ending ending = Ending::AllCards;
    int cardsPlayed = 0;
    int tricks = 0;
    int winner = -1; // for AllCards: 0 = the eldest hand, 1 = the dealer
};

// The 52 penalties in the order dealt (the first to the eldest hand, then
// alternately; each seat's first card is the top of its pack).
using BeggarDuelDeal = std::array<std::uint8_t, 52>;

// Plays the deal to its end. Endless games are found by comparing the
// position at the start of each trick with a saved one (Brent's method), so
// the tricks counted for an endless game are where the loop was seen, not
// where it began.
BeggarDuelResult playBeggarDuel(const BeggarDuelDeal& deal, int trickCap = 20'000);

// Deals the standard deck for `seed` exactly as Game::start does for
// beggar-my-neighbor, as penalties. `scratch` is reused between calls.
void beggarDuelDeal(std::uint32_t seed, BeggarDuelDeal& deal, std::vector<std::uint8_t>& scratch);

} // namespace ct
