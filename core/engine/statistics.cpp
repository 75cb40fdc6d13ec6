#include "engine/statistics.h"

#include <algorithm>
#include <cstdio>

#include "util/text.h"

namespace ct {

namespace {

constexpr int kFormatVersion = 1;

// The fields in file and CSV order.
struct Field {
    const char* name;
    std::int64_t GameStatistics::*wide;
    int GameStatistics::*narrow;
};

const Field kFields[] = {
    {"played", nullptr, &GameStatistics::played},
    {"won", nullptr, &GameStatistics::won},
    {"lost", nullptr, &GameStatistics::lost},
    {"drawn", nullptr, &GameStatistics::drawn},
    {"abandoned", nullptr, &GameStatistics::abandoned},
    {"assisted", nullptr, &GameStatistics::assisted},
    {"current_streak", nullptr, &GameStatistics::currentStreak},
    {"best_streak", nullptr, &GameStatistics::bestStreak},
    {"worst_streak", nullptr, &GameStatistics::worstStreak},
    {"best_time_ms", &GameStatistics::bestTimeMs, nullptr},
    {"fewest_moves", nullptr, &GameStatistics::fewestMoves},
    {"rounds_played", nullptr, &GameStatistics::roundsPlayed},
    {"rounds_won", nullptr, &GameStatistics::roundsWon},
    {"total_score", &GameStatistics::totalScore, nullptr},
    {"bids_made", nullptr, &GameStatistics::bidsMade},
    {"bids_set", nullptr, &GameStatistics::bidsSet},
};

std::int64_t fieldValue(const GameStatistics& s, const Field& f)
{
    return f.wide ? s.*(f.wide) : s.*(f.narrow);
}

bool validKey(std::string_view key)
{
    return !key.empty() && key.size() < 200 &&
           std::all_of(key.begin(), key.end(), [](char c) {
               return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '=' || c == ' ' ||
                      c == '_' || c == ',';
           });
}

} // namespace

std::string StatisticsBook::variantKey(const Game& game, const Options& options)
{
    std::string key = game.id();
    for (const OptionSpec& spec : game.optionSpecs()) {
        auto it = options.find(spec.key);
        if (it != options.end() && !spec.values.empty() && it->second != spec.values.front())
            key += " " + spec.key + "=" + it->second;
    }
    return key;
}

GameStatistics StatisticsBook::get(const std::string& key) const
{
    auto it = entries_.find(key);
    return it == entries_.end() ? GameStatistics{} : it->second;
}

void StatisticsBook::record(const std::string& key, const FinishedGame& game)
{
    GameStatistics& s = entries_[key];
    ++s.played;
    if (game.assisted)
        ++s.assisted;
    if (game.abandoned)
        ++s.abandoned;
    switch (game.result) {
    case Result::Won:
        ++s.won;
        s.currentStreak = s.currentStreak > 0 ? s.currentStreak + 1 : 1;
        s.bestStreak = std::max(s.bestStreak, s.currentStreak);
        if (game.timeMs > 0 && (s.bestTimeMs == 0 || game.timeMs < s.bestTimeMs))
            s.bestTimeMs = game.timeMs;
        if (game.moves > 0 && (s.fewestMoves == 0 || game.moves < s.fewestMoves))
            s.fewestMoves = game.moves;
        break;
    case Result::Draw:
        ++s.drawn;
        s.currentStreak = 0;
        break;
    case Result::Lost:
    case Result::InProgress: // an abandoned game counts as lost
        ++s.lost;
        s.currentStreak = s.currentStreak < 0 ? s.currentStreak - 1 : -1;
        s.worstStreak = std::max(s.worstStreak, -s.currentStreak);
        break;
    }
    s.roundsPlayed += game.roundsPlayed;
    s.roundsWon += game.roundsWon;
    s.totalScore += game.score;
    s.bidsMade += game.bidsMade;
    s.bidsSet += game.bidsSet;
}

void StatisticsBook::reset(const std::string& key)
{
    entries_.erase(key);
}

std::string StatisticsBook::toText() const
{
    std::string out = "cardtable-statistics " + std::to_string(kFormatVersion) + "\n";
    for (const auto& [key, s] : entries_) {
        out += "game " + key + "\n";
        for (const Field& f : kFields)
            out += std::string(f.name) + " " + std::to_string(fieldValue(s, f)) + "\n";
    }
    out += "end\n";
    return out;
}

Expected<StatisticsBook> StatisticsBook::fromText(std::string_view text)
{
    if (text.size() > (4u << 20))
        return makeError("the statistics file is too large");
    StatisticsBook book;
    GameStatistics* current = nullptr;
    bool header = false;
    bool end = false;
    int lineNumber = 0;
    std::size_t position = 0;
    while (position < text.size()) {
        const std::size_t newline = text.find('\n', position);
        std::string_view line = trim(text.substr(position, newline == std::string_view::npos
                                                               ? std::string_view::npos
                                                               : newline - position));
        position = newline == std::string_view::npos ? text.size() : newline + 1;
        ++lineNumber;
        if (line.empty())
            continue;
        if (end)
            return makeError("text after the 'end' line", lineNumber);
        const std::size_t space = line.find(' ');
        const std::string word(line.substr(0, space));
        const std::string_view rest = space == std::string_view::npos ? std::string_view{} : line.substr(space + 1);
        if (!header) {
            if (word != "cardtable-statistics")
                return makeError("this is not a Card Table statistics file", lineNumber);
            auto version = parseInteger(rest);
            if (!version || *version < 1)
                return makeError("bad format version", lineNumber);
            if (*version > kFormatVersion)
                return makeError("written by a newer Card Table (format " + std::to_string(*version) + ")",
                                 lineNumber);
            header = true;
            continue;
        }
        if (word == "end") {
            end = true;
            continue;
        }
        if (word == "game") {
            if (!validKey(rest))
                return makeError("bad game key", lineNumber);
            current = &book.entries_[std::string(rest)];
            continue;
        }
        const auto field = std::find_if(std::begin(kFields), std::end(kFields),
                                         [&](const Field& f) { return word == f.name; });
        if (field == std::end(kFields))
            return makeError("unknown line '" + word + "'", lineNumber);
        if (!current)
            return makeError("a value before any game", lineNumber);
        auto value = parseInteger(rest);
        if (!value || *value < -1'000'000'000'000LL || *value > 1'000'000'000'000LL)
            return makeError("'" + std::string(rest) + "' is not a number", lineNumber);
        if (field->wide)
            current->*(field->wide) = *value;
        else if (*value < -2'000'000'000LL || *value > 2'000'000'000LL)
            return makeError("'" + std::string(rest) + "' is out of range", lineNumber);
        else
            current->*(field->narrow) = static_cast<int>(*value);
    }
    if (!header)
        return makeError("the statistics file is empty");
    if (!end)
        return makeError("the statistics file is cut short");
    return book;
}

std::string StatisticsBook::toCsv() const
{
    std::string out = "game";
    for (const Field& f : kFields)
        out += std::string(",") + f.name;
    out += ",win_rate\n";
    for (const auto& [key, s] : entries_) {
        out += "\"" + key + "\"";
        for (const Field& f : kFields)
            out += "," + std::to_string(fieldValue(s, f));
        char rate[32];
        std::snprintf(rate, sizeof rate, ",%.4f", s.winRate());
        out += rate;
        out += "\n";
    }
    return out;
}

} // namespace ct
