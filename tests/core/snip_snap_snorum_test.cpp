// Snip Snap Snorum: chains and fines, retiring, deals, the test scenarios of
// RULES-PARLOUR.md §5, counters that always add up, the score sheet,
// resampling and the computer player.
#include <QtTest>

#include "ai/player.h"
#include "cards/rng.h"
#include "engine/session.h"
#include "parlour/snip_snap_snorum.h"
#include "parlour/snip_snap_snorum_player.h"
#include "parlour_helpers.h"

using namespace ct;
using namespace parlour_test;

namespace {

using Snorum = SnipSnapSnorumState;

std::unique_ptr<Snorum> startSeeded(int players, std::uint32_t seed, const std::string& dealer = "random")
{
    return start<Snorum>("snip-snap-snorum", players, {{"dealer", dealer}}, std::nullopt, seed);
}

std::unique_ptr<Snorum> arranged(const std::vector<std::string>& hands, const std::vector<int>& counters,
                                 int pool, Seat seat, int chainRank = 0, int chainCount = 0,
                                 Seat chainLast = kNoSeat)
{
    auto state = startSeeded(static_cast<int>(hands.size()), 1, "last");
    Hands given;
    for (const std::string& text : hands)
        given.push_back(cards(text));
    const auto ok = state->arrange(given, counters, pool, seat, chainRank, chainCount, chainLast);
    if (!ok)
        qFatal("arrange: %s", ok.error().text().c_str());
    return state;
}

void act(Snorum& state, const std::string& text)
{
    const Verdict verdict = state.play(text);
    QVERIFY2(verdict.legal(), (text + ": " + describe(verdict)).c_str());
}

std::vector<Action> plays(Seat seat, const std::string& text)
{
    std::vector<Action> actions;
    for (const Card& c : cards(text))
        actions.push_back(Snorum::playCard(seat, c));
    return actions;
}

int countersTotal(const Snorum& state)
{
    return sum(state.scores()) + state.pool();
}

} // namespace

class SnipSnapSnorumTest : public QObject {
    Q_OBJECT

private slots:
    void snipSnapSnorum()
    {
        // Scenario 1: A, B, C, D each hold one six.
        auto state = arranged({"6S 2C 3C", "6H 2D 3D", "6D 2H 3H", "6C 2S 3S"}, {5, 5, 5, 5}, 0, 0);
        act(*state, "6S");
        QCOMPARE(state->chainRank(), 6);
        QCOMPARE(state->chainCount(), 1);
        QVERIFY(!state->lastMatch());
        QCOMPARE(state->legalActions(), plays(1, "6H"));
        act(*state, "6H");
        QCOMPARE(state->lastMatch()->count, 2); // "Snip"
        QCOMPARE(state->lastMatch()->fined, 0);
        QCOMPARE(state->lastMatch()->paid, 1);
        act(*state, "6D");
        QCOMPARE(state->lastMatch()->count, 3); // "Snap"
        QCOMPARE(state->lastMatch()->fined, 1);
        QCOMPARE(state->lastMatch()->paid, 2);
        act(*state, "6C");
        QCOMPARE(state->lastMatch()->count, 4); // "Snorum"
        QCOMPARE(state->lastMatch()->fined, 2);
        QCOMPARE(state->lastMatch()->paid, 3);
        QVERIFY(!state->chainOpen());
        QCOMPARE(state->scores(), (std::vector<int>{4, 3, 2, 5}));
        QCOMPARE(state->pool(), 6);
        // The chain is closed: A plays any card.
        QCOMPARE(state->currentPlayer(), 0);
        QCOMPARE(state->legalActions(), plays(0, "2C 3C"));
        QVERIFY(state->describe().find("Snorum! seat 2 pays 3") != std::string::npos);
    }

    void matchingIsForced()
    {
        // Scenario 2: B holds two sixes after A's six of spades.
        auto state = arranged({"6S 2C", "6H 6C 9D", "2H 3H"}, {5, 5, 5}, 0, 0);
        act(*state, "6S");
        QCOMPARE(state->legalActions(), plays(1, "6C 6H"));
        const Verdict refused = state->play("9D");
        QCOMPARE(refused.reason, Reason::MustMatchChain);
        QCOMPARE(refused.number, 6);
        QCOMPARE(refused.card, card("9D"));
        // Without the rank, any card starts a new chain, and shows the rank is missing.
        act(*state, "6C");
        QCOMPARE(state->legalActions(), plays(2, "2H 3H"));
        act(*state, "3H");
        QCOMPARE(state->chainRank(), 3);
        QCOMPARE(state->chainCount(), 1);
        QVERIFY(state->lacks(2) & (1u << 6));
        QCOMPARE(state->lacks(1), 0u);
    }

    void shortPlayerRetires()
    {
        // Scenario 3: C has 2 counters and is fined 3.
        auto state = arranged({"2C 3C", "2D 3D", "6D 2H 3H", "6C 2S 3S"}, {5, 5, 2, 5}, 3, 2, 6, 2, 1);
        act(*state, "6D"); // "Snap": B pays 2
        act(*state, "6C"); // "Snorum": C owes 3, pays 2 and retires
        QCOMPARE(state->lastMatch()->fined, 2);
        QCOMPARE(state->lastMatch()->fine, 3);
        QCOMPARE(state->lastMatch()->paid, 2);
        QVERIFY(state->lastMatch()->retired);
        QVERIFY(state->retired(2));
        QCOMPARE(state->counters(2), 0);
        QCOMPARE(state->handSize(2), 0);
        QCOMPARE(state->pool(), 7);
        QCOMPARE(countersTotal(*state), 20);
        QCOMPARE(state->retirementOrder(), std::vector<Seat>{2});
        // His cards are dead, face down, and he is skipped from now on.
        const auto zones = state->zones();
        QCOMPARE(zones.back().id, std::string("dead"));
        QCOMPARE(zones.back().cards.size(), std::size_t(2));
        QVERIFY(!zones.back().cards.front().faceUp);
        QCOMPARE(state->currentPlayer(), 0);
        act(*state, "2C");
        act(*state, "2D"); // "Snip": A pays 1
        QCOMPARE(state->currentPlayer(), 3);
    }

    void lastCounterEndsTheGame()
    {
        // Scenario 4: two players remain and one pays his last counter.
        auto state = arranged({"6S 2C", "6H 2D"}, {1, 9}, 0, 0);
        act(*state, "6S");
        act(*state, "6H");
        QVERIFY(state->isTerminal());
        QCOMPARE(state->ending(), Snorum::Ending::LastStanding);
        QCOMPARE(state->scores(), (std::vector<int>{0, 10}));
        QCOMPARE(state->pool(), 0);
        const Outcome outcome = state->outcome();
        QCOMPARE(outcome.places, (std::vector<int>{2, 1}));
        QCOMPARE(outcome.result, Result::Lost);
        QCOMPARE(outcome.why, std::string("won"));
        QVERIFY(state->legalActions().empty());
        QCOMPARE(state->currentPlayer(), kNoSeat);
        QCOMPARE(state->play("2C").reason, Reason::GameOver);
        // The deal's row holds the fine and the pool taken.
        QCOMPARE(state->scoreSheet()->rows.size(), std::size_t(1));
        QCOMPARE(state->scoreSheet()->rows[0].points, (std::vector<int>{-1, 1}));
        QCOMPARE(state->scoreSheet()->rows[0].totals, (std::vector<int>{0, 10}));
    }

    void dealEndsWhenThePlayerDueHasNoCards()
    {
        auto state = arranged({"2C", "3D 4D"}, {3, 6}, 1, 0);
        QCOMPARE(state->dealer(), 1);
        act(*state, "2C");
        act(*state, "3D");
        // Seat 0 is due and holds nothing: a new deal, dealt by seat 0.
        QCOMPARE(state->dealNumber(), 2);
        QCOMPARE(state->dealer(), 0);
        QCOMPARE(state->currentPlayer(), 1);
        QCOMPARE(state->handSize(0), 26);
        QCOMPARE(state->handSize(1), 26);
        QCOMPARE(state->chainCount(), 0);
        QVERIFY(state->played().empty());
        QCOMPARE(state->scores(), (std::vector<int>{3, 6}));
        QCOMPARE(state->pool(), 1);
        QCOMPARE(state->scoreSheet()->rows.size(), std::size_t(1));
        QCOMPARE(state->scoreSheet()->rows[0].round, 1);
        QCOMPARE(state->scoreSheet()->sides, (std::vector<std::string>{"0", "1"}));
        std::vector<Card> all = state->allCards();
        std::sort(all.begin(), all.end());
        QCOMPARE(all, frenchDeck(1));
    }

    void newDealsSkipRetiredSeats()
    {
        // Seat 1 laid the six of spades; seat 2 matches and takes its last counter.
        auto state = arranged({"2C 3C", "4D", "6H 2D"}, {5, 1, 5}, 4, 2, 6, 1, 1);
        act(*state, "6H");
        QVERIFY(state->retired(1));
        QCOMPARE(state->handSize(1), 0);
        QVERIFY(!state->isTerminal());
        QCOMPARE(state->currentPlayer(), 0);
        act(*state, "2C");
        QCOMPARE(state->currentPlayer(), 2); // seat 1 is skipped
        act(*state, "2D");                   // "Snip": seat 0 pays 1
        QCOMPARE(state->counters(0), 4);
        act(*state, "3C");
        // Seat 2 is due with no cards: the next deal goes to seats 0 and 2 only.
        QCOMPARE(state->dealNumber(), 2);
        QCOMPARE(state->handSize(0), 26);
        QCOMPARE(state->handSize(1), 0);
        QCOMPARE(state->handSize(2), 26);
        QVERIFY(state->zones().back().cards.empty());
        QCOMPARE(countersTotal(*state), 15);
    }

    void dealCapEndsWithMostCounters()
    {
        auto state = arranged({"2C", "3D 4D", "5H"}, {3, 6, 6}, 0, 0);
        state->limitDeals(1);
        act(*state, "2C");
        act(*state, "3D");
        act(*state, "5H");
        QVERIFY(state->isTerminal());
        QCOMPARE(state->ending(), Snorum::Ending::Cap);
        const Outcome outcome = state->outcome();
        QCOMPARE(outcome.places, (std::vector<int>{3, 1, 1}));
        QCOMPARE(outcome.result, Result::Lost);
        QCOMPARE(outcome.why, std::string("endless"));
        QCOMPARE(countersTotal(*state), 15); // the pool is not paid out
    }

    void countersAlwaysAddUp()
    {
        for (int players = 2; players <= 8; ++players) {
            for (std::uint32_t seed = 1; seed <= 6; ++seed) {
                auto state = startSeeded(players, seed);
                auto player = makePlayer("snip-snap-snorum", seed % 2 ? Level::Basic : Level::Random);
                Rng rng(seed);
                int steps = 0;
                while (!state->isTerminal()) {
                    QVERIFY(state->play(player->choose(*state, rng, Budget{})).legal());
                    QCOMPARE(countersTotal(*state), 5 * players);
                    QVERIFY(state->pool() >= 0);
                    for (Seat seat = 0; seat < players; ++seat)
                        QVERIFY(state->counters(seat) >= 0);
                    QVERIFY(++steps < 200'000);
                }
                // The sheet: one row per deal, each row's totals the counters after it.
                const ScoreSheet& sheet = *state->scoreSheet();
                QCOMPARE(static_cast<int>(sheet.rows.size()), state->dealNumber());
                std::vector<int> running(static_cast<std::size_t>(players), 5);
                for (const ScoreRow& row : sheet.rows) {
                    for (std::size_t seat = 0; seat < running.size(); ++seat)
                        running[seat] += row.points[seat];
                    QCOMPARE(row.totals, running);
                }
                QCOMPARE(sheet.totals(), state->scores());
                if (state->ending() == Snorum::Ending::LastStanding) {
                    QCOMPARE(state->pool(), 0);
                    QCOMPARE(sum(state->scores()), 5 * players);
                    QCOMPARE(static_cast<int>(state->retirementOrder().size()), players - 1);
                    const Outcome outcome = state->outcome();
                    QCOMPARE(std::count(outcome.places.begin(), outcome.places.end(), 1), 1);
                    // Retired in reverse order: the first to retire is last.
                    const Seat first = state->retirementOrder().front();
                    QCOMPARE(outcome.places[static_cast<std::size_t>(first)], players);
                }
            }
        }
    }

    void refusalsAndText()
    {
        auto state = arranged({"6S 2C", "6H 2D"}, {5, 5}, 0, 0);
        QCOMPARE(state->play("7C").reason, Reason::NoSuchCard);
        QCOMPARE(state->check(Snorum::playCard(1, card("6H"))).reason, Reason::NotYourTurn);
        QCOMPARE(state->check(Action{Snorum::Play, 0, 0, 0, {}}).reason, Reason::NotUnderstood);
        for (const char* bad : {"", "play", "play 6S 2C", "6X", "snip"}) {
            auto parsed = state->parseAction(bad);
            QVERIFY2(!parsed.ok(), bad);
            QVERIFY(parsed.error().message.find("6H") != std::string::npos);
        }
        QCOMPARE(*state->parseAction("play 6s"), Snorum::playCard(0, card("6S")));
        QCOMPARE(state->actionText(Snorum::playCard(0, card("10S"))), std::string("10S"));
        QVERIFY(stateJson(*state).find("\"pool\":0") != std::string::npos);
        QVERIFY(!state->arrange({cards("6S"), cards("6H")}, {5, 4}, 0, 0, 0, 0, kNoSeat).ok());
        QVERIFY(!state->arrange({cards("6S"), cards("6H")}, {10, 0}, 0, 0, 0, 0, kNoSeat).ok());
        QVERIFY(!state->arrange({cards("6S"), cards("6S")}, {5, 5}, 0, 0, 0, 0, kNoSeat).ok());
        QVERIFY(!state->arrange({cards("6S"), cards("6H")}, {5, 5}, 0, 0, 6, 5, 0).ok());
    }

    void resampleRespectsMissingRanks()
    {
        auto state = arranged({"6S 2C", "3D 4D 5D", "6H 6D 7H 8H"}, {5, 5, 5}, 0, 0);
        act(*state, "6S");
        act(*state, "3D"); // seat 1 shows it has no six
        Rng rng(4);
        for (int i = 0; i < 50; ++i) {
            auto copy = state->resample(0, rng);
            auto* sample = dynamic_cast<Snorum*>(copy.get());
            QCOMPARE(sample->hand(0), state->hand(0));
            QCOMPARE(sample->handSize(1), 2);
            for (const Card& c : sample->hand(1))
                QVERIFY(c.rank != 6);
            QCOMPARE(sample->observe(0).zones, state->observe(0).zones);
        }
    }

    void eachSeatSeesItsOwnHandFaceUp()
    {
        auto state = startSeeded(4, 3);
        for (Seat seat = 0; seat < 4; ++seat) {
            const Observation view = state->observe(seat);
            for (const Zone& zone : view.zones) {
                for (const PlacedCard& placed : zone.cards) {
                    if (zone.kind != ZoneKind::Hand)
                        continue;
                    QCOMPARE(placed.faceUp, zone.owner == seat);
                    QCOMPARE(placed.known, zone.owner == seat);
                }
            }
            // Its own hand, exactly, in the seat's hand zone.
            const auto own = std::find_if(view.zones.begin(), view.zones.end(), [seat](const Zone& zone) {
                return zone.id == "hand" + std::to_string(seat);
            });
            QCOMPARE(int(own->cards.size()), state->handSize(seat));
            for (std::size_t i = 0; i < own->cards.size(); ++i)
                QCOMPARE(own->cards[i].card, state->hand(seat)[i]);
        }
    }

    void computerLaysTheSafestCard()
    {
        // Three nines are laid already: its own cannot be matched.
        auto seen = arranged({"2C 2D 9S KH", "2H KD KS 3D", "2S KC 4D"}, {5, 5, 5}, 0, 0);
        QCOMPARE(snipsnap::chooseFreeCard(*seen, 0), card("9S"));
        // Nothing laid: the twos (two held, two unseen) beat the nine and the
        // king (three unseen each).
        auto fresh = arranged({"2C 2D 9S KH", "9H 9D 9C KD KS 2H", "KC 2S"}, {5, 5, 5}, 0, 0);
        QCOMPARE(snipsnap::chooseFreeCard(*fresh, 0), card("2C"));
        auto player = makePlayer("snip-snap-snorum", Level::Basic);
        Rng rng(1);
        QCOMPARE(player->choose(*fresh, rng, Budget{}), Snorum::playCard(0, card("2C")));
        // Fewest unseen copies: the nine (9D unseen) before the king (KD
        // and KS unseen)...
        auto plain = arranged({"KH 9S", "2H 3D 4D", "7C 9D KD KS"}, {5, 5, 5}, 0, 0);
        QCOMPARE(snipsnap::chooseFreeCard(*plain, 0), card("9S"));
        // ... unless the next seat showed it has no king, by not matching one.
        auto shown = arranged({"KC KH 9S", "2H 3D 4D", "7C 9D KD KS"}, {5, 5, 5}, 0, 0);
        act(*shown, "KC");
        act(*shown, "2H"); // seat 1 holds no king
        act(*shown, "7C");
        QVERIFY((shown->lacks(1) & (1u << kKing)) != 0);
        QCOMPARE(shown->currentPlayer(), 0);
        QCOMPARE(snipsnap::chooseFreeCard(*shown, 0), card("KH"));

        // A forced match takes a card of the chain's rank.
        act(*fresh, "2C");
        QCOMPARE(player->choose(*fresh, rng, Budget{}), Snorum::playCard(1, card("2H")));
    }
};

QTEST_GUILESS_MAIN(SnipSnapSnorumTest)
#include "snip_snap_snorum_test.moc"
