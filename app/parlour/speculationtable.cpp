#include "parlour/speculationtable.h"

#include <QGraphicsProxyWidget>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>

#include "gametexts.h"
#include "parlour/speculation.h"
#include "parlour/speculationpanel.h"
#include "table/carditem.h"
#include "table/tablescene.h"

using Spec = ct::SpeculationState;

namespace {

// A small gold crown over the best card.
class CrownItem : public QGraphicsObject {
public:
    CrownItem()
    {
        setZValue(43000);
        setAcceptedMouseButtons(Qt::NoButton);
        hide();
    }
    void setWidth(qreal width)
    {
        prepareGeometryChange();
        width_ = width;
    }
    QRectF boundingRect() const override { return QRectF(-2, -2, width_ + 4, width_ * 0.7 + 4); }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) override
    {
        painter->setRenderHint(QPainter::Antialiasing);
        const qreal w = width_, h = width_ * 0.7;
        QPainterPath crown;
        crown.moveTo(0, h);
        crown.lineTo(0, h * 0.3);
        crown.lineTo(w * 0.25, h * 0.6);
        crown.lineTo(w * 0.5, 0);
        crown.lineTo(w * 0.75, h * 0.6);
        crown.lineTo(w, h * 0.3);
        crown.lineTo(w, h);
        crown.closeSubpath();
        painter->setPen(QPen(QColor(120, 80, 0), 1.5));
        painter->setBrush(QColor(245, 196, 40));
        painter->drawPath(crown);
    }

private:
    qreal width_ = 20;
};

} // namespace

SpeculationTable::SpeculationTable(TableScene* scene, GameController* controller)
    : CounterTable(scene, controller)
    , panel_(new SpeculationPanel(controller))
    , crown_(new CrownItem)
    , note_(new NoteItem)
{
    proxy_ = scene->addWidget(panel_);
    proxy_->setZValue(46000);
    scene->addItem(crown_);
    scene->addItem(note_);
    connect(panel_, &QWidget::destroyed, this, [this] { proxy_ = nullptr; });
}

SpeculationTable::~SpeculationTable()
{
    delete proxy_; // and the panel with it
    delete crown_;
    delete note_;
}

const Spec* SpeculationTable::game() const
{
    return dynamic_cast<const Spec*>(controller()->state());
}

CounterTable::Block SpeculationTable::seatBlock(int seat, int, Side side) const
{
    // The face-down stack, the cards turned up, the cards bought; the
    // counters beside them, or under the stack on the sides of the table.
    const std::string n = std::to_string(seat);
    const double x = side == Side::Bottom ? 1.0 : 0.0;
    Block block;
    block.zones.push_back({"stack" + n, x, 0, ct::Fan::Right, 0.25, 0, "", true});
    block.zones.push_back({"shown" + n, x + 1.1, 0, ct::Fan::Right, 0.5, 0, "", false});
    block.zones.push_back({"bought" + n, x + 2.75, 0, ct::Fan::Right, 0.5, 0, "", false});
    const QString counters = QStringLiteral("seat%1").arg(seat);
    block.spots.insert(QStringLiteral("say%1").arg(seat), QPointF(x + 0.6, 0.3));
    switch (side) {
    case Side::Bottom:
        block.spots.insert(counters, QPointF(0.45, 0.8));
        block.width = 5.3;
        block.height = 1.3;
        break;
    case Side::Top:
        block.spots.insert(counters, QPointF(4.75, 0.8));
        block.width = 5.2;
        block.height = 1.3;
        break;
    case Side::Left:
    case Side::Right:
        block.spots.insert(counters, QPointF(0.5, 1.72));
        block.width = 4.3;
        block.height = 1.95;
        break;
    }
    return block;
}

CounterTable::Block SpeculationTable::centreBlock(int) const
{
    Block block;
    block.zones.push_back({"turnup", 0.6, 0.05, ct::Fan::None, 0, 0, "", true});
    block.zones.push_back({"stock", 1.8, 0.05, ct::Fan::None, 0, 0, "", false});
    block.spots.insert(QStringLiteral("pool"), QPointF(3.55, 0.85));
    block.spots.insert(QStringLiteral("note"), QPointF(2.2, 1.45));
    block.spots.insert(QStringLiteral("panel"), QPointF(2.2, 1.7));
    block.width = 4.4;
    block.height = 2.9;
    return block;
}

QMap<QString, int> SpeculationTable::counterCounts(const ct::State& state) const
{
    QMap<QString, int> counts;
    const auto* spec = dynamic_cast<const Spec*>(&state);
    if (!spec)
        return counts;
    for (int seat = 0; seat < spec->playerCount(); ++seat)
        counts.insert(QString::fromStdString(ct::counterPlace(seat)), spec->balance(seat));
    counts.insert(QStringLiteral("pool"), spec->pool());
    return counts;
}

std::vector<ct::CounterMove> SpeculationTable::lastMoves(const ct::State& state) const
{
    const auto* spec = dynamic_cast<const Spec*>(&state);
    return spec ? spec->lastMoves() : std::vector<ct::CounterMove>{};
}

void SpeculationTable::arrange()
{
    CounterTable::arrange();
    crown_->setVisible(false);
    static_cast<CrownItem*>(crown_)->setWidth(scene()->cardSize().width() * 0.4);
    note_->setFontSize(std::max(11.0, scene()->cardSize().height() * 0.11));
    note_->setPos(spot(QStringLiteral("note")));
    placePanel();
    placeCrown();
}

void SpeculationTable::placePanel()
{
    if (!proxy_)
        return;
    panel_->adjustSize();
    const QPointF at = spot(QStringLiteral("panel"));
    proxy_->setPos(at - QPointF(panel_->width() / 2.0, 0));
}

void SpeculationTable::placeCrown()
{
    crown_->hide();
    if (crownZone_.isEmpty())
        return;
    if (CardItem* item = scene()->cardAt(crownZone_, crownIndex_)) {
        const qreal w = scene()->cardSize().width();
        crown_->setPos(item->targetPos() + QPointF(w * 0.3, -w * 0.3));
        crown_->show();
    }
}

QString SpeculationTable::pileCaption(const QString& zone, const QString& caption) const
{
    const Spec* spec = game();
    if (!spec)
        return caption;
    if (zone.startsWith(QLatin1String("shown")))
        return QString();
    if (zone.startsWith(QLatin1String("bought")))
        return spec->bought(zone.mid(6).toInt()).empty() ? QString() : tr("Bought");
    if (zone.startsWith(QLatin1String("stack"))) {
        const int seat = zone.mid(5).toInt();
        QString name = seatName(seat);
        if (spec->currentPlayer() == seat && !spec->isTerminal())
            name = QStringLiteral("\u25b6 ") + name;
        return name;
    }
    if (zone == QLatin1String("turnup"))
        return tr("Turn-up: trumps");
    if (zone == QLatin1String("stock"))
        return tr("Not dealt");
    return caption;
}

void SpeculationTable::showChange(const ct::State* before, const ct::State& now, GameController::Change change)
{
    const auto* spec = dynamic_cast<const Spec*>(&now);
    if (!spec)
        return;
    // Each seat's word in a sale.
    const auto* earlier = dynamic_cast<const Spec*>(before);
    if (earlier && change != GameController::Change::Jump) {
        const auto history = controller()->history();
        if (!history.isEmpty()) {
            const GameController::LogEntry& last = history.last();
            const QString text = last.text;
            QString said;
            if (text == QLatin1String("keep"))
                said = tr("I keep it");
            else if (text == QLatin1String("offer"))
                said = tr("For sale!");
            else if (text == QLatin1String("pass"))
                said = tr("Pass");
            else if (text.startsWith(QLatin1String("bid ")))
                said = tr("%1!").arg(text.mid(4).toInt());
            else if (text == QLatin1String("accept"))
                said = tr("Sold!");
            else if (text == QLatin1String("refuse"))
                said = tr("Not enough");
            if (last.seat > 0)
                say(last.seat, said);
        }
    }
    // How the last deal went, when one ended in this step.
    if (earlier && spec->dealsPlayed() > earlier->dealsPlayed()) {
        const ct::ScoreRow& row = spec->scoreSheet()->rows.back();
        const QString key = QString::fromStdString(row.note);
        const int winner = key.section(QLatin1Char(' '), 0, 0).section(QLatin1Char('='), 1).toInt();
        const int gain = row.points[size_t(winner)];
        note_->setText(winner == 0 ? tr("You take the pool (%1 counters won).").arg(gain)
                                   : tr("%1 takes the pool (%2 counters won).").arg(seatName(winner)).arg(gain));
    } else if (before && change == GameController::Change::Move) {
        // The note stays while the computers play on, until the player's move.
        note_->setText(QString());
    }
    // The crown on the best card, wherever it lies face up.
    crownZone_.clear();
    crownIndex_ = -1;
    if (!spec->isTerminal()) {
        for (const ct::Zone& zone : spec->observe(0).zones)
            for (int i = 0; i < int(zone.cards.size()); ++i)
                if (zone.cards[size_t(i)].faceUp && zone.cards[size_t(i)].card == spec->best()) {
                    crownZone_ = QString::fromStdString(zone.id);
                    crownIndex_ = i;
                }
    }
    placeCrown();
    panel_->refresh();
    placePanel();
}

QStringList SpeculationTable::descriptions() const
{
    QStringList out = CounterTable::descriptions();
    if (const Spec* spec = game(); spec && !spec->isTerminal())
        out << tr("Best card: %1, held by %2").arg(GameTexts::cardName(spec->best()), seatName(spec->bestOwner()));
    if (!note_->text().isEmpty())
        out << note_->text();
    return out;
}
