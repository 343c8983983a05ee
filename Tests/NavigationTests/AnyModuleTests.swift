import Navigation
import Testing

@Suite struct AnyModuleTests {
    @Test func equality_followsTheWrappedValue() {
        #expect(
            AnyModule(DetailsModule.Details(source: .deepLink)) == AnyModule(DetailsModule.Details(source: .deepLink)))
        #expect(
            AnyModule(DetailsModule.Details(source: .deepLink)) != AnyModule(DetailsModule.Details(source: .mainScreen))
        )
    }

    @Test func equality_distinguishesTypesWithEqualShapes() {
        #expect(AnyModule(DetailsModule(source: .mainScreen)) != AnyModule(ListModule(source: .mainScreen)))
    }

    @Test func hashing_followsTheWrappedValue() {
        let module = GameModule.Game(source: .mainScreen, difficulty: .hard)
        #expect(AnyModule(module).hashValue == AnyModule(module).hashValue)
        #expect(Set([AnyModule(module), AnyModule(module)]).count == 1)
    }

    @Test func id_isNewForEachWrapping() {
        let module = ProfileModule.Profile
        #expect(AnyModule(module).id != AnyModule(module).id)
    }

    @Test func unwrap_returnsTheModuleOfThatType() {
        let module = AnyModule(DetailsModule.Details(source: .deepLink))
        #expect(module.unwrap(as: DetailsModule.self) == DetailsModule(source: .deepLink))
        #expect(module.unwrap(as: ProfileModule.self) == nil)
        #expect(module.isModule(ofType: DetailsModule.self))
        #expect(!module.isModule(ofType: ProfileModule.self))
    }

    @Test func description_readsLikeTheModuleValue() {
        #expect(
            AnyModule(DetailsModule.Details(source: .deepLink)).description
                == "DetailsModule(source: deepLink)")
    }

    @Test func description_quotesStringsAndNamesClosures() {
        #expect(
            AnyModule(ConfirmationModule.Confirmation(title: "Delete?", completed: {})).description
                == #"ConfirmationModule(title: "Delete?", completed: (Function))"#)
        #expect(AnyModule(ProfileModule.Profile).description == "ProfileModule()")
    }

    @Test func description_ofACustomStringConvertibleModule_isItsOwn() {
        #expect(AnyModule(Described()).description == "described")
    }

    @Test func closureModules_compareByTheirHandWrittenEquality() {
        let first = AnyModule(ConfirmationModule.Confirmation(title: "Delete?", completed: {}))
        let second = AnyModule(ConfirmationModule.Confirmation(title: "Delete?", completed: {}))
        #expect(first == second)
    }
}

private struct Described: Module, CustomStringConvertible {
    var description: String { "described" }
    func build(container: Container) -> some View { EmptyView() }
}

/// A class module whose subclass inherits its `==`, as a base screen class would.
private class CounterModule: Module {
    let count: Int
    init(count: Int) { self.count = count }
    static func == (lhs: CounterModule, rhs: CounterModule) -> Bool { lhs.count == rhs.count }
    func hash(into hasher: inout Hasher) { hasher.combine(count) }
    func build(container: Container) -> some View { EmptyView() }
}

private final class LabelledCounterModule: CounterModule {}

@Suite struct AnyModuleClassEqualityTests {
    @Test func equality_ofABaseAndASubclassInstance_isFalseBothWays() {
        let base = AnyModule(CounterModule(count: 1))
        let derived = AnyModule(LabelledCounterModule(count: 1))
        #expect(base != derived)
        #expect(derived != base)
        #expect(AnyModule(LabelledCounterModule(count: 1)) == derived)
    }

    @Test func equality_ofASubclassInstanceWrappedAsItsBase_followsTheDynamicType() {
        let wrappedAsBase = AnyModule(LabelledCounterModule(count: 1) as CounterModule)
        #expect(wrappedAsBase == AnyModule(LabelledCounterModule(count: 1)))
        #expect(AnyModule(LabelledCounterModule(count: 1)) == wrappedAsBase)
        #expect(wrappedAsBase.hashValue == AnyModule(LabelledCounterModule(count: 1)).hashValue)
    }

    @Test func popToModule_ofAClassModule_doesNotDependOnWhichInstanceIsOnTheStack() {
        var baseFirst = NavigationState(stack: [AnyModule(CounterModule(count: 1)), AnyModule(ProfileModule.Profile)])
        let poppedToDerived = baseFirst.apply(.popToModule(AnyModule(LabelledCounterModule(count: 1))))
        #expect(!poppedToDerived)
        var derivedFirst = NavigationState(stack: [
            AnyModule(LabelledCounterModule(count: 1)), AnyModule(ProfileModule.Profile),
        ])
        let poppedToBase = derivedFirst.apply(.popToModule(AnyModule(CounterModule(count: 1))))
        #expect(!poppedToBase)
    }
}
