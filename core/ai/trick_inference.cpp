#include "ai/trick_inference.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace ct {

namespace {

// log(1 / (1 + e^-x)), without overflow.
double logSigmoid(double x)
{
    return x >= 0 ? -std::log1p(std::exp(-x)) : x - std::log1p(std::exp(x));
}

// Whether `phase` is behind the round in `state` (the round has reached a
// later phase of its game).
bool phasePassed(const TrickState& state, TrickPhase phase)
{
    const std::vector<TrickPhase>& phases = state.config().phases;
    const auto at = std::find(phases.begin(), phases.end(), phase);
    const auto now = std::find(phases.begin(), phases.end(), state.phase());
    return at != phases.end() && now != phases.end() && now > at;
}

} // namespace

DealInference::DealInference(
    const TrickState& state, Seat observer, const TrickPlayer& model, const InferenceSettings& settings)
    : model_(model)
    , settings_(settings)
    , observer_(observer)
    , hidden_(state.hiddenCards(observer))
    , rules_(state.rules())
    , played_(static_cast<std::size_t>(state.handCount()))
    , auction_(state.config().auction)
    , declarer_(state.declarer())
{
    const int players = state.playerCount();
    for (const Trick& trick : state.completedTricks())
        for (const TrickPlay& play : trick.plays)
            played_[static_cast<std::size_t>(play.hand)].push_back(play.card);
    for (const TrickPlay& play : state.currentTrick().plays)
        played_[static_cast<std::size_t>(play.hand)].push_back(play.card);

    // The auction replayed call by call, to know what each seat faced.
    const std::vector<BidCall>& calls = state.auction().calls();
    if (!calls.empty()) {
        Auction replay(auction_, players, state.dealer(), (state.dealer() + 1) % players);
        for (std::size_t i = replay.calls().size(); i < calls.size(); ++i) {
            const Seat seat = replay.toAct();
            if (seat != calls[i].seat || !replay.check(calls[i].amount).legal())
                break; // not the auction this state went through: learn nothing more
            const Seat high = replay.highBidder();
            if (seat != observer && replay.mayPass()) {
                Call call;
                call.seat = seat;
                call.lowest = replay.lowestBid();
                call.bid = calls[i].amount > 0;
                call.partnerHigh
                    = high != kNoSeat && high != seat && state.sideOf(high) == state.sideOf(seat);
                calls_.push_back(call);
            }
            replay.call(calls[i].amount);
        }
    }
    const bool namesTrump
        = std::find(state.config().phases.begin(), state.config().phases.end(), TrickPhase::Trump)
        != state.config().phases.end();
    const bool otherDeclares = declarer_ != kNoSeat && declarer_ != observer;
    trumpNamed_ = otherDeclares && namesTrump && state.trump().has_value();
    // Kentucky Discard's declarer holds the nest from its Discard phase on,
    // Rook for Two's has exchanged once past its Exchange phase.
    nestTaken_ = state.phase() == TrickPhase::Discard || phasePassed(state, TrickPhase::Discard)
        || phasePassed(state, TrickPhase::Exchange);
    discarded_ = otherDeclares && nestTaken_ && state.nestKnownTo() != observer;
    for (int size : hidden_.sizes)
        hiddenCount_ += size;
}

double DealInference::placeLog(std::size_t place, const std::vector<Card>& cards) const
{
    const int hand = hidden_.hands[place];
    double log = 0;
    if (hand < 0) {
        if (!discarded_)
            return 0;
        const int top = rules_.onesHigh ? 15 : 14;
        for (const Card& card : cards) {
            if (rules_.trump && rules_.isTrump(card))
                log += std::log(settings_.discardTrump);
            else if (rules_.strength(card) >= top)
                log += std::log(settings_.discardTop);
            else if (rules_.points(card) > 0)
                log += std::log(settings_.discardCounter);
        }
        return log;
    }
    const bool declares = hand == declarer_;
    const bool bids
        = std::any_of(calls_.begin(), calls_.end(), [&](const Call& call) { return call.seat == hand; });
    if (!bids && !(declares && trumpNamed_))
        return 0;
    // The hand this round: what it holds, its cards seen by all, what it played.
    std::vector<Card> held = cards;
    held.insert(held.end(), hidden_.shown[place].begin(), hidden_.shown[place].end());
    held.insert(held.end(), played_[static_cast<std::size_t>(hand)].begin(),
        played_[static_cast<std::size_t>(hand)].end());
    if (bids) {
        int estimate = model_.expectedPoints(held, rules_, auction_);
        if (declares && nestTaken_)
            estimate -= static_cast<int>(settings_.nestGain * auction_.maximum);
        const double scale = std::max(1.0, settings_.bidSpread * auction_.maximum);
        for (const Call& call : calls_) {
            if (call.seat != hand)
                continue;
            // The rule-based player bids the lowest bid when it is within its
            // estimate (less a margin against its partner's high bid).
            const int reach = estimate - (call.partnerHigh ? TrickPlayer::kPartnerBidMargin : 0);
            const double margin = (reach - call.lowest + 0.5 * auction_.step) / scale;
            log += logSigmoid(call.bid ? margin : -margin);
        }
    }
    if (declares && trumpNamed_) {
        int best = std::numeric_limits<int>::min();
        for (Suit colour : kRookColours)
            best = std::max(best, trickplay::suitScore(held, colour, rules_));
        log += (trickplay::suitScore(held, *rules_.trump, rules_) - best) / settings_.trumpSpread;
    }
    return log;
}

double DealInference::logLikelihood(const std::vector<std::vector<Card>>& dealt) const
{
    double log = 0;
    for (std::size_t place = 0; place < dealt.size(); ++place)
        log += placeLog(place, dealt[place]);
    return log;
}

void DealInference::step(Rng& rng)
{
    // Two hidden cards, uniformly; they swap places if each may lie in the other's.
    auto pick = [&](std::size_t& place, std::size_t& index) {
        auto at = static_cast<int>(rng.below(static_cast<std::uint32_t>(hiddenCount_)));
        for (place = 0; at >= static_cast<int>(dealt_[place].size()); ++place)
            at -= static_cast<int>(dealt_[place].size());
        index = static_cast<std::size_t>(at);
    };
    std::size_t placeA = 0, indexA = 0, placeB = 0, indexB = 0;
    pick(placeA, indexA);
    pick(placeB, indexB);
    if (placeA == placeB)
        return;
    Card& a = dealt_[placeA][indexA];
    Card& b = dealt_[placeB][indexB];
    const auto fits = [&](const Card& card, std::size_t place) {
        return (hidden_.voids[place] & suitBit(rules_.suitOf(card))) == 0;
    };
    if (!fits(a, placeB) || !fits(b, placeA))
        return;
    std::swap(a, b);
    const double newA = placeLog(placeA, dealt_[placeA]);
    const double newB = placeLog(placeB, dealt_[placeB]);
    const double change = newA + newB - placeLogs_[placeA] - placeLogs_[placeB];
    if (change >= 0 || rng.unit() < std::exp(change)) {
        placeLogs_[placeA] = newA;
        placeLogs_[placeB] = newB;
    } else {
        std::swap(a, b);
    }
}

std::unique_ptr<State> DealInference::sample(const TrickState& state, Rng& rng)
{
    if (!informative() || hiddenCount_ == 0)
        return state.resample(observer_, rng);
    int steps = static_cast<int>(std::ceil(settings_.thinning * hiddenCount_));
    if (!started_) {
        dealt_ = dealAvoidingVoids(hidden_.pool, hidden_.sizes, hidden_.voids, rules_, rng);
        placeLogs_.resize(dealt_.size());
        for (std::size_t place = 0; place < dealt_.size(); ++place)
            placeLogs_[place] = placeLog(place, dealt_[place]);
        steps = static_cast<int>(std::ceil(settings_.burnIn * hiddenCount_));
        started_ = true;
    }
    for (int i = 0; i < steps; ++i)
        step(rng);
    return state.withHiddenCards(observer_, dealt_, rng);
}

} // namespace ct
