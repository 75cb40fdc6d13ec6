#include "engine/verdict.h"

namespace ct {

namespace {

std::string rankWord(int rank)
{
    static constexpr const char* words[] = {"", "ace", "2", "3", "4", "5", "6", "7",
                                            "8", "9", "10", "jack", "queen", "king"};
    return rank >= 1 && rank <= 13 ? words[rank] : std::to_string(rank);
}

} // namespace

std::string describe(const Verdict& v)
{
    const std::string card = cardText(v.card);
    const std::string other = cardText(v.other);
    switch (v.reason) {
    case Reason::Legal: return "legal";
    case Reason::GameOver: return "The game is over.";
    case Reason::NotYourTurn: return "It is seat " + std::to_string(v.number) + "'s turn.";
    case Reason::NotUnderstood: return "That is not an action of this game.";
    case Reason::NotAvailableNow: return "That cannot be done now.";
    case Reason::NoSuchPile: return "There is no pile called '" + v.pile + "'.";
    case Reason::EmptyPile: return "Pile " + v.pile + " is empty.";
    case Reason::CardNotAvailable: return card + " is not available: another card lies on it.";
    case Reason::CardFaceDown: return "That card is face down.";
    case Reason::GroupNotAllowed: return "Only one card may be moved at a time.";
    case Reason::NotASequence: return "Those cards do not form a sequence that can move together.";
    case Reason::SamePile: return "The card is already on that pile.";
    case Reason::PileTakesNoCards: return "Cards cannot be put on " + v.pile + ".";
    case Reason::WrongSuit: return card + " cannot go on " + other + ": it must be a " +
                                   suitName(v.other.suit) + " card.";
    case Reason::WrongColour: return card + " cannot go on " + other +
                                     ": the colours must alternate.";
    case Reason::WrongRank:
        if (v.number > 0)
            return card + " cannot go on " + other + ": only a " + rankWord(v.number) + " can.";
        return card + " cannot go on " + other + ".";
    case Reason::NeedsAce: return "Only an ace can start that pile.";
    case Reason::NeedsKing: return "Only a king can go on an empty pile.";
    case Reason::VacancyNeverFilled: return "An empty pile is never filled in this game.";
    case Reason::FoundationComplete: return "That foundation is complete.";
    case Reason::TargetTooShort: return "A pile needs at least " + std::to_string(v.number) +
                                        " cards to be built on while the stock lasts.";
    case Reason::CannotMarryFromHere: return card + " can only go to a foundation from there.";
    case Reason::StockEmpty: return "The stock is empty.";
    case Reason::NothingToRecycle: return "There are no cards left to turn over.";
    case Reason::NoRedealsLeft: return "No redeals are left.";
    case Reason::NothingToFlip: return "There is no face-down card to turn there.";
    case Reason::NoSuchCard: return "That card is not there.";
    case Reason::FoundationsClosed: return "The foundations open only when every card has been placed.";
    case Reason::OnlyFoundationMoves:
        return "Every card is placed: cards may now only go to the foundations.";
    case Reason::OnlyFromWaste: return "An empty space takes only the top card of the waste.";
    case Reason::CellOccupied: return "There is a card on " + v.pile + " already.";
    case Reason::TransferNotUseful:
        return "Moving " + card + " to the centre is allowed only if a wing or waste card can follow it.";
    case Reason::TransferAgainNotYet:
        return v.pile + " has given a card to the centre already: play a wing or waste card there first.";
    case Reason::FoundationBaseStays: return card + " is the base of its foundation and never moves.";
    case Reason::PlayInPairs: return card + " can only go home together with a card of the other colour.";
    case Reason::LockedInPair: return card + " is locked in a pair: it can only go home with its partner.";
    case Reason::NoFoundationTakes: return "No foundation takes " + card + " now.";
    case Reason::TalonCardsOnlyRefill: return card + " comes into play only by filling an empty slot.";
    case Reason::NotInLine: return card + " and " + other + " are not in the same row or column.";
    case Reason::WrongSum:
        return card + " and " + other + " do not add up to " + std::to_string(v.number) + ".";
    case Reason::PairOnTable: return "The exchange is only allowed when no pair can be removed.";
    case Reason::ExchangeUsed: return "The exchange has already been used.";
    case Reason::ExchangeMakesNoPair: return "That exchange would not make a pair.";
    case Reason::ReliefOver: return "The relief is only allowed before any card is on a foundation.";
    case Reason::NoReliefCard: return "The card under the top of " + v.pile + " is not an ace or a king.";
    case Reason::ReliefOneEach: return "The relief takes at most one ace and one king.";
    case Reason::StockNotEmpty: return "The garden can only be taken up when the stock is empty.";
    case Reason::NoTakeUpsLeft: return "No take-ups are left.";
    case Reason::MustFollowOrTrump:
        return card + " cannot be played: follow the suit led (" + suitName(v.other.suit) +
               ") or play a trump.";
    case Reason::GiftWouldWinGame:
        return "The dealer cannot give a point that would take the other side to " +
               std::to_string(v.number) + ": he must run the cards.";
    case Reason::BidTooLow: return "The bid must be at least " + std::to_string(v.number) + ".";
    case Reason::BidOverBalance:
        return "You cannot bid more than your balance of " + std::to_string(v.number) + ".";
    case Reason::NotInHand: return "You do not hold " + card + ".";
    case Reason::MustFollow: return "You must follow " + suitName(static_cast<Suit>(v.number)) + ".";
    case Reason::BidTooHigh: return "The bid cannot be more than " + std::to_string(v.number) + ".";
    case Reason::BidNotInSteps: return "Bids go up in steps of " + std::to_string(v.number) + ".";
    case Reason::MustBid: return "You may not pass: you must bid " + std::to_string(v.number) + ".";
    case Reason::NotInNest: return card + " is not in the nest.";
    case Reason::ExchangeTwoOrNone: return "Exchange exactly " + std::to_string(v.number) +
                                           " cards with the nest, or none.";
    case Reason::OpeningUnder51:
        return "An opening must be worth 51 or more; these melds are worth " + std::to_string(v.number) + ".";
    case Reason::MustMeldTakenCard:
        return card + " from the discard pile must be melded this turn (before opening, in an opening of 51 or more).";
    case Reason::OneJokerPerMeld: return "A meld may hold only one joker.";
    case Reason::NotAMeld:
        return "Those cards are neither a set (3 or 4 of one rank in different suits) nor a run (3 or more of one "
               "suit in sequence).";
    case Reason::CannotMeldLastCard: return "A card must be kept to discard: the last card cannot be melded.";
    case Reason::MustDrawFirst: return "Draw from the stock or take the top discard first.";
    case Reason::OnlyDiscardNow: return "The first turn of the round is a discard only.";
    case Reason::MustOpenFirst: return "Open with melds worth 51 or more before adding to the melds on the table.";
    case Reason::DoesNotFitMeld: return card + " does not fit meld " + v.pile + ".";
    case Reason::SwapNotAllowed: return "A joker on the table cannot be taken back in this game.";
    case Reason::NotTheJokersCard:
        if (v.number == 0)
            return "There is no joker in meld " + v.pile + ".";
        return card + " is not the card the joker in meld " + v.pile + " stands for.";
    case Reason::NoSuchPosition:
        return "Choose a card by its position, from 0 to " + std::to_string(v.number - 1) + ".";
    case Reason::MustMatchChain:
        return "You hold a " + rankWord(v.number) + ", so you must play it to follow the chain.";
    case Reason::SeatOut: return "Seat " + std::to_string(v.number) + " is out of the game.";
    case Reason::SnapAlreadyWon: return "Too late: that snap has already been won.";
    }
    return "That is not allowed.";
}

} // namespace ct
