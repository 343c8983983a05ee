#if canImport(UIKit) && os(iOS)
import UIKit

/// What a ``NavigationHost`` sets on a sheet's `UISheetPresentationController` for its
/// ``SheetOptions``: the one place that reads them for UIKit.
@MainActor
struct SheetConfiguration {
    let options: SheetOptions

    init(_ options: SheetOptions) {
        self.options = options
    }

    /// Sets the sheet's detents, smallest first as UIKit takes them, and opens it at the
    /// selected detent, or else at the first the options name.
    /// - Parameters:
    ///   - sheet: The presentation controller.
    ///   - maximumHeight: The height of the sheet's large detent, in points.
    func apply(to sheet: UISheetPresentationController, maximumHeight: Double) {
        let detents = UIKitSheetDetents.ordered(options.detents, maximumHeight: maximumHeight)
        sheet.detents = detents.map(Self.detent)
        let first = options.detents.first ?? .large
        let selected = options.selectedDetent.flatMap { detents.contains($0) ? $0 : nil } ?? first
        sheet.selectedDetentIdentifier = Self.identifier(selected)
        if let showsDragIndicator = options.showsDragIndicator {
            sheet.prefersGrabberVisible = showsDragIndicator
        }
        if let cornerRadius = options.cornerRadius {
            sheet.preferredCornerRadius = CGFloat(cornerRadius)
        }
        switch options.backgroundInteraction {
        case .automatic, .disabled:
            sheet.largestUndimmedDetentIdentifier = nil
        case .enabled:
            sheet.largestUndimmedDetentIdentifier = detents.last.map(Self.identifier)
        case .enabledUpThrough(let detent):
            sheet.largestUndimmedDetentIdentifier = Self.identifier(detent)
        }
    }

    static func identifier(_ detent: SheetOptions.Detent) -> UISheetPresentationController.Detent.Identifier {
        switch detent {
        case .medium: .medium
        case .large: .large
        case .fraction(let fraction): .init("fraction.\(fraction)")
        case .height(let height): .init("height.\(height)")
        }
    }

    static func detent(_ detent: SheetOptions.Detent) -> UISheetPresentationController.Detent {
        switch detent {
        case .medium: .medium()
        case .large: .large()
        case .fraction(let fraction):
            .custom(identifier: identifier(detent)) { context in context.maximumDetentValue * CGFloat(fraction) }
        case .height(let height):
            .custom(identifier: identifier(detent)) { _ in CGFloat(height) }
        }
    }
}
#endif
