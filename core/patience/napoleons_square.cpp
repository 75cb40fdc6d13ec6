#include "patience/napoleons_square.h"

#include <algorithm>

#include "cards/deck.h"
#include "util/json.h"

namespace ct {

namespace {
const NapoleonsSquareGame kNapoleonsSquare;

// Table geometry, in card widths (x) and heights (y). The packets form three
// sides of a square and fan outwards so the whole square can be read: the
// left side fans left, the top side up, the right side right. Sideways fans
// get more room than upward ones, because the table has width to spare and
// packets grow when cards are married onto them. The foundations fill the
// middle in two rows of four; the stock and the waste lie on the open side.
constexpr double kSideFan = 2.0; // card widths
constexpr double kTopFan = 0.85; // card heights: three steps of a packet of four
constexpr double kRowPitch = 1.12;
constexpr double kColumnPitch = 1.2;
constexpr double kGap = 0.3;
constexpr double kFirstInnerColumn = kSideFan + 1.0 + kGap;
constexpr double kRightSide = kFirstInnerColumn + 3 * kColumnPitch + 1.0 + kGap;
constexpr double kFirstFoundationRow = kTopFan + 1.0 + 0.25;
} // namespace

const Game& napoleonsSquareGame()
{
    return kNapoleonsSquare;
}

std::vector<OptionSpec> NapoleonsSquareGame::optionSpecs() const
{
    return {{"singleCardSquare", {"off", "on"}, "Deal twelve single cards instead of packets of four"}};
}

std::vector<Card> NapoleonsSquareGame::deck(const Options&, int) const
{
    return frenchDeck(2);
}

std::unique_ptr<State> NapoleonsSquareGame::create(
    const Options& options, int, std::vector<Card> deal, std::uint64_t rngSeed) const
{
    return std::make_unique<NapoleonsSquareState>(options, deal, rngSeed);
}

const Game& NapoleonsSquareState::game() const
{
    return kNapoleonsSquare;
}

NapoleonsSquareState::NapoleonsSquareState(
    const Options& options, const std::vector<Card>& deal, std::uint64_t rngSeed)
{
    // Nothing is shuffled during play; the seed only keeps the fingerprint a
    // function of the setup, as in every game.
    rng_.reseed(rngSeed);
    singleCards_ = options.count("singleCardSquare") && options.at("singleCardSquare") == "on";
    for (int i = 0; i < kPackets; ++i)
        addPile("p" + std::to_string(i), ZoneKind::Tableau);
    for (int i = 0; i < kFoundations; ++i)
        addPile("f" + std::to_string(i), ZoneKind::Foundation);
    addPile("stock", ZoneKind::Stock);
    addPile("waste", ZoneKind::Waste);

    // Packet by packet from p0, four cards each (or one), the first card of a
    // packet at its bottom; the rest is the stock, the next card on top.
    const int perPacket = singleCards_ ? 1 : kPacketSize;
    std::size_t next = 0;
    for (int packet = 0; packet < kPackets; ++packet)
        for (int i = 0; i < perPacket && next < deal.size(); ++i)
            piles_[static_cast<std::size_t>(kFirstPacket + packet)].push(deal[next++], true);
    for (std::size_t i = deal.size(); i > next; --i)
        piles_[kStock].push(deal[i - 1], false);
    if (!singleCards_)
        applyDealCheck();
}

void NapoleonsSquareState::applyDealCheck()
{
    for (Suit suit : {Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs}) {
        // Every King of the suit in the square, with whether it covers a
        // lower card of its suit in its own packet.
        struct Found {
            int packet;
            std::size_t position;
            bool blocks;
        };
        std::vector<Found> kings;
        for (int packet = kFirstPacket; packet < kFirstFoundation; ++packet) {
            const auto& cards = piles_[static_cast<std::size_t>(packet)].cards;
            bool lowerBelow = false;
            for (std::size_t i = 0; i < cards.size(); ++i) {
                const Card card = cards[i].card;
                if (card.suit != suit)
                    continue;
                if (card.rank == kKing)
                    kings.push_back({packet, i, lowerBelow});
                else
                    lowerBelow = true;
            }
        }
        const bool bothBlock = kings.size() == 2 && kings[0].blocks && kings[1].blocks;
        if (!bothBlock)
            continue;
        // The first found lies in the packet with the lower index (or lower in
        // the same packet): it is slipped under its packet.
        Pile& packet = piles_[static_cast<std::size_t>(kings[0].packet)];
        const auto king = packet.cards.begin() + static_cast<std::ptrdiff_t>(kings[0].position);
        const PlacedCard moved = *king;
        packet.cards.erase(king);
        packet.cards.insert(packet.cards.begin(), moved);
        dealCheckLog_.push_back(cardText(moved.card) + " to the bottom of " + packet.id);
    }
}

Verdict NapoleonsSquareState::checkMove(int from, int, int to) const
{
    const Pile& source = piles_[static_cast<std::size_t>(from)];
    const Pile& target = piles_[static_cast<std::size_t>(to)];
    const Card moving = source.top().card;

    // Available: packet tops and the waste top; foundation cards stay home.
    if (!isPacket(from) && from != kWaste)
        return Verdict {Reason::NotAvailableNow, moving, {}, 0, source.id};

    if (isFoundation(to)) {
        if (target.empty())
            return moving.rank == kAce ? Verdict::ok() : Verdict {Reason::NeedsAce, moving, {}, 0, target.id};
        if (target.top().card.rank == kKing)
            return Verdict {Reason::FoundationComplete, moving, target.top().card, 0, target.id};
        return building::sameSuitUp(moving, target.top().card);
    }
    if (isPacket(to)) {
        // A space takes one card, and only from the waste.
        if (target.empty())
            return from == kWaste ? Verdict::ok() : Verdict {Reason::OnlyFromWaste, moving, {}, 0, target.id};
        return building::sameSuitDown(moving, target.top().card);
    }
    return Verdict {Reason::PileTakesNoCards, moving, {}, 0, target.id};
}

Verdict NapoleonsSquareState::checkStock() const
{
    if (piles_[kStock].empty())
        return Verdict::refuse(Reason::StockEmpty);
    return Verdict::ok();
}

void NapoleonsSquareState::applyStock()
{
    piles_[kWaste].push(piles_[kStock].pop(), true);
}

std::string NapoleonsSquareState::stockAction() const
{
    return checkStock().legal() ? "turn" : "";
}

std::optional<Action> NapoleonsSquareState::safeAutoMove() const
{
    // A card may go home safely when no card could still want it as a base:
    // only the next lower card of its suit marries onto it, so once both
    // copies of that card are home (or the card is an ace), playing it home
    // loses nothing. Lifting it only uncovers a card or empties a packet, and
    // an empty packet is a space that need not be filled. Foundations that
    // take the same card show the same top, so which one it goes to does not
    // matter.
    auto copiesHome = [this](Suit suit, int rank) {
        int home = 0;
        for (int f = kFirstFoundation; f < kStock; ++f) {
            const Pile& foundation = piles_[static_cast<std::size_t>(f)];
            if (!foundation.empty() && foundation.top().card.suit == suit
                && foundation.top().card.rank >= rank)
                ++home;
        }
        return home;
    };
    for (int from = kFirstPacket; from <= kWaste; ++from) {
        if (from != kWaste && !isPacket(from))
            continue;
        const Pile& source = piles_[static_cast<std::size_t>(from)];
        if (source.empty())
            continue;
        const Card card = source.top().card;
        if (card.rank != kAce && copiesHome(card.suit, card.rank - 1) < 2)
            continue;
        if (auto action = foundationMove(from))
            return action;
    }
    return std::nullopt;
}

std::string NapoleonsSquareState::describe() const
{
    std::string out = PatienceState::describe();
    for (const std::string& line : dealCheckLog_)
        out += "deal check: " + line + "\n";
    return out;
}

void NapoleonsSquareState::writeJsonExtras(JsonWriter& json) const
{
    json.key("dealCheck").stringArray(dealCheckLog_);
}

std::string NapoleonsSquareState::extraFingerprint() const
{
    std::string out = singleCards_ ? "single" : "packets";
    for (const std::string& line : dealCheckLog_)
        out += ";" + line;
    return out;
}

TableLayout NapoleonsSquareState::layout() const
{
    TableLayout table;
    table.width = kRightSide + 1.0 + kSideFan;
    const double bottomRow = kFirstFoundationRow + 2 * kRowPitch;
    table.height = std::max(kTopFan + (kPackets / 3 - 1) * kRowPitch, bottomRow) + 1.0;

    // p0..p3 down the left side, p4..p7 across the top, p8..p11 down the right.
    for (int i = 0; i < kPackets; ++i) {
        const std::string id = "p" + std::to_string(i);
        const int side = i / 4;
        const int place = i % 4;
        if (side == 0)
            table.zones.push_back(
                {id, kSideFan, kTopFan + place * kRowPitch, Fan::Left, kSideFan, 0, "", true});
        else if (side == 1)
            table.zones.push_back(
                {id, kFirstInnerColumn + place * kColumnPitch, kTopFan, Fan::Up, kTopFan, 0, "", true});
        else
            table.zones.push_back(
                {id, kRightSide, kTopFan + place * kRowPitch, Fan::Right, kSideFan, 0, "", true});
    }
    for (int i = 0; i < kFoundations; ++i)
        table.zones.push_back({"f" + std::to_string(i), kFirstInnerColumn + (i % 4) * kColumnPitch,
            kFirstFoundationRow + (i / 4) * kRowPitch, Fan::None, 0, 0, "A", true});
    table.zones.push_back({"stock", kFirstInnerColumn + kColumnPitch, bottomRow, Fan::None, 0, 0, "", true});
    table.zones.push_back(
        {"waste", kFirstInnerColumn + 2 * kColumnPitch, bottomRow, Fan::None, 0, 0, "", false});
    return table;
}

} // namespace ct
