// Statistics: counting, streaks, bests, the text file and its errors, CSV.
#include <QtTest>

#include "engine/statistics.h"

using namespace ct;

class StatisticsTest : public QObject {
    Q_OBJECT

private slots:
    void countsStreaksAndBests()
    {
        StatisticsBook book;
        const std::string key = "klondike";
        book.record(key, {Result::Won, false, false, 90000, 120});
        book.record(key, {Result::Won, false, true, 60000, 150});
        book.record(key, {Result::Lost});
        book.record(key, {Result::InProgress, true}); // abandoned: a loss
        book.record(key, {Result::Lost});
        book.record(key, {Result::Won, false, false, 70000, 100});
        const GameStatistics s = book.get(key);
        QCOMPARE(s.played, 6);
        QCOMPARE(s.won, 3);
        QCOMPARE(s.lost, 3);
        QCOMPARE(s.abandoned, 1);
        QCOMPARE(s.assisted, 1);
        QCOMPARE(s.bestStreak, 2);
        QCOMPARE(s.worstStreak, 3);
        QCOMPARE(s.currentStreak, 1);
        QCOMPARE(s.bestTimeMs, std::int64_t(60000));
        QCOMPARE(s.fewestMoves, 100);
        QCOMPARE(s.winRate(), 0.5);
    }

    void variantKeysNameChangedOptions()
    {
        const Game* klondike = findGame("klondike");
        QCOMPARE(StatisticsBook::variantKey(*klondike, {{"draw", "1"}, {"autoflip", "on"}}), std::string("klondike"));
        QCOMPARE(StatisticsBook::variantKey(*klondike, {{"draw", "3"}}), std::string("klondike draw=3"));
    }

    void roundTripsThroughText()
    {
        StatisticsBook book;
        book.record("klondike draw=3", {Result::Won, false, false, 1234, 77});
        book.record("beggar-my-neighbor", {Result::Draw});
        book.record("high14", {Result::Won, false, false, 0, 0, 9, 5, 262, 3, 1});
        auto loaded = StatisticsBook::fromText(book.toText());
        QVERIFY(loaded.ok());
        QCOMPARE(loaded->entries().size(), size_t(3));
        QVERIFY(loaded->get("klondike draw=3") == book.get("klondike draw=3"));
        QVERIFY(loaded->get("high14") == book.get("high14"));
        book.reset("high14");
        QCOMPARE(book.entries().size(), size_t(2));
    }

    void damagedFilesAreRefused_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("problem");
        QTest::newRow("empty") << "" << "empty";
        QTest::newRow("foreign") << "hello\n" << "not a Card Table";
        QTest::newRow("newer") << "cardtable-statistics 5\nend\n" << "newer";
        QTest::newRow("cut") << "cardtable-statistics 1\ngame klondike\nplayed 3\n" << "cut short";
        QTest::newRow("bad number") << "cardtable-statistics 1\ngame klondike\nplayed x\nend\n" << "not a number";
        QTest::newRow("orphan") << "cardtable-statistics 1\nplayed 3\nend\n" << "before any game";
        QTest::newRow("unknown") << "cardtable-statistics 1\ngame klondike\ncheat 3\nend\n" << "unknown line";
        QTest::newRow("hostile key") << "cardtable-statistics 1\ngame ../../etc\nend\n" << "bad game key";
    }

    void damagedFilesAreRefused()
    {
        QFETCH(QString, text);
        QFETCH(QString, problem);
        auto loaded = StatisticsBook::fromText(text.toStdString());
        QVERIFY(!loaded.ok());
        QVERIFY2(loaded.error().message.find(problem.toStdString()) != std::string::npos,
                 loaded.error().text().c_str());
    }

    void exportsCsv()
    {
        StatisticsBook book;
        book.record("klondike", {Result::Won, false, false, 1000, 10});
        const std::string csv = book.toCsv();
        QVERIFY(csv.rfind("game,played,won,", 0) == 0);
        QVERIFY(csv.find("\"klondike\",1,1,0,") != std::string::npos);
        QVERIFY(csv.find(",1.0000") != std::string::npos);
    }
};

QTEST_GUILESS_MAIN(StatisticsTest)
#include "statistics_test.moc"
