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
    if (decoration_) {
        const QPointF shift = decoration_->cardOffset(zone, index);
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
