// Cards of both decks the project uses (French and Rook) and their text
// notation, as RULES.md defines it: "QH", "10C", "JK1", "R14", "BIRD", "QH#2".
#pragma once

#include <compare>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "util/expected.h"

namespace ct {

enum class Suit : std::uint8_t {
    // French suits, in the order of the notation's letters C D H S.
    Clubs,
    Diamonds,
    Hearts,
    Spades,
    Joker,
    // Rook colours R Y G B, and the Bird.
    Red,
    Yellow,
    Green,
    Black,
    Bird,
};

inline constexpr int kAce = 1;
inline constexpr int kJack = 11;
inline constexpr int kQueen = 12;
inline constexpr int kKing = 13;

// One physical card. `rank` is 1..13 for French cards (ace = 1), 1..14 for
// Rook cards, the joker's number (1 or 2) for jokers and 0 for the Bird.
// `pack` tells apart identical cards of several packs (0 = the first pack).
struct Card {
    Suit suit = Suit::Clubs;
    std::uint8_t rank = 0;
    std::uint8_t pack = 0;

    constexpr auto operator<=>(const Card&) const = default;

    constexpr bool isFrench() const { return suit <= Suit::Spades; }
    constexpr bool isJoker() const { return suit == Suit::Joker; }
    constexpr bool isRook() const { return suit >= Suit::Red && suit <= Suit::Black; }
    constexpr bool isBird() const { return suit == Suit::Bird; }
    // French red suits; jokers and Rook cards are neither red nor black here.
    constexpr bool isRed() const { return suit == Suit::Diamonds || suit == Suit::Hearts; }
    constexpr bool isBlack() const { return suit == Suit::Clubs || suit == Suit::Spades; }
    // The same card ignoring which pack it came from.
    constexpr bool sameFace(const Card& other) const
    {
        return suit == other.suit && rank == other.rank;
    }
};

constexpr Card french(int rank, Suit suit, int pack = 0)
{
    return Card{suit, static_cast<std::uint8_t>(rank), static_cast<std::uint8_t>(pack)};
}
constexpr Card rook(Suit colour, int number, int pack = 0)
{
    return Card{colour, static_cast<std::uint8_t>(number), static_cast<std::uint8_t>(pack)};
}
constexpr Card joker(int number, int pack = 0)
{
    return Card{Suit::Joker, static_cast<std::uint8_t>(number), static_cast<std::uint8_t>(pack)};
}
constexpr Card bird(int pack = 0)
{
    return Card{Suit::Bird, 0, static_cast<std::uint8_t>(pack)};
}

enum class PackSuffix {
    Never,  // "QH": for display and single-pack games
    Always, // "QH#1": for records of several packs
};

// The notation of a card: "AS", "10H", "JK", "JK2", "R14", "BIRD", "QH#2".
// A joker is written "JK" when `jokersInPlay` is 1, "JK1"/"JK2" otherwise.
std::string cardText(Card card, PackSuffix suffix = PackSuffix::Never, int jokersInPlay = 2);
// Parses one card. Case-insensitive; accepts "T" for 10 and the pack suffix.
// An unknown card is an error naming the offending text.
Expected<Card> parseCard(std::string_view text);
// Parses a space-separated card list (a written-out deal).
Expected<std::vector<Card>> parseCards(std::string_view text);
std::string cardsText(const std::vector<Card>& cards, PackSuffix suffix = PackSuffix::Never);

// English names, for the command line: "queen of hearts", "red 14", "the Bird".
std::string cardName(Card card);
std::string suitName(Suit suit);
char suitLetter(Suit suit);

} // namespace ct
