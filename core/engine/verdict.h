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
    // The Empress of India, The Zodiac, The Mill, Napoleon's Square:
    FoundationsClosed,     // the foundations open only after the placing phase
    OnlyFoundationMoves,   // the placing phase is over: cards may only go home
    OnlyFromWaste,         // an empty space takes the top card of the waste only; pile = the space
    CellOccupied,          // the cell already holds a card; pile = the cell
    TransferNotUseful,     // card = the King-pile card: no wing or waste card could follow it
    TransferAgainNotYet,   // pile = the King pile, which must wait for a wing or waste card to go home
    FoundationBaseStays,   // card = the base card of a foundation, which never moves
    PlayInPairs,           // card may go home only with a card of the other colour
    LockedInPair,          // card is locked in a pair: it goes home only with its partner
    NoFoundationTakes,     // no foundation takes card now
    TalonCardsOnlyRefill,  // card lies on a talon: it comes into play only by refilling a slot
    NotInLine,          // The Fourteenth: card and other share no row or column
    WrongSum,           // card and other do not add up; number = the total needed
    PairOnTable,        // an exchange is only for a grid without any pair
    ExchangeUsed,       // the one exchange of the game has been used
    ExchangeMakesNoPair,// the swaps would leave the grid without a pair
    ReliefOver,         // The Fifteen: the relief ends once a foundation has a card
    NoReliefCard,       // the card under the top of `pile` is no ace or king (card = it)
    ReliefOneEach,      // the relief takes at most one ace and one king
    StockNotEmpty,      // a take-up waits until the stock is used up
    NoTakeUpsLeft,      // every take-up of the game has been used
    // Parlour games: Pope Joan, All Fours, Speculation.
    MustFollowOrTrump,  // card may not be played: follow the suit of `other` (the card led) or trump
    GiftWouldWinGame,   // the dealer may not give a point that wins the game; number = the target
    BidTooLow,          // number = the lowest bid allowed
    BidOverBalance,     // number = the bidder's balance, the most he may bid
    // Trick-taking games.
    NotInHand,          // card = the card named, which the player does not hold
    MustFollow,         // card = the card refused; number = the led colour (a Suit as int)
    BidTooHigh,         // number = the highest bid of the game
    BidNotInSteps,      // number = the step bids go up in (5)
    MustBid,            // the player may not pass; number = the bid required
    NotInNest,          // card = a card named as taken from the nest that is not in it
    ExchangeTwoOrNone,  // number = the cards an exchange must swap (2)
    // Rummy (Quatorze)
    OpeningUnder51,     // number = the value the opening melds are worth
    MustMeldTakenCard,  // card = the card taken from the discard pile
    OneJokerPerMeld,    // a meld may hold one joker only
    NotAMeld,           // the cards are neither a set nor a run
    CannotMeldLastCard, // a card must be left to discard
    MustDrawFirst,      // draw or take before anything else
    OnlyDiscardNow,     // the first player's first turn is a discard
    MustOpenFirst,      // adding to melds needs an opening of 51 first
    DoesNotFitMeld,     // card does not fit the meld `pile` ("m3")
    SwapNotAllowed,     // table option: jokers on the table stay there
    NotTheJokersCard,   // card is not what the joker in `pile` stands for (number = 0: no joker there)
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
