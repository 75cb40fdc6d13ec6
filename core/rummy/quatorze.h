// Quatorze (RULES.md, seed 001): the Lebanese rummy for 2-6 players with two
// packs and jokers, an opening of 51, and the lowest total winning.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "cards/rng.h"
#include "engine/game.h"
#include "engine/state.h"
#include "rummy/melds.h"

namespace ct {

// Options:
//   jokers=2|1   jokers in the two packs
//   swap=off|on  whether a joker on the table may be taken back by putting
//                the natural card it stands for in its place
class QuatorzeGame : public Game {
public:
    std::string id() const override { return "quatorze"; }
    std::string name() const override { return "Quatorze"; }
    Family family() const override { return Family::Rummy; }
    int minPlayers() const override { return 2; }
    int maxPlayers() const override { return 6; }
    int defaultPlayers() const override { return 4; }
    std::vector<OptionSpec> optionSpecs() const override;
    std::vector<Card> deck(const Options& options, int players) const override;
    std::unique_ptr<State> create(
        const Options& options, int players, std::vector<Card> deal, std::uint64_t rngSeed) const override;
};

// A meld on the table. Melds are numbered m1, m2 ... in the order they were
// put down in the round; the number stays while the meld grows.
struct TableMeld {
    Seat owner = kNoSeat;
    Meld meld;

    bool operator==(const TableMeld&) const = default;
};

// What everybody at the table saw happen this round, for computer players.
struct PublicEvent {
    enum Kind : std::uint8_t { Drew, Took, Discarded, Melded, Added, Swapped };
    Seat seat = kNoSeat;
    Kind kind = Drew;
    std::vector<Card> cards;

    bool operator==(const PublicEvent&) const = default;
};

// A position for rule scenarios (tests): the state of a round part-way.
struct QuatorzeArrangement {
    std::vector<std::vector<Card>> hands; // per seat; empty for a seat that is out
    // Owner and cards (in any order formMeld() accepts) of each meld, m1 first.
    std::vector<std::pair<Seat, std::vector<Card>>> melds;
    std::vector<Card> discard; // bottom first
    // Bottom first. Empty: every card not placed elsewhere, in deck order.
    std::vector<Card> stock;
    std::vector<bool> opened; // per seat (owners of melds count as opened)
    std::vector<int> totals; // running totals before this round; seats at 201+ are out
    Seat toPlay = 0;
    bool firstTurn = false; // toPlay's first turn of the round: a discard only
};

// One game: rounds until one player is left.
//
// Seats are numbered clockwise (seat 0 South, seat 1 West ...). Play and
// dealing go to the right, that is counter-clockwise: after seat s comes
// seat s - 1 (seat 0 -> n-1 -> ... -> 1 -> 0), skipping players who are out.
// The dealer's left-hand neighbour (s + 1) cuts; the dealer's right-hand
// neighbour (s - 1) is dealt 3 cards first, then 2 at a time to the right
// until everybody holds 14 and that first player 15. The next round is dealt
// by the player to the right of the dealer.
//
// The cut is automatic: the cutter lifts a number of cards drawn from the
// game's generator (between 5 and the deck size - 5); if the bottom card of
// that packet is a joker, the cutter keeps it in hand in sight of everyone and
// is dealt one card fewer. The dealer deals from the lower part, then from
// the lifted packet; what is left is the stock. The first round deals the
// game's deal (seeded or explicit: the pack before the cut, top card first);
// later rounds shuffle the whole deck with the game's generator. redeal()
// sets the pack, the dealer and the cut for tests.
//
// Actions (card notation of RULES.md; a bare card means the lowest pack of
// it in the player's hand not yet named in the action, "JK" any joker):
//   draw                       take the top card of the stock
//   take                       take the top card of the discard pile
//   meld 7S 7H 7D + JH QH KH   put down one or more melds (an opening must be
//                              worth 51 or more in total)
//   add 8H to m3 [low|high]    lay off a card on a meld; the end is needed
//                              only where a card fits both (a joker, an ace)
//   swap 7C in m2              (swap=on, after opening) put the natural card
//                              in place of the meld's joker and take the joker
//                              into hand; on another player's meld it counts
//                              as adding to it
//   discard QS                 end the turn
// A run's joker at an end stands at the low end when written first, else at
// the high end (formMeld()).
//
// Turn: the first player of a round only discards. Everybody else draws or
// takes, then melds, lays off and swaps as they like, then discards. A taken
// card must be melded that turn: "take" is legal only when the card can be
// melded from the hand as it stands (before opening: in an opening of 51 or
// more; after: in a new meld, or laid off, possibly after other cards of the
// hand that extend the same run), and until it is melded every other meld,
// lay-off or swap must keep that possible, and the discard waits. Melds may
// never use the last card: one must be left to discard.
//
// legalActions() is bounded: draw/take, one discard per distinct card, and
// after opening every single meld the hand can form (possibleMelds()), every
// lay-off and swap. Before opening, the openings listed are: the highest-
// valued and the fewest-card openings found by the meld search, and up to 40
// combinations of the hand's melds that first reach 51 (depth-first in meld
// order). check() accepts any legal opening, listed or not.
//
// End of a round: a player discards their last card. The winner scores -30,
// the others the value of their hands. Going out at once (every card put
// down in the turn the player opened, adding to no other player's meld, a
// swap on another's meld counting as adding) scores -60 and doubles the
// others' points. A player at 201 or more is out; the last player left wins
// (with two, the first to 201 loses). Interpretation: the round ends with no
// winner, every player scoring their hand, when a turn starts with nothing to
// draw (the stock empty, the discard pile a single card), or when nobody can
// ever go out (every hand holds two cards or fewer, so only lay-offs could
// empty it, and no card off the table fits a meld on it). If that puts
// everybody left at 201 or more, the lowest totals stay in.
class QuatorzeState : public State {
public:
    enum Kind {
        ActDraw = 1,
        ActTake = 2,
        ActMeld = 3, // cards = the melds one after another; a = their sizes, 4 bits each, first lowest
        ActAdd = 4, // a = meld index (m1 = 0), b = 0 high end or set, 1 low end; cards = {card}
        ActSwap = 5, // a = meld index; cards = {natural}
        ActDiscard = 6, // cards = {card}
    };

    enum class Phase {
        FirstDiscard, // the first player's first turn of the round
        Draw, // draw or take
        Play, // meld, lay off, swap, discard
        GameOver,
    };

    static constexpr int kTarget = 201;
    static constexpr int kDefaultRoundLimit = 30;
    static constexpr int kOutBonus = -30;
    static constexpr int kOutAtOnceBonus = -60;
    static constexpr int kMaxListedOpenings = 40;

    QuatorzeState(int players, int jokers, bool jokerSwap, std::vector<Card> deal, std::uint64_t rngSeed);

    std::unique_ptr<State> clone() const override { return std::make_unique<QuatorzeState>(*this); }
    const Game& game() const override;
    int playerCount() const override { return static_cast<int>(hands_.size()); }
    Seat currentPlayer() const override { return phase_ == Phase::GameOver ? kNoSeat : toPlay_; }
    std::vector<Action> legalActions() const override;
    Verdict check(const Action& action) const override;
    void apply(const Action& action) override;
    bool isTerminal() const override { return phase_ == Phase::GameOver; }
    Outcome outcome() const override;
    // Running totals (lower is better).
    std::vector<int> scores() const override { return sheet_.totals(); }
    // "hand0".. (face down, owned), "stock" (face down), "discard" (face up,
    // bottom first), "m1".. (face up, shared: tableMelds() tells their owners).
    std::vector<Zone> zones() const override;
    // Other hands are hidden except the cards known to be there (taken from
    // the discard pile, taken back by a swap, kept at the cut), which are
    // listed first with known = true.
    Observation observe(Seat seat) const override;
    std::string actionText(const Action& action) const override;
    Expected<Action> parseAction(std::string_view text) const override;
    // The table for the command line: totals, hand sizes, known cards, the
    // melds and the discard pile, and the cards of seat 0 (the human's seat).
    std::string describe() const override;
    std::string fingerprint() const override;
    void writeJsonExtras(JsonWriter& json) const override;
    const ScoreSheet* scoreSheet() const override { return &sheet_; }
    // Other hands and the stock dealt anew from the cards `seat` has not
    // seen: known cards stay, and a card drawn from a rebuilt stock is
    // replaced only by a card of that same rebuilt stock.
    std::unique_ptr<State> resample(Seat seat, Rng& rng) const override;

    // Action builders.
    static Action draw() { return Action {ActDraw, 0, 0, 0, {}}; }
    static Action take() { return Action {ActTake, 0, 0, 0, {}}; }
    static Action meld(const std::vector<std::vector<Card>>& melds);
    static Action add(int meldIndex, Card card, MeldEnd end)
    {
        return Action {ActAdd, meldIndex, end == MeldEnd::Low ? 1 : 0, 0, {card}};
    }
    static Action swap(int meldIndex, Card natural) { return Action {ActSwap, meldIndex, 0, 0, {natural}}; }
    static Action discard(Card card) { return Action {ActDiscard, 0, 0, 0, {card}}; }
    // The groups of a Meld action (empty if the sizes do not match the cards).
    static std::vector<std::vector<Card>> meldGroups(const Action& action);

    // The melds a player is gathering before putting them down together (an
    // opening in progress in the app): their total value so far, and the
    // first problem among them: a group that is not a meld (NotAMeld,
    // OneJokerPerMeld) or a card the player to act does not hold (NotInHand).
    // The rules that apply to putting them down (51 to open, a card kept to
    // discard, the taken card) are check()'s, on meld(groups).
    struct MeldTally {
        int value = 0;
        Verdict verdict = Verdict::ok();
    };
    MeldTally tallyMelds(const std::vector<std::vector<Card>>& groups) const;

    // Public facts about the position.
    Phase phase() const { return phase_; }
    int round() const { return round_; }
    // The game ends after this round at the latest, the lowest total
    // winning (our ruling: without it a two-player game can go on for ever,
    // see docs/quatorze.md).
    int roundLimit() const { return roundLimit_; }
    void setRoundLimit(int rounds) { roundLimit_ = rounds; }
    Seat dealer() const { return dealer_; }
    int jokers() const { return jokers_; }
    bool jokerSwap() const { return jokerSwap_; }
    const std::vector<TableMeld>& tableMelds() const { return melds_; }
    const std::vector<Card>& discardPile() const { return discard_; }
    int stockSize() const { return static_cast<int>(stock_.size()); }
    // How often this round's stock has been rebuilt from the discard pile.
    int stockRebuilds() const { return stockGeneration_; }
    int handSize(Seat seat) const { return static_cast<int>(hands_[static_cast<std::size_t>(seat)].size()); }
    bool opened(Seat seat) const { return opened_[static_cast<std::size_t>(seat)]; }
    bool isOut(Seat seat) const { return out_[static_cast<std::size_t>(seat)]; }
    // Cards everybody knows to be in the seat's hand.
    const std::vector<Card>& knownCards(Seat seat) const { return known_[static_cast<std::size_t>(seat)]; }
    const std::vector<PublicEvent>& publicLog() const { return log_; }
    // The turn so far: the card taken from the discard pile (if any), whether
    // it has been melded, the melds put down and whether the player opened.
    std::optional<Card> takenCard() const { return taken_; }
    bool takenCardMelded() const { return takenMelded_; }
    const std::vector<int>& meldsThisTurn() const { return meldsThisTurn_; }
    bool openedThisTurn() const { return openedThisTurn_; }
    bool addedToOthersThisTurn() const { return addedToOthers_; }
    // Seat to the right (the next to play) and to the left, among those still in.
    Seat nextSeat(Seat seat) const;
    Seat previousSeat(Seat seat) const;
    // The seat that kept a joker at this round's cut, or kNoSeat.
    Seat cutJokerSeat() const { return cutJokerSeat_; }
    // The whole truth about a hand (tests, the app's own seat; players use observe()).
    const std::vector<Card>& hand(Seat seat) const { return hands_[static_cast<std::size_t>(seat)]; }

    // Tests: restarts the current round from this pack (top card first), with
    // this dealer and this many cards lifted at the cut.
    Expected<bool> redeal(const std::vector<Card>& pack, Seat dealer, int cut);
    // Tests: lays out a round part-way (see QuatorzeArrangement).
    Expected<bool> arrange(const QuatorzeArrangement& arrangement);

private:
    struct LateDraw {
        Card card;
        int generation = 0; // which rebuilt stock it came from
        bool operator==(const LateDraw&) const = default;
    };

    std::vector<Card>& handOf(Seat seat) { return hands_[static_cast<std::size_t>(seat)]; }
    int activeCount() const;
    void dealRound(std::vector<Card> pack, Seat dealer, int cut);
    void startTurn(Seat seat, bool checkEnd = true);
    bool roundCanStillEnd() const;
    void takeFromHand(Seat seat, Card card);
    void giveToHand(Seat seat, Card card);
    void endRound(Seat winner);
    bool rebuildStock();

    Verdict checkMeld(const Action& action) const;
    Verdict checkAdd(const Action& action) const;
    Verdict checkSwap(const Action& action) const;
    // Whether the taken card can still be melded this turn from `hand` (with
    // `melds` on the table), for a player who has opened or not.
    bool takenCardMeldable(
        const std::vector<Card>& hand, Card taken, const std::vector<TableMeld>& melds, bool open) const;
    bool pendingTaken() const { return taken_.has_value() && !takenMelded_; }
    std::vector<Action> playActions() const;
    std::vector<Action> openingActions() const;
    // Resolves a card written in an action: a bare card (no '#') is the
    // lowest pack of it in the player's hand not yet in `used`.
    Expected<Card> resolveCard(const std::string& word, std::vector<Card>& used) const;
    std::string cardWord(Card card, std::vector<Card>& used) const;

    int jokers_ = 2;
    bool jokerSwap_ = false;
    Rng rng_;
    int round_ = 1;
    int roundLimit_ = kDefaultRoundLimit;
    Seat dealer_ = 0;
    Seat toPlay_ = 0;
    Phase phase_ = Phase::Draw;
    std::vector<std::vector<Card>> hands_;
    std::vector<Card> stock_; // the last card is the top
    std::vector<Card> discard_; // the last card is the top
    std::vector<TableMeld> melds_;
    std::vector<bool> opened_;
    std::vector<bool> out_;
    std::vector<int> outInRound_; // the round a seat went out in, 0 while in
    std::vector<std::vector<Card>> known_;
    std::vector<std::vector<LateDraw>> lateDraws_;
    int stockGeneration_ = 0;
    Seat cutJokerSeat_ = kNoSeat;
    std::vector<PublicEvent> log_;
    // The turn in progress.
    std::optional<Card> taken_;
    bool takenMelded_ = false;
    std::vector<int> meldsThisTurn_;
    bool openedThisTurn_ = false;
    bool addedToOthers_ = false;
    ScoreSheet sheet_;
};

} // namespace ct
