// Where the player's games and statistics live on disk: the autosave written
// after every move, saved game files, and the statistics book. Every write is
// atomic (QSaveFile: a new file flushed to disk, then renamed over the old),
// so a crash or a kill loses at most the move in flight; a damaged file is
// set aside with a plain message, never half-read.
#pragma once

#include <QCoreApplication>
#include <QString>

#include <optional>

#include "engine/record.h"
#include "engine/statistics.h"

class GameStore {
    Q_DECLARE_TR_FUNCTIONS(GameStore)

public:
    // `directory` empty: the application data location.
    explicit GameStore(const QString& directory = {});

    QString directory() const { return directory_; }
    QString autosavePath() const;
    QString statisticsPath() const;

    bool writeAutosave(const ct::GameRecord& record, QString* error = nullptr);
    void clearAutosave();
    // The autosaved game, if there is one. A damaged autosave is renamed
    // aside (nothing is deleted) and `problem` says what was wrong.
    std::optional<ct::GameRecord> readAutosave(QString* problem = nullptr);

    static bool saveRecordFile(const QString& path, const ct::GameRecord& record, QString* error = nullptr);
    // Reads and checks a record file: size, format and every action through
    // the rules. On failure nothing is returned and `error` names the problem.
    static std::optional<ct::GameRecord> loadRecordFile(const QString& path, QString* error = nullptr);

    ct::StatisticsBook& statistics() { return statistics_; }
    bool saveStatistics(QString* error = nullptr);
    // Loads the statistics book; a damaged file is set aside and reported.
    void loadStatistics(QString* problem = nullptr);

private:
    static bool writeAtomically(const QString& path, const QByteArray& data, QString* error);
    void setAside(const QString& path);

    QString directory_;
    ct::StatisticsBook statistics_;
};
