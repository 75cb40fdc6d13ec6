#include "table/tableextension.h"

#include "rummy/quatorzetable.h"
#include "table/tablescene.h"

TableExtension::TableExtension(TableScene* scene, GameController* controller)
    : QObject(scene)
    , scene_(scene)
    , controller_(controller)
{
}

TableExtension* createTableExtension(const QString& gameId, TableScene* scene, GameController* controller)
{
    if (gameId == QLatin1String("quatorze"))
        return new QuatorzeTable(scene, controller);
    return nullptr;
}
