#include "cards/hidden_deal.h"

#include <algorithm>
#include <array>

namespace ct {

namespace {

constexpr std::size_t kSuitCount = 10; // every Suit value, French and Rook

std::size_t suitIndex(Suit suit)
{
    return static_cast<std::size_t>(suit);
}

bool allows(const HiddenPlace& place, Suit suit)
{
    return std::find(place.voidSuits.begin(), place.voidSuits.end(), suit) == place.voidSuits.end();
}

// Whether `left` cards per suit fit into places with `room` free each, voids
// respected: a small max-flow from suits to places (augmenting paths).
bool fits(const std::array<int, kSuitCount>& left, const std::vector<int>& room,
          const std::vector<HiddenPlace>& places)
{
    const std::size_t count = places.size();
    std::vector<std::array<int, kSuitCount>> flow(count, std::array<int, kSuitCount>{});
    std::array<int, kSuitCount> sent{};
    std::vector<int> used(count, 0);
    int needed = 0;
    for (int n : left)
        needed += n;
    int total = 0;
    // Breadth-first search over suits and places in the residual graph.
    while (total < needed) {
        // Nodes: suits 0..kSuitCount-1, places kSuitCount.. ; parent links.
        const std::size_t nodes = kSuitCount + count;
        std::vector<int> parent(nodes, -1);
        std::vector<std::size_t> queue;
        for (std::size_t s = 0; s < kSuitCount; ++s)
            if (sent[s] < left[s]) {
                parent[s] = static_cast<int>(s);
                queue.push_back(s);
            }
        int reached = -1;
        for (std::size_t head = 0; head < queue.size() && reached < 0; ++head) {
            const std::size_t node = queue[head];
            if (node < kSuitCount) {
                for (std::size_t p = 0; p < count; ++p) {
                    const std::size_t target = kSuitCount + p;
                    if (parent[target] < 0 && allows(places[p], static_cast<Suit>(node))) {
                        parent[target] = static_cast<int>(node);
                        if (used[p] < room[p]) {
                            reached = static_cast<int>(target);
                            break;
                        }
                        queue.push_back(target);
                    }
                }
            } else {
                const std::size_t p = node - kSuitCount;
                for (std::size_t s = 0; s < kSuitCount; ++s)
                    if (parent[s] < 0 && flow[p][s] > 0) {
                        parent[s] = static_cast<int>(node);
                        queue.push_back(s);
                    }
            }
        }
        if (reached < 0)
            return false;
        // Walk back, pushing one card along the path.
        std::size_t node = static_cast<std::size_t>(reached);
        ++used[node - kSuitCount];
        while (true) {
            const std::size_t from = static_cast<std::size_t>(parent[node]);
            if (node >= kSuitCount) {
                ++flow[node - kSuitCount][from];
            } else if (from == node) {
                ++sent[node];
                break;
            } else {
                --flow[from - kSuitCount][node];
            }
            node = from;
        }
        ++total;
    }
    return true;
}

} // namespace

std::optional<std::vector<std::vector<Card>>> dealHidden(const std::vector<Card>& cards,
                                                         const std::vector<HiddenPlace>& places, Rng& rng)
{
    std::vector<std::vector<Card>> dealt(places.size());
    std::vector<Card> free = cards;
    std::vector<int> room(places.size(), 0);
    bool constrained = false;
    for (std::size_t p = 0; p < places.size(); ++p) {
        for (const Card& card : places[p].known) {
            auto found = std::find(free.begin(), free.end(), card);
            if (found == free.end())
                return std::nullopt;
            free.erase(found);
            dealt[p].push_back(card);
        }
        if (dealt[p].size() > places[p].size)
            return std::nullopt;
        room[p] = static_cast<int>(places[p].size - dealt[p].size());
        constrained = constrained || !places[p].voidSuits.empty();
    }
    std::size_t totalRoom = 0;
    for (int r : room)
        totalRoom += static_cast<std::size_t>(r);
    if (totalRoom != free.size())
        return std::nullopt;

    rng.shuffle(free);
    auto fillInOrder = [&](const std::vector<Card>& order) {
        auto result = dealt;
        std::size_t next = 0;
        for (std::size_t p = 0; p < places.size(); ++p)
            for (int i = 0; i < room[p]; ++i)
                result[p].push_back(order[next++]);
        return result;
    };
    if (!constrained)
        return fillInOrder(free);

    // Most deals with a void or two pass at the first tries: shuffle and test.
    for (int attempt = 0; attempt < 30; ++attempt) {
        auto result = fillInOrder(free);
        bool good = true;
        for (std::size_t p = 0; p < places.size() && good; ++p)
            for (std::size_t i = places[p].known.size(); i < result[p].size() && good; ++i)
                good = allows(places[p], result[p][i].suit);
        if (good)
            return result;
        rng.shuffle(free);
    }

    // Tight voids: place the cards one by one, each where a random choice
    // still leaves the rest placeable.
    std::array<int, kSuitCount> left{};
    for (const Card& card : free)
        ++left[suitIndex(card.suit)];
    if (!fits(left, room, places))
        return std::nullopt;
    auto result = dealt;
    for (const Card& card : free) {
        --left[suitIndex(card.suit)];
        std::vector<std::size_t> choices;
        for (std::size_t p = 0; p < places.size(); ++p)
            if (room[p] > 0 && allows(places[p], card.suit))
                for (int i = 0; i < room[p]; ++i)
                    choices.push_back(p); // weighted by free room
        rng.shuffle(choices);
        bool placed = false;
        std::vector<bool> tried(places.size(), false);
        for (std::size_t p : choices) {
            if (tried[p])
                continue;
            tried[p] = true;
            --room[p];
            if (fits(left, room, places)) {
                result[p].push_back(card);
                placed = true;
                break;
            }
            ++room[p];
        }
        if (!placed)
            return std::nullopt;
    }
    return result;
}

} // namespace ct
