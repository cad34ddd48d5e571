import Foundation
import LiveChartCore
import LiveChartData

extension KLineChart {
    /// Starts placing a drawing of `tool`: the next `tool.pointCount` clicks on the price pane place its
    /// points (the last one follows the pointer until clicked); `.key(.escape)` cancels.
    public func beginDrawing(_ tool: Drawing.Tool) {
        cancelDrawing()
        editor.tool = tool
        selectedDrawing = nil
    }

    /// Takes back the drawing in progress, if any.
    public func cancelDrawing() {
        if editor.tool != nil, editor.placed > 0, !drawings.isEmpty { drawings.removeLast() }
        editor.tool = nil
        editor.placed = 0
        editor.dragging = nil
    }

    /// Deletes the selected drawing (undoable). - Returns: whether one was deleted.
    @discardableResult
    public func deleteSelectedDrawing() -> Bool {
        guard let n = selectedDrawing, n < drawings.count else { return false }
        editor.record(drawings)
        drawings.remove(at: n)
        selectedDrawing = nil
        return true
    }

    /// Restores the drawings before the last placement, drag or deletion. - Returns: whether there was one.
    @discardableResult
    public func undoDrawing() -> Bool {
        cancelDrawing()
        guard let previous = editor.history.popLast() else { return false }
        drawings = previous
        selectedDrawing = nil
        return true
    }

    /// The drawing editor's part of `handle(_:in:)`: placing a tool's points, dragging a handle, selecting a
    /// drawing, deleting and undoing by key. - Returns: nil when the event is not the editor's (it then pans,
    /// zooms or moves the crosshair as usual).
    func handleDrawing(_ event: InputEvent, in context: RenderContext) -> InvalidationLevel? {
        switch event {
        case .key(.delete): return deleteSelectedDrawing() ? .full : nil
        case .key(.undo): return undoDrawing() ? .full : nil
        case .key(.escape):
            guard editor.tool != nil || selectedDrawing != nil else { return nil }
            cancelDrawing()
            selectedDrawing = nil
            return .full
        case .pointerDown(let x, let y): return pointerDown(x: x, y: y, in: context)
        case .pointerMove(let x, let y): return pointerMove(x: x, y: y, in: context)
        case .pointerUp:
            guard editor.dragging != nil else { return editor.tool != nil ? InvalidationLevel.none : nil }
            editor.dragging = nil
            return .full
        default: return nil
        }
    }

    private func pointerDown(x: Double, y: Double, in context: RenderContext) -> InvalidationLevel? {
        let frame = KLineFrame(chart: self, context: context)
        if let tool = editor.tool {
            guard frame.layout.plot.contains(CGPoint(x: x, y: y)), let anchor = anchor(x: x, y: y, frame: frame) else { return InvalidationLevel.none }
            if editor.placed == 0 {
                editor.record(drawings)
                drawings.append(Drawing(tool: tool, points: Array(repeating: anchor, count: tool.pointCount), text: tool == .text ? "Note" : ""))
            } else {
                drawings[drawings.count - 1].points[editor.placed] = anchor
            }
            editor.placed += 1
            if editor.placed == tool.pointCount {
                selectedDrawing = drawings.count - 1
                editor.tool = nil
                editor.placed = 0
            } else {
                for k in editor.placed..<tool.pointCount { drawings[drawings.count - 1].points[k] = anchor }
            }
            return .full
        }
        // A handle of any drawing starts a drag; a click on a drawing's line selects it.
        let point = CGPoint(x: x, y: y)
        for n in drawings.indices.reversed() {
            guard let points = frame.canvasPoints(drawings[n]) else { continue }
            if let k = points.firstIndex(where: { hypot($0.x - x, $0.y - y) <= 7 }) {
                editor.record(drawings)
                editor.dragging = (n, k)
                selectedDrawing = n
                return .full
            }
            if zip(points, points.dropFirst()).contains(where: { Self.distance(point, $0, $1) <= 5 }) {
                selectedDrawing = n
                return .full
            }
        }
        if selectedDrawing != nil {
            selectedDrawing = nil
            return nil  // the click also starts a pan, as on an empty chart
        }
        return nil
    }

    private func pointerMove(x: Double, y: Double, in context: RenderContext) -> InvalidationLevel? {
        guard editor.dragging != nil || (editor.tool != nil && editor.placed > 0) else { return nil }
        let frame = KLineFrame(chart: self, context: context)
        guard let anchor = anchor(x: x, y: y, frame: frame) else { return InvalidationLevel.none }
        if let drag = editor.dragging, drag.drawing < drawings.count {
            drawings[drag.drawing].points[drag.point] = anchor
        } else if editor.placed > 0, !drawings.isEmpty {
            // The drawing in progress follows the pointer with its next point.
            for k in editor.placed..<drawings[drawings.count - 1].points.count { drawings[drawings.count - 1].points[k] = anchor }
        }
        return .full
    }

    /// The anchor under a canvas point: the bar under x (whole periods past the newest), the price at y, or
    /// with the magnet the nearest of that bar's open, high, low and close.
    private func anchor(x: Double, y: Double, frame: KLineFrame) -> Drawing.Anchor? {
        guard let time = frame.time(atX: x) else { return nil }
        var price = frame.priceScale.value(atY: y)
        guard price.isFinite else { return nil }
        if editor.magnet, let i = barIndex(holding: time), i < drawnBars.count {
            let b = drawnBars[i]
            price = [b.open, b.high, b.low, b.close].min { abs(frame.priceScale.y(for: $0) - y) < abs(frame.priceScale.y(for: $1) - y) } ?? price
        }
        return Drawing.Anchor(time: time, price: price)
    }

    /// The distance from `p` to the segment `a`–`b`.
    private static func distance(_ p: CGPoint, _ a: CGPoint, _ b: CGPoint) -> Double {
        let dx = b.x - a.x, dy = b.y - a.y
        let length = dx * dx + dy * dy
        let t = length == 0 ? 0 : max(0, min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / length))
        return hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy))
    }
}
