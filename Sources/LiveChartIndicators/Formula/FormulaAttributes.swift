import LiveChartCore

/// TongDaXin's drawing attributes (`DIF:…,COLORRED,LINETHICK2;`) as a `LineStyle`.
///
/// Colours: `COLORRED` `COLORGREEN` `COLORBLUE` `COLORYELLOW` `COLORWHITE` `COLORBLACK` `COLORMAGENTA`
/// `COLORCYAN` `COLORGRAY` `COLORLIGRAY` `COLORBROWN` and the light ones `COLORLIRED` `COLORLIGREEN`
/// `COLORLIBLUE` `COLORLICYAN` `COLORLIMAGENTA`, or `COLOR` and six hex digits in TongDaXin's order, blue
/// green red (`COLOR0000FF` is red). `LINETHICK1`…`LINETHICK9`: the width in points. Kinds: `STICK`
/// (columns from zero in the line's colour), `COLORSTICK` (columns from zero, up colour above, down colour
/// below: the MACD bar), `VOLSTICK` (volume columns coloured like their candles), `DOTLINE` (a dotted line),
/// `POINTDOT` / `CIRCLEDOT` (a dot per bar), `NODRAW` (not drawn; the legend still shows its value).
enum FormulaAttributes {
    static let colors: [String: String] = [
        "RED": "#FF0000", "GREEN": "#00C000", "BLUE": "#0000FF", "YELLOW": "#FFFF00", "WHITE": "#FFFFFF",
        "BLACK": "#000000", "MAGENTA": "#FF00FF", "CYAN": "#00FFFF", "GRAY": "#808080", "LIGRAY": "#C0C0C0",
        "BROWN": "#AA5500", "LIRED": "#FF5555", "LIGREEN": "#55FF55", "LIBLUE": "#5555FF", "LICYAN": "#55FFFF",
        "LIMAGENTA": "#FF55FF",
    ]

    static let kinds: [String: LineKind] = [
        "STICK": .stick, "COLORSTICK": .histogram, "VOLSTICK": .volume, "DOTLINE": .dottedLine,
        "POINTDOT": .dots, "CIRCLEDOT": .dots, "NODRAW": .hidden,
    ]

    /// The style the attributes ask for.
    /// - Throws: `FormulaError` at an unknown attribute, or two that set the same thing (two colours).
    static func style(_ attributes: [(String, FormulaPosition)]) throws(FormulaError) -> LineStyle {
        var style = LineStyle()
        var color: String?, kind: LineKind?, width: Double?
        for (written, position) in attributes {
            let name = written.uppercased()
            if let k = kinds[name] {
                guard kind == nil else { throw position.error("'\(written)': the line's kind is already set") }
                kind = k
            } else if name.hasPrefix("LINETHICK"), let n = Int(name.dropFirst(9)), (1...9).contains(n) {
                guard width == nil else { throw position.error("'\(written)': the line's width is already set") }
                width = Double(n)
            } else if name.hasPrefix("COLOR"), let hex = hex(String(name.dropFirst(5))) {
                guard color == nil else { throw position.error("'\(written)': the line's colour is already set") }
                color = hex
            } else if name.hasPrefix("LINETHICK") {
                throw position.error("'\(written)': a line's width is LINETHICK1 … LINETHICK9")
            } else {
                let known = kinds.keys.map { $0 } + colors.keys.map { "COLOR" + $0 } + ["LINETHICK1"]
                let hint = closestName(to: name, among: known.sorted(), maxEdits: 1).map { "; did you mean \($0)?" } ?? ""
                throw position.error("unknown drawing attribute '\(written)'\(hint)")
            }
        }
        style.colorHex = color
        style.kind = kind ?? .line
        style.width = width
        return style
    }

    /// `#RRGGBB` for a colour name's tail (`RED`) or six hex digits in blue-green-red order (`0000FF`).
    private static func hex(_ tail: String) -> String? {
        if let named = colors[tail] { return named }
        guard tail.count == 6, tail.allSatisfy(\.isHexDigit) else { return nil }
        let digits = Array(tail)
        return "#" + String(digits[4...5]) + String(digits[2...3]) + String(digits[0...1])
    }
}
