import Navigation
import Testing

/// A module whose `==` is not reflexive when it holds `Double.nan`, as a synthesized `==`
/// over a `Double` is.
private struct MeasurementModule: Module {
    let value: Double
    func build(container: Container) -> some View { EmptyView() }
}

/// An appearance is itself, whatever its module's `==` says: stacks compare module
/// identity first.
@Suite @MainActor struct ModuleIdentityTests {
    @Test func anAppearance_isEqualToItself_evenWhenItsModuleIsNot() {
        let module = AnyModule(MeasurementModule(value: .nan))
        #expect(module == module)
        // Another appearance of the same value compares by value, which is not equal.
        #expect(module != AnyModule(MeasurementModule(value: .nan)))
    }

    @Test func setStack_withTheStackItHolds_changesNothing_whenAModuleIsNotEqualToItself() {
        let navigation = NavigationService()
        navigation.push(MeasurementModule(value: .nan))
        navigation.push(.Profile)
        var entries: [NavigationJournalEntry] = []
        navigation.addJournalListener { entries.append($0) }
        let before = navigation.state
        var changed = true
        #expect(notifications(of: navigation) { changed = navigation.setStack(navigation.state.stack) } == 0)
        #expect(!changed)
        #expect(navigation.state.isIdentical(to: before))
        #expect(entries.map(\.outcome.changed) == [false])
    }

    @Test func aStateHoldingAModuleNotEqualToItself_equalsACopyOfItself() {
        var state = NavigationState()
        state.apply(.push(MeasurementModule(value: .nan)))
        var copy = NavigationState()
        copy.apply(.setStack(state.stack))
        #expect(state == copy)
        let changed = copy.apply(.setStack(state.stack))
        #expect(!changed)
    }
}
