#include "table/tabledecoration.h"

#include "parlour/popejoantable.h"
#include "parlour/snipsnaptable.h"
#include "parlour/speculationtable.h"

TableDecoration::TableDecoration(TableScene* scene, GameController* controller)
    : scene_(scene)
    , controller_(controller)
{
}

TableDecoration::~TableDecoration() = default;

ct::TableLayout TableDecoration::layout(const std::vector<ct::Zone>&, int) const
{
    return {};
}

std::unique_ptr<TableDecoration> makeTableDecoration(const QString& gameId, TableScene* scene,
                                                     GameController* controller)
{
    if (gameId == QLatin1String("pope-joan"))
        return std::make_unique<PopeJoanTable>(scene, controller);
    if (gameId == QLatin1String("snip-snap-snorum"))
        return std::make_unique<SnipSnapTable>(scene, controller);
    if (gameId == QLatin1String("speculation"))
        return std::make_unique<SpeculationTable>(scene, controller);
    return nullptr;
}
