// A family's own ways at the generic table: how its zones are shown and laid
// out, and what its gestures mean, for games whose play is more than a card
// dropped on a pile (a rummy's hand arranged by the player, melds gathered
// before they go down). The scene asks its extension first and falls back to
// its own behaviour; the extension knows no rule either: it builds actions
// and asks core through the GameController.
#pragma once

#include <QList>
#include <QObject>
#include <QPointF>

#include <optional>
#include <vector>

#include "engine/table.h"

class GameController;
class TableScene;

class TableExtension : public QObject {
    Q_OBJECT

public:
    TableExtension(TableScene* scene, GameController* controller);

    // The zones as this table shows them, changed in place (a hand in the
    // player's own order, cards set aside in zones of the table's own).
    virtual void arrangeZones(std::vector<ct::Zone>& zones) { Q_UNUSED(zones); }
    // Where those zones go; an empty layout leaves it to the scene.
    virtual ct::TableLayout layout(const std::vector<ct::Zone>& zones) const
    {
        Q_UNUSED(zones);
        return {};
    }
    // A click on a card (index >= 0) or on a zone's empty place; true if handled.
    virtual bool click(const QString& zone, int index)
    {
        Q_UNUSED(zone);
        Q_UNUSED(index);
        return false;
    }
    // The cards a drag starting on card `index` of `zone` carries (indices in
    // the zone, in order); an empty list: nothing moves; nullopt: the scene
    // decides.
    virtual std::optional<QList<int>> dragGroup(const QString& zone, int index)
    {
        Q_UNUSED(zone);
        Q_UNUSED(index);
        return std::nullopt;
    }
    // The dragged cards were let go over `target` (the zone whose drop area
    // they overlap most; empty over bare table) with the pointer at
    // `scenePos`. True if something happened; false slides them back.
    virtual bool drop(const QString& zone, const QList<int>& indices, const QString& target, QPointF scenePos)
    {
        Q_UNUSED(zone);
        Q_UNUSED(indices);
        Q_UNUSED(target);
        Q_UNUSED(scenePos);
        return false;
    }
    // Every card has been given its place: marks, captions, panels follow.
    virtual void placed() {}

protected:
    TableScene* scene_;
    GameController* controller_;
};

// The extension a game's table uses, or nullptr for the scene's own ways.
TableExtension* createTableExtension(const QString& gameId, TableScene* scene, GameController* controller);
