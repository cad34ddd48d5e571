import Foundation
import LiveChart
import LiveChartCore

/// Clickable buttons drawn over the chart's title row: one per indicator pane (toggles) and one per
/// period the host offers. Pure layout and hit testing; the viewer acts on the hits.
struct Toolbar {
    enum Action: Equatable {
        case togglePane(String)
        case period(String)
    }

    struct Button {
        var label: String
        var action: Action
        var rect: CGRect
        var isOn: Bool
    }

    private(set) var buttons: [Button] = []

    /// Lays buttons out right-aligned in `row` (points): periods first, then pane toggles.
    init(row: CGRect, periods: [String], currentPeriod: String?, panes: [String], shownPanes: [String], measurer: TextMeasurer, font: FontSpec) {
        var items: [(String, Action, Bool)] = periods.map { ($0, .period($0), $0 == currentPeriod) }
        items += panes.map { ($0, .togglePane($0), shownPanes.contains($0)) }
        var x = row.maxX
        for (label, action, on) in items.reversed() {
            let width = measurer.size(of: label, font: font).width + 12
            x -= width + 4
            buttons.insert(Button(label: label, action: action, rect: CGRect(x: x, y: row.minY + 3, width: width, height: row.height - 6), isOn: on), at: 0)
        }
    }

    /// The action of the button under a point, if any.
    func hit(x: Double, y: Double) -> Action? {
        buttons.first { $0.rect.contains(CGPoint(x: x, y: y)) }?.action
    }

    /// The buttons as a layer, highlighted when on.
    func layer(theme: Theme, font: FontSpec) -> Layer {
        let layer = Layer(name: "toolbar")
        var on = Path(), off = Path()
        var runs: [TextRun] = []
        for b in buttons {
            if b.isOn { on.addRect(b.rect) } else { off.addRect(b.rect) }
            runs.append(TextRun(b.label, at: CGPoint(x: b.rect.midX, y: b.rect.midY), font: font,
                                color: b.isOn ? theme.labelText : theme.secondaryText, horizontal: .center))
        }
        layer.addSublayer(ShapeLayer(path: off, fillColor: theme.grid, stroke: StrokeStyle(color: theme.axisLine, lineWidth: 1)))
        layer.addSublayer(ShapeLayer(path: on, fillColor: theme.crosshair))
        layer.addSublayer(TextLayer(runs: runs))
        return layer
    }
}
