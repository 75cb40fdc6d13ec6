// The state machine the trick-taking games share: rounds dealt from a seeded
// stream, the auction, naming trump, the nest (exchange or discard), playing
// tricks (with an optional Dummy that plays itself), scoring each round onto
// the score sheet, the end of the game, what each seat may see, and dealing
// the hidden cards anew for computer players. A game adds its deal, its card
// rules and its scoring (high14.h, rook_for_two.h, kentucky_discard.h).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "cards/rng.h"
#include "engine/game.h"
#include "engine/state.h"
#include "tricks/auction.h"
#include "tricks/trick.h"

namespace ct {

enum class TrickPhase {
    Bidding,  // "bid N" / "pass"
    Trump,    // the declarer names trump: "trump G"
    Exchange, // Rook for Two: "exchange none" / "exchange G4 B7 for R5 Y10"
    Discard,  // Kentucky Discard: "discard R5", once per card laid aside
    Play,     // "R14"
    Over,
};

std::string phaseId(TrickPhase phase); // "bidding", "trump", ...

// Where the nest (or High 14's widow) ends up.
enum class NestFate {
    OutOfPlay,        // counts for nobody (Rook for Two)
    FirstTrickWinner, // High 14's widow
    LastTrickWinner,  // Kentucky Discard's discards
};

// The fixed set-up of one game and variant, filled in by the game.
struct TrickConfig {
    int players = 4;
    std::vector<int> sideOfSeat;    // the side (team) of each seat
    bool dummy = false;             // Rook for Two's Dummy: an extra hand nobody decides for
    int target = 0;
    CardRules rules;                // trump is set per round
    std::vector<TrickPhase> phases; // the phases of a round, ending with Play
    AuctionRules auction;
    NestFate nestFate = NestFate::OutOfPlay;
    std::string nestZone = "nest";  // zone id: "nest" or "widow"
    std::vector<Card> deck;         // canonical order, reshuffled for each later round
    int discards = 0;               // cards the declarer lays aside in the Discard phase
    int exchangeCards = 2;          // cards swapped by a (non-empty) exchange
};

// What one round gave. Sides are teams or single seats; "nobody" collects the
// Dummy's tricks and a nest out of play.
struct RoundSummary {
    int round = 0;
    Seat dealer = 0;
    bool thrownIn = false;
    Seat declarer = kNoSeat;
    int contract = 0;
    bool made = false;
    std::optional<Suit> trump;
    std::vector<int> tricks; // per side, then the Dummy's where there is one
    std::vector<int> taken;  // points taken per side: counters and trick points
    int unclaimed = 0;       // points that count for nobody
    std::vector<int> points; // scored per side
};

// Everything one seat may know, for computer players: built from the seat's
// own cards and the public history only.
struct TrickView {
    Seat seat = 0;
    int players = 0;
    TrickPhase phase = TrickPhase::Play;
    Seat dealer = 0;
    Seat toAct = kNoSeat;
    int round = 0;
    CardRules rules;                // with this round's trump once named
    std::vector<Card> hand;
    std::vector<Card> nest;         // the nest's cards, if this seat has seen them
    bool nestKnown = false;
    int nestSize = 0;
    Trick trick;                    // in progress
    std::vector<Trick> tricks;      // completed this round
    std::vector<int> handSizes;     // every hand, the Dummy's pile last
    std::vector<std::uint32_t> voids; // per hand: bit (1 << Suit) = shown to hold none
    std::vector<Card> unseen;       // cards whose place this seat does not know
    Auction auction;
    Seat declarer = kNoSeat;
    int contract = 0;
    std::vector<int> sideOfSeat;
    int sides = 0;
    int dummyHand = -1;             // hand index of the Dummy, -1 without one
    std::vector<int> totals;        // per side
    int target = 0;
    std::vector<int> takenPoints;   // per side this round, from the tricks seen
    std::vector<Action> legal;      // for the seat to act

    int sideOfHand(int hand) const
    {
        return hand < players ? sideOfSeat[static_cast<std::size_t>(hand)] : sides;
    }
    bool partners(int handA, int handB) const
    {
        return handA < players && handB < players && sideOfHand(handA) == sideOfHand(handB);
    }
};

class TrickState : public State {
public:
    enum Kind {
        Play = 1, // cards = {card}
        Bid,      // a = amount
        Pass,
        NameTrump, // a = Suit
        Discard,   // cards = {card}
        Exchange,  // cards = {} (none) or {give, give, take, take}, each pair sorted
    };

    static Action playCard(Card card) { return Action{Play, 0, 0, 0, {card}}; }
    static Action bid(int amount) { return Action{Bid, amount, 0, 0, {}}; }
    static Action pass() { return Action{Pass, 0, 0, 0, {}}; }
    static Action nameTrump(Suit colour) { return Action{NameTrump, static_cast<int>(colour), 0, 0, {}}; }
    static Action discard(Card card) { return Action{Discard, 0, 0, 0, {card}}; }
    static Action exchangeNone() { return Action{Exchange, 0, 0, 0, {}}; }
    static Action exchange(Card give1, Card give2, Card take1, Card take2);

    int playerCount() const override { return config_.players; }
    Seat currentPlayer() const override { return phase_ == TrickPhase::Over ? kNoSeat : toAct_; }
    std::vector<Action> legalActions() const override;
    Verdict check(const Action& action) const override;
    void apply(const Action& action) override;
    bool isTerminal() const override { return phase_ == TrickPhase::Over; }
    Outcome outcome() const override;
    // Each seat's side total.
    std::vector<int> scores() const override;
    // "hand0".."handN" (owner set), "dummy" (Rook for Two, top card last),
    // the nest or "widow", "trick", "taken0".. per side and "taken-dummy".
    std::vector<Zone> zones() const override;
    // Hides other hands, the nest (but from the declarer once picked up),
    // the Dummy's pile and taken tricks; a card shown to all (High 14's cut)
    // stays known where it lies.
    Observation observe(Seat seat) const override;
    std::string actionText(const Action& action) const override;
    Expected<Action> parseAction(std::string_view text) const override;
    std::string describe() const override;
    std::string fingerprint() const override;
    void writeJsonExtras(JsonWriter& json) const override;
    const ScoreSheet* scoreSheet() const override { return &sheet_; }
    std::unique_ptr<State> resample(Seat seat, Rng& rng) const override;
    TableSeats tableSeats() const override;
    // A card of the hand to act: played (Play phase) or laid aside (Discard).
    // Nothing in the other phases: bids and trump are named, and the Rook
    // exchange swaps two cards at once.
    std::optional<Action> actionForCard(const std::string& zone, Card card) const override;
    // Colour by colour, trump first once named (the Bird and a top red 1
    // with it), each colour from its highest card down.
    std::vector<Card> displayOrder(std::vector<Card> cards) const override;
    // A card played to a trick is seen by everybody (the Dummy's included).
    bool showsCardsToAll(const Action&) const override { return phase_ == TrickPhase::Play; }

    // ---- public information ----
    TrickPhase phase() const { return phase_; }
    Seat dealer() const { return dealer_; }
    int round() const { return round_; }
    std::optional<Suit> trump() const { return rules_.trump; }
    const CardRules& rules() const { return rules_; }
    const TrickConfig& config() const { return config_; }
    int sideOf(Seat seat) const { return config_.sideOfSeat[static_cast<std::size_t>(seat)]; }
    int sideCount() const;
    std::string sideName(int side) const; // "0" or "0+2"
    bool hasDummy() const { return config_.dummy; }
    int dummyHand() const { return config_.dummy ? config_.players : -1; }
    // The hand that plays after `hand` (Rook for Two: non-dealer, Dummy, dealer).
    int handAfter(int hand) const { return nextHand(hand); }
    int handCount() const { return static_cast<int>(hands_.size()); }
    int handSize(int hand) const { return static_cast<int>(hands_[static_cast<std::size_t>(hand)].size()); }
    int nestSize() const { return static_cast<int>(nest_.size()); }
    Seat nestKnownTo() const { return nestKnownTo_; }
    const Trick& currentTrick() const { return trick_; }
    const std::vector<Trick>& completedTricks() const { return tricks_; }
    const std::vector<Trick>& previousRoundTricks() const { return previousTricks_; }
    const Auction& auction() const { return auction_; }
    Seat declarer() const { return declarer_; }
    int contract() const { return contract_; }
    std::uint32_t voids(int hand) const { return voids_[static_cast<std::size_t>(hand)]; }
    const std::vector<Card>& shownCards() const { return shown_; }
    const std::vector<RoundSummary>& rounds() const { return rounds_; }
    int winningSide() const { return winner_; }
    // Fills a round summary's points (and whether the contract was made)
    // from its taken points as this game scores them: for search players
    // that weigh a round's outcome with the points taken adjusted.
    void rescore(RoundSummary& summary) const { scoreRound(summary); }
    // Everything `seat` may know, with its legal actions when it is to act.
    TrickView view(Seat seat) const;
    // The same into `view`, reusing its storage: for playouts that ask for a
    // view at every card.
    void fillView(Seat seat, TrickView& view) const;

    // The cards `seat` has not seen and the places they may lie in: every
    // other hand (the Dummy's pile too) and an unseen nest. What resample()
    // deals anew; it depends only on what the seat knows.
    struct HiddenCards {
        std::vector<Card> pool;           // the hidden cards, in canonical order
        std::vector<int> hands;           // per place: the hand, or -1 for the nest
        std::vector<int> sizes;           // per place: how many hidden cards it holds
        std::vector<std::uint32_t> voids; // per place: suits shown to be absent
        std::vector<std::vector<Card>> shown; // per place: its cards every seat has seen
    };
    HiddenCards hiddenCards(Seat seat) const;
    // A copy with the hidden cards placed as `dealt` (per place of
    // hiddenCards(seat), as many cards as its size): resample() with a deal
    // chosen by the caller. Later rounds' shuffles are reseeded from `rng`.
    std::unique_ptr<State> withHiddenCards(Seat seat, const std::vector<std::vector<Card>>& dealt, Rng& rng) const;

    // ---- the whole truth: for tests and the app's end-of-round display ----
    const std::vector<Card>& hand(int hand) const { return hands_[static_cast<std::size_t>(hand)]; }
    const std::vector<Card>& nest() const { return nest_; }

    // Test set-up: deals the current round afresh from `deal` (the game's
    // whole deck in dealing order) with `dealer` dealing; the score sheet stays.
    Expected<bool> arrangeRound(Seat dealer, const std::vector<Card>& deal);
    // Test set-up: a score sheet row "arranged" that brings each side's total
    // to `totals`, then the end-of-game check as after a round.
    void arrangeTotals(const std::vector<int>& totals);

protected:
    TrickState(TrickConfig config, Options options, std::uint64_t rngSeed);

    // Starts the first round; the game's constructor calls it once the
    // dealer is chosen.
    void beginGame(Seat firstDealer, const std::vector<Card>& deal);

    // ---- what each game supplies ----
    // Fills hands_ (and the Dummy's pile), nest_, and for High 14 the trump
    // and shown_, from the whole deck in dealing order.
    virtual void deal(const std::vector<Card>& order) = 0;
    // The hand after `hand` in the order of play.
    virtual int nextHand(int hand) const { return (hand + 1) % config_.players; }
    // Fills summary.points (and summary.made) from the taken points.
    virtual void scoreRound(RoundSummary& summary) const;
    // Game extras for describe() and writeJsonExtras().
    virtual std::string describeExtras() const { return {}; }
    virtual void writeGameJson(JsonWriter&) const {}
    virtual std::string fingerprintExtras() const { return {}; }

    Seat eldest() const { return (dealer_ + 1) % config_.players; }

    TrickConfig config_;
    Options options_;
    CardRules rules_;
    std::vector<std::vector<Card>> hands_; // seats, then the Dummy's pile (top last)
    std::vector<Card> nest_;
    std::vector<Card> shown_;              // hidden cards every seat has seen (High 14's cut)

private:
    void startRound(const std::vector<Card>& order);
    void nextRound();
    void enterPhase(TrickPhase phase);
    void advancePhase();
    void playCard(int hand, Card card);
    void runDummy();
    void completeTrick();
    void finishRound();
    void recordRound(RoundSummary summary);
    int sideOfHand(int hand) const;
    std::vector<Action> exchangeActions() const;
    Verdict checkExchange(const Action& action) const;

    Rng rng_; // the shuffles of later rounds
    int round_ = 0;
    Seat dealer_ = 0;
    TrickPhase phase_ = TrickPhase::Play;
    Seat toAct_ = 0;
    Seat nestKnownTo_ = kNoSeat;
    int nestWonBy_ = -1; // the side that took the nest or widow
    Trick trick_;
    std::vector<Trick> tricks_;
    std::vector<Trick> previousTricks_;
    std::vector<std::vector<Card>> taken_; // per side, then the Dummy's
    std::vector<int> tricksWon_;
    std::vector<std::uint32_t> voids_;
    Auction auction_;
    Seat declarer_ = kNoSeat;
    int contract_ = 0;
    ScoreSheet sheet_;
    std::vector<RoundSummary> rounds_;
    int winner_ = -1;
};

// The "target" option of the trick games: the points that win, chosen from
// `choices` (the first is the game's standard target). The values as option
// values, and the number an option holds (the standard one when absent).
std::vector<std::string> targetChoices(const std::vector<int>& choices);
int targetOption(const Options& options, int standard);

// Deals `pool` into slots of the given sizes, keeping each card out of the
// slots whose void mask holds its suit (by `rules`). Some valid deal always
// exists when the masks come from real play; this finds one at random.
std::vector<std::vector<Card>> dealAvoidingVoids(std::vector<Card> pool, const std::vector<int>& sizes,
                                                 const std::vector<std::uint32_t>& voids,
                                                 const CardRules& rules, Rng& rng);

inline std::uint32_t suitBit(Suit suit)
{
    return 1u << static_cast<unsigned>(suit);
}

} // namespace ct
