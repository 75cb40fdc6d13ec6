// The end of a game against computer players: who won, the final totals,
// and a new game offered at once. Family-neutral: read from core's outcome,
// seats and score sheet.
#pragma once

#include <QDialog>

namespace ct {
class State;
}
class QLabel;
class QPushButton;

class GameOverDialog : public QDialog {
    Q_OBJECT

public:
    GameOverDialog(const ct::State& state, QWidget* parent = nullptr);

    // "You won!", "West & East won." ...
    static QString winnerText(const ct::State& state);
    QString headline() const;
    QPushButton* newGameButton() const { return newGame_; }

signals:
    void newGameRequested();

private:
    QLabel* headline_;
    QLabel* details_;
    QPushButton* newGame_;
};
