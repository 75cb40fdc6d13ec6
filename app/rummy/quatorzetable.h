// Quatorze at the table: the player's hand in an order of their own (dragged
// about, or sorted by sets or by runs), cards selected and dropped on the
// table to form a meld or on a meld to add to it, an opening gathered meld
// by meld with its count towards 51 shown as it grows, and every player's
// melds laid out beside them. Every rule stays in core: the count, the
// reasons and whether anything may be played come from QuatorzeState.
#pragma once

#include <QPointer>
#include <QWidget>

#include <vector>

#include "cards/card.h"
#include "engine/action.h"
#include "table/tableextension.h"

namespace ct {
class QuatorzeState;
}

class QLabel;
class QPushButton;


class QuatorzeTable : public TableExtension {
    Q_OBJECT

public:
    QuatorzeTable(TableScene* scene, GameController* controller);
    ~QuatorzeTable() override;

    void arrangeZones(std::vector<ct::Zone>& zones) override;
    ct::TableLayout layout(const std::vector<ct::Zone>& zones) const override;
    bool click(const QString& zone, int index) override;
    std::optional<QList<int>> dragGroup(const QString& zone, int index) override;
    bool drop(const QString& zone, const QList<int>& indices, const QString& target, QPointF scenePos) override;
    void placed() override;

    enum class Sort { Sets, Runs };
    void sortHand(Sort sort);
    // Puts the gathered melds down as one action (the opening); false, with
    // core's reason said, if they may not go down.
    bool putDown();
    // Every gathered meld back into the hand.
    void takeBack();

    // What the table shows, for tests and the panel.
    const std::vector<ct::Card>& handOrder() const { return order_; }
    const std::vector<std::vector<ct::Card>>& gathered() const { return gathered_; }
    const std::vector<ct::Card>& selected() const { return selected_; }
    QString countText() const;
    QWidget* panel() const { return panel_; }

    // Zone ids of the table's own: gathered melds and the place for a new one.
    static QString gatheredZone(int index) { return QStringLiteral("gather%1").arg(index + 1); }
    static QString newMeldZone() { return QStringLiteral("meld-new"); }

private:
    const ct::QuatorzeState* state() const;
    bool myTurn() const;
    ct::Card handCard(int index) const;
    std::vector<ct::Card> cardsOf(const QString& zone, const QList<int>& indices) const;
    int gatheredIndex(const QString& zone) const;
    int meldIndex(const QString& zone) const;
    void say(const QString& text) const;
    void changed();
    void updatePanel();

    // Gestures.
    void toggleSelected(ct::Card card);
    void moveInHand(const std::vector<ct::Card>& cards, QPointF scenePos);
    bool gather(std::vector<ct::Card> group, int into = -1);
    bool meldNow(std::vector<ct::Card> cards);
    bool addToMeld(std::vector<ct::Card> cards, int meld, QPointF scenePos);
    bool takeAndMeld(const QString& target, QPointF scenePos);
    bool playSequence(const std::vector<ct::Action>& actions);

    std::vector<ct::Card> order_;                  // the hand as the player arranged it
    std::vector<std::vector<ct::Card>> gathered_;  // melds set aside for an opening
    std::vector<ct::Card> selected_;
    QPointer<QWidget> panel_;
    QLabel* count_ = nullptr;
    QPushButton* putDown_ = nullptr;
    QPushButton* takeBack_ = nullptr;
    QPushButton* sortSets_ = nullptr;
    QPushButton* sortRuns_ = nullptr;
};
