import Foundation
import LiveChartCore
import LiveChartData

/// Everything one rendering of a `KLineChart` needs, computed once: layout, scales and the
/// visible bars. The `…Layer()` builders in the `KLineFrame+…` files turn it into layers.
struct KLineFrame {
    let chart: KLineChart
    let options: KLineOptions
    let theme: Theme
    let bars: [Bar]
    let measurer: TextMeasurer
    let layout: KLineLayout
    let timeScale: TimeScale
    /// Visible bar indices; nil when the series is empty.
    let visible: ClosedRange<Int>?
    let priceScale: PriceScale
    let volumeScale: PriceScale
    let priceDecimals: Int
    let timeLabels: TimeLabelFormatter

    init(chart: KLineChart, size: CGSize, measurer: TextMeasurer) {
        self.chart = chart
        options = chart.options
        theme = options.theme
        let allBars = chart.series.bars
        bars = allBars
        self.measurer = measurer
        let maxPrice = allBars.lazy.map(\.high).filter(\.isFinite).max() ?? 1
        priceDecimals = NumberFormat.priceDecimals(magnitude: maxPrice)
        let widest = measurer.size(of: NumberFormat.fixed(maxPrice * 1.1, decimals: priceDecimals) + "0", font: options.theme.font).width
        layout = KLineLayout(size: size, axisWidth: (widest + 16).rounded(.up), font: theme.font,
                             titleFont: theme.titleFont, showVolume: options.showVolume)
        let count = chart.visibleBarCount.map { min($0, allBars.count) } ?? allBars.count
        let scale = TimeScale.fitting(count: count, width: layout.pricePlot.width, maxBarSpacing: options.maxBarSpacing)
            .shifted(toBaseIndex: allBars.count - 1)
        timeScale = scale
        let shown = allBars.isEmpty ? nil : scale.visibleBarIndices
        visible = shown
        timeLabels = TimeLabelFormatter(locale: options.locale, intraday: chart.period?.isIntraday ?? false)
        priceScale = KLineFrame.priceScale(bars: allBars, averages: chart.movingAverages, visible: shown, plot: layout.pricePlot)
        let maxVolume = shown.map { r in allBars[r].lazy.map(\.volume).filter(\.isFinite).max() ?? 0 } ?? 0
        volumeScale = PriceScale(range: 0...(maxVolume > 0 ? maxVolume * 1.1 : 1), top: layout.volumePlot.minY, bottom: layout.volumePlot.maxY)
    }

    /// Autoscale over every visible bar's high and low and the visible moving-average values.
    private static func priceScale(bars: [Bar], averages: [[Double]], visible: ClosedRange<Int>?, plot: CGRect) -> PriceScale {
        var low = Double.infinity, high = -Double.infinity
        if let r = visible {
            for i in r {
                let b = bars[i]
                if b.low.isFinite { low = min(low, b.low) }
                if b.high.isFinite { high = max(high, b.high) }
                for ma in averages where ma[i].isFinite {
                    low = min(low, ma[i])
                    high = max(high, ma[i])
                }
            }
        }
        let range = PriceScale.autoscaledRange(low: low, high: high, topMargin: 0.08, bottomMargin: 0.08) ?? 0...1
        return PriceScale(range: range, top: plot.minY, bottom: plot.maxY)
    }

    /// The centre x of bar `i` in canvas points.
    func x(_ i: Int) -> Double { layout.pricePlot.minX + timeScale.x(ofIndex: Double(i)) }

    var upColor: Color { theme.upColor(options.colors) }
    var downColor: Color { theme.downColor(options.colors) }

    func color(of bar: Bar) -> Color { bar.isUp ? upColor : downColor }

    func price(_ value: Double) -> String { NumberFormat.fixed(value, decimals: priceDecimals) }

    func volume(_ value: Double) -> String { NumberFormat.volume(value, chinese: options.locale.usesChineseUnits) }

    /// A crisp horizontal line at `y` across `rect`, snapped to the pixel grid.
    func hairline(y: Double, from x0: Double, to x1: Double) -> Path {
        let sy = PixelSnapping.centre(y, pixelRatio: options.pixelRatio)
        var p = Path()
        p.addLine(from: CGPoint(x: x0, y: sy), to: CGPoint(x: x1, y: sy))
        return p
    }

    /// A crisp vertical line at `x` from `y0` to `y1`, snapped to the pixel grid.
    func vline(x: Double, from y0: Double, to y1: Double) -> Path {
        let sx = PixelSnapping.centre(x, pixelRatio: options.pixelRatio)
        var p = Path()
        p.addLine(from: CGPoint(x: sx, y: y0), to: CGPoint(x: sx, y: y1))
        return p
    }

    /// One device pixel, in points.
    var onePixel: Double { 1 / options.pixelRatio }
}

extension TimeScale {
    /// The same spacing and offset anchored to a different newest bar.
    func shifted(toBaseIndex index: Int) -> TimeScale {
        TimeScale(width: width, barSpacing: barSpacing, rightOffset: rightOffset, baseIndex: max(index, 0))
    }
}
