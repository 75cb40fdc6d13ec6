// All Fours: dealing and the turn-up, begging and running, discards, the
// follow rule, High/Low/Jack/Game, the target, the score sheet, what a seat
// sees, and the computer players (RULES-PARLOUR.md §7).
#include <QtTest>

#include <algorithm>

#include "ai/player.h"
#include "cards/rng.h"
#include "engine/record.h"
#include "engine/session.h"
#include "parlour/all_fours.h"
#include "parlour_test_support.h"

using namespace ct;
using namespace ct::testing;
using Fours = AllFoursState;

namespace {

using Hands = std::map<Seat, std::vector<Card>>;

// Packets dealt by one run and the card it turns up.
struct RunDeal {
    Hands packets;
    Card turnUp;
};

// A deck order: `hands` (up to six cards a seat, in dealing order), the
// turn-up, then the packets and turn-ups of any runs.
std::vector<Card> foursOrder(int players, Seat dealer, const Hands& hands, Card turnUp,
                             const std::vector<RunDeal>& runs = {})
{
    const Seat eldest = (dealer + 1) % players;
    const std::size_t n = static_cast<std::size_t>(players);
    std::map<std::size_t, Card> fixed;
    for (const auto& [seat, held] : hands) {
        const std::size_t offset = static_cast<std::size_t>((seat - eldest + players) % players);
        for (std::size_t k = 0; k < held.size(); ++k)
            fixed[(k / 3) * 3 * n + offset * 3 + k % 3] = held[k];
    }
    fixed[6 * n] = turnUp;
    for (std::size_t m = 0; m < runs.size(); ++m) {
        const std::size_t base = 6 * n + 1 + m * (3 * n + 1);
        for (const auto& [seat, packet] : runs[m].packets) {
            const std::size_t offset = static_cast<std::size_t>((seat - eldest + players) % players);
            for (std::size_t j = 0; j < packet.size(); ++j)
                fixed[base + offset * 3 + j] = packet[j];
        }
        fixed[base + 3 * n] = runs[m].turnUp;
    }
    return orderWith(frenchDeck(1), fixed);
}

RunDeal runOf(const Hands& packets, Card turnUp)
{
    return RunDeal{packets, turnUp};
}

// Seat 0 deals, so seat 1 is eldest.
std::unique_ptr<Fours> startFours(int players, const std::vector<Card>& order, const char* target = "10")
{
    return startGame<Fours>("all-fours", players, {{"dealer", "first"}, {"target", target}}, order);
}

void act(Fours& state, const std::string& text)
{
    const Verdict verdict = state.play(text);
    QVERIFY2(verdict.legal(), (text + ": " + describe(verdict)).c_str());
}

void playAll(Fours& state, const std::vector<const char*>& plays)
{
    for (const char* text : plays)
        act(state, std::string("play ") + text);
}

} // namespace

class AllFoursTest : public QObject {
    Q_OBJECT

private slots:
    void dealsTwoRoundsOfThreeAndTurnsUp()
    {
        for (int players : {2, 4}) {
            const auto order = foursOrder(players, 0, {}, card("5D"));
            auto state = startFours(players, order);
            QCOMPARE(state->dealer(), 0);
            QCOMPARE(state->eldest(), 1);
            QCOMPARE(state->turnUp(), card("5D"));
            QCOMPARE(state->trumps(), Suit::Diamonds);
            QCOMPARE(state->phase(), Fours::Phase::Begging);
            QCOMPARE(state->currentPlayer(), 1);
            QCOMPARE(int(state->stock().size()), 52 - 6 * players - 1);
            // Eldest receives the first packet of three and the first of the second round.
            std::vector<Card> eldestCards = {order[0], order[1], order[2]};
            for (int j = 0; j < 3; ++j)
                eldestCards.push_back(order[static_cast<std::size_t>(3 * players + j)]);
            std::sort(eldestCards.begin(), eldestCards.end());
            QCOMPARE(state->hand(1), eldestCards);
            for (Seat seat = 0; seat < players; ++seat)
                QCOMPARE(state->hand(seat).size(), std::size_t(6));
            QCOMPARE(state->legalActions(),
                     (std::vector<Action>{Fours::action(Fours::Stand, 1), Fours::action(Fours::Beg, 1)}));
        }
        // 2 or 4 players only.
        GameSetup three;
        three.players = 3;
        auto refused = findGame("all-fours")->start(three);
        QVERIFY(!refused.ok());
        QVERIFY(refused.error().message.find("2 or 4") != std::string::npos);
    }

    void turnedUpJackScoresForTheDealer()
    {
        auto state = startFours(4, foursOrder(4, 0, {}, card("JC")));
        QCOMPARE(state->sideScore(0), 1); // seats 0 and 2
        QCOMPARE(state->sideScore(1), 0);
        QCOMPARE(state->scores(), (std::vector<int>{1, 0, 1, 0}));
        QCOMPARE(state->scoreSheet()->sides, (std::vector<std::string>{"0+2", "1+3"}));
    }

    void loneJackTakesAllFour()
    {
        // Scenario 1: the jack of spades is the only trump and the only
        // counting card in play: eldest scores High, Low, Jack and Game.
        auto state =
            startFours(2, foursOrder(2, 0, {{1, cards("JS 2H 3H 4D 5D 6C")}, {0, cards("7H 8H 9D 2C 3C 4C")}},
                                     card("3S")));
        act(*state, "stand");
        auto player = makePlayer("all-fours", Level::Basic);
        Rng rng(1);
        playWith(*state, *player, rng, 12, [](const Fours&) {});
        QCOMPARE(state->dealsPlayed(), 1);
        const Fours::DealScore& score = state->lastScore();
        QCOMPARE(score.high, 1);
        QCOMPARE(score.low, 1);
        QCOMPARE(score.jack, 1);
        QCOMPARE(score.game, 1);
        QCOMPARE(score.highCard, card("JS"));
        QCOMPARE(score.lowCard, card("JS"));
        QCOMPARE(score.cardPoints, (std::array<int, 2>{0, 1}));
        QCOMPARE(state->sideScore(1), 4);
        QCOMPARE(state->sideScore(0), 0);
        const ScoreRow& row = state->scoreSheet()->rows[0];
        QCOMPARE(row.points, (std::vector<int>{0, 4}));
        QCOMPARE(row.note, std::string("points=0:1 high=1 low=1 jack=1 game=1"));
        QVERIFY(stateJson(*state).find("\"lastDeal\":{\"high\":1,\"low\":1,\"jack\":1,\"game\":1") !=
                std::string::npos);
        // The next deal has begun, dealt by seat 1.
        QCOMPARE(state->dealer(), 1);
        QCOMPARE(state->phase(), Fours::Phase::Begging);
    }

    void tiedCardPointsGiveGameToTheNonDealer()
    {
        // Scenario 2: 14 card points each; no trump is in play.
        auto state = startFours(
            2, foursOrder(2, 0, {{1, cards("AC 10C 4S 2D 3D 7S")}, {0, cards("2C 3C AD 10D 5S 6S")}},
                          card("2H")));
        act(*state, "stand");
        playAll(*state, {"AC", "2C", "10C", "3C", "4S", "5S", "AD", "2D", "10D", "3D", "6S", "7S"});
        const Fours::DealScore& score = state->lastScore();
        QCOMPARE(score.cardPoints, (std::array<int, 2>{14, 14}));
        QCOMPARE(score.game, 1);
        QCOMPARE(score.high, -1);
        QCOMPARE(score.low, -1);
        QCOMPARE(score.jack, -1);
        QCOMPARE(state->scoreSheet()->rows[0].points, (std::vector<int>{0, 1}));
        QCOMPARE(state->scoreSheet()->rows[0].note, std::string("points=14:14 game=1"));
    }

    void begRunAndDiscard()
    {
        // Scenario 3: turn-up 4H, a beg and a run; 9H is set aside, the next
        // run turns up JC: clubs are trumps and the dealer scores 1.
        const std::vector<RunDeal> runs = {
            runOf({}, card("9H")), runOf({{1, cards("2S 3S 4S")}, {0, cards("5S 6S 7S")}}, card("JC"))};
        const auto order = foursOrder(2, 0, {}, card("4H"), runs);
        auto state = startFours(2, order);
        act(*state, "beg");
        QCOMPARE(state->phase(), Fours::Phase::Giving);
        QCOMPARE(state->currentPlayer(), 0);
        QCOMPARE(state->legalActions(),
                 (std::vector<Action>{Fours::action(Fours::GiveOne, 0), Fours::action(Fours::Run, 0)}));
        act(*state, "run");
        QCOMPARE(state->deadCards(), cards("4H 9H"));
        QCOMPARE(state->turnUp(), card("JC"));
        QCOMPARE(state->trumps(), Suit::Clubs);
        QCOMPARE(state->sideScore(0), 1);
        QCOMPARE(state->phase(), Fours::Phase::Discarding);
        QVERIFY(std::count(state->hand(1).begin(), state->hand(1).end(), card("3S")) == 1);
        QVERIFY(std::count(state->hand(0).begin(), state->hand(0).end(), card("6S")) == 1);
        for (Seat seat : {1, 0}) {
            QCOMPARE(state->hand(seat).size(), std::size_t(12));
            QCOMPARE(state->currentPlayer(), seat); // eldest first
            QCOMPARE(state->legalActions().size(), std::size_t(12));
            for (int i = 0; i < 6; ++i)
                act(*state, "discard " + cardText(state->hand(seat).front()));
            QCOMPARE(state->hand(seat).size(), std::size_t(6));
            QCOMPARE(state->discards(seat).size(), std::size_t(6));
        }
        QCOMPARE(state->phase(), Fours::Phase::Playing);
        QCOMPARE(state->currentPlayer(), 1);
        QCOMPARE(int(state->allCards().size()), 52);
    }

    void giftKeepsTheTurnedSuit()
    {
        auto state = startFours(2, foursOrder(2, 0, {}, card("4H")));
        act(*state, "beg");
        act(*state, "give");
        QCOMPARE(state->sideScore(1), 1);
        QCOMPARE(state->trumps(), Suit::Hearts);
        QCOMPARE(state->phase(), Fours::Phase::Playing);
        QCOMPARE(state->currentPlayer(), 1);
        QVERIFY(state->deadCards().empty());
    }

    void abandonedDealIsDealtAgain()
    {
        // Every turn-up a heart: after five runs the pack is short and the
        // same dealer deals again. The turned jack's point stands.
        std::vector<RunDeal> runs;
        for (const char* heart : {"2H", "3H", "4H", "5H", "6H"})
            runs.push_back(runOf({}, card(heart)));
        auto state = startFours(2, foursOrder(2, 0, {}, card("JH"), runs));
        QCOMPARE(state->sideScore(0), 1);
        QVERIFY(state->queueDeals({foursOrder(2, 0, {}, card("9C"))}).ok());
        act(*state, "beg");
        act(*state, "run");
        QCOMPARE(state->dealer(), 0);
        QCOMPARE(state->turnUp(), card("9C"));
        QCOMPARE(state->phase(), Fours::Phase::Begging);
        QVERIFY(state->deadCards().empty());
        QCOMPARE(state->sideScore(0), 1);
        const ScoreRow& row = state->scoreSheet()->rows.back();
        QCOMPARE(row.note, std::string("turnjack=0 abandoned"));

        // With four players, two runs at most.
        const std::vector<RunDeal> twoRuns = {runOf({}, card("3H")), runOf({}, card("4H"))};
        auto four = startFours(4, foursOrder(4, 0, {}, card("2H"), twoRuns));
        QVERIFY(four->queueDeals({foursOrder(4, 0, {}, card("9C"))}).ok());
        act(*four, "beg");
        act(*four, "run");
        QCOMPARE(four->turnUp(), card("9C"));
        QCOMPARE(four->scoreSheet()->rows.back().note, std::string("abandoned"));
    }

    void followSuitOrTrump()
    {
        auto state =
            startFours(2, foursOrder(2, 0, {{1, cards("KC 2D 3D 4D 5D 6D")}, {0, cards("2C 3H 4S 5S 6S 7S")}},
                                     card("9H")));
        act(*state, "stand");
        act(*state, "play KC");
        // The dealer holds a club: a club or a trump, nothing else.
        std::vector<Action> expected = {Fours::cardAction(Fours::Play, 0, card("2C")),
                                        Fours::cardAction(Fours::Play, 0, card("3H"))};
        QCOMPARE(state->legalActions(), expected);
        const Verdict refused = state->check(Fours::cardAction(Fours::Play, 0, card("4S")));
        QCOMPARE(refused.reason, Reason::MustFollowOrTrump);
        QCOMPARE(refused.card, card("4S"));
        QCOMPARE(refused.other, card("KC"));
        act(*state, "play 3H"); // trumping while holding the suit led is allowed
        QCOMPARE(state->tricks().back().winner, 0);
        QCOMPARE(state->currentPlayer(), 0);
        act(*state, "play 4S");
        // Eldest has no spade: any card.
        QCOMPARE(state->legalActions().size(), std::size_t(5));
        act(*state, "play 2D");
        QCOMPARE(state->voidSuits(1), std::vector<Suit>{Suit::Spades});
        QCOMPARE(state->voidSuits(0), std::vector<Suit>{});
    }

    void targetReachedStopsTheCounting()
    {
        // Scenario 4: at 9-9 side 0 holds High (AS) and side 1 Low (2S): side 0
        // reaches 10 on High and wins; Low is never credited.
        auto state =
            startFours(2, foursOrder(2, 0, {{1, cards("2S 2D 3D 4D 5D 6D")}, {0, cards("AS 2C 3C 4C 5C 6C")}},
                                     card("5S")));
        QVERIFY(state->arrangeScores(9, 9).ok());
        act(*state, "stand");
        auto player = makePlayer("all-fours", Level::Basic);
        Rng rng(2);
        playWith(*state, *player, rng, 12, [](const Fours&) {});
        QVERIFY(state->isTerminal());
        QCOMPARE(state->sideScore(0), 10);
        QCOMPARE(state->sideScore(1), 9);
        QCOMPARE(state->winningSide(), 0);
        QCOMPARE(state->lastScore().low, 1); // held, but not credited
        QCOMPARE(state->lastScore().credited, std::vector<std::string>{"high"});
        const ScoreRow& row = state->scoreSheet()->rows.back();
        QCOMPARE(row.totals, (std::vector<int>{10, 9}));
        QVERIFY(row.note.find("high=0") != std::string::npos);
        QVERIFY(row.note.find("low=") == std::string::npos);
        const Outcome outcome = state->outcome();
        QCOMPARE(outcome.result, Result::Won);
        QCOMPARE(outcome.places, (std::vector<int>{1, 2}));
        QCOMPARE(outcome.why, std::string("target"));
        QVERIFY(state->legalActions().empty());
        QCOMPARE(state->play("play 2C").reason, Reason::GameOver);

        // Eldest's side at 9 begs: the dealer may only run.
        auto begging = startFours(2, foursOrder(2, 0, {}, card("4H")));
        QVERIFY(begging->arrangeScores(3, 9).ok());
        act(*begging, "beg");
        QCOMPARE(begging->legalActions(), std::vector<Action>{Fours::action(Fours::Run, 0)});
        const Verdict gift = begging->check(Fours::action(Fours::GiveOne, 0));
        QCOMPARE(gift.reason, Reason::GiftWouldWinGame);
        QCOMPARE(gift.number, 10);
    }

    void fourPlayersScoreBySide()
    {
        // Seat 3 holds the only trump, the jack; his partner seat 1 wins the tens.
        Hands hands = {{1, cards("10C 10D 2S 3S 4S 5S")},
                       {2, cards("2C 2D 6S 7S 8S 9S")},
                       {3, cards("JH 3C 3D 4C 4D 5C")},
                       {0, cards("5D 6C 6D 7C 7D 8C")}};
        auto state = startFours(4, foursOrder(4, 0, hands, card("2H"), {}));
        act(*state, "stand");
        auto player = makePlayer("all-fours", Level::Basic);
        Rng rng(3);
        playWith(*state, *player, rng, 24, [](const Fours&) {});
        QCOMPARE(state->dealsPlayed(), 1);
        QCOMPARE(state->lastScore().high, 1);
        QCOMPARE(state->lastScore().low, 1);
        QCOMPARE(state->lastScore().jack, 1);
        QCOMPARE(state->sideScore(1), state->scoreSheet()->rows[0].totals[1]);
        QCOMPARE(state->scores()[1], state->scores()[3]);
    }

    void scoresAddUpInRandomPlay()
    {
        for (int players : {2, 4}) {
            for (const char* target : {"7", "10", "11"}) {
                for (std::uint32_t seed = 1; seed <= 6; ++seed) {
                    auto state =
                        startGame<Fours>("all-fours", players, {{"target", target}}, std::nullopt, seed);
                    auto random = makeRandomPlayer();
                    Rng rng(seed);
                    playWith(*state, *random, rng, 20'000, [&](const Fours& s) {
                        std::array<int, 2> sum{};
                        for (const ScoreRow& row : s.scoreSheet()->rows) {
                            sum[0] += row.points[0];
                            sum[1] += row.points[1];
                            QCOMPARE(row.totals, (std::vector<int>{sum[0], sum[1]}));
                        }
                        QCOMPARE(s.sideScore(0), sum[0] + s.pointsThisDeal()[0]);
                        QCOMPARE(s.sideScore(1), sum[1] + s.pointsThisDeal()[1]);
                        QCOMPARE(int(s.allCards().size()), 52);
                    });
                    QVERIFY(state->isTerminal());
                    const int goal = std::atoi(target);
                    QCOMPARE(state->sideScore(state->winningSide()), goal);
                    QVERIFY(state->sideScore(1 - state->winningSide()) < goal);
                }
            }
        }
    }

    void whatASeatSeesAndResampling()
    {
        auto state =
            startFours(2, foursOrder(2, 0, {{1, cards("KC 2D 3D 4D 5D 6D")}, {0, cards("2C 3H 4S 5S 6S 7S")}},
                                     card("9H")));
        act(*state, "stand");
        playAll(*state, {"KC", "3H", "4S", "2D"});
        const Observation view = state->observe(0);
        for (const Zone& zone : view.zones)
            for (const PlacedCard& placed : zone.cards)
                QCOMPARE(placed.known, placed.faceUp || zone.owner == 0);
        Rng rng(8);
        for (int i = 0; i < 30; ++i) {
            auto sampled = state->resample(0, rng);
            auto* other = static_cast<Fours*>(sampled.get());
            QCOMPARE(other->observe(0).zones, view.zones);
            QCOMPARE(other->legalActions(), state->legalActions());
            // Seat 1 showed it has no spades.
            for (const Card& c : other->hand(1))
                QVERIFY(c.suit != Suit::Spades);
            QCOMPARE(int(other->allCards().size()), 52);
        }
        // Seat 1's view: the dealer's hand and the stock are hidden, its discards (none) its own.
        auto sampled = state->resample(1, rng);
        QCOMPARE(sampled->observe(1).zones, state->observe(1).zones);
    }

    void basicPlayerDecisions()
    {
        auto player = makePlayer("all-fours", Level::Basic);
        QCOMPARE(player->name(), std::string("all-fours-basic"));
        const Budget quick{0, 1, nullptr};
        Rng rng(1);
        // Begging: the jack of trumps stands; a weak hand begs.
        auto strong = startFours(2, foursOrder(2, 0, {{1, cards("JH 2C 3C 4C 5C 6C")}}, card("4H")));
        QCOMPARE(player->choose(*strong, rng, quick), Fours::action(Fours::Stand, 1));
        auto twoTrumps = startFours(2, foursOrder(2, 0, {{1, cards("KH 2H 3C 4C 5C 6C")}}, card("4H")));
        QCOMPARE(player->choose(*twoTrumps, rng, quick), Fours::action(Fours::Stand, 1));
        auto weak = startFours(
            2, foursOrder(2, 0, {{1, cards("2H 2C 3C 4C 5C 6C")}, {0, cards("AH KH 7C 8C 9C 10C")}},
                          card("4H")));
        QCOMPARE(player->choose(*weak, rng, quick), Fours::action(Fours::Beg, 1));
        act(*weak, "beg");
        // The dealer, strong in hearts, gives the point.
        QCOMPARE(player->choose(*weak, rng, quick), Fours::action(Fours::GiveOne, 0));

        // Discards: low side cards go, trumps, tens and aces stay.
        const auto order = foursOrder(2, 0, {{1, cards("2C 3C AS 10D 5H 6H")}}, card("4H"),
                                      {runOf({{1, cards("7H 4C KS")}}, card("9C"))});
        auto discarding = startFours(2, order);
        act(*discarding, "beg");
        act(*discarding, "run");
        std::vector<Card> thrown;
        for (int i = 0; i < 3; ++i) {
            const Action choice = player->choose(*discarding, rng, quick);
            thrown.push_back(choice.cards.front());
            QVERIFY(discarding->play(choice).legal());
        }
        std::sort(thrown.begin(), thrown.end());
        QCOMPARE(thrown, cards("5H 6H 7H")); // clubs are trumps now: the low hearts go

        // Play: a top trump without the jack is led to draw the jack out;
        // the partner's winning trick is not overtaken.
        auto leading = startFours(2, foursOrder(2, 0, {{1, cards("AH 3H 4C 5C 6C 7C")}}, card("2H")));
        act(*leading, "stand");
        QCOMPARE(player->choose(*leading, rng, quick), Fours::cardAction(Fours::Play, 1, card("AH")));
        auto fourHands = startFours(4, foursOrder(4, 0,
                                                  {{1, cards("KC 2D 3D 4D 5D 6D")},
                                                   {2, cards("2C 7D 8D 9D 10D JD")},
                                                   {3, cards("AC QC 8S 9S 10S JS")},
                                                   {0, cards("3C 4S 5S 6S 7S 2S")}},
                                                  card("2H")));
        act(*fourHands, "stand");
        act(*fourHands, "play KC");
        act(*fourHands, "play 2C");
        // Seat 3's partner (seat 1) wins with the king: seat 3 keeps its ace.
        QCOMPARE(player->choose(*fourHands, rng, quick), Fours::cardAction(Fours::Play, 3, card("QC")));

        // Decisions use only what the seat knows.
        auto seeded = startGame<Fours>("all-fours", 4, {}, std::nullopt, 33);
        Rng sampler(5);
        for (int step = 0; step < 40 && !seeded->isTerminal(); ++step) {
            for (int i = 0; i < 3; ++i) {
                auto sampled = seeded->resample(seeded->currentPlayer(), sampler);
                Rng a(1), b(1);
                QCOMPARE(player->choose(*sampled, a, quick), player->choose(*seeded, b, quick));
            }
            seeded->apply(player->choose(*seeded, rng, quick));
        }
    }

    void searchPlayerPlaysLegally()
    {
        auto strong = makePlayer("all-fours", Level::Strong);
        QCOMPARE(strong->name(), std::string("all-fours-search"));
        auto basic = makePlayer("all-fours", Level::Basic);
        auto state = startGame<Fours>("all-fours", 2, {}, std::nullopt, 12);
        Rng rng(6);
        const Budget search{0, 12, nullptr};
        for (int step = 0; step < 60 && !state->isTerminal(); ++step) {
            Player& mover = state->currentPlayer() == 0 ? *strong : *basic;
            const Action action = mover.choose(*state, rng, search);
            QVERIFY(state->check(action).legal());
            state->apply(action);
        }
        // Given a sure thing it takes it: the lone trump jack wins its trick.
        auto sure =
            startFours(2, foursOrder(2, 0, {{1, cards("JS 2H 3H 4D 5D 6C")}, {0, cards("7H 8H 9D 2C 3C 4C")}},
                                     card("3S")));
        QCOMPARE(strong->choose(*sure, rng, search), Fours::action(Fours::Stand, 1));
    }

    void actionTextAndRefusals()
    {
        auto state = startFours(2, foursOrder(2, 0, {{1, cards("KC 2D 3D 4D 5D 6D")}}, card("9H")));
        QCOMPARE(*state->parseAction("stand"), Fours::action(Fours::Stand, 1));
        QCOMPARE(*state->parseAction(" BEG "), Fours::action(Fours::Beg, 1));
        QCOMPARE(*state->parseAction("play kc"), Fours::cardAction(Fours::Play, 1, card("KC")));
        QCOMPARE(*state->parseAction("KC"), Fours::cardAction(Fours::Play, 1, card("KC")));
        QCOMPARE(*state->parseAction("discard 2D"), Fours::cardAction(Fours::Discard, 1, card("2D")));
        for (const char* bad : {"", "bid 3", "play", "play ZZ", "stand up now", "discard"})
            QVERIFY2(!state->parseAction(bad).ok(), bad);
        QCOMPARE(state->play("play KC").reason, Reason::NotAvailableNow);
        QCOMPARE(state->play("run").reason, Reason::NotAvailableNow);
        QCOMPARE(state->check(Fours::action(Fours::Stand, 0)).reason, Reason::NotYourTurn);
        QCOMPARE(state->check(Action{Fours::Play, 1, 0, 0, {}}).reason, Reason::NotUnderstood);
        act(*state, "stand");
        QCOMPARE(state->play("play 7S").reason, Reason::NoSuchCard);
        for (const auto& action : state->legalActions())
            QCOMPARE(*state->parseAction(state->actionText(action)), action);
        QVERIFY(state->describe().find("your hand") != std::string::npos);
        QVERIFY(stateJson(*state).find("\"phase\":\"playing\"") != std::string::npos);
    }

    void sessionRecordRoundTrip()
    {
        GameSetup setup;
        setup.players = 4;
        setup.seed = 9;
        auto session = GameSession::start(*findGame("all-fours"), setup);
        QVERIFY(session.ok());
        auto player = makePlayer("all-fours", Level::Basic);
        Rng rng(4);
        while (!session->state().isTerminal())
            QVERIFY(session->play(player->choose(session->state(), rng, Budget{})).legal());
        auto replayed = replayRecord(*parseRecord(formatRecord(session->record())));
        QVERIFY(replayed.ok());
        QCOMPARE((*replayed)->fingerprint(), session->state().fingerprint());
    }
};

QTEST_GUILESS_MAIN(AllFoursTest)
#include "all_fours_test.moc"
