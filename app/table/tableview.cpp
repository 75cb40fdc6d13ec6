#include "table/tableview.h"

#include <QAccessible>

#include "table/tableaccessible.h"
#include <QKeyEvent>
#include <QResizeEvent>

#include "table/tablescene.h"

TableView::TableView(TableScene* scene, QWidget* parent)
    : QGraphicsView(scene, parent)
    , table_(scene)
{
    // Before anything asks for this widget's accessible interface.
    static const bool factoryInstalled = [] {
        QAccessible::installFactory(tableAccessibleFactory);
        return true;
    }();
    Q_UNUSED(factoryInstalled);
    setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFrameShape(QFrame::NoFrame);
    // Whole-viewport updates: at fractional device pixel ratios (1.5) the
    // partial updates of moving cards left one-pixel trails of their edges.
    // Cards are cached pixmaps, so a full repaint per frame stays cheap.
    setViewportUpdateMode(QGraphicsView::FullViewportUpdate);
    setAlignment(Qt::AlignLeft | Qt::AlignTop);
    setFocusPolicy(Qt::StrongFocus);
    setAccessibleName(tr("Card table"));
    setAccessibleDescription(tr("Use the arrow keys to move between piles, Space to pick up and put "
                                "down cards, Escape to cancel."));
    connect(scene, &TableScene::focusChanged, this, [this](const QString& description) {
        setAccessibleDescription(description);
        QAccessibleEvent event(this, QAccessible::DescriptionChanged);
        QAccessible::updateAccessibility(&event);
    });
}

void TableView::resizeEvent(QResizeEvent* event)
{
    QGraphicsView::resizeEvent(event);
    table_->setViewSize(viewport()->size(), devicePixelRatioF());
}

void TableView::showEvent(QShowEvent* event)
{
    QGraphicsView::showEvent(event);
    table_->setViewSize(viewport()->size(), devicePixelRatioF());
}

void TableView::paintEvent(QPaintEvent* event)
{
    QGraphicsView::paintEvent(event);
    if (!painted_) {
        painted_ = true;
        emit firstFrame();
    }
}

void TableView::keyPressEvent(QKeyEvent* event)
{
    if (!table_->handleKey(event))
        QGraphicsView::keyPressEvent(event);
}
