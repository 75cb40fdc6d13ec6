// The Zodiac decided suit by suit (used by zodiac_solver.cpp). In the
// placing phase every packet grows only as a walk in its first card's suit,
// the stock and waste can be gone through as often as wanted, and in the
// building phase nothing but moves home are left, so the game falls into
// four problems, one per suit, tied only by the eight Equator cells that
// must hold, at the end of the placing phase, every card no packet took.
// The argument is in zodiac_suits.cpp.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <vector>

namespace ct::zodiac {

// One suit's part of a position in the placing phase.
struct SuitLayout {
    // The ring's packets whose cards are of this suit, each bottom first
    // (ranks), with its index in the ring.
    std::vector<std::vector<int>> packets;
    std::vector<int> ring;
    std::array<int, 14> talon {}; // copies of each rank in the stock or the waste
    std::array<int, 14> equator {}; // copies of each rank in the Equator
    int ace = 0; // rank on the ace foundation (0: empty)
    int king = 14; // rank on the king foundation (14: empty)
};

// A card going home in the building phase: from a packet's top (its index
// among the suit's packets) or, with packet -1, from the Equator.
struct HomeMove {
    int packet = -1;
    int rank = 0;
    bool toAce = true;
};

// One suit's plan: the ranks each packet takes in the placing phase, in
// order, the ranks no packet takes (they end in the Equator), and the
// moves home.
struct SuitPlan {
    std::vector<std::vector<int>> walks;
    std::array<int, 14> leftover {};
    std::vector<HomeMove> home;
};

enum class Outcome { Won, Lost, Unknown };

// Decides a position in the placing phase from its four suits, within
// `nodeBudget` search nodes (`nodes` counts them) and until `stop` (asked
// now and then) says so; on Won, `plans` says how.
Outcome decide(const std::array<SuitLayout, 4>& suits, int cells, std::uint64_t nodeBudget,
    const std::function<bool()>& stop, std::array<SuitPlan, 4>& plans, std::uint64_t& nodes);

// The fewest cards of a suit that no packet can take, whatever the building
// phase needs (a lower bound for decide(); exposed for tests).
int fewestLeftOver(const SuitLayout& suit);

} // namespace ct::zodiac
