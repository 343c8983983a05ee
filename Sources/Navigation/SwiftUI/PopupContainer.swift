#if canImport(SwiftUI) && os(iOS)
import SwiftUI

/// A popup's cover content: a clear background, an optional dimmed backdrop that can
/// dismiss it, and the popup's own fade in, since the cover itself appears without
/// animation.
struct PopupContainer<Content: View>: View {
    let options: PopupPresentationOptions
    let dismiss: () -> Void
    @ViewBuilder let content: Content
    @State private var isShown = false

    var body: some View {
        ZStack {
            Color.black.opacity(options.dimsBackground ? 0.35 : 0)
                .contentShape(Rectangle())
                .ignoresSafeArea()
                .onTapGesture {
                    if options.dismissesOnTapOutside { dismiss() }
                }
            content
        }
        .opacity(isShown ? 1 : 0)
        .onAppear {
            withAnimation(.easeOut(duration: 0.2)) { isShown = true }
        }
        .presentationBackground(.clear)
    }
}
#endif
