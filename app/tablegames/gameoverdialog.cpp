#include "tablegames/gameoverdialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include "engine/state.h"
#include "gametexts.h"

namespace {

// The seats of each place-1 side, in words.
QStringList winners(const ct::State& state)
{
    const ct::Outcome outcome = state.outcome();
    QStringList names;
    for (int seat = 0; seat < int(outcome.places.size()); ++seat)
        if (outcome.places[size_t(seat)] == 1)
            names << GameTexts::seatName(seat, state.playerCount());
    return names;
}

} // namespace

QString GameOverDialog::winnerText(const ct::State& state)
{
    const ct::Outcome outcome = state.outcome();
    if (outcome.result == ct::Result::Draw)
        return tr("A draw.");
    const QStringList names = winners(state);
    if (outcome.result == ct::Result::Won) {
        if (names.size() <= 1)
            return tr("You won!");
        QStringList partners = names;
        partners.removeAll(GameTexts::seatName(0, state.playerCount()));
        return tr("You and %1 won!").arg(partners.join(tr(" & ")));
    }
    if (names.isEmpty())
        return tr("The game is over.");
    return tr("%1 won.").arg(names.join(tr(" & ")));
}

GameOverDialog::GameOverDialog(const ct::State& state, QWidget* parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("GameOverDialog"));
    setWindowTitle(tr("Game Over"));
    headline_ = new QLabel(winnerText(state), this);
    QFont font = headline_->font();
    font.setBold(true);
    font.setPointSizeF(font.pointSizeF() * 1.4);
    headline_->setFont(font);
    details_ = new QLabel(this);
    details_->setWordWrap(true);
    QStringList lines;
    if (const ct::ScoreSheet* sheet = state.scoreSheet()) {
        const std::vector<int> totals = sheet->totals();
        for (std::size_t side = 0; side < sheet->sides.size() && side < totals.size(); ++side) {
            QStringList seats;
            for (const QString& seat : QString::fromStdString(sheet->sides[side]).split(QLatin1Char('+')))
                seats << GameTexts::seatName(seat.toInt(), state.playerCount());
            lines << tr("%1: %2").arg(seats.join(tr(" & "))).arg(totals[side]);
        }
        lines << tr("%n round(s) played.", "", int(sheet->rows.size()));
    } else {
        const std::vector<int> scores = state.scores();
        for (int seat = 0; seat < int(scores.size()); ++seat)
            lines
                << tr("%1: %2").arg(GameTexts::seatName(seat, state.playerCount())).arg(scores[size_t(seat)]);
    }
    details_->setText(lines.join(QLatin1Char('\n')));
    auto* buttons = new QDialogButtonBox(this);
    newGame_ = buttons->addButton(tr("&New Game"), QDialogButtonBox::AcceptRole);
    newGame_->setObjectName(QStringLiteral("newGameButton"));
    buttons->addButton(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        accept();
        emit newGameRequested();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(headline_);
    layout->addWidget(details_);
    layout->addWidget(buttons);
    setAccessibleName(headline_->text());
}

QString GameOverDialog::headline() const
{
    return headline_->text();
}
