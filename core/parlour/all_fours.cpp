#include "parlour/all_fours.h"

#include <algorithm>

#include "cards/deck.h"
#include "cards/hidden_deal.h"
#include "parlour/parlour_support.h"
#include "parlour/table_seats.h"
#include "util/json.h"
#include "util/text.h"

namespace ct {

namespace {
const AllFoursGame kAllFours;

constexpr std::size_t kHandSize = 6;

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

const char* phaseId(AllFoursState::Phase phase)
{
    switch (phase) {
    case AllFoursState::Phase::Begging: return "begging";
    case AllFoursState::Phase::Giving: return "giving";
    case AllFoursState::Phase::Discarding: return "discarding";
    case AllFoursState::Phase::Playing: return "playing";
    case AllFoursState::Phase::Over: return "over";
    }
    return "?";
}
} // namespace

const Game& allFoursGame()
{
    return kAllFours;
}

std::vector<OptionSpec> AllFoursGame::optionSpecs() const
{
    return {{"target", {"10", "7", "11"}, "Points to win"}, parlour::firstDealerOption()};
}

std::vector<Card> AllFoursGame::deck(const Options&, int) const
{
    return frenchDeck(1);
}

std::unique_ptr<State> AllFoursGame::create(const Options& options, int players, std::vector<Card> deal,
                                            std::uint64_t rngSeed) const
{
    Rng rng(rngSeed);
    const Seat dealer = parlour::firstDealer(options, players, rng);
    return std::make_unique<AllFoursState>(players, parlour::numberOption(options, "target", 10), dealer,
                                           deal, rng.next());
}

const Game& AllFoursState::game() const
{
    return kAllFours;
}

int AllFoursState::cardPoints(Card card)
{
    switch (card.rank) {
    case kAce: return 4;
    case kKing: return 3;
    case kQueen: return 2;
    case kJack: return 1;
    case 10: return 10;
    default: return 0;
    }
}

AllFoursState::AllFoursState(int players, int target, Seat firstDealer, const std::vector<Card>& deal,
                             std::uint64_t rngSeed)
    : target_(target)
    , dealer_(firstDealer)
    , hands_(static_cast<std::size_t>(players))
    , discards_(static_cast<std::size_t>(players))
    , taken_(static_cast<std::size_t>(players))
    , rng_(rngSeed)
{
    sheet_.sides = players == 4 ? std::vector<std::string>{"0+2", "1+3"} : std::vector<std::string>{"0", "1"};
    sheet_.target = target;
    startDeal(deal);
}

void AllFoursState::startDeal(const std::vector<Card>& order)
{
    for (auto* piles : {&hands_, &inPlay_, &discards_, &taken_})
        for (auto& pile : *piles)
            pile.clear();
    inPlay_.clear();
    dead_.clear();
    trick_ = Trick{eldest(), {}, kNoSeat};
    tricks_.clear();
    dealPoints_ = {};
    dealNote_.clear();
    stock_ = order;
    // Two rounds of three from eldest, then the turn-up.
    dealPackets(3);
    dealPackets(3);
    turnUp_ = stock_.front();
    stock_.erase(stock_.begin());
    originalSuit_ = turnUp_.suit;
    phase_ = Phase::Begging;
    toAct_ = eldest();
    if (turnUp_.rank == kJack)
        credit(sideOf(dealer_), "turnjack");
}

void AllFoursState::dealPackets(int cardsEach)
{
    const int players = playerCount();
    for (int i = 0; i < players; ++i) {
        auto& hand = hands_[static_cast<std::size_t>((eldest() + i) % players)];
        hand.insert(hand.end(), stock_.begin(), stock_.begin() + cardsEach);
        stock_.erase(stock_.begin(), stock_.begin() + cardsEach);
        parlour::sortHand(hand);
    }
}

void AllFoursState::runTheCards()
{
    const std::size_t needed = static_cast<std::size_t>(3 * playerCount() + 1);
    while (true) {
        dead_.push_back(turnUp_);
        if (stock_.size() < needed) {
            // Not enough cards for another run: the same dealer deals again;
            // points already scored stand.
            closeRow("abandoned");
            nextDeal(dealer_);
            return;
        }
        dealPackets(3);
        turnUp_ = stock_.front();
        stock_.erase(stock_.begin());
        if (turnUp_.suit != originalSuit_)
            break;
    }
    phase_ = Phase::Discarding;
    toAct_ = nextDiscarder(eldest());
    if (turnUp_.rank == kJack)
        credit(sideOf(dealer_), "turnjack");
}

Seat AllFoursState::nextDiscarder(Seat from) const
{
    for (int step = 0; step < playerCount(); ++step) {
        const Seat seat = (from + step) % playerCount();
        if (hand(seat).size() > kHandSize)
            return seat;
    }
    return kNoSeat;
}

void AllFoursState::startPlay()
{
    phase_ = Phase::Playing;
    inPlay_ = hands_;
    trick_ = Trick{eldest(), {}, kNoSeat};
    toAct_ = eldest();
}

bool AllFoursState::mayGiveOne() const
{
    return sideScore(sideOf(eldest())) + 1 < target_;
}

bool AllFoursState::followsSuit(Seat seat, Card card) const
{
    if (trick_.cards.empty())
        return true;
    const Suit led = trick_.cards.front().suit;
    const auto& cards = hand(seat);
    const bool holdsLed = std::any_of(cards.begin(), cards.end(), [led](Card c) { return c.suit == led; });
    // Hoyle: holding the led suit, follow it or trump; otherwise anything.
    return !holdsLed || card.suit == led || card.suit == trumps();
}

Seat AllFoursState::trickWinner(const Trick& trick) const
{
    if (trick.cards.empty())
        return kNoSeat;
    std::size_t best = 0;
    for (std::size_t i = 1; i < trick.cards.size(); ++i) {
        const Card card = trick.cards[i];
        const Card top = trick.cards[best];
        if ((card.suit == trumps() && top.suit != trumps()) ||
            (card.suit == top.suit && power(card) > power(top)))
            best = i;
    }
    return (trick.leader + static_cast<int>(best)) % playerCount();
}

std::vector<Suit> AllFoursState::voidSuits(Seat seat) const
{
    std::vector<Suit> voids;
    auto scan = [&](const Trick& trick) {
        for (std::size_t i = 1; i < trick.cards.size(); ++i) {
            if ((trick.leader + static_cast<int>(i)) % playerCount() != seat)
                continue;
            const Suit led = trick.cards.front().suit;
            const Card card = trick.cards[i];
            if (card.suit != led && card.suit != trumps() &&
                std::find(voids.begin(), voids.end(), led) == voids.end())
                voids.push_back(led);
        }
    };
    for (const Trick& trick : tricks_)
        scan(trick);
    scan(trick_);
    std::sort(voids.begin(), voids.end());
    return voids;
}

std::vector<Action> AllFoursState::legalActions() const
{
    std::vector<Action> actions;
    switch (phase_) {
    case Phase::Over: return {};
    case Phase::Begging: actions = {action(Stand, toAct_), action(Beg, toAct_)}; break;
    case Phase::Giving:
        if (mayGiveOne())
            actions.push_back(action(GiveOne, toAct_));
        actions.push_back(action(Run, toAct_));
        break;
    case Phase::Discarding:
        for (const Card& card : hand(toAct_))
            actions.push_back(cardAction(Discard, toAct_, card));
        break;
    case Phase::Playing:
        for (const Card& card : hand(toAct_))
            if (followsSuit(toAct_, card))
                actions.push_back(cardAction(Play, toAct_, card));
        break;
    }
    std::sort(actions.begin(), actions.end());
    return actions;
}

Verdict AllFoursState::check(const Action& action) const
{
    const bool withCard = action.kind == Discard || action.kind == Play;
    if (action.kind < Stand || action.kind > Play || action.b != 0 || action.c != 0 ||
        action.cards.size() != (withCard ? 1u : 0u))
        return Verdict::refuse(Reason::NotUnderstood);
    if (phase_ == Phase::Over)
        return Verdict::refuse(Reason::GameOver);
    const bool inPhase = ((action.kind == Stand || action.kind == Beg) && phase_ == Phase::Begging) ||
                         ((action.kind == GiveOne || action.kind == Run) && phase_ == Phase::Giving) ||
                         (action.kind == Discard && phase_ == Phase::Discarding) ||
                         (action.kind == Play && phase_ == Phase::Playing);
    if (!inPhase)
        return Verdict::refuse(Reason::NotAvailableNow);
    if (action.a != toAct_)
        return Verdict{Reason::NotYourTurn, {}, {}, toAct_, {}};
    if (action.kind == GiveOne && !mayGiveOne())
        return Verdict{Reason::GiftWouldWinGame, {}, {}, target_, {}};
    if (withCard) {
        const Card card = action.cards[0];
        if (!contains(hand(toAct_), card))
            return Verdict{Reason::NoSuchCard, card, {}, 0, "hand" + std::to_string(toAct_)};
        if (action.kind == Play && !followsSuit(toAct_, card))
            return Verdict{Reason::MustFollowOrTrump, card, trick_.cards.front(), 0, {}};
    }
    return Verdict::ok();
}

void AllFoursState::apply(const Action& action)
{
    switch (action.kind) {
    case Stand: startPlay(); break;
    case Beg:
        phase_ = Phase::Giving;
        toAct_ = dealer_;
        break;
    case GiveOne:
        credit(sideOf(eldest()), "gift");
        if (phase_ != Phase::Over)
            startPlay();
        break;
    case Run: runTheCards(); break;
    case Discard: {
        auto& cards = hands_[static_cast<std::size_t>(toAct_)];
        removeCard(cards, action.cards[0]);
        discards_[static_cast<std::size_t>(toAct_)].push_back(action.cards[0]);
        toAct_ = nextDiscarder(toAct_);
        if (toAct_ == kNoSeat)
            startPlay();
        break;
    }
    case Play: playCard(action.cards[0]); break;
    default: break;
    }
}

void AllFoursState::playCard(Card card)
{
    removeCard(hands_[static_cast<std::size_t>(toAct_)], card);
    trick_.cards.push_back(card);
    if (static_cast<int>(trick_.cards.size()) < playerCount()) {
        toAct_ = (toAct_ + 1) % playerCount();
        return;
    }
    trick_.winner = trickWinner(trick_);
    auto& won = taken_[static_cast<std::size_t>(trick_.winner)];
    won.insert(won.end(), trick_.cards.begin(), trick_.cards.end());
    tricks_.push_back(trick_);
    trick_ = Trick{tricks_.back().winner, {}, kNoSeat};
    toAct_ = trick_.leader;
    if (static_cast<int>(tricks_.size()) == kTricks)
        scoreDeal();
}

void AllFoursState::scoreDeal()
{
    DealScore score;
    // High and Low: the trumps the seats held when play began.
    bool anyTrump = false;
    for (Seat seat = 0; seat < playerCount(); ++seat) {
        for (const Card& card : inPlay_[static_cast<std::size_t>(seat)]) {
            if (card.suit != trumps())
                continue;
            if (!anyTrump || power(card) > power(score.highCard)) {
                score.highCard = card;
                score.high = sideOf(seat);
            }
            if (!anyTrump || power(card) < power(score.lowCard)) {
                score.lowCard = card;
                score.low = sideOf(seat);
            }
            anyTrump = true;
        }
    }
    const Card jack{trumps(), static_cast<std::uint8_t>(kJack), 0};
    for (const Trick& trick : tricks_) {
        if (contains(trick.cards, jack))
            score.jack = sideOf(trick.winner);
        for (const Card& card : trick.cards)
            score.cardPoints[static_cast<std::size_t>(sideOf(trick.winner))] += cardPoints(card);
    }
    // Equal totals (0-0 too) give Game to the side that did not deal.
    score.game = score.cardPoints[0] == score.cardPoints[1]  ? sideOf(eldest())
                 : score.cardPoints[0] > score.cardPoints[1] ? 0
                                                             : 1;
    dealNote_ += (dealNote_.empty() ? "" : " ") + std::string("points=") +
                 std::to_string(score.cardPoints[0]) + ":" + std::to_string(score.cardPoints[1]);
    const std::pair<int, const char*> order[] = {{score.high, "high"},
                                                 {score.low, "low"},
                                                 {score.jack, "jack"},
                                                 {score.game, "game"}};
    for (const auto& [side, what] : order) {
        if (side < 0 || phase_ == Phase::Over)
            continue;
        credit(side, what);
        score.credited.push_back(what);
    }
    lastScore_ = score;
    if (phase_ == Phase::Over)
        return;
    closeRow("");
    nextDeal((dealer_ + 1) % playerCount());
}

void AllFoursState::credit(int side, const std::string& what)
{
    if (phase_ == Phase::Over)
        return;
    ++sideScores_[static_cast<std::size_t>(side)];
    ++dealPoints_[static_cast<std::size_t>(side)];
    dealNote_ += (dealNote_.empty() ? "" : " ") + what + "=" + std::to_string(side);
    if (sideScores_[static_cast<std::size_t>(side)] >= target_) {
        winner_ = side;
        phase_ = Phase::Over;
        closeRow("");
    }
}

void AllFoursState::closeRow(const std::string& extra)
{
    ScoreRow row;
    row.round = static_cast<int>(sheet_.rows.size()) + 1;
    row.points = {dealPoints_[0], dealPoints_[1]};
    row.totals = {sideScores_[0], sideScores_[1]};
    row.note = dealNote_;
    if (!extra.empty())
        row.note += (row.note.empty() ? "" : " ") + extra;
    sheet_.rows.push_back(std::move(row));
    dealPoints_ = {};
    dealNote_.clear();
}

void AllFoursState::nextDeal(Seat dealer)
{
    dealer_ = dealer;
    startDeal(parlour::nextDeckOrder(queued_, frenchDeck(1), rng_));
}

Outcome AllFoursState::outcome() const
{
    if (phase_ != Phase::Over)
        return Outcome{};
    Outcome outcome;
    outcome.why = "target";
    for (Seat seat = 0; seat < playerCount(); ++seat)
        outcome.places.push_back(sideOf(seat) == winner_ ? 1 : 2);
    outcome.result = sideOf(0) == winner_ ? Result::Won : Result::Lost;
    return outcome;
}

std::vector<int> AllFoursState::scores() const
{
    std::vector<int> scores;
    for (Seat seat = 0; seat < playerCount(); ++seat)
        scores.push_back(sideScore(sideOf(seat)));
    return scores;
}

std::vector<Zone> AllFoursState::zones() const
{
    std::vector<Zone> zones;
    auto pile = [](std::string id, ZoneKind kind, Seat owner, const std::vector<Card>& cards, bool faceUp) {
        Zone zone{std::move(id), kind, owner, {}};
        for (const Card& card : cards)
            zone.cards.push_back({card, faceUp, true});
        return zone;
    };
    for (Seat seat = 0; seat < playerCount(); ++seat)
        zones.push_back(pile("hand" + std::to_string(seat), ZoneKind::Hand, seat, hand(seat), false));
    // The stock's top card is its last in the zone.
    zones.push_back(pile("stock", ZoneKind::Stock, kNoSeat, {stock_.rbegin(), stock_.rend()}, false));
    zones.push_back(pile("turnup", ZoneKind::Other, kNoSeat, {turnUp_}, true));
    zones.push_back(pile("dead", ZoneKind::Discard, kNoSeat, dead_, true));
    for (Seat seat = 0; seat < playerCount(); ++seat)
        zones.push_back(
            pile("discard" + std::to_string(seat), ZoneKind::Discard, seat, discards(seat), false));
    zones.push_back(pile("trick", ZoneKind::Trick, kNoSeat, trick_.cards, true));
    for (Seat seat = 0; seat < playerCount(); ++seat)
        zones.push_back(pile("taken" + std::to_string(seat), ZoneKind::Discard, seat,
                             taken_[static_cast<std::size_t>(seat)], true));
    return zones;
}

Observation AllFoursState::observe(Seat seat) const
{
    Observation view = State::observe(seat);
    for (Zone& zone : view.zones)
        if (zone.kind == ZoneKind::Hand && zone.owner == seat)
            parlour::faceUpToOwner(zone); // a player looks at his own hand
    return view;
}

std::unique_ptr<State> AllFoursState::resample(Seat seat, Rng& rng) const
{
    auto copy = std::make_unique<AllFoursState>(*this);
    copy->queued_.clear();
    copy->rng_.reseed(rng.next()); // later deals must not be foreseen either
    if (phase_ == Phase::Over)
        return copy;
    std::vector<Card> unseen = stock_;
    std::vector<HiddenPlace> places;
    std::vector<std::vector<Card>*> targets;
    for (Seat other = 0; other < playerCount(); ++other) {
        if (other == seat)
            continue;
        unseen.insert(unseen.end(), hand(other).begin(), hand(other).end());
        places.push_back({hand(other).size(), {}, voidSuits(other)});
        targets.push_back(&copy->hands_[static_cast<std::size_t>(other)]);
        unseen.insert(unseen.end(), discards(other).begin(), discards(other).end());
        places.push_back({discards(other).size(), {}, {}});
        targets.push_back(&copy->discards_[static_cast<std::size_t>(other)]);
    }
    places.push_back({stock_.size(), {}, {}});
    targets.push_back(&copy->stock_);
    auto dealt = dealHidden(unseen, places, rng);
    if (!dealt)
        return copy;
    for (std::size_t i = 0; i < targets.size(); ++i)
        *targets[i] = (*dealt)[i];
    for (auto& hand : copy->hands_)
        parlour::sortHand(hand);
    // The hands at the start of play: what has been played since, plus the hand now.
    if (phase_ == Phase::Playing) {
        copy->inPlay_ = copy->hands_;
        auto addPlayed = [&](const Trick& trick) {
            for (std::size_t i = 0; i < trick.cards.size(); ++i)
                copy->inPlay_[static_cast<std::size_t>((trick.leader + static_cast<int>(i)) % playerCount())]
                    .push_back(trick.cards[i]);
        };
        for (const Trick& trick : tricks_)
            addPlayed(trick);
        addPlayed(trick_);
        for (auto& hand : copy->inPlay_)
            parlour::sortHand(hand);
    }
    return copy;
}

std::string AllFoursState::actionText(const Action& action) const
{
    switch (action.kind) {
    case Stand: return "stand";
    case Beg: return "beg";
    case GiveOne: return "give";
    case Run: return "run";
    case Discard: return action.cards.size() == 1 ? "discard " + cardText(action.cards[0]) : "?";
    case Play: return action.cards.size() == 1 ? "play " + cardText(action.cards[0]) : "?";
    default: return "?";
    }
}

Expected<Action> AllFoursState::parseAction(std::string_view text) const
{
    const auto words = splitWords(text);
    const Seat seat = currentPlayer();
    auto unknown = [&]() {
        return makeError("'" + std::string(trim(text)) +
                         "' is not an action of All Fours: write stand, beg, give, run, 'discard CARD' or "
                         "'play CARD'");
    };
    if (words.empty() || words.size() > 2)
        return unknown();
    const std::string word = toLower(words[0]);
    if (words.size() == 1) {
        if (word == "stand")
            return action(Stand, seat);
        if (word == "beg")
            return action(Beg, seat);
        if (word == "give")
            return action(GiveOne, seat);
        if (word == "run")
            return action(Run, seat);
        auto card = parseCard(words[0]);
        if (!card)
            return unknown();
        return cardAction(phase_ == Phase::Discarding ? Discard : Play, seat, *card);
    }
    if (word != "discard" && word != "play")
        return unknown();
    auto card = parseCard(words[1]);
    if (!card)
        return makeError(card.error().message);
    return cardAction(word == "discard" ? Discard : Play, seat, *card);
}

std::string AllFoursState::describe() const
{
    std::string out = "All Fours to " + std::to_string(target_) + ": side 0 (" + sheet_.sides[0] + ") " +
                      std::to_string(sideScore(0)) + ", side 1 (" + sheet_.sides[1] + ") " +
                      std::to_string(sideScore(1)) + "\n";
    out +=
        "dealer " + seatText(dealer_) + ", turn-up " + cardText(turnUp_) + ", trumps " + suitName(trumps());
    if (!dead_.empty())
        out += ", dead " + cardsText(dead_);
    out += ", " + std::string(phaseId(phase_)) + "\n";
    for (Seat seat = 0; seat < playerCount(); ++seat) {
        out += seatText(seat) + ": " + std::to_string(hand(seat).size()) + " cards, " +
               std::to_string(taken_[static_cast<std::size_t>(seat)].size()) + " taken";
        if (phase_ != Phase::Over && seat == toAct_)
            out += "  <- to act";
        out += '\n';
    }
    out += "your hand: " + cardsText(hand(0)) + '\n';
    out += "trick: " + (trick_.cards.empty() ? std::string("--") : cardsText(trick_.cards)) + '\n';
    if (phase_ == Phase::Over)
        out += "Game over: side " + std::to_string(winner_) + " reached " + std::to_string(target_) + ".\n";
    return out;
}

std::string AllFoursState::fingerprint() const
{
    auto piles = [](const std::string& name, const std::vector<std::vector<Card>>& all) {
        std::string out;
        for (std::size_t i = 0; i < all.size(); ++i)
            out += "|" + name + std::to_string(i) + "=" + cardsText(all[i]);
        return out;
    };
    std::string out = game().id() + "|target=" + std::to_string(target_) + "|phase=" + phaseId(phase_) +
                      "|dealer=" + std::to_string(dealer_) + "|act=" + std::to_string(toAct_) +
                      "|winner=" + std::to_string(winner_) + "|scores=" + std::to_string(sideScores_[0]) +
                      "," + std::to_string(sideScores_[1]) + "|deal=" + std::to_string(dealPoints_[0]) + "," +
                      std::to_string(dealPoints_[1]) + ":" + dealNote_;
    out += piles("hand", hands_) + piles("inplay", inPlay_) + piles("discard", discards_) +
           piles("taken", taken_);
    out += "|stock=" + cardsText(stock_) + "|turnup=" + cardText(turnUp_) +
           "|original=" + std::to_string(static_cast<int>(originalSuit_)) + "|dead=" + cardsText(dead_) +
           "|trick=" + std::to_string(trick_.leader) + ":" + cardsText(trick_.cards) + "|tricks=";
    for (const Trick& trick : tricks_)
        out += std::to_string(trick.leader) + ">" + std::to_string(trick.winner) + ":" +
               cardsText(trick.cards) + ";";
    out += "|last=" + std::to_string(lastScore_.high) + std::to_string(lastScore_.low) +
           std::to_string(lastScore_.jack) + std::to_string(lastScore_.game) +
           join(lastScore_.credited, ",") + std::to_string(lastScore_.cardPoints[0]) + ":" +
           std::to_string(lastScore_.cardPoints[1]) + cardText(lastScore_.highCard) +
           cardText(lastScore_.lowCard) + "|rows=" + parlour::rowsText(sheet_);
    out += "|rng=" + rng_.stateText() + "|queued=" + parlour::ordersText(queued_);
    return out;
}

void AllFoursState::writeJsonExtras(JsonWriter& json) const
{
    json.key("phase").value(phaseId(phase_));
    json.key("dealer").value(dealer_);
    json.key("trumps").value(suitName(trumps()));
    json.key("target").value(target_);
    json.key("sides").stringArray(sheet_.sides);
    json.key("sideScores").intArray({sideScores_[0], sideScores_[1]});
    // The breakdown of the last finished deal: the side entitled to each point (-1: none).
    json.key("lastDeal").beginObject();
    json.key("high").value(lastScore_.high);
    json.key("low").value(lastScore_.low);
    json.key("jack").value(lastScore_.jack);
    json.key("game").value(lastScore_.game);
    json.key("cardPoints").intArray({lastScore_.cardPoints[0], lastScore_.cardPoints[1]});
    json.key("credited").stringArray(lastScore_.credited);
    json.endObject();
}

Expected<bool> AllFoursState::arrangeScores(int side0, int side1)
{
    if (side0 < 0 || side1 < 0 || side0 >= target_ || side1 >= target_)
        return makeError("each side's score must lie between 0 and " + std::to_string(target_ - 1));
    if (phase_ == Phase::Over)
        return makeError("the game is over");
    sideScores_ = {side0, side1};
    ScoreRow row;
    row.round = static_cast<int>(sheet_.rows.size()) + 1;
    row.points = {0, 0};
    row.totals = {side0, side1};
    row.note = "arranged";
    sheet_.rows.push_back(std::move(row));
    return true;
}

Expected<bool> AllFoursState::queueDeals(const std::vector<std::vector<Card>>& orders)
{
    if (auto fits = parlour::checkDeckOrders(orders, frenchDeck(1)); !fits)
        return fits.error();
    queued_.insert(queued_.end(), orders.begin(), orders.end());
    return true;
}

} // namespace ct
