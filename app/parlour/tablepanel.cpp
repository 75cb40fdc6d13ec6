#include "parlour/tablepanel.h"

#include <QBoxLayout>
#include <QGraphicsProxyWidget>
#include <QGraphicsView>
#include <QLabel>
#include <QPushButton>

#include <algorithm>
#include <cmath>

#include "table/carditem.h"
#include "table/tablescene.h"

TablePanel::TablePanel(TableScene* scene, const QString& name)
    : status_(new QLabel(this))
{
    setObjectName(name);
    setAccessibleName(name);
    setFrameShape(QFrame::StyledPanel);
    setAttribute(Qt::WA_StyledBackground);
    setStyleSheet(
        QStringLiteral("TablePanel { background: rgba(0, 0, 0, 120); border: 1px solid "
                       "rgba(255, 255, 255, 60); border-radius: 8px; }"
                       "QLabel { color: white; background: transparent; } QCheckBox { color: white; }"));
    status_->setWordWrap(true);
    status_->setAlignment(Qt::AlignCenter);
    QFont font = status_->font();
    font.setPointSizeF(font.pointSizeF() * 1.15);
    font.setBold(true);
    status_->setFont(font);
    status_->hide();
    auto* column = new QVBoxLayout(this);
    column->setContentsMargins(10, 8, 10, 8);
    column->addWidget(status_);
    row_ = new QHBoxLayout;
    column->addLayout(row_);
    proxy_ = scene->addWidget(this);
    proxy_->setZValue(35000);
    show(); // embedded: shown on the table, never as a window of its own
}

TablePanel::~TablePanel() = default;

void TablePanel::removeFromTable()
{
    // The proxy owns the panel: deleting it deletes this too.
    QGraphicsProxyWidget* proxy = proxy_;
    proxy_ = nullptr;
    delete proxy;
}

void TablePanel::setStatus(const QString& text)
{
    status_->setText(text);
    status_->setVisible(!text.isEmpty());
    adjustSize();
}

void TablePanel::setStatusWidth(int minimum, int maximum)
{
    status_->setMinimumWidth(minimum);
    status_->setMaximumWidth(maximum);
}

QString TablePanel::status() const
{
    return status_->text();
}

QPushButton* TablePanel::addButton(const QString& text, const QString& objectName)
{
    auto* button = new QPushButton(text, this);
    button->setObjectName(objectName);
    button->setAccessibleName(text);
    row_->addWidget(button);
    button->show();
    adjustSize();
    return button;
}

void TablePanel::addWidget(QWidget* widget)
{
    row_->addWidget(widget);
    widget->show();
    adjustSize();
}

void TablePanel::placeAt(QPointF point, bool centred)
{
    adjustSize();
    const QSizeF size = proxy_->size();
    QPointF topLeft = point - QPointF(size.width() / 2, centred ? size.height() / 2 : 0);
    // Never past the edge of the table in view (a long status line widens
    // the panel; a narrow window leaves less room beside the cards).
    if (QGraphicsScene* scene = proxy_->scene(); scene && !scene->views().isEmpty()) {
        const QGraphicsView* view = scene->views().front();
        const QRectF shown = view->mapToScene(view->viewport()->rect()).boundingRect().adjusted(6, 6, -6, -6);
        if (shown.width() > size.width())
            topLeft.setX(std::clamp(topLeft.x(), shown.left(), shown.right() - size.width()));
        if (shown.height() > size.height())
            topLeft.setY(std::clamp(topLeft.y(), shown.top(), shown.bottom() - size.height()));
    }
    proxy_->setPos(topLeft);
}

namespace parlourtable {

QPointF seatSpot(int seat, int players, double width, double height)
{
    // Seat 0 at the bottom; seat 1 on its left, and on round clockwise.
    const double angle = M_PI / 2 + 2 * M_PI * seat / std::max(1, players);
    const double centreX = (width - 1) / 2;
    const double centreY = (height - 1) / 2;
    return {centreX + centreX * std::cos(angle), centreY + centreY * std::sin(angle)};
}

QPointF cardOrigin(TableScene* scene, const QString& zone)
{
    return scene->zonePoint(zone)
        - QPointF(scene->cardSize().width() / 2.0, scene->cardSize().height() / 2.0);
}

void flyFrom(CardItem* item, QPointF from, bool startFaceUp, int duration)
{
    if (!item || duration <= 0)
        return;
    const QPointF to = item->targetPos();
    const bool faceUp = item->faceUp();
    const qreal z = item->zValue();
    item->stopAnimation();
    item->setPos(from);
    item->setFaceUp(startFaceUp);
    item->animate(to, z, faceUp, duration);
}

void flyAway(TableScene* scene, ct::Card card, bool known, QPointF from, QPointF to, bool startFaceUp,
    bool endFaceUp, int duration, int delay)
{
    if (duration <= 0)
        return;
    auto* item = new CardItem(card, known, scene->deck());
    scene->addItem(item);
    item->setPos(from);
    item->setFaceUp(startFaceUp);
    item->setZValue(9000);
    scene->beginAnimation();
    QObject::connect(item, &CardItem::animationFinished, scene, [scene, item] {
        item->deleteLater();
        scene->endAnimation();
    });
    item->animate(to, 9000, endFaceUp, duration, delay);
}

} // namespace parlourtable
