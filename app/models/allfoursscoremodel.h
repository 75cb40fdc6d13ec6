// All Fours's score sheet as a table model, a thin view over the score sheet
// core keeps: one row per deal with the side that scored each of High, Low,
// Jack and Game, the points that came before play (a turned-up jack, the
// gift), the card points each side took, and the running totals.
#pragma once

#include <QAbstractTableModel>
#include <QStringList>

#include "engine/scoresheet.h"

class AllFoursScoreModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Deal, High, Low, Jack, Game, Before, CardPoints, FirstTotal };

    explicit AllFoursScoreModel(QObject* parent = nullptr);

    // Shows a copy of `sheet` (nullptr: empty) with the sides named
    // `sideNames`; new deals are appended, so views keep their place.
    void setSheet(const ct::ScoreSheet* sheet, const QStringList& sideNames);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // The side credited with `what` ("high", "low", "jack", "game") in a row's
    // note, or -1 if nobody was.
    static int sideCredited(const ct::ScoreRow& row, const QString& what);

private:
    QString sideName(int side) const;
    QString beforePlay(const ct::ScoreRow& row) const;

    ct::ScoreSheet sheet_;
    QStringList names_;
};
