// The Blockade: the opening row, the test scenarios of RULES-PATIENCE.md §12,
// row deals, the automatic refill, vacancies once the stock is out, the
// foundations, winning and losing, the safe autoplay and the layout.
#include <QtTest>

#include <algorithm>

#include "battery.h"
#include "cards/deck.h"
#include "patience/the_blockade.h"
#include "patience_testing.h"

using namespace ct;
using testing::legal;
using testing::pile;
using testing::run;
using testing::topText;
using testing::verdict;

namespace {

using Arrangement = std::vector<std::pair<std::string, std::string>>;

std::unique_ptr<TheBlockadeState> newBlockade(std::uint32_t seed = 1)
{
    return testing::startPatience<TheBlockadeState>("the-blockade", seed);
}

std::string columnId(int index)
{
    return "b" + std::to_string(index);
}

// A position with the piles named; every column not named holds a King of
// clubs, which stays put, so no column is empty unless the test says so.
Arrangement withColumns(const Arrangement& named)
{
    Arrangement out;
    for (int i = 0; i < TheBlockadeState::kColumns; ++i) {
        const std::string id = columnId(i);
        if (std::none_of(named.begin(), named.end(), [&](const auto& entry) { return entry.first == id; }))
            out.push_back({id, "KC"});
    }
    out.insert(out.end(), named.begin(), named.end());
    return out;
}

} // namespace

class TheBlockadeTest : public QObject {
    Q_OBJECT

private slots:
    void openingRow()
    {
        // Appendix B: 12 + stock 92 = 104.
        auto state = newBlockade(1);
        const std::vector<Card> order = shuffledDeck(frenchDeck(2), 1);
        for (int i = 0; i < 12; ++i) {
            const Pile& column = pile(*state, columnId(i));
            QCOMPARE(column.kind, ZoneKind::Tableau);
            QCOMPARE(column.size(), size_t(1));
            QCOMPARE(column.top().card, order[size_t(i)]);
            QVERIFY(column.top().faceUp);
        }
        for (int i = 0; i < 8; ++i) {
            QCOMPARE(pile(*state, "f" + std::to_string(i)).kind, ZoneKind::Foundation);
            QVERIFY(pile(*state, "f" + std::to_string(i)).empty());
        }
        const Pile& stock = pile(*state, "stock");
        QCOMPARE(stock.size(), size_t(92));
        QCOMPARE(stock.top().card, order[12]);
        QVERIFY(!stock.top().faceUp);
        QCOMPARE(int(state->allCards().size()), 104);
        QCOMPARE(state->cardsToWin(), 104);
        QCOMPARE(state->stockAction(), std::string("deal"));
        QCOMPARE(state->game().name(), std::string("The Blockade"));
    }

    void onlyTheLastCardIsAvailable()
    {
        // Scenario 1: B2 = [9S, 4H]; 9S is blocked until 4H goes onto 5H (B7).
        auto state = newBlockade();
        QVERIFY(
            state->arrange(withColumns({{"b2", "9S 4H"}, {"b7", "JC 5H"}, {"b4", "10S"}, {"stock", "2D-"}}))
                .ok());
        QCOMPARE(verdict(*state, "move b2:2 b4").reason, Reason::GroupNotAllowed);
        QCOMPARE(verdict(*state, "move b2 b4").reason, Reason::WrongSuit); // that is 4H
        QVERIFY(legal(*state, "move b2 b7"));
        state->play("move b2 b7");
        QCOMPARE(topText(*state, "b7"), std::string("4H"));
        QCOMPARE(topText(*state, "b2"), std::string("9S"));
        QVERIFY(legal(*state, "move b2 b4"));
        QCOMPARE(pile(*state, "stock").size(), size_t(1)); // nothing emptied, nothing refilled
    }

    void emptiedColumnTakesTheNextStockCardAtOnce()
    {
        // Scenario 2: B5 holds only 8D, which goes home.
        auto state = newBlockade();
        QVERIFY(
            state->arrange(withColumns({{"b5", "8D"}, {"f3", run('D', 1, 7)}, {"stock", "3C- 6S-"}})).ok());
        auto move = state->parseAction("move b5 f3");
        QVERIFY(move.ok());
        QVERIFY(state->check(*move).legal());
        state->apply(*move); // one action: the move and its refill
        QCOMPARE(topText(*state, "f3"), std::string("8D"));
        QCOMPARE(pile(*state, "b5").size(), size_t(1));
        QCOMPARE(topText(*state, "b5"), std::string("6S"));
        QVERIFY(pile(*state, "b5").top().faceUp);
        QCOMPARE(pile(*state, "stock").size(), size_t(1));
        // The same after a marriage that empties a column.
        QVERIFY(state->arrange(withColumns({{"b1", "7H"}, {"b9", "QS 8H"}, {"stock", "3C- 6S-"}})).ok());
        state->play("move b1 b9");
        QCOMPARE(topText(*state, "b1"), std::string("6S"));
    }

    void severalEmptyColumnsFillFromTheLeft()
    {
        // Only arranged positions have two gaps at once; the next action fills
        // them left to right, its own gap included.
        auto state = newBlockade();
        QVERIFY(
            state->arrange(withColumns({{"b2", ""}, {"b6", ""}, {"b9", "AS"}, {"stock", "7C- 8C- 9C- 10C-"}}))
                .ok());
        state->play("move b9 f0");
        QCOMPARE(topText(*state, "b2"), std::string("10C"));
        QCOMPARE(topText(*state, "b6"), std::string("9C"));
        QCOMPARE(topText(*state, "b9"), std::string("8C"));
        QCOMPARE(pile(*state, "stock").size(), size_t(1));
        // While the stock lasts, no card is moved into a gap by hand.
        QVERIFY(state->arrange(withColumns({{"b2", ""}, {"b4", "5D"}, {"stock", "7C-"}})).ok());
        QCOMPARE(verdict(*state, "move b4 b2").reason, Reason::NotAvailableNow);
    }

    void marriageIsSameSuitOneLower()
    {
        // Scenario 3.
        auto state = newBlockade();
        QVERIFY(state
                    ->arrange(withColumns({{"b0", "9S"}, {"b1", "8S"}, {"b2", "10S"}, {"b3", "8C"},
                        {"b4", "AS"}, {"b5", "KS"}, {"stock", "2D-"}}))
                    .ok());
        QVERIFY(legal(*state, "move b1 b0"));
        const Verdict up = verdict(*state, "move b2 b0");
        QCOMPARE(up.reason, Reason::WrongRank);
        QCOMPARE(up.number, 8);
        QCOMPARE(verdict(*state, "move b3 b0").reason, Reason::WrongSuit);
        QCOMPARE(verdict(*state, "move b5 b4").reason, Reason::WrongRank); // no wrap
        QCOMPARE(verdict(*state, "move b4 b5").reason, Reason::WrongRank);
    }

    void shortRowNearTheEndOfTheStock()
    {
        // Scenario 4: five cards left; B0..B4 get one each, B5..B11 nothing.
        auto state = newBlockade();
        QVERIFY(state->arrange(withColumns({{"stock", "2D- 3D- 4D- 5D- 6D-"}})).ok());
        QVERIFY(legal(*state, "stock"));
        state->play("stock");
        const char* const expected[] = {"6D", "5D", "4D", "3D", "2D"};
        for (int i = 0; i < 12; ++i) {
            const Pile& column = pile(*state, columnId(i));
            QCOMPARE(column.size(), size_t(i < 5 ? 2 : 1));
            if (i < 5) {
                QCOMPARE(topText(*state, columnId(i)), std::string(expected[i]));
                QVERIFY(column.top().faceUp);
            }
        }
        QVERIFY(pile(*state, "stock").empty());
        QCOMPARE(verdict(*state, "stock").reason, Reason::StockEmpty);
        QCOMPARE(state->stockAction(), std::string());
    }

    void acesInARowWaitForTheRowToFinish()
    {
        auto state = newBlockade();
        // The row lays AH on b1 and AS on b3; nothing plays during the deal.
        QVERIFY(
            state->arrange(withColumns({{"stock", "9D- 9D- 8D- 8D- 7D- 7D- 6D- 6D- AS- 5D- AH- 4D-"}})).ok());
        state->play("stock");
        QCOMPARE(topText(*state, "b1"), std::string("AH"));
        QCOMPARE(topText(*state, "b3"), std::string("AS"));
        QCOMPARE(pile(*state, "b1").size(), size_t(2));
        QVERIFY(pile(*state, "f0").empty());
        QVERIFY(legal(*state, "move b1 f0"));
        QVERIFY(legal(*state, "move b3 f7"));
    }

    void foundationsTwoAcesPerSuitUpToKing()
    {
        auto state = newBlockade();
        QVERIFY(state
                    ->arrange(withColumns({{"b0", "AS"}, {"b1", "AS"}, {"b2", "2S"}, {"b3", "3S"},
                        {"b4", "2H"}, {"stock", "9D- 9D- 9D-"}}))
                    .ok());
        QCOMPARE(verdict(*state, "move b2 f0").reason, Reason::NeedsAce);
        state->play("move b0 f5"); // any empty place takes an Ace
        QVERIFY(legal(*state, "move b1 f0"));
        QCOMPARE(verdict(*state, "move b1 f5").reason, Reason::WrongRank);
        state->play("move b1 f0");
        QVERIFY(legal(*state, "move b2 f0"));
        QVERIFY(legal(*state, "move b2 f5"));
        QCOMPARE(verdict(*state, "move b3 f0").reason, Reason::WrongRank);
        QCOMPARE(verdict(*state, "move b4 f0").reason, Reason::WrongSuit);
        QCOMPARE(verdict(*state, "move f0 b9").reason, Reason::NotAvailableNow);
        QVERIFY(state->arrange(withColumns({{"f2", run('C', 1, 13)}, {"b0", "AC"}, {"stock", "9D-"}})).ok());
        QCOMPARE(verdict(*state, "move b0 f2").reason, Reason::FoundationComplete);
        QVERIFY(legal(*state, "move b0 f1"));
        QVERIFY(!state->parseAction("move b12 f0").ok());
        QVERIFY(!state->parseAction("deal a row").ok());
    }

    void anyCardIntoAGapOnceTheStockIsOut()
    {
        auto state = newBlockade();
        QVERIFY(state->arrange(withColumns({{"b0", "3H KS"}, {"b3", ""}, {"b5", ""}, {"b7", "8D"}})).ok());
        QVERIFY(legal(*state, "move b0 b3"));
        QVERIFY(legal(*state, "move b7 b3"));
        state->play("move b0 b3");
        QCOMPARE(topText(*state, "b3"), std::string("KS"));
        QCOMPARE(topText(*state, "b0"), std::string("3H"));
        QVERIFY(pile(*state, "b5").empty()); // no stock, no refill
        // A lone card may wander from gap to gap for ever: the game may cycle,
        // and it is not lost while a move exists.
        state->play("move b7 b5");
        QVERIFY(pile(*state, "b7").empty());
        QVERIFY(legal(*state, "move b5 b7"));
        QVERIFY(!state->isTerminal());
    }

    void lostOnlyOnceTheStockIsOutAndNothingMoves()
    {
        auto state = newBlockade();
        QVERIFY(state->arrange(withColumns({{"b0", "2H"}, {"b1", "5S"}})).ok());
        QVERIFY(state->isTerminal());
        QCOMPARE(state->outcome().result, Result::Lost);
        QCOMPARE(state->outcome().why, std::string("no-moves"));
        QVERIFY(state->legalActions().empty());
        QVERIFY(state->arrange(withColumns({{"b0", "2H"}, {"b1", "5S"}, {"stock", "9D-"}})).ok());
        QVERIFY(!state->isTerminal());
        QCOMPARE(state->legalActions().size(), size_t(1));
    }

    void wonWithTheLastCard()
    {
        auto state = newBlockade();
        Arrangement position;
        const char suits[] = {'C', 'D', 'H', 'S'};
        for (int i = 0; i < 8; ++i)
            position.push_back({"f" + std::to_string(i), run(suits[i / 2], 1, i == 7 ? 12 : 13)});
        position.push_back({"b6", "KS"});
        QVERIFY(state->arrange(position).ok());
        QVERIFY(!state->isTerminal());
        state->play("move b6 f7");
        QCOMPARE(state->cardsHome(), 104);
        QVERIFY(state->isTerminal());
        QCOMPARE(state->outcome().result, Result::Won);
    }

    void autoplayOnlyWhenNothingCanBeLost()
    {
        auto state = newBlockade();
        // An Ace over another card: always safe.
        QVERIFY(state->arrange(withColumns({{"b3", "9H AD"}, {"stock", "9D-"}})).ok());
        auto safe = state->safeAutoMove();
        QVERIFY(safe);
        QCOMPARE(state->actionText(*safe), std::string("move b3 f0"));
        // A lone Ace would empty its column and take a stock card: not by itself.
        QVERIFY(state->arrange(withColumns({{"b3", "AD"}, {"stock", "9D-"}})).ok());
        QVERIFY(!state->safeAutoMove());
        QVERIFY(state->foundationMove(state->pileIndex("b3")));
        // Once the stock is out, it may.
        QVERIFY(state->arrange(withColumns({{"b3", "AD"}})).ok());
        QVERIFY(state->safeAutoMove());
        // 5D while one 4D is still out: that 4D may want to go on it.
        QVERIFY(state->arrange(withColumns({{"f0", run('D', 1, 4)}, {"f1", run('D', 1, 2)}, {"b3", "9H 5D"},
                                   {"stock", "9D-"}}))
                    .ok());
        QVERIFY(!state->safeAutoMove());
        // Both 4D home (the other pile shows 4D as well): safe.
        QVERIFY(state->arrange(withColumns({{"f0", run('D', 1, 4)}, {"f1", run('D', 1, 4)}, {"b3", "9H 5D"},
                                   {"stock", "9D-"}}))
                    .ok());
        QVERIFY(state->safeAutoMove());
        // Its twin home already: safe too.
        QVERIFY(state->arrange(withColumns({{"f0", run('D', 1, 4)}, {"f1", run('D', 1, 6)}, {"b3", "9H 5D"},
                                   {"stock", "9D-"}}))
                    .ok());
        QVERIFY(state->safeAutoMove());
        // A 2 whose twin would find no Ace left to go on.
        QVERIFY(state->arrange(withColumns({{"f0", "AD"}, {"b3", "9H 2D"}, {"stock", "9D-"}})).ok());
        QVERIFY(!state->safeAutoMove());
    }

    void layoutHasTwelveColumnsUnderTheFoundations()
    {
        auto state = newBlockade();
        const TableLayout layout = state->layout();
        const std::string error = testing::checkLayout(layout, state->zones());
        QVERIFY2(error.empty(), error.c_str());
        auto find = [&](const std::string& id) {
            return *std::find_if(layout.zones.begin(), layout.zones.end(),
                [&](const ZoneLayout& zone) { return zone.id == id; });
        };
        for (int i = 0; i < 12; ++i) {
            QCOMPARE(find(columnId(i)).fan, Fan::Down);
            QVERIFY(find(columnId(i)).y > find("f0").y);
            if (i > 0)
                QVERIFY(find(columnId(i)).x > find(columnId(i - 1)).x);
        }
        for (int i = 0; i < 8; ++i)
            QCOMPARE(find("f" + std::to_string(i)).label, std::string("A"));
        QVERIFY(layout.width <= 14.0);
    }
};

QTEST_GUILESS_MAIN(TheBlockadeTest)
#include "the_blockade_test.moc"
