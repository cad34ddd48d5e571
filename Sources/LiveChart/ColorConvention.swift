/// Which colour means "up": Chinese markets draw rising bars red, US markets green.
public enum ColorConvention: String, Sendable, CaseIterable {
    /// Red up, green down (China, Japan, Korea).
    case cn
    /// Green up, red down (US, Europe).
    case us
}
