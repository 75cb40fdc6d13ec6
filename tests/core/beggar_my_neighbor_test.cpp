// Beggar My Neighbor: the deal, the running-out rulings, loop detection and
// the test scenarios of RULES-PARLOUR.md §1.
#include <QtTest>

#include <algorithm>
#include <map>
#include <set>

#include "cards/deck.h"
#include "engine/session.h"
#include "parlour/beggar_duel.h"
#include "parlour/beggar_my_neighbor.h"

using namespace ct;

namespace {

using Packs = std::vector<std::vector<Card>>;

const Game& beggar()
{
    return *findGame("beggar-my-neighbor");
}

// The share of a 52-card deal each seat receives: the first seats dealt to
// take the odd cards.
std::size_t shareOf(int seat, int players)
{
    return static_cast<std::size_t>(52 / players + (seat < 52 % players ? 1 : 0));
}

// Concrete cards for hand strings of classes (top card first, '-' for a
// plain card): each class takes the next unused card of that class in deck
// order, so the packs match the strings whatever the suits.
Packs packsFromClasses(const std::vector<std::string>& hands)
{
    std::map<char, std::vector<Card>> unused;
    const auto deck = frenchDeck(1);
    for (auto it = deck.rbegin(); it != deck.rend(); ++it)
        unused[BeggarMyNeighborState::classOf(*it)].push_back(*it);
    Packs packs;
    for (const std::string& hand : hands) {
        packs.emplace_back();
        for (char cls : hand) {
            auto& pool = unused[cls];
            if (pool.empty())
                qFatal("hand strings use too many cards of class %c", cls);
            packs.back().push_back(pool.back());
            pool.pop_back();
        }
    }
    return packs;
}

// Packs with the given cards on top, each filled up to its share with the
// rest of the deck in deck order.
Packs packsWithTops(const std::vector<std::string>& tops)
{
    const int players = static_cast<int>(tops.size());
    Packs packs;
    std::vector<Card> rest = frenchDeck(1);
    for (const std::string& top : tops) {
        packs.push_back(*parseCards(top));
        for (const Card& card : packs.back())
            rest.erase(std::find(rest.begin(), rest.end(), card));
    }
    std::size_t next = 0;
    for (int seat = 0; seat < players; ++seat)
        while (packs[seat].size() < shareOf(seat, players))
            packs[seat].push_back(rest[next++]);
    return packs;
}

// The deal that gives these packs when seat 0 is eldest: one card at a time
// round the table, so a seat's k-th card is dealt in round k.
std::vector<Card> dealFor(const Packs& packs)
{
    const int players = static_cast<int>(packs.size());
    std::vector<Card> deal;
    for (std::size_t i = 0; i < 52; ++i) {
        const auto& pack = packs[i % static_cast<std::size_t>(players)];
        deal.push_back(pack.at(i / static_cast<std::size_t>(players)));
    }
    return deal;
}

// A game where the last seat deals, so seat 0 (P1, A) is eldest and leads.
std::unique_ptr<BeggarMyNeighborState> startWithPacks(const Packs& packs)
{
    GameSetup setup;
    setup.players = static_cast<int>(packs.size());
    setup.options = {{"dealer", "last"}};
    setup.deal = dealFor(packs);
    auto state = beggar().start(setup);
    if (!state)
        qFatal("cannot start: %s", state.error().text().c_str());
    auto* game = static_cast<BeggarMyNeighborState*>(state->release());
    for (int seat = 0; seat < setup.players; ++seat)
        if (game->pack(seat) != packs[static_cast<std::size_t>(seat)])
            qFatal("seat %d was not dealt the pack asked for", seat);
    return std::unique_ptr<BeggarMyNeighborState>(game);
}

std::unique_ptr<BeggarMyNeighborState> startSeeded(int players, std::uint32_t seed,
                                                   const std::string& dealer = "random")
{
    GameSetup setup;
    setup.players = players;
    setup.seed = seed;
    setup.options = {{"dealer", dealer}};
    auto state = beggar().start(setup);
    return std::unique_ptr<BeggarMyNeighborState>(static_cast<BeggarMyNeighborState*>(state->release()));
}

void turnCard(BeggarMyNeighborState& state)
{
    const Verdict verdict = state.play("turn");
    QVERIFY2(verdict.legal(), describe(verdict).c_str());
}

void playToEnd(BeggarMyNeighborState& state, int maxTurns = 1'000'000)
{
    for (int i = 0; i < maxTurns && !state.isTerminal(); ++i)
        state.apply(BeggarMyNeighborState::turn(state.currentPlayer()));
}

// The cards of the deck that none of the packs holds, in deck order.
std::vector<Card> restOfDeck(const Packs& packs)
{
    std::vector<Card> rest;
    for (const Card& card : frenchDeck(1)) {
        bool used = false;
        for (const auto& pack : packs)
            used = used || std::find(pack.begin(), pack.end(), card) != pack.end();
        if (!used)
            rest.push_back(card);
    }
    return rest;
}

std::vector<Card> lastCards(const std::vector<Card>& pack, std::size_t count)
{
    return {pack.end() - static_cast<std::ptrdiff_t>(count), pack.end()};
}

const std::vector<std::string> kRucklidge = {"-J------Q------AAA-----QQ-", "K----JA-----------KQ-K-JJK"};
const std::vector<std::string> kCasella = {"---K---Q-KQAJ-----AAJ--J--", "----------Q----KQ-J-----KA"};

} // namespace

class BeggarMyNeighborTest : public QObject {
    Q_OBJECT

private slots:

    // The fast simulator behind `bench bmn` agrees with the real game on
    // seeded deals: the same cards, tricks and winner, and endless exactly
    // when the real game finds a repeat.
    void fastDuelMatchesTheGame()
    {
        BeggarDuelDeal deal;
        std::vector<std::uint8_t> scratch;
        int finished = 0;
        for (std::uint32_t seed : {1u, 2u, 3u, 34104u, 160819u}) {
            std::vector<std::uint32_t> seeds{seed};
            for (std::uint32_t s = 100; s < 400; ++s)
                seeds.push_back(s);
            for (std::uint32_t s : seed == 1u ? seeds : std::vector<std::uint32_t>{seed}) {
                GameSetup setup;
                setup.seed = s;
                auto started = beggar().start(setup);
                QVERIFY(static_cast<bool>(started));
                auto& real = static_cast<BeggarMyNeighborState&>(**started);
                beggarDuelDeal(s, deal, scratch);
                const Seat eldest = real.eldest();
                for (int i = 0; i < 52; ++i)
                    QCOMPARE(static_cast<int>(deal[static_cast<std::size_t>(i)]),
                             BeggarMyNeighborState::penaltyOf(
                                 real.pack((eldest + i) % 2)[static_cast<std::size_t>(i / 2)]));
                while (!real.isTerminal())
                    real.apply(BeggarMyNeighborState::turn(real.currentPlayer()));
                const BeggarDuelResult fast = playBeggarDuel(deal);
                QCOMPARE(fast.ending == BeggarDuelResult::Ending::AllCards,
                         real.ending() == BeggarMyNeighborState::Ending::AllCards);
                if (fast.ending != BeggarDuelResult::Ending::AllCards)
                    continue;
                ++finished;
                QCOMPARE(fast.cardsPlayed, real.cardsPlayed());
                QCOMPARE(fast.tricks, real.tricksCompleted());
                QCOMPARE((eldest + fast.winner) % 2, static_cast<int>(real.leader()));
            }
        }
        QVERIFY(finished > 250);
    }

    void dealsRoundTheTableFromEldest()
    {
        auto state = startSeeded(3, 1, "last");
        QCOMPARE(state->dealer(), 2);
        QCOMPARE(state->eldest(), 0);
        QCOMPARE(state->currentPlayer(), 0);
        QCOMPARE(state->packSize(0), 18);
        QCOMPARE(state->packSize(1), 17);
        QCOMPARE(state->packSize(2), 17);
        const auto deal = shuffledDeck(frenchDeck(1), 1);
        // The first card a seat receives is the top of its pack.
        QCOMPARE(state->pack(0)[0], deal[0]);
        QCOMPARE(state->pack(1)[0], deal[1]);
        QCOMPARE(state->pack(2)[0], deal[2]);
        QCOMPARE(state->pack(0)[1], deal[3]);

        // A random dealer comes from the seed: the same seed, the same dealer,
        // and eldest (who leads) gets the odd card.
        std::set<Seat> dealers;
        for (std::uint32_t seed = 1; seed <= 20; ++seed) {
            auto random = startSeeded(3, seed);
            QCOMPARE(random->dealer(), startSeeded(3, seed)->dealer());
            QCOMPARE(random->currentPlayer(), random->eldest());
            QCOMPARE(random->packSize(random->eldest()), 18);
            QCOMPARE(random->pack(random->eldest())[0], shuffledDeck(frenchDeck(1), seed)[0]);
            dealers.insert(random->dealer());
        }
        QCOMPARE(dealers.size(), std::size_t(3));
    }

    void rucklidgeRecordDeal()
    {
        // Scenario 1: P2 wins after 1122 tricks and 7959 cards.
        auto state = startWithPacks(packsFromClasses(kRucklidge));
        playToEnd(*state);
        QVERIFY(state->isTerminal());
        QCOMPARE(state->ending(), BeggarMyNeighborState::Ending::AllCards);
        QCOMPARE(state->tricksCompleted(), 1122);
        QCOMPARE(state->cardsPlayed(), 7959);
        QCOMPARE(state->packSize(1), 52);
        QCOMPARE(state->eliminationOrder(), std::vector<Seat>{0});
        const Outcome outcome = state->outcome();
        QCOMPARE(outcome.result, Result::Lost);
        QCOMPARE(outcome.why, std::string("won"));
        QCOMPARE(outcome.places, (std::vector<int>{2, 1}));

        // Through a session (a state kept per card) and its record, the same end.
        GameSetup setup;
        setup.players = 2;
        setup.options = {{"dealer", "last"}};
        setup.deal = dealFor(packsFromClasses(kRucklidge));
        auto session = GameSession::start(beggar(), setup);
        QVERIFY(session.ok());
        while (!session->state().isTerminal())
            QVERIFY(session->play(session->state().legalActions().front()).legal());
        QCOMPARE(session->state().fingerprint(), state->fingerprint());
        auto replayed = replayRecord(*parseRecord(formatRecord(session->record())));
        QVERIFY(replayed.ok());
        QCOMPARE((*replayed)->fingerprint(), state->fingerprint());
    }

    // The fast simulator on the two famous deals: Rucklidge's long game to
    // its end, and Casella's endless one told apart from a long one.
    void fastDuelKnowsTheFamousDeals()
    {
        auto duelDeal = [](const std::vector<std::string>& hands) {
            auto penalty = [](char cls) { return std::string_view("-JQKA").find(cls); };
            BeggarDuelDeal deal{};
            for (std::size_t i = 0; i < 26; ++i) {
                deal[2 * i] = static_cast<std::uint8_t>(penalty(hands[0][i]));
                deal[2 * i + 1] = static_cast<std::uint8_t>(penalty(hands[1][i]));
            }
            return deal;
        };
        const BeggarDuelResult rucklidge = playBeggarDuel(duelDeal(kRucklidge));
        QVERIFY(rucklidge.ending == BeggarDuelResult::Ending::AllCards);
        QCOMPARE(rucklidge.tricks, 1122);
        QCOMPARE(rucklidge.cardsPlayed, 7959);
        QCOMPARE(rucklidge.winner, 1);

        const BeggarDuelResult casella = playBeggarDuel(duelDeal(kCasella));
        QVERIFY(casella.ending == BeggarDuelResult::Ending::Endless);
        // Brent's method sees the loop of 62 tricks some time after it began.
        QVERIFY(casella.tricks >= 66 && casella.tricks < 66 + 2 * 62);
        // A cap below the loop's first return is not mistaken for an ending.
        QVERIFY(playBeggarDuel(duelDeal(kCasella), 30).ending == BeggarDuelResult::Ending::Cap);
    }

    void casellaEndlessDeal()
    {
        // Scenario 2: the key after 4 tricks comes back after 66.
        auto state = startWithPacks(packsFromClasses(kCasella));
        std::string keyAfterFour;
        while (!state->isTerminal()) {
            turnCard(*state);
            if (state->tricksCompleted() == 4 && keyAfterFour.empty())
                keyAfterFour = state->classKey();
        }
        QCOMPARE(state->ending(), BeggarMyNeighborState::Ending::Repeat);
        QVERIFY(state->endless());
        QCOMPARE(state->repeatedFromTrick(), 4);
        QCOMPARE(state->tricksCompleted(), 66);
        QCOMPARE(state->tricksCompleted() - state->repeatedFromTrick(), 62);
        QCOMPARE(state->cardsPlayed(), 474);
        QCOMPARE(state->classKey(), keyAfterFour);
        QCOMPARE(state->historySize(), 66); // tricks 1..66 each recorded their start
        const Outcome outcome = state->outcome();
        QCOMPARE(outcome.result, Result::Draw);
        QCOMPARE(outcome.why, std::string("endless"));
        QCOMPARE(outcome.places, (std::vector<int>{1, 1}));
        QVERIFY(state->eliminationOrder().empty());
        QVERIFY(state->legalActions().empty());
        QCOMPARE(state->currentPlayer(), kNoSeat);
    }

    void trickCapEndsInADraw()
    {
        auto state = startWithPacks(packsFromClasses(kCasella));
        QCOMPARE(state->trickCap(), 20'000);
        state->limitTricks(50);
        playToEnd(*state);
        QCOMPARE(state->ending(), BeggarMyNeighborState::Ending::Cap);
        QCOMPARE(state->tricksCompleted(), 50);
        QCOMPARE(state->outcome().result, Result::Draw);
        QCOMPARE(state->outcome().why, std::string("endless"));
    }

    void penaltyCardStopsAPayment()
    {
        // Scenario 3: A plays K; B pays 4 then Q; C pays 5 and 9 to B.
        auto state = startWithPacks(packsWithTops({"KS", "4C QD", "5H 9C"}));
        turnCard(*state);
        QCOMPARE(state->claimant(), 0);
        QCOMPARE(state->owed(), 3);
        QCOMPARE(state->currentPlayer(), 1);
        turnCard(*state);
        QCOMPARE(state->owed(), 2);
        QCOMPARE(state->currentPlayer(), 1);
        turnCard(*state);
        QCOMPARE(state->claimant(), 1);
        QCOMPARE(state->owed(), 2);
        QCOMPARE(state->currentPlayer(), 2);
        turnCard(*state);
        QCOMPARE(state->owed(), 1);
        QCOMPARE(state->currentPlayer(), 2);
        QCOMPARE(cardsText(state->pile()), std::string("KS 4C QD 5H"));
        turnCard(*state);

        QCOMPARE(state->tricksCompleted(), 1);
        QCOMPARE(state->cardsPlayed(), 5);
        QVERIFY(state->pile().empty());
        QCOMPARE(state->claimant(), kNoSeat);
        QCOMPARE(state->owed(), 0);
        QCOMPARE(state->leader(), 1);
        QCOMPARE(state->currentPlayer(), 1);
        QCOMPARE(state->scores(), (std::vector<int>{17, 20, 15}));
        // Under B's pack, the king will come up first of the five.
        QCOMPARE(cardsText(lastCards(state->pack(1), 5)), std::string("KS 4C QD 5H 9C"));
    }

    void payerRunsOutAndLoses()
    {
        // Scenario 4: A plays the ace of spades; B pays his last two plain cards.
        const auto bPack = *parseCards("2C 3D");
        std::vector<Card> aPack = *parseCards("AS");
        for (const Card& card : restOfDeck({aPack, bPack}))
            aPack.push_back(card);
        for (Seat human : {0, 1}) {
            auto state = startSeeded(2, 1);
            const Seat a = human == 0 ? 0 : 1;
            const Seat b = 1 - a;
            Packs packs(2);
            packs[a] = aPack;
            packs[b] = bPack;
            QVERIFY(state->arrange(packs, a).ok());
            turnCard(*state);
            QCOMPARE(state->claimant(), a);
            QCOMPARE(state->owed(), 4);
            turnCard(*state);
            QCOMPARE(state->owed(), 3);
            QVERIFY(!state->isTerminal());
            turnCard(*state);

            QVERIFY(state->isTerminal());
            QCOMPARE(state->cardsPlayed(), 3);
            QCOMPARE(state->tricksCompleted(), 1);
            QCOMPARE(state->packSize(a), 52);
            QCOMPARE(cardsText(lastCards(state->pack(a), 3)), std::string("AS 2C 3D"));
            QCOMPARE(state->eliminationOrder(), std::vector<Seat>{b});
            const Outcome outcome = state->outcome();
            QCOMPARE(outcome.result, a == 0 ? Result::Won : Result::Lost);
            QCOMPARE(outcome.places[a], 1);
            QCOMPARE(outcome.places[b], 2);
            QCOMPARE(state->currentPlayer(), kNoSeat);
            QVERIFY(state->legalActions().empty());
        }
    }

    void claimantWithAnEmptyPackIsPaid()
    {
        // A leads his only card, a king, and stays in to collect the payment.
        Packs packs = {*parseCards("KS"), *parseCards("2C 3C 4C"), {}};
        packs[2] = restOfDeck(packs);
        auto state = startSeeded(3, 1);
        QVERIFY(state->arrange(packs, 0).ok());
        turnCard(*state);
        QCOMPARE(state->packSize(0), 0);
        QVERIFY(!state->eliminated(0));
        turnCard(*state);
        turnCard(*state);
        turnCard(*state);
        QCOMPARE(state->tricksCompleted(), 1);
        QVERIFY(!state->eliminated(0));
        QCOMPARE(cardsText(state->pack(0)), std::string("KS 2C 3C 4C"));
        QCOMPARE(state->currentPlayer(), 0);
        QVERIFY(state->eliminationOrder().empty());
    }

    void emptySeatIsOutWhenPassedOver()
    {
        // A turns his last card; he is eliminated only when the turn next
        // passes him by, and finishes last.
        Packs packs = {*parseCards("2C"), *parseCards("JS 3C"), *parseCards("4C 5C")};
        for (const Card& card : restOfDeck(packs))
            packs[static_cast<std::size_t>(1 + card.rank % 2)].push_back(card);
        auto state = startSeeded(3, 1);
        QVERIFY(state->arrange(packs, 0).ok());
        turnCard(*state); // A: 2C
        turnCard(*state); // B: JS, C owes 1
        QCOMPARE(state->currentPlayer(), 2);
        turnCard(*state); // C: 4C, B takes the pile
        QCOMPARE(state->currentPlayer(), 1);
        QVERIFY(!state->eliminated(0));
        QVERIFY(state->classKey().starts_with("1||"));
        turnCard(*state); // B: 3C
        QVERIFY(!state->eliminated(0));
        turnCard(*state); // C: 5C, passes A by
        QVERIFY(state->eliminated(0));
        QCOMPARE(state->currentPlayer(), 1);
        QCOMPARE(state->eliminationOrder(), std::vector<Seat>{0});

        playToEnd(*state);
        QVERIFY(state->isTerminal());
        // Out before the end, seat 0 has lost even if the others go round for ever.
        const Outcome outcome = state->outcome();
        QCOMPARE(outcome.places[0], 3);
        QCOMPARE(outcome.result, Result::Lost);
    }

    void actionTextAndRefusals()
    {
        auto state = startWithPacks(packsFromClasses(kRucklidge));
        QVERIFY(state->parseAction("turn").ok());
        QVERIFY(state->parseAction("  TuRn ").ok());
        QCOMPARE(*state->parseAction("turn"), BeggarMyNeighborState::turn(0));
        QCOMPARE(state->actionText(BeggarMyNeighborState::turn(0)), std::string("turn"));
        for (const char* bad : {"play", "turn 1", "", "snap", "move pack0 pile"}) {
            auto parsed = state->parseAction(bad);
            QVERIFY2(!parsed.ok(), bad);
            QVERIFY(parsed.error().message.find("'turn'") != std::string::npos);
        }
        QCOMPARE(state->play("flip").reason, Reason::NotUnderstood);
        QCOMPARE(state->cardsPlayed(), 0);

        // Seat 1 may not turn while it is seat 0's turn.
        const Verdict wrongSeat = state->check(BeggarMyNeighborState::turn(1));
        QCOMPARE(wrongSeat.reason, Reason::NotYourTurn);
        QCOMPARE(wrongSeat.number, 0);
        QCOMPARE(state->play(BeggarMyNeighborState::turn(1)).reason, Reason::NotYourTurn);
        QCOMPARE(state->cardsPlayed(), 0);
        QCOMPARE(state->check(Action{7, 0, 0, 0, {}}).reason, Reason::NotUnderstood);
        QCOMPARE(state->legalActions(), std::vector<Action>{BeggarMyNeighborState::turn(0)});

        playToEnd(*state);
        QCOMPARE(state->play("turn").reason, Reason::GameOver);
        QCOMPARE(state->check(BeggarMyNeighborState::turn(1)).reason, Reason::GameOver);
    }

    void zonesAndWhatSeatsSee()
    {
        auto state = startWithPacks(packsWithTops({"KS", "4C QD", "5H 9C"}));
        turnCard(*state);
        const auto zones = state->zones();
        QCOMPARE(zones.size(), std::size_t(4));
        for (Seat seat = 0; seat < 3; ++seat) {
            const Zone& pack = zones[static_cast<std::size_t>(seat)];
            QCOMPARE(pack.id, "pack" + std::to_string(seat));
            QCOMPARE(pack.kind, ZoneKind::Stock);
            QCOMPARE(pack.owner, seat);
            QCOMPARE(pack.cards.back().card, state->pack(seat).front());
            for (const PlacedCard& placed : pack.cards)
                QVERIFY(!placed.faceUp);
        }
        QCOMPARE(zones[3].id, std::string("pile"));
        QCOMPARE(zones[3].kind, ZoneKind::Trick);
        QCOMPARE(zones[3].cards.size(), std::size_t(1));
        QVERIFY(zones[3].cards[0].faceUp);
        // Nobody knows the order of a pack, not even its owner.
        const Observation view = state->observe(1);
        for (std::size_t z = 0; z < 3; ++z)
            for (const PlacedCard& placed : view.zones[z].cards)
                QVERIFY(!placed.known);
        QCOMPARE(view.zones[3].cards[0].card, *parseCard("KS"));

        QVERIFY(state->describe().find("owes 3") != std::string::npos);
        const std::string json = stateJson(*state);
        QVERIFY(json.find("\"packSizes\":[17,17,17]") != std::string::npos);
        QVERIFY(json.find("\"claimant\":0") != std::string::npos);
        QVERIFY(json.find("\"owed\":3") != std::string::npos);
    }

    void seedsPlayToAnEnd()
    {
        for (int players = 2; players <= 6; ++players) {
            for (std::uint32_t seed = 1; seed <= 30; ++seed) {
                auto state = startSeeded(players, seed);
                playToEnd(*state);
                QVERIFY(state->isTerminal());
                int held = 0;
                for (int count : state->scores())
                    held += count;
                QCOMPARE(held, 52);
                const Outcome outcome = state->outcome();
                QCOMPARE(outcome.places.size(), std::size_t(players));
                QVERIFY(std::count(outcome.places.begin(), outcome.places.end(), 1) >= 1);
                if (state->ending() == BeggarMyNeighborState::Ending::AllCards) {
                    QCOMPARE(outcome.why, std::string("won"));
                    QCOMPARE(state->eliminationOrder().size(), std::size_t(players - 1));
                    QCOMPARE(std::count(outcome.places.begin(), outcome.places.end(), 1), 1);
                } else {
                    QCOMPARE(outcome.why, std::string("endless"));
                }
            }
        }
    }
};

QTEST_GUILESS_MAIN(BeggarMyNeighborTest)
#include "beggar_my_neighbor_test.moc"
