/// Everything the adapter applies to a sheet, in the adapter's own terms: the one place
/// that reads ``SheetOptions``, so that options added to it reach the screen through a
/// single function.
package struct SheetPresentationOptions: Hashable, Sendable {
    /// What a sheet lets the layers below it do.
    package typealias BackgroundInteraction = SheetOptions.BackgroundInteraction

    /// The heights the sheet can rest at; never empty (the system default is large).
    package var detents: [SheetOptions.Detent]
    /// The detent the sheet opens at; one of ``detents``.
    package var selectedDetent: SheetOptions.Detent
    /// Whether the adapter disables the swipe down. `false` leaves it to the module:
    /// its own `interactiveDismissDisabled(_:)` still decides.
    package var disablesInteractiveDismiss: Bool
    /// Whether the drag indicator shows; `nil` is the system's choice.
    package var showsDragIndicator: Bool?
    /// What the sheet lets the layers below it do.
    package var backgroundInteraction: BackgroundInteraction
    /// The sheet's corner radius in points; `nil` is the system's.
    package var cornerRadius: Double?

    /// The options to apply for `options`.
    package init(_ options: SheetOptions) {
        detents = options.detents.isEmpty ? [.large] : options.detents
        selectedDetent =
            options.selectedDetent.flatMap { [detents] detent in detents.contains(detent) ? detent : nil }
            ?? detents[0]
        disablesInteractiveDismiss = !options.allowsInteractiveDismiss
        showsDragIndicator = options.showsDragIndicator
        backgroundInteraction = options.backgroundInteraction
        cornerRadius = options.cornerRadius
    }
}
