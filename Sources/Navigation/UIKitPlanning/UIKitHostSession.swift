/// Everything one UIKit scene navigates with, apart from UIKit itself: its navigation
/// and the planner, on the planner's side of ``UIKitHostBoundary``.
///
/// The UIKit host creates one per scene and calls only this type; the model of UIKit in
/// the package's tests drives it the same way. It hears every change of the navigation
/// through the journal, right after the change, hands what the planner asks of UIKit to
/// ``output``, and applies the planner's write-backs to the navigation. It decides
/// nothing itself.
///
/// Events that arrive while an earlier one is being handled (a completion that UIKit
/// calls synchronously from inside a call, a navigation change a write-back makes) wait
/// for it, so each event meets the planner as the last one left it.
@MainActor
package final class UIKitHostSession: UIKitHostBoundary {
    /// The scene's navigation.
    package let navigation: NavigationService
    /// Receives what the planner asks of UIKit, in order.
    package var output: (UIKitOutput) -> Void = { _ in }
    /// Runs once each time UIKit shows everything the navigation state says, with
    /// nothing under way.
    package var onSettle: () -> Void = {}
    /// Called with a line for every event the session hears (`event …`), every decision
    /// and call of the planner's (`do …`: a call, a watchdog, a write-back, or why it
    /// waits), and every event no order of UIKit's callbacks makes (`report …`), in
    /// order: the host's trace, in the SwiftUI renderer's three kinds of line. `nil`, the
    /// default, traces nothing.
    package var trace: ((String) -> Void)?
    /// The planner, as of the last event.
    package private(set) var planner: UIKitHostPlanner
    private var listener: NavigationToken?
    private var pending: [Pending] = []
    private var isHandling = false
    /// Every module of the states the session has seen and the planner still shows or
    /// targets, by appearance: what the host builds a view controller from.
    private var modules: [AnyModule.ID: AnyModule] = [:]

    private enum Pending {
        case event(UIKitEvent)
        case navigationChanged(NavigationState, selecting: UIKitHostPlanner.TabSelection)
    }

    /// Creates a scene's session.
    /// - Parameters:
    ///   - root: The module at the root of a plain root stack.
    ///   - navigation: The scene's navigation.
    ///   - watchdogInterval: How long to wait for a call's completion before reading
    ///     UIKit again.
    package init(root: AnyModule, navigation: NavigationService, watchdogInterval: Duration = .seconds(2)) {
        self.navigation = navigation
        planner = UIKitHostPlanner(root: root, state: navigation.state, watchdogInterval: watchdogInterval)
        remember(navigation.state)
        listener = navigation.addRendererListener(self) { session, entry in
            session.enqueue(.navigationChanged(entry.after, selecting: entry.tabSelection))
        }
    }

    /// Stops hearing the navigation's changes.
    package func stop() {
        if let listener { navigation.remove(listener) }
        listener = nil
    }

    /// What UIKit shows, or shows once the call under way ends.
    package var shown: UIKitShown { planner.shown }
    /// How many times a watchdog fired for a call still under way.
    package var watchdogFirings: Int { planner.watchdogFirings }
    /// How many events came that no order of UIKit's callbacks makes.
    package var unexpectedEvents: Int { planner.unexpectedEvents.count }

    /// The module of the view controller with this appearance id, while the planner
    /// shows or targets it.
    package func module(_ id: AnyModule.ID) -> AnyModule? {
        modules[id]
    }

    /// Makes the calls toward the changes that follow unanimated, until UIKit shows the
    /// state.
    package func suppressAnimationsUntilSettled() {
        planner.suppressAnimationsUntilSettled()
    }

    /// Tells the planner what UIKit did.
    package func handle(_ event: UIKitEvent) {
        enqueue(.event(event))
    }

    /// Tells the planner that the root appeared in a window (``UIKitEvent/appeared``),
    /// with what its split view, if it shows one, reads in `isCollapsed` then.
    ///
    /// A split view made in a compact width collapses as it takes its traits, and
    /// `splitViewControllerDidCollapse` need not come for a collapse that was never an
    /// expansion first: the collapse the host reads at the appearance is reported as the
    /// delegate call would be, before the appearance, so the planner fills the column
    /// that shows.
    /// - Parameter isCollapsed: The split view's `isCollapsed`, or `nil` for another root.
    package func rootAppeared(splitViewIsCollapsed isCollapsed: Bool?) {
        if let isCollapsed { splitViewRead(isCollapsed: isCollapsed) }
        handle(.appeared)
    }

    /// Tells the planner what the host's split view reads in `isCollapsed`, when that
    /// differs from what the planner knows: reported as the delegate call would be.
    ///
    /// A split view the program sets as the root later, in a compact width, collapses as
    /// it takes its traits, with no appearance of the root to read it at, and
    /// `splitViewControllerDidCollapse` need not come for it: the host reads it once it set
    /// the root, and again when a column's navigation controller shows.
    /// - Parameter isCollapsed: The split view's `isCollapsed`.
    package func splitViewRead(isCollapsed: Bool) {
        guard case .split = planner.shown.root, planner.shown.isCollapsed != isCollapsed else { return }
        handle(isCollapsed ? .splitCollapsed : .splitExpanded)
    }

    // MARK: Plumbing

    private func enqueue(_ item: Pending) {
        pending.append(item)
        guard !isHandling else { return }
        isHandling = true
        defer { isHandling = false }
        var index = 0
        while index < pending.count {
            let item = pending[index]
            index += 1
            var machine = planner
            let actions: [UIKitHostPlanner.Action]
            switch item {
            case .event(let event):
                trace?("event \(event)")
                actions = machine.handle(event)
                if machine.unexpectedEvents.count > planner.unexpectedEvents.count {
                    trace?("report unexpected \(event), with \(planner.phase) showing \(planner.shown)")
                }
            case .navigationChanged(let state, let selects):
                remember(state)
                actions = machine.navigationChanged(to: state, selecting: selects)
                trace?("event navigation changed, to show \(machine.target)")
            }
            let wasSettled = planner.isSettled
            planner = machine
            for action in actions { run(action) }
            if !wasSettled, planner.isSettled {
                forget()
                onSettle()
            }
        }
        pending.removeAll()
    }

    private func run(_ action: UIKitHostPlanner.Action) {
        switch action {
        case .output(let output):
            trace?("do \(output)")
            self.output(output)
        case .decision(let decision):
            trace?("do \(decision)")
        case .apply(let transaction):
            trace?("do apply \(transaction)")
            // A guard that refuses the write-back makes a journal entry too: the planner,
            // which already took the write-back in, hears the state as it is.
            navigation.apply(transaction)
        case .answer(let alert, let button):
            trace?("do answer \(alert.title) with button \(button)")
            // The user tapped while the alert showed; the state may have let go of it
            // (a restoration, a dismissal) before UIKit ran the handler, and the answer
            // still counts, once. A guard that refused the dismissal keeps the alert, and
            // its action unrun: the planner shows it again.
            // The navigation decides for an alert it still holds (a guard that refuses or
            // redirects the dismissal keeps the action unrun).
            let held = navigation.state.alerts.contains { $0.id == alert.id }
            if !navigation.tap(alert.buttons[button], of: alert), !held {
                alert.buttons[button].action?()
            }
        }
    }

    private func remember(_ state: NavigationState) {
        for module in state.visibleModules + state.tabs.map(\.module) { modules[module.id] = module }
        modules[planner.root.id] = planner.root
    }

    /// Lets go of the modules the planner neither shows nor targets.
    private func forget() {
        let kept = Set(planner.target.allViewControllers + planner.shown.allViewControllers)
        modules = modules.filter { kept.contains($0.key) }
    }
}

extension UIKitShown {
    /// The appearance ids of every view controller, in every container.
    package var allViewControllers: [AnyModule.ID] {
        let rootIDs: [AnyModule.ID] =
            switch root {
            case .navigation(let ids): ids
            case .tabBar(let tabs, _): tabs.flatMap(\.viewControllers)
            case .split(let split): split.columns.values.flatMap { $0 }
            }
        return rootIDs + presented.flatMap(\.viewControllers)
    }
}

extension NavigationJournalEntry {
    /// The tabs the call selected: none, only the one the state selects after it (a deep
    /// link to that tab, which is to show it even where the state does not change: over
    /// the More list, UIKit shows no tab), or others too.
    fileprivate var tabSelection: UIKitHostPlanner.TabSelection {
        let selected = after.selectedTab?.id
        var selection = UIKitHostPlanner.TabSelection.none
        for operation in outcome.applied.operations {
            guard case .selectTab(let module) = operation else { continue }
            guard module.id == selected else { return .others }
            selection = .onlyTheSelectedTab
        }
        return selection
    }
}
