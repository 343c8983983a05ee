#if canImport(SwiftUI) && os(iOS)
import SwiftUI

/// A popup's cover content: a clear background and the popup's own fade in, since the
/// cover itself appears without animation.
struct PopupContainer<Content: View>: View {
    @ViewBuilder let content: Content
    @State private var isShown = false

    var body: some View {
        content
            .opacity(isShown ? 1 : 0)
            .onAppear {
                withAnimation(.easeOut(duration: 0.2)) { isShown = true }
            }
            .presentationBackground(.clear)
    }
}

extension View {
    /// Puts a popup's backdrop behind its root content, inside the popup's navigation
    /// stack: the stack fills the cover, so a backdrop outside it would never get a tap.
    /// The backdrop is dimmed when the options say so, and a tap on it calls
    /// `tapOutside` (set only when the options let such a tap dismiss the popup).
    @ViewBuilder
    func popupBackdrop(_ options: PopupPresentationOptions?, tapOutside: (() -> Void)?) -> some View {
        if let options {
            ZStack {
                Color.black.opacity(options.dimsBackground ? 0.35 : 0)
                    .contentShape(Rectangle())
                    .ignoresSafeArea()
                    .onTapGesture { tapOutside?() }
                self
            }
        } else {
            self
        }
    }
}
#endif
