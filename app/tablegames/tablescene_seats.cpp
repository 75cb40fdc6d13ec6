// The card table for games of several players: the frames a change is
// shown in, the seat plates, the table's note, which cards of the player's
// hand may be played (core decides), and clicks on cards. The TableScene
// methods for one-player games are in table/tablescene.cpp.
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>

#include "gametexts.h"
#include "table/carditem.h"
#include "table/pileitem.h"
#include "table/speeds.h"
#include "table/tablescene.h"
#include "tablegames/seatplate.h"

namespace {

QString cardKey(const ct::PlacedCard& placed, const QString& zone, int index)
{
    if (!placed.known)
        return QStringLiteral("?%1:%2").arg(zone).arg(index);
    return QString::fromStdString(ct::cardText(placed.card, ct::PackSuffix::Always));
}

} // namespace

bool TableScene::presenting() const
{
    return presenter_ && (!queue_.isEmpty() || frameTimer_.isActive() || frameWaiting_ || holding_);
}

void TableScene::releaseHold()
{
    if (!holding_)
        return;
    holding_ = false;
    emit holdChanged(false);
    nextFrame();
}

void TableScene::showStateWithPresenter(GameController::Change change)
{
    const ct::State* state = controller_->state();
    QList<TableFrame> frames;
    if (change == GameController::Change::NewDeal) {
        queue_.clear();
        frameTimer_.stop();
        frameWaiting_ = false;
        if (holding_) {
            holding_ = false;
            emit holdChanged(false);
        }
        for (CardItem* item : std::as_const(cards_))
            delete item;
        cards_.clear();
        for (PileItem* pile : std::as_const(piles_))
            delete pile;
        piles_.clear();
        qDeleteAll(plates_);
        plates_.clear();
        running_ = 0;
        focusZone_.clear();
        pickedZone_.clear();
        focusItem_->hide();
        frames = presenter_->frames(nullptr, *state, true);
    } else if (change == GameController::Change::Jump) {
        // Undo and redo show the position at once.
        queue_.clear();
        frameTimer_.stop();
        frameWaiting_ = false;
        if (holding_) {
            holding_ = false;
            emit holdChanged(false);
        }
        frames = {TablePresenter::plainFrame(*state)};
    } else {
        frames = presenter_->frames(shown_.get(), *state, false);
    }
    if (frames.isEmpty())
        frames = {TablePresenter::plainFrame(*state)};
    shown_ = frames.back().state;
    queue_ += frames;
    if (!frameTimer_.isActive() && !frameWaiting_ && !holding_)
        nextFrame();
}

void TableScene::nextFrame()
{
    if (queue_.isEmpty()) {
        refreshMarks();
        emit presentationIdle();
        return;
    }
    frame_ = queue_.takeFirst();
    if (frame_.deal) {
        // A new round: the old round's cards are gone, the new ones dealt.
        for (CardItem* item : std::as_const(cards_))
            delete item;
        cards_.clear();
        running_ = 0;
    }
    zones_ = frame_.zones;
    playable_.clear();
    refusals_.clear();
    clearMarks();
    for (CardItem* item : std::as_const(cards_))
        item->setToolTip(QString());
    rebuildPlaces();
    setBanner(frame_.banner);
    placeAll(Speeds::scaled(Speeds::kMove), frame_.deal);
    updatePlates();
    updateNote();
    if (frame_.hold) {
        holding_ = true;
        emit holdChanged(true);
        return;
    }
    // The frame's pause starts once its cards have arrived.
    frameWaiting_ = true;
}

void TableScene::onFrameAnimationsDone()
{
    if (!frameWaiting_)
        return;
    frameWaiting_ = false;
    frameTimer_.start(Speeds::scaled(frame_.pause));
}

void TableScene::updatePlates()
{
    const ct::State* state = frame_.state.get();
    if (!presenter_ || !state)
        return;
    const int players = state->playerCount();
    for (int seat = 0; seat < players; ++seat) {
        SeatPlate* plate = plates_.value(seat);
        if (!plate) {
            plate = new SeatPlate(seat);
            addItem(plate);
            plates_.insert(seat, plate);
        }
        plate->setWidth(seatLayout_.plateWidth * cardSize_.width());
        plate->setPos(toScene(seatLayout_.plates.value(seat)));
        plate->setInfo(presenter_->plateInfo(frame_, seat, *controller_));
    }
}

QString TableScene::tableNote() const
{
    return note_ && note_->isVisible() ? note_->text() : QString();
}

void TableScene::updateNote()
{
    if (!note_) {
        noteBack_ = addRect(QRectF(), Qt::NoPen, QColor(0, 0, 0, 110));
        noteBack_->setZValue(4000);
        note_ = addSimpleText(QString());
        note_->setBrush(QColor(255, 240, 200));
        note_->setZValue(4001);
    }
    const QString text = !frame_.note.isEmpty() ? frame_.note
        : presenter_                            ? presenter_->tableNote(frame_)
                                                : QString();
    note_->setVisible(!text.isEmpty());
    noteBack_->setVisible(!text.isEmpty());
    if (text.isEmpty())
        return;
    QFont font = note_->font();
    font.setPixelSize(std::clamp(int(cardSize_.height() * 0.15), 12, 18));
    font.setBold(true);
    note_->setFont(font);
    note_->setText(text);
    const QRectF bounds = note_->boundingRect();
    note_->setPos(toScene(seatLayout_.note) - QPointF(bounds.width() / 2, bounds.height() / 2));
    noteBack_->setRect(QRectF(note_->pos(), bounds.size()).adjusted(-10, -4, 10, 4));
}

CardItem* TableScene::reuseVanished(const ct::Zone& zone, int index, QHash<QString, CardItem*>& vanished)
{
    const QString origin = presenter_ ? presenter_->originZone(frame_, zone, index) : QString();
    const QString here = QString::fromStdString(zone.id);
    // The card comes from its origin if known (the top card there first);
    // else from the same place (a card turned face down where it lies), else
    // from wherever a card went missing.
    auto pick = [&](auto accept) {
        QString bestKey;
        for (auto it = vanished.begin(); it != vanished.end(); ++it)
            if (accept(it.value())
                && (bestKey.isEmpty() || it.value()->index > vanished.value(bestKey)->index))
                bestKey = it.key();
        return bestKey;
    };
    QString key;
    if (!origin.isEmpty())
        key = pick([&](CardItem* item) { return item->zone == origin; });
    else {
        key = pick([&](CardItem* item) { return item->zone == here; });
        if (key.isEmpty())
            key = pick([](CardItem* item) { return !item->known(); });
        if (key.isEmpty())
            key = pick([](CardItem*) { return true; });
    }
    if (key.isEmpty())
        return nullptr;
    CardItem* item = vanished.take(key);
    cards_.remove(key);
    const ct::PlacedCard& placed = zone.cards[size_t(index)];
    item->reveal(placed.card, placed.known);
    return item;
}

void TableScene::computePlayable()
{
    playable_.clear();
    refusals_.clear();
    lift_ = cardSize_.height() * 0.16;
    const ct::State* state = controller_->state();
    if (!presenter_ || !state || holding_ || !controller_->humanToAct())
        return;
    for (const ct::Zone& zone : zones_) {
        const QString zoneId = QString::fromStdString(zone.id);
        const bool ownHand = zone.kind == ct::ZoneKind::Hand && zone.owner == 0;
        for (int i = 0; i < int(zone.cards.size()); ++i) {
            const ct::PlacedCard& placed = zone.cards[size_t(i)];
            if (!placed.known)
                continue;
            const QString key = cardKey(placed, zoneId, i);
            if (picker_ && picker_->canPick(zoneId, placed.card)) {
                if (picker_->isPicked(zoneId, placed.card))
                    playable_.insert(key);
                continue;
            }
            if (!ownHand || picker_)
                continue;
            const auto action = state->actionForCard(zone.id, placed.card);
            if (!action)
                continue;
            const ct::Verdict verdict = state->check(*action);
            if (verdict.legal())
                playable_.insert(key);
            else
                refusals_.insert(key, GameTexts::verdict(verdict, controller_->gameId()));
        }
    }
}

void TableScene::refreshMarks()
{
    if (!presenter_)
        return;
    computePlayable();
    for (auto it = cards_.begin(); it != cards_.end(); ++it) {
        CardItem* item = it.value();
        const bool picked = picker_ && playable_.contains(it.key());
        if (refusals_.contains(it.key())) {
            item->setMark(CardItem::Mark::Dimmed);
            item->setToolTip(refusals_.value(it.key()));
        } else {
            if (item->mark() != CardItem::Mark::Hint || picked)
                item->setMark(picked ? CardItem::Mark::Picked : CardItem::Mark::None);
            // Every card of a fan says what it is, so that the one beneath
            // does not lend it its refusal.
            item->setToolTip(item->known() && item->zone == QLatin1String("hand0")
                    ? GameTexts::cardName(item->card())
                    : QString());
        }
    }
    placeAll(Speeds::scaled(Speeds::kFlip), false);
}

QString TableScene::refusalFor(const QString& zoneId, ct::Card card) const
{
    for (auto it = cards_.begin(); it != cards_.end(); ++it)
        if (it.value()->zone == zoneId && it.value()->known() && it.value()->card() == card)
            return refusals_.value(it.key());
    return {};
}

void TableScene::setCardPicker(CardPicker* picker)
{
    picker_ = picker;
    refreshMarks();
}

void TableScene::clickCard(CardItem* item)
{
    if (!item)
        return;
    if (presenting()) {
        // A click hurries a trick that lies waiting to be read.
        if (frameTimer_.isActive()) {
            frameTimer_.stop();
            nextFrame();
        }
        return;
    }
    if (!item->known())
        return;
    if (picker_ && picker_->canPick(item->zone, item->card())) {
        picker_->toggle(item->zone, item->card());
        refreshMarks();
        return;
    }
    controller_->playCard(item->zone, item->card());
}
