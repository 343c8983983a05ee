import Foundation
import Navigation
import Testing

/// One scene on an ``OutsideDevice``: the session, its navigation, and the checks a
/// SwiftUI developer makes of the screen.
@MainActor
final class OutsideScene {
    let device: OutsideDevice
    let session: ScreenSession
    let container = DependencyContainer()
    /// Every screen name this scene made.
    private(set) var names: [String] = []
    /// How many journal entries the program's calls made, and how many came otherwise
    /// (the session's write-backs, listeners' and `deinit`s' calls).
    private(set) var programEntries = 0
    private(set) var otherEntries = 0
    private var programDepth = 0
    private var journal: NavigationToken?

    /// A scene whose root is a plain stack, its navigation starting at the state `state`
    /// makes (with `make`, which makes a new screen from a base name).
    init(
        seed: UInt64 = 1,
        configuration: ScreenConfiguration = .standard,
        traced: Bool = true,
        _ state: (_ make: (String) -> AnyModule) -> NavigationState = { _ in NavigationState() }
    ) {
        device = OutsideDevice(seed: seed)
        var made: [String] = []
        let make: (String) -> AnyModule = { base in
            let name = OutsideBuilds.fresh(base)
            made.append(name)
            return AnyModule(OutsideScreen(name: name))
        }
        let root = make("root")
        let initial = state(make)
        names = made
        session = ScreenSession(
            root: root, container: container, navigation: NavigationService(state: initial),
            configuration: configuration, platform: device)
        device.session = session
        if traced { session.trace = { [unowned device] line in device.traceLine(line) } }
        session.reports = { _ in }
        journal = navigation.addJournalListener { [unowned self] entry in
            if programDepth > 0 { programEntries += 1 } else { otherEntries += 1 }
        }
        // SwiftUI renders the first frame; the root's content appears.
        device.render()
        session.frame.rootAppeared()
    }

    var navigation: NavigationService { session.navigation }

    /// A new screen with a name of its own.
    func screen(_ base: String = "s") -> AnyModule {
        AnyModule(OutsideScreen(name: fresh(base)))
    }

    /// A unique name, recorded for the build checks.
    func fresh(_ base: String) -> String {
        let name = OutsideBuilds.fresh(base)
        names.append(name)
        return name
    }

    /// Runs `call` as the program's: its journal entries count as the program's.
    @discardableResult
    func program<T>(_ call: () -> T) -> T {
        programDepth += 1
        defer { programDepth -= 1 }
        return call()
    }

    /// Whether a program call is under way.
    var programCalling: Bool { programDepth > 0 }

    /// Lets `duration` pass on the device.
    func run(_ duration: Duration) { device.advance(by: duration) }

    /// Lets UIKit finish and the watchdog read until nothing more happens.
    func settle(_ duration: Duration = .seconds(200)) { device.advance(by: duration) }

    var unexpected: [SceneMachine.Report] {
        session.reportsSoFar.filter { if case .unexpected = $0 { true } else { false } }
    }

    var stalls: [SceneMachine.Report] {
        session.reportsSoFar.filter { if case .stalled = $0 { true } else { false } }
    }

    /// The names of the top stack as UIKit shows it.
    var shownTop: [String] {
        guard let id = device.topStackID, let nav = device.navs[id] else { return [] }
        return nav.shown.map { OutsideDevice.name($0.module) }
    }

    /// What differs from a converged, healthy scene: the screen against the state, screens
    /// built twice, views kept of modules gone, impossible events, the renderer's faults
    /// the device saw, and events the trace missed.
    func problems(allowUnexpected: Bool = false) -> [String] {
        var found = device.mismatches()
        let rebuilt = OutsideDevice.rebuilt(among: names)
        if !rebuilt.isEmpty { found.append("built more than once: \(rebuilt)") }
        let state = navigation.state
        let kept = Set(state.visibleModules.map(\.id) + [session.root.id])
        let leaked = session.builder.builtModuleIDs.subtracting(kept)
        if !leaked.isEmpty {
            found.append(
                "views kept of \(leaked.count) module(s) gone: \(leaked.map { device.seen[$0] ?? "\($0)" }.sorted())")
        }
        if !allowUnexpected, !unexpected.isEmpty { found.append("unexpected: \(unexpected)") }
        found += device.violations
        found += device.traceGaps
        found += traceAccounting()
        if ProcessInfo.processInfo.environment["OUTSIDE_DUMP"] != nil {
            print(device.lines.joined(separator: "\n"))
            print("PROBLEMS:", found)
        }
        return found
    }

    /// Every read, timer and report the session made appears in its trace.
    func traceAccounting() -> [String] {
        guard session.trace != nil else { return [] }
        let session = device.lines.filter { $0.contains("[session] ") }
        func count(_ prefix: String) -> Int { session.filter { $0.contains("[session] \(prefix)") }.count }
        var found: [String] = []
        if count("do read") != device.reads {
            found.append("trace: \(count("do read")) 'do read' lines for \(device.reads) reads")
        }
        let timers = count("do startWatchdog") + count("do startPause")
        if timers != device.timersScheduled {
            found.append("trace: \(timers) timer lines for \(device.timersScheduled) timers")
        }
        if count("report ") != self.session.reportsSoFar.count {
            found.append("trace: \(count("report ")) report lines for \(self.session.reportsSoFar.count) reports")
        }
        if count("do show") < device.publishes {
            found.append("trace: \(count("do show")) 'do show' lines for \(device.publishes) frames")
        }
        return found
    }

    /// A failure message: the problems and the tail of the trace.
    func message(_ problems: [String], lines: Int = 80) -> Comment {
        Comment(rawValue: problems.joined(separator: "\n") + "\n--- trace tail ---\n" + device.tail(lines))
    }
}
