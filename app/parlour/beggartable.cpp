#include "parlour/beggartable.h"

#include <QCheckBox>
#include <QGraphicsSimpleTextItem>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QSlider>

#include <array>

#include "gametexts.h"
#include "parlour/beggar_my_neighbor.h"
#include "parlour/tablepanel.h"
#include "table/carditem.h"
#include "table/speeds.h"
#include "table/tablescene.h"

using Beggar = ct::BeggarMyNeighborState;

namespace {

// The pause between cards at each step of the speed slider, slow to fast.
constexpr std::array<int, 9> kIntervals {1600, 1100, 750, 500, 330, 200, 110, 50, 15};
constexpr int kDefaultSpeed = 3;
// The most cards "Play to end" turns: far beyond the longest known deal
// (the safety cap of tricks ends any game long before).
constexpr int kPlayToEndLimit = 2'000'000;

bool twoPlayers(int players)
{
    return players == 2;
}

} // namespace

BeggarTable::BeggarTable(TableScene* scene, GameController* controller)
    : TableDecoration(scene, controller)
    , panel_(new TablePanel(scene, tr("Beggar My Neighbor controls")))
    , countdown_(new QGraphicsSimpleTextItem)
{
    turn_ = panel_->addButton(tr("&Turn Card"), QStringLiteral("beggarTurn"));
    turn_->setToolTip(tr("Turn the top card of your pack (Space)"));
    auto_ = new QCheckBox(tr("&Automatic"), panel_);
    auto_->setObjectName(QStringLiteral("beggarAuto"));
    auto_->setAccessibleName(tr("Turn my cards automatically"));
    auto_->setStyleSheet(QStringLiteral("QCheckBox { color: white; }"));
    panel_->addWidget(auto_);
    auto* speedLabel = new QLabel(tr("Speed"), panel_);
    panel_->addWidget(speedLabel);
    speed_ = new QSlider(Qt::Horizontal, panel_);
    speed_->setObjectName(QStringLiteral("beggarSpeed"));
    speed_->setAccessibleName(tr("Speed of play"));
    speed_->setRange(0, int(kIntervals.size()) - 1);
    speed_->setPageStep(1);
    speed_->setValue(kDefaultSpeed);
    speed_->setMinimumWidth(110);
    speedLabel->setBuddy(speed_);
    panel_->addWidget(speed_);
    toEnd_ = panel_->addButton(tr("Play to &End"), QStringLiteral("beggarToEnd"));
    toEnd_->setToolTip(tr("Turn every remaining card at once and see who wins"));
    panel_->setStatusWidth(360, 420);

    QFont font = countdown_->font();
    font.setBold(true);
    countdown_->setFont(font);
    countdown_->setBrush(QColor(255, 225, 120));
    countdown_->setZValue(34000);
    scene->addItem(countdown_);

    controller->setTablePacesComputers(true);
    pacer_.setSingleShot(true);
    connect(&pacer_, &QTimer::timeout, this, &BeggarTable::turnNext);
    connect(turn_, &QPushButton::clicked, this, &BeggarTable::turnNext);
    connect(auto_, &QCheckBox::toggled, this, [this] { update(GameController::Change::Jump); });
    connect(speed_, &QSlider::valueChanged, this, [this] { schedule(); });
    connect(toEnd_, &QPushButton::clicked, this, &BeggarTable::playToEnd);
}

BeggarTable::~BeggarTable()
{
    pacer_.stop();
    delete countdown_;
    panel_->removeFromTable();
}

const Beggar* BeggarTable::game() const
{
    return dynamic_cast<const Beggar*>(controller()->state());
}

int BeggarTable::interval() const
{
    return kIntervals[size_t(speed_->value())];
}

QString BeggarTable::seatName(int seat) const
{
    const Beggar* g = game();
    return GameTexts::seatName(seat, g ? g->playerCount() : 2);
}

ct::TableLayout BeggarTable::layout(const std::vector<ct::Zone>&, int players) const
{
    ct::TableLayout layout;
    if (twoPlayers(players)) {
        // A duel: the opponent's pack above, the player's below, the pile
        // spread between them so the trick can be read card by card.
        layout.width = 9;
        layout.height = 4.5;
        layout.zones.push_back({"pack1", 4, 0, ct::Fan::None, 0, 0, "", true});
        layout.zones.push_back({"pile", 1.2, 1.72, ct::Fan::Right, 5.6, 16, "", true});
        layout.zones.push_back({"pack0", 4, 3.5, ct::Fan::None, 0, 0, "", true});
        return layout;
    }
    // Round the table, with the controls in a column on the right.
    layout.width = 11.2;
    layout.height = 5.2;
    for (int seat = 0; seat < players; ++seat) {
        const QPointF spot = parlourtable::seatSpot(seat, players, 8.4, layout.height);
        layout.zones.push_back(
            {"pack" + std::to_string(seat), spot.x(), spot.y(), ct::Fan::None, 0, 0, "", true});
    }
    layout.zones.push_back({"pile", 2.3, 2.05, ct::Fan::Right, 3.6, 12, "", true});
    return layout;
}

void BeggarTable::arrange()
{
    const Beggar* g = game();
    const int players = g ? g->playerCount() : 2;
    if (twoPlayers(players))
        panel_->placeAt(scene()->gridPoint(7.25, 3.3));
    else
        panel_->placeAt(scene()->gridPoint(10.0, 2.6), true);
    QFont font = countdown_->font();
    font.setPixelSize(std::max(14, int(scene()->cardSize().height() * 0.2)));
    countdown_->setFont(font);
    const QPointF pile
        = scene()->gridPoint(twoPlayers(players) ? 1.2 : 2.3, twoPlayers(players) ? 1.72 : 2.05);
    countdown_->setPos(pile - QPointF(0, font.pixelSize() * 1.5));
}

QString BeggarTable::countdownText() const
{
    const Beggar* g = game();
    if (!g || g->isTerminal() || g->claimant() == ct::kNoSeat)
        return {};
    // Who pays whom, and how many cards are still to come.
    if (g->currentPlayer() == 0)
        return tr("You owe %1 %n card(s)", "", g->owed()).arg(seatName(g->claimant()));
    if (g->claimant() == 0)
        return tr("%1 owes you %n card(s)", "", g->owed()).arg(seatName(g->currentPlayer()));
    return tr("%1 owes %2 %n card(s)", "", g->owed())
        .arg(seatName(g->currentPlayer()), seatName(g->claimant()));
}

QString BeggarTable::situation() const
{
    const Beggar* g = game();
    if (!g)
        return {};
    const QString progress
        = tr("Trick %1 · %n card(s) turned", "", g->cardsPlayed()).arg(g->tricksCompleted() + 1);
    switch (g->ending()) {
    case Beggar::Ending::AllCards: {
        int winner = 0;
        for (int seat = 0; seat < g->playerCount(); ++seat)
            if (g->packSize(seat) == Beggar::kDeckSize)
                winner = seat;
        const QString who = winner == 0 ? tr("You hold all 52 cards: you win!")
                                        : tr("%1 holds all 52 cards and wins.").arg(seatName(winner));
        return who + QLatin1Char('\n') + tr("%n trick(s), ", "", g->tricksCompleted())
            + tr("%n card(s) turned.", "", g->cardsPlayed());
    }
    case Beggar::Ending::Repeat:
        return tr("This deal never ends: the cards at the start of trick %1 lay exactly as at the start of "
                  "trick %2, so play would go round for ever. The game is a draw.")
            .arg(g->tricksCompleted() + 1)
            .arg(g->repeatedFromTrick() + 1);
    case Beggar::Ending::Cap:
        return tr("No end after %n trick(s): the game is stopped as a draw.", "", g->tricksCompleted());
    case Beggar::Ending::None: break;
    }
    QString line;
    if (g->claimant() == 0)
        line = tr("Your court card: %1 must pay.").arg(seatName(g->currentPlayer()));
    else if (g->claimant() != ct::kNoSeat && g->currentPlayer() == 0)
        line = tr("%1 turned a court card: you must pay.").arg(seatName(g->claimant()));
    else if (g->claimant() != ct::kNoSeat)
        line = tr("%1 turned a court card: %2 must pay.")
                   .arg(seatName(g->claimant()), seatName(g->currentPlayer()));
    else if (!lastTake_.isEmpty() && g->pile().empty())
        line = lastTake_;
    else if (g->currentPlayer() == 0)
        line = tr("Your turn: turn a card.");
    else
        line = tr("%1 to turn a card.").arg(seatName(g->currentPlayer()));
    return line + QLatin1Char('\n') + progress;
}

QString BeggarTable::pileCaption(const QString& zone, const QString& caption) const
{
    const Beggar* g = game();
    if (zone == QLatin1String("pile") && g && !g->pile().empty())
        return tr("Pile · %n card(s)", "", int(g->pile().size()));
    return caption;
}

void BeggarTable::animateTurn(GameController::Change change)
{
    const Beggar* g = game();
    const bool played = change == GameController::Change::Move || change == GameController::Change::AutoMove;
    const int duration = Speeds::scaled(std::min(Speeds::kMove, std::max(60, interval() * 2 / 3)));
    const auto& pile = g->pile();
    if (played && g->tricksCompleted() > lastTricks_) {
        // A trick won: the pile sweeps face down under the taker's pack.
        const ct::Seat taker = g->leader();
        const QPointF pack = parlourtable::cardOrigin(scene(), QStringLiteral("pack%1").arg(taker));
        for (std::size_t i = 0; i < lastPile_.size() && i < lastPilePlaces_.size(); ++i)
            parlourtable::flyAway(
                scene(), lastPile_[i], true, lastPilePlaces_[i], pack, true, false, duration, int(i) * 12);
        lastTake_ = taker == 0 ? tr("You take the pile.") : tr("%1 takes the pile.").arg(seatName(taker));
    }
    // The card just turned travels from its pack to the pile.
    if (played && pile.size() == lastPile_.size() + 1) {
        const ct::Seat turner = lastToPlay_;
        CardItem* top = scene()->cardAt(QStringLiteral("pile"), int(pile.size()) - 1);
        const QPointF from = parlourtable::cardOrigin(scene(), QStringLiteral("pack%1").arg(turner));
        parlourtable::flyFrom(top, from, false, duration);
    }
}

void BeggarTable::update(GameController::Change change)
{
    const Beggar* g = game();
    if (!g)
        return;
    if (change == GameController::Change::NewDeal || change == GameController::Change::Jump)
        lastTake_.clear();
    else
        animateTurn(change);
    lastTricks_ = g->tricksCompleted();
    lastToPlay_ = g->currentPlayer();
    lastPile_ = g->pile();
    lastPilePlaces_.clear();
    for (int i = 0; i < int(lastPile_.size()); ++i)
        if (CardItem* item = scene()->cardAt(QStringLiteral("pile"), i))
            lastPilePlaces_.push_back(item->targetPos());
    const QString countdown = countdownText();
    countdown_->setText(countdown);
    countdown_->setVisible(!countdown.isEmpty());
    panel_->setStatus(situation());
    const bool over = g->isTerminal();
    turn_->setEnabled(!over && g->currentPlayer() == 0 && !auto_->isChecked());
    toEnd_->setEnabled(!over);
    auto_->setEnabled(!over);
    arrange();
    schedule();
}

void BeggarTable::schedule()
{
    pacer_.stop();
    const Beggar* g = game();
    if (!g || g->isTerminal())
        return;
    if (g->currentPlayer() != 0 || auto_->isChecked())
        pacer_.start(interval());
}

void BeggarTable::turnNext()
{
    const Beggar* g = game();
    if (!g || g->isTerminal())
        return;
    const ct::Seat seat = g->currentPlayer();
    const ct::Action action = Beggar::turn(seat);
    // The player's own cards are his moves; the others' are the computers'.
    if (seat == 0)
        controller()->playAction(action);
    else
        controller()->playComputerAction(action);
}

void BeggarTable::playToEnd()
{
    pacer_.stop();
    controller()->playForcedActions(kPlayToEndLimit);
}

bool BeggarTable::activate(const QString& zone, int)
{
    const Beggar* g = game();
    if (zone != QLatin1String("pack0") || !g || g->isTerminal())
        return zone == QLatin1String("pile") || zone.startsWith(QLatin1String("pack"));
    if (g->currentPlayer() == 0 && !auto_->isChecked())
        turnNext();
    return true;
}

bool BeggarTable::handleKey(QKeyEvent* event)
{
    if (event->key() != Qt::Key_Space && event->key() != Qt::Key_Return && event->key() != Qt::Key_Enter)
        return false;
    if (turn_->isEnabled())
        turnNext();
    return true;
}

QStringList BeggarTable::descriptions() const
{
    QStringList lines {panel_->status()};
    if (!countdown_->text().isEmpty())
        lines << countdown_->text();
    return lines;
}
