// The shared machinery of every patience game: named piles, the generic
// actions (move cards between piles, click the stock, flip, redeal, resign)
// with their text form, legal-move generation from per-game rules, and the
// won/lost verdict. A game supplies its deal, its pile rules and its layout.
//
// Action text (records, tests, command line):
//   move t3 f0      the top card of t3 to f0
//   move t3:2 t5    the top 2 cards of t3, as a group, onto t5
//   stock           deal, turn, refill or recycle, as the game defines
//   flip t3         turn the face-down top card of t3
//   redeal          gather and deal again, where the game allows it
//   resign          give up (always allowed while the game goes on)
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "cards/rng.h"
#include "engine/game.h"
#include "engine/state.h"

namespace ct {

struct Pile {
    std::string id;
    ZoneKind kind = ZoneKind::Tableau;
    std::vector<PlacedCard> cards; // bottom first

    bool empty() const { return cards.empty(); }
    std::size_t size() const { return cards.size(); }
    const PlacedCard& top() const { return cards.back(); }
    void push(Card card, bool faceUp = true) { cards.push_back({card, faceUp, true}); }
    Card pop()
    {
        Card card = cards.back().card;
        cards.pop_back();
        return card;
    }
};

class PatienceState : public State {
public:
    enum Kind {
        MoveCards = 1, // a = from pile, b = to pile, c = number of cards
        StockClick = 2,
        Flip = 3,      // a = pile
        Redeal = 4,
        Resign = 5,
        FirstGameKind = 16, // games number their own actions from here
    };

    int playerCount() const override { return 1; }
    Seat currentPlayer() const override { return isTerminal() ? kNoSeat : 0; }
    // Every legal action except `resign`, which check() accepts at any time
    // but which random play and hints must never pick.
    std::vector<Action> legalActions() const override;
    Verdict check(const Action& action) const override;
    void apply(const Action& action) override;
    bool isTerminal() const override;
    Outcome outcome() const override;
    std::vector<int> scores() const override;
    std::vector<Zone> zones() const override;
    std::string actionText(const Action& action) const override;
    Expected<Action> parseAction(std::string_view text) const override;
    std::string describe() const override;
    std::string fingerprint() const override;
    // A 128-bit hash of everything the fingerprint holds, made without
    // building its text: the solver's key for a position.
    std::pair<std::uint64_t, std::uint64_t> positionHash() const;
    // The same hash with the position's symmetries folded, for the solver:
    // twin cards from different packs count as the same card (no rule tells
    // them apart), and the piles of each group in `interchangeable` are
    // hashed as a set, so positions that differ only in which of them holds
    // which cards are one. Only piles the rules treat alike from here on
    // may share a group.
    std::pair<std::uint64_t, std::uint64_t> canonicalHash(const std::vector<std::vector<int>>& interchangeable = {}) const;

    // True when the game is won (cheaper than isTerminal() and outcome(),
    // which also ask whether a lost game is stuck).
    bool hasWon() const { return !resigned_ && isWon(); }

    const std::vector<Pile>& piles() const { return piles_; }
    // The generator of the shuffles made during play (the redeals of La
    // Belle Lucie and The Sultan), for the solver, which sees them.
    const Rng& rng() const { return rng_; }
    int pileIndex(std::string_view id) const; // -1 if unknown
    // The most cards one move may carry from `pile` (1 but in Klondike).
    int movableGroup(int pile) const { return maxGroup(pile); }
    bool resigned() const { return resigned_; }
    // Every legal card move found by asking about every source, group size
    // and target, however unlikely: what a game's candidateMoves() must never
    // miss (tests compare the two).
    std::vector<Action> legalMovesByFullSearch() const;

    // The move that sends the top card of `pile` to a foundation: the
    // accepting foundation with the lowest index (double-click, autoplay).
    std::optional<Action> foundationMove(int pile) const;
    // The next automatic move to the foundations that can never hurt the
    // player, for the "auto-move to foundations" option. None by default.
    virtual std::optional<Action> safeAutoMove() const { return std::nullopt; }
    // Cards on the foundations (or discarded) and the number that wins.
    int cardsHome() const;
    virtual int cardsToWin() const = 0;
    // How far the game has come, for computer players: the cards home by
    // default; puzzles without foundations count their own way.
    virtual int progress() const { return cardsHome(); }
    // Redeals the player may still make (-1 where the game has none), for the
    // "Redeal (n left)" button.
    virtual int redealsLeft() const { return -1; }
    // What a click on the stock does now, as a key the front ends word:
    // "deal", "turn", "refill", "recycle", "redeal" (a shuffled one, The
    // Sultan), or "" when it does nothing.
    virtual std::string stockAction() const;
    // The stage of a game played in stages, as a key the front ends word
    // ("placing", "building" in The Zodiac); "" for games of one stage.
    virtual std::string phase() const { return {}; }

    // Lays out a position for rule scenarios and puzzles: each named pile gets
    // the cards listed bottom first ("KC QH- JS": a trailing '-' marks a
    // face-down card); piles not named are emptied. Card conservation is the
    // caller's business here.
    Expected<bool> arrange(const std::vector<std::pair<std::string, std::string>>& piles);

    static Action move(int from, int to, int count = 1) { return Action{MoveCards, from, to, count, {}}; }
    static Action stockClick() { return Action{StockClick, 0, 0, 0, {}}; }

protected:
    // Per-game rules. `count` cards from the top of `from` onto `to`.
    virtual Verdict checkMove(int from, int count, int to) const = 0;
    // The most cards one move may carry from `from` (1 but in Klondike).
    virtual int maxGroup(int from) const;
    virtual Verdict checkStock() const { return Verdict::refuse(Reason::NotAvailableNow); }
    virtual void applyStock() {}
    virtual Verdict checkRedeal() const { return Verdict::refuse(Reason::NotAvailableNow); }
    virtual void applyRedeal() {}
    virtual Verdict checkFlip(int pile) const;
    // The automatic effects of the rules after any action (refills, flips).
    virtual void afterAction() {}
    // Moves the cards, for games whose moves do more than that.
    virtual void applyMove(int from, int count, int to);
    // True when no legal move can change the position any more. By default:
    // no legal action at all.
    virtual bool stuck() const;
    virtual bool isWon() const { return cardsHome() >= cardsToWin(); }
    // Game-specific state (redeals left, options) for the fingerprint.
    virtual std::string extraFingerprint() const { return {}; }
    virtual std::vector<Action> gameActions() const { return {}; }

    // Every legal action, ignoring whether the game has ended.
    std::vector<Action> generateActions() const;
    // The card moves worth asking checkMove() about, when a game can narrow
    // them down cheaply (move generation is the hot loop of random play and
    // the solver); nullopt asks about every source, group and target. The
    // rules still decide: a candidate is kept only if it is legal, and a
    // legal move left out is a bug.
    virtual std::optional<std::vector<Action>> candidateMoves() const { return std::nullopt; }
    // Candidates for games that move one card at a time and build only on a
    // card of the same suit one rank away (no wrap): from every non-empty
    // pile but the stock, to every foundation, to every empty pile that is
    // not the stock or the waste, and onto every card of the same suit one
    // rank away.
    std::vector<Action> inSuitCandidates() const;
    // Checks that `from`/`to`/`count` name real piles and an available group,
    // before the game's own rule is asked.
    Verdict checkMoveShape(int from, int count, int to) const;
    // For the safe autoplay of two-pack games: true when sending the top card
    // of `from` to `foundation` cannot take the place its twin will need,
    // because the twin is home already or another foundation takes the same
    // card now.
    bool twinKeepsAPlace(int from, int foundation) const;

    int addPile(std::string id, ZoneKind kind);

    std::vector<Pile> piles_;
    Rng rng_;
    bool resigned_ = false;
};

// Shared building rules, so games state their rules in one line each.
namespace building {
// Same suit, one rank lower (down) or higher (up) than `onto`.
Verdict sameSuitDown(Card card, Card onto, bool wrap = false);
Verdict sameSuitUp(Card card, Card onto, bool wrap = false);
// Other colour, one rank lower.
Verdict alternateDown(Card card, Card onto);
} // namespace building

// A Game for patience: one player.
class PatienceGame : public Game {
public:
    Family family() const override { return Family::Patience; }
    int minPlayers() const override { return 1; }
    int maxPlayers() const override { return 1; }
};

} // namespace ct
