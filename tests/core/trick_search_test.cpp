// The searching trick players and the match that measures them: ISMCTS card
// play (repeatable, budgeted, sensible), the cheating player, and the
// statistics the match command prints.
#include <QtTest>

#include <chrono>

#include "ai/match.h"
#include "ai/trick_ismcts.h"
#include "ai/trick_search.h"
#include "trick_testing.h"
#include "tricks/kentucky_discard.h"

using namespace ct;
using namespace ct::testing;

namespace {

// Kentucky Discard played by the rule-based players up to the first card.
std::unique_ptr<State> kentuckyAtPlay(std::uint32_t seed)
{
    auto basic = makePlayer("kentucky-discard", Level::Basic);
    for (;; ++seed) {
        auto state = startGame("kentucky-discard", 4, {}, seed);
        Rng rng(seed);
        while (tricksOf(*state).phase() != TrickPhase::Play)
            state->apply(basic->choose(*state, rng, Budget{}));
        if (tricksOf(*state).rounds().empty())
            return state;
    }
}

} // namespace

class TrickSearchTest : public QObject {
    Q_OBJECT

private slots:
    void ismctsRunsItsBudgetAndRepeats()
    {
        auto state = kentuckyAtPlay(4);
        Budget budget;
        budget.iterations = 3000;
        Rng first(9);
        const IsmctsOutcome one = ismctsChoosePlay(tricksOf(*state), first, budget);
        Rng second(9);
        const IsmctsOutcome two = ismctsChoosePlay(tricksOf(*state), second, budget);
        QCOMPARE(one.iterations, 3000);
        QCOMPARE(one.action, two.action);
        QVERIFY(state->check(one.action).legal());
        budget.iterations = 0;
        budget.milliseconds = 30;
        Rng timed(1);
        const IsmctsOutcome byTime = ismctsChoosePlay(tricksOf(*state), timed, budget);
        QVERIFY(byTime.iterations > 0);
        QVERIFY(state->check(byTime.action).legal());
    }

    // The separate searches of sampled deals (perfect-information Monte
    // Carlo) share the budget, repeat from the same seed, stop on time, and
    // may mix a rule of thumb into the playouts.
    void determinizedSearchSharesItsBudget()
    {
        auto state = kentuckyAtPlay(6);
        IsmctsSettings settings;
        settings.determinizations = 7;
        settings.playoutGreed = 0.5;
        Budget budget;
        budget.iterations = 1000;
        Rng first(2);
        const IsmctsOutcome one = ismctsChoosePlay(tricksOf(*state), first, budget, settings);
        Rng second(2);
        const IsmctsOutcome two = ismctsChoosePlay(tricksOf(*state), second, budget, settings);
        QCOMPARE(one.iterations, 1000);
        QCOMPARE(one.action, two.action);
        QVERIFY(state->check(one.action).legal());
        budget.iterations = 0;
        budget.milliseconds = 40;
        Rng timed(1);
        const auto begin = std::chrono::steady_clock::now();
        const IsmctsOutcome byTime = ismctsChoosePlay(tricksOf(*state), timed, budget, settings);
        QVERIFY(byTime.iterations > 0);
        QVERIFY(state->check(byTime.action).legal());
        QVERIFY(std::chrono::steady_clock::now() - begin < std::chrono::seconds(5));
    }

    // Last to play to R10 R5 R6 holding R14 and R12 (trump green): taking
    // the trick with the 14 banks 25 points; every search sees it.
    void searchTakesARichLastTrick()
    {
        auto state = startGame("kentucky-discard", 4, {}, 1);
        const auto hands = fillHands({"R10 G13", "R5", "R6", "R14 R12"}, {9, 9, 9, 9},
                                     KentuckyDiscardState::variantDeck("standard"), cards("Y5 Y6 Y7 Y8 Y9"), {});
        std::vector<Card> order;
        const std::vector<Card> nest = cards("Y5 Y6 Y7 Y8 Y9");
        for (std::size_t round = 0; round < 9; ++round) {
            for (std::size_t seat = 0; seat < 4; ++seat)
                order.push_back(hands[seat][round]);
            if (round < 5)
                order.push_back(nest[round]);
        }
        QVERIFY(tricksOf(*state).arrangeRound(3, order).ok());
        QCOMPARE(playAll(*state, "bid 70, pass, pass, pass, discard Y5, discard Y6, discard Y7, discard Y8, "
                                 "discard Y9, trump G, R10, R5, R6"),
                 std::string());
        Budget budget;
        budget.iterations = 20;
        for (const char* id : {"strong", "cheat"}) {
            Rng rng(3);
            QCOMPARE(makeMatchPlayer("kentucky-discard", id)->choose(*state, rng, budget),
                     TrickState::playCard(rook(Suit::Red, 14)));
        }
    }

    // The cheat differs from the fair searches exactly because it sees the
    // hidden cards: its choice changes when they are dealt differently.
    void theCheatReadsHiddenCardsAndTheFairSearchDoesNot()
    {
        Budget budget;
        budget.iterations = 5;
        int cheatChanged = 0;
        for (std::uint32_t seed = 1; seed <= 12; ++seed) {
            auto state = kentuckyAtPlay(seed);
            Rng sampler(seed);
            auto other = state->resample(state->currentPlayer(), sampler);
            for (const char* fair : {"strong", "strong-infer", "strong:greed=0.5", "strong:pimc=4",
                                     "strong:edge=0.05:margin=0"}) {
                auto strong = makeMatchPlayer("kentucky-discard", fair);
                Rng a(seed), b(seed);
                QCOMPARE(strong->choose(*state, a, budget), strong->choose(*other, b, budget));
            }
            auto cheat = makeMatchPlayer("kentucky-discard", "cheat");
            Rng c(seed), d(seed);
            cheatChanged += cheat->choose(*state, c, budget) == cheat->choose(*other, d, budget) ? 0 : 1;
        }
        QVERIFY(cheatChanged > 0);
        QCOMPARE(makeMatchPlayer("kentucky-discard", "cheat")->name(), std::string("cheat"));
        QCOMPARE(makeMatchPlayer("kentucky-discard", "cheat:greed=0.5")->name(), std::string("cheat"));
        QCOMPARE(makeMatchPlayer("kentucky-discard", "strong:greed=0.5")->name(), std::string("strong"));
        for (const char* bad : {"strong:", "strong:greed", "strong:greed=2", "strong:wit=1", "strong:edge=-1",
                                "strong:auction=0", "cheat", "cheat:pimc=x"})
            QVERIFY2(bad == std::string("cheat") || !makeMatchPlayer("kentucky-discard", bad), bad);
        QVERIFY(!makeCheatingPlayer("klondike"));
    }

    // A fixed budget buys an auction decision its playouts shared among
    // the candidates; the sampling stops early only when one candidate is
    // clearly ahead, and never goes past the budget.
    void auctionSamplingStopsEarlyWhenTheChoiceIsClear()
    {
        Budget budget;
        budget.iterations = 20;
        TrickSearchOptions whole;
        whole.decisiveMargin = 0;
        TrickSearchOptions early;
        int decisions = 0;
        int stoppedEarly = 0;
        for (std::uint32_t seed = 1; seed <= 3; ++seed) {
            auto state = startGame("kentucky-discard", 4, {}, seed);
            auto basic = makePlayer("kentucky-discard", Level::Basic);
            Rng rng(seed);
            while (tricksOf(*state).phase() != TrickPhase::Play && tricksOf(*state).rounds().empty()) {
                const std::size_t candidates = state->legalActions().size();
                if (candidates > 1) {
                    // Bids weigh the lowest bid against a pass: two candidates.
                    const bool bidding = tricksOf(*state).phase() == TrickPhase::Bidding;
                    const int tried = bidding ? 2 : static_cast<int>(candidates);
                    const int playouts = 20 * whole.auctionPlayoutsPerIteration;
                    const int limit = std::max<int>(TrickSearchPlayer::kMinDeals, playouts / tried);
                    TrickSearchPlayer all(makeKentuckyDiscardPolicy(), false, whole);
                    TrickSearchPlayer some(makeKentuckyDiscardPolicy(), false, early);
                    Rng a(seed), b(seed);
                    QVERIFY(state->check(all.choose(*state, a, budget)).legal());
                    QVERIFY(state->check(some.choose(*state, b, budget)).legal());
                    QCOMPARE(all.lastSampledDeals(), limit);
                    QVERIFY(some.lastSampledDeals() <= limit);
                    ++decisions;
                    stoppedEarly += some.lastSampledDeals() < limit ? 1 : 0;
                }
                state->apply(basic->choose(*state, rng, Budget{}));
            }
        }
        QVERIFY(decisions >= 6);
        QVERIFY(stoppedEarly > 0);
    }

    // A short duplicate match: the searching player comes out ahead of the
    // rule-based one, and the match reports what it played.
    void strongBeatsBasicInDuplicate()
    {
        MatchSettings settings;
        settings.game = findGame("rook-for-two");
        settings.options = *settings.game->resolveOptions({});
        settings.seats = 2;
        settings.players = {"strong", "basic"};
        settings.deals = 24;
        settings.duplicate = true;
        settings.seed = 100;
        settings.budget.iterations = 10;
        settings.jobs = 2;
        const std::vector<GameUnit> units = runMatch(settings);
        int deals = 0;
        for (const GameUnit& unit : units) {
            QCOMPARE(int(unit.plays.size()), 2);
            deals += unit.dealCount();
        }
        QVERIFY(deals >= 24);
        const Interval difference = meanInterval(dealDifferences(units, 0));
        QVERIFY2(difference.mean > 5, std::to_string(difference.mean).c_str());
        const std::vector<double> mirrored = dealDifferences(units, 1);
        QCOMPARE(meanInterval(mirrored).mean, -difference.mean);
    }

    void statistics()
    {
        const Interval mean = meanInterval({1, 2, 3, 4});
        QCOMPARE(mean.mean, 2.5);
        QCOMPARE(mean.count, 4);
        // Standard error sqrt(5/3 / 4).
        QVERIFY(std::abs(mean.high - (2.5 + 1.96 * std::sqrt(5.0 / 12))) < 1e-9);
        const Interval share = shareInterval(50, 100);
        QCOMPARE(share.mean, 0.5);
        QVERIFY(share.low > 0.40 && share.low < 0.41 && share.high > 0.59 && share.high < 0.60);
        QCOMPARE(shareInterval(0, 10).low, 0.0);
        QCOMPARE(percentile({5, 1, 4, 2, 3}, 0.5), 3.0);
        QCOMPARE(percentile({5, 1, 4, 2, 3}, 0.95), 5.0);
        QCOMPARE(percentile({}, 0.5), 0.0);
    }
};

QTEST_GUILESS_MAIN(TrickSearchTest)
#include "trick_search_test.moc"
