#include "table/counteritems.h"

#include <QGraphicsScene>
#include <QPainter>
#include <QPropertyAnimation>
#include <QSequentialAnimationGroup>

#include <algorithm>

namespace {

const QColor kTen(214, 168, 42);   // a chip worth ten
const QColor kOne(240, 232, 212);  // a chip worth one
const QColor kRim(60, 40, 20);

void paintChip(QPainter* painter, QPointF centre, qreal diameter, const QColor& colour)
{
    const qreal h = diameter * 0.42; // seen from above at a slant: an ellipse
    const QRectF top(centre.x() - diameter / 2, centre.y() - h / 2, diameter, h);
    const qreal thick = diameter * 0.12;
    painter->setPen(QPen(kRim, 1));
    painter->setBrush(colour.darker(135));
    painter->drawRoundedRect(top.adjusted(0, h / 2, 0, thick), diameter / 2, h / 2);
    painter->setBrush(colour);
    painter->drawEllipse(top);
    // The inlaid ring that makes a counter look like one.
    painter->setPen(QPen(colour.darker(160), 1, Qt::DashLine));
    painter->setBrush(Qt::NoBrush);
    painter->drawEllipse(top.adjusted(diameter * 0.18, h * 0.18, -diameter * 0.18, -h * 0.18));
}

// One chip in flight.
class FlyingChip : public QGraphicsObject {
public:
    FlyingChip(qreal diameter, QColor colour)
        : diameter_(diameter)
        , colour_(colour)
    {
        setZValue(50000);
        setAcceptedMouseButtons(Qt::NoButton);
    }
    QRectF boundingRect() const override
    {
        return QRectF(-diameter_ / 2 - 1, -diameter_ * 0.25 - 1, diameter_ + 2, diameter_ * 0.65 + 2);
    }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) override
    {
        painter->setRenderHint(QPainter::Antialiasing);
        paintChip(painter, QPointF(0, 0), diameter_, colour_);
    }

private:
    qreal diameter_;
    QColor colour_;
};

} // namespace

// ---- CounterStackItem -------------------------------------------------------

CounterStackItem::CounterStackItem(const QString& id, QGraphicsItem* parent)
    : QGraphicsObject(parent)
    , id(id)
{
    setAcceptedMouseButtons(Qt::NoButton);
    setZValue(5);
    refreshToolTip();
}

int CounterStackItem::tensShown(int count)
{
    return count <= 0 ? 0 : std::min(kMaxShown, count / 10);
}

int CounterStackItem::onesShown(int count)
{
    return count <= 0 ? 0 : std::min(kMaxShown, count % 10);
}

void CounterStackItem::setCount(int count)
{
    if (count_ != count) {
        count_ = count;
        refreshToolTip();
        update();
    }
}

void CounterStackItem::setCaption(const QString& caption)
{
    if (caption_ != caption) {
        prepareGeometryChange();
        caption_ = caption;
        refreshToolTip();
        update();
    }
}

void CounterStackItem::setChipSize(qreal diameter)
{
    if (!qFuzzyCompare(chip_, diameter)) {
        prepareGeometryChange();
        chip_ = diameter;
        update();
    }
}

QString CounterStackItem::description() const
{
    const QString amount = tr("%n counter(s)", "", count_);
    return caption_.isEmpty() ? amount : tr("%1: %2").arg(caption_, amount);
}

void CounterStackItem::refreshToolTip()
{
    setToolTip(description());
}

QPointF CounterStackItem::landingPoint() const
{
    return mapToScene(QPointF(0, -chip_ * 0.5));
}

QRectF CounterStackItem::boundingRect() const
{
    // The item's origin is the middle of the stack's foot.
    const qreal width = chip_ * 2.3;
    const qreal rise = chip_ * 0.12 * kMaxShown + chip_ * 0.5;
    const qreal label = chip_ * 0.62;
    const qreal caption = caption_.isEmpty() ? 0 : chip_ * 0.55;
    return QRectF(-width / 2 - 2, -rise - caption - 2, width + 4, rise + caption + label + 4);
}

void CounterStackItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    painter->setRenderHint(QPainter::Antialiasing);
    const qreal step = chip_ * 0.12;
    const int tens = tensShown(count_);
    const int ones = onesShown(count_);
    // Two columns when both kinds show, one in the middle otherwise.
    const qreal gap = chip_ * 0.56;
    const qreal tenX = ones > 0 ? -gap : 0;
    const qreal oneX = tens > 0 ? gap : 0;
    if (tens == 0 && ones == 0) {
        painter->setPen(QPen(QColor(255, 255, 255, 90), 1.5, Qt::DashLine));
        painter->setBrush(QColor(0, 0, 0, 40));
        painter->drawEllipse(QPointF(0, -chip_ * 0.2), chip_ / 2, chip_ * 0.21);
    }
    for (int i = 0; i < tens; ++i)
        paintChip(painter, QPointF(tenX, -chip_ * 0.2 - i * step), chip_, kTen);
    for (int i = 0; i < ones; ++i)
        paintChip(painter, QPointF(oneX, -chip_ * 0.2 - i * step), chip_, kOne);

    QFont font = painter->font();
    font.setPixelSize(std::max(9, int(chip_ * 0.46)));
    font.setBold(true);
    painter->setFont(font);
    const QString text = QString::number(count_);
    const QRectF label(-chip_ * 1.1, chip_ * 0.12, chip_ * 2.2, chip_ * 0.5);
    const qreal width = std::min(label.width(), painter->fontMetrics().horizontalAdvance(text) + chip_ * 0.4);
    const QRectF pill(-width / 2, label.top(), width, label.height());
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(0, 0, 0, 150));
    painter->drawRoundedRect(pill, pill.height() / 2, pill.height() / 2);
    painter->setPen(count_ < 0 ? QColor(255, 140, 130) : QColor(255, 255, 255));
    painter->drawText(pill, Qt::AlignCenter, text);

    if (!caption_.isEmpty()) {
        font.setBold(false);
        font.setPixelSize(std::max(8, int(chip_ * 0.38)));
        painter->setFont(font);
        painter->setPen(QColor(255, 255, 255, 220));
        const qreal top = -chip_ * 0.5 - step * std::max({tens, ones, 1}) - chip_ * 0.5;
        painter->drawText(QRectF(-chip_ * 1.5, top, chip_ * 3, chip_ * 0.5), Qt::AlignCenter, caption_);
    }
}

// ---- CounterLedger ----------------------------------------------------------

CounterLedger::CounterLedger(QGraphicsScene* scene, QObject* parent)
    : QObject(parent)
    , scene_(scene)
{
}

CounterLedger::~CounterLedger()
{
    for (const Flight& flight : std::as_const(flights_))
        for (QGraphicsObject* chip : flight.chips)
            delete chip; // a QPointer: null if the scene went first
}

CounterStackItem* CounterLedger::add(const QString& id, QGraphicsItem* parent)
{
    auto* item = new CounterStackItem(id, parent);
    item->setChipSize(chip_);
    if (!parent)
        scene_->addItem(item);
    stacks_.insert(id, item);
    return item;
}

QMap<QString, int> CounterLedger::counts() const
{
    QMap<QString, int> out;
    for (auto it = stacks_.begin(); it != stacks_.end(); ++it)
        out.insert(it.key(), it.value()->count());
    return out;
}

void CounterLedger::setChipSize(qreal diameter)
{
    chip_ = diameter;
    for (CounterStackItem* item : std::as_const(stacks_))
        item->setChipSize(diameter);
}

QList<CounterLedger::Transfer> CounterLedger::transfers(const QMap<QString, int>& before,
                                                        const QMap<QString, int>& after)
{
    QMap<QString, int> change;
    for (auto it = after.begin(); it != after.end(); ++it)
        change[it.key()] = it.value() - before.value(it.key());
    QList<Transfer> out;
    while (true) {
        QString giver, taker;
        for (auto it = change.begin(); it != change.end(); ++it) {
            if (it.value() < 0 && (giver.isEmpty() || it.value() < change.value(giver)))
                giver = it.key();
            if (it.value() > 0 && (taker.isEmpty() || it.value() > change.value(taker)))
                taker = it.key();
        }
        if (giver.isEmpty() || taker.isEmpty())
            break;
        const int amount = std::min(-change.value(giver), change.value(taker));
        change[giver] += amount;
        change[taker] -= amount;
        out.push_back({giver, taker, amount});
    }
    return out;
}

void CounterLedger::reset(const QMap<QString, int>& counts)
{
    stopFlights();
    for (auto it = counts.begin(); it != counts.end(); ++it)
        if (CounterStackItem* item = stacks_.value(it.key()))
            item->setCount(it.value());
}

void CounterLedger::settle(const QMap<QString, int>& target, int duration, const QList<Transfer>& moves)
{
    stopFlights();
    const QMap<QString, int> now = counts();
    // The game's own account, if it is the whole story.
    QMap<QString, int> replayed = now;
    bool known = !moves.isEmpty();
    for (const Transfer& move : moves) {
        known = known && stacks_.contains(move.from) && stacks_.contains(move.to) && move.amount > 0;
        replayed[move.from] -= move.amount;
        replayed[move.to] += move.amount;
    }
    for (auto it = target.begin(); it != target.end(); ++it)
        known = known && replayed.value(it.key()) == it.value();
    if (duration <= 0) {
        reset(target);
        return;
    }
    int delay = 0;
    for (const Transfer& move : known ? moves : transfers(now, target)) {
        fly(move, duration, delay);
        delay += duration / 4;
    }
}

void CounterLedger::fly(const Transfer& move, int duration, int delay)
{
    CounterStackItem* from = stacks_.value(move.from);
    CounterStackItem* to = stacks_.value(move.to);
    if (!from || !to || move.amount <= 0)
        return;
    // The payer's stack goes down at once; the payee's goes up as the last
    // chip lands.
    from->setCount(from->count() - move.amount);
    const int shown = std::min(move.amount, 6);
    const int id = ++lastFlight_;
    flights_.insert(id, Flight{move.to, move.amount, shown, {}});
    ++running_;
    emit flightStarted();
    for (int i = 0; i < shown; ++i) {
        auto* chip = new FlyingChip(chip_, move.amount >= 10 && i == 0 ? kTen : kOne);
        chip->setPos(from->landingPoint());
        chip->setVisible(false);
        scene_->addItem(chip);
        flights_[id].chips.push_back(chip);
        auto* group = new QSequentialAnimationGroup(chip);
        group->addPause(delay + i * 45);
        auto* path = new QPropertyAnimation(chip, "pos", group);
        path->setDuration(duration);
        path->setStartValue(from->landingPoint());
        path->setEndValue(to->landingPoint());
        path->setEasingCurve(QEasingCurve::InOutQuad);
        group->addAnimation(path);
        connect(path, &QAbstractAnimation::stateChanged, chip, [chip](QAbstractAnimation::State now) {
            if (now == QAbstractAnimation::Running)
                chip->setVisible(true);
        });
        connect(group, &QAbstractAnimation::finished, this, [this, id, chip] {
            auto found = flights_.find(id);
            if (found == flights_.end())
                return;
            found->chips.removeOne(chip);
            chip->deleteLater();
            if (--found->chipsLeft == 0)
                land(id);
        });
        group->start();
    }
}

void CounterLedger::land(int id)
{
    auto found = flights_.find(id);
    if (found == flights_.end())
        return;
    const Flight flight = *found;
    flights_.erase(found);
    for (QGraphicsObject* chip : flight.chips)
        delete chip; // its animation goes with it (null if already gone)
    if (CounterStackItem* to = stacks_.value(flight.to))
        to->setCount(to->count() + flight.amount);
    --running_;
    emit flightFinished();
}

void CounterLedger::stopFlights()
{
    // Unfinished flights land at once.
    const QList<int> ids = flights_.keys();
    for (int id : ids)
        land(id);
}
