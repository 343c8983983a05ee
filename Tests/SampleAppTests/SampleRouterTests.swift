import Navigation
import NavigationTesting
import XCTest

@testable import SampleApp

@MainActor
final class SampleRouterTests: XCTestCase {
    private let navigation = MockNavigationService()

    func test_mainRouter_opensEachScreen() async {
        let router = MainRouter(navigation: navigation)
        router.openDetails()
        router.openSettings()
        router.openProfile()
        router.openGame()
        router.openList()
        router.openSetup {}
        navigation.assertCalls([
            .push(.Details(source: .mainScreen)),
            .push(.Settings),
            .present(sheet: .Profile, options: SheetOptions(detents: [.medium, .large])),
            .push(.Game(source: .mainScreen, difficulty: .normal)),
            .push(.List(source: .normal)),
            .present(popup: .Setup(didFinish: {})),
        ])
    }

    func test_detailsRouter_opensAHardGameAndFavorites() async {
        let router = DetailsRouter(navigation: navigation)
        router.openGame(source: .deepLink)
        router.openFavorites()
        navigation.assertCalls([.push(.Game(source: .deepLink, difficulty: .hard)), .push(.List(source: .favorites))])
    }

    func test_settingsRouter_opensTheProfile() async {
        SettingsRouter(navigation: navigation).openProfile()
        navigation.assertCalls([.push(.Profile)])
    }

    func test_profileRouter_opensSettings_andClosesBySheetDismissal() async {
        let router = ProfileRouter(navigation: navigation)
        navigation.present(sheet: .Profile)
        router.openSettings()
        router.closeProfile()
        router.closeProfile()
        navigation.assertCalls([.present(sheet: .Profile), .push(.Settings), .pop, .pop, .dismiss])
        XCTAssertTrue(navigation.state.presentations.isEmpty)
    }

    func test_gameRouter_confirmsInAModal_andLeaves() async {
        let router = GameRouter(navigation: navigation)
        router.confirmFinish {}
        router.leaveGame()
        navigation.assertCalls([.present(modal: .Confirmation(completed: {})), .pop])
    }

    func test_listRouter_opensAnItem_andAsksBeforeDeleting() async {
        let router = ListRouter(navigation: navigation)
        var deleted = false
        router.openItem(id: 4)
        router.confirmDelete(title: "Taxes") { deleted = true }
        XCTAssertEqual(navigation.calls.first, .push(.Edit(itemID: 4)))
        XCTAssertEqual(navigation.alert?.title, "Delete Taxes?")
        XCTAssertEqual(navigation.alert?.buttons.map(\.role), [.destructive, .cancel])
        navigation.tapAlertButton(titled: "Yes")
        XCTAssertTrue(deleted)
    }

    func test_editRouter_opensAReport_andCloses() async {
        let router = EditRouter(navigation: navigation)
        router.openReport(data: ReportData(itemID: 2, text: "x")) { _ in }
        router.closeEditor()
        navigation.assertCalls([.push(.Report(data: ReportData(itemID: 2, text: "x"), onSave: { _ in })), .pop])
    }

    func test_reportRouter_closes() async {
        ReportRouter(navigation: navigation).closeReport()
        navigation.assertCalls([.pop])
    }

    func test_confirmationRouter_navigatesInsideTheModal_andDismissesIt() async {
        let router = ConfirmationRouter(navigation: navigation)
        router.openDetails()
        router.closeConfirmation()
        navigation.assertCalls([.push(.Details(source: .mainScreen)), .dismissModal])
    }

    func test_setupRouter_dismissesThePopup() async {
        SetupRouter(navigation: navigation).closeSetup()
        navigation.assertCalls([.dismissPopup])
    }
}
