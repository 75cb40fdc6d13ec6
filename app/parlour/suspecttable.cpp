#include "parlour/suspecttable.h"

#include <QGraphicsSimpleTextItem>
#include <QKeyEvent>
#include <QPushButton>

#include "gametexts.h"
#include "parlour/tablepanel.h"
#include "table/speeds.h"
#include "table/tablescene.h"

using Suspect = ct::ISuspectYouState;

namespace {

// Computers answer in the window at once; their plays keep a readable pace.
constexpr int kWindowPace = 150;
constexpr int kPlayPace = 650;
// How long a challenged card stays face up before it goes to its taker.
constexpr int kRevealMs = 1600;

} // namespace

using parlourtable::cardOrigin;

SuspectTable::SuspectTable(TableScene* scene, GameController* controller)
    : TableDecoration(scene, controller)
    , panel_(new TablePanel(scene, tr("I Suspect You controls")))
    , call_(new QGraphicsSimpleTextItem)
{
    suspect_ = panel_->addButton(tr("I &Suspect You!"), QStringLiteral("suspectYes"));
    suspect_->setToolTip(tr("Say the card just laid is not what was called (S)"));
    pass_ = panel_->addButton(tr("&Pass"), QStringLiteral("suspectPass"));
    pass_->setToolTip(tr("Let the play stand (P)"));
    QFont bold = suspect_->font();
    bold.setBold(true);
    suspect_->setFont(bold);
    panel_->setStatusWidth(380, 460);
    QFont font = call_->font();
    font.setBold(true);
    call_->setFont(font);
    call_->setBrush(QColor(255, 225, 120));
    call_->setZValue(34000);
    scene->addItem(call_);
    countdown_.setInterval(200);
    connect(&countdown_, &QTimer::timeout, this, &SuspectTable::tick);
    connect(suspect_, &QPushButton::clicked, this, [this] { answer(true); });
    connect(pass_, &QPushButton::clicked, this, [this] { answer(false); });
}

SuspectTable::~SuspectTable()
{
    countdown_.stop();
    delete call_;
    panel_->removeFromTable();
}

const Suspect* SuspectTable::game() const
{
    return dynamic_cast<const Suspect*>(controller()->state());
}

QString SuspectTable::seatName(int seat) const
{
    const Suspect* g = game();
    return GameTexts::seatName(seat, g ? g->playerCount() : 2);
}

ct::TableLayout SuspectTable::layout(const std::vector<ct::Zone>&, int players) const
{
    ct::TableLayout layout;
    layout.width = 11;
    layout.height = 5.4;
    for (int seat = 0; seat < players; ++seat) {
        const QString id = QStringLiteral("hand%1").arg(seat);
        if (seat == 0) {
            // The player's own hand, wide enough to read every card.
            layout.zones.push_back({id.toStdString(), 1.5, 4.4, ct::Fan::Right, 7.0, 0, "", false});
            continue;
        }
        const QPointF spot = parlourtable::seatSpot(seat, players, layout.width - 1.3, 4.6);
        layout.zones.push_back({id.toStdString(), spot.x(), spot.y(), ct::Fan::Right, 1.3, 0, "", false});
    }
    layout.zones.push_back({"pile", 4.3, 1.9, ct::Fan::None, 0, 0, "", true});
    return layout;
}

void SuspectTable::arrange()
{
    QFont font = call_->font();
    font.setPixelSize(std::max(16, int(scene()->cardSize().height() * 0.26)));
    call_->setFont(font);
    call_->setPos(scene()->gridPoint(5.45, 2.05));
    panel_->placeAt(scene()->gridPoint(5.5, 3.05));
}

QString SuspectTable::callText() const
{
    const Suspect* g = game();
    if (!g || g->isTerminal())
        return {};
    return tr("Call: %1").arg(GameTexts::rankWord(g->call()));
}

QString SuspectTable::pileCaption(const QString& zone, const QString& caption) const
{
    const Suspect* g = game();
    if (g && zone == QLatin1String("pile"))
        return tr("Pile · %n card(s)", "", g->pileSize());
    return caption;
}

QString SuspectTable::challengeText(const Suspect::Challenge& c) const
{
    const QString card = GameTexts::cardName(c.card);
    const QString called = GameTexts::rankWord(c.call);
    const QString verdict = c.truthful ? tr("Truthful!") : tr("Caught!");
    const QString who = c.challenger == 0 ? tr("You suspected %1.").arg(seatName(c.player))
        : c.player == 0                   ? tr("%1 suspected you.").arg(seatName(c.challenger))
                        : tr("%1 suspected %2.").arg(seatName(c.challenger), seatName(c.player));
    const QString takes = c.taker == 0 ? tr("You pick up %n card(s).", "", c.pileSize)
                                       : tr("%1 picks up %n card(s).", "", c.pileSize).arg(seatName(c.taker));
    return QStringLiteral("%1 %2\n%3")
        .arg(verdict, who, tr("The card was the %1, called %2. %3").arg(card, called, takes));
}

void SuspectTable::reveal(const Suspect::Challenge& c)
{
    // The card turns up on the pile for all to see, then goes to its taker.
    const int flight = Speeds::scaled(Speeds::kMove);
    if (flight <= 0)
        return;
    parlourtable::flyAway(scene(), c.card, true, cardOrigin(scene(), QStringLiteral("pile")),
        cardOrigin(scene(), QStringLiteral("hand%1").arg(c.taker)), true, c.taker == 0, flight,
        Speeds::scaled(kRevealMs));
}

void SuspectTable::update(GameController::Change change)
{
    const Suspect* g = game();
    if (!g)
        return;
    if (change == GameController::Change::NewDeal || change == GameController::Change::Jump) {
        lastEvent_.clear();
        lastChallenge_ = g->lastChallenge();
    } else if (g->lastChallenge() && g->lastChallenge() != lastChallenge_) {
        lastChallenge_ = g->lastChallenge();
        lastEvent_ = challengeText(*lastChallenge_);
        reveal(*lastChallenge_);
    } else if (g->plays() != lastPlays_) {
        lastEvent_.clear();
    }
    lastPlays_ = g->plays();
    controller()->setComputerPace(g->phase() == Suspect::Phase::Window ? kWindowPace : kPlayPace);

    const bool asked = !g->isTerminal() && g->phase() == Suspect::Phase::Window && g->currentPlayer() == 0;
    suspect_->setVisible(asked);
    pass_->setVisible(asked);
    suspect_->setEnabled(asked);
    pass_->setEnabled(asked);
    if (asked && !countdown_.isActive()) {
        asked_.start();
        if (challengeMs_ > 0)
            countdown_.start();
    } else if (!asked) {
        countdown_.stop();
    }

    QStringList lines;
    if (!lastEvent_.isEmpty())
        lines << lastEvent_;
    if (g->isTerminal()) {
        lines << (g->winner() == 0 ? tr("Your hand is empty: you win!")
                : g->winner() >= 0 ? tr("%1 has no cards left and wins.").arg(seatName(g->winner()))
                                   : tr("The game is over."));
    } else if (asked) {
        lines << tr("%1 laid a card as a %2. Do you believe it?")
                     .arg(seatName(g->toPlay()), GameTexts::rankWord(g->call()));
    } else if (g->phase() == Suspect::Phase::Window) {
        lines << tr("%1 laid a card as a %2.").arg(seatName(g->toPlay()), GameTexts::rankWord(g->call()));
    } else if (g->toPlay() == 0) {
        lines
            << tr("Your turn: click a card to lay it face down as a %1.").arg(GameTexts::rankWord(g->call()));
    } else {
        lines << tr("%1 to lay a card as a %2.").arg(seatName(g->toPlay()), GameTexts::rankWord(g->call()));
    }
    panel_->setStatus(lines.join(QLatin1Char('\n')));
    call_->setText(callText());
    arrange();
    tick();
}

void SuspectTable::tick()
{
    if (!pass_->isVisible())
        return;
    if (challengeMs_ <= 0) {
        pass_->setText(tr("&Pass"));
        return;
    }
    const qint64 left = challengeMs_ - asked_.elapsed();
    if (left <= 0) {
        countdown_.stop();
        answer(false); // silence lets the play stand
        return;
    }
    pass_->setText(tr("&Pass (%1 s)").arg((left + 999) / 1000));
}

void SuspectTable::answer(bool suspect)
{
    const Suspect* g = game();
    if (!g || g->isTerminal() || g->phase() != Suspect::Phase::Window || g->currentPlayer() != 0)
        return;
    countdown_.stop();
    controller()->playAction(suspect ? Suspect::suspect(0) : Suspect::pass(0));
}

bool SuspectTable::handleKey(QKeyEvent* event)
{
    if (!suspect_->isVisible())
        return false;
    if (event->key() == Qt::Key_S) {
        answer(true);
        return true;
    }
    if (event->key() == Qt::Key_P) {
        answer(false);
        return true;
    }
    return false;
}

QStringList SuspectTable::descriptions() const
{
    return {callText(), panel_->status()};
}
