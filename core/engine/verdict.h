// Why an action is refused. Core answers with a code and its data, never a
// sentence: the app words codes through tr(), the command line in English
// (describe() below).
#pragma once

#include <string>

#include "cards/card.h"

namespace ct {

enum class Reason {
    Legal,
    GameOver,           // the game has ended
    NotYourTurn,        // number = the seat whose turn it is
    NotUnderstood,      // the text is not an action of this game
    NotAvailableNow,    // the action exists but not in this phase
    NoSuchPile,         // pile = the name given
    EmptyPile,          // pile = the source
    CardNotAvailable,   // card is blocked or not on top; pile = where it lies
    CardFaceDown,       // card = a face-down card that cannot move yet
    GroupNotAllowed,    // only one card may move at a time
    NotASequence,       // the group is not a built sequence
    SamePile,           // source and target are the same pile
    PileTakesNoCards,   // pile never receives cards (stock, waste ...)
    WrongSuit,          // card needs suit of `other`
    WrongColour,        // card must be of the other colour than `other`
    WrongRank,          // card cannot go on `other`; number = the rank needed (0 = none)
    NeedsAce,           // an empty foundation takes an ace (or the game's base card)
    NeedsKing,          // an empty pile takes a king (or a group starting with one)
    VacancyNeverFilled, // an empty pile that stays empty
    FoundationComplete, // the foundation takes no more cards
    TargetTooShort,     // number = the cards the target pile must hold
    CannotMarryFromHere,// cards from this pile may only go to a foundation
    StockEmpty,
    NothingToRecycle,
    NoRedealsLeft,
    NothingToFlip,
    NoSuchCard,         // card is not where the action says
    // Parlour games (I Suspect You, Old Maid, Snip Snap Snorum, Snap):
    NoSuchPosition,     // number = the cards the hand holds (positions 0..number-1)
    MustMatchChain,     // number = the chain's rank, which the player holds and must play
    SeatOut,            // number = the seat, which is out of the game
    SnapAlreadyWon,     // the snap of this card was already won; a late call is ignored
};

struct Verdict {
    Reason reason = Reason::Legal;
    Card card{};     // the card the refusal is about
    Card other{};    // the card it was to go on, where there is one
    int number = 0;  // a count, rank or seat the reason needs
    std::string pile;// a pile name the reason needs

    bool legal() const { return reason == Reason::Legal; }
    static Verdict ok() { return {}; }
    static Verdict refuse(Reason reason) { return Verdict{reason}; }
};

// The English wording of a verdict, for the command line and logs.
std::string describe(const Verdict& verdict);

} // namespace ct
