#include "tricks/high14.h"

#include "cards/deck.h"
#include "util/json.h"

namespace ct {

namespace {

const High14Game kHigh14;

TrickConfig high14Config(const Options& options, int players)
{
    TrickConfig config;
    config.players = players;
    const bool teams = options.count("partnerships") && options.at("partnerships") == "on" &&
                       (players == 4 || players == 6);
    for (Seat seat = 0; seat < players; ++seat)
        config.sideOfSeat.push_back(teams ? seat % 2 : seat);
    config.target = targetOption(options, 250);
    config.rules.fourteensWin = true;
    config.rules.numberPoints[5] = 5;
    config.rules.numberPoints[10] = 10;
    config.rules.trickPoints = 5;
    config.phases = {TrickPhase::Play};
    config.nestFate = NestFate::FirstTrickWinner;
    config.nestZone = "widow";
    config.deck = rookDeck(1, 14, false);
    return config;
}

} // namespace

const Game& high14Game()
{
    return kHigh14;
}

std::vector<OptionSpec> High14Game::optionSpecs() const
{
    return {
        {"partnerships", {"off", "on"},
            "Partnerships (4 players: partners opposite; 6 players: alternate seats)"},
        {"target", targetChoices({250, 150, 350, 500}), "Points to win"},
    };
}

std::vector<Card> High14Game::deck(const Options&, int) const
{
    return rookDeck(1, 14, false);
}

std::unique_ptr<State> High14Game::create(const Options& options, int players, std::vector<Card> deal,
                                          std::uint64_t rngSeed) const
{
    return std::make_unique<High14State>(options, players, deal, rngSeed);
}

High14State::High14State(const Options& options, int players, const std::vector<Card>& deal,
                         std::uint64_t rngSeed)
    : TrickState(high14Config(options, players), options, rngSeed)
{
    Rng draw(rngSeed ^ 0xdea1e7ULL);
    beginGame(static_cast<Seat>(draw.below(static_cast<std::uint32_t>(players))), deal);
}

const Game& High14State::game() const
{
    return kHigh14;
}

void High14State::deal(const std::vector<Card>& order)
{
    const int players = playerCount();
    const std::size_t dealt
        = order.size() / static_cast<std::size_t>(players) * static_cast<std::size_t>(players);
    for (std::size_t i = 0; i < dealt; ++i)
        hands_[static_cast<std::size_t>((eldest() + static_cast<int>(i)) % players)].push_back(order[i]);
    nest_.assign(order.begin() + static_cast<long>(dealt), order.end());
    rules_.trump = order.back().suit;
    shown_ = {order.back()};
}

std::string High14State::describeExtras() const
{
    return " (cut " + cardText(cutCard()) + ")";
}

void High14State::writeGameJson(JsonWriter& json) const
{
    json.key("cutCard").value(cardText(cutCard()));
}

} // namespace ct
