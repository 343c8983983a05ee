/// The files of a new VIPER module, in the layout of the sample app.
struct ModuleTemplates {
    let name: String
    let parameters: [ScaffoldRequest.Parameter]
    let target: String
    /// Types the parameters use that the target does not declare: each gets a placeholder enum.
    var placeholders: [String] = []
    /// The framework the router test is written for.
    var testing: TestFramework = .swiftTesting
    /// What the screen is built with.
    var screen: ScreenKind = .swiftUI

    /// The words a module's name is followed by in the types it declares.
    static let suffixes = [
        "Module", "Assembly", "Routing", "Interacting", "Presenting", "Interactor", "Presenter", "Router", "View",
        "ViewState", "Contracts",
    ]

    /// The types a module named `name` declares, in its sources and its tests.
    static func typeNames(name: String, screen: ScreenKind = .swiftUI) -> [String] {
        let screenType = screen == .uiKit ? ["ViewController"] : []
        return (suffixes.filter { $0 != "Contracts" } + screenType + ["RouterTests"]).map { name + $0 }
            + ["Mock\(name)Assembly"]
    }

    /// `name: Type, ...`, as an initializer or function declares them: closures `@escaping`.
    private var declarations: String {
        parameters.map { "\($0.name): \($0.parameterType)" }.joined(separator: ", ")
    }
    /// `name: name, ...`, as passed on.
    private var arguments: String { parameters.map { "\($0.name): \($0.name)" }.joined(separator: ", ") }
    /// `import Foundation` and a line break when the module has parameters, whose types
    /// (`UUID`, `Date`, `Foundation.URL`) may come from Foundation; nothing otherwise.
    private var foundationImport: String { parameters.isEmpty ? "" : "import Foundation\n" }
    /// `import Navigation` and a line break when the module has parameters, for the files
    /// that hold them and import no Navigation otherwise: a parameter's type may be the
    /// package's (`LayerID`, `Navigation.LayerID`).
    private var navigationImport: String { parameters.isEmpty ? "" : "import Navigation\n" }

    private var storedProperties: String { parameters.map { "    let \($0.name): \($0.type)\n" }.joined() }
    private var assignments: String { parameters.map { "        self.\($0.name) = \($0.name)\n" }.joined() }
    private var extraArguments: String { parameters.isEmpty ? "" : ", " + arguments }
    private var extraDeclarations: String { parameters.isEmpty ? "" : ", " + declarations }

    var sources: [(folder: String, file: String, contents: String)] {
        let screenFile =
            screen == .uiKit
            ? ("View", "\(name)ViewController.swift", viewController) : ("View", "\(name)View.swift", view)
        return [
            ("Module", "\(name)Module.swift", screen == .uiKit ? uiKitModule : module),
            ("Assembly", "\(name)Assembly.swift", screen == .uiKit ? uiKitAssembly : assembly),
            ("Contracts", "\(name)Contracts.swift", contracts),
            ("Interactor", "\(name)Interactor.swift", interactor),
            ("Presenter", "\(name)Presenter.swift", presenter),
            ("Router", "\(name)Router.swift", router),
            screenFile,
            ("ViewState", "\(name)ViewState.swift", viewState),
        ] + placeholders.map { ("Module", "\($0).swift", placeholder($0)) }
    }

    /// The condition under which the UIKit screen's files build: UIKit's own, on iOS.
    private static let uiKitCondition = "#if canImport(UIKit) && os(iOS)"

    private func placeholder(_ type: String) -> String {
        """
        /// A placeholder, declared by generate-module because \(target) declared no \(type)
        /// for the \(name) screen's parameters.
        ///
        /// Its `String` raw values let a deep link read it (`link.value("source")`), and
        /// `Codable` lets a restorable module save it.
        // TODO: Give \(type) the cases the \(name) screen is opened with; or, if it is declared
        // in another module, delete this file and import that module in each file of the
        // \(name) module, and its mock assembly, that names \(type).
        enum \(type): String, Codable, CaseIterable, Hashable, Sendable {
            case placeholder
        }

        """
    }

    /// `==` and `hash(into:)` by hand, when a parameter holds a closure, which cannot be
    /// compared; empty otherwise, as Swift writes them.
    private var handMadeEquality: String {
        let closures = parameters.filter(\.holdsAFunction)
        guard !closures.isEmpty else { return "" }
        let values = parameters.filter { !$0.holdsAFunction }
        let names = closures.map(\.name).joined(separator: ", ")
        let equal =
            values.isEmpty ? "true" : values.map { "lhs.\($0.name) == rhs.\($0.name)" }.joined(separator: " && ")
        let hash =
            values.isEmpty
            ? "        hasher.combine(0)\n" : values.map { "        hasher.combine(\($0.name))\n" }.joined()
        return """

                // \(names) cannot be compared: two \(name) modules are equal when their other values are.
                static func == (lhs: Self, rhs: Self) -> Bool {
                    \(equal)
                }

                func hash(into hasher: inout Hasher) {
            \(hash)    }

            """
    }

    var tests: [(file: String, contents: String)] {
        [("Mock\(name)Assembly.swift", mockAssembly), ("\(name)RouterTests.swift", routerTest)]
    }

    /// The module's leading-dot factory, as the extension on `Module` declares it.
    private var factory: String {
        parameters.isEmpty
            ? "    static var \(name): Self { Self() }"
            : "    static func \(name)(\(declarations)) -> Self {\n        Self(\(arguments))\n    }"
    }

    private var module: String {
        """
        \(foundationImport)import Navigation

        /// The \(name) screen.
        struct \(name)Module: Module {
        \(storedProperties)
            func build(container: Container) -> some View {
                container.resolve(\(name)Assembly.self).build(\(arguments))
            }
        \(handMadeEquality)}

        extension Module where Self == \(name)Module {
            /// The \(name) screen: `navigation.push(.\(name)\(parameters.isEmpty ? "" : "(...)"))`.
        \(factory)
        }

        """
    }

    private var assembly: String {
        """
        \(foundationImport)import Architecture
        import Navigation

        /// Builds the \(name) screen: its router, interactor, presenter and view state.
        class \(name)Assembly: Assembly {
            /// The \(name) screen's view, wired and ready.
            @MainActor
            func build(\(declarations)) -> \(name)View {
                let router = \(name)Router(navigation: container.resolve(NavigationAssembly.self).build())
                let interactor = \(name)Interactor(\(arguments))
                let presenter = \(name)Presenter(router: router, interactor: interactor\(extraArguments))
                return \(name)View(viewState: \(name)ViewState().wired(to: presenter))
            }
        }

        """
    }

    private var uiKitModule: String {
        """
        \(Self.uiKitCondition)
        \(foundationImport)import Navigation

        /// The \(name) screen, a UIKit view controller.
        struct \(name)Module: Module {
        \(storedProperties)
            func build(container: Container) -> ViewControllerScreen {
                let assembly = container.resolve(\(name)Assembly.self)
                return ViewControllerScreen { assembly.build(\(arguments)) }
            }
        \(handMadeEquality)}

        extension Module where Self == \(name)Module {
            /// The \(name) screen: `navigation.push(.\(name)\(parameters.isEmpty ? "" : "(...)"))`.
        \(factory)
        }
        #endif

        """
    }

    private var uiKitAssembly: String {
        """
        \(Self.uiKitCondition)
        \(foundationImport)import Architecture
        import Navigation

        /// Builds the \(name) screen: its router, interactor, presenter and view state.
        class \(name)Assembly: Assembly {
            /// The \(name) screen's controller, wired and ready.
            @MainActor
            func build(\(declarations)) -> \(name)ViewController {
                let router = \(name)Router(navigation: container.resolve(NavigationAssembly.self).build())
                let interactor = \(name)Interactor(\(arguments))
                let presenter = \(name)Presenter(router: router, interactor: interactor\(extraArguments))
                return \(name)ViewController(viewState: \(name)ViewState().wired(to: presenter))
            }
        }
        #endif

        """
    }

    private var viewController: String {
        """
        \(Self.uiKitCondition)
        import Observation
        import UIKit

        /// The \(name) screen, in UIKit.
        final class \(name)ViewController: UIViewController {
            let viewState: \(name)ViewState
            private let titleLabel = UILabel()

            init(viewState: \(name)ViewState) {
                self.viewState = viewState
                super.init(nibName: nil, bundle: nil)
            }

            @available(*, unavailable)
            required init?(coder: NSCoder) {
                fatalError("the \(name) screen is made in code")
            }

            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = .systemBackground
                let close = UIButton(
                    type: .system,
                    primaryAction: UIAction(title: "Close") { [weak self] _ in
                        self?.viewState.presenter?.didTapClose()
                    })
                let stack = UIStackView(arrangedSubviews: [titleLabel, close])
                stack.axis = .vertical
                stack.spacing = 16
                stack.alignment = .center
                stack.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(stack)
                NSLayoutConstraint.activate([
                    stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                    stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
                ])
                render()
            }

            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                viewState.presenter?.viewDidAppear()
            }

            /// Shows the view state, and again whenever what it read changes.
            private func render() {
                withObservationTracking {
                    titleLabel.text = viewState.title
                    title = viewState.title
                } onChange: { [weak self] in
                    Task { @MainActor in self?.render() }
                }
            }
        }
        #endif

        """
    }

    private var contracts: String {
        """
        \(foundationImport)import Architecture

        /// Where the \(name) screen can lead.
        @MainActor
        protocol \(name)Routing: NavigatingRouter {
            func close\(name)()
        }

        /// What the \(name) screen needs from services.
        protocol \(name)Interacting: InteractorProtocol {
            var title: String { get }
        }

        /// What the \(name) view tells its presenter.
        @MainActor
        protocol \(name)Presenting: WiredPresenter where ViewState == \(name)ViewState {
            func didTapClose()
        }

        """
    }

    private var interactor: String {
        """
        \(foundationImport)\(navigationImport)/// Gives the \(name) screen its data.
        final class \(name)Interactor: \(name)Interacting {
        \(storedProperties)
            init(\(declarations)) {
        \(assignments)    }

            var title: String { "\(name)" }
        }

        """
    }

    private var presenter: String {
        """
        \(foundationImport)import Architecture
        \(navigationImport)
        /// Turns the \(name) view's events into navigation and data.
        final class \(name)Presenter: \(name)Presenting {
            weak var viewState: \(name)ViewState?
            let router: any \(name)Routing
            let interactor: any \(name)Interacting
        \(storedProperties)
            init(router: any \(name)Routing, interactor: any \(name)Interacting\(extraDeclarations)) {
                self.router = router
                self.interactor = interactor
        \(assignments)    }

            func viewDidAppear() {
                viewState?.title = interactor.title
            }

            func didTapClose() {
                router.close\(name)()
            }
        }

        """
    }

    private var router: String {
        """
        \(foundationImport)import Architecture
        import Navigation

        /// Navigates from the \(name) screen.
        final class \(name)Router: \(name)Routing {
            let navigation: any NavigationServiceType

            init(navigation: any NavigationServiceType) {
                self.navigation = navigation
            }

            func close\(name)() {
                close()
            }
        }

        """
    }

    private var view: String {
        """
        \(foundationImport)import Navigation

        #if canImport(SwiftUI)
        import SwiftUI

        /// The \(name) screen.
        struct \(name)View: View {
            let viewState: \(name)ViewState

            var body: some View {
                VStack(spacing: 16) {
                    Text(viewState.title)
                    Button("Close") { viewState.presenter?.didTapClose() }
                }
                .onAppear { viewState.presenter?.viewDidAppear() }
            }
        }
        #else
        /// The \(name) screen, headless, for tests on platforms without SwiftUI.
        struct \(name)View: View {
            let viewState: \(name)ViewState
        }
        #endif

        """
    }

    private var viewState: String {
        """
        \(foundationImport)import Architecture
        import Observation

        /// What the \(name) view shows.
        @MainActor
        @Observable
        final class \(name)ViewState: WiredViewState {
            private(set) var presenter: \(name)Presenter?
            var title = ""

            init() {}

            func set(with presenter: \(name)Presenter) {
                self.presenter = presenter
            }
        }

        """
    }

    private var mockAssembly: String {
        let built = screen == .uiKit ? "\(name)ViewController" : "\(name)View"
        return """
            \(screen == .uiKit ? Self.uiKitCondition + "\n" : "")\(foundationImport)import Navigation

            @testable import \(Scaffold.moduleName(of: target))

            /// Stands in for \(name)Assembly in tests and previews:
            /// `container.apply(Mock\(name)Assembly.self)`. It counts the screens it builds.
            final class Mock\(name)Assembly: \(name)Assembly {
                @MainActor private(set) var builds = 0

                @MainActor
                override func build(\(declarations)) -> \(built) {
                    builds += 1
                    return super.build(\(arguments))
                }
            }
            \(screen == .uiKit ? "#endif\n" : "")
            """
    }

    private var routerTest: String {
        switch testing {
        case .swiftTesting:
            return """
                \(foundationImport)import Navigation
                import NavigationTesting
                import Testing

                @testable import \(Scaffold.moduleName(of: target))

                @MainActor
                struct \(name)RouterTests {
                    @Test func close_popsTheScreen_orDismissesItsLayer() {
                        let navigation = MockNavigationService()
                        navigation.present(sheet: EmptyModule())
                        navigation.clearCalls()
                        \(name)Router(navigation: navigation).close\(name)()
                        navigation.assertCalls([.pop, .dismiss])
                        #expect(navigation.state.presentations.isEmpty)
                    }
                }

                /// A module with nothing to show, to present under test.
                private struct EmptyModule: Module {
                    func build(container: Container) -> some View { EmptyView() }
                }

                """
        case .xcTest:
            return """
                \(foundationImport)import Navigation
                import NavigationTesting
                import XCTest

                @testable import \(Scaffold.moduleName(of: target))

                @MainActor
                final class \(name)RouterTests: XCTestCase {
                    // Keep main-actor test methods `async`: XCTest on Linux crashes on a @MainActor
                    // test method that is not.
                    func test_close_popsTheScreen_orDismissesItsLayer() async {
                        let navigation = MockNavigationService()
                        navigation.present(sheet: EmptyModule())
                        navigation.clearCalls()
                        \(name)Router(navigation: navigation).close\(name)()
                        navigation.assertCalls([.pop, .dismiss])
                        XCTAssertTrue(navigation.state.presentations.isEmpty)
                    }
                }

                /// A module with nothing to show, to present under test.
                private struct EmptyModule: Module {
                    func build(container: Container) -> some View { EmptyView() }
                }

                """
        }
    }
}
