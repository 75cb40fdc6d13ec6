// GameRecord: everything needed to rebuild a game exactly (game id, options,
// players, seed or explicit deal, the actions in notation), and its text
// format, documented in docs/record-format.md. Loading replays every action
// through the rules, so a tampered file cannot produce an illegal position.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/game.h"
#include "util/expected.h"

namespace ct {

inline constexpr int kRecordFormatVersion = 1;
inline constexpr std::size_t kMaxRecordBytes = 16u << 20;
inline constexpr std::size_t kMaxRecordLineLength = 8192;
inline constexpr std::size_t kMaxRecordActions = 2'000'000;

struct GameRecord {
    int formatVersion = kRecordFormatVersion;
    std::string gameId;
    int players = 0;
    Options options;
    std::optional<std::uint32_t> seed;
    std::optional<std::vector<Card>> deal;
    std::vector<std::string> actions;
    int undos = 0; // undos the player made, kept for the move counter and statistics
    int hints = 0; // hints the player asked for (an assisted game)
    std::int64_t elapsedMs = 0; // playing time so far, so a resumed game's clock goes on
    // The line of each action in the text it was parsed from (for errors).
    std::vector<int> actionLines;

    GameSetup setup() const;
};

std::string formatRecord(const GameRecord& record);
// Reads the text format. Errors name the line and the problem.
Expected<GameRecord> parseRecord(std::string_view text);
// Starts the game and replays every action, refusing the first that does not
// parse or is illegal, with its line and the rules' reason.
Expected<std::unique_ptr<State>> replayRecord(const GameRecord& record);

} // namespace ct
