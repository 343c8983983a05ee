#if os(iOS)
import SwiftUI
import UIKit

/// A representable whose controller logs the appearance callbacks UIKit gives it, as the
/// renderer's own representables rely on them, with what UIKit says at each.
struct AppearanceProbe: UIViewControllerRepresentable {
    /// Where the callbacks go.
    let log: AppearanceLog

    func makeUIViewController(context: Context) -> ProbeController {
        ProbeController(log: log)
    }

    func updateUIViewController(_ controller: ProbeController, context: Context) {}

    /// A small controller that logs its appearance callbacks and, from `viewWillAppear`
    /// and `viewWillDisappear`, the end of the transition its coordinator describes.
    final class ProbeController: UIViewController {
        private let log: AppearanceLog

        init(log: AppearanceLog) {
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("init(coder:) is not used")
        }

        override func loadView() {
            let view = UIView()
            view.backgroundColor = .systemTeal
            self.view = view
        }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            log.record(.willAppear, from: self)
            watchTransition(appearing: true)
        }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            log.record(.didAppear, from: self)
        }

        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            log.record(.willDisappear, from: self)
            watchTransition(appearing: false)
        }

        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            log.record(.didDisappear, from: self)
        }

        /// Logs the end of the transition under way, as its coordinator reports it, with
        /// the navigation controller that held the probe as it began: a popped screen's
        /// controller leaves it.
        private func watchTransition(appearing: Bool) {
            guard let coordinator = transitionCoordinator else { return }
            coordinator.animate(alongsideTransition: nil) { [weak self, weak navigationController, log] context in
                guard let self else { return }
                let ended = AppearanceLog.Callback.transitionEnded(appearing: appearing, cancelled: context.isCancelled)
                log.record(ended, from: self, in: navigationController)
            }
        }
    }
}

/// The appearance callbacks of probe controllers, in order, each with what UIKit said as
/// it came and on the main queue's next turn.
@MainActor
final class AppearanceLog {
    /// A callback a probe controller got.
    enum Callback: Hashable, CustomStringConvertible {
        case willAppear, didAppear, willDisappear, didDisappear
        /// The completion of the transition coordinator found in `viewWillAppear`
        /// (`appearing`) or `viewWillDisappear`.
        case transitionEnded(appearing: Bool, cancelled: Bool)

        var description: String {
            switch self {
            case .willAppear: "viewWillAppear"
            case .didAppear: "viewDidAppear"
            case .willDisappear: "viewWillDisappear"
            case .didDisappear: "viewDidDisappear"
            case .transitionEnded(let appearing, let cancelled):
                "coordinator completion (\(appearing ? "appearing" : "disappearing")\(cancelled ? ", cancelled" : ""))"
            }
        }
    }

    /// One callback, when it came, and what UIKit said.
    struct Entry: CustomStringConvertible {
        let callback: Callback
        let time: ContinuousClock.Instant
        /// UIKit as the callback came.
        let atCallback: UIKitMoment
        /// UIKit on the main queue's next turn after the callback; `nil` until then.
        var nextTurn: UIKitMoment?

        var description: String {
            "\(callback): at it \(atCallback); next turn \(nextTurn.map(String.init(describing:)) ?? "not yet")"
        }
    }

    /// Every callback so far.
    private(set) var entries: [Entry] = []

    /// The first entry of `callback` whose next turn was read.
    func first(_ callback: Callback) -> Entry? {
        entries.first { $0.callback == callback && $0.nextTurn != nil }
    }

    /// Whether `callback` came and its next turn was read.
    func has(_ callback: Callback) -> Bool {
        first(callback) != nil
    }

    /// The first end of a transition that showed the probe (`appearing`) or hid it,
    /// whose next turn was read.
    func transitionEnd(appearing: Bool) -> Entry? {
        entries.first { entry in
            guard case .transitionEnded(appearing, _) = entry.callback else { return false }
            return entry.nextTurn != nil
        }
    }

    /// Logs `callback` of `controller`, reading UIKit then and again on the main queue's
    /// next turn.
    /// - Parameter navigation: The navigation controller to read; `nil` for the one that
    ///   holds `controller` at each reading.
    func record(_ callback: Callback, from controller: UIViewController, in navigation: UINavigationController? = nil) {
        let index = entries.count
        let moment = UIKitMoment(controller, in: navigation)
        entries.append(Entry(callback: callback, time: .now, atCallback: moment))
        DispatchQueue.main.async { [weak self, weak controller, weak navigation] in
            guard let self, let controller else { return }
            self.entries[index].nextTurn = UIKitMoment(controller, in: navigation)
        }
    }

    /// The log, one entry a line.
    var text: String {
        entries.map { "  \($0)" }.joined(separator: "\n")
    }
}

/// What UIKit says about a probe controller's surroundings at one moment.
struct UIKitMoment: CustomStringConvertible {
    /// The top of the controller's parent chain: the presented controller that holds it
    /// in a presentation, the window's root otherwise.
    let holder: UIViewController
    /// Whether UIKit is presenting the holder.
    let isBeingPresented: Bool
    /// Whether UIKit is dismissing the holder.
    let isBeingDismissed: Bool
    /// Whether a transition of the holder is under way.
    let holderInTransition: Bool
    /// Whether the holder is presented: its presenter still presents it.
    let isPresented: Bool
    /// The navigation controller read, if any: its count, and how many of its
    /// controllers have their view in a window.
    let stack: (count: Int, inWindow: Int)?
    /// Whether that navigation controller has a transition coordinator.
    let stackInTransition: Bool
    /// Whether the controller itself finds a transition coordinator.
    let findsCoordinator: Bool

    /// Reads UIKit around `controller`, and `navigation`, or else the navigation
    /// controller that holds `controller`.
    @MainActor
    init(_ controller: UIViewController, in navigation: UINavigationController? = nil) {
        var holder = controller
        while let parent = holder.parent { holder = parent }
        self.holder = holder
        isBeingPresented = holder.isBeingPresented
        isBeingDismissed = holder.isBeingDismissed
        holderInTransition = holder.transitionCoordinator != nil
        isPresented = holder.presentingViewController?.presentedViewController === holder
        let navigation = navigation ?? controller.navigationController
        stack = navigation.map { navigation in
            let inWindow = navigation.viewControllers.filter { $0.viewIfLoaded?.window != nil }
            return (navigation.viewControllers.count, inWindow.count)
        }
        stackInTransition = navigation?.transitionCoordinator != nil
        findsCoordinator = controller.transitionCoordinator != nil
    }

    var description: String {
        var parts = [
            "holder \(UIKitHierarchy.typeName(holder))\(isPresented ? " (presented)" : "")",
            "isBeingPresented \(isBeingPresented)", "isBeingDismissed \(isBeingDismissed)",
            "holder in transition \(holderInTransition)", "finds coordinator \(findsCoordinator)",
        ]
        if let stack {
            parts.append("stack \(stack.count), \(stack.inWindow) in window, in transition \(stackInTransition)")
        }
        return "[" + parts.joined(separator: ", ") + "]"
    }
}

/// A representable that places a plain view, so a test can walk the views above it.
struct ViewProbe: UIViewRepresentable {
    /// Where the view the representable made goes.
    let views: ProbeViews

    func makeUIView(context: Context) -> UIView {
        let view = UIView()
        views.made.append(view)
        return view
    }

    func updateUIView(_ view: UIView, context: Context) {}
}

/// The views a ``ViewProbe`` made, in order.
@MainActor
final class ProbeViews {
    /// Every view made so far.
    var made: [UIView] = []

    /// The last view made that is in a window.
    var inWindow: UIView? {
        made.last { $0.window != nil }
    }
}
#endif
