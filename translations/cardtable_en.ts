<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>AllFoursScoreModel</name>
    <message>
        <location filename="../app/models/allfoursscoremodel.cpp" line="53"/>
        <source>Side %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/models/allfoursscoremodel.cpp" line="62"/>
        <source>Jack turned up: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/models/allfoursscoremodel.cpp" line="64"/>
        <source>Gift: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/models/allfoursscoremodel.cpp" line="66"/>
        <source>Pack ran out: dealt again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/models/allfoursscoremodel.cpp" line="103"/>
        <source>The running total; the first side to %1 wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/models/allfoursscoremodel.cpp" line="107"/>
        <source>Deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/models/allfoursscoremodel.cpp" line="108"/>
        <source>High</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/models/allfoursscoremodel.cpp" line="109"/>
        <source>Low</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/models/allfoursscoremodel.cpp" line="110"/>
        <source>Jack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/models/allfoursscoremodel.cpp" line="111"/>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/models/allfoursscoremodel.cpp" line="112"/>
        <source>Before play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/models/allfoursscoremodel.cpp" line="113"/>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BeggarTable</name>
    <message>
        <location filename="../app/parlour/beggartable.cpp" line="39"/>
        <source>Beggar My Neighbor controls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/beggartable.cpp" line="42"/>
        <source>&amp;Turn Card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/beggartable.cpp" line="43"/>
        <source>Turn the top card of your pack (Space)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/beggartable.cpp" line="44"/>
        <source>&amp;Automatic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/beggartable.cpp" line="46"/>
        <source>Turn my cards automatically</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/beggartable.cpp" line="49"/>
        <source>Speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/beggartable.cpp" line="53"/>
        <source>Speed of play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/beggartable.cpp" line="60"/>
        <source>Play to &amp;End</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/beggartable.cpp" line="61"/>
        <source>Turn every remaining card at once and see who wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/parlour/beggartable.cpp" line="151"/>
        <source>You owe %1 %n card(s)</source>
        <translation>
            <numerusform>You owe %1 %n card</numerusform>
            <numerusform>You owe %1 %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/parlour/beggartable.cpp" line="153"/>
        <source>%1 owes you %n card(s)</source>
        <translation>
            <numerusform>%1 owes you %n card</numerusform>
            <numerusform>%1 owes you %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/parlour/beggartable.cpp" line="154"/>
        <source>%1 owes %2 %n card(s)</source>
        <translation>
            <numerusform>%1 owes %2 %n card</numerusform>
            <numerusform>%1 owes %2 %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/parlour/beggartable.cpp" line="164"/>
        <source>Trick %1 · %n card(s) turned</source>
        <translation>
            <numerusform>Trick %1 · %n card turned</numerusform>
            <numerusform>Trick %1 · %n cards turned</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/parlour/beggartable.cpp" line="171"/>
        <source>You hold all 52 cards: you win!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/beggartable.cpp" line="172"/>
        <source>%1 holds all 52 cards and wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/parlour/beggartable.cpp" line="173"/>
        <source>%n trick(s), </source>
        <translation>
            <numerusform>%n trick, </numerusform>
            <numerusform>%n tricks, </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/parlour/beggartable.cpp" line="174"/>
        <source>%n card(s) turned.</source>
        <translation>
            <numerusform>%n card turned.</numerusform>
            <numerusform>%n cards turned.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/parlour/beggartable.cpp" line="177"/>
        <source>This deal never ends: the cards at the start of trick %1 lay exactly as at the start of trick %2, so play would go round for ever. The game is a draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/parlour/beggartable.cpp" line="182"/>
        <source>No end after %n trick(s): the game is stopped as a draw.</source>
        <translation>
            <numerusform>No end after %n trick: the game is stopped as a draw.</numerusform>
            <numerusform>No end after %n tricks: the game is stopped as a draw.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/parlour/beggartable.cpp" line="187"/>
        <source>Your court card: %1 must pay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/beggartable.cpp" line="189"/>
        <source>%1 turned a court card: you must pay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/beggartable.cpp" line="191"/>
        <source>%1 turned a court card: %2 must pay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/beggartable.cpp" line="196"/>
        <source>Your turn: turn a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/beggartable.cpp" line="198"/>
        <source>%1 to turn a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/parlour/beggartable.cpp" line="206"/>
        <source>Pile · %n card(s)</source>
        <translation>
            <numerusform>Pile · %n card</numerusform>
            <numerusform>Pile · %n cards</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/parlour/beggartable.cpp" line="223"/>
        <source>You take the pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/beggartable.cpp" line="223"/>
        <source>%1 takes the pile.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BiddingPanel</name>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="120"/>
        <source>Bid amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="121"/>
        <source>&amp;Bid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="123"/>
        <source>&amp;Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="149"/>
        <source>Your bid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="150"/>
        <source>Nobody has bid yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="151"/>
        <source>The bid stands at %1 (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="156"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="157"/>
        <source>pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="158"/>
        <source>Bids so far: none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="159"/>
        <source>Bids so far: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CounterStackItem</name>
    <message numerus="yes">
        <location filename="../app/table/counteritems.cpp" line="110"/>
        <source>%n counter(s)</source>
        <translation>
            <numerusform>%n counter</numerusform>
            <numerusform>%n counters</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/table/counteritems.cpp" line="111"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CounterTable</name>
    <message>
        <location filename="../app/parlour/countertable.cpp" line="278"/>
        <source>Pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/parlour/countertable.cpp" line="370"/>
        <source>%1: %n counter(s)</source>
        <translation>
            <numerusform>%1: %n counter</numerusform>
            <numerusform>%1: %n counters</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeckTheme</name>
    <message>
        <location filename="../app/deck/decktheme.cpp" line="133"/>
        <source>Card Table classic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/deck/decktheme.cpp" line="138"/>
        <source>Card Table Rook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/deck/decktheme.cpp" line="187"/>
        <source>The card deck &quot;%1&quot; is not installed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/deck/deckcheck.cpp" line="47"/>
        <source>The card deck &quot;%1&quot; could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/deck/deckcheck.cpp" line="50"/>
        <source>The card deck &quot;%1&quot; is not a valid SVG file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/deck/deckcheck.cpp" line="56"/>
        <source>The card deck &quot;%1&quot; lacks %n card image(s) (%2).</source>
        <translation>
            <numerusform>The card deck &quot;%1&quot; lacks %n card image (%2).</numerusform>
            <numerusform>The card deck &quot;%1&quot; lacks %n card images (%2).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/deck/deckcheck.cpp" line="62"/>
        <source>The card deck &quot;%1&quot; has an empty card back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/deck/decktheme.cpp" line="199"/>
        <source>Using the Card Table deck instead.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiscardPanel</name>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="298"/>
        <source>&amp;Lay Aside</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/tricks/trickpanels.cpp" line="339"/>
        <source>Lay %n card(s) aside</source>
        <translation>
            <numerusform>Lay %n card aside</numerusform>
            <numerusform>Lay %n cards aside</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="340"/>
        <source>You have taken the nest. Click the cards to lay aside, then confirm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="349"/>
        <source>Chosen: none yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="350"/>
        <source>Chosen (%1 of %2): %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExchangePanel</name>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="218"/>
        <source>&amp;Exchange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="219"/>
        <source>&amp;Keep My Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="259"/>
        <source>Exchange with the nest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="260"/>
        <source>Click %1 cards of your hand and %1 of the nest to swap them, or keep your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="275"/>
        <source>You give: %1
You take: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="276"/>
        <location filename="../app/tricks/trickpanels.cpp" line="277"/>
        <source>nothing yet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FoursTable</name>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="30"/>
        <source>All Fours controls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="34"/>
        <source>&amp;Stand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="34"/>
        <source>&amp;Beg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="34"/>
        <source>&amp;Give One</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="34"/>
        <source>&amp;Run the Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="36"/>
        <source>Play with the turned-up suit as trumps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="36"/>
        <source>Ask the dealer for a point or a new trump suit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="37"/>
        <source>Give the other side one point and keep this trump suit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="38"/>
        <source>Deal three more cards each and turn up a new trump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="50"/>
        <source>All Fours score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="89"/>
        <source>%1 &amp; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="156"/>
        <source>Trumps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="158"/>
        <source>Dead turn-ups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="162"/>
        <source>Stock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="165"/>
        <source>dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="175"/>
        <source>nobody</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="177"/>
        <source>High: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="179"/>
        <location filename="../app/parlour/fourstable.cpp" line="181"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="180"/>
        <source>Low: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="182"/>
        <source>Jack: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="183"/>
        <source>Game: %1 (%2 to %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="217"/>
        <source>Trumps: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="221"/>
        <source>Your side reaches %1: you win!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="222"/>
        <source>%1 reach %2 and win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="226"/>
        <source>%1. Stand, or beg for a point?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="227"/>
        <source>%1. %2 decides whether to beg.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="230"/>
        <source>%1 begs. Give one point, or run the cards?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="231"/>
        <source>You begged: %1 gives a point or runs the cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="235"/>
        <source>%1. Discard a card (down to six).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="236"/>
        <source>%1. %2 discards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="239"/>
        <source>%1. Your turn: play a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="240"/>
        <source>%1. %2 to play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="246"/>
        <source>Last deal: %1</source>
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
        <location filename="../app/gamecontroller.cpp" line="44"/>
        <source>There is no game called &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="492"/>
        <source>Move %1 to the %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="495"/>
        <source>Click the stock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="496"/>
        <source>Turn over the top card of the %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="497"/>
        <source>Redeal the cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="515"/>
        <source>a card, face down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="515"/>
        <source>%1 a card, face down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="521"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <location filename="../app/tablegames/gameoverdialog.cpp" line="48"/>
        <source>Game Over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/tablegames/gameoverdialog.cpp" line="30"/>
        <source>A draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/tablegames/gameoverdialog.cpp" line="34"/>
        <source>You won!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/tablegames/gameoverdialog.cpp" line="37"/>
        <source>You and %1 won!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/tablegames/gameoverdialog.cpp" line="37"/>
        <location filename="../app/tablegames/gameoverdialog.cpp" line="41"/>
        <location filename="../app/tablegames/gameoverdialog.cpp" line="63"/>
        <source> &amp; </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/tablegames/gameoverdialog.cpp" line="40"/>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/tablegames/gameoverdialog.cpp" line="41"/>
        <source>%1 won.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/tablegames/gameoverdialog.cpp" line="63"/>
        <location filename="../app/tablegames/gameoverdialog.cpp" line="70"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/tablegames/gameoverdialog.cpp" line="65"/>
        <source>%n round(s) played.</source>
        <translation>
            <numerusform>%n round played.</numerusform>
            <numerusform>%n rounds played.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/tablegames/gameoverdialog.cpp" line="74"/>
        <source>&amp;New Game</source>
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
        <source>The Empress of India</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="51"/>
        <source>The Zodiac</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="52"/>
        <source>The Mill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="53"/>
        <source>Napoleon&apos;s Square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="54"/>
        <source>The Fourteenth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="55"/>
        <source>The Fifteen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="56"/>
        <source>Magic Fifteen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="57"/>
        <source>Babette</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="58"/>
        <source>Beggar My Neighbor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="59"/>
        <source>Pope Joan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="60"/>
        <source>All Fours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="61"/>
        <source>Speculation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="62"/>
        <source>High 14</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="63"/>
        <source>Rook for Two</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="64"/>
        <source>Kentucky Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="65"/>
        <source>Quatorze</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="66"/>
        <source>I Suspect You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="67"/>
        <source>Old Maid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="68"/>
        <source>Snip Snap Snorum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="69"/>
        <source>Snap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="76"/>
        <source>The classic: seven columns built down in alternating colours, one pack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="78"/>
        <source>Eighteen fans of three, built down in suit, with two redeals.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="80"/>
        <source>Two packs around a clock face: build each hour up to its number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="82"/>
        <source>Two packs: ring the Sultan with Queens, fed from an eight-card Divan; two shuffled redeals.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="85"/>
        <source>One pack, all open, in two groups of rows; only the outer cards move. No stock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="87"/>
        <source>Two packs in twelve columns fed a row at a time; build down in suit to free the Aces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="89"/>
        <source>Four packs: a red Army and a black Navy go home in red-and-black pairs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="91"/>
        <source>Two packs: place every card on the ring or the Equator before building home.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="93"/>
        <source>Two packs: build a centre ace up four times round, and kings down, regardless of suit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="95"/>
        <source>Two packs: twelve packets on three sides of a square, built down in suit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="97"/>
        <source>Two packs in a five-by-five grid: clear pairs in a row or column that add up to fourteen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="100"/>
        <source>Two packs in fifteen open columns, built in suit up or down, onto ace and king foundations.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="103"/>
        <source>A puzzle: swap the ace to nine in a square until every line adds up to fifteen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="105"/>
        <source>Two packs dealt row by row into a garden; free cards go up from aces and down from kings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="108"/>
        <source>Turn cards in turn; aces and court cards demand payment. Pure luck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="110"/>
        <source>Play runs up each suit and win counters from the board; the nine of diamonds is the Pope.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="113"/>
        <source>Six tricks for High, Low, Jack and Game: beg for a new trump or stand; first to ten wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="116"/>
        <source>Turn up cards one by one and trade the best trump: its owner at the end takes the pool.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="118"/>
        <source>Rook cards for 3 to 6: any 14 takes the trick, and trump is cut each round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="120"/>
        <source>Two players and a Dummy that plays blind: bid, name trump, swap with the nest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="122"/>
        <source>Tournament Rook for two partnerships: bid for the nest, name trump, beware the Bird.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="124"/>
        <source>Lebanese rummy with two packs and jokers: open with 51, go out, keep your total low.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="126"/>
        <source>Shed your cards face down while the call climbs; bluff, and catch the bluffers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="128"/>
        <source>Draw from your neighbour and pair off your cards; do not be left with the odd queen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="130"/>
        <source>Match the card just played and your neighbour pays: Snip, Snap, Snorum!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="132"/>
        <source>Turn cards onto your pile and be first to call when two piles match. Also Animal Snap.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="138"/>
        <source>Patience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="139"/>
        <source>Trick-taking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="140"/>
        <source>Rummy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="141"/>
        <source>Parlour games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="148"/>
        <source>&lt;h2&gt;Klondike&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Goal:&lt;/b&gt; move all 52 cards to the four foundations at the top right, each one a suit from ace up to king.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The columns:&lt;/b&gt; seven columns are dealt with only their last card face up. A card may go on a card one rank higher of the other colour (a red 6 on a black 7). A face-up run that follows this rule can be moved as a whole. Only a king, or a run headed by a king, may fill an empty column. When a face-down card is uncovered it is turned over.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The stock:&lt;/b&gt; click it to turn one card (or three, as chosen in the game options) onto the waste. The top card of the waste can be played. When the stock is empty, click it to turn the waste over and go through it again, as often as you like.&lt;/p&gt;&lt;p&gt;A card may also come back from a foundation to a column. When every card is face up and the stock is used up, the game finishes itself.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tips:&lt;/b&gt; double-click a card to send it to a foundation; uncover the face-down cards early; do not empty a column unless a king is ready for it.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="165"/>
        <source>&lt;h2&gt;La Belle Lucie&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Goal:&lt;/b&gt; build the four suits on the foundations from ace to king.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The fans:&lt;/b&gt; the pack is spread in seventeen fans of three cards and one of a single card, all face up. Only the top card of each fan can move: to a foundation, or onto the top card of another fan of the same suit and one rank higher (the 5 of diamonds on the 6 of diamonds). One card moves at a time, and a fan that empties stays empty.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Redeals:&lt;/b&gt; twice in a game you may gather the cards of the fans, shuffle them and deal them again in threes. Use the Redeal button when you are stuck, or earlier if you like.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tip:&lt;/b&gt; a king on top of a low card of its suit blocks it until that king can go home: plan to free those first.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="178"/>
        <source>&lt;h2&gt;The Clock&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Goal:&lt;/b&gt; complete the clock. Twelve foundations stand on a clock face, each started with a fixed card; each builds up in its suit, going round from king to ace where needed, until its top card shows its hour (ace for one o&apos;clock, jack for eleven, queen for twelve).&lt;/p&gt;&lt;p&gt;&lt;b&gt;The circle:&lt;/b&gt; outside each hour lies a packet of three cards. The top card of a packet may go to its foundation, or onto the top card of another packet of the same suit and one rank higher (a king may go on an ace). While the stock lasts, the packet you build on must hold at least three cards.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The stock:&lt;/b&gt; when a packet is short of three cards, a click on the stock fills every short packet up to three, in clock order. Otherwise a click turns a card onto the waste, whose top card may only go to a foundation.&lt;/p&gt;&lt;p&gt;Playing to a foundation is never forced, so automatic moves are off for this game unless you turn them on.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="193"/>
        <source>&lt;h2&gt;The Sultan&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Goal:&lt;/b&gt; surround the Sultan, the King of hearts in the middle, with Queens. Around him stand seven Kings and an Ace of hearts. Each King&apos;s pile is built up in the King&apos;s suit from the Ace to the Queen; the Ace of hearts pile goes on from the 2 to the Queen. Nothing is ever put on the Sultan himself.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The Divan:&lt;/b&gt; the eight cards in the columns left and right of the piles are always free, and so is the top card of the waste. They can only go onto the piles around the Sultan; cards are never placed on each other. As soon as a Divan card is played, its place is filled from the waste, or from the stock when the waste is empty.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The stock:&lt;/b&gt; click it to turn a card onto the waste. When it has run out, a click shuffles the waste into a new stock. You may do that twice, so the cards go past you three times.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tip:&lt;/b&gt; the packs are doubled, so when two piles of a suit could take a card, think about where its twin will have to go.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="209"/>
        <source>&lt;h2&gt;Fortress&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Goal:&lt;/b&gt; build the four suits on the foundations in the middle, each from the Ace up to the King.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The rows:&lt;/b&gt; the whole pack is dealt face up into ten rows, five on each side of the foundations. Only the outer card of a row can move: the leftmost card of a row on the left, the rightmost card of a row on the right. It may go to a foundation, or onto the outer card of any other row that is of the same suit and one rank higher or lower (the 7 of hearts on the 8 or on the 6 of hearts). One card moves at a time, and a row may go up and then down.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Empty rows:&lt;/b&gt; a row that has been cleared takes any free card, whenever you like. Moving a run into it card by card turns the run round, which can bring a low card to the outside.&lt;/p&gt;&lt;p&gt;There is no stock: every card is in sight from the start, so plan ahead. Few deals come out. Cards can be moved back and forth for ever, so when nothing useful is left, resign.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="225"/>
        <source>&lt;h2&gt;The Blockade&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Goal:&lt;/b&gt; build all 104 cards of the two packs on the eight foundations. Any Ace starts a foundation, which is then built up in its suit to the King.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The columns:&lt;/b&gt; twelve columns start with one card each. Only the last card of a column is free. It can go to a foundation, or onto the last card of another column of the same suit and one rank higher (the 8 of spades on the 9 of spades). One card moves at a time.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The stock:&lt;/b&gt; click it to deal a new row: one card onto each column from left to right (near the end only the first columns get one). A column that is cleared takes the next stock card at once. When the stock is finished, any free card may be moved into an empty column.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tip:&lt;/b&gt; every new row covers all the columns, so make the plays you need before you deal.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="239"/>
        <source>&lt;h2&gt;The Empress of India&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Goal:&lt;/b&gt; fill all sixteen foundations, twelve cards each. Before the deal the black aces and red kings are laid out as foundation bases; the black queens and red jacks play no part (one queen of clubs is the Empress, the jacks her Guard). The black foundations climb in suit from ace to king leaving out the queen; the red ones come down in suit from king to ace leaving out the jack.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Army and Navy:&lt;/b&gt; red cards fill the two rows of the Army, black cards the two rows of the Navy; cards of a colour whose rows are full wait face up on that colour&apos;s talon. Every Army and Navy card can be played, but only in pairs: one red and one black card go to their foundations together, never one alone. Choose a pair with the Play buttons (a red Army card with a black Navy card).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Pairing:&lt;/b&gt; you may drop an Army card on a Navy card, or the other way round, to lock them together. A locked pair stays where it was dropped and can only go home as a pair: drag its top card to a foundation and its partner follows. A card is locked only once. Pairing is useful to bring a new card into play, or to wait for a card you need.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Refills:&lt;/b&gt; an empty slot is filled at once with the top card of its colour&apos;s talon; when that talon is empty, cards are turned from the stock until one of the right colour comes up, the others going to their talon. Cards on the talons never go home directly. A click on the stock turns all the rest of the stock onto the talons. There is no redeal.&lt;/p&gt;&lt;p&gt;The game is lost when no pair can go home and no new card can come into play.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="263"/>
        <source>&lt;h2&gt;The Zodiac&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Goal:&lt;/b&gt; build all 104 cards on eight foundations: for each suit one from ace up to king and one from king down to ace. The first ace or king of a suit founds its pile; its twin is an ordinary card.&lt;/p&gt;&lt;p&gt;&lt;b&gt;First, place every card.&lt;/b&gt; Eight cards form the Equator in the middle and twenty-four form the Zodiac, a ring of packets around it. Turn the stock one card at a time. The top card of the waste, or any Equator card, may be married onto a packet of the ring: same suit, one rank higher or lower (a packet may go up and down as you like, but a king never goes on an ace). Cards of the ring never move onto each other, and the Equator never takes cards from the ring or from itself. An empty Equator place may take the top card of the waste whenever you like. When the stock is used up, click it to turn the waste over and go through it again, as often as needed.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Then, build.&lt;/b&gt; The foundations open only when the stock and the waste are both empty. From then on, Equator cards and the top cards of the packets may only go to the foundations.&lt;/p&gt;&lt;p&gt;Going through the whole stock without placing a single card loses the game, since every further pass would be the same. Plan your marriages: a high card married on top of a low one of its suit can block it for good.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="283"/>
        <source>&lt;h2&gt;The Mill&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Goal:&lt;/b&gt; build all 104 cards on five foundations, where suits never matter. An ace starts the centre of the mill, which climbs from ace to king and then starts again at the ace, four times round. Four kings in the corners between the sails each come down to an ace.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The sails:&lt;/b&gt; eight cards lie two by two along the four arms. Every one of them can be played, and so can the top card of the waste, to the centre or to a king pile. A place left empty is refilled at once from the waste, or from the stock when the waste is empty. As long as a corner is empty, any king that becomes free goes there by itself; once all four corners are filled, kings are ordinary cards that follow a queen on the centre.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The stock:&lt;/b&gt; click it to turn one card onto the waste. There is only one pass.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Borrowing from a king pile:&lt;/b&gt; the top card of a king pile (never its king) may go to the centre, but only when a card of the sails or the waste top can follow it there at once. After that, the same pile may not lend again until a card from the sails or the waste has gone to the centre.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="301"/>
        <source>&lt;h2&gt;Napoleon&apos;s Square&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Goal:&lt;/b&gt; build eight foundations in the middle, two for each suit, from ace up to king. Any empty foundation takes an ace.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The square:&lt;/b&gt; twelve packets of four cards are spread along three sides of a square, so that every card can be seen, but only the top card of a packet can move. It may go to a foundation, or onto the top card of another packet when that card is of the same suit and one rank higher. One card moves at a time. If, after the deal, both kings of a suit lie on top of lower cards of their suit, one of them is slipped under its packet, as the old rules advise.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The stock:&lt;/b&gt; click it to turn one card onto the waste; the top card of the waste may go to a foundation or onto a packet. A packet that empties leaves a space, which only the top card of the waste may fill, one card, whenever you like. There is only one pass through the stock.&lt;/p&gt;&lt;p&gt;In the game options you can deal twelve single cards instead of packets of four; everything else stays the same.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tip:&lt;/b&gt; think before marrying cards onto a packet: a long run on top of a low card of its own suit can bury that card for good.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="319"/>
        <source>&lt;h2&gt;The Fourteenth&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Goal:&lt;/b&gt; clear away all 104 cards of two packs, two at a time, in pairs that add up to fourteen.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The grid:&lt;/b&gt; twenty-five cards lie face up in five rows of five. An ace counts 1, a jack 11, a queen 12, a king 13 and every other card its number. Two cards in the same row or in the same column are a pair when they add up to 14: ace and king, 2 and queen, 3 and jack, 4 and 10, 5 and 9, 6 and 8, or two 7s. Suits play no part, and neither do the cards or empty places lying between the two.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Playing:&lt;/b&gt; drag one card of a pair onto the other. Both are discarded and their places are filled straight away from the stock, the place nearer the top left first. When the stock has run out, places stay empty.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The exchange:&lt;/b&gt; once in a game, when no pair is left in the grid, you may swap two cards, or make two such swaps at once, so that a pair appears. Swaps that would not make a pair are refused, and the exchange is kept for later.&lt;/p&gt;&lt;p&gt;You win when every card has been discarded; the game is lost when no pair can be made any more.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="336"/>
        <source>&lt;h2&gt;The Fifteen&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Goal:&lt;/b&gt; bring all 104 cards of two packs onto eight foundations. Each suit has one foundation built up from its ace to its king, and one built down from its king to its ace.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The columns:&lt;/b&gt; the whole of both packs is dealt face up into fifteen columns; the last column gets one card fewer. Only the last card of a column can move: to a foundation, or onto the last card of another column when it is of the same suit and one rank higher or lower (the 7 of hearts on the 8 or the 6 of hearts). A column may go up and down by turns, but a king and an ace never follow each other. One card moves at a time.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Empty columns:&lt;/b&gt; any free card may be put into an empty column whenever you like. Moving a run into it card by card turns the run round.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The relief:&lt;/b&gt; at the start, before the first card reaches a foundation, you may once free one ace and one king (or just one of them) lying right under the last card of a column. They go straight to their foundations, and the cards that covered them stay where they are. Use the Relief button.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tip:&lt;/b&gt; when both foundations of a suit would take a card, think first about where its twin from the other pack will have to go.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="355"/>
        <source>&lt;h2&gt;Magic Fifteen&lt;/h2&gt;&lt;p&gt;A puzzle rather than a patience. The ace to 9 of one pack lie in a square of three rows of three; the ace counts one and suits do not matter.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Goal:&lt;/b&gt; make every row, every column and both diagonals add up to fifteen.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Playing:&lt;/b&gt; drag a card onto another card and the two change places. Swap as often as you like: the table shows how many of the eight lines already make fifteen and how many swaps you have made.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tip:&lt;/b&gt; there are eight solutions, all turns or mirror images of one another. In each of them the 5 sits in the middle.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="365"/>
        <source>&lt;h2&gt;Babette&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Goal:&lt;/b&gt; bring all 104 cards of two packs onto eight foundations: for each suit one built up from the ace to the king and one built down from the king to the ace.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The garden:&lt;/b&gt; the cards are dealt in rows of eight. On this table the garden lies on its side: each of the eight lines across is a column of the garden, and every new row is dealt to the right of the one before. A card is free when the place just to its right is empty, because no row has been dealt there yet or because the card that lay there has been played. Such a gap is never filled, so the card before it stays free even when more cards follow further along the line.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Playing:&lt;/b&gt; free cards can only go to the foundations; nothing is built in the garden. Click the stock to deal the next row whenever you like, even while plays are left.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Take-ups:&lt;/b&gt; twice in a game, once the stock is empty, you may take up the garden. The cards are gathered without shuffling, beginning with the bottom line and each line from its left end, and the first row of the new round is dealt at once. That makes three rounds in all.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="382"/>
        <source>&lt;h2&gt;Beggar My Neighbor&lt;/h2&gt;&lt;p&gt;The pack is dealt out face down and nobody looks at their cards. In turn each player turns their top card onto a pile in the middle.&lt;/p&gt;&lt;p&gt;An ace, king, queen or jack demands payment from the next player: four cards for an ace, three for a king, two for a queen, one for a jack. If a payment turns up another of these cards, the payment stops and the next player must pay the new debt. When a payment is made in plain cards only, the player who made the last demand takes the whole pile under their pack and starts again.&lt;/p&gt;&lt;p&gt;A player with no cards is out; the one who ends with all 52 wins. Some deals never end: the table notices when a position comes back and calls the game a draw.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="394"/>
        <source>&lt;h2&gt;Pope Joan&lt;/h2&gt;&lt;p&gt;&lt;b&gt;The board:&lt;/b&gt; eight pools lie in the middle: Ace, King, Queen and Jack (of trumps), Matrimony, Intrigue, Pope and Game. Before each deal the dealer puts 15 of his counters on them; what nobody wins stays there for later deals.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The deal:&lt;/b&gt; the eight of diamonds is left out. Everyone gets the same number of cards, a few go face down to a spare hand that nobody sees, and the last card is turned up for trumps. If it is the ace, king, queen or jack, the dealer takes that pool. If it is the nine of diamonds (the Pope), the dealer takes the Pope and Game pools, everyone pays him a counter for each card dealt to them, and the next player deals.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Play:&lt;/b&gt; you lead any card. The next card up in the same suit must follow at once, from whoever holds it, and so on, until the run stops: after a king, after the seven of diamonds, or when the next card is in the spare hand, is the turn-up or has been played. Whoever played the last card leads again. The table plays the forced cards for you.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Pools:&lt;/b&gt; playing the ace, king, queen or jack of trumps, or the Pope, wins its pool. King and queen of trumps played by the same player win Matrimony; queen and jack win Intrigue.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Going out:&lt;/b&gt; the first to play all his cards takes the Game pool, and each other player pays him a counter for every card left in hand; a player still holding the Pope pays nothing. After everyone has dealt the chosen number of times, the highest balance wins.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tip:&lt;/b&gt; lead cards that are sure to stop the run, such as kings, so that you lead again.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="419"/>
        <source>&lt;h2&gt;All Fours&lt;/h2&gt;&lt;p&gt;Two players, or four in two partnerships sitting opposite each other. Aces are high.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The deal:&lt;/b&gt; six cards each, and the next card is turned up to propose trumps. A turned-up jack scores a point for the dealer.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Begging:&lt;/b&gt; the player on the dealer&apos;s left may stand (the turned suit is trumps) or beg. After a beg the dealer either gives him a point, keeping the suit, or runs the cards: three more to each player and a new turn-up. A turn-up of the first suit is put aside and the cards are run again. After a run each player throws away cards until he holds six.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Play:&lt;/b&gt; six tricks. If you hold the suit led you must play it or a trump; otherwise play anything. The highest trump wins, or else the highest card of the suit led.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Scoring:&lt;/b&gt; one point each for &lt;i&gt;High&lt;/i&gt; (the highest trump dealt out), &lt;i&gt;Low&lt;/i&gt; (the lowest, kept by whoever was dealt it), &lt;i&gt;Jack&lt;/i&gt; (winning the trick with the jack of trumps) and &lt;i&gt;Game&lt;/i&gt; (the most card points in the tricks you won: ace 4, king 3, queen 2, jack 1, ten 10; on a tie the dealer&apos;s opponents score it). The first side to reach the target wins at once.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="438"/>
        <source>&lt;h2&gt;Speculation&lt;/h2&gt;&lt;p&gt;&lt;b&gt;The pool:&lt;/b&gt; the dealer stakes 6 counters and everyone else 4.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The deal:&lt;/b&gt; each player gets three cards face down, which nobody may look at, and the next card is turned up: its suit is trumps and it belongs to the dealer. A turned-up ace wins the pool at once.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Turning:&lt;/b&gt; going round the table from the dealer&apos;s left, each player turns up his top card. Only trumps count. The highest trump seen so far is the best card, and its owner will take the pool if nothing beats it.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Buying and selling:&lt;/b&gt; whenever a card becomes the best one (and the turn-up at the start), its owner may keep it or offer it for sale. The others bid in turn, each bid higher than the last, up to their own counters; passing drops you out. The owner then accepts the highest bid, taking the counters, or refuses it.&lt;/p&gt;&lt;p&gt;The deal ends when all cards are turned (or the ace of trumps appears), and the owner of the best card takes the pool. After everyone has dealt the chosen number of times, the highest balance wins.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tip:&lt;/b&gt; a card is worth its chance of staying best times the pool: the fewer cards left to turn and the fewer higher trumps unseen, the more it is worth.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="457"/>
        <source>&lt;h2&gt;High 14&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Cards:&lt;/b&gt; the 56 Rook cards, 1 to 14 in red, yellow, green and black. Before each deal the dealer cuts the pack; the colour of the card shown at the cut is trump for the round, and everybody sees where that card ends up. All the cards are dealt; any left over lie face down as the widow.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Play:&lt;/b&gt; the player on the dealer&apos;s left leads. Follow the colour led if you can; if you cannot, play anything. A 14 of any colour may be played at any time, whatever you hold.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Who takes the trick:&lt;/b&gt; a 14 beats every other card. With several 14s, the 14 of the colour led wins, or else the first 14 played. Without a 14 the highest trump wins, or else the highest card of the colour led. Whoever takes the first trick also takes the widow.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Scoring:&lt;/b&gt; 5 points for every trick, 5 for every 5 and 10 for every 10 you take; the 14s count nothing. The first to 250 wins; if several pass 250 in the same round the highest total wins, and a tie at the top plays another round. With four or six players you may play in two teams that share their points.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="474"/>
        <source>&lt;h2&gt;Rook for Two&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Cards:&lt;/b&gt; 44 Rook cards, 4 (low) to 14 (high) in four colours. You, your opponent and a Dummy get 13 cards each; the Dummy&apos;s cards stay face down in a pile. The last five cards are the nest. Drawing decides the first dealer; after that the deal alternates.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Bidding:&lt;/b&gt; the dealer has opened at 30 automatically. Then each in turn raises by fives (up to 125) or passes; the first pass ends the bidding. The winner names trump, looks at the nest and may swap exactly two cards with it, or none. The nest then counts for nobody.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Play:&lt;/b&gt; the non-dealer leads, the Dummy plays next and the dealer last. The Dummy always turns up the top card of its pile, whatever was led; players must follow the colour led if they can. The highest trump, or else the highest card of the colour led, takes the trick. Tricks the Dummy takes count for nobody, and the Dummy leads the next trick itself.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Scoring:&lt;/b&gt; 5s count 5, 10s and 14s count 10, and each trick 2. If the bidder takes at least the bid, both score what they took; if not, the bidder scores nothing and the opponent scores double. The first to 150 wins (the higher total if both get there in one round; a tie plays on).&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="493"/>
        <source>&lt;h2&gt;Kentucky Discard&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Teams and cards:&lt;/b&gt; four players, partners sitting opposite. The cards are 5 to 14 in four colours plus the Rook Bird. Each player gets nine cards, and five go face down to the nest.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Bidding:&lt;/b&gt; starting left of the dealer, bid from 70 up to 120 in fives, or pass; a player who passes is out of the bidding. If all four pass, the hand is thrown in (or, with that option, the dealer must bid 70).&lt;/p&gt;&lt;p&gt;&lt;b&gt;The nest:&lt;/b&gt; the highest bidder adds the nest to their hand, lays any five cards aside one at a time, and then names trump. Whoever takes the last trick also takes the cards laid aside.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The Bird:&lt;/b&gt; the highest trump. It may be played at any time, even when you could follow. If it is led, trump has been led; if trump is led and the Bird is your only trump, you must play it.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Scoring:&lt;/b&gt; 5s count 5, 10s and 14s 10, the Bird 20: 120 in all. A side that makes its bid scores its counters; a side that falls short loses the amount of its bid, while the other side always scores its counters. The first side to 300 wins. Variants change the cards: without the Bird, with the red 1 as the top trump worth 30, or with the 1s above the 14s worth 15 each; the bids scale with the points.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="512"/>
        <source>&lt;h2&gt;Quatorze&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Goal:&lt;/b&gt; get rid of your cards by laying them out in melds. Points count against you: a player whose total reaches 201 is out, and the last player left wins.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Cards:&lt;/b&gt; two packs with one or two jokers. The player to the dealer&apos;s right gets 15 cards, everybody else 14, and play goes round to the right. When the pack is cut and a joker shows at the bottom of the lifted part, the cutter keeps it.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Melds:&lt;/b&gt; a set is three or four cards of one rank, every suit different; a run is three or more cards of one suit in order. An ace sits below the two or above the king, but a run never goes round the corner from king to two. A joker may stand in for any card, one joker per meld.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Your turn:&lt;/b&gt; draw the top card of the stock, or take the top card of the discard pile if you put it into a meld straight away. Then meld if you can and want to, and end by discarding one card. The first player of a round just discards. Your last card cannot go into a meld: you always keep one to discard.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Opening:&lt;/b&gt; the first time you meld, your melds together must be worth at least 51: number cards at face value, jack, queen and king 10, an ace 11 (1 at the bottom of A-2-3), a joker the value of the card it replaces. After that you may meld freely and add cards to anybody&apos;s melds. With the joker swap option, you may also take a joker off the table by putting the card it stands for in its place.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Scoring:&lt;/b&gt; discarding your last card ends the round. You score -30 and the others the value of the cards they hold (a joker 25). If you laid out your whole hand in one turn without adding to anyone else&apos;s melds, you score -60 and the others&apos; points are doubled.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="536"/>
        <source>&lt;h2&gt;I Suspect You&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Goal:&lt;/b&gt; be the first to get rid of all your cards.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Playing:&lt;/b&gt; the whole pack is dealt. The player on the dealer&apos;s left starts by laying his lowest card face down and naming its rank. After that, each player in turn lays one card face down, and the rank he must name is always one above the last (ace, 2, 3 ... king, then ace again). The card does not have to be of that rank: you may bluff.&lt;/p&gt;&lt;p&gt;&lt;b&gt;I suspect you:&lt;/b&gt; after each card the other players may say &quot;I suspect you&quot;. The card is then turned up. If it is not of the rank named, the player who laid it picks up the whole pile; if it is, the doubter picks it up. When several players doubt, the first of them to the player&apos;s left makes the challenge.&lt;/p&gt;&lt;p&gt;You win when your last card stands, unchallenged or shown to be true.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tip:&lt;/b&gt; keep an honest card for your last play: everyone doubts a last card.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="550"/>
        <source>&lt;h2&gt;Old Maid&lt;/h2&gt;&lt;p&gt;One queen (the queen of clubs) is taken out, and the other 51 cards are dealt. Any two cards of the same rank in a hand are a pair, and pairs are put down on the table at once.&lt;/p&gt;&lt;p&gt;In turn, each player draws one card, unseen, from the hand of the nearest player on his right who still has cards. If it makes a pair with a card he holds, the pair goes down. You may shuffle your own hand before your neighbour draws from it.&lt;/p&gt;&lt;p&gt;Players whose hands run out are safe. The one left holding the last queen is the old maid and loses; everyone else wins.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="560"/>
        <source>&lt;h2&gt;Snip Snap Snorum&lt;/h2&gt;&lt;p&gt;Everyone starts with five counters, and the whole pack is dealt. In turn, each player lays one card face up.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Matching:&lt;/b&gt; if you hold a card of the rank just laid, you must lay it. The player you matched pays into the pool: one counter for the second card of the rank (&quot;Snip&quot;), two for the third (&quot;Snap&quot;) and three for the fourth (&quot;Snorum&quot;). After the fourth, or when you cannot match, you lay any card you like and a new run begins.&lt;/p&gt;&lt;p&gt;A player with no counters left drops out. When the player due to lay has no cards, the cards are dealt again. The last player with counters takes the pool and wins.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tip:&lt;/b&gt; lay ranks whose other cards you have already seen, so nobody can match you.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="573"/>
        <source>&lt;h2&gt;Snap&lt;/h2&gt;&lt;p&gt;The pack is dealt face down and nobody looks at their cards. In turn, each player turns the top card of his pack face up onto his own pile. When your pack is used up, your pile is turned over to become your pack again.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Snap!&lt;/b&gt; When the card just turned has the same rank as the top card of another pile, the two owners race to call. The first to call wins both piles and puts them under his pack. Calling when you may not (no match, or not your pile) costs you one card to every other player.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Animal Snap:&lt;/b&gt; everyone has an animal name, and instead of &quot;Snap&quot; you must call the other player&apos;s animal. Calling your own animal, or plain &quot;Snap&quot;, is a false call.&lt;/p&gt;&lt;p&gt;A player with no cards left is out; whoever wins every card wins the game.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="585"/>
        <source>&lt;p&gt;No description yet.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="591"/>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="593"/>
        <source>Joker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="595"/>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="596"/>
        <source>The Bird</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="602"/>
        <source>stock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="603"/>
        <source>waste</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="604"/>
        <source>centre pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="605"/>
        <source>the Sultan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="606"/>
        <source>trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="607"/>
        <source>discard pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="608"/>
        <source>pack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="609"/>
        <source>place for a new meld</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="610"/>
        <source>red talon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="611"/>
        <source>black talon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="612"/>
        <source>the Empress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="613"/>
        <source>the Guard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="614"/>
        <source>the Queens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="615"/>
        <source>centre of the mill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="619"/>
        <source>row %1, column %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="627"/>
        <source>%1 foundation from the ace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="628"/>
        <source>%1 foundation from the king</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="636"/>
        <source>hour %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="637"/>
        <location filename="../app/gametexts.cpp" line="654"/>
        <source>packet %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="639"/>
        <source>foundation %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="641"/>
        <source>fan %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="641"/>
        <source>tableau %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="642"/>
        <source>pack of player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="643"/>
        <source>hand of player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="644"/>
        <source>column %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="645"/>
        <source>Divan cell %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="646"/>
        <source>left row %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="647"/>
        <source>right row %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="648"/>
        <source>Army place %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="649"/>
        <source>Navy place %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="650"/>
        <source>Equator place %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="651"/>
        <source>Zodiac packet %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="652"/>
        <source>sail %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="653"/>
        <source>king pile %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="655"/>
        <source>meld %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="656"/>
        <source>meld %1 set aside for your opening</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts_tables.cpp" line="8"/>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts_tables.cpp" line="10"/>
        <location filename="../app/gametexts_tables.cpp" line="14"/>
        <source>North</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts_tables.cpp" line="12"/>
        <location filename="../app/gametexts_tables.cpp" line="14"/>
        <source>West</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts_tables.cpp" line="12"/>
        <location filename="../app/gametexts_tables.cpp" line="14"/>
        <source>East</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts_tables.cpp" line="15"/>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts_tables.cpp" line="29"/>
        <source>You win!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts_tables.cpp" line="29"/>
        <source>%1 wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts_tables.cpp" line="31"/>
        <source>First place shared: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts_tables.cpp" line="33"/>
        <source>The last round was played: the lowest total wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts_tables.cpp" line="49"/>
        <source>thrown in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts_tables.cpp" line="50"/>
        <source>%1 went out at once (points doubled)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts_tables.cpp" line="51"/>
        <source>went out at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts_tables.cpp" line="52"/>
        <source>%1 went out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts_tables.cpp" line="53"/>
        <source>went out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts_tables.cpp" line="54"/>
        <source>nobody went out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts_tables.cpp" line="42"/>
        <location filename="../app/gametexts_tables.cpp" line="59"/>
        <source>side %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts_tables.cpp" line="43"/>
        <source>Bid %1 by %2: made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts_tables.cpp" line="44"/>
        <source>Bid %1 by %2: set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts_tables.cpp" line="60"/>
        <source>%1 is out of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="689"/>
        <source>Deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="690"/>
        <source>Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="691"/>
        <source>Refill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="692"/>
        <source>Turn over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="693"/>
        <location filename="../app/gametexts.cpp" line="702"/>
        <source>Redeal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="703"/>
        <source>Resign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="731"/>
        <source>Play %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="732"/>
        <source>Relief: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="733"/>
        <source>Exchange %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="734"/>
        <source>Take Up the Garden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="743"/>
        <source>Play a Pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="744"/>
        <source>Relief</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="745"/>
        <source>Exchange</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gametexts.cpp" line="752"/>
        <source>Take &amp;Up (%n left)</source>
        <translation>
            <numerusform>Take &amp;Up (%n left)</numerusform>
            <numerusform>Take &amp;Up (%n left)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="752"/>
        <source>Take &amp;Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gametexts.cpp" line="753"/>
        <source>Re&amp;deal (%n left)</source>
        <translation>
            <numerusform>Re&amp;deal (%n left)</numerusform>
            <numerusform>Re&amp;deal (%n left)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="753"/>
        <source>Re&amp;deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="758"/>
        <source>Placing every card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="759"/>
        <source>Building home</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="771"/>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="772"/>
        <source>It is not your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="773"/>
        <source>That is not a move of this game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="774"/>
        <source>That cannot be done now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="775"/>
        <source>There is no such pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="776"/>
        <source>The %1 is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="777"/>
        <source>%1 is not free: another card lies on it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="778"/>
        <source>That card is face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="779"/>
        <source>Only one card may be moved at a time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="780"/>
        <source>Those cards are not in sequence, so they cannot move together.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="782"/>
        <source>Cards cannot be put on the %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="783"/>
        <source>%1 cannot go on %2: it must be of the same suit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="784"/>
        <source>%1 cannot go on %2: the colours must alternate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="787"/>
        <source>%1 cannot go on %2: only a %3 can.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="788"/>
        <source>%1 cannot go on %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="789"/>
        <source>Only an ace can start this foundation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="790"/>
        <source>Only a king can fill an empty column.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="791"/>
        <source>An empty pile stays empty in this game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="792"/>
        <source>This foundation is complete.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gametexts.cpp" line="794"/>
        <source>While the stock lasts, you can only build on a packet of at least %n cards.</source>
        <translation>
            <numerusform>While the stock lasts, you can only build on a packet of at least %n cards.</numerusform>
            <numerusform>While the stock lasts, you can only build on a packet of at least %n cards.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="795"/>
        <source>%1 can only go to a foundation from there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="796"/>
        <source>The stock is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="797"/>
        <source>There are no cards left to turn over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="798"/>
        <source>No redeals are left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="799"/>
        <source>There is no face-down card to turn there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="800"/>
        <source>That card is not there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="801"/>
        <source>The foundations open only when every card has been placed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="803"/>
        <source>Every card is placed: cards may now only go to the foundations.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="804"/>
        <source>An empty space takes only the top card of the waste.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="805"/>
        <source>There is a card on the %1 already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="807"/>
        <source>%1 may go to the centre only if a card from the sails or the waste can follow it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="810"/>
        <source>This pile has lent a card to the centre already: play a card from the sails or the waste there first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="812"/>
        <source>%1 is the base of its pile and never moves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="814"/>
        <source>%1 can only go home together with a card of the other colour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="816"/>
        <source>%1 is locked in a pair: it can only go home with its partner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="817"/>
        <source>No foundation takes %1 now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="819"/>
        <source>%1 comes into play only by filling an empty place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="820"/>
        <source>%1 and %2 are not in the same row or column.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="821"/>
        <source>%1 and %2 do not add up to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="822"/>
        <source>You may only exchange cards when no pair can be removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="823"/>
        <source>The exchange has already been used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="824"/>
        <source>After that exchange there would still be no pair.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="826"/>
        <source>The relief is only allowed before the first card reaches a foundation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="828"/>
        <source>There is no ace or king right under the last card of %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="829"/>
        <source>The relief frees at most one ace and one king.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="830"/>
        <source>The garden can only be taken up once the stock is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="831"/>
        <source>No take-ups are left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="833"/>
        <source>%1 cannot be played: follow the suit led (%2) or play a trump.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="836"/>
        <source>The point would take the other side to %1 and win the game: the dealer must run the cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="839"/>
        <source>The bid must be at least %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="840"/>
        <source>You cannot bid more than your %1 counters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="841"/>
        <source>You do not hold %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="843"/>
        <source>You must follow %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="844"/>
        <source>The bid cannot be more than %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="845"/>
        <source>Bids go up in steps of %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="846"/>
        <source>You may not pass: you must bid %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="847"/>
        <source>%1 is not in the nest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="849"/>
        <source>Exchange exactly %1 cards with the nest, or none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="851"/>
        <source>Your first melds must be worth at least 51 together; these are worth %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="853"/>
        <source>%1 may only be taken from the discard pile to be melded this turn (before you have opened, as part of an opening of 51 or more).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="855"/>
        <source>Only one joker is allowed in a meld.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="857"/>
        <source>These cards make neither a set (three or four of a rank, all suits different) nor a run (three or more of one suit in a row).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="859"/>
        <source>Keep one card to discard: your last card cannot be melded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="860"/>
        <source>First draw a card from the stock or take the top discard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="861"/>
        <source>On the first turn of a round you only discard a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="862"/>
        <source>You can add to the melds on the table once you have opened with 51.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="864"/>
        <source>%1 does not fit meld %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="865"/>
        <source>In this game a joker on the table stays there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="868"/>
        <source>Meld %1 has no joker.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="869"/>
        <source>The joker in meld %1 does not stand for %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="870"/>
        <source>There is no card at that place in the hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="871"/>
        <source>You hold a %1, so you must play it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="872"/>
        <source>That player is out of the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="873"/>
        <source>Too late: the snap has already been won.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="875"/>
        <source>That move is not allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="667"/>
        <source>Tiger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="668"/>
        <source>Lion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="669"/>
        <source>Bear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="670"/>
        <source>Wolf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="671"/>
        <source>Fox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="672"/>
        <source>Owl</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="673"/>
        <source>Horse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="674"/>
        <source>Zebra</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="675"/>
        <source>Monkey</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="676"/>
        <source>Panda</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="677"/>
        <source>Eagle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="678"/>
        <source>Shark</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LastTrickDialog</name>
    <message>
        <location filename="../app/tricks/lasttrick.cpp" line="19"/>
        <source>Last Trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/tricks/lasttrick.cpp" line="50"/>
        <source>No trick has been played yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/tricks/lasttrick.cpp" line="56"/>
        <source>the Dummy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/tricks/lasttrick.cpp" line="57"/>
        <source>%1 led; %2 took the trick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/tricks/lasttrick.cpp" line="68"/>
        <source>%1 (took it)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../app/mainwindow.cpp" line="66"/>
        <source>Cards turned from the stock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="67"/>
        <source>Turn uncovered cards automatically</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="68"/>
        <source>Deal single cards instead of packets of four</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="69"/>
        <source>First dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="71"/>
        <source>Rounds at most (then the lowest total wins)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="72"/>
        <source>Deals per player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="73"/>
        <source>Points to win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="74"/>
        <source>The best card&apos;s owner turns no more cards until it is beaten</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="75"/>
        <source>Partnerships</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="76"/>
        <source>When everybody passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="77"/>
        <source>Variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="78"/>
        <source>Jokers in the two packs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="79"/>
        <source>A joker on the table may be exchanged for its natural card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="80"/>
        <source>Your animal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="86"/>
        <source>On</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="87"/>
        <location filename="../app/mainwindow.cpp" line="377"/>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="88"/>
        <source>Drawn at random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="89"/>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="90"/>
        <source>The last seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="91"/>
        <source>The deal is thrown in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="92"/>
        <source>The dealer must bid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="93"/>
        <source>Standard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="94"/>
        <source>Original</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="95"/>
        <source>Red 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="96"/>
        <source>Buckeye</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="97"/>
        <source>Snap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="98"/>
        <source>Animal Snap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="109"/>
        <location filename="../app/mainwindow.cpp" line="494"/>
        <source>Card Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="118"/>
        <source>&amp;Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="120"/>
        <source>&amp;Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="159"/>
        <source>Solver verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow_tables.cpp" line="179"/>
        <source>Score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow_tables.cpp" line="180"/>
        <location filename="../app/mainwindow_tables.cpp" line="212"/>
        <source>Score Sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow_tables.cpp" line="185"/>
        <source>Play so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow_tables.cpp" line="186"/>
        <source>Play So Far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="192"/>
        <source>Your settings could not be read (%1); the defaults are used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="254"/>
        <source>&amp;New Deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="255"/>
        <source>N&amp;umbered Deal...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="256"/>
        <source>&amp;Restart Deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="257"/>
        <source>&amp;Choose Game...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="258"/>
        <source>&amp;All Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="259"/>
        <source>Game &amp;Options...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="260"/>
        <source>&amp;Save Game...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="261"/>
        <location filename="../app/mainwindow.cpp" line="913"/>
        <source>Save Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="262"/>
        <location filename="../app/mainwindow.cpp" line="268"/>
        <source>Card Table games (*.cardtable);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="266"/>
        <source>&amp;Load Game...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="267"/>
        <location filename="../app/mainwindow.cpp" line="892"/>
        <location filename="../app/mainwindow.cpp" line="897"/>
        <source>Load Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="272"/>
        <source>S&amp;tatistics...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="273"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="274"/>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="275"/>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="278"/>
        <source>&amp;Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="285"/>
        <source>Hint: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="287"/>
        <source>No hint: there is no useful move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="290"/>
        <source>Re&amp;deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="291"/>
        <source>&amp;Demo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="292"/>
        <source>Undo to Last &amp;Winnable Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mainwindow.cpp" line="295"/>
        <source>Back %n step(s), to the last position the solver could win.</source>
        <translation>
            <numerusform>Back %n step, to the last position the solver could win.</numerusform>
            <numerusform>Back %n steps, to the last position the solver could win.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="298"/>
        <source>Show &amp;Solver Verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="307"/>
        <source>Deal &amp;Winnable Games Only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="310"/>
        <source>&amp;Automatic Moves to Foundations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="315"/>
        <source>&amp;How to Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="316"/>
        <source>&amp;About Card Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="325"/>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="338"/>
        <source>&amp;Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="352"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="353"/>
        <source>Card &amp;Deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="364"/>
        <source>&amp;Shapes on Rook Cards (Colour-Blind Aid)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="377"/>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="377"/>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="377"/>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="386"/>
        <source>&amp;Colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="388"/>
        <source>As the &amp;System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="389"/>
        <source>&amp;Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="390"/>
        <source>&amp;Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="403"/>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="406"/>
        <source>System language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="418"/>
        <source>The new language applies the next time Card Table starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="422"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="426"/>
        <source>Main</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="431"/>
        <source>Game Actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="461"/>
        <source>There is no game called &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="482"/>
        <location filename="../app/mainwindow.cpp" line="879"/>
        <location filename="../app/mainwindow.cpp" line="903"/>
        <location filename="../app/mainwindow_tables.cpp" line="104"/>
        <source>%1 - Card Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="652"/>
        <source>Deal %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="653"/>
        <source>Deal %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="654"/>
        <source>Custom deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="655"/>
        <source>Moves: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="657"/>
        <source>Time: %1:%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="677"/>
        <location filename="../app/mainwindow.cpp" line="685"/>
        <source>Numbered Deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="678"/>
        <source>Deal number (0 to 4294967295):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="686"/>
        <source>&quot;%1&quot; is not a deal number. Deal numbers are whole numbers from 0 to 4294967295.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="698"/>
        <source>How to Play %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="701"/>
        <source>&lt;h3&gt;Playing with the mouse and keyboard&lt;/h3&gt;&lt;p&gt;Drag cards with the mouse; while you drag, the places where they may go light up. Click a card to send it to a foundation. Click the stock to deal.&lt;/p&gt;&lt;p&gt;With the keyboard: the arrow keys move between piles (and up and down a column), Space or Enter picks up and puts down, Escape cancels. Ctrl+Z undoes, Ctrl+Shift+Z redoes, H shows a hint.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="723"/>
        <source>%1 Options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="744"/>
        <source>Changes take effect with the next deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="758"/>
        <source>The new options apply from the next deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="763"/>
        <source>About Card Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="764"/>
        <source>&lt;h3&gt;Card Table %1&lt;/h3&gt;&lt;p&gt;Patience, Rook trick-taking games, rummy and parlour games, with the rules enforced exactly.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mainwindow.cpp" line="803"/>
        <source>You won in %n move(s).</source>
        <translation>
            <numerusform>You won in %n move.</numerusform>
            <numerusform>You won in %n moves.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="805"/>
        <source>No more moves are possible.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow_solver.cpp" line="33"/>
        <source>The demo has stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow_solver.cpp" line="37"/>
        <source>Demo: the solver plays on from here. Press D to stop it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow_solver.cpp" line="67"/>
        <source>The solver has no winning line from here; the demo has stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mainwindow_solver.cpp" line="116"/>
        <source>No winnable deal turned up in %n tries; this deal has not been checked.</source>
        <translation>
            <numerusform>No winnable deal turned up in %n try; this deal has not been checked.</numerusform>
            <numerusform>No winnable deal turned up in %n tries; this deal has not been checked.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/mainwindow_solver.cpp" line="123"/>
        <source>Deal %1 can be won; difficulty: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow_solver.cpp" line="144"/>
        <source>Looking for a winnable deal...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow_tables.cpp" line="234"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="823"/>
        <source>Your game could not be saved automatically. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mainwindow.cpp" line="855"/>
        <source>Your game of %1 (deal %2, %n move(s)) is waiting.</source>
        <translation>
            <numerusform>Your game of %1 (deal %2, %n move) is waiting.</numerusform>
            <numerusform>Your game of %1 (deal %2, %n moves) is waiting.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="857"/>
        <source>custom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="880"/>
        <source>Welcome back: your game continues where you left it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="892"/>
        <location filename="../app/mainwindow.cpp" line="897"/>
        <source>This game cannot be loaded: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="913"/>
        <source>There is no game to save.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="916"/>
        <source>Saved to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="374"/>
        <source>Game &amp;Speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow_tables.cpp" line="212"/>
        <source>Score Sheet (to %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow_tables.cpp" line="61"/>
        <source>New &amp;Game...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow_tables.cpp" line="70"/>
        <source>&amp;Last Trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mainwindow_tables.cpp" line="135"/>
        <source>The strongest computer player is looking at your cards...</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OldMaidTable</name>
    <message>
        <location filename="../app/parlour/oldmaidtable.cpp" line="34"/>
        <source>Old Maid controls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/oldmaidtable.cpp" line="37"/>
        <source>S&amp;huffle My Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/oldmaidtable.cpp" line="38"/>
        <source>Shuffle your cards before they are offered</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/parlour/oldmaidtable.cpp" line="106"/>
        <source>Pairs · %n card(s)</source>
        <translation>
            <numerusform>Pairs · %n card</numerusform>
            <numerusform>Pairs · %n cards</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/parlour/oldmaidtable.cpp" line="109"/>
        <source>%1 · the Old Maid!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/oldmaidtable.cpp" line="111"/>
        <source>%1 · out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/oldmaidtable.cpp" line="172"/>
        <source>You are left with the odd queen: you are the Old Maid!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/oldmaidtable.cpp" line="173"/>
        <source>%1 is the Old Maid. You are safe!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/oldmaidtable.cpp" line="175"/>
        <source>Your turn: pick a card from %1&apos;s hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/oldmaidtable.cpp" line="177"/>
        <source>%1 is drawing a card from your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/oldmaidtable.cpp" line="180"/>
        <source>%1 draws from %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PopeJoanTable</name>
    <message>
        <location filename="../app/parlour/popejoantable.cpp" line="157"/>
        <source>Trumps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/popejoantable.cpp" line="189"/>
        <source>Ace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/popejoantable.cpp" line="190"/>
        <source>King</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/popejoantable.cpp" line="191"/>
        <source>Queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/popejoantable.cpp" line="192"/>
        <source>Jack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/popejoantable.cpp" line="193"/>
        <source>Matrimony</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/popejoantable.cpp" line="194"/>
        <source>Intrigue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/popejoantable.cpp" line="195"/>
        <source>Pope (9♦)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/popejoantable.cpp" line="196"/>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/popejoantable.cpp" line="268"/>
        <source>Turn-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/parlour/popejoantable.cpp" line="270"/>
        <source>Stops: %n card(s)</source>
        <translation>
            <numerusform>Stops: %n card</numerusform>
            <numerusform>Stops: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/parlour/popejoantable.cpp" line="272"/>
        <source>%n played</source>
        <translation>
            <numerusform>%n played</numerusform>
            <numerusform>%n played</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/parlour/popejoantable.cpp" line="301"/>
        <source>Stop. Your lead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/popejoantable.cpp" line="301"/>
        <source>Your lead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/popejoantable.cpp" line="303"/>
        <source>Stop. %1 leads.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/popejoantable.cpp" line="303"/>
        <source>%1 leads.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/popejoantable.cpp" line="313"/>
        <source>The Pope turned up: %1 takes the Pope and the Game, and is paid for every card dealt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/popejoantable.cpp" line="315"/>
        <source>The Pope!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/popejoantable.cpp" line="319"/>
        <source>You went out (%1 counters). The stops were %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/popejoantable.cpp" line="320"/>
        <source>%1 went out (%2 counters). The stops were %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/popejoantable.cpp" line="324"/>
        <source>Out!</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/parlour/popejoantable.cpp" line="340"/>
        <source>%1: %n counter(s)</source>
        <translation>
            <numerusform>%1: %n counter</numerusform>
            <numerusform>%1: %n counters</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/parlour/popejoantable.cpp" line="341"/>
        <source>Board: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../app/main.cpp" line="131"/>
        <source>Card Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="76"/>
        <source>Classic card games, played exactly by their rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="53"/>
        <source>Start the game with this id (see cardtable-cli list).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="53"/>
        <location filename="../app/main.cpp" line="55"/>
        <source>id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="54"/>
        <source>Deal number to start with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="54"/>
        <source>number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="55"/>
        <source>French card deck to use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="57"/>
        <source>Animation speed factor: 0 (off) to 2 (slow).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="57"/>
        <source>factor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="59"/>
        <source>Print the time to first frame and card render times, then quit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="61"/>
        <source>Interface language (fr, de, ar, en ...).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="61"/>
        <source>code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="63"/>
        <source>Interface colours: system, light or dark.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="63"/>
        <source>colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="64"/>
        <source>Continue the automatically saved game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="70"/>
        <source>Play these actions, separated by &apos;;&apos; (for testing).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="70"/>
        <source>actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="72"/>
        <source>Print the current game record and quit (for testing).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="65"/>
        <source>Open a saved game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="65"/>
        <source>file</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QuatorzeTable</name>
    <message>
        <location filename="../app/rummy/quatorzetable.cpp" line="294"/>
        <location filename="../app/rummy/quatorzetable.cpp" line="363"/>
        <location filename="../app/rummy/quatorzetable.cpp" line="431"/>
        <location filename="../app/rummy/quatorzetable.cpp" line="456"/>
        <location filename="../app/rummy/quatorzetable.cpp" line="528"/>
        <location filename="../app/rummy/quatorzetable.cpp" line="553"/>
        <source>Wait for your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/rummy/quatorzetable.cpp" line="368"/>
        <source>Discard one card at a time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/rummy/quatorzetable.cpp" line="635"/>
        <source>You have opened: meld freely and add to any meld.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/rummy/quatorzetable.cpp" line="638"/>
        <source>Opening: %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/rummy/quatorzetable.cpp" line="641"/>
        <source>Meld the %1 you took.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/rummy/quatorzetable.cpp" line="683"/>
        <source>out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/rummy/quatorzetable.cpp" line="685"/>
        <source>opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/rummy/quatorzetable.cpp" line="690"/>
        <source>Drop cards here to form a meld</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/rummy/quatorzetable.cpp" line="703"/>
        <source>Your melds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/rummy/quatorzetable.cpp" line="711"/>
        <source>Opening count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/rummy/quatorzetable.cpp" line="723"/>
        <source>Put Down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/rummy/quatorzetable.cpp" line="724"/>
        <source>Take Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/rummy/quatorzetable.cpp" line="725"/>
        <source>Sort by Sets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/rummy/quatorzetable.cpp" line="726"/>
        <source>Sort by Runs</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RoundSummaryPanel</name>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="372"/>
        <source>Score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="375"/>
        <location filename="../app/tricks/trickpanels.cpp" line="414"/>
        <source>&amp;Next Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="401"/>
        <source>Bid %1 by %2: made.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="401"/>
        <source>Bid %1 by %2: set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="405"/>
        <source>Round %1 is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="408"/>
        <source>%1: %2 this round, %3 in all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="412"/>
        <source>The game goes to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="414"/>
        <source>&amp;See the Result</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreSheetModel</name>
    <message>
        <location filename="../app/models/scoresheetmodel.cpp" line="134"/>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/models/scoresheetmodel.cpp" line="127"/>
        <source>%1 total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/models/scoresheetmodel.cpp" line="102"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/models/scoresheetmodel.cpp" line="106"/>
        <source>made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/models/scoresheetmodel.cpp" line="106"/>
        <source>set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/models/scoresheetmodel.cpp" line="128"/>
        <source>the game goes to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/models/scoresheetmodel.cpp" line="141"/>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/models/scoresheetmodel.cpp" line="136"/>
        <source>Bid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/models/scoresheetmodel.cpp" line="138"/>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeatPlate</name>
    <message numerus="yes">
        <location filename="../app/tablegames/seatplate.cpp" line="27"/>
        <location filename="../app/tablegames/seatplate.cpp" line="174"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/tablegames/seatplate.cpp" line="29"/>
        <source>dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/tablegames/seatplate.cpp" line="31"/>
        <source>team %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/tablegames/seatplate.cpp" line="35"/>
        <location filename="../app/tablegames/seatplate.cpp" line="172"/>
        <source>thinking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/tablegames/seatplate.cpp" line="37"/>
        <source>to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/tablegames/seatplate.cpp" line="160"/>
        <source>D</source>
        <comment>dealer button</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SetupDialog</name>
    <message>
        <location filename="../app/tablegames/setupdialog.cpp" line="42"/>
        <source>New Game of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/tablegames/setupdialog.cpp" line="47"/>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/tablegames/setupdialog.cpp" line="51"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/tablegames/setupdialog.cpp" line="54"/>
        <source>&amp;Players:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/tablegames/setupdialog.cpp" line="73"/>
        <source>Computer players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/tablegames/setupdialog.cpp" line="74"/>
        <source>Beginners (play at random)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/tablegames/setupdialog.cpp" line="75"/>
        <source>Sound (follow good habits)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/tablegames/setupdialog.cpp" line="76"/>
        <source>Strong (look ahead; slower)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/tablegames/setupdialog.cpp" line="79"/>
        <source>&amp;Computer players:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/tablegames/setupdialog.cpp" line="82"/>
        <source>&amp;Deal</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SnapTable</name>
    <message>
        <location filename="../app/parlour/snaptable.cpp" line="27"/>
        <source>Snap controls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/snaptable.cpp" line="30"/>
        <source>&amp;Turn Card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/snaptable.cpp" line="31"/>
        <source>Turn the top card of your pack onto your pile (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/snaptable.cpp" line="32"/>
        <source>Turn for me after 4 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/snaptable.cpp" line="85"/>
        <source>SNAP!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/snaptable.cpp" line="86"/>
        <source>Cry &quot;Snap!&quot; when the card turned matches another pile (Space)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/snaptable.cpp" line="98"/>
        <source>%1: %2!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/snaptable.cpp" line="99"/>
        <source>Call %1 (the animal of %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/snaptable.cpp" line="101"/>
        <source>Call &quot;%1!&quot;, the animal of %2 (key %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/parlour/snaptable.cpp" line="148"/>
        <source>%1 · %n card(s)</source>
        <translation>
            <numerusform>%1 · %n card</numerusform>
            <numerusform>%1 · %n cards</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/parlour/snaptable.cpp" line="152"/>
        <source>out</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/parlour/snaptable.cpp" line="243"/>
        <source>You called first (%1 s) and win %n card(s).</source>
        <translation>
            <numerusform>You called first (%1 s) and win %n card.</numerusform>
            <numerusform>You called first (%1 s) and win %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/parlour/snaptable.cpp" line="244"/>
        <source>%1 called first (%2 s) and wins %n card(s).</source>
        <translation>
            <numerusform>%1 called first (%2 s) and wins %n card.</numerusform>
            <numerusform>%1 called first (%2 s) and wins %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/parlour/snaptable.cpp" line="248"/>
        <source>A false call! You give away %n card(s).</source>
        <translation>
            <numerusform>A false call! You give away %n card.</numerusform>
            <numerusform>A false call! You give away %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/parlour/snaptable.cpp" line="249"/>
        <source>%1 called falsely and gives away %n card(s).</source>
        <translation>
            <numerusform>%1 called falsely and gives away %n card.</numerusform>
            <numerusform>%1 called falsely and gives away %n cards.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/parlour/snaptable.cpp" line="277"/>
        <source>You are the %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/snaptable.cpp" line="281"/>
        <source>You hold every card: you win!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/snaptable.cpp" line="282"/>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/snaptable.cpp" line="284"/>
        <source>Your turn: turn a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/snaptable.cpp" line="286"/>
        <source>%1 to turn a card.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SnipSnapTable</name>
    <message numerus="yes">
        <location filename="../app/parlour/snipsnaptable.cpp" line="90"/>
        <source>%n laid</source>
        <translation>
            <numerusform>%n laid</numerusform>
            <numerusform>%n laid</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/parlour/snipsnaptable.cpp" line="95"/>
        <source>Out of play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/snipsnaptable.cpp" line="98"/>
        <source>%1 (retired)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/snipsnaptable.cpp" line="114"/>
        <source>Snip!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/snipsnaptable.cpp" line="114"/>
        <source>Snap!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/snipsnaptable.cpp" line="114"/>
        <source>Snorum!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/snipsnaptable.cpp" line="117"/>
        <source>Pays %1 and retires</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/snipsnaptable.cpp" line="118"/>
        <source>Pays %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/snipsnaptable.cpp" line="127"/>
        <source>Chain of %1 ×%2: match it if you can.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/snipsnaptable.cpp" line="128"/>
        <source>Chain of %1 ×%2: %3 to match it if able.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/snipsnaptable.cpp" line="133"/>
        <source>Lay any card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/snipsnaptable.cpp" line="133"/>
        <source>%1 lays any card.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SolverWatch</name>
    <message>
        <location filename="../app/solverwatch.cpp" line="163"/>
        <source>Solver: thinking...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/solverwatch.cpp" line="164"/>
        <source>Solver: winnable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/solverwatch.cpp" line="165"/>
        <source>Solver: no longer winnable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/solverwatch.cpp" line="166"/>
        <source>Solver: cannot be won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/solverwatch.cpp" line="167"/>
        <source>Solver: unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/solverwatch.cpp" line="175"/>
        <source>easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/solverwatch.cpp" line="177"/>
        <source>medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/solverwatch.cpp" line="178"/>
        <source>hard</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SpeculationPanel</name>
    <message>
        <location filename="../app/parlour/speculationpanel.cpp" line="24"/>
        <source>Keep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/speculationpanel.cpp" line="25"/>
        <source>Offer for sale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/speculationpanel.cpp" line="26"/>
        <source>Bid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/speculationpanel.cpp" line="27"/>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/speculationpanel.cpp" line="28"/>
        <source>Accept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/speculationpanel.cpp" line="29"/>
        <source>Refuse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/speculationpanel.cpp" line="32"/>
        <source>Sale of the best card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/speculationpanel.cpp" line="42"/>
        <source>Your bid, in counters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/speculationpanel.cpp" line="44"/>
        <source> counters</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/parlour/speculationpanel.cpp" line="112"/>
        <source>It stays the best card %1% of the time: worth about %2 of the %n counter(s) in the pool.</source>
        <translation>
            <numerusform>It stays the best card %1% of the time: worth about %2 of the %n counter in the pool.</numerusform>
            <numerusform>It stays the best card %1% of the time: worth about %2 of the %n counters in the pool.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/parlour/speculationpanel.cpp" line="123"/>
        <source>Your %1 is the best card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/speculationpanel.cpp" line="124"/>
        <source>Keep it, or offer it for sale?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/speculationpanel.cpp" line="129"/>
        <source>%1 offers the %2 for sale.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/speculationpanel.cpp" line="131"/>
        <source>No bid yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/speculationpanel.cpp" line="132"/>
        <source>High bid: %1 by %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/speculationpanel.cpp" line="151"/>
        <source>%1 bids %2 for your %3.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SpeculationTable</name>
    <message>
        <location filename="../app/parlour/speculationtable.cpp" line="187"/>
        <source>Bought</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/speculationtable.cpp" line="196"/>
        <source>Turn-up: trumps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/speculationtable.cpp" line="198"/>
        <source>Not dealt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/speculationtable.cpp" line="216"/>
        <source>I keep it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/speculationtable.cpp" line="218"/>
        <source>For sale!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/speculationtable.cpp" line="220"/>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/speculationtable.cpp" line="222"/>
        <source>%1!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/speculationtable.cpp" line="224"/>
        <source>Sold!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/speculationtable.cpp" line="226"/>
        <source>Not enough</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/speculationtable.cpp" line="237"/>
        <source>You take the pool (%1 counters won).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/speculationtable.cpp" line="238"/>
        <source>%1 takes the pool (%2 counters won).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/speculationtable.cpp" line="263"/>
        <source>Best card: %1, held by %2</source>
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
    <name>SuspectTable</name>
    <message>
        <location filename="../app/parlour/suspecttable.cpp" line="28"/>
        <source>I Suspect You controls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/suspecttable.cpp" line="31"/>
        <source>I &amp;Suspect You!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/suspecttable.cpp" line="32"/>
        <source>Say the card just laid is not what was called (S)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/suspecttable.cpp" line="33"/>
        <location filename="../app/parlour/suspecttable.cpp" line="198"/>
        <source>&amp;Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/suspecttable.cpp" line="34"/>
        <source>Let the play stand (P)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/suspecttable.cpp" line="102"/>
        <source>Call: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/parlour/suspecttable.cpp" line="109"/>
        <source>Pile · %n card(s)</source>
        <translation>
            <numerusform>Pile · %n card</numerusform>
            <numerusform>Pile · %n cards</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/parlour/suspecttable.cpp" line="117"/>
        <source>Truthful!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/suspecttable.cpp" line="117"/>
        <source>Caught!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/suspecttable.cpp" line="118"/>
        <source>You suspected %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/suspecttable.cpp" line="119"/>
        <source>%1 suspected you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/suspecttable.cpp" line="120"/>
        <source>%1 suspected %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/parlour/suspecttable.cpp" line="121"/>
        <source>You pick up %n card(s).</source>
        <translation>
            <numerusform>You pick up %n card.</numerusform>
            <numerusform>You pick up %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/parlour/suspecttable.cpp" line="122"/>
        <source>%1 picks up %n card(s).</source>
        <translation>
            <numerusform>%1 picks up %n card.</numerusform>
            <numerusform>%1 picks up %n cards.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/parlour/suspecttable.cpp" line="124"/>
        <source>The card was the %1, called %2. %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/suspecttable.cpp" line="173"/>
        <source>Your hand is empty: you win!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/suspecttable.cpp" line="174"/>
        <source>%1 has no cards left and wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/suspecttable.cpp" line="175"/>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/suspecttable.cpp" line="177"/>
        <source>%1 laid a card as a %2. Do you believe it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/suspecttable.cpp" line="180"/>
        <source>%1 laid a card as a %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/suspecttable.cpp" line="183"/>
        <source>Your turn: click a card to lay it face down as a %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/suspecttable.cpp" line="185"/>
        <source>%1 to lay a card as a %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/parlour/suspecttable.cpp" line="207"/>
        <source>&amp;Pass (%1 s)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message numerus="yes">
        <location filename="../app/table/tablescene.cpp" line="419"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/table/tablescene_input.cpp" line="271"/>
        <location filename="../app/table/tablescene_input.cpp" line="293"/>
        <source>Empty %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/table/tablescene_input.cpp" line="274"/>
        <source>%1 face up on top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/table/tablescene_input.cpp" line="275"/>
        <source>face down</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/table/tablescene_input.cpp" line="276"/>
        <source>%1, %n card(s), %2</source>
        <translation>
            <numerusform>%1, %n card, %2</numerusform>
            <numerusform>%1, %n cards, %2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/table/tablescene_input.cpp" line="296"/>
        <source>Face-down card, on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/table/tablescene_input.cpp" line="297"/>
        <source>%1, face up, on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/table/tablescene_input.cpp" line="415"/>
        <source>Cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/table/tablescene_input.cpp" line="458"/>
        <source>Picked up %1. Move to a pile and press Space to put it down, or Escape.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/table/tablescene.cpp" line="646"/>
        <source>Well done: the game is won!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/table/tablescene.cpp" line="652"/>
        <source>No more moves. Undo, or start a new deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/table/tablescene.cpp" line="654"/>
        <source>An endless game: the position repeated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/table/tablescene.cpp" line="656"/>
        <source>A draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/table/tablescene.cpp" line="658"/>
        <source>Game over.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../app/table/tableview.cpp" line="31"/>
        <source>Card table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/table/tableview.cpp" line="32"/>
        <source>Use the arrow keys to move between piles, Space to pick up and put down cards, Escape to cancel.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrickPanel</name>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="433"/>
        <source>The computer would: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="436"/>
        <source>The computer would play %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="437"/>
        <source>The computer would bid %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="438"/>
        <source>The computer would pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="440"/>
        <source>The computer would name %1 trump.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="443"/>
        <source>The computer would lay aside %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="447"/>
        <source>The computer would give %1 and %2 for %3 and %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="450"/>
        <source>The computer would keep its hand.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrickPresenter</name>
    <message>
        <location filename="../app/tricks/trickpresenter.cpp" line="64"/>
        <source>the Dummy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpresenter.cpp" line="73"/>
        <source> &amp; </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpresenter.cpp" line="107"/>
        <source>%1 takes the trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpresenter.cpp" line="121"/>
        <source>%1 cuts %2: trump is %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpresenter.cpp" line="164"/>
        <source>Everybody passed: the hand is thrown in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpresenter.cpp" line="246"/>
        <source>Dummy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpresenter.cpp" line="255"/>
        <source>Widow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpresenter.cpp" line="255"/>
        <source>Nest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpresenter.cpp" line="279"/>
        <source>bid %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpresenter.cpp" line="280"/>
        <source>passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpresenter.cpp" line="284"/>
        <source>contract %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/tricks/trickpresenter.cpp" line="291"/>
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n trick</numerusform>
            <numerusform>%n tricks</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpresenter.cpp" line="306"/>
        <source>Bidding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpresenter.cpp" line="307"/>
        <source>Bidding: %1 by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpresenter.cpp" line="312"/>
        <source>Contract %1 by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpresenter.cpp" line="316"/>
        <source>Trump: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpresenter.cpp" line="318"/>
        <source>Trump to be named</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrumpPanel</name>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="204"/>
        <source>Name trump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="204"/>
        <source>Your contract is %1. Which colour is trump?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
