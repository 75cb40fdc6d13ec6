// Card notation and decks (RULES.md "Card notation").
#include <QtTest>

#include "cards/card.h"
#include "cards/deck.h"

using namespace ct;

class CardsTest : public QObject {
    Q_OBJECT

private slots:
    void parsesFrenchCards()
    {
        QCOMPARE(*parseCard("AS"), french(kAce, Suit::Spades));
        QCOMPARE(*parseCard("10H"), french(10, Suit::Hearts));
        QCOMPARE(*parseCard("th"), french(10, Suit::Hearts));
        QCOMPARE(*parseCard("QC"), french(kQueen, Suit::Clubs));
        QCOMPARE(*parseCard("kd"), french(kKing, Suit::Diamonds));
        QCOMPARE(*parseCard("QH#2"), french(kQueen, Suit::Hearts, 1));
    }

    void parsesJokersAndRookCards()
    {
        QCOMPARE(*parseCard("JK"), joker(1));
        QCOMPARE(*parseCard("JK2"), joker(2));
        QCOMPARE(*parseCard("R14"), rook(Suit::Red, 14));
        QCOMPARE(*parseCard("Y1"), rook(Suit::Yellow, 1));
        QCOMPARE(*parseCard("g10"), rook(Suit::Green, 10));
        QCOMPARE(*parseCard("B5"), rook(Suit::Black, 5));
        QCOMPARE(*parseCard("BIRD"), bird());
        QCOMPARE(*parseCard("bird"), bird());
    }

    void formatsEveryCardBackToItsText()
    {
        for (const Card& card : frenchDeck(2, 2)) {
            auto parsed = parseCard(cardText(card, PackSuffix::Always));
            QVERIFY(parsed.ok());
            QCOMPARE(*parsed, card);
        }
        for (const Card& card : rookDeck(1, 14, true)) {
            auto parsed = parseCard(cardText(card));
            QVERIFY(parsed.ok());
            QCOMPARE(*parsed, card);
        }
        QCOMPARE(cardText(french(10, Suit::Hearts)), std::string("10H"));
        QCOMPARE(cardText(french(kQueen, Suit::Hearts, 1), PackSuffix::Always), std::string("QH#2"));
        QCOMPARE(cardText(joker(1), PackSuffix::Never, 1), std::string("JK"));
        QCOMPARE(cardText(joker(2)), std::string("JK2"));
        QCOMPARE(cardText(rook(Suit::Yellow, 14)), std::string("Y14"));
        QCOMPARE(cardText(bird()), std::string("BIRD"));
    }

    void unknownCardsAreErrorsNamingTheText_data()
    {
        QTest::addColumn<QString>("text");
        for (const char* bad : {"ZZ", "1H", "11H", "R15", "R0", "Y-3", "QX", "", "QH#0", "QH#x", "KING", "JK3", "A"})
            QTest::newRow(bad) << bad;
    }

    void unknownCardsAreErrorsNamingTheText()
    {
        QFETCH(QString, text);
        auto parsed = parseCard(text.toStdString());
        QVERIFY(!parsed.ok());
        QVERIFY2(parsed.error().message.find("unknown card '" + text.trimmed().toStdString() + "'") !=
                     std::string::npos,
                 parsed.error().message.c_str());
    }

    void decksHoldTheRightCards()
    {
        QCOMPARE(frenchDeck(1).size(), size_t(52));
        QCOMPARE(frenchDeck(1, 2).size(), size_t(54));
        QCOMPARE(frenchDeck(2, 2).size(), size_t(106));
        QCOMPARE(frenchDeck(4).size(), size_t(208));
        QCOMPARE(rookDeck(1, 14, false).size(), size_t(56));  // High 14
        QCOMPARE(rookDeck(4, 14, false).size(), size_t(44));  // Rook for Two
        QCOMPARE(rookDeck(5, 14, true).size(), size_t(41));   // Kentucky Discard
        QCOMPARE(rookDeck(5, 14, false).size(), size_t(40));  // Kentucky Discard, Original
        const auto two = frenchDeck(2);
        QCOMPARE(std::count(two.begin(), two.end(), french(kQueen, Suit::Hearts, 1)), 1);
        QCOMPARE(std::count_if(two.begin(), two.end(),
                               [](Card c) { return c.sameFace(french(kQueen, Suit::Hearts)); }),
                 2);
    }

    void coloursAndNames()
    {
        QVERIFY(french(3, Suit::Hearts).isRed());
        QVERIFY(french(3, Suit::Clubs).isBlack());
        QVERIFY(!rook(Suit::Red, 3).isRed()); // Rook colours are not French colours
        QCOMPARE(cardName(french(kQueen, Suit::Hearts)), std::string("queen of hearts"));
        QCOMPARE(cardName(rook(Suit::Green, 10)), std::string("green 10"));
    }

    void dealsAcceptBarePackCards()
    {
        auto deal = parseDeal("QH QH#1 QH AS");
        QVERIFY(deal.ok());
        QCOMPARE((*deal)[0], french(kQueen, Suit::Hearts, 1)); // #1 is taken by the second card
        QCOMPARE((*deal)[1], french(kQueen, Suit::Hearts, 0));
        QCOMPARE((*deal)[2], french(kQueen, Suit::Hearts, 2));
        auto bad = parseDeal("AS 2S XX");
        QVERIFY(!bad.ok());
        QVERIFY(bad.error().message.find("card 3") != std::string::npos);
        QVERIFY(bad.error().message.find("'XX'") != std::string::npos);
    }

    void dealMustMatchTheDeck()
    {
        const auto deck = frenchDeck(1);
        auto shuffled = shuffledDeck(deck, 5);
        QVERIFY(checkDealMatchesDeck(shuffled, deck).ok());
        shuffled.pop_back();
        auto missing = checkDealMatchesDeck(shuffled, deck);
        QVERIFY(!missing.ok());
        QVERIFY(missing.error().message.find("missing") != std::string::npos);
        shuffled.push_back(shuffled.front());
        auto twice = checkDealMatchesDeck(shuffled, deck);
        QVERIFY(!twice.ok());
        QVERIFY(twice.error().message.find("more than once") != std::string::npos);
        shuffled.back() = rook(Suit::Red, 4);
        auto foreign = checkDealMatchesDeck(shuffled, deck);
        QVERIFY(!foreign.ok());
        QVERIFY(foreign.error().message.find("R4") != std::string::npos);
    }
};

QTEST_GUILESS_MAIN(CardsTest)
#include "cards_test.moc"
