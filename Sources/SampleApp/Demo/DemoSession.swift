import Navigation

/// The sample app running without a screen: the navigation, the container, and the
/// views of the modules on screen, driven by calling presenters as taps would.
@MainActor
public final class DemoSession {
    /// The app's container.
    public let container: DependencyContainer
    /// The app's navigation.
    public let navigation: NavigationService
    /// Builds and keeps the views of the modules on screen.
    public let builder: ApplicationViewBuilder
    /// The root screen.
    public let root: any View

    /// Starts the app on the main screen.
    /// - Parameter container: The container; a new one by default.
    public init(container: DependencyContainer = DependencyContainer()) {
        self.container = container
        SampleFeatures.wire(container)
        navigation = container.resolve(NavigationAssembly.self).service()
        builder = ApplicationViewBuilder(container: container)
        root = builder.build(module: .Main)
        (root as? any SampleScreen)?.appear()
    }

    /// The navigation state as an indented tree.
    public var tree: String {
        navigation.state.treeDescription(rootModule: AnyModule(MainModule.Main))
    }

    /// The view the user sees, as `type`; `nil` when the screen on top is of another type.
    public func screen<Screen>(_ type: Screen.Type) -> Screen? {
        guard let module = navigation.state.topModule else { return root as? Screen }
        return builder.view(for: module) as? Screen
    }

    /// Brings the views in line with the state after a step, as the screen would: new
    /// screens appear, screens that left are let go.
    public func settle() {
        builder.retainViews(for: navigation.state)
        if let module = navigation.state.topModule {
            let isNew = !builder.builtModuleIDs.contains(module.id)
            let view = builder.view(for: module)
            if isNew { (view as? any SampleScreen)?.appear() }
        }
    }

    /// Answers the alert that shows with its button titled `title`, as a tap would.
    /// - Returns: `false` when no alert shows or it has no such button.
    @discardableResult
    public func answerAlert(_ title: String) -> Bool {
        guard let alert = navigation.alert, let button = alert.buttons.first(where: { $0.title == title }) else {
            return false
        }
        return navigation.tap(button, of: alert)
    }

    /// The scripted walk: each step's title and what it does.
    public var script: [(title: String, action: () -> Void)] {
        [
            ("open details from main", { self.screen(MainView.self)?.viewState.presenter?.didTapDetails() }),
            ("start a game", { self.screen(DetailsView.self)?.viewState.presenter?.didTapPlay() }),
            (
                // Scoring changes the game's screen, not the navigation: it shares the step
                // that shows its effect.
                "score, then finish the game: confirm in a modal",
                {
                    self.screen(GameView.self)?.viewState.presenter?.didTapScore()
                    self.screen(GameView.self)?.viewState.presenter?.didTapFinish()
                }
            ),
            ("navigate inside the modal", { self.screen(ConfirmationView.self)?.viewState.presenter?.didTapDetails() }),
            (
                "open favorites inside the modal",
                { self.screen(DetailsView.self)?.viewState.presenter?.didTapFavorites() }
            ),
            ("raise the delete alert", { self.screen(ListView.self)?.viewState.presenter?.didTapDelete(itemID: 1) }),
            ("answer yes", { self.answerAlert("Yes") }),
            (
                "deep link back: myapp://details/deepLink",
                { self.navigation.open("myapp://details/deepLink", with: SampleNavigation.deepLinks) }
            ),
        ]
    }

    /// Runs the scripted walk, handing each step's title and tree to `report`.
    /// - Parameter report: Receives a step's title and the tree after it.
    public func runScript(report: (String, String) -> Void) {
        for step in script + featuresScript + layoutScript {
            step.action()
            settle()
            report(step.title, tree)
        }
    }
}
