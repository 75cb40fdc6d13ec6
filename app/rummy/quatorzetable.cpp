#include "rummy/quatorzetable.h"

#include <QGraphicsView>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>
#include <iterator>
#include <tuple>

#include "gamecontroller.h"
#include "gametexts.h"
#include "rummy/quatorze.h"
#include "table/carditem.h"
#include "table/pileitem.h"
#include "table/speeds.h"
#include "table/tablescene.h"

using ct::Action;
using ct::Card;
using ct::QuatorzeState;

namespace {

// The table, in card widths (x) and card heights (y).
constexpr double kWidth = 14.0;
constexpr double kRowStep = 1.12;       // between rows of melds
constexpr double kMeldGap = 0.15;       // between melds in a row
constexpr double kPanelWidth = 4.1;     // room right of the hand for the panel
constexpr double kRaise = 0.18;         // a selected card stands this much higher
const QString kHand = QStringLiteral("hand0");
const QString kDiscard = QStringLiteral("discard");
const QString kStock = QStringLiteral("stock");

// Takes one card equal to `card` out of `cards`; false if there is none.
bool takeOut(std::vector<Card>& cards, Card card)
{
    auto it = std::find(cards.begin(), cards.end(), card);
    if (it == cards.end())
        return false;
    cards.erase(it);
    return true;
}

bool holds(const std::vector<Card>& cards, Card card)
{
    return std::find(cards.begin(), cards.end(), card) != cards.end();
}

struct MeldPlace {
    std::string id;
    int cards = 0;
    bool outline = false; // an empty place drawn as an outline
};

// Melds side by side from (x, y), wrapping onto further rows within `width`;
// the fans close up until everything fits in `rows` rows.
void flow(std::vector<ct::ZoneLayout>& out, const std::vector<MeldPlace>& melds, double x, double y, double width,
          int rows)
{
    const double steps[] = {0.24, 0.2, 0.16, 0.12};
    for (double step : steps) {
        std::vector<ct::ZoneLayout> placed;
        double at = x;
        int row = 0;
        for (const MeldPlace& meld : melds) {
            const double extent = std::max(0, meld.cards - 1) * step;
            if (at > x && at + 1 + extent > x + width) {
                ++row;
                at = x;
            }
            placed.push_back(
                {meld.id, at, y + row * kRowStep, ct::Fan::Right, std::max(extent, 0.01), 0, "", meld.outline});
            at += 1 + extent + kMeldGap;
        }
        if (row < rows || step == steps[std::size(steps) - 1]) {
            out.insert(out.end(), placed.begin(), placed.end());
            return;
        }
    }
}

} // namespace

QuatorzeTable::QuatorzeTable(TableScene* scene, GameController* controller)
    : TableExtension(scene, controller)
{
}

QuatorzeTable::~QuatorzeTable()
{
    delete panel_;
}

const QuatorzeState* QuatorzeTable::state() const
{
    return dynamic_cast<const QuatorzeState*>(controller_->state());
}

bool QuatorzeTable::myTurn() const
{
    return state() && controller_->humanToAct();
}

void QuatorzeTable::say(const QString& text) const
{
    emit scene_->message(text);
}

// ---- what the table shows ---------------------------------------------------

void QuatorzeTable::arrangeZones(std::vector<ct::Zone>& zones)
{
    const QuatorzeState* st = state();
    auto hand = std::find_if(zones.begin(), zones.end(), [](const ct::Zone& z) { return z.id == "hand0"; });
    if (!st || hand == zones.end())
        return;
    std::vector<Card> inHand;
    for (const ct::PlacedCard& placed : hand->cards)
        if (placed.known)
            inHand.push_back(placed.card);

    // The player's order: cards kept where they were put, new ones at the end.
    std::vector<Card> rest = inHand;
    std::vector<Card> order;
    for (const Card& card : order_)
        if (takeOut(rest, card))
            order.push_back(card);
    order.insert(order.end(), rest.begin(), rest.end());
    order_ = order;

    // Melds gathered for an opening last while their cards are in the hand
    // and it is the player's turn.
    if (!myTurn() || st->opened(0))
        gathered_.clear();
    std::vector<Card> free = inHand;
    std::vector<std::vector<Card>> kept;
    for (const auto& group : gathered_) {
        std::vector<Card> trial = free;
        if (std::all_of(group.begin(), group.end(), [&](const Card& c) { return takeOut(trial, c); })) {
            kept.push_back(group);
            free = trial;
        }
    }
    gathered_ = kept;
    std::vector<Card> selected;
    std::vector<Card> unselected = free;
    for (const Card& card : selected_)
        if (takeOut(unselected, card))
            selected.push_back(card);
    selected_ = selected;

    hand->cards.clear();
    std::vector<Card> shown = free;
    for (const Card& card : order_)
        if (takeOut(shown, card))
            hand->cards.push_back({card, true, true});
    for (std::size_t i = 0; i < gathered_.size(); ++i) {
        ct::Zone zone {gatheredZone(int(i)).toStdString(), ct::ZoneKind::Other, ct::kNoSeat, {}};
        const auto formed = ct::formMeld(gathered_[i]);
        for (const Card& card : formed.meld ? formed.meld->cards : gathered_[i])
            zone.cards.push_back({card, true, true});
        zones.push_back(zone);
    }
    zones.push_back({newMeldZone().toStdString(), ct::ZoneKind::Other, ct::kNoSeat, {}});
}

ct::TableLayout QuatorzeTable::layout(const std::vector<ct::Zone>& zones) const
{
    const QuatorzeState* st = state();
    if (!st)
        return {};
    const int players = st->playerCount();
    std::vector<std::vector<MeldPlace>> meldsOf(static_cast<std::size_t>(players));
    std::vector<MeldPlace> mine;
    for (const ct::Zone& zone : zones) {
        const QString id = QString::fromStdString(zone.id);
        if (const int meld = meldIndex(id); meld >= 0) {
            const ct::Seat owner = st->tableMelds()[std::size_t(meld)].owner;
            if (owner >= 0 && owner < players)
                meldsOf[std::size_t(owner)].push_back({zone.id, int(zone.cards.size())});
        } else if (gatheredIndex(id) >= 0) {
            mine.push_back({zone.id, int(zone.cards.size())});
        }
    }
    mine.insert(mine.begin(), meldsOf[0].begin(), meldsOf[0].end());
    mine.push_back({newMeldZone().toStdString(), 1, true});

    ct::TableLayout layout;
    layout.width = kWidth;
    // A table read from the left: the hand's fan and the melds keep their
    // order in a right-to-left interface too.
    layout.mirrorable = false;
    // The others across the top, seat 1 on the left: in up to three slots
    // a row, each a hand with its melds below it (or beside it, where a
    // slot is wide).
    const int others = players - 1;
    const int perRow = std::min(3, std::max(1, others));
    const double slotWidth = kWidth / perRow;
    const bool beside = slotWidth >= 8;
    const double slotHeight = beside ? 2 * kRowStep + 0.1 : 1.35 + 2 * kRowStep;
    for (int other = 0; other < others; ++other) {
        const int seat = other + 1;
        const double x = (other % perRow) * slotWidth;
        const double y = (other / perRow) * slotHeight;
        layout.zones.push_back({"hand" + std::to_string(seat), x + 0.1, y, ct::Fan::Right, 1.0, 0, "", true});
        if (beside)
            flow(layout.zones, meldsOf[std::size_t(seat)], x + 2.6, y, slotWidth - 2.8, 2);
        else
            flow(layout.zones, meldsOf[std::size_t(seat)], x + 0.1, y + 1.35, slotWidth - 0.3, 2);
    }
    const int slotRows = (others + perRow - 1) / perRow;
    const double middle = slotRows * slotHeight + 0.1;
    // The stock and the discard pile (its last cards spread), then the
    // player's own melds, those set aside for an opening and the place for
    // a new one.
    layout.zones.push_back({kStock.toStdString(), 0.1, middle, ct::Fan::None, 0, 0, "", true});
    layout.zones.push_back({kDiscard.toStdString(), 1.3, middle, ct::Fan::Right, 0.72, 4, "", true});
    flow(layout.zones, mine, 3.2, middle, kWidth - 3.3, 2);
    const double handRow = middle + 2 * kRowStep + 0.2;
    layout.zones.push_back({kHand.toStdString(), 0.1, handRow, ct::Fan::Right, kWidth - kPanelWidth - 0.3, 0, "", false});
    layout.height = handRow + 1.3;
    return layout;
}

// ---- gestures ------------------------------------------------------------------

Card QuatorzeTable::handCard(int index) const
{
    std::vector<Card> shown = order_;
    for (const auto& group : gathered_)
        for (const Card& card : group)
            takeOut(shown, card);
    return index >= 0 && index < int(shown.size()) ? shown[std::size_t(index)] : Card {};
}

std::vector<Card> QuatorzeTable::cardsOf(const QString& zone, const QList<int>& indices) const
{
    std::vector<Card> cards;
    for (int index : indices) {
        if (zone == kHand) {
            cards.push_back(handCard(index));
        } else if (const int group = gatheredIndex(zone); group >= 0) {
            const auto formed = ct::formMeld(gathered_[std::size_t(group)]);
            const auto& shown = formed.meld ? formed.meld->cards : gathered_[std::size_t(group)];
            if (index >= 0 && index < int(shown.size()))
                cards.push_back(shown[std::size_t(index)]);
        } else if (zone == kDiscard && state() && !state()->discardPile().empty()) {
            cards.push_back(state()->discardPile().back());
        }
    }
    return cards;
}

int QuatorzeTable::gatheredIndex(const QString& zone) const
{
    if (!zone.startsWith(QLatin1String("gather")))
        return -1;
    bool ok = false;
    const int number = zone.mid(6).toInt(&ok);
    return ok && number >= 1 && number <= int(gathered_.size()) ? number - 1 : -1;
}

int QuatorzeTable::meldIndex(const QString& zone) const
{
    const QuatorzeState* st = state();
    if (!st || zone.size() < 2 || zone[0] != QLatin1Char('m') || !zone[1].isDigit())
        return -1;
    bool ok = false;
    const int number = zone.mid(1).toInt(&ok);
    return ok && number >= 1 && number <= int(st->tableMelds().size()) ? number - 1 : -1;
}

bool QuatorzeTable::click(const QString& zone, int index)
{
    const QuatorzeState* st = state();
    if (!st || st->isTerminal())
        return false;
    if (zone == kHand && index >= 0) {
        toggleSelected(handCard(index));
        return true;
    }
    if (const int group = gatheredIndex(zone); group >= 0) {
        gathered_.erase(gathered_.begin() + group);
        changed();
        return true;
    }
    const bool acting = zone == kStock || zone == kDiscard || zone == newMeldZone() || meldIndex(zone) >= 0;
    if (!acting || ((meldIndex(zone) >= 0 || zone == newMeldZone()) && selected_.empty()))
        return false;
    if (!myTurn()) {
        say(tr("Wait for your turn."));
        return true;
    }
    if (zone == kStock)
        controller_->playAction(QuatorzeState::draw());
    else if (zone == kDiscard)
        controller_->playAction(QuatorzeState::take());
    else if (zone == newMeldZone())
        st->opened(0) ? meldNow(selected_) : gather(selected_);
    else
        addToMeld(selected_, meldIndex(zone), scene_->zonePoint(zone));
    return true;
}

std::optional<QList<int>> QuatorzeTable::dragGroup(const QString& zone, int index)
{
    const QuatorzeState* st = state();
    if (!st || st->isTerminal())
        return QList<int>();
    QList<int> group;
    if (zone == kHand) {
        const Card pressed = handCard(index);
        if (!holds(selected_, pressed))
            return QList<int> {index};
        std::vector<Card> shown = order_;
        for (const auto& meld : gathered_)
            for (const Card& card : meld)
                takeOut(shown, card);
        for (int i = 0; i < int(shown.size()); ++i)
            if (holds(selected_, shown[std::size_t(i)]))
                group << i;
        return group;
    }
    if (const int gatheredAt = gatheredIndex(zone); gatheredAt >= 0) {
        for (int i = 0; i < int(gathered_[std::size_t(gatheredAt)].size()); ++i)
            group << i;
        return group;
    }
    if (zone == kDiscard && index >= 0 && index + 1 == int(st->discardPile().size()) &&
        st->phase() == QuatorzeState::Phase::Draw)
        group << index;
    return group;
}

bool QuatorzeTable::drop(const QString& zone, const QList<int>& indices, const QString& target, QPointF scenePos)
{
    const QuatorzeState* st = state();
    if (!st || indices.isEmpty())
        return false;
    const std::vector<Card> cards = cardsOf(zone, indices);
    if (zone == kDiscard)
        return takeAndMeld(target, scenePos);
    if (const int group = gatheredIndex(zone); group >= 0) {
        // A gathered meld goes back into the hand.
        if (target != kHand)
            return false;
        gathered_.erase(gathered_.begin() + group);
        changed();
        return true;
    }
    if (zone != kHand)
        return false;
    if (target == kHand) {
        moveInHand(cards, scenePos);
        return true;
    }
    if (target == kStock || target.startsWith(QLatin1String("hand")))
        return false;
    if (!myTurn()) {
        say(tr("Wait for your turn."));
        return false;
    }
    if (target == kDiscard) {
        if (cards.size() != 1) {
            say(tr("Discard one card at a time."));
            return false;
        }
        return controller_->playAction(QuatorzeState::discard(cards.front()));
    }
    if (const int meld = meldIndex(target); meld >= 0)
        return addToMeld(cards, meld, scenePos);
    if (const int group = gatheredIndex(target); group >= 0)
        return gather(cards, group);
    // Anywhere else on the table: a new meld.
    return st->opened(0) ? meldNow(cards) : gather(cards);
}

void QuatorzeTable::toggleSelected(Card card)
{
    if (!takeOut(selected_, card))
        selected_.push_back(card);
    changed();
}

void QuatorzeTable::moveInHand(const std::vector<Card>& cards, QPointF scenePos)
{
    // The cards go where they were let go, among those that stay.
    std::vector<Card> shown = order_;
    for (const auto& group : gathered_)
        for (const Card& card : group)
            takeOut(shown, card);
    std::vector<Card> staying;
    int before = 0;
    for (int i = 0; i < int(shown.size()); ++i) {
        const Card card = shown[std::size_t(i)];
        if (holds(cards, card))
            continue;
        if (scene_->cardPoint(kHand, i).x() < scenePos.x())
            ++before;
        staying.push_back(card);
    }
    std::vector<Card> order(staying.begin(), staying.begin() + before);
    order.insert(order.end(), cards.begin(), cards.end());
    order.insert(order.end(), staying.begin() + before, staying.end());
    for (const auto& group : gathered_)
        order.insert(order.end(), group.begin(), group.end());
    order_ = order;
    changed();
}

void QuatorzeTable::sortHand(Sort sort)
{
    auto key = [sort](const Card& c) {
        const int joker = c.isJoker() ? 1 : 0;
        return sort == Sort::Sets ? std::tuple(joker, int(c.rank), int(c.suit), int(c.pack))
                                  : std::tuple(joker, int(c.suit), int(c.rank), int(c.pack));
    };
    std::stable_sort(order_.begin(), order_.end(), [&](const Card& a, const Card& b) { return key(a) < key(b); });
    changed();
}

bool QuatorzeTable::gather(std::vector<Card> group, int into)
{
    const QuatorzeState* st = state();
    if (!st || group.empty())
        return false;
    if (!myTurn()) {
        say(tr("Wait for your turn."));
        return false;
    }
    auto groups = gathered_;
    if (into >= 0 && into < int(groups.size()))
        groups[std::size_t(into)].insert(groups[std::size_t(into)].end(), group.begin(), group.end());
    else
        groups.push_back(group);
    const QuatorzeState::MeldTally tally = st->tallyMelds(groups);
    if (!tally.verdict.legal()) {
        say(GameTexts::verdict(tally.verdict, controller_->gameId()));
        return false;
    }
    gathered_ = groups;
    for (const Card& card : group)
        takeOut(selected_, card);
    changed();
    return true;
}

bool QuatorzeTable::putDown()
{
    if (gathered_.empty())
        return false;
    if (!myTurn()) {
        say(tr("Wait for your turn."));
        return false;
    }
    if (!controller_->playAction(QuatorzeState::meld(gathered_)))
        return false;
    gathered_.clear();
    updatePanel();
    return true;
}

void QuatorzeTable::takeBack()
{
    if (gathered_.empty())
        return;
    gathered_.clear();
    changed();
}

bool QuatorzeTable::meldNow(std::vector<Card> cards)
{
    if (!controller_->playAction(QuatorzeState::meld({cards})))
        return false;
    for (const Card& card : cards)
        takeOut(selected_, card);
    return true;
}

namespace {

// The lay-offs that put `cards` on meld `meld` one after another, tried on
// `sim` (which they change), each at the end nearer the drop if it fits
// both; a single card that fits nowhere may take the meld's joker instead.
// Empty, with the refusal in `why`, when not all of them fit.
std::vector<Action> layOffs(QuatorzeState& sim, std::vector<Card> cards, int meld, ct::MeldEnd nearer, ct::Verdict& why)
{
    const ct::MeldEnd farther = nearer == ct::MeldEnd::Low ? ct::MeldEnd::High : ct::MeldEnd::Low;
    std::vector<Action> steps;
    const bool single = cards.size() == 1;
    while (!cards.empty()) {
        bool placed = false;
        for (std::size_t i = 0; i < cards.size() && !placed; ++i)
            for (ct::MeldEnd end : {nearer, farther}) {
                const Action add = QuatorzeState::add(meld, cards[i], end);
                if (sim.check(add).legal()) {
                    sim.apply(add);
                    steps.push_back(add);
                    cards.erase(cards.begin() + std::ptrdiff_t(i));
                    placed = true;
                    break;
                }
            }
        if (placed)
            continue;
        const Action swap = QuatorzeState::swap(meld, cards.front());
        if (single && sim.check(swap).legal()) {
            sim.apply(swap);
            return {swap};
        }
        why = sim.check(QuatorzeState::add(meld, cards.front(), nearer));
        return {};
    }
    return steps;
}

} // namespace

bool QuatorzeTable::addToMeld(std::vector<Card> cards, int meld, QPointF scenePos)
{
    const QuatorzeState* st = state();
    if (!st || cards.empty())
        return false;
    if (!myTurn()) {
        say(tr("Wait for your turn."));
        return false;
    }
    const QString zone = QStringLiteral("m%1").arg(meld + 1);
    const int shown = int(st->tableMelds()[std::size_t(meld)].meld.cards.size());
    const double middle = (scene_->cardPoint(zone, 0).x() + scene_->cardPoint(zone, shown - 1).x()) / 2;
    const ct::MeldEnd nearer = scenePos.x() < middle ? ct::MeldEnd::Low : ct::MeldEnd::High;
    auto sim = st->clone();
    ct::Verdict why;
    const std::vector<Action> steps = layOffs(static_cast<QuatorzeState&>(*sim), cards, meld, nearer, why);
    if (steps.empty()) {
        say(GameTexts::verdict(why, controller_->gameId()));
        return false;
    }
    for (const Card& card : cards)
        takeOut(selected_, card);
    return playSequence(steps);
}

bool QuatorzeTable::takeAndMeld(const QString& target, QPointF scenePos)
{
    const QuatorzeState* st = state();
    if (!st || st->discardPile().empty() || target == kDiscard || target == kStock)
        return false;
    if (!myTurn()) {
        say(tr("Wait for your turn."));
        return false;
    }
    if (target == kHand)
        return controller_->playAction(QuatorzeState::take());
    // Taken only together with the meld that uses it: both are tried first.
    auto sim = st->clone();
    auto& after = static_cast<QuatorzeState&>(*sim);
    const ct::Verdict take = after.check(QuatorzeState::take());
    if (!take.legal()) {
        say(GameTexts::verdict(take, controller_->gameId()));
        return false;
    }
    after.apply(QuatorzeState::take());
    const Card top = st->discardPile().back();
    if (const int meld = meldIndex(target); meld >= 0) {
        const double middle = scene_->zonePoint(target).x();
        ct::Verdict why;
        const auto steps =
            layOffs(after, {top}, meld, scenePos.x() < middle ? ct::MeldEnd::Low : ct::MeldEnd::High, why);
        if (steps.empty()) {
            say(GameTexts::verdict(why, controller_->gameId()));
            return false;
        }
        std::vector<Action> all {QuatorzeState::take()};
        all.insert(all.end(), steps.begin(), steps.end());
        return playSequence(all);
    }
    std::vector<Card> group = selected_;
    if (const int into = gatheredIndex(target); into >= 0) {
        group = gathered_[std::size_t(into)];
        gathered_.erase(gathered_.begin() + into);
    }
    group.push_back(top);
    if (st->opened(0)) {
        const Action meld = QuatorzeState::meld({group});
        const ct::Verdict verdict = after.check(meld);
        if (!verdict.legal()) {
            say(GameTexts::verdict(verdict, controller_->gameId()));
            return false;
        }
        selected_.clear();
        return playSequence({QuatorzeState::take(), meld});
    }
    auto groups = gathered_;
    groups.push_back(group);
    const QuatorzeState::MeldTally tally = after.tallyMelds(groups);
    if (!tally.verdict.legal()) {
        say(GameTexts::verdict(tally.verdict, controller_->gameId()));
        return false;
    }
    if (!controller_->playAction(QuatorzeState::take()))
        return false;
    gathered_ = groups;
    selected_.clear();
    changed();
    return true;
}

bool QuatorzeTable::playSequence(const std::vector<Action>& actions)
{
    for (const Action& action : actions)
        if (!controller_->playAction(action))
            return false;
    return true;
}

void QuatorzeTable::changed()
{
    scene_->relayout();
    updatePanel();
}

// ---- after every placing: marks, captions, the panel ------------------------

QString QuatorzeTable::countText() const
{
    const QuatorzeState* st = state();
    if (!st || st->isTerminal())
        return {};
    QString text;
    if (st->opened(0)) {
        text = tr("You have opened: meld freely and add to any meld.");
    } else {
        const int value = gathered_.empty() ? 0 : st->tallyMelds(gathered_).value;
        text = tr("Opening: %1 of %2").arg(value).arg(ct::kOpeningTarget);
    }
    if (myTurn() && st->takenCard() && !st->takenCardMelded())
        text += QLatin1Char('\n') + tr("Meld the %1 you took.").arg(GameTexts::cardSymbol(*st->takenCard()));
    return text;
}

void QuatorzeTable::placed()
{
    const QuatorzeState* st = state();
    if (!st)
        return;
    const QSize size = scene_->cardSize();
    const std::optional<Card> taken =
        st->takenCard() && !st->takenCardMelded() ? st->takenCard() : std::optional<Card>();
    std::vector<Card> shown = order_;
    for (const auto& group : gathered_)
        for (const Card& card : group)
            takeOut(shown, card);
    for (int i = 0; i < int(shown.size()); ++i) {
        CardItem* item = scene_->cardAt(kHand, i);
        if (!item)
            continue;
        const Card card = shown[std::size_t(i)];
        if (holds(selected_, card)) {
            item->setMark(CardItem::Mark::Picked);
            item->animate(item->targetPos() - QPointF(0, kRaise * size.height()), item->targetZ(), true,
                          Speeds::scaled(Speeds::kMove));
        } else if (taken && card == *taken) {
            item->setMark(CardItem::Mark::Hint);
        }
    }
    // Who has opened, beside each seat's name.
    for (int seat = 1; seat < st->playerCount(); ++seat)
        if (PileItem* pile = scene_->pileItem(QStringLiteral("hand%1").arg(seat))) {
            QString caption = pile->caption();
            if (st->isOut(seat))
                caption += QStringLiteral(" \u00b7 ") + tr("out");
            else if (st->opened(seat))
                caption += QStringLiteral(" \u00b7 ") + tr("opened");
            pile->setCaption(caption);
        }
    if (PileItem* pile = scene_->pileItem(newMeldZone())) {
        pile->setLabel(QStringLiteral("+"));
        pile->setToolTip(tr("Drop cards here to form a meld"));
    }
    updatePanel();
}

void QuatorzeTable::updatePanel()
{
    QGraphicsView* view = scene_->views().value(0);
    if (!view)
        return;
    if (!panel_) {
        panel_ = new QWidget(view->viewport());
        panel_->setObjectName(QStringLiteral("quatorzePanel"));
        panel_->setAccessibleName(tr("Your melds"));
        panel_->setAttribute(Qt::WA_StyledBackground);
        panel_->setStyleSheet(QStringLiteral("#quatorzePanel { background: rgba(0, 0, 0, 80); border-radius: 6px; }"
                                             "#quatorzePanel QLabel { color: white; }"));
        auto* column = new QVBoxLayout(panel_);
        column->setContentsMargins(8, 6, 8, 6);
        count_ = new QLabel(panel_);
        count_->setObjectName(QStringLiteral("quatorzeCount"));
        count_->setAccessibleName(tr("Opening count"));
        QFont bold = count_->font();
        bold.setBold(true);
        count_->setFont(bold);
        column->addWidget(count_);
        auto button = [this](const QString& name, const QString& text, auto slot) {
            auto* b = new QPushButton(text, panel_);
            b->setObjectName(name);
            b->setFocusPolicy(Qt::TabFocus);
            connect(b, &QPushButton::clicked, this, slot);
            return b;
        };
        putDown_ = button(QStringLiteral("quatorzePutDown"), tr("Put Down"), [this] { putDown(); });
        takeBack_ = button(QStringLiteral("quatorzeTakeBack"), tr("Take Back"), [this] { takeBack(); });
        sortSets_ = button(QStringLiteral("quatorzeSortSets"), tr("Sort by Sets"), [this] { sortHand(Sort::Sets); });
        sortRuns_ = button(QStringLiteral("quatorzeSortRuns"), tr("Sort by Runs"), [this] { sortHand(Sort::Runs); });
        auto* meldRow = new QHBoxLayout;
        meldRow->addWidget(putDown_);
        meldRow->addWidget(takeBack_);
        column->addLayout(meldRow);
        auto* sortRow = new QHBoxLayout;
        sortRow->addWidget(sortSets_);
        sortRow->addWidget(sortRuns_);
        column->addLayout(sortRow);
    }
    const QuatorzeState* st = state();
    count_->setText(countText());
    const bool gathering = st && !st->isTerminal() && !st->opened(0);
    putDown_->setVisible(gathering);
    takeBack_->setVisible(gathering);
    putDown_->setEnabled(!gathered_.empty() && myTurn());
    takeBack_->setEnabled(!gathered_.empty());
    panel_->setVisible(st && !st->isTerminal());
    panel_->adjustSize();
    // Bottom right of the table, beside the hand.
    const QSize size = scene_->cardSize();
    const QPointF hand = scene_->zonePoint(kHand) - QPointF(size.width() / 2.0, size.height() / 2.0);
    const QPointF right = hand + QPointF((kWidth - 0.1) * size.width(), 0);
    const QPoint corner = view->mapFromScene(right);
    panel_->move(std::max(0, corner.x() - panel_->width()), std::max(0, corner.y()));
    panel_->raise();
}
