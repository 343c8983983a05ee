// Device-only: type-checks against the iOS 17.4 SDK, but has not run here.
#if canImport(SwiftUI) && os(iOS)
import SwiftUI

/// One navigation stack of a frame: its root screen, then its path, each screen built
/// once per appearance and identified by it. The path binding is the stack's own
/// ``StackPath``, the same for the stack's life.
///
/// The root content holds the stack's ``StackAnchor``, by which the scene's reading
/// finds the navigation controller that shows the stack; each pushed screen holds a
/// ``TransitionReporter``, whose reports end the stack's pushes and pops, the
/// program's and the user's alike.
@MainActor
struct ModuleStack<Root: View>: View {
    let stack: StackFrame
    let session: ScreenSession
    /// Whether each screen of the stack clears its hosting background (a popup's).
    var clearsBackgrounds = false
    @ViewBuilder let root: Root

    var body: some View {
        let stack = stack
        let session = session
        let clearsBackgrounds = clearsBackgrounds
        @Bindable var binding = stack.binding
        NavigationStack(path: $binding.path) {
            root
                .id(stack.root)
                .clearsHostingBackground(clearsBackgrounds)
                .background(StackAnchor(id: stack.id, platform: session.scenePlatform))
                .navigationDestination(for: ScreenElement.self) { element in
                    AnyView(session.view(for: element))
                        .clearsHostingBackground(clearsBackgrounds)
                        .onAppear { stack.appeared(element) }
                        .onDisappear { stack.disappeared(element) }
                        .background(TransitionReporter { stack.transition(element, $0) })
                }
        }
    }
}
#endif
