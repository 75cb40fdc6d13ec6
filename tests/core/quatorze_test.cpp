// Quatorze: the deal and the cut, turns, openings, the taken discard, melds
// and lay-offs, the stock running out, scoring, elimination, observation and
// resampling (RULES.md, Quatorze).
#include <QtTest>

#include <algorithm>
#include <map>

#include "cards/deck.h"
#include "engine/game.h"
#include "rummy/quatorze.h"

using namespace ct;

namespace {

std::vector<Card> cards(const char* text)
{
    auto parsed = parseCards(text);
    if (!parsed)
        qFatal("bad cards in test: %s", text);
    return *parsed;
}

Card card(const char* text)
{
    return cards(text).at(0);
}

std::unique_ptr<QuatorzeState> start(int players, Options options = {}, std::uint32_t seed = 1)
{
    GameSetup setup;
    setup.players = players;
    setup.options = std::move(options);
    setup.seed = seed;
    auto state = findGame("quatorze")->start(setup);
    if (!state)
        qFatal("cannot start: %s", state.error().text().c_str());
    return std::unique_ptr<QuatorzeState>(static_cast<QuatorzeState*>(state->release()));
}

std::unique_ptr<QuatorzeState> arranged(int players, const QuatorzeArrangement& setup, Options options = {})
{
    auto state = start(players, std::move(options));
    auto done = state->arrange(setup);
    if (!done)
        qFatal("cannot arrange: %s", done.error().text().c_str());
    return state;
}

// Plays text actions; each must be legal.
void play(QuatorzeState& state, std::initializer_list<const char*> actions)
{
    for (const char* text : actions) {
        const Verdict verdict = state.play(text);
        if (!verdict.legal())
            QFAIL(
                qPrintable(QString("'%1' refused: %2").arg(text, QString::fromStdString(describe(verdict)))));
    }
}

Verdict verdictOf(const QuatorzeState& state, const char* text)
{
    auto action = state.parseAction(text);
    if (!action)
        qFatal("does not parse: %s: %s", text, action.error().message.c_str());
    return state.check(*action);
}

// A pack (top card first) that leaves `bottom` as the lifted packet's bottom card.
std::vector<Card> packWithCutCard(Card bottom, int cut)
{
    std::vector<Card> pack = frenchDeck(2, 2);
    pack.erase(std::find(pack.begin(), pack.end(), bottom));
    pack.insert(pack.begin() + cut - 1, bottom);
    return pack;
}

// The stock for an arrangement: every card not placed elsewhere, in deck
// order, with `top` (if given) on top.
void stockWithTop(QuatorzeArrangement& setup, const char* top, int jokers = 2)
{
    std::vector<Card> rest = frenchDeck(2, jokers);
    auto remove = [&](const Card& c) {
        auto it = std::find(rest.begin(), rest.end(), c);
        if (it == rest.end())
            qFatal("card placed twice in test: %s", cardText(c, PackSuffix::Always).c_str());
        rest.erase(it);
    };
    for (const auto& hand : setup.hands)
        std::for_each(hand.begin(), hand.end(), remove);
    for (const auto& meld : setup.melds)
        std::for_each(meld.second.begin(), meld.second.end(), remove);
    std::for_each(setup.discard.begin(), setup.discard.end(), remove);
    if (top) {
        const Card card = cards(top).at(0);
        remove(card);
        rest.push_back(card);
    }
    setup.stock = rest;
}

// A run of one suit and pack, positions from..to (14 = ace high).
std::vector<Card> run(Suit suit, int pack, int from, int to)
{
    std::vector<Card> out;
    for (int p = from; p <= to; ++p)
        out.push_back(french(p == 14 ? 1 : p, suit, pack));
    return out;
}

int totalCards(const QuatorzeState& state)
{
    return static_cast<int>(state.allCards().size());
}

} // namespace

class QuatorzeTest : public QObject {
    Q_OBJECT

private slots:
    void dealGoesToTheRight()
    {
        auto state = start(4);
        const std::vector<Card> pack = frenchDeck(2, 2);
        QVERIFY(state->redeal(pack, 0, 10).ok());
        // Seat 0 deals; seat 3 (to the right) is first with 15, seat 1 cut.
        QCOMPARE(state->currentPlayer(), 3);
        QCOMPARE(state->phase(), QuatorzeState::Phase::FirstDiscard);
        QCOMPARE(state->handSize(3), 15);
        QCOMPARE(state->handSize(2), 14);
        QCOMPARE(state->handSize(1), 14);
        QCOMPARE(state->handSize(0), 14);
        QCOMPARE(state->stockSize(), 106 - 57);
        // The dealer deals from below the cut: pack[10..] then pack[0..9].
        // Seat 3 gets 3 cards, then seats 2, 1, 0 two each, and round again.
        auto holds = [&](Seat seat, int index) {
            const auto& hand = state->hand(seat);
            return std::find(hand.begin(), hand.end(), pack[static_cast<std::size_t>(index)]) != hand.end();
        };
        QVERIFY(holds(3, 10) && holds(3, 11) && holds(3, 12));
        QVERIFY(holds(2, 13) && holds(2, 14));
        QVERIFY(holds(1, 15) && holds(1, 16));
        QVERIFY(holds(0, 17) && holds(0, 18));
        QVERIFY(holds(3, 19) && holds(3, 20));
        QCOMPARE(state->nextSeat(3), 2);
        QCOMPARE(state->nextSeat(0), 3);
        QCOMPARE(state->previousSeat(0), 1);
        QCOMPARE(totalCards(*state), 106);
    }

    void firstPlayerOnlyDiscards()
    {
        auto state = start(3);
        const Seat first = state->currentPlayer();
        QCOMPARE(state->handSize(first), 15);
        QCOMPARE(verdictOf(*state, "draw").reason, Reason::OnlyDiscardNow);
        QCOMPARE(verdictOf(*state, "take").reason, Reason::OnlyDiscardNow);
        for (const Action& action : state->legalActions())
            QCOMPARE(action.kind, int(QuatorzeState::ActDiscard));
        state->apply(state->legalActions().front());
        QCOMPARE(state->currentPlayer(), state->nextSeat(first));
        QCOMPARE(state->phase(), QuatorzeState::Phase::Draw);
        const Seat next = state->currentPlayer();
        QCOMPARE(state->check(QuatorzeState::discard(state->hand(next)[0])).reason, Reason::MustDrawFirst);
        QCOMPARE(verdictOf(*state, "meld 7S 7H 7D").reason, Reason::MustDrawFirst);
    }

    void cutKeepsAJoker()
    {
        auto state = start(4);
        const Card joker = card("JK2");
        QVERIFY(state->redeal(packWithCutCard(joker, 30), 0, 30).ok());
        // Seat 1 (left of the dealer) cut the joker and keeps it, dealt 13.
        QCOMPARE(state->cutJokerSeat(), 1);
        QCOMPARE(state->handSize(1), 14);
        QVERIFY(std::count(state->hand(1).begin(), state->hand(1).end(), joker) == 1);
        QCOMPARE(state->knownCards(1), std::vector<Card> {joker});
        QCOMPARE(state->handSize(3), 15);
        QCOMPARE(state->stockSize(), 106 - 57);
        // Everybody saw it.
        const Observation view = state->observe(0);
        const auto hand1 = std::find_if(
            view.zones.begin(), view.zones.end(), [](const Zone& z) { return z.id == "hand1"; });
        QVERIFY(hand1->cards[0].known);
        QCOMPARE(hand1->cards[0].card, joker);
        QVERIFY(!hand1->cards[1].known);
        // A player sees their own hand face up (the table shows it so).
        const auto hand0 = std::find_if(
            view.zones.begin(), view.zones.end(), [](const Zone& z) { return z.id == "hand0"; });
        QVERIFY(!hand0->cards.empty());
        for (const PlacedCard& placed : hand0->cards)
            QVERIFY(placed.faceUp && placed.known);

        // Two players: the cutter is also the first player, 15 with the joker.
        auto two = start(2);
        QVERIFY(two->redeal(packWithCutCard(joker, 40), 0, 40).ok());
        QCOMPARE(two->cutJokerSeat(), 1);
        QCOMPARE(two->currentPlayer(), 1);
        QCOMPARE(two->handSize(1), 15);
        QCOMPARE(two->handSize(0), 14);
        QCOMPARE(totalCards(*two), 106);

        // A plain card at the cut stays in the pack.
        QVERIFY(state->redeal(packWithCutCard(card("5C"), 30), 0, 30).ok());
        QCOMPARE(state->cutJokerSeat(), kNoSeat);
        QCOMPARE(state->handSize(1), 14);
    }

    void rulingExampleOpens()
    {
        QuatorzeArrangement setup;
        setup.hands = {cards("7S 7H 7D JH QH KH 2C 4D 9S"), cards("3C 5D 8S 10C")};
        setup.toPlay = 0;
        stockWithTop(setup, "2H");
        auto state = arranged(2, setup);
        play(*state, {"draw"});
        bool listed = false;
        for (const Action& action : state->legalActions())
            listed = listed || state->actionText(action) == "meld 7D 7H 7S + JH QH KH";
        QVERIFY(listed);
        play(*state, {"meld 7S 7H 7D + JH QH KH"});
        QVERIFY(state->opened(0));
        QVERIFY(state->openedThisTurn());
        QCOMPARE(int(state->tableMelds().size()), 2);
        QCOMPARE(meldValue(state->tableMelds()[0].meld) + meldValue(state->tableMelds()[1].meld), 51);
        QCOMPARE(state->meldsThisTurn(), (std::vector<int> {0, 1}));
    }

    void openingUnder51IsRefusedWithItsValue()
    {
        QuatorzeArrangement setup;
        setup.hands = {cards("7S 7H 7D 9H 10H JH 2C 4D"), cards("3C 5D 8S 10C")};
        auto state = arranged(2, setup);
        play(*state, {"draw"});
        Verdict verdict = verdictOf(*state, "meld 7S 7H 7D");
        QCOMPARE(verdict.reason, Reason::OpeningUnder51);
        QCOMPARE(verdict.number, 21);
        verdict = verdictOf(*state, "meld 7S 7H 7D + 9H 10H JH");
        QCOMPARE(verdict.reason, Reason::OpeningUnder51);
        QCOMPARE(verdict.number, 50);
        QCOMPARE(verdictOf(*state, "meld 7S 7H 9H").reason, Reason::NotAMeld);
        QCOMPARE(verdictOf(*state, "meld 7S 7H 7C").reason, Reason::NotInHand);
        QCOMPARE(verdictOf(*state, "add 2C to m1").reason, Reason::MustOpenFirst);
        QVERIFY(!state->opened(0));
    }

    void talliesMeldsGatheredForAnOpening()
    {
        QuatorzeArrangement setup;
        setup.hands = {cards("7S 7H 7D JH QH KH JK1 JK2 2C 4D"), cards("3C 5D 8S 10C")};
        auto state = arranged(2, setup);
        play(*state, {"draw"});
        // The ruling's example, one meld at a time: 21, then 51.
        QuatorzeState::MeldTally tally = state->tallyMelds({cards("7S 7H 7D")});
        QVERIFY(tally.verdict.legal());
        QCOMPARE(tally.value, 21);
        tally = state->tallyMelds({cards("7S 7H 7D"), cards("KH JH QH")});
        QVERIFY(tally.verdict.legal());
        QCOMPARE(tally.value, 51);
        // A joker counts as the card it stands for: 7S 7H JK is a set of sevens.
        tally = state->tallyMelds({cards("7S 7H JK1")});
        QVERIFY(tally.verdict.legal());
        QCOMPARE(tally.value, 21);
        QCOMPARE(state->tallyMelds({cards("7S 7H 2C")}).verdict.reason, Reason::NotAMeld);
        QCOMPARE(state->tallyMelds({cards("7S JK1 JK2")}).verdict.reason, Reason::OneJokerPerMeld);
        QCOMPARE(state->tallyMelds({cards("7S 7H 7C")}).verdict.reason, Reason::NotInHand);
        // The same card in two groups is one card too many.
        QCOMPARE(state->tallyMelds({cards("7S 7H 7D"), cards("7S 7H JK1")}).verdict.reason, Reason::NotInHand);
        // Putting them down stays check()'s: 51 opens, 21 does not.
        QVERIFY(verdictOf(*state, "meld 7S 7H 7D + JH QH KH").legal());
        QCOMPARE(verdictOf(*state, "meld 7S 7H 7D").reason, Reason::OpeningUnder51);
    }

    void takingTheDiscardMeansMeldingIt()
    {
        QuatorzeArrangement setup;
        setup.hands = {cards("7S 7H JH QH KH 2C 4D 9S"), cards("3C 5D 8S 10C")};
        setup.discard = cards("6C 2D");
        auto state = arranged(2, setup);
        // 2D cannot be melded: refused, with the card.
        Verdict verdict = verdictOf(*state, "take");
        QCOMPARE(verdict.reason, Reason::MustMeldTakenCard);
        QCOMPARE(verdict.card, card("2D"));

        // 7D makes an opening of 51 (7S 7H 7D + JH QH KH).
        setup.discard = cards("6C 7D");
        state = arranged(2, setup);
        play(*state, {"take"});
        QCOMPARE(state->takenCard(), std::optional<Card>(card("7D")));
        QVERIFY(!state->takenCardMelded());
        QCOMPARE(verdictOf(*state, "discard 2C").reason, Reason::MustMeldTakenCard);
        // Every listed action melds it.
        for (const Action& action : state->legalActions()) {
            QCOMPARE(action.kind, int(QuatorzeState::ActMeld));
            QVERIFY(std::count(action.cards.begin(), action.cards.end(), card("7D")) == 1);
        }
        play(*state, {"meld 7S 7H 7D + JH QH KH", "discard 2C"});
        QCOMPARE(state->currentPlayer(), 1);
        // The taken card was known to be in seat 0's hand meanwhile; now it is on the table.
        QVERIFY(state->knownCards(0).empty());

        // After opening: the card must still be melded, new or laid off.
        QuatorzeArrangement later;
        later.hands = {cards("2C 4D 9S 5H"), cards("3C 5D 8S 10C")};
        later.melds = {{1, cards("6H 7H 8H")}};
        later.opened = {true, true};
        later.discard = cards("6C 9H");
        state = arranged(2, later);
        play(*state, {"take"});
        QCOMPARE(verdictOf(*state, "discard 2C").reason, Reason::MustMeldTakenCard);
        QCOMPARE(verdictOf(*state, "add 5H to m1").reason, Reason::Legal);
        play(*state, {"add 9H to m1", "discard 2C"});
        QCOMPARE(state->tableMelds()[0].meld.size(), 4);
    }

    void takenCardLaidOffAfterExtendingTheRun()
    {
        QuatorzeArrangement setup;
        setup.hands = {cards("9H 2C 4D"), cards("3C 5D 8S 10C")};
        setup.melds = {{1, cards("6H 7H 8H")}};
        setup.opened = {true, true};
        setup.discard = cards("6C 10H");
        auto state = arranged(2, setup);
        play(*state, {"take"});
        QCOMPARE(verdictOf(*state, "add 10H to m1").reason, Reason::DoesNotFitMeld);
        play(*state, {"add 9H to m1", "add 10H to m1", "discard 2C"});
    }

    void goingOutAtOnceScoresMinus60AndDoubles()
    {
        QuatorzeArrangement setup;
        setup.hands = {cards("7S 7H 7D JH QH KH AH"), cards("3C 5D 8S 10C")};
        stockWithTop(setup, "2C");
        auto state = arranged(2, setup);
        play(*state, {"draw", "meld 7S 7H 7D + JH QH KH AH", "discard 2C"});
        const ScoreRow& row = state->scoreSheet()->rows.back();
        QCOMPARE(row.note, std::string("out-at-once"));
        QCOMPARE(row.points, (std::vector<int> {-60, 2 * (3 + 5 + 8 + 10)}));
        QCOMPARE(state->scores(), (std::vector<int> {-60, 52}));
        QCOMPARE(state->round(), 2);
        QCOMPARE(totalCards(*state), 106);

        // Having opened on an earlier turn: -30 and single points.
        QuatorzeArrangement earlier;
        earlier.hands = {cards("7S 7H 7D 5C"), cards("3C 5D 8S 10C")};
        earlier.melds = {{0, cards("JH QH KH")}};
        earlier.opened = {true, false};
        stockWithTop(earlier, "10H");
        state = arranged(2, earlier);
        play(*state, {"draw", "add 10H to m1", "meld 7S 7H 7D", "discard 5C"});
        QCOMPARE(state->scoreSheet()->rows.back().note, std::string("out"));
        QCOMPARE(state->scoreSheet()->rows.back().points, (std::vector<int> {-30, 26}));
    }

    void addingToAnotherPlayersMeldIsNotAtOnce()
    {
        QuatorzeArrangement setup;
        setup.hands = {cards("7S 7H 7D JH QH KH AH 5C"), cards("3C 5D 8S 10C")};
        setup.melds = {{1, cards("2C 3C#2 4C")}};
        setup.opened = {false, true};
        stockWithTop(setup, "9D");
        auto state = arranged(2, setup);
        play(*state, {"draw", "meld 7S 7H 7D + JH QH KH AH", "add 5C to m1"});
        QVERIFY(state->addedToOthersThisTurn());
        QCOMPARE(state->tableMelds()[0].owner, 1); // the meld stays seat 1's
        play(*state, {"discard 9D"});
        QCOMPARE(state->scoreSheet()->rows.back().note, std::string("out"));
        QCOMPARE(state->scoreSheet()->rows.back().points[0], -30);
    }

    void layingOffOnAnotherPlayersMeld()
    {
        QuatorzeArrangement setup;
        setup.hands = {cards("8H 4D 9S KC"), cards("3C 5D 8S 10C")};
        setup.melds = {{1, cards("5H 6H 7H")}, {1, cards("KS KD KH")}};
        setup.opened = {false, true};
        stockWithTop(setup, "2S");
        auto state = arranged(2, setup);
        play(*state, {"draw"});
        QCOMPARE(verdictOf(*state, "add 8H to m1").reason, Reason::MustOpenFirst);

        setup.opened = {true, true};
        state = arranged(2, setup);
        play(*state, {"draw", "add 8H to m1", "add KC to m2"});
        QCOMPARE(cardsText(state->tableMelds()[0].meld.cards), std::string("5H 6H 7H 8H"));
        QCOMPARE(state->tableMelds()[1].meld.size(), 4);
        QCOMPARE(verdictOf(*state, "add 4D to m1").reason, Reason::DoesNotFitMeld);
        QCOMPARE(verdictOf(*state, "add 4D to m1").pile, std::string("m1"));
        QCOMPARE(verdictOf(*state, "add 9S to m7").reason, Reason::NoSuchPile);
    }

    void theLastCardCannotBeMelded()
    {
        QuatorzeArrangement setup;
        setup.hands = {cards("8H"), cards("3C 5D 8S 10C")};
        setup.melds = {{1, cards("5H 6H 7H")}};
        setup.opened = {true, true};
        stockWithTop(setup, "9H");
        auto state = arranged(2, setup);
        play(*state, {"draw", "add 8H to m1"});
        QCOMPARE(verdictOf(*state, "add 9H to m1").reason, Reason::CannotMeldLastCard);

        QuatorzeArrangement three;
        three.hands = {cards("9C 10C JC"), cards("3C 5D 8S 10S")};
        stockWithTop(three, "QC");
        three.opened = {true, false};
        state = arranged(2, three);
        play(*state, {"draw"});
        QCOMPARE(verdictOf(*state, "meld 9C 10C JC QC").reason, Reason::CannotMeldLastCard);
        play(*state, {"meld 9C 10C JC"});
    }

    void oneJokerPerMeld()
    {
        QuatorzeArrangement setup;
        setup.hands = {cards("7H JK1 JK2 2C 9D"), cards("3C 5D 8S 10C")};
        setup.melds = {{1, cards("5S 6S 7S")}};
        setup.opened = {true, true};
        stockWithTop(setup, "4C");
        auto state = arranged(2, setup);
        play(*state, {"draw"});
        QCOMPARE(verdictOf(*state, "meld 7H JK1 JK2").reason, Reason::OneJokerPerMeld);
        play(*state, {"add JK1 to m1"});
        QCOMPARE(verdictOf(*state, "add JK2 to m1").reason, Reason::OneJokerPerMeld);
        QCOMPARE(verdictOf(*state, "add JK2 to m1 low").reason, Reason::OneJokerPerMeld);
    }

    void aceLowAndHighButNoWrap()
    {
        QuatorzeArrangement setup;
        setup.hands = {cards("QH KH AH AS 2S 3S KD AD 2D 9C 4S"), cards("3C 5D 8S 10C")};
        stockWithTop(setup, "6D");
        auto state = arranged(2, setup);
        play(*state, {"draw"});
        QCOMPARE(verdictOf(*state, "meld KD AD 2D + QH KH AH").reason, Reason::NotAMeld);
        // Q-K-A (31) + A-2-3 (6) + ... is under 51; with 4S the low run is 10.
        QCOMPARE(verdictOf(*state, "meld QH KH AH + AS 2S 3S").number, 37);
        QCOMPARE(verdictOf(*state, "meld QH KH AH + AS 2S 3S 4S").number, 41);
        QuatorzeArrangement opened = setup;
        opened.opened = {true, false};
        opened.melds = {{1, cards("2C 3C 4C")}, {1, cards("JC QC KC")}};
        opened.hands = {cards("AC AC#2 2H"), cards("3D 5D 8S 10D")};
        stockWithTop(opened, "6D");
        state = arranged(2, opened);
        play(*state, {"draw"});
        QCOMPARE(verdictOf(*state, "add AC to m1").reason, Reason::Legal);
        QCOMPARE(verdictOf(*state, "add AC to m2").reason, Reason::Legal);
        play(*state, {"add AC to m1", "add AC to m2"});
        QCOMPARE(state->tableMelds()[0].meld.low, 1);
        QCOMPARE(state->tableMelds()[1].meld.high(), 14);
        QCOMPARE(meldValue(state->tableMelds()[0].meld), 10);
        QCOMPARE(meldValue(state->tableMelds()[1].meld), 41);
    }

    void theStockRunsOut()
    {
        QuatorzeArrangement setup;
        setup.hands = {cards("2C 4D 9S"), cards("3C 5D 8S 10C")};
        // Every other card lies in the discard pile; the stock is empty.
        std::vector<Card> rest = frenchDeck(2, 2);
        for (const Card& c : cards("2C 4D 9S 3C 5D 8S 10C"))
            rest.erase(std::find(rest.begin(), rest.end(), c));
        setup.discard = rest;
        auto state = arranged(2, setup);
        QCOMPARE(state->stockSize(), 0);
        const Card top = rest.back();
        play(*state, {"draw"});
        QCOMPARE(state->discardPile(), std::vector<Card> {top});
        QCOMPARE(state->stockSize(), int(rest.size()) - 2);
        QCOMPARE(state->handSize(0), 4);
        QCOMPARE(totalCards(*state), 106);
        // The new order comes from the game's generator: not the pile's order.
        std::vector<Card> unshuffled(rest.begin(), rest.end() - 1);
        const auto zones = state->zones();
        const auto stock
            = std::find_if(zones.begin(), zones.end(), [](const Zone& z) { return z.id == "stock"; });
        std::vector<Card> now;
        for (const PlacedCard& placed : stock->cards)
            now.push_back(placed.card);
        QVERIFY(now != std::vector<Card>(unshuffled.begin(), unshuffled.end() - 1));

        // Nothing at all left to draw: the round ends without a winner and
        // everybody scores their hand. All but four cards lie in runs.
        QuatorzeArrangement dry;
        dry.hands = {cards("JK1 JK2"), cards("KH#2")};
        for (Suit suit : {Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades})
            dry.melds.push_back({1, run(suit, 0, 1, 13)});
        dry.melds.push_back({1, run(Suit::Clubs, 1, 1, 13)});
        dry.melds.push_back({1, run(Suit::Diamonds, 1, 1, 13)});
        dry.melds.push_back({1, run(Suit::Hearts, 1, 1, 12)});
        dry.melds.push_back({1, run(Suit::Spades, 1, 2, 13)});
        dry.stock = cards("AS#2");
        state = arranged(2, dry);
        play(*state, {"draw", "discard JK1"});
        const ScoreRow& row = state->scoreSheet()->rows.back();
        QCOMPARE(row.note, std::string("no-winner"));
        QCOMPARE(row.points, (std::vector<int> {25 + 11, 10}));
        QCOMPARE(state->round(), 2);
    }

    // Hands never grow: with two cards or fewer everybody needs lay-offs to
    // go out, and when nothing off the table fits a meld the round is dead.
    void aRoundNobodyCanFinishEnds()
    {
        QuatorzeArrangement setup;
        setup.hands = {cards("2C 9D"), cards("3H KS")};
        setup.melds = {{0, cards("8C 8D 8H 8S")}, {1, cards("8C#2 8D#2 8H#2 8S#2")}};
        stockWithTop(setup, "4D");
        auto state = arranged(2, setup);
        play(*state, {"draw", "discard 4D"});
        QCOMPARE(state->round(), 2);
        const ScoreRow& row = state->scoreSheet()->rows.back();
        QCOMPARE(row.note, std::string("no-winner"));
        QCOMPARE(row.points, (std::vector<int> {2 + 9, 3 + 10}));

        // A run on the table can still grow: play goes on.
        setup.melds = {{0, cards("8C 8D 8H 8S")}, {1, cards("5S 6S 7S")}};
        stockWithTop(setup, "4D");
        state = arranged(2, setup);
        play(*state, {"draw", "discard 4D"});
        QCOMPARE(state->round(), 1);
        QCOMPARE(state->currentPlayer(), 1);
    }

    void eliminationAndTheLastPlayerLeft()
    {
        QuatorzeArrangement setup;
        setup.hands = {cards("KS QD"), cards("5C"), cards("2D 3D")};
        setup.melds = {{2, cards("6C 7C 8C")}};
        setup.opened = {false, true, true};
        setup.totals = {190, 50, 60};
        setup.toPlay = 1;
        stockWithTop(setup, "9H");
        auto state = arranged(3, setup);
        play(*state, {"draw", "add 5C to m1"});
        state->play(QuatorzeState::discard(state->hand(1)[0]));
        QCOMPARE(state->scores(), (std::vector<int> {210, 20, 65}));
        QVERIFY(state->isOut(0));
        // The sheet says who won the round and who is out from it on.
        QCOMPARE(state->scoreSheet()->rows.back().winner, 1);
        QCOMPARE(state->scoreSheet()->rows.back().eliminated, (std::vector<int> {0}));
        QVERIFY(!state->isTerminal());
        QCOMPARE(state->round(), 2);
        QCOMPARE(state->handSize(0), 0);
        QCOMPARE(state->handSize(1) + state->handSize(2), 29);
        QCOMPARE(state->nextSeat(1), 2);
        QCOMPARE(state->nextSeat(2), 1);

        // Two players: the first to 201 loses, and the game ends.
        QuatorzeArrangement two;
        two.hands = {cards("KS QD"), cards("5C")};
        two.melds = {{0, cards("6C 7C 8C")}};
        two.opened = {true, true};
        two.totals = {195, -20};
        two.toPlay = 1;
        stockWithTop(two, "9H");
        state = arranged(2, two);
        play(*state, {"draw", "add 5C to m1"});
        state->play(QuatorzeState::discard(state->hand(1)[0]));
        QVERIFY(state->isTerminal());
        QCOMPARE(state->currentPlayer(), kNoSeat);
        QVERIFY(state->legalActions().empty());
        QCOMPARE(state->scores(), (std::vector<int> {215, -50}));
        QCOMPARE(state->scoreSheet()->rows.back().eliminated, (std::vector<int> {0}));
        const Outcome outcome = state->outcome();
        QCOMPARE(outcome.result, Result::Lost);
        QCOMPARE(outcome.places, (std::vector<int> {2, 1}));
        QCOMPARE(state->scoreSheet()->target, 201);
        QVERIFY(state->scoreSheet()->lowWins);
        QCOMPARE(verdictOf(*state, "draw").reason, Reason::GameOver);
    }

    void jokerSwapOption()
    {
        QuatorzeArrangement setup;
        setup.hands = {cards("6H 2C 9S 4D"), cards("3C 5D 8S 10C")};
        setup.melds = {{1, cards("5H JK1 7H")}, {1, cards("9D 9C JK2")}};
        setup.opened = {true, true};
        auto off = arranged(2, setup);
        play(*off, {"draw"});
        QCOMPARE(verdictOf(*off, "swap 6H in m1").reason, Reason::SwapNotAllowed);

        auto on = arranged(2, setup, {{"swap", "on"}});
        play(*on, {"draw"});
        QCOMPARE(verdictOf(*on, "swap 2C in m1").reason, Reason::NotTheJokersCard);
        QCOMPARE(verdictOf(*on, "swap 9S in m2").reason, Reason::Legal);
        play(*on, {"swap 6H in m1"});
        QCOMPARE(cardsText(on->tableMelds()[0].meld.cards), std::string("5H 6H 7H"));
        QVERIFY(std::count(on->hand(0).begin(), on->hand(0).end(), card("JK1")) == 1);
        QCOMPARE(on->knownCards(0), std::vector<Card> {card("JK1")});
        QVERIFY(on->addedToOthersThisTurn());
        QCOMPARE(verdictOf(*on, "swap 9S in m1").reason, Reason::NotTheJokersCard);
        QCOMPARE(verdictOf(*on, "swap 9S in m1").number, 0);
    }

    void notationRoundTrips()
    {
        QuatorzeArrangement setup;
        setup.hands = {cards("7S 7S#2 7H 7D 8S 9S JK1 2C"), cards("3C 5D 8D 10C")};
        setup.melds = {{1, cards("5H 6H 7H#2")}};
        setup.opened = {true, true};
        auto state = arranged(2, setup);
        play(*state, {"draw"});
        for (const Action& action : state->legalActions()) {
            auto parsed = state->parseAction(state->actionText(action));
            QVERIFY2(parsed.ok(), state->actionText(action).c_str());
            QCOMPARE(*parsed, action);
        }
        auto twoSevens = state->parseAction("meld 7S 7H 7D + 7S 8S 9S");
        QVERIFY(twoSevens.ok());
        QCOMPARE(twoSevens->cards[0], card("7S"));
        QCOMPARE(twoSevens->cards[3], card("7S#2"));
        QCOMPARE(state->check(*twoSevens).reason, Reason::Legal);
        QCOMPARE(state->actionText(*twoSevens), std::string("meld 7S 7H 7D + 7S 8S 9S"));
        QVERIFY(!state->parseAction("fold").ok());
        QVERIFY(!state->parseAction("add 8H to q3").ok());
        QVERIFY(!state->parseAction("discard XY").ok());
        QVERIFY(!state->parseAction("").ok());
        QCOMPARE(state->play("meld").reason, Reason::NotUnderstood);
        QCOMPARE(state->play("meld 7S 7H").reason, Reason::NotAMeld);
    }

    // A card drawn from a rebuilt stock came from the old discard pile, as
    // everybody knows: resampling swaps it only with cards of that pile.
    void resampleKeepsRebuiltStockApart()
    {
        QuatorzeArrangement setup;
        setup.hands = {cards("2C 4D 9S"), cards("3C 5D 8S 10C"), cards("6H 7S KD")};
        std::vector<Card> rest = frenchDeck(2, 2);
        for (const auto& hand : setup.hands)
            for (const Card& c : hand)
                rest.erase(std::find(rest.begin(), rest.end(), c));
        setup.discard = rest;
        setup.toPlay = 2; // then seat 1, then seat 0: play goes to the right
        auto state = arranged(3, setup);
        const std::vector<Card> pile(rest.begin(), rest.end() - 1);
        auto inPile = [&](const Card& c) { return std::find(pile.begin(), pile.end(), c) != pile.end(); };
        play(*state, {"draw", "discard 6H", "draw", "discard 3C"});
        QCOMPARE(state->currentPlayer(), 0);
        for (std::uint64_t seed = 1; seed <= 30; ++seed) {
            Rng rng(seed);
            auto copy = state->resample(0, rng);
            auto* other = static_cast<QuatorzeState*>(copy.get());
            for (Seat seat : {1, 2})
                QCOMPARE(std::count_if(other->hand(seat).begin(), other->hand(seat).end(), inPile), 1);
            const auto zones = other->zones();
            for (const Zone& zone : zones)
                if (zone.id == "stock")
                    for (const PlacedCard& placed : zone.cards)
                        QVERIFY(inPile(placed.card));
        }
    }

    void observationHidesAndResampleKeepsWhatWasSeen()
    {
        QuatorzeArrangement setup;
        setup.hands = {cards("2C 4D 9S KC"), cards("3C 5D 8S 10C 8H 8D")};
        setup.discard = cards("6C 8C");
        setup.opened = {false, false};
        setup.toPlay = 1;
        auto state = arranged(2, setup);
        // Seat 1 takes 8C only if it can open: it cannot, so it draws.
        QCOMPARE(verdictOf(*state, "take").reason, Reason::MustMeldTakenCard);

        auto game = start(3, {}, 7);
        Rng pick(3);
        for (int i = 0; i < 60 && !game->isTerminal(); ++i) {
            const auto actions = game->legalActions();
            game->apply(actions[pick.below(static_cast<std::uint32_t>(actions.size()))]);
        }
        const Seat me = game->currentPlayer();
        const Observation view = game->observe(me);
        for (const Zone& zone : view.zones) {
            for (const PlacedCard& placed : zone.cards) {
                if (zone.id == "stock")
                    QVERIFY(!placed.known);
                if (zone.kind == ZoneKind::Hand && zone.owner != me && placed.known)
                    QVERIFY(std::count(game->knownCards(zone.owner).begin(),
                        game->knownCards(zone.owner).end(), placed.card));
            }
        }
        std::map<std::string, int> differences;
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            Rng rng(seed);
            auto copy = game->resample(me, rng);
            auto* other = static_cast<QuatorzeState*>(copy.get());
            QCOMPARE(other->hand(me), game->hand(me));
            QCOMPARE(other->discardPile(), game->discardPile());
            QCOMPARE(other->tableMelds(), game->tableMelds());
            QCOMPARE(other->stockSize(), game->stockSize());
            QCOMPARE(other->observe(me).zones, view.zones);
            std::vector<Card> all = other->allCards(), expected = frenchDeck(2, 2);
            std::sort(all.begin(), all.end());
            std::sort(expected.begin(), expected.end());
            QCOMPARE(all, expected);
            for (Seat seat = 0; seat < 3; ++seat) {
                QCOMPARE(other->handSize(seat), game->handSize(seat));
                for (const Card& known : game->knownCards(seat))
                    QVERIFY(std::count(other->hand(seat).begin(), other->hand(seat).end(), known) == 1);
                if (seat != me && other->hand(seat) != game->hand(seat))
                    ++differences["hand"];
            }
            QCOMPARE(other->legalActions(), game->legalActions());
        }
        QVERIFY(differences["hand"] > 10);
    }
};

QTEST_GUILESS_MAIN(QuatorzeTest)
#include "quatorze_test.moc"
