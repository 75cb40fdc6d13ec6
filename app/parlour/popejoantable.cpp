#include "parlour/popejoantable.h"

#include <QPainter>
#include <QPainterPath>
#include <QtMath>

#include <algorithm>

#include "gametexts.h"
#include "parlour/pope_joan.h"
#include "table/tablescene.h"

using Pope = ct::PopeJoanState;

namespace {

constexpr double kBoard = 2.5; // the board's diameter, in card heights

double aspectOf(const TableScene* scene)
{
    const QSize size = scene->cardSize();
    return size.height() > 0 ? double(size.width()) / size.height() : 0.7;
}

QString cardSymbols(const std::vector<ct::Card>& cards)
{
    QStringList out;
    for (const ct::Card& card : cards)
        out << GameTexts::cardSymbol(card);
    return out.join(QLatin1Char(' '));
}

} // namespace

// ---- the board ----------------------------------------------------------------

const int PopeJoanBoardItem::kOrder[8] = {Pope::PopePool, Pope::MatrimonyPool, Pope::IntriguePool,
                                          Pope::AcePool,  Pope::KingPool,      Pope::QueenPool,
                                          Pope::JackPool, Pope::GamePool};

PopeJoanBoardItem::PopeJoanBoardItem()
{
    setAcceptedMouseButtons(Qt::NoButton);
    setZValue(-2); // under the counters and the cards
}

void PopeJoanBoardItem::setRadius(qreal radius)
{
    prepareGeometryChange();
    radius_ = radius;
    update();
}

void PopeJoanBoardItem::setTrumps(const QString& symbol, bool red)
{
    trumps_ = symbol;
    red_ = red;
    update();
}

static int slotOf(int pool)
{
    for (int i = 0; i < 8; ++i)
        if (PopeJoanBoardItem::kOrder[i] == pool)
            return i;
    return 0;
}

static qreal angleOf(int slot)
{
    // Clockwise from the top (the scene's y axis points down).
    return qDegreesToRadians(-90.0 + 45.0 * slot);
}

QPointF PopeJoanBoardItem::compartmentCentre(int pool) const
{
    const qreal angle = angleOf(slotOf(pool));
    return mapToScene(QPointF(std::cos(angle), std::sin(angle)) * radius_ * 0.53);
}

int PopeJoanBoardItem::compartmentAt(QPointF scenePoint) const
{
    const QPointF p = mapFromScene(scenePoint);
    const qreal distance = std::hypot(p.x(), p.y());
    if (distance < radius_ * 0.27 || distance > radius_)
        return -1;
    const qreal degrees = qRadiansToDegrees(std::atan2(p.y(), p.x())) + 90.0 + 22.5;
    const int slot = int(std::floor(std::fmod(degrees + 720.0, 360.0) / 45.0)) % 8;
    return kOrder[slot];
}

QRectF PopeJoanBoardItem::boundingRect() const
{
    return QRectF(-radius_ - 4, -radius_ - 4, 2 * radius_ + 8, 2 * radius_ + 8);
}

void PopeJoanBoardItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    painter->setRenderHint(QPainter::Antialiasing);
    const qreal r = radius_;
    // The wooden tray and its rim.
    QRadialGradient wood(QPointF(-r * 0.3, -r * 0.3), r * 1.4);
    wood.setColorAt(0, QColor(150, 94, 48));
    wood.setColorAt(1, QColor(92, 52, 22));
    painter->setPen(QPen(QColor(50, 28, 10), 2));
    painter->setBrush(wood);
    painter->drawEllipse(QPointF(0, 0), r, r);
    // Eight sunken compartments.
    const qreal inner = r * 0.27;
    const qreal outer = r * 0.93;
    QFont font = painter->font();
    font.setPixelSize(std::max(9, int(r * 0.095)));
    font.setBold(true);
    for (int slot = 0; slot < 8; ++slot) {
        const int pool = kOrder[slot];
        const qreal mid = -90.0 + 45.0 * slot;
        QPainterPath wedge;
        const QRectF outerRect(-outer, -outer, 2 * outer, 2 * outer);
        const QRectF innerRect(-inner, -inner, 2 * inner, 2 * inner);
        // Qt's angles run counter-clockwise from three o'clock.
        const qreal start = -(mid - 21.0);
        wedge.arcMoveTo(outerRect, start);
        wedge.arcTo(outerRect, start, -42.0);
        wedge.arcTo(innerRect, start - 42.0, 42.0);
        wedge.closeSubpath();
        const bool pope = pool == Pope::PopePool;
        QRadialGradient felt(QPointF(0, 0), outer);
        const QColor base = pope ? QColor(150, 30, 40) : QColor(26, 92, 52);
        felt.setColorAt(0.3, base.darker(130));
        felt.setColorAt(1, base);
        painter->setPen(QPen(QColor(40, 22, 8), 1.5));
        painter->setBrush(felt);
        painter->drawPath(wedge);
        // The name near the rim.
        const qreal angle = qDegreesToRadians(mid);
        const QPointF at = QPointF(std::cos(angle), std::sin(angle)) * r * 0.83;
        painter->setFont(font);
        painter->setPen(QColor(255, 236, 190));
        const QRectF label(at.x() - r * 0.4, at.y() - r * 0.07, r * 0.8, r * 0.14);
        painter->drawText(label, Qt::AlignCenter, PopeJoanTable::poolName(pool));
    }
    // The hub: which suit is trumps.
    painter->setPen(QPen(QColor(50, 28, 10), 2));
    painter->setBrush(QColor(235, 225, 200));
    painter->drawEllipse(QPointF(0, 0), inner * 0.9, inner * 0.9);
    if (!trumps_.isEmpty()) {
        QFont big = font;
        big.setPixelSize(std::max(12, int(inner * 0.85)));
        painter->setFont(big);
        painter->setPen(red_ ? QColor(190, 20, 30) : QColor(20, 20, 20));
        painter->drawText(QRectF(-inner, -inner * 0.95, 2 * inner, inner * 1.3), Qt::AlignCenter, trumps_);
        QFont small = font;
        small.setPixelSize(std::max(8, int(inner * 0.22)));
        painter->setFont(small);
        painter->setPen(QColor(60, 40, 20));
        painter->drawText(QRectF(-inner, inner * 0.25, 2 * inner, inner * 0.4), Qt::AlignCenter,
                          PopeJoanTable::tr("Trumps"));
    }
}

// ---- the table ----------------------------------------------------------------

PopeJoanTable::PopeJoanTable(TableScene* scene, GameController* controller)
    : CounterTable(scene, controller)
    , board_(new PopeJoanBoardItem)
    , stop_(new NoteItem)
    , deal_(new NoteItem)
{
    scene->addItem(board_);
    scene->addItem(stop_);
    scene->addItem(deal_);
}

PopeJoanTable::~PopeJoanTable()
{
    delete board_;
    delete stop_;
    delete deal_;
}

const Pope* PopeJoanTable::game() const
{
    return dynamic_cast<const Pope*>(controller()->state());
}

QString PopeJoanTable::poolName(int pool)
{
    switch (pool) {
    case Pope::AcePool: return tr("Ace");
    case Pope::KingPool: return tr("King");
    case Pope::QueenPool: return tr("Queen");
    case Pope::JackPool: return tr("Jack");
    case Pope::MatrimonyPool: return tr("Matrimony");
    case Pope::IntriguePool: return tr("Intrigue");
    case Pope::PopePool: return tr("Pope (9\u2666)");
    case Pope::GamePool: return tr("Game");
    }
    return {};
}

CounterTable::Block PopeJoanTable::seatBlock(int seat, int players, Side side) const
{
    return handSeat(seat, side, std::max(2.0, (Pope::handSize(players) - 1) * 0.55));
}

CounterTable::Block PopeJoanTable::centreBlock(int) const
{
    const double across = kBoard / aspectOf(scene()); // the board's width in card widths
    Block block;
    const double right = 1.5 + across;
    block.zones.push_back({"turnup", 0, 0.05, ct::Fan::None, 0, 0, "", true});
    block.zones.push_back({"stops", 0, 1.4, ct::Fan::None, 0, 0, "", true});
    block.zones.push_back({"run", right, 0.05, ct::Fan::Right, 2.2, 0, "", true});
    block.zones.push_back({"played", right, 1.4, ct::Fan::None, 0, 0, "", false});
    block.spots.insert(QStringLiteral("board"), QPointF(1.25 + across / 2, kBoard / 2));
    block.spots.insert(QStringLiteral("stop"), QPointF(right + 1.6, 1.22));
    block.width = right + 3.2;
    block.height = kBoard;
    return block;
}

QMap<QString, int> PopeJoanTable::counterCounts(const ct::State& state) const
{
    QMap<QString, int> counts;
    const auto* pope = dynamic_cast<const Pope*>(&state);
    if (!pope)
        return counts;
    for (int seat = 0; seat < pope->playerCount(); ++seat)
        counts.insert(QString::fromStdString(ct::counterPlace(seat)), pope->balance(seat));
    for (int pool = 0; pool < Pope::kPoolCount; ++pool)
        counts.insert(QString::fromLatin1(Pope::poolId(pool)), pope->pool(pool));
    return counts;
}

std::vector<ct::CounterMove> PopeJoanTable::lastMoves(const ct::State& state) const
{
    const auto* pope = dynamic_cast<const Pope*>(&state);
    return pope ? pope->lastMoves() : std::vector<ct::CounterMove>{};
}

QPointF PopeJoanTable::stackPosition(const QString& id) const
{
    for (int pool = 0; pool < Pope::kPoolCount; ++pool)
        if (id == QLatin1String(Pope::poolId(pool)))
            return board_->compartmentCentre(pool) + QPointF(0, ledger()->stack(id)->chipSize() * 0.25);
    return CounterTable::stackPosition(id);
}

void PopeJoanTable::arrange()
{
    const qreal cardHeight = scene()->cardSize().height();
    board_->setRadius(cardHeight * kBoard / 2);
    board_->setPos(spot(QStringLiteral("board")));
    CounterTable::arrange();
    const qreal font = std::max(11.0, cardHeight * 0.11);
    stop_->setFontSize(font);
    deal_->setFontSize(font);
    stop_->setPos(spot(QStringLiteral("stop")));
    deal_->setPos(spot(QStringLiteral("note")));
}

QString PopeJoanTable::pileCaption(const QString& zone, const QString& caption) const
{
    const Pope* pope = game();
    if (!pope)
        return caption;
    if (zone == QLatin1String("turnup"))
        return tr("Turn-up");
    if (zone == QLatin1String("stops"))
        return tr("Stops: %n card(s)", "", int(pope->stops().size()));
    if (zone == QLatin1String("played"))
        return pope->played().empty() ? QString() : tr("%n played", "", int(pope->played().size()));
    return caption;
}

QString PopeJoanTable::stopText() const
{
    return stop_->text();
}

QString PopeJoanTable::dealText() const
{
    return deal_->text();
}

void PopeJoanTable::showChange(const ct::State* before, const ct::State& now, GameController::Change change)
{
    const auto* pope = dynamic_cast<const Pope*>(&now);
    if (!pope)
        return;
    const QString suit = GameTexts::cardSymbol(ct::Card{pope->trumps(), 1, 0}).mid(1);
    board_->setTrumps(suit, pope->trumps() == ct::Suit::Hearts || pope->trumps() == ct::Suit::Diamonds);

    // The stop marker: who leads next, and whether a run just stopped.
    if (pope->isTerminal()) {
        stop_->setText(QString());
    } else {
        const int leader = pope->leader();
        const bool stopped = !pope->currentRun().empty();
        if (leader == 0)
            stop_->setText(stopped ? tr("Stop. Your lead.") : tr("Your lead."));
        else
            stop_->setText(stopped ? tr("Stop. %1 leads.").arg(seatName(leader)) : tr("%1 leads.").arg(seatName(leader)));
    }

    // A deal that ended in this step (the next is already dealt): say how.
    const auto* earlier = dynamic_cast<const Pope*>(before);
    const std::size_t known = earlier ? earlier->reports().size() : 0;
    if (pope->reports().size() > known || (!earlier && !pope->reports().empty() && pope->dealsPlayed() == 1)) {
        const Pope::DealReport& report = pope->reports().back();
        const std::vector<ct::ScoreRow>& rows = pope->scoreSheet()->rows;
        if (report.wentOut == ct::kNoSeat) {
            deal_->setText(tr("The Pope turned up: %1 takes the Pope and the Game, and is paid for every card dealt.")
                               .arg(seatName(report.dealer)));
            say(report.dealer, tr("The Pope!"));
        } else {
            const int won = rows.empty() ? 0 : rows.back().points[size_t(report.wentOut)];
            deal_->setText(report.wentOut == 0
                               ? tr("You went out (%1 counters). The stops were %2.").arg(won).arg(cardSymbols(report.stops))
                               : tr("%1 went out (%2 counters). The stops were %3.")
                                     .arg(seatName(report.wentOut))
                                     .arg(won)
                                     .arg(cardSymbols(report.stops)));
            say(report.wentOut, tr("Out!"));
        }
    } else if (before && change == GameController::Change::Move) {
        // The note stays while the computers play on, until the player's move.
        deal_->setText(QString());
    }
}

QStringList PopeJoanTable::descriptions() const
{
    // The seats' counters (the base lists them first), then the board
    // compartment by compartment, in the order it is drawn.
    QStringList out = CounterTable::descriptions().mid(0, players());
    QStringList board;
    for (int pool : PopeJoanBoardItem::kOrder)
        if (CounterStackItem* item = ledger()->stack(QString::fromLatin1(Pope::poolId(pool))))
            board << tr("%1: %n counter(s)", "", item->count()).arg(poolName(pool));
    out << tr("Board: %1").arg(board.join(QStringLiteral(", ")));
    if (!stop_->text().isEmpty())
        out << stop_->text();
    return out;
}
