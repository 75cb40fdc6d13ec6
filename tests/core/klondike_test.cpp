// Klondike: the deal and the test scenarios of RULES-PATIENCE.md §14.
#include <QtTest>

#include "cards/rng.h"
#include "patience/klondike.h"

using namespace ct;

namespace {

std::unique_ptr<KlondikeState> newKlondike(const std::string& draw = "1", std::uint32_t seed = 1,
                                           const std::string& autoflip = "on")
{
    GameSetup setup;
    setup.seed = seed;
    setup.options = {{"draw", draw}, {"autoflip", autoflip}};
    auto state = findGame("klondike")->start(setup);
    return std::unique_ptr<KlondikeState>(static_cast<KlondikeState*>(state->release()));
}

bool legal(const State& state, const std::string& action)
{
    auto parsed = state.parseAction(action);
    return parsed.ok() && state.check(*parsed).legal();
}

} // namespace

class KlondikeTest : public QObject {
    Q_OBJECT

private slots:
    void openingDeal()
    {
        auto state = newKlondike();
        const auto& piles = state->piles();
        QCOMPARE(piles[KlondikeState::kStock].size(), size_t(24));
        QCOMPARE(piles[KlondikeState::kWaste].size(), size_t(0));
        for (int i = 0; i < 7; ++i) {
            const Pile& pile = piles[size_t(KlondikeState::kFirstTableau + i)];
            QCOMPARE(pile.size(), size_t(i + 1));
            for (size_t c = 0; c < pile.size(); ++c)
                QCOMPARE(pile.cards[c].faceUp, c + 1 == pile.size());
        }
        // Seed 1 deals 10C first, face up, to t0; t1's face-up card is the 8th dealt.
        QCOMPARE(cardText(piles[6].top().card), std::string("10C"));
        QCOMPARE(cardText(piles[7].top().card), std::string("KS"));
    }

    void wasteTopBuildsOnOtherColour()
    {
        // Scenario 1: 6H may go onto 7C or 7S, not onto 7D or 8C.
        auto state = newKlondike();
        QVERIFY(state->arrange({{"waste", "6H"}, {"t0", "7C"}, {"t1", "7S"}, {"t2", "7D"}, {"t3", "8C"}}).ok());
        QVERIFY(legal(*state, "move waste t0"));
        QVERIFY(legal(*state, "move waste t1"));
        QVERIFY(!legal(*state, "move waste t2"));
        QVERIFY(!legal(*state, "move waste t3"));
        QCOMPARE(state->check(*state->parseAction("move waste t2")).reason, Reason::WrongColour);
        QCOMPARE(state->check(*state->parseAction("move waste t3")).reason, Reason::WrongRank);
    }

    void emptyPileTakesKingsAndKingGroups()
    {
        // Scenario 2.
        auto state = newKlondike();
        QVERIFY(state->arrange({{"waste", "QS KD"}, {"t5", "2C- KC QH JS"}, {"t0", "5D"}}).ok());
        QVERIFY(legal(*state, "move waste t3"));
        QVERIFY(state->arrange({{"waste", "KD QS"}, {"t5", "2C- KC QH JS"}, {"t0", "5D"}}).ok());
        QVERIFY(!legal(*state, "move waste t3"));
        QCOMPARE(state->check(*state->parseAction("move waste t3")).reason, Reason::NeedsKing);
        QVERIFY(legal(*state, "move t5:3 t3"));
        QVERIFY(!legal(*state, "move t5:2 t3"));
        state->play("move t5:3 t3");
        QCOMPARE(cardsText({state->piles()[9].cards[0].card, state->piles()[9].cards[2].card}),
                 std::string("KC JS"));
        // Auto-flip turned the uncovered 2C.
        QVERIFY(state->piles()[11].top().faceUp);
    }

    void foundationCardComesBack()
    {
        // Scenario 3: f1 shows 5S, t0 shows 6H.
        auto state = newKlondike();
        QVERIFY(state->arrange({{"stock", "QC-"}, {"f1", "AS 2S 3S 4S 5S"}, {"t0", "6H"}, {"t1", "KD"}}).ok());
        QVERIFY(legal(*state, "move f1 t0"));
        state->play("move f1 t0");
        QCOMPARE(cardText(state->piles()[3].top().card), std::string("4S"));
        QCOMPARE(cardText(state->piles()[6].top().card), std::string("5S"));
    }

    void drawThreeAndAutoFinish()
    {
        // Scenario 4: two cards in the stock with draw 3.
        auto state = newKlondike("3");
        QVERIFY(state->arrange({{"stock", "9C- 8C-"}, {"waste", "2H"}, {"t0", "KS"}, {"t1", "KH"}}).ok());
        state->play("stock");
        QCOMPARE(state->piles()[KlondikeState::kStock].size(), size_t(0));
        QCOMPARE(state->piles()[KlondikeState::kWaste].size(), size_t(3));
        QCOMPARE(cardText(state->piles()[KlondikeState::kWaste].top().card), std::string("9C"));
        state->play("stock");
        QCOMPARE(state->piles()[KlondikeState::kStock].size(), size_t(3));
        QCOMPARE(cardText(state->piles()[KlondikeState::kStock].top().card), std::string("2H"));

        // All tableau face up, empty stock, 4 waste cards: draw 3 does not finish
        // on its own; draw 1 does.
        const std::vector<std::pair<std::string, std::string>> nearlyDone = {
            {"waste", "QC KC QD KD"},
            {"f0", "AC 2C 3C 4C 5C 6C 7C 8C 9C 10C JC"},
            {"f1", "AD 2D 3D 4D 5D 6D 7D 8D 9D 10D JD"},
            {"f2", "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH"},
            {"f3", "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS"},
            {"t0", "KH QH"},
            {"t1", "KS"}};
        auto three = newKlondike("3");
        QVERIFY(three->arrange(nearlyDone).ok());
        three->play("move t1 f3");
        QVERIFY(!three->isTerminal());
        QCOMPARE(three->cardsHome(), 46);
        auto one = newKlondike("1");
        QVERIFY(one->arrange(nearlyDone).ok());
        one->play("move t1 f3");
        QVERIFY(one->isTerminal());
        QCOMPARE(one->outcome().result, Result::Won);
        QCOMPARE(one->cardsHome(), 52);
    }

    void recycleKeepsTheOrder()
    {
        auto state = newKlondike("1", 3);
        std::vector<Card> dealt;
        for (int i = 0; i < 24; ++i) {
            state->play("stock");
            dealt.push_back(state->piles()[KlondikeState::kWaste].top().card);
        }
        QCOMPARE(state->check(*state->parseAction("stock")).reason, Reason::Legal);
        state->play("stock"); // recycle
        QCOMPARE(state->piles()[KlondikeState::kWaste].size(), size_t(0));
        state->play("stock");
        QCOMPARE(state->piles()[KlondikeState::kWaste].top().card, dealt.front());
    }

    void manualFlip()
    {
        auto state = newKlondike("1", 1, "off");
        QVERIFY(state->arrange({{"t0", "5C- 9H"}, {"t1", "10S"}}).ok());
        state->play("move t0 t1");
        QVERIFY(!state->piles()[6].top().faceUp);
        QVERIFY(!legal(*state, "flip t1"));
        QVERIFY(legal(*state, "flip t0"));
        state->play("flip t0");
        QVERIFY(state->piles()[6].top().faceUp);
    }

    void noMoreMovesOnlyWhenNothingIsLeft()
    {
        // Nothing in the stock or waste can go anywhere and the tableau is frozen.
        auto state = newKlondike();
        QVERIFY(state->arrange({{"stock", "9D- 9H-"}, {"t0", "4C- 2C"}, {"t1", "3D- 5S"}}).ok());
        QVERIFY(state->isTerminal());
        QCOMPARE(state->outcome().why, std::string("no-moves"));
        QVERIFY(state->legalActions().empty());
        // A 10S somewhere for the 9s to go on: the game goes on.
        QVERIFY(state->arrange({{"stock", "9D- 9H-"}, {"t0", "4C- 2C"}, {"t1", "3D- 5S"}, {"t2", "10S"}}).ok());
        QVERIFY(!state->isTerminal());
    }

    void doubleClickPicksTheLowestFoundation()
    {
        auto state = newKlondike();
        QVERIFY(state->arrange({{"t0", "AH"}, {"f2", "AS"}}).ok());
        auto action = state->foundationMove(6);
        QVERIFY(action.has_value());
        QCOMPARE(state->actionText(*action), std::string("move t0 f0"));
    }

    void safeAutoMoves()
    {
        auto state = newKlondike();
        QVERIFY(state->arrange({{"stock", "QC-"}, {"t0", "3H"}, {"f0", "AH 2H"}, {"f1", "AC"}, {"t1", "AS"}}).ok());
        // An ace is always safe; 3H is not while the black 2s are out.
        auto first = state->safeAutoMove();
        QVERIFY(first);
        QCOMPARE(state->actionText(*first), std::string("move t1 f2"));
    }

    // The narrowed move generator never misses a move that asking about
    // every source, group and target finds, over random play in both draws
    // and with manual flips (foundation cards coming back included).
    void candidateMovesMissNothing()
    {
        int positions = 0;
        for (const std::string draw : {"1", "3"})
            for (const std::string autoflip : {"on", "off"})
                for (std::uint32_t seed = 1; seed <= 40; ++seed) {
                    auto state = newKlondike(draw, seed, autoflip);
                    Rng choose(seed);
                    for (int step = 0; step < 400 && !state->isTerminal(); ++step) {
                        std::vector<Action> moves;
                        for (const Action& action : state->legalActions())
                            if (action.kind == PatienceState::MoveCards)
                                moves.push_back(action);
                        auto full = state->legalMovesByFullSearch();
                        std::sort(full.begin(), full.end());
                        QCOMPARE(moves, full);
                        ++positions;
                        const auto actions = state->legalActions();
                        state->apply(actions[choose.below(std::uint32_t(actions.size()))]);
                    }
                }
        QVERIFY(positions > 20000);
    }
};

QTEST_GUILESS_MAIN(KlondikeTest)
#include "klondike_test.moc"
