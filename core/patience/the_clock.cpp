#include "patience/the_clock.h"

#include <algorithm>
#include <array>
#include <cmath>

#include "cards/deck.h"

namespace ct {

namespace {
const TheClockGame kTheClock;

// The Big Ben bases of the ruling, indexed by hour - 1 (I .. XII).
constexpr std::array<Card, TheClockState::kHours> kBaseCards = {
    french(6, Suit::Clubs), // I
    french(7, Suit::Hearts), // II
    french(8, Suit::Spades), // III
    french(9, Suit::Diamonds), // IV
    french(10, Suit::Clubs), // V
    french(kJack, Suit::Hearts), // VI
    french(kQueen, Suit::Spades), // VII
    french(kKing, Suit::Diamonds), // VIII
    french(2, Suit::Clubs), // IX
    french(3, Suit::Hearts), // X
    french(4, Suit::Spades), // XI
    french(5, Suit::Diamonds), // XII
};

// Clock-face geometry. Positions are computed in card widths (x) and card
// heights (y) around the centre, then shifted so the table starts at 0. The
// rings are ellipses whose radii differ by about the card's aspect ratio, so
// they look roughly round on screen. The radii are close to the smallest that
// keep neighbours apart (the tests check that no two zones overlap): the inner
// ring is limited by hours like I and II, which sit close together on both
// axes; the outer ring has to clear the inner ring, fans included.
constexpr double kInnerRadiusX = 3.1;
constexpr double kInnerRadiusY = 2.05;
constexpr double kOuterRadiusX = 4.45;
constexpr double kOuterRadiusY = 3.3;
constexpr double kSidewaysFanExtent = 0.8; // Left and Right fans, in widths
constexpr double kUpDownFanExtent = 0.55; // Up and Down fans, in heights
constexpr double kSideHourShift = 0.62;   // III and IX, and their packets
constexpr double kLowPacketShift = 0.35;  // the packets of V and VII
constexpr double kPi = 3.14159265358979323846;

// The fan that points away from the centre at `hour`: the nearest of Up (12),
// Right (3), Down (6) and Left (9).
Fan outwardFan(int hour)
{
    static constexpr Fan kQuarters[] = {Fan::Up, Fan::Right, Fan::Down, Fan::Left};
    const int quarter = static_cast<int>(std::lround(hour * 30.0 / 90.0)) % 4;
    return kQuarters[quarter];
}
} // namespace

const Game& theClockGame()
{
    return kTheClock;
}

std::vector<Card> TheClockGame::deck(const Options&, int) const
{
    return frenchDeck(2);
}

std::unique_ptr<State> TheClockGame::create(
    const Options&, int, std::vector<Card> deal, std::uint64_t rngSeed) const
{
    return std::make_unique<TheClockState>(deal, rngSeed);
}

const Game& TheClockState::game() const
{
    return kTheClock;
}

Card TheClockState::baseCard(int hour)
{
    return kBaseCards[static_cast<std::size_t>(hour - 1)];
}

std::string TheClockState::hourNumeral(int hour)
{
    static const char* const kNumerals[] = {"I", "II", "III", "IV", "V", "VI",
                                            "VII", "VIII", "IX", "X", "XI", "XII"};
    return hour >= 1 && hour <= kHours ? kNumerals[hour - 1] : "?";
}

TheClockState::TheClockState(const std::vector<Card>& deal, std::uint64_t rngSeed)
{
    // No shuffle ever happens during play, but seeding keeps the fingerprint
    // a function of the setup like in every other game.
    rng_.reseed(rngSeed);
    for (int hour = 1; hour <= kHours; ++hour)
        addPile("h" + std::to_string(hour), ZoneKind::Foundation);
    for (int hour = 1; hour <= kHours; ++hour)
        addPile("p" + std::to_string(hour), ZoneKind::Tableau);
    addPile("stock", ZoneKind::Stock);
    addPile("waste", ZoneKind::Waste);

    // The deck holds all 104 cards, so a seed or a written-out deal describes
    // the whole game. The bases are laid before the deal: going through the
    // deal in order, the first copy of each base card goes to its hour and is
    // skipped by the deal; its twin stays an ordinary card where it falls.
    std::array<bool, kHours> founded{};
    std::vector<Card> dealt;
    dealt.reserve(deal.size());
    for (const Card& card : deal) {
        bool isBase = false;
        for (int hour = 1; hour <= kHours && !isBase; ++hour) {
            const auto slot = static_cast<std::size_t>(hour - 1);
            if (!founded[slot] && card.sameFace(baseCard(hour))) {
                founded[slot] = true;
                piles_[static_cast<std::size_t>(kFirstFoundation + hour - 1)].push(card, true);
                isBase = true;
            }
        }
        if (!isBase)
            dealt.push_back(card);
    }

    // Packet by packet, clockwise from I, three cards each, face up.
    std::size_t next = 0;
    for (int packet = 0; packet < kHours; ++packet)
        for (int i = 0; i < kPacketSize && next < dealt.size(); ++i)
            piles_[static_cast<std::size_t>(kFirstPacket + packet)].push(dealt[next++], true);
    // The rest is the stock, the next card to be dealt on top.
    for (std::size_t i = dealt.size(); i > next; --i)
        piles_[kStock].push(dealt[i - 1], false);
}

std::string TheClockState::stockAction() const
{
    if (!checkStock().legal())
        return {};
    return stockRefills() ? "refill" : "turn";
}

bool TheClockState::stockRefills() const
{
    if (piles_[kStock].empty())
        return false;
    for (int packet = 0; packet < kHours; ++packet)
        if (piles_[static_cast<std::size_t>(kFirstPacket + packet)].size() < kPacketSize)
            return true;
    return false;
}

Verdict TheClockState::checkFoundation(Card card, int foundation) const
{
    const Pile& pile = piles_[static_cast<std::size_t>(foundation)];
    const int hour = foundation - kFirstFoundation + 1;
    // Foundations start with their base in a real game; an empty one only
    // occurs in arranged positions, and then it waits for its base card.
    if (pile.empty())
        return card.sameFace(baseCard(hour)) ? Verdict::ok()
                                             : Verdict{Reason::NeedsAce, card, baseCard(hour), 0, pile.id};
    const Card top = pile.top().card;
    if (top.rank == closingRank(hour))
        return Verdict{Reason::FoundationComplete, card, top, 0, pile.id};
    return building::sameSuitUp(card, top, /*wrap=*/true);
}

Verdict TheClockState::checkMove(int from, int, int to) const
{
    const Pile& source = piles_[static_cast<std::size_t>(from)];
    const Pile& target = piles_[static_cast<std::size_t>(to)];
    const Card moving = source.top().card;

    // Available cards: packet tops and the waste top. Foundation cards stay.
    if (!isPacket(from) && from != kWaste)
        return Verdict{Reason::NotAvailableNow, moving, {}, 0, source.id};

    if (isFoundation(to))
        return checkFoundation(moving, to);

    if (isPacket(to)) {
        // Marriages move cards of the circle only; the waste feeds foundations.
        if (!isPacket(from))
            return Verdict{Reason::CannotMarryFromHere, moving, {}, 0, source.id};
        // While the stock lasts a short packet is waiting for its refill and
        // takes nothing else (an empty one fails here too).
        if (!piles_[kStock].empty() && target.size() < kPacketSize)
            return Verdict{Reason::TargetTooShort, moving, {}, kPacketSize, target.id};
        if (target.empty())
            return Verdict{Reason::VacancyNeverFilled, moving, {}, 0, target.id};
        // One rank lower in suit, and K goes on A to match the foundations' wrap.
        return building::sameSuitDown(moving, target.top().card, /*wrap=*/true);
    }
    return Verdict{Reason::PileTakesNoCards, moving, {}, 0, target.id};
}

Verdict TheClockState::checkStock() const
{
    if (piles_[kStock].empty())
        return Verdict::refuse(Reason::StockEmpty);
    return Verdict::ok();
}

void TheClockState::applyStock()
{
    Pile& stock = piles_[kStock];
    if (stockRefills()) {
        // One atomic refill: packets I to XII in order, each topped up to
        // three before the next, for as long as the stock lasts.
        for (int packet = 0; packet < kHours; ++packet) {
            Pile& pile = piles_[static_cast<std::size_t>(kFirstPacket + packet)];
            while (pile.size() < kPacketSize && !stock.empty())
                pile.push(stock.pop(), true);
        }
        return;
    }
    piles_[kWaste].push(stock.pop(), true);
}

std::optional<Action> TheClockState::safeAutoMove() const
{
    // No move to the foundations is automatic here. The ruling makes playing
    // home optional and asks for autoplay off by default; and no foundation
    // move is safe in general anyway: a suit has two or three open hours, the
    // hours close at different ranks, and a packet top may be wanted as the
    // target of its twin's marriage, so where a card goes is a real choice.
    return std::nullopt;
}

std::string TheClockState::describe() const
{
    std::string out = PatienceState::describe();
    if (!piles_[kStock].empty())
        out += std::string("stock click: ") + (stockRefills() ? "refill" : "turn") + "\n";
    return out;
}

TableLayout TheClockState::layout() const
{
    struct Box {
        double left, top, right, bottom;
    };
    TableLayout table;
    table.mirrorable = false; // the hours run clockwise
    std::vector<Box> boxes;
    // Position of a card whose centre lies at `hour` on an ellipse of radii
    // (rx, ry) around the origin, as the top-left corner of the card.
    // `widen` moves the card that much farther out sideways.
    auto onRing = [](int hour, double rx, double ry, double widen) {
        const double angle = hour * kPi / 6.0;
        const double side = std::sin(angle);
        const double out = side > 1e-9 ? widen : side < -1e-9 ? -widen : 0.0;
        return std::pair{rx * side + out - 0.5, -ry * std::cos(angle) - 0.5};
    };
    // On a flat ellipse, III and IX sit almost above II and IV (VIII and X),
    // so those cards would cover the numeral written under III and IX; the
    // two are set farther out, where the table has room to spare. The packets
    // of III and IX follow them, and those of V and VII step aside from the
    // numerals of V and VII. Each number is in card widths.
    auto hourWiden = [](int hour) { return hour % 6 == 3 ? kSideHourShift : 0.0; };
    auto packetWiden = [](int hour) {
        return hour % 6 == 3 ? kSideHourShift : (hour == 5 || hour == 7) ? kLowPacketShift : 0.0;
    };

    for (int hour = 1; hour <= kHours; ++hour) {
        const auto [x, y] = onRing(hour, kInnerRadiusX, kInnerRadiusY, hourWiden(hour));
        table.zones.push_back(
            {"h" + std::to_string(hour), x, y, Fan::None, 0, 0, hourNumeral(hour), true, /*labelAlways=*/true});
        boxes.push_back({x, y, x + 1, y + 1});
    }
    // Packets fan outward, away from their hour: the zone's position is the
    // bottom card's, and an Up or Left fan grows towards negative y or x.
    for (int hour = 1; hour <= kHours; ++hour) {
        const auto [x, y] = onRing(hour, kOuterRadiusX, kOuterRadiusY, packetWiden(hour));
        const Fan fan = outwardFan(hour);
        const bool sideways = fan == Fan::Left || fan == Fan::Right;
        const double extent = sideways ? kSidewaysFanExtent : kUpDownFanExtent;
        table.zones.push_back({"p" + std::to_string(hour), x, y, fan, extent, 0, "", true});
        boxes.push_back({x - (fan == Fan::Left ? extent : 0), y - (fan == Fan::Up ? extent : 0),
            x + 1 + (fan == Fan::Right ? extent : 0), y + 1 + (fan == Fan::Down ? extent : 0)});
    }
    // Stock and waste side by side in the middle of the dial.
    table.zones.push_back({"stock", -1.1, -0.5, Fan::None, 0, 0, "", true});
    table.zones.push_back({"waste", 0.1, -0.5, Fan::None, 0, 0, "", true});
    boxes.push_back({-1.1, -0.5, -0.1, 0.5});
    boxes.push_back({0.1, -0.5, 1.1, 0.5});

    // Shift everything so the table's top-left corner is at (0, 0).
    double left = 0, top = 0, right = 0, bottom = 0;
    for (const Box& box : boxes) {
        left = std::min(left, box.left);
        top = std::min(top, box.top);
        right = std::max(right, box.right);
        bottom = std::max(bottom, box.bottom);
    }
    for (ZoneLayout& zone : table.zones) {
        zone.x -= left;
        zone.y -= top;
    }
    table.width = right - left;
    table.height = bottom - top;
    return table;
}

} // namespace ct
