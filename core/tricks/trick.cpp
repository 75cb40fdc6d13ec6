#include "tricks/trick.h"

#include <algorithm>

#include "util/text.h"

namespace ct {

namespace {

bool isRedOne(Card card)
{
    return card.suit == Suit::Red && card.rank == 1;
}

} // namespace

Suit CardRules::suitOf(Card card) const
{
    if (trump && (card.isBird() || (redOneTopTrump && isRedOne(card))))
        return *trump;
    return card.suit;
}

int CardRules::strength(Card card) const
{
    if (redOneTopTrump && isRedOne(card))
        return 101;
    if (card.isBird())
        return 100;
    if (onesHigh && card.rank == 1)
        return 15;
    return card.rank;
}

bool CardRules::playableAnyTime(Card card) const
{
    return (fourteensWin && card.isRook() && card.rank == 14) || (birdPlaysAnyTime && card.isBird());
}

int CardRules::points(Card card) const
{
    if (card.isBird())
        return birdPoints;
    if (redOneTopTrump && isRedOne(card))
        return redOnePoints;
    if (card.isRook() && card.rank < numberPoints.size())
        return numberPoints[card.rank];
    return 0;
}

int CardRules::points(const std::vector<Card>& cards) const
{
    int total = 0;
    for (const Card& card : cards)
        total += points(card);
    return total;
}

std::vector<Card> Trick::cards() const
{
    std::vector<Card> out;
    out.reserve(plays.size());
    for (const TrickPlay& play : plays)
        out.push_back(play.card);
    return out;
}

int winningPlay(const std::vector<Card>& cards, const CardRules& rules)
{
    const Suit led = rules.suitOf(cards.front());
    if (rules.fourteensWin) {
        // The led colour's 14 first, else the earliest 14.
        int firstFourteen = -1;
        for (std::size_t i = 0; i < cards.size(); ++i) {
            if (!cards[i].isRook() || cards[i].rank != 14)
                continue;
            if (cards[i].suit == led)
                return static_cast<int>(i);
            if (firstFourteen < 0)
                firstFourteen = static_cast<int>(i);
        }
        if (firstFourteen >= 0)
            return firstFourteen;
    }
    std::size_t best = 0;
    for (std::size_t i = 1; i < cards.size(); ++i) {
        const Card& card = cards[i];
        const Card& top = cards[best];
        const bool cardTrumps = rules.isTrump(card);
        const bool topTrumps = rules.isTrump(top);
        if (cardTrumps != topTrumps) {
            if (cardTrumps)
                best = i;
            continue;
        }
        // Same standing: only a higher card of the suit already winning beats it.
        if (rules.suitOf(card) == rules.suitOf(top) && rules.strength(card) > rules.strength(top))
            best = i;
    }
    return static_cast<int>(best);
}

std::vector<Card> legalPlays(const std::vector<Card>& hand, const std::vector<Card>& trick,
                             const CardRules& rules)
{
    if (trick.empty())
        return hand;
    const Suit led = rules.suitOf(trick.front());
    const bool canFollow =
        std::any_of(hand.begin(), hand.end(), [&](const Card& card) { return rules.suitOf(card) == led; });
    if (!canFollow)
        return hand;
    std::vector<Card> plays;
    for (const Card& card : hand)
        if (rules.suitOf(card) == led || rules.playableAnyTime(card))
            plays.push_back(card);
    return plays;
}

Verdict checkPlay(const std::vector<Card>& hand, const std::vector<Card>& trick, Card card,
                  const CardRules& rules)
{
    if (std::find(hand.begin(), hand.end(), card) == hand.end())
        return Verdict{Reason::NotInHand, card, {}, 0, {}};
    if (trick.empty() || rules.playableAnyTime(card))
        return Verdict::ok();
    const Suit led = rules.suitOf(trick.front());
    if (rules.suitOf(card) == led)
        return Verdict::ok();
    const bool canFollow =
        std::any_of(hand.begin(), hand.end(), [&](const Card& held) { return rules.suitOf(held) == led; });
    if (canFollow)
        return Verdict{Reason::MustFollow, card, trick.front(), static_cast<int>(led), {}};
    return Verdict::ok();
}

bool showsVoid(Card card, const std::vector<Card>& trick, const CardRules& rules)
{
    if (trick.empty() || rules.playableAnyTime(card))
        return false;
    return rules.suitOf(card) != rules.suitOf(trick.front());
}

int targetWinner(const std::vector<int>& totals, int target)
{
    if (totals.empty())
        return -1;
    const auto top = std::max_element(totals.begin(), totals.end());
    if (*top < target || std::count(totals.begin(), totals.end(), *top) > 1)
        return -1;
    return static_cast<int>(top - totals.begin());
}

std::string colourText(Suit colour)
{
    return std::string(1, suitLetter(colour));
}

std::optional<Suit> parseColour(std::string_view text)
{
    const std::string word = toLower(trim(text));
    for (Suit colour : kRookColours)
        if (word == toLower(colourText(colour)) || word == suitName(colour))
            return colour;
    return std::nullopt;
}

} // namespace ct
