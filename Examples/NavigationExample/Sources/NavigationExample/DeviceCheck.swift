import Navigation

/// A row of a device table that needs a finger ("Rendering with SwiftUI" and "Driving
/// UIKit" each have one), and how the example app checks it on a simulator or a phone:
/// the state it starts from, what the tester does, and a judge that reads the navigation
/// state and the renderer's trace afterwards, never the screen.
///
/// The judges are plain functions of a ``DeviceObservation``, so they are tested on any
/// platform; what a finger does has not run here, where there is no device.
public struct DeviceCheck: Identifiable {
    /// The renderer a check drives.
    public enum Renderer: String, CaseIterable, Sendable {
        /// `RootView`, the SwiftUI adapter: its table is in "Rendering with SwiftUI".
        case swiftUI = "SwiftUI"
        /// `NavigationHost`, the UIKit host: its table is in "Driving UIKit".
        case uiKit = "UIKit"
    }

    /// A program change the check makes while the tester's finger acts (a deep link that
    /// dismisses, a push from the app): the tester starts the gesture, then the change
    /// comes after `delay`. The wait only times the change; it concludes nothing.
    public struct Cue {
        /// What the button that arms the change says.
        public let label: String
        /// How long after the button the change comes.
        public let delay: Duration
        /// The change.
        public let change: @MainActor (any NavigationServiceType) -> Void
    }

    /// The check's name, which the device tables cite.
    public let id: String
    /// The renderer it drives.
    public let renderer: Renderer
    /// The table row it settles, as the row's first cell words it.
    public let row: String
    /// What the tester does, in order.
    public let steps: [String]
    /// The program change made during the gesture, if the row needs one.
    public let cue: Cue?
    /// The root layer the check starts from, built from the sample app's modules.
    public let start: @MainActor (any NavigationServiceType) -> Void
    /// Reads what happened.
    public let judge: (DeviceObservation) -> DeviceVerdict
}

/// What a check saw: the navigation state when the tester began and when they asked for
/// the verdict, and the renderer's trace between the two.
public struct DeviceObservation {
    /// The state once the check's start had shown.
    public let before: NavigationState
    /// The state when the tester asked for the verdict.
    public let after: NavigationState
    /// The renderer's trace lines, in order, with a line `example: cue` where the check's
    /// program change was made.
    public let trace: [String]

    /// Creates an observation.
    public init(before: NavigationState, after: NavigationState, trace: [String]) {
        self.before = before
        self.after = after
        self.trace = trace
    }

    /// The line the example writes into the trace when it makes a check's cue.
    public static let cueLine = "example: cue"

    /// How many lines of the trace contain `text`; only those after the cue with `afterCue`.
    func count(_ text: String, afterCue: Bool = false) -> Int {
        let lines = afterCue ? Array(trace.drop { $0 != Self.cueLine }) : trace
        return lines.filter { $0.contains(text) }.count
    }

    /// Whether the trace has a line containing `first` and, after it, one containing `second`.
    func has(_ first: String, before second: String) -> Bool {
        guard let index = trace.firstIndex(where: { $0.contains(first) }) else { return false }
        return trace[(index + 1)...].contains { $0.contains(second) }
    }
}

/// A check's outcome: each fact it read, held or not.
public struct DeviceVerdict: Equatable, Sendable {
    /// One fact of the state or the trace, and whether it held.
    public struct Fact: Equatable, Sendable {
        /// What should hold.
        public let text: String
        /// Whether it did.
        public let held: Bool
    }

    /// The facts, in the order the judge read them.
    public let facts: [Fact]

    /// Whether every fact held.
    public var passed: Bool { facts.allSatisfy(\.held) }

    /// Starts a verdict from `facts`.
    init(_ facts: [(Bool, String)]) {
        self.facts = facts.map { Fact(text: $0.1, held: $0.0) }
    }
}
