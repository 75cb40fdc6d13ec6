// Pope Joan: the fixed deal table, turn-up effects, stops and forced runs,
// pools and pairs, settlement, counters that always add up, what a seat sees,
// and the rule-based player (RULES-PARLOUR.md §3).
#include <QtTest>

#include <algorithm>
#include <numeric>

#include "ai/player.h"
#include "cards/rng.h"
#include "engine/record.h"
#include "engine/session.h"
#include "parlour/pope_joan.h"
#include "parlour_test_support.h"

using namespace ct;
using namespace ct::testing;
using Pope = PopeJoanState;

namespace {

std::vector<Card> popeDeck()
{
    return findGame("pope-joan")->deck({}, 4);
}

// A deck order dealing `hands` (seat -> the first cards of its hand) with
// `turnUp` as the last card and `stops` at the start of the stops hand.
std::vector<Card> popeOrder(int players, Seat dealer, const std::map<Seat, std::vector<Card>>& hands,
                            const std::vector<Card>& stops, Card turnUp)
{
    const int each = Pope::handSize(players);
    const Seat eldest = (dealer + 1) % players;
    std::map<std::size_t, Card> fixed;
    for (const auto& [seat, cardsOfSeat] : hands)
        for (std::size_t k = 0; k < cardsOfSeat.size(); ++k)
            fixed[k * players + static_cast<std::size_t>((seat - eldest + players) % players)] =
                cardsOfSeat[k];
    for (std::size_t j = 0; j < stops.size(); ++j)
        fixed[static_cast<std::size_t>(players * each) + j] = stops[j];
    fixed[50] = turnUp;
    return orderWith(popeDeck(), fixed);
}

std::unique_ptr<Pope> startPope(int players, const std::vector<Card>& order, const Options& extra = {})
{
    Options options = {{"dealer", "first"}};
    for (const auto& [key, value] : extra)
        options[key] = value;
    return startGame<Pope>("pope-joan", players, options, order);
}

// A four-player game whose first deal turned up a plain card, so the board
// holds just the first dressing.
std::unique_ptr<Pope> plainStart()
{
    return startPope(4, popeOrder(4, 0, {}, {}, card("2C")));
}

int total(const std::vector<int>& values)
{
    return std::accumulate(values.begin(), values.end(), 0);
}

void lead(Pope& state, const char* cardText)
{
    const Verdict verdict = state.play(std::string("lead ") + cardText);
    QVERIFY2(verdict.legal(), describe(verdict).c_str());
}

} // namespace

class PopeJoanTest : public QObject {
    Q_OBJECT

private slots:
    void dealFollowsTheFixedTable()
    {
        const int hands[] = {14, 11, 8, 7, 6, 5};
        const int stops[] = {8, 6, 10, 8, 8, 10};
        for (int players = 3; players <= 8; ++players) {
            QCOMPARE(Pope::handSize(players), hands[players - 3]);
            QCOMPARE(Pope::stopsSize(players), stops[players - 3]);
            const auto order = popeOrder(players, 0, {}, {}, card("2C"));
            auto state = startPope(players, order);
            QCOMPARE(state->dealer(), 0);
            QCOMPARE(state->eldest(), 1);
            QCOMPARE(state->currentPlayer(), 1);
            QCOMPARE(state->turnUp(), card("2C"));
            QCOMPARE(state->trumps(), Suit::Clubs);
            QCOMPARE(int(state->stops().size()), Pope::stopsSize(players));
            for (Seat seat = 0; seat < players; ++seat)
                QCOMPARE(int(state->hand(seat).size()), Pope::handSize(players));
            // One card at a time from eldest: eldest gets the first card.
            QVERIFY(std::count(state->hand(1).begin(), state->hand(1).end(), order[0]) == 1);
            QVERIFY(std::count(state->hand(0).begin(), state->hand(0).end(), order[players - 1]) == 1);
            // The dealer dressed the board: 15 counters, nothing won yet.
            QCOMPARE(state->balance(0), 85);
            QCOMPARE(state->pool(Pope::PopePool), 6);
            QCOMPARE(state->pool(Pope::MatrimonyPool), 2);
            QCOMPARE(state->countersInPlay(), 100 * players);
            QCOMPARE(int(state->allCards().size()), 51);
        }
    }

    void honourTurnedUpGoesToTheDealer()
    {
        auto state = startPope(4, popeOrder(4, 0, {}, {}, card("QS")));
        QCOMPARE(state->pool(Pope::QueenPool), 0);
        QCOMPARE(state->balance(0), 86);
        QCOMPARE(state->pool(Pope::KingPool), 1);
        QCOMPARE(state->currentPlayer(), 1); // play goes ahead
    }

    void popeTurnedUp()
    {
        // Scenario 1: N = 4, seat 0 deals and turns up the 9 of diamonds.
        GameSetup setup;
        setup.players = 4;
        setup.options = {{"dealer", "first"}};
        setup.deal = popeOrder(4, 0, {}, {}, Pope::kPope);
        auto started = findGame("pope-joan")->start(setup);
        QVERIFY(started.ok());
        // Queue-free check of the first deal through its score sheet row.
        auto* state = static_cast<Pope*>(started->get());
        const ScoreSheet* sheet = state->scoreSheet();
        QCOMPARE(sheet->rows.size(), std::size_t(1));
        QCOMPARE(sheet->rows[0].note, std::string("pope-turned"));
        // Seat 0: -15 dressing, +6 Pope, +1 Game, +3 x 11 from the others.
        QCOMPARE(sheet->rows[0].points, (std::vector<int>{25, -11, -11, -11}));
        QCOMPARE(sheet->rows[0].totals, (std::vector<int>{125, 89, 89, 89}));
        QCOMPARE(state->reports().size(), std::size_t(1));
        QCOMPARE(state->reports()[0].wentOut, kNoSeat);
        // The deal ended: seat 1 deals next and the other pools stayed.
        QCOMPARE(state->dealer(), 1);
        QCOMPARE(state->dealsPlayed(), 1);

        // Pools not won stay on the board: deal 1 ends with seat 1 going out,
        // seat 1 turns up the Pope in deal 2, and seat 2 deals a plain deal 3.
        auto fresh = plainStart();
        QVERIFY(fresh->queueDeals({popeOrder(4, 1, {}, {}, Pope::kPope), popeOrder(4, 2, {}, {}, card("3C"))})
                    .ok());
        QVERIFY(fresh
                    ->arrange({cards("2D 3D"), cards("QC"), cards("4C 5C 6C"), cards("2H 3H")}, cards("KC"),
                              card("2S"), 1)
                    .ok());
        lead(*fresh, "QC");
        QCOMPARE(fresh->dealsPlayed(), 2);
        QCOMPARE(fresh->dealer(), 2);
        const ScoreRow& popeRow = fresh->scoreSheet()->rows[1];
        QCOMPARE(popeRow.note, std::string("pope-turned"));
        // Seat 1: -15 dressing, +12 Pope (two dressings), +1 Game, +33.
        QCOMPARE(popeRow.points, (std::vector<int>{-11, 31, -11, -11}));
        const std::array<int, Pope::kPoolCount> board = {3, 3, 3, 3, 6, 6, 6, 1};
        QCOMPARE(fresh->pools(), board);
        QCOMPARE(fresh->countersInPlay(), 400);
    }

    void aStopEndsTheRun()
    {
        // Scenario 2: trumps spades, the 7 of spades in the stops hand.
        auto state = plainStart();
        QVERIFY(state
                    ->arrange({cards("5S 2D 3D"), cards("4H 5H"), cards("6S 7D 10C"), cards("JC QC")},
                              cards("7S 3H"), card("2S"), 0)
                    .ok());
        QVERIFY(!state->isStop(card("5S")));
        QVERIFY(state->isStop(card("6S")));
        lead(*state, "5S");
        const auto run = state->currentRun();
        QCOMPARE(run.size(), std::size_t(2));
        QCOMPARE(run[0].card, card("5S"));
        QCOMPARE(run[0].seat, 0);
        QVERIFY(run[0].led);
        QCOMPARE(run[1].card, card("6S"));
        QCOMPARE(run[1].seat, 2); // brought out of turn from its holder
        QVERIFY(!run[1].led);
        QCOMPARE(state->currentPlayer(), 2); // the player of the stop leads

        // A 7 of diamonds is always a stop: its successor is out of the pack.
        QVERIFY(state->isStop(card("7D")));
        lead(*state, "7D");
        QCOMPARE(state->currentRun().size(), std::size_t(1));
        QCOMPARE(state->currentPlayer(), 2);

        // A successor that is the turn-up or already played stops too, and a
        // run may pass through several hands and back.
        QVERIFY(state
                    ->arrange({cards("2H 6C"), cards("3H 5H 8C"), cards("4H 9S"), cards("KD QD")},
                              cards("6H"), card("2S"), 0)
                    .ok());
        lead(*state, "2H");
        QCOMPARE(state->currentRun().size(), std::size_t(4)); // 2H 3H 4H 5H, and the 6H is a stop card
        QCOMPARE(state->currentPlayer(), 1);
        QVERIFY(state->isStop(card("AS"))); // its successor 2S is the turn-up
        QVERIFY(state->isStop(card("4H"))); // 5H was played
        QVERIFY(state->isStop(card("KD")));
        // The play proved the 6H lies in the stops hand.
        QCOMPARE(state->stopsKnownFromPlay(), cards("6H"));
    }

    void honoursAndPairs()
    {
        // Scenario 3: trumps hearts. Seat 3 plays the jack, seat 2 the queen
        // and then the king: Queen, King and Matrimony to seat 2, Jack to
        // seat 3, and Intrigue stays.
        auto state = plainStart();
        const std::vector<int> before = state->scores();
        QVERIFY(state
                    ->arrange({cards("2D 3D"), cards("4C 5C"), cards("QH KH 9C"), cards("JH 6S 7S")},
                              cards("10H"), card("2H"), 3)
                    .ok());
        lead(*state, "JH");
        QCOMPARE(state->currentPlayer(), 2); // the king is a stop
        QCOMPARE(state->pool(Pope::JackPool), 0);
        QCOMPARE(state->pool(Pope::QueenPool), 0);
        QCOMPARE(state->pool(Pope::KingPool), 0);
        QCOMPARE(state->pool(Pope::MatrimonyPool), 0);
        QCOMPARE(state->pool(Pope::IntriguePool), 2);
        QCOMPARE(state->balance(3), before[3] + 1);
        QCOMPARE(state->balance(2), before[2] + 1 + 1 + 2);
        QCOMPARE(state->countersInPlay(), 400);

        // Queen and jack from one hand pay Intrigue the moment the second comes.
        auto second = plainStart();
        const int seat1 = second->balance(1);
        QVERIFY(second
                    ->arrange({cards("2D 3D"), cards("JH QH 9C"), cards("KH 4C"), cards("6S 7S")},
                              cards("10H"), card("2H"), 1)
                    .ok());
        lead(*second, "JH");
        QCOMPARE(second->pool(Pope::IntriguePool), 0);
        QCOMPARE(second->pool(Pope::MatrimonyPool), 2); // the king came from seat 2
        QCOMPARE(second->balance(1), seat1 + 1 + 1 + 2);
        QCOMPARE(second->balance(2), 100 + 1);
        // The ace of trumps and the Pope take their pools when played.
        QVERIFY(second
                    ->arrange({cards("AH 9D 2D"), cards("3C 4C"), cards("5C 6C"), cards("6S 7S")},
                              cards("2H 10D"), card("3H"), 0)
                    .ok());
        const int seat0 = second->balance(0);
        lead(*second, "AH");
        lead(*second, "9D");
        QCOMPARE(second->pool(Pope::AcePool), 0);
        QCOMPARE(second->pool(Pope::PopePool), 0);
        QCOMPARE(second->balance(0), seat0 + 1 + 6);
    }

    void settlement()
    {
        // Scenario 4: seat 1 goes out; seats 2, 3 and 0 hold 3, 5 (with the
        // Pope) and 2 cards.
        auto state = plainStart();
        const std::vector<int> before = state->scores();
        QVERIFY(state
                    ->arrange({cards("2D 3D"), cards("QC"), cards("4C 5C 6C"), cards("9D 2H 3H 4H 5H")},
                              cards("KC 10S"), card("2S"), 1)
                    .ok());
        lead(*state, "QC"); // the king of clubs is in the stops: out at once
        const ScoreRow& row = state->scoreSheet()->rows.back();
        QCOMPARE(row.note, std::string("out=1"));
        QCOMPARE(row.totals[1], before[1] + 1 + 3 + 2);
        QCOMPARE(row.totals[2], before[2] - 3);
        QCOMPARE(row.totals[3], before[3]); // the Pope's holder pays nothing
        QCOMPARE(row.totals[0], before[0] - 2);
        QCOMPARE(state->reports().back().wentOut, 1);
        QCOMPARE(state->reports().back().stops, cards("KC 10S"));
        // The next deal began: seat 1 deals and dressed the board.
        QCOMPARE(state->dealer(), 1);
        QCOMPARE(state->dealsPlayed(), 1);
        QCOMPARE(state->countersInPlay(), 400);

        // Once the Pope has been played nobody can claim the exemption.
        auto later = plainStart();
        QVERIFY(later
                    ->arrange({cards("2D 3D"), cards("QC"), cards("4C 5C 6C"), cards("2H 3H 4H 5H")},
                              cards("KC 10S"), card("2S"), 1)
                    .ok());
        const int seat3 = later->balance(3);
        lead(*later, "QC");
        QCOMPARE(later->scoreSheet()->rows.back().totals[3], seat3 - 4);
    }

    void goingOutInAForcedRunEndsTheDeal()
    {
        auto state = plainStart();
        const std::vector<int> before = state->scores();
        QVERIFY(state
                    ->arrange({cards("3C 9S"), cards("4C"), cards("5C 6C"), cards("JD QD KD")}, cards("7C"),
                              card("2S"), 0)
                    .ok());
        lead(*state, "3C"); // 4C from seat 1, its last card: the deal ends there
        const ScoreRow& row = state->scoreSheet()->rows.back();
        QCOMPARE(row.note, std::string("out=1"));
        QCOMPARE(row.totals[1], before[1] + 1 + 1 + 2 + 3);
        QCOMPARE(state->dealsPlayed(), 1);
    }

    void gameLastsTheRoundsAndPlacesByBalance()
    {
        for (int players : {3, 5, 8}) {
            for (const char* rounds : {"1", "2"}) {
                auto state = startGame<Pope>("pope-joan", players, {{"rounds", rounds}}, std::nullopt, 7);
                auto player = makePlayer("pope-joan", Level::Basic);
                Rng rng(11);
                int dealer = state->dealer();
                playWith(*state, *player, rng, 10'000, [&](const Pope& s) {
                    QCOMPARE(s.countersInPlay(), 100 * players);
                    if (!s.isTerminal())
                        QCOMPARE(s.dealer(), (dealer + s.dealsPlayed()) % players);
                });
                QVERIFY(state->isTerminal());
                QCOMPARE(state->dealsPlayed(), players * std::atoi(rounds));
                QCOMPARE(int(state->scoreSheet()->rows.size()), players * std::atoi(rounds));
                QVERIFY(state->legalActions().empty());
                QCOMPARE(state->currentPlayer(), kNoSeat);
                // Board counters stay there: the balances fall short of 100·N by them.
                int board = 0;
                for (int pool : state->pools())
                    board += pool;
                QCOMPARE(total(state->scores()) + board, 100 * players);
                const Outcome outcome = state->outcome();
                QCOMPARE(outcome.why, std::string("rounds"));
                const std::vector<int> balances = state->scores();
                const int best = *std::max_element(balances.begin(), balances.end());
                for (Seat seat = 0; seat < players; ++seat)
                    QCOMPARE(outcome.places[seat] == 1, state->balance(seat) == best);
                const bool seat0First = outcome.places[0] == 1;
                const auto firsts = std::count(outcome.places.begin(), outcome.places.end(), 1);
                QCOMPARE(outcome.result,
                         !seat0First ? Result::Lost : (firsts > 1 ? Result::Draw : Result::Won));
                // At the end the stops hand is shown.
                for (const Zone& zone : state->zones())
                    if (zone.id == "stops")
                        for (const PlacedCard& placed : zone.cards)
                            QVERIFY(placed.faceUp);
            }
        }
    }

    void countersAlwaysAddUpInRandomPlay()
    {
        for (int players = 3; players <= 8; ++players) {
            for (std::uint32_t seed = 1; seed <= 12; ++seed) {
                auto state = startGame<Pope>("pope-joan", players, {}, std::nullopt, seed);
                auto random = makeRandomPlayer();
                Rng rng(seed);
                QCOMPARE(state->countersInPlay(), 100 * players);
                playWith(*state, *random, rng, 5000, [&](const Pope& s) {
                    QCOMPARE(s.countersInPlay(), 100 * players);
                    QCOMPARE(int(s.allCards().size()), 51);
                    for (const ScoreRow& row : s.scoreSheet()->rows)
                        QCOMPARE(int(row.totals.size()), players);
                });
                QVERIFY(state->isTerminal());
            }
        }
    }

    void actionTextAndRefusals()
    {
        auto state = plainStart();
        QVERIFY(state
                    ->arrange({cards("2D 3D"), cards("4C 5C 10H"), cards("QH 9C"), cards("6S 7S")},
                              cards("KH"), card("2H"), 1)
                    .ok());
        QCOMPARE(*state->parseAction("lead 10H"), Pope::lead(1, card("10H")));
        QCOMPARE(*state->parseAction(" 10h "), Pope::lead(1, card("10H")));
        QCOMPARE(*state->parseAction("LEAD TH"), Pope::lead(1, card("10H")));
        QCOMPARE(state->actionText(Pope::lead(1, card("10H"))), std::string("lead 10H"));
        for (const char* bad : {"", "lead", "lead 10H 4C", "play", "lead 11H", "pass"})
            QVERIFY2(!state->parseAction(bad).ok(), bad);
        QCOMPARE(state->play("lead 2D").reason, Reason::NoSuchCard);
        QCOMPARE(state->check(Pope::lead(0, card("2D"))).reason, Reason::NotYourTurn);
        QCOMPARE(state->check(Pope::lead(0, card("2D"))).number, 1);
        QCOMPARE(state->check(Action{9, 1, 0, 0, {}}).reason, Reason::NotUnderstood);
        QCOMPARE(state->check(Action{Pope::Lead, 1, 0, 0, {}}).reason, Reason::NotUnderstood);
        QCOMPARE(state->legalActions().size(), std::size_t(3));
        QVERIFY(state->describe().find("<- leads") != std::string::npos);
        QVERIFY(stateJson(*state).find("\"matrimony\":2") != std::string::npos);
    }

    void whatASeatSeesAndResampling()
    {
        auto state = plainStart();
        QVERIFY(state
                    ->arrange({cards("2D 3D 8H"), cards("4C 5C 10H"), cards("QH 9C 6C"), cards("6S 7S 9H")},
                              cards("KH 7C 5S"), card("2H"), 1)
                    .ok());
        lead(*state, "4C"); // 4C 5C from seat 1, 6C from seat 2; the 7C lies in the stops
        QCOMPARE(state->currentPlayer(), 2);
        const Observation view = state->observe(0);
        for (const Zone& zone : view.zones) {
            for (const PlacedCard& placed : zone.cards) {
                const bool mine = zone.id == "hand0";
                const bool open = zone.id == "turnup" || zone.id == "played" || zone.id == "run";
                QCOMPARE(placed.known, mine || open);
                // The seat looks at its own hand: face up to it (the table shows it so).
                QCOMPARE(placed.faceUp, mine || open);
            }
        }
        // Every seat sees its own hand face up, and nobody else's.
        for (Seat seat = 0; seat < 4; ++seat)
            for (const Zone& zone : state->observe(seat).zones)
                if (zone.kind == ZoneKind::Hand)
                    for (const PlacedCard& placed : zone.cards)
                        QCOMPARE(placed.faceUp && placed.known, zone.owner == seat);
        // Resampling keeps what seat 0 knows and changes what it does not.
        Rng rng(5);
        bool changed = false;
        for (int i = 0; i < 20; ++i) {
            auto sampled = state->resample(0, rng);
            QVERIFY(sampled);
            auto* other = static_cast<Pope*>(sampled.get());
            QCOMPARE(other->hand(0), state->hand(0));
            QCOMPARE(other->observe(0).zones, view.zones);
            for (Seat seat = 0; seat < 4; ++seat)
                QCOMPARE(other->hand(seat).size(), state->hand(seat).size());
            for (const Card& known : state->stopsKnownFromPlay())
                QVERIFY(std::count(other->stops().begin(), other->stops().end(), known) == 1);
            changed = changed || other->stops() != state->stops();
            QCOMPARE(other->countersInPlay(), 400);
        }
        QVERIFY(changed);
    }

    void basicPlayerFollowsItsPreferences()
    {
        auto player = makePlayer("pope-joan", Level::Basic);
        QCOMPARE(player->name(), std::string("pope-joan-basic"));
        Rng rng(1);
        const Budget quick{0, 1, nullptr};
        auto state = plainStart();
        // A known stop (the king) comes first. (Every card arrange() leaves
        // out counts as played, so the other leads here are cards nobody can
        // play up to.)
        QVERIFY(state
                    ->arrange({cards("5C KD 8S 3D"), cards("6C 9S"), cards("4D"), cards("7C")}, cards("KS"),
                              card("2H"), 0)
                    .ok());
        QCOMPARE(player->choose(*state, rng, quick), Pope::lead(0, card("KD")));
        // Then the Pope.
        QVERIFY(state
                    ->arrange({cards("9D 5C 8S 3D"), cards("6C 9S"), cards("4D 10D"), cards("7C")},
                              cards("KS"), card("2H"), 0)
                    .ok());
        QCOMPARE(player->choose(*state, rng, quick), Pope::lead(0, card("9D")));
        // Then a run of its own from the bottom, the one with a trump honour first.
        QVERIFY(state
                    ->arrange({cards("5S 6S 10H JH AC"), cards("7S QH"), cards("2C"), cards("7C")},
                              cards("KS"), card("2H"), 0)
                    .ok());
        QCOMPARE(player->choose(*state, rng, quick), Pope::lead(0, card("10H")));
        // Then an ace.
        QVERIFY(state
                    ->arrange({cards("5S 10C AC"), cards("6S JC"), cards("2C"), cards("7C")}, cards("KS"),
                              card("2H"), 0)
                    .ok());
        QCOMPARE(player->choose(*state, rng, quick), Pope::lead(0, card("AC")));

        // Its choice depends only on what the seat knows.
        auto seeded = startGame<Pope>("pope-joan", 5, {}, std::nullopt, 21);
        Rng sampler(2);
        for (int i = 0; i < 10; ++i) {
            auto sampled = seeded->resample(seeded->currentPlayer(), sampler);
            Rng a(9), b(9);
            QCOMPARE(player->choose(*sampled, a, quick), player->choose(*seeded, b, quick));
        }
    }

    void basicLeadsBeatRandomLeads()
    {
        // Seat 0 leads by the preferences, the others at random: over many
        // games seat 0 ends with more counters than it started with, and
        // more than the random seats on average. (Deterministic seeds.)
        auto basic = makePlayer("pope-joan", Level::Basic);
        auto random = makeRandomPlayer();
        long long basicTotal = 0, randomTotal = 0;
        const int games = 120;
        for (std::uint32_t seed = 1; seed <= games; ++seed) {
            auto state = startGame<Pope>("pope-joan", 4, {{"rounds", "1"}}, std::nullopt, seed);
            Rng rng(seed);
            while (!state->isTerminal()) {
                Player& player = state->currentPlayer() == 0 ? *basic : *random;
                QVERIFY(state->play(player.choose(*state, rng, Budget{0, 1, nullptr})).legal());
            }
            basicTotal += state->balance(0);
            for (Seat seat = 1; seat < 4; ++seat)
                randomTotal += state->balance(seat);
        }
        const double basicMean = double(basicTotal) / games;
        const double randomMean = double(randomTotal) / (3.0 * games);
        QVERIFY2(basicMean > 100 && basicMean > randomMean + 3,
                 qPrintable(QString("basic %1, random %2").arg(basicMean).arg(randomMean)));
    }

    void sessionRecordRoundTrip()
    {
        GameSetup setup;
        setup.players = 4;
        setup.seed = 17;
        auto session = GameSession::start(*findGame("pope-joan"), setup);
        QVERIFY(session.ok());
        auto player = makePlayer("pope-joan", Level::Basic);
        Rng rng(4);
        while (!session->state().isTerminal())
            QVERIFY(session->play(player->choose(session->state(), rng, Budget{})).legal());
        auto replayed = replayRecord(*parseRecord(formatRecord(session->record())));
        QVERIFY(replayed.ok());
        QCOMPARE((*replayed)->fingerprint(), session->state().fingerprint());
    }
};

QTEST_GUILESS_MAIN(PopeJoanTest)
#include "pope_joan_test.moc"
