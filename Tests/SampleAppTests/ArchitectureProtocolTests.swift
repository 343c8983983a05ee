import Architecture
import Navigation
import NavigationTesting
import XCTest

// A module in the shape the seed's Xcode template writes it: contracts that hold each
// other as existentials, classes with no actor, and `set(with:)` declared by the
// module's own view-state contract. It conforms to the base protocols as it is.
private protocol TemplateRouterProtocol: RouterProtocol {}
private protocol TemplatePresenterProtocol: PresenterProtocol {}
private protocol TemplateInteractorProtocol: InteractorProtocol {}
private protocol TemplateViewStateProtocol: ViewStateProtocol {
    func set(with presenter: TemplatePresenterProtocol)
}

private final class TemplateRouter: TemplateRouterProtocol {
    private var navigation: any NavigationServiceType
    init(navigation: any NavigationServiceType) { self.navigation = navigation }
}

private final class TemplateInteractor: TemplateInteractorProtocol {}

private final class TemplatePresenter: TemplatePresenterProtocol {
    private let router: TemplateRouterProtocol
    private(set) weak var viewState: TemplateViewStateProtocol?
    private let interactor: TemplateInteractorProtocol

    init(router: TemplateRouterProtocol, interactor: TemplateInteractorProtocol, viewState: TemplateViewStateProtocol) {
        self.router = router
        self.interactor = interactor
        self.viewState = viewState
    }
}

private final class TemplateViewState: TemplateViewStateProtocol {
    private(set) var presenter: TemplatePresenterProtocol?
    func set(with presenter: TemplatePresenterProtocol) { self.presenter = presenter }
}

/// Wires the template-shaped module the way the template's assembly does, from a
/// context with no actor, as the template's `build()` is.
private func buildTemplateModule(navigation: any NavigationServiceType) -> TemplateViewState {
    let router = TemplateRouter(navigation: navigation)
    let interactor = TemplateInteractor()
    let viewState = TemplateViewState()
    let presenter = TemplatePresenter(router: router, interactor: interactor, viewState: viewState)
    viewState.set(with: presenter)
    return viewState
}

// The opt-in refinements, on a module of their own.
@MainActor
private final class CountingPresenter: WiredPresenter {
    weak var viewState: CountingViewState?
}

@MainActor
private final class CountingViewState: WiredViewState {
    private(set) var presenter: CountingPresenter?
    func set(with presenter: CountingPresenter) { self.presenter = presenter }
}

private final class ClosingRouter: NavigatingRouter {
    let navigation: any NavigationServiceType
    init(navigation: any NavigationServiceType) { self.navigation = navigation }
}

/// A module with nothing to show, to push and present under test.
private struct BlankModule: Module {
    func build(container: Container) -> some View { EmptyView() }
}

@MainActor
final class ArchitectureProtocolTests: XCTestCase {
    func test_templateShapedModule_wiresThroughItsOwnContracts() async {
        let viewState = buildTemplateModule(navigation: MockNavigationService())
        let presenter = viewState.presenter as? TemplatePresenter
        XCTAssertNotNil(presenter, "the view state holds its presenter")
        XCTAssertTrue(presenter?.viewState === viewState, "the presenter refers back to its view state")
    }

    func test_templateShapedModule_isFreedWithItsViewState() async {
        var viewState: TemplateViewState? = buildTemplateModule(navigation: MockNavigationService())
        weak let presenter = viewState?.presenter as? TemplatePresenter
        XCTAssertNotNil(presenter)
        viewState = nil
        XCTAssertNil(presenter, "the presenter lives only as long as the view state that holds it")
    }

    func test_wired_connectsBothWays() async {
        let presenter = CountingPresenter()
        let viewState = CountingViewState().wired(to: presenter)
        XCTAssertTrue(viewState.presenter === presenter)
        XCTAssertTrue(presenter.viewState === viewState)
    }

    func test_wired_holdsTheViewStateWeakly() async {
        let presenter = CountingPresenter()
        var viewState: CountingViewState? = CountingViewState().wired(to: presenter)
        XCTAssertNotNil(presenter.viewState)
        viewState = nil
        XCTAssertNil(viewState)
        XCTAssertNil(presenter.viewState, "the presenter does not keep its view state alive")
    }

    func test_close_popsAPushedScreen() async {
        let navigation = MockNavigationService()
        navigation.push(BlankModule())
        navigation.clearCalls()
        XCTAssertTrue(ClosingRouter(navigation: navigation).close())
        XCTAssertEqual(navigation.calls, [.pop])
        XCTAssertTrue(navigation.state.items.isEmpty)
    }

    func test_close_dismissesTheLayerItIsTheRootOf() async {
        let navigation = MockNavigationService()
        navigation.present(modal: BlankModule())
        navigation.clearCalls()
        XCTAssertTrue(ClosingRouter(navigation: navigation).close())
        XCTAssertEqual(navigation.calls, [.pop, .dismiss])
        XCTAssertTrue(navigation.state.presentations.isEmpty)
    }

    func test_close_withNothingToClose_changesNothing() async {
        let navigation = MockNavigationService()
        XCTAssertFalse(ClosingRouter(navigation: navigation).close())
        XCTAssertEqual(navigation.state, NavigationState())
    }
}
