#include "patience/magic_fifteen.h"

#include "cards/deck.h"
#include "util/json.h"

namespace ct {

namespace {
const MagicFifteenGame kMagicFifteen;

// Table geometry in card widths (x) and heights (y): the square with some air
// between the cells, and the unused part of the pack off to the right.
constexpr double kCellPitchX = 1.2;
constexpr double kCellPitchY = 1.1;
constexpr double kSetAsideX = (MagicFifteenState::kSize - 1) * kCellPitchX + 1.0 + 0.8;

std::string cellId(int cell)
{
    return "r" + std::to_string(cell / MagicFifteenState::kSize) + "c"
        + std::to_string(cell % MagicFifteenState::kSize);
}
} // namespace

const Game& magicFifteenGame()
{
    return kMagicFifteen;
}

std::vector<Card> MagicFifteenGame::deck(const Options&, int) const
{
    return frenchDeck(1);
}

std::unique_ptr<State> MagicFifteenGame::create(
    const Options&, int, std::vector<Card> deal, std::uint64_t rngSeed) const
{
    return std::make_unique<MagicFifteenState>(deal, rngSeed);
}

const Game& MagicFifteenState::game() const
{
    return kMagicFifteen;
}

MagicFifteenState::MagicFifteenState(const std::vector<Card>& deal, std::uint64_t rngSeed)
{
    rng_.reseed(rngSeed);
    for (int cell = 0; cell < kCells; ++cell)
        addPile(cellId(cell), ZoneKind::Tableau);
    addPile("pack", ZoneKind::Other);

    // The first ace, two, ... nine to turn up in the shuffled pack make the
    // puzzle, in the order they turn up: so both their suits and their places
    // are random. The other 43 cards are set aside.
    std::vector<Card> puzzle;
    std::array<bool, kCells + 1> taken {};
    for (const Card& card : deal) {
        if (card.rank >= kAce && card.rank <= kCells && !taken[card.rank]) {
            taken[card.rank] = true;
            puzzle.push_back(card);
        } else {
            piles_[kSetAside].push(card, false);
        }
    }
    auto lay = [&] {
        for (std::size_t i = 0; i < puzzle.size() && i < kCells; ++i)
            piles_[i].cards.assign(1, PlacedCard {puzzle[i], true, true});
    };
    lay();
    // A puzzle that starts solved is no puzzle: shuffle the nine again with
    // the game's generator, so the seed still decides everything.
    while (puzzle.size() == kCells && isWon()) {
        rng_.shuffle(puzzle);
        lay();
    }
}

bool MagicFifteenState::lineMakesFifteen(int line) const
{
    if (line < 0 || line >= kLines)
        return false;
    int sum = 0;
    for (int cell : kLineCells[static_cast<std::size_t>(line)]) {
        const Pile& pile = piles_[static_cast<std::size_t>(cell)];
        if (pile.empty())
            return false;
        sum += pile.top().card.rank; // the ace counts one
    }
    return sum == kMagicSum;
}

int MagicFifteenState::fifteens() const
{
    int count = 0;
    for (int line = 0; line < kLines; ++line)
        count += lineMakesFifteen(line) ? 1 : 0;
    return count;
}

Verdict MagicFifteenState::checkMove(int from, int, int to) const
{
    const Pile& source = piles_[static_cast<std::size_t>(from)];
    const Pile& target = piles_[static_cast<std::size_t>(to)];
    const Card moving = source.top().card;
    if (!isCell(from))
        return Verdict {Reason::NotAvailableNow, moving, {}, 0, source.id};
    if (!isCell(to))
        return Verdict {Reason::PileTakesNoCards, moving, {}, 0, target.id};
    // A swap needs a card on both sides (only arranged positions have gaps).
    if (target.empty())
        return Verdict {Reason::EmptyPile, moving, {}, 0, target.id};
    return Verdict::ok();
}

void MagicFifteenState::applyMove(int from, int, int to)
{
    std::swap(piles_[static_cast<std::size_t>(from)].cards, piles_[static_cast<std::size_t>(to)].cards);
    ++swaps_;
}

bool MagicFifteenState::stuck() const
{
    // Any two cards may always be swapped, so the puzzle is never lost; only
    // an arranged grid with fewer than two cards has no move.
    int cards = 0;
    for (int cell = 0; cell < kCells; ++cell)
        cards += piles_[static_cast<std::size_t>(cell)].empty() ? 0 : 1;
    return cards < 2;
}

Verdict MagicFifteenState::checkFlip(int pile) const
{
    // The cards set aside stay face down: they take no part in the puzzle.
    return Verdict {Reason::NothingToFlip, {}, {}, 0,
        pile >= 0 && pile < static_cast<int>(piles_.size()) ? piles_[static_cast<std::size_t>(pile)].id : ""};
}

std::string MagicFifteenState::describe() const
{
    std::string out;
    for (int row = 0; row < kSize; ++row) {
        out += "r" + std::to_string(row) + "  ";
        for (int column = 0; column < kSize; ++column) {
            const Pile& pile = piles_[static_cast<std::size_t>(cell(row, column))];
            std::string text = pile.empty() ? "--" : cardText(pile.top().card);
            text.resize(4, ' ');
            out += text;
        }
        out += lineMakesFifteen(row) ? " = 15\n" : "\n";
    }
    out += "fifteens " + std::to_string(fifteens()) + "/" + std::to_string(kLines) + ", swaps "
        + std::to_string(swaps_) + "\n";
    return out;
}

void MagicFifteenState::writeJsonExtras(JsonWriter& json) const
{
    json.key("swaps").value(swaps_);
    json.key("fifteens").value(fifteens());
    std::vector<int> lines;
    for (int line = 0; line < kLines; ++line)
        if (lineMakesFifteen(line))
            lines.push_back(line);
    json.key("fifteenLines").intArray(lines);
}

std::string MagicFifteenState::extraFingerprint() const
{
    return "swaps=" + std::to_string(swaps_);
}

TableLayout MagicFifteenState::layout() const
{
    TableLayout table;
    for (int cell = 0; cell < kCells; ++cell)
        table.zones.push_back({cellId(cell), (cell % kSize) * kCellPitchX, (cell / kSize) * kCellPitchY,
            Fan::None, 0, 0, "", true});
    table.zones.push_back({"pack", kSetAsideX, kCellPitchY, Fan::None, 0, 0, "", false});
    table.width = kSetAsideX + 1.0;
    table.height = (kSize - 1) * kCellPitchY + 1.0;
    return table;
}

} // namespace ct
