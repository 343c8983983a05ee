// Device-only: type-checks against the iOS 17.4 SDK, but has not run here.
#if canImport(SwiftUI) && os(iOS)
import SwiftUI

/// A layer of a frame on screen: its content, the layer it presents, and its alert.
/// Every binding and callback is the frame's.
///
/// The presented layer's content reports the ends of its presentation and dismissal
/// from UIKit (``LayerReporter``); the alert is a `UIAlertController` the layer's
/// ``AlertPresenter`` presents itself, not SwiftUI's `alert`, so that UIKit says when it
/// shows and when it is gone.
@MainActor
struct LayerContentView: View {
    let layer: LayerFrame
    let session: ScreenSession

    var body: some View {
        let presented = layer.presented
        let alert = layer.alert
        content
            .sheet(item: item(isSheet: true)) { element in
                presentedLayer(element, presented)
            }
            .fullScreenCover(item: item(isSheet: false)) { element in
                presentedLayer(element, presented)
            }
            // Only the topmost layer's frame has an alert; every layer's presenter takes
            // down an alert it presented once its frame has none.
            .background(AlertPresenter(alert: alert, platform: session.scenePlatform))
    }

    /// The layer's own content: a tab bar or split view (the root layer), else one
    /// navigation stack. Presentations and the alert hang off it, so they cover the whole
    /// tab bar or split view, as UIKit presents them from above it.
    @ViewBuilder private var content: some View {
        switch layer.content {
        case .tabs(let tabs):
            TabBarView(tabs: tabs, session: session)
        case .split(let split):
            SplitColumnsView(split: split, session: session)
        case .stack(let stack):
            layerStack(stack)
        }
    }

    /// One `NavigationStack` for every layer, so a popup's first push neither swaps its
    /// root view's identity (which would reset the module's view state) nor skips the
    /// push animation; a popup hides the bar until it pushes.
    private func layerStack(_ stack: StackFrame) -> some View {
        var popup: PopupPresentationOptions?
        if case .popup(let options) = layer.kind { popup = options }
        let tapOutside = session.frame.layers.first { $0.presented?.element == layer.element }?.presented?.tapOutside
        return ModuleStack(stack: stack, session: session, clearsBackgrounds: popup != nil) {
            rootContent(stack)
                .toolbar(popup != nil && stack.path.isEmpty ? .hidden : .automatic, for: .navigationBar)
                .popupBackdrop(popup, tapOutside: tapOutside)
        }
    }

    @ViewBuilder private func rootContent(_ stack: StackFrame) -> some View {
        if let root = stack.root {
            let view = AnyView(session.view(for: root))
            if case .sheet(let options) = layer.kind {
                // Inside the layer, around the module: the module's own presentation
                // modifiers sit deeper and take precedence.
                view.modifier(
                    SheetPresentationModifier(options: options) {
                        [navigation = session.navigation, id = stack.id.layer] in
                        if case .allow = navigation.userDismissalDecision(of: id) { true } else { false }
                    })
            } else {
                view
            }
        }
    }

    /// The content of the sheet or cover this layer presents: the presented layer, with
    /// the ``LayerReporter`` that reports from UIKit when its presentation and dismissal
    /// end, and tells the scene's reading which presented controller shows it.
    private func presentedLayer(_ element: ScreenElement, _ presented: PresentedFrame?) -> some View {
        // A layer's content is a layer itself; AnyView breaks the recursion of types.
        let content = AnyView(LayerView(element: element, session: session))
            .background(LayerReporter(element: element, presented: presented, platform: session.scenePlatform))
        return Group {
            if case .popup = presented?.kind {
                PopupContainer { content }
            } else {
                content
            }
        }
    }

    /// The item of the sheet (`isSheet`) or the cover this layer presents.
    private func item(isSheet: Bool) -> Binding<ScreenElement?> {
        let presented = layer.presented
        var shown: ScreenElement?
        if let presented {
            let sheet = if case .sheet = presented.kind { true } else { false }
            if sheet == isSheet { shown = presented.element }
        }
        return Binding(
            get: { shown },
            set: { newValue in
                guard newValue == nil, shown != nil else { return }
                presented?.dismiss()
            }
        )
    }
}
#endif
