import Navigation
import Testing

/// A transaction's steps are guarded against the state the steps before them leave,
/// which the service tries on its own state and undoes: guards and readers see what they
/// saw when the steps were tried on a copy.
@Suite @MainActor struct NavigationServiceGuardTests {
    @Test func eachStep_isGuardedAgainstTheStepsBeforeIt_whileTheServiceReadsTheStateBefore() {
        let navigation = NavigationService(state: NavigationState(stack: [AnyModule(ProfileModule.Profile)]))
        let before = navigation.state
        var seen: [(argument: Int, read: Int)] = []
        navigation.addGuard { _, state in
            seen.append((state.stack.count, navigation.state.stack.count))
            return .allow
        }
        navigation.apply([.push(.List()), .push(.Profile), .pop, .push(.List())])
        #expect(seen.map(\.argument) == [1, 2, 3, 2])
        #expect(seen.map(\.read) == [1, 1, 1, 1])
        #expect(navigation.state.stack.count == 3)
        #expect(navigation.state.stack.first?.id == before.stack.first?.id)
    }

    @Test func aRejectedStep_leavesTheStateAsItWas_idsIncluded() {
        let kept = AnyModule(ListModule.List())
        let navigation = NavigationService(state: NavigationState(stack: [AnyModule(ProfileModule.Profile), kept]))
        let before = navigation.state
        var changes = 0
        navigation.addJournalListener { if $0.outcome.changed { changes += 1 } }
        navigation.addGuard { operation, _ in
            if case .present = operation { return .reject("no sheets") }
            return .allow
        }
        let outcome = navigation.attempt(
            [.pop, .pop, .push(.Profile), .present(sheet: .Profile)], showing: nil)
        #expect(outcome.rejection?.reason == "no sheets")
        #expect(navigation.state.isIdentical(to: before))
        #expect(changes == 0)
    }

    @Test func aRedirectedStep_isTried_forTheStepsAfterIt() {
        let navigation = NavigationService()
        var counts: [Int] = []
        navigation.addGuard { operation, state in
            counts.append(state.stack.count)
            if case .present(let module, _) = operation {
                return .redirect([.push(module), .push(module)])
            }
            return .allow
        }
        navigation.apply([.present(sheet: .Profile), .push(.List())])
        #expect(counts == [0, 2])
        #expect(navigation.state.stack.count == 3)
        #expect(navigation.state.presentations.isEmpty)
    }
}
