#include "tablegames/seatplate.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QVariantAnimation>

#include "table/speeds.h"

namespace {

constexpr qreal kPadding = 6;

QFont plateFont(qreal width, bool bold)
{
    QFont font;
    font.setPixelSize(int(std::clamp(width * 0.095, 11.0, 16.0)));
    font.setBold(bold);
    return font;
}

} // namespace

QString SeatPlateInfo::accessibleText() const
{
    QStringList parts {name};
    if (cards >= 0)
        parts << SeatPlate::tr("%n card(s)", "", cards);
    if (dealer)
        parts << SeatPlate::tr("dealer");
    if (team >= 0)
        parts << SeatPlate::tr("team %1").arg(QChar('A' + team));
    if (!note.isEmpty())
        parts << note;
    if (thinking)
        parts << SeatPlate::tr("thinking");
    else if (toAct)
        parts << SeatPlate::tr("to play");
    return parts.join(QStringLiteral(", "));
}

SeatPlate::SeatPlate(int seat)
    : seat_(seat)
{
    setAcceptedMouseButtons(Qt::NoButton);
    setZValue(5000);
}

QColor SeatPlate::teamColour(int team)
{
    static const QColor colours[]
        = {QColor(70, 140, 230), QColor(235, 130, 40), QColor(120, 190, 80), QColor(200, 90, 200)};
    return team < 0 ? QColor(160, 160, 160) : colours[team % 4];
}

void SeatPlate::setInfo(const SeatPlateInfo& info)
{
    const bool wasThinking = info_.thinking;
    if (info.note.isEmpty() != info_.note.isEmpty())
        prepareGeometryChange();
    info_ = info;
    setToolTip(info.accessibleText());
    if (info.thinking && !wasThinking) {
        if (!thinking_) {
            thinking_ = new QVariantAnimation(this);
            thinking_->setStartValue(0.0);
            thinking_->setEndValue(1.0);
            thinking_->setDuration(900);
            thinking_->setLoopCount(-1);
            connect(thinking_, &QVariantAnimation::valueChanged, this, [this](const QVariant& value) {
                pulse_ = value.toDouble();
                update();
            });
        }
        if (Speeds::factor() > 0)
            thinking_->start();
    } else if (!info.thinking && thinking_) {
        thinking_->stop();
        pulse_ = 0;
    }
    update();
}

void SeatPlate::setWidth(qreal width)
{
    prepareGeometryChange();
    width_ = width;
    update();
}

QSizeF SeatPlate::size() const
{
    const QFontMetricsF metrics(plateFont(width_, false));
    const int lines = info_.note.isEmpty() ? 2 : 3;
    return QSizeF(width_, lines * (metrics.height() + 1) + 2 * kPadding + 1);
}

QRectF SeatPlate::boundingRect() const
{
    return QRectF(QPointF(0, 0), size()).adjusted(-6, -6, 6, 6);
}

void SeatPlate::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    painter->setRenderHint(QPainter::Antialiasing);
    const QRectF rect(QPointF(0, 0), size());
    const qreal radius = rect.height() * 0.22;
    // Whose turn: a gold rim (pulsing while a computer player thinks).
    if (info_.toAct || info_.thinking) {
        const int alpha = info_.thinking ? int(120 + 135 * std::abs(1 - 2 * pulse_)) : 255;
        painter->setPen(QPen(QColor(255, 205, 60, alpha), 3));
    } else {
        painter->setPen(QPen(QColor(255, 255, 255, 60), 1));
    }
    painter->setBrush(QColor(0, 0, 0, info_.toAct ? 165 : 120));
    painter->drawRoundedRect(rect, radius, radius);

    const QFont bold = plateFont(width_, true);
    const QFont plain = plateFont(width_, false);
    const qreal line = QFontMetricsF(plain).height();
    qreal left = kPadding;
    qreal right = rect.width() - kPadding;
    // The partnership mark: a coloured disc with the team's letter.
    if (info_.team >= 0) {
        const qreal d = line * 1.05;
        const QRectF disc(left, kPadding + 1, d, d);
        painter->setPen(Qt::NoPen);
        painter->setBrush(teamColour(info_.team));
        painter->drawEllipse(disc);
        painter->setPen(Qt::white);
        painter->setFont(bold);
        painter->drawText(disc, Qt::AlignCenter, QString(QChar('A' + info_.team)));
        left += d + 5;
    }
    // The dealer button.
    if (info_.dealer) {
        const qreal d = line * 1.05;
        const QRectF button(right - d, kPadding + 1, d, d);
        painter->setPen(QPen(QColor(40, 40, 40), 1));
        painter->setBrush(QColor(250, 250, 245));
        painter->drawEllipse(button);
        painter->setPen(QColor(30, 30, 30));
        painter->setFont(bold);
        painter->drawText(button, Qt::AlignCenter, tr("D", "dealer button"));
        right -= d + 5;
    }
    painter->setFont(bold);
    painter->setPen(info_.toAct ? QColor(255, 225, 120) : QColor(255, 255, 255));
    const QRectF top(left, kPadding, right - left, line);
    painter->drawText(top, Qt::AlignLeft | Qt::AlignVCenter,
        QFontMetricsF(bold).elidedText(info_.name, Qt::ElideRight, top.width()));
    // Then the cards held (or the thinking dots) and the game's news.
    QString second;
    if (info_.thinking) {
        const int dots = 1 + int(pulse_ * 3) % 3;
        second = tr("thinking") + QString(dots, QChar('.'));
    } else if (info_.cards >= 0) {
        second = tr("%n card(s)", "", info_.cards);
    }
    painter->setFont(plain);
    const QRectF middle(kPadding, kPadding + line + 2, rect.width() - 2 * kPadding, line);
    painter->setPen(info_.thinking ? QColor(255, 225, 120) : QColor(230, 230, 230));
    painter->drawText(middle, Qt::AlignLeft | Qt::AlignVCenter,
        QFontMetricsF(plain).elidedText(second, Qt::ElideRight, middle.width()));
    if (!info_.note.isEmpty()) {
        const QRectF last = middle.translated(0, line + 1);
        painter->setPen(QColor(190, 230, 255));
        painter->drawText(last, Qt::AlignLeft | Qt::AlignVCenter,
            QFontMetricsF(plain).elidedText(info_.note, Qt::ElideRight, last.width()));
    }
}
