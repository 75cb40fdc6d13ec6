// The Fifteen: the opening deal (Appendix B), the test scenarios of
// RULES-PATIENCE.md §2, the ace and king foundations, the opening relief,
// lanes, winning and losing, and the layout.
#include <QtTest>

#include <algorithm>

#include "battery.h"
#include "cards/deck.h"
#include "patience/the_fifteen.h"

using namespace ct;

namespace {

using Arrangement = std::vector<std::pair<std::string, std::string>>;

std::unique_ptr<TheFifteenState> newFifteen(std::uint32_t seed = 1)
{
    GameSetup setup;
    setup.seed = seed;
    auto state = findGame("the-fifteen")->start(setup);
    return std::unique_ptr<TheFifteenState>(static_cast<TheFifteenState*>(state->release()));
}

Verdict verdict(const State& state, const std::string& action)
{
    auto parsed = state.parseAction(action);
    return parsed.ok() ? state.check(*parsed) : Verdict::refuse(Reason::NotUnderstood);
}

bool legal(const State& state, const std::string& action)
{
    return verdict(state, action).legal();
}

const Pile& pile(const PatienceState& state, const std::string& id)
{
    return state.piles()[static_cast<std::size_t>(state.pileIndex(id))];
}

std::string topText(const PatienceState& state, const std::string& id)
{
    const Pile& p = pile(state, id);
    return p.empty() ? std::string("--") : cardText(p.top().card);
}

std::vector<std::string> reliefsOffered(const TheFifteenState& state)
{
    std::vector<std::string> texts;
    for (const Action& action : state.legalActions())
        if (action.kind == TheFifteenState::Relief)
            texts.push_back(state.actionText(action));
    return texts;
}

// A suit from `from` to `to` (up) or down to `to`, as card text: "AC 2C 3C".
std::string run(char suit, int from, int to)
{
    static const char* const kRanks[]
        = {"", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"};
    std::string out;
    const int step = from <= to ? 1 : -1;
    for (int rank = from;; rank += step) {
        out += std::string(out.empty() ? "" : " ") + kRanks[rank] + suit;
        if (rank == to)
            break;
    }
    return out;
}

} // namespace

class TheFifteenTest : public QObject {
    Q_OBJECT

private slots:
    void openingDeal()
    {
        // Appendix B: t0..t13 hold 7 each and t14 holds 6 = 104; no stock.
        auto state = newFifteen(2);
        const std::vector<Card> order = shuffledDeck(frenchDeck(2), 2);
        int total = 0;
        for (int column = 0; column < TheFifteenState::kColumns; ++column) {
            const Pile& p = pile(*state, "t" + std::to_string(column));
            QCOMPARE(p.kind, ZoneKind::Tableau);
            QCOMPARE(p.size(), size_t(column < 14 ? 7 : 6));
            // Dealt row by row: the card of row r in column c is the
            // (15 r + c)-th of the deal.
            for (std::size_t row = 0; row < p.size(); ++row) {
                QVERIFY(p.cards[row].faceUp);
                QCOMPARE(p.cards[row].card, order[row * 15 + size_t(column)]);
            }
            total += int(p.size());
        }
        QCOMPARE(total, 104);
        QCOMPARE(state->pileIndex("stock"), -1);
        for (const char* id : {"afs", "afh", "afd", "afc", "kfs", "kfh", "kfd", "kfc"}) {
            QCOMPARE(pile(*state, id).kind, ZoneKind::Foundation);
            QVERIFY(pile(*state, id).empty());
        }
        QVERIFY(state->reliefOpen());
        QCOMPARE(state->game().name(), std::string("The Fifteen"));
    }

    void marriageIsSameSuitUpOrDown()
    {
        // Scenario 1: T3 ends 9H, T7 ends 8H.
        auto state = newFifteen();
        QVERIFY(state->arrange({{"t3", "2C 9H"}, {"t7", "5S 8H"}, {"t0", "8D"}, {"t1", "10H"}, {"afs", "AS"}})
                    .ok());
        QVERIFY(legal(*state, "move t7 t3"));
        QVERIFY(legal(*state, "move t3 t7"));
        QCOMPARE(verdict(*state, "move t0 t3").reason, Reason::WrongSuit);
        QCOMPARE(verdict(*state, "move t1 t7").reason, Reason::WrongRank);
        // One card at a time, and no wrap between king and ace.
        QCOMPARE(verdict(*state, "move t3:2 t1").reason, Reason::GroupNotAllowed);
        QVERIFY(state->arrange({{"t0", "KC"}, {"t1", "AC"}, {"afs", "AS"}}).ok());
        QCOMPARE(verdict(*state, "move t0 t1").reason, Reason::WrongRank);
        QCOMPARE(verdict(*state, "move t1 t0").reason, Reason::WrongRank);
    }

    void reliefFreesACoveredAce()
    {
        // Scenario 2: every foundation is empty and T4 ends [... AH, 6S].
        auto state = newFifteen();
        QVERIFY(state->arrange({{"t4", "9C AH 6S"}, {"t0", "3D"}, {"t1", "QC 7H"}}).ok());
        QVERIFY(state->reliefOpen());
        QCOMPARE(reliefsOffered(*state), std::vector<std::string> {"relief t4"});
        QVERIFY(state->play("relief t4").legal());
        QCOMPARE(topText(*state, "afh"), std::string("AH"));
        QCOMPARE(pile(*state, "t4").size(), size_t(2));
        QCOMPARE(topText(*state, "t4"), std::string("6S")); // still t4's available card
        QCOMPARE(pile(*state, "t4").cards[0].card, french(9, Suit::Clubs));
        // A foundation has a card: the relief is gone for good.
        QVERIFY(!state->reliefOpen());
        QVERIFY(state->arrange({{"t4", "9C AH 6S"}, {"afh", "AH"}}).ok());
        QCOMPARE(verdict(*state, "relief t4").reason, Reason::ReliefOver);
        QVERIFY(reliefsOffered(*state).empty());
    }

    void reliefEndsWithTheFirstFoundationCard()
    {
        // Playing an ace home the ordinary way also closes the relief.
        auto state = newFifteen();
        QVERIFY(state->arrange({{"t2", "KS 4D"}, {"t5", "AC"}}).ok());
        QCOMPARE(reliefsOffered(*state), std::vector<std::string> {"relief t2"});
        QVERIFY(state->play("move t5 afc").legal());
        QCOMPARE(verdict(*state, "relief t2").reason, Reason::ReliefOver);
        QVERIFY(reliefsOffered(*state).empty());
    }

    void reliefTakesOneAceAndOneKing()
    {
        auto state = newFifteen();
        QVERIFY(state
                    ->arrange({{"t1", "AD 5C"}, {"t4", "2S AH 6S"}, {"t9", "KD 3C"}, {"t11", "AS 8H"},
                        {"t12", "AC"}, {"t13", "AC#2 QH 10S"}})
                    .ok());
        // t12's ace lies alone (nothing covers it) and t13's is third from the
        // end: neither is a relief card. t1 and t11 hold covered aces too.
        const auto offered = reliefsOffered(*state);
        const std::vector<std::string> expected {"relief t1", "relief t4", "relief t11", "relief t9",
            "relief t1 t9", "relief t4 t9", "relief t9 t11"};
        for (const std::string& text : expected)
            QVERIFY2(std::find(offered.begin(), offered.end(), text) != offered.end(), text.c_str());
        QCOMPARE(offered.size(), expected.size());
        QCOMPARE(verdict(*state, "relief t1 t4").reason, Reason::ReliefOneEach);
        QCOMPARE(verdict(*state, "relief t12").reason, Reason::NoReliefCard);
        QCOMPARE(verdict(*state, "relief t13").reason, Reason::NoReliefCard);
        QCOMPARE(verdict(*state, "relief t4 t4").reason, Reason::SamePile);
        QVERIFY(!state->parseAction("relief afh").ok());
        QVERIFY(!state->parseAction("relief").ok());
        // One action for both, written in either order.
        QCOMPARE(*state->parseAction("relief t9 t4"), *state->parseAction("relief t4 t9"));
        QVERIFY(state->play("relief t9 t4").legal());
        QCOMPARE(topText(*state, "afh"), std::string("AH"));
        QCOMPARE(topText(*state, "kfd"), std::string("KD"));
        QCOMPARE(pile(*state, "t9").size(), size_t(1));
        QCOMPARE(topText(*state, "t9"), std::string("3C"));
        QCOMPARE(pile(*state, "t4").size(), size_t(2));
        QCOMPARE(state->cardsHome(), 2);
        QVERIFY(reliefsOffered(*state).empty());
    }

    void laneReversesARun()
    {
        // Scenario 3: T9 empty and T2 ends 10S, 9S, 8S.
        auto state = newFifteen();
        QVERIFY(state->arrange({{"t2", "4C 10S 9S 8S"}, {"t5", "5C"}, {"afh", "AH"}}).ok());
        QVERIFY(state->play("move t2 t9").legal());
        QVERIFY(state->play("move t2 t9").legal());
        QVERIFY(state->play("move t2 t9").legal());
        std::vector<Card> lane;
        for (const PlacedCard& placed : pile(*state, "t9").cards)
            lane.push_back(placed.card);
        QCOMPARE(cardsText(lane), std::string("8S 9S 10S"));
        QCOMPARE(topText(*state, "t9"), std::string("10S"));
        // The card under the old 10S is available again.
        QCOMPARE(topText(*state, "t2"), std::string("4C"));
        QVERIFY(legal(*state, "move t2 t5"));
        // Any available card may fill a lane, and filling it is never forced.
        QVERIFY(legal(*state, "move t5 t0"));
        QVERIFY(legal(*state, "move t9 t14"));
    }

    void secondAceEndsOnTheKingFoundation()
    {
        // Scenario 4: AF[D] holds AD..4D; KF[D] shows 2D.
        auto state = newFifteen();
        QVERIFY(
            state->arrange({{"afd", run('D', 1, 4)}, {"kfd", run('D', 13, 2)}, {"t0", "AD#2"}, {"t1", "5D"}})
                .ok());
        QCOMPARE(verdict(*state, "move t0 afd").reason, Reason::WrongRank);
        QVERIFY(legal(*state, "move t1 afd"));
        QVERIFY(state->play("move t0 kfd").legal());
        QCOMPARE(pile(*state, "kfd").size(), size_t(13));
        QCOMPARE(verdict(*state, "move t1 kfd").reason, Reason::FoundationComplete);
    }

    void foundationsStartFromTheirBase()
    {
        auto state = newFifteen();
        QVERIFY(state->arrange({{"t0", "2H"}, {"t1", "AS"}, {"t2", "KH"}, {"t3", "AH"}, {"t4", "QH"}}).ok());
        QCOMPARE(verdict(*state, "move t0 afh").reason, Reason::NeedsAce);
        QCOMPARE(verdict(*state, "move t1 afh").reason, Reason::NeedsAce); // an ace of another suit
        QCOMPARE(verdict(*state, "move t3 kfh").reason, Reason::NeedsKing);
        QVERIFY(legal(*state, "move t1 afs"));
        QVERIFY(legal(*state, "move t2 kfh"));
        state->play("move t3 afh");
        state->play("move t2 kfh");
        QVERIFY(legal(*state, "move t0 afh"));
        QVERIFY(legal(*state, "move t4 kfh"));
        // Foundation cards never come back.
        QCOMPARE(verdict(*state, "move afh t1").reason, Reason::NotAvailableNow);
        // Double-click picks the lowest accepting foundation.
        QVERIFY(state->arrange({{"afh", "AH 2H 3H 4H"}, {"kfh", run('H', 13, 6)}, {"t0", "5H"}}).ok());
        QVERIFY(legal(*state, "move t0 afh") && legal(*state, "move t0 kfh"));
        QCOMPARE(
            state->actionText(*state->foundationMove(state->pileIndex("t0"))), std::string("move t0 afh"));
        QVERIFY(!state->safeAutoMove());
    }

    void mayCycleButResign()
    {
        auto state = newFifteen();
        QVERIFY(state->arrange({{"t0", "5H"}, {"t1", "6H"}, {"afs", "AS"}}).ok());
        QVERIFY(!state->isTerminal());
        state->play("move t0 t1");
        state->play("move t1 t0");
        QVERIFY(!state->isTerminal());
        QVERIFY(state->play("resign").legal());
        QVERIFY(state->isTerminal());
        QCOMPARE(state->outcome().why, std::string("resigned"));
    }

    void lostWhenNoMoveIsLeft()
    {
        auto state = newFifteen();
        Arrangement position {{"afs", "AS"}};
        const char* cards[]
            = {"4S", "6S", "8S", "10S", "QS", "4H", "6H", "8H", "10H", "QH", "4D", "6D", "8D", "10D", "QD"};
        for (int column = 0; column < 15; ++column)
            position.push_back({"t" + std::to_string(column), cards[column]});
        QVERIFY(state->arrange(position).ok());
        QVERIFY(state->isTerminal());
        QCOMPARE(state->outcome().result, Result::Lost);
        QCOMPARE(state->outcome().why, std::string("no-moves"));
        QVERIFY(state->legalActions().empty());
    }

    void wonWithAllFoundationsFull()
    {
        auto state = newFifteen();
        QVERIFY(state
                    ->arrange({{"afs", run('S', 1, 13)}, {"afh", run('H', 1, 13)}, {"afd", run('D', 1, 13)},
                        {"afc", run('C', 1, 13)}, {"kfs", run('S', 13, 1)}, {"kfh", run('H', 13, 1)},
                        {"kfd", run('D', 13, 1)}, {"kfc", run('C', 13, 2)}, {"t6", "AC#2"}})
                    .ok());
        QVERIFY(!state->isTerminal());
        QVERIFY(state->play("move t6 kfc").legal());
        QCOMPARE(state->cardsHome(), 104);
        QCOMPARE(state->outcome().result, Result::Won);
    }

    void layoutHasFoundationsOverFifteenColumns()
    {
        auto state = newFifteen();
        const TableLayout layout = state->layout();
        const std::string error = testing::checkLayout(layout, state->zones());
        QVERIFY2(error.empty(), error.c_str());
        QCOMPARE(layout.zones.size(), size_t(23));
        for (const ZoneLayout& zone : layout.zones) {
            if (zone.id[0] == 't') {
                QCOMPARE(zone.fan, Fan::Down);
                QVERIFY(zone.y >= 1.0);
            } else {
                QCOMPARE(zone.y, 0.0);
                QVERIFY(!zone.label.empty());
            }
        }
        // 15 columns need at least 15 card widths; keep it close to that.
        QVERIFY(layout.width < 16.5);
    }
};

QTEST_GUILESS_MAIN(TheFifteenTest)
#include "the_fifteen_test.moc"
