import Navigation
import Testing

/// What an outside tester's probes of the UIKit host drive: the model of UIKit bound to
/// the real `UIKitHostSession` through `UIKitHostBinding`, started and settled.
@MainActor
struct UIKitOutsideRun {
    let binding: UIKitHostBinding
    let model: UIKitModel

    /// Starts a host whose root module is "root" on `state`, lets UIKit settle.
    /// - Parameter configure: Runs on the navigation before the host starts (a guard, a
    ///   listener).
    init(
        _ state: NavigationState, faults: UIKitModel.Faults = UIKitModel.Faults(alertHandlerAfterDismissal: 0),
        isPad: Bool = false, compactWidth: Bool, seed: UInt64, configure: (NavigationService) -> Void = { _ in }
    ) {
        binding = UIKitHostBinding(root: UIKitModelScreen(name: "root"), state: state)
        configure(binding.navigation)
        model = binding.start(faults: faults, seed: seed, isPad: isPad, compactWidth: compactWidth)
        model.settle()
    }

    /// Lets UIKit settle, and gives the model's broken invariants and the binding's
    /// problems, less those that contain `ignoring` (an expectation of the model's that a
    /// probe defeats on purpose).
    func settledProblems(ignoring: String? = nil) -> [String] {
        model.settle()
        return (model.verify() + binding.problems).filter { problem in
            ignoring.map { !problem.contains($0) } ?? true
        }
    }

    /// The root module of the tab UIKit shows: `nil` over the More list.
    var shownTab: AnyModule.ID? {
        guard case .tabBar(let tabs, let selected) = model.root, !model.moreListShows, tabs.indices.contains(selected)
        else { return nil }
        return tabs[selected].viewControllers.first?.id
    }

    /// A deep link: one transaction of `operations`, after a program dismissal of nothing
    /// that voids the model's expectations on the user's earlier gestures, as any program
    /// change made after them does.
    func deepLink(_ operations: [NavigationOperation]) {
        model.programDismiss()
        model.program("deep link") { _ = $0.apply(NavigationTransaction(operations)) }
    }
}

/// A screen of the model of UIKit, named `name`.
func outsideScreen(_ name: String) -> AnyModule { AnyModule(UIKitModelScreen(name: name)) }

/// `count` tab root screens, named `prefix` and their place from 1.
func outsideTabs(_ count: Int, _ prefix: String = "tab") -> [AnyModule] {
    (1...count).map { outsideScreen("\(prefix)\($0)") }
}
