import Foundation

/// A spec made ready to render: its files found (through `resolve`, which the service points at its data
/// folder), inline data in a private temporary file, its image size known, and an identity for the ETag and
/// the batch tool's resumption. What `livechart serve` and `livechart batch` both render.
package final class ChartJob {
    let spec: ChartSpec
    /// The options as the command reads them, file names replaced by their resolved paths.
    private(set) var options: ParsedArguments
    /// The canonical spec and each file's identity (`fileIdentity`: path, device, inode, size, modification and
    /// status-change times), as JSON: no separator a value could forge.
    package let identity: Data
    /// A short tag of `identity`: the ETag's body, the batch tool's record of what it rendered.
    package var tag: String {
        // FNV-1a, 64 bits, as 16 hex digits, of the unambiguous JSON encoding.
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in identity {
            h ^= UInt64(byte)
            h = h &* 0x0000_0100_0000_01B3
        }
        let hex = String(h, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
    /// Device pixels of the image: width × height × scale² (vector formats at scale 1).
    package let pixels: Double
    /// The data files read (none for inline data), for the batch tool's "newer than its input" check.
    let inputs: [String]
    private var temporary: URL?
    /// A kline's settings once `validate` has read them.
    private var klineSettings: KLineSettings?

    /// - Parameter resolve: the path of a file the spec names, or a `CommandFailure` (the service's is a 404
    ///   for anything outside its folder).
    /// - Throws: `CommandFailure(.usage)` for a bad size or scale, what `resolve` throws, `.cannotCreate` when the
    ///   temporary file cannot be written.
    package init(_ spec: ChartSpec, resolve: (String) throws -> String) throws {
        self.spec = spec
        options = spec.options
        var identity = spec.canonical + [["format", spec.format], ["describe", "\(spec.describe)"]]
        var inputs: [String] = []
        if let name = spec.file {
            let path = try resolve(name)
            options.positional = [path]
            inputs.append(path)
            identity.append(["file", Self.fileIdentity(path)])
        } else if let text = spec.csv ?? spec.bars {
            let file: URL
            do {
                file = try TemporaryFolders.make().appendingPathComponent(spec.bars != nil ? "bars.json" : "data.csv")
                try Data(text.utf8).write(to: file)
            } catch {
                throw CommandFailure(code: .cannotCreate, message: "cannot keep the inline data: \(error.localizedDescription)")
            }
            temporary = file
            options.positional = [file.path]
            identity.append([spec.bars != nil ? "bars" : "csv", text])
        }
        for name in spec.kind.fileOptions + ["theme"] {
            guard let value = options.values[name], name != "theme" || value.lowercased().hasSuffix(".json") else { continue }
            let names = name == "compare" ? value.split(separator: ",", omittingEmptySubsequences: false).map(String.init) : [value]
            let paths = try names.map { try resolve($0) }
            inputs += paths
            identity.append([name] + paths.map(Self.fileIdentity))
            options.values[name] = paths.joined(separator: ",")
        }
        if let formulas = options.lists["formula"] {  // .tdx files from the data folder; inline texts stay as they are
            options.lists["formula"] = try formulas.map { text in
                guard FormulaSettings.isFile(text) else { return text }
                let path = try resolve(text)
                inputs.append(path)
                identity.append(["formula", Self.fileIdentity(path)])
                return path
            }
        }
        self.inputs = inputs
        self.identity = (try? JSONSerialization.data(withJSONObject: identity, options: [.sortedKeys])) ?? Data()
        let size = try KLineSettings.parseSize(options.values["size"] ?? spec.kind.defaultSize)
        var scale = 1.0
        if spec.format == "png", let text = options.values["scale"] {
            guard let n = Double(text), n >= 0.5, n <= 8 else { throw CommandFailure(code: .usage, message: "--scale '\(text)' must be a number from 0.5 to 8") }
            scale = n
        }
        pixels = size.width * size.height * scale * scale
    }

    deinit {
        if let temporary { TemporaryFolders.remove(temporary.deletingLastPathComponent()) }
    }

    /// The answer's content type: the format's, or plain text for `describe`.
    package var contentType: String {
        spec.describe ? "text/plain; charset=utf-8" : spec.format == "svg" ? "image/svg+xml" : spec.format == "pdf" ? "application/pdf" : "image/png"
    }

    /// Checks the options the way the command will, without reading data (a kline's settings): a bad request
    /// fails before any cache or tag is consulted.
    /// - Throws: `CommandFailure` as the command would.
    package func validate() throws {
        guard spec.kind == .kline else { return }
        do { klineSettings = try KLineSettings(options) } catch let failure as CommandFailure { throw shown(failure) }
    }

    /// Draws the chart from at most `maxBars` bars: its bytes in the spec's format (or its description as text),
    /// and the description.
    /// - Throws: `CommandFailure` as the command would, the temporary file's path shown as `csv` or `bars`.
    /// - Parameter stop: asked once the chart is laid out, then every 64 display items while drawing and every
    ///   64 rows while encoding a PNG: true throws `RenderStopped`, so a render nobody waits for gives its slot
    ///   back within a millisecond or so.
    package func render(maxBars: Int? = nil, stop: () -> Bool = { false }) throws -> (body: Data, description: String) {
        do {
            // A validated kline's settings are drawn as they are: parsing them again (themes, formulas) cost a second time.
            let still = if let klineSettings, let input = options.positional.first {
                try KLineStill.make(input: input, settings: klineSettings, maxBars: maxBars)
            } else {
                try spec.kind.still(options, maxBars: maxBars)
            }
            let description = still.list.accessibleText?.description ?? ""
            if spec.describe { return (Data((description + "\n").utf8), description) }
            guard let body = try still.data(until: stop) else { throw RenderStopped() }
            return (body, description)
        } catch let failure as CommandFailure {
            throw shown(failure)
        }
    }

    /// A failure with the inline data's temporary path named as what the client sent.
    private func shown(_ failure: CommandFailure) -> CommandFailure {
        CommandFailure(code: failure.code, message: shown(failure.message), warnings: failure.warnings)
    }

    /// A message (an error's, a warning's) with the inline data's temporary path named as what the client sent.
    package func shown(_ message: String) -> String {
        guard let temporary else { return message }
        return message.replacingOccurrences(of: temporary.path, with: spec.bars != nil ? "bars" : "csv")
    }

    /// A data file's identity: its path, device and inode, size, and modification and status-change times to the
    /// nanosecond. A file replaced by another (a rename) has another inode; one rewritten in place a later
    /// status-change time, which no one can set back (`touch -d` and `utimensat` set only the modification
    /// time, and change the status-change time themselves). Unseen: a rewrite to the same size within the same
    /// tick of the kernel's clock (a few milliseconds) as the file's previous change.
    private static func fileIdentity(_ path: String) -> String {
        var info = stat()
        guard stat(path, &info) == 0 else { return path }
        return "\(path)|\(info.st_dev)|\(info.st_ino)|\(info.st_size)|\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)|\(info.st_ctim.tv_sec).\(info.st_ctim.tv_nsec)"
    }
}

/// A render given up because nobody waits for it any more (`ChartJob.render`'s `stop`).
package struct RenderStopped: Error {
    package init() {}
}
