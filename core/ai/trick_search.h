// The searching player of the trick-taking games. Card play: ISMCTS over
// sampled deals (ai/trick_ismcts.h). Bidding, trump, discards and exchanges:
// perfect-information Monte Carlo, the hidden cards dealt anew many times
// consistently with what the seat has seen (State::resample), each choice
// tried in each of those deals and the round played out by the rule-based
// players; the choice with the best average result for the seat's side wins.
// Every trump colour and discard is tried; in the auction, passing against
// the lowest bid; in Rook for Two's exchange, the rule-based exchange against none.
#pragma once

#include <memory>

#include "ai/trick_inference.h"
#include "ai/trick_ismcts.h"
#include "ai/trick_player.h"

namespace ct {

struct TrickSearchOptions {
    // Sample deals in line with the other seats' bids, trump and discards
    // (ai/trick_inference.h) rather than all deals consistent with the cards seen.
    // (Measured weaker than without so far, docs/ai.md: off in the app.)
    bool inferFromAuction = false;
    InferenceSettings inference;
    // With a fixed budget (Budget.iterations > 0): the playouts behind a
    // bid, a trump, a discard or the exchange per unit of the budget, shared
    // among the candidates (each sampled deal plays every candidate once),
    // as a time budget shares its time. A unit buys card play 100 ISMCTS
    // iterations (kPlayIterationsPerDeal), about a three-thousandth of what
    // a second of one core buys; 80 playouts are at most a hundredth of a
    // second's in any auction decision (docs/ai.md). So the auction, where
    // most of the strength lies, gets the larger share of a fixed budget,
    // and up to 100 units neither part gets more than the app's second.
    int auctionPlayoutsPerIteration = 80;
    // Sampling stops early once the leading candidate's paired advantage
    // over every other exceeds this many standard errors (checked every 16
    // deals from 32 on); 0 samples the whole budget.
    double decisiveMargin = 3.0;
    // In those playouts the seat's side is credited with this share of the
    // points in play more than the rule-based players took for it, and the
    // other side with as much less: the search plays the cards better than
    // the rule-based players whose play the playouts are (docs/ai.md).
    double playEdge = 0.0;
    // Card play: the share of the ISMCTS playouts' cards chosen by a rule
    // of thumb rather than at random (IsmctsSettings::playoutGreed).
    double playoutGreed = IsmctsSettings{}.playoutGreed;
    // Card play: > 0 searches this many sampled deals separately instead of
    // one ISMCTS tree (IsmctsSettings::determinizations).
    int determinizations = 0;
};

class TrickSearchPlayer : public Player {
public:
    // Card play searches by ISMCTS (ai/trick_ismcts.h); a fixed budget of
    // Budget.iterations deals buys this many of its (much cheaper) iterations.
    static constexpr int kPlayIterationsPerDeal = 100;
    // The fewest sampled deals a fixed budget gives an auction decision.
    static constexpr int kMinDeals = 8;

    // With `seesAllCards` the player searches the true deal instead of
    // sampled ones: the cheating player, for measurement only.
    explicit TrickSearchPlayer(std::unique_ptr<TrickPlayer> policy, bool seesAllCards = false,
                               TrickSearchOptions options = {});

    std::string name() const override { return seesAllCards_ ? "cheat" : "strong"; }
    // Budget.iterations > 0: that many deals (repeatable); otherwise as many
    // as fit in Budget.milliseconds, stopping early when cancelled.
    Action choose(const State& state, Rng& rng, const Budget& budget) override;
    // For a bid: the share of sampled playouts, among those where the seat's
    // side declared, in which it made its contract.
    std::optional<double> bidConfidence() const override { return bidConfidence_; }
    // The deals sampled for the last bid, trump, discard or exchange (0
    // after a card), for benchmarks.
    int lastSampledDeals() const { return lastSampledDeals_; }

private:
    std::vector<Action> candidatesFor(const TrickView& view) const;
    struct PlayoutResult {
        double value = 0;      // the seat's side's points minus the best other side's
        bool declared = false; // the seat's side won the auction
        bool made = false;     // and made its contract
    };
    // The round in progress played out by the policy.
    PlayoutResult playOut(State& state, Seat seat) const;
    // How many deals a fixed budget buys a decision among `candidates`.
    int dealsFor(const Budget& budget, std::size_t candidates) const;

    std::unique_ptr<TrickPlayer> policy_;
    bool seesAllCards_ = false;
    TrickSearchOptions options_;
    std::optional<double> bidConfidence_;
    int lastSampledDeals_ = 0;
};

std::unique_ptr<Player> makeHigh14SearchPlayer();
std::unique_ptr<Player> makeRookForTwoSearchPlayer();
std::unique_ptr<Player> makeKentuckyDiscardSearchPlayer();
// The search player of a trick game with the given options (and, with
// `seesAllCards`, the cheat); null for other games.
std::unique_ptr<Player> makeTrickSearchPlayer(const std::string& gameId, TrickSearchOptions options,
                                              bool seesAllCards = false);
// The player that sees every card, for measuring how much hidden cards cost
// the fair players; never offered in the app. Null for games without one.
std::unique_ptr<Player> makeCheatingPlayer(const std::string& gameId);

} // namespace ct
