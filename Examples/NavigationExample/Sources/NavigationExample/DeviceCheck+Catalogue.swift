import Navigation
import SampleApp

// The words the judges look for in the trace: the renderers' own event and decision
// descriptions (`RootView.navigationTrace(_:)`, `NavigationHost.navigationTrace(_:)`)
// at this version. Each judge reads the state first; the trace says what the platform
// sent, which the state alone cannot.
private enum SwiftUITrace {
    static let pathWritten = "pathWritten("
    static let layerGone = "layerDisappeared("
    static let selectionWritten = "selectionWritten("
    static let background = "activityChanged(background)"
    static let active = "activityChanged(active)"
    static let show = "do show("
}

private enum UIKitTrace {
    static let popBegan = "pop began"
    static let popCancelled = "pop cancelled"
    static let popFinished = "pop finished"
    static let alertAnswered = "alert answered with button"
    static let reselected = "reselected"
    static let collapsed = "split collapsed"
    static let expanded = "split expanded"
    static let tappedOutside = "tapped outside"
    static let swipeDown = "swipe down began"
    static let background = "entered background"
    static let foreground = "entered foreground"
    static let wait = "wait:"
    static let moreShowsATab = "the More list shows tab"
    static let hold = "hold:"
    static let keep = "keep:"
}

/// The first cells of the device tables' rows that need a finger.
enum DeviceRow {
    static let swipeBack = "when SwiftUI writes a swipe back's path, and what a cancelled swipe writes"
    static let sheetDrag = "a dismissal asked for while the user drags a sheet is asked again once let go"
    static let reselection =
        "a tab tapped again and a collapsed split view's back button write their bindings as the model says"
    static let background = "changes made in the background show once the scene is active again"
    static let hostSwipeBack =
        "`navigationController(_:didShow:animated:)` follows a non-animated `setViewControllers`, and a cancelled "
        + "swipe back reports `isCancelled` to the coordinator's completion"
    static let hostAlert = "An alert's handler runs after its controller's dismissal, so the next alert presents"
    static let hostReTap =
        "A tab's re-tap reaches `tabBarController(_:shouldSelect:)` and refusing it stops UIKit's own pop"
    static let hostSwipeAfterTabSwitch =
        "A swipe back that ends after a programmatic tab switch reports on its own tab's navigation controller"
    static let hostSlideOver =
        "`splitViewControllerDidCollapse(_:)` and `splitViewControllerDidExpand(_:)` come with the size class, and "
        + "the compact column shows the collapsed stack"
    static let hostBackdrop =
        "A tap on a popup's backdrop reaches its navigation controller's view, not the screen's controls"
    static let hostDetents = "Custom detents resolve as expected when handed smallest first"
    static let hostHome =
        "`UIScene.didEnterBackgroundNotification` and `willEnterForegroundNotification` come for the host's scene"
    static let hostBackdropUnderSheet = "A popup's backdrop takes a tap while a sheet slides up over it"
    static let hostSheetAsks =
        "`presentationControllerShouldDismiss` comes before a swipe down begins, and `false` keeps the sheet"
    static let hostMoreList =
        "A row picked in the More list calls the More navigation controller's delegate, not the tab bar's, and a "
        + "tab's navigation controller shown from the list still shows what is set on it"
}

/// The guard the sheet-asking check installs, until its cue lets the sheet go.
@MainActor
private final class RefusedDismissal {
    static let shared = RefusedDismissal()
    var token: NavigationToken?
    weak var navigation: NavigationService?

    /// Refuses every dismissal of a layer until ``release()``.
    func install(on navigation: any NavigationServiceType) {
        release()
        guard let navigation = navigation as? NavigationService else { return }
        self.navigation = navigation
        token = navigation.addGuard { operation, _ in
            if case .dismiss = operation { return .reject("the device check keeps the sheet") }
            return .allow
        }
    }

    /// Takes the guard away.
    func release() {
        if let token { navigation?.remove(token) }
        token = nil
    }
}

extension DeviceCheck {
    /// Every check, the SwiftUI adapter's first, in the order of their tables.
    public static var all: [DeviceCheck] { swiftUIChecks + uiKitChecks }

    /// Two screens on the root stack, to swipe back from.
    @MainActor private static func twoScreens(_ navigation: any NavigationServiceType) {
        navigation.push(.Details(source: .mainScreen))
        navigation.push(.Details(source: .deepLink))
    }

    /// The sample app's tabs, with a screen pushed in the first.
    @MainActor private static func tabsWithAPush(_ navigation: any NavigationServiceType) {
        _ = navigation.apply(.setTabs(SampleNavigation.tabs))
        navigation.push(.Details(source: .mainScreen))
    }

    /// Six tabs: on an iPhone the last two live in UIKit's More list.
    @MainActor private static func sixTabs(_ navigation: any NavigationServiceType) {
        let more: [AnyModule] = [
            AnyModule(DetailsModule.Details(source: .mainScreen)), AnyModule(DetailsModule.Details(source: .deepLink)),
            AnyModule(ListModule.List(source: .normal)),
        ]
        _ = navigation.apply(.setTabs(SampleNavigation.tabs + more))
    }

    /// A split view whose sidebar is the Main screen, with a detail chosen.
    @MainActor private static func splitWithADetail(_ navigation: any NavigationServiceType) {
        _ = navigation.apply(.setSplitView(sidebar: .Main))
        _ = navigation.apply(.selectInSidebar(.Details(source: .mainScreen)))
    }

    @MainActor private static func sheet(_ navigation: any NavigationServiceType) {
        navigation.present(sheet: .Details(source: .deepLink))
    }

    private static var swiftUIChecks: [DeviceCheck] {
        [
            DeviceCheck(
                id: "swiftUI.swipeBack.released", renderer: .swiftUI, row: DeviceRow.swipeBack,
                steps: [
                    "Tap Start: two Details screens are pushed.",
                    "Swipe back from the left edge, hold halfway, then let go past "
                        + "the middle so the screen pops.", "Tap Judge.",
                ], cue: nil, start: twoScreens,
                judge: { seen in
                    DeviceVerdict([
                        (seen.after.items.count == seen.before.items.count - 1, "the stack lost exactly one screen"),
                        (seen.count(SwiftUITrace.pathWritten) >= 1, "SwiftUI wrote the stack's path (pathWritten)"),
                    ])
                }),
            DeviceCheck(
                id: "swiftUI.swipeBack.cancelled", renderer: .swiftUI, row: DeviceRow.swipeBack,
                steps: [
                    "Tap Start: two Details screens are pushed.",
                    "Swipe back from the left edge, hold halfway, then move back "
                        + "so the swipe is cancelled.", "Tap Judge.",
                ], cue: nil, start: twoScreens,
                judge: { seen in
                    DeviceVerdict([
                        (seen.after.items == seen.before.items, "the stack kept both screens"),
                        (seen.after.presentations.isEmpty, "nothing was presented meanwhile"),
                    ])
                }),
            DeviceCheck(
                id: "swiftUI.sheet.draggedDown", renderer: .swiftUI, row: DeviceRow.sheetDrag,
                steps: ["Tap Start: a sheet is up.", "Drag it down until it goes.", "Tap Judge."], cue: nil,
                start: sheet,
                judge: { seen in
                    DeviceVerdict([
                        (seen.before.presentations.count == 1, "a sheet was up at the start"),
                        (seen.after.presentations.isEmpty, "the state dropped the sheet the finger dismissed"),
                        (seen.count(SwiftUITrace.layerGone) >= 1, "the renderer heard the layer go"),
                    ])
                }),
            DeviceCheck(
                id: "swiftUI.sheet.heldWhileDismissed", renderer: .swiftUI, row: DeviceRow.sheetDrag,
                steps: [
                    "Tap Start: a sheet comes up at medium height.",
                    "Within 3 seconds, hold the sheet mid-drag, and keep holding until the 3 seconds pass.",
                    "Let go, pulling the sheet back up.", "Tap Judge.",
                ],
                cue: Cue(label: "Dismiss in 3 s", delay: .seconds(3), change: { _ = $0.apply(.dismiss) }),
                start: { $0.present(sheet: .Details(source: .deepLink), options: SheetOptions(detents: [.medium])) },
                judge: { seen in
                    DeviceVerdict([
                        (seen.trace.contains(DeviceObservation.cueLine), "the dismissal was asked for"),
                        (seen.after.presentations.isEmpty, "no sheet is left in the state"),
                        (
                            seen.count(SwiftUITrace.show, afterCue: true) >= 2,
                            "the renderer asked for the dismissal again after the finger let go"
                        ),
                    ])
                }),
            DeviceCheck(
                id: "swiftUI.tab.reselected", renderer: .swiftUI, row: DeviceRow.reselection,
                steps: [
                    "Tap Start: the tab bar shows, a screen pushed in Home.", "Tap the Home tab again.", "Tap Judge.",
                ],
                cue: nil, start: tabsWithAPush,
                judge: { seen in
                    DeviceVerdict([
                        (seen.before.selectedTab?.stack.count == 1, "Home had a screen pushed at the start"),
                        (seen.after.selectedTab?.stack.isEmpty == true, "Home's stack is back at its root"),
                        (seen.after.selectedTab?.id == seen.before.selectedTab?.id, "Home is still selected"),
                    ])
                }),
            DeviceCheck(
                id: "swiftUI.split.compactBack", renderer: .swiftUI, row: DeviceRow.reselection,
                steps: [
                    "Tap Start: on an iPhone (compact), the split view shows its detail.", "Tap the back button.",
                    "Tap Judge.",
                ], cue: nil, start: splitWithADetail,
                judge: { seen in
                    DeviceVerdict([
                        (
                            seen.before.splitView?.content != nil || seen.before.splitView?.detail != nil,
                            "a detail was chosen"
                        ),
                        (
                            seen.after.splitView?.content == nil && seen.after.splitView?.detail == nil,
                            "the back button cleared the selection"
                        ),
                        (seen.count(SwiftUITrace.selectionWritten) >= 1, "SwiftUI wrote the selection"),
                    ])
                }),
            DeviceCheck(
                id: "swiftUI.scene.background", renderer: .swiftUI, row: DeviceRow.background,
                steps: [
                    "Tap Start (the app pushes 5 s later), then go to the Home Screen at once.",
                    "Wait 10 seconds, come back to the app.",
                    "Tap Judge.",
                ],
                cue: Cue(label: "Push in 5 s", delay: .seconds(5), change: { $0.push(.Details(source: .deepLink)) }),
                start: { _ in },
                judge: { seen in
                    DeviceVerdict([
                        (
                            seen.after.items.count == seen.before.items.count + 1,
                            "the push made in the background is in the state, once"
                        ),
                        (
                            seen.has(SwiftUITrace.background, before: SwiftUITrace.active),
                            "the trace names the suspension, then the resumption"
                        ),
                    ])
                }),
        ]
    }

    private static var uiKitChecks: [DeviceCheck] {
        [
            DeviceCheck(
                id: "uiKit.swipeBack.released", renderer: .uiKit, row: DeviceRow.hostSwipeBack,
                steps: [
                    "Tap Start: two Details screens are pushed.", "Swipe back, hold halfway, let go to pop.",
                    "Tap Judge.",
                ],
                cue: nil, start: twoScreens,
                judge: { seen in
                    DeviceVerdict([
                        (seen.after.items.count == seen.before.items.count - 1, "the stack lost exactly one screen"),
                        (
                            seen.has(UIKitTrace.popBegan, before: UIKitTrace.popFinished),
                            "UIKit reported the pop's start, then its end"
                        ),
                    ])
                }),
            DeviceCheck(
                id: "uiKit.swipeBack.cancelled", renderer: .uiKit, row: DeviceRow.hostSwipeBack,
                steps: [
                    "Tap Start: two Details screens are pushed.", "Swipe back, hold halfway, move back to cancel.",
                    "Tap Judge.",
                ],
                cue: nil, start: twoScreens,
                judge: { seen in
                    DeviceVerdict([
                        (seen.after.items == seen.before.items, "the stack kept both screens"),
                        (
                            seen.has(UIKitTrace.popBegan, before: UIKitTrace.popCancelled),
                            "the coordinator reported isCancelled"
                        ),
                    ])
                }),
            DeviceCheck(
                id: "uiKit.alert.buttonTapped", renderer: .uiKit, row: DeviceRow.hostAlert,
                steps: [
                    "Tap Start: two alerts are queued.", "Tap the first alert's OK.",
                    "Tap Judge while the second shows.",
                ],
                cue: nil,
                start: { navigation in
                    _ = navigation.apply(.showAlert(NavigationAlert(title: "First", buttons: [.init("OK")])))
                    _ = navigation.apply(.showAlert(NavigationAlert(title: "Second", buttons: [.init("OK")])))
                },
                judge: { seen in
                    DeviceVerdict([
                        (seen.before.alerts.count == 2, "two alerts were queued"),
                        (seen.after.alerts.map(\.title) == ["Second"], "the second alert is the one left"),
                        (seen.count(UIKitTrace.alertAnswered) == 1, "the first alert's button was answered once"),
                    ])
                }),
            DeviceCheck(
                id: "uiKit.tab.reTapped", renderer: .uiKit, row: DeviceRow.hostReTap,
                steps: [
                    "Tap Start: the tab bar shows, a screen pushed in Home.", "Tap the Home tab again.", "Tap Judge.",
                ],
                cue: nil, start: tabsWithAPush,
                judge: { seen in
                    DeviceVerdict([
                        (seen.count(UIKitTrace.reselected) == 1, "the re-tap reached shouldSelect"),
                        (
                            seen.after.selectedTab?.stack.isEmpty == true,
                            "Home's stack popped to its root, as .popsToRoot says"
                        ),
                    ])
                }),
            DeviceCheck(
                id: "uiKit.swipeBack.afterTabSwitch", renderer: .uiKit, row: DeviceRow.hostSwipeAfterTabSwitch,
                steps: [
                    "Tap Start: the tab bar shows, a screen pushed in Home; the app switches tabs 3 s later.",
                    "Begin a swipe back at once and hold it.",
                    "After the switch, let go to pop.", "Tap Judge.",
                ],
                cue: Cue(
                    label: "Switch tab in 3 s", delay: .seconds(3),
                    change: { navigation in
                        if let second = navigation.state.tabs.dropFirst().first {
                            _ = navigation.apply(.selectTab(second.module))
                        }
                    }),
                start: tabsWithAPush,
                judge: { seen in
                    DeviceVerdict([
                        (seen.after.tabs.first?.stack.isEmpty == true, "Home's stack popped"),
                        (
                            seen.after.selectedTab?.id == seen.after.tabs.dropFirst().first?.id,
                            "the second tab stays selected"
                        ),
                        (seen.count(UIKitTrace.popFinished, afterCue: true) >= 1, "the pop ended after the switch"),
                    ])
                }),
            DeviceCheck(
                id: "uiKit.split.slideOver", renderer: .uiKit, row: DeviceRow.hostSlideOver,
                steps: [
                    "Tap Start: on an iPad, the split view shows a detail.",
                    "Put the app in Slide Over, then back to full screen.",
                    "Tap Judge.",
                ], cue: nil, start: splitWithADetail,
                judge: { seen in
                    DeviceVerdict([
                        (
                            seen.has(UIKitTrace.collapsed, before: UIKitTrace.expanded),
                            "UIKit reported the collapse, then the expansion"
                        ),
                        (seen.after.splitView?.isCollapsed == false, "the state is expanded again"),
                        (
                            seen.after.splitView?.content == seen.before.splitView?.content
                                && seen.after.splitView?.detail == seen.before.splitView?.detail,
                            "the detail stayed chosen"
                        ),
                    ])
                }),
            DeviceCheck(
                id: "uiKit.popup.backdropTap", renderer: .uiKit, row: DeviceRow.hostBackdrop,
                steps: [
                    "Tap Start: a popup that dismisses on a tap outside is up.", "Tap inside it, then beside it.",
                    "Tap Judge.",
                ],
                cue: nil,
                start: { navigation in
                    navigation.present(
                        popup: .Details(source: .deepLink), options: PopupOptions(dismissesOnTapOutside: true))
                },
                judge: { seen in
                    DeviceVerdict([
                        (seen.count(UIKitTrace.tappedOutside) == 1, "one tap, the one beside it, reached the backdrop"),
                        (seen.after.presentations.isEmpty, "the popup is gone from the state"),
                    ])
                }),
            DeviceCheck(
                id: "uiKit.sheet.customDetents", renderer: .uiKit, row: DeviceRow.hostDetents,
                steps: [
                    "Tap Start: a sheet with the detents large, 200 points and medium is up, at large.",
                    "Drag it down to rest at medium, then at 200 points, without dismissing it.", "Tap Judge.",
                ],
                cue: nil,
                start: { navigation in
                    navigation.present(
                        sheet: .Details(source: .deepLink),
                        options: SheetOptions(detents: [.large, .height(200), .medium]))
                },
                judge: { seen in
                    DeviceVerdict([
                        (seen.after.presentations.count == 1, "the sheet stayed up while it rested at each height"),
                        (seen.count(UIKitTrace.swipeDown) >= 1, "UIKit reported the drags"),
                    ])
                }),
            DeviceCheck(
                id: "uiKit.scene.homeGesture", renderer: .uiKit, row: DeviceRow.hostHome,
                steps: [
                    "Tap Start (the app pushes 5 s later), then go to the Home Screen at once.",
                    "Wait 10 seconds, come back.", "Tap Judge.",
                ],
                cue: Cue(label: "Push in 5 s", delay: .seconds(5), change: { $0.push(.Details(source: .deepLink)) }),
                start: { _ in },
                judge: { seen in
                    DeviceVerdict([
                        (seen.after.items.count == seen.before.items.count + 1, "the push is in the state, once"),
                        (
                            seen.has(UIKitTrace.background, before: UIKitTrace.foreground),
                            "the scene's notifications came"
                        ),
                        (
                            seen.has(UIKitTrace.background, before: UIKitTrace.wait),
                            "the host waited while in the background"
                        ),
                    ])
                }),
            DeviceCheck(
                id: "uiKit.popup.backdropUnderSheet", renderer: .uiKit, row: DeviceRow.hostBackdropUnderSheet,
                steps: [
                    "Tap Start: a popup that dismisses on a tap outside comes up, and a sheet 2 s later.",
                    "Tap the popup's backdrop as the sheet slides up.", "Tap Judge.",
                ],
                cue: Cue(
                    label: "Sheet in 2 s", delay: .seconds(2),
                    change: { $0.present(sheet: .Details(source: .mainScreen)) }),
                start: { navigation in
                    navigation.present(
                        popup: .Details(source: .deepLink), options: PopupOptions(dismissesOnTapOutside: true))
                },
                judge: { seen in
                    DeviceVerdict([
                        (seen.after.presentations.count == 2, "the popup and the sheet over it are both up"),
                        (seen.has(UIKitTrace.hold, before: UIKitTrace.keep), "the trace has hold: then keep:"),
                    ])
                }),
            DeviceCheck(
                id: "uiKit.sheet.asksBeforeItGoes", renderer: .uiKit, row: DeviceRow.hostSheetAsks,
                steps: [
                    "Tap Start: a sheet comes up whose dismissal a guard refuses.",
                    "Swipe the sheet down and let go: it springs back.", "Tap Judge, then the cue to let it go.",
                ],
                cue: Cue(
                    label: "Let the sheet go", delay: .zero,
                    change: { navigation in
                        RefusedDismissal.shared.release()
                        navigation.dismiss()
                    }),
                start: { navigation in
                    RefusedDismissal.shared.install(on: navigation)
                    navigation.present(sheet: .Details(source: .deepLink))
                },
                judge: { seen in
                    DeviceVerdict([
                        (seen.after.presentations.count == 1, "the sheet stayed up after the swipe"),
                        (seen.count(UIKitTrace.swipeDown) == 0, "UIKit began no swipe down: it asked first"),
                    ])
                }),
            DeviceCheck(
                id: "uiKit.tab.morePick", renderer: .uiKit, row: DeviceRow.hostMoreList,
                steps: [
                    "Tap Start, on an iPhone: six tabs, the last two in the More list.",
                    "Tap More, then the last row of its list.", "Tap Judge.",
                ],
                cue: nil, start: sixTabs,
                judge: { seen in
                    DeviceVerdict([
                        (
                            seen.count(UIKitTrace.moreShowsATab) >= 1,
                            "the More navigation controller's delegate heard it"
                        ),
                        (
                            seen.after.selectedTab?.id == seen.after.tabs.last?.id,
                            "the state selects the tab picked in the More list"
                        ),
                    ])
                }),
        ]
    }
}
