import Testing

@testable import SampleApp

/// The demo's second part: the features shown under the stack policy, then the modal one.
@MainActor
@Suite struct DemoFeaturesTests {
    @Test func featuresPart_walksBothPolicies_acrossTheFeatures() {
        let session = DemoSession()
        var steps: [(title: String, tree: String)] = []
        session.runScript { steps.append(($0, $1)) }
        let features = Array(steps.dropFirst(session.script.count))
        #expect(features.allSatisfy { $0.title.hasPrefix("features: ") })
        #expect(
            features.map(\.tree) == [
                "root MainModule()",
                "root MainModule() > ItemDetailsModule(itemID: 1)",
                "root MainModule() > ItemDetailsModule(itemID: 1) > ExtraDetailsModule(itemID: 1)",
                "root MainModule()",
                "root MainModule()",
                "root MainModule()\n  modal ItemDetailsModule(itemID: 1)",
                "root MainModule()\n  modal ItemDetailsModule(itemID: 1) > ExtraDetailsModule(itemID: 1)",
                "root MainModule()\n  modal ItemDetailsModule(itemID: 1) > ExtraDetailsModule(itemID: 1)"
                    + " > ItemDetailsModule(itemID: 2)",
                "root MainModule()\n  modal ItemDetailsModule(itemID: 3)",
            ])
        #expect(session.navigation.presentationPolicy.description == "modal")
    }
}
