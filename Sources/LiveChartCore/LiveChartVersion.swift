/// The release of the LiveChart engine this build is: what `livechart --version` prints and the service's
/// `/healthz` reports. Semantic versioning: the minor number grows with each landed step that changes what a
/// user sees, the patch number with fixes.
public enum LiveChartVersion {
    /// "MAJOR.MINOR.PATCH".
    public static let current = "0.47.0"
}
