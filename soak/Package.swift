// swift-tools-version:6.0
// A headless soak of LiveChart's live path: a random-walk source updates the last bar up to 1,000 times a
// second, the render scheduler coalesces the updates into frames, and memory is sampled every simulated
// minute. Its own package so the root manifest stays untouched; run by ../scripts/soak.sh.
import PackageDescription

let package = Package(
    name: "LiveChartSoak",
    dependencies: [.package(name: "LiveChart", path: "..")],
    targets: [
        .executableTarget(name: "livechart-soak", dependencies: [
            .product(name: "LiveChart", package: "LiveChart"),
            .product(name: "LiveChartCairo", package: "LiveChart"),
            .product(name: "LiveChartViewer", package: "LiveChart"),
        ]),
    ]
)
