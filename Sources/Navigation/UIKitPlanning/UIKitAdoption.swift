/// The rules for view controllers an app's own code put on one of the host's navigation
/// controllers (a screen that still calls `pushViewController(_:animated:)` itself):
/// they are adopted into the state where the state can hold them, and reported otherwise,
/// never wiped unseen.
package enum UIKitAdoption {
    /// What UIKit showing `found` on `container` means, where the host put only the
    /// appearances it knows: the view controllers the app pushed itself above the
    /// host's become modules pushed onto the state's topmost stack.
    ///
    /// They are adopted only when the state can say what UIKit shows by pushing them:
    /// `container` is the navigation controller the user sees (the topmost presented
    /// layer's, or else the root stack's or the selected tab's), its known view
    /// controllers are exactly the state's modules there, in order, and every view
    /// controller the app put there stands above them.
    /// - Parameters:
    ///   - found: The container's view controllers, bottom first: the appearance a
    ///     view controller of the host's shows, `nil` for one the app put there.
    ///   - adopted: The modules standing for the app's view controllers, bottom first,
    ///     one for each `nil` of `found`.
    ///   - container: The navigation controller.
    ///   - state: The current navigation state.
    ///   - root: The module at the root of a plain root stack.
    /// - Returns: The pushes that adopt them, or ``Outcome/unadoptable(_:)`` with why not.
    package static func outcome(
        found: [AnyModule.ID?], adopted: [AnyModule], on container: StackID, in state: NavigationState,
        root: AnyModule
    ) -> Outcome {
        let foreignCount = found.filter { $0 == nil }.count
        guard foreignCount > 0 else { return .nothingToAdopt }
        guard adopted.count == foreignCount else {
            return .unadoptable("\(foreignCount) view controllers the app put there, \(adopted.count) modules for them")
        }
        guard container == topmostContainer(in: state) else {
            return .unadoptable("\(container) is not the navigation controller the user sees")
        }
        let known = found.prefix { $0 != nil }.compactMap { $0 }
        guard known.count + foreignCount == found.count else {
            return .unadoptable("the host's view controllers stand above the app's own")
        }
        guard let modules = UIKitShown.modules(of: container, in: state, root: root, collapsed: false),
            modules.map(\.id) == known
        else {
            return .unadoptable("the host's view controllers there are not the state's")
        }
        return .adopt(adopted.map(NavigationOperation.push))
    }

    /// The navigation controller a push of the state's lands on: the topmost presented
    /// layer's, else the selected tab's, else the root stack's (a split view's pushes
    /// land in a column, which the rule leaves alone).
    package static func topmostContainer(in state: NavigationState) -> StackID? {
        if let top = state.presentations.last { return .layer(top.layerID) }
        if let tab = state.selectedTab { return .tab(tab.id) }
        return state.splitView == nil ? .layer(.root) : nil
    }

    /// What the host does with view controllers the app put on a navigation controller.
    package enum Outcome: Equatable {
        /// There are none.
        case nothingToAdopt
        /// Apply these pushes: they say what UIKit shows.
        case adopt([NavigationOperation])
        /// The state cannot hold them: report why (in debug builds and in the trace).
        case unadoptable(String)
    }
}

/// Where a ``NavigationHost`` takes a tab's bar item from.
package enum UIKitTabItemSource: Equatable {
    /// The item the tab's root module declares (``TabItemModule``), read as it changes.
    case declared(TabItem)
    /// The bar item of the storyboard's tab at this index, of the tab bar controller the
    /// host was installed in.
    case storyboard(index: Int)
    /// The `tabBarItem` of the tab's root view controller, read again each time the tab
    /// shows (so that one set in `viewDidLoad` is seen).
    case rootController

    /// The source of the bar item of the tab at `index`: what the module declares, else
    /// the storyboard's tab at the same place, else the root controller's own.
    /// - Parameters:
    ///   - declared: The item the tab's root module declares, if any.
    ///   - index: The tab's place in the tab bar.
    ///   - storyboardTabs: How many tabs the installed tab bar controller had from its
    ///     storyboard; 0 when the host was not installed in one.
    package static func source(declared: TabItem?, index: Int, storyboardTabs: Int) -> UIKitTabItemSource {
        if let declared { return .declared(declared) }
        if index >= 0, index < storyboardTabs { return .storyboard(index: index) }
        return .rootController
    }
}

extension UIKitHostSession {
    /// Whether UIKit may begin the user's dismissal of the presented `layer`
    /// (`presentationControllerShouldDismiss(_:)`): what the navigation's guards decide
    /// about it. A rejection keeps the sheet; a redirection keeps it and applies the
    /// redirection in its place (an alert that asks, say), as the program's call.
    /// - Parameter layer: The layer the user began to swipe away.
    /// - Returns: `true` when the dismissal may begin.
    package func shouldBeginDismissal(of layer: LayerID) -> Bool {
        switch navigation.userDismissalDecision(of: layer) {
        case .allow:
            return true
        case .reject(let reason):
            trace?("do keep \(layer): its dismissal was rejected: \(reason)")
            return false
        case .redirect(let transaction):
            trace?("do keep \(layer), and apply \(transaction) in place of its dismissal")
            navigation.apply(transaction)
            return false
        }
    }
}

extension UIKitHostSession {
    /// Applies the pushes that adopt the view controllers the app pushed itself
    /// (``UIKitAdoption/outcome(found:adopted:on:in:root:)``), as the user's gesture's
    /// write-back is applied: the state then says what UIKit shows.
    /// - Parameter operations: The pushes.
    /// - Returns: `false` when the navigation's guards turned the adoption down (rejected
    ///   it, or applied something else in its place): the state does not hold the pushed
    ///   screens, and the next change takes their controllers away.
    @discardableResult
    package func adopt(_ operations: [NavigationOperation]) -> Bool {
        let transaction = NavigationTransaction(operations)
        trace?("do adopt \(transaction)")
        let outcome = navigation.attempt(transaction)
        // A call queued behind the one applying is decided at its turn.
        guard !outcome.isQueued, outcome.rejection != nil || !outcome.redirections.isEmpty else { return true }
        let reason = outcome.rejection.map { "rejected: \($0.reason)" } ?? "redirected"
        trace?("report adoption of \(transaction) turned down by a guard (\(reason))")
        return false
    }
}
