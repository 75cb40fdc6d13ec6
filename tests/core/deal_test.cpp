// Seeded deals are pinned to exact card orders: the same deal on every
// machine and compiler (docs/deals.md describes the generator).
#include <QtTest>

#include "cards/deck.h"
#include "cards/rng.h"
#include "engine/game.h"

using namespace ct;

class DealTest : public QObject {
    Q_OBJECT

private slots:
    void generatorIsPinned()
    {
        Rng rng(42);
        QCOMPARE(rng.next(), 1546998764402558742ULL);
        QCOMPARE(rng.next(), 6990951692964543102ULL);
        QCOMPARE(rng.next(), 12544586762248559009ULL);
    }

    void frenchSeedsArePinned()
    {
        QCOMPARE(cardsText(shuffledDeck(frenchDeck(1), 1)),
                 std::string("10C KD 9H 10S 8D 6H 5H KS AD 4D QD 9S 8S 5S KC 7S 5C 2H 8C 9C 4S AC "
                             "2S 4H 9D JS 6C QC JC 6D 3D 2D 10H 2C 6S 3C 7H 10D QS QH 3S AS JD KH "
                             "5D 4C 7C 8H 7D 3H AH JH"));
        QCOMPARE(cardsText(shuffledDeck(frenchDeck(1), 2)),
                 std::string("3H 9C 8D 5H 8S 10S 10H JC 8H 4S 7C 5S 3C 10D 9D 3S 6D 2C 7S AS 8C JD "
                             "4D 6S 9H 5C 2S 5D 7D KS 3D AC KC AD KD QD 4C KH QS 2H 2D 6H 9S AH JS "
                             "4H QC 7H JH 10C QH 6C"));
    }

    void rookSeedsArePinned()
    {
        // The full Rook deck: 1-14 in four colours and the Bird.
        QCOMPARE(cardsText(shuffledDeck(rookDeck(1, 14, true), 1)),
                 std::string("B13 Y2 B4 Y10 G3 B5 G12 BIRD G5 Y11 G6 Y7 R5 G8 Y5 B6 G11 R9 B10 Y3 G1 "
                             "R6 Y1 R10 R11 Y9 R1 Y14 G7 B7 R13 R7 R14 R12 B12 B11 Y4 R3 R2 B8 B9 "
                             "G10 Y12 B14 G14 B3 B2 Y13 B1 Y6 R4 R8 G9 Y8 G4 G2 G13"));
        QCOMPARE(cardsText(shuffledDeck(rookDeck(1, 14, true), 2)),
                 std::string("B7 Y13 G11 Y11 Y6 G4 B12 G7 R3 G10 Y5 B4 B8 Y12 G14 R10 R14 R4 Y8 B10 "
                             "B11 Y10 R2 R8 B9 R9 G12 G5 R12 B3 BIRD B5 Y7 Y9 R7 Y4 R1 Y1 Y2 G1 Y14 "
                             "R5 B2 B1 G3 Y3 B6 G8 G2 B13 G6 R13 G9 B14 R11 G13 R6"));
    }

    void boundedDrawsAreUniform()
    {
        // below(n) must never reach n and must hit every value.
        Rng rng(7);
        int counts[6] = {};
        for (int i = 0; i < 60000; ++i) {
            auto v = rng.below(6);
            QVERIFY(v < 6);
            ++counts[v];
        }
        for (int c : counts)
            QVERIFY2(c > 9400 && c < 10600, qPrintable(QString::number(c)));
        QCOMPARE(rng.below(1), 0u);
    }

    void everyGameStartsFromAnExplicitOrder()
    {
        for (const Game* game : allGames()) {
            const auto options = *game->resolveOptions({});
            auto deck = game->deck(options, game->defaultPlayers());
            std::reverse(deck.begin(), deck.end());
            GameSetup setup;
            setup.deal = deck;
            auto state = game->start(setup);
            QVERIFY2(state.ok(), (game->id() + ": " + (state.ok() ? "" : state.error().text())).c_str());
            auto cards = (*state)->allCards();
            std::sort(cards.begin(), cards.end());
            std::sort(deck.begin(), deck.end());
            QCOMPARE(cards, deck);
        }
    }

    void sameSeedSameGame()
    {
        for (const Game* game : allGames()) {
            GameSetup setup;
            setup.seed = 123456789u;
            auto a = game->start(setup);
            auto b = game->start(setup);
            QVERIFY(a.ok() && b.ok());
            QCOMPARE((*a)->fingerprint(), (*b)->fingerprint());
            setup.seed = 123456790u;
            auto c = game->start(setup);
            QVERIFY((*a)->fingerprint() != (*c)->fingerprint());
        }
    }

    void badSetupsAreRefused()
    {
        const Game* klondike = findGame("klondike");
        QVERIFY(klondike);
        GameSetup setup;
        setup.players = 3;
        auto wrongPlayers = klondike->start(setup);
        QVERIFY(!wrongPlayers.ok());
        QVERIFY(wrongPlayers.error().message.find("not 3") != std::string::npos);
        setup = {};
        setup.options["draw"] = "2";
        auto badValue = klondike->start(setup);
        QVERIFY(!badValue.ok());
        QVERIFY(badValue.error().message.find("draw") != std::string::npos);
        setup = {};
        setup.options["colour"] = "blue";
        QVERIFY(!klondike->start(setup).ok());
        setup = {};
        setup.deal = frenchDeck(1);
        setup.deal->pop_back();
        auto shortDeal = klondike->start(setup);
        QVERIFY(!shortDeal.ok());
        QVERIFY(shortDeal.error().message.find("missing KS") != std::string::npos);
    }
};

QTEST_GUILESS_MAIN(DealTest)
#include "deal_test.moc"
