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
