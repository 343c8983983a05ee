/// The rules of SwiftUI and UIKit the model plays, each named after its section of the
/// package's presentation research, with the source that section cites.
enum SwiftUIRule: String, CaseIterable, Sendable {
    /// A presenter shows one presentation at a time; a `present` to one that is already
    /// presenting (an alert included) is dropped, not queued. UIKit's "Attempt to present
    /// … which is already presenting" (https://github.com/aheze/Popovers/issues/11,
    /// https://github.com/nathantannar4/Transmission/issues/69).
    case r1_1 = "R1.1 one presentation per presenter; a second present is dropped"
    /// A presentation or dismissal asked for while another transition runs is lost
    /// (https://github.com/pointfreeco/swift-composable-architecture/issues/1991,
    /// https://github.com/QuickBirdEng/XCoordinator/issues/146).
    case r1_3 = "R1.3 a present or dismiss asked for during a transition is lost"
    /// A changed `sheet(item:)` identity dismisses the sheet and presents a new one
    /// (https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)).
    case r2_1 = "R2.1 a changed item identity is a dismissal then a presentation"
    /// Two presentation modifiers on one view work, one up at a time
    /// (https://github.com/johnpatrickmorgan/FlowStacks/issues/12).
    case r2_3 = "R2.3 a sheet and a cover of one level are never up together"
    /// `onAppear` runs before the first frame: at the start of a push or presentation
    /// (https://developer.apple.com/documentation/swiftui/view/onappear(perform:)). The
    /// model sends it for pushed screens; a layer's end is its `viewDidAppear` (VC).
    case r3_1 = "R3.1 onAppear comes at the start of a transition"
    /// `onDisappear` of a dismissed or popped screen comes at the end of its animation, or
    /// later (UIKit's `viewDidDisappear`; swift-navigation's `UIKitNavigationShim/shim.m`).
    case r3_5 = "R3.5 onDisappear comes at the end of a transition, possibly late"
    /// A user's path write is "push one element" or "pop down to index n", made when the
    /// pop commits (TCA `NavigationStack+Observation.swift`; swift-navigation
    /// `NavigationStackController.swift` syncs in `didShow`).
    case r5_1 = "R5.1 a user's path write pushes one element or pops to an index"
    /// An interactive pop the user cancels: `willShow` fires at its start from iOS 18,
    /// `didShow` only when it commits; SwiftUI may write the shorter path and then the
    /// longer path back, or write nothing
    /// (https://github.com/heinzl/swift-composable-navigation/issues/17).
    case r5_2 = "R5.2 a cancelled interactive pop writes the longer path back, or never writes"
    /// A sheet swiped down writes `nil` once the dismissal commits; nil writes can be late
    /// (https://github.com/pointfreeco/swift-composable-architecture/pull/3309).
    case r5_3 = "R5.3 a sheet swiped down writes nil at the end, possibly twice or late"
    /// A `Binding(get:set:)` rebuilt in every `body` desyncs the path and crashes
    /// (https://github.com/pointfreeco/swift-composable-architecture/issues/2058).
    case r5_4 = "R5.4 the path binding is one stable binding"
    /// Changing the path while a push or pop animates leaves the path uncleared or the
    /// screen blank (https://github.com/swiftlang/swift/issues/77088).
    case r5_5 = "R5.5 no path change while a push or pop animates"
    /// An alert is attached inside the topmost presented content; nothing presents over
    /// it (https://github.com/elai950/AlertToast/issues/68).
    case r6_1 = "R6.1 an alert shows from the topmost presenter only"
    /// An alert is presented from the topmost presenter; its button's action runs before
    /// `isPresented = false` is written (iOS 16+)
    /// (https://github.com/pointfreeco/swift-composable-architecture/issues/1981).
    case r6_3 = "R6.3 an alert button's action runs, then isPresented is set to false"
    /// Taps do not reach what is behind a full-screen cover; a tap outside a popup's
    /// content reaches only a view inside the cover (https://openillumi.com/?p=84669).
    case r7_4 = "R7.4 a tap outside a popup reaches only a view inside its cover"
    /// Content cleared before its dismissal animation ends shows blank or black: a
    /// leaving sheet or cover renders its last content until it is gone
    /// (https://github.com/rioX432/CivitDeck/pull/532).
    case r7_5 = "R7.5 a leaving layer renders its content until it is gone"
    /// A `NavigationSplitView` column's root keeps its view, and its `@State`, for an
    /// equal identity; a list's selection is compared by value
    /// (https://developer.apple.com/documentation/swiftui/navigationsplitviewcolumn).
    case r8_5 = "R8.5 a split column's root view is kept for an equal identity"
    /// SwiftUI holds back changes made while the scene is in the background and makes
    /// them all at once when it is active again; no callback comes meanwhile (FlowStacks
    /// commit 208bb6b gates its syncing on `scenePhase == .active`).
    case r4_5 = "R4.5 a backgrounded scene holds changes back and sends no callbacks"

    /// UIKit makes a transition coordinator when a push or pop starts and keeps it only
    /// while the transition animates; a pushed screen's controller reads it as
    /// `UIViewController.transitionCoordinator` in `viewWillAppear(_:)` or
    /// `viewWillDisappear(_:)`, and the completion of its
    /// `animate(alongsideTransition:completion:)` runs once the animation is over. The
    /// context says whether the user drives the transition (`isInteractive`: a swipe back)
    /// and whether the user let go before it committed (`isCancelled`: the screen stays).
    /// `viewWillAppear(_:)` and `viewWillDisappear(_:)` come before the view is added or
    /// removed and before any animation is configured, so the start is reported before
    /// the transition plays: a swipe back is the navigation controller's own
    /// `interactivePopGestureRecognizer`, whose action starts the pop, so its start is
    /// reported within the gesture's event, before other code of the app runs.
    /// An unanimated change has no coordinator, so it reports nothing; a frame shown in a
    /// transaction that disables animations pushes and pops unanimated
    /// (https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator,
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator,
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:),
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwilldisappear(_:),
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivepopgesturerecognizer,
    /// https://developer.apple.com/documentation/swiftui/transaction/disablesanimations,
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/animate(alongsidetransition:completion:),
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/isinteractive,
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/iscancelled).
    case tc = "TC a pushed screen's push or pop reports its start, then its animation's end, cancelled or not"

    /// A presented controller's `viewDidAppear(_:)` comes once its presentation's
    /// transition ended, and `viewDidDisappear(_:)` once its dismissal's did; a full-screen
    /// cover takes the presenting controller's views out of the window once it is up, so
    /// that controller disappears, and appears again when the cover goes; a sheet, and a
    /// cover over a clear background (`overFullScreen`, as the model plays a popup), leave
    /// them (https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidappear(_:),
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdiddisappear(_:),
    /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/fullscreen,
    /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/overfullscreen).
    case vc = "VC a layer's viewDidAppear and viewDidDisappear come at its transition's end"

    /// What UIKit shows can be read from the window: the `presentedViewController` chain,
    /// each controller's `isBeingPresented` (from the `present` until its transition ends,
    /// a stalled first frame included) and `isBeingDismissed` (a program's dismissal, or a
    /// user's drag), and each navigation controller's `viewControllers` and
    /// `transitionCoordinator` (https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller,
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingpresented,
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingdismissed).
    case rd = "RD a reading shows the presented chain with each controller's motion, and each stack"

    /// The renderer presents its own `UIAlertController`: its `present`'s completion comes
    /// once the alert is up, its `dismiss`'s once it is gone; a button's handler runs once
    /// UIKit took the alert down, and no `dismiss` comes of it. As the renderer's boundary
    /// states it (`AlertFrame` in `SceneFrame.swift`), not measured here.
    case al = "AL the renderer's alert reports its present and dismissal completions; a tap runs after it went"

    /// A dismissal the program asks for while the user drags a sheet is ignored; a sheet
    /// let go before the drag commits springs back, and appears again. The model's reading
    /// of UIKit's interactive dismissal, which the machine's `reshowLayer` is written for;
    /// not measured here.
    case dg = "DG a dismissal asked during the user's drag of a sheet is ignored"

    /// A module may present a sheet, an alert or a confirmation dialog of its own: it sits
    /// in the same `presentedViewController` chain, so what the renderer presents from
    /// under it is dropped (R1.1), and a reading shows it as a controller not the
    /// renderer's.
    case ow = "OW a module's own controller takes the presenter: what is asked from under it is dropped"

    /// The user reacts to what is on screen no sooner than a tenth of a second after it
    /// changed: the model's choice, so it never touches a screen before its `onAppear`.
    case rt = "RT a person touches the screen no sooner than 0.1 s after it changed"

    /// SwiftUI tells views apart by identity: a path element, a column's root, a tab's
    /// root whose identity is equal to the last render's is the same view, keeps its
    /// state and gets no new `onAppear`; a changed one is a new view
    /// (https://developer.apple.com/documentation/swiftui/navigationstack, "Manage
    /// navigation state"; WWDC21 "Demystify SwiftUI").
    case identity = "ID views are kept for an equal identity and rebuilt for a new one"

    /// The rule's section of the research, such as `R5.2`.
    var section: String { String(rawValue.prefix { $0 != " " }) }
}
