#include "rummy/quatorze.h"

#include <algorithm>

#include "cards/deck.h"
#include "rummy/quatorze_support.h"

namespace ct {

namespace {

const QuatorzeGame kQuatorze;

constexpr int kHandSize = 14;
constexpr int kCutMargin = 5;

} // namespace

using quatorze_support::contains;
using quatorze_support::eraseOne;
using quatorze_support::meldName;
using quatorze_support::refuse;

const Game& quatorzeGame()
{
    return kQuatorze;
}

std::vector<OptionSpec> QuatorzeGame::optionSpecs() const
{
    return {
        {"jokers", {"2", "1"}, "Jokers in the two packs"},
        {"swap", {"off", "on"}, "A joker on the table may be taken back for the natural card it stands for"},
        {"rounds", {"30", "20", "50"}, "Rounds at most; then the lowest total wins"},
    };
}

std::vector<Card> QuatorzeGame::deck(const Options& options, int) const
{
    const auto it = options.find("jokers");
    return frenchDeck(2, it != options.end() && it->second == "1" ? 1 : 2);
}

std::unique_ptr<State> QuatorzeGame::create(
    const Options& options, int players, std::vector<Card> deal, std::uint64_t rngSeed) const
{
    const auto jokers = options.find("jokers");
    const auto swap = options.find("swap");
    const auto rounds = options.find("rounds");
    auto state = std::make_unique<QuatorzeState>(players, jokers != options.end() && jokers->second == "1" ? 1 : 2,
        swap != options.end() && swap->second == "on", std::move(deal), rngSeed);
    if (rounds != options.end())
        state->setRoundLimit(std::stoi(rounds->second)); // one of the values above, checked by resolveOptions
    return state;
}

const Game& QuatorzeState::game() const
{
    return kQuatorze;
}

Action QuatorzeState::meld(const std::vector<std::vector<Card>>& melds)
{
    Action action {ActMeld, 0, 0, 0, {}};
    for (std::size_t i = 0; i < melds.size() && i < 7; ++i) {
        action.a |= static_cast<int>(melds[i].size() & 15) << (4 * i);
        action.cards.insert(action.cards.end(), melds[i].begin(), melds[i].end());
    }
    return action;
}

std::vector<std::vector<Card>> QuatorzeState::meldGroups(const Action& action)
{
    std::vector<std::vector<Card>> groups;
    std::size_t next = 0;
    for (int sizes = action.a; sizes != 0 && sizes > 0; sizes >>= 4) {
        const std::size_t size = static_cast<std::size_t>(sizes & 15);
        if (size == 0 || next + size > action.cards.size())
            return {};
        groups.emplace_back(action.cards.begin() + static_cast<std::ptrdiff_t>(next),
            action.cards.begin() + static_cast<std::ptrdiff_t>(next + size));
        next += size;
    }
    if (next != action.cards.size())
        return {};
    return groups;
}

QuatorzeState::QuatorzeState(
    int players, int jokers, bool jokerSwap, std::vector<Card> deal, std::uint64_t rngSeed)
    : jokers_(jokers)
    , jokerSwap_(jokerSwap)
    , rng_(rngSeed)
    , hands_(static_cast<std::size_t>(players))
    , opened_(static_cast<std::size_t>(players), false)
    , out_(static_cast<std::size_t>(players), false)
    , outInRound_(static_cast<std::size_t>(players), 0)
    , known_(static_cast<std::size_t>(players))
    , lateDraws_(static_cast<std::size_t>(players))
{
    for (int seat = 0; seat < players; ++seat)
        sheet_.sides.push_back(std::to_string(seat));
    sheet_.target = kTarget;
    sheet_.lowWins = true;
    const Seat dealer = static_cast<Seat>(rng_.below(static_cast<std::uint32_t>(players)));
    const int size = static_cast<int>(deal.size());
    const int cut
        = kCutMargin + static_cast<int>(rng_.below(static_cast<std::uint32_t>(size - 2 * kCutMargin + 1)));
    dealRound(std::move(deal), dealer, cut);
}

Seat QuatorzeState::nextSeat(Seat seat) const
{
    const int n = playerCount();
    for (int step = 1; step <= n; ++step) {
        const Seat candidate = ((seat - step) % n + n) % n;
        if (!out_[static_cast<std::size_t>(candidate)])
            return candidate;
    }
    return seat;
}

Seat QuatorzeState::previousSeat(Seat seat) const
{
    const int n = playerCount();
    for (int step = 1; step <= n; ++step) {
        const Seat candidate = (seat + step) % n;
        if (!out_[static_cast<std::size_t>(candidate)])
            return candidate;
    }
    return seat;
}

int QuatorzeState::activeCount() const
{
    return static_cast<int>(std::count(out_.begin(), out_.end(), false));
}

void QuatorzeState::dealRound(std::vector<Card> pack, Seat dealer, int cut)
{
    for (auto& hand : hands_)
        hand.clear();
    for (auto& known : known_)
        known.clear();
    for (auto& late : lateDraws_)
        late.clear();
    stock_.clear();
    discard_.clear();
    melds_.clear();
    log_.clear();
    std::fill(opened_.begin(), opened_.end(), false);
    stockGeneration_ = 0;
    cutJokerSeat_ = kNoSeat;
    dealer_ = dealer;

    // The dealer deals from the lower part first, then from the lifted packet.
    std::vector<Card> order(pack.begin() + cut, pack.end());
    order.insert(order.end(), pack.begin(), pack.begin() + cut);
    const Seat cutter = previousSeat(dealer);
    const Seat first = nextSeat(dealer);
    if (pack[static_cast<std::size_t>(cut - 1)].isJoker()) {
        const Card kept = pack[static_cast<std::size_t>(cut - 1)];
        order.pop_back(); // the lifted packet's bottom card is the order's last
        handOf(cutter).push_back(kept);
        known_[static_cast<std::size_t>(cutter)].push_back(kept);
        cutJokerSeat_ = cutter;
    }
    std::size_t next = 0;
    auto give = [&](Seat seat, int packet) {
        auto& hand = handOf(seat);
        const int target = seat == first ? kHandSize + 1 : kHandSize;
        for (int i = 0; i < packet && static_cast<int>(hand.size()) < target; ++i)
            hand.push_back(order[next++]);
    };
    auto dealtAll = [&] {
        for (Seat seat = 0; seat < playerCount(); ++seat)
            if (!isOut(seat) && handSize(seat) < (seat == first ? kHandSize + 1 : kHandSize))
                return false;
        return true;
    };
    give(first, 3);
    for (Seat seat = nextSeat(first); !dealtAll(); seat = nextSeat(seat))
        give(seat, 2);
    stock_.assign(order.rbegin(), order.rend() - static_cast<std::ptrdiff_t>(next));
    for (auto& hand : hands_)
        std::sort(hand.begin(), hand.end());
    startTurn(first);
    phase_ = Phase::FirstDiscard;
}

Expected<bool> QuatorzeState::redeal(const std::vector<Card>& pack, Seat dealer, int cut)
{
    if (auto fits = checkDealMatchesDeck(pack, frenchDeck(2, jokers_)); !fits)
        return makeError("the pack does not fit: " + fits.error().message);
    if (dealer < 0 || dealer >= playerCount() || isOut(dealer))
        return makeError("the dealer must be a seat still in the game");
    if (cut < 1 || cut >= static_cast<int>(pack.size()))
        return makeError("the cut must lift between 1 and " + std::to_string(pack.size() - 1) + " cards");
    if (isTerminal())
        return makeError("the game is over");
    dealRound(pack, dealer, cut);
    return true;
}

Expected<bool> QuatorzeState::arrange(const QuatorzeArrangement& setup)
{
    const auto players = static_cast<std::size_t>(playerCount());
    if (setup.hands.size() != players)
        return makeError("give one hand for each of the " + std::to_string(players) + " seats");
    std::vector<bool> out(players, false);
    if (!setup.totals.empty() && setup.totals.size() != players)
        return makeError("give a total for every seat, or none");
    for (std::size_t seat = 0; seat < players; ++seat) {
        out[seat] = !setup.totals.empty() && setup.totals[seat] >= kTarget;
        if (out[seat] != setup.hands[seat].empty())
            return makeError("seat " + std::to_string(seat) + ": a seat holds cards exactly while it is in");
    }
    if (setup.toPlay < 0 || setup.toPlay >= playerCount() || out[static_cast<std::size_t>(setup.toPlay)])
        return makeError("the seat to play must be in the game");
    std::vector<Card> placed;
    for (const auto& hand : setup.hands)
        placed.insert(placed.end(), hand.begin(), hand.end());
    std::vector<TableMeld> melds;
    for (const auto& [owner, cards] : setup.melds) {
        auto formed = formMeld(cards);
        if (!formed.meld)
            return makeError("not a meld: " + cardsText(cards));
        if (owner < 0 || owner >= playerCount())
            return makeError("a meld's owner must be a seat");
        melds.push_back({owner, *formed.meld});
        placed.insert(placed.end(), cards.begin(), cards.end());
    }
    placed.insert(placed.end(), setup.discard.begin(), setup.discard.end());
    std::vector<Card> stock = setup.stock;
    if (stock.empty()) {
        std::vector<Card> rest = frenchDeck(2, jokers_);
        for (const Card& card : placed)
            eraseOne(rest, card);
        stock = rest;
    }
    placed.insert(placed.end(), stock.begin(), stock.end());
    if (auto fits = checkDealMatchesDeck(placed, frenchDeck(2, jokers_)); !fits)
        return makeError("the cards do not add up to the deck: " + fits.error().message);

    hands_ = setup.hands;
    for (auto& hand : hands_)
        std::sort(hand.begin(), hand.end());
    melds_ = std::move(melds);
    discard_ = setup.discard;
    stock_ = std::move(stock);
    out_ = out;
    std::fill(outInRound_.begin(), outInRound_.end(), 0);
    opened_.assign(players, false);
    for (std::size_t seat = 0; seat < players && seat < setup.opened.size(); ++seat)
        opened_[seat] = setup.opened[seat];
    for (const TableMeld& meld : melds_)
        opened_[static_cast<std::size_t>(meld.owner)] = true;
    for (auto& known : known_)
        known.clear();
    for (auto& late : lateDraws_)
        late.clear();
    log_.clear();
    stockGeneration_ = 0;
    cutJokerSeat_ = kNoSeat;
    sheet_.rows.clear();
    if (!setup.totals.empty())
        sheet_.rows.push_back(ScoreRow {0, setup.totals, setup.totals, "arranged"});
    dealer_ = previousSeat(setup.toPlay);
    startTurn(setup.toPlay, false);
    if (setup.firstTurn)
        phase_ = Phase::FirstDiscard;
    return true;
}

void QuatorzeState::startTurn(Seat seat, bool checkEnd)
{
    toPlay_ = seat;
    phase_ = Phase::Draw;
    taken_.reset();
    takenMelded_ = false;
    meldsThisTurn_.clear();
    openedThisTurn_ = false;
    addedToOthers_ = false;
    // Nothing left to draw, or nobody can ever go out: the round ends
    // without a winner (see the header).
    if (checkEnd && ((stock_.empty() && discard_.size() <= 1) || !roundCanStillEnd()))
        endRound(kNoSeat);
}

bool QuatorzeState::roundCanStillEnd() const
{
    // Hands never grow, so a player who starts a turn with two cards or
    // fewer can only go out by laying off. Once that holds for everybody and
    // no card off the table fits a meld on it (nor can a swap change one),
    // nothing will ever change.
    for (Seat seat = 0; seat < playerCount(); ++seat)
        if (!isOut(seat) && handSize(seat) > 2)
            return true;
    std::vector<Card> loose = stock_;
    loose.insert(loose.end(), discard_.begin(), discard_.end());
    for (const auto& hand : hands_)
        loose.insert(loose.end(), hand.begin(), hand.end());
    for (const TableMeld& entry : melds_)
        for (const Card& card : loose)
            if (layOff(entry.meld, card, MeldEnd::High) || layOff(entry.meld, card, MeldEnd::Low)
                || (jokerSwap_ && swapJoker(entry.meld, card)))
                return true;
    return false;
}

void QuatorzeState::takeFromHand(Seat seat, Card card)
{
    eraseOne(handOf(seat), card);
    eraseOne(known_[static_cast<std::size_t>(seat)], card);
    auto& late = lateDraws_[static_cast<std::size_t>(seat)];
    late.erase(std::remove_if(late.begin(), late.end(), [&](const LateDraw& d) { return d.card == card; }),
        late.end());
    if (taken_ && *taken_ == card)
        takenMelded_ = true; // only melds, lay-offs and swaps take the taken card out
}

void QuatorzeState::giveToHand(Seat seat, Card card)
{
    auto& hand = handOf(seat);
    hand.insert(std::upper_bound(hand.begin(), hand.end(), card), card);
}

bool QuatorzeState::rebuildStock()
{
    if (discard_.size() <= 1)
        return false;
    const Card top = discard_.back();
    stock_.assign(discard_.begin(), discard_.end() - 1);
    rng_.shuffle(stock_);
    discard_ = {top};
    ++stockGeneration_;
    return true;
}

// ---------------------------------------------------------------------------
// Applying actions.

void QuatorzeState::apply(const Action& action)
{
    const Seat seat = toPlay_;
    switch (action.kind) {
    case ActDraw: {
        if (stock_.empty())
            rebuildStock();
        const Card card = stock_.back();
        stock_.pop_back();
        giveToHand(seat, card);
        if (stockGeneration_ > 0)
            lateDraws_[static_cast<std::size_t>(seat)].push_back({card, stockGeneration_});
        log_.push_back({seat, PublicEvent::Drew, {}});
        phase_ = Phase::Play;
        break;
    }
    case ActTake: {
        const Card card = discard_.back();
        discard_.pop_back();
        giveToHand(seat, card);
        known_[static_cast<std::size_t>(seat)].push_back(card);
        taken_ = card;
        takenMelded_ = false;
        log_.push_back({seat, PublicEvent::Took, {card}});
        phase_ = Phase::Play;
        break;
    }
    case ActMeld:
        for (const auto& group : meldGroups(action)) {
            for (const Card& card : group)
                takeFromHand(seat, card);
            meldsThisTurn_.push_back(static_cast<int>(melds_.size()));
            melds_.push_back({seat, *formMeld(group).meld});
        }
        if (!opened(seat)) {
            opened_[static_cast<std::size_t>(seat)] = true;
            openedThisTurn_ = true;
        }
        log_.push_back({seat, PublicEvent::Melded, action.cards});
        break;
    case ActAdd: {
        TableMeld& target = melds_[static_cast<std::size_t>(action.a)];
        takeFromHand(seat, action.cards[0]);
        target.meld = *layOff(target.meld, action.cards[0], action.b ? MeldEnd::Low : MeldEnd::High);
        addedToOthers_ = addedToOthers_ || target.owner != seat;
        log_.push_back({seat, PublicEvent::Added, action.cards});
        break;
    }
    case ActSwap: {
        TableMeld& target = melds_[static_cast<std::size_t>(action.a)];
        const Card joker = *std::find_if(
            target.meld.cards.begin(), target.meld.cards.end(), [](const Card& c) { return c.isJoker(); });
        takeFromHand(seat, action.cards[0]);
        target.meld = *swapJoker(target.meld, action.cards[0]);
        giveToHand(seat, joker);
        known_[static_cast<std::size_t>(seat)].push_back(joker);
        addedToOthers_ = addedToOthers_ || target.owner != seat;
        log_.push_back({seat, PublicEvent::Swapped, {action.cards[0], joker}});
        break;
    }
    case ActDiscard: {
        const Card card = action.cards[0];
        takeFromHand(seat, card);
        discard_.push_back(card);
        log_.push_back({seat, PublicEvent::Discarded, {card}});
        if (handOf(seat).empty())
            endRound(seat);
        else
            startTurn(nextSeat(seat));
        break;
    }
    default: break;
    }
}

void QuatorzeState::endRound(Seat winner)
{
    const auto players = static_cast<std::size_t>(playerCount());
    ScoreRow row;
    row.round = round_;
    row.points.assign(players, 0);
    const bool atOnce = winner != kNoSeat && openedThisTurn_ && !addedToOthers_;
    row.note = winner == kNoSeat ? "no-winner" : atOnce ? "out-at-once" : "out";
    row.winner = winner;
    for (Seat seat = 0; seat < playerCount(); ++seat) {
        if (isOut(seat))
            continue;
        if (seat == winner)
            row.points[static_cast<std::size_t>(seat)] = atOnce ? kOutAtOnceBonus : kOutBonus;
        else
            row.points[static_cast<std::size_t>(seat)] = handValue(hand(seat)) * (atOnce ? 2 : 1);
    }
    row.totals = sheet_.totals();
    for (std::size_t seat = 0; seat < players; ++seat)
        row.totals[seat] += row.points[seat];
    sheet_.rows.push_back(row);

    // Players at the target are out; should that be everybody left, the
    // lowest totals stay in.
    int lowest = kTarget;
    for (Seat seat = 0; seat < playerCount(); ++seat)
        if (!isOut(seat))
            lowest = std::min(lowest, row.totals[static_cast<std::size_t>(seat)]);
    for (Seat seat = 0; seat < playerCount(); ++seat) {
        const int total = row.totals[static_cast<std::size_t>(seat)];
        if (!isOut(seat) && total >= kTarget && total > lowest) {
            out_[static_cast<std::size_t>(seat)] = true;
            outInRound_[static_cast<std::size_t>(seat)] = round_;
            sheet_.rows.back().eliminated.push_back(seat);
        }
    }
    // The round limit ends a game nobody has lost yet: two players who keep
    // going out with few cards left in the other's hand drift below zero and
    // would never reach 201.
    if (activeCount() <= 1 || round_ >= roundLimit_) {
        phase_ = Phase::GameOver;
        return;
    }
    ++round_;
    std::vector<Card> pack = frenchDeck(2, jokers_);
    rng_.shuffle(pack);
    const int size = static_cast<int>(pack.size());
    const int cut
        = kCutMargin + static_cast<int>(rng_.below(static_cast<std::uint32_t>(size - 2 * kCutMargin + 1)));
    // The old dealer may be out now; the deal still passes to the right.
    dealRound(std::move(pack), nextSeat(dealer_), cut);
}

Outcome QuatorzeState::outcome() const
{
    if (!isTerminal())
        return {};
    Outcome result;
    const auto totals = scores();
    // Still in beats out; later out beats earlier; then the lower total.
    auto better = [&](Seat a, Seat b) {
        const int roundA = isOut(a) ? outInRound_[static_cast<std::size_t>(a)] : round_ + 1;
        const int roundB = isOut(b) ? outInRound_[static_cast<std::size_t>(b)] : round_ + 1;
        if (roundA != roundB)
            return roundA > roundB;
        return totals[static_cast<std::size_t>(a)] < totals[static_cast<std::size_t>(b)];
    };
    for (Seat seat = 0; seat < playerCount(); ++seat) {
        int place = 1;
        for (Seat other = 0; other < playerCount(); ++other)
            if (better(other, seat))
                ++place;
        result.places.push_back(place);
    }
    // Seat 0 wins alone in first place, draws when sharing it (a round
    // limit with equal totals), loses otherwise.
    int firsts = 0;
    for (int place : result.places)
        firsts += place == 1 ? 1 : 0;
    result.result = result.places[0] != 1 ? Result::Lost : firsts > 1 ? Result::Draw : Result::Won;
    result.why = activeCount() > 1 ? "round-limit" : "target";
    return result;
}

std::unique_ptr<State> QuatorzeState::resample(Seat seat, Rng& rng) const
{
    auto copy = std::make_unique<QuatorzeState>(*this);
    copy->rng_.reseed(rng.next()); // future shuffles are unknown too
    // Pools by origin: 0 = the deal and the first stock, g = the g-th rebuilt
    // stock. A hidden card is only exchanged within its pool.
    auto originOf = [&](Seat owner, Card card) {
        for (const LateDraw& draw : lateDraws_[static_cast<std::size_t>(owner)])
            if (draw.card == card)
                return draw.generation;
        return 0;
    };
    auto hidden
        = [&](Seat owner, Card card) { return !contains(known_[static_cast<std::size_t>(owner)], card); };
    std::vector<std::vector<Card>> pools(static_cast<std::size_t>(stockGeneration_ + 1));
    for (Seat other = 0; other < playerCount(); ++other)
        if (other != seat)
            for (const Card& card : hand(other))
                if (hidden(other, card))
                    pools[static_cast<std::size_t>(originOf(other, card))].push_back(card);
    auto& current = pools[static_cast<std::size_t>(stockGeneration_)];
    current.insert(current.end(), stock_.begin(), stock_.end());
    for (auto& pool : pools)
        rng.shuffle(pool);
    for (Seat other = 0; other < playerCount(); ++other) {
        if (other == seat)
            continue;
        std::vector<Card> fresh;
        std::vector<LateDraw> late;
        for (const Card& card : hand(other)) {
            if (!hidden(other, card)) {
                fresh.push_back(card);
                continue;
            }
            const int origin = originOf(other, card);
            auto& pool = pools[static_cast<std::size_t>(origin)];
            fresh.push_back(pool.back());
            pool.pop_back();
            if (origin > 0)
                late.push_back({fresh.back(), origin});
        }
        std::sort(fresh.begin(), fresh.end());
        copy->hands_[static_cast<std::size_t>(other)] = std::move(fresh);
        copy->lateDraws_[static_cast<std::size_t>(other)] = std::move(late);
    }
    for (Card& card : copy->stock_) {
        card = current.back();
        current.pop_back();
    }
    return copy;
}

} // namespace ct
