#include "parlour/snaptable.h"

#include <QCheckBox>
#include <QKeyEvent>
#include <QPushButton>

#include "gametexts.h"
#include "parlour/snap.h"
#include "parlour/tablepanel.h"
#include "table/carditem.h"
#include "table/speeds.h"
#include "table/tablescene.h"

using Snap = ct::SnapState;

namespace {

// Each seat's pack, with its pile a little more than a card to its right.
constexpr double kPileOffset = 1.15;

} // namespace

using parlourtable::cardOrigin;

SnapTable::SnapTable(TableScene* scene, GameController* controller)
    : TableDecoration(scene, controller)
    , panel_(new TablePanel(scene, tr("Snap controls")))
    , rng_(controller->dealNumber().value_or(1) * 7919ULL + 3)
{
    turn_ = panel_->addButton(tr("&Turn Card"), QStringLiteral("snapTurn"));
    turn_->setToolTip(tr("Turn the top card of your pack onto your pile (Enter)"));
    autoTurn_ = new QCheckBox(tr("Turn for me after 4 s"), panel_);
    autoTurn_->setObjectName(QStringLiteral("snapAutoTurn"));
    autoTurn_->setAccessibleName(autoTurn_->text());
    panel_->addWidget(autoTurn_);
    panel_->setStatusWidth(360, 460);
    rebuildCryButtons();

    controller->setTablePacesComputers(true);
    pacer_.setSingleShot(true);
    autoTurnTimer_.setSingleShot(true);
    connect(&pacer_, &QTimer::timeout, this, &SnapTable::startTurn);
    connect(&autoTurnTimer_, &QTimer::timeout, this, [this] {
        if (turn_->isEnabled())
            startTurn();
    });
    connect(turn_, &QPushButton::clicked, this, &SnapTable::startTurn);
    connect(autoTurn_, &QCheckBox::toggled, this, [this] { schedule(); });
}

SnapTable::~SnapTable()
{
    pacer_.stop();
    autoTurnTimer_.stop();
    panel_->removeFromTable();
}

const Snap* SnapTable::game() const
{
    return dynamic_cast<const Snap*>(controller()->state());
}

QString SnapTable::seatName(int seat) const
{
    const Snap* g = game();
    return GameTexts::seatName(seat, g ? g->playerCount() : 2);
}

QString SnapTable::ownAnimal() const
{
    const Snap* g = game();
    return g && g->animalSnap() ? GameTexts::animalName(QString::fromStdString(g->animalOf(0))) : QString();
}

void SnapTable::rebuildCryButtons()
{
    for (QPushButton* button : std::as_const(cries_))
        button->deleteLater();
    cries_.clear();
    const Snap* g = game();
    QFont big = turn_->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.4);
    if (!g || !g->animalSnap()) {
        QPushButton* snap = panel_->addButton(tr("SNAP!"), QStringLiteral("snapCry"));
        snap->setToolTip(tr("Cry \"Snap!\" when the card turned matches another pile (Space)"));
        snap->setFont(big);
        snap->setMinimumWidth(150);
        connect(snap, &QPushButton::clicked, this, [this] { cry(-1); });
        cries_ << snap;
        return;
    }
    // Animal Snap: one button per other seat, called by its animal.
    int key = 1;
    for (int seat = 1; seat < g->playerCount(); ++seat, ++key) {
        const QString animal = GameTexts::animalName(QString::fromStdString(g->animalOf(seat)));
        QPushButton* button
            = panel_->addButton(tr("%1: %2!").arg(key).arg(animal), QStringLiteral("snapCry%1").arg(seat));
        button->setAccessibleName(tr("Call %1 (the animal of %2)").arg(animal, seatName(seat)));
        button->setToolTip(
            tr("Call \"%1!\", the animal of %2 (key %3)").arg(animal, seatName(seat)).arg(key));
        button->setFont(big);
        connect(button, &QPushButton::clicked, this, [this, seat] { cry(seat); });
        cries_ << button;
    }
}

ct::TableLayout SnapTable::layout(const std::vector<ct::Zone>&, int players) const
{
    ct::TableLayout layout;
    if (players == 2) {
        layout.width = 9.3;
        layout.height = 4.6;
        layout.zones.push_back({"pack1", 3.5, 0, ct::Fan::None, 0, 0, "", true});
        layout.zones.push_back({"pile1", 3.5 + kPileOffset, 0, ct::Fan::None, 0, 0, "", true});
        layout.zones.push_back({"pack0", 3.5, 3.6, ct::Fan::None, 0, 0, "", true});
        layout.zones.push_back({"pile0", 3.5 + kPileOffset, 3.6, ct::Fan::None, 0, 0, "", true});
        return layout;
    }
    layout.width = 10.4;
    layout.height = 5.4;
    for (int seat = 0; seat < players; ++seat) {
        const QPointF spot = parlourtable::seatSpot(seat, players, layout.width - kPileOffset, layout.height);
        layout.zones.push_back(
            {"pack" + std::to_string(seat), spot.x(), spot.y(), ct::Fan::None, 0, 0, "", true});
        layout.zones.push_back(
            {"pile" + std::to_string(seat), spot.x() + kPileOffset, spot.y(), ct::Fan::None, 0, 0, "", true});
    }
    return layout;
}

void SnapTable::arrange()
{
    const Snap* g = game();
    const bool duel = g && g->playerCount() == 2;
    panel_->placeAt(scene()->gridPoint(duel ? 4.65 : 5.2, duel ? 2.3 : 2.55), true);
}

QString SnapTable::pileCaption(const QString& zone, const QString& caption) const
{
    const Snap* g = game();
    if (!g)
        return caption;
    const int seat = zone.mid(4).toInt();
    // One caption per seat, under its pack: the cards it holds in all.
    if (zone.startsWith(QLatin1String("pile")))
        return {};
    QString text = tr("%1 · %n card(s)", "", g->scores()[size_t(seat)]).arg(seatName(seat));
    if (g->currentPlayer() == seat && !g->isTerminal())
        text = QStringLiteral("\u25b6 ") + text;
    if (g->isOut(seat))
        text += QStringLiteral(" \u00b7 ") + tr("out");
    if (g->animalSnap()) {
        const QString animal = GameTexts::animalName(QString::fromStdString(g->animalOf(seat)));
        return text + QStringLiteral(" \u00b7 ") + animal;
    }
    Q_UNUSED(caption);
    return text;
}

void SnapTable::startTurn()
{
    const Snap* g = game();
    if (!g || g->isTerminal() || inFlight_ || windowOpen_)
        return;
    autoTurnTimer_.stop();
    const ct::Seat seat = g->currentPlayer();
    // The card that is about to show (an empty pack is its pile turned over).
    const auto& pack = g->pack(seat);
    const ct::Card card = !pack.empty() ? pack.front() : g->pile(seat).front();
    const int flight = Speeds::scaled(Speeds::kMove);
    inFlight_ = true;
    const int generation = generation_;
    turn_->setEnabled(false);
    if (flight <= 0) {
        finishTurn(generation);
        return;
    }
    parlourtable::flyAway(scene(), card, true, cardOrigin(scene(), QStringLiteral("pack%1").arg(seat)),
        cardOrigin(scene(), QStringLiteral("pile%1").arg(seat)), false, true, flight);
    QTimer::singleShot(flight, this, [this, generation] { finishTurn(generation); });
}

void SnapTable::finishTurn(int generation)
{
    const Snap* g = game();
    if (generation != generation_ || !g || g->isTerminal())
        return;
    inFlight_ = false;
    const ct::Seat seat = g->currentPlayer();
    const ct::Action turn = Snap::turn(seat);
    if (!(seat == 0 ? controller()->playAction(turn) : controller()->playComputerAction(turn)))
        return;
    // The card lies face up: reaction times count from now, and the window
    // before the next card opens. Cries planned for the last card are void.
    shown_.start();
    windowOpen_ = true;
    const int window = ++generation_;
    g = game();
    const ct::SnapReflexes reflexes = reflexes_.value_or(ct::snapReflexesFor(controller()->computerLevel()));
    for (int other = 1; other < g->playerCount(); ++other)
        if (const auto planned = ct::computerCry(*g, other, reflexes, rng_, windowMs_))
            QTimer::singleShot(
                planned->delayMs, this, [this, cry = *planned, window] { computerCry(cry, window); });
    QTimer::singleShot(windowMs_, this, [this, window] {
        if (window != generation_)
            return;
        windowOpen_ = false;
        update(GameController::Change::AutoMove);
    });
    update(GameController::Change::AutoMove);
}

void SnapTable::computerCry(const ct::SnapCry& cry, int generation)
{
    if (generation != generation_)
        return; // the next card was turned first
    // Core refuses a cry after the snap was won: it is simply not heard.
    if (controller()->playComputerAction(cry.action))
        reportCall(cry.delayMs);
}

void SnapTable::cry(int named)
{
    const Snap* g = game();
    if (!g || g->isTerminal() || g->isOut(0))
        return;
    const int reaction = inFlight_ || !shown_.isValid() ? 0 : int(shown_.elapsed());
    const ct::Action action = named < 0 ? Snap::callSnap(0) : Snap::callAnimal(0, named);
    if (controller()->playAction(action))
        reportCall(reaction);
}

void SnapTable::reportCall(int reactionMs)
{
    const Snap* g = game();
    if (!g || !g->lastCall())
        return;
    const Snap::Call& call = *g->lastCall();
    const QString seconds = QString::number(reactionMs / 1000.0, 'f', 2);
    if (call.valid) {
        lastEvent_ = call.caller == 0
            ? tr("You called first (%1 s) and win %n card(s).", "", call.cardsWon).arg(seconds)
            : tr("%1 called first (%2 s) and wins %n card(s).", "", call.cardsWon)
                  .arg(seatName(call.caller), seconds);
    } else {
        lastEvent_ = call.caller == 0
            ? tr("A false call! You give away %n card(s).", "", call.cardsGiven)
            : tr("%1 called falsely and gives away %n card(s).", "", call.cardsGiven)
                  .arg(seatName(call.caller));
    }
    update(GameController::Change::AutoMove);
}

void SnapTable::update(GameController::Change change)
{
    const Snap* g = game();
    if (!g)
        return;
    if (change == GameController::Change::NewDeal || change == GameController::Change::Jump) {
        // A new game, an undo: timers of the old position are void.
        ++generation_;
        inFlight_ = false;
        windowOpen_ = false;
        pacer_.stop();
        autoTurnTimer_.stop();
        lastEvent_.clear();
        if (change == GameController::Change::NewDeal)
            rebuildCryButtons();
    }
    const bool over = g->isTerminal();
    turn_->setEnabled(!over && g->currentPlayer() == 0 && !inFlight_ && !windowOpen_);
    for (QPushButton* button : std::as_const(cries_))
        button->setEnabled(!over && !g->isOut(0));
    QStringList lines;
    if (g->animalSnap())
        lines << tr("You are the %1.").arg(ownAnimal());
    if (!lastEvent_.isEmpty())
        lines << lastEvent_;
    if (over)
        lines << (g->outcome().result == ct::Result::Won ? tr("You hold every card: you win!")
                                                         : tr("The game is over."));
    else if (g->currentPlayer() == 0 && !windowOpen_ && !inFlight_)
        lines << tr("Your turn: turn a card.");
    else if (!windowOpen_ && !inFlight_)
        lines << tr("%1 to turn a card.").arg(seatName(g->currentPlayer()));
    panel_->setStatus(lines.join(QLatin1Char('\n')));
    arrange();
    schedule();
}

void SnapTable::schedule()
{
    const Snap* g = game();
    if (!g || g->isTerminal() || inFlight_ || windowOpen_) {
        pacer_.stop();
        autoTurnTimer_.stop();
        return;
    }
    if (g->currentPlayer() != 0) {
        if (!pacer_.isActive())
            pacer_.start(ct::computerTurnDelayMs(rng_));
    } else if (autoTurn_->isChecked()) {
        if (!autoTurnTimer_.isActive())
            autoTurnTimer_.start(kAutoTurnMs);
    } else {
        autoTurnTimer_.stop();
    }
}

bool SnapTable::activate(const QString& zone, int)
{
    if (zone == QLatin1String("pack0")) {
        if (turn_->isEnabled())
            startTurn();
        return true;
    }
    return zone.startsWith(QLatin1String("pack")) || zone.startsWith(QLatin1String("pile"));
}

bool SnapTable::handleKey(QKeyEvent* event)
{
    const Snap* g = game();
    if (!g)
        return false;
    const int key = event->key();
    if (key == Qt::Key_Return || key == Qt::Key_Enter || key == Qt::Key_T) {
        if (turn_->isEnabled())
            startTurn();
        return true;
    }
    if (!g->animalSnap() && key == Qt::Key_Space) {
        cry(-1);
        return true;
    }
    if (g->animalSnap() && key >= Qt::Key_1 && key < Qt::Key_1 + g->playerCount() - 1) {
        cry(key - Qt::Key_1 + 1);
        return true;
    }
    return false;
}

QStringList SnapTable::descriptions() const
{
    return {panel_->status()};
}
