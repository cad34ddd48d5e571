import CFuzzerDriver
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Starts libFuzzer with the process's arguments (`-max_total_time=…`, corpus folders, …).
public enum FuzzDriver {
    /// Runs libFuzzer's driver on `callback`, then exits the process with its status.
    /// - Parameter callback: the target's `LLVMFuzzerTestOneInput`.
    public static func run(_ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Never {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, callback))
    }
}
