// Snip Snap Snorum's table: every seat's counters as chips, the pool in the
// middle, the cards laid this deal with the open chain spread on top, a
// bubble for each "Snip!", "Snap!" and "Snorum!", and chips flying to the
// pool for every fine.
#pragma once

#include "parlour/countertable.h"

namespace ct {
class SnipSnapSnorumState;
}

class SnipSnapTable : public CounterTable {
    Q_OBJECT

public:
    SnipSnapTable(TableScene* scene, GameController* controller);
    ~SnipSnapTable() override;

    void arrange() override;
    QString pileCaption(const QString& zone, const QString& caption) const override;
    QStringList descriptions() const override;
    // The line under the laid cards: the open chain and who is to match it.
    QString chainText() const;

protected:
    Block seatBlock(int seat, int players, Side side) const override;
    Block centreBlock(int players) const override;
    QMap<QString, int> counterCounts(const ct::State& state) const override;
    std::vector<ct::CounterMove> lastMoves(const ct::State& state) const override;
    void showChange(const ct::State* before, const ct::State& now, GameController::Change change) override;

private:
    const ct::SnipSnapSnorumState* game() const;

    NoteItem* chain_;
};
