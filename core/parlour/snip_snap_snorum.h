// Snip Snap Snorum (RULES-PARLOUR.md §5): players lay one card each in turn;
// whoever holds the rank just laid must match it, and the player matched pays
// 1, 2 or 3 counters ("Snip", "Snap", "Snorum") into the pool. A player who
// runs out of counters retires; the last one holding counters takes the pool.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "cards/rng.h"
#include "engine/game.h"
#include "engine/state.h"
#include "parlour/counter_moves.h"

namespace ct {

// Options: dealer=random|last (see parlour::dealerOption()).
class SnipSnapSnorumGame : public Game {
public:
    std::string id() const override { return "snip-snap-snorum"; }
    std::string name() const override { return "Snip Snap Snorum"; }
    Family family() const override { return Family::Parlour; }
    int minPlayers() const override { return 2; }
    int maxPlayers() const override { return 8; }
    int defaultPlayers() const override { return 4; }
    std::vector<OptionSpec> optionSpecs() const override;
    std::vector<Card> deck(const Options&, int) const override;
    std::unique_ptr<State> create(const Options& options, int players, std::vector<Card> deal,
                                  std::uint64_t rngSeed) const override;
};

// One game of several deals. The first deal is the game's deal; later deals
// shuffle all 52 cards with the game's seeded generator.
//
// Action text: "6H" (or "play 6H"): the seat on turn lays the six of hearts.
//
// While a chain is open (1 to 3 cards of its rank laid in a row) a player
// holding its rank must lay one of them; otherwise he lays any card, which
// starts a new chain. The fine, the retiring, the end of a deal (the seat due
// to play holds no cards) and the next deal all happen inside apply().
//
// Ruling (reaching nought): a player whose counters reach 0 retires at once,
// whether the fine took his last counter or found him short (§5 ruling 5 and
// test scenario 4). His cards are dead until the deal ends.
class SnipSnapSnorumState : public State {
public:
    enum Kind {
        Play = 1, // a = seat, cards = {the card}
    };

    enum class Ending {
        None,
        LastStanding, // one player holds counters: he takes the pool
        Cap,          // the safety cap of deals: the most counters win
    };

    // The last match ("Snip" = 2, "Snap" = 3, "Snorum" = 4) and its fine.
    struct Match {
        int count = 0;         // the chain's length after the match
        Seat player = kNoSeat; // who matched
        Seat fined = kNoSeat;  // who was matched and paid
        int fine = 0;          // 1, 2 or 3
        int paid = 0;          // less than the fine if he was short
        bool retired = false;
        bool operator==(const Match&) const = default;
    };

    static constexpr int kStartingCounters = 5;
    static constexpr int kDealCap = 50;

    static Action playCard(Seat seat, Card card) { return Action{Play, seat, 0, 0, {card}}; }

    // The first deal is `deal`, dealt from the dealer's left; `rngSeed` drives
    // the shuffles of later deals.
    SnipSnapSnorumState(int players, Seat dealer, const std::vector<Card>& deal, std::uint64_t rngSeed);

    std::unique_ptr<State> clone() const override { return std::make_unique<SnipSnapSnorumState>(*this); }
    const Game& game() const override;
    int playerCount() const override { return static_cast<int>(hands_.size()); }
    Seat currentPlayer() const override { return isTerminal() ? kNoSeat : toPlay_; }
    std::vector<Action> legalActions() const override;
    Verdict check(const Action& action) const override;
    void apply(const Action& action) override;
    bool isTerminal() const override { return ending_ != Ending::None; }
    // The last player holding counters first, then the retired, the later
    // the better. At the cap, players still in by counters (ties share).
    Outcome outcome() const override;
    // Counters held by each seat.
    std::vector<int> scores() const override { return counters_; }
    // "hand0".."handN" (held), "played" (face up, this deal, in order) and
    // "dead" (the retired players' cards, face down).
    std::vector<Zone> zones() const override;
    std::string actionText(const Action& action) const override;
    Expected<Action> parseAction(std::string_view text) const override;
    std::string describe() const override;
    std::string accountsError() const override;
    std::string fingerprint() const override;
    void writeJsonExtras(JsonWriter& json) const override;
    // One row per deal: each seat's change in counters and its counters after.
    const ScoreSheet* scoreSheet() const override { return &sheet_; }
    // Other hands and the dead cards dealt afresh from the cards `seat` has
    // not seen, keeping out of each hand every rank its holder showed he
    // lacks (by not matching an open chain).
    std::unique_ptr<State> resample(Seat seat, Rng& rng) const override;

    Seat dealer() const { return dealer_; }
    // Deals begun so far, this one included.
    int dealNumber() const { return dealNumber_; }
    int pool() const { return pool_; }
    int counters(Seat seat) const { return counters_[static_cast<std::size_t>(seat)]; }
    bool retired(Seat seat) const { return retiredAt_[static_cast<std::size_t>(seat)] >= 0; }
    // Seats in the order they retired.
    std::vector<Seat> retirementOrder() const;
    // The chain: its rank (0 before the first card of a deal), how many of
    // it were laid in a row (4 = closed) and who laid the last.
    int chainRank() const { return chainRank_; }
    int chainCount() const { return chainCount_; }
    Seat chainLast() const { return chainLast_; }
    bool chainOpen() const { return chainCount_ >= 1 && chainCount_ <= 3; }
    // The last match made, if the last card laid was one.
    const std::optional<Match>& lastMatch() const { return lastMatch_; }
    // The counters the last action moved, in order: a fine from "seatN" to
    // the "pool", and at the end the pool to the last player in.
    const std::vector<CounterMove>& lastMoves() const { return moves_; }
    // Ranks (bit r) a seat has shown it lacks this deal.
    std::uint32_t lacks(Seat seat) const { return lacks_[static_cast<std::size_t>(seat)]; }
    int handSize(Seat seat) const { return static_cast<int>(hand(seat).size()); }
    const std::vector<Card>& played() const { return played_; }
    Ending ending() const { return ending_; }
    int dealCap() const { return dealCap_; }

    // The whole truth, for tests and the table: a hand sorted by rank then suit.
    const std::vector<Card>& hand(Seat seat) const { return hands_[static_cast<std::size_t>(seat)]; }

    // Lays out a position inside a deal for rule scenarios. `hands` hold some
    // of the deck; the rest counts as laid earlier this deal. `counters` must
    // be at least 1 each and, with `pool`, add up to 5 per seat. The chain is
    // `chainRank` laid `chainCount` times, the last by `chainLast` (0, 0,
    // kNoSeat for none); `seat` (holding cards) lays next.
    Expected<bool> arrange(const std::vector<std::vector<Card>>& hands, const std::vector<int>& counters,
                           int pool, Seat seat, int chainRank, int chainCount, Seat chainLast);
    // Lowers the safety cap of deals so tests can reach it.
    void limitDeals(int cap) { dealCap_ = cap; }

private:
    std::vector<Card>& handOf(Seat seat) { return hands_[static_cast<std::size_t>(seat)]; }
    Seat nextInSeat(Seat from) const;
    int playersIn() const;
    void startDeal(const std::vector<Card>& deal);
    // Gathers the cards, shuffles and deals again (or ends the game at the cap).
    void endDeal();
    void pay(Seat seat, int fine);
    void retire(Seat seat);
    void closeSheetRow();

    std::vector<std::vector<Card>> hands_;
    std::vector<Card> played_;
    std::vector<std::vector<Card>> dead_; // per seat
    std::vector<int> counters_;
    std::vector<int> retiredAt_;     // per seat: the order of retiring (0, 1 ...), -1 still in
    std::vector<std::uint32_t> lacks_;
    std::vector<int> countersAtDealStart_;
    int retiredCount_ = 0;
    int pool_ = 0;
    Seat dealer_ = 0;
    Seat toPlay_ = 0;
    int dealNumber_ = 1;
    int dealCap_ = kDealCap;
    int chainRank_ = 0;
    int chainCount_ = 0;
    Seat chainLast_ = kNoSeat;
    std::optional<Match> lastMatch_;
    Ending ending_ = Ending::None;
    ScoreSheet sheet_;
    Rng rng_;
    std::vector<CounterMove> moves_;
};

} // namespace ct
