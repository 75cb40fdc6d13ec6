#include "table/pileitem.h"

#include <QFont>
#include <QPainter>

PileItem::PileItem(const QString& zone)
    : zone(zone)
{
    setAcceptedMouseButtons(Qt::NoButton);
    setZValue(-1);
}

void PileItem::setSize(QSizeF size)
{
    prepareGeometryChange();
    size_ = size;
}

void PileItem::setLabel(const QString& label)
{
    label_ = label;
    update();
}

void PileItem::setCaption(const QString& caption)
{
    if (caption_ != caption) {
        prepareGeometryChange();
        caption_ = caption;
        update();
    }
}

void PileItem::setCaptionShift(qreal dx)
{
    if (captionShift_ != dx) {
        prepareGeometryChange();
        captionShift_ = dx;
        update();
    }
}

QRectF PileItem::captionRect() const
{
    // Captions may be wider than the card: centre them under it.
    return QRectF(
        captionShift_ - size_.width(), size_.height() + 2, 3 * size_.width(), size_.height() * 0.22);
}

void PileItem::setShowOutline(bool show)
{
    outline_ = show;
    update();
}

void PileItem::setHighlighted(bool on)
{
    if (highlighted_ != on) {
        highlighted_ = on;
        update();
    }
}

QRectF PileItem::boundingRect() const
{
    QRectF bounds = QRectF(QPointF(0, 0), size_).adjusted(-4, -4, 4, 4);
    if (!caption_.isEmpty())
        bounds |= captionRect();
    return bounds;
}

void PileItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    const QRectF rect = QRectF(QPointF(0, 0), size_).adjusted(1.5, 1.5, -1.5, -1.5);
    const qreal radius = size_.width() * 0.06;
    painter->setRenderHint(QPainter::Antialiasing);
    if (outline_) {
        painter->setPen(QPen(QColor(255, 255, 255, 90), 2, Qt::DashLine));
        painter->setBrush(QColor(0, 0, 0, 35));
        painter->drawRoundedRect(rect, radius, radius);
        if (!label_.isEmpty()) {
            QFont font = painter->font();
            font.setPixelSize(qMax(8, int(size_.width() * 0.3)));
            font.setBold(true);
            painter->setFont(font);
            painter->setPen(QColor(255, 255, 255, 130));
            painter->drawText(rect, Qt::AlignCenter, label_);
        }
    }
    if (!caption_.isEmpty()) {
        QFont font = painter->font();
        font.setPixelSize(qMax(9, int(size_.width() * 0.16)));
        painter->setFont(font);
        painter->setPen(QColor(255, 255, 255, 200));
        painter->drawText(captionRect(), Qt::AlignHCenter | Qt::AlignTop, caption_);
    }
    if (highlighted_) {
        painter->setPen(QPen(QColor(80, 200, 255), 3));
        painter->setBrush(QColor(80, 200, 255, 45));
        painter->drawRoundedRect(rect, radius, radius);
    }
}
