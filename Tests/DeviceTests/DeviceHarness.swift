/// # Manual checks
///
/// The rows of the renderer's device table that need a finger have no test here: a test
/// cannot drive UIKit's gestures through public API. Run each by hand on a simulator or a
/// device, with the renderer's trace on (`RootView.navigationTrace`), and read what
/// settles it:
///
/// - A swipe back, held, then released, and one held, then cancelled: when SwiftUI writes
///   the stack's path (as the swipe starts, or once the pop commits), and what a cancelled
///   swipe writes (nothing, or the longer path back). Settled when, after each swipe, the
///   navigation's stack equals the screens UIKit shows, the trace has one user pop for the
///   released swipe and none left standing for the cancelled one, and a push made right
///   after either is shown.
/// - A sheet held mid-drag while a deep link dismisses it: UIKit ignores a dismissal asked
///   for while the finger drives the sheet, so the renderer must ask again. Settled when,
///   after the finger lets go (sheet pulled back up, or released), no sheet is up and the
///   state has none, and the trace shows the dismissal asked for a second time.
/// - A tab tapped again, and a collapsed split view's back button: what the tab selection
///   and the split view's selection bindings get. Settled when the reselected tab's stack
///   is back at its root in the state as on screen, and the back button leaves the state's
///   content or detail selection cleared, with nothing pushed twice.
/// - The scene sent to the background (home gesture) while a change is made (a deep link,
///   a timer in the app), then brought back: settled when, once the scene is active again,
///   what shows equals the state, nothing lost or doubled, and the trace names the
///   suspension and the resumption.

#if os(iOS)
import Navigation
import SwiftUI
import UIKit
import XCTest

/// The base of every device test: a key window to host a controller in, waits that look
/// at UIKit until a condition holds, and failures that carry UIKit's hierarchy and the
/// renderer's trace.
///
/// Nothing here sleeps to conclude: a wait ends as soon as its condition holds, and its
/// time limit only fails the test. Time that a scenario needs (a sheet left up for ten
/// seconds) passes through ``keep(for:_:file:line:_:)``, which concludes nothing. Every
/// test method of a subclass is `async`, as main-actor XCTest methods must be.
@MainActor
class DeviceTestCase: XCTestCase {
    /// The windows the running test opened and has not closed, oldest first.
    private var windows: [UIWindow] = []
    /// The renderer's trace lines of the running test.
    let trace = TraceLines()
    /// Whether a check of this harness failed in the running test.
    private var failed = false
    /// Whether the running test's end is set to close its windows and print its trace.
    private var endsArranged = false

    /// The window the running test opened last, once ``open(_:file:line:)`` made it.
    var window: UIWindow? { windows.last }

    // MARK: The window

    /// Makes a key window for the active window scene, showing `controller`, and waits
    /// until it is the key window. The window goes when the test ends.
    /// - Returns: The window.
    @discardableResult
    func open(_ controller: UIViewController, file: StaticString = #filePath, line: UInt = #line) async throws
        -> UIWindow
    {
        guard await waitUntil("a connected window scene", timeout: 10, file: file, line: line, { Self.scene != nil }),
            let scene = Self.scene
        else { throw HarnessStop("no window scene: run these tests on an iOS simulator or device") }
        let window = UIWindow(windowScene: scene)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        windows.append(window)
        if !endsArranged {
            endsArranged = true
            addTeardownBlock { @MainActor [weak self] in
                self?.end()
            }
        }
        guard await waitUntil("the window is key", file: file, line: line, { window.isKeyWindow }) else {
            throw HarnessStop("the window never became key")
        }
        return window
    }

    /// The scene to open windows in: the active one, or else one in the foreground.
    private static var scene: UIWindowScene? {
        let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
        return scenes.first { $0.activationState == .foregroundActive }
            ?? scenes.first { $0.activationState == .foregroundInactive }
    }

    /// Closes the window the running test opened last: what it presents goes without
    /// animation, and the window with it.
    func closeWindow() {
        guard let window = windows.popLast() else { return }
        if window.rootViewController?.presentedViewController != nil {
            window.rootViewController?.dismiss(animated: false)
        }
        window.isHidden = true
        window.rootViewController = nil
    }

    /// Ends the running test: checks the trace's prefixes, prints the whole trace if the
    /// test failed, and closes the test's windows.
    private func end() {
        let prefixes = ["event ", "do ", "report "]
        let strays = trace.lines.filter { line in !prefixes.contains { line.hasPrefix($0) } }
        check(strays.isEmpty, "trace lines that start with none of \(prefixes): \(strays.prefix(5))")
        if failed {
            print("--- \(name): the renderer's trace, \(trace.lines.count) lines ---")
            for line in trace.lines { print(line) }
            print("--- end of trace ---")
        }
        while !windows.isEmpty { closeWindow() }
    }

    /// What UIKit shows in the test's window now.
    var hierarchy: UIKitHierarchy { UIKitHierarchy(window) }

    // MARK: The trace

    /// `root`, sending its renderer's trace lines to ``trace``.
    func traced<Root: Module>(_ root: RootView<Root>) -> RootView<Root> {
        // TRACE: wire to RootView.navigationTrace once it lands
        //     root.navigationTrace { [trace] line in trace.append(line) }
        root
    }

    // MARK: Waiting

    /// Waits until `condition` holds, looking on the main run loop every 10 ms; fails the
    /// test, with UIKit's hierarchy and the trace, if it does not hold within `timeout`
    /// seconds.
    /// - Parameter explain: What the failure adds about the condition, read as it fails.
    /// - Returns: Whether the condition held.
    @discardableResult
    func waitUntil(
        _ what: String, timeout: TimeInterval = 5, file: StaticString = #filePath, line: UInt = #line,
        explain: (@MainActor () -> String)? = nil, _ condition: @escaping @MainActor @Sendable () -> Bool
    ) async -> Bool {
        if condition() { return true }
        let held = await poll(limit: timeout, what: what, condition)
        if !held {
            let detail = explain.map { "\n" + $0() } ?? ""
            fail("\(what): not within \(timeout) s\(detail)", file: file, line: line)
        }
        return held
    }

    /// Waits until UIKit is settled (nothing presenting, dismissing, pushing or popping)
    /// with `stacks` as the counts of its navigation controllers, level by level: `[[3],
    /// [1]]` is a root stack of three under a presented layer with one screen, `[[1], []]`
    /// a root stack of one under an alert.
    /// - Returns: Whether UIKit settled so.
    @discardableResult
    func waitUntilSettled(
        _ what: String, stacks: [[Int]], timeout: TimeInterval = 10, file: StaticString = #filePath,
        line: UInt = #line
    ) async -> Bool {
        await waitUntil("\(what): settled with stacks \(stacks)", timeout: timeout, file: file, line: line) {
            let hierarchy = self.hierarchy
            return hierarchy.isSettled && hierarchy.stackCounts == stacks
        }
    }

    /// Lets `seconds` of the scenario's time pass (a sheet left up, a dialog left open)
    /// while checking `invariant` every 10 ms; fails the test if it ever breaks. Nothing is
    /// concluded from the time itself.
    /// - Returns: Whether the invariant held throughout.
    @discardableResult
    func keep(
        for seconds: TimeInterval, _ what: String, file: StaticString = #filePath, line: UInt = #line,
        _ invariant: @escaping @MainActor @Sendable () -> Bool
    ) async -> Bool {
        let end = ContinuousClock.now + .seconds(seconds)
        let broken = PollOutcome()
        _ = await poll(limit: seconds + 5, what: "\(seconds) s of \(what)") {
            if !broken.done, !invariant() { broken.done = true }
            return ContinuousClock.now >= end
        }
        check(!broken.done, "\(what): broke within \(seconds) s", file: file, line: line)
        return !broken.done
    }

    /// Calls `tick` on the main run loop every 10 ms until it returns `true`, or `limit`
    /// seconds pass.
    /// - Returns: Whether `tick` returned `true`.
    private func poll(limit: TimeInterval, what: String, _ tick: @escaping @MainActor @Sendable () -> Bool) async
        -> Bool
    {
        let reached = expectation(description: what)
        let outcome = PollOutcome()
        // Invalidated below, once the wait is over; until then a tick after the end does nothing.
        let timer = Timer(timeInterval: 0.01, repeats: true) { _ in
            MainActor.assumeIsolated {
                guard !outcome.done, tick() else { return }
                outcome.done = true
                reached.fulfill()
            }
        }
        RunLoop.main.add(timer, forMode: .common)
        await fulfillment(of: [reached], timeout: limit)
        timer.invalidate()
        return outcome.done
    }

    // MARK: Failing

    /// Fails the test with `message`, UIKit's hierarchy and the trace's last lines; the
    /// whole trace prints when the test ends.
    func fail(_ message: String, file: StaticString = #filePath, line: UInt = #line) {
        failed = true
        XCTFail("\(message)\n\(hierarchy)\n\(trace.tail)", file: file, line: line)
    }

    /// Fails the test as ``fail(_:file:line:)`` does unless `condition` holds.
    /// - Returns: `condition`.
    @discardableResult
    func check(
        _ condition: Bool, _ message: @autoclosure () -> String, file: StaticString = #filePath, line: UInt = #line
    ) -> Bool {
        if !condition { fail(message(), file: file, line: line) }
        return condition
    }
}

/// The trace lines a renderer sent in one test, in order.
final class TraceLines {
    /// Every line so far.
    private(set) var lines: [String] = []

    /// Adds a line.
    func append(_ line: String) {
        lines.append(line)
    }

    /// The last lines, for a failure's message.
    var tail: String {
        guard !lines.isEmpty else {
            return "trace: none (not wired to RootView.navigationTrace yet, or nothing rendered)"
        }
        let shown = lines.suffix(40)
        return "trace, last \(shown.count) of \(lines.count) lines:\n" + shown.joined(separator: "\n")
    }
}

/// Whether a poll is over, shared between the poll and its timer.
@MainActor
private final class PollOutcome {
    var done = false
}

/// Why a test stopped early: the harness could not set up what it needs.
struct HarnessStop: Error, CustomStringConvertible {
    /// What is missing.
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
#endif
