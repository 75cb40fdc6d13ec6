#include "engine/game.h"

#include <algorithm>

#include "cards/deck.h"
#include "util/text.h"

namespace ct {

std::string familyId(Family family)
{
    switch (family) {
    case Family::Patience: return "patience";
    case Family::TrickTaking: return "trick-taking";
    case Family::Rummy: return "rummy";
    case Family::Parlour: return "parlour";
    }
    return "?";
}

std::string Game::playersText() const
{
    if (minPlayers() == maxPlayers())
        return std::to_string(minPlayers());
    return std::to_string(minPlayers()) + " to " + std::to_string(maxPlayers());
}

Expected<Options> Game::resolveOptions(const Options& given) const
{
    Options resolved;
    const auto specs = optionSpecs();
    for (const auto& entry : given) {
        const std::string& key = entry.first;
        const std::string& value = entry.second;
        auto spec = std::find_if(specs.begin(), specs.end(),
                                 [&](const OptionSpec& s) { return s.key == key; });
        if (spec == specs.end()) {
            std::vector<std::string> keys;
            for (const auto& s : specs)
                keys.push_back(s.key);
            return makeError("unknown option '" + key + "' for " + id() +
                             (keys.empty() ? " (it has no options)"
                                           : " (options: " + join(keys, ", ") + ")"));
        }
        if (std::find(spec->values.begin(), spec->values.end(), value) == spec->values.end())
            return makeError("option " + key + " cannot be '" + value + "' (values: " +
                             join(spec->values, ", ") + ")");
        resolved[key] = value;
    }
    for (const auto& spec : specs)
        if (!resolved.count(spec.key) && !spec.values.empty())
            resolved[spec.key] = spec.values.front();
    return resolved;
}

namespace {

// FNV-1a over the deal's text: the seed of in-game shuffles when a game starts
// from an explicit deal instead of a deal number.
std::uint64_t hashDeal(const std::vector<Card>& deal)
{
    std::uint64_t hash = 0xcbf29ce484222325ULL;
    for (const Card& card : deal) {
        for (std::uint8_t byte : {static_cast<std::uint8_t>(card.suit), card.rank, card.pack}) {
            hash ^= byte;
            hash *= 0x100000001b3ULL;
        }
    }
    return hash;
}

} // namespace

Expected<std::unique_ptr<State>> Game::start(const GameSetup& setup) const
{
    const int players = setup.players == 0 ? defaultPlayers() : setup.players;
    if (!supportsPlayers(players))
        return makeError(name() + " is played by " + playersText() + " player" +
                         (maxPlayers() == 1 ? "" : "s") + ", not " + std::to_string(players));
    auto options = resolveOptions(setup.options);
    if (!options)
        return options.error();
    std::vector<Card> deck = this->deck(*options, players);
    std::vector<Card> deal;
    std::uint64_t rngSeed = 0;
    if (setup.deal) {
        auto matches = checkDealMatchesDeck(*setup.deal, deck);
        if (!matches)
            return makeError("the deal does not fit " + name() + ": " + matches.error().message);
        deal = *setup.deal;
        rngSeed = hashDeal(deal);
    } else {
        const std::uint32_t seed = setup.seed.value_or(1);
        deal = shuffledDeck(std::move(deck), seed);
        // In-game shuffles use a stream of their own, apart from the deal's.
        rngSeed = (static_cast<std::uint64_t>(seed) << 8) ^ 0x5eed;
    }
    std::unique_ptr<State> state = create(*options, players, std::move(deal), rngSeed);
    return state;
}

const Game* findGame(std::string_view id)
{
    for (const Game* game : allGames())
        if (game->id() == id)
            return game;
    return nullptr;
}

} // namespace ct
