#include "patience/the_blockade.h"

#include "cards/deck.h"

namespace ct {

namespace {
const TheBlockadeGame kTheBlockade;

// Table geometry in card widths (x) and heights (y): the stock at the top
// left, the foundations in a row above the right-hand columns, the twelve
// columns below, growing down.
constexpr double kColumnPitch = 1.1;
constexpr double kColumnsTop = 1.3;
constexpr double kColumnExtent = 3.2;
} // namespace

const Game& theBlockadeGame()
{
    return kTheBlockade;
}

std::vector<Card> TheBlockadeGame::deck(const Options&, int) const
{
    return frenchDeck(2);
}

std::unique_ptr<State> TheBlockadeGame::create(
    const Options&, int, std::vector<Card> deal, std::uint64_t rngSeed) const
{
    return std::make_unique<TheBlockadeState>(deal, rngSeed);
}

const Game& TheBlockadeState::game() const
{
    return kTheBlockade;
}

TheBlockadeState::TheBlockadeState(const std::vector<Card>& deal, std::uint64_t rngSeed)
{
    // Nothing is shuffled during play; the seed only keeps the fingerprint a
    // function of the setup, as in every game.
    rng_.reseed(rngSeed);
    for (int i = 0; i < kFoundations; ++i)
        addPile("f" + std::to_string(i), ZoneKind::Foundation);
    for (int i = 0; i < kColumns; ++i)
        addPile("b" + std::to_string(i), ZoneKind::Tableau);
    addPile("stock", ZoneKind::Stock);

    // The whole deal goes to the stock, the first card on top; the opening
    // row is then dealt from it like any other.
    for (std::size_t i = deal.size(); i > 0; --i)
        piles_[kStock].push(deal[i - 1], false);
    applyStock();
}

Verdict TheBlockadeState::checkMove(int from, int, int to) const
{
    const Pile& source = piles_[static_cast<std::size_t>(from)];
    const Pile& target = piles_[static_cast<std::size_t>(to)];
    const Card moving = source.top().card;

    // Only the last card of a column is available; foundation cards stay.
    if (!isColumn(from))
        return Verdict{Reason::NotAvailableNow, moving, {}, 0, source.id};

    if (isFoundation(to)) {
        // Any empty foundation takes any Ace, as in Klondike.
        if (target.empty())
            return moving.rank == kAce ? Verdict::ok() : Verdict{Reason::NeedsAce, moving, {}, 0, target.id};
        if (target.top().card.rank == kKing)
            return Verdict{Reason::FoundationComplete, moving, target.top().card, 0, target.id};
        return building::sameSuitUp(moving, target.top().card);
    }
    if (isColumn(to)) {
        if (target.empty()) {
            // While the stock lasts an empty column is the stock's to fill
            // (at once, so this is only met in arranged positions); after
            // that, any available card may go there.
            if (!piles_[kStock].empty())
                return Verdict{Reason::NotAvailableNow, moving, {}, 0, target.id};
            return Verdict::ok();
        }
        return building::sameSuitDown(moving, target.top().card);
    }
    return Verdict{Reason::PileTakesNoCards, moving, {}, 0, target.id};
}

Verdict TheBlockadeState::checkStock() const
{
    if (piles_[kStock].empty())
        return Verdict::refuse(Reason::StockEmpty);
    return Verdict::ok();
}

void TheBlockadeState::applyStock()
{
    // One row, b0 to b11, as far as the stock goes: near the end the columns
    // on the right get nothing. The row is one action, so nothing can be
    // played in the middle of it; Aces in it wait for the row to be complete.
    Pile& stock = piles_[kStock];
    for (int i = 0; i < kColumns && !stock.empty(); ++i)
        piles_[static_cast<std::size_t>(kFirstColumn + i)].push(stock.pop(), true);
}

void TheBlockadeState::afterAction()
{
    // The refill is a rule, done inside the move that emptied the column.
    refillColumns();
}

void TheBlockadeState::refillColumns()
{
    Pile& stock = piles_[kStock];
    for (int i = 0; i < kColumns && !stock.empty(); ++i) {
        Pile& column = piles_[static_cast<std::size_t>(kFirstColumn + i)];
        if (column.empty())
            column.push(stock.pop(), true);
    }
}

std::optional<Action> TheBlockadeState::safeAutoMove() const
{
    // A card goes home by itself only when the move cannot cost anything:
    // - its twin keeps a foundation to go to (twinKeepsAPlace); otherwise
    //   which copy goes home first is a real choice;
    // - then no card will ever want to be built on it either. Only the card
    //   one rank lower in its suit would, and both copies of that card are
    //   home once the twin is home or another foundation shows that card too.
    //   Nothing is built on an Ace, and a 2 is only wanted by an Ace, which
    //   always has an empty foundation of its own (eight places, eight Aces);
    // - it does not empty its column while the stock lasts: the refill would
    //   take a stock card and shift every later row, for better or worse.
    for (int pile = kFirstColumn; pile < kStock; ++pile) {
        auto action = foundationMove(pile);
        if (!action)
            continue;
        const bool refills = piles_[static_cast<std::size_t>(pile)].size() == 1 && !piles_[kStock].empty();
        if (!refills && twinKeepsAPlace(pile, action->b))
            return action;
    }
    return std::nullopt;
}

TableLayout TheBlockadeState::layout() const
{
    TableLayout table;
    table.zones.push_back({"stock", 0, 0, Fan::None, 0, 0, "", true});
    for (int i = 0; i < kFoundations; ++i)
        table.zones.push_back({"f" + std::to_string(i), (kColumns - kFoundations + i) * kColumnPitch, 0,
            Fan::None, 0, 0, "A", true});
    for (int i = 0; i < kColumns; ++i)
        table.zones.push_back(
            {"b" + std::to_string(i), i * kColumnPitch, kColumnsTop, Fan::Down, kColumnExtent, 0, "", true});
    table.width = (kColumns - 1) * kColumnPitch + 1.0;
    table.height = kColumnsTop + 1.0 + kColumnExtent;
    return table;
}

} // namespace ct
