#include "cards/deck.h"

#include <algorithm>
#include <map>

#include "cards/rng.h"
#include "util/text.h"

namespace ct {

std::vector<Card> frenchDeck(int packs, int jokers)
{
    std::vector<Card> deck;
    deck.reserve(static_cast<std::size_t>(packs * 52 + jokers));
    for (int pack = 0; pack < packs; ++pack)
        for (Suit suit : {Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades})
            for (int rank = kAce; rank <= kKing; ++rank)
                deck.push_back(french(rank, suit, pack));
    // Jokers are numbered JK1, JK2 ... across the whole deck; a third or
    // fourth joker repeats the numbers in a further pack.
    for (int i = 0; i < jokers; ++i)
        deck.push_back(joker(1 + i % 2, i / 2));
    return deck;
}

std::vector<Card> rookDeck(int lowNumber, int highNumber, bool withBird)
{
    std::vector<Card> deck;
    for (Suit colour : {Suit::Red, Suit::Yellow, Suit::Green, Suit::Black})
        for (int number = lowNumber; number <= highNumber; ++number)
            deck.push_back(rook(colour, number));
    if (withBird)
        deck.push_back(bird());
    return deck;
}

std::vector<Card> shuffledDeck(std::vector<Card> deck, std::uint32_t seed)
{
    Rng rng(seed);
    rng.shuffle(deck);
    return deck;
}

Expected<bool> checkDealMatchesDeck(const std::vector<Card>& deal, const std::vector<Card>& deck)
{
    std::map<Card, int> count;
    for (const Card& card : deck)
        ++count[card];
    for (std::size_t i = 0; i < deal.size(); ++i) {
        const Card& card = deal[i];
        auto it = count.find(card);
        if (it == count.end())
            return makeError("card " + std::to_string(i + 1) + " (" +
                             cardText(card, PackSuffix::Always) + ") is not in this game's deck");
        if (--it->second < 0)
            return makeError("card " + std::to_string(i + 1) + " (" +
                             cardText(card, PackSuffix::Always) + ") appears more than once");
    }
    for (const auto& [card, left] : count)
        if (left > 0)
            return makeError("the deal is missing " + cardText(card, PackSuffix::Always) + " (" +
                             std::to_string(deal.size()) + " of " + std::to_string(deck.size()) +
                             " cards given)");
    return true;
}

} // namespace ct

namespace ct {

Expected<std::vector<Card>> parseDeal(std::string_view text)
{
    std::vector<Card> cards;
    std::map<Card, int> used; // face (pack 0) -> bitmask of packs used
    std::vector<std::size_t> bare;
    const auto words = splitWords(text);
    for (std::size_t i = 0; i < words.size(); ++i) {
        auto card = parseCard(words[i]);
        if (!card)
            return makeError("card " + std::to_string(i + 1) + ": " + card.error().message);
        if (words[i].find('#') == std::string::npos)
            bare.push_back(i);
        else
            used[Card{card->suit, card->rank, 0}] |= 1 << card->pack;
        cards.push_back(*card);
    }
    for (std::size_t i : bare) {
        int& mask = used[Card{cards[i].suit, cards[i].rank, 0}];
        int pack = 0;
        while (mask & (1 << pack))
            ++pack;
        if (pack >= 8)
            return makeError("card " + std::to_string(i + 1) + " (" + words[i] +
                             ") appears more than eight times");
        mask |= 1 << pack;
        cards[i].pack = static_cast<std::uint8_t>(pack);
    }
    return cards;
}

} // namespace ct
