import Navigation

#if canImport(SwiftUI)
import SwiftUI

/// The Details screen.
public struct DetailsView: View {
    /// The values the screen shows, and the way to its presenter.
    public let viewState: DetailsViewState

    @MainActor private var presenter: DetailsPresenter? { viewState.presenter }

    public var body: some View {
        VStack(spacing: 16) {
            Text(viewState.title)
            Button("Play a hard game") { presenter?.didTapPlay() }
            Button("Favorites") { presenter?.didTapFavorites() }
        }
        .navigationTitle("Details")
        .onAppear { presenter?.viewDidAppear() }
    }
}
#else
/// The Details screen, headless: what the demo and the tests drive on Linux.
public struct DetailsView: View {
    /// The values the screen shows, and the way to its presenter.
    public let viewState: DetailsViewState
}
#endif

extension DetailsView: SampleScreen {
    public func appear() {
        viewState.presenter?.viewDidAppear()
    }
}
