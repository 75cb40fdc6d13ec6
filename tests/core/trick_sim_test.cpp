// The compact round the search plays in (ai/trick_sim.h) against the game
// itself: the same legal cards, the same trick winners and the same round
// scores, card for card, in every game and variant.
#include <QtTest>

#include <bit>

#include "ai/trick_sim.h"
#include "trick_testing.h"

using namespace ct;
using namespace ct::testing;

namespace {

// Every variant the players are tested in, and five at High 14 (a widow of one).
std::vector<TrickGameCase> simCases()
{
    std::vector<TrickGameCase> cases(std::begin(kTrickGameCases), std::end(kTrickGameCases));
    cases.push_back({"high14", 5, {}});
    return cases;
}

std::uint64_t legalMask(const TrickState& state, const SimRules& rules)
{
    std::uint64_t mask = 0;
    for (const Action& action : state.legalActions())
        mask |= std::uint64_t{1} << rules.indexOf(action.cards.at(0));
    return mask;
}

std::string caseName(const TrickGameCase& game)
{
    std::string name = std::string(game.id) + "/" + std::to_string(game.players);
    for (const auto& [key, value] : game.options)
        name += " " + key + "=" + value;
    return name;
}

} // namespace

class TrickSimTest : public QObject {
    Q_OBJECT

private slots:
    // Random rounds played in both at once, compared after every card.
    void followsTheGameCardForCard()
    {
        for (const TrickGameCase& game : simCases()) {
            int roundsCompared = 0;
            for (std::uint32_t seed = 1; seed <= 6; ++seed) {
                auto state = startGame(game.id, game.players, game.options, seed);
                QVERIFY(state);
                TrickState& tricks = tricksOf(*state);
                Rng rng(seed);
                SimRules rules;
                SimState sim;
                bool inRound = false;
                for (int step = 0; step < 2000 && !state->isTerminal(); ++step) {
                    const std::size_t roundsBefore = tricks.rounds().size();
                    if (tricks.phase() == TrickPhase::Play) {
                        // Start afresh from the state now and then, mid-trick too.
                        if (!inRound || step % 7 == 0) {
                            simFromState(tricks, rules, sim);
                            inRound = true;
                        }
                        QCOMPARE(simLegal(rules, sim), legalMask(tricks, rules));
                        QCOMPARE(int(sim.toAct), int(state->currentPlayer()));
                    }
                    const auto actions = state->legalActions();
                    const Action action = actions[rng.below(static_cast<std::uint32_t>(actions.size()))];
                    const bool play = tricks.phase() == TrickPhase::Play;
                    state->apply(action);
                    if (!play)
                        continue;
                    simPlay(rules, sim, rules.indexOf(action.cards[0]));
                    if (tricks.rounds().size() > roundsBefore) {
                        QVERIFY2(sim.over(), caseName(game).c_str());
                        const RoundSummary& round = tricks.rounds().back();
                        const auto scores = simScores(rules, sim);
                        for (std::size_t side = 0; side < round.points.size(); ++side)
                            QVERIFY2(scores[side] == round.points[side],
                                (caseName(game) + " side " + std::to_string(side) + ": "
                                    + std::to_string(scores[side]) + " vs " + std::to_string(round.points[side]))
                                    .c_str());
                        inRound = false;
                        ++roundsCompared;
                    } else {
                        QVERIFY2(!sim.over(), caseName(game).c_str());
                        QCOMPARE(int(sim.toAct), int(state->currentPlayer()));
                    }
                }
            }
            QVERIFY2(roundsCompared >= 6, caseName(game).c_str());
        }
    }

    // A random playout ends with every card played and every point of the
    // round taken by somebody (or by the Dummy, or left in a lost nest).
    void randomPlayoutsAccountForEveryPoint()
    {
        auto state = startGame("kentucky-discard", 4, {}, 5);
        TrickState& tricks = tricksOf(*state);
        Rng rng(5);
        while (tricks.phase() != TrickPhase::Play) {
            const auto actions = state->legalActions();
            state->apply(actions[rng.below(static_cast<std::uint32_t>(actions.size()))]);
        }
        SimRules rules;
        SimState start;
        simFromState(tricks, rules, start);
        QCOMPARE(int(start.cardsLeft), 36);
        for (int playout = 0; playout < 200; ++playout) {
            SimState sim = start;
            simRandomPlayout(rules, sim, rng);
            QVERIFY(sim.over());
            QCOMPARE(int(sim.tricksDone), 9);
            QCOMPARE(sim.taken[0] + sim.taken[1], 120);
            for (std::uint64_t hand : sim.hand)
                QCOMPARE(hand, std::uint64_t{0});
        }
    }

    void randomBitIsUniform()
    {
        Rng rng(3);
        const std::uint64_t mask = (std::uint64_t{1} << 3) | (std::uint64_t{1} << 17) | (std::uint64_t{1} << 60);
        int counts[64] = {};
        for (int i = 0; i < 3000; ++i)
            ++counts[randomBit(mask, rng)];
        QCOMPARE(counts[3] + counts[17] + counts[60], 3000);
        QVERIFY(counts[3] > 850 && counts[17] > 850 && counts[60] > 850);
    }
};

QTEST_GUILESS_MAIN(TrickSimTest)
#include "trick_sim_test.moc"
