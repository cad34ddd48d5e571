import Foundation
import LiveChartCairo
import LiveChartCore

/// Many charts at once, in parallel, into one folder (`livechart batch`): the items of a manifest (one spec a line,
/// in the service's JSON format, with an optional output `"name"`) or of a glob's data files drawn with shared
/// options. Outputs already written from the same spec and inputs are skipped (the folder's `.livechart-batch`,
/// `BatchLedger`, records them); a failing item is reported (`BatchProgress`) and counted, and the rest go on.
package enum BatchRun {
    /// Renders the items of `source` (a `.jsonl`/`.ndjson` manifest that exists, else a glob) into the folder `out`
    /// (made when missing) on `jobs` threads, each output written atomically; `defaults` are the options given for
    /// every item of `kind` (a glob's items are all of `kind`, in `format`). SIGINT and SIGTERM remove the inline
    /// data's temporary files and exit 130: outputs are whole or absent, and the ledger lets the next run resume.
    /// - Parameter force: render every item, even those up to date.
    /// - Returns: how many items failed, of how many.
    /// - Throws: `CommandFailure`: `.noInput` for an unreadable manifest or a glob matching no file, `.cannotCreate`
    ///   when the folder or its ledger cannot be made, opened or is taken by another batch.
    package static func run(_ source: String, into out: String, kind: ChartKind, format: String, defaults: [(name: String, value: String?)],
                    jobs: Int, force: Bool) throws -> (failed: Int, total: Int) {
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
        try render(items, into: folder, base: base, jobs: jobs, force: force, progress: progress)
        progress.finish(folder: out)
        return (progress.failed, items.count)
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
