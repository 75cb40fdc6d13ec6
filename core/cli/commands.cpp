#include "cli/commands.h"

#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <unordered_map>
#include <variant>
#include <vector>

#include "ai/player.h"
#include "cards/deck.h"
#include "cards/rng.h"
#include "engine/record.h"
#include "engine/session.h"
#include "util/json.h"
#include "util/text.h"

namespace ct::cli {

namespace {

constexpr int kFailure = 1;

const char* const kListUsage =
    "Usage: cardtable-cli list [--json]\n"
    "\n"
    "Lists every game: its id (used by the other commands), name, family and\n"
    "the number of players, with the table options each game takes.\n";

const char* const kPlayUsage =
    "Usage: cardtable-cli play GAME [--seed N | --deal \"CARDS\"] [--players N]\n"
    "                           [--option KEY=VALUE]... [--auto] [--save FILE]\n"
    "                           [--level random|basic|strong] [--movetime MS]\n"
    "\n"
    "Plays GAME in text. You are seat 0 and type actions in the notation of the\n"
    "rules (\"move t3 f0\", \"stock\", \"turn\" ...); computer players take the other\n"
    "seats. While playing, type 'help' for the legal actions, 'undo', 'redo',\n"
    "'show' to print the table again, 'save FILE' to save, or 'quit'.\n"
    "\n"
    "  --seed N          deal number N (0 to 4294967295; default 1)\n"
    "  --deal \"CARDS\"    an explicit deal, the cards in dealing order\n"
    "  --players N       number of players (default: the game's usual number)\n"
    "  --option K=V      a table option (see 'cardtable-cli list')\n"
    "  --auto            computer players take every seat, seat 0 included\n"
    "  --save FILE       write the game record to FILE when play stops\n"
    "  --level L         the computer players: random, basic (rule-based, the\n"
    "                    default) or strong (searching, where the game has one)\n"
    "  --movetime MS     thinking time of a strong player per decision (default 1000)\n";

const char* const kReplayUsage =
    "Usage: cardtable-cli replay FILE [--json]\n"
    "\n"
    "Reads a game record, replays every action through the rules and prints the\n"
    "final position. A record that is corrupt, truncated or holds an illegal\n"
    "action is refused with the line and the reason (exit status 1).\n"
    "  --json            print the final state as JSON\n";

// ---- list ------------------------------------------------------------------

int listGames(const std::vector<std::string>& args)
{
    bool json = false;
    for (const auto& arg : args) {
        if (isHelp(arg)) {
            std::cout << kListUsage;
            return 0;
        }
        if (arg == "--json")
            json = true;
        else
            return usageError("list: unknown argument '" + arg + "'", kListUsage);
    }
    if (json) {
        JsonWriter out;
        out.beginArray();
        for (const Game* game : allGames()) {
            out.beginObject();
            out.key("id").value(game->id());
            out.key("name").value(game->name());
            out.key("family").value(familyId(game->family()));
            out.key("minPlayers").value(game->minPlayers());
            out.key("maxPlayers").value(game->maxPlayers());
            out.key("options").beginObject();
            for (const auto& spec : game->optionSpecs())
                out.key(spec.key).stringArray(spec.values);
            out.endObject();
            out.endObject();
        }
        out.endArray();
        std::cout << out.text() << "\n";
        return 0;
    }
    std::printf("%-22s %-26s %-13s %s\n", "ID", "NAME", "FAMILY", "PLAYERS");
    for (const Game* game : allGames()) {
        std::string players = game->minPlayers() == game->maxPlayers()
                                  ? std::to_string(game->minPlayers())
                                  : std::to_string(game->minPlayers()) + "-" + std::to_string(game->maxPlayers());
        std::string options;
        for (const auto& spec : game->optionSpecs())
            options += "  " + spec.key + "=" + join(spec.values, "|");
        std::printf("%-22s %-26s %-13s %-7s%s\n", game->id().c_str(), game->name().c_str(),
                    familyId(game->family()).c_str(), players.c_str(), options.c_str());
    }
    return 0;
}

// ---- play ------------------------------------------------------------------

struct PlayArguments {
    std::string gameId;
    GameSetup setup;
    bool automatic = false;
    std::string saveFile;
    Level level = Level::Basic;
    int movetime = 1000;
};

std::variant<PlayArguments, int> parsePlayArguments(const std::vector<std::string>& args)
{
    PlayArguments parsed;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& arg = args[i];
        auto needValue = [&]() -> const std::string* {
            if (i + 1 >= args.size())
                return nullptr;
            return &args[++i];
        };
        if (isHelp(arg)) {
            std::cout << kPlayUsage;
            return 0;
        }
        if (arg == "--seed") {
            const std::string* value = needValue();
            auto seed = value ? parseInteger(*value) : std::nullopt;
            if (!seed || *seed < 0 || *seed > 0xFFFFFFFFLL)
                return usageError("--seed needs a deal number from 0 to 4294967295", kPlayUsage);
            parsed.setup.seed = static_cast<std::uint32_t>(*seed);
        } else if (arg == "--deal") {
            const std::string* value = needValue();
            if (!value)
                return usageError("--deal needs the cards in dealing order", kPlayUsage);
            auto cards = parseDeal(*value);
            if (!cards)
                return usageError("--deal: " + cards.error().message, kPlayUsage);
            parsed.setup.deal = *cards;
        } else if (arg == "--players") {
            const std::string* value = needValue();
            auto players = value ? parseInteger(*value) : std::nullopt;
            if (!players || *players < 1 || *players > 16)
                return usageError("--players needs a number of players", kPlayUsage);
            parsed.setup.players = static_cast<int>(*players);
        } else if (arg == "--option") {
            const std::string* value = needValue();
            if (!value || value->find('=') == std::string::npos)
                return usageError("--option needs KEY=VALUE", kPlayUsage);
            const auto equals = value->find('=');
            parsed.setup.options[value->substr(0, equals)] = value->substr(equals + 1);
        } else if (arg == "--auto") {
            parsed.automatic = true;
        } else if (arg == "--level") {
            const std::string* value = needValue();
            if (value && *value == "random")
                parsed.level = Level::Random;
            else if (value && *value == "basic")
                parsed.level = Level::Basic;
            else if (value && *value == "strong")
                parsed.level = Level::Strong;
            else
                return usageError("--level needs random, basic or strong", kPlayUsage);
        } else if (arg == "--movetime") {
            const std::string* value = needValue();
            auto milliseconds = value ? parseInteger(*value) : std::nullopt;
            if (!milliseconds || *milliseconds < 1 || *milliseconds > 600'000)
                return usageError("--movetime needs milliseconds from 1 to 600000", kPlayUsage);
            parsed.movetime = static_cast<int>(*milliseconds);
        } else if (arg == "--save") {
            const std::string* value = needValue();
            if (!value)
                return usageError("--save needs a file name", kPlayUsage);
            parsed.saveFile = *value;
        } else if (startsWith(arg, "-")) {
            return usageError("play: unknown option '" + arg + "'", kPlayUsage);
        } else if (parsed.gameId.empty()) {
            parsed.gameId = arg;
        } else {
            return usageError("play: unexpected argument '" + arg + "'", kPlayUsage);
        }
    }
    if (parsed.gameId.empty())
        return usageError("play: which game? (see 'cardtable-cli list')", kPlayUsage);
    if (parsed.setup.seed && parsed.setup.deal)
        return usageError("play: give --seed or --deal, not both", kPlayUsage);
    return parsed;
}

std::string resultLine(const State& state)
{
    const Outcome outcome = state.outcome();
    std::string text;
    switch (outcome.result) {
    case Result::Won: text = state.playerCount() == 1 ? "You won." : "Seat 0 won."; break;
    case Result::Lost: text = "Lost."; break;
    case Result::Draw: text = "Drawn."; break;
    case Result::InProgress: text = "In progress."; break;
    }
    if (outcome.why == "no-moves")
        text += " No more moves.";
    else if (outcome.why == "endless")
        text += " The game would never end: the position repeated.";
    else if (outcome.why == "resigned")
        text += " You resigned.";
    if (state.playerCount() > 1) {
        text += " Places:";
        for (std::size_t seat = 0; seat < outcome.places.size(); ++seat)
            text += " seat " + std::to_string(seat) + "=" + std::to_string(outcome.places[seat]);
    }
    return text;
}

bool saveRecord(const GameSession& session, const std::string& path)
{
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << formatRecord(session.record());
    out.close();
    if (!out) {
        std::cerr << "cardtable-cli: cannot write " << path << "\n";
        return false;
    }
    std::cout << "Saved to " << path << "\n";
    return true;
}

int playGame(const std::vector<std::string>& args)
{
    auto parsedOrExit = parsePlayArguments(args);
    if (std::holds_alternative<int>(parsedOrExit))
        return std::get<int>(parsedOrExit);
    PlayArguments parsed = std::get<PlayArguments>(parsedOrExit);
    const Game* game = findGame(parsed.gameId);
    if (!game)
        return usageError("unknown game '" + parsed.gameId + "' (see 'cardtable-cli list')", kPlayUsage);
    auto started = GameSession::start(*game, parsed.setup);
    if (!started)
        return usageError(started.error().text(), kPlayUsage);
    GameSession session = std::move(*started);
    // The computer players are the game's players at the level asked for (a
    // lower level, or uniform random choice, where a game has none).
    Rng computer(parsed.setup.seed.value_or(1) * 2654435761u + 99u);
    const std::unique_ptr<Player> computerPlayer = makePlayer(game->id(), parsed.level);
    Budget budget;
    budget.milliseconds = parsed.movetime;

    std::cout << game->name() << (session.setup().seed ? ", deal " + std::to_string(*session.setup().seed) : "")
              << "\n"
              << session.state().describe();
    std::string line;
    // With computers in every seat nobody can stop a game that goes round in
    // circles (random play in a patience game): the third time a position
    // comes back, a patience game is resigned and any other game stopped.
    std::unordered_map<std::string, int> visits;
    // Games of several rounds: each finished round is reported with its
    // points and totals, and the next one is shown as it is dealt.
    std::size_t roundsShown = 0;
    auto reportRounds = [&] {
        const ScoreSheet* sheet = session.state().scoreSheet();
        if (!sheet)
            return;
        for (; roundsShown < sheet->rows.size(); ++roundsShown) {
            const ScoreRow& row = sheet->rows[roundsShown];
            std::cout << "Round " << row.round << " ends" << (row.note.empty() ? "" : " (" + row.note + ")") << ":";
            for (std::size_t side = 0; side < row.points.size() && side < sheet->sides.size(); ++side)
                std::cout << (side ? "," : "") << " side " << sheet->sides[side] << " " << row.points[side]
                          << " (total " << row.totals[side] << ")";
            std::cout << "\n";
            if (!session.state().isTerminal() && roundsShown + 1 == sheet->rows.size())
                std::cout << session.state().describe();
        }
    };
    while (!session.state().isTerminal()) {
        reportRounds();
        const State& state = session.state();
        const Seat seat = state.currentPlayer();
        if (parsed.automatic && ++visits[state.fingerprint()] >= 3) {
            if (game->family() != Family::Patience) {
                std::cout << "Stopped: the same position has come round three times.\n";
                break;
            }
            std::cout << "The same position has come round three times: resigning.\n";
            session.play(*state.parseAction("resign"));
            continue;
        }
        if (seat != 0 || parsed.automatic) {
            const Action action = computerPlayer->choose(state, computer, budget);
            std::cout << "Seat " << seat << " plays " << state.actionText(action) << "\n";
            session.play(action);
            continue;
        }
        std::cout << "> " << std::flush;
        if (!std::getline(std::cin, line))
            break;
        const std::string command = std::string(trim(line));
        const auto words = splitWords(command);
        if (command.empty())
            continue;
        if (command == "quit" || command == "exit")
            break;
        if (command == "help" || command == "?") {
            std::cout << "Legal actions: " << state.actionsText(state.legalActions()) << "\n"
                      << "Also: undo, redo, show, save FILE, quit\n";
            continue;
        }
        if (command == "show") {
            std::cout << state.describe();
            continue;
        }
        if (command == "undo" || command == "redo") {
            const bool undo = command == "undo";
            if (undo ? !session.canUndo() : !session.canRedo()) {
                std::cout << "Nothing to " << command << ".\n";
                continue;
            }
            // Against computer players, undo goes back to seat 0's last decision.
            do {
                undo ? session.undo() : session.redo();
            } while (session.state().currentPlayer() != 0 && (undo ? session.canUndo() : session.canRedo()));
            std::cout << session.state().describe();
            continue;
        }
        if (words.size() == 2 && words[0] == "save") {
            saveRecord(session, words[1]);
            continue;
        }
        auto action = state.parseAction(command);
        if (!action) {
            std::cout << "Not understood: " << action.error().message << "\n";
            continue;
        }
        Verdict verdict = session.play(*action);
        if (!verdict.legal()) {
            std::cout << "Illegal: " << describe(verdict) << "\n";
            continue;
        }
        std::cout << session.state().describe();
    }
    reportRounds();
    if (session.state().isTerminal()) {
        std::cout << session.state().describe() << resultLine(session.state()) << "\n";
    }
    if (!parsed.saveFile.empty() && !saveRecord(session, parsed.saveFile))
        return kFailure;
    return 0;
}

// ---- replay ----------------------------------------------------------------

int replayFile(const std::vector<std::string>& args)
{
    std::string path;
    bool json = false;
    for (const auto& arg : args) {
        if (isHelp(arg)) {
            std::cout << kReplayUsage;
            return 0;
        }
        if (arg == "--json")
            json = true;
        else if (startsWith(arg, "-"))
            return usageError("replay: unknown option '" + arg + "'", kReplayUsage);
        else if (path.empty())
            path = arg;
        else
            return usageError("replay: one file at a time", kReplayUsage);
    }
    if (path.empty())
        return usageError("replay: which file?", kReplayUsage);
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        std::cerr << "cardtable-cli: cannot open " << path << "\n";
        return kFailure;
    }
    std::string text;
    char buffer[65536];
    while (in.read(buffer, sizeof buffer) || in.gcount() > 0) {
        text.append(buffer, static_cast<std::size_t>(in.gcount()));
        if (text.size() > kMaxRecordBytes)
            break;
    }
    auto record = parseRecord(text);
    if (!record) {
        std::cerr << "cardtable-cli: " << path << ": " << record.error().text() << "\n";
        return kFailure;
    }
    auto state = replayRecord(*record);
    if (!state) {
        std::cerr << "cardtable-cli: " << path << ": " << state.error().text() << "\n";
        return kFailure;
    }
    if (json) {
        std::cout << stateJson(**state) << "\n";
    } else {
        std::cout << (*state)->game().name() << " after " << record->actions.size() << " actions\n"
                  << (*state)->describe() << resultLine(**state) << "\n";
    }
    return 0;
}

} // namespace

Command listCommand()
{
    return {"list", "[--json]", "list every game: id, name, family, players", kListUsage, listGames};
}

Command playCommand()
{
    return {"play", "GAME [OPTIONS]", "play a game in text; you are seat 0", kPlayUsage, playGame};
}

Command replayCommand()
{
    return {"replay", "FILE [--json]", "check a saved record and print its final position",
            kReplayUsage, replayFile};
}

} // namespace ct::cli
