import Foundation
import LiveChartData
import Testing

/// Split and dividend columns the bars cannot be adjusted by are located errors, never a blank chart or an
/// adjustment left out under a title that says "adjusted" (issue 17, item 12).
@Suite struct AdjustmentCheckTests {
    /// A 40-day Quandl-style file, closes 10.5, 10.6, …; `split` on the row of 2020-01-21 (line 22) and
    /// `dividend` on 2020-01-26 (line 27, the close before it is 12.9).
    private func file(split: String = "1.0", dividend: String = "0.0", splitHeader: String = "Split Ratio") throws -> String {
        var text = "Date,Open,High,Low,Close,Volume,Ex-Dividend,\(splitHeader)\n"
        for i in 0..<40 {
            let day = String(format: "2020-%02d-%02d", 1 + (i >= 31 ? 1 : 0), i >= 31 ? i - 30 : i + 1)
            let p = 10 + Double(i) * 0.1
            text += String(format: "%@,%.2f,%.2f,%.2f,%.2f,1000,%@,%@\n", day, p, p + 1, p - 1, p + 0.5, i == 25 ? dividend : "0.0", i == 20 ? split : "1.0")
        }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("adjust-\(UUID().uuidString).csv")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    private func failure(_ path: String) -> DataError? {
        var pipeline = BarPipeline()
        pipeline.adjustment = .forward
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            _ = try pipeline.load(path: path)
            return nil
        } catch {
            if case .data(let e) = error { return e }
            return DataError(file: "", line: -1, reason: "\(error)")
        }
    }

    @Test func splitRatiosThatAreNotFiniteAndPositiveAreLocated() throws {
        for text in ["inf", "0", "-2", "nan", "0.0"] {
            let path = try file(split: text)
            let e = failure(path)
            #expect(e?.line == 22 && e?.column == 8 && e?.field == "Split Ratio", "\(text): \(String(describing: e))")
            #expect(e?.reason.contains("not a finite number above 0") == true, "\(text): \(String(describing: e))")
        }
        // yfinance's `Stock Splits` writes 0 for "no split".
        let yahoo = try file(split: "0", splitHeader: "Stock Splits")
        #expect(failure(yahoo) == nil)
    }

    @Test func aDividendAtOrAboveThePreviousCloseIsLocated() throws {
        for text in ["12.9", "13", "1e300"] {
            let e = failure(try file(dividend: text))
            #expect(e?.line == 27 && e?.column == 7 && e?.field == "Ex-Dividend", "\(text): \(String(describing: e))")
            #expect(e?.reason.contains("is not below the close of 12.9") == true, "\(text): \(String(describing: e))")
        }
        #expect(failure(try file(dividend: "inf"))?.reason.contains("not a finite number ≥ 0") == true)
        #expect(failure(try file(dividend: "12.8")) == nil)
    }

    @Test func adjustedBarsGoThroughTheBarCheck() throws {
        // A finite split so large that the earlier prices fall to 1e-301 and volumes rise past 1e18.
        let e = failure(try file(split: "1e300"))
        #expect(e?.line == 22 && e?.field == "Split Ratio", "\(String(describing: e))")
        #expect(e?.reason.hasPrefix("adjusting forward makes the bar of 2020-01-01 unusable: ") == true, "\(String(describing: e))")
        var pipeline = BarPipeline()
        pipeline.adjustment = .forward
        let path = try file(split: "2")
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try pipeline.load(path: path).series.bars.first?.close == 5.25)
    }
}
