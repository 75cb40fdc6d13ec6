// I Suspect You: the opening, the call sequence, the challenge window, the
// test scenarios of RULES-PARLOUR.md §2, what each seat knows, resampling and
// the computer player.
#include <QtTest>

#include <set>

#include "ai/player.h"
#include "cards/rng.h"
#include "engine/session.h"
#include "parlour/i_suspect_you.h"
#include "parlour/i_suspect_you_player.h"
#include "parlour_helpers.h"

using namespace ct;
using namespace parlour_test;

namespace {

using IsyState = ISuspectYouState;

std::unique_ptr<IsyState> startWith(const Hands& hands)
{
    const int players = static_cast<int>(hands.size());
    return start<IsyState>("i-suspect-you", players, {{"dealer", "last"}}, dealFor(hands));
}

std::unique_ptr<IsyState> startSeeded(int players, std::uint32_t seed)
{
    return start<IsyState>("i-suspect-you", players, {}, std::nullopt, seed);
}

// A position: seat `seat` to lay a card called `call`, hands starting with
// `tops` and filled from the rest of the deck.
std::unique_ptr<IsyState> arranged(const std::vector<std::string>& tops, Seat seat, int call)
{
    auto state = startSeeded(static_cast<int>(tops.size()), 1);
    const auto ok = state->arrange(handsWithTops(frenchDeck(1), tops), seat, call);
    if (!ok)
        qFatal("arrange: %s", ok.error().text().c_str());
    return state;
}

void act(IsyState& state, const std::string& text)
{
    const Verdict verdict = state.play(text);
    QVERIFY2(verdict.legal(), (text + ": " + describe(verdict)).c_str());
}

// Everyone asked in the window passes.
void allPass(IsyState& state)
{
    while (state.phase() == IsyState::Phase::Window)
        act(state, "pass");
}

int countCards(const IsyState& state)
{
    int total = state.pileSize();
    for (Seat seat = 0; seat < state.playerCount(); ++seat)
        total += state.handSize(seat);
    return total;
}

} // namespace

class ISuspectYouTest : public QObject {
    Q_OBJECT

private slots:
    void openingIsEldestsLowestCard()
    {
        // Scenario 1: eldest's lowest card is the three of clubs (the three of
        // spades ties with it; the suit does not matter, the engine takes clubs).
        const std::string eldest = "3S 3C 4D 4H 5D 6H 7C 8C 9C 10C JC QC KC";
        const Hands hands = handsWithTops(frenchDeck(1), {eldest, "", "", ""});
        auto state = startWith(hands);
        QCOMPARE(state->dealer(), 3);
        QCOMPARE(state->eldest(), 0);
        QCOMPARE(state->pileSize(), 1);
        QCOMPARE(state->pile().front().card, card("3C"));
        QCOMPARE(state->pile().front().by, 0);
        QCOMPARE(state->plays(), 1);
        QCOMPARE(state->handSize(0), 12);
        // No window for the opening: the next seat lays, called "Four".
        QCOMPARE(state->phase(), IsyState::Phase::Play);
        QCOMPARE(state->currentPlayer(), 1);
        QCOMPARE(state->call(), 4);
        QVERIFY(!state->lastChallenge());
        // Eldest knows the card it laid; the others do not.
        QVERIFY(state->knows(0, card("3C")));
        QVERIFY(!state->knows(1, card("3C")));
    }

    void dealGivesTheOddCardsToTheFirstSeats()
    {
        auto state = start<IsyState>("i-suspect-you", 5, {{"dealer", "last"}}, std::nullopt, 7);
        // 52 = 5 x 10 + 2: seats 0 and 1 get 11, and seat 0 has laid one.
        QCOMPARE(state->scores(), (std::vector<int>{10, 11, 10, 10, 10}));
        std::set<Seat> dealers;
        for (std::uint32_t seed = 1; seed <= 20; ++seed)
            dealers.insert(startSeeded(4, seed)->dealer());
        QCOMPARE(dealers.size(), std::size_t(4));
    }

    void callsWrapFromKingToAce()
    {
        // Scenario 2.
        QCOMPARE(IsyState::nextCall(13), 1);
        QCOMPARE(IsyState::nextCall(1), 2);
        QCOMPARE(IsyState::callAfter(12, 3), 2);
        auto state = arranged({"5H", "6H", "7H"}, 1, 13);
        act(*state, "6H");
        allPass(*state);
        QCOMPARE(state->call(), 1);
        QCOMPARE(state->currentPlayer(), 2);
    }

    void firstChallengerClockwiseFromThePlayer()
    {
        // Scenario 3: four players; seat 2 lays the nine of clubs called "Seven".
        auto state = arranged({"5C", "6D", "9C", "7D"}, 0, 5);
        act(*state, "5C");
        allPass(*state);
        act(*state, "6D");
        allPass(*state);
        QCOMPARE(state->currentPlayer(), 2);
        QCOMPARE(state->call(), 7);
        const int before = state->handSize(2);
        act(*state, "play 9C");
        QCOMPARE(state->phase(), IsyState::Phase::Window);
        // The others are asked clockwise from the player: 3, 0, 1.
        QCOMPARE(state->currentPlayer(), 3);
        QCOMPARE(state->legalActions(), (std::vector<Action>{IsyState::suspect(3), IsyState::pass(3)}));
        act(*state, "suspect");
        QCOMPARE(state->currentPlayer(), 0);
        act(*state, "i suspect you");
        QCOMPARE(state->currentPlayer(), 1);
        act(*state, "pass");

        QVERIFY(state->lastChallenge());
        const IsyState::Challenge& challenge = *state->lastChallenge();
        QCOMPARE(challenge.challenger, 3);
        QCOMPARE(challenge.player, 2);
        QCOMPARE(challenge.card, card("9C"));
        QCOMPARE(challenge.call, 7);
        QVERIFY(!challenge.truthful);
        QCOMPARE(challenge.taker, 2);
        QCOMPARE(challenge.pileSize, 3);
        QCOMPARE(state->pileSize(), 0);
        QCOMPARE(state->handSize(2), before + 2);
        // Seat 3 lays next, called "Eight".
        QCOMPARE(state->currentPlayer(), 3);
        QCOMPARE(state->call(), 8);
        // Everyone saw the nine; seat 0 knows where its five went, seat 1 does not.
        for (Seat seat = 0; seat < 4; ++seat)
            QVERIFY(state->knows(seat, card("9C")));
        QVERIFY(state->knows(0, card("5C")));
        QVERIFY(!state->knows(1, card("5C")));
        QVERIFY(state->knows(2, card("5C")));
        QVERIFY(state->knows(1, card("6D")));
        QVERIFY(!state->knows(3, card("6D")));
    }

    void truthfulLastCardWins()
    {
        // Scenario 4: seat 1 lays its last card truthfully and seat 2 challenges.
        auto state = startSeeded(4, 1);
        Hands hands(4);
        hands[1] = cards("5H");
        const auto rest = restOf(frenchDeck(1), hands);
        for (std::size_t i = 0; i < rest.size(); ++i)
            hands[std::vector<std::size_t>{0, 2, 3}[i % 3]].push_back(rest[i]);
        QVERIFY(state->arrange(hands, 1, 5).ok());
        act(*state, "5H");
        QCOMPARE(state->currentPlayer(), 2);
        act(*state, "suspect");
        act(*state, "pass");
        act(*state, "pass");
        QVERIFY(state->isTerminal());
        QCOMPARE(state->ending(), IsyState::Ending::Emptied);
        QCOMPARE(state->winner(), 1);
        QVERIFY(state->lastChallenge()->truthful);
        QCOMPARE(state->lastChallenge()->taker, 2);
        QCOMPARE(state->handSize(2), 18);
        const Outcome outcome = state->outcome();
        QCOMPARE(outcome.result, Result::Lost);
        QCOMPARE(outcome.why, std::string("won"));
        // Then by cards held: seats 0 and 3 hold 17 each, seat 2 holds 18.
        QCOMPARE(outcome.places, (std::vector<int>{2, 1, 4, 2}));
        QVERIFY(state->legalActions().empty());
        QCOMPARE(state->currentPlayer(), kNoSeat);
        QCOMPARE(state->play("pass").reason, Reason::GameOver);
    }

    void falseLastCardPicksUpThePile()
    {
        auto state = startSeeded(2, 1);
        Hands hands = {cards("KH"), restOf(frenchDeck(1), {cards("KH")})};
        QVERIFY(state->arrange(hands, 0, 5).ok());
        act(*state, "KH");
        act(*state, "suspect");
        QVERIFY(!state->isTerminal());
        QCOMPARE(state->handSize(0), 1);
        QCOMPARE(state->lastChallenge()->taker, 0);
        QCOMPARE(state->currentPlayer(), 1);
        QCOMPARE(state->call(), 6);

        // An unchallenged last card wins at once.
        auto again = startSeeded(2, 1);
        QVERIFY(again->arrange(hands, 0, 5).ok());
        act(*again, "KH");
        act(*again, "pass");
        QVERIFY(again->isTerminal());
        QCOMPARE(again->winner(), 0);
        QCOMPARE(again->outcome().result, Result::Won);
        QCOMPARE(again->outcome().places, (std::vector<int>{1, 2}));
        QVERIFY(!again->lastChallenge());
    }

    void safetyCapRanksByCardsHeld()
    {
        auto state = startSeeded(3, 4);
        state->limitPlays(7);
        while (!state->isTerminal()) {
            if (state->phase() == IsyState::Phase::Window)
                act(*state, "pass");
            else
                QVERIFY(state->play(state->legalActions().front()).legal());
        }
        QCOMPARE(state->ending(), IsyState::Ending::Cap);
        QCOMPARE(state->plays(), 7);
        const Outcome outcome = state->outcome();
        QCOMPARE(outcome.why, std::string("endless"));
        std::vector<long long> standing;
        for (int held : state->scores())
            standing.push_back(-held);
        QCOMPARE(outcome.places, parlour::placesByStanding(standing));
        const bool sharedFirst = std::count(outcome.places.begin(), outcome.places.end(), 1) > 1;
        if (outcome.places[0] == 1)
            QCOMPARE(outcome.result, sharedFirst ? Result::Draw : Result::Won);
        else
            QCOMPARE(outcome.result, Result::Lost);
    }

    void refusalsAndActionText()
    {
        auto state = arranged({"5C", "6D", "9C"}, 0, 5);
        QCOMPARE(state->play("suspect").reason, Reason::NotAvailableNow);
        QCOMPARE(state->play("pass").reason, Reason::NotAvailableNow);
        const Verdict notHeld = state->play("6D");
        QCOMPARE(notHeld.reason, Reason::NoSuchCard);
        QCOMPARE(notHeld.card, card("6D"));
        QCOMPARE(state->check(IsyState::playCard(1, card("6D"))).reason, Reason::NotYourTurn);
        QCOMPARE(state->check(IsyState::playCard(1, card("6D"))).number, 0);
        QCOMPARE(state->check(Action{9, 0, 0, 0, {}}).reason, Reason::NotUnderstood);
        QCOMPARE(state->check(Action{IsyState::Play, 0, 0, 0, {}}).reason, Reason::NotUnderstood);
        for (const char* bad : {"", "play", "lay 5C", "suspect 2", "5X", "JK"}) {
            auto parsed = state->parseAction(bad);
            QVERIFY2(!parsed.ok(), bad);
            QVERIFY(parsed.error().message.find("suspect") != std::string::npos);
        }
        QCOMPARE(state->actionText(IsyState::playCard(0, card("10C"))), std::string("10C"));
        act(*state, "5c");
        QCOMPARE(state->play("5C").reason, Reason::NotAvailableNow);
        QCOMPARE(state->check(IsyState::suspect(2)).reason, Reason::NotYourTurn);
        QCOMPARE(state->check(IsyState::suspect(2)).number, 1);
        QCOMPARE(state->actionText(IsyState::suspect(1)), std::string("suspect"));
        QCOMPARE(state->actionText(IsyState::pass(1)), std::string("pass"));
        QVERIFY(state->describe().find("suspect or pass?") != std::string::npos);
        QVERIFY(stateJson(*state).find("\"window\":true") != std::string::npos);
        // Bad arrangements are refused with a reason.
        QVERIFY(!state->arrange({cards("5C")}, 0, 5).ok());
        QVERIFY(!state->arrange(handsWithTops(frenchDeck(1), {"", "", ""}), 0, 14).ok());
    }

    void observationHidesWhatASeatCannotKnow()
    {
        auto state = arranged({"5C", "6D", "9C", "7D"}, 0, 5);
        act(*state, "5C");
        const Observation mine = state->observe(0);
        const Observation theirs = state->observe(1);
        QCOMPARE(mine.zones.back().id, std::string("pile"));
        QVERIFY(mine.zones.back().cards[0].known);
        QCOMPARE(mine.zones.back().cards[0].card, card("5C"));
        QVERIFY(!theirs.zones.back().cards[0].known);
        QCOMPARE(theirs.zones.back().cards[0].card, Card{});
        for (Seat seat = 0; seat < 4; ++seat)
            for (const PlacedCard& placed : theirs.zones[static_cast<std::size_t>(seat)].cards) {
                QCOMPARE(placed.known, seat == 1);
                // A seat sees the faces of its own hand only; the table sees backs.
                QCOMPARE(placed.faceUp, seat == 1);
            }
        for (const Zone& zone : state->zones())
            if (zone.kind == ZoneKind::Hand)
                for (const PlacedCard& placed : zone.cards)
                    QVERIFY(!placed.faceUp);
        QCOMPARE(theirs.scores, state->scores());
    }

    void resampleKeepsWhatTheSeatKnows()
    {
        auto state = startSeeded(4, 3);
        Rng rng(11);
        auto playSome = [&](int count) {
            for (int i = 0; i < count && !state->isTerminal(); ++i) {
                const auto actions = state->legalActions();
                state->apply(actions[rng.below(static_cast<std::uint32_t>(actions.size()))]);
            }
        };
        for (int round = 0; round < 6; ++round) {
            playSome(9);
            if (state->isTerminal())
                break;
            for (Seat seat = 0; seat < 4; ++seat) {
                auto copy = state->resample(seat, rng);
                auto* sample = dynamic_cast<IsyState*>(copy.get());
                QVERIFY(sample);
                QCOMPARE(sample->observe(seat).zones, state->observe(seat).zones);
                QCOMPARE(sample->scores(), state->scores());
                QCOMPARE(sample->call(), state->call());
                QCOMPARE(countCards(*sample), 52);
                std::vector<Card> all = sample->allCards();
                std::sort(all.begin(), all.end());
                QCOMPARE(all, frenchDeck(1));
                for (const auto& laid : sample->pile())
                    QVERIFY(sample->knows(laid.by, laid.card));
            }
        }
        // The opening card's rank is known to all, so it stays.
        auto fresh = startSeeded(4, 5);
        for (int i = 0; i < 20; ++i) {
            auto copy = fresh->resample(2, rng);
            const auto* sample = dynamic_cast<IsyState*>(copy.get());
            QCOMPARE(sample->pile().front().card.rank, fresh->pile().front().card.rank);
        }
        // Hidden cards do move.
        bool moved = false;
        for (int i = 0; i < 5 && !moved; ++i)
            moved = dynamic_cast<IsyState*>(fresh->resample(0, rng).get())->hand(1) != fresh->hand(1);
        QVERIFY(moved);
    }

    void computerChoosesCards()
    {
        // Truthful when it can.
        QCOMPARE(isuspect::chooseCard(cards("2C 7H 9S"), 7, 4), card("7H"));
        // Three cards and four players: its last play is called 7 + 2 x 4 = 2
        // (wrapping), so the two is kept back and the bluff is the card it
        // needs latest: from call 7 its calls go 11, 2, 6, 10, 1 ...
        QCOMPARE(isuspect::chooseCard(cards("2C 6H 10S"), 7, 4), card("10S"));
        // The card for its last play (call 3 + 2 x 2 = 7) is kept back even
        // when it is the one its calls reach last.
        QCOMPARE(isuspect::chooseCard(cards("5D 5H 7C"), 3, 2), card("5D"));
        QCOMPARE(isuspect::chooseCard(cards("QS"), 3, 2), card("QS"));

        QCOMPARE(isuspect::truthChance(10, 0, 3), 0.0);
        QCOMPARE(isuspect::truthChance(10, 10, 3), 1.0);
        // 1 - C(36,13)/C(39,13) = 1 - (26*25*24)/(39*38*37)
        const double expected = 1.0 - 26.0 * 25 * 24 / (39.0 * 38 * 37);
        QVERIFY(std::abs(isuspect::truthChance(39, 3, 13) - expected) < 1e-12);
    }

    void computerChallengesByCounting()
    {
        // Seat 0 holds all four sevens: a call of "Seven" by anyone is false.
        auto state = arranged({"7C 7D 7H 7S", "2C", "3C"}, 1, 7);
        act(*state, "2C");
        QCOMPARE(state->currentPlayer(), 2);
        act(*state, "pass");
        QCOMPARE(state->currentPlayer(), 0);
        QVERIFY(isuspect::wantsToChallenge(*state, 0));
        auto player = makePlayer("i-suspect-you", Level::Basic);
        Rng rng(1);
        QCOMPARE(player->choose(*state, rng, Budget{}), IsyState::suspect(0));

        // With a big hand behind the play and copies unseen, it lets it stand.
        auto other = arranged({"4C", "2C", "3C"}, 1, 7);
        act(*other, "2C");
        act(*other, "pass");
        QVERIFY(!isuspect::wantsToChallenge(*other, 0));
    }

    void computerDecidesFromWhatItSees()
    {
        // Decisions do not change when the hidden cards are dealt differently.
        auto player = makePlayer("i-suspect-you", Level::Strong);
        Rng shuffle(5);
        for (std::uint32_t seed = 1; seed <= 6; ++seed) {
            auto state = startSeeded(4, seed);
            for (int step = 0; step < 120 && !state->isTerminal(); ++step) {
                const Seat seat = state->currentPlayer();
                Rng a(step), b(step);
                const Action chosen = player->choose(*state, a, Budget{});
                auto sample = state->resample(seat, shuffle);
                QCOMPARE(player->choose(*sample, b, Budget{}), chosen);
                QVERIFY(state->play(chosen).legal());
            }
        }
    }

    void computersPlayWholeGames()
    {
        for (int players = 2; players <= 6; ++players) {
            for (std::uint32_t seed = 1; seed <= 8; ++seed) {
                auto state = startSeeded(players, seed);
                auto player = makePlayer("i-suspect-you", Level::Basic);
                Rng rng(seed);
                while (!state->isTerminal()) {
                    QVERIFY(state->play(player->choose(*state, rng, Budget{})).legal());
                    QCOMPARE(countCards(*state), 52);
                }
                const Outcome outcome = state->outcome();
                QCOMPARE(outcome.places.size(), std::size_t(players));
                QVERIFY(state->plays() <= IsyState::kPlayCap);
                if (state->ending() == IsyState::Ending::Emptied)
                    QCOMPARE(outcome.places[static_cast<std::size_t>(state->winner())], 1);
            }
        }
    }

    void recordReplays()
    {
        GameSetup setup;
        setup.players = 3;
        setup.seed = 9;
        auto session = GameSession::start(*findGame("i-suspect-you"), setup);
        QVERIFY(session.ok());
        auto player = makePlayer("i-suspect-you", Level::Basic);
        Rng rng(2);
        for (int i = 0; i < 60 && !session->state().isTerminal(); ++i)
            QVERIFY(session->play(player->choose(session->state(), rng, Budget{})).legal());
        auto replayed = replayRecord(*parseRecord(formatRecord(session->record())));
        QVERIFY(replayed.ok());
        QCOMPARE((*replayed)->fingerprint(), session->state().fingerprint());
    }
};

QTEST_GUILESS_MAIN(ISuspectYouTest)
#include "i_suspect_you_test.moc"
