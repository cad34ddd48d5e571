import Foundation
@testable import LiveChartJobs
import LiveChart
import LiveChartCore
import LiveChartData
import LiveChartTestSupport
import Testing

/// The truth issue, item 11: `livechart --version`; a 4-hour period titled "4h", not "240m"; a name column
/// (`name`, `名称`, `股票名称`) or a TongDaXin export's title becomes the chart's title.
@Suite struct TitleAndVersionTests {
    func texts(_ input: String, _ arguments: [String] = []) throws -> [String] {
        let args = try ParsedArguments([input] + arguments, specs: KLineSettings.options)
        let list = try KLineStill.displayList(input: input, settings: try KLineSettings(args))
        return list.items.compactMap { if case .text(let run) = $0 { run.text } else { nil } }
    }

    @Test func versionIsPrinted() throws {
        for flag in ["--version", "version"] {
            let r = try CLIRunner.run([flag], in: CLIRunner.temporaryDirectory())
            #expect(r.status == 0 && r.stdout == "livechart \(LiveChartVersion.current)\n", "\(r.stdout)\(r.stderr)")
        }
        #expect(LiveChartVersion.current.split(separator: ".").count == 3 && LiveChartVersion.current.split(separator: ".").allSatisfy { Int($0) != nil })
    }

    @Test func wholeHoursAreNamedInHours() throws {
        #expect(ChartLocale.en.periodName(BarPeriod("4h")!) == "4h" && ChartLocale.en.periodName(BarPeriod("240m")!) == "4h")
        #expect(ChartLocale.en.periodName(BarPeriod("60m")!) == "60m" && ChartLocale.en.periodName(BarPeriod("90m")!) == "90m")
        #expect(ChartLocale.zh.periodName(BarPeriod("2h")!) == "2小时" && ChartLocale.zh.periodName(BarPeriod("30m")!) == "30分")
        let minutes = SharedData.fixture("000001.XSHG-2020-07-01-1min.csv")
        let drawn = try texts(minutes, ["--period", "2h"])
        #expect(drawn.contains("2h") && !drawn.contains("120m"), "\(drawn.prefix(8))")
    }

    @Test func aNameColumnOrTheExportsTitleNamesTheChart() throws {
        let dir = CLIRunner.temporaryDirectory()
        let named = dir.appendingPathComponent("moutai.csv")
        try Data("日期,股票代码,股票名称,开盘,最高,最低,收盘,成交量\n2024-01-02,600519,贵州茅台,1700,1720,1690,1710,100\n2024-01-03,600519,贵州茅台,1710,1730,1700,1725,120\n".utf8).write(to: named)
        #expect(try texts(named.path).contains("贵州茅台 600519"))
        #expect(try texts(named.path, ["--title", "Mine"]).contains("Mine"), "--title still wins")
        #expect(try texts(SharedData.fixture("tdx-SH601005-2007.txt")).contains("重庆钢铁 601005"), "TongDaXin's title line")
        let plain = dir.appendingPathComponent("p.csv")
        try Data("date,Name,open,high,low,close\n2024-01-02,\u{1B}[31m,1,2,0.5,1.5\n".utf8).write(to: plain)
        let unnamed = try texts(plain.path)
        #expect(unnamed.contains("p") && !unnamed.contains { $0.contains("\u{1B}") }, "a name with control characters is no name: \(unnamed)")
    }
}
