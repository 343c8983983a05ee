/// The files of a new service: its protocol, implementation and assembly, and a mock
/// assembly with a test for the test target.
struct ServiceTemplates {
    let name: String
    let target: String
    /// The framework the assembly's test is written for.
    var testing: TestFramework = .swiftTesting

    /// The types a service named `name` declares, in its sources and its tests.
    static func typeNames(name: String) -> [String] {
        [name, "Default\(name)", "\(name)Assembly", "Mock\(name)", "Mock\(name)Assembly", "\(name)AssemblyTests"]
    }

    var sources: [(file: String, contents: String)] {
        [("\(name).swift", service), ("Default\(name).swift", implementation), ("\(name)Assembly.swift", assembly)]
    }

    var tests: [(file: String, contents: String)] {
        [("Mock\(name)Assembly.swift", mockAssembly), ("\(name)AssemblyTests.swift", assemblyTest)]
    }

    private var service: String {
        """
        /// What the app asks of \(name). Declare its requirements here; assemblies hand it
        /// out as `any \(name)`, so tests and previews can replace it. It is `nonisolated`,
        /// as a service is used from any thread, whatever the target's default isolation.
        nonisolated protocol \(name): AnyObject, Sendable {}

        """
    }

    private var implementation: String {
        """
        /// The app's \(name).
        nonisolated final class Default\(name): \(name) {
            init() {}
        }

        """
    }

    private var assembly: String {
        """
        import Navigation

        /// Builds the app's \(name), shared for the container's life. It is `nonisolated`, as
        /// the thread that first resolves it builds it, and tests resolve it off the main actor.
        nonisolated class \(name)Assembly: Assembly {
            func build() -> any \(name) {
                shared { Default\(name)() }
            }
        }

        """
    }

    private var mockAssembly: String {
        """
        import Navigation

        @testable import \(Scaffold.moduleName(of: target))

        /// A \(name) for tests and previews.
        nonisolated final class Mock\(name): \(name) {}

        /// Puts Mock\(name) in place of the real one: `container.apply(Mock\(name)Assembly.self)`.
        nonisolated final class Mock\(name)Assembly: \(name)Assembly {
            override func build() -> any \(name) {
                shared { Mock\(name)() }
            }
        }

        """
    }

    private var assemblyTest: String {
        switch testing {
        case .swiftTesting:
            return """
                import Navigation
                import Testing

                @testable import \(Scaffold.moduleName(of: target))

                struct \(name)AssemblyTests {
                    @Test func build_sharesOneServiceForTheContainersLife() {
                        let container = DependencyContainer()
                        let service = container.resolve(\(name)Assembly.self).build()
                        #expect(service === container.resolve(\(name)Assembly.self).build())
                        #expect(service is Default\(name))
                    }

                    @Test func mockAssembly_replacesTheService() {
                        let container = DependencyContainer()
                        container.apply(Mock\(name)Assembly.self)
                        #expect(container.resolve(\(name)Assembly.self).build() is Mock\(name))
                    }
                }

                """
        case .xcTest:
            return """
                import Navigation
                import XCTest

                @testable import \(Scaffold.moduleName(of: target))

                final class \(name)AssemblyTests: XCTestCase {
                    func test_build_sharesOneServiceForTheContainersLife() {
                        let container = DependencyContainer()
                        let service = container.resolve(\(name)Assembly.self).build()
                        XCTAssertTrue(service === container.resolve(\(name)Assembly.self).build())
                        XCTAssertTrue(service is Default\(name))
                    }

                    func test_mockAssembly_replacesTheService() {
                        let container = DependencyContainer()
                        container.apply(Mock\(name)Assembly.self)
                        XCTAssertTrue(container.resolve(\(name)Assembly.self).build() is Mock\(name))
                    }
                }

                """
        }
    }
}
