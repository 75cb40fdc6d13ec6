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

// Random legal actions until the card play begins (bids, nest, trump).
void playRandomlyToTheCards(State& state, TrickState& tricks, Rng& rng)
{
    while (tricks.phase() != TrickPhase::Play) {
        const auto actions = state.legalActions();
        state.apply(actions[rng.below(static_cast<std::uint32_t>(actions.size()))]);
    }
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
        playRandomlyToTheCards(*state, tricks, rng);
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

    // The rule of thumb of the playouts: always a legal card; last to a
    // trick a partner is winning, the richest card; last to one an
    // opponent is winning, a card that takes it whenever one can.
    void greedyCardsAreLegalAndSensible()
    {
        for (const TrickGameCase& game : simCases()) {
            int fed = 0;
            int taken = 0;
            for (std::uint32_t seed = 1; seed <= 4; ++seed) {
                auto state = startGame(game.id, game.players, game.options, seed);
                TrickState& tricks = tricksOf(*state);
                Rng rng(seed);
                playRandomlyToTheCards(*state, tricks, rng);
                SimRules rules;
                SimState sim;
                simFromState(tricks, rules, sim);
                while (!sim.over()) {
                    const std::uint64_t legal = simLegal(rules, sim);
                    if (sim.toAct == rules.dummyHand) {
                        simPlay(rules, sim, std::countr_zero(legal));
                        continue;
                    }
                    const int card = simGreedyCard(rules, sim, legal, rng);
                    QVERIFY2(legal >> card & 1, caseName(game).c_str());
                    const bool last = sim.trickCount == rules.hands - 1;
                    if (last) {
                        // Who wins as things stand, found by playing each card.
                        const int seat = sim.toAct;
                        const int side = rules.sideOfHand[static_cast<std::size_t>(seat)];
                        bool someCardTakes = false;
                        bool partnerKeeps = false;
                        int mostPoints = 0;
                        for (std::uint64_t rest = legal; rest; rest &= rest - 1) {
                            SimState probe = sim;
                            const int other = std::countr_zero(rest);
                            simPlay(rules, probe, other);
                            someCardTakes = someCardTakes || probe.leader == seat;
                            partnerKeeps = partnerKeeps || (probe.leader != seat &&
                                           rules.sideOfHand[static_cast<std::size_t>(probe.leader)] == side);
                            const int points = rules.points[static_cast<std::size_t>(other)];
                            mostPoints = std::max(mostPoints, points);
                        }
                        SimState after = sim;
                        simPlay(rules, after, card);
                        const bool partnerWinning = partnerKeeps && after.leader != seat;
                        if (partnerWinning) {
                            QCOMPARE(int(rules.points[static_cast<std::size_t>(card)]), mostPoints);
                            ++fed;
                        } else if (someCardTakes && !partnerKeeps) {
                            QVERIFY2(after.leader == seat, caseName(game).c_str());
                            ++taken;
                        }
                    }
                    simPlay(rules, sim, card);
                }
            }
            // (Feeding needs a partner: not at three-handed High 14 or Rook for Two.)
            const bool partners = game.players == 4 || game.players == 6;
            QVERIFY2(taken > 0 && (fed > 0 || !partners), caseName(game).c_str());
        }
    }

    // A playout mixing the rule of thumb with random cards ends like a
    // random one: every card played, every point taken.
    void mixedPlayoutsAccountForEveryPoint()
    {
        auto state = startGame("kentucky-discard", 4, {}, 5);
        TrickState& tricks = tricksOf(*state);
        Rng rng(5);
        playRandomlyToTheCards(*state, tricks, rng);
        SimRules rules;
        SimState start;
        simFromState(tricks, rules, start);
        for (double greed : {0.5, 1.0}) {
            for (int playout = 0; playout < 100; ++playout) {
                SimState sim = start;
                simMixedPlayout(rules, sim, rng, greed);
                QVERIFY(sim.over());
                QCOMPARE(int(sim.tricksDone), 9);
                QCOMPARE(sim.taken[0] + sim.taken[1], 120);
            }
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
