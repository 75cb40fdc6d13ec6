// Rummy melds as Quatorze defines them (RULES.md): sets and runs with at most
// one joker, their values, laying off and joker swaps, and an exact, fast
// search for the best melds a hand can put down.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "cards/card.h"

namespace ct {

// Positions of a run on one scale: 1 = ace low, 2..13 = the pips and court
// cards, 14 = ace high. A run covers consecutive positions and never both 1
// and 14 (at most 13 cards), so it cannot wrap from king to ace to two.
inline constexpr int kAceLow = 1;
inline constexpr int kAceHigh = 14;
inline constexpr int kMaxRunLength = 13;
inline constexpr int kOpeningTarget = 51;

enum class MeldKind : std::uint8_t {
    Set, // 3 or 4 cards of one rank in different suits
    Run, // 3 to 13 cards of one suit in sequence
};

// A valid meld in canonical order: a run from its low end to its high end
// with the joker in the place it stands for; a set's natural cards by suit,
// then the joker. Build one with formMeld(); the functions below keep it valid.
struct Meld {
    MeldKind kind = MeldKind::Set;
    std::vector<Card> cards;
    // Runs: the position of cards[0] (1..14). Sets: the rank.
    int low = 0;

    int size() const { return static_cast<int>(cards.size()); }
    bool hasJoker() const;
    // Runs: the position of the last card.
    int high() const { return low + size() - 1; }
    // Runs: the suit. Sets: Suit::Joker (there is none).
    Suit suit() const;
    // The position the joker takes in a run (0 if none). In a set the joker
    // stands for the rank in a suit the naturals do not have.
    int jokerPosition() const;

    bool operator==(const Meld&) const = default;
};

enum class MeldProblem : std::uint8_t {
    None,
    NotAMeld, // not a set, not a run, wrong size, repeated suit, no sequence
    TwoJokers, // a meld may hold one joker only
};

struct FormedMeld {
    std::optional<Meld> meld;
    MeldProblem problem = MeldProblem::None;
};

// Two cards that play alike in melds: the same face (from either pack), or
// two jokers.
inline bool interchangeable(Card a, Card b)
{
    return a.isJoker() ? b.isJoker() : a.sameFace(b);
}

// The rank as a run position: the ace is 1 at the low end, 14 at the high end.
int positionRank(int position);
// Value of a card standing at a run position: A low = 1, A high = 11,
// J Q K = 10, otherwise the pips.
int positionValue(int position);
// Value of a card left in hand: A = 11, J Q K = 10, joker = 25, else the pips.
int handCardValue(Card card);
int handValue(std::span<const Card> hand);

// Checks a group of cards and puts it in canonical order. Cards may come in
// any order. Where a run's joker could stand at either end (7H 8H JK), it
// takes the low end when it is written first and the high end otherwise,
// unless only one end exists (K A JK is Q K A).
FormedMeld formMeld(std::vector<Card> cards);
// The value of a meld: each card at its value in the meld, the joker at the
// value of the card it stands for; an ace is 11 in a set.
int meldValue(const Meld& meld);

// Which end of a run a card is laid off at (sets have one place: High).
enum class MeldEnd : std::uint8_t { High, Low };

// The meld with `card` laid off at `end`, if it fits: a run grows by the next
// card of its suit at that end (a joker anywhere the run can grow); a set of
// three takes a natural of a missing suit, or a joker if it has none.
std::optional<Meld> layOff(const Meld& meld, Card card, MeldEnd end);
// The end where a card fits by default: High if it fits there, else Low if it
// fits there, else High.
MeldEnd defaultEnd(const Meld& meld, Card card);
// Replaces the meld's joker by `natural`, when the natural is a card the joker
// stands for (in a run the exact card, in a set the rank in a missing suit).
// Returns the new meld; the joker is the caller's to hand back.
std::optional<Meld> swapJoker(const Meld& meld, Card natural);

// Every distinct meld the cards can form, each built from the lowest pack of
// every card it uses. Bounded by the hand: runs of every length and joker
// place, sets of every suit choice.
std::vector<Meld> possibleMelds(std::span<const Card> hand);

// ---------------------------------------------------------------------------
// Best-meld search.
//
// The hand (at most kMaxMeldHand cards) becomes a bit mask, naturals sorted
// by suit then rank then pack, jokers last. The search solves, for every
// reachable sub-mask, a profile: best[k] = the highest value of disjoint
// melds that use exactly k cards (-1 when no choice uses k cards). From one
// profile come both answers: the highest value overall (max over k) and the
// fewest cards that reach a target (the smallest k with best[k] >= target,
// the highest value among those).
//
// Recursion: take the lowest natural card c of the mask. Either c stays in
// hand, or it is in a meld whose other naturals all lie above it in the
// order (a set takes higher suits of c's rank; a run takes higher ranks of
// c's suit, or, for an ace, the run ending Q-K-A), plus at most one joker.
// Two copies of a card are interchangeable, which prunes the symmetric half:
// when c stays in hand, so does its twin (a twin melded while c stays is the
// same as c melded while the twin stays), and every meld takes the lowest
// copy present of each card. Jokers are identical too: a meld takes the
// lowest one present. Naturals that cannot be in any meld with the rest of
// the hand are set aside before the search. Profiles are memoized by mask in
// a small open-addressing table cleared by generation stamps (thread-local,
// so computer players may search on several threads). Runs are found with
// per-suit rank bit masks (bit p = position p present): the ways to place
// one joker are at most ~13 per run end, so a node has few branches.
// ---------------------------------------------------------------------------

inline constexpr int kMaxMeldHand = 20;

struct MeldProfile {
    // best[k]: highest value of melds using exactly k cards, -1 if impossible.
    std::array<std::int16_t, kMaxMeldHand + 1> best {};

    // Highest value using at most `maxCards` cards (0 if nothing melds).
    int bestValue(int maxCards = kMaxMeldHand) const;
    // Fewest cards (at most `maxCards`) whose melds are worth `target` or
    // more, or -1 if the hand cannot reach it.
    int fewestCards(int target, int maxCards = kMaxMeldHand) const;
};

struct MeldPlan {
    std::vector<Meld> melds;
    int value = 0;
    int cards = 0;
};

// The search's profile alone: the cheapest question (computer players use it
// to score many hands). Hands above kMaxMeldHand cards use their first
// kMaxMeldHand cards.
MeldProfile meldProfile(std::span<const Card> hand);
// The disjoint melds with the highest total value using at most `maxCards`
// cards (fewest cards among equal values).
MeldPlan bestMelds(std::span<const Card> hand, int maxCards = kMaxMeldHand);
// The melds that reach `target` with the fewest cards (at most `maxCards`),
// the highest value among those; nullopt if the hand cannot.
std::optional<MeldPlan> fewestCardsToReach(
    std::span<const Card> hand, int target, int maxCards = kMaxMeldHand);

} // namespace ct
