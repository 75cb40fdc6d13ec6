#include "tricks/trick_state.h"

#include <algorithm>
#include <array>
#include <stdexcept>

#include "cards/deck.h"

namespace ct {

std::string phaseId(TrickPhase phase)
{
    switch (phase) {
    case TrickPhase::Bidding: return "bidding";
    case TrickPhase::Trump: return "trump";
    case TrickPhase::Exchange: return "exchange";
    case TrickPhase::Discard: return "discard";
    case TrickPhase::Play: return "play";
    case TrickPhase::Over: return "over";
    }
    return "?";
}

std::vector<std::string> targetChoices(const std::vector<int>& choices)
{
    std::vector<std::string> values;
    for (int points : choices)
        values.push_back(std::to_string(points));
    return values;
}

int targetOption(const Options& options, int standard)
{
    const auto found = options.find("target");
    if (found == options.end())
        return standard;
    try {
        const int points = std::stoi(found->second);
        return points > 0 ? points : standard;
    } catch (const std::exception&) {
        return standard;
    }
}

Action TrickState::exchange(Card give1, Card give2, Card take1, Card take2)
{
    if (give2 < give1)
        std::swap(give1, give2);
    if (take2 < take1)
        std::swap(take1, take2);
    return Action{Exchange, 2, 0, 0, {give1, give2, take1, take2}};
}

TrickState::TrickState(TrickConfig config, Options options, std::uint64_t rngSeed)
    : config_(std::move(config))
    , options_(std::move(options))
    , rules_(config_.rules)
    , rng_(rngSeed)
{
    const std::size_t hands = static_cast<std::size_t>(config_.players + (config_.dummy ? 1 : 0));
    const std::size_t takers = static_cast<std::size_t>(sideCount() + (config_.dummy ? 1 : 0));
    hands_.resize(hands);
    voids_.resize(hands, 0);
    taken_.resize(takers);
    tricksWon_.resize(takers, 0);
    for (int side = 0; side < sideCount(); ++side)
        sheet_.sides.push_back(sideName(side));
    sheet_.target = config_.target;
    sheet_.hasBids = std::find(config_.phases.begin(), config_.phases.end(), TrickPhase::Bidding)
        != config_.phases.end();
}

int TrickState::sideCount() const
{
    return *std::max_element(config_.sideOfSeat.begin(), config_.sideOfSeat.end()) + 1;
}

std::string TrickState::sideName(int side) const
{
    std::string name;
    for (Seat seat = 0; seat < config_.players; ++seat) {
        if (sideOf(seat) != side)
            continue;
        if (!name.empty())
            name += "+";
        name += std::to_string(seat);
    }
    return name;
}

int TrickState::sideOfHand(int hand) const
{
    return hand < config_.players ? sideOf(hand) : sideCount();
}

void TrickState::beginGame(Seat firstDealer, const std::vector<Card>& deal)
{
    dealer_ = firstDealer;
    round_ = 0;
    startRound(deal);
}

void TrickState::startRound(const std::vector<Card>& order)
{
    ++round_;
    for (auto& cards : hands_)
        cards.clear();
    for (auto& cards : taken_)
        cards.clear();
    std::fill(tricksWon_.begin(), tricksWon_.end(), 0);
    std::fill(voids_.begin(), voids_.end(), 0);
    nest_.clear();
    shown_.clear();
    nestKnownTo_ = kNoSeat;
    nestWonBy_ = -1;
    trick_ = Trick{};
    tricks_.clear();
    auction_ = Auction{};
    declarer_ = kNoSeat;
    contract_ = 0;
    rules_ = config_.rules;
    deal(order);
    // Seats hold their cards sorted; the Dummy's pile keeps its order.
    for (Seat seat = 0; seat < config_.players; ++seat)
        std::sort(
            hands_[static_cast<std::size_t>(seat)].begin(), hands_[static_cast<std::size_t>(seat)].end());
    enterPhase(config_.phases.front());
}

void TrickState::nextRound()
{
    dealer_ = (dealer_ + 1) % config_.players;
    std::vector<Card> order = config_.deck;
    rng_.shuffle(order);
    startRound(order);
}

void TrickState::enterPhase(TrickPhase phase)
{
    phase_ = phase;
    switch (phase) {
    case TrickPhase::Bidding:
        auction_ = Auction(config_.auction, config_.players, dealer_, eldest());
        toAct_ = auction_.toAct();
        break;
    case TrickPhase::Trump:
        toAct_ = declarer_;
        break;
    case TrickPhase::Exchange:
        toAct_ = declarer_;
        nestKnownTo_ = declarer_;
        break;
    case TrickPhase::Discard: {
        auto& cards = hands_[static_cast<std::size_t>(declarer_)];
        cards.insert(cards.end(), nest_.begin(), nest_.end());
        std::sort(cards.begin(), cards.end());
        nest_.clear();
        nestKnownTo_ = declarer_;
        toAct_ = declarer_;
        break;
    }
    case TrickPhase::Play:
        trick_ = Trick{eldest(), {}, -1};
        toAct_ = eldest();
        runDummy();
        break;
    case TrickPhase::Over:
        toAct_ = kNoSeat;
        break;
    }
}

void TrickState::advancePhase()
{
    const auto at = std::find(config_.phases.begin(), config_.phases.end(), phase_);
    enterPhase(at + 1 == config_.phases.end() ? TrickPhase::Play : *(at + 1));
}

std::vector<Action> TrickState::legalActions() const
{
    std::vector<Action> actions;
    switch (phase_) {
    case TrickPhase::Over: return {};
    case TrickPhase::Bidding:
        for (int amount : auction_.legalCalls())
            actions.push_back(amount == 0 ? pass() : bid(amount));
        break;
    case TrickPhase::Trump:
        for (Suit colour : kRookColours)
            actions.push_back(nameTrump(colour));
        break;
    case TrickPhase::Exchange: return exchangeActions(); // already in order
    case TrickPhase::Discard:
        for (const Card& card : hands_[static_cast<std::size_t>(toAct_)])
            actions.push_back(discard(card));
        break;
    case TrickPhase::Play:
        for (const Card& card : legalPlays(hands_[static_cast<std::size_t>(toAct_)], trick_.cards(), rules_))
            actions.push_back(playCard(card));
        break;
    }
    std::sort(actions.begin(), actions.end());
    return actions;
}

std::vector<Action> TrickState::exchangeActions() const
{
    // Both lists in order make the actions come out sorted (none first).
    std::vector<Action> actions{exchangeNone()};
    std::vector<Card> held = hands_[static_cast<std::size_t>(declarer_)];
    std::sort(held.begin(), held.end());
    std::vector<Card> nest = nest_;
    std::sort(nest.begin(), nest.end());
    actions.reserve(1 + held.size() * (held.size() - 1) / 2 * nest.size() * (nest.size() - 1) / 2);
    for (std::size_t i = 0; i < held.size(); ++i)
        for (std::size_t j = i + 1; j < held.size(); ++j)
            for (std::size_t k = 0; k < nest.size(); ++k)
                for (std::size_t l = k + 1; l < nest.size(); ++l)
                    actions.push_back(exchange(held[i], held[j], nest[k], nest[l]));
    return actions;
}

Verdict TrickState::checkExchange(const Action& action) const
{
    if (action.a == 0)
        return action.cards.empty() ? Verdict::ok() : Verdict::refuse(Reason::NotUnderstood);
    if (action.a != config_.exchangeCards || action.cards.size() != 2u * static_cast<std::size_t>(action.a))
        return Verdict{Reason::ExchangeTwoOrNone, {}, {}, config_.exchangeCards, {}};
    const auto& held = hands_[static_cast<std::size_t>(declarer_)];
    const auto gives = action.cards.begin();
    const auto takes = action.cards.begin() + action.a;
    for (auto it = gives; it != takes; ++it) {
        if (std::find(held.begin(), held.end(), *it) == held.end())
            return Verdict{Reason::NotInHand, *it, {}, 0, {}};
        if (std::find(gives, it, *it) != it)
            return Verdict::refuse(Reason::NotUnderstood);
    }
    for (auto it = takes; it != action.cards.end(); ++it) {
        if (std::find(nest_.begin(), nest_.end(), *it) == nest_.end())
            return Verdict{Reason::NotInNest, *it, {}, 0, {}};
        if (std::find(takes, it, *it) != it)
            return Verdict::refuse(Reason::NotUnderstood);
    }
    return Verdict::ok();
}

Verdict TrickState::check(const Action& action) const
{
    if (phase_ == TrickPhase::Over)
        return Verdict::refuse(Reason::GameOver);
    const bool oneCard = action.cards.size() == 1 && action.a == 0;
    TrickPhase needs = TrickPhase::Over;
    switch (action.kind) {
    case Play:
        if (!oneCard)
            return Verdict::refuse(Reason::NotUnderstood);
        needs = TrickPhase::Play;
        break;
    case Discard:
        if (!oneCard)
            return Verdict::refuse(Reason::NotUnderstood);
        needs = TrickPhase::Discard;
        break;
    case Bid:
    case Pass:
        if (!action.cards.empty() || (action.kind == Pass && action.a != 0))
            return Verdict::refuse(Reason::NotUnderstood);
        needs = TrickPhase::Bidding;
        break;
    case NameTrump:
        if (std::find(kRookColours.begin(), kRookColours.end(), static_cast<Suit>(action.a)) ==
                kRookColours.end() ||
            !action.cards.empty())
            return Verdict::refuse(Reason::NotUnderstood);
        needs = TrickPhase::Trump;
        break;
    case Exchange: needs = TrickPhase::Exchange; break;
    default: return Verdict::refuse(Reason::NotUnderstood);
    }
    if (action.b != 0 || action.c != 0)
        return Verdict::refuse(Reason::NotUnderstood);
    if (needs != phase_)
        return Verdict::refuse(Reason::NotAvailableNow);

    const auto& held = hands_[static_cast<std::size_t>(toAct_)];
    switch (action.kind) {
    case Play: return checkPlay(held, trick_.cards(), action.cards[0], rules_);
    case Discard:
        if (std::find(held.begin(), held.end(), action.cards[0]) == held.end())
            return Verdict{Reason::NotInHand, action.cards[0], {}, 0, {}};
        return Verdict::ok();
    case Bid:
        if (action.a <= 0)
            return Verdict{Reason::BidTooLow, {}, {}, auction_.lowestBid(), {}};
        return auction_.check(action.a);
    case Pass: return auction_.check(0);
    case NameTrump: return Verdict::ok();
    case Exchange: return checkExchange(action);
    default: return Verdict::refuse(Reason::NotUnderstood);
    }
}

void TrickState::apply(const Action& action)
{
    switch (action.kind) {
    case Bid:
    case Pass: {
        auction_.call(action.kind == Bid ? action.a : 0);
        switch (auction_.status()) {
        case Auction::Status::Open: toAct_ = auction_.toAct(); break;
        case Auction::Status::Won:
            declarer_ = auction_.highBidder();
            contract_ = auction_.highBid();
            advancePhase();
            break;
        case Auction::Status::ThrownIn: {
            RoundSummary summary;
            summary.thrownIn = true;
            summary.tricks.assign(taken_.size(), 0);
            summary.taken.assign(static_cast<std::size_t>(sideCount()), 0);
            summary.points.assign(static_cast<std::size_t>(sideCount()), 0);
            // Every point stays in the hands of a deal nobody plays.
            summary.unclaimed = rules_.points(config_.deck) + rules_.trickPoints * handSize(0);
            previousTricks_.clear();
            recordRound(summary);
            if (phase_ != TrickPhase::Over)
                nextRound();
            break;
        }
        }
        break;
    }
    case NameTrump:
        rules_.trump = static_cast<Suit>(action.a);
        advancePhase();
        break;
    case Exchange: {
        auto& held = hands_[static_cast<std::size_t>(toAct_)];
        for (int i = 0; i < action.a; ++i) {
            const Card give = action.cards[static_cast<std::size_t>(i)];
            const Card take = action.cards[static_cast<std::size_t>(action.a + i)];
            held.erase(std::find(held.begin(), held.end(), give));
            nest_.erase(std::find(nest_.begin(), nest_.end(), take));
            held.push_back(take);
            nest_.push_back(give);
        }
        std::sort(held.begin(), held.end());
        advancePhase();
        break;
    }
    case Discard: {
        auto& held = hands_[static_cast<std::size_t>(toAct_)];
        held.erase(std::find(held.begin(), held.end(), action.cards[0]));
        nest_.push_back(action.cards[0]);
        if (static_cast<int>(nest_.size()) == config_.discards)
            advancePhase();
        break;
    }
    case Play:
        playCard(toAct_, action.cards[0]);
        runDummy();
        break;
    default: break;
    }
}

void TrickState::playCard(int hand, Card card)
{
    auto& held = hands_[static_cast<std::size_t>(hand)];
    held.erase(std::find(held.begin(), held.end(), card));
    const std::vector<Card> before = trick_.cards();
    // The Dummy plays blind, so its cards tell nothing about what it holds.
    if (hand < config_.players && showsVoid(card, before, rules_))
        voids_[static_cast<std::size_t>(hand)] |= suitBit(rules_.suitOf(before.front()));
    trick_.plays.push_back({hand, card});
    if (trick_.plays.size() == hands_.size())
        completeTrick();
    else
        toAct_ = nextHand(hand);
}

void TrickState::runDummy()
{
    while (phase_ == TrickPhase::Play && config_.dummy && toAct_ == dummyHand()) {
        const Card top = hands_[static_cast<std::size_t>(dummyHand())].back();
        playCard(dummyHand(), top);
    }
}

void TrickState::completeTrick()
{
    const int winner = trick_.plays[static_cast<std::size_t>(winningPlay(trick_.cards(), rules_))].hand;
    trick_.winner = winner;
    const auto side = static_cast<std::size_t>(sideOfHand(winner));
    for (const TrickPlay& play : trick_.plays)
        taken_[side].push_back(play.card);
    ++tricksWon_[side];
    tricks_.push_back(trick_);
    if (tricks_.size() == 1 && config_.nestFate == NestFate::FirstTrickWinner && !nest_.empty())
        nestWonBy_ = static_cast<int>(side);
    if (hands_[static_cast<std::size_t>(winner)].empty()) {
        if (config_.nestFate == NestFate::LastTrickWinner && !nest_.empty())
            nestWonBy_ = static_cast<int>(side);
        finishRound();
        return;
    }
    trick_ = Trick{winner, {}, -1};
    toAct_ = winner;
}

void TrickState::scoreRound(RoundSummary& summary) const
{
    summary.points = summary.taken;
}

void TrickState::finishRound()
{
    trick_ = Trick{}; // its cards lie with the winner now
    RoundSummary summary;
    summary.declarer = declarer_;
    summary.contract = contract_;
    summary.trump = rules_.trump;
    summary.tricks = tricksWon_;
    const int sides = sideCount();
    for (int side = 0; side < sides; ++side) {
        const auto index = static_cast<std::size_t>(side);
        int points = rules_.points(taken_[index]) + rules_.trickPoints * tricksWon_[index];
        if (nestWonBy_ == side)
            points += rules_.points(nest_);
        summary.taken.push_back(points);
    }
    if (config_.dummy) {
        const auto dummy = static_cast<std::size_t>(sides);
        summary.unclaimed += rules_.points(taken_[dummy]) + rules_.trickPoints * tricksWon_[dummy];
    }
    if (nestWonBy_ < 0)
        summary.unclaimed += rules_.points(nest_);
    scoreRound(summary);
    previousTricks_ = tricks_;
    recordRound(summary);
    if (phase_ != TrickPhase::Over)
        nextRound();
}

void TrickState::recordRound(RoundSummary summary)
{
    summary.round = round_;
    summary.dealer = dealer_;
    ScoreRow row;
    row.round = round_;
    row.points = summary.points;
    row.totals = sheet_.totals();
    for (std::size_t side = 0; side < row.totals.size(); ++side)
        row.totals[side] += row.points[side];
    if (summary.thrownIn)
        row.note = "thrown-in";
    else if (summary.declarer != kNoSeat)
        row.note = summary.made ? "made" : "set";
    row.bidder = summary.declarer == kNoSeat ? -1 : sideOf(summary.declarer);
    row.bid = summary.contract;
    row.made = summary.made;
    sheet_.rows.push_back(row);
    rounds_.push_back(std::move(summary));
    winner_ = targetWinner(sheet_.totals(), config_.target);
    if (winner_ >= 0)
        enterPhase(TrickPhase::Over);
}

Outcome TrickState::outcome() const
{
    if (phase_ != TrickPhase::Over)
        return Outcome{};
    Outcome result;
    const std::vector<int> totals = sheet_.totals();
    for (Seat seat = 0; seat < config_.players; ++seat) {
        int place = 1;
        for (int total : totals)
            if (total > totals[static_cast<std::size_t>(sideOf(seat))])
                ++place;
        result.places.push_back(place);
    }
    result.result = sideOf(0) == winner_ ? Result::Won : Result::Lost;
    result.why = "target";
    return result;
}

std::vector<int> TrickState::scores() const
{
    const std::vector<int> totals = sheet_.totals();
    std::vector<int> perSeat;
    for (Seat seat = 0; seat < config_.players; ++seat)
        perSeat.push_back(totals[static_cast<std::size_t>(sideOf(seat))]);
    return perSeat;
}

Expected<bool> TrickState::arrangeRound(Seat dealer, const std::vector<Card>& deal)
{
    if (dealer < 0 || dealer >= config_.players)
        return makeError("no seat " + std::to_string(dealer) + " at this table");
    if (auto fits = checkDealMatchesDeck(deal, config_.deck); !fits)
        return makeError("the deal does not fit: " + fits.error().message);
    dealer_ = dealer;
    winner_ = -1;
    --round_;
    startRound(deal);
    return true;
}

void TrickState::arrangeTotals(const std::vector<int>& totals)
{
    ScoreRow row;
    row.round = round_;
    row.totals = totals;
    const std::vector<int> before = sheet_.totals();
    for (std::size_t side = 0; side < totals.size(); ++side)
        row.points.push_back(totals[side] - before[side]);
    row.note = "arranged";
    sheet_.rows.push_back(row);
    winner_ = targetWinner(totals, config_.target);
    if (winner_ >= 0)
        enterPhase(TrickPhase::Over);
}

TrickView TrickState::view(Seat seat) const
{
    TrickView view;
    fillView(seat, view);
    return view;
}

void TrickState::fillView(Seat seat, TrickView& view) const
{
    view.seat = seat;
    view.players = config_.players;
    view.phase = phase_;
    view.dealer = dealer_;
    view.toAct = currentPlayer();
    view.round = round_;
    view.rules = rules_;
    view.hand = hands_[static_cast<std::size_t>(seat)];
    view.nestKnown = nestKnownTo_ == seat;
    view.nest.clear();
    if (view.nestKnown)
        view.nest = nest_;
    view.nestSize = nestSize();
    view.trick = trick_;
    view.tricks = tricks_;
    view.handSizes.clear();
    for (const auto& cards : hands_)
        view.handSizes.push_back(static_cast<int>(cards.size()));
    view.voids = voids_;
    view.auction = auction_;
    view.declarer = declarer_;
    view.contract = contract_;
    view.sideOfSeat = config_.sideOfSeat;
    view.sides = sideCount();
    view.dummyHand = dummyHand();
    view.totals = sheet_.rows.empty() ? std::vector<int>(sheet_.sides.size(), 0) : sheet_.rows.back().totals;
    view.target = config_.target;
    view.takenPoints.assign(taken_.size(), 0);
    // The cards this seat has seen, marked by their place in the deck found
    // through a table over (suit, number); a deck it cannot index (several
    // packs) is searched by sorting instead.
    const std::vector<Card>& deck = config_.deck;
    auto key = [](const Card& card) {
        return card.pack == 0 && card.rank < 16 && static_cast<int>(card.suit) < 16
                   ? static_cast<int>(card.suit) << 4 | card.rank
                   : -1;
    };
    std::array<std::int8_t, 256> place;
    place.fill(-1);
    bool indexed = deck.size() <= 64;
    for (std::size_t at = 0; at < deck.size() && indexed; ++at) {
        const int k = key(deck[at]);
        indexed = k >= 0;
        if (indexed)
            place[static_cast<std::size_t>(k)] = static_cast<std::int8_t>(at);
    }
    std::uint64_t seen = 0;
    std::vector<Card> known;
    auto markSeen = [&](const Card& card) {
        if (!indexed) {
            known.push_back(card);
            return;
        }
        const int k = key(card);
        if (k >= 0 && place[static_cast<std::size_t>(k)] >= 0)
            seen |= std::uint64_t{1} << place[static_cast<std::size_t>(k)];
    };
    for (const Card& card : view.hand)
        markSeen(card);
    for (const Card& card : view.nest)
        markSeen(card);
    for (const Card& card : shown_)
        markSeen(card);
    for (const Trick& trick : tricks_) {
        auto& points = view.takenPoints[static_cast<std::size_t>(sideOfHand(trick.winner))];
        points += rules_.trickPoints;
        for (const TrickPlay& play : trick.plays) {
            points += rules_.points(play.card);
            markSeen(play.card);
        }
    }
    for (const TrickPlay& play : trick_.plays)
        markSeen(play.card);
    std::sort(known.begin(), known.end());
    view.unseen.clear();
    for (std::size_t at = 0; at < deck.size(); ++at)
        if (indexed ? !(seen >> at & 1) : !std::binary_search(known.begin(), known.end(), deck[at]))
            view.unseen.push_back(deck[at]);
    view.legal.clear();
    if (currentPlayer() == seat)
        view.legal = legalActions();
}

} // namespace ct
