/// MULAR(X,0): the product of every value so far (TongDaXin's 累乘, NVI's and PVI's running index). Missing values
/// are skipped, as in SUM(X,0); NaN until the first value. O(1).
struct RunningProduct: StreamKernel {
    private var held = Double.nan
    private var live = Double.nan

    mutating func update(_ x: Double) -> Double {
        live = x.isNaN ? held : (held.isNaN ? x : held * x)
        return live
    }

    mutating func advance() { held = live }
}

/// BARSCOUNT(X): the bars from the first bar where X has a value to this one, that bar counting 1 (TongDaXin:
/// "第一个有效数据到当前的天数", so BARSCOUNT(CLOSE) on the last bar is the number of bars); NaN before it. O(1).
struct BarsCount: StreamKernel {
    private var count = 0.0  // committed bars from the first value; 0 before it
    private var live = 0.0

    mutating func update(_ x: Double) -> Double {
        live = count > 0 || !x.isNaN ? count + 1 : 0
        return live > 0 ? live : .nan
    }

    mutating func advance() { count = live }
}
