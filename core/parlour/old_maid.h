// Old Maid (RULES-PARLOUR.md §4): 51 cards (the queen of clubs is out), pairs
// are thrown out as they form, each player draws one unseen card from the
// neighbour on his right, and whoever is left with the odd queen loses.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "cards/rng.h"
#include "engine/game.h"
#include "engine/state.h"
#include "parlour/table_seats.h"

namespace ct {

// Options: dealer=random|last (see parlour::dealerOption()).
class OldMaidGame : public Game {
public:
    std::string id() const override { return "old-maid"; }
    std::string name() const override { return "Old Maid"; }
    Family family() const override { return Family::Parlour; }
    int minPlayers() const override { return 2; }
    int maxPlayers() const override { return 6; }
    int defaultPlayers() const override { return 4; }
    std::vector<OptionSpec> optionSpecs() const override;
    // The French pack without the queen of clubs.
    std::vector<Card> deck(const Options&, int) const override;
    std::unique_ptr<State> create(const Options& options, int players, std::vector<Card> deal,
                                  std::uint64_t rngSeed) const override;
};

// One game.
//
// Action text:
//   "draw 3"   the drawer takes the card at position 3 (counted from 0) of the
//              offerer's face-down hand
//   "shuffle"  the offerer shuffles his hand before the draw (never awaited:
//              the drawer's turn goes on either way)
//
// Automatic: pairs leave every hand after the deal and after each draw (of
// three alike the two of the lower suits go, of four both pairs); seats other
// than seat 0 (the computers) shuffle their hands whenever they become the
// offerer, from the game's seeded generator.
class OldMaidState : public State {
public:
    enum Kind {
        Draw = 1,    // a = drawer, b = position in the offerer's hand
        Shuffle = 2, // a = offerer
    };

    // A discarded card and the seat that put it out.
    struct Discard {
        Card card{};
        Seat by = kNoSeat;
        bool operator==(const Discard&) const = default;
    };

    static Action draw(Seat drawer, int position) { return Action{Draw, drawer, position, 0, {}}; }
    static Action shuffle(Seat offerer) { return Action{Shuffle, offerer, 0, 0, {}}; }

    // Deals `deal` one card at a time clockwise from the dealer's left and
    // throws out the pairs; `rngSeed` drives the computers' shuffles.
    OldMaidState(int players, Seat dealer, const std::vector<Card>& deal, std::uint64_t rngSeed);

    std::unique_ptr<State> clone() const override { return std::make_unique<OldMaidState>(*this); }
    const Game& game() const override;
    int playerCount() const override { return static_cast<int>(hands_.size()); }
    Seat currentPlayer() const override { return isTerminal() ? kNoSeat : drawer_; }
    std::vector<Action> legalActions() const override;
    Verdict check(const Action& action) const override;
    void apply(const Action& action) override;
    // Over when only one seat holds cards (the odd queen).
    bool isTerminal() const override { return drawer_ == kNoSeat; }
    // Places in the order of going out (seats out at the same moment share a
    // place; the offerer who gives his last card is out before a drawer who
    // then pairs off); the old maid is last. Seat 0 wins unless it is the old maid.
    Outcome outcome() const override;
    // Cards held by each seat.
    std::vector<int> scores() const override;
    // "hand0".."handN" (face down to the table, positions in order) and
    // "pairs" (face up, in the order thrown out).
    std::vector<Zone> zones() const override;
    // Own hand, discards, and the card a seat knows went from or to it while
    // nobody has drawn from that hand since. Positions in other hands are not
    // known (computers shuffle): their known cards are listed first.
    Observation observe(Seat seat) const override;
    std::string actionText(const Action& action) const override;
    Expected<Action> parseAction(std::string_view text) const override;
    std::string describe() const override;
    std::string fingerprint() const override;
    void writeJsonExtras(JsonWriter& json) const override;
    // Other hands dealt afresh from the cards `seat` does not know, each
    // keeping its size and holding no pair (hands never do between draws).
    std::unique_ptr<State> resample(Seat seat, Rng& rng) const override;

    Seat dealer() const { return dealer_; }
    Seat eldest() const { return (dealer_ + 1) % playerCount(); }
    Seat drawer() const { return drawer_; }
    // The seat drawn from: the nearest seat on the drawer's right holding cards.
    Seat offerer() const { return offerer_; }
    int handSize(Seat seat) const { return static_cast<int>(hand(seat).size()); }
    bool isOut(Seat seat) const { return outGroup_[static_cast<std::size_t>(seat)] >= 0; }
    // The old maid once the game is over, kNoSeat before.
    Seat oldMaid() const;
    const std::vector<Discard>& discards() const { return discards_; }
    int draws() const { return draws_; }

    // The whole truth, for tests and the table: a hand in position order.
    const std::vector<Card>& hand(Seat seat) const { return hands_[static_cast<std::size_t>(seat)]; }
    bool knows(Seat seat, Card card) const
    {
        return parlour::hasSeat(knownTo_[parlour::cardIndex(card)], seat);
    }

    // Lays out a position for rule scenarios: the hands in position order
    // (no hand may hold a pair, and the cards of the deck not in a hand must
    // pair off: they count as thrown out), `drawer` (holding cards) to draw.
    // Nobody shuffles here; seats left without cards are out together.
    Expected<bool> arrange(const std::vector<std::vector<Card>>& hands, Seat drawer);

private:
    std::vector<Card>& handOf(Seat seat) { return hands_[static_cast<std::size_t>(seat)]; }
    // Throws out the pairs in a hand (seen by all).
    void throwPairs(Seat seat);
    void markOut(Seat seat, int group);
    // The nearest seat holding cards clockwise (step +1) or anticlockwise
    // (step -1) from `from`, `from` itself excluded.
    Seat nearestHolder(Seat from, int step) const;
    // Makes `drawer` the drawer (or ends the game) and readies the offer.
    void setDrawer(Seat drawer, bool computersShuffle);

    std::vector<std::vector<Card>> hands_;
    std::vector<Discard> discards_;
    std::array<parlour::SeatMask, 52> knownTo_{};
    std::vector<int> outGroup_; // per seat: the moment it went out (0, 1 ...), -1 still in
    int outGroups_ = 0;
    Seat dealer_ = 0;
    Seat drawer_ = kNoSeat;
    Seat offerer_ = kNoSeat;
    int draws_ = 0;
    Rng rng_;
};

} // namespace ct
