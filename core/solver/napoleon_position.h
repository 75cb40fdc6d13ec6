// The compact Napoleon's Square position the solver's engine searches
// (napoleon_solver.cpp) and the proofs that one is lost (napoleon_proofs.cpp).
// Internal to the engine; the tests reach it only through napoleon_solver.h.
#pragma once

#include <array>
#include <cstdint>
#include <span>

#include "patience/napoleons_square.h"
#include "solver/compact_search.h"

namespace ct::napoleon {

using compact::Code;
using compact::rankOf;
using compact::suitOf;

constexpr int kPackets = NapoleonsSquareState::kPackets;
constexpr int kPacketCapacity = 40;
constexpr int kStockCapacity = 104;

// The position as the search sees it: the packets bottom first, each
// suit's two foundation heights and the waste; the stock itself is the
// rules', with `dealt` saying how much of it has been turned.
struct Position {
    std::array<std::array<Code, kPacketCapacity>, kPackets> packet {};
    std::array<std::uint8_t, kPackets> length {};
    std::array<std::array<std::uint8_t, 2>, 4> home {}; // each suit's two foundations, the higher first
    std::array<Code, kStockCapacity> waste {};
    std::uint8_t wasteLength = 0;
    std::uint8_t dealt = 0; // stock cards turned so far
    // The last move turned a card (not in the key: it only says when to ask
    // deadEnd()).
    bool justTurned = false;
    // The stock turn is left out of this position's moves: an earlier
    // position on the line, reached from here backwards by moves of packet
    // cards alone, offered it, and its turn reaches this one's (not in the
    // key; the argument is at Rules::apply() in napoleon_solver.cpp).
    bool turnDeferred = false;
    // The cards' part of each packet's key and of the waste's, kept up to
    // date by push() and pop() (compact::pileCardKey()).
    std::array<std::uint64_t, kPackets> packetCards {};
    std::uint64_t wasteCards = 0;

    void push(int q, Code card)
    {
        packetCards[q] ^= compact::pileCardKey(length[q], card);
        packet[q][length[q]++] = card;
    }
    Code pop(int q)
    {
        const Code card = packet[q][--length[q]];
        packetCards[q] ^= compact::pileCardKey(length[q], card);
        return card;
    }
    void pushWaste(Code card)
    {
        wasteCards ^= compact::pileCardKey(wasteLength, card);
        waste[wasteLength++] = card;
    }
    Code popWaste()
    {
        const Code card = waste[--wasteLength];
        wasteCards ^= compact::pileCardKey(wasteLength, card);
        return card;
    }

    Code top(int q) const { return length[q] ? packet[q][length[q] - 1] : Code {0}; }
    Code wasteTop() const { return wasteLength ? waste[wasteLength - 1] : Code {0}; }
    bool goesHome(Code card) const
    {
        const auto& h = home[suitOf(card)];
        return h[0] + 1 == rankOf(card) || h[1] + 1 == rankOf(card);
    }
    // Whether a card that goes home must go at once (the proof is at
    // hooksFor("napoleons-square")): an ace, or both cards one rank lower
    // in its suit are home.
    bool forcedHome(Code card) const
    {
        const auto& h = home[suitOf(card)];
        return rankOf(card) == kAce || (h[0] >= rankOf(card) - 1 && h[1] >= rankOf(card) - 1);
    }
};

// A proof that `p` can never be won, `stock` being the whole stock in the
// order it is turned (p.dealt of its cards turned so far); the argument
// is in napoleon_proofs.cpp.
//
// With `dugForm`, the dig bound's second form also tries the dug form
// where its count fails (the engine always asks with it; without it is
// for tests). Running the proofs without it first and again with it
// only where they fail took longer: deal 143 lost in 1.00 s instead of
// 0.91, the same positions.
bool provenLost(const Position& p, std::span<const Code> stock, bool dugForm);

} // namespace ct::napoleon
