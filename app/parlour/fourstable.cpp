#include "parlour/fourstable.h"

#include <QGraphicsProxyWidget>
#include <QHeaderView>
#include <QPushButton>
#include <QTableView>

#include "gametexts.h"
#include "models/allfoursscoremodel.h"
#include "parlour/all_fours.h"
#include "parlour/tablepanel.h"
#include "table/carditem.h"
#include "table/tablescene.h"

using Fours = ct::AllFoursState;

namespace {

struct Choice {
    Fours::Kind kind;
    const char* name;
};
constexpr Choice kChoices[] = {{Fours::Stand, "foursStand"}, {Fours::Beg, "foursBeg"},
    {Fours::GiveOne, "foursGive"}, {Fours::Run, "foursRun"}};

} // namespace

FoursTable::FoursTable(TableScene* scene, GameController* controller)
    : TableDecoration(scene, controller)
    , panel_(new TablePanel(scene, tr("All Fours controls")))
    , model_(new AllFoursScoreModel(this))
    , view_(new QTableView)
{
    const QString labels[] = {tr("&Stand"), tr("&Beg"), tr("&Give One"), tr("&Run the Cards")};
    const QString tips[]
        = {tr("Play with the turned-up suit as trumps"), tr("Ask the dealer for a point or a new trump suit"),
            tr("Give the other side one point and keep this trump suit"),
            tr("Deal three more cards each and turn up a new trump")};
    for (std::size_t i = 0; i < std::size(kChoices); ++i) {
        QPushButton* button = panel_->addButton(labels[i], QString::fromLatin1(kChoices[i].name));
        button->setToolTip(tips[i]);
        const Fours::Kind kind = kChoices[i].kind;
        connect(button, &QPushButton::clicked, this,
            [this, kind] { this->controller()->playAction(Fours::action(kind, 0)); });
        choices_ << button;
    }
    panel_->setStatusWidth(300, 330);

    view_->setObjectName(QStringLiteral("foursScoreSheet"));
    view_->setAccessibleName(tr("All Fours score sheet"));
    view_->setModel(model_);
    view_->verticalHeader()->hide();
    view_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    view_->horizontalHeader()->setStretchLastSection(true);
    view_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    view_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view_->setSelectionMode(QAbstractItemView::NoSelection);
    view_->setFocusPolicy(Qt::NoFocus);
    QFont small = view_->font();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    view_->setFont(small);
    view_->horizontalHeader()->setFont(small);
    sheetProxy_ = scene->addWidget(view_);
    sheetProxy_->setZValue(35000);
    view_->show();
}

FoursTable::~FoursTable()
{
    delete sheetProxy_; // and the view with it
    panel_->removeFromTable();
}

const Fours* FoursTable::game() const
{
    return dynamic_cast<const Fours*>(controller()->state());
}

QString FoursTable::seatName(int seat) const
{
    const Fours* g = game();
    return GameTexts::seatName(seat, g ? g->playerCount() : 2);
}

QString FoursTable::sideName(int side) const
{
    const Fours* g = game();
    if (g && g->playerCount() == 4)
        return tr("%1 & %2").arg(seatName(side), seatName(side + 2));
    return seatName(side);
}

QStringList FoursTable::sideNames() const
{
    return {sideName(0), sideName(1)};
}

ct::TableLayout FoursTable::layout(const std::vector<ct::Zone>&, int players) const
{
    ct::TableLayout layout;
    layout.width = 12;
    layout.height = 5.4;
    auto add
        = [&](const std::string& id, double x, double y, ct::Fan fan = ct::Fan::None, double extent = 0) {
              // Only the stock and the turn-up keep an outline when empty.
              const bool outline = id == "stock" || id == "turnup" || id == "trick";
              layout.zones.push_back({id, x, y, fan, extent, 0, "", outline});
          };
    add("hand0", 0.6, 4.4, ct::Fan::Right, 5.6);
    add("discard0", 8.0, 4.4);
    add("taken0", 9.3, 4.4, ct::Fan::Right, 0.8);
    if (players == 2) {
        add("hand1", 2.2, 0, ct::Fan::Right, 2.6);
        add("discard1", 0.2, 0);
        add("taken1", 5.6, 0, ct::Fan::Right, 0.8);
    } else {
        add("hand1", 0, 1.55, ct::Fan::Right, 1.0);
        add("discard1", 0, 2.75);
        add("taken1", 1.1, 2.75, ct::Fan::Right, 0.5);
        add("hand2", 2.2, 0, ct::Fan::Right, 2.6);
        add("discard2", 0.2, 0);
        add("taken2", 5.6, 0, ct::Fan::Right, 0.8);
        add("hand3", 10.1, 1.55, ct::Fan::Right, 1.0);
        add("discard3", 10.1, 2.75);
        add("taken3", 9.0, 2.75, ct::Fan::Right, 0.5);
    }
    add("stock", 2.3, 1.75);
    add("turnup", 3.45, 1.75);
    add("dead", 2.3, 2.95, ct::Fan::Right, 1.2);
    add("trick", 4.9, 1.75, ct::Fan::Right, players == 2 ? 0.6 : 1.6);
    return layout;
}

void FoursTable::arrange()
{
    const Fours* g = game();
    const bool four = g && g->playerCount() == 4;
    // Right of the dead turn-ups, which may spread under the stock.
    panel_->placeAt(scene()->gridPoint(6.75, 3.15));
    // The score sheet stands at the table's right: at the top with four
    // players, and with two beside the trick, clear of the cards the other
    // player has taken along the top edge.
    const QPointF topLeft = scene()->gridPoint(four ? 6.6 : 6.7, four ? 0.05 : 1.65);
    const QPointF bottomRight = scene()->gridPoint(12.0, four ? 1.45 : 3.05);
    view_->setFixedSize(int(std::max(200.0, bottomRight.x() - topLeft.x())),
        int(std::max(90.0, bottomRight.y() - topLeft.y())));
    sheetProxy_->setPos(topLeft);
}

QString FoursTable::pileCaption(const QString& zone, const QString& caption) const
{
    const Fours* g = game();
    if (!g)
        return caption;
    if (zone == QLatin1String("turnup"))
        return tr("Trumps");
    if (zone == QLatin1String("dead"))
        return g->deadCards().empty() ? QString() : tr("Dead turn-ups");
    if (zone.startsWith(QLatin1String("taken")) || zone.startsWith(QLatin1String("discard")))
        return {};
    if (zone == QLatin1String("stock"))
        return tr("Stock");
    const int seat = zone.mid(4).toInt();
    if (zone.startsWith(QLatin1String("hand")) && seat == g->dealer())
        return caption + QStringLiteral(" \u00b7 ") + tr("dealer");
    return caption;
}

QString FoursTable::lastDealText() const
{
    const Fours* g = game();
    if (!g || g->dealsPlayed() == 0)
        return {};
    const Fours::DealScore& s = g->lastScore();
    auto who = [this](int side) { return side < 0 ? tr("nobody") : sideName(side); };
    QStringList parts;
    parts << tr("High: %1")
                 .arg(s.high < 0 ? who(-1)
                                 : tr("%1 (%2)").arg(who(s.high), GameTexts::cardSymbol(s.highCard)));
    parts << tr("Low: %1").arg(
        s.low < 0 ? who(-1) : tr("%1 (%2)").arg(who(s.low), GameTexts::cardSymbol(s.lowCard)));
    parts << tr("Jack: %1").arg(who(s.jack));
    parts << tr("Game: %1 (%2 to %3)").arg(who(s.game)).arg(s.cardPoints[0]).arg(s.cardPoints[1]);
    return parts.join(QStringLiteral(" \u00b7 "));
}

void FoursTable::dimUnplayable()
{
    // Core says which cards may go: the others are dimmed while the player chooses.
    const Fours* g = game();
    const bool choosing = g && !g->isTerminal() && g->currentPlayer() == 0
        && (g->phase() == Fours::Phase::Playing || g->phase() == Fours::Phase::Discarding);
    QList<ct::Card> playable;
    if (choosing)
        for (const ct::Action& action : g->legalActions())
            if (!action.cards.empty())
                playable << action.cards.front();
    for (int i = 0; g && i < int(g->hand(0).size()); ++i)
        if (CardItem* item = scene()->cardAt(QStringLiteral("hand0"), i))
            item->setMark(
                choosing && !playable.contains(item->card()) ? CardItem::Mark::Dimmed : CardItem::Mark::None);
}

void FoursTable::update(GameController::Change)
{
    const Fours* g = game();
    if (!g)
        return;
    model_->setSheet(g->scoreSheet(), sideNames());
    view_->scrollToBottom();
    const bool mine = !g->isTerminal() && g->currentPlayer() == 0;
    for (std::size_t i = 0; i < std::size(kChoices); ++i) {
        const bool legal = mine && g->check(Fours::action(kChoices[i].kind, 0)).legal();
        choices_[int(i)]->setVisible(legal);
        choices_[int(i)]->setEnabled(legal);
    }
    const QString trumps = tr("Trumps: %1").arg(GameTexts::cardSymbol(g->turnUp()));
    QStringList lines;
    if (g->isTerminal()) {
        lines << (g->winningSide() == 0
                ? tr("Your side reaches %1: you win!").arg(g->target())
                : tr("%1 reach %2 and win.").arg(sideName(g->winningSide())).arg(g->target()));
    } else {
        switch (g->phase()) {
        case Fours::Phase::Begging:
            lines << (mine ? tr("%1. Stand, or beg for a point?").arg(trumps)
                           : tr("%1. %2 decides whether to beg.").arg(trumps, seatName(g->currentPlayer())));
            break;
        case Fours::Phase::Giving:
            lines << (mine ? tr("%1 begs. Give one point, or run the cards?").arg(seatName(g->eldest()))
                           : tr("You begged: %1 gives a point or runs the cards.")
                                 .arg(seatName(g->currentPlayer())));
            break;
        case Fours::Phase::Discarding:
            lines << (mine ? tr("%1. Discard a card (down to six).").arg(trumps)
                           : tr("%1. %2 discards.").arg(trumps, seatName(g->currentPlayer())));
            break;
        case Fours::Phase::Playing:
            lines << (mine ? tr("%1. Your turn: play a card.").arg(trumps)
                           : tr("%1. %2 to play.").arg(trumps, seatName(g->currentPlayer())));
            break;
        case Fours::Phase::Over: break;
        }
    }
    if (const QString last = lastDealText(); !last.isEmpty())
        lines << tr("Last deal: %1").arg(last);
    panel_->setStatus(lines.join(QLatin1Char('\n')));
    dimUnplayable();
    arrange();
}

QStringList FoursTable::descriptions() const
{
    return {panel_->status()};
}
