#include "parlour/speculationpanel.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <cmath>

#include "ai/speculation_player.h"
#include "gamecontroller.h"
#include "gametexts.h"
#include "parlour/speculation.h"

using Spec = ct::SpeculationState;

SpeculationPanel::SpeculationPanel(GameController* controller, QWidget* parent)
    : QWidget(parent)
    , controller_(controller)
    , title_(new QLabel(this))
    , detail_(new QLabel(this))
    , bid_(new QSpinBox(this))
    , keep_(new QPushButton(tr("Keep"), this))
    , offer_(new QPushButton(tr("Offer for sale"), this))
    , bidButton_(new QPushButton(tr("Bid"), this))
    , pass_(new QPushButton(tr("Pass"), this))
    , accept_(new QPushButton(tr("Accept"), this))
    , refuse_(new QPushButton(tr("Refuse"), this))
{
    setObjectName(QStringLiteral("speculation-panel"));
    setAccessibleName(tr("Sale of the best card"));
    setAttribute(Qt::WA_StyledBackground);
    setStyleSheet(QStringLiteral("#speculation-panel { background: rgba(20, 20, 20, 215); border-radius: 10px; }"
                                 "#speculation-panel QLabel { color: white; }"));
    QFont bold = title_->font();
    bold.setBold(true);
    title_->setFont(bold);
    title_->setAlignment(Qt::AlignCenter);
    detail_->setAlignment(Qt::AlignCenter);
    detail_->setWordWrap(true);
    bid_->setAccessibleName(tr("Your bid, in counters"));
    bid_->setObjectName(QStringLiteral("speculation-bid-amount"));
    bid_->setSuffix(tr(" counters"));
    const std::pair<QPushButton*, const char*> names[] = {
        {keep_, "speculation-keep"}, {offer_, "speculation-offer"}, {bidButton_, "speculation-bid"},
        {pass_, "speculation-pass"}, {accept_, "speculation-accept"}, {refuse_, "speculation-refuse"}};
    for (const auto& [button, name] : names) {
        button->setObjectName(QLatin1String(name));
        button->setAccessibleName(button->text());
        button->setAutoDefault(true);
    }
    auto* buttons = new QHBoxLayout;
    buttons->addStretch();
    buttons->addWidget(keep_);
    buttons->addWidget(offer_);
    buttons->addWidget(bid_);
    buttons->addWidget(bidButton_);
    buttons->addWidget(pass_);
    buttons->addWidget(accept_);
    buttons->addWidget(refuse_);
    buttons->addStretch();
    auto* column = new QVBoxLayout(this);
    column->setContentsMargins(14, 10, 14, 10);
    column->addWidget(title_);
    column->addWidget(detail_);
    column->addLayout(buttons);

    auto simple = [this](QPushButton* button, Spec::Kind kind) {
        connect(button, &QPushButton::clicked, this, [this, kind] { play(Spec::action(kind, 0)); });
    };
    simple(keep_, Spec::Keep);
    simple(offer_, Spec::Offer);
    simple(pass_, Spec::Pass);
    simple(accept_, Spec::Accept);
    simple(refuse_, Spec::Refuse);
    connect(bidButton_, &QPushButton::clicked, this, [this] { play(Spec::action(Spec::Bid, 0, bid_->value())); });
    connect(bid_, &QSpinBox::editingFinished, this, [this] {
        if (bid_->hasFocus() && bidButton_->isVisible())
            bidButton_->setFocus();
    });
    hide();
}

QString SpeculationPanel::title() const
{
    return isVisible() ? title_->text() : QString();
}

void SpeculationPanel::play(const ct::Action& action)
{
    // The seat is the player's own; core checks the rest.
    ct::Action mine = action;
    mine.a = 0;
    controller_->playAction(mine);
}

void SpeculationPanel::refresh()
{
    const auto* game = dynamic_cast<const Spec*>(controller_->state());
    if (!game || !controller_->humanToAct()) {
        hide();
        return;
    }
    const int players = game->playerCount();
    const QString card = GameTexts::cardSymbol(game->best());
    const QString owner = GameTexts::seatName(game->bestOwner(), players);
    // What the best card is worth: its chance to stay the highest trump,
    // from the cards nobody has seen yet, times the pool.
    const double worth = ct::speculationCardValue(*game, 0);
    const int chance = int(std::lround(100.0 * worth / std::max(1, game->pool())));
    const QString odds = tr("It stays the best card %1% of the time: worth about %2 of the %n counter(s) in the pool.",
                            "", game->pool())
                             .arg(chance)
                             .arg(int(std::lround(worth)));
    for (QWidget* widget : {static_cast<QWidget*>(keep_), static_cast<QWidget*>(offer_),
                            static_cast<QWidget*>(bid_), static_cast<QWidget*>(bidButton_),
                            static_cast<QWidget*>(pass_), static_cast<QWidget*>(accept_),
                            static_cast<QWidget*>(refuse_)})
        widget->hide();
    switch (game->phase()) {
    case Spec::Phase::Deciding:
        title_->setText(tr("Your %1 is the best card.").arg(card));
        detail_->setText(odds + QLatin1Char('\n') + tr("Keep it, or offer it for sale?"));
        keep_->show();
        offer_->show();
        break;
    case Spec::Phase::Bidding: {
        title_->setText(tr("%1 offers the %2 for sale.").arg(owner, card));
        const QString high = game->highBidder() == ct::kNoSeat
                                 ? tr("No bid yet.")
                                 : tr("High bid: %1 by %2.").arg(game->highBid()).arg(
                                       GameTexts::seatName(game->highBidder(), players));
        detail_->setText(high + QLatin1Char(' ') + odds);
        int lowest = 0, highest = 0;
        for (const ct::Action& action : game->legalActions())
            if (action.kind == Spec::Bid) {
                lowest = lowest == 0 ? action.b : std::min(lowest, action.b);
                highest = std::max(highest, action.b);
            }
        if (highest > 0) {
            bid_->setRange(lowest, highest);
            bid_->setValue(lowest);
            bid_->show();
            bidButton_->show();
        }
        pass_->show();
        break;
    }
    case Spec::Phase::Answering:
        title_->setText(tr("%1 bids %2 for your %3.")
                            .arg(GameTexts::seatName(game->highBidder(), players))
                            .arg(game->highBid())
                            .arg(card));
        detail_->setText(odds);
        accept_->show();
        refuse_->show();
        break;
    case Spec::Phase::Over: hide(); return;
    }
    adjustSize();
    show();
}
