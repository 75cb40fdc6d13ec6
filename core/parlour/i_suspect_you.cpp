#include "parlour/i_suspect_you.h"

#include <algorithm>

#include "cards/deck.h"
#include "cards/rng.h"
#include "util/json.h"
#include "util/text.h"

namespace ct {

namespace {
const ISuspectYouGame kISuspectYou;

using parlour::hasSeat;
using parlour::seatBit;
using parlour::seatName;

constexpr parlour::SeatMask kEverybody = 0xff;

// Ace low: by rank, then suit.
bool lowerCard(const Card& a, const Card& b)
{
    return a.rank != b.rank ? a.rank < b.rank : a.suit < b.suit;
}

std::string rankText(int rank)
{
    static constexpr const char* names[] = {"?", "A", "2", "3", "4", "5", "6", "7",
                                            "8", "9", "10", "J", "Q", "K"};
    return rank >= 1 && rank <= 13 ? names[rank] : "?";
}
} // namespace

const Game& iSuspectYouGame()
{
    return kISuspectYou;
}

std::vector<OptionSpec> ISuspectYouGame::optionSpecs() const
{
    return {parlour::dealerOption()};
}

std::vector<Card> ISuspectYouGame::deck(const Options&, int) const
{
    return frenchDeck(1);
}

std::unique_ptr<State> ISuspectYouGame::create(const Options& options, int players, std::vector<Card> deal,
                                               std::uint64_t rngSeed) const
{
    Rng rng(rngSeed);
    return std::make_unique<ISuspectYouState>(players, parlour::firstDealer(options, players, rng), deal);
}

const Game& ISuspectYouState::game() const
{
    return kISuspectYou;
}

ISuspectYouState::ISuspectYouState(int players, Seat dealer, const std::vector<Card>& deal)
    : hands_(parlour::dealAround(deal, players, parlour::seatsFrom((dealer + 1) % players, players)))
    , decisions_(static_cast<std::size_t>(players), -1)
    , dealer_(dealer)
{
    for (Seat seat = 0; seat < players; ++seat) {
        std::sort(handOf(seat).begin(), handOf(seat).end(), lowerCard);
        for (const Card& card : hand(seat))
            knownTo_[cardIndex(card)] = seatBit(seat);
    }
    // The opening: eldest's lowest card, truthfully, with no window.
    const Seat first = eldest();
    const Card lowest = hand(first).front();
    call_ = lowest.rank;
    layCard(first, lowest);
    openingInPile_ = true;
    advance(first);
}

Expected<bool> ISuspectYouState::arrange(const std::vector<std::vector<Card>>& hands, Seat seat, int call)
{
    if (static_cast<int>(hands.size()) != playerCount())
        return makeError("give one hand for each of the " + std::to_string(playerCount()) + " seats");
    if (seat < 0 || seat >= playerCount())
        return makeError("no seat " + std::to_string(seat));
    if (call < 1 || call > 13)
        return makeError("the call must be a rank from 1 (ace) to 13 (king)");
    std::vector<Card> all;
    for (const auto& cards : hands) {
        if (cards.empty())
            return makeError("every seat must hold at least one card");
        all.insert(all.end(), cards.begin(), cards.end());
    }
    if (auto whole = checkDealMatchesDeck(all, frenchDeck(1)); !whole)
        return makeError("the hands must hold the whole deck: " + whole.error().message);
    hands_ = hands;
    pile_.clear();
    knownTo_.fill(0);
    for (Seat s = 0; s < playerCount(); ++s) {
        std::sort(handOf(s).begin(), handOf(s).end(), lowerCard);
        for (const Card& card : hand(s))
            knownTo_[cardIndex(card)] = seatBit(s);
    }
    std::fill(decisions_.begin(), decisions_.end(), -1);
    toPlay_ = seat;
    asking_ = kNoSeat;
    call_ = call;
    plays_ = 0;
    phase_ = Phase::Play;
    ending_ = Ending::None;
    winner_ = kNoSeat;
    lastChallenge_.reset();
    openingInPile_ = false;
    return true;
}

Seat ISuspectYouState::currentPlayer() const
{
    switch (phase_) {
    case Phase::Play: return toPlay_;
    case Phase::Window: return asking_;
    case Phase::Over: return kNoSeat;
    }
    return kNoSeat;
}

std::vector<Action> ISuspectYouState::legalActions() const
{
    std::vector<Action> actions;
    if (phase_ == Phase::Play) {
        for (const Card& card : hand(toPlay_))
            actions.push_back(playCard(toPlay_, card));
    } else if (phase_ == Phase::Window) {
        actions = {suspect(asking_), pass(asking_)};
    }
    std::sort(actions.begin(), actions.end());
    return actions;
}

Verdict ISuspectYouState::check(const Action& action) const
{
    const bool isPlay = action.kind == Play && action.cards.size() == 1;
    const bool isAnswer = (action.kind == Suspect || action.kind == Pass) && action.cards.empty();
    if ((!isPlay && !isAnswer) || action.b != 0 || action.c != 0)
        return Verdict::refuse(Reason::NotUnderstood);
    if (isTerminal())
        return Verdict::refuse(Reason::GameOver);
    if (isPlay) {
        if (phase_ != Phase::Play)
            return Verdict::refuse(Reason::NotAvailableNow);
        if (action.a != toPlay_)
            return Verdict{Reason::NotYourTurn, {}, {}, toPlay_, {}};
        const Card card = action.cards.front();
        if (std::find(hand(toPlay_).begin(), hand(toPlay_).end(), card) == hand(toPlay_).end())
            return Verdict{Reason::NoSuchCard, card, {}, 0, "hand" + std::to_string(toPlay_)};
        return Verdict::ok();
    }
    if (phase_ != Phase::Window)
        return Verdict::refuse(Reason::NotAvailableNow);
    if (action.a != asking_)
        return Verdict{Reason::NotYourTurn, {}, {}, asking_, {}};
    return Verdict::ok();
}

void ISuspectYouState::apply(const Action& action)
{
    if (action.kind == Play) {
        layCard(toPlay_, action.cards.front());
        phase_ = Phase::Window;
        std::fill(decisions_.begin(), decisions_.end(), -1);
        asking_ = (toPlay_ + 1) % playerCount();
        return;
    }
    decisions_[static_cast<std::size_t>(asking_)] = action.kind == Suspect ? 1 : 0;
    asking_ = (asking_ + 1) % playerCount();
    if (asking_ == toPlay_)
        settle();
}

void ISuspectYouState::layCard(Seat seat, Card card)
{
    // Nobody else can tell which card went down, so whatever they knew to be
    // in this hand is now only "in the hand or the pile".
    for (const Card& held : hand(seat))
        knownTo_[cardIndex(held)] &= seatBit(seat);
    auto& cards = handOf(seat);
    cards.erase(std::find(cards.begin(), cards.end(), card));
    pile_.push_back({card, seat});
    ++plays_;
}

void ISuspectYouState::settle()
{
    const Seat player = toPlay_;
    const int players = playerCount();
    Seat challenger = kNoSeat;
    for (int step = 1; step < players && challenger == kNoSeat; ++step) {
        const Seat seat = (player + step) % players;
        if (decisions_[static_cast<std::size_t>(seat)] == 1)
            challenger = seat;
    }
    std::fill(decisions_.begin(), decisions_.end(), -1);
    asking_ = kNoSeat;
    lastChallenge_.reset();
    if (challenger != kNoSeat) {
        const Card card = pile_.back().card;
        Challenge challenge{player, challenger, card, call_, card.rank == call_, kNoSeat, pileSize()};
        challenge.taker = challenge.truthful ? challenger : player;
        // Each layer knows where its own cards went; the turned card all saw.
        std::vector<Card> cards;
        for (const Laid& laid : pile_) {
            knownTo_[cardIndex(laid.card)] = seatBit(laid.by) | seatBit(challenge.taker);
            cards.push_back(laid.card);
        }
        knownTo_[cardIndex(card)] = kEverybody;
        pile_.clear();
        openingInPile_ = false;
        giveCards(challenge.taker, cards);
        lastChallenge_ = challenge;
    }
    advance(player);
}

void ISuspectYouState::giveCards(Seat taker, const std::vector<Card>& cards)
{
    auto& held = handOf(taker);
    held.insert(held.end(), cards.begin(), cards.end());
    std::sort(held.begin(), held.end(), lowerCard);
}

void ISuspectYouState::advance(Seat player)
{
    if (hand(player).empty()) {
        finish(Ending::Emptied, player);
    } else if (plays_ >= playCap_) {
        finish(Ending::Cap, kNoSeat);
    } else {
        toPlay_ = (player + 1) % playerCount();
        call_ = nextCall(call_);
        phase_ = Phase::Play;
    }
}

void ISuspectYouState::finish(Ending ending, Seat winner)
{
    ending_ = ending;
    winner_ = winner;
    phase_ = Phase::Over;
}

Outcome ISuspectYouState::outcome() const
{
    if (!isTerminal())
        return Outcome{};
    // Fewer cards is better; a winner holds none, so stands alone at the top.
    std::vector<long long> standing;
    for (Seat seat = 0; seat < playerCount(); ++seat)
        standing.push_back(-handSize(seat));
    Outcome result;
    result.places = parlour::placesByStanding(standing);
    if (ending_ == Ending::Emptied) {
        result.result = winner_ == 0 ? Result::Won : Result::Lost;
        result.why = "won";
    } else {
        result.result = parlour::humanResult(result.places);
        result.why = "endless";
    }
    return result;
}

std::vector<int> ISuspectYouState::scores() const
{
    std::vector<int> held;
    for (Seat seat = 0; seat < playerCount(); ++seat)
        held.push_back(handSize(seat));
    return held;
}

std::vector<Zone> ISuspectYouState::zones() const
{
    std::vector<Zone> zones;
    for (Seat seat = 0; seat < playerCount(); ++seat) {
        Zone zone{"hand" + std::to_string(seat), ZoneKind::Hand, seat, {}};
        for (const Card& card : hand(seat))
            zone.cards.push_back({card, false, true});
        zones.push_back(std::move(zone));
    }
    Zone pile{"pile", ZoneKind::Discard, kNoSeat, {}};
    for (const Laid& laid : pile_)
        pile.cards.push_back({laid.card, false, true});
    zones.push_back(std::move(pile));
    return zones;
}

Observation ISuspectYouState::observe(Seat seat) const
{
    Observation view;
    view.seat = seat;
    view.currentPlayer = currentPlayer();
    view.zones = zones();
    view.scores = scores();
    for (Zone& zone : view.zones) {
        for (PlacedCard& placed : zone.cards)
            if (!knows(seat, placed.card)) {
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

std::string ISuspectYouState::actionText(const Action& action) const
{
    switch (action.kind) {
    case Play: return action.cards.empty() ? "?" : cardText(action.cards.front());
    case Suspect: return "suspect";
    case Pass: return "pass";
    }
    return "?";
}

Expected<Action> ISuspectYouState::parseAction(std::string_view text) const
{
    const std::vector<std::string> words = splitWords(toLower(text));
    const std::string help = ": lay a card (\"9C\"), or answer \"suspect\" or \"pass\"";
    if (words.empty())
        return makeError("empty action" + help);
    const std::string joined = join(words, " ");
    if (joined == "suspect" || joined == "i suspect you")
        return suspect(currentPlayer());
    if (joined == "pass")
        return pass(currentPlayer());
    std::string cardWord = words.front();
    if (words.size() == 2 && words.front() == "play")
        cardWord = words.back();
    else if (words.size() != 1)
        cardWord.clear();
    if (!cardWord.empty())
        if (auto card = parseCard(cardWord); card.ok() && card->isFrench())
            return playCard(toPlay_, *card);
    return makeError("'" + std::string(trim(text)) + "' is not an action of I Suspect You" + help);
}

std::string ISuspectYouState::describe() const
{
    std::string out = "Call: " + rankText(call_) + ", " + parlour::plural(plays_, "play") + " made, pile " +
                      parlour::plural(pileSize(), "card") + "\n";
    for (Seat seat = 0; seat < playerCount(); ++seat) {
        out += seatName(seat) + ": " + parlour::plural(handSize(seat), "card");
        if (phase_ == Phase::Play && seat == toPlay_)
            out += "  <- lays a card called " + rankText(call_);
        if (phase_ == Phase::Window && seat == toPlay_)
            out += "  (laid a card called " + rankText(call_) + ")";
        if (phase_ == Phase::Window && seat == asking_)
            out += "  <- suspect or pass?";
        out += '\n';
    }
    // Seat 0 is the human (§0): the command line shows that hand alone.
    out += "your hand: " + (hand(0).empty() ? std::string("--") : cardsText(hand(0))) + "\n";
    if (lastChallenge_) {
        const Challenge& c = *lastChallenge_;
        out += "Last challenge: " + seatName(c.challenger) + " suspected " + seatName(c.player) +
               "; the card was " + cardText(c.card) + (c.truthful ? " (truthful)" : " (caught)") + ", " +
               seatName(c.taker) + " took " + parlour::plural(c.pileSize, "card") + "\n";
    }
    if (ending_ == Ending::Emptied)
        out += "Game over: " + seatName(winner_) + " has no cards left and wins.\n";
    else if (ending_ == Ending::Cap)
        out += "Game over after " + parlour::plural(plays_, "play") + ": the fewest cards win.\n";
    return out;
}

std::string ISuspectYouState::fingerprint() const
{
    std::string out = game().id() + "|dealer=" + std::to_string(dealer_) + "|phase=" +
                      std::to_string(static_cast<int>(phase_)) + "|to=" + std::to_string(toPlay_) +
                      "|asking=" + std::to_string(asking_) + "|call=" + std::to_string(call_) + "|plays=" +
                      std::to_string(plays_) + "|cap=" + std::to_string(playCap_) + "|ending=" +
                      std::to_string(static_cast<int>(ending_)) + "|winner=" + std::to_string(winner_);
    for (Seat seat = 0; seat < playerCount(); ++seat)
        out += "|hand" + std::to_string(seat) + "=" + cardsText(hand(seat));
    out += "|pile=";
    for (const Laid& laid : pile_)
        out += cardText(laid.card) + "/" + std::to_string(laid.by) + " ";
    out += "|decisions=" + parlour::numbersText(decisions_) + "|opening=" + std::to_string(openingInPile_) +
           "|known=";
    for (parlour::SeatMask mask : knownTo_)
        out += std::to_string(mask) + ".";
    if (lastChallenge_) {
        const Challenge& c = *lastChallenge_;
        out += "|challenge=" + std::to_string(c.player) + "," + std::to_string(c.challenger) + "," +
               cardText(c.card) + "," + std::to_string(c.call) + "," + std::to_string(c.truthful) + "," +
               std::to_string(c.taker) + "," + std::to_string(c.pileSize);
    }
    return out;
}

void ISuspectYouState::writeJsonExtras(JsonWriter& json) const
{
    json.key("call").value(call_);
    json.key("toPlay").value(toPlay_);
    json.key("window").value(phase_ == Phase::Window);
    json.key("pileSize").value(pileSize());
    json.key("plays").value(plays_);
    if (lastChallenge_) {
        json.key("challenge").beginObject();
        json.key("player").value(lastChallenge_->player);
        json.key("challenger").value(lastChallenge_->challenger);
        json.key("card").value(cardText(lastChallenge_->card));
        json.key("truthful").value(lastChallenge_->truthful);
        json.key("taker").value(lastChallenge_->taker);
        json.endObject();
    }
}

std::unique_ptr<State> ISuspectYouState::resample(Seat seat, Rng& rng) const
{
    auto copy = std::make_unique<ISuspectYouState>(*this);
    // The places whose card `seat` does not know, and what the others knew
    // of each place: a seat that laid a pile card knows whatever lies there.
    struct Place {
        std::vector<Card>* cards;
        std::size_t index;
        parlour::SeatMask knownBy;
    };
    std::vector<Place> places;
    std::vector<Card> unknown;
    auto collect = [&](std::vector<Card>& cards) {
        for (std::size_t i = 0; i < cards.size(); ++i)
            if (!knows(seat, cards[i])) {
                places.push_back({&cards, i, knownTo_[cardIndex(cards[i])]});
                unknown.push_back(cards[i]);
            }
    };
    for (Seat other = 0; other < playerCount(); ++other)
        if (other != seat)
            collect(copy->handOf(other));
    std::vector<Card> pileCards;
    for (const Laid& laid : pile_)
        pileCards.push_back(laid.card);
    const std::size_t firstPilePlace = places.size();
    collect(pileCards);

    // While the opening card lies at the bottom of the pile, its rank is
    // known to all (the opening call is always true): keep one of that rank there.
    const bool openingUnknown =
        openingInPile_ && places.size() > firstPilePlace && places[firstPilePlace].index == 0;
    rng.shuffle(unknown);
    if (openingUnknown) {
        const int rank = pileCards.front().rank;
        const auto same =
            std::find_if(unknown.begin(), unknown.end(), [&](const Card& c) { return c.rank == rank; });
        const std::size_t at = firstPilePlace;
        std::iter_swap(unknown.begin() + static_cast<std::ptrdiff_t>(at), same);
    }
    for (std::size_t i = 0; i < places.size(); ++i) {
        (*places[i].cards)[places[i].index] = unknown[i];
        copy->knownTo_[cardIndex(unknown[i])] = places[i].knownBy;
    }
    for (std::size_t i = 0; i < pileCards.size(); ++i)
        copy->pile_[i].card = pileCards[i];
    for (Seat other = 0; other < playerCount(); ++other) {
        std::sort(copy->handOf(other).begin(), copy->handOf(other).end(), lowerCard);
        if (other != seat && copy->decisions_[static_cast<std::size_t>(other)] == 1)
            copy->decisions_[static_cast<std::size_t>(other)] = 0;
    }
    return copy;
}

} // namespace ct
