// MainWindow's dialogs: the names of the game options, choosing a numbered
// deal, how to play, the game options and about.
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QSettings>
#include <QTextBrowser>
#include <QVBoxLayout>

#include "engine/game.h"
#include "gamechooser.h"
#include "gamecontroller.h"
#include "gametexts.h"
#include "mainwindow.h"

QString MainWindow::optionLabel(const QString& gameId, const QString& key)
{
    if (key == "draw") return MainWindow::tr("Cards turned from the stock");
    if (key == "autoflip") return MainWindow::tr("Turn uncovered cards automatically");
    if (key == "singleCardSquare") return MainWindow::tr("Deal single cards instead of packets of four");
    if (key == "dealer") return MainWindow::tr("First dealer");
    if (key == "rounds")
        return gameId == "quatorze" ? MainWindow::tr("Rounds at most (then the lowest total wins)")
                                    : MainWindow::tr("Deals per player");
    if (key == "target") return MainWindow::tr("Points to win");
    if (key == "holdBack") return MainWindow::tr("The best card's owner turns no more cards until it is beaten");
    if (key == "partnerships") return MainWindow::tr("Partnerships");
    if (key == "all-pass") return MainWindow::tr("When everybody passes");
    if (key == "variant") return MainWindow::tr("Variant");
    if (key == "jokers") return MainWindow::tr("Jokers in the two packs");
    if (key == "swap") return MainWindow::tr("A joker on the table may be exchanged for its natural card");
    if (key == "animal") return MainWindow::tr("Your animal");
    return key;
}

QString MainWindow::optionValueLabel(const QString&, const QString& value)
{
    if (value == "on") return MainWindow::tr("On");
    if (value == "off") return MainWindow::tr("Off");
    if (value == "random") return MainWindow::tr("Drawn at random");
    if (value == "first") return MainWindow::tr("You");
    if (value == "last") return MainWindow::tr("The last seat");
    if (value == "thrown-in") return MainWindow::tr("The deal is thrown in");
    if (value == "dealer-bids") return MainWindow::tr("The dealer must bid");
    if (value == "standard") return MainWindow::tr("Standard");
    if (value == "original") return MainWindow::tr("Original");
    if (value == "red1") return MainWindow::tr("Red 1");
    if (value == "buckeye") return MainWindow::tr("Buckeye");
    if (value == "snap") return MainWindow::tr("Snap");
    if (value == "animal") return MainWindow::tr("Animal Snap");
    if (const QString animal = GameTexts::animalName(value); !animal.isEmpty())
        return animal;
    return value;
}

void MainWindow::numberedDeal()
{
    bool ok = false;
    const QString current = controller_->dealNumber() ? QString::number(*controller_->dealNumber()) : QString();
    const QString text = QInputDialog::getText(this, tr("Numbered Deal"),
                                               tr("Deal number (0 to 4294967295):"), QLineEdit::Normal,
                                               current, &ok);
    if (!ok)
        return;
    bool valid = false;
    const qulonglong number = text.trimmed().toULongLong(&valid);
    if (!valid || number > 0xFFFFFFFFULL) {
        QMessageBox::warning(this, tr("Numbered Deal"),
                             tr("\"%1\" is not a deal number. Deal numbers are whole numbers from 0 to "
                                "4294967295.")
                                 .arg(text));
        return;
    }
    startGame(controller_->gameId(), quint32(number));
}

void MainWindow::showHowToPlay()
{
    QString id = isShowingTable() ? controller_->gameId() : chooser_->currentGameId();
    QDialog dialog(this);
    dialog.setWindowTitle(tr("How to Play %1").arg(GameTexts::name(id)));
    auto* text = new QTextBrowser(&dialog);
    text->setHtml(GameTexts::howToPlay(id) +
                  tr("<h3>Playing with the mouse and keyboard</h3>"
                     "<p>Drag cards with the mouse; while you drag, the places where they may go "
                     "light up. Click a card to send it to a foundation. Click the stock to deal.</p>"
                     "<p>With the keyboard: the arrow keys move between piles (and up and down a "
                     "column), Space or Enter picks up and puts down, Escape cancels. "
                     "Ctrl+Z undoes, Ctrl+Shift+Z redoes, H shows a hint.</p>"));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, &dialog);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    auto* layout = new QVBoxLayout(&dialog);
    layout->addWidget(text);
    layout->addWidget(buttons);
    dialog.resize(560, 520);
    dialog.exec();
}

void MainWindow::showGameOptions()
{
    const QString id = controller_->gameId();
    const ct::Game* game = ct::findGame(id.toStdString());
    if (!game)
        return;
    QDialog dialog(this);
    dialog.setWindowTitle(tr("%1 Options").arg(GameTexts::name(id)));
    auto* form = new QFormLayout;
    QSettings settings;
    settings.beginGroup("options/" + id);
    QList<QPair<QString, QComboBox*>> boxes;
    for (const ct::OptionSpec& spec : game->optionSpecs()) {
        auto* box = new QComboBox(&dialog);
        const QString key = QString::fromStdString(spec.key);
        for (const std::string& value : spec.values)
            box->addItem(optionValueLabel(id, QString::fromStdString(value)), QString::fromStdString(value));
        const auto current = controller_->options().find(spec.key);
        const QString chosen = settings.value(key, current != controller_->options().end()
                                                       ? QString::fromStdString(current->second)
                                                       : QString())
                                   .toString();
        box->setCurrentIndex(std::max(0, box->findData(chosen)));
        box->setAccessibleName(optionLabel(id, key));
        form->addRow(optionLabel(id, key), box);
        boxes << qMakePair(key, box);
    }
    settings.endGroup();
    auto* note = new QLabel(tr("Changes take effect with the next deal."), &dialog);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    auto* layout = new QVBoxLayout(&dialog);
    layout->addLayout(form);
    layout->addWidget(note);
    layout->addWidget(buttons);
    if (dialog.exec() != QDialog::Accepted)
        return;
    settings.beginGroup("options/" + id);
    for (const auto& [key, box] : boxes)
        settings.setValue(key, box->currentData().toString());
    settings.endGroup();
    showMessage(tr("The new options apply from the next deal."));
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About Card Table"),
                       tr("<h3>Card Table %1</h3><p>Patience, Rook trick-taking games, rummy and parlour "
                          "games, with the rules enforced exactly.</p>")
                           .arg(QApplication::applicationVersion()));
}
