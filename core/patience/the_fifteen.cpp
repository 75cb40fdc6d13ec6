#include "patience/the_fifteen.h"

#include <cstdlib>

#include "cards/deck.h"
#include "patience/suit_foundations.h"
#include "util/text.h"

namespace ct {

namespace {
const TheFifteenGame kTheFifteen;

// Table geometry in card widths (x) and heights (y): the eight foundations in
// a row on top, the ace piles and the king piles a little apart, and the
// fifteen columns under them, fanned down.
constexpr double kColumnPitch = 1.06;
constexpr double kFoundationPitch = 1.1;
constexpr double kFoundationGroupGap = 0.5;
constexpr double kColumnsTop = 1.3;
constexpr double kColumnFan = 3.2;

// Marriage in the columns: the same suit, one rank up or down, no wrap.
Verdict sameSuitOneApart(Card card, Card onto)
{
    if (card.suit != onto.suit)
        return Verdict {Reason::WrongSuit, card, onto};
    if (std::abs(card.rank - onto.rank) != 1)
        return Verdict {Reason::WrongRank, card, onto, 0};
    return Verdict::ok();
}
} // namespace

const Game& theFifteenGame()
{
    return kTheFifteen;
}

std::vector<Card> TheFifteenGame::deck(const Options&, int) const
{
    return frenchDeck(2);
}

std::unique_ptr<State> TheFifteenGame::create(
    const Options&, int, std::vector<Card> deal, std::uint64_t rngSeed) const
{
    return std::make_unique<TheFifteenState>(deal, rngSeed);
}

const Game& TheFifteenState::game() const
{
    return kTheFifteen;
}

TheFifteenState::TheFifteenState(const std::vector<Card>& deal, std::uint64_t rngSeed)
{
    // Nothing is shuffled during play; the seed keeps the fingerprint a
    // function of the setup, as in every game.
    rng_.reseed(rngSeed);
    for (int foundation = 0; foundation < kFoundations; ++foundation)
        addPile(suitFoundations::pileId(foundation), ZoneKind::Foundation);
    for (int column = 0; column < kColumns; ++column)
        addPile("t" + std::to_string(column), ZoneKind::Tableau);
    // Row by row, left to right: six full rows of fifteen, then fourteen
    // cards for t0..t13, so t14 ends one card short.
    for (std::size_t i = 0; i < deal.size(); ++i)
        piles_[static_cast<std::size_t>(kFirstColumn) + i % kColumns].push(deal[i], true);
}

Action TheFifteenState::relief(int column, int otherColumn)
{
    if (otherColumn < 0)
        return Action {Relief, column, -1, 0, {}};
    return Action {Relief, std::min(column, otherColumn), std::max(column, otherColumn), 0, {}};
}

bool TheFifteenState::reliefOpen() const
{
    for (int foundation = 0; foundation < kFoundations; ++foundation)
        if (!piles_[static_cast<std::size_t>(foundation)].empty())
            return false;
    return true;
}

std::optional<Card> TheFifteenState::reliefCard(int column) const
{
    const Pile& pile = piles_[static_cast<std::size_t>(column)];
    if (pile.size() < 2)
        return std::nullopt;
    const Card covered = pile.cards[pile.size() - 2].card;
    if (covered.rank == kAce || covered.rank == kKing)
        return covered;
    return std::nullopt;
}

Verdict TheFifteenState::checkMove(int from, int, int to) const
{
    const Pile& source = piles_[static_cast<std::size_t>(from)];
    const Pile& target = piles_[static_cast<std::size_t>(to)];
    const Card moving = source.top().card;
    // Only a column's last card is available; foundation cards stay home.
    if (!isColumn(from))
        return Verdict {Reason::NotAvailableNow, moving, {}, 0, source.id};
    if (isFoundation(to))
        return suitFoundations::check(target, to, moving);
    // A lane takes any available card; a column takes its suit, one apart.
    if (target.empty())
        return Verdict::ok();
    return sameSuitOneApart(moving, target.top().card);
}

Verdict TheFifteenState::checkRelief(const Action& action) const
{
    if (!reliefOpen())
        return Verdict::refuse(Reason::ReliefOver);
    std::vector<int> columns {action.a};
    if (action.b >= 0)
        columns.push_back(action.b);
    for (int column : columns)
        if (!isColumn(column))
            return Verdict::refuse(Reason::NoSuchPile);
    if (columns.size() == 2 && columns[0] == columns[1])
        return Verdict {Reason::SamePile, {}, {}, 0, piles_[static_cast<std::size_t>(columns[0])].id};
    int aces = 0;
    int kings = 0;
    for (int column : columns) {
        const Pile& pile = piles_[static_cast<std::size_t>(column)];
        const auto card = reliefCard(column);
        if (!card) {
            const Card covered = pile.size() >= 2 ? pile.cards[pile.size() - 2].card : Card {};
            return Verdict {Reason::NoReliefCard, covered, {}, 0, pile.id};
        }
        ++(card->rank == kAce ? aces : kings);
    }
    if (aces > 1 || kings > 1)
        return Verdict::refuse(Reason::ReliefOneEach);
    return Verdict::ok();
}

Verdict TheFifteenState::check(const Action& action) const
{
    if (action.kind != Relief)
        return PatienceState::check(action);
    if (isTerminal())
        return Verdict::refuse(Reason::GameOver);
    return checkRelief(action);
}

void TheFifteenState::apply(const Action& action)
{
    if (action.kind != Relief) {
        PatienceState::apply(action);
        return;
    }
    for (int column : {action.a, action.b}) {
        if (column < 0)
            continue;
        // The covered card goes home and the card that lay on it closes up.
        Pile& pile = piles_[static_cast<std::size_t>(column)];
        const auto covered = pile.cards.end() - 2;
        const Card card = covered->card;
        pile.cards.erase(covered);
        const int foundation = card.rank == kAce ? suitFoundations::aceFoundation(card.suit)
                                                 : suitFoundations::kingFoundation(card.suit);
        piles_[static_cast<std::size_t>(foundation)].push(card, true);
    }
}

std::vector<Action> TheFifteenState::gameActions() const
{
    std::vector<Action> reliefs;
    if (!reliefOpen())
        return reliefs;
    std::vector<int> aceColumns;
    std::vector<int> kingColumns;
    for (int column = kFirstColumn; column < kFirstColumn + kColumns; ++column)
        if (const auto card = reliefCard(column))
            (card->rank == kAce ? aceColumns : kingColumns).push_back(column);
    // One ace, one king, or one of each.
    for (int column : aceColumns)
        reliefs.push_back(relief(column));
    for (int column : kingColumns)
        reliefs.push_back(relief(column));
    for (int aceColumn : aceColumns)
        for (int kingColumn : kingColumns)
            reliefs.push_back(relief(aceColumn, kingColumn));
    return reliefs;
}

std::string TheFifteenState::actionText(const Action& action) const
{
    if (action.kind != Relief)
        return PatienceState::actionText(action);
    auto columnId = [&](int pile) {
        return isColumn(pile) ? piles_[static_cast<std::size_t>(pile)].id : std::string("?");
    };
    return "relief " + columnId(action.a) + (action.b >= 0 ? " " + columnId(action.b) : "");
}

Expected<Action> TheFifteenState::parseAction(std::string_view text) const
{
    const auto words = splitWords(toLower(text));
    if (words.empty() || words[0] != "relief")
        return PatienceState::parseAction(text);
    if (words.size() != 2 && words.size() != 3)
        return makeError("write the relief as 'relief COLUMN' or 'relief COLUMN COLUMN'");
    std::vector<int> columns;
    for (std::size_t i = 1; i < words.size(); ++i) {
        const int column = pileIndex(words[i]);
        if (!isColumn(column))
            return makeError("'" + words[i] + "' is not a column (t0 .. t14)");
        columns.push_back(column);
    }
    return columns.size() == 1 ? relief(columns[0]) : relief(columns[0], columns[1]);
}

std::optional<Action> TheFifteenState::safeAutoMove() const
{
    // Nothing is played home automatically. Each suit has two foundations
    // running towards each other, and each needs one copy of every rank, so
    // sending a copy to one of them decides where its twin must go; the card
    // may also be the only base on which a column can be unpicked. Neither
    // choice can be shown harmless in general, so the player makes it.
    return std::nullopt;
}

TableLayout TheFifteenState::layout() const
{
    TableLayout table;
    table.width = (kColumns - 1) * kColumnPitch + 1.0;
    table.height = kColumnsTop + 1.0 + kColumnFan;
    const double foundationsWidth = (kFoundations - 1) * kFoundationPitch + kFoundationGroupGap + 1.0;
    const double foundationsLeft = (table.width - foundationsWidth) / 2;
    for (int foundation = 0; foundation < kFoundations; ++foundation) {
        const double gap = suitFoundations::buildsDown(foundation) ? kFoundationGroupGap : 0.0;
        table.zones.push_back(
            {suitFoundations::pileId(foundation), foundationsLeft + foundation * kFoundationPitch + gap, 0,
                Fan::None, 0, 0, suitFoundations::label(foundation), true});
    }
    for (int column = 0; column < kColumns; ++column)
        table.zones.push_back({"t" + std::to_string(column), column * kColumnPitch, kColumnsTop, Fan::Down,
            kColumnFan, 0, "", true});
    return table;
}

} // namespace ct
