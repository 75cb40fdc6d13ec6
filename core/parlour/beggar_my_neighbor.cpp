#include "parlour/beggar_my_neighbor.h"

#include <algorithm>
#include <mutex>
#include <unordered_map>

#include "cards/deck.h"
#include "cards/rng.h"
#include "util/json.h"
#include "util/text.h"

namespace ct {

namespace {
const BeggarMyNeighborGame kBeggarMyNeighbor;

std::uint64_t hashInto(std::uint64_t hash, std::string_view text)
{
    // FNV-1a; the separator keeps "ab","c" apart from "a","bc".
    for (char c : text) {
        hash ^= static_cast<unsigned char>(c);
        hash *= 0x100000001b3ULL;
    }
    hash ^= 0xff;
    hash *= 0x100000001b3ULL;
    return hash;
}

std::string seatText(Seat seat)
{
    return "seat " + std::to_string(seat);
}

std::string plural(int count, const char* word)
{
    return std::to_string(count) + " " + word + (count == 1 ? "" : "s");
}
} // namespace

const Game& beggarMyNeighborGame()
{
    return kBeggarMyNeighbor;
}

std::vector<OptionSpec> BeggarMyNeighborGame::optionSpecs() const
{
    return {
        {"dealer", {"random", "last"}, "First dealer: drawn at random, or the last seat (seat 0 leads)"},
    };
}

std::vector<Card> BeggarMyNeighborGame::deck(const Options&, int) const
{
    return frenchDeck(1);
}

std::unique_ptr<State> BeggarMyNeighborGame::create(const Options& options, int players,
                                                    std::vector<Card> deal, std::uint64_t rngSeed) const
{
    Seat dealer = players - 1;
    if (!options.count("dealer") || options.at("dealer") == "random") {
        Rng rng(rngSeed);
        dealer = static_cast<Seat>(rng.below(static_cast<std::uint32_t>(players)));
    }
    return std::make_unique<BeggarMyNeighborState>(players, dealer, deal);
}

// The keys of one line of play, in the order recorded. Keys never repeat
// inside one history: the first repeat ends the game before it is stored.
struct BeggarMyNeighborState::KeyHistory {
    std::mutex mutex; // copies of a state may play on other threads
    std::vector<std::string> keys;
    std::unordered_map<std::string, int> indexOf;
};

const Game& BeggarMyNeighborState::game() const
{
    return kBeggarMyNeighbor;
}

int BeggarMyNeighborState::penaltyOf(Card card)
{
    switch (card.rank) {
    case kAce: return 4;
    case kKing: return 3;
    case kQueen: return 2;
    case kJack: return 1;
    default: return 0;
    }
}

char BeggarMyNeighborState::classOf(Card card)
{
    switch (card.rank) {
    case kAce: return 'A';
    case kKing: return 'K';
    case kQueen: return 'Q';
    case kJack: return 'J';
    default: return '-';
    }
}

BeggarMyNeighborState::BeggarMyNeighborState(int players, Seat dealer, const std::vector<Card>& deal)
    : packs_(static_cast<std::size_t>(players))
    , eliminatedAt_(static_cast<std::size_t>(players), -1)
    , dealer_(dealer)
    , history_(std::make_shared<KeyHistory>())
{
    const Seat first = eldest();
    for (std::size_t i = 0; i < deal.size(); ++i)
        packs_[static_cast<std::size_t>((first + static_cast<int>(i)) % players)].push_back(deal[i]);
    leader_ = toPlay_ = first;
    startTrick();
}

Expected<bool> BeggarMyNeighborState::arrange(const std::vector<std::vector<Card>>& packs, Seat leader)
{
    if (static_cast<int>(packs.size()) != playerCount())
        return makeError("give one pack for each of the " + std::to_string(playerCount()) + " seats");
    if (leader < 0 || leader >= playerCount() || packs[static_cast<std::size_t>(leader)].empty())
        return makeError("the leader must be a seat holding cards");
    std::vector<Card> all;
    for (const auto& pack : packs)
        all.insert(all.end(), pack.begin(), pack.end());
    if (auto whole = checkDealMatchesDeck(all, frenchDeck(1)); !whole)
        return makeError("the packs must hold the whole deck: " + whole.error().message);

    packs_ = packs;
    pile_.clear();
    std::fill(eliminatedAt_.begin(), eliminatedAt_.end(), -1);
    eliminationOrder_.clear();
    leader_ = toPlay_ = leader;
    claimant_ = kNoSeat;
    owed_ = 0;
    tricks_ = 0;
    cardsPlayed_ = 0;
    ending_ = Ending::None;
    repeatedFromTrick_ = -1;
    history_ = std::make_shared<KeyHistory>();
    historySize_ = 0;
    historyDigest_ = 0;
    startTrick();
    return true;
}

std::vector<Action> BeggarMyNeighborState::legalActions() const
{
    if (isTerminal())
        return {};
    return {turn(toPlay_)};
}

Verdict BeggarMyNeighborState::check(const Action& action) const
{
    if (action.kind != Turn || action.b != 0 || action.c != 0 || !action.cards.empty())
        return Verdict::refuse(Reason::NotUnderstood);
    if (isTerminal())
        return Verdict::refuse(Reason::GameOver);
    if (action.a != toPlay_)
        return Verdict{Reason::NotYourTurn, {}, {}, toPlay_, {}};
    return Verdict::ok();
}

void BeggarMyNeighborState::apply(const Action&)
{
    const Seat seat = toPlay_;
    std::vector<Card>& pack = packs_[static_cast<std::size_t>(seat)];
    const Card card = pack.front();
    pack.erase(pack.begin());
    pile_.push_back(card);
    ++cardsPlayed_;

    if (const int penalty = penaltyOf(card); penalty > 0) {
        // A penalty card, led or paid, makes a new claimant; any payment
        // still owed to the old one is cancelled.
        claimant_ = seat;
        owed_ = penalty;
        const Seat payer = nextHolder(seat);
        if (payer == kNoSeat)
            settle(seat); // nobody is left to pay
        else
            toPlay_ = payer;
    } else if (claimant_ != kNoSeat) {
        // Running out part-way counts as paying in full.
        if (--owed_ == 0 || pack.empty())
            settle(claimant_);
    } else {
        const Seat next = nextHolder(seat);
        if (next == kNoSeat)
            settle(seat); // the only seat with cards left
        else
            toPlay_ = next;
    }
}

Seat BeggarMyNeighborState::nextHolder(Seat from)
{
    // The search never reaches a claimant waiting to be paid: it starts from
    // the claimant itself, or runs while there is no claimant.
    const int players = playerCount();
    for (int step = 1; step < players; ++step) {
        const Seat seat = (from + step) % players;
        if (!packs_[static_cast<std::size_t>(seat)].empty())
            return seat;
        eliminate(seat);
    }
    return kNoSeat;
}

void BeggarMyNeighborState::eliminate(Seat seat)
{
    int& at = eliminatedAt_[static_cast<std::size_t>(seat)];
    if (at >= 0)
        return;
    at = cardsPlayed_;
    eliminationOrder_.push_back(seat);
}

void BeggarMyNeighborState::settle(Seat taker)
{
    // The pile goes under the pack as played, so its first card comes up first.
    std::vector<Card>& pack = packs_[static_cast<std::size_t>(taker)];
    pack.insert(pack.end(), pile_.begin(), pile_.end());
    pile_.clear();
    claimant_ = kNoSeat;
    owed_ = 0;
    ++tricks_;
    leader_ = toPlay_ = taker;
    startTrick();
}

void BeggarMyNeighborState::startTrick()
{
    if (packSize(leader_) == kDeckSize) {
        finish(Ending::AllCards);
        return;
    }
    // Play depends on the classes alone, so a class position seen before
    // proves the game goes round for ever.
    if (const int earlier = recordKey(classKey()); earlier >= 0) {
        repeatedFromTrick_ = earlier;
        finish(Ending::Repeat);
        return;
    }
    if (tricks_ >= trickCap_)
        finish(Ending::Cap);
}

void BeggarMyNeighborState::finish(Ending ending)
{
    ending_ = ending;
    // Seats that ran out but were never passed over are out now, together.
    const int players = playerCount();
    for (int step = 1; step <= players; ++step) {
        const Seat seat = (leader_ + step) % players;
        if (packs_[static_cast<std::size_t>(seat)].empty())
            eliminate(seat);
    }
}

int BeggarMyNeighborState::recordKey(const std::string& key)
{
    const auto seen = static_cast<std::size_t>(historySize_);
    bool forked = false;
    {
        std::lock_guard lock(history_->mutex);
        const auto found = history_->indexOf.find(key);
        if (found != history_->indexOf.end() && found->second < historySize_)
            return found->second;
        if (history_->keys.size() == seen) {
            history_->keys.push_back(key);
            history_->indexOf.emplace(key, historySize_);
        } else if (history_->keys[seen] != key) {
            forked = true;
        }
        // Otherwise a copy of this state already recorded the same key here.
    }
    if (forked) {
        // A copy went on differently from this point: continue on a private
        // history holding the keys this state has seen.
        auto own = std::make_shared<KeyHistory>();
        {
            std::lock_guard lock(history_->mutex);
            own->keys.assign(history_->keys.begin(), history_->keys.begin() + historySize_);
        }
        for (std::size_t i = 0; i < own->keys.size(); ++i)
            own->indexOf.emplace(own->keys[i], static_cast<int>(i));
        own->keys.push_back(key);
        own->indexOf.emplace(key, historySize_);
        history_ = std::move(own);
    }
    ++historySize_;
    historyDigest_ = hashInto(historyDigest_, key);
    return -1;
}

std::string BeggarMyNeighborState::classKey() const
{
    std::string key = std::to_string(leader_);
    for (std::size_t seat = 0; seat < packs_.size(); ++seat) {
        key += '|';
        if (eliminatedAt_[seat] >= 0) {
            key += 'x';
            continue;
        }
        for (const Card& card : packs_[seat])
            key += classOf(card);
    }
    return key;
}

Outcome BeggarMyNeighborState::outcome() const
{
    if (!isTerminal())
        return Outcome{};
    Outcome result;
    // Still in beats eliminated; among the eliminated, later beats earlier.
    auto standing = [this](std::size_t seat) {
        return eliminatedAt_[seat] < 0 ? cardsPlayed_ + 1 : eliminatedAt_[seat];
    };
    for (std::size_t seat = 0; seat < packs_.size(); ++seat) {
        int place = 1;
        for (std::size_t other = 0; other < packs_.size(); ++other)
            if (standing(other) > standing(seat))
                ++place;
        result.places.push_back(place);
    }
    if (ending_ == Ending::AllCards) {
        result.result = leader_ == 0 ? Result::Won : Result::Lost;
        result.why = "won";
    } else {
        result.result = eliminated(0) ? Result::Lost : Result::Draw;
        result.why = "endless";
    }
    return result;
}

std::vector<int> BeggarMyNeighborState::scores() const
{
    std::vector<int> held;
    for (const auto& pack : packs_)
        held.push_back(static_cast<int>(pack.size()));
    return held;
}

std::vector<Zone> BeggarMyNeighborState::zones() const
{
    std::vector<Zone> zones;
    for (std::size_t seat = 0; seat < packs_.size(); ++seat) {
        Zone zone{"pack" + std::to_string(seat), ZoneKind::Stock, static_cast<Seat>(seat), {}};
        const auto& pack = packs_[seat];
        for (auto it = pack.rbegin(); it != pack.rend(); ++it)
            zone.cards.push_back({*it, false, true});
        zones.push_back(std::move(zone));
    }
    Zone pile{"pile", ZoneKind::Trick, kNoSeat, {}};
    for (const Card& card : pile_)
        pile.cards.push_back({card, true, true});
    zones.push_back(std::move(pile));
    return zones;
}

Observation BeggarMyNeighborState::observe(Seat seat) const
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

std::string BeggarMyNeighborState::actionText(const Action& action) const
{
    return action.kind == Turn ? "turn" : "?";
}

Expected<Action> BeggarMyNeighborState::parseAction(std::string_view text) const
{
    const std::string word = toLower(trim(text));
    if (word == "turn")
        return turn(currentPlayer());
    if (word.empty())
        return makeError("empty action: the only action in Beggar My Neighbor is 'turn'");
    return makeError("'" + std::string(trim(text)) +
                     "' is not an action of Beggar My Neighbor: the only action is 'turn'");
}

std::string BeggarMyNeighborState::describe() const
{
    std::string out = "Trick " + std::to_string(tricks_ + (isTerminal() ? 0 : 1)) + ", " +
                      plural(cardsPlayed_, "card") + " played\n";
    for (Seat seat = 0; seat < playerCount(); ++seat) {
        out += seatText(seat) + ": ";
        out += eliminated(seat) ? "out" : plural(packSize(seat), "card");
        if (!isTerminal() && seat == toPlay_)
            out += claimant_ == kNoSeat ? "  <- turns next"
                                        : "  <- owes " + std::to_string(owed_) + " to " + seatText(claimant_);
        if (seat == claimant_)
            out += "  (claimant)";
        out += '\n';
    }
    out += "pile: ";
    out += pile_.empty() ? std::string("--") : cardsText(pile_);
    out += '\n';
    switch (ending_) {
    case Ending::None: break;
    case Ending::AllCards: out += "Game over: " + seatText(leader_) + " holds every card.\n"; break;
    case Ending::Repeat:
        out += "Game over, endless game: the position after trick " + std::to_string(repeatedFromTrick_) +
               " came back after trick " + std::to_string(tricks_) + ".\n";
        break;
    case Ending::Cap:
        out += "Game over, endless game: stopped after " + plural(tricks_, "trick") + ".\n";
        break;
    }
    return out;
}

std::string BeggarMyNeighborState::fingerprint() const
{
    auto seatsText = [](const std::vector<int>& values) {
        std::vector<std::string> parts;
        for (int value : values)
            parts.push_back(std::to_string(value));
        return join(parts, ",");
    };
    std::string out = game().id() + "|dealer=" + std::to_string(dealer_) + "|leader=" +
                      std::to_string(leader_) + "|to=" + std::to_string(toPlay_) + "|claimant=" +
                      std::to_string(claimant_) + "|owed=" + std::to_string(owed_) + "|tricks=" +
                      std::to_string(tricks_) + "|cards=" + std::to_string(cardsPlayed_) + "|cap=" +
                      std::to_string(trickCap_) + "|ending=" + std::to_string(static_cast<int>(ending_)) +
                      "|repeat=" + std::to_string(repeatedFromTrick_);
    for (std::size_t seat = 0; seat < packs_.size(); ++seat)
        out += "|pack" + std::to_string(seat) + "=" + cardsText(packs_[seat]);
    out += "|pile=" + cardsText(pile_);
    out += "|out=" + seatsText(eliminatedAt_) + "|order=" + seatsText(eliminationOrder_);
    out += "|history=" + std::to_string(historySize_) + ":" + std::to_string(historyDigest_);
    return out;
}

void BeggarMyNeighborState::writeJsonExtras(JsonWriter& json) const
{
    json.key("packSizes").intArray(scores());
    json.key("claimant");
    if (claimant_ == kNoSeat)
        json.null();
    else
        json.value(claimant_);
    json.key("owed").value(owed_);
    json.key("tricks").value(tricks_);
    json.key("cardsPlayed").value(cardsPlayed_);
    json.key("eliminated").intArray(eliminationOrder_);
    json.key("endless").value(endless());
}

} // namespace ct
