#if os(iOS)
import Navigation
import SwiftUI
import XCTest

/// Row b: the controller of a representable in a `NavigationStack` destination gets
/// `viewWillAppear` for a program push and `viewWillDisappear` for a program pop, finds
/// the navigation controller's transition coordinator there, and the coordinator's
/// completion comes once the slide is over.
///
/// A slide is over when the navigation controller holds its new count, only its top
/// controller's view is in the window, and it has no transition coordinator. The last two
/// are asserted on the main queue's next turn after the completion, the earliest the
/// renderer's next step can run; both readings print.
@MainActor
final class PushTransitionTests: DeviceTestCase {
    func test_b_destinationRepresentableFindsTheCoordinatorWhoseCompletionFollowsTheSlide() async throws {
        let navigation = try await hostRootView(TestScreen("root"))
        let log = AppearanceLog()
        navigation.push(TestScreen("pushed") { AppearanceProbe(log: log).frame(width: 44, height: 44) })
        guard
            await waitUntil(
                "the push's coordinator completion", timeout: 10, { log.transitionEnd(appearing: true) != nil })
        else { return }
        checkSlide(log, appearing: true, count: 2)
        check(navigation.state.stack.count == 1, "the state's stack: \(navigation.state)")
        guard await waitUntilSettled("the push", stacks: [[2]]) else { return }

        navigation.pop()
        guard
            await waitUntil(
                "the pop's coordinator completion", timeout: 10, { log.transitionEnd(appearing: false) != nil })
        else { return }
        checkSlide(log, appearing: false, count: 1)
        check(navigation.state.stack.isEmpty, "the state's stack: \(navigation.state)")
        await waitUntilSettled("the pop", stacks: [[1]])
    }

    /// Checks the push (`appearing`) or pop the log saw: the probe found the coordinator
    /// as the slide began, and the slide was over at the coordinator's completion.
    private func checkSlide(_ log: AppearanceLog, appearing: Bool, count: Int, line: UInt = #line) {
        let slide = appearing ? "push" : "pop"
        guard let began = log.first(appearing ? .willAppear : .willDisappear),
            let ended = log.transitionEnd(appearing: appearing), let next = ended.nextTurn
        else { return fail("\(slide): the log lacks its callbacks\n\(log.text)", line: line) }
        print("row b, \(slide): \(began)\nrow b, \(slide): \(ended)")
        check(began.atCallback.findsCoordinator, "\(slide): the probe found no coordinator\n\(log.text)", line: line)
        check(
            began.atCallback.stackInTransition,
            "\(slide): the navigation controller had no coordinator as the slide began\n\(log.text)", line: line)
        check(ended.time > began.time, "\(slide): the completion came before the slide began\n\(log.text)", line: line)
        check(
            ended.callback == .transitionEnded(appearing: appearing, cancelled: false),
            "\(slide): the program's slide was cancelled\n\(log.text)", line: line)
        check(
            ended.atCallback.stack?.count == count,
            "\(slide): the navigation controller does not hold \(count) at the completion\n\(log.text)", line: line)
        check(
            next.stack?.inWindow == 1,
            "\(slide): more than the top screen is in the window after the completion\n\(log.text)", line: line)
        check(
            !next.stackInTransition,
            "\(slide): the navigation controller's coordinator outlives its completion\n\(log.text)", line: line)
    }
}
#endif
