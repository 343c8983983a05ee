import Foundation
import Navigation
import Testing

// (10) Long random sequences: 480 seeds, each 50 steps mixing the program's
// calls (pushes, pops, stacks set, presentations of every kind, dismissals, alerts, deep
// links, restorations, tab selections) with the user's gestures (swipes held, cancelled,
// written early or late; sheets dragged; alerts answered; tabs tapped; taps outside a
// popup), a module's own sheet or alert coming and going, the scene going to the
// background, and faults of the device (missing reporters, doubled reports, callbacks
// made inside `show`, readings that fail for a while). UIKit's transitions take 0.2–1.5 s.
// Once the device lets it, every sequence must converge: UIKit and the frame show the
// state, no user's action is lost or doubled, every screen is built once per
// appearance, nothing impossible is reported, no timer concluded anything.

/// What a seed's device does.
struct OutsideProfile: CustomStringConvertible {
    var tabs: Bool
    var reportsTransitions: Bool
    var reportsLayers: Bool
    var doublesReports: Bool
    var rendersAtOnce: Bool
    var others: Bool
    var failingReads: Bool
    var background: Bool
    /// A split view at the root, in this style; `nil` for the stack or tab bar.
    var split: SplitView.Style?
    /// Whether the scene starts with a compact horizontal size class (split runs).
    var startsCompact = false

    init(_ rng: inout SplitMix) {
        func chance(_ percent: UInt64) -> Bool { rng.next() % 100 < percent }
        tabs = chance(30)
        reportsTransitions = chance(85)
        reportsLayers = chance(85)
        doublesReports = chance(10)
        rendersAtOnce = chance(10)
        others = chance(40)
        background = chance(40)
        // A failing reading stops the session's readings for good (a known issue, probed
        // on its own in OutsideUnreadableProbes): not mixed in here.
        failingReads = false
        split = nil
    }

    /// A split run's profile: the same draws as a plain run's, then the split view's, so
    /// the plain runs' seeds keep their runs. Its root is a split view, not a tab bar.
    init(split rng: inout SplitMix) {
        self.init(&rng)
        tabs = false
        split = rng.next() % 2 == 0 ? .twoColumns : .threeColumns
        startsCompact = rng.next() % 100 < 30
    }

    var description: String {
        [
            split.map { $0 == .twoColumns ? "split2" : "split3" } ?? (tabs ? "tabs" : "stack"),
            startsCompact ? "compact" : "", reportsTransitions ? "" : "noCoordinator",
            reportsLayers ? "" : "noLayerReports",
            doublesReports ? "doubled" : "", rendersAtOnce ? "atOnce" : "", others ? "others" : "",
            failingReads ? "failingReads" : "", background ? "background" : "",
        ].filter { !$0.isEmpty }.joined(separator: ",")
    }
}

/// One random run.
@MainActor
final class OutsideRandomRun {
    let seed: UInt64
    var rng: SplitMix
    let profile: OutsideProfile
    let scene: OutsideScene
    var steps: [String] = []
    /// Runs of each alert's buttons, by alert title.
    var actionRuns: [String: Int] = [:]
    /// Alerts the user answered (the tap reached UIKit).
    var answered: Set<String> = []
    /// Module ids the user's gestures may have taken off the state.
    var userRemovable: Set<AnyModule.ID> = []
    /// Layers the user dragged or tapped away.
    var userDismissed: Set<AnyModule.ID> = []
    /// Ids the session's own write-backs took off the state that no gesture could.
    var lostByWriteBack: [String] = []
    /// How many builds each name may have: restorations make screens of names again.
    var allowedBuilds: [String: Int] = [:]
    private var alertSerial = 0
    private var saved: [Data] = []
    /// The ids each screen name had in the state, by name: a split view's list rows are
    /// selected by value, so a row selected again is a new appearance of its name.
    var appearances: [String: Set<AnyModule.ID>] = [:]
    /// The values of the sidebar's and the content column's list rows (split runs).
    private(set) var sidebarRows: [String] = []
    private(set) var contentRows: [String] = []
    /// Split runs: the user touches no list and the size class stays while a stack moves
    /// (a write of the root's selections then ends the detail column's motion: the known
    /// issues probed in OutsideSplitProbes).
    var avoidsKnownSplitIssues = false
    static let coder = try! NavigationStateCoder(modules: [OutsideScreen.self])

    /// A plain run (a stack or a tab bar at the root), or with `split` a split run: a
    /// split view at the root, its own profile drawn from the same seed.
    init(seed: UInt64, split: Bool = false) {
        self.seed = seed
        var rng = SplitMix(state: seed &* 0x9E37_79B9)
        let profile = split ? OutsideProfile(split: &rng) : OutsideProfile(&rng)
        self.profile = profile
        self.rng = rng
        scene = OutsideScene(seed: seed) { make in
            if let style = profile.split { return NavigationState(sidebar: make("side"), style: style) }
            return profile.tabs ? NavigationState(tabs: [make("t1"), make("t2"), make("t3")]) : NavigationState()
        }
        let device = scene.device
        device.reportsTransitions = profile.reportsTransitions
        device.reportsLayers = profile.reportsLayers
        device.doublesReports = profile.doublesReports
        device.rendersAtOnce = profile.rendersAtOnce
        device.writesSwipeFirst = chance(50)
        device.alertTapAfterDismissal = chance(80)
        device.dragWritesFirst = chance(50)
        let navigation = scene.navigation
        if profile.split != nil {
            sidebarRows = (0..<3).map { _ in scene.fresh("row") }
            contentRows = (0..<3).map { _ in scene.fresh("item") }
            device.setCompact(profile.startsCompact)
            _ = navigation.addJournalListener { [unowned self] entry in
                for module in entry.after.visibleModules {
                    if let name = module.unwrap(as: OutsideScreen.self)?.name {
                        appearances[name, default: []].insert(module.id)
                    }
                }
            }
        }
        // The session's write-backs (no program call) may only take off what a gesture
        // could have.
        _ = navigation.addJournalListener { [unowned self] entry in
            guard !scene.isProgramCalling else { return }
            // A collapsed split view's back button takes off its column with whatever the
            // column holds by then.
            guard !scene.device.collapsedBackWriting else { return }
            // A layer the user dismissed goes with whatever it holds by then.
            if let operations = entry.transaction?.operations, operations.count == 1,
                case .dismiss(.layer(.presented(let layer))) = operations[0], userDismissed.contains(layer)
            {
                return
            }
            let before = Set(entry.before.visibleModules.map(\.id))
            let after = Set(entry.after.visibleModules.map(\.id))
            for id in before.subtracting(after) where !userRemovable.contains(id) {
                lostByWriteBack.append(
                    "\(scene.device.format(scene.device.now)) \(id) taken off by \(entry.transaction.map { "\($0)" } ?? "a replacement")"
                )
            }
        }
    }

    func random(_ bound: Int) -> Int { Int(rng.next() % UInt64(max(bound, 1))) }
    func chance(_ percent: Int) -> Bool { random(100) < percent }
    func seconds(_ low: Double, _ high: Double) -> Duration {
        .milliseconds(Int((low + (high - low) * Double(random(1000)) / 1000) * 1000))
    }

    private func step(_ text: String) {
        steps.append("\(scene.device.format(scene.device.now)) \(text)")
        scene.device.note("STEP \(text)")
    }

    private var navigation: NavigationService { scene.navigation }

    private func newScreen(_ base: String) -> AnyModule { scene.screen(base) }

    private func alert() -> NavigationAlert {
        alertSerial += 1
        let title = "alert\(alertSerial)"
        let buttons = ["Yes", "No"].map { button in
            NavigationAlert.Button(button) { [unowned self] in actionRuns[title, default: 0] += 1 }
        }
        return NavigationAlert(title: title, buttons: buttons)
    }

    /// Runs the sequence and returns what went wrong.
    func run(steps count: Int) -> [String] {
        // The adapter's first write of a compact size class comes before the program acts.
        if avoidsKnownSplitIssues { scene.settle(.seconds(5)) }
        for _ in 0..<count {
            act()
            scene.run(chance(20) ? .zero : seconds(0, 2))
        }
        // The device lets everything end: blockers go, the finger lifts, readings work,
        // the app is in the foreground.
        scene.run(.seconds(40))
        while scene.device.dismissOther() { scene.run(.seconds(3)) }
        scene.device.canRead = true
        scene.device.setActivity(.active)
        scene.settle(.seconds(400))
        return problems()
    }

    private func act() {
        // The back button's writes end a push of the detail column the program starts
        // meanwhile (the known issue of a selection written during a detail push).
        if avoidsKnownSplitIssues, scene.device.collapsedBackPending {
            step("wait")
            return scene.run(seconds(0, 2))
        }
        if profile.split != nil, chance(35) { return actOnSplitView() }
        let device = scene.device
        var roll = random(100)
        // Without coordinator reports, a program change during a held swipe goes out at
        // once (a known issue, probed in OutsideProbesGestures): the program waits here.
        if !profile.reportsTransitions, roll < 38, device.navs.values.contains(where: { $0.interactive }) {
            roll = 99
        }
        switch roll {
        case 0..<9:
            let screen = newScreen("p")
            step("push \(OutsideDevice.name(screen))")
            scene.program { navigation.push(screen) }
        case 9..<12:
            step("pop")
            scene.program { _ = navigation.pop() }
        case 12..<13:
            step("popToRoot")
            scene.program { _ = navigation.popToRoot() }
        case 13..<15:
            let kept = navigation.state.items.filter { _ in chance(50) }
            let stack = kept + (0..<random(3)).map { _ in newScreen("set") }
            step("setStack \(stack.map(OutsideDevice.name))")
            scene.program { _ = navigation.setStack(stack) }
        case 15..<22:
            let screen = newScreen("layer")
            let styles: [PresentationStyle] = [
                .sheet, .sheet, .modal, .popup, .popup(PopupOptions(dismissesOnTapOutside: true)),
            ]
            let style = styles[random(styles.count)]
            step("present \(OutsideDevice.name(screen)) \(style)")
            scene.program { navigation.present(screen, style: style) }
        case 22..<25:
            step("dismiss")
            scene.program { _ = navigation.dismiss() }
        case 25..<26:
            step("dismissAll")
            scene.program { _ = navigation.dismissAll() }
        case 26..<30:
            let alert = alert()
            step("showAlert \(alert.title)")
            scene.program { _ = navigation.showAlert(alert) }
        case 30..<32:
            step("dismissAlert")
            raceAnswers()
            scene.program { _ = navigation.dismissAlert() }
        case 32..<35:
            let links = ["home", "over", "close"]
            let link = links[random(3)]
            let name = scene.fresh("link")
            let url = link == "close" ? "outside://close" : "outside://\(link)/\(name)"
            step("open \(url)")
            scene.program { _ = navigation.open(url, with: OutsideProbesGestures.deepLinks) }
        case 35..<36:
            if let data = try? Self.coder.encode(navigation.state) { saved.append(data) }
            // Restoring a tab bar replaces its tabs, whose views are then kept for good (a
            // known issue, probed in OutsideProbesConvergence): not mixed in here.
            // A restored split view's collapse may differ from the size class, which the
            // adapter then writes back (the known issue probed in OutsideSplitProbes).
            if !profile.tabs, !avoidsKnownSplitIssues, let data = saved.randomElement(using: &rng) {
                step("restore (\(saved.count) saved)")
                raceAnswers()
                let restored = scene.program { navigation.restore(from: data, using: Self.coder) }
                if case .success = restored {
                    for module in navigation.state.visibleModules {
                        if let name = module.unwrap(as: OutsideScreen.self)?.name {
                            allowedBuilds[name, default: 1] += 1
                        }
                    }
                }
            }
        case 36..<38 where profile.tabs:
            let tabs = navigation.state.tabs
            // A program tab switch during a swipe undoes the swipe (documented) and
            // rebuilds its screen (a known issue, probed on its own).
            if !tabs.isEmpty, !device.navs.values.contains(where: { $0.interactive }) {
                let tab = tabs[random(tabs.count)]
                step("selectTab \(OutsideDevice.name(tab.module))")
                scene.program { _ = navigation.apply(.selectTab(tab.module)) }
            }
        case 38..<56:
            let hold = chance(10) ? seconds(10, 60) : seconds(0.1, 3)
            let cancels = chance(25)
            let early = chance(35)
            let writesBack = chance(70)
            let id = device.topStackID
            let top = id.flatMap { device.navs[$0]?.shown.last }
            if let top { userRemovable.insert(top.id) }
            if device.swipeBack(hold: hold, cancels: cancels, writesEarly: early, writesBack: writesBack), let top {
                step(
                    "user swipes \(OutsideDevice.name(top.module)) back, \(hold)\(cancels ? ", cancels" : "")\(early ? ", early" : "")"
                )
            }
        case 56..<66:
            let dismisses = chance(60)
            if let last = device.chain.last, case .layer(let id) = last.content {
                markRemovable(layer: id)
                if device.dragSheet(hold: seconds(0.2, 4), dismisses: dismisses) {
                    step("user drags a sheet, \(dismisses ? "away" : "springs back")")
                }
            }
        case 66..<74:
            if let last = device.chain.last, case .alert(let id) = last.content,
                let title = navigation.state.alerts.first(where: { $0.id == id })?.title
                    ?? last.alert?.alert.title
            {
                let button = random(2)
                let stillInTheState = navigation.state.alerts.contains { $0.id == id }
                if device.tapAlert(button) {
                    step("user taps \(button == 0 ? "Yes" : "No") of \(title)")
                    answered.insert(title)
                    answering[title] = device.now
                    // Tapped on screen after the program took it off the state: the same
                    // race as the known issue, the other way round.
                    if !stillInTheState { raced.insert(title) }
                }
            }
        case 74..<78 where profile.tabs:
            let tabs = navigation.state.tabs
            let swiping = device.navs.values.contains { $0.interactive }
            // Reselecting a tab mid-push loses the pop (a known issue, probed on its own).
            let moving = device.navs.values.contains { $0.moving }
            if !tabs.isEmpty, !swiping, !moving {
                let index = random(tabs.count)
                // A tap on the selected tab pops it to its root.
                if tabs[index].id == navigation.state.selectedTab?.id {
                    userRemovable.formUnion(tabs[index].stack.map(\.id))
                }
                if device.tapTab(index) { step("user taps tab \(index)") }
            }
        case 78..<81:
            if let last = device.chain.last, case .layer(let id) = last.content {
                markRemovable(layer: id)
                if device.tapOutsidePopup() { step("user taps outside a popup") }
            }
        case 81..<86 where profile.others:
            if device.chain.contains(where: { $0.content == .other }) {
                if device.dismissOther() { step("another's controller goes") }
            } else if device.presentOther() {
                step("another's controller comes")
            }
        case 86..<89 where profile.background:
            let next: SceneActivity = device.activity == .background ? .active : .background
            step("scene \(next)")
            device.setActivity(next)
        case 89..<90 where profile.failingReads:
            device.canRead.toggle()
            step(device.canRead ? "readings work" : "readings fail")
        default:
            step("wait")
            scene.run(seconds(0, 5))
        }
    }

    /// Alerts whose answer UIKit has not reported yet, by when the user tapped.
    var answering: [String: Duration] = [:]
    /// Alerts the program dismissed while their answer was on its way: the answer may be
    /// lost (a known issue, probed in OutsideProbesAlerts).
    var raced: Set<String> = []

    private func raceAnswers() {
        for (title, tapped) in answering where scene.device.now - tapped < .seconds(2) { raced.insert(title) }
    }

    /// The layer `id`, the layers over it and their stacks may go by the user's gesture.
    private func markRemovable(layer id: AnyModule.ID) {
        userDismissed.insert(id)
        let state = navigation.state
        guard let index = state.presentations.firstIndex(where: { $0.id == id }) else { return }
        for presentation in state.presentations[index...] {
            userRemovable.formUnion([presentation.module.id] + presentation.stack.map(\.id))
        }
    }

    func problems() -> [String] {
        let device = scene.device
        var found = device.mismatches()
        if !profile.reportsLayers {
            // A dismissal ended by a reading keeps its layer leaving (a known issue, probed
            // in OutsideProbesConvergence).
            found.removeAll { $0.hasPrefix("the frame still has") }
        }
        var counts: [String: Int] = [:]
        for name in scene.names { counts[name] = OutsideBuilds.counts[name] }
        let rebuilt = counts.filter {
            $0.value > max(allowedBuilds[$0.key, default: 1], appearances[$0.key]?.count ?? 0)
        }
        if !rebuilt.isEmpty { found.append("built more than once: \(rebuilt)") }
        let state = scene.navigation.state
        let kept = Set(state.visibleModules.map(\.id) + [scene.session.root.id])
        // A layer dismissed right after the cover over it went keeps its views (a known
        // issue, probed in OutsideProbesStaleCallbacks).
        let leaked = scene.session.builder.builtModuleIDs.subtracting(kept).subtracting(device.knownLeaks)
        if !leaked.isEmpty, profile.reportsLayers {
            found.append(
                "views kept of \(leaked.count) module(s) gone: \(leaked.map { scene.device.seen[$0] ?? "\($0)" }.sorted())"
            )
        }
        if !profile.doublesReports, !scene.unexpected.isEmpty { found.append("unexpected: \(scene.unexpected)") }
        found += device.violations.filter {
            // Without coordinator reports, a presentation during a held swipe (known).
            profile.reportsTransitions || !$0.contains("while")
        }
        found += device.traceGaps.prefix(3)
        found += scene.traceAccounting()
        found += lostByWriteBack
        let back = Set(state.visibleModules.map(\.id)).intersection(device.committedSwipes)
        if !back.isEmpty { found.append("screens the user swiped away are in the state again: \(back)") }
        let dragged = Set(state.presentations.map(\.id)).intersection(device.draggedAway)
        if !dragged.isEmpty { found.append("layers the user dragged away are in the state again: \(dragged)") }
        for (title, runs) in actionRuns where runs > 1 { found.append("\(title)'s action ran \(runs) times") }
        for title in answered
        where actionRuns[title, default: 0] != 1 && !(raced.contains(title) && actionRuns[title] == nil) {
            found.append("\(title) was answered but its action ran \(actionRuns[title, default: 0]) times")
        }
        for (title, _) in actionRuns where !answered.contains(title) {
            found.append("\(title)'s action ran without an answer")
        }
        if profile.split != nil { found += splitMismatches() }
        return found
    }

    /// A report of a failing run: its seed, profile, steps and the trace's tail.
    func report(_ problems: [String]) -> String {
        """
        seed \(seed) [\(profile)]: \(problems.joined(separator: "; "))
        steps:
        \(steps.joined(separator: "\n"))
        trace tail:
        \(scene.device.tail(50))
        """
    }
}

// MARK: Split runs

// A split run's root is a `NavigationSplitView` of two or three columns. About a third of
// its steps act on the split view; the others are a plain run's (pushes and pops in the
// detail column, the user's swipes back in it, presentations and alerts over the split
// view, the scene's phase). The premises of the split view's steps:
// - S1 The sidebar's and the content column's `List(selection:)` write the tapped row's
//   tag to the selection binding (Apple, `List`: "bind a selection"); rows are tagged by
//   value, so a row tapped again writes a value equal to the selection, not the same
//   appearance. A tap reaches a list only while nothing is presented over the split view
//   (a sheet or cover takes the touches) and no swipe holds the finger.
// - S2 The detail column shows the selection's view; a new selection replaces it
//   (Apple, `NavigationSplitView`): with two columns the sidebar's selection is the
//   detail; with three, the sidebar's is the content and the content's the detail.
// - S3 On a compact width the columns collapse into one stack (Apple,
//   `NavigationSplitView`: "in compact size classes … the split view collapses into a
//   single stack"); the horizontal size class changes as the iPad rotates or the app is
//   resized (Split View, Stage Manager), also in the background. The adapter's split view
//   writes it back whenever the state's collapse differs (SplitColumnsView's
//   `onChange(of:initial:)`), the device after each render where the difference appears.
// - S4 Collapsed, only the column on top of the stack shows its list; its back button
//   pops a column: SwiftUI writes the column it shows to `preferredCompactColumn`
//   (Apple, `NavigationSplitView.init(preferredCompactColumn:…)`, a binding it updates
//   as the user navigates) and clears the list selection of the column it goes back to,
//   in either order, or only one of the two.
// - S5 The program may select in either column, clear a selection, say the split view is
//   collapsed (the size class then writes back, S3), pop past the detail column's root
//   (collapsed, that clears the selections one column at a time), or show another split
//   view.
extension OutsideRandomRun {
    private var split: SplitView? { navigation.state.splitView }

    /// A row value of `rows`: a new appearance of the row's screen.
    private func row(_ rows: [String]) -> AnyModule {
        AnyModule(OutsideScreen(name: rows[random(rows.count)]))
    }

    /// What a program selects: a new screen, a row's value, or (`clears`%) nothing.
    private func selection(_ base: String, rows: [String], clears: Int = 10) -> AnyModule? {
        let roll = random(100)
        if roll < clears { return nil }
        return roll < 60 ? newScreen(base) : row(rows)
    }

    /// The user's gestures may take off everything the split view shows but its sidebar.
    private func markColumnsRemovable() {
        guard let split else { return }
        userRemovable.formUnion(([split.content, split.detail].compactMap { $0 } + split.stack).map(\.id))
    }

    fileprivate func actOnSplitView() {
        let device = scene.device
        let style = split?.style ?? .twoColumns
        let name: (AnyModule?) -> String = { $0.map(OutsideDevice.name) ?? "nil" }
        let waits =
            avoidsKnownSplitIssues && (device.navs.values.contains { $0.moving } || device.activity == .background)
        var roll = random(100)
        // Without coordinator reports, a program change during a held swipe goes out at
        // once (the known issue a plain run's program waits for, too): it waits here.
        if !profile.reportsTransitions, roll < 30 || (80..<93).contains(roll),
            device.navs.values.contains(where: { $0.interactive })
        {
            roll = 99
        }
        // A new split view on a compact width has the adapter write the size class back
        // at once (the known issue probed in OutsideSplitProbes).
        if avoidsKnownSplitIssues, (90..<93).contains(roll), device.compact == true { roll = 99 }
        switch roll {
        case 0..<14:
            // S2, S5
            let module = selection(style == .threeColumns ? "content" : "detail", rows: sidebarRows)
            step("selectInSidebar \(name(module))")
            scene.program { _ = navigation.apply(.selectInSidebar(module)) }
        case 14..<24:
            // S2, S5
            let module = selection("detail", rows: contentRows)
            step("selectInContent \(name(module))")
            scene.program { _ = navigation.apply(.selectInContent(module)) }
        case 24..<30:
            // S5: a selection and a push in one go (a deep link into a detail).
            let module = newScreen("detail")
            let pushed = newScreen("p")
            step("select \(name(module)) and push \(name(pushed))")
            scene.program {
                if style == .threeColumns, split?.content == nil {
                    _ = navigation.apply(.selectInSidebar(newScreen("content")))
                }
                _ = navigation.apply(style == .threeColumns ? .selectInContent(module) : .selectInSidebar(module))
                navigation.push(pushed)
            }
        case 30..<70 where waits:
            step("wait")
            scene.run(seconds(0, 2))
        case 30..<46:
            // S1
            let value = row(sidebarRows)
            if device.canTouchColumns { markColumnsRemovable() }
            if device.tapRow(value, inContent: false, writesColumn: chance(50)) {
                step("user taps sidebar row \(name(value))")
            }
        case 46..<60:
            // S1
            let value = row(contentRows)
            if device.canTouchColumns { markColumnsRemovable() }
            if device.tapRow(value, inContent: true, writesColumn: chance(50)) {
                step("user taps content row \(name(value))")
            }
        case 60..<70:
            // S4
            let writes = [1, 2, 3, 3][random(4)]
            let columnFirst = chance(50)
            if device.canTouchColumns { markColumnsRemovable() }
            if device.tapCollapsedBack(columnFirst: columnFirst, writes: writes) {
                step(
                    "user taps back in the collapsed split view, writes \(writes)\(columnFirst ? ", column first" : "")"
                )
            }
        case 70..<85 where waits:
            step("wait")
            scene.run(seconds(0, 2))
        case 70..<80:
            // S3
            let compact = !(device.compact ?? false)
            step("size class \(compact ? "compact" : "regular")")
            device.setCompact(compact)
        case 80..<85:
            // S5
            let collapsed = chance(50)
            // A collapse other than the size class has the adapter write it back, which
            // ends a stack's motion (the known issue probed in OutsideSplitProbes).
            if avoidsKnownSplitIssues, collapsed != device.compact { return }
            step("setSplitViewCollapsed \(collapsed)")
            scene.program { _ = navigation.apply(.setSplitViewCollapsed(collapsed)) }
        case 85..<90:
            // S5: past the detail column's root when collapsed.
            let count = 1 + random(4)
            step("pop \(count)")
            scene.program { _ = navigation.apply(.pop(count: count)) }
        case 90..<93:
            // S5
            let sidebar = newScreen("side")
            let next: SplitView.Style = chance(50) ? .twoColumns : .threeColumns
            step("setSplitView \(name(sidebar)) \(next)")
            scene.program { _ = navigation.apply(.setSplitView(sidebar: sidebar, style: next)) }
        default:
            step("wait")
            scene.run(seconds(0, 5))
        }
    }

    /// Where the split view the frame shows differs from the state's, and the state's
    /// collapse from the size class.
    func splitMismatches() -> [String] {
        let state = navigation.state
        guard let want = state.splitView else { return [] }
        guard let shown = scene.device.splitFrame else { return ["the frame shows no split view, the state one"] }
        var found: [String] = []
        func differ(_ what: String, _ frame: AnyModule.ID?, _ state: AnyModule.ID?) {
            if frame != state {
                found.append(
                    "the frame's \(what) is \(frame.map { "\($0)" } ?? "nil"), the state's \(state.map { "\($0)" } ?? "nil")"
                )
            }
        }
        if shown.style != want.style { found.append("the frame's split style differs from the state's") }
        differ("sidebar", shown.sidebar.id, want.sidebar.id)
        differ("content column", shown.content?.id, want.content?.id)
        differ("detail root", shown.detail.root?.id, want.detail?.id)
        differ(
            "sidebar selection", shown.sidebarSelection?.id,
            (want.style == .threeColumns ? want.content : want.detail)?.id)
        if want.style == .threeColumns { differ("content selection", shown.contentSelection?.id, want.detail?.id) }
        if shown.isCollapsed != want.isCollapsed { found.append("the frame's collapse differs from the state's") }
        if let compact = scene.device.compact, compact != want.isCollapsed {
            found.append(
                "the state says \(want.isCollapsed ? "collapsed" : "columns") on a \(compact ? "compact" : "regular") width"
            )
        }
        return found
    }
}

extension OutsideScene {
    /// Whether a program call is under way (its journal entries are the program's).
    var isProgramCalling: Bool { programCalling }
}

@Suite @MainActor struct OutsideProbesRandom {
    /// Whether the tools run split runs (OUTSIDE_SPLIT set): a split view at the root.
    static var splitRuns: Bool { ProcessInfo.processInfo.environment["OUTSIDE_SPLIT"] != nil }
    /// Whether split runs avoid the known issues (OUTSIDE_SPLIT=calm).
    static var calmSplitRuns: Bool { ProcessInfo.processInfo.environment["OUTSIDE_SPLIT"] == "calm" }

    // Explores more seeds when asked: OUTSIDE_EXPLORE=<first>-<last> swift test --filter explore
    // (with OUTSIDE_SPLIT=1, split runs of those seeds)
    @Test(.enabled(if: ProcessInfo.processInfo.environment["OUTSIDE_EXPLORE"] != nil, "a tool: OUTSIDE_EXPLORE unset"))
    func exploreMoreSeeds() async {
        guard let text = ProcessInfo.processInfo.environment["OUTSIDE_EXPLORE"] else { return }
        let bounds = text.split(separator: "-").compactMap { UInt64($0) }
        guard bounds.count == 2 else { return }
        var failing: [String] = []
        for seed in bounds[0]...bounds[1] {
            let run = OutsideRandomRun(seed: seed, split: Self.splitRuns)
            run.avoidsKnownSplitIssues = Self.calmSplitRuns
            let problems = run.run(steps: Self.steps)
            if !run.scene.device.coveredDismissalIgnored, !problems.isEmpty {
                failing.append("seed \(seed) [\(run.profile)]: " + problems.joined(separator: "; ").prefix(400))
            }
        }
        print("EXPLORED \(bounds[0])-\(bounds[1]): \(failing.count) failing\n" + failing.joined(separator: "\n"))
        #expect(failing.isEmpty)
    }

    // Replays one seed with its whole trace: OUTSIDE_SEED=<n> swift test --filter OutsideProbesRandom
    // (with OUTSIDE_SPLIT=1, its split run)
    @Test(.enabled(if: ProcessInfo.processInfo.environment["OUTSIDE_SEED"] != nil, "a tool: OUTSIDE_SEED unset"))
    func replayOneSeed() async {
        guard let text = ProcessInfo.processInfo.environment["OUTSIDE_SEED"], let seed = UInt64(text) else { return }
        let run = OutsideRandomRun(seed: seed, split: Self.splitRuns)
        run.avoidsKnownSplitIssues = Self.calmSplitRuns
        let problems = run.run(steps: Self.steps)
        print(run.scene.device.lines.joined(separator: "\n"))
        print(run.report(problems))
        print("REFUSALS:\n" + run.scene.device.refusals.joined(separator: "\n"))
        print(
            "CHAIN: \(run.scene.device.chain.map(\.content)) RUNS: \(run.actionRuns) ANSWERED: \(run.answered) RACED: \(run.raced)"
        )
        #expect(problems.isEmpty)
    }

    // Premise: as above; split seeds the explorer failed on before their fixes: 1440, a
    // size class changed in the background after a write that changed nothing (the
    // adapter compared only whether the two differed, and that never changed again);
    // 5702, a collapse the program set against the size class in the background after the
    // machine's one write-back there (the view renders nothing in the background, and its
    // frame on return compared as the last it rendered; the machine now writes back again
    // when the scene returns).
    @Test(arguments: [1440, 5702] as [UInt64])
    func splitSeedsTheExplorerFound_converge(_ seed: UInt64) async {
        let run = OutsideRandomRun(seed: seed, split: true)
        let problems = run.run(steps: Self.steps)
        #expect(problems.isEmpty, Comment(rawValue: run.report(problems)))
    }

    nonisolated static let seedsPerChunk: UInt64 = 40
    static let steps = 50
    nonisolated static let chunks: [UInt64] = Array(0..<12)

    // Premise: 480 split runs (a split view of two or three columns at the root), 50 steps
    // each, as described under "Split runs" above (the split view's own known issues are
    // fixed, so the runs no longer avoid them: OUTSIDE_SPLIT=calm still does); the same
    // checks as a plain run's, and the frame's columns and the state's collapse against
    // the state and the size class.
    @Test(arguments: chunks)
    func splitSequencesConverge(_ chunk: UInt64) async {
        var failures: [String] = []
        for seed in (chunk * Self.seedsPerChunk + 1)...((chunk + 1) * Self.seedsPerChunk) {
            let run = OutsideRandomRun(seed: seed, split: true)
            let problems = run.run(steps: Self.steps)
            if !run.scene.device.coveredDismissalIgnored, !problems.isEmpty { failures.append(run.report(problems)) }
        }
        #expect(failures.isEmpty, Comment(rawValue: "\(failures.count) failing seeds; first:\n\(failures.first ?? "")"))
        if !failures.isEmpty {
            let summary = failures.map { String($0.prefix { $0 != "\n" }).prefix(300) }.joined(separator: "\n")
            print("FAILING SPLIT SEEDS chunk \(chunk):\n\(summary)")
        }
    }

    // Premise: 480 seeds of 50 steps each, as described at the top of this file.
    @Test(arguments: chunks)
    func randomSequencesConverge(_ chunk: UInt64) async {
        var failures: [String] = []
        var stats: [String: Int] = [:]
        for seed in (chunk * Self.seedsPerChunk + 1)...((chunk + 1) * Self.seedsPerChunk) {
            let run = OutsideRandomRun(seed: seed)
            let problems = run.run(steps: Self.steps)
            if run.scene.device.coveredDismissalIgnored {
                // The known issue of a covered layer's ignored dismissal decides this seed.
                stats["known: covered dismissal ignored"] = (stats["known: covered dismissal ignored"] ?? 0) + 1
            } else if !problems.isEmpty {
                failures.append(run.report(problems))
            }
            for step in run.steps {
                let words = step.split(separator: " ")
                let kind =
                    words.count > 2 && words[1] == "user" ? "user " + words[2] : String(words.dropFirst().first ?? "")
                stats[kind, default: 0] += 1
            }
            stats["commits"] = (stats["commits"] ?? 0) + run.scene.device.committedSwipes.count
            stats["draggedAway"] = (stats["draggedAway"] ?? 0) + run.scene.device.draggedAway.count
            stats["refusals"] = (stats["refusals"] ?? 0) + run.scene.device.refusals.count
        }
        #expect(failures.isEmpty, Comment(rawValue: "\(failures.count) failing seeds; first:\n\(failures.first ?? "")"))
        if ProcessInfo.processInfo.environment["OUTSIDE_STATS"] != nil { print("chunk \(chunk) stats: \(stats)") }
        if !failures.isEmpty {
            let summary = failures.map { String($0.prefix { $0 != "\n" }).prefix(300) }.joined(separator: "\n")
            print("FAILING SEEDS chunk \(chunk):\n\(summary)")
        }
    }
}
