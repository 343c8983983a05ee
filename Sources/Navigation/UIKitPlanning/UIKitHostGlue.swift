/// The UIKit host's reading of UIKit's delegate calls that needs no UIKit: which calls
/// are the user's and which the host's own, and what the planner hears of them.
///
/// `NavigationHost` gives it what it reads from its controllers; the tests' model of UIKit
/// gives it the same from its own controllers, so that both run these decisions, not two
/// copies of them.
package struct UIKitHostGlue {
    /// The container a call of the planner's is changing: its navigation controller's
    /// delegate calls are the call's, not the user's.
    package var commanded: StackID?
    /// The tab the host selected itself while it lives in the More list: the More
    /// navigation controller's `didShow` of it is the host's, not the user's pick.
    private(set) var selectedInMore: AnyModule.ID?

    package init() {}

    // MARK: The host's own selections

    /// The host is about to select the tab `id`. UIKit pushes a tab of the More list on
    /// the More navigation controller and may call its `didShow` during the selection or
    /// after it: the mark is set first, so that either is taken for the host's own.
    package mutating func willSelect(_ id: AnyModule.ID) {
        selectedInMore = id
    }

    /// The host selected the tab `id`.
    /// - Parameters:
    ///   - morePushed: Whether the More navigation controller's top changed.
    ///   - shownInMore: The tab the More navigation controller shows, `nil` for its list.
    package mutating func didSelect(_ id: AnyModule.ID, morePushed: Bool, shownInMore: AnyModule.ID?) {
        // The mark stays only for a More push of this very tab whose `didShow` is still to
        // come (a selection of a tab of the bar pushes nothing on More).
        if selectedInMore == id, !morePushed || shownInMore != id { selectedInMore = nil }
    }

    // MARK: The More navigation controller

    /// The More navigation controller will show another controller: with a transition
    /// coordinator, the user's pick in its list or the way back to it, which the planner
    /// follows; the host's own selection, or a change with no transition, is not followed.
    package func moreWillShow(hasCoordinator: Bool) -> UIKitEvent? {
        selectedInMore == nil && hasCoordinator ? .moreTransitionBegan : nil
    }

    /// The More navigation controller showed the tab `shownInMore`, or its list for `nil`.
    /// - Parameter moreIsSelected: Whether the tab bar selects the More item or that tab: a
    ///   push that ends after another tab was selected shows nothing.
    package mutating func moreDidShow(_ shownInMore: AnyModule.ID?, moreIsSelected: Bool) -> UIKitEvent? {
        if let selected = selectedInMore {
            selectedInMore = nil
            if shownInMore == selected { return nil }
        }
        return moreIsSelected ? .moreShows(shownInMore) : nil
    }

    /// The user tapped the More item, which shows the tab it showed last, `shownInMore`,
    /// or its list.
    /// - Parameter moreIsMoving: Whether the More navigation controller has a transition
    ///   coordinator: a tap on More while it shows a tab pops it to its list, and that
    ///   pop's `didShow` says what shows once it ends; a reading in the middle of it would
    ///   end the planner's wait early.
    package func moreTapped(shownInMore: AnyModule.ID?, moreIsMoving: Bool) -> UIKitEvent? {
        moreIsMoving ? nil : .moreShows(shownInMore)
    }

    // MARK: Stacks

    /// Whether the navigation controller of `container`, about to show `count` view
    /// controllers, runs the user's pop the planner is to follow: a pop with a transition
    /// coordinator that no call of the planner's makes.
    package func isUserPop(
        of container: StackID, count: Int, hasCoordinator: Bool, shown: UIKitShown
    ) -> Bool {
        guard container != commanded, hasCoordinator, let current = shown.viewControllers(of: container) else {
            return false
        }
        return count < current.count
    }
}
