import Foundation
import Navigation
import NavigationTesting
import Testing

@testable import IsolationApp

struct IsolationAppTests {
    @Test @MainActor func anAssemblyResolvedOnOtherThreads_isBuiltOnce() {
        let container = DependencyContainer()
        let before = CounterAssembly.built.value
        let resolved = Resolved()
        DispatchQueue.concurrentPerform(iterations: 8) { @Sendable _ in
            resolved.insert(ObjectIdentifier(container.resolve(CounterAssembly.self)))
        }
        #expect(resolved.count == 1)
        #expect(CounterAssembly.built.value == before + 1)
    }

    @Test func aNonisolatedAssembly_isResolvedAndUsedOnOtherThreads() {
        let container = DependencyContainer()
        let resolved = Resolved()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            let assembly = container.resolve(CatalogAssembly.self)
            #expect(assembly.catalog() == ["NEW", "POPULAR"])
            resolved.insert(ObjectIdentifier(assembly))
        }
        #expect(resolved.count == 1)
    }

    @Test @MainActor func aModule_isPushedComparedLinkedAndRestored() throws {
        let navigation = NavigationService()
        ProfileRouter(navigation: navigation).openProfile()
        #expect(navigation.state.stack == [AnyModule(ProfileModule.Profile(source: .menu))])

        let links = try DeepLinkRouter(scheme: "myapp", routes: [.profile])
        _ = try navigation.open("myapp://profile/deepLink", with: links).get()
        #expect(navigation.items.last?.unwrap(as: ProfileModule.self) == .Profile(source: .deepLink))

        let coder = try NavigationStateCoder(modules: [ProfileModule.self])
        let saved = navigation.state
        navigation.popToRoot()
        navigation.restore(from: try coder.encode(saved), using: coder)
        #expect(navigation.state.stack == saved.stack)
    }

    @Test @MainActor func theMock_recordsTheRoutersCalls() {
        let navigation = MockNavigationService()
        ProfileRouter(navigation: navigation).openProfile()
        navigation.assertCalls([.push(.Profile(source: .menu))])
    }

    // What a presenter test reads of an alert: NavigationTesting makes role, isPreferred,
    // isActionSheet and anchor readable; the mock taps a button by its title.
    @Test @MainActor func signingOut_asksWithAnActionSheetFromTheButton() throws {
        let navigation = MockNavigationService()
        let anchor = NSObject()
        var signedOut = false
        ProfileRouter(navigation: navigation).confirmSignOut(from: anchor) { signedOut = true }
        let alert = try #require(navigation.alert)
        #expect(alert.isActionSheet)
        #expect(alert.anchor === anchor)
        #expect(alert.buttons[0].role == .destructive)
        #expect(alert.buttons.map(\.role) == [.destructive, .cancel])
        #expect(navigation.tapAlertButton(titled: "Sign Out"))
        #expect(signedOut)
        #expect(navigation.alert == nil)
    }

    @Test @MainActor func discarding_asksWithKeepEditingPreferred() throws {
        let navigation = MockNavigationService()
        ProfileRouter(navigation: navigation).confirmDiscard {}
        let alert = try #require(navigation.alert)
        #expect(!alert.isActionSheet)
        #expect(alert.anchor == nil)
        #expect(alert.buttons.map(\.isPreferred) == [false, true])
        #expect(alert.buttons[1].role == nil)
    }
}

/// The assemblies the threads got.
private final class Resolved: @unchecked Sendable {
    private var identifiers = Set<ObjectIdentifier>()
    private let lock = NSLock()

    func insert(_ identifier: ObjectIdentifier) {
        lock.lock()
        identifiers.insert(identifier)
        lock.unlock()
    }

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return identifiers.count
    }
}
