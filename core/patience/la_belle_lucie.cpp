#include "patience/la_belle_lucie.h"

#include <algorithm>

#include "cards/deck.h"

namespace ct {

namespace {
const LaBelleLucieGame kLaBelleLucie;

// Table geometry, in card widths (x) and heights (y). A fan spreads to the
// right by kFanExtent, so one fan covers 1 + kFanExtent widths; the column
// pitch adds a gap on top of that so neighbouring fans never touch.
constexpr double kFanExtent = 0.9;
constexpr double kFanGap = 0.25;
constexpr double kColumnPitch = 1.0 + kFanExtent + kFanGap;
constexpr double kRowPitch = 1.2;
constexpr int kFansPerRow = 6;
constexpr double kFoundationPitch = 1.15;
constexpr double kFirstFanRow = 1.35; // below the foundations, with some air
} // namespace

const Game& laBelleLucieGame()
{
    return kLaBelleLucie;
}

std::vector<Card> LaBelleLucieGame::deck(const Options&, int) const
{
    return frenchDeck(1);
}

std::unique_ptr<State> LaBelleLucieGame::create(
    const Options&, int, std::vector<Card> deal, std::uint64_t rngSeed) const
{
    return std::make_unique<LaBelleLucieState>(deal, rngSeed);
}

const Game& LaBelleLucieState::game() const
{
    return kLaBelleLucie;
}

LaBelleLucieState::LaBelleLucieState(const std::vector<Card>& deal, std::uint64_t rngSeed)
{
    rng_.reseed(rngSeed);
    for (int i = 0; i < kFoundations; ++i)
        addPile("f" + std::to_string(i), ZoneKind::Foundation);
    for (int i = 0; i < kFans; ++i)
        addPile("t" + std::to_string(i), ZoneKind::Tableau);
    // The opening deal is the same "in threes, fan by fan" as a redeal: with
    // 52 cards that gives t0..t16 three each and t17 the last card.
    dealFans(deal);
}

void LaBelleLucieState::dealFans(const std::vector<Card>& cards)
{
    for (int i = 0; i < kFans; ++i)
        piles_[static_cast<std::size_t>(kFirstFan + i)].cards.clear();
    for (std::size_t next = 0; next < cards.size(); ++next) {
        const int fan = static_cast<int>(next) / kCardsPerFan;
        // More than 54 cards cannot happen with one pack; keep the overflow on
        // the last fan rather than writing past the piles.
        const int target = kFirstFan + std::min(fan, kFans - 1);
        piles_[static_cast<std::size_t>(target)].push(cards[next], true);
    }
}

Verdict LaBelleLucieState::checkMove(int from, int, int to) const
{
    const Pile& source = piles_[static_cast<std::size_t>(from)];
    const Pile& target = piles_[static_cast<std::size_t>(to)];
    const Card moving = source.top().card;

    // Only a fan's top card is available; foundation cards never come back.
    if (!isFan(from))
        return Verdict{Reason::NotAvailableNow, moving, {}, 0, source.id};

    if (isFoundation(to)) {
        if (target.empty())
            return moving.rank == kAce ? Verdict::ok() : Verdict{Reason::NeedsAce, moving, {}, 0, target.id};
        if (target.top().card.rank == kKing)
            return Verdict{Reason::FoundationComplete, moving, target.top().card, 0, target.id};
        return building::sameSuitUp(moving, target.top().card);
    }
    if (isFan(to)) {
        if (target.empty())
            return Verdict{Reason::VacancyNeverFilled, moving, {}, 0, target.id};
        return building::sameSuitDown(moving, target.top().card);
    }
    return Verdict{Reason::PileTakesNoCards, moving, {}, 0, target.id};
}

Verdict LaBelleLucieState::checkRedeal() const
{
    if (redealsLeft_ <= 0)
        return Verdict::refuse(Reason::NoRedealsLeft);
    // Only reachable in arranged positions (a real game with an empty
    // tableau is won): there would be nothing to gather.
    for (int i = 0; i < kFans; ++i)
        if (!piles_[static_cast<std::size_t>(kFirstFan + i)].empty())
            return Verdict::ok();
    return Verdict::refuse(Reason::NothingToRecycle);
}

void LaBelleLucieState::applyRedeal()
{
    // Gathering order: fan by fan from t0 to t17, each from its bottom card to
    // its top card. Any fixed order would do, since the shuffle follows; fixing
    // this one makes a seed and its actions replay the same redeal everywhere.
    std::vector<Card> gathered;
    for (int i = 0; i < kFans; ++i)
        for (const PlacedCard& placed : piles_[static_cast<std::size_t>(kFirstFan + i)].cards)
            gathered.push_back(placed.card);
    rng_.shuffle(gathered);
    dealFans(gathered);
    --redealsLeft_;
}

std::optional<Action> LaBelleLucieState::safeAutoMove() const
{
    // Every foundation move is safe here. A card can only be needed as a base
    // for the next lower card of its own suit, and that card is already home
    // (it is what the foundation shows). Moving the card home also uncovers
    // the same card beneath it that a marriage would, so nothing is lost.
    for (int i = 0; i < kFans; ++i)
        if (auto action = foundationMove(kFirstFan + i))
            return action;
    return std::nullopt;
}

std::string LaBelleLucieState::describe() const
{
    return PatienceState::describe() + "redeals left: " + std::to_string(redealsLeft_) + "\n";
}

std::string LaBelleLucieState::extraFingerprint() const
{
    return "redeals=" + std::to_string(redealsLeft_);
}

TableLayout LaBelleLucieState::layout() const
{
    TableLayout table;
    table.width = (kFansPerRow - 1) * kColumnPitch + 1.0 + kFanExtent;
    const int rows = (kFans + kFansPerRow - 1) / kFansPerRow;
    table.height = kFirstFanRow + (rows - 1) * kRowPitch + 1.0;

    // The four foundations centred in a row above the fans.
    const double foundationsWidth = (kFoundations - 1) * kFoundationPitch + 1.0;
    const double foundationsLeft = (table.width - foundationsWidth) / 2;
    for (int i = 0; i < kFoundations; ++i)
        table.zones.push_back(
            {"f" + std::to_string(i), foundationsLeft + i * kFoundationPitch, 0, Fan::None, 0, 0, "A", true});
    // Three rows of six fans, read left to right and top to bottom as dealt.
    // Empty fans are never filled, so they get no outline.
    for (int i = 0; i < kFans; ++i) {
        const int column = i % kFansPerRow;
        const int row = i / kFansPerRow;
        table.zones.push_back({"t" + std::to_string(i), column * kColumnPitch, kFirstFanRow + row * kRowPitch,
            Fan::Right, kFanExtent, 0, "", false});
    }
    return table;
}

} // namespace ct
