/// Which instant of its minute a source's intraday bar is labelled with.
///
/// A-share vendors label a minute bar by its close (09:31 … 11:30, 13:01 … 15:00); US and crypto
/// vendors by its open (09:30 … 15:59). See `../shared/data/SOURCES.md`, intraday section.
public enum BarLabelling: String, Sendable, Equatable, CaseIterable {
    /// The bar for 09:30:00–09:31:00 is labelled 09:30.
    case openTime
    /// The bar for 09:30:00–09:31:00 is labelled 09:31.
    case closeTime
}
