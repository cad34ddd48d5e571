// One import for the common case: charts, data, indicators and Cairo/Pango output.
// The SDL2 viewer stays a separate import (`LiveChartViewer`), so a server links no window system.
@_exported import LiveChart
@_exported import LiveChartCairo
@_exported import LiveChartCore
@_exported import LiveChartData
@_exported import LiveChartIndicators
