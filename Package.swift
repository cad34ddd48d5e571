// swift-tools-version:6.0
// LiveChart: charts of live data (K-line, timeline, score, curves) rendered through Cairo and Pango.
import PackageDescription

let package = Package(
    name: "LiveChart",
    products: [
        // The one import for the common case: everything below but the SDL2 viewer.
        .library(name: "LiveChartKit", targets: ["LiveChartKit"]),
        .library(name: "LiveChartCore", targets: ["LiveChartCore"]),
        .library(name: "LiveChartData", targets: ["LiveChartData"]),
        .library(name: "LiveChartIndicators", targets: ["LiveChartIndicators"]),
        .library(name: "LiveChart", targets: ["LiveChart"]),
        .library(name: "LiveChartCairo", targets: ["LiveChartCairo"]),
        .library(name: "LiveChartFeeds", targets: ["LiveChartFeeds"]),
        .library(name: "LiveChartViewer", targets: ["LiveChartViewer"]),
        .library(name: "LiveChartCLI", targets: ["LiveChartCLI"]),
        .executable(name: "livechart", targets: ["livechart"]),
    ],
    targets: [
        .target(name: "LiveChartCore"),
        .target(name: "LiveChartData", dependencies: ["LiveChartCore"]),
        // Plain C (math.h only), so the indicators still build wherever Swift does: see CFusedKernels.h for why.
        .target(name: "CFusedKernels", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        .target(name: "LiveChartIndicators", dependencies: ["LiveChartCore", "LiveChartData", "CFusedKernels"]),
        .target(name: "LiveChart", dependencies: ["LiveChartCore", "LiveChartData", "LiveChartIndicators"]),
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev"]), .brew(["cairo", "pango"])]
        ),
        // ISA-L's deflate and CRC-32 for the PNG encoder (see Sources/CIsal/shim.h for why not zlib).
        .systemLibrary(name: "CIsal", pkgConfig: "libisal", providers: [.apt(["libisal-dev"]), .brew(["isa-l"])]),
        // The PNG encoder's row filters, in C for the AVX2 build beside the baseline one (see CPNGRows.h).
        .target(name: "CPNGRows"),
        .target(name: "LiveChartCairo", dependencies: ["LiveChartCore", "CCairo", "CIsal", "CPNGRows"]),
        .systemLibrary(name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev"]), .brew(["sdl2"])]),
        .systemLibrary(name: "CMalloc"),
        .systemLibrary(name: "CMicroHTTPD", pkgConfig: "libmicrohttpd", providers: [.apt(["libmicrohttpd-dev"]), .brew(["libmicrohttpd"])]),
        // The chart service's HTTP layer on libmicrohttpd: requests in, responses out, limits; no charts.
        .target(name: "LiveChartService", dependencies: ["CMicroHTTPD"]),
        .systemLibrary(name: "CWebSockets", pkgConfig: "libwebsockets", providers: [.apt(["libwebsockets-dev"]), .brew(["libwebsockets"])]),
        // Live market feeds over WebSocket (libwebsockets): connect, reconnect, idle hang-up, REST backfill; no charts.
        .target(name: "LiveChartFeeds", dependencies: ["LiveChartCore", "LiveChartData", "CWebSockets"]),
        .target(name: "LiveChartKit", dependencies: ["LiveChart", "LiveChartCairo", "LiveChartCore", "LiveChartData", "LiveChartIndicators"]),
        .target(name: "LiveChartViewer", dependencies: ["LiveChartCore", "LiveChartData", "LiveChartIndicators", "LiveChart", "LiveChartCairo", "LiveChartFeeds", "CSDL2", "CCairo"]),
        // The command line (every command, the service's routes, the batch tool) as a module; `livechart` is its main.
        .target(
            name: "LiveChartCLI",
            dependencies: ["LiveChartCore", "LiveChartData", "LiveChartIndicators", "LiveChart", "LiveChartCairo", "LiveChartViewer", "LiveChartFeeds", "LiveChartService", "CMalloc"],
            resources: [.copy("Resources")]
        ),
        .executableTarget(name: "livechart", dependencies: ["LiveChartCLI"]),
        .target(name: "LiveChartTestSupport", dependencies: ["LiveChartCore"], path: "Sources/LiveChartTestSupport"),
        .executableTarget(
            name: "LiveChartBench",
            dependencies: ["LiveChartCore", "LiveChartData", "LiveChartIndicators", "LiveChart", "LiveChartCairo", "LiveChartFeeds", "CCairo"]
        ),
        .testTarget(name: "LiveChartCoreTests", dependencies: ["LiveChartCore", "LiveChartTestSupport"]),
        .testTarget(name: "LiveChartDataTests", dependencies: ["LiveChartCore", "LiveChartData", "LiveChartTestSupport"]),
        .testTarget(name: "LiveChartIndicatorsTests", dependencies: ["LiveChartCore", "LiveChartData", "LiveChartIndicators", "LiveChartTestSupport"]),
        .testTarget(name: "LiveChartTests", dependencies: ["LiveChartCore", "LiveChartData", "LiveChartIndicators", "LiveChart", "LiveChartTestSupport"]),
        .testTarget(name: "livechartTests", dependencies: ["livechart", "LiveChartCLI", "LiveChartViewer", "LiveChartTestSupport", "CCairo"]),
        .testTarget(name: "LiveChartFeedsTests", dependencies: ["LiveChartCore", "LiveChartData", "LiveChartFeeds", "LiveChartTestSupport"]),
        .testTarget(name: "LiveChartCairoTests", dependencies: ["LiveChartCore", "LiveChartData", "LiveChart", "LiveChartCairo", "LiveChartTestSupport", "CCairo", "CMalloc"]),
    ]
)
