// The end of a table game: who won, how it ended, and the score sheet's last
// totals, with a new game one click away. Generic over every game of several
// players with a score sheet.
#pragma once

#include <QDialog>

class QAbstractItemModel;
class QLabel;

class GameOverDialog : public QDialog {
    Q_OBJECT

public:
    // `result` in words ("West wins."); `scores` the score sheet model, whose
    // last row (the result row) the dialog shows scrolled into view.
    GameOverDialog(const QString& result, QAbstractItemModel* scores, QWidget* parent = nullptr);

signals:
    void newGameRequested();
};
