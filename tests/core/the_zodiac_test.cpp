// The Zodiac: the opening deal and the counts of Appendix B, the test
// scenarios of RULES-PATIENCE.md §6, the Equator, the stock and its
// turn-overs, the two phases, the twin rule of §0.3, winning and losing (the
// futile pass), and the ring layout.
#include <QtTest>

#include <algorithm>

#include "battery.h"
#include "cards/deck.h"
#include "patience/the_zodiac.h"

using namespace ct;

namespace {

using Arrangement = std::vector<std::pair<std::string, std::string>>;
using Zodiac = TheZodiacState;

std::unique_ptr<Zodiac> newZodiac(std::uint32_t seed = 1)
{
    GameSetup setup;
    setup.seed = seed;
    auto state = findGame("the-zodiac")->start(setup);
    return std::unique_ptr<Zodiac>(static_cast<Zodiac*>(state->release()));
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

// A suit from `from` to `to` (up or down) as card text: "AC 2C 3C", "KS QS".
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

// A position: the piles named, every Equator cell not named holding 5C and
// every packet 5D (cards that no foundation takes at the start and that the
// scenarios' cards do not marry), and the rest empty unless named.
Arrangement position(const Arrangement& named)
{
    auto isNamed = [&](const std::string& id) {
        return std::any_of(named.begin(), named.end(), [&](const auto& entry) { return entry.first == id; });
    };
    Arrangement out;
    for (int i = 0; i < Zodiac::kEquatorCells; ++i)
        if (!isNamed("eq" + std::to_string(i)))
            out.push_back({"eq" + std::to_string(i), "5C"});
    for (int i = 0; i < Zodiac::kPackets; ++i)
        if (!isNamed("z" + std::to_string(i)))
            out.push_back({"z" + std::to_string(i), "5D"});
    out.insert(out.end(), named.begin(), named.end());
    return out;
}

} // namespace

class TheZodiacTest : public QObject {
    Q_OBJECT

private slots:
    void openingDeal()
    {
        // Appendix B: EQ 8 + Z 24 + stock 72 = 104; the waste starts empty.
        auto state = newZodiac(4);
        const std::vector<Card> order = shuffledDeck(frenchDeck(2), 4);
        std::size_t next = 0;
        for (int i = 0; i < Zodiac::kEquatorCells; ++i) {
            const Pile& cell = pile(*state, "eq" + std::to_string(i));
            QCOMPARE(cell.size(), size_t(1));
            QVERIFY(cell.top().faceUp);
            QCOMPARE(cell.top().card, order[next++]);
        }
        for (int i = 0; i < Zodiac::kPackets; ++i) {
            const Pile& packet = pile(*state, "z" + std::to_string(i));
            QCOMPARE(packet.kind, ZoneKind::Tableau);
            QCOMPARE(packet.size(), size_t(1));
            QCOMPARE(packet.top().card, order[next++]);
        }
        QCOMPARE(pile(*state, "stock").size(), size_t(72));
        QCOMPARE(pile(*state, "stock").top().card, order[next]);
        QVERIFY(pile(*state, "waste").empty());
        QCOMPARE(state->cardsHome(), 0);
        QCOMPARE(int(state->allCards().size()), 104);
        QVERIFY(!state->building());
        QVERIFY(state->describe().find("phase: placing") != std::string::npos);
        for (const char* id : {"afs", "afh", "afd", "afc", "kfs", "kfh", "kfd", "kfc"})
            QCOMPARE(pile(*state, id).kind, ZoneKind::Foundation);
    }

    void marriagesGoUpOrDownInSuit()
    {
        // Scenario 1: Z[5] shows 8D; the waste's 9D or 7D may go there, 9H not.
        auto state = newZodiac();
        QVERIFY(state->arrange(position({{"z5", "8D"}, {"waste", "9D"}, {"stock", "5H-"}})).ok());
        QVERIFY(legal(*state, "move waste z5"));
        QVERIFY(state->arrange(position({{"z5", "8D"}, {"waste", "7D"}, {"stock", "5H-"}})).ok());
        QVERIFY(legal(*state, "move waste z5"));
        QVERIFY(state->arrange(position({{"z5", "8D"}, {"waste", "9H"}, {"stock", "5H-"}})).ok());
        QCOMPARE(verdict(*state, "move waste z5").reason, Reason::WrongSuit);
        QVERIFY(state->arrange(position({{"z5", "8D"}, {"waste", "10D"}, {"stock", "5H-"}})).ok());
        QCOMPARE(verdict(*state, "move waste z5").reason, Reason::WrongRank);
        // Built downward 9D, 8D, the twin 9D still goes on 8D: the packet turns upward.
        QVERIFY(state->arrange(position({{"z5", "9D 8D"}, {"waste", "9D"}, {"stock", "5H-"}})).ok());
        state->play("move waste z5");
        QCOMPARE(pileText(*state, "z5"), std::string("9D 8D 9D"));
        QVERIFY(pile(*state, "waste").empty());
        // No wrap between king and ace.
        QVERIFY(state->arrange(position({{"z5", "KS"}, {"eq0", "AS"}, {"stock", "5H-"}})).ok());
        QCOMPARE(verdict(*state, "move eq0 z5").reason, Reason::WrongRank);
    }

    void zodiacCardsDoNotMarryEachOther()
    {
        // Scenario 2: Z[3] shows 4S and Z[4] shows 5S: 4S onto 5S is refused.
        auto state = newZodiac();
        QVERIFY(state->arrange(position({{"z3", "4S"}, {"z4", "5S"}, {"eq2", "6S"}, {"stock", "5H-"}})).ok());
        QCOMPARE(verdict(*state, "move z3 z4").reason, Reason::CannotMarryFromHere);
        QCOMPARE(verdict(*state, "move z4 z3").reason, Reason::CannotMarryFromHere);
        // The Equator gives to the ring but never takes from it or from itself.
        QVERIFY(legal(*state, "move eq2 z4"));
        QVERIFY(state->arrange(position({{"eq0", ""}, {"eq1", "5S"}, {"z3", "4S"}, {"stock", "5H-"}})).ok());
        QCOMPARE(verdict(*state, "move z3 eq0").reason, Reason::CannotMarryFromHere);
        QCOMPARE(verdict(*state, "move eq1 eq0").reason, Reason::OnlyFromWaste);
        QCOMPARE(verdict(*state, "move z3 eq1").reason, Reason::CannotMarryFromHere);
    }

    void foundationsAreClosedWhilePlacing()
    {
        // Scenario 3: the waste shows AS and the stock is not empty.
        auto state = newZodiac();
        QVERIFY(
            state->arrange(position({{"waste", "AS"}, {"z1", "AH"}, {"eq3", "KS"}, {"stock", "5H-"}})).ok());
        QCOMPARE(verdict(*state, "move waste afs").reason, Reason::FoundationsClosed);
        QCOMPARE(verdict(*state, "move z1 afh").reason, Reason::FoundationsClosed);
        QCOMPARE(verdict(*state, "move eq3 kfs").reason, Reason::FoundationsClosed);
        // The same with the stock out but cards left in the waste.
        QVERIFY(state->arrange(position({{"waste", "5H AS"}, {"z1", "2S"}})).ok());
        QVERIFY(!state->building());
        QCOMPARE(verdict(*state, "move waste afs").reason, Reason::FoundationsClosed);
    }

    void buildingPhaseOnlyGoesHome()
    {
        // Scenario 4: the stock and the waste are empty; AS tops Z[10].
        auto state = newZodiac();
        QVERIFY(state->arrange(position({{"z10", "5D AS"}, {"eq4", "6D"}, {"z2", "7D"}})).ok());
        QVERIFY(state->building());
        QVERIFY(state->describe().find("phase: building") != std::string::npos);
        QVERIFY(legal(*state, "move z10 afs"));
        QCOMPARE(verdict(*state, "move z10 afh").reason, Reason::WrongSuit);
        QCOMPARE(verdict(*state, "move z10 kfs").reason, Reason::NeedsKing);
        QCOMPARE(verdict(*state, "move eq4 z2").reason, Reason::OnlyFoundationMoves);
        QCOMPARE(verdict(*state, "stock").reason, Reason::StockEmpty);
        state->play("move z10 afs");
        QCOMPARE(pileText(*state, "afs"), std::string("AS"));
        QCOMPARE(pileText(*state, "z10"), std::string("5D"));
        // Empty packets and cells are never refilled.
        QVERIFY(
            state->arrange(position({{"z10", ""}, {"eq4", ""}, {"eq5", "9H"}, {"kfh", run('H', kKing, 10)}}))
                .ok());
        QCOMPARE(verdict(*state, "move eq5 z10").reason, Reason::OnlyFoundationMoves);
        QCOMPARE(verdict(*state, "move eq5 eq4").reason, Reason::OnlyFoundationMoves);
        QVERIFY(legal(*state, "move eq5 kfh"));
    }

    void twinsEndOnTheOtherFoundation()
    {
        // §0.3: the first ace of a suit founds its Ace foundation; its twin is
        // an ordinary card that can close the King foundation, and the
        // second king ends the Ace foundation.
        auto state = newZodiac();
        QVERIFY(state
                    ->arrange(position({{"afs", run('S', kAce, kQueen)}, {"kfs", run('S', kKing, 2)},
                        {"z0", "AS"}, {"z1", "KS"}}))
                    .ok());
        QVERIFY(legal(*state, "move z0 kfs"));
        QCOMPARE(verdict(*state, "move z0 afs").reason, Reason::WrongRank);
        QVERIFY(legal(*state, "move z1 afs"));
        QCOMPARE(verdict(*state, "move z1 kfs").reason, Reason::WrongRank);
        // Complete foundations take nothing.
        QVERIFY(state
                    ->arrange(position({{"afh", run('H', kAce, kKing)}, {"kfh", run('H', kKing, kAce)},
                        {"z0", "QH"}, {"z1", "AS"}}))
                    .ok());
        QCOMPARE(verdict(*state, "move z0 afh").reason, Reason::FoundationComplete);
        QCOMPARE(verdict(*state, "move z0 kfh").reason, Reason::FoundationComplete);
    }

    void equatorTakesTheWasteTop()
    {
        auto state = newZodiac();
        QVERIFY(state->arrange(position({{"eq6", ""}, {"waste", "2C JH"}, {"stock", "5H-"}})).ok());
        QVERIFY(legal(*state, "move waste eq6"));
        QCOMPARE(verdict(*state, "move waste eq5").reason, Reason::CellOccupied);
        state->play("move waste eq6");
        QCOMPARE(pileText(*state, "eq6"), std::string("JH"));
        QCOMPARE(pileText(*state, "waste"), std::string("2C"));
        // A cell holds one card.
        QCOMPARE(verdict(*state, "move waste eq6").reason, Reason::CellOccupied);
        // Filling is optional: the stock can be turned instead.
        QVERIFY(legal(*state, "stock"));
    }

    void stockTurnsAndTheWasteIsTurnedOver()
    {
        auto state = newZodiac(9);
        const Pile stock = pile(*state, "stock");
        QCOMPARE(state->stockAction(), std::string("turn"));
        state->play("stock");
        QCOMPARE(pile(*state, "waste").top().card, stock.top().card);
        QVERIFY(pile(*state, "waste").top().faceUp);
        // Through the whole stock, then turn the waste over: the stock is as
        // it was, unshuffled (the game is not lost: a pass with moves
        // follows in the test below).
        QVERIFY(state->arrange(position({{"stock", "3D- 9C- QH-"}, {"z0", "JH"}})).ok());
        state->play("stock");
        state->play("move waste z0"); // something moved in this pass
        state->play("stock");
        state->play("stock");
        QVERIFY(pile(*state, "stock").empty());
        QCOMPARE(pileText(*state, "waste"), std::string("9C 3D"));
        QCOMPARE(state->stockAction(), std::string("recycle"));
        QVERIFY(!state->isTerminal());
        state->play("stock");
        QCOMPARE(pileText(*state, "stock"), std::string("3D 9C")); // 9C on top again
        QVERIFY(!pile(*state, "stock").top().faceUp);
        QVERIFY(pile(*state, "waste").empty());
        QVERIFY(!state->isTerminal());
    }

    void aPassWithoutMovesLoses()
    {
        // Nothing can be placed: the whole pass turns cards only, and when the
        // stock runs out with its last card unplaceable the game is lost.
        auto state = newZodiac();
        QVERIFY(state->arrange(position({{"stock", "3H- 5H- 7H-"}})).ok());
        state->play("stock");
        state->play("stock");
        QVERIFY(!state->isTerminal());
        state->play("stock");
        QVERIFY(state->isTerminal());
        QCOMPARE(state->outcome().result, Result::Lost);
        QVERIFY(state->legalActions().empty());

        // The last card of the pass still gets its chance ...
        auto second = newZodiac();
        QVERIFY(second->arrange(position({{"stock", "6H- 5H- 7H-"}, {"z4", "7H"}})).ok());
        second->play("stock"); // 7H: could go on nothing
        second->play("stock"); // 5H
        second->play("stock"); // 6H, the last card: it fits z4
        QVERIFY(!second->isTerminal());
        QVERIFY(legal(*second, "move waste z4"));
        // ... but turning the waste over instead ends a pass with no move.
        auto futile = second->clone();
        futile->play(*futile->parseAction("stock"));
        QVERIFY(futile->isTerminal());
        QCOMPARE(futile->outcome().result, Result::Lost);
        // Placing it is a move, so the next pass may go on.
        second->play("move waste z4");
        second->play("stock");
        QVERIFY(!second->isTerminal());
        QCOMPARE(pileText(*second, "stock"), std::string("5H 7H"));
    }

    void buildingPhaseLostWhenNothingGoesHome()
    {
        auto state = newZodiac();
        // Every packet and cell holds a card no foundation takes.
        QVERIFY(state->arrange(position({})).ok());
        QVERIFY(state->building());
        QVERIFY(state->isTerminal());
        QCOMPARE(state->outcome().result, Result::Lost);
        QCOMPARE(state->outcome().why, std::string("no-moves"));
    }

    void wonWithEveryCardHome()
    {
        auto state = newZodiac();
        Arrangement all;
        for (char suit : {'S', 'H', 'D', 'C'}) {
            all.push_back({std::string("af") + char(suit - 'A' + 'a'), run(suit, kAce, kKing)});
            all.push_back({std::string("kf") + char(suit - 'A' + 'a'), run(suit, kKing, kAce)});
        }
        all[7].second = run('C', kKing, 2); // one AC left on the Equator
        all.push_back({"eq3", "AC"});
        QVERIFY(state->arrange(all).ok());
        QCOMPARE(state->cardsHome(), 103);
        QVERIFY(!state->isTerminal());
        QVERIFY(state->safeAutoMove()); // its twin is on the Ace foundation
        state->play("move eq3 kfc");
        QCOMPARE(state->cardsHome(), 104);
        QCOMPARE(state->outcome().result, Result::Won);
    }

    void safeAutoMoveOnlyForForcedCards()
    {
        auto state = newZodiac();
        // Placing phase: never.
        QVERIFY(state->arrange(position({{"waste", "AS"}, {"stock", "5H-"}})).ok());
        QVERIFY(!state->safeAutoMove());
        // Building: AS could found afs or wait to close kfs, so it is a choice.
        QVERIFY(state->arrange(position({{"z0", "AS"}})).ok());
        QVERIFY(state->building());
        QVERIFY(!state->safeAutoMove());
        // With kfs down to 5S, its 6S is home already: this 6S can only go
        // to afs, so that move is safe.
        QVERIFY(
            state->arrange(position({{"z0", "6S"}, {"afs", run('S', kAce, 5)}, {"kfs", run('S', kKing, 5)}}))
                .ok());
        auto action = state->safeAutoMove();
        QVERIFY(action);
        QCOMPARE(state->actionText(*action), std::string("move z0 afs"));
        // With kfs only down to 7S the other 6S may still be wanted there.
        QVERIFY(
            state->arrange(position({{"z0", "6S"}, {"afs", run('S', kAce, 5)}, {"kfs", run('S', kKing, 7)}}))
                .ok());
        QVERIFY(!state->safeAutoMove());
    }

    void ringLayoutAroundTheEquator()
    {
        auto state = newZodiac();
        const TableLayout layout = state->layout();
        const std::string error = testing::checkLayout(layout, state->zones());
        QVERIFY2(error.empty(), error.c_str());
        auto find = [&](const std::string& id) {
            return *std::find_if(layout.zones.begin(), layout.zones.end(),
                [&](const ZoneLayout& zone) { return zone.id == id; });
        };
        // z0..z11 left to right above, z12..z23 right to left below: clockwise.
        for (int i = 1; i < 12; ++i) {
            QVERIFY(find("z" + std::to_string(i)).x > find("z" + std::to_string(i - 1)).x);
            QCOMPARE(find("z" + std::to_string(i)).y, find("z0").y);
            QVERIFY(find("z" + std::to_string(12 + i)).x < find("z" + std::to_string(11 + i)).x);
        }
        QCOMPARE(find("z12").x, find("z11").x);
        QCOMPARE(find("z23").x, find("z0").x);
        QCOMPARE(find("z0").fan, Fan::Up);
        QCOMPARE(find("z12").fan, Fan::Down);
        // Between the ring rows: the foundations (Ace row first), then the Equator.
        const double top = find("z0").y;
        const double bottom = find("z12").y;
        QVERIFY(find("afs").y > top && find("afs").y < find("eq0").y);
        QCOMPARE(find("kfc").y, find("afs").y);
        QVERIFY(find("kfs").x > find("afc").x);
        QVERIFY(find("eq0").y < bottom);
        for (int i = 1; i < 8; ++i)
            QVERIFY(find("eq" + std::to_string(i)).x > find("eq" + std::to_string(i - 1)).x);
        QCOMPARE(find("afs").label, std::string("A\u2660"));
        QCOMPARE(find("kfh").label, std::string("K\u2665"));
        QVERIFY(layout.width <= 14);
    }
};

QTEST_GUILESS_MAIN(TheZodiacTest)
#include "the_zodiac_test.moc"
