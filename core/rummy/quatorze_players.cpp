#include "rummy/quatorze_players.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>

#include "rummy/quatorze.h"

namespace ct {

namespace {

int faceIndex(Card card)
{
    return card.isJoker() ? 52 : static_cast<int>(card.suit) * 13 + card.rank - 1;
}

// What the seat to play knows: its hand from observe(), the cards it has
// seen (its hand, the discard pile, the melds, cards known in other hands)
// and what the next player has shown of their wishes this round.
struct Knowledge {
    Seat me = kNoSeat;
    Seat next = kNoSeat;
    std::vector<Card> hand;
    std::array<int, 53> seen {};
    int jokers = 2;
    std::vector<Card> nextTook;
    std::vector<Card> nextDiscarded;
    bool opponentClose = false; // an opponent who has opened holds three cards or fewer

    int live(int face) const { return (face == 52 ? jokers : 2) - seen[static_cast<std::size_t>(face)]; }
    int liveAt(Suit suit, int position) const
    {
        if (position < 1 || position > 14)
            return 0;
        return live(static_cast<int>(suit) * 13 + positionRank(position) - 1);
    }
};

Knowledge know(const QuatorzeState& state)
{
    Knowledge k;
    k.me = state.currentPlayer();
    k.next = state.nextSeat(k.me);
    k.jokers = state.jokers();
    const Observation view = state.observe(k.me);
    for (const Zone& zone : view.zones) {
        for (const PlacedCard& placed : zone.cards) {
            if (!placed.known)
                continue;
            ++k.seen[static_cast<std::size_t>(faceIndex(placed.card))];
            if (zone.kind == ZoneKind::Hand && zone.owner == k.me)
                k.hand.push_back(placed.card);
        }
    }
    std::sort(k.hand.begin(), k.hand.end());
    for (const PublicEvent& event : state.publicLog()) {
        if (event.seat != k.next)
            continue;
        if (event.kind == PublicEvent::Took)
            k.nextTook.insert(k.nextTook.end(), event.cards.begin(), event.cards.end());
        if (event.kind == PublicEvent::Discarded)
            k.nextDiscarded.insert(k.nextDiscarded.end(), event.cards.begin(), event.cards.end());
    }
    for (Seat seat = 0; seat < state.playerCount(); ++seat)
        if (seat != k.me && !state.isOut(seat) && state.opened(seat) && state.handSize(seat) <= 3)
            k.opponentClose = true;
    return k;
}

// How much a card helps towards melds not yet made: partners in hand and
// the live cards that would complete them.
int potential(const Knowledge& k, const std::vector<Card>& hand, Card card)
{
    if (card.isJoker())
        return 60;
    int score = 0;
    unsigned suitsAtRank = 0;
    for (const Card& other : hand)
        if (!other.isJoker() && other.rank == card.rank && other.suit != card.suit)
            suitsAtRank |= 1u << static_cast<int>(other.suit);
    const int partners = __builtin_popcount(suitsAtRank);
    if (partners >= 2)
        score += 30;
    else if (partners == 1) {
        int outs = 0;
        for (int s = 0; s < 4; ++s)
            if (s != static_cast<int>(card.suit) && !(suitsAtRank >> s & 1))
                outs += k.live(s * 13 + card.rank - 1);
        score += 6 + 3 * outs;
    }
    auto holds = [&](int position) {
        if (position < 1 || position > 14)
            return false;
        const int rank = positionRank(position);
        return std::any_of(hand.begin(), hand.end(),
            [&](const Card& c) { return !c.isJoker() && c.suit == card.suit && c.rank == rank; });
    };
    const int positions[2] = {card.rank, card.rank == kAce ? kAceHigh : 0};
    for (int p : positions) {
        if (p == 0)
            continue;
        if (holds(p + 1))
            score += 6 + 2 * (k.liveAt(card.suit, p - 1) + k.liveAt(card.suit, p + 2));
        if (holds(p - 1))
            score += 6 + 2 * (k.liveAt(card.suit, p - 2) + k.liveAt(card.suit, p + 1));
        if (holds(p + 2))
            score += 4 + 2 * k.liveAt(card.suit, p + 1);
        if (holds(p - 2))
            score += 4 + 2 * k.liveAt(card.suit, p - 1);
    }
    return score;
}

// How much a discard would help the next player.
int danger(const QuatorzeState& state, const Knowledge& k, Card card)
{
    if (card.isJoker())
        return 100;
    int score = 0;
    if (state.opened(k.next))
        for (const TableMeld& meld : state.tableMelds())
            if (layOff(meld.meld, card, MeldEnd::High) || layOff(meld.meld, card, MeldEnd::Low)) {
                score += 12;
                break;
            }
    for (const Card& took : k.nextTook) {
        if (took.isJoker())
            continue;
        if (took.rank == card.rank)
            score += 10;
        else if (took.suit == card.suit && std::abs(took.rank - card.rank) <= 2)
            score += 8;
    }
    for (const Card& thrown : k.nextDiscarded)
        if (!thrown.isJoker() && thrown.rank == card.rank)
            score -= 4;
    return score;
}

// The discard with the best score: points shed, little potential, little
// help to the next player. Cards of the best meld plan weigh heavily.
std::vector<std::pair<double, Card>> rankDiscards(const QuatorzeState& state, const Knowledge& k)
{
    const auto& hand = k.hand;
    const MeldPlan plan = bestMelds(hand, static_cast<int>(hand.size()) - 1);
    std::vector<Card> planned;
    for (const Meld& m : plan.melds)
        planned.insert(planned.end(), m.cards.begin(), m.cards.end());
    const double pointWeight = k.opponentClose ? 1.5 : 0.4;
    // Cards long held for melds that never come are let go as the stock
    // goes round again, so rounds do not stall on cards everybody keeps.
    const double patience = 1.0 / (1 + state.stockRebuilds());
    std::vector<std::pair<double, Card>> ranked;
    for (std::size_t i = 0; i < hand.size(); ++i) {
        const Card card = hand[i];
        if (i > 0 && hand[i - 1].sameFace(card))
            continue;
        double score = pointWeight * handCardValue(card) - patience * potential(k, hand, card)
            - danger(state, k, card);
        if (std::find(planned.begin(), planned.end(), card) != planned.end())
            score -= 60;
        ranked.emplace_back(score, card);
    }
    std::stable_sort(
        ranked.begin(), ranked.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
    return ranked;
}

Action firstLegal(const QuatorzeState& state)
{
    return state.legalActions().front();
}

// The melds of a plan as an action.
Action meldAction(const std::vector<Meld>& melds)
{
    std::vector<std::vector<Card>> groups;
    for (const Meld& m : melds)
        groups.push_back(m.cards);
    return QuatorzeState::meld(groups);
}

// Before the discard: the meld, lay-off or swap to make next, if any.
std::optional<Action> nextMeldingStep(const QuatorzeState& state, const Knowledge& k)
{
    const auto& hand = k.hand;
    const int size = static_cast<int>(hand.size());
    if (state.takenCard() && !state.takenCardMelded()) {
        // The taken card must go down: the listed action that puts down the
        // most cards (then the most value) and holds it; else any step.
        const Card taken = *state.takenCard();
        std::optional<Action> best;
        int bestCards = -1, bestValue = -1;
        for (const Action& action : state.legalActions()) {
            const bool holds = std::count(action.cards.begin(), action.cards.end(), taken) > 0;
            if (!holds)
                continue;
            int value = 0;
            for (const auto& group : QuatorzeState::meldGroups(action))
                if (auto formed = formMeld(group).meld)
                    value += meldValue(*formed);
            const int count = static_cast<int>(action.cards.size());
            if (count > bestCards || (count == bestCards && value > bestValue)) {
                best = action;
                bestCards = count;
                bestValue = value;
            }
        }
        return best ? best : std::optional<Action>(firstLegal(state));
    }
    const MeldPlan plan = bestMelds(hand, size - 1);
    if (!state.opened(k.me))
        return plan.value >= kOpeningTarget ? std::optional<Action>(meldAction(plan.melds)) : std::nullopt;
    if (plan.cards > 0)
        return meldAction(plan.melds);
    // Lay off, the highest card first; jokers only near the end.
    std::vector<Card> order = hand;
    std::stable_sort(
        order.begin(), order.end(), [](Card a, Card b) { return handCardValue(a) > handCardValue(b); });
    for (const Card& card : order) {
        if (card.isJoker() && size > 3 && !k.opponentClose)
            continue;
        for (int index = 0; index < static_cast<int>(state.tableMelds().size()); ++index)
            for (MeldEnd end : {MeldEnd::High, MeldEnd::Low}) {
                const Action action = QuatorzeState::add(index, card, end);
                if (state.check(action).legal())
                    return action;
            }
    }
    // Take a joker back when it melds at once.
    if (state.jokerSwap()) {
        for (int index = 0; index < static_cast<int>(state.tableMelds().size()); ++index) {
            const Meld& meld = state.tableMelds()[static_cast<std::size_t>(index)].meld;
            if (!meld.hasJoker())
                continue;
            for (const Card& card : hand) {
                if (!swapJoker(meld, card))
                    continue;
                std::vector<Card> after = hand;
                after.erase(std::find(after.begin(), after.end(), card));
                after.push_back(*std::find_if(
                    meld.cards.begin(), meld.cards.end(), [](const Card& c) { return c.isJoker(); }));
                if (bestMelds(after, size - 1).cards > 0
                    && state.check(QuatorzeState::swap(index, card)).legal())
                    return QuatorzeState::swap(index, card);
            }
        }
    }
    return std::nullopt;
}

Action basicChoice(const QuatorzeState& state)
{
    const Knowledge k = know(state);
    switch (state.phase()) {
    case QuatorzeState::Phase::Draw:
        return state.check(QuatorzeState::take()).legal() ? QuatorzeState::take() : QuatorzeState::draw();
    case QuatorzeState::Phase::Play:
        if (auto step = nextMeldingStep(state, k); step && state.check(*step).legal())
            return *step;
        [[fallthrough]];
    case QuatorzeState::Phase::FirstDiscard: {
        const Action action = QuatorzeState::discard(rankDiscards(state, k).front().second);
        return state.check(action).legal() ? action : firstLegal(state);
    }
    case QuatorzeState::Phase::GameOver: break;
    }
    return firstLegal(state);
}

class BasicPlayer : public Player {
public:
    std::string name() const override { return "quatorze-basic"; }
    Action choose(const State& state, Rng&, const Budget&) override
    {
        return basicChoice(dynamic_cast<const QuatorzeState&>(state));
    }
};

// ---------------------------------------------------------------------------
// The sampling player.

constexpr int kCandidates = 4;
constexpr int kRolloutActions = 400;

// The round played out by basic players from `state`; the result for `me`:
// others' average points minus mine (higher is better), or the same on the
// hands left when the round runs too long.
double rollout(QuatorzeState& state, Seat me)
{
    const int round = state.round();
    std::vector<Seat> playing;
    for (Seat seat = 0; seat < state.playerCount(); ++seat)
        if (seat != me && !state.isOut(seat))
            playing.push_back(seat);
    for (int i = 0; i < kRolloutActions && !state.isTerminal() && state.round() == round; ++i)
        state.apply(basicChoice(state));
    std::vector<int> points(static_cast<std::size_t>(state.playerCount()), 0);
    if (state.round() != round || state.isTerminal()) {
        points = state.scoreSheet()->rows.back().points;
    } else {
        for (Seat seat = 0; seat < state.playerCount(); ++seat)
            points[static_cast<std::size_t>(seat)] = handValue(state.hand(seat));
    }
    double others = 0;
    for (Seat seat : playing)
        others += points[static_cast<std::size_t>(seat)];
    return (playing.empty() ? 0 : others / static_cast<double>(playing.size()))
        - points[static_cast<std::size_t>(me)];
}

class StrongPlayer : public Player {
public:
    std::string name() const override { return "quatorze-strong"; }

    Action choose(const State& generic, Rng& rng, const Budget& budget) override
    {
        const auto& state = dynamic_cast<const QuatorzeState&>(generic);
        const Knowledge k = know(state);
        std::vector<Action> candidates;
        switch (state.phase()) {
        case QuatorzeState::Phase::Draw:
            if (!state.check(QuatorzeState::take()).legal())
                return QuatorzeState::draw();
            candidates = {QuatorzeState::take(), QuatorzeState::draw()}; // the basic choice first
            break;
        case QuatorzeState::Phase::Play:
            if (auto step = nextMeldingStep(state, k); step && state.check(*step).legal())
                return *step;
            [[fallthrough]];
        case QuatorzeState::Phase::FirstDiscard:
            for (const auto& [score, card] : rankDiscards(state, k))
                if (static_cast<int>(candidates.size()) < kCandidates)
                    candidates.push_back(QuatorzeState::discard(card));
            break;
        case QuatorzeState::Phase::GameOver: return firstLegal(state);
        }
        if (candidates.size() == 1)
            return candidates.front();

        // Paired results against the basic player's choice (candidate 0) on
        // the same deals; another candidate must beat it clearly (by two
        // standard errors), so sampling noise alone never changes the pick.
        const auto start = std::chrono::steady_clock::now();
        std::vector<double> sum(candidates.size(), 0.0), squares(candidates.size(), 0.0);
        int samples = 0;
        const int maxSamples = budget.iterations > 0 ? budget.iterations : 1 << 20;
        while (samples < maxSamples) {
            if (budget.cancel && budget.cancel->load())
                break;
            if (budget.iterations <= 0 && samples > 0
                && std::chrono::steady_clock::now() - start > std::chrono::milliseconds(budget.milliseconds))
                break;
            Rng sampleRng(rng.next());
            const auto world = state.resample(k.me, sampleRng);
            std::vector<double> result(candidates.size(), 0.0);
            for (std::size_t i = 0; i < candidates.size(); ++i) {
                auto copy = world->clone();
                auto& played = static_cast<QuatorzeState&>(*copy);
                played.apply(candidates[i]);
                result[i] = rollout(played, k.me);
            }
            for (std::size_t i = 1; i < candidates.size(); ++i) {
                const double gain = result[i] - result[0];
                sum[i] += gain;
                squares[i] += gain * gain;
            }
            ++samples;
        }
        std::size_t best = 0;
        double bestGain = 0;
        for (std::size_t i = 1; i < candidates.size() && samples >= 2; ++i) {
            const double mean = sum[i] / samples;
            const double variance = std::max(0.0, squares[i] / samples - mean * mean);
            const double error = std::sqrt(variance / samples);
            if (mean > 2 * error && mean > bestGain) {
                best = i;
                bestGain = mean;
            }
        }
        return candidates[best];
    }
};

} // namespace

std::unique_ptr<Player> makeQuatorzeBasicPlayer()
{
    return std::make_unique<BasicPlayer>();
}

std::unique_ptr<Player> makeQuatorzeStrongPlayer()
{
    return std::make_unique<StrongPlayer>();
}

} // namespace ct
