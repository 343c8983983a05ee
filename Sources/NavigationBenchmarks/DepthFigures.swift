import Foundation
import Navigation
import NavigationTesting

/// The depth matrix: each operation at depth 10,000 beside the same at depth 10, for the
/// state, the service (alone, with a journal listener, a guard or a pending await) and the
/// testing mock. An operation whose change is bounded should cost the same at any depth
/// (ratio <= 2); one that changes the whole stack should cost the same per module changed.

/// A module made once, long before it is pushed, as a `static let` or a router keeps it.
@MainActor private let earlier = AnyModule(Small(value: -1))

/// A link that adds three screens, as a deep link does.
@MainActor private let linkRouter = try! DeepLinkRouter(
    scheme: "bench",
    routes: [
        DeepLinkRoute("three/:id") { link in
            let id: Int = try link.value("id")
            return [.push(Small(value: id)), .push(Small(value: id + 1)), .push(Small(value: id + 2))]
        }
    ])

private let shallowDepth = 10
private let deepDepth = 10_000

/// One subject of the matrix: applies operations as a user's code would.
@MainActor
private protocol Subject {
    mutating func apply(_ operation: NavigationOperation)
    mutating func apply(_ transaction: NavigationTransaction)
    /// Opens a link, or applies its transaction where there is no service.
    mutating func open(_ url: String, else transaction: NavigationTransaction)
}

extension NavigationState: Subject {
    fileprivate mutating func apply(_ operation: NavigationOperation) { _ = apply(operation) as Bool }
    fileprivate mutating func apply(_ transaction: NavigationTransaction) { _ = apply(transaction) as Bool }
    fileprivate mutating func open(_ url: String, else transaction: NavigationTransaction) {
        _ = apply(transaction) as Bool
    }
}

/// A service or the mock, behind the protocol routers use.
@MainActor
private struct ServiceSubject: Subject {
    let navigation: any NavigationServiceType
    func apply(_ operation: NavigationOperation) { navigation.apply(operation) }
    func apply(_ transaction: NavigationTransaction) { navigation.apply(transaction) }
    func open(_ url: String, else transaction: NavigationTransaction) {
        blackHole(navigation.open(url, with: linkRouter))
    }
}

/// The bounded operations, each a round trip back to the state it started from, measured
/// per round trip.
@MainActor
private let boundedOperations: [(name: String, iterations: Int, body: (inout any Subject, Int) -> Void)] = [
    (
        "push + pop", 20_000,
        { subject, index in
            subject.apply(.push(Small(value: index)))
            subject.apply(.pop)
        }
    ),
    (
        "push + pop of a module made earlier", 20_000,
        { subject, _ in
            subject.apply(.push(earlier))
            subject.apply(.pop)
        }
    ),
    (
        "present + dismiss", 20_000,
        { subject, index in
            subject.apply(.present(modal: Small(value: index)))
            subject.apply(.dismiss)
        }
    ),
    (
        "2-step transaction [push, pop]", 20_000,
        { subject, index in subject.apply([.push(Small(value: index)), .pop]) }
    ),
    (
        "10-step transaction [5 push, 5 pop]", 5_000,
        { subject, index in
            subject.apply(
                NavigationTransaction(
                    (0..<5).map { .push(Small(value: index + $0)) }
                        + Array(repeating: NavigationOperation.pop, count: 5)))
        }
    ),
    (
        "open a link of 3 pushes + pop(count: 3)", 10_000,
        { subject, index in
            subject.open(
                "bench://three/\(index)",
                else: [.push(Small(value: index)), .push(Small(value: index + 1)), .push(Small(value: index + 2))])
            subject.apply(.pop(count: 3))
        }
    ),
]

/// Makes one subject at `depth`, keeping alive what it needs (a waiting task) in `keep`.
private typealias SubjectMaker = @MainActor (_ depth: Int) async -> (subject: any Subject, keep: [Any])

@MainActor
private func stackOf(_ depth: Int) -> [AnyModule] { (0..<depth).map { AnyModule(Small(value: $0)) } }

@MainActor
private let subjects: [(name: String, make: SubjectMaker)] = [
    ("NavigationState", { depth in (NavigationState(stack: stackOf(depth)), []) }),
    (
        "NavigationService",
        { depth in (ServiceSubject(navigation: NavigationService(state: NavigationState(stack: stackOf(depth)))), []) }
    ),
    (
        "NavigationService, a listener",
        { depth in
            let navigation = NavigationService(state: NavigationState(stack: stackOf(depth)))
            navigation.addJournalListener { blackHole($0) }
            return (ServiceSubject(navigation: navigation), [])
        }
    ),
    (
        "NavigationService, a guard",
        { depth in
            let navigation = NavigationService(state: NavigationState(stack: stackOf(depth)))
            navigation.addGuard { _, _ in .allow }
            return (ServiceSubject(navigation: navigation), [])
        }
    ),
    (
        "NavigationService, an await pending",
        { depth in
            let navigation = NavigationService(state: NavigationState(stack: stackOf(depth - 1)))
            return (ServiceSubject(navigation: navigation), [await awaitOne(on: navigation, depth: depth)])
        }
    ),
    (
        "MockNavigationService",
        { depth in
            (ServiceSubject(navigation: MockNavigationService(state: NavigationState(stack: stackOf(depth)))), [])
        }
    ),
    (
        "MockNavigationService, an await pending",
        { depth in
            let navigation = MockNavigationService(state: NavigationState(stack: stackOf(depth - 1)))
            return (ServiceSubject(navigation: navigation), [await awaitOne(on: navigation, depth: depth)])
        }
    ),
]

/// Pushes one awaited module on `navigation`, returning the waiting task once it waits.
@MainActor
private func awaitOne(on navigation: any NavigationServiceType, depth: Int) async -> Task<Void, Never> {
    let task = Task { @MainActor in _ = await navigation.push(Small(value: -2), expecting: Int.self) }
    while navigation.state.stack.count < depth { await Task.yield() }
    return task
}

/// The matrix of bounded operations: each subject and operation at depth 10,000 beside
/// depth 10.
@MainActor
func depthFigures(_ budget: Budget) async -> [Figure] {
    var figures: [Figure] = []
    for (subjectName, make) in subjects {
        var shallow = await make(shallowDepth)
        var deep = await make(deepDepth)
        for (operation, iterations, body) in boundedOperations {
            func run(_ subject: inout any Subject) -> Double {
                measure(budget, iterations: iterations) { count in
                    for index in 0..<count { body(&subject, index) }
                }
            }
            let shallowFigure = run(&shallow.subject)
            let deepFigure = run(&deep.subject)
            figures.append(
                Figure(
                    name: "\(subjectName): \(operation), depth 10,000", nsPerOp: deepFigure,
                    baseline: "the same at depth 10", baselineNsPerOp: shallowFigure, target: "<= 2"))
        }
        for case let task as Task<Void, Never> in shallow.keep + deep.keep { task.cancel() }
        for case let task as Task<Void, Never> in shallow.keep + deep.keep { await task.value }
    }
    return figures + wholeStackFigures(budget)
}

/// The operations that change the whole stack, per module changed, at 10,000 modules
/// beside 10: flat per module means linear in what they change.
@MainActor
private func wholeStackFigures(_ budget: Budget) -> [Figure] {
    let coder = try! NavigationStateCoder(modules: [SavedSmall.self])
    func perModule(_ depth: Int, _ make: (Int) -> (Int) -> Void) -> Double {
        let body = make(depth)
        return measure(budget, iterations: max(2, 200_000 / depth)) { count in
            for index in 0..<count { body(index) }
        } / Double(depth)
    }
    func figure(_ name: String, _ make: (Int) -> (Int) -> Void) -> Figure {
        let shallow = perModule(shallowDepth, make)
        let deep = perModule(deepDepth, make)
        return Figure(
            name: "\(name), 10,000 modules, per module", nsPerOp: deep, baseline: "the same, 10 modules",
            baselineNsPerOp: shallow, target: "<= 2")
    }
    return [
        figure("NavigationState: setStack + popToRoot") { depth in
            var state = NavigationState()
            let stack = stackOf(depth)
            return { _ in
                _ = state.apply(.setStack(stack)) as Bool
                _ = state.apply(.popToRoot) as Bool
            }
        },
        figure("NavigationService: setStack + popToRoot") { depth in
            let navigation = NavigationService()
            let stack = stackOf(depth)
            return { _ in
                navigation.setStack(stack)
                navigation.popToRoot()
            }
        },
        figure("NavigationState: setTabs over another tab bar") { depth in
            let first = stackOf(depth)
            let second = stackOf(depth)
            var state = NavigationState(tabs: first)
            return { index in _ = state.apply(.setTabs(index.isMultiple(of: 2) ? second : first)) as Bool }
        },
        figure("NavigationService: restore") { depth in
            let navigation = NavigationService()
            let data = try! coder.encode(NavigationState(stack: (0..<depth).map { AnyModule(SavedSmall(value: $0)) }))
            return { _ in blackHole(navigation.restore(from: data, using: coder)) }
        },
    ]
}
