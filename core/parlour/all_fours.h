// All Fours (RULES-PARLOUR.md §7): 2 players, or 4 in partnerships, play six
// tricks after begging over the turned-up trump, for High, Low, Jack and Game,
// to a target of 10 (or 7 or 11).
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "cards/rng.h"
#include "engine/game.h"
#include "engine/state.h"

namespace ct {

// Options:
//   target=10|7|11           the points that win (default 10)
//   dealer=random|first|last the first dealer (§0)
// Played by 2 or 4; with 4, seats 0+2 play against 1+3.
class AllFoursGame : public Game {
public:
    std::string id() const override { return "all-fours"; }
    std::string name() const override { return "All Fours"; }
    Family family() const override { return Family::Parlour; }
    int minPlayers() const override { return 2; }
    int maxPlayers() const override { return 4; }
    int defaultPlayers() const override { return 2; }
    bool supportsPlayers(int players) const override { return players == 2 || players == 4; }
    std::string playersText() const override { return "2 or 4"; }
    std::vector<OptionSpec> optionSpecs() const override;
    std::vector<Card> deck(const Options&, int) const override;
    std::unique_ptr<State> create(const Options& options, int players, std::vector<Card> deal,
                                  std::uint64_t rngSeed) const override;
};

// One game to the target.
//
// Action notation:
//   "stand", "beg"      eldest, over the turned-up suit
//   "give", "run"       the dealer, after a beg (give = the gift of one point)
//   "discard CARD"      after a run, down to six cards ("discard 4C")
//   "play CARD"         a card to the trick ("play 10H")
// A bare card ("10H") is read as the discard or play the phase asks for.
//
// Dealing: from the deck order, two rounds of three cards from eldest round
// the table, then the turn-up; a run deals a packet of three to each from
// eldest and turns the next card. Runs that turn the original suit again go on
// by themselves; when the pack cannot supply another run the deal is
// abandoned and the same dealer deals afresh. After a run, each seat from
// eldest clockwise discards one card at a time until it holds six. The next
// deal follows the last trick inside the same action.
//
// Points are credited one at a time in the order of the rulings (turn-up
// jacks and the gift as they happen, then High, Low, Jack, Game); the first
// side to reach the target wins at once and later points are not added.
class AllFoursState : public State {
public:
    enum Kind {
        Stand = 1, // a = seat (for all kinds)
        Beg,
        GiveOne,
        Run,
        Discard, // cards = {card}
        Play, // cards = {card}
    };

    enum class Phase {
        Begging, // eldest: stand or beg
        Giving, // the dealer: give one or run
        Discarding, // after a run, seats holding more than six
        Playing,
        Over,
    };

    // A trick: cards[i] was played by seat (leader + i) mod N.
    struct Trick {
        Seat leader = 0;
        std::vector<Card> cards;
        Seat winner = kNoSeat; // once complete
    };

    // The points of one finished deal; -1 = nobody.
    struct DealScore {
        int high = -1, low = -1, jack = -1, game = -1; // the side entitled to each
        Card highCard{}, lowCard{};
        std::array<int, 2> cardPoints{}; // per side
        std::vector<std::string> credited; // "high", "low" ... in order, as credited
    };

    static constexpr int kTricks = 6;
    static int sideOf(Seat seat) { return seat % 2; }
    // A 4, K 3, Q 2, J 1, 10 10, others 0.
    static int cardPoints(Card card);
    // Ace high: 2..13, ace 14.
    static int power(Card card) { return card.rank == kAce ? 14 : card.rank; }
    static Action action(Kind kind, Seat seat) { return Action{kind, seat, 0, 0, {}}; }
    static Action cardAction(Kind kind, Seat seat, Card card) { return Action{kind, seat, 0, 0, {card}}; }

    AllFoursState(int players, int target, Seat firstDealer, const std::vector<Card>& deal,
                  std::uint64_t rngSeed);

    std::unique_ptr<State> clone() const override { return std::make_unique<AllFoursState>(*this); }
    const Game& game() const override;
    int playerCount() const override { return static_cast<int>(hands_.size()); }
    Seat currentPlayer() const override { return phase_ == Phase::Over ? kNoSeat : toAct_; }
    std::vector<Action> legalActions() const override;
    Verdict check(const Action& action) const override;
    void apply(const Action& action) override;
    bool isTerminal() const override { return phase_ == Phase::Over; }
    // A card played to a trick is seen by everybody.
    bool showsCardsToAll(const Action&) const override { return phase_ == Phase::Playing; }
    // The winning side's seats share first place.
    Outcome outcome() const override;
    // Each seat's side total.
    std::vector<int> scores() const override;
    // "hand0".. and "discard0".. face down (seen by their owners), "stock" face
    // down, "turnup" and "dead" (rejected turn-ups) face up, "trick" and the
    // cards each seat has won, "taken0".., face up.
    std::vector<Zone> zones() const override;
    // As the default, with the seat's own hand face up to it.
    Observation observe(Seat seat) const override;
    std::string actionText(const Action& action) const override;
    Expected<Action> parseAction(std::string_view text) const override;
    std::string describe() const override;
    std::string fingerprint() const override;
    void writeJsonExtras(JsonWriter& json) const override;
    // One row per deal (an abandoned deal too); the note lists what was
    // credited: "turnjack=S gift=S high=S low=S jack=S game=S points=A:B",
    // S the side, A:B the card points of sides 0 and 1; "abandoned" or
    // "arranged" where they apply.
    const ScoreSheet* scoreSheet() const override { return &sheet_; }
    // Other hands, other seats' discards and the stock dealt anew from the
    // cards `seat` has not seen, keeping sizes and the voids shown in play.
    std::unique_ptr<State> resample(Seat seat, Rng& rng) const override;

    Phase phase() const { return phase_; }
    Seat dealer() const { return dealer_; }
    Seat eldest() const { return (dealer_ + 1) % playerCount(); }
    int target() const { return target_; }
    int sideScore(int side) const { return sideScores_[static_cast<std::size_t>(side)]; }
    // Points credited in the deal under way (turn-up jacks, the gift), per
    // side; the score sheet gets them when the deal ends.
    const std::array<int, 2>& pointsThisDeal() const { return dealPoints_; }
    // The winning side once over, else -1.
    int winningSide() const { return winner_; }
    const std::vector<Card>& hand(Seat seat) const { return hands_[static_cast<std::size_t>(seat)]; }
    const std::vector<Card>& discards(Seat seat) const { return discards_[static_cast<std::size_t>(seat)]; }
    const std::vector<Card>& stock() const { return stock_; }
    Card turnUp() const { return turnUp_; }
    const std::vector<Card>& deadCards() const { return dead_; }
    Suit trumps() const { return turnUp_.suit; }
    // The trick being played (cards may be empty), and the finished tricks of this deal.
    const Trick& currentTrick() const { return trick_; }
    const std::vector<Trick>& tricks() const { return tricks_; }
    // Whether the dealer may give one point now (not when it would win the game).
    bool mayGiveOne() const;
    // Suits `seat` has shown it lacks this deal (played off the led suit
    // without trumping): public knowledge.
    std::vector<Suit> voidSuits(Seat seat) const;
    // The winner of a complete or partial trick so far.
    Seat trickWinner(const Trick& trick) const;
    // The breakdown of the last finished deal (High/Low/Jack/Game).
    const DealScore& lastScore() const { return lastScore_; }
    int dealsPlayed() const { return static_cast<int>(sheet_.rows.size()); }

    // Sets the side totals for rule scenarios (each below the target); the
    // score sheet gets a row noting it.
    Expected<bool> arrangeScores(int side0, int side1);
    // Deals the next deals (abandoned ones included) from these deck orders
    // instead of shuffling.
    Expected<bool> queueDeals(const std::vector<std::vector<Card>>& orders);

private:
    void startDeal(const std::vector<Card>& order);
    void dealPackets(int cardsEach);
    void runTheCards();
    void startPlay();
    void playCard(Card card);
    void scoreDeal();
    // Adds one point to `side` unless the game is over; ends it at the target.
    void credit(int side, const std::string& what);
    void closeRow(const std::string& extra);
    void nextDeal(Seat dealer);
    Seat nextDiscarder(Seat from) const;
    bool followsSuit(Seat seat, Card card) const;

    int target_ = 10;
    Phase phase_ = Phase::Begging;
    Seat dealer_ = 0;
    Seat toAct_ = 0;
    int winner_ = -1;
    std::array<int, 2> sideScores_{};
    std::array<int, 2> dealPoints_{};
    std::string dealNote_;
    std::vector<std::vector<Card>> hands_;
    std::vector<std::vector<Card>> inPlay_; // the hands when trick play began
    std::vector<std::vector<Card>> discards_;
    std::vector<std::vector<Card>> taken_;
    std::vector<Card> stock_; // top first
    Card turnUp_{};
    Suit originalSuit_ = Suit::Clubs;
    std::vector<Card> dead_;
    Trick trick_;
    std::vector<Trick> tricks_;
    DealScore lastScore_;
    ScoreSheet sheet_;
    Rng rng_;
    std::vector<std::vector<Card>> queued_;
};

} // namespace ct
