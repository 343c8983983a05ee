import Navigation
import Testing

// Probes that fail on the adapter as it is: each runs its probe as a known issue, so the
// suite stays green while the defect stands, and fails ("known issue was not recorded")
// the day it is fixed, when the probe belongs back in its own file.

@Suite @MainActor struct KnownFailureProbeTests {
    @Test func aCancelledSwipeWhoseScreenReportedLeavingFirst_rebuildsTheKeptScreen() async {
        // `onDisappear` of the kept screen before the longer path comes back lets its view go.
        await withKnownIssue("known: onDisappear before the write-back lets the kept screen's view go") {
            await CancelledSwipeProbeTests().theKeptScreenStays_withItsView_andCanBePoppedLater(
                .disappearAppearThenWriteBack)
        }
    }

    @Test func aCancelledSwipeWhoseScreenReportedLeavingFirst_withAProgramPush_losesTheKeptScreen() async {
        // The push waits for the pop; `onDisappear` ends the pop and shows it; the
        // longer path written back then reads as stale, and the kept screen is gone.
        await withKnownIssue("known: the write-back after onDisappear and a push is read as stale") {
            await CancelledSwipeProbeTests().aProgramPushDuringTheCancelledSwipe_keepsBothScreens(
                .disappearAppearThenWriteBack)
        }
    }

    @Test(arguments: TransitionReportProbeTests.Ending.allCases)
    func aProgramPopDuringACancelledSwipe_withReports_showsTwoPathsAsTheSwipeEnds(
        _ ending: TransitionReportProbeTests.Ending
    ) async {
        // The held pop goes out at the swipe's end and the kept screen is put back in a
        // second frame at once; which of the two wins depends on whether the cancelled
        // end is reported before or after the longer path is written back.
        await withKnownIssue("known: a program pop held for a cancelled swipe and the kept screen show in turn") {
            await TransitionReportProbeTests().aProgramPopDuringACancelledSwipe_showsOnePathAsTheSwipeEnds(ending)
        }
    }
}
