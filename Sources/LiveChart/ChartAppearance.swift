import LiveChartCore

/// What every family's options share, declared once: the theme, the language, which colour means up and
/// the title. `KLineOptions`, `TimelineOptions`, `CurveOptions` and `ScoreOptions` hold one as `appearance`
/// and expose its fields through `ChartOptions`.
public struct ChartAppearance: Sendable, Equatable {
    /// Colours, fonts, line widths and tick spacings.
    public var theme: Theme = .light
    /// The language of every fixed word and the volume units.
    public var locale: ChartLocale = .en
    /// Which colour means up: green (US, Europe) by default; `TimelineOptions.defaults(for:symbol:)` and the
    /// CLI pick red for A-share sessions. Curves and scores have no up or down and ignore it.
    public var colors: ColorConvention = .us
    /// Replaces the family's own title (the symbol, "AWAY @ HOME"); nil keeps it, a curve then has none.
    public var title: String?

    /// Light theme, English, green up, the family's own title.
    public init() {}
}

/// A family's options: everything it shows, with the shared part in `appearance`.
public protocol ChartOptions: Sendable {
    /// The theme, language, colour convention and title.
    var appearance: ChartAppearance { get set }
}

extension ChartOptions {
    /// `appearance.theme`.
    public var theme: Theme {
        get { appearance.theme }
        set { appearance.theme = newValue }
    }

    /// `appearance.locale`.
    public var locale: ChartLocale {
        get { appearance.locale }
        set { appearance.locale = newValue }
    }

    /// `appearance.colors`.
    public var colors: ColorConvention {
        get { appearance.colors }
        set { appearance.colors = newValue }
    }

    /// `appearance.title`.
    public var title: String? {
        get { appearance.title }
        set { appearance.title = newValue }
    }
}
