// A panel of controls that stands on the card table (a game's buttons, its
// slider, a line saying what is happening), and where seats sit round the
// table. Shared by the parlour tables; it holds no rule.
#pragma once

#include <QFrame>
#include <QPointF>

#include "cards/card.h"

class QBoxLayout;
class QGraphicsProxyWidget;
class QLabel;
class QPushButton;
class TableScene;

class TablePanel : public QFrame {
    Q_OBJECT

public:
    // Puts itself on `scene` (which then owns it); `name` is its accessible name.
    TablePanel(TableScene* scene, const QString& name);
    ~TablePanel() override;
    // Takes the panel off the table and deletes it.
    void removeFromTable();

    // The line of text at the top of the panel (hidden when empty).
    void setStatus(const QString& text);
    QString status() const;
    QLabel* statusLabel() const { return status_; }
    // The status line wraps between these widths.
    void setStatusWidth(int minimum, int maximum);
    // A push button added to the row of controls.
    QPushButton* addButton(const QString& text, const QString& objectName);
    void addWidget(QWidget* widget);
    // Places the panel's top centre (or, with `centred`, its centre) at
    // `point` in scene coordinates.
    void placeAt(QPointF point, bool centred = false);

private:
    QGraphicsProxyWidget* proxy_ = nullptr;
    QLabel* status_;
    QBoxLayout* row_;
};

class CardItem;

namespace parlourtable {

// The top-left corner of a card lying in `zone`'s place.
QPointF cardOrigin(TableScene* scene, const QString& zone);
// Sends a card the scene has just put in its place on a flight there from
// `from`, starting face up or down: how a card taken from a pack or a hand
// is seen to travel.
void flyFrom(CardItem* item, QPointF from, bool startFaceUp, int duration);
// A card drawn for a moment outside the scene's zones (a pile swept into
// a face-down pack, a challenged card shown): it lies at `from` showing
// `startFaceUp`, waits `delay` ms, flies to `to` turning to `endFaceUp`,
// and goes. The scene counts it among its animations.
void flyAway(TableScene* scene, ct::Card card, bool known, QPointF from, QPointF to, bool startFaceUp,
    bool endFaceUp, int duration, int delay = 0);

// Where seat `seat` of `players` sits on a table `width` x `height` (in
// card widths and heights): seat 0, the player, at the bottom centre, the
// others clockwise round an ellipse. The point is a card's top-left corner.
QPointF seatSpot(int seat, int players, double width, double height);

} // namespace parlourtable
