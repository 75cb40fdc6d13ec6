// The shared part of the counter games' tables (Pope Joan, Snip Snap Snorum,
// Speculation): the seats around the table as blocks of zones, each with its
// stack of counters; the game's middle with its pools; chips flying when
// counters change hands; speech bubbles for what a seat said; and the
// player's cards that cannot be played now dimmed (core decides which).
#pragma once

#include <QHash>
#include <QPointF>
#include <QFont>
#include <QGraphicsObject>
#include <QPointer>

#include <memory>

#include "parlour/counter_moves.h"
#include "table/counteritems.h"
#include "table/tabledecoration.h"

class QGraphicsObject;

// A line of text on a dark pill ("Stop. West leads."), centred on its
// position; empty text hides it.
class NoteItem : public QGraphicsObject {
    Q_OBJECT

public:
    NoteItem();
    QString text() const { return text_; }
    void setText(const QString& text);
    void setFontSize(qreal pixels);
    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    QRectF box() const;
    QString text_;
    QFont font_;
};

class CounterTable : public TableDecoration {
    Q_OBJECT

public:
    CounterTable(TableScene* scene, GameController* controller);
    ~CounterTable() override;

    ct::TableLayout layout(const std::vector<ct::Zone>& zones, int players) const override;
    void arrange() override;
    void update(GameController::Change change) override;
    // Dims the player's cards that no legal action names (core decides).
    void markCards() override;
    QStringList descriptions() const override;

    CounterLedger* ledger() const { return ledger_; }
    // The text of the speech bubble by `seat` ("Snip!"), empty if none shows.
    QString bubble(int seat) const;

protected:
    // A group of zones drawn together, in grid units from its top-left corner.
    struct Block {
        std::vector<ct::ZoneLayout> zones;
        // Named points of the block (counter stacks, a board's centre).
        QHash<QString, QPointF> spots;
        double width = 1;
        double height = 1;
    };
    // Where a seat sits: the player at the bottom, the others on the left,
    // along the top or on the right.
    enum class Side { Bottom, Left, Top, Right };
    // The zones of one seat (its counters at the spot "seat<N>").
    virtual Block seatBlock(int seat, int players, Side side) const = 0;
    // A seat of a game of hands: the hand (the player's spread over
    // `ownExtent` card widths, the others' as a small face-down fan) and
    // its counters beside it, or under it on the sides of the table.
    static Block handSeat(int seat, Side side, double ownExtent);
    // The middle of the table: shared zones, pools, anything else.
    virtual Block centreBlock(int players) const = 0;
    // Every counter stack and what it holds now: "seat0".., and the pools.
    virtual QMap<QString, int> counterCounts(const ct::State& state) const = 0;
    // The captions over the stacks that are not a seat's ("Pool").
    virtual QString stackCaption(const QString& id) const;
    // What the last action paid, in order, as core lists it.
    virtual std::vector<ct::CounterMove> lastMoves(const ct::State& state) const = 0;
    // What changed from `before` (null after a jump) to the position now:
    // bubbles, banners, marks. Called after the counters were brought up to date.
    virtual void showChange(const ct::State* before, const ct::State& now, GameController::Change change);
    // Where a counter stack stands (by default its spot).
    virtual QPointF stackPosition(const QString& id) const { return spot(id); }
    // Where the named spot is, in scene coordinates (after layout()).
    QPointF spot(const QString& id) const;
    bool hasSpot(const QString& id) const { return spots_.contains(id); }
    // A speech bubble by the seat's counters until the next change.
    void say(int seat, const QString& text);
    void clearBubbles();
    // The seat name as the table shows it.
    QString seatName(int seat) const;
    int players() const;
    qreal cardWidth() const;

private:
    void placeStacks();

    CounterLedger* ledger_;
    mutable QHash<QString, QPointF> spots_; // grid units, from layout()
    QHash<int, QGraphicsObject*> bubbles_;
    std::unique_ptr<ct::State> previous_;
};
