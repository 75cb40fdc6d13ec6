// Snap and Animal Snap (RULES-PARLOUR.md §6): players turn cards from
// face-down packs onto their own face-up piles; when the card turned matches
// another pile's top, the first of the players concerned to call wins both
// piles. In Animal Snap the call is the other player's animal name.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/game.h"
#include "engine/state.h"
#include "parlour/table_seats.h"

namespace ct {

// One game id for both: the ruling treats Animal Snap as Snap with another
// call (same deal, turns, eligibility, penalties and end), so it is an option.
//
// Options:
//   dealer=random|last   see parlour::dealerOption()
//   variant=snap|animal  the call: "Snap", or the other party's animal name
//   animal=tiger|...     seat 0's animal in Animal Snap; the other seats get
//                        distinct animals drawn from the game's seed
class SnapGame : public Game {
public:
    std::string id() const override { return "snap"; }
    std::string name() const override { return "Snap"; }
    Family family() const override { return Family::Parlour; }
    int minPlayers() const override { return 2; }
    int maxPlayers() const override { return 6; }
    int defaultPlayers() const override { return 3; }
    std::vector<OptionSpec> optionSpecs() const override;
    std::vector<Card> deck(const Options&, int) const override;
    std::unique_ptr<State> create(const Options& options, int players, std::vector<Card> deal,
                                  std::uint64_t rngSeed) const override;
};

// The animal names of Animal Snap, as lower-case ids the front ends translate.
const std::vector<std::string>& snapAnimals();

// One game.
//
// Snap is played in real time; the engine knows no clock. Every cry is an
// action any seat still in may take at any moment, and the order in which the
// front end applies them decides who cried first (core/parlour/snap_player.h
// has the timing model: computer reaction times, ordering cries, tie draws).
// The chance to snap the card just turned lasts until the next "turn".
//
// Action text:
//   "turn"          the seat on turn turns the top card of its pack (an empty
//                   pack is first made again from its pile, turned over)
//   "call 2 snap"   seat 2 cries "Snap!"
//   "call 2 lion"   seat 2 cries "Lion!" (Animal Snap: the animal's name)
//
// A call is valid when the card just turned matches another pile's top, the
// caller is eligible (the turner or the owner of a matching pile), the snap is
// not yet won, and (Animal Snap) the name is right: a matching owner names the
// turner's animal, the turner names any matching owner's. A valid call wins
// the eligible piles at once. A call by an eligible seat after the snap was
// won is refused (Reason::SnapAlreadyWon: the front end ignores it, no
// penalty). Every other call is false: the caller gives one card from the top
// of his pack to each other seat still in, clockwise from his left, under
// their packs, as far as his pack goes; an open snap stays open.
//
// Ruling (safety cap): the game ends as soon as the 2,000th card is turned.
class SnapState : public State {
public:
    enum Kind {
        Turn = 1,       // a = the turner
        CallSnap = 2,   // a = the caller
        CallAnimal = 3, // a = the caller, b = the seat whose animal is named
    };

    enum class Ending {
        None,
        AllCards, // one seat holds all 52
        Cap,      // the safety cap of turns: the most cards win
    };

    // The last call applied, for the front ends' feedback.
    struct Call {
        Seat caller = kNoSeat;
        Seat named = kNoSeat; // Animal Snap: whose animal was called
        bool valid = false;
        int cardsWon = 0;     // a valid call: the cards of the piles won
        int cardsGiven = 0;   // a false call: the cards given away
        bool operator==(const Call&) const = default;
    };

    static constexpr int kDeckSize = 52;
    static constexpr int kTurnCap = 2000;

    static Action turn(Seat seat) { return Action{Turn, seat, 0, 0, {}}; }
    static Action callSnap(Seat caller) { return Action{CallSnap, caller, 0, 0, {}}; }
    static Action callAnimal(Seat caller, Seat named) { return Action{CallAnimal, caller, named, 0, {}}; }

    // Deals `deal` one at a time clockwise from the dealer's left into face-down
    // packs (the first card a seat gets is its top card). `animals` holds each
    // seat's animal (indices into snapAnimals()) for Animal Snap, empty for Snap.
    SnapState(int players, Seat dealer, const std::vector<Card>& deal, std::vector<int> animals);

    std::unique_ptr<State> clone() const override { return std::make_unique<SnapState>(*this); }
    const Game& game() const override;
    int playerCount() const override { return static_cast<int>(packs_.size()); }
    // The seat due to turn the next card.
    Seat currentPlayer() const override { return isTerminal() ? kNoSeat : turner_; }
    // "turn" for the seat on turn, then every call of every seat still in
    // that check() accepts (false calls included: they are legal, and costly).
    std::vector<Action> legalActions() const override;
    Verdict check(const Action& action) const override;
    void apply(const Action& action) override;
    bool isTerminal() const override { return ending_ != Ending::None; }
    // The winner first, then the others in the reverse order of going out
    // (seats out at the same moment share a place). At the cap, the seats
    // still in by cards held (ties share), then those out.
    Outcome outcome() const override;
    // Cards held by each seat, pack and pile.
    std::vector<int> scores() const override;
    // "pack0".."packN" face down (the last card is the top) and
    // "pile0".."pileN" face up (the last card is the top).
    std::vector<Zone> zones() const override;
    // Nobody looks at a pack, its owner included: only the piles are visible.
    Observation observe(Seat seat) const override;
    std::string actionText(const Action& action) const override;
    Expected<Action> parseAction(std::string_view text) const override;
    std::string describe() const override;
    std::string fingerprint() const override;
    void writeJsonExtras(JsonWriter& json) const override;
    // Every card that has been face up lies where the public history put it;
    // the cards never seen are shuffled among the places they may be.
    std::unique_ptr<State> resample(Seat seat, Rng& rng) const override;

    // Public information.
    bool animalSnap() const { return !animals_.empty(); }
    // A seat's animal (an id from snapAnimals()), empty in plain Snap.
    std::string animalOf(Seat seat) const;
    // The seat an animal name belongs to, kNoSeat if none.
    Seat seatOfAnimal(std::string_view name) const;
    Seat dealer() const { return dealer_; }
    Seat eldest() const { return (dealer_ + 1) % playerCount(); }
    // The seat that turned the last card (kNoSeat before the first turn).
    Seat lastTurner() const { return lastTurner_; }
    // Whether the card just turned matches another pile's top and nobody has
    // won it yet; and whether it was won.
    bool snapOpen() const { return snapOpen_; }
    bool snapWon() const { return snapWon_; }
    // Seats that may win the snap of the card just turned (0 when none).
    parlour::SeatMask eligible() const { return eligible_; }
    bool isEligible(Seat seat) const { return parlour::hasSeat(eligible_, seat); }
    // Whether `action` (a call) would win the open snap.
    bool validCall(const Action& action) const;
    bool isOut(Seat seat) const { return outGroup_[static_cast<std::size_t>(seat)] >= 0; }
    int turns() const { return turns_; }
    int turnCap() const { return turnCap_; }
    Ending ending() const { return ending_; }
    const std::optional<Call>& lastCall() const { return lastCall_; }
    // A seat's face-up pile, bottom first, and the size of its pack.
    const std::vector<Card>& pile(Seat seat) const { return piles_[static_cast<std::size_t>(seat)]; }
    int packSize(Seat seat) const { return static_cast<int>(pack(seat).size()); }

    // The whole truth, for tests: a seat's pack, top card first.
    const std::vector<Card>& pack(Seat seat) const { return packs_[static_cast<std::size_t>(seat)]; }

    // Lays out a position between turns for rule scenarios: packs (top card
    // first) and piles (bottom first), between them the whole deck; `turner`
    // (holding cards) turns next. `animals` (ids of snapAnimals(), distinct)
    // makes it Animal Snap; empty keeps the game's variant and animals.
    // Seats holding nothing are out together; counters start afresh.
    Expected<bool> arrange(const std::vector<std::vector<Card>>& packs,
                           const std::vector<std::vector<Card>>& piles, Seat turner,
                           const std::vector<std::string>& animals = {});
    // Lowers the safety cap so tests can reach it.
    void limitTurns(int cap) { turnCap_ = cap; }

private:
    std::vector<Card>& packOf(Seat seat) { return packs_[static_cast<std::size_t>(seat)]; }
    std::vector<Card>& pileOf(Seat seat) { return piles_[static_cast<std::size_t>(seat)]; }
    bool holdsCards(Seat seat) const { return !pack(seat).empty() || !pile(seat).empty(); }
    void turnCard();
    void award(Seat caller);
    void penalise(Seat caller);
    // Marks seats left with nothing as out, ends the game when one seat is
    // left, and moves the turn past seats that are out.
    void afterChange();

    std::vector<std::vector<Card>> packs_; // top card first
    std::vector<std::vector<Card>> piles_; // bottom card first
    std::vector<int> animals_;             // per seat, index into snapAnimals(); empty for Snap
    std::vector<int> outGroup_;            // per seat: the moment it went out, -1 still in
    int outGroups_ = 0;
    std::uint64_t seen_ = 0;               // bit per card: has been face up
    Seat dealer_ = 0;
    Seat turner_ = 0;
    Seat lastTurner_ = kNoSeat;
    parlour::SeatMask eligible_ = 0;
    bool snapOpen_ = false;
    bool snapWon_ = false;
    int turns_ = 0;
    int turnCap_ = kTurnCap;
    Ending ending_ = Ending::None;
    std::optional<Call> lastCall_;
};

} // namespace ct
