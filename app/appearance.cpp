#include "appearance.h"

#include <QApplication>
#include <QPalette>
#include <QPointer>
#include <QStyle>
#include <QStyleFactory>

namespace {

QString g_mode = QStringLiteral("system");
QPointer<QStyle> g_systemStyle;
QPalette g_systemPalette;
bool g_remembered = false;

QPalette darkPalette()
{
    // Contrast of at least 7:1 for text on windows and bases, 4.5:1 for
    // disabled text (WCAG AA), with the table's green as the highlight.
    QPalette p;
    const QColor window(0x2b, 0x2d, 0x30), base(0x1e, 0x1f, 0x22), text(0xee, 0xee, 0xee);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, window);
    p.setColor(QPalette::ToolTipBase, base);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(0xa0, 0xa0, 0xa0));
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x8a, 0xc8, 0xff));
    p.setColor(QPalette::Highlight, QColor(0x2e, 0x7d, 0x4f));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Light, QColor(0x45, 0x47, 0x4b));
    p.setColor(QPalette::Midlight, QColor(0x3a, 0x3c, 0x40));
    p.setColor(QPalette::Mid, QColor(0x25, 0x26, 0x29));
    p.setColor(QPalette::Dark, QColor(0x18, 0x19, 0x1b));
    p.setColor(QPalette::Shadow, Qt::black);
    for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, QColor(0x90, 0x90, 0x90));
    return p;
}

} // namespace

namespace Appearance {

void apply(const QString& mode)
{
    if (!g_remembered) {
        g_systemStyle = QApplication::style();
        g_systemPalette = QApplication::palette();
        g_remembered = true;
    }
    if (mode == QLatin1String("dark") || mode == QLatin1String("light")) {
        QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
        QApplication::setPalette(mode == QLatin1String("dark") ? darkPalette()
                                                               : QApplication::style()->standardPalette());
        g_mode = mode;
        return;
    }
    if (g_systemStyle && QApplication::style() != g_systemStyle)
        QApplication::setStyle(QStyleFactory::create(g_systemStyle->name()));
    QApplication::setPalette(g_systemPalette);
    g_mode = QStringLiteral("system");
}

QString current()
{
    return g_mode;
}

} // namespace Appearance
