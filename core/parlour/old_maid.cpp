#include "parlour/old_maid.h"

#include <algorithm>

#include "cards/deck.h"
#include "util/json.h"
#include "util/text.h"

namespace ct {

namespace {
const OldMaidGame kOldMaid;

using parlour::hasSeat;
using parlour::seatBit;
using parlour::seatName;

constexpr parlour::SeatMask kEverybody = 0xff;
constexpr Card kRemovedQueen = french(kQueen, Suit::Clubs);

std::vector<Card> oldMaidDeck()
{
    std::vector<Card> cards = frenchDeck(1);
    cards.erase(std::find(cards.begin(), cards.end(), kRemovedQueen));
    return cards;
}
} // namespace

const Game& oldMaidGame()
{
    return kOldMaid;
}

std::vector<OptionSpec> OldMaidGame::optionSpecs() const
{
    return {parlour::dealerOption()};
}

std::vector<Card> OldMaidGame::deck(const Options&, int) const
{
    return oldMaidDeck();
}

std::unique_ptr<State> OldMaidGame::create(const Options& options, int players, std::vector<Card> deal,
                                           std::uint64_t rngSeed) const
{
    Rng rng(rngSeed);
    const Seat dealer = parlour::firstDealer(options, players, rng);
    return std::make_unique<OldMaidState>(players, dealer, deal, rng.next());
}

const Game& OldMaidState::game() const
{
    return kOldMaid;
}

OldMaidState::OldMaidState(int players, Seat dealer, const std::vector<Card>& deal, std::uint64_t rngSeed)
    : hands_(parlour::dealAround(deal, players, parlour::seatsFrom((dealer + 1) % players, players)))
    , outGroup_(static_cast<std::size_t>(players), -1)
    , dealer_(dealer)
    , rng_(rngSeed)
{
    for (Seat seat = 0; seat < players; ++seat) {
        for (const Card& card : hand(seat))
            knownTo_[parlour::cardIndex(card)] = seatBit(seat);
        throwPairs(seat);
    }
    // Hands the deal paired off completely are out together.
    bool anyOut = false;
    for (Seat seat = 0; seat < players; ++seat)
        if (hand(seat).empty()) {
            markOut(seat, outGroups_);
            anyOut = true;
        }
    outGroups_ += anyOut ? 1 : 0;
    const Seat first = hand(eldest()).empty() ? nearestHolder(eldest(), 1) : eldest();
    setDrawer(first, true);
}

Expected<bool> OldMaidState::arrange(const std::vector<std::vector<Card>>& hands, Seat drawer)
{
    if (static_cast<int>(hands.size()) != playerCount())
        return makeError("give one hand for each of the " + std::to_string(playerCount()) + " seats");
    if (drawer < 0 || drawer >= playerCount() || hands[static_cast<std::size_t>(drawer)].empty())
        return makeError("the drawer must be a seat holding cards");
    std::vector<Card> rest = oldMaidDeck();
    for (const auto& cards : hands) {
        for (const Card& card : cards) {
            const auto found = std::find(rest.begin(), rest.end(), card);
            if (found == rest.end())
                return makeError(cardText(card) + " is not in the deck or is given twice");
            rest.erase(found);
            const auto alike =
                std::count_if(cards.begin(), cards.end(), [&](const Card& c) { return c.rank == card.rank; });
            if (alike > 1)
                return makeError("a hand holds a pair of " + cardText(card) + ": pairs are thrown out");
        }
    }
    for (int rank = 1; rank <= 13; ++rank)
        if (std::count_if(rest.begin(), rest.end(), [&](const Card& c) { return c.rank == rank; }) % 2 != 0)
            return makeError("the cards outside the hands must pair off, and rank " + std::to_string(rank) +
                             " does not");
    hands_ = hands;
    discards_.clear();
    knownTo_.fill(0);
    for (const Card& card : rest) {
        discards_.push_back({card, kNoSeat});
        knownTo_[parlour::cardIndex(card)] = kEverybody;
    }
    std::fill(outGroup_.begin(), outGroup_.end(), -1);
    outGroups_ = 0;
    bool anyOut = false;
    for (Seat seat = 0; seat < playerCount(); ++seat) {
        for (const Card& card : hand(seat))
            knownTo_[parlour::cardIndex(card)] = seatBit(seat);
        if (hand(seat).empty()) {
            markOut(seat, 0);
            anyOut = true;
        }
    }
    outGroups_ = anyOut ? 1 : 0;
    draws_ = 0;
    setDrawer(drawer, false);
    return true;
}

void OldMaidState::throwPairs(Seat seat)
{
    auto& cards = handOf(seat);
    for (int rank = 1; rank <= 13; ++rank) {
        std::vector<Card> alike;
        for (const Card& card : cards)
            if (card.rank == rank)
                alike.push_back(card);
        if (alike.size() < 2)
            continue;
        // Of three alike, the two of the lower suits go.
        std::sort(alike.begin(), alike.end());
        alike.resize(alike.size() - alike.size() % 2);
        for (const Card& card : alike) {
            cards.erase(std::find(cards.begin(), cards.end(), card));
            discards_.push_back({card, seat});
            knownTo_[parlour::cardIndex(card)] = kEverybody;
        }
    }
}

void OldMaidState::markOut(Seat seat, int group)
{
    outGroup_[static_cast<std::size_t>(seat)] = group;
}

Seat OldMaidState::nearestHolder(Seat from, int step) const
{
    const int players = playerCount();
    for (int i = 1; i < players; ++i) {
        const Seat seat = ((from + step * i) % players + players) % players;
        if (!hand(seat).empty())
            return seat;
    }
    return kNoSeat;
}

void OldMaidState::setDrawer(Seat drawer, bool computersShuffle)
{
    const Seat offerer = drawer == kNoSeat ? kNoSeat : nearestHolder(drawer, -1);
    if (offerer == kNoSeat) {
        // One seat holds cards (the odd queen), or nobody: the game is over.
        drawer_ = offerer_ = kNoSeat;
        return;
    }
    drawer_ = drawer;
    offerer_ = offerer;
    if (computersShuffle && offerer != 0)
        rng_.shuffle(handOf(offerer));
}

Seat OldMaidState::oldMaid() const
{
    if (!isTerminal())
        return kNoSeat;
    for (Seat seat = 0; seat < playerCount(); ++seat)
        if (!hand(seat).empty())
            return seat;
    return kNoSeat;
}

std::vector<Action> OldMaidState::legalActions() const
{
    std::vector<Action> actions;
    if (isTerminal())
        return actions;
    for (int position = 0; position < handSize(offerer_); ++position)
        actions.push_back(draw(drawer_, position));
    actions.push_back(shuffle(offerer_));
    std::sort(actions.begin(), actions.end());
    return actions;
}

Verdict OldMaidState::check(const Action& action) const
{
    const bool known = (action.kind == Draw || (action.kind == Shuffle && action.b == 0)) && action.c == 0 &&
                       action.cards.empty();
    if (!known)
        return Verdict::refuse(Reason::NotUnderstood);
    if (isTerminal())
        return Verdict::refuse(Reason::GameOver);
    if (action.kind == Shuffle) {
        if (action.a != offerer_)
            return Verdict::refuse(Reason::NotAvailableNow);
        return Verdict::ok();
    }
    if (action.a != drawer_)
        return Verdict{Reason::NotYourTurn, {}, {}, drawer_, {}};
    if (action.b < 0 || action.b >= handSize(offerer_))
        return Verdict{Reason::NoSuchPosition, {}, {}, handSize(offerer_), "hand" + std::to_string(offerer_)};
    return Verdict::ok();
}

void OldMaidState::apply(const Action& action)
{
    if (action.kind == Shuffle) {
        rng_.shuffle(handOf(offerer_));
        return;
    }
    const Seat drawer = drawer_;
    const Seat offerer = offerer_;
    auto& from = handOf(offerer);
    const Card card = from[static_cast<std::size_t>(action.b)];
    from.erase(from.begin() + action.b);
    // Nobody but the two can tell which card moved, so the others lose track
    // of whatever they knew to be in the offerer's hand.
    for (const Card& held : from)
        knownTo_[parlour::cardIndex(held)] &= seatBit(offerer) | seatBit(drawer);
    knownTo_[parlour::cardIndex(card)] = seatBit(offerer) | seatBit(drawer);
    handOf(drawer).push_back(card);
    ++draws_;

    if (from.empty())
        markOut(offerer, outGroups_++);
    throwPairs(drawer);
    if (hand(drawer).empty())
        markOut(drawer, outGroups_++);
    setDrawer(nearestHolder(drawer, 1), true);
}

Outcome OldMaidState::outcome() const
{
    if (!isTerminal())
        return Outcome{};
    Outcome result;
    const int players = playerCount();
    const Seat maid = oldMaid();
    for (Seat seat = 0; seat < players; ++seat) {
        if (seat == maid) {
            result.places.push_back(players);
            continue;
        }
        const int group = outGroup_[static_cast<std::size_t>(seat)];
        const auto earlier = std::count_if(outGroup_.begin(), outGroup_.end(),
                                           [&](int other) { return other >= 0 && other < group; });
        result.places.push_back(1 + static_cast<int>(earlier));
    }
    result.result = maid == 0 ? Result::Lost : Result::Won;
    result.why = "won";
    return result;
}

std::vector<int> OldMaidState::scores() const
{
    std::vector<int> held;
    for (Seat seat = 0; seat < playerCount(); ++seat)
        held.push_back(handSize(seat));
    return held;
}

std::vector<Zone> OldMaidState::zones() const
{
    std::vector<Zone> zones;
    for (Seat seat = 0; seat < playerCount(); ++seat) {
        Zone zone{"hand" + std::to_string(seat), ZoneKind::Hand, seat, {}};
        for (const Card& card : hand(seat))
            zone.cards.push_back({card, false, true});
        zones.push_back(std::move(zone));
    }
    Zone pairs{"pairs", ZoneKind::Discard, kNoSeat, {}};
    for (const Discard& discard : discards_)
        pairs.cards.push_back({discard.card, true, true});
    zones.push_back(std::move(pairs));
    return zones;
}

Observation OldMaidState::observe(Seat seat) const
{
    Observation view;
    view.seat = seat;
    view.currentPlayer = currentPlayer();
    view.zones = zones();
    view.scores = scores();
    for (Zone& zone : view.zones) {
        for (PlacedCard& placed : zone.cards)
            if (!placed.faceUp && !knows(seat, placed.card)) {
                placed.card = Card{};
                placed.known = false;
            }
        if (zone.kind == ZoneKind::Hand && zone.owner == seat)
            parlour::faceUpToOwner(zone); // a player looks at his own hand
        else if (zone.kind == ZoneKind::Hand)
            parlour::hidePositions(zone);
    }
    return view;
}

std::string OldMaidState::actionText(const Action& action) const
{
    switch (action.kind) {
    case Draw: return "draw " + std::to_string(action.b);
    case Shuffle: return "shuffle";
    }
    return "?";
}

Expected<Action> OldMaidState::parseAction(std::string_view text) const
{
    const std::vector<std::string> words = splitWords(toLower(text));
    const std::string help = ": the actions are \"draw N\" (a position from 0) and \"shuffle\"";
    if (words.size() == 1 && words[0] == "shuffle")
        return shuffle(offerer_);
    if (words.size() == 2 && words[0] == "draw") {
        const auto position = parseInteger(words[1]);
        if (!position || *position < 0 || *position > 100)
            return makeError("'" + words[1] + "' is not a position" + help);
        return draw(drawer_, static_cast<int>(*position));
    }
    if (words.empty())
        return makeError("empty action" + help);
    return makeError("'" + std::string(trim(text)) + "' is not an action of Old Maid" + help);
}

std::string OldMaidState::describe() const
{
    std::string out = parlour::plural(static_cast<int>(discards_.size()) / 2, "pair") + " thrown out, " +
                      parlour::plural(draws_, "draw") + " made\n";
    for (Seat seat = 0; seat < playerCount(); ++seat) {
        out += seatName(seat) + ": ";
        out += isOut(seat) ? std::string("out") : parlour::plural(handSize(seat), "card");
        if (seat == drawer_)
            out += "  <- draws from " + seatName(offerer_);
        if (seat == offerer_)
            out += "  (offers)";
        out += '\n';
    }
    // Seat 0 is the human (§0): the command line shows that hand alone.
    out += "your hand: " + (hand(0).empty() ? std::string("--") : cardsText(hand(0))) + "\n";
    if (isTerminal())
        out += "Game over: " + seatName(oldMaid()) + " is left with " + cardText(hand(oldMaid()).front()) +
               ", the old maid.\n";
    return out;
}

std::string OldMaidState::fingerprint() const
{
    std::string out = game().id() + "|dealer=" + std::to_string(dealer_) + "|drawer=" +
                      std::to_string(drawer_) + "|offerer=" + std::to_string(offerer_) + "|draws=" +
                      std::to_string(draws_) + "|out=" + parlour::numbersText(outGroup_) + "|groups=" +
                      std::to_string(outGroups_);
    for (Seat seat = 0; seat < playerCount(); ++seat)
        out += "|hand" + std::to_string(seat) + "=" + cardsText(hand(seat));
    out += "|pairs=";
    for (const Discard& discard : discards_)
        out += cardText(discard.card) + "/" + std::to_string(discard.by) + " ";
    out += "|known=";
    for (parlour::SeatMask mask : knownTo_)
        out += std::to_string(mask) + ".";
    out += "|rng=" + rng_.stateText();
    return out;
}

void OldMaidState::writeJsonExtras(JsonWriter& json) const
{
    json.key("drawer").value(drawer_);
    json.key("offerer").value(offerer_);
    json.key("handSizes").intArray(scores());
    json.key("draws").value(draws_);
    json.key("oldMaid").value(oldMaid());
}

std::unique_ptr<State> OldMaidState::resample(Seat seat, Rng& rng) const
{
    auto copy = std::make_unique<OldMaidState>(*this);
    auto known = [&](std::size_t hand, Card card) {
        return static_cast<Seat>(hand) == seat || knows(seat, card);
    };
    auto noPair = [](std::size_t, const std::vector<Card>& holding, Card card) {
        return std::none_of(holding.begin(), holding.end(),
                            [&](const Card& c) { return c.rank == card.rank; });
    };
    if (!parlour::redealUnknown(copy->hands_, known, noPair, rng))
        return copy; // no pair-free redeal found: the true hands are one
    // Each seat knows its own new hand; other knowledge of the moved cards is dropped.
    for (Seat other = 0; other < playerCount(); ++other)
        for (const Card& card : copy->hand(other))
            if (!known(static_cast<std::size_t>(other), card))
                copy->knownTo_[parlour::cardIndex(card)] = seatBit(other);
    return copy;
}

} // namespace ct
