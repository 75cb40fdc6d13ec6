#include "table/carditem.h"

#include <QPainter>
#include <QPropertyAnimation>
#include <QTimer>
#include <QVariantAnimation>

#include "deck/decktheme.h"

CardItem::CardItem(ct::Card card, bool known, DeckTheme* deck)
    : card_(card)
    , known_(known)
    , deck_(deck)
{
    setAcceptedMouseButtons(Qt::NoButton); // the scene handles gestures
    updateSize();
}

void CardItem::updateSize()
{
    prepareGeometryChange();
    size_ = deck_->cardSize();
    update();
}

QRectF CardItem::boundingRect() const
{
    return QRectF(QPointF(0, 0), size_).adjusted(-3, -3, 3, 3);
}

void CardItem::setFaceUp(bool faceUp)
{
    if (faceUp_ != faceUp) {
        faceUp_ = faceUp;
        update();
    }
}

void CardItem::reveal(ct::Card card, bool known)
{
    card_ = card;
    known_ = known;
    update();
}

void CardItem::setMark(Mark mark)
{
    if (mark_ != mark) {
        mark_ = mark;
        update();
    }
}

void CardItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    const bool showFace = faceUp_ && known_;
    const bool rook = card_.isRook() || card_.isBird();
    const QPixmap pixmap = showFace ? deck_->face(card_) : deck_->back(rook);
    const QRectF rect(QPointF(0, 0), size_);
    painter->save();
    if (flipScale_ < 1) {
        painter->translate(rect.center());
        painter->scale(qMax(0.02, flipScale_), 1);
        painter->translate(-rect.center());
    }
    painter->drawPixmap(rect, pixmap, QRectF(QPointF(0, 0), pixmap.size()));
    const qreal radius = size_.width() * 0.06;
    switch (mark_) {
    case Mark::None: break;
    case Mark::Hint:
        painter->setPen(QPen(QColor(255, 200, 0), 3));
        painter->setBrush(QColor(255, 220, 0, 50));
        painter->drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius);
        break;
    case Mark::Target:
        painter->setPen(QPen(QColor(80, 200, 255), 3));
        painter->setBrush(QColor(80, 200, 255, 40));
        painter->drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius);
        break;
    case Mark::Picked:
        painter->setPen(QPen(QColor(255, 255, 255), 3));
        painter->setBrush(QColor(255, 255, 255, 40));
        painter->drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius);
        break;
    case Mark::Dimmed:
        painter->setPen(Qt::NoPen);
        painter->setBrush(QColor(0, 0, 0, 90));
        painter->drawRoundedRect(rect, radius, radius);
        break;
    }
    painter->restore();
}

void CardItem::stopAnimation()
{
    // Forget the animations at once: a delayed start still pending for the
    // old move must find it gone, even before deleteLater() has run.
    if (move_) {
        move_->stop();
        move_->deleteLater();
        move_ = nullptr;
    }
    if (flip_) {
        flip_->stop();
        flip_->deleteLater();
        flip_ = nullptr;
    }
    flipScale_ = 1;
    if (inFlight_) {
        inFlight_ = false;
        emit animationFinished();
    }
}

void CardItem::animate(QPointF pos, qreal z, bool faceUp, int duration, int delay)
{
    target_ = pos;
    targetZ_ = z;
    targetFaceUp_ = faceUp;
    const bool turn = faceUp != faceUp_;
    stopAnimation();
    if (duration <= 0 || (this->pos() == pos && !turn)) {
        setPos(pos);
        setZValue(z);
        setFaceUp(faceUp);
        return;
    }
    inFlight_ = true;
    emit animationStarted();
    // Fly above everything, then settle at the target's stacking order.
    auto* move = new QPropertyAnimation(this, "pos", this);
    move->setDuration(duration);
    move->setStartValue(this->pos());
    move->setEndValue(pos);
    move->setEasingCurve(QEasingCurve::OutCubic);
    move_ = move;
    auto* flip = new QVariantAnimation(this);
    flip_ = flip;
    flip->setDuration(turn ? qMin(duration, 200) : 1);
    flip->setStartValue(0.0);
    flip->setEndValue(1.0);
    connect(flip, &QVariantAnimation::valueChanged, this, [this, faceUp, turn](const QVariant& value) {
        if (!turn)
            return;
        const double t = value.toDouble();
        // Squeeze to nothing, turn over at the middle, and open again.
        flipScale_ = std::abs(1.0 - 2.0 * t);
        if (t >= 0.5)
            setFaceUp(faceUp);
        update();
    });
    connect(move, &QPropertyAnimation::finished, this, [this] {
        setZValue(targetZ_);
        setFaceUp(targetFaceUp_);
        flipScale_ = 1;
        update();
        if (inFlight_) {
            inFlight_ = false;
            emit animationFinished();
        }
    });
    // Guarded pointers, not raw ones: once this move is stopped and deleted
    // a later move may be made at the same address, and a raw pointer would
    // then pass the check below while `flip` was long deleted (a crash seen
    // in the Quatorze table test).
    auto start = [this, move = QPointer<QPropertyAnimation>(move), flip = QPointer<QVariantAnimation>(flip), z] {
        if (!move || !flip || move_ != move || flip_ != flip)
            return;
        setZValue(10000 + z);
        move->start(QAbstractAnimation::DeleteWhenStopped);
        flip->start(QAbstractAnimation::DeleteWhenStopped);
    };
    if (delay > 0) {
        QTimer::singleShot(delay, this, start);
    } else {
        start();
    }
}
