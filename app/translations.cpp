#include "translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>

namespace Translations {

void install(const QLocale& locale, QTranslator& qtTranslator, QTranslator& appTranslator)
{
    QLocale::setDefault(locale);
    if (qtTranslator.load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
            QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(&qtTranslator);
    if (appTranslator.load(locale, QStringLiteral("cardtable"), QStringLiteral("_"), QStringLiteral(":/i18n"))
        || appTranslator.load(QStringLiteral("cardtable_en"), QStringLiteral(":/i18n")))
        QCoreApplication::installTranslator(&appTranslator);
}

} // namespace Translations
