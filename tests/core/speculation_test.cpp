// Speculation: stakes and dealing, the turn-up, revealing, sales as action
// sequences, the pool to the best trump, counters that always add up, what a
// seat sees, and the rule-based player (RULES-PARLOUR.md §8).
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <numeric>

#include "ai/player.h"
#include "ai/speculation_player.h"
#include "cards/rng.h"
#include "engine/record.h"
#include "engine/session.h"
#include "parlour/speculation.h"
#include "parlour_test_support.h"

using namespace ct;
using namespace ct::testing;
using Spec = SpeculationState;

namespace {

// A deck order: `stacks` gives each seat's three cards in dealing order (the
// last is the top, turned first), then the turn-up.
std::vector<Card> specOrder(int players, Seat dealer, const std::map<Seat, std::vector<Card>>& stacks,
                            Card turnUp)
{
    const Seat eldest = (dealer + 1) % players;
    std::map<std::size_t, Card> fixed;
    for (const auto& [seat, held] : stacks)
        for (std::size_t k = 0; k < held.size(); ++k)
            fixed[k * static_cast<std::size_t>(players) +
                  static_cast<std::size_t>((seat - eldest + players) % players)] = held[k];
    fixed[static_cast<std::size_t>(3 * players)] = turnUp;
    return orderWith(frenchDeck(1), fixed);
}

std::unique_ptr<Spec> startSpec(int players, const std::vector<Card>& order, const Options& extra = {})
{
    Options options = {{"dealer", "first"}};
    for (const auto& [key, value] : extra)
        options[key] = value;
    return startGame<Spec>("speculation", players, options, order);
}

void act(Spec& state, const std::string& text)
{
    const Verdict verdict = state.play(text);
    QVERIFY2(verdict.legal(), (text + ": " + describe(verdict)).c_str());
}

} // namespace

class SpeculationTest : public QObject {
    Q_OBJECT

private slots:
    void stakesAndDeal()
    {
        const auto order = specOrder(4, 0, {}, card("7H"));
        auto state = startSpec(4, order);
        QCOMPARE(state->pool(), 18);
        QCOMPARE(state->scores(), (std::vector<int>{94, 96, 96, 96}));
        QCOMPARE(state->countersInPlay(), 400);
        QCOMPARE(state->turnUp(), card("7H"));
        QCOMPARE(state->best(), card("7H"));
        QCOMPARE(state->bestOwner(), 0);
        QCOMPARE(state->phase(), Spec::Phase::Deciding);
        QCOMPARE(state->currentPlayer(), 0);
        // One card at a time from eldest; a seat's last card is its top.
        QCOMPARE(state->stack(1), (std::vector<Card>{order[0], order[4], order[8]}));
        QCOMPARE(state->stack(0), (std::vector<Card>{order[3], order[7], order[11]}));
        QCOMPARE(state->stock().size(), std::size_t(52 - 13));
        QCOMPARE(state->faceDownLeft(), 12);
        QCOMPARE(state->legalActions(),
                 (std::vector<Action>{Spec::action(Spec::Keep, 0), Spec::action(Spec::Offer, 0)}));
    }

    void aceTurnedUpTakesThePool()
    {
        // Scenario 1: the dealer takes 6 + 3·4 = 18 at once.
        auto state = startSpec(4, specOrder(4, 0, {}, card("AC")));
        const ScoreRow& row = state->scoreSheet()->rows.at(0);
        QCOMPARE(row.points, (std::vector<int>{12, -4, -4, -4}));
        QCOMPARE(row.totals, (std::vector<int>{112, 96, 96, 96}));
        QCOMPARE(row.note, std::string("winner=0 ace-turned"));
        QCOMPARE(state->dealsPlayed(), 1);
        QCOMPARE(state->dealer(), 1);
    }

    void aSaleAsASequenceOfActions()
    {
        // Scenario 2: turn-up 7H kept; seat 1 reveals 2S, seat 2 reveals 10H
        // and offers it; 3 bids 5, 0 passes, 1 bids 6, 3 passes; 2 accepts.
        auto state =
            startSpec(4, specOrder(4, 0, {{1, cards("2C 3C 2S")}, {2, cards("4C 5C 10H")}}, card("7H")));
        QCOMPARE(state->pool(), 18);
        act(*state, "keep");
        QCOMPARE(state->shown(1), cards("2S"));
        QCOMPARE(state->best(), card("10H"));
        QCOMPARE(state->bestOwner(), 2);
        QCOMPARE(state->currentPlayer(), 2);
        QCOMPARE(state->phase(), Spec::Phase::Deciding);
        act(*state, "offer");
        QCOMPARE(state->phase(), Spec::Phase::Bidding);
        QCOMPARE(state->currentPlayer(), 3); // the owner's left
        QCOMPARE(state->legalActions().size(), std::size_t(1 + 96));
        act(*state, "bid 5");
        QCOMPARE(state->currentPlayer(), 0);
        QCOMPARE(state->play("bid 5").reason, Reason::BidTooLow);
        QCOMPARE(state->check(Spec::action(Spec::Bid, 0, 5)).number, 6);
        QCOMPARE(state->check(Spec::action(Spec::Bid, 0, 95)).reason, Reason::BidOverBalance);
        QCOMPARE(state->check(Spec::action(Spec::Bid, 0, 95)).number, 94);
        act(*state, "pass");
        QVERIFY(!state->inAuction(0));
        QCOMPARE(state->currentPlayer(), 1);
        act(*state, "bid 6");
        QCOMPARE(state->currentPlayer(), 3); // seat 0 dropped out
        act(*state, "pass");
        QCOMPARE(state->phase(), Spec::Phase::Answering);
        QCOMPARE(state->currentPlayer(), 2);
        QCOMPARE(state->highBid(), 6);
        QCOMPARE(state->highBidder(), 1);
        act(*state, "accept");
        // The rest holds no higher heart: seat 1 takes the 18.
        const ScoreRow& row = state->scoreSheet()->rows.at(0);
        QCOMPARE(row.note, std::string("winner=1"));
        QCOMPARE(row.points, (std::vector<int>{-6, -4 - 6 + 18, -4 + 6, -4}));
        QCOMPARE(state->dealer(), 1);
        QCOMPARE(state->countersInPlay(), 400);
    }

    void theCardMovesToTheBuyer()
    {
        auto state =
            startSpec(4, specOrder(4, 0, {{1, cards("2C 3C 2S")}, {2, cards("4C 5C 10H")}}, card("7H")),
                      {{"rounds", "1"}});
        act(*state, "keep");
        act(*state, "offer");
        act(*state, "bid 5");
        act(*state, "pass");
        act(*state, "pass");
        QCOMPARE(state->phase(), Spec::Phase::Answering);
        // Before accepting: the sale has not happened yet.
        QCOMPARE(state->balance(3), 96);
        act(*state, "accept");
        // The deal ended and the next was dealt: check the move in the row.
        QCOMPARE(state->scoreSheet()->rows.at(0).points, (std::vector<int>{-6, -4, -4 + 5, -4 - 5 + 18}));

        // Mid-deal, with more to reveal: the card lies in the buyer's bought area.
        auto open =
            startSpec(4, specOrder(4, 0, {{1, cards("2C 3C 2S")}, {2, cards("JH 5C 10H")}}, card("7H")));
        act(*open, "keep");
        act(*open, "offer");
        act(*open, "bid 3");
        act(*open, "pass");
        act(*open, "pass");
        act(*open, "accept");
        QCOMPARE(open->bought(3), cards("10H"));
        QCOMPARE(open->shown(2), cards("5C JH")); // turned later; the 10H left
        QCOMPARE(open->balance(3), 93);
        QCOMPARE(open->balance(2), 99);
        // Revealing went on after seat 2 (seat 3, 0, 1) and round to seat 2's JH.
        QCOMPARE(open->best(), card("JH"));
        QCOMPARE(open->bestOwner(), 2);
        QCOMPARE(open->shown(1), cards("2S 3C 2C"));
    }

    void nothingBeatsTheTurnUp()
    {
        // Scenario 3: no trump revealed, the turn-up not sold: the dealer wins.
        auto state = startSpec(4, specOrder(4, 0, {}, card("7H")));
        act(*state, "keep");
        const ScoreRow& row = state->scoreSheet()->rows.at(0);
        QCOMPARE(row.note, std::string("winner=0"));
        QCOMPARE(row.points, (std::vector<int>{12, -4, -4, -4}));
    }

    void turnUpSoldAndRefusals()
    {
        auto state = startSpec(3, specOrder(3, 0, {{1, cards("2C 3C 2S")}}, card("7H")));
        act(*state, "offer");
        QCOMPARE(state->currentPlayer(), 1);
        act(*state, "bid 4");
        act(*state, "bid 7"); // seat 2
        act(*state, "pass"); // seat 1: only seat 2 is left
        QCOMPARE(state->phase(), Spec::Phase::Answering);
        act(*state, "refuse");
        QCOMPARE(state->scoreSheet()->rows.at(0).note, std::string("winner=0"));
        QCOMPARE(state->scoreSheet()->rows.at(0).points, (std::vector<int>{8, -4, -4}));

        // Sold: the turn-up leaves its place, and the buyer wins.
        auto sold = startSpec(3, specOrder(3, 0, {}, card("7H")));
        act(*sold, "offer");
        act(*sold, "pass");
        act(*sold, "bid 2");
        act(*sold, "accept");
        QCOMPARE(sold->scoreSheet()->rows.at(0).points, (std::vector<int>{-6 + 2, -4, -4 - 2 + 14}));

        // Everyone passes: the owner keeps it.
        auto kept = startSpec(3, specOrder(3, 0, {}, card("7H")));
        act(*kept, "offer");
        act(*kept, "pass");
        act(*kept, "pass");
        QCOMPARE(kept->scoreSheet()->rows.at(0).note, std::string("winner=0"));
    }

    void aceOfTrumpsEndsTheDeal()
    {
        auto state =
            startSpec(4, specOrder(4, 0, {{1, cards("2C 3C AH")}, {2, cards("KH 5C 6C")}}, card("7H")));
        act(*state, "keep");
        QCOMPARE(state->best(), card("AH"));
        QCOMPARE(state->currentPlayer(), 1);
        act(*state, "keep");
        // The deal ended at once: seat 2's king was never turned.
        QCOMPARE(state->scoreSheet()->rows.at(0).note, std::string("winner=1"));
        QCOMPARE(state->dealsPlayed(), 1);
    }

    void holdBackSkipsTheOwner()
    {
        // Seat 1 turns the 9H; holding it back, it turns no more while it is best.
        const auto order = specOrder(
            4, 0,
            {{1, cards("KH 2C 9H")}, {2, cards("3C 4C 5C")}, {3, cards("6C 7C 8C")}, {0, cards("9C 10C JC")}},
            card("7H"));
        auto held = startSpec(4, order, {{"holdBack", "on"}});
        act(*held, "keep");
        QCOMPARE(held->best(), card("9H"));
        act(*held, "keep");
        // Everything else is revealed; seat 1's KH stays face down and it wins with the 9H.
        QCOMPARE(held->scoreSheet()->rows.at(0).note, std::string("winner=1"));
        auto plain = startSpec(4, order);
        act(*plain, "keep");
        act(*plain, "keep");
        // Without holding back, seat 1 turns its KH in its turn.
        QCOMPARE(plain->best(), card("KH"));
        QCOMPARE(plain->currentPlayer(), 1);
    }

    void onlyPositiveBalancesBid()
    {
        auto state = startSpec(3, specOrder(3, 0, {}, card("7H")));
        // Drain seat 1: it bids its whole balance on the turn-up and buys it.
        act(*state, "offer");
        act(*state, "bid 96");
        act(*state, "pass");
        act(*state, "accept");
        QCOMPARE(state->balance(1), 96 - 96 + 14 - 6); // won the pool, then dealt (and staked 6) for deal 2
        // Whatever happens next, a seat at or below zero never bids.
        Rng rng(3);
        auto random = makeRandomPlayer();
        playWith(*state, *random, rng, 500, [](const Spec& s) {
            if (s.phase() == Spec::Phase::Bidding)
                QVERIFY(s.balance(s.currentPlayer()) > 0);
        });
    }

    void valuation()
    {
        // Scenario 4: U = 40, F = 12, h = 2.
        QVERIFY(std::abs(speculationWinChance(40, 12, 2) - 756.0 / 1560.0) < 1e-12);
        QVERIFY(std::abs(speculationWinChance(40, 12, 2) - 0.4846) < 1e-4);
        QCOMPARE(speculationWinChance(40, 12, 0), 1.0);
        QCOMPARE(speculationWinChance(10, 0, 3), 1.0);
        QCOMPARE(speculationWinChance(10, 9, 3), 0.0);
        // At the start of a deal only the turn-up has been seen.
        auto state = startSpec(4, specOrder(4, 0, {}, card("QH")));
        // U = 51, F = 12, h = 2 (KH, AH), pool 18.
        QVERIFY(std::abs(speculationCardValue(*state, 0) - speculationWinChance(51, 12, 2) * 18) < 1e-9);
    }

    void valuationPricesSensibly()
    {
        // The chance comes from the cards still unseen: it matches how often
        // the best card survives when the hidden cards are dealt at random
        // (resampled as a player must imagine them).
        const auto order =
            specOrder(4, 0, {{1, cards("2C 3C 9H")}, {2, cards("4C 5C 6D")}, {3, cards("7C 8C 2D")}}, card("7H"));
        auto state = startSpec(4, order);
        act(*state, "keep"); // seat 1 turns 9H: the new best card, 11 cards left to turn
        QCOMPARE(state->best(), card("9H"));
        const double chance = speculationCardValue(*state, 1) / state->pool();
        Rng rng(11);
        const int samples = 4000;
        int survived = 0;
        for (int i = 0; i < samples; ++i) {
            auto world = state->resample(2, rng);
            const auto* spec = static_cast<const Spec*>(world.get());
            bool beaten = false;
            for (Seat seat = 0; seat < 4; ++seat)
                for (const Card& hidden : spec->stack(seat))
                    beaten = beaten || (hidden.suit == Suit::Hearts && Spec::power(hidden) > Spec::power(card("9H")));
            survived += beaten ? 0 : 1;
        }
        const double seen = double(survived) / samples;
        const double sigma = std::sqrt(chance * (1 - chance) / samples);
        QVERIFY2(std::abs(seen - chance) < 4 * sigma,
                 qPrintable(QString("predicted %1, seen %2").arg(chance).arg(seen)));

        // A higher card is worth more; every card turned without beating it
        // makes it worth more; nothing is worth more than the pool.
        double previous = -1;
        for (const char* best : {"3S", "6S", "9S", "JS", "QS", "KS"}) {
            auto one = startSpec(4, specOrder(4, 0, {}, card(best)));
            const double worth = speculationCardValue(*one, 0);
            QVERIFY2(worth > previous, best);
            QVERIFY(worth <= one->pool());
            previous = worth;
        }
        QVERIFY(speculationWinChance(40, 6, 3) > speculationWinChance(40, 12, 3));
        QVERIFY(speculationWinChance(40, 12, 1) > speculationWinChance(40, 12, 3));

        // Computers never pay more than a card is worth to them, and never
        // sell it for less than it is worth to them.
        auto player = makePlayer("speculation", Level::Basic);
        for (std::uint32_t seed = 1; seed <= 40; ++seed) {
            auto game = startGame<Spec>("speculation", 5, {}, std::nullopt, seed);
            Rng choices(seed);
            while (!game->isTerminal()) {
                const Action action = player->choose(*game, choices, Budget{0, 1, nullptr});
                const Seat seat = game->currentPlayer();
                if (action.kind == Spec::Bid)
                    QVERIFY(action.b <= speculationCardValue(*game, seat));
                if (action.kind == Spec::Accept)
                    QVERIFY(game->highBid() >= speculationCardValue(*game, seat));
                QVERIFY(game->play(action).legal());
            }
        }
    }

    void basicPlayerTrades()
    {
        auto player = makePlayer("speculation", Level::Basic);
        QCOMPARE(player->name(), std::string("speculation-basic"));
        const Budget quick{0, 1, nullptr};
        Rng rng(1);
        // The dealer offers a beatable turn-up.
        auto state =
            startSpec(4, specOrder(4, 0, {{1, cards("2C 3C 2S")}, {2, cards("4C 5C KH")}}, card("7H")));
        QCOMPARE(player->choose(*state, rng, quick), Spec::action(Spec::Offer, 0));
        act(*state, "keep");
        // KH: only the AH is higher; 7H, 2S and KH seen, so U = 49, F = 10.
        const double worth = speculationWinChance(49, 10, 1) * 18;
        QVERIFY(std::abs(speculationCardValue(*state, 3) - worth) < 1e-9);
        QCOMPARE(player->choose(*state, rng, quick), Spec::action(Spec::Offer, 2));
        act(*state, "offer");
        QCOMPARE(player->choose(*state, rng, quick), Spec::action(Spec::Bid, 3, 1));
        act(*state, "bid " + std::to_string(int(0.85 * worth)));
        QCOMPARE(player->choose(*state, rng, quick), Spec::action(Spec::Pass, 0));
        act(*state, "pass");
        act(*state, "pass");
        QCOMPARE(state->phase(), Spec::Phase::Answering);
        // 85% of the worth is below it: refused.
        QCOMPARE(player->choose(*state, rng, quick), Spec::action(Spec::Refuse, 2));

        // An ace is kept.
        auto ace = startSpec(4, specOrder(4, 0, {{1, cards("2C 3C AH")}}, card("7H")));
        act(*ace, "keep");
        QCOMPARE(player->choose(*ace, rng, quick), Spec::action(Spec::Keep, 1));

        // A bid at the card's worth or more is accepted.
        auto rich =
            startSpec(4, specOrder(4, 0, {{1, cards("2C 3C 2S")}, {2, cards("4C 5C KH")}}, card("7H")));
        act(*rich, "keep");
        act(*rich, "offer");
        act(*rich, "bid 17");
        act(*rich, "pass");
        act(*rich, "pass");
        QCOMPARE(player->choose(*rich, rng, quick), Spec::action(Spec::Accept, 2));
    }

    void countersAlwaysAddUp()
    {
        for (int players = 3; players <= 8; ++players) {
            for (const char* holdBack : {"off", "on"}) {
                for (std::uint32_t seed = 1; seed <= 6; ++seed) {
                    auto state =
                        startGame<Spec>("speculation", players, {{"holdBack", holdBack}}, std::nullopt, seed);
                    auto random = makeRandomPlayer();
                    auto basic = makePlayer("speculation", Level::Basic);
                    Rng rng(seed);
                    Player& player = seed % 2 ? *random : *basic;
                    playWith(*state, player, rng, 20'000, [&](const Spec& s) {
                        QCOMPARE(s.countersInPlay(), 100 * players);
                        QCOMPARE(int(s.allCards().size()), 52);
                        if (!s.isTerminal())
                            QVERIFY(s.pool() > 0);
                    });
                    QVERIFY(state->isTerminal());
                    QCOMPARE(state->pool(), 0); // the pool never carries over
                    const std::vector<int> balances = state->scores();
                    QCOMPARE(std::accumulate(balances.begin(), balances.end(), 0), 100 * players);
                    QCOMPARE(state->dealsPlayed(), 2 * players);
                    const Outcome outcome = state->outcome();
                    const int best = *std::max_element(balances.begin(), balances.end());
                    for (Seat seat = 0; seat < players; ++seat)
                        QCOMPARE(outcome.places[seat] == 1, balances[seat] == best);
                }
            }
        }
    }

    void nobodySeesFaceDownCards()
    {
        auto state = startSpec(4, specOrder(4, 0, {}, card("7H")));
        for (Seat seat = 0; seat < 4; ++seat) {
            const Observation view = state->observe(seat);
            for (const Zone& zone : view.zones)
                for (const PlacedCard& placed : zone.cards)
                    QCOMPARE(placed.known, placed.faceUp);
        }
        Rng rng(2);
        bool changed = false;
        for (int i = 0; i < 10; ++i) {
            auto sampled = state->resample(1, rng);
            QCOMPARE(sampled->observe(1).zones, state->observe(1).zones);
            QCOMPARE(int(sampled->allCards().size()), 52);
            changed = changed || static_cast<Spec*>(sampled.get())->stack(1) != state->stack(1);
        }
        QVERIFY(changed);
        // The basic player decides the same in every sampled world.
        auto player = makePlayer("speculation", Level::Basic);
        for (int i = 0; i < 5; ++i) {
            auto sampled = state->resample(0, rng);
            Rng a(1), b(1);
            QCOMPARE(player->choose(*sampled, a, Budget{}), player->choose(*state, b, Budget{}));
        }
    }

    void actionTextAndRefusals()
    {
        auto state = startSpec(4, specOrder(4, 0, {}, card("7H")));
        QCOMPARE(*state->parseAction("keep"), Spec::action(Spec::Keep, 0));
        QCOMPARE(*state->parseAction(" Offer "), Spec::action(Spec::Offer, 0));
        QCOMPARE(*state->parseAction("bid 12"), Spec::action(Spec::Bid, 0, 12));
        QCOMPARE(state->actionText(Spec::action(Spec::Bid, 2, 12)), std::string("bid 12"));
        for (const char* bad : {"", "bid", "bid x", "bid -3", "bid 0", "sell", "keep it"})
            QVERIFY2(!state->parseAction(bad).ok(), bad);
        QCOMPARE(state->play("bid 3").reason, Reason::NotAvailableNow);
        QCOMPARE(state->play("accept").reason, Reason::NotAvailableNow);
        QCOMPARE(state->check(Spec::action(Spec::Keep, 1)).reason, Reason::NotYourTurn);
        QCOMPARE(state->check(Action{Spec::Keep, 0, 3, 0, {}}).reason, Reason::NotUnderstood);
        QVERIFY(state->describe().find("pool 18") != std::string::npos);
        QVERIFY(stateJson(*state).find("\"pool\":18") != std::string::npos);
    }

    void sessionRecordRoundTrip()
    {
        GameSetup setup;
        setup.players = 5;
        setup.seed = 4;
        setup.options = {{"holdBack", "on"}};
        auto session = GameSession::start(*findGame("speculation"), setup);
        QVERIFY(session.ok());
        auto player = makePlayer("speculation", Level::Basic);
        Rng rng(4);
        while (!session->state().isTerminal())
            QVERIFY(session->play(player->choose(session->state(), rng, Budget{})).legal());
        auto replayed = replayRecord(*parseRecord(formatRecord(session->record())));
        QVERIFY(replayed.ok());
        QCOMPARE((*replayed)->fingerprint(), session->state().fingerprint());
    }
};

QTEST_GUILESS_MAIN(SpeculationTest)
#include "speculation_test.moc"
