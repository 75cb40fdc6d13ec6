#include "ai/trick_player.h"

#include <algorithm>
#include <array>

namespace ct {

namespace trickplay {

int power(const TrickView& view, Card card)
{
    const CardRules& rules = view.rules;
    if (rules.fourteensWin && card.isRook() && card.rank == 14)
        return 300;
    return rules.strength(card) + (rules.isTrump(card) ? 100 : 0);
}

int countSuit(const std::vector<Card>& hand, Suit suit, const CardRules& rules)
{
    return static_cast<int>(std::count_if(
        hand.begin(), hand.end(), [&](const Card& card) { return rules.suitOf(card) == suit; }));
}

int suitScore(const std::vector<Card>& hand, Suit colour, const CardRules& rules)
{
    CardRules asTrump = rules;
    asTrump.trump = colour;
    int score = 0;
    for (const Card& card : hand)
        if (asTrump.suitOf(card) == colour)
            score += 10 + std::min(asTrump.strength(card), 20);
    return score;
}

Suit bestTrump(const std::vector<Card>& hand, const CardRules& rules)
{
    Suit best = kRookColours.front();
    for (Suit colour : kRookColours)
        if (suitScore(hand, colour, rules) > suitScore(hand, best, rules))
            best = colour;
    return best;
}

double likelyTricks(const std::vector<Card>& hand, Suit trump, const CardRules& rules)
{
    CardRules asTrump = rules;
    asTrump.trump = trump;
    const int top = rules.onesHigh ? 15 : 14;
    double tricks = 0;
    int trumps = 0;
    for (const Card& card : hand) {
        if (!asTrump.isTrump(card))
            continue;
        ++trumps;
        if (asTrump.strength(card) >= top - 1)
            tricks += 1; // the Bird, the top red 1, the highest trumps
    }
    tricks += std::max(0, trumps - 3) * 0.7;
    for (Suit colour : kRookColours) {
        if (colour == trump)
            continue;
        bool hasTop = false;
        bool hasSecond = false;
        int length = 0;
        for (const Card& card : hand) {
            if (asTrump.suitOf(card) != colour)
                continue;
            ++length;
            hasTop = hasTop || asTrump.strength(card) == top;
            hasSecond = hasSecond || asTrump.strength(card) == top - 1;
        }
        if (hasTop)
            tricks += 1;
        if (hasSecond)
            tricks += hasTop ? 0.7 : (length >= 2 ? 0.4 : 0.0);
    }
    return tricks;
}

} // namespace trickplay

namespace {

using trickplay::power;

std::vector<Card> legalCards(const TrickView& view)
{
    std::vector<Card> cards;
    for (const Action& action : view.legal)
        if (action.kind == TrickState::Play && !action.cards.empty())
            cards.push_back(action.cards[0]);
    return cards;
}

// Hands that still play to the trick after view.seat.
std::vector<int> laterOpponents(const TrickView& view)
{
    std::vector<int> later;
    for (int hand = 0; hand < static_cast<int>(view.handSizes.size()); ++hand) {
        if (hand == view.seat || view.partners(view.seat, hand))
            continue;
        const bool played = std::any_of(view.trick.plays.begin(), view.trick.plays.end(),
                                        [&](const TrickPlay& play) { return play.hand == hand; });
        if (!played && view.handSizes[static_cast<std::size_t>(hand)] > 0)
            later.push_back(hand);
    }
    return later;
}

// Whether an opponent still to play could take the trick from whoever wins
// `cards` now, with some card this seat has not seen. A card of another suit
// beats by trumping (or as a High 14 fourteen); a player can trump only when
// out of the led suit, which is assumed once that is shown or likely.
bool canBeBeaten(const TrickView& view, const std::vector<Card>& cards, const std::vector<int>& opponents)
{
    if (opponents.empty())
        return false;
    const CardRules& rules = view.rules;
    const Suit led = rules.suitOf(cards.front());
    const int unseenLed = trickplay::countSuit(view.unseen, led, rules);
    std::vector<Card> with = cards;
    with.push_back(Card{});
    for (const Card& unseen : view.unseen) {
        with.back() = unseen;
        if (winningPlay(with, rules) != static_cast<int>(cards.size()))
            continue;
        const bool offSuit = rules.suitOf(unseen) != led && !rules.playableAnyTime(unseen);
        for (int hand : opponents) {
            if (hand == view.dummyHand)
                return true; // the Dummy plays whatever lies on top
            const std::uint32_t voids = view.voids[static_cast<std::size_t>(hand)];
            if (voids & suitBit(rules.suitOf(unseen)))
                continue;
            if (!offSuit || (voids & suitBit(led)) || unseenLed < static_cast<int>(opponents.size()))
                return true;
        }
    }
    return false;
}

// The card to throw away: fewest points, then the weakest.
Card dumpCard(const TrickView& view, const std::vector<Card>& cards)
{
    return *std::min_element(cards.begin(), cards.end(), [&](const Card& a, const Card& b) {
        const int pa = view.rules.points(a);
        const int pb = view.rules.points(b);
        return pa != pb ? pa < pb : power(view, a) < power(view, b);
    });
}

// What one card adds to a hand's value for the exchange (HandValue).
int cardValue(const CardRules& rules, Card card)
{
    const int top = rules.onesHigh ? 15 : 14;
    if (rules.isTrump(card))
        return 30 + 2 * std::min(rules.strength(card), 20);
    if (rules.strength(card) == top)
        return 25;
    return rules.strength(card);
}

// The colour index (0..3) a card follows as, or -1 for none of the four.
int colourSlot(const CardRules& rules, Card card)
{
    const Suit suit = rules.suitOf(card);
    for (std::size_t i = 0; i < kRookColours.size(); ++i)
        if (kRookColours[i] == suit)
            return static_cast<int>(i);
    return -1;
}

// A hand's value for the exchange: its cards' values, and 10 for each
// side colour it lacks (a void lets trumps in). Kept as per-card values and
// colour counts so that an exchange is valued from its four cards alone.
struct HandValue {
    int cards = 0;
    std::array<int, 4> counts{};

    HandValue(const CardRules& rules, const std::vector<Card>& hand)
    {
        for (const Card& card : hand)
            add(rules, card, 1);
    }
    void add(const CardRules& rules, Card card, int sign)
    {
        cards += sign * cardValue(rules, card);
        const int slot = colourSlot(rules, card);
        if (slot >= 0)
            counts[static_cast<std::size_t>(slot)] += sign;
    }
    int value(const CardRules& rules) const
    {
        int total = cards;
        for (std::size_t i = 0; i < kRookColours.size(); ++i)
            if (kRookColours[i] != rules.trump && counts[i] == 0)
                total += 10;
        return total;
    }
};

} // namespace

Action TrickPlayer::choose(const State& state, Rng& rng, const Budget&)
{
    const auto* tricks = dynamic_cast<const TrickState*>(&state);
    if (!tricks) {
        const auto actions = state.legalActions();
        return actions[rng.below(static_cast<std::uint32_t>(actions.size()))];
    }
    return decide(tricks->view(state.currentPlayer()));
}

Action TrickPlayer::decide(const TrickView& view) const
{
    if (view.legal.size() == 1)
        return view.legal.front();
    Action action = view.legal.front();
    switch (view.phase) {
    case TrickPhase::Bidding: action = bidOrPass(view); break;
    case TrickPhase::Trump: action = chooseTrump(view); break;
    case TrickPhase::Discard: action = chooseDiscard(view); break;
    case TrickPhase::Exchange: action = chooseExchange(view); break;
    case TrickPhase::Play: action = choosePlay(view); break;
    case TrickPhase::Over: break;
    }
    // A policy slip must never make an illegal move.
    if (std::find(view.legal.begin(), view.legal.end(), action) == view.legal.end())
        return view.legal.front();
    return action;
}

int TrickPlayer::expectedPoints(const std::vector<Card>&, const CardRules&, const AuctionRules&) const
{
    return 0;
}

Action TrickPlayer::bidOrPass(const TrickView& view) const
{
    const Auction& auction = view.auction;
    if (!auction.mayPass())
        return TrickState::bid(auction.rules().minimum);
    int expected = expectedPoints(view.hand, view.rules, auction.rules());
    const Seat high = auction.highBidder();
    if (high != kNoSeat && high != view.seat && view.partners(view.seat, high))
        expected -= kPartnerBidMargin;
    const int lowest = auction.lowestBid();
    if (lowest <= auction.rules().maximum && lowest <= expected)
        return TrickState::bid(lowest);
    return TrickState::pass();
}

Action TrickPlayer::chooseTrump(const TrickView& view) const
{
    return TrickState::nameTrump(trickplay::bestTrump(view.hand, view.rules));
}

Action TrickPlayer::chooseDiscard(const TrickView& view) const
{
    // Keep the trumps of the suit the hand will name, top cards and counters;
    // lay aside low cards of short side suits, which also makes voids.
    CardRules rules = view.rules;
    rules.trump = trickplay::bestTrump(view.hand, view.rules);
    const int top = rules.onesHigh ? 15 : 14;
    auto keep = [&](const Card& card) {
        if (rules.isTrump(card))
            return 500 + std::min(rules.strength(card), 20);
        if (rules.strength(card) == top)
            return 300 + rules.points(card);
        int value = rules.strength(card) + 4 * rules.points(card);
        if (trickplay::countSuit(view.hand, rules.suitOf(card), rules) <= 2)
            value -= 10;
        return value;
    };
    const Card worst = *std::min_element(view.hand.begin(), view.hand.end(),
                                         [&](const Card& a, const Card& b) { return keep(a) < keep(b); });
    return TrickState::discard(worst);
}

Action TrickPlayer::chooseExchange(const TrickView& view) const
{
    const CardRules& rules = view.rules;
    const HandValue held(rules, view.hand);
    Action best = TrickState::exchangeNone();
    int bestValue = held.value(rules);
    for (const Action& action : view.legal) {
        if (action.kind != TrickState::Exchange || action.a == 0)
            continue;
        HandValue after = held;
        for (int i = 0; i < action.a; ++i) {
            after.add(rules, action.cards[static_cast<std::size_t>(i)], -1);
            after.add(rules, action.cards[static_cast<std::size_t>(action.a + i)], 1);
        }
        const int value = after.value(rules);
        if (value > bestValue) {
            bestValue = value;
            best = action;
        }
    }
    return best;
}

Action TrickPlayer::choosePlay(const TrickView& view) const
{
    const CardRules& rules = view.rules;
    const std::vector<Card> legal = legalCards(view);
    const std::vector<int> opponents = laterOpponents(view);
    auto byPower = [&](const Card& a, const Card& b) { return power(view, a) < power(view, b); };

    if (view.trick.empty()) {
        const bool ourContract = view.declarer != kNoSeat &&
                                 (view.declarer == view.seat || view.partners(view.seat, view.declarer));
        std::vector<Card> trumps;
        for (const Card& card : legal)
            if (rules.isTrump(card))
                trumps.push_back(card);
        int unseenTrumps = 0;
        for (const Card& card : view.unseen)
            unseenTrumps += rules.isTrump(card) ? 1 : 0;
        // Draw trumps when it pays: with the master trump, or with more
        // trumps than are out when the contract is ours (or there is none).
        if (!trumps.empty() && unseenTrumps > 0 && (ourContract || view.declarer == kNoSeat)) {
            const Card highest = *std::max_element(trumps.begin(), trumps.end(), byPower);
            if (!saveForLater(view, highest) && !canBeBeaten(view, {highest}, opponents) &&
                static_cast<int>(trumps.size()) * 2 >= unseenTrumps)
                return TrickState::playCard(highest);
            if (ourContract && static_cast<int>(trumps.size()) > unseenTrumps)
                return TrickState::playCard(*std::min_element(trumps.begin(), trumps.end(), byPower));
        }
        // Cash a side-suit card nobody can beat, counters first.
        std::vector<Card> masters;
        for (const Card& card : legal)
            if (!rules.isTrump(card) && !saveForLater(view, card) && !canBeBeaten(view, {card}, opponents))
                masters.push_back(card);
        if (!masters.empty())
            return TrickState::playCard(
                *std::max_element(masters.begin(), masters.end(), [&](const Card& a, const Card& b) {
                    const int pa = rules.points(a);
                    const int pb = rules.points(b);
                    return pa != pb ? pa < pb : power(view, a) > power(view, b);
                }));
        // Otherwise lead low from a long side suit, keeping counters back.
        std::vector<Card> candidates;
        for (const Card& card : legal)
            if (!rules.isTrump(card) && !saveForLater(view, card))
                candidates.push_back(card);
        if (candidates.empty())
            for (const Card& card : legal)
                if (!saveForLater(view, card))
                    candidates.push_back(card);
        if (candidates.empty())
            candidates = legal;
        auto leadKey = [&](const Card& card) {
            const int length = trickplay::countSuit(view.hand, rules.suitOf(card), rules);
            return std::make_tuple(rules.points(card) > 0, -length, power(view, card));
        };
        return TrickState::playCard(*std::min_element(candidates.begin(), candidates.end(),
            [&](const Card& a, const Card& b) { return leadKey(a) < leadKey(b); }));
    }

    const std::vector<Card> trick = view.trick.cards();
    const int winner = view.trick.plays[static_cast<std::size_t>(winningPlay(trick, rules))].hand;
    const int value = rules.points(trick) + rules.trickPoints;
    auto winsWith = [&](const Card& card) {
        std::vector<Card> with = trick;
        with.push_back(card);
        return winningPlay(with, rules) == static_cast<int>(trick.size());
    };

    if (view.partners(view.seat, winner)) {
        // Never overtake a partner; feed counters when the trick is safe.
        std::vector<Card> under;
        for (const Card& card : legal)
            if (!winsWith(card))
                under.push_back(card);
        const std::vector<Card>& pool = under.empty() ? legal : under;
        if (!canBeBeaten(view, trick, opponents))
            return TrickState::playCard(
                *std::max_element(pool.begin(), pool.end(), [&](const Card& a, const Card& b) {
                    const int pa = rules.points(a);
                    const int pb = rules.points(b);
                    return pa != pb ? pa < pb : power(view, a) > power(view, b);
                }));
        return TrickState::playCard(dumpCard(view, pool));
    }

    std::vector<Card> winners;
    std::vector<Card> safe;
    for (const Card& card : legal) {
        if (!winsWith(card))
            continue;
        winners.push_back(card);
        std::vector<Card> with = trick;
        with.push_back(card);
        if (!canBeBeaten(view, with, opponents))
            safe.push_back(card);
    }
    if (!safe.empty()) {
        const Card best = *std::max_element(safe.begin(), safe.end(), [&](const Card& a, const Card& b) {
            return 3 * rules.points(a) - power(view, a) < 3 * rules.points(b) - power(view, b);
        });
        // Spend a trump only on points, a top card (a 14, the Bird) only on 10 or more.
        const int cost = power(view, best);
        const int needed = cost >= 200 ? 10 : cost >= 100 ? 5 : 0;
        if (value + rules.points(best) > needed || (needed == 0 && opponents.empty()))
            return TrickState::playCard(best);
    }
    // A rich trick is worth a try with the strongest card that takes it now.
    if (!winners.empty() && value >= 10)
        return TrickState::playCard(*std::max_element(winners.begin(), winners.end(), byPower));
    return TrickState::playCard(dumpCard(view, legal));
}

} // namespace ct
