#include "statisticsdialog.h"

#include <QDialogButtonBox>
#include <QFileDialog>
#include <QHeaderView>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>
#include <QTableView>
#include <QVBoxLayout>

#include "models/statisticsmodel.h"
#include "storage.h"

StatisticsDialog::StatisticsDialog(GameStore* store, QWidget* parent)
    : QDialog(parent)
    , store_(store)
    , model_(new StatisticsModel(&store->statistics(), this))
{
    setWindowTitle(tr("Statistics"));
    table_ = new QTableView(this);
    table_->setModel(model_);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->verticalHeader()->hide();
    table_->setAccessibleName(tr("Statistics per game"));

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton* reset = buttons->addButton(tr("&Reset Game"), QDialogButtonBox::ActionRole);
    QPushButton* resetAll = buttons->addButton(tr("Reset &All"), QDialogButtonBox::ActionRole);
    QPushButton* exportButton = buttons->addButton(tr("&Export CSV..."), QDialogButtonBox::ActionRole);
    reset->setObjectName(QStringLiteral("resetGame"));
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(reset, &QPushButton::clicked, this, [this] {
        const QModelIndex current = table_->currentIndex();
        if (!current.isValid())
            return;
        if (QMessageBox::question(this, tr("Reset Statistics"),
                                  tr("Forget every game of %1?")
                                      .arg(model_->index(current.row(), 0).data().toString())) != QMessageBox::Yes)
            return;
        model_->resetRow(current.row());
        save();
    });
    connect(resetAll, &QPushButton::clicked, this, [this] {
        if (QMessageBox::question(this, tr("Reset Statistics"), tr("Forget the statistics of every game?")) !=
            QMessageBox::Yes)
            return;
        store_->statistics().resetAll();
        model_->refresh();
        save();
    });
    connect(exportButton, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Export Statistics"), QStringLiteral("statistics.csv"),
                                                          tr("CSV files (*.csv)"));
        QString error;
        if (!path.isEmpty() && !exportCsv(path, &error))
            QMessageBox::warning(this, tr("Export Statistics"), error);
    });
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(table_);
    layout->addWidget(buttons);
    resize(980, 420);
}

bool StatisticsDialog::exportCsv(const QString& path, QString* error)
{
    QSaveFile file(path);
    const QByteArray data = QByteArray::fromStdString(store_->statistics().toCsv());
    if (!file.open(QIODevice::WriteOnly) || file.write(data) != data.size() || !file.commit()) {
        if (error)
            *error = tr("Could not write %1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

void StatisticsDialog::save()
{
    QString error;
    if (!store_->saveStatistics(&error))
        QMessageBox::warning(this, tr("Statistics"), error);
}
