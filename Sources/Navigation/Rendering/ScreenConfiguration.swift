/// How long the adapter lets each presentation or dismissal settle before it asks
/// UIKit for the next one.
///
/// UIKit drops a presentation asked for while another is under way, and SwiftUI's
/// `onAppear` comes at the start of a presentation, not at its end, so a step waits for
/// both its appearance report and ``settleTime``. Changes that only touch stacks never
/// wait.
///
/// An app sets the settle time with `RootView`'s `settleTime` argument.
package struct ScreenConfiguration: Hashable, Sendable {
    /// The least time between the start of a presentation, a dismissal or an alert
    /// change and the next such step.
    package var settleTime: Duration
    /// How long a step waits for SwiftUI's appearance or disappearance report before
    /// the next step shows anyway; never shorter than ``settleTime``.
    package var reportTimeout: Duration

    /// Creates a configuration.
    /// - Parameters:
    ///   - settleTime: The least time a presentation or dismissal gets before the next;
    ///     raised to zero if below it.
    ///   - reportTimeout: The longest wait for a report; raised to `settleTime` if below it.
    package init(settleTime: Duration, reportTimeout: Duration = .seconds(2)) {
        self.settleTime = max(settleTime, .zero)
        self.reportTimeout = max(reportTimeout, self.settleTime)
    }

    /// The settle times the adapter ships: 0.6 s from iOS 18 on and 0.7 s before it.
    ///
    /// `onAppear` comes at the start of a presentation, so the settle time alone must
    /// outlast the longest presentation animation; the package's model of UIKit animates
    /// for up to 0.6 s, and its randomized test runs with these very values. FlowStacks
    /// waits 0.65 s everywhere; Navigator's 0.3 s (iOS 18) and 0.7 s (before) are the
    /// floors of a delay it lets apps raise, and its demos wait 0.7–0.8 s around root
    /// switches.
    package static var standard: ScreenConfiguration {
        if #available(iOS 18, *) {
            return standard(beforeiOS18: false)
        }
        return standard(beforeiOS18: true)
    }

    /// The standard settle time of iOS 18 and later, or of the versions before it.
    /// - Parameter beforeiOS18: Whether the system is older than iOS 18.
    /// - Returns: The configuration ``standard`` gives on that system.
    package static func standard(beforeiOS18: Bool) -> ScreenConfiguration {
        ScreenConfiguration(settleTime: .milliseconds(beforeiOS18 ? 700 : 600))
    }
}
