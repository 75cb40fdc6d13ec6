// A game: its identity, player range, options and deck, and the factory of
// its initial state from a seed or an explicit deal.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "cards/card.h"
#include "engine/state.h"
#include "util/expected.h"

namespace ct {

enum class Family {
    Patience,
    TrickTaking,
    Rummy,
    Parlour,
};

std::string familyId(Family family); // "patience", "trick-taking" ...

// A table option: its key, the values it takes (the first is the default) and
// an English label.
struct OptionSpec {
    std::string key;
    std::vector<std::string> values;
    std::string label;
};

using Options = std::map<std::string, std::string>;

// How to start a game. Missing options take their defaults; players = 0
// takes the game's default.
struct GameSetup {
    int players = 0;
    Options options;
    std::optional<std::uint32_t> seed;
    std::optional<std::vector<Card>> deal;
};

class Game {
public:
    virtual ~Game() = default;

    virtual std::string id() const = 0;
    virtual std::string name() const = 0;
    virtual Family family() const = 0;
    virtual int minPlayers() const = 0;
    virtual int maxPlayers() const = 0;
    virtual int defaultPlayers() const { return minPlayers(); }
    // Whether the game can be played by this many; games with gaps in their
    // range (All Fours: 2 or 4) narrow it and word the range themselves.
    virtual bool supportsPlayers(int players) const
    {
        return players >= minPlayers() && players <= maxPlayers();
    }
    // The player counts in words for messages: "3 to 8", "2 or 4".
    virtual std::string playersText() const;
    virtual std::vector<OptionSpec> optionSpecs() const { return {}; }

    // The cards the game is dealt from, in canonical order.
    virtual std::vector<Card> deck(const Options& options, int players) const = 0;
    // The initial state. `deal` is the deck in dealing order (already checked);
    // `rngSeed` seeds any shuffle made during play (redeals).
    virtual std::unique_ptr<State> create(const Options& options, int players,
                                          std::vector<Card> deal, std::uint64_t rngSeed) const = 0;

    // Options with every default filled in, or an error naming the bad key or value.
    Expected<Options> resolveOptions(const Options& given) const;
    // Checks the setup, shuffles or checks the deal, and creates the state.
    Expected<std::unique_ptr<State>> start(const GameSetup& setup) const;
};

// Every registered game, in the order the chooser lists them.
const std::vector<const Game*>& allGames();
const Game* findGame(std::string_view id);

} // namespace ct
