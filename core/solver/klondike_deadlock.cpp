#include "solver/klondike_deadlock.h"

#include "patience/klondike.h"

namespace ct {

KlondikeTableau klondikeTableauOf(const KlondikeState& state)
{
    KlondikeTableau t;
    auto code
        = [](Card card) { return static_cast<std::uint8_t>(static_cast<int>(card.suit) * 16 + card.rank); };
    const auto& piles = state.piles();
    for (int c = 0; c < KlondikeTableau::kColumns; ++c) {
        const Pile& pile = piles[static_cast<std::size_t>(KlondikeState::kFirstTableau + c)];
        t.length[c] = static_cast<std::uint8_t>(pile.size());
        for (std::size_t i = 0; i < pile.size(); ++i) {
            t.column[c][i] = code(pile.cards[i].card);
            if (!pile.cards[i].faceUp)
                t.down[c] = static_cast<std::uint8_t>(i + 1);
        }
        // The top card is always turned up in play (turning it is no choice).
        if (t.length[c] > 0 && t.down[c] == t.length[c])
            --t.down[c];
    }
    for (int f = KlondikeState::kFirstFoundation; f < KlondikeState::kFirstTableau; ++f) {
        const Pile& pile = piles[static_cast<std::size_t>(f)];
        if (!pile.empty())
            t.home[static_cast<std::size_t>(pile.top().card.suit)] = pile.top().card.rank;
    }
    return t;
}

bool klondikeDeadlocked(const KlondikeState& state)
{
    return klondikeDeadlocked(klondikeTableauOf(state));
}

// The argument. Take any line of play from the position and three kinds of
// event in it, for a card X: "X is face up" (at some moment), "X leaves the
// place it holds now" (only for cards on the columns) and "X goes home".
// Every event that happens in the line has a reason among events that
// happened before it (or, for a run moving together, the move of the run's
// bottom card):
//
//  - a face-down card turns up only once it is the top card, so every card
//    above it now has left its place (nothing can be laid on a face-down
//    card, so the cards above it are exactly those above it now); cards
//    face up now, in the stock or the waste, or home (they come back face
//    up) need no reason;
//  - a card leaves its place by going home, by moving onto the top card of
//    another column, which is then face up and is one of the two cards of
//    the other colour one rank higher (its bases), by moving to an empty
//    column (a king), or, when it is face up with a face-up card below it,
//    by riding on a run whose bottom card, below it, leaves (a face-down
//    card has only face-down cards below it, which cannot move before it
//    does);
//  - a card goes home once it is face up and the card one rank lower of its
//    suit is home (an ace needs nothing).
//
// So every event of every line lies in the least set closed under those
// reasons, with the rule relaxed to "a base is face up at some moment" and
// "kings always can leave": the fixpoint computed below. If that set lacks
// "goes home" for some card, no line brings that card home, and the position
// cannot be won. The relaxation only adds events, so the answer is never
// "deadlocked" for a position that can be won.
bool klondikeDeadlocked(const KlondikeTableau& t)
{
    // Indexed by card code (suit * 16 + rank).
    std::array<bool, 64> faceUp {}, leaves {}, home {};
    std::array<bool, 64> onColumn {};
    for (int c = 0; c < KlondikeTableau::kColumns; ++c)
        for (int i = 0; i < t.length[c]; ++i)
            onColumn[t.column[c][i]] = true;
    for (int suit = 0; suit < 4; ++suit)
        for (int rank = 1; rank <= 13; ++rank) {
            const int card = suit * 16 + rank;
            if (rank <= t.home[suit]) {
                faceUp[card] = leaves[card] = home[card] = true;
            } else if (!onColumn[card]) {
                faceUp[card] = leaves[card] = true; // stock or waste
            } else if (rank == 13) {
                leaves[card] = true; // an empty column may take it
            }
        }
    for (int c = 0; c < KlondikeTableau::kColumns; ++c)
        for (int i = t.down[c]; i < t.length[c]; ++i)
            faceUp[t.column[c][i]] = true;

    auto red = [](int suit) { return suit == 1 || suit == 2; };
    for (bool changed = true; changed;) {
        changed = false;
        auto set = [&](std::array<bool, 64>& fact, int card) {
            if (!fact[card]) {
                fact[card] = true;
                changed = true;
            }
        };
        for (int c = 0; c < KlondikeTableau::kColumns; ++c) {
            // From the top down: a card turns up once every card above it
            // has left.
            bool aboveAllLeave = true;
            for (int i = t.length[c] - 1; i >= 0; --i) {
                const int card = t.column[c][i];
                if (aboveAllLeave)
                    set(faceUp, card);
                if (!leaves[card]) {
                    const int suit = card >> 4, rank = card & 15;
                    bool canLeave = home[card];
                    // Its bases: the other colour, one rank higher.
                    for (int other = 0; other < 4 && !canLeave && rank < 13; ++other)
                        if (red(other) != red(suit) && faceUp[other * 16 + rank + 1])
                            canLeave = true;
                    // Riding on the face-up card below it.
                    if (!canLeave && i > t.down[c] && leaves[t.column[c][i - 1]])
                        canLeave = true;
                    if (canLeave)
                        set(leaves, card);
                }
                aboveAllLeave = aboveAllLeave && leaves[card];
            }
        }
        for (int suit = 0; suit < 4; ++suit)
            for (int rank = 1; rank <= 13; ++rank) {
                const int card = suit * 16 + rank;
                if (!home[card] && faceUp[card] && (rank == 1 || home[card - 1]))
                    set(home, card);
            }
    }
    for (int suit = 0; suit < 4; ++suit)
        if (!home[suit * 16 + 13])
            return true;
    return false;
}

} // namespace ct
