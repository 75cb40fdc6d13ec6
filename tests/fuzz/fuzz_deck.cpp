// Fuzz target: loading a card deck from an SVG file we did not write (KDE
// card themes, or anything a user points the app at). The bytes go through
// the same check the app makes before it uses a deck; a deck that passes is
// drawn, as the app would draw it, at a small size.
#include <cstddef>
#include <cstdint>
#include <memory>

#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>

#include "deck/deckcheck.h"
#include "fuzz_check.h"

extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    static QGuiApplication app(*argc, *argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QByteArray svg(reinterpret_cast<const char*>(data), qsizetype(size));
    std::unique_ptr<QSvgRenderer> renderer;
    const QString problem = deckcheck::frenchDeckProblem(svg, QStringLiteral("fuzz"), &renderer);
    if (!problem.isEmpty()) {
        FUZZ_CHECK(!renderer, "a refused deck is not handed out");
        return 0;
    }
    FUZZ_CHECK(renderer && renderer->isValid(), "an accepted deck comes with its renderer");
    QImage image(24, 34, QImage::Format_ARGB32_Premultiplied);
    for (const QString& id : {QStringLiteral("back"), QStringLiteral("queen_heart"), QStringLiteral("1_spade")}) {
        image.fill(Qt::transparent);
        QPainter painter(&image);
        renderer->render(&painter, id, QRectF(0, 0, 24, 34));
    }
    return 0;
}
