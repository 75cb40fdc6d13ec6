#include "table/tableaccessible.h"

#include <QAccessibleWidget>

#include "table/tablescene.h"
#include "table/tableview.h"

namespace {

class PileAccessible : public QAccessibleInterface {
public:
    PileAccessible(TableView* view, int index) : view_(view), index_(index) {}

    bool isValid() const override { return view_ && index_ < piles().size(); }
    QObject* object() const override { return nullptr; }
    QWindow* window() const override { return view_ ? view_->window()->windowHandle() : nullptr; }
    QAccessibleInterface* parent() const override { return QAccessible::queryAccessibleInterface(view_); }
    QAccessibleInterface* child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface*) const override { return -1; }
    QAccessibleInterface* childAt(int, int) const override { return nullptr; }
    QAccessibleInterface* focusChild() const override { return nullptr; }
    QString text(QAccessible::Text t) const override
    {
        if (!isValid() || (t != QAccessible::Name && t != QAccessible::Description))
            return {};
        return piles().at(index_).text;
    }
    void setText(QAccessible::Text, const QString&) override {}
    QRect rect() const override
    {
        if (!isValid())
            return {};
        const QRect inView = view_->mapFromScene(piles().at(index_).area).boundingRect();
        return QRect(view_->viewport()->mapToGlobal(inView.topLeft()), inView.size());
    }
    QAccessible::Role role() const override { return QAccessible::ListItem; }
    QAccessible::State state() const override
    {
        QAccessible::State s;
        s.focusable = true;
        s.focused = isValid() && view_->table()->focusZone() == piles().at(index_).id;
        return s;
    }

private:
    QList<TableScene::PileDescription> piles() const { return view_->table()->pileDescriptions(); }

    QPointer<TableView> view_;
    int index_;
};

class TableViewAccessible : public QAccessibleWidget {
public:
    explicit TableViewAccessible(TableView* view) : QAccessibleWidget(view, QAccessible::List) {}

    int childCount() const override { return int(view()->table()->pileDescriptions().size()); }
    QAccessibleInterface* child(int index) const override
    {
        if (index < 0 || index >= childCount())
            return nullptr;
        while (children_.size() <= index) {
            auto* pile = new PileAccessible(view(), int(children_.size()));
            children_.push_back(QAccessible::registerAccessibleInterface(pile));
        }
        return QAccessible::accessibleInterface(children_.at(index));
    }
    int indexOfChild(const QAccessibleInterface* child) const override
    {
        for (int i = 0; i < children_.size(); ++i)
            if (QAccessible::accessibleInterface(children_.at(i)) == child)
                return i;
        return -1;
    }
    ~TableViewAccessible() override
    {
        for (QAccessible::Id id : std::as_const(children_))
            QAccessible::deleteAccessibleInterface(id);
    }

private:
    TableView* view() const { return static_cast<TableView*>(widget()); }
    mutable QList<QAccessible::Id> children_;
};

} // namespace

QAccessibleInterface* tableAccessibleFactory(const QString& className, QObject* object)
{
    if (className == QLatin1String("TableView") && object && object->isWidgetType())
        return new TableViewAccessible(static_cast<TableView*>(object));
    return nullptr;
}
