// Snap's table (and Animal Snap's): each seat's pack face down beside its
// pile face up, the cry buttons in the middle ("Snap!" on Space; in Animal
// Snap one button per opponent's animal on keys 1 to 5) and the player's
// Turn button. Play runs against the clock: after each card a window in which
// nobody may turn, computers cry after reaction times drawn from the range of
// their level (core/parlour/snap_player.h), and the player's call is timed
// from the moment the card lies face up. Core judges every call.
#pragma once

#include <QElapsedTimer>
#include <QList>
#include <QTimer>

#include <optional>

#include "cards/rng.h"
#include "parlour/snap_player.h"
#include "table/tabledecoration.h"

namespace ct {
class SnapState;
}
class QCheckBox;
class QPushButton;
class TablePanel;

class SnapTable : public TableDecoration {
    Q_OBJECT

public:
    SnapTable(TableScene* scene, GameController* controller);
    ~SnapTable() override;

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
    // "Snap!" in Snap; in Animal Snap one button per other seat, by seat.
    QList<QPushButton*> cryButtons() const { return cries_; }
    QCheckBox* autoTurnBox() const { return autoTurn_; }
    // The player's animal in Animal Snap (translated), empty in Snap.
    QString ownAnimal() const;
    // The pause after each card before the next may be turned.
    int windowMs() const { return windowMs_; }
    void setWindowMs(int milliseconds) { windowMs_ = milliseconds; }
    // The computers' reflexes: by default those of the computer level.
    void setReflexes(std::optional<ct::SnapReflexes> reflexes) { reflexes_ = reflexes; }
    // The player's turn comes by itself after this long (with the box ticked).
    static constexpr int kAutoTurnMs = 4000;

private:
    const ct::SnapState* game() const;
    QString seatName(int seat) const;
    // The turn of whoever is on turn: the card flies from pack to pile, and
    // core turns it when it lies face up (a call during the flight is judged
    // against the piles as they were).
    void startTurn();
    void finishTurn(int generation);
    // The player's cry; `named` is the seat whose animal is called (Animal
    // Snap), or -1 for "Snap!".
    void cry(int named);
    void computerCry(const ct::SnapCry& cry, int generation);
    // After a call: who won what, or who paid for a false call.
    void reportCall(int reactionMs);
    void schedule();
    void rebuildCryButtons();

    TablePanel* panel_;
    QPushButton* turn_;
    QCheckBox* autoTurn_;
    QList<QPushButton*> cries_;
    QTimer pacer_; // the window after a card, then the next turn
    QTimer autoTurnTimer_;
    QElapsedTimer shown_; // since the last card lay face up
    bool inFlight_ = false;
    bool windowOpen_ = false; // nobody may turn yet
    int generation_ = 0; // bumped by every turn, undo and new game
    int windowMs_ = ct::kSnapWindowMs;
    std::optional<ct::SnapReflexes> reflexes_;
    ct::Rng rng_;
    QString lastEvent_;
};
