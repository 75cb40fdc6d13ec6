// Babette: the opening row (Appendix B), the test scenarios of
// RULES-PATIENCE.md §4, row deals, the take-ups and their gathering order,
// winning and losing, and the sideways garden layout.
#include <QtTest>

#include <algorithm>

#include "battery.h"
#include "cards/deck.h"
#include "patience/babette.h"

using namespace ct;

namespace {

std::unique_ptr<BabetteState> newBabette(std::uint32_t seed = 1)
{
    GameSetup setup;
    setup.seed = seed;
    auto state = findGame("babette")->start(setup);
    return std::unique_ptr<BabetteState>(static_cast<BabetteState*>(state->release()));
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

std::string cellId(int row, int column)
{
    return "r" + std::to_string(row) + "c" + std::to_string(column);
}

int gardenCards(const BabetteState& state)
{
    int count = 0;
    for (int row = 0; row < BabetteState::kRows; ++row)
        for (int column = 0; column < BabetteState::kColumns; ++column)
            count += int(pile(state, cellId(row, column)).size());
    return count;
}

bool offersTakeUp(const BabetteState& state)
{
    const auto actions = state.legalActions();
    return std::find(actions.begin(), actions.end(), BabetteState::takeUp()) != actions.end();
}

// A suit from `from` to `to`, up or down, as card text: "KC QC JC".
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

class BabetteTest : public QObject {
    Q_OBJECT

private slots:
    void openingRow()
    {
        // Appendix B: row 0 holds 8 + stock 96 = 104.
        auto state = newBabette(4);
        const std::vector<Card> order = shuffledDeck(frenchDeck(2), 4);
        for (int column = 0; column < 8; ++column) {
            const Pile& p = pile(*state, cellId(0, column));
            QCOMPARE(p.size(), size_t(1));
            QVERIFY(p.top().faceUp);
            QCOMPARE(p.top().card, order[size_t(column)]);
        }
        QCOMPARE(gardenCards(*state), 8);
        const Pile& stock = pile(*state, "stock");
        QCOMPARE(stock.size(), size_t(96));
        QVERIFY(!stock.top().faceUp);
        QCOMPARE(stock.top().card, order[8]);
        for (const char* id : {"afs", "afh", "afd", "afc", "kfs", "kfh", "kfd", "kfc"}) {
            QCOMPARE(pile(*state, id).kind, ZoneKind::Foundation);
            QVERIFY(pile(*state, id).empty());
        }
        QCOMPARE(state->rowsDealt(), 1);
        QCOMPARE(state->takeUpsLeft(), 2);
        QCOMPARE(state->redealsLeft(), 2);
        QCOMPARE(state->stockAction(), std::string("deal"));
        QCOMPARE(state->game().name(), std::string("Babette"));
    }

    void cardAboveAGapIsFree()
    {
        // Scenario 1: column 3 holds 5H at r0, a gap at r1 and JC at r2.
        auto state = newBabette();
        QVERIFY(
            state->arrange({{"r0c3", "5H"}, {"r2c3", "JC"}, {"afh", "AH 2H 3H 4H"}, {"kfc", "KC QC"}}).ok());
        QVERIFY(state->isAvailable(0, 3));
        QVERIFY(state->isAvailable(2, 3));
        QVERIFY(legal(*state, "move r0c3 afh"));
        QVERIFY(legal(*state, "move r2c3 kfc"));
    }

    void cardBelowBlocks()
    {
        // Scenario 2: column 0 holds 2S at r0 and 9D at r1.
        auto state = newBabette();
        QVERIFY(
            state->arrange({{"r0c0", "2S"}, {"r1c0", "9D"}, {"afs", "AS"}, {"kfd", run('D', 13, 10)}}).ok());
        QVERIFY(!state->isAvailable(0, 0));
        const Verdict blocked = verdict(*state, "move r0c0 afs");
        QCOMPARE(blocked.reason, Reason::CardNotAvailable);
        QCOMPARE(cardText(blocked.card), std::string("2S"));
        QVERIFY(state->play("move r1c0 kfd").legal());
        QVERIFY(state->isAvailable(0, 0));
        QVERIFY(state->play("move r0c0 afs").legal());
    }

    void noBuildingAndGapsStayGaps()
    {
        auto state = newBabette();
        QVERIFY(state->arrange({{"r0c0", "6S"}, {"r0c1", "7S"}, {"r1c1", "5D"}}).ok());
        QCOMPARE(verdict(*state, "move r0c0 r0c1").reason, Reason::PileTakesNoCards);
        QCOMPARE(verdict(*state, "move r0c0 r1c0").reason, Reason::VacancyNeverFilled);
        QCOMPARE(verdict(*state, "move r0c0 stock").reason, Reason::PileTakesNoCards);
        QCOMPARE(verdict(*state, "move afs r0c0").reason, Reason::EmptyPile);
        QCOMPARE(verdict(*state, "move r0c0 afs").reason, Reason::NeedsAce);
        QCOMPARE(verdict(*state, "move r0c0 kfs").reason, Reason::NeedsKing);
        QVERIFY(!state->safeAutoMove());
    }

    void twelveRowsEmptyTheStock()
    {
        // Scenario 3: row 0 and 96 in the stock; 12 more rows empty it, and
        // the take-up is offered with 2 left.
        auto state = newBabette(9);
        QCOMPARE(int(pile(*state, "stock").size()), 96);
        for (int click = 1; click <= 12; ++click) {
            QVERIFY(!offersTakeUp(*state));
            QCOMPARE(verdict(*state, "take-up").reason, Reason::StockNotEmpty);
            // A row may be dealt at any time, even with plays on the table.
            QVERIFY(state->play("stock").legal());
            QCOMPARE(state->rowsDealt(), click + 1);
            QCOMPARE(int(pile(*state, "stock").size()), 96 - 8 * click);
            for (int column = 0; column < 8; ++column)
                QVERIFY(!pile(*state, cellId(click, column)).empty());
        }
        QVERIFY(pile(*state, "stock").empty());
        QCOMPARE(gardenCards(*state), 104);
        QCOMPARE(verdict(*state, "stock").reason, Reason::StockEmpty);
        QCOMPARE(state->stockAction(), std::string());
        QVERIFY(offersTakeUp(*state));
        QCOMPARE(state->takeUpsLeft(), 2);
    }

    void shortRowStartsAtColumnZero()
    {
        auto state = newBabette();
        QVERIFY(state->arrange({{"r0c5", "KH"}, {"stock", "3C 9D 2S"}}).ok());
        QCOMPARE(state->rowsDealt(), 1);
        state->play("stock");
        QCOMPARE(topText(*state, "r1c0"), std::string("2S"));
        QCOMPARE(topText(*state, "r1c1"), std::string("9D"));
        QCOMPARE(topText(*state, "r1c2"), std::string("3C"));
        for (int column = 3; column < 8; ++column)
            QVERIFY(pile(*state, cellId(1, column)).empty());
        QCOMPARE(state->rowsDealt(), 2);
    }

    void takeUpGathersRightColumnFirst()
    {
        // Scenario 4: column 0 holds 3C (r0) and 7H (r4), column 7 holds QS
        // (r1). The new stock deals QS, 3C, 7H.
        auto state = newBabette();
        QVERIFY(state->arrange({{"r0c0", "3C"}, {"r4c0", "7H"}, {"r1c7", "QS"}}).ok());
        QVERIFY(offersTakeUp(*state));
        QVERIFY(state->play("take-up").legal());
        QCOMPARE(topText(*state, "r0c0"), std::string("QS"));
        QCOMPARE(topText(*state, "r0c1"), std::string("3C"));
        QCOMPARE(topText(*state, "r0c2"), std::string("7H"));
        QCOMPARE(gardenCards(*state), 3);
        QVERIFY(pile(*state, "stock").empty());
        QCOMPARE(state->rowsDealt(), 1);
        QCOMPARE(state->takeUpsLeft(), 1);
        QCOMPARE(state->redealsLeft(), 1);
    }

    void takeUpKeepsTheGardensOrder()
    {
        // A longer gathering: each column from its first row down, column 7 to 0.
        auto state = newBabette();
        QVERIFY(state
                    ->arrange({{"r0c7", "2C"}, {"r3c7", "3C"}, {"r2c5", "4C"}, {"r0c2", "5C"}, {"r1c2", "6C"},
                        {"r9c2", "7C"}, {"r0c0", "8C"}, {"r12c0", "9C"}, {"r5c1", "10C"}})
                    .ok());
        state->play("take-up");
        const char* expected[] = {"2C", "3C", "4C", "5C", "6C", "7C", "10C", "8C"};
        for (int column = 0; column < 8; ++column)
            QCOMPARE(topText(*state, cellId(0, column)), std::string(expected[column]));
        QCOMPARE(int(pile(*state, "stock").size()), 1);
        state->play("stock");
        QCOMPARE(topText(*state, "r1c0"), std::string("9C"));
    }

    void threeRoundsAtMost()
    {
        auto state = newBabette(3);
        for (int round = 0; round < 3; ++round) {
            while (!pile(*state, "stock").empty())
                QVERIFY(state->play("stock").legal());
            if (round < 2)
                QVERIFY(state->play("take-up").legal());
        }
        QCOMPARE(state->takeUpsLeft(), 0);
        // With a play on the table the game goes on, but no take-up is left.
        QVERIFY(state->arrange({{"r0c0", "AH"}, {"r0c1", "5S"}}).ok());
        QCOMPARE(verdict(*state, "take-up").reason, Reason::NoTakeUpsLeft);
        QVERIFY(!state->isTerminal());
        state->play("move r0c0 afh");
        // Stock empty, nothing playable, no take-up: lost.
        QVERIFY(state->isTerminal());
        QCOMPARE(state->outcome().result, Result::Lost);
        QCOMPARE(state->outcome().why, std::string("no-moves"));
        QVERIFY(state->legalActions().empty());
    }

    void stuckRoundWaitsForTheTakeUp()
    {
        // Nothing playable and the stock empty, but a take-up is left: not lost.
        auto state = newBabette();
        QVERIFY(state->arrange({{"r0c0", "5S"}, {"r1c0", "9H"}}).ok());
        QVERIFY(!state->isTerminal());
        const auto actions = state->legalActions();
        QCOMPARE(actions.size(), size_t(1));
        QCOMPARE(state->actionText(actions[0]), std::string("take-up"));
        QVERIFY(state->parseAction("TAKE UP").ok());
        QVERIFY(!state->parseAction("take-down").ok());
    }

    void wonWithTheLastCard()
    {
        auto state = newBabette();
        QVERIFY(state
                    ->arrange({{"afs", run('S', 1, 13)}, {"afh", run('H', 1, 13)}, {"afd", run('D', 1, 13)},
                        {"afc", run('C', 1, 13)}, {"kfs", run('S', 13, 1)}, {"kfh", run('H', 13, 1)},
                        {"kfd", run('D', 13, 1)}, {"kfc", run('C', 13, 2)}, {"r7c4", "AC#2"}})
                    .ok());
        QVERIFY(state->play("move r7c4 kfc").legal());
        QCOMPARE(state->cardsHome(), 104);
        QCOMPARE(state->outcome().result, Result::Won);
    }

    void layoutShowsTheGardenSideways()
    {
        auto state = newBabette();
        const TableLayout layout = state->layout();
        const std::string error = testing::checkLayout(layout, state->zones());
        QVERIFY2(error.empty(), error.c_str());
        QCOMPARE(layout.zones.size(), size_t(8 + 104 + 1));
        auto zone = [&](const std::string& id) {
            return *std::find_if(
                layout.zones.begin(), layout.zones.end(), [&](const ZoneLayout& z) { return z.id == id; });
        };
        // Later rows lie to the right, the eight columns one under another.
        QVERIFY(zone("r1c0").x > zone("r0c0").x);
        QCOMPARE(zone("r1c0").y, zone("r0c0").y);
        QVERIFY(zone("r0c1").y > zone("r0c0").y);
        // Gaps of dealt rows show as outlines; rows still to come do not.
        QVERIFY(zone("r0c3").showEmpty);
        QVERIFY(!zone("r1c3").showEmpty);
        state->play("stock");
        const TableLayout next = state->layout();
        QVERIFY(std::find_if(next.zones.begin(), next.zones.end(), [](const ZoneLayout& z) {
            return z.id == "r1c3";
        })->showEmpty);
        // Wide rather than tall, so the cards stay readable in a 1280 x 800 window.
        QVERIFY(layout.height < 9);
    }
};

QTEST_GUILESS_MAIN(BabetteTest)
#include "babette_test.moc"
