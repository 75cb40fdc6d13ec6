// What the trick-taking games tell a front end that draws the table: the
// dealer and the sides, what a click on a card asks for (and why it may be
// refused), the order a hand is held in, and the target option.
#include <QtTest>

#include "trick_testing.h"
#include "tricks/high14.h"

using namespace ct;
using namespace ct::testing;

namespace {

std::string textOf(const std::vector<Card>& held)
{
    return cardsText(held);
}

// Plays random legal actions until `done` holds (or the game ends).
template <typename Done> void playUntil(State& state, Done done, std::uint32_t seed = 3)
{
    Rng rng(seed);
    for (int step = 0; step < 5000 && !state.isTerminal() && !done(); ++step) {
        const auto legal = state.legalActions();
        state.apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
    }
}

} // namespace

class TrickTableTest : public QObject {
    Q_OBJECT

private slots:
    void seatsNameTheDealerAndTheSides()
    {
        auto teams = startGame("high14", 4, {{"partnerships", "on"}}, 2);
        const TableSeats seats = teams->tableSeats();
        QCOMPARE(seats.dealer, tricksOf(*teams).dealer());
        QCOMPARE(seats.sideOfSeat, (std::vector<int> {0, 1, 0, 1}));
        auto alone = startGame("high14", 5, {}, 2);
        QCOMPARE(alone->tableSeats().sideOfSeat, (std::vector<int> {0, 1, 2, 3, 4}));
        auto kentucky = startGame("kentucky-discard", 4, {}, 9);
        QCOMPARE(kentucky->tableSeats().sideOfSeat, (std::vector<int> {0, 1, 0, 1}));
        // A patience game has no dealer, and its one seat plays alone.
        auto klondike = findGame("klondike")->start(GameSetup {});
        QVERIFY(klondike.ok());
        QCOMPARE((*klondike)->tableSeats().dealer, kNoSeat);
        QCOMPARE((*klondike)->tableSeats().sideOfSeat, std::vector<int> {0});
    }

    void aClickedCardIsPlayedOrRefusedWithTheRule()
    {
        // Seat 0 leads R4; seat 1 holds red, so only red (or a 14) may follow.
        auto state = startGame("high14", 3, {}, 1);
        const std::vector<Card> widow = cards("B2 G3");
        const auto hands
            = fillHands({"R4 Y2", "R9 Y6 G14", "R12"}, {18, 18, 18}, rookDeck(1, 14, false), widow);
        std::vector<Card> order;
        for (std::size_t i = 0; i < 54; ++i)
            order.push_back(hands[i % 3][i / 3]); // seat 0 first: seat 2 deals
        order.insert(order.end(), widow.begin(), widow.end());
        QVERIFY(tricksOf(*state).arrangeRound(2, order).ok());
        QCOMPARE(state->currentPlayer(), 0);
        // Not seat 1's turn: its cards ask for nothing yet.
        QVERIFY(!state->actionForCard("hand1", *parseCard("R9")));
        const auto lead = state->actionForCard("hand0", *parseCard("R4"));
        QVERIFY(lead);
        QVERIFY(state->check(*lead).legal());
        QVERIFY(state->play(*lead).legal());
        const auto follow = state->actionForCard("hand1", *parseCard("R9"));
        const auto offSuit = state->actionForCard("hand1", *parseCard("Y6"));
        const auto fourteen = state->actionForCard("hand1", *parseCard("G14"));
        QVERIFY(follow && offSuit && fourteen);
        QVERIFY(state->check(*follow).legal());
        QVERIFY(state->check(*fourteen).legal());
        const Verdict refused = state->check(*offSuit);
        QCOMPARE(refused.reason, Reason::MustFollow);
        QCOMPARE(static_cast<Suit>(refused.number), Suit::Red);
        // A card of another zone (the trick) asks for nothing.
        QVERIFY(!state->actionForCard("trick", *parseCard("R4")));
    }

    void biddingAndExchangeCardsAskForNothingDiscardsLayAside()
    {
        auto rook = startGame("rook-for-two", 2, {}, 4);
        const TrickState& tricks = tricksOf(*rook);
        QCOMPARE(tricks.phase(), TrickPhase::Bidding);
        const Seat bidder = rook->currentPlayer();
        QVERIFY(!rook->actionForCard("hand" + std::to_string(bidder), tricks.hand(bidder).front()));
        playUntil(*rook, [&] { return tricks.phase() == TrickPhase::Exchange; });
        QCOMPARE(tricks.phase(), TrickPhase::Exchange);
        const Seat declarer = rook->currentPlayer();
        QVERIFY(!rook->actionForCard("hand" + std::to_string(declarer), tricks.hand(declarer).front()));

        auto kentucky = startGame("kentucky-discard", 4, {{"all-pass", "dealer-bids"}}, 6);
        const TrickState& kd = tricksOf(*kentucky);
        playUntil(*kentucky, [&] { return kd.phase() == TrickPhase::Discard; });
        QCOMPARE(kd.phase(), TrickPhase::Discard);
        const Seat declarer2 = kentucky->currentPlayer();
        const Card card = kd.hand(declarer2).back();
        const auto laid = kentucky->actionForCard("hand" + std::to_string(declarer2), card);
        QVERIFY(laid);
        QCOMPARE(kentucky->actionText(*laid), "discard " + cardText(card));
        QVERIFY(kentucky->check(*laid).legal());
    }

    void handsAreHeldTrumpFirstHighestFirst()
    {
        auto state = startGame("kentucky-discard", 4, {}, 6);
        const TrickState& tricks = tricksOf(*state);
        const std::vector<Card> held = cards("R5 BIRD B14 G10 R14 Y7 B5 G1");
        // Before trump: the Bird first, then red, yellow, green, black, each high to low.
        QCOMPARE(textOf(state->displayOrder(held)), std::string("BIRD R14 R5 Y7 G10 G1 B14 B5"));
        playUntil(*state, [&] { return tricks.trump().has_value(); });
        QVERIFY(tricks.trump().has_value());
        const Suit trump = *tricks.trump();
        const std::vector<Card> sorted = state->displayOrder(held);
        // Trump leads, the Bird at its head; the other colours keep their order.
        QCOMPARE(sorted.front(), bird());
        std::size_t firstOther = 1;
        while (firstOther < sorted.size() && sorted[firstOther].suit == trump)
            ++firstOther;
        for (std::size_t i = firstOther; i < sorted.size(); ++i)
            QVERIFY(sorted[i].suit != trump);
        QCOMPARE(sorted.size(), held.size());
    }

    void theTargetIsAnOption_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("standard");
        QTest::addColumn<QString>("other");
        QTest::newRow("high14") << "high14" << 4 << 250 << "500";
        QTest::newRow("rook-for-two") << "rook-for-two" << 2 << 150 << "100";
        QTest::newRow("kentucky-discard") << "kentucky-discard" << 4 << 300 << "200";
    }

    void theTargetIsAnOption()
    {
        QFETCH(QString, game);
        QFETCH(int, players);
        QFETCH(int, standard);
        QFETCH(QString, other);
        auto plain = startGame(game.toStdString(), players, {}, 3);
        QCOMPARE(plain->scoreSheet()->target, standard);
        auto chosen = startGame(game.toStdString(), players, {{"target", other.toStdString()}}, 3);
        QVERIFY(chosen);
        QCOMPARE(chosen->scoreSheet()->target, other.toInt());
        // Reaching the chosen target ends the game.
        std::vector<int> totals(chosen->scoreSheet()->sides.size(), 0);
        totals[0] = other.toInt();
        tricksOf(*chosen).arrangeTotals(totals);
        QVERIFY(chosen->isTerminal());
        // A target that is not offered is refused with its name.
        GameSetup setup;
        setup.players = players;
        setup.options = {{"target", "77"}};
        auto refused = findGame(game.toStdString())->start(setup);
        QVERIFY(!refused.ok());
        QVERIFY(refused.error().text().find("target") != std::string::npos);
    }
};

QTEST_GUILESS_MAIN(TrickTableTest)
#include "trick_table_test.moc"
