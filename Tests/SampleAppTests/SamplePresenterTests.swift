import Navigation
import NavigationTesting
import XCTest

@testable import SampleApp

@MainActor
final class SamplePresenterTests: XCTestCase {
    private let app = TestApp()

    func test_main_tapsNavigateAndTrack() async throws {
        let presenter = try XCTUnwrap(app.show(MainModule.Main, as: MainView.self)?.viewState.presenter)
        presenter.didTapDetails()
        presenter.didTapSettings()
        presenter.didTapProfile()
        presenter.didTapGame()
        presenter.didTapList()
        app.navigation.assertCalls([
            .push(.Details(source: .mainScreen)),
            .push(.Settings),
            .present(sheet: .Profile, options: SheetOptions(detents: [.medium, .large])),
            .push(.Game(source: .mainScreen, difficulty: .normal)),
            .push(.List()),
        ])
        XCTAssertEqual(app.analytics?.events, ["main.details", "main.game"])
    }

    func test_main_setupPopup_finishesSetupWhenDone() async throws {
        let view = try XCTUnwrap(app.show(MainModule.Main, as: MainView.self))
        view.viewState.presenter?.didTapSetup()
        let setup = try XCTUnwrap(app.navigation.lastPresented(as: SetupModule.self))
        XCTAssertFalse(view.viewState.isSetUp)
        setup.didFinish()
        XCTAssertTrue(view.viewState.isSetUp)
        XCTAssertEqual(app.data?.isSetUp, true)
    }

    func test_details_showsItsSource_andPlaysAHardGameFromIt() async throws {
        let view = try XCTUnwrap(app.show(DetailsModule.Details(source: .deepLink), as: DetailsView.self))
        XCTAssertEqual(view.viewState.title, "Details from deepLink")
        view.viewState.presenter?.didTapPlay()
        view.viewState.presenter?.didTapFavorites()
        app.navigation.assertCalls([
            .push(.Game(source: .deepLink, difficulty: .hard)), .push(.List(source: .favorites)),
        ])
    }

    func test_settings_countsItems_andOpensTheProfile() async throws {
        let view = try XCTUnwrap(app.show(SettingsModule.Settings, as: SettingsView.self))
        XCTAssertEqual(view.viewState.summary, "2 items stored, general tab")
        view.viewState.presenter?.didTapProfile()
        app.navigation.assertCalls([.push(.Profile)])
    }

    func test_profile_showsTheUser_andCloses() async throws {
        app.navigation.present(sheet: .Profile)
        app.navigation.clearCalls()
        let view = try XCTUnwrap(app.show(ProfileModule.Profile, as: ProfileView.self))
        XCTAssertEqual(view.viewState.userName, "Alex")
        view.viewState.presenter?.didTapSettings()
        view.viewState.presenter?.didTapClose()
        app.navigation.assertCalls([.push(.Settings), .pop])
    }

    func test_game_finishing_confirmsThenSavesAndLeaves() async throws {
        let view = try XCTUnwrap(app.show(GameModule.Game(source: .mainScreen, difficulty: .hard), as: GameView.self))
        view.viewState.presenter?.didTapScore()
        view.viewState.presenter?.didTapFinish()
        let confirmation = try XCTUnwrap(app.navigation.lastPresented(as: ConfirmationModule.self))
        app.navigation.assertCalls([.present(modal: .Confirmation(completed: {}))])
        confirmation.completed()
        XCTAssertEqual(app.data?.scores, [5])
        XCTAssertEqual(app.navigation.calls.last, .pop)
        XCTAssertEqual(app.analytics?.events, ["game.finished.hard"])
    }

    func test_list_showsItsSource_opensItems_andDeletesAfterYes() async throws {
        let view = try XCTUnwrap(app.show(ListModule.List(source: .favorites), as: ListView.self))
        XCTAssertEqual(view.viewState.items.map(\.id), [7])
        view.viewState.presenter?.didSelect(itemID: 7)
        view.viewState.presenter?.didTapDelete(itemID: 7)
        XCTAssertEqual(app.navigation.calls.first, .push(.Edit(itemID: 7)))
        XCTAssertEqual(app.navigation.alert?.title, "Delete Seven?")
        XCTAssertTrue(app.navigation.tapAlertButton(titled: "Yes"))
        XCTAssertEqual(view.viewState.items, [])
        XCTAssertEqual(app.data?.items().map(\.id), [8])
    }

    func test_list_keepsTheItemAfterNo() async throws {
        let view = try XCTUnwrap(app.show(ListModule.List(), as: ListView.self))
        view.viewState.presenter?.didTapDelete(itemID: 8)
        app.navigation.tapAlertButton(titled: "No")
        XCTAssertEqual(view.viewState.items.map(\.id), [7, 8])
    }

    func test_edit_renamesOnSave_andReportsBack() async throws {
        let view = try XCTUnwrap(app.show(EditModule.Edit(itemID: 8), as: EditView.self))
        XCTAssertEqual(view.viewState.title, "Eight")
        view.viewState.title = "Eighth"
        view.viewState.presenter?.didTapReport()
        let report = try XCTUnwrap(app.navigation.lastPushed(as: ReportModule.self))
        XCTAssertEqual(report.data, ReportData(itemID: 8, text: "Eighth"))
        report.onSave(ReportData(itemID: 8, text: "done"))
        XCTAssertEqual(app.data?.reports, [ReportData(itemID: 8, text: "done")])
        view.viewState.presenter?.didTapSave()
        XCTAssertEqual(app.data?.item(id: 8)?.title, "Eighth")
        XCTAssertEqual(app.navigation.calls.last, .pop)
    }

    func test_edit_ofAMissingItem_saysSo() async throws {
        let view = try XCTUnwrap(app.show(EditModule.Edit(itemID: 99), as: EditView.self))
        XCTAssertEqual(view.viewState.title, "Missing item 99")
    }

    func test_report_savesTheEditedText_andCloses() async throws {
        var saved: [ReportData] = []
        let module = ReportModule.Report(data: ReportData(itemID: 1, text: "draft")) { saved.append($0) }
        let view = try XCTUnwrap(app.show(module, as: ReportView.self))
        XCTAssertEqual(view.viewState.text, "draft")
        view.viewState.text = "final"
        view.viewState.presenter?.didTapSave()
        XCTAssertEqual(saved, [ReportData(itemID: 1, text: "final")])
        app.navigation.assertCalls([.pop])
    }

    func test_confirmation_confirmsOnce_cancels_andNavigatesInside() async throws {
        var completions = 0
        let view = try XCTUnwrap(
            app.show(ConfirmationModule.Confirmation { completions += 1 }, as: ConfirmationView.self))
        view.viewState.presenter?.didTapDetails()
        view.viewState.presenter?.didTapCancel()
        view.viewState.presenter?.didTapConfirm()
        XCTAssertEqual(completions, 1)
        app.navigation.assertCalls([.push(.Details(source: .mainScreen)), .dismissModal, .dismissModal])
    }

    func test_setup_dismissesThePopupThenReports() async throws {
        var finished = false
        let view = try XCTUnwrap(app.show(SetupModule.Setup { finished = true }, as: SetupView.self))
        view.viewState.presenter?.didTapFinish()
        XCTAssertTrue(finished)
        app.navigation.assertCalls([.dismissPopup])
    }
}
