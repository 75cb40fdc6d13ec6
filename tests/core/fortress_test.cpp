// Fortress: the round-robin deal, the test scenarios of RULES-PATIENCE.md §10,
// lanes, foundations, winning, the endless-play rule, the safe autoplay and
// the two-group layout.
#include <QtTest>

#include <algorithm>
#include <map>

#include "battery.h"
#include "cards/deck.h"
#include "patience/fortress.h"
#include "patience_testing.h"

using namespace ct;
using testing::legal;
using testing::pile;
using testing::run;
using testing::topText;
using testing::verdict;

namespace {

std::unique_ptr<FortressState> newFortress(std::uint32_t seed = 1)
{
    return testing::startPatience<FortressState>("fortress", seed);
}

} // namespace

class FortressTest : public QObject {
    Q_OBJECT

private slots:
    void openingDealIsRoundRobin()
    {
        // Appendix B: 2 x 6 + 8 x 5 = 52, dealt L0, R0, L1, R1, ... L4, R4.
        auto state = newFortress(1);
        const std::vector<Card> order = shuffledDeck(frenchDeck(1), 1);
        const std::vector<std::string> turn = {"l0", "r0", "l1", "r1", "l2", "r2", "l3", "r3", "l4", "r4"};
        std::map<std::string, std::size_t> dealt;
        for (std::size_t i = 0; i < order.size(); ++i) {
            const std::string& id = turn[i % turn.size()];
            const Pile& row = pile(*state, id);
            QCOMPARE(row.cards[dealt[id]].card, order[i]);
            QVERIFY(row.cards[dealt[id]].faceUp);
            ++dealt[id];
        }
        int total = 0;
        for (const std::string& id : turn) {
            const Pile& row = pile(*state, id);
            QCOMPARE(row.kind, ZoneKind::Tableau);
            QCOMPARE(row.size(), size_t(id == "l0" || id == "r0" ? 6 : 5));
            total += int(row.size());
        }
        QCOMPARE(total, 52);
        for (int i = 0; i < 4; ++i) {
            QCOMPARE(pile(*state, "f" + std::to_string(i)).kind, ZoneKind::Foundation);
            QVERIFY(pile(*state, "f" + std::to_string(i)).empty());
        }
        // The last card dealt to a row is its outside card, the one that moves.
        QCOMPARE(pile(*state, "r4").top().card, order[49]);
        QCOMPARE(pile(*state, "r0").top().card, order[51]);
        QCOMPARE(state->cardsToWin(), 52);
        QCOMPARE(state->redealsLeft(), -1);
        QCOMPARE(verdict(*state, "stock").reason, Reason::NotAvailableNow);
        QCOMPARE(state->game().name(), std::string("Fortress"));
    }

    void marriageIsSameSuitUpOrDown()
    {
        // Scenario 1: L2's outside card is 7H and R4's is 8H.
        auto state = newFortress();
        QVERIFY(state->arrange({{"l2", "KC 7H"}, {"r4", "QD 8H"}, {"l0", "6H"}, {"r1", "7S"}, {"r2", "10H"}})
                    .ok());
        QVERIFY(legal(*state, "move l2 r4"));
        QVERIFY(legal(*state, "move r4 l2"));
        QCOMPARE(verdict(*state, "move l0 r4").reason, Reason::WrongRank);
        QCOMPARE(verdict(*state, "move r1 r4").reason, Reason::WrongSuit);
        QCOMPARE(verdict(*state, "move r2 r4").reason, Reason::WrongRank);
        // Between rows of the same group as well.
        QVERIFY(legal(*state, "move l0 l2"));
        // The direction may change within a row: 8H takes 7H (down), and once
        // 7H has gone on to a lane, 9H (up).
        QVERIFY(state
                    ->arrange({{"l2", "KC 7H"}, {"r4", "QD 8H"}, {"r2", "10C 9H"}, {"l0", "5S"}, {"r0", "2C"},
                        {"r1", "3D"}, {"l3", "JS"}, {"l4", "4C"}, {"r3", "6S"}})
                    .ok());
        state->play("move l2 r4");
        QCOMPARE(topText(*state, "r4"), std::string("7H"));
        QVERIFY(state->play("move r4 l1").legal());
        QVERIFY(state->play("move r2 r4").legal());
        QCOMPARE(cardsText({pile(*state, "r4").cards[1].card, pile(*state, "r4").cards[2].card}),
            std::string("8H 9H"));
    }

    void onlyTheOutsideCardMoves()
    {
        // Scenario 2: the second card from the outside of R0 is stuck, even an Ace.
        auto state = newFortress();
        QVERIFY(state->arrange({{"r0", "9C AS 5D"}, {"l1", "6D"}, {"l3", "2S"}}).ok());
        QCOMPARE(verdict(*state, "move r0:2 f0").reason, Reason::GroupNotAllowed);
        QCOMPARE(verdict(*state, "move r0 f0").reason, Reason::NeedsAce);
        for (const Action& action : state->legalActions())
            QVERIFY(!(action.kind == PatienceState::MoveCards && action.a == state->pileIndex("r0") &&
                      state->piles()[size_t(action.b)].kind == ZoneKind::Foundation));
        // Once 5D leaves, the Ace is outside and goes home.
        state->play("move r0 l1");
        QCOMPARE(topText(*state, "r0"), std::string("AS"));
        QVERIFY(legal(*state, "move r0 f0"));
    }

    void laneTakesAnyCardThenNoWrap()
    {
        // Scenario 3: L1 is empty; KS may go there, and then only QS marries it.
        auto state = newFortress();
        QVERIFY(state->arrange({{"r2", "4D KS"}, {"r3", "QS"}, {"l0", "AS"}, {"l2", "QH"}, {"l3", "JS"},
                                   {"l4", "9C 2H"}})
                    .ok());
        QVERIFY(legal(*state, "move r2 l1"));
        QVERIFY(legal(*state, "move l4 l1")); // any outside card, not only a King
        state->play("move r2 l1");
        QCOMPARE(topText(*state, "l1"), std::string("KS"));
        QCOMPARE(topText(*state, "r2"), std::string("4D"));
        QCOMPARE(verdict(*state, "move l0 l1").reason, Reason::WrongRank); // no wrap from K to A
        QCOMPARE(verdict(*state, "move l2 l1").reason, Reason::WrongSuit);
        QCOMPARE(verdict(*state, "move l3 l1").reason, Reason::WrongRank);
        QVERIFY(legal(*state, "move r3 l1"));
        // A lane is never forced: other moves stay open while it is empty.
        QVERIFY(state->arrange({{"l1", ""}, {"r2", "4D KS"}, {"l0", "AS"}}).ok());
        QVERIFY(legal(*state, "move l0 f2"));
    }

    void runIntoALaneComesOutReversed()
    {
        // Scenario 4: R3 ends 2D 3D 4D and L4 is empty.
        auto state = newFortress();
        QVERIFY(state->arrange({{"r3", "QC 2D 3D 4D"}, {"r1", "AD"}, {"l0", "7S"}}).ok());
        state->play("move r3 l4");
        state->play("move r3 l4");
        state->play("move r3 l4");
        QCOMPARE(cardsText({pile(*state, "l4").cards[0].card, pile(*state, "l4").cards[1].card,
                     pile(*state, "l4").cards[2].card}),
            std::string("4D 3D 2D"));
        QCOMPARE(topText(*state, "l4"), std::string("2D"));
        QCOMPARE(topText(*state, "r3"), std::string("QC"));
        QCOMPARE(verdict(*state, "move l4 f0").reason, Reason::NeedsAce);
        state->play("move r1 f0");
        QVERIFY(legal(*state, "move l4 f0"));
        state->play("move l4 f0");
        QCOMPARE(topText(*state, "f0"), std::string("2D"));
    }

    void foundationsBuildUpInSuitFromAces()
    {
        auto state = newFortress();
        QVERIFY(state->arrange({{"l0", "2H"}, {"l1", "AH"}, {"l2", "AS"}, {"l3", "3H"}, {"l4", "2S"},
                                   {"r0", "9D"}})
                    .ok());
        QCOMPARE(verdict(*state, "move l0 f0").reason, Reason::NeedsAce);
        QVERIFY(legal(*state, "move l1 f3")); // any empty foundation takes an Ace
        state->play("move l1 f3");
        state->play("move l2 f0");
        QCOMPARE(verdict(*state, "move l3 f3").reason, Reason::WrongRank);
        QCOMPARE(verdict(*state, "move l4 f3").reason, Reason::WrongSuit);
        QVERIFY(legal(*state, "move l0 f3"));
        // Foundation cards never come back.
        QCOMPARE(verdict(*state, "move f3 r1").reason, Reason::NotAvailableNow);
        // A finished suit takes nothing more.
        QVERIFY(state->arrange({{"f1", run('C', 1, 13)}, {"r0", "AC"}, {"r1", "5D"}}).ok());
        QCOMPARE(verdict(*state, "move r0 f1").reason, Reason::FoundationComplete);
        QVERIFY(!state->parseAction("move l5 f0").ok());
        QVERIFY(!state->parseAction("stock please").ok());
    }

    void wonWithTheLastKing()
    {
        auto state = newFortress();
        QVERIFY(state
                    ->arrange({{"f0", run('C', 1, 13)}, {"f1", run('D', 1, 13)}, {"f2", run('H', 1, 13)},
                        {"f3", run('S', 1, 12)}, {"r2", "KS"}})
                    .ok());
        QVERIFY(!state->isTerminal());
        state->play("move r2 f3");
        QVERIFY(state->isTerminal());
        QCOMPARE(state->outcome().result, Result::Won);
        QCOMPARE(state->cardsHome(), 52);
    }

    void lostOnlyWhenNoMoveAtAll()
    {
        // Ten rows of one card, no Ace, no neighbours in suit: nothing moves.
        auto state = newFortress();
        QVERIFY(state
                    ->arrange({{"l0", "3H"}, {"l1", "5H"}, {"l2", "7H"}, {"l3", "9H"}, {"l4", "JH"},
                        {"r0", "3S"}, {"r1", "5S"}, {"r2", "7S"}, {"r3", "9S"}, {"r4", "JS"}})
                    .ok());
        QVERIFY(state->isTerminal());
        QCOMPARE(state->outcome().result, Result::Lost);
        QCOMPARE(state->outcome().why, std::string("no-moves"));
        QVERIFY(state->legalActions().empty());
        // With a lane the cards can always move, so the game may go on for
        // ever; it ends when the player resigns.
        QVERIFY(state
                    ->arrange({{"l0", "3H"}, {"l1", "5H"}, {"l2", "7H"}, {"l3", "9H"}, {"l4", "JH"},
                        {"r0", "3S"}, {"r1", "5S"}, {"r2", "7S"}, {"r3", "9S 4D"}})
                    .ok());
        QVERIFY(!state->isTerminal());
        QVERIFY(legal(*state, "move r3 r4"));
        state->play("resign");
        QVERIFY(state->isTerminal());
        QCOMPARE(state->outcome().why, std::string("resigned"));
    }

    void everyMoveHomeIsSafe()
    {
        auto state = newFortress();
        QVERIFY(state->arrange({{"l3", "5C"}, {"r1", "AS"}, {"r4", "3H 2H"}, {"f0", "AH"}}).ok());
        auto first = state->safeAutoMove();
        QVERIFY(first);
        QCOMPARE(state->actionText(*first), std::string("move r1 f1"));
        state->apply(*first);
        auto second = state->safeAutoMove();
        QVERIFY(second);
        QCOMPARE(state->actionText(*second), std::string("move r4 f0"));
        state->apply(*second);
        QCOMPARE(state->actionText(*state->safeAutoMove()), std::string("move r4 f0"));
        state->apply(*state->safeAutoMove());
        QVERIFY(!state->safeAutoMove());
    }

    void layoutHasTwoGroupsAroundTheFoundations()
    {
        auto state = newFortress();
        const TableLayout layout = state->layout();
        const std::string error = testing::checkLayout(layout, state->zones());
        QVERIFY2(error.empty(), error.c_str());
        auto find = [&](const std::string& id) {
            return *std::find_if(layout.zones.begin(), layout.zones.end(),
                [&](const ZoneLayout& zone) { return zone.id == id; });
        };
        for (int i = 0; i < 5; ++i) {
            const ZoneLayout left = find("l" + std::to_string(i));
            const ZoneLayout right = find("r" + std::to_string(i));
            // Outside cards face away from the middle.
            QCOMPARE(left.fan, Fan::Left);
            QCOMPARE(right.fan, Fan::Right);
            QCOMPARE(left.y, right.y);
            QVERIFY(left.fanExtent >= 3.0);
            for (int f = 0; f < 4; ++f) {
                QVERIFY(left.x < find("f" + std::to_string(f)).x);
                QVERIFY(right.x > find("f" + std::to_string(f)).x);
            }
        }
        QCOMPARE(find("f0").label, std::string("A"));
        QVERIFY(layout.width <= 14.0);
    }
};

QTEST_GUILESS_MAIN(FortressTest)
#include "fortress_test.moc"
