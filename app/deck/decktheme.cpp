#include "deck/decktheme.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QImage>
#include <QPainter>
#include <QSettings>
#include <QStandardPaths>
#include <QSvgRenderer>
#include <QtConcurrent>

#include "cards/deck.h"
#include "deck/deckcheck.h"

namespace {

const QString kOurFrench = QStringLiteral("cardtable-french");
const QString kOurRook = QStringLiteral("cardtable-rook");

QStringList rookElements()
{
    QStringList ids{QStringLiteral("back")};
    for (const ct::Card& card : ct::rookDeck(1, 14, true))
        ids << DeckTheme::elementId(card);
    return ids;
}

QStringList frenchElements()
{
    // Jokers are optional: KDE themes name them in different ways and few
    // games use them.
    QStringList ids = deckcheck::requiredFrenchElements();
    ids << QStringLiteral("red_joker") << QStringLiteral("black_joker");
    return ids;
}

// The element's rectangle in document coordinates.
QRectF elementRect(QSvgRenderer& renderer, const QString& id)
{
    return renderer.transformForElement(id).mapRect(renderer.boundsOnElement(id));
}

QImage renderElement(QSvgRenderer& renderer, const QString& id, QSize pixels, qreal dpr)
{
    QImage image(pixels, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    {
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setRenderHint(QPainter::SmoothPixmapTransform);
        renderer.render(&painter, id, QRectF(QPointF(0, 0), QSizeF(pixels)));
    }
    image.setDevicePixelRatio(dpr);
    return image;
}

struct RenderJob {
    int generation = 0;
    QSize pixels;
    qreal dpr = 1;
    QHash<QString, QImage> images; // key: "f:" or "r:" + element id
};

RenderJob renderAll(QByteArray frenchSvg, QByteArray rookSvg, RenderJob job)
{
    // One renderer per job: QSvgRenderer is not shared between threads.
    QSvgRenderer french(frenchSvg);
    QSvgRenderer rook(rookSvg);
    for (const QString& id : frenchElements())
        if (french.elementExists(id))
            job.images.insert("f:" + id, renderElement(french, id, job.pixels, job.dpr));
    for (const QString& id : rookElements())
        if (rook.elementExists(id))
            job.images.insert("r:" + id, renderElement(rook, id, job.pixels, job.dpr));
    return job;
}

QByteArray readAll(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    // A card theme is a few megabytes at most; refuse anything absurd.
    if (file.size() > 64 * 1024 * 1024)
        return {};
    return file.readAll();
}

} // namespace

struct DeckTheme::Private {
    QString frenchId = kOurFrench;
    QByteArray frenchSvg;
    QByteArray rookSvg;
    bool rookMarks = true;
    std::unique_ptr<QSvgRenderer> french;
    std::unique_ptr<QSvgRenderer> rook;
    qreal aspect = 200.0 / 280.0;

    int width = 0;
    qreal dpr = 1;
    int generation = 0;
    // Images for the current size; `stale` holds the last complete set, shown
    // scaled while the current one renders.
    QHash<QString, QPixmap> current;
    QHash<QString, QPixmap> stale;
    bool rendering = false;
    bool renderAgain = false;

    QSize pixelSize() const
    {
        const int height = qRound(width / aspect);
        return QSize(qMax(1, qRound(width * dpr)), qMax(1, qRound(height * dpr)));
    }
};

DeckTheme::DeckTheme(QObject* parent)
    : QObject(parent)
    , d(std::make_unique<Private>())
{
    d->rookSvg = readAll(ourRookDeck().svgPath);
    d->rook = std::make_unique<QSvgRenderer>(d->rookSvg);
    loadFrenchDeck(kOurFrench);
}

DeckTheme::~DeckTheme() = default;

DeckInfo DeckTheme::ourFrenchDeck()
{
    return DeckInfo{kOurFrench, tr("Card Table classic"), QStringLiteral(":/decks/french.svg"), true};
}

DeckInfo DeckTheme::ourRookDeck()
{
    return DeckInfo{kOurRook, tr("Card Table Rook"), QStringLiteral(":/decks/rook.svg"), false};
}

QList<DeckInfo> DeckTheme::availableFrenchDecks()
{
    QList<DeckInfo> decks{ourFrenchDeck()};
    const QStringList roots = QStandardPaths::locateAll(QStandardPaths::GenericDataLocation,
                                                        QStringLiteral("carddecks"),
                                                        QStandardPaths::LocateDirectory);
    QStringList seen;
    for (const QString& root : roots) {
        const QDir dir(root);
        for (const QString& sub : dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
            const QString index = dir.filePath(sub + "/index.desktop");
            if (!QFileInfo::exists(index) || seen.contains(sub))
                continue;
            QSettings desktop(index, QSettings::IniFormat);
            desktop.beginGroup(QStringLiteral("KDE Backdeck"));
            const QString svg = desktop.value(QStringLiteral("SVG")).toString();
            const QString name = desktop.value(QStringLiteral("Name")).toString();
            desktop.endGroup();
            if (svg.isEmpty())
                continue; // old pixmap-only themes
            seen << sub;
            decks << DeckInfo{"kde:" + sub, name.isEmpty() ? sub : name, dir.filePath(sub + "/" + svg), true};
        }
    }
    return decks;
}

QString DeckTheme::elementId(ct::Card card)
{
    return deckcheck::elementId(card);
}

bool DeckTheme::loadFrenchDeck(const QString& id, QString* problem)
{
    DeckInfo info = ourFrenchDeck();
    bool found = id == kOurFrench;
    if (!found)
        for (const DeckInfo& candidate : availableFrenchDecks())
            if (candidate.id == id) {
                info = candidate;
                found = true;
            }
    QString error;
    QByteArray data;
    std::unique_ptr<QSvgRenderer> renderer;
    if (!found) {
        error = tr("The card deck \"%1\" is not installed.").arg(id);
    } else {
        data = readAll(info.svgPath);
        error = deckcheck::frenchDeckProblem(data, info.name, &renderer);
    }
    const bool ok = error.isEmpty();
    if (!ok) {
        // Fall back to our own deck; it ships inside the program.
        info = ourFrenchDeck();
        data = readAll(info.svgPath);
        renderer = std::make_unique<QSvgRenderer>(data);
        if (problem)
            *problem = error + QLatin1Char(' ') + tr("Using the Card Table deck instead.");
    }
    d->frenchId = info.id;
    d->frenchSvg = data;
    d->french = std::move(renderer);
    const QRectF back = elementRect(*d->french, QStringLiteral("back"));
    d->aspect = back.height() > 0 ? back.width() / back.height() : 200.0 / 280.0;
    d->current.clear();
    d->stale.clear();
    ++d->generation;
    if (d->width > 0)
        setCardWidth(d->width, d->dpr);
    emit imagesChanged();
    return ok;
}

void DeckTheme::setRookMarks(bool on)
{
    if (on == d->rookMarks)
        return;
    d->rookMarks = on;
    d->rookSvg = readAll(on ? ourRookDeck().svgPath : QStringLiteral(":/decks/rook-plain.svg"));
    d->rook = std::make_unique<QSvgRenderer>(d->rookSvg);
    d->current.clear();
    d->stale.clear();
    ++d->generation;
    if (d->width > 0)
        setCardWidth(d->width, d->dpr);
    emit imagesChanged();
}

bool DeckTheme::rookMarks() const
{
    return d->rookMarks;
}

QString DeckTheme::frenchDeckId() const
{
    return d->frenchId;
}

qreal DeckTheme::aspectRatio() const
{
    return d->aspect;
}

int DeckTheme::cardWidth() const
{
    return d->width;
}

QSize DeckTheme::cardSize() const
{
    return QSize(d->width, qRound(d->width / d->aspect));
}

void DeckTheme::setCardWidth(int width, qreal devicePixelRatio)
{
    width = qBound(8, width, 2000);
    if (width == d->width && qFuzzyCompare(devicePixelRatio, d->dpr) && !d->current.isEmpty())
        return;
    if (!d->current.isEmpty())
        d->stale = d->current;
    d->current.clear();
    d->width = width;
    d->dpr = devicePixelRatio;
    ++d->generation;
    if (d->rendering) {
        d->renderAgain = true;
        return;
    }
    d->rendering = true;
    RenderJob job{d->generation, d->pixelSize(), d->dpr, {}};
    auto* watcher = new QFutureWatcher<RenderJob>(this);
    connect(watcher, &QFutureWatcher<RenderJob>::finished, this, [this, watcher] {
        const RenderJob job = watcher->result();
        watcher->deleteLater();
        d->rendering = false;
        if (job.generation == d->generation) {
            for (auto it = job.images.begin(); it != job.images.end(); ++it)
                d->current.insert(it.key(), QPixmap::fromImage(it.value()));
            d->stale.clear();
            emit imagesChanged();
        }
        if (d->renderAgain || job.generation != d->generation) {
            d->renderAgain = false;
            const int w = d->width;
            d->width = 0; // force a new job for the latest size
            setCardWidth(w, d->dpr);
        }
    });
    watcher->setFuture(QtConcurrent::run(renderAll, d->frenchSvg, d->rookSvg, job));
}

namespace {

QPixmap lookUp(QHash<QString, QPixmap>& current, const QHash<QString, QPixmap>& stale, const QString& key,
               QSvgRenderer& renderer, const QString& id, QSize pixels, qreal dpr)
{
    auto it = current.constFind(key);
    if (it != current.constEnd())
        return *it;
    auto old = stale.constFind(key);
    if (old != stale.constEnd()) {
        // Until the background render is done, a quick scale of the old image.
        QPixmap scaled = old->scaled(pixels, Qt::IgnoreAspectRatio, Qt::FastTransformation);
        scaled.setDevicePixelRatio(dpr);
        return scaled;
    }
    // Nothing yet (the very first frame): render this one card now.
    if (!renderer.elementExists(id))
        return {};
    QPixmap pixmap = QPixmap::fromImage(renderElement(renderer, id, pixels, dpr));
    current.insert(key, pixmap);
    return pixmap;
}

} // namespace

QPixmap DeckTheme::face(ct::Card card) const
{
    if (d->width <= 0)
        return {};
    const bool rook = card.isRook() || card.isBird();
    const QString id = elementId(card);
    return lookUp(d->current, d->stale, (rook ? "r:" : "f:") + id, rook ? *d->rook : *d->french, id,
                  d->pixelSize(), d->dpr);
}

QPixmap DeckTheme::back(bool rook) const
{
    if (d->width <= 0)
        return {};
    const QString id = QStringLiteral("back");
    return lookUp(d->current, d->stale, (rook ? "r:" : "f:") + id, rook ? *d->rook : *d->french, id,
                  d->pixelSize(), d->dpr);
}

double DeckTheme::measureRenderMilliseconds(int width, qreal devicePixelRatio, int cards)
{
    const QSize pixels(qRound(width * devicePixelRatio), qRound(width / d->aspect * devicePixelRatio));
    const QStringList ids = frenchElements();
    QElapsedTimer timer;
    timer.start();
    for (int i = 0; i < cards; ++i)
        renderElement(*d->french, ids[i % ids.size()], pixels, devicePixelRatio);
    return double(timer.nsecsElapsed()) / 1e6 / cards;
}
