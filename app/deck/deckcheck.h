// Checking a French card deck's SVG before it is used: kept apart from
// DeckTheme (no QObject, no resources) so the deck fuzz target can drive
// exactly the code the app runs on a file it did not write.
#pragma once

#include <memory>

#include <QByteArray>
#include <QString>
#include <QStringList>

#include "cards/card.h"

class QSvgRenderer;

namespace deckcheck {

// The SVG element id of a card: KDE naming for French cards ("queen_heart",
// "1_spade", "red_joker"), our own ids for Rook cards ("red_14", "bird").
QString elementId(ct::Card card);

// "back" and the 52 French cards: what a deck must have to be used.
QStringList requiredFrenchElements();

// Parses `svg` and checks it has every required element and a card back of
// some size. Returns an empty string when the deck can be used (and the
// parsed renderer in `renderer`), else a translated sentence naming the
// problem; `name` is the deck's name for that sentence.
QString frenchDeckProblem(const QByteArray& svg, const QString& name,
                          std::unique_ptr<QSvgRenderer>* renderer = nullptr);

} // namespace deckcheck
