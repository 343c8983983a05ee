#if os(iOS)
import UIKit

/// What UIKit shows in a window at one moment, read from its controllers: the root
/// controller, then each controller presented over it in turn, each with every
/// navigation controller of its child tree.
struct UIKitHierarchy: CustomStringConvertible {
    /// One controller of the presented chain: the window's root, or one presented.
    struct Level {
        /// The controller.
        let controller: UIViewController
        /// The alert's title, if the controller is an alert or a confirmation dialog.
        let alertTitle: String?
        /// Whether UIKit is presenting it.
        let isBeingPresented: Bool
        /// Whether UIKit is dismissing it.
        let isBeingDismissed: Bool
        /// Whether a transition of it is under way.
        let hasTransitionCoordinator: Bool
        /// The navigation controllers of its child tree, depth first.
        let stacks: [Stack]
        /// How many tabs each tab bar controller of its child tree holds, depth first.
        let tabBars: [Int]
    }

    /// One navigation controller, as UIKit holds it.
    struct Stack {
        /// The navigation controller.
        let controller: UINavigationController
        /// How many controllers it holds: its root and each pushed one.
        let count: Int
        /// How many of them have their view in a window; one once a push or pop is over.
        let inWindow: Int
        /// Whether a push or pop is under way.
        let hasTransitionCoordinator: Bool
        /// Whether UIKit is presenting it.
        let isBeingPresented: Bool
        /// Whether UIKit is dismissing it.
        let isBeingDismissed: Bool
    }

    /// The chain, root first; empty without a window or a root controller.
    let levels: [Level]

    /// Reads `window`'s chain of presented controllers and their navigation controllers.
    @MainActor
    init(_ window: UIWindow?) {
        var levels: [Level] = []
        var next = window?.rootViewController
        while let controller = next {
            levels.append(Self.level(controller))
            next = controller.presentedViewController
        }
        self.levels = levels
    }

    /// The presented controllers, bottom first.
    var presented: [Level] { Array(levels.dropFirst()) }

    /// The topmost controller of the chain.
    var top: UIViewController? { levels.last?.controller }

    /// The title of the topmost controller if it is an alert or a confirmation dialog.
    var topAlertTitle: String? { levels.last?.alertTitle }

    /// Whether no presentation, dismissal, push or pop is under way.
    var isSettled: Bool {
        levels.allSatisfy { level in
            !level.isBeingPresented && !level.isBeingDismissed && !level.hasTransitionCoordinator
                && level.stacks.allSatisfy { !$0.hasTransitionCoordinator && $0.inWindow <= 1 }
        }
    }

    /// Each level's navigation controllers' counts, root first: `[[3], [1]]` for a root
    /// stack with two pushed screens under a sheet with none.
    var stackCounts: [[Int]] { levels.map { $0.stacks.map(\.count) } }

    /// The chain as a failure message reads it.
    var description: String {
        guard !levels.isEmpty else { return "UIKit: no window, or no root controller" }
        let lines = levels.enumerated().map { index, level in
            let role = index == 0 ? "root" : "presented \(index)"
            return "  \(role): \(Self.text(level))"
        }
        return "UIKit:\n" + lines.joined(separator: "\n")
    }

    @MainActor
    private static func level(_ controller: UIViewController) -> Level {
        Level(
            controller: controller,
            alertTitle: (controller as? UIAlertController).map { $0.title ?? "" },
            isBeingPresented: controller.isBeingPresented,
            isBeingDismissed: controller.isBeingDismissed,
            hasTransitionCoordinator: controller.transitionCoordinator != nil,
            stacks: descendants(of: controller).compactMap { $0 as? UINavigationController }.map { navigation in
                Stack(
                    controller: navigation,
                    count: navigation.viewControllers.count,
                    inWindow: navigation.viewControllers.filter { $0.viewIfLoaded?.window != nil }.count,
                    hasTransitionCoordinator: navigation.transitionCoordinator != nil,
                    isBeingPresented: navigation.isBeingPresented,
                    isBeingDismissed: navigation.isBeingDismissed
                )
            },
            tabBars: descendants(of: controller).compactMap { ($0 as? UITabBarController)?.viewControllers?.count }
        )
    }

    /// `controller` and every controller of its child tree, depth first.
    @MainActor
    private static func descendants(of controller: UIViewController) -> [UIViewController] {
        [controller] + controller.children.flatMap { descendants(of: $0) }
    }

    private static func text(_ level: Level) -> String {
        var parts = [typeName(level.controller)]
        if let title = level.alertTitle {
            parts.append("\"\(title)\"")
        }
        if level.isBeingPresented { parts.append("being presented") }
        if level.isBeingDismissed { parts.append("being dismissed") }
        if level.hasTransitionCoordinator { parts.append("in transition") }
        let stacks = level.stacks.map { stack in
            var text = "\(stack.count)"
            if stack.hasTransitionCoordinator { text += " in transition" }
            if stack.inWindow > 1 { text += ", \(stack.inWindow) in window" }
            return text
        }
        if !level.tabBars.isEmpty { parts.append("tab bars \(level.tabBars)") }
        if !stacks.isEmpty { parts.append("stacks [\(stacks.joined(separator: "; "))]") }
        return parts.joined(separator: ", ")
    }

    /// The controller's class, without its generic arguments.
    static func typeName(_ controller: UIViewController) -> String {
        let name = String(describing: type(of: controller))
        return name.split(separator: "<").first.map(String.init) ?? name
    }
}
#endif
