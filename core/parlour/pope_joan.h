// Pope Joan (RULES-PARLOUR.md §3): 3-8 players shed cards in suit sequences
// from a 51-card pack, winning counters from an eight-pool board. The only
// decision is the lead; forced follows run inside apply().
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "cards/rng.h"
#include "engine/game.h"
#include "engine/state.h"
#include "parlour/counter_moves.h"

namespace ct {

// Options:
//   rounds=1..5              every player deals that many times (default 2)
//   dealer=random|first|last the first dealer (§0: random; first = seat 0;
//                            last = the last seat, so seat 0 is eldest)
class PopeJoanGame : public Game {
public:
    std::string id() const override { return "pope-joan"; }
    std::string name() const override { return "Pope Joan"; }
    Family family() const override { return Family::Parlour; }
    int minPlayers() const override { return 3; }
    int maxPlayers() const override { return 8; }
    int defaultPlayers() const override { return 4; }
    std::vector<OptionSpec> optionSpecs() const override;
    // The French pack without the 8 of diamonds: 51 cards.
    std::vector<Card> deck(const Options&, int) const override;
    std::unique_ptr<State> create(const Options& options, int players, std::vector<Card> deal,
                                  std::uint64_t rngSeed) const override;
};

// One game of R rounds (every seat deals R times).
//
// Action notation: "lead CARD" (for example "lead 10H"); a bare card "10H" is
// read as a lead too. Leading is the only decision: the successor of each card
// played comes out of its holder's hand by itself until a stop, and the deal's
// settlement, the next dressing and deal (and a Pope turn-up, which ends a deal
// at once) all happen inside the action that causes them.
//
// Dealing (§3, with the fixed table): the deck order is dealt one card at a
// time from eldest, H = floor(44/N) cards each; the next S = 50 - N·H cards form
// the stops hand and the last card is the turn-up.
//
// Counters: every seat starts with 100; the dealer pays the 15 dressing
// counters onto the board before each deal. Balances plus the board always
// make 100·N.
class PopeJoanState : public State {
public:
    enum Kind {
        Lead = 1, // a = the seat leading, cards = {the card}
    };

    enum Pool {
        AcePool,
        KingPool,
        QueenPool,
        JackPool,
        MatrimonyPool,
        IntriguePool,
        PopePool,
        GamePool,
    };
    static constexpr int kPoolCount = 8;
    static constexpr std::array<int, kPoolCount> kDressing = {1, 1, 1, 1, 2, 2, 6, 1};
    static constexpr int kStartingCounters = 100;
    static constexpr Card kPope = Card{Suit::Diamonds, 9, 0};

    // A card played this deal: who played it and whether it was a lead.
    // Cards set out by arrange() as played earlier have seat kNoSeat.
    struct Play {
        Card card{};
        Seat seat = kNoSeat;
        bool led = false;
    };

    // What one finished deal left behind, for the table to show.
    struct DealReport {
        Seat dealer = 0;
        Card turnUp{};
        std::vector<Card> stops;
        Seat wentOut = kNoSeat; // kNoSeat when the Pope was turned up
    };

    static int handSize(int players) { return 44 / players; }
    static int stopsSize(int players) { return 50 - players * handSize(players); }
    // The next higher card of the same suit; a king has none (rank 0).
    static Card successor(Card card);
    static const char* poolId(int pool); // "ace", "king" ... "game"
    static Action lead(Seat seat, Card card) { return Action{Lead, seat, 0, 0, {card}}; }

    PopeJoanState(int players, int rounds, Seat firstDealer, const std::vector<Card>& deal,
                  std::uint64_t rngSeed);

    std::unique_ptr<State> clone() const override { return std::make_unique<PopeJoanState>(*this); }
    const Game& game() const override;
    int playerCount() const override { return static_cast<int>(hands_.size()); }
    Seat currentPlayer() const override { return over_ ? kNoSeat : leader_; }
    std::vector<Action> legalActions() const override;
    Verdict check(const Action& action) const override;
    void apply(const Action& action) override;
    bool isTerminal() const override { return over_; }
    // Places by final balance; a tie for the highest is a draw.
    Outcome outcome() const override;
    // Each seat's balance of counters.
    std::vector<int> scores() const override { return balances_; }
    // "hand0".."handN" face down (each seen by its owner), "stops" face down
    // (face up once the game is over), "turnup", "played" (earlier runs of this
    // deal) and "run" (the run since the last lead), face up.
    std::vector<Zone> zones() const override;
    std::string actionText(const Action& action) const override;
    Expected<Action> parseAction(std::string_view text) const override;
    std::string describe() const override;
    std::string accountsError() const override;
    std::string fingerprint() const override;
    void writeJsonExtras(JsonWriter& json) const override;
    // One row per deal: each seat's change of balance, totals = balances.
    const ScoreSheet* scoreSheet() const override { return &sheet_; }
    // Other hands and the stops hand dealt anew from the cards `seat` has not
    // seen, keeping hand sizes and every card the play has proved to be in
    // the stops hand (see stopsKnownFromPlay()).
    std::unique_ptr<State> resample(Seat seat, Rng& rng) const override;

    Seat dealer() const { return dealer_; }
    Seat eldest() const { return (dealer_ + 1) % playerCount(); }
    // The seat to lead (the last to play a stop, or eldest).
    Seat leader() const { return leader_; }
    int balance(Seat seat) const { return balances_[static_cast<std::size_t>(seat)]; }
    int pool(int pool) const { return pools_[static_cast<std::size_t>(pool)]; }
    const std::array<int, kPoolCount>& pools() const { return pools_; }
    // Counters on the board and in every ledger: always 100·N.
    int countersInPlay() const;
    const std::vector<Card>& hand(Seat seat) const { return hands_[static_cast<std::size_t>(seat)]; }
    const std::vector<Card>& stops() const { return stops_; }
    Card turnUp() const { return turnUp_; }
    Suit trumps() const { return turnUp_.suit; }
    // The cards played this deal, in order.
    const std::vector<Play>& played() const { return played_; }
    // The current run: the plays since the last lead.
    std::vector<Play> currentRun() const;
    // Whether `card`, just played, would stop the run now.
    bool isStop(Card card) const;
    bool wasPlayed(Card card) const;
    // Cards the public play proves to lie in the stops hand: the successor of
    // a card played this deal that did not come out, is not the turn-up and
    // is no king's or the 7 of diamonds' successor.
    std::vector<Card> stopsKnownFromPlay() const;
    int dealsPlayed() const { return dealsPlayed_; }
    int totalDeals() const { return totalDeals_; }
    const std::vector<DealReport>& reports() const { return reports_; }
    // The counters the last action moved, in order (the first deal's
    // dressing before any action): seats "seat0".. and pools by poolId().
    const std::vector<CounterMove>& lastMoves() const { return moves_; }

    // Lays out a position in the middle of a deal for rule scenarios: each
    // seat's hand, the stops hand and the turn-up; every other card counts as
    // played earlier in this deal (by nobody), and `leader` leads next.
    // Balances and pools stay as they are.
    Expected<bool> arrange(const std::vector<std::vector<Card>>& hands, const std::vector<Card>& stops,
                           Card turnUp, Seat leader);
    // Deals the next deals from these deck orders instead of shuffling.
    Expected<bool> queueDeals(const std::vector<std::vector<Card>>& orders);

private:
    void startDeal(const std::vector<Card>& order);
    void playCard(Seat seat, Card card, bool led);
    void takePool(Seat seat, int pool);
    void pay(Seat from, Seat to, int amount);
    // Settles the deal (wentOut = kNoSeat after a Pope turn-up), then deals
    // the next one or ends the game.
    void endDeal(Seat wentOut);
    Seat holderOf(Card card) const;
    std::vector<Card> unseenBy(Seat seat) const;

    int rounds_ = 2;
    int totalDeals_ = 0;
    int dealsPlayed_ = 0; // deals finished
    Seat dealer_ = 0;
    Seat leader_ = 0;
    bool over_ = false;
    std::vector<int> balances_;
    std::vector<int> dealStartBalances_;
    std::array<int, kPoolCount> pools_{};
    std::vector<std::vector<Card>> hands_;
    std::vector<Card> stops_;
    Card turnUp_{};
    std::vector<Play> played_;
    std::size_t runStart_ = 0; // index in played_ of the current run's lead
    // Who played the king, queen and jack of trumps this deal (Matrimony, Intrigue).
    Seat kingBy_ = kNoSeat;
    Seat queenBy_ = kNoSeat;
    Seat jackBy_ = kNoSeat;
    std::vector<DealReport> reports_;
    ScoreSheet sheet_;
    Rng rng_;
    std::vector<std::vector<Card>> queued_;
    std::vector<CounterMove> moves_;
};

} // namespace ct
