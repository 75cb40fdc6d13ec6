// Quatorze, the table side of the state: legal action lists, the action
// notation, zones and observations, and the text and JSON pictures.
#include <algorithm>

#include "rummy/quatorze.h"
#include "rummy/quatorze_support.h"
#include "util/json.h"
#include "util/text.h"

namespace ct {

using quatorze_support::contains;

namespace {

constexpr int kOpeningSearchNodes = 4000;

// One card of each face in the hand: the lowest pack, unless `prefer` (the
// taken card) has that face.
std::vector<Card> distinctCards(const std::vector<Card>& hand, std::optional<Card> prefer)
{
    std::vector<Card> out;
    for (const Card& card : hand) {
        if (!out.empty() && interchangeable(out.back(), card))
            continue;
        out.push_back(prefer && interchangeable(*prefer, card) ? *prefer : card);
    }
    return out;
}

// Real cards of the hand for groups written with any copy of each face:
// the exact card where it is still free, else its twin. `first` is used
// first for its face. Empty if the hand cannot supply them.
std::vector<std::vector<Card>> assignCopies(
    std::vector<std::vector<Card>> groups, std::vector<Card> hand, std::optional<Card> first)
{
    auto takeCard = [&](Card& card) {
        auto it = std::find(hand.begin(), hand.end(), card);
        if (it == hand.end())
            it = std::find_if(
                hand.begin(), hand.end(), [&](const Card& c) { return interchangeable(c, card); });
        if (it == hand.end())
            return false;
        card = *it;
        hand.erase(it);
        return true;
    };
    std::vector<std::vector<bool>> fixed;
    bool placed = false;
    for (auto& group : groups) {
        fixed.emplace_back(group.size(), false);
        for (std::size_t i = 0; i < group.size(); ++i)
            if (first && !placed && interchangeable(group[i], *first) && contains(hand, *first)) {
                group[i] = *first;
                fixed.back()[i] = true;
                placed = true;
            }
    }
    if (placed)
        hand.erase(std::find(hand.begin(), hand.end(), *first));
    for (std::size_t g = 0; g < groups.size(); ++g)
        for (std::size_t i = 0; i < groups[g].size(); ++i)
            if (!fixed[g][i] && !takeCard(groups[g][i]))
                return {};
    return groups;
}

} // namespace

// ---------------------------------------------------------------------------
// Legal actions.

std::vector<Action> QuatorzeState::legalActions() const
{
    std::vector<Action> actions;
    const auto& hand = this->hand(toPlay_);
    switch (phase_) {
    case Phase::GameOver: return {};
    case Phase::FirstDiscard:
        for (const Card& card : distinctCards(hand, std::nullopt))
            actions.push_back(discard(card));
        break;
    case Phase::Draw:
        for (const Action& action : {draw(), take()})
            if (check(action).legal())
                actions.push_back(action);
        break;
    case Phase::Play: actions = playActions(); break;
    }
    std::sort(actions.begin(), actions.end());
    actions.erase(std::unique(actions.begin(), actions.end()), actions.end());
    return actions;
}

std::vector<Action> QuatorzeState::playActions() const
{
    std::vector<Action> actions;
    const auto& hand = this->hand(toPlay_);
    const std::optional<Card> prefer = pendingTaken() ? taken_ : std::nullopt;
    const auto cards = distinctCards(hand, prefer);
    if (!pendingTaken())
        for (const Card& card : cards)
            actions.push_back(discard(card));
    if (!opened(toPlay_)) {
        const auto openings = openingActions();
        actions.insert(actions.end(), openings.begin(), openings.end());
        return actions;
    }
    for (const Meld& m : possibleMelds(hand)) {
        if (m.size() > static_cast<int>(hand.size()) - 1)
            continue;
        const auto groups = assignCopies({m.cards}, hand, prefer);
        if (!groups.empty())
            actions.push_back(meld(groups));
    }
    for (int index = 0; index < static_cast<int>(melds_.size()); ++index) {
        const Meld& target = melds_[static_cast<std::size_t>(index)].meld;
        for (const Card& card : cards) {
            if (hand.size() >= 2) {
                if (layOff(target, card, MeldEnd::High))
                    actions.push_back(add(index, card, MeldEnd::High));
                if (target.kind == MeldKind::Run && layOff(target, card, MeldEnd::Low))
                    actions.push_back(add(index, card, MeldEnd::Low));
            }
            if (jokerSwap_ && swapJoker(target, card))
                actions.push_back(swap(index, card));
        }
    }
    if (pendingTaken())
        actions.erase(std::remove_if(
                          actions.begin(), actions.end(), [&](const Action& a) { return !check(a).legal(); }),
            actions.end());
    return actions;
}

std::vector<Action> QuatorzeState::openingActions() const
{
    const auto& hand = this->hand(toPlay_);
    const int maxCards = static_cast<int>(hand.size()) - 1;
    const std::optional<Card> taken = pendingTaken() ? taken_ : std::nullopt;
    std::vector<std::vector<std::vector<Card>>> plans;
    auto addPlan = [&](const std::vector<Meld>& melds) {
        std::vector<std::vector<Card>> groups;
        for (const Meld& m : melds)
            groups.push_back(m.cards);
        plans.push_back(std::move(groups));
    };
    if (const MeldPlan best = bestMelds(hand, maxCards); best.value >= kOpeningTarget)
        addPlan(best.melds);
    if (auto fewest = fewestCardsToReach(hand, kOpeningTarget, maxCards))
        addPlan(fewest->melds);
    const std::vector<Meld> melds = possibleMelds(hand);
    if (taken) {
        // The fewest-card opening holding the taken card.
        std::optional<std::vector<Meld>> forced;
        int forcedCards = maxCards + 1;
        for (const Meld& m : melds) {
            if (std::none_of(m.cards.begin(), m.cards.end(),
                    [&](const Card& c) { return interchangeable(c, *taken); }))
                continue;
            std::vector<Card> rest = hand;
            rest.erase(std::find(rest.begin(), rest.end(), *taken));
            for (const Card& c : m.cards)
                if (!interchangeable(c, *taken))
                    rest.erase(std::find(rest.begin(), rest.end(), c));
            const auto others = fewestCardsToReach(rest, kOpeningTarget - meldValue(m), maxCards - m.size());
            if (others && m.size() + others->cards < forcedCards) {
                forcedCards = m.size() + others->cards;
                forced = others->melds;
                forced->insert(forced->begin(), m);
            }
        }
        if (forced)
            addPlan(*forced);
    }
    // Combinations of the hand's melds in list order, each stopping at 51.
    std::vector<int> chosen;
    std::vector<Card> left = hand;
    int nodes = 0;
    int listed = 0;
    auto search = [&](auto&& self, std::size_t from, int value, int used) -> void {
        for (std::size_t i = from;
             i < melds.size() && listed < kMaxListedOpenings && nodes < kOpeningSearchNodes; ++i) {
            ++nodes;
            const Meld& m = melds[i];
            if (used + m.size() > maxCards)
                continue;
            std::vector<Card> rest = left;
            bool fits = true;
            for (const Card& c : m.cards) {
                auto it = std::find_if(
                    rest.begin(), rest.end(), [&](const Card& h) { return interchangeable(h, c); });
                if (it == rest.end()) {
                    fits = false;
                    break;
                }
                rest.erase(it);
            }
            if (!fits)
                continue;
            chosen.push_back(static_cast<int>(i));
            if (value + meldValue(m) >= kOpeningTarget) {
                std::vector<Meld> plan;
                for (int index : chosen)
                    plan.push_back(melds[static_cast<std::size_t>(index)]);
                addPlan(plan);
                ++listed;
            } else {
                std::swap(left, rest);
                self(self, i + 1, value + meldValue(m), used + m.size());
                std::swap(left, rest);
            }
            chosen.pop_back();
        }
    };
    search(search, 0, 0, 0);

    std::vector<Action> actions;
    for (const auto& plan : plans) {
        if (taken && std::none_of(plan.begin(), plan.end(), [&](const auto& group) {
                return std::any_of(
                    group.begin(), group.end(), [&](const Card& c) { return interchangeable(c, *taken); });
            }))
            continue;
        const auto groups = assignCopies(plan, hand, taken);
        if (!groups.empty())
            actions.push_back(meld(groups));
    }
    return actions;
}

// ---------------------------------------------------------------------------
// Notation.

Expected<Card> QuatorzeState::resolveCard(const std::string& word, std::vector<Card>& used) const
{
    auto parsed = parseCard(word);
    if (!parsed)
        return parsed.error();
    Card card = *parsed;
    const std::string upper = toUpper(word);
    const bool bare = upper.find('#') == std::string::npos && (!card.isJoker() || upper == "JK");
    if (bare && !isTerminal()) {
        for (const Card& held : hand(toPlay_)) {
            const bool match = card.isJoker() ? held.isJoker() : interchangeable(held, card);
            if (match
                && std::count(used.begin(), used.end(), held)
                    < std::count(hand(toPlay_).begin(), hand(toPlay_).end(), held)) {
                card = held;
                break;
            }
        }
    }
    if (!card.isFrench() && !card.isJoker())
        return makeError("'" + word + "' is not a card of Quatorze");
    used.push_back(card);
    return card;
}

std::string QuatorzeState::cardWord(Card card, std::vector<Card>& used) const
{
    std::vector<Card> trial = used;
    const std::string bare = cardText(card, PackSuffix::Never, jokers_);
    auto resolved = resolveCard(bare, trial);
    used.push_back(card);
    if (resolved && *resolved == card)
        return bare;
    return cardText(card, PackSuffix::Always, jokers_);
}

std::string QuatorzeState::actionText(const Action& action) const
{
    std::vector<Card> used;
    auto one = [&]() { return action.cards.empty() ? std::string("?") : cardWord(action.cards[0], used); };
    switch (action.kind) {
    case ActDraw: return "draw";
    case ActTake: return "take";
    case ActDiscard: return "discard " + one();
    case ActMeld: {
        std::vector<std::string> parts;
        for (const auto& group : meldGroups(action)) {
            std::vector<std::string> words;
            for (const Card& card : group)
                words.push_back(cardWord(card, used));
            parts.push_back(join(words, " "));
        }
        return "meld " + join(parts, " + ");
    }
    case ActAdd: {
        std::string text = "add " + one() + " to m" + std::to_string(action.a + 1);
        if (action.a >= 0 && action.a < static_cast<int>(melds_.size()) && !action.cards.empty()) {
            const MeldEnd natural
                = defaultEnd(melds_[static_cast<std::size_t>(action.a)].meld, action.cards[0]);
            if (natural != (action.b ? MeldEnd::Low : MeldEnd::High))
                text += action.b ? " low" : " high";
        }
        return text;
    }
    case ActSwap: return "swap " + one() + " in m" + std::to_string(action.a + 1);
    default: return "?";
    }
}

Expected<Action> QuatorzeState::parseAction(std::string_view text) const
{
    const auto words = splitWords(toLower(trim(text)));
    const std::string original(trim(text));
    auto bad = [&](const std::string& why) {
        return makeError("'" + original + "' is not a Quatorze action: " + why
            + " (actions: draw, take, meld CARDS [+ CARDS], add CARD to mN [low|high], swap CARD in mN, "
              "discard CARD)");
    };
    if (words.empty())
        return bad("it is empty");
    const std::string& verb = words[0];
    std::vector<Card> used;
    auto meldNumber = [&](const std::string& word) -> std::optional<int> {
        if (word.size() < 2 || word[0] != 'm')
            return std::nullopt;
        auto number = parseInteger(word.substr(1));
        if (!number || *number < 1 || *number > 1000)
            return std::nullopt;
        return static_cast<int>(*number) - 1;
    };
    if ((verb == "draw" || verb == "take") && words.size() == 1)
        return verb == "draw" ? draw() : take();
    if (verb == "discard" && words.size() == 2) {
        auto card = resolveCard(words[1], used);
        if (!card)
            return bad(card.error().message);
        return discard(*card);
    }
    if (verb == "meld") {
        std::vector<std::vector<Card>> groups(1);
        for (std::size_t i = 1; i < words.size(); ++i) {
            if (words[i] == "+") {
                groups.emplace_back();
                continue;
            }
            auto card = resolveCard(words[i], used);
            if (!card)
                return bad(card.error().message);
            groups.back().push_back(*card);
        }
        if (groups.size() > 7)
            return bad("at most 7 melds at once");
        for (const auto& group : groups)
            if (group.empty() || group.size() > 15)
                return bad("each meld needs its cards");
        return meld(groups);
    }
    if ((verb == "add" || verb == "swap") && words.size() >= 3) {
        auto card = resolveCard(words[1], used);
        if (!card)
            return bad(card.error().message);
        std::size_t next = 2;
        if (words[next] == (verb == "add" ? "to" : "in"))
            ++next;
        const auto index = next < words.size() ? meldNumber(words[next]) : std::nullopt;
        if (!index)
            return bad("name the meld as m1, m2 ...");
        ++next;
        if (verb == "swap") {
            if (next != words.size())
                return bad("unexpected words after the meld");
            return swap(*index, *card);
        }
        MeldEnd end = MeldEnd::High;
        if (*index < static_cast<int>(melds_.size()))
            end = defaultEnd(melds_[static_cast<std::size_t>(*index)].meld, *card);
        if (next < words.size()) {
            if (words[next] != "low" && words[next] != "high")
                return bad("the end is 'low' or 'high'");
            end = words[next] == "low" ? MeldEnd::Low : MeldEnd::High;
            ++next;
        }
        if (next != words.size())
            return bad("unexpected words at the end");
        return add(*index, *card, end);
    }
    return bad("unknown or incomplete action");
}

// ---------------------------------------------------------------------------
// Zones, observation and pictures.

std::vector<Zone> QuatorzeState::zones() const
{
    std::vector<Zone> zones;
    for (Seat seat = 0; seat < playerCount(); ++seat) {
        Zone zone {"hand" + std::to_string(seat), ZoneKind::Hand, seat, {}};
        for (const Card& card : hand(seat))
            zone.cards.push_back({card, false, true});
        zones.push_back(std::move(zone));
    }
    Zone stock {"stock", ZoneKind::Stock, kNoSeat, {}};
    for (const Card& card : stock_)
        stock.cards.push_back({card, false, true});
    zones.push_back(std::move(stock));
    Zone discard {"discard", ZoneKind::Discard, kNoSeat, {}};
    for (const Card& card : discard_)
        discard.cards.push_back({card, true, true});
    zones.push_back(std::move(discard));
    for (std::size_t i = 0; i < melds_.size(); ++i) {
        Zone zone {"m" + std::to_string(i + 1), ZoneKind::Tableau, kNoSeat, {}}; // owners: tableMelds()
        for (const Card& card : melds_[i].meld.cards)
            zone.cards.push_back({card, true, true});
        zones.push_back(std::move(zone));
    }
    return zones;
}

Observation QuatorzeState::observe(Seat seat) const
{
    Observation view = State::observe(seat);
    for (Zone& zone : view.zones) {
        if (zone.kind != ZoneKind::Hand)
            continue;
        if (zone.owner == seat) {
            // A player looks at their own hand.
            for (PlacedCard& placed : zone.cards)
                placed.faceUp = true;
            continue;
        }
        // Known cards first, so the places of the hidden ones tell nothing.
        const auto& known = knownCards(zone.owner);
        std::vector<PlacedCard> cards;
        for (const Card& card : known)
            cards.push_back({card, false, true});
        while (cards.size() < zone.cards.size())
            cards.push_back({Card {}, false, false});
        zone.cards = std::move(cards);
    }
    return view;
}

std::string QuatorzeState::describe() const
{
    std::string out
        = "Quatorze, round " + std::to_string(round_) + ", dealer seat " + std::to_string(dealer_) + "\n";
    const auto totals = scores();
    for (Seat seat = 0; seat < playerCount(); ++seat) {
        out += "seat " + std::to_string(seat) + ": total "
            + std::to_string(totals[static_cast<std::size_t>(seat)]);
        if (isOut(seat)) {
            out += ", out\n";
            continue;
        }
        out += ", " + std::to_string(handSize(seat)) + " cards" + (opened(seat) ? ", opened" : "");
        if (!knownCards(seat).empty())
            out += ", known: " + cardsText(knownCards(seat));
        // Seat 0 is the human's seat at the table and on the command line.
        if (seat == 0)
            out += ": " + cardsText(hand(seat));
        if (seat == toPlay_ && !isTerminal())
            out += phase_ == Phase::Draw ? "  <- to draw" : "  <- to play";
        out += "\n";
    }
    out += "stock: " + std::to_string(stock_.size()) + " cards; discard pile: "
        + (discard_.empty()
                ? std::string("--")
                : cardText(discard_.back()) + " on top of " + std::to_string(discard_.size() - 1) + " more")
        + "\n";
    for (std::size_t i = 0; i < melds_.size(); ++i)
        out += "m" + std::to_string(i + 1) + " (seat " + std::to_string(melds_[i].owner)
            + "): " + cardsText(melds_[i].meld.cards) + "\n";
    if (taken_)
        out += "taken this turn: " + cardText(*taken_) + (takenMelded_ ? " (melded)" : " (to be melded)")
            + "\n";
    if (isTerminal()) {
        const Outcome result = outcome();
        if (result.why == "round-limit")
            out += "Game over after round " + std::to_string(round_) + ", the last: the lowest total wins.\n";
        for (Seat seat = 0; seat < playerCount(); ++seat)
            if (result.places[static_cast<std::size_t>(seat)] == 1)
                out += "Game over: seat " + std::to_string(seat) + " wins.\n";
    }
    return out;
}

std::string QuatorzeState::fingerprint() const
{
    auto list = [](const std::vector<Card>& cards) { return cardsText(cards, PackSuffix::Always); };
    auto flags = [](const std::vector<bool>& values) {
        std::string text;
        for (bool value : values)
            text += value ? '1' : '0';
        return text;
    };
    std::string out = "quatorze|jokers=" + std::to_string(jokers_) + "|swap=" + (jokerSwap_ ? "on" : "off")
        + "|rounds=" + std::to_string(roundLimit_) + "|rng=" + rng_.stateText() + "|round=" + std::to_string(round_)
        + "|dealer=" + std::to_string(dealer_) + "|to=" + std::to_string(toPlay_) + "|phase="
        + std::to_string(static_cast<int>(phase_)) + "|opened=" + flags(opened_) + "|out=" + flags(out_);
    for (int round : outInRound_)
        out += "," + std::to_string(round);
    for (Seat seat = 0; seat < playerCount(); ++seat) {
        out += "|hand" + std::to_string(seat) + "=" + list(hand(seat)) + "|known=" + list(knownCards(seat))
            + "|late=";
        for (const LateDraw& draw : lateDraws_[static_cast<std::size_t>(seat)])
            out += cardText(draw.card, PackSuffix::Always) + "@" + std::to_string(draw.generation) + " ";
    }
    out += "|stock=" + list(stock_) + "|gen=" + std::to_string(stockGeneration_)
        + "|discard=" + list(discard_);
    for (const TableMeld& m : melds_)
        out += "|meld" + std::to_string(m.owner) + ":" + std::to_string(static_cast<int>(m.meld.kind)) + ":"
            + std::to_string(m.meld.low) + ":" + list(m.meld.cards);
    out += "|cutjoker=" + std::to_string(cutJokerSeat_) + "|taken="
        + (taken_ ? cardText(*taken_, PackSuffix::Always) : "-") + (takenMelded_ ? "+" : "") + "|turnmelds=";
    for (int index : meldsThisTurn_)
        out += std::to_string(index) + ",";
    out += std::string("|openednow=") + (openedThisTurn_ ? "1" : "0")
        + "|addedothers=" + (addedToOthers_ ? "1" : "0");
    out += "|log=";
    for (const PublicEvent& event : log_)
        out += std::to_string(event.seat) + ":" + std::to_string(static_cast<int>(event.kind)) + ":"
            + list(event.cards) + ";";
    out += "|sheet=";
    for (const ScoreRow& row : sheet_.rows) {
        out += std::to_string(row.round) + ":" + row.note + ":";
        for (std::size_t i = 0; i < row.points.size(); ++i)
            out += std::to_string(row.points[i]) + "/" + std::to_string(row.totals[i]) + ",";
        out += ";";
    }
    return out;
}

void QuatorzeState::writeJsonExtras(JsonWriter& json) const
{
    json.key("round").value(round_);
    json.key("dealer").value(dealer_);
    static constexpr const char* kPhases[] = {"first-discard", "draw", "play", "game-over"};
    json.key("phase").value(kPhases[static_cast<int>(phase_)]);
    std::vector<int> opened;
    for (bool value : opened_)
        opened.push_back(value ? 1 : 0);
    json.key("opened").intArray(opened);
    json.key("totals").intArray(scores());
    json.key("melds").beginArray();
    for (std::size_t i = 0; i < melds_.size(); ++i) {
        json.beginObject();
        json.key("id").value("m" + std::to_string(i + 1));
        json.key("owner").value(melds_[i].owner);
        json.key("value").value(meldValue(melds_[i].meld));
        json.endObject();
    }
    json.endArray();
}

} // namespace ct
