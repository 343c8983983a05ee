import Navigation

/// How a test-only host lies to the model of UIKit or to its planner, to show the model
/// catches it.
enum HostCorruption: CaseIterable {
    /// Every pop the user finishes is applied twice: once by the planner, once more by
    /// the host.
    case popAppliedTwice
    /// The host reports each call complete as soon as it makes it: the planner's next
    /// call comes while the last one's transition runs.
    case commandIssuedMidTransition
    /// The host does not report the user's tab selections.
    case tabSelectionIgnored
    /// When the user swipes a sheet down, the host dismisses every layer from the
    /// swiped one's place up: what the program presented during the swipe goes too.
    case swipeDownDropsProgramPresentations
    /// The host reports neither the scene's background nor its root leaving the window:
    /// the planner asks UIKit for calls it drops.
    case sceneLifeUnreported
    /// The host animates every stack change and every presentation, whatever the planner
    /// asked.
    case animatesEveryChange
    /// The host hears nothing of the More navigation controller: a tab picked in the More
    /// list, or the list shown again, is not reported.
    case morePicksIgnored
}

/// The model of UIKit bound onto the UIKit host's boundary: the planner's calls become
/// the model's UIKit calls, and the model's delegate calls become the planner's events,
/// as the UIKit host does with UIKit itself.
///
/// This is the one file of the model that names the host's types. It plays the host's
/// part of the boundary: one navigation controller per container, a completion per call,
/// a watchdog per step, and each gesture reported in UIKit's order.
@MainActor
final class UIKitHostBinding: UIKitModelDelegate {
    let navigation: NavigationService
    let root: AnyModule
    let corruption: HostCorruption?
    let session: UIKitHostSession
    private(set) var model: UIKitModel!
    /// The modules of every appearance the host was asked to show, by id.
    private var modules: [AnyModule.ID: AnyModule] = [:]
    /// The host's own reading of UIKit's delegate calls, the real host's code: the
    /// container a call of the planner's is changing, the tab the host selects in More.
    private var glue = UIKitHostGlue()
    private var alerts: [NavigationAlert.ID: NavigationAlert] = [:]
    /// The key of each presented layer's navigation controller: a new one per
    /// presentation, as the host makes a new navigation controller each time, so that a
    /// late delegate call of an earlier presentation of the same layer finds no container.
    private var presentedKeys: [LayerID: AnyHashable] = [:]
    private var presentations = 0
    private var styles: [LayerID: PresentationStyle] = [:]
    private var splitStyle: SplitView.Style = .twoColumns
    private var recorded: [String] = []
    /// The place of each layer the user is swiping down, among the presented layers.
    private var swipedPlaces: [LayerID: Int] = [:]

    /// What went wrong on the host's side of the boundary; once UIKit settled, a planner
    /// that still waits for something is one.
    var problems: [String] {
        recorded + (model?.isInTransition == false && !session.planner.isSettled ? ["the planner did not settle"] : [])
    }

    init(root: some Module, state: NavigationState, corruption: HostCorruption? = nil) {
        self.root = AnyModule(root)
        self.corruption = corruption
        navigation = NavigationService(state: state)
        session = UIKitHostSession(root: self.root, navigation: navigation)
    }

    /// Starts UIKit and the host: the window gets its root view controller.
    /// - Parameters:
    ///   - isPad: Whether the device is an iPad.
    ///   - compactWidth: Whether the window's width is compact at launch.
    ///   - reportsCollapseAtLaunch: Whether UIKit reports the collapse of a split view
    ///     made in a compact width.
    func start(
        faults: UIKitModel.Faults, seed: UInt64, tracing: Bool = true, isPad: Bool = false,
        compactWidth: Bool = false, reportsCollapseAtLaunch: Bool = true
    ) -> UIKitModel {
        let model = UIKitModel(
            navigation: navigation, rootKey: key(.layer(.root)),
            root: .navigation(UIKitModel.NavigationSpec(key: key(.layer(.root)), screens: [])), faults: faults,
            seed: seed, compactWidth: compactWidth)
        model.isPad = isPad
        model.reportsCollapseAtLaunch = reportsCollapseAtLaunch
        self.model = model
        model.recordsTrace = tracing
        model.keptScreens = [root.id]
        model.delegate = self
        session.output = { [weak self] output in self?.carryOut(output) }
        session.handle(.loaded)
        return model
    }

    // MARK: The planner's calls

    private func carryOut(_ output: UIKitOutput) {
        switch output {
        case .call(let call, let step):
            if model.isInBackground {
                recorded.append("the planner asked for \(call) in the background")
            }
            // A transition the host did not start (an alert dismissing itself before its
            // handler runs) would drop the call. It is not made: the planner plans again once
            // that transition ends, from the state as it is then.
            if let coordinator = model.topmostTransitionCoordinator, corruption != .commandIssuedMidTransition {
                session.handle(.callHeldBack(step: step))
                let waits = coordinator.animateAlongsideTransition { [weak self] _ in
                    guard let self else { return }
                    session.handle(.foreignTransitionEnded(showing: shown()))
                }
                if !waits { session.handle(.foreignTransitionEnded(showing: shown())) }
            } else {
                run(call, step: step)
            }
        case .startWatchdog(let step, let interval):
            let (seconds, attoseconds) = interval.components
            model.schedule(after: Double(seconds) + Double(attoseconds) / 1e18, "the watchdog of step \(step)") {
                [weak self] in
                guard let self else { return }
                self.session.handle(.watchdogFired(step: step, showing: self.shown()))
            }
        }
    }

    private func run(_ call: UIKitCall, step: Int) {
        let lies = corruption == .commandIssuedMidTransition
        let done: () -> Void = { [weak self] in if !lies { self?.completed(step) } }
        carryOut(call, done: done)
        if lies { completed(step) }
    }

    private func carryOut(_ call: UIKitCall, done: @escaping () -> Void) {
        switch call {
        case .setRoot(let root):
            model.setRoot(spec(root))
            // The host reads its new split view's `isCollapsed` once it set it.
            if case .split(let split) = model.root { session.splitViewRead(isCollapsed: split.isCollapsed) }
            done()
        case .setViewControllers(let ids, let container, let animated):
            glue.commanded = container
            let coordinator = model.setViewControllers(
                screens(ids), of: key(container), animated: animated || corruption == .animatesEveryChange)
            if let coordinator {
                coordinator.animateAlongsideTransition { [weak self] _ in
                    if self?.glue.commanded == container { self?.glue.commanded = nil }
                    done()
                }
            } else {
                glue.commanded = nil
                done()
            }
        case .present(let layer, let animated):
            styles[layer.layer] = layer.style
            presentations += 1
            let presentedKey = AnyHashable(PresentedKey(layer: layer.layer, presentation: presentations))
            presentedKeys[layer.layer] = presentedKey
            model.present(
                presentedKey, style: modalStyle(layer.style), screens: screens(layer.viewControllers),
                on: model.topmostKey, animated: animated || corruption == .animatesEveryChange, completion: done)
        case .dismiss(let layer, let animated):
            // The host finds nothing presented (an alert the user answered while the call
            // waited) and completes at once.
            let levels = [key(.layer(.root))] + model.presented.map(\.key)
            guard let presenter = layer == .root ? key(.layer(.root)) : presentedKeys[layer],
                let index = levels.firstIndex(of: presenter), index < levels.count - 1 || model.alert != nil
            else {
                return done()
            }
            model.dismiss(on: presenter, animated: animated, completion: done)
        case .setTabs(let tabs, let selected, _):
            selectingInMore(selected) {
                model.setTabs(tabs.map(tabSpec), selected: tabs.firstIndex { $0.id == selected } ?? 0)
            }
            done()
        case .selectTab(let id):
            if case .tabBar(let tabs, _) = model.root, let index = tabs.firstIndex(where: { $0.key == key(.tab(id)) }) {
                selectingInMore(id) { model.selectTab(index) }
            } else {
                recorded.append("the planner selects tab \(id), which the tab bar does not hold")
            }
            done()
        case .showColumn(let column):
            model.showColumn("\(column)")
            done()
        case .presentAlert(let alert, _):
            alerts[alert.id] = alert
            let handlers = alert.buttons.indices.map { index -> () -> Void in
                { [weak self] in self?.session.handle(.alertAnswered(alert.id, button: index)) }
            }
            let cancel = alert.buttons.firstIndex { $0.drawnRole == .cancel }.map { handlers[$0] }
            model.presentAlert(
                UIKitModel.AlertSpec(
                    key: AnyHashable(alert.id), title: alert.title, handlers: handlers,
                    isActionSheet: alert.drawnAsActionSheet, cancelHandler: cancel),
                on: model.topmostKey, completion: done)
        case .dismissAlert(let id, _):
            guard model.alert?.spec.key == AnyHashable(id) else { return done() }
            model.dismissAlert(completion: done)
        }
    }

    /// Runs the host's selection of the tab `id`, taking the More navigation controller's
    /// `didShow` of it as the selection's own, as the host does.
    private func selectingInMore(_ id: AnyModule.ID, _ select: () -> Void) {
        let before = model.moreDisplayed
        glue.willSelect(id)
        select()
        glue.didSelect(id, morePushed: model.moreDisplayed != before, shownInMore: tabShownInMore)
    }

    /// The tab the More navigation controller shows, or `nil` for its list, as the host
    /// reads it from `moreNavigationController`.
    private var tabShownInMore: AnyModule.ID? {
        guard case .tabBar(let tabs, _) = model.root, let index = model.moreDisplayed, tabs.indices.contains(index)
        else { return nil }
        return tabID(tabs[index].key)
    }

    private func completed(_ step: Int) {
        session.handle(.completed(step: step))
    }

    // MARK: UIKit's delegate calls

    func rootAppeared() {
        // The host reads its split view's `isCollapsed` as the root appears.
        let isCollapsed: Bool? = if case .split(let split) = model.root { split.isCollapsed } else { nil }
        session.rootAppeared(splitViewIsCollapsed: isCollapsed)
    }

    func navigationWillShow(_ navigation: AnyHashable, coordinator: UIKitModel.Coordinator?) {
        if navigation == UIKitModel.moreNavigationKey {
            // The user's pick in the More list, or the way back to it: the planner waits.
            guard corruption != .morePicksIgnored, let began = glue.moreWillShow(hasCoordinator: coordinator != nil),
                let coordinator
            else { return }
            session.handle(began)
            coordinator.animateAlongsideTransition { [weak self] context in
                guard let self, context.isCancelled else { return }
                self.session.handle(.moreShows(self.tabShownInMore))
            }
            return
        }
        // Only a pop the planner did not ask for is the user's.
        guard let container = container(of: navigation),
            glue.isUserPop(
                of: container, count: (model.viewControllers(of: navigation) ?? []).count,
                hasCoordinator: coordinator != nil, shown: session.shown),
            let coordinator
        else { return }
        session.handle(.userPopBegan(container))
        coordinator.animateAlongsideTransition { [weak self] context in
            guard let self else { return }
            if context.isCancelled {
                self.session.handle(.userPopCancelled(container))
            } else {
                let ids = (self.model.viewControllers(of: navigation) ?? []).map(\.id)
                self.session.handle(.userPopFinished(container, viewControllers: ids))
                if self.corruption == .popAppliedTwice { _ = self.navigation.pop() }
            }
        }
    }

    func navigationDidShow(_ navigation: AnyHashable) {
        if navigation == UIKitModel.moreNavigationKey {
            guard let shows = glue.moreDidShow(tabShownInMore, moreIsSelected: model.moreIsSelected),
                corruption != .morePicksIgnored
            else { return }
            session.handle(shows)
            return
        }
        guard let container = container(of: navigation) else { return }
        let ids = (model.viewControllers(of: navigation) ?? []).map(\.id)
        session.handle(.didShow(container, viewControllers: ids))
    }

    func presentationWillDismiss(_ presented: AnyHashable, coordinator: UIKitModel.Coordinator) {
        guard case .layer(let layer)? = container(of: presented) else { return }
        swipedPlaces[layer] = session.shown.presented.firstIndex { $0.layer == layer }
        session.handle(.dismissalBegan(layer))
        // A sheet let go springs back up: the swipe ends when its transition does, not
        // when the finger lifts, or the next call would wait for the spring back and run
        // against the state of the finger's lift.
        coordinator.animateAlongsideTransition { [weak self] context in
            if context.isCancelled { self?.session.handle(.dismissalCancelled(layer)) }
        }
    }

    func presentationShouldDismiss(_ presented: AnyHashable) -> Bool {
        // The host asks the navigation's guards, through the session, as UIKit asks it.
        guard case .layer(let layer)? = container(of: presented) else { return true }
        return session.shouldBeginDismissal(of: layer)
    }

    func presentationDidDismiss(_ presented: AnyHashable) {
        if let id = presented.base as? NavigationAlert.ID {
            // The host is the delegate of an action sheet's popover too.
            session.handle(.alertDismissed(id))
            return
        }
        guard case .layer(let layer)? = container(of: presented) else { return }
        session.handle(.didDismiss(layer))
        if corruption == .swipeDownDropsProgramPresentations, let place = swipedPlaces[layer] {
            let presentations = navigation.state.presentations
            if presentations.count > place { navigation.apply(.dismiss(.layer(presentations[place].layerID))) }
        }
    }

    func sceneActivityChanged(inBackground: Bool) {
        guard corruption != .sceneLifeUnreported else { return }
        session.handle(inBackground ? .enteredBackground : .enteredForeground)
    }

    func rootLeftWindow() {
        guard corruption != .sceneLifeUnreported else { return }
        session.handle(.leftWindow)
    }

    func tabBarShouldSelect(_ index: Int) -> Bool {
        guard case .tabBar(let tabs, let selected) = model.root, let id = tabID(tabs[index].key) else { return true }
        // Over the More list, the tab bar controller selects the More navigation controller.
        guard index == selected, !model.moreListShows else { return true }
        // The host refuses UIKit's own pop on a re-tap: the state's rule decides.
        session.handle(.tabReselected(id))
        return false
    }

    func tabBarDidSelect(_ index: Int) {
        guard corruption != .tabSelectionIgnored, case .tabBar(let tabs, _) = model.root,
            let id = tabID(tabs[index].key)
        else { return }
        session.handle(.tabSelected(id))
    }

    func tabBarDidSelectMore() {
        // The More item shows the tab it showed last, or its list.
        guard corruption != .morePicksIgnored,
            let shows = glue.moreTapped(shownInMore: tabShownInMore, moreIsMoving: model.moreIsMoving)
        else { return }
        session.handle(shows)
    }

    func splitViewDidChange(collapsed: Bool) {
        session.handle(collapsed ? .splitCollapsed : .splitExpanded)
    }

    func tappedOutside(_ presented: AnyHashable) {
        // The host gives a popup's backdrop a tap recognizer only when its options say so.
        guard case .layer(let layer)? = container(of: presented), case .popup(let options)? = styles[layer],
            options.dismissesOnTapOutside
        else { return }
        session.handle(.tappedOutside(layer))
    }

    // MARK: Translation

    /// The key of `container`'s navigation controller: a presented layer's is its current
    /// presentation's.
    private func key(_ container: StackID) -> AnyHashable {
        if case .layer(let layer) = container, layer != .root, let presented = presentedKeys[layer] {
            return presented
        }
        return AnyHashable(container)
    }

    /// The container whose navigation controller has `key`, as the host finds it by the
    /// controller's identity: a presented layer's only through its current presentation.
    private func container(of key: AnyHashable) -> StackID? {
        if let presented = key.base as? PresentedKey {
            return presentedKeys[presented.layer] == key ? .layer(presented.layer) : nil
        }
        guard let container = key.base as? StackID else { return nil }
        if case .layer(let layer) = container, layer != .root { return nil }
        return container
    }

    private func tabID(_ key: AnyHashable) -> AnyModule.ID? {
        guard case .tab(let id)? = key.base as? StackID else { return nil }
        return id
    }

    private func screens(_ ids: [AnyModule.ID]) -> [AnyModule] {
        for module in [root] + navigation.state.visibleModules { modules[module.id] = module }
        return ids.compactMap { id in
            guard let module = modules[id] ?? session.module(id) else {
                recorded.append("the planner names a screen \(id) the state never held")
                return nil
            }
            return module
        }
    }

    private func tabSpec(_ tab: UIKitTab) -> UIKitModel.NavigationSpec {
        UIKitModel.NavigationSpec(key: key(.tab(tab.id)), screens: screens(tab.viewControllers))
    }

    private func spec(_ root: UIKitRoot) -> UIKitModel.RootSpec {
        switch root {
        case .navigation(let ids):
            return .navigation(UIKitModel.NavigationSpec(key: key(.layer(.root)), screens: screens(ids)))
        case .tabBar(let tabs, let selected):
            return .tabBar(tabs.map(tabSpec), selected: tabs.firstIndex { $0.id == selected } ?? 0)
        case .split(let split):
            splitStyle = split.style
            let column = { (column: SplitColumn) in
                UIKitModel.NavigationSpec(
                    key: self.key(.column(column)), screens: self.screens(split.columns[column] ?? []))
            }
            return .split(
                primary: column(.primary), supplementary: split.style == .threeColumns ? column(.supplementary) : nil,
                secondary: column(.secondary), compact: column(.compact))
        }
    }

    private func modalStyle(_ style: PresentationStyle) -> UIKitModel.ModalStyle {
        switch style {
        case .sheet(let options): .sheet(swipeDismissible: options.allowsInteractiveDismiss)
        case .modal: .fullScreen
        case .popup: .overFullScreen
        }
    }

    /// What UIKit shows, read from the model's controllers as the host reads its own.
    private func shown() -> UIKitShown {
        let ids = { (navigation: UIKitModel.Navigation) in navigation.viewControllers.map(\.id) }
        let root: UIKitRoot
        var isCollapsed = false
        switch model.root {
        case .navigation(let navigation):
            root = .navigation(ids(navigation))
        case .tabBar(let tabs, let selected):
            let made = tabs.compactMap { tab in tabID(tab.key).map { UIKitTab(id: $0, viewControllers: ids(tab)) } }
            root = .tabBar(
                made, selected: made.indices.contains(selected) ? made[selected].id : made.first?.id ?? root0)
        case .split(let split):
            isCollapsed = split.isCollapsed
            var columns: [SplitColumn: [AnyModule.ID]] = [
                .primary: ids(split.primary), .secondary: ids(split.secondary),
            ]
            columns[.supplementary] = split.supplementary.map(ids)
            columns[.compact] = split.compact.map(ids)
            root = .split(UIKitSplit(style: splitStyle, columns: columns))
        }
        let presented = model.presented.compactMap { level -> UIKitPresentedLayer? in
            guard case .layer(let layer)? = container(of: level.key), let style = styles[layer] else {
                return nil
            }
            return UIKitPresentedLayer(layer: layer, style: style, viewControllers: ids(level.navigation))
        }
        let alert = model.alert.flatMap { shown in alerts.keys.first { AnyHashable($0) == shown.spec.key } }
        return UIKitShown(root: root, isCollapsed: isCollapsed, presented: presented, alert: alert)
    }

    private var root0: AnyModule.ID { root.id }
}

/// The key of one presentation's navigation controller in the model of UIKit.
private struct PresentedKey: Hashable {
    let layer: LayerID
    let presentation: Int
}
