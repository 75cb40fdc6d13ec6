#include "table/tabledecoration.h"

#include "parlour/parlourtables.h"

TableDecoration::TableDecoration(TableScene* scene, GameController* controller)
    : scene_(scene)
    , controller_(controller)
{ }

TableDecoration::~TableDecoration() = default;

ct::TableLayout TableDecoration::layout(const std::vector<ct::Zone>&, int) const
{
    return {};
}

std::unique_ptr<TableDecoration> makeTableDecoration(
    const QString& gameId, TableScene* scene, GameController* controller)
{
    return makeParlourTable(gameId, scene, controller);
}

bool hasTableDecoration(const QString& gameId)
{
    return hasParlourTable(gameId);
}
