#include "cards/card.h"

#include "util/text.h"

namespace ct {

namespace {

constexpr std::string_view kFrenchRanks[] = {"", "A", "2", "3", "4", "5", "6", "7",
                                             "8", "9", "10", "J", "Q", "K"};

std::string packSuffix(Card card, PackSuffix suffix)
{
    if (suffix == PackSuffix::Never)
        return {};
    return "#" + std::to_string(card.pack + 1);
}

std::optional<Suit> frenchSuit(char letter)
{
    switch (letter) {
    case 'C': return Suit::Clubs;
    case 'D': return Suit::Diamonds;
    case 'H': return Suit::Hearts;
    case 'S': return Suit::Spades;
    default: return std::nullopt;
    }
}

std::optional<Suit> rookColour(char letter)
{
    switch (letter) {
    case 'R': return Suit::Red;
    case 'Y': return Suit::Yellow;
    case 'G': return Suit::Green;
    case 'B': return Suit::Black;
    default: return std::nullopt;
    }
}

std::optional<int> frenchRank(std::string_view text)
{
    if (text == "T")
        return 10;
    for (int rank = 1; rank <= 13; ++rank)
        if (kFrenchRanks[rank] == text)
            return rank;
    return std::nullopt;
}

} // namespace

char suitLetter(Suit suit)
{
    switch (suit) {
    case Suit::Clubs: return 'C';
    case Suit::Diamonds: return 'D';
    case Suit::Hearts: return 'H';
    case Suit::Spades: return 'S';
    case Suit::Red: return 'R';
    case Suit::Yellow: return 'Y';
    case Suit::Green: return 'G';
    case Suit::Black: return 'B';
    case Suit::Joker:
    case Suit::Bird: break;
    }
    return '?';
}

std::string suitName(Suit suit)
{
    switch (suit) {
    case Suit::Clubs: return "clubs";
    case Suit::Diamonds: return "diamonds";
    case Suit::Hearts: return "hearts";
    case Suit::Spades: return "spades";
    case Suit::Joker: return "joker";
    case Suit::Red: return "red";
    case Suit::Yellow: return "yellow";
    case Suit::Green: return "green";
    case Suit::Black: return "black";
    case Suit::Bird: return "Bird";
    }
    return "?";
}

std::string cardText(Card card, PackSuffix suffix, int jokersInPlay)
{
    std::string text;
    if (card.isFrench()) {
        if (card.rank >= 1 && card.rank <= 13)
            text = std::string(kFrenchRanks[card.rank]) + suitLetter(card.suit);
        else
            text = "?";
    } else if (card.isJoker()) {
        text = jokersInPlay == 1 ? "JK" : "JK" + std::to_string(card.rank);
    } else if (card.isRook()) {
        text = suitLetter(card.suit) + std::to_string(card.rank);
    } else {
        text = "BIRD";
    }
    return text + packSuffix(card, suffix);
}

Expected<Card> parseCard(std::string_view original)
{
    const std::string text = toUpper(trim(original));
    auto unknown = [&](std::string why) {
        return makeError("unknown card '" + std::string(trim(original)) + "'" +
                         (why.empty() ? "" : ": " + why));
    };
    if (text.empty())
        return unknown("empty");

    std::string_view body = text;
    int pack = 0;
    if (auto hash = body.find('#'); hash != std::string_view::npos) {
        auto number = parseInteger(body.substr(hash + 1));
        if (!number || *number < 1 || *number > 8)
            return unknown("the pack suffix must be #1 to #8");
        pack = static_cast<int>(*number) - 1;
        body = body.substr(0, hash);
    }

    if (body == "BIRD")
        return bird(pack);
    if (body == "JK")
        return joker(1, pack);
    if (body == "JK1" || body == "JK2")
        return joker(body[2] - '0', pack);
    if (body.size() < 2)
        return unknown("");

    // Rook cards: a colour letter then 1..14.
    if (auto colour = rookColour(body.front())) {
        if (auto number = parseInteger(body.substr(1))) {
            if (*number >= 1 && *number <= 14 && body[1] != '+')
                return rook(*colour, static_cast<int>(*number), pack);
            return unknown("Rook numbers run from 1 to 14");
        }
    }
    // French cards: a rank then a suit letter.
    if (auto suit = frenchSuit(body.back())) {
        if (auto rank = frenchRank(body.substr(0, body.size() - 1)))
            return french(*rank, *suit, pack);
        return unknown("ranks are A 2-10 J Q K");
    }
    return unknown("");
}

Expected<std::vector<Card>> parseCards(std::string_view text)
{
    std::vector<Card> cards;
    for (const std::string& word : splitWords(text)) {
        auto card = parseCard(word);
        if (!card)
            return card.error();
        cards.push_back(*card);
    }
    return cards;
}

std::string cardsText(const std::vector<Card>& cards, PackSuffix suffix)
{
    std::string out;
    for (const Card& card : cards) {
        if (!out.empty())
            out += ' ';
        out += cardText(card, suffix);
    }
    return out;
}

std::string cardName(Card card)
{
    static constexpr std::string_view names[] = {"", "ace", "two", "three", "four",
                                                 "five", "six", "seven", "eight", "nine",
                                                 "ten", "jack", "queen", "king"};
    if (card.isFrench() && card.rank >= 1 && card.rank <= 13)
        return std::string(names[card.rank]) + " of " + suitName(card.suit);
    if (card.isJoker())
        return "joker";
    if (card.isRook())
        return suitName(card.suit) + " " + std::to_string(card.rank);
    return "the Bird";
}

} // namespace ct
