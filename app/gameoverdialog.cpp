#include "gameoverdialog.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

GameOverDialog::GameOverDialog(const QString& result, QAbstractItemModel* scores, QWidget* parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("gameOverDialog"));
    setWindowTitle(tr("Game Over"));
    setAttribute(Qt::WA_DeleteOnClose);
    auto* column = new QVBoxLayout(this);
    auto* headline = new QLabel(result, this);
    headline->setObjectName(QStringLiteral("gameOverResult"));
    headline->setWordWrap(true);
    QFont big = headline->font();
    big.setPointSizeF(big.pointSizeF() * 1.4);
    big.setBold(true);
    headline->setFont(big);
    column->addWidget(headline);
    if (scores) {
        auto* sheet = new QTableView(this);
        sheet->setModel(scores);
        sheet->setAccessibleName(tr("Final scores"));
        sheet->verticalHeader()->hide();
        sheet->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
        sheet->setMinimumSize(480, 220);
        sheet->scrollToBottom();
        column->addWidget(sheet);
    }
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton* again = buttons->addButton(tr("New Game"), QDialogButtonBox::AcceptRole);
    again->setObjectName(QStringLiteral("gameOverNewGame"));
    connect(again, &QPushButton::clicked, this, [this] {
        emit newGameRequested();
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    column->addWidget(buttons);
}
