/// The order in which the UIKit host hands a sheet's detents to
/// `UISheetPresentationController`, which takes them from the smallest height to the
/// largest, whatever order the options name them in.
package enum UIKitSheetDetents {
    /// `detents` (the system default, large, when empty) from the smallest height to the
    /// largest, for a sheet whose largest height is `maximumHeight` points; detents of
    /// the same height keep their order, and a repeated one shows once.
    /// - Parameters:
    ///   - detents: The options' detents.
    ///   - maximumHeight: The height of the large detent, in points.
    /// - Returns: The detents, smallest first.
    package static func ordered(_ detents: [SheetOptions.Detent], maximumHeight: Double) -> [SheetOptions.Detent] {
        var seen: Set<SheetOptions.Detent> = []
        let unique = (detents.isEmpty ? [.large] : detents).filter { seen.insert($0).inserted }
        return unique.enumerated()
            .sorted { lhs, rhs in
                let (left, right) = (height(lhs.element, maximumHeight), height(rhs.element, maximumHeight))
                return left != right ? left < right : lhs.offset < rhs.offset
            }
            .map(\.element)
    }

    /// The height `detent` rests at, capped at the sheet's largest height.
    private static func height(_ detent: SheetOptions.Detent, _ maximumHeight: Double) -> Double {
        switch detent {
        case .medium: maximumHeight / 2
        case .large: maximumHeight
        case .fraction(let fraction): min(max(fraction, 0), 1) * maximumHeight
        case .height(let height): min(height, maximumHeight)
        }
    }
}
