// How the scene's machine takes in what SwiftUI and UIKit say of its stacks: the paths
// SwiftUI writes, the transition coordinator's reports, and the views of screens that left.

extension SceneMachine {
    // MARK: Stacks

    /// SwiftUI wrote `written` to `stack`'s path binding, while the navigation state was
    /// `current`. A prefix of what the frame shows is the user's pop, if its top screen
    /// appeared; the frame's path followed by screens the user's pop took is a cancelled
    /// swipe writing back; anything else, or a stack no frame shows, is stale.
    mutating func pathWritten(
        _ written: [AnyModule], to stack: StackID, in current: NavigationState, restoring: Bool = false,
        confirmed: Bool = false
    ) -> [Action] {
        guard let layer = displayed.layer(showing: stack) else { return [] }
        let shown = displayed.stack(of: layer) ?? []
        guard !AnyModule.sameAppearances(written, shown) else { return [] }
        if written.count < shown.count, shown.begins(with: written) {
            // A top the stack's motion brings, which never appeared, is not the user's.
            guard let top = shown.last, stacks.canBePopped(top.id) || stacks.motions[layer] == nil else {
                return []
            }
            // A pop UIKit said nothing of may be a late copy of an earlier write: UIKit
            // is asked whether it still shows the screens. So is one of a top that never
            // appeared: the back button's menu pops screens pushed together, of which
            // only the last appeared, and its shorter path can come after that one left.
            let popping = shown.count - written.count
            if !confirmed, !stacks.canBePopped(top.id) || !stacks.isLeaving(top.id, of: layer, popping: popping) {
                unconfirmedPop = UnconfirmedPop(written: written, stack: stack)
                // A scene in the background reads nothing: it asks once back.
                if case .suspended = phase { return [] }
                return [.read]
            }
            let popped = Set(shown[written.count...].map(\.id))
            let operation = current.screens(of: stack).flatMap { screens -> [NavigationOperation]? in
                screens.contains { popped.contains($0.id) }
                    ? Self.setting(screens.filter { !popped.contains($0.id) }, on: stack, in: current) : nil
            }
            displayed.apply(.setStack(written, layer: layer))
            for index in written.count..<shown.count { userPops[shown[index].id] = (stack, index) }
            let left = stacks.userPopped(to: written, from: shown, on: stack, of: layer)
            guard let operation else { return letGo(left) + [.show(.unanimated)] + synchronize() }
            // A guard may keep what the user popped: its views wait for the answer.
            awaitingAnswer += left
            return [writeBack(operation), .show(.unanimated)]
        }
        guard written.count > shown.count, written.begins(with: shown) else { return [] }
        let added = Array(written[shown.count...])
        guard restoring || stacks.areLeavingFromAUserPop(added.map(\.id)) else { return [] }
        // A cancelled swipe: its screens go back over the ones they were on. If the
        // program took those away meanwhile, its change stands, and they go too.
        let operation = current.screens(of: stack).flatMap { screens -> [NavigationOperation]? in
            guard screens.begins(with: shown) else { return nil }
            let restored = Array(screens[..<shown.count]) + added + Array(screens[shown.count...])
            return Self.setting(restored, on: stack, in: current)
        }
        displayed.apply(.setStack(written, layer: layer))
        stacks.restored(added.map(\.id), on: layer)
        for module in added { userPops[module.id] = nil }
        guard let operation else { return [.show(.unanimated)] + synchronize() }
        return [writeBack(operation), .show(.unanimated)]
    }

    /// The operations that make `stack` hold `screens` in `state`. A tab the state no
    /// longer selects (it selected another while the frame still showed this one) is
    /// selected for the length of the change, as the UIKit host does: the user's gesture
    /// lands in the tab it was made in.
    static func setting(_ screens: [AnyModule], on stack: StackID, in state: NavigationState) -> [NavigationOperation] {
        guard case .tab(let id) = stack, let selected = state.selectedTab, selected.id != id,
            let tab = state.tabs.first(where: { $0.id == id })
        else { return [.setStack(screens, layer: stack.layer)] }
        return [.selectTab(tab.module), .setStack(screens, layer: .root), .selectTab(selected.module)]
    }

    mutating func screenTransition(
        _ id: AnyModule.ID, _ transition: ScreenTransition, on stack: StackID
    ) -> [Action] {
        switch transition {
        case .began(let appearing, let interactive):
            let layer = displayed.layer(showing: stack)
            let shown = layer.flatMap { displayed.stack(of: $0) } ?? []
            stacks.transitionBegan(
                id, appearing: appearing, interactive: interactive, on: stack, of: layer, top: shown.last?.id,
                depth: shown.count)
            return []
        case .ended(let appearing, let cancelled):
            return run(stacks.transitionEnded(id, appearing: appearing, cancelled: cancelled))
        }
    }

    /// Carries out what the stacks' motions decided, then shows what can show now.
    mutating func run(_ outcomes: [StackMotion.Outcome], synchronizing: Bool = true) -> [Action] {
        guard !outcomes.isEmpty else { return [] }
        watchdog.fruitless = 0
        var actions: [Action] = []
        for outcome in outcomes {
            switch outcome {
            case .over:
                break
            case .restore(let module, let stack):
                if let layer = displayed.layer(showing: stack), let shown = displayed.stack(of: layer) {
                    actions += pathWritten(shown + [module], to: stack, in: target, restoring: true)
                }
            case .popped(let id, let stack):
                let shown = displayed.layer(showing: stack).flatMap { displayed.stack(of: $0) } ?? []
                if shown.last?.id == id { actions += pathWritten(Array(shown.dropLast()), to: stack, in: target) }
            case .released(let ids):
                actions += letGo(ids)
            case .differs(let stack, let shows, let asked):
                actions.append(.report(.stackDiffers(stack, shows: shows, asked: asked)))
            }
        }
        return synchronizing ? actions + synchronize() : actions
    }

    /// Takes in the pop written while UIKit said nothing of it if `reading` (`nil`: none
    /// can be made, or UIKit said the screen left) says UIKit pops its screens: they are
    /// gone from UIKit's stack, or leave it in a transition the program did not start
    /// (a swipe, the back button) from what the frame shows. During another transition
    /// the next reading tells; a late copy of an earlier write pops nothing.
    mutating func confirmPop(_ reading: SceneReading?) -> [Action] {
        guard let pop = unconfirmedPop, let layer = displayed.layer(showing: pop.stack) else {
            unconfirmedPop = nil
            return []
        }
        if let shows = reading?.stacks[pop.stack], shows.pushed > pop.written.count {
            guard shows.isTransitioning else {
                unconfirmedPop = nil
                return []
            }
            // UIKit still ends another change: the next reading tells.
            let shown = displayed.stack(of: layer) ?? []
            switch stacks.motions[layer]?.origin {
            case nil: break
            case .pop(let id)?, .hold(let id)?: if id != shown.last?.id { return [] }
            case .program?: return []
            }
            // A transition pops one screen; a write that pops more is an older copy.
            if shows.pushed > shown.count || pop.written.count + 1 != shown.count { return [] }
        }
        unconfirmedPop = nil
        // The pop takes its screens off the state as it is now: what the program changed
        // while UIKit was asked stays.
        return pathWritten(pop.written, to: pop.stack, in: target, confirmed: true)
    }

    // MARK: Letting go of views

    /// Lets go of the views of the screens `ids`, which left the screen, except those the
    /// user popped that the navigation still holds where they were (a guard refused
    /// the pop): they come back as they are.
    mutating func letGo(_ ids: [AnyModule.ID]) -> [Action] {
        let gone = ids.filter { id in
            guard let place = userPops.removeValue(forKey: id), let stack = target.screens(of: place.stack),
                place.index < stack.count
            else { return true }
            return stack[place.index].id != id
        }
        return gone.isEmpty ? [] : [.releaseViews(Set(gone))]
    }

    /// Lets go of the views of the layers that stopped rendering as leaving since
    /// `before` (they reported leaving, a reading found them gone, or they were covered),
    /// unless they show again.
    func layersLeft(since before: [AnyModule.ID: PresentationSteps.LeavingLayer]) -> [Action] {
        var left: Set<AnyModule.ID> = []
        for (id, leaving) in before where steps.leaving[id] == nil && displayed.layer(.presented(id)) == nil {
            left.formUnion(leaving.layer.modules.map(\.id))
        }
        return left.isEmpty ? [] : [.show(.animated), .releaseViews(left)]
    }

    /// Lets go of the views of the screens that left the root layer with no transition
    /// of their own since the last event.
    mutating func released() -> [Action] {
        guard !leftWithoutTransition.isEmpty else { return [] }
        defer { leftWithoutTransition = [] }
        return [.releaseViews(leftWithoutTransition.subtracting(stacks.departing.keys))]
    }

    /// The split view's column roots that `next` holds nowhere any more: another selection
    /// replaced them, or the split view went. Their views go with no transition of their
    /// own (the detail column's stack departs as any stack does). `nil` when the columns
    /// kept their roots.
    static func columnModulesLeft(from before: NavigationState, to next: NavigationState) -> Set<AnyModule.ID>? {
        guard let old = before.splitView else { return nil }
        let roots = [old.sidebar, old.content, old.detail].compactMap { $0?.id }
        let new = next.splitView.map { [$0.sidebar, $0.content, $0.detail].compactMap { $0?.id } }
        guard roots != new else { return nil }
        let left = Set(roots).subtracting(next.visibleModules.map(\.id))
        return left.isEmpty ? nil : left
    }

    /// The root layer's tabs and their stacks, when `next` changes what they hold other
    /// than by a push or pop of the tab that shows in both: a tab left, tabs replaced, a
    /// tab not shown changed. `nil` when nothing of that kind changed.
    static func tabModulesLeft(from before: NavigationState, to next: NavigationState) -> Set<AnyModule.ID>? {
        let old = before.tabs
        let new = next.tabs
        guard !old.isEmpty else { return nil }
        let sameTabs =
            old.count == new.count && before.selectedTabIndex == next.selectedTabIndex
            && zip(old, new).enumerated().allSatisfy { index, pair in
                pair.0.id == pair.1.id
                    && (index == before.selectedTabIndex || AnyModule.sameAppearances(pair.0.stack, pair.1.stack))
            }
        guard !sameTabs else { return nil }
        var left = Set(old.flatMap { [$0.module.id] + $0.stack.map(\.id) })
        for tab in new {
            left.remove(tab.module.id)
            for module in tab.stack { left.remove(module.id) }
        }
        return left
    }
}
