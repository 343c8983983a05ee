extension NavigationServiceType {
    /// Answers the alert that shows with `button`, as a tap on it does: dismisses the
    /// alert, then runs the button's action once.
    ///
    /// A tap on an alert that no longer shows (answered already, or dismissed) does
    /// nothing, so an action never runs twice.
    /// - Parameters:
    ///   - button: The button the user tapped.
    ///   - alert: The alert the button belongs to.
    /// - Returns: `true` when the alert was showing and the action ran.
    @discardableResult
    public func tap(_ button: NavigationAlert.Button, of alert: NavigationAlert) -> Bool {
        guard state.alert?.id == alert.id else { return false }
        apply(.dismissAlert)
        button.action?()
        return true
    }
}
