// Napoleon's Square: the opening deal of both forms and the counts of
// Appendix B, the deal check, the test scenarios of RULES-PATIENCE.md §8,
// the foundations, spaces, winning and losing, and the three-sided layout.
#include <QtTest>

#include <algorithm>
#include <map>

#include "battery.h"
#include "cards/deck.h"
#include "patience/napoleons_square.h"

using namespace ct;

namespace {

using Arrangement = std::vector<std::pair<std::string, std::string>>;
using Square = NapoleonsSquareState;

std::unique_ptr<Square> start(GameSetup setup)
{
    auto state = findGame("napoleons-square")->start(setup);
    if (!state)
        qFatal("%s", state.error().text().c_str());
    return std::unique_ptr<Square>(static_cast<Square*>(state->release()));
}

std::unique_ptr<Square> newSquare(std::uint32_t seed = 1, bool singleCards = false)
{
    GameSetup setup;
    setup.seed = seed;
    setup.options["singleCardSquare"] = singleCards ? "on" : "off";
    return start(setup);
}

// A written-out deal whose packets are as named (bottom card first); the
// other packets take the first four cards of the rest that are not Kings,
// and everything else goes to the stock.
std::vector<Card> dealWithPackets(const std::map<int, std::string>& named)
{
    std::vector<Card> deck = frenchDeck(2);
    std::vector<std::vector<Card>> packets(Square::kPackets);
    for (const auto& [index, text] : named) {
        const std::vector<Card> faces = *parseCards(text);
        for (Card face : faces) {
            auto it = std::find_if(deck.begin(), deck.end(), [&](Card c) { return c.sameFace(face); });
            packets[size_t(index)].push_back(*it);
            deck.erase(it);
        }
    }
    for (int i = 0; i < Square::kPackets; ++i) {
        if (named.count(i))
            continue;
        for (int n = 0; n < Square::kPacketSize; ++n) {
            auto it = std::find_if(deck.begin(), deck.end(), [](Card c) { return c.rank != kKing; });
            packets[size_t(i)].push_back(*it);
            deck.erase(it);
        }
    }
    std::vector<Card> deal;
    for (const auto& packet : packets)
        deal.insert(deal.end(), packet.begin(), packet.end());
    deal.insert(deal.end(), deck.begin(), deck.end());
    return deal;
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

// A suit from the ace to `last` as card text: "AC 2C 3C".
std::string run(char suit, int last)
{
    static const char* const kRanks[]
        = {"", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"};
    std::string out;
    for (int rank = 1; rank <= last; ++rank)
        out += std::string(out.empty() ? "" : " ") + kRanks[rank] + suit;
    return out;
}

// A position: the piles named; every packet not named holds 5H (which no
// scenario card marries), the stock one card unless named.
Arrangement position(const Arrangement& named)
{
    auto isNamed = [&](const std::string& id) {
        return std::any_of(named.begin(), named.end(), [&](const auto& entry) { return entry.first == id; });
    };
    Arrangement out;
    for (int i = 0; i < Square::kPackets; ++i)
        if (!isNamed("p" + std::to_string(i)))
            out.push_back({"p" + std::to_string(i), "5H"});
    if (!isNamed("stock"))
        out.push_back({"stock", "7S-"});
    out.insert(out.end(), named.begin(), named.end());
    return out;
}

} // namespace

class NapoleonsSquareTest : public QObject {
    Q_OBJECT

private slots:
    void openingDeal()
    {
        // Appendix B: 12 x 4 + stock 56 = 104, dealt packet by packet from p0.
        auto state = newSquare(1);
        QVERIFY(!state->singleCardSquare());
        const std::vector<Card> order = shuffledDeck(frenchDeck(2), 1);
        std::size_t next = 0;
        for (int i = 0; i < Square::kPackets; ++i) {
            const Pile& packet = pile(*state, "p" + std::to_string(i));
            QCOMPARE(packet.kind, ZoneKind::Tableau);
            QCOMPARE(packet.size(), size_t(4));
            // The same cards as dealt; the deal check may have moved a King
            // to the bottom, so compare as sets.
            std::vector<Card> dealt(order.begin() + long(next), order.begin() + long(next + 4));
            std::vector<Card> held;
            for (const PlacedCard& placed : packet.cards) {
                QVERIFY(placed.faceUp);
                held.push_back(placed.card);
            }
            std::sort(dealt.begin(), dealt.end());
            std::sort(held.begin(), held.end());
            QCOMPARE(held, dealt);
            next += 4;
        }
        QCOMPARE(pile(*state, "stock").size(), size_t(56));
        QCOMPARE(pile(*state, "stock").top().card, order[48]);
        QVERIFY(pile(*state, "waste").empty());
        for (int i = 0; i < Square::kFoundations; ++i)
            QVERIFY(pile(*state, "f" + std::to_string(i)).empty());
        QCOMPARE(int(state->allCards().size()), 104);
        QCOMPARE(state->stockAction(), std::string("turn"));
    }

    void dealOrderWithoutTheCheck()
    {
        // When no suit has both Kings blocking, the packets hold the deal's
        // cards in order, the first card at the bottom.
        auto state = start(GameSetup {0, {}, std::nullopt, dealWithPackets({{3, "9D 2S QH 4H"}})});
        QCOMPARE(pileText(*state, "p3"), std::string("9D 2S QH 4H"));
        QCOMPARE(pileText(*state, "p0"), std::string("AC 2C 3C 4C"));
        QVERIFY(state->dealCheckLog().empty());
        QCOMPARE(pile(*state, "stock").size(), size_t(56));
    }

    void singleCardForm()
    {
        // Scenario 4 and Appendix B: 12 single cards + a stock of 92.
        auto state = newSquare(2, true);
        QVERIFY(state->singleCardSquare());
        const std::vector<Card> order = shuffledDeck(frenchDeck(2), 2);
        for (int i = 0; i < Square::kPackets; ++i)
            QCOMPARE(pileText(*state, "p" + std::to_string(i)), cardText(order[size_t(i)]));
        QCOMPARE(pile(*state, "stock").size(), size_t(92));
        QCOMPARE(pile(*state, "stock").top().card, order[12]);
        QVERIFY(state->dealCheckLog().empty());
        // An empty packet still takes only the waste top.
        QVERIFY(state->arrange(position({{"p4", ""}, {"p6", "3D"}, {"waste", "QH"}})).ok());
        QVERIFY(legal(*state, "move waste p4"));
        QCOMPARE(verdict(*state, "move p6 p4").reason, Reason::OnlyFromWaste);
    }

    void marriagesGoDownInSuit()
    {
        // Scenario 1: P2 shows 9C and P7 shows 8C.
        auto state = newSquare();
        QVERIFY(
            state->arrange(position({{"p2", "3H 9C"}, {"p7", "2D 8C"}, {"p8", "8S"}, {"p9", "10C"}})).ok());
        QVERIFY(legal(*state, "move p7 p2"));
        QCOMPARE(verdict(*state, "move p8 p2").reason, Reason::WrongSuit);
        QCOMPARE(verdict(*state, "move p9 p2").reason, Reason::WrongRank);
        QCOMPARE(verdict(*state, "move p2 p7").reason, Reason::WrongRank); // down only
        state->play("move p7 p2");
        QCOMPARE(pileText(*state, "p2"), std::string("3H 9C 8C"));
        QCOMPARE(pileText(*state, "p7"), std::string("2D"));
        // One card at a time.
        QCOMPARE(verdict(*state, "move p2:2 p9").reason, Reason::GroupNotAllowed);
        // The waste top marries too.
        QVERIFY(state->arrange(position({{"p2", "9C"}, {"waste", "8C"}})).ok());
        QVERIFY(legal(*state, "move waste p2"));
    }

    void spacesTakeOnlyTheWasteTop()
    {
        // Scenario 2: P4 is empty and the waste shows QH.
        auto state = newSquare();
        QVERIFY(state->arrange(position({{"p4", ""}, {"p6", "3D"}, {"waste", "2C QH"}})).ok());
        QVERIFY(legal(*state, "move waste p4"));
        QCOMPARE(verdict(*state, "move p6 p4").reason, Reason::OnlyFromWaste);
        // Filling is optional: turning the stock is still fine.
        QVERIFY(legal(*state, "stock"));
        state->play("move waste p4");
        QCOMPARE(pileText(*state, "p4"), std::string("QH"));
        // Once filled it is an ordinary packet, and one card is all a space takes.
        QCOMPARE(verdict(*state, "move waste p4").reason, Reason::WrongSuit);
        QVERIFY(state->arrange(position({{"p4", "QH"}, {"p6", "JH"}})).ok());
        QVERIFY(legal(*state, "move p6 p4"));
    }

    void dealCheckSlipsTheFirstKingUnder()
    {
        // Scenario 3: P1 = [4H, KH, 2S, 9C] and P9 = [JD, 7H, KH, 5C]: both
        // Kings of hearts cover lower hearts.
        auto state = start(
            GameSetup {0, {}, std::nullopt, dealWithPackets({{1, "4H KH 2S 9C"}, {9, "JD 7H KH 5C"}})});
        QCOMPARE(pileText(*state, "p1"), std::string("KH 4H 2S 9C"));
        QCOMPARE(pileText(*state, "p9"), std::string("JD 7H KH 5C"));
        QCOMPARE(state->dealCheckLog().size(), size_t(1));
        QCOMPARE(state->dealCheckLog()[0], std::string("KH to the bottom of p1"));
        QVERIFY(state->describe().find("deal check: KH to the bottom of p1") != std::string::npos);
        QCOMPARE(int(state->allCards().size()), 104);
        // Only one King blocking: nothing changes.
        auto one = start(
            GameSetup {0, {}, std::nullopt, dealWithPackets({{1, "4H KH 2S 9C"}, {9, "JD KH 7H 5C"}})});
        QCOMPARE(pileText(*one, "p1"), std::string("4H KH 2S 9C"));
        QVERIFY(one->dealCheckLog().empty());
        // The other King in the stock: nothing changes either.
        auto stocked = start(GameSetup {0, {}, std::nullopt, dealWithPackets({{1, "4H KH 2S 9C"}})});
        QCOMPARE(pileText(*stocked, "p1"), std::string("4H KH 2S 9C"));
        // Both Kings in one packet: the lower one goes to the bottom.
        auto same = start(GameSetup {0, {}, std::nullopt, dealWithPackets({{5, "6S KS KS 2D"}})});
        QCOMPARE(pileText(*same, "p5"), std::string("KS 6S KS 2D"));
        // The single-card form skips the check.
        GameSetup single {0, {{"singleCardSquare", "on"}}, std::nullopt, dealWithPackets({})};
        QVERIFY(start(single)->dealCheckLog().empty());
        // Suits are checked one by one; two can be slipped.
        auto two = start(GameSetup {0, {}, std::nullopt,
            dealWithPackets({{0, "2D KD 3C KC"}, {4, "5C KC QD KD"}, {11, "AS 2S 3S 4S"}})});
        QCOMPARE(pileText(*two, "p0"), std::string("KC KD 2D 3C"));
        QCOMPARE(two->dealCheckLog().size(), size_t(2));
    }

    void foundationsTakeAnyAceThenFollowSuit()
    {
        auto state = newSquare();
        QVERIFY(state
                    ->arrange(position(
                        {{"p0", "AD"}, {"p1", "2D"}, {"p2", "3C"}, {"f3", "AS 2S"}, {"f5", run('H', kKing)}}))
                    .ok());
        QVERIFY(legal(*state, "move p0 f0"));
        QVERIFY(legal(*state, "move p0 f7")); // any empty foundation takes an ace
        QCOMPARE(verdict(*state, "move p1 f0").reason, Reason::NeedsAce);
        QCOMPARE(verdict(*state, "move p2 f3").reason, Reason::WrongSuit);
        QCOMPARE(verdict(*state, "move p0 f5").reason, Reason::FoundationComplete);
        auto action = state->foundationMove(state->pileIndex("p0"));
        QVERIFY(action);
        QCOMPARE(state->actionText(*action), std::string("move p0 f0")); // the lowest index
        state->play("move p0 f1");
        QVERIFY(legal(*state, "move p1 f1"));
        // Foundation cards never come back.
        QCOMPARE(verdict(*state, "move f1 p1").reason, Reason::NotAvailableNow);
    }

    void wonAndLost()
    {
        auto state = newSquare();
        Arrangement all;
        int f = 0;
        for (char suit : {'S', 'H', 'D', 'C'})
            for (int copy = 0; copy < 2; ++copy)
                all.push_back({"f" + std::to_string(f++), run(suit, kKing)});
        all.back().second = run('C', kQueen);
        all.push_back({"waste", "KC"});
        QVERIFY(state->arrange(all).ok());
        QCOMPARE(state->cardsHome(), 103);
        QVERIFY(!state->isTerminal());
        state->play("move waste f7");
        QCOMPARE(state->outcome().result, Result::Won);
        // Lost: the stock is empty and nothing moves.
        QVERIFY(state->arrange(position({{"stock", ""}, {"waste", "9S"}})).ok());
        QVERIFY(state->isTerminal());
        QCOMPARE(state->outcome().result, Result::Lost);
        QCOMPARE(verdict(*state, "stock").reason, Reason::GameOver);
        QVERIFY(state->arrange(position({{"waste", "9S"}})).ok());
        QVERIFY(!state->isTerminal());
        state->play("stock");
        QCOMPARE(pileText(*state, "waste"), std::string("9S 7S"));
        QVERIFY(state->isTerminal()); // one pass only: no redeal
    }

    void safeAutoMoveWaitsForTheLowerTwins()
    {
        auto state = newSquare();
        // Aces always go.
        QVERIFY(state->arrange(position({{"p3", "AC"}})).ok());
        auto action = state->safeAutoMove();
        QVERIFY(action);
        QCOMPARE(state->actionText(*action), std::string("move p3 f0"));
        // 3S with only one 2S home: the other 2S may still want to marry onto it.
        QVERIFY(state->arrange(position({{"p3", "3S"}, {"f0", "AS 2S"}, {"f1", "AS"}})).ok());
        QVERIFY(legal(*state, "move p3 f0"));
        QVERIFY(!state->safeAutoMove());
        // Both 2S home: safe.
        QVERIFY(state->arrange(position({{"p3", "3S"}, {"f0", "AS 2S"}, {"f1", "AS 2S"}})).ok());
        action = state->safeAutoMove();
        QVERIFY(action);
        QCOMPARE(state->actionText(*action), std::string("move p3 f0"));
    }

    void threeSidesOfASquare()
    {
        for (bool single : {false, true}) {
            auto state = newSquare(1, single);
            const TableLayout layout = state->layout();
            const std::string error = testing::checkLayout(layout, state->zones());
            QVERIFY2(error.empty(), error.c_str());
            auto find = [&](const std::string& id) {
                return *std::find_if(layout.zones.begin(), layout.zones.end(),
                    [&](const ZoneLayout& zone) { return zone.id == id; });
            };
            for (int i = 1; i < 4; ++i) {
                // Down the left, across the top, down the right.
                QCOMPARE(find("p" + std::to_string(i)).x, find("p0").x);
                QVERIFY(find("p" + std::to_string(i)).y > find("p" + std::to_string(i - 1)).y);
                QCOMPARE(find("p" + std::to_string(4 + i)).y, find("p4").y);
                QVERIFY(find("p" + std::to_string(4 + i)).x > find("p" + std::to_string(3 + i)).x);
                QCOMPARE(find("p" + std::to_string(8 + i)).x, find("p8").x);
                QVERIFY(find("p" + std::to_string(8 + i)).y > find("p" + std::to_string(7 + i)).y);
            }
            QVERIFY(find("p0").x < find("p4").x && find("p7").x < find("p8").x);
            QCOMPARE(find("p0").fan, Fan::Left);
            QCOMPARE(find("p4").fan, Fan::Up);
            QCOMPARE(find("p8").fan, Fan::Right);
            // Foundations in the middle, two rows of four; stock and waste on the open side.
            for (int i = 0; i < 8; ++i) {
                const ZoneLayout foundation = find("f" + std::to_string(i));
                QVERIFY(foundation.x > find("p0").x && foundation.x < find("p8").x);
                QVERIFY(foundation.y > find("p4").y);
                QCOMPARE(foundation.label, std::string("A"));
            }
            QVERIFY(find("f4").y > find("f0").y);
            QVERIFY(find("stock").y > find("f4").y && find("waste").y > find("f4").y);
            QVERIFY(find("stock").x > find("p0").x && find("waste").x < find("p8").x);
        }
    }
};

QTEST_GUILESS_MAIN(NapoleonsSquareTest)
#include "napoleons_square_test.moc"
