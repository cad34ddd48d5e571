import LiveChartCore

/// Colours and fonts of a chart. Built-in: `light` and `dark`; sizes are points.
public struct Theme: Sendable, Equatable {
    public var background: Color
    public var text: Color
    public var secondaryText: Color
    public var grid: Color
    public var axisLine: Color
    /// Rising bars in the US convention; `risingColor(for:)` swaps by convention.
    public var green: Color
    public var red: Color
    /// Colours of successive moving-average lines (MA5, MA10, MA20, MA60, …), cycled.
    public var lineColors: [Color]
    public var crosshair: Color
    public var labelText: Color
    public var font: FontSpec
    public var titleFont: FontSpec
    /// Stroke width of moving-average, overlay and indicator lines, in points.
    public var indicatorLineWidth = 1.2
    /// The least room between two labels of a main value axis (price, score, curve values), in points.
    public var axisTickSpacing = 40.0
    /// The same for the short value axis of an indicator pane, in points.
    public var paneTickSpacing = 28.0
    /// The least room between two labels of a horizontal value axis (a curve's x values), in points.
    public var horizontalTickSpacing = 90.0

    public init(background: Color, text: Color, secondaryText: Color, grid: Color, axisLine: Color, green: Color, red: Color,
                lineColors: [Color], crosshair: Color, labelText: Color, font: FontSpec, titleFont: FontSpec) {
        self.background = background
        self.text = text
        self.secondaryText = secondaryText
        self.grid = grid
        self.axisLine = axisLine
        self.green = green
        self.red = red
        self.lineColors = lineColors
        self.crosshair = crosshair
        self.labelText = labelText
        self.font = font
        self.titleFont = titleFont
    }

    /// The colour of rising bars.
    public func upColor(_ convention: ColorConvention) -> Color { convention == .cn ? red : green }

    /// The colour of falling bars.
    public func downColor(_ convention: ColorConvention) -> Color { convention == .cn ? green : red }

    /// The colour of the `n`-th indicator line (cycled).
    public func lineColor(_ n: Int) -> Color { lineColors[n % lineColors.count] }

    public static let light = Theme(
        background: Color(hex: "#FFFFFF")!, text: Color(hex: "#1F2329")!, secondaryText: Color(hex: "#6B7280")!,
        grid: Color(hex: "#EEF0F3")!, axisLine: Color(hex: "#C9CDD4")!,
        green: Color(hex: "#0E9F6E")!, red: Color(hex: "#E5383B")!,
        lineColors: [Color(hex: "#E39B1B")!, Color(hex: "#2F7DE1")!, Color(hex: "#A244D6")!, Color(hex: "#16A34A")!, Color(hex: "#DB2777")!,
                     Color(hex: "#0891B2")!, Color(hex: "#92400E")!, Color(hex: "#4B5563")!],
        crosshair: Color(hex: "#6B7280")!, labelText: .white,
        font: FontSpec(size: 11), titleFont: FontSpec(size: 13, bold: true))

    public static let dark = Theme(
        background: Color(hex: "#131722")!, text: Color(hex: "#D1D4DC")!, secondaryText: Color(hex: "#8A8F9C")!,
        grid: Color(hex: "#1F2431")!, axisLine: Color(hex: "#363C4E")!,
        green: Color(hex: "#22AB94")!, red: Color(hex: "#F23645")!,
        lineColors: [Color(hex: "#F5C342")!, Color(hex: "#4FA3F7")!, Color(hex: "#C77DFF")!, Color(hex: "#4ADE80")!, Color(hex: "#F472B6")!,
                     Color(hex: "#22D3EE")!, Color(hex: "#FB923C")!, Color(hex: "#E5E7EB")!],
        crosshair: Color(hex: "#9598A1")!, labelText: .white,
        font: FontSpec(size: 11), titleFont: FontSpec(size: 13, bold: true))
}
