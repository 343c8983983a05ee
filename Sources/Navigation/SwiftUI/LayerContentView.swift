#if canImport(SwiftUI) && os(iOS)
import SwiftUI

/// A layer's snapshot on screen: its navigation stack, the layer it presents, and its
/// alert. Every binding writes back with the snapshot it was made from.
@MainActor
struct LayerContentView: View {
    let content: ScreenLayer
    let session: ScreenSession

    var body: some View {
        layerContent
            .sheet(item: presented(.sheet)) { presentation in
                presentedLayer(presentation)
            }
            .fullScreenCover(item: presented(nil)) { presentation in
                presentedLayer(presentation)
            }
            .alert(content.alert?.title ?? "", isPresented: isAlertPresented, presenting: content.alert) { alert in
                ForEach(Array(alert.buttons.enumerated()), id: \.offset) { _, button in
                    Button(button.title, role: button.role.map(ButtonRole.init)) {
                        session.tap(button, of: alert)
                    }
                }
            } message: { alert in
                if let message = alert.message {
                    Text(message)
                }
            }
    }

    /// The layer's own content: the root layer's tab bar or split view, else one
    /// navigation stack. Presentations and the alert hang off it, so they cover the whole
    /// tab bar or split view, as UIKit presents them from above it.
    @ViewBuilder private var layerContent: some View {
        if !content.tabs.isEmpty {
            TabBarView(content: content, session: session)
        } else if let split = content.splitView {
            SplitColumnsView(content: content, split: split, session: session)
        } else {
            stack
        }
    }

    /// One `NavigationStack` for every layer, so a popup's first push neither swaps its
    /// root view's identity (which would reset the module's view state) nor skips the
    /// push animation; a popup hides the bar until it pushes.
    private var stack: some View {
        let isPopup = content.style?.kind == .popup
        let clears = content.style.map { PopupPresentationOptions($0).clearsScreenBackgrounds } ?? false
        return ModuleStack(content: content, session: session, clearsBackgrounds: clears) {
            rootContent
                .toolbar(isPopup && content.stack.isEmpty ? .hidden : .automatic, for: .navigationBar)
        }
    }

    @ViewBuilder private var rootContent: some View {
        let module = content.module ?? session.root
        let view = AnyView(session.view(for: module))
        if case .sheet(let options) = content.style {
            // Inside the layer, around the module: the module's own presentation
            // modifiers sit deeper and take precedence.
            view.modifier(SheetPresentationModifier(options: SheetPresentationOptions(options)))
        } else {
            view
        }
    }

    private func presentedLayer(_ presentation: Presentation) -> some View {
        // A layer's content is a layer itself; AnyView breaks the recursion of types.
        let layer = AnyView(LayerView(layer: presentation.layerID, session: session))
            .onAppear { session.layerAppeared(presentation.layerID) }
            .onDisappear { session.layerDisappeared(presentation.layerID) }
        return Group {
            if presentation.style.kind == .popup {
                PopupContainer(options: PopupPresentationOptions(presentation.style)) {
                    session.write(.presentationDismissed, from: content)
                } content: {
                    layer
                }
            } else {
                layer
            }
        }
    }

    /// The layer this one presents, if it is a sheet (`.sheet`) or a cover (`nil`).
    private func presented(_ kind: PresentationStyle.Kind?) -> Binding<Presentation?> {
        let content = content
        let shown = content.presented.flatMap { ($0.style.kind == .sheet) == (kind == .sheet) ? $0 : nil }
        return Binding(
            get: { shown },
            set: { newValue in
                guard newValue == nil, shown != nil else { return }
                session.write(.presentationDismissed, from: content)
            }
        )
    }

    private var isAlertPresented: Binding<Bool> {
        let content = content
        return Binding(
            get: { content.alert != nil },
            set: { isPresented in
                guard !isPresented else { return }
                session.write(.alertDismissed, from: content)
            }
        )
    }
}

extension ButtonRole {
    init(_ role: NavigationAlert.Button.Role) {
        switch role {
        case .cancel: self = .cancel
        case .destructive: self = .destructive
        }
    }
}
#endif
