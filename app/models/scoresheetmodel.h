// The score sheet of a multi-round game as a table model: a thin view over the
// ScoreSheet that core keeps in the state. One row per round; columns: the
// round, the bid and who made it, the result (made, set, thrown in, who went
// out, who is out of the game ...), then each side's points and running total.
// The target shows in the totals' headers. Once the game is over, a last row
// says how it ended and who won, with the final totals.
#pragma once

#include <QAbstractTableModel>

#include "engine/scoresheet.h"

class ScoreSheetModel : public QAbstractTableModel {
    Q_OBJECT

public:
    explicit ScoreSheetModel(QObject* parent = nullptr);

    // Shows a copy of `sheet` (nullptr: an empty sheet); rows that already
    // exist stay, new rounds are appended, so views keep their scroll.
    void setSheet(const ct::ScoreSheet* sheet, const QStringList& sideNames = {});

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // The game's end in words ("West wins"), shown as a last row under the
    // rounds with the final totals; empty while the game goes on.
    void setResult(const QString& result);
    QString result() const { return result_; }

    int target() const { return sheet_.target; }
    // "Round", "Bid", "Result", then for each side "<name>" (points) and "<name> total".
    static constexpr int kFixedColumns = 3;
    // The column of a side's points, and of its running total.
    static int pointsColumn(int side) { return kFixedColumns + 2 * side; }
    static int totalColumn(int side) { return kFixedColumns + 2 * side + 1; }
    static constexpr int kBidColumn = 1;
    static constexpr int kResultColumn = 2;

private:
    ct::ScoreSheet sheet_;
    QStringList names_;
    QString result_;
};
