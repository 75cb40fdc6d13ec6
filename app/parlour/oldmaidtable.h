// Old Maid's table: the hands round the table (the player's face up), the
// pairs thrown out in a heap in the middle. When it is the player's turn to
// draw, the offerer's hand comes forward as a face-down fan to pick from;
// when a computer draws from the player, it is seen to hover over his cards
// before it takes one; every card drawn is seen to travel. The player may
// shuffle his hand before offering it.
#pragma once

#include <QPointF>
#include <QTimer>

#include <vector>

#include "cards/card.h"
#include "cards/rng.h"
#include "table/tabledecoration.h"

namespace ct {
class OldMaidState;
}
class CardItem;
class QPushButton;
class TablePanel;

class OldMaidTable : public TableDecoration {
    Q_OBJECT

public:
    OldMaidTable(TableScene* scene, GameController* controller);
    ~OldMaidTable() override;

    ct::TableLayout layout(const std::vector<ct::Zone>& zones, int players) const override;
    void arrange() override;
    QPointF cardOffset(const ct::Zone& zone, int index) const override;
    void update(GameController::Change change) override;
    QString pileCaption(const QString& zone, const QString& caption) const override;
    bool ownsActions() const override { return true; }
    bool activate(const QString& zone, int index) override;
    QStringList descriptions() const override;

    TablePanel* panel() const { return panel_; }
    QPushButton* shuffleButton() const { return shuffle_; }
    // Whether the offerer's hand is spread in the middle for the player to draw.
    bool offering() const;

private:
    const ct::OldMaidState* game() const;
    QString seatName(int seat) const;
    void hover();
    void showTravel(GameController::Change change);

    TablePanel* panel_;
    QPushButton* shuffle_;
    QTimer hover_;
    CardItem* lifted_ = nullptr;
    ct::Rng rng_;
    // What the last picture showed, to send each card drawn or thrown out on
    // its way: the discards, the draws, and where the player clicked.
    std::vector<ct::Card> lastHand_;
    std::size_t lastDiscards_ = 0;
    int lastDraws_ = 0;
    int lastDrawer_ = -1;
    int lastOfferer_ = -1;
    QPointF pickedFrom_;
    bool picked_ = false;
};
