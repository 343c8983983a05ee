/// How a scene's renderer paces itself: when it first asks UIKit what shows, how far
/// its backoff goes, and the pause an app asks for between presentation steps.
///
/// None of these decides that a transition ended: a step ends when UIKit reports it, or
/// when a reading of UIKit's hierarchy shows it over. The reads only ask.
///
/// An app sets the pause with `RootView`'s `settleTime` argument.
package struct ScreenConfiguration: Hashable, Sendable {
    /// A pause after each presentation step has ended, before the next begins: zero by
    /// default; an app may ask for one, for its own custom transitions.
    package var settleTime: Duration
    /// How long a wait for a report lasts before the renderer first reads what UIKit
    /// shows.
    package var firstRead: Duration
    /// The longest interval between two readings while a wait goes on: each reading that
    /// ends nothing doubles the interval, up to this.
    package var longestRead: Duration

    /// Creates a configuration.
    /// - Parameters:
    ///   - settleTime: The pause after each presentation step; raised to zero if below it.
    ///   - firstRead: The wait before the first reading; at least a millisecond.
    ///   - longestRead: The longest interval between readings; at least `firstRead`.
    package init(
        settleTime: Duration = .zero,
        firstRead: Duration = .milliseconds(500),
        longestRead: Duration = .seconds(16)
    ) {
        self.settleTime = max(settleTime, .zero)
        self.firstRead = max(firstRead, .milliseconds(1))
        self.longestRead = max(longestRead, self.firstRead)
    }

    /// What `RootView` uses unless the app asks for a pause: no pause, a first reading
    /// after half a second, and readings at most 16 s apart.
    package static var standard: ScreenConfiguration { ScreenConfiguration() }
}
