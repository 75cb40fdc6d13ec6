// Magic Fifteen: the opening (Appendix B: nine cards, ranks 1..9 once each),
// the test scenarios of RULES-PATIENCE.md §3, swaps and their counter, the
// reshuffle of a deal that starts solved, and the layout.
#include <QtTest>

#include <algorithm>

#include "battery.h"
#include "cards/deck.h"
#include "patience/magic_fifteen.h"

using namespace ct;

namespace {

std::unique_ptr<MagicFifteenState> startWith(const GameSetup& setup)
{
    auto state = findGame("magic-fifteen")->start(setup);
    return std::unique_ptr<MagicFifteenState>(static_cast<MagicFifteenState*>(state->release()));
}

std::unique_ptr<MagicFifteenState> newPuzzle(std::uint32_t seed = 1)
{
    GameSetup setup;
    setup.seed = seed;
    return startWith(setup);
}

Verdict verdict(const State& state, const std::string& action)
{
    auto parsed = state.parseAction(action);
    return parsed.ok() ? state.check(*parsed) : Verdict::refuse(Reason::NotUnderstood);
}

const Pile& pile(const PatienceState& state, const std::string& id)
{
    return state.piles()[static_cast<std::size_t>(state.pileIndex(id))];
}

std::string cellId(int cell)
{
    return "r" + std::to_string(cell / 3) + "c" + std::to_string(cell % 3);
}

// Lays out a square written as nine ranks in reading order, "2 7 6 9 5 1 4 3 8",
// with suits that do not matter.
void lay(MagicFifteenState& state, const std::vector<int>& ranks)
{
    static const char* const kSuits[] = {"S", "H", "D", "C"};
    std::vector<std::pair<std::string, std::string>> position;
    for (int cell = 0; cell < 9; ++cell) {
        const int rank = ranks[size_t(cell)];
        position.push_back(
            {cellId(cell), (rank == 1 ? std::string("A") : std::to_string(rank)) + kSuits[cell % 4]});
    }
    QVERIFY(state.arrange(position).ok());
}

std::vector<int> ranksOf(const MagicFifteenState& state)
{
    std::vector<int> ranks;
    for (int cell = 0; cell < 9; ++cell)
        ranks.push_back(pile(state, cellId(cell)).top().card.rank);
    return ranks;
}

std::vector<int> fifteenLines(const MagicFifteenState& state)
{
    std::vector<int> lines;
    for (int line = 0; line < MagicFifteenState::kLines; ++line)
        if (state.lineMakesFifteen(line))
            lines.push_back(line);
    return lines;
}

} // namespace

class MagicFifteenTest : public QObject {
    Q_OBJECT

private slots:
    void openingTakesAceToNine()
    {
        // Appendix B: nine cards, ranks 1..9 each once. They are the first of
        // each rank to turn up in the shuffled pack, in that order; the other
        // 43 are set aside face down.
        for (std::uint32_t seed : {1u, 2u, 77u}) {
            auto state = newPuzzle(seed);
            const std::vector<Card> order = shuffledDeck(frenchDeck(1), seed);
            std::vector<Card> expected;
            std::vector<bool> seen(10, false);
            for (const Card& card : order)
                if (card.rank <= 9 && !seen[card.rank]) {
                    seen[card.rank] = true;
                    expected.push_back(card);
                }
            std::vector<Card> laid;
            for (int cell = 0; cell < 9; ++cell) {
                const Pile& p = pile(*state, cellId(cell));
                QCOMPARE(p.size(), size_t(1));
                QVERIFY(p.top().faceUp);
                laid.push_back(p.top().card);
            }
            QCOMPARE(laid, expected);
            std::vector<int> ranks = ranksOf(*state);
            std::sort(ranks.begin(), ranks.end());
            QCOMPARE(ranks, (std::vector<int> {1, 2, 3, 4, 5, 6, 7, 8, 9}));
            const Pile& aside = pile(*state, "pack");
            QCOMPARE(aside.size(), size_t(43));
            QVERIFY(std::none_of(
                aside.cards.begin(), aside.cards.end(), [](const PlacedCard& p) { return p.faceUp; }));
            QCOMPARE(state->swaps(), 0);
            QVERIFY(!state->isTerminal());
        }
        QCOMPARE(findGame("magic-fifteen")->name(), std::string("Magic Fifteen"));
    }

    void loShuIsWon()
    {
        // Scenario 1: 2 7 6 / 9 5 1 / 4 3 8 counts 8 of 8.
        auto state = newPuzzle();
        lay(*state, {2, 7, 6, 9, 5, 1, 4, 3, 8});
        QCOMPARE(state->fifteens(), 8);
        QCOMPARE(state->scores(), std::vector<int> {8});
        QVERIFY(state->isTerminal());
        QCOMPARE(state->outcome().result, Result::Won);
        QVERIFY(state->legalActions().empty());
    }

    void countingUpToNine()
    {
        // Scenario 2: 1 2 3 / 4 5 6 / 7 8 9 counts 4: the middle row, the
        // middle column and both diagonals.
        auto state = newPuzzle();
        lay(*state, {1, 2, 3, 4, 5, 6, 7, 8, 9});
        QCOMPARE(state->fifteens(), 4);
        QCOMPARE(fifteenLines(*state), (std::vector<int> {1, 4, 6, 7}));
        QVERIFY(!state->isTerminal());
    }

    void swappingTwoAndSix()
    {
        // Scenario 3: 2 and 6 swapped in the solution, 6 7 2 / 9 5 1 / 4 3 8,
        // counts 4: the three rows and the middle column.
        auto state = newPuzzle();
        lay(*state, {6, 7, 2, 9, 5, 1, 4, 3, 8});
        QCOMPARE(state->fifteens(), 4);
        QCOMPARE(fifteenLines(*state), (std::vector<int> {0, 1, 2, 4}));
        // Swapping them back is one counted swap and solves the puzzle.
        QVERIFY(state->play("move r0c2 r0c0").legal());
        QCOMPARE(ranksOf(*state), (std::vector<int> {2, 7, 6, 9, 5, 1, 4, 3, 8}));
        QCOMPARE(state->swaps(), 1);
        QCOMPARE(state->fifteens(), 8);
        QCOMPARE(state->outcome().result, Result::Won);
    }

    void sameCardTwiceIsNoSwap()
    {
        // Scenario 4: the counter stays, the position too.
        auto state = newPuzzle();
        state->play("move r0c0 r2c2");
        QCOMPARE(state->swaps(), 1);
        const std::string before = state->fingerprint();
        QCOMPARE(verdict(*state, "move r1c1 r1c1").reason, Reason::SamePile);
        QVERIFY(!state->play("move r1c1 r1c1").legal());
        QCOMPARE(state->swaps(), 1);
        QCOMPARE(state->fingerprint(), before);
    }

    void anyTwoCardsSwap()
    {
        auto state = newPuzzle(5);
        const std::vector<int> before = ranksOf(*state);
        // Every ordered pair of different cells: 9 x 8 moves, nothing else.
        const auto actions = state->legalActions();
        QCOMPARE(actions.size(), size_t(72));
        for (const Action& action : actions)
            QCOMPARE(action.kind, int(PatienceState::MoveCards));
        QVERIFY(state->play("move r2c1 r0c2").legal());
        std::vector<int> after = ranksOf(*state);
        QCOMPARE(after[7], before[2]);
        QCOMPARE(after[2], before[7]);
        QCOMPARE(state->swaps(), 1);
        // The set-aside cards take no part.
        QCOMPARE(verdict(*state, "move pack r0c0").reason, Reason::CardFaceDown);
        QCOMPARE(verdict(*state, "move r0c0 pack").reason, Reason::PileTakesNoCards);
        QCOMPARE(verdict(*state, "flip pack").reason, Reason::NothingToFlip);
        QCOMPARE(verdict(*state, "stock").reason, Reason::NotAvailableNow);
        // No loss: only the solution or resigning ends the puzzle.
        for (int i = 0; i < 50 && !state->isTerminal(); ++i)
            state->apply(state->legalActions()[size_t(i * 7 % 72)]);
        QVERIFY(!state->isTerminal() || state->outcome().result == Result::Won);
        QVERIFY(state->describe().find("swaps ") != std::string::npos);
    }

    void solvedDealIsReshuffled()
    {
        // A pack whose first ace to nine turn up as the solution.
        std::vector<Card> deal = *parseCards("2S 7H 6D 9C 5S AH 4D 3C 8S");
        for (const Card& card : frenchDeck(1))
            if (std::find(deal.begin(), deal.end(), card) == deal.end())
                deal.push_back(card);
        QCOMPARE(deal.size(), size_t(52));
        GameSetup setup;
        setup.deal = deal;
        auto state = startWith(setup);
        QVERIFY(state->fifteens() < 8);
        QVERIFY(!state->isTerminal());
        std::vector<int> ranks = ranksOf(*state);
        std::sort(ranks.begin(), ranks.end());
        QCOMPARE(ranks, (std::vector<int> {1, 2, 3, 4, 5, 6, 7, 8, 9}));
        // The reshuffle comes from the game's seeded generator: the same deal
        // gives the same puzzle.
        QCOMPARE(startWith(setup)->fingerprint(), state->fingerprint());
    }

    void layoutIsASquare()
    {
        auto state = newPuzzle();
        const TableLayout layout = state->layout();
        const std::string error = testing::checkLayout(layout, state->zones());
        QVERIFY2(error.empty(), error.c_str());
        QCOMPARE(layout.zones.size(), size_t(10));
    }
};

QTEST_GUILESS_MAIN(MagicFifteenTest)
#include "magic_fifteen_test.moc"
