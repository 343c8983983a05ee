import Navigation

/// Asks to confirm, as a full-screen modal with a stack of its own.
public struct ConfirmationModule: Module {
    /// The completed the screen was opened with.
    public let completed: () -> Void

    /// Creates the module.
    public init(completed: @escaping () -> Void) {
        self.completed = completed
    }

    public func build(container: Container) -> some View {
        container.resolve(ConfirmationAssembly.self).build(completed: completed)
    }

    // The closure cannot be compared: two Confirmation modules are equal when their other values are.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        true
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(0)
    }
}

extension Module where Self == ConfirmationModule {
    /// The Confirmation screen.
    public static func Confirmation(completed: @escaping () -> Void) -> Self {
        Self(completed: completed)
    }
}
