#include "parlour/oldmaidtable.h"

#include <QPushButton>

#include <algorithm>

#include "gametexts.h"
#include "parlour/old_maid.h"
#include "parlour/tablepanel.h"
#include "table/carditem.h"
#include "table/speeds.h"
#include "table/tablescene.h"

using OldMaid = ct::OldMaidState;

namespace {

// A computer takes its time over the player's hand, so the offer is seen.
constexpr int kDrawFromPlayerPace = 1300;
constexpr int kDrawPace = 600;
constexpr int kHoverStep = 260;

QString handId(int seat)
{
    return QStringLiteral("hand%1").arg(seat);
}

} // namespace

using parlourtable::cardOrigin;

OldMaidTable::OldMaidTable(TableScene* scene, GameController* controller)
    : TableDecoration(scene, controller)
    , panel_(new TablePanel(scene, tr("Old Maid controls")))
    , rng_(controller->dealNumber().value_or(1) * 104729ULL + 5)
{
    shuffle_ = panel_->addButton(tr("S&huffle My Hand"), QStringLiteral("oldMaidShuffle"));
    shuffle_->setToolTip(tr("Shuffle your cards before they are offered"));
    panel_->setStatusWidth(340, 440);
    hover_.setInterval(kHoverStep);
    connect(&hover_, &QTimer::timeout, this, &OldMaidTable::hover);
    connect(shuffle_, &QPushButton::clicked, this,
        [this] { this->controller()->playAction(OldMaid::shuffle(0)); });
}

OldMaidTable::~OldMaidTable()
{
    hover_.stop();
    panel_->removeFromTable();
}

const OldMaid* OldMaidTable::game() const
{
    return dynamic_cast<const OldMaid*>(controller()->state());
}

QString OldMaidTable::seatName(int seat) const
{
    const OldMaid* g = game();
    return GameTexts::seatName(seat, g ? g->playerCount() : 2);
}

bool OldMaidTable::offering() const
{
    const OldMaid* g = game();
    return g && !g->isTerminal() && g->drawer() == 0;
}

ct::TableLayout OldMaidTable::layout(const std::vector<ct::Zone>&, int players) const
{
    const OldMaid* g = game();
    const int offerer = offering() ? g->offerer() : -1;
    ct::TableLayout layout;
    layout.width = 11;
    layout.height = 5.4;
    for (int seat = 0; seat < players; ++seat) {
        const std::string id = "hand" + std::to_string(seat);
        if (seat == 0) {
            layout.zones.push_back({id, 1.5, 4.4, ct::Fan::Right, 7.0, 0, "", false});
        } else if (seat == offerer) {
            // Offered to the player: spread wide in the middle to pick from.
            layout.zones.push_back({id, 2.0, 2.05, ct::Fan::Right, 6.0, 0, "", false});
        } else {
            const QPointF spot = parlourtable::seatSpot(seat, players, layout.width - 1.3, 4.4);
            layout.zones.push_back({id, spot.x(), spot.y(), ct::Fan::Right, 1.3, 0, "", false});
        }
    }
    // The pairs thrown out: a heap showing the last few.
    const bool middleTaken = offerer > 0;
    layout.zones.push_back({"pairs", middleTaken ? 9.3 : 4.2, middleTaken ? 3.2 : 1.9, ct::Fan::Right,
        middleTaken ? 0.8 : 1.6, 6, "", true});
    return layout;
}

void OldMaidTable::arrange()
{
    panel_->placeAt(scene()->gridPoint(5.5, offering() ? 3.15 : 3.05));
}

QString OldMaidTable::pileCaption(const QString& zone, const QString& caption) const
{
    const OldMaid* g = game();
    if (!g)
        return caption;
    if (zone == QLatin1String("pairs"))
        return tr("Pairs · %n card(s)", "", int(g->discards().size()));
    const int seat = zone.mid(4).toInt();
    if (g->isTerminal() && g->oldMaid() == seat)
        return tr("%1 · the Old Maid!").arg(GameTexts::seatName(seat, g->playerCount()));
    if (g->isOut(seat))
        return tr("%1 · out").arg(GameTexts::seatName(seat, g->playerCount()));
    return caption;
}

void OldMaidTable::showTravel(GameController::Change change)
{
    const OldMaid* g = game();
    const int flight = Speeds::scaled(Speeds::kMove * 2);
    const bool played = change == GameController::Change::Move || change == GameController::Change::AutoMove;
    if (!played || flight <= 0)
        return;
    if (g->draws() == lastDraws_ + 1 && lastDrawer_ >= 0 && lastOfferer_ >= 0) {
        // The card drawn: from the offered hand to the drawer's.
        const QString to = handId(lastDrawer_);
        const QPointF from = picked_ ? pickedFrom_ : cardOrigin(scene(), handId(lastOfferer_));
        if (lastDrawer_ == 0) {
            // The card the player did not hold before, in his hand or (if it
            // made a pair) on the heap.
            const auto fresh = [this](ct::Card card) {
                return std::find(lastHand_.begin(), lastHand_.end(), card) == lastHand_.end();
            };
            for (int i = 0; i < g->handSize(0); ++i)
                if (CardItem* item = scene()->cardAt(to, i); item && fresh(item->card()))
                    parlourtable::flyFrom(item, from, false, flight);
            for (std::size_t i = lastDiscards_; i < g->discards().size(); ++i)
                if (CardItem* item = scene()->cardAt(QStringLiteral("pairs"), int(i));
                    item && fresh(item->card()))
                    parlourtable::flyFrom(item, from, false, flight);
        } else if (lastOfferer_ != 0 && g->handSize(lastDrawer_) > 0) {
            parlourtable::flyAway(
                scene(), ct::Card {}, false, from, cardOrigin(scene(), to), false, false, flight);
        }
    }
    // Pairs thrown out travel from their hand to the heap.
    const auto& discards = g->discards();
    for (std::size_t i = lastDiscards_; i < discards.size(); ++i)
        if (CardItem* item = scene()->cardAt(QStringLiteral("pairs"), int(i)); item && discards[i].by != 0)
            parlourtable::flyFrom(item, cardOrigin(scene(), handId(discards[i].by)), false, flight);
}

void OldMaidTable::update(GameController::Change change)
{
    const OldMaid* g = game();
    if (!g)
        return;
    hover_.stop();
    lifted_ = nullptr;
    showTravel(change);
    picked_ = false;
    lastHand_ = g->hand(0);
    lastDiscards_ = g->discards().size();
    lastDraws_ = g->draws();
    lastDrawer_ = g->drawer();
    lastOfferer_ = g->offerer();

    const bool over = g->isTerminal();
    controller()->setComputerPace(!over && g->offerer() == 0 ? kDrawFromPlayerPace : kDrawPace);
    shuffle_->setEnabled(!over && g->offerer() == 0 && g->handSize(0) > 1);
    QString line;
    if (over) {
        const int maid = g->oldMaid();
        line = maid == 0 ? tr("You are left with the odd queen: you are the Old Maid!")
                         : tr("%1 is the Old Maid. You are safe!").arg(seatName(maid));
    } else if (g->drawer() == 0) {
        line = tr("Your turn: pick a card from %1's hand.").arg(seatName(g->offerer()));
    } else if (g->offerer() == 0) {
        line = tr("%1 is drawing a card from your hand.").arg(seatName(g->drawer()));
        hover_.start();
    } else {
        line = tr("%1 draws from %2.").arg(seatName(g->drawer()), seatName(g->offerer()));
    }
    panel_->setStatus(line);
    arrange();
}

QPointF OldMaidTable::cardOffset(const ct::Zone& zone, int index) const
{
    // The offered hand opens wide, every back easy to point at.
    const OldMaid* g = game();
    const int count = int(zone.cards.size());
    if (!offering() || QString::fromStdString(zone.id) != handId(g->offerer()) || count < 2)
        return {};
    return {std::min(0.75, 6.0 / (count - 1)) * index, 0};
}

void OldMaidTable::hover()
{
    // The computer's hand wanders over the player's cards.
    const OldMaid* g = game();
    if (!g || g->isTerminal() || g->offerer() != 0 || g->handSize(0) == 0) {
        hover_.stop();
        return;
    }
    if (lifted_)
        lifted_->animate(lifted_->targetPos() + QPointF(0, scene()->cardSize().height() * 0.18),
            lifted_->zValue(), true, Speeds::scaled(120));
    lifted_ = scene()->cardAt(handId(0), int(rng_.below(std::uint32_t(g->handSize(0)))));
    if (lifted_)
        lifted_->animate(lifted_->targetPos() - QPointF(0, scene()->cardSize().height() * 0.18),
            lifted_->zValue(), true, Speeds::scaled(120));
}

bool OldMaidTable::activate(const QString& zone, int index)
{
    const OldMaid* g = game();
    if (!g || g->isTerminal() || !zone.startsWith(QLatin1String("hand")))
        return false;
    if (g->drawer() != 0 || zone != handId(g->offerer()))
        return zone != handId(0); // other hands are not to be touched now
    // A position in the offered fan: the cards are backs, so any is as good.
    if (CardItem* item = scene()->cardAt(zone, index)) {
        pickedFrom_ = item->targetPos();
        picked_ = true;
    }
    controller()->playAction(OldMaid::draw(0, index));
    return true;
}

QStringList OldMaidTable::descriptions() const
{
    return {panel_->status()};
}
