#include "models/scoresheetmodel.h"

#include <QFont>

#include "gametexts.h"

ScoreSheetModel::ScoreSheetModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

void ScoreSheetModel::setSheet(const ct::ScoreSheet* sheet, const QStringList& sideNames)
{
    const ct::ScoreSheet next = sheet ? *sheet : ct::ScoreSheet{};
    const bool sameShape = next.sides == sheet_.sides && sideNames == names_ && next.target == sheet_.target
        && next.rows.size() >= sheet_.rows.size() && result_.isEmpty();
    bool samePrefix = sameShape;
    for (std::size_t i = 0; samePrefix && i < sheet_.rows.size(); ++i)
        samePrefix = sheet_.rows[i].points == next.rows[i].points && sheet_.rows[i].note == next.rows[i].note;
    if (samePrefix) {
        if (next.rows.size() > sheet_.rows.size()) {
            beginInsertRows({}, int(sheet_.rows.size()), int(next.rows.size()) - 1);
            sheet_ = next;
            endInsertRows();
        } else {
            sheet_ = next;
        }
        return;
    }
    beginResetModel();
    sheet_ = next;
    names_ = sideNames;
    result_.clear();
    endResetModel();
}

void ScoreSheetModel::setResult(const QString& result)
{
    if (result == result_)
        return;
    const int last = int(sheet_.rows.size());
    if (result_.isEmpty()) {
        beginInsertRows({}, last, last);
        result_ = result;
        endInsertRows();
    } else if (result.isEmpty()) {
        beginRemoveRows({}, last, last);
        result_.clear();
        endRemoveRows();
    } else {
        result_ = result;
        emit dataChanged(index(last, 0), index(last, columnCount() - 1));
    }
}

int ScoreSheetModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(sheet_.rows.size()) + (result_.isEmpty() ? 0 : 1);
}

int ScoreSheetModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : kFixedColumns + 2 * int(sheet_.sides.size());
}

QVariant ScoreSheetModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    if (index.row() == int(sheet_.rows.size())) {
        // The result row: how the game ended, and the final totals.
        if (role == Qt::FontRole) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        if (role != Qt::DisplayRole && role != Qt::AccessibleTextRole)
            return {};
        if (index.column() == kResultColumn)
            return result_;
        const int side = (index.column() - kFixedColumns) / 2;
        const bool total = (index.column() - kFixedColumns) % 2 == 1;
        const auto totals = sheet_.totals();
        return index.column() >= kFixedColumns && total && side < int(totals.size()) ? QVariant(totals[size_t(side)])
                                                                                      : QVariant();
    }
    const ct::ScoreRow& row = sheet_.rows[size_t(index.row())];
    if (role == Qt::TextAlignmentRole)
        return index.column() == 1 || index.column() == 2 ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                                          : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole && role != Qt::AccessibleTextRole)
        return {};
    if (index.column() == 0)
        return row.round;
    const bool contract = row.bidder >= 0 && row.bid > 0;
    if (index.column() == 1) {
        if (!contract)
            return QString();
        const QString bidder = row.bidder < names_.size() ? names_[row.bidder]
            : row.bidder < int(sheet_.sides.size()) ? QString::fromStdString(sheet_.sides[size_t(row.bidder)])
                                                    : QString();
        return tr("%1 (%2)").arg(row.bid).arg(bidder);
    }
    if (index.column() == kResultColumn) {
        if (contract)
            return row.made ? tr("made") : tr("set");
        return GameTexts::scoreNote(row, names_);
    }
    const int side = (index.column() - kFixedColumns) / 2;
    const bool total = (index.column() - kFixedColumns) % 2 == 1;
    const auto& values = total ? row.totals : row.points;
    return side < int(values.size()) ? QVariant(values[size_t(side)]) : QVariant();
}

QVariant ScoreSheetModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= columnCount())
        return QAbstractTableModel::headerData(section, orientation, role);
    const bool total = section >= kFixedColumns && (section - kFixedColumns) % 2 == 1;
    if (role == Qt::ToolTipRole)
        return total && sheet_.target > 0 ? QVariant(tr("The game goes to %1.").arg(sheet_.target))
                                          : QVariant();
    if (role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (section == 0)
        return tr("Round");
    if (section == 1)
        return tr("Bid");
    if (section == 2)
        return tr("Result");
    const int side = (section - kFixedColumns) / 2;
    const QString name = side < names_.size() ? names_[side] : QString::fromStdString(sheet_.sides[size_t(side)]);
    if (!total)
        return name;
    return tr("%1 total").arg(name);
}
