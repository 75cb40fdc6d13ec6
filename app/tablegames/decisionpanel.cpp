#include "tablegames/decisionpanel.h"

#include <QEvent>
#include <QGraphicsView>
#include <QLabel>
#include <QVBoxLayout>

DecisionPanel::DecisionPanel(GameController* controller, TableScene* scene, QWidget* parent)
    : QFrame(parent)
    , controller_(controller)
    , scene_(scene)
{
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    setFrameShadow(QFrame::Raised);
    setLineWidth(2);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(14, 10, 14, 12);
    layout->setSpacing(6);
    title_ = new QLabel(this);
    QFont font = title_->font();
    font.setBold(true);
    font.setPointSizeF(font.pointSizeF() * 1.15);
    title_->setFont(font);
    explanation_ = new QLabel(this);
    explanation_->setWordWrap(true);
    layout->addWidget(title_);
    layout->addWidget(explanation_);
    body_ = new QVBoxLayout;
    body_->setSpacing(6);
    layout->addLayout(body_);
}

void DecisionPanel::setHeading(const QString& title, const QString& explanation)
{
    title_->setText(title);
    explanation_->setText(explanation);
    explanation_->setVisible(!explanation.isEmpty());
    setAccessibleName(title);
}

DecisionHost::DecisionHost(TableScene* scene, QGraphicsView* view)
    : QWidget(view)
    , scene_(scene)
    , view_(view)
{
    setObjectName(QStringLiteral("DecisionHost"));
    view->installEventFilter(this);
    hide();
}

void DecisionHost::addPanel(DecisionPanel* panel)
{
    panel->setParent(this);
    panel->hide();
    panels_ << panel;
}

void DecisionHost::refresh()
{
    DecisionPanel* wanted = nullptr;
    for (DecisionPanel* panel : std::as_const(panels_))
        if (!wanted && panel->wanted())
            wanted = panel;
    if (wanted != current_) {
        if (current_)
            current_->hide();
        current_ = wanted;
        scene_->setCardPicker(current_ ? current_->picker() : nullptr);
    }
    if (!current_) {
        hide();
        return;
    }
    current_->refresh();
    current_->show();
    current_->adjustSize();
    resize(current_->sizeHint());
    current_->setGeometry(rect());
    place();
    show();
    raise();
}

void DecisionHost::place()
{
    // Centred, its lower edge a little above the player's hand.
    const QRect area = view_->viewport()->geometry();
    const int x = area.left() + (area.width() - width()) / 2;
    const int y = area.top() + int(area.height() * 0.78) - height();
    move(x, std::max(area.top() + 4, y));
}

bool DecisionHost::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == view_ && event->type() == QEvent::Resize && isVisible())
        place();
    return QWidget::eventFilter(watched, event);
}
