#include "patience/fortress.h"

#include "cards/deck.h"

namespace ct {

namespace {
const FortressGame kFortress;

// Table geometry in card widths (x) and heights (y). Each row's zone is its
// inner end, where the first card dealt lies; left rows spread leftwards and
// right rows rightwards by up to kRowExtent, so the outside cards face away
// from the foundation column in the middle.
constexpr double kRowExtent = 4.0;
constexpr double kGap = 0.3;
constexpr double kRowPitch = 1.1;
constexpr double kFoundationPitch = 1.2;
constexpr double kFoundationColumn = kRowExtent + 1.0 + kGap;
constexpr double kRightRows = kFoundationColumn + 1.0 + kGap;
} // namespace

const Game& fortressGame()
{
    return kFortress;
}

std::vector<Card> FortressGame::deck(const Options&, int) const
{
    return frenchDeck(1);
}

std::unique_ptr<State> FortressGame::create(
    const Options&, int, std::vector<Card> deal, std::uint64_t rngSeed) const
{
    return std::make_unique<FortressState>(deal, rngSeed);
}

const Game& FortressState::game() const
{
    return kFortress;
}

FortressState::FortressState(const std::vector<Card>& deal, std::uint64_t rngSeed)
{
    // Nothing is shuffled during play; the seed only keeps the fingerprint a
    // function of the setup, as in every game.
    rng_.reseed(rngSeed);
    for (int i = 0; i < kFoundations; ++i)
        addPile("f" + std::to_string(i), ZoneKind::Foundation);
    for (int i = 0; i < kRowsPerGroup; ++i)
        addPile("l" + std::to_string(i), ZoneKind::Tableau);
    for (int i = 0; i < kRowsPerGroup; ++i)
        addPile("r" + std::to_string(i), ZoneKind::Tableau);

    // Round robin L0, R0, L1, R1, ... L4, R4 until the pack runs out: 52
    // cards give L0 and R0 six and the others five. Each card dealt to a row
    // lies further out than the one before, so the last one is the outside card.
    for (std::size_t next = 0; next < deal.size(); ++next) {
        const int turn = static_cast<int>(next % (2 * kRowsPerGroup));
        const int row = turn / 2;
        const int pile = (turn % 2 == 0 ? kFirstLeftRow : kFirstRightRow) + row;
        piles_[static_cast<std::size_t>(pile)].push(deal[next], true);
    }
}

Verdict FortressState::checkMove(int from, int, int to) const
{
    const Pile& source = piles_[static_cast<std::size_t>(from)];
    const Pile& target = piles_[static_cast<std::size_t>(to)];
    const Card moving = source.top().card;

    // Only the outside card of a row is available; foundation cards stay.
    if (!isRow(from))
        return Verdict{Reason::NotAvailableNow, moving, {}, 0, source.id};

    if (isFoundation(to)) {
        if (target.empty())
            return moving.rank == kAce ? Verdict::ok() : Verdict{Reason::NeedsAce, moving, {}, 0, target.id};
        if (target.top().card.rank == kKing)
            return Verdict{Reason::FoundationComplete, moving, target.top().card, 0, target.id};
        return building::sameSuitUp(moving, target.top().card);
    }
    if (isRow(to)) {
        // A lane takes any available card, at any time.
        if (target.empty())
            return Verdict::ok();
        const Card onto = target.top().card;
        if (building::sameSuitDown(moving, onto).legal() || building::sameSuitUp(moving, onto).legal())
            return Verdict::ok();
        if (moving.suit != onto.suit)
            return Verdict{Reason::WrongSuit, moving, onto};
        // One rank either way would do, so there is no single rank to name.
        return Verdict{Reason::WrongRank, moving, onto, 0};
    }
    return Verdict{Reason::PileTakesNoCards, moving, {}, 0, target.id};
}

std::optional<Action> FortressState::safeAutoMove() const
{
    // Every move home is safe in this one-pack game. A card that can go home
    // sits on the tableau only as a target for its neighbours in suit: the
    // rank below is already home, and the rank above can follow it home
    // instead of being built on it. Sending it home also frees its place just
    // as moving it anywhere else would, and leaves any lane free.
    for (int pile = kFirstLeftRow; pile < kPileCount; ++pile)
        if (auto action = foundationMove(pile))
            return action;
    return std::nullopt;
}

TableLayout FortressState::layout() const
{
    TableLayout table;
    const double rowsHeight = (kRowsPerGroup - 1) * kRowPitch + 1.0;
    const double foundationsHeight = (kFoundations - 1) * kFoundationPitch + 1.0;
    const double foundationsTop = (rowsHeight - foundationsHeight) / 2;
    for (int i = 0; i < kFoundations; ++i)
        table.zones.push_back({"f" + std::to_string(i), kFoundationColumn,
            foundationsTop + i * kFoundationPitch, Fan::None, 0, 0, "A", true});
    for (int i = 0; i < kRowsPerGroup; ++i)
        table.zones.push_back(
            {"l" + std::to_string(i), kRowExtent, i * kRowPitch, Fan::Left, kRowExtent, 0, "", true});
    for (int i = 0; i < kRowsPerGroup; ++i)
        table.zones.push_back(
            {"r" + std::to_string(i), kRightRows, i * kRowPitch, Fan::Right, kRowExtent, 0, "", true});
    table.width = kRightRows + 1.0 + kRowExtent;
    table.height = rowsHeight;
    return table;
}

} // namespace ct
