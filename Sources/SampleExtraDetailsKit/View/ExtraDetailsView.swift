import Navigation

#if canImport(SwiftUI)
import SwiftUI

/// The Extra details screen.
public struct ExtraDetailsView: View {
    /// The values the screen shows, and the way to its presenter.
    public let viewState: ExtraDetailsViewState

    @MainActor private var presenter: ExtraDetailsPresenter? { viewState.presenter }

    /// The screen's content.
    public var body: some View {
        VStack(spacing: 16) {
            Text(viewState.title)
            if let related = viewState.relatedItemID {
                Button("Item \(related)") { presenter?.didTapRelatedItem() }
            }
            if let problem = viewState.problem {
                Text(problem).font(.footnote).foregroundStyle(.red)
            }
        }
        .navigationTitle("Extra details")
        .onAppear { presenter?.viewDidAppear() }
    }
}
#else
/// The Extra details screen, headless: what the demo and the tests drive on Linux.
public struct ExtraDetailsView: View {
    /// The values the screen shows, and the way to its presenter.
    public let viewState: ExtraDetailsViewState
}
#endif
