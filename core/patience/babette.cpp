#include "patience/babette.h"

#include "cards/deck.h"
#include "patience/suit_foundations.h"
#include "util/json.h"
#include "util/text.h"

namespace ct {

namespace {
const BabetteGame kBabette;

// Table geometry in card widths (x) and heights (y). The garden is drawn
// turned a quarter: each garden column is a line across the table and the
// rows follow one another to the right, so "the cell below" is the cell to
// the right. Thirteen rows stacked downwards would need cards far too small
// to read, and zones may not overlap, so rows cannot half cover each other.
// The eight lines stand beside the foundations (ace piles and king piles in
// two columns, one suit per line) and the stock.
constexpr double kCellPitchX = 1.04;
constexpr double kCellPitchY = 1.04;
constexpr double kGardenWidth = (BabetteState::kRows - 1) * kCellPitchX + 1.0;
constexpr double kGardenHeight = (BabetteState::kColumns - 1) * kCellPitchY + 1.0;
constexpr double kFoundationsLeft = kGardenWidth + 0.5;
constexpr double kFoundationPitchX = 1.1;

std::string cellId(int row, int column)
{
    return "r" + std::to_string(row) + "c" + std::to_string(column);
}
} // namespace

const Game& babetteGame()
{
    return kBabette;
}

std::vector<Card> BabetteGame::deck(const Options&, int) const
{
    return frenchDeck(2);
}

std::unique_ptr<State> BabetteGame::create(
    const Options&, int, std::vector<Card> deal, std::uint64_t rngSeed) const
{
    return std::make_unique<BabetteState>(deal, rngSeed);
}

const Game& BabetteState::game() const
{
    return kBabette;
}

BabetteState::BabetteState(const std::vector<Card>& deal, std::uint64_t rngSeed)
{
    // Take-ups never shuffle; the seed keeps the fingerprint a function of
    // the setup, as in every game.
    rng_.reseed(rngSeed);
    for (int foundation = 0; foundation < kFoundations; ++foundation)
        addPile(suitFoundations::pileId(foundation), ZoneKind::Foundation);
    for (int row = 0; row < kRows; ++row)
        for (int column = 0; column < kColumns; ++column)
            addPile(cellId(row, column), ZoneKind::Tableau);
    addPile("stock", ZoneKind::Stock);
    // The stock with the first card to deal on top; the opening row is dealt
    // at once.
    for (std::size_t i = deal.size(); i > 0; --i)
        piles_[kStock].push(deal[i - 1], false);
    dealRow();
}

void BabetteState::dealRow()
{
    Pile& stock = piles_[kStock];
    if (rowsDealt_ >= kRows)
        return;
    for (int column = 0; column < kColumns && !stock.empty(); ++column)
        piles_[static_cast<std::size_t>(cell(rowsDealt_, column))].push(stock.pop(), true);
    ++rowsDealt_;
}

bool BabetteState::isAvailable(int row, int column) const
{
    if (row < 0 || row >= kRows || column < 0 || column >= kColumns || cellPile(row, column).empty())
        return false;
    // Each row blocks only the row before it: a gap right below frees the
    // card even when more cards lie further down the column.
    return row + 1 == kRows || cellPile(row + 1, column).empty();
}

Verdict BabetteState::checkMove(int from, int, int to) const
{
    const Pile& source = piles_[static_cast<std::size_t>(from)];
    const Pile& target = piles_[static_cast<std::size_t>(to)];
    const Card moving = source.top().card;
    // Only garden cards move; foundation cards stay home.
    if (!isCell(from))
        return Verdict {Reason::NotAvailableNow, moving, {}, 0, source.id};
    if (!isAvailable((from - kFirstCell) / kColumns, (from - kFirstCell) % kColumns))
        return Verdict {Reason::CardNotAvailable, moving, {}, 0, source.id};
    if (isFoundation(to))
        return suitFoundations::check(target, to, moving);
    // No building in the garden, and its gaps are never filled.
    if (isCell(to) && target.empty())
        return Verdict {Reason::VacancyNeverFilled, moving, {}, 0, target.id};
    return Verdict {Reason::PileTakesNoCards, moving, {}, 0, target.id};
}

Verdict BabetteState::checkStock() const
{
    if (piles_[kStock].empty())
        return Verdict::refuse(Reason::StockEmpty);
    // Cannot happen with 104 cards and thirteen rows; a guard for arranged
    // positions.
    if (rowsDealt_ >= kRows)
        return Verdict::refuse(Reason::NotAvailableNow);
    return Verdict::ok();
}

void BabetteState::applyStock()
{
    dealRow();
}

Verdict BabetteState::checkTakeUp() const
{
    if (!piles_[kStock].empty())
        return Verdict::refuse(Reason::StockNotEmpty);
    if (takeUpsLeft_ <= 0)
        return Verdict::refuse(Reason::NoTakeUpsLeft);
    for (int pile = kFirstCell; pile < kStock; ++pile)
        if (!piles_[static_cast<std::size_t>(pile)].empty())
            return Verdict::ok();
    // Only in arranged positions: a real game with nothing left is won.
    return Verdict::refuse(Reason::NothingToRecycle);
}

void BabetteState::applyTakeUp()
{
    // Column 7 first, each column from its first row down, then column 6 and
    // so on to column 0: the order of dealing from the new stock. It is what
    // taking up the columns from the left, each under the last, and turning
    // the packet over gives.
    std::vector<Card> gathered;
    for (int column = kColumns - 1; column >= 0; --column)
        for (int row = 0; row < kRows; ++row) {
            Pile& pile = piles_[static_cast<std::size_t>(cell(row, column))];
            if (!pile.empty())
                gathered.push_back(pile.top().card);
            pile.cards.clear();
        }
    Pile& stock = piles_[kStock];
    for (std::size_t i = gathered.size(); i > 0; --i)
        stock.push(gathered[i - 1], false);
    rowsDealt_ = 0;
    --takeUpsLeft_;
    dealRow();
}

Verdict BabetteState::check(const Action& action) const
{
    if (action.kind != TakeUp)
        return PatienceState::check(action);
    if (isTerminal())
        return Verdict::refuse(Reason::GameOver);
    return checkTakeUp();
}

void BabetteState::apply(const Action& action)
{
    if (action.kind == TakeUp)
        applyTakeUp();
    else
        PatienceState::apply(action);
}

std::vector<Action> BabetteState::gameActions() const
{
    if (checkTakeUp().legal())
        return {takeUp()};
    return {};
}

bool BabetteState::stuck() const
{
    // The same answer as "no legal action", without trying every garden cell
    // against every pile: only a deal, a take-up or a card going home can move.
    if (checkStock().legal() || checkTakeUp().legal())
        return false;
    for (int from = kFirstCell; from < kStock; ++from) {
        if (piles_[static_cast<std::size_t>(from)].empty())
            continue;
        for (int foundation = 0; foundation < kFoundations; ++foundation)
            if (checkMove(from, 1, foundation).legal())
                return false;
    }
    return true;
}

std::string BabetteState::actionText(const Action& action) const
{
    if (action.kind == TakeUp)
        return "take-up";
    return PatienceState::actionText(action);
}

Expected<Action> BabetteState::parseAction(std::string_view text) const
{
    const auto words = splitWords(toLower(text));
    const std::string joined = join(words, "-");
    if (joined == "take-up" || joined == "takeup")
        return takeUp();
    return PatienceState::parseAction(text);
}

std::optional<Action> BabetteState::safeAutoMove() const
{
    // Nothing is played home automatically. Each suit has an ace pile and a
    // king pile, and a card that either could take decides where its twin
    // must go. And whatever stays in the garden makes up the next stock: one
    // card fewer there changes where every later card falls. No foundation
    // move can be shown harmless in general.
    return std::nullopt;
}

std::string BabetteState::describe() const
{
    std::string out = "     ";
    for (int column = 0; column < kColumns; ++column)
        out += "c" + std::to_string(column) + "   ";
    out += "\n";
    for (int row = 0; row < kRows; ++row) {
        bool any = row < rowsDealt_;
        for (int column = 0; column < kColumns; ++column)
            any = any || !cellPile(row, column).empty();
        if (!any)
            continue;
        std::string line = "r" + std::to_string(row);
        line.resize(5, ' ');
        for (int column = 0; column < kColumns; ++column) {
            const Pile& pile = cellPile(row, column);
            std::string text = pile.empty() ? "--" : cardText(pile.top().card);
            text.resize(5, ' ');
            line += text;
        }
        out += line + "\n";
    }
    for (int foundation = 0; foundation < kFoundations; ++foundation) {
        const Pile& pile = piles_[static_cast<std::size_t>(foundation)];
        out += pile.id + " " + (pile.empty() ? std::string("--") : cardText(pile.top().card))
            + (foundation + 1 == kFoundations ? "\n" : "  ");
    }
    out += "stock " + std::to_string(piles_[kStock].size()) + ", take-ups left "
        + std::to_string(takeUpsLeft_) + "\n";
    return out;
}

void BabetteState::writeJsonExtras(JsonWriter& json) const
{
    json.key("rowsDealt").value(rowsDealt_);
    json.key("takeUpsLeft").value(takeUpsLeft_);
}

std::string BabetteState::extraFingerprint() const
{
    return "rows=" + std::to_string(rowsDealt_) + ";takeups=" + std::to_string(takeUpsLeft_);
}

TableLayout BabetteState::layout() const
{
    TableLayout table;
    table.mirrorable = false; // the garden grows to the right, as the rules tell
    for (int foundation = 0; foundation < kFoundations; ++foundation) {
        const double x
            = kFoundationsLeft + (suitFoundations::buildsDown(foundation) ? kFoundationPitchX : 0.0);
        const double y = (foundation % suitFoundations::kSuits) * kCellPitchY;
        table.zones.push_back({suitFoundations::pileId(foundation), x, y, Fan::None, 0, 0,
            suitFoundations::label(foundation), true});
    }
    // Gaps of the rows dealt this round show as outlines; rows still to come do not.
    for (int row = 0; row < kRows; ++row)
        for (int column = 0; column < kColumns; ++column)
            table.zones.push_back({cellId(row, column), row * kCellPitchX, column * kCellPitchY, Fan::None, 0,
                0, "", row < rowsDealt_});
    table.zones.push_back(
        {"stock", kFoundationsLeft + kFoundationPitchX / 2, kGardenHeight - 1.0, Fan::None, 0, 0, "", true});
    table.width = kFoundationsLeft + kFoundationPitchX + 1.0;
    table.height = kGardenHeight;
    return table;
}

} // namespace ct
