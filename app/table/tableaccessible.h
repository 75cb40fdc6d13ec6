// Screen-reader access to the card table: the view reports each pile as a
// child with its name, its number of cards and its top card, so that the
// whole table can be explored, not only the focused card.
#pragma once

class QAccessibleInterface;
class QObject;
class QString;

QAccessibleInterface* tableAccessibleFactory(const QString& className, QObject* object);
