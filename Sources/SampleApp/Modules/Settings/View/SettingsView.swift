import Navigation

#if canImport(SwiftUI)
import SwiftUI

/// The Settings screen.
public struct SettingsView: View {
    /// The values the screen shows, and the way to its presenter.
    public let viewState: SettingsViewState

    @MainActor private var presenter: SettingsPresenter? { viewState.presenter }

    public var body: some View {
        Form {
            Text(viewState.summary)
            Button("Profile") { presenter?.didTapProfile() }
        }
        .navigationTitle("Settings")
        .onAppear { presenter?.viewDidAppear() }
    }
}
#else
/// The Settings screen, headless: what the demo and the tests drive on Linux.
public struct SettingsView: View {
    /// The values the screen shows, and the way to its presenter.
    public let viewState: SettingsViewState
}
#endif

extension SettingsView: SampleScreen {
    public func appear() {
        viewState.presenter?.viewDidAppear()
    }
}
