#include "gametexts.h"

#include <QRegularExpression>

namespace {

QString rankName(int rank)
{
    switch (rank) {
    case 1: return GameTexts::tr("Ace");
    case 11: return GameTexts::tr("Jack");
    case 12: return GameTexts::tr("Queen");
    case 13: return GameTexts::tr("King");
    default: return QString::number(rank);
    }
}

QString localSuitName(ct::Suit suit)
{
    switch (suit) {
    case ct::Suit::Clubs: return GameTexts::tr("clubs");
    case ct::Suit::Diamonds: return GameTexts::tr("diamonds");
    case ct::Suit::Hearts: return GameTexts::tr("hearts");
    case ct::Suit::Spades: return GameTexts::tr("spades");
    case ct::Suit::Red: return GameTexts::tr("red");
    case ct::Suit::Yellow: return GameTexts::tr("yellow");
    case ct::Suit::Green: return GameTexts::tr("green");
    case ct::Suit::Black: return GameTexts::tr("black");
    case ct::Suit::Joker: return GameTexts::tr("joker");
    case ct::Suit::Bird: return GameTexts::tr("Bird");
    }
    return {};
}

QString shortCard(ct::Card card)
{
    return QString::fromStdString(ct::cardText(card));
}

} // namespace

QString GameTexts::name(const QString& id)
{
    if (id == "klondike") return tr("Klondike");
    if (id == "la-belle-lucie") return tr("La Belle Lucie");
    if (id == "the-clock") return tr("The Clock");
    if (id == "the-sultan") return tr("The Sultan");
    if (id == "fortress") return tr("Fortress");
    if (id == "the-blockade") return tr("The Blockade");
    if (id == "empress-of-india") return tr("The Empress of India");
    if (id == "the-zodiac") return tr("The Zodiac");
    if (id == "the-mill") return tr("The Mill");
    if (id == "napoleons-square") return tr("Napoleon's Square");
    if (id == "the-fourteenth") return tr("The Fourteenth");
    if (id == "the-fifteen") return tr("The Fifteen");
    if (id == "magic-fifteen") return tr("Magic Fifteen");
    if (id == "babette") return tr("Babette");
    if (id == "beggar-my-neighbor") return tr("Beggar My Neighbor");
    if (id == "pope-joan") return tr("Pope Joan");
    if (id == "all-fours") return tr("All Fours");
    if (id == "speculation") return tr("Speculation");
    if (id == "high14") return tr("High 14");
    if (id == "rook-for-two") return tr("Rook for Two");
    if (id == "kentucky-discard") return tr("Kentucky Discard");
    if (id == "quatorze") return tr("Quatorze");
    if (id == "i-suspect-you") return tr("I Suspect You");
    if (id == "old-maid") return tr("Old Maid");
    if (id == "snip-snap-snorum") return tr("Snip Snap Snorum");
    if (id == "snap") return tr("Snap");
    return id;
}

QString GameTexts::summary(const QString& id)
{
    if (id == "klondike")
        return tr("The classic: seven columns built down in alternating colours, one pack.");
    if (id == "la-belle-lucie")
        return tr("Eighteen fans of three, built down in suit, with two redeals.");
    if (id == "the-clock")
        return tr("Two packs around a clock face: build each hour up to its number.");
    if (id == "the-sultan")
        return tr("Two packs: ring the Sultan with Queens, fed from an eight-card Divan; two shuffled "
                  "redeals.");
    if (id == "fortress")
        return tr("One pack, all open, in two groups of rows; only the outer cards move. No stock.");
    if (id == "the-blockade")
        return tr("Two packs in twelve columns fed a row at a time; build down in suit to free the Aces.");
    if (id == "empress-of-india")
        return tr("Four packs: a red Army and a black Navy go home in red-and-black pairs.");
    if (id == "the-zodiac")
        return tr("Two packs: place every card on the ring or the Equator before building home.");
    if (id == "the-mill")
        return tr("Two packs: build a centre ace up four times round, and kings down, regardless of suit.");
    if (id == "napoleons-square")
        return tr("Two packs: twelve packets on three sides of a square, built down in suit.");
    if (id == "the-fourteenth")
        return tr("Two packs in a five-by-five grid: clear pairs in a row or column that add up "
                  "to fourteen.");
    if (id == "the-fifteen")
        return tr("Two packs in fifteen open columns, built in suit up or down, onto ace and king "
                  "foundations.");
    if (id == "magic-fifteen")
        return tr("A puzzle: swap the ace to nine in a square until every line adds up to fifteen.");
    if (id == "babette")
        return tr("Two packs dealt row by row into a garden; free cards go up from aces and down "
                  "from kings.");
    if (id == "beggar-my-neighbor")
        return tr("Turn cards in turn; aces and court cards demand payment. Pure luck.");
    if (id == "pope-joan")
        return tr("Play runs up each suit and win counters from the board; "
                  "the nine of diamonds is the Pope.");
    if (id == "all-fours")
        return tr("Six tricks for High, Low, Jack and Game: beg for a new trump or stand; "
                  "first to ten wins.");
    if (id == "speculation")
        return tr("Turn up cards one by one and trade the best trump: its owner at the end takes the pool.");
    if (id == "high14")
        return tr("Rook cards for 3 to 6: any 14 takes the trick, and trump is cut each round.");
    if (id == "rook-for-two")
        return tr("Two players and a Dummy that plays blind: bid, name trump, swap with the nest.");
    if (id == "kentucky-discard")
        return tr("Tournament Rook for two partnerships: bid for the nest, name trump, beware the Bird.");
    if (id == "quatorze")
        return tr("Lebanese rummy with two packs and jokers: open with 51, go out, keep your total low.");
    if (id == "i-suspect-you")
        return tr("Shed your cards face down while the call climbs; bluff, and catch the bluffers.");
    if (id == "old-maid")
        return tr("Draw from your neighbour and pair off your cards; do not be left with the odd queen.");
    if (id == "snip-snap-snorum")
        return tr("Match the card just played and your neighbour pays: Snip, Snap, Snorum!");
    if (id == "snap")
        return tr("Turn cards onto your pile and be first to call when two piles match. Also Animal Snap.");
    return {};
}

QString GameTexts::familyName(const QString& family)
{
    if (family == "patience") return tr("Patience");
    if (family == "trick-taking") return tr("Trick-taking");
    if (family == "rummy") return tr("Rummy");
    if (family == "parlour") return tr("Parlour games");
    return family;
}

QString GameTexts::cardName(ct::Card card)
{
    if (card.isFrench())
        return tr("%1 of %2").arg(rankName(card.rank), localSuitName(card.suit));
    if (card.isJoker())
        return tr("Joker");
    if (card.isRook())
        return tr("%1 %2").arg(localSuitName(card.suit)).arg(card.rank);
    return tr("The Bird");
}

QString GameTexts::pileName(const QString& gameId, const QString& pileId)
{
    static const QRegularExpression numbered(QStringLiteral("^([a-z]+)(\\d+)$"));
    if (pileId == "stock") return tr("stock");
    if (pileId == "waste") return tr("waste");
    if (pileId == "pile") return tr("centre pile");
    if (pileId == "sultan") return tr("the Sultan");
    if (pileId == "trick") return tr("trick");
    if (pileId == "discard") return tr("discard pile");
    if (pileId == "pack") return tr("pack");
    if (pileId == "meld-new") return tr("place for a new meld");
    if (pileId == "rt") return tr("red talon");
    if (pileId == "bt") return tr("black talon");
    if (pileId == "empress") return tr("the Empress");
    if (pileId == "guard") return tr("the Guard");
    if (pileId == "queens") return tr("the Queens");
    if (pileId == "c" && gameId == "the-mill") return tr("centre of the mill");
    // Cells of a grid: r<row>c<column> (The Fourteenth, Magic Fifteen, Babette).
    static const QRegularExpression cell(QStringLiteral("^r(\\d+)c(\\d+)$"));
    if (const auto at = cell.match(pileId); at.hasMatch())
        return tr("row %1, column %2").arg(at.captured(1).toInt() + 1).arg(at.captured(2).toInt() + 1);
    // Suit foundations built up from the ace (af) or down from the king (kf).
    static const QRegularExpression suitFoundation(QStringLiteral("^(af|kf)([cdhs])$"));
    if (const auto at = suitFoundation.match(pileId); at.hasMatch()) {
        const ct::Suit suit = at.captured(2) == "c"   ? ct::Suit::Clubs
                              : at.captured(2) == "d" ? ct::Suit::Diamonds
                              : at.captured(2) == "h" ? ct::Suit::Hearts
                                                      : ct::Suit::Spades;
        return at.captured(1) == "af" ? tr("%1 foundation from the ace").arg(localSuitName(suit))
                                      : tr("%1 foundation from the king").arg(localSuitName(suit));
    }
    const auto match = numbered.match(pileId);
    if (!match.hasMatch())
        return pileId;
    const QString kind = match.captured(1);
    const int number = match.captured(2).toInt();
    if (gameId == "the-clock") {
        if (kind == "h") return tr("hour %1").arg(number);
        if (kind == "p") return tr("packet %1").arg(number);
    }
    if (kind == "f") return tr("foundation %1").arg(number + 1);
    if (kind == "t")
        return gameId == "la-belle-lucie" ? tr("fan %1").arg(number + 1) : tr("tableau %1").arg(number + 1);
    if (kind == "pack") return tr("pack of player %1").arg(number + 1);
    if (kind == "hand") return tr("hand of player %1").arg(number + 1);
    if (kind == "b") return tr("column %1").arg(number + 1);
    if (kind == "d") return tr("Divan cell %1").arg(number + 1);
    if (kind == "l") return tr("left row %1").arg(number + 1);
    if (kind == "r") return tr("right row %1").arg(number + 1);
    if (kind == "a") return tr("Army place %1").arg(number + 1);
    if (kind == "n") return tr("Navy place %1").arg(number + 1);
    if (kind == "eq") return tr("Equator place %1").arg(number + 1);
    if (kind == "z") return tr("Zodiac packet %1").arg(number + 1);
    if (kind == "w") return tr("sail %1").arg(number + 1);
    if (kind == "k") return tr("king pile %1").arg(number + 1);
    if (kind == "p") return tr("packet %1").arg(number + 1);
    if (kind == "m" && gameId == "quatorze") return tr("meld %1").arg(number);
    if (kind == "gather") return tr("meld %1 set aside for your opening").arg(number);
    return pileId;
}

QString GameTexts::rankWord(int rank)
{
    return rankName(rank);
}

QString GameTexts::animalName(const QString& id)
{
    if (id == "tiger") return tr("Tiger");
    if (id == "lion") return tr("Lion");
    if (id == "bear") return tr("Bear");
    if (id == "wolf") return tr("Wolf");
    if (id == "fox") return tr("Fox");
    if (id == "owl") return tr("Owl");
    if (id == "horse") return tr("Horse");
    if (id == "zebra") return tr("Zebra");
    if (id == "monkey") return tr("Monkey");
    if (id == "panda") return tr("Panda");
    if (id == "eagle") return tr("Eagle");
    if (id == "shark") return tr("Shark");
    return {};
}

QString GameTexts::suitName(ct::Suit suit)
{
    return localSuitName(suit);
}

QString GameTexts::stockAction(const QString& key)
{
    if (key == "deal") return tr("Deal");
    if (key == "turn") return tr("Turn");
    if (key == "refill") return tr("Refill");
    if (key == "recycle") return tr("Turn over");
    if (key == "redeal") return tr("Redeal");
    return {};
}

QString GameTexts::actionLabel(const QString& gameId, const QString& actionText)
{
    Q_UNUSED(gameId);
    // Games add their wording here as they gain special actions; the text form
    // is the fallback.
    if (actionText == "redeal") return tr("Redeal");
    if (actionText == "resign") return tr("Resign");
    QString label = actionText;
    if (!label.isEmpty())
        label[0] = label[0].toUpper();
    return label;
}

QString GameTexts::cardSymbol(ct::Card card)
{
    if (card.isFrench()) {
        static const char* const ranks[] = {"", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"};
        QString suit;
        switch (card.suit) {
        case ct::Suit::Clubs: suit = QStringLiteral("\u2663"); break;
        case ct::Suit::Diamonds: suit = QStringLiteral("\u2666"); break;
        case ct::Suit::Hearts: suit = QStringLiteral("\u2665"); break;
        case ct::Suit::Spades: suit = QStringLiteral("\u2660"); break;
        default: break;
        }
        const int rank = card.rank >= 1 && card.rank <= 13 ? card.rank : 0;
        return QLatin1String(ranks[rank]) + suit;
    }
    return cardName(card);
}

QString GameTexts::gameActionLabel(const QString& verb, const QStringList& cards)
{
    const QString joined = cards.join(QStringLiteral(" + "));
    if (verb == QLatin1String("play")) return tr("Play %1").arg(joined);
    if (verb == QLatin1String("relief")) return tr("Relief: %1").arg(joined);
    if (verb == QLatin1String("exchange")) return tr("Exchange %1").arg(cards.join(QStringLiteral(" \u2194 ")));
    if (verb == QLatin1String("take-up")) return tr("Take Up the Garden");
    QString label = verb;
    if (!label.isEmpty())
        label[0] = label[0].toUpper();
    return cards.isEmpty() ? label : label + QStringLiteral(": ") + joined;
}

QString GameTexts::gameActionGroup(const QString& verb)
{
    if (verb == QLatin1String("play")) return tr("Play a Pair");
    if (verb == QLatin1String("relief")) return tr("Relief");
    if (verb == QLatin1String("exchange")) return tr("Exchange");
    return gameActionLabel(verb, {});
}

QString GameTexts::redealLabel(const QString& actionText, int left)
{
    if (actionText == QLatin1String("take-up"))
        return left >= 0 ? tr("Take &Up (%n left)", "", left) : tr("Take &Up");
    return left >= 0 ? tr("Re&deal (%n left)", "", left) : tr("Re&deal");
}

QString GameTexts::phaseName(const QString& key)
{
    if (key == QLatin1String("placing")) return tr("Placing every card");
    if (key == QLatin1String("building")) return tr("Building home");
    return key;
}

QString GameTexts::verdict(const ct::Verdict& v, const QString& gameId)
{
    using ct::Reason;
    const QString card = shortCard(v.card);
    const QString other = shortCard(v.other);
    const QString pile = pileName(gameId, QString::fromStdString(v.pile));
    switch (v.reason) {
    case Reason::Legal: return {};
    case Reason::GameOver: return tr("The game is over.");
    case Reason::NotYourTurn: return tr("It is not your turn.");
    case Reason::NotUnderstood: return tr("That is not a move of this game.");
    case Reason::NotAvailableNow: return tr("That cannot be done now.");
    case Reason::NoSuchPile: return tr("There is no such pile.");
    case Reason::EmptyPile: return tr("The %1 is empty.").arg(pile);
    case Reason::CardNotAvailable: return tr("%1 is not free: another card lies on it.").arg(card);
    case Reason::CardFaceDown: return tr("That card is face down.");
    case Reason::GroupNotAllowed: return tr("Only one card may be moved at a time.");
    case Reason::NotASequence: return tr("Those cards are not in sequence, so they cannot move together.");
    case Reason::SamePile: return {};
    case Reason::PileTakesNoCards: return tr("Cards cannot be put on the %1.").arg(pile);
    case Reason::WrongSuit: return tr("%1 cannot go on %2: it must be of the same suit.").arg(card, other);
    case Reason::WrongColour: return tr("%1 cannot go on %2: the colours must alternate.").arg(card, other);
    case Reason::WrongRank:
        if (v.number > 0)
            return tr("%1 cannot go on %2: only a %3 can.").arg(card, other, rankName(v.number));
        return tr("%1 cannot go on %2.").arg(card, other);
    case Reason::NeedsAce: return tr("Only an ace can start this foundation.");
    case Reason::NeedsKing: return tr("Only a king can fill an empty column.");
    case Reason::VacancyNeverFilled: return tr("An empty pile stays empty in this game.");
    case Reason::FoundationComplete: return tr("This foundation is complete.");
    case Reason::TargetTooShort:
        return tr("While the stock lasts, you can only build on a packet of at least %n cards.", "", v.number);
    case Reason::CannotMarryFromHere: return tr("%1 can only go to a foundation from there.").arg(card);
    case Reason::StockEmpty: return tr("The stock is empty.");
    case Reason::NothingToRecycle: return tr("There are no cards left to turn over.");
    case Reason::NoRedealsLeft: return tr("No redeals are left.");
    case Reason::NothingToFlip: return tr("There is no face-down card to turn there.");
    case Reason::NoSuchCard: return tr("That card is not there.");
    case Reason::FoundationsClosed: return tr("The foundations open only when every card has been placed.");
    case Reason::OnlyFoundationMoves:
        return tr("Every card is placed: cards may now only go to the foundations.");
    case Reason::OnlyFromWaste: return tr("An empty space takes only the top card of the waste.");
    case Reason::CellOccupied: return tr("There is a card on the %1 already.").arg(pile);
    case Reason::TransferNotUseful:
        return tr("%1 may go to the centre only if a card from the sails or the waste can follow it.")
            .arg(card);
    case Reason::TransferAgainNotYet:
        return tr("This pile has lent a card to the centre already: play a card from the sails or the "
                  "waste there first.");
    case Reason::FoundationBaseStays: return tr("%1 is the base of its pile and never moves.").arg(card);
    case Reason::PlayInPairs:
        return tr("%1 can only go home together with a card of the other colour.").arg(card);
    case Reason::LockedInPair:
        return tr("%1 is locked in a pair: it can only go home with its partner.").arg(card);
    case Reason::NoFoundationTakes: return tr("No foundation takes %1 now.").arg(card);
    case Reason::TalonCardsOnlyRefill:
        return tr("%1 comes into play only by filling an empty place.").arg(card);
    case Reason::NotInLine: return tr("%1 and %2 are not in the same row or column.").arg(card, other);
    case Reason::WrongSum: return tr("%1 and %2 do not add up to %3.").arg(card, other).arg(v.number);
    case Reason::PairOnTable: return tr("You may only exchange cards when no pair can be removed.");
    case Reason::ExchangeUsed: return tr("The exchange has already been used.");
    case Reason::ExchangeMakesNoPair: return tr("After that exchange there would still be no pair.");
    case Reason::ReliefOver:
        return tr("The relief is only allowed before the first card reaches a foundation.");
    case Reason::NoReliefCard:
        return tr("There is no ace or king right under the last card of %1.").arg(pile);
    case Reason::ReliefOneEach: return tr("The relief frees at most one ace and one king.");
    case Reason::StockNotEmpty: return tr("The garden can only be taken up once the stock is empty.");
    case Reason::NoTakeUpsLeft: return tr("No take-ups are left.");
    case Reason::MustFollowOrTrump:
        return tr("%1 cannot be played: follow the suit led (%2) or play a trump.")
            .arg(card, localSuitName(v.other.suit));
    case Reason::GiftWouldWinGame:
        return tr("The point would take the other side to %1 and win the game: "
                  "the dealer must run the cards.")
            .arg(v.number);
    case Reason::BidTooLow: return tr("The bid must be at least %1.").arg(v.number);
    case Reason::BidOverBalance: return tr("You cannot bid more than your %1 counters.").arg(v.number);
    case Reason::NotInHand: return tr("You do not hold %1.").arg(card);
    case Reason::MustFollow:
        return tr("You must follow %1.").arg(localSuitName(static_cast<ct::Suit>(v.number)));
    case Reason::BidTooHigh: return tr("The bid cannot be more than %1.").arg(v.number);
    case Reason::BidNotInSteps: return tr("Bids go up in steps of %1.").arg(v.number);
    case Reason::MustBid: return tr("You may not pass: you must bid %1.").arg(v.number);
    case Reason::NotInNest: return tr("%1 is not in the nest.").arg(card);
    case Reason::ExchangeTwoOrNone:
        return tr("Exchange exactly %1 cards with the nest, or none.").arg(v.number);
    case Reason::OpeningUnder51:
        return tr("Your first melds must be worth at least 51 together; these are worth %1.").arg(v.number);
    case Reason::MustMeldTakenCard:
        return tr("%1 may only be taken from the discard pile to be melded this turn (before you have opened, "
                  "as part of an opening of 51 or more).").arg(card);
    case Reason::OneJokerPerMeld: return tr("Only one joker is allowed in a meld.");
    case Reason::NotAMeld:
        return tr("These cards make neither a set (three or four of a rank, all suits different) nor a run "
                  "(three or more of one suit in a row).");
    case Reason::CannotMeldLastCard: return tr("Keep one card to discard: your last card cannot be melded.");
    case Reason::MustDrawFirst: return tr("First draw a card from the stock or take the top discard.");
    case Reason::OnlyDiscardNow: return tr("On the first turn of a round you only discard a card.");
    case Reason::MustOpenFirst: return tr("You can add to the melds on the table once you have opened with 51.");
    case Reason::DoesNotFitMeld:
        return tr("%1 does not fit meld %2.").arg(card, QString::fromStdString(v.pile).mid(1));
    case Reason::SwapNotAllowed: return tr("In this game a joker on the table stays there.");
    case Reason::NotTheJokersCard:
        if (v.number == 0)
            return tr("Meld %1 has no joker.").arg(QString::fromStdString(v.pile).mid(1));
        return tr("The joker in meld %1 does not stand for %2.").arg(QString::fromStdString(v.pile).mid(1), card);
    case Reason::NoSuchPosition: return tr("There is no card at that place in the hand.");
    case Reason::MustMatchChain: return tr("You hold a %1, so you must play it.").arg(rankName(v.number));
    case Reason::SeatOut: return tr("That player is out of the game.");
    case Reason::SnapAlreadyWon: return tr("Too late: the snap has already been won.");
    }
    return tr("That move is not allowed.");
}
