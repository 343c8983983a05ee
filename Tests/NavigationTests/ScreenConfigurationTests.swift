import Navigation
import Testing

/// `RootView(..., settleTime:)` becomes a `ScreenConfiguration`: what it makes of a value.
@Suite struct ScreenConfigurationTests {
    @Test func aNegativeSettleTime_countsAsZero() {
        let configuration = ScreenConfiguration(settleTime: .seconds(-1))
        #expect(configuration.settleTime == .zero)
        #expect(configuration.firstRead == .milliseconds(500))
    }

    @Test func theLongestReadingInterval_isNeverShorterThanTheFirst() {
        let configuration = ScreenConfiguration(firstRead: .seconds(3), longestRead: .seconds(1))
        #expect(configuration.longestRead == .seconds(3))
        #expect(ScreenConfiguration(firstRead: .zero).firstRead == .milliseconds(1))
    }

    @Test func theStandardConfiguration_pausesNever_andReadsAtMost16sApart() {
        #expect(ScreenConfiguration.standard.settleTime == .zero)
        #expect(ScreenConfiguration.standard.longestRead == .seconds(16))
    }
}
