#include "rummy/melds.h"

#include <algorithm>
#include <bit>
#include <tuple>

namespace ct {

namespace {

int suitIndex(Suit suit)
{
    return static_cast<int>(suit); // Clubs..Spades are 0..3
}

int setCardValue(int rank)
{
    return rank == kAce ? 11 : rank >= kJack ? 10 : rank;
}

bool bySuitThenPack(const Card& a, const Card& b)
{
    return std::tie(a.suit, a.pack) < std::tie(b.suit, b.pack);
}

// A run from the naturals (ranks already mapped to positions) and an optional
// joker; `jokerFirst` picks the low end when the joker could go either way.
std::optional<Meld> formRun(std::vector<std::pair<int, Card>> naturals, const Card* joker, bool jokerFirst)
{
    std::sort(naturals.begin(), naturals.end());
    for (std::size_t i = 1; i < naturals.size(); ++i)
        if (naturals[i].first == naturals[i - 1].first)
            return std::nullopt;
    const int first = naturals.front().first;
    const int last = naturals.back().first;
    const int span = last - first + 1;
    const int gaps = span - static_cast<int>(naturals.size());
    int jokerAt = 0;
    if (joker == nullptr) {
        if (gaps != 0)
            return std::nullopt;
    } else if (gaps == 1) {
        for (int p = first; p <= last && jokerAt == 0; ++p)
            if (std::none_of(naturals.begin(), naturals.end(), [p](const auto& n) { return n.first == p; }))
                jokerAt = p;
    } else if (gaps == 0) {
        const bool lowFits = first - 1 >= kAceLow;
        const bool highFits = last + 1 <= kAceHigh;
        if (jokerFirst && lowFits)
            jokerAt = first - 1;
        else if (highFits)
            jokerAt = last + 1;
        else if (lowFits)
            jokerAt = first - 1;
        else
            return std::nullopt;
    } else {
        return std::nullopt;
    }
    Meld meld;
    meld.kind = MeldKind::Run;
    meld.low = jokerAt != 0 ? std::min(first, jokerAt) : first;
    const int high = jokerAt != 0 ? std::max(last, jokerAt) : last;
    if (high - meld.low + 1 > kMaxRunLength || meld.low < kAceLow || high > kAceHigh)
        return std::nullopt;
    std::size_t next = 0;
    for (int p = meld.low; p <= high; ++p)
        meld.cards.push_back(p == jokerAt ? *joker : naturals[next++].second);
    return meld;
}

} // namespace

bool Meld::hasJoker() const
{
    return std::any_of(cards.begin(), cards.end(), [](const Card& c) { return c.isJoker(); });
}

Suit Meld::suit() const
{
    if (kind == MeldKind::Set)
        return Suit::Joker;
    for (const Card& card : cards)
        if (!card.isJoker())
            return card.suit;
    return Suit::Joker;
}

int Meld::jokerPosition() const
{
    if (kind != MeldKind::Run)
        return 0;
    for (int i = 0; i < size(); ++i)
        if (cards[static_cast<std::size_t>(i)].isJoker())
            return low + i;
    return 0;
}

int positionRank(int position)
{
    return position == kAceHigh ? kAce : position;
}

int positionValue(int position)
{
    if (position == kAceLow)
        return 1;
    if (position == kAceHigh)
        return 11;
    return position >= kJack ? 10 : position;
}

int handCardValue(Card card)
{
    if (card.isJoker())
        return 25;
    if (!card.isFrench())
        return 0;
    return setCardValue(card.rank);
}

int handValue(std::span<const Card> hand)
{
    int total = 0;
    for (const Card& card : hand)
        total += handCardValue(card);
    return total;
}

FormedMeld formMeld(std::vector<Card> cards)
{
    FormedMeld result;
    result.problem = MeldProblem::NotAMeld;
    const int jokers = static_cast<int>(
        std::count_if(cards.begin(), cards.end(), [](const Card& c) { return c.isJoker(); }));
    if (jokers > 1) {
        result.problem = MeldProblem::TwoJokers;
        return result;
    }
    if (cards.size() < 3 || cards.size() > static_cast<std::size_t>(kMaxRunLength))
        return result;
    const bool jokerFirst = cards.front().isJoker();
    std::vector<Card> naturals;
    const Card* joker = nullptr;
    for (const Card& card : cards) {
        if (card.isJoker())
            joker = &card;
        else if (card.isFrench() && card.rank >= kAce && card.rank <= kKing)
            naturals.push_back(card);
        else
            return result;
    }
    const bool oneRank = std::all_of(
        naturals.begin(), naturals.end(), [&](const Card& c) { return c.rank == naturals.front().rank; });
    const bool oneSuit = std::all_of(
        naturals.begin(), naturals.end(), [&](const Card& c) { return c.suit == naturals.front().suit; });
    if (oneRank) {
        std::sort(naturals.begin(), naturals.end(), bySuitThenPack);
        for (std::size_t i = 1; i < naturals.size(); ++i)
            if (naturals[i].suit == naturals[i - 1].suit)
                return result;
        if (cards.size() > 4)
            return result;
        Meld meld;
        meld.kind = MeldKind::Set;
        meld.low = naturals.front().rank;
        meld.cards = naturals;
        if (joker)
            meld.cards.push_back(*joker);
        result.meld = std::move(meld);
        result.problem = MeldProblem::None;
        return result;
    }
    if (!oneSuit)
        return result;
    // A run: the ace is tried low, then high.
    for (int aceAt : {kAceLow, kAceHigh}) {
        std::vector<std::pair<int, Card>> positioned;
        bool hasAce = false;
        for (const Card& card : naturals) {
            hasAce = hasAce || card.rank == kAce;
            positioned.emplace_back(card.rank == kAce ? aceAt : card.rank, card);
        }
        if (auto run = formRun(std::move(positioned), joker, jokerFirst)) {
            result.meld = std::move(run);
            result.problem = MeldProblem::None;
            return result;
        }
        if (!hasAce)
            break;
    }
    return result;
}

int meldValue(const Meld& meld)
{
    if (meld.kind == MeldKind::Set)
        return meld.size() * setCardValue(meld.low);
    int total = 0;
    for (int p = meld.low; p <= meld.high(); ++p)
        total += positionValue(p);
    return total;
}

std::optional<Meld> layOff(const Meld& meld, Card card, MeldEnd end)
{
    if (!card.isJoker() && !card.isFrench())
        return std::nullopt;
    Meld grown = meld;
    if (meld.kind == MeldKind::Set) {
        if (end != MeldEnd::High || meld.size() >= 4)
            return std::nullopt;
        if (card.isJoker()) {
            if (meld.hasJoker())
                return std::nullopt;
            grown.cards.push_back(card);
            return grown;
        }
        if (card.rank != meld.low)
            return std::nullopt;
        for (const Card& c : meld.cards)
            if (!c.isJoker() && c.suit == card.suit)
                return std::nullopt;
        grown.cards.push_back(card);
        std::stable_partition(
            grown.cards.begin(), grown.cards.end(), [](const Card& c) { return !c.isJoker(); });
        const auto naturalsEnd
            = std::find_if(grown.cards.begin(), grown.cards.end(), [](const Card& c) { return c.isJoker(); });
        std::sort(grown.cards.begin(), naturalsEnd, bySuitThenPack);
        return grown;
    }
    if (meld.size() >= kMaxRunLength)
        return std::nullopt;
    const int position = end == MeldEnd::High ? meld.high() + 1 : meld.low - 1;
    if (position < kAceLow || position > kAceHigh)
        return std::nullopt;
    if (card.isJoker()) {
        if (meld.hasJoker())
            return std::nullopt;
    } else if (card.suit != meld.suit() || card.rank != positionRank(position)) {
        return std::nullopt;
    }
    if (end == MeldEnd::High) {
        grown.cards.push_back(card);
    } else {
        grown.cards.insert(grown.cards.begin(), card);
        grown.low = position;
    }
    return grown;
}

MeldEnd defaultEnd(const Meld& meld, Card card)
{
    if (layOff(meld, card, MeldEnd::High))
        return MeldEnd::High;
    if (layOff(meld, card, MeldEnd::Low))
        return MeldEnd::Low;
    return MeldEnd::High;
}

std::optional<Meld> swapJoker(const Meld& meld, Card natural)
{
    if (!natural.isFrench() || !meld.hasJoker())
        return std::nullopt;
    Meld swapped = meld;
    if (meld.kind == MeldKind::Set) {
        if (natural.rank != meld.low)
            return std::nullopt;
        for (const Card& c : meld.cards)
            if (!c.isJoker() && c.suit == natural.suit)
                return std::nullopt;
        swapped.cards.erase(std::find_if(
            swapped.cards.begin(), swapped.cards.end(), [](const Card& c) { return c.isJoker(); }));
        swapped.cards.push_back(natural);
        std::sort(swapped.cards.begin(), swapped.cards.end(), bySuitThenPack);
        return swapped;
    }
    const int position = meld.jokerPosition();
    if (natural.suit != meld.suit() || natural.rank != positionRank(position))
        return std::nullopt;
    swapped.cards[static_cast<std::size_t>(position - meld.low)] = natural;
    return swapped;
}

// ---------------------------------------------------------------------------
// The search (see the header for the method).

namespace {

using Mask = std::uint32_t;

int lowestBit(Mask mask)
{
    return std::countr_zero(mask);
}

Mask lowestOf(Mask mask)
{
    return mask & (~mask + 1);
}

// Sum of position values up to each position: a run's value is a difference.
constexpr std::array<int, 16> kPositionPrefix = [] {
    std::array<int, 16> prefix {};
    for (int p = 1; p <= 14; ++p)
        prefix[static_cast<std::size_t>(p)] = prefix[static_cast<std::size_t>(p - 1)]
            + (p == 1         ? 1
                    : p == 14 ? 11
                    : p >= 11 ? 10
                              : p);
    return prefix;
}();

// The hand as bits: naturals by suit, rank, pack; jokers last.
struct SearchHand {
    int count = 0;
    std::array<Card, kMaxMeldHand> cards {};
    std::array<std::uint8_t, kMaxMeldHand> face {}; // suit * 13 + rank - 1, naturals only
    std::array<Mask, 52> copies {}; // face -> its bits
    std::array<Mask, 4> suitBits {};
    Mask jokers = 0;
    Mask naturals = 0;

    explicit SearchHand(std::span<const Card> hand)
    {
        for (const Card& card : hand) {
            if (count == kMaxMeldHand)
                break;
            if (card.isJoker() || (card.isFrench() && card.rank >= kAce && card.rank <= kKing))
                cards[static_cast<std::size_t>(count++)] = card;
        }
        std::sort(cards.begin(), cards.begin() + count, [](const Card& a, const Card& b) {
            const bool ja = a.isJoker(), jb = b.isJoker();
            if (ja != jb)
                return jb;
            return std::tie(a.suit, a.rank, a.pack) < std::tie(b.suit, b.rank, b.pack);
        });
        for (int i = 0; i < count; ++i) {
            const Card& card = cards[static_cast<std::size_t>(i)];
            const Mask bit = Mask {1} << i;
            if (card.isJoker()) {
                jokers |= bit;
                continue;
            }
            naturals |= bit;
            const int f = suitIndex(card.suit) * 13 + card.rank - 1;
            face[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(f);
            copies[static_cast<std::size_t>(f)] |= bit;
            suitBits[static_cast<std::size_t>(suitIndex(card.suit))] |= bit;
        }
    }

    // Naturals that can be in some meld with the rest of `mask` (by rank
    // bit patterns), plus the jokers.
    Mask meldable(Mask mask) const
    {
        const bool joker = (mask & jokers) != 0;
        std::array<unsigned, 4> positions {};
        std::array<int, 14> suitsAtRank {};
        for (int s = 0; s < 4; ++s) {
            for (Mask bits = mask & suitBits[static_cast<std::size_t>(s)]; bits; bits &= bits - 1) {
                const int rank = face[static_cast<std::size_t>(lowestBit(bits))] % 13 + 1;
                const unsigned before = positions[static_cast<std::size_t>(s)];
                positions[static_cast<std::size_t>(s)] |= 1u << rank | (rank == kAce ? 1u << kAceHigh : 0u);
                if (positions[static_cast<std::size_t>(s)] != before)
                    ++suitsAtRank[static_cast<std::size_t>(rank)];
            }
        }
        Mask keep = mask & jokers;
        for (int s = 0; s < 4; ++s) {
            const unsigned r = positions[static_cast<std::size_t>(s)];
            const unsigned three = r & (r >> 1) & (r >> 2);
            unsigned cover = three | three << 1 | three << 2;
            if (joker) {
                const unsigned next = r & (r >> 1), skip = r & (r >> 2);
                cover |= next | next << 1 | skip | skip << 2;
            }
            for (Mask bits = mask & suitBits[static_cast<std::size_t>(s)]; bits; bits &= bits - 1) {
                const int bit = lowestBit(bits);
                const int rank = face[static_cast<std::size_t>(bit)] % 13 + 1;
                const bool inRun = (cover >> rank & 1u) || (rank == kAce && (cover >> kAceHigh & 1u));
                const int suits = suitsAtRank[static_cast<std::size_t>(rank)];
                if (inRun || suits >= 3 || (joker && suits >= 2))
                    keep |= Mask {1} << bit;
            }
        }
        return keep;
    }
};

struct Candidate {
    Mask bits = 0;
    std::uint8_t size = 0;
    std::uint8_t value = 0;
    MeldKind kind = MeldKind::Set;
    std::uint8_t low = 0; // run: first position; set: rank
    std::uint8_t jokerAt = 0; // run: the joker's position, 0 if none
};

// Calls `emit` for every meld of `mask` whose lowest natural is `anchor`
// (a bit of `mask`): the other naturals lie above it in the search order.
template <typename Emit> void forEachMeld(const SearchHand& hand, Mask mask, int anchor, Emit&& emit)
{
    const int f = hand.face[static_cast<std::size_t>(anchor)];
    const int suit = f / 13;
    const int rank = f % 13 + 1;
    const Mask anchorBit = Mask {1} << anchor;
    const Mask jokerBit = lowestOf(mask & hand.jokers);

    // Sets: the anchor with higher suits of its rank.
    std::array<Mask, 3> others {};
    int otherCount = 0;
    for (int s = suit + 1; s < 4; ++s)
        if (const Mask bits = hand.copies[static_cast<std::size_t>(s * 13 + rank - 1)] & mask)
            others[static_cast<std::size_t>(otherCount++)] = lowestOf(bits);
    const int setValue = setCardValue(rank);
    for (int subset = 1; subset < (1 << otherCount); ++subset) {
        Mask bits = anchorBit;
        for (int i = 0; i < otherCount; ++i)
            if (subset >> i & 1)
                bits |= others[static_cast<std::size_t>(i)];
        const int naturals = std::popcount(static_cast<unsigned>(subset)) + 1;
        if (naturals >= 3)
            emit(Candidate {bits, std::uint8_t(naturals), std::uint8_t(naturals * setValue), MeldKind::Set,
                std::uint8_t(rank), 0});
        if (jokerBit && naturals <= 3)
            emit(Candidate {bits | jokerBit, std::uint8_t(naturals + 1),
                std::uint8_t((naturals + 1) * setValue), MeldKind::Set, std::uint8_t(rank), 0});
    }

    // Runs: the lowest copy present at each position of the anchor's suit.
    // Below a non-ace anchor nothing counts (lower naturals anchor their own
    // runs), and position 14 counts only for an ace anchor.
    std::array<Mask, 16> at {};
    for (Mask bits = mask & hand.suitBits[static_cast<std::size_t>(suit)]; bits; bits &= bits - 1) {
        const int bit = lowestBit(bits);
        const int r = hand.face[static_cast<std::size_t>(bit)] % 13 + 1;
        if (r > rank && !at[static_cast<std::size_t>(r)])
            at[static_cast<std::size_t>(r)] = Mask {1} << bit;
    }
    at[static_cast<std::size_t>(rank)] = anchorBit;
    if (rank == kAce)
        at[kAceHigh] = anchorBit;
    // prefix[p]: the natural bits of positions 1..p (disjoint single bits, so
    // a range is a difference of prefixes).
    // Position 14 is added apart: for an ace anchor it is the same bit as 1.
    std::array<Mask, 14> prefix {};
    for (int p = 1; p <= 13; ++p)
        prefix[static_cast<std::size_t>(p)]
            = prefix[static_cast<std::size_t>(p - 1)] | at[static_cast<std::size_t>(p)];
    auto run = [&](int from, int to, int jokerAt) {
        Mask bits = prefix[static_cast<std::size_t>(std::min(to, 13))]
            & ~prefix[static_cast<std::size_t>(from - 1)];
        if (to == kAceHigh)
            bits |= at[kAceHigh];
        if (jokerAt)
            bits = (bits & ~at[static_cast<std::size_t>(jokerAt)]) | jokerBit;
        const int value = kPositionPrefix[static_cast<std::size_t>(to)]
            - kPositionPrefix[static_cast<std::size_t>(from - 1)];
        emit(Candidate {bits, std::uint8_t(to - from + 1), std::uint8_t(value), MeldKind::Run,
            std::uint8_t(from), std::uint8_t(jokerAt)});
    };
    auto present = [&](int p) { return p >= 1 && p <= 14 && at[static_cast<std::size_t>(p)] != 0; };

    // Upward from the anchor's low position (an ace counts as 1 here).
    const int start = rank;
    const int top = rank == kAce ? 13 : 14; // an ace-low run ends by the king
    int chain = start; // last position of the unbroken naturals from start
    while (chain + 1 <= 13 && present(chain + 1))
        ++chain;
    for (int end = start + 2; end <= chain; ++end)
        run(start, end, 0);
    if (jokerBit) {
        if (start - 1 >= kAceLow)
            for (int end = start + 1; end <= chain && end - start + 2 <= kMaxRunLength; ++end)
                run(start - 1, end, start - 1);
        for (int joker = start + 1; joker <= std::min(chain + 1, top); ++joker) {
            for (int end = joker; end <= top && end - start + 1 <= kMaxRunLength; ++end) {
                if (end > joker && !present(end))
                    break;
                if (end - start + 1 >= 3)
                    run(start, end, joker);
            }
        }
    }
    // Downward from an ace at the high end: ... Q K A.
    if (rank == kAce) {
        int bottom = 14; // first position of the unbroken naturals ending at 14
        while (bottom - 1 >= 2 && present(bottom - 1))
            --bottom;
        for (int from = 12; from >= bottom; --from)
            run(from, 14, 0);
        if (jokerBit) {
            for (int joker = std::max(2, bottom - 1); joker <= 13; ++joker) {
                for (int from = joker; from >= 2; --from) {
                    if (from < joker && !present(from))
                        break;
                    if (14 - from + 1 >= 3)
                        run(from, 14, joker);
                }
            }
        }
    }
}

using Profile = std::array<std::int16_t, kMaxMeldHand + 1>;

// The memo: an open-addressing table from mask to a profile in a pool,
// cleared by bumping the generation.
struct Memo {
    std::vector<Mask> keys;
    std::vector<std::uint32_t> stamps;
    std::vector<std::uint32_t> slots;
    std::vector<Profile> pool;
    std::uint32_t generation = 0;
    std::size_t used = 0;

    void reset()
    {
        if (keys.empty())
            resize(1024);
        if (++generation == 0) {
            std::fill(stamps.begin(), stamps.end(), 0);
            generation = 1;
        }
        used = 0;
        pool.clear();
    }

    void resize(std::size_t capacity)
    {
        std::vector<Mask> oldKeys = std::move(keys);
        std::vector<std::uint32_t> oldStamps = std::move(stamps), oldSlots = std::move(slots);
        keys.assign(capacity, 0);
        stamps.assign(capacity, 0);
        slots.assign(capacity, 0);
        for (std::size_t i = 0; i < oldKeys.size(); ++i)
            if (oldStamps[i] == generation && generation != 0)
                insert(oldKeys[i], oldSlots[i]);
    }

    std::size_t home(Mask key) const { return (key * 0x9E3779B1u) >> 7 & (keys.size() - 1); }

    const std::uint32_t* find(Mask key) const
    {
        for (std::size_t i = home(key);; i = (i + 1) & (keys.size() - 1)) {
            if (stamps[i] != generation)
                return nullptr;
            if (keys[i] == key)
                return &slots[i];
        }
    }

    void insert(Mask key, std::uint32_t slot)
    {
        std::size_t i = home(key);
        while (stamps[i] == generation)
            i = (i + 1) & (keys.size() - 1);
        keys[i] = key;
        stamps[i] = generation;
        slots[i] = slot;
    }

    std::uint32_t add(Mask key, const Profile& profile)
    {
        if (2 * (used + 1) > keys.size())
            resize(keys.size() * 2);
        pool.push_back(profile);
        const auto slot = static_cast<std::uint32_t>(pool.size() - 1);
        insert(key, slot);
        ++used;
        return slot;
    }
};

thread_local Memo tMemo;

class Solver {
public:
    explicit Solver(const SearchHand& hand)
        : hand_(hand)
        , memo_(tMemo)
    {
        memo_.reset();
    }

    // Index of the profile of `mask` in the memo's pool.
    std::uint32_t solve(Mask mask)
    {
        if (const std::uint32_t* slot = memo_.find(mask))
            return *slot;
        Profile best;
        best.fill(-1);
        best[0] = 0;
        if (mask & hand_.naturals) {
            const int anchor = lowestBit(mask & hand_.naturals);
            const Mask twins = hand_.copies[hand_.face[static_cast<std::size_t>(anchor)]];
            merge(best, solve(mask & ~twins), 0, 0);
            forEachMeld(hand_, mask, anchor,
                [&](const Candidate& meld) { merge(best, solve(mask & ~meld.bits), meld.size, meld.value); });
        }
        return memo_.add(mask, best);
    }

    const Profile& profile(std::uint32_t slot) const { return memo_.pool[slot]; }

    // The melds behind best[cards] of `mask` (solve(mask) must have run).
    void collect(Mask mask, int cards, std::vector<Candidate>& out)
    {
        while (cards > 0) {
            const int target = profile(*memo_.find(mask))[static_cast<std::size_t>(cards)];
            const int anchor = lowestBit(mask & hand_.naturals);
            const Mask twins = hand_.copies[hand_.face[static_cast<std::size_t>(anchor)]];
            const Mask rest = mask & ~twins;
            if (profile(solve(rest))[static_cast<std::size_t>(cards)] == target) {
                mask = rest;
                continue;
            }
            Candidate chosen;
            forEachMeld(hand_, mask, anchor, [&](const Candidate& meld) {
                if (chosen.size || meld.size > cards)
                    return;
                if (profile(solve(mask & ~meld.bits))[static_cast<std::size_t>(cards - meld.size)]
                        + meld.value
                    == target)
                    chosen = meld;
            });
            out.push_back(chosen);
            mask &= ~chosen.bits;
            cards -= chosen.size;
        }
    }

private:
    void merge(Profile& best, std::uint32_t slot, int size, int value)
    {
        const Profile& sub = memo_.pool[slot];
        for (int k = 0; k + size <= kMaxMeldHand; ++k) {
            const int v = sub[static_cast<std::size_t>(k)];
            auto& into = best[static_cast<std::size_t>(k + size)];
            if (v >= 0 && v + value > into)
                into = static_cast<std::int16_t>(v + value);
        }
    }

    const SearchHand& hand_;
    Memo& memo_;
};

Meld toMeld(const SearchHand& hand, const Candidate& candidate)
{
    Meld meld;
    meld.kind = candidate.kind;
    meld.low = candidate.low;
    Card joker {};
    std::vector<Card> naturals;
    for (Mask bits = candidate.bits; bits; bits &= bits - 1) {
        const Card& card = hand.cards[static_cast<std::size_t>(lowestBit(bits))];
        if (card.isJoker())
            joker = card;
        else
            naturals.push_back(card);
    }
    if (meld.kind == MeldKind::Set) {
        meld.cards = naturals; // already by suit
        if (candidate.size > naturals.size())
            meld.cards.push_back(joker);
        return meld;
    }
    for (int p = candidate.low; p < candidate.low + candidate.size; ++p) {
        if (p == candidate.jokerAt) {
            meld.cards.push_back(joker);
            continue;
        }
        const int rank = positionRank(p);
        meld.cards.push_back(*std::find_if(
            naturals.begin(), naturals.end(), [rank](const Card& c) { return c.rank == rank; }));
    }
    return meld;
}

MeldPlan planFor(const SearchHand& hand, Solver& solver, Mask root, int cards)
{
    MeldPlan plan;
    std::vector<Candidate> chosen;
    solver.collect(root, cards, chosen);
    for (const Candidate& candidate : chosen) {
        plan.melds.push_back(toMeld(hand, candidate));
        plan.value += candidate.value;
        plan.cards += candidate.size;
    }
    return plan;
}

} // namespace

int MeldProfile::bestValue(int maxCards) const
{
    int value = 0;
    for (int k = 0; k <= std::min(maxCards, kMaxMeldHand); ++k)
        value = std::max<int>(value, best[static_cast<std::size_t>(k)]);
    return value;
}

int MeldProfile::fewestCards(int target, int maxCards) const
{
    for (int k = 0; k <= std::min(maxCards, kMaxMeldHand); ++k)
        if (best[static_cast<std::size_t>(k)] >= target)
            return k;
    return -1;
}

std::vector<Meld> possibleMelds(std::span<const Card> hand)
{
    const SearchHand search(hand);
    const Mask all = search.naturals | search.jokers;
    std::vector<Meld> melds;
    for (int f = 0; f < 52; ++f) {
        if (!search.copies[static_cast<std::size_t>(f)])
            continue;
        const int anchor = lowestBit(search.copies[static_cast<std::size_t>(f)]);
        forEachMeld(search, all, anchor, [&](const Candidate& c) { melds.push_back(toMeld(search, c)); });
    }
    return melds;
}

MeldProfile meldProfile(std::span<const Card> hand)
{
    const SearchHand search(hand);
    Solver solver(search);
    MeldProfile result;
    result.best = solver.profile(solver.solve(search.meldable(search.naturals | search.jokers)));
    return result;
}

MeldPlan bestMelds(std::span<const Card> hand, int maxCards)
{
    const SearchHand search(hand);
    Solver solver(search);
    const Mask root = search.meldable(search.naturals | search.jokers);
    const Profile profile = solver.profile(solver.solve(root));
    int cards = 0;
    for (int k = 1; k <= std::min(maxCards, kMaxMeldHand); ++k)
        if (profile[static_cast<std::size_t>(k)] > profile[static_cast<std::size_t>(cards)])
            cards = k;
    return planFor(search, solver, root, cards);
}

std::optional<MeldPlan> fewestCardsToReach(std::span<const Card> hand, int target, int maxCards)
{
    const SearchHand search(hand);
    Solver solver(search);
    const Mask root = search.meldable(search.naturals | search.jokers);
    MeldProfile profile;
    profile.best = solver.profile(solver.solve(root));
    const int cards = profile.fewestCards(target, maxCards);
    if (cards < 0)
        return std::nullopt;
    return planFor(search, solver, root, cards);
}

} // namespace ct
