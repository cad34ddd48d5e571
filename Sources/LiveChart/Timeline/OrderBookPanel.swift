import Foundation
import LiveChartCore
import LiveChartData

/// Draws an order book as ten rows: asks 5…1 above, bids 1…5 below, the best prices meeting at a line
/// that carries the spread. Each row shows the level's name, its price (coloured against the reference)
/// and its size over a bar whose length is proportional to the size (the largest of the ten fills the column).
struct OrderBookPanel {
    /// The levels to draw (the first five of each side).
    public var book: OrderBook
    /// The previous close the prices are coloured against, in currency units.
    public var reference: Double
    /// Colours and fonts.
    public var theme: Theme
    /// Which colour means up: bids are drawn in it, asks in the down colour.
    public var colors: ColorConvention
    /// The language of the level names ("Ask 1" or "卖1") and of volume units.
    public var locale: ChartLocale
    /// Device pixels per point.
    public var pixelRatio: Double

    /// A panel for `book`, prices coloured against `reference` (currency units); `pixelRatio` is device pixels per point.
    public init(book: OrderBook, reference: Double, theme: Theme, colors: ColorConvention, locale: ChartLocale, pixelRatio: Double) {
        self.book = book
        self.reference = reference
        self.theme = theme
        self.colors = colors
        self.locale = locale
        self.pixelRatio = pixelRatio
    }

    /// The panel's layers inside `rect` (points). Named: "orderbook", "orderbook.asks" and "orderbook.bids" (size
    /// bars), "orderbook.spread", "orderbook.text".
    public func layer(in rect: CGRect, measurer: TextMeasurer) -> Layer {
        let layer = Layer(name: "orderbook")
        layer.clipRect = rect
        let asks = Array(book.asks.prefix(5)), bids = Array(book.bids.prefix(5))
        let inner = rect.insetBy(dx: 8, dy: 4)
        let rowHeight = min(theme.font.size + 10, inner.height / 12)
        let middle = (inner.midY * pixelRatio).rounded() / pixelRatio
        // The spread's label sits in a gap between ask 1 and bid 1.
        let gap = theme.font.size * 0.75
        let largest = max((asks + bids).map(\.size).max() ?? 0, .leastNormalMagnitude)
        let decimals = NumberFormat.priceDecimals(magnitude: reference)
        var askBars = Path(), bidBars = Path()
        var runs: [TextRun] = []
        let names = (locale.word(.ask), locale.word(.bid))
        for (side, levels) in [(0, asks), (1, bids)] {
            for (n, level) in levels.enumerated() {
                // Asks stack upwards from the middle (ask 1 just above it), bids downwards.
                let centre = side == 0 ? middle - gap - rowHeight * (Double(n) + 0.5) : middle + gap + rowHeight * (Double(n) + 0.5)
                let length = inner.width * min(1, level.size / largest)
                let bar = CGRect(x: inner.maxX - length, y: centre - rowHeight / 2 + 2, width: length, height: rowHeight - 4)
                if side == 0 { askBars.addRect(bar) } else { bidBars.addRect(bar) }
                let priceColor = level.price > reference ? theme.upColor(colors) : level.price < reference ? theme.downColor(colors) : theme.text
                runs.append(TextRun((side == 0 ? names.0 : names.1) + "\(n + 1)", at: CGPoint(x: inner.minX, y: centre), font: theme.font,
                                    color: theme.secondaryText))
                runs.append(TextRun(NumberFormat.value(level.price, decimals: decimals, magnitude: reference), at: CGPoint(x: inner.minX + inner.width * 0.55, y: centre),
                                    font: theme.font, color: priceColor, horizontal: .right))
                runs.append(TextRun(NumberFormat.volume(level.size, chinese: locale.usesChineseUnits), at: CGPoint(x: inner.maxX - 2, y: centre),
                                    font: theme.font, color: theme.text, horizontal: .right))
            }
        }
        layer.addSublayer(ShapeLayer(name: "orderbook.asks", path: askBars, fillColor: theme.downColor(colors).withAlpha(0.16)))
        layer.addSublayer(ShapeLayer(name: "orderbook.bids", path: bidBars, fillColor: theme.upColor(colors).withAlpha(0.16)))
        var rules = CrispLine.horizontal(y: middle - gap, from: inner.minX, to: inner.maxX, pixelRatio: pixelRatio)
        rules.append(CrispLine.horizontal(y: middle + gap, from: inner.minX, to: inner.maxX, pixelRatio: pixelRatio))
        layer.addSublayer(ShapeLayer(name: "orderbook.spread", path: rules, stroke: StrokeStyle(color: theme.axisLine, lineWidth: 1 / pixelRatio)))
        if let spread = book.spread {
            let text = locale.word(.spread) + " " + NumberFormat.value(spread, decimals: decimals, magnitude: reference)
            runs.append(TextRun(text, at: CGPoint(x: inner.midX, y: middle), font: FontSpec(family: theme.font.family, size: theme.font.size - 2),
                                color: theme.secondaryText, horizontal: .center))
        }
        let headingY = max(inner.minY + theme.font.size / 2, middle - gap - rowHeight * 5.5 - theme.font.size / 2)
        runs.append(TextRun(locale.word(.orderBook), at: CGPoint(x: inner.minX, y: headingY), font: theme.titleFont, color: theme.text))
        layer.addSublayer(TextLayer(name: "orderbook.text", runs: runs))
        return layer
    }
}
