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
    if (id == "beggar-my-neighbor") return tr("Beggar My Neighbor");
    if (id == "pope-joan") return tr("Pope Joan");
    if (id == "all-fours") return tr("All Fours");
    if (id == "speculation") return tr("Speculation");
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

QString GameTexts::howToPlay(const QString& id)
{
    if (id == "klondike")
        return tr("<h2>Klondike</h2>"
                  "<p><b>Goal:</b> move all 52 cards to the four foundations at the top right, "
                  "each one a suit from ace up to king.</p>"
                  "<p><b>The columns:</b> seven columns are dealt with only their last card face up. "
                  "A card may go on a card one rank higher of the other colour (a red 6 on a black 7). "
                  "A face-up run that follows this rule can be moved as a whole. "
                  "Only a king, or a run headed by a king, may fill an empty column. "
                  "When a face-down card is uncovered it is turned over.</p>"
                  "<p><b>The stock:</b> click it to turn one card (or three, as chosen in the game "
                  "options) onto the waste. The top card of the waste can be played. When the stock is "
                  "empty, click it to turn the waste over and go through it again, as often as you "
                  "like.</p>"
                  "<p>A card may also come back from a foundation to a column. When every card is "
                  "face up and the stock is used up, the game finishes itself.</p>"
                  "<p><b>Tips:</b> double-click a card to send it to a foundation; uncover the "
                  "face-down cards early; do not empty a column unless a king is ready for it.</p>");
    if (id == "la-belle-lucie")
        return tr("<h2>La Belle Lucie</h2>"
                  "<p><b>Goal:</b> build the four suits on the foundations from ace to king.</p>"
                  "<p><b>The fans:</b> the pack is spread in seventeen fans of three cards and one of a "
                  "single card, all face up. Only the top card of each fan can move: to a foundation, or "
                  "onto the top card of another fan of the same suit and one rank higher (the 5 of "
                  "diamonds on the 6 of diamonds). One card moves at a time, and a fan that empties "
                  "stays empty.</p>"
                  "<p><b>Redeals:</b> twice in a game you may gather the cards of the fans, shuffle "
                  "them and deal them again in threes. Use the Redeal button when you are stuck, or "
                  "earlier if you like.</p>"
                  "<p><b>Tip:</b> a king on top of a low card of its suit blocks it until that king "
                  "can go home: plan to free those first.</p>");
    if (id == "the-clock")
        return tr("<h2>The Clock</h2>"
                  "<p><b>Goal:</b> complete the clock. Twelve foundations stand on a clock face, "
                  "each started with a fixed card; each builds up in its suit, going round from king "
                  "to ace where needed, until its top card shows its hour (ace for one o'clock, jack "
                  "for eleven, queen for twelve).</p>"
                  "<p><b>The circle:</b> outside each hour lies a packet of three cards. The top card "
                  "of a packet may go to its foundation, or onto the top card of another packet of "
                  "the same suit and one rank higher (a king may go on an ace). While the stock lasts, "
                  "the packet you build on must hold at least three cards.</p>"
                  "<p><b>The stock:</b> when a packet is short of three cards, a click on the stock "
                  "fills every short packet up to three, in clock order. Otherwise a click turns a "
                  "card onto the waste, whose top card may only go to a foundation.</p>"
                  "<p>Playing to a foundation is never forced, so automatic moves are off for this "
                  "game unless you turn them on.</p>");
    if (id == "beggar-my-neighbor")
        return tr("<h2>Beggar My Neighbor</h2>"
                  "<p>The pack is dealt out face down and nobody looks at their cards. In turn each "
                  "player turns their top card onto a pile in the middle.</p>"
                  "<p>An ace, king, queen or jack demands payment from the next player: four cards for "
                  "an ace, three for a king, two for a queen, one for a jack. If a payment turns up "
                  "another of these cards, the payment stops and the next player must pay the new "
                  "debt. When a payment is made in plain cards only, the player who made the last "
                  "demand takes the whole pile under their pack and starts again.</p>"
                  "<p>A player with no cards is out; the one who ends with all 52 wins. Some deals "
                  "never end: the table notices when a position comes back and calls the game a "
                  "draw.</p>");
    if (id == "pope-joan")
        return tr("<h2>Pope Joan</h2>"
                  "<p><b>The board:</b> eight pools lie in the middle: Ace, King, Queen and Jack (of "
                  "trumps), Matrimony, Intrigue, Pope and Game. Before each deal the dealer puts 15 of his "
                  "counters on "
                  "them; what nobody wins stays there for later deals.</p>"
                  "<p><b>The deal:</b> the eight of diamonds is left out. Everyone gets the same number of "
                  "cards, a few go face down to a spare hand that nobody sees, and the last card is turned "
                  "up for trumps. If it is the ace, king, queen or jack, the dealer takes that pool. If it "
                  "is "
                  "the nine of diamonds (the Pope), the dealer takes the Pope and Game pools, everyone pays "
                  "him a counter for each card dealt to them, and the next player deals.</p>"
                  "<p><b>Play:</b> you lead any card. The next card up in the same suit must follow at once, "
                  "from whoever holds it, and so on, until the run stops: after a king, after the seven of "
                  "diamonds, or when the next card is in the spare hand, is the turn-up or has been played. "
                  "Whoever played the last card leads again. The table plays the forced cards for you.</p>"
                  "<p><b>Pools:</b> playing the ace, king, queen or jack of trumps, or the Pope, wins its "
                  "pool. King and queen of trumps played by the same player win Matrimony; queen and jack "
                  "win Intrigue.</p>"
                  "<p><b>Going out:</b> the first to play all his cards takes the Game pool, and each other "
                  "player pays him a counter for every card left in hand; a player still holding the Pope "
                  "pays nothing. After everyone has dealt the chosen number of times, the highest balance "
                  "wins.</p>"
                  "<p><b>Tip:</b> lead cards that are sure to stop the run, such as kings, so that you lead "
                  "again.</p>");
    if (id == "all-fours")
        return tr("<h2>All Fours</h2>"
                  "<p>Two players, or four in two partnerships sitting opposite each other. Aces are "
                  "high.</p>"
                  "<p><b>The deal:</b> six cards each, and the next card is turned up to propose trumps. A "
                  "turned-up jack scores a point for the dealer.</p>"
                  "<p><b>Begging:</b> the player on the dealer's left may stand (the turned suit is trumps) "
                  "or beg. After a beg the dealer either gives him a point, keeping the suit, or runs the "
                  "cards: three more to each player and a new turn-up. A turn-up of the first suit is put "
                  "aside and the cards are run again. After a run each player throws away cards until he "
                  "holds six.</p>"
                  "<p><b>Play:</b> six tricks. If you hold the suit led you must play it or a trump; "
                  "otherwise play anything. The highest trump wins, or else the highest card of the suit "
                  "led.</p>"
                  "<p><b>Scoring:</b> one point each for <i>High</i> (the highest trump dealt out), "
                  "<i>Low</i> (the lowest, kept by whoever was dealt it), <i>Jack</i> (winning the trick "
                  "with the jack of trumps) and <i>Game</i> (the most card points in the tricks you won: ace "
                  "4, king 3, queen 2, jack 1, ten 10; on a tie the dealer's opponents score it). The first "
                  "side to reach the target wins at once.</p>");
    if (id == "speculation")
        return tr("<h2>Speculation</h2>"
                  "<p><b>The pool:</b> the dealer stakes 6 counters and everyone else 4.</p>"
                  "<p><b>The deal:</b> each player gets three cards face down, which nobody may look at, "
                  "and the next card is turned up: its suit is trumps and it belongs to the dealer. A "
                  "turned-up ace wins the pool at once.</p>"
                  "<p><b>Turning:</b> going round the table from the dealer's left, each player turns up his "
                  "top card. Only trumps count. The highest trump seen so far is the best card, and its "
                  "owner will take the pool if nothing beats it.</p>"
                  "<p><b>Buying and selling:</b> whenever a card becomes the best one (and the turn-up at "
                  "the "
                  "start), its owner may keep it or offer it for sale. The others bid in turn, each bid "
                  "higher than the last, up to their own counters; passing drops you out. The owner then "
                  "accepts the highest bid, taking the counters, or refuses it.</p>"
                  "<p>The deal ends when all cards are turned (or the ace of trumps appears), and the owner "
                  "of the best card takes the pool. After everyone has dealt the chosen number of times, the "
                  "highest balance wins.</p>"
                  "<p><b>Tip:</b> a card is worth its chance of staying best times the pool: the fewer cards "
                  "left to turn and the fewer higher trumps unseen, the more it is worth.</p>");
    return tr("<p>No description yet.</p>");
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
    return pileId;
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
    case Reason::MustFollowOrTrump:
        return tr("%1 cannot be played: follow the suit led (%2) or play a trump.")
            .arg(card, localSuitName(v.other.suit));
    case Reason::GiftWouldWinGame:
        return tr("The point would take the other side to %1 and win the game: "
                  "the dealer must run the cards.")
            .arg(v.number);
    case Reason::BidTooLow: return tr("The bid must be at least %1.").arg(v.number);
    case Reason::BidOverBalance: return tr("You cannot bid more than your %1 counters.").arg(v.number);
    }
    return tr("That move is not allowed.");
}
