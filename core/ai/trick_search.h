// The searching player of the trick-taking games (perfect-information Monte
// Carlo): the hidden cards are dealt anew many times consistently with what
// the seat has seen (State::resample), each legal card is tried in each of
// those deals, and the round is played out by the rule-based players. The
// choice with the best average result for the seat's side is made. Every
// card, trump colour and discard is tried; in the auction, passing against the
// lowest bid; in Rook for Two's exchange, the rule-based exchange against none.
#pragma once

#include <memory>

#include "ai/trick_player.h"

namespace ct {

class TrickSearchPlayer : public Player {
public:
    explicit TrickSearchPlayer(std::unique_ptr<TrickPlayer> policy);

    std::string name() const override { return "strong"; }
    // Budget.iterations > 0: that many deals (repeatable); otherwise as many
    // as fit in Budget.milliseconds, stopping early when cancelled.
    Action choose(const State& state, Rng& rng, const Budget& budget) override;

private:
    std::vector<Action> candidatesFor(const TrickView& view) const;
    // The seat's side's points minus the best other side's, for the round in
    // progress when `state` is played out by the policy.
    double playOut(State& state, Seat seat) const;

    std::unique_ptr<TrickPlayer> policy_;
};

std::unique_ptr<Player> makeHigh14SearchPlayer();
std::unique_ptr<Player> makeRookForTwoSearchPlayer();
std::unique_ptr<Player> makeKentuckyDiscardSearchPlayer();

} // namespace ct
