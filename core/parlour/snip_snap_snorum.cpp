#include "parlour/snip_snap_snorum.h"

#include <algorithm>

#include "cards/deck.h"
#include "parlour/table_seats.h"
#include "util/json.h"
#include "util/text.h"

namespace ct {

namespace {
const SnipSnapSnorumGame kSnipSnapSnorum;

using parlour::seatName;

bool lowerCard(const Card& a, const Card& b)
{
    return a.rank != b.rank ? a.rank < b.rank : a.suit < b.suit;
}

const char* matchWord(int count)
{
    switch (count) {
    case 2: return "Snip";
    case 3: return "Snap";
    case 4: return "Snorum";
    }
    return "";
}
} // namespace

const Game& snipSnapSnorumGame()
{
    return kSnipSnapSnorum;
}

std::vector<OptionSpec> SnipSnapSnorumGame::optionSpecs() const
{
    return {parlour::dealerOption()};
}

std::vector<Card> SnipSnapSnorumGame::deck(const Options&, int) const
{
    return frenchDeck(1);
}

std::unique_ptr<State> SnipSnapSnorumGame::create(const Options& options, int players, std::vector<Card> deal,
                                                  std::uint64_t rngSeed) const
{
    Rng rng(rngSeed);
    const Seat dealer = parlour::firstDealer(options, players, rng);
    return std::make_unique<SnipSnapSnorumState>(players, dealer, deal, rng.next());
}

const Game& SnipSnapSnorumState::game() const
{
    return kSnipSnapSnorum;
}

SnipSnapSnorumState::SnipSnapSnorumState(int players, Seat dealer, const std::vector<Card>& deal,
                                         std::uint64_t rngSeed)
    : hands_(static_cast<std::size_t>(players))
    , dead_(static_cast<std::size_t>(players))
    , counters_(static_cast<std::size_t>(players), kStartingCounters)
    , retiredAt_(static_cast<std::size_t>(players), -1)
    , lacks_(static_cast<std::size_t>(players), 0)
    , dealer_(dealer)
    , rng_(rngSeed)
{
    for (Seat seat = 0; seat < players; ++seat)
        sheet_.sides.push_back(std::to_string(seat));
    startDeal(deal);
}

Expected<bool> SnipSnapSnorumState::arrange(const std::vector<std::vector<Card>>& hands,
                                            const std::vector<int>& counters, int pool, Seat seat,
                                            int chainRank, int chainCount, Seat chainLast)
{
    const int players = playerCount();
    if (static_cast<int>(hands.size()) != players || static_cast<int>(counters.size()) != players)
        return makeError("give one hand and one counter total for each of the " + std::to_string(players) +
                         " seats");
    int total = pool;
    for (int held : counters) {
        if (held < 1)
            return makeError("every seat must hold at least one counter");
        total += held;
    }
    if (pool < 0 || total != kStartingCounters * players)
        return makeError("the counters and the pool must add up to " +
                         std::to_string(kStartingCounters * players));
    if (seat < 0 || seat >= players || hands[static_cast<std::size_t>(seat)].empty())
        return makeError("the seat to play must hold cards");
    const bool noChain = chainRank == 0 && chainCount == 0 && chainLast == kNoSeat;
    const bool someChain = chainRank >= 1 && chainRank <= 13 && chainCount >= 1 && chainCount <= 4 &&
                           chainLast >= 0 && chainLast < players;
    if (!noChain && !someChain)
        return makeError("the chain needs a rank 1-13, a count 1-4 and the seat that laid its last card");
    std::vector<Card> rest = frenchDeck(1);
    for (const auto& cards : hands)
        for (const Card& card : cards) {
            const auto found = std::find(rest.begin(), rest.end(), card);
            if (found == rest.end())
                return makeError(cardText(card) + " is not in the deck or is given twice");
            rest.erase(found);
        }
    hands_ = hands;
    for (auto& cards : hands_)
        std::sort(cards.begin(), cards.end(), lowerCard);
    played_ = rest;
    for (auto& cards : dead_)
        cards.clear();
    counters_ = counters;
    countersAtDealStart_ = counters;
    pool_ = pool;
    std::fill(retiredAt_.begin(), retiredAt_.end(), -1);
    std::fill(lacks_.begin(), lacks_.end(), 0);
    retiredCount_ = 0;
    toPlay_ = seat;
    dealNumber_ = 1;
    chainRank_ = chainRank;
    chainCount_ = chainCount;
    chainLast_ = chainLast;
    lastMatch_.reset();
    ending_ = Ending::None;
    sheet_.rows.clear();
    moves_.clear();
    return true;
}

Seat SnipSnapSnorumState::nextInSeat(Seat from) const
{
    const int players = playerCount();
    for (int step = 1; step <= players; ++step) {
        const Seat seat = (from + step) % players;
        if (!retired(seat))
            return seat;
    }
    return from;
}

int SnipSnapSnorumState::playersIn() const
{
    return static_cast<int>(std::count(retiredAt_.begin(), retiredAt_.end(), -1));
}

std::vector<Seat> SnipSnapSnorumState::retirementOrder() const
{
    std::vector<Seat> order(static_cast<std::size_t>(retiredCount_), kNoSeat);
    for (Seat seat = 0; seat < playerCount(); ++seat)
        if (retired(seat))
            order[static_cast<std::size_t>(retiredAt_[static_cast<std::size_t>(seat)])] = seat;
    return order;
}

void SnipSnapSnorumState::startDeal(const std::vector<Card>& deal)
{
    const Seat eldest = nextInSeat(dealer_);
    std::vector<Seat> order;
    for (Seat seat : parlour::seatsFrom(eldest, playerCount()))
        if (!retired(seat))
            order.push_back(seat);
    hands_ = parlour::dealAround(deal, playerCount(), order);
    for (auto& cards : hands_)
        std::sort(cards.begin(), cards.end(), lowerCard);
    played_.clear();
    for (auto& cards : dead_)
        cards.clear();
    std::fill(lacks_.begin(), lacks_.end(), 0);
    chainRank_ = chainCount_ = 0;
    chainLast_ = kNoSeat;
    lastMatch_.reset();
    toPlay_ = eldest;
    countersAtDealStart_ = counters_;
}

void SnipSnapSnorumState::endDeal()
{
    closeSheetRow();
    if (dealNumber_ >= dealCap_) {
        ending_ = Ending::Cap;
        return;
    }
    std::vector<Card> cards = played_;
    for (const auto& held : hands_)
        cards.insert(cards.end(), held.begin(), held.end());
    for (const auto& held : dead_)
        cards.insert(cards.end(), held.begin(), held.end());
    std::sort(cards.begin(), cards.end());
    rng_.shuffle(cards);
    dealer_ = nextInSeat(dealer_);
    ++dealNumber_;
    startDeal(cards);
}

void SnipSnapSnorumState::closeSheetRow()
{
    ScoreRow row;
    row.round = dealNumber_;
    for (std::size_t seat = 0; seat < counters_.size(); ++seat)
        row.points.push_back(counters_[seat] - countersAtDealStart_[seat]);
    row.totals = counters_;
    sheet_.rows.push_back(std::move(row));
}

std::vector<Action> SnipSnapSnorumState::legalActions() const
{
    std::vector<Action> actions;
    if (isTerminal())
        return actions;
    const auto& cards = hand(toPlay_);
    const bool mustMatch = chainOpen() && std::any_of(cards.begin(), cards.end(), [&](const Card& c) {
                               return c.rank == chainRank_;
                           });
    for (const Card& card : cards)
        if (!mustMatch || card.rank == chainRank_)
            actions.push_back(playCard(toPlay_, card));
    std::sort(actions.begin(), actions.end());
    return actions;
}

Verdict SnipSnapSnorumState::check(const Action& action) const
{
    if (action.kind != Play || action.cards.size() != 1 || action.b != 0 || action.c != 0)
        return Verdict::refuse(Reason::NotUnderstood);
    if (isTerminal())
        return Verdict::refuse(Reason::GameOver);
    if (action.a != toPlay_)
        return Verdict{Reason::NotYourTurn, {}, {}, toPlay_, {}};
    const Card card = action.cards.front();
    const auto& cards = hand(toPlay_);
    if (std::find(cards.begin(), cards.end(), card) == cards.end())
        return Verdict{Reason::NoSuchCard, card, {}, 0, "hand" + std::to_string(toPlay_)};
    const bool holdsChainRank =
        std::any_of(cards.begin(), cards.end(), [&](const Card& c) { return c.rank == chainRank_; });
    if (chainOpen() && holdsChainRank && card.rank != chainRank_)
        return Verdict{Reason::MustMatchChain, card, {}, chainRank_, {}};
    return Verdict::ok();
}

void SnipSnapSnorumState::apply(const Action& action)
{
    const Seat seat = toPlay_;
    const Card card = action.cards.front();
    auto& cards = handOf(seat);
    cards.erase(std::find(cards.begin(), cards.end(), card));
    played_.push_back(card);
    lastMatch_.reset();
    moves_.clear();

    if (chainOpen() && card.rank == chainRank_) {
        ++chainCount_;
        Match match{chainCount_, seat, chainLast_, chainCount_ - 1, 0, false};
        const int before = counters(chainLast_);
        pay(chainLast_, match.fine);
        match.paid = before - counters(match.fined);
        match.retired = retired(match.fined);
        chainLast_ = seat;
        lastMatch_ = match;
        if (isTerminal())
            return;
    } else {
        // Not matching an open chain shows the rank is not in this hand.
        if (chainOpen())
            lacks_[static_cast<std::size_t>(seat)] |= 1u << chainRank_;
        chainRank_ = card.rank;
        chainCount_ = 1;
        chainLast_ = seat;
    }
    toPlay_ = nextInSeat(seat);
    if (hand(toPlay_).empty())
        endDeal();
}

void SnipSnapSnorumState::pay(Seat seat, int fine)
{
    int& held = counters_[static_cast<std::size_t>(seat)];
    const int paid = std::min(fine, held);
    held -= paid;
    pool_ += paid;
    if (paid > 0)
        moves_.push_back({counterPlace(seat), "pool", paid});
    if (held == 0)
        retire(seat);
    if (playersIn() == 1) {
        const Seat winner = nextInSeat(seat);
        counters_[static_cast<std::size_t>(winner)] += pool_;
        if (pool_ > 0)
            moves_.push_back({"pool", counterPlace(winner), pool_});
        pool_ = 0;
        ending_ = Ending::LastStanding;
        closeSheetRow();
    }
}

void SnipSnapSnorumState::retire(Seat seat)
{
    retiredAt_[static_cast<std::size_t>(seat)] = retiredCount_++;
    auto& cards = handOf(seat);
    auto& dead = dead_[static_cast<std::size_t>(seat)];
    dead.insert(dead.end(), cards.begin(), cards.end());
    cards.clear();
}

Outcome SnipSnapSnorumState::outcome() const
{
    if (!isTerminal())
        return Outcome{};
    // Still in beats retired; among the retired, later beats earlier.
    std::vector<long long> standing;
    for (Seat seat = 0; seat < playerCount(); ++seat)
        standing.push_back(retired(seat) ? retiredAt_[static_cast<std::size_t>(seat)]
                                         : 1'000'000LL + counters(seat));
    Outcome result;
    result.places = parlour::placesByStanding(standing);
    result.result = parlour::humanResult(result.places);
    result.why = ending_ == Ending::Cap ? "endless" : "won";
    return result;
}

std::vector<Zone> SnipSnapSnorumState::zones() const
{
    std::vector<Zone> zones;
    for (Seat seat = 0; seat < playerCount(); ++seat) {
        Zone zone{"hand" + std::to_string(seat), ZoneKind::Hand, seat, {}};
        for (const Card& card : hand(seat))
            zone.cards.push_back({card, false, true});
        zones.push_back(std::move(zone));
    }
    Zone played{"played", ZoneKind::Trick, kNoSeat, {}};
    for (const Card& card : played_)
        played.cards.push_back({card, true, true});
    zones.push_back(std::move(played));
    Zone dead{"dead", ZoneKind::Discard, kNoSeat, {}};
    for (const auto& cards : dead_)
        for (const Card& card : cards)
            dead.cards.push_back({card, false, true});
    zones.push_back(std::move(dead));
    return zones;
}

std::string SnipSnapSnorumState::actionText(const Action& action) const
{
    return action.kind == Play && action.cards.size() == 1 ? cardText(action.cards.front()) : "?";
}

Expected<Action> SnipSnapSnorumState::parseAction(std::string_view text) const
{
    const std::vector<std::string> words = splitWords(text);
    std::string cardWord;
    if (words.size() == 1)
        cardWord = words[0];
    else if (words.size() == 2 && toLower(words[0]) == "play")
        cardWord = words[1];
    if (!cardWord.empty())
        if (auto card = parseCard(cardWord); card.ok() && card->isFrench())
            return playCard(toPlay_, *card);
    return makeError("'" + std::string(trim(text)) +
                     "' is not an action of Snip Snap Snorum: lay a card from your hand, such as \"6H\"");
}

std::string SnipSnapSnorumState::describe() const
{
    std::string out = "Deal " + std::to_string(dealNumber_) + ", pool " + std::to_string(pool_) + "\n";
    for (Seat seat = 0; seat < playerCount(); ++seat) {
        out += seatName(seat) + ": " + parlour::plural(counters(seat), "counter") + ", ";
        out += retired(seat) ? std::string("retired") : parlour::plural(handSize(seat), "card");
        if (!isTerminal() && seat == toPlay_)
            out += "  <- lays a card";
        out += '\n';
    }
    // Seat 0 is the human (§0): the command line shows that hand alone.
    out += "your hand: " + (hand(0).empty() ? std::string("--") : cardsText(hand(0))) + "\n";
    if (chainCount_ > 0)
        out += "chain: " + parlour::plural(chainCount_, "card") + " of rank " + std::to_string(chainRank_) +
               (chainOpen() ? ", last laid by " + seatName(chainLast_) : std::string(", closed")) + "\n";
    if (lastMatch_)
        out += std::string(matchWord(lastMatch_->count)) + "! " + seatName(lastMatch_->fined) + " pays " +
               std::to_string(lastMatch_->paid) + (lastMatch_->retired ? " and retires" : "") + "\n";
    if (ending_ == Ending::LastStanding)
        out += "Game over: " + seatName(nextInSeat(retirementOrder().back())) + " takes the pool and wins.\n";
    else if (ending_ == Ending::Cap)
        out += "Game over after " + parlour::plural(dealNumber_, "deal") + ": the most counters win.\n";
    return out;
}

std::string SnipSnapSnorumState::fingerprint() const
{
    std::string out = game().id() + "|dealer=" + std::to_string(dealer_) + "|to=" + std::to_string(toPlay_) +
                      "|deal=" + std::to_string(dealNumber_) + "|cap=" + std::to_string(dealCap_) + "|pool=" +
                      std::to_string(pool_) + "|counters=" + parlour::numbersText(counters_) + "|start=" +
                      parlour::numbersText(countersAtDealStart_) + "|retired=" +
                      parlour::numbersText(retiredAt_) + "|chain=" + std::to_string(chainRank_) + "x" +
                      std::to_string(chainCount_) + "/" + std::to_string(chainLast_) + "|ending=" +
                      std::to_string(static_cast<int>(ending_));
    for (Seat seat = 0; seat < playerCount(); ++seat) {
        const std::string number = std::to_string(seat);
        out += "|hand" + number + "=" + cardsText(hand(seat)) + "|dead" + number + "=" +
               cardsText(dead_[static_cast<std::size_t>(seat)]) + "|lacks" + number + "=" +
               std::to_string(lacks(seat));
    }
    out += "|played=" + cardsText(played_);
    if (lastMatch_)
        out += "|match=" + std::to_string(lastMatch_->count) + "," + std::to_string(lastMatch_->player) +
               "," + std::to_string(lastMatch_->fined) + "," + std::to_string(lastMatch_->paid) + "," +
               std::to_string(lastMatch_->retired);
    for (const ScoreRow& row : sheet_.rows)
        out += "|row" + std::to_string(row.round) + "=" + parlour::numbersText(row.points) + "/" +
               parlour::numbersText(row.totals);
    out += "|rng=" + rng_.stateText() + "|moves=" + movesText(moves_);
    return out;
}

void SnipSnapSnorumState::writeJsonExtras(JsonWriter& json) const
{
    json.key("deal").value(dealNumber_);
    json.key("pool").value(pool_);
    json.key("counters").intArray(counters_);
    json.key("chainRank").value(chainRank_);
    json.key("chainCount").value(chainCount_);
    json.key("retired").intArray(retirementOrder());
    if (lastMatch_) {
        json.key("match").beginObject();
        json.key("call").value(matchWord(lastMatch_->count));
        json.key("fined").value(lastMatch_->fined);
        json.key("paid").value(lastMatch_->paid);
        json.endObject();
    }
}

std::unique_ptr<State> SnipSnapSnorumState::resample(Seat seat, Rng& rng) const
{
    auto copy = std::make_unique<SnipSnapSnorumState>(*this);
    // Containers: every hand, then every seat's dead cards.
    const auto players = static_cast<std::size_t>(playerCount());
    std::vector<std::vector<Card>> containers = hands_;
    containers.insert(containers.end(), dead_.begin(), dead_.end());
    auto known = [&](std::size_t container, Card) { return container == static_cast<std::size_t>(seat); };
    auto allowed = [&](std::size_t container, const std::vector<Card>&, Card card) {
        return (lacks_[container % players] & (1u << card.rank)) == 0;
    };
    if (!parlour::redealUnknown(containers, known, allowed, rng))
        return copy;
    for (std::size_t i = 0; i < players; ++i) {
        copy->hands_[i] = containers[i];
        std::sort(copy->hands_[i].begin(), copy->hands_[i].end(), lowerCard);
        copy->dead_[i] = containers[players + i];
    }
    return copy;
}

std::string SnipSnapSnorumState::accountsError() const
{
    // No counter is made or lost: the players' counters and the pool always
    // hold what they brought to the table.
    int total = pool_;
    for (int held : counters_)
        total += held;
    const int expected = kStartingCounters * playerCount();
    if (total != expected || pool_ < 0)
        return "counters in play " + std::to_string(total) + " (pool " + std::to_string(pool_) + "), not " +
               std::to_string(expected);
    return State::accountsError();
}

} // namespace ct
