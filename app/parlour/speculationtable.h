// Speculation's table: every seat's face-down stack, the cards it turned up
// and the cards it bought; the turn-up, the pool and every seat's counters
// as chips; a crown on the best card; a bubble for each seat's word in a
// sale; and the panel through which the player keeps or offers a card,
// bids or passes, and accepts or refuses a bid.
#pragma once

#include "parlour/countertable.h"

namespace ct {
class SpeculationState;
}

class QGraphicsProxyWidget;
class SpeculationPanel;

class SpeculationTable : public CounterTable {
    Q_OBJECT

public:
    SpeculationTable(TableScene* scene, GameController* controller);
    ~SpeculationTable() override;

    void arrange() override;
    QString pileCaption(const QString& zone, const QString& caption) const override;
    bool ownsActions() const override { return true; }
    QStringList descriptions() const override;

    SpeculationPanel* panel() const { return panel_; }
    // Where the crown sits: the zone and index of the best card ("" if none).
    QString crownedZone() const { return crownZone_; }
    int crownedIndex() const { return crownIndex_; }

protected:
    Block seatBlock(int seat, int players, Side side) const override;
    Block centreBlock(int players) const override;
    QMap<QString, int> counterCounts(const ct::State& state) const override;
    std::vector<ct::CounterMove> lastMoves(const ct::State& state) const override;
    void showChange(const ct::State* before, const ct::State& now, GameController::Change change) override;

private:
    const ct::SpeculationState* game() const;
    void placeCrown();
    void placePanel();

    SpeculationPanel* panel_;
    QGraphicsProxyWidget* proxy_;
    QGraphicsObject* crown_;
    NoteItem* note_;
    QString crownZone_;
    int crownIndex_ = -1;
};
