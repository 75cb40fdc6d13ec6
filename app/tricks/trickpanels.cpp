#include "tricks/trickpanels.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QTableView>

#include "gamecontroller.h"
#include "gametexts.h"
#include "models/scoresheetmodel.h"
#include "tricks/trick_state.h"

using ct::TrickState;

namespace {

QString sideName(const ct::ScoreSheet& sheet, int side, int players)
{
    if (side < 0 || side >= int(sheet.sides.size()))
        return {};
    QStringList seats;
    for (const QString& seat : QString::fromStdString(sheet.sides[size_t(side)]).split(QLatin1Char('+')))
        seats << GameTexts::seatName(seat.toInt(), players);
    return seats.join(QStringLiteral(" & "));
}

QColor rookColour(ct::Suit suit)
{
    switch (suit) {
    case ct::Suit::Red: return QColor(205, 40, 40);
    case ct::Suit::Yellow: return QColor(235, 190, 30);
    case ct::Suit::Green: return QColor(40, 150, 70);
    case ct::Suit::Black: return QColor(25, 25, 25);
    default: return QColor(128, 128, 128);
    }
}

QIcon swatch(QColor colour)
{
    QPixmap pixmap(18, 18);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(Qt::white, 1.5));
    painter.setBrush(colour);
    painter.drawEllipse(QRectF(1.5, 1.5, 15, 15));
    return QIcon(pixmap);
}

QString capitalised(QString text)
{
    if (!text.isEmpty())
        text[0] = text[0].toUpper();
    return text;
}

} // namespace

// ---- shared ---------------------------------------------------------------

const TrickState* TrickPanel::tricks() const
{
    return dynamic_cast<const TrickState*>(controller_->state());
}

bool TrickPanel::playerActsIn(int phase) const
{
    const TrickState* state = tricks();
    return state && !scene_->presenting() && controller_->humanToAct() && int(state->phase()) == phase;
}

bool CardChoicePanel::isPicked(const QString& zone, ct::Card card) const
{
    return picks_.contains(qMakePair(zone, card));
}

void CardChoicePanel::toggle(const QString& zone, ct::Card card)
{
    const auto pick = qMakePair(zone, card);
    if (picks_.removeOne(pick)) {
        picksChanged();
        return;
    }
    int inZone = 0;
    for (const auto& chosen : std::as_const(picks_))
        inZone += chosen.first == zone ? 1 : 0;
    if (inZone >= limit(zone)) {
        // The oldest choice of that place gives way to the new one.
        for (int i = 0; i < picks_.size(); ++i)
            if (picks_[i].first == zone) {
                picks_.removeAt(i);
                break;
            }
    }
    picks_ << pick;
    picksChanged();
}

void CardChoicePanel::startDecision()
{
    if (decision_ != controller_->moves()) {
        decision_ = controller_->moves();
        picks_.clear();
    }
}

// ---- the auction -----------------------------------------------------------

BiddingPanel::BiddingPanel(GameController* controller, TableScene* scene, QWidget* parent)
    : TrickPanel(controller, scene, parent)
{
    setObjectName(QStringLiteral("BiddingPanel"));
    history_ = new QLabel(this);
    history_->setWordWrap(true);
    history_->setObjectName(QStringLiteral("auctionHistory"));
    amounts_ = new QComboBox(this);
    amounts_->setAccessibleName(tr("Bid amount"));
    bid_ = new QPushButton(tr("&Bid"), this);
    bid_->setDefault(true);
    pass_ = new QPushButton(tr("&Pass"), this);
    auto* row = new QHBoxLayout;
    row->addWidget(amounts_, 1);
    row->addWidget(bid_);
    row->addWidget(pass_);
    body()->addWidget(history_);
    body()->addLayout(row);
    connect(bid_, &QPushButton::clicked, this, [this] {
        if (amounts_->currentIndex() >= 0)
            controller_->playAction(TrickState::bid(amounts_->currentData().toInt()));
    });
    connect(pass_, &QPushButton::clicked, this, [this] { controller_->playAction(TrickState::pass()); });
}

bool BiddingPanel::wanted() const
{
    return playerActsIn(int(ct::TrickPhase::Bidding));
}

void BiddingPanel::refresh()
{
    const TrickState* state = tricks();
    if (!state)
        return;
    const int players = state->playerCount();
    const ct::Auction& auction = state->auction();
    setHeading(tr("Your bid"),
        auction.highBidder() == ct::kNoSeat ? tr("Nobody has bid yet.")
                                            : tr("The bid stands at %1 (%2).")
                                                  .arg(auction.highBid())
                                                  .arg(GameTexts::seatName(auction.highBidder(), players)));
    QStringList calls;
    for (const ct::BidCall& call : auction.calls())
        calls << tr("%1: %2").arg(GameTexts::seatName(call.seat, players),
            call.amount > 0 ? QString::number(call.amount) : tr("pass"));
    history_->setText(calls.isEmpty() ? tr("Bids so far: none")
                                      : tr("Bids so far: %1").arg(calls.join(QStringLiteral(", "))));
    // Only the amounts core accepts now.
    amounts_->clear();
    bool mayPass = false;
    for (const ct::Action& action : state->legalActions()) {
        if (action.kind == TrickState::Bid)
            amounts_->addItem(QString::number(action.a), action.a);
        else if (action.kind == TrickState::Pass)
            mayPass = true;
    }
    amounts_->setEnabled(amounts_->count() > 0);
    bid_->setEnabled(amounts_->count() > 0);
    pass_->setEnabled(mayPass);
    pass_->setToolTip(mayPass ? QString() : GameTexts::verdict(state->check(TrickState::pass())));
}

// ---- naming trump ----------------------------------------------------------

TrumpPanel::TrumpPanel(GameController* controller, TableScene* scene, QWidget* parent)
    : TrickPanel(controller, scene, parent)
{
    setObjectName(QStringLiteral("TrumpPanel"));
    auto* row = new QHBoxLayout;
    for (ct::Suit colour : ct::kRookColours) {
        auto* button
            = new QPushButton(swatch(rookColour(colour)), capitalised(GameTexts::suitName(colour)), this);
        button->setProperty("colour", int(colour));
        connect(button, &QPushButton::clicked, this,
            [this, colour] { controller_->playAction(TrickState::nameTrump(colour)); });
        row->addWidget(button);
        buttons_ << button;
    }
    body()->addLayout(row);
}

bool TrumpPanel::wanted() const
{
    return playerActsIn(int(ct::TrickPhase::Trump));
}

void TrumpPanel::refresh()
{
    const TrickState* state = tricks();
    if (!state)
        return;
    setHeading(tr("Name trump"), tr("Your contract is %1. Which colour is trump?").arg(state->contract()));
    for (QPushButton* button : std::as_const(buttons_))
        button->setEnabled(
            state->check(TrickState::nameTrump(ct::Suit(button->property("colour").toInt()))).legal());
}

// ---- Rook for Two's exchange -----------------------------------------------

ExchangePanel::ExchangePanel(GameController* controller, TableScene* scene, QWidget* parent)
    : CardChoicePanel(controller, scene, parent)
{
    setObjectName(QStringLiteral("ExchangePanel"));
    chosen_ = new QLabel(this);
    chosen_->setWordWrap(true);
    exchange_ = new QPushButton(tr("&Exchange"), this);
    keep_ = new QPushButton(tr("&Keep My Hand"), this);
    auto* row = new QHBoxLayout;
    row->addStretch(1);
    row->addWidget(exchange_);
    row->addWidget(keep_);
    body()->addWidget(chosen_);
    body()->addLayout(row);
    connect(
        keep_, &QPushButton::clicked, this, [this] { controller_->playAction(TrickState::exchangeNone()); });
    connect(exchange_, &QPushButton::clicked, this, [this] {
        QList<ct::Card> give, take;
        for (const auto& [zone, card] : std::as_const(picks_))
            (zone == QLatin1String("hand0") ? give : take) << card;
        if (give.size() == 2 && take.size() == 2)
            controller_->playAction(TrickState::exchange(give[0], give[1], take[0], take[1]));
    });
}

bool ExchangePanel::wanted() const
{
    return playerActsIn(int(ct::TrickPhase::Exchange));
}

bool ExchangePanel::canPick(const QString& zone, ct::Card) const
{
    const TrickState* state = tricks();
    return state && wanted()
        && (zone == QLatin1String("hand0") || zone == QString::fromStdString(state->config().nestZone));
}

int ExchangePanel::limit(const QString&) const
{
    const TrickState* state = tricks();
    return state ? state->config().exchangeCards : 0;
}

void ExchangePanel::refresh()
{
    startDecision();
    const int cards = limit({});
    setHeading(tr("Exchange with the nest"),
        tr("Click %1 cards of your hand and %1 of the nest to swap them, or keep your hand.").arg(cards));
    picksChanged();
}

void ExchangePanel::picksChanged()
{
    const TrickState* state = tricks();
    if (!state)
        return;
    QStringList give, take;
    QList<ct::Card> giveCards, takeCards;
    for (const auto& [zone, card] : std::as_const(picks_)) {
        (zone == QLatin1String("hand0") ? give : take) << GameTexts::cardName(card);
        (zone == QLatin1String("hand0") ? giveCards : takeCards) << card;
    }
    chosen_->setText(tr("You give: %1\nYou take: %2")
                         .arg(give.isEmpty() ? tr("nothing yet") : give.join(QStringLiteral(", ")),
                             take.isEmpty() ? tr("nothing yet") : take.join(QStringLiteral(", "))));
    bool ready = giveCards.size() == 2 && takeCards.size() == 2;
    if (ready) {
        const ct::Verdict verdict
            = state->check(TrickState::exchange(giveCards[0], giveCards[1], takeCards[0], takeCards[1]));
        ready = verdict.legal();
        exchange_->setToolTip(GameTexts::verdict(verdict));
    }
    exchange_->setEnabled(ready);
    if (scene_)
        scene_->refreshMarks();
}

// ---- Kentucky Discard's cards laid aside ------------------------------------

DiscardPanel::DiscardPanel(GameController* controller, TableScene* scene, QWidget* parent)
    : CardChoicePanel(controller, scene, parent)
{
    setObjectName(QStringLiteral("DiscardPanel"));
    chosen_ = new QLabel(this);
    chosen_->setWordWrap(true);
    discard_ = new QPushButton(tr("&Lay Aside"), this);
    auto* row = new QHBoxLayout;
    row->addStretch(1);
    row->addWidget(discard_);
    body()->addWidget(chosen_);
    body()->addLayout(row);
    connect(discard_, &QPushButton::clicked, this, [this] {
        std::vector<ct::Action> actions;
        for (const auto& pick : std::as_const(picks_))
            actions.push_back(TrickState::discard(pick.second));
        if (int(actions.size()) == toLayAside())
            controller_->playActions(actions);
    });
}

int DiscardPanel::toLayAside() const
{
    const TrickState* state = tricks();
    return state ? state->config().discards - state->nestSize() : 0;
}

bool DiscardPanel::wanted() const
{
    return playerActsIn(int(ct::TrickPhase::Discard));
}

bool DiscardPanel::canPick(const QString& zone, ct::Card card) const
{
    const TrickState* state = tricks();
    return state && wanted() && zone == QLatin1String("hand0")
        && state->check(TrickState::discard(card)).legal();
}

int DiscardPanel::limit(const QString&) const
{
    return toLayAside();
}

void DiscardPanel::refresh()
{
    startDecision();
    setHeading(tr("Lay %n card(s) aside", "", toLayAside()),
        tr("You have taken the nest. Click the cards to lay aside, then confirm."));
    picksChanged();
}

void DiscardPanel::picksChanged()
{
    QStringList names;
    for (const auto& pick : std::as_const(picks_))
        names << GameTexts::cardName(pick.second);
    chosen_->setText(names.isEmpty() ? tr("Chosen: none yet")
                                     : tr("Chosen (%1 of %2): %3")
                                           .arg(names.size())
                                           .arg(toLayAside())
                                           .arg(names.join(QStringLiteral(", "))));
    discard_->setEnabled(picks_.size() == toLayAside());
    if (scene_)
        scene_->refreshMarks();
}

// ---- the end of a round ---------------------------------------------------

RoundSummaryPanel::RoundSummaryPanel(
    GameController* controller, TableScene* scene, ScoreSheetModel* sheet, QWidget* parent)
    : TrickPanel(controller, scene, parent)
{
    setObjectName(QStringLiteral("RoundSummaryPanel"));
    result_ = new QLabel(this);
    result_->setWordWrap(true);
    table_ = new QTableView(this);
    table_->setModel(sheet);
    table_->verticalHeader()->hide();
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->setAccessibleName(tr("Score sheet"));
    table_->setMinimumSize(580, 130);
    table_->setMaximumHeight(190);
    continue_ = new QPushButton(tr("&Next Round"), this);
    continue_->setDefault(true);
    auto* row = new QHBoxLayout;
    row->addStretch(1);
    row->addWidget(continue_);
    body()->addWidget(result_);
    body()->addWidget(table_);
    body()->addLayout(row);
    connect(continue_, &QPushButton::clicked, this, [this] { scene_->releaseHold(); });
}

bool RoundSummaryPanel::wanted() const
{
    return tricks() && scene_->holding();
}

void RoundSummaryPanel::refresh()
{
    const TrickState* state = tricks();
    const ct::ScoreSheet* sheet = state ? state->scoreSheet() : nullptr;
    if (!sheet || sheet->rows.empty())
        return;
    const ct::ScoreRow& row = sheet->rows.back();
    const int players = state->playerCount();
    QString contract;
    if (row.bidder >= 0 && row.bid > 0)
        contract = (row.made ? tr("Bid %1 by %2: made.") : tr("Bid %1 by %2: set."))
                       .arg(row.bid)
                       .arg(sideName(*sheet, row.bidder, players));
    table_->setColumnHidden(ScoreSheetModel::kBidColumn, !sheet->hasBids);
    setHeading(tr("Round %1 is over").arg(row.round), contract);
    QStringList lines;
    for (int side = 0; side < int(sheet->sides.size()); ++side)
        lines << tr("%1: %2 this round, %3 in all")
                     .arg(sideName(*sheet, side, players))
                     .arg(row.points[size_t(side)])
                     .arg(row.totals[size_t(side)]);
    lines << tr("The game goes to %1.").arg(sheet->target);
    result_->setText(lines.join(QLatin1Char('\n')));
    continue_->setText(state->isTerminal() ? tr("&See the Result") : tr("&Next Round"));
    table_->scrollToBottom();
}

// ---- installation and hints ----------------------------------------------

void TrickPanels::addTo(
    DecisionHost* host, GameController* controller, TableScene* scene, ScoreSheetModel* sheet)
{
    host->addPanel(new RoundSummaryPanel(controller, scene, sheet));
    host->addPanel(new BiddingPanel(controller, scene));
    host->addPanel(new TrumpPanel(controller, scene));
    host->addPanel(new ExchangePanel(controller, scene));
    host->addPanel(new DiscardPanel(controller, scene));
}

QString TrickPanels::hintText(const ct::State& state, const ct::Action& action)
{
    if (!dynamic_cast<const TrickState*>(&state))
        return TrickPanel::tr("The computer would: %1").arg(QString::fromStdString(state.actionText(action)));
    switch (action.kind) {
    case TrickState::Play:
        return TrickPanel::tr("The computer would play %1.").arg(GameTexts::cardName(action.cards.at(0)));
    case TrickState::Bid: return TrickPanel::tr("The computer would bid %1.").arg(action.a);
    case TrickState::Pass: return TrickPanel::tr("The computer would pass.");
    case TrickState::NameTrump:
        return TrickPanel::tr("The computer would name %1 trump.")
            .arg(GameTexts::suitName(ct::Suit(action.a)));
    case TrickState::Discard:
        return TrickPanel::tr("The computer would lay aside %1.")
            .arg(GameTexts::cardName(action.cards.at(0)));
    case TrickState::Exchange:
        if (action.cards.size() == 4)
            return TrickPanel::tr("The computer would give %1 and %2 for %3 and %4.")
                .arg(GameTexts::cardName(action.cards[0]), GameTexts::cardName(action.cards[1]),
                    GameTexts::cardName(action.cards[2]), GameTexts::cardName(action.cards[3]));
        return TrickPanel::tr("The computer would keep its hand.");
    default: return QString::fromStdString(state.actionText(action));
    }
}
