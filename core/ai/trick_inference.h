// What the auction, the trump named and the discards tell a seat about the
// cards it cannot see. State::resample deals the hidden cards anew respecting
// what was seen (cards played, voids, the nest); it knows nothing of how the
// other seats bid. A seat that passed at 75 is unlikely to hold the Bird and
// four top trumps; a declarer that named green is likely long in green and
// unlikely to have laid green cards aside. The search player therefore draws
// deals in proportion to how likely the other seats' calls, trump and
// discards would have been had they held the cards the deal gives them,
// assuming they decided roughly as the rule-based player does (a soft model:
// a bid the model would not make lowers a deal's chance, it does not rule it
// out).
//
// The deals come from a Markov chain (Metropolis): starting from a deal of
// resample(), two hidden cards in different places swap, and the swap is
// kept with the ratio of the likelihoods (always when the new deal is more
// likely). Every deal the chain visits respects the cards seen and the voids.
//
// Everything here is built from what the observing seat knows (the public
// history and its own cards) and from the deals drawn, so decisions stay
// independent of the true hidden cards.
#pragma once

#include <memory>
#include <vector>

#include "ai/trick_player.h"
#include "tricks/trick_state.h"

namespace ct {

struct InferenceSettings {
    // Softness of the bidding model: the spread of the hand estimate around
    // the amount a player bids up to, as a share of the highest bid.
    double bidSpread = 0.04;
    // What the nest adds to a declarer's hand estimate once it has picked it
    // up and laid the worst cards aside (or exchanged two), as a share of the
    // highest bid: the estimate of the hand it bid with is taken as that of
    // the hand it kept, less this. (Measured with the rule-based players:
    // 7.6 points in Kentucky Discard, 6.0 in Rook for Two.)
    double nestGain = 0.06;
    // Softness of the trump model, in units of trickplay::suitScore.
    double trumpSpread = 15;
    // The chance a declarer lays aside a card of the named trump, a top card
    // of a side suit, a counter, relative to a plain low card.
    double discardTrump = 0.1;
    double discardTop = 0.25;
    double discardCounter = 0.6;
    // Swaps tried before the first deal and between two deals drawn, per
    // hidden card.
    double burnIn = 2.0;
    double thinning = 0.25;
};

class DealInference {
public:
    // `model` gives the hand estimates the rule-based player bids by.
    DealInference(const TrickState& state, Seat observer, const TrickPlayer& model,
        const InferenceSettings& settings = {});

    // Whether other seats did anything that tells about their cards.
    bool informative() const { return !calls_.empty() || trumpNamed_ || discarded_; }

    // A deal of the hidden cards for the observer of `state` (the state the
    // inference was built from): the chain's next deal when informative,
    // else State::resample.
    std::unique_ptr<State> sample(const TrickState& state, Rng& rng);

    // The log-likelihood (<= 0, up to a constant) of the other seats' calls,
    // trump and discards should they hold `dealt` (per place of
    // TrickState::hiddenCards).
    double logLikelihood(const std::vector<std::vector<Card>>& dealt) const;

private:
    struct Call {
        Seat seat = kNoSeat;
        int lowest = 0; // the lowest bid open to the seat
        bool bid = false; // bid (rather than passed)
        bool partnerHigh = false; // its partner held the high bid
    };
    // The log-likelihood of what the holder of place `place` did.
    double placeLog(std::size_t place, const std::vector<Card>& cards) const;
    void step(Rng& rng);

    const TrickPlayer& model_;
    InferenceSettings settings_;
    Seat observer_ = kNoSeat;
    TrickState::HiddenCards hidden_;
    CardRules rules_;
    std::vector<std::vector<Card>> played_; // per hand, this round
    std::vector<Call> calls_;
    AuctionRules auction_;
    Seat declarer_ = kNoSeat;
    bool trumpNamed_ = false; // by another seat
    bool discarded_ = false; // another seat laid cards aside unseen
    bool nestTaken_ = false; // the declarer has picked up the nest

    // The chain.
    std::vector<std::vector<Card>> dealt_;
    std::vector<double> placeLogs_;
    int hiddenCount_ = 0;
    bool started_ = false;
};

} // namespace ct
