/// An alert the navigation state shows: a title, an optional message and its buttons.
///
/// Alerts queue: asking for a second alert while one shows makes it wait until the
/// first is dismissed. Two alerts are equal when their titles, messages, buttons (titles,
/// roles and which is preferred) and styles are equal; their actions, their anchors, and
/// which request made them play no part.
///
/// An alert can show as an action sheet, a list of choices that slides up from the bottom
/// of an iPhone's screen; on an iPad it shows as a popover, whose arrow points at the
/// `anchor` given (a `UIView` or a `UIBarButtonItem`, under a `NavigationHost`), or,
/// without one, from the middle of the screen with no arrow, never a crash for want of a
/// source:
///
/// ```swift
/// navigation.alert = NavigationAlert(
///     title: "Share", buttons: [.init("Copy Link", isPreferred: true) { copy() }, .init("Cancel", role: .cancel)],
///     isActionSheet: true, anchor: shareButton)
/// ```
///
/// Both renderers draw an alert as a `UIAlertController`, so an action sheet, its anchor
/// and the preferred button show alike under a `RootView` and a `NavigationHost`.
///
/// A test reads the title, message and buttons' titles here; NavigationTesting makes a
/// button's `role` and `isPreferred`, and an alert's `isActionSheet` and `anchor`,
/// readable too, so that with `import NavigationTesting`
/// `#expect(alert.buttons[0].role == .cancel)` compiles.
public struct NavigationAlert: Hashable, CustomStringConvertible {
    /// Identifies one alert request: what the adapters and the state tell a showing alert
    /// apart by, since two equal alerts may both be queued.
    package struct ID: Hashable, Sendable {
        let rawValue: UInt64
    }

    /// One button of an alert; two buttons are equal when their titles and roles are,
    /// whatever their actions do.
    public struct Button: Hashable {
        /// What a button does, which decides how it is drawn.
        public enum Role: Hashable, Sendable {
            /// Cancels; drawn apart from the other buttons.
            case cancel
            /// Destroys data; drawn in red.
            case destructive
        }

        /// The button's title.
        public var title: String
        /// The button's role, or `nil` for an ordinary button. Named apart from the
        /// `role` that NavigationTesting makes public, which reads it.
        package var drawnRole: Role?
        /// Whether the button is the alert's preferred one, drawn in bold and chosen by
        /// the Return key: UIKit's `preferredAction`. Of several, the first counts; a
        /// preferred button of an action sheet is drawn as any other, as UIKit does.
        /// NavigationTesting's `isPreferred` reads it.
        package var drawnAsPreferred: Bool
        /// What runs when the user taps the button, after the alert is dismissed.
        package var action: (() -> Void)? {
            get { storedAction.value }
            set { storedAction = PassedOver(newValue) }
        }
        /// The action, which equality and hashing pass over.
        private var storedAction: PassedOver<(() -> Void)?>

        /// Creates a button.
        /// - Parameters:
        ///   - title: The button's title.
        ///   - role: The button's role, or `nil` for an ordinary button.
        ///   - isPreferred: Whether it is the alert's preferred button, drawn in bold.
        ///   - action: What runs when the user taps it.
        public init(_ title: String, role: Role? = nil, isPreferred: Bool = false, action: (() -> Void)? = nil) {
            self.title = title
            self.drawnRole = role
            self.drawnAsPreferred = isPreferred
            self.storedAction = PassedOver(action)
        }

        /// The title and role, as an alert reads in logs and test failures.
        var text: String {
            let marks = [drawnRole.map { "\($0)" }, drawnAsPreferred ? "preferred" : nil].compactMap { $0 }
            return marks.isEmpty ? title : "\(title) (\(marks.joined(separator: ", ")))"
        }
    }

    /// The identity of this alert request.
    package var id: ID { identity.value }
    /// The id, which equality and hashing pass over.
    private let identity: PassedOver<ID>

    /// The alert's title.
    public var title: String
    /// The text under the title, if any.
    public var message: String?
    /// The buttons, in the order they appear.
    public var buttons: [Button]
    /// Whether the alert shows as an action sheet. NavigationTesting's `isActionSheet`
    /// reads it.
    package var drawnAsActionSheet: Bool
    /// What an action sheet's popover points at on an iPad: a `UIView` or a
    /// `UIBarButtonItem`, held weakly; `nil` once it is gone, or for none.
    /// NavigationTesting's `anchor` reads it.
    package var popoverAnchor: AnyObject? { storedAnchor.value.object }
    /// The anchor, which equality and hashing pass over.
    private var storedAnchor: PassedOver<WeakAnchor>

    /// The preferred button's index: the first button marked preferred, if any.
    package var preferredButton: Int? { buttons.firstIndex(where: \.drawnAsPreferred) }

    /// Creates an alert.
    /// - Parameters:
    ///   - title: The alert's title.
    ///   - message: The text under the title, if any.
    ///   - buttons: The buttons; an alert with none shows a single OK button.
    ///   - isActionSheet: Whether it shows as an action sheet rather than an alert.
    ///   - anchor: What an action sheet's popover points at on an iPad: a `UIView` or a
    ///     `UIBarButtonItem`, held weakly. Without one, or once it is gone, the popover
    ///     shows from the middle of the screen; an alert passes over it. The type is
    ///     `AnyObject` because the state is the same on every platform: an object of
    ///     another kind is passed over too, with a fault in the unified log (subsystem
    ///     `Navigation`, category `UIKit`) naming its class, never a crash.
    public init(
        title: String, message: String? = nil, buttons: [Button] = [], isActionSheet: Bool = false,
        anchor: AnyObject? = nil
    ) {
        self.identity = PassedOver(ID(rawValue: identities.next()))
        self.title = title
        self.message = message
        self.buttons = buttons.isEmpty ? [Button("OK", role: .cancel)] : buttons
        self.drawnAsActionSheet = isActionSheet
        self.storedAnchor = PassedOver(WeakAnchor(object: anchor))
    }

    /// A yes/no question: "Yes" runs `yesAction`, "No" cancels and runs `noAction`.
    /// - Parameters:
    ///   - title: The question.
    ///   - message: The text under the question, if any.
    ///   - yesAction: What runs when the user answers yes.
    ///   - noAction: What runs when the user answers no.
    /// - Returns: The alert.
    public static func defaultAlert(
        title: String = "Are you sure?",
        message: String? = nil,
        yesAction: (() -> Void)?,
        noAction: (() -> Void)?
    ) -> NavigationAlert {
        NavigationAlert(
            title: title,
            message: message,
            buttons: [
                Button("Yes", role: .destructive, action: yesAction), Button("No", role: .cancel, action: noAction),
            ]
        )
    }

    /// The title, message and buttons, for logs and test failures.
    public var description: String {
        let text = message.map { "\"\(title)\" \"\($0)\"" } ?? "\"\(title)\""
        let kind = drawnAsActionSheet ? "Action sheet" : "Alert"
        return "\(kind) \(text) [\(buttons.map(\.text).joined(separator: ", "))]"
    }
}

private let identities = IdentityCounter()

/// A weak hold on an action sheet's anchor, so that an alert queued in the state does not
/// keep a view alive after its screen left.
private struct WeakAnchor {
    weak var object: AnyObject?
}
