#include "models/statisticsmodel.h"

#include "gametexts.h"

StatisticsModel::StatisticsModel(ct::StatisticsBook* book, QObject* parent)
    : QAbstractTableModel(parent)
    , book_(book)
{
    refresh();
}

void StatisticsModel::refresh()
{
    beginResetModel();
    keys_.clear();
    for (const auto& entry : book_->entries())
        keys_ << QString::fromStdString(entry.first);
    endResetModel();
}

void StatisticsModel::resetRow(int row)
{
    if (row < 0 || row >= keys_.size())
        return;
    beginRemoveRows({}, row, row);
    book_->reset(keys_[row].toStdString());
    keys_.removeAt(row);
    endRemoveRows();
}

int StatisticsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(keys_.size());
}

int StatisticsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString StatisticsModel::variantName(const QString& key)
{
    const int space = key.indexOf(QLatin1Char(' '));
    if (space < 0)
        return GameTexts::name(key);
    return tr("%1 (%2)").arg(GameTexts::name(key.left(space)), key.mid(space + 1));
}

QVariant StatisticsModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= keys_.size())
        return {};
    const QString key = keys_[index.row()];
    if (role == KeyRole)
        return key;
    const ct::GameStatistics s = book_->get(key.toStdString());
    if (role == Qt::TextAlignmentRole)
        return index.column() == GameColumn ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                            : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole && role != Qt::AccessibleTextRole)
        return {};
    auto orDash = [](qint64 value, const QString& text) { return value > 0 ? text : QStringLiteral("\u2013"); };
    switch (Column(index.column())) {
    case GameColumn: return variantName(key);
    case PlayedColumn: return s.played;
    case WonColumn: return s.won;
    case WinRateColumn: return QStringLiteral("%1%").arg(s.winRate() * 100, 0, 'f', 1);
    case CurrentStreakColumn:
        return s.currentStreak > 0   ? tr("%n won", "", s.currentStreak)
               : s.currentStreak < 0 ? tr("%n lost", "", -s.currentStreak)
                                     : QStringLiteral("\u2013");
    case BestStreakColumn: return s.bestStreak;
    case WorstStreakColumn: return s.worstStreak;
    case BestTimeColumn: {
        const qint64 seconds = s.bestTimeMs / 1000;
        return orDash(s.bestTimeMs, QStringLiteral("%1:%2").arg(seconds / 60).arg(seconds % 60, 2, 10, QLatin1Char('0')));
    }
    case FewestMovesColumn: return orDash(s.fewestMoves, QString::number(s.fewestMoves));
    case AssistedColumn: return s.assisted;
    case RoundsWonColumn: return orDash(s.roundsPlayed, QStringLiteral("%1 / %2").arg(s.roundsWon).arg(s.roundsPlayed));
    case AverageScoreColumn: return orDash(s.roundsPlayed, QString::number(s.averageScore(), 'f', 1));
    case BidsMadeColumn: return s.bidsMade;
    case BidsSetColumn: return s.bidsSet;
    case ColumnCount: break;
    }
    return {};
}

QVariant StatisticsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (Column(section)) {
    case GameColumn: return tr("Game");
    case PlayedColumn: return tr("Played");
    case WonColumn: return tr("Won");
    case WinRateColumn: return tr("Win rate");
    case CurrentStreakColumn: return tr("Current streak");
    case BestStreakColumn: return tr("Best streak");
    case WorstStreakColumn: return tr("Worst streak");
    case BestTimeColumn: return tr("Best time");
    case FewestMovesColumn: return tr("Fewest moves");
    case AssistedColumn: return tr("With undo or hints");
    case RoundsWonColumn: return tr("Rounds won");
    case AverageScoreColumn: return tr("Average score");
    case BidsMadeColumn: return tr("Bids made");
    case BidsSetColumn: return tr("Bids set");
    case ColumnCount: break;
    }
    return {};
}
