// The widget that shows the table scene: keeps the scene sized to the
// window, passes the keyboard to the scene and speaks the focused card to
// screen readers.
#pragma once

#include <QGraphicsView>

class TableScene;

class TableView : public QGraphicsView {
    Q_OBJECT

public:
    explicit TableView(TableScene* scene, QWidget* parent = nullptr);
    TableScene* table() const { return table_; }

signals:
    void firstFrame();

protected:
    void resizeEvent(QResizeEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void paintEvent(QPaintEvent* event) override;

private:
    TableScene* table_;
    bool painted_ = false;
};
