#include "parlour/table_seats.h"

#include <algorithm>
#include <numeric>

#include "cards/rng.h"
#include "util/text.h"

namespace ct::parlour {

OptionSpec dealerOption()
{
    return {"dealer",
            {"random", "last"},
            "First dealer: drawn at random, or the last seat (seat 0 is eldest)"};
}

std::vector<std::vector<Card>> dealAround(const std::vector<Card>& deal, int players,
                                          const std::vector<Seat>& order)
{
    std::vector<std::vector<Card>> hands(static_cast<std::size_t>(players));
    if (order.empty())
        return hands;
    for (std::size_t i = 0; i < deal.size(); ++i)
        hands[static_cast<std::size_t>(order[i % order.size()])].push_back(deal[i]);
    return hands;
}

std::vector<Seat> seatsFrom(Seat first, int players)
{
    std::vector<Seat> order;
    for (int step = 0; step < players; ++step)
        order.push_back((first + step) % players);
    return order;
}

std::vector<int> placesByStanding(const std::vector<long long>& standing)
{
    std::vector<int> places;
    for (long long mine : standing) {
        int place = 1;
        for (long long other : standing)
            if (other > mine)
                ++place;
        places.push_back(place);
    }
    return places;
}

Result humanResult(const std::vector<int>& places)
{
    if (places.empty() || places[0] != 1)
        return Result::Lost;
    const auto firsts = std::count(places.begin(), places.end(), 1);
    return firsts == 1 ? Result::Won : Result::Draw;
}

int cardIndex(Card card)
{
    return static_cast<int>(card.suit) * 13 + (card.rank - 1);
}

bool redealUnknown(std::vector<std::vector<Card>>& hands, const KnownCard& known, const AllowedCard& allowed,
                   Rng& rng)
{
    // Take every unknown card out, remembering the places it leaves.
    std::vector<Card> pool;
    std::vector<std::vector<std::size_t>> openPlaces(hands.size());
    std::vector<std::vector<Card>> fixed(hands.size());
    for (std::size_t hand = 0; hand < hands.size(); ++hand) {
        for (std::size_t i = 0; i < hands[hand].size(); ++i) {
            const Card card = hands[hand][i];
            if (known(hand, card)) {
                fixed[hand].push_back(card);
            } else {
                pool.push_back(card);
                openPlaces[hand].push_back(i);
            }
        }
    }
    if (pool.empty())
        return true;

    constexpr int kAttempts = 200;
    for (int attempt = 0; attempt < kAttempts; ++attempt) {
        rng.shuffle(pool);
        std::vector<std::vector<Card>> holding = fixed;
        std::vector<std::vector<Card>> given(hands.size());
        bool stuck = false;
        for (const Card& card : pool) {
            // Each hand is chosen in proportion to its free places, which
            // makes an unconstrained deal uniform.
            std::vector<std::size_t> weights(hands.size(), 0);
            for (std::size_t hand = 0; hand < hands.size(); ++hand) {
                const std::size_t free = openPlaces[hand].size() - given[hand].size();
                if (free > 0 && (!allowed || allowed(hand, holding[hand], card)))
                    weights[hand] = free;
            }
            const std::size_t total = std::accumulate(weights.begin(), weights.end(), std::size_t{0});
            if (total == 0) {
                stuck = true;
                break;
            }
            std::size_t pick = rng.below(static_cast<std::uint32_t>(total));
            std::size_t hand = 0;
            while (pick >= weights[hand]) {
                pick -= weights[hand];
                ++hand;
            }
            given[hand].push_back(card);
            holding[hand].push_back(card);
        }
        if (stuck)
            continue;
        for (std::size_t hand = 0; hand < hands.size(); ++hand)
            for (std::size_t i = 0; i < given[hand].size(); ++i)
                hands[hand][openPlaces[hand][i]] = given[hand][i];
        return true;
    }
    return false;
}

void hidePositions(Zone& zone)
{
    std::stable_partition(zone.cards.begin(), zone.cards.end(),
                          [](const PlacedCard& placed) { return placed.known; });
}

void faceUpToOwner(Zone& zone)
{
    for (PlacedCard& placed : zone.cards)
        placed.faceUp = true;
}

std::string seatName(Seat seat)
{
    return "seat " + std::to_string(seat);
}

std::string plural(int count, const char* word)
{
    return std::to_string(count) + " " + word + (count == 1 ? "" : "s");
}

std::string numbersText(const std::vector<int>& numbers)
{
    std::vector<std::string> parts;
    for (int number : numbers)
        parts.push_back(std::to_string(number));
    return join(parts, ",");
}

} // namespace ct::parlour
