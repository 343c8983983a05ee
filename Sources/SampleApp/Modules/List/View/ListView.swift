import Navigation

#if canImport(SwiftUI)
import SwiftUI

/// The List screen.
public struct ListView: View {
    /// The values the screen shows, and the way to its presenter.
    public let viewState: ListViewState

    @MainActor private var presenter: ListPresenter? { viewState.presenter }

    public var body: some View {
        SwiftUI.List(viewState.items) { item in
            HStack {
                Button(item.title) { presenter?.didSelect(itemID: item.id) }
                Spacer()
                Button("Delete", role: .destructive) { presenter?.didTapDelete(itemID: item.id) }
            }
        }
        .navigationTitle("Items")
        .onAppear { presenter?.viewDidAppear() }
    }
}
#else
/// The List screen, headless: what the demo and the tests drive on Linux.
public struct ListView: View {
    /// The values the screen shows, and the way to its presenter.
    public let viewState: ListViewState
}
#endif

extension ListView: SampleScreen {
    public func appear() {
        viewState.presenter?.viewDidAppear()
    }
}
