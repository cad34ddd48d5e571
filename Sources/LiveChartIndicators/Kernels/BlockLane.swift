/// A lane of van Herk / Gil–Werman blocks over one column (`ExtremeLane`, `AgedExtremeLane`): what the pair pass
/// `scanPair` needs to walk a high lane and a low lane through the same blocks.
@usableFromInline
protocol BlockLane {
    /// What a window gives: its extreme, or the extreme and where it is.
    associatedtype Window
    mutating func beginBlock()
    /// The window ending at item `start + k`, checking for NaN and incomplete windows.
    mutating func window(start: Int, offset k: Int) -> Window
    /// The same for a block whose windows are all complete and free of NaN.
    mutating func cleanWindow(start: Int, offset k: Int) -> Window
    mutating func extendSuffix(start: Int, offset back: Int)
    mutating func endBlock()
}

extension ExtremeLane {
    /// Walks `top` and `bottom` (lanes over columns `h` and `l` of `count` items) through the blocks of `period`
    /// items together, calling `body(i, topWindow, bottomWindow)` for every item in order. The one loop of
    /// `RollingRange.column` (WR, KDJ's RSV) and `AgedExtremeLane.scan` (AROON). O(count).
    @inlinable @inline(__always)
    static func scanPair<Lane: BlockLane>(_ top: inout Lane, _ bottom: inout Lane, h: UnsafePointer<Double>, l: UnsafePointer<Double>,
                                          count: Int, period: Int, _ body: (_ index: Int, Lane.Window, Lane.Window) -> Void) {
        forEachBlock(count: count, period: period, holdsNaN: {
            holdsNaN(h, from: $0, to: $1) || holdsNaN(l, from: $0, to: $1)
        }) { start, length, checked in
            top.beginBlock()
            bottom.beginBlock()
            if length < period {  // the last block, cut short: no suffixes needed
                for k in 0..<length { body(start &+ k, top.window(start: start, offset: k), bottom.window(start: start, offset: k)) }
                return
            }
            if checked {
                for k in 0..<period {
                    body(start &+ k, top.window(start: start, offset: k), bottom.window(start: start, offset: k))
                    top.extendSuffix(start: start, offset: period &- 1 &- k)
                    bottom.extendSuffix(start: start, offset: period &- 1 &- k)
                }
            } else {
                for k in 0..<period {
                    body(start &+ k, top.cleanWindow(start: start, offset: k), bottom.cleanWindow(start: start, offset: k))
                    top.extendSuffix(start: start, offset: period &- 1 &- k)
                    bottom.extendSuffix(start: start, offset: period &- 1 &- k)
                }
            }
            top.endBlock()
            bottom.endBlock()
        }
    }
}

extension ExtremeLane: BlockLane {}
extension AgedExtremeLane: BlockLane {}
