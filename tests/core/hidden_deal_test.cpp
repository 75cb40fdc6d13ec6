// Dealing hidden cards anew for resampling: sizes, known cards and voids are
// kept, tight voids still find a deal, and impossible ones are reported.
#include <QtTest>

#include <algorithm>
#include <set>

#include "cards/deck.h"
#include "cards/hidden_deal.h"

using namespace ct;

namespace {

std::vector<Card> cardsOf(const char* text)
{
    return *parseCards(text);
}

bool holdsSuit(const std::vector<Card>& cards, Suit suit)
{
    return std::any_of(cards.begin(), cards.end(), [suit](Card c) { return c.suit == suit; });
}

} // namespace

class HiddenDealTest : public QObject {
    Q_OBJECT

private slots:
    void keepsSizesAndEveryCard()
    {
        const std::vector<Card> deck = frenchDeck(1);
        Rng rng(1);
        auto dealt = dealHidden(deck, {{13, {}, {}}, {13, {}, {}}, {26, {}, {}}}, rng);
        QVERIFY(dealt.has_value());
        std::vector<Card> all;
        for (const auto& place : *dealt)
            all.insert(all.end(), place.begin(), place.end());
        QCOMPARE((*dealt)[0].size(), std::size_t(13));
        QCOMPARE((*dealt)[2].size(), std::size_t(26));
        std::sort(all.begin(), all.end());
        QCOMPARE(all, deck);
    }

    void knownCardsStayPut()
    {
        Rng rng(2);
        const auto cards = cardsOf("2C 3C 4C 5C 6C 7C");
        for (int i = 0; i < 50; ++i) {
            auto dealt = dealHidden(cards, {{3, cardsOf("7C"), {}}, {3, cardsOf("2C 3C"), {}}}, rng);
            QVERIFY(dealt.has_value());
            QVERIFY(std::count((*dealt)[0].begin(), (*dealt)[0].end(), cardsOf("7C")[0]) == 1);
            QVERIFY(std::count((*dealt)[1].begin(), (*dealt)[1].end(), cardsOf("2C")[0]) == 1);
        }
        // A known card that is not among the cards is an error.
        QVERIFY(!dealHidden(cards, {{3, cardsOf("AS"), {}}, {3, {}, {}}}, rng).has_value());
        QVERIFY(!dealHidden(cards, {{3, {}, {}}, {2, {}, {}}}, rng).has_value());
    }

    void tightVoidsAreRespected()
    {
        // Four places whose voids leave exactly one deal of suits.
        const auto cards = cardsOf("2C 3C 2D 3D 2H 3H 2S 3S 4S 5S");
        const std::vector<HiddenPlace> places = {
            {2, {}, {Suit::Diamonds, Suit::Hearts, Suit::Spades}},
            {2, {}, {Suit::Clubs, Suit::Hearts, Suit::Spades}},
            {2, {}, {Suit::Clubs, Suit::Diamonds, Suit::Spades}},
            {4, {}, {}},
        };
        Rng rng(3);
        std::set<std::vector<Card>> lastPlaces;
        for (int i = 0; i < 200; ++i) {
            auto dealt = dealHidden(cards, places, rng);
            QVERIFY(dealt.has_value());
            for (std::size_t p = 0; p < places.size(); ++p)
                for (Suit suit : places[p].voidSuits)
                    QVERIFY(!holdsSuit((*dealt)[p], suit));
            auto last = (*dealt)[3];
            std::sort(last.begin(), last.end());
            lastPlaces.insert(last);
        }
        QCOMPARE(lastPlaces.size(), std::size_t(1)); // only the spades are left for it

        // Looser voids still vary the deal.
        std::set<std::vector<Card>> firsts;
        for (int i = 0; i < 200; ++i) {
            auto dealt = dealHidden(cards, {{3, {}, {Suit::Spades}}, {7, {}, {}}}, rng);
            QVERIFY(dealt.has_value());
            QVERIFY(!holdsSuit((*dealt)[0], Suit::Spades));
            auto first = (*dealt)[0];
            std::sort(first.begin(), first.end());
            firsts.insert(first);
        }
        QVERIFY(firsts.size() > 10);
    }

    void impossibleVoidsAreReported()
    {
        Rng rng(4);
        const auto cards = cardsOf("2S 3S 4S 2H");
        QVERIFY(!dealHidden(cards, {{2, {}, {Suit::Spades}}, {2, {}, {}}}, rng).has_value());
    }
};

QTEST_GUILESS_MAIN(HiddenDealTest)
#include "hidden_deal_test.moc"
