#include "parlour/parlour_support.h"

#include <algorithm>

#include "cards/deck.h"
#include "util/text.h"

namespace ct::parlour {

OptionSpec firstDealerOption()
{
    return {"dealer", {"random", "first", "last"}, "First dealer: drawn at random, seat 0, or the last seat"};
}

OptionSpec roundsOption()
{
    return {"rounds", {"2", "1", "3", "4", "5"}, "Deals per player"};
}

Seat firstDealer(const Options& options, int players, Rng& rng)
{
    const auto found = options.find("dealer");
    const std::string choice = found == options.end() ? "random" : found->second;
    if (choice == "first")
        return 0;
    if (choice == "last")
        return players - 1;
    return static_cast<Seat>(rng.below(static_cast<std::uint32_t>(players)));
}

int numberOption(const Options& options, const std::string& key, int fallback)
{
    const auto found = options.find(key);
    if (found == options.end())
        return fallback;
    const auto number = parseInteger(found->second);
    return number ? static_cast<int>(*number) : fallback;
}

std::vector<Card> nextDeckOrder(std::vector<std::vector<Card>>& queued, std::vector<Card> deck, Rng& rng)
{
    if (!queued.empty()) {
        std::vector<Card> order = std::move(queued.front());
        queued.erase(queued.begin());
        return order;
    }
    rng.shuffle(deck);
    return deck;
}

Expected<bool> checkDeckOrders(const std::vector<std::vector<Card>>& orders, const std::vector<Card>& deck)
{
    for (std::size_t i = 0; i < orders.size(); ++i)
        if (auto fits = checkDealMatchesDeck(orders[i], deck); !fits)
            return makeError("deal " + std::to_string(i + 1) + ": " + fits.error().message);
    return true;
}

Outcome placesByScore(const std::vector<int>& scores, const std::string& why)
{
    Outcome outcome;
    outcome.why = why;
    for (std::size_t seat = 0; seat < scores.size(); ++seat) {
        int place = 1;
        for (int other : scores)
            if (other > scores[seat])
                ++place;
        outcome.places.push_back(place);
    }
    const int firsts = static_cast<int>(std::count(outcome.places.begin(), outcome.places.end(), 1));
    if (outcome.places.empty() || outcome.places[0] != 1)
        outcome.result = Result::Lost;
    else
        outcome.result = firsts > 1 ? Result::Draw : Result::Won;
    return outcome;
}

std::string ordersText(const std::vector<std::vector<Card>>& orders)
{
    std::vector<std::string> parts;
    for (const auto& order : orders)
        parts.push_back(cardsText(order));
    return join(parts, "/");
}

std::string rowsText(const ScoreSheet& sheet)
{
    std::string out;
    for (const ScoreRow& row : sheet.rows) {
        for (int points : row.points)
            out += std::to_string(points) + ",";
        out += row.note + ";";
    }
    return out;
}

void sortHand(std::vector<Card>& hand)
{
    std::sort(hand.begin(), hand.end());
}

} // namespace ct::parlour
