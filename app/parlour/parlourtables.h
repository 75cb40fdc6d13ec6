// The tables of the parlour games, each drawn by its own decoration:
// Beggar My Neighbor, Snap, I Suspect You, Old Maid, All Fours, Pope Joan,
// Snip Snap Snorum and Speculation.
#pragma once

#include <QString>

#include <memory>

class GameController;
class TableDecoration;
class TableScene;

// The decoration of one of these games, or nullptr for any other game.
std::unique_ptr<TableDecoration> makeParlourTable(
    const QString& gameId, TableScene* scene, GameController* controller);
// Whether `gameId` is one of these games (its table is drawn by a
// decoration, not by the generic presenter of table games).
bool hasParlourTable(const QString& gameId);
