// TrickState's faces to the outside: zones and observations, the action
// notation, text and JSON pictures, the fingerprint, and resampling the
// hidden cards for computer players.
#include <algorithm>

#include "tricks/trick_state.h"
#include "util/json.h"
#include "util/text.h"

namespace ct {

namespace {

std::vector<PlacedCard> placed(const std::vector<Card>& cards, bool faceUp)
{
    std::vector<PlacedCard> out;
    out.reserve(cards.size());
    for (const Card& card : cards)
        out.push_back({card, faceUp, true});
    return out;
}

std::string handName(int hand, int players)
{
    return hand < players ? "seat " + std::to_string(hand) : std::string("the Dummy");
}

std::string intsText(const std::vector<int>& values)
{
    std::vector<std::string> parts;
    for (int value : values)
        parts.push_back(std::to_string(value));
    return join(parts, ",");
}

std::string trickText(const Trick& trick)
{
    std::string out = std::to_string(trick.leader) + ":";
    for (const TrickPlay& play : trick.plays)
        out += std::to_string(play.hand) + "=" + cardText(play.card) + " ";
    return out + ">" + std::to_string(trick.winner);
}

void writeTrick(JsonWriter& json, const Trick& trick)
{
    json.beginObject();
    json.key("leader").value(trick.leader);
    std::vector<std::string> cards;
    std::vector<int> hands;
    for (const TrickPlay& play : trick.plays) {
        cards.push_back(cardText(play.card));
        hands.push_back(play.hand);
    }
    json.key("cards").stringArray(cards);
    json.key("hands").intArray(hands);
    if (trick.winner >= 0)
        json.key("winner").value(trick.winner);
    json.endObject();
}

} // namespace

std::vector<Zone> TrickState::zones() const
{
    std::vector<Zone> zones;
    for (Seat seat = 0; seat < config_.players; ++seat)
        zones.push_back({"hand" + std::to_string(seat), ZoneKind::Hand, seat,
                         placed(hands_[static_cast<std::size_t>(seat)], false)});
    if (config_.dummy)
        zones.push_back({"dummy", ZoneKind::Stock, kNoSeat, placed(hands_.back(), false)});
    zones.push_back({config_.nestZone, ZoneKind::Reserve, kNoSeat,
                     nestWonBy_ < 0 ? placed(nest_, false) : std::vector<PlacedCard>{}});
    zones.push_back({"trick", ZoneKind::Trick, kNoSeat, placed(trick_.cards(), true)});
    const int sides = sideCount();
    for (int side = 0; side < sides; ++side) {
        const std::string name = sideName(side);
        const Seat owner = name.find('+') == std::string::npos ? std::stoi(name) : kNoSeat;
        Zone zone{"taken" + std::to_string(side), ZoneKind::Discard, owner,
                  placed(taken_[static_cast<std::size_t>(side)], false)};
        if (nestWonBy_ == side)
            for (const Card& card : nest_)
                zone.cards.push_back({card, false, true});
        zones.push_back(std::move(zone));
    }
    if (config_.dummy)
        zones.push_back({"taken-dummy", ZoneKind::Discard, kNoSeat, placed(taken_.back(), false)});
    return zones;
}

TableSeats TrickState::tableSeats() const
{
    return TableSeats {dealer_, config_.sideOfSeat};
}

std::optional<Action> TrickState::actionForCard(const std::string& zone, Card card) const
{
    if (zone != "hand" + std::to_string(toAct_) || toAct_ < 0 || toAct_ >= config_.players)
        return std::nullopt;
    if (phase_ == TrickPhase::Play)
        return playCard(card);
    if (phase_ == TrickPhase::Discard)
        return discard(card);
    return std::nullopt;
}

std::vector<Card> TrickState::displayOrder(std::vector<Card> cards) const
{
    const auto group = [this](Card card) {
        if (rules_.trump && rules_.isTrump(card))
            return 0;
        if (!card.isRook())
            return 1; // the Bird before trump is named
        const auto at = std::find(kRookColours.begin(), kRookColours.end(), card.suit);
        return 2 + static_cast<int>(at - kRookColours.begin());
    };
    std::stable_sort(cards.begin(), cards.end(), [&](Card a, Card b) {
        const int ga = group(a), gb = group(b);
        if (ga != gb)
            return ga < gb;
        const int sa = rules_.strength(a), sb = rules_.strength(b);
        return sa != sb ? sa > sb : a < b;
    });
    return cards;
}

Observation TrickState::observe(Seat seat) const
{
    Observation view;
    view.seat = seat;
    view.currentPlayer = currentPlayer();
    view.scores = scores();
    view.zones = zones();
    for (Zone& zone : view.zones) {
        const bool ownHand = zone.kind == ZoneKind::Hand && zone.owner == seat;
        const bool seenNest = zone.id == config_.nestZone && nestKnownTo_ == seat;
        if (ownHand || seenNest) {
            // The seat holds these cards, or has looked at them: their faces
            // are up to it, so a table drawn from this view shows them.
            for (PlacedCard& card : zone.cards)
                card.faceUp = true;
            continue;
        }
        // Known cards first, so that the picture does not tell where among
        // the hidden cards a shown card sits.
        std::vector<PlacedCard> known;
        std::vector<PlacedCard> hidden;
        for (const PlacedCard& card : zone.cards) {
            if (card.faceUp || std::find(shown_.begin(), shown_.end(), card.card) != shown_.end())
                known.push_back(card);
            else
                hidden.push_back({Card{}, false, false});
        }
        if (hidden.empty())
            continue;
        known.insert(known.end(), hidden.begin(), hidden.end());
        zone.cards = std::move(known);
    }
    return view;
}

std::string TrickState::actionText(const Action& action) const
{
    switch (action.kind) {
    case Play: return action.cards.empty() ? "?" : cardText(action.cards[0]);
    case Bid: return "bid " + std::to_string(action.a);
    case Pass: return "pass";
    case NameTrump: return "trump " + colourText(static_cast<Suit>(action.a));
    case Discard: return action.cards.empty() ? "?" : "discard " + cardText(action.cards[0]);
    case Exchange: {
        if (action.a == 0)
            return "exchange none";
        const auto split = action.cards.begin() + std::min<std::size_t>(action.cards.size(), action.a);
        return "exchange " + cardsText({action.cards.begin(), split}) + " for " +
               cardsText({split, action.cards.end()});
    }
    default: return "?";
    }
}

Expected<Action> TrickState::parseAction(std::string_view text) const
{
    const std::vector<std::string> words = splitWords(text);
    const std::string hint = " (actions: a card such as R14, bid N, pass, trump R|Y|G|B, discard CARD, "
                             "exchange none, exchange CARD CARD for CARD CARD)";
    if (words.empty())
        return makeError("empty action" + hint);
    const std::string first = toLower(words[0]);
    const std::string whole(trim(text));
    if (first == "pass" && words.size() == 1)
        return pass();
    if (first == "bid" && words.size() == 2) {
        const auto amount = parseInteger(words[1]);
        if (!amount || *amount < 0 || *amount > 100000)
            return makeError("'" + words[1] + "' is not a bid amount");
        return bid(static_cast<int>(*amount));
    }
    if (first == "trump" && words.size() == 2) {
        const auto colour = parseColour(words[1]);
        if (!colour)
            return makeError("'" + words[1] + "' is not a colour: name trump as R, Y, G or B");
        return nameTrump(*colour);
    }
    if (first == "discard" && words.size() == 2) {
        auto card = parseCard(words[1]);
        if (!card)
            return card.error();
        return discard(*card);
    }
    if (first == "exchange") {
        if (words.size() == 2 && toLower(words[1]) == "none")
            return exchangeNone();
        const auto forAt = std::find_if(words.begin(), words.end(),
                                        [](const std::string& word) { return toLower(word) == "for"; });
        const std::size_t gives = static_cast<std::size_t>(forAt - words.begin()) - 1;
        if (forAt == words.end() || gives == 0 || words.end() - forAt - 1 != static_cast<long>(gives))
            return makeError("write an exchange as 'exchange none' or 'exchange G4 B7 for R5 Y10' "
                             "(as many cards given as taken)");
        std::vector<Card> cards;
        for (auto it = words.begin() + 1; it != words.end(); ++it) {
            if (it == forAt)
                continue;
            auto card = parseCard(*it);
            if (!card)
                return card.error();
            cards.push_back(*card);
        }
        if (gives == 2)
            return exchange(cards[0], cards[1], cards[2], cards[3]);
        return Action{Exchange, static_cast<int>(gives), 0, 0, cards};
    }
    if (words.size() == 1) {
        if (auto card = parseCard(words[0]))
            return playCard(*card);
    }
    return makeError("'" + whole + "' is not an action of " + game().name() + hint);
}

std::string TrickState::describe() const
{
    // The command line's human sits at seat 0: other hands stay hidden.
    const int players = config_.players;
    std::string out = game().name() + ", round " + std::to_string(round_) + ", dealer seat " +
                      std::to_string(dealer_);
    if (rules_.trump)
        out += ", trump " + suitName(*rules_.trump);
    out += describeExtras() + "\n";
    const std::vector<int> totals = sheet_.totals();
    out += "Scores (to " + std::to_string(config_.target) + "):";
    for (std::size_t side = 0; side < totals.size(); ++side)
        out += "  " + sheet_.sides[side] + ": " + std::to_string(totals[side]);
    out += "\n";
    if (!auction_.calls().empty()) {
        out += "Bids:";
        for (const BidCall& call : auction_.calls())
            out += " " + std::to_string(call.seat) + ":"
                + (call.amount ? std::to_string(call.amount) : "pass");
        out += "\n";
    }
    if (declarer_ != kNoSeat)
        out += "Contract: " + std::to_string(contract_) + " by seat " + std::to_string(declarer_) + "\n";
    if (!tricks_.empty()) {
        const Trick& last = tricks_.back();
        out += "Last trick: " + cardsText(last.cards()) + ", taken by " + handName(last.winner, players)
            + "\n";
    }
    if (phase_ == TrickPhase::Play) {
        out += "Trick:";
        for (const TrickPlay& play : trick_.plays)
            out += " " + cardText(play.card) + " (" + handName(play.hand, players) + ")";
        out += trick_.plays.empty() ? " --\n" : "\n";
    }
    out += "Your hand: " + cardsText(hands_[0]) + "\n";
    if (nestKnownTo_ == 0 && !nest_.empty())
        out += config_.nestZone + ": " + cardsText(nest_) + "\n";
    out += "Cards held:";
    for (int hand = 1; hand < handCount(); ++hand)
        out += " " + (hand < players ? std::to_string(hand) : std::string("dummy")) + ":" +
               std::to_string(handSize(hand));
    out += "\n";
    if (phase_ == TrickPhase::Over) {
        out += "Game over: " + sheet_.sides[static_cast<std::size_t>(winner_)] + " won.\n";
        return out;
    }
    out += "Seat " + std::to_string(toAct_) + " to ";
    switch (phase_) {
    case TrickPhase::Bidding: out += "bid or pass"; break;
    case TrickPhase::Trump: out += "name trump"; break;
    case TrickPhase::Exchange: out += "exchange with the nest"; break;
    case TrickPhase::Discard:
        out += "discard " + std::to_string(config_.discards - nestSize()) + " more";
        break;
    default: out += "play"; break;
    }
    return out + ".\n";
}

std::string TrickState::fingerprint() const
{
    std::string out = game().id() + "|players=" + std::to_string(config_.players);
    for (const auto& [key, value] : options_)
        out += "|" + key + "=" + value;
    out += "|round=" + std::to_string(round_) + "|dealer=" + std::to_string(dealer_) + "|phase=" +
           phaseId(phase_) + "|to=" + std::to_string(toAct_) + "|trump=" +
           (rules_.trump ? colourText(*rules_.trump) : "-");
    for (std::size_t hand = 0; hand < hands_.size(); ++hand)
        out += "|h" + std::to_string(hand) + "=" + cardsText(hands_[hand]);
    out += "|nest=" + cardsText(nest_) + "|nestKnown=" + std::to_string(nestKnownTo_) +
           "|nestWon=" + std::to_string(nestWonBy_) + "|shown=" + cardsText(shown_);
    out += "|trick=" + trickText(trick_) + "|tricks=";
    for (const Trick& trick : tricks_)
        out += trickText(trick) + ";";
    out += "|previous=";
    for (const Trick& trick : previousTricks_)
        out += trickText(trick) + ";";
    for (std::size_t taker = 0; taker < taken_.size(); ++taker)
        out += "|t" + std::to_string(taker) + "=" + cardsText(taken_[taker]);
    out += "|won=" + intsText(tricksWon_) + "|voids=";
    for (std::uint32_t mask : voids_)
        out += std::to_string(mask) + ",";
    out += "|auction=" + auction_.fingerprint() + "|declarer=" + std::to_string(declarer_) +
           "|contract=" + std::to_string(contract_) + "|sheet=";
    for (const ScoreRow& row : sheet_.rows)
        out += std::to_string(row.round) + ":" + intsText(row.points) + ":" + intsText(row.totals) + ":" +
               row.note + ";";
    out += "|rounds=";
    for (const RoundSummary& summary : rounds_)
        out += intsText(summary.taken) + ":" + std::to_string(summary.unclaimed) + ":" +
               intsText(summary.tricks) + ";";
    out += "|winner=" + std::to_string(winner_) + "|rng=" + rng_.stateText();
    return out + fingerprintExtras();
}

void TrickState::writeJsonExtras(JsonWriter& json) const
{
    json.key("phase").value(phaseId(phase_));
    json.key("round").value(round_);
    json.key("dealer").value(dealer_);
    json.key("trump");
    if (rules_.trump)
        json.value(colourText(*rules_.trump));
    else
        json.null();
    if (config_.dummy)
        json.key("dummyHand").value(dummyHand());
    json.key("bids").beginArray();
    for (const BidCall& call : auction_.calls()) {
        json.beginObject();
        json.key("seat").value(call.seat);
        if (call.amount)
            json.key("bid").value(call.amount);
        else
            json.key("pass").value(true);
        json.endObject();
    }
    json.endArray();
    if (declarer_ != kNoSeat) {
        json.key("declarer").value(declarer_);
        json.key("contract").value(contract_);
    }
    json.key("tricks").beginArray();
    for (const Trick& trick : tricks_)
        writeTrick(json, trick);
    json.endArray();
    json.key("trick");
    writeTrick(json, trick_);
    json.key("previousRoundTricks").beginArray();
    for (const Trick& trick : previousTricks_)
        writeTrick(json, trick);
    json.endArray();
    writeGameJson(json);
    json.key("scoreSheet").beginObject();
    json.key("sides").stringArray(sheet_.sides);
    json.key("target").value(sheet_.target);
    json.key("rows").beginArray();
    for (const ScoreRow& row : sheet_.rows) {
        json.beginObject();
        json.key("round").value(row.round);
        json.key("points").intArray(row.points);
        json.key("totals").intArray(row.totals);
        json.key("note").value(row.note);
        if (row.bidder >= 0) {
            json.key("bidder").value(row.bidder);
            json.key("bid").value(row.bid);
            json.key("made").value(row.made);
        }
        json.endObject();
    }
    json.endArray();
    json.endObject();
    if (winner_ >= 0)
        json.key("winningSide").value(winner_);
}

std::unique_ptr<State> TrickState::resample(Seat seat, Rng& rng) const
{
    std::unique_ptr<State> copy = clone();
    auto& other = static_cast<TrickState&>(*copy);
    struct Slot {
        std::vector<Card>* cards;
        std::vector<std::size_t> positions; // of the hidden cards in *cards
    };
    std::vector<Slot> slots;
    std::vector<std::uint32_t> voids;
    auto addSlot = [&](std::vector<Card>& cards, std::uint32_t mask) {
        Slot slot{&cards, {}};
        for (std::size_t i = 0; i < cards.size(); ++i)
            if (std::find(shown_.begin(), shown_.end(), cards[i]) == shown_.end())
                slot.positions.push_back(i);
        slots.push_back(std::move(slot));
        voids.push_back(mask);
    };
    for (std::size_t hand = 0; hand < hands_.size(); ++hand)
        if (static_cast<Seat>(hand) != seat)
            addSlot(other.hands_[hand], voids_[hand]);
    if (nestKnownTo_ != seat)
        addSlot(other.nest_, 0);

    std::vector<Card> pool;
    std::vector<int> sizes;
    for (const Slot& slot : slots) {
        for (std::size_t position : slot.positions)
            pool.push_back((*slot.cards)[position]);
        sizes.push_back(static_cast<int>(slot.positions.size()));
    }
    // In canonical order, so that states the seat cannot tell apart resample
    // alike from the same generator: a search then depends on what it knows only.
    std::sort(pool.begin(), pool.end());
    const auto dealt = dealAvoidingVoids(std::move(pool), sizes, voids, rules_, rng);
    for (std::size_t i = 0; i < slots.size(); ++i)
        for (std::size_t k = 0; k < slots[i].positions.size(); ++k)
            (*slots[i].cards)[slots[i].positions[k]] = dealt[i][k];
    for (Seat player = 0; player < config_.players; ++player)
        std::sort(other.hands_[static_cast<std::size_t>(player)].begin(),
                  other.hands_[static_cast<std::size_t>(player)].end());
    // Later deals are unknown too.
    other.rng_.reseed(rng.next());
    return copy;
}

namespace {

// Kuhn's augmenting paths: gives card `card` a position, moving others on.
bool placeCard(std::size_t card, const std::vector<std::vector<std::size_t>>& fits,
               std::vector<int>& cardAt, std::vector<bool>& visited)
{
    for (std::size_t position : fits[card]) {
        if (visited[position])
            continue;
        visited[position] = true;
        if (cardAt[position] < 0 ||
            placeCard(static_cast<std::size_t>(cardAt[position]), fits, cardAt, visited)) {
            cardAt[position] = static_cast<int>(card);
            return true;
        }
    }
    return false;
}

} // namespace

std::vector<std::vector<Card>> dealAvoidingVoids(std::vector<Card> pool, const std::vector<int>& sizes,
                                                 const std::vector<std::uint32_t>& voids,
                                                 const CardRules& rules, Rng& rng)
{
    const std::size_t slots = sizes.size();
    auto fits = [&](const Card& card, std::size_t slot) {
        return (voids[slot] & suitBit(rules.suitOf(card))) == 0;
    };
    // Random placement weighted by the room left; it rarely fails, and then
    // the exact matching below always succeeds.
    for (int attempt = 0; attempt < 32; ++attempt) {
        rng.shuffle(pool);
        std::vector<int> room = sizes;
        std::vector<std::vector<Card>> dealt(slots);
        bool stuck = false;
        for (const Card& card : pool) {
            std::uint32_t total = 0;
            for (std::size_t slot = 0; slot < slots; ++slot)
                if (fits(card, slot))
                    total += static_cast<std::uint32_t>(room[slot]);
            if (total == 0) {
                stuck = true;
                break;
            }
            std::uint32_t pick = rng.below(total);
            std::size_t slot = 0;
            for (;; ++slot) {
                if (!fits(card, slot))
                    continue;
                if (pick < static_cast<std::uint32_t>(room[slot]))
                    break;
                pick -= static_cast<std::uint32_t>(room[slot]);
            }
            dealt[slot].push_back(card);
            --room[slot];
        }
        if (!stuck)
            return dealt;
    }
    std::vector<std::size_t> slotOf; // per position
    for (std::size_t slot = 0; slot < slots; ++slot)
        for (int i = 0; i < sizes[slot]; ++i)
            slotOf.push_back(slot);
    std::vector<std::vector<std::size_t>> candidates(pool.size());
    for (std::size_t card = 0; card < pool.size(); ++card) {
        for (std::size_t position = 0; position < slotOf.size(); ++position)
            if (fits(pool[card], slotOf[position]))
                candidates[card].push_back(position);
        rng.shuffle(candidates[card]);
    }
    std::vector<int> cardAt(slotOf.size(), -1);
    for (std::size_t card = 0; card < pool.size(); ++card) {
        std::vector<bool> visited(slotOf.size(), false);
        placeCard(card, candidates, cardAt, visited);
    }
    // Constraints from real play always leave a matching; should they not,
    // the unplaced cards fill the free places regardless.
    std::vector<bool> placedCard(pool.size(), false);
    for (int card : cardAt)
        if (card >= 0)
            placedCard[static_cast<std::size_t>(card)] = true;
    std::size_t spare = 0;
    for (std::size_t position = 0; position < slotOf.size(); ++position) {
        if (cardAt[position] >= 0)
            continue;
        while (placedCard[spare])
            ++spare;
        placedCard[spare] = true;
        cardAt[position] = static_cast<int>(spare);
    }
    std::vector<std::vector<Card>> dealt(slots);
    for (std::size_t position = 0; position < slotOf.size(); ++position)
        dealt[slotOf[position]].push_back(pool[static_cast<std::size_t>(cardAt[position])]);
    return dealt;
}

} // namespace ct
