// Beggar My Neighbor's table: a duel (or a round table) to watch. The packs
// face down with their counts, the pile fanned in the middle, the payment
// still owed after a court card, and the pacing controls: turn the next card,
// let the cards turn by themselves at the speed of the slider, or play the
// deal to its end. An endless deal is announced as such.
#pragma once

#include <QTimer>

#include "table/tabledecoration.h"

namespace ct {
class BeggarMyNeighborState;
}
class QCheckBox;
class QGraphicsSimpleTextItem;
class QPushButton;
class QSlider;
class TablePanel;

class BeggarTable : public TableDecoration {
    Q_OBJECT

public:
    BeggarTable(TableScene* scene, GameController* controller);
    ~BeggarTable() override;

    ct::TableLayout layout(const std::vector<ct::Zone>& zones, int players) const override;
    void arrange() override;
    void update(GameController::Change change) override;
    QString pileCaption(const QString& zone, const QString& caption) const override;
    bool ownsActions() const override { return true; }
    bool activate(const QString& zone, int index) override;
    bool handleKey(QKeyEvent* event) override;
    QStringList descriptions() const override;

    TablePanel* panel() const { return panel_; }
    QPushButton* turnButton() const { return turn_; }
    QCheckBox* autoBox() const { return auto_; }
    QSlider* speedSlider() const { return speed_; }
    QPushButton* endButton() const { return toEnd_; }
    // The pause between two cards at the slider's speed, in milliseconds.
    int interval() const;
    // The count-down shown beside the pile ("owes 3"), empty when none.
    QString countdownText() const;

private:
    const ct::BeggarMyNeighborState* game() const;
    // Turns the next card for whoever is to play.
    void turnNext();
    void playToEnd();
    // Starts the pacing timer when the next card turns by itself.
    void schedule();
    QString situation() const;
    QString seatName(int seat) const;
    void animateTurn(GameController::Change change);

    TablePanel* panel_;
    QPushButton* turn_;
    QCheckBox* auto_;
    QSlider* speed_;
    QPushButton* toEnd_;
    QGraphicsSimpleTextItem* countdown_;
    QTimer pacer_;
    // The pile as last drawn (cards and where they lay), to sweep it to its
    // taker when a trick is won.
    std::vector<ct::Card> lastPile_;
    std::vector<QPointF> lastPilePlaces_;
    int lastTricks_ = 0;
    int lastToPlay_ = 0;
    QString lastTake_;
};
