extension Bar {
    /// This bar followed by `later` in the same slot, as one bar: the first open, the highest high, the
    /// lowest low, the last close and time, volumes and amounts added (an amount stays NaN when either is).
    ///
    /// Used where two source bars fall into one session minute (the US 16:00 closing print folded into
    /// 15:59) and when a tick extends the live bar. O(1).
    public func merging(_ later: Bar) -> Bar {
        Bar(time: later.time, open: open, high: Swift.max(high, later.high), low: Swift.min(low, later.low), close: later.close,
            volume: volume + later.volume, amount: amount + later.amount)
    }
}
