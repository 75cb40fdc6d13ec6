// The generic game interface every game implements (modelled on OpenSpiel's
// State): a deterministic, copyable position with its legal actions. Computer
// players, solvers, undo, records, the command line and the app are written
// once against it.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/action.h"
#include "engine/scoresheet.h"
#include "engine/table.h"
#include "engine/verdict.h"
#include "util/expected.h"

namespace ct {

class Game;
class JsonWriter;
class Rng;

enum class Result {
    InProgress,
    Won,  // from seat 0's point of view (patience: the deal is out)
    Lost, // patience: no legal move is left; table games: another seat won
    Draw,
};

struct Outcome {
    Result result = Result::InProgress;
    // Place of each seat, 1 = first; ties share a place. Empty while in progress.
    std::vector<int> places;
    // Why it ended, in a word the front ends translate: "won", "no-moves",
    // "resigned", "endless", "target".
    std::string why;
};

// What one seat may know: the zones with every card it may not see masked.
struct Observation {
    Seat seat = 0;
    Seat currentPlayer = kNoSeat;
    std::vector<Zone> zones;
    std::vector<int> scores;
};

// Public facts about the seats that front ends show beside each player: who
// deals this round and who plays with whom.
struct TableSeats {
    Seat dealer = kNoSeat; // none in games without a dealer
    std::vector<int> sideOfSeat; // side (team) of each seat; partners share one
};

class State {
public:
    virtual ~State() = default;

    virtual std::unique_ptr<State> clone() const = 0;
    virtual const Game& game() const = 0;
    virtual int playerCount() const = 0;

    // The seat to act, or kNoSeat once the game is over.
    virtual Seat currentPlayer() const = 0;
    // Every legal action, sorted, never empty before the end.
    virtual std::vector<Action> legalActions() const = 0;
    // Legal, or the reason it is not. Generated from the same rules as
    // legalActions(), so the two always agree.
    virtual Verdict check(const Action& action) const = 0;
    // Applies a legal action together with the automatic effects the rules
    // attach to it (refills, flips). Call only after check() said legal.
    virtual void apply(const Action& action) = 0;

    virtual bool isTerminal() const = 0;
    virtual Outcome outcome() const = 0;
    // Points per seat (patience: cards on the foundations).
    virtual std::vector<int> scores() const = 0;

    // Every zone with every card, the whole truth: the app draws from it
    // (showing backs for face-down cards) and tests count cards with it.
    virtual std::vector<Zone> zones() const = 0;
    // What `seat` may see; by default a card is visible when it is face up or
    // lies in the seat's own zone, and the seat's own hand is face up to it.
    virtual Observation observe(Seat seat) const;
    // Where zones are drawn, for games the app draws from a layout.
    virtual TableLayout layout() const { return {}; }
    // The dealer and the sides; by default no dealer and every seat for itself.
    virtual TableSeats tableSeats() const;
    // What a click on `card`, lying in zone `zone`, asks for: the card played,
    // laid aside ... Front ends that play by clicking cards check() the answer
    // to show which cards may go and why the others may not. None when the
    // card stands for no single action now (the bidding, a choice of several
    // cards to make together). By default the card's text read as an action.
    virtual std::optional<Action> actionForCard(const std::string& zone, Card card) const;
    // Whether `action`'s cards are shown face up to every seat as it is
    // played, even where they are out of sight a moment later (the last card
    // of a trick, swept face down with it). By default no: a front end
    // then names a card only if its viewer can still see it afterwards.
    virtual bool showsCardsToAll(const Action&) const { return false; }
    // The order a player holds `cards` in on screen; by default as given.
    virtual std::vector<Card> displayOrder(std::vector<Card> cards) const { return cards; }

    virtual std::string actionText(const Action& action) const = 0;
    virtual Expected<Action> parseAction(std::string_view text) const = 0;

    // A text picture of the position for the command line.
    virtual std::string describe() const = 0;
    // An exact dump of the whole state: equal fingerprints, equal states.
    virtual std::string fingerprint() const = 0;
    // Game-specific extras for `replay --json` (tricks, score sheets).
    virtual void writeJsonExtras(JsonWriter& json) const;

    // Multi-round games: the score sheet (nullptr for games without one).
    virtual const ScoreSheet* scoreSheet() const { return nullptr; }
    // The position's own accounts: empty when its counters, pools and score
    // totals add up, otherwise what does not (the battery and the soak ask
    // at every step). By default the score sheet: one entry per side in
    // every row, and each row's totals the last row's plus its points.
    virtual std::string accountsError() const;
    // Games with hidden cards: a full state that `seat` cannot tell apart from
    // this one (the hidden cards dealt anew, consistent with everything the
    // seat has seen: cards played, voids shown, the nest it saw ...). This is
    // how computer players search without peeking. nullptr where nothing is
    // hidden from the seat.
    virtual std::unique_ptr<State> resample(Seat seat, Rng& rng) const;

    // Every card the state holds, in zone order.
    std::vector<Card> allCards() const;
    // check() then apply(); returns the verdict.
    Verdict play(const Action& action);
    // Parses the text and plays it.
    Verdict play(std::string_view text);
    std::string actionsText(const std::vector<Action>& actions) const;
};

// The JSON form of a state for `cardtable-cli replay --json`.
std::string stateJson(const State& state);

} // namespace ct
