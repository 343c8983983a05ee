import Navigation
import NavigationTesting
import Testing

private struct PlaceModule: Module {
    let id: Int
    func build(container: Container) -> some View { EmptyView() }
}

extension Module where Self == PlaceModule {
    fileprivate static func Place(id: Int) -> Self { Self(id: id) }
}

/// The assertions fail a Swift Testing test, where `XCTFail` records nothing.
@MainActor
@Suite struct SwiftTestingAssertionTests {
    @Test func wrongAssertCalls_recordsAnIssueNamingTheModules_atTheCallSite() {
        let navigation = MockNavigationService()
        navigation.push(.Place(id: 1))
        let line = #line + 2
        withKnownIssue {
            navigation.assertCalls([.push(.Place(id: 2))])
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                """
                navigation calls differ at call 1: expected push(PlaceModule(id: 2)), got push(PlaceModule(id: 1))
                  expected: ["push(PlaceModule(id: 2))"]
                  actual:   ["push(PlaceModule(id: 1))"]
                """
            ]
                && issue.sourceLocation?.fileID == #fileID && issue.sourceLocation?.line == line
        }
    }

    @Test func rightAssertCalls_recordsNothing() {
        let navigation = MockNavigationService()
        navigation.push(.Place(id: 1))
        navigation.assertCalls([.push(.Place(id: 1))])
        #expect(navigation.mismatch(expectedCalls: [.push(.Place(id: 1))]) == nil)
    }

    @Test func wrongAssertLastPushed_recordsAnIssueNamingThePushes() {
        let navigation = MockNavigationService()
        navigation.push(.Place(id: 3))
        navigation.push(EmptyPlace())
        withKnownIssue {
            #expect(navigation.assertLastPushed(PlaceModule.self) == nil)
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                "expected the last push to be of PlaceModule, got pushes [\"PlaceModule(id: 3)\", \"EmptyPlace()\"]"
            ]
        }
        #expect(navigation.mismatch(lastPushed: EmptyPlace.self) == nil)
    }

    @Test func wrongAssertLastPresented_recordsAnIssueNamingThePresentations() {
        let navigation = MockNavigationService()
        navigation.present(sheet: .Place(id: 4))
        withKnownIssue {
            navigation.assertLastPresented(EmptyPlace.self)
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                "expected the last presentation to be of EmptyPlace, got presentations [\"sheet: PlaceModule(id: 4)\"]"
            ]
        }
        #expect(navigation.assertLastPresented(PlaceModule.self)?.id == 4)
    }
}

private struct EmptyPlace: Module {
    func build(container: Container) -> some View { EmptyView() }
}
