#if canImport(SwiftUI) && os(iOS)
import SwiftUI

/// Applies a sheet's options to the layer's root content, and disables its swipe down
/// while the navigation's guards would not let it go.
///
/// SwiftUI tells no one that the user tried to swipe a sheet whose swipe is disabled
/// (UIKit's `presentationControllerDidAttemptToDismiss` has no SwiftUI counterpart on
/// iOS 17), so under a `RootView` a sheet cannot ask at the swipe: the guards are
/// asked as the sheet draws (and again whenever observable state they read changes),
/// and while they would reject or redirect its dismissal the sheet does not move. A
/// redirection applies only under a ``NavigationHost``, which asks at the swipe.
struct SheetPresentationModifier: ViewModifier {
    let options: SheetPresentationOptions
    /// Whether the guards would let the user swipe the sheet away now.
    var mayDismiss: @MainActor () -> Bool = { true }
    @State private var selection: PresentationDetent?

    func body(content: Content) -> some View {
        content
            .presentationDetents(
                Set(options.detents.map(PresentationDetent.init)),
                selection: Binding(
                    get: { selection ?? PresentationDetent(options.selectedDetent) },
                    set: { selection = $0 }
                )
            )
            .modifier(DragIndicator(visible: options.showsDragIndicator))
            .modifier(BackgroundInteraction(interaction: options.backgroundInteraction))
            .modifier(CornerRadius(radius: options.cornerRadius))
            .modifier(DismissDisabled(disabled: options.disablesInteractiveDismiss || !mayDismiss()))
    }

    private struct DragIndicator: ViewModifier {
        let visible: Bool?
        func body(content: Content) -> some View {
            if let visible {
                content.presentationDragIndicator(visible ? .visible : .hidden)
            } else {
                content
            }
        }
    }

    private struct BackgroundInteraction: ViewModifier {
        let interaction: SheetPresentationOptions.BackgroundInteraction
        func body(content: Content) -> some View {
            switch interaction {
            case .automatic: content
            case .disabled: content.presentationBackgroundInteraction(.disabled)
            case .enabled: content.presentationBackgroundInteraction(.enabled)
            case .enabledUpThrough(let detent):
                content.presentationBackgroundInteraction(.enabled(upThrough: PresentationDetent(detent)))
            }
        }
    }

    private struct CornerRadius: ViewModifier {
        let radius: Double?
        func body(content: Content) -> some View {
            if let radius {
                content.presentationCornerRadius(radius)
            } else {
                content
            }
        }
    }

    /// Disables the swipe down only when the options say so: otherwise the module's own
    /// `interactiveDismissDisabled(_:)` decides.
    private struct DismissDisabled: ViewModifier {
        let disabled: Bool
        func body(content: Content) -> some View {
            if disabled {
                content.interactiveDismissDisabled()
            } else {
                content
            }
        }
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
#endif
