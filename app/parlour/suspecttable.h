// I Suspect You's table: the hands round the table (the player's face up),
// the face-down pile in the middle with its count and the rank called for
// the next card in large letters. After another seat's play the player may
// say "I suspect you!" or pass before a count-down runs out; a challenge
// turns the card up with a clear "truthful" or "caught" and the pile goes to
// whoever was wrong. Cards are laid by clicking them; core says which may go.
#pragma once

#include <QElapsedTimer>
#include <QTimer>

#include <optional>

#include "parlour/i_suspect_you.h"
#include "table/tabledecoration.h"

class QGraphicsSimpleTextItem;
class QPushButton;
class TablePanel;

class SuspectTable : public TableDecoration {
    Q_OBJECT

public:
    SuspectTable(TableScene* scene, GameController* controller);
    ~SuspectTable() override;

    ct::TableLayout layout(const std::vector<ct::Zone>& zones, int players) const override;
    void arrange() override;
    void update(GameController::Change change) override;
    QString pileCaption(const QString& zone, const QString& caption) const override;
    bool ownsActions() const override { return true; }
    bool handleKey(QKeyEvent* event) override;
    QStringList descriptions() const override;

    TablePanel* panel() const { return panel_; }
    QPushButton* suspectButton() const { return suspect_; }
    QPushButton* passButton() const { return pass_; }
    // The large "Call: 7" by the pile.
    QString callText() const;
    // How long the player has to challenge (0: as long as he likes).
    int challengeWindowMs() const { return challengeMs_; }
    void setChallengeWindowMs(int milliseconds) { challengeMs_ = milliseconds; }
    static constexpr int kDefaultChallengeMs = 3000;

private:
    const ct::ISuspectYouState* game() const;
    QString seatName(int seat) const;
    void answer(bool suspect);
    void tick();
    // A challenge just settled: the card is shown face up, then goes with the
    // pile to whoever picked it up.
    void reveal(const ct::ISuspectYouState::Challenge& challenge);
    QString challengeText(const ct::ISuspectYouState::Challenge& challenge) const;

    TablePanel* panel_;
    QPushButton* suspect_;
    QPushButton* pass_;
    QGraphicsSimpleTextItem* call_;
    QTimer countdown_;
    QElapsedTimer asked_;
    int challengeMs_ = kDefaultChallengeMs;
    std::optional<ct::ISuspectYouState::Challenge> lastChallenge_;
    int lastPlays_ = 0;
    QString lastEvent_;
};
