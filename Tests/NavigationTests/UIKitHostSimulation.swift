import Navigation

/// A simulated UIKit that enforces ``UIKitPresentationRule`` and plays the user's part,
/// in simulated time, driving a ``UIKitHostSession`` as the UIKit host does.
///
/// - A command that arrives while a command runs is dropped and recorded as a
///   violation, as is a present on a controller that presents an alert, a dismissal of
///   a controller that presents nothing, and a command on a layer that does not show.
/// - Completions come after a random delay (an unanimated command sometimes completes
///   at once, inside the call), and sometimes a second time, much later.
/// - The user pops (completing or cancelling), swipes sheets down (completing or
///   cancelling) and answers alerts; a gesture's callback sometimes comes again, late.
///   While an alert dismisses itself before its handler runs, the host defers a command
///   until that transition ends, as the UIKit host does through the transition
///   coordinator.
/// - A late callback that changes the navigation state is a violation.
@MainActor
final class UIKitHostSimulation {
    private enum UserGesture {
        case pop(LayerID, token: Int, remaining: Int, completes: Bool)
        case swipeDown(LayerID, token: Int, completes: Bool)
        case alertTap(NavigationAlert, NavigationAlert.Button)
    }

    let session: UIKitHostSession
    var navigation: NavigationService { session.navigation }
    var random: SplitMix
    private(set) var now = 0.0
    /// What the simulated UIKit shows.
    private(set) var layers: [UIKitHierarchy.Layer]
    private(set) var alert: NavigationAlert?
    /// Every rule broken, in order.
    private(set) var violations: [String] = []
    private(set) var log: [String] = []
    private var running: (step: Int, command: UIKitCommand)?
    private var gesture: UserGesture?
    private var deferred: [(Int, UIKitCommand)] = []
    private var events: [(time: Double, order: Int, run: @MainActor (UIKitHostSimulation) -> Void)] = []
    private var order = 0

    init(root: AnyModule, navigation: NavigationService, seed: UInt64) {
        random = SplitMix(state: seed)
        session = UIKitHostSession(root: root, navigation: navigation)
        layers = session.shown.layers
        session.perform = { [unowned self] step, command in self.execute(step, command) }
        session.appeared()
    }

    /// What the simulated UIKit shows, as a hierarchy.
    var hierarchy: UIKitHierarchy { UIKitHierarchy(layers: layers, alert: alert) }

    /// Whether nothing runs and nothing is scheduled.
    var isQuiet: Bool { running == nil && gesture == nil && events.isEmpty }

    // MARK: Time

    /// Runs every event due in the next `seconds`.
    func advance(by seconds: Double) {
        let end = now + seconds
        while let next = events.indices.min(by: {
            (events[$0].time, events[$0].order) < (events[$1].time, events[$1].order)
        }),
            events[next].time <= end
        {
            let event = events.remove(at: next)
            now = max(now, event.time)
            event.run(self)
        }
        now = end
    }

    /// Runs events until none is left, or the simulated minute is up.
    func settle() {
        var rounds = 0
        while !events.isEmpty, rounds < 600 {
            advance(by: 0.1)
            rounds += 1
        }
        if !events.isEmpty { violations.append("events still scheduled after a simulated minute") }
    }

    private func schedule(after delay: Double, _ run: @escaping @MainActor (UIKitHostSimulation) -> Void) {
        order += 1
        events.append((now + delay, order, run))
    }

    // MARK: UIKit's part

    private func execute(_ step: Int, _ command: UIKitCommand, deferred wasDeferred: Bool = false) {
        log.append("\(now) #\(step) \(command)")
        if running != nil {
            violations.append("dropped \(command): a command runs (\(running!.command))")
            return
        }
        if case .alertTap = gesture {
            deferred.append((step, command))
            return
        }
        if gesture != nil {
            violations.append("dropped \(command): the user's transition runs")
            return
        }
        switch command {
        case .setViewControllers(let modules, let layer, _):
            guard let index = layers.firstIndex(where: { $0.id == layer }) else {
                violations.append("\(command): no such navigation controller")
                return
            }
            layers[index].modules = modules
        case .present(let layer, _):
            guard alert == nil else {
                violations.append("dropped \(command): the top controller presents an alert")
                return
            }
            layers.append(layer)
        case .dismiss(let layer, _):
            guard let index = layers.firstIndex(where: { $0.id == layer }), index < layers.count - 1 || alert != nil
            else {
                // The host finds nothing presented and completes at once, as after an
                // alert the user answered while the command waited.
                if wasDeferred { break }
                violations.append("\(command): the controller presents nothing, and would dismiss itself")
                return
            }
            layers.removeSubrange((index + 1)...)
            alert = nil
        case .presentAlert(let new):
            guard alert == nil else {
                violations.append("dropped \(command): an alert shows")
                return
            }
            alert = new
        case .dismissAlert(let id):
            guard alert?.id == id else {
                if wasDeferred { break }
                violations.append("\(command): that alert does not show")
                return
            }
            alert = nil
        }
        running = (step, command)
        let animated: Bool
        switch command {
        case .setViewControllers(_, _, let flag), .present(_, let flag), .dismiss(_, let flag): animated = flag
        case .presentAlert, .dismissAlert: animated = true
        }
        if !animated, Bool.random(using: &random) {
            complete(step)
            return
        }
        schedule(after: animated ? Double.random(in: 0.2...0.5, using: &random) : 0.01) { $0.complete(step) }
        if Double.random(in: 0..<1, using: &random) < 0.05 {
            schedule(after: Double.random(in: 1...3, using: &random)) {
                $0.staleCallback { $0.session.transitionEnded(step: step) }
            }
        }
    }

    private func complete(_ step: Int) {
        guard running?.step == step else { return }
        running = nil
        session.transitionEnded(step: step)
    }

    /// Runs a late, doubled callback: it must not change the navigation state.
    private func staleCallback(_ callback: (UIKitHostSimulation) -> Void) {
        let before = navigation.state
        callback(self)
        if !before.isIdentical(to: navigation.state) {
            violations.append("a late callback changed the state: \(before) -> \(navigation.state)")
        }
    }

    // MARK: The user's part

    /// Starts a random gesture the screen allows, if any: a pop, a swipe down, an answer.
    func userActs() {
        guard running == nil, gesture == nil, let top = layers.last else { return }
        if let shownAlert = alert {
            let button = shownAlert.buttons.randomElement(using: &random)!
            gesture = .alertTap(shownAlert, button)
            schedule(after: Double.random(in: 0.2...0.4, using: &random)) { $0.endGesture() }
            return
        }
        if Bool.random(using: &random), top.modules.count > 1 {
            let remaining =
                Bool.random(using: &random)
                ? top.modules.count - 1 : Int.random(in: 1..<top.modules.count, using: &random)
            let completes = Double.random(in: 0..<1, using: &random) < 0.7
            let token = session.userTransitionBegan(.pop(top.id))
            gesture = .pop(top.id, token: token, remaining: remaining, completes: completes)
            schedule(after: Double.random(in: 0.1...0.6, using: &random)) { $0.endGesture() }
            return
        }
        if case .sheet(let options)? = top.style, options.allowsInteractiveDismiss {
            let completes = Double.random(in: 0..<1, using: &random) < 0.7
            let token = session.userTransitionBegan(.dismissal(top.id))
            gesture = .swipeDown(top.id, token: token, completes: completes)
            schedule(after: Double.random(in: 0.1...0.6, using: &random)) { $0.endGesture() }
        }
    }

    private func endGesture() {
        guard let ended = gesture else { return }
        gesture = nil
        switch ended {
        case .pop(let layer, let token, let remaining, let completes):
            guard completes, let index = layers.firstIndex(where: { $0.id == layer }) else {
                session.userPopCancelled(token: token)
                break
            }
            let popped = Array(layers[index].modules[remaining...]).map(\.id)
            let top = popped.last!
            layers[index].modules.removeSubrange(remaining...)
            let kept = layers[index].modules.map(\.id)
            let before = navigation.state
            if session.userPopEnded(token: token, kept: kept, poppedTop: top) {
                let after = UIKitHierarchy(showing: navigation.state, root: session.root)
                let now = after.layers.first { $0.id == layer }?.modules.map(\.id)
                if now != kept || before.isIdentical(to: navigation.state) {
                    violations.append("a pop to \(kept) of \(layer) applied as \(now ?? []) (popped \(popped))")
                }
            }
            if Double.random(in: 0..<1, using: &random) < 0.2 {
                schedule(after: Double.random(in: 0...2, using: &random)) {
                    // Reported again with its own token, or as a pop without a coordinator,
                    // which the host begins and ends at once.
                    let late = Bool.random(using: &$0.random) ? token : $0.session.userTransitionBegan(.pop(layer))
                    $0.staleCallback { $0.session.userPopEnded(token: late, kept: kept, poppedTop: top) }
                }
            }
        case .swipeDown(let layer, let token, let completes):
            if completes, let index = layers.firstIndex(where: { $0.id == layer }) {
                layers.removeSubrange(index...)
                alert = nil
                if session.userDismissalEnded(token: token, completed: true), navigation.state.stack(of: layer) != nil {
                    violations.append("a swipe down of \(layer) left it in the state")
                }
                if Double.random(in: 0..<1, using: &random) < 0.2 {
                    schedule(after: Double.random(in: 0...2, using: &random)) {
                        let late =
                            Bool.random(using: &$0.random) ? token : $0.session.userTransitionBegan(.dismissal(layer))
                        $0.staleCallback { $0.session.userDismissalEnded(token: late, completed: true) }
                    }
                }
            } else {
                session.userDismissalEnded(token: token, completed: false)
            }
        case .alertTap(let answered, let button):
            alert = nil
            session.answer(answered, with: button)
            if Double.random(in: 0..<1, using: &random) < 0.2 {
                schedule(after: Double.random(in: 0...2, using: &random)) {
                    $0.staleCallback { $0.session.answer(answered, with: button) }
                }
            }
            let waiting = deferred
            deferred = []
            for (step, command) in waiting { execute(step, command, deferred: true) }
        }
    }
}
