/// An alert the navigation state shows: a title, an optional message and its buttons.
///
/// Alerts queue: asking for a second alert while one shows makes it wait until the
/// first is dismissed. Two alerts are equal when their titles, messages and buttons
/// (titles and roles) are equal; their actions, and which request made them, play no part.
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
        /// The button's role, or `nil` for an ordinary button.
        public var role: Role?
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
        ///   - action: What runs when the user taps it.
        public init(_ title: String, role: Role? = nil, action: (() -> Void)? = nil) {
            self.title = title
            self.role = role
            self.storedAction = PassedOver(action)
        }

        /// The title and role, as an alert reads in logs and test failures.
        var text: String {
            role.map { "\(title) (\($0))" } ?? title
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

    /// Creates an alert.
    /// - Parameters:
    ///   - title: The alert's title.
    ///   - message: The text under the title, if any.
    ///   - buttons: The buttons; an alert with none shows a single OK button.
    public init(title: String, message: String? = nil, buttons: [Button] = []) {
        self.identity = PassedOver(ID(rawValue: identities.next()))
        self.title = title
        self.message = message
        self.buttons = buttons.isEmpty ? [Button("OK", role: .cancel)] : buttons
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
        return "Alert \(text) [\(buttons.map(\.text).joined(separator: ", "))]"
    }
}

private let identities = IdentityCounter()
