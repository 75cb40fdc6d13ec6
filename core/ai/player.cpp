#include "ai/player.h"

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

// Games register their players here as they gain them.
std::unique_ptr<Player> makePlayer(const std::string& gameId, Level level)
{
    (void)gameId;
    (void)level;
    return makeRandomPlayer();
}

} // namespace ct
