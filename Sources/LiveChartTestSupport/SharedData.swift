import Foundation

/// Locates `../shared/data` (the team's real data files) for tests.
///
/// The folder sits beside the repository's root on developer machines and in CI; a user's fresh
/// clone has none, so tests that need it are skipped with `.enabled(if: SharedData.isAvailable)`.
/// `LIVECHART_SHARED_DATA` overrides the location.
public enum SharedData {
    /// The repository root, found from this file's compile-time path.
    public static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    public static let root: URL = {
        if let env = ProcessInfo.processInfo.environment["LIVECHART_SHARED_DATA"], !env.isEmpty {
            return URL(fileURLWithPath: env)
        }
        return repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/data")
    }()

    public static var isAvailable: Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent("SOURCES.md").path)
    }

    /// The path of a shared file, e.g. `path("daily/SPY_D.csv")`.
    public static func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    /// The path of a fixture committed under `Tests/Fixtures`.
    public static func fixture(_ name: String) -> String {
        repositoryRoot.appendingPathComponent("Tests/Fixtures").appendingPathComponent(name).path
    }
}
