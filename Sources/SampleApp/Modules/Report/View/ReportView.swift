import Navigation

#if canImport(SwiftUI)
import SwiftUI

/// The Report screen.
public struct ReportView: View {
    /// The values the screen shows, and the way to its presenter.
    public let viewState: ReportViewState

    @MainActor private var presenter: ReportPresenter? { viewState.presenter }

    public var body: some View {
        @Bindable var viewState = viewState
        Form {
            TextField("Report", text: $viewState.text)
            Button("Save") { presenter?.didTapSave() }
        }
        .navigationTitle("Report")
        .onAppear { presenter?.viewDidAppear() }
    }
}
#else
/// The Report screen, headless: what the demo and the tests drive on Linux.
public struct ReportView: View {
    /// The values the screen shows, and the way to its presenter.
    public let viewState: ReportViewState
}
#endif

extension ReportView: SampleScreen {
    public func appear() {
        viewState.presenter?.viewDidAppear()
    }
}
