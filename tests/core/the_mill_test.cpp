// The Mill: the opening (the centre ace, the wings, Kings to the angles) and
// the counts of Appendix B, the test scenarios of RULES-PATIENCE.md §7, the
// transfer rule and its lock, wing refills, winning and losing, and the
// windmill layout.
#include <QtTest>

#include <algorithm>

#include "battery.h"
#include "cards/deck.h"
#include "patience/the_mill.h"

using namespace ct;

namespace {

using Arrangement = std::vector<std::pair<std::string, std::string>>;
using Mill = TheMillState;

std::unique_ptr<Mill> newMill(std::uint32_t seed = 1)
{
    GameSetup setup;
    setup.seed = seed;
    auto state = findGame("the-mill")->start(setup);
    return std::unique_ptr<Mill>(static_cast<Mill*>(state->release()));
}

std::unique_ptr<Mill> millFromDeal(const std::vector<Card>& deal)
{
    GameSetup setup;
    setup.deal = deal;
    auto state = findGame("the-mill")->start(setup);
    if (!state)
        qFatal("%s", state.error().text().c_str());
    return std::unique_ptr<Mill>(static_cast<Mill*>(state->release()));
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

std::string pileText(const PatienceState& state, const std::string& id)
{
    std::vector<Card> cards;
    for (const PlacedCard& placed : pile(state, id).cards)
        cards.push_back(placed.card);
    return cardsText(cards);
}

// A position: the piles named; every wing not named holds 5S (which the
// scenarios never want), every angle not named holds a lone King, and the
// stock one card unless named.
Arrangement position(const Arrangement& named)
{
    auto isNamed = [&](const std::string& id) {
        return std::any_of(named.begin(), named.end(), [&](const auto& entry) { return entry.first == id; });
    };
    static const char* const kKings[] = {"KC", "KD", "KH", "KS"};
    Arrangement out;
    for (int i = 0; i < Mill::kWings; ++i)
        if (!isNamed("w" + std::to_string(i)))
            out.push_back({"w" + std::to_string(i), "5S"});
    for (int i = 0; i < Mill::kAngles; ++i)
        if (!isNamed("k" + std::to_string(i)))
            out.push_back({"k" + std::to_string(i), kKings[i]});
    if (!isNamed("stock"))
        out.push_back({"stock", "4D-"});
    out.insert(out.end(), named.begin(), named.end());
    return out;
}

// Cards of any suits climbing from the ace to `last` ("AH 2C 3D ... ").
std::string climb(int last)
{
    static const char* const kRanks[]
        = {"", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"};
    static const char kSuits[] = "HCDS";
    std::string out;
    for (int rank = 1; rank <= last; ++rank)
        out += std::string(out.empty() ? "" : " ") + kRanks[rank] + kSuits[rank % 4];
    return out;
}

} // namespace

class TheMillTest : public QObject {
    Q_OBJECT

private slots:
    void openingDealAndCounts()
    {
        // Appendix B: C 1 + wings 8 + angles k + stock (95 - k) = 104, where
        // k Kings went to the angles during the opening.
        for (std::uint32_t seed = 1; seed <= 30; ++seed) {
            auto state = newMill(seed);
            const std::vector<Card> order = shuffledDeck(frenchDeck(2), seed);
            // The centre holds the first ace of the shuffled deck.
            const auto ace = std::find_if(order.begin(), order.end(), [](Card c) { return c.rank == kAce; });
            QCOMPARE(pileText(*state, "c"), cardText(*ace));
            QCOMPARE(pile(*state, "c").top().card, *ace);
            // Replay the opening by hand: wings in order, Kings to the first
            // empty angle (wings in order), refills from the stock.
            std::vector<Card> rest(order.begin(), order.end());
            rest.erase(rest.begin() + (ace - order.begin()));
            std::vector<std::vector<Card>> wings(8), angles(4);
            std::size_t next = 0;
            for (auto& wing : wings)
                wing.push_back(rest[next++]);
            bool changed = true;
            while (changed) {
                changed = false;
                for (auto& angle : angles) {
                    if (!angle.empty())
                        continue;
                    auto king = std::find_if(wings.begin(), wings.end(),
                        [](const auto& wing) { return !wing.empty() && wing.back().rank == kKing; });
                    if (king == wings.end())
                        break;
                    angle.push_back(king->back());
                    king->clear();
                    changed = true;
                }
                for (auto& wing : wings)
                    if (wing.empty() && next < rest.size()) {
                        wing.push_back(rest[next++]);
                        changed = true;
                    }
            }
            int kings = 0;
            for (int i = 0; i < 4; ++i) {
                const Pile& angle = pile(*state, "k" + std::to_string(i));
                QCOMPARE(angle.size(), angles[size_t(i)].size());
                if (!angle.empty()) {
                    QCOMPARE(angle.top().card, angles[size_t(i)].back());
                    QCOMPARE(int(angle.top().card.rank), int(kKing));
                    ++kings;
                }
            }
            for (int i = 0; i < 8; ++i) {
                const Pile& wing = pile(*state, "w" + std::to_string(i));
                QCOMPARE(wing.size(), size_t(1));
                QVERIFY(wing.top().faceUp);
                QCOMPARE(wing.top().card, wings[size_t(i)].back());
                if (kings < 4)
                    QVERIFY(wing.top().card.rank != kKing);
            }
            QCOMPARE(int(pile(*state, "stock").size()), 95 - kings);
            QVERIFY(pile(*state, "waste").empty());
            QCOMPARE(state->cardsHome(), 1 + kings);
            QCOMPARE(int(state->allCards().size()), 104);
        }
    }

    void kingsInTheOpeningGoToTheAngles()
    {
        // A written-out deal: the ace first, then wing cards with two Kings,
        // and a King on top of the stock that arrives as a refill.
        std::vector<Card> deck = frenchDeck(2);
        std::vector<Card> front = *parseCards("AC KH 2C KS 3C 4C 5C 6C 7C KD 8C 9C");
        // The second copies of the named cards keep their place in the rest.
        std::vector<Card> deal;
        for (Card card : front) {
            auto it = std::find_if(deck.begin(), deck.end(), [&](Card c) { return c.sameFace(card); });
            deal.push_back(*it);
            deck.erase(it);
        }
        deal.insert(deal.end(), deck.begin(), deck.end());
        auto state = millFromDeal(deal);
        QCOMPARE(pileText(*state, "c"), std::string("AC"));
        QCOMPARE(pileText(*state, "k0"), std::string("KH"));
        QCOMPARE(pileText(*state, "k1"), std::string("KS"));
        QCOMPARE(pileText(*state, "k2"), std::string("KD")); // came up as w0's refill
        QVERIFY(pile(*state, "k3").empty());
        QCOMPARE(pileText(*state, "w0"), std::string("9C"));
        QCOMPARE(pileText(*state, "w1"), std::string("2C"));
        QCOMPARE(pileText(*state, "w2"), std::string("8C"));
        QCOMPARE(pileText(*state, "w7"), std::string("7C"));
        QCOMPARE(pile(*state, "stock").size(), size_t(92));
    }

    void cardsGoToTheCentreOrAKingPile()
    {
        // Scenario 1: C shows 6H; W3 = 7S may go there; a 7D on the waste may
        // go to C or onto a King pile showing 8C.
        auto state = newMill();
        QVERIFY(state
                    ->arrange(position({{"c", climb(5) + " 6H"}, {"w3", "7S"}, {"waste", "7D"},
                        {"k1", "KS QD JH 10C 9D 8C"}}))
                    .ok());
        QVERIFY(legal(*state, "move w3 c"));
        QVERIFY(legal(*state, "move waste c"));
        QVERIFY(legal(*state, "move waste k1"));
        QVERIFY(legal(*state, "move w3 k1")); // suits do not matter anywhere
        QCOMPARE(verdict(*state, "move waste k0").reason, Reason::WrongRank);
        QCOMPARE(verdict(*state, "move w0 c").reason, Reason::WrongRank);
        // No building on the wings or the waste.
        QCOMPARE(verdict(*state, "move waste w3").reason, Reason::PileTakesNoCards);
        QCOMPARE(verdict(*state, "move w3 waste").reason, Reason::PileTakesNoCards);
        QCOMPARE(verdict(*state, "move c w0").reason, Reason::NotAvailableNow);
        // A wing card played is replaced at once by the waste top.
        QVERIFY(state->arrange(position({{"c", climb(5) + " 6H"}, {"w3", "7S"}, {"waste", "9H 2D"}})).ok());
        state->play("move w3 c");
        QCOMPARE(pileText(*state, "w3"), std::string("2D"));
        QCOMPARE(pileText(*state, "waste"), std::string("9H"));
        // With the waste empty, the stock's top card fills the wing.
        QVERIFY(state->arrange(position({{"c", climb(5) + " 6H"}, {"w3", "7S"}, {"stock", "3H- JD-"}})).ok());
        state->play("move w3 c");
        QCOMPARE(pileText(*state, "w3"), std::string("JD"));
        QVERIFY(pile(*state, "w3").top().faceUp);
        QCOMPARE(pileText(*state, "stock"), std::string("3H"));
    }

    void transferFromAKingPile()
    {
        // Scenario 2: K[1] shows 9D above 10S, C shows 8H, W[0] = 10C.
        auto state = newMill();
        const Arrangement base = {{"c", climb(7) + " 8H"}, {"k1", "KS QH JC 10S 9D"}};
        Arrangement withTen = base;
        withTen.push_back({"w0", "10C"});
        QVERIFY(state->arrange(position(withTen)).ok());
        QVERIFY(legal(*state, "move k1 c"));
        state->play("move k1 c");
        QCOMPARE(pileText(*state, "k1"), std::string("KS QH JC 10S"));
        QVERIFY(state->transferLocked(1));
        QVERIFY(legal(*state, "move w0 c")); // 10C can follow; nothing forces it
        // Without a 10 in the wings or on top of the waste, it is refused.
        state = newMill(); // no transfer made yet
        QVERIFY(state->arrange(position(base)).ok());
        const Verdict refused = verdict(*state, "move k1 c");
        QCOMPARE(refused.reason, Reason::TransferNotUseful);
        QCOMPARE(cardText(refused.card), std::string("9D"));
        // A 10 under the waste top does not count; on top it does.
        Arrangement buried = base;
        buried.push_back({"waste", "10H 4C"});
        QVERIFY(state->arrange(position(buried)).ok());
        QCOMPARE(verdict(*state, "move k1 c").reason, Reason::TransferNotUseful);
        Arrangement onTop = base;
        onTop.push_back({"waste", "4C 10H"});
        QVERIFY(state->arrange(position(onTop)).ok());
        QVERIFY(legal(*state, "move k1 c"));
        // Only to the centre, only the next rank, and never the base King.
        QCOMPARE(verdict(*state, "move k1 k0").reason, Reason::NotAvailableNow);
        QCOMPARE(verdict(*state, "move k1 w0").reason, Reason::NotAvailableNow);
        QCOMPARE(verdict(*state, "move k2 c").reason, Reason::FoundationBaseStays);
        QVERIFY(state->arrange(position({{"c", climb(6)}, {"k1", "KS QH JC 10S 9D"}, {"w0", "10C"}})).ok());
        QCOMPARE(verdict(*state, "move k1 c").reason, Reason::WrongRank);
    }

    void oneTransferPerPileUntilACardFollows()
    {
        auto state = newMill();
        QVERIFY(state
                    ->arrange(position({{"c", climb(7) + " 8H"}, {"k1", "KS QH JC 10S 9D"},
                        {"k0", "KC QD JH 10H"}, {"w0", "10C"}, {"w1", "JS"}}))
                    .ok());
        state->play("move k1 c");
        QVERIFY(state->describe().find("k1 has lent a card") != std::string::npos);
        // k1's 10S would fit, but k1 must wait; k0's 10H may go, as JS can follow.
        QCOMPARE(verdict(*state, "move k1 c").reason, Reason::TransferAgainNotYet);
        QVERIFY(legal(*state, "move k0 c"));
        // A wing card to the centre lifts the lock.
        state->play("move w0 c");
        QVERIFY(!state->transferLocked(1));
        QCOMPARE(pileText(*state, "c"), climb(7) + " 8H 9D 10C");
        // A card to a King pile does not.
        QVERIFY(state
                    ->arrange(position({{"c", climb(7) + " 8H"}, {"k1", "KS QH JC 10S 9D"},
                        {"k0", "KC QD JH"}, {"w0", "10C"}, {"w1", "10S"}}))
                    .ok());
        state->play("move k1 c");
        state->play("move w1 k0");
        QVERIFY(state->transferLocked(1));
    }

    void kingsMoveToTheAnglesByThemselves()
    {
        // Scenario 3: the waste top turns out to be KH while K[2] is empty
        // (K[0] and K[1] are filled).
        auto state = newMill();
        QVERIFY(
            state->arrange(position({{"k2", ""}, {"k3", ""}, {"stock", "4D- KH-"}, {"waste", "6C"}})).ok());
        state->play("stock");
        QCOMPARE(pileText(*state, "k2"), std::string("KH"));
        QVERIFY(pile(*state, "k3").empty());
        QCOMPARE(pileText(*state, "waste"), std::string("6C"));
        // The waste card underneath is a King too: it follows to K[3].
        QVERIFY(
            state->arrange(position({{"k2", ""}, {"k3", ""}, {"stock", "4D- KH-"}, {"waste", "KC"}})).ok());
        state->play("stock");
        QCOMPARE(pileText(*state, "k2"), std::string("KH"));
        QCOMPARE(pileText(*state, "k3"), std::string("KC"));
        QVERIFY(pile(*state, "waste").empty());
        // A King that becomes a wing refill goes too, and the wing refills again.
        QVERIFY(
            state->arrange(position({{"k3", ""}, {"c", climb(4)}, {"w5", "5H"}, {"stock", "8S- KD-"}})).ok());
        state->play("move w5 c");
        QCOMPARE(pileText(*state, "k3"), std::string("KD"));
        QCOMPARE(pileText(*state, "w5"), std::string("8S"));
        // Once the four angles are filled, Kings are ordinary cards.
        QVERIFY(state->arrange(position({{"c", climb(11) + " QH"}, {"w2", "KS"}})).ok());
        QVERIFY(legal(*state, "move w2 c"));
        state->play("stock");
        QCOMPARE(pileText(*state, "w2"), std::string("KS"));
    }

    void centreWrapsAndKingPilesEndAtTheAce()
    {
        // Scenario 4: C shows a King and takes any ace next; a King pile
        // showing an ace takes nothing more.
        auto state = newMill();
        QVERIFY(state
                    ->arrange(position({{"c", climb(13)}, {"w0", "AD"}, {"w1", "2S"},
                        {"k0", "KC QC JC 10C 9C 8C 7C 6C 5C 4C 3C 2C AC"}, {"waste", "AS"}}))
                    .ok());
        QVERIFY(legal(*state, "move w0 c"));
        QVERIFY(legal(*state, "move waste c"));
        QCOMPARE(verdict(*state, "move w1 c").reason, Reason::WrongRank);
        QCOMPARE(verdict(*state, "move w0 k0").reason, Reason::FoundationComplete);
        // The centre is full after 52 cards.
        const std::string fourRounds = climb(13) + " " + climb(13) + " " + climb(13) + " " + climb(13);
        QVERIFY(state->arrange(position({{"c", fourRounds}, {"w0", "AD"}})).ok());
        QCOMPARE(verdict(*state, "move w0 c").reason, Reason::FoundationComplete);
    }

    void wonAndLost()
    {
        auto state = newMill();
        const std::string fourRounds = climb(13) + " " + climb(13) + " " + climb(13) + " " + climb(13);
        Arrangement all = {{"c", fourRounds.substr(0, fourRounds.rfind(' '))}, {"w4", "KD"}};
        for (int i = 0; i < 4; ++i)
            all.push_back({"k" + std::to_string(i), "KC QC JC 10C 9C 8C 7C 6C 5C 4C 3C 2C AC"});
        QVERIFY(state->arrange(all).ok());
        QCOMPARE(state->cardsHome(), 103);
        QVERIFY(!state->isTerminal());
        state->play("move w4 c");
        QCOMPARE(state->cardsHome(), 104);
        QCOMPARE(state->outcome().result, Result::Won);
        // Lost: the stock is empty and nothing can move.
        QVERIFY(state->arrange(position({{"c", climb(3)}, {"stock", ""}, {"waste", "9H"}})).ok());
        QVERIFY(state->isTerminal());
        QCOMPARE(state->outcome().result, Result::Lost);
        QVERIFY(state->legalActions().empty());
        // With a card left in the stock it goes on.
        QVERIFY(state->arrange(position({{"c", climb(3)}, {"waste", "9H"}})).ok());
        QVERIFY(!state->isTerminal());
        QCOMPARE(state->stockAction(), std::string("turn"));
        QVERIFY(!state->safeAutoMove());
    }

    void windmillLayout()
    {
        auto state = newMill();
        const TableLayout layout = state->layout();
        const std::string error = testing::checkLayout(layout, state->zones());
        QVERIFY2(error.empty(), error.c_str());
        auto find = [&](const std::string& id) {
            return *std::find_if(layout.zones.begin(), layout.zones.end(),
                [&](const ZoneLayout& zone) { return zone.id == id; });
        };
        const ZoneLayout centre = find("c");
        // The arms: north (inner, outer), east, south, west.
        QVERIFY(find("w0").y < centre.y && find("w1").y < find("w0").y && find("w0").x == centre.x);
        QVERIFY(find("w2").x > centre.x && find("w3").x > find("w2").x && find("w2").y == centre.y);
        QVERIFY(find("w4").y > centre.y && find("w5").y > find("w4").y && find("w4").x == centre.x);
        QVERIFY(find("w6").x < centre.x && find("w7").x < find("w6").x && find("w6").y == centre.y);
        // The angles: NW, NE, SE, SW.
        QVERIFY(find("k0").x < centre.x && find("k0").y < centre.y);
        QVERIFY(find("k1").x > centre.x && find("k1").y < centre.y);
        QVERIFY(find("k2").x > centre.x && find("k2").y > centre.y);
        QVERIFY(find("k3").x < centre.x && find("k3").y > centre.y);
        QCOMPARE(centre.label, std::string("A"));
        QCOMPARE(find("k2").label, std::string("K"));
        QVERIFY(find("stock").x > find("w3").x);
    }
};

QTEST_GUILESS_MAIN(TheMillTest)
#include "the_mill_test.moc"
