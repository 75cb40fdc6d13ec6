#include "patience/the_fourteenth.h"

#include <algorithm>

#include "cards/deck.h"
#include "util/json.h"
#include "util/text.h"

namespace ct {

namespace {
const TheFourteenthGame kTheFourteenth;

using Ranks = std::array<int, TheFourteenthState::kCells>;
constexpr int kSize = TheFourteenthState::kSize;

// Table geometry in card widths (x) and heights (y): the grid with a little
// air between the cells, the stock and the discard pile beside it.
constexpr double kCellPitchX = 1.12;
constexpr double kCellPitchY = 1.08;
constexpr double kSideColumn = (kSize - 1) * kCellPitchX + 1.0 + 0.5;

bool sharesLine(int first, int second)
{
    return first / kSize == second / kSize || first % kSize == second % kSize;
}

// True when two cards in one row or one column add up to fourteen. Empty
// cells (rank 0) never pair, and what lies between two cards does not matter.
bool gridHasPair(const Ranks& ranks)
{
    constexpr int total = TheFourteenthState::kPairTotal;
    for (int line = 0; line < kSize; ++line)
        for (int i = 0; i < kSize; ++i)
            for (int j = i + 1; j < kSize; ++j) {
                const int rowA = ranks[static_cast<std::size_t>(line * kSize + i)];
                const int rowB = ranks[static_cast<std::size_t>(line * kSize + j)];
                if (rowA && rowB && rowA + rowB == total)
                    return true;
                const int columnA = ranks[static_cast<std::size_t>(i * kSize + line)];
                const int columnB = ranks[static_cast<std::size_t>(j * kSize + line)];
                if (columnA && columnB && columnA + columnB == total)
                    return true;
            }
    return false;
}

void swapCells(Ranks& ranks, int first, int second)
{
    std::swap(ranks[static_cast<std::size_t>(first)], ranks[static_cast<std::size_t>(second)]);
}

// Calls `visit` with every exchange, in canonical form, after which the grid
// holds a pair, until `visit` returns false. This is the brute force the
// ruling asks for: every swap of two occupied cells, and every two swaps of
// four different occupied cells, each pair of swaps once.
template <typename Visit> void searchExchanges(Ranks ranks, Visit&& visit)
{
    constexpr int cells = TheFourteenthState::kCells;
    auto occupied = [&](int cell) { return ranks[static_cast<std::size_t>(cell)] != 0; };
    for (int p = 0; p < cells; ++p) {
        if (!occupied(p))
            continue;
        for (int q = p + 1; q < cells; ++q) {
            if (!occupied(q))
                continue;
            swapCells(ranks, p, q);
            if (gridHasPair(ranks) && !visit(TheFourteenthState::exchange(p, q)))
                return;
            // The second swap starts after p, so each pair of swaps comes once.
            for (int r = p + 1; r < cells; ++r) {
                if (r == q || !occupied(r))
                    continue;
                for (int s = r + 1; s < cells; ++s) {
                    if (s == q || !occupied(s))
                        continue;
                    swapCells(ranks, r, s);
                    const bool pair = gridHasPair(ranks);
                    swapCells(ranks, r, s);
                    if (pair && !visit(TheFourteenthState::exchange(p, q, r, s)))
                        return;
                }
            }
            swapCells(ranks, p, q);
        }
    }
}

// The cells an exchange names, first swap first: two or four of them.
std::vector<int> exchangeCells(const Action& action)
{
    std::vector<int> cells {action.a, action.b};
    if (action.c > 0) {
        cells.push_back((action.c - 1) / TheFourteenthState::kCells);
        cells.push_back((action.c - 1) % TheFourteenthState::kCells);
    }
    return cells;
}
} // namespace

const Game& theFourteenthGame()
{
    return kTheFourteenth;
}

std::vector<Card> TheFourteenthGame::deck(const Options&, int) const
{
    return frenchDeck(2);
}

std::unique_ptr<State> TheFourteenthGame::create(
    const Options&, int, std::vector<Card> deal, std::uint64_t rngSeed) const
{
    return std::make_unique<TheFourteenthState>(deal, rngSeed);
}

const Game& TheFourteenthState::game() const
{
    return kTheFourteenth;
}

std::string TheFourteenthState::cellId(int cell)
{
    if (!isCell(cell))
        return "?";
    return "r" + std::to_string(cell / kSize) + "c" + std::to_string(cell % kSize);
}

Action TheFourteenthState::exchange(int first, int second, int third, int fourth)
{
    std::pair<int, int> one = std::minmax(first, second);
    if (third < 0)
        return Action {Exchange, one.first, one.second, 0, {}};
    std::pair<int, int> two = std::minmax(third, fourth);
    if (two < one)
        std::swap(one, two);
    return Action {Exchange, one.first, one.second, 1 + two.first * kCells + two.second, {}};
}

TheFourteenthState::TheFourteenthState(const std::vector<Card>& deal, std::uint64_t rngSeed)
{
    // Nothing is shuffled during play; the seed keeps the fingerprint a
    // function of the setup, as in every game.
    rng_.reseed(rngSeed);
    for (int cell = 0; cell < kCells; ++cell)
        addPile(cellId(cell), ZoneKind::Tableau);
    addPile("stock", ZoneKind::Stock);
    addPile("discard", ZoneKind::Discard);

    // Row by row into the grid; the rest is the stock, next card on top.
    const std::size_t gridCards = std::min<std::size_t>(kCells, deal.size());
    for (std::size_t i = 0; i < gridCards; ++i)
        piles_[i].push(deal[i], true);
    for (std::size_t i = deal.size(); i > gridCards; --i)
        piles_[kStock].push(deal[i - 1], false);
}

std::array<int, TheFourteenthState::kCells> TheFourteenthState::ranks() const
{
    Ranks ranks {};
    for (int cell = 0; cell < kCells; ++cell) {
        const Pile& pile = piles_[static_cast<std::size_t>(cell)];
        ranks[static_cast<std::size_t>(cell)] = pile.empty() ? 0 : pile.top().card.rank;
    }
    return ranks;
}

bool TheFourteenthState::hasPair() const
{
    return gridHasPair(ranks());
}

Verdict TheFourteenthState::checkMove(int from, int, int to) const
{
    const Pile& source = piles_[static_cast<std::size_t>(from)];
    const Pile& target = piles_[static_cast<std::size_t>(to)];
    const Card moving = source.top().card;
    // Only the grid's cards pair; a move names the two cells of the pair.
    if (!isCell(from))
        return Verdict {Reason::NotAvailableNow, moving, {}, 0, source.id};
    if (!isCell(to))
        return Verdict {Reason::PileTakesNoCards, moving, {}, 0, target.id};
    if (target.empty())
        return Verdict {Reason::EmptyPile, moving, {}, 0, target.id};
    const Card other = target.top().card;
    if (!sharesLine(from, to))
        return Verdict {Reason::NotInLine, moving, other};
    if (moving.rank + other.rank != kPairTotal)
        return Verdict {Reason::WrongSum, moving, other, kPairTotal};
    return Verdict::ok();
}

void TheFourteenthState::applyMove(int from, int, int to)
{
    Pile& discard = piles_[kDiscard];
    discard.push(piles_[static_cast<std::size_t>(from)].pop(), false);
    discard.push(piles_[static_cast<std::size_t>(to)].pop(), false);
    // The refill is part of the same action: the cell that comes first in
    // reading order takes the stock's top card, the other the next one.
    Pile& stock = piles_[kStock];
    for (int cell : {std::min(from, to), std::max(from, to)})
        if (!stock.empty())
            piles_[static_cast<std::size_t>(cell)].push(stock.pop(), true);
}

Verdict TheFourteenthState::checkFlip(int pile) const
{
    // The discard pile lies face down for good, and nothing else is face down
    // but the stock.
    return Verdict {Reason::NothingToFlip, {}, {}, 0,
        pile >= 0 && pile < static_cast<int>(piles_.size()) ? piles_[static_cast<std::size_t>(pile)].id : ""};
}

Verdict TheFourteenthState::checkExchange(const Action& action) const
{
    if (exchangeUsed_)
        return Verdict::refuse(Reason::ExchangeUsed);
    if (hasPair())
        return Verdict::refuse(Reason::PairOnTable);
    const std::vector<int> cells = exchangeCells(action);
    for (int cell : cells)
        if (!isCell(cell))
            return Verdict::refuse(Reason::NoSuchPile);
    for (std::size_t i = 0; i < cells.size(); ++i)
        for (std::size_t j = i + 1; j < cells.size(); ++j)
            if (cells[i] == cells[j])
                return Verdict {Reason::SamePile, {}, {}, 0, cellId(cells[i])};
    for (int cell : cells)
        if (piles_[static_cast<std::size_t>(cell)].empty())
            return Verdict {Reason::EmptyPile, {}, {}, 0, cellId(cell)};
    Ranks after = ranks();
    for (std::size_t i = 0; i + 1 < cells.size(); i += 2)
        swapCells(after, cells[i], cells[i + 1]);
    if (!gridHasPair(after))
        return Verdict::refuse(Reason::ExchangeMakesNoPair);
    return Verdict::ok();
}

Verdict TheFourteenthState::check(const Action& action) const
{
    if (action.kind != Exchange)
        return PatienceState::check(action);
    if (isTerminal())
        return Verdict::refuse(Reason::GameOver);
    return checkExchange(action);
}

void TheFourteenthState::apply(const Action& action)
{
    if (action.kind != Exchange) {
        PatienceState::apply(action);
        return;
    }
    const std::vector<int> cells = exchangeCells(action);
    for (std::size_t i = 0; i + 1 < cells.size(); i += 2)
        std::swap(piles_[static_cast<std::size_t>(cells[i])].cards,
            piles_[static_cast<std::size_t>(cells[i + 1])].cards);
    exchangeUsed_ = true;
}

std::vector<Action> TheFourteenthState::gameActions() const
{
    std::vector<Action> exchanges;
    if (exchangeUsed_ || hasPair())
        return exchanges;
    searchExchanges(ranks(), [&](const Action& action) {
        exchanges.push_back(action);
        return true;
    });
    return exchanges;
}

bool TheFourteenthState::stuck() const
{
    // Pairs are the only moves, and the exchange the only rescue; looking for
    // one exchange that works is enough, without listing them all.
    if (hasPair())
        return false;
    if (exchangeUsed_)
        return true;
    bool rescue = false;
    searchExchanges(ranks(), [&](const Action&) {
        rescue = true;
        return false;
    });
    return !rescue;
}

std::string TheFourteenthState::actionText(const Action& action) const
{
    if (action.kind != Exchange)
        return PatienceState::actionText(action);
    std::string out = "exchange";
    for (int cell : exchangeCells(action))
        out += " " + cellId(cell);
    return out;
}

Expected<Action> TheFourteenthState::parseAction(std::string_view text) const
{
    const auto words = splitWords(toLower(text));
    if (words.empty() || words[0] != "exchange")
        return PatienceState::parseAction(text);
    if (words.size() != 3 && words.size() != 5)
        return makeError("write an exchange as 'exchange CELL CELL' or 'exchange CELL CELL CELL CELL'");
    std::vector<int> cells;
    for (std::size_t i = 1; i < words.size(); ++i) {
        const int cell = pileIndex(words[i]);
        if (!isCell(cell))
            return makeError("'" + words[i] + "' is not a cell of the grid (r0c0 .. r4c4)");
        cells.push_back(cell);
    }
    if (cells.size() == 2)
        return exchange(cells[0], cells[1]);
    return exchange(cells[0], cells[1], cells[2], cells[3]);
}

std::string TheFourteenthState::describe() const
{
    std::string out = "    ";
    for (int column = 0; column < kSize; ++column)
        out += "c" + std::to_string(column) + "   ";
    out += "\n";
    for (int row = 0; row < kSize; ++row) {
        out += "r" + std::to_string(row) + "  ";
        for (int column = 0; column < kSize; ++column) {
            const Pile& pile = piles_[static_cast<std::size_t>(cell(row, column))];
            std::string text = pile.empty() ? "--" : cardText(pile.top().card);
            text.resize(5, ' ');
            out += text;
        }
        out += "\n";
    }
    out += "stock " + std::to_string(piles_[kStock].size()) + ", discarded "
        + std::to_string(piles_[kDiscard].size()) + ", exchange " + (exchangeUsed_ ? "used" : "unused")
        + "\n";
    return out;
}

void TheFourteenthState::writeJsonExtras(JsonWriter& json) const
{
    json.key("exchangeUsed").value(exchangeUsed_);
}

std::string TheFourteenthState::extraFingerprint() const
{
    return exchangeUsed_ ? "exchange=used" : "exchange=unused";
}

TableLayout TheFourteenthState::layout() const
{
    TableLayout table;
    for (int cell = 0; cell < kCells; ++cell)
        table.zones.push_back({cellId(cell), (cell % kSize) * kCellPitchX, (cell / kSize) * kCellPitchY,
            Fan::None, 0, 0, "", true});
    table.zones.push_back({"stock", kSideColumn, 0, Fan::None, 0, 0, "", true});
    table.zones.push_back({"discard", kSideColumn, 1.3, Fan::None, 0, 0, "", true});
    table.width = kSideColumn + 1.0;
    table.height = (kSize - 1) * kCellPitchY + 1.0;
    return table;
}

} // namespace ct
