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
    if (id == "the-sultan")
        return tr("<h2>The Sultan</h2>"
                  "<p><b>Goal:</b> surround the Sultan, the King of hearts in the middle, with Queens. "
                  "Around him stand seven Kings and an Ace of hearts. Each King's pile is built up in "
                  "the King's suit from the Ace to the Queen; the Ace of hearts pile goes on from the 2 "
                  "to the Queen. Nothing is ever put on the Sultan himself.</p>"
                  "<p><b>The Divan:</b> the eight cards in the columns left and right of the piles are "
                  "always free, and so is the top card of the waste. They can only go onto the piles "
                  "around the Sultan; cards are never placed on each other. As soon as a Divan card is "
                  "played, its place is filled from the waste, or from the stock when the waste is "
                  "empty.</p>"
                  "<p><b>The stock:</b> click it to turn a card onto the waste. When it has run out, a "
                  "click shuffles the waste into a new stock. You may do that twice, so the cards go "
                  "past you three times.</p>"
                  "<p><b>Tip:</b> the packs are doubled, so when two piles of a suit could take a card, "
                  "think about where its twin will have to go.</p>");
    if (id == "fortress")
        return tr("<h2>Fortress</h2>"
                  "<p><b>Goal:</b> build the four suits on the foundations in the middle, each from the "
                  "Ace up to the King.</p>"
                  "<p><b>The rows:</b> the whole pack is dealt face up into ten rows, five on each side "
                  "of the foundations. Only the outer card of a row can move: the leftmost card of a row "
                  "on the left, the rightmost card of a row on the right. It may go to a foundation, or "
                  "onto the outer card of any other row that is of the same suit and one rank higher or "
                  "lower (the 7 of hearts on the 8 or on the 6 of hearts). One card moves at a time, and "
                  "a row may go up and then down.</p>"
                  "<p><b>Empty rows:</b> a row that has been cleared takes any free card, whenever you "
                  "like. Moving a run into it card by card turns the run round, which can bring a low "
                  "card to the outside.</p>"
                  "<p>There is no stock: every card is in sight from the start, so plan ahead. Few "
                  "deals come out. Cards can be moved back and forth for ever, so when nothing useful "
                  "is left, resign.</p>");
    if (id == "the-blockade")
        return tr("<h2>The Blockade</h2>"
                  "<p><b>Goal:</b> build all 104 cards of the two packs on the eight foundations. Any "
                  "Ace starts a foundation, which is then built up in its suit to the King.</p>"
                  "<p><b>The columns:</b> twelve columns start with one card each. Only the last card of "
                  "a column is free. It can go to a foundation, or onto the last card of another column "
                  "of the same suit and one rank higher (the 8 of spades on the 9 of spades). One card "
                  "moves at a time.</p>"
                  "<p><b>The stock:</b> click it to deal a new row: one card onto each column from left "
                  "to right (near the end only the first columns get one). A column that is cleared "
                  "takes the next stock card at once. When the stock is finished, any free card may be "
                  "moved into an empty column.</p>"
                  "<p><b>Tip:</b> every new row covers all the columns, so make the plays you need "
                  "before you deal.</p>");
    if (id == "empress-of-india")
        return tr("<h2>The Empress of India</h2>"
                  "<p><b>Goal:</b> fill all sixteen foundations, twelve cards each. Before the deal the "
                  "black aces and red kings are laid out as foundation bases; the black queens and red "
                  "jacks play no part (one queen of clubs is the Empress, the jacks her Guard). The "
                  "black foundations climb in suit from ace to king leaving out the queen; the red ones "
                  "come down in suit from king to ace leaving out the jack.</p>"
                  "<p><b>Army and Navy:</b> red cards fill the two rows of the Army, black cards the "
                  "two rows of the Navy; cards of a colour whose rows are full wait face up on that "
                  "colour's talon. Every Army and Navy card can be played, but only in pairs: one red "
                  "and one black card go to their foundations together, never one alone. Choose a "
                  "pair with the Play buttons (a red Army card with a black Navy card).</p>"
                  "<p><b>Pairing:</b> you may drop an Army card on a Navy card, or the other way round, "
                  "to lock them together. A locked pair stays where it was dropped and can only go home "
                  "as a pair: drag its top card to a foundation and its partner follows. A card is "
                  "locked only once. Pairing is useful to bring a new card into play, or to wait for "
                  "a card you need.</p>"
                  "<p><b>Refills:</b> an empty slot is filled at once with the top card of its "
                  "colour's talon; when that talon is empty, cards are turned from the stock until "
                  "one of the right colour comes up, the others going to their talon. Cards on the "
                  "talons never go home directly. A click on the stock turns all the rest of the "
                  "stock onto the talons. There is no redeal.</p>"
                  "<p>The game is lost when no pair can go home and no new card can come into "
                  "play.</p>");
    if (id == "the-zodiac")
        return tr("<h2>The Zodiac</h2>"
                  "<p><b>Goal:</b> build all 104 cards on eight foundations: for each suit one from "
                  "ace up to king and one from king down to ace. The first ace or king of a suit "
                  "founds its pile; its twin is an ordinary card.</p>"
                  "<p><b>First, place every card.</b> Eight cards form the Equator in the middle and "
                  "twenty-four form the Zodiac, a ring of packets around it. Turn the stock one card "
                  "at a time. The top card of the waste, or any Equator card, may be married onto a "
                  "packet of the ring: same suit, one rank higher or lower (a packet may go up and "
                  "down as you like, but a king never goes on an ace). Cards of the ring never move "
                  "onto each other, and the Equator never takes cards from the ring or from "
                  "itself. An empty Equator place may take the top card of the waste whenever you "
                  "like. When the stock is used up, click it to turn the waste over and go through it "
                  "again, as often as needed.</p>"
                  "<p><b>Then, build.</b> The foundations open only when the stock and the waste are "
                  "both empty. From then on, Equator cards and the top cards of the packets may only "
                  "go to the foundations.</p>"
                  "<p>Going through the whole stock without placing a single card loses the game, "
                  "since every further pass would be the same. Plan your marriages: a high card "
                  "married on top of a low one of its suit can block it for good.</p>");
    if (id == "the-mill")
        return tr("<h2>The Mill</h2>"
                  "<p><b>Goal:</b> build all 104 cards on five foundations, where suits never "
                  "matter. An ace starts the centre of the mill, which climbs from ace to king and "
                  "then starts again at the ace, four times round. Four kings in the corners between "
                  "the sails each come down to an ace.</p>"
                  "<p><b>The sails:</b> eight cards lie two by two along the four arms. Every one of "
                  "them can be played, and so can the top card of the waste, to the centre or to a "
                  "king pile. A place left empty is refilled at once from the waste, or from the "
                  "stock when the waste is empty. As long as a corner is empty, any king that "
                  "becomes free goes there by itself; once all four corners are filled, kings are "
                  "ordinary cards that follow a queen on the centre.</p>"
                  "<p><b>The stock:</b> click it to turn one card onto the waste. There is only one "
                  "pass.</p>"
                  "<p><b>Borrowing from a king pile:</b> the top card of a king pile (never its "
                  "king) may go to the centre, but only when a card of the sails or the waste top "
                  "can follow it there at once. After that, the same pile may not lend again until a "
                  "card from the sails or the waste has gone to the centre.</p>");
    if (id == "napoleons-square")
        return tr("<h2>Napoleon's Square</h2>"
                  "<p><b>Goal:</b> build eight foundations in the middle, two for each suit, from ace "
                  "up to king. Any empty foundation takes an ace.</p>"
                  "<p><b>The square:</b> twelve packets of four cards are spread along three sides "
                  "of a square, so that every card can be seen, but only the top card of a packet "
                  "can move. It may go to a foundation, or onto the top card of another packet when "
                  "that card is of the same suit and one rank higher. One card moves at a time. "
                  "If, after the deal, both kings of a suit lie on top of lower cards of their suit, "
                  "one of them is slipped under its packet, as the old rules advise.</p>"
                  "<p><b>The stock:</b> click it to turn one card onto the waste; the top card of "
                  "the waste may go to a foundation or onto a packet. A packet that empties leaves a "
                  "space, which only the top card of the waste may fill, one card, whenever you "
                  "like. There is only one pass through the stock.</p>"
                  "<p>In the game options you can deal twelve single cards instead of packets of "
                  "four; everything else stays the same.</p>"
                  "<p><b>Tip:</b> think before marrying cards onto a packet: a long run on top of a "
                  "low card of its own suit can bury that card for good.</p>");
    if (id == "the-fourteenth")
        return tr("<h2>The Fourteenth</h2>"
                  "<p><b>Goal:</b> clear away all 104 cards of two packs, two at a time, in pairs that add "
                  "up to fourteen.</p>"
                  "<p><b>The grid:</b> twenty-five cards lie face up in five rows of five. An ace counts 1, "
                  "a jack 11, a queen 12, a king 13 and every other card its number. Two cards in the same "
                  "row or in the same column are a pair when they add up to 14: ace and king, 2 and queen, "
                  "3 and jack, 4 and 10, 5 and 9, 6 and 8, or two 7s. Suits play no part, and neither do "
                  "the cards or empty places lying between the two.</p>"
                  "<p><b>Playing:</b> drag one card of a pair onto the other. Both are discarded and their "
                  "places are filled straight away from the stock, the place nearer the top left first. "
                  "When the stock has run out, places stay empty.</p>"
                  "<p><b>The exchange:</b> once in a game, when no pair is left in the grid, you may swap "
                  "two cards, or make two such swaps at once, so that a pair appears. Swaps that would not "
                  "make a pair are refused, and the exchange is kept for later.</p>"
                  "<p>You win when every card has been discarded; the game is lost when no pair can be "
                  "made any more.</p>");
    if (id == "the-fifteen")
        return tr("<h2>The Fifteen</h2>"
                  "<p><b>Goal:</b> bring all 104 cards of two packs onto eight foundations. Each suit has "
                  "one foundation built up from its ace to its king, and one built down from its king to "
                  "its ace.</p>"
                  "<p><b>The columns:</b> the whole of both packs is dealt face up into fifteen columns; "
                  "the last column gets one card fewer. Only the last card of a column can move: to a "
                  "foundation, or onto the last card of another column when it is of the same suit and "
                  "one rank higher or lower (the 7 of hearts on the 8 or the 6 of hearts). A column may "
                  "go up and down by turns, but a king and an ace never follow each other. One card "
                  "moves at a time.</p>"
                  "<p><b>Empty columns:</b> any free card may be put into an empty column whenever you "
                  "like. Moving a run into it card by card turns the run round.</p>"
                  "<p><b>The relief:</b> at the start, before the first card reaches a foundation, you may "
                  "once free one ace and one king (or just one of them) lying right under the last card of "
                  "a column. They go straight to their foundations, and the cards that covered them stay "
                  "where they are. Use the Relief button.</p>"
                  "<p><b>Tip:</b> when both foundations of a suit would take a card, think first about "
                  "where its twin from the other pack will have to go.</p>");
    if (id == "magic-fifteen")
        return tr("<h2>Magic Fifteen</h2>"
                  "<p>A puzzle rather than a patience. The ace to 9 of one pack lie in a square of three "
                  "rows of three; the ace counts one and suits do not matter.</p>"
                  "<p><b>Goal:</b> make every row, every column and both diagonals add up to fifteen.</p>"
                  "<p><b>Playing:</b> drag a card onto another card and the two change places. Swap as "
                  "often as you like: the table shows how many of the eight lines already make fifteen "
                  "and how many swaps you have made.</p>"
                  "<p><b>Tip:</b> there are eight solutions, all turns or mirror images of one another. "
                  "In each of them the 5 sits in the middle.</p>");
    if (id == "babette")
        return tr("<h2>Babette</h2>"
                  "<p><b>Goal:</b> bring all 104 cards of two packs onto eight foundations: for each suit "
                  "one built up from the ace to the king and one built down from the king to the ace.</p>"
                  "<p><b>The garden:</b> the cards are dealt in rows of eight. On this table the garden "
                  "lies on its side: each of the eight lines across is a column of the garden, and every "
                  "new row is dealt to the right of the one before. A card is free when the place just "
                  "to its right is empty, because no row has been dealt there yet or because the card "
                  "that lay there has been played. Such a gap is never filled, so the card before it "
                  "stays free even when more cards follow further along the line.</p>"
                  "<p><b>Playing:</b> free cards can only go to the foundations; nothing is built in the "
                  "garden. Click the stock to deal the next row whenever you like, even while plays are "
                  "left.</p>"
                  "<p><b>Take-ups:</b> twice in a game, once the stock is empty, you may take up the "
                  "garden. The cards are gathered without shuffling, beginning with the bottom line and "
                  "each line from its left end, and the first row of the new round is dealt at once. That "
                  "makes three rounds in all.</p>");
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
    if (id == "high14")
        return tr("<h2>High 14</h2>"
                  "<p><b>Cards:</b> the 56 Rook cards, 1 to 14 in red, yellow, green and black. Before "
                  "each deal the dealer cuts the pack; the colour of the card shown at the cut is trump "
                  "for the round, and everybody sees where that card ends up. All the cards are dealt; "
                  "any left over lie face down as the widow.</p>"
                  "<p><b>Play:</b> the player on the dealer's left leads. Follow the colour led if you "
                  "can; if you cannot, play anything. A 14 of any colour may be played at any time, "
                  "whatever you hold.</p>"
                  "<p><b>Who takes the trick:</b> a 14 beats every other card. With several 14s, the 14 "
                  "of the colour led wins, or else the first 14 played. Without a 14 the highest trump "
                  "wins, or else the highest card of the colour led. Whoever takes the first trick also "
                  "takes the widow.</p>"
                  "<p><b>Scoring:</b> 5 points for every trick, 5 for every 5 and 10 for every 10 you "
                  "take; the 14s count nothing. The first to 250 wins; if several pass 250 in the same "
                  "round the highest total wins, and a tie at the top plays another round. With four or "
                  "six players you may play in two teams that share their points.</p>");
    if (id == "rook-for-two")
        return tr("<h2>Rook for Two</h2>"
                  "<p><b>Cards:</b> 44 Rook cards, 4 (low) to 14 (high) in four colours. You, your "
                  "opponent and a Dummy get 13 cards each; the Dummy's cards stay face down in a pile. "
                  "The last five cards are the nest. Drawing decides the first dealer; after that the "
                  "deal alternates.</p>"
                  "<p><b>Bidding:</b> the dealer has opened at 30 automatically. Then each in turn "
                  "raises by fives (up to 125) or passes; the first pass ends the bidding. The winner "
                  "names trump, looks at the nest and may swap exactly two cards with it, or none. The "
                  "nest then counts for nobody.</p>"
                  "<p><b>Play:</b> the non-dealer leads, the Dummy plays next and the dealer last. The "
                  "Dummy always turns up the top card of its pile, whatever was led; players must follow "
                  "the colour led if they can. The highest trump, or else the highest card of the "
                  "colour led, takes the trick. Tricks the Dummy takes count for nobody, and the Dummy "
                  "leads the next trick itself.</p>"
                  "<p><b>Scoring:</b> 5s count 5, 10s and 14s count 10, and each trick 2. If the bidder "
                  "takes at least the bid, both score what they took; if not, the bidder scores nothing "
                  "and the opponent scores double. The first to 150 wins (the higher total if both get "
                  "there in one round; a tie plays on).</p>");
    if (id == "kentucky-discard")
        return tr("<h2>Kentucky Discard</h2>"
                  "<p><b>Teams and cards:</b> four players, partners sitting opposite. The cards are "
                  "5 to 14 in four colours plus the Rook Bird. Each player gets nine cards, and five go "
                  "face down to the nest.</p>"
                  "<p><b>Bidding:</b> starting left of the dealer, bid from 70 up to 120 in fives, or "
                  "pass; a player who passes is out of the bidding. If all four pass, the hand is "
                  "thrown in (or, with that option, the dealer must bid 70).</p>"
                  "<p><b>The nest:</b> the highest bidder adds the nest to their hand, lays any five "
                  "cards aside one at a time, and then names trump. Whoever takes the last trick also "
                  "takes the cards laid aside.</p>"
                  "<p><b>The Bird:</b> the highest trump. It may be played at any time, even when you "
                  "could follow. If it is led, trump has been led; if trump is led and the Bird is your "
                  "only trump, you must play it.</p>"
                  "<p><b>Scoring:</b> 5s count 5, 10s and 14s 10, the Bird 20: 120 in all. A side that "
                  "makes its bid scores its counters; a side that falls short loses the amount of its "
                  "bid, while the other side always scores its counters. The first side to 300 wins. "
                  "Variants change the cards: without the Bird, with the red 1 as the top trump worth "
                  "30, or with the 1s above the 14s worth 15 each; the bids scale with the points.</p>");
    if (id == "quatorze")
        return tr("<h2>Quatorze</h2>"
                  "<p><b>Goal:</b> get rid of your cards by laying them out in melds. Points count against you: "
                  "a player whose total reaches 201 is out, and the last player left wins.</p>"
                  "<p><b>Cards:</b> two packs with one or two jokers. The player to the dealer's right gets 15 "
                  "cards, everybody else 14, and play goes round to the right. When the pack is cut and a "
                  "joker shows at the bottom of the lifted part, the cutter keeps it.</p>"
                  "<p><b>Melds:</b> a set is three or four cards of one rank, every suit different; a run is "
                  "three or more cards of one suit in order. An ace sits below the two or above the king, but "
                  "a run never goes round the corner from king to two. A joker may stand in for any card, one "
                  "joker per meld.</p>"
                  "<p><b>Your turn:</b> draw the top card of the stock, or take the top card of the discard "
                  "pile if you put it into a meld straight away. Then meld if you can and want to, and end by "
                  "discarding one card. The first player of a round just discards. Your last card cannot go "
                  "into a meld: you always keep one to discard.</p>"
                  "<p><b>Opening:</b> the first time you meld, your melds together must be worth at least 51: "
                  "number cards at face value, jack, queen and king 10, an ace 11 (1 at the bottom of A-2-3), "
                  "a joker the value of the card it replaces. After that you may meld freely and add cards to "
                  "anybody's melds. With the joker swap option, you may also take a joker off the table by "
                  "putting the card it stands for in its place.</p>"
                  "<p><b>Scoring:</b> discarding your last card ends the round. You score -30 and the others "
                  "the value of the cards they hold (a joker 25). If you laid out your whole hand in one turn "
                  "without adding to anyone else's melds, you score -60 and the others' points are doubled."
                  "</p>");
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
