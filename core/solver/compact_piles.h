// Parts that several engines' positions (compact_search.h) are built from:
// piles held as one run of cards, and the two foundations per suit of the
// games that build up from the ace and down from the king.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

#include "solver/compact_search.h"

namespace ct::compact {

// Piles held one after another in a single array: pile q is
// cards[begin[q], begin[q + 1]), its last card the top. A position copied a
// million times a second stays small this way, whatever the piles' lengths.
template <int Cards, int Piles> struct PackedPiles {
    std::array<Code, Cards> cards {};
    std::array<std::uint8_t, Piles + 1> begin {};

    int length(int q) const { return begin[q + 1] - begin[q]; }
    Code top(int q) const { return length(q) ? cards[begin[q + 1] - 1u] : Code {0}; }
    void push(int q, Code card)
    {
        const int at = begin[q + 1];
        std::copy_backward(
            cards.begin() + at, cards.begin() + begin[Piles], cards.begin() + begin[Piles] + 1);
        cards[at] = card;
        for (int r = q + 1; r <= Piles; ++r)
            ++begin[r];
    }
    // Takes out the card at `at`, which lies in pile q.
    Code remove(int q, int at)
    {
        const Code card = cards[at];
        std::copy(cards.begin() + at + 1, cards.begin() + begin[Piles], cards.begin() + at);
        for (int r = q + 1; r <= Piles; ++r)
            --begin[r];
        return card;
    }
    Code pop(int q) { return remove(q, begin[q + 1] - 1); }
    // Reads the game's piles first to first + Piles - 1; false when they
    // hold more than Cards cards.
    bool readPiles(const std::vector<Pile>& piles, int first)
    {
        int n = 0;
        for (int q = 0; q < Piles; ++q) {
            begin[q] = static_cast<std::uint8_t>(n);
            for (const PlacedCard& placed : piles[static_cast<std::size_t>(first + q)].cards) {
                if (n >= Cards)
                    return false;
                cards[n++] = codeOf(placed.card);
            }
        }
        begin[Piles] = static_cast<std::uint8_t>(n);
        return true;
    }
    // The piles' part of a position key, to be summed with the rest. With
    // `fold`, the same for any order of the piles (for piles that obey the
    // same rules, so that only their contents matter).
    std::uint64_t pilesKey(bool fold) const
    {
        std::uint64_t sum = 0;
        for (int q = 0; q < Piles; ++q) {
            std::uint64_t h
                = static_cast<std::uint64_t>(length(q)) + (fold ? 0 : (q + 1) * 0x9E3779B97F4A7C15ULL);
            for (int i = begin[q]; i < begin[q + 1]; ++i)
                h ^= zobristValue(static_cast<std::uint64_t>(i - begin[q]) * 64 + cards[i]);
            sum += mix64(h);
        }
        return sum;
    }
};

inline constexpr int kNoKing = 14; // a king foundation still empty

// Each suit's ace foundation, built up from the ace, and king foundation,
// built down from the king, both holding ranks (suits in Code's order).
struct AceKingFoundations {
    std::array<std::uint8_t, 4> ace {}; // rank on each suit's ace foundation (0: empty)
    std::array<std::uint8_t, 4> king {}; // rank on each suit's king foundation (kNoKing: empty)

    bool aceTakes(Code card) const { return ace[suitOf(card)] + 1 == rankOf(card); }
    bool kingTakes(Code card) const
    {
        const int top = king[suitOf(card)];
        return top == kNoKing ? rankOf(card) == kKing : top - 1 == rankOf(card);
    }
    bool foundationsEmpty() const
    {
        for (int s = 0; s < 4; ++s)
            if (ace[s] != 0 || king[s] != kNoKing)
                return false;
        return true;
    }
    // Every card home: each ace foundation up to its king and each king
    // foundation down to its ace.
    bool foundationsFull() const
    {
        for (int s = 0; s < 4; ++s)
            if (ace[s] != kKing || king[s] != kAce)
                return false;
        return true;
    }
    // Plays `card` on its suit's ace foundation, or on its king foundation.
    void playHome(Code card, bool toAce)
    {
        auto& top = toAce ? ace[suitOf(card)] : king[suitOf(card)];
        top = toAce ? top + 1 : (top == kNoKing ? kKing : top - 1);
    }
    // Reads suit s's foundations; false where one is not built from its
    // ace or king in the suit (laid out by hand).
    bool readFoundations(int s, Suit suit, const Pile& aces, const Pile& kings)
    {
        for (std::size_t i = 0; i < aces.size(); ++i)
            if (aces.cards[i].card.rank != static_cast<int>(i) + 1 || aces.cards[i].card.suit != suit)
                return false;
        for (std::size_t i = 0; i < kings.size(); ++i)
            if (kings.cards[i].card.rank != kKing - static_cast<int>(i) || kings.cards[i].card.suit != suit)
                return false;
        ace[s] = static_cast<std::uint8_t>(aces.size());
        king[s]
            = static_cast<std::uint8_t>(kings.empty() ? kNoKing : kKing + 1 - static_cast<int>(kings.size()));
        return true;
    }
    // The foundations' part of a position key, to be summed with the rest;
    // `base` keeps it apart from the game's other parts.
    std::uint64_t foundationsKey(std::uint64_t base) const
    {
        std::uint64_t sum = 0;
        for (int s = 0; s < 4; ++s)
            sum += zobristValue(base + static_cast<std::uint64_t>(s) * 256 + ace[s] * 16 + king[s]);
        return sum;
    }
};

} // namespace ct::compact
