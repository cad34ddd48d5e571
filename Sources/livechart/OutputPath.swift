import Foundation

/// Guards on the output path.
enum OutputPath {
    /// Refuses an output that is the input file itself (also through links or `./`).
    /// - Throws: `CommandFailure(.cannotCreate)`.
    static func checkDistinct(input: String, output: String) throws {
        let a = URL(fileURLWithPath: input).resolvingSymlinksInPath().standardizedFileURL.path
        let b = URL(fileURLWithPath: output).resolvingSymlinksInPath().standardizedFileURL.path
        if a == b {
            throw CommandFailure(code: .cannotCreate, message: "\(output): refusing to overwrite the input file")
        }
    }
}
