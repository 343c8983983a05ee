import Navigation

#if canImport(SwiftUI)
import SwiftUI

/// The Confirmation screen.
public struct ConfirmationView: View {
    /// The values the screen shows, and the way to its presenter.
    public let viewState: ConfirmationViewState

    @MainActor private var presenter: ConfirmationPresenter? { viewState.presenter }

    public var body: some View {
        VStack(spacing: 16) {
            Text(viewState.question)
            Button("Confirm") { presenter?.didTapConfirm() }
            Button("Cancel", role: .cancel) { presenter?.didTapCancel() }
            Button("What is this?") { presenter?.didTapDetails() }
        }
        .onAppear { presenter?.viewDidAppear() }
    }
}
#else
/// The Confirmation screen, headless: what the demo and the tests drive on Linux.
public struct ConfirmationView: View {
    /// The values the screen shows, and the way to its presenter.
    public let viewState: ConfirmationViewState
}
#endif

extension ConfirmationView: SampleScreen {
    public func appear() {
        viewState.presenter?.viewDidAppear()
    }
}
