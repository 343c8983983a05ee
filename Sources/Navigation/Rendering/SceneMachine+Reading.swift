// How the scene's machine asks UIKit what it shows: the watchdog, and what a reading
// decides.

extension SceneMachine {
    // MARK: Reading UIKit

    /// Arms the watchdog while anything waits for UIKit, and stops it once nothing does.
    mutating func watch() -> [Action] {
        let waits: Bool
        if case .suspended = phase {
            waits = false
        } else {
            waits = !awaiting.isEmpty || stacks.isWaiting || isConfirmingAPop
        }
        if waits, !watchdog.isArmed, !watchdog.isReading {
            watchdog.isArmed = true
            return [.startWatchdog(after: watchdogInterval)]
        }
        guard !waits else { return [] }
        watchdog.interval = configuration.firstRead
        watchdog.fruitless = 0
        guard watchdog.isArmed else { return [] }
        watchdog.isArmed = false
        return [.cancelWatchdog]
    }

    /// Takes in what UIKit shows. Both the steps and the stacks are judged against the
    /// state the reading was asked in: nothing new begins until both are taken in.
    mutating func read(_ reading: SceneReading) -> [Action] {
        watchdog.isReading = false
        let before = displayed
        let decisions = steps.decide(reading)
        let outcomes = stacks.read(reading) { before.layer(showing: $0) != nil }
        var progressed = !outcomes.isEmpty
        var actions: [Action] = []
        for decision in decisions {
            switch decision {
            case .reported(let awaited):
                progressed = true
                _ = steps.report(awaited, pauses: pauses)
            case .retractLayer(let id):
                displayed = displayed.prefix(below: .presented(id)).withStacks(from: displayed)
                steps.forget([id])
                steps.retarget(.layerShown(id), to: .layerGone(id))
                actions += askedAgain(.layer(id), for: .layerShown(id))
            case .reshowLayer(let id):
                // The chain UIKit still shows comes back whole, lowest first, the covered
                // layers of the dismissal too, so no shown item changes in one frame.
                for leaving in steps.leaving.values.sorted(by: { $0.depth < $1.depth }) {
                    guard let module = leaving.layer.module, let style = leaving.layer.style,
                        displayed.layer(.presented(module.id)) == nil, reading.motion(ofLayer: module.id) != nil
                    else { continue }
                    displayed.apply(.present(module, style: style))
                    displayed.apply(.setStack(leaving.layer.stack, layer: .presented(module.id)))
                }
                steps.retarget(.layerGone(id), to: .layerShown(id))
                actions += askedAgain(.layer(id), for: .layerGone(id))
            case .retractAlert(let id):
                displayed = displayed.withoutAlerts()
                steps.retarget(.alertShown(id), to: .alertGone(id))
                actions += askedAgain(.alert(id), for: .alertShown(id))
            case .repeatFrame:
                actions.append(.show(.animated))
            }
        }
        if !displayed.isIdentical(to: before) { actions.append(.show(.animated)) }
        actions += run(outcomes, synchronizing: false)
        if steps.state == .pausing, progressed { actions.append(.startPause(configuration.settleTime)) }
        actions += synchronize()
        guard !progressed else {
            watchdog.interval = configuration.firstRead
            watchdog.fruitless = 0
            return actions
        }
        return actions + fruitlessReading()
    }

    /// A reading that ended no wait, or none at all: the watchdog waits twice as long
    /// before the next, and a wait that keeps failing is reported.
    mutating func fruitlessReading() -> [Action] {
        watchdog.isReading = false
        watchdog.fruitless += 1
        watchdog.interval = min(watchdog.interval * 2, configuration.longestRead)
        let fruitless = watchdog.fruitless
        guard fruitless == 3 || fruitless % 10 == 0, let first = awaiting.min(by: { "\($0)" < "\($1)" }) else {
            return []
        }
        return [.report(.stalled(first, attempts: fruitless))]
    }

    /// Counts one more request for what UIKit dropped or ignored: the watchdog waits the
    /// longer for it, and a request that keeps failing is reported.
    private mutating func askedAgain(_ asked: PresentationSteps.Asked, for awaited: Awaited) -> [Action] {
        let asks = steps.askedAgain(asked)
        return asks == 3 || asks % 10 == 0 ? [.report(.stalled(awaited, attempts: asks))] : []
    }

    /// How long the watchdog waits: longer the more often what the screen waits for was
    /// asked for again, up to the longest interval.
    private var watchdogInterval: Duration {
        let target = target
        let asks =
            steps.asks.filter { asked, _ in
                switch asked {
                case .layer(let id): target.layer(.presented(id)) != nil
                case .alert(let id): target.alerts.contains { $0.id == id }
                }
            }
            .values.max() ?? 0
        let backoff = min(configuration.firstRead * (1 << min(asks, 20)), configuration.longestRead)
        return max(watchdog.interval, backoff)
    }
}
