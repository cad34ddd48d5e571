import Foundation
import LiveChartData
import LiveChartIndicators

/// 300 bars of a walk with a missing close and a flat stretch: what a fuzzed formula is computed over.
let fuzzBars: [Bar] = (0..<300).map { i in
    let c = i == 150 ? Double.nan : (170...180).contains(i) ? 50 : 50 + 10 * sin(Double(i) / 9) + Double(i % 7)
    return Bar(time: Int64(i) * 86_400, open: c - 0.5, high: c + 1, low: c - 1, close: c, volume: 1_000 + Double(i))
}

/// libFuzzer entry: one input as a formula's text. Every input must either be refused with a `FormulaError` or
/// compile and compute: batch over the bars, then streamed with intra-bar updates, the two equal bit for bit.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFormula(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let formula = try? Formula(text), let indicator = try? formula.indicator() else { return 0 }
    let batch = indicator.compute(fuzzBars)
    var engine = IndicatorEngine(indicator, history: [], keepsHistory: true)
    for bar in fuzzBars {
        var tick = bar
        tick.close = bar.close * 0.99
        _ = engine.append(tick)
        _ = engine.updateLast(bar)
    }
    for (line, values) in batch.enumerated() {
        for (i, v) in values.enumerated() where !(v.bitPattern == engine.lines[line][i].bitPattern || v.isNaN && engine.lines[line][i].isNaN) {
            fatalError("\(formula.lineNames[line]) bar \(i): batch \(v), stream \(engine.lines[line][i]) for:\n\(text)")
        }
    }
    return 0
}
