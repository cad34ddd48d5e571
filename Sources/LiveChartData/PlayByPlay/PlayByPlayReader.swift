import Foundation

/// Reads basketball play-by-play files into scoring events: the stats.nba.com `playbyplayv2` format
/// (`resultSets[0].headers` + `rowSet`) and the cdn.nba.com live format (`game.actions[]`), told apart
/// by their top-level keys. See `StatsPlayByPlayReader` and `LivePlayByPlayReader` for the fields read.
///
/// ```swift
/// let game = try PlayByPlayReader.load(path: "stats_0021900001.json")
/// game.events.last  // period 5, home 130, away 122
/// ```
public enum PlayByPlayReader {
    /// Reads the file at `path`; the path also names the file in errors.
    /// - Throws: `DataError` (line 0) when the file cannot be read, otherwise as `parse(bytes:name:)`.
    /// - Complexity: O(file size); the whole file is held in memory.
    public static func load(path: String) throws(DataError) -> PlayByPlayGame {
        let data = try InputFile.contents(atPath: path)
        return try parse(bytes: [UInt8](data), name: path)
    }

    /// Parses a play-by-play document held in memory.
    /// - Parameters:
    ///   - bytes: UTF-8 JSON, with or without a byte-order mark.
    ///   - name: what errors call the input (usually its path).
    /// - Throws: `DataError` with file, line, column (stats format: the field's 1-based column) and field
    ///   for JSON syntax errors, an unknown document shape, a missing column or member, a malformed
    ///   period, clock, wall-clock time or score, a stats `SCOREMARGIN` that disagrees with its `SCORE`,
    ///   or a game without any score change.
    /// - Complexity: O(bytes.count).
    public static func parse(bytes: [UInt8], name: String) throws(DataError) -> PlayByPlayGame {
        let root = try bytes.withUnsafeBufferPointer { (buffer) throws(DataError) -> JSONValue in
            try JSONParser.parse(buffer, name: name)
        }
        let game: PlayByPlayGame
        if root.member("resultSets") != nil {
            game = try StatsPlayByPlayReader.read(root, name: name)
        } else if root.member("game") != nil {
            game = try LivePlayByPlayReader.read(root, name: name)
        } else {
            throw DataError(file: name, line: 1, reason: "not a play-by-play document: expected 'resultSets' (stats) or 'game' (live)")
        }
        guard !game.events.isEmpty else { throw DataError(file: name, line: 1, reason: "no score change in the game") }
        return game
    }
}
