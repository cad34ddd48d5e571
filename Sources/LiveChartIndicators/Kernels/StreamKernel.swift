/// A causal computation over a stream of inputs, split into a live step and a commit.
///
/// This is the one recurrence behind both the batch and the streaming paths:
/// batch computation calls `update(_:)` then `advance()` for every input, and a streaming
/// engine calls `update(_:)` whenever the live bar changes and `advance()` when a new bar opens.
/// Because `update(_:)` only reads the committed state (and remembers its input), any number
/// of intra-bar updates leave the state exactly as a single update with the final input would,
/// so streaming values equal batch values bit for bit.
public protocol StreamKernel: Sendable {
    /// One input item (a price, a bar).
    associatedtype Input
    /// The value produced for one input.
    associatedtype Output

    /// Computes the value for `input` as the newest (live) item, given the committed history.
    ///
    /// Replaces the live item of an earlier call that was not followed by `advance()`.
    /// - Complexity: O(1) for every kernel of this module except `RollingMeanDeviation`.
    mutating func update(_ input: Input) -> Output

    /// Commits the live item given to the last `update(_:)` to the history.
    /// - Precondition: `update(_:)` was called since the last `advance()`.
    /// - Complexity: amortised O(1).
    mutating func advance()
}

extension StreamKernel {
    /// Runs the kernel over `inputs` (batch mode) and returns one output per input.
    ///
    /// The kernel is left with every input committed, ready to continue a stream.
    /// - Complexity: O(n) amortised.
    @inlinable
    public mutating func run<C: Collection>(_ inputs: C) -> [Output] where C.Element == Input {
        var out: [Output] = []
        out.reserveCapacity(inputs.count)
        for x in inputs {
            out.append(update(x))
            advance()
        }
        return out
    }
}
