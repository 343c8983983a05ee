import Navigation
import Testing

// Seeded sequences of what users and programs do at once, each step with SwiftUI's
// callbacks delivered at once, late or not yet: once everything settles, the screen
// shows the state and every screen kept its view.

@Suite @MainActor struct RandomSequenceProbeTests {
    private func run(seed: UInt64, steps: Int = 40) -> (problems: [String], trace: [String]) {
        var random = SplitMix(state: seed)
        let scene = ProbeScene()
        var counter = 0
        var pendingDisappear: (StackFrame, ScreenElement)?
        for _ in 0..<steps {
            counter += 1
            let name = "n\(counter)"
            let action = Int.random(in: 0..<13, using: &random)
            scene.note("action \(action) \(name)")
            switch action {
            case 0, 1: scene.navigation.push(ProbeScreen(name: name, log: scene.log))
            case 2: scene.navigation.pop()
            case 3: scene.navigation.present(sheet: ProbeScreen(name: name, log: scene.log))
            case 4: scene.navigation.dismiss()
            case 5: scene.navigation.showAlert(NavigationAlert(title: name, buttons: [.init("OK")]))
            case 6:
                // The user swipes back on the top layer; the popped screen leaves now or later.
                let top = scene.frame.layers.count - 1
                // Only a screen on screen can be swiped away.
                if let stack = scene.stack(layer: top), let last = stack.binding.path.last,
                    scene.onScreen[stack.id]?.last == last
                {
                    stack.binding.path = Array(stack.binding.path.dropLast())
                    if Bool.random(using: &random) {
                        stack.disappeared(last)
                    } else {
                        pendingDisappear = (stack, last)
                    }
                }
            case 7:
                // The user swipes the top sheet down.
                let layers = scene.frame.layers
                if layers.count > 1, let presented = layers[layers.count - 2].presented {
                    presented.dismiss()
                }
            case 8:
                if let alert = scene.frame.layers.last?.alert {
                    alert.buttons.first?.tap()
                    alert.dismiss()
                }
            case 9:
                // The user taps a link on the top screen.
                let top = scene.frame.layers.count - 1
                if let stack = scene.stack(layer: top) {
                    stack.binding.path = stack.binding.path + [ScreenElement(scene.screen(name))]
                }
            case 11:
                // The user starts a swipe back on the top layer and lets go.
                let top = scene.frame.layers.count - 1
                if let stack = scene.stack(layer: top), let last = stack.binding.path.last,
                    scene.onScreen[stack.id]?.last == last
                {
                    let full = stack.binding.path
                    stack.binding.path = Array(full.dropLast())
                    scene.wait(.milliseconds(Int64.random(in: 0...1500, using: &random)))
                    stack.binding.path = full
                }
            case 12:
                // The app goes to the background for a while and comes back.
                scene.frame.activityChanged(.background)
                scene.reports = false
                scene.wait(.seconds(Int64.random(in: 1...20, using: &random)))
                scene.frame.activityChanged(.active)
                scene.reports = true
            default:
                if let (stack, element) = pendingDisappear {
                    stack.disappeared(element)
                    pendingDisappear = nil
                }
            }
            let pace = Int.random(in: 0..<4, using: &random)
            scene.note("pace \(pace)")
            switch pace {
            case 0: scene.react()
            case 1: scene.endAnimations()
            case 2: scene.wait(.milliseconds(Int64.random(in: 0...3000, using: &random)))
            default: break
            }
        }
        if let (stack, element) = pendingDisappear { stack.disappeared(element) }
        scene.settle()
        var problems = scene.mismatches()
        let rebuilt = scene.rebuilt()
        if !rebuilt.isEmpty { problems.append("rebuilt \(rebuilt)") }
        // A callback that comes late is no impossible event; one never started is.
        let impossible = scene.unexpectedEvents.filter { !$0.hasPrefix("popNeverEnded") }
        if !impossible.isEmpty { problems.append("impossible events \(impossible)") }
        return (problems, scene.trace)
    }

    @Test func seededSequences_settleToTheState() async {
        var failures: [String] = []
        var firstFailure: UInt64?
        for seed in UInt64(1)...200 {
            let problems = run(seed: seed).problems
            if !problems.isEmpty {
                failures.append("seed \(seed): \(problems)")
                firstFailure = firstFailure ?? seed
            }
        }
        var shrunk = ""
        if let seed = firstFailure, let steps = (1...40).first(where: { !run(seed: seed, steps: $0).problems.isEmpty })
        {
            shrunk =
                "seed \(seed) fails after \(steps) steps:\n"
                + run(seed: seed, steps: steps).trace.joined(separator: "\n")
        }
        #expect(failures.isEmpty, "\(failures.count) seeds: \(failures.prefix(8))\n\(shrunk)")
    }
}
