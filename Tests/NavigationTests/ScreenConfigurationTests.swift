import Navigation
import Testing

/// `RootView(..., settleTime:)` becomes a `ScreenConfiguration`: what it makes of a value.
@Suite struct ScreenConfigurationTests {
    @Test func aNegativeSettleTime_countsAsZero() {
        let configuration = ScreenConfiguration(settleTime: .seconds(-1))
        #expect(configuration.settleTime == .zero)
        #expect(configuration.reportTimeout == .seconds(2))
    }

    @Test func aSettleTimeLongerThanTheReportTimeout_raisesTheReportTimeout() {
        let configuration = ScreenConfiguration(settleTime: .seconds(3))
        #expect(configuration.settleTime == .seconds(3))
        #expect(configuration.reportTimeout == .seconds(3))
    }

    @Test func theStandardSettleTimes_are600msFromiOS18On_and700msBefore() {
        #expect(ScreenConfiguration.standard(beforeiOS18: false).settleTime == .milliseconds(600))
        #expect(ScreenConfiguration.standard(beforeiOS18: true).settleTime == .milliseconds(700))
    }
}
