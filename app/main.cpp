// Card Table: starts the main window, optionally straight into a game, or
// runs the start-up and rendering benchmark (--bench).
#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

#include "appearance.h"
#include <QTimer>
#include <cstdio>
#include <memory>

#include "deck/decktheme.h"
#include "engine/game.h"
#include "engine/record.h"
#include "gamecontroller.h"
#include "mainwindow.h"
#include "table/speeds.h"
#include "table/tableview.h"
#include "translations.h"

namespace {

QElapsedTimer g_sinceStart;

int runBenchmark(MainWindow& window, const QString& gameId)
{
    // Time to first frame: from the start of main() to the first paint of a
    // dealt table.
    QObject::connect(window.tableView(), &TableView::firstFrame, &window, [&window, gameId] {
        const double firstFrame = g_sinceStart.nsecsElapsed() / 1e6;
        std::printf("game: %s\n", qPrintable(gameId));
        std::printf("time to first frame: %.1f ms\n", firstFrame);
        for (int width : {40, 80, 120, 200, 400})
            for (qreal dpr : {1.0, 2.0})
                std::printf("render per card at %d px, dpr %.0f: %.2f ms\n", width, dpr,
                    window.deck()->measureRenderMilliseconds(width, dpr, 54));
        std::fflush(stdout);
        QTimer::singleShot(0, qApp, &QApplication::quit);
    });
    window.startGame(gameId, 1);
    window.show();
    return QApplication::exec();
}

// The command line the app understands. Built before the window, and also
// without a display for --help and --version.
struct CommandLine {
    QCommandLineParser parser;
    QCommandLineOption game {{"g", "game"},
        QObject::tr("Start the game with this id (see cardtable-cli list)."), QObject::tr("id")};
    QCommandLineOption seed {{"s", "seed"}, QObject::tr("Deal number to start with."), QObject::tr("number")};
    QCommandLineOption deck {"deck", QObject::tr("French card deck to use."), QObject::tr("id")};
    QCommandLineOption speed {
        "speed", QObject::tr("Animation speed factor: 0 (off) to 2 (slow)."), QObject::tr("factor")};
    QCommandLineOption bench {
        "bench", QObject::tr("Print the time to first frame and card render times, then quit.")};
    QCommandLineOption language {
        "language", QObject::tr("Interface language (fr, de, ar, en ...)."), QObject::tr("code")};
    QCommandLineOption palette {
        "palette", QObject::tr("Interface colours: system, light or dark."), QObject::tr("colours")};
    QCommandLineOption resume {"resume", QObject::tr("Continue the automatically saved game.")};
    QCommandLineOption load {"load", QObject::tr("Open a saved game."), QObject::tr("file")};
    // For tests that drive a real process: play these actions (separated by
    // ';') one every 50 ms, printing "played N" after each; and print the
    // game record after start-up, then quit.
    QCommandLineOption script {
        "script", QObject::tr("Play these actions, separated by ';' (for testing)."), QObject::tr("actions")};
    QCommandLineOption printRecord {
        "print-record", QObject::tr("Print the current game record and quit (for testing).")};

    CommandLine()
    {
        parser.setApplicationDescription(QObject::tr("Classic card games, played exactly by their rules."));
        parser.addHelpOption();
        parser.addVersionOption();
        parser.addOptions({game, seed, deck, speed, bench, language, palette, resume, load, script, printRecord});
    }
};

// Only text is asked for (help or version): no window, so no display needed.
bool onlyText(int argc, char* argv[])
{
    for (int i = 1; i < argc; ++i) {
        const QByteArray arg(argv[i]);
        if (arg == "-h" || arg == "-?" || arg == "--help" || arg == "--help-all" || arg == "-v"
            || arg == "--version")
            return true;
    }
    return false;
}

void setApplicationNames()
{
    QCoreApplication::setApplicationName(QStringLiteral("cardtable"));
    QCoreApplication::setOrganizationName(QStringLiteral("CardTable"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PROJECT_VERSION));
}

// The interface language: --language, else the setting, else the system's.
QLocale installTranslators(int argc, char* argv[], QTranslator& qtTranslator, QTranslator& appTranslator)
{
    QString chosen = QSettings().value(QStringLiteral("language")).toString();
    for (int i = 1; i + 1 < argc; ++i)
        if (QString::fromLocal8Bit(argv[i]) == QLatin1String("--language"))
            chosen = QString::fromLocal8Bit(argv[i + 1]);
    const QLocale locale = chosen.isEmpty() ? QLocale::system() : QLocale(chosen);
    Translations::install(locale, qtTranslator, appTranslator);
    return locale;
}

} // namespace

int main(int argc, char* argv[])
{
    g_sinceStart.start();
    if (onlyText(argc, argv)) {
        QCoreApplication app(argc, argv);
        setApplicationNames();
        QTranslator qtTranslator;
        QTranslator appTranslator;
        installTranslators(argc, argv, qtTranslator, appTranslator);
        CommandLine commandLine;
        commandLine.parser.process(app); // prints and exits
        return 0;
    }
    QApplication app(argc, argv);
    setApplicationNames();
    QApplication::setApplicationDisplayName(QObject::tr("Card Table"));
    QApplication::setDesktopFileName(QStringLiteral("io.github.cardtable.CardTable"));
    QTranslator qtTranslator;
    QTranslator appTranslator;
    const QLocale locale = installTranslators(argc, argv, qtTranslator, appTranslator);
    // The colours: the setting, or --palette for this run.
    QString palette = QSettings().value(QStringLiteral("palette"), QStringLiteral("system")).toString();
    for (int i = 1; i + 1 < argc; ++i)
        if (QString::fromLocal8Bit(argv[i]) == QLatin1String("--palette"))
            palette = QString::fromLocal8Bit(argv[i + 1]);
    Appearance::apply(palette);
    // Right-to-left languages mirror the interface.
    QApplication::setLayoutDirection(locale.textDirection());

    CommandLine commandLine;
    QCommandLineParser& parser = commandLine.parser;
    const QCommandLineOption& game = commandLine.game;
    const QCommandLineOption& seed = commandLine.seed;
    const QCommandLineOption& deck = commandLine.deck;
    const QCommandLineOption& speed = commandLine.speed;
    const QCommandLineOption& bench = commandLine.bench;
    const QCommandLineOption& resume = commandLine.resume;
    const QCommandLineOption& load = commandLine.load;
    const QCommandLineOption& script = commandLine.script;
    const QCommandLineOption& printRecord = commandLine.printRecord;
    parser.process(app);

    MainWindow window;
    if (parser.isSet(speed)) {
        bool ok = false;
        const double factor = parser.value(speed).toDouble(&ok);
        if (!ok || factor < 0 || factor > 10) {
            std::fprintf(stderr, "cardtable: --speed needs a number from 0 to 10\n");
            return 2;
        }
        window.setAnimationSpeed(factor);
    }
    if (parser.isSet(deck))
        window.loadDeck(parser.value(deck));
    std::optional<quint32> deal;
    if (parser.isSet(seed)) {
        bool ok = false;
        const qulonglong number = parser.value(seed).toULongLong(&ok);
        if (!ok || number > 0xFFFFFFFFULL) {
            std::fprintf(stderr, "cardtable: --seed needs a deal number from 0 to 4294967295\n");
            return 2;
        }
        deal = quint32(number);
    }
    const QString gameId = parser.value(game);
    if (!gameId.isEmpty() && !ct::findGame(gameId.toStdString())) {
        std::fprintf(stderr, "cardtable: unknown game '%s' (see cardtable-cli list)\n", qPrintable(gameId));
        return 2;
    }
    if (parser.isSet(bench))
        return runBenchmark(window, gameId.isEmpty() ? QStringLiteral("klondike") : gameId);
    if (parser.isSet(resume)) {
        if (!window.resumeAutosave())
            std::fprintf(stderr, "cardtable: there is no saved game to continue\n");
    } else if (parser.isSet(load)) {
        if (!window.loadGameFile(parser.value(load)))
            return 1;
    } else if (!gameId.isEmpty()) {
        window.startGame(gameId, deal);
    }
    window.show();
    if (parser.isSet(printRecord)) {
        QTimer::singleShot(0, &app, [&window] {
            if (window.controller()->hasGame())
                std::printf("%s", ct::formatRecord(window.controller()->record()).c_str());
            std::fflush(stdout);
            QApplication::quit();
        });
    }
    if (parser.isSet(script)) {
        const QStringList actions = parser.value(script).split(QLatin1Char(';'), Qt::SkipEmptyParts);
        auto* timer = new QTimer(&window);
        auto next = std::make_shared<int>(0);
        QObject::connect(timer, &QTimer::timeout, &window, [&window, actions, next, timer] {
            if (*next >= actions.size()) {
                timer->stop();
                return;
            }
            const ct::State* state = window.controller()->state();
            auto action = state ? state->parseAction(actions[*next].trimmed().toStdString())
                                : ct::Expected<ct::Action>(ct::makeError("no game"));
            if (!action || !window.controller()->playAction(*action)) {
                std::fprintf(
                    stderr, "cardtable: script action '%s' was refused\n", qPrintable(actions[*next]));
                timer->stop();
                return;
            }
            ++*next;
            std::printf("played %d\n", *next);
            std::fflush(stdout);
        });
        timer->start(50);
    }
    return QApplication::exec();
}
