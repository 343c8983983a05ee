import Navigation
import NavigationTesting
import Testing

private struct Screen: Module {
    let name: String
    func build(container: Container) -> some View { EmptyView() }
}

/// The screens `navigation`'s root stack shows, by name.
@MainActor
private func names(_ navigation: some NavigationServiceType) -> [String] {
    navigation.state.stack.compactMap { $0.unwrap(as: Screen.self)?.name }
}

/// Calls made while a call applies, through the mock, do what they do through the service.
@Suite @MainActor struct MockReentrancyTests {
    /// A policy deciding the show of `x` shows `y` and pushes `p`; deciding `y`, it pushes
    /// `q`. The service queues each call behind those queued before it.
    private func showWithNestedPolicyCalls(on navigation: some NavigationServiceType) {
        navigation.presentationPolicy = PresentationPolicy { [unowned navigation] module, _ in
            switch module.unwrap(as: Screen.self)?.name {
            case "x":
                navigation.show(Screen(name: "y"))
                navigation.push(Screen(name: "p"))
            case "y":
                navigation.push(Screen(name: "q"))
            default:
                break
            }
            return .push
        }
        navigation.show(Screen(name: "x"))
    }

    @Test func callsAPolicyMakes_runInTheServicesOrder() {
        let service = NavigationService()
        showWithNestedPolicyCalls(on: service)
        let mock = MockNavigationService()
        showWithNestedPolicyCalls(on: mock)
        #expect(names(service) == ["x", "y", "p", "q"])
        #expect(names(mock) == names(service))
        #expect(
            mock.calls.map(\.description) == [
                "push(Screen(name: \"x\"))", "push(Screen(name: \"y\"))",
                "push(Screen(name: \"p\"))", "push(Screen(name: \"q\"))",
            ])
    }

    @Test func finishMadeWhileAPolicyDecides_isQueued_andReturnsFalse() async {
        let navigation = MockNavigationService()
        let picking = Task { await navigation.push(Screen(name: "picker"), expecting: Int.self) }
        let picker = try? await navigation.awaitedModule()
        #expect(picker != nil)
        var finished: Bool?
        navigation.presentationPolicy = PresentationPolicy { [unowned navigation] _, _ in
            finished = navigation.finish(returning: 1)
            return .push
        }
        navigation.show(Screen(name: "next"))
        // Queued behind the show, the finish found the next screen on top, which nobody
        // awaits: it finished nothing.
        #expect(finished == false)
        #expect(names(navigation) == ["picker", "next"])
        #expect(navigation.finishedValues.isEmpty)
        #expect(navigation.awaitedModules.count == 1)
        navigation.pop()
        #expect(navigation.finish(returning: 2))
        #expect(await picking.value == .finished(2))
    }
}
