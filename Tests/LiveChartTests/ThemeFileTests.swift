import Foundation
import LiveChart
import LiveChartCore
import Testing

/// JSON theme files: round trip, partial files over a base, and located errors.
@Suite struct ThemeFileTests {
    private func decode(_ json: String) throws(ThemeFileError) -> Theme {
        try ThemeFile.decode(Data(json.utf8), name: "my.json")
    }

    private func failure(_ json: String) -> ThemeFileError? {
        do {
            _ = try decode(json)
            return nil
        } catch {
            return error
        }
    }

    @Test func builtInThemesSurviveARoundTrip() throws {
        for theme in [Theme.light, Theme.dark] {
            #expect(try decode(ThemeFile.encode(theme)) == theme)
        }
        let json = ThemeFile.encode(.dark)
        #expect(json.contains("\"background\" : \"#131722\"") && json.contains("\"titleFont\""))
    }

    @Test func aPartialFileOverridesItsBase() throws {
        let theme = try decode(##"{ "base": "dark", "red": "#FF000080", "font": { "size": 14 }, "lineColors": ["#123456"] }"##)
        var expected = Theme.dark
        expected.red = Color(red: 1, green: 0, blue: 0, alpha: 128.0 / 255)
        expected.font.size = 14
        expected.lineColors = [Color(hex: "#123456")!]
        #expect(theme == expected)
        #expect(try decode("{}") == .light)
        #expect(try decode(##"{ "titleFont": { "family": "Noto Sans", "bold": false } }"##).titleFont == FontSpec(family: "Noto Sans", size: 13))
    }

    @Test func badFilesNameTheKeyAndTheReason() {
        #expect(failure(##"{ "backgroud": "#000000" }"##)?.key == "backgroud")
        #expect(failure(##"{ "base": "blue" }"##)?.key == "base")
        let colour = failure(##"{ "lineColors": ["#000000", "red"] }"##)
        #expect(colour?.key == "lineColors[1]" && colour?.reason.contains("\"red\"") == true)
        #expect(failure(##"{ "grid": "#12345" }"##)?.key == "grid")
        #expect(failure(##"{ "font": { "size": "big" } }"##)?.description == ##"my.json: key 'font.size': must be a number of points from 1 to 200, not "big""##)
        #expect(failure(##"{ "font": { "size": 0 } }"##)?.key == "font.size")
        // Foundation bridges booleans and numbers both ways: true must not read as 1 point, nor 1 as true.
        #expect(failure(##"{ "font": { "size": true } }"##)?.description == ##"my.json: key 'font.size': must be a number of points from 1 to 200, not true"##)
        #expect(failure(##"{ "font": { "bold": 1 } }"##)?.key == "font.bold")
        #expect(failure(##"{ "font": { "bold": 0 } }"##)?.key == "font.bold")
        #expect((try? decode(##"{ "font": { "size": 1, "bold": false } }"##))?.font.size == 1)
        #expect(failure(##"{ "font": { "weight": 700 } }"##)?.key == "font.weight")
        #expect(failure(##"{ "lineColors": [] }"##)?.key == "lineColors")
        let syntax = failure("{ \"red\": \"#FF0000\"\n  \"grid\": \"#000000\" }")
        #expect(syntax?.key == nil && syntax?.reason.hasPrefix("not valid JSON") == true, "\(String(describing: syntax))")
        #expect(failure("[1, 2]")?.reason == "must be a JSON object of theme keys")
    }

    @Test func aMissingFileIsReported() {
        #expect(throws: ThemeFileError(file: "/nonexistent/t.json", key: nil, reason: "no such file")) {
            try ThemeFile.load(path: "/nonexistent/t.json")
        }
    }

    /// A repeated key is refused as bar files and streams refuse it (the hardening issue, item 10: themes
    /// took the last of two "red" keys).
    @Test func aRepeatedKeyIsRefused() {
        #expect(throws: ThemeFileError.self) { try ThemeFile.decode(Data(##"{"red":"#FF0000","red":"#00FF00"}"##.utf8), name: "t.json") }
    }

    /// Hexadecimal floats and NUL bytes in a number are refused as the bar and stream readers refuse them
    /// (the hardening issue, item 10): JSON's syntax has neither, and a size written as a string is not a number.
    @Test func hexFloatsAndNulBytesAreRefused() {
        for text in [#"{"font":{"size":0x1p6}}"#, "{\"font\":{\"size\":1\u{0}2}}", #"{"font":{"size":"0x1p6"}}"#, #"{"font":{"size":"12\u0000"}}"#] {
            #expect(throws: ThemeFileError.self, "\(text.debugDescription)") { try ThemeFile.decode(Data(text.utf8), name: "t.json") }
        }
        #expect((try? ThemeFile.decode(Data(#"{"font":{"size":1.2e1}}"#.utf8), name: "t.json"))?.font.size == 12)
    }
}
