#include "parlour/snap.h"

#include <algorithm>

#include "cards/deck.h"
#include "cards/rng.h"
#include "util/json.h"
#include "util/text.h"

namespace ct {

namespace {
const SnapGame kSnap;

using parlour::hasSeat;
using parlour::seatBit;
using parlour::seatName;

std::uint64_t cardBit(Card card)
{
    return std::uint64_t{1} << parlour::cardIndex(card);
}
} // namespace

const Game& snapGame()
{
    return kSnap;
}

const std::vector<std::string>& snapAnimals()
{
    static const std::vector<std::string> animals = {"tiger", "lion",  "bear",   "wolf",  "fox",   "owl",
                                                     "horse", "zebra", "monkey", "panda", "eagle", "shark"};
    return animals;
}

std::vector<OptionSpec> SnapGame::optionSpecs() const
{
    return {
        parlour::dealerOption(),
        {"variant", {"snap", "animal"}, "The call: \"Snap\", or Animal Snap's animal names"},
        {"animal", snapAnimals(), "Your animal in Animal Snap"},
    };
}

std::vector<Card> SnapGame::deck(const Options&, int) const
{
    return frenchDeck(1);
}

std::unique_ptr<State> SnapGame::create(const Options& options, int players, std::vector<Card> deal,
                                        std::uint64_t rngSeed) const
{
    Rng rng(rngSeed);
    const Seat dealer = parlour::firstDealer(options, players, rng);
    std::vector<int> animals;
    const auto variant = options.find("variant");
    if (variant != options.end() && variant->second == "animal") {
        // Seat 0 has the animal it picked; the computers draw from the rest.
        const auto& names = snapAnimals();
        const auto picked = options.find("animal");
        const auto found = picked == options.end() ? names.begin()
                                                   : std::find(names.begin(), names.end(), picked->second);
        const int own = static_cast<int>(found - names.begin());
        std::vector<int> others;
        for (int i = 0; i < static_cast<int>(names.size()); ++i)
            if (i != own)
                others.push_back(i);
        rng.shuffle(others);
        animals.push_back(own % static_cast<int>(names.size()));
        for (int seat = 1; seat < players; ++seat)
            animals.push_back(others[static_cast<std::size_t>(seat - 1)]);
    }
    return std::make_unique<SnapState>(players, dealer, deal, std::move(animals));
}

const Game& SnapState::game() const
{
    return kSnap;
}

SnapState::SnapState(int players, Seat dealer, const std::vector<Card>& deal, std::vector<int> animals)
    : packs_(parlour::dealAround(deal, players, parlour::seatsFrom((dealer + 1) % players, players)))
    , piles_(static_cast<std::size_t>(players))
    , animals_(std::move(animals))
    , outGroup_(static_cast<std::size_t>(players), -1)
    , dealer_(dealer)
    , turner_((dealer + 1) % players)
{
}

Expected<bool> SnapState::arrange(const std::vector<std::vector<Card>>& packs,
                                  const std::vector<std::vector<Card>>& piles, Seat turner,
                                  const std::vector<std::string>& animals)
{
    const int players = playerCount();
    if (static_cast<int>(packs.size()) != players || static_cast<int>(piles.size()) != players)
        return makeError("give a pack and a pile for each of the " + std::to_string(players) + " seats");
    std::vector<Card> all;
    for (std::size_t seat = 0; seat < packs.size(); ++seat) {
        all.insert(all.end(), packs[seat].begin(), packs[seat].end());
        all.insert(all.end(), piles[seat].begin(), piles[seat].end());
    }
    if (auto whole = checkDealMatchesDeck(all, frenchDeck(1)); !whole)
        return makeError("the packs and piles must hold the whole deck: " + whole.error().message);
    if (turner < 0 || turner >= players ||
        (packs[static_cast<std::size_t>(turner)].empty() && piles[static_cast<std::size_t>(turner)].empty()))
        return makeError("the turner must be a seat holding cards");
    std::vector<int> indices;
    for (const std::string& name : animals) {
        const auto& names = snapAnimals();
        const auto found = std::find(names.begin(), names.end(), name);
        if (found == names.end())
            return makeError("'" + name + "' is not an animal of Animal Snap");
        const int index = static_cast<int>(found - names.begin());
        if (std::find(indices.begin(), indices.end(), index) != indices.end())
            return makeError("two seats cannot share the animal '" + name + "'");
        indices.push_back(index);
    }
    if (!animals.empty() && static_cast<int>(animals.size()) != players)
        return makeError("give an animal for each of the " + std::to_string(players) + " seats");

    packs_ = packs;
    piles_ = piles;
    if (!indices.empty())
        animals_ = indices;
    std::fill(outGroup_.begin(), outGroup_.end(), -1);
    outGroups_ = 0;
    seen_ = 0;
    for (const auto& cards : piles_)
        for (const Card& card : cards)
            seen_ |= cardBit(card);
    turner_ = turner;
    lastTurner_ = kNoSeat;
    eligible_ = 0;
    snapOpen_ = snapWon_ = false;
    turns_ = 0;
    ending_ = Ending::None;
    lastCall_.reset();
    afterChange();
    return true;
}

std::string SnapState::animalOf(Seat seat) const
{
    if (!animalSnap() || seat < 0 || seat >= playerCount())
        return {};
    return snapAnimals()[static_cast<std::size_t>(animals_[static_cast<std::size_t>(seat)])];
}

Seat SnapState::seatOfAnimal(std::string_view name) const
{
    for (Seat seat = 0; seat < playerCount() && animalSnap(); ++seat)
        if (animalOf(seat) == name)
            return seat;
    return kNoSeat;
}

std::vector<Action> SnapState::legalActions() const
{
    std::vector<Action> actions;
    if (isTerminal())
        return actions;
    actions.push_back(turn(turner_));
    for (Seat caller = 0; caller < playerCount(); ++caller) {
        actions.push_back(callSnap(caller));
        for (Seat named = 0; named < playerCount() && animalSnap(); ++named)
            actions.push_back(callAnimal(caller, named));
    }
    std::erase_if(actions, [this](const Action& action) { return !check(action).legal(); });
    std::sort(actions.begin(), actions.end());
    return actions;
}

Verdict SnapState::check(const Action& action) const
{
    const bool shaped = (action.kind == Turn || action.kind == CallSnap || action.kind == CallAnimal) &&
                        action.c == 0 && action.cards.empty() && (action.kind == CallAnimal || action.b == 0);
    if (!shaped)
        return Verdict::refuse(Reason::NotUnderstood);
    if (action.kind == CallAnimal && (!animalSnap() || action.b < 0 || action.b >= playerCount()))
        return Verdict::refuse(Reason::NotUnderstood);
    if (isTerminal())
        return Verdict::refuse(Reason::GameOver);
    if (action.kind == Turn) {
        if (action.a != turner_)
            return Verdict{Reason::NotYourTurn, {}, {}, turner_, {}};
        return Verdict::ok();
    }
    if (action.a < 0 || action.a >= playerCount())
        return Verdict::refuse(Reason::NotUnderstood);
    if (isOut(action.a))
        return Verdict{Reason::SeatOut, {}, {}, action.a, {}};
    if (snapWon_ && isEligible(action.a))
        return Verdict::refuse(Reason::SnapAlreadyWon);
    return Verdict::ok();
}

bool SnapState::validCall(const Action& action) const
{
    if (!snapOpen_ || !isEligible(action.a))
        return false;
    if (!animalSnap())
        return action.kind == CallSnap;
    if (action.kind != CallAnimal)
        return false;
    // The turner names a matching owner; a matching owner names the turner.
    if (action.a == lastTurner_)
        return action.b != lastTurner_ && isEligible(action.b);
    return action.b == lastTurner_;
}

void SnapState::apply(const Action& action)
{
    if (action.kind == Turn) {
        turnCard();
    } else if (validCall(action)) {
        award(action.a);
        lastCall_->named = action.kind == CallAnimal ? action.b : kNoSeat;
    } else {
        penalise(action.a);
        lastCall_->named = action.kind == CallAnimal ? action.b : kNoSeat;
    }
    afterChange();
}

void SnapState::turnCard()
{
    const Seat seat = turner_;
    auto& pack = packOf(seat);
    auto& pile = pileOf(seat);
    if (pack.empty()) {
        // The pile turned over: its bottom card comes up first.
        pack = pile;
        pile.clear();
    }
    const Card card = pack.front();
    pack.erase(pack.begin());
    pile.push_back(card);
    seen_ |= cardBit(card);
    ++turns_;
    lastTurner_ = seat;
    lastCall_.reset();
    snapWon_ = false;
    eligible_ = 0;
    for (Seat other = 0; other < playerCount(); ++other)
        if (other != seat && !this->pile(other).empty() && this->pile(other).back().rank == card.rank)
            eligible_ |= seatBit(other);
    snapOpen_ = eligible_ != 0;
    if (snapOpen_)
        eligible_ |= seatBit(seat);
    // The next turn goes to the left; afterChange() skips seats that are out.
    turner_ = (seat + 1) % playerCount();
    if (turns_ >= turnCap_)
        ending_ = Ending::Cap;
}

void SnapState::award(Seat caller)
{
    // The piles go under the caller's pack from his left round to himself.
    auto& pack = packOf(caller);
    int won = 0;
    for (int step = 1; step <= playerCount(); ++step) {
        const Seat seat = (caller + step) % playerCount();
        if (!isEligible(seat))
            continue;
        auto& pile = pileOf(seat);
        pack.insert(pack.end(), pile.begin(), pile.end());
        won += static_cast<int>(pile.size());
        pile.clear();
    }
    snapOpen_ = false;
    snapWon_ = true;
    lastCall_ = Call{caller, kNoSeat, true, won, 0};
}

void SnapState::penalise(Seat caller)
{
    auto& pack = packOf(caller);
    int given = 0;
    for (int step = 1; step < playerCount() && !pack.empty(); ++step) {
        const Seat seat = (caller + step) % playerCount();
        if (isOut(seat))
            continue;
        packOf(seat).push_back(pack.front());
        pack.erase(pack.begin());
        ++given;
    }
    lastCall_ = Call{caller, kNoSeat, false, 0, given};
}

void SnapState::afterChange()
{
    bool anyOut = false;
    for (Seat seat = 0; seat < playerCount(); ++seat)
        if (!isOut(seat) && !holdsCards(seat)) {
            outGroup_[static_cast<std::size_t>(seat)] = outGroups_;
            anyOut = true;
        }
    if (anyOut)
        ++outGroups_;
    const auto in = std::count(outGroup_.begin(), outGroup_.end(), -1);
    if (in <= 1) {
        ending_ = Ending::AllCards;
        return;
    }
    for (int step = 0; step < playerCount() && isOut(turner_); ++step)
        turner_ = (turner_ + 1) % playerCount();
}

Outcome SnapState::outcome() const
{
    if (!isTerminal())
        return Outcome{};
    std::vector<long long> standing;
    for (Seat seat = 0; seat < playerCount(); ++seat)
        standing.push_back(isOut(seat) ? outGroup_[static_cast<std::size_t>(seat)]
                                       : 1'000'000LL + scores()[static_cast<std::size_t>(seat)]);
    Outcome result;
    result.places = parlour::placesByStanding(standing);
    result.result = parlour::humanResult(result.places);
    result.why = ending_ == Ending::Cap ? "endless" : "won";
    return result;
}

std::vector<int> SnapState::scores() const
{
    std::vector<int> held;
    for (Seat seat = 0; seat < playerCount(); ++seat)
        held.push_back(packSize(seat) + static_cast<int>(pile(seat).size()));
    return held;
}

std::vector<Zone> SnapState::zones() const
{
    std::vector<Zone> zones;
    for (Seat seat = 0; seat < playerCount(); ++seat) {
        Zone zone{"pack" + std::to_string(seat), ZoneKind::Stock, seat, {}};
        for (auto it = pack(seat).rbegin(); it != pack(seat).rend(); ++it)
            zone.cards.push_back({*it, false, true});
        zones.push_back(std::move(zone));
    }
    for (Seat seat = 0; seat < playerCount(); ++seat) {
        Zone zone{"pile" + std::to_string(seat), ZoneKind::Waste, seat, {}};
        for (const Card& card : pile(seat))
            zone.cards.push_back({card, true, true});
        zones.push_back(std::move(zone));
    }
    return zones;
}

Observation SnapState::observe(Seat seat) const
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

std::string SnapState::actionText(const Action& action) const
{
    switch (action.kind) {
    case Turn: return "turn";
    case CallSnap: return "call " + std::to_string(action.a) + " snap";
    case CallAnimal:
        if (animalSnap() && action.b >= 0 && action.b < playerCount())
            return "call " + std::to_string(action.a) + " " + animalOf(action.b);
        return "?";
    }
    return "?";
}

Expected<Action> SnapState::parseAction(std::string_view text) const
{
    const std::vector<std::string> words = splitWords(toLower(text));
    const std::string help =
        animalSnap() ? ": the actions are \"turn\" and \"call SEAT ANIMAL\" (or \"call SEAT snap\")"
                     : ": the actions are \"turn\" and \"call SEAT snap\"";
    if (words.size() == 1 && words[0] == "turn")
        return turn(turner_);
    if (words.size() == 3 && words[0] == "call") {
        const auto caller = parseInteger(words[1]);
        if (!caller || *caller < 0 || *caller >= playerCount())
            return makeError("'" + words[1] + "' is not a seat of this game" + help);
        const Seat seat = static_cast<Seat>(*caller);
        if (words[2] == "snap")
            return callSnap(seat);
        if (const Seat named = seatOfAnimal(words[2]); named != kNoSeat)
            return callAnimal(seat, named);
        return makeError("nobody at this table is called '" + words[2] + "'" + help);
    }
    if (words.empty())
        return makeError("empty action" + help);
    return makeError("'" + std::string(trim(text)) + "' is not an action of Snap" + help);
}

std::string SnapState::describe() const
{
    std::string out = parlour::plural(turns_, "card") + " turned\n";
    for (Seat seat = 0; seat < playerCount(); ++seat) {
        out += seatName(seat);
        if (animalSnap())
            out += " (" + animalOf(seat) + ")";
        out += ": ";
        if (isOut(seat)) {
            out += "out\n";
            continue;
        }
        out += "pack " + std::to_string(packSize(seat)) + ", pile " + std::to_string(pile(seat).size());
        if (!pile(seat).empty())
            out += " showing " + cardText(pile(seat).back());
        if (!isTerminal() && seat == turner_)
            out += "  <- turns next";
        if (isEligible(seat) && snapOpen_)
            out += "  (may call)";
        out += '\n';
    }
    if (lastCall_ && lastCall_->valid)
        out += seatName(lastCall_->caller) + " won the snap: " +
               parlour::plural(lastCall_->cardsWon, "card") + "\n";
    else if (lastCall_)
        out += seatName(lastCall_->caller) + " called falsely and gave away " +
               parlour::plural(lastCall_->cardsGiven, "card") + "\n";
    if (ending_ == Ending::AllCards)
        out += "Game over: one player holds every card.\n";
    else if (ending_ == Ending::Cap)
        out += "Game over after " + parlour::plural(turns_, "turn") + ": the most cards win.\n";
    return out;
}

std::string SnapState::fingerprint() const
{
    std::string out = game().id() + "|dealer=" + std::to_string(dealer_) + "|turner=" +
                      std::to_string(turner_) + "|last=" + std::to_string(lastTurner_) + "|eligible=" +
                      std::to_string(eligible_) + "|open=" + std::to_string(snapOpen_) + "|won=" +
                      std::to_string(snapWon_) + "|turns=" + std::to_string(turns_) + "|cap=" +
                      std::to_string(turnCap_) + "|ending=" + std::to_string(static_cast<int>(ending_)) +
                      "|animals=" + parlour::numbersText(animals_) + "|out=" +
                      parlour::numbersText(outGroup_) + "|groups=" + std::to_string(outGroups_) + "|seen=" +
                      std::to_string(seen_);
    for (Seat seat = 0; seat < playerCount(); ++seat) {
        const std::string number = std::to_string(seat);
        out += "|pack" + number + "=" + cardsText(pack(seat)) + "|pile" + number + "=" +
               cardsText(pile(seat));
    }
    if (lastCall_)
        out += "|call=" + std::to_string(lastCall_->caller) + "," + std::to_string(lastCall_->named) + "," +
               std::to_string(lastCall_->valid) + "," + std::to_string(lastCall_->cardsWon) + "," +
               std::to_string(lastCall_->cardsGiven);
    return out;
}

void SnapState::writeJsonExtras(JsonWriter& json) const
{
    json.key("turner").value(turner_);
    json.key("turns").value(turns_);
    json.key("snapOpen").value(snapOpen_);
    json.key("cardsHeld").intArray(scores());
    if (animalSnap()) {
        std::vector<std::string> names;
        for (Seat seat = 0; seat < playerCount(); ++seat)
            names.push_back(animalOf(seat));
        json.key("animals").stringArray(names);
    }
}

std::unique_ptr<State> SnapState::resample(Seat, Rng& rng) const
{
    // Everyone sees the same: cards once face up are followed by all, the
    // rest (never turned) may lie in any of the places no seen card holds.
    auto copy = std::make_unique<SnapState>(*this);
    std::vector<Card*> places;
    std::vector<Card> unseen;
    for (auto& cards : copy->packs_)
        for (Card& card : cards)
            if (!(seen_ & cardBit(card))) {
                places.push_back(&card);
                unseen.push_back(card);
            }
    rng.shuffle(unseen);
    for (std::size_t i = 0; i < places.size(); ++i)
        *places[i] = unseen[i];
    return copy;
}

} // namespace ct
