/// The two averages behind one RSI line: of the gains and of the moves (`tdx`: |change|;
/// `taLib`: losses), smoothed alike.
public struct GainLossAverages: StreamKernel {
    @usableFromInline var gains: ExponentialSmoother
    @usableFromInline var moves: ExponentialSmoother

    /// Creates the pair with the same smoothing for both.
    public init(_ smoother: ExponentialSmoother) {
        gains = smoother
        moves = smoother
    }

    /// The averages including the live gain and move.
    @inline(__always) public mutating func update(_ input: (gain: Double, move: Double)) -> (gain: Double, move: Double) {
        (gains.update(input.gain), moves.update(input.move))
    }

    /// Commits the live gain and move.
    @inline(__always) public mutating func advance() {
        gains.advance()
        moves.advance()
    }
}
