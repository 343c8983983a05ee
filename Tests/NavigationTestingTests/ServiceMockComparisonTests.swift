import Foundation
import Navigation
import NavigationTesting
import Testing

// The same seeded sequences of calls, driven through `NavigationService` and through
// `MockNavigationService`, with presentation policies, guards, journal listeners and
// alert actions that call back: after every step the two must hold equal states, have
// returned the same results and run the same alert actions. A router test that passes
// against the mock then describes what the app does.

/// What a module does when a policy decides it, a guard sees its push or a listener hears
/// it shown: the callbacks are in the modules, so both navigations make the same ones.
private enum Reaction: Hashable, Sendable, CaseIterable {
    case none, push, show, pop, finish, tap, alert, dismiss
}

private struct Node: Module, CustomStringConvertible {
    let id: Int
    let reaction: Reaction
    func build(container: Container) -> some View { EmptyView() }
    var description: String { reaction == .none ? "Node \(id)" : "Node \(id) (\(reaction))" }
}

/// One step of a sequence, drawn before either navigation takes it.
private enum Step {
    case push(Node)
    case show(Node)
    case attemptShow(Node)
    case present(Node, PresentationStyle)
    case pop, popToRoot, dismiss, dismissAll, dismissAlert
    case setStack([Node])
    case transaction([Node])
    case showAlert(Int)
    case replaceAlert(Int)
    case tap(button: Int)
    case staleTap
    case awaitPush(Node)
    case awaitShow(Node)
    case finish(Int)
    case finishAwaited(Int)
}

/// How a sequence's navigations are watched and placed, drawn once per sequence.
private struct Setup {
    enum Policy { case stack, sheets, reacting }
    var policy: Policy
    var rejectsEveryFifth: Bool
    var redirectsSheetsToPushes: Bool
    var guardReacts: Bool
    var listenerReacts: Bool
}

private struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// One navigation under test, with what its callbacks did.
@MainActor
private final class Driven<Navigation: NavigationServiceType> {
    let navigation: Navigation
    /// The service that guards and listeners are installed on: the navigation itself, or
    /// the one the mock records around.
    let service: NavigationService
    /// Every result a call returned and every alert action that ran, in order.
    var log: [String] = []
    /// How the awaited calls ended, by the step that started them.
    var awaited: [Int: String] = [:]
    /// How many awaiting calls were made, and how many of their tasks have made them.
    var started = 0
    var began = 0
    var changes = 0
    private var lastTap: (NavigationAlert.Button, NavigationAlert)?

    init(_ navigation: Navigation, service: NavigationService, setup: Setup) {
        self.navigation = navigation
        self.service = service
        switch setup.policy {
        case .stack: navigation.presentationPolicy = .stack
        case .sheets: navigation.presentationPolicy = .presenting(.sheet)
        case .reacting:
            navigation.presentationPolicy = PresentationPolicy("reacting") { [unowned self] module, _ in
                guard let node = module.unwrap(as: Node.self) else { return .push }
                react(node)
                return node.id.isMultiple(of: 2) ? .push : .present(.sheet)
            }
        }
        if setup.rejectsEveryFifth {
            service.addGuard { operation, _ in
                if case .push(let module) = operation, let node = module.unwrap(as: Node.self),
                    node.id.isMultiple(of: 5)
                {
                    return .reject("every fifth")
                }
                return .allow
            }
        }
        if setup.redirectsSheetsToPushes {
            service.addGuard { operation, _ in
                if case .present(let module, .sheet) = operation, let node = module.unwrap(as: Node.self),
                    node.id.isMultiple(of: 3)
                {
                    return .redirect([.push(module)])
                }
                return .allow
            }
        }
        if setup.guardReacts {
            service.addGuard { [unowned self] operation, _ in
                if case .push(let module) = operation, let node = module.unwrap(as: Node.self) { react(node) }
                return .allow
            }
        }
        service.addJournalListener { [unowned self] entry in
            if entry.outcome.changed { changes += 1 }
            guard setup.listenerReacts, let last = entry.outcome.applied.operations.last else { return }
            switch last {
            case .push(let module), .present(let module, _):
                if let node = module.unwrap(as: Node.self) { react(node) }
            default:
                break
            }
        }
    }

    /// The callback `node` asks for, made on this navigation, its result logged.
    func react(_ node: Node) {
        let child = node.id * 10 + 1
        switch node.reaction {
        case .none: return
        case .push: log.append("react push \(navigation.push(Node(id: child, reaction: .none)))")
        case .show: log.append("react show \(navigation.show(Node(id: child, reaction: .none)))")
        case .pop: log.append("react pop \(navigation.pop())")
        case .finish: log.append("react finish \(navigation.finish(returning: node.id))")
        case .tap: log.append("react tap \(tapShowing(button: 0))")
        case .alert: log.append("react alert \(navigation.showAlert(alert(node.id)))")
        case .dismiss: log.append("react dismiss \(navigation.dismiss())")
        }
    }

    /// An alert whose first button's action may navigate; the actions log that they ran.
    func alert(_ id: Int) -> NavigationAlert {
        NavigationAlert(
            title: "A\(id)",
            buttons: [
                .init("OK") { [unowned self] in
                    log.append("ok \(id)")
                    if id.isMultiple(of: 3) {
                        log.append("action push \(navigation.push(Node(id: id * 10 + 3, reaction: .none)))")
                    }
                },
                .init("No", role: .cancel) { [unowned self] in log.append("no \(id)") },
            ])
    }

    func tapShowing(button: Int) -> String {
        guard let alert = navigation.state.alert else { return "no alert" }
        let button = alert.buttons[button % alert.buttons.count]
        lastTap = (button, alert)
        return "\(navigation.tap(button, of: alert))"
    }

    /// Takes `step`, numbered `index`, and logs what it returned.
    func take(_ step: Step, index: Int) {
        let result: String
        switch step {
        case .push(let node): result = "\(navigation.push(node))"
        case .show(let node): result = "\(navigation.show(node))"
        case .attemptShow(let node): result = describe(navigation.attempt([], showing: AnyModule(node)))
        case .present(let node, let style): result = "\(navigation.apply(.present(AnyModule(node), style: style)))"
        case .pop: result = "\(navigation.pop())"
        case .popToRoot: result = "\(navigation.popToRoot())"
        case .dismiss: result = "\(navigation.dismiss())"
        case .dismissAll: result = "\(navigation.dismissAll())"
        case .dismissAlert: result = "\(navigation.dismissAlert())"
        case .setStack(let nodes): result = "\(navigation.setStack(nodes.map { AnyModule($0) }))"
        case .transaction(let nodes):
            result = describe(navigation.attempt(NavigationTransaction([.pop] + nodes.map { .push($0) })))
        case .showAlert(let id): result = "\(navigation.showAlert(alert(id)))"
        case .replaceAlert(let id):
            navigation.alert = alert(id)
            result = "set"
        case .tap(let button): result = tapShowing(button: button)
        case .staleTap:
            guard let (button, alert) = lastTap else {
                result = "no tap"
                break
            }
            result = "\(navigation.tap(button, of: alert))"
        case .awaitPush(let node):
            started += 1
            Task { [navigation] in
                // The task runs on the main actor, through the call's start, without a
                // pause: once `began` counts it, the call has applied or been queued.
                self.began += 1
                let outcome = await navigation.push(node, expecting: Int.self)
                self.awaited[index] = "\(outcome)"
            }
            result = "await"
        case .awaitShow(let node):
            started += 1
            Task { [navigation] in
                self.began += 1
                let outcome = await navigation.show(node, expecting: Int.self)
                self.awaited[index] = "\(outcome)"
            }
            result = "await"
        case .finish(let value): result = "\(navigation.finish(returning: value))"
        case .finishAwaited(let value): result = "\(navigation.finish(returning: "\(value)"))"
        }
        log.append(result)
    }

    private func describe(_ outcome: NavigationOutcome) -> String {
        "\(outcome.changed) \(outcome.isQueued) \(outcome.rejection?.reason ?? "-") \(outcome.applied)"
    }
}

private func draw(_ random: inout SplitMix, ids: inout Int) -> Step {
    func node() -> Node {
        ids += 1
        let reaction = Reaction.allCases[Int.random(in: 0..<Reaction.allCases.count * 2, using: &random) / 2]
        return Node(id: ids, reaction: Int.random(in: 0..<3, using: &random) == 0 ? reaction : .none)
    }
    switch Int.random(in: 0..<22, using: &random) {
    case 0, 1: return .push(node())
    case 2, 3: return .show(node())
    case 4: return .attemptShow(node())
    case 5: return .present(node(), [.modal, .sheet, .popup][Int.random(in: 0..<3, using: &random)])
    case 6, 7: return .pop
    case 8: return .popToRoot
    case 9: return .dismiss
    case 10: return .dismissAll
    case 11: return .dismissAlert
    case 12: return .setStack((0..<Int.random(in: 0...2, using: &random)).map { _ in node() })
    case 13: return .transaction((0..<Int.random(in: 1...2, using: &random)).map { _ in node() })
    case 14: return .showAlert(Int.random(in: 0..<30, using: &random))
    case 15: return .replaceAlert(Int.random(in: 0..<30, using: &random))
    case 16: return .tap(button: Int.random(in: 0..<2, using: &random))
    case 17: return .staleTap
    case 18: return .awaitPush(node())
    case 19: return .awaitShow(node())
    case 20: return .finish(Int.random(in: 0..<100, using: &random))
    default: return .finishAwaited(Int.random(in: 0..<100, using: &random))
    }
}

/// Yields until `condition` holds, at most `turns` times; returns whether it held.
@MainActor
private func eventually(within turns: Int = 1_000, _ condition: () -> Bool) async -> Bool {
    for _ in 0..<turns {
        if condition() { return true }
        await Task.yield()
    }
    return condition()
}

@Suite @MainActor struct ServiceMockComparisonTests {
    /// What the sequences exercised, so that a run that compares nothing shows.
    private struct Coverage {
        var callbacks = 0
        var queued = 0
        var finished = 0
        var actions = 0
    }

    /// Runs sequence `seed` through both; returns what first differed, or `nil`.
    private static func run(seed: UInt64, steps: Int, coverage: inout Coverage) async -> String? {
        var random = SplitMix(state: seed)
        let setup = Setup(
            policy: [.stack, .sheets, .reacting, .reacting][Int.random(in: 0..<4, using: &random)],
            rejectsEveryFifth: Bool.random(using: &random),
            redirectsSheetsToPushes: Bool.random(using: &random),
            guardReacts: Bool.random(using: &random),
            listenerReacts: Bool.random(using: &random))
        let real = NavigationService()
        let service = Driven(real, service: real, setup: setup)
        let mockNavigation = MockNavigationService()
        let mock = Driven(mockNavigation, service: mockNavigation.service, setup: setup)
        var ids = 0
        var steps = (0..<steps).map { _ in draw(&random, ids: &ids) }
        // Every sequence ends with a state that every awaited module leaves.
        steps.append(.setStack([]))
        for (index, step) in steps.enumerated() {
            service.take(step, index: index)
            mock.take(step, index: index)
            if service.began < service.started || mock.began < mock.started {
                let began = await eventually { service.began == service.started && mock.began == mock.started }
                if !began { return "step \(index), \(step): the awaiting calls did not start" }
            }
            let problems = [
                service.navigation.state == mock.navigation.state ? nil : "states differ",
                service.log == mock.log ? nil : "results or alert actions differ",
                service.changes == mockNavigation.changeCount
                    ? nil : "the mock counted \(mockNavigation.changeCount) changes, the service \(service.changes)",
            ].compactMap { $0 }
            if !problems.isEmpty {
                return
                    "step \(index), \(step): \(problems)\nservice:\n\(service.navigation.state)\nmock:\n\(mock.navigation.state)\n"
                    + "service log: \(service.log.suffix(6))\nmock log: \(mock.log.suffix(6))"
            }
        }
        real.state = NavigationState()
        mockNavigation.service.state = NavigationState()
        let settled = await eventually {
            service.awaited.count == service.started && mock.awaited.count == mock.started
        }
        if !settled { return "the awaiting calls did not resume once the states were emptied" }
        if service.awaited != mock.awaited { return "awaited results differ: \(service.awaited) vs \(mock.awaited)" }
        coverage.callbacks += service.log.count { $0.hasPrefix("react") }
        coverage.queued += service.log.count { $0.hasPrefix("react") && $0.hasSuffix("false") }
        coverage.actions += service.log.count { $0.hasPrefix("ok") || $0.hasPrefix("no") }
        coverage.finished += service.awaited.values.count { $0.hasPrefix("finished") }
        return nil
    }

    @Test func tenThousandSeededSequences_leaveTheServiceAndTheMockInStep() async {
        let only = ProcessInfo.processInfo.environment["NAVIGATION_COMPARISON_SEED"].flatMap(UInt64.init)
        let seeds = only.map { [$0] } ?? Array(1...10_000)
        var coverage = Coverage()
        for seed in seeds {
            if let problem = await Self.run(seed: seed, steps: 12, coverage: &coverage) {
                Issue.record("seed \(seed) (rerun with NAVIGATION_COMPARISON_SEED=\(seed)): \(problem)")
                return
            }
        }
        guard only == nil else { return }
        // The sequences made calls back while calls applied, answered alerts and finished
        // awaited modules: the comparison covered what the mock used to get wrong.
        #expect(coverage.callbacks > 1_000, "\(coverage)")
        #expect(coverage.queued > 1_000, "\(coverage)")
        #expect(coverage.actions > 1_000, "\(coverage)")
        #expect(coverage.finished > 100, "\(coverage)")
        print("Service and mock compared over \(seeds.count) sequences: \(coverage)")
    }
}
