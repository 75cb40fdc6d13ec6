// The set-up of a new game against computer players, driven by what core
// says of the game: how many players it takes, its table options (the
// target, partnerships, variants) and how strong the computer players are.
// The choices are kept per game for the next time.
#pragma once

#include <QDialog>
#include <QList>
#include <QPair>

#include <functional>

#include "ai/player.h"
#include "engine/game.h"

class QComboBox;

class SetupDialog : public QDialog {
    Q_OBJECT

public:
    // Words for an option's key and for one of its values.
    using Wording = std::function<QString(const QString& gameId, const QString& text)>;
    SetupDialog(const QString& gameId, Wording optionLabel, Wording valueLabel, QWidget* parent = nullptr);

    // What was chosen (valid after the dialog is accepted).
    ct::GameSetup setup() const;
    ct::Level level() const;
    // Stores the choices as the game's set-up for next time.
    void save() const;

    QComboBox* playersBox() const { return players_; }
    QComboBox* levelBox() const { return level_; }
    QComboBox* optionBox(const QString& key) const;

    // The set-up last chosen for a game (its defaults if none), and the
    // strength of its computer players.
    static ct::GameSetup savedSetup(const QString& gameId);
    static ct::Level savedLevel(const QString& gameId);

private:
    QString gameId_;
    const ct::Game* game_;
    QComboBox* players_;
    QComboBox* level_;
    QList<QPair<QString, QComboBox*>> options_;
};
