import Foundation
import LiveChartCore
import LiveChartTestSupport
import Testing

/// `--markers FILE` on `kline` (and `view`, which shares the option table): exit codes, located errors and
/// the one warning for markers on no bar.
@Suite struct MarkersCLITests {
    let spy = SharedData.fixture("SPY_D-2019-2020.csv")

    @Test func drawsTheCrossoverMarkersOfSPY() throws {
        let dir = CLIRunner.temporaryDirectory()
        let r = try CLIRunner.run(["kline", spy, "--last", "120", "--markers", SharedData.fixture("markers-spy-2020.csv"), "-o", "m.svg"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.isEmpty, "every marker of the fixture is on a bar: \(r.stderr)")
        let plain = try CLIRunner.run(["kline", spy, "--last", "120", "-o", "p.svg"], in: dir)
        #expect(plain.status == 0)
        let with = try Data(contentsOf: dir.appendingPathComponent("m.svg")), without = try Data(contentsOf: dir.appendingPathComponent("p.svg"))
        #expect(with.count > without.count + 2_000, "the markers and their texts are drawn")
    }

    @Test func markersOutsideTheBarsAreReportedOnce() throws {
        let dir = CLIRunner.temporaryDirectory()
        let file = dir.appendingPathComponent("m.csv")
        try "time,position,shape\n2020-08-03,above,circle\n2031-01-02,above,circle\n2031-01-03,below,circle\n1990-01-02,below,circle\n"
            .write(to: file, atomically: true, encoding: .utf8)
        let r = try CLIRunner.run(["kline", spy, "--markers", file.path, "-o", "m.png"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.components(separatedBy: "warning").count == 2, "one warning: \(r.stderr)")
        #expect(r.stderr.contains("3 of 4 markers are on no bar") && r.stderr.contains("2031-01-02"), "\(r.stderr)")
    }

    @Test func badMarkerFilesExit65WithTheirLocation() throws {
        let dir = CLIRunner.temporaryDirectory()
        let cases = [
            ("a.csv", "time,position,shape\n2020-08-03,above,circle\n2020-08-04,abov,circle\n", "a.csv:3:2: field 'position'"),
            ("b.json", "[{\"time\": \"2020-08-03\", \"position\": \"above\", \"shape\": \"circle\", \"colour\": \"red\"}]", "b.json:1: field '[0].colour'"),
            ("c.csv", "when,position,shape\n", "c.csv:1:1: field 'when': unknown column"),
        ]
        for (name, text, message) in cases {
            try text.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8)
            let r = try CLIRunner.run(["kline", spy, "--markers", name, "-o", "x.png"], in: dir)
            #expect(r.status == 65 && r.stderr.contains(message), "\(name): \(r.stderr)")
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("x.png").path), "no picture from bad markers")
        }
        let missing = try CLIRunner.run(["kline", spy, "--markers", "nope.csv", "-o", "x.png"], in: dir)
        #expect(missing.status == 66 && missing.stderr.contains("nope.csv"), "\(missing.stderr)")
    }
}

/// `--hline`, `--vline`, `--aline`, `--tline`.
@Suite struct LinesCLITests {
    let spy = SharedData.fixture("SPY_D-2019-2020.csv")

    @Test func linesDrawAndAreRepeatable() throws {
        let dir = CLIRunner.temporaryDirectory()
        let r = try CLIRunner.run(["kline", spy, "--last", "120", "--hline", "300:Support", "--hline", "355.5", "--vline", "2020-06-11:Fed",
                                   "--aline", "2020-03-23=218.26,2020-06-08=323.41", "--tline", "2020-04-21,2020-05-14", "-o", "l.svg"], in: dir)
        #expect(r.status == 0 && r.stderr.isEmpty, "\(r.stderr)")
        let help = try CLIRunner.run(["kline", "--help"], in: dir)
        #expect(help.stdout.contains("--hline PRICE[:TEXT]") && help.stdout.contains("repeatable"), "\(help.stdout)")
    }

    @Test func badLinesAreUsageErrors() throws {
        let dir = CLIRunner.temporaryDirectory()
        for (args, message) in [(["--hline", "abc"], "--hline 'abc' must be PRICE[:TEXT]"), (["--hline", "nan"], "must be PRICE"),
                                (["--vline", "2020-02-30"], "must start with a date"), (["--vline", "2020-06-11x"], "must be YYYY-MM-DD"),
                                (["--aline", "2020-03-23=218"], "a line needs 2"), (["--aline", "2020-03-23=1,2020-03-24"], "must be DATE=PRICE"),
                                (["--tline", "2020-03-23,tomorrow"], "'tomorrow' must be"), (["--hline", "1:a\u{7}b"], "control characters")] {
            let r = try CLIRunner.run(["kline", spy, "-o", "x.png"] + args, in: dir)
            #expect(r.status == 64 && r.stderr.contains(message), "\(args): \(r.stderr)")
        }
        let many = (0..<65).flatMap { ["--hline", "\(300 + $0)"] }
        #expect(try CLIRunner.run(["kline", spy, "-o", "x.png"] + many, in: dir).stderr.contains("at most 64"))
    }

    @Test func aLineOnNoBarIsReportedAndLeftOut() throws {
        let dir = CLIRunner.temporaryDirectory()
        let r = try CLIRunner.run(["kline", spy, "--vline", "2031-01-02:Later", "--tline", "2020-03-21,2020-05-14", "-o", "x.png"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("--vline: 2031-01-02") && r.stderr.contains("--tline: 2020-03-21"), "a Saturday is on no daily bar: \(r.stderr)")
    }
}

/// `--plot`, `--join`, `--fill-between`, `--compare`.
@Suite struct UserSeriesCLITests {
    let spy = SharedData.fixture("SPY_D-2019-2020.csv")

    @Test func theMACrossStrategyDrawsWithItsEquityPane() throws {
        let dir = CLIRunner.temporaryDirectory()
        // The fixtures are docs/examples/ma-cross.py's output over SPY_D.csv's last 250 bars.
        let r = try CLIRunner.run(["kline", spy, "--last", "230", "--markers", SharedData.fixture("spy-ma-cross-markers.csv"),
                                   "--join", SharedData.fixture("spy-ma-cross-equity.csv"), "--plot", "equity:line@new", "--fill-between", "equity:1",
                                   "-o", "s.png"], in: dir)
        #expect(r.status == 0 && r.stderr.isEmpty, "\(r.stderr)")
        // The bar file's own columns plot too (the pandas index column of SPY_D.csv).
        let own = try CLIRunner.run(["kline", spy, "--plot", "volume:histogram@Volume2:gray", "-o", "v.png"], in: dir)
        #expect(own.status == 0, "\(own.stderr)")
    }

    /// A joined value on a day with no bar (a Saturday) inside the bars' range is not drawn, and the chart says so
    /// (the attack found it dropped without a word while another value of the file was drawn).
    @Test func valuesOnNoBarAreCounted() throws {
        let dir = CLIRunner.temporaryDirectory()
        try "date,v\n2020-08-22,340\n2020-08-24,342\n".write(to: dir.appendingPathComponent("sat.csv"), atomically: true, encoding: .utf8)
        let r = try CLIRunner.run(["kline", spy, "--join", "sat.csv", "--plot", "v:scatter", "-o", "s.png"], in: dir)
        #expect(r.status == 0 && r.stderr.contains("--plot v: 1 of 2 values inside the bars' range fall on no bar (first at 2020-08-22"), "\(r.stderr)")
    }

    /// The bar file's dates prove day first (15/03); the join's (11/03, 12/03) cannot tell, so they follow the bars
    /// and land on 11 and 12 March, not on 3 November and 3 December, past the bars (RELIABILITY §13).
    @Test func joinFollowsTheBarFilesDayFirstDates() throws {
        let dir = CLIRunner.temporaryDirectory()
        let rows = (11...15).map { "\($0)/03/2024,10,11,9,10.5,1000" }.joined(separator: "\n")
        try "date,open,high,low,close,volume\n\(rows)\n".write(to: dir.appendingPathComponent("bars.csv"), atomically: true, encoding: .utf8)
        try "date,v\n11/03/2024,10.2\n12/03/2024,10.4\n".write(to: dir.appendingPathComponent("join.csv"), atomically: true, encoding: .utf8)
        let r = try CLIRunner.run(["kline", "bars.csv", "--join", "join.csv", "--plot", "v:scatter", "-o", "s.svg"], in: dir)
        #expect(r.status == 0 && r.stderr.contains("join.csv:2: dates such as '11/03/2024' in the date column are read day first")
                && r.stderr.contains("the bar file's dates are"), "\(r.stderr)")
    }

    @Test func badPlotsAreUsageOrDataErrors() throws {
        let dir = CLIRunner.temporaryDirectory()
        for (args, code, message) in [
            (["--plot", "equity:bars"], Int32(64), "style 'bars' must be line, scatter"),
            (["--plot", "equity@new:notacolour"], 64, "'notacolour' is not a colour"),
            (["--plot", "@new"], 64, "must be COLUMN"),
            (["--plot", "nosuch"], 65, "no column 'nosuch'; the file has"),
            (["--join", "x.csv"], 64, "give --plot COLUMN too"),
            (["--plot", "close", "--fill-between", "open:close"], 64, "SERIES one of --plot's columns"),
            (["--plot", "close", "--join", "missing.csv"], 66, "missing.csv"),
            (["--compare", "missing.csv"], 66, "missing.csv"),
        ] {
            let r = try CLIRunner.run(["kline", spy, "-o", "x.png"] + args, in: dir)
            #expect(r.status == code && r.stderr.contains(message), "\(args): \(r.stderr)")
        }
    }

    @Test func compareOverlaysAnotherSymbolInPercent() throws {
        let dir = CLIRunner.temporaryDirectory()
        let r = try CLIRunner.run(["kline", SharedData.fixture("yahoo-SPY-2017.csv"), "--last", "250",
                                   "--compare", SharedData.fixture("yahoo-AAPL-2017.csv"), "-o", "c.svg"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let svg = try String(contentsOf: dir.appendingPathComponent("c.svg"), encoding: .utf8)
        #expect(svg.contains("<path"), "drawn")
    }

    /// Hardening round 3, item 13: a `--join` file with a date twice was taken silently (one row won); a drawings
    /// file with an unknown key at its top too. Both are errors naming the line (and both lines of the date).
    @Test func duplicatedJoinDatesAndUnknownDrawingKeysAreRefused() throws {
        let dir = CLIRunner.temporaryDirectory()
        let spy = SharedData.fixture("SPY_D-2019-2020.csv")
        try "date,equity\n2020-03-20,1\n2020-03-23,2\n2020-03-23,3\n".write(to: dir.appendingPathComponent("eq.csv"), atomically: true, encoding: .utf8)
        let join = try CLIRunner.run(["kline", spy, "--join", "eq.csv", "--plot", "equity", "-o", "j.png"], in: dir)
        #expect(join.status == 65 && join.stderr.contains("eq.csv:4:1: field 'date': 2020-03-23 is the time of line 3 too"), "\(join.stderr)")
        try #"{"drawings": [], "shapes": []}"#.write(to: dir.appendingPathComponent("d.json"), atomically: true, encoding: .utf8)
        let drawings = try CLIRunner.run(["kline", spy, "--drawings", "d.json", "-o", "d.png"], in: dir)
        #expect(drawings.status == 65 && drawings.stderr.contains("d.json:1: field 'shapes': unknown key"), "\(drawings.stderr)")
    }

    /// Compare never fails silently (the truth issue, item 4): a weekly file on a daily chart drew nothing but
    /// stretched the axis to +70 %; now it is refused with what to do, and `--period 1w` compares both. A file
    /// with no value on the bars shown is said (it has no 0 %, so the scale keeps the candles' range).
    @Test func coarserOrInvisibleComparesAreSaid() throws {
        let dir = CLIRunner.temporaryDirectory()
        let spy = SharedData.fixture("SPY_D-2019-2020.csv")
        let rows = (0..<30).map { k -> String in
            let day = CivilTime(secondsSince1970: CivilTime(year: 2020, month: 1, day: 3).secondsSince1970 + Int64(k) * 7 * 86_400).isoDate
            return "\(day),\(300 + k),\(305 + k),\(295 + k),\(302 + k),1000"
        }
        try ("Date,Open,High,Low,Close,Volume\n" + rows.joined(separator: "\n") + "\n").write(to: dir.appendingPathComponent("QQQ_W.csv"), atomically: true, encoding: .utf8)
        let weekly = try CLIRunner.run(["kline", spy, "--compare", "QQQ_W.csv", "-o", "w.png"], in: dir)
        #expect(weekly.status == 65 && weekly.stderr.contains("--compare QQQ_W.csv: 1w bars cannot be compared on 1d bars")
                && weekly.stderr.contains("--period 1w"), "\(weekly.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("w.png").path))
        let both = try CLIRunner.run(["kline", spy, "--period", "1w", "--compare", "QQQ_W.csv", "-o", "b.png"], in: dir)
        #expect(both.status == 0 && !both.stderr.contains("compare"), "\(both.stderr)")
        let old = try CLIRunner.run(["kline", spy, "--last", "60", "--compare", SharedData.fixture("yahoo-AAPL-2017.csv"), "-o", "o.png"], in: dir)
        #expect(old.status == 0 && old.stderr.contains("--compare AAPL: no value falls on a drawn bar"), "\(old.stderr)")
        let lines = try String(contentsOfFile: spy, encoding: .utf8).split(separator: "\n").prefix(51)
        try (lines.joined(separator: "\n") + "\n").write(to: dir.appendingPathComponent("SPY2019.csv"), atomically: true, encoding: .utf8)
        let early = try CLIRunner.run(["kline", spy, "--last", "60", "--compare", "SPY2019.csv", "-o", "e.png"], in: dir)
        #expect(early.status == 0 && early.stderr.contains("--compare SPY2019: no value on the bars shown (its bars run 2019-06-24 … 2019-09-03); not drawn"),
                "\(early.stderr)")
    }
}

/// `--drawings FILE.json`.
@Suite struct DrawingsCLITests {
    let spy = SharedData.fixture("SPY_D-2019-2020.csv")

    @Test func theExampleRendersAndBadFilesAreLocated() throws {
        let dir = CLIRunner.temporaryDirectory()
        let example = SharedData.repositoryRoot.appendingPathComponent("docs/examples/drawings.json").path
        let r = try CLIRunner.run(["kline", spy, "--last", "140", "--drawings", example, "-o", "d.png"], in: dir)
        #expect(r.status == 0 && r.stderr.isEmpty, "\(r.stderr)")
        try "{\"drawings\": [\n {\"tool\": \"segment\", \"points\": [{\"time\": \"2020-03-23\", \"price\": 1}]}]}".write(
            to: dir.appendingPathComponent("bad.json"), atomically: true, encoding: .utf8)
        let bad = try CLIRunner.run(["kline", spy, "--drawings", "bad.json", "-o", "x.png"], in: dir)
        #expect(bad.status == 65 && bad.stderr.contains("bad.json:2: field 'drawings[0].points': segment takes 2 points, not 1"), "\(bad.stderr)")
        let missing = try CLIRunner.run(["kline", spy, "--drawings", "none.json", "-o", "x.png"], in: dir)
        #expect(missing.status == 66 && missing.stderr.contains("none.json"), "\(missing.stderr)")
        let notJSON = try CLIRunner.run(["kline", spy, "--drawings", spy, "-o", "x.png"], in: dir)
        #expect(notJSON.status == 64 && notJSON.stderr.contains("must be a .json file"), "the viewer would write over it: \(notJSON.stderr)")
        try "{\"drawings\": [{\"tool\": \"text\", \"text\": \"old\", \"points\": [{\"time\": \"1990-01-02\", \"price\": 1}]}]}".write(
            to: dir.appendingPathComponent("early.json"), atomically: true, encoding: .utf8)
        let early = try CLIRunner.run(["kline", spy, "--drawings", "early.json", "-o", "x.png"], in: dir)
        #expect(early.status == 0 && early.stderr.contains("1 of 1 drawings have a point before the first bar"), "\(early.stderr)")
        // 2020-04-10 was Good Friday (NYSE closed): the file has no bar for it, so the segment has no x.
        try """
            {"drawings": [{"tool": "segment", "points": [{"time": "2020-04-09", "price": 270}, {"time": "2020-04-10", "price": 280}]},
                          {"tool": "text", "text": "ok", "points": [{"time": "2020-04-13", "price": 275}]}]}
            """.write(to: dir.appendingPathComponent("holiday.json"), atomically: true, encoding: .utf8)
        let holiday = try CLIRunner.run(["kline", spy, "--drawings", "holiday.json", "-o", "x.png"], in: dir)
        #expect(holiday.status == 0 && holiday.stderr.contains("1 of 2 drawings have a point on no bar inside the bars' range (first at 2020-04-10"),
                "\(holiday.stderr)")
    }
}

/// Regressions from the attack on the new options.
@Suite struct UserContentCLIAttackTests {
    let spy = SharedData.fixture("SPY_D-2019-2020.csv")

    @Test func optionsAreStrict() throws {
        let dir = CLIRunner.temporaryDirectory()
        let long = (0..<1_001).map { "2020-03-\(10 + $0 % 18)=300" }.joined(separator: ",")
        for (args, message) in [
            (["--plot", "close", "--fill-between", "close:nope"], "OTHER must be a number or another --plot column"),
            (["--plot", "close", "--fill-between", "close:close"], "OTHER must be a number"),
            (["--plot", "close", "--plot", "open@new", "--fill-between", "close:open"], "in the same place"),
            (["--plot", "close", "--fill-between", "close:1", "--fill-between", "close:2"], "filled twice"),
            (["--compare", spy, "--price-scale", "log"], "cannot go with it"),
            (["--compare", ","], "must name files"),
            (["--hline", "0x1p3"], "PRICE a decimal"),
            (["--hline", "1e300"], "within ±1e15"),
            (["--aline", long], "not 1001"),
        ] {
            let r = try CLIRunner.run(["kline", spy, "-o", "x.png"] + args, in: dir)
            #expect(r.status == 64 && r.stderr.contains(message), "\(args.map { $0.prefix(40) }): \(r.stderr.prefix(300))")
            #expect(r.stderr.count < 600, "a long argument is not echoed whole")
        }
        let colour = try CLIRunner.run(["kline", spy, "--plot", "close:red", "-o", "x.png"], in: dir)
        #expect(colour.status == 0, "a colour where a style could be: \(colour.stderr)")
    }

    @Test func noOutputReplacesAnInput() throws {
        let dir = CLIRunner.temporaryDirectory()
        let markers = dir.appendingPathComponent("m.svg")
        try "time,position,shape\n2020-08-03,above,circle\n".write(to: markers, atomically: true, encoding: .utf8)
        let r = try CLIRunner.run(["kline", spy, "--markers", "m.svg", "-o", "m.svg"], in: dir)
        #expect(r.status == 73 && r.stderr.contains("refusing to overwrite the input"), "\(r.stderr)")
        #expect(try String(contentsOf: markers, encoding: .utf8).hasPrefix("time,"), "the marker file is intact")
    }
}

/// The chart in words: SVG `<title>`/`<desc>` with `role="img"` from the CLI (issue 20's alt text).
@Suite struct AccessibleSVGTests {
    @Test func anSVGChartSaysWhatItShows() throws {
        let dir = CLIRunner.temporaryDirectory()
        let r = try CLIRunner.run(["kline", SharedData.fixture("SPY_D-2019-2020.csv"), "--last", "100", "--title", "SPY & <co>", "-o", "a.svg"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let svg = try String(contentsOf: dir.appendingPathComponent("a.svg"), encoding: .utf8)
        #expect(svg.contains(#"role="img" aria-labelledby="chart-title chart-desc">"#))
        #expect(svg.contains("<title id=\"chart-title\">SPY &amp; &lt;co&gt; · Daily</title>"), "escaped")
        // The fixture's last 100 bars: 2020-04-08 … 2020-08-28, the high 350.72 on the last day, the low on the first.
        #expect(svg.contains("candlestick chart, 2020-04-08 to 2020-08-28, 100 bars. Last close 350.58, +0.65% on the bar before. High 350.72 on 2020-08-28"))
    }
}
