/// A sample screen the demo can show: it tells its presenter that it appeared, as
/// SwiftUI's `onAppear` does.
@MainActor
public protocol SampleScreen {
    /// Tells the presenter that the screen appeared.
    func appear()
}
