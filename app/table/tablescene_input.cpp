// TableScene's input: the mouse (clicks, double clicks, drags and drops)
// and the keyboard (moving the focus between piles, picking up and putting
// down), each asking the controller, a table extension or a presenter.
#include "table/tablescene.h"

#include <QGraphicsProxyWidget>
#include <QGraphicsSceneMouseEvent>
#include <QGuiApplication>
#include <QKeyEvent>
#include <QTimer>
#include <algorithm>

#include "gametexts.h"
#include "patience/patience.h"
#include "table/carditem.h"
#include "table/pileitem.h"
#include "table/speeds.h"
#include "table/tabledecoration.h"
#include "table/tableextension.h"

// ---- mouse -----------------------------------------------------------------

bool TableScene::overWidget(QPointF scenePos) const
{
    // Controls on the table (a decoration's panel) take their own clicks.
    const QList<QGraphicsItem*> under = items(scenePos);
    return std::any_of(under.begin(), under.end(), [](const QGraphicsItem* item) {
        return item->isVisible() && item->type() == QGraphicsProxyWidget::Type;
    });
}

void TableScene::mousePressEvent(QGraphicsSceneMouseEvent* event)
{
    if (widgetPress_ || overWidget(event->scenePos())) {
        widgetPress_ = true;
        QGraphicsScene::mousePressEvent(event);
        return;
    }
    if (event->button() != Qt::LeftButton || running_ > 0 && !dragged_.isEmpty())
        return;
    pressed_ = true;
    dragging_ = false;
    pressPos_ = event->scenePos();
    if (CardItem* card = topCardAt(event->scenePos())) {
        pressZone_ = card->zone;
        pressIndex_ = card->index;
    } else if (PileItem* pile = pileAt(event->scenePos())) {
        pressZone_ = pile->zone;
        pressIndex_ = -1;
    } else {
        pressZone_.clear();
        pressIndex_ = -1;
    }
    event->accept();
}

void TableScene::mouseMoveEvent(QGraphicsSceneMouseEvent* event)
{
    if (widgetPress_ || (!pressed_ && overWidget(event->scenePos()))) {
        QGraphicsScene::mouseMoveEvent(event);
        return;
    }
    if (!pressed_)
        return;
    if (!dragging_) {
        if ((event->scenePos() - pressPos_).manhattanLength() < 6 || pressIndex_ < 0)
            return;
        QList<int> indices;
        if (auto group = extension_ ? extension_->dragGroup(pressZone_, pressIndex_) : std::nullopt) {
            indices = *group;
        } else if (controller_->canPickUp(pressZone_, pressIndex_)) {
            const ct::Zone* z = zone(pressZone_);
            for (int i = pressIndex_; z && i < int(z->cards.size()); ++i)
                indices << i;
        }
        if (indices.isEmpty()) {
            pressed_ = false;
            return;
        }
        startDrag(indices);
    }
    const QPointF delta = event->scenePos() - pressPos_;
    for (int i = 0; i < dragged_.size(); ++i)
        dragged_[i]->setPos(dragged_[i]->targetPos() + delta);
}

void TableScene::mouseReleaseEvent(QGraphicsSceneMouseEvent* event)
{
    if (widgetPress_) {
        if (event->buttons() == Qt::NoButton)
            widgetPress_ = false;
        QGraphicsScene::mouseReleaseEvent(event);
        return;
    }
    if (!pressed_ || event->button() != Qt::LeftButton)
        return;
    pressed_ = false;
    if (dragging_) {
        dragging_ = false;
        endDrag(event->scenePos());
        return;
    }
    lastClickActed_ = false;
    if (presenter_) {
        clickCard(topCardAt(event->scenePos()));
        return;
    }
    if (extension_ && extension_->click(pressZone_, pressIndex_)) {
        lastClickActed_ = true;
    } else if (!pressZone_.isEmpty()) {
        clearMarks();
        lastClickActed_ = (decoration_ && decoration_->activate(pressZone_, pressIndex_))
                          || controller_->activate(pressZone_, pressIndex_);
        if (!lastClickActed_ && decoration_)
            decoration_->markCards();
    }
}

void TableScene::mouseDoubleClickEvent(QGraphicsSceneMouseEvent* event)
{
    if (overWidget(event->scenePos())) {
        widgetPress_ = true;
        QGraphicsScene::mouseDoubleClickEvent(event);
        return;
    }
    // The first click of a double-click has already played the card where it
    // could; the second only acts if the first did nothing.
    if (event->button() != Qt::LeftButton || lastClickActed_) {
        lastClickActed_ = false;
        return;
    }
    if (CardItem* card = topCardAt(event->scenePos()))
        controller_->sendToFoundation(card->zone);
}

void TableScene::startDrag(const QList<int>& indices)
{
    dragging_ = true;
    if (!extension_)
        clearMarks();
    const ct::Zone* z = zone(pressZone_);
    if (!z)
        return;
    const int count = int(indices.size());
    dragged_.clear();
    draggedIndices_ = indices;
    for (int i : indices)
        if (CardItem* item = cardAt(pressZone_, i)) {
            item->stopAnimation();
            item->setPos(item->targetPos());
            item->setZValue(20000 + i);
            dragged_ << item;
        }
    targets_ = controller_->legalTargets(pressZone_, count);
    for (const QString& target : std::as_const(targets_)) {
        const ct::Zone* tz = zone(target);
        if (tz && !tz->cards.empty()) {
            if (CardItem* top = cardAt(target, int(tz->cards.size()) - 1))
                top->setMark(CardItem::Mark::Target);
        } else if (PileItem* pile = piles_.value(target)) {
            pile->setHighlighted(true);
        }
    }
}

void TableScene::endDrag(QPointF scenePos)
{
    const QList<CardItem*> group = dragged_;
    dragged_.clear();
    clearTargets();
    if (group.isEmpty())
        return;
    if (extension_) {
        // Over where the card under the pointer was let go.
        const CardItem* lead = group.first();
        for (const CardItem* item : group)
            if (item->index == pressIndex_)
                lead = item;
        const QString target = zoneAtCard(QRectF(lead->pos(), cardSize_));
        if (!extension_->drop(pressZone_, draggedIndices_, target, scenePos))
            for (CardItem* item : group)
                item->animate(item->targetPos(), item->index + places_.value(item->zone).order * 300,
                              item->faceUp(), Speeds::scaled(Speeds::kSlideBack));
        return;
    }
    const QString target = zoneAtCard(QRectF(group.first()->pos(), cardSize_));
    if (target.isEmpty() || target == pressZone_) {
        for (CardItem* item : group)
            item->animate(item->targetPos(), item->index + places_.value(item->zone).order * 300,
                          item->faceUp(), Speeds::scaled(Speeds::kSlideBack));
        return;
    }
    const ct::Verdict verdict = controller_->tryMove(pressZone_, int(group.size()), target);
    if (!verdict.legal()) {
        for (CardItem* item : group)
            item->animate(item->targetPos(), item->index + places_.value(item->zone).order * 300,
                          item->faceUp(), Speeds::scaled(Speeds::kSlideBack));
        emit message(GameTexts::verdict(verdict, controller_->gameId()));
    }
}

void TableScene::clearTargets()
{
    targets_.clear();
    for (CardItem* item : std::as_const(cards_))
        if (item->mark() == CardItem::Mark::Target)
            item->setMark(CardItem::Mark::None);
    for (PileItem* pile : std::as_const(piles_))
        pile->setHighlighted(false);
}

void TableScene::clearMarks()
{
    clearTargets();
    for (CardItem* item : std::as_const(cards_))
        item->setMark(CardItem::Mark::None);
}

void TableScene::showHint(const ct::Action& action)
{
    clearMarks();
    const auto* p = controller_->patience();
    if (!p) {
        // A table game: the cards the action names, where they lie.
        for (CardItem* item : std::as_const(cards_))
            if (item->known()
                && std::find(action.cards.begin(), action.cards.end(), item->card()) != action.cards.end())
                item->setMark(CardItem::Mark::Hint);
        return;
    }
    if (action.kind == ct::PatienceState::MoveCards) {
        const QString from = controller_->zoneOfPile(action.a);
        const QString to = controller_->zoneOfPile(action.b);
        const ct::Zone* fz = zone(from);
        if (fz)
            for (int i = int(fz->cards.size()) - action.c; i < int(fz->cards.size()); ++i)
                if (CardItem* item = cardAt(from, i))
                    item->setMark(CardItem::Mark::Hint);
        const ct::Zone* tz = zone(to);
        if (tz && !tz->cards.empty()) {
            if (CardItem* top = cardAt(to, int(tz->cards.size()) - 1))
                top->setMark(CardItem::Mark::Target);
        } else if (PileItem* pile = piles_.value(to)) {
            pile->setHighlighted(true);
        }
    } else {
        const QString zoneId = action.kind == ct::PatienceState::Flip ? controller_->zoneOfPile(action.a)
                                                                      : QStringLiteral("stock");
        const ct::Zone* z = zone(zoneId);
        if (z && !z->cards.empty()) {
            if (CardItem* top = cardAt(zoneId, int(z->cards.size()) - 1))
                top->setMark(CardItem::Mark::Hint);
        } else if (PileItem* pile = piles_.value(zoneId)) {
            pile->setHighlighted(true);
        }
    }
}

// ---- keyboard --------------------------------------------------------------

QList<TableScene::PileDescription> TableScene::pileDescriptions() const
{
    QList<PileDescription> out;
    for (const ct::Zone& z : zones_) {
        const QString id = QString::fromStdString(z.id);
        if (!places_.contains(id))
            continue;
        const QString pile = GameTexts::pileName(controller_->gameId(), id);
        QString text;
        if (z.cards.empty()) {
            text = tr("Empty %1").arg(pile);
        } else {
            const ct::PlacedCard& top = z.cards.back();
            const QString card = top.faceUp && top.known ? tr("%1 face up on top").arg(GameTexts::cardName(top.card))
                                                         : tr("face down");
            text = tr("%1, %n card(s), %2", "", int(z.cards.size())).arg(pile, card);
        }
        QRectF area(places_.value(id).origin, cardSize_);
        for (int i = 0; i < int(z.cards.size()); ++i)
            area |= QRectF(cardPosition(z, i), cardSize_);
        out.push_back({id, text, area});
    }
    return out;
}

QString TableScene::focusDescription() const
{
    if (focusZone_.isEmpty())
        return {};
    const ct::Zone* z = zone(focusZone_);
    const QString pile = GameTexts::pileName(controller_->gameId(), focusZone_);
    if (!z || z->cards.empty() || focusIndex_ < 0)
        return tr("Empty %1").arg(pile);
    const ct::PlacedCard& placed = z->cards[size_t(std::min<int>(focusIndex_, int(z->cards.size()) - 1))];
    if (!placed.faceUp || !placed.known)
        return tr("Face-down card, on %1").arg(pile);
    return tr("%1, face up, on %2").arg(GameTexts::cardName(placed.card), pile);
}

void TableScene::updateFocusItem()
{
    if (focusZone_.isEmpty() || !places_.contains(focusZone_)) {
        focusItem_->hide();
        return;
    }
    const ct::Zone* z = zone(focusZone_);
    QPointF pos = places_.value(focusZone_).origin;
    if (z && !z->cards.empty()) {
        focusIndex_ = std::clamp(focusIndex_, 0, int(z->cards.size()) - 1);
        pos = cardPosition(*z, focusIndex_);
    } else {
        focusIndex_ = -1;
    }
    focusItem_->setRect(QRectF(pos, cardSize_).adjusted(-3, -3, 3, 3));
    focusItem_->show();
}

void TableScene::moveFocus(int dx, int dy)
{
    // Zones in reading order; left/right step through a row, up/down go to
    // the nearest zone of the row above or below (and along a fanned column
    // first).
    QList<QString> ids = places_.keys();
    std::sort(ids.begin(), ids.end(), [this](const QString& a, const QString& b) {
        const QPointF pa = places_.value(a).origin, pb = places_.value(b).origin;
        if (std::abs(pa.y() - pb.y()) > cardSize_.height() * 0.5)
            return pa.y() < pb.y();
        return pa.x() < pb.x();
    });
    if (ids.isEmpty())
        return;
    if (focusZone_.isEmpty() || !places_.contains(focusZone_)) {
        focusZone_ = ids.first();
        const ct::Zone* z = zone(focusZone_);
        focusIndex_ = z ? int(z->cards.size()) - 1 : -1;
        updateFocusItem();
        emit focusChanged(focusDescription());
        return;
    }
    const ct::Zone* current = zone(focusZone_);
    if (dy != 0 && current && places_.value(focusZone_).fan == ct::Fan::Down) {
        const int top = int(current->cards.size()) - 1;
        const int next = focusIndex_ + dy;
        if (next >= 0 && next <= top && current->cards[size_t(next)].faceUp) {
            focusIndex_ = next;
            updateFocusItem();
            emit focusChanged(focusDescription());
            return;
        }
    }
    const QPointF here = places_.value(focusZone_).origin;
    QString best;
    double bestScore = 1e18;
    for (const QString& id : ids) {
        if (id == focusZone_)
            continue;
        const QPointF there = places_.value(id).origin;
        const QPointF d = there - here;
        const bool sameRow = std::abs(d.y()) < cardSize_.height() * 0.5;
        double score = 1e18;
        if (dx != 0 && sameRow && d.x() * dx > 0)
            score = std::abs(d.x());
        else if (dy != 0 && !sameRow && d.y() * dy > 0)
            score = std::abs(d.y()) * 4 + std::abs(d.x());
        if (score < bestScore) {
            bestScore = score;
            best = id;
        }
    }
    if (best.isEmpty())
        return;
    focusZone_ = best;
    const ct::Zone* z = zone(focusZone_);
    focusIndex_ = z ? int(z->cards.size()) - 1 : -1;
    updateFocusItem();
    emit focusChanged(focusDescription());
}

void TableScene::pickUp(const QString& zoneId, int index)
{
    pickedZone_ = zoneId;
    pickedIndex_ = index;
    const ct::Zone* z = zone(zoneId);
    if (!z)
        return;
    for (int i = index; i < int(z->cards.size()); ++i)
        if (CardItem* item = cardAt(zoneId, i))
            item->setMark(CardItem::Mark::Picked);
    targets_ = controller_->legalTargets(zoneId, int(z->cards.size()) - index);
    for (const QString& target : std::as_const(targets_))
        if (PileItem* pile = piles_.value(target)) {
            const ct::Zone* tz = zone(target);
            if (tz && !tz->cards.empty()) {
                if (CardItem* top = cardAt(target, int(tz->cards.size()) - 1))
                    top->setMark(CardItem::Mark::Target);
            } else {
                pile->setHighlighted(true);
            }
        }
}

bool TableScene::handleKey(QKeyEvent* event)
{
    if (decoration_ && decoration_->handleKey(event))
        return true;
    switch (event->key()) {
    case Qt::Key_Left: moveFocus(-1, 0); return true;
    case Qt::Key_Right: moveFocus(1, 0); return true;
    case Qt::Key_Up: moveFocus(0, -1); return true;
    case Qt::Key_Down: moveFocus(0, 1); return true;
    case Qt::Key_Escape:
        if (!pickedZone_.isEmpty()) {
            pickedZone_.clear();
            clearMarks();
            emit message(tr("Cancelled."));
            return true;
        }
        return false;
    case Qt::Key_Space:
    case Qt::Key_Return:
    case Qt::Key_Enter: break;
    default: return false;
    }
    if (focusZone_.isEmpty()) {
        moveFocus(0, 0);
        return true;
    }
    if (presenter_) {
        clickCard(cardAt(focusZone_, focusIndex_));
        return true;
    }
    if (!pickedZone_.isEmpty()) {
        const QString from = pickedZone_;
        const int index = pickedIndex_;
        pickedZone_.clear();
        clearMarks();
        if (from == focusZone_)
            return true; // put back where it was
        const ct::Zone* z = zone(from);
        const int count = z ? int(z->cards.size()) - index : 1;
        const ct::Verdict verdict = controller_->tryMove(from, count, focusZone_);
        if (!verdict.legal())
            emit message(GameTexts::verdict(verdict, controller_->gameId()));
        return true;
    }
    if (extension_ && extension_->click(focusZone_, focusIndex_))
        return true;
    const ct::Zone* z = zone(focusZone_);
    const bool isStock = z && z->kind == ct::ZoneKind::Stock;
    if (isStock || !z || z->cards.empty() || !z->cards[size_t(std::max(0, focusIndex_))].faceUp ||
        !controller_->patience()) {
        if (!decoration_ || !decoration_->activate(focusZone_, focusIndex_))
            controller_->activate(focusZone_, focusIndex_);
        return true;
    }
    if (controller_->canPickUp(focusZone_, focusIndex_)) {
        pickUp(focusZone_, focusIndex_);
        emit message(tr("Picked up %1. Move to a pile and press Space to put it down, or Escape.")
                         .arg(focusDescription()));
    }
    return true;
}
