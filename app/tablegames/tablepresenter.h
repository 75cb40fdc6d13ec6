// How a table game of several players is shown: the seats around the table
// (seat 0, the player, at the bottom), a plate for each seat, the shared
// piles in the middle, and the frames a change is shown in (a trick lying
// complete before it is swept away, a round's summary, the next deal).
// The base class draws any game with seats from core's zones alone; a family
// (the trick games) refines it. No rule lives here: every fact comes from core.
#pragma once

#include <QHash>
#include <QList>
#include <QPointF>
#include <QRectF>
#include <QString>

#include <functional>
#include <memory>
#include <vector>

#include "engine/game.h"
#include "engine/state.h"
#include "tablegames/seatplate.h"

class GameController;

// One picture of the table on the way from one position to the next.
struct TableFrame {
    std::vector<ct::Zone> zones;
    // Who put each card where it lies (by the card's text), for piles whose
    // cards sit before their player (a trick).
    QHash<QString, int> playedBy;
    int pause = 0; // ms (at normal speed) the picture stays before the next
    bool deal = false; // the cards are dealt out
    bool hold = false; // stays until released: a round's summary
    QString banner; // said on the table while the frame shows
    QString note; // the table's note for this frame (empty: the presenter's)
    // The position the frame shows, for plates and notes.
    std::shared_ptr<const ct::State> state;
};

// Where things go, in card widths (x) and card heights (y).
struct SeatLayout {
    ct::TableLayout table;
    QHash<int, QPointF> plates; // top-left of each seat's plate
    double plateWidth = 2.3; // in card widths
    QPointF note; // centre of the table's note (trump, contract)
    QPointF dealFrom; // where dealt cards come from
};

class TablePresenter {
public:
    // A presenter for games of several players; nullptr for patience. A
    // family with a table of its own registers its presenter once.
    static std::unique_ptr<TablePresenter> create(const ct::State& state);
    using Factory = std::function<std::unique_ptr<TablePresenter>()>;
    static void registerFamily(ct::Family family, Factory factory);
    virtual ~TablePresenter() = default;

    // The zones as seat 0 may see them, its own hand in the order it holds it.
    static std::vector<ct::Zone> observed(const ct::State& state);
    // The frame of a position, as it stands.
    static TableFrame plainFrame(const ct::State& state);

    // The frames that show a change: from `before` (the position last shown;
    // nullptr at the start) to `after`. `newDeal`: a game just started.
    virtual QList<TableFrame> frames(const ct::State* before, const ct::State& after, bool newDeal) const;
    // The table for a frame, `tableAspect` being the view's width over its
    // height measured in cards (so a wide window gives a wide table).
    virtual SeatLayout layout(const TableFrame& frame, double tableAspect) const;
    // How far card `index` of `zone` lies from its zone's place, in cards.
    // Cards of the trick sit before the seat that played them.
    virtual QPointF cardOffset(const TableFrame& frame, const ct::Zone& zone, int index) const;
    // The zone a card newly shown in `zone` came from (empty: unknown), so
    // that it flies from there.
    virtual QString originZone(const TableFrame& frame, const ct::Zone& zone, int index) const;
    // What the plate of `seat` says.
    virtual SeatPlateInfo plateInfo(
        const TableFrame& frame, int seat, const GameController& controller) const;
    // The table's note: trump, the contract ... (empty: none).
    virtual QString tableNote(const TableFrame&) const { return {}; }
    // A seat's name: "You", "West" ...
    virtual QString seatName(int seat, int players) const;

protected:
    // Where a seat sits, as an angle: 90 degrees (the bottom) for seat 0,
    // the others clockwise around the table.
    static double seatAngle(int seat, int players);
    // The seat a zone belongs to for placing it (its owner by default).
    virtual int zoneSeat(const TableFrame& frame, const ct::Zone& zone) const;
    // Places one middle zone (not a seat's) at `x`, `y`; false to leave it to
    // the default row of middle piles.
    virtual bool placeMiddleZone(
        const TableFrame&, const ct::Zone&, SeatLayout&, double /*width*/, double /*height*/) const
    {
        return false;
    }
};
