#include "models/allfoursscoremodel.h"

#include <QRegularExpression>

AllFoursScoreModel::AllFoursScoreModel(QObject* parent)
    : QAbstractTableModel(parent)
{ }

void AllFoursScoreModel::setSheet(const ct::ScoreSheet* sheet, const QStringList& sideNames)
{
    const ct::ScoreSheet next = sheet ? *sheet : ct::ScoreSheet {};
    bool samePrefix
        = next.sides == sheet_.sides && sideNames == names_ && next.rows.size() >= sheet_.rows.size();
    for (std::size_t i = 0; samePrefix && i < sheet_.rows.size(); ++i)
        samePrefix = sheet_.rows[i].note == next.rows[i].note && sheet_.rows[i].totals == next.rows[i].totals;
    if (!samePrefix) {
        beginResetModel();
        sheet_ = next;
        names_ = sideNames;
        endResetModel();
        return;
    }
    if (next.rows.size() > sheet_.rows.size()) {
        beginInsertRows({}, int(sheet_.rows.size()), int(next.rows.size()) - 1);
        sheet_ = next;
        endInsertRows();
    }
}

int AllFoursScoreModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(sheet_.rows.size());
}

int AllFoursScoreModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : FirstTotal + int(sheet_.sides.size());
}

int AllFoursScoreModel::sideCredited(const ct::ScoreRow& row, const QString& what)
{
    const QString prefix = what + QLatin1Char('=');
    for (const QString& word : QString::fromStdString(row.note).split(QLatin1Char(' '), Qt::SkipEmptyParts))
        if (word.startsWith(prefix))
            return word.mid(prefix.size()).toInt();
    return -1;
}

QString AllFoursScoreModel::sideName(int side) const
{
    if (side < 0)
        return QStringLiteral("\u2013");
    return side < names_.size() ? names_[side] : tr("Side %1").arg(side + 1);
}

QString AllFoursScoreModel::beforePlay(const ct::ScoreRow& row) const
{
    QStringList parts;
    for (const QString& word : QString::fromStdString(row.note).split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const int side = word.section(QLatin1Char('='), 1).toInt();
        if (word.startsWith(QLatin1String("turnjack=")))
            parts << tr("Jack turned up: %1").arg(sideName(side));
        else if (word.startsWith(QLatin1String("gift=")))
            parts << tr("Gift: %1").arg(sideName(side));
        else if (word == QLatin1String("abandoned"))
            parts << tr("Pack ran out: dealt again");
    }
    return parts.join(QStringLiteral("; "));
}

QVariant AllFoursScoreModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= int(sheet_.rows.size()) || index.column() >= columnCount())
        return {};
    const ct::ScoreRow& row = sheet_.rows[size_t(index.row())];
    if (role == Qt::TextAlignmentRole)
        return index.column() == Before ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                        : QVariant(Qt::AlignCenter);
    if (role != Qt::DisplayRole && role != Qt::AccessibleTextRole)
        return {};
    switch (index.column()) {
    case Deal: return row.round;
    case High: return sideName(sideCredited(row, QStringLiteral("high")));
    case Low: return sideName(sideCredited(row, QStringLiteral("low")));
    case Jack: return sideName(sideCredited(row, QStringLiteral("jack")));
    case Game: return sideName(sideCredited(row, QStringLiteral("game")));
    case Before: return beforePlay(row);
    case CardPoints: {
        static const QRegularExpression points(QStringLiteral("points=(\\d+):(\\d+)"));
        const auto match = points.match(QString::fromStdString(row.note));
        return match.hasMatch() ? QStringLiteral("%1 : %2").arg(match.captured(1), match.captured(2))
                                : QString();
    }
    default: break;
    }
    const int side = index.column() - FirstTotal;
    return side < int(row.totals.size()) ? QVariant(row.totals[size_t(side)]) : QVariant();
}

QVariant AllFoursScoreModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole && section >= FirstTotal)
        return tr("The running total; the first side to %1 wins").arg(sheet_.target);
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Deal: return tr("Deal");
    case High: return tr("High");
    case Low: return tr("Low");
    case Jack: return tr("Jack");
    case Game: return tr("Game");
    case Before: return tr("Before play");
    case CardPoints: return tr("Points");
    default: break;
    }
    const int side = section - FirstTotal;
    if (side < 0 || side >= int(sheet_.sides.size()))
        return {};
    return sideName(side);
}
