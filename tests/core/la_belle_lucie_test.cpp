// La Belle Lucie: the opening deal, the test scenarios of RULES-PATIENCE.md
// §13, redeals, the foundations, winning and losing.
#include <QtTest>

#include <algorithm>

#include "battery.h"
#include "cards/deck.h"
#include "cards/rng.h"
#include "patience/la_belle_lucie.h"

using namespace ct;

namespace {

using Arrangement = std::vector<std::pair<std::string, std::string>>;

std::unique_ptr<LaBelleLucieState> newLucie(std::uint32_t seed = 1)
{
    GameSetup setup;
    setup.seed = seed;
    auto state = findGame("la-belle-lucie")->start(setup);
    return std::unique_ptr<LaBelleLucieState>(static_cast<LaBelleLucieState*>(state->release()));
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

std::vector<Card> tableauCards(const LaBelleLucieState& state)
{
    std::vector<Card> cards;
    for (int i = 0; i < LaBelleLucieState::kFans; ++i)
        for (const PlacedCard& placed : pile(state, "t" + std::to_string(i)).cards)
            cards.push_back(placed.card);
    return cards;
}

// A suit from `from` to `to` as card text: "AC 2C 3C".
std::string run(char suit, int from, int to)
{
    static const char* const kRanks[] = {"", "A", "2", "3", "4", "5", "6",
                                         "7", "8", "9", "10", "J", "Q", "K"};
    std::string out;
    for (int rank = from; rank <= to; ++rank)
        out += std::string(out.empty() ? "" : " ") + kRanks[rank] + suit;
    return out;
}

} // namespace

class LaBelleLucieTest : public QObject {
    Q_OBJECT

private slots:
    void openingDeal()
    {
        // Appendix B: 17 x 3 + 1 = 52, every card face up, dealt fan by fan.
        auto state = newLucie(1);
        const std::vector<Card> order = shuffledDeck(frenchDeck(1), 1);
        std::size_t next = 0;
        int total = 0;
        for (int i = 0; i < LaBelleLucieState::kFans; ++i) {
            const Pile& fan = pile(*state, "t" + std::to_string(i));
            QCOMPARE(fan.kind, ZoneKind::Tableau);
            QCOMPARE(fan.size(), size_t(i < 17 ? 3 : 1));
            for (const PlacedCard& placed : fan.cards) {
                QVERIFY(placed.faceUp);
                QCOMPARE(placed.card, order[next++]);
            }
            total += int(fan.size());
        }
        QCOMPARE(total, 52);
        for (int f = 0; f < 4; ++f) {
            QCOMPARE(pile(*state, "f" + std::to_string(f)).kind, ZoneKind::Foundation);
            QVERIFY(pile(*state, "f" + std::to_string(f)).empty());
        }
        QCOMPARE(state->redealsLeft(), 2);
        // Seed 1 deals 10C first (the same shuffle Klondike pins).
        QCOMPARE(cardText(pile(*state, "t0").cards[0].card), std::string("10C"));
        QCOMPARE(state->game().name(), std::string("La Belle Lucie"));
    }

    void marriageIsSameSuitOneLower()
    {
        // Scenario 1: F4 top 6D, F9 top 5D.
        auto state = newLucie();
        QVERIFY(state->arrange({{"t4", "KC 6D"}, {"t9", "5D"}, {"t10", "7D"}, {"t11", "5H"}}).ok());
        QVERIFY(legal(*state, "move t9 t4"));
        QCOMPARE(verdict(*state, "move t10 t4").reason, Reason::WrongRank);
        QCOMPARE(verdict(*state, "move t11 t4").reason, Reason::WrongSuit);
        state->play("move t9 t4");
        QCOMPARE(cardText(pile(*state, "t4").top().card), std::string("5D"));
        QVERIFY(pile(*state, "t9").empty());
        // Only the top card moves: the 6D under it is not available.
        QCOMPARE(verdict(*state, "move t4:2 t10").reason, Reason::GroupNotAllowed);
    }

    void noWrapBetweenKingAndAce()
    {
        auto state = newLucie();
        QVERIFY(state->arrange({{"t0", "AD"}, {"t1", "KD"}, {"t2", "2S"}, {"t3", "AS"}}).ok());
        QCOMPARE(verdict(*state, "move t1 t0").reason, Reason::WrongRank);
        QCOMPARE(verdict(*state, "move t0 t1").reason, Reason::WrongRank);
        QVERIFY(legal(*state, "move t3 t2"));
    }

    void emptyFanTakesNothing()
    {
        // Scenario 2: F3 is empty; not even a king may go there.
        auto state = newLucie();
        QVERIFY(state->arrange({{"t0", "KS"}, {"t1", "5H"}, {"t2", "QD"}}).ok());
        QCOMPARE(verdict(*state, "move t0 t3").reason, Reason::VacancyNeverFilled);
        QCOMPARE(verdict(*state, "move t1 t3").reason, Reason::VacancyNeverFilled);
        for (const Action& action : state->legalActions())
            QVERIFY(!(action.kind == PatienceState::MoveCards && action.b == state->pileIndex("t3")));
    }

    void foundationsBuildUpInSuitFromAces()
    {
        auto state = newLucie();
        QVERIFY(state->arrange({{"t0", "2H"}, {"t1", "AH"}, {"t2", "AS"}, {"t3", "3H"}, {"t4", "2S"}}).ok());
        QCOMPARE(verdict(*state, "move t0 f0").reason, Reason::NeedsAce);
        // Any empty foundation takes an ace.
        QVERIFY(legal(*state, "move t1 f2"));
        QVERIFY(legal(*state, "move t1 f3"));
        state->play("move t1 f2");
        state->play("move t2 f0");
        QCOMPARE(verdict(*state, "move t3 f2").reason, Reason::WrongRank);
        QCOMPARE(verdict(*state, "move t4 f2").reason, Reason::WrongSuit);
        QVERIFY(legal(*state, "move t0 f2"));
        // Foundation cards never come back.
        QCOMPARE(verdict(*state, "move f2 t3").reason, Reason::NotAvailableNow);
        // A finished suit takes nothing more.
        QVERIFY(state->arrange({{"f1", run('C', 1, 13)}, {"t0", "AC"}}).ok());
        QCOMPARE(verdict(*state, "move t0 f1").reason, Reason::FoundationComplete);
    }

    void redealDealsInThrees()
    {
        // Scenario 3: 20 cards in the tableau make 7 fans: 6 x 3 and one of 2.
        auto state = newLucie();
        const Arrangement position = {
            {"f0", run('C', 1, 8)},
            {"f1", run('D', 1, 8)},
            {"f2", run('H', 1, 8)},
            {"f3", run('S', 1, 8)},
            {"t0", "9C 10C"},
            {"t2", "JC QC KC"},
            {"t5", "9D"},
            {"t8", "10D JD QD KD"},
            {"t11", "9H 10H JH"},
            {"t13", "QH KH"},
            {"t15", "9S 10S"},
            {"t17", "JS QS KS"},
        };
        QVERIFY(state->arrange(position).ok());
        std::vector<Card> before = tableauCards(*state);
        QCOMPARE(before.size(), size_t(20));
        QVERIFY(legal(*state, "redeal"));
        state->play("redeal");
        for (int i = 0; i < LaBelleLucieState::kFans; ++i) {
            const size_t expected = i < 6 ? 3 : i == 6 ? 2 : 0;
            QCOMPARE(pile(*state, "t" + std::to_string(i)).size(), expected);
        }
        std::vector<Card> after = tableauCards(*state);
        std::sort(before.begin(), before.end());
        std::sort(after.begin(), after.end());
        QCOMPARE(after, before);
        QCOMPARE(state->cardsHome(), 32);
        QCOMPARE(state->redealsLeft(), 1);
    }

    void redealGathersFanByFanThenShuffles()
    {
        // The documented order: t0 to t17, each bottom to top, then the game's
        // RNG shuffles, then the deal in threes. Rebuilt here by hand.
        const std::vector<Card> deal = shuffledDeck(frenchDeck(1), 7);
        LaBelleLucieState state(deal, 4242);
        QVERIFY(state.arrange({{"t1", "5C 9H"}, {"t0", "KD 2S AH"}, {"t6", "7C"}, {"t3", "QS JS"}}).ok());
        std::vector<Card> expected = *parseCards("KD 2S AH 5C 9H QS JS 7C");
        Rng rng(4242);
        rng.shuffle(expected);
        state.play("redeal");
        QCOMPARE(tableauCards(state), expected);
        QCOMPARE(pile(state, "t0").size(), size_t(3));
        QCOMPARE(pile(state, "t2").size(), size_t(2));
        // A seed replays the same redeal.
        LaBelleLucieState again(deal, 4242);
        QVERIFY(again.arrange({{"t1", "5C 9H"}, {"t0", "KD 2S AH"}, {"t6", "7C"}, {"t3", "QS JS"}}).ok());
        again.play("redeal");
        QCOMPARE(again.fingerprint(), state.fingerprint());
    }

    void twoRedealsThenNoMore()
    {
        // Scenario 4: redeal is allowed at any time, twice, then never again.
        auto state = newLucie(5);
        QVERIFY(legal(*state, "redeal"));
        state->play("redeal");
        QCOMPARE(state->redealsLeft(), 1);
        QCOMPARE(state->cardsHome() + int(tableauCards(*state).size()), 52);
        state->play("redeal");
        QCOMPARE(state->redealsLeft(), 0);
        QCOMPARE(verdict(*state, "redeal").reason, Reason::NoRedealsLeft);
        for (const Action& action : state->legalActions())
            QVERIFY(action.kind != PatienceState::Redeal);
        QVERIFY(state->describe().find("redeals left: 0") != std::string::npos);
    }

    void lostOnlyWhenNoMoveAndNoRedealLeft()
    {
        // 2H and 3S can go nowhere, and a redeal of two cards cannot help.
        auto state = newLucie();
        QVERIFY(state->arrange({{"t0", "2H"}, {"t1", "3S"}}).ok());
        QVERIFY(!state->isTerminal());
        const auto actions = state->legalActions();
        QCOMPARE(actions.size(), size_t(1));
        QCOMPARE(state->actionText(actions[0]), std::string("redeal"));
        state->play("redeal");
        QVERIFY(!state->isTerminal());
        QCOMPARE(pile(*state, "t0").size(), size_t(2));
        state->play("redeal");
        QVERIFY(state->isTerminal());
        QCOMPARE(state->outcome().result, Result::Lost);
        QCOMPARE(state->outcome().why, std::string("no-moves"));
        QVERIFY(state->legalActions().empty());
        // With a move on the table the game goes on even without redeals.
        QVERIFY(state->arrange({{"t0", "2H"}, {"t1", "3H"}}).ok());
        QVERIFY(!state->isTerminal());
        QCOMPARE(state->legalActions().size(), size_t(1));
    }

    void winWithTheLastCard()
    {
        auto state = newLucie();
        QVERIFY(state
                    ->arrange({{"f0", run('C', 1, 13)}, {"f1", run('D', 1, 13)}, {"f2", run('H', 1, 13)},
                        {"f3", run('S', 1, 12)}, {"t9", "KS"}})
                    .ok());
        QVERIFY(!state->isTerminal());
        state->play("move t9 f3");
        QCOMPARE(state->cardsHome(), 52);
        QVERIFY(state->isTerminal());
        QCOMPARE(state->outcome().result, Result::Won);
    }

    void everyFoundationMoveIsSafe()
    {
        auto state = newLucie();
        QVERIFY(state->arrange({{"t0", "5C"}, {"t1", "AS"}, {"t2", "3H"}, {"f0", "AH 2H"}}).ok());
        auto first = state->safeAutoMove();
        QVERIFY(first);
        QCOMPARE(state->actionText(*first), std::string("move t1 f1"));
        state->apply(*first);
        auto second = state->safeAutoMove();
        QVERIFY(second);
        QCOMPARE(state->actionText(*second), std::string("move t2 f0"));
        state->apply(*second);
        QVERIFY(!state->safeAutoMove());
    }

    void layoutHasEighteenSeparateFans()
    {
        auto state = newLucie();
        const TableLayout layout = state->layout();
        QCOMPARE(layout.zones.size(), size_t(22));
        const std::string error = testing::checkLayout(layout, state->zones());
        QVERIFY2(error.empty(), error.c_str());
        for (const ZoneLayout& zone : layout.zones)
            if (zone.id[0] == 't') {
                QCOMPARE(zone.fan, Fan::Right);
                QVERIFY(zone.fanExtent >= 0.8);
            }
    }
};

QTEST_GUILESS_MAIN(LaBelleLucieTest)
#include "la_belle_lucie_test.moc"
