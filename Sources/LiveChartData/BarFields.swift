/// Which of a bar's values a file really holds, or an indicator reads.
///
/// A file with only a date and a close (`Date,Close`, `Date,Value`, FRED's `DATE,SP500`) still makes bars,
/// with open = high = low = close and volume 0; its fields say so, so a chart draws it as a line and an
/// indicator that needs a high, a low or a volume can refuse it by name instead of computing on copies of
/// the close. Value type; `Sendable`.
public struct BarFields: OptionSet, Sendable, Hashable, CustomStringConvertible {
    /// One bit per field, in bar order from the lowest: open, high, low, close, volume, amount.
    public let rawValue: UInt8
    /// The set of the fields whose bits `rawValue` holds.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// `Bar.open`.
    public static let open = BarFields(rawValue: 1)
    /// `Bar.high`.
    public static let high = BarFields(rawValue: 2)
    /// `Bar.low`.
    public static let low = BarFields(rawValue: 4)
    /// `Bar.close`.
    public static let close = BarFields(rawValue: 8)
    /// `Bar.volume`.
    public static let volume = BarFields(rawValue: 16)
    /// `Bar.amount`, the turnover in the quote currency.
    public static let amount = BarFields(rawValue: 32)

    /// Open, high, low and close.
    public static let ohlc: BarFields = [.open, .high, .low, .close]
    /// Open, high, low, close and volume: what a bar file with a volume column holds.
    public static let ohlcv: BarFields = [.ohlc, .volume]
    /// Every field.
    public static let all: BarFields = [.ohlcv, .amount]

    /// The fields' names in bar order, lower case: "high and low", "open, high, low and close".
    public var description: String {
        let names = [(BarFields.open, "open"), (.high, "high"), (.low, "low"), (.close, "close"), (.volume, "volume"), (.amount, "amount")]
            .filter { contains($0.0) }.map(\.1)
        guard names.count > 1 else { return names.first ?? "nothing" }
        return names.dropLast().joined(separator: ", ") + " and " + names.last!
    }
}
