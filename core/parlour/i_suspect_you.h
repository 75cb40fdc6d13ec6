// I Suspect You (RULES-PARLOUR.md §2), a relative of Cheat: each player in
// turn lays one card face down while the call climbs A, 2 ... K, A; the others
// may say "I suspect you", and whoever is wrong about the card takes the pile.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/game.h"
#include "engine/state.h"
#include "parlour/table_seats.h"

namespace ct {

// Options: dealer=random|last (see parlour::dealerOption()).
class ISuspectYouGame : public Game {
public:
    std::string id() const override { return "i-suspect-you"; }
    std::string name() const override { return "I Suspect You"; }
    Family family() const override { return Family::Parlour; }
    int minPlayers() const override { return 2; }
    int maxPlayers() const override { return 6; }
    int defaultPlayers() const override { return 4; }
    std::vector<OptionSpec> optionSpecs() const override;
    std::vector<Card> deck(const Options&, int) const override;
    std::unique_ptr<State> create(const Options& options, int players, std::vector<Card> deal,
                                  std::uint64_t rngSeed) const override;
};

// One game.
//
// Action text:
//   "9C"       the seat on turn lays the nine of clubs face down ("play 9C"
//              is read too); the call is fixed by the sequence, not chosen
//   "suspect"  the seat asked in the challenge window says "I suspect you"
//   "pass"     the seat asked lets the play stand
//
// The opening play is automatic: eldest's lowest card (ace low, the first
// suit in C D H S order among equals) goes down truthfully when the game is
// created, with no challenge window, and the call moves on.
//
// The challenge window: the rulings collect every other seat's decision
// before anyone learns the others'; the engine asks them one at a time,
// clockwise from the player, and keeps the answers out of every observation
// until the window closes. The first suspecting seat clockwise from the
// player is the challenger; later challenges lapse.
//
// What each seat knows (observe, resample): its own hand, the cards it laid
// itself while they lie in the pile, where the cards of a pile it saw picked
// up went (its own to the taker; the turned-up card, seen by all). A seat
// loses track of a card it knew in another hand as soon as that hand lays a
// card, since it cannot tell which one went down.
class ISuspectYouState : public State {
public:
    enum Kind {
        Play = 1,    // a = seat, cards = {the card}
        Suspect = 2, // a = seat
        Pass = 3,    // a = seat
    };

    enum class Phase {
        Play,   // toPlay() lays a card
        Window, // the other seats decide on the last play, one at a time
        Over,
    };

    enum class Ending {
        None,
        Emptied, // a seat's hand emptied and its last play stood
        Cap,     // the safety cap of plays: the fewest cards win
    };

    // A pile entry: the card and who laid it.
    struct Laid {
        Card card{};
        Seat by = kNoSeat;
        bool operator==(const Laid&) const = default;
    };

    // How the last challenge went (public once the card is turned up).
    struct Challenge {
        Seat player = kNoSeat;     // who laid the card
        Seat challenger = kNoSeat; // first suspecting seat clockwise
        Card card{};               // the card turned up
        int call = 0;              // the rank called for it
        bool truthful = false;
        Seat taker = kNoSeat;      // who picked up the pile
        int pileSize = 0;          // cards picked up, the turned card included
        bool operator==(const Challenge&) const = default;
    };

    static constexpr int kDeckSize = 52;
    static constexpr int kPlayCap = 1000;

    static Action playCard(Seat seat, Card card) { return Action{Play, seat, 0, 0, {card}}; }
    static Action suspect(Seat seat) { return Action{Suspect, seat, 0, 0, {}}; }
    static Action pass(Seat seat) { return Action{Pass, seat, 0, 0, {}}; }
    // The call after `rank`: one higher, the king followed by the ace.
    static int nextCall(int rank) { return rank % 13 + 1; }
    // The call `steps` places after `rank` in the sequence.
    static int callAfter(int rank, int steps) { return (rank - 1 + steps) % 13 + 1; }

    // Deals `deal` one at a time clockwise from the dealer's left, then makes
    // eldest's opening play.
    ISuspectYouState(int players, Seat dealer, const std::vector<Card>& deal);

    std::unique_ptr<State> clone() const override { return std::make_unique<ISuspectYouState>(*this); }
    const Game& game() const override;
    int playerCount() const override { return static_cast<int>(hands_.size()); }
    Seat currentPlayer() const override;
    std::vector<Action> legalActions() const override;
    Verdict check(const Action& action) const override;
    void apply(const Action& action) override;
    bool isTerminal() const override { return phase_ == Phase::Over; }
    // The winner first, then the others by cards held, fewest first, ties
    // sharing; at the safety cap everyone by cards held.
    Outcome outcome() const override;
    // Cards held by each seat.
    std::vector<int> scores() const override;
    // "hand0".."handN" (held, face down to the table, the owner's own) and
    // "pile" (face down, the last card laid on top).
    std::vector<Zone> zones() const override;
    // Cards the seat knows (see the class comment) are known, the rest masked;
    // in other hands the known cards come first, so order tells nothing.
    Observation observe(Seat seat) const override;
    std::string actionText(const Action& action) const override;
    Expected<Action> parseAction(std::string_view text) const override;
    std::string describe() const override;
    std::string fingerprint() const override;
    void writeJsonExtras(JsonWriter& json) const override;
    // The cards `seat` does not know (in other hands and the pile) dealt
    // afresh into the same places; what other seats knew moves with the
    // places. While the opening card lies in the pile its rank stays (the
    // opening call is always true). Answers already given in an open window
    // are unknown to the seat too: the copy counts them as passes.
    std::unique_ptr<State> resample(Seat seat, Rng& rng) const override;

    // Public information.
    Seat dealer() const { return dealer_; }
    Seat eldest() const { return (dealer_ + 1) % playerCount(); }
    Phase phase() const { return phase_; }
    Ending ending() const { return ending_; }
    // The seat to lay the next card (Phase::Play) or that laid the card under
    // review (Phase::Window).
    Seat toPlay() const { return toPlay_; }
    // The rank called for the card to lay (or the card under review).
    int call() const { return call_; }
    int handSize(Seat seat) const { return static_cast<int>(hand(seat).size()); }
    int pileSize() const { return static_cast<int>(pile_.size()); }
    // Plays made so far, the opening included.
    int plays() const { return plays_; }
    // The last challenge settled, if any.
    const std::optional<Challenge>& lastChallenge() const { return lastChallenge_; }
    Seat winner() const { return winner_; }
    int playCap() const { return playCap_; }

    // The whole truth, for tests and the table (computer players use observe()).
    // A seat's hand, sorted by rank then suit.
    const std::vector<Card>& hand(Seat seat) const { return hands_[static_cast<std::size_t>(seat)]; }
    const std::vector<Laid>& pile() const { return pile_; }
    // Whether `seat` knows where `card` lies.
    bool knows(Seat seat, Card card) const { return parlour::hasSeat(knownTo_[cardIndex(card)], seat); }
    // In the window: the decisions given so far (-1 not yet, 0 pass, 1 suspect).
    const std::vector<int>& decisions() const { return decisions_; }

    // Lays out a position for rule scenarios: the hands (between them the
    // whole deck), an empty pile, `seat` to lay a card called `call`. Each
    // seat knows its own hand only; the play counter starts afresh.
    Expected<bool> arrange(const std::vector<std::vector<Card>>& hands, Seat seat, int call);
    // Lowers the safety cap so tests can reach it.
    void limitPlays(int cap) { playCap_ = cap; }

private:
    static int cardIndex(Card card) { return parlour::cardIndex(card); }
    std::vector<Card>& handOf(Seat seat) { return hands_[static_cast<std::size_t>(seat)]; }
    void layCard(Seat seat, Card card);
    // Closes the window: the challenge, if any, then the next turn or the end.
    void settle();
    void giveCards(Seat taker, const std::vector<Card>& cards);
    // After a play is settled: the win, the cap, or the next seat's turn.
    void advance(Seat player);
    void finish(Ending ending, Seat winner);

    std::vector<std::vector<Card>> hands_;
    std::vector<Laid> pile_;
    std::array<parlour::SeatMask, 52> knownTo_{}; // per card: the seats that know where it lies
    std::vector<int> decisions_;                  // per seat, in the window
    Seat dealer_ = 0;
    Seat toPlay_ = 0;
    Seat asking_ = kNoSeat; // the seat deciding in the window
    int call_ = 1;
    int plays_ = 0;
    int playCap_ = kPlayCap;
    Phase phase_ = Phase::Play;
    Ending ending_ = Ending::None;
    Seat winner_ = kNoSeat;
    std::optional<Challenge> lastChallenge_;
    bool openingInPile_ = false; // the opening card still lies at the bottom of the pile
};

} // namespace ct
