// The panel of a Speculation sale, shown when the player has a decision:
// keep or offer the best card, bid (a spinner limited to what core allows)
// or pass, accept or refuse the high bid. Every choice is one of core's
// legal actions, played through the GameController.
#pragma once

#include <QWidget>

#include "engine/action.h"

class GameController;
class QLabel;
class QPushButton;
class QSpinBox;

class SpeculationPanel : public QWidget {
    Q_OBJECT

public:
    explicit SpeculationPanel(GameController* controller, QWidget* parent = nullptr);

    // Shows the player's choices in this position; hides when there are none.
    void refresh();
    QString title() const;
    QSpinBox* bidBox() const { return bid_; }

private:
    void play(const ct::Action& action);

    GameController* controller_;
    QLabel* title_;
    QLabel* detail_;
    QSpinBox* bid_;
    QPushButton* keep_;
    QPushButton* offer_;
    QPushButton* bidButton_;
    QPushButton* pass_;
    QPushButton* accept_;
    QPushButton* refuse_;
};
