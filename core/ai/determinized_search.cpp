#include "ai/determinized_search.h"

#include <chrono>

namespace ct {

namespace {

class DeterminizedSearchPlayer : public Player {
public:
    explicit DeterminizedSearchPlayer(DeterminizedSearchSettings settings)
        : settings_(std::move(settings))
        , rollout_(settings_.rolloutPlayer())
    { }

    std::string name() const override { return settings_.name; }

    Action choose(const State& state, Rng& rng, const Budget& budget) override
    {
        const auto actions = state.legalActions();
        if (actions.size() == 1)
            return actions.front();
        if (settings_.searchWhen && !settings_.searchWhen(state))
            return rollout_->choose(state, rng, budget);
        const Seat seat = state.currentPlayer();
        std::vector<double> totals(actions.size(), 0.0);
        const auto start = std::chrono::steady_clock::now();
        auto timeLeft = [&]() {
            const auto spent = std::chrono::steady_clock::now() - start;
            return std::chrono::duration_cast<std::chrono::milliseconds>(spent).count() < budget.milliseconds;
        };
        const int fixed = budget.iterations;
        for (int world = 0;; ++world) {
            if (fixed > 0 ? world >= fixed : (world >= settings_.minimumWorlds && !timeLeft()))
                break;
            if (budget.cancel && budget.cancel->load() && world > 0)
                break;
            std::unique_ptr<State> sampled = state.resample(seat, rng);
            if (!sampled)
                sampled = state.clone();
            // Every action meets the same world and the same playout luck.
            const std::uint64_t playoutSeed = rng.next();
            for (std::size_t i = 0; i < actions.size(); ++i) {
                auto line = sampled->clone();
                line->apply(actions[i]);
                Rng playoutRng(playoutSeed);
                playOut(state, *line, playoutRng);
                totals[i] += settings_.evaluate(state, *line, seat);
            }
        }
        std::size_t best = 0;
        for (std::size_t i = 1; i < actions.size(); ++i)
            if (totals[i] > totals[best])
                best = i;
        return actions[best];
    }

private:
    void playOut(const State& root, State& line, Rng& rng)
    {
        const Budget quick{0, 1, nullptr};
        for (int step = 0; step < settings_.maxPlayoutSteps; ++step) {
            if (line.isTerminal() || settings_.horizon(root, line))
                return;
            line.apply(rollout_->choose(line, rng, quick));
        }
    }

    DeterminizedSearchSettings settings_;
    std::unique_ptr<Player> rollout_;
};

} // namespace

std::unique_ptr<Player> makeDeterminizedSearchPlayer(DeterminizedSearchSettings settings)
{
    return std::make_unique<DeterminizedSearchPlayer>(std::move(settings));
}

} // namespace ct
