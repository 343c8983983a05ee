import Architecture
import Navigation
import XCTest

@testable import SampleApp

/// Watches an object without keeping it alive.
private struct Weak {
    weak var object: AnyObject?
    let name: String
}

/// Weak references to every part of the module whose view is `view`: its view state,
/// presenter, router and interactor.
@MainActor
private func parts<Presenter: AnyObject>(
    viewState: AnyObject,
    presenter: Presenter?,
    router: (Presenter) -> AnyObject,
    interactor: (Presenter) -> AnyObject
) -> [Weak] {
    guard let presenter else { return [] }
    return [
        Weak(object: viewState, name: "view state"),
        Weak(object: presenter, name: "presenter"),
        Weak(object: router(presenter), name: "router"),
        Weak(object: interactor(presenter), name: "interactor"),
    ]
}

@MainActor
private func details(in session: DemoSession) -> [Weak] {
    guard let view = session.screen(DetailsView.self) else { return [] }
    return parts(
        viewState: view.viewState, presenter: view.viewState.presenter, router: { $0.router },
        interactor: { $0.interactor })
}

@MainActor
private func game(in session: DemoSession) -> [Weak] {
    guard let view = session.screen(GameView.self) else { return [] }
    return parts(
        viewState: view.viewState, presenter: view.viewState.presenter, router: { $0.router },
        interactor: { $0.interactor })
}

@MainActor
private func confirmation(in session: DemoSession) -> [Weak] {
    guard let view = session.screen(ConfirmationView.self) else { return [] }
    return parts(
        viewState: view.viewState, presenter: view.viewState.presenter, router: { $0.router },
        interactor: { $0.interactor })
}

@MainActor
private func list(in session: DemoSession) -> [Weak] {
    guard let view = session.screen(ListView.self) else { return [] }
    return parts(
        viewState: view.viewState, presenter: view.viewState.presenter, router: { $0.router },
        interactor: { $0.interactor })
}

@MainActor
final class SampleLeakTests: XCTestCase {
    private func assertFreed(_ parts: [Weak], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(parts.count % 4, 0, "every module has four parts", file: file, line: line)
        XCTAssertFalse(parts.isEmpty, "no parts were watched", file: file, line: line)
        for part in parts where part.object != nil {
            XCTFail("the \(part.name) outlived its screen", file: file, line: line)
        }
    }

    private func step(_ session: DemoSession, _ action: () -> Void) {
        action()
        session.settle()
    }

    func test_pop_freesTheModule() async {
        let session = DemoSession()
        step(session) { session.navigation.push(.Details(source: .mainScreen)) }
        let watched = details(in: session)
        step(session) { session.navigation.pop() }
        assertFreed(watched)
    }

    func test_dismiss_freesTheLayersModules() async {
        let session = DemoSession()
        step(session) { session.navigation.present(modal: .Confirmation(completed: {})) }
        var watched = confirmation(in: session)
        step(session) { session.navigation.push(.Details(source: .deepLink)) }
        watched += details(in: session)
        step(session) { session.navigation.dismissModal() }
        assertFreed(watched)
    }

    func test_popToRoot_freesEveryModuleOfTheStack() async {
        let session = DemoSession()
        step(session) { session.navigation.push(.Details(source: .mainScreen)) }
        var watched = details(in: session)
        step(session) { session.navigation.push(.Game(source: .mainScreen, difficulty: .easy)) }
        watched += game(in: session)
        step(session) { session.navigation.popToRoot() }
        assertFreed(watched)
    }

    func test_replacedStack_freesTheReplacedModules() async {
        let session = DemoSession()
        step(session) { session.navigation.push(.List()) }
        let watched = list(in: session)
        step(session) { session.navigation.items = [AnyModule(SettingsModule.Settings)] }
        assertFreed(watched)
    }

    func test_modulesStillOnScreen_stayAlive() async {
        let session = DemoSession()
        step(session) { session.navigation.push(.Details(source: .mainScreen)) }
        let watched = details(in: session)
        step(session) { session.navigation.push(.Settings) }
        XCTAssertTrue(watched.allSatisfy { $0.object != nil })
    }
}
