// swift-tools-version:6.0
// LiveChart: charts of live data (K-line, timeline, score, curves) rendered through Cairo and Pango.
import PackageDescription

let package = Package(
    name: "LiveChart",
    products: [
        // The one import for the common case: the engine (Core, Data, Indicators, LiveChart, Cairo); no viewer, feeds or service.
        .library(name: "LiveChartKit", targets: ["LiveChartKit"]),
        .library(name: "LiveChartCore", targets: ["LiveChartCore"]),
        .library(name: "LiveChartData", targets: ["LiveChartData"]),
        .library(name: "LiveChartIndicators", targets: ["LiveChartIndicators"]),
        .library(name: "LiveChart", targets: ["LiveChart"]),
        .library(name: "LiveChartCairo", targets: ["LiveChartCairo"]),
        .library(name: "LiveChartFeeds", targets: ["LiveChartFeeds"]),
        .library(name: "LiveChartViewer", targets: ["LiveChartViewer"]),
        // Specs, jobs and the option tables; the chart service to embed in a server app (no SDL2, no libwebsockets).
        .library(name: "LiveChartJobs", targets: ["LiveChartJobs"]),
        .library(name: "LiveChartService", targets: ["LiveChartService"]),
        .library(name: "LiveChartCLI", targets: ["LiveChartCLI"]),
        // What the fuzzers in fuzz/ drive (the still and live pipelines, the spec parser); not for apps.
        .library(name: "LiveChartFuzzProbes", targets: ["LiveChartFuzzProbes"]),
        .executable(name: "livechart", targets: ["livechart"]),
        .executable(name: "livechart-service", targets: ["livechart-service"]),
        .executable(name: "livechart-viewer", targets: ["livechart-viewer"]),
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
        .systemLibrary(name: "CWebSockets", pkgConfig: "libwebsockets", providers: [.apt(["libwebsockets-dev"]), .brew(["libwebsockets"])]),
        // Live market feeds over WebSocket (libwebsockets): connect, reconnect, idle hang-up, REST backfill; no charts.
        .target(name: "LiveChartFeeds", dependencies: ["LiveChartCore", "LiveChartData", "CWebSockets"]),
        .target(name: "LiveChartKit", dependencies: ["LiveChart", "LiveChartCairo", "LiveChartCore", "LiveChartData", "LiveChartIndicators"]),
        .target(name: "LiveChartViewer", dependencies: ["LiveChartCore", "LiveChartData", "LiveChartIndicators", "LiveChart", "LiveChartCairo", "LiveChartFeeds", "CSDL2", "CCairo"]),
        // Specs and jobs: the option tables and settings every chart command reads, what draws each chart type's
        // still from them, the service's and the batch tool's spec and job, the batch runner, the shipped themes.
        // No window, no feeds: what the service needs, and nothing that links SDL2 or libwebsockets.
        .target(
            name: "LiveChartJobs",
            dependencies: ["LiveChartCore", "LiveChartData", "LiveChartIndicators", "LiveChart", "LiveChartCairo", "CCairo", "CMalloc"],
            resources: [.copy("Resources")]
        ),
        // The chart service: the HTTP layer on libmicrohttpd (requests, responses, limits), the routes, API keys,
        // metrics, image cache and render workers, its settings and its process; over LiveChartJobs, headless.
        .target(name: "LiveChartService", dependencies: ["CMicroHTTPD", "LiveChartCore", "LiveChartJobs"]),
        // The service alone as an executable, for servers without a display: nothing of the viewer or the feeds is linked
        // (scripts/check-headless-service.sh checks it).
        .executableTarget(name: "livechart-service", dependencies: ["LiveChartService", "LiveChartJobs", "LiveChartCore"]),
        // The command line's commands: argument parsing and calls into the libraries above; `livechart` is its main
        // and links no window, feed or HTTP library (SDL2, libwebsockets, libmicrohttpd): a command that opens a window
        // is handed whole to `livechart-viewer` beside it, `serve` to `livechart-service`. The bundled sample is its resource.
        .target(
            name: "LiveChartCLI",
            dependencies: ["LiveChartCore", "LiveChartData", "LiveChartIndicators", "LiveChart", "LiveChartCairo", "LiveChartJobs"],
            resources: [.copy("Resources")]
        ),
        .executableTarget(name: "livechart", dependencies: ["LiveChartCLI"]),
        // The commands that open a window (`view`, `curve --view`, `score --view`) over the viewer and the feeds;
        // `livechart-viewer` is every command of `livechart` with these.
        .target(
            name: "LiveChartViewerCLI",
            dependencies: ["LiveChartCore", "LiveChartData", "LiveChart", "LiveChartJobs", "LiveChartCLI", "LiveChartViewer", "LiveChartFeeds"]
        ),
        .executableTarget(name: "livechart-viewer", dependencies: ["LiveChartViewerCLI"]),
        // The fuzzers' entry points (`@_spi(Fuzzing)`): untrusted bytes through the still pipeline, the live path and the
        // spec parser; fuzz/ and the suite's FuzzProbeTests call them.
        .target(name: "LiveChartFuzzProbes", dependencies: ["LiveChartCore", "LiveChartData", "LiveChart", "LiveChartCairo", "LiveChartJobs"]),
        .target(name: "LiveChartTestSupport", dependencies: ["LiveChartCore"], path: "Sources/LiveChartTestSupport"),
        .executableTarget(
            name: "LiveChartBench",
            dependencies: ["LiveChartCore", "LiveChartData", "LiveChartIndicators", "LiveChart", "LiveChartCairo", "LiveChartFeeds", "CCairo"]
        ),
        .testTarget(name: "LiveChartCoreTests", dependencies: ["LiveChartCore", "LiveChartTestSupport"]),
        .testTarget(name: "LiveChartDataTests", dependencies: ["LiveChartCore", "LiveChartData", "LiveChartTestSupport"]),
        .testTarget(name: "LiveChartIndicatorsTests", dependencies: ["LiveChartCore", "LiveChartData", "LiveChartIndicators", "LiveChartTestSupport"]),
        .testTarget(name: "LiveChartTests", dependencies: ["LiveChartCore", "LiveChartData", "LiveChartIndicators", "LiveChart", "LiveChartTestSupport"]),
        .testTarget(
            name: "livechartTests",
            // `livechart` for the tests that run the tool (CLIRunner); the others call the libraries.
            dependencies: ["livechart", "livechart-viewer", "livechart-service", "LiveChartCore", "LiveChartData", "LiveChartIndicators", "LiveChart", "LiveChartJobs", "LiveChartService",
                           "LiveChartFuzzProbes", "LiveChartViewer", "LiveChartTestSupport", "CCairo"]
        ),
        .testTarget(name: "LiveChartFeedsTests", dependencies: ["LiveChartCore", "LiveChartData", "LiveChartFeeds", "LiveChartTestSupport"]),
        .testTarget(name: "LiveChartCairoTests", dependencies: ["LiveChartCore", "LiveChartData", "LiveChart", "LiveChartCairo", "LiveChartTestSupport", "CCairo", "CMalloc"]),
    ]
)
