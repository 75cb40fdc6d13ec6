// The statistics book as a table model: one row per game and variant, one
// column per figure, for the statistics window.
#pragma once

#include <QAbstractTableModel>

#include "engine/statistics.h"

class StatisticsModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column {
        GameColumn,
        PlayedColumn,
        WonColumn,
        WinRateColumn,
        CurrentStreakColumn,
        BestStreakColumn,
        WorstStreakColumn,
        BestTimeColumn,
        FewestMovesColumn,
        AssistedColumn,
        RoundsWonColumn,
        AverageScoreColumn,
        BidsMadeColumn,
        BidsSetColumn,
        ColumnCount
    };

    enum Role { KeyRole = Qt::UserRole + 1 };

    explicit StatisticsModel(ct::StatisticsBook* book, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // Call after the book changed.
    void refresh();
    void resetRow(int row);

    // "Klondike (draw=3)" from "klondike draw=3".
    static QString variantName(const QString& key);

private:
    ct::StatisticsBook* book_;
    QStringList keys_;
};
