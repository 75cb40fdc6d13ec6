// The search shared by the solver's dedicated engines (one per game, each on
// a compact position of its own): the passes (compact_passes.h) run in turn
// under the caller's limits (Plan, run()), and an engine's whole entry
// (solve()), with the line of moves handled here once.
#pragma once

#include <algorithm>
#include <cstdint>
#include <functional>
#include <type_traits>
#include <utility>
#include <vector>

#include "cards/rng.h"
#include "patience/patience.h"
#include "solver/compact_passes.h"
#include "solver/solver.h"

namespace ct::compact {

// The passes' budgets. A game with no narrow move set skips the narrow pass.
struct Plan {
    bool narrow = false; // the game's generate() has a narrow mode
    std::uint64_t firstBudget = 20000; // positions for the first depth-first pass (0: none)
    std::uint64_t bestFirstBudget = 4000000; // positions for the best-first pass
    double bestFirstShare = 0.4; // of the time limit, for the best-first pass
    std::size_t bestFirstMemory = std::size_t {384} << 20;
    // The game's distance measures. With more than one, best-first passes
    // take them in turn, each for a budget that starts at
    // firstBestFirstBudget and doubles every round (a measure that suits a
    // deal usually finds its win within a few thousand positions, a wrong
    // one never does).
    int variants = 1;
    std::uint64_t firstBestFirstBudget = 5000;
    // Each measure's best-first pass goes on where its last one stopped,
    // instead of starting again from the root (so a round does not redo the
    // one before); the measures then share bestFirstMemory.
    bool resumeBestFirst = false;
    // Random play-outs after the first depth-first pass (see
    // Search::playOuts; the rules must have playedOut() and playOutMove()),
    // for this share of the time limit (0: none), each ended by a
    // depth-first search of at most playOutTail positions.
    double playOutShare = 0;
    std::uint64_t playOutTail = 3000;
    // Beam searches by levels (see Search::beam; the rules must have
    // level()) before the play-outs, up to this share of the time limit
    // (0: none): the game's measures in turn, the width starting at
    // beamWidth and doubling after each round of measures, at most
    // beamLevelBudget positions a level for every position kept.
    double beamShare = 0;
    // Play-outs before the beams too, up to this share of the limit (0:
    // none); the later play-outs go on with other random numbers.
    double playOutsFirstShare = 0;
    // The measures the beams take in turn in each round (empty: every
    // measure, in order); a measure may come more than once, with another
    // seed for the noise each time.
    std::vector<int> beamMeasures;
    // For each entry of beamMeasures (or each measure, where that is
    // empty): whether that beam keeps only the best-ranked position of
    // each group (Rules::beamGroup; see Search::beam). Empty: none.
    std::vector<bool> beamGrouped;
    std::uint64_t beamNoise = 0; // see Search::beam; each pass has its own seed
    // After the first beam of each round at width W, one beam with the
    // rules' deadEnd() proofs (see Search::beam) at width W /
    // proofBeamDivisor, at least beamWidth, with the same measure (0: none).
    std::size_t proofBeamDivisor = 0;
    // Plain beams left out, by their seed (their number over every round,
    // from 0, the beams with proofs not counted): a beam that wins nothing
    // only delays the ones after it. The others keep their seeds.
    std::vector<std::uint64_t> beamsLeftOut;
    std::size_t beamWidth = 64;
    std::size_t beamLevelBudget = 64;
    // Best-first passes before the beams (and before the play-outs that
    // come before them), the measures in turn as below, up to this budget
    // for each measure's pass or this share of the time limit, whichever
    // comes first (0: none). A win that one measure's best-first finds at
    // once can cost the beams their whole time.
    std::uint64_t bestFirstBeforeBeams = 0;
    double bestFirstBeforeBeamsShare = 0;
};

// Runs the passes: a short depth-first pass (narrow where the game has one),
// under a time limit best-first briefly, play-outs and beams where the plan
// asks for them, a best-first pass for a share of the time limit, then a
// depth-first pass over every move with no budget, which alone may answer
// "lost" (or the first pass, when it was already over every move and
// exhausted the space). On a win `line` holds the moves from `root`.
template <class Rules>
SolveStatus run(const Rules& rules, const typename Rules::Position& root, const Plan& plan,
    const SolveLimits& limits, const SolveTimer& timer, SolveResult& result,
    std::vector<typename Rules::Move>& line)
{
    if (rules.won(root)) {
        line.clear();
        return SolveStatus::Won;
    }
    // A game may prove a position lost without a search (too dear to ask
    // at every position, cheap enough once).
    if constexpr (requires(const typename Rules::Position& p) { rules.provenLost(p); })
        if (rules.provenLost(root))
            return SolveStatus::Lost;
    Search<Rules> search(rules, limits, timer, result);
    switch (
        plan.firstBudget > 0 ? search.depthFirst(root, plan.narrow, plan.firstBudget, line) : Pass::Budget) {
    case Pass::Won: shorten(rules, root, line); return SolveStatus::Won;
    case Pass::Stopped: return SolveStatus::Unknown;
    case Pass::Exhausted:
        if (!plan.narrow)
            return SolveStatus::Lost;
        break;
    case Pass::Budget: break;
    }
    // For the passes that only find wins: true, with the answer in
    // `status`, when the pass ends the search. `until` turns a share of the
    // time limit into seconds.
    auto ends = [&](Pass pass, SolveStatus& status) {
        if (pass == Pass::Won)
            shorten(rules, root, line);
        status = pass == Pass::Won ? SolveStatus::Won : SolveStatus::Unknown;
        return pass == Pass::Won || pass == Pass::Stopped;
    };
    auto until = [&](double share) { return share * static_cast<double>(limits.maxMillis) / 1000.0; };
    SolveStatus status = SolveStatus::Unknown;
    // The best-first passes over the game's measures in turn, each for a
    // budget that starts at `budget` and doubles every round up to `cap`,
    // until `untilSeconds` (0: none): Won, Stopped, Exhausted or Budget.
    // lostOrEnds() turns the pass into the answer: an exhausted pass over
    // every move (not narrow) is a loss, as before.
    std::vector<typename Search<Rules>::BestFirstRun> runs(plan.resumeBestFirst ? plan.variants : 0);
    auto bestFirstPasses = [&](double untilSeconds, std::uint64_t budget, std::uint64_t cap) {
        const std::size_t memory = plan.bestFirstMemory / std::max<std::size_t>(runs.size(), 1);
        for (;; budget *= 2)
            for (int variant = 0; variant < plan.variants; ++variant) {
                const Pass pass = runs.empty()
                    ? search.bestFirst(root, plan.narrow, variant, budget, untilSeconds, memory, line)
                    : search.bestFirst(runs[static_cast<std::size_t>(variant)], root, plan.narrow, variant, budget,
                          untilSeconds, memory, line);
                if (pass != Pass::Budget)
                    return pass;
                if (budget >= cap || (untilSeconds > 0 && timer.seconds() >= untilSeconds))
                    return Pass::Budget;
            }
    };
    auto lostOrEnds = [&](Pass pass, SolveStatus& status) {
        if (pass == Pass::Exhausted && !plan.narrow) {
            status = SolveStatus::Lost;
            return true;
        }
        return ends(pass, status);
    };
    // Best-first briefly before the beams (Plan::bestFirstBeforeBeams).
    if (plan.bestFirstBeforeBeams > 0 && plan.bestFirstBudget > 0 && limits.maxMillis > 0
        && lostOrEnds(bestFirstPasses(until(plan.bestFirstBeforeBeamsShare),
                          plan.variants > 1 ? std::min(plan.firstBestFirstBudget, plan.bestFirstBeforeBeams)
                                            : plan.bestFirstBeforeBeams,
                          plan.bestFirstBeforeBeams),
            status))
        return status;
    if constexpr (requires(const typename Rules::Position& p) { rules.level(p); }) {
        if constexpr (requires(const typename Rules::Position& p) { rules.playedOut(p); })
            if (plan.playOutsFirstShare > 0 && limits.maxMillis > 0 && !rules.playedOut(root)
                && ends(search.playOuts(root, until(plan.playOutsFirstShare), plan.playOutTail, line), status))
                return status;
        if (plan.beamShare > 0 && limits.maxMillis > 0) {
            const double end = until(plan.beamShare);
            // The beams with proofs have seeds of their own: the others
            // keep theirs, whether or not these run.
            std::uint64_t seed = 0, proofSeed = 0;
            std::vector<int> measures = plan.beamMeasures;
            if (measures.empty())
                for (int variant = 0; variant < plan.variants; ++variant)
                    measures.push_back(variant);
            for (std::size_t width = plan.beamWidth; timer.seconds() < end && !search.beamFilled(); width *= 2)
                for (std::size_t m = 0; m < measures.size() && timer.seconds() < end; ++m, ++seed) {
                    const bool leftOut = std::find(plan.beamsLeftOut.begin(), plan.beamsLeftOut.end(), seed)
                        != plan.beamsLeftOut.end();
                    const bool grouped = m < plan.beamGrouped.size() && plan.beamGrouped[m];
                    if (!leftOut
                        && ends(search.beam(root, measures[m], width, width * plan.beamLevelBudget, plan.beamNoise,
                                    seed, end, plan.bestFirstMemory, line, false, grouped),
                            status))
                        return status;
                    if (m > 0 || plan.proofBeamDivisor == 0 || timer.seconds() >= end)
                        continue;
                    const std::size_t narrow = std::max(plan.beamWidth, width / plan.proofBeamDivisor);
                    if (ends(search.beam(root, measures.front(), narrow, narrow * plan.beamLevelBudget,
                                 plan.beamNoise, proofSeed++, end, plan.bestFirstMemory, line, true),
                            status))
                        return status;
                }
        }
    }
    if constexpr (requires(const typename Rules::Position& p) { rules.playedOut(p); })
        if (plan.playOutShare > 0 && limits.maxMillis > 0 && !rules.playedOut(root)
            && ends(search.playOuts(root, until(plan.playOutShare), plan.playOutTail, line), status))
            return status;
    if (plan.bestFirstBudget > 0
        && lostOrEnds(bestFirstPasses(limits.maxMillis > 0 ? until(plan.bestFirstShare) : 0,
                          plan.variants > 1 ? plan.firstBestFirstBudget : plan.bestFirstBudget, plan.bestFirstBudget),
            status))
        return status;
    switch (search.depthFirst(root, false, 0, line)) {
    case Pass::Won: shorten(rules, root, line); return SolveStatus::Won;
    case Pass::Exhausted: return SolveStatus::Lost;
    case Pass::Stopped:
    case Pass::Budget: break;
    }
    return SolveStatus::Unknown;
}

} // namespace ct::compact

namespace ct::compact {

// A card as one byte for the engines: suit * 16 + rank (suits in the
// notation's order C D H S), 0 for no card. Twins of several packs share it.
using Code = std::uint8_t;
inline Code codeOf(Card card)
{
    return static_cast<Code>(static_cast<int>(card.suit) * 16 + card.rank);
}
inline int rankOf(Code card)
{
    return card & 15;
}
inline int suitOf(Code card)
{
    return card >> 4;
}
// The card again (of the first pack: twins were made one), as the rules
// shuffle it on a redeal.
inline Card cardOf(Code card)
{
    return Card {static_cast<Suit>(suitOf(card)), static_cast<std::uint8_t>(rankOf(card)), 0};
}

// A key of the shuffles still to come, for positions that redeal with the
// game's own random numbers; `seed` keeps it apart from the game's other
// parts.
inline std::uint64_t rngKeyOf(const Rng& rng, std::uint64_t seed)
{
    std::uint64_t h = seed;
    for (unsigned char ch : rng.stateText())
        h = mix64(h ^ ch);
    return h;
}

// Turns an engine's line into the game's actions: `toAction` names the
// action for each move in the position reached so far (so it may ask the
// rules which foundation takes a card), and the action is played on a copy
// of `start`. The caller replays the result through the rules once more.
template <class Move, class ToAction>
std::vector<Action> actionsFor(const PatienceState& start, const std::vector<Move>& line, ToAction toAction)
{
    std::vector<Action> actions;
    auto state = start.clone();
    auto& patience = static_cast<PatienceState&>(*state);
    for (const Move& move : line) {
        if (patience.isTerminal())
            break;
        const Action action = toAction(patience, move);
        actions.push_back(action);
        patience.apply(action);
    }
    return actions;
}

// The start every engine's entry shares: false, with `result` filled, when
// there is nothing to search, because the engine cannot hold the position
// (`held` false; `result.why` says `unsupported`) or the game is over.
inline bool needsSearch(const PatienceState& start, bool held, const char* unsupported,
    const SolveTimer& timer, SolveResult& result)
{
    if (!held) {
        result.why = unsupported;
        return false;
    }
    if (start.isTerminal()) {
        result.status = start.outcome().result == Result::Won ? SolveStatus::Won : SolveStatus::Lost;
        result.seconds = timer.seconds();
        return false;
    }
    return true;
}

inline constexpr const char* kNotSupported = "position not supported by the engine";
inline constexpr const char* kTooLarge = "position too large for the engine";

// An engine's whole entry: `positionOf(state, root)` builds the engine's
// position from the game's (false where the engine cannot hold it), the
// passes of `plan` run on it (see run), and a won line becomes the game's
// actions through `toAction` (see actionsFor). The rules are built from the
// game's state where they take it (a stock to deal, say).
template <class Rules, class State, class PositionOf, class ToAction>
SolveResult solve(const PatienceState& start, const SolveLimits& limits, const Plan& plan,
    PositionOf positionOf, ToAction toAction, const char* unsupported = kNotSupported)
{
    const auto& state = static_cast<const State&>(start);
    const SolveTimer timer(limits.cpuTime);
    SolveResult result;
    typename Rules::Position root;
    if (!needsSearch(start, positionOf(state, root), unsupported, timer, result))
        return result;
    const Rules rules = [&] {
        if constexpr (std::is_constructible_v<Rules, const State&>)
            return Rules(state);
        else
            return Rules();
    }();
    std::vector<typename Rules::Move> line;
    result.status = run(rules, root, plan, limits, timer, result, line);
    // An engine whose piles have a fixed room leaves out a move that would
    // overflow one and says so (`overflowed()`): the search then did not
    // see every move, so a "lost" it reached is no proof.
    if constexpr (requires { rules.overflowed(); })
        if (result.status == SolveStatus::Lost && rules.overflowed()) {
            result.status = SolveStatus::Unknown;
            result.why = "a pile outgrew the engine's room";
        }
    if (result.status == SolveStatus::Won)
        result.line = actionsFor(start, line, toAction);
    result.seconds = timer.seconds();
    return result;
}

} // namespace ct::compact
