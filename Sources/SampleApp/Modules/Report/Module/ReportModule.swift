import Navigation

/// A report on an item; saving hands it back to whoever opened it.
public struct ReportModule: Module {
    /// The data the screen was opened with.
    public let data: ReportData
    /// The onSave the screen was opened with.
    public let onSave: (ReportData) -> Void

    /// Creates the module.
    public init(data: ReportData, onSave: @escaping (ReportData) -> Void) {
        self.data = data
        self.onSave = onSave
    }

    public func build(container: Container) -> some View {
        container.resolve(ReportAssembly.self).build(data: data, onSave: onSave)
    }

    // The closure cannot be compared: two Report modules are equal when their other values are.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.data == rhs.data
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(data)
    }
}

extension Module where Self == ReportModule {
    /// The Report screen.
    public static func Report(data: ReportData, onSave: @escaping (ReportData) -> Void) -> Self {
        Self(data: data, onSave: onSave)
    }
}
