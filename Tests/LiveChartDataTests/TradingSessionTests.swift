import LiveChartCore
import LiveChartData
import Testing

@Suite struct TradingSessionTests {
    let day = CivilTime(year: 2020, month: 7, day: 1).daysSince1970

    func time(_ h: Int, _ m: Int, _ s: Int = 0) -> Int64 { CivilTime(year: 2020, month: 7, day: 1, hour: h, minute: m, second: s).secondsSince1970 }

    @Test func aShareHas240MinutesLabelledByClose() {
        let s = TradingSession.aShare
        #expect(s.minuteCount == 240)
        #expect(s.index(ofBarTime: time(9, 31)) == 0)
        #expect(s.index(ofBarTime: time(11, 30)) == 119)
        #expect(s.index(ofBarTime: time(13, 1)) == 120)
        #expect(s.index(ofBarTime: time(15, 0)) == 239)
        #expect(s.barTime(ofIndex: 0, day: day) == time(9, 31))
        #expect(s.barTime(ofIndex: 119, day: day) == time(11, 30))
        #expect(s.barTime(ofIndex: 120, day: day) == time(13, 1))
        #expect(s.barTime(ofIndex: 239, day: day) == time(15, 0))
    }

    @Test func indexAndTimeRoundTripOverEverySlot() {
        for session in [TradingSession.aShare, .us, .crypto24h] {
            for i in 0..<session.minuteCount {
                let t = session.barTime(ofIndex: i, day: day)
                #expect(session.index(ofBarTime: t) == i, "\(session.name) slot \(i)")
                let minuteStart = Int64(day) * 86_400 + Int64(session.minuteOfDay(atBoundary: i)) * 60
                #expect(session.index(ofTickTime: minuteStart) == i)
                #expect(session.index(ofTickTime: minuteStart + 59) == i)
            }
        }
    }

    @Test func lunchBreakHasNoSlots() {
        let s = TradingSession.aShare
        for m in [31, 45, 59] { #expect(s.index(ofBarTime: time(11, m)) == nil) }
        for h in [12] { #expect(s.index(ofBarTime: time(h, 0)) == nil && s.index(ofBarTime: time(h, 59)) == nil) }
        #expect(s.index(ofTickTime: time(11, 29, 59)) == 119)
        #expect(s.index(ofTickTime: time(11, 30, 0)) == 119, "the closing trade of the morning belongs to its last minute")
        #expect(s.index(ofTickTime: time(11, 30, 1)) == nil)
        #expect(s.index(ofTickTime: time(12, 59, 59)) == nil)
        #expect(s.index(ofTickTime: time(13, 0, 0)) == 120)
        #expect(s.minuteOfDay(atBoundary: 120) == 13 * 60, "the boundary after the break is the afternoon's start")
        #expect(s.index(ofTickTime: time(15, 0, 0)) == 239)
        #expect(s.index(ofTickTime: time(9, 29, 59)) == nil)
    }

    @Test func usIs390MinutesAndTheClosingPrintFoldsIntoTheLastMinute() {
        let s = TradingSession.us
        #expect(s.minuteCount == 390)
        #expect(s.index(ofBarTime: time(9, 30)) == 0)
        #expect(s.index(ofBarTime: time(15, 59)) == 389)
        #expect(s.index(ofBarTime: time(16, 0)) == 389)
        #expect(s.index(ofBarTime: time(16, 1)) == nil)
        #expect(s.index(ofBarTime: time(9, 29)) == nil)
        #expect(TradingSession.crypto24h.minuteCount == 1440)
    }

    @Test func marksLabelTheAShareAxis() {
        #expect(TradingSession.aShare.marks.map(\.label) == ["09:30", "10:30", "11:30/13:00", "14:00", "15:00"])
        #expect(TradingSession.aShare.marks.map(\.index) == [0, 60, 120, 180, 240])
        #expect(TradingSession.aShare.marks.filter(\.isBreak).map(\.index) == [120])
        #expect(TradingSession.us.marks.first?.label == "09:30" && TradingSession.us.marks.last?.label == "16:00")
        #expect(TradingSession.crypto24h.marks.map(\.label) == ["00:00", "04:00", "08:00", "12:00", "16:00", "20:00", "24:00"])
    }

    @Test func customTemplatesParse() throws {
        let s = try #require(TradingSession(parsing: "09:00-10:15,10:30-11:30,13:30-15:00/close"))
        #expect(s.minuteCount == 75 + 60 + 90 && s.labelling == .closeTime)
        #expect(s.index(ofBarTime: time(10, 31)) == 75)
        #expect(s.marks.contains { $0.label == "10:15/10:30" && $0.index == 75 })
        #expect(TradingSession(parsing: "ashare") == .aShare && TradingSession(parsing: "US") == .us)
        for bad in ["", "9-10", "10:00-09:00", "09:00-10:00,09:30-11:00", "09:00-10:00/sideways", "25:00-26:00"] {
            #expect(TradingSession(parsing: bad) == nil, "\(bad)")
        }
    }

    @Test func inferRecognisesTheMarketFromBarTimes() {
        #expect(TradingSession.infer(from: [time(9, 31), time(9, 32), time(15, 0)]) == .aShare)
        #expect(TradingSession.infer(from: [time(9, 30), time(9, 31), time(15, 59), time(16, 0)]) == .us)
        #expect(TradingSession.infer(from: [time(0, 0), time(0, 1), time(23, 59)]) == .crypto24h)
    }
}

/// Session inference from the bars' own minutes (the broker-grade issue, item 8: EuroStoxx futures trading
/// 09:01–22:00 got "24h" and a timeline 37 % empty).
@Suite struct SessionInferenceTests {
    @Test func hoursOutsideTheTemplatesAreLearnedFromTheBars() {
        let day: Int64 = 13_150 * 86_400  // 2006-01-02
        let times = (541...1320).map { day + Int64($0) * 60 }  // 09:01 … 22:00, stamped at the close
        let session = TradingSession.infer(from: times)
        #expect(session.segments == [SessionSegment(start: 540, end: 1320)] && session.name == "09:00–22:00", "\(session)")
        let allDay = (0..<1440).map { day + Int64($0) * 60 }
        #expect(TradingSession.infer(from: allDay) == .crypto24h)
        let aShare = (0..<240).map { TradingSession.aShare.barTime(ofIndex: $0, day: 13_150) }
        #expect(TradingSession.infer(from: aShare) == .aShare)
    }
}
