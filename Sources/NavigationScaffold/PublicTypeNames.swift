/// The top-level public type names of the libraries generated code imports. A generated
/// type of one of these names would hide the library's own in the user's target, so the
/// generator refuses names that make one. `ScaffoldTests` checks this list against the
/// libraries' sources.
enum PublicTypeNames {
    /// Navigation's, Architecture's and NavigationTesting's public types.
    static let package: Set<String> = [
        "AnyModule", "ApplicationViewBuilder", "AwaitedModuleError", "Assembly", "Container", "DeepLinkError",
        "DeepLinkParameters", "DeepLinkRoute", "DeepLinkRouter", "DependencyContainer", "DroppedModule", "EmptyView",
        "FeatureDestination", "FeatureDestinationError",
        "GuardDecision", "InteractorProtocol", "LayerID", "MockNavigationAssembly", "MockNavigationService", "Module",
        "ModuleType", "NavigatingRouter", "NavigationAlert", "NavigationAssembly", "NavigationChangeCounter",
        "NavigationGuard", "NavigationHost", "NavigationJournal", "NavigationJournalEntry", "NavigationOperation",
        "NavigationOutcome",
        "NavigationResult", "NavigationService", "NavigationServiceType", "NavigationState", "NavigationStateCoder",
        "NavigationToken", "NavigationTransaction", "PopupOptions", "Presentation", "PresentationPolicy",
        "PresentationStyle",
        "PresenterProtocol", "RestorableModule", "RestorationError", "RootView",
        "RouterProtocol", "SheetOptions", "SplitView", "Tab", "TabItemModule", "TabReselection", "View",
        "ViewControllerScreen", "ViewStateProtocol", "WiredPresenter", "WiredViewState",
    ]

    /// SwiftUI's views whose names a module's `<Name>View` could take, hiding them in
    /// the target on Apple platforms.
    static let swiftUIViews: Set<String> = [
        "AnyView", "ContentUnavailableView", "EmptyView", "NavigationView", "ProgressView", "ScrollView",
        "TabView", "TimelineView", "TupleView",
    ]
}
