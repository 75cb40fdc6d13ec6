#include "parlour/old_maid_player.h"

#include "parlour/old_maid.h"

namespace ct {

namespace {

class OldMaidPlayer : public Player {
public:
    std::string name() const override { return "old-maid random draw"; }

    Action choose(const State& state, Rng& rng, const Budget&) override
    {
        const auto* game = dynamic_cast<const OldMaidState*>(&state);
        if (!game)
            return makeRandomPlayer()->choose(state, rng, Budget{});
        // Only the number of cards offered counts, never which they are.
        const int offered = game->handSize(game->offerer());
        const auto position = static_cast<int>(rng.below(static_cast<std::uint32_t>(offered)));
        return OldMaidState::draw(game->drawer(), position);
    }
};

} // namespace

std::unique_ptr<Player> makeOldMaidPlayer(Level level)
{
    if (level == Level::Random)
        return makeRandomPlayer();
    return std::make_unique<OldMaidPlayer>();
}

} // namespace ct
