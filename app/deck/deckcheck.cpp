#include "deck/deckcheck.h"

#include <QCoreApplication>
#include <QRectF>
#include <QSvgRenderer>
#include <QTransform>

#include "cards/deck.h"

namespace deckcheck {

QString elementId(ct::Card card)
{
    if (card.isFrench()) {
        static const char* const suits[] = {"club", "diamond", "heart", "spade"};
        const QString suit = QLatin1String(suits[int(card.suit)]);
        switch (card.rank) {
        case ct::kJack: return "jack_" + suit;
        case ct::kQueen: return "queen_" + suit;
        case ct::kKing: return "king_" + suit;
        default: return QString::number(card.rank) + "_" + suit;
        }
    }
    if (card.isJoker())
        return card.rank == 2 ? QStringLiteral("black_joker") : QStringLiteral("red_joker");
    if (card.isRook()) {
        static const char* const colours[] = {"red", "yellow", "green", "black"};
        return QLatin1String(colours[int(card.suit) - int(ct::Suit::Red)]) + QStringLiteral("_") +
               QString::number(card.rank);
    }
    return QStringLiteral("bird");
}

QStringList requiredFrenchElements()
{
    QStringList ids{QStringLiteral("back")};
    for (const ct::Card& card : ct::frenchDeck(1))
        ids << elementId(card);
    return ids;
}

QString frenchDeckProblem(const QByteArray& svg, const QString& name, std::unique_ptr<QSvgRenderer>* renderer)
{
    // The messages keep DeckTheme's translation context, where they were
    // first written, so their translations still apply.
    if (svg.isEmpty())
        return QCoreApplication::translate("DeckTheme", "The card deck \"%1\" could not be read.").arg(name);
    auto parsed = std::make_unique<QSvgRenderer>(svg);
    if (!parsed->isValid())
        return QCoreApplication::translate("DeckTheme", "The card deck \"%1\" is not a valid SVG file.").arg(name);
    QStringList missing;
    for (const QString& element : requiredFrenchElements())
        if (!parsed->elementExists(element))
            missing << element;
    if (!missing.isEmpty())
        return QCoreApplication::translate("DeckTheme", "The card deck \"%1\" lacks %n card image(s) (%2).", "",
                                           int(missing.size()))
            .arg(name, missing.mid(0, 4).join(QStringLiteral(", ")));
    const QString back = QStringLiteral("back");
    const QRectF backRect = parsed->transformForElement(back).mapRect(parsed->boundsOnElement(back));
    if (backRect.isEmpty())
        return QCoreApplication::translate("DeckTheme", "The card deck \"%1\" has an empty card back.").arg(name);
    if (renderer)
        *renderer = std::move(parsed);
    return {};
}

} // namespace deckcheck
