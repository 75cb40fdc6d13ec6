#include "ai/trick_sim.h"

#include <algorithm>
#include <bit>

namespace ct {

namespace {

int colourIndex(Suit suit)
{
    return static_cast<int>(suit) - static_cast<int>(Suit::Red);
}

SimScoring scoringOf(const std::string& gameId)
{
    if (gameId == "kentucky-discard")
        return SimScoring::LoseTheBid;
    if (gameId == "rook-for-two")
        return SimScoring::DoubleAgainst;
    return SimScoring::Taken;
}

// The position (in play order) of the card that takes the trick on the table.
int trickWinnerPosition(const SimRules& rules, const SimState& sim)
{
    const int count = sim.trickCount;
    const int led = rules.suit[static_cast<std::size_t>(sim.trickCard[0])];
    if (rules.fourteens) {
        int firstFourteen = -1;
        for (int i = 0; i < count; ++i) {
            const auto card = static_cast<std::size_t>(sim.trickCard[static_cast<std::size_t>(i)]);
            if (!(rules.fourteens >> card & 1))
                continue;
            if (rules.suit[card] == led)
                return i;
            if (firstFourteen < 0)
                firstFourteen = i;
        }
        if (firstFourteen >= 0)
            return firstFourteen;
    }
    // Trumps above the led suit, other suits nowhere: one comparable key.
    auto key = [&](int card) {
        const auto at = static_cast<std::size_t>(card);
        if (rules.suit[at] == rules.trump)
            return 1000 + rules.strength[at];
        return rules.suit[at] == led ? static_cast<int>(rules.strength[at]) : -1000;
    };
    int best = 0;
    int bestKey = key(sim.trickCard[0]);
    for (int i = 1; i < count; ++i) {
        const int k = key(sim.trickCard[static_cast<std::size_t>(i)]);
        if (k > bestKey) {
            best = i;
            bestKey = k;
        }
    }
    return best;
}

void completeTrick(const SimRules& rules, SimState& sim)
{
    const int position = trickWinnerPosition(rules, sim);
    int winner = sim.leader;
    for (int i = 0; i < position; ++i)
        winner = rules.next[static_cast<std::size_t>(winner)];
    int points = rules.trickPoints;
    for (int i = 0; i < sim.trickCount; ++i)
        points += rules.points[static_cast<std::size_t>(sim.trickCard[static_cast<std::size_t>(i)])];
    const auto side = static_cast<std::size_t>(rules.sideOfHand[static_cast<std::size_t>(winner)]);
    ++sim.tricksDone;
    if (sim.tricksDone == 1 && rules.nestFate == NestFate::FirstTrickWinner)
        points += rules.nestPoints;
    if (sim.cardsLeft == 0 && rules.nestFate == NestFate::LastTrickWinner)
        points += rules.nestPoints;
    sim.taken[side] = static_cast<std::int16_t>(sim.taken[side] + points);
    sim.trickCount = 0;
    sim.leader = static_cast<std::int8_t>(winner);
    sim.toAct = static_cast<std::int8_t>(winner);
}

void playOne(const SimRules& rules, SimState& sim, int card)
{
    const int hand = sim.toAct;
    if (hand == rules.dummyHand)
        --sim.dummyCount;
    else
        sim.hand[static_cast<std::size_t>(hand)] &= ~(std::uint64_t{1} << card);
    --sim.cardsLeft;
    sim.trickCard[static_cast<std::size_t>(sim.trickCount++)] = static_cast<std::int8_t>(card);
    if (sim.trickCount == rules.hands)
        completeTrick(rules, sim);
    else
        sim.toAct = rules.next[static_cast<std::size_t>(hand)];
}

} // namespace

int SimRules::indexOf(Card card) const
{
    for (int i = 0; i < cardCount; ++i)
        if (cards[static_cast<std::size_t>(i)] == card)
            return i;
    return -1;
}

void simFromState(const TrickState& state, SimRules& rules, SimState& sim)
{
    rules = SimRules{};
    sim = SimState{};
    const CardRules& cardRules = state.rules();
    const std::vector<Card>& deck = state.config().deck;
    rules.cardCount = static_cast<int>(std::min<std::size_t>(deck.size(), kSimMaxCards));
    for (int i = 0; i < rules.cardCount; ++i) {
        const auto at = static_cast<std::size_t>(i);
        const Card card = deck[at];
        rules.cards[at] = card;
        const int suit = colourIndex(cardRules.suitOf(card));
        rules.suit[at] = static_cast<std::uint8_t>(suit);
        rules.strength[at] = static_cast<std::int16_t>(cardRules.strength(card));
        rules.points[at] = static_cast<std::int16_t>(cardRules.points(card));
        rules.suitMask[static_cast<std::size_t>(suit)] |= std::uint64_t{1} << i;
        if (cardRules.playableAnyTime(card))
            rules.anyTime |= std::uint64_t{1} << i;
        if (cardRules.fourteensWin && card.isRook() && card.rank == 14)
            rules.fourteens |= std::uint64_t{1} << i;
    }
    rules.trump = cardRules.trump ? colourIndex(*cardRules.trump) : -1;
    rules.players = state.playerCount();
    rules.hands = state.handCount();
    rules.dummyHand = state.dummyHand();
    rules.sides = state.sideCount();
    for (int hand = 0; hand < rules.hands; ++hand) {
        const auto at = static_cast<std::size_t>(hand);
        rules.next[at] = static_cast<std::int8_t>(state.handAfter(hand));
        rules.sideOfHand[at] = static_cast<std::int8_t>(hand < rules.players ? state.sideOf(hand) : rules.sides);
    }
    rules.trickPoints = cardRules.trickPoints;
    rules.nestFate = state.config().nestFate;
    rules.nestPoints = rules.nestFate == NestFate::OutOfPlay ? 0 : cardRules.points(state.nest());
    rules.scoring = scoringOf(state.game().id());
    rules.declarerSide = state.declarer() == kNoSeat ? -1 : state.sideOf(state.declarer());
    rules.contract = state.contract();

    for (int hand = 0; hand < rules.hands; ++hand) {
        const auto at = static_cast<std::size_t>(hand);
        for (const Card& card : state.hand(hand)) {
            const int index = rules.indexOf(card);
            if (hand == rules.dummyHand)
                sim.dummyPile[static_cast<std::size_t>(sim.dummyCount++)] = static_cast<std::int8_t>(index);
            else
                sim.hand[at] |= std::uint64_t{1} << index;
            ++sim.cardsLeft;
        }
    }
    // What the finished tricks (and the widow with the first) already gave.
    const auto sideOfHand = [&](int hand) { return static_cast<std::size_t>(rules.sideOfHand[static_cast<std::size_t>(hand)]); };
    const std::vector<Trick>& done = state.completedTricks();
    for (const Trick& trick : done)
        sim.taken[sideOfHand(trick.winner)] =
            static_cast<std::int16_t>(sim.taken[sideOfHand(trick.winner)] + cardRules.points(trick.cards()) + rules.trickPoints);
    if (!done.empty() && rules.nestFate == NestFate::FirstTrickWinner)
        sim.taken[sideOfHand(done.front().winner)] =
            static_cast<std::int16_t>(sim.taken[sideOfHand(done.front().winner)] + rules.nestPoints);
    sim.tricksDone = static_cast<std::int8_t>(done.size());
    const Trick& trick = state.currentTrick();
    for (const TrickPlay& play : trick.plays)
        sim.trickCard[static_cast<std::size_t>(sim.trickCount++)] = static_cast<std::int8_t>(rules.indexOf(play.card));
    sim.toAct = static_cast<std::int8_t>(state.currentPlayer());
    sim.leader = static_cast<std::int8_t>(trick.plays.empty() ? sim.toAct : trick.leader);
}

std::uint64_t simLegal(const SimRules& rules, const SimState& sim)
{
    if (sim.toAct == rules.dummyHand)
        return std::uint64_t{1} << sim.dummyPile[static_cast<std::size_t>(sim.dummyCount - 1)];
    const std::uint64_t hand = sim.hand[static_cast<std::size_t>(sim.toAct)];
    if (sim.trickCount == 0)
        return hand;
    const std::uint64_t follow = hand & rules.suitMask[rules.suit[static_cast<std::size_t>(sim.trickCard[0])]];
    return follow ? follow | (hand & rules.anyTime) : hand;
}

void simPlay(const SimRules& rules, SimState& sim, int card)
{
    playOne(rules, sim, card);
    // The Dummy plays itself, as in the game.
    while (sim.toAct == rules.dummyHand && !sim.over())
        playOne(rules, sim, sim.dummyPile[static_cast<std::size_t>(sim.dummyCount - 1)]);
}

int randomBit(std::uint64_t mask, Rng& rng)
{
    std::uint32_t skip = rng.below(static_cast<std::uint32_t>(std::popcount(mask)));
    for (; skip > 0; --skip)
        mask &= mask - 1;
    return std::countr_zero(mask);
}

void simRandomPlayout(const SimRules& rules, SimState& sim, Rng& rng)
{
    while (!sim.over())
        simPlay(rules, sim, randomBit(simLegal(rules, sim), rng));
}

namespace {

// What a card costs to give up: its points first, then its power.
int cardCost(const SimRules& rules, int card)
{
    const auto at = static_cast<std::size_t>(card);
    int cost = rules.points[at] * 1000 + rules.strength[at];
    if (rules.fourteens >> card & 1)
        cost += 500;
    else if (rules.suit[at] == rules.trump)
        cost += 200;
    return cost;
}

// Whether `card` played now would be the trick's winning card so far.
bool wouldWin(const SimRules& rules, const SimState& sim, int card)
{
    SimState probe;
    probe.trickCard = sim.trickCard;
    probe.trickCount = sim.trickCount;
    probe.trickCard[static_cast<std::size_t>(probe.trickCount++)] = static_cast<std::int8_t>(card);
    return trickWinnerPosition(rules, probe) == sim.trickCount;
}

} // namespace

int simGreedyCard(const SimRules& rules, const SimState& sim, std::uint64_t legal, Rng& rng)
{
    if (sim.trickCount == 0 || std::popcount(legal) == 1)
        return randomBit(legal, rng);
    const int position = trickWinnerPosition(rules, sim);
    int winner = sim.leader;
    for (int i = 0; i < position; ++i)
        winner = rules.next[static_cast<std::size_t>(winner)];
    const int side = rules.sideOfHand[static_cast<std::size_t>(sim.toAct)];
    const bool partnerWinning =
        winner != sim.toAct && rules.sideOfHand[static_cast<std::size_t>(winner)] == side;
    const bool last = sim.trickCount == rules.hands - 1;
    int chosen = -1;
    int chosenCost = 0;
    auto consider = [&](int card, int cost, bool higherBetter) {
        if (chosen < 0 || (higherBetter ? cost > chosenCost : cost < chosenCost)) {
            chosen = card;
            chosenCost = cost;
        }
    };
    for (std::uint64_t rest = legal; rest; rest &= rest - 1) {
        const int card = std::countr_zero(rest);
        const auto at = static_cast<std::size_t>(card);
        if (partnerWinning && last)
            consider(card, rules.points[at] * 1000 - rules.strength[at], true);
        else if (partnerWinning || !wouldWin(rules, sim, card))
            consider(card, cardCost(rules, card) + (partnerWinning ? 0 : 1'000'000), false);
        else
            consider(card, cardCost(rules, card), false);
    }
    return chosen;
}

void simMixedPlayout(const SimRules& rules, SimState& sim, Rng& rng, double greed)
{
    while (!sim.over()) {
        const std::uint64_t legal = simLegal(rules, sim);
        const bool byRule = sim.toAct != rules.dummyHand && rng.unit() < greed;
        simPlay(rules, sim, byRule ? simGreedyCard(rules, sim, legal, rng) : randomBit(legal, rng));
    }
}

std::array<int, kSimMaxHands> simScores(const SimRules& rules, const SimState& sim)
{
    std::array<int, kSimMaxHands> scores{};
    for (int side = 0; side < rules.sides; ++side)
        scores[static_cast<std::size_t>(side)] = sim.taken[static_cast<std::size_t>(side)];
    if (rules.declarerSide < 0)
        return scores;
    const auto bidder = static_cast<std::size_t>(rules.declarerSide);
    if (scores[bidder] >= rules.contract)
        return scores;
    if (rules.scoring == SimScoring::LoseTheBid) {
        scores[bidder] = -rules.contract;
    } else if (rules.scoring == SimScoring::DoubleAgainst) {
        scores[bidder] = 0;
        scores[1 - bidder] *= 2;
    }
    return scores;
}

int simMargin(const SimRules& rules, const SimState& sim, int side)
{
    const auto scores = simScores(rules, sim);
    int bestOther = -1'000'000;
    for (int other = 0; other < rules.sides; ++other)
        if (other != side)
            bestOther = std::max(bestOther, scores[static_cast<std::size_t>(other)]);
    return scores[static_cast<std::size_t>(side)] - bestOther;
}

} // namespace ct
