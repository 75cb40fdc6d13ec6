// Decisions the cards on the table cannot show by themselves (a bid, naming
// trump, choosing cards to exchange or lay aside, going on after a round's
// summary) are made on a panel over the table. A game family adds its
// panels to the host; the host shows the one that has something to ask.
#pragma once

#include <QFrame>
#include <QList>

#include "table/tablescene.h"

class GameController;
class QGraphicsView;
class QLabel;
class QVBoxLayout;

class DecisionPanel : public QFrame {
    Q_OBJECT

public:
    DecisionPanel(GameController* controller, TableScene* scene, QWidget* parent = nullptr);

    // Whether the panel has something to ask now (the player to act in its
    // phase, or the table holding a summary).
    virtual bool wanted() const = 0;
    // Fills the panel from the position; called before it shows and after
    // every change while it is shown.
    virtual void refresh() = 0;
    // A panel that chooses cards takes the clicks on them while shown.
    virtual TableScene::CardPicker* picker() { return nullptr; }

protected:
    // A heading and a line of explanation at the top of the panel.
    void setHeading(const QString& title, const QString& explanation = {});
    QVBoxLayout* body() const { return body_; }

    GameController* controller_;
    TableScene* scene_;

private:
    QLabel* title_;
    QLabel* explanation_;
    QVBoxLayout* body_;
};

class DecisionHost : public QWidget {
    Q_OBJECT

public:
    // Floats over `view`, centred above the player's hand.
    DecisionHost(TableScene* scene, QGraphicsView* view);

    void addPanel(DecisionPanel* panel);
    DecisionPanel* current() const { return current_; }
    // Picks the panel to show (or none) for the position now.
    void refresh();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void place();

    TableScene* scene_;
    QGraphicsView* view_;
    QList<DecisionPanel*> panels_;
    DecisionPanel* current_ = nullptr;
};
