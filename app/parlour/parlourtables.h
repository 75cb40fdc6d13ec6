// The tables of the parlour games drawn by this family's decorations:
// Beggar My Neighbor, Snap, I Suspect You, Old Maid and All Fours.
#pragma once

#include <QString>

#include <memory>

class GameController;
class TableDecoration;
class TableScene;

// The decoration of one of these games, or nullptr for any other game.
std::unique_ptr<TableDecoration> makeParlourTable(
    const QString& gameId, TableScene* scene, GameController* controller);
