/// The state machine of one scene's SwiftUI adapter: it owns everything the adapter
/// knows, and decides every change of what the scene shows.
///
/// It is a value. Every event (a path written, a presentation dismissed by the user, a
/// screen or layer appearing or leaving, an alert shown or tapped, a timer, an animation
/// completing, the scene's phase, the navigation state) is a `mutating` function that
/// returns the ``Action``s to run, in order; ``ScreenSession`` runs them and holds no
/// navigation state of its own.
///
/// What it keeps in step with the navigation state (its target):
/// - Presentations and alerts change one UIKit transition at a time, as
///   ``ScreenUpdatePlan`` plans them; each step waits for its appearance or
///   disappearance report and the settle time, and a report that never comes takes the
///   layer or alert back and asks for it again
///   (``PresentationRule/requestDuringTransitionIsDropped``).
/// - A layer's stack changes at once, animated, unless a push or pop of that layer is
///   still animating: then the changes wait and go out together, as one change, when it
///   completes (``PresentationRule/stackWritesDuringAnimationAreLost``). No presentation
///   step starts while a stack animates.
/// - A user's path write is applied to the navigation state when it comes, as one
///   change; what the user popped stays built until its screen reports leaving. A swipe
///   back can write its path as it starts, so the stack's program changes wait until
///   the popped screen's transition reports its end, or the screen reports leaving, or
///   comes back with a cancelled swipe's longer path, never for a fixed time
///   (``PresentationRule/interactivePopEndsWhenItsScreenLeaves``,
///   ``PresentationRule/transitionsReportTheirEnd``). A `NavigationLink`'s push ends at
///   the pushed screen's report, or the covered screen's leaving, or the settle time.
/// - A backgrounded scene shows nothing new and gives up on nothing; it resynchronizes
///   when it is in the foreground again
///   (``PresentationRule/backgroundChangesAreDeferred``).
///
/// An event that no order of SwiftUI's callbacks can make (a timer never started, an
/// animation never run) changes nothing: it is counted in ``unexpectedEvents`` and
/// returned as ``Action/report(_:)``, never a trap.
package struct SceneMachine {
    /// A timer the machine asks for; it comes back with ``timerFired(_:)``.
    package enum Timer: Hashable, Sendable {
        /// The least time step `step` waits before the next presentation step.
        case settle(step: Int)
        /// The longest wait for step `step`'s appearance or disappearance reports.
        case report(step: Int)
        /// The longest wait for stack animation `animation`'s completion.
        case animation(Int)
        /// The longest wait for popped screens of departure batch `batch` to report leaving.
        case departures(batch: Int)
    }

    /// What the executor does, in order.
    package enum Action: Equatable {
        /// Apply this operation to the navigation, then send ``navigationChanged(_:)``.
        case apply(NavigationOperation)
        /// Publish a new frame of ``displayed`` as a change of this kind; its completion,
        /// when `animation` is set, comes back as ``animationCompleted(_:)``.
        case show(FrameChange, animation: Int?)
        /// Start `timer`, replacing a running one with the same name.
        case start(Timer, after: Duration)
        /// Stop `timer`, if it runs.
        case cancel(Timer)
        /// Tap `button` of `alert` in the navigation (which dismisses the alert and runs
        /// the button's action); when `runsActionIfGone` and the navigation no longer
        /// shows the alert (its binding dismissed it first), run the action anyway.
        case tap(NavigationAlert.Button, of: NavigationAlert, runsActionIfGone: Bool)
        /// Keep the views of these appearances, and let go of every other.
        case retainViews(Set<AnyModule.ID>)
        /// An impossible event came; it changed nothing.
        case report(UnexpectedEvent)
    }

    /// An event no order of SwiftUI's callbacks makes, or a callback SwiftUI sends that
    /// never came.
    package enum UnexpectedEvent: Hashable, Sendable {
        /// A timer the machine never asked for fired.
        case timerNeverStarted(Timer)
        /// An animation the machine never started completed.
        case animationNeverStarted(Int)
        /// The screen a user's pop took off a stack reported neither leaving nor coming
        /// back within the report timeout: the stack's waiting changes went out anyway,
        /// while the pop may still run.
        case popNeverEnded(AnyModule.ID)
    }

    /// Something a presentation step waits for.
    package enum Awaited: Hashable, Sendable {
        /// The appearance (presented) or disappearance (dismissed) of this layer.
        case layer(AnyModule.ID)
        /// The appearance of this alert.
        case alert(NavigationAlert.ID)
    }

    /// A presentation step in flight.
    package struct Step: Hashable, Sendable {
        /// The step's number.
        package var number: Int
        /// The reports it waits for.
        package var awaiting: Set<Awaited>
        /// Whether its settle time has passed.
        package var settled: Bool

        /// Step `number`, waiting for `awaiting`, its settle time passed when `settled`.
        package init(number: Int, awaiting: Set<Awaited>, settled: Bool) {
            self.number = number
            self.awaiting = awaiting
            self.settled = settled
        }
    }

    /// What the machine is doing, for tests and logs.
    package enum Phase: Hashable, Sendable {
        /// The root layer has not appeared: stacks show, presentations wait.
        case starting
        /// No presentation step is in flight.
        case idle
        /// A presentation step is in flight.
        case settling(Step)
        /// The scene is in the background; it resumes as `resuming` says.
        case suspended(resuming: Resumption)
    }

    /// What a suspended machine resumes.
    package enum Resumption: Hashable, Sendable {
        /// Waiting for the root layer.
        case starting
        /// Nothing in flight.
        case idle
        /// This step, whose timers start again.
        case settling(Step)
    }

    /// A layer dismissed whose content still renders until it reports leaving.
    package struct LeavingLayer {
        /// The layer, as it last showed.
        package var layer: NavigationState.Layer
        /// The layer it presented then, if any (leaving with it).
        package var presents: NavigationState.Layer?
        /// Its place among the state's layers when it left, root layer first: leaving
        /// layers render lowest first.
        package var depth: Int
    }

    /// The machine's state: one case at a time, each with the data it needs.
    private enum State {
        /// The root layer has not appeared yet: UIKit presents only from a controller on
        /// screen, so stacks show and presentations wait.
        case starting(Scene)
        /// No presentation step is in flight; stacks may be animating (see
        /// ``Scene/animations``), and steps wait for them.
        case idle(Scene)
        /// A presentation step is in flight: the next waits until it settles.
        case settling(Scene, Step)
        /// The scene is in the background: nothing new shows, no timer gives up, and
        /// the machine resumes as it was once the scene is in the foreground.
        case suspended(Scene, Resumption)
        /// Transient, while an event changes the state, so the data is not copied.
        case modifying
    }

    /// Everything the machine knows about the screen, whatever it is doing.
    private struct Scene {
        let configuration: ScreenConfiguration
        /// The appearance at the root of the root layer.
        let root: AnyModule.ID
        /// The navigation state the screen is to show.
        var target: NavigationState
        /// The state the latest frame shows.
        var displayed: NavigationState
        /// Presentation steps shown so far.
        var steps = 0
        /// The step that presented each displayed layer, so a dismissal written from a
        /// frame of an earlier appearance is known stale.
        var presentedAt: [AnyModule.ID: Int] = [:]
        /// How many times the displayed root selections changed, so a selection written
        /// from a frame before the last change is known stale.
        var selectionChanges = 0
        /// Layers dismissed that still render, by id.
        var leaving: [AnyModule.ID: LeavingLayer] = [:]
        /// Layers asked to show that have not reported leaving.
        var mounted: Set<AnyModule.ID> = []
        /// How many times each layer or alert was asked for again after its report never came.
        var retries: [Awaited: Int] = [:]
        /// Layers and alerts taken back by the step settling now.
        var retracted: Set<Awaited> = []
        /// The alert its `isPresented` binding dismissed last: its button's action may come after.
        var alertClosedByBinding: NavigationAlert.ID?
        /// Stack animations in flight: the layers whose stacks changed, by animation.
        var animations: [LayerID: Int] = [:]
        /// Stack animations started so far.
        var animationCount = 0
        /// Popped screens whose views stay until they report leaving.
        var departing: [AnyModule.ID: AnyModule] = [:]
        /// Departure batches started so far.
        var departureBatches = 0
        /// Pushed screens that have reported appearing since they were pushed: only such a
        /// screen can be popped by the user. A screen that reported leaving since (its
        /// tab hidden, or its own pop's `onDisappear` coming before the path write) stays.
        var appeared: Set<AnyModule.ID> = []
        /// Pushed screens whose latest report is that they left the screen: a pop written
        /// after its screen's `onDisappear` is over already.
        var hidden: Set<AnyModule.ID> = []
        /// The user's pops under way: the top screen each popped, and the stack animation
        /// that ends when it reports leaving, or when the user cancels the pop by writing
        /// the longer path back (``PresentationRule/interactivePopEndsWhenItsScreenLeaves``).
        var pops: [AnyModule.ID: Int] = [:]
        /// `NavigationLink` pushes under way: the pushed screen each covered, whose leaving
        /// ends the push's animation if it comes before the settle time.
        var pushes: [AnyModule.ID: Int] = [:]
        /// `NavigationLink` pushes from a stack's root under way, by stack: the root's
        /// leaving ends the push's animation if it comes before the settle time.
        var rootPushes: [StackID: Int] = [:]
        /// `NavigationLink` pushes under way, by the screen each pushed: that screen's
        /// transition report ends the push's animation when it completes
        /// (``PresentationRule/transitionsReportTheirEnd``).
        var pushed: [AnyModule.ID: Int] = [:]
        /// The stack each screen a user's pop took came off, until the pop's transition
        /// reports its end: a cancelled one puts the screen back there.
        var poppedFrom: [AnyModule.ID: StackID] = [:]
        /// Screens whose reported transition away began before SwiftUI wrote anything for
        /// it (a swipe written as it commits, or never), by the stack animation that holds
        /// their stack's program changes meanwhile.
        var holds: [AnyModule.ID: Int] = [:]
        /// Screens whose interactive transition (a swipe back) began and has not ended:
        /// the waits for them do not give up meanwhile.
        var interactive: Set<AnyModule.ID> = []
        /// Screens whose `onDisappear` came while their interactive transition was under
        /// way: it counts only once the transition ends uncancelled.
        var disappearedInGesture: Set<AnyModule.ID> = []
        /// How many times each stack animation's or departure batch's wait started again
        /// while a swipe held it.
        var extensions: [Timer: Int] = [:]
        /// Impossible events so far.
        var unexpected = 0
    }

    private var state: State

    /// Creates the machine of a scene whose root module has appearance `root`, to show
    /// `target`: its root layer's stacks at once, the layers over it once the root
    /// layer appears.
    /// - Parameters:
    ///   - root: The root module's appearance.
    ///   - target: The navigation state.
    ///   - configuration: The settle time and report timeout.
    package init(root: AnyModule.ID, target: NavigationState, configuration: ScreenConfiguration) {
        state = .starting(
            Scene(configuration: configuration, root: root, target: target, displayed: target.prefix(layers: 0)))
    }

    // MARK: What a frame reads

    /// The state the latest frame shows.
    package var displayed: NavigationState { scene.displayed }
    /// The navigation state the screen is to show.
    package var target: NavigationState { scene.target }
    /// Layers dismissed that still render until they report leaving, lowest first.
    package var leaving: [LeavingLayer] { scene.leaving.values.sorted { $0.depth < $1.depth } }
    /// The step that presented the displayed layer `id`.
    package func presentedAt(_ id: AnyModule.ID) -> Int? { scene.presentedAt[id] }
    /// How many times the displayed root selections changed.
    package var selectionChanges: Int { scene.selectionChanges }
    /// How many impossible events came.
    package var unexpectedEvents: Int { scene.unexpected }
    /// The appearances of popped screens kept built until they report leaving.
    package var departing: Set<AnyModule.ID> { Set(scene.departing.keys) }
    /// The layers whose stack animation is in flight.
    package var animatingLayers: Set<LayerID> { Set(scene.animations.keys) }

    /// What the machine is doing.
    package var phase: Phase {
        switch state {
        case .starting: .starting
        case .idle: .idle
        case .settling(_, let step): .settling(step)
        case .suspended(_, let resumption): .suspended(resuming: resumption)
        case .modifying: preconditionFailure("read while modifying")
        }
    }

    private var scene: Scene {
        switch state {
        case .starting(let scene), .idle(let scene), .settling(let scene, _), .suspended(let scene, _): scene
        case .modifying: preconditionFailure("read while modifying")
        }
    }

    /// Runs `body` on the scene, keeping the state's case.
    @discardableResult
    private mutating func update<R>(_ body: (inout Scene) -> R) -> R {
        switch state {
        case .starting(var scene):
            state = .modifying
            defer { state = .starting(scene) }
            return body(&scene)
        case .idle(var scene):
            state = .modifying
            defer { state = .idle(scene) }
            return body(&scene)
        case .settling(var scene, let step):
            state = .modifying
            defer { state = .settling(scene, step) }
            return body(&scene)
        case .suspended(var scene, let resumption):
            state = .modifying
            defer { state = .suspended(scene, resumption) }
            return body(&scene)
        case .modifying:
            preconditionFailure("reentrant event")
        }
    }

    private var isSuspended: Bool {
        if case .suspended = state { return true }
        return false
    }

    // MARK: Events: the scene

    /// The root layer's content appeared: presentations can start. A repeated
    /// `onAppear` (``PresentationRule/appearanceCanRepeat``) changes nothing.
    package mutating func rootAppeared() -> [Action] {
        switch state {
        case .starting(let scene):
            state = .idle(scene)
            return synchronize()
        case .suspended(let scene, .starting):
            state = .suspended(scene, .idle)
            return []
        default:
            return []
        }
    }

    /// The navigation state changed to `newTarget`.
    package mutating func navigationChanged(_ newTarget: NavigationState) -> [Action] {
        update { $0.target = newTarget }
        return synchronize()
    }

    /// The scene's phase changed: in the background it suspends; in the foreground it
    /// resumes and shows what changed. A step in flight when the scene went away is
    /// settled by then, and waits only for its reports; one that a gesture began in the
    /// background starts its timers again.
    package mutating func activityChanged(_ activity: SceneActivity) -> [Action] {
        // A user's pop under way waits for its screen's report, which comes only once the
        // scene is active again: its timeout stops meanwhile, and starts again then.
        let pops = Set(scene.pops.values).union(scene.holds.values).sorted()
        let departures = scene.departing.isEmpty ? [] : [Timer.departures(batch: scene.departureBatches)]
        switch (state, activity) {
        case (.suspended(let scene, let resumption), .active), (.suspended(let scene, let resumption), .inactive):
            let restarted =
                pops.map { Action.start(.animation($0), after: scene.configuration.reportTimeout) }
                + departures.map { Action.start($0, after: scene.configuration.reportTimeout) }
            switch resumption {
            case .starting:
                state = .starting(scene)
                return restarted + synchronize()
            case .idle:
                state = .idle(scene)
                return restarted + synchronize()
            case .settling(let step) where step.settled:
                // Its transition ended in the background: only its reports are still to
                // come, and SwiftUI sends them now.
                state = .settling(scene, step)
                guard step.awaiting.isEmpty else {
                    let report = timers(for: step.number, awaiting: step.awaiting).filter {
                        if case .start(.report, _) = $0 { return true }
                        return false
                    }
                    return restarted + report + synchronize()
                }
                return restarted + settle(step)
            case .settling(let step):
                state = .settling(scene, Step(number: step.number, awaiting: step.awaiting, settled: false))
                return restarted + timers(for: step.number, awaiting: step.awaiting) + synchronize()
            }
        case (.starting(let scene), .background):
            state = .suspended(scene, .starting)
        case (.idle(let scene), .background):
            state = .suspended(scene, .idle)
        case (.settling(let scene, var step), .background):
            // The step's transition ends while the scene is away: once it is active again,
            // the step waits only for its reports, not its settle time again.
            step.settled = true
            state = .suspended(scene, .settling(step))
            return pops.map { .cancel(.animation($0)) } + departures.map { .cancel($0) } + [
                .cancel(.settle(step: step.number)), .cancel(.report(step: step.number)),
            ]
        default:
            return []
        }
        return pops.map { .cancel(.animation($0)) } + departures.map { .cancel($0) }
    }

    // MARK: Events: stacks

    /// SwiftUI wrote `path` to the path binding of stack `stack` (a swipe back, the back
    /// button, a `NavigationLink`, or a cancelled swipe writing the longer path back),
    /// while the navigation state is `current`.
    ///
    /// The write is read against the path the latest frame shows for that stack:
    /// - a prefix of it pops the screens past it, if the top one is on screen (a
    ///   late or doubled copy of an earlier pop, made before a newer push showed, pops
    ///   nothing); the navigation state loses exactly those appearances, whatever was
    ///   pushed since, and their views stay until they report leaving;
    /// - the shown path followed by screens still leaving is a cancelled pop: they come
    ///   back, with their views;
    /// - the shown path followed by new screens pushes them (a `NavigationLink`);
    /// - anything else, or a write from a stack that is no longer shown, is stale and
    ///   changes nothing.
    ///
    /// Program changes of the stack then wait for the user's change to end: a push until
    /// the screen it pushed reports its transition's end, or the screen it covers (a
    /// pushed screen or the stack's root) reports leaving, or for the settle time; a pop
    /// until the top screen it took reports its transition's end or leaving, or comes
    /// back (the pop was cancelled), or the report timeout passes, which a swipe still
    /// under way extends (``PresentationRule/interactivePopEndsWhenItsScreenLeaves``,
    /// ``screenTransition(_:_:in:)``). A pop whose top screen reported leaving before
    /// the write came is over, and waits for nothing.
    package mutating func pathWritten(
        _ path: [ScreenElement],
        to stack: StackID,
        in current: NavigationState
    ) -> [Action] {
        guard let layer = shownLayer(of: stack) else { return [] }
        let shown = scene.displayed.stack(of: layer) ?? []
        let written = path.map(\.module)
        guard !Self.sameStack(written, shown) else { return [] }
        let operation: NavigationOperation?
        /// How the write ends the user's change of the stack.
        enum Change {
            /// A pop whose top screen is still to report leaving.
            case popUnderWay(AnyModule.ID)
            /// A pop whose top screen reported leaving already: nothing animates, and its
            /// view can go.
            case popOver(AnyModule.ID)
            /// A cancelled pop: the screens it took came back, and the gesture is over.
            case popCancelled([AnyModule.ID])
            /// A `NavigationLink`'s push.
            case push
        }
        let change: Change
        if written.count < shown.count, Self.isPrefix(written, of: shown) {
            guard let top = shown.last, scene.appeared.contains(top.id) else { return [] }
            let popped = Set(shown[written.count...].map(\.id))
            operation = current.stack(of: layer).flatMap { stack in
                stack.contains { popped.contains($0.id) }
                    ? .setStack(stack.filter { !popped.contains($0.id) }, layer: layer) : nil
            }
            change = scene.hidden.contains(top.id) ? .popOver(top.id) : .popUnderWay(top.id)
        } else if written.count > shown.count, Self.isPrefix(shown, of: written) {
            let added = Array(written[shown.count...])
            let (departing, poppedFrom) = (scene.departing, scene.poppedFrom)
            if added.allSatisfy({ departing[$0.id] != nil && poppedFrom[$0.id] != nil }) {
                change = .popCancelled(added.map(\.id))
            } else if added.contains(where: { departing[$0.id] != nil }) {
                // Screens the program took away, written back late: the write is stale.
                return []
            } else {
                change = .push
            }
            operation = current.stack(of: layer).flatMap { stack in
                let inPlace = Self.isPrefix(shown, of: stack)
                // Screens a cancelled swipe keeps go back over the screens they were on; if
                // the program took those away meanwhile, its change stands, and they go too.
                if case .popCancelled = change, !inPlace { return nil }
                let kept = inPlace ? shown.count : stack.count
                return .setStack(Array(stack[..<kept]) + added + Array(stack[kept...]), layer: layer)
            }
        } else {
            return []
        }
        var actions: [Action] = []
        let waits = update { scene -> Bool in
            let before = scene.displayed
            scene.displayed.apply(.setStack(written, layer: layer))
            actions += Self.departures(from: before.stack(of: layer) ?? [], to: written, in: &scene)
            for module in written where scene.departing[module.id] != nil {
                scene.departing[module.id] = nil
            }
            switch change {
            case .popUnderWay(let top), .popOver(let top):
                // The write tells of the pop now: the hold its report began is over.
                if let hold = scene.holds.removeValue(forKey: top), scene.animations[layer] == hold {
                    scene.animations[layer] = nil
                }
            default:
                break
            }
            switch change {
            case .popUnderWay(let top):
                scene.animationCount += 1
                scene.animations[layer] = scene.animationCount
                scene.pops[top] = scene.animationCount
                scene.poppedFrom[top] = stack
                actions.append(.start(.animation(scene.animationCount), after: scene.configuration.reportTimeout))
                return true
            case .popOver(let top):
                scene.departing[top] = nil
                scene.appeared.remove(top)
                actions.append(.retainViews(Self.kept(in: scene)))
                return scene.animations[layer] != nil
            case .popCancelled(let restored):
                for id in restored {
                    scene.poppedFrom[id] = nil
                    guard let animation = scene.pops.removeValue(forKey: id) else { continue }
                    actions.append(.cancel(.animation(animation)))
                    scene.animations = scene.animations.filter { $0.value != animation }
                }
                return scene.animations[layer] != nil
            case .push:
                scene.animationCount += 1
                scene.animations[layer] = scene.animationCount
                // The pushed screen it covers leaves as the push ends, or later
                // (``PresentationRule/disappearanceComesAfterTheTransitionEnds``): the push
                // is over then, if that comes before the settle time.
                if let covered = shown.last {
                    if !scene.hidden.contains(covered.id) { scene.pushes[covered.id] = scene.animationCount }
                } else {
                    scene.rootPushes[stack] = scene.animationCount
                }
                if let top = written.last { scene.pushed[top.id] = scene.animationCount }
                actions.append(.start(.animation(scene.animationCount), after: scene.configuration.settleTime))
                return true
            }
        }
        actions.append(.show(.unanimated, animation: nil))
        guard let operation else {
            // The state has nothing to change; what waited for the stack can show now.
            return waits ? actions : actions + synchronize()
        }
        // Applying the operation brings the new state back, and what waited with it.
        return [.apply(operation)] + actions
    }

    /// The pushed screen `id` appeared.
    package mutating func screenAppeared(_ id: AnyModule.ID) -> [Action] {
        update { scene in
            scene.appeared.insert(id)
            scene.hidden.remove(id)
        }
        return []
    }

    /// The pushed screen `id` left the screen: if it was popped, its view can go; if a
    /// user's pop took it, or a `NavigationLink` pushed over it, that change is over, and
    /// what waited for it shows.
    package mutating func screenDisappeared(_ id: AnyModule.ID) -> [Action] {
        // A swipe under way can still be cancelled: its report says which it was.
        if scene.interactive.contains(id) {
            update { _ = $0.disappearedInGesture.insert(id) }
            return []
        }
        let (actions, pop) = update { scene -> ([Action], Int?) in
            let pop = scene.pops.removeValue(forKey: id) ?? scene.pushes.removeValue(forKey: id)
            guard scene.departing.removeValue(forKey: id) != nil else {
                scene.hidden.insert(id)
                return ([], pop)
            }
            scene.appeared.remove(id)
            scene.poppedFrom[id] = nil
            return ([.retainViews(Self.kept(in: scene))], pop)
        }
        guard let pop, scene.animations.values.contains(pop) else { return actions }
        return actions + animationCompleted(pop)
    }

    /// UIKit's transition coordinator reported `transition` for the pushed screen `id` of
    /// stack `stack`, while the navigation state is `current`.
    ///
    /// - A transition away from the top screen that the machine did not start (the
    ///   user's swipe or back button) holds the stack's program changes from its start,
    ///   whenever SwiftUI writes its path: until its end is reported and, if it committed,
    ///   until SwiftUI writes it or the report timeout passes.
    /// - A transition that began interactive (a swipe back) holds what waits for the
    ///   screen: its waits start again instead of giving up, up to
    ///   ``longestSwipeWait``, until its end is reported, or for one report timeout once
    ///   the screen reported leaving (its end may never be reported).
    /// - A push that showed the screen, or a user's pop that hid it, is over when its
    ///   end is reported: what waited for it shows.
    /// - A cancelled pop leaves the screen where it was: if the user's swipe wrote the
    ///   shorter path, the screen goes back on its stack, as a written longer path puts
    ///   it (``pathWritten(_:to:in:)``), and a longer path written later changes nothing;
    ///   if the program took the screens under it away meanwhile, its change stands.
    ///
    /// A report for a screen nothing waits for (a program push, a doubled or late
    /// report) changes nothing.
    package mutating func screenTransition(
        _ id: AnyModule.ID,
        _ transition: ScreenTransition,
        on stack: StackID,
        in current: NavigationState
    ) -> [Action] {
        switch transition {
        case .began(let appearing, let interactive):
            return transitionBegan(id, appearing: appearing, interactive: interactive, on: stack)
        case .ended(true, let cancelled):
            let push = update { scene -> Int? in
                scene.interactive.remove(id)
                guard !cancelled, let push = scene.pushed.removeValue(forKey: id) else { return nil }
                scene.pushes = scene.pushes.filter { $0.value != push }
                scene.rootPushes = scene.rootPushes.filter { $0.value != push }
                return push
            }
            guard let push, scene.animations.values.contains(push) else { return [] }
            return animationCompleted(push)
        case .ended(false, true):
            let (stack, hold) = update { scene -> (StackID?, Int?) in
                scene.interactive.remove(id)
                scene.disappearedInGesture.remove(id)
                // The screen stays where it was, on screen.
                scene.hidden.remove(id)
                let hold = scene.holds.removeValue(forKey: id)
                guard scene.departing[id] != nil else { return (nil, hold) }
                return (scene.poppedFrom[id], hold)
            }
            var actions: [Action] = []
            if let stack, let module = scene.departing[id], let layer = shownLayer(of: stack),
                let shown = scene.displayed.stack(of: layer)
            {
                actions += pathWritten((shown + [module]).map(ScreenElement.init), to: stack, in: current)
            }
            update { _ = $0.poppedFrom.removeValue(forKey: id) }
            if let hold, scene.animations.values.contains(hold) {
                actions += animationCompleted(hold)
            }
            return actions
        case .ended(false, false):
            let (ended, disappeared, hold, awaitsWrite) = update { scene -> (Int?, Bool, Int?, Bool) in
                scene.interactive.remove(id)
                scene.poppedFrom[id] = nil
                // UIKit took the screen off: its latest report is that it left.
                scene.hidden.insert(id)
                let ended = scene.pops.removeValue(forKey: id) ?? scene.pushes.removeValue(forKey: id)
                let disappeared = scene.disappearedInGesture.remove(id) != nil
                guard let hold = scene.holds[id] else { return (ended, disappeared, nil, false) }
                // The pop is over in UIKit, and SwiftUI is still to write it: the stack
                // waits for that write, or for the report timeout.
                if let layer = Self.layer(showingOnTop: id, in: scene.displayed) {
                    scene.appeared.insert(id)
                    return (ended, disappeared, scene.animations[layer] == hold ? hold : nil, true)
                }
                scene.holds[id] = nil
                return (ended, disappeared, hold, false)
            }
            var actions = disappeared ? screenDisappeared(id) : []
            if awaitsWrite, let hold {
                actions.append(.start(.animation(hold), after: scene.configuration.reportTimeout))
            } else if let hold, scene.animations.values.contains(hold) {
                actions += animationCompleted(hold)
            }
            if let ended, scene.animations.values.contains(ended) {
                actions += animationCompleted(ended)
            }
            return actions
        }
    }

    /// A reported transition of the pushed screen `id` of stack `stack` began.
    private mutating func transitionBegan(
        _ id: AnyModule.ID, appearing: Bool, interactive: Bool, on stack: StackID
    ) -> [Action] {
        let layer = shownLayer(of: stack)
        return update { scene in
            // A new transition of the screen means the last one is over, whether its end
            // was reported or not.
            if scene.interactive.remove(id) != nil, scene.disappearedInGesture.remove(id) != nil {
                scene.hidden.insert(id)
            }
            // The screen is on screen as its transition begins, whatever a late
            // `onDisappear` said before.
            if let layer, scene.displayed.stack(of: layer)?.contains(where: { $0.id == id }) == true {
                scene.hidden.remove(id)
            }
            guard !appearing else { return [] }
            // Only the screen a swipe takes away can be kept or lost by it.
            if interactive { scene.interactive.insert(id) }
            // A transition the machine did not start, of a screen it shows: the user's. Its
            // stack's changes wait for it, whenever SwiftUI writes it
            // (``PresentationRule/stackWritesDuringAnimationAreLost``).
            guard let layer, scene.animations[layer] == nil,
                scene.displayed.stack(of: layer)?.last?.id == id
            else { return [] }
            scene.animationCount += 1
            scene.animations[layer] = scene.animationCount
            scene.holds[id] = scene.animationCount
            return [.start(.animation(scene.animationCount), after: scene.configuration.reportTimeout)]
        }
    }

    /// The layer whose displayed stack has the pushed screen `id` on top.
    private static func layer(showingOnTop id: AnyModule.ID, in state: NavigationState) -> LayerID? {
        state.layers.first { $0.stack.last?.id == id }?.id
    }

    /// The longest a wait for a screen whose swipe back is under way starts again.
    package static let longestSwipeWait = Duration.seconds(60)

    /// What becomes of a wait whose timer fired while it waited for swipes.
    private enum SwipeWait {
        /// A swipe it waits for is under way: the wait starts again.
        case extended
        /// The wait is over; these actions let go of the views of screens it gave up on.
        case over([Action])
    }

    /// Whether the wait `timer` is to start again because a swipe it waits for is under
    /// way, counting each time it does.
    private mutating func swipeWait(_ timer: Timer, waitingFor screens: Set<AnyModule.ID>) -> SwipeWait {
        var released = false
        let extends = update { scene -> Bool in
            let count = scene.extensions[timer, default: 0]
            // A screen that reported leaving during its swipe waits one report timeout
            // for the swipe's end, not a minute: that end may never be reported.
            let held = scene.interactive.intersection(screens).subtracting(scene.disappearedInGesture)
            guard !held.isEmpty, scene.configuration.reportTimeout * (count + 1) < Self.longestSwipeWait else {
                scene.extensions[timer] = nil
                // A swipe whose end never came is taken as over: those screens left.
                for id in screens where scene.interactive.remove(id) != nil {
                    guard scene.disappearedInGesture.remove(id) != nil else { continue }
                    scene.hidden.insert(id)
                    if scene.departing.removeValue(forKey: id) != nil {
                        scene.appeared.remove(id)
                        scene.poppedFrom[id] = nil
                        released = true
                    }
                }
                return false
            }
            scene.extensions[timer] = count + 1
            return true
        }
        if extends { return .extended }
        return .over(released ? [.retainViews(Self.kept(in: scene))] : [])
    }

    /// The root screen of stack `stack` left the screen: a `NavigationLink` push from it
    /// is over, and what waited for it shows. Its leaving for any other reason (a tab
    /// switch, a cover over it) changes nothing.
    package mutating func stackRootDisappeared(_ stack: StackID) -> [Action] {
        guard let push = update({ $0.rootPushes.removeValue(forKey: stack) }),
            scene.animations.values.contains(push)
        else { return [] }
        return animationCompleted(push)
    }

    /// The animation of a stack change completed: the changes that waited for it go out.
    package mutating func animationCompleted(_ animation: Int) -> [Action] {
        let known = update { scene -> Bool in
            guard animation <= scene.animationCount else {
                scene.unexpected += 1
                return false
            }
            scene.animations = scene.animations.filter { $0.value != animation }
            scene.pushed = scene.pushed.filter { $0.value != animation }
            scene.holds = scene.holds.filter { $0.value != animation }
            return true
        }
        guard known else { return [.report(.animationNeverStarted(animation))] }
        return [.cancel(.animation(animation))] + synchronize()
    }

    /// The user wrote `write` to a root selection binding (a tab, a split view column's
    /// list, the compact column, the size class) of a frame that rendered `rendered`.
    ///
    /// The screen shows the user's selection already, so the root layer shows the new
    /// state at once, even while its stack animates.
    package mutating func selectionWritten(
        _ write: ScreenWriteBack.Write,
        renderedBy rendered: RenderedRoot,
        in current: NavigationState
    ) -> [Action] {
        guard
            let operation = ScreenWriteBack.operation(
                for: write, renderedBy: rendered, in: current, selectionChanges: scene.selectionChanges)
        else { return [] }
        update { $0.animations[.root] = nil }
        return [.apply(operation)]
    }

    // MARK: Events: layers and alerts

    /// The user dismissed the layer `id` (its item binding set to `nil`), from a frame
    /// in which step `presentedAt` had presented it; `tapOutside` when it is a popup the
    /// user tapped outside of, which SwiftUI does not dismiss by itself.
    package mutating func presentationDismissed(
        _ id: AnyModule.ID,
        presentedAt: Int?,
        tapOutside: Bool,
        in current: NavigationState
    ) -> [Action] {
        let layer = LayerID.presented(id)
        guard scene.presentedAt[id] == presentedAt, scene.displayed.layer(layer) != nil else { return [] }
        var actions: [Action] = []
        if current.layer(layer) != nil {
            actions.append(.apply(.dismiss(.layer(layer))))
        }
        guard !tapOutside else { return actions }
        // The gesture took the layer off the screen already: showing it longer would ask
        // UIKit to present it again.
        return actions + removeFromScreen(from: layer)
    }

    /// The layer `id`'s content appeared: for the first time, or again once a cover over
    /// it went. A repeated appearance changes nothing more.
    package mutating func layerAppeared(_ id: AnyModule.ID) -> [Action] {
        guard scene.displayed.layer(.presented(id)) != nil else { return [] }
        update { scene in
            scene.mounted.insert(id)
            scene.retries[.layer(id)] = nil
        }
        return reported(.layer(id))
    }

    /// The layer `id`'s content left the screen: dismissed, or covered by a cover.
    package mutating func layerDisappeared(_ id: AnyModule.ID) -> [Action] {
        let wasLeaving = update { scene -> Bool in
            scene.mounted.remove(id)
            return scene.leaving.removeValue(forKey: id) != nil
        }
        let actions = reported(.layer(id))
        return wasLeaving ? actions + [.show(.animated, animation: nil), .retainViews(Self.kept(in: scene))] : actions
    }

    /// The alert `id` was seen on screen.
    package mutating func alertAppeared(_ id: NavigationAlert.ID) -> [Action] {
        guard scene.displayed.alert?.id == id else { return [] }
        update { $0.retries[.alert(id)] = nil }
        return reported(.alert(id))
    }

    /// The alert's `isPresented` binding was set to `false` for alert `id`.
    package mutating func alertDismissed(_ id: NavigationAlert.ID, in current: NavigationState) -> [Action] {
        guard scene.displayed.alert?.id == id else { return [] }
        var actions: [Action] = []
        if current.alert?.id == id {
            actions.append(.apply(.dismissAlert))
            update { $0.alertClosedByBinding = id }
        }
        return actions + removeAlertFromScreen(id)
    }

    /// The user tapped `button` of `alert`.
    package mutating func alertButtonTapped(_ button: NavigationAlert.Button, of alert: NavigationAlert) -> [Action] {
        let runsAnyway = update { scene -> Bool in
            defer { scene.alertClosedByBinding = nil }
            return scene.alertClosedByBinding == alert.id
        }
        let tap = Action.tap(button, of: alert, runsActionIfGone: runsAnyway)
        guard scene.displayed.alert?.id == alert.id else { return [tap] }
        return [tap] + removeAlertFromScreen(alert.id)
    }

    // MARK: Events: time

    /// `timer` fired.
    package mutating func timerFired(_ timer: Timer) -> [Action] {
        switch timer {
        case .settle(let number), .report(let number):
            guard number <= scene.steps else { return unexpected(timer) }
            guard case .settling(var scene, var step) = state, step.number == number else { return [] }
            if case .report = timer {
                if let retraction = retractUnreported(step) { return retraction }
                for case .layer(let id) in step.awaiting
                where !scene.displayed.presentations.contains(where: { $0.id == id }) {
                    // A dismissal whose report never came: stop rendering what it left.
                    scene.mounted.remove(id)
                    scene.leaving[id] = nil
                }
                step.awaiting = []
            }
            step.settled = true
            state = .settling(scene, step)
            return settle(step)
        case .animation(let animation):
            guard animation <= scene.animationCount else { return unexpected(timer) }
            let popped = Set(scene.pops.filter { $0.value == animation }.keys)
                .union(scene.holds.filter { $0.value == animation }.keys)
            var released: [Action] = []
            if !popped.isEmpty {
                switch swipeWait(timer, waitingFor: popped) {
                case .extended: return [.start(timer, after: scene.configuration.reportTimeout)]
                case .over(let actions): released = actions
                }
            }
            // A user's pop whose screen never reported leaving: give up waiting, and say so.
            let pop = update { scene -> AnyModule.ID? in
                if let push = scene.pushes.first(where: { $0.value == animation })?.key { scene.pushes[push] = nil }
                if let push = scene.rootPushes.first(where: { $0.value == animation })?.key {
                    scene.rootPushes[push] = nil
                }
                scene.pushed = scene.pushed.filter { $0.value != animation }
                scene.holds = scene.holds.filter { $0.value != animation }
                guard let pop = scene.pops.first(where: { $0.value == animation })?.key else { return nil }
                scene.pops[pop] = nil
                scene.unexpected += 1
                return pop
            }
            let report = (pop.map { [Action.report(.popNeverEnded($0))] } ?? []) + released
            guard scene.animations.values.contains(animation) else { return report }
            return report + animationCompleted(animation)
        case .departures(let batch):
            guard batch <= scene.departureBatches else { return unexpected(timer) }
            var released: [Action] = []
            if batch == scene.departureBatches {
                switch swipeWait(timer, waitingFor: Set(scene.departing.keys)) {
                case .extended: return [.start(timer, after: scene.configuration.reportTimeout)]
                case .over(let actions): released = actions
                }
            }
            return released
                + update { scene in
                    guard batch == scene.departureBatches, !scene.departing.isEmpty else { return [] }
                    scene.appeared.subtract(scene.departing.keys)
                    for id in scene.departing.keys { scene.poppedFrom[id] = nil }
                    scene.departing = [:]
                    return [.retainViews(Self.kept(in: scene))]
                }
        }
    }

    private mutating func unexpected(_ timer: Timer) -> [Action] {
        update { $0.unexpected += 1 }
        return [.report(.timerNeverStarted(timer))]
    }

    // MARK: Synchronizing

    /// The layer a stack id names, if the latest frame shows that stack.
    private func shownLayer(of stack: StackID) -> LayerID? {
        let displayed = scene.displayed
        let layer = stack.layer
        guard displayed.layer(layer) != nil else { return nil }
        switch (layer, stack.pane) {
        case (.presented, .main): return layer
        case (.root, .main): return displayed.tabs.isEmpty && displayed.splitView == nil ? layer : nil
        case (.root, .tab(let id)): return displayed.selectedTab?.id == id ? layer : nil
        case (.root, .detail): return displayed.splitView != nil ? layer : nil
        default: return nil
        }
    }

    /// Shows what can show now: the stacks (and the root layer's selections) of the
    /// layers on screen whose stack is not animating, then, when nothing is in flight,
    /// the next presentation steps.
    private mutating func synchronize() -> [Action] {
        guard !isSuspended else { return [] }
        var actions = update { scene -> [Action] in
            let before = scene.displayed
            var next = before
            if scene.animations[.root] == nil {
                next = next.withRoot(from: scene.target)
            }
            next = next.withStacks(from: scene.target, except: Set(scene.animations.keys))
            guard !next.isIdentical(to: before) else { return [] }
            return Self.show(next, over: before, in: &scene)
        }
        if case .idle = state, scene.animations.isEmpty {
            actions += advance()
        }
        return actions
    }

    /// Makes `next` the displayed state, animating each layer whose stack changed.
    private static func show(_ next: NavigationState, over before: NavigationState, in scene: inout Scene) -> [Action] {
        var actions: [Action] = []
        scene.displayed = next
        if rootSelection(of: next) != rootSelection(of: before) { scene.selectionChanges += 1 }
        var changed: [LayerID] = []
        // A tab switch shows another tab's stack: the one it hides stays, and nothing slides.
        let switchedTab = before.selectedTab?.id != next.selectedTab?.id
        for layer in next.layers.map(\.id) where !(layer == .root && switchedTab) {
            guard let old = before.stack(of: layer), let new = next.stack(of: layer), !sameStack(old, new) else {
                continue
            }
            changed.append(layer)
            actions += departures(from: old, to: new, in: &scene)
        }
        guard !changed.isEmpty else { return actions + [.show(.animated, animation: nil)] }
        scene.animationCount += 1
        for layer in changed {
            scene.animations[layer] = scene.animationCount
        }
        return actions + [
            .show(.animated, animation: scene.animationCount),
            .start(.animation(scene.animationCount), after: scene.configuration.reportTimeout),
        ]
    }

    /// Keeps the views of the screens `old` has and `new` has not until they report
    /// leaving: for a pop, by looking only at the popped ones.
    private static func departures(from old: [AnyModule], to new: [AnyModule], in scene: inout Scene) -> [Action] {
        let gone: [AnyModule]
        if new.count < old.count, new.last?.id == (new.isEmpty ? nil : old[new.count - 1].id) {
            gone = Array(old[new.count...])
        } else if new.count > old.count, old.last?.id == (old.isEmpty ? nil : new[old.count - 1].id) {
            gone = []
        } else {
            let kept = Set(new.map(\.id))
            gone = old.filter { !kept.contains($0.id) }
        }
        guard !gone.isEmpty else { return [] }
        for module in gone {
            scene.departing[module.id] = module
            scene.hidden.remove(module.id)
        }
        scene.departureBatches += 1
        return [.start(.departures(batch: scene.departureBatches), after: scene.configuration.reportTimeout)]
    }

    /// Shows presentation steps until one starts a transition, or the target shows.
    private mutating func advance() -> [Action] {
        guard case .idle(var scene) = state else { return [] }
        state = .modifying
        var shown = false
        var actions: [Action] = []
        while let next = ScreenUpdatePlan.nextStep(from: scene.displayed, to: scene.target) {
            let before = scene.displayed
            actions += Self.show(next.state, over: before, in: &scene).filter {
                if case .show = $0 { return false }
                return true
            }
            scene.steps += 1
            shown = true
            var awaiting: Set<Awaited> = []
            switch next.transition {
            case .none:
                continue
            case .presentation(let id):
                scene.mounted.insert(id)
                scene.leaving[id] = nil
                scene.presentedAt[id] = scene.steps
                awaiting = [.layer(id)]
            case .dismissal(let ids):
                for id in ids.intersection(scene.mounted) {
                    awaiting.insert(.layer(id))
                }
                // Layers the user already dismissed are gone from the screen: no wait.
                if awaiting.isEmpty { continue }
                // Covered layers go in the same animation and report nothing: they keep
                // rendering until the step settles.
                if let first = before.presentedLayers.suffix(ids.count).first {
                    Self.keepLeaving(before, from: first.id, in: &scene)
                }
            case .alertPresentation(let id):
                awaiting = [.alert(id)]
            case .alertDismissal:
                break
            }
            scene.presentedAt = scene.presentedAt.filter { id, _ in
                scene.displayed.layer(.presented(id)) != nil
            }
            let step = Step(number: scene.steps, awaiting: awaiting, settled: false)
            state = .settling(scene, step)
            let change: FrameChange =
                ScreenUpdatePlan.changesAPopup(from: before, to: scene.displayed) ? .unanimated : .animated
            return actions + [.show(change, animation: scene.animations.isEmpty ? nil : scene.animationCount)]
                + timers(for: step.number, awaiting: awaiting)
        }
        state = .idle(scene)
        return shown
            ? actions + [.show(.animated, animation: scene.animations.isEmpty ? nil : scene.animationCount)] : actions
    }

    private func timers(for step: Int, awaiting: Set<Awaited> = []) -> [Action] {
        let retries = awaiting.map { scene.retries[$0, default: 0] }.max() ?? 0
        var report = scene.configuration.reportTimeout
        for _ in 0..<retries where report < Self.longestReportWait {
            report *= 2
        }
        return [
            .start(.settle(step: step), after: scene.configuration.settleTime),
            .start(
                .report(step: step), after: min(report, max(Self.longestReportWait, scene.configuration.reportTimeout))),
        ]
    }

    /// How many times a layer or alert whose appearance never came is asked for again.
    package static let retryLimit = 8
    /// The longest a layer or alert asked for again waits for its report.
    package static let longestReportWait = Duration.seconds(60)

    /// Records that the presentation or dismissal awaited as `awaited` was reported.
    private mutating func reported(_ awaited: Awaited) -> [Action] {
        guard case .settling(let scene, var step) = state, step.awaiting.contains(awaited) else { return [] }
        step.awaiting.remove(awaited)
        state = .settling(scene, step)
        return settle(step)
    }

    /// Ends step `step` if it has nothing more to wait for, and shows the next ones.
    private mutating func settle(_ step: Step) -> [Action] {
        guard case .settling(var scene, _) = state else { return [] }
        guard step.awaiting.isEmpty, step.settled else {
            state = .settling(scene, step)
            return []
        }
        // A retracted layer is gone by now, whether UIKit showed it or not.
        for case .layer(let id) in scene.retracted {
            scene.mounted.remove(id)
        }
        scene.retracted = []
        // Leaving layers that were covered never report their disappearance.
        let leftBehind = scene.leaving.keys.filter { !scene.mounted.contains($0) }
        for id in leftBehind {
            scene.leaving[id] = nil
        }
        state = .idle(scene)
        var actions: [Action] = [.cancel(.settle(step: step.number)), .cancel(.report(step: step.number))]
        if !leftBehind.isEmpty {
            actions += [.show(.animated, animation: nil), .retainViews(Self.kept(in: scene))]
        }
        return actions + synchronize()
    }

    /// Takes back the first layer or alert of `step` whose report never came, to ask for
    /// it again once the take-back settles, each time waiting twice as long for its report
    /// (up to ``longestReportWait``), ``retryLimit`` times: what keeps UIKit from
    /// presenting (a module's own sheet, say) can stay up for minutes.
    private mutating func retractUnreported(_ step: Step) -> [Action]? {
        guard case .settling(var scene, _) = state else { return nil }
        let unreported = scene.displayed.presentedLayers.lazy.compactMap(\.module).first {
            step.awaiting.contains(.layer($0.id))
        }
        if let unreported, scene.retries[.layer(unreported.id), default: 0] < Self.retryLimit {
            let before = scene.displayed
            let layer = LayerID.presented(unreported.id)
            for module in before.layers(from: layer).compactMap(\.module) {
                scene.retries[.layer(module.id), default: 0] += 1
                scene.retracted.insert(.layer(module.id))
            }
            // If it did show and only its report was lost, it renders until it goes.
            Self.keepLeaving(before, from: layer, in: &scene)
            scene.displayed = before.prefix(below: layer).withStacks(from: before, except: [])
            return begin(scene, awaiting: [])
        }
        if let alert = scene.displayed.alert, step.awaiting.contains(.alert(alert.id)),
            scene.retries[.alert(alert.id), default: 0] < Self.retryLimit
        {
            scene.retries[.alert(alert.id), default: 0] += 1
            scene.retracted.insert(.alert(alert.id))
            scene.displayed = scene.displayed.withoutAlerts()
            return begin(scene, awaiting: [])
        }
        return nil
    }

    /// Starts a step of its own that shows `scene.displayed`.
    private mutating func begin(_ scene: Scene, awaiting: Set<Awaited>) -> [Action] {
        var scene = scene
        scene.steps += 1
        let step = Step(number: scene.steps, awaiting: awaiting, settled: false)
        state = .settling(scene, step)
        return [.show(.animated, animation: nil)] + timers(for: step.number)
    }

    /// Takes `layer` and the layers above it off the screen, as a user's gesture already
    /// did.
    private mutating func removeFromScreen(from layer: LayerID) -> [Action] {
        var scene = scene
        let before = scene.displayed
        let gone = before.layers(from: layer).compactMap(\.module?.id)
        let mountedGone = Set(gone).intersection(scene.mounted)
        if !mountedGone.isEmpty { Self.keepLeaving(before, from: layer, in: &scene) }
        scene.displayed = before.prefix(below: layer)
        scene.presentedAt = scene.presentedAt.filter { !gone.contains($0.key) }
        let awaiting = Set(mountedGone.map(Awaited.layer))
        return beginGesture(scene, awaiting: awaiting)
    }

    /// Takes alert `id` off the screen, as its button or binding already did.
    private mutating func removeAlertFromScreen(_ id: NavigationAlert.ID) -> [Action] {
        var scene = scene
        scene.displayed = scene.displayed.withoutAlerts()
        return beginGesture(scene, awaiting: [])
    }

    /// A user's gesture removed something from the screen: its animation settles like a
    /// step, joined with the step in flight, if any.
    private mutating func beginGesture(_ scene: Scene, awaiting: Set<Awaited>) -> [Action] {
        switch state {
        case .settling(_, let step):
            return begin(scene, awaiting: step.awaiting.union(awaiting))
        case .suspended(_, let resumption):
            var scene = scene
            scene.steps += 1
            let inFlight: Set<Awaited> = if case .settling(let step) = resumption { step.awaiting } else { [] }
            state = .suspended(
                scene, .settling(Step(number: scene.steps, awaiting: inFlight.union(awaiting), settled: false)))
            return []
        case .starting:
            state = .starting(scene)
            return [.show(.animated, animation: nil)]
        default:
            return begin(scene, awaiting: awaiting)
        }
    }

    /// Keeps rendering the presented `layer` of `state` and those above it until they
    /// report leaving.
    private static func keepLeaving(_ state: NavigationState, from layer: LayerID, in scene: inout Scene) {
        let leaving = state.layers(from: layer)
        for depth in leaving.indices {
            guard let id = leaving[depth].module?.id else { continue }
            let presents = depth + 1 < leaving.endIndex ? leaving[depth + 1] : nil
            scene.leaving[id] = LeavingLayer(layer: leaving[depth], presents: presents, depth: depth)
        }
    }

    /// The appearances whose views stay: the root, every module on screen, those of
    /// leaving layers and popped screens still leaving.
    private static func kept(in scene: Scene) -> Set<AnyModule.ID> {
        var kept = Set(scene.displayed.visibleModules.map(\.id))
        kept.insert(scene.root)
        for leaving in scene.leaving.values {
            kept.formUnion(leaving.layer.modules.map(\.id))
        }
        kept.formUnion(scene.departing.keys)
        return kept
    }

    // MARK: Comparing

    /// The root layer's selections: the selected tab, and the split view's columns.
    private static func rootSelection(of state: NavigationState) -> [AnyModule.ID?] {
        let split = state.splitView
        return [state.selectedTab?.id, split?.sidebar.id, split?.content?.id, split?.detail?.id]
    }

    /// Whether both stacks hold the same appearances: at once when they differ in length
    /// or share their storage.
    package static func sameStack(_ lhs: [AnyModule], _ rhs: [AnyModule]) -> Bool {
        guard lhs.count == rhs.count else { return false }
        let shared = lhs.withUnsafeBufferPointer { left in
            rhs.withUnsafeBufferPointer { right in left.baseAddress == right.baseAddress }
        }
        if shared { return true }
        return zip(lhs.reversed(), rhs.reversed()).allSatisfy { $0.id == $1.id }
    }

    /// Whether `prefix` is `stack`'s beginning, by appearance.
    private static func isPrefix(_ prefix: [AnyModule], of stack: [AnyModule]) -> Bool {
        prefix.count <= stack.count && zip(prefix, stack).allSatisfy { $0.id == $1.id }
    }
}
