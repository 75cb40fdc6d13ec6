#include "ai/player.h"

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
    if (level != Level::Random)
        for (const PlayerEntry& entry : kPlayers)
            if (entry.gameId == gameId)
                return entry.make(level);
    return makeRandomPlayer();
}

} // namespace ct
