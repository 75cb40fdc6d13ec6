// The interface language: Qt's own strings and ours, for a locale. Kept out
// of main() so that tests can check which texts a locale gets.
#pragma once

#include <QLocale>
#include <QTranslator>

namespace Translations {
// Loads and installs both translators for `locale` and makes it the default
// locale. A language we have no file for (or the C locale) still gets our
// English file, which holds the plural forms ("1 card", "2 cards").
void install(const QLocale& locale, QTranslator& qtTranslator, QTranslator& appTranslator);
} // namespace Translations
