#include "models/gamelistmodel.h"

#include "engine/game.h"
#include "gametexts.h"

GameListModel::GameListModel(QObject* parent)
    : QAbstractListModel(parent)
{
}

int GameListModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(ct::allGames().size());
}

const ct::Game* GameListModel::game(int row) const
{
    const auto& games = ct::allGames();
    return row >= 0 && row < int(games.size()) ? games[size_t(row)] : nullptr;
}

int GameListModel::rowOf(const QString& id) const
{
    const auto& games = ct::allGames();
    for (int row = 0; row < int(games.size()); ++row)
        if (QString::fromStdString(games[size_t(row)]->id()) == id)
            return row;
    return -1;
}

QVariant GameListModel::data(const QModelIndex& index, int role) const
{
    const ct::Game* g = index.isValid() ? game(index.row()) : nullptr;
    if (!g)
        return {};
    const QString id = QString::fromStdString(g->id());
    switch (role) {
    case Qt::DisplayRole:
    case Qt::AccessibleTextRole:
        return GameTexts::name(id);
    case Qt::ToolTipRole:
    case SummaryRole:
        return GameTexts::summary(id);
    case IdRole:
        return id;
    case FamilyRole:
        return QString::fromStdString(ct::familyId(g->family()));
    case PlayersRole:
        return g->minPlayers() == g->maxPlayers()
                   ? QString::number(g->minPlayers())
                   : QStringLiteral("%1-%2").arg(g->minPlayers()).arg(g->maxPlayers());
    default:
        return {};
    }
}

QHash<int, QByteArray> GameListModel::roleNames() const
{
    auto names = QAbstractListModel::roleNames();
    names[IdRole] = "gameId";
    names[FamilyRole] = "family";
    names[PlayersRole] = "players";
    names[SummaryRole] = "summary";
    return names;
}
