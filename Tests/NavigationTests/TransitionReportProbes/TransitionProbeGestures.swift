import Navigation
import Testing

// The user's gestures, in the steps a device reports them, and the checks every probe
// ends with.

/// A swipe back under way on the top screen of one stack.
@MainActor
struct TransitionProbeSwipe {
    /// The layer whose visible stack is swiped.
    let layer: Int
    /// The stack swiped.
    let stack: StackID
    /// The path before the swipe.
    let full: [ScreenElement]
    /// Whether SwiftUI wrote the shorter path as the swipe began.
    let writtenAtStart: Bool

    /// The screen the swipe takes away.
    var top: ScreenElement { full[full.count - 1] }
    /// The pushed screen it reveals; `nil` when it reveals the stack's root.
    var revealed: ScreenElement? { full.count > 1 ? full[full.count - 2] : nil }
    /// The path without the top screen.
    var shorter: [ScreenElement] { Array(full.dropLast()) }
}

extension TransitionProbeScene {
    /// A scene whose root stack holds screens `names`, settled.
    static func settled(_ names: [String]) -> TransitionProbeScene {
        let scene = TransitionProbeScene { scene in NavigationState(stack: names.map(scene.screen)) }
        scene.settle()
        return scene
    }

    /// A tap on a button of the top layer whose router pushes a new screen `name` (an
    /// app cannot make a `NavigationLink` push): the state changes, and UIKit's push
    /// begins and the new screen appears.
    @discardableResult
    func buttonPush(_ name: String) -> ScreenElement {
        navigation.push(module(name))
        react()
        return ScreenElement(navigation.state.stack(of: navigation.state.topLayer)!.last!)
    }

    /// The finger starts a swipe back on layer `layer`'s visible stack: the coordinator's
    /// interactive `began` reports, the revealed screen's `onAppear`, and the shorter
    /// path when SwiftUI writes it at the start (from iOS 18).
    func beginSwipe(layer: Int = 0, writesAtStart: Bool = true) -> TransitionProbeSwipe {
        let swiped = stack(layer: layer)
        let swipe = TransitionProbeSwipe(
            layer: layer, stack: swiped.id, full: swiped.binding.path, writtenAtStart: writesAtStart)
        swiping[swipe.stack] = swipe.full.count
        report(swipe.top, .began(appearing: false, interactive: true), layer: layer)
        if let revealed = swipe.revealed {
            report(revealed, .began(appearing: true, interactive: true), layer: layer)
        }
        if writesAtStart { write(swipe.shorter, layer: layer) }
        if let revealed = swipe.revealed { appear(revealed, layer: layer) }
        return swipe
    }

    /// The finger lets go before the swipe commits: the coordinator's cancelled ends; the
    /// device still shows the full path, and SwiftUI writes it back when `writesBack`.
    /// A stack gone from the frame meanwhile sends nothing more.
    func cancel(_ swipe: TransitionProbeSwipe, writesBack: Bool = true) {
        swiping[swipe.stack] = nil
        stack(swipe.stack)?.transition(swipe.top, .ended(appearing: false, cancelled: true))
        if let revealed = swipe.revealed {
            stack(swipe.stack)?.transition(revealed, .ended(appearing: true, cancelled: true))
        }
        showOnDevice(swipe.full, in: swipe.stack)
        if writesBack, let stack = stack(swipe.stack) { stack.binding.path = swipe.full }
    }

    /// The swipe commits: the coordinator's ends, the shorter path if SwiftUI did not
    /// write it at the start, and the popped screen's `onDisappear`.
    func commit(_ swipe: TransitionProbeSwipe) {
        swiping[swipe.stack] = nil
        stack(swipe.stack)?.transition(swipe.top, .ended(appearing: false, cancelled: false))
        if let revealed = swipe.revealed {
            stack(swipe.stack)?.transition(revealed, .ended(appearing: true, cancelled: false))
        }
        showOnDevice(swipe.shorter, in: swipe.stack)
        if !swipe.writtenAtStart, let stack = stack(swipe.stack) { stack.binding.path = swipe.shorter }
        stack(swipe.stack)?.disappeared(swipe.top)
    }

    /// Settles, then checks what every probe expects once nothing moves: the frame
    /// shows the navigation state, whose root stack (or top layer's, with `layer`) is
    /// `path`; each view was built once; no view is kept for a screen gone; and the
    /// session counted `unexpected` impossible events (any number when `nil`).
    func expectSettled(
        _ path: [String],
        layer: Int = 0,
        unexpected expectedUnexpected: Int? = 0,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        settle()
        let state =
            layer == 0 ? navigation.state.stack : navigation.state.presentations[layer - 1].stack
        #expect(state.map(Self.name) == path, "the navigation state", sourceLocation: sourceLocation)
        #expect(mismatches() == [], "the frame shows the state", sourceLocation: sourceLocation)
        #expect(rebuilt == [:], "each view built once", sourceLocation: sourceLocation)
        #expect(strayViews == [], "no view kept for a screen gone", sourceLocation: sourceLocation)
        if let expectedUnexpected {
            #expect(unexpected == expectedUnexpected, "impossible events", sourceLocation: sourceLocation)
        }
    }
}
