#include "parlour/countertable.h"

#include <QFontMetricsF>
#include <QGraphicsObject>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <set>

#include "gametexts.h"
#include "table/carditem.h"
#include "table/pileitem.h"
#include "table/speeds.h"
#include "table/tablescene.h"

namespace {

constexpr double kGap = 0.3; // between blocks, in card widths

// What a seat just said, in a rounded box with a tail towards the seat.
class BubbleItem : public QGraphicsObject {
public:
    BubbleItem(const QString& text, qreal fontSize)
        : text_(text)
    {
        font_.setPixelSize(std::max(10, int(fontSize)));
        font_.setBold(true);
        setZValue(45000);
        setAcceptedMouseButtons(Qt::NoButton);
        setToolTip(text);
    }
    QString text() const { return text_; }
    QRectF box() const
    {
        const QFontMetricsF metrics(font_);
        const qreal w = metrics.horizontalAdvance(text_) + metrics.height();
        const qreal h = metrics.height() * 1.5;
        return QRectF(-w / 2, -h - metrics.height() * 0.5, w, h);
    }
    QRectF boundingRect() const override { return box().adjusted(-2, -2, 2, QFontMetricsF(font_).height()); }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) override
    {
        painter->setRenderHint(QPainter::Antialiasing);
        const QRectF r = box();
        QPainterPath path;
        path.addRoundedRect(r, r.height() / 3, r.height() / 3);
        QPainterPath tail;
        tail.moveTo(-r.height() * 0.25, r.bottom() - 1);
        tail.lineTo(0, 0);
        tail.lineTo(r.height() * 0.25, r.bottom() - 1);
        tail.closeSubpath();
        path = path.united(tail);
        painter->setPen(QPen(QColor(60, 60, 60), 1.5));
        painter->setBrush(QColor(255, 252, 235));
        painter->drawPath(path);
        painter->setFont(font_);
        painter->setPen(QColor(20, 20, 20));
        painter->drawText(r, Qt::AlignCenter, text_);
    }

private:
    QString text_;
    QFont font_;
};

// Where the seats sit: the player at the bottom; the others clockwise from
// the bottom of the left side, along the top, down the right side.
struct SeatPlan {
    int left = 0;
    int top = 0;
    int right = 0;
};

SeatPlan planSeats(int others)
{
    SeatPlan plan;
    plan.left = plan.right = others >= 4 ? others / 3 : (others == 3 ? 1 : 0);
    plan.top = others - plan.left - plan.right;
    return plan;
}

void addBlock(ct::TableLayout& layout, QHash<QString, QPointF>& spots, const auto& block, double x, double y)
{
    for (ct::ZoneLayout zone : block.zones) {
        zone.x += x;
        zone.y += y;
        layout.zones.push_back(zone);
    }
    for (auto it = block.spots.begin(); it != block.spots.end(); ++it)
        spots.insert(it.key(), it.value() + QPointF(x, y));
}

} // namespace

NoteItem::NoteItem()
{
    font_.setBold(true);
    font_.setPixelSize(14);
    setZValue(44000);
    setAcceptedMouseButtons(Qt::NoButton);
    hide();
}

void NoteItem::setText(const QString& text)
{
    prepareGeometryChange();
    text_ = text;
    setToolTip(text);
    setVisible(!text.isEmpty());
    update();
}

void NoteItem::setFontSize(qreal pixels)
{
    prepareGeometryChange();
    font_.setPixelSize(std::max(10, int(pixels)));
    update();
}

QRectF NoteItem::box() const
{
    const QFontMetricsF metrics(font_);
    const qreal w = metrics.horizontalAdvance(text_) + metrics.height() * 1.2;
    const qreal h = metrics.height() * 1.4;
    return QRectF(-w / 2, -h / 2, w, h);
}

QRectF NoteItem::boundingRect() const
{
    return box().adjusted(-1, -1, 1, 1);
}

void NoteItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    painter->setRenderHint(QPainter::Antialiasing);
    const QRectF r = box();
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(0, 0, 0, 160));
    painter->drawRoundedRect(r, r.height() / 2, r.height() / 2);
    painter->setFont(font_);
    painter->setPen(QColor(255, 240, 190));
    painter->drawText(r, Qt::AlignCenter, text_);
}

CounterTable::CounterTable(TableScene* scene, GameController* controller)
    : TableDecoration(scene, controller)
    , ledger_(new CounterLedger(scene, this))
{
    connect(ledger_, &CounterLedger::flightStarted, scene, &TableScene::beginAnimation);
    connect(ledger_, &CounterLedger::flightFinished, scene, &TableScene::endAnimation);
}

CounterTable::~CounterTable()
{
    clearBubbles();
    // The ledger's flights end without telling the scene, which forgets
    // its count of animations with the decoration.
    ledger_->disconnect(scene());
    for (const QString& id : ledger_->ids())
        delete ledger_->stack(id);
}

int CounterTable::players() const
{
    const ct::State* state = controller()->state();
    return state ? state->playerCount() : 1;
}

qreal CounterTable::cardWidth() const
{
    return scene()->cardSize().width();
}

QString CounterTable::seatName(int seat) const
{
    return GameTexts::seatName(seat, players());
}

ct::TableLayout CounterTable::layout(const std::vector<ct::Zone>&, int players) const
{
    ct::TableLayout layout;
    layout.mirrorable = false; // seats go clockwise round the table
    spots_.clear();
    const int others = players - 1;
    const SeatPlan plan = planSeats(others);
    const Block own = seatBlock(0, players, Side::Bottom);
    const Block centre = centreBlock(players);
    const Block top = seatBlock(1, players, Side::Top);
    const Block side = seatBlock(1, players, Side::Left);
    const double topWidth = plan.top * top.width + std::max(0, plan.top - 1) * kGap;
    const double sides = plan.left > 0 ? 2 * (side.width + kGap) : 0;
    const double width = std::max({topWidth, sides + centre.width, own.width});
    const double band = std::max(centre.height, plan.left * side.height + std::max(0, plan.left - 1) * kGap);
    const double topHeight = plan.top > 0 ? top.height + kGap : 0;
    layout.width = width;
    layout.height = topHeight + band + kGap + own.height;

    int seat = 1;
    // The left side, from the bottom up.
    for (int i = 0; i < plan.left; ++i, ++seat) {
        const double slot = band / plan.left;
        const double y = topHeight + band - (i + 1) * slot + (slot - side.height) / 2;
        addBlock(layout, spots_, seatBlock(seat, players, Side::Left), 0, y);
    }
    // The top, from the left, each in an equal share of the width.
    for (int i = 0; i < plan.top; ++i, ++seat) {
        const double slot = width / plan.top;
        addBlock(layout, spots_, seatBlock(seat, players, Side::Top), i * slot + (slot - top.width) / 2, 0);
    }
    // The right side, from the top down.
    for (int i = 0; i < plan.right; ++i, ++seat) {
        const double slot = band / plan.right;
        const double y = topHeight + i * slot + (slot - side.height) / 2;
        addBlock(layout, spots_, seatBlock(seat, players, Side::Right), width - side.width, y);
    }
    addBlock(layout, spots_, centre, (width - centre.width) / 2, topHeight + (band - centre.height) / 2);
    addBlock(layout, spots_, own, (width - own.width) / 2, layout.height - own.height);
    return layout;
}

CounterTable::Block CounterTable::handSeat(int seat, Side side, double ownExtent)
{
    Block block;
    const std::string hand = "hand" + std::to_string(seat);
    const QString counters = QStringLiteral("seat%1").arg(seat);
    const QString says = QStringLiteral("say%1").arg(seat);
    switch (side) {
    case Side::Bottom:
        block.zones.push_back({hand, 1.0, 0, ct::Fan::Right, ownExtent, 0, "", false});
        block.spots.insert(counters, QPointF(0.45, 0.8));
        block.spots.insert(says, QPointF(0.45, 0.25));
        block.spots.insert(QStringLiteral("note"), QPointF((2.2 + ownExtent) / 2, -0.17));
        block.width = 2.2 + ownExtent;
        block.height = 1.3;
        break;
    case Side::Top:
        block.zones.push_back({hand, 0, 0, ct::Fan::Right, 1.0, 0, "", false});
        block.spots.insert(counters, QPointF(2.5, 0.8));
        block.spots.insert(says, QPointF(2.5, 0.25));
        block.width = 3.0;
        block.height = 1.3;
        break;
    case Side::Left:
    case Side::Right:
        block.zones.push_back({hand, 0, 0, ct::Fan::Right, 1.0, 0, "", false});
        block.spots.insert(counters, QPointF(1.0, 1.72));
        block.spots.insert(says, QPointF(1.0, 0.45));
        block.width = 2.1;
        block.height = 1.95;
        break;
    }
    return block;
}

QPointF CounterTable::spot(const QString& id) const
{
    const QPointF at = spots_.value(id);
    return scene()->gridPoint(at.x(), at.y());
}

void CounterTable::placeStacks()
{
    ledger_->setChipSize(std::max(10.0, cardWidth() * 0.3));
    for (const QString& id : ledger_->ids())
        if (CounterStackItem* item = ledger_->stack(id))
            item->setPos(stackPosition(id));
}

void CounterTable::arrange()
{
    placeStacks();
    clearBubbles();
}

QString CounterTable::stackCaption(const QString& id) const
{
    return id == QLatin1String("pool") ? tr("Pool") : QString();
}

void CounterTable::showChange(const ct::State*, const ct::State&, GameController::Change) {}

void CounterTable::update(GameController::Change change)
{
    const ct::State* now = controller()->state();
    if (!now)
        return;
    const QMap<QString, int> counts = counterCounts(*now);
    bool created = false;
    for (auto it = counts.begin(); it != counts.end(); ++it) {
        if (ledger_->stack(it.key()))
            continue;
        CounterStackItem* item = ledger_->add(it.key());
        item->setCaption(stackCaption(it.key()));
        created = true;
    }
    if (created)
        placeStacks();
    const bool jump = change == GameController::Change::NewDeal || change == GameController::Change::Jump;
    if (jump || !previous_ || created)
        ledger_->reset(counts);
    else
    {
        QList<CounterLedger::Transfer> moves;
        for (const ct::CounterMove& move : lastMoves(*now))
            moves.push_back({QString::fromStdString(move.from), QString::fromStdString(move.to), move.amount});
        ledger_->settle(counts, Speeds::scaled(520), moves);
    }

    clearBubbles();
    showChange(jump ? nullptr : previous_.get(), *now, change);

    markCards();
    previous_ = now->clone();
}

void CounterTable::markCards()
{
    const ct::State* now = controller()->state();
    if (!now || !controller()->humanToAct())
        return;
    // Only where the game's actions name cards at all.
    std::set<ct::Card> playable;
    for (const ct::Action& action : now->legalActions())
        if (action.cards.size() == 1)
            playable.insert(action.cards.front());
    if (playable.empty())
        return;
    for (int i = 0;; ++i) {
        CardItem* item = scene()->cardAt(QStringLiteral("hand0"), i);
        if (!item)
            break;
        if (item->known() && !playable.count(item->card()))
            item->setMark(CardItem::Mark::Dimmed);
    }
}

void CounterTable::say(int seat, const QString& text)
{
    if (text.isEmpty())
        return;
    delete bubbles_.take(seat);
    auto* bubble = new BubbleItem(text, cardWidth() * 0.2);
    scene()->addItem(bubble);
    // Where the block says it speaks, or over the seat's counters.
    const QString place = QStringLiteral("say%1").arg(seat);
    const QPointF at = hasSpot(place) ? spot(place) : spot(QStringLiteral("seat%1").arg(seat)) - QPointF(0, cardWidth() * 0.55);
    bubble->setPos(at);
    bubbles_.insert(seat, bubble);
}

QString CounterTable::bubble(int seat) const
{
    const auto* item = static_cast<BubbleItem*>(bubbles_.value(seat));
    return item ? item->text() : QString();
}

void CounterTable::clearBubbles()
{
    qDeleteAll(bubbles_);
    bubbles_.clear();
}

QStringList CounterTable::descriptions() const
{
    QStringList out;
    const int count = players();
    for (int seat = 0; seat < count; ++seat)
        if (CounterStackItem* item = ledger_->stack(QStringLiteral("seat%1").arg(seat)))
            out << tr("%1: %n counter(s)", "", item->count()).arg(seatName(seat));
    for (const QString& id : ledger_->ids())
        if (!id.startsWith(QLatin1String("seat")))
            out << ledger_->stack(id)->description();
    return out;
}
