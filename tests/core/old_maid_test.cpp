// Old Maid: the 51-card deal, automatic pairing, drawing round the table, the
// test scenarios of RULES-PARLOUR.md §4, shuffles, places and the computer player.
#include <QtTest>

#include <set>

#include "ai/player.h"
#include "cards/deck.h"
#include "cards/rng.h"
#include "parlour/old_maid.h"
#include "parlour_helpers.h"

using namespace ct;
using namespace parlour_test;

namespace {

std::vector<Card> deck51()
{
    return findGame("old-maid")->deck({}, 3);
}

std::unique_ptr<OldMaidState> startSeeded(int players, std::uint32_t seed)
{
    return start<OldMaidState>("old-maid", players, {}, std::nullopt, seed);
}

std::unique_ptr<OldMaidState> arranged(int players, const std::vector<std::string>& hands, Seat drawer)
{
    auto state = startSeeded(players, 1);
    Hands given;
    for (const std::string& text : hands)
        given.push_back(text.empty() ? std::vector<Card>{} : cards(text));
    const auto ok = state->arrange(given, drawer);
    if (!ok)
        qFatal("arrange: %s", ok.error().text().c_str());
    return state;
}

int position(const OldMaidState& state, Seat seat, const std::string& text)
{
    const auto& hand = state.hand(seat);
    return static_cast<int>(std::find(hand.begin(), hand.end(), card(text)) - hand.begin());
}

void act(OldMaidState& state, const std::string& text)
{
    const Verdict verdict = state.play(text);
    QVERIFY2(verdict.legal(), (text + ": " + describe(verdict)).c_str());
}

bool pairFree(const std::vector<Card>& hand)
{
    std::set<int> ranks;
    for (const Card& c : hand)
        if (!ranks.insert(c.rank).second)
            return false;
    return true;
}

} // namespace

class OldMaidTest : public QObject {
    Q_OBJECT

private slots:
    void dealOfFiftyOneCards()
    {
        // Scenario 1: three players get 17 each; three queens are in play.
        const auto deck = deck51();
        QCOMPARE(deck.size(), std::size_t(51));
        QCOMPARE(std::count_if(deck.begin(), deck.end(), [](const Card& c) { return c.rank == kQueen; }), 3);
        QVERIFY(std::find(deck.begin(), deck.end(), card("QC")) == deck.end());
        for (std::uint32_t seed = 1; seed <= 10; ++seed) {
            auto state = startSeeded(3, seed);
            for (Seat seat = 0; seat < 3; ++seat) {
                const auto& discards = state->discards();
                const auto thrown = std::count_if(discards.begin(), discards.end(),
                                                  [&](const OldMaidState::Discard& d) { return d.by == seat; });
                QCOMPARE(state->handSize(seat) + static_cast<int>(thrown), 17);
                QVERIFY(pairFree(state->hand(seat)));
            }
            QCOMPARE(state->discards().size() % 2, std::size_t(0));
            // The first drawer is eldest, drawing from the dealer.
            QCOMPARE(state->drawer(), state->eldest());
            QCOMPARE(state->offerer(), state->dealer());
        }
    }

    void threeOfAKindKeepsOne()
    {
        // Scenario 2: 7C 7D 7H KS keeps one seven and the king; the other
        // cards of the hand are pairs and go.
        Hands hands(2);
        hands[0] = cards("7C 7D 7H KS AC AD 2C 2D 3C 3D 4C 4D 5C 5D 6C 6D 8C 8D 9C 9D 10C 10D JC JD QD QH");
        hands[1] = restOf(deck51(), hands);
        auto state = start<OldMaidState>("old-maid", 2, {{"dealer", "last"}}, dealFor(hands));
        std::vector<Card> held = state->hand(0);
        std::sort(held.begin(), held.end());
        QCOMPARE(held, cards("7H KS"));
        QVERIFY(pairFree(state->hand(1)));
        // The two sevens of the lower suits went out, thrown by seat 0.
        const auto& thrown = state->discards();
        for (const char* seven : {"7C", "7D"}) {
            const OldMaidState::Discard discard{card(seven), 0};
            QVERIFY(std::find(thrown.begin(), thrown.end(), discard) != thrown.end());
        }
    }

    void emptiedSeatsAreSkipped()
    {
        // Scenario 3: seat 1 draws seat 0's last card and pairs off its own last card.
        auto state = arranged(4, {"5S", "5D", "QH 7C", "7D"}, 1);
        QCOMPARE(state->drawer(), 1);
        QCOMPARE(state->offerer(), 0);
        const std::vector<Action> choices{OldMaidState::draw(1, 0), OldMaidState::shuffle(0)};
        QCOMPARE(state->legalActions(), choices);
        act(*state, "draw 0");
        QVERIFY(state->isOut(0));
        QVERIFY(state->isOut(1));
        QCOMPARE(state->drawer(), 2);
        QCOMPARE(state->offerer(), 3);
        QCOMPARE(state->discards().back().by, 1);
        // Seat 2 draws the seven: pairs it and holds the queen; seat 3 is out.
        act(*state, "draw 0");
        QVERIFY(state->isTerminal());
        QCOMPARE(state->oldMaid(), 2);
        QCOMPARE(state->discards().size(), std::size_t(50));
        const Outcome outcome = state->outcome();
        // Seat 0 went out first (it gave its last card before seat 1 paired).
        QCOMPARE(outcome.places, (std::vector<int>{1, 2, 4, 3}));
        QCOMPARE(outcome.result, Result::Won);
    }

    void twoPlayersOldMaid()
    {
        // Scenario 4: A holds QH and 5S, B holds 5D; B draws the five and is out.
        auto state = arranged(2, {"QH 5S", "5D"}, 1);
        act(*state, "draw " + std::to_string(position(*state, 0, "5S")));
        QVERIFY(state->isTerminal());
        QCOMPARE(state->oldMaid(), 0);
        QCOMPARE(state->hand(0), cards("QH"));
        const Outcome outcome = state->outcome();
        QCOMPARE(outcome.result, Result::Lost);
        QCOMPARE(outcome.places, (std::vector<int>{2, 1}));
        QVERIFY(state->legalActions().empty());
        QCOMPARE(state->currentPlayer(), kNoSeat);
        QCOMPARE(state->play("draw 0").reason, Reason::GameOver);

        // The other way round the human is a winner.
        auto other = arranged(2, {"5D", "QH 5S"}, 0);
        act(*other, "draw " + std::to_string(position(*other, 1, "5S")));
        QCOMPARE(other->oldMaid(), 1);
        QCOMPARE(other->outcome().result, Result::Won);
    }

    void computersShuffleBeforeOffering()
    {
        // With the last seat dealing, seat 0 draws first from seat 3: a
        // computer, whose hand is shuffled before it offers.
        bool reordered = false;
        for (std::uint32_t seed = 1; seed <= 5 && !reordered; ++seed) {
            auto state = start<OldMaidState>("old-maid", 4, {{"dealer", "last"}}, std::nullopt, seed);
            QCOMPARE(state->offerer(), 3);
            const auto deal = shuffledDeck(deck51(), seed);
            std::vector<Card> dealtOrder;
            for (std::size_t i = 3; i < deal.size(); i += 4) {
                const auto& held = state->hand(3);
                if (std::find(held.begin(), held.end(), deal[i]) != held.end())
                    dealtOrder.push_back(deal[i]);
            }
            QCOMPARE(dealtOrder.size(), state->hand(3).size());
            reordered = state->hand(3) != dealtOrder;
        }
        QVERIFY(reordered);

        // Seat 0 (the human) is never shuffled for him; "shuffle" does it on request.
        auto state = arranged(3, {"2C 3C 4C 5C 6C 7C 8C 9C", "2D 3D 4D 5D", "6D 7D 8D 9D QH"}, 1);
        QCOMPARE(state->offerer(), 0);
        QCOMPARE(state->hand(0), cards("2C 3C 4C 5C 6C 7C 8C 9C"));
        act(*state, "shuffle");
        QCOMPARE(state->handSize(0), 8);
        QVERIFY(state->hand(0) != cards("2C 3C 4C 5C 6C 7C 8C 9C"));
        QCOMPARE(state->drawer(), 1);
        QCOMPARE(state->check(OldMaidState::shuffle(2)).reason, Reason::NotAvailableNow);
    }

    void refusalsAndText()
    {
        auto state = arranged(3, {"2C 3C", "2D 4D", "3D 4C QH"}, 1);
        const Verdict beyond = state->play("draw 2");
        QCOMPARE(beyond.reason, Reason::NoSuchPosition);
        QCOMPARE(beyond.number, 2);
        QCOMPARE(state->check(OldMaidState::draw(1, -1)).reason, Reason::NoSuchPosition);
        QCOMPARE(state->check(OldMaidState::draw(2, 0)).reason, Reason::NotYourTurn);
        QCOMPARE(state->check(OldMaidState::draw(2, 0)).number, 1);
        const Action withCard{OldMaidState::Draw, 1, 0, 0, {card("2C")}};
        QCOMPARE(state->check(withCard).reason, Reason::NotUnderstood);
        for (const char* bad : {"", "draw", "draw x", "draw -1", "take 1", "2C"}) {
            auto parsed = state->parseAction(bad);
            QVERIFY2(!parsed.ok(), bad);
            QVERIFY(parsed.error().message.find("draw N") != std::string::npos);
        }
        QCOMPARE(state->actionText(OldMaidState::draw(1, 1)), std::string("draw 1"));
        QCOMPARE(state->actionText(OldMaidState::shuffle(0)), std::string("shuffle"));
        QVERIFY(state->describe().find("draws from seat 0") != std::string::npos);
        QVERIFY(stateJson(*state).find("\"offerer\":0") != std::string::npos);
        // Arrangements must be possible positions.
        QVERIFY(!state->arrange({cards("2C 2D"), cards("3C"), cards("3D")}, 1).ok());
        QVERIFY(!state->arrange({cards("2C"), cards("3C"), cards("4C")}, 1).ok());
        QVERIFY(!state->arrange({cards("QC"), cards("2C"), cards("2D")}, 1).ok());
    }

    void whatEachSeatKnows()
    {
        auto state = arranged(3, {"2C 3C", "2D 4D", "3H 4H QH"}, 1);
        const int at = position(*state, 0, "3C");
        act(*state, "draw " + std::to_string(at));
        // Seat 1 drew the three of clubs from seat 0: both know where it is.
        QVERIFY(state->knows(0, card("3C")));
        QVERIFY(state->knows(1, card("3C")));
        QVERIFY(!state->knows(2, card("3C")));
        const Observation seen = state->observe(0);
        QCOMPARE(seen.zones[1].cards.front().card, card("3C"));
        QVERIFY(seen.zones[1].cards.front().known);
        QVERIFY(!seen.zones[1].cards.back().known);
        QVERIFY(seen.zones[3].cards.back().faceUp); // the pairs are public
        // Seat 0 sees the faces of its own hand, never those of another.
        QVERIFY(!seen.zones[0].cards.empty());
        for (const PlacedCard& placed : seen.zones[0].cards)
            QVERIFY(placed.faceUp && placed.known);
        for (const PlacedCard& placed : seen.zones[1].cards)
            QVERIFY(!placed.faceUp);
        // Seat 2 now draws from seat 1: seat 0 cannot tell which card went.
        QCOMPARE(state->drawer(), 2);
        QCOMPARE(state->offerer(), 1);
        act(*state, "draw 0");
        const auto& left = state->hand(1);
        if (std::find(left.begin(), left.end(), card("3C")) != left.end())
            QVERIFY(!state->knows(0, card("3C")));
        else
            QVERIFY(state->knows(0, card("3C"))); // paired with the three of hearts, face up

        // A resample keeps the seat's view and hands without pairs.
        Rng rng(3);
        auto seeded = startSeeded(4, 6);
        for (Seat seat = 0; seat < 4; ++seat) {
            auto copy = seeded->resample(seat, rng);
            auto* sample = dynamic_cast<OldMaidState*>(copy.get());
            QCOMPARE(sample->observe(seat).zones, seeded->observe(seat).zones);
            for (Seat other = 0; other < 4; ++other)
                QVERIFY(pairFree(sample->hand(other)));
        }
    }

    void computersPlayToTheEnd()
    {
        for (int players = 2; players <= 6; ++players) {
            for (std::uint32_t seed = 1; seed <= 10; ++seed) {
                auto state = startSeeded(players, seed);
                auto player = makePlayer("old-maid", Level::Basic);
                Rng rng(seed);
                int draws = 0;
                while (!state->isTerminal()) {
                    const Action action = player->choose(*state, rng, Budget{});
                    QCOMPARE(action.kind, int(OldMaidState::Draw));
                    QVERIFY(state->play(action).legal());
                    QVERIFY(++draws < 2000);
                }
                QCOMPARE(state->discards().size(), std::size_t(50));
                const Seat maid = state->oldMaid();
                QCOMPARE(state->hand(maid).size(), std::size_t(1));
                QCOMPARE(state->hand(maid).front().rank, kQueen);
                const Outcome outcome = state->outcome();
                QCOMPARE(outcome.places[static_cast<std::size_t>(maid)], players);
                QCOMPARE(outcome.result, maid == 0 ? Result::Lost : Result::Won);
                QCOMPARE(std::count(outcome.places.begin(), outcome.places.end(), players), 1);
            }
        }
    }
};

QTEST_GUILESS_MAIN(OldMaidTest)
#include "old_maid_test.moc"
