#include "patience/the_sultan.h"

#include <array>

#include "cards/deck.h"

namespace ct {

namespace {
const TheSultanGame kTheSultan;

// The 3x3 block in reading order, the Sultan in the middle. The opening lays
// the first copy of each face met in the deal on the first free place that
// shows it, so the first KC goes top left, the second top right, and so on.
constexpr int kBlockPlaces = 9;
constexpr int kSultanPlace = 4;
constexpr std::array<Card, kBlockPlaces> kBlock = {
    french(kKing, Suit::Clubs), french(kAce, Suit::Hearts), french(kKing, Suit::Clubs),
    french(kKing, Suit::Spades), french(kKing, Suit::Hearts), french(kKing, Suit::Spades),
    french(kKing, Suit::Diamonds), french(kKing, Suit::Hearts), french(kKing, Suit::Diamonds),
};

// The pile of block place `place`: the foundations fill the places around the
// Sultan in reading order.
int blockPile(int place)
{
    if (place == kSultanPlace)
        return TheSultanState::kSultan;
    return TheSultanState::kFirstFoundation + (place < kSultanPlace ? place : place - 1);
}

// Table geometry in card widths (x) and heights (y): a Divan column on each
// side of the block, the stock and the waste under the block.
constexpr double kColumnPitch = 1.15;
constexpr double kRowPitch = 1.2;
constexpr double kBlockLeft = 1.5; // one card and a gap right of the left Divan
constexpr double kRightDivan = kBlockLeft + 2 * kColumnPitch + 1.0 + 0.5;
} // namespace

const Game& theSultanGame()
{
    return kTheSultan;
}

std::vector<Card> TheSultanGame::deck(const Options&, int) const
{
    return frenchDeck(2);
}

std::unique_ptr<State> TheSultanGame::create(
    const Options&, int, std::vector<Card> deal, std::uint64_t rngSeed) const
{
    return std::make_unique<TheSultanState>(deal, rngSeed);
}

const Game& TheSultanState::game() const
{
    return kTheSultan;
}

Card TheSultanState::baseCard(int index)
{
    const int place = index < kSultanPlace ? index : index + 1;
    return kBlock[static_cast<std::size_t>(place)];
}

TheSultanState::TheSultanState(const std::vector<Card>& deal, std::uint64_t rngSeed)
{
    rng_.reseed(rngSeed);
    for (int i = 0; i < kFoundations; ++i)
        addPile("f" + std::to_string(i), ZoneKind::Foundation);
    addPile("sultan", ZoneKind::Other);
    for (int i = 0; i < kDivanCells; ++i)
        addPile("d" + std::to_string(i), ZoneKind::Reserve);
    addPile("stock", ZoneKind::Stock);
    addPile("waste", ZoneKind::Waste);

    // The deck holds all 104 cards, so a seed or a written-out deal says
    // which copy of each King and of the Ace of hearts founds the block: the
    // first met in dealing order. The other Ace of hearts is an ordinary card.
    std::array<bool, kBlockPlaces> laid{};
    std::vector<Card> rest;
    rest.reserve(deal.size());
    for (const Card& card : deal) {
        bool placed = false;
        for (int place = 0; place < kBlockPlaces && !placed; ++place) {
            const auto slot = static_cast<std::size_t>(place);
            if (!laid[slot] && card.sameFace(kBlock[slot])) {
                laid[slot] = true;
                piles_[static_cast<std::size_t>(blockPile(place))].push(card, true);
                placed = true;
            }
        }
        if (!placed)
            rest.push_back(card);
    }
    // The next cards form the stock, the first of them on top; the Divan is
    // then dealt from it, d0 first.
    for (std::size_t i = rest.size(); i > 0; --i)
        piles_[kStock].push(rest[i - 1], false);
    refillDivan();
}

void TheSultanState::refillDivan()
{
    for (int i = 0; i < kDivanCells; ++i) {
        Pile& cell = piles_[static_cast<std::size_t>(kFirstDivan + i)];
        if (!cell.empty())
            continue;
        Pile& source = !piles_[kWaste].empty() ? piles_[kWaste] : piles_[kStock];
        if (source.empty())
            return; // nothing left to fill with; the cell waits
        cell.push(source.pop(), true);
    }
}

Verdict TheSultanState::checkFoundation(Card card, int foundation) const
{
    const Pile& pile = piles_[static_cast<std::size_t>(foundation)];
    // A foundation always holds its base in play; an empty one only occurs in
    // arranged positions, and then it waits for that base.
    if (pile.empty()) {
        const Card base = baseCard(foundation - kFirstFoundation);
        return card.sameFace(base) ? Verdict::ok() : Verdict{Reason::NeedsAce, card, base, 0, pile.id};
    }
    const Card top = pile.top().card;
    if (top.rank == kQueen)
        return Verdict{Reason::FoundationComplete, card, top, 0, pile.id};
    // Up in suit; a King pile goes on with its Ace, hence the wrap.
    return building::sameSuitUp(card, top, /*wrap=*/true);
}

Verdict TheSultanState::checkMove(int from, int, int to) const
{
    const Pile& source = piles_[static_cast<std::size_t>(from)];
    const Pile& target = piles_[static_cast<std::size_t>(to)];
    const Card moving = source.top().card;

    // Available cards: the Divan and the waste top. The block never gives.
    if (!isDivan(from) && from != kWaste)
        return Verdict{Reason::NotAvailableNow, moving, {}, 0, source.id};
    // The only play is home; the Sultan and the Divan take nothing from the
    // player (the Divan is refilled by the rules).
    if (!isFoundation(to))
        return Verdict{Reason::PileTakesNoCards, moving, {}, 0, target.id};
    return checkFoundation(moving, to);
}

Verdict TheSultanState::checkStock() const
{
    if (!piles_[kStock].empty())
        return Verdict::ok();
    if (redealsLeft_ <= 0)
        return Verdict::refuse(Reason::NoRedealsLeft);
    if (piles_[kWaste].empty())
        return Verdict::refuse(Reason::NothingToRecycle);
    return Verdict::ok();
}

void TheSultanState::applyStock()
{
    Pile& stock = piles_[kStock];
    Pile& waste = piles_[kWaste];
    if (!stock.empty()) {
        waste.push(stock.pop(), true);
        return;
    }
    // The redeal: the waste gathered from its bottom card to its top card,
    // shuffled with the game's generator, the first card of the shuffle on
    // top of the new stock. Fixing the gathering order makes a seed and its
    // actions replay the same redeal everywhere.
    std::vector<Card> gathered;
    gathered.reserve(waste.size());
    for (const PlacedCard& placed : waste.cards)
        gathered.push_back(placed.card);
    waste.cards.clear();
    rng_.shuffle(gathered);
    for (std::size_t i = gathered.size(); i > 0; --i)
        stock.push(gathered[i - 1], false);
    --redealsLeft_;
}

void TheSultanState::afterAction()
{
    // The Divan refill is a rule, not a choice: it happens inside the action
    // that emptied the cell (or, after a redeal, that brought new cards).
    refillDivan();
}

std::string TheSultanState::stockAction() const
{
    if (!checkStock().legal())
        return {};
    return piles_[kStock].empty() ? "redeal" : "turn";
}

std::optional<Action> TheSultanState::safeAutoMove() const
{
    // Cards only ever go home here, and a card played home gives up nothing a
    // later play could need: no card is ever built on a Divan or waste card,
    // and the place it leaves is taken by the next waste card, which is then
    // always available instead of lying in the waste. The one real choice is
    // between twins: both copies of a card want a foundation showing the card
    // below, so a card only goes by itself when its twin is home already or
    // another foundation takes that card as well.
    for (int pile = kFirstDivan; pile < kFirstDivan + kDivanCells; ++pile)
        if (auto action = foundationMove(pile); action && twinKeepsAPlace(pile, action->b))
            return action;
    if (auto action = foundationMove(kWaste); action && twinKeepsAPlace(kWaste, action->b))
        return action;
    return std::nullopt;
}

std::string TheSultanState::describe() const
{
    return PatienceState::describe() + "redeals left: " + std::to_string(redealsLeft_) + "\n";
}

std::string TheSultanState::extraFingerprint() const
{
    return "redeals=" + std::to_string(redealsLeft_);
}

TableLayout TheSultanState::layout() const
{
    TableLayout table;
    for (int place = 0; place < kBlockPlaces; ++place) {
        const int pile = blockPile(place);
        const double x = kBlockLeft + (place % 3) * kColumnPitch;
        const double y = (place / 3) * kRowPitch;
        table.zones.push_back({piles_[static_cast<std::size_t>(pile)].id, x, y, Fan::None, 0, 0, "", true});
    }
    for (int i = 0; i < kDivanCells; ++i) {
        const double x = i < kDivanCells / 2 ? 0 : kRightDivan;
        const double y = (i % (kDivanCells / 2)) * kRowPitch;
        table.zones.push_back({"d" + std::to_string(i), x, y, Fan::None, 0, 0, "", true});
    }
    // The stock and the waste side by side under the block, centred on it.
    const double blockCentre = kBlockLeft + kColumnPitch + 0.5;
    const double lastRow = (kDivanCells / 2 - 1) * kRowPitch;
    table.zones.push_back(
        {"stock", blockCentre - kColumnPitch / 2 - 0.5, lastRow, Fan::None, 0, 0, "", true});
    table.zones.push_back(
        {"waste", blockCentre + kColumnPitch / 2 - 0.5, lastRow, Fan::None, 0, 0, "", false});
    table.width = kRightDivan + 1.0;
    table.height = lastRow + 1.0;
    return table;
}

} // namespace ct
