import Foundation
import LiveChartCore

/// A deterministic market for demos and tests: the same seed gives the same trades, bars and order books.
///
/// Each trading minute of `session` holds `tradesPerMinute` trades evenly spaced in time. The price follows
/// a random walk in log space whose per-minute standard deviation is `volatility`, pulled gently back
/// towards the previous close (an Ornstein–Uhlenbeck step) and rounded to `tickSize`; volume per trade is
/// drawn around `tradeVolume` with the U-shaped intraday profile of real sessions (heavier at the open and
/// the close). The order book after each trade has five levels a side one tick apart around the last price.
/// Randomness comes from `SplitMix64`; normal draws use the Box–Muller transform.
public struct MarketSimulator: Sendable {
    /// The seed of the `SplitMix64` generator: the same seed replays the same session.
    public var seed: UInt64
    /// The trading minutes simulated.
    public var session: TradingSession
    /// The session's date, in days since 1970-01-01.
    public var day: Int
    /// The previous close the day starts from (currency units, > 0).
    public var previousClose: Double
    /// Trades in each minute, 1…60.
    public var tradesPerMinute = 6
    /// Standard deviation of the log price change over one minute (0.0008 ≈ 0.08 %).
    public var volatility = 0.0008
    /// Mean quantity of one trade, in shares.
    public var tradeVolume = 20_000.0
    /// Price increment (currency units).
    public var tickSize = 0.01

    /// - Parameters:
    ///   - day: days since 1970-01-01, e.g. `CivilTime(year: 2024, month: 3, day: 1).daysSince1970`.
    ///   - previousClose: currency units, > 0.
    public init(seed: UInt64, session: TradingSession = .aShare, day: Int, previousClose: Double) {
        self.seed = seed
        self.session = session
        self.day = day
        self.previousClose = previousClose
    }

    /// Runs the whole session.
    /// - Complexity: O(minutes × trades per minute).
    public func run() -> SimulatedSession {
        var random = SplitMix64(seed: seed)
        let perMinute = max(1, min(60, tradesPerMinute))
        let minutes = session.minuteCount
        let stepSigma = volatility / Double(perMinute).squareRoot()
        var logPrice = log(previousClose) + normal(&random) * volatility * 2
        var builder = LiveBarBuilder(session: session, bounds: .replay)
        var ticks: [Tick] = [], books: [OrderBook] = []
        ticks.reserveCapacity(minutes * perMinute)
        books.reserveCapacity(minutes * perMinute)
        for slot in 0..<minutes {
            let start = Int64(day) * 86_400 + Int64(session.minuteOfDay(atBoundary: slot)) * 60
            let position = Double(slot) / Double(max(1, minutes - 1))
            let activity = 0.6 + 2.4 * pow(2 * position - 1, 4)  // U-shaped: 3× at the open and close
            for j in 0..<perMinute {
                logPrice += -0.02 / Double(perMinute) * (logPrice - log(previousClose)) + normal(&random) * stepSigma
                let price = max(tickSize, snap(exp(logPrice)))
                let lots = max(1, (tradeVolume * activity * (0.2 + 1.6 * random.nextUnit()) / 100).rounded())
                let time = start + Int64(j * 60 / perMinute)
                let tick = Tick(time: time, price: price, volume: lots * 100, sequence: Int64(ticks.count + 1))
                ticks.append(tick)
                books.append(book(at: time, last: price, random: &random))
                _ = builder.apply(.tick(tick))
            }
        }
        return SimulatedSession(ticks: ticks, bars: builder.series.bars, books: books, previousClose: previousClose)
    }

    /// Five levels a side one tick apart: bid 1 at the last price, ask 1 one tick above it.
    private func book(at time: Int64, last: Double, random: inout SplitMix64) -> OrderBook {
        func size(_ level: Int) -> Double { ((tradeVolume * (0.5 + 2 * random.nextUnit()) * (1 + 0.3 * Double(level))) / 100).rounded() * 100 }
        let bids = (0..<5).map { OrderBookLevel(price: snap(last - Double($0) * tickSize), size: size($0)) }
        let asks = (0..<5).map { OrderBookLevel(price: snap(last + Double($0 + 1) * tickSize), size: size($0)) }
        return OrderBook(time: time, bids: bids, asks: asks)
    }

    /// The price rounded to the tick; for ticks of 1/n (0.01) divided by n, so 10.04 prints as "10.04".
    private func snap(_ price: Double) -> Double {
        let inverse = (1 / tickSize).rounded()
        if inverse >= 1, abs(inverse * tickSize - 1) < 1e-12 { return (price * inverse).rounded() / inverse }
        return (price / tickSize).rounded() * tickSize
    }

    /// A standard normal draw (Box–Muller).
    private func normal(_ random: inout SplitMix64) -> Double {
        let u = max(random.nextUnit(), 1e-300), v = random.nextUnit()
        return (-2 * log(u)).squareRoot() * cos(2 * Double.pi * v)
    }
}
