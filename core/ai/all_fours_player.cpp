#include "ai/all_fours_player.h"

#include <algorithm>

#include "ai/determinized_search.h"
#include "parlour/all_fours.h"

namespace ct {

namespace {

using Fours = AllFoursState;

bool contains(const std::vector<Card>& cards, Card card)
{
    return std::find(cards.begin(), cards.end(), card) != cards.end();
}

// How much a card is worth keeping: trumps first, then tens and aces, then
// side honours; low side cards are the first to go.
int keepValue(Card card, Suit trumps)
{
    if (card.suit == trumps)
        return 100 + Fours::power(card);
    if (card.rank == 10)
        return 60;
    if (card.rank == kAce)
        return 50;
    if (card.rank >= kJack)
        return 20 + Fours::power(card);
    return Fours::power(card);
}

// A hand worth standing on: the jack of trumps, or two trumps headed by A, K or Q.
bool strongInTrumps(const std::vector<Card>& hand, Suit trumps)
{
    int count = 0;
    bool honour = false;
    for (const Card& card : hand) {
        if (card.suit != trumps)
            continue;
        if (card.rank == kJack)
            return true;
        ++count;
        honour = honour || card.rank == kAce || card.rank == kKing || card.rank == kQueen;
    }
    return count >= 2 && honour;
}

class AllFoursBasicPlayer : public Player {
public:
    std::string name() const override { return "all-fours-basic"; }

    Action choose(const State& state, Rng& rng, const Budget&) override
    {
        const auto actions = state.legalActions();
        const auto* game = dynamic_cast<const Fours*>(&state);
        if (!game || actions.size() == 1)
            return actions[rng.below(static_cast<std::uint32_t>(actions.size()))];
        seat_ = state.currentPlayer();
        game_ = game;
        hand_.clear();
        for (const Zone& zone : state.observe(seat_).zones)
            if (zone.id == "hand" + std::to_string(seat_))
                for (const PlacedCard& placed : zone.cards)
                    hand_.push_back(placed.card);
        trumps_ = game->trumps();

        switch (game->phase()) {
        case Fours::Phase::Begging:
            return Fours::action(strongInTrumps(hand_, trumps_) ? Fours::Stand : Fours::Beg, seat_);
        case Fours::Phase::Giving: {
            const bool give = game->mayGiveOne() && strongInTrumps(hand_, trumps_);
            return Fours::action(give ? Fours::GiveOne : Fours::Run, seat_);
        }
        case Fours::Phase::Discarding: return Fours::cardAction(Fours::Discard, seat_, cheapest(hand_));
        case Fours::Phase::Playing: {
            std::vector<Card> legal;
            for (const Action& action : actions)
                legal.push_back(action.cards.front());
            return Fours::cardAction(Fours::Play, seat_, play(legal));
        }
        case Fours::Phase::Over: break;
        }
        return actions.front();
    }

private:
    Card cheapest(const std::vector<Card>& cards) const
    {
        return *std::min_element(cards.begin(), cards.end(), [this](Card a, Card b) {
            return keepValue(a, trumps_) < keepValue(b, trumps_);
        });
    }

    // Not in this hand, not played, not turned up: it may still be out there.
    bool unseen(Card card) const
    {
        if (contains(hand_, card) || card == game_->turnUp() || contains(game_->deadCards(), card))
            return false;
        for (const auto& trick : game_->tricks())
            if (contains(trick.cards, card))
                return false;
        return !contains(game_->currentTrick().cards, card);
    }

    Card play(const std::vector<Card>& legal) const
    {
        const auto& trick = game_->currentTrick();
        return trick.cards.empty() ? lead(legal) : follow(legal, trick);
    }

    Card lead(const std::vector<Card>& legal) const
    {
        const Card jack{trumps_, static_cast<std::uint8_t>(kJack), 0};
        const Card ten{trumps_, 10, 0};
        std::vector<Card> trumps, plain;
        for (const Card& card : legal)
            (card.suit == trumps_ ? trumps : plain).push_back(card);
        auto byPower = [](Card a, Card b) { return Fours::power(a) < Fours::power(b); };
        // Holding a top trump without the jack: draw the jack or the ten out.
        if (!trumps.empty() && !contains(hand_, jack) && (unseen(jack) || unseen(ten))) {
            const Card top = *std::max_element(trumps.begin(), trumps.end(), byPower);
            if (top.rank == kAce || top.rank == kKing || top.rank == kQueen)
                return top;
        }
        // Otherwise a small side card, keeping tens and aces back.
        std::vector<Card> small;
        for (const Card& card : plain)
            if (Fours::cardPoints(card) == 0)
                small.push_back(card);
        if (!small.empty())
            return *std::min_element(small.begin(), small.end(), byPower);
        return cheapest(legal);
    }

    Card follow(const std::vector<Card>& legal, const Fours::Trick& trick) const
    {
        const int players = game_->playerCount();
        const Seat winning = game_->trickWinner(trick);
        const bool partnerWinning =
            players == 4 && winning != seat_ && Fours::sideOf(winning) == Fours::sideOf(seat_);
        const bool last = static_cast<int>(trick.cards.size()) == players - 1;
        std::vector<Card> winners;
        for (const Card& card : legal) {
            Fours::Trick tried = trick;
            tried.cards.push_back(card);
            if (game_->trickWinner(tried) == seat_)
                winners.push_back(card);
        }
        int atStake = 0;
        for (const Card& card : trick.cards)
            atStake += Fours::cardPoints(card) + (card.suit == trumps_ && card.rank == kJack ? 10 : 0);

        if (partnerWinning) {
            // Never overtake the partner; last to play, give him a counting card.
            std::vector<Card> under;
            for (const Card& card : legal)
                if (!contains(winners, card))
                    under.push_back(card);
            const auto& pool = under.empty() ? legal : under;
            if (last) {
                Card gift = cheapest(pool);
                for (const Card& card : pool)
                    if (card.suit != trumps_ && Fours::cardPoints(card) > Fours::cardPoints(gift))
                        gift = card;
                return gift;
            }
            return cheapest(pool);
        }
        if (!winners.empty()) {
            // Last to play, a ten of the led suit that wins is safe.
            if (last)
                for (const Card& card : winners)
                    if (card.rank == 10 && card.suit != trumps_)
                        return card;
            if (atStake > 0 || last)
                return cheapest(winners);
            // Nothing on the table yet: win cheaply with the led suit, else hold back.
            std::vector<Card> plainWinners;
            for (const Card& card : winners)
                if (card.suit != trumps_ && Fours::cardPoints(card) == 0)
                    plainWinners.push_back(card);
            if (!plainWinners.empty())
                return cheapest(plainWinners);
        }
        return cheapest(legal);
    }

    Seat seat_ = 0;
    const Fours* game_ = nullptr;
    std::vector<Card> hand_;
    Suit trumps_ = Suit::Clubs;
};

} // namespace

std::unique_ptr<Player> makeAllFoursBasicPlayer()
{
    return std::make_unique<AllFoursBasicPlayer>();
}

std::unique_ptr<Player> makeAllFoursSearchPlayer()
{
    DeterminizedSearchSettings settings;
    settings.name = "all-fours-search";
    settings.rolloutPlayer = makeAllFoursBasicPlayer;
    // Measured against the basic player, searching the trick play wins about
    // 60% of games, while searching the begging and the discards did worse
    // than the rules: those stay with the basic player.
    settings.searchWhen = [](const State& state) {
        return static_cast<const Fours&>(state).phase() == Fours::Phase::Playing;
    };
    // Each deal is searched to its end: the points it brings decide.
    settings.horizon = [](const State& root, const State& now) {
        return static_cast<const Fours&>(now).dealsPlayed() != static_cast<const Fours&>(root).dealsPlayed();
    };
    settings.evaluate = [](const State& root, const State& end, Seat seat) {
        const auto& before = static_cast<const Fours&>(root);
        const auto& after = static_cast<const Fours&>(end);
        const int mine = Fours::sideOf(seat);
        double worth = (after.sideScore(mine) - before.sideScore(mine)) -
                       (after.sideScore(1 - mine) - before.sideScore(1 - mine));
        if (after.isTerminal())
            worth += after.winningSide() == mine ? 20.0 : -20.0;
        return worth;
    };
    return makeDeterminizedSearchPlayer(std::move(settings));
}

} // namespace ct
