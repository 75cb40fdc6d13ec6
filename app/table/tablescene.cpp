#include "table/tablescene.h"

#include <QGraphicsProxyWidget>
#include <QGraphicsRectItem>
#include <QGraphicsSceneMouseEvent>
#include <QGraphicsSimpleTextItem>
#include <QKeyEvent>
#include <QPainter>
#include <QGuiApplication>
#include <QRandomGenerator>
#include <QSequentialAnimationGroup>
#include <QTimer>
#include <algorithm>
#include <cmath>

#include "deck/decktheme.h"
#include "gametexts.h"
#include "patience/patience.h"
#include "table/carditem.h"
#include "table/pileitem.h"
#include "table/speeds.h"
#include "table/tabledecoration.h"
#include "table/tableextension.h"

namespace {

constexpr double kMargin = 0.25;       // table margin, in card widths
constexpr double kDownFaceDown = 0.10; // fan steps, in card heights / widths
constexpr double kDownFaceUp = 0.27;
constexpr double kSideFaceDown = 0.08;
constexpr double kSideFaceUp = 0.24;
constexpr double kOwnHand = 0.55; // the player's own hand: each card's corner and most of its face show

QString identity(const ct::PlacedCard& placed, const QString& zone, int index)
{
    if (!placed.known)
        return QStringLiteral("?%1:%2").arg(zone).arg(index);
    return QString::fromStdString(ct::cardText(placed.card, ct::PackSuffix::Always));
}

} // namespace

TableScene::TableScene(GameController* controller, DeckTheme* deck, QObject* parent)
    : QGraphicsScene(parent)
    , controller_(controller)
    , deck_(deck)
{
    setItemIndexMethod(QGraphicsScene::NoIndex); // cards move all the time
    connect(controller_, &GameController::stateChanged, this, &TableScene::onStateChanged);
    connect(controller_, &GameController::gameOver, this, &TableScene::onGameOver);
    connect(deck_, &DeckTheme::imagesChanged, this, [this] {
        for (CardItem* item : std::as_const(cards_))
            item->update();
    });
    focusItem_ = addRect(QRectF(), QPen(QColor(255, 215, 0), 3));
    focusItem_->setZValue(30000);
    focusItem_->hide();
    bannerBack_ = addRect(QRectF(), Qt::NoPen, QColor(0, 0, 0, 150));
    bannerBack_->setZValue(40000);
    bannerBack_->hide();
    banner_ = addSimpleText(QString());
    banner_->setBrush(Qt::white);
    banner_->setZValue(40001);
    banner_->hide();
    frameTimer_.setSingleShot(true);
    connect(&frameTimer_, &QTimer::timeout, this, &TableScene::nextFrame);
    connect(this, &TableScene::animationsFinished, this, &TableScene::onFrameAnimationsDone);
    // Plates follow the computer players' thinking.
    connect(controller_, &GameController::statusChanged, this, [this] {
        if (presenter_)
            updatePlates();
    });
    connect(controller_, &GameController::thinkingChanged, this, [this] {
        if (presenter_)
            updatePlates();
    });
    controller_->setPresentationGate([this] { return presenting(); });
    connect(this, &TableScene::presentationIdle, controller_, &GameController::presentationDone);
}

TableScene::~TableScene()
{
    // The decoration's items go while the scene still holds them.
    decoration_.reset();
}

QPointF TableScene::gridPoint(double x, double y) const
{
    return toScene(QPointF(x, y));
}

void TableScene::beginAnimation()
{
    ++running_;
}

void TableScene::endAnimation()
{
    if (running_ > 0 && --running_ == 0)
        emit animationsFinished();
}

ct::TableLayout TableScene::currentLayout() const
{
    if (presenter_)
        return seatLayout_.table;
    const ct::State* state = controller_->state();
    ct::TableLayout layout = extension_ ? extension_->layout(zones_) : ct::TableLayout{};
    if (layout.zones.empty() && state)
        layout = state->layout();
    if (!layout.zones.empty())
        return layout;
    if (decoration_ && state) {
        layout = decoration_->layout(zones_, state->playerCount());
        if (!layout.zones.empty())
            return layout;
    }
    // Games without a layout of their own: the seats around the table (seat 0,
    // the player, at the bottom; the others clockwise from the left), the
    // shared piles in the middle.
    const int players = std::max(1, state ? state->playerCount() : 1);
    layout.width = 11;
    layout.height = 5.6;
    const double centreX = 5.0, centreY = 2.3;
    std::vector<const ct::Zone*> middle;
    std::vector<std::vector<const ct::Zone*>> bySeat(static_cast<std::size_t>(players));
    for (const ct::Zone& zone : zones_) {
        if (zone.owner >= 0 && zone.owner < players)
            bySeat[size_t(zone.owner)].push_back(&zone);
        else
            middle.push_back(&zone);
    }
    for (int seat = 0; seat < players; ++seat) {
        const double angle = M_PI / 2 + 2 * M_PI * seat / players;
        double x = centreX + 4.6 * std::cos(angle);
        double y = centreY + 2.3 * std::sin(angle);
        const bool mine = seat == 0;
        for (const ct::Zone* zone : bySeat[size_t(seat)]) {
            const bool hand = zone->kind == ct::ZoneKind::Hand;
            const double extent = hand ? (mine ? 6.5 : 1.2) : 0;
            // A hand is centred on its seat: start it half its spread to the left.
            const double start = hand ? x - (mine ? 3.75 : 1.1) : x;
            layout.zones.push_back({zone->id, std::clamp(start, 0.0, layout.width - 1 - extent), std::clamp(y, 0.0, layout.height - 1),
                                    hand ? ct::Fan::Right : ct::Fan::None, extent, 0, "", !hand});
            // Further zones of the same seat (tricks taken) sit beside it.
            x += hand ? (mine ? 4.3 : 2.6) : 1.2;
        }
    }
    double x = centreX - 0.6 * (double(middle.size()) - 1);
    for (const ct::Zone* zone : middle) {
        const bool spread = zone->kind == ct::ZoneKind::Trick || zone->kind == ct::ZoneKind::Discard;
        layout.zones.push_back({zone->id, x, centreY - 0.5, spread ? ct::Fan::Right : ct::Fan::None,
                                spread ? 1.6 : 0, 0, "", true});
        x += spread ? 3.0 : 1.2;
    }
    return layout;
}

void TableScene::setViewSize(QSizeF size, qreal devicePixelRatio)
{
    viewSize_ = size;
    dpr_ = devicePixelRatio;
    rebuildPlaces();
    placeAll(0, false);
    if (presenter_) {
        updatePlates();
        updateNote();
    }
}

QSize TableScene::cardSize() const
{
    return cardSize_;
}

void TableScene::rebuildPlaces()
{
    const double aspect = deck_->aspectRatio();
    if (presenter_)
        seatLayout_
            = presenter_->layout(frame_, viewSize_.width() / std::max(1.0, viewSize_.height()) / aspect);
    const ct::TableLayout layout = currentLayout();
    const double width = std::max(1.0, layout.width) + 2 * kMargin;
    const double height = std::max(1.0, layout.height) + 2 * kMargin * aspect;
    // The largest card that fits both ways.
    const double cardWidth = std::max(
        16.0, std::floor(std::min(viewSize_.width() / width, viewSize_.height() * aspect / height)));
    deck_->setCardWidth(int(cardWidth), dpr_);
    cardSize_ = deck_->cardSize();
    const double cw = cardSize_.width();
    const double ch = cardSize_.height();
    const double tableWidth = layout.width * cw;
    const double left = std::max(kMargin * cw, (viewSize_.width() - tableWidth) / 2);
    const double top = kMargin * cw;
    tableOrigin_ = QPointF(left, top);
    setSceneRect(QRectF(QPointF(0, 0), viewSize_));

    places_.clear();
    int order = 0;
    // A right-to-left interface reads the table from the right: the piles
    // change sides, unless the picture must keep its own handedness. Fans
    // keep their direction inside their mirrored room, so that every card's
    // corner index stays readable.
    const bool mirror = layout.mirrorable && QGuiApplication::layoutDirection() == Qt::RightToLeft;
    for (const ct::ZoneLayout& z : layout.zones) {
        ZonePlace place;
        double x = z.x;
        if (mirror) {
            const double reach = z.fanExtent > 0 ? z.fanExtent : 2.0; // as the extent below
            x = layout.width - z.x - 1;
            if (z.fan == ct::Fan::Right)
                x -= reach;
            else if (z.fan == ct::Fan::Left)
                x += reach;
        }
        place.origin = QPointF(left + x * cw, top + z.y * ch);
        place.fan = z.fan;
        const bool vertical = z.fan == ct::Fan::Down || z.fan == ct::Fan::Up;
        place.extent = z.fanExtent > 0 ? z.fanExtent * (vertical ? ch : cw) : (vertical ? 3 * ch : 2 * cw);
        if (z.fan == ct::Fan::Down)
            // Columns may use the room left below them on the table.
            place.extent = std::max(place.extent, viewSize_.height() - place.origin.y() - ch - 0.1 * ch);
        place.fanCount = z.fanCount;
        place.label = QString::fromStdString(z.label);
        place.showEmpty = z.showEmpty;
        place.labelAlways = z.labelAlways;
        place.order = order++;
        places_.insert(QString::fromStdString(z.id), place);
    }
    for (PileItem* pile : std::as_const(piles_))
        pile->setSize(cardSize_);
    for (CardItem* item : std::as_const(cards_))
        item->updateSize();
    if (decoration_)
        decoration_->arrange();
}

QPointF TableScene::cardPosition(const ct::Zone& zone, int index) const
{
    const ZonePlace place = places_.value(QString::fromStdString(zone.id));
    const int count = int(zone.cards.size());
    if (presenter_) {
        const QPointF shift = presenter_->cardOffset(frame_, zone, index);
        if (!shift.isNull())
            return place.origin + QPointF(shift.x() * cardSize_.width(), shift.y() * cardSize_.height());
    }
    if (place.fan == ct::Fan::None || count <= 1)
        return place.origin;
    const bool vertical = place.fan == ct::Fan::Down || place.fan == ct::Fan::Up;
    const double unit = vertical ? cardSize_.height() : cardSize_.width();
    const int firstSpread = place.fanCount > 0 ? std::max(0, count - place.fanCount) : 0;
    const bool ownHand = zone.kind == ct::ZoneKind::Hand && zone.owner == 0 && !vertical;
    auto step = [&](int i) {
        if (i <= firstSpread)
            return 0.0;
        const bool faceUp = zone.cards[size_t(i - 1)].faceUp;
        if (ownHand && faceUp)
            return kOwnHand * unit;
        return (vertical ? (faceUp ? kDownFaceUp : kDownFaceDown) : (faceUp ? kSideFaceUp : kSideFaceDown)) * unit;
    };
    double total = 0;
    for (int i = 1; i < count; ++i)
        total += step(i);
    const double squeeze = total > place.extent && total > 0 ? place.extent / total : 1.0;
    // The player's own hand sits centred in its place, however many cards.
    double offset = ownHand && total < place.extent ? (place.extent - total) / 2 : 0;
    for (int i = 1; i <= index; ++i)
        offset += step(i) * squeeze;
    switch (place.fan) {
    case ct::Fan::Down: return place.origin + QPointF(0, offset);
    case ct::Fan::Up: return place.origin - QPointF(0, offset);
    case ct::Fan::Right: return place.origin + QPointF(offset, 0);
    case ct::Fan::Left: return place.origin - QPointF(offset, 0);
    case ct::Fan::None: break;
    }
    return place.origin;
}

const ct::Zone* TableScene::zone(const QString& id) const
{
    for (const ct::Zone& z : zones_)
        if (QString::fromStdString(z.id) == id)
            return &z;
    return nullptr;
}

void TableScene::trackAnimation(CardItem* item)
{
    connect(item, &CardItem::animationStarted, this, [this] { ++running_; });
    connect(item, &CardItem::animationFinished, this, [this] {
        if (--running_ == 0)
            emit animationsFinished();
    });
}

void TableScene::onStateChanged(GameController::Change change)
{
    const ct::State* state = controller_->state();
    if (!state)
        return;
    if (change == GameController::Change::NewDeal || (!presenter_ && places_.isEmpty())) {
        if (presenter_) {
            // Leaving a game of several players: its plates, note and frames go.
            qDeleteAll(plates_);
            plates_.clear();
            if (note_) {
                note_->hide();
                noteBack_->hide();
            }
            queue_.clear();
            frameTimer_.stop();
            frameWaiting_ = false;
            picker_ = nullptr;
            if (holding_) {
                holding_ = false;
                emit holdChanged(false);
            }
        }
        if (controller_->gameId() != extensionGame_) {
            delete extension_;
            extensionGame_ = controller_->gameId();
            extension_ = createTableExtension(extensionGame_, this, controller_);
        }
        // A family with a table extension of its own (Quatorze) and a game
        // with its own decoration (the parlour games) draw their seats
        // themselves; the other games of several players get a presenter.
        const bool ownTable = extension_ || hasTableDecoration(controller_->gameId());
        presenter_ = ownTable ? nullptr : TablePresenter::create(*state);
    }
    if (presenter_) {
        showStateWithPresenter(change);
        return;
    }
    const auto previousLayoutZones = places_.size();
    // Games of several players are drawn as seat 0 sees them: other hands
    // and hidden piles face down, whatever the app could know.
    zones_ = state->playerCount() > 1 ? state->observe(0).zones : state->zones();
    if (extension_)
        extension_->arrangeZones(zones_);
    if (change == GameController::Change::NewDeal || previousLayoutZones == 0) {
        // A new game: forget the old cards and piles.
        for (CardItem* item : std::as_const(cards_))
            delete item;
        cards_.clear();
        for (PileItem* pile : std::as_const(piles_))
            delete pile;
        piles_.clear();
        decoration_.reset();
        running_ = 0;
        focusZone_.clear();
        pickedZone_.clear();
        focusItem_->hide();
        decoration_ = makeTableDecoration(controller_->gameId(), this, controller_);
    }
    setBanner(QString());
    clearMarks();
    rebuildPlaces();
    int duration = Speeds::scaled(Speeds::kMove);
    if (change == GameController::Change::AutoMove)
        duration = Speeds::scaled(Speeds::kAutoMove);
    placeAll(duration, change == GameController::Change::NewDeal);
    if (decoration_)
        decoration_->update(change);
}

void TableScene::relayout()
{
    const ct::State* state = controller_->state();
    if (!state || places_.isEmpty())
        return;
    zones_ = state->playerCount() > 1 ? state->observe(0).zones : state->zones();
    if (extension_)
        extension_->arrangeZones(zones_);
    rebuildPlaces();
    placeAll(Speeds::scaled(Speeds::kMove), false);
}

void TableScene::placeAll(int duration, bool deal)
{
    QSet<QString> seen;
    // Pile outlines. A zone that left the layout (a meld gathered for an
    // opening and then put down) takes its outline along: a stale one would
    // still catch drops where another pile now lies.
    for (auto it = piles_.begin(); it != piles_.end();) {
        if (places_.contains(it.key())) {
            ++it;
            continue;
        }
        delete it.value();
        it = piles_.erase(it);
    }
    for (auto it = places_.begin(); it != places_.end(); ++it) {
        PileItem* pile = piles_.value(it.key());
        if (!pile) {
            pile = new PileItem(it.key());
            addItem(pile);
            piles_.insert(it.key(), pile);
        }
        pile->setSize(cardSize_);
        pile->setPos(it->origin);
        pile->setLabel(it->label);
        pile->setShowOutline(it->showEmpty);
        pile->setToolTip(GameTexts::pileName(controller_->gameId(), it.key()));
        if (it->labelAlways)
            pile->setCaption(it->label);
        else if (presenter_)
            pile->setCaption(QString());
        if (const ct::Zone* owned = zone(it.key()); owned && owned->owner >= 0 && !presenter_) {
            // Seats: who sits there, how many cards, and whose turn it is.
            const ct::State* state = controller_->state();
            const int players = state ? state->playerCount() : 1;
            QString caption = GameTexts::seatName(owned->owner, players);
            if (owned->kind != ct::ZoneKind::Hand || owned->owner != 0)
                caption += QStringLiteral(" \u00b7 ") + tr("%n card(s)", "", int(owned->cards.size()));
            if (state && state->currentPlayer() == owned->owner)
                caption = QStringLiteral("\u25b6 ") + caption;
            pile->setCaption(decoration_ ? decoration_->pileCaption(it.key(), caption) : caption);
        } else if (decoration_) {
            pile->setCaption(decoration_->pileCaption(it.key(), QString()));
        }
        if (it.key() == QLatin1String("stock")) {
            const auto* patience = controller_->patience();
            pile->setCaption(patience ? GameTexts::stockAction(QString::fromStdString(patience->stockAction()))
                                      : QString());
        }
    }
    // Where a deal starts from: the stock if there is one, else off the top left.
    QPointF dealFrom(-cardSize_.width() * 1.5, -cardSize_.height());
    if (places_.contains(QStringLiteral("stock")))
        dealFrom = places_.value(QStringLiteral("stock")).origin;
    // Cards that leave a place where they were hidden and turn up elsewhere
    // (a computer player's card played, the nest taken up) fly from there.
    QHash<QString, CardItem*> vanished;
    if (presenter_) {
        dealFrom = toScene(seatLayout_.dealFrom);
        QSet<QString> keys;
        for (const ct::Zone& z : zones_)
            for (int i = 0; i < int(z.cards.size()); ++i)
                keys.insert(identity(z.cards[size_t(i)], QString::fromStdString(z.id), i));
        for (auto it = cards_.begin(); it != cards_.end(); ++it)
            if (!keys.contains(it.key()))
                vanished.insert(it.key(), it.value());
    }

    // Cards that leave the picture and cards that come into it are the same
    // cards seen differently (a hidden card drawn into a hand, a hidden card
    // of another hand laid face up on the table): each newcomer starts where
    // a card vanished from another zone, and turns on its way.
    QSet<QString> coming;
    for (const ct::Zone& z : zones_)
        for (int i = 0; i < int(z.cards.size()); ++i)
            coming.insert(identity(z.cards[size_t(i)], QString::fromStdString(z.id), i));
    QList<CardItem*> vanishing;
    if (!deal)
        for (auto it = cards_.cbegin(); it != cards_.cend(); ++it)
            if (!coming.contains(it.key()))
                vanishing << it.value();
    std::sort(vanishing.begin(), vanishing.end(),
              [](CardItem* a, CardItem* b) { return a->zone != b->zone ? a->zone < b->zone : a->index < b->index; });

    int dealt = 0;
    for (const ct::Zone& z : zones_) {
        const QString zoneId = QString::fromStdString(z.id);
        const ZonePlace place = places_.value(zoneId);
        QRectF area;
        for (int i = 0; i < int(z.cards.size()); ++i) {
            const ct::PlacedCard& placed = z.cards[size_t(i)];
            const QString key = identity(placed, zoneId, i);
            seen.insert(key);
            CardItem* item = cards_.value(key);
            if (!item && !deal && !vanished.isEmpty())
                if ((item = reuseVanished(z, i, vanished)))
                    cards_.insert(key, item);
            const bool isNew = !item;
            if (isNew) {
                item = new CardItem(placed.card, placed.known, deck_);
                trackAnimation(item);
                addItem(item);
                cards_.insert(key, item);
                item->setFaceUp(deal ? false : placed.faceUp);
                item->setPos(deal ? dealFrom : cardPosition(z, i));
                const auto from = std::find_if(vanishing.begin(), vanishing.end(),
                                               [&](CardItem* gone) { return gone->zone != zoneId; });
                if (from != vanishing.end()) {
                    item->setPos((*from)->pos());
                    item->setFaceUp((*from)->faceUp());
                    item->setZValue((*from)->zValue());
                    (*from)->hide();
                    vanishing.erase(from);
                }
            }
            item->zone = zoneId;
            item->index = i;
            QPointF target = cardPosition(z, i);
            if (playable_.contains(key))
                target.ry() -= lift_;
            area |= QRectF(target, cardSize_);
            const qreal stacking = place.order * 300 + i;
            if (deal && z.kind != ct::ZoneKind::Stock) {
                item->animate(target, stacking, placed.faceUp, Speeds::scaled(Speeds::kDealFlight),
                              Speeds::scaled(Speeds::kDealPerCard) * dealt++);
            } else if (deal) {
                item->animate(target, stacking, placed.faceUp, 0);
            } else {
                item->animate(target, stacking, placed.faceUp, isNew && item->pos() == target ? 0 : duration);
            }
        }
        if (PileItem* pile = piles_.value(zoneId)) {
            if (area.isEmpty())
                area = QRectF(place.origin, cardSize_);
            pile->setDropArea(area.adjusted(-cardSize_.width() * 0.15, -cardSize_.height() * 0.1,
                                            cardSize_.width() * 0.15, cardSize_.height() * 0.1));
        }
    }
    for (auto it = cards_.begin(); it != cards_.end();) {
        if (!seen.contains(it.key())) {
            delete it.value();
            it = cards_.erase(it);
        } else {
            ++it;
        }
    }
    updateFocusItem();
    if (extension_)
        extension_->placed();
    if (running_ == 0)
        QTimer::singleShot(0, this, [this] {
            if (running_ == 0)
                emit animationsFinished();
        });
}

QPointF TableScene::cardPoint(const QString& zoneId, int index) const
{
    const ct::Zone* z = zone(zoneId);
    if (!z || index < 0 || index >= int(z->cards.size()))
        return zonePoint(zoneId);
    const QPointF pos = cardPosition(*z, index);
    // The part of the card that shows: up to the next card of the fan.
    if (index + 1 < int(z->cards.size())) {
        const QPointF next = cardPosition(*z, index + 1);
        const QPointF shown = next - pos;
        if (std::abs(shown.y()) > 1)
            return pos + QPointF(cardSize_.width() / 2, shown.y() / 2);
        if (std::abs(shown.x()) > 1)
            return pos + QPointF(shown.x() / 2, cardSize_.height() / 2);
    }
    return pos + QPointF(cardSize_.width() / 2, cardSize_.height() / 2);
}

QPointF TableScene::zonePoint(const QString& zoneId) const
{
    const ZonePlace place = places_.value(zoneId);
    return place.origin + QPointF(cardSize_.width() / 2, cardSize_.height() / 2);
}

CardItem* TableScene::cardAt(const QString& zoneId, int index) const
{
    for (CardItem* item : std::as_const(cards_))
        if (item->zone == zoneId && item->index == index)
            return item;
    return nullptr;
}

PileItem* TableScene::pileItem(const QString& zoneId) const
{
    return piles_.value(zoneId);
}

CardItem* TableScene::topCardAt(QPointF scenePos) const
{
    CardItem* best = nullptr;
    for (CardItem* item : std::as_const(cards_)) {
        if (!item->isVisible() || dragged_.contains(item))
            continue;
        // Games of several players aim at where cards are going: a card
        // still rising as playable must not hide its neighbour from a click.
        const QRectF rect(presenter_ ? item->targetPos() : item->pos(), cardSize_);
        const auto z = [this](const CardItem* card) { return presenter_ ? card->targetZ() : card->zValue(); };
        if (rect.contains(scenePos) && (!best || z(item) > z(best)))
            best = item;
    }
    return best;
}

PileItem* TableScene::pileAt(QPointF scenePos) const
{
    for (PileItem* pile : std::as_const(piles_))
        if (QRectF(pile->pos(), cardSize_).contains(scenePos))
            return pile;
    return nullptr;
}

QString TableScene::zoneAtCard(const QRectF& cardRect) const
{
    QString best;
    double bestArea = 0;
    for (PileItem* pile : std::as_const(piles_)) {
        const QRectF overlap = pile->dropArea().intersected(cardRect);
        const double area = overlap.width() * overlap.height();
        if (area > bestArea) {
            bestArea = area;
            best = pile->zone;
        }
    }
    return best;
}

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

// ---- banners and celebration ----------------------------------------------

QString TableScene::bannerText() const
{
    return banner_->isVisible() ? banner_->text() : QString();
}

void TableScene::setBanner(const QString& text)
{
    if (text.isEmpty()) {
        banner_->hide();
        bannerBack_->hide();
        return;
    }
    QFont font = banner_->font();
    font.setPixelSize(std::max(18, int(cardSize_.height() * 0.32)));
    font.setBold(true);
    banner_->setFont(font);
    banner_->setText(text);
    const QRectF bounds = banner_->boundingRect();
    const QPointF centre = sceneRect().center();
    banner_->setPos(centre - bounds.center());
    bannerBack_->setRect(QRectF(banner_->pos(), bounds.size()).adjusted(-24, -14, 24, 14));
    banner_->show();
    bannerBack_->show();
}

void TableScene::onGameOver(bool won)
{
    if (presenter_)
        return; // games of several players end with their own dialog
    if (won) {
        setBanner(tr("Well done: the game is won!"));
        celebrate();
    } else {
        const ct::State* state = controller_->state();
        const std::string why = state ? state->outcome().why : "";
        if (why == "no-moves")
            setBanner(tr("No more moves. Undo, or start a new deal."));
        else if (why == "endless")
            setBanner(tr("An endless game: the position repeated."));
        else if (state && state->outcome().result == ct::Result::Draw)
            setBanner(tr("A draw."));
        else if (why != "resigned")
            setBanner(tr("Game over."));
    }
}

void TableScene::celebrate()
{
    // Every card leaps off in a wave and settles back on its foundation.
    if (Speeds::factor() <= 0)
        return;
    const QPointF centre = sceneRect().center() - QPointF(cardSize_.width() / 2, cardSize_.height() / 2);
    int i = 0;
    const int count = int(cards_.size());
    for (CardItem* item : std::as_const(cards_)) {
        const double angle = 2 * M_PI * i / std::max(1, count);
        const double radius = std::min(sceneRect().width(), sceneRect().height()) * 0.38;
        const QPointF out = centre + QPointF(radius * std::cos(angle), radius * std::sin(angle));
        const QPointF home = item->targetPos();
        const qreal z = item->zValue();
        const int delay = Speeds::scaled(20) * i;
        const int half = Speeds::scaled(Speeds::kWinWave) / 2;
        item->animate(out, z, true, half, delay);
        QTimer::singleShot(delay + half + Speeds::scaled(150), item, [item, home, z, half] {
            item->animate(home, z, true, half);
        });
        ++i;
    }
}

void TableScene::drawBackground(QPainter* painter, const QRectF& rect)
{
    // Green baize, lighter in the middle.
    QRadialGradient felt(sceneRect().center(), std::max(sceneRect().width(), sceneRect().height()) * 0.7);
    felt.setColorAt(0, QColor(38, 116, 64));
    felt.setColorAt(1, QColor(18, 72, 38));
    painter->fillRect(rect, felt);
}
