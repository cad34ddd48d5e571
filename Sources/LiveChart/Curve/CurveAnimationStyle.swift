import LiveChartCore

/// How a curve chart animates: times in seconds on the chart's clock.
///
/// The intro grows each stroke (`strokeEnd` 0 → 1), fades its fill in to `CurveOptions.fillOpacity`
/// after a delay, and pulses each marker (scale keyframes) as the growing stroke reaches it. Data
/// changes, resizes and a streaming window's steps morph the paths in implicit transactions.
public struct CurveAnimationStyle: Sendable, Equatable {
    /// The stroke's growth from nothing to the whole curve: 1.2 s.
    public var growthDuration: Double = 1.2
    /// The growth's pace: ease-in-ease-out (0.42, 0, 0.58, 1).
    public var growthTiming: TimingFunction = .easeInEaseOut
    /// Seconds after the growth starts before the fill starts fading in: 0.3 s.
    public var fillDelay: Double = 0.3
    /// The fill's fade from transparent to its opacity: 0.8 s.
    public var fillDuration: Double = 0.8
    /// The fade's pace.
    public var fillTiming: TimingFunction = .easeInEaseOut
    /// A marker's scale keyframes as it appears: 0.5, 1.2, 1.0.
    public var pulseScales: [Double] = [0.5, 1.2, 1.0]
    /// When each scale is reached, as fractions of `pulseDuration`: 0, 0.7, 1.
    public var pulseKeyTimes: [Double] = [0, 0.7, 1]
    /// The pulse's length: 0.4 s.
    public var pulseDuration: Double = 0.4
    /// The implicit animation of new data (path morph, markers moving, a window scrolling): 0.5 s.
    public var updateDuration: Double = 0.5
    /// Its pace.
    public var updateTiming: TimingFunction = .easeInEaseOut
    /// The path rebuild after a resize: 0.25 s, so the curve follows the new plot without a jump;
    /// 0 resizes at once (intro animations still keep their timing).
    public var resizeDuration: Double = 0.25

    /// The values stated on each property (the curve chart's published defaults).
    public init() {}

    /// The keys under which the intro's explicit animations are attached, so a restart replaces them.
    public enum Key {
        /// The stroke's `strokeEnd` growth.
        public static let growth = "curve.growth"
        /// The fill's opacity fade.
        public static let fade = "curve.fade"
        /// A marker's scale pulse.
        public static let pulse = "curve.pulse"
        /// A marker's appearance (opacity 0 until its pulse begins).
        public static let appear = "curve.appear"
    }
}
