// The rule-based players of the trick games: registered per game, blind to
// hidden cards, always legal, sensible in the classic spots, and far better
// than random play.
#include <QtTest>

#include "ai/trick_player.h"
#include "trick_testing.h"
#include "tricks/kentucky_discard.h"

using namespace ct;
using namespace ct::testing;

namespace {

// Kentucky Discard with seat 3 dealing, cards named per seat, the nest given.
std::unique_ptr<State> kentucky(const std::vector<std::string>& named, const std::string& nest,
                                const std::vector<std::string>& without = {})
{
    auto state = startGame("kentucky-discard", 4, {}, 1);
    const std::vector<Card> deck = KentuckyDiscardState::variantDeck("standard");
    const std::vector<Card> nestCards = cards(nest);
    const auto hands = fillHands(named, {9, 9, 9, 9}, deck, nestCards, without);
    std::vector<Card> order;
    for (std::size_t round = 0; round < 9; ++round) {
        for (std::size_t seat = 0; seat < 4; ++seat)
            order.push_back(hands[seat][round]);
        if (round < 5)
            order.push_back(nestCards[round]);
    }
    if (!tricksOf(*state).arrangeRound(3, order).ok())
        qFatal("bad arrangement");
    return state;
}

Action basicChoice(const State& state)
{
    auto player = makePlayer(state.game().id(), Level::Basic);
    Rng rng(1);
    return player->choose(state, rng, Budget{});
}

} // namespace

class TrickPlayersTest : public QObject {
    Q_OBJECT

private slots:
    void eachGameHasItsPlayers()
    {
        for (const char* id : {"high14", "rook-for-two", "kentucky-discard"}) {
            QCOMPARE(makePlayer(id, Level::Basic)->name(), std::string("basic"));
            QCOMPARE(makePlayer(id, Level::Strong)->name(), std::string("strong"));
            QCOMPARE(makePlayer(id, Level::Random)->name(), std::string("random"));
        }
        QCOMPARE(makePlayer("klondike", Level::Basic)->name(), std::string("patience"));
        QCOMPARE(makePlayer("klondike", Level::Random)->name(), std::string("random"));
    }

    // The same observation gives the same decision, however the hidden
    // cards lie; and every decision is legal.
    void decisionsDependOnlyOnWhatTheSeatMayKnow()
    {
        for (const TrickGameCase& game : kTrickGameCases) {
            for (std::uint32_t seed = 1; seed <= 3; ++seed) {
                auto state = startGame(game.id, game.players, game.options, seed);
                auto player = makePlayer(game.id, Level::Basic);
                Rng sampler(seed);
                for (int step = 0; step < 300 && !state->isTerminal(); ++step) {
                    Rng rng(step);
                    const Action chosen = player->choose(*state, rng, Budget{});
                    QVERIFY2(state->check(chosen).legal(),
                        (std::string(game.id) + ": " + state->actionText(chosen)).c_str());
                    if (step % 3 == 0) {
                        for (int sample = 0; sample < 3; ++sample) {
                            auto other = state->resample(state->currentPlayer(), sampler);
                            Rng again(step);
                            const Action elsewhere = player->choose(*other, again, Budget{});
                            QVERIFY2(elsewhere == chosen,
                                (std::string(game.id) + " step " + std::to_string(step) + ": "
                                    + state->actionText(chosen) + " vs " + state->actionText(elsewhere))
                                    .c_str());
                        }
                    }
                    state->apply(chosen);
                }
            }
        }
    }

    // The search player deals hidden cards from what the seat knows only, so
    // it too decides alike in positions the seat cannot tell apart.
    void searchDependsOnlyOnWhatTheSeatMayKnow()
    {
        Budget budget;
        budget.iterations = 3;
        for (const TrickGameCase& game : kTrickGameCases) {
            auto state = startGame(game.id, game.players, game.options, 7);
            auto basic = makePlayer(game.id, Level::Basic);
            auto strong = makePlayer(game.id, Level::Strong);
            Rng sampler(7);
            for (int step = 0; step < 80 && !state->isTerminal(); ++step) {
                if (step % 9 == 4) {
                    Rng rng(step);
                    const Action chosen = strong->choose(*state, rng, budget);
                    QVERIFY(state->check(chosen).legal());
                    auto other = state->resample(state->currentPlayer(), sampler);
                    Rng again(step);
                    QVERIFY2(strong->choose(*other, again, budget) == chosen, game.id);
                }
                Rng rng(step);
                state->apply(basic->choose(*state, rng, budget));
            }
        }
    }

    // Rook for Two's exchange keeps the hand of the highest value (trumps
    // first, then top cards and height, 10 for each side colour it lacks),
    // the first such exchange in the legal order, or none if none is better.
    void exchangesForTheBestHandValue()
    {
        auto value = [](const std::vector<Card>& hand, const CardRules& rules) {
            int total = 0;
            for (const Card& card : hand)
                total += rules.isTrump(card) ? 30 + 2 * std::min(rules.strength(card), 20)
                         : rules.strength(card) == 14 ? 25
                                                      : rules.strength(card);
            for (Suit colour : kRookColours)
                if (colour != rules.trump && std::none_of(hand.begin(), hand.end(), [&](const Card& card) {
                        return rules.suitOf(card) == colour;
                    }))
                    total += 10;
            return total;
        };
        int exchanges = 0;
        for (std::uint32_t seed = 1; seed <= 30; ++seed) {
            auto state = startGame("rook-for-two", 2, {}, seed);
            auto basic = makePlayer("rook-for-two", Level::Basic);
            Rng rng(seed);
            while (!state->isTerminal() && tricksOf(*state).phase() != TrickPhase::Exchange)
                state->apply(basic->choose(*state, rng, Budget{}));
            if (state->isTerminal())
                continue;
            const TrickView view = tricksOf(*state).view(state->currentPlayer());
            Action best = TrickState::exchangeNone();
            int bestValue = value(view.hand, view.rules);
            for (const Action& action : state->legalActions()) {
                if (action.a == 0)
                    continue;
                std::vector<Card> hand = view.hand;
                for (int i = 0; i < 2; ++i) {
                    const Card given = action.cards[static_cast<std::size_t>(i)];
                    hand.erase(std::find(hand.begin(), hand.end(), given));
                    hand.push_back(action.cards[static_cast<std::size_t>(2 + i)]);
                }
                if (value(hand, view.rules) > bestValue) {
                    bestValue = value(hand, view.rules);
                    best = action;
                }
            }
            QCOMPARE(basicChoice(*state), best);
            exchanges += best.a == 0 ? 0 : 1;
        }
        QVERIFY(exchanges > 5);
    }

    // The exchanges come sorted, none first, as legalActions promises.
    void exchangeActionsAreSorted()
    {
        auto state = startGame("rook-for-two", 2, {}, 4);
        auto basic = makePlayer("rook-for-two", Level::Basic);
        Rng rng(4);
        while (tricksOf(*state).phase() != TrickPhase::Exchange)
            state->apply(basic->choose(*state, rng, Budget{}));
        const std::vector<Action> actions = state->legalActions();
        QCOMPARE(int(actions.size()), 1 + 78 * 10);
        QVERIFY(std::is_sorted(actions.begin(), actions.end()));
        QCOMPARE(actions.front(), TrickState::exchangeNone());
    }

    void searchStopsWhenCancelled()
    {
        auto state = startGame("kentucky-discard", 4, {}, 3);
        auto basic = makePlayer("kentucky-discard", Level::Basic);
        Rng rng(1);
        while (tricksOf(*state).phase() != TrickPhase::Play)
            state->apply(basic->choose(*state, rng, Budget{}));
        std::atomic<bool> cancel{true};
        Budget budget;
        budget.milliseconds = 60'000;
        budget.cancel = &cancel;
        const Action chosen = makePlayer("kentucky-discard", Level::Strong)->choose(*state, rng, budget);
        QCOMPARE(chosen, basic->choose(*state, rng, Budget{}));
    }

    void beatsRandomPlay()
    {
        for (const TrickGameCase& game : kTrickGameCases) {
            int wins = 0;
            const int games = 12;
            for (std::uint32_t seed = 1; seed <= games; ++seed) {
                auto state = startGame(game.id, game.players, game.options, seed);
                const TrickState& tricks = tricksOf(*state);
                auto basic = makePlayer(game.id, Level::Basic);
                auto random = makeRandomPlayer();
                Rng rng(seed);
                // Without partnerships seat 0 plays alone against random seats.
                while (!state->isTerminal()) {
                    const Seat seat = state->currentPlayer();
                    Player& player = tricks.sideOf(seat) == tricks.sideOf(0) ? *basic : *random;
                    state->apply(player.choose(*state, rng, Budget{}));
                }
                wins += tricks.winningSide() == tricks.sideOf(0) ? 1 : 0;
            }
            const int needed = game.players == 2
                    || tricksOf(*startGame(game.id, game.players, game.options, 1)).sideCount() == 2
                ? games * 3 / 4
                : games / 2;
            QVERIFY2(wins >= needed,
                (std::string(game.id) + " " + std::to_string(game.players) + " players won "
                    + std::to_string(wins) + " of " + std::to_string(games))
                    .c_str());
        }
    }

    void feedsCountersToAPartnerWhoseTrickIsSafe()
    {
        // Trump green. Seat 0 leads R14; seat 1 follows; seat 2 (holding the
        // Bird, which alone could beat R14 while red lasts) feeds its 10.
        auto state = kentucky({"R14 G13", "R6", "R10 R7 BIRD", ""}, "Y5 Y6 Y7 Y8 Y9");
        QCOMPARE(playAll(*state, "bid 70, pass, pass, pass, discard Y5, discard Y6, discard Y7, discard Y8, "
                                 "discard Y9, trump G, R14, R6"),
                 std::string());
        QCOMPARE(basicChoice(*state), TrickState::playCard(rook(Suit::Red, 10)));
    }

    void doesNotOvertakeAPartner()
    {
        // Seat 0 leads R11; seat 2 holds R14 and R8: it plays under.
        auto state = kentucky({"R11 G13", "R6", "R14 R8", ""}, "Y5 Y6 Y7 Y8 Y9", {"", "", "", "R"});
        QCOMPARE(playAll(*state, "bid 70, pass, pass, pass, discard Y5, discard Y6, discard Y7, discard Y8, "
                                 "discard Y9, trump G, R11, R6"),
                 std::string());
        const Action choice = basicChoice(*state);
        QVERIFY(choice.cards[0] != rook(Suit::Red, 14));
    }

    void takesARichTrickWhenLastBankingItsOwnCounter()
    {
        // Seat 3 plays last to R10 R5 R6 and holds R14 R12: the 14 takes the
        // trick and its own 10 points with it.
        auto state = kentucky({"R10 G13", "R5", "R6", "R14 R12"}, "Y5 Y6 Y7 Y8 Y9");
        QCOMPARE(playAll(*state, "bid 70, pass, pass, pass, discard Y5, discard Y6, discard Y7, discard Y8, "
                                 "discard Y9, trump G, R10, R5, R6"),
                 std::string());
        QCOMPARE(basicChoice(*state), TrickState::playCard(rook(Suit::Red, 14)));
    }

    void namesItsLongStrongSuitAndKeepsItsTrumps()
    {
        auto state = kentucky({"G14 G13 G12 G10 G8 BIRD", "", "", ""}, "Y5 Y6 Y7 Y8 Y9", {"", "G", "G"});
        QCOMPARE(playAll(*state, "bid 70, pass, pass, pass"), std::string());
        // Five discards: never the Bird nor a green.
        for (int i = 0; i < 5; ++i) {
            const Action discard = basicChoice(*state);
            QCOMPARE(discard.kind, int(TrickState::Discard));
            QVERIFY(!discard.cards[0].isBird());
            QVERIFY(discard.cards[0].suit != Suit::Green);
            QVERIFY(state->play(discard).legal());
        }
        QCOMPARE(basicChoice(*state), TrickState::nameTrump(Suit::Green));
    }

    void bidsAStrongHandAndPassesAWeakOne()
    {
        auto strong = kentucky({"G14 G13 G12 G11 G10 BIRD R14 Y14 B14", "", "", ""}, "Y5 Y6 Y7 Y8 Y9");
        QCOMPARE(basicChoice(*strong).kind, int(TrickState::Bid));
        auto weak = kentucky({"R6 R7 Y6 Y7 G6 G7 B6 B7 B8", "", "", ""}, "Y5 Y8 Y9 R5 R8");
        QCOMPARE(basicChoice(*weak), TrickState::pass());
    }
};

QTEST_GUILESS_MAIN(TrickPlayersTest)
#include "trick_players_test.moc"
