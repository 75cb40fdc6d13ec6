// The Sultan: the block and the opening deal, the test scenarios of
// RULES-PATIENCE.md §9, the Divan refill, the shuffled redeals, winning and
// losing, the safe autoplay and the layout.
#include <QtTest>

#include <algorithm>

#include "battery.h"
#include "cards/deck.h"
#include "cards/rng.h"
#include "patience/the_sultan.h"
#include "patience_testing.h"

using namespace ct;
using testing::legal;
using testing::pile;
using testing::topText;
using testing::verdict;

namespace {

using Arrangement = std::vector<std::pair<std::string, std::string>>;

std::unique_ptr<TheSultanState> newSultan(std::uint32_t seed = 1)
{
    return testing::startPatience<TheSultanState>("the-sultan", seed);
}

std::string foundationId(int index)
{
    return "f" + std::to_string(index);
}

std::string divanId(int index)
{
    return "d" + std::to_string(index);
}

// A foundation holding its base and `cards` more, as text: "KC AC 2C".
std::string foundation(int index, int cards)
{
    Card next = TheSultanState::baseCard(index);
    std::vector<Card> out{next};
    for (int i = 0; i < cards; ++i) {
        next.rank = static_cast<std::uint8_t>(next.rank == kKing ? kAce : next.rank + 1);
        out.push_back(next);
    }
    return cardsText(out);
}

// A complete foundation: up to its Queen.
std::string fullFoundation(int index)
{
    return foundation(index, index == 1 ? 11 : 12);
}

// A position with the piles named; the block not named shows its bases, and
// every Divan cell not named holds a card, so no refill takes the waste.
Arrangement withBlock(const Arrangement& named)
{
    auto isNamed = [&](const std::string& id) {
        return std::any_of(named.begin(), named.end(), [&](const auto& entry) { return entry.first == id; });
    };
    Arrangement out;
    for (int i = 0; i < TheSultanState::kFoundations; ++i)
        if (!isNamed(foundationId(i)))
            out.push_back({foundationId(i), cardText(TheSultanState::baseCard(i))});
    if (!isNamed("sultan"))
        out.push_back({"sultan", "KH"});
    for (int i = 0; i < TheSultanState::kDivanCells; ++i)
        if (!isNamed(divanId(i)))
            out.push_back({divanId(i), "10C"});
    out.insert(out.end(), named.begin(), named.end());
    return out;
}

} // namespace

class TheSultanTest : public QObject {
    Q_OBJECT

private slots:
    void openingDeal()
    {
        // Appendix B: 9 laid out + Divan 8 + stock 87 = 104.
        auto state = newSultan(1);
        const std::vector<Card> order = shuffledDeck(frenchDeck(2), 1);
        // The first copy of each face met in the deal takes the first free
        // place of the block that shows it, in reading order.
        const std::vector<std::string> places = {"f0", "f1", "f2", "f3", "sultan", "f4", "f5", "f6", "f7"};
        const std::vector<Card> faces = *parseCards("KC AH KC KS KH KS KD KH KD");
        std::vector<bool> laid(9, false);
        std::vector<Card> rest;
        for (const Card& card : order) {
            bool placed = false;
            for (std::size_t i = 0; i < faces.size() && !placed; ++i)
                if (!laid[i] && card.sameFace(faces[i])) {
                    laid[i] = true;
                    QCOMPARE(pile(*state, places[i]).size(), size_t(1));
                    QCOMPARE(pile(*state, places[i]).top().card, card); // that very copy
                    placed = true;
                }
            if (!placed)
                rest.push_back(card);
        }
        QCOMPARE(rest.size(), size_t(95));
        for (int i = 0; i < 8; ++i) {
            const Pile& cell = pile(*state, divanId(i));
            QCOMPARE(cell.kind, ZoneKind::Reserve);
            QCOMPARE(cell.size(), size_t(1));
            QVERIFY(cell.top().faceUp);
            QCOMPARE(cell.top().card, rest[size_t(i)]);
            QCOMPARE(pile(*state, foundationId(i)).kind, ZoneKind::Foundation);
            QCOMPARE(pile(*state, foundationId(i)).top().card.sameFace(TheSultanState::baseCard(i)), true);
        }
        const Pile& stock = pile(*state, "stock");
        QCOMPARE(stock.size(), size_t(87));
        QCOMPARE(stock.top().card, rest[8]);
        QVERIFY(!stock.top().faceUp);
        QVERIFY(pile(*state, "waste").empty());
        QCOMPARE(pile(*state, "sultan").kind, ZoneKind::Other);
        QCOMPARE(int(state->allCards().size()), 104);
        // The Sultan is not a foundation: 8 cards count as home, 103 win.
        QCOMPARE(state->cardsHome(), 8);
        QCOMPARE(state->cardsToWin(), 103);
        QCOMPARE(state->redealsLeft(), 2);
        QCOMPARE(state->stockAction(), std::string("turn"));
        QCOMPARE(state->game().name(), std::string("The Sultan"));
    }

    void kingPilesStartWithTheAceAndAcePileWithTheTwo()
    {
        // Scenario 1: a bare KC pile takes AC; the AH pile takes 2H, never AH.
        auto state = newSultan();
        QVERIFY(state->arrange(withBlock({{"d0", "AC"}, {"d1", "AH"}, {"d2", "2H"}, {"d3", "2C"},
                                   {"d4", "AS"}, {"stock", "5D-"}}))
                    .ok());
        QVERIFY(legal(*state, "move d0 f0"));
        QVERIFY(legal(*state, "move d0 f2"));
        QCOMPARE(verdict(*state, "move d3 f0").reason, Reason::WrongRank);
        QCOMPARE(verdict(*state, "move d4 f0").reason, Reason::WrongSuit);
        QVERIFY(legal(*state, "move d2 f1"));
        const Verdict secondAce = verdict(*state, "move d1 f1");
        QCOMPARE(secondAce.reason, Reason::WrongRank);
        QCOMPARE(secondAce.number, 2);
        // That Ace of hearts belongs to the King of hearts pile of row 2.
        QVERIFY(legal(*state, "move d1 f6"));
        QCOMPARE(verdict(*state, "move d2 f6").reason, Reason::WrongRank);
        // Then up in suit to the Queen, and no further.
        QVERIFY(state->arrange(withBlock({{"f0", foundation(0, 11)}, {"d0", "QC"}, {"d1", "KC"},
                                   {"d2", "AS"}, {"stock", "5D-"}}))
                    .ok());
        QCOMPARE(topText(*state, "f0"), std::string("JC"));
        QVERIFY(legal(*state, "move d0 f0"));
        state->play("move d0 f0");
        QCOMPARE(verdict(*state, "move d1 f0").reason, Reason::FoundationComplete);
    }

    void twoHeartsPilesMayBothTakeTheTwo()
    {
        // Scenario 2: the KH pile of row 2 shows AH and the AH pile shows AH.
        auto state = newSultan();
        QVERIFY(state->arrange(withBlock({{"f6", "KH AH"}, {"d5", "2H"}, {"stock", "5D-"}})).ok());
        QVERIFY(legal(*state, "move d5 f1"));
        QVERIFY(legal(*state, "move d5 f6"));
        // Double-click picks the lower index.
        auto action = state->foundationMove(state->pileIndex("d5"));
        QVERIFY(action);
        QCOMPARE(state->actionText(*action), std::string("move d5 f1"));
    }

    void theSultanTakesNothing()
    {
        // Scenario 3: nothing goes on the Sultan, not even a Queen of hearts
        // when every other pile is done.
        auto state = newSultan();
        Arrangement position;
        for (int i = 0; i < 8; ++i) // f6 (King of hearts) without its Queen
            position.push_back({foundationId(i), i == 6 ? foundation(6, 11) : fullFoundation(i)});
        position.push_back({"d0", "QH"});
        QVERIFY(state->arrange(withBlock(position)).ok());
        QCOMPARE(verdict(*state, "move d0 sultan").reason, Reason::PileTakesNoCards);
        QCOMPARE(verdict(*state, "move d0 f1").reason, Reason::FoundationComplete);
        QCOMPARE(verdict(*state, "move sultan f6").reason, Reason::NotAvailableNow);
        for (const Action& move : state->legalActions())
            QVERIFY(move.b != TheSultanState::kSultan);
        state->play("move d0 f6");
        QCOMPARE(pile(*state, "sultan").size(), size_t(1));
        // Every pile full: the game is won and still nothing reaches the Sultan.
        QVERIFY(state->isTerminal());
        QCOMPARE(verdict(*state, "move d1 sultan").reason, Reason::GameOver);
        QCOMPARE(verdict(*state, "move d1 f0").reason, Reason::GameOver);
    }

    void divanRefillsFromTheWasteThenTheStock()
    {
        // Scenario 4: DIVAN[3] = 5S goes onto the KS pile showing 4S and at once
        // takes the waste top 9D.
        auto state = newSultan();
        QVERIFY(state->arrange(withBlock({{"f3", foundation(3, 4)}, {"d3", "5S"}, {"waste", "8C 9D"},
                                   {"stock", "JC- QC-"}}))
                    .ok());
        QCOMPARE(topText(*state, "f3"), std::string("4S"));
        state->play("move d3 f3");
        QCOMPARE(topText(*state, "f3"), std::string("5S"));
        QCOMPARE(topText(*state, "d3"), std::string("9D"));
        QVERIFY(pile(*state, "d3").top().faceUp);
        QCOMPARE(topText(*state, "waste"), std::string("8C"));
        QCOMPARE(pile(*state, "stock").size(), size_t(2));
        // With the waste empty, the stock top fills the cell.
        QVERIFY(
            state->arrange(withBlock({{"f3", foundation(3, 4)}, {"d3", "5S"}, {"stock", "JC- QC-"}})).ok());
        state->play("move d3 f3");
        QCOMPARE(topText(*state, "d3"), std::string("QC"));
        QVERIFY(pile(*state, "d3").top().faceUp);
        QCOMPARE(pile(*state, "stock").size(), size_t(1));
        // The waste top played home is simply replaced by the card beneath.
        QVERIFY(
            state->arrange(withBlock({{"f3", foundation(3, 4)}, {"waste", "8C 5S"}, {"stock", "JC-"}})).ok());
        state->play("move waste f3");
        QCOMPARE(topText(*state, "waste"), std::string("8C"));
        // With both empty the cell waits.
        QVERIFY(state->arrange(withBlock({{"f3", foundation(3, 4)}, {"d3", "5S"}, {"d4", "6S"}})).ok());
        state->play("move d3 f3");
        QVERIFY(pile(*state, "d3").empty());
        QVERIFY(legal(*state, "move d4 f3"));
    }

    void divanAndWasteOnlyGoHome()
    {
        auto state = newSultan();
        QVERIFY(state->arrange(withBlock({{"d0", "AC"}, {"waste", "AS"}, {"stock", "5D-"}})).ok());
        QCOMPARE(verdict(*state, "move d0 d1").reason, Reason::PileTakesNoCards);
        QCOMPARE(verdict(*state, "move waste d1").reason, Reason::PileTakesNoCards);
        QCOMPARE(verdict(*state, "move d0 waste").reason, Reason::PileTakesNoCards);
        QCOMPARE(verdict(*state, "move f0 d0").reason, Reason::NotAvailableNow);
        QCOMPARE(verdict(*state, "move d0:2 f0").reason, Reason::NoSuchCard);
        QVERIFY(legal(*state, "move waste f3"));
        QVERIFY(!state->parseAction("move d9 f0").ok());
        QVERIFY(!state->parseAction("shuffle").ok());
    }

    void stockTurnsOneCard()
    {
        auto state = newSultan(3);
        const Card top = pile(*state, "stock").top().card;
        state->play("stock");
        QCOMPARE(pile(*state, "waste").size(), size_t(1));
        QCOMPARE(pile(*state, "waste").top().card, top);
        QVERIFY(pile(*state, "waste").top().faceUp);
        QCOMPARE(pile(*state, "stock").size(), size_t(86));
    }

    void redealShufflesTheWasteWithTheGameGenerator()
    {
        const std::vector<Card> deal = shuffledDeck(frenchDeck(2), 9);
        TheSultanState state(deal, 777);
        const Arrangement position = withBlock({{"waste", "3C 9D QS 4H 7C"}});
        QVERIFY(state.arrange(position).ok());
        QCOMPARE(state.stockAction(), std::string("redeal"));
        QVERIFY(legal(state, "stock"));
        // Gathered from the bottom of the waste to its top, shuffled by the
        // game's generator; the first card of the shuffle lies on top.
        std::vector<Card> expected = *parseCards("3C 9D QS 4H 7C");
        Rng rng(777);
        rng.shuffle(expected);
        state.play("stock");
        QCOMPARE(state.redealsLeft(), 1);
        QVERIFY(pile(state, "waste").empty());
        const Pile& stock = pile(state, "stock");
        QCOMPARE(stock.size(), size_t(5));
        for (std::size_t i = 0; i < expected.size(); ++i) {
            QCOMPARE(stock.cards[stock.size() - 1 - i].card, expected[i]);
            QVERIFY(!stock.cards[i].faceUp);
        }
        // A seed replays the same redeal.
        TheSultanState again(deal, 777);
        QVERIFY(again.arrange(position).ok());
        again.play("stock");
        QCOMPARE(again.fingerprint(), state.fingerprint());
        QVERIFY(state.fingerprint().find("redeals=1") != std::string::npos);
    }

    void redealRefillsEmptyDivanCellsFromTheNewStock()
    {
        auto state = newSultan();
        QVERIFY(state->arrange(withBlock({{"d2", ""}, {"d6", ""}, {"waste", "3C 9D 5H"}})).ok());
        state->play("stock");
        QVERIFY(pile(*state, "waste").empty());
        QCOMPARE(pile(*state, "d2").size(), size_t(1));
        QCOMPARE(pile(*state, "d6").size(), size_t(1));
        QCOMPARE(pile(*state, "stock").size(), size_t(1));
        QVERIFY(pile(*state, "d2").top().faceUp);
    }

    void twoRedealsThenNoMore()
    {
        // Twice, so three passes through the stock.
        auto state = newSultan(4);
        for (int pass = 0; pass < 3; ++pass) {
            while (!pile(*state, "stock").empty()) {
                QCOMPARE(state->stockAction(), std::string("turn"));
                state->play("stock");
            }
            if (pass < 2) {
                QCOMPARE(state->redealsLeft(), 2 - pass);
                QCOMPARE(state->stockAction(), std::string("redeal"));
                state->play("stock");
                QCOMPARE(int(pile(*state, "stock").size()), 87);
                QVERIFY(pile(*state, "waste").empty());
            }
        }
        QCOMPARE(state->redealsLeft(), 0);
        QCOMPARE(int(state->allCards().size()), 104);
        QVERIFY(state->describe().find("redeals left: 0") != std::string::npos);
        // An arranged position with a play left, to read the refusal.
        QVERIFY(state->arrange(withBlock({{"d0", "AC"}, {"waste", "5H"}})).ok());
        QCOMPARE(verdict(*state, "stock").reason, Reason::NoRedealsLeft);
        QCOMPARE(state->stockAction(), std::string());
        // The Redeal button of other games is not this game's way.
        QCOMPARE(verdict(*state, "redeal").reason, Reason::NotAvailableNow);
    }

    void nothingToRedealWithAnEmptyWaste()
    {
        auto state = newSultan();
        QVERIFY(state->arrange(withBlock({{"d0", "AC"}})).ok());
        QCOMPARE(verdict(*state, "stock").reason, Reason::NothingToRecycle);
    }

    void lostOnlyWhenNothingIsLeftToDo()
    {
        // Divan cards that fit nowhere, an empty stock and no redeal left.
        auto state = newSultan();
        const Arrangement frozen = withBlock({{"waste", "5H"}});
        QVERIFY(state->arrange(frozen).ok());
        // A redeal is still left: the game goes on.
        QVERIFY(!state->isTerminal());
        QCOMPARE(state->legalActions().size(), size_t(1));
        state->play("stock");
        state->play("stock");
        state->play("stock");
        state->play("stock");
        QCOMPARE(state->redealsLeft(), 0);
        QVERIFY(state->isTerminal());
        QCOMPARE(state->outcome().result, Result::Lost);
        QCOMPARE(state->outcome().why, std::string("no-moves"));
        QVERIFY(state->legalActions().empty());
        // A card left in the stock keeps it going.
        QVERIFY(state->arrange(withBlock({{"stock", "5H-"}})).ok());
        QVERIFY(!state->isTerminal());
    }

    void wonWhenTheSultanIsSurroundedByQueens()
    {
        auto state = newSultan();
        Arrangement position;
        for (int i = 0; i < 8; ++i)
            position.push_back({foundationId(i), i == 4 ? foundation(4, 11) : fullFoundation(i)});
        for (int i = 0; i < 8; ++i)
            position.push_back({divanId(i), ""});
        position.push_back({"d5", "QS"});
        position.push_back({"sultan", "KH"});
        QVERIFY(state->arrange(position).ok());
        QCOMPARE(state->cardsHome(), 102);
        QVERIFY(!state->isTerminal());
        state->play("move d5 f4");
        QCOMPARE(state->cardsHome(), 103);
        QVERIFY(state->isTerminal());
        QCOMPARE(state->outcome().result, Result::Won);
        for (int i = 0; i < 8; ++i)
            QCOMPARE(pile(*state, foundationId(i)).top().card.rank, std::uint8_t(kQueen));
    }

    void autoplayLeavesTwinsTheirPlace()
    {
        auto state = newSultan();
        // 2C fits both clubs piles (both show AC): safe.
        QVERIFY(state->arrange(withBlock({{"f0", "KC AC"}, {"f2", "KC AC"}, {"d4", "2C"}, {"stock", "5D-"}}))
                    .ok());
        auto safe = state->safeAutoMove();
        QVERIFY(safe);
        QCOMPARE(state->actionText(*safe), std::string("move d4 f0"));
        // Only one clubs pile takes it and its twin is still out: the player
        // decides.
        QVERIFY(state->arrange(withBlock({{"f0", "KC AC"}, {"d4", "2C"}, {"stock", "5D-"}})).ok());
        QVERIFY(!state->safeAutoMove());
        QVERIFY(state->foundationMove(state->pileIndex("d4")));
        // Its twin already home: safe, from the waste as well.
        QVERIFY(state->arrange(withBlock({{"f0", "KC AC"}, {"f2", "KC AC 2C 3C"}, {"waste", "2C"},
                                   {"stock", "5D-"}}))
                    .ok());
        safe = state->safeAutoMove();
        QVERIFY(safe);
        QCOMPARE(state->actionText(*safe), std::string("move waste f0"));
        // The ordinary Ace of hearts: its twin is the base of f1.
        QVERIFY(state->arrange(withBlock({{"d7", "AH"}, {"stock", "5D-"}})).ok());
        safe = state->safeAutoMove();
        QVERIFY(safe);
        QCOMPARE(state->actionText(*safe), std::string("move d7 f6"));
    }

    void layoutHasTheBlockBetweenTheDivanColumns()
    {
        auto state = newSultan();
        const TableLayout layout = state->layout();
        const std::string error = testing::checkLayout(layout, state->zones());
        QVERIFY2(error.empty(), error.c_str());
        auto find = [&](const std::string& id) {
            return *std::find_if(layout.zones.begin(), layout.zones.end(),
                [&](const ZoneLayout& zone) { return zone.id == id; });
        };
        // The block: three rows of three, the Sultan in the middle.
        QCOMPARE(find("f0").y, find("f1").y);
        QVERIFY(find("f0").x < find("f1").x && find("f1").x < find("f2").x);
        QCOMPARE(find("sultan").x, find("f1").x);
        QVERIFY(find("f1").y < find("sultan").y && find("sultan").y < find("f6").y);
        QCOMPARE(find("f3").y, find("sultan").y);
        // Divan 0..3 top to bottom on the left, 4..7 on the right.
        for (int i = 0; i < 4; ++i) {
            QVERIFY(find(divanId(i)).x < find("f0").x);
            QVERIFY(find(divanId(i + 4)).x > find("f2").x);
            QCOMPARE(find(divanId(i)).y, find(divanId(i + 4)).y);
            if (i > 0)
                QVERIFY(find(divanId(i)).y > find(divanId(i - 1)).y);
        }
        QVERIFY(find("stock").y > find("f6").y);
        QVERIFY(layout.width / layout.height < 2.0);
    }
};

QTEST_GUILESS_MAIN(TheSultanTest)
#include "the_sultan_test.moc"