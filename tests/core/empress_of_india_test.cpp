// The Empress of India: the cards set apart, the opening deal and the counts
// of Appendix B, the test scenarios of RULES-PATIENCE.md §5, pairing, pair
// plays, refills, the stock click, winning and losing, and the layout.
#include <QtTest>

#include <algorithm>
#include <cmath>

#include "battery.h"
#include "cards/deck.h"
#include "patience/empress_of_india.h"

using namespace ct;

namespace {

using Arrangement = std::vector<std::pair<std::string, std::string>>;
using Empress = EmpressOfIndiaState;

std::unique_ptr<Empress> newEmpress(std::uint32_t seed = 1)
{
    GameSetup setup;
    setup.seed = seed;
    auto state = findGame("empress-of-india")->start(setup);
    return std::unique_ptr<Empress>(static_cast<Empress*>(state->release()));
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

std::string baseOf(int foundation)
{
    static const char* const kBases[] = {"AS", "AC", "KH", "KD"};
    return kBases[foundation / 4];
}

// A position with the piles named; every foundation not named shows its base,
// every Army slot not named holds 5H and every Navy slot 9S (which fit no
// foundation at its base), and the rest is empty unless named.
Arrangement position(const Arrangement& named)
{
    auto isNamed = [&](const std::string& id) {
        return std::any_of(named.begin(), named.end(), [&](const auto& entry) { return entry.first == id; });
    };
    Arrangement out;
    for (int i = 0; i < Empress::kFoundations; ++i)
        if (!isNamed("f" + std::to_string(i)))
            out.push_back({"f" + std::to_string(i), baseOf(i)});
    for (int i = 0; i < Empress::kSlots; ++i) {
        if (!isNamed("a" + std::to_string(i)))
            out.push_back({"a" + std::to_string(i), "5H"});
        if (!isNamed("n" + std::to_string(i)))
            out.push_back({"n" + std::to_string(i), "9S"});
    }
    out.insert(out.end(), named.begin(), named.end());
    return out;
}

// The cards of a foundation from its base up to `last`, skipping the queen
// (black, climbing) or the jack (red, coming down).
std::string foundationRun(char suit, int last)
{
    static const char* const kRanks[]
        = {"", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"};
    const bool black = suit == 'S' || suit == 'C';
    std::string out;
    for (int step = 0; step < 13; ++step) {
        const int rank = black ? 1 + step : 13 - step;
        if (rank == (black ? kQueen : kJack))
            continue;
        out += std::string(out.empty() ? "" : " ") + kRanks[rank] + suit;
        if (rank == last)
            break;
    }
    return out;
}

// Card width in pixels when the app fits `layout` into a view, with the
// app's margins of a quarter card.
double cardWidthFor(const TableLayout& layout, double viewWidth, double viewHeight)
{
    const double aspect = 200.0 / 280.0; // our French deck, width over height
    const double width = layout.width + 0.5;
    const double height = layout.height + 0.5 * aspect;
    return std::min(viewWidth / width, viewHeight * aspect / height);
}

} // namespace

class EmpressOfIndiaTest : public QObject {
    Q_OBJECT

private slots:
    void cardsSetApartAndOpeningDeal()
    {
        // Appendix B: 9 decoration + 7 discarded queens + 16 bases + 176 in
        // play = 208; the Army 24 red + the Navy 24 black + RT + BT + stock = 176.
        for (std::uint32_t seed : {1u, 2u, 77u}) {
            auto state = newEmpress(seed);
            QCOMPARE(int(state->allCards().size()), 208);
            QCOMPARE(pile(*state, "empress").size() + pile(*state, "guard").size(), size_t(9));
            QCOMPARE(pileText(*state, "empress"), std::string("QC"));
            for (const PlacedCard& placed : pile(*state, "guard").cards)
                QVERIFY(placed.card.isRed() && placed.card.rank == kJack);
            QCOMPARE(pile(*state, "queens").size(), size_t(7));
            for (const PlacedCard& placed : pile(*state, "queens").cards) {
                QVERIFY(placed.card.isBlack() && placed.card.rank == kQueen);
                QVERIFY(!placed.faceUp);
            }
            int inPlay = 0;
            for (int i = 0; i < Empress::kFoundations; ++i) {
                const Pile& foundation = pile(*state, "f" + std::to_string(i));
                QCOMPARE(foundation.kind, ZoneKind::Foundation);
                QCOMPARE(pileText(*state, foundation.id), baseOf(i));
            }
            QCOMPARE(state->cardsHome(), 16);
            for (int i = 0; i < Empress::kSlots; ++i) {
                const Pile& army = pile(*state, "a" + std::to_string(i));
                const Pile& navy = pile(*state, "n" + std::to_string(i));
                QCOMPARE(army.size(), size_t(1));
                QCOMPARE(navy.size(), size_t(1));
                QVERIFY(army.top().card.isRed() && army.top().faceUp);
                QVERIFY(navy.top().card.isBlack() && navy.top().faceUp);
                inPlay += 2;
            }
            for (const char* id : {"rt", "bt", "stock"})
                inPlay += int(pile(*state, id).size());
            QCOMPARE(inPlay, 176);
            for (const PlacedCard& placed : pile(*state, "rt").cards)
                QVERIFY(placed.card.isRed());
            for (const PlacedCard& placed : pile(*state, "bt").cards)
                QVERIFY(placed.card.isBlack());
        }
    }

    void dealOrderFollowsTheShuffle()
    {
        // The cards not set apart are turned in order: red to the next Army
        // slot, black to the next Navy slot, the overflow to its talon, until
        // both groups are full; the next card is the stock's top.
        auto state = newEmpress(5);
        std::vector<Card> inPlay;
        for (const Card& card : shuffledDeck(frenchDeck(4), 5)) {
            const bool setApart = (card.isBlack() && (card.rank == kAce || card.rank == kQueen))
                || (card.isRed() && (card.rank == kKing || card.rank == kJack));
            if (!setApart)
                inPlay.push_back(card);
        }
        QCOMPARE(inPlay.size(), size_t(176));
        std::vector<Card> army, navy, redTalon, blackTalon;
        std::size_t next = 0;
        while (army.size() < 24 || navy.size() < 24) {
            const Card card = inPlay[next++];
            auto& group = card.isRed() ? army : navy;
            (group.size() < 24 ? group : (card.isRed() ? redTalon : blackTalon)).push_back(card);
        }
        for (int i = 0; i < 24; ++i) {
            QCOMPARE(pile(*state, "a" + std::to_string(i)).top().card, army[size_t(i)]);
            QCOMPARE(pile(*state, "n" + std::to_string(i)).top().card, navy[size_t(i)]);
        }
        QCOMPARE(pile(*state, "rt").size(), redTalon.size());
        QCOMPARE(pile(*state, "bt").size(), blackTalon.size());
        QVERIFY(redTalon.empty() || blackTalon.empty()); // the deal stops when both groups are full
        QCOMPARE(pile(*state, "stock").size(), 176 - next);
        QCOMPARE(pile(*state, "stock").top().card, inPlay[next]);
        QVERIFY(!pile(*state, "stock").top().faceUp);
    }

    void pairPlayOfQueenAndTwo()
    {
        // Scenario 1: QH in the Army and 2S in the Navy go home together; 2S alone is refused.
        auto state = newEmpress();
        QVERIFY(state->arrange(position({{"a3", "QH"}, {"n6", "2S"}, {"stock", "4C- 6D-"}})).ok());
        QVERIFY(legal(*state, "play a3 n6"));
        QVERIFY(legal(*state, "play n6 a3")); // the same action, either order
        QCOMPARE(state->actionText(*state->parseAction("play n6 a3")), std::string("play a3 n6"));
        QCOMPARE(verdict(*state, "move n6 f0").reason, Reason::PlayInPairs);
        QCOMPARE(verdict(*state, "move a3 f8").reason, Reason::PlayInPairs);
        // The only pair plays are QH with 2S.
        int pairPlays = 0;
        for (const Action& action : state->legalActions())
            pairPlays += action.kind == Empress::PairPlay;
        QCOMPARE(pairPlays, 1);

        state->play("play a3 n6");
        // Each to the lowest-index foundation that takes it.
        QCOMPARE(pileText(*state, "f0"), std::string("AS 2S"));
        QCOMPARE(pileText(*state, "f8"), std::string("KH QH"));
        QCOMPARE(state->cardsHome(), 18);
        // Both slots refilled at once, the Army first: 6D for a3; then 4C for n6.
        QCOMPARE(pileText(*state, "a3"), std::string("6D"));
        QCOMPARE(pileText(*state, "n6"), std::string("4C"));
        QVERIFY(pile(*state, "stock").empty());
    }

    void foundationsSkipTheQueenOrTheJack()
    {
        // Scenario 2: an AC foundation showing JC takes KC and refuses QC; a
        // KD foundation showing QD takes 10D.
        auto state = newEmpress();
        QVERIFY(
            state
                ->arrange(position({{"f4", foundationRun('C', kJack)}, {"f12", foundationRun('D', kQueen)},
                    {"f0", foundationRun('S', 4)}, {"a0", "QH KC"}, // KC locked onto QH
                    {"a1", "QH QC"}, {"n1", "5S 10D"}, // 10D locked onto 5S
                    {"stock", "6D-"}}))
                .ok());
        QCOMPARE(pileText(*state, "f4"), std::string("AC 2C 3C 4C 5C 6C 7C 8C 9C 10C JC"));
        QVERIFY(legal(*state, "move a0 f4"));
        const Verdict queen = verdict(*state, "move a1 f4");
        QCOMPARE(queen.reason, Reason::WrongRank);
        QCOMPARE(queen.number, int(kKing));
        QVERIFY(legal(*state, "move n1 f12"));
        state->play("move n1 f12");
        QCOMPARE(pileText(*state, "f12"), std::string("KD QD 10D"));
        QCOMPARE(pileText(*state, "f0"), std::string("AS 2S 3S 4S 5S"));
        // After KC the black foundation is complete: twelve cards.
        state->play("move a0 f4");
        QCOMPARE(pile(*state, "f4").size(), size_t(Empress::kFoundationSize));
        QCOMPARE(pileText(*state, "f8"), std::string("KH QH"));
        QVERIFY(
            state->arrange(position({{"f4", foundationRun('C', kKing)}, {"a0", "QH 2C"}, {"stock", "6D-"}}))
                .ok());
        QCOMPARE(verdict(*state, "move a0 f4").reason, Reason::FoundationComplete);
        QCOMPARE(foundationRun('H', kAce), std::string("KH QH 10H 9H 8H 7H 6H 5H 4H 3H 2H AH"));
        QVERIFY(
            state->arrange(position({{"f8", foundationRun('H', kAce)}, {"n0", "2S 9H"}, {"stock", "6D-"}}))
                .ok());
        QCOMPARE(verdict(*state, "move n0 f8").reason, Reason::FoundationComplete);
    }

    void pairingLocksTheCardsTogether()
    {
        // Scenario 3: pair QH (a5) onto 7C (n2); a5 refills from the top of
        // RT. Later QH goes home only with 7C, even with another black 2 waiting.
        auto state = newEmpress();
        QVERIFY(state
                    ->arrange(position(
                        {{"a5", "QH"}, {"n2", "7C"}, {"n7", "2S"}, {"rt", "3D 9H"}, {"stock", "6D-"}}))
                    .ok());
        QVERIFY(legal(*state, "play a5 n7")); // before pairing, QH could go with 2S
        QVERIFY(legal(*state, "move a5 n2"));
        state->play("move a5 n2");
        QCOMPARE(pileText(*state, "n2"), std::string("7C QH"));
        QCOMPARE(pileText(*state, "a5"), std::string("9H"));
        QCOMPARE(pileText(*state, "rt"), std::string("3D"));
        // QH cannot go home: its partner 7C fits no foundation yet, and no
        // action pairs it with the waiting 2S.
        const Verdict partner = verdict(*state, "move n2 f8");
        QCOMPARE(partner.reason, Reason::NoFoundationTakes);
        QCOMPARE(cardText(partner.card), std::string("7C"));
        QVERIFY(!state->parseAction("play n2 n7").ok());
        for (const Action& action : state->legalActions()) {
            if (action.kind == Empress::PairPlay)
                QVERIFY(action.a != state->pileIndex("n2") && action.b != state->pileIndex("n2"));
            if (action.kind == Empress::MoveCards)
                QVERIFY(action.a != state->pileIndex("n2"));
        }
        // A locked pair cannot be split, moved or given a third card.
        QCOMPARE(verdict(*state, "move n2 a0").reason, Reason::LockedInPair);
        QCOMPARE(verdict(*state, "move a0 n2").reason, Reason::LockedInPair);
        QCOMPARE(verdict(*state, "move n2:2 f8").reason, Reason::GroupNotAllowed);
        // Once a clubs foundation shows 6C, the pair goes home together.
        QVERIFY(state
                    ->arrange(position(
                        {{"n2", "7C QH"}, {"n7", "2S"}, {"f4", foundationRun('C', 6)}, {"stock", "6D-"}}))
                    .ok());
        QVERIFY(legal(*state, "move n2 f8"));
        QCOMPARE(verdict(*state, "move n2 f4").reason, Reason::WrongSuit); // the top card is QH
        state->play("move n2 f8");
        QCOMPARE(pileText(*state, "f8"), std::string("KH QH"));
        QCOMPARE(pileText(*state, "f4"), std::string("AC 2C 3C 4C 5C 6C 7C"));
        // n2 refills from the stock, which holds no black card: 6D goes to RT
        // on the way, and n2 stays empty.
        QVERIFY(pile(*state, "n2").empty());
        QVERIFY(pile(*state, "stock").empty());
        QCOMPARE(pileText(*state, "rt"), std::string("6D"));
    }

    void pairingRules()
    {
        auto state = newEmpress();
        QVERIFY(state->arrange(position({{"a0", "8H"}, {"a1", "4D"}, {"n0", "JS"}, {"stock", "6D-"}})).ok());
        QVERIFY(legal(*state, "move n0 a0")); // the Navy onto the Army works as well
        QCOMPARE(verdict(*state, "move a0 a1").reason, Reason::WrongColour);
        QCOMPARE(verdict(*state, "move n0 n1").reason, Reason::WrongColour);
        QCOMPARE(verdict(*state, "move a0 rt").reason, Reason::PileTakesNoCards);
        QCOMPARE(verdict(*state, "move a0 guard").reason, Reason::PileTakesNoCards);
        // Talon, foundation and decoration cards never move.
        QVERIFY(
            state->arrange(position({{"rt", "QH"}, {"bt", "2S"}, {"stock", "6D-"}, {"empress", "QC"}})).ok());
        QCOMPARE(verdict(*state, "move rt n0").reason, Reason::TalonCardsOnlyRefill);
        QCOMPARE(verdict(*state, "move bt f0").reason, Reason::TalonCardsOnlyRefill);
        QCOMPARE(verdict(*state, "move f0 n0").reason, Reason::NotAvailableNow);
        QCOMPARE(verdict(*state, "move empress n0").reason, Reason::NotAvailableNow);
        QVERIFY(state->arrange(position({{"queens", "QS- QS-"}, {"stock", "6D-"}})).ok());
        QCOMPARE(verdict(*state, "flip queens").reason, Reason::NothingToFlip);
        // Pairing is allowed even while a pair could go home.
        QVERIFY(state->arrange(position({{"a0", "QH"}, {"n0", "2S"}, {"stock", "6D-"}})).ok());
        QVERIFY(legal(*state, "play a0 n0"));
        QVERIFY(legal(*state, "move a0 n0"));
        QVERIFY(legal(*state, "move a0 n3"));
    }

    void refillTurnsTheStockWhenTheTalonIsEmpty()
    {
        // Scenario 4: RT is empty and the stock order is 5C, 9S, 4D.
        auto state = newEmpress();
        QVERIFY(state->arrange(position({{"stock", "4D- 9S- 5C-"}, {"bt", "2C"}})).ok());
        state->play("move a0 n0"); // pairing empties a0
        QCOMPARE(pileText(*state, "bt"), std::string("2C 5C 9S"));
        QVERIFY(pile(*state, "bt").top().faceUp);
        QCOMPARE(pileText(*state, "a0"), std::string("4D"));
        QVERIFY(pile(*state, "stock").empty());
    }

    void refillsGoArmyFirstInSlotOrder()
    {
        // Slots a3 and n1 empty at once; both talons are empty. The Army slot
        // fills first: 7S goes to BT on the way to 8H; then n1 takes 7S from BT.
        auto state = newEmpress();
        QVERIFY(state->arrange(position({{"a3", "QH"}, {"n1", "2S"}, {"stock", "5S- 8H- 7S-"}})).ok());
        state->play("play a3 n1");
        QCOMPARE(pileText(*state, "a3"), std::string("8H"));
        QCOMPARE(pileText(*state, "n1"), std::string("7S"));
        QVERIFY(pile(*state, "bt").empty());
        QCOMPARE(pileText(*state, "stock"), std::string("5S"));
        // When the stock runs out of a colour, the slot stays empty.
        QVERIFY(state->arrange(position({{"a3", "QH"}, {"n1", "2S"}, {"stock", "7D- 6H-"}})).ok());
        state->play("play a3 n1");
        QCOMPARE(pileText(*state, "a3"), std::string("6H"));
        QVERIFY(pile(*state, "n1").empty());
        QCOMPARE(pileText(*state, "rt"), std::string("7D"));
        QCOMPARE(verdict(*state, "move a3 n1").reason, Reason::PileTakesNoCards);
    }

    void stockClickDealsTheRemainder()
    {
        auto state = newEmpress(3);
        const std::size_t red = pile(*state, "rt").size();
        const std::size_t black = pile(*state, "bt").size();
        const Pile stock = pile(*state, "stock");
        QVERIFY(!stock.empty());
        QCOMPARE(state->stockAction(), std::string("deal"));
        QVERIFY(legal(*state, "stock"));
        state->play("stock");
        QVERIFY(pile(*state, "stock").empty());
        QCOMPARE(pile(*state, "rt").size() + pile(*state, "bt").size(), red + black + stock.size());
        // In turning order: the stock's top card is turned first.
        std::vector<Card> reds, blacks;
        for (auto it = stock.cards.rbegin(); it != stock.cards.rend(); ++it)
            (it->card.isRed() ? reds : blacks).push_back(it->card);
        QCOMPARE(pile(*state, "rt").top().card, reds.back());
        QCOMPARE(pile(*state, "bt").top().card, blacks.back());
        QCOMPARE(pile(*state, "rt").cards[red].card, reds.front());
        QCOMPARE(verdict(*state, "stock").reason, Reason::StockEmpty);
        QCOMPARE(state->stockAction(), std::string(""));
    }

    void wonWithEveryCardHome()
    {
        auto state = newEmpress();
        Arrangement all;
        for (int i = 0; i < Empress::kFoundations; ++i) {
            const char suit = "SCHD"[i / 4];
            const bool black = i < 8;
            all.push_back({"f" + std::to_string(i), foundationRun(suit, black ? kKing : kAce)});
        }
        all[0].second = foundationRun('S', kJack); // KS still out
        all[8].second = foundationRun('H', 2); // AH still out
        for (int i = 0; i < Empress::kSlots; ++i) {
            all.push_back({"a" + std::to_string(i), ""});
            all.push_back({"n" + std::to_string(i), ""});
        }
        all.push_back({"a7", "AH"});
        all.push_back({"n3", "KS"});
        QVERIFY(state->arrange(all).ok());
        QCOMPARE(state->cardsHome(), 190);
        QVERIFY(!state->isTerminal());
        QCOMPARE(state->legalActions().size(), size_t(3)); // play a7 n3, pair either way
        state->play("play a7 n3");
        QCOMPARE(state->cardsHome(), 192);
        QVERIFY(state->isTerminal());
        QCOMPARE(state->outcome().result, Result::Won);
    }

    void lostWhenNoPairCanGoHomeAndNoCardCanComeIn()
    {
        auto state = newEmpress();
        // Stock and both talons empty, nothing fits: lost, although
        // pairings are still possible.
        QVERIFY(state->arrange(position({})).ok());
        QVERIFY(state->isTerminal());
        QCOMPARE(state->outcome().result, Result::Lost);
        QCOMPARE(state->outcome().why, std::string("no-moves"));
        QVERIFY(state->legalActions().empty());
        QCOMPARE(verdict(*state, "move a0 n0").reason, Reason::GameOver);
        // A card in the stock keeps the game going.
        QVERIFY(state->arrange(position({{"stock", "3H-"}})).ok());
        QVERIFY(!state->isTerminal());
        // So does a talon card that a pairing can bring in.
        QVERIFY(state->arrange(position({{"rt", "3H"}})).ok());
        QVERIFY(!state->isTerminal());
        QVERIFY(legal(*state, "move a0 n0"));
        // ... but not once every Army card is locked: no pairing is left.
        Arrangement locked = {{"rt", "3H"}};
        for (int i = 0; i < Empress::kSlots; ++i)
            locked.push_back({"a" + std::to_string(i), "9S 5H"});
        QVERIFY(state->arrange(position(locked)).ok());
        QVERIFY(state->isTerminal());
        // A pair that can go home keeps it going too.
        QVERIFY(state->arrange(position({{"a0", "QH"}, {"n0", "2S"}})).ok());
        QVERIFY(!state->isTerminal());
        QCOMPARE(state->legalActions().size(), size_t(1 + 2 * 24 * 24));
    }

    void badActionTextIsAnError()
    {
        auto state = newEmpress();
        QVERIFY(!state->parseAction("play a5").ok());
        QVERIFY(!state->parseAction("play a5 a6").ok());
        QVERIFY(!state->parseAction("play a5 rt").ok());
        QVERIFY(!state->parseAction("play x y").ok());
        QVERIFY(!state->parseAction("pair a5 n2").ok());
        QCOMPARE(state->play("play a1 q2").reason, Reason::NotUnderstood);
        QVERIFY(state->parseAction("PLAY A5 N2").ok());
    }

    void autoplayIsOff()
    {
        // Which red card goes with which black one is the whole game.
        auto state = newEmpress();
        QVERIFY(state->arrange(position({{"a0", "QH"}, {"n0", "2S"}, {"stock", "6D-"}})).ok());
        QVERIFY(!state->safeAutoMove());
    }

    void layoutFitsTheWindow()
    {
        auto state = newEmpress();
        const TableLayout layout = state->layout();
        const std::string error = testing::checkLayout(layout, state->zones());
        QVERIFY2(error.empty(), error.c_str());
        auto find = [&](const std::string& id) {
            return *std::find_if(layout.zones.begin(), layout.zones.end(),
                [&](const ZoneLayout& zone) { return zone.id == id; });
        };
        // Every slot fans down far enough to show both cards of a pair (the
        // app steps a face-up card by 0.27 card heights).
        for (int i = 0; i < Empress::kSlots; ++i)
            for (const char* group : {"a", "n"}) {
                const ZoneLayout zone = find(group + std::to_string(i));
                QCOMPARE(zone.fan, Fan::Down);
                QVERIFY(zone.fanExtent >= 0.27);
            }
        // Foundations above the Army, the Army above the Navy, in rows of twelve.
        QVERIFY(find("f0").y + 1 <= find("a0").y);
        QCOMPARE(find("a12").x, find("a0").x);
        QVERIFY(find("a12").y > find("a11").y);
        QVERIFY(find("a23").y + 1 < find("n0").y);
        QVERIFY(find("f15").x > find("f7").x);
        QCOMPARE(find("f0").label, std::string("A"));
        QCOMPARE(find("f8").label, std::string("K"));
        // In a 1280x800 window (about 1280x720 of table), cards are at least
        // 70 pixels wide, and the table keeps a window-like shape.
        QVERIFY(cardWidthFor(layout, 1280, 720) >= 70);
        QVERIFY(layout.width / layout.height > 2.0 && layout.width / layout.height < 3.0);
    }
};

QTEST_GUILESS_MAIN(EmpressOfIndiaTest)
#include "empress_of_india_test.moc"
