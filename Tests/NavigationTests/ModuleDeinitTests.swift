import Foundation
import Navigation
import Testing

/// Something a module holds, as a module holds its presenter's output: runs `onFree` on
/// the main actor when the last module holding it goes.
private final class Lifetime: Sendable {
    let onFree: @MainActor @Sendable () -> Void

    init(_ onFree: @escaping @MainActor @Sendable () -> Void) {
        self.onFree = onFree
    }

    deinit {
        let onFree = onFree
        MainActor.assumeIsolated { onFree() }
    }
}

/// A module holding a ``Lifetime``; equal by its name.
private struct HoldingModule: Module {
    let name: String
    let lifetime: Lifetime

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name }
    func hash(into hasher: inout Hasher) { hasher.combine(name) }
    func build(container: Container) -> some View { EmptyView() }
}

/// What the `deinit`s read.
@MainActor private final class Reads {
    var states: [NavigationState] = []
}

/// A module whose `deinit` reads `navigation.state` into `reads`; only the state holds it
/// once it is shown.
@MainActor private func reading(_ navigation: NavigationService, into reads: Reads) -> AnyModule {
    AnyModule(
        HoldingModule(
            name: "reader",
            lifetime: Lifetime { [weak navigation] in
                if let navigation { reads.states.append(navigation.state) }
            }))
}

/// A lifetime whose end pushes a list, as a `deinit` that navigates does.
@MainActor private func pushingList(on navigation: NavigationService) -> Lifetime {
    Lifetime { [weak navigation] in navigation?.push(.List()) }
}

/// Each call that takes a module off the state, with the state that shows the module first.
enum FreeingCall: CaseIterable, CustomTestStringConvertible, Sendable {
    case pop, popCount, popToModule, popToType, popToRoot, setStack, transaction
    case dismiss, dismissModal, dismissAll, dismissLayer, setState
    case setTabs, setSplitView, selectInSidebar, collapsedSplitPop
    case dismissAlert, replaceAlert

    var testDescription: String { "\(self)" }

    /// Shows `module` where the call will take it from.
    @MainActor func show(_ module: AnyModule, on navigation: NavigationService) {
        switch self {
        case .pop, .popCount, .popToModule, .popToType, .popToRoot, .setStack, .transaction, .setState:
            navigation.push(.Profile)
            navigation.apply(.push(module))
        case .dismiss, .dismissModal, .dismissAll, .dismissLayer:
            navigation.apply(.present(module, style: .modal))
        case .setTabs:
            navigation.apply(.setTabs([module, AnyModule(.Profile)]))
        case .setSplitView:
            navigation.apply(.setSplitView(sidebar: module))
        case .selectInSidebar:
            navigation.setSplitView(sidebar: ProfileModule())
            navigation.apply(.selectInSidebar(module))
        case .collapsedSplitPop:
            navigation.setSplitView(sidebar: ProfileModule())
            navigation.apply(.setSplitViewCollapsed(true))
            navigation.apply(.selectInSidebar(module))
        case .dismissAlert, .replaceAlert:
            // The alert's action holds the module, as a closure capturing a presenter does.
            navigation.showAlert(NavigationAlert(title: "Hold", buttons: [.init("OK") { _ = module }]))
        }
    }

    /// Makes the call.
    @MainActor func make(on navigation: NavigationService) {
        switch self {
        case .pop: navigation.pop()
        case .popCount: navigation.pop(count: 1)
        case .popToModule: navigation.pop(to: ProfileModule())
        case .popToType: navigation.pop(to: ProfileModule.self)
        case .popToRoot: navigation.popToRoot()
        case .setStack: navigation.setStack([AnyModule(.List())])
        case .transaction: navigation.apply([.pop, .push(.List())])
        case .dismiss: navigation.dismiss()
        case .dismissModal: navigation.dismissModal()
        case .dismissAll: navigation.dismissAll()
        case .dismissLayer: navigation.apply(.dismiss(.layer(navigation.state.presentations[0].layerID)))
        case .setState: navigation.state = NavigationState()
        case .setTabs: navigation.setTabs([AnyModule(.List())])
        case .setSplitView: navigation.setSplitView(sidebar: ListModule.List())
        case .selectInSidebar: navigation.selectInSidebar(ListModule.List())
        case .collapsedSplitPop: navigation.pop()
        case .dismissAlert: navigation.dismissAlert()
        case .replaceAlert: navigation.alert = NavigationAlert(title: "Next")
        }
    }
}

/// Who watches the calls: each takes another path through the service.
enum Watchers: CaseIterable, Sendable {
    /// Nobody: the path kept free of closures.
    case none
    /// A guard: every step is decided first.
    case guarded
    /// A guard and a journal listener, which holds the state before until it has heard.
    case listened
}

@Suite @MainActor struct ModuleDeinitTests {
    /// A module's `deinit` runs during the call that frees it, once the change is made: it
    /// reads the state after the change, whoever watches.
    @Test(arguments: FreeingCall.allCases, Watchers.allCases)
    func deinitReadingTheState_duringTheCallThatFreesIt_readsTheStateAfterTheChange(
        call: FreeingCall, watchers: Watchers
    ) {
        let navigation = NavigationService()
        let reads = Reads()
        if watchers != .none { navigation.addGuard { _, _ in .allow } }
        if watchers == .listened { navigation.addJournalListener { _ in } }
        call.show(reading(navigation, into: reads), on: navigation)
        #expect(reads.states.isEmpty)
        call.make(on: navigation)
        #expect(reads.states.count == 1)
        #expect(reads.states.first?.isIdentical(to: navigation.state) == true)
    }

    @Test func deinitThatNavigates_isQueuedBehindTheCallThatFreesIt() {
        let navigation = NavigationService()
        navigation.apply(.push(HoldingModule(name: "leaving", lifetime: pushingList(on: navigation))))
        // The journal is read as text: entries hold their modules.
        var entries: [String] = []
        var chained = true
        var last: NavigationState?
        navigation.addJournalListener { entry in
            entries.append(entry.transaction?.description ?? "state")
            chained = chained && (last.map { $0 == entry.before } ?? true)
            last = entry.after
        }
        #expect(navigation.pop())
        #expect(navigation.state.stack == [AnyModule(.List())])
        #expect(entries == ["[pop]", "[push(ListModule(source: mainScreen))]"])
        #expect(chained)
        last = nil
    }

    /// A queued call that a guard rejects holds the module it would have shown; freeing
    /// the call frees the module, whose `deinit` may navigate.
    @Test func deinitOfAModuleAQueuedCallHeld_mayNavigate() {
        let navigation = NavigationService()
        navigation.addGuard { operation, _ in
            if case .push(let module) = operation, module.unwrap(as: HoldingModule.self) != nil {
                return .reject("not now")
            }
            return .allow
        }
        navigation.addJournalListener { [unowned navigation] entry in
            guard entry.transaction == [.push(.Profile)] else { return }
            navigation.apply(
                .push(HoldingModule(name: "held", lifetime: pushingList(on: navigation))))
        }
        var entries: [String] = []
        navigation.addJournalListener { entries.append($0.transaction?.description ?? "state") }
        navigation.push(.Profile)
        #expect(navigation.state.stack == [AnyModule(.Profile), AnyModule(.List())])
        #expect(entries.last == "[push(ListModule(source: mainScreen))]")
    }

    /// Removing a guard frees what it captured, whose `deinit` may navigate.
    @Test func deinitOfWhatARemovedGuardHeld_mayNavigate() {
        let navigation = NavigationService()
        let token = navigation.addGuard { [lifetime = pushingList(on: navigation)] _, _ in
            _ = lifetime
            return .allow
        }
        #expect(navigation.state.stack.isEmpty)
        navigation.remove(token)
        #expect(navigation.state.stack == [AnyModule(.List())])
    }
}
