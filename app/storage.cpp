#include "storage.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>

namespace {

std::optional<QByteArray> readLimited(const QString& path, qint64 limit, QString* error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = GameStore::tr("The file \"%1\" cannot be opened: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return std::nullopt;
    }
    if (file.size() > limit) {
        if (error)
            *error = GameStore::tr("The file \"%1\" is too large (%2 bytes) to be a saved game.")
                         .arg(QDir::toNativeSeparators(path))
                         .arg(file.size());
        return std::nullopt;
    }
    return file.read(limit + 1);
}

} // namespace

GameStore::GameStore(const QString& directory)
    : directory_(directory.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) : directory)
{
}

QString GameStore::autosavePath() const
{
    return directory_ + QStringLiteral("/autosave.cardtable");
}

QString GameStore::statisticsPath() const
{
    return directory_ + QStringLiteral("/statistics.txt");
}

bool GameStore::writeAtomically(const QString& path, const QByteArray& data, QString* error)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(data) != data.size() || !file.commit()) {
        if (error)
            *error = GameStore::tr("Could not write \"%1\": %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    return true;
}

void GameStore::setAside(const QString& path)
{
    const QString aside = path + QStringLiteral(".damaged-") +
                          QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-hhmmss"));
    QFile::rename(path, aside);
}

bool GameStore::writeAutosave(const ct::GameRecord& record, QString* error)
{
    return writeAtomically(autosavePath(), QByteArray::fromStdString(ct::formatRecord(record)), error);
}

void GameStore::clearAutosave()
{
    QFile::remove(autosavePath());
}

std::optional<ct::GameRecord> GameStore::readAutosave(QString* problem)
{
    if (!QFile::exists(autosavePath()))
        return std::nullopt;
    QString error;
    auto record = loadRecordFile(autosavePath(), &error);
    if (!record) {
        setAside(autosavePath());
        if (problem)
            *problem = GameStore::tr("The automatically saved game could not be restored (%1). It was kept aside.").arg(error);
    }
    return record;
}

bool GameStore::saveRecordFile(const QString& path, const ct::GameRecord& record, QString* error)
{
    return writeAtomically(path, QByteArray::fromStdString(ct::formatRecord(record)), error);
}

std::optional<ct::GameRecord> GameStore::loadRecordFile(const QString& path, QString* error)
{
    auto data = readLimited(path, qint64(ct::kMaxRecordBytes), error);
    if (!data)
        return std::nullopt;
    auto record = ct::parseRecord(std::string_view(data->constData(), size_t(data->size())));
    if (!record) {
        if (error)
            *error = QString::fromStdString(record.error().text());
        return std::nullopt;
    }
    // Replay it now, so a file whose actions break the rules is refused
    // before it can touch the game in progress.
    auto state = ct::replayRecord(*record);
    if (!state) {
        if (error)
            *error = QString::fromStdString(state.error().text());
        return std::nullopt;
    }
    return *record;
}

bool GameStore::saveStatistics(QString* error)
{
    return writeAtomically(statisticsPath(), QByteArray::fromStdString(statistics_.toText()), error);
}

void GameStore::loadStatistics(QString* problem)
{
    if (!QFile::exists(statisticsPath()))
        return;
    QString error;
    auto data = readLimited(statisticsPath(), 4 << 20, &error);
    if (data) {
        auto book = ct::StatisticsBook::fromText(std::string_view(data->constData(), size_t(data->size())));
        if (book) {
            statistics_ = std::move(*book);
            return;
        }
        error = QString::fromStdString(book.error().text());
    }
    setAside(statisticsPath());
    if (problem)
        *problem = GameStore::tr("Your statistics file was damaged (%1); it was kept aside and new statistics begin.").arg(error);
}
