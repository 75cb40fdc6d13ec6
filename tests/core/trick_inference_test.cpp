// Deals drawn in line with the auction, the trump named and the discards
// (ai/trick_inference.h): they keep everything the seat has seen, depend only
// on what it knows, and lean the way the bids and discards point.
#include <QtTest>

#include "ai/trick_inference.h"
#include "trick_testing.h"

using namespace ct;
using namespace ct::testing;

namespace {

std::unique_ptr<TrickPlayer> policyFor(const std::string& id)
{
    if (id == "high14")
        return makeHigh14Policy();
    if (id == "rook-for-two")
        return makeRookForTwoPolicy();
    return makeKentuckyDiscardPolicy();
}

Resampler inferringResampler(const std::string& id)
{
    return [id](const State& state, Seat seat, Rng& rng) {
        const auto policy = policyFor(id);
        DealInference inference(tricksOf(state), seat, *policy);
        return inference.sample(tricksOf(state), rng);
    };
}

// Kentucky Discard (seed 5) after an auction in which the first bidder, E,
// went up to 90 against its left-hand opponent's 85 and the other two passed
// at once; E's discards and trump are the rule-based player's.
std::unique_ptr<State> contestedAuction()
{
    auto state = startGame("kentucky-discard", 4, {}, 5);
    if (playAll(*state, "bid 70, bid 75, pass, pass, bid 80, bid 85, bid 90, pass") != "")
        return nullptr;
    const auto basic = makeKentuckyDiscardPolicy();
    Rng rng(1);
    while (tricksOf(*state).phase() != TrickPhase::Play)
        state->apply(basic->choose(*state, rng, Budget {}));
    return state;
}

struct Averages {
    double declarerTrumps = 0; // cards of the named trump in the declarer's hand
    double nestTrumps = 0; // among the cards it laid aside
    double passerEstimate = 0; // the hand estimate of the seat that passed first
};

Averages averagesOver(const State& state, Seat observer, bool infer, int draws)
{
    const TrickState& tricks = tricksOf(state);
    const auto policy = makeKentuckyDiscardPolicy();
    DealInference inference(tricks, observer, *policy);
    Rng rng(7);
    Averages sum;
    const Seat declarer = tricks.declarer();
    const Seat passer = (declarer + 2) % 4;
    for (int i = 0; i < draws; ++i) {
        const auto world = infer ? inference.sample(tricks, rng) : state.resample(observer, rng);
        const TrickState& deal = tricksOf(*world);
        for (const Card& card : deal.hand(declarer))
            sum.declarerTrumps += deal.rules().isTrump(card) ? 1 : 0;
        for (const Card& card : deal.nest())
            sum.nestTrumps += deal.rules().isTrump(card) ? 1 : 0;
        sum.passerEstimate += policy->expectedPoints(deal.hand(passer), deal.rules(), deal.config().auction);
    }
    sum.declarerTrumps /= draws;
    sum.nestTrumps /= draws;
    sum.passerEstimate /= draws;
    return sum;
}

} // namespace

class TrickInferenceTest : public QObject {
    Q_OBJECT

private slots:
    // Every deal drawn keeps what the seat has seen (its observation, the
    // voids shown, every card once) and the same draw comes from any state
    // the seat cannot tell apart from the true one.
    void drawnDealsKeepWhatTheSeatHasSeen()
    {
        for (const TrickGameCase& game : kTrickGameCases) {
            const std::string error
                = checkResampling(game.id, game.players, game.options, 2, inferringResampler(game.id));
            QVERIFY2(error.empty(), error.c_str());
        }
    }

    // The declarer bid to 90 and named trump, its partner passed at 80:
    // drawn deals give the declarer more trumps, leave fewer trumps among its
    // discards and give the partner a weaker hand than deals drawn without
    // inference.
    void dealsLeanTheWayTheBidsPoint()
    {
        const auto state = contestedAuction();
        QVERIFY(state);
        const TrickState& tricks = tricksOf(*state);
        QCOMPARE(tricks.contract(), 90);
        // The declarer's left-hand opponent (who bid to 85) looks on: it saw
        // neither the nest nor the discards.
        const Seat observer = (tricks.declarer() + 1) % 4;
        const Averages plain = averagesOver(*state, observer, false, 400);
        const Averages inferred = averagesOver(*state, observer, true, 400);
        QVERIFY2(inferred.declarerTrumps > plain.declarerTrumps + 0.5,
            qPrintable(QString("%1 vs %2").arg(inferred.declarerTrumps).arg(plain.declarerTrumps)));
        QVERIFY2(inferred.nestTrumps < plain.nestTrumps - 0.3,
            qPrintable(QString("%1 vs %2").arg(inferred.nestTrumps).arg(plain.nestTrumps)));
        QVERIFY2(inferred.passerEstimate < plain.passerEstimate - 2,
            qPrintable(QString("%1 vs %2").arg(inferred.passerEstimate).arg(plain.passerEstimate)));
    }

    // Without bids, trump or discards by others (High 14) there is nothing
    // to learn, and the draws are State::resample's.
    void nothingToLearnWithoutAnAuction()
    {
        auto state = startGame("high14", 4, {{"partnerships", "on"}}, 3);
        const auto policy = makeHigh14Policy();
        DealInference inference(tricksOf(*state), 0, *policy);
        QVERIFY(!inference.informative());
        Rng a(5), b(5);
        QCOMPARE(inference.sample(tricksOf(*state), a)->fingerprint(), state->resample(0, b)->fingerprint());
    }
};

QTEST_GUILESS_MAIN(TrickInferenceTest)
#include "trick_inference_test.moc"
