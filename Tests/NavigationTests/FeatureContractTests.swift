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
    override func module(for itemID: Int) -> AnyModule { AnyModule(ExtraModule(itemID: itemID)) }
}

/// A test's replacement for the app's fulfilment.
private final class TestExtraDestination: ExtraDestination {
    override func module(for itemID: Int) -> AnyModule { AnyModule(ProfileModule.Profile) }
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

    @Test func unfulfilledContract_saysHowToFulfilIt() {
        let error = FeatureDestinationError.unfulfilled(destination: "ExtraDestination")
        #expect(
            error.description
                == "nothing fulfils ExtraDestination: the app applies a subclass of it that overrides module(for:), "
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
        let task = Task { await navigation.show(module, awaitingResult: Bool.self) }
        while navigation.state.presentations.isEmpty { await Task.yield() }
        #expect(navigation.finish(returning: true))
        #expect(await task.value == .finished(true))
    }
}
