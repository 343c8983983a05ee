#if canImport(SwiftUI) && os(iOS)
import SwiftUI

/// The root of a navigation-driven scene: renders every layer of a
/// ``NavigationService``'s state and writes the user's gestures back into it.
///
/// The root layer is a `NavigationStack` bound to the root stack; each presented layer
/// is a full-screen cover, a sheet, or a popup (a full-screen cover with a clear
/// background) hosting a `NavigationStack` of its own; the alert queue's head shows as
/// an alert over the topmost layer. Swipe-back and the back button pop the right
/// layer's stack, an interactive sheet dismissal dismisses that layer, and an alert
/// button dismisses the alert and runs its action once.
///
/// A change of several layers at once shows in steps, each waiting for SwiftUI to
/// finish the last presentation or dismissal (see ``ScreenUpdatePlan``).
///
/// Available on iOS and iPadOS.
@MainActor
public struct RootView<Root: Module>: View {
    private let navigation: NavigationService
    private let builder: ApplicationViewBuilder
    private let root: AnyModule
    @State private var synchronizer: ScreenSynchronizer

    /// How long a step waits for SwiftUI to report a presentation or dismissal done
    /// before the next step shows anyway.
    static var fallbackDelay: Duration { .milliseconds(800) }

    /// Creates the root view.
    /// - Parameters:
    ///   - navigation: The scene's navigation.
    ///   - builder: Builds each module's view against the application's container.
    ///   - root: The module at the root of the root layer.
    public init(navigation: NavigationService, builder: ApplicationViewBuilder, root: Root) {
        self.navigation = navigation
        self.builder = builder
        self.root = AnyModule(root)
        _synchronizer = State(initialValue: ScreenSynchronizer(showing: navigation.state))
    }

    public var body: some View {
        LayerView(
            index: 0,
            context: LayerContext(navigation: navigation, builder: builder, synchronizer: synchronizer, root: root)
        )
        .onChange(of: IdentifiedState(navigation.state)) { _, target in
            synchronizer.targetChanged(target.state)
        }
        .onChange(of: IdentifiedState(synchronizer.displayed)) { _, displayed in
            // Modules still displayed on their way out keep their views until they are gone.
            builder.retainViews(for: navigation.state, keeping: [root] + displayed.state.visibleModules)
        }
        .task(id: synchronizer.step) {
            guard synchronizer.isWaiting else { return }
            let step = synchronizer.step
            try? await Task.sleep(for: Self.fallbackDelay)
            synchronizer.fallbackElapsed(step: step)
        }
    }
}

/// What every layer of a ``RootView`` renders with.
@MainActor
struct LayerContext {
    let navigation: NavigationService
    let builder: ApplicationViewBuilder
    let synchronizer: ScreenSynchronizer
    let root: AnyModule

    func view(for module: AnyModule) -> AnyView {
        let view: any View = builder.view(for: module)
        return AnyView(view)
    }

    func write(_ operation: NavigationOperation?) {
        if let operation { navigation.apply(operation) }
    }
}

/// A state compared by the identity of its modules and alerts, not only their values,
/// so that the same module shown anew counts as a change.
struct IdentifiedState: Equatable {
    let state: NavigationState

    init(_ state: NavigationState) {
        self.state = state
    }

    static func == (lhs: IdentifiedState, rhs: IdentifiedState) -> Bool {
        lhs.state.isIdentical(to: rhs.state)
    }
}

/// One layer: its navigation stack, the layer it presents, and the alert when it is on top.
@MainActor
struct LayerView: View {
    /// 0 for the root layer, n for the n-th presented layer.
    let index: Int
    let context: LayerContext

    private var displayed: NavigationState { context.synchronizer.displayed }

    private var layerID: LayerID? {
        index == 0 ? .root : displayed.presentation(over: index - 1)?.layerID
    }

    var body: some View {
        NavigationStack(path: path) {
            rootContent
                .navigationDestination(for: AnyModule.self) { module in
                    context.view(for: module)
                }
        }
        .sheet(item: sheet) { presentation in
            presented(presentation)
                .modifier(SheetOptionsModifier(style: presentation.style))
        }
        .fullScreenCover(item: cover) { presentation in
            presented(presentation)
                .modifier(PopupBackgroundModifier(isPopup: presentation.style.kind == .popup))
        }
        .alert(
            displayed.alert(shownBy: index)?.title ?? "",
            isPresented: isAlertPresented,
            presenting: displayed.alert(shownBy: index)
        ) { alert in
            ForEach(Array(alert.buttons.enumerated()), id: \.offset) { _, button in
                Button(button.title, role: button.role.map(ButtonRole.init)) {
                    context.navigation.tap(button, of: alert)
                }
            }
        } message: { alert in
            if let message = alert.message {
                Text(message)
            }
        }
    }

    @ViewBuilder private var rootContent: some View {
        if index == 0 {
            context.view(for: context.root)
        } else if let presentation = displayed.presentation(over: index - 1) {
            context.view(for: presentation.module)
        }
    }

    private func presented(_ presentation: Presentation) -> some View {
        // A layer's content is a layer itself; AnyView breaks the recursion of types.
        AnyView(LayerView(index: index + 1, context: context))
            .onAppear { context.synchronizer.layerAppeared(presentation.id) }
            .onDisappear { context.synchronizer.layerDisappeared(presentation.id) }
    }

    private var path: Binding<[AnyModule]> {
        Binding(
            get: { index <= displayed.presentations.count ? displayed.stack(ofLayer: index) : [] },
            set: { path in
                guard let layerID else { return }
                context.write(ScreenWriteBack.pathChanged(to: path, layer: layerID, in: context.navigation.state))
            }
        )
    }

    private var sheet: Binding<Presentation?> {
        presentationBinding { displayed.sheet(over: index) }
    }

    private var cover: Binding<Presentation?> {
        presentationBinding { displayed.cover(over: index) }
    }

    private func presentationBinding(_ presented: @escaping () -> Presentation?) -> Binding<Presentation?> {
        Binding(
            get: presented,
            set: { newValue in
                guard newValue == nil, let gone = presented() else { return }
                context.write(ScreenWriteBack.presentationDismissed(gone.id, in: context.navigation.state))
            }
        )
    }

    private var isAlertPresented: Binding<Bool> {
        Binding(
            get: { displayed.alert(shownBy: index) != nil },
            set: { isPresented in
                guard !isPresented, let alert = displayed.alert(shownBy: index) else { return }
                context.write(ScreenWriteBack.alertDismissed(alert.id, in: context.navigation.state))
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

/// Applies a sheet's detents and dismissal rule.
struct SheetOptionsModifier: ViewModifier {
    let style: PresentationStyle

    func body(content: Content) -> some View {
        if case .sheet(let options) = style {
            content
                .presentationDetents(detents(options))
                .interactiveDismissDisabled(!options.allowsInteractiveDismiss)
        } else {
            content
        }
    }

    private func detents(_ options: SheetOptions) -> Set<PresentationDetent> {
        options.detents.isEmpty ? [.large] : Set(options.detents.map(PresentationDetent.init))
    }
}

extension PresentationDetent {
    init(_ detent: SheetOptions.Detent) {
        switch detent {
        case .medium: self = .medium
        case .large: self = .large
        case .fraction(let fraction): self = .fraction(fraction)
        case .height(let height): self = .height(height)
        }
    }
}

/// Clears a full-screen cover's background for a popup, so what is below shows through.
struct PopupBackgroundModifier: ViewModifier {
    let isPopup: Bool

    func body(content: Content) -> some View {
        if isPopup {
            content.presentationBackground(.clear)
        } else {
            content
        }
    }
}
#endif
