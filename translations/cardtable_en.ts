<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>DeckTheme</name>
    <message>
        <location filename="../app/deck/decktheme.cpp" line="139"/>
        <source>Card Table classic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/deck/decktheme.cpp" line="144"/>
        <source>Card Table Rook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/deck/decktheme.cpp" line="210"/>
        <source>The card deck &quot;%1&quot; is not installed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/deck/decktheme.cpp" line="214"/>
        <source>The card deck &quot;%1&quot; could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/deck/decktheme.cpp" line="218"/>
        <source>The card deck &quot;%1&quot; is not a valid SVG file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/deck/decktheme.cpp" line="225"/>
        <source>The card deck &quot;%1&quot; lacks %n card image(s) (%2).</source>
        <translation>
            <numerusform>The card deck &quot;%1&quot; lacks %n card image (%2).</numerusform>
            <numerusform>The card deck &quot;%1&quot; lacks %n card images (%2).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/deck/decktheme.cpp" line="228"/>
        <source>The card deck &quot;%1&quot; has an empty card back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/deck/decktheme.cpp" line="239"/>
        <source>Using the Card Table deck instead.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameChooser</name>
    <message>
        <location filename="../app/gamechooser.cpp" line="56"/>
        <location filename="../app/gamechooser.cpp" line="58"/>
        <source>Search games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gamechooser.cpp" line="60"/>
        <source>Family</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gamechooser.cpp" line="61"/>
        <source>All families</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gamechooser.cpp" line="66"/>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gamechooser.cpp" line="72"/>
        <source>Preview of the opening deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gamechooser.cpp" line="75"/>
        <source>How to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gamechooser.cpp" line="76"/>
        <source>&amp;Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gamechooser.cpp" line="135"/>
        <source>&lt;p&gt;No game matches.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gamechooser.cpp" line="140"/>
        <source>&lt;p&gt;&lt;i&gt;%1&lt;/i&gt; &amp;middot; %2 &amp;middot; players: %3&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameChooserDialog</name>
    <message>
        <location filename="../app/gamechooser.cpp" line="171"/>
        <source>Choose a Game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../app/gamecontroller.cpp" line="40"/>
        <source>There is no game called &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="364"/>
        <source>Move %1 to the %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="367"/>
        <source>Click the stock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="368"/>
        <source>Turn over the top card of the %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="369"/>
        <source>Redeal the cards.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameStore</name>
    <message>
        <location filename="../app/storage.cpp" line="18"/>
        <source>The file &quot;%1&quot; cannot be opened: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/storage.cpp" line="23"/>
        <source>The file &quot;%1&quot; is too large (%2 bytes) to be a saved game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/storage.cpp" line="54"/>
        <source>Could not write &quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/storage.cpp" line="86"/>
        <source>The automatically saved game could not be restored (%1). It was kept aside.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/storage.cpp" line="139"/>
        <source>Your statistics file was damaged (%1); it was kept aside and new statistics begin.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameTexts</name>
    <message>
        <location filename="../app/gametexts.cpp" line="10"/>
        <source>Ace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="11"/>
        <source>Jack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="12"/>
        <source>Queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="13"/>
        <source>King</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="21"/>
        <source>clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="22"/>
        <source>diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="23"/>
        <source>hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="24"/>
        <source>spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="25"/>
        <source>red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="26"/>
        <source>yellow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="27"/>
        <source>green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="28"/>
        <source>black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="29"/>
        <source>joker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="30"/>
        <source>Bird</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="44"/>
        <source>Klondike</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="45"/>
        <source>La Belle Lucie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="46"/>
        <source>The Clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="47"/>
        <source>The Sultan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="48"/>
        <source>Fortress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="49"/>
        <source>The Blockade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="50"/>
        <source>Beggar My Neighbor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="57"/>
        <source>The classic: seven columns built down in alternating colours, one pack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="59"/>
        <source>Eighteen fans of three, built down in suit, with two redeals.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="61"/>
        <source>Two packs around a clock face: build each hour up to its number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="63"/>
        <source>Two packs: ring the Sultan with Queens, fed from an eight-card Divan; two shuffled redeals.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="66"/>
        <source>One pack, all open, in two groups of rows; only the outer cards move. No stock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="68"/>
        <source>Two packs in twelve columns fed a row at a time; build down in suit to free the Aces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="70"/>
        <source>Turn cards in turn; aces and court cards demand payment. Pure luck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="76"/>
        <source>Patience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="77"/>
        <source>Trick-taking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="78"/>
        <source>Rummy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="79"/>
        <source>Parlour games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="86"/>
        <source>&lt;h2&gt;Klondike&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Goal:&lt;/b&gt; move all 52 cards to the four foundations at the top right, each one a suit from ace up to king.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The columns:&lt;/b&gt; seven columns are dealt with only their last card face up. A card may go on a card one rank higher of the other colour (a red 6 on a black 7). A face-up run that follows this rule can be moved as a whole. Only a king, or a run headed by a king, may fill an empty column. When a face-down card is uncovered it is turned over.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The stock:&lt;/b&gt; click it to turn one card (or three, as chosen in the game options) onto the waste. The top card of the waste can be played. When the stock is empty, click it to turn the waste over and go through it again, as often as you like.&lt;/p&gt;&lt;p&gt;A card may also come back from a foundation to a column. When every card is face up and the stock is used up, the game finishes itself.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tips:&lt;/b&gt; double-click a card to send it to a foundation; uncover the face-down cards early; do not empty a column unless a king is ready for it.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="103"/>
        <source>&lt;h2&gt;La Belle Lucie&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Goal:&lt;/b&gt; build the four suits on the foundations from ace to king.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The fans:&lt;/b&gt; the pack is spread in seventeen fans of three cards and one of a single card, all face up. Only the top card of each fan can move: to a foundation, or onto the top card of another fan of the same suit and one rank higher (the 5 of diamonds on the 6 of diamonds). One card moves at a time, and a fan that empties stays empty.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Redeals:&lt;/b&gt; twice in a game you may gather the cards of the fans, shuffle them and deal them again in threes. Use the Redeal button when you are stuck, or earlier if you like.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tip:&lt;/b&gt; a king on top of a low card of its suit blocks it until that king can go home: plan to free those first.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="116"/>
        <source>&lt;h2&gt;The Clock&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Goal:&lt;/b&gt; complete the clock. Twelve foundations stand on a clock face, each started with a fixed card; each builds up in its suit, going round from king to ace where needed, until its top card shows its hour (ace for one o&apos;clock, jack for eleven, queen for twelve).&lt;/p&gt;&lt;p&gt;&lt;b&gt;The circle:&lt;/b&gt; outside each hour lies a packet of three cards. The top card of a packet may go to its foundation, or onto the top card of another packet of the same suit and one rank higher (a king may go on an ace). While the stock lasts, the packet you build on must hold at least three cards.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The stock:&lt;/b&gt; when a packet is short of three cards, a click on the stock fills every short packet up to three, in clock order. Otherwise a click turns a card onto the waste, whose top card may only go to a foundation.&lt;/p&gt;&lt;p&gt;Playing to a foundation is never forced, so automatic moves are off for this game unless you turn them on.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="131"/>
        <source>&lt;h2&gt;The Sultan&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Goal:&lt;/b&gt; surround the Sultan, the King of hearts in the middle, with Queens. Around him stand seven Kings and an Ace of hearts. Each King&apos;s pile is built up in the King&apos;s suit from the Ace to the Queen; the Ace of hearts pile goes on from the 2 to the Queen. Nothing is ever put on the Sultan himself.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The Divan:&lt;/b&gt; the eight cards in the columns left and right of the piles are always free, and so is the top card of the waste. They can only go onto the piles around the Sultan; cards are never placed on each other. As soon as a Divan card is played, its place is filled from the waste, or from the stock when the waste is empty.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The stock:&lt;/b&gt; click it to turn a card onto the waste. When it has run out, a click shuffles the waste into a new stock. You may do that twice, so the cards go past you three times.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tip:&lt;/b&gt; the packs are doubled, so when two piles of a suit could take a card, think about where its twin will have to go.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="147"/>
        <source>&lt;h2&gt;Fortress&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Goal:&lt;/b&gt; build the four suits on the foundations in the middle, each from the Ace up to the King.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The rows:&lt;/b&gt; the whole pack is dealt face up into ten rows, five on each side of the foundations. Only the outer card of a row can move: the leftmost card of a row on the left, the rightmost card of a row on the right. It may go to a foundation, or onto the outer card of any other row that is of the same suit and one rank higher or lower (the 7 of hearts on the 8 or on the 6 of hearts). One card moves at a time, and a row may go up and then down.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Empty rows:&lt;/b&gt; a row that has been cleared takes any free card, whenever you like. Moving a run into it card by card turns the run round, which can bring a low card to the outside.&lt;/p&gt;&lt;p&gt;There is no stock: every card is in sight from the start, so plan ahead. Few deals come out. Cards can be moved back and forth for ever, so when nothing useful is left, resign.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="163"/>
        <source>&lt;h2&gt;The Blockade&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Goal:&lt;/b&gt; build all 104 cards of the two packs on the eight foundations. Any Ace starts a foundation, which is then built up in its suit to the King.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The columns:&lt;/b&gt; twelve columns start with one card each. Only the last card of a column is free. It can go to a foundation, or onto the last card of another column of the same suit and one rank higher (the 8 of spades on the 9 of spades). One card moves at a time.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The stock:&lt;/b&gt; click it to deal a new row: one card onto each column from left to right (near the end only the first columns get one). A column that is cleared takes the next stock card at once. When the stock is finished, any free card may be moved into an empty column.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tip:&lt;/b&gt; every new row covers all the columns, so make the plays you need before you deal.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="177"/>
        <source>&lt;h2&gt;Beggar My Neighbor&lt;/h2&gt;&lt;p&gt;The pack is dealt out face down and nobody looks at their cards. In turn each player turns their top card onto a pile in the middle.&lt;/p&gt;&lt;p&gt;An ace, king, queen or jack demands payment from the next player: four cards for an ace, three for a king, two for a queen, one for a jack. If a payment turns up another of these cards, the payment stops and the next player must pay the new debt. When a payment is made in plain cards only, the player who made the last demand takes the whole pile under their pack and starts again.&lt;/p&gt;&lt;p&gt;A player with no cards is out; the one who ends with all 52 wins. Some deals never end: the table notices when a position comes back and calls the game a draw.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="188"/>
        <source>&lt;p&gt;No description yet.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="194"/>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="196"/>
        <source>Joker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="198"/>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="199"/>
        <source>The Bird</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="205"/>
        <source>stock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="206"/>
        <source>waste</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="207"/>
        <source>centre pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="208"/>
        <source>the Sultan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="209"/>
        <source>trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="216"/>
        <source>hour %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="217"/>
        <source>packet %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="219"/>
        <source>foundation %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="221"/>
        <source>fan %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="221"/>
        <source>tableau %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="222"/>
        <source>pack of player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="223"/>
        <source>hand of player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="224"/>
        <source>column %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="225"/>
        <source>Divan cell %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="226"/>
        <source>left row %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="227"/>
        <source>right row %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="234"/>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="236"/>
        <location filename="../app/gametexts.cpp" line="240"/>
        <source>North</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="238"/>
        <location filename="../app/gametexts.cpp" line="240"/>
        <source>West</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="238"/>
        <location filename="../app/gametexts.cpp" line="240"/>
        <source>East</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="241"/>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="248"/>
        <source>Bid %1 by side %2: made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="249"/>
        <source>Bid %1 by side %2: set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="252"/>
        <source>thrown in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="253"/>
        <source>went out at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="262"/>
        <source>Deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="263"/>
        <source>Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="264"/>
        <source>Refill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="265"/>
        <source>Turn over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="266"/>
        <location filename="../app/gametexts.cpp" line="275"/>
        <source>Redeal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="276"/>
        <source>Resign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="291"/>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="292"/>
        <source>It is not your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="293"/>
        <source>That is not a move of this game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="294"/>
        <source>That cannot be done now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="295"/>
        <source>There is no such pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="296"/>
        <source>The %1 is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="297"/>
        <source>%1 is not free: another card lies on it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="298"/>
        <source>That card is face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="299"/>
        <source>Only one card may be moved at a time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="300"/>
        <source>Those cards are not in sequence, so they cannot move together.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="302"/>
        <source>Cards cannot be put on the %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="303"/>
        <source>%1 cannot go on %2: it must be of the same suit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="304"/>
        <source>%1 cannot go on %2: the colours must alternate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="307"/>
        <source>%1 cannot go on %2: only a %3 can.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="308"/>
        <source>%1 cannot go on %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="309"/>
        <source>Only an ace can start this foundation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="310"/>
        <source>Only a king can fill an empty column.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="311"/>
        <source>An empty pile stays empty in this game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="312"/>
        <source>This foundation is complete.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gametexts.cpp" line="314"/>
        <source>While the stock lasts, you can only build on a packet of at least %n cards.</source>
        <translation>
            <numerusform>While the stock lasts, you can only build on a packet of at least %n cards.</numerusform>
            <numerusform>While the stock lasts, you can only build on a packet of at least %n cards.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="315"/>
        <source>%1 can only go to a foundation from there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="316"/>
        <source>The stock is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="317"/>
        <source>There are no cards left to turn over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="318"/>
        <source>No redeals are left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="319"/>
        <source>There is no face-down card to turn there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="320"/>
        <source>That card is not there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="322"/>
        <source>That move is not allowed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../app/mainwindow.cpp" line="55"/>
        <source>Cards turned from the stock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="56"/>
        <source>Turn uncovered cards automatically</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="62"/>
        <source>On</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="63"/>
        <location filename="../app/mainwindow.cpp" line="274"/>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="74"/>
        <location filename="../app/mainwindow.cpp" line="338"/>
        <source>Card Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="83"/>
        <source>&amp;Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="85"/>
        <source>&amp;Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="130"/>
        <source>Score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="131"/>
        <source>Score Sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="136"/>
        <source>Play so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="137"/>
        <source>Play So Far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="194"/>
        <source>&amp;New Deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="195"/>
        <source>N&amp;umbered Deal...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="196"/>
        <source>&amp;Restart Deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="197"/>
        <source>&amp;Choose Game...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="198"/>
        <source>&amp;All Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="199"/>
        <source>Game &amp;Options...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="200"/>
        <source>&amp;Save Game...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="201"/>
        <location filename="../app/mainwindow.cpp" line="685"/>
        <source>Save Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="202"/>
        <location filename="../app/mainwindow.cpp" line="208"/>
        <source>Card Table games (*.cardtable);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="206"/>
        <source>&amp;Load Game...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="207"/>
        <location filename="../app/mainwindow.cpp" line="665"/>
        <location filename="../app/mainwindow.cpp" line="670"/>
        <source>Load Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="212"/>
        <source>S&amp;tatistics...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="213"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="214"/>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="215"/>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="218"/>
        <source>&amp;Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="221"/>
        <source>Hint: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="223"/>
        <source>No hint: there is no useful move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="226"/>
        <location filename="../app/mainwindow.cpp" line="360"/>
        <source>Re&amp;deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="227"/>
        <source>&amp;Automatic Moves to Foundations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="232"/>
        <source>&amp;How to Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="233"/>
        <source>&amp;About Card Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="242"/>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="254"/>
        <source>&amp;Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="260"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="261"/>
        <source>Card &amp;Deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="271"/>
        <source>&amp;Animation Speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="274"/>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="274"/>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="274"/>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="283"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="287"/>
        <source>Main</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="292"/>
        <source>Game Actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="314"/>
        <source>There is no game called &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="326"/>
        <location filename="../app/mainwindow.cpp" line="652"/>
        <location filename="../app/mainwindow.cpp" line="675"/>
        <source>%1 - Card Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mainwindow.cpp" line="360"/>
        <source>Re&amp;deal (%n left)</source>
        <translation>
            <numerusform>Re&amp;deal (%n left)</numerusform>
            <numerusform>Re&amp;deal (%n left)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="408"/>
        <source>Deal %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="408"/>
        <source>Custom deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="409"/>
        <source>Moves: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="411"/>
        <source>Time: %1:%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="431"/>
        <location filename="../app/mainwindow.cpp" line="439"/>
        <source>Numbered Deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="432"/>
        <source>Deal number (0 to 4294967295):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="440"/>
        <source>&quot;%1&quot; is not a deal number. Deal numbers are whole numbers from 0 to 4294967295.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="452"/>
        <source>How to Play %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="455"/>
        <source>&lt;h3&gt;Playing with the mouse and keyboard&lt;/h3&gt;&lt;p&gt;Drag cards with the mouse; while you drag, the places where they may go light up. Click a card to send it to a foundation. Click the stock to deal.&lt;/p&gt;&lt;p&gt;With the keyboard: the arrow keys move between piles (and up and down a column), Space or Enter picks up and puts down, Escape cancels. Ctrl+Z undoes, Ctrl+Shift+Z redoes, H shows a hint.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="477"/>
        <source>%1 Options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="498"/>
        <source>Changes take effect with the next deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="512"/>
        <source>The new options apply from the next deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="517"/>
        <source>About Card Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="518"/>
        <source>&lt;h3&gt;Card Table %1&lt;/h3&gt;&lt;p&gt;Patience, Rook trick-taking games, rummy and parlour games, with the rules enforced exactly.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mainwindow.cpp" line="553"/>
        <source>You won in %n move(s).</source>
        <translation>
            <numerusform>You won in %n move.</numerusform>
            <numerusform>You won in %n moves.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="555"/>
        <source>No more moves are possible.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="580"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="597"/>
        <source>Your game could not be saved automatically. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mainwindow.cpp" line="629"/>
        <source>Your game of %1 (deal %2, %n move(s)) is waiting.</source>
        <translation>
            <numerusform>Your game of %1 (deal %2, %n move) is waiting.</numerusform>
            <numerusform>Your game of %1 (deal %2, %n moves) is waiting.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="631"/>
        <source>custom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="653"/>
        <source>Welcome back: your game continues where you left it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="665"/>
        <location filename="../app/mainwindow.cpp" line="670"/>
        <source>This game cannot be loaded: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="685"/>
        <source>There is no game to save.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="688"/>
        <source>Saved to %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../app/main.cpp" line="50"/>
        <source>Card Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="55"/>
        <source>Classic card games against the rules, exactly.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="58"/>
        <source>Start the game with this id (see cardtable-cli list).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="59"/>
        <location filename="../app/main.cpp" line="61"/>
        <source>id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="60"/>
        <source>Deal number to start with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="60"/>
        <source>number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="61"/>
        <source>French card deck to use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="62"/>
        <source>Animation speed factor: 0 (off) to 2 (slow).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="63"/>
        <source>factor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="64"/>
        <source>Print the time to first frame and card render times, then quit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="65"/>
        <source>Continue the automatically saved game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="69"/>
        <source>Play these actions, separated by &apos;;&apos; (for testing).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="70"/>
        <source>actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="71"/>
        <source>Print the current game record and quit (for testing).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreSheetModel</name>
    <message>
        <location filename="../app/models/scoresheetmodel.cpp" line="69"/>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/models/scoresheetmodel.cpp" line="71"/>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/models/scoresheetmodel.cpp" line="76"/>
        <source>%1 total</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../app/statisticsdialog.cpp" line="20"/>
        <location filename="../app/statisticsdialog.cpp" line="83"/>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/statisticsdialog.cpp" line="27"/>
        <source>Statistics per game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/statisticsdialog.cpp" line="30"/>
        <source>&amp;Reset Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/statisticsdialog.cpp" line="31"/>
        <source>Reset &amp;All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/statisticsdialog.cpp" line="32"/>
        <source>&amp;Export CSV...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/statisticsdialog.cpp" line="39"/>
        <location filename="../app/statisticsdialog.cpp" line="47"/>
        <source>Reset Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/statisticsdialog.cpp" line="40"/>
        <source>Forget every game of %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/statisticsdialog.cpp" line="47"/>
        <source>Forget the statistics of every game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/statisticsdialog.cpp" line="55"/>
        <location filename="../app/statisticsdialog.cpp" line="59"/>
        <source>Export Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/statisticsdialog.cpp" line="56"/>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/statisticsdialog.cpp" line="73"/>
        <source>Could not write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StatisticsModel</name>
    <message>
        <location filename="../app/models/statisticsmodel.cpp" line="46"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/models/statisticsmodel.cpp" line="69"/>
        <source>%n won</source>
        <translation>
            <numerusform>%n won</numerusform>
            <numerusform>%n won</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/models/statisticsmodel.cpp" line="70"/>
        <source>%n lost</source>
        <translation>
            <numerusform>%n lost</numerusform>
            <numerusform>%n lost</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/models/statisticsmodel.cpp" line="94"/>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/models/statisticsmodel.cpp" line="95"/>
        <source>Played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/models/statisticsmodel.cpp" line="96"/>
        <source>Won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/models/statisticsmodel.cpp" line="97"/>
        <source>Win rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/models/statisticsmodel.cpp" line="98"/>
        <source>Current streak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/models/statisticsmodel.cpp" line="99"/>
        <source>Best streak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/models/statisticsmodel.cpp" line="100"/>
        <source>Worst streak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/models/statisticsmodel.cpp" line="101"/>
        <source>Best time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/models/statisticsmodel.cpp" line="102"/>
        <source>Fewest moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/models/statisticsmodel.cpp" line="103"/>
        <source>With undo or hints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/models/statisticsmodel.cpp" line="104"/>
        <source>Rounds won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/models/statisticsmodel.cpp" line="105"/>
        <source>Average score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/models/statisticsmodel.cpp" line="106"/>
        <source>Bids made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/models/statisticsmodel.cpp" line="107"/>
        <source>Bids set</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message numerus="yes">
        <location filename="../app/table/tablescene.cpp" line="267"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/table/tablescene.cpp" line="593"/>
        <source>Empty %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/table/tablescene.cpp" line="596"/>
        <source>Face-down card, on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/table/tablescene.cpp" line="597"/>
        <source>%1, face up, on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/table/tablescene.cpp" line="713"/>
        <source>Cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/table/tablescene.cpp" line="749"/>
        <source>Picked up %1. Move to a pile and press Space to put it down, or Escape.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/table/tablescene.cpp" line="785"/>
        <source>Well done: the game is won!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/table/tablescene.cpp" line="791"/>
        <source>No more moves. Undo, or start a new deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/table/tablescene.cpp" line="793"/>
        <source>An endless game: the position repeated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/table/tablescene.cpp" line="795"/>
        <source>A draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/table/tablescene.cpp" line="797"/>
        <source>Game over.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../app/table/tableview.cpp" line="20"/>
        <source>Card table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/table/tableview.cpp" line="21"/>
        <source>Use the arrow keys to move between piles, Space to pick up and put down cards, Escape to cancel.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
