// Speculation (RULES-PARLOUR.md §8): 3-8 players turn up face-down cards one
// by one; the highest trump seen takes the pool, and the best card may be sold
// to the highest bidder whenever it changes hands.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "cards/rng.h"
#include "engine/game.h"
#include "engine/state.h"
#include "parlour/counter_moves.h"

namespace ct {

// Options:
//   rounds=1..5              every player deals that many times (default 2)
//   holdBack=off|on          the owner of the best card skips his reveals
//                            until it is beaten (Hoyle's variant)
//   dealer=random|first|last the first dealer (§0)
class SpeculationGame : public Game {
public:
    std::string id() const override { return "speculation"; }
    std::string name() const override { return "Speculation"; }
    Family family() const override { return Family::Parlour; }
    int minPlayers() const override { return 3; }
    int maxPlayers() const override { return 8; }
    int defaultPlayers() const override { return 4; }
    std::vector<OptionSpec> optionSpecs() const override;
    std::vector<Card> deck(const Options&, int) const override;
    std::unique_ptr<State> create(const Options& options, int players, std::vector<Card> deal,
                                  std::uint64_t rngSeed) const override;
};

// One game of R rounds (every seat deals R times).
//
// Action notation: "keep", "offer" (the owner of a new best card), "pass",
// "bid N" (a bidder), "accept", "refuse" (the owner, after the bidding).
//
// A sale is a sequence of actions: the owner offers; the bidders, from the
// owner's left and round again, each pass (and drop out) or bid more than the
// high bid, up to their balance; when only the high bidder is left the owner
// accepts (the buyer pays him and takes the card face up) or refuses. If
// everyone passes, or no other seat has a positive balance, the owner keeps
// the card. Revealing is automatic: it runs inside the action before it until
// the next new best card, or to the end of the deal, whose settlement and the
// next deal happen in that same action.
//
// Dealing: three cards to each seat one at a time from eldest (a seat's last
// card dealt is the top of its stack, turned first), then the turn-up; the
// rest stay face down in the stock. Nobody sees a face-down card, not even
// its owner.
//
// Counters: every seat starts with 100; the dealer stakes 6 and every other
// seat 4. Balances plus the pool always make 100·N.
class SpeculationState : public State {
public:
    enum Kind {
        Keep = 1, // a = seat (for all kinds)
        Offer,
        Pass,
        Bid, // b = the amount
        Accept,
        Refuse,
    };

    enum class Phase {
        Deciding, // the owner of a new best card: keep or offer
        Bidding, // the auction of the best card
        Answering, // the owner: accept or refuse the high bid
        Over,
    };

    static constexpr int kStartingCounters = 100;
    static constexpr int kDealerStake = 6;
    static constexpr int kPlayerStake = 4;
    static constexpr int kStackSize = 3;
    // Ace high: 2..13, ace 14.
    static int power(Card card) { return card.rank == kAce ? 14 : card.rank; }
    static Action action(Kind kind, Seat seat, int amount = 0) { return Action{kind, seat, amount, 0, {}}; }

    SpeculationState(int players, int rounds, bool holdBack, Seat firstDealer, const std::vector<Card>& deal,
                     std::uint64_t rngSeed);

    std::unique_ptr<State> clone() const override { return std::make_unique<SpeculationState>(*this); }
    const Game& game() const override;
    int playerCount() const override { return static_cast<int>(balances_.size()); }
    Seat currentPlayer() const override { return phase_ == Phase::Over ? kNoSeat : toAct_; }
    std::vector<Action> legalActions() const override;
    Verdict check(const Action& action) const override;
    void apply(const Action& action) override;
    bool isTerminal() const override { return phase_ == Phase::Over; }
    // Places by final balance; a tie for the highest is a draw.
    Outcome outcome() const override;
    std::vector<int> scores() const override { return balances_; }
    // "stack0".. face down (top last), "shown0".. (cards each seat turned up),
    // "bought0".. (cards each seat bought), "turnup" (empty once sold) and the
    // face-down "stock".
    std::vector<Zone> zones() const override;
    // Nobody sees a face-down card, its owner included.
    Observation observe(Seat seat) const override;
    std::string actionText(const Action& action) const override;
    Expected<Action> parseAction(std::string_view text) const override;
    std::string describe() const override;
    std::string accountsError() const override;
    std::string fingerprint() const override;
    void writeJsonExtras(JsonWriter& json) const override;
    // One row per deal: each seat's change of balance, totals = balances; the
    // note is "winner=S", with " ace-turned" when the turn-up was the ace.
    const ScoreSheet* scoreSheet() const override { return &sheet_; }
    // Every face-down card (stacks and stock) dealt anew: nobody has seen any.
    std::unique_ptr<State> resample(Seat seat, Rng& rng) const override;

    Phase phase() const { return phase_; }
    Seat dealer() const { return dealer_; }
    Seat eldest() const { return (dealer_ + 1) % playerCount(); }
    bool holdBack() const { return holdBack_; }
    int balance(Seat seat) const { return balances_[static_cast<std::size_t>(seat)]; }
    int pool() const { return pool_; }
    // Balances plus the pool: always 100·N.
    int countersInPlay() const;
    Card turnUp() const { return turnUp_; }
    Suit trumps() const { return turnUp_.suit; }
    // The best card so far and its owner (the provisional winner).
    Card best() const { return best_; }
    Seat bestOwner() const { return bestOwner_; }
    // A seat's face-down stack, top last.
    const std::vector<Card>& stack(Seat seat) const { return stacks_[static_cast<std::size_t>(seat)]; }
    const std::vector<Card>& shown(Seat seat) const { return shown_[static_cast<std::size_t>(seat)]; }
    const std::vector<Card>& bought(Seat seat) const { return bought_[static_cast<std::size_t>(seat)]; }
    const std::vector<Card>& stock() const { return stock_; }
    // Face-down cards still to be turned (all stacks).
    int faceDownLeft() const;
    // Every card face up on the table: the turn-up and everything revealed.
    std::vector<Card> seenCards() const;
    int highBid() const { return highBid_; }
    Seat highBidder() const { return highBidder_; }
    bool inAuction(Seat seat) const { return inAuction_[static_cast<std::size_t>(seat)]; }
    int dealsPlayed() const { return dealsPlayed_; }
    // The counters the last action moved, in order (the first deal's stakes
    // before any action): stakes from "seatN" to the "pool", a price from
    // buyer to seller, the pool to the winner.
    const std::vector<CounterMove>& lastMoves() const { return moves_; }
    int totalDeals() const { return totalDeals_; }

    // Deals the next deals from these deck orders instead of shuffling.
    Expected<bool> queueDeals(const std::vector<std::vector<Card>>& orders);

private:
    void startDeal(const std::vector<Card>& order);
    void startAuction();
    // After a bid or a pass by `from`: the next bidder, the owner's answer,
    // or the end of the auction.
    void advanceAuction(Seat from);
    Seat nextBidder(Seat from) const;
    // The sale of the best card is settled: reveal on, or end the deal.
    void afterSale();
    void reveal(Seat from);
    void endDeal();

    int rounds_ = 2;
    int totalDeals_ = 0;
    int dealsPlayed_ = 0;
    bool holdBack_ = false;
    Phase phase_ = Phase::Deciding;
    Seat dealer_ = 0;
    Seat toAct_ = 0;
    std::vector<int> balances_;
    std::vector<int> dealStartBalances_;
    int pool_ = 0;
    std::vector<std::vector<Card>> stacks_;
    std::vector<std::vector<Card>> shown_;
    std::vector<std::vector<Card>> bought_;
    std::vector<Card> stock_;
    Card turnUp_{};
    bool turnUpSold_ = false;
    Card best_{};
    Seat bestOwner_ = 0;
    Seat revealer_ = 0; // who turned the best card (the dealer for the turn-up)
    int highBid_ = 0;
    Seat highBidder_ = kNoSeat;
    std::vector<bool> inAuction_;
    ScoreSheet sheet_;
    Rng rng_;
    std::vector<std::vector<Card>> queued_;
    std::vector<CounterMove> moves_;
};

} // namespace ct
