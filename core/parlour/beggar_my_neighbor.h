// Beggar My Neighbor (RULES-PARLOUR.md §1): 2-6 players turn cards from face-down
// packs; aces, kings, queens and jacks demand payment, and the last claimant
// takes the pile. The deal decides everything, so the only action is "turn".
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "engine/game.h"
#include "engine/state.h"

namespace ct {

// Options:
//   dealer=random  the first dealer is drawn from the game's seed (§0)
//   dealer=last    the last seat deals, so seat 0 is eldest and leads the first
//                  trick: the layout the rule scenarios are written for
class BeggarMyNeighborGame : public Game {
public:
    std::string id() const override { return "beggar-my-neighbor"; }
    std::string name() const override { return "Beggar My Neighbor"; }
    Family family() const override { return Family::Parlour; }
    int minPlayers() const override { return 2; }
    int maxPlayers() const override { return 6; }
    int defaultPlayers() const override { return 2; }
    std::vector<OptionSpec> optionSpecs() const override;
    std::vector<Card> deck(const Options&, int) const override;
    std::unique_ptr<State> create(const Options& options, int players, std::vector<Card> deal,
                                  std::uint64_t rngSeed) const override;
};

// One game. Action text: "turn" (the seat to play turns the top card of its
// pack). Paying a penalty and taking the pile happen inside that action.
//
// Running out (§1, ruling 6): the turn passes to the next seat clockwise that
// still holds cards; a seat skipped with an empty pack is eliminated at that
// moment, and seats eliminated by the same card share a place. A claimant
// with an empty pack is never skipped while waiting to be paid.
//
// Endless games: at the start of every trick the position's class key is
// recorded (see classKey()); a key seen before ends the game as a draw, and
// so does reaching the safety cap of tricks.
class BeggarMyNeighborState : public State {
public:
    enum Kind {
        Turn = 1, // a = the seat turning
    };

    enum class Ending {
        None,
        AllCards, // one seat holds the whole deck
        Repeat,   // a trick began from a class key seen before
        Cap,      // the safety cap of tricks was reached
    };

    static constexpr int kDeckSize = 52;
    static constexpr int kTrickCap = 20'000;

    // The cards a penalty card demands (A 4, K 3, Q 2, J 1), 0 for plain cards.
    static int penaltyOf(Card card);
    // 'A', 'K', 'Q', 'J', or '-' for a plain card: all the play depends on.
    static char classOf(Card card);
    static Action turn(Seat seat) { return Action{Turn, seat, 0, 0, {}}; }

    // Deals `deal` one card at a time clockwise from the dealer's left; the
    // first card a seat receives is the top of its pack.
    BeggarMyNeighborState(int players, Seat dealer, const std::vector<Card>& deal);

    std::unique_ptr<State> clone() const override { return std::make_unique<BeggarMyNeighborState>(*this); }
    const Game& game() const override;
    int playerCount() const override { return static_cast<int>(packs_.size()); }
    Seat currentPlayer() const override { return isTerminal() ? kNoSeat : toPlay_; }
    std::vector<Action> legalActions() const override;
    Verdict check(const Action& action) const override;
    void apply(const Action& action) override;
    bool isTerminal() const override { return ending_ != Ending::None; }
    // Places: the winner first, then the later a seat was eliminated the
    // better. An endless game is a draw for every seat still in (they share
    // first place); a seat already eliminated has lost.
    Outcome outcome() const override;
    // Cards held in each seat's pack (the pile belongs to nobody yet).
    std::vector<int> scores() const override;
    // "pack0".."packN" face down, the last card the top; "pile" face up in the
    // order played.
    std::vector<Zone> zones() const override;
    // Nobody looks at a pack, not even its owner: only the pile is visible.
    Observation observe(Seat seat) const override;
    std::string actionText(const Action& action) const override;
    Expected<Action> parseAction(std::string_view text) const override;
    std::string describe() const override;
    std::string fingerprint() const override;
    void writeJsonExtras(JsonWriter& json) const override;

    Seat dealer() const { return dealer_; }
    Seat eldest() const { return (dealer_ + 1) % playerCount(); }
    // The seat that led (or leads) the current trick.
    Seat leader() const { return leader_; }
    // A seat's pack, top card first.
    const std::vector<Card>& pack(Seat seat) const { return packs_[static_cast<std::size_t>(seat)]; }
    int packSize(Seat seat) const { return static_cast<int>(pack(seat).size()); }
    // The central pile in the order played (the last card is face up on top).
    const std::vector<Card>& pile() const { return pile_; }
    // The seat owed a payment, or kNoSeat before the trick's first penalty card.
    Seat claimant() const { return claimant_; }
    // Cards the seat to play still owes the claimant (0 with no claimant).
    int owed() const { return owed_; }
    int tricksCompleted() const { return tricks_; }
    int cardsPlayed() const { return cardsPlayed_; }
    bool eliminated(Seat seat) const { return eliminatedAt_[static_cast<std::size_t>(seat)] >= 0; }
    // Seats in the order they were eliminated (seats out at the same card
    // are listed clockwise).
    const std::vector<Seat>& eliminationOrder() const { return eliminationOrder_; }
    Ending ending() const { return ending_; }
    bool endless() const { return ending_ == Ending::Repeat || ending_ == Ending::Cap; }
    // For Ending::Repeat: the tricks completed when the repeated key was first
    // recorded (-1 otherwise). The repeat came after tricksCompleted() tricks.
    int repeatedFromTrick() const { return repeatedFromTrick_; }
    // Keys recorded so far: one per trick started.
    int historySize() const { return historySize_; }
    int trickCap() const { return trickCap_; }

    // The loop-detection key of the position: the leader's seat, then each
    // seat's pack top first as classes, eliminated seats as 'x'; for example
    // "0|-J--Q|K-A|x". Only meaningful between tricks (empty pile).
    std::string classKey() const;

    // Lays out a position at the start of a trick for rule scenarios: each
    // seat's pack top first, the whole deck between them, `leader` (who must
    // hold cards) to turn. Counters and the key history start afresh.
    Expected<bool> arrange(const std::vector<std::vector<Card>>& packs, Seat leader);
    // Lowers the safety cap, so tests can reach it. Takes effect at the next
    // trick start.
    void limitTricks(int cap) { trickCap_ = cap; }

private:
    struct KeyHistory;

    // The next seat clockwise after `from` holding cards; every empty seat
    // passed over on the way is eliminated. kNoSeat when nobody else has cards.
    Seat nextHolder(Seat from);
    void eliminate(Seat seat);
    // `taker` takes the pile under its pack and leads; then the next trick
    // starts or the game ends.
    void settle(Seat taker);
    // Between tricks: the win, repeat and cap checks, and recording the key.
    void startTrick();
    void finish(Ending ending);
    // Records `key`; returns the trick count at which it was recorded before,
    // or -1 if it is new.
    int recordKey(const std::string& key);

    std::vector<std::vector<Card>> packs_; // per seat, top card first
    std::vector<Card> pile_;
    std::vector<int> eliminatedAt_; // cards played when eliminated; -1 = still in
    std::vector<Seat> eliminationOrder_;
    Seat dealer_ = 0;
    Seat leader_ = 0;
    Seat toPlay_ = 0;
    Seat claimant_ = kNoSeat;
    int owed_ = 0;
    int tricks_ = 0;
    int cardsPlayed_ = 0;
    int trickCap_ = kTrickCap;
    Ending ending_ = Ending::None;
    int repeatedFromTrick_ = -1;

    // The keys are shared between a state and its copies (a session keeps a
    // copy per card turned; copying thousands of keys each time would cost
    // quadratic memory). Each state sees the first historySize_ keys only.
    std::shared_ptr<KeyHistory> history_;
    int historySize_ = 0;
    std::uint64_t historyDigest_ = 0; // running hash of the keys seen, for fingerprint()
};

} // namespace ct
