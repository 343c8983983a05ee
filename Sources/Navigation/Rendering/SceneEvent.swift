/// Everything a scene's machine hears, as one value: what SwiftUI and UIKit report, the
/// navigation's changes, the watchdog, and what UIKit shows when the machine asked.
package enum SceneEvent: CustomStringConvertible {
    /// The root layer's content appeared: presentations can start.
    case rootAppeared
    /// The navigation state changed to this one.
    case navigationChanged(NavigationState)
    /// The scene's phase changed.
    case activityChanged(SceneActivity)
    /// SwiftUI wrote this path to the path binding of a stack, while the navigation
    /// state was the one given.
    case pathWritten([ScreenElement], to: StackID, in: NavigationState)
    /// A pushed screen's content appeared (`onAppear`).
    case screenAppeared(AnyModule.ID)
    /// A pushed screen's content left the screen (`onDisappear`).
    case screenDisappeared(AnyModule.ID)
    /// UIKit's transition coordinator reported a push or pop of a pushed screen.
    case screenTransition(AnyModule.ID, ScreenTransition, on: StackID, in: NavigationState)
    /// The user wrote a root selection binding of a frame that rendered `RenderedRoot`.
    case selectionWritten(ScreenWriteBack.Write, renderedBy: RenderedRoot, in: NavigationState)
    /// The user dismissed a layer (its item set to `nil`), from a frame in which that
    /// step had presented it; `tapOutside` for a tap outside a popup.
    case presentationDismissed(AnyModule.ID, presentedAt: Int?, tapOutside: Bool, in: NavigationState)
    /// A layer's content controller reported `viewDidAppear`: its presentation ended.
    case layerAppeared(AnyModule.ID)
    /// A layer's content controller reported `viewDidDisappear`: its dismissal ended, or
    /// a cover went over it.
    case layerDisappeared(AnyModule.ID)
    /// The alert controller the renderer presented for this alert is on screen (the
    /// completion of its `present`).
    case alertAppeared(NavigationAlert.ID)
    /// That alert controller's dismissal ended.
    case alertDisappeared(NavigationAlert.ID)
    /// That alert controller went without a button (its presenter went), while the
    /// navigation state was the one given.
    case alertDismissed(NavigationAlert.ID, in: NavigationState)
    /// The user tapped a button of an alert.
    case alertButtonTapped(NavigationAlert.Button, of: NavigationAlert)
    /// The watchdog fired: time to read what UIKit shows.
    case watchdogFired
    /// The pause after a presentation step, which the app asked for, is over.
    case pauseEnded
    /// What UIKit shows, read because the machine asked.
    case read(SceneReading)
    /// The platform could not read what UIKit shows when the machine asked.
    case unreadable

    /// The event, for the trace: its name and what it is about.
    package var description: String {
        switch self {
        case .rootAppeared: "rootAppeared"
        case .navigationChanged(let state): "navigationChanged(\(state.layers.count) layers)"
        case .activityChanged(let activity): "activityChanged(\(activity))"
        case .pathWritten(let path, let stack, _): "pathWritten(\(path.map(\.id)), to: \(stack))"
        case .screenAppeared(let id): "screenAppeared(\(id))"
        case .screenDisappeared(let id): "screenDisappeared(\(id))"
        case .screenTransition(let id, let transition, let stack, _):
            "screenTransition(\(id), \(transition), on: \(stack))"
        case .selectionWritten(let write, _, _): "selectionWritten(\(write))"
        case .presentationDismissed(let id, let step, let tapOutside, _):
            "presentationDismissed(\(id), presentedAt: \(step.map(String.init) ?? "nil"), tapOutside: \(tapOutside))"
        case .layerAppeared(let id): "layerAppeared(\(id))"
        case .layerDisappeared(let id): "layerDisappeared(\(id))"
        case .alertAppeared(let id): "alertAppeared(\(id))"
        case .alertDisappeared(let id): "alertDisappeared(\(id))"
        case .alertDismissed(let id, _): "alertDismissed(\(id))"
        case .alertButtonTapped(let button, let alert): "alertButtonTapped(\(button.title), of: \(alert.id))"
        case .watchdogFired: "watchdogFired"
        case .pauseEnded: "pauseEnded"
        case .read(let reading): "read(\(reading))"
        case .unreadable: "unreadable"
        }
    }
}

extension SceneMachine {
    /// What the session does, in order.
    package enum Action: Equatable, CustomStringConvertible {
        /// Apply these operations to the navigation, as one change; it comes back as an
        /// event.
        case apply(NavigationTransaction)
        /// Publish a new frame of ``SceneMachine/displayed`` as a change of this kind.
        case show(FrameChange)
        /// Start the watchdog, replacing a running one: when it fires, the machine reads.
        case startWatchdog(after: Duration)
        /// Stop the watchdog, if it runs.
        case cancelWatchdog
        /// Start the pause after a presentation step.
        case startPause(Duration)
        /// Read what UIKit shows, and send it back as ``SceneEvent/read(_:)``.
        case read
        /// Tap `button` of `alert` in the navigation; when `runsActionIfGone` and the
        /// navigation no longer holds the alert (the program let go of it as UIKit took it
        /// down), run the button's action anyway.
        case tap(NavigationAlert.Button, of: NavigationAlert, runsActionIfGone: Bool)
        /// Let go of the views of these appearances, which have left the screen.
        case releaseViews(Set<AnyModule.ID>)
        /// Tell the app and the trace: something no order of the platform's callbacks
        /// makes came, or a wait keeps failing.
        case report(Report)

        /// The action, for the trace.
        package var description: String {
            switch self {
            case .apply(let steps): "apply(\(steps.operations.count == 1 ? "\(steps.operations[0])" : "\(steps)"))"
            case .show(let change): "show(\(change))"
            case .startWatchdog(let delay): "startWatchdog(after: \(delay))"
            case .cancelWatchdog: "cancelWatchdog"
            case .startPause(let delay): "startPause(\(delay))"
            case .read: "read"
            case .tap(let button, let alert, _): "tap(\(button.title), of: \(alert.id))"
            case .releaseViews(let ids): "releaseViews(\(ids.sorted { "\($0)" < "\($1)" }))"
            case .report(let report): "report(\(report))"
            }
        }
    }

    /// Something the machine tells the app: never a trap, never dropped.
    package enum Report: Hashable, Sendable {
        /// An event that no order of the platform's callbacks makes came; it changed
        /// nothing.
        case unexpected(String)
        /// What the screen waits for has not come after this many readings of UIKit, or
        /// this many requests for it again: the machine goes on asking, less often.
        case stalled(Awaited, attempts: Int)
        /// UIKit shows a stack with another number of screens than the frame asked for,
        /// with no transition under way.
        case stackDiffers(StackID, shows: Int, asked: Int)
    }

    /// Something the screen waits for UIKit to report.
    package enum Awaited: Hashable, Sendable, CustomStringConvertible {
        /// The layer's presentation to end.
        case layerShown(AnyModule.ID)
        /// The layer's dismissal to end.
        case layerGone(AnyModule.ID)
        /// The alert's presentation to end.
        case alertShown(NavigationAlert.ID)
        /// The alert's dismissal to end.
        case alertGone(NavigationAlert.ID)
        /// The push or pop of a layer's visible stack to end.
        case stack(LayerID)

        /// What is awaited, for the trace.
        package var description: String {
            switch self {
            case .layerShown(let id): "layerShown(\(id))"
            case .layerGone(let id): "layerGone(\(id))"
            case .alertShown(let id): "alertShown(\(id))"
            case .alertGone(let id): "alertGone(\(id))"
            case .stack(let layer): "stack(\(layer))"
            }
        }
    }
}
