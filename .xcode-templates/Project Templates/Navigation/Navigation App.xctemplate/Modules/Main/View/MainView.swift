//___FILEHEADER___

import Navigation

#if canImport(SwiftUI)
import SwiftUI

/// The Main screen.
struct MainView: View {
    let viewState: MainViewState

    var body: some View {
        VStack(spacing: 16) {
            Text(viewState.title)
            Button("Close") { viewState.presenter?.didTapClose() }
        }
        .onAppear { viewState.presenter?.viewDidAppear() }
    }
}
#else
/// The Main screen, headless, for tests on platforms without SwiftUI.
struct MainView: View {
    let viewState: MainViewState
}
#endif
