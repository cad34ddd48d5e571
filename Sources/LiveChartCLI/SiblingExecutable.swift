import Foundation
import LiveChartJobs

/// The executables installed beside `livechart` that run some of its commands, so that `livechart` itself
/// links neither their libraries nor pays for them in memory: `livechart-viewer` (windows: SDL2, libwebsockets)
/// and `livechart-service` (`serve`: libmicrohttpd with GnuTLS, 2.9 MiB resident).
enum SiblingExecutable {
    /// Replaces this process with executable `name` from this one's folder, run with `arguments` and with
    /// `programName` as its argv[0] (how it names itself in messages); standard input, output, error and the exit
    /// status stay the caller's. Returns only by throwing.
    /// - Throws: `CommandFailure` with exit 69 when `name` is not installed beside this executable (the message
    ///   says `purpose`) or cannot be started.
    static func handOff(to name: String, arguments: [String], programName: String? = nil, purpose: String) throws -> Never {
        let me = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let path = URL(fileURLWithPath: me).deletingLastPathComponent().appendingPathComponent(name).path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw CommandFailure(code: .unavailable, message: "\(name) is not installed beside \(me) (build it with "
                + "'swift build --product \(name)'): \(purpose)")
        }
        let argv = ([programName ?? path] + arguments).map { strdup($0) } + [nil]
        execv(path, argv)
        let reason = String(cString: strerror(errno))
        argv.forEach { free($0) }
        throw CommandFailure(code: .unavailable, message: "\(path): cannot start it: \(reason)")
    }
}
