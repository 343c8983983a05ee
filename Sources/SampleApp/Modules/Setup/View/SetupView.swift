import Navigation

#if canImport(SwiftUI)
import SwiftUI

/// The Setup screen.
public struct SetupView: View {
    /// The values the screen shows, and the way to its presenter.
    public let viewState: SetupViewState

    @MainActor private var presenter: SetupPresenter? { viewState.presenter }

    public var body: some View {
        VStack(spacing: 16) {
            Text(viewState.message)
            Button("Finish") { presenter?.didTapFinish() }
        }
        .padding()
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 16))
        .onAppear { presenter?.viewDidAppear() }
    }
}
#else
/// The Setup screen, headless: what the demo and the tests drive on Linux.
public struct SetupView: View {
    /// The values the screen shows, and the way to its presenter.
    public let viewState: SetupViewState
}
#endif

extension SetupView: SampleScreen {
    public func appear() {
        viewState.presenter?.viewDidAppear()
    }
}
