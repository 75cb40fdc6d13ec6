#include "ai/trick_ismcts.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <memory>
#include <vector>

#include "ai/trick_sim.h"

namespace ct {

namespace {

struct Node {
    int firstChild = -1;
    int nextSibling = -1;
    std::int8_t card = -1; // the card played to reach this node
    std::int8_t side = 0;  // the side of the hand that played it
    int visits = 0;
    int available = 0;     // iterations in which this card was legal here
    double total = 0;      // rewards for `side`
};

struct World {
    SimRules rules;
    SimState start;
};

// The points a round can swing by, to put rewards on a scale near 1.
double pointsInPlay(const SimRules& rules)
{
    double points = rules.nestPoints;
    for (int card = 0; card < rules.cardCount; ++card)
        points += rules.points[static_cast<std::size_t>(card)];
    points += rules.trickPoints * (rules.cardCount / std::max(1, rules.hands));
    return std::max(1.0, points);
}

class Search {
public:
    Search(const TrickState& state, Rng& rng, const IsmctsSettings& settings)
        : state_(state)
        , rng_(rng)
        , settings_(settings)
        , seat_(state.currentPlayer())
    {
        nodes_.reserve(1 << 16);
        nodes_.push_back(Node{});
        worlds_.reserve(static_cast<std::size_t>(settings.worldPool));
    }

    void iterate()
    {
        const World& world = nextWorld();
        const SimRules& rules = world.rules;
        SimState sim = world.start;
        path_.clear();
        int node = 0;
        while (!sim.over()) {
            const std::uint64_t legal = simLegal(rules, sim);
            const auto side = rules.sideOfHand[static_cast<std::size_t>(sim.toAct)];
            std::uint64_t untried = legal;
            int best = -1;
            double bestScore = -1e300;
            for (int child = nodes_[static_cast<std::size_t>(node)].firstChild; child >= 0;
                 child = nodes_[static_cast<std::size_t>(child)].nextSibling) {
                Node& n = nodes_[static_cast<std::size_t>(child)];
                if (!(legal >> n.card & 1))
                    continue;
                untried &= ~(std::uint64_t{1} << n.card);
                ++n.available;
                const double score = n.total / n.visits
                    + settings_.exploration * std::sqrt(std::log(static_cast<double>(n.available)) / n.visits);
                if (score > bestScore) {
                    bestScore = score;
                    best = child;
                }
            }
            if (untried) {
                const int card = randomBit(untried, rng_);
                Node fresh;
                fresh.card = static_cast<std::int8_t>(card);
                fresh.side = side;
                fresh.available = 1;
                fresh.nextSibling = nodes_[static_cast<std::size_t>(node)].firstChild;
                nodes_.push_back(fresh);
                const int created = static_cast<int>(nodes_.size()) - 1;
                nodes_[static_cast<std::size_t>(node)].firstChild = created;
                path_.push_back(created);
                simPlay(rules, sim, card);
                break;
            }
            path_.push_back(best);
            simPlay(rules, sim, nodes_[static_cast<std::size_t>(best)].card);
            node = best;
        }
        if (settings_.playoutGreed > 0)
            simMixedPlayout(rules, sim, rng_, settings_.playoutGreed);
        else
            simRandomPlayout(rules, sim, rng_);
        const double scale = 1.0 / pointsInPlay(rules);
        std::array<double, kSimMaxHands> reward{};
        for (int side = 0; side < rules.sides; ++side)
            reward[static_cast<std::size_t>(side)] = simMargin(rules, sim, side) * scale;
        for (int at : path_) {
            Node& n = nodes_[static_cast<std::size_t>(at)];
            ++n.visits;
            n.total += reward[static_cast<std::size_t>(n.side)];
        }
        ++iterations_;
    }

    IsmctsOutcome result() const
    {
        IsmctsOutcome outcome;
        outcome.iterations = iterations_;
        int best = -1;
        for (int child = nodes_[0].firstChild; child >= 0; child = nodes_[static_cast<std::size_t>(child)].nextSibling)
            if (best < 0 || nodes_[static_cast<std::size_t>(child)].visits > nodes_[static_cast<std::size_t>(best)].visits)
                best = child;
        if (best < 0 || worlds_.empty())
            return outcome;
        const Node& chosen = nodes_[static_cast<std::size_t>(best)];
        outcome.action = TrickState::playCard(worlds_.front().rules.cards[static_cast<std::size_t>(chosen.card)]);
        outcome.expectedMargin = chosen.total / chosen.visits * pointsInPlay(worlds_.front().rules);
        return outcome;
    }

    int iterationsDone() const { return iterations_; }
    // The seat's cards searched at the root and how often each was tried.
    std::vector<std::pair<Action, long long>> rootVisits() const
    {
        std::vector<std::pair<Action, long long>> visits;
        if (worlds_.empty())
            return visits;
        for (int child = nodes_[0].firstChild; child >= 0;
             child = nodes_[static_cast<std::size_t>(child)].nextSibling) {
            const Node& node = nodes_[static_cast<std::size_t>(child)];
            const Card card = worlds_.front().rules.cards[static_cast<std::size_t>(node.card)];
            visits.emplace_back(TrickState::playCard(card), node.visits);
        }
        return visits;
    }
    // With a time budget: whether `milliseconds` from `start` have passed,
    // or the search was cancelled.
    static bool pastDeadline(std::chrono::steady_clock::time_point start, int milliseconds,
                             const Budget& budget)
    {
        return std::chrono::steady_clock::now() >= start + std::chrono::milliseconds(milliseconds) ||
               (budget.cancel && budget.cancel->load());
    }

private:
    const World& nextWorld()
    {
        const auto pool = static_cast<std::size_t>(settings_.seesAllCards ? 1 : std::max(1, settings_.worldPool));
        if (worlds_.size() < pool) {
            World world;
            if (settings_.seesAllCards) {
                simFromState(state_, world.rules, world.start);
            } else {
                const std::unique_ptr<State> sampled =
                    settings_.inference ? settings_.inference->sample(state_, rng_) : state_.resample(seat_, rng_);
                simFromState(static_cast<const TrickState&>(*sampled), world.rules, world.start);
            }
            worlds_.push_back(world);
            return worlds_.back();
        }
        return worlds_[rng_.below(static_cast<std::uint32_t>(worlds_.size()))];
    }

    const TrickState& state_;
    Rng& rng_;
    IsmctsSettings settings_;
    Seat seat_;
    std::vector<Node> nodes_;
    std::vector<World> worlds_;
    std::vector<int> path_;
    int iterations_ = 0;
};

} // namespace

namespace {

// Perfect-information Monte Carlo: separate searches of sampled deals, each
// run as the cheat runs its one, the visits of the seat's cards summed.
IsmctsOutcome determinizedChoosePlay(const TrickState& state, Rng& rng, const Budget& budget,
                                     const IsmctsSettings& settings)
{
    using Clock = std::chrono::steady_clock;
    const auto start = Clock::now();
    const int worlds = settings.determinizations;
    std::vector<std::pair<Action, long long>> visits;
    IsmctsOutcome outcome;
    IsmctsSettings one = settings;
    one.seesAllCards = true;
    one.determinizations = 0;
    for (int world = 0; world < worlds; ++world) {
        Budget share = budget;
        if (budget.iterations > 0) {
            share.iterations = budget.iterations / worlds + (world < budget.iterations % worlds ? 1 : 0);
            if (share.iterations == 0)
                break;
        } else {
            const auto spent =
                std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start).count();
            const long long left = budget.milliseconds - spent;
            if (left <= 0 || (budget.cancel && budget.cancel->load()))
                break;
            share.milliseconds = static_cast<int>(std::max<long long>(1, left / (worlds - world)));
        }
        const std::unique_ptr<State> sampled = state.resample(state.currentPlayer(), rng);
        Search search(static_cast<const TrickState&>(*sampled), rng, one);
        const auto worldStart = Clock::now();
        for (int done = 0;; ++done) {
            if (share.iterations > 0) {
                if (done >= share.iterations)
                    break;
            } else if (done > 0 && done % 64 == 0 &&
                       search.pastDeadline(worldStart, share.milliseconds, budget)) {
                break;
            }
            search.iterate();
        }
        outcome.iterations += search.iterationsDone();
        for (const auto& rootVisit : search.rootVisits()) {
            // A plain reference, not a structured binding: clang 14 cannot
            // capture bindings in a lambda.
            const auto& action = rootVisit.first;
            auto found = std::find_if(visits.begin(), visits.end(),
                                      [&](const auto& entry) { return entry.first == action; });
            if (found == visits.end())
                visits.emplace_back(action, rootVisit.second);
            else
                found->second += rootVisit.second;
        }
    }
    // Ties go to the first card found.
    long long most = -1;
    for (const auto& [action, count] : visits)
        if (count > most) {
            most = count;
            outcome.action = action;
        }
    return outcome;
}

} // namespace

IsmctsOutcome ismctsChoosePlay(const TrickState& state, Rng& rng, const Budget& budget, const IsmctsSettings& settings)
{
    if (settings.determinizations > 0 && !settings.seesAllCards)
        return determinizedChoosePlay(state, rng, budget, settings);
    Search search(state, rng, settings);
    using Clock = std::chrono::steady_clock;
    const auto deadline = Clock::now() + std::chrono::milliseconds(std::max(1, budget.milliseconds));
    for (int done = 0;; ++done) {
        if (budget.iterations > 0) {
            if (done >= budget.iterations)
                break;
        } else if (done > 0 && done % 64 == 0) {
            if (Clock::now() >= deadline || (budget.cancel && budget.cancel->load()))
                break;
        }
        search.iterate();
    }
    return search.result();
}

} // namespace ct
