// The Clock: the bases and the opening deal, the test scenarios of
// RULES-PATIENCE.md §11, the wrap rules, the refill order, winning and losing,
// and the clock-face layout.
#include <QtTest>

#include <algorithm>

#include "battery.h"
#include "cards/deck.h"
#include "patience/the_clock.h"

using namespace ct;

namespace {

using Arrangement = std::vector<std::pair<std::string, std::string>>;

std::unique_ptr<TheClockState> newClock(std::uint32_t seed = 1)
{
    GameSetup setup;
    setup.seed = seed;
    auto state = findGame("the-clock")->start(setup);
    return std::unique_ptr<TheClockState>(static_cast<TheClockState*>(state->release()));
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

std::string hourId(int hour)
{
    return "h" + std::to_string(hour);
}

std::string packetId(int hour)
{
    return "p" + std::to_string(hour);
}

// Every foundation holding just its base, as in a fresh game.
Arrangement bases()
{
    Arrangement out;
    for (int hour = 1; hour <= TheClockState::kHours; ++hour)
        out.push_back({hourId(hour), cardText(TheClockState::baseCard(hour))});
    return out;
}

// The whole foundation of `hour`, base first, up in suit with wrap to the hour.
std::vector<Card> fullFoundation(int hour)
{
    std::vector<Card> cards{TheClockState::baseCard(hour)};
    while (cards.back().rank != TheClockState::closingRank(hour)) {
        Card next = cards.back();
        next.rank = static_cast<std::uint8_t>(next.rank == kKing ? kAce : next.rank + 1);
        cards.push_back(next);
    }
    return cards;
}

// A position with the piles named; every hour not named shows just its base,
// and every packet not named holds three harmless cards, so it is full.
Arrangement withPackets(const Arrangement& named)
{
    auto isNamed = [&](const std::string& id) {
        return std::any_of(named.begin(), named.end(), [&](const auto& entry) { return entry.first == id; });
    };
    Arrangement out;
    for (int hour = 1; hour <= TheClockState::kHours; ++hour) {
        if (!isNamed(hourId(hour)))
            out.push_back({hourId(hour), cardText(TheClockState::baseCard(hour))});
        if (!isNamed(packetId(hour)))
            out.push_back({packetId(hour), "AH 2H 3H"});
    }
    out.insert(out.end(), named.begin(), named.end());
    return out;
}

} // namespace

class TheClockTest : public QObject {
    Q_OBJECT

private slots:
    void basesAddUpToTheWholeDeck()
    {
        // IX-XII hold 8 cards each and I-VIII hold 9: all 104 cards.
        int total = 0;
        for (int hour = 1; hour <= 12; ++hour) {
            const auto cards = fullFoundation(hour);
            QCOMPARE(int(cards.size()), hour <= 8 ? 9 : 8);
            total += int(cards.size());
        }
        QCOMPARE(total, 104);
        QCOMPARE(cardText(TheClockState::baseCard(9)), std::string("2C"));
        QCOMPARE(cardText(TheClockState::baseCard(8)), std::string("KD"));
        QCOMPARE(TheClockState::hourNumeral(9), std::string("IX"));
    }

    void openingDeal()
    {
        // Appendix B: foundations 12 + circle 36 + stock 56 = 104.
        auto state = newClock(1);
        const std::vector<Card> order = shuffledDeck(frenchDeck(2), 1);
        // The first copy of each base in dealing order founds its hour; the
        // other cards are dealt in order, three to each packet from I.
        std::vector<Card> rest;
        std::vector<bool> founded(12, false);
        for (const Card& card : order) {
            bool base = false;
            for (int hour = 1; hour <= 12 && !base; ++hour)
                if (!founded[size_t(hour - 1)] && card.sameFace(TheClockState::baseCard(hour))) {
                    founded[size_t(hour - 1)] = true;
                    QCOMPARE(pile(*state, hourId(hour)).size(), size_t(1));
                    QCOMPARE(pile(*state, hourId(hour)).top().card, card); // the same copy
                    base = true;
                }
            if (!base)
                rest.push_back(card);
        }
        QCOMPARE(rest.size(), size_t(92));
        size_t next = 0;
        for (int hour = 1; hour <= 12; ++hour) {
            const Pile& packet = pile(*state, packetId(hour));
            QCOMPARE(packet.kind, ZoneKind::Tableau);
            QCOMPARE(packet.size(), size_t(3));
            for (const PlacedCard& placed : packet.cards) {
                QVERIFY(placed.faceUp);
                QCOMPARE(placed.card, rest[next++]);
            }
        }
        const Pile& stock = pile(*state, "stock");
        QCOMPARE(stock.size(), size_t(56));
        QCOMPARE(stock.top().card, rest[36]); // the next card to deal is on top
        QVERIFY(!stock.top().faceUp);
        QVERIFY(pile(*state, "waste").empty());
        QCOMPARE(state->cardsHome(), 12);
        QCOMPARE(int(state->allCards().size()), 104);
    }

    void foundationClosesAtItsHour()
    {
        // Scenario 1: IX (clubs) shows 8C; 9C from packet III fits, 10C does not;
        // after 9C the hour is complete.
        auto state = newClock();
        const Arrangement position = withPackets(
            {{"p3", "KH 9C"}, {"p4", "JD 10C"}, {"stock", "5H-"}, {"h9", "2C 3C 4C 5C 6C 7C 8C"}});
        QVERIFY(state->arrange(position).ok());
        QVERIFY(legal(*state, "move p3 h9"));
        QCOMPARE(verdict(*state, "move p4 h9").reason, Reason::WrongRank);
        state->play("move p3 h9");
        QCOMPARE(pile(*state, "h9").size(), size_t(8));
        QCOMPARE(verdict(*state, "move p4 h9").reason, Reason::FoundationComplete);
        QCOMPARE(verdict(*state, "move p3 h9").reason, Reason::FoundationComplete);
    }

    void foundationWrapsFromKingToAce()
    {
        // Scenario 2: I (6C) shows KC; AC follows and closes it (A = I).
        auto state = newClock();
        const Arrangement position = withPackets(
            {{"p1", "AC"}, {"p2", "2C"}, {"stock", "5H-"}, {"h1", "6C 7C 8C 9C 10C JC QC KC"}});
        QVERIFY(state->arrange(position).ok());
        QVERIFY(legal(*state, "move p1 h1"));
        state->play("move p1 h1");
        QCOMPARE(pile(*state, "h1").size(), size_t(9));
        QCOMPARE(verdict(*state, "move p2 h1").reason, Reason::FoundationComplete);
        // The suit still decides: 8H belongs on II (7H), not on I (clubs).
        QVERIFY(state->arrange(withPackets({{"p1", "8H"}, {"p2", "7C"}})).ok());
        QCOMPARE(verdict(*state, "move p1 h1").reason, Reason::WrongSuit);
        QCOMPARE(verdict(*state, "move p1 h2").reason, Reason::Legal);
        QVERIFY(legal(*state, "move p2 h1"));
    }

    void marriageFromPacketsOnly()
    {
        // Scenario 3: V's 7D onto II's 8D (4 cards) is legal; the waste's 7D is not.
        auto state = newClock();
        QVERIFY(state
                    ->arrange(withPackets(
                        {{"p5", "AS 2S 7D"}, {"p2", "2S 3S 4S 8D"}, {"waste", "7D"}, {"stock", "9H- 9H-"}}))
                    .ok());
        QVERIFY(legal(*state, "move p5 p2"));
        QCOMPARE(verdict(*state, "move waste p2").reason, Reason::CannotMarryFromHere);
        // Wrong direction and wrong suit.
        QCOMPARE(verdict(*state, "move p2 p5").reason, Reason::WrongRank);
        QVERIFY(
            state->arrange(withPackets({{"p5", "AS 2S 7H"}, {"p2", "2S 3S 4S 8D"}, {"stock", "9H-"}})).ok());
        QCOMPARE(verdict(*state, "move p5 p2").reason, Reason::WrongSuit);
    }

    void marriageWrapsKingOntoAce()
    {
        auto state = newClock();
        QVERIFY(state->arrange(withPackets({{"p1", "2S 3S KD"}, {"p2", "4S 5S AD"}, {"stock", "9H-"}})).ok());
        QVERIFY(legal(*state, "move p1 p2"));
        QCOMPARE(verdict(*state, "move p2 p1").reason, Reason::WrongRank);
    }

    void wasteGoesToFoundationsOnly()
    {
        auto state = newClock();
        QVERIFY(state->arrange(withPackets({{"waste", "6D"}, {"stock", "9H-"}})).ok());
        QVERIFY(legal(*state, "move waste h12")); // XII 5D
        QCOMPARE(verdict(*state, "move waste p1").reason, Reason::CannotMarryFromHere);
        QCOMPARE(verdict(*state, "move p1 waste").reason, Reason::PileTakesNoCards);
        // Foundation cards stay where they are.
        QCOMPARE(verdict(*state, "move h12 p1").reason, Reason::NotAvailableNow);
    }

    void shortPacketRefusesMarriageAndIsRefilledFirst()
    {
        // Scenario 4: VII holds 2 cards and the stock is not empty.
        auto state = newClock();
        QVERIFY(state
                    ->arrange(withPackets({{"p3", "KS"}, {"p7", "2D 9C"}, {"p8", "QS JS 8C"},
                        {"stock", "4C- 5C- 6C- 7C- 8C-"}}))
                    .ok());
        const Verdict tooShort = verdict(*state, "move p8 p7");
        QCOMPARE(tooShort.reason, Reason::TargetTooShort);
        QCOMPARE(tooShort.number, 3);
        QVERIFY(state->stockRefills());
        QVERIFY(state->describe().find("stock click: refill") != std::string::npos);
        // One click tops up III, then VII, from the top of the stock.
        state->play("stock");
        QCOMPARE(cardsText({pile(*state, "p3").cards[0].card, pile(*state, "p3").cards[1].card,
                     pile(*state, "p3").cards[2].card}),
            std::string("KS 8C 7C"));
        QCOMPARE(cardText(pile(*state, "p7").top().card), std::string("6C"));
        QCOMPARE(pile(*state, "p7").size(), size_t(3));
        QVERIFY(pile(*state, "p7").top().faceUp);
        QVERIFY(pile(*state, "waste").empty());
        QCOMPARE(pile(*state, "stock").size(), size_t(2));
        // Now every packet is full: the next click turns one card.
        QVERIFY(!state->stockRefills());
        state->play("stock");
        QCOMPARE(cardText(pile(*state, "waste").top().card), std::string("5C"));
        QVERIFY(pile(*state, "waste").top().faceUp);
        QCOMPARE(pile(*state, "stock").size(), size_t(1));
        // VII now holds three and takes its marriage.
        QVERIFY(state->arrange(withPackets({{"p7", "2D 9C 6C"}, {"p8", "QS JS 5C"}, {"stock", "4C-"}})).ok());
        QVERIFY(legal(*state, "move p8 p7"));
    }

    void refillGoesInOrderUntilTheStockRunsOut()
    {
        auto state = newClock();
        QVERIFY(state
                    ->arrange(withPackets(
                        {{"p1", ""}, {"p2", ""}, {"p12", "QH QH"}, {"stock", "10S- 9S- 8S- 7S-"}}))
                    .ok());
        state->play("stock");
        QCOMPARE(cardsText({pile(*state, "p1").cards[0].card, pile(*state, "p1").cards[1].card,
                     pile(*state, "p1").cards[2].card}),
            std::string("7S 8S 9S"));
        QCOMPARE(pile(*state, "p2").size(), size_t(1));
        QCOMPARE(pile(*state, "p12").size(), size_t(2)); // nothing left for XII
        QVERIFY(pile(*state, "stock").empty());
        QCOMPARE(verdict(*state, "stock").reason, Reason::StockEmpty);
        // Once the stock is empty, a short packet may take a marriage...
        QVERIFY(state->arrange(withPackets({{"p1", "JH"}, {"p2", "5D 10H"}})).ok());
        QVERIFY(legal(*state, "move p2 p1"));
        // ... but an empty one never does.
        QVERIFY(state->arrange(withPackets({{"p1", ""}, {"p2", "5D KS"}})).ok());
        QCOMPARE(verdict(*state, "move p2 p1").reason, Reason::VacancyNeverFilled);
    }

    void wonWhenEveryHourIsShown()
    {
        auto state = newClock();
        Arrangement position;
        for (int hour = 1; hour <= 12; ++hour) {
            std::vector<Card> cards = fullFoundation(hour);
            if (hour == 12)
                cards.pop_back(); // QD stays out
            position.push_back({hourId(hour), cardsText(cards)});
        }
        position.push_back({"p4", "QD"});
        QVERIFY(state->arrange(position).ok());
        QCOMPARE(state->cardsHome(), 103);
        QVERIFY(!state->isTerminal());
        state->play("move p4 h12");
        QCOMPARE(state->cardsHome(), 104);
        QVERIFY(state->isTerminal());
        QCOMPARE(state->outcome().result, Result::Won);
    }

    void lostOnlyWhenTheStockIsOutAndNothingMoves()
    {
        // 2H and 2S fit no hour (they need an ace below) and no packet.
        auto state = newClock();
        Arrangement frozen = bases();
        frozen.push_back({"p1", "2H"});
        frozen.push_back({"p2", "2S"});
        QVERIFY(state->arrange(frozen).ok());
        QVERIFY(state->isTerminal());
        QCOMPARE(state->outcome().result, Result::Lost);
        QCOMPARE(state->outcome().why, std::string("no-moves"));
        QVERIFY(state->legalActions().empty());
        // A card in the stock: the game goes on.
        Arrangement withStock = frozen;
        withStock.push_back({"stock", "KH-"});
        QVERIFY(state->arrange(withStock).ok());
        QVERIFY(!state->isTerminal());
        // A marriage left: it goes on too, even though it may cycle.
        Arrangement withMarriage = frozen;
        withMarriage.push_back({"p3", "3H"});
        QVERIFY(state->arrange(withMarriage).ok());
        QVERIFY(!state->isTerminal());
        QCOMPARE(state->legalActions().size(), size_t(1));
    }

    void autoplayIsOff()
    {
        auto state = newClock();
        QVERIFY(state->arrange(withPackets({{"p1", "6D"}, {"stock", "9H-"}})).ok());
        QVERIFY(state->foundationMove(state->pileIndex("p1")));
        QVERIFY(!state->safeAutoMove());
    }

    void doubleClickPicksTheLowestHour()
    {
        // 7C fits both I (6C) and IX (showing 6C).
        auto state = newClock();
        const Arrangement position = withPackets({{"p5", "7C"}, {"stock", "9H-"}, {"h9", "2C 3C 4C 5C 6C"}});
        QVERIFY(state->arrange(position).ok());
        QVERIFY(legal(*state, "move p5 h9"));
        auto action = state->foundationMove(state->pileIndex("p5"));
        QVERIFY(action);
        QCOMPARE(state->actionText(*action), std::string("move p5 h1"));
    }

    void clockFaceLayout()
    {
        auto state = newClock();
        const TableLayout layout = state->layout();
        const std::string error = testing::checkLayout(layout, state->zones());
        QVERIFY2(error.empty(), error.c_str());
        auto find = [&](const std::string& id) {
            return *std::find_if(layout.zones.begin(), layout.zones.end(),
                [&](const ZoneLayout& zone) { return zone.id == id; });
        };
        QCOMPARE(find("h9").label, std::string("IX"));
        QCOMPARE(find("h12").label, std::string("XII"));
        QCOMPARE(find("p12").fan, Fan::Up);
        QCOMPARE(find("p1").fan, Fan::Up);
        QCOMPARE(find("p2").fan, Fan::Right);
        QCOMPARE(find("p3").fan, Fan::Right);
        QCOMPARE(find("p5").fan, Fan::Down);
        QCOMPARE(find("p6").fan, Fan::Down);
        QCOMPARE(find("p9").fan, Fan::Left);
        QCOMPARE(find("p11").fan, Fan::Up);
        // Clock positions: XII above VI, III right of IX, I right of XI, and
        // each packet farther from the centre than its hour.
        QVERIFY(find("h12").y < find("h6").y);
        QVERIFY(find("h3").x > find("h9").x);
        QVERIFY(find("h1").x > find("h11").x);
        QVERIFY(find("p12").y < find("h12").y);
        QVERIFY(find("p3").x > find("h3").x);
        QVERIFY(find("p6").y > find("h6").y);
        QVERIFY(find("p9").x < find("h9").x);
        // The stock sits inside the dial.
        QVERIFY(find("stock").x > find("h9").x && find("stock").x < find("h3").x);
        QVERIFY(find("stock").y > find("h12").y && find("stock").y < find("h6").y);
    }
};

QTEST_GUILESS_MAIN(TheClockTest)
#include "the_clock_test.moc"
