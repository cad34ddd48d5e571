/// An ordered series of bars, oldest first, with the three mutations live data needs.
///
/// Value type. Index 0 is the oldest loaded bar; times strictly increase.
public struct BarSeries: Sendable, Equatable {
    public private(set) var bars: [Bar]
    /// Instrument name when the source names one (e.g. "AAPL", "600519").
    public var symbol: String?
    /// Whether the times are the exchange's wall clock (the default) or instants on UTC's clock.
    public var timeBasis: BarTimeBasis

    public init(bars: [Bar] = [], symbol: String? = nil, timeBasis: BarTimeBasis = .wallClock) {
        self.bars = bars
        self.symbol = symbol
        self.timeBasis = timeBasis
    }

    public var count: Int { bars.count }
    public var isEmpty: Bool { bars.isEmpty }
    public subscript(i: Int) -> Bar { bars[i] }
    public var last: Bar? { bars.last }

    /// Appends a bar newer than the last one. O(1) amortised.
    public mutating func append(_ bar: Bar) { bars.append(bar) }

    /// Makes room for `extra` more bars in storage of this series' own: a series that shares its bars with a copy
    /// (the array it was made from) would copy them all on its next append, and a full one on the append that
    /// doubles it. Grows only when less than half of `extra` is free, so calling it again costs nothing. O(n) when
    /// it copies, else O(1).
    public mutating func reserveRoom(for extra: Int) {
        bars.reserveCapacity(bars.capacity - bars.count >= extra / 2 ? bars.capacity : bars.count + extra)
    }

    /// Replaces the last bar (the live bar changing). O(1).
    /// - Precondition: the series is not empty.
    public mutating func updateLast(_ bar: Bar) { bars[bars.count - 1] = bar }

    /// Inserts older bars before the first one (lazy history loading). O(n + k).
    public mutating func prepend(_ older: [Bar]) { bars.insert(contentsOf: older, at: 0) }

    /// Keeps only the bars in `range` of indices.
    public func slice(_ range: Range<Int>) -> BarSeries { BarSeries(bars: Array(bars[range]), symbol: symbol, timeBasis: timeBasis) }

    /// Other bars with this series' symbol and time basis (what a transform of the bars returns). O(1).
    public func replacingBars(_ bars: [Bar]) -> BarSeries { BarSeries(bars: bars, symbol: symbol, timeBasis: timeBasis) }

    /// Column views for indicator engines.
    public var closes: [Double] { bars.map(\.close) }
    public var opens: [Double] { bars.map(\.open) }
    public var highs: [Double] { bars.map(\.high) }
    public var lows: [Double] { bars.map(\.low) }
    public var volumes: [Double] { bars.map(\.volume) }
}
