#include "parlour/snipsnaptable.h"

#include <algorithm>

#include "gametexts.h"
#include "parlour/snip_snap_snorum.h"
#include "table/tablescene.h"

using Snorum = ct::SnipSnapSnorumState;

namespace {

QString rankSymbol(int rank)
{
    static const char* const ranks[] = {"", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"};
    return rank >= 1 && rank <= 13 ? QLatin1String(ranks[rank]) : QString();
}

} // namespace

SnipSnapTable::SnipSnapTable(TableScene* scene, GameController* controller)
    : CounterTable(scene, controller)
    , chain_(new NoteItem)
{
    scene->addItem(chain_);
}

SnipSnapTable::~SnipSnapTable()
{
    delete chain_;
}

const Snorum* SnipSnapTable::game() const
{
    return dynamic_cast<const Snorum*>(controller()->state());
}

CounterTable::Block SnipSnapTable::seatBlock(int seat, int players, Side side) const
{
    // Up to 26 cards in a two-player deal: the scene squeezes what does not fit.
    const int most = (52 + players - 1) / players;
    return handSeat(seat, side, std::clamp((most - 1) * 0.55, 2.0, 7.5));
}

CounterTable::Block SnipSnapTable::centreBlock(int) const
{
    Block block;
    // The cards laid this deal, squared, with the last four spread: a
    // chain never holds more.
    block.zones.push_back({"played", 0, 0.1, ct::Fan::Right, 1.0, 4, "", true});
    block.zones.push_back({"dead", 3.9, 0.1, ct::Fan::None, 0, 0, "", false});
    block.spots.insert(QStringLiteral("pool"), QPointF(3.05, 0.95));
    block.spots.insert(QStringLiteral("chain"), QPointF(2.4, 1.5));
    block.width = 5.0;
    block.height = 1.7;
    return block;
}

QMap<QString, int> SnipSnapTable::counterCounts(const ct::State& state) const
{
    QMap<QString, int> counts;
    const auto* snip = dynamic_cast<const Snorum*>(&state);
    if (!snip)
        return counts;
    for (int seat = 0; seat < snip->playerCount(); ++seat)
        counts.insert(QString::fromStdString(ct::counterPlace(seat)), snip->counters(seat));
    counts.insert(QStringLiteral("pool"), snip->pool());
    return counts;
}

std::vector<ct::CounterMove> SnipSnapTable::lastMoves(const ct::State& state) const
{
    const auto* snip = dynamic_cast<const Snorum*>(&state);
    return snip ? snip->lastMoves() : std::vector<ct::CounterMove>{};
}

void SnipSnapTable::arrange()
{
    CounterTable::arrange();
    chain_->setFontSize(std::max(11.0, scene()->cardSize().height() * 0.11));
    chain_->setPos(spot(QStringLiteral("chain")));
}

QString SnipSnapTable::pileCaption(const QString& zone, const QString& caption) const
{
    const Snorum* snip = game();
    if (!snip)
        return caption;
    if (zone == QLatin1String("played"))
        return snip->played().empty() ? QString() : tr("%n laid", "", int(snip->played().size()));
    if (zone == QLatin1String("dead")) {
        int dead = 0;
        for (int seat = 0; seat < snip->playerCount(); ++seat)
            dead += snip->retired(seat) ? 1 : 0;
        return dead > 0 ? tr("Out of play") : QString();
    }
    if (zone.startsWith(QLatin1String("hand")) && snip->retired(zone.mid(4).toInt()))
        return tr("%1 (retired)").arg(seatName(zone.mid(4).toInt()));
    return caption;
}

QString SnipSnapTable::chainText() const
{
    return chain_->text();
}

void SnipSnapTable::showChange(const ct::State*, const ct::State& now, GameController::Change change)
{
    const auto* snip = dynamic_cast<const Snorum*>(&now);
    if (!snip)
        return;
    // A match just made: its call by the matcher, the fine by the matched.
    if (const auto& match = snip->lastMatch(); match && change != GameController::Change::Jump) {
        const QString call = match->count == 2 ? tr("Snip!") : match->count == 3 ? tr("Snap!") : tr("Snorum!");
        say(match->player, call);
        if (match->paid > 0)
            say(match->fined, match->retired ? tr("Pays %1 and retires").arg(match->paid)
                                             : tr("Pays %1").arg(match->paid));
    }
    if (snip->isTerminal()) {
        chain_->setText(QString());
        return;
    }
    const int next = snip->currentPlayer();
    const QString rank = rankSymbol(snip->chainRank());
    if (snip->chainOpen())
        chain_->setText(next == 0 ? tr("Chain of %1 \u00d7%2: match it if you can.").arg(rank).arg(snip->chainCount())
                                  : tr("Chain of %1 \u00d7%2: %3 to match it if able.")
                                        .arg(rank)
                                        .arg(snip->chainCount())
                                        .arg(seatName(next)));
    else
        chain_->setText(next == 0 ? tr("Lay any card.") : tr("%1 lays any card.").arg(seatName(next)));
}

QStringList SnipSnapTable::descriptions() const
{
    QStringList out = CounterTable::descriptions();
    if (!chain_->text().isEmpty())
        out << chain_->text();
    return out;
}
