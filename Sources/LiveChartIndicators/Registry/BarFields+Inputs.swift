import LiveChartData

/// The input sets built-in indicators declare, named so the definition tables stay quick to type-check.
extension BarFields {
    /// High and low (CR, SAR, AROON, DC, AO).
    static let hl: BarFields = [.high, .low]
    /// High, low and close (KDJ, WR, CCI, ATR, STOCH, ADX, ICHIMOKU…).
    static let hlc: BarFields = [.high, .low, .close]
    /// High, low and volume (EMV).
    static let hlv: BarFields = [.high, .low, .volume]
    /// High, low, close and volume (MFI, CMF, AD, VWAP).
    static let hlcv: BarFields = [.high, .low, .close, .volume]
    /// Close and volume (OBV, VR, PVT).
    static let closeVolume: BarFields = [.close, .volume]
    /// Volume and amount (AVG, the average price).
    static let volumeAmount: BarFields = [.volume, .amount]
}
