import Foundation

/// Guards on the output path.
package enum OutputPath {
    /// Checks a viewer's `--screenshot FILE.png` before the window opens: a PNG name, never an input file.
    /// - Throws: `CommandFailure(.usage)` for another extension, `.cannotCreate` for an input's path.
    package static func checkScreenshot(_ path: String?, inputs: [String?]) throws {
        guard let path else { return }
        guard path.lowercased().hasSuffix(".png"), !URL(fileURLWithPath: path).lastPathComponent.hasPrefix(".png") else {
            throw CommandFailure(code: .usage, message: "--screenshot '\(path)' must be a file name ending in .png")
        }
        for case let input? in inputs where input != "-" { try checkDistinct(input: input, output: path) }
    }

    /// Refuses an output that is the input file itself (also through links or `./`).
    /// - Throws: `CommandFailure(.cannotCreate)`.
    package static func checkDistinct(input: String, output: String) throws {
        let a = URL(fileURLWithPath: input).resolvingSymlinksInPath().standardizedFileURL.path
        let b = URL(fileURLWithPath: output).resolvingSymlinksInPath().standardizedFileURL.path
        if a == b {
            throw CommandFailure(code: .cannotCreate, message: "\(output): refusing to overwrite the input file")
        }
    }
}
