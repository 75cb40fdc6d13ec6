// All Fours's table: the hands (the player's face up, the cards he may not
// play dimmed, as core says), the stock with the turned-up card and the dead
// turn-ups beside it, the trick in the middle, each side's cards won; the
// begging and giving choices as buttons; and the score sheet of High, Low,
// Jack and Game deal by deal (AllFoursScoreModel) with the breakdown of the
// last deal.
#pragma once

#include "table/tabledecoration.h"

namespace ct {
class AllFoursState;
}
class AllFoursScoreModel;
class QGraphicsProxyWidget;
class QPushButton;
class QTableView;
class TablePanel;

class FoursTable : public TableDecoration {
    Q_OBJECT

public:
    FoursTable(TableScene* scene, GameController* controller);
    ~FoursTable() override;

    ct::TableLayout layout(const std::vector<ct::Zone>& zones, int players) const override;
    void arrange() override;
    void update(GameController::Change change) override;
    QString pileCaption(const QString& zone, const QString& caption) const override;
    bool ownsActions() const override { return true; }
    QStringList descriptions() const override;

    TablePanel* panel() const { return panel_; }
    AllFoursScoreModel* scoreModel() const { return model_; }
    QTableView* scoreView() const { return view_; }
    // The decision buttons: stand, beg, give one, run (shown when legal).
    QList<QPushButton*> choiceButtons() const { return choices_; }
    // The side names used on the sheet ("You", "North"; "You & North" ...).
    QStringList sideNames() const;
    // "High: You (A♠) · Low: ..." for the last finished deal, empty before.
    QString lastDealText() const;

private:
    const ct::AllFoursState* game() const;
    QString seatName(int seat) const;
    QString sideName(int side) const;
    void dimUnplayable();

    TablePanel* panel_;
    QList<QPushButton*> choices_;
    AllFoursScoreModel* model_;
    QTableView* view_;
    QGraphicsProxyWidget* sheetProxy_ = nullptr;
};
