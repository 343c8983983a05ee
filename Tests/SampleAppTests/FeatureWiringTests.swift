import Navigation
import NavigationTesting
import SampleDetailsKit
import SampleExtraDetailsKit
import Testing

@testable import SampleApp

/// A test's Extra details: another screen in place of the app's.
private final class TestExtraDetailsDestination: ExtraDetailsDestination {
    override func makeModule(for itemID: Int) -> AnyModule { AnyModule(.Settings) }
}

/// A container whose navigation is a mock, with the features wired or not.
@MainActor
private struct FeatureApp {
    let container = DependencyContainer()

    init(wired: Bool = true) {
        container.apply(MockNavigationAssembly.self)
        if wired { SampleFeatures.wire(container) }
    }

    var navigation: MockNavigationService { container.resolve(MockNavigationAssembly.self).mock() }

    func show<M: Module, Screen: SampleScreen>(_ module: M, as screen: Screen.Type) -> Screen? {
        let view = ApplicationViewBuilder(container: container).build(module: module) as? Screen
        view?.appear()
        return view
    }
}

@MainActor
@Suite struct FeatureWiringTests {
    @Test func root_showsAnItem_underTheStackPolicy() {
        let app = FeatureApp()
        app.show(MainModule.Main, as: MainView.self)?.viewState.presenter?.didTapItemDetails()
        app.navigation.assertShows([
            MockNavigationService.Show(ItemDetailsModule.ItemDetails(itemID: 1), placement: .push)
        ])
        app.navigation.assertCalls([.push(.ItemDetails(itemID: 1))])
    }

    @Test func rootsToggle_swapsThePolicy_andTheNextShowIsAModal() {
        let app = FeatureApp()
        let main = app.show(MainModule.Main, as: MainView.self)
        main?.viewState.presenter?.didSetPresentsFeaturesModally(true)
        #expect(main?.viewState.presentsFeaturesModally == true)
        #expect(app.navigation.presentationPolicy.name == "modal")
        main?.viewState.presenter?.didTapItemDetails()
        app.navigation.assertLastShown(ItemDetailsModule.self, placement: .present(.modal))
        app.navigation.assertCalls([.present(modal: .ItemDetails(itemID: 1))])
        main?.viewState.presenter?.didSetPresentsFeaturesModally(false)
        #expect(app.navigation.presentationPolicy.name == "stack")
    }

    @Test func modalPolicy_pushesInsideAPresentedLayer() {
        let app = FeatureApp()
        app.navigation.presentationPolicy = SampleFeatures.modalPolicy
        app.navigation.show(.ItemDetails(itemID: 1))
        app.navigation.show(.ExtraDetails(itemID: 1))
        #expect(app.navigation.shows.map(\.placement) == [.present(.modal), .push])
    }

    @Test func itemDetails_opensExtraDetails_throughTheDestinationTheRootFulfils() {
        let app = FeatureApp()
        let item = app.show(ItemDetailsModule.ItemDetails(itemID: 4), as: ItemDetailsView.self)
        #expect(item?.viewState.title == "Item 4")
        item?.viewState.presenter?.didTapExtraDetails()
        #expect(app.navigation.assertLastShown(ExtraDetailsModule.self, placement: .push)?.itemID == 4)
        #expect(item?.viewState.problem == nil)
    }

    @Test func extraDetails_opensTheRelatedItem_throughItsOwnDestination() {
        let app = FeatureApp()
        let extra = app.show(ExtraDetailsModule.ExtraDetails(itemID: 4), as: ExtraDetailsView.self)
        #expect(extra?.viewState.relatedItemID == 5)
        extra?.viewState.presenter?.didTapRelatedItem()
        #expect(app.navigation.assertLastShown(ItemDetailsModule.self)?.itemID == 5)
    }

    @Test func unwiredApp_showsNothing_andTheScreenSaysWhatIsMissing() {
        let app = FeatureApp(wired: false)
        let item = app.show(ItemDetailsModule.ItemDetails(itemID: 4), as: ItemDetailsView.self)
        item?.viewState.presenter?.didTapExtraDetails()
        #expect(app.navigation.calls.isEmpty)
        #expect(app.navigation.shows.isEmpty)
        #expect(
            item?.viewState.problem == "\(FeatureDestinationError.unfulfilled(destination: "ExtraDetailsDestination"))")
    }

    @Test func testReplacesTheRootsFulfilment_withApply() {
        let app = FeatureApp()
        app.container.apply(TestExtraDetailsDestination.self)
        app.show(ItemDetailsModule.ItemDetails(itemID: 4), as: ItemDetailsView.self)?.viewState.presenter?
            .didTapExtraDetails()
        app.navigation.assertShows([MockNavigationService.Show(SettingsModule.Settings, placement: .push)])
    }

    @Test func itemLink_isPlacedByThePolicyOfTheMomentItOpens() throws {
        let app = FeatureApp()
        app.navigation.presentationPolicy = SampleFeatures.modalPolicy
        let applied = try app.navigation.open("myapp://item/3", with: SampleNavigation.deepLinks).get()
        #expect(applied == [.dismissAll, .popToRoot, .present(modal: .ItemDetails(itemID: 3))])
        app.navigation.assertLastShown(ItemDetailsModule.self, placement: .present(.modal))
    }

    @Test func featureScreens_areSavedAndRestored() throws {
        let navigation = NavigationService()
        navigation.push(.ItemDetails(itemID: 1))
        navigation.present(modal: .ExtraDetails(itemID: 2))
        let data = try SampleNavigation.restoration.encode(navigation.state)
        let restored = NavigationService()
        let dropped = try restored.restore(from: data, using: SampleNavigation.restoration).get()
        #expect(dropped.isEmpty)
        #expect(restored.state.stack == navigation.state.stack)
        #expect(restored.state.presentations.map(\.module) == navigation.state.presentations.map(\.module))
    }
}
