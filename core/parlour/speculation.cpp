#include "parlour/speculation.h"

#include <algorithm>

#include "cards/deck.h"
#include "parlour/parlour_support.h"
#include "util/json.h"
#include "util/text.h"

namespace ct {

namespace {
const SpeculationGame kSpeculation;

std::string seatText(Seat seat)
{
    return "seat " + std::to_string(seat);
}

const char* phaseId(SpeculationState::Phase phase)
{
    switch (phase) {
    case SpeculationState::Phase::Deciding: return "deciding";
    case SpeculationState::Phase::Bidding: return "bidding";
    case SpeculationState::Phase::Answering: return "answering";
    case SpeculationState::Phase::Over: return "over";
    }
    return "?";
}
} // namespace

const Game& speculationGame()
{
    return kSpeculation;
}

std::vector<OptionSpec> SpeculationGame::optionSpecs() const
{
    return {parlour::roundsOption(),
            {"holdBack", {"off", "on"}, "The owner of the best card turns no more cards until it is beaten"},
            parlour::firstDealerOption()};
}

std::vector<Card> SpeculationGame::deck(const Options&, int) const
{
    return frenchDeck(1);
}

std::unique_ptr<State> SpeculationGame::create(const Options& options, int players, std::vector<Card> deal,
                                               std::uint64_t rngSeed) const
{
    Rng rng(rngSeed);
    const Seat dealer = parlour::firstDealer(options, players, rng);
    const bool holdBack = options.count("holdBack") && options.at("holdBack") == "on";
    return std::make_unique<SpeculationState>(players, parlour::numberOption(options, "rounds", 2), holdBack,
                                              dealer, deal, rng.next());
}

const Game& SpeculationState::game() const
{
    return kSpeculation;
}

SpeculationState::SpeculationState(int players, int rounds, bool holdBack, Seat firstDealer,
                                   const std::vector<Card>& deal, std::uint64_t rngSeed)
    : rounds_(rounds)
    , totalDeals_(players * rounds)
    , holdBack_(holdBack)
    , dealer_(firstDealer)
    , balances_(static_cast<std::size_t>(players), kStartingCounters)
    , stacks_(static_cast<std::size_t>(players))
    , shown_(static_cast<std::size_t>(players))
    , bought_(static_cast<std::size_t>(players))
    , inAuction_(static_cast<std::size_t>(players), false)
    , rng_(rngSeed)
{
    for (Seat seat = 0; seat < players; ++seat)
        sheet_.sides.push_back(std::to_string(seat));
    startDeal(deal);
}

int SpeculationState::countersInPlay() const
{
    int total = pool_;
    for (int counters : balances_)
        total += counters;
    return total;
}

int SpeculationState::faceDownLeft() const
{
    int count = 0;
    for (const auto& stack : stacks_)
        count += static_cast<int>(stack.size());
    return count;
}

std::vector<Card> SpeculationState::seenCards() const
{
    std::vector<Card> seen{turnUp_};
    for (Seat seat = 0; seat < playerCount(); ++seat) {
        seen.insert(seen.end(), shown(seat).begin(), shown(seat).end());
        for (const Card& card : bought(seat))
            if (card != turnUp_)
                seen.push_back(card);
    }
    std::sort(seen.begin(), seen.end());
    return seen;
}

void SpeculationState::startDeal(const std::vector<Card>& order)
{
    const int players = playerCount();
    dealStartBalances_ = balances_;
    for (Seat seat = 0; seat < players; ++seat) {
        const int stake = seat == dealer_ ? kDealerStake : kPlayerStake;
        balances_[static_cast<std::size_t>(seat)] -= stake;
        pool_ += stake;
        moves_.push_back({counterPlace(seat), "pool", stake});
    }
    for (auto* piles : {&stacks_, &shown_, &bought_})
        for (auto& pile : *piles)
            pile.clear();
    const int dealt = kStackSize * players;
    for (int i = 0; i < dealt; ++i)
        stacks_[static_cast<std::size_t>((eldest() + i) % players)].push_back(
            order[static_cast<std::size_t>(i)]);
    turnUp_ = order[static_cast<std::size_t>(dealt)];
    turnUpSold_ = false;
    stock_.assign(order.begin() + dealt + 1, order.end());
    best_ = turnUp_;
    bestOwner_ = revealer_ = dealer_;
    highBid_ = 0;
    highBidder_ = kNoSeat;
    std::fill(inAuction_.begin(), inAuction_.end(), false);
    if (turnUp_.rank == kAce) {
        endDeal(); // the ace turned up: the dealer takes the pool at once
        return;
    }
    phase_ = Phase::Deciding;
    toAct_ = dealer_;
}

std::vector<Action> SpeculationState::legalActions() const
{
    std::vector<Action> actions;
    switch (phase_) {
    case Phase::Over: return {};
    case Phase::Deciding: actions = {action(Keep, toAct_), action(Offer, toAct_)}; break;
    case Phase::Answering: actions = {action(Accept, toAct_), action(Refuse, toAct_)}; break;
    case Phase::Bidding:
        actions.push_back(action(Pass, toAct_));
        for (int amount = highBid_ + 1; amount <= balance(toAct_); ++amount)
            actions.push_back(action(Bid, toAct_, amount));
        break;
    }
    std::sort(actions.begin(), actions.end());
    return actions;
}

Verdict SpeculationState::check(const Action& action) const
{
    if (action.kind < Keep || action.kind > Refuse || !action.cards.empty() || action.c != 0 ||
        (action.kind != Bid && action.b != 0))
        return Verdict::refuse(Reason::NotUnderstood);
    if (phase_ == Phase::Over)
        return Verdict::refuse(Reason::GameOver);
    const bool inPhase = ((action.kind == Keep || action.kind == Offer) && phase_ == Phase::Deciding) ||
                         ((action.kind == Pass || action.kind == Bid) && phase_ == Phase::Bidding) ||
                         ((action.kind == Accept || action.kind == Refuse) && phase_ == Phase::Answering);
    if (!inPhase)
        return Verdict::refuse(Reason::NotAvailableNow);
    if (action.a != toAct_)
        return Verdict{Reason::NotYourTurn, {}, {}, toAct_, {}};
    if (action.kind == Bid) {
        if (action.b <= highBid_)
            return Verdict{Reason::BidTooLow, {}, {}, highBid_ + 1, {}};
        if (action.b > balance(toAct_))
            return Verdict{Reason::BidOverBalance, {}, {}, balance(toAct_), {}};
    }
    return Verdict::ok();
}

void SpeculationState::apply(const Action& action)
{
    moves_.clear();
    const Seat seat = toAct_;
    switch (action.kind) {
    case Keep: afterSale(); break;
    case Offer: startAuction(); break;
    case Pass:
        inAuction_[static_cast<std::size_t>(seat)] = false;
        advanceAuction(seat);
        break;
    case Bid:
        highBid_ = action.b;
        highBidder_ = seat;
        advanceAuction(seat);
        break;
    case Accept: {
        // The buyer pays the seller, not the pool, and takes the card face up.
        balances_[static_cast<std::size_t>(highBidder_)] -= highBid_;
        balances_[static_cast<std::size_t>(bestOwner_)] += highBid_;
        moves_.push_back({counterPlace(highBidder_), counterPlace(bestOwner_), highBid_});
        if (best_ == turnUp_ && !turnUpSold_) {
            turnUpSold_ = true;
        } else {
            auto& from = shown_[static_cast<std::size_t>(bestOwner_)];
            from.erase(std::find(from.begin(), from.end(), best_));
        }
        bought_[static_cast<std::size_t>(highBidder_)].push_back(best_);
        bestOwner_ = highBidder_;
        afterSale();
        break;
    }
    case Refuse: afterSale(); break;
    default: break;
    }
}

void SpeculationState::startAuction()
{
    for (Seat seat = 0; seat < playerCount(); ++seat)
        inAuction_[static_cast<std::size_t>(seat)] = seat != bestOwner_ && balance(seat) > 0;
    highBid_ = 0;
    highBidder_ = kNoSeat;
    const Seat first = nextBidder(bestOwner_);
    if (first == kNoSeat) {
        afterSale(); // nobody can bid: the owner keeps it
        return;
    }
    phase_ = Phase::Bidding;
    toAct_ = first;
}

Seat SpeculationState::nextBidder(Seat from) const
{
    for (int step = 1; step <= playerCount(); ++step) {
        const Seat seat = (from + step) % playerCount();
        if (inAuction_[static_cast<std::size_t>(seat)])
            return seat;
    }
    return kNoSeat;
}

void SpeculationState::advanceAuction(Seat from)
{
    const Seat next = nextBidder(from);
    if (next == kNoSeat) {
        afterSale(); // everyone passed without a bid
        return;
    }
    if (next == highBidder_) {
        // Only the high bidder is left: the owner answers.
        phase_ = Phase::Answering;
        toAct_ = bestOwner_;
        return;
    }
    toAct_ = next;
}

void SpeculationState::afterSale()
{
    highBid_ = 0;
    highBidder_ = kNoSeat;
    std::fill(inAuction_.begin(), inAuction_.end(), false);
    if (best_.rank == kAce) {
        endDeal(); // nothing can beat the ace of trumps
        return;
    }
    reveal((revealer_ + 1) % playerCount());
}

void SpeculationState::reveal(Seat from)
{
    Seat cursor = from;
    while (true) {
        Seat next = kNoSeat;
        for (int step = 0; step < playerCount() && next == kNoSeat; ++step) {
            const Seat seat = (cursor + step) % playerCount();
            const bool holding = holdBack_ && seat == bestOwner_;
            if (!stack(seat).empty() && !holding)
                next = seat;
        }
        if (next == kNoSeat) {
            endDeal();
            return;
        }
        auto& stack = stacks_[static_cast<std::size_t>(next)];
        const Card card = stack.back();
        stack.pop_back();
        shown_[static_cast<std::size_t>(next)].push_back(card);
        if (card.suit == trumps() && power(card) > power(best_)) {
            best_ = card;
            bestOwner_ = revealer_ = next;
            phase_ = Phase::Deciding;
            toAct_ = next;
            return;
        }
        cursor = (next + 1) % playerCount();
    }
}

void SpeculationState::endDeal()
{
    const int players = playerCount();
    balances_[static_cast<std::size_t>(bestOwner_)] += pool_;
    moves_.push_back({"pool", counterPlace(bestOwner_), pool_});
    pool_ = 0;
    ScoreRow row;
    row.round = dealsPlayed_ + 1;
    for (Seat seat = 0; seat < players; ++seat)
        row.points.push_back(balances_[static_cast<std::size_t>(seat)] -
                             dealStartBalances_[static_cast<std::size_t>(seat)]);
    row.totals = balances_;
    row.note = "winner=" + std::to_string(bestOwner_) + (turnUp_.rank == kAce ? " ace-turned" : "");
    sheet_.rows.push_back(std::move(row));
    ++dealsPlayed_;
    if (dealsPlayed_ >= totalDeals_) {
        phase_ = Phase::Over;
        return;
    }
    dealer_ = (dealer_ + 1) % players;
    startDeal(parlour::nextDeckOrder(queued_, frenchDeck(1), rng_));
}

Outcome SpeculationState::outcome() const
{
    if (phase_ != Phase::Over)
        return Outcome{};
    return parlour::placesByScore(balances_, "rounds");
}

std::vector<Zone> SpeculationState::zones() const
{
    std::vector<Zone> zones;
    auto pile = [](std::string id, ZoneKind kind, Seat owner, const std::vector<Card>& cards, bool faceUp) {
        Zone zone{std::move(id), kind, owner, {}};
        for (const Card& card : cards)
            zone.cards.push_back({card, faceUp, true});
        return zone;
    };
    for (Seat seat = 0; seat < playerCount(); ++seat) {
        const std::string n = std::to_string(seat);
        zones.push_back(pile("stack" + n, ZoneKind::Reserve, seat, stack(seat), false));
        zones.push_back(pile("shown" + n, ZoneKind::Other, seat, shown(seat), true));
        zones.push_back(pile("bought" + n, ZoneKind::Other, seat, bought(seat), true));
    }
    zones.push_back(pile("turnup", ZoneKind::Other, kNoSeat,
                         turnUpSold_ ? std::vector<Card>{} : std::vector<Card>{turnUp_}, true));
    zones.push_back(pile("stock", ZoneKind::Stock, kNoSeat, stock_, false));
    return zones;
}

Observation SpeculationState::observe(Seat seat) const
{
    Observation view = State::observe(seat);
    for (Zone& zone : view.zones)
        for (PlacedCard& placed : zone.cards)
            if (!placed.faceUp) {
                placed.card = Card{};
                placed.known = false;
            }
    return view;
}

std::unique_ptr<State> SpeculationState::resample(Seat, Rng& rng) const
{
    auto copy = std::make_unique<SpeculationState>(*this);
    copy->queued_.clear();
    copy->rng_.reseed(rng.next()); // later deals must not be foreseen either
    std::vector<Card> hidden = stock_;
    for (const auto& stack : stacks_)
        hidden.insert(hidden.end(), stack.begin(), stack.end());
    rng.shuffle(hidden);
    std::size_t next = 0;
    for (Card& card : copy->stock_)
        card = hidden[next++];
    for (auto& stack : copy->stacks_)
        for (Card& card : stack)
            card = hidden[next++];
    return copy;
}

std::string SpeculationState::actionText(const Action& action) const
{
    switch (action.kind) {
    case Keep: return "keep";
    case Offer: return "offer";
    case Pass: return "pass";
    case Bid: return "bid " + std::to_string(action.b);
    case Accept: return "accept";
    case Refuse: return "refuse";
    default: return "?";
    }
}

Expected<Action> SpeculationState::parseAction(std::string_view text) const
{
    const auto words = splitWords(text);
    const Seat seat = currentPlayer();
    auto unknown = [&]() {
        return makeError(
            "'" + std::string(trim(text)) +
            "' is not an action of Speculation: write keep, offer, pass, 'bid N', accept or refuse");
    };
    if (words.size() == 2 && toLower(words[0]) == "bid") {
        const auto amount = parseInteger(words[1]);
        if (!amount || *amount < 1 || *amount > 1'000'000)
            return makeError("a bid is a whole number of counters, for example 'bid 5'");
        return action(Bid, seat, static_cast<int>(*amount));
    }
    if (words.size() != 1)
        return unknown();
    const std::string word = toLower(words[0]);
    const std::pair<const char*, Kind> words1[] = {{"keep", Keep},
                                                   {"offer", Offer},
                                                   {"pass", Pass},
                                                   {"accept", Accept},
                                                   {"refuse", Refuse}};
    for (const auto& [name, kind] : words1)
        if (word == name)
            return action(kind, seat);
    return unknown();
}

std::string SpeculationState::describe() const
{
    std::string out = "Deal " + std::to_string(std::min(dealsPlayed_ + 1, totalDeals_)) + " of " +
                      std::to_string(totalDeals_) + ", dealer " + seatText(dealer_) + ", trumps " +
                      suitName(trumps()) + " (turn-up " + cardText(turnUp_) + "), pool " +
                      std::to_string(pool_) + "\n";
    out += "best card " + cardText(best_) + ", owned by " + seatText(bestOwner_) + "\n";
    for (Seat seat = 0; seat < playerCount(); ++seat) {
        out += seatText(seat) + ": " + std::to_string(balance(seat)) + " counters, " +
               std::to_string(stack(seat).size()) + " face down";
        if (!shown(seat).empty())
            out += ", shown " + cardsText(shown(seat));
        if (!bought(seat).empty())
            out += ", bought " + cardsText(bought(seat));
        if (phase_ != Phase::Over && seat == toAct_)
            out += std::string("  <- ") + phaseId(phase_);
        out += '\n';
    }
    if (phase_ == Phase::Bidding && highBidder_ != kNoSeat)
        out += "high bid " + std::to_string(highBid_) + " by " + seatText(highBidder_) + "\n";
    if (phase_ == Phase::Over)
        out += "Game over after " + std::to_string(totalDeals_) + " deals.\n";
    return out;
}

std::string SpeculationState::fingerprint() const
{
    auto numbers = [](const std::vector<int>& values) {
        std::vector<std::string> parts;
        for (int value : values)
            parts.push_back(std::to_string(value));
        return join(parts, ",");
    };
    std::string out = game().id() + "|rounds=" + std::to_string(rounds_) +
                      "|hold=" + std::to_string(holdBack_) + "|deals=" + std::to_string(dealsPlayed_) + "/" +
                      std::to_string(totalDeals_) + "|phase=" + phaseId(phase_) +
                      "|dealer=" + std::to_string(dealer_) + "|act=" + std::to_string(toAct_) +
                      "|balances=" + numbers(balances_) + "|start=" + numbers(dealStartBalances_) +
                      "|pool=" + std::to_string(pool_);
    for (Seat seat = 0; seat < playerCount(); ++seat)
        out += "|" + std::to_string(seat) + "=" + cardsText(stack(seat)) + "/" + cardsText(shown(seat)) +
               "/" + cardsText(bought(seat)) + (inAuction(seat) ? "/in" : "");
    out += "|stock=" + cardsText(stock_) + "|turnup=" + cardText(turnUp_) + (turnUpSold_ ? " sold" : "") +
           "|best=" + cardText(best_) + ":" + std::to_string(bestOwner_) + ":" + std::to_string(revealer_) +
           "|high=" + std::to_string(highBid_) + ":" + std::to_string(highBidder_) +
           "|rows=" + parlour::rowsText(sheet_) + "|rng=" + rng_.stateText() +
           "|queued=" + parlour::ordersText(queued_) + "|moves=" + movesText(moves_);
    return out;
}

void SpeculationState::writeJsonExtras(JsonWriter& json) const
{
    json.key("phase").value(phaseId(phase_));
    json.key("balances").intArray(balances_);
    json.key("pool").value(pool_);
    json.key("dealer").value(dealer_);
    json.key("trumps").value(suitName(trumps()));
    json.key("best").value(cardText(best_));
    json.key("bestOwner").value(bestOwner_);
    json.key("highBid").value(highBid_);
    json.key("dealsPlayed").value(dealsPlayed_);
    json.key("totalDeals").value(totalDeals_);
}

Expected<bool> SpeculationState::queueDeals(const std::vector<std::vector<Card>>& orders)
{
    if (auto fits = parlour::checkDeckOrders(orders, frenchDeck(1)); !fits)
        return fits.error();
    queued_.insert(queued_.end(), orders.begin(), orders.end());
    return true;
}

std::string SpeculationState::accountsError() const
{
    // No counter is made or lost: balances and pools always hold what the
    // players brought to the table.
    const int expected = kStartingCounters * playerCount();
    if (countersInPlay() != expected)
        return "counters in play " + std::to_string(countersInPlay()) + ", not " + std::to_string(expected);
    return State::accountsError();
}

} // namespace ct
