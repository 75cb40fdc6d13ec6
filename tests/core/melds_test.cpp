// Melds: validation, values, laying off, joker swaps, and the fast best-meld
// search against a brute-force reference on many random hands.
#include <QtTest>

#include <algorithm>

#include "cards/deck.h"
#include "testing/meld_reference.h"
#include "rummy/melds.h"

using namespace ct;

namespace {

std::vector<Card> cards(const char* text)
{
    auto parsed = parseDeal(text);
    if (!parsed)
        qFatal("bad cards in test: %s", text);
    return *parsed;
}

Meld meld(const char* text)
{
    auto formed = formMeld(cards(text));
    if (!formed.meld)
        qFatal("not a meld in test: %s", text);
    return *formed.meld;
}

bool isMeld(const char* text)
{
    return formMeld(cards(text)).meld.has_value();
}

std::string text(const Meld& m)
{
    return cardsText(m.cards);
}

// A plan is sound: its melds are valid, disjoint, from the hand, and add up.
QString planProblem(const std::vector<Card>& hand, const MeldPlan& plan)
{
    std::vector<Card> left = hand;
    int value = 0, count = 0;
    for (const Meld& m : plan.melds) {
        auto formed = formMeld(m.cards);
        if (!formed.meld || !(*formed.meld == m))
            return QString("not a canonical meld: %1").arg(QString::fromStdString(text(m)));
        for (const Card& c : m.cards) {
            auto it = std::find(left.begin(), left.end(), c);
            if (it == left.end())
                return QString("card used twice or not in hand: %1")
                    .arg(QString::fromStdString(cardText(c, PackSuffix::Always)));
            left.erase(it);
        }
        value += meldValue(m);
        count += m.size();
    }
    if (value != plan.value || count != plan.cards)
        return QString("plan totals %1/%2, melds add to %3/%4")
            .arg(plan.value)
            .arg(plan.cards)
            .arg(value)
            .arg(count);
    return {};
}

} // namespace

class MeldsTest : public QObject {
    Q_OBJECT

private slots:
    void sets()
    {
        QVERIFY(isMeld("7S 7H 7D"));
        QVERIFY(isMeld("7S 7H 7D 7C"));
        QVERIFY(isMeld("7S JK 7D"));
        QVERIFY(isMeld("7S 7H 7D JK"));
        QVERIFY(!isMeld("7S 7H"));
        QVERIFY(!isMeld("7S 7S#2 7D")); // two of one suit
        QVERIFY(!isMeld("7S 7H 7D 7C JK")); // five cards
        QVERIFY(!isMeld("7S 7H 8D"));
        QCOMPARE(text(meld("7S JK 7C")), std::string("7C 7S JK1"));
        QCOMPARE(meld("7S JK 7C").kind, MeldKind::Set);
    }

    void runsAceLowAndHighNoWrap()
    {
        QVERIFY(isMeld("AH 2H 3H"));
        QVERIFY(isMeld("QH KH AH"));
        QVERIFY(isMeld("3H AH 2H")); // any order
        QVERIFY(!isMeld("KH AH 2H")); // no wrapping
        QVERIFY(!isMeld("KH AH 2H 3H"));
        QVERIFY(!isMeld("7H 8H 10H"));
        QVERIFY(!isMeld("7H 8H 9S"));
        QVERIFY(isMeld("AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH")); // 13, ace low
        QVERIFY(isMeld("2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH")); // 13, ace high
        QVERIFY(!isMeld("AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH#2")); // 14
        QCOMPARE(meld("AH 2H 3H").low, 1);
        QCOMPARE(meld("QH KH AH").low, 12);
        QCOMPARE(meldValue(meld("AH 2H 3H")), 6);
        QCOMPARE(meldValue(meld("QH KH AH")), 31);
        QCOMPARE(meldValue(meld("AS AH AD")), 33);
    }

    void jokers()
    {
        QCOMPARE(formMeld(cards("7H JK1 JK2")).problem, MeldProblem::TwoJokers);
        QCOMPARE(formMeld(cards("7H 8H JK1 9H JK2")).problem, MeldProblem::TwoJokers);
        QCOMPARE(formMeld(cards("7H 8S 9H")).problem, MeldProblem::NotAMeld);
        // A gap is filled; otherwise the joker goes where it is written.
        QCOMPARE(text(meld("7H JK 9H")), std::string("7H JK1 9H"));
        QCOMPARE(meld("7H 8H JK").jokerPosition(), 9);
        QCOMPARE(meld("JK 7H 8H").jokerPosition(), 6);
        QCOMPARE(meld("KH AH JK").jokerPosition(), 12); // no room above the ace
        QCOMPARE(meld("JK 2H 3H").jokerPosition(), 1); // the joker as a low ace
        QCOMPARE(meldValue(meld("JK 2H 3H")), 6);
        QCOMPARE(meldValue(meld("QH KH JK")), 31); // the joker as a high ace
        QCOMPARE(meldValue(meld("7S JK 7D")), 21);
        QCOMPARE(handValue(cards("JK 2S AH KD")), 25 + 2 + 11 + 10);
    }

    void rulingExampleIsWorth51()
    {
        const auto hand = cards("7S 7H 7D JH QH KH");
        QCOMPARE(meldValue(meld("7S 7H 7D")) + meldValue(meld("JH QH KH")), 51);
        const MeldPlan plan = bestMelds(hand);
        QCOMPARE(plan.value, 51);
        QCOMPARE(plan.cards, 6);
        QCOMPARE(int(plan.melds.size()), 2);
        QVERIFY(fewestCardsToReach(hand, kOpeningTarget).has_value());
        QVERIFY(!fewestCardsToReach(hand, 52).has_value());
        QVERIFY(!fewestCardsToReach(hand, kOpeningTarget, 5).has_value());
    }

    void fewestCards()
    {
        // 51 needs six cards with QH KH AH + QS QD QC, but only five with
        // 10H JH QH KH AH; the most is 9H..AH (60) with the three queens (30).
        const auto hand = cards("9H 10H JH QH KH AH QS QD QC 2C 3D");
        auto plan = fewestCardsToReach(hand, kOpeningTarget);
        QVERIFY(plan);
        QCOMPARE(plan->cards, 5);
        QCOMPARE(plan->value, 51);
        QVERIFY2(planProblem(hand, *plan).isEmpty(), qPrintable(planProblem(hand, *plan)));
        QCOMPARE(bestMelds(hand).value, 60 + 30);
        QCOMPARE(bestMelds(hand, 10).value, 60 + 30);
        QCOMPARE(bestMelds(hand, 8).value, 51 + 30);
    }

    void layingOff()
    {
        const Meld run = meld("5H 6H 7H");
        QVERIFY(layOff(run, cards("8H")[0], MeldEnd::High));
        QVERIFY(layOff(run, cards("4H")[0], MeldEnd::Low));
        QVERIFY(!layOff(run, cards("4H")[0], MeldEnd::High));
        QVERIFY(!layOff(run, cards("8S")[0], MeldEnd::High));
        QCOMPARE(defaultEnd(run, cards("4H")[0]), MeldEnd::Low);
        QCOMPARE(layOff(run, cards("JK")[0], MeldEnd::Low)->low, 4);
        QVERIFY(!layOff(meld("5H JK 7H"), cards("JK2")[0], MeldEnd::High)); // one joker per meld
        // Ace: after the king at the top, before the two at the bottom; never both.
        QVERIFY(layOff(meld("JH QH KH"), cards("AH")[0], MeldEnd::High));
        QVERIFY(layOff(meld("2H 3H 4H"), cards("AH")[0], MeldEnd::Low));
        QVERIFY(!layOff(meld("QH KH AH"), cards("2H")[0], MeldEnd::High)); // no wrap
        QVERIFY(!layOff(meld("AH 2H 3H"), cards("KH")[0], MeldEnd::Low));
        const Meld thirteen = meld("AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH");
        QVERIFY(!layOff(thirteen, cards("AH#2")[0], MeldEnd::High));
        // Sets: completed with the missing suit, or a joker.
        const Meld set = meld("7S 7H 7D");
        QVERIFY(layOff(set, cards("7C")[0], MeldEnd::High));
        QVERIFY(!layOff(set, cards("7S#2")[0], MeldEnd::High));
        QVERIFY(layOff(set, cards("JK")[0], MeldEnd::High));
        QVERIFY(!layOff(meld("7S 7H 7D 7C"), cards("JK")[0], MeldEnd::High));
        QCOMPARE(text(*layOff(meld("7S JK 7D"), cards("7C")[0], MeldEnd::High)), std::string("7C 7D 7S JK1"));
    }

    void swappingJokers()
    {
        QCOMPARE(text(*swapJoker(meld("5H JK 7H"), cards("6H")[0])), std::string("5H 6H 7H"));
        QVERIFY(!swapJoker(meld("5H JK 7H"), cards("6S")[0]));
        QVERIFY(swapJoker(meld("7S 7H JK"), cards("7C")[0]));
        QVERIFY(!swapJoker(meld("7S 7H JK"), cards("7S#2")[0]));
        QCOMPARE(text(*swapJoker(meld("QH KH JK"), cards("AH")[0])), std::string("QH KH AH"));
        QVERIFY(!swapJoker(meld("5H 6H 7H"), cards("8H")[0]));
    }

    void possibleMeldsAreDistinctAndValid()
    {
        const auto hand = cards("7S 7S 7H 7D 8S 9S JK");
        const auto melds = possibleMelds(hand);
        QVERIFY(!melds.empty());
        for (std::size_t i = 0; i < melds.size(); ++i) {
            QVERIFY(formMeld(melds[i].cards).meld.has_value());
            for (std::size_t j = i + 1; j < melds.size(); ++j)
                QVERIFY2(!(melds[i] == melds[j]), text(melds[i]).c_str());
        }
        // 7S 8S 9S, 7D 7H 7S and 7S 7H JK are all there.
        auto has = [&](const char* t) {
            return std::any_of(melds.begin(), melds.end(), [&](const Meld& m) { return m == meld(t); });
        };
        QVERIFY(has("7S 8S 9S"));
        QVERIFY(has("7D 7H 7S"));
        QVERIFY(has("7H 7S JK"));
        QVERIFY(has("JK 7S 8S 9S"));
    }

    // The fast search equals the brute force on 20,000 random hands (half
    // dense with melds); the million-hand check is in melds_bench.
    void searchMatchesBruteForce()
    {
        Rng rng(20240601);
        for (int i = 0; i < 20000; ++i) {
            const bool dense = i % 2 == 1;
            const int size = i % 5 == 0 ? 3 + static_cast<int>(rng.below(13)) : 15;
            const int jokers = static_cast<int>(rng.below(3));
            const auto hand = testing::randomMeldHand(rng, size, jokers, dense);
            const auto expected = testing::referenceProfile(hand);
            const MeldProfile profile = meldProfile(hand);
            for (int k = 0; k <= kMaxMeldHand; ++k)
                if (profile.best[k] != expected[k])
                    QFAIL(qPrintable(QString("hand %1 (%2): best[%3] = %4, brute force %5")
                                         .arg(i)
                                         .arg(QString::fromStdString(cardsText(hand, PackSuffix::Always)))
                                         .arg(k)
                                         .arg(profile.best[k])
                                         .arg(expected[k])));
            if (i % 10 == 0) {
                const MeldPlan best = bestMelds(hand);
                QVERIFY2(planProblem(hand, best).isEmpty(), qPrintable(planProblem(hand, best)));
                QCOMPARE(best.value, *std::max_element(expected.begin(), expected.end()));
                if (auto low = fewestCardsToReach(hand, kOpeningTarget, size - 1)) {
                    QVERIFY2(planProblem(hand, *low).isEmpty(), qPrintable(planProblem(hand, *low)));
                    QCOMPARE(low->cards, profile.fewestCards(kOpeningTarget, size - 1));
                }
            }
        }
    }
};

QTEST_GUILESS_MAIN(MeldsTest)
#include "melds_test.moc"
