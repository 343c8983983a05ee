import Navigation
import Testing

// Two features that do not know each other, as they would be declared in two targets:
// the "details" feature declares what it needs, the "extra" feature owns the screen, and
// the app (the tests here) fulfils the contract.

/// The extra feature's screen.
private struct ExtraModule: Module {
    let itemID: Int
    func build(container: Container) -> some View { EmptyView() }
}

/// Declared by the details feature: the extra details of an item, in a feature it does
/// not import.
private class ExtraDestination: FeatureDestination<Int> {}

/// The app's fulfilment.
private final class AppExtraDestination: ExtraDestination {
    override func makeModule(for itemID: Int) -> AnyModule { AnyModule(ExtraModule(itemID: itemID)) }
}

/// A test's replacement for the app's fulfilment.
private final class TestExtraDestination: ExtraDestination {
    override func makeModule(for itemID: Int) -> AnyModule { AnyModule(ProfileModule.Profile) }
}

/// The details feature's router: it knows the contract and the navigation only.
@MainActor
private final class DetailsRouter {
    let navigation: any NavigationServiceType
    let extra: ExtraDestination

    init(navigation: any NavigationServiceType, extra: ExtraDestination) {
        self.navigation = navigation
        self.extra = extra
    }

    func openExtra(itemID: Int) throws {
        try navigation.show(extra.module(for: itemID))
    }
}

/// Two features' destinations whose fulfilments each make their module by asking the other's.
private class PingDestination: FeatureDestination<Int> {}
private class PongDestination: FeatureDestination<Int> {}

private final class AppPingDestination: PingDestination {
    override func makeModule(for input: Int) throws -> AnyModule {
        try container.resolve(PongDestination.self).module(for: input)
    }
}

private final class AppPongDestination: PongDestination {
    override func makeModule(for input: Int) throws -> AnyModule {
        try container.resolve(PingDestination.self).module(for: input)
    }
}

/// A destination that makes its module by asking the next one in a chain of distinct
/// destinations; the last makes the module itself.
private final class ChainDestination: FeatureDestination<Int> {
    var next: ChainDestination?
    override func makeModule(for input: Int) throws -> AnyModule {
        try next?.module(for: input + 1) ?? AnyModule(ExtraModule(itemID: input))
    }
}

/// A chain of `length` distinct destinations, each asking the next.
@MainActor private func destinationChain(length: Int, in container: DependencyContainer) -> [ChainDestination] {
    let chain = (0..<length).map { _ in ChainDestination(container: container) }
    for (destination, next) in zip(chain, chain.dropFirst()) { destination.next = next }
    return chain
}

@Suite @MainActor struct FeatureContractTests {
    @Test func unfulfilledContract_throwsNamingIt_andShowsNothing() {
        let container = DependencyContainer()
        let navigation = NavigationService()
        let router = DetailsRouter(navigation: navigation, extra: container.resolve(ExtraDestination.self))
        #expect(throws: FeatureDestinationError.unfulfilled(destination: "ExtraDestination")) {
            try router.openExtra(itemID: 1)
        }
        #expect(navigation.state == NavigationState())
    }

    @Test func appliedSubclassThatForgotToOverride_namesTheContractItShouldFulfil() {
        final class ForgetfulExtraDestination: ExtraDestination {}
        let container = DependencyContainer()
        container.apply(ForgetfulExtraDestination.self)
        #expect(throws: FeatureDestinationError.unfulfilled(destination: "ExtraDestination")) {
            try container.resolve(ExtraDestination.self).module(for: 1)
        }
    }

    @Test func bareFeatureDestination_unfulfilled_throwsNamingTheDestinationType() {
        let container = DependencyContainer()
        #expect(throws: FeatureDestinationError.unfulfilled(destination: "FeatureDestination<Int>")) {
            try container.resolve(FeatureDestination<Int>.self).module(for: 1)
        }
        let error = FeatureDestinationError.unfulfilled(destination: "FeatureDestination<Int>")
        #expect(error.description.hasPrefix("nothing fulfils FeatureDestination<Int>: a feature declares a contract"))
    }

    @Test func destinationsThatAskEachOther_throwACycleNamingThePath_andShowNothing() throws {
        let container = DependencyContainer()
        container.apply(AppPingDestination.self)
        container.apply(AppPongDestination.self)
        let navigation = NavigationService()
        let cycle = FeatureDestinationError.cycle(
            path: ["AppPingDestination", "AppPongDestination", "AppPingDestination"])
        #expect(throws: cycle) {
            try navigation.show(container.resolve(PingDestination.self).module(for: 1))
        }
        #expect(navigation.state == NavigationState())
        #expect(
            cycle.description
                == "destinations asked each other for their modules: AppPingDestination -> AppPongDestination -> "
                + "AppPingDestination; make one of these modules without asking the next destination, or show the "
                + "next screen from its router")
        // The thread's record of destinations unwound with the error: a fulfilled one answers.
        container.apply(AppExtraDestination.self)
        #expect(try container.resolve(ExtraDestination.self).module(for: 2) == AnyModule(ExtraModule(itemID: 2)))
    }

    @Test func destinationAskingItselfForAnotherInput_throwsACycle() throws {
        final class RecursiveDestination: FeatureDestination<Int> {
            override func makeModule(for input: Int) throws -> AnyModule {
                input == 0 ? AnyModule(ExtraModule(itemID: 0)) : try module(for: input - 1)
            }
        }
        let destination = DependencyContainer().resolve(RecursiveDestination.self)
        #expect(throws: FeatureDestinationError.cycle(path: ["RecursiveDestination", "RecursiveDestination"])) {
            try destination.module(for: 1)
        }
        #expect(try destination.module(for: 0) == AnyModule(ExtraModule(itemID: 0)))
    }

    @Test func chainOfAHundredDestinations_makesTheLastOnesModule() throws {
        let container = DependencyContainer()
        let chain = destinationChain(length: 100, in: container)
        #expect(try chain[0].module(for: 0) == AnyModule(ExtraModule(itemID: 99)))
    }

    @Test func chainOfThirtyThousandDestinations_throwsNestedTooDeeply_insteadOfOverflowingTheStack() throws {
        let container = DependencyContainer()
        let chain = destinationChain(length: 30_000, in: container)
        let path = Array(repeating: "ChainDestination", count: 101)
        #expect(throws: FeatureDestinationError.nestedTooDeeply(path: path)) {
            try chain[0].module(for: 0)
        }
        #expect(
            FeatureDestinationError.nestedTooDeeply(path: path).description
                == "more than 100 destinations asked one another for their modules: ChainDestination -> "
                + "ChainDestination -> ChainDestination -> ... 95 more ... -> ChainDestination -> ChainDestination -> "
                + "ChainDestination; make a module without asking another destination")
        // Ten thousand links in, the chain is still too deep from there.
        #expect(throws: FeatureDestinationError.nestedTooDeeply(path: path)) {
            try chain[10_000].module(for: 0)
        }
        #expect(try chain[29_950].module(for: 0) == AnyModule(ExtraModule(itemID: 49)))
    }

    @Test func unfulfilledContract_saysHowToFulfilIt() {
        let error = FeatureDestinationError.unfulfilled(destination: "ExtraDestination")
        #expect(
            error.description
                == "nothing fulfils ExtraDestination: the app applies a subclass of it that overrides makeModule(for:), "
                + "as container.apply(AppExtraDestination.self)")
    }

    @Test func fulfilledContract_showsTheOtherFeaturesModule_whereThePolicyPlacesIt() throws {
        let container = DependencyContainer()
        container.apply(AppExtraDestination.self)
        let navigation = NavigationService()
        let router = DetailsRouter(navigation: navigation, extra: container.resolve(ExtraDestination.self))
        try router.openExtra(itemID: 3)
        #expect(navigation.state.stack == [AnyModule(ExtraModule(itemID: 3))])
        navigation.presentationPolicy = .presenting(.sheet)
        try router.openExtra(itemID: 4)
        #expect(navigation.state.presentations.map(\.module) == [AnyModule(ExtraModule(itemID: 4))])
    }

    @Test func testReplacement_appliedOverTheAppsFulfilment_answers_andRestoreBringsTheAppsBack() throws {
        let container = DependencyContainer()
        container.apply(AppExtraDestination.self)
        container.apply(TestExtraDestination.self)
        #expect(try container.resolve(ExtraDestination.self).module(for: 1) == AnyModule(ProfileModule.Profile))
        container.restore(TestExtraDestination.self)
        #expect(throws: FeatureDestinationError.unfulfilled(destination: "ExtraDestination")) {
            try container.resolve(ExtraDestination.self).module(for: 1)
        }
        container.apply(AppExtraDestination.self)
        #expect(try container.resolve(ExtraDestination.self).module(for: 1) == AnyModule(ExtraModule(itemID: 1)))
        container.reset()
        #expect(throws: FeatureDestinationError.unfulfilled(destination: "ExtraDestination")) {
            try container.resolve(ExtraDestination.self).module(for: 1)
        }
    }

    @Test func sceneScope_resolvesTheParentsFulfilment_andItsOwnReplacementStaysInTheScope() throws {
        let container = DependencyContainer()
        container.apply(AppExtraDestination.self)
        let scene = container.makeScope(renewing: [NavigationAssembly.self])
        #expect(try scene.resolve(ExtraDestination.self).module(for: 2) == AnyModule(ExtraModule(itemID: 2)))
        scene.apply(TestExtraDestination.self)
        #expect(try scene.resolve(ExtraDestination.self).module(for: 2) == AnyModule(ProfileModule.Profile))
        #expect(try container.resolve(ExtraDestination.self).module(for: 2) == AnyModule(ExtraModule(itemID: 2)))
    }

    @Test func awaitedShowThroughAContract_finishesWithTheValue() async throws {
        let container = DependencyContainer()
        container.apply(AppExtraDestination.self)
        let navigation = NavigationService()
        navigation.presentationPolicy = .presenting(.modal)
        let module = try container.resolve(ExtraDestination.self).module(for: 5)
        let task = Task { await navigation.show(module, expecting: Bool.self) }
        while navigation.state.presentations.isEmpty { await Task.yield() }
        #expect(navigation.finish(returning: true))
        #expect(await task.value == .finished(true))
    }
}

/// What the app keeps on the main actor, such as the signed-in user's choices.
@MainActor
private final class ItemCatalog {
    var favourite = 7
}

@MainActor private let catalog = ItemCatalog()

/// A fulfilment that reads main-actor state while it makes its module, in an override
/// that names the main actor.
private final class CatalogExtraDestination: ExtraDestination {
    @MainActor
    override func makeModule(for itemID: Int) -> AnyModule {
        AnyModule(ExtraModule(itemID: itemID == 0 ? catalog.favourite : itemID))
    }
}

@Suite @MainActor struct FeatureFulfilmentIsolationTests {
    @Test func aFulfilment_readsMainActorState() throws {
        let container = DependencyContainer()
        container.apply(CatalogExtraDestination.self)
        catalog.favourite = 12
        #expect(try container.resolve(ExtraDestination.self).module(for: 0) == AnyModule(ExtraModule(itemID: 12)))
        #expect(try container.resolve(ExtraDestination.self).module(for: 3) == AnyModule(ExtraModule(itemID: 3)))
    }
}
