// The score sheet of a multi-round game as a table model: a thin view over the
// ScoreSheet that core keeps in the state. One row per round; columns: the
// round, its note (bid, made or set, who won the round, who is out), then
// each side's points and total; once the game is over, a last row that says
// how it ended and who won.
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
    // The game's end in words ("West wins"), shown as a last row under the
    // rounds with the final totals; empty while the game goes on.
    void setResult(const QString& result);
    QString result() const { return result_; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    int target() const { return sheet_.target; }
    // "Round", "Note", then for each side "<name>" (points) and "Total".
    static constexpr int kFixedColumns = 2;

private:
    ct::ScoreSheet sheet_;
    QStringList names_;
    QString result_;
};
