// What a game adds to the generic card table: its own layout of the zones,
// and pictures and controls that are not cards (Pope Joan's board, counters
// and pools, a sale panel). The scene draws the cards; a decoration draws
// the rest from the same core state and plays actions only through the
// GameController, so no rule lives in it.
#pragma once

#include <QObject>
#include <QPointF>
#include <QString>

#include <memory>
#include <vector>

#include "engine/table.h"
#include "gamecontroller.h"

class QKeyEvent;
class TableScene;

class TableDecoration : public QObject {
    Q_OBJECT

public:
    TableDecoration(TableScene* scene, GameController* controller);
    ~TableDecoration() override;

    // Where the zones go; an empty layout leaves them to the scene.
    virtual ct::TableLayout layout(const std::vector<ct::Zone>& zones, int players) const;
    // The table was laid out anew (its size or the card size changed).
    virtual void arrange() {}
    // Where card `index` of `zone` lies, in card widths and heights from the
    // zone's place, where the game spreads it its own way; a null point
    // leaves it to the zone's fan.
    virtual QPointF cardOffset(const ct::Zone& /*zone*/, int /*index*/) const { return {}; }
    // The position changed (after the cards were placed): bring the
    // pictures and controls up to date.
    virtual void update(GameController::Change change) = 0;
    // Marks cards as the game shows them (the player's unplayable cards
    // dimmed); called after the scene cleared its marks.
    virtual void markCards() {}
    // The caption under a zone's place; `caption` is the scene's own (a
    // seat's name, its card count, the turn marker).
    virtual QString pileCaption(const QString& zone, const QString& caption) const
    {
        Q_UNUSED(zone);
        return caption;
    }
    // The game's own controls offer its actions, so the toolbar need not.
    virtual bool ownsActions() const { return false; }
    // A click (or Space on the keyboard focus) on card `index` of `zone`, or
    // on the empty place (index -1): true if the decoration acted on it, so
    // the scene does not.
    virtual bool activate(const QString& zone, int index)
    {
        Q_UNUSED(zone);
        Q_UNUSED(index);
        return false;
    }
    // A key pressed on the table: true if the decoration used it.
    virtual bool handleKey(QKeyEvent* event)
    {
        Q_UNUSED(event);
        return false;
    }
    // Spoken descriptions of what the decoration shows, for screen readers.
    virtual QStringList descriptions() const { return {}; }

protected:
    TableScene* scene() const { return scene_; }
    GameController* controller() const { return controller_; }

private:
    TableScene* scene_;
    GameController* controller_;
};

// The decoration of `gameId`'s table, or nullptr for the plain table.
std::unique_ptr<TableDecoration> makeTableDecoration(const QString& gameId, TableScene* scene,
                                                     GameController* controller);
// Whether `gameId` has a decoration (known before the table is built).
bool hasTableDecoration(const QString& gameId);
