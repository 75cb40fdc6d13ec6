// One card on the table: draws its face or back from the deck theme and
// moves, flips and lifts through one animate() call.
#pragma once

#include <QGraphicsObject>
#include <QPointer>

#include "cards/card.h"

class DeckTheme;
class QVariantAnimation;
class QPropertyAnimation;

class CardItem : public QGraphicsObject {
    Q_OBJECT

public:
    CardItem(ct::Card card, bool known, DeckTheme* deck);

    ct::Card card() const { return card_; }
    bool known() const { return known_; }
    bool faceUp() const { return faceUp_; }
    void setFaceUp(bool faceUp);
    // The card behind a back becomes known (a computer player's card played):
    // the same item flies on and turns over.
    void reveal(ct::Card card, bool known);

    // Where the card lies in the game: zone id and index from the bottom.
    QString zone;
    int index = 0;

    // Moves to `pos` with stacking order `z`, turning to `faceUp`, over
    // `duration` ms after `delay` ms. Duration 0 jumps there at once.
    void animate(QPointF pos, qreal z, bool faceUp, int duration, int delay = 0);
    bool isAnimating() const { return inFlight_; }
    void stopAnimation();
    QPointF targetPos() const { return target_; }
    qreal targetZ() const { return targetZ_; }

    enum class Mark { None, Hint, Target, Picked, Dimmed };
    void setMark(Mark mark);
    Mark mark() const { return mark_; }

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;
    void updateSize();

signals:
    void animationStarted();
    void animationFinished();

private:
    ct::Card card_;
    bool known_ = true;
    bool faceUp_ = true;
    DeckTheme* deck_;
    QSizeF size_;
    QPointF target_;
    qreal targetZ_ = 0;
    bool targetFaceUp_ = true;
    bool inFlight_ = false;
    qreal flipScale_ = 1; // horizontal squeeze during a flip
    Mark mark_ = Mark::None;
    QPointer<QPropertyAnimation> move_;
    QPointer<QVariantAnimation> flip_;
};
