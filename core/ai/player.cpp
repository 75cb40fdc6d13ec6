#include "ai/player.h"

#include "ai/all_fours_player.h"
#include "ai/patience_player.h"
#include "ai/pope_joan_player.h"
#include "ai/speculation_player.h"
#include "ai/trick_player.h"
#include "ai/trick_search.h"
#include "rummy/quatorze_players.h"

#include <string_view>

#include "engine/game.h"

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

// The players each game has, one line per game and level; games add their
// rows as they gain players, each family in a block of its own.
struct PlayerFactory {
    std::string_view gameId;
    Level level;
    std::unique_ptr<Player> (*make)();
};

const PlayerFactory kFactories[] = {
    // --- Trick-taking games ---
    {"high14", Level::Basic, makeHigh14Player},
    {"rook-for-two", Level::Basic, makeRookForTwoPlayer},
    {"kentucky-discard", Level::Basic, makeKentuckyDiscardPlayer},
    {"high14", Level::Strong, makeHigh14SearchPlayer},
    {"rook-for-two", Level::Strong, makeRookForTwoSearchPlayer},
    {"kentucky-discard", Level::Strong, makeKentuckyDiscardSearchPlayer},
    // --- Rummy ---
    {"quatorze", Level::Basic, makeQuatorzeBasicPlayer},
    {"quatorze", Level::Strong, makeQuatorzeStrongPlayer},
    // --- Parlour games: Pope Joan, All Fours, Speculation ---
    {"pope-joan", Level::Basic, makePopeJoanBasicPlayer},
    {"all-fours", Level::Basic, makeAllFoursBasicPlayer},
    {"all-fours", Level::Strong, makeAllFoursSearchPlayer},
    {"speculation", Level::Basic, makeSpeculationBasicPlayer},
};

// Parlour games whose factory takes the level itself (reaction times in Snap).
struct LevelledFactory {
    std::string_view gameId;
    std::unique_ptr<Player> (*make)(Level);
};

const LevelledFactory kLevelledFactories[] = {
    {"i-suspect-you", &makeISuspectYouPlayer},
    {"old-maid", &makeOldMaidPlayer},
    {"snip-snap-snorum", &makeSnipSnapSnorumPlayer},
    {"snap", &makeSnapPlayer},
};

} // namespace

// The game's player at `level`, else at the nearest level below, else random.
std::unique_ptr<Player> makePlayer(const std::string& gameId, Level level)
{
    for (int at = static_cast<int>(level); at > static_cast<int>(Level::Random); --at)
        for (const PlayerFactory& factory : kFactories)
            if (factory.gameId == gameId && static_cast<int>(factory.level) == at)
                return factory.make();
    if (level != Level::Random)
        for (const LevelledFactory& entry : kLevelledFactories)
            if (entry.gameId == gameId)
                return entry.make(level);
    // Every patience game shares one player.
    if (const Game* game = findGame(gameId); game && game->family() == Family::Patience && level != Level::Random)
        return makePatiencePlayer();
    return makeRandomPlayer();
}

} // namespace ct
