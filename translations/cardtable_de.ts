<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>AllFoursScoreModel</name>
    <message>
        <location filename="../app/models/allfoursscoremodel.cpp" line="53"/>
        <source>Side %1</source>
        <translation>Seite %1</translation>
    </message>
    <message>
        <location filename="../app/models/allfoursscoremodel.cpp" line="62"/>
        <source>Jack turned up: %1</source>
        <translation>Bube aufgedeckt: %1</translation>
    </message>
    <message>
        <location filename="../app/models/allfoursscoremodel.cpp" line="64"/>
        <source>Gift: %1</source>
        <translation>Geschenk: %1</translation>
    </message>
    <message>
        <location filename="../app/models/allfoursscoremodel.cpp" line="66"/>
        <source>Pack ran out: dealt again</source>
        <translation>Stapel erschöpft: neu gegeben</translation>
    </message>
    <message>
        <location filename="../app/models/allfoursscoremodel.cpp" line="103"/>
        <source>The running total; the first side to %1 wins</source>
        <translation>Die laufende Summe; die erste Seite mit %1 gewinnt</translation>
    </message>
    <message>
        <location filename="../app/models/allfoursscoremodel.cpp" line="107"/>
        <source>Deal</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../app/models/allfoursscoremodel.cpp" line="108"/>
        <source>High</source>
        <translation>Hoch</translation>
    </message>
    <message>
        <location filename="../app/models/allfoursscoremodel.cpp" line="109"/>
        <source>Low</source>
        <translation>Niedrig</translation>
    </message>
    <message>
        <location filename="../app/models/allfoursscoremodel.cpp" line="110"/>
        <source>Jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <location filename="../app/models/allfoursscoremodel.cpp" line="111"/>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <location filename="../app/models/allfoursscoremodel.cpp" line="112"/>
        <source>Before play</source>
        <translation>Vor dem Spiel</translation>
    </message>
    <message>
        <location filename="../app/models/allfoursscoremodel.cpp" line="113"/>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
</context>
<context>
    <name>BeggarTable</name>
    <message>
        <location filename="../app/parlour/beggartable.cpp" line="39"/>
        <source>Beggar My Neighbor controls</source>
        <translation>Steuerung von Bettelmann</translation>
    </message>
    <message>
        <location filename="../app/parlour/beggartable.cpp" line="42"/>
        <source>&amp;Turn Card</source>
        <translation>Karte &amp;aufdecken</translation>
    </message>
    <message>
        <location filename="../app/parlour/beggartable.cpp" line="43"/>
        <source>Turn the top card of your pack (Space)</source>
        <translation>Die oberste Karte deines Stapels aufdecken (Leertaste)</translation>
    </message>
    <message>
        <location filename="../app/parlour/beggartable.cpp" line="44"/>
        <source>&amp;Automatic</source>
        <translation>&amp;Automatisch</translation>
    </message>
    <message>
        <location filename="../app/parlour/beggartable.cpp" line="46"/>
        <source>Turn my cards automatically</source>
        <translation>Meine Karten automatisch aufdecken</translation>
    </message>
    <message>
        <location filename="../app/parlour/beggartable.cpp" line="49"/>
        <source>Speed</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <location filename="../app/parlour/beggartable.cpp" line="53"/>
        <source>Speed of play</source>
        <translation>Spieltempo</translation>
    </message>
    <message>
        <location filename="../app/parlour/beggartable.cpp" line="60"/>
        <source>Play to &amp;End</source>
        <translation>Bis zum &amp;Ende spielen</translation>
    </message>
    <message>
        <location filename="../app/parlour/beggartable.cpp" line="61"/>
        <source>Turn every remaining card at once and see who wins</source>
        <translation>Alle übrigen Karten auf einmal aufdecken und sehen, wer gewinnt</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/parlour/beggartable.cpp" line="151"/>
        <source>You owe %1 %n card(s)</source>
        <translation>
            <numerusform>Du schuldest %1 %n Karte</numerusform>
            <numerusform>Du schuldest %1 %n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/parlour/beggartable.cpp" line="153"/>
        <source>%1 owes you %n card(s)</source>
        <translation>
            <numerusform>%1 schuldet dir %n Karte</numerusform>
            <numerusform>%1 schuldet dir %n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/parlour/beggartable.cpp" line="154"/>
        <source>%1 owes %2 %n card(s)</source>
        <translation>
            <numerusform>%1 schuldet %2 %n Karte</numerusform>
            <numerusform>%1 schuldet %2 %n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/parlour/beggartable.cpp" line="164"/>
        <source>Trick %1 · %n card(s) turned</source>
        <translation>
            <numerusform>Stich %1 · %n Karte aufgedeckt</numerusform>
            <numerusform>Stich %1 · %n Karten aufgedeckt</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/parlour/beggartable.cpp" line="171"/>
        <source>You hold all 52 cards: you win!</source>
        <translation>Du hast alle 52 Karten: du gewinnst!</translation>
    </message>
    <message>
        <location filename="../app/parlour/beggartable.cpp" line="172"/>
        <source>%1 holds all 52 cards and wins.</source>
        <translation>%1 hat alle 52 Karten und gewinnt.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/parlour/beggartable.cpp" line="173"/>
        <source>%n trick(s), </source>
        <translation>
            <numerusform>%n Stich, </numerusform>
            <numerusform>%n Stiche, </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/parlour/beggartable.cpp" line="174"/>
        <source>%n card(s) turned.</source>
        <translation>
            <numerusform>%n Karte aufgedeckt.</numerusform>
            <numerusform>%n Karten aufgedeckt.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/parlour/beggartable.cpp" line="177"/>
        <source>This deal never ends: the cards at the start of trick %1 lay exactly as at the start of trick %2, so play would go round for ever. The game is a draw.</source>
        <translation>Dieses Spiel endet nie: Zu Beginn von Stich %1 liegen die Karten genau wie zu Beginn von Stich %2, das Spiel würde sich also ewig im Kreis drehen. Die Partie ist unentschieden.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/parlour/beggartable.cpp" line="182"/>
        <source>No end after %n trick(s): the game is stopped as a draw.</source>
        <translation>
            <numerusform>Kein Ende nach %n Stich: Die Partie endet unentschieden.</numerusform>
            <numerusform>Kein Ende nach %n Stichen: Die Partie endet unentschieden.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/parlour/beggartable.cpp" line="187"/>
        <source>Your court card: %1 must pay.</source>
        <translation>Deine Bildkarte: %1 muss zahlen.</translation>
    </message>
    <message>
        <location filename="../app/parlour/beggartable.cpp" line="189"/>
        <source>%1 turned a court card: you must pay.</source>
        <translation>%1 hat eine Bildkarte aufgedeckt: du musst zahlen.</translation>
    </message>
    <message>
        <location filename="../app/parlour/beggartable.cpp" line="191"/>
        <source>%1 turned a court card: %2 must pay.</source>
        <translation>%1 hat eine Bildkarte aufgedeckt: %2 muss zahlen.</translation>
    </message>
    <message>
        <location filename="../app/parlour/beggartable.cpp" line="196"/>
        <source>Your turn: turn a card.</source>
        <translation>Du bist dran: decke eine Karte auf.</translation>
    </message>
    <message>
        <location filename="../app/parlour/beggartable.cpp" line="198"/>
        <source>%1 to turn a card.</source>
        <translation>%1 deckt eine Karte auf.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/parlour/beggartable.cpp" line="206"/>
        <source>Pile · %n card(s)</source>
        <translation>
            <numerusform>Stapel · %n Karte</numerusform>
            <numerusform>Stapel · %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/parlour/beggartable.cpp" line="223"/>
        <source>You take the pile.</source>
        <translation>Du nimmst den Stapel.</translation>
    </message>
    <message>
        <location filename="../app/parlour/beggartable.cpp" line="223"/>
        <source>%1 takes the pile.</source>
        <translation>%1 nimmt den Stapel.</translation>
    </message>
</context>
<context>
    <name>BiddingPanel</name>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="120"/>
        <source>Bid amount</source>
        <translation>Gebotshöhe</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="121"/>
        <source>&amp;Bid</source>
        <translation>&amp;Bieten</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="123"/>
        <source>&amp;Pass</source>
        <translation>&amp;Passen</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="149"/>
        <source>Your bid</source>
        <translation>Ihr Gebot</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="150"/>
        <source>Nobody has bid yet.</source>
        <translation>Noch hat niemand geboten.</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="151"/>
        <source>The bid stands at %1 (%2).</source>
        <translation>Das Gebot steht bei %1 (%2).</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="156"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="157"/>
        <source>pass</source>
        <translation>passe</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="158"/>
        <source>Bids so far: none</source>
        <translation>Bisherige Gebote: keine</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="159"/>
        <source>Bids so far: %1</source>
        <translation>Bisherige Gebote: %1</translation>
    </message>
</context>
<context>
    <name>CounterStackItem</name>
    <message numerus="yes">
        <location filename="../app/table/counteritems.cpp" line="110"/>
        <source>%n counter(s)</source>
        <translation>
            <numerusform>%n Spielmarke</numerusform>
            <numerusform>%n Spielmarken</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/table/counteritems.cpp" line="111"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>CounterTable</name>
    <message>
        <location filename="../app/parlour/countertable.cpp" line="278"/>
        <source>Pool</source>
        <translation>Kasse</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/parlour/countertable.cpp" line="370"/>
        <source>%1: %n counter(s)</source>
        <translation>
            <numerusform>%1: %n Spielmarke</numerusform>
            <numerusform>%1: %n Spielmarken</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeckTheme</name>
    <message>
        <location filename="../app/deck/decktheme.cpp" line="133"/>
        <source>Card Table classic</source>
        <translation>Card Table klassisch</translation>
    </message>
    <message>
        <location filename="../app/deck/decktheme.cpp" line="138"/>
        <source>Card Table Rook</source>
        <translation>Card Table Rook</translation>
    </message>
    <message>
        <location filename="../app/deck/decktheme.cpp" line="187"/>
        <source>The card deck &quot;%1&quot; is not installed.</source>
        <translation>Das Kartenblatt „%1“ ist nicht installiert.</translation>
    </message>
    <message>
        <location filename="../app/deck/deckcheck.cpp" line="47"/>
        <source>The card deck &quot;%1&quot; could not be read.</source>
        <translation>Das Kartenblatt „%1“ konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <location filename="../app/deck/deckcheck.cpp" line="50"/>
        <source>The card deck &quot;%1&quot; is not a valid SVG file.</source>
        <translation>Das Kartenblatt „%1“ ist keine gültige SVG-Datei.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/deck/deckcheck.cpp" line="56"/>
        <source>The card deck &quot;%1&quot; lacks %n card image(s) (%2).</source>
        <translation>
            <numerusform>Dem Kartenblatt „%1“ fehlt %n Kartenbild (%2).</numerusform>
            <numerusform>Dem Kartenblatt „%1“ fehlen %n Kartenbilder (%2).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/deck/deckcheck.cpp" line="62"/>
        <source>The card deck &quot;%1&quot; has an empty card back.</source>
        <translation>Das Kartenblatt „%1“ hat eine leere Rückseite.</translation>
    </message>
    <message>
        <location filename="../app/deck/decktheme.cpp" line="199"/>
        <source>Using the Card Table deck instead.</source>
        <translation>Stattdessen wird das Card-Table-Blatt verwendet.</translation>
    </message>
</context>
<context>
    <name>DiscardPanel</name>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="298"/>
        <source>&amp;Lay Aside</source>
        <translation>&amp;Ablegen</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/tricks/trickpanels.cpp" line="339"/>
        <source>Lay %n card(s) aside</source>
        <translation>
            <numerusform>%n Karte ablegen</numerusform>
            <numerusform>%n Karten ablegen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="340"/>
        <source>You have taken the nest. Click the cards to lay aside, then confirm.</source>
        <translation>Sie haben das Nest aufgenommen. Klicken Sie die Karten an, die Sie ablegen, und bestätigen Sie.</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="349"/>
        <source>Chosen: none yet</source>
        <translation>Gewählt: noch keine</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="350"/>
        <source>Chosen (%1 of %2): %3</source>
        <translation>Gewählt (%1 von %2): %3</translation>
    </message>
</context>
<context>
    <name>ExchangePanel</name>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="218"/>
        <source>&amp;Exchange</source>
        <translation>&amp;Tauschen</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="219"/>
        <source>&amp;Keep My Hand</source>
        <translation>Hand &amp;behalten</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="259"/>
        <source>Exchange with the nest</source>
        <translation>Tausch mit dem Nest</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="260"/>
        <source>Click %1 cards of your hand and %1 of the nest to swap them, or keep your hand.</source>
        <translation>Klicken Sie %1 Karten Ihrer Hand und %1 des Nests an, um sie zu tauschen, oder behalten Sie Ihre Hand.</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="275"/>
        <source>You give: %1
You take: %2</source>
        <translation>Sie geben: %1
Sie nehmen: %2</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="276"/>
        <location filename="../app/tricks/trickpanels.cpp" line="277"/>
        <source>nothing yet</source>
        <translation>noch nichts</translation>
    </message>
</context>
<context>
    <name>FoursTable</name>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="30"/>
        <source>All Fours controls</source>
        <translation>Steuerung von All Fours</translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="34"/>
        <source>&amp;Stand</source>
        <translation>&amp;Stehen</translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="34"/>
        <source>&amp;Beg</source>
        <translation>&amp;Betteln</translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="34"/>
        <source>&amp;Give One</source>
        <translation>Einen Punkt &amp;geben</translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="34"/>
        <source>&amp;Run the Cards</source>
        <translation>Karten &amp;nachgeben</translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="36"/>
        <source>Play with the turned-up suit as trumps</source>
        <translation>Mit der aufgedeckten Farbe als Trumpf spielen</translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="36"/>
        <source>Ask the dealer for a point or a new trump suit</source>
        <translation>Vom Geber einen Punkt oder eine neue Trumpffarbe verlangen</translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="37"/>
        <source>Give the other side one point and keep this trump suit</source>
        <translation>Der anderen Seite einen Punkt geben und diese Trumpffarbe behalten</translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="38"/>
        <source>Deal three more cards each and turn up a new trump</source>
        <translation>Jedem drei weitere Karten geben und einen neuen Trumpf aufdecken</translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="50"/>
        <source>All Fours score sheet</source>
        <translation>Punkteblatt von All Fours</translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="89"/>
        <source>%1 &amp; %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="156"/>
        <source>Trumps</source>
        <translation>Trumpf</translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="158"/>
        <source>Dead turn-ups</source>
        <translation>Verworfene Trumpfkarten</translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="162"/>
        <source>Stock</source>
        <translation>Stapel</translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="165"/>
        <source>dealer</source>
        <translation>Geber</translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="175"/>
        <source>nobody</source>
        <translation>niemand</translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="177"/>
        <source>High: %1</source>
        <translation>Hoch: %1</translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="179"/>
        <location filename="../app/parlour/fourstable.cpp" line="181"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="180"/>
        <source>Low: %1</source>
        <translation>Niedrig: %1</translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="182"/>
        <source>Jack: %1</source>
        <translation>Bube: %1</translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="183"/>
        <source>Game: %1 (%2 to %3)</source>
        <translation>Partie: %1 (%2 zu %3)</translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="217"/>
        <source>Trumps: %1</source>
        <translation>Trumpf: %1</translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="221"/>
        <source>Your side reaches %1: you win!</source>
        <translation>Deine Seite erreicht %1: du gewinnst!</translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="222"/>
        <source>%1 reach %2 and win.</source>
        <translation>%1 erreichen %2 und gewinnen.</translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="226"/>
        <source>%1. Stand, or beg for a point?</source>
        <translation>%1. Stehen oder um einen Punkt betteln?</translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="227"/>
        <source>%1. %2 decides whether to beg.</source>
        <translation>%1. %2 entscheidet, ob er bettelt.</translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="230"/>
        <source>%1 begs. Give one point, or run the cards?</source>
        <translation>%1 bettelt. Einen Punkt geben oder Karten nachgeben?</translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="231"/>
        <source>You begged: %1 gives a point or runs the cards.</source>
        <translation>Du hast gebettelt: %1 gibt einen Punkt oder gibt Karten nach.</translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="235"/>
        <source>%1. Discard a card (down to six).</source>
        <translation>%1. Wirf eine Karte ab (bis auf sechs).</translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="236"/>
        <source>%1. %2 discards.</source>
        <translation>%1. %2 wirft ab.</translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="239"/>
        <source>%1. Your turn: play a card.</source>
        <translation>%1. Du bist dran: spiele eine Karte.</translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="240"/>
        <source>%1. %2 to play.</source>
        <translation>%1. %2 ist am Zug.</translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="246"/>
        <source>Last deal: %1</source>
        <translation>Letztes Spiel: %1</translation>
    </message>
</context>
<context>
    <name>GameChooser</name>
    <message>
        <location filename="../app/gamechooser.cpp" line="56"/>
        <location filename="../app/gamechooser.cpp" line="58"/>
        <source>Search games</source>
        <translation>Spiele suchen</translation>
    </message>
    <message>
        <location filename="../app/gamechooser.cpp" line="60"/>
        <source>Family</source>
        <translation>Familie</translation>
    </message>
    <message>
        <location filename="../app/gamechooser.cpp" line="61"/>
        <source>All families</source>
        <translation>Alle Familien</translation>
    </message>
    <message>
        <location filename="../app/gamechooser.cpp" line="66"/>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <location filename="../app/gamechooser.cpp" line="72"/>
        <source>Preview of the opening deal</source>
        <translation>Vorschau der Anfangsverteilung</translation>
    </message>
    <message>
        <location filename="../app/gamechooser.cpp" line="75"/>
        <source>How to play</source>
        <translation>Spielregeln</translation>
    </message>
    <message>
        <location filename="../app/gamechooser.cpp" line="76"/>
        <source>&amp;Play</source>
        <translation>&amp;Spielen</translation>
    </message>
    <message>
        <location filename="../app/gamechooser.cpp" line="135"/>
        <source>&lt;p&gt;No game matches.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Kein Spiel passt.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gamechooser.cpp" line="140"/>
        <source>&lt;p&gt;&lt;i&gt;%1&lt;/i&gt; &amp;middot; %2 &amp;middot; players: %3&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;%1&lt;/i&gt; &amp;middot; %2 &amp;middot; Spieler: %3&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>GameChooserDialog</name>
    <message>
        <location filename="../app/gamechooser.cpp" line="171"/>
        <source>Choose a Game</source>
        <translation>Spiel auswählen</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../app/gamecontroller.cpp" line="44"/>
        <source>There is no game called &quot;%1&quot;.</source>
        <translation>Es gibt kein Spiel namens „%1“.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="492"/>
        <source>Move %1 to the %2.</source>
        <translation>%1 auf %2 legen.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="495"/>
        <source>Click the stock.</source>
        <translation>Auf den Stapel klicken.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="496"/>
        <source>Turn over the top card of the %1.</source>
        <translation>Die oberste Karte von %1 umdrehen.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="497"/>
        <source>Redeal the cards.</source>
        <translation>Die Karten neu verteilen.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="515"/>
        <source>a card, face down</source>
        <translation>eine Karte, verdeckt</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="515"/>
        <source>%1 a card, face down</source>
        <translation>%1 eine Karte, verdeckt</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="521"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <location filename="../app/tablegames/gameoverdialog.cpp" line="48"/>
        <source>Game Over</source>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <location filename="../app/tablegames/gameoverdialog.cpp" line="30"/>
        <source>A draw.</source>
        <translation>Unentschieden.</translation>
    </message>
    <message>
        <location filename="../app/tablegames/gameoverdialog.cpp" line="34"/>
        <source>You won!</source>
        <translation>Sie haben gewonnen!</translation>
    </message>
    <message>
        <location filename="../app/tablegames/gameoverdialog.cpp" line="37"/>
        <source>You and %1 won!</source>
        <translation>Sie und %1 haben gewonnen!</translation>
    </message>
    <message>
        <location filename="../app/tablegames/gameoverdialog.cpp" line="37"/>
        <location filename="../app/tablegames/gameoverdialog.cpp" line="41"/>
        <location filename="../app/tablegames/gameoverdialog.cpp" line="63"/>
        <source> &amp; </source>
        <translation> und </translation>
    </message>
    <message>
        <location filename="../app/tablegames/gameoverdialog.cpp" line="40"/>
        <source>The game is over.</source>
        <translation>Das Spiel ist aus.</translation>
    </message>
    <message>
        <location filename="../app/tablegames/gameoverdialog.cpp" line="41"/>
        <source>%1 won.</source>
        <translation>Sieg für %1.</translation>
    </message>
    <message>
        <location filename="../app/tablegames/gameoverdialog.cpp" line="63"/>
        <location filename="../app/tablegames/gameoverdialog.cpp" line="70"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/tablegames/gameoverdialog.cpp" line="65"/>
        <source>%n round(s) played.</source>
        <translation>
            <numerusform>%n Runde gespielt.</numerusform>
            <numerusform>%n Runden gespielt.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/tablegames/gameoverdialog.cpp" line="74"/>
        <source>&amp;New Game</source>
        <translation>&amp;Neues Spiel</translation>
    </message>
</context>
<context>
    <name>GameStore</name>
    <message>
        <location filename="../app/storage.cpp" line="18"/>
        <source>The file &quot;%1&quot; cannot be opened: %2</source>
        <translation>Die Datei „%1“ kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <location filename="../app/storage.cpp" line="23"/>
        <source>The file &quot;%1&quot; is too large (%2 bytes) to be a saved game.</source>
        <translation>Die Datei „%1“ ist zu groß (%2 Bytes), um ein gespeichertes Spiel zu sein.</translation>
    </message>
    <message>
        <location filename="../app/storage.cpp" line="54"/>
        <source>Could not write &quot;%1&quot;: %2</source>
        <translation>„%1“ konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../app/storage.cpp" line="86"/>
        <source>The automatically saved game could not be restored (%1). It was kept aside.</source>
        <translation>Das automatisch gespeicherte Spiel konnte nicht wiederhergestellt werden (%1). Es wurde beiseitegelegt.</translation>
    </message>
    <message>
        <location filename="../app/storage.cpp" line="139"/>
        <source>Your statistics file was damaged (%1); it was kept aside and new statistics begin.</source>
        <translation>Ihre Statistikdatei war beschädigt (%1); sie wurde beiseitegelegt, und eine neue Statistik beginnt.</translation>
    </message>
</context>
<context>
    <name>GameTexts</name>
    <message>
        <location filename="../app/gametexts.cpp" line="10"/>
        <source>Ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="11"/>
        <source>Jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="12"/>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="13"/>
        <source>King</source>
        <translation>König</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="21"/>
        <source>clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="22"/>
        <source>diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="23"/>
        <source>hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="24"/>
        <source>spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="25"/>
        <source>red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="26"/>
        <source>yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="27"/>
        <source>green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="28"/>
        <source>black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="29"/>
        <source>joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="30"/>
        <source>Bird</source>
        <translation>Vogel</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="44"/>
        <source>Klondike</source>
        <translation>Klondike</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="45"/>
        <source>La Belle Lucie</source>
        <translation>La Belle Lucie</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="46"/>
        <source>The Clock</source>
        <translation>Die Uhr</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="47"/>
        <source>The Sultan</source>
        <translation>Der Sultan</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="48"/>
        <source>Fortress</source>
        <translation>Festung</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="49"/>
        <source>The Blockade</source>
        <translation>Die Blockade</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="50"/>
        <source>The Empress of India</source>
        <translation>Die Kaiserin von Indien</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="51"/>
        <source>The Zodiac</source>
        <translation>Der Tierkreis</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="52"/>
        <source>The Mill</source>
        <translation>Die Mühle</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="53"/>
        <source>Napoleon&apos;s Square</source>
        <translation>Napoleons Karree</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="54"/>
        <source>The Fourteenth</source>
        <translation>Vierzehn</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="55"/>
        <source>The Fifteen</source>
        <translation>Die Fünfzehn</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="56"/>
        <source>Magic Fifteen</source>
        <translation>Magische Fünfzehn</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="57"/>
        <source>Babette</source>
        <translation>Babette</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="58"/>
        <source>Beggar My Neighbor</source>
        <translation>Bettelmann</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="59"/>
        <source>Pope Joan</source>
        <translation>Pope Joan</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="60"/>
        <source>All Fours</source>
        <translation>All Fours</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="61"/>
        <source>Speculation</source>
        <translation>Spekulation</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="62"/>
        <source>High 14</source>
        <translation>High 14</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="63"/>
        <source>Rook for Two</source>
        <translation>Rook zu zweit</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="64"/>
        <source>Kentucky Discard</source>
        <translation>Kentucky Discard</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="65"/>
        <source>Quatorze</source>
        <translation>Quatorze</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="66"/>
        <source>I Suspect You</source>
        <translation>Ich zweifle</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="67"/>
        <source>Old Maid</source>
        <translation>Schwarzer Peter</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="68"/>
        <source>Snip Snap Snorum</source>
        <translation>Schnipp Schnapp Schnorum</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="69"/>
        <source>Snap</source>
        <translation>Schnapp</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="76"/>
        <source>The classic: seven columns built down in alternating colours, one pack.</source>
        <translation>Der Klassiker: sieben Reihen, abwärts in wechselnden Farben gebaut, ein Blatt.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="78"/>
        <source>Eighteen fans of three, built down in suit, with two redeals.</source>
        <translation>Achtzehn Fächer zu drei Karten, abwärts in der Farbe gebaut, mit zwei Neuverteilungen.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="80"/>
        <source>Two packs around a clock face: build each hour up to its number.</source>
        <translation>Zwei Blätter um ein Zifferblatt: Jede Stunde wird bis zu ihrer Zahl aufgebaut.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="82"/>
        <source>Two packs: ring the Sultan with Queens, fed from an eight-card Divan; two shuffled redeals.</source>
        <translation>Zwei Blätter: Umgeben Sie den Sultan mit Damen, versorgt aus einem Diwan von acht Karten; zwei gemischte Neuverteilungen.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="85"/>
        <source>One pack, all open, in two groups of rows; only the outer cards move. No stock.</source>
        <translation>Ein Blatt, alles offen, in zwei Gruppen von Reihen; nur die äußeren Karten bewegen sich. Kein Stapel.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="87"/>
        <source>Two packs in twelve columns fed a row at a time; build down in suit to free the Aces.</source>
        <translation>Zwei Blätter in zwölf Spalten, Reihe für Reihe nachgelegt; abwärts in der Farbe bauen, um die Asse zu befreien.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="89"/>
        <source>Four packs: a red Army and a black Navy go home in red-and-black pairs.</source>
        <translation>Vier Blätter: Eine rote Armee und eine schwarze Flotte gehen in rot-schwarzen Paaren ab.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="91"/>
        <source>Two packs: place every card on the ring or the Equator before building home.</source>
        <translation>Zwei Blätter: Jede Karte wird auf den Ring oder den Äquator gelegt, bevor abgelegt wird.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="93"/>
        <source>Two packs: build a centre ace up four times round, and kings down, regardless of suit.</source>
        <translation>Zwei Blätter: ein Ass in der Mitte viermal im Kreis aufwärts bauen und Könige abwärts, ohne Rücksicht auf die Farbe.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="95"/>
        <source>Two packs: twelve packets on three sides of a square, built down in suit.</source>
        <translation>Zwei Blätter: zwölf Päckchen an drei Seiten eines Karrees, abwärts in der Farbe gebaut.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="97"/>
        <source>Two packs in a five-by-five grid: clear pairs in a row or column that add up to fourteen.</source>
        <translation>Zwei Blätter in einem Raster von fünf mal fünf: Paare einer Reihe oder Spalte mit der Summe vierzehn abräumen.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="100"/>
        <source>Two packs in fifteen open columns, built in suit up or down, onto ace and king foundations.</source>
        <translation>Zwei Blätter in fünfzehn offenen Spalten, in der Farbe auf- oder abwärts gebaut, auf Ass- und Königsstapel.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="103"/>
        <source>A puzzle: swap the ace to nine in a square until every line adds up to fifteen.</source>
        <translation>Ein Rätsel: Tauschen Sie Ass bis Neun im Quadrat, bis jede Linie fünfzehn ergibt.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="105"/>
        <source>Two packs dealt row by row into a garden; free cards go up from aces and down from kings.</source>
        <translation>Zwei Blätter, Reihe für Reihe in einen Garten gelegt; freie Karten gehen von den Assen aufwärts und von den Königen abwärts.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="108"/>
        <source>Turn cards in turn; aces and court cards demand payment. Pure luck.</source>
        <translation>Reihum Karten aufdecken; Asse und Bildkarten verlangen Zahlung. Reines Glück.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="110"/>
        <source>Play runs up each suit and win counters from the board; the nine of diamonds is the Pope.</source>
        <translation>Folgen in jeder Farbe aufwärts spielen und Marken vom Brett gewinnen; die Karo-Neun ist der Papst.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="113"/>
        <source>Six tricks for High, Low, Jack and Game: beg for a new trump or stand; first to ten wins.</source>
        <translation>Sechs Stiche für High, Low, Jack und Game: um neuen Trumpf betteln oder stehen; wer zuerst zehn hat, gewinnt.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="116"/>
        <source>Turn up cards one by one and trade the best trump: its owner at the end takes the pool.</source>
        <translation>Karten nacheinander aufdecken und mit dem besten Trumpf handeln: Wer ihn am Ende hält, gewinnt den Pott.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="118"/>
        <source>Rook cards for 3 to 6: any 14 takes the trick, and trump is cut each round.</source>
        <translation>Rook-Karten für 3 bis 6: Jede 14 sticht, und Trumpf wird jede Runde abgehoben.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="120"/>
        <source>Two players and a Dummy that plays blind: bid, name trump, swap with the nest.</source>
        <translation>Zwei Spieler und ein Strohmann, der blind spielt: reizen, Trumpf ansagen, mit dem Nest tauschen.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="122"/>
        <source>Tournament Rook for two partnerships: bid for the nest, name trump, beware the Bird.</source>
        <translation>Turnier-Rook für zwei Partnerschaften: um das Nest reizen, Trumpf ansagen, Vorsicht vor dem Vogel.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="124"/>
        <source>Lebanese rummy with two packs and jokers: open with 51, go out, keep your total low.</source>
        <translation>Libanesisches Rommé mit zwei Blättern und Jokern: mit 51 eröffnen, ausmachen, die Summe niedrig halten.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="126"/>
        <source>Shed your cards face down while the call climbs; bluff, and catch the bluffers.</source>
        <translation>Legen Sie Ihre Karten verdeckt ab, während die Ansage steigt; bluffen Sie und entlarven Sie die Bluffer.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="128"/>
        <source>Draw from your neighbour and pair off your cards; do not be left with the odd queen.</source>
        <translation>Ziehen Sie vom Nachbarn und legen Sie Paare ab; bleiben Sie nicht auf der einzelnen Dame sitzen.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="130"/>
        <source>Match the card just played and your neighbour pays: Snip, Snap, Snorum!</source>
        <translation>Bedienen Sie die eben gespielte Karte, und Ihr Nachbar zahlt: Schnipp, Schnapp, Schnorum!</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="132"/>
        <source>Turn cards onto your pile and be first to call when two piles match. Also Animal Snap.</source>
        <translation>Karten auf den eigenen Stoß aufdecken und als Erster rufen, wenn zwei Stöße gleich sind. Auch Tier-Schnapp.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="138"/>
        <source>Patience</source>
        <translation>Patience</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="139"/>
        <source>Trick-taking</source>
        <translation>Stichspiele</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="140"/>
        <source>Rummy</source>
        <translation>Rommé</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="141"/>
        <source>Parlour games</source>
        <translation>Gesellschaftsspiele</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="148"/>
        <source>&lt;h2&gt;Klondike&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Goal:&lt;/b&gt; move all 52 cards to the four foundations at the top right, each one a suit from ace up to king.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The columns:&lt;/b&gt; seven columns are dealt with only their last card face up. A card may go on a card one rank higher of the other colour (a red 6 on a black 7). A face-up run that follows this rule can be moved as a whole. Only a king, or a run headed by a king, may fill an empty column. When a face-down card is uncovered it is turned over.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The stock:&lt;/b&gt; click it to turn one card (or three, as chosen in the game options) onto the waste. The top card of the waste can be played. When the stock is empty, click it to turn the waste over and go through it again, as often as you like.&lt;/p&gt;&lt;p&gt;A card may also come back from a foundation to a column. When every card is face up and the stock is used up, the game finishes itself.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tips:&lt;/b&gt; double-click a card to send it to a foundation; uncover the face-down cards early; do not empty a column unless a king is ready for it.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Klondike&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Ziel:&lt;/b&gt; Alle 52 Karten auf die vier Zielstapel oben rechts bringen, jeden in einer Farbe vom Ass bis zum König.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Die Spalten:&lt;/b&gt; Sieben Spalten werden ausgeteilt, nur ihre letzte Karte offen. Eine Karte darf auf eine Karte der anderen Farbe gelegt werden, die einen Rang höher ist (eine rote 6 auf eine schwarze 7). Eine offene Folge, die diese Regel einhält, kann als Ganzes bewegt werden. Nur ein König oder eine Folge, die mit einem König beginnt, darf eine leere Spalte füllen. Wird eine verdeckte Karte frei, wird sie umgedreht.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Der Stapel:&lt;/b&gt; Ein Klick deckt eine Karte (oder drei, je nach Spieloption) auf die Ablage auf. Die oberste Karte der Ablage kann gespielt werden. Ist der Stapel leer, dreht ein Klick die Ablage um, und Sie gehen sie erneut durch, so oft Sie wollen.&lt;/p&gt;&lt;p&gt;Eine Karte darf auch von einem Zielstapel in eine Spalte zurückkehren. Liegen alle Karten offen und ist der Stapel aufgebraucht, beendet sich das Spiel von selbst.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tipps:&lt;/b&gt; Ein Doppelklick schickt eine Karte auf einen Zielstapel; decken Sie verdeckte Karten früh auf; leeren Sie keine Spalte, solange kein König dafür bereitliegt.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="165"/>
        <source>&lt;h2&gt;La Belle Lucie&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Goal:&lt;/b&gt; build the four suits on the foundations from ace to king.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The fans:&lt;/b&gt; the pack is spread in seventeen fans of three cards and one of a single card, all face up. Only the top card of each fan can move: to a foundation, or onto the top card of another fan of the same suit and one rank higher (the 5 of diamonds on the 6 of diamonds). One card moves at a time, and a fan that empties stays empty.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Redeals:&lt;/b&gt; twice in a game you may gather the cards of the fans, shuffle them and deal them again in threes. Use the Redeal button when you are stuck, or earlier if you like.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tip:&lt;/b&gt; a king on top of a low card of its suit blocks it until that king can go home: plan to free those first.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;La Belle Lucie&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Ziel:&lt;/b&gt; Die vier Farben auf den Zielstapeln vom Ass bis zum König aufbauen.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Die Fächer:&lt;/b&gt; Das Blatt liegt offen in siebzehn Fächern zu drei Karten und einem mit einer einzigen Karte. Nur die oberste Karte eines Fächers kann sich bewegen: auf einen Zielstapel oder auf die oberste Karte eines anderen Fächers, die dieselbe Farbe hat und einen Rang höher ist (die Karo-5 auf die Karo-6). Es wird jeweils eine Karte bewegt, und ein leerer Fächer bleibt leer.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Neu verteilen:&lt;/b&gt; Zweimal im Spiel dürfen Sie die Karten der Fächer einsammeln, mischen und erneut zu dreien austeilen. Nutzen Sie den Knopf „Neu verteilen“, wenn Sie festsitzen, oder auch früher.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tipp:&lt;/b&gt; Ein König über einer niedrigen Karte seiner Farbe blockiert sie, bis der König abgelegt werden kann: Befreien Sie solche Karten zuerst.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="178"/>
        <source>&lt;h2&gt;The Clock&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Goal:&lt;/b&gt; complete the clock. Twelve foundations stand on a clock face, each started with a fixed card; each builds up in its suit, going round from king to ace where needed, until its top card shows its hour (ace for one o&apos;clock, jack for eleven, queen for twelve).&lt;/p&gt;&lt;p&gt;&lt;b&gt;The circle:&lt;/b&gt; outside each hour lies a packet of three cards. The top card of a packet may go to its foundation, or onto the top card of another packet of the same suit and one rank higher (a king may go on an ace). While the stock lasts, the packet you build on must hold at least three cards.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The stock:&lt;/b&gt; when a packet is short of three cards, a click on the stock fills every short packet up to three, in clock order. Otherwise a click turns a card onto the waste, whose top card may only go to a foundation.&lt;/p&gt;&lt;p&gt;Playing to a foundation is never forced, so automatic moves are off for this game unless you turn them on.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Die Uhr&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Ziel:&lt;/b&gt; Die Uhr vervollständigen. Zwölf Zielstapel stehen auf einem Zifferblatt, jeder mit einer festen Karte begonnen; jeder wird in seiner Farbe aufwärts gebaut, wo nötig vom König zum Ass weiter, bis seine oberste Karte seine Stunde zeigt (Ass für ein Uhr, Bube für elf, Dame für zwölf).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Der Kreis:&lt;/b&gt; Außen vor jeder Stunde liegt ein Päckchen aus drei Karten. Die oberste Karte eines Päckchens darf auf ihren Zielstapel oder auf die oberste Karte eines anderen Päckchens, die dieselbe Farbe hat und einen Rang höher ist (ein König darf auf ein Ass). Solange der Stapel reicht, muss das Päckchen, auf das Sie bauen, mindestens drei Karten haben.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Der Stapel:&lt;/b&gt; Fehlen einem Päckchen Karten bis drei, füllt ein Klick auf den Stapel jedes zu kurze Päckchen in Uhrzeigerfolge auf drei auf. Sonst deckt ein Klick eine Karte auf die Ablage auf, deren oberste Karte nur auf einen Zielstapel darf.&lt;/p&gt;&lt;p&gt;Niemand ist gezwungen, auf einen Zielstapel zu spielen; daher sind automatische Züge in diesem Spiel aus, bis Sie sie einschalten.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="193"/>
        <source>&lt;h2&gt;The Sultan&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Goal:&lt;/b&gt; surround the Sultan, the King of hearts in the middle, with Queens. Around him stand seven Kings and an Ace of hearts. Each King&apos;s pile is built up in the King&apos;s suit from the Ace to the Queen; the Ace of hearts pile goes on from the 2 to the Queen. Nothing is ever put on the Sultan himself.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The Divan:&lt;/b&gt; the eight cards in the columns left and right of the piles are always free, and so is the top card of the waste. They can only go onto the piles around the Sultan; cards are never placed on each other. As soon as a Divan card is played, its place is filled from the waste, or from the stock when the waste is empty.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The stock:&lt;/b&gt; click it to turn a card onto the waste. When it has run out, a click shuffles the waste into a new stock. You may do that twice, so the cards go past you three times.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tip:&lt;/b&gt; the packs are doubled, so when two piles of a suit could take a card, think about where its twin will have to go.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Der Sultan&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Ziel:&lt;/b&gt; Den Sultan, den Herz-König in der Mitte, mit Damen umgeben. Um ihn stehen sieben Könige und ein Herz-Ass. Der Stapel jedes Königs wird in dessen Farbe vom Ass bis zur Dame aufgebaut; der Stapel des Herz-Asses geht von der 2 bis zur Dame weiter. Auf den Sultan selbst wird nie etwas gelegt.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Der Diwan:&lt;/b&gt; Die acht Karten in den Spalten links und rechts der Stapel sind immer frei, ebenso die oberste Karte der Ablage. Sie dürfen nur auf die Stapel um den Sultan; Karten werden nie aufeinandergelegt. Sobald eine Diwan-Karte gespielt ist, wird ihr Platz aus der Ablage gefüllt, oder vom Stapel, wenn die Ablage leer ist.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Der Stapel:&lt;/b&gt; Ein Klick deckt eine Karte auf die Ablage auf. Ist er aufgebraucht, mischt ein Klick die Ablage zu einem neuen Stapel. Das dürfen Sie zweimal tun, die Karten ziehen also dreimal an Ihnen vorbei.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tipp:&lt;/b&gt; Jedes Blatt ist doppelt; wenn zwei Stapel einer Farbe eine Karte nehmen könnten, denken Sie daran, wohin ihr Zwilling später muss.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="209"/>
        <source>&lt;h2&gt;Fortress&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Goal:&lt;/b&gt; build the four suits on the foundations in the middle, each from the Ace up to the King.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The rows:&lt;/b&gt; the whole pack is dealt face up into ten rows, five on each side of the foundations. Only the outer card of a row can move: the leftmost card of a row on the left, the rightmost card of a row on the right. It may go to a foundation, or onto the outer card of any other row that is of the same suit and one rank higher or lower (the 7 of hearts on the 8 or on the 6 of hearts). One card moves at a time, and a row may go up and then down.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Empty rows:&lt;/b&gt; a row that has been cleared takes any free card, whenever you like. Moving a run into it card by card turns the run round, which can bring a low card to the outside.&lt;/p&gt;&lt;p&gt;There is no stock: every card is in sight from the start, so plan ahead. Few deals come out. Cards can be moved back and forth for ever, so when nothing useful is left, resign.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Festung&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Ziel:&lt;/b&gt; Die vier Farben auf den Zielstapeln in der Mitte aufbauen, jede vom Ass bis zum König.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Die Reihen:&lt;/b&gt; Das ganze Blatt wird offen in zehn Reihen ausgeteilt, fünf auf jeder Seite der Zielstapel. Nur die äußere Karte einer Reihe kann sich bewegen: die linke Karte einer Reihe links, die rechte Karte einer Reihe rechts. Sie darf auf einen Zielstapel oder auf die äußere Karte einer anderen Reihe, die dieselbe Farbe hat und einen Rang höher oder niedriger ist (die Herz-7 auf die Herz-8 oder die Herz-6). Es wird jeweils eine Karte bewegt, und eine Reihe darf erst steigen und dann fallen.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Leere Reihen:&lt;/b&gt; Eine geräumte Reihe nimmt jederzeit eine beliebige freie Karte. Wer eine Folge Karte für Karte hineinlegt, dreht sie um und kann so eine niedrige Karte nach außen bringen.&lt;/p&gt;&lt;p&gt;Es gibt keinen Stapel: Jede Karte ist von Anfang an sichtbar, planen Sie also voraus. Nur wenige Spiele gehen auf. Karten lassen sich endlos hin und her schieben; wenn nichts Nützliches mehr bleibt, geben Sie auf.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="225"/>
        <source>&lt;h2&gt;The Blockade&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Goal:&lt;/b&gt; build all 104 cards of the two packs on the eight foundations. Any Ace starts a foundation, which is then built up in its suit to the King.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The columns:&lt;/b&gt; twelve columns start with one card each. Only the last card of a column is free. It can go to a foundation, or onto the last card of another column of the same suit and one rank higher (the 8 of spades on the 9 of spades). One card moves at a time.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The stock:&lt;/b&gt; click it to deal a new row: one card onto each column from left to right (near the end only the first columns get one). A column that is cleared takes the next stock card at once. When the stock is finished, any free card may be moved into an empty column.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tip:&lt;/b&gt; every new row covers all the columns, so make the plays you need before you deal.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Die Blockade&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Ziel:&lt;/b&gt; Alle 104 Karten der beiden Blätter auf die acht Zielstapel bringen. Jedes Ass beginnt einen Zielstapel, der dann in seiner Farbe bis zum König aufgebaut wird.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Die Spalten:&lt;/b&gt; Zwölf Spalten beginnen mit je einer Karte. Nur die letzte Karte einer Spalte ist frei. Sie darf auf einen Zielstapel oder auf die letzte Karte einer anderen Spalte, die dieselbe Farbe hat und einen Rang höher ist (die Pik-8 auf die Pik-9). Es wird jeweils eine Karte bewegt.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Der Stapel:&lt;/b&gt; Ein Klick legt eine neue Reihe aus: von links nach rechts eine Karte auf jede Spalte (gegen Ende bekommen nur noch die ersten Spalten eine). Eine geräumte Spalte erhält sofort die nächste Karte des Stapels. Ist der Stapel aufgebraucht, darf jede freie Karte in eine leere Spalte gelegt werden.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tipp:&lt;/b&gt; Jede neue Reihe deckt alle Spalten zu; spielen Sie also, was Sie brauchen, bevor Sie geben.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="239"/>
        <source>&lt;h2&gt;The Empress of India&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Goal:&lt;/b&gt; fill all sixteen foundations, twelve cards each. Before the deal the black aces and red kings are laid out as foundation bases; the black queens and red jacks play no part (one queen of clubs is the Empress, the jacks her Guard). The black foundations climb in suit from ace to king leaving out the queen; the red ones come down in suit from king to ace leaving out the jack.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Army and Navy:&lt;/b&gt; red cards fill the two rows of the Army, black cards the two rows of the Navy; cards of a colour whose rows are full wait face up on that colour&apos;s talon. Every Army and Navy card can be played, but only in pairs: one red and one black card go to their foundations together, never one alone. Choose a pair with the Play buttons (a red Army card with a black Navy card).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Pairing:&lt;/b&gt; you may drop an Army card on a Navy card, or the other way round, to lock them together. A locked pair stays where it was dropped and can only go home as a pair: drag its top card to a foundation and its partner follows. A card is locked only once. Pairing is useful to bring a new card into play, or to wait for a card you need.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Refills:&lt;/b&gt; an empty slot is filled at once with the top card of its colour&apos;s talon; when that talon is empty, cards are turned from the stock until one of the right colour comes up, the others going to their talon. Cards on the talons never go home directly. A click on the stock turns all the rest of the stock onto the talons. There is no redeal.&lt;/p&gt;&lt;p&gt;The game is lost when no pair can go home and no new card can come into play.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Die Kaiserin von Indien&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Ziel:&lt;/b&gt; Alle sechzehn Zielstapel mit je zwölf Karten füllen. Vor dem Geben werden die schwarzen Asse und die roten Könige als Grundkarten ausgelegt; die schwarzen Damen und die roten Buben spielen nicht mit (eine Kreuz-Dame ist die Kaiserin, die Buben sind ihre Garde). Die schwarzen Zielstapel steigen in der Farbe vom Ass bis zum König und lassen die Dame aus; die roten fallen in der Farbe vom König bis zum Ass und lassen den Buben aus.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Armee und Flotte:&lt;/b&gt; Rote Karten füllen die zwei Reihen der Armee, schwarze die zwei Reihen der Flotte; Karten einer Farbe, deren Reihen voll sind, warten offen auf dem Talon ihrer Farbe. Jede Karte der Armee und der Flotte kann gespielt werden, aber nur paarweise: eine rote und eine schwarze Karte gehen zusammen auf ihre Zielstapel, nie eine allein. Wählen Sie ein Paar mit den Spielknöpfen (eine rote Armeekarte mit einer schwarzen Flottenkarte).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Paaren:&lt;/b&gt; Sie dürfen eine Armeekarte auf eine Flottenkarte legen oder umgekehrt, um sie aneinander zu binden. Ein gebundenes Paar bleibt, wo es abgelegt wurde, und geht nur als Paar ab: Ziehen Sie seine obere Karte auf einen Zielstapel, ihr Partner folgt. Eine Karte wird nur einmal gebunden. Das Paaren hilft, eine neue Karte ins Spiel zu bringen oder auf eine benötigte Karte zu warten.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Nachfüllen:&lt;/b&gt; Ein leerer Platz wird sofort mit der obersten Karte vom Talon seiner Farbe gefüllt; ist dieser leer, werden Karten vom Stapel aufgedeckt, bis eine der richtigen Farbe erscheint, die übrigen gehen auf ihren Talon. Karten auf den Talons gehen nie direkt ab. Ein Klick auf den Stapel deckt den ganzen Rest des Stapels auf die Talons auf. Es gibt kein Neuverteilen.&lt;/p&gt;&lt;p&gt;Das Spiel ist verloren, wenn kein Paar mehr abgehen und keine neue Karte ins Spiel kommen kann.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="263"/>
        <source>&lt;h2&gt;The Zodiac&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Goal:&lt;/b&gt; build all 104 cards on eight foundations: for each suit one from ace up to king and one from king down to ace. The first ace or king of a suit founds its pile; its twin is an ordinary card.&lt;/p&gt;&lt;p&gt;&lt;b&gt;First, place every card.&lt;/b&gt; Eight cards form the Equator in the middle and twenty-four form the Zodiac, a ring of packets around it. Turn the stock one card at a time. The top card of the waste, or any Equator card, may be married onto a packet of the ring: same suit, one rank higher or lower (a packet may go up and down as you like, but a king never goes on an ace). Cards of the ring never move onto each other, and the Equator never takes cards from the ring or from itself. An empty Equator place may take the top card of the waste whenever you like. When the stock is used up, click it to turn the waste over and go through it again, as often as needed.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Then, build.&lt;/b&gt; The foundations open only when the stock and the waste are both empty. From then on, Equator cards and the top cards of the packets may only go to the foundations.&lt;/p&gt;&lt;p&gt;Going through the whole stock without placing a single card loses the game, since every further pass would be the same. Plan your marriages: a high card married on top of a low one of its suit can block it for good.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Der Tierkreis&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Ziel:&lt;/b&gt; Alle 104 Karten auf acht Zielstapel bringen: für jede Farbe einen vom Ass aufwärts bis zum König und einen vom König abwärts bis zum Ass. Das erste Ass bzw. der erste König einer Farbe gründet seinen Stapel; sein Zwilling ist eine gewöhnliche Karte.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Zuerst jede Karte unterbringen.&lt;/b&gt; Acht Karten bilden in der Mitte den Äquator, vierundzwanzig den Tierkreis, einen Ring von Päckchen darum. Decken Sie den Stapel Karte für Karte auf. Die oberste Karte der Ablage oder jede Äquatorkarte darf an ein Päckchen des Rings angelegt werden: gleiche Farbe, einen Rang höher oder niedriger (ein Päckchen darf nach Belieben steigen und fallen, aber ein König kommt nie auf ein Ass). Karten des Rings bewegen sich nie aufeinander, und der Äquator nimmt keine Karten vom Ring oder von sich selbst. Ein leerer Platz am Äquator darf jederzeit die oberste Karte der Ablage nehmen. Ist der Stapel aufgebraucht, dreht ein Klick die Ablage um, und Sie gehen sie so oft wie nötig erneut durch.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Dann aufbauen.&lt;/b&gt; Die Zielstapel öffnen sich erst, wenn Stapel und Ablage beide leer sind. Von da an dürfen Äquatorkarten und die obersten Karten der Päckchen nur noch auf die Zielstapel.&lt;/p&gt;&lt;p&gt;Wer den ganzen Stapel durchgeht, ohne eine einzige Karte unterzubringen, verliert, denn jeder weitere Durchgang wäre derselbe. Legen Sie klug an: Eine hohe Karte auf einer niedrigen ihrer Farbe kann diese für immer blockieren.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="283"/>
        <source>&lt;h2&gt;The Mill&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Goal:&lt;/b&gt; build all 104 cards on five foundations, where suits never matter. An ace starts the centre of the mill, which climbs from ace to king and then starts again at the ace, four times round. Four kings in the corners between the sails each come down to an ace.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The sails:&lt;/b&gt; eight cards lie two by two along the four arms. Every one of them can be played, and so can the top card of the waste, to the centre or to a king pile. A place left empty is refilled at once from the waste, or from the stock when the waste is empty. As long as a corner is empty, any king that becomes free goes there by itself; once all four corners are filled, kings are ordinary cards that follow a queen on the centre.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The stock:&lt;/b&gt; click it to turn one card onto the waste. There is only one pass.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Borrowing from a king pile:&lt;/b&gt; the top card of a king pile (never its king) may go to the centre, but only when a card of the sails or the waste top can follow it there at once. After that, the same pile may not lend again until a card from the sails or the waste has gone to the centre.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Die Mühle&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Ziel:&lt;/b&gt; Alle 104 Karten auf fünf Zielstapel bringen, bei denen die Farben nie zählen. Ein Ass beginnt die Mitte der Mühle, die vom Ass bis zum König steigt und dann wieder beim Ass beginnt, viermal im Kreis. Vier Könige in den Ecken zwischen den Flügeln fallen jeweils bis zum Ass.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Die Flügel:&lt;/b&gt; Acht Karten liegen paarweise entlang der vier Arme. Jede davon kann gespielt werden, ebenso die oberste Karte der Ablage, auf die Mitte oder auf einen Königsstapel. Ein frei gewordener Platz wird sofort aus der Ablage gefüllt, oder vom Stapel, wenn die Ablage leer ist. Solange eine Ecke leer ist, geht jeder frei werdende König von selbst dorthin; sind alle vier Ecken besetzt, sind Könige gewöhnliche Karten, die in der Mitte auf eine Dame folgen.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Der Stapel:&lt;/b&gt; Ein Klick deckt eine Karte auf die Ablage auf. Es gibt nur einen Durchgang.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Von einem Königsstapel leihen:&lt;/b&gt; Die oberste Karte eines Königsstapels (nie sein König) darf in die Mitte, aber nur, wenn ihr eine Karte von den Flügeln oder von der Ablage sofort dorthin folgen kann. Danach darf derselbe Stapel erst wieder leihen, wenn eine Karte von den Flügeln oder der Ablage in die Mitte gegangen ist.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="301"/>
        <source>&lt;h2&gt;Napoleon&apos;s Square&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Goal:&lt;/b&gt; build eight foundations in the middle, two for each suit, from ace up to king. Any empty foundation takes an ace.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The square:&lt;/b&gt; twelve packets of four cards are spread along three sides of a square, so that every card can be seen, but only the top card of a packet can move. It may go to a foundation, or onto the top card of another packet when that card is of the same suit and one rank higher. One card moves at a time. If, after the deal, both kings of a suit lie on top of lower cards of their suit, one of them is slipped under its packet, as the old rules advise.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The stock:&lt;/b&gt; click it to turn one card onto the waste; the top card of the waste may go to a foundation or onto a packet. A packet that empties leaves a space, which only the top card of the waste may fill, one card, whenever you like. There is only one pass through the stock.&lt;/p&gt;&lt;p&gt;In the game options you can deal twelve single cards instead of packets of four; everything else stays the same.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tip:&lt;/b&gt; think before marrying cards onto a packet: a long run on top of a low card of its own suit can bury that card for good.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Napoleons Karree&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Ziel:&lt;/b&gt; Acht Zielstapel in der Mitte aufbauen, zwei für jede Farbe, vom Ass bis zum König. Jeder leere Zielstapel nimmt ein Ass.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Das Karree:&lt;/b&gt; Zwölf Päckchen zu vier Karten liegen an drei Seiten eines Quadrats so aufgefächert, dass jede Karte zu sehen ist, doch nur die oberste Karte eines Päckchens kann sich bewegen. Sie darf auf einen Zielstapel oder auf die oberste Karte eines anderen Päckchens, die dieselbe Farbe hat und einen Rang höher ist. Es wird jeweils eine Karte bewegt. Liegen nach dem Geben beide Könige einer Farbe über niedrigeren Karten ihrer Farbe, wird einer von ihnen unter sein Päckchen geschoben, wie es die alten Regeln empfehlen.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Der Stapel:&lt;/b&gt; Ein Klick deckt eine Karte auf die Ablage auf; deren oberste Karte darf auf einen Zielstapel oder auf ein Päckchen. Ein leer gewordenes Päckchen hinterlässt einen Platz, den nur die oberste Karte der Ablage füllen darf, eine Karte, wann immer Sie wollen. Es gibt nur einen Durchgang durch den Stapel.&lt;/p&gt;&lt;p&gt;In den Spieloptionen können Sie statt Päckchen zu vier auch zwölf einzelne Karten geben; alles andere bleibt gleich.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tipp:&lt;/b&gt; Überlegen Sie, bevor Sie an ein Päckchen anlegen: Eine lange Folge über einer niedrigen Karte ihrer Farbe kann diese für immer begraben.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="319"/>
        <source>&lt;h2&gt;The Fourteenth&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Goal:&lt;/b&gt; clear away all 104 cards of two packs, two at a time, in pairs that add up to fourteen.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The grid:&lt;/b&gt; twenty-five cards lie face up in five rows of five. An ace counts 1, a jack 11, a queen 12, a king 13 and every other card its number. Two cards in the same row or in the same column are a pair when they add up to 14: ace and king, 2 and queen, 3 and jack, 4 and 10, 5 and 9, 6 and 8, or two 7s. Suits play no part, and neither do the cards or empty places lying between the two.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Playing:&lt;/b&gt; drag one card of a pair onto the other. Both are discarded and their places are filled straight away from the stock, the place nearer the top left first. When the stock has run out, places stay empty.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The exchange:&lt;/b&gt; once in a game, when no pair is left in the grid, you may swap two cards, or make two such swaps at once, so that a pair appears. Swaps that would not make a pair are refused, and the exchange is kept for later.&lt;/p&gt;&lt;p&gt;You win when every card has been discarded; the game is lost when no pair can be made any more.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Vierzehn&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Ziel:&lt;/b&gt; Alle 104 Karten zweier Blätter abräumen, immer zwei zugleich, in Paaren mit der Summe vierzehn.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Das Raster:&lt;/b&gt; Fünfundzwanzig Karten liegen offen in fünf Reihen zu fünf. Ein Ass zählt 1, ein Bube 11, eine Dame 12, ein König 13 und jede andere Karte ihren Zahlenwert. Zwei Karten in derselben Reihe oder Spalte sind ein Paar, wenn sie zusammen 14 ergeben: Ass und König, 2 und Dame, 3 und Bube, 4 und 10, 5 und 9, 6 und 8 oder zwei 7er. Farben spielen keine Rolle, ebenso wenig die Karten oder leeren Plätze dazwischen.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Spielen:&lt;/b&gt; Ziehen Sie eine Karte eines Paares auf die andere. Beide werden abgelegt, und ihre Plätze werden sofort vom Stapel gefüllt, der Platz näher oben links zuerst. Ist der Stapel aufgebraucht, bleiben Plätze leer.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Der Tausch:&lt;/b&gt; Einmal im Spiel, wenn kein Paar mehr im Raster liegt, dürfen Sie zwei Karten vertauschen oder zwei solche Tausche zugleich machen, sodass ein Paar entsteht. Tausche, die kein Paar ergeben, werden abgelehnt, und der Tausch bleibt für später.&lt;/p&gt;&lt;p&gt;Sie gewinnen, wenn jede Karte abgeräumt ist; das Spiel ist verloren, wenn kein Paar mehr gebildet werden kann.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="336"/>
        <source>&lt;h2&gt;The Fifteen&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Goal:&lt;/b&gt; bring all 104 cards of two packs onto eight foundations. Each suit has one foundation built up from its ace to its king, and one built down from its king to its ace.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The columns:&lt;/b&gt; the whole of both packs is dealt face up into fifteen columns; the last column gets one card fewer. Only the last card of a column can move: to a foundation, or onto the last card of another column when it is of the same suit and one rank higher or lower (the 7 of hearts on the 8 or the 6 of hearts). A column may go up and down by turns, but a king and an ace never follow each other. One card moves at a time.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Empty columns:&lt;/b&gt; any free card may be put into an empty column whenever you like. Moving a run into it card by card turns the run round.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The relief:&lt;/b&gt; at the start, before the first card reaches a foundation, you may once free one ace and one king (or just one of them) lying right under the last card of a column. They go straight to their foundations, and the cards that covered them stay where they are. Use the Relief button.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tip:&lt;/b&gt; when both foundations of a suit would take a card, think first about where its twin from the other pack will have to go.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Die Fünfzehn&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Ziel:&lt;/b&gt; Alle 104 Karten zweier Blätter auf acht Zielstapel bringen. Jede Farbe hat einen Zielstapel, der vom Ass bis zum König steigt, und einen, der vom König bis zum Ass fällt.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Die Spalten:&lt;/b&gt; Beide Blätter werden vollständig offen in fünfzehn Spalten ausgeteilt; die letzte Spalte erhält eine Karte weniger. Nur die letzte Karte einer Spalte kann sich bewegen: auf einen Zielstapel oder auf die letzte Karte einer anderen Spalte, die dieselbe Farbe hat und einen Rang höher oder niedriger ist (die Herz-7 auf die Herz-8 oder die Herz-6). Eine Spalte darf abwechselnd steigen und fallen, aber König und Ass folgen nie aufeinander. Es wird jeweils eine Karte bewegt.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Leere Spalten:&lt;/b&gt; Jede freie Karte darf jederzeit in eine leere Spalte gelegt werden. Wer eine Folge Karte für Karte hineinlegt, dreht sie um.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Die Befreiung:&lt;/b&gt; Zu Beginn, bevor die erste Karte einen Zielstapel erreicht, dürfen Sie einmal ein Ass und einen König (oder nur einen von beiden) befreien, die direkt unter der letzten Karte einer Spalte liegen. Sie gehen sofort auf ihre Zielstapel, und die Karten, die sie bedeckten, bleiben liegen. Nutzen Sie den Knopf „Befreiung“.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tipp:&lt;/b&gt; Wenn beide Zielstapel einer Farbe eine Karte nehmen würden, denken Sie zuerst daran, wohin ihr Zwilling aus dem anderen Blatt muss.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="355"/>
        <source>&lt;h2&gt;Magic Fifteen&lt;/h2&gt;&lt;p&gt;A puzzle rather than a patience. The ace to 9 of one pack lie in a square of three rows of three; the ace counts one and suits do not matter.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Goal:&lt;/b&gt; make every row, every column and both diagonals add up to fifteen.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Playing:&lt;/b&gt; drag a card onto another card and the two change places. Swap as often as you like: the table shows how many of the eight lines already make fifteen and how many swaps you have made.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tip:&lt;/b&gt; there are eight solutions, all turns or mirror images of one another. In each of them the 5 sits in the middle.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Magische Fünfzehn&lt;/h2&gt;&lt;p&gt;Eher ein Rätsel als eine Patience. Ass bis 9 eines Blattes liegen in einem Quadrat aus drei Reihen zu drei; das Ass zählt eins, und Farben spielen keine Rolle.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Ziel:&lt;/b&gt; Jede Reihe, jede Spalte und beide Diagonalen sollen fünfzehn ergeben.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Spielen:&lt;/b&gt; Ziehen Sie eine Karte auf eine andere, und die beiden tauschen die Plätze. Tauschen Sie, so oft Sie wollen: Der Tisch zeigt, wie viele der acht Linien schon fünfzehn ergeben und wie viele Tausche Sie gemacht haben.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tipp:&lt;/b&gt; Es gibt acht Lösungen, alle Drehungen oder Spiegelbilder voneinander. In jeder liegt die 5 in der Mitte.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="365"/>
        <source>&lt;h2&gt;Babette&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Goal:&lt;/b&gt; bring all 104 cards of two packs onto eight foundations: for each suit one built up from the ace to the king and one built down from the king to the ace.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The garden:&lt;/b&gt; the cards are dealt in rows of eight. On this table the garden lies on its side: each of the eight lines across is a column of the garden, and every new row is dealt to the right of the one before. A card is free when the place just to its right is empty, because no row has been dealt there yet or because the card that lay there has been played. Such a gap is never filled, so the card before it stays free even when more cards follow further along the line.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Playing:&lt;/b&gt; free cards can only go to the foundations; nothing is built in the garden. Click the stock to deal the next row whenever you like, even while plays are left.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Take-ups:&lt;/b&gt; twice in a game, once the stock is empty, you may take up the garden. The cards are gathered without shuffling, beginning with the bottom line and each line from its left end, and the first row of the new round is dealt at once. That makes three rounds in all.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Babette&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Ziel:&lt;/b&gt; Alle 104 Karten zweier Blätter auf acht Zielstapel bringen: für jede Farbe einen vom Ass aufwärts bis zum König und einen vom König abwärts bis zum Ass.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Der Garten:&lt;/b&gt; Die Karten werden in Reihen zu acht ausgeteilt. Auf diesem Tisch liegt der Garten auf der Seite: Jede der acht waagerechten Linien ist eine Spalte des Gartens, und jede neue Reihe wird rechts von der vorigen ausgeteilt. Eine Karte ist frei, wenn der Platz direkt rechts von ihr leer ist, weil dort noch keine Reihe ausgeteilt wurde oder weil die Karte dort gespielt ist. Eine solche Lücke wird nie gefüllt; die Karte davor bleibt also frei, auch wenn weiter hinten in der Linie noch Karten folgen.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Spielen:&lt;/b&gt; Freie Karten dürfen nur auf die Zielstapel; im Garten wird nichts gebaut. Ein Klick auf den Stapel teilt die nächste Reihe aus, wann immer Sie wollen, auch wenn noch Züge möglich sind.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Aufnehmen:&lt;/b&gt; Zweimal im Spiel dürfen Sie den Garten aufnehmen, sobald der Stapel leer ist. Die Karten werden ohne Mischen eingesammelt, beginnend mit der untersten Linie und jede Linie von ihrem linken Ende, und die erste Reihe der neuen Runde wird sofort ausgeteilt. Das ergibt insgesamt drei Runden.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="382"/>
        <source>&lt;h2&gt;Beggar My Neighbor&lt;/h2&gt;&lt;p&gt;The pack is dealt out face down and nobody looks at their cards. In turn each player turns their top card onto a pile in the middle.&lt;/p&gt;&lt;p&gt;An ace, king, queen or jack demands payment from the next player: four cards for an ace, three for a king, two for a queen, one for a jack. If a payment turns up another of these cards, the payment stops and the next player must pay the new debt. When a payment is made in plain cards only, the player who made the last demand takes the whole pile under their pack and starts again.&lt;/p&gt;&lt;p&gt;A player with no cards is out; the one who ends with all 52 wins. Some deals never end: the table notices when a position comes back and calls the game a draw.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Bettelmann&lt;/h2&gt;&lt;p&gt;Das Blatt wird verdeckt ausgeteilt, und niemand sieht seine Karten an. Reihum deckt jeder Spieler seine oberste Karte auf einen Stoß in der Mitte auf.&lt;/p&gt;&lt;p&gt;Ein Ass, König, eine Dame oder ein Bube verlangt Zahlung vom nächsten Spieler: vier Karten für ein Ass, drei für einen König, zwei für eine Dame, eine für einen Buben. Erscheint beim Zahlen wieder eine solche Karte, endet die Zahlung, und der nächste Spieler muss die neue Schuld begleichen. Wird eine Zahlung nur mit Zahlenkarten geleistet, nimmt der Spieler mit der letzten Forderung den ganzen Stoß unter seine Karten und beginnt erneut.&lt;/p&gt;&lt;p&gt;Wer keine Karten mehr hat, scheidet aus; wer am Ende alle 52 besitzt, gewinnt. Manche Spiele enden nie: Der Tisch bemerkt, wenn eine Stellung wiederkehrt, und wertet das Spiel als unentschieden.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="394"/>
        <source>&lt;h2&gt;Pope Joan&lt;/h2&gt;&lt;p&gt;&lt;b&gt;The board:&lt;/b&gt; eight pools lie in the middle: Ace, King, Queen and Jack (of trumps), Matrimony, Intrigue, Pope and Game. Before each deal the dealer puts 15 of his counters on them; what nobody wins stays there for later deals.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The deal:&lt;/b&gt; the eight of diamonds is left out. Everyone gets the same number of cards, a few go face down to a spare hand that nobody sees, and the last card is turned up for trumps. If it is the ace, king, queen or jack, the dealer takes that pool. If it is the nine of diamonds (the Pope), the dealer takes the Pope and Game pools, everyone pays him a counter for each card dealt to them, and the next player deals.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Play:&lt;/b&gt; you lead any card. The next card up in the same suit must follow at once, from whoever holds it, and so on, until the run stops: after a king, after the seven of diamonds, or when the next card is in the spare hand, is the turn-up or has been played. Whoever played the last card leads again. The table plays the forced cards for you.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Pools:&lt;/b&gt; playing the ace, king, queen or jack of trumps, or the Pope, wins its pool. King and queen of trumps played by the same player win Matrimony; queen and jack win Intrigue.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Going out:&lt;/b&gt; the first to play all his cards takes the Game pool, and each other player pays him a counter for every card left in hand; a player still holding the Pope pays nothing. After everyone has dealt the chosen number of times, the highest balance wins.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tip:&lt;/b&gt; lead cards that are sure to stop the run, such as kings, so that you lead again.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Pope Joan&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Das Brett:&lt;/b&gt; In der Mitte liegen acht Kassen: Ass, König, Dame und Bube (in Trumpf), Ehe, Intrige, Papst und Spiel. Vor jedem Geben setzt der Geber 15 seiner Marken darauf; was niemand gewinnt, bleibt für spätere Spiele liegen.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Das Geben:&lt;/b&gt; Die Karo-8 bleibt draußen. Jeder erhält gleich viele Karten, einige gehen verdeckt an eine Extrahand, die niemand sieht, und die letzte Karte wird als Trumpf aufgedeckt. Ist es Ass, König, Dame oder Bube, nimmt der Geber diese Kasse. Ist es die Karo-9 (der Papst), nimmt der Geber die Kassen Papst und Spiel, jeder zahlt ihm eine Marke für jede erhaltene Karte, und der Nächste gibt.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Spiel:&lt;/b&gt; Sie spielen eine beliebige Karte aus. Die nächsthöhere Karte derselben Farbe muss sofort folgen, von wem auch immer sie gehalten wird, und so weiter, bis die Folge stoppt: nach einem König, nach der Karo-7 oder wenn die nächste Karte in der Extrahand liegt, die Trumpfkarte ist oder schon gespielt wurde. Wer die letzte Karte gespielt hat, spielt erneut aus. Der Tisch spielt die erzwungenen Karten für Sie.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Kassen:&lt;/b&gt; Wer Ass, König, Dame oder Bube in Trumpf oder den Papst spielt, gewinnt dessen Kasse. König und Dame in Trumpf vom selben Spieler gewinnen die Ehe; Dame und Bube die Intrige.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Ausmachen:&lt;/b&gt; Wer zuerst alle seine Karten gespielt hat, nimmt die Kasse Spiel, und jeder andere zahlt ihm eine Marke für jede Karte, die er noch hält; wer noch den Papst hat, zahlt nichts. Wenn jeder so oft gegeben hat wie vereinbart, gewinnt der höchste Stand.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tipp:&lt;/b&gt; Spielen Sie Karten aus, die die Folge sicher stoppen, etwa Könige, damit Sie wieder ausspielen.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="419"/>
        <source>&lt;h2&gt;All Fours&lt;/h2&gt;&lt;p&gt;Two players, or four in two partnerships sitting opposite each other. Aces are high.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The deal:&lt;/b&gt; six cards each, and the next card is turned up to propose trumps. A turned-up jack scores a point for the dealer.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Begging:&lt;/b&gt; the player on the dealer&apos;s left may stand (the turned suit is trumps) or beg. After a beg the dealer either gives him a point, keeping the suit, or runs the cards: three more to each player and a new turn-up. A turn-up of the first suit is put aside and the cards are run again. After a run each player throws away cards until he holds six.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Play:&lt;/b&gt; six tricks. If you hold the suit led you must play it or a trump; otherwise play anything. The highest trump wins, or else the highest card of the suit led.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Scoring:&lt;/b&gt; one point each for &lt;i&gt;High&lt;/i&gt; (the highest trump dealt out), &lt;i&gt;Low&lt;/i&gt; (the lowest, kept by whoever was dealt it), &lt;i&gt;Jack&lt;/i&gt; (winning the trick with the jack of trumps) and &lt;i&gt;Game&lt;/i&gt; (the most card points in the tricks you won: ace 4, king 3, queen 2, jack 1, ten 10; on a tie the dealer&apos;s opponents score it). The first side to reach the target wins at once.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;All Fours&lt;/h2&gt;&lt;p&gt;Zwei Spieler, oder vier in zwei Partnerschaften, die einander gegenübersitzen. Asse sind hoch.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Das Geben:&lt;/b&gt; Sechs Karten für jeden, und die nächste Karte wird aufgedeckt, um Trumpf vorzuschlagen. Ein aufgedeckter Bube bringt dem Geber einen Punkt.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Betteln:&lt;/b&gt; Der Spieler links vom Geber darf stehen (die aufgedeckte Farbe ist Trumpf) oder betteln. Nach einer Bitte gibt der Geber ihm entweder einen Punkt und behält die Farbe, oder er gibt nach: drei weitere Karten für jeden und eine neue aufgedeckte Karte. Erscheint dabei wieder die erste Farbe, wird die Karte beiseitegelegt und erneut nachgegeben. Danach wirft jeder Spieler Karten ab, bis er sechs hält.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Spiel:&lt;/b&gt; Sechs Stiche. Haben Sie die ausgespielte Farbe, müssen Sie sie bedienen oder Trumpf spielen; sonst dürfen Sie beliebig spielen. Der höchste Trumpf gewinnt, sonst die höchste Karte der ausgespielten Farbe.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Wertung:&lt;/b&gt; Je ein Punkt für &lt;i&gt;High&lt;/i&gt; (den höchsten ausgeteilten Trumpf), &lt;i&gt;Low&lt;/i&gt; (den niedrigsten, für den, dem er ausgeteilt wurde), &lt;i&gt;Jack&lt;/i&gt; (den Stich mit dem Trumpf-Buben gewinnen) und &lt;i&gt;Game&lt;/i&gt; (die meisten Kartenpunkte in den eigenen Stichen: Ass 4, König 3, Dame 2, Bube 1, Zehn 10; bei Gleichstand punkten die Gegner des Gebers). Wer zuerst das Ziel erreicht, gewinnt sofort.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="438"/>
        <source>&lt;h2&gt;Speculation&lt;/h2&gt;&lt;p&gt;&lt;b&gt;The pool:&lt;/b&gt; the dealer stakes 6 counters and everyone else 4.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The deal:&lt;/b&gt; each player gets three cards face down, which nobody may look at, and the next card is turned up: its suit is trumps and it belongs to the dealer. A turned-up ace wins the pool at once.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Turning:&lt;/b&gt; going round the table from the dealer&apos;s left, each player turns up his top card. Only trumps count. The highest trump seen so far is the best card, and its owner will take the pool if nothing beats it.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Buying and selling:&lt;/b&gt; whenever a card becomes the best one (and the turn-up at the start), its owner may keep it or offer it for sale. The others bid in turn, each bid higher than the last, up to their own counters; passing drops you out. The owner then accepts the highest bid, taking the counters, or refuses it.&lt;/p&gt;&lt;p&gt;The deal ends when all cards are turned (or the ace of trumps appears), and the owner of the best card takes the pool. After everyone has dealt the chosen number of times, the highest balance wins.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tip:&lt;/b&gt; a card is worth its chance of staying best times the pool: the fewer cards left to turn and the fewer higher trumps unseen, the more it is worth.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Spekulation&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Der Pott:&lt;/b&gt; Der Geber setzt 6 Marken, alle anderen 4.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Das Geben:&lt;/b&gt; Jeder Spieler erhält drei verdeckte Karten, die niemand ansehen darf, und die nächste Karte wird aufgedeckt: Ihre Farbe ist Trumpf, und sie gehört dem Geber. Ein aufgedecktes Ass gewinnt den Pott sofort.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Aufdecken:&lt;/b&gt; Reihum, links vom Geber beginnend, deckt jeder Spieler seine oberste Karte auf. Nur Trümpfe zählen. Der höchste bisher gesehene Trumpf ist die beste Karte, und ihr Besitzer gewinnt den Pott, wenn nichts sie schlägt.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Kaufen und Verkaufen:&lt;/b&gt; Immer wenn eine Karte zur besten wird (und zu Beginn die aufgedeckte Karte), darf ihr Besitzer sie behalten oder zum Verkauf anbieten. Die anderen bieten reihum, jedes Gebot höher als das vorige, bis zu ihren eigenen Marken; wer passt, scheidet aus. Der Besitzer nimmt dann das höchste Gebot an und erhält die Marken, oder er lehnt ab.&lt;/p&gt;&lt;p&gt;Das Spiel endet, wenn alle Karten aufgedeckt sind (oder das Trumpf-Ass erscheint), und der Besitzer der besten Karte nimmt den Pott. Wenn jeder so oft gegeben hat wie vereinbart, gewinnt der höchste Stand.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tipp:&lt;/b&gt; Eine Karte ist ihre Chance, die beste zu bleiben, mal den Pott wert: Je weniger Karten noch aufzudecken und je weniger höhere Trümpfe ungesehen sind, desto mehr ist sie wert.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="457"/>
        <source>&lt;h2&gt;High 14&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Cards:&lt;/b&gt; the 56 Rook cards, 1 to 14 in red, yellow, green and black. Before each deal the dealer cuts the pack; the colour of the card shown at the cut is trump for the round, and everybody sees where that card ends up. All the cards are dealt; any left over lie face down as the widow.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Play:&lt;/b&gt; the player on the dealer&apos;s left leads. Follow the colour led if you can; if you cannot, play anything. A 14 of any colour may be played at any time, whatever you hold.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Who takes the trick:&lt;/b&gt; a 14 beats every other card. With several 14s, the 14 of the colour led wins, or else the first 14 played. Without a 14 the highest trump wins, or else the highest card of the colour led. Whoever takes the first trick also takes the widow.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Scoring:&lt;/b&gt; 5 points for every trick, 5 for every 5 and 10 for every 10 you take; the 14s count nothing. The first to 250 wins; if several pass 250 in the same round the highest total wins, and a tie at the top plays another round. With four or six players you may play in two teams that share their points.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;High 14&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Karten:&lt;/b&gt; die 56 Rook-Karten, 1 bis 14 in Rot, Gelb, Grün und Schwarz. Vor jedem Geben hebt der Geber ab; die Farbe der Karte, die beim Abheben sichtbar wird, ist Trumpf für die Runde, und alle sehen, wo diese Karte landet. Alle Karten werden ausgeteilt; übrige liegen verdeckt als Witwe.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Spiel:&lt;/b&gt; Der Spieler links vom Geber spielt aus. Bedienen Sie die ausgespielte Farbe, wenn Sie können; sonst spielen Sie beliebig. Eine 14 jeder Farbe darf jederzeit gespielt werden, was auch immer Sie halten.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Wer sticht:&lt;/b&gt; Eine 14 schlägt jede andere Karte. Bei mehreren 14ern gewinnt die 14 der ausgespielten Farbe, sonst die zuerst gespielte 14. Ohne 14 gewinnt der höchste Trumpf, sonst die höchste Karte der ausgespielten Farbe. Wer den ersten Stich macht, erhält auch die Witwe.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Wertung:&lt;/b&gt; 5 Punkte für jeden Stich, 5 für jede 5 und 10 für jede 10, die Sie einnehmen; die 14er zählen nichts. Wer zuerst 250 erreicht, gewinnt; überschreiten mehrere in derselben Runde 250, gewinnt die höchste Summe, und bei Gleichstand an der Spitze wird eine weitere Runde gespielt. Mit vier oder sechs Spielern können Sie in zwei Mannschaften spielen, die ihre Punkte teilen.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="474"/>
        <source>&lt;h2&gt;Rook for Two&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Cards:&lt;/b&gt; 44 Rook cards, 4 (low) to 14 (high) in four colours. You, your opponent and a Dummy get 13 cards each; the Dummy&apos;s cards stay face down in a pile. The last five cards are the nest. Drawing decides the first dealer; after that the deal alternates.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Bidding:&lt;/b&gt; the dealer has opened at 30 automatically. Then each in turn raises by fives (up to 125) or passes; the first pass ends the bidding. The winner names trump, looks at the nest and may swap exactly two cards with it, or none. The nest then counts for nobody.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Play:&lt;/b&gt; the non-dealer leads, the Dummy plays next and the dealer last. The Dummy always turns up the top card of its pile, whatever was led; players must follow the colour led if they can. The highest trump, or else the highest card of the colour led, takes the trick. Tricks the Dummy takes count for nobody, and the Dummy leads the next trick itself.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Scoring:&lt;/b&gt; 5s count 5, 10s and 14s count 10, and each trick 2. If the bidder takes at least the bid, both score what they took; if not, the bidder scores nothing and the opponent scores double. The first to 150 wins (the higher total if both get there in one round; a tie plays on).&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Rook zu zweit&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Karten:&lt;/b&gt; 44 Rook-Karten, 4 (niedrig) bis 14 (hoch) in vier Farben. Sie, Ihr Gegner und ein Strohmann erhalten je 13 Karten; die Karten des Strohmanns bleiben verdeckt in einem Stoß. Die letzten fünf Karten sind das Nest. Das Ziehen bestimmt den ersten Geber; danach wechselt das Geben.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Reizen:&lt;/b&gt; Der Geber hat automatisch mit 30 eröffnet. Dann erhöht jeder reihum in Fünferschritten (bis 125) oder passt; das erste Passen beendet das Reizen. Der Gewinner sagt Trumpf an, sieht sich das Nest an und darf genau zwei Karten damit tauschen oder keine. Das Nest zählt danach für niemanden.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Spiel:&lt;/b&gt; Der Nichtgeber spielt aus, der Strohmann spielt als Nächster und der Geber zuletzt. Der Strohmann deckt immer die oberste Karte seines Stoßes auf, egal was ausgespielt wurde; die Spieler müssen die ausgespielte Farbe bedienen, wenn sie können. Der höchste Trumpf, sonst die höchste Karte der ausgespielten Farbe, macht den Stich. Stiche des Strohmanns zählen für niemanden, und der Strohmann spielt den nächsten Stich selbst aus.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Wertung:&lt;/b&gt; 5er zählen 5, 10er und 14er 10 und jeder Stich 2. Erreicht der Reizgewinner mindestens sein Gebot, schreiben beide, was sie eingenommen haben; sonst bekommt der Reizgewinner nichts und der Gegner das Doppelte. Wer zuerst 150 erreicht, gewinnt (die höhere Summe, wenn beide es in einer Runde schaffen; bei Gleichstand geht es weiter).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="493"/>
        <source>&lt;h2&gt;Kentucky Discard&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Teams and cards:&lt;/b&gt; four players, partners sitting opposite. The cards are 5 to 14 in four colours plus the Rook Bird. Each player gets nine cards, and five go face down to the nest.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Bidding:&lt;/b&gt; starting left of the dealer, bid from 70 up to 120 in fives, or pass; a player who passes is out of the bidding. If all four pass, the hand is thrown in (or, with that option, the dealer must bid 70).&lt;/p&gt;&lt;p&gt;&lt;b&gt;The nest:&lt;/b&gt; the highest bidder adds the nest to their hand, lays any five cards aside one at a time, and then names trump. Whoever takes the last trick also takes the cards laid aside.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The Bird:&lt;/b&gt; the highest trump. It may be played at any time, even when you could follow. If it is led, trump has been led; if trump is led and the Bird is your only trump, you must play it.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Scoring:&lt;/b&gt; 5s count 5, 10s and 14s 10, the Bird 20: 120 in all. A side that makes its bid scores its counters; a side that falls short loses the amount of its bid, while the other side always scores its counters. The first side to 300 wins. Variants change the cards: without the Bird, with the red 1 as the top trump worth 30, or with the 1s above the 14s worth 15 each; the bids scale with the points.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Kentucky Discard&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Mannschaften und Karten:&lt;/b&gt; Vier Spieler, Partner sitzen einander gegenüber. Die Karten sind 5 bis 14 in vier Farben und der Rook-Vogel. Jeder erhält neun Karten, und fünf gehen verdeckt ins Nest.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Reizen:&lt;/b&gt; Links vom Geber beginnend bietet man von 70 bis 120 in Fünferschritten oder passt; wer passt, ist aus dem Reizen draußen. Passen alle vier, wird die Hand eingeworfen (oder, mit dieser Option, der Geber muss 70 bieten).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Das Nest:&lt;/b&gt; Der Höchstbietende nimmt das Nest auf die Hand, legt beliebige fünf Karten einzeln beiseite und sagt dann Trumpf an. Wer den letzten Stich macht, erhält auch die beiseitegelegten Karten.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Der Vogel:&lt;/b&gt; der höchste Trumpf. Er darf jederzeit gespielt werden, auch wenn Sie bedienen könnten. Wird er ausgespielt, gilt Trumpf als ausgespielt; wird Trumpf ausgespielt und ist der Vogel Ihr einziger Trumpf, müssen Sie ihn spielen.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Wertung:&lt;/b&gt; 5er zählen 5, 10er und 14er 10, der Vogel 20: insgesamt 120. Eine Partei, die ihr Gebot erfüllt, schreibt ihre Zählkarten; eine Partei, die es verfehlt, verliert die Höhe ihres Gebots, während die andere Partei immer ihre Zählkarten schreibt. Wer zuerst 300 erreicht, gewinnt. Varianten ändern die Karten: ohne Vogel, mit der roten 1 als höchstem Trumpf im Wert von 30, oder mit den 1ern über den 14ern im Wert von je 15; die Gebote passen sich den Punkten an.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="512"/>
        <source>&lt;h2&gt;Quatorze&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Goal:&lt;/b&gt; get rid of your cards by laying them out in melds. Points count against you: a player whose total reaches 201 is out, and the last player left wins.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Cards:&lt;/b&gt; two packs with one or two jokers. The player to the dealer&apos;s right gets 15 cards, everybody else 14, and play goes round to the right. When the pack is cut and a joker shows at the bottom of the lifted part, the cutter keeps it.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Melds:&lt;/b&gt; a set is three or four cards of one rank, every suit different; a run is three or more cards of one suit in order. An ace sits below the two or above the king, but a run never goes round the corner from king to two. A joker may stand in for any card, one joker per meld.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Your turn:&lt;/b&gt; draw the top card of the stock, or take the top card of the discard pile if you put it into a meld straight away. Then meld if you can and want to, and end by discarding one card. The first player of a round just discards. Your last card cannot go into a meld: you always keep one to discard.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Opening:&lt;/b&gt; the first time you meld, your melds together must be worth at least 51: number cards at face value, jack, queen and king 10, an ace 11 (1 at the bottom of A-2-3), a joker the value of the card it replaces. After that you may meld freely and add cards to anybody&apos;s melds. With the joker swap option, you may also take a joker off the table by putting the card it stands for in its place.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Scoring:&lt;/b&gt; discarding your last card ends the round. You score -30 and the others the value of the cards they hold (a joker 25). If you laid out your whole hand in one turn without adding to anyone else&apos;s melds, you score -60 and the others&apos; points are doubled.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Quatorze&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Ziel:&lt;/b&gt; Ihre Karten loswerden, indem Sie sie in Meldungen auslegen. Punkte zählen gegen Sie: Wer 201 erreicht, scheidet aus, und der letzte verbleibende Spieler gewinnt.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Karten:&lt;/b&gt; zwei Blätter mit einem oder zwei Jokern. Der Spieler rechts vom Geber erhält 15 Karten, alle anderen 14, und gespielt wird nach rechts. Zeigt sich beim Abheben unten am abgehobenen Teil ein Joker, behält ihn der Abhebende.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Meldungen:&lt;/b&gt; Ein Satz sind drei oder vier Karten eines Rangs, alle in verschiedenen Farben; eine Folge sind drei oder mehr Karten einer Farbe in Reihe. Ein Ass steht unter der Zwei oder über dem König, aber eine Folge geht nie über die Ecke vom König zur Zwei. Ein Joker kann jede Karte vertreten, ein Joker pro Meldung.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Ihr Zug:&lt;/b&gt; Ziehen Sie die oberste Karte des Stapels, oder nehmen Sie die oberste Karte des Ablagestapels, wenn Sie sie sofort in eine Meldung legen. Melden Sie dann, wenn Sie können und wollen, und werfen Sie zum Schluss eine Karte ab. Der erste Spieler einer Runde wirft nur ab. Ihre letzte Karte kann nicht in eine Meldung: Eine Karte behalten Sie immer zum Abwerfen.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Eröffnen:&lt;/b&gt; Wenn Sie zum ersten Mal melden, müssen Ihre Meldungen zusammen mindestens 51 wert sein: Zahlenkarten ihren Wert, Bube, Dame und König 10, ein Ass 11 (1 ganz unten in A-2-3), ein Joker den Wert der Karte, die er vertritt. Danach dürfen Sie frei melden und an die Meldungen aller anlegen. Mit der Option Jokertausch dürfen Sie auch einen Joker vom Tisch nehmen, indem Sie die Karte, für die er steht, an seine Stelle legen.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Wertung:&lt;/b&gt; Wer seine letzte Karte abwirft, beendet die Runde. Sie schreiben -30, die anderen den Wert ihrer Handkarten (ein Joker 25). Haben Sie Ihre ganze Hand in einem Zug ausgelegt, ohne bei anderen anzulegen, schreiben Sie -60, und die Punkte der anderen werden verdoppelt.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="536"/>
        <source>&lt;h2&gt;I Suspect You&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Goal:&lt;/b&gt; be the first to get rid of all your cards.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Playing:&lt;/b&gt; the whole pack is dealt. The player on the dealer&apos;s left starts by laying his lowest card face down and naming its rank. After that, each player in turn lays one card face down, and the rank he must name is always one above the last (ace, 2, 3 ... king, then ace again). The card does not have to be of that rank: you may bluff.&lt;/p&gt;&lt;p&gt;&lt;b&gt;I suspect you:&lt;/b&gt; after each card the other players may say &quot;I suspect you&quot;. The card is then turned up. If it is not of the rank named, the player who laid it picks up the whole pile; if it is, the doubter picks it up. When several players doubt, the first of them to the player&apos;s left makes the challenge.&lt;/p&gt;&lt;p&gt;You win when your last card stands, unchallenged or shown to be true.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tip:&lt;/b&gt; keep an honest card for your last play: everyone doubts a last card.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Ich zweifle&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Ziel:&lt;/b&gt; Als Erster alle Karten loswerden.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Spielen:&lt;/b&gt; Das ganze Blatt wird ausgeteilt. Der Spieler links vom Geber beginnt, legt seine niedrigste Karte verdeckt ab und nennt ihren Rang. Danach legt reihum jeder eine Karte verdeckt ab, und der Rang, den er nennen muss, ist immer eins höher als der letzte (Ass, 2, 3 … König, dann wieder Ass). Die Karte muss nicht diesen Rang haben: Sie dürfen bluffen.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Ich zweifle:&lt;/b&gt; Nach jeder Karte dürfen die anderen „Ich zweifle“ sagen. Die Karte wird dann aufgedeckt. Hat sie nicht den genannten Rang, nimmt der Spieler, der sie gelegt hat, den ganzen Stoß auf; hat sie ihn, nimmt ihn der Zweifler. Zweifeln mehrere, fordert der erste links vom Spieler heraus.&lt;/p&gt;&lt;p&gt;Sie gewinnen, wenn Ihre letzte Karte besteht, unangezweifelt oder als wahr erwiesen.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tipp:&lt;/b&gt; Behalten Sie eine ehrliche Karte für Ihren letzten Zug: Eine letzte Karte bezweifelt jeder.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="550"/>
        <source>&lt;h2&gt;Old Maid&lt;/h2&gt;&lt;p&gt;One queen (the queen of clubs) is taken out, and the other 51 cards are dealt. Any two cards of the same rank in a hand are a pair, and pairs are put down on the table at once.&lt;/p&gt;&lt;p&gt;In turn, each player draws one card, unseen, from the hand of the nearest player on his right who still has cards. If it makes a pair with a card he holds, the pair goes down. You may shuffle your own hand before your neighbour draws from it.&lt;/p&gt;&lt;p&gt;Players whose hands run out are safe. The one left holding the last queen is the old maid and loses; everyone else wins.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Schwarzer Peter&lt;/h2&gt;&lt;p&gt;Eine Dame (die Kreuz-Dame) wird herausgenommen, und die übrigen 51 Karten werden ausgeteilt. Zwei Karten gleichen Rangs in einer Hand sind ein Paar, und Paare werden sofort auf den Tisch gelegt.&lt;/p&gt;&lt;p&gt;Reihum zieht jeder Spieler verdeckt eine Karte aus der Hand des nächsten Spielers zu seiner Rechten, der noch Karten hat. Bildet sie ein Paar mit einer Karte, die er hält, wird das Paar abgelegt. Sie dürfen Ihre eigene Hand mischen, bevor Ihr Nachbar daraus zieht.&lt;/p&gt;&lt;p&gt;Wer keine Karten mehr hat, ist in Sicherheit. Wer zuletzt die übrige Dame hält, ist die alte Jungfer und verliert; alle anderen gewinnen.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="560"/>
        <source>&lt;h2&gt;Snip Snap Snorum&lt;/h2&gt;&lt;p&gt;Everyone starts with five counters, and the whole pack is dealt. In turn, each player lays one card face up.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Matching:&lt;/b&gt; if you hold a card of the rank just laid, you must lay it. The player you matched pays into the pool: one counter for the second card of the rank (&quot;Snip&quot;), two for the third (&quot;Snap&quot;) and three for the fourth (&quot;Snorum&quot;). After the fourth, or when you cannot match, you lay any card you like and a new run begins.&lt;/p&gt;&lt;p&gt;A player with no counters left drops out. When the player due to lay has no cards, the cards are dealt again. The last player with counters takes the pool and wins.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tip:&lt;/b&gt; lay ranks whose other cards you have already seen, so nobody can match you.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Schnipp Schnapp Schnorum&lt;/h2&gt;&lt;p&gt;Jeder beginnt mit fünf Marken, und das ganze Blatt wird ausgeteilt. Reihum legt jeder Spieler eine Karte offen.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Bedienen:&lt;/b&gt; Haben Sie eine Karte vom Rang der eben gelegten, müssen Sie sie legen. Der Spieler, den Sie bedient haben, zahlt in den Pott: eine Marke für die zweite Karte des Rangs („Schnipp“), zwei für die dritte („Schnapp“) und drei für die vierte („Schnorum“). Nach der vierten, oder wenn Sie nicht bedienen können, legen Sie eine beliebige Karte, und eine neue Folge beginnt.&lt;/p&gt;&lt;p&gt;Wer keine Marken mehr hat, scheidet aus. Hat der Spieler, der legen müsste, keine Karten, werden die Karten neu ausgeteilt. Der letzte Spieler mit Marken nimmt den Pott und gewinnt.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tipp:&lt;/b&gt; Legen Sie Ränge, deren andere Karten Sie schon gesehen haben, damit niemand Sie bedienen kann.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="573"/>
        <source>&lt;h2&gt;Snap&lt;/h2&gt;&lt;p&gt;The pack is dealt face down and nobody looks at their cards. In turn, each player turns the top card of his pack face up onto his own pile. When your pack is used up, your pile is turned over to become your pack again.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Snap!&lt;/b&gt; When the card just turned has the same rank as the top card of another pile, the two owners race to call. The first to call wins both piles and puts them under his pack. Calling when you may not (no match, or not your pile) costs you one card to every other player.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Animal Snap:&lt;/b&gt; everyone has an animal name, and instead of &quot;Snap&quot; you must call the other player&apos;s animal. Calling your own animal, or plain &quot;Snap&quot;, is a false call.&lt;/p&gt;&lt;p&gt;A player with no cards left is out; whoever wins every card wins the game.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Schnapp&lt;/h2&gt;&lt;p&gt;Das Blatt wird verdeckt ausgeteilt, und niemand sieht seine Karten an. Reihum deckt jeder Spieler die oberste Karte seines Stoßes offen auf seinen eigenen Ablagestoß. Ist Ihr Stoß aufgebraucht, wird Ihr Ablagestoß umgedreht und wird wieder Ihr Stoß.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Schnapp!&lt;/b&gt; Hat die eben aufgedeckte Karte denselben Rang wie die oberste Karte eines anderen Ablagestoßes, wetteifern die beiden Besitzer, wer zuerst ruft. Wer zuerst ruft, gewinnt beide Ablagestöße und legt sie unter seinen Stoß. Wer zu Unrecht ruft (keine Übereinstimmung oder nicht der eigene Stoß), gibt jedem anderen Spieler eine Karte.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tier-Schnapp:&lt;/b&gt; Jeder hat einen Tiernamen, und statt „Schnapp“ müssen Sie das Tier des anderen Spielers rufen. Wer sein eigenes Tier oder einfach „Schnapp“ ruft, ruft falsch.&lt;/p&gt;&lt;p&gt;Wer keine Karten mehr hat, scheidet aus; wer alle Karten gewinnt, gewinnt das Spiel.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="585"/>
        <source>&lt;p&gt;No description yet.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Noch keine Beschreibung.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="591"/>
        <source>%1 of %2</source>
        <translation>%2-%1</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="593"/>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="595"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="596"/>
        <source>The Bird</source>
        <translation>Der Vogel</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="602"/>
        <source>stock</source>
        <translation>Stapel</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="603"/>
        <source>waste</source>
        <translation>Ablage</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="604"/>
        <source>centre pile</source>
        <translation>Mittelstapel</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="605"/>
        <source>the Sultan</source>
        <translation>der Sultan</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="606"/>
        <source>trick</source>
        <translation>Stich</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="607"/>
        <source>discard pile</source>
        <translation>Ablagestapel</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="608"/>
        <source>pack</source>
        <translation>Blatt</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="609"/>
        <source>place for a new meld</source>
        <translation>Platz für eine neue Meldung</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="610"/>
        <source>red talon</source>
        <translation>roter Talon</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="611"/>
        <source>black talon</source>
        <translation>schwarzer Talon</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="612"/>
        <source>the Empress</source>
        <translation>die Kaiserin</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="613"/>
        <source>the Guard</source>
        <translation>die Garde</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="614"/>
        <source>the Queens</source>
        <translation>die Damen</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="615"/>
        <source>centre of the mill</source>
        <translation>Mitte der Mühle</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="619"/>
        <source>row %1, column %2</source>
        <translation>Reihe %1, Spalte %2</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="627"/>
        <source>%1 foundation from the ace</source>
        <translation>%1-Zielstapel ab Ass</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="628"/>
        <source>%1 foundation from the king</source>
        <translation>%1-Zielstapel ab König</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="636"/>
        <source>hour %1</source>
        <translation>Stunde %1</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="637"/>
        <location filename="../app/gametexts.cpp" line="654"/>
        <source>packet %1</source>
        <translation>Päckchen %1</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="639"/>
        <source>foundation %1</source>
        <translation>Zielstapel %1</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="641"/>
        <source>fan %1</source>
        <translation>Fächer %1</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="641"/>
        <source>tableau %1</source>
        <translation>Spalte %1</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="642"/>
        <source>pack of player %1</source>
        <translation>Stoß von Spieler %1</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="643"/>
        <source>hand of player %1</source>
        <translation>Hand von Spieler %1</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="644"/>
        <source>column %1</source>
        <translation>Spalte %1</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="645"/>
        <source>Divan cell %1</source>
        <translation>Diwan-Feld %1</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="646"/>
        <source>left row %1</source>
        <translation>linke Reihe %1</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="647"/>
        <source>right row %1</source>
        <translation>rechte Reihe %1</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="648"/>
        <source>Army place %1</source>
        <translation>Armeeplatz %1</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="649"/>
        <source>Navy place %1</source>
        <translation>Flottenplatz %1</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="650"/>
        <source>Equator place %1</source>
        <translation>Äquatorplatz %1</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="651"/>
        <source>Zodiac packet %1</source>
        <translation>Tierkreis-Päckchen %1</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="652"/>
        <source>sail %1</source>
        <translation>Flügel %1</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="653"/>
        <source>king pile %1</source>
        <translation>Königsstapel %1</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="655"/>
        <source>meld %1</source>
        <translation>Meldung %1</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="656"/>
        <source>meld %1 set aside for your opening</source>
        <translation>Meldung %1, für Ihre Eröffnung beiseitegelegt</translation>
    </message>
    <message>
        <location filename="../app/gametexts_tables.cpp" line="8"/>
        <source>You</source>
        <translation>Sie</translation>
    </message>
    <message>
        <location filename="../app/gametexts_tables.cpp" line="10"/>
        <location filename="../app/gametexts_tables.cpp" line="14"/>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <location filename="../app/gametexts_tables.cpp" line="12"/>
        <location filename="../app/gametexts_tables.cpp" line="14"/>
        <source>West</source>
        <translation>West</translation>
    </message>
    <message>
        <location filename="../app/gametexts_tables.cpp" line="12"/>
        <location filename="../app/gametexts_tables.cpp" line="14"/>
        <source>East</source>
        <translation>Ost</translation>
    </message>
    <message>
        <location filename="../app/gametexts_tables.cpp" line="15"/>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <location filename="../app/gametexts_tables.cpp" line="29"/>
        <source>You win!</source>
        <translation>Sie gewinnen!</translation>
    </message>
    <message>
        <location filename="../app/gametexts_tables.cpp" line="29"/>
        <source>%1 wins.</source>
        <translation>%1 gewinnt.</translation>
    </message>
    <message>
        <location filename="../app/gametexts_tables.cpp" line="31"/>
        <source>First place shared: %1.</source>
        <translation>Geteilter erster Platz: %1.</translation>
    </message>
    <message>
        <location filename="../app/gametexts_tables.cpp" line="33"/>
        <source>The last round was played: the lowest total wins.</source>
        <translation>Die letzte Runde ist gespielt: Die niedrigste Summe gewinnt.</translation>
    </message>
    <message>
        <location filename="../app/gametexts_tables.cpp" line="49"/>
        <source>thrown in</source>
        <translation>eingeworfen</translation>
    </message>
    <message>
        <location filename="../app/gametexts_tables.cpp" line="50"/>
        <source>%1 went out at once (points doubled)</source>
        <translation>%1 ist auf einmal ausgegangen (Punkte verdoppelt)</translation>
    </message>
    <message>
        <location filename="../app/gametexts_tables.cpp" line="51"/>
        <source>went out at once</source>
        <translation>auf einen Schlag ausgemacht</translation>
    </message>
    <message>
        <location filename="../app/gametexts_tables.cpp" line="52"/>
        <source>%1 went out</source>
        <translation>%1 ist ausgegangen</translation>
    </message>
    <message>
        <location filename="../app/gametexts_tables.cpp" line="53"/>
        <source>went out</source>
        <translation>ausgegangen</translation>
    </message>
    <message>
        <location filename="../app/gametexts_tables.cpp" line="54"/>
        <source>nobody went out</source>
        <translation>niemand ist ausgegangen</translation>
    </message>
    <message>
        <location filename="../app/gametexts_tables.cpp" line="42"/>
        <location filename="../app/gametexts_tables.cpp" line="59"/>
        <source>side %1</source>
        <translation>Seite %1</translation>
    </message>
    <message>
        <location filename="../app/gametexts_tables.cpp" line="43"/>
        <source>Bid %1 by %2: made</source>
        <translation>Gebot %1 von %2: erfüllt</translation>
    </message>
    <message>
        <location filename="../app/gametexts_tables.cpp" line="44"/>
        <source>Bid %1 by %2: set</source>
        <translation>Gebot %1 von %2: verloren</translation>
    </message>
    <message>
        <location filename="../app/gametexts_tables.cpp" line="60"/>
        <source>%1 is out of the game</source>
        <translation>%1 ist aus dem Spiel</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="689"/>
        <source>Deal</source>
        <translation>Geben</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="690"/>
        <source>Turn</source>
        <translation>Aufdecken</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="691"/>
        <source>Refill</source>
        <translation>Auffüllen</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="692"/>
        <source>Turn over</source>
        <translation>Umdrehen</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="693"/>
        <location filename="../app/gametexts.cpp" line="702"/>
        <source>Redeal</source>
        <translation>Neu verteilen</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="703"/>
        <source>Resign</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="731"/>
        <source>Play %1</source>
        <translation>%1 spielen</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="732"/>
        <source>Relief: %1</source>
        <translation>Befreiung: %1</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="733"/>
        <source>Exchange %1</source>
        <translation>%1 tauschen</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="734"/>
        <source>Take Up the Garden</source>
        <translation>Garten aufnehmen</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="743"/>
        <source>Play a Pair</source>
        <translation>Paar spielen</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="744"/>
        <source>Relief</source>
        <translation>Befreiung</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="745"/>
        <source>Exchange</source>
        <translation>Tausch</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gametexts.cpp" line="752"/>
        <source>Take &amp;Up (%n left)</source>
        <translation>
            <numerusform>&amp;Aufnehmen (noch %n)</numerusform>
            <numerusform>&amp;Aufnehmen (noch %n)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="752"/>
        <source>Take &amp;Up</source>
        <translation>&amp;Aufnehmen</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gametexts.cpp" line="753"/>
        <source>Re&amp;deal (%n left)</source>
        <translation>
            <numerusform>Neu &amp;verteilen (noch %n)</numerusform>
            <numerusform>Neu &amp;verteilen (noch %n)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="753"/>
        <source>Re&amp;deal</source>
        <translation>Neu &amp;verteilen</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="758"/>
        <source>Placing every card</source>
        <translation>Alle Karten unterbringen</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="759"/>
        <source>Building home</source>
        <translation>Auf die Zielstapel bauen</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="771"/>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="772"/>
        <source>It is not your turn.</source>
        <translation>Sie sind nicht am Zug.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="773"/>
        <source>That is not a move of this game.</source>
        <translation>Das ist kein Zug dieses Spiels.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="774"/>
        <source>That cannot be done now.</source>
        <translation>Das geht jetzt nicht.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="775"/>
        <source>There is no such pile.</source>
        <translation>Diesen Stapel gibt es nicht.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="776"/>
        <source>The %1 is empty.</source>
        <translation>%1 ist leer.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="777"/>
        <source>%1 is not free: another card lies on it.</source>
        <translation>%1 ist nicht frei: Eine andere Karte liegt darauf.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="778"/>
        <source>That card is face down.</source>
        <translation>Diese Karte liegt verdeckt.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="779"/>
        <source>Only one card may be moved at a time.</source>
        <translation>Es darf nur eine Karte auf einmal bewegt werden.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="780"/>
        <source>Those cards are not in sequence, so they cannot move together.</source>
        <translation>Diese Karten bilden keine Folge und können daher nicht zusammen bewegt werden.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="782"/>
        <source>Cards cannot be put on the %1.</source>
        <translation>Auf %1 können keine Karten gelegt werden.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="783"/>
        <source>%1 cannot go on %2: it must be of the same suit.</source>
        <translation>%1 kann nicht auf %2: Die Farbe muss gleich sein.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="784"/>
        <source>%1 cannot go on %2: the colours must alternate.</source>
        <translation>%1 kann nicht auf %2: Rot und Schwarz müssen sich abwechseln.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="787"/>
        <source>%1 cannot go on %2: only a %3 can.</source>
        <translation>%1 kann nicht auf %2: Dorthin passt nur: %3.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="788"/>
        <source>%1 cannot go on %2.</source>
        <translation>%1 kann nicht auf %2.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="789"/>
        <source>Only an ace can start this foundation.</source>
        <translation>Nur ein Ass kann diesen Zielstapel beginnen.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="790"/>
        <source>Only a king can fill an empty column.</source>
        <translation>Nur ein König darf eine leere Spalte füllen.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="791"/>
        <source>An empty pile stays empty in this game.</source>
        <translation>In diesem Spiel bleibt ein leerer Stapel leer.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="792"/>
        <source>This foundation is complete.</source>
        <translation>Dieser Zielstapel ist vollständig.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gametexts.cpp" line="794"/>
        <source>While the stock lasts, you can only build on a packet of at least %n cards.</source>
        <translation>
            <numerusform>Solange der Stapel reicht, dürfen Sie nur auf ein Päckchen von mindestens %n Karte bauen.</numerusform>
            <numerusform>Solange der Stapel reicht, dürfen Sie nur auf ein Päckchen von mindestens %n Karten bauen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="795"/>
        <source>%1 can only go to a foundation from there.</source>
        <translation>%1 kann von dort nur auf einen Zielstapel.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="796"/>
        <source>The stock is empty.</source>
        <translation>Der Stapel ist leer.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="797"/>
        <source>There are no cards left to turn over.</source>
        <translation>Es sind keine Karten zum Umdrehen mehr da.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="798"/>
        <source>No redeals are left.</source>
        <translation>Es sind keine Neuverteilungen mehr übrig.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="799"/>
        <source>There is no face-down card to turn there.</source>
        <translation>Dort liegt keine verdeckte Karte zum Umdrehen.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="800"/>
        <source>That card is not there.</source>
        <translation>Diese Karte liegt nicht dort.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="801"/>
        <source>The foundations open only when every card has been placed.</source>
        <translation>Die Zielstapel öffnen sich erst, wenn jede Karte untergebracht ist.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="803"/>
        <source>Every card is placed: cards may now only go to the foundations.</source>
        <translation>Alle Karten sind untergebracht: Karten dürfen jetzt nur noch auf die Zielstapel.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="804"/>
        <source>An empty space takes only the top card of the waste.</source>
        <translation>Ein leerer Platz nimmt nur die oberste Karte der Ablage.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="805"/>
        <source>There is a card on the %1 already.</source>
        <translation>Auf %1 liegt schon eine Karte.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="807"/>
        <source>%1 may go to the centre only if a card from the sails or the waste can follow it.</source>
        <translation>%1 darf nur in die Mitte, wenn ihr eine Karte von den Flügeln oder der Ablage folgen kann.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="810"/>
        <source>This pile has lent a card to the centre already: play a card from the sails or the waste there first.</source>
        <translation>Dieser Stapel hat der Mitte schon eine Karte geliehen: Spielen Sie zuerst eine Karte von den Flügeln oder der Ablage dorthin.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="812"/>
        <source>%1 is the base of its pile and never moves.</source>
        <translation>%1 ist die Grundkarte ihres Stapels und bewegt sich nie.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="814"/>
        <source>%1 can only go home together with a card of the other colour.</source>
        <translation>%1 kann nur zusammen mit einer Karte der anderen Farbe abgelegt werden.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="816"/>
        <source>%1 is locked in a pair: it can only go home with its partner.</source>
        <translation>%1 ist in einem Paar gebunden: Sie kann nur mit ihrem Partner abgelegt werden.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="817"/>
        <source>No foundation takes %1 now.</source>
        <translation>Kein Zielstapel nimmt jetzt %1.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="819"/>
        <source>%1 comes into play only by filling an empty place.</source>
        <translation>%1 kommt nur ins Spiel, indem sie einen leeren Platz füllt.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="820"/>
        <source>%1 and %2 are not in the same row or column.</source>
        <translation>%1 und %2 liegen nicht in derselben Reihe oder Spalte.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="821"/>
        <source>%1 and %2 do not add up to %3.</source>
        <translation>%1 und %2 ergeben zusammen nicht %3.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="822"/>
        <source>You may only exchange cards when no pair can be removed.</source>
        <translation>Sie dürfen nur tauschen, wenn kein Paar entfernt werden kann.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="823"/>
        <source>The exchange has already been used.</source>
        <translation>Der Tausch wurde schon verbraucht.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="824"/>
        <source>After that exchange there would still be no pair.</source>
        <translation>Nach diesem Tausch gäbe es immer noch kein Paar.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="826"/>
        <source>The relief is only allowed before the first card reaches a foundation.</source>
        <translation>Die Befreiung ist nur erlaubt, bevor die erste Karte einen Zielstapel erreicht.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="828"/>
        <source>There is no ace or king right under the last card of %1.</source>
        <translation>Direkt unter der letzten Karte von %1 liegt kein Ass und kein König.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="829"/>
        <source>The relief frees at most one ace and one king.</source>
        <translation>Die Befreiung gibt höchstens ein Ass und einen König frei.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="830"/>
        <source>The garden can only be taken up once the stock is empty.</source>
        <translation>Der Garten kann erst aufgenommen werden, wenn der Stapel leer ist.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="831"/>
        <source>No take-ups are left.</source>
        <translation>Es sind keine Aufnahmen mehr übrig.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="833"/>
        <source>%1 cannot be played: follow the suit led (%2) or play a trump.</source>
        <translation>%1 kann nicht gespielt werden: Bedienen Sie die ausgespielte Farbe (%2) oder spielen Sie Trumpf.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="836"/>
        <source>The point would take the other side to %1 and win the game: the dealer must run the cards.</source>
        <translation>Der Punkt brächte die Gegenpartei auf %1 und damit zum Sieg: Der Geber muss nachgeben.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="839"/>
        <source>The bid must be at least %1.</source>
        <translation>Das Gebot muss mindestens %1 betragen.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="840"/>
        <source>You cannot bid more than your %1 counters.</source>
        <translation>Sie können nicht mehr als Ihre %1 Marken bieten.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="841"/>
        <source>You do not hold %1.</source>
        <translation>Sie haben %1 nicht auf der Hand.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="843"/>
        <source>You must follow %1.</source>
        <translation>Sie müssen %1 bedienen.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="844"/>
        <source>The bid cannot be more than %1.</source>
        <translation>Das Gebot darf nicht höher als %1 sein.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="845"/>
        <source>Bids go up in steps of %1.</source>
        <translation>Gebote steigen in Schritten von %1.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="846"/>
        <source>You may not pass: you must bid %1.</source>
        <translation>Sie dürfen nicht passen: Sie müssen %1 bieten.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="847"/>
        <source>%1 is not in the nest.</source>
        <translation>%1 liegt nicht im Nest.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="849"/>
        <source>Exchange exactly %1 cards with the nest, or none.</source>
        <translation>Tauschen Sie genau %1 Karten mit dem Nest oder keine.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="851"/>
        <source>Your first melds must be worth at least 51 together; these are worth %1.</source>
        <translation>Ihre ersten Meldungen müssen zusammen mindestens 51 wert sein; diese sind %1 wert.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="853"/>
        <source>%1 may only be taken from the discard pile to be melded this turn (before you have opened, as part of an opening of 51 or more).</source>
        <translation>%1 darf nur vom Ablagestapel genommen werden, um sie in diesem Zug zu melden (vor dem Eröffnen als Teil einer Eröffnung von 51 oder mehr).</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="855"/>
        <source>Only one joker is allowed in a meld.</source>
        <translation>In einer Meldung ist nur ein Joker erlaubt.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="857"/>
        <source>These cards make neither a set (three or four of a rank, all suits different) nor a run (three or more of one suit in a row).</source>
        <translation>Diese Karten bilden weder einen Satz (drei oder vier gleichen Rangs, alle Farben verschieden) noch eine Folge (drei oder mehr einer Farbe in Reihe).</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="859"/>
        <source>Keep one card to discard: your last card cannot be melded.</source>
        <translation>Behalten Sie eine Karte zum Abwerfen: Ihre letzte Karte kann nicht gemeldet werden.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="860"/>
        <source>First draw a card from the stock or take the top discard.</source>
        <translation>Ziehen Sie zuerst eine Karte vom Stapel oder nehmen Sie die oberste abgeworfene Karte.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="861"/>
        <source>On the first turn of a round you only discard a card.</source>
        <translation>Im ersten Zug einer Runde werfen Sie nur eine Karte ab.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="862"/>
        <source>You can add to the melds on the table once you have opened with 51.</source>
        <translation>Sie können an die Meldungen auf dem Tisch anlegen, sobald Sie mit 51 eröffnet haben.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="864"/>
        <source>%1 does not fit meld %2.</source>
        <translation>%1 passt nicht zu Meldung %2.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="865"/>
        <source>In this game a joker on the table stays there.</source>
        <translation>In diesem Spiel bleibt ein Joker auf dem Tisch liegen.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="868"/>
        <source>Meld %1 has no joker.</source>
        <translation>Meldung %1 hat keinen Joker.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="869"/>
        <source>The joker in meld %1 does not stand for %2.</source>
        <translation>Der Joker in Meldung %1 steht nicht für %2.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="870"/>
        <source>There is no card at that place in the hand.</source>
        <translation>An dieser Stelle der Hand liegt keine Karte.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="871"/>
        <source>You hold a %1, so you must play it.</source>
        <translation>Sie haben eine Karte vom Rang %1 und müssen sie spielen.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="872"/>
        <source>That player is out of the game.</source>
        <translation>Dieser Spieler ist ausgeschieden.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="873"/>
        <source>Too late: the snap has already been won.</source>
        <translation>Zu spät: Das Schnapp ist schon gewonnen.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="875"/>
        <source>That move is not allowed.</source>
        <translation>Dieser Zug ist nicht erlaubt.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="667"/>
        <source>Tiger</source>
        <translation>Tiger</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="668"/>
        <source>Lion</source>
        <translation>Löwe</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="669"/>
        <source>Bear</source>
        <translation>Bär</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="670"/>
        <source>Wolf</source>
        <translation>Wolf</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="671"/>
        <source>Fox</source>
        <translation>Fuchs</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="672"/>
        <source>Owl</source>
        <translation>Eule</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="673"/>
        <source>Horse</source>
        <translation>Pferd</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="674"/>
        <source>Zebra</source>
        <translation>Zebra</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="675"/>
        <source>Monkey</source>
        <translation>Affe</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="676"/>
        <source>Panda</source>
        <translation>Panda</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="677"/>
        <source>Eagle</source>
        <translation>Adler</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="678"/>
        <source>Shark</source>
        <translation>Hai</translation>
    </message>
</context>
<context>
    <name>LastTrickDialog</name>
    <message>
        <location filename="../app/tricks/lasttrick.cpp" line="19"/>
        <source>Last Trick</source>
        <translation>Letzter Stich</translation>
    </message>
    <message>
        <location filename="../app/tricks/lasttrick.cpp" line="50"/>
        <source>No trick has been played yet.</source>
        <translation>Es wurde noch kein Stich gespielt.</translation>
    </message>
    <message>
        <location filename="../app/tricks/lasttrick.cpp" line="56"/>
        <source>the Dummy</source>
        <translation>der Strohmann</translation>
    </message>
    <message>
        <location filename="../app/tricks/lasttrick.cpp" line="57"/>
        <source>%1 led; %2 took the trick.</source>
        <translation>%1 spielte aus; %2 nahm den Stich.</translation>
    </message>
    <message>
        <location filename="../app/tricks/lasttrick.cpp" line="68"/>
        <source>%1 (took it)</source>
        <translation>%1 (nahm ihn)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../app/mainwindow.cpp" line="66"/>
        <source>Cards turned from the stock</source>
        <translation>Vom Stapel aufgedeckte Karten</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="67"/>
        <source>Turn uncovered cards automatically</source>
        <translation>Freigelegte Karten automatisch umdrehen</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="68"/>
        <source>Deal single cards instead of packets of four</source>
        <translation>Einzelne Karten statt Viererpäckchen geben</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="69"/>
        <source>First dealer</source>
        <translation>Erster Geber</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="71"/>
        <source>Rounds at most (then the lowest total wins)</source>
        <translation>Höchstens so viele Runden (dann gewinnt die niedrigste Summe)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="72"/>
        <source>Deals per player</source>
        <translation>Spiele je Spieler</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="73"/>
        <source>Points to win</source>
        <translation>Punkte zum Sieg</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="74"/>
        <source>The best card&apos;s owner turns no more cards until it is beaten</source>
        <translation>Wer die beste Karte hält, deckt keine Karte mehr auf, bis sie geschlagen ist</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="75"/>
        <source>Partnerships</source>
        <translation>Partnerschaften</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="76"/>
        <source>When everybody passes</source>
        <translation>Wenn alle passen</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="77"/>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="78"/>
        <source>Jokers in the two packs</source>
        <translation>Joker in den beiden Spielen</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="79"/>
        <source>A joker on the table may be exchanged for its natural card</source>
        <translation>Ein ausgelegter Joker darf gegen die Karte getauscht werden, die er vertritt</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="80"/>
        <source>Your animal</source>
        <translation>Dein Tier</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="86"/>
        <source>On</source>
        <translation>Ein</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="87"/>
        <location filename="../app/mainwindow.cpp" line="377"/>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="88"/>
        <source>Drawn at random</source>
        <translation>Ausgelost</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="89"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="90"/>
        <source>The last seat</source>
        <translation>Der letzte Platz</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="91"/>
        <source>The deal is thrown in</source>
        <translation>Das Spiel wird neu gegeben</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="92"/>
        <source>The dealer must bid</source>
        <translation>Der Geber muss reizen</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="93"/>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="94"/>
        <source>Original</source>
        <translation>Original</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="95"/>
        <source>Red 1</source>
        <translation>Rote 1</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="96"/>
        <source>Buckeye</source>
        <translation>Buckeye</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="97"/>
        <source>Snap</source>
        <translation>Snap</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="98"/>
        <source>Animal Snap</source>
        <translation>Tier-Snap</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="109"/>
        <location filename="../app/mainwindow.cpp" line="494"/>
        <source>Card Table</source>
        <translation>Card Table</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="118"/>
        <source>&amp;Continue</source>
        <translation>&amp;Weiter</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="120"/>
        <source>&amp;Discard</source>
        <translation>&amp;Abwerfen</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="159"/>
        <source>Solver verdict</source>
        <translation>Urteil des Lösers</translation>
    </message>
    <message>
        <location filename="../app/mainwindow_tables.cpp" line="179"/>
        <source>Score sheet</source>
        <translation>Punkteliste</translation>
    </message>
    <message>
        <location filename="../app/mainwindow_tables.cpp" line="180"/>
        <location filename="../app/mainwindow_tables.cpp" line="212"/>
        <source>Score Sheet</source>
        <translation>Punkteliste</translation>
    </message>
    <message>
        <location filename="../app/mainwindow_tables.cpp" line="185"/>
        <source>Play so far</source>
        <translation>Bisheriger Spielverlauf</translation>
    </message>
    <message>
        <location filename="../app/mainwindow_tables.cpp" line="186"/>
        <source>Play So Far</source>
        <translation>Bisheriger Spielverlauf</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="192"/>
        <source>Your settings could not be read (%1); the defaults are used.</source>
        <translation>Ihre Einstellungen konnten nicht gelesen werden (%1); die Standardwerte werden verwendet.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="254"/>
        <source>&amp;New Deal</source>
        <translation>&amp;Neues Spiel</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="255"/>
        <source>N&amp;umbered Deal...</source>
        <translation>Spiel &amp;Nummer …</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="256"/>
        <source>&amp;Restart Deal</source>
        <translation>Spiel neu &amp;starten</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="257"/>
        <source>&amp;Choose Game...</source>
        <translation>Spiel &amp;auswählen …</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="258"/>
        <source>&amp;All Games</source>
        <translation>&amp;Alle Spiele</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="259"/>
        <source>Game &amp;Options...</source>
        <translation>Spiel&amp;optionen …</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="260"/>
        <source>&amp;Save Game...</source>
        <translation>Spiel &amp;speichern …</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="261"/>
        <location filename="../app/mainwindow.cpp" line="913"/>
        <source>Save Game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="262"/>
        <location filename="../app/mainwindow.cpp" line="268"/>
        <source>Card Table games (*.cardtable);;All files (*)</source>
        <translation>Card-Table-Spiele (*.cardtable);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="266"/>
        <source>&amp;Load Game...</source>
        <translation>Spiel &amp;laden …</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="267"/>
        <location filename="../app/mainwindow.cpp" line="892"/>
        <location filename="../app/mainwindow.cpp" line="897"/>
        <source>Load Game</source>
        <translation>Spiel laden</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="272"/>
        <source>S&amp;tatistics...</source>
        <translation>S&amp;tatistik …</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="273"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="274"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="275"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="278"/>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="285"/>
        <source>Hint: %1</source>
        <translation>Tipp: %1</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="287"/>
        <source>No hint: there is no useful move.</source>
        <translation>Kein Tipp: Es gibt keinen sinnvollen Zug.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="290"/>
        <source>Re&amp;deal</source>
        <translation>Neu &amp;verteilen</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="291"/>
        <source>&amp;Demo</source>
        <translation>&amp;Vorführung</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="292"/>
        <source>Undo to Last &amp;Winnable Position</source>
        <translation>Zurück zur letzten &amp;gewinnbaren Stellung</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mainwindow.cpp" line="295"/>
        <source>Back %n step(s), to the last position the solver could win.</source>
        <translation>
            <numerusform>%n Zug zurück, zur letzten Stellung, die der Löser gewinnen konnte.</numerusform>
            <numerusform>%n Züge zurück, zur letzten Stellung, die der Löser gewinnen konnte.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="298"/>
        <source>Show &amp;Solver Verdict</source>
        <translation>&amp;Urteil des Lösers anzeigen</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="307"/>
        <source>Deal &amp;Winnable Games Only</source>
        <translation>Nur &amp;gewinnbare Spiele geben</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="310"/>
        <source>&amp;Automatic Moves to Foundations</source>
        <translation>&amp;Automatisch auf Zielstapel legen</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="315"/>
        <source>&amp;How to Play</source>
        <translation>&amp;Spielregeln</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="316"/>
        <source>&amp;About Card Table</source>
        <translation>Ü&amp;ber Card Table</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="325"/>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="338"/>
        <source>&amp;Move</source>
        <translation>&amp;Zug</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="352"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="353"/>
        <source>Card &amp;Deck</source>
        <translation>Karten&amp;blatt</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="364"/>
        <source>&amp;Shapes on Rook Cards (Colour-Blind Aid)</source>
        <translation>&amp;Formen auf Rook-Karten (Hilfe bei Farbenblindheit)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="377"/>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="377"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="377"/>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="386"/>
        <source>&amp;Colours</source>
        <translation>&amp;Farben</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="388"/>
        <source>As the &amp;System</source>
        <translation>Wie das &amp;System</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="389"/>
        <source>&amp;Light</source>
        <translation>&amp;Hell</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="390"/>
        <source>&amp;Dark</source>
        <translation>&amp;Dunkel</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="403"/>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="406"/>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="418"/>
        <source>The new language applies the next time Card Table starts.</source>
        <translation>Die neue Sprache gilt beim nächsten Start von Card Table.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="422"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="426"/>
        <source>Main</source>
        <translation>Haupt</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="431"/>
        <source>Game Actions</source>
        <translation>Spielaktionen</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="461"/>
        <source>There is no game called &quot;%1&quot;.</source>
        <translation>Es gibt kein Spiel namens „%1“.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="482"/>
        <location filename="../app/mainwindow.cpp" line="879"/>
        <location filename="../app/mainwindow.cpp" line="903"/>
        <location filename="../app/mainwindow_tables.cpp" line="104"/>
        <source>%1 - Card Table</source>
        <translation>%1 – Card Table</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="652"/>
        <source>Deal %1</source>
        <translation>Spiel %1</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="653"/>
        <source>Deal %1 (%2)</source>
        <translation>Spiel %1 (%2)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="654"/>
        <source>Custom deal</source>
        <translation>Eigene Verteilung</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="655"/>
        <source>Moves: %1</source>
        <translation>Züge: %1</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="657"/>
        <source>Time: %1:%2</source>
        <translation>Zeit: %1:%2</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="677"/>
        <location filename="../app/mainwindow.cpp" line="685"/>
        <source>Numbered Deal</source>
        <translation>Spiel Nummer</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="678"/>
        <source>Deal number (0 to 4294967295):</source>
        <translation>Spielnummer (0 bis 4294967295):</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="686"/>
        <source>&quot;%1&quot; is not a deal number. Deal numbers are whole numbers from 0 to 4294967295.</source>
        <translation>„%1“ ist keine Spielnummer. Spielnummern sind ganze Zahlen von 0 bis 4294967295.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="698"/>
        <source>How to Play %1</source>
        <translation>Spielregeln: %1</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="701"/>
        <source>&lt;h3&gt;Playing with the mouse and keyboard&lt;/h3&gt;&lt;p&gt;Drag cards with the mouse; while you drag, the places where they may go light up. Click a card to send it to a foundation. Click the stock to deal.&lt;/p&gt;&lt;p&gt;With the keyboard: the arrow keys move between piles (and up and down a column), Space or Enter picks up and puts down, Escape cancels. Ctrl+Z undoes, Ctrl+Shift+Z redoes, H shows a hint.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Spielen mit Maus und Tastatur&lt;/h3&gt;&lt;p&gt;Ziehen Sie Karten mit der Maus; während Sie ziehen, leuchten die Plätze auf, auf die sie dürfen. Ein Klick auf eine Karte schickt sie auf einen Zielstapel. Ein Klick auf den Stapel gibt Karten.&lt;/p&gt;&lt;p&gt;Mit der Tastatur: Die Pfeiltasten wechseln zwischen Stapeln (und in einer Spalte auf und ab), Leertaste oder Eingabe nehmen auf und legen ab, Escape bricht ab. Strg+Z nimmt zurück, Strg+Umschalt+Z wiederholt, H zeigt einen Tipp.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="723"/>
        <source>%1 Options</source>
        <translation>Optionen: %1</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="744"/>
        <source>Changes take effect with the next deal.</source>
        <translation>Änderungen gelten ab dem nächsten Spiel.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="758"/>
        <source>The new options apply from the next deal.</source>
        <translation>Die neuen Optionen gelten ab dem nächsten Spiel.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="763"/>
        <source>About Card Table</source>
        <translation>Über Card Table</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="764"/>
        <source>&lt;h3&gt;Card Table %1&lt;/h3&gt;&lt;p&gt;Patience, Rook trick-taking games, rummy and parlour games, with the rules enforced exactly.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Card Table %1&lt;/h3&gt;&lt;p&gt;Patiencen, Rook-Stichspiele, Rommé und Gesellschaftsspiele, mit genau eingehaltenen Regeln.&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mainwindow.cpp" line="803"/>
        <source>You won in %n move(s).</source>
        <translation>
            <numerusform>Gewonnen in %n Zug.</numerusform>
            <numerusform>Gewonnen in %n Zügen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="805"/>
        <source>No more moves are possible.</source>
        <translation>Es sind keine Züge mehr möglich.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow_solver.cpp" line="33"/>
        <source>The demo has stopped.</source>
        <translation>Die Vorführung ist beendet.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow_solver.cpp" line="37"/>
        <source>Demo: the solver plays on from here. Press D to stop it.</source>
        <translation>Vorführung: Der Löser spielt von hier aus weiter. Mit D wird sie beendet.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow_solver.cpp" line="67"/>
        <source>The solver has no winning line from here; the demo has stopped.</source>
        <translation>Der Löser kennt von hier aus keinen Gewinnweg; die Vorführung ist beendet.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mainwindow_solver.cpp" line="116"/>
        <source>No winnable deal turned up in %n tries; this deal has not been checked.</source>
        <translation>
            <numerusform>In %n Versuch fand sich kein gewinnbares Spiel; dieses Spiel ist nicht geprüft.</numerusform>
            <numerusform>In %n Versuchen fand sich kein gewinnbares Spiel; dieses Spiel ist nicht geprüft.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/mainwindow_solver.cpp" line="123"/>
        <source>Deal %1 can be won; difficulty: %2.</source>
        <translation>Spiel %1 ist gewinnbar; Schwierigkeit: %2.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow_solver.cpp" line="144"/>
        <source>Looking for a winnable deal...</source>
        <translation>Suche nach einem gewinnbaren Spiel …</translation>
    </message>
    <message>
        <location filename="../app/mainwindow_tables.cpp" line="234"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="823"/>
        <source>Your game could not be saved automatically. %1</source>
        <translation>Ihr Spiel konnte nicht automatisch gespeichert werden. %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mainwindow.cpp" line="855"/>
        <source>Your game of %1 (deal %2, %n move(s)) is waiting.</source>
        <translation>
            <numerusform>Ihr Spiel %1 (Spiel %2, %n Zug) wartet auf Sie.</numerusform>
            <numerusform>Ihr Spiel %1 (Spiel %2, %n Züge) wartet auf Sie.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="857"/>
        <source>custom</source>
        <translation>eigene</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="880"/>
        <source>Welcome back: your game continues where you left it.</source>
        <translation>Willkommen zurück: Ihr Spiel geht dort weiter, wo Sie aufgehört haben.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="892"/>
        <location filename="../app/mainwindow.cpp" line="897"/>
        <source>This game cannot be loaded: %1</source>
        <translation>Dieses Spiel kann nicht geladen werden: %1</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="913"/>
        <source>There is no game to save.</source>
        <translation>Es gibt kein Spiel zum Speichern.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="916"/>
        <source>Saved to %1.</source>
        <translation>Gespeichert in %1.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="374"/>
        <source>Game &amp;Speed</source>
        <translation>Spiel&amp;tempo</translation>
    </message>
    <message>
        <location filename="../app/mainwindow_tables.cpp" line="212"/>
        <source>Score Sheet (to %1)</source>
        <translation>Punkteliste (bis %1)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow_tables.cpp" line="61"/>
        <source>New &amp;Game...</source>
        <translation>Neues &amp;Spiel...</translation>
    </message>
    <message>
        <location filename="../app/mainwindow_tables.cpp" line="70"/>
        <source>&amp;Last Trick</source>
        <translation>&amp;Letzter Stich</translation>
    </message>
    <message>
        <location filename="../app/mainwindow_tables.cpp" line="135"/>
        <source>The strongest computer player is looking at your cards...</source>
        <translation>Der stärkste Computerspieler sieht sich Ihre Karten an...</translation>
    </message>
</context>
<context>
    <name>OldMaidTable</name>
    <message>
        <location filename="../app/parlour/oldmaidtable.cpp" line="34"/>
        <source>Old Maid controls</source>
        <translation>Steuerung von Schwarzer Peter</translation>
    </message>
    <message>
        <location filename="../app/parlour/oldmaidtable.cpp" line="37"/>
        <source>S&amp;huffle My Hand</source>
        <translation>Meine Hand &amp;mischen</translation>
    </message>
    <message>
        <location filename="../app/parlour/oldmaidtable.cpp" line="38"/>
        <source>Shuffle your cards before they are offered</source>
        <translation>Mische deine Karten, bevor daraus gezogen wird</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/parlour/oldmaidtable.cpp" line="106"/>
        <source>Pairs · %n card(s)</source>
        <translation>
            <numerusform>Paare · %n Karte</numerusform>
            <numerusform>Paare · %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/parlour/oldmaidtable.cpp" line="109"/>
        <source>%1 · the Old Maid!</source>
        <translation>%1 · der Schwarze Peter!</translation>
    </message>
    <message>
        <location filename="../app/parlour/oldmaidtable.cpp" line="111"/>
        <source>%1 · out</source>
        <translation>%1 · raus</translation>
    </message>
    <message>
        <location filename="../app/parlour/oldmaidtable.cpp" line="172"/>
        <source>You are left with the odd queen: you are the Old Maid!</source>
        <translation>Dir bleibt die einzelne Dame: du bist der Schwarze Peter!</translation>
    </message>
    <message>
        <location filename="../app/parlour/oldmaidtable.cpp" line="173"/>
        <source>%1 is the Old Maid. You are safe!</source>
        <translation>%1 ist der Schwarze Peter. Du bist gerettet!</translation>
    </message>
    <message>
        <location filename="../app/parlour/oldmaidtable.cpp" line="175"/>
        <source>Your turn: pick a card from %1&apos;s hand.</source>
        <translation>Du bist dran: ziehe eine Karte aus der Hand von %1.</translation>
    </message>
    <message>
        <location filename="../app/parlour/oldmaidtable.cpp" line="177"/>
        <source>%1 is drawing a card from your hand.</source>
        <translation>%1 zieht eine Karte aus deiner Hand.</translation>
    </message>
    <message>
        <location filename="../app/parlour/oldmaidtable.cpp" line="180"/>
        <source>%1 draws from %2.</source>
        <translation>%1 zieht bei %2.</translation>
    </message>
</context>
<context>
    <name>PopeJoanTable</name>
    <message>
        <location filename="../app/parlour/popejoantable.cpp" line="157"/>
        <source>Trumps</source>
        <translation>Trumpf</translation>
    </message>
    <message>
        <location filename="../app/parlour/popejoantable.cpp" line="189"/>
        <source>Ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <location filename="../app/parlour/popejoantable.cpp" line="190"/>
        <source>King</source>
        <translation>König</translation>
    </message>
    <message>
        <location filename="../app/parlour/popejoantable.cpp" line="191"/>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <location filename="../app/parlour/popejoantable.cpp" line="192"/>
        <source>Jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <location filename="../app/parlour/popejoantable.cpp" line="193"/>
        <source>Matrimony</source>
        <translation>Hochzeit</translation>
    </message>
    <message>
        <location filename="../app/parlour/popejoantable.cpp" line="194"/>
        <source>Intrigue</source>
        <translation>Intrige</translation>
    </message>
    <message>
        <location filename="../app/parlour/popejoantable.cpp" line="195"/>
        <source>Pope (9♦)</source>
        <translation>Papst (9♦)</translation>
    </message>
    <message>
        <location filename="../app/parlour/popejoantable.cpp" line="196"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../app/parlour/popejoantable.cpp" line="268"/>
        <source>Turn-up</source>
        <translation>Aufgedeckte Karte</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/parlour/popejoantable.cpp" line="270"/>
        <source>Stops: %n card(s)</source>
        <translation>
            <numerusform>Stopps: %n Karte</numerusform>
            <numerusform>Stopps: %n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/parlour/popejoantable.cpp" line="272"/>
        <source>%n played</source>
        <translation>
            <numerusform>%n gespielt</numerusform>
            <numerusform>%n gespielt</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/parlour/popejoantable.cpp" line="301"/>
        <source>Stop. Your lead.</source>
        <translation>Stopp. Sie spielen aus.</translation>
    </message>
    <message>
        <location filename="../app/parlour/popejoantable.cpp" line="301"/>
        <source>Your lead.</source>
        <translation>Sie spielen aus.</translation>
    </message>
    <message>
        <location filename="../app/parlour/popejoantable.cpp" line="303"/>
        <source>Stop. %1 leads.</source>
        <translation>Stopp. %1 spielt aus.</translation>
    </message>
    <message>
        <location filename="../app/parlour/popejoantable.cpp" line="303"/>
        <source>%1 leads.</source>
        <translation>%1 spielt aus.</translation>
    </message>
    <message>
        <location filename="../app/parlour/popejoantable.cpp" line="313"/>
        <source>The Pope turned up: %1 takes the Pope and the Game, and is paid for every card dealt.</source>
        <translation>Der Papst liegt oben: %1 nimmt Papst und Spiel und bekommt für jede ausgeteilte Karte eine Marke.</translation>
    </message>
    <message>
        <location filename="../app/parlour/popejoantable.cpp" line="315"/>
        <source>The Pope!</source>
        <translation>Der Papst!</translation>
    </message>
    <message>
        <location filename="../app/parlour/popejoantable.cpp" line="319"/>
        <source>You went out (%1 counters). The stops were %2.</source>
        <translation>Sie sind draußen (%1 Marken). Die Stopps waren %2.</translation>
    </message>
    <message>
        <location filename="../app/parlour/popejoantable.cpp" line="320"/>
        <source>%1 went out (%2 counters). The stops were %3.</source>
        <translation>%1 ist draußen (%2 Marken). Die Stopps waren %3.</translation>
    </message>
    <message>
        <location filename="../app/parlour/popejoantable.cpp" line="324"/>
        <source>Out!</source>
        <translation>Draußen!</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/parlour/popejoantable.cpp" line="340"/>
        <source>%1: %n counter(s)</source>
        <translation>
            <numerusform>%1: %n Spielmarke</numerusform>
            <numerusform>%1: %n Spielmarken</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/parlour/popejoantable.cpp" line="341"/>
        <source>Board: %1</source>
        <translation>Brett: %1</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../app/main.cpp" line="131"/>
        <source>Card Table</source>
        <translation>Card Table</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="76"/>
        <source>Classic card games, played exactly by their rules.</source>
        <translation>Klassische Kartenspiele, genau nach ihren Regeln gespielt.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="53"/>
        <source>Start the game with this id (see cardtable-cli list).</source>
        <translation>Das Spiel mit dieser Kennung starten (siehe cardtable-cli list).</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="53"/>
        <location filename="../app/main.cpp" line="55"/>
        <source>id</source>
        <translation>Kennung</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="54"/>
        <source>Deal number to start with.</source>
        <translation>Nummer des ersten Spiels.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="54"/>
        <source>number</source>
        <translation>Nummer</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="55"/>
        <source>French card deck to use.</source>
        <translation>Zu verwendendes französisches Kartenblatt.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="57"/>
        <source>Animation speed factor: 0 (off) to 2 (slow).</source>
        <translation>Faktor für das Animationstempo: 0 (aus) bis 2 (langsam).</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="57"/>
        <source>factor</source>
        <translation>Faktor</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="59"/>
        <source>Print the time to first frame and card render times, then quit.</source>
        <translation>Zeit bis zum ersten Bild und Zeichenzeiten der Karten ausgeben, dann beenden.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="61"/>
        <source>Interface language (fr, de, ar, en ...).</source>
        <translation>Sprache der Oberfläche (fr, de, ar, en …).</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="61"/>
        <source>code</source>
        <translation>Code</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="63"/>
        <source>Interface colours: system, light or dark.</source>
        <translation>Farben der Oberfläche: system, light oder dark.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="63"/>
        <source>colours</source>
        <translation>Farben</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="64"/>
        <source>Continue the automatically saved game.</source>
        <translation>Das automatisch gespeicherte Spiel fortsetzen.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="70"/>
        <source>Play these actions, separated by &apos;;&apos; (for testing).</source>
        <translation>Diese Aktionen spielen, durch „;“ getrennt (zum Testen).</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="70"/>
        <source>actions</source>
        <translation>Aktionen</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="72"/>
        <source>Print the current game record and quit (for testing).</source>
        <translation>Die Aufzeichnung des laufenden Spiels ausgeben und beenden (zum Testen).</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="65"/>
        <source>Open a saved game.</source>
        <translation>Ein gespeichertes Spiel öffnen.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="65"/>
        <source>file</source>
        <translation>Datei</translation>
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
        <translation>Warten Sie, bis Sie an der Reihe sind.</translation>
    </message>
    <message>
        <location filename="../app/rummy/quatorzetable.cpp" line="368"/>
        <source>Discard one card at a time.</source>
        <translation>Werfen Sie jeweils nur eine Karte ab.</translation>
    </message>
    <message>
        <location filename="../app/rummy/quatorzetable.cpp" line="635"/>
        <source>You have opened: meld freely and add to any meld.</source>
        <translation>Sie haben eröffnet: Melden Sie frei und legen Sie an jede Meldung an.</translation>
    </message>
    <message>
        <location filename="../app/rummy/quatorzetable.cpp" line="638"/>
        <source>Opening: %1 of %2</source>
        <translation>Eröffnung: %1 von %2</translation>
    </message>
    <message>
        <location filename="../app/rummy/quatorzetable.cpp" line="641"/>
        <source>Meld the %1 you took.</source>
        <translation>Melden Sie die genommene %1.</translation>
    </message>
    <message>
        <location filename="../app/rummy/quatorzetable.cpp" line="683"/>
        <source>out</source>
        <translation>ausgeschieden</translation>
    </message>
    <message>
        <location filename="../app/rummy/quatorzetable.cpp" line="685"/>
        <source>opened</source>
        <translation>hat eröffnet</translation>
    </message>
    <message>
        <location filename="../app/rummy/quatorzetable.cpp" line="690"/>
        <source>Drop cards here to form a meld</source>
        <translation>Karten hier ablegen, um eine Meldung zu bilden</translation>
    </message>
    <message>
        <location filename="../app/rummy/quatorzetable.cpp" line="703"/>
        <source>Your melds</source>
        <translation>Ihre Meldungen</translation>
    </message>
    <message>
        <location filename="../app/rummy/quatorzetable.cpp" line="711"/>
        <source>Opening count</source>
        <translation>Eröffnungswert</translation>
    </message>
    <message>
        <location filename="../app/rummy/quatorzetable.cpp" line="723"/>
        <source>Put Down</source>
        <translation>Auslegen</translation>
    </message>
    <message>
        <location filename="../app/rummy/quatorzetable.cpp" line="724"/>
        <source>Take Back</source>
        <translation>Zurücknehmen</translation>
    </message>
    <message>
        <location filename="../app/rummy/quatorzetable.cpp" line="725"/>
        <source>Sort by Sets</source>
        <translation>Nach Sätzen sortieren</translation>
    </message>
    <message>
        <location filename="../app/rummy/quatorzetable.cpp" line="726"/>
        <source>Sort by Runs</source>
        <translation>Nach Folgen sortieren</translation>
    </message>
</context>
<context>
    <name>RoundSummaryPanel</name>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="372"/>
        <source>Score sheet</source>
        <translation>Punkteliste</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="375"/>
        <location filename="../app/tricks/trickpanels.cpp" line="414"/>
        <source>&amp;Next Round</source>
        <translation>&amp;Nächste Runde</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="401"/>
        <source>Bid %1 by %2: made.</source>
        <translation>Gebot %1 von %2: erfüllt.</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="401"/>
        <source>Bid %1 by %2: set.</source>
        <translation>Gebot %1 von %2: verfehlt.</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="405"/>
        <source>Round %1 is over</source>
        <translation>Runde %1 ist vorbei</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="408"/>
        <source>%1: %2 this round, %3 in all</source>
        <translation>%1: %2 in dieser Runde, %3 insgesamt</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="412"/>
        <source>The game goes to %1.</source>
        <translation>Gespielt wird bis %1.</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="414"/>
        <source>&amp;See the Result</source>
        <translation>&amp;Ergebnis ansehen</translation>
    </message>
</context>
<context>
    <name>ScoreSheetModel</name>
    <message>
        <location filename="../app/models/scoresheetmodel.cpp" line="134"/>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location filename="../app/models/scoresheetmodel.cpp" line="127"/>
        <source>%1 total</source>
        <translation>%1 gesamt</translation>
    </message>
    <message>
        <location filename="../app/models/scoresheetmodel.cpp" line="102"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../app/models/scoresheetmodel.cpp" line="106"/>
        <source>made</source>
        <translation>erfüllt</translation>
    </message>
    <message>
        <location filename="../app/models/scoresheetmodel.cpp" line="106"/>
        <source>set</source>
        <translation>verfehlt</translation>
    </message>
    <message>
        <location filename="../app/models/scoresheetmodel.cpp" line="128"/>
        <source>the game goes to %1.</source>
        <translation>das Spiel geht bis %1.</translation>
    </message>
    <message>
        <location filename="../app/models/scoresheetmodel.cpp" line="141"/>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <location filename="../app/models/scoresheetmodel.cpp" line="136"/>
        <source>Bid</source>
        <translation>Gebot</translation>
    </message>
    <message>
        <location filename="../app/models/scoresheetmodel.cpp" line="138"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
</context>
<context>
    <name>SeatPlate</name>
    <message numerus="yes">
        <location filename="../app/tablegames/seatplate.cpp" line="27"/>
        <location filename="../app/tablegames/seatplate.cpp" line="174"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/tablegames/seatplate.cpp" line="29"/>
        <source>dealer</source>
        <translation>Geber</translation>
    </message>
    <message>
        <location filename="../app/tablegames/seatplate.cpp" line="31"/>
        <source>team %1</source>
        <translation>Team %1</translation>
    </message>
    <message>
        <location filename="../app/tablegames/seatplate.cpp" line="35"/>
        <location filename="../app/tablegames/seatplate.cpp" line="172"/>
        <source>thinking</source>
        <translation>überlegt</translation>
    </message>
    <message>
        <location filename="../app/tablegames/seatplate.cpp" line="37"/>
        <source>to play</source>
        <translation>am Zug</translation>
    </message>
    <message>
        <location filename="../app/tablegames/seatplate.cpp" line="160"/>
        <source>D</source>
        <comment>dealer button</comment>
        <translation>G</translation>
    </message>
</context>
<context>
    <name>SetupDialog</name>
    <message>
        <location filename="../app/tablegames/setupdialog.cpp" line="42"/>
        <source>New Game of %1</source>
        <translation>Neues Spiel: %1</translation>
    </message>
    <message>
        <location filename="../app/tablegames/setupdialog.cpp" line="47"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/tablegames/setupdialog.cpp" line="51"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n Spieler</numerusform>
            <numerusform>%n Spieler</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/tablegames/setupdialog.cpp" line="54"/>
        <source>&amp;Players:</source>
        <translation>&amp;Spieler:</translation>
    </message>
    <message>
        <location filename="../app/tablegames/setupdialog.cpp" line="73"/>
        <source>Computer players</source>
        <translation>Computerspieler</translation>
    </message>
    <message>
        <location filename="../app/tablegames/setupdialog.cpp" line="74"/>
        <source>Beginners (play at random)</source>
        <translation>Anfänger (spielen zufällig)</translation>
    </message>
    <message>
        <location filename="../app/tablegames/setupdialog.cpp" line="75"/>
        <source>Sound (follow good habits)</source>
        <translation>Solide (folgen guten Gewohnheiten)</translation>
    </message>
    <message>
        <location filename="../app/tablegames/setupdialog.cpp" line="76"/>
        <source>Strong (look ahead; slower)</source>
        <translation>Stark (rechnen voraus; langsamer)</translation>
    </message>
    <message>
        <location filename="../app/tablegames/setupdialog.cpp" line="79"/>
        <source>&amp;Computer players:</source>
        <translation>&amp;Computerspieler:</translation>
    </message>
    <message>
        <location filename="../app/tablegames/setupdialog.cpp" line="82"/>
        <source>&amp;Deal</source>
        <translation>&amp;Geben</translation>
    </message>
</context>
<context>
    <name>SnapTable</name>
    <message>
        <location filename="../app/parlour/snaptable.cpp" line="27"/>
        <source>Snap controls</source>
        <translation>Steuerung von Schnapp</translation>
    </message>
    <message>
        <location filename="../app/parlour/snaptable.cpp" line="30"/>
        <source>&amp;Turn Card</source>
        <translation>Karte &amp;aufdecken</translation>
    </message>
    <message>
        <location filename="../app/parlour/snaptable.cpp" line="31"/>
        <source>Turn the top card of your pack onto your pile (Enter)</source>
        <translation>Die oberste Karte deines Stapels auf deinen Haufen legen (Eingabe)</translation>
    </message>
    <message>
        <location filename="../app/parlour/snaptable.cpp" line="32"/>
        <source>Turn for me after 4 s</source>
        <translation>Nach 4 s für mich aufdecken</translation>
    </message>
    <message>
        <location filename="../app/parlour/snaptable.cpp" line="85"/>
        <source>SNAP!</source>
        <translation>SCHNAPP!</translation>
    </message>
    <message>
        <location filename="../app/parlour/snaptable.cpp" line="86"/>
        <source>Cry &quot;Snap!&quot; when the card turned matches another pile (Space)</source>
        <translation>Rufe „Schnapp!“, wenn die aufgedeckte Karte zu einem anderen Haufen passt (Leertaste)</translation>
    </message>
    <message>
        <location filename="../app/parlour/snaptable.cpp" line="98"/>
        <source>%1: %2!</source>
        <translation>%1: %2!</translation>
    </message>
    <message>
        <location filename="../app/parlour/snaptable.cpp" line="99"/>
        <source>Call %1 (the animal of %2)</source>
        <translation>%1 rufen (das Tier von %2)</translation>
    </message>
    <message>
        <location filename="../app/parlour/snaptable.cpp" line="101"/>
        <source>Call &quot;%1!&quot;, the animal of %2 (key %3)</source>
        <translation>„%1!“ rufen, das Tier von %2 (Taste %3)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/parlour/snaptable.cpp" line="148"/>
        <source>%1 · %n card(s)</source>
        <translation>
            <numerusform>%1 · %n Karte</numerusform>
            <numerusform>%1 · %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/parlour/snaptable.cpp" line="152"/>
        <source>out</source>
        <translation>raus</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/parlour/snaptable.cpp" line="243"/>
        <source>You called first (%1 s) and win %n card(s).</source>
        <translation>
            <numerusform>Du hast zuerst gerufen (%1 s) und gewinnst %n Karte.</numerusform>
            <numerusform>Du hast zuerst gerufen (%1 s) und gewinnst %n Karten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/parlour/snaptable.cpp" line="244"/>
        <source>%1 called first (%2 s) and wins %n card(s).</source>
        <translation>
            <numerusform>%1 hat zuerst gerufen (%2 s) und gewinnt %n Karte.</numerusform>
            <numerusform>%1 hat zuerst gerufen (%2 s) und gewinnt %n Karten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/parlour/snaptable.cpp" line="248"/>
        <source>A false call! You give away %n card(s).</source>
        <translation>
            <numerusform>Falscher Ruf! Du gibst %n Karte ab.</numerusform>
            <numerusform>Falscher Ruf! Du gibst %n Karten ab.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/parlour/snaptable.cpp" line="249"/>
        <source>%1 called falsely and gives away %n card(s).</source>
        <translation>
            <numerusform>%1 hat falsch gerufen und gibt %n Karte ab.</numerusform>
            <numerusform>%1 hat falsch gerufen und gibt %n Karten ab.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/parlour/snaptable.cpp" line="277"/>
        <source>You are the %1.</source>
        <translation>Du bist: %1.</translation>
    </message>
    <message>
        <location filename="../app/parlour/snaptable.cpp" line="281"/>
        <source>You hold every card: you win!</source>
        <translation>Du hast alle Karten: du gewinnst!</translation>
    </message>
    <message>
        <location filename="../app/parlour/snaptable.cpp" line="282"/>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <location filename="../app/parlour/snaptable.cpp" line="284"/>
        <source>Your turn: turn a card.</source>
        <translation>Du bist dran: decke eine Karte auf.</translation>
    </message>
    <message>
        <location filename="../app/parlour/snaptable.cpp" line="286"/>
        <source>%1 to turn a card.</source>
        <translation>%1 deckt eine Karte auf.</translation>
    </message>
</context>
<context>
    <name>SnipSnapTable</name>
    <message numerus="yes">
        <location filename="../app/parlour/snipsnaptable.cpp" line="90"/>
        <source>%n laid</source>
        <translation>
            <numerusform>%n gelegt</numerusform>
            <numerusform>%n gelegt</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/parlour/snipsnaptable.cpp" line="95"/>
        <source>Out of play</source>
        <translation>Aus dem Spiel</translation>
    </message>
    <message>
        <location filename="../app/parlour/snipsnaptable.cpp" line="98"/>
        <source>%1 (retired)</source>
        <translation>%1 (ausgeschieden)</translation>
    </message>
    <message>
        <location filename="../app/parlour/snipsnaptable.cpp" line="114"/>
        <source>Snip!</source>
        <translation>Snip!</translation>
    </message>
    <message>
        <location filename="../app/parlour/snipsnaptable.cpp" line="114"/>
        <source>Snap!</source>
        <translation>Snap!</translation>
    </message>
    <message>
        <location filename="../app/parlour/snipsnaptable.cpp" line="114"/>
        <source>Snorum!</source>
        <translation>Snorum!</translation>
    </message>
    <message>
        <location filename="../app/parlour/snipsnaptable.cpp" line="117"/>
        <source>Pays %1 and retires</source>
        <translation>Zahlt %1 und scheidet aus</translation>
    </message>
    <message>
        <location filename="../app/parlour/snipsnaptable.cpp" line="118"/>
        <source>Pays %1</source>
        <translation>Zahlt %1</translation>
    </message>
    <message>
        <location filename="../app/parlour/snipsnaptable.cpp" line="127"/>
        <source>Chain of %1 ×%2: match it if you can.</source>
        <translation>Kette aus %1 ×%2: bedienen Sie, wenn Sie können.</translation>
    </message>
    <message>
        <location filename="../app/parlour/snipsnaptable.cpp" line="128"/>
        <source>Chain of %1 ×%2: %3 to match it if able.</source>
        <translation>Kette aus %1 ×%2: %3 bedient, wenn möglich.</translation>
    </message>
    <message>
        <location filename="../app/parlour/snipsnaptable.cpp" line="133"/>
        <source>Lay any card.</source>
        <translation>Legen Sie eine beliebige Karte.</translation>
    </message>
    <message>
        <location filename="../app/parlour/snipsnaptable.cpp" line="133"/>
        <source>%1 lays any card.</source>
        <translation>%1 legt eine beliebige Karte.</translation>
    </message>
</context>
<context>
    <name>SolverWatch</name>
    <message>
        <location filename="../app/solverwatch.cpp" line="163"/>
        <source>Solver: thinking...</source>
        <translation>Löser: denkt nach …</translation>
    </message>
    <message>
        <location filename="../app/solverwatch.cpp" line="164"/>
        <source>Solver: winnable</source>
        <translation>Löser: gewinnbar</translation>
    </message>
    <message>
        <location filename="../app/solverwatch.cpp" line="165"/>
        <source>Solver: no longer winnable</source>
        <translation>Löser: nicht mehr gewinnbar</translation>
    </message>
    <message>
        <location filename="../app/solverwatch.cpp" line="166"/>
        <source>Solver: cannot be won</source>
        <translation>Löser: nicht zu gewinnen</translation>
    </message>
    <message>
        <location filename="../app/solverwatch.cpp" line="167"/>
        <source>Solver: unknown</source>
        <translation>Löser: unbekannt</translation>
    </message>
    <message>
        <location filename="../app/solverwatch.cpp" line="175"/>
        <source>easy</source>
        <translation>leicht</translation>
    </message>
    <message>
        <location filename="../app/solverwatch.cpp" line="177"/>
        <source>medium</source>
        <translation>mittel</translation>
    </message>
    <message>
        <location filename="../app/solverwatch.cpp" line="178"/>
        <source>hard</source>
        <translation>schwer</translation>
    </message>
</context>
<context>
    <name>SpeculationPanel</name>
    <message>
        <location filename="../app/parlour/speculationpanel.cpp" line="24"/>
        <source>Keep</source>
        <translation>Behalten</translation>
    </message>
    <message>
        <location filename="../app/parlour/speculationpanel.cpp" line="25"/>
        <source>Offer for sale</source>
        <translation>Zum Verkauf anbieten</translation>
    </message>
    <message>
        <location filename="../app/parlour/speculationpanel.cpp" line="26"/>
        <source>Bid</source>
        <translation>Bieten</translation>
    </message>
    <message>
        <location filename="../app/parlour/speculationpanel.cpp" line="27"/>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <location filename="../app/parlour/speculationpanel.cpp" line="28"/>
        <source>Accept</source>
        <translation>Annehmen</translation>
    </message>
    <message>
        <location filename="../app/parlour/speculationpanel.cpp" line="29"/>
        <source>Refuse</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <location filename="../app/parlour/speculationpanel.cpp" line="32"/>
        <source>Sale of the best card</source>
        <translation>Verkauf der besten Karte</translation>
    </message>
    <message>
        <location filename="../app/parlour/speculationpanel.cpp" line="42"/>
        <source>Your bid, in counters</source>
        <translation>Ihr Gebot, in Spielmarken</translation>
    </message>
    <message>
        <location filename="../app/parlour/speculationpanel.cpp" line="44"/>
        <source> counters</source>
        <translation> Marken</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/parlour/speculationpanel.cpp" line="112"/>
        <source>It stays the best card %1% of the time: worth about %2 of the %n counter(s) in the pool.</source>
        <translation>
            <numerusform>Sie bleibt in %1 % der Fälle die beste Karte: etwa %2 der %n Marke in der Kasse wert.</numerusform>
            <numerusform>Sie bleibt in %1 % der Fälle die beste Karte: etwa %2 der %n Marken in der Kasse wert.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/parlour/speculationpanel.cpp" line="123"/>
        <source>Your %1 is the best card.</source>
        <translation>Ihre %1 ist die beste Karte.</translation>
    </message>
    <message>
        <location filename="../app/parlour/speculationpanel.cpp" line="124"/>
        <source>Keep it, or offer it for sale?</source>
        <translation>Behalten oder zum Verkauf anbieten?</translation>
    </message>
    <message>
        <location filename="../app/parlour/speculationpanel.cpp" line="129"/>
        <source>%1 offers the %2 for sale.</source>
        <translation>%1 bietet die %2 zum Verkauf an.</translation>
    </message>
    <message>
        <location filename="../app/parlour/speculationpanel.cpp" line="131"/>
        <source>No bid yet.</source>
        <translation>Noch kein Gebot.</translation>
    </message>
    <message>
        <location filename="../app/parlour/speculationpanel.cpp" line="132"/>
        <source>High bid: %1 by %2.</source>
        <translation>Höchstes Gebot: %1 von %2.</translation>
    </message>
    <message>
        <location filename="../app/parlour/speculationpanel.cpp" line="151"/>
        <source>%1 bids %2 for your %3.</source>
        <translation>%1 bietet %2 für Ihre %3.</translation>
    </message>
</context>
<context>
    <name>SpeculationTable</name>
    <message>
        <location filename="../app/parlour/speculationtable.cpp" line="187"/>
        <source>Bought</source>
        <translation>Gekauft</translation>
    </message>
    <message>
        <location filename="../app/parlour/speculationtable.cpp" line="196"/>
        <source>Turn-up: trumps</source>
        <translation>Aufgedeckt: Trumpf</translation>
    </message>
    <message>
        <location filename="../app/parlour/speculationtable.cpp" line="198"/>
        <source>Not dealt</source>
        <translation>Nicht ausgeteilt</translation>
    </message>
    <message>
        <location filename="../app/parlour/speculationtable.cpp" line="216"/>
        <source>I keep it</source>
        <translation>Ich behalte sie</translation>
    </message>
    <message>
        <location filename="../app/parlour/speculationtable.cpp" line="218"/>
        <source>For sale!</source>
        <translation>Zu verkaufen!</translation>
    </message>
    <message>
        <location filename="../app/parlour/speculationtable.cpp" line="220"/>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <location filename="../app/parlour/speculationtable.cpp" line="222"/>
        <source>%1!</source>
        <translation>%1!</translation>
    </message>
    <message>
        <location filename="../app/parlour/speculationtable.cpp" line="224"/>
        <source>Sold!</source>
        <translation>Verkauft!</translation>
    </message>
    <message>
        <location filename="../app/parlour/speculationtable.cpp" line="226"/>
        <source>Not enough</source>
        <translation>Nicht genug</translation>
    </message>
    <message>
        <location filename="../app/parlour/speculationtable.cpp" line="237"/>
        <source>You take the pool (%1 counters won).</source>
        <translation>Sie nehmen die Kasse (%1 Marken gewonnen).</translation>
    </message>
    <message>
        <location filename="../app/parlour/speculationtable.cpp" line="238"/>
        <source>%1 takes the pool (%2 counters won).</source>
        <translation>%1 nimmt die Kasse (%2 Marken gewonnen).</translation>
    </message>
    <message>
        <location filename="../app/parlour/speculationtable.cpp" line="263"/>
        <source>Best card: %1, held by %2</source>
        <translation>Beste Karte: %1, gehalten von %2</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../app/statisticsdialog.cpp" line="20"/>
        <location filename="../app/statisticsdialog.cpp" line="83"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location filename="../app/statisticsdialog.cpp" line="27"/>
        <source>Statistics per game</source>
        <translation>Statistik je Spiel</translation>
    </message>
    <message>
        <location filename="../app/statisticsdialog.cpp" line="30"/>
        <source>&amp;Reset Game</source>
        <translation>Spiel &amp;zurücksetzen</translation>
    </message>
    <message>
        <location filename="../app/statisticsdialog.cpp" line="31"/>
        <source>Reset &amp;All</source>
        <translation>&amp;Alles zurücksetzen</translation>
    </message>
    <message>
        <location filename="../app/statisticsdialog.cpp" line="32"/>
        <source>&amp;Export CSV...</source>
        <translation>CSV &amp;exportieren …</translation>
    </message>
    <message>
        <location filename="../app/statisticsdialog.cpp" line="39"/>
        <location filename="../app/statisticsdialog.cpp" line="47"/>
        <source>Reset Statistics</source>
        <translation>Statistik zurücksetzen</translation>
    </message>
    <message>
        <location filename="../app/statisticsdialog.cpp" line="40"/>
        <source>Forget every game of %1?</source>
        <translation>Alle Spiele von %1 vergessen?</translation>
    </message>
    <message>
        <location filename="../app/statisticsdialog.cpp" line="47"/>
        <source>Forget the statistics of every game?</source>
        <translation>Die Statistik aller Spiele vergessen?</translation>
    </message>
    <message>
        <location filename="../app/statisticsdialog.cpp" line="55"/>
        <location filename="../app/statisticsdialog.cpp" line="59"/>
        <source>Export Statistics</source>
        <translation>Statistik exportieren</translation>
    </message>
    <message>
        <location filename="../app/statisticsdialog.cpp" line="56"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <location filename="../app/statisticsdialog.cpp" line="73"/>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>StatisticsModel</name>
    <message>
        <location filename="../app/models/statisticsmodel.cpp" line="46"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/models/statisticsmodel.cpp" line="69"/>
        <source>%n won</source>
        <translation>
            <numerusform>%n gewonnen</numerusform>
            <numerusform>%n gewonnen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/models/statisticsmodel.cpp" line="70"/>
        <source>%n lost</source>
        <translation>
            <numerusform>%n verloren</numerusform>
            <numerusform>%n verloren</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/models/statisticsmodel.cpp" line="94"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../app/models/statisticsmodel.cpp" line="95"/>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <location filename="../app/models/statisticsmodel.cpp" line="96"/>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <location filename="../app/models/statisticsmodel.cpp" line="97"/>
        <source>Win rate</source>
        <translation>Gewinnquote</translation>
    </message>
    <message>
        <location filename="../app/models/statisticsmodel.cpp" line="98"/>
        <source>Current streak</source>
        <translation>Aktuelle Serie</translation>
    </message>
    <message>
        <location filename="../app/models/statisticsmodel.cpp" line="99"/>
        <source>Best streak</source>
        <translation>Beste Serie</translation>
    </message>
    <message>
        <location filename="../app/models/statisticsmodel.cpp" line="100"/>
        <source>Worst streak</source>
        <translation>Schlechteste Serie</translation>
    </message>
    <message>
        <location filename="../app/models/statisticsmodel.cpp" line="101"/>
        <source>Best time</source>
        <translation>Bestzeit</translation>
    </message>
    <message>
        <location filename="../app/models/statisticsmodel.cpp" line="102"/>
        <source>Fewest moves</source>
        <translation>Wenigste Züge</translation>
    </message>
    <message>
        <location filename="../app/models/statisticsmodel.cpp" line="103"/>
        <source>With undo or hints</source>
        <translation>Mit Rücknahme oder Tipps</translation>
    </message>
    <message>
        <location filename="../app/models/statisticsmodel.cpp" line="104"/>
        <source>Rounds won</source>
        <translation>Gewonnene Runden</translation>
    </message>
    <message>
        <location filename="../app/models/statisticsmodel.cpp" line="105"/>
        <source>Average score</source>
        <translation>Durchschnittliche Punkte</translation>
    </message>
    <message>
        <location filename="../app/models/statisticsmodel.cpp" line="106"/>
        <source>Bids made</source>
        <translation>Erfüllte Gebote</translation>
    </message>
    <message>
        <location filename="../app/models/statisticsmodel.cpp" line="107"/>
        <source>Bids set</source>
        <translation>Verfehlte Gebote</translation>
    </message>
</context>
<context>
    <name>SuspectTable</name>
    <message>
        <location filename="../app/parlour/suspecttable.cpp" line="28"/>
        <source>I Suspect You controls</source>
        <translation>Steuerung von Ich verdächtige dich</translation>
    </message>
    <message>
        <location filename="../app/parlour/suspecttable.cpp" line="31"/>
        <source>I &amp;Suspect You!</source>
        <translation>Ich &amp;verdächtige dich!</translation>
    </message>
    <message>
        <location filename="../app/parlour/suspecttable.cpp" line="32"/>
        <source>Say the card just laid is not what was called (S)</source>
        <translation>Sagen, dass die gelegte Karte nicht die angesagte ist (S)</translation>
    </message>
    <message>
        <location filename="../app/parlour/suspecttable.cpp" line="33"/>
        <location filename="../app/parlour/suspecttable.cpp" line="198"/>
        <source>&amp;Pass</source>
        <translation>&amp;Passen</translation>
    </message>
    <message>
        <location filename="../app/parlour/suspecttable.cpp" line="34"/>
        <source>Let the play stand (P)</source>
        <translation>Den Zug gelten lassen (P)</translation>
    </message>
    <message>
        <location filename="../app/parlour/suspecttable.cpp" line="102"/>
        <source>Call: %1</source>
        <translation>Ansage: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/parlour/suspecttable.cpp" line="109"/>
        <source>Pile · %n card(s)</source>
        <translation>
            <numerusform>Stapel · %n Karte</numerusform>
            <numerusform>Stapel · %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/parlour/suspecttable.cpp" line="117"/>
        <source>Truthful!</source>
        <translation>Ehrlich!</translation>
    </message>
    <message>
        <location filename="../app/parlour/suspecttable.cpp" line="117"/>
        <source>Caught!</source>
        <translation>Erwischt!</translation>
    </message>
    <message>
        <location filename="../app/parlour/suspecttable.cpp" line="118"/>
        <source>You suspected %1.</source>
        <translation>Du hast %1 verdächtigt.</translation>
    </message>
    <message>
        <location filename="../app/parlour/suspecttable.cpp" line="119"/>
        <source>%1 suspected you.</source>
        <translation>%1 hat dich verdächtigt.</translation>
    </message>
    <message>
        <location filename="../app/parlour/suspecttable.cpp" line="120"/>
        <source>%1 suspected %2.</source>
        <translation>%1 hat %2 verdächtigt.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/parlour/suspecttable.cpp" line="121"/>
        <source>You pick up %n card(s).</source>
        <translation>
            <numerusform>Du nimmst %n Karte auf.</numerusform>
            <numerusform>Du nimmst %n Karten auf.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/parlour/suspecttable.cpp" line="122"/>
        <source>%1 picks up %n card(s).</source>
        <translation>
            <numerusform>%1 nimmt %n Karte auf.</numerusform>
            <numerusform>%1 nimmt %n Karten auf.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/parlour/suspecttable.cpp" line="124"/>
        <source>The card was the %1, called %2. %3</source>
        <translation>Die Karte war: %1, angesagt als %2. %3</translation>
    </message>
    <message>
        <location filename="../app/parlour/suspecttable.cpp" line="173"/>
        <source>Your hand is empty: you win!</source>
        <translation>Deine Hand ist leer: du gewinnst!</translation>
    </message>
    <message>
        <location filename="../app/parlour/suspecttable.cpp" line="174"/>
        <source>%1 has no cards left and wins.</source>
        <translation>%1 hat keine Karten mehr und gewinnt.</translation>
    </message>
    <message>
        <location filename="../app/parlour/suspecttable.cpp" line="175"/>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <location filename="../app/parlour/suspecttable.cpp" line="177"/>
        <source>%1 laid a card as a %2. Do you believe it?</source>
        <translation>%1 hat eine Karte als %2 gelegt. Glaubst du es?</translation>
    </message>
    <message>
        <location filename="../app/parlour/suspecttable.cpp" line="180"/>
        <source>%1 laid a card as a %2.</source>
        <translation>%1 hat eine Karte als %2 gelegt.</translation>
    </message>
    <message>
        <location filename="../app/parlour/suspecttable.cpp" line="183"/>
        <source>Your turn: click a card to lay it face down as a %1.</source>
        <translation>Du bist dran: klicke eine Karte an, um sie verdeckt als %1 zu legen.</translation>
    </message>
    <message>
        <location filename="../app/parlour/suspecttable.cpp" line="185"/>
        <source>%1 to lay a card as a %2.</source>
        <translation>%1 legt eine Karte als %2.</translation>
    </message>
    <message>
        <location filename="../app/parlour/suspecttable.cpp" line="207"/>
        <source>&amp;Pass (%1 s)</source>
        <translation>&amp;Passen (%1 s)</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message numerus="yes">
        <location filename="../app/table/tablescene.cpp" line="419"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/table/tablescene_input.cpp" line="271"/>
        <location filename="../app/table/tablescene_input.cpp" line="293"/>
        <source>Empty %1</source>
        <translation>%1, leer</translation>
    </message>
    <message>
        <location filename="../app/table/tablescene_input.cpp" line="274"/>
        <source>%1 face up on top</source>
        <translation>%1 offen obenauf</translation>
    </message>
    <message>
        <location filename="../app/table/tablescene_input.cpp" line="275"/>
        <source>face down</source>
        <translation>verdeckt</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/table/tablescene_input.cpp" line="276"/>
        <source>%1, %n card(s), %2</source>
        <translation>
            <numerusform>%1, %n Karte, %2</numerusform>
            <numerusform>%1, %n Karten, %2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/table/tablescene_input.cpp" line="296"/>
        <source>Face-down card, on %1</source>
        <translation>Verdeckte Karte, auf %1</translation>
    </message>
    <message>
        <location filename="../app/table/tablescene_input.cpp" line="297"/>
        <source>%1, face up, on %2</source>
        <translation>%1, offen, auf %2</translation>
    </message>
    <message>
        <location filename="../app/table/tablescene_input.cpp" line="415"/>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <location filename="../app/table/tablescene_input.cpp" line="458"/>
        <source>Picked up %1. Move to a pile and press Space to put it down, or Escape.</source>
        <translation>%1 aufgenommen. Gehen Sie zu einem Stapel und drücken Sie die Leertaste zum Ablegen, oder Escape.</translation>
    </message>
    <message>
        <location filename="../app/table/tablescene.cpp" line="646"/>
        <source>Well done: the game is won!</source>
        <translation>Gut gemacht: Das Spiel ist gewonnen!</translation>
    </message>
    <message>
        <location filename="../app/table/tablescene.cpp" line="652"/>
        <source>No more moves. Undo, or start a new deal.</source>
        <translation>Keine Züge mehr. Nehmen Sie Züge zurück oder beginnen Sie ein neues Spiel.</translation>
    </message>
    <message>
        <location filename="../app/table/tablescene.cpp" line="654"/>
        <source>An endless game: the position repeated.</source>
        <translation>Ein endloses Spiel: Die Stellung hat sich wiederholt.</translation>
    </message>
    <message>
        <location filename="../app/table/tablescene.cpp" line="656"/>
        <source>A draw.</source>
        <translation>Unentschieden.</translation>
    </message>
    <message>
        <location filename="../app/table/tablescene.cpp" line="658"/>
        <source>Game over.</source>
        <translation>Spielende.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../app/table/tableview.cpp" line="31"/>
        <source>Card table</source>
        <translation>Kartentisch</translation>
    </message>
    <message>
        <location filename="../app/table/tableview.cpp" line="32"/>
        <source>Use the arrow keys to move between piles, Space to pick up and put down cards, Escape to cancel.</source>
        <translation>Mit den Pfeiltasten wechseln Sie zwischen Stapeln, mit der Leertaste nehmen Sie Karten auf und legen sie ab, Escape bricht ab.</translation>
    </message>
</context>
<context>
    <name>TrickPanel</name>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="433"/>
        <source>The computer would: %1</source>
        <translation>Der Computer würde: %1</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="436"/>
        <source>The computer would play %1.</source>
        <translation>Der Computer würde %1 spielen.</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="437"/>
        <source>The computer would bid %1.</source>
        <translation>Der Computer würde %1 bieten.</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="438"/>
        <source>The computer would pass.</source>
        <translation>Der Computer würde passen.</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="440"/>
        <source>The computer would name %1 trump.</source>
        <translation>Der Computer würde %1 zu Trumpf machen.</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="443"/>
        <source>The computer would lay aside %1.</source>
        <translation>Der Computer würde %1 ablegen.</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="447"/>
        <source>The computer would give %1 and %2 for %3 and %4.</source>
        <translation>Der Computer würde %1 und %2 gegen %3 und %4 tauschen.</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="450"/>
        <source>The computer would keep its hand.</source>
        <translation>Der Computer würde seine Hand behalten.</translation>
    </message>
</context>
<context>
    <name>TrickPresenter</name>
    <message>
        <location filename="../app/tricks/trickpresenter.cpp" line="64"/>
        <source>the Dummy</source>
        <translation>der Strohmann</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpresenter.cpp" line="73"/>
        <source> &amp; </source>
        <translation> und </translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpresenter.cpp" line="107"/>
        <source>%1 takes the trick</source>
        <translation>%1 nimmt den Stich</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpresenter.cpp" line="121"/>
        <source>%1 cuts %2: trump is %3</source>
        <translation>%1 hebt ab: %2, Trumpf ist %3</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpresenter.cpp" line="164"/>
        <source>Everybody passed: the hand is thrown in.</source>
        <translation>Alle haben gepasst: das Spiel wird eingeworfen.</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpresenter.cpp" line="246"/>
        <source>Dummy</source>
        <translation>Strohmann</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpresenter.cpp" line="255"/>
        <source>Widow</source>
        <translation>Witwe</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpresenter.cpp" line="255"/>
        <source>Nest</source>
        <translation>Nest</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpresenter.cpp" line="279"/>
        <source>bid %1</source>
        <translation>bietet %1</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpresenter.cpp" line="280"/>
        <source>passed</source>
        <translation>gepasst</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpresenter.cpp" line="284"/>
        <source>contract %1</source>
        <translation>Kontrakt %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/tricks/trickpresenter.cpp" line="291"/>
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n Stich</numerusform>
            <numerusform>%n Stiche</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpresenter.cpp" line="306"/>
        <source>Bidding</source>
        <translation>Reizen</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpresenter.cpp" line="307"/>
        <source>Bidding: %1 by %2</source>
        <translation>Reizen: %1 von %2</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpresenter.cpp" line="312"/>
        <source>Contract %1 by %2</source>
        <translation>Kontrakt %1 für %2</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpresenter.cpp" line="316"/>
        <source>Trump: %1</source>
        <translation>Trumpf: %1</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpresenter.cpp" line="318"/>
        <source>Trump to be named</source>
        <translation>Trumpf noch offen</translation>
    </message>
</context>
<context>
    <name>TrumpPanel</name>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="204"/>
        <source>Name trump</source>
        <translation>Trumpf wählen</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="204"/>
        <source>Your contract is %1. Which colour is trump?</source>
        <translation>Ihr Kontrakt ist %1. Welche Farbe wird Trumpf?</translation>
    </message>
</context>
</TS>
