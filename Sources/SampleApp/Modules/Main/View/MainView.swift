import Navigation

#if canImport(SwiftUI)
import SwiftUI

/// The Main screen.
public struct MainView: View {
    /// The values the screen shows, and the way to its presenter.
    public let viewState: MainViewState

    @MainActor private var presenter: MainPresenter? { viewState.presenter }

    public var body: some View {
        List {
            Button("Details") { presenter?.didTapDetails() }
            Button("Settings") { presenter?.didTapSettings() }
            Button("Profile") { presenter?.didTapProfile() }
            Button("Play") { presenter?.didTapGame() }
            Button("Items") { presenter?.didTapList() }
            Button(viewState.isSetUp ? "Set up again" : "Set up") { presenter?.didTapSetup() }
            Button("Item details") { presenter?.didTapItemDetails() }
            Button("Use a tab bar") { presenter?.didTapTabBar() }
            Button("Use a split view") { presenter?.didTapSplitView() }
            Toggle(
                "Open items modally",
                isOn: Binding(
                    get: { viewState.presentsFeaturesModally },
                    set: { presenter?.didSetPresentsFeaturesModally($0) }
                ))
        }
        .navigationTitle(viewState.title)
        .onAppear { presenter?.viewDidAppear() }
    }
}
#else
/// The Main screen, headless: what the demo and the tests drive on Linux.
public struct MainView: View {
    /// The values the screen shows, and the way to its presenter.
    public let viewState: MainViewState
}
#endif

extension MainView: SampleScreen {
    public func appear() {
        viewState.presenter?.viewDidAppear()
    }
}
