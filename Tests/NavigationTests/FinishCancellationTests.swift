import Dispatch
import Navigation
import Testing

private struct Picker: Module {
    func build(container: Container) -> some View { EmptyView() }
}

/// A picker pushed and awaited in its own task, once it shows.
@MainActor
private func awaitedPicker(on navigation: NavigationService) async -> Task<NavigationResult<Int>, Never> {
    let task = Task { await navigation.push(Picker(), expecting: Int.self) }
    _ = await eventually { !navigation.state.stack.isEmpty }
    return task
}

/// A `finish` decides once it has begun: a cancellation of the awaiting task that comes
/// while it applies does not make it report what it did not do.
@Suite @MainActor struct FinishCancellationTests {
    @Test func finish_whileAGuardCancelsTheAwaitingTask_returnsTrue_andTheAwaitGetsTheValue() async {
        let navigation = NavigationService()
        let picking = await awaitedPicker(on: navigation)
        navigation.addGuard { _, _ in
            picking.cancel()
            return .allow
        }
        #expect(navigation.finish(returning: 7))
        #expect(navigation.state.stack.isEmpty)
        #expect(await picking.value == .finished(7))
    }

    @Test func finish_whileAnotherThreadCancelsTheAwaitingTask_returnsTrue_andTheAwaitGetsTheValue() async {
        let navigation = NavigationService()
        let picking = await awaitedPicker(on: navigation)
        navigation.addGuard { _, _ in
            // The cancellation runs on another thread, and is over before the finish goes on.
            DispatchQueue.global().sync { picking.cancel() }
            return .allow
        }
        #expect(navigation.finish(returning: 7))
        #expect(navigation.state.stack.isEmpty)
        #expect(await picking.value == .finished(7))
    }

    @Test func finish_thatAGuardRejectsAfterCancellingTheAwaitingTask_returnsFalse_andTheAwaitIsCancelled() async {
        let navigation = NavigationService()
        let picking = await awaitedPicker(on: navigation)
        navigation.addGuard { _, _ in
            picking.cancel()
            return .reject("not now")
        }
        let before = navigation.state
        #expect(!navigation.finish(returning: 7))
        #expect(navigation.state == before)
        #expect(await picking.value == .cancelled)
        // Nobody awaits the picker any more.
        #expect(!navigation.finish(returning: 8))
    }

    /// The finish and the cancellation race on two threads: whichever wins, `finish` says
    /// whether the picker left, and the await says the same.
    @Test func finish_racingACancellationFromAnotherThread_isTruthful() async {
        for round in 0..<500 {
            let navigation = NavigationService()
            let picking = await awaitedPicker(on: navigation)
            let start = DispatchSemaphore(value: 0)
            let done = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                start.wait()
                picking.cancel()
                done.signal()
            }
            start.signal()
            let finished = navigation.finish(returning: round)
            let left = navigation.state.stack.isEmpty
            await withCheckedContinuation { continuation in
                DispatchQueue.global().async {
                    done.wait()
                    continuation.resume()
                }
            }
            let result = await picking.value
            #expect(finished == left, "round \(round)")
            #expect(result == (finished ? .finished(round) : .cancelled), "round \(round)")
            if finished != left { return }
        }
    }
}
