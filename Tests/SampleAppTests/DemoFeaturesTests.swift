import Testing

@testable import SampleApp

/// The demo's second part: the features shown under the stack policy, then the modal one.
@MainActor
@Suite struct DemoFeaturesTests {
    @Test func featuresPart_walksBothPolicies_acrossTheFeatures() {
        let session = DemoSession()
        var steps: [(title: String, tree: String)] = []
        session.runScript { steps.append(($0, $1)) }
        let features = Array(steps.dropFirst(session.script.count).prefix(session.featuresScript.count))
        #expect(features.allSatisfy { $0.title.hasPrefix("features: ") })
        #expect(
            features.map(\.tree) == [
                "root MainModule()",
                "root MainModule() > ItemDetailsModule(itemID: 1)",
                "root MainModule() > ItemDetailsModule(itemID: 1) > ExtraDetailsModule(itemID: 1)",
                "root MainModule()",
                "root MainModule()\n  modal ItemDetailsModule(itemID: 1)",
                "root MainModule()\n  modal ItemDetailsModule(itemID: 1) > ExtraDetailsModule(itemID: 1)",
                "root MainModule()\n  modal ItemDetailsModule(itemID: 1) > ExtraDetailsModule(itemID: 1)"
                    + " > ItemDetailsModule(itemID: 2)",
                "root MainModule()\n  modal ItemDetailsModule(itemID: 3)",
            ])
        #expect(session.navigation.presentationPolicy.name == "modal")
    }
}

/// The interactive mode's commands for the features.
@MainActor
@Suite struct DemoFeatureCommandsTests {
    @Test func showAndPolicy_placeTheScreenAsThePolicySays() throws {
        let session = DemoSession()
        #expect(try session.execute("show ItemDetails 2").get() == "root MainModule() > ItemDetailsModule(itemID: 2)")
        _ = session.execute("popToRoot")
        #expect(
            try session.execute("policy modal").get()
                == "policy: modal, for the screens shown from now on\nroot MainModule()")
        #expect(
            try session.execute("policy modal").get()
                == "nothing changed: policy modal had nothing to act on\nroot MainModule()")
        #expect(
            try session.execute("show ExtraDetails 2").get()
                == "root MainModule()\n  modal ExtraDetailsModule(itemID: 2)")
    }

    @Test func wrongFeatureCommands_getAOneLineError() {
        let session = DemoSession()
        let errors = [
            "policy sideways": "unknown policy sideways; use stack or modal",
            "policy": "policy takes: policy <stack|modal>",
            "show": "show takes: show <Module> [arguments]",
            "show ItemDetails": "ItemDetails needs a whole number",
        ]
        for (command, message) in errors {
            #expect(session.execute(command) == .failure(DemoCommandError(description: message)), "\(command)")
        }
        #expect(session.tree == "root MainModule()")
    }
}
