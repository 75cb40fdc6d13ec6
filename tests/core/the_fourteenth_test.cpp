// The Fourteenth: the opening deal (Appendix B), the test scenarios of
// RULES-PATIENCE.md §1, the refill, the exchange with its brute-force search,
// winning and losing, and the layout.
#include <QtTest>

#include <algorithm>

#include "battery.h"
#include "cards/deck.h"
#include "patience/the_fourteenth.h"

using namespace ct;

namespace {

std::unique_ptr<TheFourteenthState> newFourteenth(std::uint32_t seed = 1)
{
    GameSetup setup;
    setup.seed = seed;
    auto state = findGame("the-fourteenth")->start(setup);
    return std::unique_ptr<TheFourteenthState>(static_cast<TheFourteenthState*>(state->release()));
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

std::vector<std::string> exchangesOffered(const TheFourteenthState& state)
{
    std::vector<std::string> texts;
    for (const Action& action : state.legalActions())
        if (action.kind == TheFourteenthState::Exchange)
            texts.push_back(state.actionText(action));
    return texts;
}

} // namespace

class TheFourteenthTest : public QObject {
    Q_OBJECT

private slots:
    void openingDeal()
    {
        // Appendix B: grid 25 + stock 79 = 104, dealt row by row.
        auto state = newFourteenth(3);
        const std::vector<Card> order = shuffledDeck(frenchDeck(2), 3);
        for (int cell = 0; cell < TheFourteenthState::kCells; ++cell) {
            const Pile& p = pile(*state, TheFourteenthState::cellId(cell));
            QCOMPARE(p.kind, ZoneKind::Tableau);
            QCOMPARE(p.size(), size_t(1));
            QVERIFY(p.top().faceUp);
            QCOMPARE(p.top().card, order[size_t(cell)]);
        }
        const Pile& stock = pile(*state, "stock");
        QCOMPARE(stock.kind, ZoneKind::Stock);
        QCOMPARE(stock.size(), size_t(79));
        QVERIFY(!stock.top().faceUp);
        // The next card to refill with is the 26th of the deal.
        QCOMPARE(stock.top().card, order[25]);
        QCOMPARE(pile(*state, "discard").kind, ZoneKind::Discard);
        QVERIFY(pile(*state, "discard").empty());
        QCOMPARE(int(state->allCards().size()), 104);
        QVERIFY(!state->exchangeUsed());
        QCOMPARE(state->game().name(), std::string("The Fourteenth"));
        QCOMPARE(TheFourteenthState::cellId(TheFourteenthState::cell(3, 1)), std::string("r3c1"));
    }

    void pairsInARowAddUpToFourteen()
    {
        // Scenario 1: row 2 holds 10H 5C 4C 9D KS.
        auto state = newFourteenth();
        QVERIFY(
            state->arrange({{"r2c0", "10H"}, {"r2c1", "5C"}, {"r2c2", "4C"}, {"r2c3", "9D"}, {"r2c4", "KS"}})
                .ok());
        QVERIFY(legal(*state, "move r2c0 r2c2"));
        QVERIFY(legal(*state, "move r2c2 r2c0")); // either card may be dropped on the other
        QVERIFY(legal(*state, "move r2c1 r2c3"));
        // The 5C between 10H and 4C does not matter; neither does a gap.
        const Verdict sum23 = verdict(*state, "move r2c4 r2c0");
        QCOMPARE(sum23.reason, Reason::WrongSum);
        QCOMPARE(sum23.number, 14);
        QCOMPARE(cardText(sum23.card), std::string("KS"));
        QCOMPARE(cardText(sum23.other), std::string("10H"));
        // A column works like a row, and 7 pairs with 7.
        QVERIFY(state->arrange({{"r0c4", "7H"}, {"r4c4", "7S"}, {"r2c4", "KS"}}).ok());
        QVERIFY(legal(*state, "move r4c4 r0c4"));
    }

    void pairsMustShareALine()
    {
        // Scenario 2: 10H at G[0][0] and 4C at G[1][1] share no row or column.
        auto state = newFourteenth();
        // A pair elsewhere keeps the game going.
        QVERIFY(state->arrange({{"r0c0", "10H"}, {"r1c1", "4C"}, {"r4c2", "6D"}, {"r4c4", "8D"}}).ok());
        QCOMPARE(verdict(*state, "move r0c0 r1c1").reason, Reason::NotInLine);
        QCOMPARE(verdict(*state, "move r1c1 r0c0").reason, Reason::NotInLine);
        // Nothing else is a move: an empty cell, the stock or the discard.
        QCOMPARE(verdict(*state, "move r0c0 r0c1").reason, Reason::EmptyPile);
        QCOMPARE(verdict(*state, "move r0c0 discard").reason, Reason::PileTakesNoCards);
        QCOMPARE(verdict(*state, "move r0c0 stock").reason, Reason::PileTakesNoCards);
        QCOMPARE(verdict(*state, "move r0c0 r0c0").reason, Reason::SamePile);
        QCOMPARE(verdict(*state, "stock").reason, Reason::NotAvailableNow);
        QCOMPARE(verdict(*state, "redeal").reason, Reason::NotAvailableNow);
        QVERIFY(!state->parseAction("move r0c0 r9c9").ok());
    }

    void removedPairRefillsInReadingOrder()
    {
        // Scenario 3: the stock top is JD and the next card 2S. The ruling's
        // cells G[0][3] and G[3][1] share no line, so the pair here lies at
        // G[0][3] and G[3][3]: the cell that comes first in reading order
        // takes the top card, whichever card was dropped on which.
        for (const char* move : {"move r3c3 r0c3", "move r0c3 r3c3"}) {
            auto state = newFourteenth();
            QVERIFY(
                state->arrange({{"r0c3", "6S"}, {"r3c3", "8D"}, {"r3c1", "QC"}, {"stock", "5H 2S JD"}}).ok());
            QVERIFY(state->play(move).legal());
            QCOMPARE(topText(*state, "r0c3"), std::string("JD"));
            QCOMPARE(topText(*state, "r3c3"), std::string("2S"));
            QVERIFY(pile(*state, "r0c3").top().faceUp);
            QCOMPARE(pile(*state, "stock").size(), size_t(1));
            const Pile& discard = pile(*state, "discard");
            QCOMPARE(discard.size(), size_t(2));
            QVERIFY(!discard.cards[0].faceUp && !discard.cards[1].faceUp);
            QCOMPARE(state->cardsHome(), 2);
            // Nothing slides: the other cells are as they were.
            QCOMPARE(topText(*state, "r3c1"), std::string("QC"));
        }
        // The same order across rows: G[3][1] and G[3][4] with one card left.
        auto state = newFourteenth();
        QVERIFY(state->arrange({{"r3c4", "QS"}, {"r3c1", "2H"}, {"stock", "JD"}}).ok());
        state->play("move r3c4 r3c1");
        QCOMPARE(topText(*state, "r3c1"), std::string("JD"));
        // With the stock empty, the other cell stays empty.
        QCOMPARE(topText(*state, "r3c4"), std::string("--"));
    }

    void exchangeOnlyWhenNoPair()
    {
        // Scenario 4, first half: with a pair on the table the exchange is refused.
        auto state = newFourteenth();
        QVERIFY(state->arrange({{"r0c0", "AS"}, {"r0c1", "KD"}, {"r2c2", "5H"}, {"r3c3", "6C"}}).ok());
        QVERIFY(state->hasPair());
        QCOMPARE(verdict(*state, "exchange r2c2 r3c3").reason, Reason::PairOnTable);
        QVERIFY(exchangesOffered(*state).empty());
    }

    void exchangeOfferedOnceThenGone()
    {
        // Scenario 4: no pair and the exchange unused, so it is offered.
        // AS r0c0, 2C r0c1, KD r1c1: no two in a line add up to 14.
        auto state = newFourteenth();
        QVERIFY(state->arrange({{"r0c0", "AS"}, {"r0c1", "2C"}, {"r1c1", "KD"}, {"stock", "9H 8C 4D"}}).ok());
        QVERIFY(!state->hasPair());
        QVERIFY(!state->isTerminal());
        const auto offered = exchangesOffered(*state);
        QVERIFY(!offered.empty());
        QCOMPARE(offered.size(), state->legalActions().size()); // the only moves
        QVERIFY(std::find(offered.begin(), offered.end(), "exchange r0c1 r1c1") != offered.end());
        // An exchange after which there is still no pair is refused and stays unused.
        QCOMPARE(verdict(*state, "exchange r0c0 r1c1").reason, Reason::ExchangeMakesNoPair);
        QVERIFY(!state->exchangeUsed());
        // Cells must hold cards and be different.
        QCOMPARE(verdict(*state, "exchange r0c0 r4c4").reason, Reason::EmptyPile);
        QCOMPARE(verdict(*state, "exchange r0c0 r0c0").reason, Reason::SamePile);
        QCOMPARE(verdict(*state, "exchange r0c0 r0c1 r0c1 r1c1").reason, Reason::SamePile);
        QVERIFY(!state->parseAction("exchange r0c0").ok());
        QVERIFY(!state->parseAction("exchange r0c0 stock").ok());
        // Written in any order, it is the same exchange.
        QCOMPARE(*state->parseAction("exchange r1c1 r0c1"), *state->parseAction("exchange r0c1 r1c1"));

        QVERIFY(state->play("exchange r1c1 r0c1").legal());
        QVERIFY(state->exchangeUsed());
        QCOMPARE(topText(*state, "r0c1"), std::string("KD"));
        QCOMPARE(topText(*state, "r1c1"), std::string("2C"));
        QVERIFY(state->play("move r0c1 r0c0").legal());
        QCOMPARE(topText(*state, "r0c0"), std::string("4D"));
        QCOMPARE(topText(*state, "r0c1"), std::string("8C"));

        // A stuck grid later on: the exchange is never offered again, and the
        // game is lost.
        QVERIFY(state->arrange({{"r0c0", "AS"}, {"r0c1", "2C"}, {"r1c1", "KD"}}).ok());
        QVERIFY(state->exchangeUsed());
        QCOMPARE(verdict(*state, "exchange r0c1 r1c1").reason, Reason::GameOver);
        QVERIFY(state->isTerminal());
        QCOMPARE(state->outcome().result, Result::Lost);
        QCOMPARE(state->outcome().why, std::string("no-moves"));
        QVERIFY(state->legalActions().empty());
    }

    void exchangeOfTwoSwaps()
    {
        // AS r0c0 and KD r4c4 lie on no shared line with anything; 2H r2c1 and
        // 3C r2c3 share row 2. No single swap makes a pair, but moving AS and
        // KD into row 2 together does: only the two double swaps that do that
        // are offered.
        auto state = newFourteenth();
        QVERIFY(state->arrange({{"r0c0", "AS"}, {"r4c4", "KD"}, {"r2c1", "2H"}, {"r2c3", "3C"}}).ok());
        QVERIFY(!state->hasPair());
        const auto offered = exchangesOffered(*state);
        QCOMPARE(offered.size(), size_t(2));
        QCOMPARE(offered[0], std::string("exchange r0c0 r2c1 r2c3 r4c4"));
        QCOMPARE(offered[1], std::string("exchange r0c0 r2c3 r2c1 r4c4"));
        QCOMPARE(verdict(*state, "exchange r0c0 r2c1").reason, Reason::ExchangeMakesNoPair);
        QVERIFY(state->play("exchange r4c4 r2c3 r2c1 r0c0").legal());
        QCOMPARE(topText(*state, "r2c1"), std::string("AS"));
        QCOMPARE(topText(*state, "r2c3"), std::string("KD"));
        QCOMPARE(topText(*state, "r0c0"), std::string("2H"));
        QCOMPARE(topText(*state, "r4c4"), std::string("3C"));
        QVERIFY(state->play("move r2c1 r2c3").legal());
        // 2H and 3C now share no line and the exchange is spent: lost.
        QVERIFY(state->isTerminal());
        QCOMPARE(state->outcome().result, Result::Lost);
    }

    void lostWhenNoExchangeCanHelp()
    {
        // Four cards on the diagonal: every swap keeps them on it.
        auto state = newFourteenth();
        QVERIFY(
            state->arrange({{"r0c0", "AS"}, {"r1c1", "KD"}, {"r2c2", "2H"}, {"r3c3", "QC"}, {"stock", "5S"}})
                .ok());
        QVERIFY(!state->exchangeUsed());
        QVERIFY(state->isTerminal());
        QCOMPARE(state->outcome().result, Result::Lost);
        QVERIFY(state->legalActions().empty());
        QCOMPARE(verdict(*state, "exchange r0c0 r1c1").reason, Reason::GameOver);
    }

    void wonWhenEveryCardIsDiscarded()
    {
        auto state = newFourteenth();
        std::vector<Card> rest = frenchDeck(2);
        rest.erase(std::find(rest.begin(), rest.end(), french(7, Suit::Hearts)));
        rest.erase(std::find(rest.begin(), rest.end(), french(7, Suit::Spades, 1)));
        QVERIFY(state
                    ->arrange(
                        {{"discard", cardsText(rest, PackSuffix::Always)}, {"r1c0", "7H"}, {"r1c4", "7S#2"}})
                    .ok());
        QCOMPARE(state->cardsHome(), 102);
        QVERIFY(!state->isTerminal());
        QVERIFY(state->play("move r1c4 r1c0").legal());
        QCOMPARE(state->cardsHome(), 104);
        QVERIFY(state->isTerminal());
        QCOMPARE(state->outcome().result, Result::Won);
    }

    void discardStaysFaceDown()
    {
        auto state = newFourteenth();
        QVERIFY(state->arrange({{"r0c0", "6S"}, {"r0c1", "8S"}, {"discard", "4C- 10C-"}}).ok());
        QCOMPARE(verdict(*state, "flip discard").reason, Reason::NothingToFlip);
        QCOMPARE(verdict(*state, "move discard r0c0").reason, Reason::CardFaceDown);
        for (const Action& action : state->legalActions())
            QCOMPARE(action.kind, int(PatienceState::MoveCards));
    }

    void seededGameReplays()
    {
        // Play a seed by always taking the first legal action; the same
        // actions from the same seed give the same game.
        auto first = newFourteenth(11);
        std::vector<std::string> played;
        while (!first->isTerminal() && played.size() < 200) {
            const Action action = first->legalActions().front();
            played.push_back(first->actionText(action));
            first->apply(action);
        }
        auto second = newFourteenth(11);
        for (const std::string& text : played)
            QVERIFY(second->play(text).legal());
        QCOMPARE(second->fingerprint(), first->fingerprint());
        // Every card is somewhere: grid, stock or discard.
        QCOMPARE(int(second->allCards().size()), 104);
        QVERIFY(second->cardsHome() >= 2 * 10);
    }

    void layoutIsAFiveByFiveGrid()
    {
        auto state = newFourteenth();
        const TableLayout layout = state->layout();
        const std::string error = testing::checkLayout(layout, state->zones());
        QVERIFY2(error.empty(), error.c_str());
        QCOMPARE(layout.zones.size(), size_t(27));
        QVERIFY(layout.width <= 14);
        // Row 1 lies under row 0, column 1 right of column 0.
        auto zone = [&](const std::string& id) {
            return *std::find_if(
                layout.zones.begin(), layout.zones.end(), [&](const ZoneLayout& z) { return z.id == id; });
        };
        QVERIFY(zone("r1c0").y > zone("r0c0").y);
        QVERIFY(zone("r0c1").x > zone("r0c0").x);
        QCOMPARE(zone("r1c0").x, zone("r0c0").x);
    }
};

QTEST_GUILESS_MAIN(TheFourteenthTest)
#include "the_fourteenth_test.moc"
