// The table of the Rook trick games (High 14, Rook for Two, Kentucky
// Discard): each card played lies before its player, a complete trick stays
// to be read and is then swept to its winner, a round ends with its summary
// before the next deal, High 14 shows its cut, Rook for Two's Dummy sits as
// a face-down pile beside the dealer. Every fact is read from core's
// TrickState; the presenter only decides how it looks.
#pragma once

#include <QCoreApplication>

#include "tablegames/tablepresenter.h"

namespace ct {
class TrickState;
struct Trick;
} // namespace ct

class TrickPresenter : public TablePresenter {
    Q_DECLARE_TR_FUNCTIONS(TrickPresenter)

public:
    // Registers the presenter for the trick-taking family.
    static void install();

    QList<TableFrame> frames(const ct::State* before, const ct::State& after, bool newDeal) const override;
    SeatPlateInfo plateInfo(
        const TableFrame& frame, int seat, const GameController& controller) const override;
    QString tableNote(const TableFrame& frame) const override;
    QString originZone(const TableFrame& frame, const ct::Zone& zone, int index) const override;

    // The frame of a trick position as it stands: who played each card of
    // the trick in progress.
    static TableFrame frameOf(const ct::TrickState& state);

protected:
    int zoneSeat(const TableFrame& frame, const ct::Zone& zone) const override;
    bool placeMiddleZone(const TableFrame& frame, const ct::Zone& zone, SeatLayout& layout, double width,
        double height) const override;

private:
    QList<TableFrame> openingFrames(const ct::TrickState& state) const;
    // `before` with the rest of `trick` played into the middle.
    TableFrame trickFrame(const ct::TrickState& before, const ct::Trick& trick) const;
};
