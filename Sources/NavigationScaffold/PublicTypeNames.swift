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

    /// The types of SwiftUI (`swiftUI`) and UIKit (`uiKit`) whose names a generated type
    /// could take, hiding them in the target on Apple platforms: every public type their
    /// iOS SDK declares whose name ends in a word the generator adds (`View`,
    /// `ViewController`, `Assembly`, ...) or starts with `Mock`. `ScaffoldTests` reads
    /// them from the iOS SDK, when `ios-typecheck` has unpacked one, and checks these lists.
    static let swiftUI: Set<String> = [
        "AnyView",
        "ContentUnavailableView",
        "EmptyView",
        "EquatableView",
        "FillShapeView",
        "HSplitView",
        "NavigationSplitView",
        "NavigationView",
        "PlaceholderContentView",
        "ProgressView",
        "ScrollView",
        "ShapeView",
        "StrokeBorderShapeView",
        "StrokeShapeView",
        "SubscriptionView",
        "TabView",
        "TimelineView",
        "TupleView",
        "VSplitView",
        "_AnimatableView",
        "_AnimationView",
        "_CALayerView",
        "_DelayedPreferenceView",
        "_DetachedView",
        "_PagingView",
        "_PreferenceReadingView",
        "_ScrollView",
        "_ScrollableLayoutView",
        "_ShadowView",
        "_ShapeView",
        "_UIHostingConfigurationBackgroundView",
        "_VariadicView",
    ]
    static let uiKit: Set<String> = [
        "UIActivityIndicatorView",
        "UIActivityViewController",
        "UIAlertView",
        "UICalendarView",
        "UICellAccessoryCustomView",
        "UICollectionReusableView",
        "UICollectionView",
        "UICollectionViewController",
        "UIColorPickerViewController",
        "UIContentUnavailableView",
        "UIContentView",
        "UIDocumentBrowserViewController",
        "UIDocumentMenuViewController",
        "UIDocumentPickerExtensionViewController",
        "UIDocumentPickerViewController",
        "UIDocumentViewController",
        "UIEventAttributionView",
        "UIFontPickerViewController",
        "UIImageView",
        "UIInputView",
        "UIInputViewController",
        "UIListContentView",
        "UIPageViewController",
        "UIPickerView",
        "UIPopoverBackgroundView",
        "UIProgressView",
        "UIReferenceLibraryViewController",
        "UIScrollView",
        "UISearchContainerViewController",
        "UISplitViewController",
        "UIStackView",
        "UIStandardTextCursorView",
        "UITableView",
        "UITableViewController",
        "UITableViewHeaderFooterView",
        "UITextCursorView",
        "UITextSelectionHandleView",
        "UITextSelectionHighlightView",
        "UITextView",
        "UIView",
        "UIViewController",
        "UIVisualEffectView",
        "UIWebView",
    ]

    /// The suffixes `swiftUI` and `uiKit` are read by: the words a generated type's name
    /// ends in.
    static let generatedSuffixes = [
        "Module", "Assembly", "Routing", "Interacting", "Presenting", "Interactor", "Presenter", "Router", "View",
        "ViewState", "ViewController", "RouterTests", "Contracts",
    ]
}
