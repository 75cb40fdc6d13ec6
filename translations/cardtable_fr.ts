<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>AllFoursScoreModel</name>
    <message>
        <location filename="../app/models/allfoursscoremodel.cpp" line="53"/>
        <source>Side %1</source>
        <translation>Camp %1</translation>
    </message>
    <message>
        <location filename="../app/models/allfoursscoremodel.cpp" line="62"/>
        <source>Jack turned up: %1</source>
        <translation>Valet retourné : %1</translation>
    </message>
    <message>
        <location filename="../app/models/allfoursscoremodel.cpp" line="64"/>
        <source>Gift: %1</source>
        <translation>Point donné : %1</translation>
    </message>
    <message>
        <location filename="../app/models/allfoursscoremodel.cpp" line="66"/>
        <source>Pack ran out: dealt again</source>
        <translation>Paquet épuisé : nouvelle donne</translation>
    </message>
    <message>
        <location filename="../app/models/allfoursscoremodel.cpp" line="103"/>
        <source>The running total; the first side to %1 wins</source>
        <translation>Le total cumulé ; le premier camp à %1 gagne</translation>
    </message>
    <message>
        <location filename="../app/models/allfoursscoremodel.cpp" line="107"/>
        <source>Deal</source>
        <translation>Donne</translation>
    </message>
    <message>
        <location filename="../app/models/allfoursscoremodel.cpp" line="108"/>
        <source>High</source>
        <translation>Haut</translation>
    </message>
    <message>
        <location filename="../app/models/allfoursscoremodel.cpp" line="109"/>
        <source>Low</source>
        <translation>Bas</translation>
    </message>
    <message>
        <location filename="../app/models/allfoursscoremodel.cpp" line="110"/>
        <source>Jack</source>
        <translation>Valet</translation>
    </message>
    <message>
        <location filename="../app/models/allfoursscoremodel.cpp" line="111"/>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <location filename="../app/models/allfoursscoremodel.cpp" line="112"/>
        <source>Before play</source>
        <translation>Avant le jeu</translation>
    </message>
    <message>
        <location filename="../app/models/allfoursscoremodel.cpp" line="113"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
</context>
<context>
    <name>BeggarTable</name>
    <message>
        <location filename="../app/parlour/beggartable.cpp" line="39"/>
        <source>Beggar My Neighbor controls</source>
        <translation>Commandes de la Bataille corse</translation>
    </message>
    <message>
        <location filename="../app/parlour/beggartable.cpp" line="42"/>
        <source>&amp;Turn Card</source>
        <translation>&amp;Retourner une carte</translation>
    </message>
    <message>
        <location filename="../app/parlour/beggartable.cpp" line="43"/>
        <source>Turn the top card of your pack (Space)</source>
        <translation>Retourner la carte du dessus de votre paquet (Espace)</translation>
    </message>
    <message>
        <location filename="../app/parlour/beggartable.cpp" line="44"/>
        <source>&amp;Automatic</source>
        <translation>&amp;Automatique</translation>
    </message>
    <message>
        <location filename="../app/parlour/beggartable.cpp" line="46"/>
        <source>Turn my cards automatically</source>
        <translation>Retourner mes cartes automatiquement</translation>
    </message>
    <message>
        <location filename="../app/parlour/beggartable.cpp" line="49"/>
        <source>Speed</source>
        <translation>Vitesse</translation>
    </message>
    <message>
        <location filename="../app/parlour/beggartable.cpp" line="53"/>
        <source>Speed of play</source>
        <translation>Vitesse du jeu</translation>
    </message>
    <message>
        <location filename="../app/parlour/beggartable.cpp" line="60"/>
        <source>Play to &amp;End</source>
        <translation>Jouer jusqu&apos;à la &amp;fin</translation>
    </message>
    <message>
        <location filename="../app/parlour/beggartable.cpp" line="61"/>
        <source>Turn every remaining card at once and see who wins</source>
        <translation>Retourner d&apos;un coup toutes les cartes restantes et voir qui gagne</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/parlour/beggartable.cpp" line="151"/>
        <source>You owe %1 %n card(s)</source>
        <translation>
            <numerusform>Vous devez %n carte à %1</numerusform>
            <numerusform>Vous devez %n cartes à %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/parlour/beggartable.cpp" line="153"/>
        <source>%1 owes you %n card(s)</source>
        <translation>
            <numerusform>%1 vous doit %n carte</numerusform>
            <numerusform>%1 vous doit %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/parlour/beggartable.cpp" line="154"/>
        <source>%1 owes %2 %n card(s)</source>
        <translation>
            <numerusform>%1 doit %n carte à %2</numerusform>
            <numerusform>%1 doit %n cartes à %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/parlour/beggartable.cpp" line="164"/>
        <source>Trick %1 · %n card(s) turned</source>
        <translation>
            <numerusform>Levée %1 · %n carte retournée</numerusform>
            <numerusform>Levée %1 · %n cartes retournées</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/parlour/beggartable.cpp" line="171"/>
        <source>You hold all 52 cards: you win!</source>
        <translation>Vous avez les 52 cartes : vous gagnez !</translation>
    </message>
    <message>
        <location filename="../app/parlour/beggartable.cpp" line="172"/>
        <source>%1 holds all 52 cards and wins.</source>
        <translation>%1 a les 52 cartes et gagne.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/parlour/beggartable.cpp" line="173"/>
        <source>%n trick(s), </source>
        <translation>
            <numerusform>%n levée, </numerusform>
            <numerusform>%n levées, </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/parlour/beggartable.cpp" line="174"/>
        <source>%n card(s) turned.</source>
        <translation>
            <numerusform>%n carte retournée.</numerusform>
            <numerusform>%n cartes retournées.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/parlour/beggartable.cpp" line="177"/>
        <source>This deal never ends: the cards at the start of trick %1 lay exactly as at the start of trick %2, so play would go round for ever. The game is a draw.</source>
        <translation>Cette donne ne finit jamais : au début de la levée %1, les cartes sont exactement comme au début de la levée %2, le jeu tournerait donc en rond sans fin. La partie est nulle.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/parlour/beggartable.cpp" line="182"/>
        <source>No end after %n trick(s): the game is stopped as a draw.</source>
        <translation>
            <numerusform>Pas de fin après %n levée : la partie s&apos;arrête sur un nul.</numerusform>
            <numerusform>Pas de fin après %n levées : la partie s&apos;arrête sur un nul.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/parlour/beggartable.cpp" line="187"/>
        <source>Your court card: %1 must pay.</source>
        <translation>Votre figure : %1 doit payer.</translation>
    </message>
    <message>
        <location filename="../app/parlour/beggartable.cpp" line="189"/>
        <source>%1 turned a court card: you must pay.</source>
        <translation>%1 a retourné une figure : vous devez payer.</translation>
    </message>
    <message>
        <location filename="../app/parlour/beggartable.cpp" line="191"/>
        <source>%1 turned a court card: %2 must pay.</source>
        <translation>%1 a retourné une figure : %2 doit payer.</translation>
    </message>
    <message>
        <location filename="../app/parlour/beggartable.cpp" line="196"/>
        <source>Your turn: turn a card.</source>
        <translation>À vous : retournez une carte.</translation>
    </message>
    <message>
        <location filename="../app/parlour/beggartable.cpp" line="198"/>
        <source>%1 to turn a card.</source>
        <translation>À %1 de retourner une carte.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/parlour/beggartable.cpp" line="206"/>
        <source>Pile · %n card(s)</source>
        <translation>
            <numerusform>Tas · %n carte</numerusform>
            <numerusform>Tas · %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/parlour/beggartable.cpp" line="223"/>
        <source>You take the pile.</source>
        <translation>Vous prenez le tas.</translation>
    </message>
    <message>
        <location filename="../app/parlour/beggartable.cpp" line="223"/>
        <source>%1 takes the pile.</source>
        <translation>%1 prend le tas.</translation>
    </message>
</context>
<context>
    <name>BiddingPanel</name>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="120"/>
        <source>Bid amount</source>
        <translation>Montant de l’enchère</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="121"/>
        <source>&amp;Bid</source>
        <translation>&amp;Enchérir</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="123"/>
        <source>&amp;Pass</source>
        <translation>&amp;Passer</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="149"/>
        <source>Your bid</source>
        <translation>Votre enchère</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="150"/>
        <source>Nobody has bid yet.</source>
        <translation>Personne n’a encore enchéri.</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="151"/>
        <source>The bid stands at %1 (%2).</source>
        <translation>L’enchère est à %1 (%2).</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="156"/>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="157"/>
        <source>pass</source>
        <translation>passe</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="158"/>
        <source>Bids so far: none</source>
        <translation>Enchères jusqu’ici : aucune</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="159"/>
        <source>Bids so far: %1</source>
        <translation>Enchères jusqu’ici : %1</translation>
    </message>
</context>
<context>
    <name>CounterStackItem</name>
    <message numerus="yes">
        <location filename="../app/table/counteritems.cpp" line="110"/>
        <source>%n counter(s)</source>
        <translation>
            <numerusform>%n jeton</numerusform>
            <numerusform>%n jetons</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/table/counteritems.cpp" line="111"/>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
</context>
<context>
    <name>CounterTable</name>
    <message>
        <location filename="../app/parlour/countertable.cpp" line="278"/>
        <source>Pool</source>
        <translation>Cagnotte</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/parlour/countertable.cpp" line="370"/>
        <source>%1: %n counter(s)</source>
        <translation>
            <numerusform>%1 : %n jeton</numerusform>
            <numerusform>%1 : %n jetons</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeckTheme</name>
    <message>
        <location filename="../app/deck/decktheme.cpp" line="133"/>
        <source>Card Table classic</source>
        <translation>Card Table classique</translation>
    </message>
    <message>
        <location filename="../app/deck/decktheme.cpp" line="138"/>
        <source>Card Table Rook</source>
        <translation>Card Table Rook</translation>
    </message>
    <message>
        <location filename="../app/deck/decktheme.cpp" line="187"/>
        <source>The card deck &quot;%1&quot; is not installed.</source>
        <translation>Le jeu de cartes « %1 » n’est pas installé.</translation>
    </message>
    <message>
        <location filename="../app/deck/deckcheck.cpp" line="47"/>
        <source>The card deck &quot;%1&quot; could not be read.</source>
        <translation>Le jeu de cartes « %1 » n’a pas pu être lu.</translation>
    </message>
    <message>
        <location filename="../app/deck/deckcheck.cpp" line="50"/>
        <source>The card deck &quot;%1&quot; is not a valid SVG file.</source>
        <translation>Le jeu de cartes « %1 » n’est pas un fichier SVG valide.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/deck/deckcheck.cpp" line="56"/>
        <source>The card deck &quot;%1&quot; lacks %n card image(s) (%2).</source>
        <translation>
            <numerusform>Il manque %n image de carte au jeu « %1 » (%2).</numerusform>
            <numerusform>Il manque %n images de cartes au jeu « %1 » (%2).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/deck/deckcheck.cpp" line="62"/>
        <source>The card deck &quot;%1&quot; has an empty card back.</source>
        <translation>Le dos des cartes du jeu « %1 » est vide.</translation>
    </message>
    <message>
        <location filename="../app/deck/decktheme.cpp" line="199"/>
        <source>Using the Card Table deck instead.</source>
        <translation>Le jeu de Card Table est utilisé à la place.</translation>
    </message>
</context>
<context>
    <name>DiscardPanel</name>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="298"/>
        <source>&amp;Lay Aside</source>
        <translation>&amp;Écarter</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/tricks/trickpanels.cpp" line="339"/>
        <source>Lay %n card(s) aside</source>
        <translation>
            <numerusform>Écartez %n carte</numerusform>
            <numerusform>Écartez %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="340"/>
        <source>You have taken the nest. Click the cards to lay aside, then confirm.</source>
        <translation>Vous avez pris le nid. Cliquez sur les cartes à écarter, puis confirmez.</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="349"/>
        <source>Chosen: none yet</source>
        <translation>Choisies : aucune pour l’instant</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="350"/>
        <source>Chosen (%1 of %2): %3</source>
        <translation>Choisies (%1 sur %2) : %3</translation>
    </message>
</context>
<context>
    <name>ExchangePanel</name>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="218"/>
        <source>&amp;Exchange</source>
        <translation>É&amp;changer</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="219"/>
        <source>&amp;Keep My Hand</source>
        <translation>&amp;Garder ma main</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="259"/>
        <source>Exchange with the nest</source>
        <translation>Échange avec le nid</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="260"/>
        <source>Click %1 cards of your hand and %1 of the nest to swap them, or keep your hand.</source>
        <translation>Cliquez sur %1 cartes de votre main et %1 du nid pour les échanger, ou gardez votre main.</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="275"/>
        <source>You give: %1
You take: %2</source>
        <translation>Vous donnez : %1
Vous prenez : %2</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="276"/>
        <location filename="../app/tricks/trickpanels.cpp" line="277"/>
        <source>nothing yet</source>
        <translation>rien pour l’instant</translation>
    </message>
</context>
<context>
    <name>FoursTable</name>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="30"/>
        <source>All Fours controls</source>
        <translation>Commandes de l&apos;All Fours</translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="34"/>
        <source>&amp;Stand</source>
        <translation>&amp;Garder</translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="34"/>
        <source>&amp;Beg</source>
        <translation>&amp;Mendier</translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="34"/>
        <source>&amp;Give One</source>
        <translation>&amp;Donner un point</translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="34"/>
        <source>&amp;Run the Cards</source>
        <translation>&amp;Redonner des cartes</translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="36"/>
        <source>Play with the turned-up suit as trumps</source>
        <translation>Jouer avec la couleur retournée comme atout</translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="36"/>
        <source>Ask the dealer for a point or a new trump suit</source>
        <translation>Demander au donneur un point ou un nouvel atout</translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="37"/>
        <source>Give the other side one point and keep this trump suit</source>
        <translation>Donner un point à l&apos;autre camp et garder cet atout</translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="38"/>
        <source>Deal three more cards each and turn up a new trump</source>
        <translation>Donner trois cartes de plus à chacun et retourner un nouvel atout</translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="50"/>
        <source>All Fours score sheet</source>
        <translation>Feuille de marque de l&apos;All Fours</translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="89"/>
        <source>%1 &amp; %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="156"/>
        <source>Trumps</source>
        <translation>Atout</translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="158"/>
        <source>Dead turn-ups</source>
        <translation>Retournes écartées</translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="162"/>
        <source>Stock</source>
        <translation>Talon</translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="165"/>
        <source>dealer</source>
        <translation>donneur</translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="175"/>
        <source>nobody</source>
        <translation>personne</translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="177"/>
        <source>High: %1</source>
        <translation>Haut : %1</translation>
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
        <translation>Bas : %1</translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="182"/>
        <source>Jack: %1</source>
        <translation>Valet : %1</translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="183"/>
        <source>Game: %1 (%2 to %3)</source>
        <translation>Partie : %1 (%2 à %3)</translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="217"/>
        <source>Trumps: %1</source>
        <translation>Atout : %1</translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="221"/>
        <source>Your side reaches %1: you win!</source>
        <translation>Votre camp atteint %1 : vous gagnez !</translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="222"/>
        <source>%1 reach %2 and win.</source>
        <translation>%1 atteignent %2 et gagnent.</translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="226"/>
        <source>%1. Stand, or beg for a point?</source>
        <translation>%1. Garder, ou mendier un point ?</translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="227"/>
        <source>%1. %2 decides whether to beg.</source>
        <translation>%1. %2 décide s&apos;il mendie.</translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="230"/>
        <source>%1 begs. Give one point, or run the cards?</source>
        <translation>%1 mendie. Donner un point, ou redonner des cartes ?</translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="231"/>
        <source>You begged: %1 gives a point or runs the cards.</source>
        <translation>Vous avez mendié : %1 donne un point ou redonne des cartes.</translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="235"/>
        <source>%1. Discard a card (down to six).</source>
        <translation>%1. Écartez une carte (jusqu&apos;à six).</translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="236"/>
        <source>%1. %2 discards.</source>
        <translation>%1. %2 écarte.</translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="239"/>
        <source>%1. Your turn: play a card.</source>
        <translation>%1. À vous : jouez une carte.</translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="240"/>
        <source>%1. %2 to play.</source>
        <translation>%1. À %2 de jouer.</translation>
    </message>
    <message>
        <location filename="../app/parlour/fourstable.cpp" line="246"/>
        <source>Last deal: %1</source>
        <translation>Dernière donne : %1</translation>
    </message>
</context>
<context>
    <name>GameChooser</name>
    <message>
        <location filename="../app/gamechooser.cpp" line="56"/>
        <location filename="../app/gamechooser.cpp" line="58"/>
        <source>Search games</source>
        <translation>Chercher un jeu</translation>
    </message>
    <message>
        <location filename="../app/gamechooser.cpp" line="60"/>
        <source>Family</source>
        <translation>Famille</translation>
    </message>
    <message>
        <location filename="../app/gamechooser.cpp" line="61"/>
        <source>All families</source>
        <translation>Toutes les familles</translation>
    </message>
    <message>
        <location filename="../app/gamechooser.cpp" line="66"/>
        <source>Games</source>
        <translation>Jeux</translation>
    </message>
    <message>
        <location filename="../app/gamechooser.cpp" line="72"/>
        <source>Preview of the opening deal</source>
        <translation>Aperçu de la donne de départ</translation>
    </message>
    <message>
        <location filename="../app/gamechooser.cpp" line="75"/>
        <source>How to play</source>
        <translation>Règles du jeu</translation>
    </message>
    <message>
        <location filename="../app/gamechooser.cpp" line="76"/>
        <source>&amp;Play</source>
        <translation>&amp;Jouer</translation>
    </message>
    <message>
        <location filename="../app/gamechooser.cpp" line="135"/>
        <source>&lt;p&gt;No game matches.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Aucun jeu ne correspond.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gamechooser.cpp" line="140"/>
        <source>&lt;p&gt;&lt;i&gt;%1&lt;/i&gt; &amp;middot; %2 &amp;middot; players: %3&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;%1&lt;/i&gt; &amp;middot; %2 &amp;middot; joueurs : %3&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>GameChooserDialog</name>
    <message>
        <location filename="../app/gamechooser.cpp" line="171"/>
        <source>Choose a Game</source>
        <translation>Choisir un jeu</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../app/gamecontroller.cpp" line="44"/>
        <source>There is no game called &quot;%1&quot;.</source>
        <translation>Aucun jeu ne s’appelle « %1 ».</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="492"/>
        <source>Move %1 to the %2.</source>
        <translation>Placer %1 sur %2.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="495"/>
        <source>Click the stock.</source>
        <translation>Cliquer sur le talon.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="496"/>
        <source>Turn over the top card of the %1.</source>
        <translation>Sur %1, retourner la carte du dessus.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="497"/>
        <source>Redeal the cards.</source>
        <translation>Redistribuer les cartes.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="515"/>
        <source>a card, face down</source>
        <translation>une carte, face cachée</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="515"/>
        <source>%1 a card, face down</source>
        <translation>%1 une carte, face cachée</translation>
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
        <translation>Partie terminée</translation>
    </message>
    <message>
        <location filename="../app/tablegames/gameoverdialog.cpp" line="30"/>
        <source>A draw.</source>
        <translation>Match nul.</translation>
    </message>
    <message>
        <location filename="../app/tablegames/gameoverdialog.cpp" line="34"/>
        <source>You won!</source>
        <translation>Vous avez gagné !</translation>
    </message>
    <message>
        <location filename="../app/tablegames/gameoverdialog.cpp" line="37"/>
        <source>You and %1 won!</source>
        <translation>%1 et vous avez gagné !</translation>
    </message>
    <message>
        <location filename="../app/tablegames/gameoverdialog.cpp" line="37"/>
        <location filename="../app/tablegames/gameoverdialog.cpp" line="41"/>
        <location filename="../app/tablegames/gameoverdialog.cpp" line="63"/>
        <source> &amp; </source>
        <translation> et </translation>
    </message>
    <message>
        <location filename="../app/tablegames/gameoverdialog.cpp" line="40"/>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <location filename="../app/tablegames/gameoverdialog.cpp" line="41"/>
        <source>%1 won.</source>
        <translation>Victoire : %1.</translation>
    </message>
    <message>
        <location filename="../app/tablegames/gameoverdialog.cpp" line="63"/>
        <location filename="../app/tablegames/gameoverdialog.cpp" line="70"/>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/tablegames/gameoverdialog.cpp" line="65"/>
        <source>%n round(s) played.</source>
        <translation>
            <numerusform>%n manche jouée.</numerusform>
            <numerusform>%n manches jouées.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/tablegames/gameoverdialog.cpp" line="74"/>
        <source>&amp;New Game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
</context>
<context>
    <name>GameStore</name>
    <message>
        <location filename="../app/storage.cpp" line="18"/>
        <source>The file &quot;%1&quot; cannot be opened: %2</source>
        <translation>Le fichier « %1 » ne peut pas être ouvert : %2</translation>
    </message>
    <message>
        <location filename="../app/storage.cpp" line="23"/>
        <source>The file &quot;%1&quot; is too large (%2 bytes) to be a saved game.</source>
        <translation>Le fichier « %1 » est trop gros (%2 octets) pour être une partie enregistrée.</translation>
    </message>
    <message>
        <location filename="../app/storage.cpp" line="54"/>
        <source>Could not write &quot;%1&quot;: %2</source>
        <translation>Impossible d’écrire « %1 » : %2</translation>
    </message>
    <message>
        <location filename="../app/storage.cpp" line="86"/>
        <source>The automatically saved game could not be restored (%1). It was kept aside.</source>
        <translation>La partie enregistrée automatiquement n’a pas pu être restaurée (%1). Elle a été mise de côté.</translation>
    </message>
    <message>
        <location filename="../app/storage.cpp" line="139"/>
        <source>Your statistics file was damaged (%1); it was kept aside and new statistics begin.</source>
        <translation>Votre fichier de statistiques était endommagé (%1) ; il a été mis de côté et de nouvelles statistiques commencent.</translation>
    </message>
</context>
<context>
    <name>GameTexts</name>
    <message>
        <location filename="../app/gametexts.cpp" line="10"/>
        <source>Ace</source>
        <translation>As</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="11"/>
        <source>Jack</source>
        <translation>Valet</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="12"/>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="13"/>
        <source>King</source>
        <translation>Roi</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="21"/>
        <source>clubs</source>
        <translation>trèfle</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="22"/>
        <source>diamonds</source>
        <translation>carreau</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="23"/>
        <source>hearts</source>
        <translation>cœur</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="24"/>
        <source>spades</source>
        <translation>pique</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="25"/>
        <source>red</source>
        <translation>rouge</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="26"/>
        <source>yellow</source>
        <translation>jaune</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="27"/>
        <source>green</source>
        <translation>vert</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="28"/>
        <source>black</source>
        <translation>noir</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="29"/>
        <source>joker</source>
        <translation>joker</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="30"/>
        <source>Bird</source>
        <translation>Oiseau</translation>
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
        <translation>L’Horloge</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="47"/>
        <source>The Sultan</source>
        <translation>Le Sultan</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="48"/>
        <source>Fortress</source>
        <translation>La Forteresse</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="49"/>
        <source>The Blockade</source>
        <translation>Le Blocus</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="50"/>
        <source>The Empress of India</source>
        <translation>L’Impératrice des Indes</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="51"/>
        <source>The Zodiac</source>
        <translation>Le Zodiaque</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="52"/>
        <source>The Mill</source>
        <translation>Le Moulin</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="53"/>
        <source>Napoleon&apos;s Square</source>
        <translation>Le Carré de Napoléon</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="54"/>
        <source>The Fourteenth</source>
        <translation>Le Quatorzième</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="55"/>
        <source>The Fifteen</source>
        <translation>Les Quinze</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="56"/>
        <source>Magic Fifteen</source>
        <translation>Quinze magique</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="57"/>
        <source>Babette</source>
        <translation>Babette</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="58"/>
        <source>Beggar My Neighbor</source>
        <translation>Bataille corse anglaise</translation>
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
        <translation>Spéculation</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="62"/>
        <source>High 14</source>
        <translation>High 14</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="63"/>
        <source>Rook for Two</source>
        <translation>Rook à deux</translation>
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
        <translation>Je te soupçonne</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="67"/>
        <source>Old Maid</source>
        <translation>Le Pouilleux</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="68"/>
        <source>Snip Snap Snorum</source>
        <translation>Snip Snap Snorum</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="69"/>
        <source>Snap</source>
        <translation>Snap</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="76"/>
        <source>The classic: seven columns built down in alternating colours, one pack.</source>
        <translation>Le classique : sept colonnes montées en descendant en alternant les couleurs, un jeu.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="78"/>
        <source>Eighteen fans of three, built down in suit, with two redeals.</source>
        <translation>Dix-huit éventails de trois, montés en descendant dans la couleur, avec deux redistributions.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="80"/>
        <source>Two packs around a clock face: build each hour up to its number.</source>
        <translation>Deux jeux autour d’un cadran : montez chaque heure jusqu’à son chiffre.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="82"/>
        <source>Two packs: ring the Sultan with Queens, fed from an eight-card Divan; two shuffled redeals.</source>
        <translation>Deux jeux : entourez le Sultan de dames, à partir d’un divan de huit cartes ; deux redistributions mélangées.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="85"/>
        <source>One pack, all open, in two groups of rows; only the outer cards move. No stock.</source>
        <translation>Un jeu, tout à découvert, en deux groupes de rangées ; seules les cartes extérieures bougent. Pas de talon.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="87"/>
        <source>Two packs in twelve columns fed a row at a time; build down in suit to free the Aces.</source>
        <translation>Deux jeux en douze colonnes alimentées rangée par rangée ; descendez dans la couleur pour libérer les as.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="89"/>
        <source>Four packs: a red Army and a black Navy go home in red-and-black pairs.</source>
        <translation>Quatre jeux : une Armée rouge et une Marine noire montent par paires rouge et noire.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="91"/>
        <source>Two packs: place every card on the ring or the Equator before building home.</source>
        <translation>Deux jeux : placez chaque carte sur l’anneau ou l’Équateur avant de monter les fondations.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="93"/>
        <source>Two packs: build a centre ace up four times round, and kings down, regardless of suit.</source>
        <translation>Deux jeux : montez un as central quatre tours durant, et les rois en descendant, sans tenir compte des couleurs.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="95"/>
        <source>Two packs: twelve packets on three sides of a square, built down in suit.</source>
        <translation>Deux jeux : douze paquets sur trois côtés d’un carré, montés en descendant dans la couleur.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="97"/>
        <source>Two packs in a five-by-five grid: clear pairs in a row or column that add up to fourteen.</source>
        <translation>Deux jeux dans une grille de cinq sur cinq : ôtez les paires d’une rangée ou d’une colonne qui font quatorze.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="100"/>
        <source>Two packs in fifteen open columns, built in suit up or down, onto ace and king foundations.</source>
        <translation>Deux jeux en quinze colonnes découvertes, montées dans la couleur en montant ou en descendant, vers des fondations d’as et de rois.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="103"/>
        <source>A puzzle: swap the ace to nine in a square until every line adds up to fifteen.</source>
        <translation>Un casse-tête : échangez l’as au neuf dans un carré jusqu’à ce que chaque ligne fasse quinze.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="105"/>
        <source>Two packs dealt row by row into a garden; free cards go up from aces and down from kings.</source>
        <translation>Deux jeux distribués rangée par rangée dans un jardin ; les cartes libres montent depuis les as et descendent depuis les rois.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="108"/>
        <source>Turn cards in turn; aces and court cards demand payment. Pure luck.</source>
        <translation>Chacun retourne une carte à son tour ; as et figures exigent un paiement. Pur hasard.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="110"/>
        <source>Play runs up each suit and win counters from the board; the nine of diamonds is the Pope.</source>
        <translation>Jouez des suites montantes dans chaque couleur et gagnez des jetons sur le plateau ; le neuf de carreau est le Pape.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="113"/>
        <source>Six tricks for High, Low, Jack and Game: beg for a new trump or stand; first to ten wins.</source>
        <translation>Six levées pour High, Low, Jack et Game : mendiez un nouvel atout ou restez ; le premier à dix gagne.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="116"/>
        <source>Turn up cards one by one and trade the best trump: its owner at the end takes the pool.</source>
        <translation>Retournez les cartes une à une et négociez le meilleur atout : son détenteur à la fin rafle la cagnotte.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="118"/>
        <source>Rook cards for 3 to 6: any 14 takes the trick, and trump is cut each round.</source>
        <translation>Cartes Rook pour 3 à 6 : tout 14 prend la levée, et l’atout est coupé à chaque manche.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="120"/>
        <source>Two players and a Dummy that plays blind: bid, name trump, swap with the nest.</source>
        <translation>Deux joueurs et un mort qui joue à l’aveugle : enchérissez, annoncez l’atout, échangez avec le nid.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="122"/>
        <source>Tournament Rook for two partnerships: bid for the nest, name trump, beware the Bird.</source>
        <translation>Le Rook de tournoi pour deux équipes : enchérissez pour le nid, annoncez l’atout, méfiez-vous de l’Oiseau.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="124"/>
        <source>Lebanese rummy with two packs and jokers: open with 51, go out, keep your total low.</source>
        <translation>Le rami libanais à deux jeux et jokers : ouvrez à 51, finissez, gardez un total bas.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="126"/>
        <source>Shed your cards face down while the call climbs; bluff, and catch the bluffers.</source>
        <translation>Défaussez vos cartes face cachée pendant que l’annonce monte ; bluffez, et démasquez les bluffeurs.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="128"/>
        <source>Draw from your neighbour and pair off your cards; do not be left with the odd queen.</source>
        <translation>Tirez chez votre voisin et écartez vos paires ; ne restez pas avec la dame seule.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="130"/>
        <source>Match the card just played and your neighbour pays: Snip, Snap, Snorum!</source>
        <translation>Répondez à la carte qui vient d’être jouée et votre voisin paie : Snip, Snap, Snorum !</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="132"/>
        <source>Turn cards onto your pile and be first to call when two piles match. Also Animal Snap.</source>
        <translation>Retournez vos cartes sur votre tas et criez le premier quand deux tas concordent. Avec la variante des animaux.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="138"/>
        <source>Patience</source>
        <translation>Réussites</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="139"/>
        <source>Trick-taking</source>
        <translation>Jeux de levées</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="140"/>
        <source>Rummy</source>
        <translation>Rami</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="141"/>
        <source>Parlour games</source>
        <translation>Jeux de salon</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="148"/>
        <source>&lt;h2&gt;Klondike&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Goal:&lt;/b&gt; move all 52 cards to the four foundations at the top right, each one a suit from ace up to king.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The columns:&lt;/b&gt; seven columns are dealt with only their last card face up. A card may go on a card one rank higher of the other colour (a red 6 on a black 7). A face-up run that follows this rule can be moved as a whole. Only a king, or a run headed by a king, may fill an empty column. When a face-down card is uncovered it is turned over.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The stock:&lt;/b&gt; click it to turn one card (or three, as chosen in the game options) onto the waste. The top card of the waste can be played. When the stock is empty, click it to turn the waste over and go through it again, as often as you like.&lt;/p&gt;&lt;p&gt;A card may also come back from a foundation to a column. When every card is face up and the stock is used up, the game finishes itself.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tips:&lt;/b&gt; double-click a card to send it to a foundation; uncover the face-down cards early; do not empty a column unless a king is ready for it.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Klondike&lt;/h2&gt;&lt;p&gt;&lt;b&gt;But :&lt;/b&gt; amener les 52 cartes sur les quatre fondations en haut à droite, chacune d’une couleur, de l’as au roi.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Les colonnes :&lt;/b&gt; on distribue sept colonnes dont seule la dernière carte est visible. Une carte se pose sur une carte de l’autre couleur d’un rang au-dessus (un 6 rouge sur un 7 noir). Une suite visible qui respecte cette règle se déplace d’un bloc. Seul un roi, ou une suite commençant par un roi, peut occuper une colonne vide. Une carte cachée qui se trouve découverte est retournée.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Le talon :&lt;/b&gt; cliquez dessus pour retourner une carte (ou trois, selon les options du jeu) sur la défausse. La carte du dessus de la défausse peut être jouée. Quand le talon est vide, un clic retourne la défausse pour la parcourir de nouveau, autant de fois que vous voulez.&lt;/p&gt;&lt;p&gt;Une carte peut aussi revenir d’une fondation vers une colonne. Quand toutes les cartes sont visibles et le talon épuisé, la partie se termine d’elle-même.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Conseils :&lt;/b&gt; double-cliquez une carte pour l’envoyer sur une fondation ; découvrez tôt les cartes cachées ; ne videz pas une colonne sans un roi prêt à l’occuper.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="165"/>
        <source>&lt;h2&gt;La Belle Lucie&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Goal:&lt;/b&gt; build the four suits on the foundations from ace to king.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The fans:&lt;/b&gt; the pack is spread in seventeen fans of three cards and one of a single card, all face up. Only the top card of each fan can move: to a foundation, or onto the top card of another fan of the same suit and one rank higher (the 5 of diamonds on the 6 of diamonds). One card moves at a time, and a fan that empties stays empty.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Redeals:&lt;/b&gt; twice in a game you may gather the cards of the fans, shuffle them and deal them again in threes. Use the Redeal button when you are stuck, or earlier if you like.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tip:&lt;/b&gt; a king on top of a low card of its suit blocks it until that king can go home: plan to free those first.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;La Belle Lucie&lt;/h2&gt;&lt;p&gt;&lt;b&gt;But :&lt;/b&gt; monter les quatre couleurs sur les fondations, de l’as au roi.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Les éventails :&lt;/b&gt; le jeu est étalé en dix-sept éventails de trois cartes et un d’une seule carte, tous à découvert. Seule la carte du dessus d’un éventail peut bouger : vers une fondation, ou sur la carte du dessus d’un autre éventail de même couleur et d’un rang au-dessus (le 5 de carreau sur le 6 de carreau). On déplace une carte à la fois, et un éventail vidé reste vide.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Redistributions :&lt;/b&gt; deux fois par partie, vous pouvez ramasser les cartes des éventails, les mélanger et les redistribuer par trois. Utilisez le bouton Redistribuer quand vous êtes bloqué, ou plus tôt si vous le souhaitez.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Conseil :&lt;/b&gt; un roi posé sur une petite carte de sa couleur la bloque jusqu’à ce qu’il puisse monter : libérez ces cartes-là en premier.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="178"/>
        <source>&lt;h2&gt;The Clock&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Goal:&lt;/b&gt; complete the clock. Twelve foundations stand on a clock face, each started with a fixed card; each builds up in its suit, going round from king to ace where needed, until its top card shows its hour (ace for one o&apos;clock, jack for eleven, queen for twelve).&lt;/p&gt;&lt;p&gt;&lt;b&gt;The circle:&lt;/b&gt; outside each hour lies a packet of three cards. The top card of a packet may go to its foundation, or onto the top card of another packet of the same suit and one rank higher (a king may go on an ace). While the stock lasts, the packet you build on must hold at least three cards.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The stock:&lt;/b&gt; when a packet is short of three cards, a click on the stock fills every short packet up to three, in clock order. Otherwise a click turns a card onto the waste, whose top card may only go to a foundation.&lt;/p&gt;&lt;p&gt;Playing to a foundation is never forced, so automatic moves are off for this game unless you turn them on.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;L’Horloge&lt;/h2&gt;&lt;p&gt;&lt;b&gt;But :&lt;/b&gt; compléter l’horloge. Douze fondations se tiennent sur un cadran, chacune commencée par une carte fixe ; chacune monte dans sa couleur, en passant du roi à l’as s’il le faut, jusqu’à ce que sa carte du dessus marque son heure (l’as pour une heure, le valet pour onze, la dame pour midi).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Le cercle :&lt;/b&gt; à l’extérieur de chaque heure se trouve un paquet de trois cartes. La carte du dessus d’un paquet peut aller sur sa fondation, ou sur la carte du dessus d’un autre paquet de même couleur et d’un rang au-dessus (un roi peut aller sur un as). Tant que le talon dure, le paquet sur lequel on monte doit compter au moins trois cartes.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Le talon :&lt;/b&gt; quand un paquet a moins de trois cartes, un clic sur le talon complète à trois chaque paquet incomplet, dans l’ordre du cadran. Sinon, un clic retourne une carte sur la défausse, dont la carte du dessus ne peut aller que sur une fondation.&lt;/p&gt;&lt;p&gt;Jouer sur une fondation n’est jamais obligatoire ; c’est pourquoi la montée automatique est désactivée dans ce jeu tant que vous ne l’activez pas.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="193"/>
        <source>&lt;h2&gt;The Sultan&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Goal:&lt;/b&gt; surround the Sultan, the King of hearts in the middle, with Queens. Around him stand seven Kings and an Ace of hearts. Each King&apos;s pile is built up in the King&apos;s suit from the Ace to the Queen; the Ace of hearts pile goes on from the 2 to the Queen. Nothing is ever put on the Sultan himself.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The Divan:&lt;/b&gt; the eight cards in the columns left and right of the piles are always free, and so is the top card of the waste. They can only go onto the piles around the Sultan; cards are never placed on each other. As soon as a Divan card is played, its place is filled from the waste, or from the stock when the waste is empty.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The stock:&lt;/b&gt; click it to turn a card onto the waste. When it has run out, a click shuffles the waste into a new stock. You may do that twice, so the cards go past you three times.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tip:&lt;/b&gt; the packs are doubled, so when two piles of a suit could take a card, think about where its twin will have to go.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Le Sultan&lt;/h2&gt;&lt;p&gt;&lt;b&gt;But :&lt;/b&gt; entourer le Sultan, le roi de cœur au centre, de dames. Autour de lui se tiennent sept rois et un as de cœur. La pile de chaque roi monte dans la couleur du roi de l’as à la dame ; la pile de l’as de cœur continue du 2 à la dame. On ne pose jamais rien sur le Sultan lui-même.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Le divan :&lt;/b&gt; les huit cartes des colonnes à gauche et à droite des piles sont toujours libres, de même que la carte du dessus de la défausse. Elles ne vont que sur les piles autour du Sultan ; on ne pose jamais de cartes les unes sur les autres. Dès qu’une carte du divan est jouée, sa place est comblée depuis la défausse, ou depuis le talon si la défausse est vide.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Le talon :&lt;/b&gt; cliquez dessus pour retourner une carte sur la défausse. Quand il est épuisé, un clic mélange la défausse en un nouveau talon. Vous pouvez le faire deux fois : les cartes passent donc trois fois devant vous.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Conseil :&lt;/b&gt; les jeux sont doubles ; si deux piles d’une même couleur peuvent prendre une carte, pensez à l’endroit où devra aller sa jumelle.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="209"/>
        <source>&lt;h2&gt;Fortress&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Goal:&lt;/b&gt; build the four suits on the foundations in the middle, each from the Ace up to the King.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The rows:&lt;/b&gt; the whole pack is dealt face up into ten rows, five on each side of the foundations. Only the outer card of a row can move: the leftmost card of a row on the left, the rightmost card of a row on the right. It may go to a foundation, or onto the outer card of any other row that is of the same suit and one rank higher or lower (the 7 of hearts on the 8 or on the 6 of hearts). One card moves at a time, and a row may go up and then down.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Empty rows:&lt;/b&gt; a row that has been cleared takes any free card, whenever you like. Moving a run into it card by card turns the run round, which can bring a low card to the outside.&lt;/p&gt;&lt;p&gt;There is no stock: every card is in sight from the start, so plan ahead. Few deals come out. Cards can be moved back and forth for ever, so when nothing useful is left, resign.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;La Forteresse&lt;/h2&gt;&lt;p&gt;&lt;b&gt;But :&lt;/b&gt; monter les quatre couleurs sur les fondations du milieu, chacune de l’as au roi.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Les rangées :&lt;/b&gt; tout le jeu est distribué à découvert en dix rangées, cinq de chaque côté des fondations. Seule la carte extérieure d’une rangée peut bouger : la plus à gauche pour une rangée de gauche, la plus à droite pour une rangée de droite. Elle peut aller sur une fondation, ou sur la carte extérieure d’une autre rangée de même couleur et d’un rang au-dessus ou au-dessous (le 7 de cœur sur le 8 ou sur le 6 de cœur). On déplace une carte à la fois, et une rangée peut monter puis descendre.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Rangées vides :&lt;/b&gt; une rangée vidée reçoit n’importe quelle carte libre, quand vous voulez. Y déplacer une suite carte par carte la retourne, ce qui peut amener une petite carte à l’extérieur.&lt;/p&gt;&lt;p&gt;Il n’y a pas de talon : toutes les cartes sont visibles dès le départ, alors prévoyez vos coups. Peu de donnes réussissent. Les cartes peuvent aller et venir sans fin ; quand il ne reste rien d’utile, abandonnez.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="225"/>
        <source>&lt;h2&gt;The Blockade&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Goal:&lt;/b&gt; build all 104 cards of the two packs on the eight foundations. Any Ace starts a foundation, which is then built up in its suit to the King.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The columns:&lt;/b&gt; twelve columns start with one card each. Only the last card of a column is free. It can go to a foundation, or onto the last card of another column of the same suit and one rank higher (the 8 of spades on the 9 of spades). One card moves at a time.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The stock:&lt;/b&gt; click it to deal a new row: one card onto each column from left to right (near the end only the first columns get one). A column that is cleared takes the next stock card at once. When the stock is finished, any free card may be moved into an empty column.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tip:&lt;/b&gt; every new row covers all the columns, so make the plays you need before you deal.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Le Blocus&lt;/h2&gt;&lt;p&gt;&lt;b&gt;But :&lt;/b&gt; monter les 104 cartes des deux jeux sur les huit fondations. Tout as commence une fondation, qui monte ensuite dans sa couleur jusqu’au roi.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Les colonnes :&lt;/b&gt; douze colonnes commencent avec une carte chacune. Seule la dernière carte d’une colonne est libre. Elle peut aller sur une fondation, ou sur la dernière carte d’une autre colonne de même couleur et d’un rang au-dessus (le 8 de pique sur le 9 de pique). On déplace une carte à la fois.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Le talon :&lt;/b&gt; cliquez dessus pour distribuer une nouvelle rangée : une carte sur chaque colonne, de gauche à droite (vers la fin, seules les premières colonnes en reçoivent une). Une colonne vidée reçoit aussitôt la carte suivante du talon. Une fois le talon épuisé, toute carte libre peut aller dans une colonne vide.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Conseil :&lt;/b&gt; chaque nouvelle rangée recouvre toutes les colonnes ; jouez ce dont vous avez besoin avant de distribuer.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="239"/>
        <source>&lt;h2&gt;The Empress of India&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Goal:&lt;/b&gt; fill all sixteen foundations, twelve cards each. Before the deal the black aces and red kings are laid out as foundation bases; the black queens and red jacks play no part (one queen of clubs is the Empress, the jacks her Guard). The black foundations climb in suit from ace to king leaving out the queen; the red ones come down in suit from king to ace leaving out the jack.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Army and Navy:&lt;/b&gt; red cards fill the two rows of the Army, black cards the two rows of the Navy; cards of a colour whose rows are full wait face up on that colour&apos;s talon. Every Army and Navy card can be played, but only in pairs: one red and one black card go to their foundations together, never one alone. Choose a pair with the Play buttons (a red Army card with a black Navy card).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Pairing:&lt;/b&gt; you may drop an Army card on a Navy card, or the other way round, to lock them together. A locked pair stays where it was dropped and can only go home as a pair: drag its top card to a foundation and its partner follows. A card is locked only once. Pairing is useful to bring a new card into play, or to wait for a card you need.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Refills:&lt;/b&gt; an empty slot is filled at once with the top card of its colour&apos;s talon; when that talon is empty, cards are turned from the stock until one of the right colour comes up, the others going to their talon. Cards on the talons never go home directly. A click on the stock turns all the rest of the stock onto the talons. There is no redeal.&lt;/p&gt;&lt;p&gt;The game is lost when no pair can go home and no new card can come into play.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;L’Impératrice des Indes&lt;/h2&gt;&lt;p&gt;&lt;b&gt;But :&lt;/b&gt; remplir les seize fondations, douze cartes chacune. Avant la donne, les as noirs et les rois rouges sont posés comme bases des fondations ; les dames noires et les valets rouges ne jouent pas (une dame de trèfle est l’Impératrice, les valets sa Garde). Les fondations noires montent dans la couleur de l’as au roi en sautant la dame ; les rouges descendent dans la couleur du roi à l’as en sautant le valet.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Armée et Marine :&lt;/b&gt; les cartes rouges remplissent les deux rangées de l’Armée, les noires les deux rangées de la Marine ; les cartes d’une couleur dont les rangées sont pleines attendent, visibles, sur la réserve de cette couleur. Toute carte de l’Armée et de la Marine peut être jouée, mais seulement par paires : une carte rouge et une carte noire montent ensemble sur leurs fondations, jamais une seule. Choisissez une paire avec les boutons Jouer (une carte rouge de l’Armée avec une carte noire de la Marine).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Appariement :&lt;/b&gt; vous pouvez poser une carte de l’Armée sur une carte de la Marine, ou l’inverse, pour les lier. Une paire liée reste là où elle a été posée et ne monte qu’en paire : faites glisser sa carte du dessus vers une fondation, et sa partenaire suit. Une carte n’est liée qu’une fois. L’appariement sert à faire entrer une nouvelle carte en jeu, ou à attendre une carte dont vous avez besoin.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Remplacements :&lt;/b&gt; une place vide est aussitôt comblée par la carte du dessus de la réserve de sa couleur ; si celle-ci est vide, on retourne des cartes du talon jusqu’à en trouver une de la bonne couleur, les autres allant sur leur réserve. Les cartes des réserves ne montent jamais directement. Un clic sur le talon retourne tout le reste du talon sur les réserves. Il n’y a pas de redistribution.&lt;/p&gt;&lt;p&gt;La partie est perdue quand aucune paire ne peut monter et qu’aucune nouvelle carte ne peut entrer en jeu.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="263"/>
        <source>&lt;h2&gt;The Zodiac&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Goal:&lt;/b&gt; build all 104 cards on eight foundations: for each suit one from ace up to king and one from king down to ace. The first ace or king of a suit founds its pile; its twin is an ordinary card.&lt;/p&gt;&lt;p&gt;&lt;b&gt;First, place every card.&lt;/b&gt; Eight cards form the Equator in the middle and twenty-four form the Zodiac, a ring of packets around it. Turn the stock one card at a time. The top card of the waste, or any Equator card, may be married onto a packet of the ring: same suit, one rank higher or lower (a packet may go up and down as you like, but a king never goes on an ace). Cards of the ring never move onto each other, and the Equator never takes cards from the ring or from itself. An empty Equator place may take the top card of the waste whenever you like. When the stock is used up, click it to turn the waste over and go through it again, as often as needed.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Then, build.&lt;/b&gt; The foundations open only when the stock and the waste are both empty. From then on, Equator cards and the top cards of the packets may only go to the foundations.&lt;/p&gt;&lt;p&gt;Going through the whole stock without placing a single card loses the game, since every further pass would be the same. Plan your marriages: a high card married on top of a low one of its suit can block it for good.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Le Zodiaque&lt;/h2&gt;&lt;p&gt;&lt;b&gt;But :&lt;/b&gt; monter les 104 cartes sur huit fondations : pour chaque couleur, une de l’as au roi et une du roi à l’as. Le premier as ou le premier roi d’une couleur fonde sa pile ; son jumeau est une carte ordinaire.&lt;/p&gt;&lt;p&gt;&lt;b&gt;D’abord, placer toutes les cartes.&lt;/b&gt; Huit cartes forment l’Équateur au centre et vingt-quatre le Zodiaque, un anneau de paquets autour. Retournez le talon carte par carte. La carte du dessus de la défausse, ou toute carte de l’Équateur, peut être mariée sur un paquet de l’anneau : même couleur, un rang au-dessus ou au-dessous (un paquet peut monter et descendre à volonté, mais un roi ne va jamais sur un as). Les cartes de l’anneau ne se posent jamais les unes sur les autres, et l’Équateur ne prend aucune carte de l’anneau ni de lui-même. Une place vide de l’Équateur peut recevoir à tout moment la carte du dessus de la défausse. Quand le talon est épuisé, un clic retourne la défausse pour la parcourir encore, autant qu’il le faut.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Ensuite, monter.&lt;/b&gt; Les fondations ne s’ouvrent que lorsque le talon et la défausse sont tous deux vides. Dès lors, les cartes de l’Équateur et les cartes du dessus des paquets ne peuvent aller que sur les fondations.&lt;/p&gt;&lt;p&gt;Parcourir tout le talon sans placer une seule carte fait perdre la partie, car chaque tour suivant serait identique. Préparez vos mariages : une haute carte mariée sur une basse de sa couleur peut la bloquer pour de bon.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="283"/>
        <source>&lt;h2&gt;The Mill&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Goal:&lt;/b&gt; build all 104 cards on five foundations, where suits never matter. An ace starts the centre of the mill, which climbs from ace to king and then starts again at the ace, four times round. Four kings in the corners between the sails each come down to an ace.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The sails:&lt;/b&gt; eight cards lie two by two along the four arms. Every one of them can be played, and so can the top card of the waste, to the centre or to a king pile. A place left empty is refilled at once from the waste, or from the stock when the waste is empty. As long as a corner is empty, any king that becomes free goes there by itself; once all four corners are filled, kings are ordinary cards that follow a queen on the centre.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The stock:&lt;/b&gt; click it to turn one card onto the waste. There is only one pass.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Borrowing from a king pile:&lt;/b&gt; the top card of a king pile (never its king) may go to the centre, but only when a card of the sails or the waste top can follow it there at once. After that, the same pile may not lend again until a card from the sails or the waste has gone to the centre.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Le Moulin&lt;/h2&gt;&lt;p&gt;&lt;b&gt;But :&lt;/b&gt; monter les 104 cartes sur cinq fondations où les couleurs ne comptent jamais. Un as commence le centre du moulin, qui monte de l’as au roi puis recommence à l’as, quatre tours durant. Quatre rois dans les coins entre les ailes descendent chacun jusqu’à l’as.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Les ailes :&lt;/b&gt; huit cartes sont posées deux par deux le long des quatre bras. Chacune peut être jouée, ainsi que la carte du dessus de la défausse, vers le centre ou vers une pile de roi. Une place laissée vide est aussitôt comblée depuis la défausse, ou depuis le talon si la défausse est vide. Tant qu’un coin est vide, tout roi qui se libère y va de lui-même ; une fois les quatre coins occupés, les rois sont des cartes ordinaires qui suivent une dame au centre.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Le talon :&lt;/b&gt; cliquez dessus pour retourner une carte sur la défausse. Il n’y a qu’un seul passage.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Emprunter à une pile de roi :&lt;/b&gt; la carte du dessus d’une pile de roi (jamais le roi) peut aller au centre, mais seulement si une carte des ailes ou du dessus de la défausse peut l’y suivre aussitôt. Ensuite, cette même pile ne peut plus prêter avant qu’une carte des ailes ou de la défausse soit allée au centre.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="301"/>
        <source>&lt;h2&gt;Napoleon&apos;s Square&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Goal:&lt;/b&gt; build eight foundations in the middle, two for each suit, from ace up to king. Any empty foundation takes an ace.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The square:&lt;/b&gt; twelve packets of four cards are spread along three sides of a square, so that every card can be seen, but only the top card of a packet can move. It may go to a foundation, or onto the top card of another packet when that card is of the same suit and one rank higher. One card moves at a time. If, after the deal, both kings of a suit lie on top of lower cards of their suit, one of them is slipped under its packet, as the old rules advise.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The stock:&lt;/b&gt; click it to turn one card onto the waste; the top card of the waste may go to a foundation or onto a packet. A packet that empties leaves a space, which only the top card of the waste may fill, one card, whenever you like. There is only one pass through the stock.&lt;/p&gt;&lt;p&gt;In the game options you can deal twelve single cards instead of packets of four; everything else stays the same.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tip:&lt;/b&gt; think before marrying cards onto a packet: a long run on top of a low card of its own suit can bury that card for good.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Le Carré de Napoléon&lt;/h2&gt;&lt;p&gt;&lt;b&gt;But :&lt;/b&gt; monter huit fondations au centre, deux par couleur, de l’as au roi. Toute fondation vide accepte un as.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Le carré :&lt;/b&gt; douze paquets de quatre cartes sont étalés sur trois côtés d’un carré, de sorte que toutes les cartes soient visibles, mais seule la carte du dessus d’un paquet peut bouger. Elle peut aller sur une fondation, ou sur la carte du dessus d’un autre paquet si celle-ci est de même couleur et d’un rang au-dessus. On déplace une carte à la fois. Si, après la donne, les deux rois d’une couleur recouvrent tous deux des cartes plus basses de leur couleur, l’un d’eux est glissé sous son paquet, comme le conseillent les anciennes règles.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Le talon :&lt;/b&gt; cliquez dessus pour retourner une carte sur la défausse ; la carte du dessus de la défausse peut aller sur une fondation ou sur un paquet. Un paquet vidé laisse une place que seule la carte du dessus de la défausse peut occuper, une carte, quand vous voulez. Il n’y a qu’un seul passage dans le talon.&lt;/p&gt;&lt;p&gt;Dans les options du jeu, vous pouvez distribuer douze cartes seules au lieu de paquets de quatre ; tout le reste est identique.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Conseil :&lt;/b&gt; réfléchissez avant de marier des cartes sur un paquet : une longue suite sur une petite carte de sa couleur peut l’enterrer pour de bon.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="319"/>
        <source>&lt;h2&gt;The Fourteenth&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Goal:&lt;/b&gt; clear away all 104 cards of two packs, two at a time, in pairs that add up to fourteen.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The grid:&lt;/b&gt; twenty-five cards lie face up in five rows of five. An ace counts 1, a jack 11, a queen 12, a king 13 and every other card its number. Two cards in the same row or in the same column are a pair when they add up to 14: ace and king, 2 and queen, 3 and jack, 4 and 10, 5 and 9, 6 and 8, or two 7s. Suits play no part, and neither do the cards or empty places lying between the two.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Playing:&lt;/b&gt; drag one card of a pair onto the other. Both are discarded and their places are filled straight away from the stock, the place nearer the top left first. When the stock has run out, places stay empty.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The exchange:&lt;/b&gt; once in a game, when no pair is left in the grid, you may swap two cards, or make two such swaps at once, so that a pair appears. Swaps that would not make a pair are refused, and the exchange is kept for later.&lt;/p&gt;&lt;p&gt;You win when every card has been discarded; the game is lost when no pair can be made any more.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Le Quatorzième&lt;/h2&gt;&lt;p&gt;&lt;b&gt;But :&lt;/b&gt; éliminer les 104 cartes de deux jeux, deux à la fois, par paires qui font quatorze.&lt;/p&gt;&lt;p&gt;&lt;b&gt;La grille :&lt;/b&gt; vingt-cinq cartes sont posées à découvert en cinq rangées de cinq. L’as vaut 1, le valet 11, la dame 12, le roi 13 et toute autre carte sa valeur. Deux cartes de la même rangée ou de la même colonne forment une paire si elles font 14 : as et roi, 2 et dame, 3 et valet, 4 et 10, 5 et 9, 6 et 8, ou deux 7. Les couleurs ne comptent pas, pas plus que les cartes ou places vides entre les deux.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Jouer :&lt;/b&gt; faites glisser une carte d’une paire sur l’autre. Les deux sont écartées et leurs places sont aussitôt comblées depuis le talon, la plus proche du coin supérieur gauche d’abord. Une fois le talon épuisé, les places restent vides.&lt;/p&gt;&lt;p&gt;&lt;b&gt;L’échange :&lt;/b&gt; une fois par partie, quand il ne reste aucune paire dans la grille, vous pouvez échanger deux cartes, ou faire deux échanges de ce genre à la fois, pour faire apparaître une paire. Les échanges qui ne créent pas de paire sont refusés, et l’échange reste disponible.&lt;/p&gt;&lt;p&gt;Vous gagnez quand toutes les cartes sont écartées ; la partie est perdue quand plus aucune paire ne peut être formée.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="336"/>
        <source>&lt;h2&gt;The Fifteen&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Goal:&lt;/b&gt; bring all 104 cards of two packs onto eight foundations. Each suit has one foundation built up from its ace to its king, and one built down from its king to its ace.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The columns:&lt;/b&gt; the whole of both packs is dealt face up into fifteen columns; the last column gets one card fewer. Only the last card of a column can move: to a foundation, or onto the last card of another column when it is of the same suit and one rank higher or lower (the 7 of hearts on the 8 or the 6 of hearts). A column may go up and down by turns, but a king and an ace never follow each other. One card moves at a time.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Empty columns:&lt;/b&gt; any free card may be put into an empty column whenever you like. Moving a run into it card by card turns the run round.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The relief:&lt;/b&gt; at the start, before the first card reaches a foundation, you may once free one ace and one king (or just one of them) lying right under the last card of a column. They go straight to their foundations, and the cards that covered them stay where they are. Use the Relief button.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tip:&lt;/b&gt; when both foundations of a suit would take a card, think first about where its twin from the other pack will have to go.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Les Quinze&lt;/h2&gt;&lt;p&gt;&lt;b&gt;But :&lt;/b&gt; amener les 104 cartes de deux jeux sur huit fondations. Chaque couleur a une fondation montant de l’as au roi et une descendant du roi à l’as.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Les colonnes :&lt;/b&gt; les deux jeux entiers sont distribués à découvert en quinze colonnes ; la dernière reçoit une carte de moins. Seule la dernière carte d’une colonne peut bouger : vers une fondation, ou sur la dernière carte d’une autre colonne si elle est de même couleur et d’un rang au-dessus ou au-dessous (le 7 de cœur sur le 8 ou le 6 de cœur). Une colonne peut monter et descendre tour à tour, mais un roi et un as ne se suivent jamais. On déplace une carte à la fois.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Colonnes vides :&lt;/b&gt; toute carte libre peut être placée dans une colonne vide quand vous voulez. Y déplacer une suite carte par carte la retourne.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Le secours :&lt;/b&gt; au début, avant que la première carte atteigne une fondation, vous pouvez une fois libérer un as et un roi (ou l’un des deux) se trouvant juste sous la dernière carte d’une colonne. Ils vont directement sur leurs fondations, et les cartes qui les recouvraient restent en place. Utilisez le bouton Secours.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Conseil :&lt;/b&gt; quand les deux fondations d’une couleur prendraient une carte, pensez d’abord à l’endroit où devra aller sa jumelle de l’autre jeu.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="355"/>
        <source>&lt;h2&gt;Magic Fifteen&lt;/h2&gt;&lt;p&gt;A puzzle rather than a patience. The ace to 9 of one pack lie in a square of three rows of three; the ace counts one and suits do not matter.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Goal:&lt;/b&gt; make every row, every column and both diagonals add up to fifteen.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Playing:&lt;/b&gt; drag a card onto another card and the two change places. Swap as often as you like: the table shows how many of the eight lines already make fifteen and how many swaps you have made.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tip:&lt;/b&gt; there are eight solutions, all turns or mirror images of one another. In each of them the 5 sits in the middle.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Quinze magique&lt;/h2&gt;&lt;p&gt;Un casse-tête plutôt qu’une réussite. L’as au 9 d’un jeu forment un carré de trois rangées de trois ; l’as vaut un et les couleurs ne comptent pas.&lt;/p&gt;&lt;p&gt;&lt;b&gt;But :&lt;/b&gt; que chaque rangée, chaque colonne et les deux diagonales fassent quinze.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Jouer :&lt;/b&gt; faites glisser une carte sur une autre et elles échangent leurs places. Échangez autant que vous voulez : la table indique combien des huit lignes font déjà quinze et combien d’échanges vous avez faits.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Conseil :&lt;/b&gt; il y a huit solutions, toutes rotations ou reflets les unes des autres. Dans chacune, le 5 est au centre.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="365"/>
        <source>&lt;h2&gt;Babette&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Goal:&lt;/b&gt; bring all 104 cards of two packs onto eight foundations: for each suit one built up from the ace to the king and one built down from the king to the ace.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The garden:&lt;/b&gt; the cards are dealt in rows of eight. On this table the garden lies on its side: each of the eight lines across is a column of the garden, and every new row is dealt to the right of the one before. A card is free when the place just to its right is empty, because no row has been dealt there yet or because the card that lay there has been played. Such a gap is never filled, so the card before it stays free even when more cards follow further along the line.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Playing:&lt;/b&gt; free cards can only go to the foundations; nothing is built in the garden. Click the stock to deal the next row whenever you like, even while plays are left.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Take-ups:&lt;/b&gt; twice in a game, once the stock is empty, you may take up the garden. The cards are gathered without shuffling, beginning with the bottom line and each line from its left end, and the first row of the new round is dealt at once. That makes three rounds in all.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Babette&lt;/h2&gt;&lt;p&gt;&lt;b&gt;But :&lt;/b&gt; amener les 104 cartes de deux jeux sur huit fondations : pour chaque couleur, une montant de l’as au roi et une descendant du roi à l’as.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Le jardin :&lt;/b&gt; les cartes sont distribuées par rangées de huit. Sur cette table, le jardin est couché sur le côté : chacune des huit lignes horizontales est une colonne du jardin, et chaque nouvelle rangée est distribuée à droite de la précédente. Une carte est libre quand la place juste à sa droite est vide, soit parce qu’aucune rangée n’y a encore été distribuée, soit parce que la carte qui s’y trouvait a été jouée. Un tel trou n’est jamais comblé : la carte qui le précède reste donc libre même si d’autres cartes suivent plus loin sur la ligne.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Jouer :&lt;/b&gt; les cartes libres ne vont que sur les fondations ; on ne construit rien dans le jardin. Cliquez sur le talon pour distribuer la rangée suivante quand vous voulez, même s’il reste des coups.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Ramassages :&lt;/b&gt; deux fois par partie, une fois le talon vide, vous pouvez ramasser le jardin. Les cartes sont reprises sans mélange, en commençant par la ligne du bas et chaque ligne par son extrémité gauche, et la première rangée de la nouvelle manche est distribuée aussitôt. Cela fait trois manches en tout.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="382"/>
        <source>&lt;h2&gt;Beggar My Neighbor&lt;/h2&gt;&lt;p&gt;The pack is dealt out face down and nobody looks at their cards. In turn each player turns their top card onto a pile in the middle.&lt;/p&gt;&lt;p&gt;An ace, king, queen or jack demands payment from the next player: four cards for an ace, three for a king, two for a queen, one for a jack. If a payment turns up another of these cards, the payment stops and the next player must pay the new debt. When a payment is made in plain cards only, the player who made the last demand takes the whole pile under their pack and starts again.&lt;/p&gt;&lt;p&gt;A player with no cards is out; the one who ends with all 52 wins. Some deals never end: the table notices when a position comes back and calls the game a draw.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Bataille corse anglaise&lt;/h2&gt;&lt;p&gt;Le jeu est distribué face cachée et personne ne regarde ses cartes. À tour de rôle, chacun retourne sa carte du dessus sur un tas au centre.&lt;/p&gt;&lt;p&gt;Un as, un roi, une dame ou un valet exige un paiement du joueur suivant : quatre cartes pour un as, trois pour un roi, deux pour une dame, une pour un valet. Si le paiement fait apparaître une autre de ces cartes, il s’arrête et c’est au joueur suivant de payer la nouvelle dette. Quand un paiement se fait uniquement en cartes basses, le joueur qui a fait la dernière demande ramasse tout le tas sous son paquet et rejoue.&lt;/p&gt;&lt;p&gt;Un joueur sans cartes est éliminé ; celui qui finit avec les 52 cartes gagne. Certaines donnes ne finissent jamais : la table remarque quand une position revient et déclare la partie nulle.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="394"/>
        <source>&lt;h2&gt;Pope Joan&lt;/h2&gt;&lt;p&gt;&lt;b&gt;The board:&lt;/b&gt; eight pools lie in the middle: Ace, King, Queen and Jack (of trumps), Matrimony, Intrigue, Pope and Game. Before each deal the dealer puts 15 of his counters on them; what nobody wins stays there for later deals.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The deal:&lt;/b&gt; the eight of diamonds is left out. Everyone gets the same number of cards, a few go face down to a spare hand that nobody sees, and the last card is turned up for trumps. If it is the ace, king, queen or jack, the dealer takes that pool. If it is the nine of diamonds (the Pope), the dealer takes the Pope and Game pools, everyone pays him a counter for each card dealt to them, and the next player deals.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Play:&lt;/b&gt; you lead any card. The next card up in the same suit must follow at once, from whoever holds it, and so on, until the run stops: after a king, after the seven of diamonds, or when the next card is in the spare hand, is the turn-up or has been played. Whoever played the last card leads again. The table plays the forced cards for you.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Pools:&lt;/b&gt; playing the ace, king, queen or jack of trumps, or the Pope, wins its pool. King and queen of trumps played by the same player win Matrimony; queen and jack win Intrigue.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Going out:&lt;/b&gt; the first to play all his cards takes the Game pool, and each other player pays him a counter for every card left in hand; a player still holding the Pope pays nothing. After everyone has dealt the chosen number of times, the highest balance wins.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tip:&lt;/b&gt; lead cards that are sure to stop the run, such as kings, so that you lead again.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Pope Joan&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Le plateau :&lt;/b&gt; huit cagnottes au centre : As, Roi, Dame et Valet (d’atout), Mariage, Intrigue, Pape et Partie. Avant chaque donne, le donneur y place 15 de ses jetons ; ce que personne ne gagne reste pour les donnes suivantes.&lt;/p&gt;&lt;p&gt;&lt;b&gt;La donne :&lt;/b&gt; le huit de carreau est retiré. Chacun reçoit le même nombre de cartes, quelques-unes vont face cachée à une main morte que personne ne voit, et la dernière carte est retournée pour l’atout. Si c’est l’as, le roi, la dame ou le valet, le donneur prend cette cagnotte. Si c’est le neuf de carreau (le Pape), le donneur prend les cagnottes Pape et Partie, chacun lui paie un jeton par carte reçue, et le joueur suivant donne.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Le jeu :&lt;/b&gt; vous entamez n’importe quelle carte. La carte suivante de la même couleur doit suivre aussitôt, quel que soit son détenteur, et ainsi de suite, jusqu’à ce que la suite s’arrête : après un roi, après le sept de carreau, ou quand la carte suivante est dans la main morte, est la retourne ou a déjà été jouée. Celui qui a joué la dernière carte entame de nouveau. La table joue pour vous les cartes forcées.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Cagnottes :&lt;/b&gt; jouer l’as, le roi, la dame ou le valet d’atout, ou le Pape, gagne sa cagnotte. Roi et dame d’atout joués par le même joueur gagnent le Mariage ; dame et valet, l’Intrigue.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Finir :&lt;/b&gt; le premier à jouer toutes ses cartes prend la cagnotte Partie, et chaque autre joueur lui paie un jeton par carte restée en main ; un joueur qui détient encore le Pape ne paie rien. Quand chacun a donné le nombre de fois choisi, le meilleur solde gagne.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Conseil :&lt;/b&gt; entamez des cartes qui arrêtent sûrement la suite, comme les rois, pour entamer de nouveau.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="419"/>
        <source>&lt;h2&gt;All Fours&lt;/h2&gt;&lt;p&gt;Two players, or four in two partnerships sitting opposite each other. Aces are high.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The deal:&lt;/b&gt; six cards each, and the next card is turned up to propose trumps. A turned-up jack scores a point for the dealer.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Begging:&lt;/b&gt; the player on the dealer&apos;s left may stand (the turned suit is trumps) or beg. After a beg the dealer either gives him a point, keeping the suit, or runs the cards: three more to each player and a new turn-up. A turn-up of the first suit is put aside and the cards are run again. After a run each player throws away cards until he holds six.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Play:&lt;/b&gt; six tricks. If you hold the suit led you must play it or a trump; otherwise play anything. The highest trump wins, or else the highest card of the suit led.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Scoring:&lt;/b&gt; one point each for &lt;i&gt;High&lt;/i&gt; (the highest trump dealt out), &lt;i&gt;Low&lt;/i&gt; (the lowest, kept by whoever was dealt it), &lt;i&gt;Jack&lt;/i&gt; (winning the trick with the jack of trumps) and &lt;i&gt;Game&lt;/i&gt; (the most card points in the tricks you won: ace 4, king 3, queen 2, jack 1, ten 10; on a tie the dealer&apos;s opponents score it). The first side to reach the target wins at once.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;All Fours&lt;/h2&gt;&lt;p&gt;Deux joueurs, ou quatre en deux équipes dont les partenaires se font face. Les as sont forts.&lt;/p&gt;&lt;p&gt;&lt;b&gt;La donne :&lt;/b&gt; six cartes chacun, et la carte suivante est retournée pour proposer l’atout. Un valet retourné rapporte un point au donneur.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Mendier :&lt;/b&gt; le joueur à gauche du donneur peut rester (la couleur retournée est l’atout) ou mendier. Après une demande, le donneur lui accorde un point en gardant la couleur, ou bien il redonne : trois cartes de plus à chacun et une nouvelle retourne. Une retourne de la première couleur est écartée et l’on redonne encore. Après une redonne, chaque joueur écarte des cartes jusqu’à en garder six.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Le jeu :&lt;/b&gt; six levées. Si vous avez la couleur demandée, vous devez la fournir ou jouer atout ; sinon, jouez ce que vous voulez. Le plus fort atout l’emporte, sinon la plus forte carte de la couleur demandée.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Marque :&lt;/b&gt; un point chacun pour &lt;i&gt;High&lt;/i&gt; (le plus fort atout distribué), &lt;i&gt;Low&lt;/i&gt; (le plus faible, pour celui qui l’a reçu), &lt;i&gt;Jack&lt;/i&gt; (gagner la levée avec le valet d’atout) et &lt;i&gt;Game&lt;/i&gt; (le plus de points de cartes dans ses levées : as 4, roi 3, dame 2, valet 1, dix 10 ; en cas d’égalité, les adversaires du donneur le marquent). Le premier camp à atteindre l’objectif gagne aussitôt.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="438"/>
        <source>&lt;h2&gt;Speculation&lt;/h2&gt;&lt;p&gt;&lt;b&gt;The pool:&lt;/b&gt; the dealer stakes 6 counters and everyone else 4.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The deal:&lt;/b&gt; each player gets three cards face down, which nobody may look at, and the next card is turned up: its suit is trumps and it belongs to the dealer. A turned-up ace wins the pool at once.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Turning:&lt;/b&gt; going round the table from the dealer&apos;s left, each player turns up his top card. Only trumps count. The highest trump seen so far is the best card, and its owner will take the pool if nothing beats it.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Buying and selling:&lt;/b&gt; whenever a card becomes the best one (and the turn-up at the start), its owner may keep it or offer it for sale. The others bid in turn, each bid higher than the last, up to their own counters; passing drops you out. The owner then accepts the highest bid, taking the counters, or refuses it.&lt;/p&gt;&lt;p&gt;The deal ends when all cards are turned (or the ace of trumps appears), and the owner of the best card takes the pool. After everyone has dealt the chosen number of times, the highest balance wins.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tip:&lt;/b&gt; a card is worth its chance of staying best times the pool: the fewer cards left to turn and the fewer higher trumps unseen, the more it is worth.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Spéculation&lt;/h2&gt;&lt;p&gt;&lt;b&gt;La cagnotte :&lt;/b&gt; le donneur mise 6 jetons et chacun des autres 4.&lt;/p&gt;&lt;p&gt;&lt;b&gt;La donne :&lt;/b&gt; chaque joueur reçoit trois cartes face cachée, que personne ne peut regarder, et la carte suivante est retournée : sa couleur est l’atout et elle appartient au donneur. Un as retourné gagne la cagnotte sur-le-champ.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Retourner :&lt;/b&gt; en faisant le tour de la table depuis la gauche du donneur, chaque joueur retourne sa carte du dessus. Seuls les atouts comptent. Le plus fort atout vu jusqu’ici est la meilleure carte, et son détenteur prendra la cagnotte si rien ne la bat.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Acheter et vendre :&lt;/b&gt; chaque fois qu’une carte devient la meilleure (et la retourne au départ), son détenteur peut la garder ou la mettre en vente. Les autres enchérissent à tour de rôle, chaque offre dépassant la précédente, dans la limite de leurs jetons ; qui passe se retire. Le détenteur accepte alors la meilleure offre et touche les jetons, ou la refuse.&lt;/p&gt;&lt;p&gt;La donne s’achève quand toutes les cartes sont retournées (ou que l’as d’atout apparaît), et le détenteur de la meilleure carte prend la cagnotte. Quand chacun a donné le nombre de fois choisi, le meilleur solde gagne.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Conseil :&lt;/b&gt; une carte vaut sa chance de rester la meilleure multipliée par la cagnotte : moins il reste de cartes à retourner et d’atouts plus forts non vus, plus elle vaut cher.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="457"/>
        <source>&lt;h2&gt;High 14&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Cards:&lt;/b&gt; the 56 Rook cards, 1 to 14 in red, yellow, green and black. Before each deal the dealer cuts the pack; the colour of the card shown at the cut is trump for the round, and everybody sees where that card ends up. All the cards are dealt; any left over lie face down as the widow.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Play:&lt;/b&gt; the player on the dealer&apos;s left leads. Follow the colour led if you can; if you cannot, play anything. A 14 of any colour may be played at any time, whatever you hold.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Who takes the trick:&lt;/b&gt; a 14 beats every other card. With several 14s, the 14 of the colour led wins, or else the first 14 played. Without a 14 the highest trump wins, or else the highest card of the colour led. Whoever takes the first trick also takes the widow.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Scoring:&lt;/b&gt; 5 points for every trick, 5 for every 5 and 10 for every 10 you take; the 14s count nothing. The first to 250 wins; if several pass 250 in the same round the highest total wins, and a tie at the top plays another round. With four or six players you may play in two teams that share their points.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;High 14&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Les cartes :&lt;/b&gt; les 56 cartes Rook, de 1 à 14 en rouge, jaune, vert et noir. Avant chaque donne, le donneur coupe le paquet ; la couleur de la carte montrée à la coupe est l’atout de la manche, et chacun voit où cette carte aboutit. Toutes les cartes sont distribuées ; celles qui restent forment la veuve, face cachée.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Le jeu :&lt;/b&gt; le joueur à gauche du donneur entame. Fournissez à la couleur demandée si vous le pouvez ; sinon, jouez n’importe quoi. Un 14 de n’importe quelle couleur peut être joué à tout moment, quoi que vous ayez en main.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Qui prend la levée :&lt;/b&gt; un 14 bat toute autre carte. S’il y a plusieurs 14, celui de la couleur demandée l’emporte, sinon le premier 14 joué. Sans 14, le plus fort atout l’emporte, sinon la plus forte carte de la couleur demandée. Celui qui remporte la première levée prend aussi la veuve.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Marque :&lt;/b&gt; 5 points par levée, 5 par 5 et 10 par 10 remportés ; les 14 ne valent rien. Le premier à 250 gagne ; si plusieurs dépassent 250 dans la même manche, le plus haut total l’emporte, et une égalité en tête fait jouer une manche de plus. À quatre ou six joueurs, vous pouvez jouer en deux équipes qui partagent leurs points.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="474"/>
        <source>&lt;h2&gt;Rook for Two&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Cards:&lt;/b&gt; 44 Rook cards, 4 (low) to 14 (high) in four colours. You, your opponent and a Dummy get 13 cards each; the Dummy&apos;s cards stay face down in a pile. The last five cards are the nest. Drawing decides the first dealer; after that the deal alternates.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Bidding:&lt;/b&gt; the dealer has opened at 30 automatically. Then each in turn raises by fives (up to 125) or passes; the first pass ends the bidding. The winner names trump, looks at the nest and may swap exactly two cards with it, or none. The nest then counts for nobody.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Play:&lt;/b&gt; the non-dealer leads, the Dummy plays next and the dealer last. The Dummy always turns up the top card of its pile, whatever was led; players must follow the colour led if they can. The highest trump, or else the highest card of the colour led, takes the trick. Tricks the Dummy takes count for nobody, and the Dummy leads the next trick itself.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Scoring:&lt;/b&gt; 5s count 5, 10s and 14s count 10, and each trick 2. If the bidder takes at least the bid, both score what they took; if not, the bidder scores nothing and the opponent scores double. The first to 150 wins (the higher total if both get there in one round; a tie plays on).&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Rook à deux&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Les cartes :&lt;/b&gt; 44 cartes Rook, du 4 (faible) au 14 (fort) en quatre couleurs. Vous, votre adversaire et un mort recevez 13 cartes chacun ; les cartes du mort restent en pile face cachée. Les cinq dernières cartes forment le nid. Un tirage désigne le premier donneur ; ensuite la donne alterne.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Les enchères :&lt;/b&gt; le donneur a ouvert à 30 d’office. Puis chacun à son tour monte de cinq en cinq (jusqu’à 125) ou passe ; le premier qui passe met fin aux enchères. Le gagnant annonce l’atout, regarde le nid et peut y échanger exactement deux cartes, ou aucune. Le nid ne compte ensuite pour personne.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Le jeu :&lt;/b&gt; le non-donneur entame, le mort joue ensuite et le donneur en dernier. Le mort retourne toujours la carte du dessus de sa pile, quelle que soit l’entame ; les joueurs doivent fournir à la couleur demandée s’ils le peuvent. Le plus fort atout, sinon la plus forte carte de la couleur demandée, prend la levée. Les levées du mort ne comptent pour personne, et le mort entame lui-même la levée suivante.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Marque :&lt;/b&gt; les 5 valent 5, les 10 et les 14 valent 10, et chaque levée 2. Si le preneur réalise au moins son contrat, chacun marque ce qu’il a pris ; sinon, le preneur ne marque rien et l’adversaire marque le double. Le premier à 150 gagne (le plus haut total si les deux y arrivent dans la même manche ; une égalité fait continuer).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="493"/>
        <source>&lt;h2&gt;Kentucky Discard&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Teams and cards:&lt;/b&gt; four players, partners sitting opposite. The cards are 5 to 14 in four colours plus the Rook Bird. Each player gets nine cards, and five go face down to the nest.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Bidding:&lt;/b&gt; starting left of the dealer, bid from 70 up to 120 in fives, or pass; a player who passes is out of the bidding. If all four pass, the hand is thrown in (or, with that option, the dealer must bid 70).&lt;/p&gt;&lt;p&gt;&lt;b&gt;The nest:&lt;/b&gt; the highest bidder adds the nest to their hand, lays any five cards aside one at a time, and then names trump. Whoever takes the last trick also takes the cards laid aside.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The Bird:&lt;/b&gt; the highest trump. It may be played at any time, even when you could follow. If it is led, trump has been led; if trump is led and the Bird is your only trump, you must play it.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Scoring:&lt;/b&gt; 5s count 5, 10s and 14s 10, the Bird 20: 120 in all. A side that makes its bid scores its counters; a side that falls short loses the amount of its bid, while the other side always scores its counters. The first side to 300 wins. Variants change the cards: without the Bird, with the red 1 as the top trump worth 30, or with the 1s above the 14s worth 15 each; the bids scale with the points.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Kentucky Discard&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Équipes et cartes :&lt;/b&gt; quatre joueurs, les partenaires face à face. Les cartes vont du 5 au 14 en quatre couleurs, plus l’Oiseau du Rook. Chacun reçoit neuf cartes, et cinq vont face cachée au nid.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Les enchères :&lt;/b&gt; en commençant à gauche du donneur, annoncez de 70 à 120 de cinq en cinq, ou passez ; qui passe ne peut plus enchérir. Si les quatre passent, la donne est annulée (ou, avec cette option, le donneur doit annoncer 70).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Le nid :&lt;/b&gt; le plus fort enchérisseur ajoute le nid à sa main, écarte cinq cartes de son choix une à une, puis annonce l’atout. Celui qui remporte la dernière levée prend aussi les cartes écartées.&lt;/p&gt;&lt;p&gt;&lt;b&gt;L’Oiseau :&lt;/b&gt; le plus fort atout. Il peut être joué à tout moment, même si vous pouvez fournir. S’il est entamé, c’est atout qui est demandé ; si atout est entamé et que l’Oiseau est votre seul atout, vous devez le jouer.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Marque :&lt;/b&gt; les 5 valent 5, les 10 et les 14 valent 10, l’Oiseau 20 : 120 en tout. Un camp qui réalise son contrat marque ses points ; un camp qui chute perd le montant de son contrat, tandis que l’autre camp marque toujours ses points. Le premier camp à 300 gagne. Des variantes changent les cartes : sans l’Oiseau, avec le 1 rouge comme atout maître valant 30, ou avec les 1 au-dessus des 14 valant 15 chacun ; les enchères suivent les points.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="512"/>
        <source>&lt;h2&gt;Quatorze&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Goal:&lt;/b&gt; get rid of your cards by laying them out in melds. Points count against you: a player whose total reaches 201 is out, and the last player left wins.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Cards:&lt;/b&gt; two packs with one or two jokers. The player to the dealer&apos;s right gets 15 cards, everybody else 14, and play goes round to the right. When the pack is cut and a joker shows at the bottom of the lifted part, the cutter keeps it.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Melds:&lt;/b&gt; a set is three or four cards of one rank, every suit different; a run is three or more cards of one suit in order. An ace sits below the two or above the king, but a run never goes round the corner from king to two. A joker may stand in for any card, one joker per meld.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Your turn:&lt;/b&gt; draw the top card of the stock, or take the top card of the discard pile if you put it into a meld straight away. Then meld if you can and want to, and end by discarding one card. The first player of a round just discards. Your last card cannot go into a meld: you always keep one to discard.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Opening:&lt;/b&gt; the first time you meld, your melds together must be worth at least 51: number cards at face value, jack, queen and king 10, an ace 11 (1 at the bottom of A-2-3), a joker the value of the card it replaces. After that you may meld freely and add cards to anybody&apos;s melds. With the joker swap option, you may also take a joker off the table by putting the card it stands for in its place.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Scoring:&lt;/b&gt; discarding your last card ends the round. You score -30 and the others the value of the cards they hold (a joker 25). If you laid out your whole hand in one turn without adding to anyone else&apos;s melds, you score -60 and the others&apos; points are doubled.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Quatorze&lt;/h2&gt;&lt;p&gt;&lt;b&gt;But :&lt;/b&gt; vous débarrasser de vos cartes en les posant en combinaisons. Les points comptent contre vous : un joueur dont le total atteint 201 est éliminé, et le dernier joueur restant gagne.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Les cartes :&lt;/b&gt; deux jeux avec un ou deux jokers. Le joueur à droite du donneur reçoit 15 cartes, tous les autres 14, et le jeu tourne vers la droite. Si, à la coupe, un joker apparaît sous la partie soulevée, le coupeur le garde.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Combinaisons :&lt;/b&gt; un brelan ou un carré, ce sont trois ou quatre cartes de même rang, toutes de couleurs différentes ; une suite, ce sont trois cartes ou plus d’une même couleur qui se suivent. L’as se place sous le deux ou au-dessus du roi, mais une suite ne passe jamais du roi au deux. Un joker peut remplacer n’importe quelle carte, un joker par combinaison.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Votre tour :&lt;/b&gt; piochez la carte du dessus du talon, ou prenez celle du dessus de la défausse si vous la posez aussitôt dans une combinaison. Posez ensuite si vous le pouvez et le voulez, et terminez en défaussant une carte. Le premier joueur d’une manche se contente de défausser. Votre dernière carte ne peut pas entrer dans une combinaison : vous en gardez toujours une à défausser.&lt;/p&gt;&lt;p&gt;&lt;b&gt;L’ouverture :&lt;/b&gt; la première fois que vous posez, vos combinaisons doivent valoir ensemble au moins 51 : les cartes numérotées leur valeur, valet, dame et roi 10, l’as 11 (1 tout en bas de A-2-3), un joker la valeur de la carte qu’il remplace. Ensuite, vous posez librement et complétez les combinaisons de n’importe qui. Avec l’option d’échange du joker, vous pouvez aussi reprendre un joker sur la table en mettant à sa place la carte qu’il représente.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Marque :&lt;/b&gt; défausser votre dernière carte termine la manche. Vous marquez -30 et les autres la valeur des cartes qu’ils tiennent (un joker 25). Si vous avez posé toute votre main en un seul tour sans compléter les combinaisons des autres, vous marquez -60 et les points des autres sont doublés.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="536"/>
        <source>&lt;h2&gt;I Suspect You&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Goal:&lt;/b&gt; be the first to get rid of all your cards.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Playing:&lt;/b&gt; the whole pack is dealt. The player on the dealer&apos;s left starts by laying his lowest card face down and naming its rank. After that, each player in turn lays one card face down, and the rank he must name is always one above the last (ace, 2, 3 ... king, then ace again). The card does not have to be of that rank: you may bluff.&lt;/p&gt;&lt;p&gt;&lt;b&gt;I suspect you:&lt;/b&gt; after each card the other players may say &quot;I suspect you&quot;. The card is then turned up. If it is not of the rank named, the player who laid it picks up the whole pile; if it is, the doubter picks it up. When several players doubt, the first of them to the player&apos;s left makes the challenge.&lt;/p&gt;&lt;p&gt;You win when your last card stands, unchallenged or shown to be true.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tip:&lt;/b&gt; keep an honest card for your last play: everyone doubts a last card.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Je te soupçonne&lt;/h2&gt;&lt;p&gt;&lt;b&gt;But :&lt;/b&gt; être le premier à se débarrasser de toutes ses cartes.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Jouer :&lt;/b&gt; tout le jeu est distribué. Le joueur à gauche du donneur commence en posant face cachée sa plus petite carte et en annonçant son rang. Ensuite, chacun à son tour pose une carte face cachée, et le rang qu’il doit annoncer est toujours un cran au-dessus du précédent (as, 2, 3 … roi, puis de nouveau as). La carte n’a pas besoin d’être de ce rang : vous pouvez bluffer.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Je te soupçonne :&lt;/b&gt; après chaque carte, les autres joueurs peuvent dire « Je te soupçonne ». La carte est alors retournée. Si elle n’est pas du rang annoncé, celui qui l’a posée ramasse tout le tas ; si elle l’est, c’est le douteur qui le ramasse. Quand plusieurs joueurs doutent, le premier d’entre eux à gauche du joueur porte l’accusation.&lt;/p&gt;&lt;p&gt;Vous gagnez quand votre dernière carte tient, sans contestation ou reconnue vraie.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Conseil :&lt;/b&gt; gardez une carte honnête pour votre dernier coup : tout le monde doute d’une dernière carte.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="550"/>
        <source>&lt;h2&gt;Old Maid&lt;/h2&gt;&lt;p&gt;One queen (the queen of clubs) is taken out, and the other 51 cards are dealt. Any two cards of the same rank in a hand are a pair, and pairs are put down on the table at once.&lt;/p&gt;&lt;p&gt;In turn, each player draws one card, unseen, from the hand of the nearest player on his right who still has cards. If it makes a pair with a card he holds, the pair goes down. You may shuffle your own hand before your neighbour draws from it.&lt;/p&gt;&lt;p&gt;Players whose hands run out are safe. The one left holding the last queen is the old maid and loses; everyone else wins.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Le Pouilleux&lt;/h2&gt;&lt;p&gt;Une dame (la dame de trèfle) est retirée et les 51 autres cartes sont distribuées. Deux cartes de même rang dans une main forment une paire, et les paires sont posées sur la table aussitôt.&lt;/p&gt;&lt;p&gt;À tour de rôle, chaque joueur tire une carte, sans la voir, dans la main du joueur le plus proche à sa droite qui a encore des cartes. Si elle forme une paire avec une carte qu’il tient, la paire est posée. Vous pouvez mélanger votre main avant que votre voisin y pioche.&lt;/p&gt;&lt;p&gt;Les joueurs qui n’ont plus de cartes sont sauvés. Celui qui reste avec la dernière dame est le pouilleux et perd ; tous les autres gagnent.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="560"/>
        <source>&lt;h2&gt;Snip Snap Snorum&lt;/h2&gt;&lt;p&gt;Everyone starts with five counters, and the whole pack is dealt. In turn, each player lays one card face up.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Matching:&lt;/b&gt; if you hold a card of the rank just laid, you must lay it. The player you matched pays into the pool: one counter for the second card of the rank (&quot;Snip&quot;), two for the third (&quot;Snap&quot;) and three for the fourth (&quot;Snorum&quot;). After the fourth, or when you cannot match, you lay any card you like and a new run begins.&lt;/p&gt;&lt;p&gt;A player with no counters left drops out. When the player due to lay has no cards, the cards are dealt again. The last player with counters takes the pool and wins.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tip:&lt;/b&gt; lay ranks whose other cards you have already seen, so nobody can match you.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Snip Snap Snorum&lt;/h2&gt;&lt;p&gt;Chacun commence avec cinq jetons, et tout le jeu est distribué. À tour de rôle, chaque joueur pose une carte face visible.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Répondre :&lt;/b&gt; si vous avez une carte du rang qui vient d’être posé, vous devez la poser. Le joueur à qui vous répondez paie à la cagnotte : un jeton pour la deuxième carte du rang (« Snip »), deux pour la troisième (« Snap ») et trois pour la quatrième (« Snorum »). Après la quatrième, ou si vous ne pouvez pas répondre, vous posez la carte de votre choix et une nouvelle série commence.&lt;/p&gt;&lt;p&gt;Un joueur qui n’a plus de jetons se retire. Quand le joueur qui doit poser n’a plus de cartes, on redistribue. Le dernier joueur ayant des jetons prend la cagnotte et gagne.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Conseil :&lt;/b&gt; posez des rangs dont vous avez déjà vu les autres cartes, pour que personne ne puisse vous répondre.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="573"/>
        <source>&lt;h2&gt;Snap&lt;/h2&gt;&lt;p&gt;The pack is dealt face down and nobody looks at their cards. In turn, each player turns the top card of his pack face up onto his own pile. When your pack is used up, your pile is turned over to become your pack again.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Snap!&lt;/b&gt; When the card just turned has the same rank as the top card of another pile, the two owners race to call. The first to call wins both piles and puts them under his pack. Calling when you may not (no match, or not your pile) costs you one card to every other player.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Animal Snap:&lt;/b&gt; everyone has an animal name, and instead of &quot;Snap&quot; you must call the other player&apos;s animal. Calling your own animal, or plain &quot;Snap&quot;, is a false call.&lt;/p&gt;&lt;p&gt;A player with no cards left is out; whoever wins every card wins the game.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Snap&lt;/h2&gt;&lt;p&gt;Le jeu est distribué face cachée et personne ne regarde ses cartes. À tour de rôle, chaque joueur retourne la carte du dessus de son paquet sur son propre tas. Quand votre paquet est épuisé, votre tas est retourné pour redevenir votre paquet.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Snap !&lt;/b&gt; Quand la carte qui vient d’être retournée a le même rang que la carte du dessus d’un autre tas, les deux propriétaires se précipitent pour crier. Le premier qui crie gagne les deux tas et les met sous son paquet. Crier à tort (pas de concordance, ou pas votre tas) vous coûte une carte pour chacun des autres joueurs.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Snap des animaux :&lt;/b&gt; chacun porte un nom d’animal, et au lieu de « Snap » il faut crier l’animal de l’autre joueur. Crier son propre animal, ou simplement « Snap », est un faux cri.&lt;/p&gt;&lt;p&gt;Un joueur sans cartes est éliminé ; celui qui gagne toutes les cartes gagne la partie.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="585"/>
        <source>&lt;p&gt;No description yet.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Pas encore de description.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="591"/>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="593"/>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="595"/>
        <source>%1 %2</source>
        <translation>%2 %1</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="596"/>
        <source>The Bird</source>
        <translation>L’Oiseau</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="602"/>
        <source>stock</source>
        <translation>le talon</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="603"/>
        <source>waste</source>
        <translation>la défausse</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="604"/>
        <source>centre pile</source>
        <translation>la pile centrale</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="605"/>
        <source>the Sultan</source>
        <translation>le Sultan</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="606"/>
        <source>trick</source>
        <translation>la levée</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="607"/>
        <source>discard pile</source>
        <translation>la défausse</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="608"/>
        <source>pack</source>
        <translation>le paquet</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="609"/>
        <source>place for a new meld</source>
        <translation>place pour une nouvelle combinaison</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="610"/>
        <source>red talon</source>
        <translation>la réserve rouge</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="611"/>
        <source>black talon</source>
        <translation>la réserve noire</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="612"/>
        <source>the Empress</source>
        <translation>l’Impératrice</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="613"/>
        <source>the Guard</source>
        <translation>la Garde</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="614"/>
        <source>the Queens</source>
        <translation>les dames</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="615"/>
        <source>centre of the mill</source>
        <translation>le centre du moulin</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="619"/>
        <source>row %1, column %2</source>
        <translation>la case (rangée %1, colonne %2)</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="627"/>
        <source>%1 foundation from the ace</source>
        <translation>la fondation de %1 partant de l’as</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="628"/>
        <source>%1 foundation from the king</source>
        <translation>la fondation de %1 partant du roi</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="636"/>
        <source>hour %1</source>
        <translation>l’heure %1</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="637"/>
        <location filename="../app/gametexts.cpp" line="654"/>
        <source>packet %1</source>
        <translation>le paquet %1</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="639"/>
        <source>foundation %1</source>
        <translation>la fondation %1</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="641"/>
        <source>fan %1</source>
        <translation>l’éventail %1</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="641"/>
        <source>tableau %1</source>
        <translation>la colonne %1</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="642"/>
        <source>pack of player %1</source>
        <translation>le paquet du joueur %1</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="643"/>
        <source>hand of player %1</source>
        <translation>la main du joueur %1</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="644"/>
        <source>column %1</source>
        <translation>la colonne %1</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="645"/>
        <source>Divan cell %1</source>
        <translation>la case %1 du divan</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="646"/>
        <source>left row %1</source>
        <translation>la rangée gauche %1</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="647"/>
        <source>right row %1</source>
        <translation>la rangée droite %1</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="648"/>
        <source>Army place %1</source>
        <translation>la place %1 de l’Armée</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="649"/>
        <source>Navy place %1</source>
        <translation>la place %1 de la Marine</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="650"/>
        <source>Equator place %1</source>
        <translation>la place %1 de l’Équateur</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="651"/>
        <source>Zodiac packet %1</source>
        <translation>le paquet %1 du Zodiaque</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="652"/>
        <source>sail %1</source>
        <translation>l’aile %1</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="653"/>
        <source>king pile %1</source>
        <translation>la pile de roi %1</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="655"/>
        <source>meld %1</source>
        <translation>combinaison %1</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="656"/>
        <source>meld %1 set aside for your opening</source>
        <translation>combinaison %1 mise de côté pour votre ouverture</translation>
    </message>
    <message>
        <location filename="../app/gametexts_tables.cpp" line="8"/>
        <source>You</source>
        <translation>Vous</translation>
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
        <translation>Ouest</translation>
    </message>
    <message>
        <location filename="../app/gametexts_tables.cpp" line="12"/>
        <location filename="../app/gametexts_tables.cpp" line="14"/>
        <source>East</source>
        <translation>Est</translation>
    </message>
    <message>
        <location filename="../app/gametexts_tables.cpp" line="15"/>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <location filename="../app/gametexts_tables.cpp" line="29"/>
        <source>You win!</source>
        <translation>Vous gagnez !</translation>
    </message>
    <message>
        <location filename="../app/gametexts_tables.cpp" line="29"/>
        <source>%1 wins.</source>
        <translation>%1 gagne.</translation>
    </message>
    <message>
        <location filename="../app/gametexts_tables.cpp" line="31"/>
        <source>First place shared: %1.</source>
        <translation>Première place partagée : %1.</translation>
    </message>
    <message>
        <location filename="../app/gametexts_tables.cpp" line="33"/>
        <source>The last round was played: the lowest total wins.</source>
        <translation>La dernière manche a été jouée : le total le plus bas gagne.</translation>
    </message>
    <message>
        <location filename="../app/gametexts_tables.cpp" line="49"/>
        <source>thrown in</source>
        <translation>donne annulée</translation>
    </message>
    <message>
        <location filename="../app/gametexts_tables.cpp" line="50"/>
        <source>%1 went out at once (points doubled)</source>
        <translation>%1 est sorti d&apos;un coup (points doublés)</translation>
    </message>
    <message>
        <location filename="../app/gametexts_tables.cpp" line="51"/>
        <source>went out at once</source>
        <translation>a fini d’un coup</translation>
    </message>
    <message>
        <location filename="../app/gametexts_tables.cpp" line="52"/>
        <source>%1 went out</source>
        <translation>%1 est sorti</translation>
    </message>
    <message>
        <location filename="../app/gametexts_tables.cpp" line="53"/>
        <source>went out</source>
        <translation>sorti</translation>
    </message>
    <message>
        <location filename="../app/gametexts_tables.cpp" line="54"/>
        <source>nobody went out</source>
        <translation>personne n&apos;est sorti</translation>
    </message>
    <message>
        <location filename="../app/gametexts_tables.cpp" line="42"/>
        <location filename="../app/gametexts_tables.cpp" line="59"/>
        <source>side %1</source>
        <translation>camp %1</translation>
    </message>
    <message>
        <location filename="../app/gametexts_tables.cpp" line="43"/>
        <source>Bid %1 by %2: made</source>
        <translation>Contrat de %1 de %2 : réussi</translation>
    </message>
    <message>
        <location filename="../app/gametexts_tables.cpp" line="44"/>
        <source>Bid %1 by %2: set</source>
        <translation>Contrat de %1 de %2 : chuté</translation>
    </message>
    <message>
        <location filename="../app/gametexts_tables.cpp" line="60"/>
        <source>%1 is out of the game</source>
        <translation>%1 est éliminé</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="689"/>
        <source>Deal</source>
        <translation>Distribuer</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="690"/>
        <source>Turn</source>
        <translation>Retourner</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="691"/>
        <source>Refill</source>
        <translation>Compléter</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="692"/>
        <source>Turn over</source>
        <translation>Retourner le talon</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="693"/>
        <location filename="../app/gametexts.cpp" line="702"/>
        <source>Redeal</source>
        <translation>Redistribuer</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="703"/>
        <source>Resign</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="731"/>
        <source>Play %1</source>
        <translation>Jouer %1</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="732"/>
        <source>Relief: %1</source>
        <translation>Secours : %1</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="733"/>
        <source>Exchange %1</source>
        <translation>Échanger %1</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="734"/>
        <source>Take Up the Garden</source>
        <translation>Ramasser le jardin</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="743"/>
        <source>Play a Pair</source>
        <translation>Jouer une paire</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="744"/>
        <source>Relief</source>
        <translation>Secours</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="745"/>
        <source>Exchange</source>
        <translation>Échange</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gametexts.cpp" line="752"/>
        <source>Take &amp;Up (%n left)</source>
        <translation>
            <numerusform>Ra&amp;masser (encore %n)</numerusform>
            <numerusform>Ra&amp;masser (encore %n)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="752"/>
        <source>Take &amp;Up</source>
        <translation>Ra&amp;masser</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gametexts.cpp" line="753"/>
        <source>Re&amp;deal (%n left)</source>
        <translation>
            <numerusform>Re&amp;distribuer (encore %n)</numerusform>
            <numerusform>Re&amp;distribuer (encore %n)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="753"/>
        <source>Re&amp;deal</source>
        <translation>Re&amp;distribuer</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="758"/>
        <source>Placing every card</source>
        <translation>Placement des cartes</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="759"/>
        <source>Building home</source>
        <translation>Montée sur les fondations</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="771"/>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="772"/>
        <source>It is not your turn.</source>
        <translation>Ce n’est pas votre tour.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="773"/>
        <source>That is not a move of this game.</source>
        <translation>Ce n’est pas un coup de ce jeu.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="774"/>
        <source>That cannot be done now.</source>
        <translation>Impossible pour l’instant.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="775"/>
        <source>There is no such pile.</source>
        <translation>Cette pile n’existe pas.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="776"/>
        <source>The %1 is empty.</source>
        <translation>Aucune carte sur %1.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="777"/>
        <source>%1 is not free: another card lies on it.</source>
        <translation>%1 n’est pas libre : une autre carte la recouvre.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="778"/>
        <source>That card is face down.</source>
        <translation>Cette carte est face cachée.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="779"/>
        <source>Only one card may be moved at a time.</source>
        <translation>On ne déplace qu’une carte à la fois.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="780"/>
        <source>Those cards are not in sequence, so they cannot move together.</source>
        <translation>Ces cartes ne se suivent pas et ne peuvent donc pas bouger ensemble.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="782"/>
        <source>Cards cannot be put on the %1.</source>
        <translation>On ne peut pas poser de cartes sur %1.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="783"/>
        <source>%1 cannot go on %2: it must be of the same suit.</source>
        <translation>%1 ne va pas sur %2 : il faut la même couleur.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="784"/>
        <source>%1 cannot go on %2: the colours must alternate.</source>
        <translation>%1 ne va pas sur %2 : le rouge et le noir doivent alterner.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="787"/>
        <source>%1 cannot go on %2: only a %3 can.</source>
        <translation>%1 ne va pas sur %2 : seule une carte de rang %3 peut y aller.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="788"/>
        <source>%1 cannot go on %2.</source>
        <translation>%1 ne va pas sur %2.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="789"/>
        <source>Only an ace can start this foundation.</source>
        <translation>Seul un as peut commencer cette fondation.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="790"/>
        <source>Only a king can fill an empty column.</source>
        <translation>Seul un roi peut occuper une colonne vide.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="791"/>
        <source>An empty pile stays empty in this game.</source>
        <translation>Dans ce jeu, une pile vide reste vide.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="792"/>
        <source>This foundation is complete.</source>
        <translation>Cette fondation est complète.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gametexts.cpp" line="794"/>
        <source>While the stock lasts, you can only build on a packet of at least %n cards.</source>
        <translation>
            <numerusform>Tant que le talon dure, on ne monte que sur un paquet d’au moins %n carte.</numerusform>
            <numerusform>Tant que le talon dure, on ne monte que sur un paquet d’au moins %n cartes.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="795"/>
        <source>%1 can only go to a foundation from there.</source>
        <translation>D’ici, %1 ne peut aller que sur une fondation.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="796"/>
        <source>The stock is empty.</source>
        <translation>Le talon est vide.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="797"/>
        <source>There are no cards left to turn over.</source>
        <translation>Il ne reste aucune carte à retourner.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="798"/>
        <source>No redeals are left.</source>
        <translation>Il ne reste plus de redistribution.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="799"/>
        <source>There is no face-down card to turn there.</source>
        <translation>Il n’y a pas de carte cachée à retourner ici.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="800"/>
        <source>That card is not there.</source>
        <translation>Cette carte n’est pas là.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="801"/>
        <source>The foundations open only when every card has been placed.</source>
        <translation>Les fondations ne s’ouvrent que lorsque toutes les cartes sont placées.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="803"/>
        <source>Every card is placed: cards may now only go to the foundations.</source>
        <translation>Toutes les cartes sont placées : elles ne peuvent plus aller que sur les fondations.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="804"/>
        <source>An empty space takes only the top card of the waste.</source>
        <translation>Une place vide ne reçoit que la carte du dessus de la défausse.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="805"/>
        <source>There is a card on the %1 already.</source>
        <translation>Il y a déjà une carte sur %1.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="807"/>
        <source>%1 may go to the centre only if a card from the sails or the waste can follow it.</source>
        <translation>%1 ne peut aller au centre que si une carte des ailes ou de la défausse peut la suivre.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="810"/>
        <source>This pile has lent a card to the centre already: play a card from the sails or the waste there first.</source>
        <translation>Cette pile a déjà prêté une carte au centre : jouez-y d’abord une carte des ailes ou de la défausse.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="812"/>
        <source>%1 is the base of its pile and never moves.</source>
        <translation>%1 est la base de sa pile et ne bouge jamais.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="814"/>
        <source>%1 can only go home together with a card of the other colour.</source>
        <translation>%1 ne peut monter qu’avec une carte de l’autre couleur.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="816"/>
        <source>%1 is locked in a pair: it can only go home with its partner.</source>
        <translation>%1 est liée en paire : elle ne peut monter qu’avec sa partenaire.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="817"/>
        <source>No foundation takes %1 now.</source>
        <translation>Aucune fondation ne prend %1 pour l’instant.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="819"/>
        <source>%1 comes into play only by filling an empty place.</source>
        <translation>%1 n’entre en jeu qu’en occupant une place vide.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="820"/>
        <source>%1 and %2 are not in the same row or column.</source>
        <translation>%1 et %2 ne sont ni dans la même rangée ni dans la même colonne.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="821"/>
        <source>%1 and %2 do not add up to %3.</source>
        <translation>%1 et %2 ne font pas %3.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="822"/>
        <source>You may only exchange cards when no pair can be removed.</source>
        <translation>On ne peut échanger des cartes que lorsqu’aucune paire ne peut être ôtée.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="823"/>
        <source>The exchange has already been used.</source>
        <translation>L’échange a déjà été utilisé.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="824"/>
        <source>After that exchange there would still be no pair.</source>
        <translation>Après cet échange, il n’y aurait toujours aucune paire.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="826"/>
        <source>The relief is only allowed before the first card reaches a foundation.</source>
        <translation>Le secours n’est permis qu’avant que la première carte atteigne une fondation.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="828"/>
        <source>There is no ace or king right under the last card of %1.</source>
        <translation>Sur %1, il n’y a ni as ni roi juste sous la dernière carte.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="829"/>
        <source>The relief frees at most one ace and one king.</source>
        <translation>Le secours libère au plus un as et un roi.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="830"/>
        <source>The garden can only be taken up once the stock is empty.</source>
        <translation>Le jardin ne peut être ramassé qu’une fois le talon vide.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="831"/>
        <source>No take-ups are left.</source>
        <translation>Il ne reste plus de ramassage.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="833"/>
        <source>%1 cannot be played: follow the suit led (%2) or play a trump.</source>
        <translation>%1 ne peut pas être jouée : fournissez à la couleur demandée (%2) ou jouez atout.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="836"/>
        <source>The point would take the other side to %1 and win the game: the dealer must run the cards.</source>
        <translation>Ce point porterait l’autre camp à %1 et lui donnerait la partie : le donneur doit redonner.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="839"/>
        <source>The bid must be at least %1.</source>
        <translation>L’enchère doit être d’au moins %1.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="840"/>
        <source>You cannot bid more than your %1 counters.</source>
        <translation>Vous ne pouvez pas miser plus que vos %1 jetons.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="841"/>
        <source>You do not hold %1.</source>
        <translation>Vous n’avez pas %1.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="843"/>
        <source>You must follow %1.</source>
        <translation>Vous devez fournir à %1.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="844"/>
        <source>The bid cannot be more than %1.</source>
        <translation>L’enchère ne peut dépasser %1.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="845"/>
        <source>Bids go up in steps of %1.</source>
        <translation>Les enchères montent par paliers de %1.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="846"/>
        <source>You may not pass: you must bid %1.</source>
        <translation>Vous ne pouvez pas passer : vous devez annoncer %1.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="847"/>
        <source>%1 is not in the nest.</source>
        <translation>%1 n’est pas dans le nid.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="849"/>
        <source>Exchange exactly %1 cards with the nest, or none.</source>
        <translation>Échangez exactement %1 cartes avec le nid, ou aucune.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="851"/>
        <source>Your first melds must be worth at least 51 together; these are worth %1.</source>
        <translation>Vos premières combinaisons doivent valoir au moins 51 ensemble ; celles-ci valent %1.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="853"/>
        <source>%1 may only be taken from the discard pile to be melded this turn (before you have opened, as part of an opening of 51 or more).</source>
        <translation>%1 ne peut être prise dans la défausse que pour être posée ce tour-ci (avant d’avoir ouvert, dans une ouverture de 51 ou plus).</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="855"/>
        <source>Only one joker is allowed in a meld.</source>
        <translation>Un seul joker est permis par combinaison.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="857"/>
        <source>These cards make neither a set (three or four of a rank, all suits different) nor a run (three or more of one suit in a row).</source>
        <translation>Ces cartes ne forment ni un brelan ou carré (trois ou quatre de même rang, de couleurs différentes) ni une suite (trois ou plus d’une couleur qui se suivent).</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="859"/>
        <source>Keep one card to discard: your last card cannot be melded.</source>
        <translation>Gardez une carte à défausser : votre dernière carte ne peut pas être posée.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="860"/>
        <source>First draw a card from the stock or take the top discard.</source>
        <translation>Tirez d’abord une carte du talon ou prenez la carte du dessus de la défausse.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="861"/>
        <source>On the first turn of a round you only discard a card.</source>
        <translation>Au premier tour d’une manche, vous défaussez seulement une carte.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="862"/>
        <source>You can add to the melds on the table once you have opened with 51.</source>
        <translation>Vous pourrez compléter les combinaisons sur la table une fois ouvert à 51.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="864"/>
        <source>%1 does not fit meld %2.</source>
        <translation>%1 ne va pas dans la combinaison %2.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="865"/>
        <source>In this game a joker on the table stays there.</source>
        <translation>Dans cette partie, un joker posé reste sur la table.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="868"/>
        <source>Meld %1 has no joker.</source>
        <translation>La combinaison %1 n’a pas de joker.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="869"/>
        <source>The joker in meld %1 does not stand for %2.</source>
        <translation>Le joker de la combinaison %1 ne remplace pas %2.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="870"/>
        <source>There is no card at that place in the hand.</source>
        <translation>Il n’y a pas de carte à cette place dans la main.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="871"/>
        <source>You hold a %1, so you must play it.</source>
        <translation>Vous avez une carte de rang %1 : vous devez la jouer.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="872"/>
        <source>That player is out of the game.</source>
        <translation>Ce joueur est éliminé.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="873"/>
        <source>Too late: the snap has already been won.</source>
        <translation>Trop tard : le snap a déjà été gagné.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="875"/>
        <source>That move is not allowed.</source>
        <translation>Ce coup n’est pas permis.</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="667"/>
        <source>Tiger</source>
        <translation>Tigre</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="668"/>
        <source>Lion</source>
        <translation>Lion</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="669"/>
        <source>Bear</source>
        <translation>Ours</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="670"/>
        <source>Wolf</source>
        <translation>Loup</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="671"/>
        <source>Fox</source>
        <translation>Renard</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="672"/>
        <source>Owl</source>
        <translation>Hibou</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="673"/>
        <source>Horse</source>
        <translation>Cheval</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="674"/>
        <source>Zebra</source>
        <translation>Zèbre</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="675"/>
        <source>Monkey</source>
        <translation>Singe</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="676"/>
        <source>Panda</source>
        <translation>Panda</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="677"/>
        <source>Eagle</source>
        <translation>Aigle</translation>
    </message>
    <message>
        <location filename="../app/gametexts.cpp" line="678"/>
        <source>Shark</source>
        <translation>Requin</translation>
    </message>
</context>
<context>
    <name>LastTrickDialog</name>
    <message>
        <location filename="../app/tricks/lasttrick.cpp" line="19"/>
        <source>Last Trick</source>
        <translation>Dernière levée</translation>
    </message>
    <message>
        <location filename="../app/tricks/lasttrick.cpp" line="50"/>
        <source>No trick has been played yet.</source>
        <translation>Aucune levée n’a encore été jouée.</translation>
    </message>
    <message>
        <location filename="../app/tricks/lasttrick.cpp" line="56"/>
        <source>the Dummy</source>
        <translation>le Mort</translation>
    </message>
    <message>
        <location filename="../app/tricks/lasttrick.cpp" line="57"/>
        <source>%1 led; %2 took the trick.</source>
        <translation>%1 a entamé ; %2 a remporté la levée.</translation>
    </message>
    <message>
        <location filename="../app/tricks/lasttrick.cpp" line="68"/>
        <source>%1 (took it)</source>
        <translation>%1 (l’a remportée)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../app/mainwindow.cpp" line="66"/>
        <source>Cards turned from the stock</source>
        <translation>Cartes retournées du talon</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="67"/>
        <source>Turn uncovered cards automatically</source>
        <translation>Retourner automatiquement les cartes découvertes</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="68"/>
        <source>Deal single cards instead of packets of four</source>
        <translation>Distribuer des cartes seules au lieu de paquets de quatre</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="69"/>
        <source>First dealer</source>
        <translation>Premier donneur</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="71"/>
        <source>Rounds at most (then the lowest total wins)</source>
        <translation>Nombre maximal de manches (puis le plus petit total gagne)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="72"/>
        <source>Deals per player</source>
        <translation>Donnes par joueur</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="73"/>
        <source>Points to win</source>
        <translation>Points pour gagner</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="74"/>
        <source>The best card&apos;s owner turns no more cards until it is beaten</source>
        <translation>Le détenteur de la meilleure carte ne retourne plus de carte tant qu’elle n’est pas battue</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="75"/>
        <source>Partnerships</source>
        <translation>Équipes</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="76"/>
        <source>When everybody passes</source>
        <translation>Quand tout le monde passe</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="77"/>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="78"/>
        <source>Jokers in the two packs</source>
        <translation>Jokers dans les deux jeux</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="79"/>
        <source>A joker on the table may be exchanged for its natural card</source>
        <translation>Un joker posé peut être échangé contre la carte qu’il remplace</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="80"/>
        <source>Your animal</source>
        <translation>Votre animal</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="86"/>
        <source>On</source>
        <translation>Activé</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="87"/>
        <location filename="../app/mainwindow.cpp" line="377"/>
        <source>Off</source>
        <translation>Désactivé</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="88"/>
        <source>Drawn at random</source>
        <translation>Tiré au sort</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="89"/>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="90"/>
        <source>The last seat</source>
        <translation>La dernière place</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="91"/>
        <source>The deal is thrown in</source>
        <translation>La donne est annulée</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="92"/>
        <source>The dealer must bid</source>
        <translation>Le donneur doit annoncer</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="93"/>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="94"/>
        <source>Original</source>
        <translation>Originale</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="95"/>
        <source>Red 1</source>
        <translation>Rouge 1</translation>
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
        <translation>Snap des animaux</translation>
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
        <translation>&amp;Continuer</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="120"/>
        <source>&amp;Discard</source>
        <translation>&amp;Abandonner</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="159"/>
        <source>Solver verdict</source>
        <translation>Verdict du solveur</translation>
    </message>
    <message>
        <location filename="../app/mainwindow_tables.cpp" line="179"/>
        <source>Score sheet</source>
        <translation>Feuille de marque</translation>
    </message>
    <message>
        <location filename="../app/mainwindow_tables.cpp" line="180"/>
        <location filename="../app/mainwindow_tables.cpp" line="212"/>
        <source>Score Sheet</source>
        <translation>Feuille de marque</translation>
    </message>
    <message>
        <location filename="../app/mainwindow_tables.cpp" line="185"/>
        <source>Play so far</source>
        <translation>Déroulement de la partie</translation>
    </message>
    <message>
        <location filename="../app/mainwindow_tables.cpp" line="186"/>
        <source>Play So Far</source>
        <translation>Déroulement de la partie</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="192"/>
        <source>Your settings could not be read (%1); the defaults are used.</source>
        <translation>Vos réglages n’ont pas pu être lus (%1) ; les réglages par défaut sont utilisés.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="254"/>
        <source>&amp;New Deal</source>
        <translation>&amp;Nouvelle donne</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="255"/>
        <source>N&amp;umbered Deal...</source>
        <translation>Donne n&amp;umérotée…</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="256"/>
        <source>&amp;Restart Deal</source>
        <translation>&amp;Recommencer la donne</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="257"/>
        <source>&amp;Choose Game...</source>
        <translation>&amp;Choisir un jeu…</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="258"/>
        <source>&amp;All Games</source>
        <translation>Tous les &amp;jeux</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="259"/>
        <source>Game &amp;Options...</source>
        <translation>&amp;Options du jeu…</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="260"/>
        <source>&amp;Save Game...</source>
        <translation>&amp;Enregistrer la partie…</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="261"/>
        <location filename="../app/mainwindow.cpp" line="913"/>
        <source>Save Game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="262"/>
        <location filename="../app/mainwindow.cpp" line="268"/>
        <source>Card Table games (*.cardtable);;All files (*)</source>
        <translation>Parties Card Table (*.cardtable);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="266"/>
        <source>&amp;Load Game...</source>
        <translation>Ou&amp;vrir une partie…</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="267"/>
        <location filename="../app/mainwindow.cpp" line="892"/>
        <location filename="../app/mainwindow.cpp" line="897"/>
        <source>Load Game</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="272"/>
        <source>S&amp;tatistics...</source>
        <translation>S&amp;tatistiques…</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="273"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="274"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="275"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="278"/>
        <source>&amp;Hint</source>
        <translation>&amp;Indice</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="285"/>
        <source>Hint: %1</source>
        <translation>Indice : %1</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="287"/>
        <source>No hint: there is no useful move.</source>
        <translation>Pas d’indice : aucun coup utile.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="290"/>
        <source>Re&amp;deal</source>
        <translation>Re&amp;distribuer</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="291"/>
        <source>&amp;Demo</source>
        <translation>&amp;Démonstration</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="292"/>
        <source>Undo to Last &amp;Winnable Position</source>
        <translation>Revenir à la dernière position &amp;gagnable</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mainwindow.cpp" line="295"/>
        <source>Back %n step(s), to the last position the solver could win.</source>
        <translation>
            <numerusform>Retour de %n coup, à la dernière position que le solveur savait gagner.</numerusform>
            <numerusform>Retour de %n coups, à la dernière position que le solveur savait gagner.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="298"/>
        <source>Show &amp;Solver Verdict</source>
        <translation>Afficher le verdict du &amp;solveur</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="307"/>
        <source>Deal &amp;Winnable Games Only</source>
        <translation>Ne distribuer que des donnes &amp;gagnables</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="310"/>
        <source>&amp;Automatic Moves to Foundations</source>
        <translation>Montée au&amp;tomatique vers les fondations</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="315"/>
        <source>&amp;How to Play</source>
        <translation>&amp;Règles du jeu</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="316"/>
        <source>&amp;About Card Table</source>
        <translation>À &amp;propos de Card Table</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="325"/>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="338"/>
        <source>&amp;Move</source>
        <translation>&amp;Coup</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="352"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="353"/>
        <source>Card &amp;Deck</source>
        <translation>&amp;Jeu de cartes</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="364"/>
        <source>&amp;Shapes on Rook Cards (Colour-Blind Aid)</source>
        <translation>&amp;Formes sur les cartes Rook (aide aux daltoniens)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="377"/>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="377"/>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="377"/>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="386"/>
        <source>&amp;Colours</source>
        <translation>&amp;Couleurs</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="388"/>
        <source>As the &amp;System</source>
        <translation>Comme le &amp;système</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="389"/>
        <source>&amp;Light</source>
        <translation>&amp;Claires</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="390"/>
        <source>&amp;Dark</source>
        <translation>&amp;Sombres</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="403"/>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="406"/>
        <source>System language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="418"/>
        <source>The new language applies the next time Card Table starts.</source>
        <translation>La nouvelle langue s’appliquera au prochain démarrage de Card Table.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="422"/>
        <source>&amp;Help</source>
        <translation>A&amp;ide</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="426"/>
        <source>Main</source>
        <translation>Principal</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="431"/>
        <source>Game Actions</source>
        <translation>Actions de jeu</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="461"/>
        <source>There is no game called &quot;%1&quot;.</source>
        <translation>Aucun jeu ne s’appelle « %1 ».</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="482"/>
        <location filename="../app/mainwindow.cpp" line="879"/>
        <location filename="../app/mainwindow.cpp" line="903"/>
        <location filename="../app/mainwindow_tables.cpp" line="104"/>
        <source>%1 - Card Table</source>
        <translation>%1 - Card Table</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="652"/>
        <source>Deal %1</source>
        <translation>Donne %1</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="653"/>
        <source>Deal %1 (%2)</source>
        <translation>Donne %1 (%2)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="654"/>
        <source>Custom deal</source>
        <translation>Donne personnalisée</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="655"/>
        <source>Moves: %1</source>
        <translation>Coups : %1</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="657"/>
        <source>Time: %1:%2</source>
        <translation>Temps : %1:%2</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="677"/>
        <location filename="../app/mainwindow.cpp" line="685"/>
        <source>Numbered Deal</source>
        <translation>Donne numérotée</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="678"/>
        <source>Deal number (0 to 4294967295):</source>
        <translation>Numéro de donne (0 à 4294967295) :</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="686"/>
        <source>&quot;%1&quot; is not a deal number. Deal numbers are whole numbers from 0 to 4294967295.</source>
        <translation>« %1 » n’est pas un numéro de donne. Les numéros de donne sont des entiers de 0 à 4294967295.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="698"/>
        <source>How to Play %1</source>
        <translation>Règles : %1</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="701"/>
        <source>&lt;h3&gt;Playing with the mouse and keyboard&lt;/h3&gt;&lt;p&gt;Drag cards with the mouse; while you drag, the places where they may go light up. Click a card to send it to a foundation. Click the stock to deal.&lt;/p&gt;&lt;p&gt;With the keyboard: the arrow keys move between piles (and up and down a column), Space or Enter picks up and puts down, Escape cancels. Ctrl+Z undoes, Ctrl+Shift+Z redoes, H shows a hint.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Jouer à la souris et au clavier&lt;/h3&gt;&lt;p&gt;Faites glisser les cartes à la souris ; pendant le glissement, les places où elles peuvent aller s’allument. Cliquez sur une carte pour l’envoyer sur une fondation. Cliquez sur le talon pour distribuer.&lt;/p&gt;&lt;p&gt;Au clavier : les flèches passent d’une pile à l’autre (et montent ou descendent dans une colonne), Espace ou Entrée prend et pose, Échap annule. Ctrl+Z annule, Ctrl+Maj+Z rétablit, H montre un indice.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="723"/>
        <source>%1 Options</source>
        <translation>Options : %1</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="744"/>
        <source>Changes take effect with the next deal.</source>
        <translation>Les changements prendront effet à la prochaine donne.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="758"/>
        <source>The new options apply from the next deal.</source>
        <translation>Les nouvelles options s’appliquent dès la prochaine donne.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="763"/>
        <source>About Card Table</source>
        <translation>À propos de Card Table</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="764"/>
        <source>&lt;h3&gt;Card Table %1&lt;/h3&gt;&lt;p&gt;Patience, Rook trick-taking games, rummy and parlour games, with the rules enforced exactly.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Card Table %1&lt;/h3&gt;&lt;p&gt;Réussites, jeux de levées Rook, rami et jeux de salon, avec des règles appliquées à la lettre.&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mainwindow.cpp" line="803"/>
        <source>You won in %n move(s).</source>
        <translation>
            <numerusform>Gagné en %n coup.</numerusform>
            <numerusform>Gagné en %n coups.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="805"/>
        <source>No more moves are possible.</source>
        <translation>Plus aucun coup n’est possible.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow_solver.cpp" line="33"/>
        <source>The demo has stopped.</source>
        <translation>La démonstration est arrêtée.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow_solver.cpp" line="37"/>
        <source>Demo: the solver plays on from here. Press D to stop it.</source>
        <translation>Démonstration : le solveur joue à partir d’ici. Appuyez sur D pour l’arrêter.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow_solver.cpp" line="67"/>
        <source>The solver has no winning line from here; the demo has stopped.</source>
        <translation>Le solveur ne connaît pas de suite gagnante à partir d’ici ; la démonstration est arrêtée.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mainwindow_solver.cpp" line="116"/>
        <source>No winnable deal turned up in %n tries; this deal has not been checked.</source>
        <translation>
            <numerusform>Aucune donne gagnable en %n essai ; cette donne n’a pas été vérifiée.</numerusform>
            <numerusform>Aucune donne gagnable en %n essais ; cette donne n’a pas été vérifiée.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/mainwindow_solver.cpp" line="123"/>
        <source>Deal %1 can be won; difficulty: %2.</source>
        <translation>La donne %1 peut être gagnée ; difficulté : %2.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow_solver.cpp" line="144"/>
        <source>Looking for a winnable deal...</source>
        <translation>Recherche d’une donne gagnable…</translation>
    </message>
    <message>
        <location filename="../app/mainwindow_tables.cpp" line="234"/>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="823"/>
        <source>Your game could not be saved automatically. %1</source>
        <translation>Votre partie n’a pas pu être enregistrée automatiquement. %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mainwindow.cpp" line="855"/>
        <source>Your game of %1 (deal %2, %n move(s)) is waiting.</source>
        <translation>
            <numerusform>Votre partie de %1 (donne %2, %n coup) vous attend.</numerusform>
            <numerusform>Votre partie de %1 (donne %2, %n coups) vous attend.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="857"/>
        <source>custom</source>
        <translation>personnalisée</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="880"/>
        <source>Welcome back: your game continues where you left it.</source>
        <translation>Bon retour : votre partie reprend là où vous l’avez laissée.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="892"/>
        <location filename="../app/mainwindow.cpp" line="897"/>
        <source>This game cannot be loaded: %1</source>
        <translation>Cette partie ne peut pas être ouverte : %1</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="913"/>
        <source>There is no game to save.</source>
        <translation>Il n’y a pas de partie à enregistrer.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="916"/>
        <source>Saved to %1.</source>
        <translation>Enregistrée dans %1.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="374"/>
        <source>Game &amp;Speed</source>
        <translation>&amp;Vitesse du jeu</translation>
    </message>
    <message>
        <location filename="../app/mainwindow_tables.cpp" line="212"/>
        <source>Score Sheet (to %1)</source>
        <translation>Feuille de marque (en %1)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow_tables.cpp" line="61"/>
        <source>New &amp;Game...</source>
        <translation>Nouvelle &amp;partie...</translation>
    </message>
    <message>
        <location filename="../app/mainwindow_tables.cpp" line="70"/>
        <source>&amp;Last Trick</source>
        <translation>&amp;Dernière levée</translation>
    </message>
    <message>
        <location filename="../app/mainwindow_tables.cpp" line="135"/>
        <source>The strongest computer player is looking at your cards...</source>
        <translation>Le meilleur joueur de l’ordinateur examine vos cartes...</translation>
    </message>
</context>
<context>
    <name>OldMaidTable</name>
    <message>
        <location filename="../app/parlour/oldmaidtable.cpp" line="34"/>
        <source>Old Maid controls</source>
        <translation>Commandes du Pouilleux</translation>
    </message>
    <message>
        <location filename="../app/parlour/oldmaidtable.cpp" line="37"/>
        <source>S&amp;huffle My Hand</source>
        <translation>&amp;Mélanger ma main</translation>
    </message>
    <message>
        <location filename="../app/parlour/oldmaidtable.cpp" line="38"/>
        <source>Shuffle your cards before they are offered</source>
        <translation>Mélangez vos cartes avant qu&apos;on y pioche</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/parlour/oldmaidtable.cpp" line="106"/>
        <source>Pairs · %n card(s)</source>
        <translation>
            <numerusform>Paires · %n carte</numerusform>
            <numerusform>Paires · %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/parlour/oldmaidtable.cpp" line="109"/>
        <source>%1 · the Old Maid!</source>
        <translation>%1 · le Pouilleux !</translation>
    </message>
    <message>
        <location filename="../app/parlour/oldmaidtable.cpp" line="111"/>
        <source>%1 · out</source>
        <translation>%1 · sorti</translation>
    </message>
    <message>
        <location filename="../app/parlour/oldmaidtable.cpp" line="172"/>
        <source>You are left with the odd queen: you are the Old Maid!</source>
        <translation>Il vous reste la dame seule : vous êtes le Pouilleux !</translation>
    </message>
    <message>
        <location filename="../app/parlour/oldmaidtable.cpp" line="173"/>
        <source>%1 is the Old Maid. You are safe!</source>
        <translation>%1 est le Pouilleux. Vous êtes sauf !</translation>
    </message>
    <message>
        <location filename="../app/parlour/oldmaidtable.cpp" line="175"/>
        <source>Your turn: pick a card from %1&apos;s hand.</source>
        <translation>À vous : piochez une carte dans la main de %1.</translation>
    </message>
    <message>
        <location filename="../app/parlour/oldmaidtable.cpp" line="177"/>
        <source>%1 is drawing a card from your hand.</source>
        <translation>%1 pioche une carte dans votre main.</translation>
    </message>
    <message>
        <location filename="../app/parlour/oldmaidtable.cpp" line="180"/>
        <source>%1 draws from %2.</source>
        <translation>%1 pioche chez %2.</translation>
    </message>
</context>
<context>
    <name>PopeJoanTable</name>
    <message>
        <location filename="../app/parlour/popejoantable.cpp" line="157"/>
        <source>Trumps</source>
        <translation>Atout</translation>
    </message>
    <message>
        <location filename="../app/parlour/popejoantable.cpp" line="189"/>
        <source>Ace</source>
        <translation>As</translation>
    </message>
    <message>
        <location filename="../app/parlour/popejoantable.cpp" line="190"/>
        <source>King</source>
        <translation>Roi</translation>
    </message>
    <message>
        <location filename="../app/parlour/popejoantable.cpp" line="191"/>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <location filename="../app/parlour/popejoantable.cpp" line="192"/>
        <source>Jack</source>
        <translation>Valet</translation>
    </message>
    <message>
        <location filename="../app/parlour/popejoantable.cpp" line="193"/>
        <source>Matrimony</source>
        <translation>Mariage</translation>
    </message>
    <message>
        <location filename="../app/parlour/popejoantable.cpp" line="194"/>
        <source>Intrigue</source>
        <translation>Intrigue</translation>
    </message>
    <message>
        <location filename="../app/parlour/popejoantable.cpp" line="195"/>
        <source>Pope (9♦)</source>
        <translation>Pape (9♦)</translation>
    </message>
    <message>
        <location filename="../app/parlour/popejoantable.cpp" line="196"/>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <location filename="../app/parlour/popejoantable.cpp" line="268"/>
        <source>Turn-up</source>
        <translation>Retourne</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/parlour/popejoantable.cpp" line="270"/>
        <source>Stops: %n card(s)</source>
        <translation>
            <numerusform>Arrêts : %n carte</numerusform>
            <numerusform>Arrêts : %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/parlour/popejoantable.cpp" line="272"/>
        <source>%n played</source>
        <translation>
            <numerusform>%n jouée</numerusform>
            <numerusform>%n jouées</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/parlour/popejoantable.cpp" line="301"/>
        <source>Stop. Your lead.</source>
        <translation>Arrêt. À vous d&apos;entamer.</translation>
    </message>
    <message>
        <location filename="../app/parlour/popejoantable.cpp" line="301"/>
        <source>Your lead.</source>
        <translation>À vous d&apos;entamer.</translation>
    </message>
    <message>
        <location filename="../app/parlour/popejoantable.cpp" line="303"/>
        <source>Stop. %1 leads.</source>
        <translation>Arrêt. %1 entame.</translation>
    </message>
    <message>
        <location filename="../app/parlour/popejoantable.cpp" line="303"/>
        <source>%1 leads.</source>
        <translation>%1 entame.</translation>
    </message>
    <message>
        <location filename="../app/parlour/popejoantable.cpp" line="313"/>
        <source>The Pope turned up: %1 takes the Pope and the Game, and is paid for every card dealt.</source>
        <translation>Le Pape est retourné : %1 prend le Pape et la Partie, et reçoit un jeton par carte distribuée.</translation>
    </message>
    <message>
        <location filename="../app/parlour/popejoantable.cpp" line="315"/>
        <source>The Pope!</source>
        <translation>Le Pape !</translation>
    </message>
    <message>
        <location filename="../app/parlour/popejoantable.cpp" line="319"/>
        <source>You went out (%1 counters). The stops were %2.</source>
        <translation>Vous êtes sorti (%1 jetons). Les arrêts étaient %2.</translation>
    </message>
    <message>
        <location filename="../app/parlour/popejoantable.cpp" line="320"/>
        <source>%1 went out (%2 counters). The stops were %3.</source>
        <translation>%1 est sorti (%2 jetons). Les arrêts étaient %3.</translation>
    </message>
    <message>
        <location filename="../app/parlour/popejoantable.cpp" line="324"/>
        <source>Out!</source>
        <translation>Sorti !</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/parlour/popejoantable.cpp" line="340"/>
        <source>%1: %n counter(s)</source>
        <translation>
            <numerusform>%1 : %n jeton</numerusform>
            <numerusform>%1 : %n jetons</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/parlour/popejoantable.cpp" line="341"/>
        <source>Board: %1</source>
        <translation>Plateau : %1</translation>
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
        <translation>Les jeux de cartes classiques, joués exactement selon leurs règles.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="53"/>
        <source>Start the game with this id (see cardtable-cli list).</source>
        <translation>Commencer le jeu portant cet identifiant (voir cardtable-cli list).</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="53"/>
        <location filename="../app/main.cpp" line="55"/>
        <source>id</source>
        <translation>id</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="54"/>
        <source>Deal number to start with.</source>
        <translation>Numéro de la donne de départ.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="54"/>
        <source>number</source>
        <translation>numéro</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="55"/>
        <source>French card deck to use.</source>
        <translation>Jeu de cartes françaises à utiliser.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="57"/>
        <source>Animation speed factor: 0 (off) to 2 (slow).</source>
        <translation>Facteur de vitesse des animations : 0 (aucune) à 2 (lente).</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="57"/>
        <source>factor</source>
        <translation>facteur</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="59"/>
        <source>Print the time to first frame and card render times, then quit.</source>
        <translation>Afficher le temps jusqu’à la première image et le temps de rendu des cartes, puis quitter.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="61"/>
        <source>Interface language (fr, de, ar, en ...).</source>
        <translation>Langue de l’interface (fr, de, ar, en…).</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="61"/>
        <source>code</source>
        <translation>code</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="63"/>
        <source>Interface colours: system, light or dark.</source>
        <translation>Couleurs de l’interface : system, light ou dark.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="63"/>
        <source>colours</source>
        <translation>couleurs</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="64"/>
        <source>Continue the automatically saved game.</source>
        <translation>Reprendre la partie enregistrée automatiquement.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="70"/>
        <source>Play these actions, separated by &apos;;&apos; (for testing).</source>
        <translation>Jouer ces actions, séparées par « ; » (pour les tests).</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="70"/>
        <source>actions</source>
        <translation>actions</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="72"/>
        <source>Print the current game record and quit (for testing).</source>
        <translation>Afficher l’enregistrement de la partie en cours et quitter (pour les tests).</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="65"/>
        <source>Open a saved game.</source>
        <translation>Ouvrir une partie enregistrée.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="65"/>
        <source>file</source>
        <translation>fichier</translation>
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
        <translation>Attendez votre tour.</translation>
    </message>
    <message>
        <location filename="../app/rummy/quatorzetable.cpp" line="368"/>
        <source>Discard one card at a time.</source>
        <translation>Défaussez une seule carte à la fois.</translation>
    </message>
    <message>
        <location filename="../app/rummy/quatorzetable.cpp" line="635"/>
        <source>You have opened: meld freely and add to any meld.</source>
        <translation>Vous avez ouvert : posez librement et complétez n&apos;importe quelle combinaison.</translation>
    </message>
    <message>
        <location filename="../app/rummy/quatorzetable.cpp" line="638"/>
        <source>Opening: %1 of %2</source>
        <translation>Ouverture : %1 sur %2</translation>
    </message>
    <message>
        <location filename="../app/rummy/quatorzetable.cpp" line="641"/>
        <source>Meld the %1 you took.</source>
        <translation>Posez le %1 que vous avez pris.</translation>
    </message>
    <message>
        <location filename="../app/rummy/quatorzetable.cpp" line="683"/>
        <source>out</source>
        <translation>éliminé</translation>
    </message>
    <message>
        <location filename="../app/rummy/quatorzetable.cpp" line="685"/>
        <source>opened</source>
        <translation>a ouvert</translation>
    </message>
    <message>
        <location filename="../app/rummy/quatorzetable.cpp" line="690"/>
        <source>Drop cards here to form a meld</source>
        <translation>Déposez des cartes ici pour former une combinaison</translation>
    </message>
    <message>
        <location filename="../app/rummy/quatorzetable.cpp" line="703"/>
        <source>Your melds</source>
        <translation>Vos combinaisons</translation>
    </message>
    <message>
        <location filename="../app/rummy/quatorzetable.cpp" line="711"/>
        <source>Opening count</source>
        <translation>Décompte de l&apos;ouverture</translation>
    </message>
    <message>
        <location filename="../app/rummy/quatorzetable.cpp" line="723"/>
        <source>Put Down</source>
        <translation>Poser</translation>
    </message>
    <message>
        <location filename="../app/rummy/quatorzetable.cpp" line="724"/>
        <source>Take Back</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <location filename="../app/rummy/quatorzetable.cpp" line="725"/>
        <source>Sort by Sets</source>
        <translation>Trier par brelans</translation>
    </message>
    <message>
        <location filename="../app/rummy/quatorzetable.cpp" line="726"/>
        <source>Sort by Runs</source>
        <translation>Trier par suites</translation>
    </message>
</context>
<context>
    <name>RoundSummaryPanel</name>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="372"/>
        <source>Score sheet</source>
        <translation>Feuille de marque</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="375"/>
        <location filename="../app/tricks/trickpanels.cpp" line="414"/>
        <source>&amp;Next Round</source>
        <translation>Manche &amp;suivante</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="401"/>
        <source>Bid %1 by %2: made.</source>
        <translation>Contrat de %1 pour %2 : réussi.</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="401"/>
        <source>Bid %1 by %2: set.</source>
        <translation>Contrat de %1 pour %2 : chuté.</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="405"/>
        <source>Round %1 is over</source>
        <translation>La manche %1 est terminée</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="408"/>
        <source>%1: %2 this round, %3 in all</source>
        <translation>%1 : %2 cette manche, %3 au total</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="412"/>
        <source>The game goes to %1.</source>
        <translation>La partie se joue en %1 points.</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="414"/>
        <source>&amp;See the Result</source>
        <translation>&amp;Voir le résultat</translation>
    </message>
</context>
<context>
    <name>ScoreSheetModel</name>
    <message>
        <location filename="../app/models/scoresheetmodel.cpp" line="134"/>
        <source>Round</source>
        <translation>Manche</translation>
    </message>
    <message>
        <location filename="../app/models/scoresheetmodel.cpp" line="127"/>
        <source>%1 total</source>
        <translation>Total %1</translation>
    </message>
    <message>
        <location filename="../app/models/scoresheetmodel.cpp" line="102"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../app/models/scoresheetmodel.cpp" line="106"/>
        <source>made</source>
        <translation>réussi</translation>
    </message>
    <message>
        <location filename="../app/models/scoresheetmodel.cpp" line="106"/>
        <source>set</source>
        <translation>chuté</translation>
    </message>
    <message>
        <location filename="../app/models/scoresheetmodel.cpp" line="128"/>
        <source>the game goes to %1.</source>
        <translation>la partie se joue en %1 points.</translation>
    </message>
    <message>
        <location filename="../app/models/scoresheetmodel.cpp" line="141"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../app/models/scoresheetmodel.cpp" line="136"/>
        <source>Bid</source>
        <translation>Enchère</translation>
    </message>
    <message>
        <location filename="../app/models/scoresheetmodel.cpp" line="138"/>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
</context>
<context>
    <name>SeatPlate</name>
    <message numerus="yes">
        <location filename="../app/tablegames/seatplate.cpp" line="27"/>
        <location filename="../app/tablegames/seatplate.cpp" line="174"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/tablegames/seatplate.cpp" line="29"/>
        <source>dealer</source>
        <translation>donneur</translation>
    </message>
    <message>
        <location filename="../app/tablegames/seatplate.cpp" line="31"/>
        <source>team %1</source>
        <translation>équipe %1</translation>
    </message>
    <message>
        <location filename="../app/tablegames/seatplate.cpp" line="35"/>
        <location filename="../app/tablegames/seatplate.cpp" line="172"/>
        <source>thinking</source>
        <translation>réfléchit</translation>
    </message>
    <message>
        <location filename="../app/tablegames/seatplate.cpp" line="37"/>
        <source>to play</source>
        <translation>à jouer</translation>
    </message>
    <message>
        <location filename="../app/tablegames/seatplate.cpp" line="160"/>
        <source>D</source>
        <comment>dealer button</comment>
        <translation>D</translation>
    </message>
</context>
<context>
    <name>SetupDialog</name>
    <message>
        <location filename="../app/tablegames/setupdialog.cpp" line="42"/>
        <source>New Game of %1</source>
        <translation>Nouvelle partie de %1</translation>
    </message>
    <message>
        <location filename="../app/tablegames/setupdialog.cpp" line="47"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/tablegames/setupdialog.cpp" line="51"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n joueur</numerusform>
            <numerusform>%n joueurs</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/tablegames/setupdialog.cpp" line="54"/>
        <source>&amp;Players:</source>
        <translation>&amp;Joueurs :</translation>
    </message>
    <message>
        <location filename="../app/tablegames/setupdialog.cpp" line="73"/>
        <source>Computer players</source>
        <translation>Joueurs de l’ordinateur</translation>
    </message>
    <message>
        <location filename="../app/tablegames/setupdialog.cpp" line="74"/>
        <source>Beginners (play at random)</source>
        <translation>Débutants (jouent au hasard)</translation>
    </message>
    <message>
        <location filename="../app/tablegames/setupdialog.cpp" line="75"/>
        <source>Sound (follow good habits)</source>
        <translation>Solides (suivent les bonnes habitudes)</translation>
    </message>
    <message>
        <location filename="../app/tablegames/setupdialog.cpp" line="76"/>
        <source>Strong (look ahead; slower)</source>
        <translation>Forts (calculent à l’avance ; plus lents)</translation>
    </message>
    <message>
        <location filename="../app/tablegames/setupdialog.cpp" line="79"/>
        <source>&amp;Computer players:</source>
        <translation>Joueurs de l’&amp;ordinateur :</translation>
    </message>
    <message>
        <location filename="../app/tablegames/setupdialog.cpp" line="82"/>
        <source>&amp;Deal</source>
        <translation>&amp;Distribuer</translation>
    </message>
</context>
<context>
    <name>SnapTable</name>
    <message>
        <location filename="../app/parlour/snaptable.cpp" line="27"/>
        <source>Snap controls</source>
        <translation>Commandes du Snap</translation>
    </message>
    <message>
        <location filename="../app/parlour/snaptable.cpp" line="30"/>
        <source>&amp;Turn Card</source>
        <translation>&amp;Retourner une carte</translation>
    </message>
    <message>
        <location filename="../app/parlour/snaptable.cpp" line="31"/>
        <source>Turn the top card of your pack onto your pile (Enter)</source>
        <translation>Retourner la carte du dessus de votre paquet sur votre tas (Entrée)</translation>
    </message>
    <message>
        <location filename="../app/parlour/snaptable.cpp" line="32"/>
        <source>Turn for me after 4 s</source>
        <translation>Retourner pour moi après 4 s</translation>
    </message>
    <message>
        <location filename="../app/parlour/snaptable.cpp" line="85"/>
        <source>SNAP!</source>
        <translation>SNAP !</translation>
    </message>
    <message>
        <location filename="../app/parlour/snaptable.cpp" line="86"/>
        <source>Cry &quot;Snap!&quot; when the card turned matches another pile (Space)</source>
        <translation>Criez « Snap ! » quand la carte retournée égale un autre tas (Espace)</translation>
    </message>
    <message>
        <location filename="../app/parlour/snaptable.cpp" line="98"/>
        <source>%1: %2!</source>
        <translation>%1 : %2 !</translation>
    </message>
    <message>
        <location filename="../app/parlour/snaptable.cpp" line="99"/>
        <source>Call %1 (the animal of %2)</source>
        <translation>Appeler %1 (l&apos;animal de %2)</translation>
    </message>
    <message>
        <location filename="../app/parlour/snaptable.cpp" line="101"/>
        <source>Call &quot;%1!&quot;, the animal of %2 (key %3)</source>
        <translation>Appeler « %1 ! », l&apos;animal de %2 (touche %3)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/parlour/snaptable.cpp" line="148"/>
        <source>%1 · %n card(s)</source>
        <translation>
            <numerusform>%1 · %n carte</numerusform>
            <numerusform>%1 · %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/parlour/snaptable.cpp" line="152"/>
        <source>out</source>
        <translation>sorti</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/parlour/snaptable.cpp" line="243"/>
        <source>You called first (%1 s) and win %n card(s).</source>
        <translation>
            <numerusform>Vous avez crié le premier (%1 s) et gagnez %n carte.</numerusform>
            <numerusform>Vous avez crié le premier (%1 s) et gagnez %n cartes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/parlour/snaptable.cpp" line="244"/>
        <source>%1 called first (%2 s) and wins %n card(s).</source>
        <translation>
            <numerusform>%1 a crié le premier (%2 s) et gagne %n carte.</numerusform>
            <numerusform>%1 a crié le premier (%2 s) et gagne %n cartes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/parlour/snaptable.cpp" line="248"/>
        <source>A false call! You give away %n card(s).</source>
        <translation>
            <numerusform>Fausse alerte ! Vous donnez %n carte.</numerusform>
            <numerusform>Fausse alerte ! Vous donnez %n cartes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/parlour/snaptable.cpp" line="249"/>
        <source>%1 called falsely and gives away %n card(s).</source>
        <translation>
            <numerusform>%1 a crié à tort et donne %n carte.</numerusform>
            <numerusform>%1 a crié à tort et donne %n cartes.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/parlour/snaptable.cpp" line="277"/>
        <source>You are the %1.</source>
        <translation>Vous êtes : %1.</translation>
    </message>
    <message>
        <location filename="../app/parlour/snaptable.cpp" line="281"/>
        <source>You hold every card: you win!</source>
        <translation>Vous avez toutes les cartes : vous gagnez !</translation>
    </message>
    <message>
        <location filename="../app/parlour/snaptable.cpp" line="282"/>
        <source>The game is over.</source>
        <translation>La partie est finie.</translation>
    </message>
    <message>
        <location filename="../app/parlour/snaptable.cpp" line="284"/>
        <source>Your turn: turn a card.</source>
        <translation>À vous : retournez une carte.</translation>
    </message>
    <message>
        <location filename="../app/parlour/snaptable.cpp" line="286"/>
        <source>%1 to turn a card.</source>
        <translation>À %1 de retourner une carte.</translation>
    </message>
</context>
<context>
    <name>SnipSnapTable</name>
    <message numerus="yes">
        <location filename="../app/parlour/snipsnaptable.cpp" line="90"/>
        <source>%n laid</source>
        <translation>
            <numerusform>%n posée</numerusform>
            <numerusform>%n posées</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/parlour/snipsnaptable.cpp" line="95"/>
        <source>Out of play</source>
        <translation>Hors jeu</translation>
    </message>
    <message>
        <location filename="../app/parlour/snipsnaptable.cpp" line="98"/>
        <source>%1 (retired)</source>
        <translation>%1 (retiré)</translation>
    </message>
    <message>
        <location filename="../app/parlour/snipsnaptable.cpp" line="114"/>
        <source>Snip!</source>
        <translation>Snip !</translation>
    </message>
    <message>
        <location filename="../app/parlour/snipsnaptable.cpp" line="114"/>
        <source>Snap!</source>
        <translation>Snap !</translation>
    </message>
    <message>
        <location filename="../app/parlour/snipsnaptable.cpp" line="114"/>
        <source>Snorum!</source>
        <translation>Snorum !</translation>
    </message>
    <message>
        <location filename="../app/parlour/snipsnaptable.cpp" line="117"/>
        <source>Pays %1 and retires</source>
        <translation>Paie %1 et se retire</translation>
    </message>
    <message>
        <location filename="../app/parlour/snipsnaptable.cpp" line="118"/>
        <source>Pays %1</source>
        <translation>Paie %1</translation>
    </message>
    <message>
        <location filename="../app/parlour/snipsnaptable.cpp" line="127"/>
        <source>Chain of %1 ×%2: match it if you can.</source>
        <translation>Suite de %1 ×%2 : couvrez-la si vous pouvez.</translation>
    </message>
    <message>
        <location filename="../app/parlour/snipsnaptable.cpp" line="128"/>
        <source>Chain of %1 ×%2: %3 to match it if able.</source>
        <translation>Suite de %1 ×%2 : %3 doit la couvrir s&apos;il le peut.</translation>
    </message>
    <message>
        <location filename="../app/parlour/snipsnaptable.cpp" line="133"/>
        <source>Lay any card.</source>
        <translation>Posez n&apos;importe quelle carte.</translation>
    </message>
    <message>
        <location filename="../app/parlour/snipsnaptable.cpp" line="133"/>
        <source>%1 lays any card.</source>
        <translation>%1 pose n&apos;importe quelle carte.</translation>
    </message>
</context>
<context>
    <name>SolverWatch</name>
    <message>
        <location filename="../app/solverwatch.cpp" line="163"/>
        <source>Solver: thinking...</source>
        <translation>Solveur : réflexion…</translation>
    </message>
    <message>
        <location filename="../app/solverwatch.cpp" line="164"/>
        <source>Solver: winnable</source>
        <translation>Solveur : gagnable</translation>
    </message>
    <message>
        <location filename="../app/solverwatch.cpp" line="165"/>
        <source>Solver: no longer winnable</source>
        <translation>Solveur : plus gagnable</translation>
    </message>
    <message>
        <location filename="../app/solverwatch.cpp" line="166"/>
        <source>Solver: cannot be won</source>
        <translation>Solveur : impossible à gagner</translation>
    </message>
    <message>
        <location filename="../app/solverwatch.cpp" line="167"/>
        <source>Solver: unknown</source>
        <translation>Solveur : inconnu</translation>
    </message>
    <message>
        <location filename="../app/solverwatch.cpp" line="175"/>
        <source>easy</source>
        <translation>facile</translation>
    </message>
    <message>
        <location filename="../app/solverwatch.cpp" line="177"/>
        <source>medium</source>
        <translation>moyenne</translation>
    </message>
    <message>
        <location filename="../app/solverwatch.cpp" line="178"/>
        <source>hard</source>
        <translation>difficile</translation>
    </message>
</context>
<context>
    <name>SpeculationPanel</name>
    <message>
        <location filename="../app/parlour/speculationpanel.cpp" line="24"/>
        <source>Keep</source>
        <translation>Garder</translation>
    </message>
    <message>
        <location filename="../app/parlour/speculationpanel.cpp" line="25"/>
        <source>Offer for sale</source>
        <translation>Mettre en vente</translation>
    </message>
    <message>
        <location filename="../app/parlour/speculationpanel.cpp" line="26"/>
        <source>Bid</source>
        <translation>Enchérir</translation>
    </message>
    <message>
        <location filename="../app/parlour/speculationpanel.cpp" line="27"/>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <location filename="../app/parlour/speculationpanel.cpp" line="28"/>
        <source>Accept</source>
        <translation>Accepter</translation>
    </message>
    <message>
        <location filename="../app/parlour/speculationpanel.cpp" line="29"/>
        <source>Refuse</source>
        <translation>Refuser</translation>
    </message>
    <message>
        <location filename="../app/parlour/speculationpanel.cpp" line="32"/>
        <source>Sale of the best card</source>
        <translation>Vente de la meilleure carte</translation>
    </message>
    <message>
        <location filename="../app/parlour/speculationpanel.cpp" line="42"/>
        <source>Your bid, in counters</source>
        <translation>Votre enchère, en jetons</translation>
    </message>
    <message>
        <location filename="../app/parlour/speculationpanel.cpp" line="44"/>
        <source> counters</source>
        <translation> jetons</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/parlour/speculationpanel.cpp" line="112"/>
        <source>It stays the best card %1% of the time: worth about %2 of the %n counter(s) in the pool.</source>
        <translation>
            <numerusform>Elle reste la meilleure carte %1 % du temps : elle vaut environ %2 du %n jeton de la cagnotte.</numerusform>
            <numerusform>Elle reste la meilleure carte %1 % du temps : elle vaut environ %2 des %n jetons de la cagnotte.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/parlour/speculationpanel.cpp" line="123"/>
        <source>Your %1 is the best card.</source>
        <translation>Votre %1 est la meilleure carte.</translation>
    </message>
    <message>
        <location filename="../app/parlour/speculationpanel.cpp" line="124"/>
        <source>Keep it, or offer it for sale?</source>
        <translation>La garder, ou la mettre en vente ?</translation>
    </message>
    <message>
        <location filename="../app/parlour/speculationpanel.cpp" line="129"/>
        <source>%1 offers the %2 for sale.</source>
        <translation>%1 met en vente le %2.</translation>
    </message>
    <message>
        <location filename="../app/parlour/speculationpanel.cpp" line="131"/>
        <source>No bid yet.</source>
        <translation>Aucune enchère pour l&apos;instant.</translation>
    </message>
    <message>
        <location filename="../app/parlour/speculationpanel.cpp" line="132"/>
        <source>High bid: %1 by %2.</source>
        <translation>Meilleure enchère : %1 par %2.</translation>
    </message>
    <message>
        <location filename="../app/parlour/speculationpanel.cpp" line="151"/>
        <source>%1 bids %2 for your %3.</source>
        <translation>%1 offre %2 pour votre %3.</translation>
    </message>
</context>
<context>
    <name>SpeculationTable</name>
    <message>
        <location filename="../app/parlour/speculationtable.cpp" line="187"/>
        <source>Bought</source>
        <translation>Achetées</translation>
    </message>
    <message>
        <location filename="../app/parlour/speculationtable.cpp" line="196"/>
        <source>Turn-up: trumps</source>
        <translation>Retourne : atout</translation>
    </message>
    <message>
        <location filename="../app/parlour/speculationtable.cpp" line="198"/>
        <source>Not dealt</source>
        <translation>Non distribuées</translation>
    </message>
    <message>
        <location filename="../app/parlour/speculationtable.cpp" line="216"/>
        <source>I keep it</source>
        <translation>Je la garde</translation>
    </message>
    <message>
        <location filename="../app/parlour/speculationtable.cpp" line="218"/>
        <source>For sale!</source>
        <translation>À vendre !</translation>
    </message>
    <message>
        <location filename="../app/parlour/speculationtable.cpp" line="220"/>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <location filename="../app/parlour/speculationtable.cpp" line="222"/>
        <source>%1!</source>
        <translation>%1 !</translation>
    </message>
    <message>
        <location filename="../app/parlour/speculationtable.cpp" line="224"/>
        <source>Sold!</source>
        <translation>Vendu !</translation>
    </message>
    <message>
        <location filename="../app/parlour/speculationtable.cpp" line="226"/>
        <source>Not enough</source>
        <translation>Pas assez</translation>
    </message>
    <message>
        <location filename="../app/parlour/speculationtable.cpp" line="237"/>
        <source>You take the pool (%1 counters won).</source>
        <translation>Vous prenez la cagnotte (%1 jetons gagnés).</translation>
    </message>
    <message>
        <location filename="../app/parlour/speculationtable.cpp" line="238"/>
        <source>%1 takes the pool (%2 counters won).</source>
        <translation>%1 prend la cagnotte (%2 jetons gagnés).</translation>
    </message>
    <message>
        <location filename="../app/parlour/speculationtable.cpp" line="263"/>
        <source>Best card: %1, held by %2</source>
        <translation>Meilleure carte : %1, tenue par %2</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../app/statisticsdialog.cpp" line="20"/>
        <location filename="../app/statisticsdialog.cpp" line="83"/>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <location filename="../app/statisticsdialog.cpp" line="27"/>
        <source>Statistics per game</source>
        <translation>Statistiques par jeu</translation>
    </message>
    <message>
        <location filename="../app/statisticsdialog.cpp" line="30"/>
        <source>&amp;Reset Game</source>
        <translation>&amp;Remettre à zéro ce jeu</translation>
    </message>
    <message>
        <location filename="../app/statisticsdialog.cpp" line="31"/>
        <source>Reset &amp;All</source>
        <translation>Tout remettre à &amp;zéro</translation>
    </message>
    <message>
        <location filename="../app/statisticsdialog.cpp" line="32"/>
        <source>&amp;Export CSV...</source>
        <translation>&amp;Exporter en CSV…</translation>
    </message>
    <message>
        <location filename="../app/statisticsdialog.cpp" line="39"/>
        <location filename="../app/statisticsdialog.cpp" line="47"/>
        <source>Reset Statistics</source>
        <translation>Remettre les statistiques à zéro</translation>
    </message>
    <message>
        <location filename="../app/statisticsdialog.cpp" line="40"/>
        <source>Forget every game of %1?</source>
        <translation>Oublier toutes les parties de %1 ?</translation>
    </message>
    <message>
        <location filename="../app/statisticsdialog.cpp" line="47"/>
        <source>Forget the statistics of every game?</source>
        <translation>Oublier les statistiques de tous les jeux ?</translation>
    </message>
    <message>
        <location filename="../app/statisticsdialog.cpp" line="55"/>
        <location filename="../app/statisticsdialog.cpp" line="59"/>
        <source>Export Statistics</source>
        <translation>Exporter les statistiques</translation>
    </message>
    <message>
        <location filename="../app/statisticsdialog.cpp" line="56"/>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../app/statisticsdialog.cpp" line="73"/>
        <source>Could not write %1: %2</source>
        <translation>Impossible d’écrire %1 : %2</translation>
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
            <numerusform>%n gagnée</numerusform>
            <numerusform>%n gagnées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/models/statisticsmodel.cpp" line="70"/>
        <source>%n lost</source>
        <translation>
            <numerusform>%n perdue</numerusform>
            <numerusform>%n perdues</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/models/statisticsmodel.cpp" line="94"/>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <location filename="../app/models/statisticsmodel.cpp" line="95"/>
        <source>Played</source>
        <translation>Jouées</translation>
    </message>
    <message>
        <location filename="../app/models/statisticsmodel.cpp" line="96"/>
        <source>Won</source>
        <translation>Gagnées</translation>
    </message>
    <message>
        <location filename="../app/models/statisticsmodel.cpp" line="97"/>
        <source>Win rate</source>
        <translation>Taux de réussite</translation>
    </message>
    <message>
        <location filename="../app/models/statisticsmodel.cpp" line="98"/>
        <source>Current streak</source>
        <translation>Série en cours</translation>
    </message>
    <message>
        <location filename="../app/models/statisticsmodel.cpp" line="99"/>
        <source>Best streak</source>
        <translation>Meilleure série</translation>
    </message>
    <message>
        <location filename="../app/models/statisticsmodel.cpp" line="100"/>
        <source>Worst streak</source>
        <translation>Pire série</translation>
    </message>
    <message>
        <location filename="../app/models/statisticsmodel.cpp" line="101"/>
        <source>Best time</source>
        <translation>Meilleur temps</translation>
    </message>
    <message>
        <location filename="../app/models/statisticsmodel.cpp" line="102"/>
        <source>Fewest moves</source>
        <translation>Moins de coups</translation>
    </message>
    <message>
        <location filename="../app/models/statisticsmodel.cpp" line="103"/>
        <source>With undo or hints</source>
        <translation>Avec annulation ou indices</translation>
    </message>
    <message>
        <location filename="../app/models/statisticsmodel.cpp" line="104"/>
        <source>Rounds won</source>
        <translation>Manches gagnées</translation>
    </message>
    <message>
        <location filename="../app/models/statisticsmodel.cpp" line="105"/>
        <source>Average score</source>
        <translation>Score moyen</translation>
    </message>
    <message>
        <location filename="../app/models/statisticsmodel.cpp" line="106"/>
        <source>Bids made</source>
        <translation>Contrats réussis</translation>
    </message>
    <message>
        <location filename="../app/models/statisticsmodel.cpp" line="107"/>
        <source>Bids set</source>
        <translation>Contrats chutés</translation>
    </message>
</context>
<context>
    <name>SuspectTable</name>
    <message>
        <location filename="../app/parlour/suspecttable.cpp" line="28"/>
        <source>I Suspect You controls</source>
        <translation>Commandes du Je te soupçonne</translation>
    </message>
    <message>
        <location filename="../app/parlour/suspecttable.cpp" line="31"/>
        <source>I &amp;Suspect You!</source>
        <translation>Je te &amp;soupçonne !</translation>
    </message>
    <message>
        <location filename="../app/parlour/suspecttable.cpp" line="32"/>
        <source>Say the card just laid is not what was called (S)</source>
        <translation>Dire que la carte posée n&apos;est pas celle annoncée (S)</translation>
    </message>
    <message>
        <location filename="../app/parlour/suspecttable.cpp" line="33"/>
        <location filename="../app/parlour/suspecttable.cpp" line="198"/>
        <source>&amp;Pass</source>
        <translation>&amp;Passer</translation>
    </message>
    <message>
        <location filename="../app/parlour/suspecttable.cpp" line="34"/>
        <source>Let the play stand (P)</source>
        <translation>Laisser passer le coup (P)</translation>
    </message>
    <message>
        <location filename="../app/parlour/suspecttable.cpp" line="102"/>
        <source>Call: %1</source>
        <translation>Annonce : %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/parlour/suspecttable.cpp" line="109"/>
        <source>Pile · %n card(s)</source>
        <translation>
            <numerusform>Tas · %n carte</numerusform>
            <numerusform>Tas · %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/parlour/suspecttable.cpp" line="117"/>
        <source>Truthful!</source>
        <translation>Sincère !</translation>
    </message>
    <message>
        <location filename="../app/parlour/suspecttable.cpp" line="117"/>
        <source>Caught!</source>
        <translation>Pris !</translation>
    </message>
    <message>
        <location filename="../app/parlour/suspecttable.cpp" line="118"/>
        <source>You suspected %1.</source>
        <translation>Vous avez soupçonné %1.</translation>
    </message>
    <message>
        <location filename="../app/parlour/suspecttable.cpp" line="119"/>
        <source>%1 suspected you.</source>
        <translation>%1 vous a soupçonné.</translation>
    </message>
    <message>
        <location filename="../app/parlour/suspecttable.cpp" line="120"/>
        <source>%1 suspected %2.</source>
        <translation>%1 a soupçonné %2.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/parlour/suspecttable.cpp" line="121"/>
        <source>You pick up %n card(s).</source>
        <translation>
            <numerusform>Vous ramassez %n carte.</numerusform>
            <numerusform>Vous ramassez %n cartes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/parlour/suspecttable.cpp" line="122"/>
        <source>%1 picks up %n card(s).</source>
        <translation>
            <numerusform>%1 ramasse %n carte.</numerusform>
            <numerusform>%1 ramasse %n cartes.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/parlour/suspecttable.cpp" line="124"/>
        <source>The card was the %1, called %2. %3</source>
        <translation>La carte était : %1, annoncée %2. %3</translation>
    </message>
    <message>
        <location filename="../app/parlour/suspecttable.cpp" line="173"/>
        <source>Your hand is empty: you win!</source>
        <translation>Votre main est vide : vous gagnez !</translation>
    </message>
    <message>
        <location filename="../app/parlour/suspecttable.cpp" line="174"/>
        <source>%1 has no cards left and wins.</source>
        <translation>%1 n&apos;a plus de cartes et gagne.</translation>
    </message>
    <message>
        <location filename="../app/parlour/suspecttable.cpp" line="175"/>
        <source>The game is over.</source>
        <translation>La partie est finie.</translation>
    </message>
    <message>
        <location filename="../app/parlour/suspecttable.cpp" line="177"/>
        <source>%1 laid a card as a %2. Do you believe it?</source>
        <translation>%1 a posé une carte annoncée %2. Le croyez-vous ?</translation>
    </message>
    <message>
        <location filename="../app/parlour/suspecttable.cpp" line="180"/>
        <source>%1 laid a card as a %2.</source>
        <translation>%1 a posé une carte annoncée %2.</translation>
    </message>
    <message>
        <location filename="../app/parlour/suspecttable.cpp" line="183"/>
        <source>Your turn: click a card to lay it face down as a %1.</source>
        <translation>À vous : cliquez sur une carte pour la poser face cachée en annonçant %1.</translation>
    </message>
    <message>
        <location filename="../app/parlour/suspecttable.cpp" line="185"/>
        <source>%1 to lay a card as a %2.</source>
        <translation>À %1 de poser une carte annoncée %2.</translation>
    </message>
    <message>
        <location filename="../app/parlour/suspecttable.cpp" line="207"/>
        <source>&amp;Pass (%1 s)</source>
        <translation>&amp;Passer (%1 s)</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message numerus="yes">
        <location filename="../app/table/tablescene.cpp" line="419"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/table/tablescene_input.cpp" line="271"/>
        <location filename="../app/table/tablescene_input.cpp" line="293"/>
        <source>Empty %1</source>
        <translation>Aucune carte sur %1</translation>
    </message>
    <message>
        <location filename="../app/table/tablescene_input.cpp" line="274"/>
        <source>%1 face up on top</source>
        <translation>%1 visible sur le dessus</translation>
    </message>
    <message>
        <location filename="../app/table/tablescene_input.cpp" line="275"/>
        <source>face down</source>
        <translation>face cachée</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/table/tablescene_input.cpp" line="276"/>
        <source>%1, %n card(s), %2</source>
        <translation>
            <numerusform>%1, %n carte, %2</numerusform>
            <numerusform>%1, %n cartes, %2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/table/tablescene_input.cpp" line="296"/>
        <source>Face-down card, on %1</source>
        <translation>Carte face cachée, sur %1</translation>
    </message>
    <message>
        <location filename="../app/table/tablescene_input.cpp" line="297"/>
        <source>%1, face up, on %2</source>
        <translation>%1, face visible, sur %2</translation>
    </message>
    <message>
        <location filename="../app/table/tablescene_input.cpp" line="415"/>
        <source>Cancelled.</source>
        <translation>Annulé.</translation>
    </message>
    <message>
        <location filename="../app/table/tablescene_input.cpp" line="458"/>
        <source>Picked up %1. Move to a pile and press Space to put it down, or Escape.</source>
        <translation>%1 prise. Allez sur une pile et appuyez sur Espace pour la poser, ou Échap.</translation>
    </message>
    <message>
        <location filename="../app/table/tablescene.cpp" line="646"/>
        <source>Well done: the game is won!</source>
        <translation>Bravo : la partie est gagnée !</translation>
    </message>
    <message>
        <location filename="../app/table/tablescene.cpp" line="652"/>
        <source>No more moves. Undo, or start a new deal.</source>
        <translation>Plus de coups. Annulez, ou commencez une nouvelle donne.</translation>
    </message>
    <message>
        <location filename="../app/table/tablescene.cpp" line="654"/>
        <source>An endless game: the position repeated.</source>
        <translation>Une partie sans fin : la position s’est répétée.</translation>
    </message>
    <message>
        <location filename="../app/table/tablescene.cpp" line="656"/>
        <source>A draw.</source>
        <translation>Match nul.</translation>
    </message>
    <message>
        <location filename="../app/table/tablescene.cpp" line="658"/>
        <source>Game over.</source>
        <translation>Partie terminée.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../app/table/tableview.cpp" line="31"/>
        <source>Card table</source>
        <translation>Table de jeu</translation>
    </message>
    <message>
        <location filename="../app/table/tableview.cpp" line="32"/>
        <source>Use the arrow keys to move between piles, Space to pick up and put down cards, Escape to cancel.</source>
        <translation>Utilisez les flèches pour passer d’une pile à l’autre, Espace pour prendre et poser les cartes, Échap pour annuler.</translation>
    </message>
</context>
<context>
    <name>TrickPanel</name>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="433"/>
        <source>The computer would: %1</source>
        <translation>L’ordinateur jouerait : %1</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="436"/>
        <source>The computer would play %1.</source>
        <translation>L’ordinateur jouerait %1.</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="437"/>
        <source>The computer would bid %1.</source>
        <translation>L’ordinateur annoncerait %1.</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="438"/>
        <source>The computer would pass.</source>
        <translation>L’ordinateur passerait.</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="440"/>
        <source>The computer would name %1 trump.</source>
        <translation>L’ordinateur choisirait %1 comme atout.</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="443"/>
        <source>The computer would lay aside %1.</source>
        <translation>L’ordinateur écarterait %1.</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="447"/>
        <source>The computer would give %1 and %2 for %3 and %4.</source>
        <translation>L’ordinateur donnerait %1 et %2 contre %3 et %4.</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="450"/>
        <source>The computer would keep its hand.</source>
        <translation>L’ordinateur garderait sa main.</translation>
    </message>
</context>
<context>
    <name>TrickPresenter</name>
    <message>
        <location filename="../app/tricks/trickpresenter.cpp" line="64"/>
        <source>the Dummy</source>
        <translation>le Mort</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpresenter.cpp" line="73"/>
        <source> &amp; </source>
        <translation> et </translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpresenter.cpp" line="107"/>
        <source>%1 takes the trick</source>
        <translation>%1 remporte la levée</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpresenter.cpp" line="121"/>
        <source>%1 cuts %2: trump is %3</source>
        <translation>%1 coupe : %2, l’atout est %3</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpresenter.cpp" line="164"/>
        <source>Everybody passed: the hand is thrown in.</source>
        <translation>Tout le monde a passé : la donne est annulée.</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpresenter.cpp" line="246"/>
        <source>Dummy</source>
        <translation>Mort</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpresenter.cpp" line="255"/>
        <source>Widow</source>
        <translation>Veuve</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpresenter.cpp" line="255"/>
        <source>Nest</source>
        <translation>Nid</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpresenter.cpp" line="279"/>
        <source>bid %1</source>
        <translation>enchère %1</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpresenter.cpp" line="280"/>
        <source>passed</source>
        <translation>a passé</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpresenter.cpp" line="284"/>
        <source>contract %1</source>
        <translation>contrat %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/tricks/trickpresenter.cpp" line="291"/>
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n levée</numerusform>
            <numerusform>%n levées</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpresenter.cpp" line="306"/>
        <source>Bidding</source>
        <translation>Enchères</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpresenter.cpp" line="307"/>
        <source>Bidding: %1 by %2</source>
        <translation>Enchères : %1 par %2</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpresenter.cpp" line="312"/>
        <source>Contract %1 by %2</source>
        <translation>Contrat de %1 pour %2</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpresenter.cpp" line="316"/>
        <source>Trump: %1</source>
        <translation>Atout : %1</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpresenter.cpp" line="318"/>
        <source>Trump to be named</source>
        <translation>Atout à choisir</translation>
    </message>
</context>
<context>
    <name>TrumpPanel</name>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="204"/>
        <source>Name trump</source>
        <translation>Choisissez l’atout</translation>
    </message>
    <message>
        <location filename="../app/tricks/trickpanels.cpp" line="204"/>
        <source>Your contract is %1. Which colour is trump?</source>
        <translation>Votre contrat est de %1. Quelle couleur sera l’atout ?</translation>
    </message>
</context>
</TS>
