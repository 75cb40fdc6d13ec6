#include "ai/patience_player.h"

#include <algorithm>
#include <string>
#include <unordered_set>

#include "cards/card.h"
#include "patience/hint.h"
#include "patience/patience.h"

namespace ct {

namespace {

// Where every card lies and which way up: the position as the player sees
// it. Counters that only grow (moves, swaps made) are left out, or no
// position would ever repeat.
std::string positionKey(const State& state)
{
    std::string key;
    for (const Zone& zone : state.zones()) {
        key += zone.id;
        key += ':';
        for (const PlacedCard& placed : zone.cards) {
            key += cardText(placed.card);
            key += placed.faceUp ? '+' : '-';
        }
        key += ';';
    }
    if (const auto* patience = dynamic_cast<const PatienceState*>(&state))
        key += std::to_string(patience->redealsLeft());
    return key;
}

class PatiencePlayer : public Player {
public:
    std::string name() const override { return "patience"; }

    Action choose(const State& state, Rng& rng, const Budget&) override
    {
        const auto* patience = dynamic_cast<const PatienceState*>(&state);
        const std::vector<Action> actions = state.legalActions();
        if (!patience || actions.empty())
            return actions.empty() ? resign() : actions[rng.below(std::uint32_t(actions.size()))];
        // A new deal (or an undo far back) shows as a position with fewer
        // cards home than the last one we saw: forget the old positions.
        if (patience->cardsHome() < lastHome_)
            seen_.clear();
        lastHome_ = patience->cardsHome();
        seen_.insert(positionKey(state));

        // Every move that leads somewhere new, with the progress it makes.
        const int now = patience->progress();
        std::vector<Action> untried, advancing;
        int best = now;
        for (const Action& action : actions) {
            auto next = state.clone();
            next->apply(action);
            if (seen_.contains(positionKey(*next)))
                continue;
            untried.push_back(action);
            const int progress = static_cast<const PatienceState&>(*next).progress();
            if (progress > best) {
                best = progress;
                advancing.clear();
            }
            if (progress > now && progress == best)
                advancing.push_back(action);
        }
        if (untried.empty())
            return resign(); // every move only goes round in circles
        const auto hint = patienceHint(*patience);
        auto among = [&](const std::vector<Action>& pool) {
            return hint && std::find(pool.begin(), pool.end(), *hint) != pool.end();
        };
        // The most progress first (the hint's move if it is one of those),
        // then the hint, then any new position, at random so that repeated
        // runs explore differently.
        if (!advancing.empty())
            return among(advancing) ? *hint : advancing[rng.below(std::uint32_t(advancing.size()))];
        if (among(untried))
            return *hint;
        return untried[rng.below(std::uint32_t(untried.size()))];
    }

private:
    static Action resign() { return Action{PatienceState::Resign, 0, 0, 0, {}}; }

    std::unordered_set<std::string> seen_;
    int lastHome_ = 0;
};

} // namespace

std::unique_ptr<Player> makePatiencePlayer()
{
    return std::make_unique<PatiencePlayer>();
}

} // namespace ct
