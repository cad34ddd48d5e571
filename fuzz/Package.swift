// swift-tools-version:6.0
// libFuzzer targets for LiveChart's readers, each reaching the drawing too (the still pipeline to a display list,
// the live path through the charts' updates). Kept out of the root package so its manifest and CI stay untouched;
// built and run by ../scripts/fuzz.sh with `-sanitize=fuzzer,address`; each target's main.swift hands
// control to libFuzzer's driver, because SwiftPM renames an executable's `main` and libFuzzer's own cannot link.
import PackageDescription

let package = Package(
    name: "LiveChartFuzz",
    dependencies: [.package(name: "LiveChart", path: "..")],
    targets: [
        .target(name: "CFuzzerDriver"),
        .target(name: "FuzzSupport", dependencies: ["CFuzzerDriver", .product(name: "LiveChartData", package: "LiveChart"),
                                                  .product(name: "LiveChartFuzzProbes", package: "LiveChart")]),
        .executableTarget(name: "FuzzCSVReader", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzJSONBarReader", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzStreamLine", dependencies: ["FuzzSupport", .product(name: "LiveChartData", package: "LiveChart"),
                                                                .product(name: "LiveChartFuzzProbes", package: "LiveChart")]),
        .executableTarget(name: "FuzzPlayByPlay", dependencies: ["FuzzSupport", .product(name: "LiveChartData", package: "LiveChart")]),
        .executableTarget(name: "FuzzChartSpec", dependencies: ["FuzzSupport", .product(name: "LiveChartFuzzProbes", package: "LiveChart")]),
        .executableTarget(name: "FuzzFormula", dependencies: ["FuzzSupport", .product(name: "LiveChartIndicators", package: "LiveChart")]),
    ]
)
