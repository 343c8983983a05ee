/// How the adapter shows a popup: in place, over an optional dimmed backdrop.
///
/// A popup is a full-screen cover presented without UIKit's slide (the change is made
/// with animations disabled, see ``PresentationRule``) that fades its own content in.
/// It has no navigation bar unless its layer pushes.
package struct PopupPresentationOptions: Hashable, Sendable {
    /// Whether the area around the popup is dimmed.
    package var dimsBackground: Bool
    /// Whether a tap outside the popup's content dismisses it.
    package var dismissesOnTapOutside: Bool
    /// Whether the popup's navigation stack clears the opaque background UIKit gives
    /// each screen it hosts, the root and every pushed one: without it, the first push
    /// covers the dimmed backdrop and what lies under the popup. Always `true` for a
    /// popup; the iOS 17 SDK has no `containerBackground(_:for: .navigation)` on iOS.
    package var clearsScreenBackgrounds: Bool

    /// The options to apply for a popup of `style`; the defaults for any other style.
    package init(_ style: PresentationStyle) {
        let options: PopupOptions
        if case .popup(let popup) = style {
            options = popup
        } else {
            options = PopupOptions()
        }
        dimsBackground = options.dimsBackground
        dismissesOnTapOutside = options.dismissesOnTapOutside
        clearsScreenBackgrounds = style.kind == .popup
    }
}
