#include "patience/suit_foundations.h"

namespace ct::suitFoundations {

namespace {
// Suit letters and symbols in foundation order: spades, hearts, diamonds, clubs.
constexpr Suit kOrder[kSuits] = {Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs};
constexpr const char* kLetters[kSuits] = {"s", "h", "d", "c"};
constexpr const char* kSymbols[kSuits] = {"\u2660", "\u2665", "\u2666", "\u2663"};

int slot(Suit suit)
{
    for (int i = 0; i < kSuits; ++i)
        if (kOrder[i] == suit)
            return i;
    return 0;
}
} // namespace

int aceFoundation(Suit suit)
{
    return slot(suit);
}

int kingFoundation(Suit suit)
{
    return kSuits + slot(suit);
}

Suit suitOf(int foundation)
{
    return kOrder[foundation % kSuits];
}

std::string pileId(int foundation)
{
    return std::string(buildsDown(foundation) ? "kf" : "af") + kLetters[foundation % kSuits];
}

std::string label(int foundation)
{
    return std::string(buildsDown(foundation) ? "K" : "A") + kSymbols[foundation % kSuits];
}

Verdict check(const Pile& pile, int foundation, Card card)
{
    const bool down = buildsDown(foundation);
    if (pile.empty()) {
        const Card base = french(down ? kKing : kAce, suitOf(foundation));
        if (card.sameFace(base))
            return Verdict::ok();
        return Verdict {down ? Reason::NeedsKing : Reason::NeedsAce, card, base, 0, pile.id};
    }
    const Card top = pile.top().card;
    if (top.rank == (down ? kAce : kKing))
        return Verdict {Reason::FoundationComplete, card, top, 0, pile.id};
    return down ? building::sameSuitDown(card, top) : building::sameSuitUp(card, top);
}

} // namespace ct::suitFoundations
