#include "tricks/lasttrick.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

#include "deck/decktheme.h"
#include "gamecontroller.h"
#include "gametexts.h"
#include "tricks/trick_state.h"

LastTrickDialog::LastTrickDialog(GameController* controller, DeckTheme* deck, QWidget* parent)
    : QDialog(parent)
    , controller_(controller)
    , deck_(deck)
{
    setObjectName(QStringLiteral("LastTrickDialog"));
    setWindowTitle(tr("Last Trick"));
    summary_ = new QLabel(this);
    summary_->setWordWrap(true);
    cards_ = new QHBoxLayout;
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(summary_);
    layout->addLayout(cards_);
    layout->addWidget(buttons);
}

QString LastTrickDialog::summary() const
{
    return summary_->text();
}

bool LastTrickDialog::refresh()
{
    while (QLayoutItem* item = cards_->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    const auto* state = dynamic_cast<const ct::TrickState*>(controller_->state());
    if (!state)
        return false;
    // This round's last trick, or the previous round's before the first
    // trick of a new round is complete.
    const std::vector<ct::Trick>& tricks
        = !state->completedTricks().empty() ? state->completedTricks() : state->previousRoundTricks();
    if (tricks.empty()) {
        summary_->setText(tr("No trick has been played yet."));
        return false;
    }
    const ct::Trick& trick = tricks.back();
    const int players = state->playerCount();
    auto who
        = [&](int hand) { return hand < players ? GameTexts::seatName(hand, players) : tr("the Dummy"); };
    summary_->setText(tr("%1 led; %2 took the trick.").arg(who(trick.leader), who(trick.winner)));
    const QSize size = deck_->cardSize();
    for (const ct::TrickPlay& play : trick.plays) {
        auto* column = new QWidget(this);
        auto* box = new QVBoxLayout(column);
        auto* picture = new QLabel(column);
        const QPixmap face = deck_->face(play.card);
        picture->setPixmap(
            face.scaled(size.width(), size.height(), Qt::KeepAspectRatio, Qt::SmoothTransformation));
        picture->setAccessibleName(GameTexts::cardName(play.card));
        auto* name = new QLabel(
            play.hand == trick.winner ? tr("%1 (took it)").arg(who(play.hand)) : who(play.hand), column);
        name->setAlignment(Qt::AlignHCenter);
        box->addWidget(picture, 0, Qt::AlignHCenter);
        box->addWidget(name);
        cards_->addWidget(column);
    }
    return true;
}
