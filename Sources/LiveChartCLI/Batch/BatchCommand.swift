import Foundation
import LiveChartCairo

/// `livechart batch MANIFEST.jsonl|'GLOB' --out DIR [chart options]`: many charts at once, in parallel, into one
/// folder. A manifest holds one spec a line, in the service's JSON format (with an optional output `"name"`); a
/// glob names data files drawn with the shared options. Outputs already written from the same spec and inputs
/// are skipped (the folder's `.livechart-batch` records them); a failing item is reported and counted, and the
/// rest go on. Exits 65 when any item failed.
enum BatchCommand {
    static let batchOptions: [OptionSpec] = [
        OptionSpec(name: "out", value: "DIR", help: "the folder the charts are written into (made when missing)"),
        OptionSpec(name: "jobs", value: "N", help: "charts rendered at once (default: the cores)"),
        OptionSpec(name: "type", value: "kline|timeline|curve|score", defaultValue: "kline", help: "the chart of a glob's files; the chart options below are its command's"),
        OptionSpec(name: "format", value: "png|svg|pdf", defaultValue: "png", help: "the output format of a glob's files"),
        OptionSpec(name: "force", help: "render every item, even those up to date"),
        OptionSpec(name: "help", short: "h", help: "show this help (with --type, that chart's options)"),
    ]

    static func usage(_ kind: ChartKind) -> String {
        """
        usage: livechart batch MANIFEST.jsonl --out DIR [--jobs N] [chart options]
               livechart batch 'data/*.csv' --out DIR [--type kline] [--format png] [chart options]

        Renders many charts into DIR in parallel. MANIFEST.jsonl holds one spec a line, as 'livechart serve' takes
        them ({"type": "kline", "file": "SPY_D.csv", "format": "png", "options": {"last": 120}, "name": "spy"}; files
        relative to the manifest's folder); a GLOB (quoted) names data files, each drawn with the chart options
        given here. Chart options given here also apply to the manifest's items of --type, under their own.
        Items already written from the same spec and inputs are skipped; a failing item is reported and the others
        go on. Exit codes: 0 all written or up to date, 65 when any item failed, 64 usage.

        options:
        """ + "\n" + batchOptions.helpText + "\n\(kind.rawValue) chart options:\n" + kind.options.helpText
    }

    static func run(_ arguments: [String]) throws {
        let kind = try chartKind(arguments)
        let specs = batchOptions + kind.options.filter { option in !batchOptions.contains { $0.name == option.name } }
        let args = try ParsedArguments(arguments, specs: specs, help: "livechart batch --help")
        if args.flags.contains("help") {
            print(usage(kind))
            return
        }
        guard args.positional.count == 1, let source = args.positional.first else {
            throw CommandFailure(code: .usage, message: "batch takes one MANIFEST.jsonl or one quoted GLOB\n\n" + usage(kind))
        }
        guard let out = args.values["out"] else { throw CommandFailure(code: .usage, message: "batch needs --out DIR, the folder the charts go into") }
        let jobs = try args.values["jobs"].map { text in
            guard let n = Int(text), (1...256).contains(n) else { throw CommandFailure(code: .usage, message: "--jobs '\(text)' must be a whole number from 1 to 256") }
            return n
        } ?? ProcessInfo.processInfo.activeProcessorCount
        let format = args.values["format"] ?? "png"
        guard ["png", "svg", "pdf"].contains(format) else { throw CommandFailure(code: .usage, message: "--format '\(format)' must be png, svg or pdf") }
        let own = Set(batchOptions.map(\.name))
        let defaults = specs.filter { !own.contains($0.name) }.flatMap { option -> [(name: String, value: String?)] in
            if args.flags.contains(option.name) { return [(option.name, nil)] }
            if let list = args.lists[option.name] { return list.map { (option.name, $0) } }
            return args.values[option.name].map { [(option.name, $0)] } ?? []
        }
        let isManifest = [".jsonl", ".ndjson"].contains { source.lowercased().hasSuffix($0) } && FileManager.default.fileExists(atPath: source)
        let items = isManifest ? try BatchItem.manifest(source, defaults: defaults, kind: kind)
            : BatchItem.files(try expand(source), defaults: defaults, kind: kind, format: format)
        let folder = try makeFolder(out)
        // A manifest's files are relative to its folder; a glob's paths are as matched.
        let base = isManifest ? (source as NSString).deletingLastPathComponent : ""
        ProcessMemory.keepFreedBlocks()
        // Interrupted: the inline data's temporary files go, and outputs are whole or absent (each is written
        // atomically); the ledger holds what was finished, so the next run resumes.
        let interrupts = [SIGINT, SIGTERM].map { signal -> DispatchSourceSignal in
            Foundation.signal(signal, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signal, queue: .global())
            source.setEventHandler {
                TemporaryFolders.removeAll()
                FileHandle.standardError.write(Data("\nlivechart: batch: interrupted; run it again to resume\n".utf8))
                exit(130)
            }
            source.resume()
            return source
        }
        defer { interrupts.forEach { $0.cancel() } }
        let progress = BatchProgress(total: items.count)
        try render(items, into: folder, base: base, jobs: jobs, force: args.flags.contains("force"), progress: progress)
        progress.finish(folder: out)
        if progress.failed > 0 { throw CommandFailure(code: .dataError, message: "batch: \(progress.failed) of \(items.count) items failed (listed above)") }
    }

    /// Renders `items` on `jobs` threads, each output written atomically into `folder`.
    /// - Throws: `CommandFailure(.cannotCreate)` when the folder's ledger cannot be opened or is taken.
    private static func render(_ items: [BatchItem], into folder: String, base: String, jobs: Int, force: Bool, progress: BatchProgress) throws {
        let ledger = try BatchLedger(folder: folder)
        let inputs = batchInputs(items, base: base)
        // Two items may not write one file: the later one fails.
        var owner: [String: String] = [:]
        let taken = items.map { item -> String? in
            defer { owner[item.output] = owner[item.output] ?? item.label }
            return owner[item.output]
        }
        let lock = NSLock()
        nonisolated(unsafe) var next = 0  // guarded by `lock`
        let group = DispatchGroup()
        for n in 0..<min(jobs, max(items.count, 1)) {
            group.enter()
            let thread = Thread {
                defer { group.leave() }
                while true {
                    let k: Int? = lock.withLock {
                        guard next < items.count else { return nil }
                        defer { next += 1 }
                        return next
                    }
                    guard let k else { return }
                    let item = items[k]
                    if let first = taken[k] {
                        progress.add(.failed("\(item.label): the output '\(item.output)' is \(first)'s too; give a \"name\""))
                        continue
                    }
                    if let reader = inputs[realPath(folder + "/" + item.output)] {
                        progress.add(.failed("\(item.label): the output '\(item.output)' is an input of \(reader); give another \"name\" or --out"))
                        continue
                    }
                    progress.add(renderOne(item, into: folder, base: base, force: force, ledger: ledger))
                }
            }
            thread.name = "livechart-batch-\(n)"
            thread.stackSize = 8 << 20
            thread.start()
        }
        group.wait()
    }

    /// Every file an item of the batch reads (data, compare, join, markers, drawings, themes, formulas and the
    /// manifest), by its real path, with the first item that reads it: no output may replace one, whichever item
    /// reads it and in whatever order they run (a named output was written over a file item 1 read). Found before
    /// anything is rendered; an item whose spec fails here fails again, said, when its turn comes.
    private static func batchInputs(_ items: [BatchItem], base: String) -> [String: String] {
        var inputs: [String: String] = [:]
        for item in items {
            let job = try? makeJob(item, base: base)
            for path in (job?.inputs ?? []) + [item.manifest].compactMap({ $0 }) where inputs[realPath(path)] == nil {
                inputs[realPath(path)] = item.label
            }
        }
        return inputs
    }

    /// `path` with links and `.`/`..` resolved (a file not made yet resolves through its folder).
    private static func realPath(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
    }

    /// The item's job, its files resolved against `base` (the manifest's folder).
    private static func makeJob(_ item: BatchItem, base: String) throws -> ChartJob {
        try ChartJob(try item.spec.get()) { name in
            let path = name.hasPrefix("/") || base.isEmpty ? name : base + "/" + name
            var info = stat()
            guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
                throw CommandFailure(code: .noInput, message: "\(name): no such file")
            }
            return path
        }
    }

    private static func renderOne(_ item: BatchItem, into folder: String, base: String, force: Bool, ledger: BatchLedger) -> BatchProgress.Outcome {
        do {
            let job = try makeJob(item, base: base)
            let tag = job.tag, target = folder + "/" + item.output
            if !force, ledger.isCurrent(item.output, tag: tag) { return .skipped }
            // Only a regular file (or a new one) inside --out is replaced: a link there would send the chart
            // outside the folder, and the output may not be one of the item's inputs.
            var info = stat()
            if lstat(target, &info) == 0, (info.st_mode & S_IFMT) != S_IFREG {
                throw CommandFailure(code: .cannotCreate, message: "\(target) is not a regular file (a link, a folder, a device); batch replaces only files")
            }
            for input in job.inputs + [item.manifest].compactMap({ $0 }) { try OutputPath.checkDistinct(input: input, output: target) }
            let body = try job.render().body
            do { try ChartFileWriter.write(body, to: target) } catch {
                throw CommandFailure(code: .cannotCreate, message: "\(error)")
            }
            ledger.record(item.output, tag: tag)
            return .written
        } catch let failure as CommandFailure {
            return .failed(failure.message.hasPrefix(item.label) ? failure.message : "\(item.label): \(failure.message)")
        } catch {
            return .failed("\(item.label): \(error)")
        }
    }

    /// The chart kind `--type` names (read before the options, whose table depends on it).
    private static func chartKind(_ arguments: [String]) throws -> ChartKind {
        var text: String?
        for (i, word) in arguments.enumerated() {
            if word == "--type", i + 1 < arguments.count { text = arguments[i + 1] }
            if word.hasPrefix("--type=") { text = String(word.dropFirst(7)) }
        }
        guard let text else { return .kline }
        guard let kind = ChartKind(rawValue: text) else {
            throw CommandFailure(code: .usage, message: "--type '\(text)' must be one of " + ChartKind.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return kind
    }

    /// The regular files `pattern` matches, sorted.
    /// - Throws: `CommandFailure(.noInput)` when it matches none.
    private static func expand(_ pattern: String) throws -> [String] {
        var matches = glob_t()
        defer { globfree(&matches) }
        var paths: [String] = []
        if glob(pattern, 0, nil, &matches) == 0 {
            for i in 0..<Int(matches.gl_pathc) {
                guard let p = matches.gl_pathv[i] else { continue }
                let path = String(cString: p)
                var info = stat()
                if stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG { paths.append(path) }
            }
        }
        guard !paths.isEmpty else { throw CommandFailure(code: .noInput, message: "'\(pattern)' matches no data file (a manifest ends in .jsonl)") }
        return paths.sorted()
    }

    /// `out` as an existing folder (made when missing).
    /// - Throws: `CommandFailure(.cannotCreate)` when it is not a folder or cannot be made.
    private static func makeFolder(_ out: String) throws -> String {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: out, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw CommandFailure(code: .cannotCreate, message: "--out '\(out)' is not a folder") }
        } else {
            do { try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true) } catch {
                throw CommandFailure(code: .cannotCreate, message: "--out '\(out)': cannot make the folder (\(error.localizedDescription))")
            }
        }
        return out
    }
}
