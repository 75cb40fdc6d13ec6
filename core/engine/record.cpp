#include "engine/record.h"

#include <algorithm>

#include "cards/deck.h"
#include "util/text.h"

namespace ct {

GameSetup GameRecord::setup() const
{
    GameSetup setup;
    setup.players = players;
    setup.options = options;
    setup.seed = seed;
    setup.deal = deal;
    return setup;
}

std::string formatRecord(const GameRecord& record)
{
    std::string out = "cardtable-record " + std::to_string(record.formatVersion) + "\n";
    out += "game " + record.gameId + "\n";
    if (record.players > 0)
        out += "players " + std::to_string(record.players) + "\n";
    for (const auto& [key, value] : record.options)
        out += "option " + key + "=" + value + "\n";
    if (record.deal) {
        const bool severalPacks = std::any_of(record.deal->begin(), record.deal->end(),
                                              [](const Card& c) { return c.pack > 0; });
        out += "deal " + cardsText(*record.deal, severalPacks ? PackSuffix::Always
                                                                : PackSuffix::Never) + "\n";
    } else if (record.seed) {
        out += "seed " + std::to_string(*record.seed) + "\n";
    }
    if (record.undos > 0)
        out += "undos " + std::to_string(record.undos) + "\n";
    if (record.hints > 0)
        out += "hints " + std::to_string(record.hints) + "\n";
    if (record.elapsedMs > 0)
        out += "elapsed-ms " + std::to_string(record.elapsedMs) + "\n";
    for (const std::string& action : record.actions)
        out += "action " + action + "\n";
    out += "end\n";
    return out;
}

namespace {

bool isCleanText(std::string_view text)
{
    return std::all_of(text.begin(), text.end(), [](char c) {
        auto u = static_cast<unsigned char>(c);
        return u == '\t' || u >= 0x20;
    });
}

} // namespace

Expected<GameRecord> parseRecord(std::string_view text)
{
    if (text.size() > kMaxRecordBytes)
        return makeError("the file is too large for a game record (" + std::to_string(text.size()) +
                         " bytes; at most " + std::to_string(kMaxRecordBytes) + ")");
    GameRecord record;
    bool sawHeader = false;
    bool sawEnd = false;
    bool sawGame = false;
    int lineNumber = 0;
    std::size_t position = 0;
    while (position < text.size()) {
        std::size_t newline = text.find('\n', position);
        std::string_view raw = text.substr(position, newline == std::string_view::npos
                                                         ? std::string_view::npos
                                                         : newline - position);
        position = newline == std::string_view::npos ? text.size() : newline + 1;
        ++lineNumber;
        if (raw.size() > kMaxRecordLineLength)
            return makeError("the line is too long (" + std::to_string(raw.size()) + " characters)",
                             lineNumber);
        if (!raw.empty() && raw.back() == '\r')
            raw.remove_suffix(1);
        if (!isCleanText(raw))
            return makeError("the line holds control characters or binary data", lineNumber);
        std::string_view line = trim(raw);
        if (line.empty() || line.front() == '#')
            continue;
        if (sawEnd)
            return makeError("text after the 'end' line", lineNumber);

        const std::size_t space = line.find(' ');
        const std::string keyword(line.substr(0, space));
        const std::string_view rest =
            space == std::string_view::npos ? std::string_view{} : trim(line.substr(space + 1));

        if (!sawHeader) {
            if (keyword != "cardtable-record")
                return makeError("this is not a Card Table game record (it must start with "
                                 "'cardtable-record')",
                                 lineNumber);
            auto version = parseInteger(rest);
            if (!version || *version < 1)
                return makeError("the format version '" + std::string(rest) + "' is not a version number",
                                 lineNumber);
            if (*version > kRecordFormatVersion)
                return makeError("the record was written by a newer Card Table (format " +
                                     std::to_string(*version) + "); this version reads format " +
                                     std::to_string(kRecordFormatVersion),
                                 lineNumber);
            record.formatVersion = static_cast<int>(*version);
            sawHeader = true;
            continue;
        }

        const bool actionsStarted = !record.actions.empty();
        auto headerOnly = [&]() -> std::optional<Error> {
            if (actionsStarted)
                return makeError("'" + keyword + "' must come before the first action", lineNumber);
            return std::nullopt;
        };

        if (keyword == "game") {
            if (auto e = headerOnly())
                return *e;
            if (sawGame)
                return makeError("the game is named twice", lineNumber);
            if (rest.empty())
                return makeError("'game' needs a game id", lineNumber);
            record.gameId = std::string(rest);
            sawGame = true;
        } else if (keyword == "players") {
            if (auto e = headerOnly())
                return *e;
            auto players = parseInteger(rest);
            if (!players || *players < 1 || *players > 16)
                return makeError("'" + std::string(rest) + "' is not a number of players", lineNumber);
            record.players = static_cast<int>(*players);
        } else if (keyword == "option") {
            if (auto e = headerOnly())
                return *e;
            const std::size_t equals = rest.find('=');
            if (equals == std::string_view::npos || equals == 0)
                return makeError("an option is written key=value", lineNumber);
            std::string key(trim(rest.substr(0, equals)));
            if (record.options.count(key))
                return makeError("option '" + key + "' is given twice", lineNumber);
            record.options[key] = std::string(trim(rest.substr(equals + 1)));
        } else if (keyword == "seed") {
            if (auto e = headerOnly())
                return *e;
            auto seed = parseInteger(rest);
            if (!seed || *seed < 0 || *seed > 0xFFFFFFFFLL)
                return makeError("the seed must be a whole number from 0 to 4294967295", lineNumber);
            if (record.seed || record.deal)
                return makeError("a record has one seed or one deal, not both", lineNumber);
            record.seed = static_cast<std::uint32_t>(*seed);
        } else if (keyword == "deal") {
            if (auto e = headerOnly())
                return *e;
            if (record.seed || record.deal)
                return makeError("a record has one seed or one deal, not both", lineNumber);
            auto cards = parseDeal(rest);
            if (!cards)
                return makeError("in the deal, " + cards.error().message, lineNumber);
            record.deal = std::move(*cards);
        } else if (keyword == "undos") {
            auto undos = parseInteger(rest);
            if (!undos || *undos < 0 || *undos > 100'000'000)
                return makeError("'" + std::string(rest) + "' is not a count of undos", lineNumber);
            record.undos = static_cast<int>(*undos);
        } else if (keyword == "hints") {
            auto hints = parseInteger(rest);
            if (!hints || *hints < 0 || *hints > 100'000'000)
                return makeError("'" + std::string(rest) + "' is not a count of hints", lineNumber);
            record.hints = static_cast<int>(*hints);
        } else if (keyword == "elapsed-ms") {
            auto elapsed = parseInteger(rest);
            if (!elapsed || *elapsed < 0 || *elapsed > 10LL * 365 * 24 * 3600 * 1000)
                return makeError("'" + std::string(rest) + "' is not a playing time", lineNumber);
            record.elapsedMs = *elapsed;
        } else if (keyword == "action") {
            if (!sawGame)
                return makeError("an action comes before the game is named", lineNumber);
            if (rest.empty())
                return makeError("an empty action", lineNumber);
            if (record.actions.size() >= kMaxRecordActions)
                return makeError("too many actions", lineNumber);
            record.actions.emplace_back(rest);
            record.actionLines.push_back(lineNumber);
        } else if (keyword == "end") {
            sawEnd = true;
        } else {
            return makeError("unknown line '" + keyword + "'", lineNumber);
        }
    }
    if (!sawHeader)
        return makeError("the file is empty or not a Card Table game record");
    if (!sawGame)
        return makeError("the record does not name its game");
    if (!sawEnd)
        return makeError("the record is cut short: its 'end' line is missing", lineNumber);
    return record;
}

Expected<std::unique_ptr<State>> replayRecord(const GameRecord& record)
{
    const Game* game = findGame(record.gameId);
    if (!game)
        return makeError("unknown game '" + record.gameId + "'");
    auto started = game->start(record.setup());
    if (!started)
        return started.error();
    std::unique_ptr<State> state = std::move(*started);
    for (std::size_t i = 0; i < record.actions.size(); ++i) {
        const int line = i < record.actionLines.size() ? record.actionLines[i] : 0;
        const std::string& text = record.actions[i];
        if (state->isTerminal())
            return makeError("action '" + text + "' comes after the game has ended", line);
        auto action = state->parseAction(text);
        if (!action)
            return makeError("action '" + text + "': " + action.error().message, line);
        Verdict verdict = state->check(*action);
        if (!verdict.legal())
            return makeError("action '" + text + "' is illegal here: " + describe(verdict), line);
        state->apply(*action);
    }
    return state;
}

} // namespace ct
