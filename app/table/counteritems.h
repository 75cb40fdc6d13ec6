// Counters on the table (the chips of Pope Joan, Snip Snap Snorum and
// Speculation): a stack that shows how many counters a place holds, and a
// ledger that brings every stack to new totals by flying chips from the
// places that lost counters to the places that gained them.
#pragma once

#include <QGraphicsObject>
#include <QHash>
#include <QList>
#include <QMap>
#include <QPointer>
#include <QString>

class QGraphicsScene;

class CounterStackItem : public QGraphicsObject {
    Q_OBJECT

public:
    explicit CounterStackItem(const QString& id, QGraphicsItem* parent = nullptr);

    const QString id;

    int count() const { return count_; }
    void setCount(int count);
    // A short line over the stack ("Pool", a compartment's name); none by default.
    void setCaption(const QString& caption);
    QString caption() const { return caption_; }
    // The diameter of one chip, in pixels.
    void setChipSize(qreal diameter);
    qreal chipSize() const { return chip_; }
    // Where a flying chip lands or leaves from, in scene coordinates.
    QPointF landingPoint() const;
    // The stack's spoken text: "Pool: 12 counters".
    QString description() const;

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

    // How a count is drawn: chips worth ten (gold) beside chips worth one
    // (ivory), at most kMaxShown of each; a negative count draws no chip.
    static constexpr int kMaxShown = 12;
    static int tensShown(int count);
    static int onesShown(int count);

private:
    void refreshToolTip();

    int count_ = 0;
    QString caption_;
    qreal chip_ = 28;
};

// Every counter stack of one table, by id ("seat0", "pool", "pool:pope" ...).
class CounterLedger : public QObject {
    Q_OBJECT

public:
    struct Transfer {
        QString from;
        QString to;
        int amount = 0;
        bool operator==(const Transfer&) const = default;
    };

    explicit CounterLedger(QGraphicsScene* scene, QObject* parent = nullptr);
    ~CounterLedger() override;

    // Makes a stack (on the scene, or inside `parent`).
    CounterStackItem* add(const QString& id, QGraphicsItem* parent = nullptr);
    CounterStackItem* stack(const QString& id) const { return stacks_.value(id); }
    QStringList ids() const { return stacks_.keys(); }
    // What each stack shows now (counters in flight are on none).
    QMap<QString, int> counts() const;
    void setChipSize(qreal diameter);

    // Brings the stacks to `counts`. When `moves` (what the game says was
    // paid, in order) lead there from what the stacks show, chips fly for
    // each of them in turn; otherwise whatever changed goes from the stacks
    // that lost to those that gained, largest first. With a duration of 0
    // the counts change at once.
    void settle(const QMap<QString, int>& counts, int duration, const QList<Transfer>& moves = {});
    // Sets the counts at once, cancelling any flight.
    void reset(const QMap<QString, int>& counts);
    // Chip flights still under way.
    int running() const { return running_; }

    // Movements that turn `before` into `after`, the biggest loser paying
    // the biggest gainer first (tested).
    static QList<Transfer> transfers(const QMap<QString, int>& before, const QMap<QString, int>& after);

signals:
    void flightStarted();
    void flightFinished();

private:
    struct Flight {
        QString to;
        int amount = 0;
        int chipsLeft = 0;
        QList<QPointer<QGraphicsObject>> chips;
    };
    void fly(const Transfer& transfer, int duration, int delay);
    // The flight's counters reach their stack (its chips are gone).
    void land(int id);
    void stopFlights();

    QGraphicsScene* scene_;
    QMap<QString, CounterStackItem*> stacks_;
    QHash<int, Flight> flights_;
    int lastFlight_ = 0;
    int running_ = 0;
    qreal chip_ = 28;
};
