//___FILEHEADER___

import Foundation
import Navigation

#if canImport(SwiftUI)
import SwiftUI

/// The ___VARIABLE_productName___ screen.
struct ___VARIABLE_productName___View: View {
    let viewState: ___VARIABLE_productName___ViewState

    var body: some View {
        VStack(spacing: 16) {
            Text(viewState.title)
            Button("Close") { viewState.presenter?.didTapClose() }
        }
        .onAppear { viewState.presenter?.viewDidAppear() }
    }
}
#else
/// The ___VARIABLE_productName___ screen, headless, for tests on platforms without SwiftUI.
struct ___VARIABLE_productName___View: View {
    let viewState: ___VARIABLE_productName___ViewState
}
#endif
