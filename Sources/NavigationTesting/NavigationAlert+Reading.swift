import Navigation

// What a test reads of an alert beyond its title, message and buttons. Reading them is a
// test's need, so NavigationTesting makes them public rather than Navigation, whose public
// API has a budget: `import NavigationTesting` in a presenter test, as for the mock, and
// `#expect(alert.buttons[0].role == .cancel)` compiles. An app's own code has no use for
// them: it makes alerts, and the renderers read them. To tap a button, call the
// navigation's `tap(_:of:)`, or the mock's `tapAlertButton(titled:)`.
extension NavigationAlert.Button {
    /// The button's role, or `nil` for an ordinary button: what it was made with.
    ///
    /// ```swift
    /// #expect(navigation.alert?.buttons.map(\.role) == [.destructive, .cancel])
    /// ```
    public var role: Role? { drawnRole }

    /// Whether the button was made the alert's preferred one (`isPreferred: true`).
    public var isPreferred: Bool { drawnAsPreferred }
}

extension NavigationAlert {
    /// Whether the alert shows as an action sheet (`isActionSheet: true`).
    public var isActionSheet: Bool { drawnAsActionSheet }

    /// What an action sheet's popover points at on an iPad, as the alert was made with
    /// (`anchor:`); `nil` for none, or once the alert's weak hold on it is gone.
    public var anchor: AnyObject? { popoverAnchor }
}
