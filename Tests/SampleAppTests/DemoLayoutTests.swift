import Navigation
import Testing

@testable import SampleApp

/// The demo's walk of the tab bar and the split view, step by step.
@MainActor
@Suite struct DemoLayoutTests {
    /// Runs the main walk, then the layout walk, and returns the layout walk's trees.
    private func layoutTrees() -> (session: DemoSession, trees: [String: String]) {
        let session = DemoSession()
        var trees: [String: String] = [:]
        session.runScript { title, tree in trees[title] = tree }
        return (session, trees)
    }

    @Test func tabs_keepEachStack_andReselectingPopsToTheRoot() {
        let (_, trees) = layoutTrees()
        #expect(
            trees["edit an item in Favorites"]
                == """
                tab MainModule() > DetailsModule(source: mainScreen)
                tab (selected) ListModule(source: favorites) > EditModule(itemID: 2)
                tab SettingsModule(tab: general)
                """)
        #expect(
            trees["tap the Main tab: its stack is as it was"]
                == """
                tab (selected) MainModule() > DetailsModule(source: mainScreen)
                tab ListModule(source: favorites) > EditModule(itemID: 2)
                tab SettingsModule(tab: general)
                """)
        #expect(
            trees["tap the Main tab again: back to its root"]?.hasPrefix("tab (selected) MainModule()\n") == true)
        #expect(
            trees["open settings over the tab bar: a sheet covers every tab"]?.hasSuffix(
                "\n  sheet SettingsModule(tab: privacy)") == true)
    }

    @Test func splitView_showsTheSelectionInTheDetailColumn_andCollapsesIntoOneStack() {
        let (session, trees) = layoutTrees()
        let expanded = trees["push in the detail column"]
        let collapsed = trees["narrow the window: the columns collapse into one stack"]
        #expect(expanded != nil && collapsed != nil && expanded != collapsed)
        #expect(trees["widen it again: the columns come back"] == expanded)
        #expect(session.navigation.state.splitView?.isCollapsed == false)
        #expect(
            session.navigation.state.visibleModules.contains(AnyModule(DetailsModule.Details(source: .mainScreen))))
    }
}
