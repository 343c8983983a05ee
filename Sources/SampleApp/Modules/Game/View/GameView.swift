import Navigation

#if canImport(SwiftUI)
import SwiftUI

/// The Game screen.
public struct GameView: View {
    /// The values the screen shows, and the way to its presenter.
    public let viewState: GameViewState

    @MainActor private var presenter: GamePresenter? { viewState.presenter }

    public var body: some View {
        VStack(spacing: 16) {
            Text(viewState.title)
            Text("Score: \(viewState.score)")
            Button("Score") { presenter?.didTapScore() }
            Button("Finish") { presenter?.didTapFinish() }
        }
        .onAppear { presenter?.viewDidAppear() }
    }
}
#else
/// The Game screen, headless: what the demo and the tests drive on Linux.
public struct GameView: View {
    /// The values the screen shows, and the way to its presenter.
    public let viewState: GameViewState
}
#endif

extension GameView: SampleScreen {
    public func appear() {
        viewState.presenter?.viewDidAppear()
    }
}
