// The bidding auction of Rook for Two and Kentucky Discard: bids in steps up
// to a maximum, a pass is final, and the last bidder left wins at their bid.
#pragma once

#include <string>
#include <vector>

#include "engine/table.h"
#include "engine/verdict.h"

namespace ct {

// What happens when every player passes without a bid.
enum class AllPass {
    ThrowIn,       // the hand is thrown in and the deal moves on
    DealerMustBid, // the last player left (the dealer) must bid the minimum
};

struct AuctionRules {
    int minimum = 70;
    int maximum = 120;
    int step = 5;
    int forcedOpening = 0; // > 0: the dealer opens with this bid automatically
    AllPass allPass = AllPass::ThrowIn;

    bool operator==(const AuctionRules&) const = default;
};

struct BidCall {
    Seat seat = kNoSeat;
    int amount = 0; // 0 = pass

    bool operator==(const BidCall&) const = default;
};

class Auction {
public:
    enum class Status {
        Open,
        Won,       // highBidder() won at highBid()
        ThrownIn,  // everybody passed
    };

    Auction() = default;
    // Bidding starts with `first`; with a forced opening the dealer's opening
    // bid is recorded first and `first` acts next.
    Auction(const AuctionRules& rules, int players, Seat dealer, Seat first);

    Status status() const { return status_; }
    Seat toAct() const { return toAct_; }
    Seat highBidder() const { return highBidder_; }
    int highBid() const { return highBid_; }
    const std::vector<BidCall>& calls() const { return calls_; }
    bool passed(Seat seat) const { return passed_[static_cast<std::size_t>(seat)]; }
    const AuctionRules& rules() const { return rules_; }

    // The lowest bid the player to act may make (above the maximum: none).
    int lowestBid() const;
    // Whether the player to act may pass.
    bool mayPass() const;
    // Legal amounts for the player to act, ascending; 0 (pass) first when allowed.
    std::vector<int> legalCalls() const;
    // Legal, or BidTooLow / BidTooHigh / BidNotInSteps / MustBid.
    Verdict check(int amount) const;
    // Records a legal call by the player to act.
    void call(int amount);

    std::string fingerprint() const;
    bool operator==(const Auction&) const = default;

private:
    bool othersAllPassed() const;
    void settle();

    AuctionRules rules_;
    std::vector<bool> passed_;
    std::vector<BidCall> calls_;
    Seat toAct_ = kNoSeat;
    Seat highBidder_ = kNoSeat;
    int highBid_ = 0;
    Status status_ = Status::Open;
};

} // namespace ct
