// Pope Joan's table: the round board with its eight compartments (Pope,
// Matrimony, Intrigue, Ace, King, Queen, Jack, Game) and the counters in
// each, every seat's counters, the turn-up and the stops hand, the run being
// played with a stop marker naming the next leader, and a note on how the
// last deal ended.
#pragma once

#include "parlour/countertable.h"

namespace ct {
class PopeJoanState;
}

class PopeJoanBoardItem;

class PopeJoanTable : public CounterTable {
    Q_OBJECT

public:
    PopeJoanTable(TableScene* scene, GameController* controller);
    ~PopeJoanTable() override;

    void arrange() override;
    QString pileCaption(const QString& zone, const QString& caption) const override;
    QStringList descriptions() const override;

    PopeJoanBoardItem* board() const { return board_; }
    // The stop marker ("Stop. West leads.") and the note on the last deal.
    QString stopText() const;
    QString dealText() const;
    // A compartment's name on the board ("Matrimony"), by core's pool number.
    static QString poolName(int pool);

protected:
    Block seatBlock(int seat, int players, Side side) const override;
    Block centreBlock(int players) const override;
    QMap<QString, int> counterCounts(const ct::State& state) const override;
    std::vector<ct::CounterMove> lastMoves(const ct::State& state) const override;
    QPointF stackPosition(const QString& id) const override;
    void showChange(const ct::State* before, const ct::State& now, GameController::Change change) override;

private:
    const ct::PopeJoanState* game() const;

    PopeJoanBoardItem* board_;
    NoteItem* stop_;
    NoteItem* deal_;
};

// The board: a round tray of eight compartments around a hub showing the
// trump suit. The counters in each compartment are the ledger's stacks,
// placed at compartmentCentre().
class PopeJoanBoardItem : public QGraphicsObject {
    Q_OBJECT

public:
    PopeJoanBoardItem();
    void setRadius(qreal radius);
    qreal radius() const { return radius_; }
    void setTrumps(const QString& symbol, bool red);
    // Where compartment `pool` (core's pool number) keeps its counters, in
    // scene coordinates.
    QPointF compartmentCentre(int pool) const;
    // The compartment under a scene point, or -1.
    int compartmentAt(QPointF scenePoint) const;

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

    // The compartments clockwise from the top, by core's pool number.
    static const int kOrder[8];

private:
    qreal radius_ = 100;
    QString trumps_;
    bool red_ = false;
};
