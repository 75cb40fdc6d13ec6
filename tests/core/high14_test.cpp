// High 14: the rulings of RULES.md "High 14" as scenarios: the 14s, following,
// trump from the cut, the widow, scoring, partnerships and the end of the game.
#include <QtTest>

#include "trick_testing.h"
#include "tricks/high14.h"

using namespace ct;
using namespace ct::testing;

namespace {

const std::vector<Card> kDeck = rookDeck(1, 14, false);

// The deal that gives each seat `hands[seat]` with `dealer` dealing, the
// cards left over forming the widow. `cut` (the card shown at the cut, so
// trump) is dealt last: into the widow, or with 4 players to the dealer.
std::vector<Card> dealFor(
    int players, Seat dealer, std::vector<std::vector<Card>> hands, std::vector<Card> widow, Card cut)
{
    auto moveLast = [&](std::vector<Card>& cards) {
        auto at = std::find(cards.begin(), cards.end(), cut);
        if (at == cards.end())
            qFatal("the cut card must be among the dealer's cards or the widow");
        cards.erase(at);
        cards.push_back(cut);
    };
    if (widow.empty())
        moveLast(hands[static_cast<std::size_t>(dealer)]);
    else
        moveLast(widow);
    const std::size_t perHand = 56 / static_cast<std::size_t>(players);
    std::vector<Card> order;
    for (std::size_t i = 0; i < perHand * static_cast<std::size_t>(players); ++i) {
        const std::size_t seat
            = (static_cast<std::size_t>(dealer) + 1 + i) % static_cast<std::size_t>(players);
        order.push_back(hands[seat][i / static_cast<std::size_t>(players)]);
    }
    order.insert(order.end(), widow.begin(), widow.end());
    return order;
}

// Three players, seat 2 dealing (seat 0 leads), with the given cards named
// for each seat and the widow; trump is the colour of the widow's second card.
std::unique_ptr<State> threePlayers(const std::vector<std::string>& named, const std::string& widow,
                                    const std::vector<std::string>& without = {})
{
    auto state = startGame("high14", 3, {}, 1);
    const std::vector<Card> widowCards = cards(widow);
    const auto hands = fillHands(named, {18, 18, 18}, kDeck, widowCards, without);
    const auto deal = dealFor(3, 2, hands, widowCards, widowCards.back());
    auto arranged = tricksOf(*state).arrangeRound(2, deal);
    if (!arranged)
        qFatal("%s", arranged.error().message.c_str());
    return state;
}

} // namespace

class High14Test : public QObject {
    Q_OBJECT

private slots:
    void gameFacts()
    {
        const Game& game = *findGame("high14");
        QCOMPARE(game.minPlayers(), 3);
        QCOMPARE(game.maxPlayers(), 6);
        QCOMPARE(game.deck({}, 4).size(), std::size_t(56));
        for (int players = 3; players <= 6; ++players) {
            auto state = startGame("high14", players, {}, 5);
            const TrickState& tricks = tricksOf(*state);
            QCOMPARE(tricks.phase(), TrickPhase::Play);
            QCOMPARE(tricks.nestSize(), 56 % players);
            for (Seat seat = 0; seat < players; ++seat)
                QCOMPARE(tricks.handSize(seat), 56 / players);
            QCOMPARE(state->currentPlayer(), (tricks.dealer() + 1) % players);
        }
    }

    // Seed example: R4 led, Y14, R14 -> R14 wins.
    void ledColoursFourteenWins()
    {
        auto state = threePlayers({"R4", "Y14", "R14 G14"}, "B2 G9");
        QCOMPARE(playAll(*state, "R4, Y14, R14"), std::string());
        const Trick& trick = tricksOf(*state).completedTricks().at(0);
        QCOMPARE(trick.winner, 2);
        QCOMPARE(state->currentPlayer(), 2);
    }

    // Seed example: R4 led, Y14, G14 -> Y14 wins (the first 14 played).
    void firstFourteenWinsWithoutTheLedOne()
    {
        auto state = threePlayers({"R4", "Y14", "R14 G14"}, "B2 G9");
        QCOMPARE(playAll(*state, "R4, Y14, G14"), std::string());
        QCOMPARE(tricksOf(*state).completedTricks().at(0).winner, 1);
    }

    void ledFourteenWinsItsTrick()
    {
        // Trump is green; a led yellow 14 still beats the green trumps.
        auto state = threePlayers({"Y14", "G13", "G12"}, "B2 G9", {"", "Y", "Y"});
        QCOMPARE(playAll(*state, "Y14, G13, G12"), std::string());
        QCOMPARE(tricksOf(*state).completedTricks().at(0).winner, 0);
    }

    void highestTrumpElseHighestOfTheLedColour()
    {
        // Seat 1 holds no red and trumps; seat 2 follows high.
        auto state = threePlayers({"R4 R6", "G2 B13", "R13 R3"}, "B2 G9", {"", "R", ""});
        QCOMPARE(tricksOf(*state).trump(), std::optional<Suit>(Suit::Green));
        QCOMPARE(playAll(*state, "R4, G2, R13"), std::string());
        QCOMPARE(tricksOf(*state).completedTricks().at(0).winner, 1);
        // Seat 1 leads black; nobody trumps: the highest black wins.
        auto second = threePlayers({"R4 B3", "B5", "B7 R13"}, "B2 G9");
        QCOMPARE(playAll(*second, "B3, B5, B7"), std::string());
        QCOMPARE(tricksOf(*second).completedTricks().at(0).winner, 2);
    }

    void mustFollowButAFourteenMayAlwaysBePlayed()
    {
        auto state = threePlayers({"R4", "R7 B3 Y14 G14", "R13"}, "B2 G9");
        QCOMPARE(playAll(*state, "R4"), std::string());
        const Verdict refused = state->check(*state->parseAction("B3"));
        QCOMPARE(refused.reason, Reason::MustFollow);
        QCOMPARE(refused.card, rook(Suit::Black, 3));
        QCOMPARE(static_cast<Suit>(refused.number), Suit::Red);
        QCOMPARE(describe(refused), std::string("You must follow red."));
        QVERIFY(state->check(*state->parseAction("R7")).legal());
        QVERIFY(state->check(*state->parseAction("Y14")).legal());
        QVERIFY(state->check(*state->parseAction("G14")).legal());
        const Verdict missing = state->check(*state->parseAction("R2"));
        QCOMPARE(missing.reason, Reason::NotInHand);
        QCOMPARE(missing.card, rook(Suit::Red, 2));
        QCOMPARE(state->check(*state->parseAction("bid 70")).reason, Reason::NotAvailableNow);
        QVERIFY(!state->parseAction("play R4").ok());
    }

    void aPlayerWhoCannotFollowPlaysAnything()
    {
        auto state = threePlayers({"R4", "B3 Y2", "R13"}, "B2 G9", {"", "R", ""});
        QCOMPARE(playAll(*state, "R4"), std::string());
        QVERIFY(state->check(*state->parseAction("B3")).legal());
        QVERIFY(state->check(*state->parseAction("Y2")).legal());
        QCOMPARE(playAll(*state, "B3"), std::string());
        // Seat 1 showed it holds no red.
        QVERIFY(tricksOf(*state).voids(1) & suitBit(Suit::Red));
    }

    void trumpIsTheColourOfTheCutAndEveryoneSeesIt()
    {
        // Four players: the cut card is dealt last, to the dealer.
        auto state = startGame("high14", 4, {}, 1);
        const auto hands = fillHands({"", "", "", "Y7"}, {14, 14, 14, 14}, kDeck, {});
        QVERIFY(tricksOf(*state).arrangeRound(3, dealFor(4, 3, hands, {}, rook(Suit::Yellow, 7))).ok());
        const auto& tricks = tricksOf(*state);
        QCOMPARE(tricks.trump(), std::optional<Suit>(Suit::Yellow));
        QCOMPARE(static_cast<const High14State&>(tricks).cutCard(), rook(Suit::Yellow, 7));
        for (Seat seat = 0; seat < 3; ++seat) {
            const Observation view = state->observe(seat);
            const auto zone = std::find_if(view.zones.begin(), view.zones.end(),
                                           [](const Zone& z) { return z.id == "hand3"; });
            QVERIFY(zone->cards.front().known);
            QCOMPARE(zone->cards.front().card, rook(Suit::Yellow, 7));
            QVERIFY(!zone->cards.back().known);
        }
        // Three players: the cut card is the widow's last card.
        auto three = threePlayers({"", "", ""}, "R10 B8");
        QCOMPARE(tricksOf(*three).trump(), std::optional<Suit>(Suit::Black));
        const Observation view = three->observe(1);
        const auto widow = std::find_if(view.zones.begin(), view.zones.end(),
                                        [](const Zone& z) { return z.id == "widow"; });
        QCOMPARE(widow->cards.size(), std::size_t(2));
        QCOMPARE(widow->cards[0].card, rook(Suit::Black, 8));
        QVERIFY(!widow->cards[1].known);
    }

    void eachSeatSeesItsOwnHandFaceUpAndTheOthersFaceDown()
    {
        // The table in the app is drawn from seat 0's observation: its own
        // hand must come face up, every other hand face down.
        auto state = startGame("high14", 4, {}, 1);
        for (Seat seat = 0; seat < 4; ++seat) {
            const Observation view = state->observe(seat);
            for (const Zone& zone : view.zones) {
                if (zone.kind != ZoneKind::Hand || zone.cards.empty())
                    continue;
                const bool own = zone.owner == seat;
                for (const PlacedCard& card : zone.cards) {
                    QCOMPARE(card.faceUp, own);
                    if (own)
                        QVERIFY(card.known);
                }
            }
        }
    }

    void theWidowGoesToTheFirstTricksWinnerAndCountsForThem()
    {
        auto state = threePlayers({"R4", "R9", "R13"}, "B10 G5");
        QCOMPARE(playAll(*state, "R4, R9, R13"), std::string());
        const auto& tricks = tricksOf(*state);
        const auto zones = state->zones();
        auto zone = [&](const std::string& id) {
            return *std::find_if(zones.begin(), zones.end(), [&](const Zone& z) { return z.id == id; });
        };
        QVERIFY(zone("widow").cards.empty());
        QCOMPARE(zone("taken2").cards.size(), std::size_t(5));
        QCOMPARE(zone("taken2").cards.back().card, rook(Suit::Green, 5));
        // Play the round out: seat 2's points include the widow's 15.
        Rng choose(3);
        while (tricks.round() == 1) {
            const auto actions = state->legalActions();
            state->apply(actions[choose.below(static_cast<std::uint32_t>(actions.size()))]);
        }
        std::vector<int> expected(3, 0);
        for (const Trick& trick : tricks.previousRoundTricks()) {
            expected[static_cast<std::size_t>(trick.winner)] += 5 + tricks.rules().points(trick.cards());
        }
        expected[2] += 15;
        QCOMPARE(tricks.rounds().at(0).taken, expected);
        QCOMPARE(tricks.rounds().at(0).points, expected);
        QCOMPARE(tricks.scoreSheet()->rows.at(0).totals, expected);
        QCOMPARE(tricks.dealer(), 0); // the deal rotates left
    }

    void scoringCountsTricksFivesAndTens()
    {
        CardRules rules = tricksOf(*startGame("high14", 4, {}, 1)).rules();
        QCOMPARE(rules.points(rook(Suit::Red, 5)), 5);
        QCOMPARE(rules.points(rook(Suit::Red, 10)), 10);
        QCOMPARE(rules.points(rook(Suit::Red, 14)), 0);
        QCOMPARE(rules.points(rook(Suit::Red, 1)), 0);
        QCOMPARE(rules.trickPoints, 5);
        QCOMPARE(High14State::pointsInPlay(4), 130);
    }

    void everyRoundSharesOutThePointsInPlay_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<QString>("partnerships");
        for (int players = 3; players <= 6; ++players) {
            QTest::newRow(qPrintable(QString("%1 players").arg(players))) << players << "off";
            QTest::newRow(qPrintable(QString("%1 players, partnerships").arg(players))) << players << "on";
        }
    }

    void everyRoundSharesOutThePointsInPlay()
    {
        QFETCH(int, players);
        QFETCH(QString, partnerships);
        const std::string error = checkRoundTotals("high14", players,
            {{"partnerships", partnerships.toStdString()}}, High14State::pointsInPlay(players), 6, 20);
        QVERIFY2(error.empty(), error.c_str());
    }

    void partnershipsPoolPoints()
    {
        auto four = startGame("high14", 4, {{"partnerships", "on"}}, 2);
        QCOMPARE(tricksOf(*four).sideCount(), 2);
        QCOMPARE(tricksOf(*four).scoreSheet()->sides, (std::vector<std::string>{"0+2", "1+3"}));
        auto six = startGame("high14", 6, {{"partnerships", "on"}}, 2);
        QCOMPARE(tricksOf(*six).scoreSheet()->sides, (std::vector<std::string>{"0+2+4", "1+3+5"}));
        auto five = startGame("high14", 5, {{"partnerships", "on"}}, 2);
        QCOMPARE(tricksOf(*five).sideCount(), 5);
        Rng choose(9);
        while (tricksOf(*four).rounds().empty()) {
            const auto actions = four->legalActions();
            four->apply(actions[choose.below(static_cast<std::uint32_t>(actions.size()))]);
        }
        const auto scores = four->scores();
        QCOMPARE(scores[0], scores[2]);
        QCOMPARE(scores[1], scores[3]);
        QCOMPARE(scores[0] + scores[1], 130);
    }

    // Several players reaching 250 in one round: the highest total wins; a
    // tie at the top plays another round.
    void tiesAtTheTargetPlayAnotherRound()
    {
        auto probe = startGame("high14", 4, {{"partnerships", "on"}}, 4);
        std::vector<Action> round;
        Rng choose(11);
        while (tricksOf(*probe).rounds().empty()) {
            const auto actions = probe->legalActions();
            round.push_back(actions[choose.below(static_cast<std::uint32_t>(actions.size()))]);
            probe->apply(round.back());
        }
        const std::vector<int> points = tricksOf(*probe).rounds().at(0).points;

        // Both sides end the round on 260.
        auto tied = startGame("high14", 4, {{"partnerships", "on"}}, 4);
        tricksOf(*tied).arrangeTotals({260 - points[0], 260 - points[1]});
        QVERIFY(!tied->isTerminal());
        for (const Action& action : round)
            QVERIFY(tied->play(action).legal());
        QCOMPARE(tricksOf(*tied).scoreSheet()->totals(), (std::vector<int>{260, 260}));
        QVERIFY(!tied->isTerminal());
        QCOMPARE(tricksOf(*tied).round(), 2);

        // One point apart: the higher total wins although both passed 250.
        auto close = startGame("high14", 4, {{"partnerships", "on"}}, 4);
        tricksOf(*close).arrangeTotals({261 - points[0], 260 - points[1]});
        for (const Action& action : round)
            QVERIFY(close->play(action).legal());
        QVERIFY(close->isTerminal());
        QCOMPARE(tricksOf(*close).winningSide(), 0);
        const Outcome outcome = close->outcome();
        QCOMPARE(outcome.places, (std::vector<int>{1, 2, 1, 2}));
        QCOMPARE(outcome.result, Result::Won);
        QVERIFY(close->legalActions().empty());
        QCOMPARE(close->check(round.front()).reason, Reason::GameOver);
    }

    void hiddenCardsStayHiddenAndResampleConsistently()
    {
        auto state = threePlayers({"R4", "R9", "R13"}, "B10 G5");
        const Observation view = state->observe(0);
        for (const Zone& zone : view.zones) {
            if (zone.id == "hand1" || zone.id == "hand2")
                for (const PlacedCard& card : zone.cards)
                    QVERIFY(!card.known);
            if (zone.id == "hand0")
                for (const PlacedCard& card : zone.cards)
                    QVERIFY(card.known);
        }
        for (int players = 3; players <= 6; ++players) {
            const std::string error = checkResampling("high14", players, {{"partnerships", "on"}}, 3);
            QVERIFY2(error.empty(), error.c_str());
        }
    }

    void jsonHasTricksTrumpAndScoreSheet()
    {
        auto state = threePlayers({"R4", "R9", "R13"}, "B10 G5");
        QCOMPARE(playAll(*state, "R4, R9, R13"), std::string());
        const std::string json = stateJson(*state);
        QVERIFY(json.find("\"trump\":\"G\"") != std::string::npos);
        QVERIFY(json.find("\"cutCard\":\"G5\"") != std::string::npos);
        QVERIFY(json.find("\"tricks\":[{\"leader\":0,\"cards\":[\"R4\",\"R9\",\"R13\"],\"hands\":[0,1,2],"
                          "\"winner\":2}]") != std::string::npos);
        QVERIFY(
            json.find("\"scoreSheet\":{\"sides\":[\"0\",\"1\",\"2\"],\"target\":250") != std::string::npos);
    }
};

QTEST_GUILESS_MAIN(High14Test)
#include "high14_test.moc"
