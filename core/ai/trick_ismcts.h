// Card play by Information Set Monte Carlo Tree Search (single observer, after
// Cowling, Powley and Whitehouse 2012): one tree over the searching seat's
// view of the play; each iteration deals the hidden cards anew from what the
// seat has seen (State::resample: cards played, voids shown, the nest the
// declarer saw, the Dummy's unknown order), walks the tree choosing among the
// cards legal in that deal by UCB with availability counts, finishes the
// round in the compact round (ai/trick_sim.h), half its cards by a rule of
// thumb and half at random, and scores it as the game does. The most
// visited card is played.
#pragma once

#include "ai/player.h"
#include "ai/trick_inference.h"
#include "tricks/trick_state.h"

namespace ct {

struct IsmctsSettings {
    double exploration = 0.6; // UCB constant, rewards being score margins over the points in play
    int worldPool = 256;      // sampled deals kept and reused by later iterations
    bool seesAllCards = false; // search the true deal only: the cheating player
    // The share of the playouts' cards chosen by a rule of thumb
    // (simGreedyCard) rather than at random: half, measured far stronger
    // than random playouts in High 14 (docs/ai.md).
    double playoutGreed = 0.5;
    // > 0: instead of one tree over the seat's view, this many sampled
    // deals each searched as if their cards were seen (perfect-information
    // Monte Carlo, the budget shared equally), the root cards' visits summed.
    int determinizations = 0;
    // Deals drawn in line with the other seats' bids, trump and discards;
    // null: every deal consistent with the cards seen is equally likely.
    DealInference* inference = nullptr;
};

struct IsmctsOutcome {
    Action action;
    int iterations = 0;
    double expectedMargin = 0; // the chosen card's mean margin in points
};

// The card for `state`'s player, who must be in the Play phase with a choice.
// Budget.iterations > 0 runs exactly that many iterations (repeatable);
// otherwise it runs until Budget.milliseconds pass or Budget.cancel is set.
IsmctsOutcome ismctsChoosePlay(const TrickState& state, Rng& rng, const Budget& budget,
                               const IsmctsSettings& settings = {});

} // namespace ct
