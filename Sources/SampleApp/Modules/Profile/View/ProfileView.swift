import Navigation

#if canImport(SwiftUI)
import SwiftUI

/// The Profile screen.
public struct ProfileView: View {
    /// The values the screen shows, and the way to its presenter.
    public let viewState: ProfileViewState

    @MainActor private var presenter: ProfilePresenter? { viewState.presenter }

    public var body: some View {
        VStack(spacing: 16) {
            Text(viewState.userName).font(.title)
            Button("Settings") { presenter?.didTapSettings() }
            Button("Close") { presenter?.didTapClose() }
        }
        .onAppear { presenter?.viewDidAppear() }
    }
}
#else
/// The Profile screen, headless: what the demo and the tests drive on Linux.
public struct ProfileView: View {
    /// The values the screen shows, and the way to its presenter.
    public let viewState: ProfileViewState
}
#endif

extension ProfileView: SampleScreen {
    public func appear() {
        viewState.presenter?.viewDidAppear()
    }
}
