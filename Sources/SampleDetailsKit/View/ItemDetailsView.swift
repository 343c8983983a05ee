import Navigation

#if canImport(SwiftUI)
import SwiftUI

/// The Item details screen.
public struct ItemDetailsView: View {
    /// The values the screen shows, and the way to its presenter.
    public let viewState: ItemDetailsViewState

    @MainActor private var presenter: ItemDetailsPresenter? { viewState.presenter }

    /// The screen's content.
    public var body: some View {
        VStack(spacing: 16) {
            Text(viewState.title)
            Button("Extra details") { presenter?.didTapExtraDetails() }
            if let problem = viewState.problem {
                Text(problem).font(.footnote).foregroundStyle(.red)
            }
        }
        .navigationTitle("Item")
        .onAppear { presenter?.viewDidAppear() }
    }
}
#else
/// The Item details screen, headless: what the demo and the tests drive on Linux.
public struct ItemDetailsView: View {
    /// The values the screen shows, and the way to its presenter.
    public let viewState: ItemDetailsViewState
}
#endif
