#include "patience/patience.h"

#include <algorithm>

#include "util/text.h"

namespace ct {

int PatienceState::addPile(std::string id, ZoneKind kind)
{
    piles_.push_back(Pile{std::move(id), kind, {}});
    return static_cast<int>(piles_.size()) - 1;
}

int PatienceState::pileIndex(std::string_view id) const
{
    const std::string wanted = toLower(id);
    for (std::size_t i = 0; i < piles_.size(); ++i)
        if (piles_[i].id == wanted)
            return static_cast<int>(i);
    return -1;
}

int PatienceState::cardsHome() const
{
    int home = 0;
    for (const Pile& pile : piles_)
        if (pile.kind == ZoneKind::Foundation || pile.kind == ZoneKind::Discard)
            home += static_cast<int>(pile.size());
    return home;
}

int PatienceState::maxGroup(int) const
{
    return 1;
}

Verdict PatienceState::checkMoveShape(int from, int count, int to) const
{
    const int pileCount = static_cast<int>(piles_.size());
    if (from < 0 || from >= pileCount || to < 0 || to >= pileCount)
        return Verdict::refuse(Reason::NoSuchPile);
    const Pile& source = piles_[static_cast<std::size_t>(from)];
    if (from == to)
        return Verdict{Reason::SamePile, {}, {}, 0, source.id};
    if (source.empty())
        return Verdict{Reason::EmptyPile, {}, {}, 0, source.id};
    if (count < 1 || count > static_cast<int>(source.size()))
        return Verdict{Reason::NoSuchCard, {}, {}, 0, source.id};
    const PlacedCard& moving = source.cards[source.size() - static_cast<std::size_t>(count)];
    for (std::size_t i = source.size() - static_cast<std::size_t>(count); i < source.size(); ++i)
        if (!source.cards[i].faceUp)
            return Verdict{Reason::CardFaceDown, source.cards[i].card, {}, 0, source.id};
    if (count > maxGroup(from))
        return Verdict{count > 1 && maxGroup(from) <= 1 ? Reason::GroupNotAllowed : Reason::NotASequence,
                       moving.card, {}, 0, source.id};
    const Pile& target = piles_[static_cast<std::size_t>(to)];
    if (target.kind == ZoneKind::Stock || target.kind == ZoneKind::Waste)
        return Verdict{Reason::PileTakesNoCards, moving.card, {}, 0, target.id};
    return Verdict::ok();
}

bool PatienceState::twinKeepsAPlace(int from, int foundation) const
{
    const Card card = piles_[static_cast<std::size_t>(from)].top().card;
    for (const Pile& pile : piles_)
        if (pile.kind == ZoneKind::Foundation)
            for (const PlacedCard& placed : pile.cards)
                if (placed.card.sameFace(card))
                    return true;
    for (int other = 0; other < static_cast<int>(piles_.size()); ++other)
        if (other != foundation && piles_[static_cast<std::size_t>(other)].kind == ZoneKind::Foundation &&
            checkMove(from, 1, other).legal())
            return true;
    return false;
}

Verdict PatienceState::checkFlip(int pile) const
{
    if (pile < 0 || pile >= static_cast<int>(piles_.size()))
        return Verdict::refuse(Reason::NoSuchPile);
    const Pile& p = piles_[static_cast<std::size_t>(pile)];
    if (p.empty() || p.top().faceUp || p.kind == ZoneKind::Stock)
        return Verdict{Reason::NothingToFlip, {}, {}, 0, p.id};
    return Verdict::ok();
}

Verdict PatienceState::check(const Action& action) const
{
    if (isTerminal())
        return Verdict::refuse(Reason::GameOver);
    switch (action.kind) {
    case MoveCards: {
        Verdict shape = checkMoveShape(action.a, action.c, action.b);
        if (!shape.legal())
            return shape;
        return checkMove(action.a, action.c, action.b);
    }
    case StockClick: return checkStock();
    case Flip: return checkFlip(action.a);
    case Redeal: return checkRedeal();
    case Resign: return Verdict::ok();
    default: break;
    }
    const auto special = gameActions();
    if (std::find(special.begin(), special.end(), action) != special.end())
        return Verdict::ok();
    return Verdict::refuse(Reason::NotAvailableNow);
}

void PatienceState::applyMove(int from, int count, int to)
{
    Pile& source = piles_[static_cast<std::size_t>(from)];
    Pile& target = piles_[static_cast<std::size_t>(to)];
    const auto first = source.cards.end() - count;
    target.cards.insert(target.cards.end(), first, source.cards.end());
    source.cards.erase(first, source.cards.end());
}

void PatienceState::apply(const Action& action)
{
    switch (action.kind) {
    case MoveCards: applyMove(action.a, action.c, action.b); break;
    case StockClick: applyStock(); break;
    case Flip: piles_[static_cast<std::size_t>(action.a)].cards.back().faceUp = true; break;
    case Redeal: applyRedeal(); break;
    case Resign: resigned_ = true; return;
    default: break;
    }
    afterAction();
}

std::vector<Action> PatienceState::legalMovesByFullSearch() const
{
    std::vector<Action> actions;
    const int pileCount = static_cast<int>(piles_.size());
    for (int from = 0; from < pileCount; ++from) {
        const Pile& source = piles_[static_cast<std::size_t>(from)];
        if (source.empty() || source.kind == ZoneKind::Stock)
            continue;
        const int largest = std::min(maxGroup(from), static_cast<int>(source.size()));
        for (int count = 1; count <= largest; ++count) {
            if (!source.cards[source.size() - static_cast<std::size_t>(count)].faceUp)
                break;
            // What checkMoveShape() asks is settled here once: the group is
            // face up (the loop stops at the first face-down card) and no
            // larger than maxGroup(); only the target is left to it.
            bool groupBroken = false;
            for (int to = 0; to < pileCount && !groupBroken; ++to) {
                const ZoneKind kind = piles_[static_cast<std::size_t>(to)].kind;
                if (to == from || kind == ZoneKind::Stock || kind == ZoneKind::Waste)
                    continue;
                const Verdict verdict = checkMove(from, count, to);
                if (verdict.legal())
                    actions.push_back(move(from, to, count));
                // Not a built sequence is about the group, whatever the
                // target; every larger group holds the same broken link.
                groupBroken = verdict.reason == Reason::NotASequence;
            }
            if (groupBroken)
                break;
        }
    }
    return actions;
}

std::vector<Action> PatienceState::inSuitCandidates() const
{
    std::vector<Action> actions;
    const int pileCount = static_cast<int>(piles_.size());
    for (int from = 0; from < pileCount; ++from) {
        const Pile& source = piles_[static_cast<std::size_t>(from)];
        if (source.empty() || source.kind == ZoneKind::Stock)
            continue;
        const Card card = source.top().card;
        for (int to = 0; to < pileCount; ++to) {
            const Pile& target = piles_[static_cast<std::size_t>(to)];
            if (to == from || target.kind == ZoneKind::Stock || target.kind == ZoneKind::Waste)
                continue;
            if (target.kind == ZoneKind::Foundation || target.empty()) {
                actions.push_back(move(from, to));
                continue;
            }
            const Card onto = target.top().card;
            if (onto.suit == card.suit && (onto.rank == card.rank + 1 || onto.rank + 1 == card.rank))
                actions.push_back(move(from, to));
        }
    }
    return actions;
}

std::vector<Action> PatienceState::generateActions() const
{
    std::vector<Action> actions;
    if (auto candidates = candidateMoves()) {
        for (const Action& m : *candidates)
            if (checkMoveShape(m.a, m.c, m.b).legal() && checkMove(m.a, m.c, m.b).legal())
                actions.push_back(m);
    } else {
        actions = legalMovesByFullSearch();
    }
    const int pileCount = static_cast<int>(piles_.size());
    for (int from = 0; from < pileCount; ++from) {
        const Pile& pile = piles_[static_cast<std::size_t>(from)];
        if (!pile.empty() && pile.kind != ZoneKind::Stock && checkFlip(from).legal())
            actions.push_back(Action{Flip, from, 0, 0, {}});
    }
    if (checkStock().legal())
        actions.push_back(stockClick());
    if (checkRedeal().legal())
        actions.push_back(Action{Redeal, 0, 0, 0, {}});
    for (const Action& action : gameActions())
        actions.push_back(action);
    std::sort(actions.begin(), actions.end());
    return actions;
}

bool PatienceState::stuck() const
{
    return generateActions().empty();
}

bool PatienceState::isTerminal() const
{
    return resigned_ || isWon() || stuck();
}

std::vector<Action> PatienceState::legalActions() const
{
    if (resigned_ || isWon())
        return {};
    auto actions = generateActions();
    if (!actions.empty() && stuck())
        return {};
    return actions;
}

Outcome PatienceState::outcome() const
{
    if (isWon())
        return Outcome{Result::Won, {1}, "won"};
    if (resigned_)
        return Outcome{Result::Lost, {1}, "resigned"};
    if (stuck())
        return Outcome{Result::Lost, {1}, "no-moves"};
    return Outcome{};
}

std::vector<int> PatienceState::scores() const
{
    return {cardsHome()};
}

std::vector<Zone> PatienceState::zones() const
{
    std::vector<Zone> zones;
    zones.reserve(piles_.size());
    for (const Pile& pile : piles_)
        zones.push_back(Zone{pile.id, pile.kind, kNoSeat, pile.cards});
    return zones;
}

Expected<bool> PatienceState::arrange(const std::vector<std::pair<std::string, std::string>>& layout)
{
    std::vector<Pile> arranged = piles_;
    for (Pile& pile : arranged)
        pile.cards.clear();
    for (const auto& [id, text] : layout) {
        const int index = pileIndex(id);
        if (index < 0)
            return makeError("there is no pile called '" + id + "'");
        for (std::string word : splitWords(text)) {
            bool faceUp = true;
            if (word.size() > 1 && word.back() == '-') {
                faceUp = false;
                word.pop_back();
            }
            auto card = parseCard(word);
            if (!card)
                return card.error();
            arranged[static_cast<std::size_t>(index)].push(*card, faceUp);
        }
    }
    piles_ = std::move(arranged);
    return true;
}

std::string PatienceState::stockAction() const
{
    if (!checkStock().legal())
        return {};
    const int stock = pileIndex("stock");
    if (stock >= 0 && piles_[static_cast<std::size_t>(stock)].empty())
        return "recycle";
    return "deal";
}

std::optional<Action> PatienceState::foundationMove(int pile) const
{
    if (pile < 0 || pile >= static_cast<int>(piles_.size()) || piles_[static_cast<std::size_t>(pile)].empty())
        return std::nullopt;
    for (int to = 0; to < static_cast<int>(piles_.size()); ++to) {
        if (piles_[static_cast<std::size_t>(to)].kind != ZoneKind::Foundation)
            continue;
        Action candidate = move(pile, to, 1);
        if (check(candidate).legal())
            return candidate;
    }
    return std::nullopt;
}

std::string PatienceState::actionText(const Action& action) const
{
    auto pileId = [&](int index) {
        return index >= 0 && index < static_cast<int>(piles_.size())
                   ? piles_[static_cast<std::size_t>(index)].id
                   : std::string("?");
    };
    switch (action.kind) {
    case MoveCards:
        return "move " + pileId(action.a) + (action.c > 1 ? ":" + std::to_string(action.c) : "") +
               " " + pileId(action.b);
    case StockClick: return "stock";
    case Flip: return "flip " + pileId(action.a);
    case Redeal: return "redeal";
    case Resign: return "resign";
    default: return "?";
    }
}

Expected<Action> PatienceState::parseAction(std::string_view text) const
{
    const auto words = splitWords(toLower(text));
    if (words.empty())
        return makeError("empty action");
    const std::string& verb = words[0];
    auto pileArgument = [&](const std::string& word) -> Expected<int> {
        int index = pileIndex(word);
        if (index < 0)
            return makeError("there is no pile called '" + word + "'");
        return index;
    };
    if (verb == "move" || verb == "m") {
        if (words.size() != 3)
            return makeError("write a move as 'move FROM TO' or 'move FROM:COUNT TO'");
        std::string from = words[1];
        int count = 1;
        if (auto colon = from.find(':'); colon != std::string::npos) {
            auto number = parseInteger(std::string_view(from).substr(colon + 1));
            if (!number || *number < 1 || *number > 208)
                return makeError("'" + from + "': the count after ':' must be a number of cards");
            count = static_cast<int>(*number);
            from = from.substr(0, colon);
        }
        auto source = pileArgument(from);
        if (!source)
            return source.error();
        auto target = pileArgument(words[2]);
        if (!target)
            return target.error();
        return move(*source, *target, count);
    }
    if (words.size() == 1 && (verb == "stock" || verb == "s" || verb == "deal"))
        return stockClick();
    if (words.size() == 1 && verb == "redeal")
        return Action{Redeal, 0, 0, 0, {}};
    if (words.size() == 1 && verb == "resign")
        return Action{Resign, 0, 0, 0, {}};
    if (verb == "flip" && words.size() == 2) {
        auto pile = pileArgument(words[1]);
        if (!pile)
            return pile.error();
        return Action{Flip, *pile, 0, 0, {}};
    }
    for (const Action& special : gameActions())
        if (actionText(special) == toLower(text))
            return special;
    return makeError("'" + std::string(text) + "' is not a patience action (move, stock, flip, redeal, resign)");
}

std::string PatienceState::describe() const
{
    std::string out;
    for (const Pile& pile : piles_) {
        out += pile.id;
        out.append(pile.id.size() < 8 ? 8 - pile.id.size() : 1, ' ');
        if (pile.kind == ZoneKind::Stock) {
            out += std::to_string(pile.size()) + " card" + (pile.size() == 1 ? "" : "s");
        } else if (pile.empty()) {
            out += "--";
        } else {
            for (std::size_t i = 0; i < pile.size(); ++i) {
                if (i > 0)
                    out += ' ';
                out += pile.cards[i].faceUp ? cardText(pile.cards[i].card) : "##";
            }
        }
        out += '\n';
    }
    return out;
}

std::string PatienceState::fingerprint() const
{
    std::string out = game().id() + "|";
    for (const Pile& pile : piles_) {
        out += pile.id + ":";
        for (const PlacedCard& placed : pile.cards)
            out += cardText(placed.card, PackSuffix::Always) + (placed.faceUp ? "+" : "-");
        out += "|";
    }
    out += resigned_ ? "R|" : "|";
    out += rng_.stateText() + "|" + extraFingerprint();
    return out;
}

namespace {

// Two independent running mixes of 64-bit values: the position hashes.
struct HashMix {
    std::uint64_t a;
    std::uint64_t b;
    void operator()(std::uint64_t v)
    {
        a = (a ^ v) * 0x100000001B3ULL;
        a ^= a >> 32;
        b = (b + v + 0x9E3779B97F4A7C15ULL) * 0xBF58476D1CE4E5B9ULL;
        b ^= b >> 29;
    }
};

} // namespace

std::pair<std::uint64_t, std::uint64_t> PatienceState::positionHash() const
{
    // A separator after each pile keeps "AB|C" apart from "A|BC".
    HashMix add{0x243F6A8885A308D3ULL, 0x13198A2E03707344ULL};
    for (const Pile& pile : piles_) {
        for (const PlacedCard& placed : pile.cards)
            add(1 + (std::uint64_t{static_cast<std::uint8_t>(placed.card.suit)} << 1 |
                     std::uint64_t{placed.card.rank} << 9 | std::uint64_t{placed.card.pack} << 17 |
                     std::uint64_t{placed.faceUp}));
        add(0xFFFF);
    }
    add(resigned_ ? 2 : 3);
    for (unsigned char ch : rng_.stateText())
        add(ch);
    add(0xFFFE);
    for (unsigned char ch : extraFingerprint())
        add(ch);
    return {add.a, add.b};
}

std::pair<std::uint64_t, std::uint64_t> PatienceState::canonicalHash(
    const std::vector<std::vector<int>>& interchangeable) const
{
    // Each pile is hashed on its own (cards by suit, rank and face, never by
    // pack); a group's pile hashes are sorted before they are mixed in.
    auto pileHash = [](const Pile& pile) {
        HashMix mix{0x452821E638D01377ULL + pile.cards.size(), 0xBE5466CF34E90C6CULL};
        for (const PlacedCard& placed : pile.cards)
            mix(1 + (std::uint64_t{static_cast<std::uint8_t>(placed.card.suit)} << 1 |
                     std::uint64_t{placed.card.rank} << 9 | std::uint64_t{placed.faceUp}));
        return std::pair{mix.a, mix.b};
    };
    HashMix add{0x243F6A8885A308D3ULL, 0x13198A2E03707344ULL};
    std::vector<bool> grouped(piles_.size(), false);
    std::vector<std::pair<std::uint64_t, std::uint64_t>> hashes;
    for (const std::vector<int>& group : interchangeable) {
        hashes.clear();
        for (int pile : group) {
            grouped[static_cast<std::size_t>(pile)] = true;
            hashes.push_back(pileHash(piles_[static_cast<std::size_t>(pile)]));
        }
        std::sort(hashes.begin(), hashes.end());
        for (const auto& [x, y] : hashes) {
            add(x);
            add(y);
        }
        add(0xFFFD);
    }
    for (std::size_t i = 0; i < piles_.size(); ++i) {
        if (grouped[i])
            continue;
        const auto [x, y] = pileHash(piles_[i]);
        add(x);
        add(y);
    }
    add(resigned_ ? 2 : 3);
    for (unsigned char ch : rng_.stateText())
        add(ch);
    add(0xFFFE);
    for (unsigned char ch : extraFingerprint())
        add(ch);
    return {add.a, add.b};
}

namespace building {

namespace {
int rankStep(int rank, int step, bool wrap)
{
    int next = rank + step;
    if (wrap) {
        if (next > kKing)
            next = kAce;
        if (next < kAce)
            next = kKing;
    }
    return next;
}
} // namespace

Verdict sameSuitDown(Card card, Card onto, bool wrap)
{
    if (card.suit != onto.suit)
        return Verdict{Reason::WrongSuit, card, onto};
    const int needed = rankStep(onto.rank, -1, wrap);
    if (card.rank != needed)
        return Verdict{Reason::WrongRank, card, onto, needed >= kAce ? needed : 0};
    return Verdict::ok();
}

Verdict sameSuitUp(Card card, Card onto, bool wrap)
{
    if (card.suit != onto.suit)
        return Verdict{Reason::WrongSuit, card, onto};
    const int needed = rankStep(onto.rank, +1, wrap);
    if (card.rank != needed)
        return Verdict{Reason::WrongRank, card, onto, needed <= kKing ? needed : 0};
    return Verdict::ok();
}

Verdict alternateDown(Card card, Card onto)
{
    if (card.isRed() == onto.isRed())
        return Verdict{Reason::WrongColour, card, onto};
    if (card.rank + 1 != onto.rank)
        return Verdict{Reason::WrongRank, card, onto, onto.rank > kAce ? onto.rank - 1 : 0};
    return Verdict::ok();
}

} // namespace building

} // namespace ct
