#include "patience/the_mill.h"

#include <algorithm>

#include "cards/deck.h"

namespace ct {

namespace {
const TheMillGame kTheMill;

// Table geometry, in card widths (x) and heights (y): a five-by-five grid
// with the centre in the middle, the wings along the four arms (inner card
// first), the King piles in the diagonal corners between the arms, and the
// stock and the waste to the right of the mill.
constexpr double kCellWidth = 1.25;
constexpr double kCellHeight = 1.12;
constexpr double kSideColumn = 4 * kCellWidth + 1.0 + 0.75;

struct Cell {
    int column;
    int row;
};
// w0..w7: north inner, north outer, east inner, east outer, south inner,
// south outer, west inner, west outer.
constexpr Cell kWingCells[TheMillState::kWings]
    = {{2, 1}, {2, 0}, {3, 2}, {4, 2}, {2, 3}, {2, 4}, {1, 2}, {0, 2}};
// k0..k3: north-west, north-east, south-east, south-west.
constexpr Cell kAngleCells[TheMillState::kAngles] = {{1, 1}, {3, 1}, {3, 3}, {1, 3}};
} // namespace

const Game& theMillGame()
{
    return kTheMill;
}

std::vector<Card> TheMillGame::deck(const Options&, int) const
{
    return frenchDeck(2);
}

std::unique_ptr<State> TheMillGame::create(
    const Options&, int, std::vector<Card> deal, std::uint64_t rngSeed) const
{
    return std::make_unique<TheMillState>(deal, rngSeed);
}

const Game& TheMillState::game() const
{
    return kTheMill;
}

TheMillState::TheMillState(const std::vector<Card>& deal, std::uint64_t rngSeed)
{
    // Nothing is shuffled during play; the seed only keeps the fingerprint a
    // function of the setup, as in every game.
    rng_.reseed(rngSeed);
    addPile("c", ZoneKind::Foundation);
    for (int i = 0; i < kWings; ++i)
        addPile("w" + std::to_string(i), ZoneKind::Reserve);
    for (int i = 0; i < kAngles; ++i)
        addPile("k" + std::to_string(i), ZoneKind::Foundation);
    addPile("stock", ZoneKind::Stock);
    addPile("waste", ZoneKind::Waste);

    // The first ace of the shuffled deck goes to the centre; the wings take
    // the next eight cards in order, and the rest is the stock, the next card
    // to turn on top.
    std::vector<Card> rest = deal;
    const auto ace
        = std::find_if(rest.begin(), rest.end(), [](const Card& card) { return card.rank == kAce; });
    if (ace != rest.end()) {
        piles_[kCentre].push(*ace, true);
        rest.erase(ace);
    }
    std::size_t next = 0;
    for (int i = 0; i < kWings && next < rest.size(); ++i)
        piles_[static_cast<std::size_t>(kFirstWing + i)].push(rest[next++], true);
    for (std::size_t i = rest.size(); i > next; --i)
        piles_[kStock].push(rest[i - 1], false);
    // Kings among the wings go to the angles at once, and their places are
    // filled from the stock, before the first move.
    settle();
}

Verdict TheMillState::checkCentre(Card card) const
{
    const Pile& centre = piles_[kCentre];
    // The centre starts with its ace; empty only in arranged positions.
    if (centre.empty())
        return card.rank == kAce ? Verdict::ok() : Verdict {Reason::NeedsAce, card, {}, 0, centre.id};
    if (static_cast<int>(centre.size()) >= kCentreSize)
        return Verdict {Reason::FoundationComplete, card, centre.top().card, 0, centre.id};
    const Card top = centre.top().card;
    const int needed = rankAfter(top.rank);
    if (card.rank != needed)
        return Verdict {Reason::WrongRank, card, top, needed, centre.id};
    return Verdict::ok();
}

Verdict TheMillState::checkAngle(Card card, int angle) const
{
    const Pile& pile = piles_[static_cast<std::size_t>(angle)];
    if (pile.empty())
        return card.rank == kKing ? Verdict::ok() : Verdict {Reason::NeedsKing, card, {}, 0, pile.id};
    const Card top = pile.top().card;
    if (top.rank == kAce)
        return Verdict {Reason::FoundationComplete, card, top, 0, pile.id};
    if (card.rank + 1 != top.rank)
        return Verdict {Reason::WrongRank, card, top, top.rank - 1, pile.id};
    return Verdict::ok();
}

bool TheMillState::followerAfter(Card moved) const
{
    // After the transfer the centre shows `moved`; it must not be full then.
    if (static_cast<int>(piles_[kCentre].size()) + 1 >= kCentreSize)
        return false;
    const int wanted = rankAfter(moved.rank);
    for (int i = 0; i < kWings; ++i) {
        const Pile& wing = piles_[static_cast<std::size_t>(kFirstWing + i)];
        if (!wing.empty() && wing.top().card.rank == wanted)
            return true;
    }
    const Pile& waste = piles_[kWaste];
    return !waste.empty() && waste.top().card.rank == wanted;
}

Verdict TheMillState::checkMove(int from, int, int to) const
{
    const Pile& source = piles_[static_cast<std::size_t>(from)];
    const Pile& target = piles_[static_cast<std::size_t>(to)];
    const Card moving = source.top().card;

    if (isAngle(from)) {
        // The transfer: a King pile's top card to the centre, one at a time,
        // and only to bring a wing or waste card into play after it.
        if (to != kCentre)
            return Verdict {Reason::NotAvailableNow, moving, {}, 0, source.id};
        if (source.size() == 1)
            return Verdict {Reason::FoundationBaseStays, moving, {}, 0, source.id};
        if (transferLocked_[static_cast<std::size_t>(from - kFirstAngle)])
            return Verdict {Reason::TransferAgainNotYet, moving, {}, 0, source.id};
        Verdict fits = checkCentre(moving);
        if (!fits.legal())
            return fits;
        if (!followerAfter(moving))
            return Verdict {Reason::TransferNotUseful, moving, {}, 0, source.id};
        return Verdict::ok();
    }
    // Available: the wing cards and the waste top. Centre cards stay.
    if (!isWing(from) && from != kWaste)
        return Verdict {Reason::NotAvailableNow, moving, {}, 0, source.id};
    if (to == kCentre)
        return checkCentre(moving);
    if (isAngle(to))
        return checkAngle(moving, to);
    // There is no building anywhere else; the wings refill by themselves.
    return Verdict {Reason::PileTakesNoCards, moving, {}, 0, target.id};
}

void TheMillState::applyMove(int from, int count, int to)
{
    if (to == kCentre) {
        if (isAngle(from))
            transferLocked_[static_cast<std::size_t>(from - kFirstAngle)] = true;
        else
            transferLocked_.fill(false); // a wing or waste card went to the centre
    }
    PatienceState::applyMove(from, count, to);
}

void TheMillState::settle()
{
    bool changed = true;
    while (changed) {
        changed = false;
        // While an angle is empty, a King that is free to move (in a wing or
        // on top of the waste) goes to the first empty angle: wings first, in
        // order, then the waste.
        for (int angle = kFirstAngle; angle < kStock; ++angle) {
            Pile& target = piles_[static_cast<std::size_t>(angle)];
            if (!target.empty())
                continue;
            int source = -1;
            for (int wing = kFirstWing; wing < kFirstAngle && source < 0; ++wing) {
                const Pile& pile = piles_[static_cast<std::size_t>(wing)];
                if (!pile.empty() && pile.top().card.rank == kKing)
                    source = wing;
            }
            if (source < 0 && !piles_[kWaste].empty() && piles_[kWaste].top().card.rank == kKing)
                source = kWaste;
            if (source < 0)
                break;
            target.push(piles_[static_cast<std::size_t>(source)].pop(), true);
            changed = true;
        }
        // An empty wing takes the waste top, or the stock's top card when the
        // waste is empty. A King arriving this way is looked at again above.
        for (int wing = kFirstWing; wing < kFirstAngle; ++wing) {
            Pile& pile = piles_[static_cast<std::size_t>(wing)];
            if (!pile.empty())
                continue;
            Pile& feeder = piles_[kWaste].empty() ? piles_[kStock] : piles_[kWaste];
            if (feeder.empty())
                continue;
            pile.push(feeder.pop(), true);
            changed = true;
        }
    }
}

void TheMillState::afterAction()
{
    settle();
}

Verdict TheMillState::checkStock() const
{
    if (piles_[kStock].empty())
        return Verdict::refuse(Reason::StockEmpty);
    return Verdict::ok();
}

void TheMillState::applyStock()
{
    piles_[kWaste].push(piles_[kStock].pop(), true);
}

std::string TheMillState::stockAction() const
{
    return checkStock().legal() ? "turn" : "";
}

std::string TheMillState::describe() const
{
    std::string out = PatienceState::describe();
    for (int angle = 0; angle < kAngles; ++angle)
        if (transferLocked(angle))
            out += piles_[static_cast<std::size_t>(kFirstAngle + angle)].id
                + " has lent a card to the centre: a wing or waste card must go there first\n";
    return out;
}

std::string TheMillState::extraFingerprint() const
{
    std::string out = "locked=";
    for (bool locked : transferLocked_)
        out += locked ? '1' : '0';
    return out;
}

TableLayout TheMillState::layout() const
{
    TableLayout table;
    table.width = kSideColumn + 1.0;
    table.height = 4 * kCellHeight + 1.0;
    auto at = [](Cell cell) { return std::pair {cell.column * kCellWidth, cell.row * kCellHeight}; };
    const auto [centreX, centreY] = at({2, 2});
    table.zones.push_back({"c", centreX, centreY, Fan::None, 0, 0, "A", true});
    for (int i = 0; i < kWings; ++i) {
        const auto [x, y] = at(kWingCells[i]);
        table.zones.push_back({"w" + std::to_string(i), x, y, Fan::None, 0, 0, "", true});
    }
    for (int i = 0; i < kAngles; ++i) {
        const auto [x, y] = at(kAngleCells[i]);
        table.zones.push_back({"k" + std::to_string(i), x, y, Fan::None, 0, 0, "K", true});
    }
    table.zones.push_back({"stock", kSideColumn, kCellHeight, Fan::None, 0, 0, "", true});
    table.zones.push_back({"waste", kSideColumn, 2 * kCellHeight + 0.1, Fan::None, 0, 0, "", false});
    return table;
}

} // namespace ct
