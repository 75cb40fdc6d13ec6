#include "patience/klondike.h"

#include <algorithm>

#include "cards/deck.h"

namespace ct {

namespace {
const KlondikeGame kKlondike;
} // namespace

const Game& klondikeGame()
{
    return kKlondike;
}

std::vector<OptionSpec> KlondikeGame::optionSpecs() const
{
    return {
        {"draw", {"1", "3"}, "Cards turned from the stock at a time"},
        {"autoflip", {"on", "off"}, "Turn uncovered cards face up automatically"},
    };
}

std::vector<Card> KlondikeGame::deck(const Options&, int) const
{
    return frenchDeck(1);
}

std::unique_ptr<State> KlondikeGame::create(const Options& options, int, std::vector<Card> deal,
                                            std::uint64_t rngSeed) const
{
    return std::make_unique<KlondikeState>(options, deal, rngSeed);
}

const Game& KlondikeState::game() const
{
    return kKlondike;
}

KlondikeState::KlondikeState(const Options& options, const std::vector<Card>& deal, std::uint64_t rngSeed)
{
    rng_.reseed(rngSeed);
    drawCount_ = options.count("draw") && options.at("draw") == "3" ? 3 : 1;
    autoFlip_ = !options.count("autoflip") || options.at("autoflip") == "on";
    addPile("stock", ZoneKind::Stock);
    addPile("waste", ZoneKind::Waste);
    for (int i = 0; i < 4; ++i)
        addPile("f" + std::to_string(i), ZoneKind::Foundation);
    for (int i = 0; i < 7; ++i)
        addPile("t" + std::to_string(i), ZoneKind::Tableau);

    std::size_t next = 0;
    for (int row = 0; row < 7; ++row)
        for (int column = row; column < 7; ++column)
            piles_[static_cast<std::size_t>(kFirstTableau + column)].push(deal[next++], column == row);
    // The next card to be dealt lies on top of the stock.
    for (std::size_t i = deal.size(); i > next; --i)
        piles_[kStock].push(deal[i - 1], false);
}

int KlondikeState::maxGroup(int from) const
{
    if (!isTableau(from))
        return 1;
    const Pile& pile = piles_[static_cast<std::size_t>(from)];
    int faceUp = 0;
    for (auto it = pile.cards.rbegin(); it != pile.cards.rend() && it->faceUp; ++it)
        ++faceUp;
    return std::max(faceUp, 1);
}

std::optional<std::vector<Action>> KlondikeState::candidateMoves() const
{
    // A group goes onto a card one rank higher or, a king first, into an
    // empty column; a single card goes home onto the card one rank lower of
    // its suit or, an ace, onto an empty foundation. Anything else can never
    // be legal, so only these are put to checkMove().
    std::vector<Action> moves;
    for (int from = kWaste; from < kFirstTableau + 7; ++from) {
        const Pile& source = piles_[static_cast<std::size_t>(from)];
        if (source.empty())
            continue;
        const int largest = std::min(maxGroup(from), static_cast<int>(source.size()));
        for (int count = 1; count <= largest; ++count) {
            const PlacedCard& moving = source.cards[source.size() - static_cast<std::size_t>(count)];
            if (!moving.faceUp)
                break;
            if (count == 1)
                for (int to = kFirstFoundation; to < kFirstTableau; ++to) {
                    const Pile& target = piles_[static_cast<std::size_t>(to)];
                    if (target.empty() ? moving.card.rank == kAce
                                       : target.top().card.rank + 1 == moving.card.rank)
                        moves.push_back(move(from, to, count));
                }
            for (int to = kFirstTableau; to < kFirstTableau + 7; ++to) {
                const Pile& target = piles_[static_cast<std::size_t>(to)];
                if (to != from && (target.empty() ? moving.card.rank == kKing
                                                  : target.top().card.rank == moving.card.rank + 1))
                    moves.push_back(move(from, to, count));
            }
        }
    }
    return moves;
}

Verdict KlondikeState::checkMove(int from, int count, int to) const
{
    const Pile& source = piles_[static_cast<std::size_t>(from)];
    const Pile& target = piles_[static_cast<std::size_t>(to)];
    const Card moving = source.cards[source.size() - static_cast<std::size_t>(count)].card;

    if (isTableau(from) && count > 1) {
        // The group must itself be a built sequence.
        for (std::size_t i = source.size() - static_cast<std::size_t>(count) + 1; i < source.size(); ++i) {
            Verdict link = building::alternateDown(source.cards[i].card, source.cards[i - 1].card);
            if (!link.legal())
                return Verdict{Reason::NotASequence, moving, {}, 0, source.id};
        }
    }

    if (isFoundation(to)) {
        if (count > 1)
            return Verdict{Reason::GroupNotAllowed, moving, {}, 0, target.id};
        if (target.empty())
            return moving.rank == kAce ? Verdict::ok() : Verdict{Reason::NeedsAce, moving, {}, 0, target.id};
        return building::sameSuitUp(moving, target.top().card);
    }
    if (isTableau(to)) {
        if (target.empty())
            return moving.rank == kKing ? Verdict::ok() : Verdict{Reason::NeedsKing, moving, {}, 0, target.id};
        if (!target.top().faceUp)
            return Verdict{Reason::CardFaceDown, moving, {}, 0, target.id};
        return building::alternateDown(moving, target.top().card);
    }
    return Verdict{Reason::PileTakesNoCards, moving, {}, 0, target.id};
}

Verdict KlondikeState::checkStock() const
{
    if (!piles_[kStock].empty())
        return Verdict::ok();
    if (!piles_[kWaste].empty())
        return Verdict::ok();
    return Verdict::refuse(Reason::NothingToRecycle);
}

void KlondikeState::applyStock()
{
    Pile& stock = piles_[kStock];
    Pile& waste = piles_[kWaste];
    if (stock.empty()) {
        // Recycle: turning the waste over puts its first card back on top.
        while (!waste.empty())
            stock.push(waste.pop(), false);
        return;
    }
    for (int i = 0; i < drawCount_ && !stock.empty(); ++i)
        waste.push(stock.pop(), true);
}

Verdict KlondikeState::checkFlip(int pile) const
{
    if (!isTableau(pile))
        return Verdict::refuse(Reason::NothingToFlip);
    return PatienceState::checkFlip(pile);
}

void KlondikeState::afterAction()
{
    if (autoFlip_)
        for (int i = 0; i < 7; ++i) {
            Pile& pile = piles_[static_cast<std::size_t>(kFirstTableau + i)];
            if (!pile.empty() && !pile.top().faceUp)
                pile.cards.back().faceUp = true;
        }
    if (canAutoFinish())
        autoFinish();
}

bool KlondikeState::canAutoFinish() const
{
    if (!piles_[kStock].empty() || isWon())
        return false;
    if (!piles_[kWaste].empty() && drawCount_ != 1)
        return false;
    for (int i = 0; i < 7; ++i)
        for (const PlacedCard& placed : piles_[static_cast<std::size_t>(kFirstTableau + i)].cards)
            if (!placed.faceUp)
                return false;
    return true;
}

void KlondikeState::autoFinish()
{
    // Every card is visible and reachable (draw one can cycle the waste), so
    // playing the lowest card that fits, again and again, always finishes.
    auto tryPlay = [this](Pile& source, std::size_t index) {
        const Card card = source.cards[index].card;
        for (int f = kFirstFoundation; f < kFirstTableau; ++f) {
            Pile& foundation = piles_[static_cast<std::size_t>(f)];
            const bool fits = foundation.empty() ? card.rank == kAce
                                                 : foundation.top().card.suit == card.suit &&
                                                       foundation.top().card.rank + 1 == card.rank;
            if (fits) {
                foundation.push(card, true);
                source.cards.erase(source.cards.begin() + static_cast<std::ptrdiff_t>(index));
                return true;
            }
        }
        return false;
    };
    bool progress = true;
    while (progress && !isWon()) {
        progress = false;
        for (int i = 0; i < 7 && !progress; ++i) {
            Pile& pile = piles_[static_cast<std::size_t>(kFirstTableau + i)];
            if (!pile.empty())
                progress = tryPlay(pile, pile.size() - 1);
        }
        Pile& waste = piles_[kWaste];
        for (std::size_t w = waste.size(); w > 0 && !progress; --w)
            progress = tryPlay(waste, w - 1);
    }
}

bool KlondikeState::stuck() const
{
    // Any move other than turning the stock means the game goes on.
    for (const Action& action : generateActions())
        if (action.kind != StockClick)
            return false;
    if (!checkStock().legal())
        return true;
    // Turn the stock through two full passes, as a player would, and look for
    // a waste card that could be played somewhere.
    KlondikeState probe(*this);
    const std::size_t cards = piles_[kStock].size() + piles_[kWaste].size();
    const std::size_t clicks = 2 * (cards / static_cast<std::size_t>(drawCount_) + 2);
    for (std::size_t i = 0; i < clicks; ++i) {
        probe.applyStock();
        if (probe.piles_[kWaste].empty())
            continue;
        for (int to = kFirstFoundation; to < kFirstTableau + 7; ++to)
            if (probe.checkMove(kWaste, 1, to).legal())
                return false;
    }
    return true;
}

std::optional<Action> KlondikeState::safeAutoMove() const
{
    // A card may go home safely when no card that could still need it as a
    // base is left out: both cards of the other colour one rank lower are home.
    int homeRank[4] = {0, 0, 0, 0};
    for (int f = kFirstFoundation; f < kFirstTableau; ++f) {
        const Pile& foundation = piles_[static_cast<std::size_t>(f)];
        if (!foundation.empty())
            homeRank[static_cast<int>(foundation.top().card.suit)] = foundation.top().card.rank;
    }
    const int lowestBlack = std::min(homeRank[static_cast<int>(Suit::Clubs)], homeRank[static_cast<int>(Suit::Spades)]);
    const int lowestRed = std::min(homeRank[static_cast<int>(Suit::Diamonds)], homeRank[static_cast<int>(Suit::Hearts)]);
    std::vector<int> sources = {kWaste};
    for (int i = 0; i < 7; ++i)
        sources.push_back(kFirstTableau + i);
    for (int source : sources) {
        const Pile& pile = piles_[static_cast<std::size_t>(source)];
        if (pile.empty() || !pile.top().faceUp)
            continue;
        const Card card = pile.top().card;
        const int otherColourHome = card.isRed() ? lowestBlack : lowestRed;
        if (card.rank > 2 && otherColourHome < card.rank - 1)
            continue;
        if (auto action = foundationMove(source))
            return action;
    }
    return std::nullopt;
}

std::string KlondikeState::extraFingerprint() const
{
    return "draw=" + std::to_string(drawCount_) + (autoFlip_ ? ",autoflip" : "");
}

TableLayout KlondikeState::layout() const
{
    TableLayout table;
    table.zones.push_back({"stock", 0, 0, Fan::None, 0, 0, "", true});
    table.zones.push_back({"waste", 1.15, 0, drawCount_ == 3 ? Fan::Right : Fan::None, 0.6, drawCount_ == 3 ? 3 : 0, "", false});
    for (int i = 0; i < 4; ++i)
        table.zones.push_back({"f" + std::to_string(i), 3.45 + 1.15 * i, 0, Fan::None, 0, 0, "A", true});
    for (int i = 0; i < 7; ++i)
        table.zones.push_back({"t" + std::to_string(i), 1.15 * i, 1.2, Fan::Down, 3.6, 0, "K", true});
    table.width = 1.15 * 6 + 1;
    table.height = 1.2 + 3.6 + 1;
    return table;
}

} // namespace ct
