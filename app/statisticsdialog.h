// The statistics window: the table of every game played, a reset per game
// and for all, and an export to CSV.
#pragma once

#include <QDialog>

class GameStore;
class QTableView;
class StatisticsModel;

class StatisticsDialog : public QDialog {
    Q_OBJECT

public:
    StatisticsDialog(GameStore* store, QWidget* parent = nullptr);
    StatisticsModel* model() const { return model_; }
    QTableView* table() const { return table_; }
    // Writes the CSV export; false with a message on failure.
    bool exportCsv(const QString& path, QString* error = nullptr);

private:
    void save();

    GameStore* store_;
    StatisticsModel* model_;
    QTableView* table_;
};
