// The last trick, for review: its cards, who played each and who took it.
// Opened from the table at any time during a trick game.
#pragma once

#include <QDialog>

class DeckTheme;
class GameController;
class QHBoxLayout;
class QLabel;

class LastTrickDialog : public QDialog {
    Q_OBJECT

public:
    LastTrickDialog(GameController* controller, DeckTheme* deck, QWidget* parent = nullptr);
    // Shows the last trick of the position now; false if none was played yet.
    bool refresh();
    QString summary() const;

private:
    GameController* controller_;
    DeckTheme* deck_;
    QLabel* summary_;
    QHBoxLayout* cards_;
};
