#include "patience/the_zodiac.h"

#include "cards/deck.h"

namespace ct {

namespace {
const TheZodiacGame kTheZodiac;

// Table geometry, in card widths (x) and heights (y). Twelve packets run
// left to right along the top and twelve right to left along the bottom, so
// the ring goes round clockwise; each fans outwards (up or down) a little, to
// show how thick it has grown. Inside the ring: the foundations, then the
// Equator, with the stock above the waste at the left end.
constexpr double kColumnPitch = 1.1;
constexpr double kPacketFan = 0.45;
constexpr double kFoundationRow = kPacketFan + 1.0 + 0.2;
constexpr double kEquatorRow = kFoundationRow + 1.15;
constexpr double kBottomRingRow = kEquatorRow + 1.2;
constexpr double kFirstInnerColumn = 2 * kColumnPitch;
constexpr double kGroupGap = 0.2; // between the Ace and the King foundations

// "♠" and friends, for the labels of the empty foundations.
const char* suitSymbol(Suit suit)
{
    switch (suit) {
    case Suit::Spades: return "\u2660";
    case Suit::Hearts: return "\u2665";
    case Suit::Diamonds: return "\u2666";
    default: return "\u2663";
    }
}

char lowerSuitLetter(Suit suit)
{
    return static_cast<char>(suitLetter(suit) - 'A' + 'a');
}

// Same suit, one rank up or down, no wrap: the Zodiac's marriage.
Verdict sameSuitEitherWay(Card card, Card onto)
{
    if (card.suit != onto.suit)
        return Verdict {Reason::WrongSuit, card, onto};
    if (card.rank + 1 != onto.rank && card.rank != onto.rank + 1)
        return Verdict {Reason::WrongRank, card, onto, 0};
    return Verdict::ok();
}
} // namespace

const Game& theZodiacGame()
{
    return kTheZodiac;
}

std::vector<Card> TheZodiacGame::deck(const Options&, int) const
{
    return frenchDeck(2);
}

std::unique_ptr<State> TheZodiacGame::create(
    const Options&, int, std::vector<Card> deal, std::uint64_t rngSeed) const
{
    return std::make_unique<TheZodiacState>(deal, rngSeed);
}

const Game& TheZodiacState::game() const
{
    return kTheZodiac;
}

TheZodiacState::TheZodiacState(const std::vector<Card>& deal, std::uint64_t rngSeed)
{
    // The waste is turned over without a shuffle; the seed only keeps the
    // fingerprint a function of the setup, as in every game.
    rng_.reseed(rngSeed);
    for (int i = 0; i < kEquatorCells; ++i)
        addPile("eq" + std::to_string(i), ZoneKind::Reserve);
    for (int i = 0; i < kPackets; ++i)
        addPile("z" + std::to_string(i), ZoneKind::Tableau);
    for (const char* kind : {"af", "kf"})
        for (Suit suit : kFoundationSuits)
            addPile(std::string(kind) + lowerSuitLetter(suit), ZoneKind::Foundation);
    addPile("stock", ZoneKind::Stock);
    addPile("waste", ZoneKind::Waste);

    // Eight cards to the Equator, then one to each packet of the ring; the
    // rest is the stock, the next card to turn on top.
    std::size_t next = 0;
    for (int i = 0; i < kEquatorCells + kPackets && next < deal.size(); ++i)
        piles_[static_cast<std::size_t>(kFirstEquator + i)].push(deal[next++], true);
    for (std::size_t i = deal.size(); i > next; --i)
        piles_[kStock].push(deal[i - 1], false);
}

Verdict TheZodiacState::checkFoundation(Card card, int foundation) const
{
    const Pile& pile = piles_[static_cast<std::size_t>(foundation)];
    const bool aceUp = foundation < kFirstKingFoundation;
    const Suit suit = kFoundationSuits[static_cast<std::size_t>(
        (foundation - kFirstAceFoundation) % static_cast<int>(kFoundationSuits.size()))];
    // Each foundation belongs to a suit; whichever twin comes first founds it.
    if (pile.empty()) {
        if (card.suit != suit)
            return Verdict {Reason::WrongSuit, card, french(aceUp ? kAce : kKing, suit), 0, pile.id};
        if (aceUp && card.rank != kAce)
            return Verdict {Reason::NeedsAce, card, {}, 0, pile.id};
        if (!aceUp && card.rank != kKing)
            return Verdict {Reason::NeedsKing, card, {}, 0, pile.id};
        return Verdict::ok();
    }
    const Card top = pile.top().card;
    if (top.rank == (aceUp ? kKing : kAce))
        return Verdict {Reason::FoundationComplete, card, top, 0, pile.id};
    return aceUp ? building::sameSuitUp(card, top) : building::sameSuitDown(card, top);
}

Verdict TheZodiacState::checkMove(int from, int, int to) const
{
    const Pile& source = piles_[static_cast<std::size_t>(from)];
    const Pile& target = piles_[static_cast<std::size_t>(to)];
    const Card moving = source.top().card;

    if (isFoundation(from))
        return Verdict {Reason::NotAvailableNow, moving, {}, 0, source.id};

    if (building()) {
        // Every card is placed: Equator cards and packet tops go home, and
        // nothing else moves any more.
        if (!isFoundation(to))
            return Verdict {Reason::OnlyFoundationMoves, moving, {}, 0, target.id};
        return checkFoundation(moving, to);
    }

    // The placing phase.
    if (isFoundation(to))
        return Verdict {Reason::FoundationsClosed, moving, {}, 0, target.id};
    // Cards of the ring stay where they are until the foundations open.
    if (isPacket(from))
        return Verdict {Reason::CannotMarryFromHere, moving, {}, 0, source.id};
    if (isPacket(to)) {
        if (target.empty())
            return Verdict {Reason::VacancyNeverFilled, moving, {}, 0, target.id};
        return sameSuitEitherWay(moving, target.top().card);
    }
    if (isEquator(to)) {
        // An Equator cell takes the waste top, and only when it is empty.
        if (from != kWaste)
            return Verdict {Reason::OnlyFromWaste, moving, {}, 0, target.id};
        if (!target.empty())
            return Verdict {Reason::CellOccupied, moving, target.top().card, 0, target.id};
        return Verdict::ok();
    }
    return Verdict {Reason::PileTakesNoCards, moving, {}, 0, target.id};
}

Verdict TheZodiacState::checkStock() const
{
    if (!piles_[kStock].empty())
        return Verdict::ok();
    if (!piles_[kWaste].empty())
        return Verdict::ok();
    return Verdict::refuse(Reason::StockEmpty);
}

void TheZodiacState::applyStock()
{
    Pile& stock = piles_[kStock];
    Pile& waste = piles_[kWaste];
    if (!stock.empty()) {
        waste.push(stock.pop(), true);
        return;
    }
    // Turning the waste over, unshuffled: the first card turned in the last
    // pass comes up first again.
    while (!waste.empty())
        stock.push(waste.pop(), false);
}

std::string TheZodiacState::stockAction() const
{
    if (!checkStock().legal())
        return {};
    return piles_[kStock].empty() ? "recycle" : "turn";
}

void TheZodiacState::apply(const Action& action)
{
    const bool turnOver = action.kind == StockClick && piles_[kStock].empty();
    const bool movedBefore = passMoved_;
    PatienceState::apply(action);
    if (action.kind == MoveCards)
        passMoved_ = true;
    if (turnOver) {
        futilePass_ = futilePass_ || !movedBefore;
        passMoved_ = false;
    }
}

bool TheZodiacState::wasteTopPlaceable() const
{
    if (piles_[kWaste].empty())
        return false;
    for (int to = kFirstEquator; to < kFirstAceFoundation; ++to)
        if (checkMove(kWaste, 1, to).legal())
            return true;
    return false;
}

bool TheZodiacState::stuck() const
{
    if (building())
        return PatienceState::stuck(); // no card can go home
    // The ruling's loss in the placing phase: a whole pass through the stock
    // in which nothing but stock turns happened. The pass ends when the stock
    // runs out; its last card still gets its chance, so the game is lost
    // there only if that card cannot be placed, or once the player turns the
    // waste over without having placed anything.
    if (futilePass_)
        return true;
    return piles_[kStock].empty() && !passMoved_ && !wasteTopPlaceable();
}

std::optional<Action> TheZodiacState::safeAutoMove() const
{
    // Only in the building phase, and only a card whose twin already lies on
    // the suit's other foundation: that foundation can never take this card,
    // so it must go where it fits now sooner or later, and going now costs
    // nothing, since the only other moves left are moves home and lifting a
    // card can only uncover another.
    if (!building())
        return std::nullopt;
    for (int from = kFirstEquator; from < kFirstAceFoundation; ++from) {
        const Pile& source = piles_[static_cast<std::size_t>(from)];
        if (source.empty())
            continue;
        const Card card = source.top().card;
        for (std::size_t s = 0; s < kFoundationSuits.size(); ++s) {
            if (kFoundationSuits[s] != card.suit)
                continue;
            const int aceUp = kFirstAceFoundation + static_cast<int>(s);
            const int kingDown = kFirstKingFoundation + static_cast<int>(s);
            const Pile& ace = piles_[static_cast<std::size_t>(aceUp)];
            const Pile& king = piles_[static_cast<std::size_t>(kingDown)];
            // The King foundation holds this rank once its top is this rank or lower.
            if (checkFoundation(card, aceUp).legal() && !king.empty() && king.top().card.rank <= card.rank)
                return move(from, aceUp);
            if (checkFoundation(card, kingDown).legal() && !ace.empty() && ace.top().card.rank >= card.rank)
                return move(from, kingDown);
        }
    }
    return std::nullopt;
}

std::string TheZodiacState::describe() const
{
    return PatienceState::describe() + "phase: " + (building() ? "building" : "placing") + "\n";
}

std::string TheZodiacState::extraFingerprint() const
{
    return std::string(passMoved_ ? "moved" : "-") + (futilePass_ ? ",futile" : "");
}

TableLayout TheZodiacState::layout() const
{
    TableLayout table;
    table.width = (kPacketsPerRow - 1) * kColumnPitch + 1.0;
    table.height = kBottomRingRow + 1.0 + kPacketFan;

    // The ring: z0..z11 along the top, left to right, fanning upwards;
    // z12..z23 along the bottom, right to left, fanning downwards.
    for (int i = 0; i < kPackets; ++i) {
        const bool top = i < kPacketsPerRow;
        const int column = top ? i : kPacketsPerRow - 1 - (i - kPacketsPerRow);
        table.zones.push_back({"z" + std::to_string(i), column * kColumnPitch,
            top ? kPacketFan : kBottomRingRow, top ? Fan::Up : Fan::Down, kPacketFan, 0, "", true});
    }
    // The foundations: the Ace-up group, then the King-down group.
    for (int i = 0; i < 8; ++i) {
        const bool aceUp = i < 4;
        const Suit suit = kFoundationSuits[static_cast<std::size_t>(i % 4)];
        const double x = kFirstInnerColumn + i * kColumnPitch + (aceUp ? 0 : kGroupGap);
        table.zones.push_back({piles_[static_cast<std::size_t>(kFirstAceFoundation + i)].id, x,
            kFoundationRow, Fan::None, 0, 0, std::string(aceUp ? "A" : "K") + suitSymbol(suit), true});
    }
    // The Equator, centred under the foundations.
    const double foundationsMiddle = kFirstInnerColumn + (7 * kColumnPitch + kGroupGap + 1.0) / 2;
    const double equatorLeft = foundationsMiddle - ((kEquatorCells - 1) * kColumnPitch + 1.0) / 2;
    for (int i = 0; i < kEquatorCells; ++i)
        table.zones.push_back({"eq" + std::to_string(i), equatorLeft + i * kColumnPitch, kEquatorRow,
            Fan::None, 0, 0, "", true});
    table.zones.push_back({"stock", 0, kFoundationRow, Fan::None, 0, 0, "", true});
    table.zones.push_back({"waste", 0, kEquatorRow, Fan::None, 0, 0, "", false});
    return table;
}

} // namespace ct
