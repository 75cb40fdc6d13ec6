// The name plate of one seat at a table game: who sits there, how many cards
// they hold, the dealer button, their partnership mark, whose turn it is, a
// "thinking" indication while a computer player decides, and one line of
// news from the game (a bid, a pass). Family-neutral: a presenter fills it.
#pragma once

#include <QGraphicsObject>

class QVariantAnimation;

struct SeatPlateInfo {
    QString name;
    int cards = -1; // cards held (-1: not shown)
    bool dealer = false;
    int team = -1; // partnership index (-1: plays alone)
    bool toAct = false;
    bool thinking = false;
    QString note; // "Bid 85", "Passed", "Declarer: 120"
    QString accessibleText() const;
};

class SeatPlate : public QGraphicsObject {
    Q_OBJECT

public:
    explicit SeatPlate(int seat);

    int seat() const { return seat_; }
    void setInfo(const SeatPlateInfo& info);
    const SeatPlateInfo& info() const { return info_; }
    // Width in pixels; the height follows the font.
    void setWidth(qreal width);
    QSizeF size() const;

    // The colour of a partnership's mark, shared with the score sheet.
    static QColor teamColour(int team);

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    int seat_;
    SeatPlateInfo info_;
    qreal width_ = 150;
    qreal pulse_ = 0; // 0..1 while thinking
    QVariantAnimation* thinking_ = nullptr;
};
