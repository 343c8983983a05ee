import Navigation

#if canImport(SwiftUI)
import SwiftUI

/// The Edit screen.
public struct EditView: View {
    /// The values the screen shows, and the way to its presenter.
    public let viewState: EditViewState

    @MainActor private var presenter: EditPresenter? { viewState.presenter }

    public var body: some View {
        @Bindable var viewState = viewState
        Form {
            TextField("Title", text: $viewState.title)
            Button("Save") { presenter?.didTapSave() }
            Button("Write a report") { presenter?.didTapReport() }
        }
        .navigationTitle("Edit")
        .onAppear { presenter?.viewDidAppear() }
    }
}
#else
/// The Edit screen, headless: what the demo and the tests drive on Linux.
public struct EditView: View {
    /// The values the screen shows, and the way to its presenter.
    public let viewState: EditViewState
}
#endif

extension EditView: SampleScreen {
    public func appear() {
        viewState.presenter?.viewDidAppear()
    }
}
