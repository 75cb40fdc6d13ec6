// The decision panels of the Rook trick games: the auction (only the bids
// core allows, with the calls so far), naming trump, Rook for Two's exchange
// of two cards or none with the nest, Kentucky Discard's cards laid aside,
// and the summary that closes each round. Legality comes from core.
#pragma once

#include <QList>
#include <QPair>

#include "cards/card.h"
#include "tablegames/decisionpanel.h"

class QComboBox;
class QLabel;
class QPushButton;
class QTableView;
class ScoreSheetModel;

namespace ct {
class State;
class TrickState;
struct Action;
} // namespace ct

namespace TrickPanels {
// Adds the trick games' panels to `host`.
void addTo(DecisionHost* host, GameController* controller, TableScene* scene, ScoreSheetModel* sheet);
// "The computer would play the yellow 14": what a hint proposes, in words.
QString hintText(const ct::State& state, const ct::Action& action);
} // namespace TrickPanels

// Shared by the trick panels: the trick state the player acts in.
class TrickPanel : public DecisionPanel {
    Q_OBJECT

public:
    using DecisionPanel::DecisionPanel;

protected:
    const ct::TrickState* tricks() const;
    // The player is to act in this phase and the table has shown everything.
    bool playerActsIn(int phase) const;
};

class BiddingPanel : public TrickPanel {
    Q_OBJECT

public:
    BiddingPanel(GameController* controller, TableScene* scene, QWidget* parent = nullptr);
    bool wanted() const override;
    void refresh() override;

    QComboBox* amounts() const { return amounts_; }
    QPushButton* bidButton() const { return bid_; }
    QPushButton* passButton() const { return pass_; }
    QLabel* history() const { return history_; }

private:
    QLabel* history_;
    QComboBox* amounts_;
    QPushButton* bid_;
    QPushButton* pass_;
};

class TrumpPanel : public TrickPanel {
    Q_OBJECT

public:
    TrumpPanel(GameController* controller, TableScene* scene, QWidget* parent = nullptr);
    bool wanted() const override;
    void refresh() override;
    QList<QPushButton*> buttons() const { return buttons_; }

private:
    QList<QPushButton*> buttons_;
};

// Chooses cards by clicking them on the table, then confirms.
class CardChoicePanel : public TrickPanel, public TableScene::CardPicker {
    Q_OBJECT

public:
    using TrickPanel::TrickPanel;
    TableScene::CardPicker* picker() override { return this; }
    bool isPicked(const QString& zone, ct::Card card) const override;
    void toggle(const QString& zone, ct::Card card) override;
    const QList<QPair<QString, ct::Card>>& picks() const { return picks_; }

protected:
    // How many cards of `zone` may be chosen.
    virtual int limit(const QString& zone) const = 0;
    virtual void picksChanged() = 0;
    // Forgets the picks when a new decision starts.
    void startDecision();

    QList<QPair<QString, ct::Card>> picks_;

private:
    int decision_ = -1;
};

class ExchangePanel : public CardChoicePanel {
    Q_OBJECT

public:
    ExchangePanel(GameController* controller, TableScene* scene, QWidget* parent = nullptr);
    bool wanted() const override;
    void refresh() override;
    bool canPick(const QString& zone, ct::Card card) const override;
    QPushButton* exchangeButton() const { return exchange_; }
    QPushButton* keepButton() const { return keep_; }

protected:
    int limit(const QString& zone) const override;
    void picksChanged() override;

private:
    QLabel* chosen_;
    QPushButton* exchange_;
    QPushButton* keep_;
};

class DiscardPanel : public CardChoicePanel {
    Q_OBJECT

public:
    DiscardPanel(GameController* controller, TableScene* scene, QWidget* parent = nullptr);
    bool wanted() const override;
    void refresh() override;
    bool canPick(const QString& zone, ct::Card card) const override;
    QPushButton* discardButton() const { return discard_; }

protected:
    int limit(const QString& zone) const override;
    void picksChanged() override;

private:
    int toLayAside() const;
    QLabel* chosen_;
    QPushButton* discard_;
};

class RoundSummaryPanel : public TrickPanel {
    Q_OBJECT

public:
    RoundSummaryPanel(
        GameController* controller, TableScene* scene, ScoreSheetModel* sheet, QWidget* parent = nullptr);
    bool wanted() const override;
    void refresh() override;
    QPushButton* continueButton() const { return continue_; }
    QTableView* sheetView() const { return table_; }

private:
    QLabel* result_;
    QTableView* table_;
    QPushButton* continue_;
};
