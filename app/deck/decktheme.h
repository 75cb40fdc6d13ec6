// Card images: our SVG decks (French and Rook, in resources/) and the KDE card
// themes installed on the system, rendered once per card size and device pixel
// ratio into a cache. Card geometry comes from the SVG's `back` element.
// Re-rendering after a resize happens on worker threads; until it is done the
// old images are scaled, so the interface never stalls.
#pragma once

#include <QHash>
#include <QObject>
#include <QPixmap>
#include <QSizeF>
#include <QString>
#include <QStringList>

#include <memory>

#include "cards/card.h"

class QSvgRenderer;

struct DeckInfo {
    QString id;        // "cardtable-french", "cardtable-rook", "kde:oxygen-white" ...
    QString name;      // shown in the deck chooser
    QString svgPath;   // a resource path or a file (.svg or .svgz)
    bool french = true;// French cards (else Rook)
};

class DeckTheme : public QObject {
    Q_OBJECT

public:
    explicit DeckTheme(QObject* parent = nullptr);
    ~DeckTheme() override;

    // Every French deck the user can choose: ours first, then the KDE card
    // themes found under "carddecks" in the system data directories.
    static QList<DeckInfo> availableFrenchDecks();
    static DeckInfo ourFrenchDeck();
    static DeckInfo ourRookDeck();
    // The Rook cards carry a shape beside each number (red circle, yellow
    // triangle, green square, black diamond) so that colour is never the only
    // cue; players who do not need them may turn them off.
    void setRookMarks(bool on);
    bool rookMarks() const;
    // The SVG element id of a card: KDE naming for French cards ("queen_heart",
    // "1_spade", "red_joker"), our Rook ids ("red_14", "bird") for Rook cards.
    static QString elementId(ct::Card card);

    // Loads the French deck `id`. A missing file, a broken SVG or a missing
    // card element makes it fall back to our own deck; the return value is
    // then false and `problem` says what was wrong (for the status bar).
    bool loadFrenchDeck(const QString& id, QString* problem = nullptr);
    QString frenchDeckId() const;

    // Width over height of a card, from the `back` element of the French deck.
    qreal aspectRatio() const;
    // Sets the card width in device-independent pixels; images are rendered
    // for `devicePixelRatio`. Renders happen in the background: pixmap()
    // answers at once with a scaled image until they are done, then
    // imagesChanged() is emitted.
    void setCardWidth(int width, qreal devicePixelRatio);
    int cardWidth() const;
    QSize cardSize() const;

    // The image of a card's face, or of the back of its deck.
    QPixmap face(ct::Card card) const;
    QPixmap back(bool rook = false) const;

    // Renders synchronously and reports the mean time per card in
    // milliseconds (for the benchmark command).
    double measureRenderMilliseconds(int width, qreal devicePixelRatio, int cards = 40);

signals:
    void imagesChanged();

private:
    struct Private;
    std::unique_ptr<Private> d;
};
