#include "tricks/auction.h"

namespace ct {

Auction::Auction(const AuctionRules& rules, int players, Seat dealer, Seat first)
    : rules_(rules)
    , passed_(static_cast<std::size_t>(players), false)
    , toAct_(first)
{
    if (rules_.forcedOpening > 0) {
        calls_.push_back({dealer, rules_.forcedOpening});
        highBidder_ = dealer;
        highBid_ = rules_.forcedOpening;
    }
}

bool Auction::othersAllPassed() const
{
    for (std::size_t seat = 0; seat < passed_.size(); ++seat)
        if (static_cast<Seat>(seat) != toAct_ && !passed_[seat])
            return false;
    return true;
}

int Auction::lowestBid() const
{
    return highBidder_ == kNoSeat ? rules_.minimum : highBid_ + rules_.step;
}

bool Auction::mayPass() const
{
    return !(rules_.allPass == AllPass::DealerMustBid && highBidder_ == kNoSeat && othersAllPassed());
}

std::vector<int> Auction::legalCalls() const
{
    if (status_ != Status::Open)
        return {};
    if (!mayPass())
        return {rules_.minimum};
    std::vector<int> calls{0};
    for (int amount = lowestBid(); amount <= rules_.maximum; amount += rules_.step)
        calls.push_back(amount);
    return calls;
}

Verdict Auction::check(int amount) const
{
    if (status_ != Status::Open)
        return Verdict::refuse(Reason::NotAvailableNow);
    if (!mayPass() && amount != rules_.minimum)
        return Verdict{Reason::MustBid, {}, {}, rules_.minimum, {}};
    if (amount == 0)
        return Verdict::ok();
    if (amount > rules_.maximum)
        return Verdict{Reason::BidTooHigh, {}, {}, rules_.maximum, {}};
    if (amount < lowestBid())
        return Verdict{Reason::BidTooLow, {}, {}, lowestBid(), {}};
    if ((amount - rules_.minimum) % rules_.step != 0)
        return Verdict{Reason::BidNotInSteps, {}, {}, rules_.step, {}};
    return Verdict::ok();
}

void Auction::call(int amount)
{
    calls_.push_back({toAct_, amount});
    if (amount == 0) {
        passed_[static_cast<std::size_t>(toAct_)] = true;
    } else {
        highBidder_ = toAct_;
        highBid_ = amount;
    }
    settle();
}

void Auction::settle()
{
    const int players = static_cast<int>(passed_.size());
    int left = 0;
    for (bool out : passed_)
        left += out ? 0 : 1;
    if (left == 0) {
        status_ = Status::ThrownIn;
        toAct_ = kNoSeat;
        return;
    }
    const bool onlyHighBidderLeft =
        highBidder_ != kNoSeat && left == 1 && !passed_[static_cast<std::size_t>(highBidder_)];
    // Nobody can raise the highest bid of the game, so it ends the auction.
    if (onlyHighBidderLeft || (highBidder_ != kNoSeat && highBid_ + rules_.step > rules_.maximum)) {
        status_ = Status::Won;
        toAct_ = kNoSeat;
        return;
    }
    do {
        toAct_ = (toAct_ + 1) % players;
    } while (passed_[static_cast<std::size_t>(toAct_)]);
}

std::string Auction::fingerprint() const
{
    std::string out = "to=" + std::to_string(toAct_) + ",high=" + std::to_string(highBidder_) + ":" +
                      std::to_string(highBid_) + ",status=" + std::to_string(static_cast<int>(status_)) +
                      ",calls=";
    for (const BidCall& call : calls_)
        out += std::to_string(call.seat) + ":" + std::to_string(call.amount) + ";";
    return out;
}

} // namespace ct
