#include "ai/player.h"

#include <string_view>

#include "rummy/quatorze_players.h"

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

// The players each game has, one line per game and level.
struct PlayerFactory {
    std::string_view gameId;
    Level level;
    std::unique_ptr<Player> (*make)();
};

const PlayerFactory kFactories[] = {
    {"quatorze", Level::Basic, makeQuatorzeBasicPlayer},
    {"quatorze", Level::Strong, makeQuatorzeStrongPlayer},
};

} // namespace

// The game's player at `level`, else at the nearest level below, else random.
std::unique_ptr<Player> makePlayer(const std::string& gameId, Level level)
{
    for (int at = static_cast<int>(level); at > static_cast<int>(Level::Random); --at)
        for (const PlayerFactory& factory : kFactories)
            if (factory.gameId == gameId && static_cast<int>(factory.level) == at)
                return factory.make();
    return makeRandomPlayer();
}

} // namespace ct
