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
    // Trick-taking games.
    NotInHand,          // card = the card named, which the player does not hold
    MustFollow,         // card = the card refused; number = the led colour (a Suit as int)
    BidTooLow,          // number = the lowest bid allowed now
    BidTooHigh,         // number = the highest bid of the game
    BidNotInSteps,      // number = the step bids go up in (5)
    MustBid,            // the player may not pass; number = the bid required
    NotInNest,          // card = a card named as taken from the nest that is not in it
    ExchangeTwoOrNone,  // number = the cards an exchange must swap (2)
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
