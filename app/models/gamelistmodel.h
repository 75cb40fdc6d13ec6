// The registered games as a Qt list model, for the start page and the chooser.
#pragma once

#include <QAbstractListModel>

namespace ct {
class Game;
}

class GameListModel : public QAbstractListModel {
    Q_OBJECT

public:
    enum Role {
        IdRole = Qt::UserRole + 1,
        FamilyRole,   // the family id: "patience", "parlour" ...
        PlayersRole,  // "1", "2-6"
        SummaryRole,  // one translated line about the game
    };

    explicit GameListModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    const ct::Game* game(int row) const;
    int rowOf(const QString& id) const;
};
