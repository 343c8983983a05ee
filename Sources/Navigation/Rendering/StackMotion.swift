/// The pushes and pops of a scene's stacks, each from its start until UIKit says it
/// ended, and the popped screens whose views stay built until they have left.
///
/// A change of a layer's visible stack (the program's, or the user's swipe back or back
/// button) is a ``Motion``. It ends only on what UIKit says: the transition coordinator's
/// report for the screen that came or went
/// (``PresentationRule/transitionsReportTheirEnd``), the popped screen's `onDisappear`,
/// or a reading of the stack's navigation controller with no transition under way. Its
/// layer's program changes wait for it meanwhile
/// (``PresentationRule/stackWritesDuringAnimationAreLost``). No timer ends one.
///
/// Impossible pairs: an end reported for a screen no motion waits for, or a reading of a
/// stack no motion is on, changes nothing (late or doubled reports are normal).
package struct StackMotion {
    /// The motions under way, by layer: one per layer, the visible stack's.
    package internal(set) var motions: [LayerID: Motion] = [:]
    /// Popped screens whose views stay until they have left.
    package internal(set) var departures = Departures()
    /// Pushed screens that reported appearing since they were pushed: only such a
    /// screen can be popped by the user.
    var appeared: Set<AnyModule.ID> = []
    /// Pushed screens whose latest report is that they left the screen.
    private var hidden: Set<AnyModule.ID> = []
    /// Screens whose interactive transition (a swipe back) is under way: their
    /// `onDisappear` says nothing until it ends.
    var interactive: Set<AnyModule.ID> = []

    package init() {}

    /// Whether anything waits for UIKit.
    package var isWaiting: Bool { !motions.isEmpty || !departures.isEmpty }

    /// The popped screens whose views stay, by appearance.
    package var departing: [AnyModule.ID: Departures.Departure] { departures.screens }

    /// Whether the user can have popped `id`: it appeared, and is on screen.
    package func canBePopped(_ id: AnyModule.ID) -> Bool { appeared.contains(id) }

    /// Whether UIKit said the top screen `id` of `layer` is going, with `count` screens
    /// in all: the user's transition of it began, or it left. A swipe, or a screen's
    /// leaving alone, takes one screen; more go only in a transition UIKit reported that
    /// no finger drives (the back button's menu).
    package func isLeaving(_ id: AnyModule.ID, of layer: LayerID, popping count: Int) -> Bool {
        let began = motions[layer]?.origin == .hold(id)
        return count == 1 ? began || hidden.contains(id) : began && !interactive.contains(id)
    }

    // MARK: Program changes

    /// A frame shows `new` on `stack` of `layer`, where it showed `old`: a new top is a
    /// motion, and screens that went stay built until they leave.
    package mutating func shown(_ new: [AnyModule], over old: [AnyModule], on stack: StackID, of layer: LayerID) {
        depart(from: old, to: new, on: stack)
        guard new.last?.id != old.last?.id else { return }
        var ends: Set<End> = []
        if let top = new.last { ends.insert(End(screen: top.id, appearing: true)) }
        if let top = old.last { ends.insert(End(screen: top.id, appearing: false)) }
        motions[layer] = Motion(origin: .program, stack: stack, ends: ends, depth: new.count, before: old.count)
    }

    private mutating func depart(from old: [AnyModule], to new: [AnyModule], on stack: StackID) {
        for id in departures.depart(from: old, to: new, on: stack) { hidden.remove(id) }
        // A screen a pop uncovers is no longer hidden: its `onDisappear` was its covering.
        if new.count < old.count, let top = new.last { hidden.remove(top.id) }
    }

    /// A root selection changed under the root layer's motion: it no longer waits.
    package mutating func rootSelectionChanged() {
        motions[.root] = nil
    }

    // MARK: The user's pops

    /// SwiftUI wrote the pop of `stack`'s screens past `kept`, whose top is still to
    /// leave, or has left already.
    /// - Returns: The screens that left already: their views can go.
    @discardableResult
    package mutating func userPopped(
        to kept: [AnyModule], from shown: [AnyModule], on stack: StackID, of layer: LayerID
    ) -> [AnyModule.ID] {
        depart(from: shown, to: kept, on: stack)
        guard let top = shown.last else { return [] }
        if hidden.contains(top.id) {
            // Its `onDisappear` came first: the pop is over already.
            departures.left(top.id)
            appeared.remove(top.id)
            if case .hold(top.id)? = motions[layer]?.origin { motions[layer] = nil }
            return [top.id]
        }
        var ends: Set<End> = [End(screen: top.id, appearing: false)]
        if case .hold(top.id)? = motions[layer]?.origin, let held = motions[layer] { ends = held.ends }
        motions[layer] = Motion(origin: .pop(top.id), stack: stack, ends: ends, depth: kept.count)
        return []
    }

    /// The user's cancelled pop put these screens back on `layer`'s stack.
    package mutating func restored(_ ids: [AnyModule.ID], on layer: LayerID) {
        for id in ids { departures.left(id) }
        if let motion = motions[layer], case .pop(let top) = motion.origin, ids.contains(top) {
            motions[layer] = nil
        }
    }

    /// Whether the screens `ids` are all ones the user popped and that are still leaving:
    /// SwiftUI writing them back is a cancelled swipe.
    package func areLeavingFromAUserPop(_ ids: [AnyModule.ID]) -> Bool {
        ids.allSatisfy { id in
            departing[id] != nil && motions.values.contains { $0.origin == .pop(id) }
        }
    }

    // MARK: Reports

    /// The pushed screen `id` appeared.
    package mutating func screenAppeared(_ id: AnyModule.ID) {
        appeared.insert(id)
        hidden.remove(id)
        rendered(id)
    }

    /// Notes that SwiftUI said something of screen `id`: a motion that brings or takes
    /// it was rendered.
    private mutating func rendered(_ id: AnyModule.ID) {
        for (layer, motion) in motions where !motion.rendered && motion.ends.contains(where: { $0.screen == id }) {
            motions[layer]?.rendered = true
        }
    }

    /// The pushed screen `id` left the screen.
    package mutating func screenDisappeared(_ id: AnyModule.ID) -> [Outcome] {
        // A swipe under way can still be cancelled: its end says which it was.
        guard !interactive.contains(id) else { return [] }
        rendered(id)
        hidden.insert(id)
        var outcomes: [Outcome] = []
        if departures.left(id) {
            appeared.remove(id)
            outcomes.append(.released([id]))
        }
        for (layer, motion) in motions where motion.origin == .pop(id) {
            motions[layer] = nil
            outcomes.append(.over(layer))
        }
        return outcomes
    }

    /// UIKit's coordinator reported that a transition of the pushed screen `id` began;
    /// `top` is the top screen the frame shows on `layer`'s visible stack `stack`.
    package mutating func transitionBegan(
        _ id: AnyModule.ID, appearing: Bool, interactive isInteractive: Bool,
        on stack: StackID, of layer: LayerID?, top: AnyModule.ID?, depth: Int
    ) {
        rendered(id)
        if top == id || !appearing { hidden.remove(id) }
        guard !appearing else { return }
        if isInteractive { interactive.insert(id) }
        // A transition the machine did not start, of the top it shows: the user's. Its
        // stack's changes wait for it, whenever SwiftUI writes it. The top UIKit hides
        // was on screen; a program change that brought it is over there.
        guard let layer, top == id else { return }
        appeared.insert(id)
        if let motion = motions[layer],
            motion.origin != .program || !motion.ends.contains(End(screen: id, appearing: true))
        {
            return
        }
        motions[layer] = Motion(
            origin: .hold(id), stack: stack, ends: [End(screen: id, appearing: false)], depth: depth - 1)
    }

    /// UIKit's coordinator reported that a transition of the pushed screen `id` ended.
    package mutating func transitionEnded(_ id: AnyModule.ID, appearing: Bool, cancelled: Bool) -> [Outcome] {
        interactive.remove(id)
        if appearing, !cancelled { appeared.insert(id) }
        if !appearing, cancelled { hidden.remove(id) }
        if !appearing, !cancelled { hidden.insert(id) }
        let end = End(screen: id, appearing: appearing)
        var outcomes: [Outcome] = []
        // A cancelled end is a user's swipe's: it never ends a program's push or pop.
        for (layer, motion) in motions where motion.ends.contains(end) && !(cancelled && motion.origin == .program) {
            motions[layer] = nil
            switch motion.origin {
            case .program:
                break
            case .pop(let top):
                if cancelled, let departure = departing[top] {
                    outcomes.append(.restore(departure.module, on: motion.stack))
                }
            case .hold(let top):
                if !cancelled { outcomes.append(.popped(top, on: motion.stack)) }
            }
            outcomes.append(.over(layer))
        }
        if !appearing, !cancelled, departures.left(id) {
            appeared.remove(id)
            outcomes.append(.released([id]))
        }
        return outcomes
    }
}
