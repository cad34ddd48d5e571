// swift-tools-version:6.0
// LiveChart: charts of live data (K-line, timeline, score, curves) rendered through Cairo and Pango.
import PackageDescription

let package = Package(
    name: "LiveChart",
    products: [
        .library(name: "LiveChartCore", targets: ["LiveChartCore"]),
        .library(name: "LiveChartData", targets: ["LiveChartData"]),
        .library(name: "LiveChartIndicators", targets: ["LiveChartIndicators"]),
    ],
    targets: [
        .target(name: "LiveChartCore"),
        .target(name: "LiveChartData", dependencies: ["LiveChartCore"]),
        .target(name: "LiveChartIndicators", dependencies: ["LiveChartCore", "LiveChartData"]),
        .target(name: "LiveChartTestSupport", path: "Sources/LiveChartTestSupport"),
        .executableTarget(name: "LiveChartBench", dependencies: ["LiveChartIndicators", "LiveChartData"]),
        .testTarget(name: "LiveChartCoreTests", dependencies: ["LiveChartCore", "LiveChartTestSupport"]),
        .testTarget(name: "LiveChartDataTests", dependencies: ["LiveChartData", "LiveChartTestSupport"]),
        .testTarget(name: "LiveChartIndicatorsTests", dependencies: ["LiveChartIndicators", "LiveChartData", "LiveChartTestSupport"]),
    ]
)
