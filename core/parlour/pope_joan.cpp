#include "parlour/pope_joan.h"

#include <algorithm>

#include "cards/deck.h"
#include "cards/hidden_deal.h"
#include "parlour/parlour_support.h"
#include "util/json.h"
#include "util/text.h"

namespace ct {

namespace {
const PopeJoanGame kPopeJoan;

constexpr Card kSevenOfDiamonds{Suit::Diamonds, 7, 0};

bool contains(const std::vector<Card>& cards, Card card)
{
    return std::find(cards.begin(), cards.end(), card) != cards.end();
}

void removeCard(std::vector<Card>& cards, Card card)
{
    cards.erase(std::find(cards.begin(), cards.end(), card));
}

std::string seatText(Seat seat)
{
    return "seat " + std::to_string(seat);
}
} // namespace

const Game& popeJoanGame()
{
    return kPopeJoan;
}

std::vector<OptionSpec> PopeJoanGame::optionSpecs() const
{
    return {parlour::roundsOption(), parlour::firstDealerOption()};
}

std::vector<Card> PopeJoanGame::deck(const Options&, int) const
{
    std::vector<Card> deck = frenchDeck(1);
    deck.erase(std::find(deck.begin(), deck.end(), french(8, Suit::Diamonds)));
    return deck;
}

std::unique_ptr<State> PopeJoanGame::create(const Options& options, int players, std::vector<Card> deal,
                                            std::uint64_t rngSeed) const
{
    Rng rng(rngSeed);
    const Seat dealer = parlour::firstDealer(options, players, rng);
    return std::make_unique<PopeJoanState>(players, parlour::numberOption(options, "rounds", 2), dealer, deal,
                                           rng.next());
}

const Game& PopeJoanState::game() const
{
    return kPopeJoan;
}

Card PopeJoanState::successor(Card card)
{
    if (card.rank >= kKing)
        return Card{card.suit, 0, 0};
    return Card{card.suit, static_cast<std::uint8_t>(card.rank + 1), 0};
}

const char* PopeJoanState::poolId(int pool)
{
    static constexpr const char* ids[kPoolCount] = {"ace",       "king",     "queen", "jack",
                                                    "matrimony", "intrigue", "pope",  "game"};
    return pool >= 0 && pool < kPoolCount ? ids[pool] : "?";
}

PopeJoanState::PopeJoanState(int players, int rounds, Seat firstDealer, const std::vector<Card>& deal,
                             std::uint64_t rngSeed)
    : rounds_(rounds)
    , totalDeals_(players * rounds)
    , dealer_(firstDealer)
    , balances_(static_cast<std::size_t>(players), kStartingCounters)
    , hands_(static_cast<std::size_t>(players))
    , rng_(rngSeed)
{
    for (Seat seat = 0; seat < players; ++seat)
        sheet_.sides.push_back(std::to_string(seat));
    startDeal(deal);
}

int PopeJoanState::countersInPlay() const
{
    int total = 0;
    for (int counters : balances_)
        total += counters;
    for (int counters : pools_)
        total += counters;
    return total;
}

void PopeJoanState::startDeal(const std::vector<Card>& order)
{
    const int players = playerCount();
    dealStartBalances_ = balances_;
    for (int pool = 0; pool < kPoolCount; ++pool) {
        pools_[static_cast<std::size_t>(pool)] += kDressing[static_cast<std::size_t>(pool)];
        balances_[static_cast<std::size_t>(dealer_)] -= kDressing[static_cast<std::size_t>(pool)];
        moves_.push_back({counterPlace(dealer_), poolId(pool), kDressing[static_cast<std::size_t>(pool)]});
    }
    for (auto& hand : hands_)
        hand.clear();
    const int each = handSize(players);
    for (int i = 0; i < players * each; ++i)
        hands_[static_cast<std::size_t>((eldest() + i) % players)].push_back(
            order[static_cast<std::size_t>(i)]);
    for (auto& hand : hands_)
        parlour::sortHand(hand);
    stops_.assign(order.begin() + players * each, order.end() - 1);
    turnUp_ = order.back();
    played_.clear();
    runStart_ = 0;
    kingBy_ = queenBy_ = jackBy_ = kNoSeat;
    leader_ = eldest();

    switch (turnUp_.rank) {
    case kAce: takePool(dealer_, AcePool); break;
    case kKing: takePool(dealer_, KingPool); break;
    case kQueen: takePool(dealer_, QueenPool); break;
    case kJack: takePool(dealer_, JackPool); break;
    default: break;
    }
    if (turnUp_ == kPope) {
        // The Pope turned up: the dealer takes Pope and Game, is paid a
        // counter for every card dealt to each other player, and nobody plays.
        takePool(dealer_, PopePool);
        takePool(dealer_, GamePool);
        for (Seat seat = 0; seat < players; ++seat)
            if (seat != dealer_)
                pay(seat, dealer_, each);
        endDeal(kNoSeat);
    }
}

void PopeJoanState::takePool(Seat seat, int pool)
{
    const int amount = pools_[static_cast<std::size_t>(pool)];
    balances_[static_cast<std::size_t>(seat)] += amount;
    pools_[static_cast<std::size_t>(pool)] = 0;
    if (amount != 0)
        moves_.push_back({poolId(pool), counterPlace(seat), amount});
}

void PopeJoanState::pay(Seat from, Seat to, int amount)
{
    balances_[static_cast<std::size_t>(from)] -= amount;
    balances_[static_cast<std::size_t>(to)] += amount;
    if (amount != 0)
        moves_.push_back({counterPlace(from), counterPlace(to), amount});
}

bool PopeJoanState::wasPlayed(Card card) const
{
    return std::any_of(played_.begin(), played_.end(),
                       [card](const Play& play) { return play.card == card; });
}

bool PopeJoanState::isStop(Card card) const
{
    if (card.rank == kKing || card == kSevenOfDiamonds)
        return true;
    const Card next = successor(card);
    return contains(stops_, next) || next == turnUp_ || wasPlayed(next);
}

std::vector<Card> PopeJoanState::stopsKnownFromPlay() const
{
    std::vector<Card> known;
    for (const Play& play : played_) {
        if (play.seat == kNoSeat || play.card.rank == kKing || play.card == kSevenOfDiamonds)
            continue;
        const Card next = successor(play.card);
        // Had anyone held it, it would have been played at once.
        if (!wasPlayed(next) && next != turnUp_ && !contains(known, next))
            known.push_back(next);
    }
    std::sort(known.begin(), known.end());
    return known;
}

std::vector<PopeJoanState::Play> PopeJoanState::currentRun() const
{
    return {played_.begin() + static_cast<std::ptrdiff_t>(runStart_), played_.end()};
}

Seat PopeJoanState::holderOf(Card card) const
{
    for (Seat seat = 0; seat < playerCount(); ++seat)
        if (contains(hand(seat), card))
            return seat;
    return kNoSeat;
}

std::vector<Action> PopeJoanState::legalActions() const
{
    if (over_)
        return {};
    std::vector<Action> actions;
    for (const Card& card : hand(leader_))
        actions.push_back(lead(leader_, card));
    std::sort(actions.begin(), actions.end());
    return actions;
}

Verdict PopeJoanState::check(const Action& action) const
{
    if (action.kind != Lead || action.cards.size() != 1 || action.b != 0 || action.c != 0)
        return Verdict::refuse(Reason::NotUnderstood);
    if (over_)
        return Verdict::refuse(Reason::GameOver);
    if (action.a != leader_)
        return Verdict{Reason::NotYourTurn, {}, {}, leader_, {}};
    if (!contains(hand(leader_), action.cards[0]))
        return Verdict{Reason::NoSuchCard, action.cards[0], {}, 0, "hand" + std::to_string(leader_)};
    return Verdict::ok();
}

void PopeJoanState::apply(const Action& action)
{
    moves_.clear();
    Seat seat = leader_;
    Card card = action.cards[0];
    bool led = true;
    runStart_ = played_.size();
    const int dealsBefore = dealsPlayed_;
    while (true) {
        playCard(seat, card, led);
        if (dealsPlayed_ != dealsBefore)
            return; // someone went out: the next deal (or the end) is set up
        const Seat holder = isStop(card) ? kNoSeat : holderOf(successor(card));
        if (holder == kNoSeat) {
            leader_ = seat;
            return;
        }
        // The successor must come out: forced, even out of turn.
        card = successor(card);
        seat = holder;
        led = false;
    }
}

void PopeJoanState::playCard(Seat seat, Card card, bool led)
{
    removeCard(hands_[static_cast<std::size_t>(seat)], card);
    played_.push_back({card, seat, led});
    if (card.suit == trumps()) {
        switch (card.rank) {
        case kAce: takePool(seat, AcePool); break;
        case kKing:
            takePool(seat, KingPool);
            kingBy_ = seat;
            break;
        case kQueen:
            takePool(seat, QueenPool);
            queenBy_ = seat;
            break;
        case kJack:
            takePool(seat, JackPool);
            jackBy_ = seat;
            break;
        default: break;
        }
        // Pairs pay when their second card is played by the same seat.
        if ((card.rank == kKing || card.rank == kQueen) && kingBy_ == seat && queenBy_ == seat)
            takePool(seat, MatrimonyPool);
        if ((card.rank == kQueen || card.rank == kJack) && queenBy_ == seat && jackBy_ == seat)
            takePool(seat, IntriguePool);
    }
    if (card == kPope)
        takePool(seat, PopePool);
    if (hand(seat).empty())
        endDeal(seat);
}

void PopeJoanState::endDeal(Seat wentOut)
{
    const int players = playerCount();
    if (wentOut != kNoSeat) {
        takePool(wentOut, GamePool);
        for (Seat seat = 0; seat < players; ++seat) {
            // Holding the Pope excuses a seat from paying.
            if (seat == wentOut || contains(hand(seat), kPope))
                continue;
            pay(seat, wentOut, static_cast<int>(hand(seat).size()));
        }
    }
    reports_.push_back({dealer_, turnUp_, stops_, wentOut});

    ScoreRow row;
    row.round = dealsPlayed_ + 1;
    for (Seat seat = 0; seat < players; ++seat)
        row.points.push_back(balances_[static_cast<std::size_t>(seat)] -
                             dealStartBalances_[static_cast<std::size_t>(seat)]);
    row.totals = balances_;
    row.note = wentOut == kNoSeat ? "pope-turned" : "out=" + std::to_string(wentOut);
    sheet_.rows.push_back(std::move(row));

    ++dealsPlayed_;
    if (dealsPlayed_ >= totalDeals_) {
        over_ = true;
        return;
    }
    dealer_ = (dealer_ + 1) % players;
    startDeal(parlour::nextDeckOrder(queued_, kPopeJoan.deck({}, players), rng_));
}

Outcome PopeJoanState::outcome() const
{
    if (!over_)
        return Outcome{};
    return parlour::placesByScore(balances_, "rounds");
}

std::vector<Zone> PopeJoanState::zones() const
{
    std::vector<Zone> zones;
    for (Seat seat = 0; seat < playerCount(); ++seat) {
        Zone zone{"hand" + std::to_string(seat), ZoneKind::Hand, seat, {}};
        for (const Card& card : hand(seat))
            zone.cards.push_back({card, false, true});
        zones.push_back(std::move(zone));
    }
    Zone stops{"stops", ZoneKind::Reserve, kNoSeat, {}};
    for (const Card& card : stops_)
        stops.cards.push_back({card, over_, true});
    zones.push_back(std::move(stops));
    zones.push_back(Zone{"turnup", ZoneKind::Other, kNoSeat, {{turnUp_, true, true}}});
    Zone played{"played", ZoneKind::Discard, kNoSeat, {}};
    Zone run{"run", ZoneKind::Trick, kNoSeat, {}};
    for (std::size_t i = 0; i < played_.size(); ++i)
        (i < runStart_ ? played : run).cards.push_back({played_[i].card, true, true});
    zones.push_back(std::move(played));
    zones.push_back(std::move(run));
    return zones;
}

std::vector<Card> PopeJoanState::unseenBy(Seat seat) const
{
    std::vector<Card> unseen = stops_;
    for (Seat other = 0; other < playerCount(); ++other)
        if (other != seat)
            unseen.insert(unseen.end(), hand(other).begin(), hand(other).end());
    return unseen;
}

std::unique_ptr<State> PopeJoanState::resample(Seat seat, Rng& rng) const
{
    auto copy = std::make_unique<PopeJoanState>(*this);
    copy->queued_.clear();
    copy->rng_.reseed(rng.next()); // later deals must not be foreseen either
    if (over_)
        return copy;
    std::vector<HiddenPlace> places;
    std::vector<Seat> owners;
    for (Seat other = 0; other < playerCount(); ++other) {
        if (other == seat)
            continue;
        places.push_back({hand(other).size(), {}, {}});
        owners.push_back(other);
    }
    places.push_back({stops_.size(), stopsKnownFromPlay(), {}});
    auto dealt = dealHidden(unseenBy(seat), places, rng);
    if (!dealt)
        return copy;
    for (std::size_t i = 0; i < owners.size(); ++i) {
        auto& hand = copy->hands_[static_cast<std::size_t>(owners[i])];
        hand = (*dealt)[i];
        parlour::sortHand(hand);
    }
    copy->stops_ = dealt->back();
    return copy;
}

std::string PopeJoanState::actionText(const Action& action) const
{
    if (action.kind != Lead || action.cards.size() != 1)
        return "?";
    return "lead " + cardText(action.cards[0]);
}

Expected<Action> PopeJoanState::parseAction(std::string_view text) const
{
    const auto words = splitWords(text);
    std::string cardWord;
    if (words.size() == 2 && toLower(words[0]) == "lead")
        cardWord = words[1];
    else if (words.size() == 1 && toLower(words[0]) != "lead")
        cardWord = words[0];
    else
        return makeError("'" + std::string(trim(text)) +
                         "' is not an action of Pope Joan: write 'lead CARD', for example 'lead 10H'");
    auto card = parseCard(cardWord);
    if (!card)
        return makeError(card.error().message);
    return lead(currentPlayer(), *card);
}

std::string PopeJoanState::describe() const
{
    std::string out = "Deal " + std::to_string(std::min(dealsPlayed_ + 1, totalDeals_)) + " of " +
                      std::to_string(totalDeals_) + ", dealer " + seatText(dealer_) + ", trumps " +
                      suitName(trumps()) + " (turn-up " + cardText(turnUp_) + ")\n";
    out += "board:";
    for (int pool = 0; pool < kPoolCount; ++pool)
        out += std::string(" ") + poolId(pool) + " " + std::to_string(pools_[static_cast<std::size_t>(pool)]);
    out += '\n';
    for (Seat seat = 0; seat < playerCount(); ++seat) {
        out += seatText(seat) + ": " + std::to_string(balance(seat)) + " counters, " +
               std::to_string(hand(seat).size()) + " cards";
        if (!over_ && seat == leader_)
            out += "  <- leads";
        out += '\n';
    }
    out += "your hand: " + cardsText(hand(0)) + '\n';
    std::vector<Card> run;
    for (const Play& play : currentRun())
        run.push_back(play.card);
    out += "run: " + (run.empty() ? std::string("--") : cardsText(run)) + '\n';
    if (over_) {
        out +=
            "Game over after " + std::to_string(totalDeals_) + " deals; stops: " + cardsText(stops_) + '\n';
    }
    return out;
}

std::string PopeJoanState::fingerprint() const
{
    auto numbers = [](const auto& values) {
        std::vector<std::string> parts;
        for (int value : values)
            parts.push_back(std::to_string(value));
        return join(parts, ",");
    };
    std::string out = game().id() + "|rounds=" + std::to_string(rounds_) +
                      "|deals=" + std::to_string(dealsPlayed_) + "/" + std::to_string(totalDeals_) +
                      "|dealer=" + std::to_string(dealer_) + "|leader=" + std::to_string(leader_) +
                      "|over=" + std::to_string(over_) + "|balances=" + numbers(balances_) +
                      "|start=" + numbers(dealStartBalances_) + "|pools=" + numbers(pools_);
    for (Seat seat = 0; seat < playerCount(); ++seat)
        out += "|hand" + std::to_string(seat) + "=" + cardsText(hand(seat));
    out += "|stops=" + cardsText(stops_) + "|turnup=" + cardText(turnUp_) + "|played=";
    for (const Play& play : played_)
        out += cardText(play.card) + ":" + std::to_string(play.seat) + (play.led ? "L" : "") + " ";
    out += "|run=" + std::to_string(runStart_) + "|honours=" + std::to_string(kingBy_) + "," +
           std::to_string(queenBy_) + "," + std::to_string(jackBy_) + "|reports=";
    for (const DealReport& report : reports_)
        out += std::to_string(report.dealer) + ":" + cardText(report.turnUp) + ":" + cardsText(report.stops) +
               ":" + std::to_string(report.wentOut) + ";";
    out += "|rows=" + parlour::rowsText(sheet_) + "|rng=" + rng_.stateText() +
           "|queued=" + parlour::ordersText(queued_) + "|moves=" + movesText(moves_);
    return out;
}

void PopeJoanState::writeJsonExtras(JsonWriter& json) const
{
    json.key("balances").intArray(balances_);
    json.key("pools").beginObject();
    for (int pool = 0; pool < kPoolCount; ++pool)
        json.key(poolId(pool)).value(pools_[static_cast<std::size_t>(pool)]);
    json.endObject();
    json.key("dealer").value(dealer_);
    json.key("trumps").value(suitName(trumps()));
    json.key("dealsPlayed").value(dealsPlayed_);
    json.key("totalDeals").value(totalDeals_);
    if (!reports_.empty())
        json.key("lastStops").value(cardsText(reports_.back().stops));
}

Expected<bool> PopeJoanState::arrange(const std::vector<std::vector<Card>>& hands,
                                      const std::vector<Card>& stops, Card turnUp, Seat leader)
{
    if (static_cast<int>(hands.size()) != playerCount())
        return makeError("give one hand for each of the " + std::to_string(playerCount()) + " seats");
    if (leader < 0 || leader >= playerCount() || hands[static_cast<std::size_t>(leader)].empty())
        return makeError("the leader must be a seat holding cards");
    std::vector<Card> laidOut = stops;
    laidOut.push_back(turnUp);
    for (const auto& hand : hands)
        laidOut.insert(laidOut.end(), hand.begin(), hand.end());
    std::vector<Card> rest = kPopeJoan.deck({}, playerCount());
    for (const Card& card : laidOut) {
        auto found = std::find(rest.begin(), rest.end(), card);
        if (found == rest.end())
            return makeError(cardText(card) + " is not in the pack or appears twice");
        rest.erase(found);
    }
    hands_ = hands;
    for (auto& hand : hands_)
        parlour::sortHand(hand);
    stops_ = stops;
    turnUp_ = turnUp;
    played_.clear();
    for (const Card& card : rest)
        played_.push_back({card, kNoSeat, false});
    runStart_ = played_.size();
    kingBy_ = queenBy_ = jackBy_ = kNoSeat;
    leader_ = leader;
    over_ = false;
    moves_.clear();
    return true;
}

Expected<bool> PopeJoanState::queueDeals(const std::vector<std::vector<Card>>& orders)
{
    if (auto fits = parlour::checkDeckOrders(orders, kPopeJoan.deck({}, playerCount())); !fits)
        return fits.error();
    queued_.insert(queued_.end(), orders.begin(), orders.end());
    return true;
}

std::string PopeJoanState::accountsError() const
{
    // No counter is made or lost: balances and pools always hold what the
    // players brought to the table.
    const int expected = kStartingCounters * playerCount();
    if (countersInPlay() != expected)
        return "counters in play " + std::to_string(countersInPlay()) + ", not " + std::to_string(expected);
    return State::accountsError();
}

} // namespace ct
