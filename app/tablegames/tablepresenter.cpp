#include "tablegames/tablepresenter.h"

#include <QtMath>

#include <algorithm>
#include <map>

#include "engine/game.h"
#include "gamecontroller.h"
#include "gametexts.h"

namespace {

std::map<ct::Family, TablePresenter::Factory>& factories()
{
    static std::map<ct::Family, TablePresenter::Factory> registered;
    return registered;
}

constexpr double kTableHeight = 6.5; // in card heights: room for three rows of seats and the trick

} // namespace

void TablePresenter::registerFamily(ct::Family family, Factory factory)
{
    factories()[family] = std::move(factory);
}

std::unique_ptr<TablePresenter> TablePresenter::create(const ct::State& state)
{
    if (state.playerCount() <= 1)
        return nullptr;
    const auto found = factories().find(state.game().family());
    if (found != factories().end())
        return found->second();
    return std::make_unique<TablePresenter>();
}

std::vector<ct::Zone> TablePresenter::observed(const ct::State& state)
{
    std::vector<ct::Zone> zones = state.observe(0).zones;
    for (ct::Zone& zone : zones) {
        if (zone.kind != ct::ZoneKind::Hand || zone.owner != 0)
            continue;
        // The player's own hand, in the order core says a player holds it.
        std::vector<ct::Card> cards;
        bool allKnown = true;
        for (const ct::PlacedCard& placed : zone.cards) {
            cards.push_back(placed.card);
            allKnown = allKnown && placed.known;
        }
        if (!allKnown)
            continue;
        const std::vector<ct::Card> ordered = state.displayOrder(cards);
        std::vector<ct::PlacedCard> placed;
        for (const ct::Card& card : ordered) {
            const auto it = std::find_if(zone.cards.begin(), zone.cards.end(),
                [&](const ct::PlacedCard& p) { return p.card == card; });
            if (it != zone.cards.end())
                placed.push_back(*it);
        }
        if (placed.size() == zone.cards.size())
            zone.cards = placed;
    }
    return zones;
}

TableFrame TablePresenter::plainFrame(const ct::State& state)
{
    TableFrame frame;
    frame.zones = observed(state);
    frame.state = std::shared_ptr<const ct::State>(state.clone().release());
    return frame;
}

QList<TableFrame> TablePresenter::frames(const ct::State*, const ct::State& after, bool newDeal) const
{
    TableFrame frame = plainFrame(after);
    frame.deal = newDeal;
    return {frame};
}

double TablePresenter::seatAngle(int seat, int players)
{
    return M_PI / 2 + 2 * M_PI * seat / std::max(1, players);
}

int TablePresenter::zoneSeat(const TableFrame&, const ct::Zone& zone) const
{
    return zone.owner;
}

QString TablePresenter::seatName(int seat, int players) const
{
    return GameTexts::seatName(seat, players);
}

SeatLayout TablePresenter::layout(const TableFrame& frame, double tableAspect) const
{
    SeatLayout out;
    const ct::State* state = frame.state.get();
    const int players = std::max(1, state ? state->playerCount() : 1);
    const double H = kTableHeight;
    const double W = std::clamp(H * tableAspect, 10.5, 17.0);
    out.table.width = W;
    out.table.height = H;
    out.table.mirrorable = false; // seats go round the table one way
    out.plateWidth = 2.6;
    const double cx = W / 2 - 0.5; // the centre, as a card's top-left corner
    const double cy = H / 2 - 0.62;
    out.note = QPointF(W / 2, cy - 0.55);
    out.dealFrom = QPointF(cx, cy);
    if (state && !state->layout().zones.empty()) {
        // A game with a layout of its own keeps it; the plates go under the hands.
        out.table = state->layout();
        for (const ct::ZoneLayout& place : out.table.zones)
            for (const ct::Zone& zone : frame.zones)
                if (zone.id == place.id && zone.kind == ct::ZoneKind::Hand && zone.owner >= 0
                    && !out.plates.contains(zone.owner))
                    out.plates.insert(zone.owner, QPointF(place.x, place.y + 1.05));
        return out;
    }

    // Seats: the player's hand across the bottom with its plate on the left;
    // the others around an ellipse, each hand over its plate.
    std::vector<std::vector<const ct::Zone*>> bySeat(static_cast<std::size_t>(players));
    std::vector<const ct::Zone*> middle;
    for (const ct::Zone& zone : frame.zones) {
        const int seat = zoneSeat(frame, zone);
        if (seat >= 0 && seat < players)
            bySeat[size_t(seat)].push_back(&zone);
        else
            middle.push_back(&zone);
    }
    for (int seat = 0; seat < players; ++seat) {
        const double angle = seatAngle(seat, players);
        double handX = 0, handY = 0;
        if (seat == 0) {
            handX = out.plateWidth + 0.45;
            handY = H - 1.08;
            out.plates.insert(0, QPointF(0.1, H - 1.0));
        } else {
            const double ax = W / 2 + (W / 2 - 1.35) * std::cos(angle);
            const double ay = H / 2 - 0.55 + (H / 2 - 0.95) * std::sin(angle);
            handX = std::clamp(ax - 1.1, 0.1, W - 2.4);
            handY = std::clamp(ay - 0.55, 0.1, H - 2.3);
            out.plates.insert(seat, QPointF(handX + 1.1 - out.plateWidth / 2, handY + 1.04));
        }
        if (seat == (state ? state->tableSeats().dealer : -1))
            out.dealFrom = QPointF(handX + (seat == 0 ? 3 : 0.5), handY);
        double besideX = seat == 0 ? W - 1.15 : (handX + 1.1 < W / 2 ? handX + 2.45 : handX - 1.25);
        for (const ct::Zone* zone : bySeat[size_t(seat)]) {
            ct::ZoneLayout place;
            place.id = zone->id;
            if (zone->kind == ct::ZoneKind::Hand) {
                place.x = handX;
                place.y = handY;
                place.fan = ct::Fan::Right;
                place.fanExtent = seat == 0 ? W - out.plateWidth - 0.45 - 2.45 : 1.2;
                place.showEmpty = false;
            } else {
                // Cards a seat has taken or laid down lie beside it.
                place.x = besideX;
                place.y = seat == 0 ? handY : handY + 0.05;
                place.showEmpty = false;
                besideX += (seat == 0 || handX + 1.1 < W / 2) ? 1.15 : -1.15;
            }
            out.table.zones.push_back(place);
        }
    }
    // Shared piles: the trick in the middle, the others beside it.
    int side = 0;
    for (const ct::Zone* zone : middle) {
        if (placeMiddleZone(frame, *zone, out, W, H))
            continue;
        ct::ZoneLayout place;
        place.id = zone->id;
        if (zone->kind == ct::ZoneKind::Trick) {
            place.x = cx;
            place.y = cy;
            place.showEmpty = false;
        } else {
            const int step = side++;
            const double distance = 2.0 + 1.3 * (step / 2);
            place.x = step % 2 == 0 ? cx - distance : cx + distance;
            place.y = cy;
            place.fan = ct::Fan::Right;
            place.fanExtent = 0.45;
        }
        out.table.zones.push_back(place);
    }
    return out;
}

QPointF TablePresenter::cardOffset(const TableFrame& frame, const ct::Zone& zone, int index) const
{
    if (zone.kind != ct::ZoneKind::Trick || index < 0 || index >= int(zone.cards.size()))
        return {};
    const ct::PlacedCard& placed = zone.cards[size_t(index)];
    const int players = frame.state ? frame.state->playerCount() : 0;
    const auto seat
        = frame.playedBy.find(QString::fromStdString(ct::cardText(placed.card, ct::PackSuffix::Always)));
    if (!placed.known || seat == frame.playedBy.end() || players <= 0)
        // Nobody known: a short row.
        return QPointF(0.35 * index, 0);
    // Each card a little towards the seat that played it; the Dummy's (a
    // hand past the seats) from the left.
    const double angle = *seat < players ? seatAngle(*seat, players) : M_PI;
    return QPointF(0.62 * std::cos(angle), 0.36 * std::sin(angle));
}

QString TablePresenter::originZone(const TableFrame& frame, const ct::Zone& zone, int index) const
{
    if (index < 0 || index >= int(zone.cards.size()))
        return {};
    const auto seat = frame.playedBy.find(
        QString::fromStdString(ct::cardText(zone.cards[size_t(index)].card, ct::PackSuffix::Always)));
    if (seat == frame.playedBy.end())
        return {};
    return QStringLiteral("hand%1").arg(*seat);
}

SeatPlateInfo TablePresenter::plateInfo(
    const TableFrame& frame, int seat, const GameController& controller) const
{
    SeatPlateInfo info;
    const ct::State* state = frame.state.get();
    if (!state)
        return info;
    const int players = state->playerCount();
    info.name = seatName(seat, players);
    for (const ct::Zone& zone : frame.zones)
        if (zone.kind == ct::ZoneKind::Hand && zone.owner == seat)
            info.cards = int(zone.cards.size());
    const ct::TableSeats seats = state->tableSeats();
    info.dealer = seats.dealer == seat;
    // Partnership marks only where some side has several seats.
    bool teams = false;
    for (std::size_t a = 0; a < seats.sideOfSeat.size(); ++a)
        for (std::size_t b = a + 1; b < seats.sideOfSeat.size(); ++b)
            teams = teams || seats.sideOfSeat[a] == seats.sideOfSeat[b];
    if (teams && seat < int(seats.sideOfSeat.size()))
        info.team = seats.sideOfSeat[size_t(seat)];
    info.toAct = !state->isTerminal() && state->currentPlayer() == seat;
    info.thinking = info.toAct && controller.computerThinking() && controller.state()
        && controller.state()->currentPlayer() == seat;
    return info;
}
