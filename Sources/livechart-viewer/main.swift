import Foundation
import LiveChartViewerCLI

// livechart-viewer: `livechart` with windows (the viewer, `curve --view`, `score --view`); `livechart` hands such
// commands to it, so that charts written to files load no SDL2 or libwebsockets.
exit(LiveChartViewerCommandLine.main(Array(CommandLine.arguments.dropFirst())))
