import Navigation
import XCTest

@testable import SampleApp

@MainActor
final class SampleNavigationTests: XCTestCase {
    func test_links_openTheirScreens() async throws {
        let navigation = NavigationService()
        navigation.present(modal: .Confirmation(completed: {}))
        _ = try navigation.open("myapp://game/deepLink/hard", with: SampleNavigation.deepLinks).get()
        XCTAssertEqual(
            navigation.state.stack,
            [
                AnyModule(DetailsModule.Details(source: .deepLink)),
                AnyModule(GameModule.Game(source: .deepLink, difficulty: .hard)),
            ]
        )
        XCTAssertTrue(navigation.state.presentations.isEmpty)
        _ = try navigation.open("myapp://settings?tab=privacy", with: SampleNavigation.deepLinks).get()
        XCTAssertEqual(navigation.state.sheetView, AnyModule(SettingsModule.Settings(tab: .privacy)))
        _ = try navigation.open("myapp://details/mainScreen", with: SampleNavigation.deepLinks).get()
        XCTAssertEqual(navigation.state.stack, [AnyModule(DetailsModule.Details(source: .mainScreen))])
    }

    func test_badLinks_sayWhatIsWrong() async {
        let links = SampleNavigation.deepLinks
        XCTAssertEqual(
            links.match("myapp://game/deepLink/impossible"),
            .failure(
                .malformedParameter(
                    "difficulty", value: "impossible", expected: "GameDifficulty",
                    url: "myapp://game/deepLink/impossible"))
        )
        XCTAssertEqual(links.match("myapp://profile"), .failure(.unknownPath("/profile", url: "myapp://profile")))
    }

    func test_savedNavigation_restoresUpToTheFirstClosureModule() async throws {
        let navigation = NavigationService()
        navigation.push(.Details(source: .mainScreen))
        navigation.push(.Game(source: .mainScreen, difficulty: .hard))
        navigation.present(modal: .Confirmation(completed: {}))
        navigation.present(sheet: .Settings(tab: .privacy))
        navigation.push(.Profile)
        let data = try SampleNavigation.restoration.encode(navigation.state)

        let restored = NavigationService()
        let dropped = try restored.restore(from: data, using: SampleNavigation.restoration).get()
        XCTAssertEqual(restored.state.stack, navigation.state.stack)
        XCTAssertTrue(restored.state.presentations.isEmpty)
        XCTAssertEqual(
            dropped,
            [DroppedModule(layer: .root, position: nil, reason: .notRestorable(typeName: "ConfirmationModule"))])
    }

    func test_demoOpensLinks() async {
        let session = DemoSession()
        XCTAssertEqual(
            try session.execute("open myapp://details/deepLink").get(),
            "root MainModule() > DetailsModule(source: deepLink)"
        )
        XCTAssertEqual(
            session.execute("open myapp://nowhere"),
            .failure(DemoCommandError(description: "no route matches /nowhere in myapp://nowhere"))
        )
    }
}
