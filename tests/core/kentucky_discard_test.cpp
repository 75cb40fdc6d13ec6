// Kentucky Discard: the rulings of RULES.md "Kentucky Discard" as scenarios:
// the deal with its nest, the auction and the all-pass option, discarding and
// naming trump, the Bird, the last trick taking the nest, scoring, the target,
// and the variants.
#include <QtTest>

#include "trick_testing.h"
#include "tricks/kentucky_discard.h"

using namespace ct;
using namespace ct::testing;

namespace {

// The deal giving each seat its hand with `dealer` dealing: one card at a
// time from the dealer's left, a nest card after each of the first rounds.
std::vector<Card> dealFor(
    Seat dealer, const std::vector<std::vector<Card>>& hands, const std::vector<Card>& nest)
{
    std::vector<Card> order;
    for (std::size_t round = 0; round < hands[0].size(); ++round) {
        for (int i = 1; i <= 4; ++i)
            order.push_back(hands[static_cast<std::size_t>((dealer + i) % 4)][round]);
        if (round < nest.size())
            order.push_back(nest[round]);
    }
    return order;
}

// Seat 3 deals, so seat 0 bids and leads first.
std::unique_ptr<State> arranged(const std::vector<std::string>& named, const std::string& nest,
                                const std::vector<std::string>& without = {}, const Options& options = {})
{
    auto state = startGame("kentucky-discard", 4, options, 1);
    const std::string variant = options.count("variant") ? options.at("variant") : "standard";
    const std::vector<Card> deck = KentuckyDiscardState::variantDeck(variant);
    const std::vector<Card> nestCards = cards(nest);
    const int perHand = static_cast<int>(deck.size() - nestCards.size()) / 4;
    const auto hands = fillHands(named, {perHand, perHand, perHand, perHand}, deck, nestCards, without);
    auto result = tricksOf(*state).arrangeRound(3, dealFor(3, hands, nestCards));
    if (!result)
        qFatal("%s", result.error().message.c_str());
    return state;
}

// Seat 0 wins the auction at the lowest bid, lays the nest's own cards aside
// again and names `trump`: play starts with seat 0 to lead.
std::string declareAndDiscardNest(State& state, const std::string& nest, const std::string& trump)
{
    std::string actions = state.actionText(state.legalActions().front()) + ", pass, pass, pass";
    for (const Card& card : cards(nest))
        actions += ", discard " + cardText(card);
    return playAll(state, actions + ", trump " + trump);
}

} // namespace

class KentuckyDiscardTest : public QObject {
    Q_OBJECT

private slots:
    void dealAndBidRangeForEachVariant_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<int>("deck");
        QTest::addColumn<int>("perHand");
        QTest::addColumn<int>("nest");
        QTest::addColumn<int>("lowest");
        QTest::addColumn<int>("highest");
        QTest::newRow("standard") << "standard" << 41 << 9 << 5 << 70 << 120;
        QTest::newRow("original") << "original" << 40 << 9 << 4 << 60 << 100;
        QTest::newRow("red1") << "red1" << 42 << 9 << 6 << 90 << 150;
        QTest::newRow("buckeye") << "buckeye" << 45 << 10 << 5 << 105 << 180;
    }

    void dealAndBidRangeForEachVariant()
    {
        QFETCH(QString, variant);
        QFETCH(int, deck);
        QFETCH(int, perHand);
        QFETCH(int, nest);
        QFETCH(int, lowest);
        QFETCH(int, highest);
        const Options options{{"variant", variant.toStdString()}};
        QCOMPARE(static_cast<int>(findGame("kentucky-discard")->deck(options, 4).size()), deck);
        auto state = startGame("kentucky-discard", 4, options, 3);
        const auto& tricks = tricksOf(*state);
        for (Seat seat = 0; seat < 4; ++seat)
            QCOMPARE(tricks.handSize(seat), perHand);
        QCOMPARE(tricks.nestSize(), nest);
        QCOMPARE(state->currentPlayer(), (tricks.dealer() + 1) % 4);
        const auto actions = state->legalActions();
        QCOMPARE(actions.front(), TrickState::bid(lowest));
        QCOMPARE(actions[actions.size() - 2], TrickState::bid(highest));
        QCOMPARE(actions.back(), TrickState::pass());
        QCOMPARE(static_cast<int>(actions.size()), (highest - lowest) / 5 + 2);
    }

    void theNestIsDealtAfterEachOfTheFirstFiveRounds()
    {
        auto state = startGame("kentucky-discard", 4, {}, 1);
        const std::vector<Card> deck = KentuckyDiscardState::variantDeck("standard");
        std::vector<Card> order = deck;
        QVERIFY(tricksOf(*state).arrangeRound(3, order).ok());
        QCOMPARE(tricksOf(*state).nest(),
            (std::vector<Card> {order[4], order[9], order[14], order[19], order[24]}));
        const auto& seat0 = tricksOf(*state).hand(0);
        QVERIFY(std::find(seat0.begin(), seat0.end(), order[0]) != seat0.end());
        QVERIFY(std::find(seat0.begin(), seat0.end(), order[25]) != seat0.end());
    }

    void biddingGoesClockwiseAndAPassIsFinal()
    {
        auto state = arranged({}, "R5 R6 R7 R8 R9");
        QCOMPARE(state->currentPlayer(), 0);
        QCOMPARE(playAll(*state, "pass, bid 70, pass"), std::string());
        QCOMPARE(state->currentPlayer(), 3);
        const Verdict steps = state->check(*state->parseAction("bid 77"));
        QCOMPARE(steps.reason, Reason::BidNotInSteps);
        QCOMPARE(steps.number, 5);
        QCOMPARE(state->check(*state->parseAction("bid 70")).reason, Reason::BidTooLow);
        QCOMPARE(state->check(*state->parseAction("bid 125")).reason, Reason::BidTooHigh);
        QCOMPARE(playAll(*state, "bid 75"), std::string());
        QCOMPARE(state->currentPlayer(), 1); // seats 0 and 2 passed for good
        QCOMPARE(playAll(*state, "bid 80, pass"), std::string());
        const auto& tricks = tricksOf(*state);
        QCOMPARE(tricks.declarer(), 1);
        QCOMPARE(tricks.contract(), 80);
        QCOMPARE(tricks.phase(), TrickPhase::Discard);

        auto top = arranged({}, "R5 R6 R7 R8 R9");
        QCOMPARE(playAll(*top, "bid 120"), std::string());
        QCOMPARE(tricksOf(*top).declarer(), 0);
        QCOMPARE(tricksOf(*top).phase(), TrickPhase::Discard);
    }

    void allPassThrowsTheHandIn()
    {
        auto state = arranged({}, "R5 R6 R7 R8 R9");
        QCOMPARE(playAll(*state, "pass, pass, pass, pass"), std::string());
        const auto& tricks = tricksOf(*state);
        QCOMPARE(tricks.round(), 2);
        QCOMPARE(tricks.dealer(), 0);
        QCOMPARE(tricks.phase(), TrickPhase::Bidding);
        QCOMPARE(state->currentPlayer(), 1);
        const ScoreRow& row = tricks.scoreSheet()->rows.at(0);
        QCOMPARE(row.note, std::string("thrown-in"));
        QCOMPARE(row.points, (std::vector<int>{0, 0}));
        QVERIFY(tricks.rounds().at(0).thrownIn);
    }

    void dealerMustBidWhenTheOthersPass()
    {
        auto state = arranged({}, "R5 R6 R7 R8 R9", {}, {{"all-pass", "dealer-bids"}});
        QCOMPARE(playAll(*state, "pass, pass, pass"), std::string());
        QCOMPARE(state->currentPlayer(), 3);
        QCOMPARE(state->legalActions(), (std::vector<Action>{TrickState::bid(70)}));
        const Verdict pass = state->check(TrickState::pass());
        QCOMPARE(pass.reason, Reason::MustBid);
        QCOMPARE(pass.number, 70);
        QCOMPARE(state->check(TrickState::bid(75)).reason, Reason::MustBid);
        QCOMPARE(playAll(*state, "bid 70"), std::string());
        QCOMPARE(tricksOf(*state).declarer(), 3);
        QCOMPARE(tricksOf(*state).contract(), 70);
    }

    void theDeclarerTakesTheNestDiscardsFiveThenNamesTrump()
    {
        auto state = arranged({"BIRD R14"}, "Y5 Y10 G5 B10 B14");
        QCOMPARE(playAll(*state, "bid 70, pass, pass, pass"), std::string());
        const auto& tricks = tricksOf(*state);
        QCOMPARE(tricks.handSize(0), 14);
        QCOMPARE(tricks.nestSize(), 0);
        QCOMPARE(state->legalActions().size(), std::size_t(14));
        QCOMPARE(state->check(*state->parseAction("R14")).reason, Reason::NotAvailableNow);
        QCOMPARE(state->check(*state->parseAction("trump R")).reason, Reason::NotAvailableNow);
        QCOMPARE(state->check(*state->parseAction("discard Y6")).reason, Reason::NotInHand);
        // Counters may be laid aside, the Bird too.
        QVERIFY(state->check(*state->parseAction("discard BIRD")).legal());
        QCOMPARE(playAll(*state, "discard Y5, discard Y10, discard B10, discard B14"), std::string());
        QCOMPARE(tricks.phase(), TrickPhase::Discard);
        QCOMPARE(playAll(*state, "discard R14"), std::string());
        QCOMPARE(tricks.phase(), TrickPhase::Trump);
        QCOMPARE(tricks.handSize(0), 9);
        QCOMPARE(tricks.nest(), cards("Y5 Y10 B10 B14 R14"));
        // Only the declarer knows what was laid aside.
        auto nestOf = [](const Observation& view) {
            return *std::find_if(
                view.zones.begin(), view.zones.end(), [](const Zone& z) { return z.id == "nest"; });
        };
        QVERIFY(nestOf(state->observe(0)).cards.front().known);
        QVERIFY(!nestOf(state->observe(2)).cards.front().known);
        QCOMPARE(playAll(*state, "trump G"), std::string());
        QCOMPARE(tricks.phase(), TrickPhase::Play);
        QCOMPARE(state->currentPlayer(), 0); // left of the dealer leads
    }

    void aLedBirdCallsForTrump()
    {
        auto state = arranged({"BIRD", "G6 R6"}, "Y5 Y6 Y7 Y8 Y9");
        QCOMPARE(declareAndDiscardNest(*state, "Y5 Y6 Y7 Y8 Y9", "G"), std::string());
        QCOMPARE(playAll(*state, "BIRD"), std::string());
        const Verdict refused = state->check(*state->parseAction("R6"));
        QCOMPARE(refused.reason, Reason::MustFollow);
        QCOMPARE(static_cast<Suit>(refused.number), Suit::Green);
        QVERIFY(state->check(*state->parseAction("G6")).legal());
    }

    void trumpLedForcesTheBirdWhenItIsTheLastTrump()
    {
        auto state = arranged({"G14", "BIRD R6"}, "Y5 Y6 Y7 Y8 Y9", {"", "G"});
        QCOMPARE(declareAndDiscardNest(*state, "Y5 Y6 Y7 Y8 Y9", "G"), std::string());
        QCOMPARE(playAll(*state, "G14"), std::string());
        QCOMPARE(state->legalActions(), (std::vector<Action>{TrickState::playCard(bird())}));
        const Verdict refused = state->check(*state->parseAction("R6"));
        QCOMPARE(refused.reason, Reason::MustFollow);
        QCOMPARE(static_cast<Suit>(refused.number), Suit::Green);
        QCOMPARE(playAll(*state, "BIRD"), std::string());
        // The Bird is the highest trump: it beats the green 14.
        while (tricksOf(*state).completedTricks().empty())
            state->apply(state->legalActions().front());
        QCOMPARE(tricksOf(*state).completedTricks().at(0).winner, 1);
    }

    void theBirdMayBePlayedInsteadOfFollowing()
    {
        auto state = arranged({"R5 G14", "R6 BIRD Y9"}, "Y5 Y6 Y7 Y8 B5");
        QCOMPARE(declareAndDiscardNest(*state, "Y5 Y6 Y7 Y8 B5", "G"), std::string());
        QCOMPARE(playAll(*state, "R5"), std::string());
        QVERIFY(state->check(*state->parseAction("R6")).legal());
        QVERIFY(state->check(*state->parseAction("BIRD")).legal());
        QCOMPARE(state->check(*state->parseAction("Y9")).reason, Reason::MustFollow);
        // Playing the Bird shows no void: seat 1 may still hold red.
        QCOMPARE(playAll(*state, "BIRD"), std::string());
        QCOMPARE(tricksOf(*state).voids(1), 0u);

        // The Bird, being trump, takes the trick.
        while (tricksOf(*state).completedTricks().empty())
            state->apply(state->legalActions().front());
        const Trick& trick = tricksOf(*state).completedTricks().at(0);
        QCOMPARE(trick.winner, 1);
    }

    void theLastTrickTakesTheDiscardedNest()
    {
        auto state = arranged({}, "Y5 Y10 G5 B10 B14");
        QCOMPARE(declareAndDiscardNest(*state, "Y5 Y10 G5 B10 B14", "R"), std::string());
        const auto& tricks = tricksOf(*state);
        Rng choose(4);
        while (tricks.round() == 1) {
            const auto actions = state->legalActions();
            state->apply(actions[choose.below(static_cast<std::uint32_t>(actions.size()))]);
        }
        std::vector<int> expected(2, 0);
        for (const Trick& trick : tricks.previousRoundTricks())
            expected[static_cast<std::size_t>(trick.winner % 2)] += tricks.rules().points(trick.cards());
        expected[static_cast<std::size_t>(tricks.previousRoundTricks().back().winner % 2)] += 40;
        QCOMPARE(tricks.rounds().at(0).taken, expected);
        QCOMPARE(expected[0] + expected[1], 120);
    }

    void aSetSideLosesItsBidTheOtherScoresItsCounters()
    {
        int set = 0;
        int made = 0;
        for (std::uint32_t seed = 1; seed <= 40; ++seed) {
            auto state = startGame("kentucky-discard", 4, {}, seed);
            Rng choose(seed);
            const auto& tricks = tricksOf(*state);
            while (tricks.rounds().empty() || tricks.rounds().back().thrownIn) {
                auto actions = state->legalActions();
                if (tricks.phase() == TrickPhase::Bidding && tricks.auction().highBid() >= 70)
                    actions = {TrickState::pass()};
                if (tricks.phase() == TrickPhase::Bidding && tricks.auction().highBid() == 0 &&
                    state->currentPlayer() == (tricks.dealer() + 1) % 4)
                    actions = {TrickState::bid(70)};
                state->apply(actions[choose.below(static_cast<std::uint32_t>(actions.size()))]);
            }
            const RoundSummary& summary = tricks.rounds().back();
            const auto bidders = static_cast<std::size_t>(summary.declarer % 2);
            const std::size_t others = 1 - bidders;
            QCOMPARE(summary.made, summary.taken[bidders] >= summary.contract);
            QCOMPARE(summary.points[others], summary.taken[others]);
            if (summary.made) {
                ++made;
                QCOMPARE(summary.points[bidders], summary.taken[bidders]);
            } else {
                ++set;
                QCOMPARE(summary.points[bidders], -summary.contract);
            }
        }
        QVERIFY(set > 0);
        QVERIFY(made > 0);
    }

    void everyRoundSharesOutThePointsInPlay_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<QString>("allPass");
        for (const char* variant : {"standard", "original", "red1", "buckeye"})
            for (const char* allPass : {"thrown-in", "dealer-bids"})
                QTest::newRow(qPrintable(QString("%1, %2").arg(variant, allPass))) << variant << allPass;
    }

    void everyRoundSharesOutThePointsInPlay()
    {
        QFETCH(QString, variant);
        QFETCH(QString, allPass);
        const Options options{{"variant", variant.toStdString()}, {"all-pass", allPass.toStdString()}};
        const std::string error = checkRoundTotals(
            "kentucky-discard", 4, options, KentuckyDiscardState::pointsInPlay(variant.toStdString()), 6, 20);
        QVERIFY2(error.empty(), error.c_str());
    }

    void bothSidesPastThreeHundredTheHigherWins()
    {
        std::uint32_t seed = 0;
        std::vector<Action> round;
        std::vector<int> points;
        // A first round in which both sides score.
        while (points.empty() || points[0] < 2 || points[1] < 2) {
            ++seed;
            auto probe = startGame("kentucky-discard", 4, {}, seed);
            round.clear();
            Rng choose(seed);
            while (tricksOf(*probe).rounds().empty()) {
                auto actions = probe->legalActions();
                round.push_back(actions[choose.below(static_cast<std::uint32_t>(actions.size()))]);
                probe->apply(round.back());
            }
            points = tricksOf(*probe).rounds().at(0).points;
        }
        const int tie = 299 + std::min(points[0], points[1]);
        auto tied = startGame("kentucky-discard", 4, {}, seed);
        tricksOf(*tied).arrangeTotals({tie - points[0], tie - points[1]});
        for (const Action& action : round)
            QVERIFY(tied->play(action).legal());
        QVERIFY(!tied->isTerminal());
        auto close = startGame("kentucky-discard", 4, {}, seed);
        tricksOf(*close).arrangeTotals({tie - points[0], tie - 1 - points[1]});
        for (const Action& action : round)
            QVERIFY(close->play(action).legal());
        QVERIFY(close->isTerminal());
        QCOMPARE(tricksOf(*close).winningSide(), 0);
        QCOMPARE(close->outcome().places, (std::vector<int>{1, 2, 1, 2}));
    }

    void redOneIsTheTopTrumpWorthThirty()
    {
        const Options options{{"variant", "red1"}};
        auto state = arranged({"G14", "R1", "BIRD"}, "Y5 Y6 Y7 Y8 Y9 Y10", {"", "G", "G"}, options);
        QCOMPARE(declareAndDiscardNest(*state, "Y5 Y6 Y7 Y8 Y9 Y10", "G"), std::string());
        const auto& tricks = tricksOf(*state);
        QCOMPARE(tricks.rules().points(rook(Suit::Red, 1)), 30);
        QCOMPARE(tricks.rules().suitOf(rook(Suit::Red, 1)), Suit::Green);
        // Green led: the red 1 is seat 1's only trump, so it must be played.
        QCOMPARE(playAll(*state, "G14"), std::string());
        QCOMPARE(state->legalActions(), (std::vector<Action>{TrickState::playCard(rook(Suit::Red, 1))}));
        QCOMPARE(playAll(*state, "R1, BIRD"), std::string());
        QCOMPARE(tricks.currentTrick().plays.size(), std::size_t(3));
        const auto actions = state->legalActions();
        state->apply(actions.front());
        QCOMPARE(tricks.completedTricks().at(0).winner, 1);
    }

    void buckeyeOnesRankAboveFourteens()
    {
        const Options options{{"variant", "buckeye"}};
        auto state = arranged({"Y14", "Y1"}, "R5 R6 R7 R8 R9", {}, options);
        QCOMPARE(declareAndDiscardNest(*state, "R5 R6 R7 R8 R9", "R"), std::string());
        const auto& tricks = tricksOf(*state);
        QCOMPARE(tricks.rules().points(rook(Suit::Yellow, 1)), 15);
        QCOMPARE(playAll(*state, "Y14, Y1"), std::string());
        while (tricks.completedTricks().empty()) {
            // Seats 2 and 3 play anything legal but trump.
            const auto actions = state->legalActions();
            Action choice = actions.front();
            for (const Action& action : actions)
                if (!tricks.rules().isTrump(action.cards[0]))
                    choice = action;
            state->apply(choice);
        }
        QCOMPARE(tricks.completedTricks().at(0).winner, 1);
    }

    void hiddenCardsStayHiddenAndResampleConsistently()
    {
        for (const char* variant : {"standard", "original", "red1", "buckeye"}) {
            const std::string error = checkResampling("kentucky-discard", 4, {{"variant", variant}}, 4);
            QVERIFY2(error.empty(), error.c_str());
        }
    }
};

QTEST_GUILESS_MAIN(KentuckyDiscardTest)
#include "kentucky_discard_test.moc"
