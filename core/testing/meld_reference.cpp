#include "testing/meld_reference.h"

#include <algorithm>
#include <unordered_map>

#include "cards/deck.h"

namespace ct::testing {

namespace {

int valueAt(int position)
{
    if (position == 1)
        return 1;
    if (position == 14)
        return 11;
    return position > 10 ? 10 : position;
}

int rankValue(int rank)
{
    return rank == 1 ? 11 : rank > 10 ? 10 : rank;
}

// A few cards without allocation.
struct Group {
    std::array<Card, 32> cards {};
    int count = 0;

    const Card* begin() const { return cards.data(); }
    const Card* end() const { return cards.data() + count; }
    std::size_t size() const { return static_cast<std::size_t>(count); }
};

// Value of the cards as a set, or -1.
int setValue(const Group& cards)
{
    if (cards.size() < 3 || cards.size() > 4)
        return -1;
    int jokers = 0, rank = 0;
    unsigned suits = 0;
    for (const Card& c : cards) {
        if (c.isJoker()) {
            ++jokers;
            continue;
        }
        if (rank != 0 && c.rank != rank)
            return -1;
        rank = c.rank;
        const unsigned bit = 1u << static_cast<int>(c.suit);
        if (suits & bit)
            return -1;
        suits |= bit;
    }
    if (jokers > 1 || rank == 0)
        return -1;
    return static_cast<int>(cards.size()) * rankValue(rank);
}

// Best value of the cards as a run, or -1.
int runValue(const Group& cards)
{
    if (cards.size() < 3 || cards.size() > 13)
        return -1;
    int jokers = 0;
    std::vector<int> ranks;
    ranks.reserve(16);
    Suit suit = Suit::Joker;
    for (const Card& c : cards) {
        if (c.isJoker()) {
            ++jokers;
            continue;
        }
        if (suit != Suit::Joker && c.suit != suit)
            return -1;
        suit = c.suit;
        ranks.push_back(c.rank);
    }
    if (jokers > 1 || ranks.size() < 2)
        return -1;
    int best = -1;
    for (int ace : {1, 14}) {
        std::vector<int> positions;
        positions.reserve(16);
        for (int r : ranks)
            positions.push_back(r == 1 ? ace : r);
        std::sort(positions.begin(), positions.end());
        if (std::adjacent_find(positions.begin(), positions.end()) != positions.end())
            continue;
        const int span = positions.back() - positions.front() + 1;
        const int missing = span - static_cast<int>(positions.size());
        int sum = 0;
        for (int p : positions)
            sum += valueAt(p);
        if (jokers == 0) {
            if (missing == 0)
                best = std::max(best, sum);
        } else if (missing == 1) {
            for (int p = positions.front(); p <= positions.back(); ++p)
                if (std::find(positions.begin(), positions.end(), p) == positions.end())
                    best = std::max(best, sum + valueAt(p));
        } else if (missing == 0 && span + 1 <= 13) {
            if (positions.front() > 1)
                best = std::max(best, sum + valueAt(positions.front() - 1));
            if (positions.back() < 14)
                best = std::max(best, sum + valueAt(positions.back() + 1));
        }
    }
    return best;
}

struct Packing {
    std::vector<std::vector<std::pair<std::uint32_t, int>>> byLowest; // melds by their lowest bit
    std::unordered_map<std::uint32_t, ReferenceProfile> memo;

    ReferenceProfile solve(std::uint32_t mask)
    {
        ReferenceProfile best;
        best.fill(-1);
        best[0] = 0;
        if (mask == 0)
            return best;
        if (auto it = memo.find(mask); it != memo.end())
            return it->second;
        const int low = __builtin_ctz(mask);
        auto absorb = [&](const ReferenceProfile& sub, int size, int value) {
            for (int k = 0; k + size <= kMaxMeldHand; ++k)
                if (sub[k] >= 0)
                    best[k + size] = std::max(best[k + size], sub[k] + value);
        };
        absorb(solve(mask & (mask - 1)), 0, 0);
        for (const auto& [meld, value] : byLowest[static_cast<std::size_t>(low)])
            if ((meld & mask) == meld)
                absorb(solve(mask & ~meld), __builtin_popcount(meld), value);
        memo[mask] = best;
        return best;
    }
};

} // namespace

ReferenceProfile referenceProfile(const std::vector<Card>& hand)
{
    const int n = static_cast<int>(hand.size());
    Packing packing;
    packing.byLowest.resize(static_cast<std::size_t>(n));
    auto add = [&](std::uint32_t mask, int value) {
        if (value >= 0)
            packing.byLowest[static_cast<std::size_t>(__builtin_ctz(mask))].emplace_back(mask, value);
    };
    auto cardsOf = [&](std::uint32_t mask) {
        Group group;
        for (int i = 0; i < n; ++i)
            if (mask >> i & 1)
                group.cards[static_cast<std::size_t>(group.count++)] = hand[static_cast<std::size_t>(i)];
        return group;
    };
    // Sets: every group of three or four.
    for (int a = 0; a < n; ++a)
        for (int b = a + 1; b < n; ++b)
            for (int c = b + 1; c < n; ++c) {
                const std::uint32_t three = 1u << a | 1u << b | 1u << c;
                add(three, setValue(cardsOf(three)));
                for (int d = c + 1; d < n; ++d)
                    add(three | 1u << d, setValue(cardsOf(three | 1u << d)));
            }
    // Runs: every subset of one suit's cards with at most one joker.
    std::uint32_t jokers = 0;
    for (int i = 0; i < n; ++i)
        if (hand[static_cast<std::size_t>(i)].isJoker())
            jokers |= 1u << i;
    for (Suit suit : {Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades}) {
        std::vector<int> members;
        for (int i = 0; i < n; ++i)
            if (hand[static_cast<std::size_t>(i)].suit == suit)
                members.push_back(i);
        const int m = static_cast<int>(members.size());
        for (std::uint32_t pick = 1; pick < (1u << m); ++pick) {
            if (__builtin_popcount(pick) < 2)
                continue;
            std::uint32_t mask = 0;
            for (int j = 0; j < m; ++j)
                if (pick >> j & 1)
                    mask |= 1u << members[static_cast<std::size_t>(j)];
            add(mask, runValue(cardsOf(mask)));
            for (std::uint32_t rest = jokers; rest; rest &= rest - 1)
                add(mask | (rest & (~rest + 1)), runValue(cardsOf(mask | (rest & (~rest + 1)))));
        }
    }
    return packing.solve(n == 32 ? ~0u : (1u << n) - 1);
}

std::vector<Card> randomMeldHand(Rng& rng, int size, int jokers, bool dense)
{
    std::vector<Card> deck;
    if (dense) {
        const int from = 1 + static_cast<int>(rng.below(9));
        for (int pack = 0; pack < 2; ++pack)
            for (Suit suit : {Suit::Hearts, Suit::Spades})
                for (int rank = from; rank < from + 6; ++rank)
                    deck.push_back(french(rank == 14 ? 1 : rank, suit, pack));
        for (int i = 0; i < jokers; ++i)
            deck.push_back(joker(1 + i % 2, i / 2));
    } else {
        deck = frenchDeck(2, jokers);
    }
    rng.shuffle(deck);
    deck.resize(static_cast<std::size_t>(size));
    return deck;
}

} // namespace ct::testing
