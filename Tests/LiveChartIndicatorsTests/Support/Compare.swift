import Testing

/// The largest |actual − expected| over rows where `expected` is a number, after checking that
/// the rows where `expected` is NaN are NaN in `actual` too (warm-up is part of the contract)
/// unless `nanIsContract` is false. Rows before `from` are skipped.
func maxDifference(
    _ actual: [Double], _ expected: [Double], from: Int = 0, nanIsContract: Bool = true,
    sourceLocation: SourceLocation = #_sourceLocation
) -> Double {
    #expect(actual.count == expected.count, sourceLocation: sourceLocation)
    var worst = 0.0
    for i in from..<min(actual.count, expected.count) {
        if expected[i].isNaN {
            if nanIsContract {
                #expect(actual[i].isNaN, "row \(i): expected NaN, got \(actual[i])", sourceLocation: sourceLocation)
            }
            continue
        }
        let diff = abs(actual[i] - expected[i])
        if !(diff <= worst) { worst = diff.isNaN ? .infinity : diff }
    }
    return worst
}

/// Expects `actual` to match `expected` within `tolerance` (see `maxDifference`).
func expectMatch(
    _ actual: [Double], _ expected: [Double], tolerance: Double, from: Int = 0, nanIsContract: Bool = true,
    _ label: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    let worst = maxDifference(actual, expected, from: from, nanIsContract: nanIsContract, sourceLocation: sourceLocation)
    #expect(worst <= tolerance, "\(label): max |diff| \(worst) > \(tolerance)", sourceLocation: sourceLocation)
}
