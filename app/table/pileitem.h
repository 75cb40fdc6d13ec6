// The place of a pile on the table: an outline with an optional label where
// the pile is empty, and the highlight of a legal target while dragging.
#pragma once

#include <QGraphicsObject>

class PileItem : public QGraphicsObject {
    Q_OBJECT

public:
    explicit PileItem(const QString& zone);

    QString zone;
    void setSize(QSizeF size);
    void setLabel(const QString& label);
    // A word under the pile, e.g. what a click on the stock does.
    void setCaption(const QString& caption);
    QString caption() const { return caption_; }
    void setShowOutline(bool show);
    void setHighlighted(bool on);
    // Where cards of the pile may be dropped: the card place and its fan.
    QRectF dropArea() const { return dropArea_; }
    void setDropArea(QRectF area) { dropArea_ = area; }

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    QRectF captionRect() const;

    QSizeF size_;
    QString label_;
    QString caption_;
    QRectF dropArea_;
    bool outline_ = true;
    bool highlighted_ = false;
};
