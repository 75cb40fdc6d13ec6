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
    if (id == "beggar-my-neighbor")
        return tr("Turn cards in turn; aces and court cards demand payment. Pure luck.");
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
    if (id == "i-suspect-you")
        return tr("<h2>I Suspect You</h2>"
                  "<p><b>Goal:</b> be the first to get rid of all your cards.</p>"
                  "<p><b>Playing:</b> the whole pack is dealt. The player on the dealer's left starts by "
                  "laying his lowest card face down and naming its rank. After that, each player in turn "
                  "lays one card face down, and the rank he must name is always one above the last "
                  "(ace, 2, 3 ... king, then ace again). The card does not have to be of that rank: you "
                  "may bluff.</p>"
                  "<p><b>I suspect you:</b> after each card the other players may say \"I suspect you\". "
                  "The card is then turned up. If it is not of the rank named, the player who laid it "
                  "picks up the whole pile; if it is, the doubter picks it up. When several players "
                  "doubt, the first of them to the player's left makes the challenge.</p>"
                  "<p>You win when your last card stands, unchallenged or shown to be true.</p>"
                  "<p><b>Tip:</b> keep an honest card for your last play: everyone doubts a last card.</p>");
    if (id == "old-maid")
        return tr("<h2>Old Maid</h2>"
                  "<p>One queen (the queen of clubs) is taken out, and the other 51 cards are dealt. "
                  "Any two cards of the same rank in a hand are a pair, and pairs are put down on the "
                  "table at once.</p>"
                  "<p>In turn, each player draws one card, unseen, from the hand of the nearest player "
                  "on his right who still has cards. If it makes a pair with a card he holds, the pair "
                  "goes down. You may shuffle your own hand before your neighbour draws from it.</p>"
                  "<p>Players whose hands run out are safe. The one left holding the last queen is the "
                  "old maid and loses; everyone else wins.</p>");
    if (id == "snip-snap-snorum")
        return tr("<h2>Snip Snap Snorum</h2>"
                  "<p>Everyone starts with five counters, and the whole pack is dealt. In turn, each "
                  "player lays one card face up.</p>"
                  "<p><b>Matching:</b> if you hold a card of the rank just laid, you must lay it. The "
                  "player you matched pays into the pool: one counter for the second card of the rank "
                  "(\"Snip\"), two for the third (\"Snap\") and three for the fourth (\"Snorum\"). After "
                  "the fourth, or when you cannot match, you lay any card you like and a new run "
                  "begins.</p>"
                  "<p>A player with no counters left drops out. When the player due to lay has no cards, "
                  "the cards are dealt again. The last player with counters takes the pool and wins.</p>"
                  "<p><b>Tip:</b> lay ranks whose other cards you have already seen, so nobody can "
                  "match you.</p>");
    if (id == "snap")
        return tr("<h2>Snap</h2>"
                  "<p>The pack is dealt face down and nobody looks at their cards. In turn, each player "
                  "turns the top card of his pack face up onto his own pile. When your pack is used up, "
                  "your pile is turned over to become your pack again.</p>"
                  "<p><b>Snap!</b> When the card just turned has the same rank as the top card of another "
                  "pile, the two owners race to call. The first to call wins both piles and puts them "
                  "under his pack. Calling when you may not (no match, or not your pile) costs you one "
                  "card to every other player.</p>"
                  "<p><b>Animal Snap:</b> everyone has an animal name, and instead of \"Snap\" you must "
                  "call the other player's animal. Calling your own animal, or plain \"Snap\", is a "
                  "false call.</p>"
                  "<p>A player with no cards left is out; whoever wins every card wins the game.</p>");
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
    case Reason::NoSuchPosition: return tr("There is no card at that place in the hand.");
    case Reason::MustMatchChain: return tr("You hold a %1, so you must play it.").arg(rankName(v.number));
    case Reason::SeatOut: return tr("That player is out of the game.");
    case Reason::SnapAlreadyWon: return tr("Too late: the snap has already been won.");
    }
    return tr("That move is not allowed.");
}
