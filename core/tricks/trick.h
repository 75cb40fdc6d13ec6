// Card mechanics shared by the trick-taking games: effective suits and trump,
// which cards may be played to a trick, who wins it, what the cards count, and
// who has won a game played to a target score.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "cards/card.h"
#include "engine/verdict.h"

namespace ct {

// How one game ranks, follows and counts cards. A value: the state keeps one
// per round with that round's trump filled in.
struct CardRules {
    std::optional<Suit> trump;     // empty until trump is known
    // High 14: every 14 beats every other card; among several 14s the one of
    // the led colour wins, else the first played. Any 14 may be played at any time.
    bool fourteensWin = false;
    // Kentucky Discard: the Bird belongs to trump as its highest card and may
    // be played at any time, even by a player who could follow.
    bool birdPlaysAnyTime = false;
    // Kentucky Discard "red1": the red 1 is the highest trump (above the Bird),
    // whatever colour trump is.
    bool redOneTopTrump = false;
    // Kentucky Discard "buckeye": each colour's 1 ranks above its 14.
    bool onesHigh = false;

    std::array<int, 15> numberPoints{}; // points of a Rook card by its number
    int birdPoints = 0;
    int redOnePoints = 0;               // used when redOneTopTrump
    int trickPoints = 0;                // points for each trick won

    // The suit a card belongs to for following and trumping: the Bird (and the
    // top red 1) belong to trump once trump is known.
    Suit suitOf(Card card) const;
    bool isTrump(Card card) const { return trump && suitOf(card) == *trump; }
    // Order within a suit; higher wins.
    int strength(Card card) const;
    // Cards exempt from following (High 14's 14s, the Bird).
    bool playableAnyTime(Card card) const;
    int points(Card card) const;
    int points(const std::vector<Card>& cards) const;
};

// One card played to a trick. `hand` is the seat, or the Dummy's hand index.
struct TrickPlay {
    int hand = 0;
    Card card{};

    bool operator==(const TrickPlay&) const = default;
};

struct Trick {
    int leader = -1;
    std::vector<TrickPlay> plays;
    int winner = -1; // the hand that took it, once complete

    bool empty() const { return plays.empty(); }
    std::vector<Card> cards() const;
    bool operator==(const Trick&) const = default;
};

// The index (into `cards`, in the order played) of the card that wins.
// `cards` must not be empty.
int winningPlay(const std::vector<Card>& cards, const CardRules& rules);
// The cards of `hand` that may go on a trick holding `trick` so far (empty:
// the hand leads and may play anything).
std::vector<Card> legalPlays(const std::vector<Card>& hand, const std::vector<Card>& trick,
                             const CardRules& rules);
// Legal, NotInHand, or MustFollow with the led suit in `number`.
Verdict checkPlay(const std::vector<Card>& hand, const std::vector<Card>& trick, Card card,
                  const CardRules& rules);
// Whether a player who put `card` on `trick` (cards before it, non-empty) has
// thereby shown that they hold no card of the led suit.
bool showsVoid(Card card, const std::vector<Card>& trick, const CardRules& rules);

// The side that has won a game to `target`, or -1: nobody has reached it yet,
// or the sides at the top are tied (another round is played).
int targetWinner(const std::vector<int>& totals, int target);

// "R", "Y", "G", "B" for trump and text forms; parses the letter or the name.
std::string colourText(Suit colour);
std::optional<Suit> parseColour(std::string_view text);
inline constexpr std::array<Suit, 4> kRookColours = {Suit::Red, Suit::Yellow, Suit::Green, Suit::Black};

} // namespace ct
