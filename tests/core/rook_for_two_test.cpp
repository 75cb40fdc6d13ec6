// Rook for Two: the rulings of RULES.md "Rook for Two" as scenarios: drawing
// for the first deal, the forced opening bid, the two-or-none exchange, the
// Dummy that plays its top card and takes tricks for nobody, and scoring.
#include <QtTest>

#include "trick_testing.h"
#include "tricks/rook_for_two.h"

using namespace ct;
using namespace ct::testing;

namespace {

const std::vector<Card> kDeck = rookDeck(4, 14, false);

// The deal giving the non-dealer, the Dummy (its pile bottom first, so the
// last card is played first) and the dealer these cards, then the nest.
std::vector<Card> dealFor(const std::vector<Card>& nonDealer, const std::vector<Card>& dummy,
                          const std::vector<Card>& dealer, const std::vector<Card>& nest)
{
    std::vector<Card> order;
    for (std::size_t i = 0; i < 13; ++i) {
        order.push_back(nonDealer[i]);
        order.push_back(dummy[i]);
        order.push_back(dealer[i]);
    }
    order.insert(order.end(), nest.begin(), nest.end());
    return order;
}

// Seat 0 deals; seat 1 (non-dealer) leads. `named` is for seat 1, the
// Dummy's pile (its top card named LAST) and seat 0.
std::unique_ptr<State> arranged(const std::string& nonDealer, const std::string& dummyTop,
                                const std::string& dealer, const std::string& nest,
                                const std::vector<std::string>& without = {})
{
    auto state = startGame("rook-for-two", 2, {}, 1);
    const std::vector<Card> nestCards = cards(nest);
    auto hands = fillHands({nonDealer, dummyTop, dealer}, {13, 13, 13}, kDeck, nestCards, without);
    // The Dummy's named cards go on top, in the order written.
    const std::vector<Card> top = cards(dummyTop);
    std::vector<Card> pile(hands[1].begin() + static_cast<long>(top.size()), hands[1].end());
    pile.insert(pile.end(), top.begin(), top.end());
    hands[1] = pile;
    auto result = tricksOf(*state).arrangeRound(0, dealFor(hands[0], hands[1], hands[2], nestCards));
    if (!result)
        qFatal("%s", result.error().message.c_str());
    return state;
}

} // namespace

class RookForTwoTest : public QObject {
    Q_OBJECT

private slots:
    void highestDrawDealsFirstAndTheDealAlternates()
    {
        for (std::uint32_t seed = 1; seed <= 30; ++seed) {
            auto state = startGame("rook-for-two", 2, {}, seed);
            const auto& rook = static_cast<const RookForTwoState&>(*state);
            const auto& draw = rook.dealerDraw();
            QVERIFY(draw.size() >= 2 && draw.size() % 2 == 0);
            for (std::size_t i = 0; i + 2 < draw.size(); i += 2)
                QCOMPARE(draw[i].rank, draw[i + 1].rank); // equal draws draw again
            const Card first = draw[draw.size() - 2];
            const Card second = draw.back();
            QVERIFY(first.rank != second.rank);
            QCOMPARE(rook.dealer(), first.rank > second.rank ? 0 : 1);
            QCOMPARE(rook.handSize(0), 13);
            QCOMPARE(rook.handSize(1), 13);
            QCOMPARE(rook.handSize(rook.dummyHand()), 13);
            QCOMPARE(rook.nestSize(), 5);
        }
    }

    void theDealerOpensWithAForcedThirty()
    {
        auto state = arranged("", "", "", "R4 R5 R6 R7 R8");
        const auto& tricks = tricksOf(*state);
        QCOMPARE(tricks.phase(), TrickPhase::Bidding);
        QCOMPARE(tricks.auction().calls().front(), (BidCall{0, 30}));
        QCOMPARE(state->currentPlayer(), 1);
        QCOMPARE(state->legalActions().size(), std::size_t(19 + 1)); // 35..125 and pass
        Verdict low = state->check(*state->parseAction("bid 30"));
        QCOMPARE(low.reason, Reason::BidTooLow);
        QCOMPARE(low.number, 35);
        QCOMPARE(state->check(*state->parseAction("bid 37")).reason, Reason::BidNotInSteps);
        Verdict high = state->check(*state->parseAction("bid 130"));
        QCOMPARE(high.reason, Reason::BidTooHigh);
        QCOMPARE(high.number, 125);
        QCOMPARE(state->check(*state->parseAction("R4")).reason, Reason::NotAvailableNow);
    }

    void theFirstPassEndsTheAuction()
    {
        auto state = arranged("", "", "", "R4 R5 R6 R7 R8");
        QCOMPARE(playAll(*state, "pass"), std::string());
        const auto& tricks = tricksOf(*state);
        QCOMPARE(tricks.declarer(), 0);
        QCOMPARE(tricks.contract(), 30);
        QCOMPARE(tricks.phase(), TrickPhase::Trump);
        QCOMPARE(state->currentPlayer(), 0);

        auto raised = arranged("", "", "", "R4 R5 R6 R7 R8");
        QCOMPARE(playAll(*raised, "bid 50, bid 55, pass"), std::string());
        QCOMPARE(tricksOf(*raised).declarer(), 0);
        QCOMPARE(tricksOf(*raised).contract(), 55);

        // Nobody can raise 125.
        auto top = arranged("", "", "", "R4 R5 R6 R7 R8");
        QCOMPARE(playAll(*top, "bid 125"), std::string());
        QCOMPARE(tricksOf(*top).declarer(), 1);
        QCOMPARE(tricksOf(*top).phase(), TrickPhase::Trump);
    }

    void trumpThenTwoOrNoneExchangeWithTheNest()
    {
        auto state = arranged("", "", "R9", "R4 R5 Y6 Y7 B14");
        QCOMPARE(playAll(*state, "pass, trump B"), std::string());
        const auto& tricks = tricksOf(*state);
        QCOMPARE(tricks.trump(), std::optional<Suit>(Suit::Black));
        QCOMPARE(tricks.phase(), TrickPhase::Exchange);
        QCOMPARE(state->legalActions().size(), std::size_t(1 + 78 * 10));
        // The declarer sees the nest, the other player does not.
        auto nestOf = [](const Observation& view) {
            return *std::find_if(
                view.zones.begin(), view.zones.end(), [](const Zone& z) { return z.id == "nest"; });
        };
        QVERIFY(nestOf(state->observe(0)).cards.front().known);
        QVERIFY(!nestOf(state->observe(1)).cards.front().known);

        QCOMPARE(state->check(*state->parseAction("exchange R9 for B14")).reason, Reason::ExchangeTwoOrNone);
        QVERIFY(!state->parseAction("exchange R9 for B14 Y6").ok());
        const std::vector<Card>& held = tricks.hand(0);
        const Card other = held.front() == rook(Suit::Red, 9) ? held[1] : held.front();
        const Verdict notNest
            = state->check(*state->parseAction("exchange R9 " + cardText(other) + " for B14 G4"));
        QCOMPARE(notNest.reason, Reason::NotInNest);
        QCOMPARE(notNest.card, rook(Suit::Green, 4));
        const Verdict notHand = state->check(*state->parseAction("exchange R9 R4 for B14 Y6"));
        QCOMPARE(notHand.reason, Reason::NotInHand);
        QCOMPARE(notHand.card, rook(Suit::Red, 4));

        const std::string exchange = "exchange " + cardText(other) + " R9 for Y6 B14";
        auto parsed = state->parseAction(exchange);
        QVERIFY(parsed.ok());
        QVERIFY(state->check(*parsed).legal());
        state->apply(*parsed);
        const auto& hand = tricks.hand(0);
        QVERIFY(std::find(hand.begin(), hand.end(), rook(Suit::Black, 14)) != hand.end());
        QVERIFY(std::find(hand.begin(), hand.end(), rook(Suit::Red, 9)) == hand.end());
        QCOMPARE(tricks.nestSize(), 5);
        QCOMPARE(tricks.phase(), TrickPhase::Play);

        auto none = arranged("", "", "", "R4 R5 Y6 Y7 B14");
        QCOMPARE(playAll(*none, "pass, trump B, exchange none"), std::string());
        QCOMPARE(tricksOf(*none).nest(), cards("R4 R5 Y6 Y7 B14"));
    }

    void theDummyPlaysItsTopCardBetweenTheTwoPlayers()
    {
        auto state = arranged("Y9", "G7", "Y5 B4", "R4 R5 R6 R7 R8");
        QCOMPARE(playAll(*state, "pass, trump B, exchange none"), std::string());
        // The non-dealer leads; the Dummy follows at once with its top card.
        QCOMPARE(state->currentPlayer(), 1);
        QCOMPARE(playAll(*state, "Y9"), std::string());
        const Trick& trick = tricksOf(*state).currentTrick();
        QCOMPARE(trick.plays.size(), std::size_t(2));
        QCOMPARE(trick.plays[1], (TrickPlay{2, rook(Suit::Green, 7)}));
        QCOMPARE(state->currentPlayer(), 0);
        // The dealer must follow yellow; the Dummy need not have.
        const Verdict refused = state->check(*state->parseAction("B4"));
        QCOMPARE(refused.reason, Reason::MustFollow);
        QCOMPARE(static_cast<Suit>(refused.number), Suit::Yellow);
        QCOMPARE(playAll(*state, "Y5"), std::string());
        QCOMPARE(tricksOf(*state).completedTricks().at(0).winner, 1);
    }

    void theDummysTricksCountForNobodyAndItLeadsAfterWinning()
    {
        // Trump is red; the Dummy's top card R14 takes the first trick.
        auto state = arranged("Y10", "B6 R14", "Y5", "G4 G5 G6 G7 G8");
        QCOMPARE(playAll(*state, "pass, trump R, exchange none, Y10, Y5"), std::string());
        const auto& tricks = tricksOf(*state);
        QCOMPARE(tricks.completedTricks().at(0).winner, tricks.dummyHand());
        // The Dummy led B6 at once; the dealer plays next, then the non-dealer.
        QCOMPARE(tricks.currentTrick().leader, tricks.dummyHand());
        QCOMPARE(tricks.currentTrick().plays.front().card, rook(Suit::Black, 6));
        QCOMPARE(state->currentPlayer(), 0);
        const auto zones = state->zones();
        const auto dummyTaken =
            std::find_if(zones.begin(), zones.end(), [](const Zone& z) { return z.id == "taken-dummy"; });
        QCOMPARE(dummyTaken->cards.size(), std::size_t(3));

        // Play out: the Dummy's tricks and the nest are the unclaimed points.
        Rng choose(5);
        while (tricks.round() == 1) {
            const auto actions = state->legalActions();
            state->apply(actions[choose.below(static_cast<std::uint32_t>(actions.size()))]);
        }
        int dummyPoints = 0;
        for (const Trick& trick : tricks.previousRoundTricks())
            if (trick.winner == tricks.dummyHand())
                dummyPoints += 2 + tricks.rules().points(trick.cards());
        const RoundSummary& summary = tricks.rounds().at(0);
        QCOMPARE(summary.unclaimed, dummyPoints + 5); // the nest's G5
        QCOMPARE(summary.taken[0] + summary.taken[1] + summary.unclaimed, RookForTwoState::kPointsInPlay);
    }

    void aFailedBidScoresNothingAndDoublesTheOpponent()
    {
        int set = 0;
        int made = 0;
        for (std::uint32_t seed = 1; seed <= 40; ++seed) {
            auto state = startGame("rook-for-two", 2, {}, seed);
            Rng choose(seed);
            const auto& tricks = tricksOf(*state);
            while (tricks.rounds().empty()) {
                auto actions = state->legalActions();
                // Keep the bids modest so that both outcomes occur.
                if (tricks.phase() == TrickPhase::Bidding && tricks.auction().highBid() >= 60)
                    actions = {TrickState::pass()};
                state->apply(actions[choose.below(static_cast<std::uint32_t>(actions.size()))]);
            }
            const RoundSummary& summary = tricks.rounds().at(0);
            const auto bidder = static_cast<std::size_t>(summary.declarer);
            const std::size_t opponent = 1 - bidder;
            QCOMPARE(summary.made, summary.taken[bidder] >= summary.contract);
            if (summary.made) {
                ++made;
                QCOMPARE(summary.points, summary.taken);
                QCOMPARE(tricks.scoreSheet()->rows.at(0).note, std::string("made"));
            } else {
                ++set;
                QCOMPARE(summary.points[bidder], 0);
                QCOMPARE(summary.points[opponent], 2 * summary.taken[opponent]);
                QCOMPARE(tricks.scoreSheet()->rows.at(0).note, std::string("set"));
            }
            QCOMPARE(tricks.scoreSheet()->rows.at(0).bid, summary.contract);
            QCOMPARE(tricks.scoreSheet()->rows.at(0).bidder, summary.declarer);
        }
        QVERIFY(set > 0);
        QVERIFY(made > 0);
    }

    void everyRoundSharesOutThePointsInPlay()
    {
        const std::string error
            = checkRoundTotals("rook-for-two", 2, {}, RookForTwoState::kPointsInPlay, 12, 20);
        QVERIFY2(error.empty(), error.c_str());
    }

    void bothReachingTheTargetTheHigherWinsATiePlaysOn()
    {
        // A first round in which both players score (so both can reach 150 in it).
        std::uint32_t seed = 0;
        std::vector<Action> round;
        std::vector<int> points;
        while (points.empty() || points[0] < 2 || points[1] < 2) {
            ++seed;
            auto probe = startGame("rook-for-two", 2, {}, seed);
            round.clear();
            Rng choose(seed);
            while (tricksOf(*probe).rounds().empty()) {
                auto actions = probe->legalActions();
                round.push_back(actions[choose.below(static_cast<std::uint32_t>(actions.size()))]);
                probe->apply(round.back());
            }
            points = tricksOf(*probe).rounds().at(0).points;
        }
        const int tie = 149 + std::min(points[0], points[1]);
        auto tied = startGame("rook-for-two", 2, {}, seed);
        tricksOf(*tied).arrangeTotals({tie - points[0], tie - points[1]});
        QVERIFY(!tied->isTerminal());
        for (const Action& action : round)
            QVERIFY(tied->play(action).legal());
        QCOMPARE(tricksOf(*tied).scoreSheet()->totals(), (std::vector<int>{tie, tie}));
        QVERIFY(!tied->isTerminal());
        QCOMPARE(tricksOf(*tied).round(), 2);

        auto close = startGame("rook-for-two", 2, {}, seed);
        tricksOf(*close).arrangeTotals({tie - 1 - points[0], tie - points[1]});
        QVERIFY(!close->isTerminal());
        for (const Action& action : round)
            QVERIFY(close->play(action).legal());
        QVERIFY(close->isTerminal());
        QCOMPARE(tricksOf(*close).winningSide(), 1);
        QCOMPARE(close->outcome().result, Result::Lost);
        QCOMPARE(close->outcome().places, (std::vector<int>{2, 1}));
    }

    void hiddenCardsStayHiddenAndResampleConsistently()
    {
        auto state = arranged("", "", "", "R4 R5 R6 R7 R8");
        for (Seat seat = 0; seat < 2; ++seat) {
            const Observation view = state->observe(seat);
            for (const Zone& zone : view.zones)
                if (zone.id == "dummy" || zone.id == "nest" || zone.id == "hand" + std::to_string(1 - seat))
                    for (const PlacedCard& card : zone.cards)
                        QVERIFY(!card.known);
        }
        const std::string error = checkResampling("rook-for-two", 2, {}, 8);
        QVERIFY2(error.empty(), error.c_str());
    }
};

QTEST_GUILESS_MAIN(RookForTwoTest)
#include "rook_for_two_test.moc"
