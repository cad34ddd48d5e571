// swift-tools-version:6.0
// An app that embeds LiveChart as a SwiftPM dependency by path: it builds a K-line chart, applies live
// updates and renders PNG, SVG and PDF in memory; and a server app that embeds the chart service. CI builds and
// runs both (scripts/test.sh).
import Foundation
import PackageDescription

// A path dependency's identity is its folder's name, which differs between clones: read it from here.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

let package = Package(
    name: "LiveChartExample",
    dependencies: [.package(path: root.path)],
    targets: [
        .executableTarget(
            name: "LiveChartExample",
            dependencies: [
                .product(name: "LiveChartKit", package: root.lastPathComponent),
                .product(name: "LiveChartViewer", package: root.lastPathComponent),
            ]
        ),
        // A server app embedding the chart service: the LiveChartService product alone.
        .executableTarget(name: "LiveChartServiceExample", dependencies: [.product(name: "LiveChartService", package: root.lastPathComponent)]),
    ]
)
