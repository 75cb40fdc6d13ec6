// The interface colours: the system's palette (light or dark, as the desktop
// says), or a light or dark one chosen in View > Colours. The card table
// keeps its felt and cards either way; only the window around it changes.
#pragma once

#include <QString>

namespace Appearance {
// "system", "light" or "dark"; anything else counts as "system".
void apply(const QString& mode);
QString current();
} // namespace Appearance
