import Navigation
import NavigationTesting
import Testing

private struct ShelfModule: Module {
    let id: Int
    func build(container: Container) -> some View { EmptyView() }
}

private struct BinModule: Module {
    func build(container: Container) -> some View { EmptyView() }
}

extension Module where Self == ShelfModule {
    fileprivate static func Shelf(id: Int) -> Self { Self(id: id) }
}

/// Declared by one feature, fulfilled by a test in place of the app.
private class ShelfDestination: FeatureDestination<Int> {}

private final class TestShelfDestination: ShelfDestination {
    override func makeModule(for id: Int) -> AnyModule { AnyModule(ShelfModule.Shelf(id: id)) }
}

extension DeepLinkRoute {
    fileprivate static let shelf = DeepLinkRoute("shelf/:id", fromRoot: true) { link in
        ShelfModule(id: try link.value("id"))
    }
}

/// The mock records what a router asked to show and what applied.
@MainActor
@Suite struct ShowRecordTests {
    @Test func show_recordsTheRequest_andTheOperationThePolicyDecided() {
        let navigation = MockNavigationService()
        navigation.presentationPolicy = .presenting(.modal)
        navigation.show(.Shelf(id: 1))
        #expect(navigation.shows == [MockNavigationService.Show(ShelfModule.Shelf(id: 1), placement: .present(.modal))])
        #expect(navigation.calls == [.present(modal: .Shelf(id: 1))])
        #expect(navigation.state.presentations.map(\.module) == [AnyModule(ShelfModule.Shelf(id: 1))])
        navigation.assertShows([MockNavigationService.Show(ShelfModule.Shelf(id: 1), placement: .present(.modal))])
    }

    @Test func attemptShowing_recordsTheShow_andSaysWhatApplied() {
        let navigation = MockNavigationService()
        navigation.presentationPolicy = .presenting(.popup)
        let outcome = navigation.attempt([.popToRoot], showing: AnyModule(ShelfModule.Shelf(id: 5)))
        #expect(outcome.changed)
        #expect(!outcome.isQueued)
        #expect(navigation.shows == [MockNavigationService.Show(ShelfModule.Shelf(id: 5), placement: .present(.popup))])
        #expect(navigation.transactions == [[.popToRoot, .present(popup: .Shelf(id: 5))]])
        #expect(navigation.calls == [.popToRoot, .present(popup: .Shelf(id: 5))])
    }

    @Test func aShowAlone_isACall_notATransaction() {
        let navigation = MockNavigationService()
        navigation.show(.Shelf(id: 1))
        #expect(navigation.calls == [.push(.Shelf(id: 1))])
        #expect(navigation.transactions.isEmpty)
    }

    @Test func policySwappedInATest_placesTheNextShows() {
        let navigation = MockNavigationService()
        navigation.show(.Shelf(id: 1))
        navigation.presentationPolicy = PresentationPolicy { module, _ in
            module.unwrap(as: BinModule.self) != nil ? .present(.sheet) : .push
        }
        navigation.show(BinModule())
        navigation.show(.Shelf(id: 2))
        #expect(navigation.shows.map(\.placement) == [.push, .present(.sheet), .push])
        #expect(navigation.calls == [.push(.Shelf(id: 1)), .present(sheet: BinModule()), .push(.Shelf(id: 2))])
        #expect(navigation.assertLastShown(ShelfModule.self, placement: .push)?.id == 2)
        #expect(navigation.lastShown(as: BinModule.self) == nil)
    }

    @Test func directPushes_areCallsButNotShows() {
        let navigation = MockNavigationService()
        navigation.push(.Shelf(id: 1))
        #expect(navigation.shows.isEmpty)
        #expect(
            navigation.mismatch(lastShown: ShelfModule.self)
                == "expected the last show to be of ShelfModule, got shows []")
    }

    @Test func showThroughAContract_recordsTheOtherFeaturesModule() throws {
        let container = DependencyContainer()
        container.apply(TestShelfDestination.self)
        let navigation = MockNavigationService()
        try navigation.show(container.resolve(ShelfDestination.self).module(for: 9))
        navigation.assertLastShown(ShelfModule.self, placement: .push)
        #expect(navigation.calls == [.push(.Shelf(id: 9))])
    }

    @Test func unfulfilledContract_recordsNothing() {
        let container = DependencyContainer()
        let navigation = MockNavigationService()
        #expect(throws: FeatureDestinationError.unfulfilled(destination: "ShelfDestination")) {
            try navigation.show(container.resolve(ShelfDestination.self).module(for: 9))
        }
        #expect(navigation.shows.isEmpty)
        #expect(navigation.calls.isEmpty)
    }

    @Test func awaitedShow_isRecorded_andFinishes() async throws {
        let navigation = MockNavigationService()
        navigation.presentationPolicy = .presenting(.sheet)
        let picking = Task { await navigation.show(.Shelf(id: 3), expecting: String.self) }
        let shelf = try await navigation.awaitedModule()
        #expect(navigation.shows == [MockNavigationService.Show(ShelfModule.Shelf(id: 3), placement: .present(.sheet))])
        #expect(navigation.finish(shelf, returning: "picked"))
        #expect(await picking.value == .finished("picked"))
        #expect(navigation.calls == [.present(sheet: .Shelf(id: 3)), .dismiss])
    }

    @Test func deepLinkThatShows_isRecordedAsAShow_andAppliedAsOneTransaction() throws {
        let navigation = MockNavigationService()
        navigation.presentationPolicy = .presenting(.popup)
        let links = try DeepLinkRouter(scheme: "shop", routes: [.shelf])
        let applied = try navigation.open("shop://shelf/4", with: links).get()
        #expect(applied == [.dismissAll, .popToRoot, .present(popup: .Shelf(id: 4))])
        #expect(navigation.transactions == [applied])
        navigation.assertShows([MockNavigationService.Show(ShelfModule.Shelf(id: 4), placement: .present(.popup))])
    }

    @Test func clearCalls_forgetsTheShowsToo() {
        let navigation = MockNavigationService()
        navigation.show(.Shelf(id: 1))
        navigation.clearCalls()
        #expect(navigation.shows.isEmpty)
        #expect(navigation.state.stack.count == 1)
    }

    @Test func show_readsAsCode() {
        let show = MockNavigationService.Show(ShelfModule.Shelf(id: 1), placement: .present(.modal))
        #expect(show.description == "show(ShelfModule(id: 1)) as present(modal)")
        #expect(show.operation == .present(modal: .Shelf(id: 1)))
    }

    @Test func wrongAssertShows_recordsAnIssueNamingBothLists_atTheCallSite() {
        let navigation = MockNavigationService()
        navigation.show(.Shelf(id: 1))
        let line = #line + 2
        withKnownIssue {
            navigation.assertShows([MockNavigationService.Show(ShelfModule.Shelf(id: 1), placement: .present(.modal))])
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                """
                shows differ at show 1: expected show(ShelfModule(id: 1)) as present(modal), got show(ShelfModule(id: 1)) as push
                  expected: ["show(ShelfModule(id: 1)) as present(modal)"]
                  actual:   ["show(ShelfModule(id: 1)) as push"]
                """
            ]
                && issue.sourceLocation?.fileID == #fileID && issue.sourceLocation?.line == line
        }
    }

    @Test func wrongAssertLastShown_recordsAnIssueNamingTheShows_andReturnsNil() {
        let navigation = MockNavigationService()
        navigation.show(.Shelf(id: 1))
        withKnownIssue {
            #expect(navigation.assertLastShown(ShelfModule.self, placement: .present(.sheet)) == nil)
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                "expected the last show to be of ShelfModule as present(sheet), got shows [\"show(ShelfModule(id: 1)) as push\"]"
            ]
        }
        withKnownIssue {
            navigation.assertLastShown(BinModule.self)
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                "expected the last show to be of BinModule, got shows [\"show(ShelfModule(id: 1)) as push\"]"
            ]
        }
    }
}

/// A policy that navigates has its calls made after the show it decides, on the mock as on
/// the real service.
@MainActor
@Suite struct ShowPolicyOrderTests {
    private func navigatingPolicy(_ navigation: MockNavigationService) -> PresentationPolicy {
        var once = true
        return PresentationPolicy { _, _ in
            if once {
                once = false
                navigation.push(.Shelf(id: 9))
            }
            return .present(.sheet)
        }
    }

    @Test func aPolicyThatNavigates_hasItsCallRecordedAfterTheShow() {
        let navigation = MockNavigationService()
        navigation.presentationPolicy = navigatingPolicy(navigation)
        navigation.show(.Shelf(id: 1))
        #expect(navigation.calls == [.present(sheet: .Shelf(id: 1)), .push(.Shelf(id: 9))])
        #expect(navigation.state.topModule == AnyModule(ShelfModule.Shelf(id: 9)))
    }

    @Test func aPolicyThatNavigates_duringALinksShow_hasItsCallRecordedAfterTheLink() throws {
        let navigation = MockNavigationService()
        let links = try DeepLinkRouter(scheme: "shop", routes: [.shelf])
        navigation.presentationPolicy = navigatingPolicy(navigation)
        _ = navigation.open("shop://shelf/2", with: links)
        #expect(navigation.calls.last == .push(.Shelf(id: 9)))
        #expect(navigation.calls.dropLast().last == .present(sheet: .Shelf(id: 2)))
    }

    @Test func anAwaitedShow_whosePolicyNavigates_stillAwaitsItsOwnModule() async {
        let navigation = MockNavigationService()
        navigation.presentationPolicy = navigatingPolicy(navigation)
        let waiting = Task { await navigation.show(.Shelf(id: 3), expecting: Int.self) }
        let awaited = try? await navigation.awaitedModule()
        #expect(awaited == AnyModule(ShelfModule.Shelf(id: 3)))
        #expect(navigation.calls == [.present(sheet: .Shelf(id: 3)), .push(.Shelf(id: 9))])
        waiting.cancel()
        _ = await waiting.value
    }
}
