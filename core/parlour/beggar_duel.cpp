#include "parlour/beggar_duel.h"

#include <cstring>

#include "cards/deck.h"
#include "cards/rng.h"
#include "parlour/beggar_my_neighbor.h"

namespace ct {

namespace {

constexpr int kRing = 64; // a power of two above 52
constexpr int kMask = kRing - 1;

struct Pack {
    std::uint8_t cards[kRing];
    int head = 0;
    int size = 0;

    std::uint8_t take()
    {
        const std::uint8_t card = cards[head];
        head = (head + 1) & kMask;
        --size;
        return card;
    }
    void put(const std::uint8_t* from, int count)
    {
        for (int i = 0; i < count; ++i)
            cards[(head + size + i) & kMask] = from[i];
        size += count;
    }
    std::uint8_t at(int i) const { return cards[(head + i) & kMask]; }
};

// A position at the start of a trick: the leader and both packs.
struct Snapshot {
    int leader = -1;
    int size0 = -1;
    std::uint8_t cards[52];
};

void save(Snapshot& snap, int leader, const Pack (&packs)[2])
{
    snap.leader = leader;
    snap.size0 = packs[0].size;
    int n = 0;
    for (const Pack& pack : packs)
        for (int i = 0; i < pack.size; ++i)
            snap.cards[n++] = pack.at(i);
}

bool same(const Snapshot& snap, int leader, const Pack (&packs)[2])
{
    if (snap.leader != leader || snap.size0 != packs[0].size)
        return false;
    int n = 0;
    for (const Pack& pack : packs)
        for (int i = 0; i < pack.size; ++i)
            if (snap.cards[n++] != pack.at(i))
                return false;
    return true;
}

} // namespace

BeggarDuelResult playBeggarDuel(const BeggarDuelDeal& deal, int trickCap)
{
    Pack packs[2];
    for (int i = 0; i < 52; ++i) {
        Pack& pack = packs[i & 1];
        pack.cards[pack.size++] = deal[static_cast<std::size_t>(i)];
    }
    std::uint8_t pile[52];
    int pileSize = 0;
    BeggarDuelResult result;
    int leader = 0;
    Snapshot snap;
    long long power = 1;
    long long sinceSnap = 0;
    save(snap, leader, packs);

    for (;;) {
        // One trick, from the leader's first card to the taking of the pile.
        int toPlay = leader;
        int claimant = -1;
        int owed = 0;
        int taker = -1;
        while (taker < 0) {
            Pack& pack = packs[toPlay];
            const std::uint8_t card = pack.take();
            pile[pileSize++] = card;
            ++result.cardsPlayed;
            const int other = toPlay ^ 1;
            if (card > 0) {
                claimant = toPlay;
                owed = card;
                if (packs[other].size == 0)
                    taker = toPlay;
                else
                    toPlay = other;
            } else if (claimant >= 0) {
                // Running out part-way counts as paying in full.
                if (--owed == 0 || pack.size == 0)
                    taker = claimant;
            } else if (packs[other].size == 0) {
                taker = toPlay;
            } else {
                toPlay = other;
            }
        }
        packs[taker].put(pile, pileSize);
        pileSize = 0;
        ++result.tricks;
        leader = taker;

        if (packs[leader].size == 52) {
            result.ending = BeggarDuelResult::Ending::AllCards;
            result.winner = leader;
            return result;
        }
        if (same(snap, leader, packs)) {
            result.ending = BeggarDuelResult::Ending::Endless;
            return result;
        }
        if (result.tricks >= trickCap) {
            result.ending = BeggarDuelResult::Ending::Cap;
            return result;
        }
        if (++sinceSnap == power) {
            save(snap, leader, packs);
            power *= 2;
            sinceSnap = 0;
        }
    }
}

void beggarDuelDeal(std::uint32_t seed, BeggarDuelDeal& deal, std::vector<std::uint8_t>& scratch)
{
    static const std::vector<std::uint8_t> fresh = [] {
        std::vector<std::uint8_t> penalties;
        for (const Card& card : frenchDeck(1))
            penalties.push_back(static_cast<std::uint8_t>(BeggarMyNeighborState::penaltyOf(card)));
        return penalties;
    }();
    scratch = fresh;
    Rng rng(seed);
    rng.shuffle(scratch);
    std::memcpy(deal.data(), scratch.data(), deal.size());
}

} // namespace ct
