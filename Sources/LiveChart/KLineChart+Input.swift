import Foundation
import LiveChartCore

extension KLineChart {
    /// Drives the chart's `InteractionController`: drag pans, a fling glides, the wheel and a pinch zoom,
    /// arrows / zoom keys / Home / End navigate, hovering or a long press shows the crosshair. Drawing comes
    /// first: while a tool is placed (`beginDrawing`) clicks place its points; a press on a drawing's handle
    /// drags it (with the magnet, `editor.magnet`), a click on its line selects it; Delete removes the
    /// selected drawing, Undo takes back the last change, Escape cancels. Positions are
    /// canvas points; the controller works in price-plot points, so x is shifted by the plot's left edge.
    ///
    /// The controller starts from `viewport` (made from `visibleBarCount` when nil) and writes the new
    /// viewport and crosshair back, so a host that sets `viewport` itself stays in charge.
    /// - Complexity: O(panes) for the layout, O(1) for the gesture.
    public func handle(_ event: InputEvent, in context: RenderContext) -> InvalidationLevel {
        guard event.isFinite else { return .none }
        if let level = handleDrawing(event, in: context) { return level }
        let plot = layout(in: context).plot
        var controller = interactionFollowingViewport(width: plot.width)
        let level = controller.handle(event.offset(dx: -plot.minX), at: context.time)
        adopt(controller, plotLeft: plot.minX)
        return level
    }

    /// Advances the glide after a fling and hides the crosshair after its timeout.
    public func tick(at time: Double) -> InvalidationLevel {
        guard var controller = interaction, let viewport else { return .none }
        if viewport != controller.viewport { controller.setViewport(viewport) }
        controller.setCrosshair(plotCrosshair(plotLeft: interactionPlotLeft))
        let level = controller.tick(at: time)
        adopt(controller, plotLeft: interactionPlotLeft)
        return level
    }

    /// Puts the crosshair on the bar holding `time` (a bar time: see `barTime(ofWallTime:)`): the first drawn bar stamped at
    /// or after it — bars carry the time their period ends or starts, so a Monday finds its week's Friday-stamped
    /// bar, a date finds that day's first intraday bar, an exact time its own bar — else the last bar. A box
    /// style's boxes carry the time of the bar that made them, so there it is the newest box made by then (the
    /// last brick of a day that made several, the Kagi line or P&F column still running then). Its
    /// horizontal line sits at that bar's close: a crosshair, tooltip and legends in a still image or a
    /// server's render. O(log n).
    /// - Returns: false, changing nothing, when `time` is before the first bar's day (or period), before the
    ///   first box, or past the newest bar's period.
    @discardableResult
    public func placeCrosshair(atTime time: Int64) -> Bool {
        let bars = drawnBars
        let span = Int64(period?.nominalSeconds ?? 86_400)
        guard let first = bars.first, let newest = series.last ?? bars.last,
              time >= min(first.time - span, first.time - ((first.time % 86_400) + 86_400) % 86_400), time < newest.time + span else { return false }
        if seriesBarsUnderDrawn == nil {
            // The newest box made at or before `time`; the last box runs on to the newest bar.
            guard let box = time >= bars[bars.count - 1].time ? bars.count - 1 : barIndex(holding: time) else { return false }
            crosshair = Crosshair(barIndex: box, y: .nan, pointerX: 0, lastInput: 0)
            return true
        }
        var lo = 0, hi = bars.count - 1
        while lo < hi {
            let mid = (lo + hi) / 2
            if bars[mid].time >= time { hi = mid } else { lo = mid + 1 }
        }
        crosshair = Crosshair(barIndex: lo, y: .nan, pointerX: 0, lastInput: 0)
        return true
    }

    /// Whether a drag or a glide moves the bars now.
    public var isScrolling: Bool { interaction.map { $0.state == .dragging || $0.state == .gliding } ?? false }

    /// The controller, its viewport brought to the chart's (a host or a live bar may have changed it) at
    /// the price plot's `width`.
    private func interactionFollowingViewport(width: Double) -> InteractionController {
        let current = viewport ?? {
            var v = Viewport(width: width, barCount: drawnBars.count, realTimeOffset: max(2, Double(barsAhead)))
            v.showLast(visibleBarCount ?? drawnBars.count)
            return v
        }()
        var controller = interaction ?? InteractionController(viewport: current)
        if current != controller.viewport { controller.setViewport(current) }
        controller.updateViewport { $0.resize(width: width) }
        controller.setCrosshair(plotCrosshair(plotLeft: interactionPlotLeft))
        return controller
    }

    /// The chart's crosshair (which `prepend`, `setBars` and `setOptions` may have moved or removed) with its
    /// pointer x in the controller's price-plot points: the chart's state is the truth the controller starts from.
    private func plotCrosshair(plotLeft: Double) -> Crosshair? {
        crosshair.map { c in
            var c = c
            c.pointerX -= plotLeft
            return c
        }
    }

    /// Takes the controller's viewport and crosshair (its pointer x back in canvas points).
    private func adopt(_ controller: InteractionController, plotLeft: Double) {
        interaction = controller
        interactionPlotLeft = plotLeft
        viewport = controller.viewport
        crosshair = controller.crosshair.map { c in
            var c = c
            c.pointerX += plotLeft
            return c
        }
    }
}

extension InputEvent {
    /// The event with its positions moved by `dx` points horizontally (wheel and pinch anchors included).
    func offset(dx: Double) -> InputEvent {
        switch self {
        case .pointerDown(let x, let y): .pointerDown(x: x + dx, y: y)
        case .pointerMove(let x, let y): .pointerMove(x: x + dx, y: y)
        case .pointerUp(let x, let y): .pointerUp(x: x + dx, y: y)
        case .longPress(let x, let y): .longPress(x: x + dx, y: y)
        case .pinch(let scale, let centerX): .pinch(scale: scale, centerX: centerX + dx)
        case .wheel(let deltaX, let deltaY, let x): .wheel(deltaX: deltaX, deltaY: deltaY, x: x + dx)
        case .pointerExit, .key: self
        }
    }
}
