// Every registered game and variant through the shared battery.
#include <QtTest>

#include <set>

#include "battery.h"
#include "cards/card.h"
#include "engine/game.h"
#include "engine/scoresheet.h"
#include "engine/state.h"

using namespace ct;

namespace {

struct Row {
    const char* name;
    const char* game;
    const char* options; // key=value,key=value
    int players;
    int games;
    int steps;
};

// One line per game and variant.
const Row kRows[] = {
    {"klondike draw 1", "klondike", "draw=1", 1, 25, 300},
    {"klondike draw 3", "klondike", "draw=3", 1, 25, 300},
    {"klondike manual flips", "klondike", "autoflip=off", 1, 15, 300},
    {"beggar my neighbor 2 players", "beggar-my-neighbor", "", 2, 20, 3000},
    {"beggar my neighbor 3 players", "beggar-my-neighbor", "", 3, 20, 3000},
    {"beggar my neighbor 6 players", "beggar-my-neighbor", "dealer=last", 6, 20, 3000},
    {"i suspect you 2 players", "i-suspect-you", "", 2, 15, 600},
    {"i suspect you 4 players", "i-suspect-you", "dealer=last", 4, 15, 600},
    {"i suspect you 6 players", "i-suspect-you", "", 6, 10, 600},
    {"old maid 2 players", "old-maid", "", 2, 20, 400},
    {"old maid 4 players", "old-maid", "dealer=last", 4, 20, 400},
    {"old maid 6 players", "old-maid", "", 6, 15, 400},
    {"snip snap snorum 2 players", "snip-snap-snorum", "", 2, 15, 600},
    {"snip snap snorum 5 players", "snip-snap-snorum", "dealer=last", 5, 15, 600},
    {"snip snap snorum 8 players", "snip-snap-snorum", "", 8, 10, 600},
    {"snap 2 players", "snap", "", 2, 15, 500},
    {"snap 4 players", "snap", "dealer=last", 4, 10, 500},
    {"animal snap 3 players", "snap", "variant=animal", 3, 10, 500},
    {"animal snap 6 players", "snap", "variant=animal,animal=owl", 6, 8, 400},
    {"la belle lucie", "la-belle-lucie", "", 1, 20, 300},
    {"the clock", "the-clock", "", 1, 20, 300},
    {"the sultan", "the-sultan", "", 1, 20, 450},
    {"fortress", "fortress", "", 1, 200, 300},
    {"the blockade", "the-blockade", "", 1, 20, 300},
    {"the empress of india", "empress-of-india", "", 1, 20, 300},
    {"the zodiac", "the-zodiac", "", 1, 20, 300},
    {"the mill", "the-mill", "", 1, 20, 300},
    {"napoleons square", "napoleons-square", "singleCardSquare=off", 1, 20, 300},
    {"napoleons square single cards", "napoleons-square", "singleCardSquare=on", 1, 20, 300},
    {"the fourteenth", "the-fourteenth", "", 1, 20, 300},
    {"the fifteen", "the-fifteen", "", 1, 20, 300},
    {"magic fifteen", "magic-fifteen", "", 1, 20, 200},
    {"babette", "babette", "", 1, 20, 300},
    {"pope joan 3 players", "pope-joan", "rounds=1", 3, 15, 400},
    {"pope joan 4 players", "pope-joan", "", 4, 15, 400},
    {"pope joan 8 players", "pope-joan", "rounds=1,dealer=last", 8, 10, 400},
    {"all fours 2 players", "all-fours", "", 2, 15, 800},
    {"all fours 4 players to 7", "all-fours", "target=7,dealer=first", 4, 15, 800},
    {"all fours 2 players to 11", "all-fours", "target=11", 2, 8, 800},
    {"speculation 3 players", "speculation", "rounds=1", 3, 15, 600},
    {"speculation 5 players hold back", "speculation", "holdBack=on", 5, 10, 600},
    {"speculation 8 players", "speculation", "rounds=1,dealer=last", 8, 8, 600},
    {"high 14, 3 players", "high14", "", 3, 6, 700},
    {"high 14, 4 players", "high14", "", 4, 6, 700},
    {"high 14, 4 players in partnerships", "high14", "partnerships=on", 4, 6, 700},
    {"high 14, 5 players", "high14", "", 5, 6, 700},
    {"high 14, 5 players, partnerships ignored", "high14", "partnerships=on", 5, 3, 300},
    {"high 14, 6 players", "high14", "", 6, 6, 700},
    {"high 14, 6 players in partnerships", "high14", "partnerships=on", 6, 6, 700},
    {"rook for two", "rook-for-two", "", 2, 10, 600},
    {"kentucky discard", "kentucky-discard", "", 4, 8, 700},
    {"kentucky discard, dealer must bid", "kentucky-discard", "all-pass=dealer-bids", 4, 8, 700},
    {"kentucky discard, original", "kentucky-discard", "variant=original", 4, 6, 700},
    {"kentucky discard, red 1", "kentucky-discard", "variant=red1", 4, 6, 700},
    {"kentucky discard, buckeye", "kentucky-discard", "variant=buckeye,all-pass=dealer-bids", 4, 6, 700},
    {"quatorze 2 players", "quatorze", "", 2, 6, 700},
    {"quatorze 4 players one joker", "quatorze", "jokers=1", 4, 6, 700},
    {"quatorze 6 players joker swap", "quatorze", "swap=on", 6, 6, 700},
    {"quatorze 3 players one joker swap", "quatorze", "jokers=1,swap=on", 3, 6, 700},
};

// A state that is only a score sheet, to check the accounts check itself.
class SheetOnly : public State {
public:
    ScoreSheet sheet;
    std::unique_ptr<State> clone() const override { return std::make_unique<SheetOnly>(*this); }
    const Game& game() const override { return *findGame("pope-joan"); }
    int playerCount() const override { return 2; }
    Seat currentPlayer() const override { return kNoSeat; }
    std::vector<Action> legalActions() const override { return {}; }
    Verdict check(const Action&) const override { return Verdict::refuse(Reason::NotAvailableNow); }
    void apply(const Action&) override {}
    bool isTerminal() const override { return true; }
    Outcome outcome() const override { return {}; }
    std::vector<int> scores() const override { return {0, 0}; }
    std::vector<Zone> zones() const override { return {}; }
    std::string actionText(const Action&) const override { return {}; }
    Expected<Action> parseAction(std::string_view) const override { return makeError("none"); }
    std::string describe() const override { return {}; }
    std::string fingerprint() const override { return {}; }
    const ScoreSheet* scoreSheet() const override { return &sheet; }
};

} // namespace

class BatteryTest : public QObject {
    Q_OBJECT

private slots:
    void battery_data()
    {
        QTest::addColumn<int>("row");
        for (int i = 0; i < int(std::size(kRows)); ++i)
            QTest::newRow(kRows[i].name) << i;
    }

    void battery()
    {
        QFETCH(int, row);
        const Row& r = kRows[row];
        testing::BatteryConfig config;
        config.gameId = r.game;
        config.players = r.players;
        config.games = r.games;
        config.maxSteps = r.steps;
        for (const QString& pair : QString(r.options).split(',', Qt::SkipEmptyParts)) {
            const auto parts = pair.split('=');
            config.options[parts.value(0).toStdString()] = parts.value(1).toStdString();
        }
        const std::string error = testing::runBattery(config);
        QVERIFY2(error.empty(), error.c_str());
    }

    // Every game drawn from a layout places each zone inside the table, clear
    // of the others.
    void layoutsFit()
    {
        for (const Game* game : allGames()) {
            auto state = game->start(GameSetup{});
            QVERIFY(state.ok());
            const TableLayout layout = (*state)->layout();
            if (layout.zones.empty())
                continue;
            const std::string error = testing::checkLayout(layout, (*state)->zones());
            QVERIFY2(error.empty(), (game->id() + ": " + error).c_str());
        }
    }

    // The census the battery and the soak take at every step: it passes a
    // real deal and names each card lost, duplicated or foreign.
    void cardCensusNamesWhatIsWrong()
    {
        for (const char* id : {"klondike", "quatorze", "kentucky-discard"}) {
            const Game* game = findGame(id);
            GameSetup setup;
            setup.seed = 3;
            auto state = game->start(setup);
            QVERIFY(state.ok());
            const std::vector<Card> deck = game->deck(*game->resolveOptions({}), (*state)->playerCount());
            testing::CardCensus census(deck);
            QCOMPARE(census.check(**state), std::string());
            QCOMPARE(census.check(**state), std::string()); // the census is not used up

            std::vector<Card> shortDeck = deck;
            const Card lost = shortDeck.back();
            shortDeck.pop_back();
            testing::CardCensus missingOne(shortDeck);
            QCOMPARE(missingOne.check(**state), "cards not conserved: " + cardText(lost, PackSuffix::Always) + " extra");

            std::vector<Card> swapped = deck;
            const Card doubled = swapped.front();
            const Card gone = swapped.back();
            swapped.back() = doubled; // the state has `gone` once, the deck `doubled` twice
            testing::CardCensus wrong(swapped);
            const std::string error = wrong.check(**state);
            QVERIFY2(error.find(cardText(gone, PackSuffix::Always) + " extra") != std::string::npos, error.c_str());
            QVERIFY2(error.find(cardText(doubled, PackSuffix::Always) + " missing") != std::string::npos, error.c_str());
        }
    }

    // The score sheet part of every state's accounts: running totals follow
    // their rows, and a row that does not add up is named.
    void accountsCheckTheScoreSheet()
    {
        SheetOnly state;
        state.sheet.sides = {"0", "1"};
        state.sheet.rows.push_back(ScoreRow{1, {5, -5}, {105, 95}});
        state.sheet.rows.push_back(ScoreRow{2, {3, -3}, {108, 92}});
        QCOMPARE(state.accountsError(), std::string());
        state.sheet.rows.push_back(ScoreRow{3, {1, -1}, {109, 92}});
        QCOMPARE(state.accountsError(), std::string("score sheet row 3: side 1 had 92, scored -1, but has 92"));
        state.sheet.rows.back() = ScoreRow{3, {1}, {109}};
        QCOMPARE(state.accountsError(), std::string("score sheet row 3: not one entry per side"));
    }

    void everyGameIsInTheBattery()
    {
        std::set<std::string> covered;
        for (const Row& r : kRows)
            covered.insert(r.game);
        for (const Game* game : allGames())
            QVERIFY2(covered.count(game->id()), ("no battery row for " + game->id()).c_str());
    }
};

QTEST_GUILESS_MAIN(BatteryTest)
#include "battery_test.moc"
