#include "parlour/i_suspect_you_player.h"

#include <algorithm>

#include "parlour/i_suspect_you.h"

namespace ct {

namespace isuspect {

namespace {

// The steps k >= 1 until the seat's own call, which moves on by `players`
// each round, reaches `rank`.
int stepsUntil(int call, int rank, int players)
{
    for (int k = 1; k <= 13; ++k)
        if (ISuspectYouState::callAfter(call, k * players) == rank)
            return k;
    return 14;
}

} // namespace

Card chooseCard(const std::vector<Card>& hand, int call, int players)
{
    if (hand.size() == 1)
        return hand.front();
    // If no pile comes its way, its last card goes down called
    // call + (n - 1) * players: keep one of that rank back for it.
    std::vector<Card> free = hand;
    const int finalCall = ISuspectYouState::callAfter(call, (static_cast<int>(hand.size()) - 1) * players);
    if (finalCall != call) {
        const auto reserve =
            std::find_if(free.begin(), free.end(), [&](const Card& c) { return c.rank == finalCall; });
        if (reserve != free.end())
            free.erase(reserve);
    }
    const auto truthful =
        std::find_if(free.begin(), free.end(), [&](const Card& c) { return c.rank == call; });
    if (truthful != free.end())
        return *truthful;
    // A bluff: the card its own calls reach last.
    Card best = free.front();
    int bestSteps = -1;
    for (const Card& card : free) {
        const int steps = stepsUntil(call, card.rank, players);
        if (steps > bestSteps) {
            best = card;
            bestSteps = steps;
        }
    }
    return best;
}

double truthChance(int unseen, int copies, int handBefore)
{
    if (copies <= 0)
        return 0.0;
    if (handBefore > unseen - copies)
        return 1.0;
    double none = 1.0; // C(U-u, h) / C(U, h) as a product
    for (int i = 0; i < handBefore; ++i)
        none *= static_cast<double>(unseen - copies - i) / static_cast<double>(unseen - i);
    return 1.0 - none;
}

bool wantsToChallenge(const ISuspectYouState& state, Seat seat)
{
    const Observation view = state.observe(seat);
    const Seat player = state.toPlay();
    const int call = state.call();
    const std::string ownZone = "hand" + std::to_string(seat);
    int own = 0;
    int knownElsewhere = 0;
    int unseen = 0;
    for (const Zone& zone : view.zones)
        for (const PlacedCard& placed : zone.cards) {
            if (!placed.known)
                ++unseen;
            else if (placed.card.rank == call)
                ++(zone.id == ownZone ? own : knownElsewhere);
        }
    const int copies = 4 - own - knownElsewhere;
    if (copies <= 0)
        return true; // every copy is accounted for: the call is false
    // Its hand before the play: what it holds now (all unknown to this seat
    // once it laid a card) and the card laid.
    const int handBefore = state.handSize(player) + 1;
    const double lie = 1.0 - truthChance(unseen, copies, handBefore);
    const double threshold =
        state.handSize(player) == 0 ? 0.3 : std::min(0.5 + 0.02 * state.pileSize(), 0.9);
    return lie >= threshold;
}

} // namespace isuspect

namespace {

class ISuspectYouPlayer : public Player {
public:
    std::string name() const override { return "i-suspect-you rules"; }

    Action choose(const State& state, Rng& rng, const Budget&) override
    {
        const auto* game = dynamic_cast<const ISuspectYouState*>(&state);
        const Seat seat = state.currentPlayer();
        if (!game)
            return makeRandomPlayer()->choose(state, rng, Budget{});
        if (game->phase() == ISuspectYouState::Phase::Window)
            return isuspect::wantsToChallenge(*game, seat) ? ISuspectYouState::suspect(seat)
                                                           : ISuspectYouState::pass(seat);
        std::vector<Card> hand;
        for (const Zone& zone : state.observe(seat).zones)
            if (zone.id == "hand" + std::to_string(seat))
                for (const PlacedCard& placed : zone.cards)
                    hand.push_back(placed.card);
        std::sort(hand.begin(), hand.end(), [](const Card& a, const Card& b) {
            return a.rank != b.rank ? a.rank < b.rank : a.suit < b.suit;
        });
        const Card card = isuspect::chooseCard(hand, game->call(), game->playerCount());
        return ISuspectYouState::playCard(seat, card);
    }
};

} // namespace

std::unique_ptr<Player> makeISuspectYouPlayer(Level level)
{
    if (level == Level::Random)
        return makeRandomPlayer();
    // One rule set serves both levels: the rulings describe a single player.
    return std::make_unique<ISuspectYouPlayer>();
}

} // namespace ct
