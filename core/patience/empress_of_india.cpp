#include "patience/empress_of_india.h"

#include <algorithm>
#include <array>

#include "cards/deck.h"
#include "util/text.h"

namespace ct {

namespace {
const EmpressOfIndiaGame kEmpressOfIndia;

// Table geometry, in card widths (x) and heights (y). Sixteen squared
// foundations make the top row and set the width; the Army and the Navy sit
// below in four rows of twelve, and the column to their right holds the
// talons, the stock and the decoration. A slot fans downwards just enough to
// show both cards of a locked pair (the app steps a face-up card by 0.27 card
// heights), which costs far less room than fanning sideways in twelve
// columns. With these sizes the table is about 17 x 6.6 cards, close to the
// shape of a 1280x800 window, so cards come out some 72 pixels wide.
constexpr double kColumnPitch = 1.06;
constexpr double kPairFan = 0.27;
constexpr double kRowPitch = 1.0 + kPairFan + 0.06;
constexpr double kFirstArmyRow = 1.25;
constexpr double kGroupGap = 0.1; // between the Army and the Navy
constexpr double kFirstNavyRow = kFirstArmyRow + 2 * kRowPitch + kGroupGap;
constexpr double kSideColumn = EmpressOfIndiaState::kSlotsPerRow * kColumnPitch + 0.25;
constexpr double kSidePitch = 1.3;

bool isBlackAce(Card card)
{
    return card.isBlack() && card.rank == kAce;
}
bool isRedKing(Card card)
{
    return card.isRed() && card.rank == kKing;
}
} // namespace

const Game& empressOfIndiaGame()
{
    return kEmpressOfIndia;
}

std::vector<Card> EmpressOfIndiaGame::deck(const Options&, int) const
{
    return frenchDeck(4);
}

std::unique_ptr<State> EmpressOfIndiaGame::create(
    const Options&, int, std::vector<Card> deal, std::uint64_t rngSeed) const
{
    return std::make_unique<EmpressOfIndiaState>(deal, rngSeed);
}

const Game& EmpressOfIndiaState::game() const
{
    return kEmpressOfIndia;
}

EmpressOfIndiaState::EmpressOfIndiaState(const std::vector<Card>& deal, std::uint64_t rngSeed)
{
    // Nothing is ever shuffled during play; the seed only keeps the
    // fingerprint a function of the setup, as in every game.
    rng_.reseed(rngSeed);
    for (int i = 0; i < kFoundations; ++i)
        addPile("f" + std::to_string(i), ZoneKind::Foundation);
    for (int i = 0; i < kSlots; ++i)
        addPile("a" + std::to_string(i), ZoneKind::Tableau);
    for (int i = 0; i < kSlots; ++i)
        addPile("n" + std::to_string(i), ZoneKind::Tableau);
    addPile("rt", ZoneKind::Waste);
    addPile("bt", ZoneKind::Waste);
    addPile("stock", ZoneKind::Stock);
    // The cards set apart are neither foundations nor a discard pile, so they
    // never count as cards home.
    addPile("empress", ZoneKind::Other);
    addPile("guard", ZoneKind::Other);
    addPile("queens", ZoneKind::Other);

    // The deal holds all 208 cards so that a seed or a written-out deal
    // describes the whole game. Going through it in order, the cards that are
    // set apart before the deal are taken out: the black aces and red kings
    // found the foundations (each suit's four in turn), the first queen of
    // clubs is the Empress, the red jacks are her Guard, and the other black
    // queens are thrown aside. The rest keep their order for the deal.
    int nextBase[4] = {0, 0, 0, 0}; // per suit, C D H S
    bool empressFound = false;
    std::vector<Card> inPlay;
    inPlay.reserve(deal.size());
    for (const Card& card : deal) {
        const int suit = static_cast<int>(card.suit);
        if (isBlackAce(card) || isRedKing(card)) {
            // Spades f0..f3, clubs f4..f7, hearts f8..f11, diamonds f12..f15.
            int first = 0;
            switch (card.suit) {
            case Suit::Spades: first = 0; break;
            case Suit::Clubs: first = 4; break;
            case Suit::Hearts: first = 8; break;
            default: first = 12; break;
            }
            const int foundation = kFirstFoundation + first + std::min(nextBase[suit]++, 3);
            piles_[static_cast<std::size_t>(foundation)].push(card, true);
        } else if (card.isBlack() && card.rank == kQueen) {
            if (card.suit == Suit::Clubs && !empressFound) {
                empressFound = true;
                piles_[kEmpress].push(card, true);
            } else {
                piles_[kQueens].push(card, false);
            }
        } else if (card.isRed() && card.rank == kJack) {
            piles_[kGuard].push(card, true);
        } else {
            inPlay.push_back(card);
        }
    }

    // Cards are turned one by one: red ones fill the Army and black ones the
    // Navy in slot order; a card whose group is full goes onto its talon. The
    // deal stops when both groups are full.
    int army = 0;
    int navy = 0;
    std::size_t next = 0;
    while ((army < kSlots || navy < kSlots) && next < inPlay.size()) {
        const Card card = inPlay[next++];
        if (card.isRed()) {
            if (army < kSlots)
                piles_[static_cast<std::size_t>(kFirstArmy + army++)].push(card, true);
            else
                piles_[kRedTalon].push(card, true);
        } else {
            if (navy < kSlots)
                piles_[static_cast<std::size_t>(kFirstNavy + navy++)].push(card, true);
            else
                piles_[kBlackTalon].push(card, true);
        }
    }
    // The rest is the stock, the next card to turn on top.
    for (std::size_t i = inPlay.size(); i > next; --i)
        piles_[kStock].push(inPlay[i - 1], false);
}

Verdict EmpressOfIndiaState::checkFoundation(Card card, int foundation) const
{
    const Pile& pile = piles_[static_cast<std::size_t>(foundation)];
    const bool black = foundation < kFirstFoundation + kFirstRedFoundation;
    // The bases are laid before the deal, so an empty foundation only occurs
    // in arranged positions; it then waits for its base card.
    if (pile.empty()) {
        if (black)
            return isBlackAce(card) ? Verdict::ok() : Verdict {Reason::NeedsAce, card, {}, 0, pile.id};
        return isRedKing(card) ? Verdict::ok() : Verdict {Reason::NeedsKing, card, {}, 0, pile.id};
    }
    const Card top = pile.top().card;
    if (card.suit != top.suit)
        return Verdict {Reason::WrongSuit, card, top, 0, pile.id};
    // Black suits climb from the ace and skip the queen; red ones come down
    // from the king and skip the jack. Twelve cards each.
    int needed = 0;
    if (black) {
        if (top.rank == kKing)
            return Verdict {Reason::FoundationComplete, card, top, 0, pile.id};
        needed = top.rank == kJack ? kKing : top.rank + 1;
    } else {
        if (top.rank == kAce)
            return Verdict {Reason::FoundationComplete, card, top, 0, pile.id};
        needed = top.rank == kQueen ? 10 : top.rank - 1;
    }
    if (card.rank != needed)
        return Verdict {Reason::WrongRank, card, top, needed, pile.id};
    return Verdict::ok();
}

std::optional<int> EmpressOfIndiaState::homeFor(Card card) const
{
    for (int f = kFirstFoundation; f < kFirstFoundation + kFoundations; ++f)
        if (checkFoundation(card, f).legal())
            return f;
    return std::nullopt;
}

Verdict EmpressOfIndiaState::checkMove(int from, int, int to) const
{
    const Pile& source = piles_[static_cast<std::size_t>(from)];
    const Pile& target = piles_[static_cast<std::size_t>(to)];
    const Card moving = source.top().card;

    // Talon cards enter play only through refills (the source's Rule III);
    // foundation and decoration cards never move.
    if (isTalon(from))
        return Verdict {Reason::TalonCardsOnlyRefill, moving, {}, 0, source.id};
    if (!isSlot(from))
        return Verdict {Reason::NotAvailableNow, moving, {}, 0, source.id};

    if (isFoundation(to)) {
        Verdict fits = checkFoundation(moving, to);
        if (!fits.legal())
            return fits;
        // One card never goes home alone: an unpaired card needs a partner
        // (the `play` action), a locked card takes its own partner along.
        if (!isLocked(from))
            return Verdict {Reason::PlayInPairs, moving, {}, 0, source.id};
        const Card partner = source.cards[source.size() - 2].card;
        if (!homeFor(partner))
            return Verdict {Reason::NoFoundationTakes, partner, {}, 0, source.id};
        return Verdict::ok();
    }

    if (isSlot(to)) {
        // Pairing: an unpaired card onto an unpaired card of the other group.
        if (isLocked(from))
            return Verdict {Reason::LockedInPair, moving, {}, 0, source.id};
        if (target.empty())
            return Verdict {Reason::PileTakesNoCards, moving, {}, 0, target.id};
        if (isArmy(from) == isArmy(to))
            return Verdict {Reason::WrongColour, moving, target.top().card, 0, target.id};
        if (isLocked(to))
            return Verdict {Reason::LockedInPair, target.top().card, {}, 0, target.id};
        return Verdict::ok();
    }
    return Verdict {Reason::PileTakesNoCards, moving, {}, 0, target.id};
}

Verdict EmpressOfIndiaState::checkPairPlay(int army, int navy) const
{
    if (!isArmy(army) || !isNavy(navy))
        return Verdict::refuse(Reason::NoSuchPile);
    const Pile& red = piles_[static_cast<std::size_t>(army)];
    const Pile& black = piles_[static_cast<std::size_t>(navy)];
    if (red.empty())
        return Verdict {Reason::EmptyPile, {}, {}, 0, red.id};
    if (black.empty())
        return Verdict {Reason::EmptyPile, {}, {}, 0, black.id};
    // A locked card goes home only with its own partner (`move SLOT f..`).
    if (isLocked(army))
        return Verdict {Reason::LockedInPair, red.top().card, {}, 0, red.id};
    if (isLocked(navy))
        return Verdict {Reason::LockedInPair, black.top().card, {}, 0, black.id};
    if (!homeFor(red.top().card))
        return Verdict {Reason::NoFoundationTakes, red.top().card, {}, 0, red.id};
    if (!homeFor(black.top().card))
        return Verdict {Reason::NoFoundationTakes, black.top().card, {}, 0, black.id};
    return Verdict::ok();
}

Verdict EmpressOfIndiaState::check(const Action& action) const
{
    if (action.kind != PairPlay)
        return PatienceState::check(action);
    if (isTerminal())
        return Verdict::refuse(Reason::GameOver);
    return checkPairPlay(action.a, action.b);
}

std::vector<Action> EmpressOfIndiaState::gameActions() const
{
    // Every unpaired red card that fits a foundation with every unpaired
    // black card that fits one.
    std::vector<int> reds;
    std::vector<int> blacks;
    for (int i = 0; i < kSlots; ++i) {
        const int army = kFirstArmy + i;
        if (isUnpaired(army) && homeFor(piles_[static_cast<std::size_t>(army)].top().card))
            reds.push_back(army);
        const int navy = kFirstNavy + i;
        if (isUnpaired(navy) && homeFor(piles_[static_cast<std::size_t>(navy)].top().card))
            blacks.push_back(navy);
    }
    std::vector<Action> actions;
    for (int red : reds)
        for (int black : blacks)
            actions.push_back(pairPlay(red, black));
    return actions;
}

void EmpressOfIndiaState::sendHome(int pile)
{
    Pile& source = piles_[static_cast<std::size_t>(pile)];
    if (auto foundation = homeFor(source.top().card))
        piles_[static_cast<std::size_t>(*foundation)].push(source.pop(), true);
}

void EmpressOfIndiaState::apply(const Action& action)
{
    if (action.kind != PairPlay) {
        PatienceState::apply(action);
        return;
    }
    sendHome(action.a);
    sendHome(action.b);
    afterAction();
}

void EmpressOfIndiaState::applyMove(int from, int count, int to)
{
    if (!isFoundation(to)) {
        PatienceState::applyMove(from, count, to); // a pairing
        return;
    }
    // A locked pair goes home: the top card where it was dropped, then its
    // partner to the first foundation of the other colour that takes it.
    Pile& source = piles_[static_cast<std::size_t>(from)];
    piles_[static_cast<std::size_t>(to)].push(source.pop(), true);
    sendHome(from);
}

void EmpressOfIndiaState::refill(int slot)
{
    const bool red = isArmy(slot);
    Pile& target = piles_[static_cast<std::size_t>(slot)];
    Pile& ownTalon = piles_[red ? kRedTalon : kBlackTalon];
    Pile& otherTalon = piles_[red ? kBlackTalon : kRedTalon];
    if (!ownTalon.empty()) {
        target.push(ownTalon.pop(), true);
        return;
    }
    Pile& stock = piles_[kStock];
    while (!stock.empty()) {
        const Card card = stock.pop();
        if (card.isRed() == red) {
            target.push(card, true);
            return;
        }
        otherTalon.push(card, true);
    }
}

void EmpressOfIndiaState::afterAction()
{
    // Vacancies are refilled at once: the Army before the Navy, each in slot
    // order. Nothing else can empty a slot while these refills run, so one
    // pass over the slots leaves every slot filled that can be.
    for (int i = 0; i < kSlots; ++i)
        if (piles_[static_cast<std::size_t>(kFirstArmy + i)].empty())
            refill(kFirstArmy + i);
    for (int i = 0; i < kSlots; ++i)
        if (piles_[static_cast<std::size_t>(kFirstNavy + i)].empty())
            refill(kFirstNavy + i);
}

Verdict EmpressOfIndiaState::checkStock() const
{
    if (piles_[kStock].empty())
        return Verdict::refuse(Reason::StockEmpty);
    return Verdict::ok();
}

void EmpressOfIndiaState::applyStock()
{
    // The remainder of the pack is dealt out in one go, each card onto the
    // talon of its colour.
    Pile& stock = piles_[kStock];
    while (!stock.empty()) {
        const Card card = stock.pop();
        piles_[card.isRed() ? kRedTalon : kBlackTalon].push(card, true);
    }
}

Verdict EmpressOfIndiaState::checkFlip(int pile) const
{
    // The thrown-aside queens lie face down for good; nothing else is face
    // down outside the stock.
    if (pile < 0 || pile >= static_cast<int>(piles_.size()))
        return Verdict::refuse(Reason::NoSuchPile);
    return Verdict {Reason::NothingToFlip, {}, {}, 0, piles_[static_cast<std::size_t>(pile)].id};
}

bool EmpressOfIndiaState::canPlayHome() const
{
    // The cards the foundations want now, by suit and rank.
    bool wanted[4][kKing + 1] = {};
    for (int f = kFirstFoundation; f < kFirstFoundation + kFoundations; ++f) {
        const Pile& pile = piles_[static_cast<std::size_t>(f)];
        const bool black = f < kFirstFoundation + kFirstRedFoundation;
        if (pile.empty()) {
            // Arranged positions only: such a foundation waits for its base.
            for (Suit suit :
                black ? std::array {Suit::Spades, Suit::Clubs} : std::array {Suit::Hearts, Suit::Diamonds})
                wanted[static_cast<int>(suit)][black ? kAce : kKing] = true;
            continue;
        }
        const Card top = pile.top().card;
        if (top.rank == (black ? kKing : kAce))
            continue;
        const int next
            = black ? (top.rank == kJack ? kKing : top.rank + 1) : (top.rank == kQueen ? 10 : top.rank - 1);
        wanted[static_cast<int>(top.suit)][next] = true;
    }
    auto fits = [&](const PlacedCard& placed) {
        return placed.card.isFrench() && wanted[static_cast<int>(placed.card.suit)][placed.card.rank];
    };
    bool redFits = false;
    bool blackFits = false;
    for (int slot = kFirstArmy; slot < kRedTalon; ++slot) {
        const Pile& pile = piles_[static_cast<std::size_t>(slot)];
        if (pile.size() == 1 && fits(pile.top())) {
            if (isArmy(slot))
                redFits = true;
            else
                blackFits = true;
        } else if (pile.size() >= 2 && fits(pile.top()) && fits(pile.cards[pile.size() - 2])) {
            return true; // a locked pair can go home
        }
    }
    return redFits && blackFits;
}

bool EmpressOfIndiaState::stuck() const
{
    // The ruling's loss: no pair can go home and no new card can come into
    // play. New cards come from the stock, or from a talon when a pairing
    // empties a slot; with both talons empty a pairing would only tie cards
    // up, so it does not keep the game alive.
    if (!piles_[kStock].empty())
        return false;
    if (piles_[kRedTalon].empty() && piles_[kBlackTalon].empty())
        return !canPlayHome();
    bool unpairedRed = false;
    bool unpairedBlack = false;
    for (int i = 0; i < kSlots; ++i) {
        unpairedRed = unpairedRed || isUnpaired(kFirstArmy + i);
        unpairedBlack = unpairedBlack || isUnpaired(kFirstNavy + i);
    }
    if (unpairedRed && unpairedBlack)
        return false; // a pairing can still bring a talon card into play
    return !canPlayHome();
}

std::string EmpressOfIndiaState::actionText(const Action& action) const
{
    if (action.kind != PairPlay)
        return PatienceState::actionText(action);
    auto pileId = [&](int index) {
        return index >= 0 && index < static_cast<int>(piles_.size())
            ? piles_[static_cast<std::size_t>(index)].id
            : std::string("?");
    };
    return "play " + pileId(action.a) + " " + pileId(action.b);
}

Expected<Action> EmpressOfIndiaState::parseAction(std::string_view text) const
{
    const auto words = splitWords(toLower(text));
    if (words.empty() || words[0] != "play")
        return PatienceState::parseAction(text);
    if (words.size() != 3)
        return makeError("write a pair play as 'play ARMY-SLOT NAVY-SLOT', for example 'play a5 n2'");
    int first = pileIndex(words[1]);
    int second = pileIndex(words[2]);
    if (isNavy(first) && isArmy(second))
        std::swap(first, second);
    if (!isArmy(first) || !isNavy(second))
        return makeError("'" + std::string(text)
            + "': a pair play names one Army slot (a0..a23) and one Navy "
              "slot (n0..n23)");
    return pairPlay(first, second);
}

TableLayout EmpressOfIndiaState::layout() const
{
    TableLayout table;
    table.width = (kFoundations - 1) * kColumnPitch + 1.0;
    table.height = kFirstNavyRow + kRowPitch + 1.0 + kPairFan;

    // Eight black foundations that climb from the ace, then eight red ones
    // that come down from the king.
    for (int i = 0; i < kFoundations; ++i)
        table.zones.push_back({"f" + std::to_string(i), i * kColumnPitch, 0, Fan::None, 0, 0,
            i < kFirstRedFoundation ? "A" : "K", true});
    // The Army in two rows of twelve, the Navy in two rows below it.
    for (int i = 0; i < kSlots; ++i) {
        const double x = (i % kSlotsPerRow) * kColumnPitch;
        const double row = (i / kSlotsPerRow) * kRowPitch;
        table.zones.push_back(
            {"a" + std::to_string(i), x, kFirstArmyRow + row, Fan::Down, kPairFan, 0, "", true});
        table.zones.push_back(
            {"n" + std::to_string(i), x, kFirstNavyRow + row, Fan::Down, kPairFan, 0, "", true});
    }
    // To the right: the red talon beside the Army, the black one beside the
    // Navy, the stock between them; the Empress and her Guard next to the red
    // foundations, and the thrown-aside queens out of the way at the bottom.
    const double blackTalonRow = kFirstNavyRow + kRowPitch;
    table.zones.push_back({"rt", kSideColumn, kFirstArmyRow, Fan::None, 0, 0, "", true});
    table.zones.push_back(
        {"stock", kSideColumn, (kFirstArmyRow + blackTalonRow) / 2, Fan::None, 0, 0, "", true});
    table.zones.push_back({"bt", kSideColumn, blackTalonRow, Fan::None, 0, 0, "", true});
    table.zones.push_back({"empress", kSideColumn + kSidePitch, kFirstArmyRow, Fan::None, 0, 0, "", false});
    table.zones.push_back({"guard", kSideColumn + 2 * kSidePitch, kFirstArmyRow, Fan::None, 0, 0, "", false});
    table.zones.push_back(
        {"queens", kSideColumn + 2 * kSidePitch, kFirstNavyRow + kRowPitch, Fan::None, 0, 0, "", false});
    return table;
}

} // namespace ct
