// The game record format: round trips, and every kind of bad file refused
// with a message that names the line and the problem.
#include <QtTest>

#include "cards/deck.h"
#include "engine/record.h"
#include "engine/session.h"

using namespace ct;

namespace {

std::string klondikeRecord()
{
    return "cardtable-record 1\n"
           "game klondike\n"
           "players 1\n"
           "option draw=1\n"
           "seed 7\n"
           "action stock\n"
           "action stock\n"
           "end\n";
}

void expectRefused(const std::string& text, const std::string& part, int line)
{
    auto record = parseRecord(text);
    std::string message;
    int errorLine = -1;
    if (!record) {
        message = record.error().message;
        errorLine = record.error().line;
    } else {
        auto state = replayRecord(*record);
        QVERIFY2(!state.ok(), ("accepted: " + text).c_str());
        message = state.error().message;
        errorLine = state.error().line;
    }
    QVERIFY2(message.find(part) != std::string::npos, (message + " | wanted: " + part).c_str());
    if (line >= 0)
        QCOMPARE(errorLine, line);
}

} // namespace

class RecordTest : public QObject {
    Q_OBJECT

private slots:
    void roundTripsThroughText()
    {
        auto record = parseRecord(klondikeRecord());
        QVERIFY(record.ok());
        QCOMPARE(record->gameId, std::string("klondike"));
        QCOMPARE(record->seed.value(), 7u);
        QCOMPARE(record->actions.size(), size_t(2));
        QCOMPARE(formatRecord(*record), klondikeRecord());
        auto state = replayRecord(*record);
        QVERIFY(state.ok());
        QCOMPARE((*state)->zones()[1].cards.size(), size_t(2)); // two cards on the waste
    }

    void explicitDealsRoundTrip()
    {
        GameSetup setup;
        setup.deal = *parseDeal("AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AH 2H 3H 4H 5H 6H 7H 8H 9H "
                                "10H JH QH KH AD 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AC 2C 3C 4C "
                                "5C 6C 7C 8C 9C 10C JC QC KC");
        auto session = GameSession::start(*findGame("klondike"), setup);
        QVERIFY(session.ok());
        session->play(*session->state().parseAction("stock"));
        const std::string text = formatRecord(session->record());
        QVERIFY(text.find("deal AS 2S") != std::string::npos);
        auto loaded = GameSession::fromRecord(*parseRecord(text));
        QVERIFY(loaded.ok());
        QCOMPARE(loaded->state().fingerprint(), session->state().fingerprint());
        // Undo still reaches back to the first position after loading.
        QVERIFY(loaded->canUndo());
        loaded->undo();
        QVERIFY(!loaded->canUndo());
    }

    void commentsAndBlankLinesAreAllowed()
    {
        auto record = parseRecord("# saved by hand\n\ncardtable-record 1\r\ngame klondike\r\nseed 3\nend\n");
        QVERIFY2(record.ok(), record.ok() ? "" : record.error().text().c_str());
    }

    void corruptFilesAreRefusedWithTheLine()
    {
        expectRefused("", "empty", -1);
        expectRefused("hello world\n", "not a Card Table game record", 1);
        expectRefused("cardtable-record 9\ngame klondike\nend\n", "newer Card Table", 1);
        expectRefused("cardtable-record x\n", "version", 1);
        expectRefused("cardtable-record 1\ngame klondike\nseed 1\ncolour blue\nend\n", "unknown line 'colour'", 4);
        expectRefused("cardtable-record 1\ngame klondike\nseed 1\nseed 2\nend\n", "one seed or one deal", 4);
        expectRefused("cardtable-record 1\ngame klondike\nseed -4\nend\n", "seed", 3);
        expectRefused("cardtable-record 1\ngame klondike\nseed 1\naction stock\n", "cut short", -1);
        expectRefused("cardtable-record 1\ngame klondike\nseed 1\nend\naction stock\n", "after the 'end'", 5);
        expectRefused("cardtable-record 1\ngame klondike\nseed 1\naction stock\nseed 3\nend\n",
                      "before the first action", 5);
        expectRefused(std::string("cardtable-record 1\ngame klondike\n\x01\x02\x03\nend\n"), "binary", 3);
        expectRefused("cardtable-record 1\ngame klondike\ndeal AS 2S ZZ\nend\n", "unknown card 'ZZ'", 3);
        expectRefused("cardtable-record 1\ngame klondike\noption draw\nend\n", "key=value", 3);
        expectRefused(std::string("cardtable-record 1\ngame klondike\nseed 1\naction ") + std::string(9000, 'x') +
                          "\nend\n",
                      "too long", 4);
        expectRefused(std::string(kMaxRecordBytes + 1, '#'), "too large", -1);
    }

    void tamperedRecordsAreRefusedByTheRules()
    {
        expectRefused("cardtable-record 1\ngame chess\nseed 1\nend\n", "unknown game 'chess'", -1);
        expectRefused("cardtable-record 1\ngame klondike\noption draw=5\nseed 1\nend\n", "draw", -1);
        expectRefused("cardtable-record 1\ngame klondike\nplayers 4\nseed 1\nend\n", "not 4", -1);
        // Seed 7's first tableau card is not a king: t0 to an empty foundation is illegal.
        expectRefused("cardtable-record 1\ngame klondike\nseed 7\naction stock\naction move t9 f0\nend\n",
                      "no pile called 't9'", 5);
        expectRefused("cardtable-record 1\ngame klondike\nseed 7\naction dance\nend\n", "not a patience action", 4);
        expectRefused("cardtable-record 1\ngame klondike\ndeal AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AH 2H "
                      "3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AD 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AC 2C 3C "
                      "4C 5C 6C 7C 8C 9C 10C JC QC KC\naction move t1 t0\nend\n",
                      "illegal here", 4);
        // A deal with a card twice.
        expectRefused("cardtable-record 1\ngame klondike\ndeal AS AS\nend\n", "does not fit", -1);
    }
};

QTEST_GUILESS_MAIN(RecordTest)
#include "record_test.moc"
