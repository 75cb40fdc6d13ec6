// Snap and Animal Snap: turning, calls valid and false, winning piles, going
// out, the test scenarios of RULES-PARLOUR.md §6, and the reaction model of
// the computer callers.
#include <QtTest>

#include <set>

#include "ai/player.h"
#include "cards/rng.h"
#include "parlour/snap.h"
#include "parlour/snap_player.h"
#include "parlour_helpers.h"

using namespace ct;
using namespace parlour_test;

namespace {

std::unique_ptr<SnapState> startSeeded(int players, std::uint32_t seed, Options options = {})
{
    return start<SnapState>("snap", players, std::move(options), std::nullopt, seed);
}

// A position: piles as given (bottom first), packs with the given tops
// filled with the rest of the deck, `turner` to turn.
std::unique_ptr<SnapState> arranged(const std::vector<std::string>& packTops,
                                    const std::vector<std::string>& piles, Seat turner,
                                    const std::vector<std::string>& animals = {})
{
    auto state = startSeeded(static_cast<int>(packTops.size()), 1);
    Hands packs, heaps;
    for (const std::string& text : piles)
        heaps.push_back(text.empty() ? std::vector<Card>{} : cards(text));
    for (const std::string& text : packTops)
        packs.push_back(text.empty() ? std::vector<Card>{} : cards(text));
    Hands used = packs;
    used.insert(used.end(), heaps.begin(), heaps.end());
    const auto rest = restOf(frenchDeck(1), used);
    for (std::size_t i = 0; i < rest.size(); ++i)
        packs[i % packs.size()].push_back(rest[i]);
    const auto ok = state->arrange(packs, heaps, turner, animals);
    if (!ok)
        qFatal("arrange: %s", ok.error().text().c_str());
    return state;
}

void act(SnapState& state, const std::string& text)
{
    const Verdict verdict = state.play(text);
    QVERIFY2(verdict.legal(), (text + ": " + describe(verdict)).c_str());
}

int held(const SnapState& state)
{
    return sum(state.scores());
}

SnapCry cryAt(Seat seat, int ms, Action action)
{
    return SnapCry{seat, ms, std::move(action)};
}

} // namespace

class SnapTest : public QObject {
    Q_OBJECT

private slots:
    void dealAndFirstTurn()
    {
        auto state = start<SnapState>("snap", 3, {{"dealer", "last"}}, std::nullopt, 4);
        QCOMPARE(state->currentPlayer(), 0);
        QCOMPARE(state->scores(), (std::vector<int>{18, 17, 17}));
        QCOMPARE(state->pack(0).front(), shuffledDeck(frenchDeck(1), 4)[0]);
        QVERIFY(!state->animalSnap());
        act(*state, "turn");
        QCOMPARE(state->pile(0).size(), std::size_t(1));
        QCOMPARE(state->lastTurner(), 0);
        QCOMPARE(state->currentPlayer(), 1);
        QCOMPARE(state->turns(), 1);
    }

    void fasterCallerWins()
    {
        // Scenario 1: A's pile shows 7C and B turns 7D. B, a computer, would
        // cry at 800 ms; A presses at 500 ms.
        auto state = arranged({"", "7D"}, {"7C", ""}, 1);
        const std::vector<Card> packBefore = state->pack(0);
        act(*state, "turn");
        QVERIFY(state->snapOpen());
        QVERIFY(state->isEligible(0) && state->isEligible(1));
        Rng rng(1);
        const std::vector<SnapCry> cries{cryAt(1, 800, SnapState::callSnap(1)),
                                         cryAt(0, 500, SnapState::callSnap(0))};
        const auto applied = playSnapWindow(*state, {}, SnapReflexes::normal(), rng, cries);
        QCOMPARE(applied.size(), std::size_t(1));
        QCOMPARE(applied.front().seat, 0);
        QVERIFY(state->snapWon());
        QVERIFY(state->lastCall()->valid);
        QCOMPARE(state->lastCall()->cardsWon, 2);
        // B's pile first, then his own, both under his pack.
        std::vector<Card> expected = packBefore;
        expected.push_back(card("7D"));
        expected.push_back(card("7C"));
        QCOMPARE(state->pack(0), expected);
        QVERIFY(state->pile(0).empty());
        QVERIFY(state->pile(1).empty());
        // B's late call is ignored, with no penalty.
        QCOMPARE(state->check(SnapState::callSnap(1)).reason, Reason::SnapAlreadyWon);
        QCOMPARE(state->currentPlayer(), 0);
    }

    void falseCallLeavesTheSnapOpen()
    {
        // Scenario 2: C's pile does not match; C calls during the A-B snap.
        auto state = arranged({"2C", "7D", "3H 4H"}, {"7C", "", "9H"}, 1);
        act(*state, "turn");
        const Card cTop = state->pack(2)[0];
        const Card cNext = state->pack(2)[1];
        const int aPack = state->packSize(0);
        const int bPack = state->packSize(1);
        QVERIFY(!state->isEligible(2));
        act(*state, "call 2 snap");
        QVERIFY(!state->lastCall()->valid);
        QCOMPARE(state->lastCall()->cardsGiven, 2);
        // One card each, clockwise from C's left: A first, then B; under their packs.
        QCOMPARE(state->pack(0).back(), cTop);
        QCOMPARE(state->pack(1).back(), cNext);
        QCOMPARE(state->packSize(0), aPack + 1);
        QCOMPARE(state->packSize(1), bPack + 1);
        QVERIFY(state->snapOpen());
        act(*state, "call 0 snap");
        QVERIFY(state->lastCall()->valid);
        QCOMPARE(state->pile(2), cards("9H"));
        QCOMPARE(held(*state), 52);
    }

    void emptyPackTurnsThePileOver()
    {
        // Scenario 3: A's pack is empty and his pile holds nine cards.
        auto fresh = startSeeded(2, 1);
        Hands packs{{}, restOf(frenchDeck(1), {cards("2C 3C 4C 5C 6C 7C 8C 9C 10C")})};
        QVERIFY(fresh->arrange(packs, {cards("2C 3C 4C 5C 6C 7C 8C 9C 10C"), {}}, 0).ok());
        act(*fresh, "turn");
        // The bottom card of the pile came up first.
        QCOMPARE(fresh->pile(0), cards("2C"));
        QCOMPARE(fresh->pack(0), cards("3C 4C 5C 6C 7C 8C 9C 10C"));
        QCOMPARE(fresh->currentPlayer(), 1);
    }

    void animalNames()
    {
        // Scenario 4: A ("Tiger") turns a 5 onto B's ("Lion") pile top of 5.
        auto state = arranged({"5D", ""}, {"", "5C"}, 0, {"tiger", "lion"});
        QVERIFY(state->animalSnap());
        QCOMPARE(state->animalOf(0), std::string("tiger"));
        QCOMPARE(state->seatOfAnimal("lion"), 1);
        act(*state, "turn");
        const int aPack = state->packSize(0);
        act(*state, "call 1 lion"); // B calls his own name
        QVERIFY(!state->lastCall()->valid);
        QCOMPARE(state->lastCall()->named, 1);
        QCOMPARE(state->packSize(0), aPack + 1);
        QVERIFY(state->snapOpen());
        QVERIFY(!state->validCall(SnapState::callSnap(0)));
        QVERIFY(!state->validCall(SnapState::callAnimal(0, 0)));
        act(*state, "call 0 lion"); // A names B's animal: right
        QVERIFY(state->lastCall()->valid);
        QCOMPARE(state->lastCall()->cardsWon, 2);
        QCOMPARE(std::vector<Card>(state->pack(0).end() - 2, state->pack(0).end()), cards("5C 5D"));

        // The owner of a matching pile names the turner's animal.
        auto other = arranged({"5D", ""}, {"", "5C"}, 0, {"tiger", "lion"});
        act(*other, "turn");
        QVERIFY(other->validCall(SnapState::callAnimal(1, 0)));
        QVERIFY(!other->validCall(SnapState::callSnap(1)));
        act(*other, "call 1 tiger");
        QVERIFY(other->lastCall()->valid);
        QCOMPARE(other->pile(0).size() + other->pile(1).size(), std::size_t(0));
    }

    void pilesGoUnderTheWinnersPackFromHisLeft()
    {
        // Seat 1 turns a 4 matching seats 0 and 2; seat 2 wins: piles of
        // seat 0, then seat 1, then its own.
        auto state = arranged({"", "4D", ""}, {"2C 4C", "3D", "5H 4H"}, 1);
        const std::vector<Card> before = state->pack(2);
        act(*state, "turn");
        act(*state, "call 2 snap");
        std::vector<Card> expected = before;
        for (const char* text : {"2C", "4C", "3D", "4D", "5H", "4H"})
            expected.push_back(card(text));
        QCOMPARE(state->pack(2), expected);
    }

    void callsOutsideASnapAreFalse()
    {
        auto state = arranged({"2C", "3D"}, {"", ""}, 0);
        // Before any card: a false call.
        QVERIFY(state->legalActions().size() == 3);
        act(*state, "call 1 snap");
        QVERIFY(!state->lastCall()->valid);
        act(*state, "turn");
        QVERIFY(!state->snapOpen());
        act(*state, "call 0 snap");
        QVERIFY(!state->lastCall()->valid);
        QCOMPARE(state->lastCall()->cardsGiven, 1);
        // Not eligible after a snap won: still false, and still penalised.
        auto three = arranged({"", "7D", "8S"}, {"7C", "", "9H"}, 1);
        act(*three, "turn");
        act(*three, "call 0 snap");
        QCOMPARE(three->check(SnapState::callSnap(0)).reason, Reason::SnapAlreadyWon);
        QVERIFY(three->check(SnapState::callSnap(2)).legal());
        act(*three, "call 2 snap");
        QVERIFY(!three->lastCall()->valid);
    }

    void goingOutAndPlaces()
    {
        // Seat 1 has only its pile, which seat 0 wins: seat 1 is out.
        auto state = startSeeded(3, 1);
        Hands piles{cards("7C"), cards("7D"), {}};
        Hands packs{cards("7H"), {}, cards("2S")};
        const auto rest = restOf(frenchDeck(1), {cards("7C 7D 7H 2S")});
        packs[0].insert(packs[0].end(), rest.begin(), rest.end());
        QVERIFY(state->arrange(packs, piles, 0).ok());
        act(*state, "turn"); // seat 0 turns the seven of hearts onto the seven of clubs
        QVERIFY(state->isEligible(1));
        act(*state, "call 0 snap");
        QVERIFY(state->isOut(1));
        QCOMPARE(state->currentPlayer(), 2);
        QCOMPARE(state->check(SnapState::callSnap(1)).reason, Reason::SeatOut);
        QCOMPARE(state->check(SnapState::callSnap(1)).number, 1);
        // Seat 2 gives its last card away with a false call and is out too.
        act(*state, "call 2 snap");
        QVERIFY(state->isTerminal());
        QCOMPARE(state->ending(), SnapState::Ending::AllCards);
        QCOMPARE(state->packSize(0), 52);
        const Outcome outcome = state->outcome();
        QCOMPARE(outcome.places, (std::vector<int>{1, 3, 2}));
        QCOMPARE(outcome.result, Result::Won);
        QVERIFY(state->legalActions().empty());
        QCOMPARE(state->play("turn").reason, Reason::GameOver);
    }

    void turnCapRanksByCards()
    {
        auto state = start<SnapState>("snap", 3, {{"dealer", "last"}}, std::nullopt, 2);
        state->limitTurns(6);
        for (int i = 0; i < 6; ++i)
            act(*state, "turn");
        QVERIFY(state->isTerminal());
        QCOMPARE(state->ending(), SnapState::Ending::Cap);
        const Outcome outcome = state->outcome();
        QCOMPARE(outcome.why, std::string("endless"));
        QCOMPARE(outcome.places[0], 1); // 18 cards against 17 and 17
        QCOMPARE(outcome.result, Result::Won);
    }

    void refusalsAndText()
    {
        auto state = startSeeded(2, 3, {{"variant", "animal"}, {"animal", "owl"}});
        QCOMPARE(state->animalOf(0), std::string("owl"));
        QVERIFY(state->animalOf(1) != "owl");
        const std::string other = state->animalOf(1);
        QCOMPARE(*state->parseAction("call 1 owl"), SnapState::callAnimal(1, 0));
        QCOMPARE(*state->parseAction("CALL 0 " + other), SnapState::callAnimal(0, 1));
        QCOMPARE(state->actionText(SnapState::callAnimal(0, 1)), "call 0 " + other);
        QCOMPARE(state->actionText(SnapState::callSnap(1)), std::string("call 1 snap"));
        for (const char* bad : {"", "snap", "call", "call 5 snap", "call 0 dodo", "turn 1", "call x owl"}) {
            auto parsed = state->parseAction(bad);
            QVERIFY2(!parsed.ok(), bad);
            QVERIFY(parsed.error().message.find("turn") != std::string::npos);
        }
        const Seat turner = state->currentPlayer();
        QCOMPARE(state->check(SnapState::turn(1 - turner)).reason, Reason::NotYourTurn);
        QCOMPARE(state->check(SnapState::callAnimal(0, 7)).reason, Reason::NotUnderstood);
        // Every seat may call any name: 1 turn + 2 x (snap + 2 animals).
        QCOMPARE(state->legalActions().size(), std::size_t(7));

        auto plain = startSeeded(2, 3);
        QCOMPARE(plain->check(SnapState::callAnimal(0, 1)).reason, Reason::NotUnderstood);
        QVERIFY(!plain->parseAction("call 0 owl").ok());
        QVERIFY(!plain->arrange({cards("2C")}, {{}}, 0).ok());
        QVERIFY(!plain->arrange({frenchDeck(1), {}}, {{}, {}}, 1).ok());
        QVERIFY(!plain->arrange({frenchDeck(1), {}}, {{}, {}}, 0, {"owl", "owl"}).ok());
        QVERIFY(!plain->arrange({frenchDeck(1), {}}, {{}, {}}, 0, {"owl", "dodo"}).ok());
        QVERIFY(plain->describe().find("turns next") != std::string::npos);
    }

    void animalsAreDistinct()
    {
        std::set<std::string> seatOneAnimals;
        for (std::uint32_t seed = 1; seed <= 12; ++seed) {
            auto state = startSeeded(6, seed, {{"variant", "animal"}});
            std::set<std::string> names;
            for (Seat seat = 0; seat < 6; ++seat)
                names.insert(state->animalOf(seat));
            QCOMPARE(names.size(), std::size_t(6));
            QCOMPARE(state->animalOf(0), snapAnimals().front());
            seatOneAnimals.insert(state->animalOf(1));
        }
        QVERIFY(seatOneAnimals.size() > 1);
    }

    void reactionModel()
    {
        auto state = arranged({"", "7D", "8S"}, {"7C", "", "9H"}, 1);
        act(*state, "turn");
        Rng rng(21);
        const SnapReflexes hard = SnapReflexes::hard();
        int cries = 0;
        for (int i = 0; i < 2000; ++i) {
            QVERIFY(!computerCry(*state, 2, hard, rng)); // not eligible: never cries
            if (auto cry = computerCry(*state, 0, hard, rng)) {
                ++cries;
                QVERIFY(cry->delayMs >= 250 && cry->delayMs <= 550);
                QCOMPARE(cry->action, SnapState::callSnap(0));
            }
        }
        // A miss chance of 0.02.
        QVERIFY(cries > 1920 && cries < 1990);
        // Easy reflexes are clamped below the window.
        int longest = 0;
        int misses = 0;
        for (int i = 0; i < 2000; ++i) {
            auto cry = computerCry(*state, 1, SnapReflexes::easy(), rng, 1000);
            if (cry)
                longest = std::max(longest, cry->delayMs);
            else
                ++misses;
        }
        QVERIFY(longest <= 999 && longest >= 990);
        QVERIFY(misses > 330 && misses < 480);
        QCOMPARE(snapReflexesFor(Level::Strong).maxDelayMs, 550);
        QCOMPARE(snapReflexesFor(Level::Basic).minDelayMs, 450);
        for (int i = 0; i < 100; ++i) {
            const int delay = computerTurnDelayMs(rng);
            QVERIFY(delay >= 0 && delay <= 300);
        }
    }

    void animalReactions()
    {
        auto state = arranged({"5D", "", ""}, {"", "5C", "5H"}, 0, {"tiger", "lion", "bear"});
        act(*state, "turn");
        Rng rng(8);
        int wrong = 0;
        for (int i = 0; i < 2000; ++i) {
            // The turner names the first matching owner from its left.
            if (auto cry = computerCry(*state, 0, SnapReflexes::normal(), rng)) {
                QCOMPARE(cry->action, SnapState::callAnimal(0, 1));
                QVERIFY(cry->delayMs >= 700 && cry->delayMs <= 1150);
            }
            // An owner names the turner; easy callers slip now and then.
            if (auto cry = computerCry(*state, 2, SnapReflexes::easy(), rng)) {
                if (cry->action == SnapState::callAnimal(2, 2))
                    ++wrong;
                else
                    QCOMPARE(cry->action, SnapState::callAnimal(2, 0));
            }
        }
        QVERIFY(wrong > 40 && wrong < 130);
    }

    void criesInTimeOrderWithSeededTies()
    {
        const std::vector<SnapCry> cries = {cryAt(2, 600, SnapState::callSnap(2)),
                                            cryAt(0, 500, SnapState::callSnap(0)),
                                            cryAt(1, 500, SnapState::callSnap(1))};
        std::set<Seat> firsts;
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            auto ordered = cries;
            Rng rng(seed);
            orderCries(ordered, rng);
            QCOMPARE(ordered[2].seat, 2);
            QCOMPARE(ordered[0].delayMs, 500);
            firsts.insert(ordered[0].seat);
            auto again = cries;
            Rng same(seed);
            orderCries(again, same);
            QCOMPARE(again[0].seat, ordered[0].seat);
        }
        QCOMPARE(firsts.size(), std::size_t(2));
    }

    void computersPlayWholeGames()
    {
        for (const char* variant : {"snap", "animal"}) {
            for (int players = 2; players <= 6; players += 2) {
                for (std::uint32_t seed = 1; seed <= 4; ++seed) {
                    auto state = startSeeded(players, seed, {{"variant", variant}});
                    auto player = makePlayer("snap", Level::Strong);
                    Rng rng(seed);
                    std::vector<Seat> everyone;
                    for (Seat seat = 0; seat < players; ++seat)
                        everyone.push_back(seat);
                    while (!state->isTerminal()) {
                        QVERIFY(state->play(player->choose(*state, rng, Budget{})).legal());
                        playSnapWindow(*state, everyone, SnapReflexes::easy(), rng);
                        QCOMPARE(held(*state), 52);
                    }
                    QVERIFY(state->turns() <= SnapState::kTurnCap);
                    const Outcome outcome = state->outcome();
                    QVERIFY(std::count(outcome.places.begin(), outcome.places.end(), 1) >= 1);
                }
            }
        }
    }

    void resampleShufflesOnlyUnseenCards()
    {
        auto state = arranged({"", "7D"}, {"7C", ""}, 1);
        act(*state, "turn");
        act(*state, "call 0 snap");
        Rng rng(6);
        bool moved = false;
        for (int i = 0; i < 10; ++i) {
            auto copy = state->resample(1, rng);
            auto* sample = dynamic_cast<SnapState*>(copy.get());
            QCOMPARE(sample->observe(1).zones, state->observe(1).zones);
            // The two sevens were seen: they stay at the bottom of seat 0's pack.
            QCOMPARE(std::vector<Card>(sample->pack(0).end() - 2, sample->pack(0).end()), cards("7D 7C"));
            moved = moved || sample->pack(0) != state->pack(0);
        }
        QVERIFY(moved);
    }
};

QTEST_GUILESS_MAIN(SnapTest)
#include "snap_test.moc"
