#include "ai/player.h"

#include "ai/all_fours_player.h"
#include "ai/pope_joan_player.h"
#include "ai/speculation_player.h"
#include "ai/trick_player.h"
#include "ai/trick_search.h"
#include <string_view>

#include "rummy/quatorze_players.h"
#include <string_view>

#include "parlour/i_suspect_you_player.h"
#include "parlour/old_maid_player.h"
#include "parlour/snap_player.h"
#include "parlour/snip_snap_snorum_player.h"

namespace ct {

std::string levelId(Level level)
{
    switch (level) {
    case Level::Random: return "random";
    case Level::Basic: return "basic";
    case Level::Strong: return "strong";
    }
    return "random";
}

namespace {

class RandomPlayer : public Player {
public:
    std::string name() const override { return "random"; }
    Action choose(const State& state, Rng& rng, const Budget&) override
    {
        const auto actions = state.legalActions();
        return actions[rng.below(static_cast<std::uint32_t>(actions.size()))];
    }
};

} // namespace

std::unique_ptr<Player> makeRandomPlayer()
{
    return std::make_unique<RandomPlayer>();
}

namespace {

// One entry per game and level that has a player of its own.
// Games register their players here as they gain them: one line per game
// and level.
struct PlayerFactory {
    const char* gameId;
// The players each game has, one line per game and level.
struct PlayerFactory {
    std::string_view gameId;
    Level level;
    std::unique_ptr<Player> (*make)();
};

// Games register their players here as they gain them, each family in a
// block of its own.
const PlayerFactory kPlayerFactories[] = {
    // --- Parlour games: Pope Joan, All Fours, Speculation ---
    {"pope-joan", Level::Basic, makePopeJoanBasicPlayer},
    {"all-fours", Level::Basic, makeAllFoursBasicPlayer},
    {"all-fours", Level::Strong, makeAllFoursSearchPlayer},
    {"speculation", Level::Basic, makeSpeculationBasicPlayer},
    // --- end of Pope Joan, All Fours, Speculation ---
const PlayerFactory kFactories[] = {
    {"high14", Level::Basic, makeHigh14Player},
    {"rook-for-two", Level::Basic, makeRookForTwoPlayer},
    {"kentucky-discard", Level::Basic, makeKentuckyDiscardPlayer},
    {"high14", Level::Strong, makeHigh14SearchPlayer},
    {"rook-for-two", Level::Strong, makeRookForTwoSearchPlayer},
    {"kentucky-discard", Level::Strong, makeKentuckyDiscardSearchPlayer},
const PlayerFactory kFactories[] = {
    {"quatorze", Level::Basic, makeQuatorzeBasicPlayer},
    {"quatorze", Level::Strong, makeQuatorzeStrongPlayer},
// The players of each game, by game id: a factory takes the level asked for
// and falls back to a lower one where the game has nothing stronger. Games
// add their rows here as they gain players, each family in its own block.
using PlayerFactory = std::unique_ptr<Player> (*)(Level);

struct PlayerEntry {
    std::string_view gameId;
    PlayerFactory make;
};

const PlayerEntry kPlayers[] = {
    // --- Parlour games: I Suspect You, Old Maid, Snip Snap Snorum, Snap ---
    {"i-suspect-you", &makeISuspectYouPlayer},
    {"old-maid", &makeOldMaidPlayer},
    {"snip-snap-snorum", &makeSnipSnapSnorumPlayer},
    {"snap", &makeSnapPlayer},
    // --- end of the parlour block ---
};

} // namespace

std::unique_ptr<Player> makePlayer(const std::string& gameId, Level level)
{
    // The asked level, else the best lower one the game has, else random.
    for (int wanted = static_cast<int>(level); wanted > static_cast<int>(Level::Random); --wanted)
        for (const PlayerFactory& factory : kPlayerFactories)
            if (gameId == factory.gameId && static_cast<int>(factory.level) == wanted)
// The game's player at `level`, else at the nearest level below, else random.
std::unique_ptr<Player> makePlayer(const std::string& gameId, Level level)
{
    for (int at = static_cast<int>(level); at > static_cast<int>(Level::Random); --at)
        for (const PlayerFactory& factory : kFactories)
            if (factory.gameId == gameId && static_cast<int>(factory.level) == at)
                return factory.make();
    if (level != Level::Random)
        for (const PlayerEntry& entry : kPlayers)
            if (entry.gameId == gameId)
                return entry.make(level);
    return makeRandomPlayer();
    // The strongest registered player at or below the level asked for.
    const PlayerFactory* best = nullptr;
    for (const PlayerFactory& factory : kFactories)
        if (gameId == factory.gameId && factory.level <= level && (!best || factory.level > best->level))
            best = &factory;
    return best ? best->make() : makeRandomPlayer();
}

} // namespace ct
